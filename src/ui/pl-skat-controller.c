/* pl-skat-controller.c — turns the human's gestures and answers into Skat moves
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-skat-controller"

#include <glib/gi18n-lib.h>

#include "pl-application.h"
#include "pl-card-widget.h"
#include "pl-peek-dialog.h"
#include "pl-result-dialog.h"
#include "pl-skat.h"
#include "pl-skat-announce-dialog.h"
#include "pl-skat-controller.h"
#include "pl-window.h"

/* How long the last trick stays on the table before the result shows. */
#define RESULT_DELAY_MS 900

/* The bar's buttons. */
typedef enum {
  ACTION_BID,
  ACTION_HOLD,
  ACTION_PASS,
  ACTION_PICKUP,
  ACTION_HAND,
  ACTION_DISCARD,
  ACTION_ANNOUNCE,
  ACTION_KONTRA,
  ACTION_RE,
  ACTION_NEXT_DEAL,
  ACTION_RESULT,
} Action;

struct _PlSkatController
{
  GObject        parent_instance;

  GtkWindow     *window;        /* weak: the window owns the controller */
  PlTable       *table;
  PlTableView   *view;
  PlSkatBidding *bar;
  GtkRevealer   *bar_revealer;

  GtkWindow     *dialog;        /* weak: the announcement, peek or result */
  guint          result_source;
  gboolean       announce_shown;
  gboolean       result_shown;
  PlCard         pending_discard;

  char          *last_refusal;
  char          *last_peek;

  /* The view's "selection-changed" may come back while update() runs. */
  gboolean       updating;
  gboolean       update_again;
};

static void pl_skat_controller_iface_init (PlGameControllerInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (PlSkatController, pl_skat_controller, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (PL_TYPE_GAME_CONTROLLER,
                                                      pl_skat_controller_iface_init))

static GSettings *
get_settings (PlSkatController *self)
{
  GtkApplication *app = self->window ? gtk_window_get_application (self->window) : NULL;

  return PL_IS_APPLICATION (app) ? pl_application_get_settings (PL_APPLICATION (app)) : NULL;
}

static PlCardTheme *
get_card_theme (PlSkatController *self)
{
  GtkApplication *app = self->window ? gtk_window_get_application (self->window) : NULL;

  return PL_IS_APPLICATION (app) ? pl_application_get_card_theme (PL_APPLICATION (app)) : NULL;
}

static const char *
seat_name (PlSkatController *self,
           guint             seat)
{
  PlSeat *s = pl_table_get_seat (self->table, seat);

  return s != NULL ? pl_seat_get_name (s) : "";
}

static void update (PlSkatController *self);

static gboolean
dialog_gone_idle_cb (gpointer user_data)
{
  PlSkatController *self = user_data;

  if (self->table != NULL)
    update (self);
  return G_SOURCE_REMOVE;
}

static void
dialog_destroyed_cb (PlSkatController *self)
{
  /* The focus comes back to the table once the dialog is gone. */
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, dialog_gone_idle_cb,
                   g_object_ref (self), g_object_unref);
}

static void
set_dialog (PlSkatController *self,
            GtkWindow        *dialog)
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
emit_changed (PlSkatController *self)
{
  pl_game_controller_emit_changed (PL_GAME_CONTROLLER (self));
}

static void
refuse (PlSkatController *self,
        const char       *message)
{
  g_free (self->last_refusal);
  self->last_refusal = g_strdup (message);
  if (PL_IS_WINDOW (self->window))
    pl_window_show_toast (PL_WINDOW (self->window), message);
  emit_changed (self);
}

/* Plays @move for the human; shows the rules' reason if they refuse it. */
static gboolean
play (PlSkatController *self,
      const PlMove     *move)
{
  g_autoptr(GError) error = NULL;

  if (!pl_table_play (self->table, move, &error))
    {
      refuse (self, error->message);
      return FALSE;
    }
  return TRUE;
}

