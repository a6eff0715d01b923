/* pl-table-view-layout.c — the table's cards: following the model, placing the children
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-table"

#include <math.h>

#include "pl-table-view-private.h"

/* Waiting this long after the card size last changed before the cards ask
 * the theme for the new size: a window being resized does not start a
 * render for every size it passes through. */
#define TEXTURE_WIDTH_DELAY_MS 200

/* How much larger than its pile a card marked across it is drawn. */
#define PILE_MARK_SCALE 1.0

/* The gap between dealt cards leaving the deck. */
#define DEAL_STAGGER_US 22000

typedef struct {
  PlCard   card;
  PlZone   zone;
  gint     seat;
  guint    index;
  PlCardSlot *slot;     /* the matched slot, NULL if none yet */
  guint    pile;        /* on the floor */
} Wanted;

static int
zone_rank (PlZone zone,
           gint   seat,
           guint  human)
{
  /* Drawing order: what lies on the felt first, the human's hand last. */
  switch (zone)
    {
    case PL_ZONE_PILE:  return 0;
    case PL_ZONE_TALON: return 1;
    case PL_ZONE_MELDS: return 2;
    case PL_ZONE_FLOOR: return 2;
    case PL_ZONE_HAND:  return seat == (gint) human ? 5 : 2;
    case PL_ZONE_GONE:  return 3;
    case PL_ZONE_TRICK: return 4;
    default:            return 0;
    }
}

static PlCardSlot *
slot_new (PlTableView *self,
          PlCard       card)
{
  PlCardSlot *slot = g_new0 (PlCardSlot, 1);

  slot->widget = pl_card_widget_new (card);
  slot->card = card;
  pl_card_widget_set_theme (PL_CARD_WIDGET (slot->widget), self->theme);
  pl_card_widget_set_texture_width (PL_CARD_WIDGET (slot->widget), self->texture_width);
  g_signal_connect_swapped (slot->widget, "activate",
                            G_CALLBACK (pl_table_view_activate_card_widget), self);
  gtk_widget_set_parent (slot->widget, GTK_WIDGET (self));
  return slot;
}

static void
add_wanted (GArray     *wanted,
            PlCardList *list,
            PlZone      zone,
            gint        seat,
            PlCardSet   skip)
{
  guint n = pl_card_list_get_n_cards (list);

  for (guint i = 0; i < n; i++)
    {
      PlCardItem *item = pl_card_list_get_item (list, i);
      Wanted w = { 0 };

      w.card = pl_card_item_get_face_up (item) ? pl_card_item_get_card (item) : PL_CARD_NONE;
      if (pl_card_is_valid (w.card) && pl_cardset_has (skip, w.card))
        continue;
      w.zone = zone;
      /* Who played a card of the trick; whose build a pile of the floor
       * is. */
      w.seat = zone == PL_ZONE_TRICK || zone == PL_ZONE_FLOOR ? pl_card_item_get_seat (item)
                                                              : seat;
      w.index = i;
      w.pile = pl_card_item_get_pile (item);
      g_array_append_val (wanted, w);
    }
}

/* Where a new card comes from: the deck in the middle while dealing, else
 * the hand (or talon) it belongs to. */
static PlLayoutCard
origin_for (PlTableView  *self,
            const Wanted *w)
{
  const PlTableLayout *l = &self->layout;
  PlLayoutCard c = { 0 };

  c.width = l->card_width;
  c.height = l->card_height;
  if (self->dealing)
    {
      c.x = l->talon_area.x + l->talon_area.width / 2;
      c.y = l->talon_area.y + l->talon_area.height / 2;
    }
  else if (w->seat >= 0 && w->seat < PL_LAYOUT_MAX_SEATS)
    {
      const PlLayoutRect *box = &l->seats[w->seat].hand_box;
      c.x = box->x + box->width / 2;
      c.y = box->y + box->height / 2;
    }
  else
    {
      c.x = l->talon_area.x + l->talon_area.width / 2;
      c.y = l->talon_area.y + l->talon_area.height / 2;
    }
  return c;
}

/* Of the slots showing the same card as a wanted one in the same zone of
 * the same seat, the nearest in position: two identical cards (Bézique)
 * each stay where they are. */
