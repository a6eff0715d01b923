/* test-score-sheet.c — the book's score sheet and the Seeger-Fabian list
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "pl-score-sheet.h"

/*
 * Seed 000, "SCORING": "Three persons play; A dealt the first hand. …
 *
 *   1st Round.  2nd Round.  3rd Round.    A    B    C
 *   A won 33    A lost 16   C lost 36    +33  +40  +55
 *   C won 55    B won 40    B won 48     +17  +88  +67
 *   C won 12    A lost 24   C lost 12     -7       +31
 *                                                  +19
 *
 * At the end of the second round a line was drawn under A's account, which
 * then contained three items; and after the first game in the third round
 * a line was drawn under C's account."
 */
static void
test_book_example (void)
{
  static const struct {
    guint player;
    gint value;
  } deals[] = {
    { 0, 33 }, { 2, 55 }, { 2, 12 },      /* 1st round */
    { 0, -16 }, { 1, 40 }, { 0, -24 },    /* 2nd round */
    { 2, -36 }, { 1, 48 }, { 2, -12 },    /* 3rd round */
  };
  static const char *const columns[3][5] = {
    { "+33", "+17", "-7", NULL },
    { "+40", "+88", NULL },
    { "+55", "+67", "+31", "+19" },
  };
  g_autoptr(PlScoreSheet) sheet = pl_score_sheet_new (PL_SCORE_SHEET_BOOK, 3);
  g_autofree char *text = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (deals); i++)
    {
      pl_score_sheet_add_game (sheet, deals[i].player, deals[i].value);

      /* "At the end of the second round a line was drawn under A's account". */
      if (i == 5)
        g_assert_true (pl_score_sheet_get_entry (sheet, 0, 2)->line_under);
      /* "after the first game in the third round … under C's account". */
      if (i == 5)
        g_assert_false (pl_score_sheet_get_entry (sheet, 2, 1)->line_under);
      if (i == 6)
        g_assert_true (pl_score_sheet_get_entry (sheet, 2, 2)->line_under);
    }

  for (guint c = 0; c < 3; c++)
    {
      guint n = 0;

      while (columns[c][n] != NULL)
        n++;
      g_assert_cmpuint (pl_score_sheet_get_n_entries (sheet, c), ==, n);
      for (guint r = 0; r < n; r++)
        {
          const PlScoreEntry *entry = pl_score_sheet_get_entry (sheet, c, r);
          g_autofree char *written = pl_score_entry_to_string (entry);
          /* Lines only under A's third and C's third item. */
          gboolean line = (c == 0 || c == 2) && r == 2;

          g_assert_cmpstr (written, ==, columns[c][r]);
          g_assert_cmpint (entry->line_under, ==, line);
        }
    }
  g_assert_cmpint (pl_score_sheet_get_total (sheet, 0), ==, -7);
  g_assert_cmpint (pl_score_sheet_get_total (sheet, 1), ==, 88);
  g_assert_cmpint (pl_score_sheet_get_total (sheet, 2), ==, 19);
  g_assert_cmpuint (pl_score_sheet_get_n_deals (sheet), ==, 9);
  /* "show at once whose turn it is to deal": 0 + 2 + 1 unlined amounts,
   * 3 ≡ 0, so A deals the tenth hand as he dealt the first. */
  g_assert_cmpuint (pl_score_sheet_count_unlined (sheet) % 3, ==, 0);

  text = pl_score_sheet_to_text (sheet, NULL);
  g_assert_cmpstr (text, ==,
                   "     A      B      C\n"
                   "   +33    +40    +55\n"
                   "   +17    +88    +67\n"
                   "    -7           +31\n"
                   "------        ------\n"
                   "                 +19\n");
}

/* Seed 000: "If there are four players, a line is drawn under every fourth
 * amount". */
static void
test_book_four (void)
{
  g_autoptr(PlScoreSheet) sheet = pl_score_sheet_new (PL_SCORE_SHEET_BOOK, 4);

  for (guint i = 0; i < 5; i++)
    pl_score_sheet_add_game (sheet, 3, 10);
  for (guint r = 0; r < 5; r++)
    g_assert_cmpint (pl_score_sheet_get_entry (sheet, 3, r)->line_under, ==, r == 3);
  g_assert_cmpint (pl_score_sheet_get_total (sheet, 3), ==, 50);
  /* A deal thrown in writes nothing. */
  pl_score_sheet_add_game (sheet, -1, 0);
  g_assert_cmpuint (pl_score_sheet_get_n_entries (sheet, 3), ==, 5);
  g_assert_cmpuint (pl_score_sheet_get_n_deals (sheet), ==, 6);
}

