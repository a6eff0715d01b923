/* toy-controller.c — the controller of the tests' toy games at the table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-test"

#include "pl-game-catalog.h"
#include "toy-controller.h"

#include "../fishing-players.h"
#include "../fishing-view.h"
#include "../hicard-players.h"
#include "../hicard-view.h"

struct _ToyController
{
  PlGameController parent_instance;
};

G_DEFINE_FINAL_TYPE (ToyController, toy_controller, PL_TYPE_GAME_CONTROLLER)

enum {
  ACTION_NEXT_DEAL,
};

#define TABLE(self) pl_game_controller_get_table (PL_GAME_CONTROLLER (self))

/* The human's legal move of @kind with @card (and, unless 0, @cards). */
static gboolean
find_move (ToyController *self,
           PlMoveKind     kind,
           PlCard         card,
           PlCardSet      cards,
           PlMove        *out)
{
  PlMove moves[PL_MAX_MOVES];
  guint n = pl_table_get_legal_moves (TABLE (self), moves);

  for (guint i = 0; i < n; i++)
    if (moves[i].kind == kind && moves[i].card == card &&
        (cards == 0 || (moves[i].cards & cards) != 0))
      {
        *out = moves[i];
        return TRUE;
      }
  return FALSE;
}

static gboolean
card_activated_cb (PlTableView       *view,
                   guint              card,
                   const PlDropPlace *place,
                   ToyController     *self)
{
  PlGameController *base = PL_GAME_CONTROLLER (self);
  PlMove move = pl_move_new (PL_MOVE_PLAY, pl_table_get_human_seat (TABLE (self)));
  PlCardSet pile = 0;

  move.card = (PlCard) card;
  if (place->zone == PL_DROP_TRICK)
    {
      /* A trick game plays it; on the floor a click takes what it can, or
       * lays the card down. */
      if (find_move (self, PL_MOVE_CAPTURE, card, 0, &move) ||
          find_move (self, PL_MOVE_TRAIL, card, 0, &move))
        return pl_game_controller_play (base, &move);
      return pl_game_controller_play (base, &move);
    }
  if (place->zone != PL_DROP_FLOOR)
    return FALSE;
  if (place->index < 0)
    {
      move.kind = PL_MOVE_TRAIL;
      return pl_game_controller_play (base, &move);
    }
  /* The pile it was dropped on: taken, or built on. */
  {
    PlCardList *floor = pl_table_get_floor (TABLE (self));

    for (guint i = 0; i < pl_card_list_get_n_cards (floor); i++)
      if (pl_card_item_get_pile (pl_card_list_get_item (floor, i)) == (guint) place->index)
        pile = pl_cardset_add (pile, pl_card_list_get_card (floor, i));
  }
  if (find_move (self, PL_MOVE_CAPTURE, card, pile, &move) ||
      find_move (self, PL_MOVE_BUILD, card, pile, &move))
    return pl_game_controller_play (base, &move);
  pl_game_controller_refuse (base, "That card neither takes nor builds on that pile");
  return FALSE;
}

static void
bar_action_cb (PlActionBar   *bar,
               guint          id,
               ToyController *self)
{
  if (id == ACTION_NEXT_DEAL)
    pl_game_controller_deal (PL_GAME_CONTROLLER (self), g_random_int ());
}

static void
update (PlGameController *controller)
{
  PlTable *table = pl_game_controller_get_table (controller);
  PlTableView *view = pl_game_controller_get_view (controller);
  PlActionBar *bar = pl_game_controller_get_bar (controller);
  PlMove moves[PL_MAX_MOVES];
  guint n = pl_table_get_legal_moves (table, moves);
  PlCardSet playable = 0;

  for (guint i = 0; i < n; i++)
    if (pl_card_is_valid (moves[i].card))
      playable = pl_cardset_add (playable, moves[i].card);
  pl_table_view_set_playable (view, playable);
  pl_action_bar_clear_actions (bar);
  if (pl_table_is_over (table))
    {
      pl_action_bar_add_action (bar, "_Next Deal", ACTION_NEXT_DEAL, TRUE);
      pl_game_controller_show_bar (controller, "The deal is over", NULL);
      if (pl_game_controller_get_open_dialog (controller) == NULL)
        pl_action_bar_focus_default (bar);
      return;
    }
  pl_game_controller_hide_bar (controller);
  if (pl_table_is_human_turn (table) && pl_game_controller_get_open_dialog (controller) == NULL)
    pl_table_view_focus_playable (view, playable);
}

static void
result_response_cb (AdwMessageDialog *dialog,
                    const char       *response,
                    ToyController    *self)
{
  if (g_strcmp0 (response, "next") == 0)
    pl_game_controller_deal (PL_GAME_CONTROLLER (self), g_random_int ());
}

static void
show_result (PlGameController *controller)
{
  PlResult result = { 0, };
  GtkWidget *dialog;

  if (!pl_table_get_result (pl_game_controller_get_table (controller), &result))
    return;
  dialog = adw_message_dialog_new (pl_game_controller_get_window (controller),
                                   "End of the Deal", result.reasons);
  gtk_window_set_title (GTK_WINDOW (dialog), "End of the Deal");
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "close", "_Close", "next", "_Next Deal", NULL);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "next");
  g_signal_connect_object (dialog, "response", G_CALLBACK (result_response_cb), controller, 0);
  pl_game_controller_set_dialog (controller, GTK_WINDOW (dialog));
  gtk_window_present (GTK_WINDOW (dialog));
  pl_result_clear (&result);
  pl_game_controller_emit_changed (controller);
}

static void
toy_controller_constructed (GObject *object)
{
  ToyController *self = TOY_CONTROLLER (object);

  G_OBJECT_CLASS (toy_controller_parent_class)->constructed (object);

  g_signal_connect (pl_game_controller_get_view (PL_GAME_CONTROLLER (self)), "card-activated",
                    G_CALLBACK (card_activated_cb), self);
  g_signal_connect (pl_game_controller_get_bar (PL_GAME_CONTROLLER (self)), "action",
                    G_CALLBACK (bar_action_cb), self);
}

static void
toy_controller_class_init (ToyControllerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  PlGameControllerClass *controller_class = PL_GAME_CONTROLLER_CLASS (klass);

  object_class->constructed = toy_controller_constructed;
  controller_class->book_description = "Each player's cards or tricks, added up.";
  controller_class->update = update;
  controller_class->show_result = show_result;
}

static void
toy_controller_init (ToyController *self)
{
}

void
toy_games_register (void)
{
  static const PlGameEntry entries[] = {
    { "hicard", "High Card", "A trick game of eight cards, for the tests",
      "2 players", "suit-hearts-symbolic", toy_controller_get_type, NULL, 0 },
    { "fishing", "Fishing", "Take the cards on the floor, for the tests",
      "2 players", "suit-diamonds-symbolic", toy_controller_get_type, NULL, 0 },
  };

  hi_register_players ();
  fishing_register_players ();
  pl_table_game_view_register (&hi_view);
  pl_table_game_view_register (&fishing_view);
  for (guint i = 0; i < G_N_ELEMENTS (entries); i++)
    pl_game_catalog_register (&entries[i]);
}
