/* pl-result-dialog.h — the end of a deal: who won, why, and every card
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
#define PL_TYPE_RESULT_DIALOG (pl_result_dialog_get_type ())
G_DECLARE_FINAL_TYPE (PlResultDialog, pl_result_dialog, PL, RESULT_DIALOG, AdwWindow)

/* NULL if the deal is not over. */
PlResultDialog *pl_result_dialog_new (GtkWindow   *parent,
                                      PlTable     *table,
                                      PlCardTheme *theme);

/* The frame every game's end-of-deal window shares: the title "End of the
 * Deal" (the tests find the window by it), a flat header bar without
 * window buttons, "Score Sheet" at its start (the main window's
 * win.score-sheet) — the caller packs its decisions at the end, in sight
 * however long the page — and @body, with the usual margins, in a clamp
 * that scrolls.  Returns the header bar. */
GtkWidget      *pl_result_frame_set_content (AdwWindow *window,
                                             GtkWidget *body);

G_END_DECLS