/* ISkO tournament list (Seeger-Fabian): won +50 + value, lost value - 50,
 * each opponent +40 at three players, +30 at four, when the declarer loses. */
static void
test_seeger_fabian (void)
{
  static const struct {
    guint n_players;
    gint declarer;
    gint value;
    gint expect[4];
  } cases[] = {
    { 3, 0, 48, { 98, 0, 0 } },
    { 3, 1, -96, { 40, -146, 40 } },
    { 4, 2, -54, { 30, 30, -104, 30 } },
    { 4, 3, 23, { 0, 0, 0, 73 } },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(PlScoreSheet) sheet = pl_score_sheet_new (PL_SCORE_SHEET_SEEGER_FABIAN,
                                                          cases[i].n_players);

      pl_score_sheet_add_game (sheet, cases[i].declarer, cases[i].value);
      for (guint p = 0; p < cases[i].n_players; p++)
        g_assert_cmpint (pl_score_sheet_get_total (sheet, p), ==, cases[i].expect[p]);
      g_assert_cmpuint (pl_score_sheet_get_won (sheet, cases[i].declarer), ==,
                        cases[i].value > 0);
      g_assert_cmpuint (pl_score_sheet_get_lost (sheet, cases[i].declarer), ==,
                        cases[i].value < 0);
    }
}

/* Seed 000, "Seeing Tricks": "Any player looking at any other trick but
 * the last may be penalized ten points." */
static void
test_peek_penalty (void)
{
  static const PlScoreSheetKind kinds[] = {
    PL_SCORE_SHEET_BOOK, PL_SCORE_SHEET_SEEGER_FABIAN,
  };

  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    {
      g_autoptr(PlScoreSheet) sheet = pl_score_sheet_new (kinds[k], 3);
      const PlScoreEntry *entry;

      pl_score_sheet_add_game (sheet, 1, 24);
      pl_score_sheet_add_penalty (sheet, 1, 10);
      pl_score_sheet_add_penalty (sheet, 2, 10);
      entry = pl_score_sheet_get_entry (sheet, 2, 0);
      g_assert_true (entry->penalty);
      g_assert_cmpint (entry->amount, ==, -10);
      g_assert_cmpint (pl_score_sheet_get_total (sheet, 2), ==, -10);
      g_assert_cmpint (pl_score_sheet_get_total (sheet, 1),
                       ==, kinds[k] == PL_SCORE_SHEET_BOOK ? 14 : 64);
      /* A penalty is no game: it draws no line and tells no dealer. */
      g_assert_false (entry->line_under);
    }
}

/* Results from the rules: a game, and Ramsch with a score per seat. */
static void
test_add_result (void)
{
  g_autoptr(PlScoreSheet) sheet = pl_score_sheet_new (PL_SCORE_SHEET_BOOK, 3);
  PlResult game = { .n_seats = 3, .declarer = 2, .value = -54 };
  PlResult ramsch = { .n_seats = 3, .declarer = -1, .value = -46,
                      .score = { -46, -46, 0 } };
  PlResult passed = { .n_seats = 3, .declarer = -1, .passed = TRUE };

  game.score[2] = -54;
  pl_score_sheet_add_result (sheet, &game);
  pl_score_sheet_add_result (sheet, &ramsch);
  pl_score_sheet_add_result (sheet, &passed);
  g_assert_cmpint (pl_score_sheet_get_total (sheet, 0), ==, -46);
  g_assert_cmpint (pl_score_sheet_get_total (sheet, 1), ==, -46);
  g_assert_cmpint (pl_score_sheet_get_total (sheet, 2), ==, -54);
  g_assert_cmpuint (pl_score_sheet_get_n_deals (sheet), ==, 3);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/score-sheet/book-example", test_book_example);
  g_test_add_func ("/score-sheet/book-four", test_book_four);
  g_test_add_func ("/score-sheet/seeger-fabian", test_seeger_fabian);
  g_test_add_func ("/score-sheet/peek-penalty", test_peek_penalty);
  g_test_add_func ("/score-sheet/add-result", test_add_result);

  return g_test_run ();
}
