/* pl-window-private.h — what the parts of PlWindow share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pl-game-controller.h"
#include "pl-table.h"
#include "pl-window.h"

G_BEGIN_DECLS

PlTable          *pl_window_get_table       (PlWindow   *self);
GtkWidget        *pl_window_get_table_view  (PlWindow   *self);
GtkWidget        *pl_window_get_action_bar (PlWindow   *self);
PlGameController *pl_window_get_controller  (PlWindow   *self);
const char       *pl_window_get_state_file  (PlWindow   *self);
/* TRUE (and remembers @contents) if @contents differ from the last written. */
gboolean          pl_window_state_changed   (PlWindow   *self,
                                             const char *contents);

/* pl-window-test-state.c: a GSourceFunc that writes the state file. */
gboolean          pl_window_write_test_state_cb (gpointer user_data);

/* pl-window.c, for pl-window-save.c. */
typedef struct _PlWindowSave PlWindowSave;

PlWindowSave     *pl_window_get_save        (PlWindow   *self);
GSettings        *pl_window_get_settings    (PlWindow   *self);
GtkWidget        *pl_window_get_continue_row (PlWindow  *self);
/* Creates the table, view and controller of @game_id if needed. */
gboolean          pl_window_ensure_table    (PlWindow   *self,
                                             const char *game_id);
/* Shows the table page (after a deal was loaded). */
void              pl_window_show_table      (PlWindow   *self);
void              pl_window_show_start      (PlWindow   *self);
void              pl_window_update_actions  (PlWindow   *self);
/* Shows @toast (taking it) and remembers its title as the last toast. */
void              pl_window_add_toast       (PlWindow   *self,
                                             AdwToast   *toast);
/* The last toast shown, for the tests' state file. */
const char       *pl_window_get_last_toast  (PlWindow   *self);

/* What starts a new match (a game chosen on the start page, a deal
 * number, an opened game) goes through this: @then runs at once, or once
 * the player agrees to leave the deal in progress, which the new match
 * ends unscored.  @destroy frees @data either way. */
typedef void (*PlWindowLeaveFunc) (PlWindow *self,
                                   gpointer  data);
void              pl_window_leave_deal_then (PlWindow          *self,
                                             PlWindowLeaveFunc  then,
                                             gpointer           data,
                                             GDestroyNotify     destroy);
/* The question asked by pl_window_leave_deal_then() while it is shown, for
 * the tests' state file; else NULL. */
const char       *pl_window_get_leave_question (PlWindow *self);
/* Where the start page's row of @game_id is (window coordinates of its
 * centre), for the tests' state file; FALSE if not shown. */
gboolean          pl_window_get_game_row_center (PlWindow   *self,
                                                 const char *game_id,
                                                 double     *x,
                                                 double     *y);

/* pl-window-save.c: autosave and Continue, saved games, undo and redo,
 * replaying a deal, a chosen deal number and the statistics. */
void              pl_window_save_class_init (GtkWidgetClass *widget_class);
PlWindowSave     *pl_window_save_new        (PlWindow   *self);
void              pl_window_save_free       (PlWindowSave *save);
void              pl_window_save_attach_table (PlWindow *self,
                                               PlTable  *table);
void              pl_window_save_update_actions (PlWindow *self);
/* Shows or hides "Continue" on the start page, with what it continues. */
void              pl_window_save_update_continue (PlWindow *self);
/* Whether "Continue" is offered (for the test state file). */
gboolean          pl_window_save_has_continue (PlWindow *self);
/* Opens a record or ISS file as the match (refused whole if bad). */
void              pl_window_open_file       (PlWindow   *self,
                                             GFile      *file);

/* pl-window-hint.c: win.hint, the Strong player's move for the human,
 * computed in a thread; whether it may be asked for now. */
void              pl_window_hint_class_init (GtkWidgetClass *widget_class);
gboolean          pl_window_hint_available  (PlWindow   *self);

G_END_DECLS
