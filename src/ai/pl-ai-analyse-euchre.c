/* pl-ai-analyse-euchre.c — the deal analysis of Euchre: every card, with
 * every hand open
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-ai"

#include "pl-ai-analyse-private.h"
#include "pl-ai-euchre-private.h"

/* What the makers' tricks at the end mean for the deal, as
 * pl-euchre-score.c scores it (the standard rules: seed 001 leaves the
 * scoring of a deal played out to them): euchred with fewer than three,
 * the point with three or four, the march with all five.  Ordered for the
 * makers, like Skat's levels. */
static gint
outcome_level (guint makers_tricks)
{
  if (makers_tricks >= PL_EUCHRE_N_TRICKS)
    return 2;
  return makers_tricks >= 3 ? 1 : 0;
}

/* Whether @seat could know where every card still held lies: for each
 * other seat with cards, the cards it may hold (those @seat has not seen
 * and that seat has not shown out of, and those it must hold) are no more
 * than its cards.  The cards left in the kitty are unseen too, so this is
 * seldom so before the last tricks. */
static gboolean
seat_knows_all (const PlEuchreState *state,
                guint                seat)
{
  PlAiEuchreView view;

  pl_ai_euchre_view_init (&view, state, seat);
  for (guint s = 0; s < PL_EUCHRE_N_SEATS; s++)
    {
      PlCardSet may;

      if (s == seat || view.n_cards[s] == 0)
        continue;
      may = (view.pack & ~view.seen & ~view.void_cards[s]) | view.must_hold[s];
      if (pl_cardset_count (may) > view.n_cards[s])
        return FALSE;
    }
  return TRUE;
}

gboolean
pl_ai_analyse_euchre_decision (const PlEuchreState *state,
                               const PlMove        *played,
                               PlAiDecision        *out)
{
  PlCard cards[PL_EUCHRE_N_TRICKS];
  guint tricks[PL_EUCHRE_N_TRICKS];
  guint n, seat = played->seat;

  if (state->phase != PL_EUCHRE_PHASE_PLAY || state->maker < 0)
    return FALSE;

  pl_ai_decision_begin (out, played, state->n_tricks, seat_knows_all (state, seat));
  /* One search gives every legal card its exact value: the makers'
   * tricks at the end with best play on both sides from there on. */
  n = pl_ai_euchre_solve (state, cards, tricks);
  for (guint i = 0; i < n; i++)
    {
      PlMove move = pl_move_new (PL_MOVE_PLAY, seat);
      PlAiOption *o;

      move.card = cards[i];
      if ((o = pl_ai_decision_add (out, &move)) == NULL)
        break;
      o->value = (gint) tricks[i];
      o->won = tricks[i] >= 3;
      o->level = outcome_level (tricks[i]);
    }
  if (out->played_option == G_MAXUINT)
    return FALSE;
  pl_ai_decision_judge (out, pl_euchre_side (seat) == pl_euchre_side ((guint) state->maker));
  return TRUE;
}
