/* pl-bezique-controller.c — turns the human's gestures and answers into Bézique moves
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-bezique-controller"

#include <glib/gi18n-lib.h>

#include "pl-application.h"
#include "pl-bezique.h"
#include "pl-bezique-controller.h"
#include "pl-bezique-declare-dialog.h"
#include "pl-bezique-offer.h"
#include "pl-bezique-result-dialog.h"
#include "pl-peek-dialog.h"
#include "pl-window.h"

/* How long the last trick stays on the table before the result shows. */
#define RESULT_DELAY_MS 900

typedef enum {
  ACTION_DECLARE,
  ACTION_NOTHING,
  ACTION_RESULT,
  ACTION_NEXT_DEAL,
} Action;

struct _PlBeziqueController
{
  GObject        parent_instance;

  GtkWindow     *window;        /* weak: the window owns the controller */
  PlTable       *table;
  PlTableView   *view;
  PlSkatBidding *bar;
  GtkRevealer   *bar_revealer;

  GtkWindow     *dialog;        /* weak: declaration, peek or result */
  guint          result_source;
  guint          nothing_source;
  guint          focus_source;
  gboolean       result_shown;
  /* The trick after which the declaration dialog opened by itself, so
   * that closing it does not bring it back: n_tricks, or -1. */
  gint           offered_trick;

  char          *last_refusal;
  char          *last_peek;

  gboolean       updating;
  gboolean       update_again;
};

static void pl_bezique_controller_iface_init (PlGameControllerInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (PlBeziqueController, pl_bezique_controller, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (PL_TYPE_GAME_CONTROLLER,
                                                      pl_bezique_controller_iface_init))

static GSettings *
get_settings (PlBeziqueController *self)
{
  GtkApplication *app = self->window ? gtk_window_get_application (self->window) : NULL;

  return PL_IS_APPLICATION (app) ? pl_application_get_settings (PL_APPLICATION (app)) : NULL;
}

static PlCardTheme *
get_card_theme (PlBeziqueController *self)
{
  GtkApplication *app = self->window ? gtk_window_get_application (self->window) : NULL;

  return PL_IS_APPLICATION (app) ? pl_application_get_card_theme (PL_APPLICATION (app)) : NULL;
}

static const PlBeziqueState *
get_state (PlBeziqueController *self)
{
  return pl_table_get_state (self->table);
}

static void update (PlBeziqueController *self);

static void
emit_changed (PlBeziqueController *self)
{
  pl_game_controller_emit_changed (PL_GAME_CONTROLLER (self));
}

static gboolean
dialog_gone_idle_cb (gpointer user_data)
{
  PlBeziqueController *self = user_data;

  if (self->table != NULL)
    update (self);
  return G_SOURCE_REMOVE;
}

static void
dialog_destroyed_cb (PlBeziqueController *self)
{
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, dialog_gone_idle_cb,
                   g_object_ref (self), g_object_unref);
}

static void
set_dialog (PlBeziqueController *self,
            GtkWindow           *dialog)
{
  if (self->dialog != NULL)
    g_object_remove_weak_pointer (G_OBJECT (self->dialog), (gpointer *) &self->dialog);
  self->dialog = dialog;
  if (dialog != NULL)
    {
      g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &self->dialog);
      g_signal_connect_object (dialog, "destroy", G_CALLBACK (dialog_destroyed_cb), self,
                               G_CONNECT_SWAPPED);
    }
}

static void
close_dialog (PlBeziqueController *self)
{
  if (self->dialog != NULL)
    gtk_window_destroy (self->dialog);
}

static void
refuse (PlBeziqueController *self,
        const char          *message)
{
  g_free (self->last_refusal);
  self->last_refusal = g_strdup (message);
  if (PL_IS_WINDOW (self->window))
    pl_window_show_toast (PL_WINDOW (self->window), message);
  emit_changed (self);
}

static gboolean
play (PlBeziqueController *self,
      const PlMove        *move)
{
  g_autoptr(GError) error = NULL;

  if (!pl_table_play (self->table, move, &error))
    {
      refuse (self, error->message);
      return FALSE;
    }
  return TRUE;
}

/* What the human may do after winning a trick, besides declaring nothing:
 * a combination to score or a pending one, an announcement "to score",
 * or the exchange of the seven. */
