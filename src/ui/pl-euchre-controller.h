/* pl-euchre-controller.h — turns the human's gestures and answers into Euchre moves
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pl-game-controller.h"

G_BEGIN_DECLS

/*
 * The Euchre table: the bar offers the calls (Pass; Order Up, which the
 * dealer's partner says as Assist and the dealer as Take Up; the suits of
 * the second round; a Go Alone switch), the dealer's discard (drag a card
 * onto the kitty, or click it and Discard), the lone hand's extra steps
 * where the options have them (the partner's card given, defending
 * alone), and laying the hand down (seed 001, law 50).  The end of a deal
 * shows PlEuchreResultDialog.
 */
#define PL_TYPE_EUCHRE_CONTROLLER (pl_euchre_controller_get_type ())
G_DECLARE_FINAL_TYPE (PlEuchreController, pl_euchre_controller, PL, EUCHRE_CONTROLLER,
                      PlGameController)

G_END_DECLS
