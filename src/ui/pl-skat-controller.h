/* pl-skat-controller.h — turns the human's gestures and answers into Skat moves
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "pl-game-controller.h"

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
 * It is the PlGameController of a Skat table, named by Skat's entry in the
 * game catalog and made with its construct properties.
 */
#define PL_TYPE_SKAT_CONTROLLER (pl_skat_controller_get_type ())
G_DECLARE_FINAL_TYPE (PlSkatController, pl_skat_controller, PL, SKAT_CONTROLLER, PlGameController)

G_END_DECLS
