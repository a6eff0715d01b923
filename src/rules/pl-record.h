/* pl-record.h — game records: one format, one parser, used everywhere
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pl-game.h"

G_BEGIN_DECLS

/*
 * A deal is its options, the cards dealt and the list of moves (DESIGN.md,
 * "A game is its record").  The text format is specified with examples in
 * docs/records.md.  A record is untrusted input: the parser checks every
 * tag, every card and every move against the rules, and a bad file gives
 * "file:line: what is wrong" and no record at all, never a half-loaded one.
 */
typedef struct {
  const PlGame *game;
  gpointer      options;                 /* game->options_size bytes, owned */
  guint         n_seats;
  guint         dealer;
  gboolean      has_seed;                /* the pack was shuffled from seed */
  guint64       seed;
  guint         n_cards;
  PlCard        pack[64];                /* the pack in dealing order */
  GArray       *moves;                   /* of PlMove, in order */
  GArray       *move_lines;              /* of guint: the line of each move */
  char         *seat_names[PL_MAX_SEATS]; /* owned, may be NULL */
  GHashTable   *tags;                    /* other tags, kept for round-trip */
  guint         line;                    /* where it starts in its file, or 0 */
} PlDealRecord;

/* A record file: one deal, or a match of several deals in order. */
typedef struct {
  GPtrArray    *deals;                   /* of PlDealRecord */
  GHashTable   *tags;                    /* match tags (Event, Date, …) */
} PlRecord;

/* Limits on untrusted input (docs/records.md, "Limits"), which every
 * writer of records respects as well: what Parlour writes, it can read. */
#define PL_RECORD_MAX_LINE     (64 * 1024)
#define PL_RECORD_MAX_FILE     (16 * 1024 * 1024)
#define PL_RECORD_MAX_MOVES    100000
/* The "X-Penalty" tag of a deal (docs/records.md). */
#define PL_RECORD_MAX_PENALTIES       64
#define PL_RECORD_MAX_PENALTY_POINTS  1000

#define PL_RECORD_ERROR (pl_record_error_quark ())
GQuark pl_record_error_quark (void);

typedef enum {
  PL_RECORD_ERROR_SYNTAX,
  PL_RECORD_ERROR_VERSION,
  PL_RECORD_ERROR_UNKNOWN_TAG,
  PL_RECORD_ERROR_BAD_DEAL,
  PL_RECORD_ERROR_ILLEGAL_MOVE,
  PL_RECORD_ERROR_TRUNCATED,
  PL_RECORD_ERROR_TOO_LARGE,
} PlRecordError;

/* A new deal record from a seed: the pack is shuffled with pl_rng. */
PlDealRecord *pl_deal_record_new_from_seed  (const PlGame       *game,
                                             gconstpointer       options,
                                             guint               dealer,
                                             guint64             seed);
/* A new deal record from an explicit pack order; fails on a bad pack. */
PlDealRecord *pl_deal_record_new_from_pack  (const PlGame       *game,
                                             gconstpointer       options,
                                             guint               dealer,
                                             const PlCard       *pack,
                                             guint               n_cards,
                                             GError            **error);
void          pl_deal_record_free           (PlDealRecord       *deal);
PlDealRecord *pl_deal_record_copy           (const PlDealRecord *deal);

/* Allocates a fresh state (game->state_size bytes, free with g_free) and
 * deals it; then applies the first @n_moves moves (G_MAXUINT: all), each
 * checked by the rules.  On error nothing is returned. */
gpointer      pl_deal_record_replay         (const PlDealRecord *deal,
                                             guint               n_moves,
                                             GError            **error);
/* Appends a move after checking it against the state reached so far. */
gboolean      pl_deal_record_append         (PlDealRecord       *deal,
                                             gpointer            state,
                                             const PlMove       *move,
                                             GError            **error);

PlRecord     *pl_record_new                 (void);
void          pl_record_free                (PlRecord           *record);
/* Parses a whole file's text; @filename is used in error messages only. */
PlRecord     *pl_record_parse               (const char         *text,
                                             gsize               length,
                                             const char         *filename,
                                             GError            **error);
/* pl_file_read_regular() then pl_record_parse(): a Parlour record only. */
PlRecord     *pl_record_load                (const char         *path,
                                             GError            **error);
/* The record's text; parsing it again gives an equal record. */
char         *pl_record_to_string           (const PlRecord     *record);

