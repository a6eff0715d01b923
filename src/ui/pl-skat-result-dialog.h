/* pl-skat-result-dialog.h — the end of a Skat deal: who won, why, and every card
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "pl-card-theme.h"
#include "pl-table.h"

G_BEGIN_DECLS

/*
 * The result of the deal just finished, as the rules explain it
 * (PlResult.reasons: card points, matadors, the value step by step, won or
 * lost and why), the skat and every hand as dealt.  "Next Deal" is the
 * default button; "Score Sheet" opens the window's score sheet.
 *
 * Signals
 *   "next-deal" ()
 */
#define PL_TYPE_SKAT_RESULT_DIALOG (pl_skat_result_dialog_get_type ())
G_DECLARE_FINAL_TYPE (PlSkatResultDialog, pl_skat_result_dialog, PL, SKAT_RESULT_DIALOG,
                      AdwWindow)

/* NULL if the deal is not over. */
PlSkatResultDialog *pl_skat_result_dialog_new (GtkWindow   *parent,
                                      PlTable     *table,
                                      PlCardTheme *theme);

G_END_DECLS
