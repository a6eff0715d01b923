/* pl-game-controller.c — what the window asks of a game's controller, and what controllers share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-game-controller"

#include <glib/gi18n-lib.h>

#include "pl-application.h"
#include "pl-game-controller.h"
#include "pl-peek-dialog.h"
#include "pl-window.h"

/* How long the last trick stays on the table before the result shows. */
#define RESULT_DELAY_MS 900

typedef struct
{
  GtkWindow     *window;        /* weak: the window owns the controller */
  PlTable       *table;
  PlTableView   *view;
  PlSkatBidding *bar;
  GtkRevealer   *bar_revealer;

  GtkWindow     *dialog;        /* weak: the one dialog open */
  guint          result_source;

  char          *last_refusal;
  char          *last_peek;

  /* The view's signals may come back while update runs. */
  gboolean       updating;
  gboolean       update_again;
} PlGameControllerPrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (PlGameController, pl_game_controller, G_TYPE_OBJECT)

enum {
  SIGNAL_CHANGED,
  N_SIGNALS,
};

static guint signals[N_SIGNALS];

#define PRIV(self) ((PlGameControllerPrivate *) pl_game_controller_get_instance_private (self))

void
pl_game_controller_emit_changed (PlGameController *self)
{
  g_return_if_fail (PL_IS_GAME_CONTROLLER (self));

  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

void
pl_game_controller_update (PlGameController *self)
{
  PlGameControllerPrivate *priv;

  g_return_if_fail (PL_IS_GAME_CONTROLLER (self));

  priv = PRIV (self);
  if (priv->updating)
    {
      priv->update_again = TRUE;
      return;
    }
  if (priv->table == NULL)
    return;

  priv->updating = TRUE;
  do
    {
      priv->update_again = FALSE;
      PL_GAME_CONTROLLER_GET_CLASS (self)->update (self);
    }
  while (priv->update_again);
  priv->updating = FALSE;

  pl_game_controller_emit_changed (self);
}

/* Dialogs ---------------------------------------------------------------- */

static gboolean
dialog_gone_idle_cb (gpointer user_data)
{
  PlGameController *self = user_data;

  pl_game_controller_update (self);
  return G_SOURCE_REMOVE;
}

static void
dialog_destroyed_cb (PlGameController *self)
{
  /* The focus comes back to the table once the dialog is gone. */
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, dialog_gone_idle_cb,
                   g_object_ref (self), g_object_unref);
}

GtkWindow *
pl_game_controller_get_open_dialog (PlGameController *self)
{
  g_return_val_if_fail (PL_IS_GAME_CONTROLLER (self), NULL);

  return PRIV (self)->dialog;
}

void
pl_game_controller_set_dialog (PlGameController *self,
                               GtkWindow        *dialog)
{
  PlGameControllerPrivate *priv;

  g_return_if_fail (PL_IS_GAME_CONTROLLER (self));

  priv = PRIV (self);
  if (priv->dialog != NULL)
    g_object_remove_weak_pointer (G_OBJECT (priv->dialog), (gpointer *) &priv->dialog);
  priv->dialog = dialog;
  if (dialog != NULL)
    {
      g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &priv->dialog);
      g_signal_connect_object (dialog, "destroy", G_CALLBACK (dialog_destroyed_cb), self,
                               G_CONNECT_SWAPPED);
    }
}

void
pl_game_controller_close_dialog (PlGameController *self)
{
  g_return_if_fail (PL_IS_GAME_CONTROLLER (self));

  if (PRIV (self)->dialog != NULL)
    gtk_window_destroy (PRIV (self)->dialog);
}

/* Moves and refusals ----------------------------------------------------- */

void
pl_game_controller_refuse (PlGameController *self,
                           const char       *message)
{
  PlGameControllerPrivate *priv;

  g_return_if_fail (PL_IS_GAME_CONTROLLER (self));

  priv = PRIV (self);
  g_free (priv->last_refusal);
  priv->last_refusal = g_strdup (message);
  if (PL_IS_WINDOW (priv->window))
    pl_window_show_toast (PL_WINDOW (priv->window), message);
  pl_game_controller_emit_changed (self);
}

