/* pl-ai-bezique.c — the sampling Bézique player, dispatch by level, and
 * the reasons of a hint
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-ai"

#include <math.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "pl-ai-bezique.h"
#include "pl-ai-bezique-private.h"
#include "pl-bezique-private.h"

#define SQ PL_CARD (PL_SUIT_SPADES, PL_RANK_QUEEN)
#define DJ PL_CARD (PL_SUIT_DIAMONDS, PL_RANK_JACK)

void
pl_ai_bezique_budget_for_level (PlAiLevel          level,
                                PlAiBeziqueBudget *budget)
{
  g_return_if_fail (budget != NULL);

  switch (level)
    {
    case PL_AI_LEVEL_EASY:
      budget->worlds = 0;
      budget->margin = 0;
      budget->plans = FALSE;
      break;
    case PL_AI_LEVEL_NORMAL:
      budget->worlds = 32;
      budget->margin = 1.0;
      budget->plans = TRUE;
      break;
    case PL_AI_LEVEL_STRONG:
    default:
      budget->worlds = 256;
      budget->margin = 1.0;
      budget->plans = TRUE;
      break;
    }
}

/* Plays @world out with the rules of thumb on both sides (with @plans or
 * without); the final score difference for @seat. */
static gint
play_out (PlBeziqueState *world,
          guint           seat,
          gboolean        plans)
{
  PlBeziqueScore mine, theirs;

  while (world->phase != PL_BEZIQUE_PHASE_OVER)
    {
      PlMove move = pl_ai_bezique_rules_choose (world, world->to_move, plans);

      pl_bezique_game.apply (world, &move);
    }
  pl_bezique_get_score (world, seat, &mine);
  pl_bezique_get_score (world, 1 - seat, &theirs);
  return (gint) mine.total - (gint) theirs.total;
}

/* Perfect Information Monte Carlo over the worlds @seat cannot tell
 * apart: every candidate is played out in the same worlds, so that the
 * luck of the deal falls alike on all of them.  One play-out of Bézique
 * swings by hundreds (a sequence, a double bézique), so a move replaces
 * the rule of thumb only when it does better by more than the noise: the
 * mean of the paired differences must exceed its standard error
 * @budget->margin times. */
static PlMove
sample_choose (const PlBeziqueState    *state,
               guint                    seat,
               const PlAiBeziqueBudget *budget,
               PlRng                   *rng)
{
  PlMove moves[PL_MAX_MOVES];
  guint n = pl_bezique_game.legal_moves (state, moves);
  PlMove easy = pl_ai_bezique_rules_choose (state, seat, budget->plans);
  guint base = 0, best, n_worlds = budget->worlds;
  gdouble best_score = 0;
  g_autofree gint *values = NULL;
  PlBeziqueState world, trial;

  if (n <= 1 || n_worlds < 2)
    return easy;
  for (guint i = 0; i < n; i++)
    if (pl_move_equal (&moves[i], &easy))
      base = i;
  values = g_new (gint, (gsize) n_worlds * n);
  for (guint w = 0; w < n_worlds; w++)
    {
      pl_ai_bezique_sample (state, seat, rng, &world);
      for (guint i = 0; i < n; i++)
        {
          trial = world;
          pl_bezique_game.apply (&trial, &moves[i]);
          values[w * n + i] = play_out (&trial, seat, budget->plans);
        }
    }

  best = base;
  for (guint i = 0; i < n; i++)
    {
      gdouble mean = 0, var = 0, score;

      if (i == base)
        continue;
      for (guint w = 0; w < n_worlds; w++)
        mean += values[w * n + i] - values[w * n + base];
      mean /= n_worlds;
      for (guint w = 0; w < n_worlds; w++)
        {
          gdouble d = values[w * n + i] - values[w * n + base] - mean;

          var += d * d;
        }
      var /= n_worlds - 1;
      /* How many standard errors above the rule of thumb. */
      score = mean - budget->margin * sqrt (var / n_worlds);
      if (score > best_score)
        {
          best_score = score;
          best = i;
        }
    }
  return moves[best];
}

