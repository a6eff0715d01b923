/* pl-game-registry.h — adding games to pl_game_lookup() at run time
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pl-game.h"

G_BEGIN_DECLS

/*
 * The games linked into Parlour are listed in pl-game.c.  Tests register
 * small games of their own (a two-seat trick game over eight cards) so that
 * the records and the generic code can be tested without any real game.
 * Call it before any lookup, from one thread; a game whose id is already
 * known is ignored.
 */
void pl_game_register (const PlGame *game);

G_END_DECLS