/* The legal move of @kind, the lowest value first; FALSE if none. */
static gboolean
find_move (PlSkatController *self,
           PlMoveKind        kind,
           PlMove           *out)
{
  PlMove moves[PL_MAX_MOVES];
  guint n = pl_table_get_legal_moves (self->table, moves);
  gboolean found = FALSE;

  for (guint i = 0; i < n; i++)
    if (moves[i].kind == kind && (!found || moves[i].value < out->value))
      {
        *out = moves[i];
        found = TRUE;
      }
  return found;
}

/* What the others said so far, from the seats: "Anna 18 · Bernd Pass". */
static char *
describe_said (PlSkatController *self)
{
  GString *text = g_string_new (NULL);
  guint human = pl_table_get_human_seat (self->table);

  for (guint s = 0; s < pl_table_get_n_seats (self->table); s++)
    {
      PlSeat *seat = pl_table_get_seat (self->table, s);
      const char *said = pl_seat_get_said (seat);

      if (s == human || said == NULL || *said == '\0')
        continue;
      if (text->len > 0)
        g_string_append (text, " · ");
      /* TRANSLATORS: a seat's name and what it said in the bidding: "Anna: 20". */
      g_string_append_printf (text, _("%s: %s"), pl_seat_get_name (seat), said);
    }
  return g_string_free (text, FALSE);
}

static void
show_bar (PlSkatController *self,
          const char       *title,
          const char       *detail)
{
  pl_skat_bidding_set_status (self->bar, title, detail);
  gtk_revealer_set_reveal_child (self->bar_revealer, TRUE);
}

static void
update_bidding (PlSkatController  *self,
                const PlSkatState *state,
                gboolean           human_turn)
{
  g_autofree char *said = describe_said (self);
  g_autofree char *title = NULL;
  g_autofree char *label = NULL;
  PlMove move;

  if (!human_turn)
    {
      gint to_move = pl_table_get_to_move (self->table);

      title = g_strdup_printf (_("%s is bidding…"), seat_name (self, to_move));
      show_bar (self, title, said);
      return;
    }

  if (find_move (self, PL_MOVE_HOLD, &move))
    {
      title = g_strdup_printf (_("%s bids %u"), seat_name (self, state->bidder), state->bid);
      label = g_strdup_printf (_("_Hold %u"), move.value);
      pl_skat_bidding_add_action (self->bar, label, ACTION_HOLD, TRUE);
    }
  else if (find_move (self, PL_MOVE_BID, &move))
    {
      if (state->bid > 0)
        title = g_strdup_printf (_("The bid is %u"), state->bid);
      else if (state->bid_stage == 2)
        title = g_strdup (_("Nobody has bid: will you play?"));
      else
        title = g_strdup (_("Your bid"));
      label = g_strdup_printf (_("_Bid %u"), move.value);
      pl_skat_bidding_add_action (self->bar, label, ACTION_BID, TRUE);
    }
  else
    title = g_strdup (_("Your turn"));
  pl_skat_bidding_add_action (self->bar, _("_Pass"), ACTION_PASS, FALSE);
  show_bar (self, title, said);
}

static void
update_discard (PlSkatController *self)
{
  PlCardSet chosen = pl_table_view_get_selection (self->view);
  g_autofree char *detail = NULL;
  guint n;
  GtkWidget *button;

  if (self->pending_discard != PL_CARD_NONE)
    chosen = pl_cardset_add (chosen, self->pending_discard);
  n = pl_cardset_count (chosen);
  detail = g_strdup_printf (ngettext ("Click two cards or drag them to the skat: %u chosen",
                                      "Click two cards or drag them to the skat: %u chosen",
                                      n), n);
  button = pl_skat_bidding_add_action (self->bar, _("_Put Away"), ACTION_DISCARD, TRUE);
  gtk_widget_set_sensitive (button, n == 2);
  show_bar (self, _("Put two cards away"), detail);
}

static void open_announce (PlSkatController *self);

static void update_once (PlSkatController *self);

static void
update (PlSkatController *self)
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

