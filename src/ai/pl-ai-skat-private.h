/* pl-ai-skat-private.h — what the files of the Skat player share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pl-ai-skat.h"

G_BEGIN_DECLS

/* The declarer's score for one outcome, in Seeger-Fabian terms relative to
 * the other two players: a won game scores its value and 50, a lost one
 * costs twice the value and 50 while each opponent gains 40 (ISkO 5.3 and
 * the list rules).  @gv is the value as played; an overbid is lost at the
 * smallest multiple of the base value that reaches @bid. */
gdouble pl_ai_skat_declarer_utility (PlSkatContract contract,
                                     guint          gv,
                                     guint          bid,
                                     gboolean       won);

/* Bidding, taking up, putting away and announcing (pl-ai-skat-bid.c). */
PlMove  pl_ai_skat_choose_bid       (const PlSkatState    *state,
                                     guint                 seat,
                                     const PlMove         *moves,
                                     guint                 n_moves,
                                     const PlAiSkatBudget *budget);
PlMove  pl_ai_skat_choose_skat      (const PlSkatState    *state,
                                     guint                 seat,
                                     const PlAiSkatBudget *budget);
PlMove  pl_ai_skat_choose_discard   (const PlSkatState    *state,
                                     guint                 seat,
                                     const PlAiSkatBudget *budget);
PlMove  pl_ai_skat_choose_announce  (const PlSkatState    *state,
                                     guint                 seat,
                                     const PlMove         *moves,
                                     guint                 n_moves,
                                     const PlAiSkatBudget *budget);

/* The club variants' phases (pl-ai-skat-ramsch.c): a Ramsch round's
 * Grand Hand question and Schieberamsch's pushing. */
PlMove  pl_ai_skat_choose_grand_hand (const PlSkatState    *state,
                                      guint                 seat,
                                      const PlAiSkatBudget *budget);
PlMove  pl_ai_skat_choose_push      (const PlSkatState    *state,
                                     guint                 seat);

G_END_DECLS
