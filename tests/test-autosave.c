/* test-autosave.c — the match record, resume, undo and redo, the autosave and bad files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-test"

#include <signal.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

#include <glib/gstdio.h>

#include "pl-autosave.h"
#include "pl-skat.h"
#include "pl-table.h"

#include "model-test-util.h"

/* Helpers ---------------------------------------------------------------- */

static gboolean
human_turn_or_over (PlTable *table)
{
  return pl_table_is_over (table) || pl_table_is_human_turn (table);
}

/* The human plays his first legal move (the lowest bid, pass, the first
 * card …) whenever it is his turn, until the deal is over or he has made
 * @n_moves moves. */
static void
human_plays (PlTable *table,
             guint    n_moves)
{
  for (guint i = 0; i < n_moves; i++)
    {
      g_autoptr(GError) error = NULL;
      PlMove moves[PL_MAX_MOVES];
      guint n;

      run_until (table, human_turn_or_over);
      if (pl_table_is_over (table))
        return;
      n = pl_table_get_legal_moves (table, moves);
      g_assert_cmpuint (n, >, 0);
      /* The last legal move: in the bidding that is "pass" or the highest
       * bid, which keeps deals short and varied. */
      g_assert_true (pl_table_play (table, &moves[n - 1], &error));
      g_assert_no_error (error);
    }
  run_until (table, human_turn_or_over);
}

static char *
match_text (PlTable *table)
{
  g_autoptr(PlRecord) record = pl_table_get_match_record (table);

  return pl_record_to_string (record);
}

static void
assert_same_sheets (PlTable *a,
                    PlTable *b)
{
  for (guint kind = 0; kind < 2; kind++)
    {
      const PlScoreSheet *x = pl_table_get_score_sheet (a, kind);
      const PlScoreSheet *y = pl_table_get_score_sheet (b, kind);

      g_assert_cmpuint (pl_score_sheet_get_n_players (x), ==, pl_score_sheet_get_n_players (y));
      g_assert_cmpuint (pl_score_sheet_get_n_deals (x), ==, pl_score_sheet_get_n_deals (y));
      for (guint c = 0; c < pl_score_sheet_get_n_players (x); c++)
        {
          g_assert_cmpint (pl_score_sheet_get_total (x, c), ==, pl_score_sheet_get_total (y, c));
          g_assert_cmpuint (pl_score_sheet_get_n_entries (x, c), ==,
                            pl_score_sheet_get_n_entries (y, c));
          for (guint i = 0; i < pl_score_sheet_get_n_entries (x, c); i++)
            {
              const PlScoreEntry *ex = pl_score_sheet_get_entry (x, c, i);
              const PlScoreEntry *ey = pl_score_sheet_get_entry (y, c, i);

              g_assert_cmpint (ex->amount, ==, ey->amount);
              g_assert_cmpint (ex->penalty, ==, ey->penalty);
              g_assert_cmpuint (ex->deal, ==, ey->deal);
            }
        }
    }
}

/* A match of three finished deals (one with a peek penalty) and a fourth
 * under way, at the human's turn. */
static PlTable *
play_match (void)
{
  PlTable *table = model_test_new_table ("skat");
  guint64 seed = 11;
  gboolean peeked = FALSE;

  for (guint deal = 0; deal < 3; deal++)
    {
      pl_table_new_deal (table, seed++);
      while (!pl_table_is_over (table))
        {
          human_plays (table, 1);
          /* Seed 000, "Seeing Tricks": ten points for an earlier trick. */
          if (!peeked && pl_table_get_n_tricks (table) >= 2 &&
              pl_table_get_peek_cost (table, 0) == 10)
            peeked = pl_table_peek_trick (table, 0, NULL, NULL, NULL, NULL);
        }
    }
  g_assert_true (peeked);
  pl_table_new_deal (table, seed);
  human_plays (table, 3);
  g_assert_false (pl_table_is_over (table));
  return table;
}

/* Resume ------------------------------------------------------------------ */

/* Issue 7: "on start, Continue resumes the match — the deal, the score
 * sheet, whose turn — exactly": the match record, written and read back,
 * gives a table with the same deal, sheets, deal number and seat to move. */
