/* pl-euchre-result-dialog.h — the end of a Euchre deal: trumps, tricks, points and why, the game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "pl-card-theme.h"
#include "pl-table.h"

G_BEGIN_DECLS

/*
 * Shows who made trumps and in what, alone or not (and who defended
 * alone or laid his hand down), the tricks of each side, the points and
 * why ("Euchred: 2 to you and your partner"), and the game score, with
 * the side that reached the game.  "Could I have won?" works out, off the
 * main loop, what the makers take with best play from the first lead on.
 * "Next Deal" emits "next-deal".
 */
#define PL_TYPE_EUCHRE_RESULT_DIALOG (pl_euchre_result_dialog_get_type ())
G_DECLARE_FINAL_TYPE (PlEuchreResultDialog, pl_euchre_result_dialog, PL,
                      EUCHRE_RESULT_DIALOG, AdwWindow)

/* NULL if the deal is not over. */
PlEuchreResultDialog *pl_euchre_result_dialog_new (GtkWindow   *parent,
                                                   PlTable     *table,
                                                   PlCardTheme *theme);

G_END_DECLS