gboolean
pl_game_controller_play (PlGameController *self,
                         const PlMove     *move)
{
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (PL_IS_GAME_CONTROLLER (self), FALSE);

  if (!pl_table_play (PRIV (self)->table, move, &error))
    {
      pl_game_controller_refuse (self, error->message);
      return FALSE;
    }
  return TRUE;
}

void
pl_game_controller_show_bar (PlGameController *self,
                             const char       *title,
                             const char       *detail)
{
  PlGameControllerPrivate *priv;

  g_return_if_fail (PL_IS_GAME_CONTROLLER (self));

  priv = PRIV (self);
  pl_skat_bidding_set_status (priv->bar, title, detail);
  gtk_revealer_set_reveal_child (priv->bar_revealer, TRUE);
}

void
pl_game_controller_hide_bar (PlGameController *self)
{
  g_return_if_fail (PL_IS_GAME_CONTROLLER (self));

  gtk_revealer_set_reveal_child (PRIV (self)->bar_revealer, FALSE);
}

GtkWindow *
pl_game_controller_get_window (PlGameController *self)
{
  g_return_val_if_fail (PL_IS_GAME_CONTROLLER (self), NULL);

  return PRIV (self)->window;
}

GSettings *
pl_game_controller_get_settings (PlGameController *self)
{
  GtkWindow *window = pl_game_controller_get_window (self);
  GtkApplication *app = window ? gtk_window_get_application (window) : NULL;

  return PL_IS_APPLICATION (app) ? pl_application_get_settings (PL_APPLICATION (app)) : NULL;
}

PlCardTheme *
pl_game_controller_get_card_theme (PlGameController *self)
{
  GtkWindow *window = pl_game_controller_get_window (self);
  GtkApplication *app = window ? gtk_window_get_application (window) : NULL;

  return PL_IS_APPLICATION (app) ? pl_application_get_card_theme (PL_APPLICATION (app)) : NULL;
}

/* The table -------------------------------------------------------------- */

static void
reset (PlGameController *self)
{
  PlGameControllerPrivate *priv = PRIV (self);

  g_clear_handle_id (&priv->result_source, g_source_remove);
  pl_game_controller_close_dialog (self);
  if (PL_GAME_CONTROLLER_GET_CLASS (self)->reset != NULL)
    PL_GAME_CONTROLLER_GET_CLASS (self)->reset (self);
}

static void
move_played_cb (PlGameController *self)
{
  pl_game_controller_update (self);
}

static void
deal_started_cb (PlGameController *self)
{
  g_clear_pointer (&PRIV (self)->last_peek, g_free);
  reset (self);
  pl_game_controller_update (self);
}

/* An undo took moves back: what was asked for them is asked again when the
 * table gets there again; the computer's move was cancelled by the table. */
static void
undone_cb (PlGameController *self)
{
  reset (self);
  pl_game_controller_update (self);
}

static gboolean
show_result_cb (gpointer user_data)
{
  PlGameController *self = user_data;

  PRIV (self)->result_source = 0;
  pl_game_controller_show_result (self);
  return G_SOURCE_REMOVE;
}

static void
deal_over_cb (PlGameController *self)
{
  PlGameControllerPrivate *priv = PRIV (self);

  pl_game_controller_update (self);
  g_clear_handle_id (&priv->result_source, g_source_remove);
  priv->result_source = g_timeout_add (RESULT_DELAY_MS, show_result_cb, self);
}

static void
table_error_cb (PlGameController *self,
                const char       *message)
{
  pl_game_controller_refuse (self, message);
}

