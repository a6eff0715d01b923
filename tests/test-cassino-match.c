/* test-cassino-match.c — where a match of Cassino ends (seed 003, "Scoring")
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-test"

#include <string.h>

#include "pl-cassino.h"
#include "pl-record.h"

/*
 * Seed 003: "The old way was to play 11 points up, deducting the lower
 * score from the higher at the end of each deal.  If one side reached 11
 * before the adversary reached 6, it was a lurch, and counted as a double
 * game."  The first to the target wins: sides level at the top play
 * another hand, where the generic rule (the first seat at the target)
 * would have ended the match.  Everything that judges the end asks
 * pl_game_match_over(), which these tests check directly and through the
 * one reader of saved matches, pl_record_check_match().
 */

static void
options_with (PlCassinoOptions *options,
              const char       *key,
              const char       *value,
              const char       *key2,
              const char       *value2)
{
  g_autoptr(GError) error = NULL;

  pl_game_options_init (&pl_cassino_game, options);
  if (key != NULL)
    g_assert_true (pl_game_options_set (&pl_cassino_game, options, key, value, &error));
  if (key2 != NULL)
    g_assert_true (pl_game_options_set (&pl_cassino_game, options, key2, value2, &error));
  g_assert_no_error (error);
}

static gint
judged (const PlCassinoOptions *options,
        const gint             *totals,
        guint                   n_seats)
{
  gint winner = 42;

  if (!pl_game_match_over (&pl_cassino_game, options, totals, n_seats, &winner))
    {
      g_assert_cmpint (winner, ==, -1);
      return -1;
    }
  return winner;
}

/* The generic rule, as a game without its own judgement has it. */
static gboolean
generic_over (const PlCassinoOptions *options,
              const gint             *totals,
              guint                   n_seats)
{
  PlGame generic = pl_cassino_game;

  generic.match_over = NULL;
  return pl_game_match_over (&generic, options, totals, n_seats, NULL);
}

static void
test_tie_plays_on (void)
{
  PlCassinoOptions options;
  static const gint level[] = { 11, 11 }, ahead[] = { 12, 11 }, behind[] = { 10, 11 };
  static const gint short_of[] = { 10, 9 }, three_level[] = { 11, 11, 4 };
  static const gint three_ahead[] = { 12, 11, 11 }, level_21[] = { 21, 21 };
  static const gint ahead_21[] = { 22, 21 };

  /* The old way, to 11. */
  options_with (&options, NULL, NULL, NULL, NULL);
  g_assert_cmpint (judged (&options, level, 2), ==, -1);
  /* The generic rule would have ended it: the hook is what plays on. */
  g_assert_true (generic_over (&options, level, 2));
  g_assert_cmpint (judged (&options, ahead, 2), ==, 0);
  g_assert_cmpint (judged (&options, behind, 2), ==, 1);
  g_assert_cmpint (judged (&options, short_of, 2), ==, -1);

  /* Three players, each his own side: two level at the top play on,
   * though the third is far behind; one alone at the top wins. */
  options_with (&options, "players", "3", NULL, NULL);
  g_assert_cmpint (judged (&options, three_level, 3), ==, -1);
  g_assert_cmpint (judged (&options, three_ahead, 3), ==, 0);

  /* The modern game to 21: the same. */
  options_with (&options, "scoring", "twenty-one", NULL, NULL);
  g_assert_cmpint (judged (&options, level_21, 2), ==, -1);
  g_assert_true (generic_over (&options, level_21, 2));
  g_assert_cmpint (judged (&options, ahead_21, 2), ==, 0);

  /* "The common method is to count every hand a game": no end. */
  options_with (&options, "scoring", "hand", NULL, NULL);
  g_assert_cmpint (judged (&options, ahead_21, 2), ==, -1);
}

static void
test_partners_share_a_total (void)
{
  PlCassinoOptions options;
  /* Seats 0 and 2 against 1 and 3: each seat holds its side's score. */
  static const gint first[] = { 11, 8, 11, 8 }, second[] = { 9, 12, 9, 12 };
  static const gint level[] = { 13, 13, 13, 13 };

  options_with (&options, "players", "4", NULL, NULL);
  g_assert_cmpint (judged (&options, first, 4), ==, 0);
  g_assert_cmpint (judged (&options, second, 4), ==, 1);
  options_with (&options, "players", "4", "scoring", "twenty-one");
  g_assert_cmpint (judged (&options, level, 4), ==, -1);
}

static void
test_lurch_counts_double (void)
{
  PlCassinoOptions options;
  PlCassinoMatch match;
  gint diff[2];

  /* "If one side reached 11 before the adversary reached 6, it was a
   * lurch, and counted as a double game": 11–5 is two games, 11–6 one. */
  options_with (&options, NULL, NULL, NULL, NULL);
  pl_cassino_match_init (&match, &options);
  diff[0] = 0;
  diff[1] = 5;
  pl_cassino_match_add_scores (&match, diff);
  g_assert_cmpuint (match.games, ==, 0);
  diff[0] = 11;
  diff[1] = 0;
  pl_cassino_match_add_scores (&match, diff);
  g_assert_true (match.over);
  g_assert_true (match.lurch);
  g_assert_cmpuint (match.games, ==, 2);

  pl_cassino_match_init (&match, &options);
  diff[0] = 0;
  diff[1] = 6;
  pl_cassino_match_add_scores (&match, diff);
  diff[0] = 11;
  diff[1] = 0;
  pl_cassino_match_add_scores (&match, diff);
  g_assert_true (match.over);
  g_assert_false (match.lurch);
  g_assert_cmpuint (match.games, ==, 1);
}