static void
update_once (PlSkatController *self)
{
  const PlSkatState *state = pl_table_get_state (self->table);
  gboolean human_turn = pl_table_is_human_turn (self->table);
  guint human = pl_table_get_human_seat (self->table);
  PlSkatPhase phase;
  g_autofree char *title = NULL;

  if (state == NULL)
    return;

  phase = pl_skat_get_phase (state);
  pl_skat_bidding_clear_actions (self->bar);

  /* Playable cards only while the human is to play a card. */
  pl_table_view_set_playable (self->view,
                              phase == PL_SKAT_PHASE_PLAY && human_turn
                              ? pl_skat_legal_cards (state, human) : 0);
  pl_table_view_set_selection_mode (self->view, phase == PL_SKAT_PHASE_DISCARD && human_turn);
  if (!(phase == PL_SKAT_PHASE_DISCARD && human_turn))
    self->pending_discard = PL_CARD_NONE;

  switch (phase)
    {
    case PL_SKAT_PHASE_BIDDING:
      update_bidding (self, state, human_turn);
      break;

    case PL_SKAT_PHASE_SKAT:
      if (human_turn)
        {
          title = g_strdup_printf (_("You won the bidding at %u"), state->bid);
          pl_skat_bidding_add_action (self->bar, _("Take Up the _Skat"), ACTION_PICKUP, TRUE);
          pl_skat_bidding_add_action (self->bar, _("Play _Hand"), ACTION_HAND, FALSE);
          show_bar (self, title, _("Take up the skat and put two cards away, or play from "
                                   "your hand for a higher value"));
        }
      else
        {
          title = g_strdup_printf (_("%s won the bidding at %u"),
                                   seat_name (self, state->declarer), state->bid);
          show_bar (self, title, NULL);
        }
      break;

    case PL_SKAT_PHASE_DISCARD:
      if (human_turn)
        update_discard (self);
      else
        {
          title = g_strdup_printf (_("%s takes up the skat"), seat_name (self, state->declarer));
          show_bar (self, title, NULL);
        }
      break;

    case PL_SKAT_PHASE_ANNOUNCE:
      if (human_turn)
        {
          pl_skat_bidding_add_action (self->bar, _("_Announce Game…"), ACTION_ANNOUNCE, TRUE);
          show_bar (self, _("Announce your game"), NULL);
          if (!self->announce_shown)
            open_announce (self);
        }
      else
        {
          title = g_strdup_printf (_("%s is announcing…"), seat_name (self, state->declarer));
          show_bar (self, title, NULL);
        }
      break;

    case PL_SKAT_PHASE_KONTRA:
      if (human_turn)
        {
          const char *contract = NULL;
          g_autofree char *game = NULL;

          g_object_get (self->table, "contract", &game, NULL);
          contract = game;
          if ((gint) human == state->declarer)
            {
              pl_skat_bidding_add_action (self->bar, _("_Re"), ACTION_RE, FALSE);
              pl_skat_bidding_add_action (self->bar, _("_No Re"), ACTION_PASS, TRUE);
              show_bar (self, _("Kontra! Will you answer Re?"), contract);
            }
          else
            {
              title = g_strdup_printf (_("%s plays %s"), seat_name (self, state->declarer),
                                       contract ? contract : "");
              pl_skat_bidding_add_action (self->bar, _("_Kontra"), ACTION_KONTRA, FALSE);
              pl_skat_bidding_add_action (self->bar, _("_No Kontra"), ACTION_PASS, TRUE);
              show_bar (self, title, _("Kontra doubles the value of the game"));
            }
        }
      else
        show_bar (self, _("Kontra?"), NULL);
      break;

    case PL_SKAT_PHASE_PLAY:
      gtk_revealer_set_reveal_child (self->bar_revealer, FALSE);
      break;

    case PL_SKAT_PHASE_OVER:
    default:
      pl_skat_bidding_add_action (self->bar, _("Show _Result"), ACTION_RESULT, FALSE);
      pl_skat_bidding_add_action (self->bar, _("_Next Deal"), ACTION_NEXT_DEAL, TRUE);
      show_bar (self, _("The deal is over"), NULL);
      break;
    }

  /* Keyboard alone: the decision's default button takes the focus, so
   * Enter chooses it and Tab reaches the others.  In play the cards keep
   * it. */
  if (self->dialog == NULL)
    {
      if (phase == PL_SKAT_PHASE_PLAY && human_turn)
        pl_table_view_focus_playable (self->view, pl_skat_legal_cards (state, human));
      else if (phase == PL_SKAT_PHASE_DISCARD && human_turn)
        {
          /* Two cards chosen: Enter puts them away. */
          if (pl_cardset_count (pl_table_view_get_selection (self->view)) +
              (self->pending_discard != PL_CARD_NONE) == 2)
            pl_skat_bidding_focus_default (self->bar);
          else
            pl_table_view_focus_playable (self->view, pl_skat_get_hand (state, human));
        }
      else if (gtk_revealer_get_reveal_child (self->bar_revealer))
        pl_skat_bidding_focus_default (self->bar);
    }
}

