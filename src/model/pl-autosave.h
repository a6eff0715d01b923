/* pl-autosave.h — the autosaved match: written atomically, read as untrusted input
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "pl-record.h"

G_BEGIN_DECLS

/*
 * The autosave is a record (docs/records.md) of the match in progress,
 * rewritten after every move.  Each write goes to a temporary file that
 * is flushed to the disk and then renamed over the old one
 * (g_file_set_contents_full with CONSISTENT | DURABLE), in a worker
 * thread: a crash, a kill or a full disk leaves either the old autosave
 * or the new one, never half of one.  Writes are queued: while one is
 * under way only the newest text waits, the ones in between are dropped.
 *
 * Signals
 *   "failed" (const char *message)  a write failed; the previous file is
 *                                   intact
 *   "saved"  ()                     a write reached the disk
 */
#define PL_TYPE_AUTOSAVE (pl_autosave_get_type ())
G_DECLARE_FINAL_TYPE (PlAutosave, pl_autosave, PL, AUTOSAVE, GObject)

/* $XDG_DATA_HOME/parlour/NAME (under Flatpak, the app's own data dir). */
char         *pl_autosave_default_path  (const char   *name);
/* Each game has its own saved match: $XDG_DATA_HOME/parlour/autosave-ID.rec,
 * so that a match of one game never replaces another's. */
char         *pl_autosave_path_for_game (const char   *game_id);

/* Parlour 0.1 kept one autosave for all games, "autosave.rec" in the same
 * folder.  Moves it to its game's file and returns the game's id; NULL
 * (with @error unset) if there is none.  Nothing is ever lost: an old
 * file that cannot be read is renamed aside (as pl_autosave_load() does,
 * @error says why), and if the game's file exists already the old one is
 * kept beside it as "autosave.rec.earlier" (numbered); @kept_as names the
 * file kept aside, if any. */
char         *pl_autosave_migrate       (char        **kept_as,
                                         GError      **error);

PlAutosave   *pl_autosave_new           (const char   *path);
const char   *pl_autosave_get_path      (PlAutosave   *self);
/* Queues @contents to be written. */
void          pl_autosave_save          (PlAutosave   *self,
                                         const char   *contents);
/* Whether a write is under way or waiting. */
gboolean      pl_autosave_is_pending    (PlAutosave   *self);
/* Runs the default main context until every queued write is done (on
 * quit, and in tests). */
void          pl_autosave_flush         (PlAutosave   *self);

/* Reads the match at @path (pl_saved_game_load()).  A missing file is no
 * error: NULL with @error unset.  A file that cannot be read as a match
 * (a bad record, a pipe, a file over the limit) is never half loaded: it
 * is renamed aside (pl_file_keep_aside()), the new name is returned in
 * @kept_as, and @error says what was wrong.  Cancelled, it is left as it
 * is (PL_FILE_ERROR_CANCELLED). */
PlRecord     *pl_autosave_load          (const char    *path,
                                         GCancellable  *cancellable,
                                         char         **kept_as,
                                         GError       **error);

/* A PlCancelledFunc for a GCancellable (NULL: never cancelled), so that
 * the rules' file reader stops when a GTask is cancelled. */
gboolean      pl_cancellable_is_cancelled (gpointer     cancellable);
/* Creates the folder @path goes in (0700), if need be. */
gboolean      pl_file_make_parent       (const char   *path,
                                         GError      **error);

/* Renames a bad file to "PATH.bad", "PATH.bad-2", … (never over another
 * file) and returns the new path, or NULL with @error. */
char         *pl_file_keep_aside        (const char   *path,
                                         GError      **error);
/* The same with another suffix than "bad". */
char         *pl_file_keep_aside_as     (const char   *path,
                                         const char   *suffix,
                                         GError      **error);

G_END_DECLS
