/* pl-ai-cassino.c — the sampling Cassino player, dispatch by level, and
 * the reasons of a hint
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-ai"

#include <math.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "pl-ai-cassino-private.h"
#include "pl-cassino-private.h"

void
pl_ai_cassino_budget_for_level (PlAiLevel          level,
                                PlAiCassinoBudget *budget)
{
  g_return_if_fail (budget != NULL);

  switch (level)
    {
    case PL_AI_LEVEL_EASY:
    case PL_AI_LEVEL_NORMAL:
      budget->worlds = 0;
      budget->candidates = 0;
      budget->margin = 0;
      break;
    case PL_AI_LEVEL_STRONG:
    default:
      budget->worlds = 64;
      budget->candidates = 8;
      budget->margin = 1.0;
      break;
    }
}

/* The points of @side less the most any other side made, at the end of
 * the hand (sweeps as the table counts them). */
static gdouble
final_margin (const PlCassinoState *state,
              guint                 side)
{
  guint n_sides = pl_cassino_n_sides (state);
  gint mine = 0, best_other = G_MININT;

  for (guint s = 0; s < n_sides; s++)
    {
      PlCassinoCount count;

      pl_cassino_get_count (state, s, &count);
      if (s == side)
        mine = (gint) count.total;
      else
        best_other = MAX (best_other, (gint) count.total);
    }
  return mine - best_other;
}

/* Plays @world out with the Normal player on every seat. */
static gdouble
play_out (PlCassinoState *world,
          guint           side)
{
  while (world->phase != PL_CASSINO_PHASE_OVER)
    {
      PlMove move = pl_ai_cassino_normal_choose (world, world->to_move);

      if (move.kind == PL_MOVE_NONE)
        break;
      pl_cassino_game.apply (world, &move);
    }
  return final_margin (world, side);
}

/* Perfect Information Monte Carlo over the worlds @seat cannot tell
 * apart, for the Normal player's best candidates: every candidate is
 * played out in the same worlds, so the luck of the deal falls alike on
 * all of them, and a candidate replaces Normal's choice only when the
 * mean of the paired differences exceeds its standard error
 * @budget->margin times. */
static PlMove
sample_choose (const PlCassinoState    *state,
               guint                    seat,
               const PlAiCassinoBudget *budget,
               PlRng                   *rng)
{
  PlMove moves[PL_MAX_MOVES], candidates[PL_MAX_MOVES];
  gdouble scores[PL_MAX_MOVES];
  guint n = pl_cassino_game.legal_moves (state, moves), n_cand = 0, best = 0;
  guint n_worlds = budget->worlds, side = pl_cassino_side_of (state, seat);
  g_autofree gdouble *values = NULL;
  gdouble best_score = 0;

  g_return_val_if_fail (n > 0, pl_move_new (PL_MOVE_NONE, seat));
  if (n == 1)
    return moves[0];
  pl_ai_cassino_normal_scores (state, moves, n, scores);
  /* Normal's best few, its choice first. */
  while (n_cand < MIN (n, MAX (budget->candidates, 1)))
    {
      guint top = 0;

      for (guint i = 1; i < n; i++)
        if (scores[i] > scores[top])
          top = i;
      candidates[n_cand++] = moves[top];
      scores[top] = -G_MAXDOUBLE;
    }
  if (n_cand == 1 || n_worlds < 2)
    return candidates[0];

  values = g_new (gdouble, (gsize) n_worlds * n_cand);
  for (guint w = 0; w < n_worlds; w++)
    {
      PlCassinoState world;

      pl_ai_cassino_sample (state, seat, rng, &world);
      for (guint c = 0; c < n_cand; c++)
        {
          PlCassinoState trial = world;

          pl_cassino_game.apply (&trial, &candidates[c]);
          values[w * n_cand + c] = play_out (&trial, side);
        }
    }

  for (guint c = 1; c < n_cand; c++)
    {
      gdouble mean = 0, var = 0, score;

      for (guint w = 0; w < n_worlds; w++)
        mean += values[w * n_cand + c] - values[w * n_cand];
      mean /= n_worlds;
      for (guint w = 0; w < n_worlds; w++)
        {
          gdouble d = values[w * n_cand + c] - values[w * n_cand] - mean;

          var += d * d;
        }
      var /= n_worlds - 1;
      /* How many standard errors above Normal's choice; a difference of
       * no spread at all is certain. */
      score = var > 0 ? mean / sqrt (var / n_worlds) : (mean > 0 ? G_MAXDOUBLE : 0);
      if (score > budget->margin && mean > best_score)
        {
          best_score = mean;
          best = c;
        }
    }
  return candidates[best];
}

