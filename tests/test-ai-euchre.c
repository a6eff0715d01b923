/* test-ai-euchre.c — the Euchre players: the solver against plain
 * minimax, the sampler never deals a seen card, every level's moves legal
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "pl-ai.h"
#include "pl-ai-euchre-private.h"
#include "pl-record.h"
#include "euchre-test-util.h"

/* A random legal playout to the start of the play (or @extra cards into
 * it) from deal @seed. */
static gboolean
random_position (guint64        seed,
                 const char    *settings,
                 guint          extra,
                 PlEuchreState *state)
{
  PlEuchreOptions options;
  PlCard pack[64];
  PlRng rng;
  guint n;

  euchre_test_options (&options, settings);
  n = pl_euchre_game.pack (&options, pack);
  pl_rng_init (&rng, seed);
  pl_rng_shuffle (&rng, pack, n);
  g_assert_true (pl_euchre_game.deal (state, &options, seed % 4, pack, n, NULL));
  while (!pl_euchre_game.is_terminal (state) &&
         (state->phase != PL_EUCHRE_PHASE_PLAY || extra-- > 0))
    {
      PlMove moves[PL_MAX_MOVES];
      guint k = pl_euchre_game.legal_moves (state, moves);
      PlMove move = moves[pl_rng_below (&rng, k)];

      /* Pass less often than at random, so that trumps are made. */
      if (move.kind == PL_MOVE_PASS && pl_rng_below (&rng, 2) == 0)
        move = moves[k - 1];
      pl_euchre_game.apply (state, &move);
    }
  return state->phase == PL_EUCHRE_PHASE_PLAY;
}

/* Plain minimax on the makers' tricks through the engine itself. */
static guint
minimax (const PlEuchreState *state)
{
  PlMove moves[PL_MAX_MOVES];
  guint n, best;
  gboolean makers;

  if (pl_euchre_game.is_terminal (state))
    return state->won[pl_euchre_side (state->maker)];
  n = pl_euchre_game.legal_moves (state, moves);
  makers = pl_euchre_side (state->to_move) == pl_euchre_side (state->maker);
  best = makers ? 0 : 5;
  for (guint i = 0; i < n; i++)
    {
      PlEuchreState next = *state;
      guint v;

      pl_euchre_game.apply (&next, &moves[i]);
      v = minimax (&next);
      best = makers ? MAX (best, v) : MIN (best, v);
    }
  return best;
}

/* The solver's value of every legal card is what plain minimax gives. */
static void
test_solver_exact (void)
{
  static const char *const variants[] = { NULL, "joker=on", "pack=32", "defend-alone=on" };
  guint checked = 0;

  for (guint64 seed = 1; checked < 120 && seed < 2000; seed++)
    {
      PlEuchreState state;
      PlCard cards[6];
      guint tricks[6], n;

      if (!random_position (seed, variants[seed % G_N_ELEMENTS (variants)],
                            4 + seed % 8, &state))
        continue;
      n = pl_ai_euchre_solve (&state, cards, tricks);
      g_assert_cmpuint (n, ==, pl_cardset_count (pl_euchre_legal_cards (&state, state.to_move)));
      for (guint i = 0; i < n; i++)
        {
          PlEuchreState next = state;
          PlMove move = pl_move_new (PL_MOVE_PLAY, state.to_move);

          move.card = cards[i];
          g_assert_true (pl_euchre_game.check_move (&state, &move, NULL));
          pl_euchre_game.apply (&next, &move);
          g_assert_cmpuint (tricks[i], ==, minimax (&next));
        }
      checked++;
    }
  g_assert_cmpuint (checked, ==, 120);
}

/* The sampler deals the hidden cards only: never a card the seat holds,
 * saw played or put away, and never a card of a suit a seat showed out
 * of; every seat keeps its number of cards. */
