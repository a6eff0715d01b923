/* pl-ai-cassino-private.h — what the files of the Cassino player share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pl-ai-cassino.h"

G_BEGIN_DECLS

/* What taking each card is worth to a seat now, in points of the showing,
 * and a sweep. */
typedef struct {
  gdouble card[64];
  gdouble sweep;
} PlAiCassinoWeights;

void     pl_ai_cassino_weights        (const PlCassinoState        *state,
                                       PlAiCassinoWeights          *weights);
gdouble  pl_ai_cassino_worth          (const PlAiCassinoWeights    *weights,
                                       PlCardSet                    set);
/* What @move takes now: the cards (the hand card with them) and the sweep
 * if it leaves the table empty; 0 for a build or a trail. */
gdouble  pl_ai_cassino_gain           (const PlCassinoState        *state,
                                       const PlAiCassinoWeights    *weights,
                                       const PlMove                *move);
/* The Normal player's judgement of each of @moves for the seat to move,
 * into @scores (higher is better). */
void     pl_ai_cassino_normal_scores  (const PlCassinoState        *state,
                                       const PlMove                *moves,
                                       guint                        n,
                                       gdouble                     *scores);

G_END_DECLS
