/* pl-game-catalog.h — the games Parlour offers, as the start page lists them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

typedef struct {
  const char *id;            /* the rules' record id: "skat" */
  const char *name;          /* translated with pl_game_entry_get_name() */
  const char *summary;
  const char *players;
  const char *icon_name;     /* a suit symbol shown beside the name */
  gboolean    playable;      /* whether its table exists yet */
  /* A summary that names a setting (Bézique's target), and the setting,
   * or NULL: the summary above as it is. */
  char       *(*summary_with) (GSettings *settings);
  const char *summary_setting;
} PlGameEntry;

const PlGameEntry *pl_game_catalog_get     (guint             *n_entries);
const PlGameEntry *pl_game_catalog_lookup  (const char        *id);

const char        *pl_game_entry_get_name    (const PlGameEntry *entry);
/* The summary, with the value of its setting in @settings (may be NULL:
 * the setting's default is not known, and the plain words are used). */
char              *pl_game_entry_dup_summary (const PlGameEntry *entry,
                                              GSettings         *settings);
const char        *pl_game_entry_get_players (const PlGameEntry *entry);

G_END_DECLS
