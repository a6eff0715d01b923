/* test-hostile.c — one verdict: the hostile corpus through the window's readers and `parlour-cli replay`
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-test"

#include <errno.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "pl-autosave.h"

/*
 * Issue 21, "One verdict": the app and `parlour-cli replay` disagreed on
 * what is a valid record.  Every file of tests/data/hostile/ (listed in
 * its "verdicts" file with the verdict and a part of the message every
 * reader must give) goes through
 *
 *  - the window's reader of opened files, pl_saved_game_load(), which
 *    Open Game… and `parlour FILE` call in their worker;
 *  - the reader of the saved matches, pl_autosave_load(), on a copy (a
 *    bad one is kept aside, and that is checked too);
 *  - `parlour-cli replay FILE`, run in the corpus folder so that it names
 *    the file as the window does;
 *
 * and all three must give the verdict of the list, and the window's
 * reader and the CLI the very same message.  Then the files that are not
 * files: a named pipe, a socket, a folder, /dev/zero, a link to a pipe,
 * a sparse file of 17 MiB.  None may hang a reader (the CLI runs under
 * `timeout`), and each is refused with the reason.
 */

static const char *cli;
static char *corpus;

typedef struct {
  gboolean  ok;
  char     *message;    /* the first line of the error, or NULL */
} Verdict;

static void
verdict_clear (Verdict *verdict)
{
  g_clear_pointer (&verdict->message, g_free);
}

static Verdict
run_cli (const char *dir,
         const char *name)
{
  const char *argv[] = { "timeout", "20", cli, "replay", name, NULL };
  g_autofree char *err = NULL;
  g_autoptr(GError) error = NULL;
  Verdict verdict = { FALSE, NULL };
  char *nl;
  int status;

  g_assert_true (g_spawn_sync (dir, (char **) argv, NULL, G_SPAWN_SEARCH_PATH |
                               G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL, NULL, &err, &status,
                               &error));
  g_assert_no_error (error);
  /* 124: timeout killed it, the hang of the issue. */
  g_assert_true (WIFEXITED (status));
  g_assert_cmpint (WEXITSTATUS (status), !=, 124);
  g_assert_cmpint (WEXITSTATUS (status), <=, 1);
  verdict.ok = WEXITSTATUS (status) == 0;
  if (!verdict.ok)
    {
      nl = strchr (err, '\n');
      if (nl != NULL)
        *nl = '\0';
      verdict.message = g_steal_pointer (&err);
    }
  else
    g_assert_cmpstr (err, ==, "");
  return verdict;
}

static Verdict
run_loader (const char *path,
            const char *name)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PlRecord) record = pl_saved_game_load (path, name, NULL, NULL, &error);
  Verdict verdict = { record != NULL, NULL };

  if (record == NULL)
    verdict.message = g_strdup (error->message);
  return verdict;
}

/* The saved-match reader, on a copy in @dir: a bad file is kept aside as
 * COPY.bad, unchanged; a good one stays. */
static gboolean
run_autosave (const char *path,
              const char *dir)
{
  g_autofree char *copy = g_build_filename (dir, "autosave-test.rec", NULL);
  g_autofree char *bad = g_strconcat (copy, ".bad", NULL);
  g_autofree char *contents = NULL;
  g_autofree char *kept_contents = NULL;
  g_autofree char *kept = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(PlRecord) record = NULL;
  gsize length, kept_length;

  g_assert_true (g_file_get_contents (path, &contents, &length, NULL));
  g_assert_true (g_file_set_contents (copy, contents, (gssize) length, NULL));
  record = pl_autosave_load (copy, NULL, &kept, &error);
  if (record != NULL)
    {
      g_assert_no_error (error);
      g_assert_true (g_file_test (copy, G_FILE_TEST_EXISTS));
      g_assert_cmpint (g_unlink (copy), ==, 0);
      return TRUE;
    }
  g_assert_nonnull (error);
  g_assert_cmpstr (kept, ==, bad);
  g_assert_false (g_file_test (copy, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_get_contents (kept, &kept_contents, &kept_length, NULL));
  g_assert_cmpmem (kept_contents, kept_length, contents, length);
  g_assert_cmpint (g_unlink (kept), ==, 0);
  return FALSE;
}

static void
test_corpus (void)
{
  g_autofree char *list_path = g_build_filename (corpus, "verdicts", NULL);
  g_autofree char *list = NULL;
  g_autofree char *dir = g_dir_make_tmp ("parlour-hostile-XXXXXX", NULL);
  g_auto(GStrv) lines = NULL;
  guint n_files = 0, n_refused = 0;

  g_assert_true (g_file_get_contents (list_path, &list, NULL, NULL));
  lines = g_strsplit (list, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) fields = NULL;
      g_autofree char *path = NULL;
      Verdict window, command;
      gboolean ok, saved;

      if (lines[i][0] == '\0' || lines[i][0] == '#')
        continue;
      fields = g_strsplit (lines[i], "\t", 3);
      g_assert_cmpuint (g_strv_length (fields), ==, 3);
      ok = g_str_equal (fields[1], "ok");
      path = g_build_filename (corpus, fields[0], NULL);
      g_test_message ("%s: %s", fields[0], fields[1]);

      window = run_loader (path, fields[0]);
      command = run_cli (corpus, fields[0]);
      saved = run_autosave (path, dir);

      /* One verdict … */
      g_assert_cmpint (window.ok, ==, ok);
      g_assert_cmpint (command.ok, ==, ok);
      g_assert_cmpint (saved, ==, ok);
      /* … one message, the one the list expects. */
      g_assert_cmpstr (window.message, ==, command.message);
      if (!ok)
        {
          if (strstr (window.message, fields[2]) == NULL)
            g_error ("%s: “%s” does not say “%s”", fields[0], window.message, fields[2]);
          n_refused++;
        }
      n_files++;
      verdict_clear (&window);
      verdict_clear (&command);
    }
  g_assert_cmpuint (n_files, >=, 25);
  g_assert_cmpuint (n_refused, >=, 15);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* Both readers refuse @name in @dir with a message that says @what. */
static void
assert_refused (const char *dir,
                const char *name,
                const char *what)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);
  Verdict window = run_loader (path, name);
  Verdict command = run_cli (dir, name);

  g_test_message ("%s: %s", name, window.message);
  g_assert_false (window.ok);
  g_assert_false (command.ok);
  g_assert_cmpstr (window.message, ==, command.message);
  if (strstr (window.message, what) == NULL)
    g_error ("%s: “%s” does not say “%s”", name, window.message, what);
  verdict_clear (&window);
  verdict_clear (&command);
}

