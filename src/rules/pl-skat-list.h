/* pl-skat-list.h — the Skat list (the ISkO's "Spielliste") of a match
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pl-record.h"
#include "pl-skat.h"

G_BEGIN_DECLS

/*
 * The list German players keep today, beside the book's sheet of seed 000
 * (pl-score-sheet.h, kept as it is): one row per deal with its number,
 * dealer, declarer, game ("♣ Hand Schneider"), bid and value (+/−), and
 * the running total of every player; deals passed in and abandoned are
 * rows of their own; Kontra, Re and Bock are marked.  At the foot, the
 * Seeger-Fabian totals of the ISkO's tournament list: each player's game
 * values, his games won and lost as declarer (50 more for each won, 50
 * less for each lost) and the declarers' lost games he won as an
 * opponent (40 each at three players, 30 at four), and their sum.  Then
 * whose deal it is, in words.
 *
 * A list is built from a match record: every finished deal of it is
 * replayed.  A list has one number of players; where a record changes
 * it, a new list starts (pl_skat_list_split()).
 */

typedef struct {
  guint          number;               /* 1 … */
  guint          dealer;               /* seat */
  gint           declarer;             /* seat; -1: passed, Ramsch, abandoned */
  PlSkatContract contract;
  guint          flags;                /* announced: PlSkatFlags */
  gboolean       schneider;            /* made in play */
  gboolean       schwarz;
  gboolean       passed;               /* passed in */
  gboolean       ramsch;
  gboolean       abandoned;
  gint           abandoned_by;         /* seat, or -1 */
  gboolean       won;
  guint          bid;
  gint           value;                /* as scored: lost doubled, Kontra… */
  guint          kontra;               /* 0, 1 Kontra, 2 Re */
  guint          bock;                 /* the deal counts 2^bock */
  guint          bock_events;          /* PlSkatBockEvent it called for */
  gint           score[PL_MAX_SEATS];  /* what each seat scored */
  gint           total[PL_MAX_SEATS];  /* the running totals after it */
} PlSkatListRow;

typedef struct {
  guint   n_seats;
  char   *names[PL_MAX_SEATS];         /* owned */
  GArray *rows;                        /* of PlSkatListRow */
  /* The Seeger-Fabian foot, per seat. */
  gint    points[PL_MAX_SEATS];        /* the game values */
  guint   won[PL_MAX_SEATS];
  guint   lost[PL_MAX_SEATS];
  guint   opponent_won[PL_MAX_SEATS];  /* declarers' lost games */
  guint   opponent_bonus;              /* 40 at three, 30 at four */
  gint    seeger_fabian[PL_MAX_SEATS];
  gint    next_dealer;                 /* seat, -1 if unknown */
} PlSkatList;

/* The lists of the Skat deals of @record, a new one wherever the number
 * of players changes; a deal not finished ends the list (it tells the
 * next dealer).  Fails on a deal that does not replay or is not Skat. */
GPtrArray  *pl_skat_list_split        (const PlRecord      *record,
                                       GError             **error);
void        pl_skat_list_free         (PlSkatList          *list);

/* "♣ Hand Schneider", "Grand Ouvert", "Null Hand", "Ramsch", "Passed in". */
char       *pl_skat_list_game_text    (const PlSkatListRow *row);
/* "K", "K R", "Bock", as the list marks them. */
char       *pl_skat_list_marks        (const PlSkatListRow *row);
/* The list as plain text for a terminal or a print-out, and as CSV (RFC
 * 4180, a header line, the foot as rows after an empty line). */
char       *pl_skat_list_to_text      (const PlSkatList    *list);
char       *pl_skat_list_to_csv       (const PlSkatList    *list);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PlSkatList, pl_skat_list_free)

G_END_DECLS
