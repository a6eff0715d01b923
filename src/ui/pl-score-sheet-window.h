/* pl-score-sheet-window.h — the session's score sheet
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "pl-table.h"

G_BEGIN_DECLS

/*
 * The score sheet of the whole session, in both of the ways Parlour keeps
 * it: the book's list (seed 000, "Scoring": one column per player, signed
 * running totals, a line under every third amount, every fourth at four
 * players, so the dealer can be read off) and the Seeger-Fabian list of the
 * tournaments (games won and lost, the points with the 50 and the 40/30).
 * Which one shows first follows the `score-sheet-style` setting.  It
 * follows the table: a finished deal or a penalty appears at once.
 */
#define PL_TYPE_SCORE_SHEET_WINDOW (pl_score_sheet_window_get_type ())
G_DECLARE_FINAL_TYPE (PlScoreSheetWindow, pl_score_sheet_window,
                      PL, SCORE_SHEET_WINDOW, AdwWindow)

PlScoreSheetWindow *pl_score_sheet_window_new     (GtkWindow          *parent,
                                                   PlTable            *table,
                                                   GSettings          *settings);
void                pl_score_sheet_window_refresh (PlScoreSheetWindow *self);

G_END_DECLS