static void
test_resume_exact (void)
{
  g_autoptr(PlTable) table = play_match ();
  g_autoptr(PlTable) resumed = model_test_new_table ("skat");
  g_autoptr(PlRecord) parsed = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = match_text (table);
  g_autofree char *again = NULL;

  g_assert_nonnull (strstr (text, "X-Penalty: 0 10"));
  parsed = pl_record_parse (text, strlen (text), "autosave.rec", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (parsed->deals->len, ==, 4);

  g_assert_true (pl_table_load_match (resumed, parsed, &error));
  g_assert_no_error (error);

  g_assert_cmpuint (pl_table_get_deal_number (resumed), ==, pl_table_get_deal_number (table));
  g_assert_cmpuint (pl_table_get_deal_number (resumed), ==, 4);
  g_assert_cmpint (pl_table_get_to_move (resumed), ==, pl_table_get_to_move (table));
  g_assert_true (pl_table_is_human_turn (resumed));
  g_assert_cmpuint (pl_table_get_dealer (resumed), ==, pl_table_get_dealer (table));
  g_assert_cmpmem (pl_table_get_state (resumed), sizeof (PlSkatState),
                   pl_table_get_state (table), sizeof (PlSkatState));
  assert_same_sheets (table, resumed);
  again = match_text (resumed);
  g_assert_cmpstr (again, ==, text);

  /* The resumed match goes on: the next deal has the next dealer. */
  human_plays (resumed, 40);
  g_assert_true (pl_table_is_over (resumed));
  pl_table_new_deal (resumed, 99);
  g_assert_cmpuint (pl_table_get_deal_number (resumed), ==, 5);
  g_assert_cmpuint (pl_table_get_dealer (resumed), ==,
                    (pl_table_get_dealer (table) + 1) % 3);
}

/* A finished last deal resumes showing its result ("deal-over"), which is
 * on the sheets once, not twice. */
static void
count_cb (gpointer instance,
          guint   *count)
{
  (*count)++;
}

static void
test_resume_finished (void)
{
  g_autoptr(PlTable) table = model_test_new_table ("skat");
  g_autoptr(PlTable) resumed = model_test_new_table ("skat");
  g_autoptr(PlRecord) record = NULL;
  g_autoptr(GError) error = NULL;
  guint n_over = 0;

  pl_table_new_deal (table, 5);
  human_plays (table, 40);
  g_assert_true (pl_table_is_over (table));
  record = pl_table_get_match_record (table);
  g_signal_connect (resumed, "deal-over", G_CALLBACK (count_cb), &n_over);
  g_assert_true (pl_table_load_match (resumed, record, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_over, ==, 1);
  g_assert_true (pl_table_is_over (resumed));
  assert_same_sheets (table, resumed);
}

/* A bad match is refused whole, and the table keeps what it had. */
static void
test_resume_refused (void)
{
  static const struct {
    const char *what;
    const char *text;
    const char *message;
  } cases[] = {
    { "unfinished deal before the last",
      "Parlour-Record: 1\nGame: skat\nDealer: 2\nSeed: 1\n1: pass\nEnd\n"
      "Game: skat\nDealer: 0\nSeed: 2\nEnd\n",
      "not finished" },
    { "penalty for a seat that does not exist",
      "Parlour-Record: 1\nGame: skat\nDealer: 2\nSeed: 1\nX-Penalty: 7 10\nEnd\n",
      "is not a penalty" },
    { "penalty that is no number",
      "Parlour-Record: 1\nGame: skat\nDealer: 2\nSeed: 1\nX-Penalty: 0 ten\nEnd\n",
      "is not a penalty" },
    { "deals of three and four players",
      "Parlour-Record: 1\nGame: skat\nDealer: 2\nSeed: 1\n1: pass\n2: pass\n0: pass\nEnd\n"
      "Game: skat\nOption: players=4\nDealer: 0\nSeed: 2\nEnd\n",
      "players" },
    { "no deal", "Parlour-Record: 1\n", "no deal" },
  };
  g_autoptr(PlTable) table = play_match ();
  g_autofree char *before = match_text (table);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(PlRecord) record = NULL;
      g_autofree char *after = NULL;

      g_test_message ("%s", cases[i].what);
      record = pl_record_parse (cases[i].text, strlen (cases[i].text), "bad.rec", &error);
      g_assert_no_error (error);
      g_assert_false (pl_table_load_match (table, record, &error));
      g_assert_nonnull (error);
      g_assert_nonnull (strstr (error->message, cases[i].message));
      after = match_text (table);
      g_assert_cmpstr (after, ==, before);
    }
}

/* Undo and redo --------------------------------------------------------- */

static gboolean
has_undo (PlTable *table)
{
  return pl_table_can_undo (table);
}

/* Issue 7: "Undo of the human's last move …; an undone computer move is
 * recomputed.  Redo where it makes sense." */
static void
test_undo_redo (void)
{
  g_autoptr(PlTable) table = model_test_new_table ("skat");
  g_autofree char *before = NULL;
  g_autofree char *after_redo = NULL;
  const PlDealRecord *deal;
  guint n_undone = 0, len_before, human_index = 0;

  g_signal_connect (table, "undone", G_CALLBACK (count_cb), &n_undone);
  /* A deal that is still on after the human's fourth move. */
  for (guint64 seed = 21; ; seed++)
    {
      pl_table_new_deal (table, seed);
      g_assert_false (pl_table_can_undo (table));
      g_assert_false (pl_table_undo (table));
      human_plays (table, 4);
      if (!pl_table_is_over (table))
        break;
    }
  run_until (table, has_undo);

  deal = pl_table_get_record (table);
  before = match_text (table);
  len_before = deal->moves->len;
  for (guint i = 0; i < len_before; i++)
    if (g_array_index (deal->moves, PlMove, i).seat == pl_table_get_human_seat (table))
      human_index = i;

  g_assert_true (pl_table_undo (table));
  g_assert_cmpuint (n_undone, ==, 1);
  g_assert_cmpuint (pl_table_get_record (table)->moves->len, ==, human_index);
  g_assert_true (pl_table_is_human_turn (table));
  g_assert_false (pl_table_get_busy (table));
  g_assert_true (pl_table_can_redo (table));

  /* Redo gives back exactly the deal there was. */
  g_assert_true (pl_table_redo (table));
  run_until (table, human_turn_or_over);
  after_redo = match_text (table);
  g_assert_cmpstr (after_redo, ==, before);
  g_assert_false (pl_table_can_redo (table));

  /* After an undo and another move, there is nothing to redo. */
  g_assert_true (pl_table_undo (table));
  human_plays (table, 1);
  g_assert_false (pl_table_can_redo (table));
  g_assert_false (pl_table_redo (table));

  /* Undo twice goes back two decisions of the human. */
  while (pl_table_can_undo (table))
    g_assert_true (pl_table_undo (table));
  g_assert_true (pl_table_is_human_turn (table));
  for (guint i = 0; i < pl_table_get_record (table)->moves->len; i++)
    g_assert_cmpuint (g_array_index (pl_table_get_record (table)->moves, PlMove, i).seat, !=,
                      pl_table_get_human_seat (table));

  /* Once the deal is over, its result is on the sheets: no undo. */
  human_plays (table, 40);
  g_assert_true (pl_table_is_over (table));
  g_assert_false (pl_table_can_undo (table));
}

/* An undo while the computer thinks (or waits out its delay) cancels it:
 * its move for the old state never lands. */
static void
test_undo_cancels_computer (void)
{
  g_autoptr(PlTable) table = model_test_new_table ("skat");
  PlMove moves[PL_MAX_MOVES];
  guint n, len;

  pl_table_set_computer_delay (table, 150);
  /* A deal where a computer seat is to move after the human's first move. */
  for (guint64 seed = 30; ; seed++)
    {
      pl_table_new_deal (table, seed);
      run_until (table, human_turn_or_over);
      if (!pl_table_is_human_turn (table))
        continue;
      n = pl_table_get_legal_moves (table, moves);
      g_assert_true (pl_table_play (table, &moves[n - 1], NULL));
      if (pl_table_get_busy (table))
        break;
    }
  g_assert_true (pl_table_undo (table));
  g_assert_false (pl_table_get_busy (table));
  len = pl_table_get_record (table)->moves->len;
  /* Long enough for the cancelled move to have landed, were it not. */
  {
    gint64 end = g_get_monotonic_time () + 400 * 1000;

    while (g_get_monotonic_time () < end)
      g_main_context_iteration (NULL, FALSE);
  }
  g_assert_cmpuint (pl_table_get_record (table)->moves->len, ==, len);
  g_assert_true (pl_table_is_human_turn (table));
}

/* The autosave ------------------------------------------------------------ */

static char *
make_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("parlour-autosave-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

static void
remove_dir (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      g_remove (path);
    }
  g_rmdir (dir);
}

static void
message_cb (PlAutosave  *autosave,
            const char  *message,
            char       **out)
{
  g_free (*out);
  *out = g_strdup (message);
}

static void
test_autosave_roundtrip (void)
{
  g_autoptr(PlTable) table = play_match ();
  g_autofree char *dir = make_dir ();
  g_autofree char *path = g_build_filename (dir, "sub", "autosave.rec", NULL);
  g_autoptr(PlAutosave) autosave = pl_autosave_new (path);
  g_autofree char *text = match_text (table);
  g_autofree char *failed = NULL;
  g_autofree char *kept = NULL;
  g_autofree char *again = NULL;
  g_autoptr(PlRecord) loaded = NULL;
  g_autoptr(GError) error = NULL;

  g_signal_connect (autosave, "failed", G_CALLBACK (message_cb), &failed);
  /* Queued writes: only the newest text matters (the garbage, which the
   * autosave would refuse to write, never gets there). */
  pl_autosave_save (autosave, text);
  pl_autosave_save (autosave, "garbage that is overwritten");
  pl_autosave_save (autosave, text);
  g_assert_true (pl_autosave_is_pending (autosave));
  pl_autosave_flush (autosave);
  g_assert_null (failed);

  /* Issue 21: what is written can be read back.  Text the reader refuses
   * (here a record without a deal) is not written, the last save stays,
   * and the failure says why. */
  pl_autosave_save (autosave, "Parlour-Record: 1\n");
  pl_autosave_flush (autosave);
  g_assert_nonnull (failed);
  g_assert_nonnull (strstr (failed, "holds no deal"));
  g_clear_pointer (&failed, g_free);

  loaded = pl_autosave_load (path, NULL, &kept, &error);
  g_assert_no_error (error);
  g_assert_null (kept);
  g_assert_nonnull (loaded);
  again = pl_record_to_string (loaded);
  g_assert_cmpstr (again, ==, text);

  /* No autosave yet is no error. */
  g_clear_pointer (&loaded, pl_record_free);
  g_remove (path);
  loaded = pl_autosave_load (path, NULL, &kept, &error);
  g_assert_null (loaded);
  g_assert_no_error (error);

  {
    g_autofree char *sub = g_path_get_dirname (path);

    remove_dir (sub);
  }
  remove_dir (dir);
}

/* Issue 21: "The app writes autosaves larger than 16 MiB and then refuses
 * to read them back: the writer and the reader share one limit, and a
 * match that would exceed it is told so before anything is lost." */
static void
test_autosave_limit (void)
{
  g_autoptr(PlTable) table = play_match ();
  g_autofree char *dir = make_dir ();
  g_autofree char *path = g_build_filename (dir, "autosave-skat.rec", NULL);
  g_autoptr(PlAutosave) autosave = pl_autosave_new (path);
  g_autofree char *text = match_text (table);
  g_autofree char *failed = NULL;
  g_autofree char *contents = NULL;
  g_autoptr(GString) huge = g_string_new (text);

  g_signal_connect (autosave, "failed", G_CALLBACK (message_cb), &failed);
  pl_autosave_save (autosave, text);
  pl_autosave_flush (autosave);
  g_assert_null (failed);

  /* The same match with a comment tag that takes it past 16 MiB (in lines
   * the reader would take one by one). */
  while (huge->len <= PL_RECORD_MAX_FILE)
    g_string_append (huge, "# a comment line of the record that makes it longer\n");
  pl_autosave_save (autosave, huge->str);
  pl_autosave_flush (autosave);
  g_assert_nonnull (failed);
  g_assert_nonnull (strstr (failed, "a saved match may be at most 16 MiB"));
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, text);
  remove_dir (dir);
}

