/* pl-cassino-controller.c — turns the human's gestures into Cassino moves, never guessing
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-cassino-controller"

#include <glib/gi18n-lib.h>

#include "pl-card-names.h"
#include "pl-card-picture.h"
#include "pl-cassino-controller.h"
#include "pl-cassino-result-dialog.h"
#include "pl-cassino-words.h"

typedef enum {
  ACTION_RESULT,
  ACTION_NEXT_DEAL,
} Action;

struct _PlCassinoController
{
  PlGameController parent_instance;

  /* Borrowed from PlGameController, which keeps the references. */
  GtkWindow     *window;
  PlTable       *table;
  PlTableView   *view;
  PlActionBar   *bar;

  /* The state as the last move found it, to tell that move in words. */
  PlCassinoState before;
  gboolean       have_before;
  /* The last move told ("Anna took 6+2 with the 8"), shown on the bar
   * until the next, and the choices offered now. */
  char          *told;
  /* The last capture told, for the look back at it. */
  char          *capture_told;
  /* What the last result window showed (JSON), for the tests. */
  char          *shown;
  PlMove         choices[PL_CASSINO_MAX_CHOICES];
  guint          n_choices;
  GPtrArray     *choice_words;
  guint          focus_source;
};

G_DEFINE_FINAL_TYPE (PlCassinoController, pl_cassino_controller, PL_TYPE_GAME_CONTROLLER)

#define BASE(self) PL_GAME_CONTROLLER (self)

static const PlCassinoState *
get_state (PlCassinoController *self)
{
  return pl_table_get_state (self->table);
}

static guint
human (PlCassinoController *self)
{
  return pl_table_get_human_seat (self->table);
}

/* The choice of moves -------------------------------------------------- */

static void
play_chosen (PlCassinoController *self,
             guint                index)
{
  PlMove move;

  if (index >= self->n_choices)
    return;
  move = self->choices[index];
  self->n_choices = 0;
  g_ptr_array_set_size (self->choice_words, 0);
  pl_game_controller_close_dialog (BASE (self));
  pl_table_view_clear_selection (self->view);
  pl_game_controller_play (BASE (self), &move);
}

static void
choice_activated_cb (GtkListBox          *list,
                     GtkListBoxRow       *row,
                     PlCassinoController *self)
{
  play_chosen (self, (guint) gtk_list_box_row_get_index (row));
}

static void
choice_response_cb (AdwMessageDialog    *dialog,
                    const char          *response,
                    PlCassinoController *self)
{
  /* Cancelled: nothing is played, the chosen cards stay chosen. */
  self->n_choices = 0;
  g_ptr_array_set_size (self->choice_words, 0);
}

static gboolean
focus_first_choice_cb (gpointer list)
{
  GtkListBoxRow *row = gtk_list_box_get_row_at_index (list, 0);

  if (row != NULL)
    gtk_widget_grab_focus (GTK_WIDGET (row));
  return G_SOURCE_REMOVE;
}

static void
choice_map_cb (GtkWidget *dialog,
               GtkWidget *list)
{
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, focus_first_choice_cb, g_object_ref (list),
                   g_object_unref);
}

/* Issue 14: "Parlour lists what that card can do there … and never picks
 * silently between different outcomes; a single outcome happens at
 * once."  Returns TRUE if a move was played. */