/* Plays a deal of @seed out with moves picked by a fixed sequence (not a
 * player, just a way through the legal moves), into @deal. */
static PlDealRecord *
played_deal (const PlCassinoOptions *options,
             guint                   dealer,
             guint64                 seed,
             PlResult               *result)
{
  PlDealRecord *deal = pl_deal_record_new_from_seed (&pl_cassino_game, options, dealer, seed);
  g_autofree gpointer state = pl_deal_record_replay (deal, G_MAXUINT, NULL);
  guint32 pick = (guint32) seed * 2654435761u + 1;

  g_assert_nonnull (state);
  while (!pl_cassino_game.is_terminal (state))
    {
      PlMove moves[PL_MAX_MOVES];
      guint n = pl_cassino_game.legal_moves (state, moves);
      g_autoptr(GError) error = NULL;

      g_assert_cmpuint (n, >, 0);
      pick = pick * 1103515245u + 12345u;
      g_assert_true (pl_deal_record_append (deal, state, &moves[(pick >> 16) % n], &error));
      g_assert_no_error (error);
    }
  pl_cassino_game.result (state, result);
  return deal;
}

/* Looks for a match of seeded deals that the generic rule would end with
 * the sides level at the top; returns it as a record whose last deal is
 * that one, and its totals. */
static PlRecord *
find_level_match (const PlCassinoOptions *options,
                  gint                   *totals)
{
  guint n_seats = pl_cassino_game.n_seats (options);

  for (guint64 base = 1; base < 4000; base += 10)
    {
      PlRecord *record = pl_record_new ();

      memset (totals, 0, sizeof (gint) * PL_MAX_SEATS);
      for (guint i = 0; i < 10; i++)
        {
          PlResult result = { 0, };
          PlDealRecord *deal = played_deal (options, i % n_seats, base + i, &result);

          g_ptr_array_add (record->deals, deal);
          for (guint s = 0; s < n_seats; s++)
            totals[s] += result.score[s];
          pl_result_clear (&result);
          if (!generic_over (options, totals, n_seats))
            continue;
          if (totals[0] == totals[1])
            return record;
          break;
        }
      pl_record_free (record);
    }
  return NULL;
}

static void
check_level_match_goes_on (const PlCassinoOptions *options)
{
  g_autoptr(GError) error = NULL;
  gint totals[PL_MAX_SEATS];
  PlRecord *record = find_level_match (options, totals);
  PlMatchInfo info;
  guint n_seats = pl_cassino_game.n_seats (options);
  guint n;
  gboolean over = FALSE;

  g_assert_nonnull (record);
  n = record->deals->len;
  g_test_message ("level at %d–%d after %u deals", totals[0], totals[1], n);
  g_assert_cmpint (totals[0], >=, 21);

  /* The record so far is a match that is not over. */
  g_assert_true (pl_record_check_match (record, "level.rec", &info, &error));
  g_assert_no_error (error);
  g_assert_false (info.match_over);
  g_assert_cmpint (info.leader, ==, -1);

  /* Another deal may follow it (the generic rule refused this), and then
   * more until one side is alone at the top. */
  for (guint i = 0; i < 20 && !over; i++)
    {
      PlResult result = { 0, };

      g_ptr_array_add (record->deals, played_deal (options, (n + i) % n_seats, 9000 + i,
                                                   &result));
      for (guint s = 0; s < n_seats; s++)
        totals[s] += result.score[s];
      pl_result_clear (&result);
      g_assert_true (pl_record_check_match (record, "level.rec", &info, &error));
      g_assert_no_error (error);
      over = totals[0] != totals[1];
      g_assert_cmpint (info.match_over, ==, over);
    }
  g_assert_true (over);
  /* The summary's leader is a seat ahead of every other seat: partners
   * share a total, so only two players have one. */
  if (n_seats == 2)
    g_assert_cmpint (info.leader, ==, totals[0] > totals[1] ? 0 : 1);

  /* Once it is over, no deal may follow. */
  g_ptr_array_add (record->deals, pl_deal_record_copy (g_ptr_array_index (record->deals, 0)));
  g_assert_false (pl_record_check_match (record, "level.rec", &info, &error));
  g_assert_error (error, PL_RECORD_ERROR, PL_RECORD_ERROR_BAD_DEAL);
  pl_record_free (record);
}

static void
test_saved_match_plays_on (void)
{
  PlCassinoOptions options;

  /* Two players, every point to 21: a level 21–21 (or above) goes on. */
  options_with (&options, "scoring", "twenty-one", NULL, NULL);
  check_level_match_goes_on (&options);
  /* Partners: the sides' totals, seats 0 and 2 against 1 and 3. */
  options_with (&options, "scoring", "twenty-one", "players", "4");
  check_level_match_goes_on (&options);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cassino-match/tie-plays-on", test_tie_plays_on);
  g_test_add_func ("/cassino-match/partners-share-a-total", test_partners_share_a_total);
  g_test_add_func ("/cassino-match/lurch-counts-double", test_lurch_counts_double);
  g_test_add_func ("/cassino-match/saved-match-plays-on", test_saved_match_plays_on);

  return g_test_run ();
}