static gboolean
can_declare_something (const PlBeziqueState *state,
                       guint                 seat)
{
  PlBeziqueOffer offers[PL_BEZIQUE_MAX_OFFERS];
  guint n = pl_bezique_list_offers (state, seat, offers, G_N_ELEMENTS (offers));
  PlMove exchange;

  for (guint i = 0; i < n; i++)
    if (offers[i].status != PL_BEZIQUE_OFFER_REFUSED)
      return TRUE;
  return pl_bezique_can_exchange (state, seat, &exchange);
}

static void
play_nothing (PlBeziqueController *self)
{
  PlMove move = pl_move_new (PL_MOVE_NO_DECLARE, pl_table_get_human_seat (self->table));

  play (self, &move);
}

static gboolean
nothing_cb (gpointer user_data)
{
  PlBeziqueController *self = user_data;
  const PlBeziqueState *state = get_state (self);
  guint human = pl_table_get_human_seat (self->table);

  self->nothing_source = 0;
  /* Still so: the state may have moved on (an undo) since it was set. */
  if (state != NULL && pl_table_is_human_turn (self->table) &&
      pl_bezique_get_phase (state) == PL_BEZIQUE_PHASE_DECLARE &&
      !can_declare_something (state, human))
    play_nothing (self);
  return G_SOURCE_REMOVE;
}

static gboolean
focus_cb (gpointer user_data)
{
  PlBeziqueController *self = user_data;
  const PlBeziqueState *state = get_state (self);

  self->focus_source = 0;
  if (state != NULL && self->dialog == NULL && pl_table_is_human_turn (self->table))
    pl_table_view_focus_playable (
      self->view,
      pl_bezique_set_names (pl_bezique_legal_cards (state, pl_table_get_human_seat (self->table))));
  return G_SOURCE_REMOVE;
}

/* The declaration dialog ------------------------------------------------- */

static void
declared_cb (PlBeziqueDeclareDialog *dialog,
             gpointer                moves_ptr,
             guint                   n_moves,
             PlBeziqueController    *self)
{
  const PlMove *moves = moves_ptr;

  /* The dialog checked them on its copy of the state; the table checks
   * each again. */
  for (guint i = 0; i < n_moves; i++)
    if (!play (self, &moves[i]))
      break;
}

static PlBeziqueDeclareDialog *
open_declare (PlBeziqueController *self)
{
  const PlBeziqueState *state = get_state (self);
  PlBeziqueDeclareDialog *dialog;

  if (state == NULL || self->dialog != NULL)
    return NULL;

  dialog = pl_bezique_declare_dialog_new (self->window, state,
                                          pl_table_get_human_seat (self->table),
                                          get_card_theme (self));
  g_signal_connect_object (dialog, "declared", G_CALLBACK (declared_cb), self, 0);
  set_dialog (self, GTK_WINDOW (dialog));
  return dialog;
}

/* The bar and the playable cards ----------------------------------------- */

static void
show_bar (PlBeziqueController *self,
          const char          *title,
          const char          *detail)
{
  pl_skat_bidding_set_status (self->bar, title, detail);
  gtk_revealer_set_reveal_child (self->bar_revealer, TRUE);
}

static gboolean
match_over (PlBeziqueController *self)
{
  const PlBeziqueState *state = get_state (self);
  const PlScoreSheet *sheet = pl_table_get_score_sheet (self->table, PL_SCORE_SHEET_BOOK);

  if (state == NULL || !pl_table_is_over (self->table) || sheet == NULL)
    return FALSE;
  for (guint s = 0; s < 2; s++)
    if (pl_score_sheet_get_total (sheet, s) >= (gint) state->options.target)
      return TRUE;
  return FALSE;
}