static gboolean
offer (PlCassinoController *self,
       PlCard               card,
       const PlMove        *moves,
       guint                n)
{
  const PlCassinoState *state = get_state (self);
  g_autofree char *name = NULL;
  g_autofree char *heading = NULL;
  GtkWidget *dialog, *list;

  if (n == 1)
    {
      PlMove move = moves[0];

      pl_table_view_clear_selection (self->view);
      return pl_game_controller_play (BASE (self), &move);
    }

  pl_game_controller_close_dialog (BASE (self));
  self->n_choices = MIN (n, PL_CASSINO_MAX_CHOICES);
  memcpy (self->choices, moves, self->n_choices * sizeof *moves);
  g_ptr_array_set_size (self->choice_words, 0);

  name = pl_card_get_display_name (card);
  /* Translators: the heading of the list of what a card may do, "Your
   * Eight of Diamonds". */
  heading = g_strdup_printf (_("Your %s"), name);
  dialog = adw_message_dialog_new (self->window, heading,
                                   _("It can do more than one thing here. Choose one."));
  /* The tests find the window by its title. */
  gtk_window_set_title (GTK_WINDOW (dialog), _("Choose a Move"));
  list = gtk_list_box_new ();
  gtk_list_box_set_selection_mode (GTK_LIST_BOX (list), GTK_SELECTION_NONE);
  gtk_widget_add_css_class (list, "boxed-list");
  gtk_accessible_update_property (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("What the card can do"), -1);
  for (guint i = 0; i < self->n_choices; i++)
    {
      char *words = pl_cassino_move_words (state, &self->choices[i]);
      GtkWidget *row = gtk_list_box_row_new ();
      GtkWidget *label = gtk_label_new (words);

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_widget_set_margin_top (label, 12);
      gtk_widget_set_margin_bottom (label, 12);
      gtk_widget_set_margin_start (label, 12);
      gtk_widget_set_margin_end (label, 12);
      gtk_list_box_row_set_child (GTK_LIST_BOX_ROW (row), label);
      gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
      gtk_accessible_update_property (GTK_ACCESSIBLE (row), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      words, -1);
      gtk_list_box_append (GTK_LIST_BOX (list), row);
      g_ptr_array_add (self->choice_words, words);
    }
  g_signal_connect (list, "row-activated", G_CALLBACK (choice_activated_cb), self);
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), list);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"));
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (choice_response_cb), self, 0);
  pl_game_controller_set_dialog (BASE (self), GTK_WINDOW (dialog));
  gtk_window_present (GTK_WINDOW (dialog));
  /* The first choice has the keyboard, arrows choose, Enter plays: once
   * the dialog is shown, for it gives the focus to its buttons then. */
  g_signal_connect_after (dialog, "map", G_CALLBACK (choice_map_cb), list);
  pl_game_controller_emit_changed (BASE (self));
  return FALSE;
}

/* The cards of the floor's pile @pile (a loose card, or a build). */
static PlCardSet
pile_cards (PlCassinoController *self,
            gint                 pile)
{
  PlCardList *floor = pl_table_get_floor (self->table);
  PlCardSet set = 0;

  for (guint i = 0; i < pl_card_list_get_n_cards (floor); i++)
    if ((gint) pl_card_item_get_pile (pl_card_list_get_item (floor, i)) == pile)
      set = pl_cardset_add (set, pl_card_list_get_card (floor, i));
  return set;
}

/* The cards of the table chosen by clicking them, a build whole. */
static PlCardSet
chosen_cards (PlCassinoController *self)
{
  const PlCassinoState *state = get_state (self);
  PlCardSet chosen = pl_table_view_get_selection (self->view) & pl_cassino_get_table (state);
  PlCardSet whole = chosen;

  for (PlCardSet rest = chosen; rest != 0; rest &= rest - 1)
    {
      const PlCassinoBuild *build = pl_cassino_find_build (state, pl_cardset_first (rest));

      if (build != NULL)
        whole |= build->cards;
    }
  return whole;
}

static gboolean
refuse_error (PlCassinoController *self,
              GError              *error,
              const char          *fallback)
{
  pl_game_controller_refuse (BASE (self), error != NULL ? error->message : fallback);
  return FALSE;
}

/* A hand card dropped on a pile of the floor: what it can do there, with
 * any cards chosen before. */
