/* pl-skat-list-page.h — the Skat list (the ISkO's Spielliste) in the Score Sheet
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "pl-table.h"

G_BEGIN_DECLS

/*
 * The page of the Score Sheet window that shows the match as the list
 * German players keep (pl-skat-list.h): one row per deal with its number,
 * dealer, declarer, game, bid, value and marks (Kontra, Re, Bock), the
 * running total of every player, the Seeger-Fabian foot and whose deal it
 * is, in words.  Where the number of players changed, each list is shown,
 * the earlier ones first.  The page exports the lists as plain text or CSV
 * (a file chooser; written atomically, off the main loop) and prints them
 * (GtkPrintOperation).  Its actions "list.export" and "list.print" are
 * installed on @window (Ctrl+E, Ctrl+P there).
 */
GtkWidget *pl_skat_list_page_new (PlTable   *table,
                                  GtkWindow *window);

G_END_DECLS
