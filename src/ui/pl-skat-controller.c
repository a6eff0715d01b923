/* pl-skat-controller.c — turns the human's gestures and answers into Skat moves
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-skat-controller"

#include <glib/gi18n-lib.h>

#include "pl-card-names.h"
#include "pl-card-widget.h"
#include "pl-list-archive.h"
#include "pl-skat-result-dialog.h"
#include "pl-skat.h"
#include "pl-skat-announce-dialog.h"
#include "pl-skat-controller.h"
#include "pl-skat-list-page.h"
#include "pl-skat-talk.h"
#include "pl-window.h"

/* The bar's buttons that are no single move (the moves are offered as
 * moves: pl_action_bar_add_move()). */
typedef enum {
  ACTION_DISCARD,
  ACTION_ANNOUNCE,
  ACTION_NEXT_DEAL,
  ACTION_RESULT,
  ACTION_CLAIM,
  ACTION_CONCEDE,
  ACTION_JUMP_BID,
} Action;

struct _PlSkatController
{
  PlGameController parent_instance;

  /* Borrowed from PlGameController, which keeps the references. */
  GtkWindow     *window;
  PlTable       *table;
  PlTableView   *view;
  PlActionBar   *bar;

  gboolean       announce_shown;
  PlCard         pending_discard;

