/* pl-result-frame.h — the frame every game's end-of-deal window shares
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "pl-table.h"

G_BEGIN_DECLS

/* The frame every game's end-of-deal window shares: the title "End of the
 * Deal" (the tests find the window by it), a flat header bar without
 * window buttons, "Score Sheet" at its start (the main window's
 * win.score-sheet) — the caller packs its decisions at the end, in sight
 * however long the page — and @body, with the usual margins, in a clamp
 * that scrolls.  Returns the header bar. */
GtkWidget      *pl_result_frame_set_content (AdwWindow *window,
                                             GtkWidget *body);

/* The book's laws (pl-laws.h): appends to the body of @window (made by
 * pl_result_frame_set_content()) a group with each irregularity of the
 * deal and what the law made of it, as the result's reasons say it;
 * nothing at a deal not played by the laws or without one, or in a window
 * of another frame (Skat's shows the reasons, these lines with them). */
void            pl_result_frame_add_laws (GtkWindow *window,
                                          PlTable   *table);
/* "Score Sheet": the main window's win.score-sheet, for the transient
 * window @window (a template's callback). */
void            pl_result_frame_score_sheet_clicked_cb (GtkWindow *window);

G_END_DECLS
