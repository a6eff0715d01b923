/* pl-laws-controller.c — the book's laws in every game's controller: the human's acts, answers and calls
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-laws"

#include <glib/gi18n-lib.h>

#include "pl-laws.h"
#include "pl-laws-controller.h"
#include "pl-laws-dialog.h"
#include "pl-window-private.h"

static gboolean
laws_on (PlGameController *self)
{
  PlTable *table = pl_game_controller_get_table (self);

  return table != NULL && pl_table_plays_by_laws (table) && !pl_table_is_over (table) &&
         !pl_table_get_autoplay (table);
}

/* Plays the human's act; a refusal (the rules changed their mind between
 * the list and the move: never expected) is shown as every refusal. */
static gboolean
play_act (PlGameController *self,
          const PlMove     *move)
{
  return pl_game_controller_play (self, move);
}

gboolean
pl_laws_controller_card_activated (PlGameController  *self,
                                   PlCard             card,
                                   const PlDropPlace *place)
{
  PlTable *table = pl_game_controller_get_table (self);
  gboolean human_turn;
  PlMove move;

  if (!laws_on (self) || place->zone == PL_DROP_HAND)
    return FALSE;
  human_turn = pl_table_is_human_turn (table);

  /* Answering a card led out of turn by playing to it: a card of the
   * hand that the rules take now. */
  if (human_turn && pl_laws_is_pending (pl_table_get_game (table), pl_table_get_state (table)))
    {
      g_autoptr(GError) error = NULL;

      if (place->zone == PL_DROP_NONE)
        return FALSE;
      if (!pl_table_make_play (table, card, FALSE, &move, &error))
        {
          pl_game_controller_refuse (self, error->message);
          return FALSE;
        }
      pl_game_controller_set_laws_by_card (self, FALSE);
      return play_act (self, &move);
    }

  switch (place->zone)
    {
    case PL_DROP_NONE:
      /* Seed 001, law 46: a card dropped face up on the table. */
      if (!pl_table_find_act (table, PL_TABLE_ACT_EXPOSE, card, &move, NULL))
        return FALSE;
      return play_act (self, &move);

    case PL_DROP_TRICK:
    case PL_DROP_FLOOR:
      /* A card the rules take as it is goes to the game's controller. */
      if (human_turn && pl_table_check_card (table, card, NULL))
        return FALSE;
      /* Out of turn, or a card that fails to follow: a revoke is said to
       * nobody, as at a real table; it is found when it is called. */
      if (!pl_table_find_act (table, PL_TABLE_ACT_PLAY, card, &move, NULL) ||
          !(move.flags & PL_MOVE_IRREGULAR))
        return FALSE;
      return play_act (self, &move);

    case PL_DROP_TALON:
    case PL_DROP_MELDS:
    case PL_DROP_HAND:
    default:
      return FALSE;
    }
}

gboolean
pl_laws_controller_talon_activated (PlGameController *self)
{
  PlTable *table = pl_game_controller_get_table (self);
  PlMove moves[PL_MAX_MOVES], move;
  guint n;

  if (!laws_on (self))
    return FALSE;
  /* Bézique by the laws: the players draw for themselves.  A draw due is
   * the human's legal move; any other is the rules' irregular draw (out
   * of turn, seed 004). */
  n = pl_table_get_legal_moves (table, moves);
  for (guint i = 0; i < n; i++)
    if (moves[i].kind == PL_MOVE_DRAW)
      return play_act (self, &moves[i]);
  if (!pl_table_find_act (table, PL_TABLE_ACT_DRAW, PL_CARD_NONE, &move, NULL))
    return FALSE;
  return play_act (self, &move);
}

static void
answer_move_cb (PlLawsDialog     *dialog,
                const PlMove     *move,
                PlGameController *self)
{
  pl_game_controller_play (self, move);
}

static void
answer_by_card_cb (PlLawsDialog     *dialog,
                   PlGameController *self)
{
  pl_game_controller_set_laws_by_card (self, TRUE);
}

/* The dialog's parent: the dialog open over the table, if any (an
 * answer may be due while the result or a peek is open), else the
 * window. */
static GtkWindow *
dialog_parent (PlGameController *self)
{
  GtkWindow *open = pl_game_controller_get_open_dialog (self);

  return open != NULL ? open : pl_game_controller_get_window (self);
}

/* Bézique by the laws: a draw due is the human's to make, from the stock
 * (a click or a drag on it) or with the bar's button.  Playing a card
 * instead is playing without drawing (seed 004), his act. */
static gboolean
offer_draw (PlGameController *self)
{
  PlTable *table = pl_game_controller_get_table (self);
  PlActionBar *bar = pl_game_controller_get_bar (self);
  PlMove moves[PL_MAX_MOVES];
  guint n = pl_table_get_legal_moves (table, moves);

  for (guint i = 0; i < n; i++)
    if (moves[i].kind == PL_MOVE_DRAW && !(moves[i].flags & PL_MOVE_IRREGULAR))
      {
        pl_table_view_set_playable (pl_game_controller_get_view (self), 0);
        pl_action_bar_clear_actions (bar);
        pl_action_bar_add_move (bar, &moves[i], _("_Draw"), TRUE);
        pl_game_controller_show_bar (self, _("Draw a card from the stock"), NULL);
        return TRUE;
      }
  return FALSE;
}

