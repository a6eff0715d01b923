/* pl-euchre-controller.c — turns the human's gestures and answers into Euchre moves
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-euchre-controller"

#include <glib/gi18n-lib.h>

#include "pl-card-names.h"
#include "pl-euchre.h"
#include "pl-euchre-controller.h"
#include "pl-euchre-result-dialog.h"

/* The bar's buttons that are no single move (the moves are offered as
 * moves: pl_action_bar_add_move()). */
typedef enum {
  ACTION_PUT_AWAY,
  ACTION_CONCEDE,
  ACTION_NEXT_DEAL,
  ACTION_RESULT,
} Action;

struct _PlEuchreController
{
  PlGameController parent_instance;

  /* Borrowed from PlGameController, which keeps the references. */
  GtkWindow     *window;
  PlTable       *table;
  PlTableView   *view;
  PlActionBar   *bar;

  /* The Go Alone switch: the calls on the bar carry it. */
  gboolean       alone;
};

G_DEFINE_FINAL_TYPE (PlEuchreController, pl_euchre_controller, PL_TYPE_GAME_CONTROLLER)

#define BASE(self) PL_GAME_CONTROLLER (self)

static const char *
seat_name (PlEuchreController *self,
           guint               seat)
{
  PlSeat *s = pl_table_get_seat (self->table, seat);

  return s != NULL ? pl_seat_get_name (s) : "";
}

/* The word for ordering the turned card up, which depends on who says it:
 * the dealer's partner assists, the dealer takes it up. */
static const char *
order_label (const PlEuchreState *state,
             guint                seat,
             gboolean             alone)
{
  if (seat == state->dealer)
    return alone ? _("_Take Up Alone") : _("_Take Up");
  if (seat == pl_euchre_partner (state->dealer))
    return alone ? _("_Assist Alone") : _("_Assist");
  return alone ? _("_Order Up Alone") : _("_Order Up");
}

/* What the others said so far, from the seats: "Anna: Pass · Bert: Pass". */
static char *
describe_said (PlEuchreController *self)
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
      /* TRANSLATORS: a seat's name and its call: "Anna: Pass". */
      g_string_append_printf (text, _("%s: %s"), pl_seat_get_name (seat), said);
    }
  return g_string_free (text, FALSE);
}

static void
alone_changed_cb (GtkSwitch          *toggle,
                  GParamSpec         *pspec,
                  PlEuchreController *self)
{
  self->alone = gtk_switch_get_active (toggle);
  pl_game_controller_update (BASE (self));
}

/* The legal moves of @kind the human has now, with the Go Alone switch
 * applied where the rules allow it; returns how many. */
static guint
human_moves (PlEuchreController *self,
             PlMoveKind          kind,
             PlMove             *out,
             guint               max)
{
  PlMove moves[PL_MAX_MOVES];
  guint n = pl_table_get_legal_moves (self->table, moves), k = 0;

  for (guint i = 0; i < n && k < max; i++)
    {
      gboolean alone = (moves[i].flags & PL_EUCHRE_FLAG_ALONE) != 0;

      if (moves[i].kind != kind)
        continue;
      /* Each call is listed with and without the flag (or only as the
       * options allow: the Canadian loner assists alone): offer the one
       * the switch says, or the only one there is. */
      if (alone != self->alone)
        {
          gboolean other = FALSE;

          for (guint j = 0; j < n; j++)
            if (moves[j].kind == kind && moves[j].arg == moves[i].arg &&
                ((moves[j].flags & PL_EUCHRE_FLAG_ALONE) != 0) == self->alone)
              other = TRUE;
          if (other)
            continue;
        }
      out[k++] = moves[i];
    }
  return k;
}

/* Whether the human may go alone with some call now. */
static gboolean
may_go_alone (PlEuchreController *self)
{
  PlMove moves[PL_MAX_MOVES];
  guint n = pl_table_get_legal_moves (self->table, moves);

  for (guint i = 0; i < n; i++)
    if ((moves[i].kind == PL_MOVE_ORDER_UP || moves[i].kind == PL_MOVE_CALL) &&
        (moves[i].flags & PL_EUCHRE_FLAG_ALONE) != 0)
      return TRUE;
  return FALSE;
}