static void
match_nearest (GArray    *wanted,
               GPtrArray *old,
               gboolean  *used)
{
  for (guint wi = 0; wi < wanted->len; wi++)
    {
      Wanted *w = &g_array_index (wanted, Wanted, wi);
      guint best = G_MAXUINT, best_d = G_MAXUINT;

      if (w->slot != NULL || w->card == PL_CARD_NONE)
        continue;
      for (guint oi = 0; oi < old->len; oi++)
        {
          PlCardSlot *o = g_ptr_array_index (old, oi);
          guint d;

          if (used[oi] || o->card != w->card || o->zone != w->zone || o->seat != w->seat)
            continue;
          d = o->index > w->index ? o->index - w->index : w->index - o->index;
          if (d < best_d)
            {
              best_d = d;
              best = oi;
            }
        }
      if (best != G_MAXUINT)
        {
          used[best] = TRUE;
          w->slot = g_ptr_array_index (old, best);
        }
    }
}

/* A card a hidden hand played to the trick or declared: the hand's last
 * back turns face up and goes there. */
static void
match_hidden_played (GArray    *wanted,
                     GPtrArray *old,
                     gboolean  *used)
{
  for (guint wi = 0; wi < wanted->len; wi++)
    {
      Wanted *w = &g_array_index (wanted, Wanted, wi);
      guint best = G_MAXUINT;

      if (w->slot != NULL || w->card == PL_CARD_NONE ||
          (w->zone != PL_ZONE_TRICK && w->zone != PL_ZONE_MELDS && w->zone != PL_ZONE_FLOOR))
        continue;
      for (guint oi = 0; oi < old->len; oi++)
        {
          PlCardSlot *o = g_ptr_array_index (old, oi);

          if (!used[oi] && o->card == PL_CARD_NONE && o->zone == PL_ZONE_HAND &&
              o->seat == w->seat &&
              (best == G_MAXUINT ||
               o->index > ((PlCardSlot *) g_ptr_array_index (old, best))->index))
            best = oi;
        }
      if (best != G_MAXUINT)
        {
          used[best] = TRUE;
          w->slot = g_ptr_array_index (old, best);
        }
    }
}

