/* pl-table-view-drag.c — the human's input: drag-and-drop, click, keyboard
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-table"

#include <math.h>

#include "pl-table-view-private.h"

/* A press becomes a drag once the pointer has moved this far (logical
 * pixels): a shaky click stays a click. */
#define DRAG_THRESHOLD 8.0

/* A card of the human's hand or of his melds (Bézique: his declared
 * cards, which he may still play): the cards he can move. */
static gboolean
is_human_card (PlTableView *self,
               PlCardSlot  *slot)
{
  return pl_table_view_is_human_card (self, slot);
}

/* A card the keyboard reaches: the human's, or one lying on the floor. */
static gboolean
is_row_card (PlTableView *self,
             PlCardSlot  *slot)
{
  return is_human_card (self, slot) || (slot != NULL && slot->zone == PL_ZONE_FLOOR);
}

static gboolean
point_in_card (const PlLayoutCard *card,
               double              x,
               double              y)
{
  double a = -card->angle * G_PI / 180.0;
  double dx = x - card->x, dy = y - card->y;
  double lx = dx * cos (a) - dy * sin (a);
  double ly = dx * sin (a) + dy * cos (a);

  return fabs (lx) <= card->width / 2 && fabs (ly) <= card->height / 2;
}

/* The topmost card under a point, as drawn now. */
PlCardSlot *
pl_table_view_slot_at (PlTableView *self,
                       double       x,
                       double       y)
{
  for (guint i = self->slots->len; i > 0; i--)
    {
      PlCardSlot *slot = g_ptr_array_index (self->slots, i - 1);

      if (slot->placed && slot->zone != PL_ZONE_GONE &&
          gtk_widget_get_child_visible (slot->widget) &&
          point_in_card (&slot->current, x, y))
        return slot;
    }
  return NULL;
}

static void
raise_slot (PlTableView *self,
            PlCardSlot  *slot)
{
  g_ptr_array_remove (self->slots, slot);
  g_ptr_array_add (self->slots, slot);
  gtk_widget_insert_before (slot->widget, GTK_WIDGET (self), NULL);
}

/* Drag-and-drop ------------------------------------------------------------- */

static void
drag_begin_cb (GtkGestureDrag *gesture,
               double          x,
               double          y,
               PlTableView    *self)
{
  PlCardSlot *slot = pl_table_view_slot_at (self, x, y);

  (void) gesture;
  self->drag_state = PL_DRAG_IDLE;
  self->drag_slot = NULL;
  if (!is_human_card (self, slot))
    return;

  self->drag_state = PL_DRAG_PRESSED;
  self->drag_slot = slot;
  self->drag_start_x = self->drag_x = x;
  self->drag_start_y = self->drag_y = y;
}

/* The drop target under the dragged card: highlighted if it takes the
 * card now. */