/* Issue 21: "Record-level tags (event, date, players, comments) are lost on
 * Open → Save As: every tag read survives a save." */
static void
test_match_tags (void)
{
  g_autoptr(PlTable) table = play_match ();
  g_autoptr(PlTable) other = model_test_new_table ("skat");
  g_autoptr(PlRecord) record = pl_table_get_match_record (table);
  g_autoptr(PlRecord) again = NULL;
  g_autoptr(GError) error = NULL;

  g_hash_table_insert (record->tags, g_strdup ("Event"), g_strdup ("Thursday club evening"));
  g_hash_table_insert (record->tags, g_strdup ("Date"), g_strdup ("2024-05-02"));
  g_hash_table_insert (record->tags, g_strdup ("X-Players"), g_strdup ("Anna, Bert, Carl"));
  g_assert_true (pl_table_load_match (other, record, &error));
  g_assert_no_error (error);
  again = pl_table_get_match_record (other);
  g_assert_cmpuint (g_hash_table_size (again->tags), ==, 3);
  g_assert_cmpstr (g_hash_table_lookup (again->tags, "Event"), ==, "Thursday club evening");
  g_assert_cmpstr (g_hash_table_lookup (again->tags, "Date"), ==, "2024-05-02");
  g_assert_cmpstr (g_hash_table_lookup (again->tags, "X-Players"), ==, "Anna, Bert, Carl");

  /* A new match is a new record: its tags start empty. */
  pl_table_new_match (other, 5);
  g_clear_pointer (&again, pl_record_free);
  again = pl_table_get_match_record (other);
  g_assert_cmpuint (g_hash_table_size (again->tags), ==, 0);
}