static void
test_sampler_never_deals_seen (void)
{
  PlRng rng;
  guint worlds = 0;

  pl_rng_init (&rng, 5);
  for (guint64 seed = 1; seed < 400; seed++)
    {
      PlEuchreState state;
      PlAiEuchreView view;
      guint seat;

      if (!random_position (seed, seed % 3 ? NULL : "joker=on exchange=on", seed % 12, &state))
        continue;
      seat = state.to_move;
      pl_ai_euchre_view_init (&view, &state, seat);
      for (guint k = 0; k < 8; k++)
        {
          PlEuchreState world;
          PlCardSet all = 0;

          g_assert_true (pl_ai_euchre_sample (&state, &view, k % 2, &rng, &world));
          g_assert_true (world.hands[seat] == state.hands[seat]);
          for (guint s = 0; s < 4; s++)
            {
              g_assert_cmpuint (pl_cardset_count (world.hands[s]), ==,
                                pl_cardset_count (state.hands[s]));
              g_assert_true ((world.hands[s] & all) == 0);
              all |= world.hands[s];
              if (s == seat)
                continue;
              /* Nothing the seat has seen, except what it knows is
               * there: the turned card the dealer took up. */
              g_assert_true ((world.hands[s] & view.seen & ~view.must_hold[s]) == 0);
              g_assert_true ((world.hands[s] & state.played) == 0);
              g_assert_true ((world.hands[s] & view.void_cards[s]) == 0);
              g_assert_true ((world.hands[s] & view.must_hold[s]) == view.must_hold[s]);
            }
          g_assert_true ((world.kitty & all) == 0);
          g_assert_true ((world.kitty | all | world.played) == pl_euchre_pack_set (&state.options));
          worlds++;
        }
    }
  g_assert_cmpuint (worlds, >, 1000);
}

/* The sampler keeps the turned card with the dealer who took it up, and
 * the suits shown out of. */
static void
test_sampler_turned_card (void)
{
  PlEuchreState state;
  PlAiEuchreView view;
  PlRng rng;
  PlCard ht;

  pl_card_from_string ("HT", &ht);
  euchre_test_deal (&state, NULL, 3,
                    "HJ DJ HA C9 S9", "HK HQ CA CK ST", "H9 DA DK SA SK",
                    "DT DQ CQ SQ D9", "HT CT CJ SJ");
  euchre_test_play (&state, "order, discard D9, play C9, play CA, play SK");
  /* Seat 2 showed out of clubs; seat 0 knows the dealer holds HT. */
  pl_ai_euchre_view_init (&view, &state, 0);
  g_assert_true (pl_cardset_has (view.must_hold[3], ht));
  g_assert_true (pl_cardset_has (view.void_cards[2], PL_CARD (PL_SUIT_CLUBS, PL_RANK_QUEEN)));
  pl_rng_init (&rng, 1);
  for (guint k = 0; k < 50; k++)
    {
      PlEuchreState world;

      g_assert_true (pl_ai_euchre_sample (&state, &view, TRUE, &rng, &world));
      g_assert_true (pl_cardset_has (world.hands[3], ht));
      g_assert_true ((world.hands[2] & PL_CARDSET_SUIT (PL_SUIT_CLUBS)) == 0);
      /* The dealer's discard is not known to seat 0. */
      g_assert_cmpuint (world.discard, ==, PL_CARD_NONE);
    }
}

/* Every level makes legal moves only, in every phase and variant, and
 * a hint has a reason where one is given. */
static void
test_levels_legal (void)
{
  static const char *const variants[] = {
    NULL, "stick=on joker=on", "exchange=on defend-alone=on lead=loner", "pack=32 assist=alone",
  };
  g_autofree char *quick = g_strdup (g_getenv ("PARLOUR_TEST_QUICK"));
  guint n_deals = quick != NULL ? 6 : 16;
  guint reasons = 0;

  for (guint level = 0; level < PL_AI_N_LEVELS; level++)
    for (guint d = 0; d < n_deals; d++)
      {
        PlEuchreOptions options;
        g_autoptr(PlDealRecord) deal = NULL;
        g_autofree PlEuchreState *state = NULL;
        PlRng rng;

        euchre_test_options (&options, variants[d % G_N_ELEMENTS (variants)]);
        deal = pl_deal_record_new_from_seed (&pl_euchre_game, &options, d % 4, 500 + d);
        state = pl_deal_record_replay (deal, 0, NULL);
        pl_rng_init (&rng, d);
        while (!pl_euchre_game.is_terminal (state))
          {
            guint seat = pl_euchre_game.to_move (state);
            PlMove move = pl_ai_choose (&pl_euchre_game, state, seat, level, &rng);
            g_autoptr(GError) error = NULL;
            g_autofree char *reason = NULL;

            g_assert_true (pl_euchre_game.check_move (state, &move, &error));
            g_assert_no_error (error);
            reason = pl_ai_euchre_reason (state, seat, &move);
            reasons += reason != NULL;
            g_assert_true (pl_deal_record_append (deal, state, &move, &error));
          }
      }
  g_assert_cmpuint (reasons, >, 0);
}

