/* pl-table-view-anim.c — cards moving: interpolation, the frame tick, the taken trick
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-table"

#include "pl-table-view-private.h"

static double
ease_out (double t)
{
  double u = 1.0 - t;

  return 1.0 - u * u * u;
}

static double
lerp (double a,
      double b,
      double t)
{
  return a + (b - a) * t;
}

void
pl_table_view_interpolate (PlTableView        *self,
                           PlCardSlot         *slot,
                           const PlLayoutCard *target,
                           gint64              now)
{
  if (slot == self->drag_slot && self->drag_state == PL_DRAG_DRAGGING)
    {
      /* The card follows the pointer, upright so that it reads. */
      slot->current = self->drag_origin;
      slot->current.x += self->drag_x - self->drag_start_x;
      slot->current.y += self->drag_y - self->drag_start_y;
      slot->current.angle = 0.0;
      slot->animating = FALSE;
      slot->pending = FALSE;
      slot->placed = TRUE;
      return;
    }

  if (slot->pending)
    {
      slot->pending = FALSE;
      slot->duration_us = pl_table_view_get_duration_us (self);
      if (!slot->placed || slot->duration_us <= 0)
        {
          slot->animating = FALSE;
        }
      else
        {
          slot->start_us = now;
          slot->animating = TRUE;
        }
    }

  if (slot->animating)
    {
      double t = (double) (now - slot->start_us - slot->delay_us) / slot->duration_us;

      if (t <= 0.0)
        {
          slot->current = slot->from;
          return;
        }
      if (t < 1.0)
        {
          double e = ease_out (t);

          slot->current.x = lerp (slot->from.x, target->x, e);
          slot->current.y = lerp (slot->from.y, target->y, e);
          slot->current.width = lerp (slot->from.width, target->width, e);
          slot->current.height = lerp (slot->from.height, target->height, e);
          slot->current.angle = lerp (slot->from.angle, target->angle, e);
          return;
        }
      slot->animating = FALSE;
      slot->delay_us = 0;
    }

  slot->current = *target;
  slot->placed = TRUE;
}

static gboolean
tick_cb (GtkWidget     *widget,
         GdkFrameClock *clock,
         gpointer       user_data)
{
  PlTableView *self = PL_TABLE_VIEW (widget);
  gboolean busy = FALSE;

  (void) clock;
  (void) user_data;

  /* Cards that reached a pile leave the table. */
  for (guint i = 0; i < self->slots->len; )
    {
      PlCardSlot *slot = g_ptr_array_index (self->slots, i);

      if (slot->remove_when_done && !slot->animating && !slot->pending)
        {
          g_ptr_array_remove_index (self->slots, i);
          pl_card_slot_free (slot);
          continue;
        }
      if (slot->animating || slot->pending)
        busy = TRUE;
      i++;
    }

  gtk_widget_queue_allocate (widget);
  if (!busy)
    {
      self->tick_id = 0;
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

void
pl_table_view_start_ticking (PlTableView *self)
{
  if (self->tick_id == 0)
    self->tick_id = gtk_widget_add_tick_callback (GTK_WIDGET (self), tick_cb, NULL, NULL);
}

void
pl_table_view_stop_ticking (PlTableView *self)
{
  if (self->tick_id != 0)
    {
      gtk_widget_remove_tick_callback (GTK_WIDGET (self), self->tick_id);
      self->tick_id = 0;
    }
}

void
pl_table_view_fly_back (PlTableView *self,
                        PlCardSlot  *slot)
{
  slot->from = slot->current;
  slot->pending = TRUE;
  slot->delay_us = 0;
  gtk_widget_queue_allocate (GTK_WIDGET (self));
  pl_table_view_start_ticking (self);
}

/* The view holds the table (pl_table_hold) while a completed trick lies
 * in view, so that no computer seat leads before the player has seen it;
 * each hold is released exactly once. */
static void
hold_table (PlTableView *self)
{
  if (self->holding || self->table == NULL)
    return;
  self->holding = TRUE;
  pl_table_hold (self->table);
}

void
pl_table_view_release_table (PlTableView *self)
{
  if (!self->holding)
    return;
  self->holding = FALSE;
  if (self->table != NULL)
    pl_table_release (self->table);
}

/* The completed trick goes to its winner's pile. */
gboolean
pl_table_view_take_trick (PlTableView *self)
{
  g_return_val_if_fail (PL_IS_TABLE_VIEW (self), FALSE);

  g_clear_handle_id (&self->hold_id, g_source_remove);
  if (self->completed_n == 0)
    {
      pl_table_view_release_table (self);
      return FALSE;
    }
  self->taken_cards |= self->completed_cards;
  self->taken_n = self->completed_n;
  self->completed_cards = 0;
  self->completed_n = 0;
  pl_table_view_reconcile (self);
  pl_table_view_release_table (self);
  pl_table_view_notify_trick_in_view (self);
  return TRUE;
}

/* The trick list no longer holds the completed trick (the next card was
 * led, a move was undone, a deal began): nothing is held any more. */
void
pl_table_view_forget_trick (PlTableView *self)
{
  gboolean had = self->completed_n > 0;

  g_clear_handle_id (&self->hold_id, g_source_remove);
  self->completed_cards = 0;
  self->completed_n = 0;
  pl_table_view_release_table (self);
  if (had)
    pl_table_view_notify_trick_in_view (self);
}

static gboolean
take_trick_cb (gpointer user_data)
{
  PlTableView *self = user_data;

  self->hold_id = 0;
  pl_table_view_take_trick (self);
  return G_SOURCE_REMOVE;
}

/* The model says a trick is complete, and keeps it in its trick list until
 * the next card is led.  The view shows it for the trick pause (the
 * `trick-pause` setting), or until the player clicks the table or presses
 * a key (`trick-take-on-click`), and holds the table meanwhile; then it
 * sends the trick to the winner's pile.  A card the human leads sooner
 * takes it in at once, as at a real table. */
void
pl_table_view_trick_completed (PlTableView *self)
{
  PlCardList *trick;
  guint n_seats;
  gint winner = -1;

  if (self->table == NULL)
    return;

  n_seats = MIN (pl_table_get_n_seats (self->table), PL_LAYOUT_MAX_SEATS);
  for (guint s = 0; s < n_seats; s++)
    {
      guint tricks = pl_seat_get_tricks (pl_table_get_seat (self->table, s));

      if (tricks > self->last_tricks[s])
        winner = (gint) s;
      self->last_tricks[s] = tricks;
    }
  if (winner < 0)
    winner = pl_table_get_to_move (self->table);
  self->trick_winner = MAX (winner, 0);

  /* A trick still held goes now. */
  if (self->completed_n > 0)
    {
      g_clear_handle_id (&self->hold_id, g_source_remove);
      self->taken_cards |= self->completed_cards;
      self->taken_n = self->completed_n;
    }

  self->completed_cards = 0;
  self->completed_n = 0;
  trick = pl_table_get_trick (self->table);
  for (guint i = 0; i < pl_card_list_get_n_cards (trick); i++)
    {
      PlCard card = pl_card_list_get_card (trick, i);
      if (pl_card_is_valid (card))
        self->completed_cards = pl_cardset_add (self->completed_cards, card);
      self->completed_n++;
    }

  hold_table (self);
  if (!self->trick_on_click)
    self->hold_id = g_timeout_add (self->trick_pause_ms, take_trick_cb, self);
  pl_table_view_notify_trick_in_view (self);
}