/* "Open only regular files (ask the file type before opening), cap the
 * size before reading … (replay on a FIFO must not hang)". */
static void
test_not_files (void)
{
  g_autofree char *dir = g_dir_make_tmp ("parlour-hostile-XXXXXX", NULL);
  g_autofree char *fifo = g_build_filename (dir, "pipe.rec", NULL);
  g_autofree char *link = g_build_filename (dir, "link.rec", NULL);
  g_autofree char *zero = g_build_filename (dir, "zero.rec", NULL);
  g_autofree char *folder = g_build_filename (dir, "folder.rec", NULL);
  g_autofree char *sock_path = g_build_filename (dir, "socket.rec", NULL);
  g_autofree char *huge = g_build_filename (dir, "huge.rec", NULL);
  g_autofree char *autosave = g_build_filename (dir, "autosave-skat.rec", NULL);
  g_autofree char *kept = NULL;
  g_autoptr(GError) error = NULL;
  struct sockaddr_un addr = { 0, };
  FILE *file;
  int sock;

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  g_assert_cmpint (symlink (fifo, link), ==, 0);
  g_assert_cmpint (symlink ("/dev/zero", zero), ==, 0);
  g_assert_cmpint (g_mkdir (folder, 0700), ==, 0);
  sock = socket (AF_UNIX, SOCK_STREAM, 0);
  g_assert_cmpint (sock, >=, 0);
  addr.sun_family = AF_UNIX;
  g_assert_cmpuint (strlen (sock_path), <, sizeof addr.sun_path);
  strcpy (addr.sun_path, sock_path);
  g_assert_cmpint (bind (sock, (struct sockaddr *) &addr, sizeof addr), ==, 0);
  /* 17 MiB that take no room: refused on the size the file gives. */
  file = g_fopen (huge, "wb");
  g_assert_nonnull (file);
  fputs ("Parlour-Record: 1\n", file);
  g_assert_cmpint (fseek (file, 17 * 1024 * 1024, SEEK_SET), ==, 0);
  fputs ("\n", file);
  fclose (file);

  assert_refused (dir, "pipe.rec", "a named pipe (FIFO), not a file");
  assert_refused (dir, "link.rec", "a named pipe (FIFO), not a file");
  assert_refused (dir, "zero.rec", "a character device, not a file");
  assert_refused (dir, "folder.rec", "a folder, not a file");
  assert_refused (dir, "socket.rec", "not a file");
  assert_refused (dir, "huge.rec", "larger than 16.0");

  /* A saved match that is a pipe: refused at once, never waited on, and
   * renamed aside like any bad autosave. */
  g_assert_cmpint (g_rename (fifo, autosave), ==, 0);
  g_assert_null (pl_autosave_load (autosave, NULL, &kept, &error));
  g_assert_error (error, PL_FILE_ERROR, PL_FILE_ERROR_NOT_REGULAR);
  g_assert_nonnull (kept);
  g_assert_true (g_str_has_suffix (kept, ".bad"));
  g_unlink (kept);

  close (sock);
  g_unlink (sock_path);
  g_unlink (link);
  g_unlink (zero);
  g_rmdir (folder);
  g_unlink (huge);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  cli = g_getenv ("PARLOUR_CLI");
  g_assert_nonnull (cli);
  corpus = g_test_build_filename (G_TEST_DIST, "data", "hostile", NULL);

  g_test_add_func ("/hostile/corpus", test_corpus);
  g_test_add_func ("/hostile/not-files", test_not_files);

  return g_test_run ();
}
