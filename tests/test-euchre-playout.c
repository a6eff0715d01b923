/* test-euchre-playout.c — invariants over seeded random Euchre deals: the conformance suite with Euchre's own
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "pl-euchre.h"

#include "game-conformance.h"

#define N_PLAYOUTS 10000

/* Each playout draws its options from these, so that every variant is
 * played many times. */
static const char *const variants[] = {
  NULL, "stick=on", "pack=32", "joker=on", "pack=32 joker=on stick=on",
  "exchange=on", "defend-alone=on", "lead=loner", "assist=alone",
  "assist=not-alone lone-euchre=4", "exchange=on defend-alone=on lead=loner joker=on",
};

static void
set_options (PlEuchreOptions *options,
             const char      *settings)
{
  g_auto(GStrv) words = g_strsplit (settings ? settings : "", " ", -1);

  pl_game_options_init (&pl_euchre_game, options);
  for (guint i = 0; words[i] != NULL; i++)
    {
      g_auto(GStrv) kv = g_strsplit (words[i], "=", 2);

      if (kv[0] != NULL && kv[1] != NULL)
        g_assert_true (pl_game_options_set (&pl_euchre_game, options, kv[0], kv[1], NULL));
    }
}

/* Every card of the pack is in exactly one place: a hand, the kitty, a
 * completed trick or the trick being played. */
static void
check_cards (const PlEuchreState *state)
{
  PlCardSet pack = pl_euchre_pack_set (&state->options);
  PlCardSet all = state->kitty, trick = 0;
  guint count = pl_cardset_count (state->kitty);

  for (guint s = 0; s < 4; s++)
    {
      g_assert_true ((all & state->hands[s]) == 0);
      all |= state->hands[s];
      count += pl_cardset_count (state->hands[s]);
    }
  for (guint i = 0; i < state->n_trick_cards && state->phase == PL_EUCHRE_PHASE_PLAY; i++)
    trick = pl_cardset_add (trick, state->tricks[state->n_tricks].cards[i]);
  g_assert_true ((all & state->played) == 0);
  all |= state->played;
  count += pl_cardset_count (state->played);
  g_assert_true ((trick & ~state->played) == 0);
  g_assert_true (all == pack);
  g_assert_cmpuint (count, ==, pl_cardset_count (pack));
}

/* Every completed trick has a winner who played to it, with the highest
 * card, and the side counts add up. */
static void
check_tricks (const PlEuchreState *state)
{
  guint won[2] = { 0, 0 };
  guint n_active = pl_euchre_n_active (state);

  for (guint t = 0; t < state->n_tricks; t++)
    {
      const PlEuchreTrick *trick = &state->tricks[t];
      guint best = pl_euchre_trick_winner (state, trick->cards, n_active);
      gboolean found = FALSE;

      for (guint i = 0; i < n_active; i++)
        {
          guint seat = pl_euchre_trick_seat (state, trick->leader, i);

          g_assert_false (pl_euchre_sits_out (state, seat));
          found |= seat == trick->winner;
        }
      g_assert_true (found);
      g_assert_cmpuint (pl_euchre_trick_seat (state, trick->leader, best), ==, trick->winner);
      if (t + 1 < state->n_tricks)
        g_assert_cmpuint (state->tricks[t + 1].leader, ==, trick->winner);
      won[pl_euchre_side (trick->winner)]++;
    }
  if (state->conceded < 0)
    {
      g_assert_cmpuint (won[0], ==, state->won[0]);
      g_assert_cmpuint (won[1], ==, state->won[1]);
    }
}

static void
check_round_trip (const PlRecord *record)
{
  g_autofree char *text = pl_record_to_string (record);
  g_autoptr(GError) error = NULL;
  g_autoptr(PlRecord) again = pl_record_parse (text, strlen (text), "playout.rec", &error);
  g_autofree char *text2 = NULL;

  g_assert_no_error (error);
  text2 = pl_record_to_string (again);
  g_assert_cmpstr (text, ==, text2);
  g_assert_cmpuint (again->deals->len, ==, record->deals->len);
  for (guint i = 0; i < record->deals->len; i++)
    {
      g_autofree gpointer a = pl_deal_record_replay (g_ptr_array_index (record->deals, i),
                                                     G_MAXUINT, NULL);
      g_autofree gpointer b = pl_deal_record_replay (g_ptr_array_index (again->deals, i),
                                                     G_MAXUINT, NULL);

      g_assert_nonnull (a);
      g_assert_nonnull (b);
      g_assert_cmpmem (a, sizeof (PlEuchreState), b, sizeof (PlEuchreState));
    }
}

