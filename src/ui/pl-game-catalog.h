/* pl-game-catalog.h — the games Parlour offers, as the start page lists them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "pl-record.h"

G_BEGIN_DECLS

/* A file format a game reads and writes besides Parlour's records (the
 * International Skat Server's, for Skat): Open Game… and Save Game As…
 * offer it, and a file name that matches one of its patterns is saved in
 * it.  Reading needs no hook: pl_saved_game_read() knows it by its text. */
typedef struct {
  const char         *name;          /* the file filter's, translated with _() */
  const char *const  *patterns;      /* NULL-terminated: "*.iss" */
  char             *(*write)         (const PlRecord  *record,
                                      GError         **error);
} PlGameFileFormat;

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
  /* For the saved games and the statistics (pl-window-saved-game.c,
   * pl-window-statistics.c): a format of its own, or NULL; whether the
   * statistics keep a Seeger-Fabian total for it. */
  const PlGameFileFormat *extra_format;
  gboolean    seeger_fabian;
} PlGameEntry;

const PlGameEntry *pl_game_catalog_get     (guint             *n_entries);
const PlGameEntry *pl_game_catalog_lookup  (const char        *id);
/* The game a deal number or a bare `--seed` deals: the first playable. */
const PlGameEntry *pl_game_catalog_get_default (void);

const char        *pl_game_entry_get_name    (const PlGameEntry *entry);
/* The summary, with the value of its setting in @settings (may be NULL:
 * the setting's default is not known, and the plain words are used). */
char              *pl_game_entry_dup_summary (const PlGameEntry *entry,
                                              GSettings         *settings);
const char        *pl_game_entry_get_players (const PlGameEntry *entry);

G_END_DECLS