static void
set_drop_target (PlTableView *self,
                 PlDropZone   zone)
{
  if (!(self->drop_zones & (1u << zone)))
    zone = PL_DROP_NONE;
  if (self->drop_target == zone)
    return;
  self->drop_target = zone;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
pl_table_view_set_drop_zones (PlTableView *self,
                              guint        zones)
{
  g_return_if_fail (PL_IS_TABLE_VIEW (self));

  self->drop_zones = zones;
  if (!(zones & (1u << self->drop_target)))
    set_drop_target (self, PL_DROP_NONE);
}

PlDropZone
pl_table_view_get_drop_target (PlTableView *self)
{
  g_return_val_if_fail (PL_IS_TABLE_VIEW (self), PL_DROP_NONE);

  return self->drop_target;
}

/* The highlight of the place a card dragged over it goes to: a light
 * ground and a ring in the colour of "Your turn", drawn under the cards. */
void
pl_table_view_snapshot_drop_target (PlTableView *self,
                                    GtkSnapshot *snapshot)
{
  const PlTableLayout *l = &self->layout;
  const PlLayoutRect *area = NULL;
  static const GdkRGBA ground = { 1, 1, 1, 0.18f };
  static const GdkRGBA ring = { 0.965f, 0.827f, 0.176f, 1 };
  const GdkRGBA rings[4] = { ring, ring, ring, ring };
  const float widths[4] = { 3, 3, 3, 3 };
  GskRoundedRect rect;
  float grow = 8;

  switch (self->drop_target)
    {
    case PL_DROP_TALON: area = &l->talon_area; break;
    case PL_DROP_TRICK: area = &l->trick_area; break;
    case PL_DROP_MELDS: area = &l->melds_area; break;
    case PL_DROP_FLOOR: area = &l->floor_area; break;
    case PL_DROP_HAND:
    case PL_DROP_NONE:
    default: break;
    }
  if (area == NULL || area->width <= 0 || area->height <= 0)
    return;
  gsk_rounded_rect_init_from_rect (&rect,
                                   &GRAPHENE_RECT_INIT ((float) area->x - grow,
                                                        (float) area->y - grow,
                                                        (float) area->width + 2 * grow,
                                                        (float) area->height + 2 * grow),
                                   12);
  gtk_snapshot_push_rounded_clip (snapshot, &rect);
  gtk_snapshot_append_color (snapshot, &ground, &rect.bounds);
  gtk_snapshot_pop (snapshot);
  gtk_snapshot_append_border (snapshot, &rect, widths, rings);
}

static void
drag_update_cb (GtkGestureDrag *gesture,
                double          offset_x,
                double          offset_y,
                PlTableView    *self)
{
  if (self->drag_state == PL_DRAG_IDLE || self->drag_slot == NULL)
    return;

  if (self->drag_state == PL_DRAG_PRESSED)
    {
      if (hypot (offset_x, offset_y) < DRAG_THRESHOLD)
        return;
      /* From here on it is a drag, not a click. */
      gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
      self->drag_state = PL_DRAG_DRAGGING;
      self->drag_origin = self->drag_slot->current;
      raise_slot (self, self->drag_slot);
      gtk_widget_add_css_class (self->drag_slot->widget, "dragged");
    }

  self->drag_x = self->drag_start_x + offset_x;
  self->drag_y = self->drag_start_y + offset_y;
  set_drop_target (self, pl_table_view_drop_place_at (self, self->drag_x, self->drag_y).zone);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

/* The top card of the floor's pile @pile, and its owner. */
static PlCard
pile_top (PlTableView *self,
          guint        pile,
          gint        *owner)
{
  PlCard top = PL_CARD_NONE;

  *owner = -1;
  for (guint i = 0; i < self->slots->len; i++)
    {
      PlCardSlot *slot = g_ptr_array_index (self->slots, i);

      if (slot->zone == PL_ZONE_FLOOR && slot->pile == pile)
        {
          top = slot->card;
          *owner = slot->seat;
        }
    }
  return top;
}

/* The exact place at (@x, @y): the zone, and on the floor which pile. */
PlDropPlace
pl_table_view_drop_place_at (PlTableView *self,
                             double       x,
                             double       y)
{
  const PlTableLayout *l = &self->layout;
  PlDropPlace place = { PL_DROP_NONE, -1, -1, PL_CARD_NONE };
  gint pile;

  if (l->trick_area.width > 0 && pl_layout_rect_contains (&l->trick_area, x, y) &&
      l->n_piles == 0 && l->floor_area.width <= 0)
    place.zone = PL_DROP_TRICK;
  else if ((pile = pl_table_layout_pile_at (l, x, y)) >= 0)
    {
      place.zone = PL_DROP_FLOOR;
      place.index = pile;
      place.card = pile_top (self, (guint) pile, &place.seat);
    }
  else if (l->floor_area.width > 0 && pl_layout_rect_contains (&l->floor_area, x, y))
    place.zone = PL_DROP_FLOOR;
  else if (pl_layout_rect_contains (&l->talon_area, x, y))
    place.zone = PL_DROP_TALON;
  /* The human's side of the table, where his declared cards lie. */
  else if (l->melds_area.width > 0 && pl_layout_rect_contains (&l->melds_area, x, y))
    {
      place.zone = PL_DROP_MELDS;
      place.seat = (gint) pl_table_view_get_human_seat (self);
    }
  else if (pl_layout_rect_contains (&l->hand_area, x, y))
    {
      place.zone = PL_DROP_HAND;
      place.seat = (gint) pl_table_view_get_human_seat (self);
      place.index = (gint) pl_table_layout_hand_index_at (l, (guint) place.seat, x);
    }
  return place;
}

/* A card clicked or Entered goes to the middle of the table. */
static const PlDropPlace trick_place = { PL_DROP_TRICK, -1, -1, PL_CARD_NONE };

static void
drag_end_cb (GtkGestureDrag *gesture,
             double          offset_x,
             double          offset_y,
             PlTableView    *self)
{
  PlCardSlot *slot = self->drag_slot;
  double x = self->drag_start_x + offset_x;
  double y = self->drag_start_y + offset_y;
  PlDropPlace place;

  (void) gesture;
  if (self->drag_state != PL_DRAG_DRAGGING || slot == NULL)
    {
      self->drag_state = PL_DRAG_IDLE;
      self->drag_slot = NULL;
      return;
    }

  self->drag_x = x;
  self->drag_y = y;
  self->drag_state = PL_DRAG_IDLE;
  self->drag_slot = NULL;
  set_drop_target (self, PL_DROP_NONE);
  gtk_widget_remove_css_class (slot->widget, "dragged");
  /* Wherever the card goes next, it goes from where it was dropped. */
  slot->from = slot->current;

  place = pl_table_view_drop_place_at (self, x, y);
  /* A declared card goes to the trick or back to its place; only a card
   * of the hand is rearranged or laid down to declare. */
  if (slot->zone == PL_ZONE_MELDS && (place.zone == PL_DROP_HAND || place.zone == PL_DROP_MELDS))
    place.zone = PL_DROP_NONE;
  switch (place.zone)
    {
    case PL_DROP_HAND:
      /* Rearranging the hand is no move of the game: the table keeps the
       * order itself. */
      pl_table_view_fly_back (self, slot);
      if ((guint) place.index != slot->index && self->table != NULL)
        pl_table_move_in_hand (self->table, slot->index, (guint) place.index);
      break;
    case PL_DROP_TRICK:
    case PL_DROP_TALON:
    case PL_DROP_MELDS:
    case PL_DROP_FLOOR:
      pl_table_view_emit_activated (self, slot, &place);
      break;
    case PL_DROP_NONE:
    default:
      /* By the book's laws a card laid on the felt away from the trick
       * is exposed (seed 001, law 46): the owner decides; otherwise it
       * goes back. */
      if (slot->zone == PL_ZONE_HAND && self->table != NULL &&
          pl_table_plays_by_laws (self->table))
        pl_table_view_emit_activated (self, slot, &place);
      else
        pl_table_view_fly_back (self, slot);
      break;
    }
  /* The card goes back to its place in the drawing order. */
  pl_table_view_queue_reconcile (self);
}

static void
drag_cancel_cb (GtkGesture       *gesture,
                GdkEventSequence *sequence,
                PlTableView      *self)
{
  (void) gesture;
  (void) sequence;
  if (self->drag_state == PL_DRAG_DRAGGING && self->drag_slot != NULL)
    {
      gtk_widget_remove_css_class (self->drag_slot->widget, "dragged");
      self->drag_slot->from = self->drag_slot->current;
      pl_table_view_fly_back (self, self->drag_slot);
      pl_table_view_queue_reconcile (self);
    }
  self->drag_state = PL_DRAG_IDLE;
  self->drag_slot = NULL;
  set_drop_target (self, PL_DROP_NONE);
}

/* Clicks ------------------------------------------------------------------------ */

static void
click_released_cb (GtkGestureClick *gesture,
                   int              n_press,
                   double           x,
                   double           y,
                   PlTableView     *self)
{
  PlCardSlot *slot = pl_table_view_slot_at (self, x, y);

  (void) gesture;
  if (slot == NULL)
    return;

  if (slot->zone == PL_ZONE_TALON)
    {
      if (n_press == 1)
        pl_table_view_activate_talon (self);
      return;
    }
  /* A card of the floor is chosen (Cassino: the cards to take). */
  if (slot->zone == PL_ZONE_FLOOR)
    {
      if (n_press == 1)
        pl_table_view_toggle_selected (self, slot);
      return;
    }

  if (!is_human_card (self, slot))
    return;

  if (self->selection_mode)
    {
      if (n_press == 1 && slot->zone == PL_ZONE_HAND)
        pl_table_view_toggle_selected (self, slot);
      return;
    }

  if ((self->single_click && n_press == 1) || (!self->single_click && n_press == 2))
    pl_table_view_emit_activated (self, slot, &trick_place);
}

/* A click on the table while a completed trick lies in view takes it in,
 * as a player sweeps it off at a real table; when it is not the human's
 * turn the click does nothing else (no "not your turn" for it).  A card
 * of his hand clicked on his turn is played as well: playing takes the
 * trick in anyway. */
static void
take_click_pressed_cb (GtkGestureClick *gesture,
                       int              n_press,
                       double           x,
                       double           y,
                       PlTableView     *self)
{
  (void) n_press;
  (void) x;
  (void) y;
  if (!pl_table_view_get_trick_in_view (self))
    return;
  pl_table_view_take_trick (self);
  if (self->table == NULL || !pl_table_is_human_turn (self->table))
    gtk_gesture_set_state (GTK_GESTURE (gesture), GTK_EVENT_SEQUENCE_CLAIMED);
}

/* The keyboard ------------------------------------------------------------------ */

/* The human's cards lie in two rows: his hand and, in front of it, his
 * melds; the floor's cards are a row of their own.  Left and Right move
 * along a row, Home and End to its ends, Up from the hand to the nearest
 * meld (or card of the floor) and Down back; each row is one Tab stop. */
static PlCardSlot *
row_slot_at_index (PlTableView *self,
                   PlZone       zone,
                   guint        index)
{
  for (guint i = 0; i < self->slots->len; i++)
    {
      PlCardSlot *slot = g_ptr_array_index (self->slots, i);

      if (is_row_card (self, slot) && slot->zone == zone && slot->index == index)
        return slot;
    }
  return NULL;
}

static guint
row_size (PlTableView *self,
          PlZone       zone)
{
  guint n = 0;

  for (guint i = 0; i < self->slots->len; i++)
    {
      PlCardSlot *slot = g_ptr_array_index (self->slots, i);

      if (is_row_card (self, slot) && slot->zone == zone)
        n++;
    }
  return n;
}

/* The card of the other row nearest to @slot, left to right. */
static PlCardSlot *
nearest_in_row (PlTableView *self,
                PlCardSlot  *slot,
                PlZone       zone)
{
  PlCardSlot *best = NULL;
  double best_d = G_MAXDOUBLE;

  for (guint i = 0; i < self->slots->len; i++)
    {
      PlCardSlot *other = g_ptr_array_index (self->slots, i);
      double d;

      if (!is_row_card (self, other) || other->zone != zone)
        continue;
      d = fabs (other->current.x - slot->current.x);
      if (d < best_d)
        {
          best_d = d;
          best = other;
        }
    }
  return best;
}

/* What Enter does to a card, and its accessible action: a card of the
 * floor is chosen, in selection mode a card of the hand too; otherwise the
 * card is played; the talon is taken up. */
static void
activate_slot (PlTableView *self,
               PlCardSlot  *slot)
{
  if (slot->zone == PL_ZONE_TALON)
    pl_table_view_activate_talon (self);
  else if (slot->zone == PL_ZONE_FLOOR)
    pl_table_view_toggle_selected (self, slot);
  else if (!is_human_card (self, slot))
    return;
  else if (self->selection_mode)
    {
      if (slot->zone == PL_ZONE_HAND)
        pl_table_view_toggle_selected (self, slot);
    }
  else
    {
      pl_table_view_emit_activated (self, slot, &trick_place);
    }
}

void
pl_table_view_activate_card_widget (PlTableView *self,
                                    GtkWidget   *widget)
{
  PlCardSlot *slot = pl_table_view_find_slot (self, widget);

  if (slot == NULL)
    return;
  /* A trick lying in view is taken in first, as a click would. */
  if (pl_table_view_get_trick_in_view (self))
    pl_table_view_take_trick (self);
  activate_slot (self, slot);
}

static gboolean
key_pressed_cb (GtkEventControllerKey *controller,
                guint                  keyval,
                guint                  keycode,
                GdkModifierType        state,
                PlTableView           *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  PlCardSlot *slot = focus != NULL ? pl_table_view_find_slot (self, focus) : NULL;
  PlCardSlot *next = NULL;
  guint n;

  (void) controller;
  (void) keycode;

  if (!self->keyboard_mode)
    pl_table_view_set_keyboard_mode (self, TRUE);
  if (state & (GDK_CONTROL_MASK | GDK_ALT_MASK))
    return GDK_EVENT_PROPAGATE;
  /* Enter or space takes in a trick lying in view; on the human's turn
   * the key plays the focused card too (which takes the trick in). */
  if (pl_table_view_get_trick_in_view (self) &&
      (self->table == NULL || !pl_table_is_human_turn (self->table)))
    switch (keyval)
      {
      case GDK_KEY_Return:
      case GDK_KEY_KP_Enter:
      case GDK_KEY_ISO_Enter:
      case GDK_KEY_space:
      case GDK_KEY_KP_Space:
        pl_table_view_take_trick (self);
        return GDK_EVENT_STOP;
      default:
        break;
      }
  if (!is_row_card (self, slot))
    return GDK_EVENT_PROPAGATE;
  n = row_size (self, slot->zone);
  if (n == 0)
    return GDK_EVENT_PROPAGATE;

  switch (keyval)
    {
    case GDK_KEY_Left:
    case GDK_KEY_KP_Left:
      next = row_slot_at_index (self, slot->zone, slot->index > 0 ? slot->index - 1 : 0);
      break;
    case GDK_KEY_Right:
    case GDK_KEY_KP_Right:
      next = row_slot_at_index (self, slot->zone, MIN (slot->index + 1, n - 1));
      break;
    case GDK_KEY_Home:
    case GDK_KEY_KP_Home:
      next = row_slot_at_index (self, slot->zone, 0);
      break;
    case GDK_KEY_End:
    case GDK_KEY_KP_End:
      next = row_slot_at_index (self, slot->zone, n - 1);
      break;
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      /* (Without melds or a floor, as in Skat, the arrow goes on to GTK.) */
      next = NULL;
      if (slot->zone == PL_ZONE_HAND)
        next = nearest_in_row (self, slot, PL_ZONE_MELDS);
      if (next == NULL && slot->zone != PL_ZONE_FLOOR)
        next = nearest_in_row (self, slot, PL_ZONE_FLOOR);
      if (next == NULL)
        return GDK_EVENT_PROPAGATE;
      break;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      next = slot->zone != PL_ZONE_HAND ? nearest_in_row (self, slot, PL_ZONE_HAND) : NULL;
      if (next == NULL)
        return GDK_EVENT_PROPAGATE;
      break;
    case GDK_KEY_Return:
    case GDK_KEY_KP_Enter:
    case GDK_KEY_ISO_Enter:
    case GDK_KEY_space:
    case GDK_KEY_KP_Space:
      activate_slot (self, slot);
      return GDK_EVENT_STOP;
    default:
      return GDK_EVENT_PROPAGATE;
    }

  if (next != NULL)
    pl_table_view_focus_slot (self, next);
  return GDK_EVENT_STOP;
}

/* The mouse in use: the keyboard's mark goes (GTK's own ring follows the
 * keyboard again at the next key). */
static void
motion_cb (GtkEventControllerMotion *controller,
           double                    x,
           double                    y,
           PlTableView              *self)
{
  (void) controller;
  if (!self->keyboard_mode)
    return;
  /* A motion event without a move (a card moved under a still pointer)
   * is not the player's. */
  if (self->motion_x == x && self->motion_y == y)
    return;
  self->motion_x = x;
  self->motion_y = y;
  pl_table_view_set_keyboard_mode (self, FALSE);
}

void
pl_table_view_setup_input (PlTableView *self)
{
  GtkGesture *drag, *click, *take;
  GtkEventController *key, *motion;

  drag = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), GDK_BUTTON_PRIMARY);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (drag_begin_cb), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (drag_update_cb), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (drag_end_cb), self);
  g_signal_connect (drag, "cancel", G_CALLBACK (drag_cancel_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (drag));

  click = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (click), GDK_BUTTON_PRIMARY);
  g_signal_connect (click, "released", G_CALLBACK (click_released_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (click));

  take = gtk_gesture_click_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (take), 0);
  gtk_event_controller_set_propagation_phase (GTK_EVENT_CONTROLLER (take), GTK_PHASE_CAPTURE);
  g_signal_connect (take, "pressed", G_CALLBACK (take_click_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), GTK_EVENT_CONTROLLER (take));

  motion = gtk_event_controller_motion_new ();
  g_signal_connect (motion, "motion", G_CALLBACK (motion_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), motion);

  /* In the capture phase, so that the arrows move through the hand rather
   * than wherever GTK's focus navigation would take them. */
  key = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (key, GTK_PHASE_CAPTURE);
  g_signal_connect (key, "key-pressed", G_CALLBACK (key_pressed_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self), key);
}