void
pl_game_controller_setup (PlGameController *self,
                          GtkWindow        *window,
                          PlTable          *table,
                          PlTableView      *view,
                          PlSkatBidding    *bar,
                          GtkRevealer      *bar_revealer)
{
  PlGameControllerPrivate *priv;

  g_return_if_fail (PL_IS_GAME_CONTROLLER (self));
  g_return_if_fail (GTK_IS_WINDOW (window));
  g_return_if_fail (PL_IS_TABLE (table));
  g_return_if_fail (PL_IS_TABLE_VIEW (view));
  g_return_if_fail (PL_IS_SKAT_BIDDING (bar));
  g_return_if_fail (GTK_IS_REVEALER (bar_revealer));

  priv = PRIV (self);
  g_return_if_fail (priv->table == NULL);

  priv->window = window;
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &priv->window);
  priv->table = g_object_ref (table);
  priv->view = g_object_ref (view);
  priv->bar = g_object_ref (bar);
  priv->bar_revealer = g_object_ref (bar_revealer);

  g_signal_connect_swapped (table, "move-played", G_CALLBACK (move_played_cb), self);
  g_signal_connect_swapped (table, "deal-started", G_CALLBACK (deal_started_cb), self);
  g_signal_connect_swapped (table, "deal-over", G_CALLBACK (deal_over_cb), self);
  g_signal_connect_swapped (table, "undone", G_CALLBACK (undone_cb), self);
  g_signal_connect_swapped (table, "error", G_CALLBACK (table_error_cb), self);
}

/* What the window asks --------------------------------------------------- */

void
pl_game_controller_deal (PlGameController *self,
                         guint64           seed)
{
  g_return_if_fail (PL_IS_GAME_CONTROLLER (self));

  pl_game_controller_close_dialog (self);
  PL_GAME_CONTROLLER_GET_CLASS (self)->deal (self, seed);
}

void
pl_game_controller_show_result (PlGameController *self)
{
  g_return_if_fail (PL_IS_GAME_CONTROLLER (self));

  pl_game_controller_close_dialog (self);
  PL_GAME_CONTROLLER_GET_CLASS (self)->show_result (self);
}

gboolean
pl_game_controller_has_log (PlGameController *self)
{
  g_return_val_if_fail (PL_IS_GAME_CONTROLLER (self), FALSE);

  return PL_GAME_CONTROLLER_GET_CLASS (self)->show_log != NULL;
}

void
pl_game_controller_show_log (PlGameController *self)
{
  g_return_if_fail (PL_IS_GAME_CONTROLLER (self));

  if (PL_GAME_CONTROLLER_GET_CLASS (self)->show_log == NULL)
    return;
  pl_game_controller_close_dialog (self);
  PL_GAME_CONTROLLER_GET_CLASS (self)->show_log (self);
}

static void
peeked_cb (PlPeekDialog     *dialog,
           guint             index,
           gint              cost,
           PlGameController *self)
{
  PlGameControllerPrivate *priv = PRIV (self);

  g_free (priv->last_peek);
  priv->last_peek = pl_peek_dialog_describe (dialog);
  pl_game_controller_emit_changed (self);
}

gboolean
pl_game_controller_peek (PlGameController *self)
{
  PlGameControllerPrivate *priv;
  PlPeekDialog *dialog;
  guint n_tricks;

  g_return_val_if_fail (PL_IS_GAME_CONTROLLER (self), FALSE);

  priv = PRIV (self);
  if (priv->dialog != NULL || priv->table == NULL)
    return FALSE;

  n_tricks = pl_table_get_n_tricks (priv->table);
  if (n_tricks == 0)
    {
      pl_game_controller_refuse (self, _("No trick has been taken yet"));
      return FALSE;
    }
  /* Seed 002: "A trick once turned and quitted cannot again be seen" (Skat
   * lets the last trick be seen: seed 000). */
  if (pl_table_get_peek_cost (priv->table, n_tricks - 1) < 0)
    {
      pl_game_controller_refuse (self, _("A trick once turned and quitted cannot again be seen"));
      return FALSE;
    }

  dialog = pl_peek_dialog_new (priv->window, priv->table,
                               pl_game_controller_get_card_theme (self));
  if (dialog == NULL)
    return FALSE;
  g_free (priv->last_peek);
  priv->last_peek = pl_peek_dialog_describe (dialog);
  g_signal_connect_object (dialog, "peeked", G_CALLBACK (peeked_cb), self, 0);
  pl_game_controller_set_dialog (self, GTK_WINDOW (dialog));
  gtk_window_present (GTK_WINDOW (dialog));
  pl_game_controller_emit_changed (self);
  return TRUE;
}

