/* pl-review-window.h — "Analyse This Deal": the deal reviewed decision by decision
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "pl-card-theme.h"
#include "pl-record.h"
#include "pl-review-model.h"

G_BEGIN_DECLS

/*
 * The review of one deal: the analysis (pl-ai-analyse.h) runs in a worker
 * thread while the window shows its progress (closing the window cancels
 * it); then the deal is stepped through card by card (Left and Right,
 * Home and End, the slider), each position shown on a read-only table
 * with every hand open, each card marked best, inaccuracy, mistake or not
 * analysed in colour and in words, with the better card and what it was
 * worth, and a list of the mistakes to jump to.  The step shown is said to
 * assistive technology.
 *
 * Signals
 *   "analysed" (gpointer model)   the analysis is done: the PlReviewModel
 *                                 (owned by the window)
 */
#define PL_TYPE_REVIEW_WINDOW (pl_review_window_get_type ())
G_DECLARE_FINAL_TYPE (PlReviewWindow, pl_review_window, PL, REVIEW_WINDOW, AdwWindow)

/* Analyses @deal (copied); @names: each seat's name as the table says it;
 * @theme: the deck the table shows.  Transient for @parent. */
PlReviewWindow *pl_review_window_new   (GtkWindow           *parent,
                                        const PlDealRecord  *deal,
                                        const char * const  *names,
                                        PlCardTheme         *theme);
/* Shows @step (clamped to the steps there are). */
void            pl_review_window_show_step (PlReviewWindow *self,
                                            guint           step);
/* For the tests' state file: `"review": {…}`. */
void            pl_review_window_append_test_state (PlReviewWindow *self,
                                                    GString        *out);

G_END_DECLS
