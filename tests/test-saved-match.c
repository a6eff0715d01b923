/* test-saved-match.c — a saved match per game: the move from the old single autosave, and where a match stands
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-test"

#include <string.h>

#include <glib/gstdio.h>

#include "pl-autosave.h"
#include "pl-match-summary.h"

static char *data_dir;

static char *
read_test_file (const char *first,
                ...)
{
  g_autofree char *path = NULL;
  g_autoptr(GPtrArray) parts = g_ptr_array_new ();
  char *contents = NULL;
  const char *part;
  va_list args;

  g_ptr_array_add (parts, (gpointer) g_test_get_dir (G_TEST_DIST));
  va_start (args, first);
  for (part = first; part != NULL; part = va_arg (args, const char *))
    g_ptr_array_add (parts, (gpointer) part);
  va_end (args);
  g_ptr_array_add (parts, NULL);
  path = g_build_filenamev ((char **) parts->pdata);
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  return contents;
}

static void
clear_data_dir (void)
{
  g_autoptr(GDir) dir = g_dir_open (data_dir, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (data_dir, name, NULL);

      g_assert_cmpint (g_remove (path), ==, 0);
    }
}

static char *
read_file (const char *path)
{
  char *contents = NULL;

  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  return contents;
}

static void
write_file (const char *path,
            const char *contents)
{
  g_assert_true (g_file_set_contents (path, contents, -1, NULL));
}

/* Issue 21: "an existing old single autosave.rec must be migrated to its
 * game's file on first start (never lost)". */
static void
test_migrate (void)
{
  g_autofree char *match = read_test_file ("cli", "data", "good-match.rec", NULL);
  g_autofree char *old = pl_autosave_default_path ("autosave.rec");
  g_autofree char *skat = pl_autosave_path_for_game ("skat");
  g_autofree char *kept = NULL;
  g_autofree char *game = NULL;
  g_autofree char *moved = NULL;
  g_autoptr(GError) error = NULL;

  clear_data_dir ();

  /* Nothing to move. */
  game = pl_autosave_migrate (&kept, &error);
  g_assert_no_error (error);
  g_assert_null (game);
  g_assert_null (kept);

  /* The old file becomes the game's, byte for byte. */
  write_file (old, match);
  game = pl_autosave_migrate (&kept, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (game, ==, "skat");
  g_assert_null (kept);
  g_assert_false (g_file_test (old, G_FILE_TEST_EXISTS));
  moved = read_file (skat);
  g_assert_cmpstr (moved, ==, match);
  g_clear_pointer (&game, g_free);

  /* Both: the game's file stays, the old one is kept beside it. */
  write_file (old, match);
  write_file (skat, "Parlour-Record: 1\n\nGame: skat\nDealer: 0\nSeed: 5\nEnd\n");
  game = pl_autosave_migrate (&kept, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (game, ==, "skat");
  g_assert_nonnull (kept);
  g_assert_true (g_str_has_suffix (kept, "/autosave.rec.earlier"));
  g_clear_pointer (&moved, g_free);
  moved = read_file (kept);
  g_assert_cmpstr (moved, ==, match);
  g_clear_pointer (&moved, g_free);
  moved = read_file (skat);
  g_assert_true (strstr (moved, "Seed: 5") != NULL);
  g_clear_pointer (&game, g_free);
  g_clear_pointer (&kept, g_free);

  /* A bad old file is kept aside as .bad, and said why. */
  g_remove (skat);
  write_file (old, "Parlour-Record: 1\nGame: skat\nDealer: 9\n");
  game = pl_autosave_migrate (&kept, &error);
  g_assert_null (game);
  g_assert_nonnull (error);
  g_assert_nonnull (kept);
  g_assert_true (g_str_has_suffix (kept, "/autosave.rec.bad"));
  g_assert_false (g_file_test (old, G_FILE_TEST_EXISTS));
  g_assert_false (g_file_test (skat, G_FILE_TEST_EXISTS));
  clear_data_dir ();
}

static PlRecord *
parse (const char *text)
{
  g_autoptr(GError) error = NULL;
  PlRecord *record = pl_record_parse (text, strlen (text), "test", &error);

  g_assert_no_error (error);
  return record;
}

/* "Skat, game 7 of 36, Anna leads by 84": where a saved match stands. */
static void
test_describe (void)
{
  g_autofree char *skat = read_test_file ("cli", "data", "good-match.rec", NULL);
  g_autofree char *bezique = read_test_file ("data", "bezique", "seed7.rec", NULL);
  g_autofree char *named = NULL;
  g_autofree char *text = NULL;
  g_autoptr(PlRecord) record = NULL;
  g_autoptr(GString) unfinished = NULL;
  char *end;

  /* good-match.rec: three Skat deals, lost by seat 2 (126), seat 0 (336)
   * and seat 2 again (440): the totals are -336, 0, -566, and seat 1
   * (Anna, with the human at seat 0) leads by 336. */
  record = parse (skat);
  text = pl_match_summary_describe (record, 0);
  g_assert_cmpstr (text, ==, "Deal 3 finished, Anna leads by 336");
  g_clear_pointer (&text, g_free);
  g_clear_pointer (&record, pl_record_free);

  /* The record's own names come first. */
  named = g_strdup (skat);
  end = strstr (named, "Seed: 102\n");
  g_assert_nonnull (end);
  unfinished = g_string_new_len (named, end - named);
  g_string_append (unfinished, "Seats: Ann | Ben | Cleo\nSeed: 102\n1: pass\nEnd\n");
  record = parse (unfinished->str);
  text = pl_match_summary_describe (record, 0);
  /* The last deal is unfinished: deals 1 and 2 count, -336, 0, -126. */
  g_assert_cmpstr (text, ==, "Deal 3 in play, Ben leads by 126");
  g_clear_pointer (&text, g_free);
  g_clear_pointer (&record, pl_record_free);

  /* seed7.rec: one deal of Bézique, 140 to 90; the game goes to 1000. */
  record = parse (bezique);
  text = pl_match_summary_describe (record, 0);
  g_assert_cmpstr (text, ==, "Deal 1 finished, game to 1000, you lead by 50");
  g_clear_pointer (&text, g_free);
  text = pl_match_summary_describe (record, 1);
  g_assert_cmpstr (text, ==, "Deal 1 finished, game to 1000, Anna leads by 50");
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *home = g_dir_make_tmp ("parlour-test-saved-match-XXXXXX", NULL);
  g_autofree char *data_home = g_build_filename (home, "data", NULL);
  int status;

  /* Before anything asks GLib for the user's folders. */
  g_setenv ("XDG_DATA_HOME", data_home, TRUE);
  g_test_init (&argc, &argv, NULL);
  data_dir = g_build_filename (data_home, "parlour", NULL);
  g_assert_cmpint (g_mkdir_with_parents (data_dir, 0700), ==, 0);

  g_test_add_func ("/saved-match/migrate", test_migrate);
  g_test_add_func ("/saved-match/describe", test_describe);

  status = g_test_run ();
  clear_data_dir ();
  g_rmdir (data_dir);
  g_rmdir (data_home);
  g_rmdir (home);
  g_free (data_dir);
  return status;
}