PlMove
pl_ai_bezique_choose (const PlBeziqueState *state,
                      guint                 seat,
                      PlAiLevel             level,
                      PlRng                *rng)
{
  PlAiBeziqueBudget budget;
  PlMove moves[PL_MAX_MOVES];
  guint n;

  g_return_val_if_fail (state != NULL && seat < 2, pl_move_new (PL_MOVE_NONE, seat));
  g_return_val_if_fail (state->to_move == (gint) seat &&
                        state->phase != PL_BEZIQUE_PHASE_OVER,
                        pl_move_new (PL_MOVE_NONE, seat));

  n = pl_bezique_game.legal_moves (state, moves);
  if (n == 1)
    return moves[0];
  if (level == PL_AI_LEVEL_EASY)
    return pl_ai_bezique_easy_choose (state, seat);

  pl_ai_bezique_budget_for_level (level, &budget);
  if (rng == NULL)
    {
      /* pl_ai_choose() allows no stream: a fixed one, still repeatable. */
      PlRng local;

      pl_rng_init (&local, G_GUINT64_CONSTANT (0xbe21));
      return pl_ai_bezique_choose (state, seat, level, &local);
    }
  if (state->last_eight)
    {
      PlBeziqueState world;
      PlRng fixed;
      PlMove best;

      /* The stock is gone: the only world the seat cannot rule out is the
       * real one, so the sample below rebuilds the adversary's hand from
       * what the seat has seen, and the solver plays it exactly. */
      pl_rng_init (&fixed, 0);
      pl_ai_bezique_sample (state, seat, &fixed, &world);
      pl_ai_bezique_endgame_solve (&world, &best);
      return best;
    }
  return sample_choose (state, seat, &budget, rng);
}

/* Hints ------------------------------------------------------------------ */

static gboolean
holds_marriage (PlBeziqueSet mine,
                PlBeziqueSet declared)
{
  for (guint suit = 0; suit < PL_N_SUITS; suit++)
    {
      PlBeziqueSet k = mine & PL_BEZIQUE_NAME_BITS (PL_CARD (suit, PL_RANK_KING));
      PlBeziqueSet q = mine & PL_BEZIQUE_NAME_BITS (PL_CARD (suit, PL_RANK_QUEEN));

      if (k && q && ((k | q) & ~declared))
        return TRUE;
    }
  return FALSE;
}

/* Whether a card of @cards is kept for @plan. */
static gboolean
kept_for (const PlBeziqueState *state,
          guint                 seat,
          PlBeziqueSet          cards,
          PlBeziquePlan         plan)
{
  for (PlBeziqueSet rest = cards; rest; rest &= rest - 1)
    if (pl_ai_bezique_plan_of (state, seat, (guint) __builtin_ctzll (rest)) == plan)
      return TRUE;
  return FALSE;
}

char *
pl_ai_bezique_reason (const PlBeziqueState *state,
                      guint                 seat,
                      const PlMove         *move)
{
  PlBeziqueSet mine, after;
  PlCard card;
  PlRank rank;

  g_return_val_if_fail (state != NULL && move != NULL && seat < 2, NULL);

  if (move->kind == PL_MOVE_EXCHANGE)
    return g_strdup (_("scores 10 for the seven of trumps"));
  if (move->kind != PL_MOVE_PLAY || move->card >= PL_BEZIQUE_N_CARDS)
    return NULL;

  card = PL_BEZIQUE_CARD (move->card);
  rank = PL_CARD_RANK (card);
  if (state->phase == PL_BEZIQUE_PHASE_FOLLOW &&
      pl_bezique_beats (move->card, state->tricks[state->n_tricks].cards[0], state->trump))
    return g_strdup (_("wins the trick"));
  if (state->last_eight)
    return NULL;

  /* What the card keeps back for a declaration after a later trick. */
  mine = state->hands[seat] | state->table[seat];
  after = mine & ~PL_BEZIQUE_BIT (move->card);
  if ((after & PL_BEZIQUE_NAME_BITS (SQ)) && (after & PL_BEZIQUE_NAME_BITS (DJ)) &&
      ((after & (PL_BEZIQUE_NAME_BITS (SQ) | PL_BEZIQUE_NAME_BITS (DJ))) &
       ~state->declared[PL_BEZIQUE_CLASS_BEZIQUES]) &&
      card != SQ && card != DJ)
    return g_strdup (_("keeps the bézique"));
  if (kept_for (state, seat, after, PL_AI_BEZIQUE_PLAN_DOUBLE_BEZIQUE) &&
      pl_ai_bezique_plan_of (state, seat, move->card) != PL_AI_BEZIQUE_PLAN_DOUBLE_BEZIQUE)
    return g_strdup (_("keeps the bézique for the double"));
  if (kept_for (state, seat, after, PL_AI_BEZIQUE_PLAN_SEQUENCE) &&
      pl_ai_bezique_plan_of (state, seat, move->card) != PL_AI_BEZIQUE_PLAN_SEQUENCE)
    return g_strdup (_("keeps the royal marriage for the sequence"));
  if (holds_marriage (after, state->declared[PL_BEZIQUE_CLASS_MARRIAGES]) &&
      rank != PL_RANK_KING && rank != PL_RANK_QUEEN)
    return g_strdup (_("keeps the marriage"));
  if ((mine & (PL_BEZIQUE_RANK_BITS (PL_RANK_ACE) | PL_BEZIQUE_RANK_BITS (PL_RANK_10))) &&
      rank != PL_RANK_ACE && rank != PL_RANK_10)
    return g_strdup (_("saves the brisques"));
  return NULL;
}
