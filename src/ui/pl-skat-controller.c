/* pl-skat-controller.c — turns the human's gestures and answers into Skat moves
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-skat-controller"

#include <glib/gi18n-lib.h>

#include "pl-card-widget.h"
#include "pl-result-dialog.h"
#include "pl-skat.h"
#include "pl-skat-announce-dialog.h"
#include "pl-skat-controller.h"

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
  PlGameController parent_instance;

  /* Borrowed from PlGameController, which keeps the references. */
  GtkWindow     *window;
  PlTable       *table;
  PlTableView   *view;
  PlSkatBidding *bar;
  GtkRevealer   *bar_revealer;

  gboolean       announce_shown;
  PlCard         pending_discard;
};

G_DEFINE_FINAL_TYPE (PlSkatController, pl_skat_controller, PL_TYPE_GAME_CONTROLLER)

#define BASE(self) PL_GAME_CONTROLLER (self)

static const char *
seat_name (PlSkatController *self,
           guint             seat)
{
  PlSeat *s = pl_table_get_seat (self->table, seat);

  return s != NULL ? pl_seat_get_name (s) : "";
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
      pl_game_controller_show_bar (BASE (self), title, said);
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
  pl_game_controller_show_bar (BASE (self), title, said);
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
  pl_game_controller_show_bar (BASE (self), _("Put two cards away"), detail);
}

static void open_announce (PlSkatController *self);

static void
update (PlGameController *controller)
{
  PlSkatController *self = PL_SKAT_CONTROLLER (controller);
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
          pl_game_controller_show_bar (BASE (self), title, _("Take up the skat and put two cards away, or play from "
                                   "your hand for a higher value"));
        }
      else
        {
          title = g_strdup_printf (_("%s won the bidding at %u"),
                                   seat_name (self, state->declarer), state->bid);
          pl_game_controller_show_bar (BASE (self), title, NULL);
        }
      break;

    case PL_SKAT_PHASE_DISCARD:
      if (human_turn)
        update_discard (self);
      else
        {
          title = g_strdup_printf (_("%s takes up the skat"), seat_name (self, state->declarer));
          pl_game_controller_show_bar (BASE (self), title, NULL);
        }
      break;

    case PL_SKAT_PHASE_ANNOUNCE:
      if (human_turn)
        {
          pl_skat_bidding_add_action (self->bar, _("_Announce Game…"), ACTION_ANNOUNCE, TRUE);
          pl_game_controller_show_bar (BASE (self), _("Announce your game"), NULL);
          if (!self->announce_shown)
            open_announce (self);
        }
      else
        {
          title = g_strdup_printf (_("%s is announcing…"), seat_name (self, state->declarer));
          pl_game_controller_show_bar (BASE (self), title, NULL);
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
              pl_game_controller_show_bar (BASE (self), _("Kontra! Will you answer Re?"), contract);
            }
          else
            {
              title = g_strdup_printf (_("%s plays %s"), seat_name (self, state->declarer),
                                       contract ? contract : "");
              pl_skat_bidding_add_action (self->bar, _("_Kontra"), ACTION_KONTRA, FALSE);
              pl_skat_bidding_add_action (self->bar, _("_No Kontra"), ACTION_PASS, TRUE);
              pl_game_controller_show_bar (BASE (self), title, _("Kontra doubles the value of the game"));
            }
        }
      else
        pl_game_controller_show_bar (BASE (self), _("Kontra?"), NULL);
      break;

    case PL_SKAT_PHASE_PLAY:
      pl_game_controller_hide_bar (BASE (self));
      break;

    case PL_SKAT_PHASE_OVER:
    default:
      pl_skat_bidding_add_action (self->bar, _("Show _Result"), ACTION_RESULT, FALSE);
      pl_skat_bidding_add_action (self->bar, _("_Next Deal"), ACTION_NEXT_DEAL, TRUE);
      pl_game_controller_show_bar (BASE (self), _("The deal is over"), NULL);
      break;
    }

  /* Keyboard alone: the decision's default button takes the focus, so
   * Enter chooses it and Tab reaches the others.  In play the cards keep
   * it. */
  if (pl_game_controller_get_open_dialog (BASE (self)) == NULL)
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
  pl_game_controller_play (BASE (self), &move);
}