/* The rules of thumb count a hand: five top trumps are a lone hand, a
 * hand of nines and tens nothing, two trumps and two aces an order. */
static void
test_strength (void)
{
  PlEuchreState state;

  euchre_test_deal (&state, NULL, 3,
                    "HJ DJ HA HK HQ", "S9 H9 CA CK ST", "CT DA DK SA SK",
                    "DT DQ CQ SQ D9", "HT C9 CJ SJ");
  g_assert_cmpfloat (pl_ai_euchre_strength (&state, 0, state.hands[0], PL_SUIT_HEARTS), >=, 11.0);
  g_assert_cmpfloat (pl_ai_euchre_strength (&state, 1, state.hands[1], PL_SUIT_HEARTS), <, 7.0);
  g_assert_cmpfloat (pl_ai_euchre_strength (&state, 3, state.hands[3], PL_SUIT_CLUBS), <, 7.0);
  g_assert_cmpfloat (pl_ai_euchre_strength (&state, 2, state.hands[2], PL_SUIT_DIAMONDS), >=, 5.0);
  g_assert_cmpfloat (pl_ai_euchre_strength (&state, 2, state.hands[2], PL_SUIT_DIAMONDS), <, 11.0);
}

/* Strong weighs a lone hand by the score: with five trumps it goes alone
 * at love all (a lone march is four points), not when one point wins the
 * game; Normal, which counts points, goes alone either way. */
static void
test_alone_by_score (void)
{
  static const struct {
    PlAiLevel level;
    guint     score;
    gboolean  alone;
  } cases[] = {
    { PL_AI_LEVEL_STRONG, 0, TRUE },
    { PL_AI_LEVEL_STRONG, 9, FALSE },
    { PL_AI_LEVEL_NORMAL, 0, TRUE },
    { PL_AI_LEVEL_NORMAL, 9, TRUE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      PlEuchreState state;
      PlMove move;
      PlRng rng;
      g_autofree char *reason = NULL;

      euchre_test_deal (&state, NULL, 3,
                        "HJ DJ HA HK HQ", "S9 H9 CA CK ST", "CT DA DK SA SK",
                        "DT DQ CQ SQ D9", "HT C9 CJ SJ");
      pl_euchre_set_game_score (&state, cases[i].score, 3);
      pl_rng_init (&rng, 11);
      move = pl_ai_choose (&pl_euchre_game, &state, 0, cases[i].level, &rng);
      g_assert_cmpuint (move.kind, ==, PL_MOVE_ORDER_UP);
      g_assert_cmpint (!!(move.flags & PL_EUCHRE_FLAG_ALONE), ==, cases[i].alone);
      /* The hint says why. */
      move = pl_ai_hint (&pl_euchre_game, &state, 0, &reason);
      g_assert_cmpuint (move.kind, ==, PL_MOVE_ORDER_UP);
      g_assert_nonnull (reason);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ai-euchre/solver-exact", test_solver_exact);
  g_test_add_func ("/ai-euchre/sampler-never-deals-seen", test_sampler_never_deals_seen);
  g_test_add_func ("/ai-euchre/sampler-turned-card", test_sampler_turned_card);
  g_test_add_func ("/ai-euchre/strength", test_strength);
  g_test_add_func ("/ai-euchre/alone-by-score", test_alone_by_score);
  g_test_add_func ("/ai-euchre/levels-legal", test_levels_legal);

  return g_test_run ();
}
