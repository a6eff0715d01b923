/* pl-game-catalog.h — the games Parlour offers, as the start page lists them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "pl-record.h"

G_BEGIN_DECLS

/*
 * The one place where a game's table registers: each entry names the
 * game's record id, how the start page presents it, the type of its
 * controller (a PlGameController, which says what the generic windows
 * ask of the game) and the file formats it reads and writes besides
 * Parlour's records.  A game without a controller yet is listed as not
 * yet playable.  Tests register entries of their own with
 * pl_game_catalog_register().
 */

/* A file format a game reads and writes besides Parlour's records (the
 * International Skat Server's, for Skat): Open Game… and Save Game As…
 * offer it, and a file name that matches one of its patterns is saved in
 * it.  Reading needs no hook: pl_saved_game_read() knows it by its text. */
typedef struct {
  const char         *name;          /* N_(): the file chooser's filter */
  const char *const  *patterns;      /* NULL-terminated: "*.iss" */
  /* The match in this format, or NULL with @error (a deal the format
   * cannot hold). */
  char             *(*write)         (const PlRecord  *record,
                                      GError         **error);
} PlGameFileFormat;

typedef struct {
  const char *id;            /* the rules' record id: "skat" */
  const char *name;          /* translated with pl_game_entry_get_name() */
  const char *summary;
  const char *players;
  const char *icon_name;     /* a suit symbol shown beside the name */
  /* The type of its PlGameController; NULL while its table is not built. */
  GType     (*controller_type) (void);
  /* A summary that names a setting (Bézique's target), and the setting,
   * or NULL: the summary above as it is. */
  char       *(*summary_with) (GSettings *settings);
  const char *summary_setting;
  const PlGameFileFormat *file_formats;
  guint       n_file_formats;
} PlGameEntry;

const PlGameEntry *pl_game_catalog_get     (guint             *n_entries);
const PlGameEntry *pl_game_catalog_lookup  (const char        *id);
/* The game played where none is named (a deal number chosen before any
 * game was played, a bare `--seed`): the first playable one, or NULL. */
const PlGameEntry *pl_game_catalog_get_default (void);
/* The ids of the playable games joined by @separator: "skat, bezique". */
char              *pl_game_catalog_list_playable (const char *separator);
/* Adds a game of a test's own (see pl-game-registry.h); an id already
 * known is ignored.  Call it before the window is made. */
void               pl_game_catalog_register (const PlGameEntry *entry);

const char        *pl_game_entry_get_name    (const PlGameEntry *entry);
/* The summary, with the value of its setting in @settings (may be NULL:
 * the setting's default is not known, and the plain words are used). */
char              *pl_game_entry_dup_summary (const PlGameEntry *entry,
                                              GSettings         *settings);
const char        *pl_game_entry_get_players (const PlGameEntry *entry);
/* Whether its table exists: a controller and the rules. */
gboolean           pl_game_entry_is_playable (const PlGameEntry *entry);
/* G_TYPE_NONE while it is not playable. */
GType              pl_game_entry_get_controller_type (const PlGameEntry *entry);
/* The class of its controller (PlGameControllerClass *: the score sheets
 * it keeps, whether it has a declarer …), or NULL while it is not
 * playable. */
gpointer           pl_game_entry_get_controller_class (const PlGameEntry *entry);

G_END_DECLS
