/* pl-window-hint.c — win.hint: the move the Strong player would make
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-hint"

#include <glib/gi18n-lib.h>

#include "pl-ai.h"
#include "pl-table-view.h"
#include "pl-window-private.h"

#define HINT_DATA "pl-window-hint"

/* What a window remembers of its hints.  The generation changes with every
 * move, deal and undo, so that a hint computed for a position that has
 * gone is dropped rather than shown. */
typedef struct {
  PlTable      *table;        /* weak: the table whose signals we follow */
  guint         generation;
  GCancellable *cancellable;  /* of the hint being computed, if any */
} HintData;

/* One hint being computed in a thread, on its own copy of the state. */
typedef struct {
  const PlGame *game;
  gpointer      state;
  guint         seat;
  guint         generation;
  PlTable      *table;        /* only compared, never dereferenced */
  PlMove        move;
  char         *reason;
} HintTask;

static void
hint_data_free (gpointer user_data)
{
  HintData *data = user_data;

  if (data->cancellable != NULL)
    g_cancellable_cancel (data->cancellable);
  g_clear_object (&data->cancellable);
  g_clear_weak_pointer (&data->table);
  g_free (data);
}

static void
hint_task_free (gpointer user_data)
{
  HintTask *task = user_data;

  g_free (task->state);
  g_free (task->reason);
  g_free (task);
}

static HintData *get_data (PlWindow *self);

/* A hint's toast.  It is never dismissed by hand: dismissing a toast
 * while libadwaita 1.2 animates it in or out crashes the overlay. */
static void
show_toast (PlWindow   *self,
            const char *message,
            guint       timeout)
{
  AdwToast *toast = adw_toast_new (message);

  adw_toast_set_timeout (toast, timeout);
  pl_window_add_toast (self, toast);
}

static HintData *
get_data (PlWindow *self)
{
  HintData *data = g_object_get_data (G_OBJECT (self), HINT_DATA);

  if (data == NULL)
    {
      data = g_new0 (HintData, 1);
      g_object_set_data_full (G_OBJECT (self), HINT_DATA, data, hint_data_free);
    }
  return data;
}

/* Any move, new deal or undo: the hint shown or coming is out of date. */
static void
position_changed_cb (PlWindow *self)
{
  HintData *data = get_data (self);
  GtkWidget *view = pl_window_get_table_view (self);

  data->generation++;
  if (data->cancellable != NULL)
    g_cancellable_cancel (data->cancellable);
  g_clear_object (&data->cancellable);
  if (view != NULL)
    pl_table_view_set_hint (PL_TABLE_VIEW (view), PL_CARD_NONE);
}

static void
follow_table (PlWindow *self,
              PlTable  *table)
{
  HintData *data = get_data (self);

  if (data->table == table)
    return;
  g_set_weak_pointer (&data->table, table);
  data->generation++;
  g_signal_connect_object (table, "move-played", G_CALLBACK (position_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (table, "deal-started", G_CALLBACK (position_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (table, "undone", G_CALLBACK (position_changed_cb), self,
                           G_CONNECT_SWAPPED);
}

gboolean
pl_window_hint_available (PlWindow *self)
{
  PlTable *table = pl_window_get_table (self);

  /* A game with computer players can give a hint. */
  return table != NULL && pl_table_get_state (table) != NULL &&
         pl_ai_lookup (pl_table_get_game (table)) != NULL &&
         pl_window_get_controller (self) != NULL &&
         !pl_table_is_over (table) && pl_table_is_human_turn (table);
}

static void
hint_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  HintTask *hint = task_data;

  hint->move = pl_ai_hint (hint->game, hint->state, hint->seat, &hint->reason);
  g_task_return_boolean (task, TRUE);
}

static void
show_hint (PlWindow *self,
           HintTask *hint)
{
  PlTable *table = pl_window_get_table (self);
  gconstpointer state = pl_table_get_state (table);
  GtkWidget *view = pl_window_get_table_view (self);
  g_autofree char *what = NULL;
  g_autofree char *message = NULL;
  PlCard card = PL_CARD_NONE;

  /* The AI promises a legal move; a hint that is not one is a bug, and
   * it is never applied anyway. */
  g_return_if_fail (hint->game->check_move (state, &hint->move, NULL));

  /* The game says the move in its words, and which card it moves. */
  what = pl_game_controller_describe_move (pl_window_get_controller (self), state,
                                           &hint->move, &card);
  if (view != NULL && card != PL_CARD_NONE)
    pl_table_view_set_hint (PL_TABLE_VIEW (view), card);

  if (hint->reason != NULL && *hint->reason != '\0')
    /* TRANSLATORS: a hint and why: "Hint: play the Queen of Spades — wins the trick". */
    message = g_strdup_printf (_("Hint: %s — %s"), what, hint->reason);
  else
    /* TRANSLATORS: a hint: "Hint: bid 20". */
    message = g_strdup_printf (_("Hint: %s"), what);
  show_toast (self, message, 6);
}

static void
hint_done_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  PlWindow *self = PL_WINDOW (source);
  GTask *task = G_TASK (result);
  HintTask *hint = g_task_get_task_data (task);
  HintData *data = get_data (self);

  /* A move was played, a deal begun or undone meanwhile, or the window
   * closed: the hint is for a position that has gone. */
  if (!g_task_propagate_boolean (task, NULL) ||
      hint->generation != data->generation ||
      pl_window_get_table (self) != hint->table ||
      !pl_window_hint_available (self))
    return;

  g_clear_object (&data->cancellable);
  show_hint (self, hint);
}

static void
pl_window_hint (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  PlWindow *self = PL_WINDOW (widget);
  PlTable *table = pl_window_get_table (self);
  HintData *data;
  HintTask *hint;
  g_autoptr(GTask) task = NULL;

  if (!pl_window_hint_available (self))
    return;

  follow_table (self, table);
  data = get_data (self);
  /* One hint at a time: the one coming is for this very position. */
  if (data->cancellable != NULL)
    return;

  hint = g_new0 (HintTask, 1);
  hint->game = pl_table_get_game (table);
  hint->state = g_memdup2 (pl_table_get_state (table), hint->game->state_size);
  hint->seat = pl_table_get_human_seat (table);
  hint->generation = data->generation;
  hint->table = table;

  data->cancellable = g_cancellable_new ();
  task = g_task_new (self, data->cancellable, hint_done_cb, NULL);
  g_task_set_source_tag (task, pl_window_hint);
  g_task_set_task_data (task, hint, hint_task_free);
  /* The search cannot be stopped half-way: a cancelled hint returns at
   * once and its thread finishes on its own copy of the state. */
  g_task_set_return_on_cancel (task, TRUE);
  g_task_run_in_thread (task, hint_thread);

  /* Short: the hint itself follows within seconds. */
  show_toast (self, _("Thinking about a hint…"), 2);
}

void
pl_window_hint_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.hint", NULL, pl_window_hint);
}