static void
offer_alone_switch (PlEuchreController *self)
{
  GtkWidget *toggle;

  if (!may_go_alone (self))
    return;
  toggle = pl_action_bar_add_switch (self->bar, _("Go _Alone"), self->alone);
  g_signal_connect (toggle, "notify::active", G_CALLBACK (alone_changed_cb), self);
}

/* A suit to name, shown by its symbol: three suits and Pass must fit a
 * phone's width.  The name is the button's tooltip and accessible label,
 * and the screen reader says it. */
static void
offer_suit (PlEuchreController *self,
            const PlMove       *move)
{
  static const char *const symbols[PL_N_SUITS] = { "♣", "♠", "♥", "♦" };
  GtkWidget *button = pl_action_bar_add_move (self->bar, move, symbols[move->arg], FALSE);
  g_autofree char *name = NULL;

  if (move->flags & PL_EUCHRE_FLAG_ALONE)
    /* TRANSLATORS: a suit named with Go Alone on: "Hearts alone". */
    name = g_strdup_printf (C_("euchre call", "%s alone"), pl_euchre_suit_name (move->arg));
  else
    name = g_strdup (pl_euchre_suit_name (move->arg));

  gtk_widget_set_tooltip_text (button, name);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  -1);
  gtk_widget_remove_css_class (button, "pill");
  gtk_widget_add_css_class (button, "circular");
  gtk_widget_add_css_class (button, "title-3");
}

/* The first round (order up, assist, take up) and the second (a suit),
 * and a turned Joker (the dealer names any suit). */
static void
update_calls (PlEuchreController  *self,
              const PlEuchreState *state,
              gboolean             human_turn)
{
  g_autofree char *said = describe_said (self);
  g_autofree char *title = NULL;
  g_autofree char *turned = pl_card_get_display_name (state->turned);
  guint human = pl_table_get_human_seat (self->table);
  PlEuchrePhase phase = pl_euchre_get_phase (state);
  PlMove moves[8];
  guint n;

  if (!human_turn)
    {
      gint to_move = pl_table_get_to_move (self->table);

      /* TRANSLATORS: the bar while a computer player makes its call. */
      title = g_strdup_printf (_("%s is deciding on trumps…"), seat_name (self, to_move));
      pl_game_controller_show_bar (BASE (self), title, said);
      return;
    }

  if (phase == PL_EUCHRE_PHASE_ROUND1)
    {
      /* TRANSLATORS: the first round of making trumps; %s is the turned
       * card, "the Jack of Hearts". */
      title = g_strdup_printf (_("The %s is turned up"), turned);
      n = human_moves (self, PL_MOVE_ORDER_UP, moves, G_N_ELEMENTS (moves));
      if (n > 0)
        pl_action_bar_add_move (self->bar, &moves[0],
                                order_label (state, human,
                                             (moves[0].flags & PL_EUCHRE_FLAG_ALONE) != 0),
                                FALSE);
    }
  else
    {
      if (phase == PL_EUCHRE_PHASE_JOKER)
        title = g_strdup (_("The Joker is turned up: name trumps"));
      else if (!pl_game_controller_find_move (BASE (self), PL_MOVE_PASS, &moves[0]))
        title = g_strdup (_("Stick the dealer: you must name trumps"));
      else
        /* TRANSLATORS: the second round; %s is the suit turned down. */
        title = g_strdup_printf (_("%s turned down: name another suit or pass"),
                                 pl_euchre_suit_name (PL_CARD_SUIT (state->turned)));
      n = human_moves (self, PL_MOVE_CALL, moves, G_N_ELEMENTS (moves));
      for (guint i = 0; i < n; i++)
        offer_suit (self, &moves[i]);
    }
  if (pl_game_controller_find_move (BASE (self), PL_MOVE_PASS, &moves[0]))
    pl_action_bar_add_move (self->bar, &moves[0], _("_Pass"), TRUE);
  offer_alone_switch (self);
  pl_game_controller_show_bar (BASE (self), title, said);
}

/* One card chosen from the hand, then a button (the dealer's discard, the
 * lone player's partner's card, the lone player's exchange). */
static void
update_choose_card (PlEuchreController *self,
                    const char         *title,
                    const char         *detail,
                    const char         *button_label)
{
  PlCardSet chosen = pl_table_view_get_selection (self->view);
  GtkWidget *button;

  button = pl_action_bar_add_action (self->bar, button_label, ACTION_PUT_AWAY, TRUE);
  gtk_widget_set_sensitive (button, pl_cardset_count (chosen) == 1);
  if (pl_cardset_count (chosen) > 1)
    detail = _("Choose one card only: click a chosen card again to let it go");
  pl_game_controller_show_bar (BASE (self), title, detail);
}

