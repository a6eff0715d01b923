/* pl-bezique-log-dialog.h — what was said in the Bézique deal so far
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "pl-table.h"

G_BEGIN_DECLS

/*
 * The deal's log (Ctrl+D, "Declarations" in the main menu): every
 * declaration both players made, in the old players' words ("Forty for
 * bézique, and twenty to score"), and every other score said aloud (the
 * sevens of trumps, scores in abeyance lost, the brisques of the last
 * eight tricks, the last trick), with who said it — what a player at a
 * real table has heard.  Under the French laws it does not number the
 * tricks (seed 002: "the players are not allowed to count the number of
 * tricks they have won").
 */
#define PL_TYPE_BEZIQUE_LOG_DIALOG (pl_bezique_log_dialog_get_type ())
G_DECLARE_FINAL_TYPE (PlBeziqueLogDialog, pl_bezique_log_dialog, PL, BEZIQUE_LOG_DIALOG,
                      AdwWindow)

/* NULL if no Bézique deal is at the table. */
PlBeziqueLogDialog *pl_bezique_log_dialog_new (GtkWindow *parent,
                                               PlTable   *table);

G_END_DECLS