void
pl_table_view_reconcile (PlTableView *self)
{
  g_autoptr(GArray) wanted = g_array_new (FALSE, TRUE, sizeof (Wanted));
  g_autoptr(GPtrArray) old = NULL;
  g_autoptr(GPtrArray) order = g_ptr_array_new ();
  gboolean *used;
  guint human = pl_table_view_get_human_seat (self);
  guint n_seats;
  PlCardList *trick;
  gboolean any_taken = FALSE;
  guint deal_index = 0;

  g_clear_handle_id (&self->reconcile_id, g_source_remove);

  if (self->dealing || self->table == NULL)
    {
      pl_table_view_clear_slots (self);
      self->drag_state = PL_DRAG_IDLE;
      self->drag_slot = NULL;
    }
  if (self->table == NULL)
    {
      self->dealing = FALSE;
      gtk_widget_queue_allocate (GTK_WIDGET (self));
      return;
    }

  n_seats = MIN (pl_table_get_n_seats (self->table), PL_LAYOUT_MAX_SEATS);

  /* A trick taken to a pile stays in the model's trick list until the
   * next card is led; the view has already sent those cards away.  The
   * list still is that trick while it holds as many cards, all of them
   * taken (Bézique's two packs: a card led next may be the twin of one
   * taken). */
  trick = pl_table_get_trick (self->table);
  /* The completed trick lying in view is gone from the list (the next card
   * was led, a move undone): it holds nothing any more. */
  if (self->completed_n > 0)
    {
      gboolean same = pl_card_list_get_n_cards (trick) == self->completed_n;

      for (guint i = 0; i < pl_card_list_get_n_cards (trick) && same; i++)
        if (!pl_cardset_has (self->completed_cards, pl_card_list_get_card (trick, i)))
          same = FALSE;
      if (!same)
        pl_table_view_forget_trick (self);
    }
  any_taken = self->taken_cards != 0 && pl_card_list_get_n_cards (trick) == self->taken_n;
  for (guint i = 0; i < pl_card_list_get_n_cards (trick) && any_taken; i++)
    if (!pl_cardset_has (self->taken_cards, pl_card_list_get_card (trick, i)))
      any_taken = FALSE;
  if (!any_taken)
    {
      self->taken_cards = 0;
      self->taken_n = 0;
    }

  for (guint s = 0; s < n_seats; s++)
    {
      PlCard marks[PL_TABLE_MAX_PILE_MARKS];

      self->n_pile_marks[s] = 0;
      if (pl_seat_get_tricks (pl_table_get_seat (self->table, s)) > 0)
        {
          Wanted w = { PL_CARD_NONE, PL_ZONE_PILE, (gint) s, 0, NULL };

          g_array_append_val (wanted, w);
          /* The cards the game shows face up across the pile (Cassino's
           * sweeps), above it: index 1 … n. */
          self->n_pile_marks[s] = pl_table_get_pile_marks (self->table, s, marks);
          for (guint k = 0; k < self->n_pile_marks[s]; k++)
            {
              Wanted m = { marks[k], PL_ZONE_PILE, (gint) s, k + 1, NULL };

              g_array_append_val (wanted, m);
            }
        }
    }
  add_wanted (wanted, pl_table_get_talon (self->table), PL_ZONE_TALON, -1, 0);
  for (guint s = 0; s < n_seats; s++)
    add_wanted (wanted, pl_table_get_hand (self->table, s), PL_ZONE_HAND, (gint) s, 0);
  for (guint s = 0; s < n_seats; s++)
    add_wanted (wanted, pl_table_get_melds (self->table, s), PL_ZONE_MELDS, (gint) s, 0);
  add_wanted (wanted, pl_table_get_floor (self->table), PL_ZONE_FLOOR, -1, 0);
  add_wanted (wanted, trick, PL_ZONE_TRICK, -1, self->taken_cards);

  /* The slots array owns no free function: the slots move to `old`. */
  old = g_ptr_array_new ();
  for (guint i = 0; i < self->slots->len; i++)
    g_ptr_array_add (old, g_ptr_array_index (self->slots, i));
  g_ptr_array_set_size (self->slots, 0);
  used = g_new0 (gboolean, old->len + 1);

#define MATCH(cond)                                                     \
  for (guint wi = 0; wi < wanted->len; wi++)                            \
    {                                                                   \
      Wanted *w = &g_array_index (wanted, Wanted, wi);                  \
      if (w->slot != NULL)                                              \
        continue;                                                       \
      for (guint oi = 0; oi < old->len; oi++)                           \
        {                                                               \
          PlCardSlot *o = g_ptr_array_index (old, oi);                  \
          if (!used[oi] && (cond))                                      \
            {                                                           \
              used[oi] = TRUE;                                          \
              w->slot = o;                                              \
              break;                                                    \
            }                                                           \
        }                                                               \
    }

  /* The card the human moved is the one that went (of two identical
   * cards, his choice, not its twin's). */
  if (self->activated_slot != NULL)
    {
      PlCardSlot *a = self->activated_slot;

      MATCH (o == a && w->card == a->card && w->zone != a->zone && w->seat == a->seat);
    }
  /* A known card is the same card wherever it went; of two identical
   * cards, each keeps its own place first. */
  match_nearest (wanted, old, used);
  MATCH (w->card != PL_CARD_NONE && o->card == w->card && o->zone != PL_ZONE_GONE);
  /* A hidden hand's card played or declared turns face up: its last card,
   * so that the others keep their places (before the backs below, which
   * may include one it drew at once). */
  match_hidden_played (wanted, old, used);
  /* Backs stay backs in the same place (a hidden hand, a pile). */
  MATCH (w->card == PL_CARD_NONE && o->card == PL_CARD_NONE && o->zone == w->zone &&
         o->seat == w->seat);
  /* A card a hidden hand played, or the skat taken up, turns face up. */
  MATCH (w->card != PL_CARD_NONE && o->card == PL_CARD_NONE && o->zone == PL_ZONE_HAND &&
         o->seat == w->seat);
  MATCH (w->card != PL_CARD_NONE && o->card == PL_CARD_NONE && o->zone == PL_ZONE_TALON);
  /* A card put down (the skat discarded, declared cards going back into a
   * hidden hand) turns face down. */
  MATCH (w->card == PL_CARD_NONE && o->card != PL_CARD_NONE &&
         (o->zone == PL_ZONE_HAND || o->zone == PL_ZONE_MELDS) && w->zone != PL_ZONE_PILE);
  MATCH (w->card == PL_CARD_NONE && o->card == PL_CARD_NONE && o->zone != PL_ZONE_GONE &&
         w->zone != PL_ZONE_PILE && o->zone != PL_ZONE_PILE);
#undef MATCH

  for (guint wi = 0; wi < wanted->len; wi++)
    {
      Wanted *w = &g_array_index (wanted, Wanted, wi);
      PlCardSlot *slot = w->slot;

      if (slot == NULL)
        {
          slot = slot_new (self, w->card);
          if (self->layout_valid)
            {
              slot->current = origin_for (self, w);
              slot->from = slot->current;
              slot->placed = TRUE;
              slot->pending = TRUE;
              if (self->dealing && w->zone == PL_ZONE_HAND)
                slot->delay_us = (gint64) (deal_index++) * DEAL_STAGGER_US *
                                 pl_table_view_get_duration_us (self) / 250000;
            }
        }
      else if (slot->zone != w->zone || slot->seat != w->seat || slot->index != w->index ||
               slot->card != w->card || slot->pile != w->pile)
        {
          slot->from = slot->current;
          slot->pending = TRUE;
          slot->delay_us = 0;
        }

      if (slot->card != w->card)
        {
          slot->card = w->card;
          pl_card_widget_set_card (PL_CARD_WIDGET (slot->widget), w->card);
        }
      /* A card stays chosen while it stays where it was chosen. */
      if (slot->zone != w->zone || (w->zone != PL_ZONE_HAND && w->zone != PL_ZONE_FLOOR))
        slot->selected = FALSE;
      slot->zone = w->zone;
      slot->seat = w->seat;
      slot->index = w->index;
      slot->pile = w->pile;
      w->slot = slot;
      g_ptr_array_add (order, slot);
    }

  /* What is left: a trick going to its winner's pile flies there; the
   * rest simply goes. */
  for (guint oi = 0; oi < old->len; oi++)
    {
      PlCardSlot *o = g_ptr_array_index (old, oi);

      if (used[oi])
        continue;
      if ((o->zone == PL_ZONE_TRICK || o->zone == PL_ZONE_GONE) && o->placed &&
          self->trick_winner >= 0)
        {
          if (o->zone != PL_ZONE_GONE)
            {
              o->zone = PL_ZONE_GONE;
              o->seat = self->trick_winner;
              o->from = o->current;
              o->pending = TRUE;
              o->delay_us = 0;
            }
          o->remove_when_done = TRUE;
          g_ptr_array_add (order, o);
        }
      else
        {
          if (o == self->activated_slot)
            self->activated_slot = NULL;
          if (o == self->drag_slot)
            {
              self->drag_slot = NULL;
              self->drag_state = PL_DRAG_IDLE;
            }
          if (gtk_widget_has_focus (o->widget))
            gtk_widget_grab_focus (GTK_WIDGET (self));
          pl_card_slot_free (o);
        }
    }
  g_free (used);

  /* Drawing order = children order; a dragged card above everything. */
  for (int rank = 0; rank <= 5; rank++)
    for (guint i = 0; i < order->len; i++)
      {
        PlCardSlot *slot = g_ptr_array_index (order, i);

        if (zone_rank (slot->zone, slot->seat, human) == rank && slot != self->drag_slot)
          g_ptr_array_add (self->slots, slot);
      }
  if (self->drag_slot != NULL)
    g_ptr_array_add (self->slots, self->drag_slot);

  for (guint i = 0; i < self->slots->len; i++)
    {
      PlCardSlot *slot = g_ptr_array_index (self->slots, i);
      gtk_widget_insert_before (slot->widget, GTK_WIDGET (self), NULL);
    }

  /* The sticky largest hand: the card size stays the same for a deal. */
  self->dealing = FALSE;
  self->activated_slot = NULL;
  pl_table_view_update_slot_states (self);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
  pl_table_view_start_ticking (self);
}

