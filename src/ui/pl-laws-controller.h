/* pl-laws-controller.h — the book's laws in every game's controller: the human's acts, answers and calls
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pl-game-controller.h"

G_BEGIN_DECLS

/*
 * What PlGameController does for every game at a deal played by the
 * book's laws (pl-laws.h), before the game's own controller sees a
 * gesture or updates the table, so that a game's laws need no work in its
 * controller:
 *   - a card of the human's put on the trick (or the floor) while it is
 *     not his turn, or one that fails to follow, is his irregular act as
 *     the rules list it (pl_table_find_act()); a card laid on the felt
 *     away from the trick is exposed; the stock clicked is a draw.  Where
 *     the rules know no such act, the game's controller refuses the
 *     gesture as it always did;
 *   - while the human's side answers an irregularity, the answer dialog
 *     (pl-laws-dialog.h) is open over the table, and the game's own
 *     update waits;
 *   - "Call an Irregularity…" opens the call dialog.
 * Each returns FALSE (and does nothing) at a deal not played by the laws.
 */

gboolean  pl_laws_controller_card_activated (PlGameController  *self,
                                             PlCard             card,
                                             const PlDropPlace *place);
gboolean  pl_laws_controller_talon_activated (PlGameController *self);
/* TRUE if the human answers an irregularity now: the dialog is open (or
 * he plays a card to the card led out of turn), and the game's update is
 * not run. */
gboolean  pl_laws_controller_update         (PlGameController  *self);
/* Opens the call dialog; FALSE, with the reason shown, if there is
 * nothing the human may call now. */
gboolean  pl_laws_controller_call           (PlGameController  *self);
/* `, "laws": {…}` for the tests' state file: each seat's words by the
 * laws and its exposed cards, the calls the human may make. */
void      pl_laws_controller_append_test_state (PlGameController *self,
                                                GString          *out);

G_END_DECLS
