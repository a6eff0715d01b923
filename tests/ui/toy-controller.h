/* toy-controller.h — the controller of the tests' toy games at the table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pl-game-controller.h"

G_BEGIN_DECLS

/*
 * The tests' toy games (test-game-hicard.h, a trick game; test-game-
 * fishing.h, cards on the floor) at the table, through nothing but the
 * registration points a real game uses: a card clicked or dropped on the
 * trick is played; dropped on a pile of the floor it takes the pile (or
 * builds on it), dropped on the floor beside the piles it is laid there;
 * the end of the deal is offered on the bar.
 */
#define TOY_TYPE_CONTROLLER (toy_controller_get_type ())
G_DECLARE_FINAL_TYPE (ToyController, toy_controller, TOY, CONTROLLER, PlGameController)

/* Registers both toy games everywhere a game registers: the rules, the
 * computer players, the table's views and the catalog. */
void toy_games_register (void);

G_END_DECLS