/* In the play the bar stays, so that the trump and each side's tricks
 * are in sight however narrow the window (the subtitle is cut short on a
 * phone); laying the hand down is the human's own decision, a button of
 * its own while it is his turn. */
static void
update_play (PlEuchreController  *self,
             const PlEuchreState *state,
             gboolean             human_turn)
{
  guint side = pl_euchre_side (pl_table_get_human_seat (self->table));
  g_autofree char *title = NULL;
  g_autofree char *detail = NULL;

  if (human_turn)
    /* TRANSLATORS: the bar in the play: the trump suit, "Hearts". */
    title = g_strdup_printf (_("%s are trumps: your turn"), pl_euchre_suit_name (state->trump));
  else
    title = g_strdup_printf (_("%s are trumps"), pl_euchre_suit_name (state->trump));
  /* TRANSLATORS: each side's tricks in the play: "Your side 2 tricks ·
   * theirs 1". */
  detail = g_strdup_printf (_("Tricks: your side %u · theirs %u"),
                            (guint) state->won[side], (guint) state->won[1 - side]);
  if (human_turn)
    pl_action_bar_add_action (self->bar, _("Lay _Hand Down…"), ACTION_CONCEDE, FALSE);
  pl_game_controller_show_bar (BASE (self), title, detail);
}

static void
update (PlGameController *controller)
{
  PlEuchreController *self = PL_EUCHRE_CONTROLLER (controller);
  const PlEuchreState *state = pl_table_get_state (self->table);
  gboolean human_turn = pl_table_is_human_turn (self->table);
  guint human = pl_table_get_human_seat (self->table);
  PlEuchrePhase phase;
  g_autofree char *title = NULL;
  gboolean choosing;

  if (state == NULL)
    return;

  phase = pl_euchre_get_phase (state);
  pl_action_bar_clear_actions (self->bar);

  choosing = human_turn && (phase == PL_EUCHRE_PHASE_DISCARD || phase == PL_EUCHRE_PHASE_GIVE ||
                            phase == PL_EUCHRE_PHASE_EXCHANGE);
  pl_table_view_set_playable (self->view,
                              phase == PL_EUCHRE_PHASE_PLAY && human_turn
                              ? pl_euchre_legal_cards (state, human) : 0);
  pl_table_view_set_selection_mode (self->view, choosing);
  if (!choosing && pl_table_view_get_selection (self->view) != 0)
    pl_table_view_clear_selection (self->view);
  /* A new decision asks again whether to go alone. */
  if (!(human_turn && phase <= PL_EUCHRE_PHASE_ROUND2))
    self->alone = FALSE;

  switch (phase)
    {
    case PL_EUCHRE_PHASE_JOKER:
    case PL_EUCHRE_PHASE_ROUND1:
    case PL_EUCHRE_PHASE_ROUND2:
      update_calls (self, state, human_turn);
      break;

    case PL_EUCHRE_PHASE_DISCARD:
    case PL_EUCHRE_PHASE_EXCHANGE:
      if (human_turn)
        update_choose_card (self, _("Put one card away"),
                            _("Drag a card onto the kitty, or click it and Discard"),
                            _("_Discard"));
      else
        {
          title = g_strdup_printf (_("%s puts a card away"),
                                   seat_name (self, (guint) pl_table_get_to_move (self->table)));
          pl_game_controller_show_bar (BASE (self), title, NULL);
        }
      break;

    case PL_EUCHRE_PHASE_GIVE:
      if (human_turn)
        {
          /* TRANSLATORS: the lone player's partner gives him a card. */
          title = g_strdup_printf (_("%s goes alone: give your partner a card"),
                                   seat_name (self, (guint) state->maker));
          update_choose_card (self, title, _("Click a card and Give"), _("_Give"));
        }
      else
        {
          title = g_strdup_printf (_("%s gives a card to the lone player"),
                                   seat_name (self, (guint) pl_table_get_to_move (self->table)));
          pl_game_controller_show_bar (BASE (self), title, NULL);
        }
      break;

    case PL_EUCHRE_PHASE_DEFEND:
      if (human_turn)
        {
          PlMove move;

          title = g_strdup_printf (_("%s goes alone: will you defend alone?"),
                                   seat_name (self, (guint) state->maker));
          if (pl_game_controller_find_move (BASE (self), PL_MOVE_ALONE, &move))
            pl_action_bar_add_move (self->bar, &move, _("_Defend Alone"), FALSE);
          if (pl_game_controller_find_move (BASE (self), PL_MOVE_PASS, &move))
            pl_action_bar_add_move (self->bar, &move, _("_Pass"), TRUE);
          pl_game_controller_show_bar (BASE (self), title,
                                       _("Euchring a lone hand alone scores four"));
        }
      else
        pl_game_controller_show_bar (BASE (self), _("Defend alone?"), NULL);
      break;

    case PL_EUCHRE_PHASE_PLAY:
      update_play (self, state, human_turn);
      break;

    case PL_EUCHRE_PHASE_OVER:
    default:
      pl_action_bar_add_action (self->bar, _("Show _Result"), ACTION_RESULT, FALSE);
      pl_action_bar_add_action (self->bar, _("_Next Deal"), ACTION_NEXT_DEAL, TRUE);
      pl_game_controller_show_bar (BASE (self), _("The deal is over"), NULL);
      break;
    }

  /* Keyboard alone: the decision's default button takes the focus, so
   * Enter chooses it and Tab reaches the others.  In play, and while a
   * card is to be chosen, the cards keep it. */
  if (pl_game_controller_get_open_dialog (BASE (self)) == NULL)
    {
      if (phase == PL_EUCHRE_PHASE_PLAY && human_turn)
        pl_table_view_focus_playable (self->view, pl_euchre_legal_cards (state, human));
      else if (choosing && pl_table_view_get_selection (self->view) == 0)
        pl_table_view_focus_playable (self->view, pl_euchre_get_hand (state, human));
      else if (pl_game_controller_bar_shown (BASE (self)))
        pl_action_bar_focus_default (self->bar);
    }
}