static void
update_once (PlBeziqueController *self)
{
  const PlBeziqueState *state = get_state (self);
  guint human = pl_table_get_human_seat (self->table);
  gboolean human_turn = pl_table_is_human_turn (self->table);
  PlBeziquePhase phase;
  PlCardSet playable = 0;

  if (state == NULL)
    return;

  phase = pl_bezique_get_phase (state);
  pl_skat_bidding_clear_actions (self->bar);

  if (human_turn && (phase == PL_BEZIQUE_PHASE_LEAD || phase == PL_BEZIQUE_PHASE_FOLLOW))
    playable = pl_bezique_set_names (pl_bezique_legal_cards (state, human));
  pl_table_view_set_playable (self->view, playable);

  switch (phase)
    {
    case PL_BEZIQUE_PHASE_LEAD:
    case PL_BEZIQUE_PHASE_FOLLOW:
      if (human_turn && state->last_eight && phase == PL_BEZIQUE_PHASE_FOLLOW)
        show_bar (self, _("The last eight tricks"),
                  _("Follow suit and win the trick if you can"));
      else
        gtk_revealer_set_reveal_child (self->bar_revealer, FALSE);
      if (human_turn && self->dialog == NULL)
        {
          pl_table_view_focus_playable (self->view, playable);
          /* The cards of a new deal get their widgets when the view next
           * lays them out: focus one then as well. */
          if (self->focus_source == 0)
            self->focus_source = g_idle_add_full (G_PRIORITY_LOW, focus_cb,
                                                  g_object_ref (self), g_object_unref);
        }
      break;

    case PL_BEZIQUE_PHASE_DECLARE:
    case PL_BEZIQUE_PHASE_ANNOUNCE:
      if (!human_turn)
        {
          gtk_revealer_set_reveal_child (self->bar_revealer, FALSE);
          break;
        }
      if (phase == PL_BEZIQUE_PHASE_DECLARE && !can_declare_something (state, human))
        {
          /* Nothing to declare: the cards are drawn without asking. */
          gtk_revealer_set_reveal_child (self->bar_revealer, FALSE);
          if (self->nothing_source == 0)
            self->nothing_source = g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, nothing_cb,
                                                    g_object_ref (self), g_object_unref);
          break;
        }
      pl_skat_bidding_add_action (self->bar, phase == PL_BEZIQUE_PHASE_DECLARE
                                             ? _("_Declare…") : _("_Announce to Score…"),
                                  ACTION_DECLARE, TRUE);
      pl_skat_bidding_add_action (self->bar, phase == PL_BEZIQUE_PHASE_DECLARE
                                             ? _("Declare _Nothing") : _("_Done"),
                                  ACTION_NOTHING, FALSE);
      show_bar (self, _("You won the trick"),
                _("Declare a combination, or drag a card of it to your side of the table"));
      /* Seed 004 i: "Immediately after taking a trick, and then only": the
       * dialog comes by itself once after each trick won. */
      if (phase == PL_BEZIQUE_PHASE_DECLARE && self->dialog == NULL &&
          self->offered_trick != (gint) state->n_tricks)
        {
          PlBeziqueDeclareDialog *dialog;

          self->offered_trick = state->n_tricks;
          dialog = open_declare (self);
          if (dialog != NULL)
            gtk_window_present (GTK_WINDOW (dialog));
        }
      else if (self->dialog == NULL)
        pl_skat_bidding_focus_default (self->bar);
      break;

    case PL_BEZIQUE_PHASE_OVER:
    default:
      pl_skat_bidding_add_action (self->bar, _("Show _Result"), ACTION_RESULT, FALSE);
      pl_skat_bidding_add_action (self->bar, match_over (self) ? _("_New Game") : _("_Next Deal"),
                                  ACTION_NEXT_DEAL, TRUE);
      show_bar (self, match_over (self) ? _("The game is over") : _("The deal is over"), NULL);
      if (self->dialog == NULL)
        pl_skat_bidding_focus_default (self->bar);
      break;
    }
}

static void
update (PlBeziqueController *self)
{
  if (self->updating)
    {
      self->update_again = TRUE;
      return;
    }

  self->updating = TRUE;
  do
    {
      self->update_again = FALSE;
      update_once (self);
    }
  while (self->update_again);
  self->updating = FALSE;

  emit_changed (self);
}

/* The human's gestures --------------------------------------------------- */

static void
bar_action_cb (PlSkatBidding       *bar,
               guint                action,
               PlBeziqueController *self)
{
  PlBeziqueDeclareDialog *dialog;

  switch ((Action) action)
    {
    case ACTION_DECLARE:
      dialog = open_declare (self);
      if (dialog != NULL)
        gtk_window_present (GTK_WINDOW (dialog));
      break;

    case ACTION_NOTHING:
      play_nothing (self);
      break;

    case ACTION_RESULT:
      pl_game_controller_show_result (PL_GAME_CONTROLLER (self));
      break;

    case ACTION_NEXT_DEAL:
      pl_game_controller_deal (PL_GAME_CONTROLLER (self), g_random_int ());
      break;

    default:
      break;
    }
}

/* Declaring by dragging a card to his side of the table: the dialog opens
 * with the best combination that uses it. */