static gboolean
drop_on_pile (PlCassinoController *self,
              PlCard               card,
              gint                 pile)
{
  const PlCassinoState *state = get_state (self);
  PlCardSet cards = pile_cards (self, pile) | chosen_cards (self);
  PlMove moves[PL_CASSINO_MAX_CHOICES];
  g_autoptr(GError) error = NULL;
  guint n;

  n = pl_cassino_moves_onto (state, human (self), card, cards, moves, G_N_ELEMENTS (moves));
  if (n == 0)
    {
      pl_cassino_moves_with_set (state, human (self), card, cards, moves, G_N_ELEMENTS (moves),
                                 &error);
      return refuse_error (self, error, _("That card neither takes nor builds there"));
    }
  return offer (self, card, moves, n);
}

/* A hand card laid on the table beside the piles: a trail (seed 003),
 * unless cards were chosen: then it is played with them. */
static gboolean
drop_on_floor (PlCassinoController *self,
               PlCard               card)
{
  const PlCassinoState *state = get_state (self);
  PlCardSet cards = chosen_cards (self);
  PlMove moves[PL_CASSINO_MAX_CHOICES];
  g_autoptr(GError) error = NULL;
  PlMove trail;
  guint n;

  if (cards != 0)
    {
      n = pl_cassino_moves_with_set (state, human (self), card, cards, moves,
                                     G_N_ELEMENTS (moves), &error);
      if (n == 0)
        return refuse_error (self, error, _("That card cannot take or build those cards"));
      return offer (self, card, moves, n);
    }
  trail = pl_move_new (PL_MOVE_TRAIL, human (self));
  trail.card = card;
  if (!pl_cassino_game.check_move (state, &trail, &error))
    return refuse_error (self, error, _("You may not trail now"));
  return pl_game_controller_play (BASE (self), &trail);
}

/* A hand card clicked (or Entered): with chosen table cards, the moves
 * that use exactly them; with none, everything it can do. */
static gboolean
activate_card (PlCassinoController *self,
               PlCard               card)
{
  const PlCassinoState *state = get_state (self);
  PlCardSet cards = chosen_cards (self);
  PlMove moves[PL_CASSINO_MAX_CHOICES];
  g_autoptr(GError) error = NULL;
  guint n;

  if (cards != 0)
    {
      n = pl_cassino_moves_with_set (state, human (self), card, cards, moves,
                                     G_N_ELEMENTS (moves), &error);
      if (n == 0)
        return refuse_error (self, error, _("That card cannot take or build those cards"));
      return offer (self, card, moves, n);
    }
  n = pl_cassino_moves_of_card (state, human (self), card, moves, G_N_ELEMENTS (moves));
  if (n == 0)
    {
      PlMove trail = pl_move_new (PL_MOVE_TRAIL, human (self));

      trail.card = card;
      pl_cassino_game.check_move (state, &trail, &error);
      return refuse_error (self, error, _("That card can do nothing now"));
    }
  return offer (self, card, moves, n);
}

static gboolean
card_activated_cb (PlTableView         *view,
                   guint                card,
                   const PlDropPlace   *place,
                   PlCassinoController *self)
{
  const PlCassinoState *state = get_state (self);

  if (state == NULL)
    return FALSE;
  if (!pl_table_is_human_turn (self->table))
    {
      PlMove trail = pl_move_new (PL_MOVE_TRAIL, human (self));
      g_autoptr(GError) error = NULL;

      trail.card = (PlCard) card;
      pl_cassino_game.check_move (state, &trail, &error);
      return refuse_error (self, error, _("It is not your turn"));
    }
  switch (place->zone)
    {
    case PL_DROP_FLOOR:
      if (place->index >= 0)
        return drop_on_pile (self, (PlCard) card, place->index);
      return drop_on_floor (self, (PlCard) card);
    case PL_DROP_TRICK:
      return activate_card (self, (PlCard) card);
    case PL_DROP_NONE:
    case PL_DROP_TALON:
    case PL_DROP_HAND:
    case PL_DROP_MELDS:
    default:
      return FALSE;
    }
}

static void
talon_activated_cb (PlTableView         *view,
                    PlCassinoController *self)
{
  if (get_state (self) != NULL && !pl_table_is_over (self->table))
    /* Seed 003: the dealer gives four more to each whenever the hands are
     * empty. */
    pl_game_controller_refuse (BASE (self),
                               _("The dealer deals four more to each player when every hand "
                                 "is empty"));
}