/* The card the human chose (or dropped) goes: put away, or given. */
static gboolean
put_card (PlEuchreController *self,
          PlCard              card)
{
  const PlEuchreState *state = pl_table_get_state (self->table);
  PlMove move;

  if (pl_euchre_get_phase (state) == PL_EUCHRE_PHASE_GIVE)
    {
      move = pl_move_new (PL_MOVE_EXCHANGE, pl_table_get_human_seat (self->table));
      move.card = card;
    }
  else
    {
      move = pl_move_new (PL_MOVE_DISCARD, pl_table_get_human_seat (self->table));
      move.cards = PL_CARDSET_BIT (card);
    }
  if (!pl_game_controller_play (BASE (self), &move))
    return FALSE;
  pl_table_view_clear_selection (self->view);
  return TRUE;
}

/* Laying the hand down (seed 001, law 50). */

static void
concede_response_cb (AdwMessageDialog   *dialog,
                     const char         *response,
                     PlEuchreController *self)
{
  PlMove move;

  if (!g_str_equal (response, "concede"))
    return;
  move = pl_move_new (PL_MOVE_CONCEDE, pl_table_get_human_seat (self->table));
  pl_game_controller_play (BASE (self), &move);
}

static void
ask_concede (PlEuchreController *self)
{
  const PlEuchreState *state = pl_table_get_state (self->table);
  guint human = pl_table_get_human_seat (self->table);
  GtkWidget *dialog;
  const char *body;

  if (pl_game_controller_get_open_dialog (BASE (self)) != NULL)
    return;
  if (state->alone && pl_euchre_side ((guint) state->maker) != pl_euchre_side (human))
    body = _("Law 50: in a lone hand, should either adversary abandon his hand by laying it "
             "face upwards on the table, the party playing alone scores five points.");
  else
    body = _("Your side gives up this trick and the tricks still to play, and the deal is "
             "scored as it then stands.");
  dialog = adw_message_dialog_new (self->window, _("Lay Your Hand Down?"), body);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Play On"),
                                    "concede", _("_Lay Down"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "concede",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (concede_response_cb), self, 0);
  pl_game_controller_set_dialog (BASE (self), GTK_WINDOW (dialog));
  gtk_window_present (GTK_WINDOW (dialog));
  pl_game_controller_emit_changed (BASE (self));
}

/* The bar. */

