/* pl-list-archive.h — the finished lists of a game, kept when a new one starts
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "pl-record.h"
#include "pl-table.h"

G_BEGIN_DECLS

/* One list kept: its match record and when it was kept. */
typedef struct {
  PlRecord  *record;
  GDateTime *kept;
} PlKeptList;

void        pl_kept_list_free            (PlKeptList          *kept);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (PlKeptList, pl_kept_list_free)

/* @table's match record, its deals' seats named as at the table where the
 * record names none (the lists show the names). */
PlRecord   *pl_list_archive_match_record (PlTable             *table);

/* The folder the lists are kept in: $XDG_DATA_HOME/parlour/lists. */
char       *pl_list_archive_dir          (void);

/* Writes @record (a match of @game_id; taken) to a new file of the folder
 * (GAME-YYYYMMDD-HHMMSS.rec, never over another), in a worker. */
void        pl_list_archive_keep_async   (const char          *game_id,
                                          PlRecord            *record,
                                          GCancellable        *cancellable,
                                          GAsyncReadyCallback  callback,
                                          gpointer             user_data);
/* The path written. */
char       *pl_list_archive_keep_finish  (GAsyncResult        *result,
                                          GError             **error);

/* Reads the kept lists of @game_id, oldest first, in a worker; a file that
 * cannot be read is left where it is and skipped. */
void        pl_list_archive_load_async   (const char          *game_id,
                                          GCancellable        *cancellable,
                                          GAsyncReadyCallback  callback,
                                          gpointer             user_data);
/* A GPtrArray of PlKeptList. */
GPtrArray  *pl_list_archive_load_finish  (GAsyncResult        *result,
                                          GError             **error);

G_END_DECLS