/* Following the computer ------------------------------------------------ */

/* Issue 14: "The computer's move is shown so it can be followed: what it
 * played and what it took": each move is told on the bar, and stays
 * there until the next. */
static void
move_played_cb (PlTable             *table,
                gconstpointer        move_ptr,
                PlCassinoController *self)
{
  const PlMove *move = move_ptr;
  const PlCassinoState *state = get_state (self);
  PlCassinoState check;
  const char *name;

  if (state == NULL)
    return;
  g_clear_pointer (&self->told, g_free);
  /* The state kept is the one this move was made in only if the move
   * leads from it to the state now (an undo or a new deal between). */
  check = self->before;
  if (self->have_before && move->seat < state->n_seats)
    {
      pl_cassino_game.apply (&check, move);
      if (memcmp (&check, state, sizeof check) == 0)
        {
          name = move->seat == human (self)
                 ? C_("the human at the table", "You")
                 : pl_seat_get_name (pl_table_get_seat (table, move->seat));
          self->told = pl_cassino_move_told (&self->before, move, name);
          if (move->kind == PL_MOVE_CAPTURE)
            {
              g_free (self->capture_told);
              self->capture_told = g_strdup (self->told);
            }
        }
      else
        {
          g_clear_pointer (&self->capture_told, g_free);
        }
    }
  self->before = *state;
  self->have_before = TRUE;
  /* The table updated the bar before this signal: once more, with the
   * move told. */
  pl_game_controller_update (BASE (self));
}

static void
deal_started_cb (PlTable             *table,
                 PlCassinoController *self)
{
  const PlCassinoState *state = get_state (self);

  g_clear_pointer (&self->told, g_free);
  g_clear_pointer (&self->capture_told, g_free);
  self->have_before = state != NULL;
  if (state != NULL)
    self->before = *state;
}

/* The bar and the playable cards ---------------------------------------- */

static gboolean
focus_cb (gpointer user_data)
{
  PlCassinoController *self = user_data;
  const PlCassinoState *state = get_state (self);

  self->focus_source = 0;
  if (state != NULL && pl_game_controller_get_open_dialog (BASE (self)) == NULL &&
      pl_table_is_human_turn (self->table))
    pl_table_view_focus_playable (self->view, pl_cassino_get_hand (state, human (self)));
  return G_SOURCE_REMOVE;
}

static gboolean
match_over (PlCassinoController *self)
{
  PlCassinoMatch match;

  return pl_table_is_over (self->table) && pl_cassino_table_match (self->table, &match) &&
         match.over;
}

