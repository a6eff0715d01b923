/* pl-ai-analyse-private.h — the games' parts of the deal analysis
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pl-ai-analyse.h"
#include "pl-bezique.h"
#include "pl-skat.h"

G_BEGIN_DECLS

/* pl_ai_analyse_decision() for each game (pl-ai-analyse-skat.c,
 * pl-ai-analyse-bezique.c). */
gboolean pl_ai_analyse_skat_decision    (const PlSkatState    *state,
                                         const PlMove         *played,
                                         PlCardSet             only,
                                         PlAiDecision         *out);
gboolean pl_ai_analyse_bezique_decision (const PlBeziqueState *state,
                                         const PlMove         *played,
                                         PlAiDecision         *out);

/* Sets best_option, lost and verdict from the options, the side to move
 * wanting the highest value (@maximize) or the lowest. */
void     pl_ai_decision_judge           (PlAiDecision         *decision,
                                         gboolean              maximize);

G_END_DECLS
