/* pl-bezique-controller.h — turns the human's gestures and answers into Bézique moves
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "pl-game-controller.h"

G_BEGIN_DECLS

/*
 * The game controller of a Bézique table (the window's PlGameController).
 * In play it marks the cards the human may play, from his hand and from
 * his declared cards on the table (in the last eight tricks: the must-win
 * rule of seed 002, with the reason when a card is refused).  After he
 * wins a trick it offers what seed 004 allows "immediately after taking a
 * trick, and then only": the declaration dialog (one combination scored,
 * others announced "to score", the seven of trumps exchanged), opened by
 * itself, from the bar, or by dragging a card to his side of the table;
 * with nothing to declare the deal goes on by itself.  What each player
 * declared after the last trick he won stays beside his name in the old
 * players' words ("Forty for bézique, and twenty to score"; the model's
 * seat label), and his declared cards lie face up in front of him.  At
 * the end of a deal it shows each score with its parts and the game's
 * totals; the game ends when a player reaches its target (1000, 1500 or
 * 2000), and "New Game" starts the next.
 */
#define PL_TYPE_BEZIQUE_CONTROLLER (pl_bezique_controller_get_type ())
G_DECLARE_FINAL_TYPE (PlBeziqueController, pl_bezique_controller, PL, BEZIQUE_CONTROLLER,
                      PlGameController)

G_END_DECLS