/* Issue 7: "a corrupt, truncated, wrong-version or hostile autosave … is
 * never half-loaded.  Parlour says what is wrong …, keeps the bad file
 * aside (renamed, not deleted), and carries on." */
static void
test_autosave_bad_files (void)
{
  static const struct {
    const char *what;
    const char *text;
    gsize       length;   /* 0: strlen */
    const char *message;
  } cases[] = {
    { "garbage", "\x89PNG\r\n\x1a\n", 0, "" },
    { "truncated inside a deal",
      "Parlour-Record: 1\nGame: skat\nDealer: 2\nSeed: 1\n1: pass\n", 0, "truncated" },
    { "another version", "Parlour-Record: 2\n", 0, "version" },
    { "a NUL byte", "Parlour-Record: 1\nGame: skat\0\n", 31, "NUL" },
    { "an illegal move",
      "Parlour-Record: 1\nGame: skat\nDealer: 2\nSeed: 1\n0: play CJ\nEnd\n", 0, "" },
    { "empty", "", 0, "" },
  };
  g_autofree char *dir = make_dir ();
  g_autofree char *path = g_build_filename (dir, "autosave.rec", NULL);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      gsize length = cases[i].length ? cases[i].length : strlen (cases[i].text);
      g_autoptr(GError) error = NULL;
      g_autoptr(PlRecord) record = NULL;
      g_autofree char *kept = NULL;
      g_autofree char *contents = NULL;
      g_autofree char *expected = i == 0 ? g_strconcat (path, ".bad", NULL)
                                         : g_strdup_printf ("%s.bad-%u", path, i + 1);
      gsize kept_length;

      g_test_message ("%s", cases[i].what);
      g_assert_true (g_file_set_contents (path, cases[i].text, (gssize) length, NULL));
      record = pl_autosave_load (path, NULL, &kept, &error);
      g_assert_null (record);
      g_assert_nonnull (error);
      g_assert_nonnull (strstr (error->message, cases[i].message));
      g_assert_cmpstr (kept, ==, expected);
      g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
      g_assert_true (g_file_get_contents (kept, &contents, &kept_length, NULL));
      g_assert_cmpmem (contents, kept_length, cases[i].text, length);
    }
  remove_dir (dir);
}

