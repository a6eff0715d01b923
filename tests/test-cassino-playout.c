/* test-cassino-playout.c — invariants over seeded random Cassino hands: the conformance suite with Cassino's own
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "pl-cassino.h"
#include "pl-cassino-private.h"

#include "cassino-test-util.h"
#include "game-conformance.h"

#define N_PLAYOUTS 10000

/* Every card is in exactly one place: a hand, the table (loose or in one
 * build), a pile, or the stock. */
static void
check_cards (const PlCassinoState *state)
{
  PlCardSet all = 0, sets[3 * PL_MAX_SEATS + PL_CASSINO_MAX_BUILDS + 2];
  guint n_sets = 0, count = 0, values = 0;

  for (guint s = 0; s < state->n_seats; s++)
    {
      sets[n_sets++] = state->hands[s];
      sets[n_sets++] = state->won[s];
      g_assert_true ((state->sweep_cards[s] & ~state->won[s]) == 0);
    }
  sets[n_sets++] = state->loose;
  for (guint i = 0; i < state->n_builds; i++)
    {
      const PlCassinoBuild *build = &state->builds[i];

      sets[n_sets++] = build->cards;
      /* One build of a value, of two cards or more, 1 … 14. */
      g_assert_cmpuint (build->value, >=, 1);
      g_assert_cmpuint (build->value, <=, state->options.royal ? 14 : 10);
      g_assert_false (values & (1u << build->value));
      values |= 1u << build->value;
      g_assert_cmpuint (pl_cardset_count (build->cards), >=, 2);
      /* Its owner holds a card that takes it. */
      g_assert_true (pl_cassino_keeps_cards (state, build->owner, state->hands[build->owner],
                                             0, 0, NULL));
    }
  sets[n_sets] = 0;
  for (guint i = state->stock_next; i < PL_CASSINO_N_CARDS; i++)
    sets[n_sets] |= PL_CARDSET_BIT (state->pack[i]);
  n_sets++;
  for (guint i = 0; i < n_sets; i++)
    {
      g_assert_true ((all & sets[i]) == 0);
      all |= sets[i];
      count += pl_cardset_count (sets[i]);
    }
  g_assert_cmpuint (count, ==, PL_CASSINO_N_CARDS);
  g_assert_true (all == PL_CARDSET_PACK52);
}

static void
check_result (const PlCassinoState *state,
              guint                *ties)
{
  guint n_sides = pl_cassino_n_sides (state);
  PlResult result = { 0, };
  PlCardSet piles = 0;
  gint score[PL_CASSINO_MAX_SIDES];
  guint total_cards = 0, cards_claimed = 0;

  /* Every card ends in exactly one pile. */
  for (guint s = 0; s < state->n_seats; s++)
    {
      g_assert_cmpuint (state->hands[s], ==, 0);
      g_assert_true ((piles & state->won[s]) == 0);
      piles |= state->won[s];
    }
  g_assert_true (piles == PL_CARDSET_PACK52);
  g_assert_cmpuint (pl_cassino_get_table (state), ==, 0);
  cassino_test_check_eleven (state);

  pl_cassino_deal_score (state, score);
  pl_cassino_game.result (state, &result);
  for (guint s = 0; s < n_sides; s++)
    {
      PlCassinoCount count;

      pl_cassino_get_count (state, s, &count);
      total_cards += count.cards;
      cards_claimed += count.card_points;
      g_assert_cmpint (result.points[s], ==, (gint) count.total);
      g_assert_cmpint (result.score[s], ==, score[s]);
    }
  g_assert_cmpuint (total_cards, ==, 52);
  /* 26–26: "neither scores", and the hand makes 8 (spades cannot tie
   * between two sides: there are 13). */
  if (n_sides == 2 && cards_claimed == 0)
    {
      PlCassinoCount a, b;

      pl_cassino_get_count (state, 0, &a);
      pl_cassino_get_count (state, 1, &b);
      g_assert_cmpuint (a.cards, ==, 26);
      g_assert_cmpuint (a.showing + b.showing, ==, 8);
      (*ties)++;
    }
  g_assert_nonnull (result.reasons);
  pl_result_clear (&result);
}

typedef struct {
  PlRng rng;                      /* for the moves of random cards */
  guint kinds[PL_N_MOVE_KINDS];
  guint ties;
  guint sweeps;
} Playouts;

static void
random_options (guint    i,
                gpointer options_ptr,
                gpointer data)
{
  PlCassinoOptions *options = options_ptr;

  /* Half the hands with the defaults, the rest with every option. */
  if (i % 2 == 0)
    return;
  options->players = 2 + (i / 2) % 3;
  options->royal = (i / 6) % 2;
  options->courts = options->royal ? PL_CASSINO_COURTS_ALL : (i / 12) % 2;
  options->raise_own = (i / 24) % 2;
  options->sweeps = (i / 48) % 3;
  options->scoring = (i / 144) % 3;
  g_assert_true (pl_game_options_check (&pl_cassino_game, options, NULL));
}

