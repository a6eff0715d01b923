/* pl-ai-analyse-private.h — the games' parts of the deal analysis
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pl-ai-analyse.h"
#include "pl-bezique.h"
#include "pl-euchre.h"
#include "pl-skat.h"

G_BEGIN_DECLS

/* pl_ai_analyse_decision() for each game (pl-ai-analyse-skat.c,
 * pl-ai-analyse-bezique.c, pl-ai-analyse-euchre.c). */
gboolean pl_ai_analyse_skat_decision    (const PlSkatState    *state,
                                         const PlMove         *played,
                                         PlCardSet             only,
                                         PlAiDecision         *out);
gboolean pl_ai_analyse_bezique_decision (const PlBeziqueState *state,
                                         const PlMove         *played,
                                         PlAiDecision         *out);
gboolean pl_ai_analyse_euchre_decision  (const PlEuchreState  *state,
                                         const PlMove         *played,
                                         PlAiDecision         *out);

/* Starts @decision on @played (in trick @trick, from 0): no options yet,
 * the card played not among them. */
void     pl_ai_decision_begin           (PlAiDecision         *decision,
                                         const PlMove         *played,
                                         guint                 trick,
                                         gboolean              exact);
/* Adds @move as an option (its value still to be set), noting it if it
 * is the card played; NULL when the options are full. */
PlAiOption *pl_ai_decision_add          (PlAiDecision         *decision,
                                         const PlMove         *move);

/* Sets best_option, lost and verdict from the options, the side to move
 * wanting the highest value (@maximize) or the lowest. */
void     pl_ai_decision_judge           (PlAiDecision         *decision,
                                         gboolean              maximize);

G_END_DECLS
