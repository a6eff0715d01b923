/* pl-ai-registry.h — adding games' players to the table of pl-ai.c at run time
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pl-ai.h"

G_BEGIN_DECLS

/*
 * The players of the games linked into Parlour are listed in pl-ai.c.
 * Tests register the players of their own small games (see
 * pl-game-registry.h), so that the generic code that plays the computer
 * seats is tested without any real game.  Call it before any lookup, from
 * one thread; a game that has players already is ignored.
 */
void pl_ai_register (const PlAiGame *entry);

G_END_DECLS