/* The announcement dialog. */

static void
announced_cb (PlSkatAnnounceDialog *dialog,
              guint                 contract,
              guint                 flags,
              PlSkatController     *self)
{
  PlMove move = pl_move_new (PL_MOVE_ANNOUNCE, pl_table_get_human_seat (self->table));

  move.arg = contract;
  move.flags = flags;
  play (self, &move);
}

static void
open_announce (PlSkatController *self)
{
  PlSkatAnnounceDialog *dialog;

  if (self->dialog != NULL)
    return;
  self->announce_shown = TRUE;
  dialog = pl_skat_announce_dialog_new (self->window, self->table);
  g_signal_connect_object (dialog, "announced", G_CALLBACK (announced_cb), self, 0);
  set_dialog (self, GTK_WINDOW (dialog));
  gtk_window_present (GTK_WINDOW (dialog));
  emit_changed (self);
}

/* The bar. */

static void
bar_action_cb (PlSkatBidding    *bar,
               guint             id,
               PlSkatController *self)
{
  guint human = pl_table_get_human_seat (self->table);
  PlMove move = pl_move_new (PL_MOVE_NONE, human);

  switch ((Action) id)
    {
    case ACTION_BID:
      if (find_move (self, PL_MOVE_BID, &move))
        play (self, &move);
      break;
    case ACTION_HOLD:
      if (find_move (self, PL_MOVE_HOLD, &move))
        play (self, &move);
      break;
    case ACTION_PASS:
      move.kind = PL_MOVE_PASS;
      play (self, &move);
      break;
    case ACTION_PICKUP:
      move.kind = PL_MOVE_PICKUP;
      play (self, &move);
      break;
    case ACTION_HAND:
      move.kind = PL_MOVE_HAND;
      play (self, &move);
      break;
    case ACTION_DISCARD:
      move.kind = PL_MOVE_DISCARD;
      move.cards = pl_table_view_get_selection (self->view);
      if (self->pending_discard != PL_CARD_NONE)
        move.cards = pl_cardset_add (move.cards, self->pending_discard);
      if (play (self, &move))
        {
          self->pending_discard = PL_CARD_NONE;
          pl_table_view_clear_selection (self->view);
        }
      break;
    case ACTION_ANNOUNCE:
      open_announce (self);
      break;
    case ACTION_KONTRA:
      move.kind = PL_MOVE_KONTRA;
      play (self, &move);
      break;
    case ACTION_RE:
      move.kind = PL_MOVE_RE;
      play (self, &move);
      break;
    case ACTION_NEXT_DEAL:
      pl_skat_controller_deal (self, g_random_int ());
      break;
    case ACTION_RESULT:
      pl_skat_controller_show_result (self);
      break;
    default:
      g_assert_not_reached ();
    }
}

/* The view. */

