/* pl-statistics-file.h — the statistics on the disk, counted into under a lock
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "pl-statistics.h"

G_BEGIN_DECLS

/*
 * The player's statistics file (docs/saving.md), which every window and
 * every running Parlour counts into.  A deal is never written as "the
 * statistics I have": it is added to what the file holds at that moment.
 * Each write takes an exclusive lock (flock on "PATH.lock"), reads the
 * file, adds the deals counted since the last write, writes the sum
 * atomically and lets go of the lock, all in a worker thread.  So two
 * windows or two programs lose none of each other's deals, and a file not
 * yet read (or never readable: a pipe) is never replaced by a smaller set.
 *
 * Signals
 *   "changed" ()                      what pl_statistics_file_get() gives
 *                                     has changed
 *   "failed" (const char *message)    a write failed; the deals counted
 *                                     are kept and written with the next
 *   "saved" ()                        a write reached the disk
 *   "kept-aside" (const char *message, const char *kept_as)
 *                                     the file could not be read; it was
 *                                     renamed to @kept_as (never deleted)
 *                                     and counting goes on from nothing
 */
#define PL_TYPE_STATISTICS_FILE (pl_statistics_file_get_type ())
G_DECLARE_FINAL_TYPE (PlStatisticsFile, pl_statistics_file, PL, STATISTICS_FILE, GObject)

PlStatisticsFile   *pl_statistics_file_new        (const char        *path);
const char         *pl_statistics_file_get_path   (PlStatisticsFile  *self);
/* Reads the file in a worker; "changed" (or "kept-aside") when it is in. */
void                pl_statistics_file_load       (PlStatisticsFile  *self,
                                                   GCancellable      *cancellable);
/* What the file held when last read or written, with the deals counted
 * since. */
const PlStatistics *pl_statistics_file_get        (PlStatisticsFile  *self);
/* Counts the player's mistakes in an analysed deal once
 * (pl_statistics_add_review()) and writes it; FALSE if it was counted. */
gboolean            pl_statistics_file_add_review (PlStatisticsFile  *self,
                                                   const char        *game,
                                                   const char        *variant,
                                                   const char        *key,
                                                   guint              mistakes);
/* Counts a finished deal (pl_statistics_add_result()) and writes it. */
void                pl_statistics_file_add_result (PlStatisticsFile  *self,
                                                   const char        *game,
                                                   const char        *variant,
                                                   const PlResult    *result,
                                                   guint              seat,
                                                   gint               seeger_fabian);
/* Whether a read or a write is under way, or deals wait to be written. */
gboolean            pl_statistics_file_is_pending (PlStatisticsFile  *self);
/* Runs the default main context until the reads and writes under way are
 * done (on quit, and in tests); a write that fails is not tried again. */
void                pl_statistics_file_flush      (PlStatisticsFile  *self);

G_END_DECLS
