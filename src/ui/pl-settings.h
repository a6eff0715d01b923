/* pl-settings.h — the games' options in the settings: one key per option, one naming rule
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "pl-game.h"

G_BEGIN_DECLS

/*
 * Each option of a game's table (PlOptionSpec, pl-game.h) is kept in the
 * settings under the key "GAME-KEY", the game's record id and the option's
 * record key: "skat-players", "bezique-count-stock".  A switch is a
 * boolean key; a choice whose record texts are numbers ("3", "1000") an
 * integer key holding that number; any other choice a string key holding
 * the record text ("at-once").  The schema declares each key with its
 * default and its range or choices; an option without a key keeps the
 * game's default.  An option without a title (PlOptionSpec.title) is not a
 * preference: it has no key.
 */

/* The key of @spec of @game: "skat-players".  Free it. */
char     *pl_settings_option_key      (const PlGame       *game,
                                       const PlOptionSpec *spec);
/* Whether the settings hold a key for @spec of @game (never for an option
 * without a title). */
gboolean  pl_settings_has_option      (GSettings          *settings,
                                       const PlGame       *game,
                                       const PlOptionSpec *spec);
/* The option's value as the options struct holds it (a choice's value),
 * read from the settings; FALSE (and @value untouched) if there is no key
 * or it holds no value of the option. */
gboolean  pl_settings_get_option      (GSettings          *settings,
                                       const PlGame       *game,
                                       const PlOptionSpec *spec,
                                       guint              *value);
void      pl_settings_set_option      (GSettings          *settings,
                                       const PlGame       *game,
                                       const PlOptionSpec *spec,
                                       guint               value);

/* A value of @spec (as the options struct holds it) as its key keeps it
 * (floating), and back; FALSE if @variant holds no value of the option. */
GVariant *pl_settings_option_to_variant   (const PlOptionSpec *spec,
                                           guint               value);
gboolean  pl_settings_option_from_variant (const PlOptionSpec *spec,
                                           GVariant           *variant,
                                           guint              *value);

/* Carries the values of keys that were renamed to follow the rule over to
 * their new names, once: "bezique-brisques-at-once" (true, false) became
 * "bezique-brisques" ("at-once", "end"), "bezique-reuse-whole" (true,
 * false) "bezique-reuse" ("whole", "higher").  An old key the player never set
 * is left alone; a new key he already set is never overwritten. */
void      pl_settings_migrate         (GSettings          *settings);

G_END_DECLS
