/* pl-rules-window.h — the rules of each game, inside the application
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define PL_TYPE_RULES_WINDOW (pl_rules_window_get_type ())

G_DECLARE_FINAL_TYPE (PlRulesWindow, pl_rules_window, PL, RULES_WINDOW, AdwWindow)

/* @game: the record id of the page to show first ("skat"), or NULL. */
PlRulesWindow *pl_rules_window_new       (GtkWindow     *parent,
                                          const char    *game);
void           pl_rules_window_show_game (PlRulesWindow *self,
                                          const char    *game);

G_END_DECLS
