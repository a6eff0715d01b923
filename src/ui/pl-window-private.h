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

/* pl-window-test-state.c: a GSourceFunc that writes the state file, and
 * @text as a JSON string for it. */
gboolean          pl_window_write_test_state_cb (gpointer user_data);
void              pl_window_append_json_string (GString    *out,
                                                const char *text);

/* pl-window.c, for the files below. */
typedef struct _PlWindowSave PlWindowSave;

PlWindowSave     *pl_window_get_save        (PlWindow   *self);
GSettings        *pl_window_get_settings    (PlWindow   *self);
GtkListBox       *pl_window_get_continue_list (PlWindow *self);
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
/* Gives @toast, shown or not, the plain-text @title (and remembers it as
 * the last toast): a hint's toast says "Thinking…" and then the hint. */
void              pl_window_set_toast_title (PlWindow   *self,
                                             AdwToast   *toast,
                                             const char *title);
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
/* Asks @heading with @body; @then runs if the player chooses @leave_label
 * (shown as destructive), nothing if @keep_label (the default, and
 * Escape).  One question at a time: while one is shown, a second is
 * dropped (@destroy frees @data either way). */
void              pl_window_ask_then        (PlWindow          *self,
                                             const char        *heading,
                                             const char        *body,
                                             const char        *keep_label,
                                             const char        *leave_label,
                                             PlWindowLeaveFunc  then,
                                             gpointer           data,
                                             GDestroyNotify     destroy);
/* Starts a new match of @game_id on a fresh table (the table of that game
 * goes, saved as it stands); no question asked. */
gboolean          pl_window_start_new_match (PlWindow   *self,
                                             const char *game_id,
                                             guint64     seed);
/* The question asked by pl_window_leave_deal_then() while it is shown, for
 * the tests' state file; else NULL. */
const char       *pl_window_get_leave_question (PlWindow *self);
/* Where the start page's row of @game_id is (window coordinates of its
 * centre), for the tests' state file; FALSE if not shown. */
gboolean          pl_window_get_game_row_center (PlWindow   *self,
                                                 const char *game_id,
                                                 double     *x,
                                                 double     *y);

/* pl-window.c, for pl-window-actions.c. */
gboolean          pl_window_is_at_table     (PlWindow   *self);
void              pl_window_set_last_trick_visible (PlWindow *self,
                                                    gboolean  visible);
void              pl_window_present_score_sheet (PlWindow *self);

/* pl-window-actions.c: every win.* action (but win.hint) and
 * pl_window_update_actions(), the one place that sets what is enabled. */
void              pl_window_actions_class_init (GtkWidgetClass *widget_class);

/* pl-window-saved-game.c: each game's saved match (autosave, Continue, a
 * new match asked for); it owns the statistics and the files below. */
typedef struct _PlWindowStatistics PlWindowStatistics;
typedef struct _PlWindowFiles PlWindowFiles;

PlWindowSave     *pl_window_save_new        (PlWindow   *self);
void              pl_window_save_free       (PlWindowSave *save);
void              pl_window_save_attach_table (PlWindow *self,
                                               PlTable  *table);
/* Before the table goes (another game, a new match): its match is saved
 * as it stands and offered by Continue. */
void              pl_window_save_detach_table (PlWindow *self);
/* Shows a "Continue" row on the start page for each game with a saved
 * match, with where it stands. */
void              pl_window_save_update_continue (PlWindow *self);
/* Continues @game_id's saved match. */
void              pl_window_save_continue   (PlWindow   *self,
                                             const char *game_id);
/* A new match of @game_id from @seed, once the saved one (if any) is
 * given up by the player's choice. */
void              pl_window_save_new_match  (PlWindow   *self,
                                             const char *game_id,
                                             guint64     seed);
/* @record (taken; checked by pl_saved_game_read()) as its game's match,
 * once the saved one (if any) is given up by the player's choice. */
void              pl_window_save_open_match (PlWindow   *self,
                                             PlRecord   *record);
/* The start page's saved matches for the tests' state file: appends
 * "\"continue\": …, \"saved\": {…}" (window coordinates moved by @ox, @oy). */
void              pl_window_save_append_test_state (PlWindow *self,
                                                    GString  *out,
                                                    double    ox,
                                                    double    oy);
PlWindowStatistics *pl_window_save_get_statistics (PlWindow *self);
PlWindowFiles    *pl_window_save_get_files  (PlWindow   *self);
/* Cancelled when the window goes: for its reads and writes. */
GCancellable     *pl_window_save_get_cancellable (PlWindow *self);
/* Says in a toast what went wrong with a file, short enough to read at a
 * glance, with the whole message one click away ("Details"). */
void              pl_window_tell_problem    (PlWindow   *self,
                                             const char *what,
                                             const char *details);
/* The same for a file renamed aside: "WHAT. It was kept as “NAME”.", the
 * folder in the details. */
void              pl_window_tell_kept_aside (PlWindow   *self,
                                             const char *what,
                                             const char *message,
                                             const char *kept_as);

/* pl-window-files.c: Open Game…, Save Game As…, `parlour FILE`. */
PlWindowFiles    *pl_window_files_new       (PlWindow   *window);
void              pl_window_files_free      (PlWindowFiles *files);
void              pl_window_files_open      (PlWindow   *self);
void              pl_window_files_save_as   (PlWindow   *self);
/* A message dialog with @heading and @body, and Close. */
void              pl_window_show_error      (PlWindow   *self,
                                             const char *heading,
                                             const char *body);

/* pl-window-statistics.c: every finished deal counted into the file. */
PlWindowStatistics *pl_window_statistics_new (PlWindow     *window,
                                              GCancellable *cancellable);
void              pl_window_statistics_free (PlWindowStatistics *statistics);
void              pl_window_statistics_count_deal (PlWindowStatistics *statistics,
                                                   PlTable            *table);
void              pl_window_statistics_present (PlWindowStatistics *statistics);

/* pl-window-hint.c: win.hint, the Strong player's move for the human,
 * computed in a thread; whether it may be asked for now. */
void              pl_window_hint_class_init (GtkWidgetClass *widget_class);
gboolean          pl_window_hint_available  (PlWindow   *self);
/* Takes the hint's toast away (another message is shown). */
void              pl_window_hint_withdraw   (PlWindow   *self);

/* pl-window-review.c: win.analyse-deal (the rest is in pl-window.h);
 * `, "review": …` in the tests' state file. */
void              pl_window_review_class_init (GtkWidgetClass *widget_class);
void              pl_window_review_append_test_state (PlWindow *self,
                                                      GString  *out);
/* pl-window-statistics.c: the player's mistakes in an analysed deal,
 * counted once per deal. */
void              pl_window_statistics_count_review (PlWindowStatistics *statistics,
                                                     const PlDealRecord *deal,
                                                     guint               mistakes);

G_END_DECLS