/* Mark @k of @n lying face up across a pile (@target: the pile, changed
 * into the mark): seed 003's sweeps "marked face up in the taker's pile",
 * turned crosswise to it as players mark them, stepped along the pile so
 * that each card's index shows, and drawn a little larger than the pile
 * so that it can be read. */
static void
pile_mark_target (guint         n,
                  guint         k,
                  PlLayoutCard *target)
{
  double long_side = MAX (target->width, target->height);
  double w = target->width * PILE_MARK_SCALE, h = target->height * PILE_MARK_SCALE;
  double span = MAX (0.0, long_side - w);
  double step = n > 1 ? MIN (0.45 * w, span / (n - 1)) : 0.0;

  target->x += -step * (n - 1) / 2.0 + step * k;
  target->width = w;
  target->height = h;
  target->angle -= 90.0;
}

gboolean
pl_table_view_slot_target (PlTableView  *self,
                           PlCardSlot   *slot,
                           PlLayoutCard *target)
{
  const PlTableLayout *l = &self->layout;
  guint human = pl_table_view_get_human_seat (self);
  gint seat = slot->seat >= 0 && slot->seat < PL_LAYOUT_MAX_SEATS ? slot->seat : 0;

  switch (slot->zone)
    {
    case PL_ZONE_HAND:
      if (slot->index >= l->seats[seat].n_cards)
        return FALSE;
      *target = l->seats[seat].cards[slot->index];
      if (seat == (gint) human && (slot->selected || slot->hinted || slot->keyboard))
        target->y -= l->raise;
      return TRUE;
    case PL_ZONE_MELDS:
      if (slot->index >= l->seats[seat].n_melds)
        return FALSE;
      *target = l->seats[seat].melds[slot->index];
      if (seat == (gint) human && (slot->hinted || slot->keyboard))
        target->y -= l->raise;
      return TRUE;
    case PL_ZONE_TRICK:
      *target = l->seats[seat].trick_card;
      return TRUE;
    case PL_ZONE_FLOOR:
      if (slot->index >= l->n_floor)
        return FALSE;
      *target = l->floor[slot->index];
      /* A chosen card of the floor rises a little off its pile. */
      if (slot->selected)
        target->y -= l->raise / 2;
      return TRUE;
    case PL_ZONE_TALON:
      if (slot->index >= l->n_talon)
        return FALSE;
      *target = l->talon[slot->index];
      /* A card of a squared-up stock that the next one covers exactly is
       * not drawn: forty backs would darken their shadows into a block. */
      if (slot->index + 1 < l->n_talon && !slot->animating && !slot->pending)
        {
          const PlLayoutCard *above = &l->talon[slot->index + 1];

          if (above->x == target->x && above->y == target->y &&
              above->angle == target->angle)
            return FALSE;
        }
      return TRUE;
    case PL_ZONE_PILE:
      *target = l->seats[seat].pile;
      if (slot->index > 0)
        pile_mark_target (self->n_pile_marks[seat], slot->index - 1, target);
      return TRUE;
    case PL_ZONE_GONE:
    default:
      *target = l->seats[seat].pile;
      return TRUE;
    }
}