static gboolean
discard_card (PlSkatController *self,
              PlCard            card)
{
  PlCardSet chosen = pl_table_view_get_selection (self->view);

  if (self->pending_discard != PL_CARD_NONE)
    chosen = pl_cardset_add (chosen, self->pending_discard);
  chosen = pl_cardset_add (chosen, card);

  /* The second card dropped on the skat completes the discard. */
  if (pl_cardset_count (chosen) == 2)
    {
      PlMove move = pl_move_new (PL_MOVE_DISCARD, pl_table_get_human_seat (self->table));

      move.cards = chosen;
      if (play (self, &move))
        {
          self->pending_discard = PL_CARD_NONE;
          pl_table_view_clear_selection (self->view);
          return TRUE;
        }
      return FALSE;
    }

  if (pl_cardset_count (chosen) == 1)
    self->pending_discard = card;
  update (self);
  return TRUE;
}

static gboolean
card_activated_cb (PlTableView      *view,
                   guint             card,
                   PlDropTarget      target,
                   PlSkatController *self)
{
  const PlSkatState *state = pl_table_get_state (self->table);
  PlMove move;

  if (state == NULL || target == PL_DROP_HAND || target == PL_DROP_NONE)
    return FALSE;

  switch (pl_skat_get_phase (state))
    {
    case PL_SKAT_PHASE_DISCARD:
      if (!pl_table_is_human_turn (self->table))
        break;
      return discard_card (self, (PlCard) card);

    case PL_SKAT_PHASE_PLAY:
      if (target != PL_DROP_TRICK)
        break;
      move = pl_move_new (PL_MOVE_PLAY, pl_table_get_human_seat (self->table));
      move.card = (PlCard) card;
      return play (self, &move);

    case PL_SKAT_PHASE_BIDDING:
    case PL_SKAT_PHASE_SKAT:
    case PL_SKAT_PHASE_ANNOUNCE:
    case PL_SKAT_PHASE_KONTRA:
      refuse (self, _("Cards are played once the game is announced"));
      return FALSE;

    case PL_SKAT_PHASE_OVER:
    default:
      break;
    }
  return FALSE;
}

static void
selection_changed_cb (PlTableView      *view,
                      PlSkatController *self)
{
  update (self);
}

static void
talon_activated_cb (PlTableView      *view,
                    PlSkatController *self)
{
  const PlSkatState *state = pl_table_get_state (self->table);
  PlMove move;

  if (state == NULL || !pl_table_is_human_turn (self->table))
    return;
  if (pl_skat_get_phase (state) == PL_SKAT_PHASE_SKAT)
    {
      move = pl_move_new (PL_MOVE_PICKUP, pl_table_get_human_seat (self->table));
      play (self, &move);
    }
}

/* The table. */

static void
move_played_cb (PlTable          *table,
                gpointer          move,
                PlSkatController *self)
{
  update (self);
}

static void
deal_started_cb (PlTable          *table,
                 PlSkatController *self)
{
  self->announce_shown = FALSE;
  self->result_shown = FALSE;
  self->pending_discard = PL_CARD_NONE;
  g_clear_pointer (&self->last_peek, g_free);
  g_clear_handle_id (&self->result_source, g_source_remove);
  pl_table_view_clear_selection (self->view);
  update (self);
}

/* An undo took moves back: what was asked for them (the announcement,
 * the skat to put away, the result) is asked again when the table gets
 * there again; the computer's move was cancelled by the table. */
static void
undone_cb (PlTable          *table,
           PlSkatController *self)
{
  if (self->dialog != NULL)
    gtk_window_destroy (self->dialog);
  self->announce_shown = FALSE;
  self->result_shown = FALSE;
  self->pending_discard = PL_CARD_NONE;
  g_clear_handle_id (&self->result_source, g_source_remove);
  pl_table_view_clear_selection (self->view);
  update (self);
  emit_changed (self);
}

static gboolean
show_result_cb (gpointer user_data)
{
  PlSkatController *self = user_data;

  self->result_source = 0;
  pl_skat_controller_show_result (self);
  return G_SOURCE_REMOVE;
}

