/* pl-ai-simple.h — a simple computer player
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pl-game.h"
#include "pl-rng.h"

G_BEGIN_DECLS

/*
 * The simplest opponent worth playing against.  For Skat it bids by a
 * simple hand evaluation (jacks, aces, the long suit), takes up the skat,
 * puts away sensibly, announces a game that reaches its bid, and plays by
 * rule of thumb: follow with a winner when that is cheap, otherwise
 * discard low.  For any other game it makes a uniformly random legal move.
 *
 * It looks only at what @seat may see (visible_hand() and the public
 * state: bids, tricks, the announcement), never at hidden hands.  @state
 * must not be over; the move returned is always one of legal_moves().
 */
PlMove pl_ai_simple_choose (const PlGame  *game,
                            gconstpointer  state,
                            guint          seat,
                            PlRng         *rng);

G_END_DECLS