static void
check_state (gconstpointer state,
             gpointer      data)
{
  check_cards (state);
}

static void
move_played (gconstpointer  state,
             const PlMove  *move,
             gpointer       data)
{
  Playouts *p = data;
  PlMove junk = *move;

  p->kinds[move->kind]++;
  /* A move of random cards is judged without harm. */
  junk.cards = pl_rng_next (&p->rng) & PL_CARDSET_PACK52 & pl_cassino_get_table (state);
  junk.value = pl_rng_below (&p->rng, 16);
  (void) pl_cassino_game.check_move (state, &junk, NULL);
}

static void
result_cb (gconstpointer state_ptr,
           gpointer      data)
{
  const PlCassinoState *state = state_ptr;
  Playouts *p = data;

  check_result (state, &p->ties);
  for (guint s = 0; s < state->n_seats; s++)
    p->sweeps += pl_cardset_count (state->sweep_cards[s]);
}

static void
test_playouts (void)
{
  Playouts p = { 0, };
  GameConformance c = {
    .game = &pl_cassino_game,
    .n_playouts = N_PLAYOUTS,
    .seed = 7000,
    .record_every = 10,
    .options_for = random_options,
    .check_state = check_state,
    .move_played = move_played,
    .check_result = result_cb,
    .data = &p,
  };
  GameConformanceStats stats;

  pl_rng_init (&p.rng, 7);
  game_conformance_run (&c, &stats);
  g_test_message ("%u trails, %u captures, %u builds, %u sweeps, %u ties of 26, "
                  "at most %u legal moves, %u records round-tripped",
                  p.kinds[PL_MOVE_TRAIL], p.kinds[PL_MOVE_CAPTURE], p.kinds[PL_MOVE_BUILD],
                  p.sweeps, p.ties, stats.most_moves, stats.records);
  g_assert_cmpuint (stats.deals, ==, N_PLAYOUTS);
  /* The random hands did build, sweep and tie. */
  g_assert_cmpuint (p.kinds[PL_MOVE_BUILD], >, 1000);
  g_assert_cmpuint (p.sweeps, >, 100);
  g_assert_cmpuint (p.ties, >, 0);
}

/* The lurch and the difference over matches of random hands: each deal
 * of the old game moves one side by the difference, or none on a tie. */
static void
test_match_of_random_hands (void)
{
  PlCassinoOptions options;
  PlCassinoMatch match;
  PlRng rng;
  guint matches = 0, lurches = 0;

  pl_game_options_init (&pl_cassino_game, &options);
  pl_cassino_match_init (&match, &options);
  pl_rng_init (&rng, 42);
  for (guint i = 0; i < 400; i++)
    {
      PlCassinoState state;
      PlCard pack[PL_CASSINO_N_CARDS];
      PlCassinoCount a, b;
      gint before[2] = { match.over ? 0 : match.score[0], match.over ? 0 : match.score[1] };
      guint n = pl_cassino_game.pack (&options, pack);

      pl_rng_shuffle (&rng, pack, n);
      g_assert_true (pl_cassino_game.deal (&state, &options, i % 2, pack, n, NULL));
      while (!pl_cassino_game.is_terminal (&state))
        {
          PlMove moves[PL_MAX_MOVES];
          guint k = pl_cassino_game.legal_moves (&state, moves);

          pl_cassino_game.apply (&state, &moves[pl_rng_below (&rng, k)]);
        }
      cassino_test_check_eleven (&state);
      pl_cassino_get_count (&state, 0, &a);
      pl_cassino_get_count (&state, 1, &b);
      pl_cassino_match_add (&match, &state);
      g_assert_cmpint (match.score[0] - before[0], ==, MAX (0, (gint) a.total - (gint) b.total));
      g_assert_cmpint (match.score[1] - before[1], ==, MAX (0, (gint) b.total - (gint) a.total));
      if (match.over)
        {
          gint loser = 1 - match.winner;

          matches++;
          g_assert_cmpint (match.score[match.winner], >=, 11);
          g_assert_cmpint (match.score[loser], <, match.score[match.winner]);
          g_assert_cmpint (match.lurch, ==, match.score[loser] < 6);
          lurches += match.lurch;
        }
    }
  g_test_message ("%u matches, %u lurches", matches, lurches);
  g_assert_cmpuint (matches, >, 10);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cassino/playouts", test_playouts);
  g_test_add_func ("/cassino/match-of-random-hands", test_match_of_random_hands);

  return g_test_run ();
}
