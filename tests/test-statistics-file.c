/* test-statistics-file.c — the statistics on the disk: two writers, a file not read yet, a pipe, a full disk
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-test"

#include <signal.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>

#include <glib/gstdio.h>

#include "pl-statistics-file.h"

/* Issue 21: "Statistics are wiped when loading the autosave stalls (an
 * autosave that is a FIFO) and when two windows or two instances run: the
 * later writer replaces the other's record with its own.  Write statistics
 * read-modify-write under a lock …, and never write an empty set because
 * loading had not finished." */

static char *dir;
static char *path;

static void
count (PlStatisticsFile *file,
       gint              score)
{
  PlResult result = { .n_seats = 3, .declarer = 0, .won = score > 0 };

  result.score[0] = score;
  pl_statistics_file_add_result (file, "skat", "standard", &result, 0, 0);
}

static const PlStatisticsEntry *
on_disk (PlStatistics **stats)
{
  g_autoptr(GError) error = NULL;

  *stats = pl_statistics_load (path, NULL, &error);
  g_assert_no_error (error);
  return pl_statistics_lookup (*stats, "skat", "standard");
}

static void
message_cb (PlStatisticsFile *file,
            const char       *message,
            gpointer          user_data)
{
  char **out = user_data;

  g_free (*out);
  *out = g_strdup (message);
}

static void
kept_aside_cb (PlStatisticsFile *file,
               const char       *message,
               const char       *kept_as,
               gpointer          user_data)
{
  message_cb (file, message, user_data);
}

/* Two windows (or two programs: each writer opens the lock anew, and
 * flock() keeps apart what different opens hold) count into one file: no
 * deal of either is lost, and the one that never read the file before it
 * wrote did not wipe it. */
static void
test_two_writers (void)
{
  g_autoptr(PlStatisticsFile) a = pl_statistics_file_new (path);
  g_autoptr(PlStatisticsFile) b = pl_statistics_file_new (path);
  g_autoptr(PlStatistics) seed = pl_statistics_new ();
  g_autoptr(PlStatistics) after = NULL;
  g_autofree char *text = NULL;
  const PlStatisticsEntry *entry;

  /* Five deals on the disk already. */
  for (guint i = 0; i < 5; i++)
    {
      PlResult result = { .n_seats = 3, .declarer = 1 };

      result.score[0] = 10;
      pl_statistics_add_result (seed, "skat", "standard", &result, 0, 0);
    }
  text = pl_statistics_to_string (seed);
  g_assert_true (g_file_set_contents (path, text, -1, NULL));

  /* A has read the file; B has not (its reading "stalled"). */
  pl_statistics_file_load (a, NULL);
  pl_statistics_file_flush (a);
  for (guint i = 0; i < 6; i++)
    {
      count (a, 24);
      count (b, -48);
    }
  count (b, 120);
  pl_statistics_file_flush (a);
  pl_statistics_file_flush (b);

  entry = on_disk (&after);
  g_assert_nonnull (entry);
  g_assert_cmpuint (entry->deals, ==, 5 + 6 + 7);
  g_assert_cmpuint (entry->declared, ==, 13);
  g_assert_cmpuint (entry->won, ==, 7);
  g_assert_cmpuint (entry->lost, ==, 6);
  g_assert_cmpint (entry->points, ==, 5 * 10 + 6 * 24 - 6 * 48 + 120);
  g_assert_cmpint (entry->best, ==, 120);
  g_assert_cmpint (entry->worst, ==, -48);

  /* What each shows is the file's sum as its last write found it. */
  g_assert_cmpuint (pl_statistics_lookup (pl_statistics_file_get (b), "skat",
                                          "standard")->deals, >=, 7);
  g_unlink (path);
}

/* A statistics file that is a pipe: refused at once (never waited on),
 * kept aside, and the deal counted then is the whole of the new file. */
static void
test_pipe (void)
{
  g_autoptr(PlStatisticsFile) file = pl_statistics_file_new (path);
  g_autoptr(PlStatistics) after = NULL;
  g_autofree char *kept = g_strconcat (path, ".bad", NULL);
  g_autofree char *bad = NULL;
  struct stat st;

  g_assert_cmpint (mkfifo (path, 0600), ==, 0);
  g_signal_connect (file, "kept-aside", G_CALLBACK (kept_aside_cb), &bad);
  pl_statistics_file_load (file, NULL);
  pl_statistics_file_flush (file);
  g_assert_nonnull (bad);
  g_assert_nonnull (strstr (bad, "named pipe"));
  g_assert_cmpint (g_lstat (kept, &st), ==, 0);
  g_assert_true (S_ISFIFO (st.st_mode));

  count (file, 18);
  pl_statistics_file_flush (file);
  g_assert_cmpuint (on_disk (&after)->deals, ==, 1);
  g_unlink (kept);
  g_unlink (path);
}

/* A write that fails (a full disk: a file size limit makes the write fail
 * as ENOSPC would) keeps the deals, and the next write has them. */
static void
test_failed_write (void)
{
  g_autoptr(PlStatisticsFile) file = pl_statistics_file_new (path);
  g_autoptr(PlStatistics) after = NULL;
  g_autofree char *failed = NULL;
  const PlStatisticsEntry *entry;
  struct rlimit old, limit;

  g_signal_connect (file, "failed", G_CALLBACK (message_cb), &failed);
  count (file, 30);
  pl_statistics_file_flush (file);
  g_assert_null (failed);

  g_assert_cmpint (getrlimit (RLIMIT_FSIZE, &old), ==, 0);
  limit = old;
  limit.rlim_cur = 20;
  signal (SIGXFSZ, SIG_IGN);
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &limit), ==, 0);
  count (file, -60);
  while (failed == NULL)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &old), ==, 0);
  signal (SIGXFSZ, SIG_DFL);
  g_assert_cmpuint (on_disk (&after)->deals, ==, 1);
  g_clear_pointer (&after, pl_statistics_free);

  count (file, 12);
  pl_statistics_file_flush (file);
  entry = on_disk (&after);
  g_assert_cmpuint (entry->deals, ==, 3);
  g_assert_cmpint (entry->points, ==, 30 - 60 + 12);
  g_unlink (path);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *lock = NULL;
  int status;

  g_test_init (&argc, &argv, NULL);
  dir = g_dir_make_tmp ("parlour-stats-file-XXXXXX", NULL);
  path = g_build_filename (dir, "statistics", NULL);

  g_test_add_func ("/statistics-file/two-writers", test_two_writers);
  g_test_add_func ("/statistics-file/pipe", test_pipe);
  g_test_add_func ("/statistics-file/failed-write", test_failed_write);

  status = g_test_run ();
  lock = g_strconcat (path, ".lock", NULL);
  g_unlink (lock);
  g_rmdir (dir);
  g_free (path);
  g_free (dir);
  return status;
}
