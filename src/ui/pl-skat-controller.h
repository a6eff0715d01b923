/* pl-skat-controller.h — turns the human's gestures and answers into Skat moves
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "pl-game-controller.h"
#include "pl-skat-bidding.h"
#include "pl-table-view.h"
#include "pl-table.h"

G_BEGIN_DECLS

/*
 * The game controller of a Skat table.  It watches the table and, when it
 * is the human's turn, offers what he may do: the bidding bar's buttons
 * (bid, hold, pass, take up the skat or play Hand, put two cards away,
 * Kontra and Re), the announcement dialog, and in play the playable cards
 * of the view.  Cards activated on the view (click, Enter or a drop on the
 * trick) become PL_MOVE_PLAY; what the rules refuse is shown as a toast in
 * the rules' own words and the card flies back.  At the end of the deal it
 * shows the result, and "Next Deal" deals the next with the next dealer.
 * Nothing here decides a rule: every move goes through pl_table_play().
 * It is the window's PlGameController for Skat ("changed" is there).
 */
#define PL_TYPE_SKAT_CONTROLLER (pl_skat_controller_get_type ())
G_DECLARE_FINAL_TYPE (PlSkatController, pl_skat_controller, PL, SKAT_CONTROLLER, GObject)

PlSkatController *pl_skat_controller_new          (GtkWindow        *window,
                                                   PlTable          *table,
                                                   PlTableView      *view,
                                                   PlSkatBidding    *bar,
                                                   GtkRevealer      *bar_revealer);
/* Deals the next deal from @seed, with the options of the settings. */
void              pl_skat_controller_deal         (PlSkatController *self,
                                                   guint64           seed);
/* Opens the last-trick dialog; FALSE if no trick is complete yet. */
gboolean          pl_skat_controller_peek         (PlSkatController *self);
void              pl_skat_controller_show_result  (PlSkatController *self);
/* Offers the human's choices again once the view is ready (after a match
 * was loaded or resumed: the focus goes to a playable card). */
void              pl_skat_controller_refresh      (PlSkatController *self);
/* Whether a deal is under way (started and not over). */
gboolean          pl_skat_controller_in_progress  (PlSkatController *self);

/* For the tests' state file: the last refusal shown, the last peek. */
const char       *pl_skat_controller_get_last_refusal (PlSkatController *self);
const char       *pl_skat_controller_get_last_peek    (PlSkatController *self);
/* The title of the dialog open now ("" if none). */
const char       *pl_skat_controller_get_dialog       (PlSkatController *self);

G_END_DECLS