/* Issue 7: "a test fills the disk … and checks that the previous autosave
 * is intact and the player is told".  A file size limit (RLIMIT_FSIZE)
 * makes every write past it fail with EFBIG, as a full disk fails with
 * ENOSPC, without needing root to mount a small tmpfs. */
static void
test_autosave_disk_full (void)
{
  g_autoptr(PlTable) table = play_match ();
  g_autofree char *dir = make_dir ();
  g_autofree char *path = g_build_filename (dir, "autosave.rec", NULL);
  g_autoptr(PlAutosave) autosave = pl_autosave_new (path);
  g_autofree char *text = match_text (table);
  g_autofree char *longer = NULL;
  g_autofree char *failed = NULL;
  g_autofree char *contents = NULL;
  struct rlimit old, limit;

  g_signal_connect (autosave, "failed", G_CALLBACK (message_cb), &failed);
  pl_autosave_save (autosave, text);
  pl_autosave_flush (autosave);
  g_assert_null (failed);

  longer = g_strconcat (text, "\n# one more move's worth of text, and more\n", NULL);
  g_assert_cmpint (getrlimit (RLIMIT_FSIZE, &old), ==, 0);
  limit = old;
  limit.rlim_cur = strlen (text);
  signal (SIGXFSZ, SIG_IGN);
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &limit), ==, 0);
  pl_autosave_save (autosave, longer);
  pl_autosave_flush (autosave);
  g_assert_cmpint (setrlimit (RLIMIT_FSIZE, &old), ==, 0);
  signal (SIGXFSZ, SIG_DFL);

  g_assert_nonnull (failed);
  g_assert_true (g_str_has_prefix (failed, "The game could not be saved"));
  g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
  g_assert_cmpstr (contents, ==, text);

  /* A read-only folder: the same, where permissions apply (not to root). */
  if (geteuid () != 0)
    {
      g_clear_pointer (&failed, g_free);
      g_clear_pointer (&contents, g_free);
      g_assert_cmpint (g_chmod (dir, 0500), ==, 0);
      pl_autosave_save (autosave, longer);
      pl_autosave_flush (autosave);
      g_chmod (dir, 0700);
      g_assert_nonnull (failed);
      g_assert_true (g_file_get_contents (path, &contents, NULL, NULL));
      g_assert_cmpstr (contents, ==, text);
    }
  remove_dir (dir);
}

