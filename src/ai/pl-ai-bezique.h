/* pl-ai-bezique.h — the Bézique computer players at every level
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pl-ai.h"
#include "pl-bezique.h"

G_BEGIN_DECLS

/*
 * Easy plays by rules of thumb (pl-ai-bezique-easy.c): it declares the
 * combination that scores most, exchanges the seven of trumps, keeps the
 * cards of combinations and the brisques, leads low plain cards, takes
 * brisques when that is cheap, and in the last eight tricks wins cheaply
 * or throws low.
 *
 * Normal and Strong play the first phase by sampling: they deal the cards
 * they cannot see (the adversary's concealed hand and the stock) afresh,
 * consistently with everything they have seen, play each candidate move
 * out to the end of the deal in every sampled world with the Easy player
 * on both sides (with plans: keeping the cards of a declared bézique for
 * the double and of a declared royal marriage for the sequence, and
 * declaring the lower combination first), and take the move with the best
 * average score difference
 * — but leave the Easy move only for one that beats it by more than the
 * noise of the play-outs (PlAiBeziqueBudget.margin standard errors).
 * Once the stock is exhausted the seat can name every card of its
 * adversary's hand, so the last eight tricks are solved exactly
 * (pl-ai-bezique-endgame.c).  Budgets are fixed numbers of worlds, never
 * clock time, so that a seed gives the same game on every machine.
 */

typedef struct {
  guint    worlds;           /* sampled worlds per decision */
  gdouble  margin;           /* standard errors to beat the rule of thumb */
  gboolean plans;            /* the rules of thumb keep cards for plans */
} PlAiBeziqueBudget;

void     pl_ai_bezique_budget_for_level (PlAiLevel                level,
                                         PlAiBeziqueBudget       *budget);

/* The move of @seat, which must be the seat to move; always legal.  Looks
 * only at what @seat may see. */
PlMove   pl_ai_bezique_choose         (const PlBeziqueState    *state,
                                       guint                    seat,
                                       PlAiLevel                level,
                                       PlRng                   *rng);

/* The Easy player's move (it decides without chance). */
PlMove   pl_ai_bezique_easy_choose    (const PlBeziqueState    *state,
                                       guint                    seat);

/* A short translated reason for @move of @seat (“keeps the bézique”), or
 * NULL; free it with g_free(). */
char    *pl_ai_bezique_reason         (const PlBeziqueState    *state,
                                       guint                    seat,
                                       const PlMove            *move);

/* The physical cards @seat has not seen: the adversary's concealed hand
 * and the stock under the turn-up. */
PlBeziqueSet pl_ai_bezique_unseen     (const PlBeziqueState    *state,
                                       guint                    seat);

/* A copy of @state in which the unseen cards are dealt afresh: the
 * adversary keeps the number of concealed cards he holds, the stock its
 * size, and every card @seat has seen stays where it is. */
void     pl_ai_bezique_sample         (const PlBeziqueState    *state,
                                       guint                    seat,
                                       PlRng                   *rng,
                                       PlBeziqueState          *world);

/* The last eight tricks solved with every card open: @state must have an
 * exhausted stock and a card to play (lead or follow).  Returns what the
 * seat to move gains over its adversary from now on in brisques (10 each)
 * and the last trick (10) with best play on both sides, and sets @best (if
 * not NULL) to a legal move that reaches it. */
gint     pl_ai_bezique_endgame_solve  (const PlBeziqueState    *state,
                                       PlMove                  *best);

G_END_DECLS