static gboolean
texture_width_cb (gpointer user_data)
{
  PlTableView *self = user_data;
  int width = (int) lround (self->layout.card_width);

  self->texture_width_id = 0;
  self->texture_width = width;
  for (guint i = 0; i < self->slots->len; i++)
    {
      PlCardSlot *slot = g_ptr_array_index (self->slots, i);
      pl_card_widget_set_texture_width (PL_CARD_WIDGET (slot->widget), width);
    }
  return G_SOURCE_REMOVE;
}

static void
fill_params (PlTableView    *self,
             PlLayoutParams *p,
             int             width,
             int             height)
{
  guint n_seats = self->table != NULL ? pl_table_get_n_seats (self->table) : 3;
  guint max_hand = 0;
  gboolean stock = self->table != NULL &&
                   pl_table_get_talon_style (self->table) == PL_TALON_STOCK;

  memset (p, 0, sizeof *p);
  p->width = width;
  p->height = height;
  p->n_seats = CLAMP (n_seats, 2, PL_LAYOUT_MAX_SEATS);
  p->human_seat = pl_table_view_get_human_seat (self);
  p->aspect = self->theme != NULL ? pl_card_theme_get_aspect_ratio (self->theme) : 0.7;

  for (guint i = 0; i < self->slots->len; i++)
    {
      PlCardSlot *slot = g_ptr_array_index (self->slots, i);

      if (slot->seat < 0 || slot->seat >= PL_LAYOUT_MAX_SEATS)
        {
          if (slot->zone == PL_ZONE_TALON)
            {
              p->talon_size = MAX (p->talon_size, slot->index + 1);
              /* The stock's list begins with the turn-up, face up. */
              if (stock && slot->index == 0 && slot->card != PL_CARD_NONE)
                p->talon_turnup = TRUE;
            }
          continue;
        }
      if (slot->zone == PL_ZONE_MELDS)
        p->meld_sizes[slot->seat] = MAX (p->meld_sizes[slot->seat], slot->index + 1);
      if (slot->zone == PL_ZONE_HAND)
        {
          p->hand_sizes[slot->seat] = MAX (p->hand_sizes[slot->seat], slot->index + 1);
          if (slot->card != PL_CARD_NONE && (guint) slot->seat != p->human_seat)
            p->hand_open[slot->seat] = TRUE;
        }
    }

  for (guint s = 0; s < p->n_seats; s++)
    max_hand = MAX (max_hand, p->hand_sizes[s]);
  /* The card size is chosen for the largest hand the game deals (Skat's
   * declarer with the skat: twelve), so that it stays through the deal. */
  p->max_hand_size = MAX (max_hand, self->table != NULL
                                    ? pl_table_get_max_hand_size (self->table) : 0);
  p->talon_stock = stock;
  /* The floor: how many cards each pile holds (the list gives them pile
   * by pile). */
  if (self->table != NULL && (pl_table_get_zones (self->table) & PL_TABLE_ZONE_FLOOR))
    {
      PlCardList *floor = pl_table_get_floor (self->table);

      p->floor = TRUE;
      for (guint i = 0; i < pl_card_list_get_n_cards (floor); i++)
        {
          guint pile = pl_card_item_get_pile (pl_card_list_get_item (floor, i));

          if (pile >= PL_LAYOUT_MAX_PILES)
            continue;
          p->pile_sizes[pile]++;
          p->n_piles = MAX (p->n_piles, pile + 1);
        }
    }
  /* A game whose players lay cards before them (Bézique's declarations,
   * which are still part of the hand) keeps room for a hand of them from
   * the start. */
  if (p->n_seats == 2 && self->table != NULL &&
      (pl_table_get_zones (self->table) & PL_TABLE_ZONE_MELDS))
    p->max_meld_size = p->max_hand_size;

  /* In a narrow window a side seat's marks go under its name. */
  for (guint s = 0; s < p->n_seats; s++)
    {
      PlLayoutSide side = pl_table_layout_side_of_seat (s, p->human_seat, p->n_seats);
      GtkOrientation orientation = GTK_ORIENTATION_HORIZONTAL;
      GtkWidget *label = self->seat_labels[s];
      /* The name and marks are the label's first row; what the seat said
       * is under it. */
      GtkWidget *row = gtk_widget_get_first_child (label);

      if (width < 720 && (side == PL_LAYOUT_SIDE_LEFT || side == PL_LAYOUT_SIDE_RIGHT))
        orientation = GTK_ORIENTATION_VERTICAL;
      if (gtk_orientable_get_orientation (GTK_ORIENTABLE (row)) != orientation)
        {
          gtk_orientable_set_orientation (GTK_ORIENTABLE (row), orientation);
          gtk_widget_set_halign (self->seat_names[s],
                                 orientation == GTK_ORIENTATION_HORIZONTAL ? GTK_ALIGN_FILL :
                                 side == PL_LAYOUT_SIDE_LEFT ? GTK_ALIGN_START : GTK_ALIGN_END);
          /* The marks fill the label's width under the name: a flow box
           * aligned to the end (GTK 4.8) puts the last mark of a right
           * seat past the label's edge, where it is cut off ("18"). */
          gtk_widget_set_halign (self->seat_pills[s],
                                 orientation == GTK_ORIENTATION_HORIZONTAL ? GTK_ALIGN_FILL :
                                 side == PL_LAYOUT_SIDE_LEFT ? GTK_ALIGN_START : GTK_ALIGN_FILL);
          if (orientation == GTK_ORIENTATION_VERTICAL)
            gtk_widget_add_css_class (label, "narrow");
          else
            gtk_widget_remove_css_class (label, "narrow");
        }
    }

  /* A wide window keeps each seat's marks on one line. */
  for (guint s = 0; s < p->n_seats; s++)
    {
      GtkFlowBox *pills = GTK_FLOW_BOX (self->seat_pills[s]);
      guint n = 0, wanted;

      for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (pills)); c != NULL;
           c = gtk_widget_get_next_sibling (c))
        n++;
      wanted = width < 720 ? 1 : MAX (n, 1);
      /* ...where they fit: long marks beside the hand ("Maker: Diamonds",
       * "Orders it up alone", "Your turn") wrap rather than push the
       * label over the cards. */
      if (wanted > 1 && self->layout_valid && s < self->layout.n_seats &&
          self->layout.seats[s].label_max_width > 0)
        {
          int total = 0, nat = 0;

          gtk_widget_measure (self->seat_names[s], GTK_ORIENTATION_HORIZONTAL, -1,
                              NULL, &nat, NULL, NULL);
          total = nat;
          for (GtkWidget *c = gtk_widget_get_first_child (GTK_WIDGET (pills)); c != NULL;
               c = gtk_widget_get_next_sibling (c))
            {
              gtk_widget_measure (c, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &nat, NULL, NULL);
              total += nat + (int) gtk_flow_box_get_column_spacing (pills);
            }
          if (total > self->layout.seats[s].label_max_width)
            wanted = 1;
        }
      if (gtk_flow_box_get_min_children_per_line (pills) != wanted)
        gtk_flow_box_set_min_children_per_line (pills, wanted);
    }

  p->label_height = 24;
  for (guint s = 0; s < p->n_seats; s++)
    {
      int nat = 0, for_width = -1;

      if (!gtk_widget_get_visible (self->seat_labels[s]))
        continue;
      /* Face to face (Bézique) what a player said may take two lines: the
       * height kept for a label is its height at the width it had. */
      if (p->n_seats == 2)
        {
          int min_w = 0;

          gtk_widget_measure (self->seat_labels[s], GTK_ORIENTATION_HORIZONTAL, -1,
                              &min_w, NULL, NULL, NULL);
          for_width = self->layout_valid && self->layout.n_seats == 2
                      ? (int) self->layout.seats[s].label_max_width
                      : width - 2 * (int) PL_LAYOUT_MARGIN;
          for_width = MAX (for_width, min_w);
        }
      gtk_widget_measure (self->seat_labels[s], GTK_ORIENTATION_VERTICAL, for_width,
                          NULL, &nat, NULL, NULL);
      p->label_height = MAX (p->label_height, nat);
    }

  /* The stock's count: room for its line whether or not it is shown, so
   * that the cards keep their size when the stock runs out. */
  if (p->talon_stock)
    {
      int nat = 0;

      gtk_widget_measure (self->stock_label, GTK_ORIENTATION_VERTICAL, -1,
                          NULL, &nat, NULL, NULL);
      p->talon_label_height = MAX (nat, 18);
    }
}