/* The penalties of a deal's "X-Penalty" tag (seed 000, "Seeing Tricks"):
 * appends one, or reads them all (at most PL_RECORD_MAX_PENALTIES, into
 * @seats and @points, either may be NULL); FALSE if the tag is malformed. */
void          pl_deal_record_add_penalty    (PlDealRecord       *deal,
                                             guint               seat,
                                             guint               points);
gboolean      pl_deal_record_get_penalties  (const PlDealRecord *deal,
                                             guint              *seats,
                                             guint              *points,
                                             guint              *n_penalties,
                                             GError            **error);

/* Where the match stood before its first deal, for a game that carries a
 * running score from deal to deal (PlGame.start_score): the match tag
 * "X-Initial-Score" ("A B", one number a side; EGN's initialScore) put
 * into @state, the first deal's state.  TRUE, changing nothing, when the
 * tag is absent; FALSE when it is malformed, the game keeps no such
 * score, or the score cannot begin a deal. */
gboolean      pl_record_start_score         (const PlRecord     *record,
                                             gpointer            state,
                                             GError            **error);

/* What pl_record_check_match() finds out about a match on its way. */
typedef struct {
  const PlGame *game;
  guint         n_seats;
  guint         n_deals;
  gboolean      last_over;                /* the last deal is finished */
  guint         target;                   /* game->match_target, or 0 */
  gboolean      match_over;               /* a seat reached the target */
  gint          totals[PL_MAX_SEATS];     /* the book's score sheet */
  gint          leader;                   /* the seat ahead, -1 if level */
  gint          margin;                   /* by how much */
} PlMatchInfo;

/* Checks @record as one match: at least one deal, every deal of one game
 * and one number of seats, every move legal, every X-Penalty well formed,
 * every deal but the last finished, and no deal after a seat reached the
 * game's match target.  Errors are "NAME:LINE: deal N: what is wrong". */
gboolean      pl_record_check_match         (const PlRecord     *record,
                                             const char         *name,
                                             PlMatchInfo        *info,
                                             GError            **error);

/* Game files on the disk (pl-record-file.c). */

#define PL_FILE_ERROR (pl_file_error_quark ())
GQuark pl_file_error_quark (void);

typedef enum {
  PL_FILE_ERROR_NOT_REGULAR,     /* a folder, a pipe, a socket, a device */
  PL_FILE_ERROR_TOO_LARGE,       /* larger than the reader's limit */
  PL_FILE_ERROR_CANCELLED,
} PlFileError;

/* Whether the reading should stop (a GCancellable, from GIO's side). */
typedef gboolean (*PlCancelledFunc) (gpointer data);

/* Reads the whole of @path if it is a regular file (asked before anything
 * is read: a named pipe or a device is refused, never waited on) of at
 * most @max_size bytes (refused on its size, and reading stops one byte
 * past the limit whatever the file claims).  @contents is NUL-terminated.
 * Errors start with "@name: " (@name NULL: @path). */
gboolean      pl_file_read_regular          (const char         *path,
                                             const char         *name,
                                             gsize               max_size,
                                             PlCancelledFunc     cancelled,
                                             gpointer            cancelled_data,
                                             char              **contents,
                                             gsize              *length,
                                             GError            **error);
/* Replaces @path with @contents atomically and durably (a temporary file
 * beside it, flushed and renamed over it).  A symbolic link is followed to
 * the file it names, which is replaced (the link stays); a target that is
 * not a regular file (a pipe, a socket, a device) is refused.  A new file
 * gets @mode, an existing one keeps its own. */
gboolean      pl_file_write_atomic          (const char         *path,
                                             const char         *contents,
                                             gsize               length,
                                             int                 mode,
                                             GError            **error);

/* The one reader of game files, which the window and `parlour-cli replay`
 * share: a Parlour record, or International Skat Server game lines (one
 * game a line) if the first line that is neither blank nor a comment
 * starts with "(;"; then checked as a match (pl_record_check_match()).
 * All or nothing; errors start with "@name:LINE: ". */
PlRecord     *pl_saved_game_read            (const char         *text,
                                             gsize               length,
                                             const char         *name,
                                             GError            **error);
/* pl_file_read_regular() within the record limit, then
 * pl_saved_game_read(); @name as there (NULL: @path). */
PlRecord     *pl_saved_game_load            (const char         *path,
                                             const char         *name,
                                             PlCancelledFunc     cancelled,
                                             gpointer            cancelled_data,
                                             GError            **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PlDealRecord, pl_deal_record_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (PlRecord, pl_record_free)

G_END_DECLS