static gboolean
declare_with_card (PlBeziqueController *self,
                   PlCard               card)
{
  const PlBeziqueState *state = get_state (self);
  PlBeziqueDeclareDialog *dialog;
  g_autofree char *reason = NULL;

  if (!pl_table_is_human_turn (self->table) ||
      (pl_bezique_get_phase (state) != PL_BEZIQUE_PHASE_DECLARE &&
       pl_bezique_get_phase (state) != PL_BEZIQUE_PHASE_ANNOUNCE))
    {
      /* Seed 004 i. */
      refuse (self, state->last_eight
                    ? _("No declarations are made in the last eight tricks")
                    : _("You may declare only just after winning a trick"));
      return FALSE;
    }

  close_dialog (self);
  dialog = open_declare (self);
  if (dialog == NULL)
    return FALSE;
  if (!pl_bezique_declare_dialog_select_card (dialog, card, &reason))
    {
      gtk_window_destroy (GTK_WINDOW (dialog));
      refuse (self, reason != NULL ? reason : _("That card forms no combination you may declare now"));
      return FALSE;
    }
  gtk_window_present (GTK_WINDOW (dialog));
  /* The card goes back to the hand; the dialog lays it down. */
  return FALSE;
}

static gboolean
play_card (PlBeziqueController *self,
           PlCard               card,
           gboolean             from_melds)
{
  g_autoptr(GError) error = NULL;
  PlMove move;

  if (!pl_table_make_play (self->table, card, from_melds, &move, &error))
    {
      refuse (self, error->message);
      return FALSE;
    }
  return play (self, &move);
}

static gboolean
card_activated_cb (PlTableView         *view,
                   guint                card,
                   PlDropTarget         target,
                   PlBeziqueController *self)
{
  g_debug ("card activated %u target %d", card, target);
  if (get_state (self) == NULL)
    return FALSE;
  if (target == PL_DROP_TRICK)
    return play_card (self, (PlCard) card, FALSE);
  if (target == PL_DROP_MELDS)
    return declare_with_card (self, (PlCard) card);
  return FALSE;
}

static gboolean
meld_activated_cb (PlTableView         *view,
                   guint                card,
                   PlDropTarget         target,
                   PlBeziqueController *self)
{
  if (get_state (self) == NULL || target != PL_DROP_TRICK)
    return FALSE;
  return play_card (self, (PlCard) card, TRUE);
}

static void
talon_activated_cb (PlTableView         *view,
                    PlBeziqueController *self)
{
  if (get_state (self) != NULL && !pl_table_is_over (self->table))
    refuse (self, _("Both players draw from the stock by themselves after each trick, the "
                    "winner first"));
}

/* The table -------------------------------------------------------------- */

static void
move_played_cb (PlTable             *table,
                gpointer             move,
                PlBeziqueController *self)
{
  update (self);
}

static void
deal_started_cb (PlTable             *table,
                 PlBeziqueController *self)
{
  self->result_shown = FALSE;
  self->offered_trick = -1;
  g_clear_pointer (&self->last_peek, g_free);
  g_clear_handle_id (&self->result_source, g_source_remove);
  close_dialog (self);
  update (self);
}

static void
undone_cb (PlTable             *table,
           PlBeziqueController *self)
{
  close_dialog (self);
  self->result_shown = FALSE;
  self->offered_trick = -1;
  g_clear_handle_id (&self->result_source, g_source_remove);
  update (self);
}

static gboolean
show_result_cb (gpointer user_data)
{
  PlBeziqueController *self = user_data;

  self->result_source = 0;
  pl_game_controller_show_result (PL_GAME_CONTROLLER (self));
  return G_SOURCE_REMOVE;
}

static void
deal_over_cb (PlTable             *table,
              PlBeziqueController *self)
{
  update (self);
  g_clear_handle_id (&self->result_source, g_source_remove);
  self->result_source = g_timeout_add (RESULT_DELAY_MS, show_result_cb, self);
}

static void
table_error_cb (PlTable             *table,
                const char          *message,
                PlBeziqueController *self)
{
  refuse (self, message);
}

/* PlGameController ------------------------------------------------------- */

static void
set_option (PlBeziqueController *self,
            const char          *key,
            const char          *value)
{
  g_autoptr(GError) error = NULL;

  if (!pl_table_set_option (self->table, key, value, &error))
    g_warning ("A Bézique option was refused: %s", error->message);
}