static void
bar_action_cb (PlActionBar        *bar,
               guint               id,
               PlEuchreController *self)
{
  PlCardSet chosen;

  switch ((Action) id)
    {
    case ACTION_PUT_AWAY:
      chosen = pl_table_view_get_selection (self->view);
      if (pl_cardset_count (chosen) == 1)
        put_card (self, pl_cardset_first (chosen));
      break;
    case ACTION_CONCEDE:
      ask_concede (self);
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
card_activated_cb (PlTableView        *view,
                   guint               card,
                   const PlDropPlace  *place,
                   PlEuchreController *self)
{
  const PlEuchreState *state = pl_table_get_state (self->table);
  PlMove move;

  if (state == NULL || place->zone == PL_DROP_HAND || place->zone == PL_DROP_NONE)
    return FALSE;

  switch (pl_euchre_get_phase (state))
    {
    case PL_EUCHRE_PHASE_DISCARD:
    case PL_EUCHRE_PHASE_EXCHANGE:
    case PL_EUCHRE_PHASE_GIVE:
      if (!pl_table_is_human_turn (self->table))
        break;
      return put_card (self, (PlCard) card);

    case PL_EUCHRE_PHASE_PLAY:
      if (place->zone != PL_DROP_TRICK)
        break;
      move = pl_move_new (PL_MOVE_PLAY, pl_table_get_human_seat (self->table));
      move.card = (PlCard) card;
      return pl_game_controller_play (BASE (self), &move);

    case PL_EUCHRE_PHASE_JOKER:
    case PL_EUCHRE_PHASE_ROUND1:
    case PL_EUCHRE_PHASE_ROUND2:
    case PL_EUCHRE_PHASE_DEFEND:
      pl_game_controller_refuse (BASE (self), _("Cards are played once trumps are made"));
      return FALSE;

    case PL_EUCHRE_PHASE_OVER:
    default:
      break;
    }
  return FALSE;
}

static void
selection_changed_cb (PlTableView        *view,
                      PlEuchreController *self)
{
  pl_game_controller_update (BASE (self));
}

/* What was asked in the deal is asked again when the table gets there
 * again (a new deal, an undo). */
static void
reset (PlGameController *controller)
{
  PlEuchreController *self = PL_EUCHRE_CONTROLLER (controller);

  self->alone = FALSE;
  pl_table_view_clear_selection (self->view);
}

/* PlGameController ------------------------------------------------------- */

static void
show_result (PlGameController *controller)
{
  PlEuchreController *self = PL_EUCHRE_CONTROLLER (controller);
  PlEuchreResultDialog *dialog;

  dialog = pl_euchre_result_dialog_new (self->window, self->table,
                                        pl_game_controller_get_card_theme (controller));
  if (dialog == NULL)
    return;
  pl_game_controller_present_result (controller, GTK_WINDOW (dialog));
}

/* What the generic windows ask ------------------------------------------- */

/* A Euchre move in words, for a hint ("order it up", "call Hearts
 * alone", "put away the 9 of Clubs"); a card played as every game says
 * it. */
static char *
describe_move (PlGameController *controller,
               gconstpointer     state_ptr,
               const PlMove     *move,
               PlCard           *card)
{
  const PlEuchreState *state = state_ptr;
  gboolean alone = (move->flags & PL_EUCHRE_FLAG_ALONE) != 0;
  g_autofree char *name = NULL;

  *card = PL_CARD_NONE;
  switch ((PlMoveKind) move->kind)
    {
    case PL_MOVE_PASS:
      return g_strdup (_("pass"));
    case PL_MOVE_ORDER_UP:
      if (move->seat == state->dealer)
        return g_strdup (alone ? _("take it up and go alone") : _("take it up"));
      if (move->seat == pl_euchre_partner (state->dealer))
        return g_strdup (alone ? _("assist and go alone") : _("assist"));
      return g_strdup (alone ? _("order it up and go alone") : _("order it up"));
    case PL_MOVE_CALL:
      /* TRANSLATORS: a hint: the suit to name trumps, "name Hearts". */
      return g_strdup_printf (alone ? _("name %s and go alone") : _("name %s"),
                              pl_euchre_suit_name (move->arg));
    case PL_MOVE_ALONE:
      return g_strdup (_("defend alone"));
    case PL_MOVE_CONCEDE:
      return g_strdup (_("lay your hand down"));
    case PL_MOVE_DISCARD:
      *card = pl_cardset_first (move->cards);
      name = pl_card_get_display_name (*card);
      /* TRANSLATORS: a hint: the card to put away, "the 9 of Clubs". */
      return g_strdup_printf (_("put away the %s"), name);
    case PL_MOVE_EXCHANGE:
      *card = move->card;
      name = pl_card_get_display_name (move->card);
      /* TRANSLATORS: a hint: the card to give the lone player. */
      return g_strdup_printf (_("give your partner the %s"), name);
    default:
      break;
    }
  return PL_GAME_CONTROLLER_CLASS (pl_euchre_controller_parent_class)->describe_move (controller,
                                                                                        state,
                                                                                        move,
                                                                                        card);
}

/* The trump, the maker and the phase, the cards the human may play, the
 * trick being played, the tricks and the game score of each side. */
static void
append_test_state (PlGameController *controller,
                   GString          *out)
{
  PlEuchreController *self = PL_EUCHRE_CONTROLLER (controller);
  const PlEuchreState *state = pl_table_get_state (self->table);
  guint human = pl_table_get_human_seat (self->table);
  PlCard cards[4];
  PlCardSet trick = 0;
  guint leader;
  guint n = pl_euchre_get_current_trick (state, cards, &leader);

  for (guint i = 0; i < n; i++)
    trick = pl_cardset_add (trick, cards[i]);
  g_string_append_printf (out, ", \"dealer\": %u, \"maker\": %d, \"trump\": %u, "
                          "\"alone\": %s, \"out\": %u, \"won\": [%u, %u], "
                          "\"score\": [%u, %u], \"held\": ",
                          state->dealer, state->maker, state->trump,
                          state->alone ? "true" : "false", state->out,
                          state->won[0], state->won[1], state->score[0], state->score[1]);
  pl_game_controller_append_cardset (out, pl_euchre_get_hand (state, human));
  g_string_append (out, ", \"turned\": ");
  pl_game_controller_append_cards (out, &state->turned, 1);
  g_string_append (out, ", \"playable\": ");
  pl_game_controller_append_cardset (out, pl_euchre_legal_cards (state, human));
  g_string_append (out, ", \"trick\": ");
  pl_game_controller_append_cardset (out, trick);
}

/* GObject ---------------------------------------------------------------- */

static void
pl_euchre_controller_constructed (GObject *object)
{
  PlEuchreController *self = PL_EUCHRE_CONTROLLER (object);

  G_OBJECT_CLASS (pl_euchre_controller_parent_class)->constructed (object);

  self->window = pl_game_controller_get_window (BASE (self));
  self->table = pl_game_controller_get_table (BASE (self));
  self->view = pl_game_controller_get_view (BASE (self));
  self->bar = pl_game_controller_get_bar (BASE (self));

  g_signal_connect (self->view, "card-activated", G_CALLBACK (card_activated_cb), self);
  g_signal_connect (self->view, "selection-changed", G_CALLBACK (selection_changed_cb), self);
  g_signal_connect (self->bar, "action", G_CALLBACK (bar_action_cb), self);
}

static void
pl_euchre_controller_dispose (GObject *object)
{
  PlEuchreController *self = PL_EUCHRE_CONTROLLER (object);

  /* The view and the bar outlive the controller when the window changes
   * games. */
  if (self->view != NULL)
    g_signal_handlers_disconnect_by_data (self->view, self);
  if (self->bar != NULL)
    g_signal_handlers_disconnect_by_data (self->bar, self);
  self->view = NULL;
  self->bar = NULL;

  G_OBJECT_CLASS (pl_euchre_controller_parent_class)->dispose (object);
}

static void
pl_euchre_controller_class_init (PlEuchreControllerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  PlGameControllerClass *controller_class = PL_GAME_CONTROLLER_CLASS (klass);

  object_class->constructed = pl_euchre_controller_constructed;
  object_class->dispose = pl_euchre_controller_dispose;

  controller_class->score_sheets = PL_SCORE_SHEETS_BOOK;
  controller_class->book_description =
    N_("Each deal is written in the column of the player who made trumps: what his side "
       "scored, or, when it was euchred, minus what the adversaries scored. The end of each "
       "deal shows the game score of both sides.");
  controller_class->has_declarer = FALSE;
  controller_class->show_result = show_result;
  controller_class->update = update;
  controller_class->reset = reset;
  controller_class->describe_move = describe_move;
  controller_class->append_test_state = append_test_state;
}

static void
pl_euchre_controller_init (PlEuchreController *self)
{
}
