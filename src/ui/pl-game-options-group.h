/* pl-game-options-group.h — a game's options in the Preferences, built from its table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "pl-game.h"

G_BEGIN_DECLS

/*
 * The Preferences group of one game: titled with its name, a row for
 * each option of its table (PlOptionSpec) that the settings keep
 * (pl-settings.h) — a switch for an on/off option, a combo row for a
 * choice — bound to its key, with the option's title and subtitle.  A
 * game adds no code to the Preferences: its options appear when it is
 * registered.
 */
GtkWidget *pl_game_options_group_new (const PlGame *game,
                                      const char   *title,
                                      GSettings    *settings);

G_END_DECLS
