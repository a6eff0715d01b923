/* pl-ai-skat-mix.h — the mix of games a table of Skat players bid
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pl-skat.h"

G_BEGIN_DECLS

/*
 * How often the deals of a sitting were thrown in, which games were
 * played (suits, Grand, Null, Hand, Ouvert, announcements) and how often
 * the declarer won them: the figures that the issue compares with the
 * published tournament mix, so that a level's bidding can be measured
 * (`parlour-cli play skat --level strong --summary`).  A plain value:
 * zero it to start, add finished deals in any order.
 */
typedef struct {
  guint deals;                 /* every finished deal added */
  guint passed;                /* thrown in */
  guint ramsch;                /* Ramsch played (all passed, ramsch=on) */
  guint played;                /* a declarer's game */
  guint won;
  guint by_contract[6];        /* PlSkatContract C S H D Grand Null */
  guint won_by_contract[6];
  guint hand;                  /* played without the skat */
  guint grand_hand;
  guint ouvert;                /* suit, Grand or Null Ouvert */
  guint null_ouvert;
  guint schneider_announced;
  guint schwarz_announced;
  guint overbid;
  guint kontra;                /* games with Kontra (Re included) */
  guint64 bid_sum;             /* of the games played */
} PlAiSkatMix;

/* Counts a finished deal; one not over is ignored. */
void     pl_ai_skat_mix_add      (PlAiSkatMix       *mix,
                                  const PlSkatState *finished);
/* The mix in words, one figure a line (translated). */
char    *pl_ai_skat_mix_to_text  (const PlAiSkatMix *mix);
/* The mix as one JSON object on one line (no newline). */
char    *pl_ai_skat_mix_to_json  (const PlAiSkatMix *mix);

G_END_DECLS
