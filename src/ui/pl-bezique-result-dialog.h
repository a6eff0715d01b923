/* pl-bezique-result-dialog.h — the end of a Bézique deal: each score with its parts, the game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "pl-card-theme.h"
#include "pl-table.h"

G_BEGIN_DECLS

/*
 * Shows each player's score of the deal with its parts (every declaration
 * with its points, and those "to score" that were lost; the sevens of
 * trumps; the brisques; the last trick), the game's totals against its
 * target, and who won the game once someone reached it.  "Next Deal" (or
 * "New Game" once the game is over) emits "next-deal".
 */
#define PL_TYPE_BEZIQUE_RESULT_DIALOG (pl_bezique_result_dialog_get_type ())
G_DECLARE_FINAL_TYPE (PlBeziqueResultDialog, pl_bezique_result_dialog, PL,
                      BEZIQUE_RESULT_DIALOG, AdwWindow)

/* NULL if the deal is not over. */
PlBeziqueResultDialog *pl_bezique_result_dialog_new (GtkWindow   *parent,
                                                     PlTable     *table,
                                                     PlCardTheme *theme);

G_END_DECLS
