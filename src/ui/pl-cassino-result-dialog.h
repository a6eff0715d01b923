/* pl-cassino-result-dialog.h — the end of a Cassino hand: the showing, side by side, and the match
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "pl-cassino.h"
#include "pl-table.h"

G_BEGIN_DECLS

/*
 * Shows the showing of seed 003 for each player (or partnership): the
 * cards with their count ("27 cards") and the 3 points for the most, the
 * spades ("7 spades") and the point for the most, big and little cassino,
 * the aces, the sweeps as the table counts them, and the hand's points;
 * then the running score of the match, who won it once it is over, and
 * the lurch when it happened.  "Next Hand" (or "New Game" once the match
 * is over) emits "next-deal".
 */
#define PL_TYPE_CASSINO_RESULT_DIALOG (pl_cassino_result_dialog_get_type ())
G_DECLARE_FINAL_TYPE (PlCassinoResultDialog, pl_cassino_result_dialog, PL,
                      CASSINO_RESULT_DIALOG, AdwWindow)

/* NULL if the hand is not over. */
PlCassinoResultDialog *pl_cassino_result_dialog_new (GtkWindow *parent,
                                                     PlTable   *table);

/* What the window shows, as JSON for the tests' state file: the score
 * line, the lurch, and each side's rows [title, count, points]. */
const char            *pl_cassino_result_dialog_get_shown (PlCassinoResultDialog *self);

/* The match so far, judged as seed 003 judges it (the score sheet's
 * totals of each side's first seat); FALSE if there is no Cassino deal. */
gboolean               pl_cassino_table_match       (PlTable        *table,
                                                     PlCassinoMatch *match);
/* A side's name as the table says it: "You", "Anna", "You and Bob". */
char                  *pl_cassino_side_name         (PlTable        *table,
                                                     guint           side);

G_END_DECLS