gboolean
pl_table_view_get_seat_label_bounds (PlTableView     *self,
                                     guint            seat,
                                     graphene_rect_t *label,
                                     graphene_rect_t *marks)
{
  GtkWidget *widget;

  g_return_val_if_fail (PL_IS_TABLE_VIEW (self), FALSE);

  if (seat >= PL_LAYOUT_MAX_SEATS || self->seat_labels[seat] == NULL)
    return FALSE;
  widget = self->seat_labels[seat];
  if (!gtk_widget_get_mapped (widget) ||
      !gtk_widget_compute_bounds (widget, GTK_WIDGET (self), label))
    return FALSE;
  *marks = *label;
  /* Every mark as drawn, which a flow box may place past its own edge. */
  for (GtkWidget *c = gtk_widget_get_first_child (self->seat_pills[seat]); c != NULL;
       c = gtk_widget_get_next_sibling (c))
    {
      graphene_rect_t bounds;

      if (gtk_widget_get_mapped (c) &&
          gtk_widget_compute_bounds (c, GTK_WIDGET (self), &bounds))
        graphene_rect_union (marks, &bounds, marks);
    }
  return TRUE;
}

static void
allocate_label (PlTableView        *self,
                guint               s,
                const PlLayoutSeat *seat,
                int                 width,
                int                 height)
{
  GtkWidget *label = self->seat_labels[s];
  int min_w, nat_w, nat_h, w;
  double x, y;

  if (!gtk_widget_get_visible (label))
    return;

  gtk_widget_measure (label, GTK_ORIENTATION_HORIZONTAL, -1, &min_w, &nat_w, NULL, NULL);
  w = CLAMP ((int) seat->label_max_width, min_w, nat_w);
  w = MIN (w, width - 2 * (int) PL_LAYOUT_MARGIN);
  w = MAX (w, min_w);
  gtk_widget_measure (label, GTK_ORIENTATION_VERTICAL, w, NULL, &nat_h, NULL, NULL);

  x = seat->label_x - seat->label_xalign * w;
  if (seat->label_right > 0 && x + w > seat->label_right)
    x = seat->label_right - w;
  y = seat->label_y - seat->label_yalign * nat_h;
  x = CLAMP (x, PL_LAYOUT_MARGIN, MAX (PL_LAYOUT_MARGIN, width - PL_LAYOUT_MARGIN - w));
  y = CLAMP (y, PL_LAYOUT_MARGIN / 2, MAX (0, height - nat_h));

  gtk_widget_size_allocate (label, &(GtkAllocation) { (int) x, (int) y, w, nat_h }, -1);
}