static void
iface_deal (PlGameController *controller,
            guint64           seed)
{
  PlBeziqueController *self = PL_BEZIQUE_CONTROLLER (controller);
  GSettings *settings = get_settings (self);
  gboolean new_game = match_over (self) || pl_table_get_deal_number (self->table) == 0;

  close_dialog (self);
  if (settings != NULL)
    {
      /* The length of the game applies from the next game, the laws from
       * the next deal. */
      if (new_game)
        {
          g_autofree char *target = g_strdup_printf ("%d", g_settings_get_int (settings,
                                                                             "bezique-target"));
          set_option (self, "target", target);
        }
      set_option (self, "count-stock",
                  g_settings_get_boolean (settings, "bezique-count-stock") ? "on" : "off");
      set_option (self, "brisques",
                  g_settings_get_boolean (settings, "bezique-brisques-at-once") ? "at-once" : "end");
      set_option (self, "peek", g_settings_get_boolean (settings, "bezique-peek") ? "on" : "off");
      pl_table_set_computer_level (self->table,
                                   (guint) g_settings_get_enum (settings, "computer-level"));
    }

  if (match_over (self))
    pl_table_new_match (self->table, seed);
  else
    pl_table_new_deal (self->table, seed);
}

static void
peeked_cb (PlPeekDialog        *dialog,
           guint                index,
           gint                 cost,
           PlBeziqueController *self)
{
  g_free (self->last_peek);
  self->last_peek = pl_peek_dialog_describe (dialog);
  emit_changed (self);
}

static gboolean
iface_peek (PlGameController *controller)
{
  PlBeziqueController *self = PL_BEZIQUE_CONTROLLER (controller);
  guint n_tricks = pl_table_get_n_tricks (self->table);
  PlPeekDialog *dialog;

  if (self->dialog != NULL)
    return FALSE;
  if (n_tricks == 0)
    {
      refuse (self, _("No trick has been taken yet"));
      return FALSE;
    }
  /* Seed 002: "A trick once turned and quitted cannot again be seen". */
  if (pl_table_get_peek_cost (self->table, n_tricks - 1) < 0)
    {
      refuse (self, _("A trick once turned and quitted cannot again be seen"));
      return FALSE;
    }

  dialog = pl_peek_dialog_new (self->window, self->table, get_card_theme (self));
  if (dialog == NULL)
    return FALSE;
  g_free (self->last_peek);
  self->last_peek = pl_peek_dialog_describe (dialog);
  g_signal_connect_object (dialog, "peeked", G_CALLBACK (peeked_cb), self, 0);
  set_dialog (self, GTK_WINDOW (dialog));
  gtk_window_present (GTK_WINDOW (dialog));
  emit_changed (self);
  return TRUE;
}

static void
next_deal_cb (GtkWidget           *dialog,
              PlBeziqueController *self)
{
  pl_game_controller_deal (PL_GAME_CONTROLLER (self), g_random_int ());
}

static void
iface_show_result (PlGameController *controller)
{
  PlBeziqueController *self = PL_BEZIQUE_CONTROLLER (controller);
  PlBeziqueResultDialog *dialog;

  close_dialog (self);
  dialog = pl_bezique_result_dialog_new (self->window, self->table, get_card_theme (self));
  if (dialog == NULL)
    return;
  self->result_shown = TRUE;
  g_signal_connect_object (dialog, "next-deal", G_CALLBACK (next_deal_cb), self, 0);
  set_dialog (self, GTK_WINDOW (dialog));
  gtk_window_present (GTK_WINDOW (dialog));
  emit_changed (self);
}

static void
iface_refresh (PlGameController *controller)
{
  g_idle_add_full (G_PRIORITY_LOW, dialog_gone_idle_cb, g_object_ref (controller),
                   g_object_unref);
}

static gboolean
iface_in_progress (PlGameController *controller)
{
  PlBeziqueController *self = PL_BEZIQUE_CONTROLLER (controller);

  return get_state (self) != NULL && !pl_table_is_over (self->table);
}

static const char *
iface_get_last_refusal (PlGameController *controller)
{
  return PL_BEZIQUE_CONTROLLER (controller)->last_refusal;
}

static const char *
iface_get_last_peek (PlGameController *controller)
{
  return PL_BEZIQUE_CONTROLLER (controller)->last_peek;
}

