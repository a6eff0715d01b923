/* pl-window.h — the main window: the start page, and later the table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "pl-application.h"

G_BEGIN_DECLS

#define PL_TYPE_WINDOW (pl_window_get_type ())

G_DECLARE_FINAL_TYPE (PlWindow, pl_window, PL, WINDOW, AdwApplicationWindow)

PlWindow *pl_window_new        (PlApplication *application);
void      pl_window_show_toast (PlWindow      *self,
                                const char    *message);
/* Sits down at a table of @game_id ("skat") and deals from @seed; FALSE
 * (with a toast) if the game has no table yet. */
gboolean  pl_window_start_game (PlWindow      *self,
                                const char    *game_id,
                                guint64        seed);
/* The record id of the game at the table ("bezique"), or NULL on the
 * start page. */
const char *pl_window_get_game_id (PlWindow   *self);
/* Opens a record or ISS file as its game's match, as Open Game… does: read
 * in a worker and refused whole if bad, asking first if it would replace
 * a saved match. */
void      pl_window_open_file  (PlWindow      *self,
                                GFile         *file);
/* Starts a new match of @game_id from @seed, as `parlour --game` asks: if
 * the game has a saved match, once the player agrees to end it. */
void      pl_window_start_match (PlWindow     *self,
                                 const char   *game_id,
                                 guint64       seed);

/* "Analyse This Deal" (pl-window-review.c): whether the table has a deal
 * of a game the analysis knows with a card played; the review of its last
 * finished deal (or the deal so far) in a window transient for @parent
 * (NULL: this window; the end-of-deal window, which is modal, passes
 * itself). */
gboolean   pl_window_review_available (PlWindow  *self);
void       pl_window_review_present   (PlWindow  *self,
                                       GtkWindow *parent);

G_END_DECLS