static void
deal_over_cb (PlTable          *table,
              PlSkatController *self)
{
  update (self);
  g_clear_handle_id (&self->result_source, g_source_remove);
  self->result_source = g_timeout_add (RESULT_DELAY_MS, show_result_cb, self);
}

static void
table_error_cb (PlTable          *table,
                const char       *message,
                PlSkatController *self)
{
  refuse (self, message);
}

/* Public API. */

void
pl_skat_controller_deal (PlSkatController *self,
                         guint64           seed)
{
  GSettings *settings;

  g_return_if_fail (PL_IS_SKAT_CONTROLLER (self));

  if (self->dialog != NULL)
    gtk_window_destroy (self->dialog);

  /* The Skat preferences apply from the next deal on. */
  settings = get_settings (self);
  if (settings != NULL)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *players = g_strdup_printf ("%d", g_settings_get_int (settings,
                                                                             "skat-players"));

      if (!pl_table_set_option (self->table, "players", players, &error) ||
          !pl_table_set_option (self->table, "ramsch",
                                g_settings_get_boolean (settings, "skat-ramsch") ? "on" : "off",
                                &error) ||
          !pl_table_set_option (self->table, "kontra",
                                g_settings_get_boolean (settings, "skat-kontra") ? "on" : "off",
                                &error))
        g_warning ("A Skat option was refused: %s", error->message);
      pl_table_set_computer_level (self->table,
                                   (guint) g_settings_get_enum (settings, "computer-level"));
    }

  pl_table_new_deal (self->table, seed);
}

static void
peeked_cb (PlPeekDialog     *dialog,
           guint             index,
           gint              cost,
           PlSkatController *self)
{
  g_free (self->last_peek);
  self->last_peek = pl_peek_dialog_describe (dialog);
  emit_changed (self);
}

gboolean
pl_skat_controller_peek (PlSkatController *self)
{
  PlPeekDialog *dialog;

  g_return_val_if_fail (PL_IS_SKAT_CONTROLLER (self), FALSE);

  if (self->dialog != NULL)
    return FALSE;

  dialog = pl_peek_dialog_new (self->window, self->table, get_card_theme (self));
  if (dialog == NULL)
    {
      refuse (self, _("No trick has been taken yet"));
      return FALSE;
    }

  g_free (self->last_peek);
  self->last_peek = pl_peek_dialog_describe (dialog);
  g_signal_connect_object (dialog, "peeked", G_CALLBACK (peeked_cb), self, 0);
  set_dialog (self, GTK_WINDOW (dialog));
  gtk_window_present (GTK_WINDOW (dialog));
  emit_changed (self);
  return TRUE;
}

static void
next_deal_cb (PlResultDialog   *dialog,
              PlSkatController *self)
{
  pl_skat_controller_deal (self, g_random_int ());
}

void
pl_skat_controller_show_result (PlSkatController *self)
{
  PlResultDialog *dialog;

  g_return_if_fail (PL_IS_SKAT_CONTROLLER (self));

  if (self->dialog != NULL)
    gtk_window_destroy (self->dialog);

  dialog = pl_result_dialog_new (self->window, self->table, get_card_theme (self));
  if (dialog == NULL)
    return;
  self->result_shown = TRUE;
  g_signal_connect_object (dialog, "next-deal", G_CALLBACK (next_deal_cb), self, 0);
  set_dialog (self, GTK_WINDOW (dialog));
  gtk_window_present (GTK_WINDOW (dialog));
  emit_changed (self);
}

void
pl_skat_controller_refresh (PlSkatController *self)
{
  g_return_if_fail (PL_IS_SKAT_CONTROLLER (self));

  /* Once the view has laid out the loaded cards, so that one can take the
   * focus. */
  g_idle_add_full (G_PRIORITY_LOW, dialog_gone_idle_cb, g_object_ref (self), g_object_unref);
}

gboolean
pl_skat_controller_in_progress (PlSkatController *self)
{
  g_return_val_if_fail (PL_IS_SKAT_CONTROLLER (self), FALSE);

  return pl_table_get_state (self->table) != NULL && !pl_table_is_over (self->table);
}