static void
allocate_stock_label (PlTableView *self,
                      int          width,
                      int          height)
{
  GtkWidget *label = self->stock_label;
  const PlTableLayout *l = &self->layout;
  int min_w, nat_w, nat_h, w;
  double x, y;

  if (!gtk_widget_get_visible (label) || !self->layout_params.talon_stock)
    {
      gtk_widget_set_child_visible (label, FALSE);
      return;
    }
  gtk_widget_set_child_visible (label, TRUE);

  gtk_widget_measure (label, GTK_ORIENTATION_HORIZONTAL, -1, &min_w, &nat_w, NULL, NULL);
  w = MAX (min_w, MIN (nat_w, (int) l->talon_label_max_width));
  gtk_widget_measure (label, GTK_ORIENTATION_VERTICAL, w, NULL, &nat_h, NULL, NULL);
  x = CLAMP (l->talon_label_x - w / 2.0, PL_LAYOUT_MARGIN,
             MAX (PL_LAYOUT_MARGIN, width - PL_LAYOUT_MARGIN - w));
  y = CLAMP (l->talon_label_y, 0, MAX (0, height - nat_h));
  gtk_widget_size_allocate (label, &(GtkAllocation) { (int) x, (int) y, w, nat_h }, -1);
}

/* Each pile's caption just under the pile, centred on it. */
static void
allocate_pile_captions (PlTableView *self,
                        int          width,
                        int          height)
{
  const PlTableLayout *l = &self->layout;

  for (guint p = 0; p < PL_LAYOUT_MAX_PILES; p++)
    {
      GtkWidget *label = self->pile_captions[p];
      int min_w, nat_w, nat_h, w;
      double x, y;

      if (label == NULL)
        continue;
      if (!gtk_widget_get_visible (label) || p >= l->n_piles)
        {
          gtk_widget_set_child_visible (label, FALSE);
          continue;
        }
      gtk_widget_set_child_visible (label, TRUE);
      gtk_widget_measure (label, GTK_ORIENTATION_HORIZONTAL, -1, &min_w, &nat_w, NULL, NULL);
      w = MAX (min_w, nat_w);
      gtk_widget_measure (label, GTK_ORIENTATION_VERTICAL, w, NULL, &nat_h, NULL, NULL);
      x = CLAMP (l->piles[p].x + l->piles[p].width / 2 - w / 2.0, 0, MAX (0, width - w));
      y = CLAMP (l->piles[p].y + l->piles[p].height + 2, 0, MAX (0, height - nat_h));
      gtk_widget_size_allocate (label, &(GtkAllocation) { (int) x, (int) y, w, nat_h }, -1);
    }
}

