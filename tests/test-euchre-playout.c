/* test-euchre-playout.c — invariants over seeded random Euchre deals
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "pl-euchre.h"
#include "pl-record.h"
#include "pl-rng.h"

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

static void
test_random_playouts (void)
{
  g_autoptr(PlRecord) record = pl_record_new ();
  guint passed = 0, lone = 0, outcomes[6] = { 0, };
  PlRng rng;

  pl_rng_init (&rng, 13);
  for (guint d = 0; d < N_PLAYOUTS; d++)
    {
      PlEuchreOptions options;
      g_autoptr(PlDealRecord) deal = NULL;
      g_autofree PlEuchreState *state = NULL;
      g_autoptr(GError) error = NULL;
      PlEuchreOutcome o;

      set_options (&options, variants[d % G_N_ELEMENTS (variants)]);
      deal = pl_deal_record_new_from_seed (&pl_euchre_game, &options, d % 4, 1000 + d);
      state = pl_deal_record_replay (deal, 0, &error);
      g_assert_no_error (error);

      while (!pl_euchre_game.is_terminal (state))
        {
          PlMove moves[PL_MAX_MOVES];
          guint n = pl_euchre_game.legal_moves (state, moves);
          PlMove move;

          g_assert_cmpuint (n, >, 0);
          g_assert_cmpuint (n, <=, PL_MAX_MOVES);
          /* Legal moves only: each one passes check_move() and reads back
           * from its notation. */
          for (guint i = 0; i < n; i++)
            {
              g_autoptr(GString) text = g_string_new (NULL);
              PlMove back;

              g_assert_true (pl_euchre_game.check_move (state, &moves[i], NULL));
              pl_euchre_game.move_to_string (state, &moves[i], text);
              g_assert_true (pl_euchre_game.move_from_string (state, moves[i].seat, text->str,
                                                              &back, NULL));
              g_assert_true (pl_move_equal (&back, &moves[i]));
            }
          /* A concession now and then, and passes often enough that
           * deals are thrown in. */
          if (state->phase == PL_EUCHRE_PHASE_PLAY && pl_rng_below (&rng, 200) == 0)
            move = pl_move_new (PL_MOVE_CONCEDE, state->to_move);
          else if ((state->phase == PL_EUCHRE_PHASE_ROUND1 ||
                    state->phase == PL_EUCHRE_PHASE_ROUND2) &&
                   moves[0].kind == PL_MOVE_PASS && pl_rng_below (&rng, 3) != 0)
            move = moves[0];
          else
            move = moves[pl_rng_below (&rng, n)];
          g_assert_true (pl_deal_record_append (deal, state, &move, &error));
          g_assert_no_error (error);
          check_cards (state);
          g_assert_cmpuint (deal->moves->len, <, 64);
        }
      check_tricks (state);

      /* Points per deal: 1, 2 or 4 to exactly one side — 5 only by law
       * 50, 0 only when the deal is thrown in. */
      pl_euchre_get_outcome (state, &o);
      outcomes[o.end]++;
      if (o.end == PL_EUCHRE_END_PASSED)
        {
          g_assert_cmpuint (o.points[0] + o.points[1], ==, 0);
          g_assert_false (options.stick);
          passed++;
        }
      else if (o.end == PL_EUCHRE_END_LAW_50)
        {
          g_assert_true (o.alone);
          g_assert_cmpuint (o.points[pl_euchre_side (o.maker)], ==, 5);
          g_assert_cmpuint (o.points[1 - pl_euchre_side (o.maker)], ==, 0);
        }
      else
        {
          guint p = o.points[0] + o.points[1];

          g_assert_true ((o.points[0] == 0) != (o.points[1] == 0));
          g_assert_true (p == 1 || p == 2 || p == 4);
          g_assert_cmpuint (o.tricks[0] + o.tricks[1], ==, 5);
          if (o.conceded < 0)
            g_assert_cmpuint (state->n_tricks, ==, 5);
        }
      lone += o.alone;

      /* The records round-trip, 100 deals at a time, and replay to the
       * same states. */
      g_ptr_array_add (record->deals, g_steal_pointer (&deal));
      if (record->deals->len == 100 || d + 1 == N_PLAYOUTS)
        {
          check_round_trip (record);
          g_ptr_array_set_size (record->deals, 0);
        }
    }

  /* Every kind of end happened. */
  for (guint e = 0; e < G_N_ELEMENTS (outcomes); e++)
    g_assert_cmpuint (outcomes[e], >, 0);
  g_assert_cmpuint (passed, >, 0);
  g_assert_cmpuint (lone, >, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/euchre/random-playouts", test_random_playouts);

  return g_test_run ();
}