static void
update (PlGameController *controller)
{
  PlCassinoController *self = PL_CASSINO_CONTROLLER (controller);
  const PlCassinoState *state = get_state (self);
  gboolean human_turn;
  PlCardSet playable = 0;

  if (state == NULL)
    return;

  /* After an undo, a load or a resume the move last told is no longer
   * the last: it goes (move_played_cb() keeps the state it tells from). */
  if (!self->have_before)
    {
      self->before = *state;
      self->have_before = TRUE;
    }
  else if (memcmp (&self->before, state, sizeof self->before) != 0)
    {
      g_clear_pointer (&self->told, g_free);
    }

  human_turn = pl_table_is_human_turn (self->table);
  pl_action_bar_clear_actions (self->bar);
  if (human_turn)
    playable = pl_cassino_get_hand (state, human (self));
  pl_table_view_set_playable (self->view, playable);

  if (pl_cassino_get_phase (state) == PL_CASSINO_PHASE_OVER)
    {
      pl_action_bar_add_action (self->bar, _("Show _Result"), ACTION_RESULT, FALSE);
      pl_action_bar_add_action (self->bar, match_over (self) ? _("_New Game") : _("_Next Hand"),
                                ACTION_NEXT_DEAL, TRUE);
      pl_game_controller_show_bar (controller, match_over (self) ? _("The game is over")
                                                                 : _("The hand is over"),
                                   self->told);
      if (pl_game_controller_get_open_dialog (controller) == NULL)
        pl_action_bar_focus_default (self->bar);
      return;
    }

  /* Seed 003: in the last round the cards left on the table go to the
   * last taker; the dealer's "last" is said under each move. */
  if (self->told != NULL && pl_cassino_is_last_deal (state) && state->round > 1)
    pl_game_controller_show_bar (controller, self->told,
                                 _("Last deal: the cards left on the table go to whoever "
                                   "takes last"));
  else if (self->told != NULL)
    pl_game_controller_show_bar (controller, self->told,
                                 human_turn ? _("Drop a card on what it takes or builds on, "
                                                "or beside them to trail; or choose table "
                                                "cards, then your card")
                                            : NULL);
  else if (human_turn && pl_cassino_is_last_deal (state) && state->round > 1)
    pl_game_controller_show_bar (controller, _("Last deal"),
                                 _("The cards left on the table go to whoever takes last"));
  else
    pl_game_controller_hide_bar (controller);

  if (human_turn && pl_game_controller_get_open_dialog (controller) == NULL)
    {
      pl_table_view_focus_playable (self->view, playable);
      /* The cards of a new round get their widgets when the view next
       * lays them out: focus one then as well. */
      if (self->focus_source == 0)
        self->focus_source = g_idle_add_full (G_PRIORITY_LOW, focus_cb,
                                              g_object_ref (self), g_object_unref);
    }
}

static void
bar_action_cb (PlActionBar         *bar,
               guint                action,
               PlCassinoController *self)
{
  switch ((Action) action)
    {
    case ACTION_RESULT:
      pl_game_controller_show_result (BASE (self));
      break;
    case ACTION_NEXT_DEAL:
      pl_game_controller_deal (BASE (self), g_random_int ());
      break;
    default:
      break;
    }
}

/* PlGameController ------------------------------------------------------ */

static void
reset (PlGameController *controller)
{
  PlCassinoController *self = PL_CASSINO_CONTROLLER (controller);

  self->n_choices = 0;
  g_ptr_array_set_size (self->choice_words, 0);
  g_clear_pointer (&self->told, g_free);
  g_clear_pointer (&self->capture_told, g_free);
  self->have_before = FALSE;
  if (self->view != NULL)
    pl_table_view_clear_selection (self->view);
}

static void
deal (PlGameController *controller,
      guint64           seed)
{
  PlCassinoController *self = PL_CASSINO_CONTROLLER (controller);
  gboolean over = match_over (self);
  gboolean new_game = over || pl_table_get_deal_number (self->table) == 0;

  /* Seed 003's scoring holds for a whole game; the other laws apply from
   * the next hand. */
  pl_game_controller_apply_settings (controller, new_game);
  if (over)
    pl_table_new_match (self->table, seed);
  else
    pl_table_new_deal (self->table, seed);
}

static void
show_result (PlGameController *controller)
{
  PlCassinoController *self = PL_CASSINO_CONTROLLER (controller);
  PlCassinoResultDialog *dialog = pl_cassino_result_dialog_new (self->window, self->table);

  if (dialog == NULL)
    return;
  g_free (self->shown);
  self->shown = g_strdup (pl_cassino_result_dialog_get_shown (dialog));
  pl_game_controller_present_result (controller, GTK_WINDOW (dialog));
}

/* Seed 003: "only the last trick gathered can be seen": the last
 * capture, the hand card with what it took. */
static gboolean
can_peek (PlGameController *controller)
{
  PlCassinoController *self = PL_CASSINO_CONTROLLER (controller);
  const PlCassinoState *state = get_state (self);

  return state != NULL && pl_cassino_get_last_capture (state, NULL) != 0;
}