void
pl_game_controller_refresh (PlGameController *self)
{
  g_return_if_fail (PL_IS_GAME_CONTROLLER (self));

  /* Once the view has laid out the loaded cards, so that one can take the
   * focus. */
  g_idle_add_full (G_PRIORITY_LOW, dialog_gone_idle_cb, g_object_ref (self), g_object_unref);
}

gboolean
pl_game_controller_in_progress (PlGameController *self)
{
  PlGameControllerPrivate *priv;

  g_return_val_if_fail (PL_IS_GAME_CONTROLLER (self), FALSE);

  priv = PRIV (self);
  return priv->table != NULL && pl_table_get_state (priv->table) != NULL &&
         !pl_table_is_over (priv->table);
}

const char *
pl_game_controller_get_last_refusal (PlGameController *self)
{
  g_return_val_if_fail (PL_IS_GAME_CONTROLLER (self), NULL);

  return PRIV (self)->last_refusal;
}

const char *
pl_game_controller_get_last_peek (PlGameController *self)
{
  g_return_val_if_fail (PL_IS_GAME_CONTROLLER (self), NULL);

  return PRIV (self)->last_peek;
}

const char *
pl_game_controller_get_dialog (PlGameController *self)
{
  PlGameControllerPrivate *priv;

  g_return_val_if_fail (PL_IS_GAME_CONTROLLER (self), "");

  priv = PRIV (self);
  if (priv->dialog == NULL)
    return "";
  return gtk_window_get_title (priv->dialog);
}

/* GObject ---------------------------------------------------------------- */

static void
pl_game_controller_dispose (GObject *object)
{
  PlGameController *self = PL_GAME_CONTROLLER (object);
  PlGameControllerPrivate *priv = PRIV (self);

  g_clear_handle_id (&priv->result_source, g_source_remove);
  if (priv->dialog != NULL)
    {
      GtkWindow *dialog = priv->dialog;

      pl_game_controller_set_dialog (self, NULL);
      gtk_window_destroy (dialog);
    }
  if (priv->table != NULL)
    g_signal_handlers_disconnect_by_data (priv->table, self);
  if (priv->view != NULL)
    g_signal_handlers_disconnect_by_data (priv->view, self);
  if (priv->bar != NULL)
    g_signal_handlers_disconnect_by_data (priv->bar, self);
  g_clear_object (&priv->table);
  g_clear_object (&priv->view);
  g_clear_object (&priv->bar);
  g_clear_object (&priv->bar_revealer);
  if (priv->window != NULL)
    g_object_remove_weak_pointer (G_OBJECT (priv->window), (gpointer *) &priv->window);
  priv->window = NULL;

  G_OBJECT_CLASS (pl_game_controller_parent_class)->dispose (object);
}

static void
pl_game_controller_finalize (GObject *object)
{
  PlGameControllerPrivate *priv = PRIV (PL_GAME_CONTROLLER (object));

  g_free (priv->last_refusal);
  g_free (priv->last_peek);

  G_OBJECT_CLASS (pl_game_controller_parent_class)->finalize (object);
}

static void
pl_game_controller_class_init (PlGameControllerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = pl_game_controller_dispose;
  object_class->finalize = pl_game_controller_finalize;

  signals[SIGNAL_CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
pl_game_controller_init (PlGameController *self)
{
}
