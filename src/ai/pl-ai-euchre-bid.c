/* pl-ai-euchre-bid.c — calls, lone hands and discards of Normal and
 * Strong, by playing each choice out under the seat's real uncertainty
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-ai"

#include <math.h>
#include <string.h>

#include "pl-ai-euchre-private.h"

/*
 * Solving open worlds is no way to bid: in each world the bidder would
 * know where every card is, so a hand with a bower looks like a sure
 * thing in most of them and the bidder never passes (the published
 * comparison of PIMC and CFR bidding found exactly that, at a cost of 16 %
 * of the points).  Here each choice is played to the end of the deal in
 * the same dealt worlds, every seat — the bidder too — deciding from its
 * own cards only, by the rules of thumb (in a bolder style than Easy's,
 * nearer to how the stronger levels bid); the choice whose deals are worth
 * most on average is made, if it beats passing by more than chance.
 */

#define WORLDS_NORMAL 120
#define WORLDS_STRONG 1000
/* A choice other than the default is made when its gain is more than one
 * standard error of the gain. */
#define MARGIN 1.0

/* Plays @world to its end, every seat by the rules of thumb from its own
 * view; the value of the end for @side. */
static gdouble
play_out (PlEuchreState         *world,
          guint                  side,
          const PlAiEuchreStyle *style,
          gboolean               game_aware,
          PlRng                 *rng)
{
  PlEuchreOutcome o;

  while (world->phase != PL_EUCHRE_PHASE_OVER)
    {
      PlMove move = pl_ai_euchre_easy_move (world, world->to_move, style, rng);

      pl_euchre_game.apply (world, &move);
    }
  /* A deal thrown in scores nothing: no points, the score unchanged. */
  pl_euchre_get_outcome (world, &o);
  return pl_ai_euchre_utility (world, side, o.points, game_aware);
}

/* The choice the simulations start from, which another must beat by more
 * than chance: passing, or the rules of thumb's card. */
static guint
default_choice (const PlEuchreState *state,
                guint                seat,
                const PlMove        *moves,
                guint                n,
                PlRng               *rng)
{
  PlRng r = *rng;
  PlMove easy = pl_ai_euchre_easy_move (state, seat, &pl_ai_euchre_style_easy, &r);

  for (guint i = 0; i < n; i++)
    if (moves[i].kind == PL_MOVE_PASS)
      return i;
  for (guint i = 0; i < n; i++)
    if (pl_move_equal (&moves[i], &easy))
      return i;
  return 0;
}

PlMove
pl_ai_euchre_simulate (const PlEuchreState *state,
                       guint                seat,
                       PlAiLevel            level,
                       PlRng               *rng)
{
  PlMove moves[PL_MAX_MOVES];
  guint n = pl_euchre_game.legal_moves (state, moves);
  gboolean strong = level == PL_AI_LEVEL_STRONG;
  guint n_worlds = strong ? WORLDS_STRONG : WORLDS_NORMAL;
  const PlAiEuchreStyle *style = strong ? &pl_ai_euchre_style_strong
                                        : &pl_ai_euchre_style_normal;
  g_autofree gdouble *values = NULL;
  PlAiEuchreView view;
  guint base, best;
  gdouble best_score = -G_MAXDOUBLE;

  if (n == 1)
    return moves[0];
  values = g_new0 (gdouble, n * n_worlds);
  pl_ai_euchre_view_init (&view, state, seat);
  for (guint w = 0; w < n_worlds; w++)
    {
      PlEuchreState world;
      PlRng fork;

      pl_ai_euchre_sample (state, &view, strong, rng, &world);
      /* The same world and the same luck for every choice. */
      fork = *rng;
      for (guint i = 0; i < n; i++)
        {
          PlEuchreState copy = world;
          PlRng r = fork;

          pl_euchre_game.apply (&copy, &moves[i]);
          values[i * n_worlds + w] = play_out (&copy, pl_euchre_side (seat), style, strong, &r);
        }
      pl_rng_next (rng);
    }

  /* Each choice against the default, world by world: the mean gain less
   * its standard error.  Picking the largest of noisy means would favour
   * the choices whose results vary most — the lone hands above all. */
  base = default_choice (state, seat, moves, n, rng);
  best = base;
  for (guint i = 0; i < n; i++)
    {
      gdouble sum = 0, sum2 = 0, mean, var, score;

      if (i == base)
        continue;
      for (guint w = 0; w < n_worlds; w++)
        {
          gdouble d = values[i * n_worlds + w] - values[base * n_worlds + w];

          sum += d;
          sum2 += d * d;
        }
      mean = sum / n_worlds;
      var = MAX (0.0, sum2 / n_worlds - mean * mean);
      score = mean - MARGIN * sqrt (var / n_worlds);
      if (score > 0 && score > best_score)
        {
          best = i;
          best_score = score;
        }
    }
  return moves[best];
}