static gboolean
peek (PlGameController *controller)
{
  PlCassinoController *self = PL_CASSINO_CONTROLLER (controller);
  const PlCassinoState *state = get_state (self);
  PlCardTheme *theme = pl_game_controller_get_card_theme (controller);
  int scale = gtk_widget_get_scale_factor (GTK_WIDGET (self->view));
  g_autofree char *heading = NULL;
  g_autofree char *cards = NULL;
  g_autofree char *description = NULL;
  GtkWidget *dialog, *box;
  PlCardSet taken;
  gint seat = -1;

  taken = state != NULL ? pl_cassino_get_last_capture (state, &seat) : 0;
  if (taken == 0 || seat < 0)
    {
      pl_game_controller_refuse (controller, _("Nothing has been taken yet"));
      return FALSE;
    }
  if (self->capture_told != NULL)
    heading = g_strdup (self->capture_told);
  else if ((guint) seat == human (self))
    heading = g_strdup (_("You took these cards"));
  else
    /* Translators: the last capture, when the words of it are not kept
     * (after a resume): "Anna took these cards". */
    heading = g_strdup_printf (_("%s took these cards"),
                               pl_seat_get_name (pl_table_get_seat (self->table, seat)));
  dialog = adw_message_dialog_new (self->window, heading,
                                   _("Only the last capture may be seen."));
  gtk_window_set_title (GTK_WINDOW (dialog), _("The Last Capture"));
  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_halign (box, GTK_ALIGN_CENTER);
  for (PlCardSet rest = taken; rest != 0; rest &= rest - 1)
    {
      PlCard card = pl_cardset_first (rest);
      GtkWidget *picture = pl_card_picture_new (theme, card, 56, scale);
      g_autofree char *name = pl_card_get_display_name (card);

      gtk_accessible_update_property (GTK_ACCESSIBLE (picture), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                      name, -1);
      gtk_box_append (GTK_BOX (box), picture);
    }
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), box);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "close");
  cards = pl_cardset_to_string (taken);
  description = g_strdup_printf ("%s: %s", heading, cards);
  pl_game_controller_set_last_peek (controller, description);
  pl_game_controller_set_dialog (controller, GTK_WINDOW (dialog));
  gtk_window_present (GTK_WINDOW (dialog));
  pl_game_controller_emit_changed (controller);
  return TRUE;
}

/* A hint in the words of the choices ("Take 8 with 6+2 and 5+3"), and
 * the hand card it plays. */
static char *
describe_move (PlGameController *controller,
               gconstpointer     state,
               const PlMove     *move,
               PlCard           *card)
{
  *card = move->card;
  return pl_cassino_move_words (state, move);
}

/* The tests' view of the table: the loose cards, each build with its
 * value and owner, the stock, the choices offered, the last move told,
 * the cards chosen, and the running score of the match. */
static void
append_test_state (PlGameController *controller,
                   GString          *out)
{
  PlCassinoController *self = PL_CASSINO_CONTROLLER (controller);
  const PlCassinoState *state = get_state (self);
  PlCassinoMatch match;

  if (state == NULL)
    return;
  g_string_append (out, ", \"playable\": ");
  pl_game_controller_append_cardset (out, pl_table_is_human_turn (self->table)
                                          ? pl_cassino_get_hand (state, human (self)) : 0);
  g_string_append (out, ", \"trick\": [], \"loose\": ");
  pl_game_controller_append_cardset (out, pl_cassino_get_loose (state));
  g_string_append (out, ", \"builds\": [");
  for (guint b = 0; b < pl_cassino_get_n_builds (state); b++)
    {
      const PlCassinoBuild *build = pl_cassino_get_build (state, b);

      g_string_append_printf (out, "%s{\"value\": %u, \"owner\": %u, \"multiple\": %s, "
                              "\"cards\": ", b ? ", " : "", build->value, build->owner,
                              build->multiple ? "true" : "false");
      pl_game_controller_append_cardset (out, build->cards);
      g_string_append_c (out, '}');
    }
  g_string_append_printf (out, "], \"stock\": %u, \"last_deal\": %s, \"chosen\": ",
                          pl_cassino_get_stock_size (state),
                          pl_cassino_is_last_deal (state) ? "true" : "false");
  pl_game_controller_append_cardset (out, chosen_cards (self));
  g_string_append (out, ", \"choices\": [");
  for (guint i = 0; i < self->choice_words->len; i++)
    {
      g_string_append (out, i ? ", " : "");
      pl_cassino_append_json (out, g_ptr_array_index (self->choice_words, i));
    }
  g_string_append (out, "], \"told\": ");
  pl_cassino_append_json (out, self->told);
  g_string_append (out, ", \"won\": [");
  for (guint s = 0; s < state->n_seats; s++)
    g_string_append_printf (out, "%s%u", s ? ", " : "",
                            pl_cardset_count (pl_cassino_get_won (state, s)));
  g_string_append (out, "], \"match_score\": [");
  if (pl_cassino_table_match (self->table, &match))
    for (guint s = 0; s < match.n_sides; s++)
      g_string_append_printf (out, "%s%d", s ? ", " : "", match.score[s]);
  g_string_append_printf (out, "], \"match_over\": %s, \"shown\": %s",
                          pl_table_is_over (self->table) && match.over ? "true" : "false",
                          self->shown != NULL && pl_table_is_over (self->table)
                          ? self->shown : "null");
}

