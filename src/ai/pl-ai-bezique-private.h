/* pl-ai-bezique-private.h — what the files of the Bézique player share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pl-ai-bezique.h"

G_BEGIN_DECLS

/* How much @seat would rather keep its physical card @p: its rank, a
 * brisque's 10, trumps, and while the stock lasts a share of the
 * combinations it may still help to declare. */
gint     pl_ai_bezique_keep_value     (const PlBeziqueState *state,
                                       guint                 seat,
                                       guint                 p);

/* About the most @seat could declare after winning the next trick, from
 * the cards it holds now; 0 for nothing. */
guint    pl_ai_bezique_declarable     (const PlBeziqueState *state,
                                       guint                 seat);

/* The rules of thumb (pl-ai-bezique-easy.c): the Easy player's move, and
 * with @plans that of a player who keeps the cards of its plans
 * (pl-ai-bezique-plan.c) and declares the lower combination first — the
 * player Normal and Strong start from and play their worlds out with. */
PlMove   pl_ai_bezique_rules_choose   (const PlBeziqueState *state,
                                       guint                 seat,
                                       gboolean              plans);

/* The plans a player keeps cards for (pl-ai-bezique-plan.c). */
typedef enum {
  PL_AI_BEZIQUE_PLAN_NONE,
  PL_AI_BEZIQUE_PLAN_DOUBLE_BEZIQUE,  /* a single bézique declared */
  PL_AI_BEZIQUE_PLAN_SEQUENCE,        /* a royal marriage declared */
  PL_AI_BEZIQUE_PLAN_TAKEN,           /* the turn-up taken for the seven */
} PlBeziquePlan;

/* What keeping @seat's physical card @p is worth to its plans, over
 * pl_ai_bezique_keep_value(): 0 when it serves none that is still in
 * reach (the cards it waits for not yet seen elsewhere). */
gint          pl_ai_bezique_plan_value       (const PlBeziqueState *state,
                                              guint                 seat,
                                              guint                 p);
/* The plan @p is kept for, the first that applies. */
PlBeziquePlan pl_ai_bezique_plan_of          (const PlBeziqueState *state,
                                              guint                 seat,
                                              guint                 p);
/* Declaring the lower combination of @best's class first (single bézique
 * before the double, royal marriage before the sequence) while the stock
 * leaves time to win another trick: sets @move to it and returns TRUE;
 * FALSE to declare @best. */
gboolean      pl_ai_bezique_plan_declaration (const PlBeziqueState *state,
                                              const PlMove         *moves,
                                              guint                 n,
                                              const PlMove         *best,
                                              PlMove               *move);

G_END_DECLS
