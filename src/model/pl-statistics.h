/* pl-statistics.h — the player's statistics per game and variant
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "pl-record.h"

G_BEGIN_DECLS

/*
 * What the player did, per game and variant ("skat" "standard", "skat"
 * "players=4 ramsch=on"): deals played, games won and lost as declarer,
 * the points scored, the best and the worst deal, and for Skat the
 * Seeger-Fabian total.  Kept in a small versioned key file
 * (statistics.ini, format described in docs/records.md, "Statistics"),
 * which is untrusted input: pl_statistics_parse() checks every group, key
 * and number and either returns everything or nothing.
 */
typedef struct {
  char    *game;          /* "skat" */
  char    *variant;       /* "standard" or the options that differ */
  guint64  deals;         /* deals finished, thrown-in ones included */
  guint64  declared;      /* deals the player was declarer in (games
                           * without a declarer: deals not tied) */
  guint64  won;           /* … and won (without: the highest score) */
  guint64  lost;          /* … and lost; won + lost = declared */
  gint64   points;        /* the player's score, summed over the deals */
  gint64   best;          /* the best and the worst deal (0 before any) */
  gint64   worst;
  gint64   seeger_fabian; /* Skat: the Seeger-Fabian total */
  guint64  analysed;      /* deals analysed ("Analyse This Deal") */
  guint64  mistakes;      /* the player's mistakes in them */
} PlStatisticsEntry;

typedef struct _PlStatistics PlStatistics;

#define PL_STATISTICS_ERROR (pl_statistics_error_quark ())
GQuark pl_statistics_error_quark (void);

typedef enum {
  PL_STATISTICS_ERROR_SYNTAX,
  PL_STATISTICS_ERROR_VERSION,
  PL_STATISTICS_ERROR_VALUE,
  PL_STATISTICS_ERROR_TOO_LARGE,
} PlStatisticsError;

PlStatistics *pl_statistics_new           (void);
void          pl_statistics_free          (PlStatistics       *stats);
/* All or nothing: NULL with @error on anything wrong. */
PlStatistics *pl_statistics_parse         (const char         *text,
                                           gsize               length,
                                           GError            **error);
/* A missing file gives empty statistics, not an error; a file that is no
 * regular file of at most 1 MiB is refused before it is read. */
PlStatistics *pl_statistics_load          (const char         *path,
                                           GCancellable       *cancellable,
                                           GError            **error);
PlStatistics *pl_statistics_copy          (const PlStatistics *stats);
/* Adds the counts of @from to @into (entry by entry; best and worst are
 * of the deals of both). */
void          pl_statistics_merge         (PlStatistics       *into,
                                           const PlStatistics *from);
char         *pl_statistics_to_string     (const PlStatistics *stats);

/* The variant key of @options: "standard", or the options written as in
 * records that differ from the defaults, joined by blanks. */
char         *pl_statistics_variant       (const PlGame       *game,
                                           gconstpointer       options);
/* Counts a finished deal for @seat.  @seeger_fabian is the seat's
 * Seeger-Fabian points for the deal (0 for games without). */
void          pl_statistics_add_result    (PlStatistics       *stats,
                                           const char         *game,
                                           const char         *variant,
                                           const PlResult     *result,
                                           guint               seat,
                                           gint                seeger_fabian);

/* Counts the player's @mistakes in an analysed deal, once per deal:
 * @key names the deal (pl_statistics_deal_key()); FALSE (nothing
 * counted) if it was counted before.  The last 1000 deals analysed are
 * remembered (the file keeps them), so that analysing a deal again counts
 * nothing, here or merged with another window's statistics. */
gboolean      pl_statistics_add_review    (PlStatistics       *stats,
                                           const char         *game,
                                           const char         *variant,
                                           const char         *key,
                                           guint               mistakes);
gboolean      pl_statistics_has_review    (const PlStatistics *stats,
                                           const char         *key);
/* The key of @deal: a checksum of its record. */
char         *pl_statistics_deal_key      (const PlDealRecord *deal);

guint         pl_statistics_get_n_entries (const PlStatistics *stats);
/* Sorted by game, then variant. */
const PlStatisticsEntry *pl_statistics_get_entry (const PlStatistics *stats,
                                                  guint               index);
const PlStatisticsEntry *pl_statistics_lookup    (const PlStatistics *stats,
                                                  const char         *game,
                                                  const char         *variant);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PlStatistics, pl_statistics_free)

G_END_DECLS