static void
open_announce (PlSkatController *self)
{
  PlSkatAnnounceDialog *dialog;

  if (pl_game_controller_get_open_dialog (BASE (self)) != NULL)
    return;
  self->announce_shown = TRUE;
  dialog = pl_skat_announce_dialog_new (self->window, self->table);
  g_signal_connect_object (dialog, "announced", G_CALLBACK (announced_cb), self, 0);
  pl_game_controller_set_dialog (BASE (self), GTK_WINDOW (dialog));
  gtk_window_present (GTK_WINDOW (dialog));
  pl_game_controller_emit_changed (BASE (self));
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
        pl_game_controller_play (BASE (self), &move);
      break;
    case ACTION_HOLD:
      if (find_move (self, PL_MOVE_HOLD, &move))
        pl_game_controller_play (BASE (self), &move);
      break;
    case ACTION_PASS:
      move.kind = PL_MOVE_PASS;
      pl_game_controller_play (BASE (self), &move);
      break;
    case ACTION_PICKUP:
      move.kind = PL_MOVE_PICKUP;
      pl_game_controller_play (BASE (self), &move);
      break;
    case ACTION_HAND:
      move.kind = PL_MOVE_HAND;
      pl_game_controller_play (BASE (self), &move);
      break;
    case ACTION_DISCARD:
      move.kind = PL_MOVE_DISCARD;
      move.cards = pl_table_view_get_selection (self->view);
      if (self->pending_discard != PL_CARD_NONE)
        move.cards = pl_cardset_add (move.cards, self->pending_discard);
      if (pl_game_controller_play (BASE (self), &move))
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
      pl_game_controller_play (BASE (self), &move);
      break;
    case ACTION_RE:
      move.kind = PL_MOVE_RE;
      pl_game_controller_play (BASE (self), &move);
      break;
    case ACTION_NEXT_DEAL:
      pl_game_controller_deal (BASE (self), g_random_int ());
      break;
    case ACTION_RESULT:
      pl_game_controller_show_result (BASE (self));
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
      if (pl_game_controller_play (BASE (self), &move))
        {
          self->pending_discard = PL_CARD_NONE;
          pl_table_view_clear_selection (self->view);
          return TRUE;
        }
      return FALSE;
    }

  if (pl_cardset_count (chosen) == 1)
    self->pending_discard = card;
  pl_game_controller_update (BASE (self));
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
      return pl_game_controller_play (BASE (self), &move);

    case PL_SKAT_PHASE_BIDDING:
    case PL_SKAT_PHASE_SKAT:
    case PL_SKAT_PHASE_ANNOUNCE:
    case PL_SKAT_PHASE_KONTRA:
      pl_game_controller_refuse (BASE (self), _("Cards are played once the game is announced"));
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
  pl_game_controller_update (BASE (self));
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
      pl_game_controller_play (BASE (self), &move);
    }
}

/* What was asked in the deal (the announcement, the skat to put away) is
 * asked again when the table gets there again (a new deal, an undo). */
static void
reset (PlGameController *controller)
{
  PlSkatController *self = PL_SKAT_CONTROLLER (controller);

  self->announce_shown = FALSE;
  self->pending_discard = PL_CARD_NONE;
  pl_table_view_clear_selection (self->view);
}

/* PlGameController ------------------------------------------------------- */

static void
deal (PlGameController *controller,
      guint64           seed)
{
  PlSkatController *self = PL_SKAT_CONTROLLER (controller);
  GSettings *settings = pl_game_controller_get_settings (controller);

  /* The Skat preferences apply from the next deal on. */
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
next_deal_cb (PlResultDialog   *dialog,
              PlSkatController *self)
{
  pl_game_controller_deal (BASE (self), g_random_int ());
}

static void
show_result (PlGameController *controller)
{
  PlSkatController *self = PL_SKAT_CONTROLLER (controller);
  PlResultDialog *dialog;

  dialog = pl_result_dialog_new (self->window, self->table,
                                 pl_game_controller_get_card_theme (controller));
  if (dialog == NULL)
    return;
  g_signal_connect_object (dialog, "next-deal", G_CALLBACK (next_deal_cb), self, 0);
  pl_game_controller_set_dialog (controller, GTK_WINDOW (dialog));
  gtk_window_present (GTK_WINDOW (dialog));
  pl_game_controller_emit_changed (controller);
}

/* GObject ---------------------------------------------------------------- */

static void
pl_skat_controller_class_init (PlSkatControllerClass *klass)
{
  PlGameControllerClass *controller_class = PL_GAME_CONTROLLER_CLASS (klass);

  controller_class->deal = deal;
  controller_class->show_result = show_result;
  controller_class->update = update;
  controller_class->reset = reset;
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

  self = g_object_new (PL_TYPE_SKAT_CONTROLLER, NULL);
  pl_game_controller_setup (BASE (self), window, table, view, bar, bar_revealer);
  self->window = window;
  self->table = table;
  self->view = view;
  self->bar = bar;
  self->bar_revealer = bar_revealer;

  g_signal_connect (view, "card-activated", G_CALLBACK (card_activated_cb), self);
  g_signal_connect (view, "selection-changed", G_CALLBACK (selection_changed_cb), self);
  g_signal_connect (view, "talon-activated", G_CALLBACK (talon_activated_cb), self);
  g_signal_connect (bar, "action", G_CALLBACK (bar_action_cb), self);

  return self;
}