/* "Open Game": a Parlour record, or ISS lines (the project's own test
 * files), read whole or refused whole with "NAME:LINE: ". */
static void
test_saved_game_parse (void)
{
  static const struct {
    const char *file;
    guint       n_deals;   /* 0: refused */
    const char *message;
  } cases[] = {
    { "good-match.rec", 3, NULL },
    { "good-iss.txt", 2, NULL },
    { "bad-iss.txt", 0, "bad-iss.txt:4: " },
    { "bad-truncated.rec", 0, "bad-truncated.rec:" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *path = g_test_build_filename (G_TEST_DIST, "cli", "data", cases[i].file,
                                                     NULL);
      g_autofree char *text = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(PlRecord) record = NULL;
      gsize length;

      g_test_message ("%s", cases[i].file);
      g_assert_true (g_file_get_contents (path, &text, &length, NULL));
      record = pl_saved_game_read (text, length, cases[i].file, &error);
      if (cases[i].n_deals == 0)
        {
          g_assert_null (record);
          g_assert_nonnull (error);
          g_assert_true (g_str_has_prefix (error->message, cases[i].message));
        }
      else
        {
          g_assert_no_error (error);
          g_assert_cmpuint (record->deals->len, ==, cases[i].n_deals);
        }
    }
}

int
main (int   argc,
      char *argv[])
{
  /* These tests are about records, not about how well the computer plays:
   * its quickest level keeps them fast. */
  g_setenv ("PARLOUR_AI_LEVEL", "easy", TRUE);
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/autosave/resume/exact", test_resume_exact);
  g_test_add_func ("/autosave/resume/finished", test_resume_finished);
  g_test_add_func ("/autosave/resume/refused", test_resume_refused);
  g_test_add_func ("/autosave/undo/redo", test_undo_redo);
  g_test_add_func ("/autosave/undo/cancels-computer", test_undo_cancels_computer);
  g_test_add_func ("/autosave/file/roundtrip", test_autosave_roundtrip);
  g_test_add_func ("/autosave/file/bad", test_autosave_bad_files);
  g_test_add_func ("/autosave/file/disk-full", test_autosave_disk_full);
  g_test_add_func ("/autosave/file/limit", test_autosave_limit);
  g_test_add_func ("/autosave/match-tags", test_match_tags);
  g_test_add_func ("/autosave/file/open", test_saved_game_parse);

  return g_test_run ();
}