  /* Claims and concessions (pl-skat-talk.h). */
  PlSkatTalk    *talk;
  /* The bidding bar's list of higher bids (a jump bid), while shown. */
  GtkDropDown   *jump_list;
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

/* Offers the human's move of @kind on the bar. */
static void
offer (PlSkatController *self,
       PlMoveKind        kind,
       const char       *label,
       gboolean          suggested)
{
  PlMove move = pl_move_new (kind, pl_table_get_human_seat (self->table));

  pl_action_bar_add_move (self->bar, &move, label, suggested);
}

/* A jump bid: every legal bid above the next one, in a list beside the
 * next bid's button, and a button that bids the value chosen (ISkO 2.2.3:
 * any value of the ladder above the last bid may be said). */
static void
add_jump_bid (PlSkatController *self,
              guint             next)
{
  PlMove moves[PL_MAX_MOVES];
  guint n = pl_table_get_legal_moves (self->table, moves);
  g_autoptr(GtkStringList) values = gtk_string_list_new (NULL);
  GtkWidget *list;

  for (guint i = 0; i < n; i++)
    if (moves[i].kind == PL_MOVE_BID && moves[i].value > next)
      {
        g_autofree char *text = g_strdup_printf ("%u", moves[i].value);

        gtk_string_list_append (values, text);
      }
  if (g_list_model_get_n_items (G_LIST_MODEL (values)) == 0)
    return;
  list = gtk_drop_down_new (G_LIST_MODEL (g_steal_pointer (&values)), NULL);
  gtk_widget_set_valign (list, GTK_ALIGN_CENTER);
  gtk_widget_set_tooltip_text (list, _("A higher bid to jump to"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (list),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Jump bid value"), -1);
  /* Read as one phrase: "Jump to [48]". */
  pl_action_bar_add_action (self->bar, _("_Jump To"), ACTION_JUMP_BID, FALSE);
  pl_action_bar_add_widget (self->bar, list);
  self->jump_list = GTK_DROP_DOWN (list);
  g_object_add_weak_pointer (G_OBJECT (list), (gpointer *) &self->jump_list);
}

static void
jump_bid (PlSkatController *self)
{
  GtkStringObject *item;
  PlMove move = pl_move_new (PL_MOVE_BID, pl_table_get_human_seat (self->table));

  if (self->jump_list == NULL)
    return;
  item = gtk_drop_down_get_selected_item (self->jump_list);
  if (item == NULL)
    return;
  move.value = (guint) g_ascii_strtoull (gtk_string_object_get_string (item), NULL, 10);
  pl_game_controller_play (BASE (self), &move);
}

/* The play: the game being played, and what the human may say beside his
 * cards (Claim the Rest as declarer, Concede from any seat). */
static void
update_play (PlSkatController  *self,
             const PlSkatState *state)
{
  g_autofree char *game = NULL;
  g_autofree char *title = NULL;
  gboolean can_claim = pl_skat_talk_can_claim (self->talk);
  gboolean can_concede = pl_skat_talk_can_concede (self->talk);
  gint declarer = pl_skat_get_declarer (state);

  if (declarer < 0 || (!can_claim && !can_concede))
    {
      pl_game_controller_hide_bar (BASE (self));
      return;
    }
  g_object_get (self->table, "contract", &game, NULL);
  if ((guint) declarer == pl_table_get_human_seat (self->table))
    /* TRANSLATORS: the bar during the play: "You play Clubs Hand". */
    title = g_strdup_printf (_("You play %s"), game);
  else
    /* TRANSLATORS: the bar during the play: "Anna plays Grand". */
    title = g_strdup_printf (_("%s plays %s"), seat_name (self, declarer), game);
  if (can_claim)
    pl_action_bar_add_action (self->bar, _("Claim the _Rest"), ACTION_CLAIM, FALSE);
  if (can_concede)
    pl_action_bar_add_action (self->bar, _("_Concede"), ACTION_CONCEDE, FALSE);
  pl_game_controller_show_bar (BASE (self), title,
                               state->claimed
                               ? _("The declarer has laid his cards open and claims the rest")
                               : NULL);
}

static void update_discard (PlSkatController *self,
                            gboolean          push);

/* Schieberamsch (pl-skat.h, club variants): take up the skat and push two
 * cards on, or push it on unseen. */
static void
update_push (PlSkatController  *self,
             const PlSkatState *state,
             gboolean           human_turn)
{
  g_autofree char *title = NULL;

  if (!human_turn)
    {
      title = g_strdup_printf (_("%s decides on the skat…"),
                               seat_name (self, pl_table_get_to_move (self->table)));
      pl_game_controller_show_bar (BASE (self), title,
                                   _("Schieberamsch: the skat is pushed on before the Ramsch"));
      return;
    }
  if (state->push_holding)
    {
      update_discard (self, TRUE);
      return;
    }
  offer (self, PL_MOVE_PICKUP, _("Take Up the _Skat"), TRUE);
  offer (self, PL_MOVE_PASS, _("_Push It On Unseen"), FALSE);
  pl_game_controller_show_bar (BASE (self), _("Schieberamsch"),
                               _("Take up the skat and push two cards on, or push it on "
                                 "unseen: each skat pushed on unseen doubles the Ramsch"));
}

/* A Ramsch round's deal (pl-skat-rounds.h): no bidding; Grand Hand or
 * pass, and if all pass a Ramsch is played. */
static void
update_grand_hand (PlSkatController *self,
                   gboolean          human_turn)
{
  g_autofree char *title = NULL;

  if (!human_turn)
    {
      title = g_strdup_printf (_("%s is deciding…"),
                               seat_name (self, pl_table_get_to_move (self->table)));
      pl_game_controller_show_bar (BASE (self), title,
                                   _("Ramsch round: Grand Hand, or Ramsch if all pass"));
      return;
    }
  offer (self, PL_MOVE_HAND, _("Play _Grand Hand"), FALSE);
  offer (self, PL_MOVE_PASS, _("_Pass"), TRUE);
  pl_game_controller_show_bar (BASE (self), _("Ramsch round"),
                               _("Declare Grand Hand, or pass: if all pass, Ramsch is played"));
}

/* What the others said, after the round the deal is played in (a Bock
 * deal counts double: the players bid knowing it). */
static char *
describe_bidding (PlSkatController  *self,
                  const PlSkatState *state)
{
  g_autofree char *said = describe_said (self);
  const char *round = NULL;

  if (state->options.bock_deal > 0)
    round = _("Bock round: every score counts double");
  if (round == NULL)
    return g_steal_pointer (&said);
  if (*said == '\0')
    return g_strdup (round);
  return g_strdup_printf ("%s · %s", round, said);
}

static void
update_bidding (PlSkatController  *self,
                const PlSkatState *state,
                gboolean           human_turn)
{
  g_autofree char *said = describe_bidding (self, state);
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

  if (pl_game_controller_find_move (BASE (self), PL_MOVE_HOLD, &move))
    {
      title = g_strdup_printf (_("%s bids %u"), seat_name (self, state->bidder), state->bid);
      label = g_strdup_printf (_("_Hold %u"), move.value);
      pl_action_bar_add_move (self->bar, &move, label, TRUE);
    }
  else if (pl_game_controller_find_move (BASE (self), PL_MOVE_BID, &move))
    {
      if (state->bid > 0)
        title = g_strdup_printf (_("The bid is %u"), state->bid);
      else if (state->bid_stage == 2)
        title = g_strdup (_("Nobody has bid: will you play?"));
      else
        title = g_strdup (_("Your bid"));
      label = g_strdup_printf (_("_Bid %u"), move.value);
      pl_action_bar_add_move (self->bar, &move, label, TRUE);
      add_jump_bid (self, move.value);
    }
  else
    title = g_strdup (_("Your turn"));
  offer (self, PL_MOVE_PASS, _("_Pass"), FALSE);
  pl_game_controller_show_bar (BASE (self), title, said);
}

/* Two cards to put away (the declarer) or to push on (Schieberamsch). */
static void
update_discard (PlSkatController *self,
                gboolean          push)
{
  PlCardSet chosen = pl_table_view_get_selection (self->view);
  g_autofree char *detail = NULL;
  guint n;
  GtkWidget *button;

  if (self->pending_discard != PL_CARD_NONE)
    chosen = pl_cardset_add (chosen, self->pending_discard);
  n = pl_cardset_count (chosen);
  if (push)
    detail = g_strdup_printf (ngettext ("Click two cards or drag them to the skat (no jacks): "
                                        "%u chosen",
                                        "Click two cards or drag them to the skat (no jacks): "
                                        "%u chosen", n), n);
  else
    detail = g_strdup_printf (ngettext ("Click two cards or drag them to the skat: %u chosen",
                                        "Click two cards or drag them to the skat: %u chosen",
                                        n), n);
  button = pl_action_bar_add_action (self->bar, push ? _("_Push On") : _("_Put Away"),
                                     ACTION_DISCARD, TRUE);
  gtk_widget_set_sensitive (button, n == 2);
  pl_game_controller_show_bar (BASE (self),
                               push ? _("Push two cards on") : _("Put two cards away"),
                               detail);
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
  gboolean discarding;
  g_autofree char *title = NULL;

  if (state == NULL)
    return;

  phase = pl_skat_get_phase (state);
  pl_action_bar_clear_actions (self->bar);

  /* Playable cards only while the human is to play a card. */
  pl_table_view_set_playable (self->view,
                              phase == PL_SKAT_PHASE_PLAY && human_turn
                              ? pl_skat_legal_cards (state, human) : 0);
  discarding = human_turn && (phase == PL_SKAT_PHASE_DISCARD ||
                               (phase == PL_SKAT_PHASE_PUSH && state->push_holding));
  pl_table_view_set_selection_mode (self->view, discarding);
  /* A card dragged over the skat while discarding shows where it goes. */
  pl_table_view_set_drop_zones (self->view, discarding ? 1u << PL_DROP_TALON : 0);
  if (!discarding)
    self->pending_discard = PL_CARD_NONE;
  /* Whether a computer seat claims or concedes here (a search). */
  if (self->talk != NULL)
    pl_skat_talk_update (self->talk);

  switch (phase)
    {
    case PL_SKAT_PHASE_BIDDING:
      update_bidding (self, state, human_turn);
      break;

    case PL_SKAT_PHASE_SKAT:
      if (human_turn)
        {
          title = g_strdup_printf (_("You won the bidding at %u"), state->bid);
          offer (self, PL_MOVE_PICKUP, _("Take Up the _Skat"), TRUE);
          offer (self, PL_MOVE_HAND, _("Play _Hand"), FALSE);
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
        update_discard (self, FALSE);
      else
        {
          title = g_strdup_printf (_("%s takes up the skat"), seat_name (self, state->declarer));
          pl_game_controller_show_bar (BASE (self), title, NULL);
        }
      break;

    case PL_SKAT_PHASE_ANNOUNCE:
      if (human_turn)
        {
          pl_action_bar_add_action (self->bar, _("_Announce Game…"), ACTION_ANNOUNCE, TRUE);
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
              offer (self, PL_MOVE_RE, _("_Re"), FALSE);
              offer (self, PL_MOVE_PASS, _("_No Re"), TRUE);
              pl_game_controller_show_bar (BASE (self), _("Kontra! Will you answer Re?"), contract);
            }
          else
            {
              title = g_strdup_printf (_("%s plays %s"), seat_name (self, state->declarer),
                                       contract ? contract : "");
              offer (self, PL_MOVE_KONTRA, _("_Kontra"), FALSE);
              offer (self, PL_MOVE_PASS, _("_No Kontra"), TRUE);
              pl_game_controller_show_bar (BASE (self), title, _("Kontra doubles the value of the game"));
            }
        }
      else
        pl_game_controller_show_bar (BASE (self), _("Kontra?"), NULL);
      break;

    case PL_SKAT_PHASE_PLAY:
      update_play (self, state);
      break;

    case PL_SKAT_PHASE_PUSH:
      update_push (self, state, human_turn);
      break;

    case PL_SKAT_PHASE_GRAND_HAND:
      update_grand_hand (self, human_turn);
      break;

    case PL_SKAT_PHASE_OVER:
    default:
      pl_action_bar_add_action (self->bar, _("Show _Result"), ACTION_RESULT, FALSE);
      pl_action_bar_add_action (self->bar, _("_Next Deal"), ACTION_NEXT_DEAL, TRUE);
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
      else if (discarding)
        {
          /* Two cards chosen: Enter puts them away. */
          if (pl_cardset_count (pl_table_view_get_selection (self->view)) +
              (self->pending_discard != PL_CARD_NONE) == 2)
            pl_action_bar_focus_default (self->bar);
          else
            pl_table_view_focus_playable (self->view, pl_skat_get_hand (state, human));
        }
      else if (pl_game_controller_bar_shown (BASE (self)))
        pl_action_bar_focus_default (self->bar);
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
  dialog = pl_skat_announce_dialog_new (self->window, self->table,
                                        pl_game_controller_get_card_theme (BASE (self)));
  g_signal_connect_object (dialog, "announced", G_CALLBACK (announced_cb), self, 0);
  pl_game_controller_set_dialog (BASE (self), GTK_WINDOW (dialog));
  gtk_window_present (GTK_WINDOW (dialog));
  pl_game_controller_emit_changed (BASE (self));
}

/* The bar. */

static void
bar_action_cb (PlActionBar      *bar,
               guint             id,
               PlSkatController *self)
{
  PlMove move = pl_move_new (PL_MOVE_DISCARD, pl_table_get_human_seat (self->table));

  switch ((Action) id)
    {
    case ACTION_DISCARD:
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
    case ACTION_NEXT_DEAL:
      pl_game_controller_deal (BASE (self), g_random_int ());
      break;
    case ACTION_RESULT:
      pl_game_controller_show_result (BASE (self));
      break;
    case ACTION_CLAIM:
      pl_skat_talk_claim (self->talk);
      break;
    case ACTION_CONCEDE:
      pl_skat_talk_concede (self->talk);
      break;
    case ACTION_JUMP_BID:
      jump_bid (self);
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

  /* The first card dropped on the skat is chosen: it stays raised among
   * the cards to put away, as a click would choose it. */
  if (pl_cardset_count (chosen) == 1)
    {
      pl_table_view_set_card_selected (self->view, card, TRUE);
      return TRUE;
    }
  pl_game_controller_update (BASE (self));
  return FALSE;
}

static gboolean
card_activated_cb (PlTableView       *view,
                   guint              card,
                   const PlDropPlace *place,
                   PlSkatController  *self)
{
  const PlSkatState *state = pl_table_get_state (self->table);
  PlMove move;

  if (state == NULL || place->zone == PL_DROP_HAND || place->zone == PL_DROP_NONE)
    return FALSE;

  switch (pl_skat_get_phase (state))
    {
    case PL_SKAT_PHASE_DISCARD:
      if (!pl_table_is_human_turn (self->table))
        break;
      return discard_card (self, (PlCard) card);

    case PL_SKAT_PHASE_PUSH:
      if (!pl_table_is_human_turn (self->table) || !state->push_holding)
        break;
      return discard_card (self, (PlCard) card);

    case PL_SKAT_PHASE_PLAY:
      if (place->zone != PL_DROP_TRICK)
        break;
      move = pl_move_new (PL_MOVE_PLAY, pl_table_get_human_seat (self->table));
      move.card = (PlCard) card;
      return pl_game_controller_play (BASE (self), &move);

    case PL_SKAT_PHASE_BIDDING:
    case PL_SKAT_PHASE_GRAND_HAND:
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
  if (pl_skat_get_phase (state) == PL_SKAT_PHASE_SKAT ||
      (pl_skat_get_phase (state) == PL_SKAT_PHASE_PUSH && !state->push_holding))
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
show_result (PlGameController *controller)
{
  PlSkatController *self = PL_SKAT_CONTROLLER (controller);
  PlSkatResultDialog *dialog;

  dialog = pl_skat_result_dialog_new (self->window, self->table,
                                 pl_game_controller_get_card_theme (controller));
  if (dialog == NULL)
    return;
  pl_game_controller_present_result (controller, GTK_WINDOW (dialog));
}

/* What the generic windows ask ------------------------------------------- */

/* A Skat move in words, for a hint ("bid 20", "put away the 7 of Hearts
 * and the 8 of Clubs"); a card played as every game says it. */
static char *
describe_move (PlGameController *controller,
               gconstpointer     state,
               const PlMove     *move,
               PlCard           *card)
{
  *card = PL_CARD_NONE;
  switch ((PlMoveKind) move->kind)
    {
    case PL_MOVE_BID:
      /* TRANSLATORS: a hint in the bidding; %u is the bid, "18". */
      return g_strdup_printf (_("bid %u"), move->value);
    case PL_MOVE_HOLD:
      /* TRANSLATORS: a hint in the bidding; %u is the bid held, "18". */
      return g_strdup_printf (_("hold %u"), move->value);
    case PL_MOVE_PASS:
      if (pl_skat_get_phase (state) == PL_SKAT_PHASE_KONTRA)
        return g_strdup (_("do not double the game"));
      if (pl_skat_get_phase (state) == PL_SKAT_PHASE_PUSH)
        return g_strdup (_("push the skat on unseen"));
      return g_strdup (_("pass"));
    case PL_MOVE_PICKUP:
      return g_strdup (_("take up the skat"));
    case PL_MOVE_HAND:
      if (pl_skat_get_phase (state) == PL_SKAT_PHASE_GRAND_HAND)
        return g_strdup (_("declare Grand Hand"));
      return g_strdup (_("play from your hand"));
    case PL_MOVE_KONTRA:
      return g_strdup (_("say Kontra"));
    case PL_MOVE_RE:
      return g_strdup (_("say Re"));
    case PL_MOVE_DISCARD:
      {
        PlCard cards[2];
        guint n = 0;

        for (PlCard c = 0; c < 64 && n < 2; c++)
          if (pl_cardset_has (move->cards, c))
            cards[n++] = c;
        if (n == 2)
          {
            g_autofree char *first = pl_card_get_display_name (cards[0]);
            g_autofree char *second = pl_card_get_display_name (cards[1]);

            /* TRANSLATORS: a hint: the two cards to put in the skat. */
            return g_strdup_printf (_("put away the %s and the %s"), first, second);
          }
        break;
      }
    case PL_MOVE_ANNOUNCE:
      {
        const char *name = pl_skat_contract_name ((PlSkatContract) move->arg);
        GString *text = g_string_new (NULL);

        /* TRANSLATORS: a hint: the game to announce, "announce Grand". */
        g_string_printf (text, _("announce %s"), name);
        if (move->flags & PL_SKAT_FLAG_OUVERT)
          g_string_append_printf (text, ", %s", _("Ouvert"));
        if (move->flags & PL_SKAT_FLAG_SCHWARZ)
          g_string_append_printf (text, ", %s", _("Schwarz announced"));
        else if (move->flags & PL_SKAT_FLAG_SCHNEIDER)
          g_string_append_printf (text, ", %s", _("Schneider announced"));
        return g_string_free (text, FALSE);
      }
    default:
      break;
    }
  return PL_GAME_CONTROLLER_CLASS (pl_skat_controller_parent_class)->describe_move (controller,
                                                                                      state,
                                                                                      move,
                                                                                      card);
}

/* The declarer and the bid, the cards the human may play and the trick
 * being played. */
static void
append_test_state (PlGameController *controller,
                   GString          *out)
{
  PlSkatController *self = PL_SKAT_CONTROLLER (controller);
  const PlSkatState *state = pl_table_get_state (self->table);
  PlCard cards[3];
  PlCardSet trick = 0;
  guint leader;
  guint n = pl_skat_get_current_trick (state, cards, &leader);

  for (guint i = 0; i < n; i++)
    trick = pl_cardset_add (trick, cards[i]);
  g_string_append_printf (out, ", \"declarer\": %d, \"bid\": %u, \"playable\": ",
                          pl_skat_get_declarer (state), pl_skat_get_bid (state));
  pl_game_controller_append_cardset (out, pl_skat_legal_cards (state, pl_table_get_human_seat (self->table)));
  g_string_append (out, ", \"trick\": ");
  pl_game_controller_append_cardset (out, trick);
  /* Claims and concessions, the round the deal is played in, the skat as
   * dealt and at the end (what the declarer put away). */
  g_string_append_printf (out, ", \"claimed\": %s, \"conceded\": %u, \"end\": %u, "
                          "\"bock_deal\": %u, \"ramsch_deal\": %s, \"pushes\": %u",
                          state->claimed ? "true" : "false", state->conceded, state->end,
                          state->options.bock_deal,
                          state->options.ramsch_deal ? "true" : "false", state->pushes);
  {
    g_autofree char *game = NULL;

    /* What the subtitle says of the game and its round ("Bock"), as a
     * JSON string (the names hold no quote, backslash or control). */
    g_object_get (self->table, "contract", &game, NULL);
    g_string_append_printf (out, ", \"contract_text\": \"%s\"", game != NULL ? game : "");
  }
  /* Where each seat's label is, and its marks (nothing may be cut off:
   * the marks inside the label, the label inside the table). */
  g_string_append_printf (out, ", \"view\": {\"w\": %d, \"h\": %d}, \"seat_labels\": [",
                          gtk_widget_get_width (GTK_WIDGET (self->view)),
                          gtk_widget_get_height (GTK_WIDGET (self->view)));
  for (guint s = 0; s < pl_table_get_n_seats (self->table); s++)
    {
      graphene_rect_t label, marks;

      if (!pl_table_view_get_seat_label_bounds (self->view, s, &label, &marks))
        {
          g_string_append_printf (out, "%snull", s > 0 ? ", " : "");
          continue;
        }
      g_string_append_printf (out, "%s{\"x\": %d, \"y\": %d, \"w\": %d, \"h\": %d, "
                              "\"marks\": {\"x\": %d, \"y\": %d, \"w\": %d, \"h\": %d}}",
                              s > 0 ? ", " : "",
                              (int) label.origin.x, (int) label.origin.y,
                              (int) label.size.width, (int) label.size.height,
                              (int) marks.origin.x, (int) marks.origin.y,
                              (int) marks.size.width, (int) marks.size.height);
    }
  g_string_append_c (out, ']');
  /* The place highlighted under a dragged card. */
  g_string_append_printf (out, ", \"drop_target\": \"%s\"",
                          pl_table_view_get_drop_target (self->view) == PL_DROP_TALON
                          ? "talon" : "");
  g_string_append (out, ", \"skat_dealt\": ");
  pl_game_controller_append_cardset (out, pl_table_is_over (self->table) ? state->dealt_skat : 0);
  g_string_append (out, ", \"skat_end\": ");
  pl_game_controller_append_cardset (out, pl_table_is_over (self->table) ? state->skat : 0);
}

/* GObject ---------------------------------------------------------------- */

static void
pl_skat_controller_constructed (GObject *object)
{
  PlSkatController *self = PL_SKAT_CONTROLLER (object);

  G_OBJECT_CLASS (pl_skat_controller_parent_class)->constructed (object);

  self->window = pl_game_controller_get_window (BASE (self));
  self->table = pl_game_controller_get_table (BASE (self));
  self->view = pl_game_controller_get_view (BASE (self));
  self->bar = pl_game_controller_get_bar (BASE (self));

  g_signal_connect (self->view, "card-activated", G_CALLBACK (card_activated_cb), self);
  g_signal_connect (self->view, "selection-changed", G_CALLBACK (selection_changed_cb), self);
  g_signal_connect (self->view, "talon-activated", G_CALLBACK (talon_activated_cb), self);
  g_signal_connect (self->bar, "action", G_CALLBACK (bar_action_cb), self);
  self->talk = pl_skat_talk_new (BASE (self));
}

/* Another number of players ------------------------------------------- */

static void
list_kept_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  g_autoptr(GtkWindow) window = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *path = pl_list_archive_keep_finish (result, &error);

  if (path == NULL && PL_IS_WINDOW (window))
    {
      /* TRANSLATORS: the list of the match before another number of
       * players could not be written to its file. */
      g_autofree char *message = g_strdup_printf (_("The earlier Skat list could not be kept: "
                                                    "%s"), error->message);

      pl_window_show_toast (PL_WINDOW (window), message);
    }
}

/* The table begins a new match when the number of players changes: the
 * list so far would go with it.  The match is kept as a list of its own
 * (pl-list-archive.h), which the Score Sheet's Skat list offers beside
 * the new one; the Preferences asked the player first. */
static void
deal (PlGameController *controller,
      guint64           seed)
{
  PlTable *table = pl_game_controller_get_table (controller);
  guint n_seats = pl_table_get_n_seats (table);
  g_autoptr(PlRecord) match = NULL;

  if (pl_table_get_deal_number (table) > 1 || pl_table_is_over (table))
    match = pl_list_archive_match_record (table);
  PL_GAME_CONTROLLER_CLASS (pl_skat_controller_parent_class)->deal (controller, seed);
  if (match != NULL && pl_table_get_n_seats (table) != n_seats)
    {
      GtkWindow *window = pl_game_controller_get_window (controller);

      pl_list_archive_keep_async (pl_table_get_game (table)->id, g_steal_pointer (&match),
                                  NULL, list_kept_cb,
                                  window != NULL ? g_object_ref (window) : NULL);
    }
}

static void
pl_skat_controller_dispose (GObject *object)
{
  PlSkatController *self = PL_SKAT_CONTROLLER (object);

  g_clear_pointer (&self->talk, pl_skat_talk_free);

  G_OBJECT_CLASS (pl_skat_controller_parent_class)->dispose (object);
}

static void
pl_skat_controller_class_init (PlSkatControllerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  PlGameControllerClass *controller_class = PL_GAME_CONTROLLER_CLASS (klass);

  object_class->constructed = pl_skat_controller_constructed;
  object_class->dispose = pl_skat_controller_dispose;

  /* Seed 000 "SCORING", and the tournament list. */
  controller_class->score_sheets = PL_SCORE_SHEETS_BOOK | PL_SCORE_SHEETS_DEALER_LINES |
                                   PL_SCORE_SHEETS_SEEGER_FABIAN;
  controller_class->book_description =
    N_("As the book keeps it: only the single player’s game is written, in his column, as "
       "his new total. A line is drawn under every third amount (every fourth at four "
       "players), so the amounts without a line tell whose deal it is.");
  controller_class->has_declarer = TRUE;
  controller_class->deal = deal;
  controller_class->show_result = show_result;
  controller_class->update = update;
  controller_class->reset = reset;
  controller_class->describe_move = describe_move;
  controller_class->append_test_state = append_test_state;
  controller_class->list_title = N_("Skat List");
  controller_class->new_list_page = pl_skat_list_page_new;
  controller_class->new_list_question = N_("Start a New Skat List?");
}

static void
pl_skat_controller_init (PlSkatController *self)
{
  self->pending_discard = PL_CARD_NONE;
}