const char *
pl_skat_controller_get_last_refusal (PlSkatController *self)
{
  g_return_val_if_fail (PL_IS_SKAT_CONTROLLER (self), NULL);

  return self->last_refusal;
}

const char *
pl_skat_controller_get_last_peek (PlSkatController *self)
{
  g_return_val_if_fail (PL_IS_SKAT_CONTROLLER (self), NULL);

  return self->last_peek;
}

const char *
pl_skat_controller_get_dialog (PlSkatController *self)
{
  g_return_val_if_fail (PL_IS_SKAT_CONTROLLER (self), NULL);

  if (self->dialog == NULL)
    return "";
  return gtk_window_get_title (self->dialog);
}

static void
pl_skat_controller_dispose (GObject *object)
{
  PlSkatController *self = PL_SKAT_CONTROLLER (object);

  g_clear_handle_id (&self->result_source, g_source_remove);
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

  G_OBJECT_CLASS (pl_skat_controller_parent_class)->dispose (object);
}

static void
pl_skat_controller_finalize (GObject *object)
{
  PlSkatController *self = PL_SKAT_CONTROLLER (object);

  g_free (self->last_refusal);
  g_free (self->last_peek);

  G_OBJECT_CLASS (pl_skat_controller_parent_class)->finalize (object);
}

static void
pl_skat_controller_class_init (PlSkatControllerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = pl_skat_controller_dispose;
  object_class->finalize = pl_skat_controller_finalize;
}

static void
iface_deal (PlGameController *controller,
            guint64           seed)
{
  pl_skat_controller_deal (PL_SKAT_CONTROLLER (controller), seed);
}

static gboolean
iface_peek (PlGameController *controller)
{
  return pl_skat_controller_peek (PL_SKAT_CONTROLLER (controller));
}

static void
iface_show_result (PlGameController *controller)
{
  pl_skat_controller_show_result (PL_SKAT_CONTROLLER (controller));
}

static void
iface_refresh (PlGameController *controller)
{
  pl_skat_controller_refresh (PL_SKAT_CONTROLLER (controller));
}

static gboolean
iface_in_progress (PlGameController *controller)
{
  return pl_skat_controller_in_progress (PL_SKAT_CONTROLLER (controller));
}

static const char *
iface_get_last_refusal (PlGameController *controller)
{
  return pl_skat_controller_get_last_refusal (PL_SKAT_CONTROLLER (controller));
}

static const char *
iface_get_last_peek (PlGameController *controller)
{
  return pl_skat_controller_get_last_peek (PL_SKAT_CONTROLLER (controller));
}

static const char *
iface_get_dialog (PlGameController *controller)
{
  return pl_skat_controller_get_dialog (PL_SKAT_CONTROLLER (controller));
}

static void
pl_skat_controller_iface_init (PlGameControllerInterface *iface)
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

static void
pl_skat_controller_init (PlSkatController *self)
{
  self->pending_discard = PL_CARD_NONE;
}

PlSkatController *
pl_skat_controller_new (GtkWindow     *window,
                        PlTable       *table,
                        PlTableView   *view,
                        PlSkatBidding *bar,
                        GtkRevealer   *bar_revealer)
{
  PlSkatController *self;

  g_return_val_if_fail (GTK_IS_WINDOW (window), NULL);
  g_return_val_if_fail (PL_IS_TABLE (table), NULL);
  g_return_val_if_fail (PL_IS_TABLE_VIEW (view), NULL);
  g_return_val_if_fail (PL_IS_SKAT_BIDDING (bar), NULL);
  g_return_val_if_fail (GTK_IS_REVEALER (bar_revealer), NULL);

  self = g_object_new (PL_TYPE_SKAT_CONTROLLER, NULL);
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
  g_signal_connect (view, "selection-changed", G_CALLBACK (selection_changed_cb), self);
  g_signal_connect (view, "talon-activated", G_CALLBACK (talon_activated_cb), self);
  g_signal_connect (bar, "action", G_CALLBACK (bar_action_cb), self);

  return self;
}