PlMove
pl_ai_cassino_choose (gconstpointer  state_ptr,
                      guint          seat,
                      PlAiLevel      level,
                      PlRng         *rng)
{
  const PlCassinoState *state = state_ptr;
  PlAiCassinoBudget budget;

  g_return_val_if_fail (state != NULL, pl_move_new (PL_MOVE_NONE, seat));
  g_return_val_if_fail (state->to_move == (gint) seat, pl_move_new (PL_MOVE_NONE, seat));

  switch (level)
    {
    case PL_AI_LEVEL_EASY:
      return pl_ai_cassino_easy_choose (state, seat);
    case PL_AI_LEVEL_NORMAL:
      return pl_ai_cassino_normal_choose (state, seat);
    case PL_AI_LEVEL_STRONG:
    default:
      pl_ai_cassino_budget_for_level (level, &budget);
      return sample_choose (state, seat, &budget, rng);
    }
}

/* Hints ------------------------------------------------------------------- */

char *
pl_ai_cassino_reason (gconstpointer  state_ptr,
                      guint          seat,
                      const PlMove  *move)
{
  const PlCassinoState *state = state_ptr;
  PlCardSet all;

  g_return_val_if_fail (state != NULL && move != NULL, NULL);

  all = move->cards | PL_CARDSET_BIT (move->card);
  switch (move->kind)
    {
    case PL_MOVE_CAPTURE:
      /* Seed 003: "If at any time a player is able to win everything on
       * the table with one card, it is a sweep, and counts a point." */
      if (move->cards == pl_cassino_get_table (state))
        return g_strdup (_("sweeps the table"));
      if (pl_cardset_has (all, PL_CASSINO_BIG_CASSINO))
        return g_strdup (_("takes big cassino"));
      if (pl_cardset_has (all, PL_CASSINO_LITTLE_CASSINO))
        return g_strdup (_("takes little cassino"));
      if (all & PL_CARDSET_RANK (PL_RANK_ACE))
        return g_strdup (_("takes an ace"));
      if ((move->cards & state->loose) != move->cards)
        return g_strdup (_("takes the build"));
      return NULL;

    case PL_MOVE_BUILD:
      return g_strdup (_("builds to take more next turn"));

    case PL_MOVE_TRAIL:
      /* Seed 003: "it is usually the best policy to play the smaller
       * cards, except Aces and Little Cassino"; Hoyle: "clear the hand of
       * court cards, which cannot be combined". */
      if (pl_cassino_value (move->card, state->options.royal) == 0)
        return g_strdup (_("trails a court card, which can only pair"));
      return g_strdup (_("trails a card that gives little away"));

    default:
      return NULL;
    }
}

/* Duplicate Cassino ------------------------------------------------------- */

/* Four play in partnerships, seats 0 and 2 against 1 and 3 (pl-cassino.h);
 * two or three each for himself. */
static guint
match_side (gconstpointer options,
            guint         seat)
{
  const PlCassinoOptions *o = options;

  return o->players == 4 ? seat % 2 : seat;
}

/* A hand is compared by the points each side made at the showing and by
 * sweeps (seed 003), not by what it adds to the match score under the
 * scoring option (which deducts the lower score). */
static void
match_points (gconstpointer  state,
              gint          *points)
{
  const PlCassinoState *s = state;

  for (guint seat = 0; seat < s->n_seats; seat++)
    {
      PlCassinoCount count;

      pl_cassino_get_count (s, pl_cassino_side_of (s, seat), &count);
      points[seat] = (gint) count.total;
    }
}

const PlAiMatchRules pl_ai_cassino_match = {
  .side = match_side,
  .summary = N_("two seatings, A holding the elder hand's cards and then the dealer's (at "
                "three six, at four the partnerships swapped), scored by the points of the "
                "showing and the sweeps."),
  .points = match_points,
  .decimals = 2,
};