/* GObject --------------------------------------------------------------- */

static void
pl_cassino_controller_constructed (GObject *object)
{
  PlCassinoController *self = PL_CASSINO_CONTROLLER (object);

  G_OBJECT_CLASS (pl_cassino_controller_parent_class)->constructed (object);

  self->window = pl_game_controller_get_window (BASE (self));
  self->table = pl_game_controller_get_table (BASE (self));
  self->view = pl_game_controller_get_view (BASE (self));
  self->bar = pl_game_controller_get_bar (BASE (self));

  g_signal_connect (self->view, "card-activated", G_CALLBACK (card_activated_cb), self);
  g_signal_connect (self->view, "talon-activated", G_CALLBACK (talon_activated_cb), self);
  g_signal_connect (self->bar, "action", G_CALLBACK (bar_action_cb), self);
  g_signal_connect_object (self->table, "move-played", G_CALLBACK (move_played_cb), self, 0);
  g_signal_connect_object (self->table, "deal-started", G_CALLBACK (deal_started_cb), self, 0);
}

static void
pl_cassino_controller_dispose (GObject *object)
{
  PlCassinoController *self = PL_CASSINO_CONTROLLER (object);

  g_clear_handle_id (&self->focus_source, g_source_remove);

  G_OBJECT_CLASS (pl_cassino_controller_parent_class)->dispose (object);
}

static void
pl_cassino_controller_finalize (GObject *object)
{
  PlCassinoController *self = PL_CASSINO_CONTROLLER (object);

  g_free (self->told);
  g_free (self->capture_told);
  g_free (self->shown);
  g_ptr_array_unref (self->choice_words);

  G_OBJECT_CLASS (pl_cassino_controller_parent_class)->finalize (object);
}

static void
pl_cassino_controller_class_init (PlCassinoControllerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  PlGameControllerClass *controller_class = PL_GAME_CONTROLLER_CLASS (klass);

  object_class->constructed = pl_cassino_controller_constructed;
  object_class->dispose = pl_cassino_controller_dispose;
  object_class->finalize = pl_cassino_controller_finalize;
  controller_class->score_sheets = PL_SCORE_SHEETS_BOOK;
  /* Seed 003, "Scoring". */
  controller_class->book_description =
    N_("Each side’s points of every hand, as the game is scored: in the old game to 11 the "
       "lower score is deducted from the higher.");
  controller_class->deal = deal;
  controller_class->show_result = show_result;
  controller_class->update = update;
  controller_class->reset = reset;
  controller_class->describe_move = describe_move;
  controller_class->append_test_state = append_test_state;
  controller_class->can_peek = can_peek;
  controller_class->peek = peek;
}

static void
pl_cassino_controller_init (PlCassinoController *self)
{
  self->choice_words = g_ptr_array_new_with_free_func (g_free);
}
