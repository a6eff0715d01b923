/* pl-table-human.c — what the human may do with a card, and the tricks he may look at
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-table"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "pl-table-private.h"

/* The human's cards ------------------------------------------------------ */

gboolean
pl_table_check_card (PlTable  *self,
                     PlCard    card,
                     GError  **error)
{
  PlMove move;

  g_return_val_if_fail (PL_IS_TABLE (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (self->state == NULL || self->autoplay ||
      (!self->game->is_terminal (self->state) &&
       self->game->to_move (self->state) != (gint) self->human))
    {
      g_set_error (error, PL_RULES_ERROR, PL_RULES_ERROR_ILLEGAL_MOVE,
                   _("It is not your turn"));
      return FALSE;
    }
  return pl_table_make_play (self, card, FALSE, &move, error);
}

gboolean
pl_table_make_play (PlTable  *self,
                    PlCard    card,
                    gboolean  from_melds,
                    PlMove   *move,
                    GError  **error)
{
  g_return_val_if_fail (PL_IS_TABLE (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (self->state == NULL || self->autoplay ||
      (!self->game->is_terminal (self->state) &&
       self->game->to_move (self->state) != (gint) self->human))
    {
      g_set_error (error, PL_RULES_ERROR, PL_RULES_ERROR_ILLEGAL_MOVE,
                   _("It is not your turn"));
      return FALSE;
    }
  if (self->view != NULL && self->view->play_move != NULL)
    return self->view->play_move (self->state, self->human, card, from_melds, move, error);
  *move = pl_move_new (PL_MOVE_PLAY, self->human);
  move->card = card;
  return self->game->check_move (self->state, move, error);
}

guint
pl_table_get_legal_moves (PlTable *self,
                          PlMove  *moves)
{
  g_return_val_if_fail (PL_IS_TABLE (self), 0);
  g_return_val_if_fail (moves != NULL, 0);

  if (!pl_table_is_human_turn (self))
    return 0;
  return self->game->legal_moves (self->state, moves);
}

/* The human's view ------------------------------------------------------- */

gint
pl_table_get_peek_cost (PlTable *self,
                        guint    index)
{
  g_return_val_if_fail (PL_IS_TABLE (self), -1);

  if (self->state == NULL || self->view == NULL)
    return -1;
  return self->view->peek_cost (self->state, self->human, index);
}

gboolean
pl_table_get_trick_seats (PlTable *self,
                          guint    index,
                          guint    seats[PL_MAX_SEATS])
{
  gint trick_seats[PL_MAX_SEATS];
  PlCard trick[PL_MAX_SEATS];
  guint n = 0, lead = 0, win = 0;

  g_return_val_if_fail (PL_IS_TABLE (self), FALSE);

  if (pl_table_get_peek_cost (self, index) < 0 ||
      !self->view->get_trick (self->state, index, trick, trick_seats, &n, &lead, &win))
    return FALSE;
  for (guint i = 0; i < n; i++)
    seats[i] = trick_seats[i] >= 0 ? (guint) trick_seats[i] : lead;
  return TRUE;
}

gboolean
pl_table_peek_trick (PlTable *self,
                     guint    index,
                     PlCard   cards[PL_MAX_SEATS],
                     guint   *n_cards,
                     guint   *leader,
                     guint   *winner)
{
  gint seats[PL_MAX_SEATS];
  PlCard trick[PL_MAX_SEATS];
  guint n = 0, lead = 0, win = 0;
  gint cost;

  g_return_val_if_fail (PL_IS_TABLE (self), FALSE);

  cost = pl_table_get_peek_cost (self, index);
  if (cost < 0 ||
      !self->view->get_trick (self->state, index, trick, seats, &n, &lead,
                              &win))
    return FALSE;

  /* Seed 000, "Seeing Tricks": looking at any trick but the last may be
   * penalized ten points; both sheets write the penalty in the looker's
   * column. */
  if (cost > 0)
    {
      for (guint i = 0; i < G_N_ELEMENTS (self->sheets); i++)
        pl_score_sheet_add_penalty (self->sheets[i], self->human,
                                    (guint) cost);
      /* The record keeps it, so that a resumed match scores the same. */
      pl_deal_record_add_penalty (self->record, self->human, (guint) cost);
      g_signal_emit_by_name (self, "score-changed");
    }

  if (cards != NULL)
    memcpy (cards, trick, n * sizeof (PlCard));
  if (n_cards != NULL)
    *n_cards = n;
  if (leader != NULL)
    *leader = lead;
  if (winner != NULL)
    *winner = win;
  return TRUE;
}

guint
pl_table_get_n_tricks (PlTable *self)
{
  g_return_val_if_fail (PL_IS_TABLE (self), 0);

  if (self->state == NULL || self->view == NULL)
    return 0;
  return self->view->n_tricks (self->state);
}

gint
pl_table_get_last_trick_winner (PlTable *self)
{
  PlCard cards[PL_MAX_SEATS];
  gint seats[PL_MAX_SEATS];
  guint n, leader, winner, n_tricks;

  g_return_val_if_fail (PL_IS_TABLE (self), -1);

  n_tricks = pl_table_get_n_tricks (self);
  if (n_tricks == 0 ||
      !self->view->get_trick (self->state, n_tricks - 1, cards, seats, &n,
                              &leader, &winner))
    return -1;
  return (gint) winner;
}