typedef struct {
  PlRecord *record;          /* the deals not yet round-tripped */
  guint     passed;
  guint     lone;
  guint     outcomes[6];
} Playouts;

static void
options_for (guint    d,
             gpointer options,
             gpointer data)
{
  set_options (options, variants[d % G_N_ELEMENTS (variants)]);
}

/* A concession now and then, and passes often enough that deals are
 * thrown in; otherwise any legal move. */
static PlMove
choose (gconstpointer  state_ptr,
        const PlMove  *moves,
        guint          n,
        PlRng         *rng,
        gpointer       data)
{
  const PlEuchreState *state = state_ptr;

  if (state->phase == PL_EUCHRE_PHASE_PLAY && pl_rng_below (rng, 200) == 0)
    return pl_move_new (PL_MOVE_CONCEDE, state->to_move);
  if ((state->phase == PL_EUCHRE_PHASE_ROUND1 || state->phase == PL_EUCHRE_PHASE_ROUND2) &&
      moves[0].kind == PL_MOVE_PASS && pl_rng_below (rng, 3) != 0)
    return moves[0];
  return moves[pl_rng_below (rng, n)];
}

static void
check_state (gconstpointer state,
             gpointer      data)
{
  check_cards (state);
}

/* Points per deal: 1, 2 or 4 to exactly one side — 5 only by law 50, 0
 * only when the deal is thrown in. */
static void
check_result (gconstpointer state_ptr,
              gpointer      data)
{
  const PlEuchreState *state = state_ptr;
  Playouts *p = data;
  PlEuchreOutcome o;

  check_tricks (state);
  pl_euchre_get_outcome (state, &o);
  p->outcomes[o.end]++;
  if (o.end == PL_EUCHRE_END_PASSED)
    {
      g_assert_cmpuint (o.points[0] + o.points[1], ==, 0);
      g_assert_false (state->options.stick);
      p->passed++;
    }
  else if (o.end == PL_EUCHRE_END_LAW_50)
    {
      g_assert_true (o.alone);
      g_assert_cmpuint (o.points[pl_euchre_side (o.maker)], ==, 5);
      g_assert_cmpuint (o.points[1 - pl_euchre_side (o.maker)], ==, 0);
    }
  else
    {
      guint points = o.points[0] + o.points[1];

      g_assert_true ((o.points[0] == 0) != (o.points[1] == 0));
      g_assert_true (points == 1 || points == 2 || points == 4);
      g_assert_cmpuint (o.tricks[0] + o.tricks[1], ==, 5);
      if (o.conceded < 0)
        g_assert_cmpuint (state->n_tricks, ==, 5);
    }
  p->lone += o.alone;
}

/* The records round-trip, 100 deals at a time, and replay to the same
 * states (the suite itself round-trips records of one deal). */
static void
deal_played (const PlDealRecord *deal,
             gconstpointer       state,
             gpointer            data)
{
  Playouts *p = data;

  g_ptr_array_add (p->record->deals, pl_deal_record_copy (deal));
  if (p->record->deals->len == 100)
    {
      check_round_trip (p->record);
      g_ptr_array_set_size (p->record->deals, 0);
    }
}

static void
test_random_playouts (void)
{
  Playouts p = { pl_record_new (), };
  GameConformance c = {
    .game = &pl_euchre_game,
    .n_playouts = N_PLAYOUTS,
    .seed = 1000,
    .record_every = 10,
    /* Five tricks of four cards, the calls, a discard: far fewer. */
    .max_moves = 63,
    .options_for = options_for,
    .choose = choose,
    .check_state = check_state,
    .check_result = check_result,
    .deal_played = deal_played,
    .data = &p,
  };
  GameConformanceStats stats;

  game_conformance_run (&c, &stats);
  if (p.record->deals->len > 0)
    check_round_trip (p.record);
  pl_record_free (p.record);
  g_test_message ("%u deals, %u thrown in, %u lone hands, %u records round-tripped",
                  stats.deals, p.passed, p.lone, stats.records);
  g_assert_cmpuint (stats.deals, ==, N_PLAYOUTS);

  /* Every kind of end happened. */
  for (guint e = 0; e < G_N_ELEMENTS (p.outcomes); e++)
    g_assert_cmpuint (p.outcomes[e], >, 0);
  g_assert_cmpuint (p.passed, >, 0);
  g_assert_cmpuint (p.lone, >, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/euchre/random-playouts", test_random_playouts);

  return g_test_run ();
}