static const char *
iface_get_dialog (PlGameController *controller)
{
  PlBeziqueController *self = PL_BEZIQUE_CONTROLLER (controller);

  if (self->dialog == NULL)
    return "";
  return gtk_window_get_title (self->dialog);
}

static void
pl_bezique_controller_iface_init (PlGameControllerInterface *iface)
{
  iface->deal = iface_deal;
  iface->peek = iface_peek;
  iface->show_result = iface_show_result;
  iface->refresh = iface_refresh;
  iface->in_progress = iface_in_progress;
  iface->get_last_refusal = iface_get_last_refusal;
  iface->get_last_peek = iface_get_last_peek;
  iface->get_dialog = iface_get_dialog;
}

/* GObject ---------------------------------------------------------------- */

static void
pl_bezique_controller_dispose (GObject *object)
{
  PlBeziqueController *self = PL_BEZIQUE_CONTROLLER (object);

  g_clear_handle_id (&self->result_source, g_source_remove);
  g_clear_handle_id (&self->nothing_source, g_source_remove);
  g_clear_handle_id (&self->focus_source, g_source_remove);
  if (self->dialog != NULL)
    {
      GtkWindow *dialog = self->dialog;

      set_dialog (self, NULL);
      gtk_window_destroy (dialog);
    }
  if (self->table != NULL)
    g_signal_handlers_disconnect_by_data (self->table, self);
  if (self->view != NULL)
    g_signal_handlers_disconnect_by_data (self->view, self);
  if (self->bar != NULL)
    g_signal_handlers_disconnect_by_data (self->bar, self);
  g_clear_object (&self->table);
  g_clear_object (&self->view);
  g_clear_object (&self->bar);
  g_clear_object (&self->bar_revealer);
  if (self->window != NULL)
    g_object_remove_weak_pointer (G_OBJECT (self->window), (gpointer *) &self->window);
  self->window = NULL;

  G_OBJECT_CLASS (pl_bezique_controller_parent_class)->dispose (object);
}

static void
pl_bezique_controller_finalize (GObject *object)
{
  PlBeziqueController *self = PL_BEZIQUE_CONTROLLER (object);

  g_free (self->last_refusal);
  g_free (self->last_peek);

  G_OBJECT_CLASS (pl_bezique_controller_parent_class)->finalize (object);
}

static void
pl_bezique_controller_class_init (PlBeziqueControllerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = pl_bezique_controller_dispose;
  object_class->finalize = pl_bezique_controller_finalize;
}

static void
pl_bezique_controller_init (PlBeziqueController *self)
{
  self->offered_trick = -1;
}

PlBeziqueController *
pl_bezique_controller_new (GtkWindow     *window,
                           PlTable       *table,
                           PlTableView   *view,
                           PlSkatBidding *bar,
                           GtkRevealer   *bar_revealer)
{
  PlBeziqueController *self;

  g_return_val_if_fail (GTK_IS_WINDOW (window), NULL);
  g_return_val_if_fail (PL_IS_TABLE (table), NULL);
  g_return_val_if_fail (PL_IS_TABLE_VIEW (view), NULL);
  g_return_val_if_fail (PL_IS_SKAT_BIDDING (bar), NULL);
  g_return_val_if_fail (GTK_IS_REVEALER (bar_revealer), NULL);

  self = g_object_new (PL_TYPE_BEZIQUE_CONTROLLER, NULL);
  self->window = window;
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &self->window);
  self->table = g_object_ref (table);
  self->view = g_object_ref (view);
  self->bar = g_object_ref (bar);
  self->bar_revealer = g_object_ref (bar_revealer);

  g_signal_connect (table, "move-played", G_CALLBACK (move_played_cb), self);
  g_signal_connect (table, "deal-started", G_CALLBACK (deal_started_cb), self);
  g_signal_connect (table, "deal-over", G_CALLBACK (deal_over_cb), self);
  g_signal_connect (table, "undone", G_CALLBACK (undone_cb), self);
  g_signal_connect (table, "error", G_CALLBACK (table_error_cb), self);
  g_signal_connect (view, "card-activated", G_CALLBACK (card_activated_cb), self);
  g_signal_connect (view, "meld-activated", G_CALLBACK (meld_activated_cb), self);
  g_signal_connect (view, "talon-activated", G_CALLBACK (talon_activated_cb), self);
  g_signal_connect (bar, "action", G_CALLBACK (bar_action_cb), self);

  return self;
}
