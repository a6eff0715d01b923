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

/* A toast may be dismissed only once it has finished coming in (libadwaita
 * 1.2 shows a toast in 300 ms and replaces one in 500 ms): dismissing it
 * while it animates crashes the overlay. */
#define TOAST_SETTLE_US (600 * G_TIME_SPAN_MILLISECOND)

/* What a window remembers of its hints.  The generation changes with every
 * move, deal and undo, so that a hint computed for a position that has
 * gone is dropped rather than shown. */
typedef struct {
  PlTable      *table;        /* weak: the table whose signals we follow */
  guint         generation;
  GCancellable *cancellable;  /* of the hint being computed, if any */
  /* The one toast that says "Thinking…" and then the hint, while it is
   * on screen: a new hint retitles it rather than queueing another, and
   * it goes when the position changes. */
  AdwToast     *toast;
  gint64        toast_shown;  /* monotonic time it was added */
  guint         dismiss_id;   /* a dismissal waiting for it to settle */
  /* Every hint toast not dismissed yet (the tests count them: hints
   * never queue up). */
  GPtrArray    *alive;
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
  g_clear_handle_id (&data->dismiss_id, g_source_remove);
  if (data->toast != NULL)
    g_signal_handlers_disconnect_by_data (data->toast, data);
  g_clear_object (&data->toast);
  for (guint i = 0; data->alive != NULL && i < data->alive->len; i++)
    g_signal_handlers_disconnect_by_data (g_ptr_array_index (data->alive, i), data->alive);
  g_clear_pointer (&data->alive, g_ptr_array_unref);
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

static void
alive_dismissed_cb (AdwToast  *toast,
                    GPtrArray *alive)
{
  g_signal_handlers_disconnect_by_data (toast, alive);
  g_ptr_array_remove (alive, toast);
}

static void
toast_dismissed_cb (AdwToast *toast,
                    HintData *data)
{
  if (data->toast != toast)
    return;
  g_signal_handlers_disconnect_by_data (toast, data);
  g_clear_handle_id (&data->dismiss_id, g_source_remove);
  g_clear_object (&data->toast);
}

static gboolean
dismiss_settled_cb (gpointer user_data)
{
  HintData *data = user_data;
  AdwToast *toast = g_steal_pointer (&data->toast);

  data->dismiss_id = 0;
  if (toast != NULL)
    {
      g_signal_handlers_disconnect_by_data (toast, data);
      adw_toast_dismiss (toast);
      g_object_unref (toast);
    }
  return G_SOURCE_REMOVE;
}

/* The hint's toast goes: at once if it has settled on screen, else as
 * soon as it has. */
static void
dismiss_toast (HintData *data)
{
  gint64 age;

  if (data->toast == NULL || data->dismiss_id != 0)
    return;
  age = g_get_monotonic_time () - data->toast_shown;
  if (age >= TOAST_SETTLE_US)
    dismiss_settled_cb (data);
  else
    data->dismiss_id = g_timeout_add ((guint) ((TOAST_SETTLE_US - age) / 1000) + 1,
                                      dismiss_settled_cb, data);
}

/* Says @message in the hint's toast: the one on screen is retitled, so
 * that hints never queue up behind each other.  It stays until the
 * position changes (or another message replaces it). */
static void
show_toast (PlWindow   *self,
            const char *message)
{
  HintData *data = get_data (self);
  AdwToast *toast;

  if (data->toast != NULL && data->dismiss_id == 0)
    {
      pl_window_set_toast_title (self, data->toast, message);
      return;
    }
  toast = adw_toast_new (message);
  adw_toast_set_timeout (toast, 0);
  adw_toast_set_priority (toast, ADW_TOAST_PRIORITY_HIGH);
  g_signal_connect (toast, "dismissed", G_CALLBACK (toast_dismissed_cb), data);
  g_ptr_array_add (data->alive, g_object_ref (toast));
  g_signal_connect (toast, "dismissed", G_CALLBACK (alive_dismissed_cb), data->alive);
  /* A dismissal still waiting is for the old toast, which keeps it. */
  if (data->dismiss_id != 0)
    {
      g_clear_handle_id (&data->dismiss_id, g_source_remove);
      dismiss_settled_cb (data);
    }
  /* Added first: adding a toast withdraws the hint's toast shown so far. */
  pl_window_add_toast (self, toast);
  data->toast = g_object_ref (toast);
  data->toast_shown = g_get_monotonic_time ();
}

void
pl_window_hint_withdraw (PlWindow *self)
{
  HintData *data = g_object_get_data (G_OBJECT (self), HINT_DATA);

  if (data != NULL)
    dismiss_toast (data);
}

static HintData *
get_data (PlWindow *self)
{
  HintData *data = g_object_get_data (G_OBJECT (self), HINT_DATA);

  if (data == NULL)
    {
      data = g_new0 (HintData, 1);
      data->alive = g_ptr_array_new_with_free_func (g_object_unref);
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
  dismiss_toast (data);
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

const char *
pl_window_hint_get_shown (PlWindow *self,
                          guint    *n_toasts)
{
  HintData *data = g_object_get_data (G_OBJECT (self), HINT_DATA);

  *n_toasts = data != NULL ? data->alive->len : 0;
  if (data == NULL || data->toast == NULL || data->dismiss_id != 0)
    return "";
  return adw_toast_get_title (data->toast);
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
    {
      pl_table_view_set_hint (PL_TABLE_VIEW (view), card);
      /* Enter plays what the hint says: the keyboard's focus is on it. */
      pl_table_view_focus_playable (PL_TABLE_VIEW (view), PL_CARDSET_BIT (card));
    }

  if (hint->reason != NULL && *hint->reason != '\0')
    /* TRANSLATORS: a hint and why: "Hint: play the Queen of Spades — wins the trick". */
    message = g_strdup_printf (_("Hint: %s — %s"), what, hint->reason);
  else
    /* TRANSLATORS: a hint: "Hint: bid 20". */
    message = g_strdup_printf (_("Hint: %s"), what);
  show_toast (self, message);
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
    {
      /* "Thinking…" is not left standing for a hint that will not come. */
      if (hint->generation == data->generation)
        dismiss_toast (data);
      return;
    }

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
  /* One hint at a time: the one coming is for this very position, and
   * the one shown is too (any move would have withdrawn it). */
  if (data->cancellable != NULL || (data->toast != NULL && data->dismiss_id == 0))
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

  /* The same toast says the hint when it comes. */
  show_toast (self, _("Thinking about a hint…"));
}

void
pl_window_hint_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.hint", NULL, pl_window_hint);
}
