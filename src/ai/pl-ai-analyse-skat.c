/* pl-ai-analyse-skat.c — the deal analysis of Skat: each legal card
 * valued by the double-dummy solver
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-ai"

#include <string.h>

#include "pl-ai-analyse-private.h"
#include "pl-ai-skat.h"
#include "pl-ai-skat-solver.h"
#include "pl-ai-skat-world.h"

/*
 * The outcome a total stands for, ordered for the declarer.  ISkO 4.1.5:
 * Schneider with 90 card points or more, or 30 or less for the declarer;
 * with Schneider announced the game is won only with 90.  In Null and
 * with Schwarz announced (counted in tricks) a game is won or lost.
 */
static gint
level_of (PlSkatSolver *solver,
          gint          total)
{
  gint need = pl_skat_solver_win_total (solver);

  if (!pl_skat_solver_counts_points (solver))
    return total >= need ? 2 : 1;
  if (total >= 90)
    return 3;
  if (total >= need)
    return 2;
  return total >= 31 ? 1 : 0;
}

/* The declarer's total with best play after @card, from @state. */
static gint
value_after (PlSkatSolver      *solver,
             const PlSkatState *state,
             guint              seat,
             PlCard             card)
{
  PlSkatState child = *state;
  PlMove move = pl_move_new (PL_MOVE_PLAY, seat);

  move.card = card;
  pl_skat_game.apply (&child, &move);
  pl_skat_solver_set_state (solver, &child);
  return pl_skat_solver_exact (solver);
}

/* Whether @seat can know every card where it lies.  A sufficient test:
 * no card is unknown, or every unknown card can be in one place only. */
static gboolean
knows_every_card (const PlSkatState *state,
                  guint              seat)
{
  PlSkatKnowledge *k = g_new (PlSkatKnowledge, 1);
  gboolean certain = TRUE;
  PlCard card;

  pl_skat_knowledge_init (k, state, seat);
  if (k->n_places > 1)
    PL_CARDSET_FOREACH (k->unknown, card)
      {
        guint places = 0;

        for (guint p = 0; p < k->n_places; p++)
          places += k->count[p] > 0 && !pl_cardset_has (k->forbidden[p], card);
        if (places > 1)
          {
            certain = FALSE;
            break;
          }
      }
  g_free (k);
  return certain;
}

static void
add_option (PlAiDecision *d,
            PlSkatSolver *solver,
            guint         seat,
            PlCard        card,
            gint          value)
{
  PlAiOption *o = &d->options[d->n_options++];

  o->move = pl_move_new (PL_MOVE_PLAY, seat);
  o->move.card = card;
  o->value = value;
  o->level = level_of (solver, value);
  o->won = value >= pl_skat_solver_win_total (solver);
}

gboolean
pl_ai_analyse_skat_decision (const PlSkatState *state,
                             const PlMove      *played,
                             PlCardSet          only,
                             PlAiDecision      *out)
{
  PlSkatSolver *solver = pl_ai_skat_thread_solver ();
  guint seat = played->seat;
  gboolean maximize = state->declarer == (gint) seat;
  PlCardSet legal, valued;
  PlCard card;

  if (state->phase != PL_SKAT_PHASE_PLAY || state->declarer < 0 ||
      state->contract > PL_SKAT_NULL || !pl_skat_solver_set_state (solver, state))
    return FALSE;
  legal = pl_skat_legal_cards (state, seat);
  if (!pl_cardset_has (legal, played->card))
    return FALSE;

  pl_ai_decision_begin (out, played, state->n_tricks, knows_every_card (state, seat));
  pl_skat_solver_set_node_limit (solver, 0);

  valued = only != 0 ? (only & legal) | PL_CARDSET_BIT (played->card) : legal;
  PL_CARDSET_FOREACH (valued, card)
    {
      if (card == played->card)
        out->played_option = out->n_options;
      add_option (out, solver, seat, card, value_after (solver, state, seat, card));
    }

  if (valued != legal)
    {
      /* The best value is the position's own; a card that reaches it
       * (a null-window test each) completes the options. */
      gint best, have = maximize ? -1 : G_MAXINT;

      pl_skat_solver_set_state (solver, state);
      best = pl_skat_solver_exact (solver);
      for (guint i = 0; i < out->n_options; i++)
        have = maximize ? MAX (have, out->options[i].value) : MIN (have, out->options[i].value);
      if (have != best)
        {
          PlCardSet rest = legal & ~valued;

          PL_CARDSET_FOREACH (rest, card)
            {
              PlSkatState child = *state;
              PlMove move = pl_move_new (PL_MOVE_PLAY, seat);
              gboolean reaches;

              move.card = card;
              pl_skat_game.apply (&child, &move);
              pl_skat_solver_set_state (solver, &child);
              reaches = pl_skat_solver_reaches (solver, maximize ? best : best + 1);
              if (maximize ? reaches : !reaches)
                {
                  add_option (out, solver, seat, card, best);
                  break;
                }
            }
        }
    }
  pl_ai_decision_judge (out, maximize);
  return TRUE;
}