void
pl_table_view_size_allocate_cards (PlTableView *self,
                                   int          width,
                                   int          height)
{
  PlLayoutParams params;
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (self));
  gint64 now = clock != NULL ? gdk_frame_clock_get_frame_time (clock) : g_get_monotonic_time ();
  int texture_width;

  fill_params (self, &params, width, height);
  if (!self->layout_valid || memcmp (&params, &self->layout_params, sizeof params) != 0)
    {
      self->layout_params = params;
      pl_table_layout_compute (&self->layout, &params);
      self->layout_valid = TRUE;
    }

  texture_width = (int) lround (self->layout.card_width);
  if (texture_width != self->texture_width)
    {
      if (self->texture_width == 0)
        texture_width_cb (self);
      else if (self->texture_width_id == 0)
        self->texture_width_id = g_timeout_add (TEXTURE_WIDTH_DELAY_MS, texture_width_cb, self);
    }

  for (guint s = 0; s < PL_LAYOUT_MAX_SEATS; s++)
    allocate_label (self, s, &self->layout.seats[s], width, height);
  allocate_stock_label (self, width, height);
  allocate_pile_captions (self, width, height);

  for (guint i = 0; i < self->slots->len; i++)
    {
      PlCardSlot *slot = g_ptr_array_index (self->slots, i);
      PlLayoutCard target;
      GskTransform *transform;
      int w, h;

      if (!pl_table_view_slot_target (self, slot, &target))
        {
          gtk_widget_set_child_visible (slot->widget, FALSE);
          continue;
        }
      gtk_widget_set_child_visible (slot->widget, TRUE);

      pl_table_view_interpolate (self, slot, &target, now);

      w = MAX (1, (int) lround (slot->current.width));
      h = MAX (1, (int) lround (slot->current.height));
      transform = gsk_transform_translate (NULL, &GRAPHENE_POINT_INIT (slot->current.x,
                                                                        slot->current.y));
      if (slot->current.angle != 0.0)
        transform = gsk_transform_rotate (transform, slot->current.angle);
      transform = gsk_transform_translate (transform, &GRAPHENE_POINT_INIT (-w / 2.0f,
                                                                             -h / 2.0f));
      gtk_widget_allocate (slot->widget, w, h, -1, transform);
    }
}
