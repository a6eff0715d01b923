/* test-skat-playout.c — invariants over seeded random Skat deals: the conformance suite with Skat's own
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "pl-skat.h"

#include "game-conformance.h"

#define N_PLAYOUTS 10000

/* A random legal move; in the bidding a pass half of the time, so that
 * games are thrown in, Ramsch is played and bids stay sensible. */
static PlMove
choose (const PlSkatState *state,
        const PlMove      *moves,
        guint              n,
        PlRng             *rng)
{
  if (state->phase == PL_SKAT_PHASE_BIDDING && pl_rng_below (rng, 2) == 0)
    return moves[n - 1];   /* PL_MOVE_PASS comes last */
  if (state->phase == PL_SKAT_PHASE_BIDDING && moves[0].kind == PL_MOVE_BID &&
      pl_rng_below (rng, 4) != 0)
    return moves[0];       /* mostly the next bid, not a jump */
  return moves[pl_rng_below (rng, n)];
}

static PlMove
random_move (const PlSkatState *state,
             PlRng             *rng)
{
  PlMove moves[PL_MAX_MOVES];
  guint n = pl_skat_game.legal_moves (state, moves);

  g_assert_cmpuint (n, >, 0);
  return choose (state, moves, n, rng);
}

static PlMove
choose_cb (gconstpointer  state,
           const PlMove  *moves,
           guint          n_moves,
           PlRng         *rng,
           gpointer       data)
{
  return choose (state, moves, n_moves, rng);
}

static void
check_cards (const PlSkatState *state)
{
  PlCardSet all = state->skat, sets[3 * PL_MAX_SEATS + 2];
  guint n_sets = 0, count = 0;
  PlCard cards[3];
  guint n_trick = pl_skat_get_current_trick (state, cards, NULL);

  sets[n_sets++] = state->skat;
  for (guint s = 0; s < state->n_seats; s++)
    {
      sets[n_sets++] = state->hands[s];
      sets[n_sets++] = state->won[s];
    }
  sets[n_sets] = 0;
  for (guint i = 0; i < n_trick; i++)
    sets[n_sets] |= PL_CARDSET_BIT (cards[i]);
  n_sets++;
  for (guint i = 0; i < n_sets; i++)
    {
      /* No card in two places. */
      g_assert_true ((all & sets[i]) == 0 || i == 0);
      all |= sets[i];
      count += pl_cardset_count (sets[i]);
    }
  /* 32 cards conserved. */
  g_assert_cmpuint (count, ==, 32);
  g_assert_true (all == pl_skat_pack_set ());
}

static void
check_result (const PlSkatState *state)
{
  PlResult result = { 0, };
  PlSkatOutcome o;
  guint total = pl_skat_cardset_points (state->skat);

  for (guint s = 0; s < state->n_seats; s++)
    total += pl_skat_cardset_points (state->won[s] | state->hands[s]);
  /* The card points of both sides and the skat are 120. */
  g_assert_cmpuint (total, ==, 120);

  pl_skat_game.result (state, &result);
  pl_skat_get_outcome (state, &o);
  g_assert_nonnull (result.reasons);
  g_assert_cmpuint (strlen (result.reasons), >, 0);
  if (o.passed)
    g_assert_cmpint (result.value, ==, 0);
  else if (o.ramsch)
    {
      guint sum = 0;

      for (guint p = 0; p < 3; p++)
        sum += result.points[state->seat_of[p]];
      g_assert_cmpuint (sum, ==, 120);
    }
  else
    {
      g_assert_cmpint (result.score[state->declarer], ==, result.value);
      g_assert_true ((result.value > 0) == result.won);
      if (!state->ended_early)
        {
          guint opp = 0;

          for (guint s = 0; s < state->n_seats; s++)
            if ((gint) s != state->declarer)
              opp += pl_skat_cardset_points (state->won[s]);
          g_assert_cmpuint (o.declarer_points + opp, ==, 120);
        }
    }
  pl_result_clear (&result);
}

static void
options_for (guint    i,
             gpointer options_ptr,
             gpointer data)
{
  PlSkatOptions *options = options_ptr;

  if (i % 3 == 1)
    {
      options->kontra = TRUE;
      options->ramsch = TRUE;
    }
  if (i % 5 == 2)
    options->players = 4;
}

typedef struct {
  guint thrown_in;
  guint ramsch;
  guint played;
} Counts;

static void
check_state (gconstpointer state,
             gpointer      data)
{
  check_cards (state);
}

static void
count_result (gconstpointer state_ptr,
              gpointer      data)
{
  const PlSkatState *state = state_ptr;
  Counts *counts = data;

  check_result (state);
  if (state->declarer >= 0)
    counts->played++;
  else if (state->contract == PL_SKAT_RAMSCH)
    counts->ramsch++;
  else
    counts->thrown_in++;
}

static void
test_playouts (void)
{
  Counts counts = { 0, };
  GameConformance c = {
    .game = &pl_skat_game,
    .n_playouts = N_PLAYOUTS,
    .seed = 1000,
    .record_every = 10,
    .options_for = options_for,
    .choose = choose_cb,
    .check_state = check_state,
    .check_result = count_result,
    .data = &counts,
  };
  GameConformanceStats stats;

  game_conformance_run (&c, &stats);
  g_test_message ("%u played, %u Ramsch, %u thrown in, %u records round-tripped, "
                  "at most %u legal moves",
                  counts.played, counts.ramsch, counts.thrown_in, stats.records,
                  stats.most_moves);
  g_assert_cmpuint (stats.deals, ==, N_PLAYOUTS);
  g_assert_cmpuint (counts.played, >, 0);
  g_assert_cmpuint (counts.ramsch, >, 0);
  g_assert_cmpuint (counts.thrown_in, >, 0);
}

/* Not a timed test: the rate is reported for the record. */
static void
test_speed (void)
{
  const guint n_deals = 50000;
  PlSkatOptions options;
  PlCard pack[32];
  PlRng rng;
  gint64 start, elapsed;
  guint n_pack, moves_total = 0;

  pl_game_options_init (&pl_skat_game, &options);
  n_pack = pl_skat_game.pack (&options, pack);
  pl_rng_init (&rng, 42);
  start = g_get_monotonic_time ();
  for (guint i = 0; i < n_deals; i++)
    {
      PlSkatState state;

      pl_rng_shuffle (&rng, pack, n_pack);
      pl_skat_game.deal (&state, &options, i % 3, pack, n_pack, NULL);
      while (!pl_skat_game.is_terminal (&state))
        {
          PlMove move = random_move (&state, &rng);

          pl_skat_game.apply (&state, &move);
          moves_total++;
        }
    }
  elapsed = MAX (g_get_monotonic_time () - start, 1);
  g_test_message ("%u random complete deals in %.3f s: %.0f deals per second (%u moves)",
                  n_deals, elapsed / 1e6, n_deals * 1e6 / elapsed, moves_total);
  g_assert_cmpuint (moves_total, >, n_deals);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/skat-playout/invariants", test_playouts);
  g_test_add_func ("/skat-playout/speed", test_speed);

  return g_test_run ();
}
