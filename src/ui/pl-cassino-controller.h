/* pl-cassino-controller.h — turns the human's gestures into Cassino moves, never guessing
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "pl-game-controller.h"

G_BEGIN_DECLS

/*
 * The game controller of a Cassino table (the window's PlGameController).
 * The human plays a card of his hand by dropping it on a pile of the
 * table (a loose card or a build: what it takes or builds on), beside the
 * piles (a trail), or by choosing table cards with clicks (or Enter) and
 * then clicking his card.  Every gesture is judged by the rules: one
 * legal outcome is played at once; several are offered by name ("Take 8
 * with 6+2 and 5+3", "Build 8", "Build 3s") and the table never picks
 * between them; none is refused with the rule that forbids it ("You own a
 * build of 9: you must keep a card that takes it").  Each move, the
 * computer's too, is told on the bar until the next ("Anna took 6+2 with
 * the 8").  At the end of a hand it shows the showing of seed 003 side by
 * side with the counts, the running score and the lurch.
 */
#define PL_TYPE_CASSINO_CONTROLLER (pl_cassino_controller_get_type ())
G_DECLARE_FINAL_TYPE (PlCassinoController, pl_cassino_controller, PL, CASSINO_CONTROLLER,
                      PlGameController)

G_END_DECLS