gboolean
pl_laws_controller_update (PlGameController *self)
{
  PlTable *table = pl_game_controller_get_table (self);
  PlTableView *view = pl_game_controller_get_view (self);
  PlMove moves[PL_MAX_MOVES];
  PlLawsDialog *dialog;
  PlCardSet cards = 0;
  guint n;

  if (!laws_on (self) || !pl_table_is_human_turn (table))
    {
      pl_game_controller_set_laws_by_card (self, FALSE);
      return FALSE;
    }
  if (!pl_laws_is_pending (pl_table_get_game (table), pl_table_get_state (table)))
    {
      pl_game_controller_set_laws_by_card (self, FALSE);
      return offer_draw (self);
    }

  pl_game_controller_hide_bar (self);
  n = pl_table_get_legal_moves (table, moves);
  for (guint i = 0; i < n; i++)
    if (moves[i].kind == PL_MOVE_PLAY && pl_card_is_valid (moves[i].card))
      cards = pl_cardset_add (cards, moves[i].card);
  if (pl_game_controller_get_laws_by_card (self))
    {
      /* He chose to play to the card led out of turn: his hand is his
       * answer now. */
      pl_table_view_set_playable (view, cards);
      pl_game_controller_show_bar (self, _("Play a card to the card led out of turn"), NULL);
      return TRUE;
    }
  pl_table_view_set_playable (view, 0);
  if (PL_IS_LAWS_DIALOG (pl_game_controller_get_open_dialog (self)))
    return TRUE;

  dialog = pl_laws_dialog_new_answer (dialog_parent (self), table);
  if (dialog == NULL)
    return FALSE;
  g_signal_connect_object (dialog, "move", G_CALLBACK (answer_move_cb), self, 0);
  g_signal_connect_object (dialog, "play-to-it", G_CALLBACK (answer_by_card_cb), self, 0);
  /* Only over the table: an answer over another dialog leaves that one
   * as the controller's. */
  if (pl_game_controller_get_open_dialog (self) == NULL)
    pl_game_controller_set_dialog (self, GTK_WINDOW (dialog));
  gtk_window_present (GTK_WINDOW (dialog));
  /* What the answer is about reaches a screen reader as the table's
   * other events do. */
  pl_table_view_announce (view, adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (dialog)));
  return TRUE;
}

static void
call_move_cb (PlLawsDialog     *dialog,
              const PlMove     *move,
              PlGameController *self)
{
  pl_game_controller_play (self, move);
}

gboolean
pl_laws_controller_call (PlGameController *self)
{
  PlTable *table = pl_game_controller_get_table (self);
  PlLawsDialog *dialog;

  if (!laws_on (self))
    {
      pl_game_controller_refuse (self, _("Irregularities are called only in a game played by "
                                         "the book’s laws"));
      return FALSE;
    }
  if (pl_game_controller_get_open_dialog (self) != NULL)
    return FALSE;
  dialog = pl_laws_dialog_new_call (pl_game_controller_get_window (self), table);
  if (dialog == NULL)
    {
      pl_game_controller_refuse (self, _("There is no irregularity you could call now"));
      return FALSE;
    }
  g_signal_connect_object (dialog, "move", G_CALLBACK (call_move_cb), self, 0);
  pl_game_controller_set_dialog (self, GTK_WINDOW (dialog));
  gtk_window_present (GTK_WINDOW (dialog));
  pl_game_controller_emit_changed (self);
  return TRUE;
}

void
pl_laws_controller_append_test_state (PlGameController *self,
                                      GString          *out)
{
  PlTable *table = pl_game_controller_get_table (self);
  PlMove moves[PL_MAX_MOVES];
  guint n_seats, n;

  if (table == NULL || pl_table_get_state (table) == NULL || !pl_table_plays_by_laws (table))
    return;
  n_seats = pl_table_get_n_seats (table);
  g_string_append (out, ", \"laws\": {\"said\": [");
  for (guint seat = 0; seat < n_seats; seat++)
    {
      const char *said = pl_table_get_laws_said (table, seat);

      g_string_append (out, seat > 0 ? ", " : "");
      if (said == NULL)
        g_string_append (out, "null");
      else
        pl_window_append_json_string (out, said);
    }
  g_string_append (out, "], \"exposed\": [");
  for (guint seat = 0; seat < n_seats; seat++)
    {
      g_string_append (out, seat > 0 ? ", " : "");
      pl_game_controller_append_cardset (out, pl_table_get_exposed (table, seat));
    }
  n = pl_table_get_law_calls (table, moves);
  g_string_append_printf (out, "], \"calls\": %u, \"pending\": %s}", n,
                          pl_laws_is_pending (pl_table_get_game (table),
                                              pl_table_get_state (table))
                          ? "true" : "false");
}
