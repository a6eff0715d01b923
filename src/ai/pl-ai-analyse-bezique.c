/* pl-ai-analyse-bezique.c — the deal analysis of Bézique: the last eight
 * tricks, solved exactly
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-ai"

#include <string.h>

#include "pl-ai-analyse-private.h"
#include "pl-ai-bezique.h"

/* Everything @seat has scored, the brisques counted as soon as won
 * (they count at the end anyway, seed 002). */
static gint
full_score (const PlBeziqueState *state,
            guint                 seat)
{
  PlBeziqueScore score;

  pl_bezique_get_score (state, seat, &score);
  return (gint) (score.declarations + score.sevens + score.brisques + score.last_trick);
}

static gint
lead_of (const PlBeziqueState *state,
         guint                 seat)
{
  return full_score (state, seat) - full_score (state, 1 - seat);
}

/* The mover's lead at the end with best play after @move. */
static gint
value_after (const PlBeziqueState *state,
             guint                 seat,
             const PlMove         *move)
{
  PlBeziqueState child = *state;
  gint v;

  pl_bezique_game.apply (&child, move);
  v = lead_of (&child, seat);
  /* Seed 002, "The Last Eight Tricks": no declarations are made, so the
   * next decision is a card again, or the deal is over. */
  if (!pl_bezique_game.is_terminal (&child) &&
      (child.phase == PL_BEZIQUE_PHASE_LEAD || child.phase == PL_BEZIQUE_PHASE_FOLLOW))
    {
      gint rest = pl_ai_bezique_endgame_solve (&child, NULL);

      v += child.to_move == (gint) seat ? rest : -rest;
    }
  return v;
}

gboolean
pl_ai_analyse_bezique_decision (const PlBeziqueState *state,
                                const PlMove         *played,
                                PlAiDecision         *out)
{
  PlMove moves[PL_MAX_MOVES];
  guint n, seat = played->seat;

  if (!state->last_eight ||
      (state->phase != PL_BEZIQUE_PHASE_LEAD && state->phase != PL_BEZIQUE_PHASE_FOLLOW))
    return FALSE;

  /* A player who remembers the cards seen knows his adversary's hand. */
  pl_ai_decision_begin (out, played, state->n_tricks, TRUE);
  n = pl_bezique_game.legal_moves (state, moves);
  for (guint i = 0; i < n; i++)
    {
      PlAiOption *o;

      if (moves[i].kind != PL_MOVE_PLAY || (o = pl_ai_decision_add (out, &moves[i])) == NULL)
        continue;
      o->value = value_after (state, seat, &moves[i]);
      o->won = o->value >= 0;
      o->level = o->value > 0 ? 2 : o->value == 0 ? 1 : 0;
    }
  if (out->played_option == G_MAXUINT)
    return FALSE;
  pl_ai_decision_judge (out, TRUE);
  return TRUE;
}
