/* pl-game-catalog.h — the games Parlour offers, as the start page lists them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct {
  const char *id;            /* the rules' record id: "skat" */
  const char *name;          /* translated with pl_game_entry_get_name() */
  const char *summary;
  const char *players;
  const char *icon_name;     /* a suit symbol shown beside the name */
  gboolean    playable;      /* whether its table exists yet */
} PlGameEntry;

const PlGameEntry *pl_game_catalog_get     (guint             *n_entries);
const PlGameEntry *pl_game_catalog_lookup  (const char        *id);

const char        *pl_game_entry_get_name    (const PlGameEntry *entry);
const char        *pl_game_entry_get_summary (const PlGameEntry *entry);
const char        *pl_game_entry_get_players (const PlGameEntry *entry);

G_END_DECLS
