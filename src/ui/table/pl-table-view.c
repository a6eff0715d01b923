/* pl-table-view.c — the card table: the widget, its model and its settings
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-table"

#include <glib/gi18n-lib.h>

#include "pl-card-names.h"
#include "pl-table-view-private.h"

enum {
  PROP_0,
  PROP_TABLE,
  PROP_CARD_THEME,
  PROP_TRICK_IN_VIEW,
  N_PROPS,
};

enum {
  SIGNAL_CARD_ACTIVATED,
  SIGNAL_SELECTION_CHANGED,
  SIGNAL_TALON_ACTIVATED,
  SIGNAL_MELD_ACTIVATED,
  N_SIGNALS,
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (PlTableView, pl_table_view, GTK_TYPE_WIDGET)

static PlCardSlot *find_keyboard_slot (PlTableView *self);

guint
pl_table_view_get_human_seat (PlTableView *self)
{
  return self->table != NULL ? pl_table_get_human_seat (self->table) : 0;
}

/* The length of a move at the `animation-speed` setting; none when the
 * desktop asks for reduced motion (gtk-enable-animations off). */
gint64
pl_table_view_get_duration_us (PlTableView *self)
{
  static const gint64 durations[] = { 0, 450000, 250000, 120000 };
  gboolean animations = TRUE;

  g_object_get (gtk_widget_get_settings (GTK_WIDGET (self)),
                "gtk-enable-animations", &animations, NULL);
  if (!animations)
    return 0;
  return durations[MIN (self->speed, G_N_ELEMENTS (durations) - 1)];
}

/* A card the human may play or move: of his hand, or of his melds lying
 * face up before him (Bézique), which he may still play. */
gboolean
pl_table_view_is_human_card (PlTableView *self,
                             PlCardSlot  *slot)
{
  return slot != NULL && (slot->zone == PL_ZONE_HAND || slot->zone == PL_ZONE_MELDS) &&
         slot->seat == (gint) pl_table_view_get_human_seat (self) &&
         pl_card_is_valid (slot->card);
}

PlCardSlot *
pl_table_view_find_slot (PlTableView *self,
                         GtkWidget   *widget)
{
  for (guint i = 0; i < self->slots->len; i++)
    {
      PlCardSlot *slot = g_ptr_array_index (self->slots, i);

      if (slot->widget == widget)
        return slot;
    }
  return NULL;
}

static gboolean
reconcile_idle_cb (gpointer user_data)
{
  PlTableView *self = user_data;

  self->reconcile_id = 0;
  pl_table_view_reconcile (self);
  return G_SOURCE_REMOVE;
}

/* A move changes several lists one after the other (the hand, then the
 * trick); the view looks at them together once they are all done, before
 * the next frame is laid out, so that a card leaving a hand and arriving
 * in the trick is seen as one card moving. */
void
pl_table_view_queue_reconcile (PlTableView *self)
{
  if (self->reconcile_id == 0)
    self->reconcile_id = g_idle_add_full (GDK_PRIORITY_REDRAW - 5, reconcile_idle_cb,
                                          self, NULL);
}

/* Seat labels ------------------------------------------------------------ */

static void
add_pill (GtkWidget  *box,
          const char *text,
          const char *css_class)
{
  GtkWidget *pill;

  if (text == NULL || *text == '\0')
    return;

  pill = gtk_label_new (text);
  gtk_widget_add_css_class (pill, "seat-pill");

  if (css_class != NULL)
    gtk_widget_add_css_class (pill, css_class);
  gtk_flow_box_append (GTK_FLOW_BOX (box), pill);
  gtk_widget_set_can_focus (gtk_widget_get_parent (pill), FALSE);
}

/* Where a seat sits, said after its name: the screen shows it, a
 * screen reader says it. */
static const char *
side_word (PlLayoutSide side)
{
  switch (side)
    {
    case PL_LAYOUT_SIDE_LEFT:
      return C_("seat position", "left");
    case PL_LAYOUT_SIDE_TOP:
      return C_("seat position", "opposite");
    case PL_LAYOUT_SIDE_RIGHT:
      return C_("seat position", "right");
    case PL_LAYOUT_SIDE_BOTTOM:
    default:
      return C_("seat position", "your seat");
    }
}

/* A seat's label is the seat to assistive technology: its name, where it
 * sits, its marks, how many cards it holds (the face-down cards are
 * hidden from it) and whether it is to move, in one sentence: "Anna,
 * left, Middlehand: 10 cards, to move". */
static void
update_seat_accessible (PlTableView *self,
                        guint        s,
                        gboolean     to_move)
{
  PlSeat *seat = pl_table_get_seat (self->table, s);
  PlCardList *hand = pl_table_get_hand (self->table, s);
  guint n = hand != NULL ? pl_card_list_get_n_cards (hand) : 0;
  g_autoptr(GString) label = g_string_new (pl_seat_get_name (seat));
  const char *role = pl_seat_get_role (seat);
  PlLayoutSide side = pl_table_layout_side_of_seat (s, pl_table_view_get_human_seat (self),
                                                    pl_table_get_n_seats (self->table));

  g_string_append_printf (label, ", %s", side_word (side));
  if (role != NULL && *role != '\0')
    g_string_append_printf (label, ", %s", role);
  if (pl_seat_get_is_dealer (seat))
    g_string_append_printf (label, ", %s", C_("seat mark", "Dealer"));
  if (pl_seat_get_is_declarer (seat))
    g_string_append_printf (label, ", %s", C_("seat mark", "Declarer"));
  g_string_append (label, ": ");
  /* Translators: how many cards a seat holds, said by a screen reader
   * after the seat's name: "Anna: 10 cards". */
  g_string_append_printf (label, g_dngettext (GETTEXT_PACKAGE, "%u card", "%u cards", n), n);
  if (to_move)
    /* Translators: appended to a seat's spoken label: "Anna: 10 cards, to move". */
    g_string_append_printf (label, ", %s", _("to move"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->seat_labels[s]),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, label->str,
                                  -1);
}

static void
update_seat_labels (PlTableView *self)
{
  guint n_seats = self->table != NULL ? pl_table_get_n_seats (self->table) : 0;
  gint to_move = self->table != NULL ? pl_table_get_to_move (self->table) : -1;

  for (guint s = 0; s < PL_LAYOUT_MAX_SEATS; s++)
    {
      GtkWidget *pills = self->seat_pills[s];
      GtkWidget *child;
      PlSeat *seat;
      guint tricks;

      gtk_widget_set_visible (self->seat_labels[s], s < n_seats);
      if (s >= n_seats)
        continue;

      seat = pl_table_get_seat (self->table, s);
      gtk_label_set_text (GTK_LABEL (self->seat_names[s]), pl_seat_get_name (seat));

      while ((child = gtk_widget_get_first_child (pills)) != NULL)
        gtk_flow_box_remove (GTK_FLOW_BOX (pills), child);

      if (pl_seat_get_is_dealer (seat))
        /* Translators: the mark beside the dealer's name at the table. */
        add_pill (pills, C_("seat mark", "Dealer"), "dealer");
      if (pl_seat_get_is_declarer (seat))
        add_pill (pills, C_("seat mark", "Declarer"), "declarer");
      add_pill (pills, pl_seat_get_role (seat), NULL);
      /* Face to face (Bézique) what a player says is a sentence ("Forty
       * for bézique, and twenty to score"): it has a label of its own
       * beside the marks, which wraps onto a second line and then ends in
       * an ellipsis rather than push the label over the cards; its
       * tooltip keeps it whole. */
      if (n_seats == 2)
        {
          const char *said = pl_seat_get_said (seat);

          gtk_label_set_text (GTK_LABEL (self->seat_said[s]), said != NULL ? said : "");
          gtk_widget_set_tooltip_text (self->seat_said[s], said);
          gtk_widget_set_visible (self->seat_said[s], said != NULL && *said != '\0');
        }
      else
        {
          gtk_widget_set_visible (self->seat_said[s], FALSE);
          add_pill (pills, pl_seat_get_said (seat), "said");
        }
      tricks = pl_seat_get_tricks (seat);
      /* Not where the laws forbid counting them (Bézique's French laws). */
      if (tricks > 0 && pl_table_get_tricks_countable (self->table))
        {
          g_autofree char *text =
            g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u trick", "%u tricks", tricks),
                             tricks);
          add_pill (pills, text, "tricks");
        }

      update_seat_accessible (self, s, (gint) s == to_move);
      if ((gint) s == to_move)
        {
          gtk_widget_add_css_class (self->seat_labels[s], "to-move");
          if (pl_seat_is_human (seat))
            add_pill (pills, _("Your turn"), "your-turn");
        }
      else
        {
          gtk_widget_remove_css_class (self->seat_labels[s], "to-move");
        }
    }
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

/* The one slot the hint raises: of two identical cards (Bézique), the
 * first in the hand, else the first of the melds. */
static PlCardSlot *
find_hint_slot (PlTableView *self)
{
  if (self->hint == PL_CARD_NONE)
    return NULL;
  for (guint pass = 0; pass < 2; pass++)
    for (guint i = 0; i < self->slots->len; i++)
      {
        PlCardSlot *slot = g_ptr_array_index (self->slots, i);

        if (slot->card == self->hint && pl_table_view_is_human_card (self, slot) &&
            slot->zone == (pass == 0 ? PL_ZONE_HAND : PL_ZONE_MELDS))
          return slot;
      }
  return NULL;
}

static void
update_stock_label (PlTableView *self)
{
  gint count = -1;

  if (self->table != NULL && pl_table_get_talon_style (self->table) == PL_TALON_STOCK)
    count = pl_table_get_stock_count (self->table);

  /* French laws forbid counting the stock: then there is no count. */
  if (count >= 0)
    {
      g_autofree char *text =
        /* Translators: the number of cards left in the stock (Bézique),
         * shown beside it. */
        g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d card", "%d cards", count), count);
      g_autofree char *description =
        /* Translators: what a screen reader says of the stock's count. */
        g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%d card left in the stock",
                                      "%d cards left in the stock", count), count);

      gtk_label_set_text (GTK_LABEL (self->stock_label), text);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->stock_label),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, description,
                                      -1);
    }
  gtk_widget_set_visible (self->stock_label, count >= 0);
}

/* A caption under each pile of the floor that the game names (Cassino's
 * builds, their value and owner); the cards say it to the screen reader,
 * so the caption is for the eye only. */
static void
update_pile_captions (PlTableView *self)
{
  for (guint p = 0; p < PL_LAYOUT_MAX_PILES; p++)
    {
      g_autofree char *caption = self->table != NULL
                                 ? pl_table_dup_floor_caption (self->table, p) : NULL;

      if (caption != NULL && self->pile_captions[p] == NULL)
        {
          self->pile_captions[p] = gtk_label_new (NULL);
          gtk_widget_add_css_class (self->pile_captions[p], "pile-caption");
          gtk_widget_set_can_target (self->pile_captions[p], FALSE);
          gtk_accessible_update_state (GTK_ACCESSIBLE (self->pile_captions[p]),
                                       GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
          gtk_widget_set_parent (self->pile_captions[p], GTK_WIDGET (self));
        }
      if (self->pile_captions[p] == NULL)
        continue;
      gtk_label_set_text (GTK_LABEL (self->pile_captions[p]), caption != NULL ? caption : "");
      gtk_widget_set_visible (self->pile_captions[p], caption != NULL);
    }
  gtk_widget_queue_allocate (GTK_WIDGET (self));
}

gboolean
pl_table_view_focus_playable (PlTableView *self,
                              PlCardSet    playable)
{
  GtkRoot *root;
  GtkWidget *focus;
  PlCardSlot *first = NULL;

  g_return_val_if_fail (PL_IS_TABLE_VIEW (self), FALSE);

  root = gtk_widget_get_root (GTK_WIDGET (self));
  focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  if (focus != NULL)
    {
      PlCardSlot *slot = pl_table_view_find_slot (self, focus);

      if (pl_table_view_is_human_card (self, slot) && pl_cardset_has (playable, slot->card))
        {
          pl_table_view_update_keyboard_slot (self);
          return TRUE;
        }
    }
  /* In drawing order: the hand and the melds, left to right. */
  for (guint i = 0; i < self->slots->len; i++)
    {
      PlCardSlot *slot = g_ptr_array_index (self->slots, i);

      if (!pl_table_view_is_human_card (self, slot) || slot->zone == PL_ZONE_GONE)
        continue;
      if (pl_cardset_has (playable, slot->card))
        return pl_table_view_focus_slot (self, slot);
      if (first == NULL)
        first = slot;
    }
  if (first != NULL)
    return pl_table_view_focus_slot (self, first);
  return FALSE;
}

/* The hand is one Tab stop (issue 19; Tab went through the fan card by
 * card, zig-zagging with its height): of each row the keyboard reaches
 * (the human's hand, his melds, the floor) one card is focusable, the
 * one with the focus, else the one that was, else the first; the arrows
 * move along the row (pl-table-view-drag.c). */
static gboolean
is_row_card (PlTableView *self,
             PlCardSlot  *slot,
             PlZone       zone)
{
  return slot->zone == zone &&
         (zone == PL_ZONE_FLOOR || pl_table_view_is_human_card (self, slot));
}

static void
update_tab_stops (PlTableView *self)
{
  static const PlZone rows[] = { PL_ZONE_HAND, PL_ZONE_MELDS, PL_ZONE_FLOOR };

  for (guint r = 0; r < G_N_ELEMENTS (rows); r++)
    {
      PlCardSlot *stop = NULL, *was = NULL, *first = NULL;

      for (guint i = 0; i < self->slots->len; i++)
        {
          PlCardSlot *slot = g_ptr_array_index (self->slots, i);

          if (!is_row_card (self, slot, rows[r]))
            continue;
          if (gtk_widget_has_focus (slot->widget))
            stop = slot;
          if (was == NULL && gtk_widget_get_focusable (slot->widget))
            was = slot;
          if (first == NULL || slot->index < first->index)
            first = slot;
        }
      if (stop == NULL)
        stop = was != NULL ? was : first;
      for (guint i = 0; i < self->slots->len; i++)
        {
          PlCardSlot *slot = g_ptr_array_index (self->slots, i);

          if (is_row_card (self, slot, rows[r]))
            gtk_widget_set_focusable (slot->widget, slot == stop);
        }
    }
}

gboolean
pl_table_view_focus_slot (PlTableView *self,
                          PlCardSlot  *slot)
{
  gboolean focused;

  /* The card becomes its row's Tab stop. */
  for (guint i = 0; i < self->slots->len; i++)
    {
      PlCardSlot *other = g_ptr_array_index (self->slots, i);

      if (is_row_card (self, other, slot->zone))
        gtk_widget_set_focusable (other->widget, other == slot);
    }
  gtk_widget_set_focusable (slot->widget, TRUE);
  focused = gtk_widget_grab_focus (slot->widget);
  pl_table_view_update_keyboard_slot (self);
  return focused;
}

/* The accessible label and state of each card, the dimming of cards that
 * may not be played, the focus chain of the human's hand and melds. */
void
pl_table_view_update_slot_states (PlTableView *self)
{
  guint human = pl_table_view_get_human_seat (self);
  guint n_hand = 0;
  gboolean stock = self->table != NULL &&
                   pl_table_get_talon_style (self->table) == PL_TALON_STOCK;
  PlCardSlot *hint_slot = find_hint_slot (self);
  gboolean lost_focus = FALSE;

  for (guint i = 0; i < self->slots->len; i++)
    {
      PlCardSlot *slot = g_ptr_array_index (self->slots, i);
      if (slot->zone == PL_ZONE_HAND && slot->seat == (gint) human)
        n_hand++;
    }

  for (guint i = 0; i < self->slots->len; i++)
    {
      PlCardSlot *slot = g_ptr_array_index (self->slots, i);
      PlCardWidget *card = PL_CARD_WIDGET (slot->widget);
      gboolean mine = (slot->zone == PL_ZONE_HAND || slot->zone == PL_ZONE_MELDS) &&
                      slot->seat == (gint) human;
      gboolean playable = !mine || self->playable == 0 ||
                          pl_cardset_has (self->playable, slot->card);
      g_autofree char *name = pl_card_get_display_name (slot->card);
      g_autofree char *label = NULL;
      const char *seat_name = "";

      if (self->table != NULL && slot->seat >= 0 &&
          (guint) slot->seat < pl_table_get_n_seats (self->table))
        seat_name = pl_seat_get_name (pl_table_get_seat (self->table, slot->seat));

      switch (slot->zone)
        {
        case PL_ZONE_HAND:
          if (mine)
            /* Translators: a card, its place and the size of the hand:
             * "Queen of Spades, 3 of 10 in your hand". */
            label = g_strdup_printf (_("%s, %u of %u in your hand"), name,
                                     slot->index + 1, n_hand);
          else
            /* Translators: "face-down card, in Anna's hand". */
            label = g_strdup_printf (_("%s, in %s’s hand"), name, seat_name);
          break;
        case PL_ZONE_MELDS:
          if (mine)
            /* Translators: a card the player declared (Bézique), lying face
             * up in front of him: "Queen of Spades, declared, on the table". */
            label = g_strdup_printf (_("%s, declared, on the table"), name);
          else
            /* Translators: "Queen of Spades, declared by Anna". */
            label = g_strdup_printf (_("%s, declared by %s"), name, seat_name);
          break;
        case PL_ZONE_TRICK:
          if (self->table != NULL && slot->seat >= 0 &&
              (guint) slot->seat == pl_table_get_human_seat (self->table))
            /* Translators: "Queen of Spades, played by you". */
            label = g_strdup_printf (_("%s, played by you"), name);
          else
            /* Translators: "Queen of Spades, played by Anna". */
            label = g_strdup_printf (_("%s, played by %s"), name, seat_name);
          break;
        case PL_ZONE_TALON:
          if (stock && pl_card_is_valid (slot->card))
            /* Translators: the trump card turned up under the stock
             * (Bézique): "Seven of Hearts, turned up for trumps". */
            label = g_strdup_printf (_("%s, turned up for trumps"), name);
          else if (stock)
            /* Translators: "face-down card, in the stock" (Bézique). */
            label = g_strdup_printf (_("%s, in the stock"), name);
          else
            /* Translators: "face-down card, in the skat" (or the stock). */
            label = g_strdup_printf (_("%s, in the talon"), name);
          break;
        case PL_ZONE_FLOOR:
          {
            g_autofree char *pile = self->table != NULL
                                    ? pl_table_dup_floor_label (self->table, slot->pile) : NULL;

            if (pile != NULL)
              /* Translators: a card lying on the table in a pile the game
               * names (Cassino): "Five of Clubs, on the table, in Anna's
               * build of 9". */
              label = g_strdup_printf (_("%s, on the table, in %s"), name, pile);
            else
              /* Translators: a card lying on the table (Cassino). */
              label = g_strdup_printf (_("%s, on the table"), name);
            gtk_widget_set_tooltip_text (slot->widget, pile);
          }
          break;
        case PL_ZONE_PILE:
          {
            /* The game may name the pile in its words, with the cards
             * marked face up across it (Cassino's sweeps). */
            g_autofree char *pile = self->table != NULL && slot->seat >= 0
                                    ? pl_table_dup_pile_label (self->table, (guint) slot->seat)
                                    : NULL;

            if (pile != NULL && slot->index > 0)
              /* Translators: a card face up across a seat's pile, marking
               * a sweep (Cassino): "Seven of Spades, a sweep, on Anna's
               * pile". */
              label = g_strdup_printf (_("%s, a sweep, on %s’s pile"), name, seat_name);
            else if (pile != NULL)
              label = g_strdup (pile);
            else
              /* Translators: a seat's won tricks, "tricks won by Anna". */
              label = g_strdup_printf (_("tricks won by %s"), seat_name);
            gtk_widget_set_tooltip_text (slot->widget, pile);
          }
          break;
        case PL_ZONE_GONE:
        default:
          /* Translators: a seat's won tricks, "tricks won by Anna". */
          label = g_strdup_printf (_("tricks won by %s"), seat_name);
          break;
        }

      if (slot->hinted != (slot == hint_slot))
        {
          /* The hinted card rises (or sinks back). */
          slot->hinted = slot == hint_slot;
          slot->from = slot->current;
          slot->pending = TRUE;
        }

      pl_card_widget_set_dimmed (card, mine && !playable);
      /* A card that leaves the human's hand (played, or gathered in a
       * trick) must not keep the keyboard: Enter on it would do nothing,
       * and with two packs its twin may still be in his hand. */
      if (!mine && slot->zone != PL_ZONE_FLOOR && gtk_widget_has_focus (slot->widget))
        lost_focus = TRUE;
      /* The floor's cards are chosen from as well (Cassino: what to take):
       * they take the keyboard too. */
      if (!mine && slot->zone != PL_ZONE_FLOOR)
        gtk_widget_set_focusable (slot->widget, FALSE);
      if (mine)
        gtk_widget_add_css_class (slot->widget, "in-hand");
      else
        gtk_widget_remove_css_class (slot->widget, "in-hand");
      if (slot->zone == PL_ZONE_MELDS)
        gtk_widget_add_css_class (slot->widget, "declared");
      else
        gtk_widget_remove_css_class (slot->widget, "declared");
      if (slot->hinted)
        gtk_widget_add_css_class (slot->widget, "hint");
      else
        gtk_widget_remove_css_class (slot->widget, "hint");
      if (slot->selected)
        gtk_widget_add_css_class (slot->widget, "selected");
      else
        gtk_widget_remove_css_class (slot->widget, "selected");

      gtk_accessible_update_property (GTK_ACCESSIBLE (slot->widget),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, label,
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                      mine && !playable ? _("cannot be played now") : "",
                                      -1);
      /* The cards the player acts on have an action for assistive
       * technology (switch access, voice control): his own, the floor's,
       * the talon.  Face-down cards of the other hands are no objects of
       * their own: the seat's label says how many they hold. */
      gtk_widget_action_set_enabled (slot->widget, "card.activate",
                                     mine || slot->zone == PL_ZONE_FLOOR ||
                                     slot->zone == PL_ZONE_TALON);
      /* Of the talon's face-down cards (Bézique's stock of 48) one
       * stands for all. */
      gtk_accessible_update_state (GTK_ACCESSIBLE (slot->widget),
                                   GTK_ACCESSIBLE_STATE_HIDDEN,
                                   !pl_card_is_valid (slot->card) &&
                                   ((slot->zone == PL_ZONE_HAND && !mine) ||
                                    (slot->zone == PL_ZONE_TALON && slot->index > 0)),
                                   -1);
      gtk_accessible_update_state (GTK_ACCESSIBLE (slot->widget),
                                   GTK_ACCESSIBLE_STATE_DISABLED, mine && !playable,
                                   GTK_ACCESSIBLE_STATE_PRESSED,
                                   slot->selected ? GTK_ACCESSIBLE_TRISTATE_TRUE
                                                  : GTK_ACCESSIBLE_TRISTATE_FALSE,
                                   -1);
    }
  update_tab_stops (self);
  update_stock_label (self);
  update_pile_captions (self);
  /* The hands' sizes, in the seats' spoken labels. */
  if (self->table != NULL)
    for (guint s = 0; s < MIN (pl_table_get_n_seats (self->table), PL_LAYOUT_MAX_SEATS); s++)
      update_seat_accessible (self, s, pl_table_get_to_move (self->table) == (gint) s);
  if (lost_focus)
    pl_table_view_focus_playable (self, self->playable);
}

/* The model ---------------------------------------------------------------- */

static void
list_items_changed_cb (PlTableView *self)
{
  pl_table_view_queue_reconcile (self);
}

static void
seat_notify_cb (PlTableView *self)
{
  update_seat_labels (self);
  pl_table_view_queue_reconcile (self);
}

static void
deal_started_cb (PlTableView *self)
{
  self->dealing = TRUE;
  pl_table_view_forget_trick (self);
  self->taken_cards = 0;
  self->taken_n = 0;
  pl_table_view_queue_reconcile (self);
  update_seat_labels (self);
}

static void
trick_completed_cb (PlTableView *self)
{
  pl_table_view_trick_completed (self);
}

static void
watch (PlTableView *self,
       gpointer     object)
{
  g_ptr_array_add (self->watched, g_object_ref (object));
}

static void
disconnect_table (PlTableView *self)
{
  for (guint i = 0; i < self->watched->len; i++)
    g_signal_handlers_disconnect_by_data (g_ptr_array_index (self->watched, i), self);
  g_ptr_array_set_size (self->watched, 0);
}

static void
connect_table (PlTableView *self)
{
  PlTable *table = self->table;
  guint n_seats = pl_table_get_n_seats (table);
  PlCardList *lists[2 * PL_LAYOUT_MAX_SEATS + 3];
  guint n_lists = 0;

  for (guint s = 0; s < n_seats && s < PL_LAYOUT_MAX_SEATS; s++)
    {
      lists[n_lists++] = pl_table_get_hand (table, s);
      lists[n_lists++] = pl_table_get_melds (table, s);
    }
  lists[n_lists++] = pl_table_get_trick (table);
  lists[n_lists++] = pl_table_get_talon (table);
  lists[n_lists++] = pl_table_get_floor (table);

  for (guint i = 0; i < n_lists; i++)
    {
      g_signal_connect_swapped (lists[i], "items-changed",
                                G_CALLBACK (list_items_changed_cb), self);
      watch (self, lists[i]);
    }

  for (guint s = 0; s < n_seats && s < PL_LAYOUT_MAX_SEATS; s++)
    {
      PlSeat *seat = pl_table_get_seat (table, s);

      g_signal_connect_swapped (seat, "notify", G_CALLBACK (seat_notify_cb), self);
      watch (self, seat);
      self->last_tricks[s] = pl_seat_get_tricks (seat);
    }

  g_signal_connect_swapped (table, "deal-started", G_CALLBACK (deal_started_cb), self);
  g_signal_connect_swapped (table, "trick-completed", G_CALLBACK (trick_completed_cb), self);
  pl_table_view_connect_announcements (self);
  g_signal_connect_swapped (table, "notify::to-move", G_CALLBACK (update_seat_labels), self);
  /* The book's laws: the exposed cards follow every change of the deal. */
  g_signal_connect_swapped (table, "move-played", G_CALLBACK (pl_table_view_update_exposed), self);
  g_signal_connect_swapped (table, "deal-started", G_CALLBACK (pl_table_view_update_exposed), self);
  g_signal_connect_swapped (table, "undone", G_CALLBACK (pl_table_view_update_exposed), self);
  watch (self, table);
}

/* GtkWidget ------------------------------------------------------------------ */

static void
pl_table_view_measure (GtkWidget      *widget,
                       GtkOrientation  orientation,
                       int             for_size,
                       int            *minimum,
                       int            *natural,
                       int            *minimum_baseline,
                       int            *natural_baseline)
{
  PlTableView *self = PL_TABLE_VIEW (widget);

  /* The layout fits any size; the children's sizes say nothing. */
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      int child_min;

      if (!gtk_widget_should_layout (child))
        continue;
      gtk_widget_measure (child, orientation, -1, &child_min, NULL, NULL, NULL);
    }

  (void) self;
  (void) for_size;
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 320;
      *natural = 960;
    }
  else
    {
      *minimum = 360;
      *natural = 640;
    }
  *minimum_baseline = *natural_baseline = -1;
}

/* The children in order, the keyboard's card last: its ring is not
 * hidden under the next card of the fan. */
static void
pl_table_view_snapshot (GtkWidget   *widget,
                        GtkSnapshot *snapshot)
{
  PlTableView *self = PL_TABLE_VIEW (widget);
  PlCardSlot *slot = self->slots != NULL ? find_keyboard_slot (self) : NULL;
  GtkWidget *last = slot != NULL ? slot->widget : NULL;

  pl_table_view_snapshot_drop_target (self, snapshot);
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (child != last)
      gtk_widget_snapshot_child (widget, child, snapshot);
  if (last != NULL && gtk_widget_get_parent (last) == widget)
    gtk_widget_snapshot_child (widget, last, snapshot);
}

static void
pl_table_view_size_allocate (GtkWidget *widget,
                             int        width,
                             int        height,
                             int        baseline)
{
  (void) baseline;
  pl_table_view_size_allocate_cards (PL_TABLE_VIEW (widget), width, height);
  pl_table_view_allocate_exposed (PL_TABLE_VIEW (widget), width, height);
  pl_table_view_allocate_announcer (PL_TABLE_VIEW (widget));
}

static void
pl_table_view_dispose (GObject *object)
{
  PlTableView *self = PL_TABLE_VIEW (object);
  GtkWidget *child;

  g_clear_handle_id (&self->reconcile_id, g_source_remove);
  g_clear_handle_id (&self->hold_id, g_source_remove);
  pl_table_view_release_table (self);
  g_clear_handle_id (&self->texture_width_id, g_source_remove);
  g_clear_handle_id (&self->announce_id, g_source_remove);
  pl_table_view_stop_ticking (self);

  if (self->watched != NULL)
    {
      disconnect_table (self);
      g_clear_pointer (&self->watched, g_ptr_array_unref);
    }
  g_clear_object (&self->table);
  g_clear_object (&self->theme);
  if (self->slots != NULL)
    pl_table_view_clear_slots (self);
  pl_table_view_dispose_exposed (self);

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self))) != NULL)
    gtk_widget_unparent (child);

  G_OBJECT_CLASS (pl_table_view_parent_class)->dispose (object);
}

static void
pl_table_view_finalize (GObject *object)
{
  PlTableView *self = PL_TABLE_VIEW (object);

  g_clear_pointer (&self->slots, g_ptr_array_unref);
  g_free (self->last_announcement);

  G_OBJECT_CLASS (pl_table_view_parent_class)->finalize (object);
}

static void
pl_table_view_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  PlTableView *self = PL_TABLE_VIEW (object);

  switch (prop_id)
    {
    case PROP_TABLE:
      g_value_set_object (value, self->table);
      break;
    case PROP_CARD_THEME:
      g_value_set_object (value, self->theme);
      break;
    case PROP_TRICK_IN_VIEW:
      g_value_set_boolean (value, pl_table_view_get_trick_in_view (self));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pl_table_view_set_property (GObject      *object,
                            guint         prop_id,
                            const GValue *value,
                            GParamSpec   *pspec)
{
  PlTableView *self = PL_TABLE_VIEW (object);

  switch (prop_id)
    {
    case PROP_TABLE:
      pl_table_view_set_table (self, g_value_get_object (value));
      break;
    case PROP_CARD_THEME:
      pl_table_view_set_card_theme (self, g_value_get_object (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pl_table_view_class_init (PlTableViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = pl_table_view_dispose;
  object_class->finalize = pl_table_view_finalize;
  object_class->get_property = pl_table_view_get_property;
  object_class->set_property = pl_table_view_set_property;

  widget_class->measure = pl_table_view_measure;
  widget_class->size_allocate = pl_table_view_size_allocate;
  widget_class->snapshot = pl_table_view_snapshot;

  properties[PROP_TABLE] =
    g_param_spec_object ("table", NULL, NULL, PL_TYPE_TABLE,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_CARD_THEME] =
    g_param_spec_object ("card-theme", NULL, NULL, PL_TYPE_CARD_THEME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_TRICK_IN_VIEW] =
    g_param_spec_boolean ("trick-in-view", NULL, NULL, FALSE,
                          G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_CARD_ACTIVATED] =
    g_signal_new ("card-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  g_signal_accumulator_true_handled, NULL, NULL,
                  G_TYPE_BOOLEAN, 2, G_TYPE_UINT, G_TYPE_POINTER);
  signals[SIGNAL_SELECTION_CHANGED] =
    g_signal_new ("selection-changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_TALON_ACTIVATED] =
    g_signal_new ("talon-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SIGNAL_MELD_ACTIVATED] =
    g_signal_new ("meld-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  g_signal_accumulator_true_handled, NULL, NULL,
                  G_TYPE_BOOLEAN, 2, G_TYPE_UINT, G_TYPE_POINTER);

  gtk_widget_class_set_css_name (widget_class, "table-view");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

void
pl_card_slot_free (PlCardSlot *slot)
{
  if (slot->widget != NULL && gtk_widget_get_parent (slot->widget) != NULL)
    gtk_widget_unparent (slot->widget);
  g_free (slot);
}

void
pl_table_view_clear_slots (PlTableView *self)
{
  for (guint i = 0; i < self->slots->len; i++)
    pl_card_slot_free (g_ptr_array_index (self->slots, i));
  g_ptr_array_set_size (self->slots, 0);
  self->drag_slot = NULL;
  self->drag_state = PL_DRAG_IDLE;
  self->activated_slot = NULL;
}

static void
pl_table_view_init (PlTableView *self)
{
  self->slots = g_ptr_array_new ();
  self->watched = g_ptr_array_new_with_free_func (g_object_unref);
  self->speed = 2;
  self->trick_pause_ms = 1000;
  self->single_click = TRUE;
  self->hint = PL_CARD_NONE;
  self->trick_winner = -1;

  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
  gtk_widget_set_focusable (GTK_WIDGET (self), FALSE);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Card table"),
                                  -1);
  pl_table_view_init_announcer (self);

  for (guint s = 0; s < PL_LAYOUT_MAX_SEATS; s++)
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
      /* What a player said goes under his name and marks, the label's
       * whole width: beside them it was squeezed to a word (issue 18). */
      GtkWidget *outer = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);

      gtk_widget_add_css_class (outer, "seat-label");
      gtk_box_append (GTK_BOX (outer), box);
      self->seat_names[s] = gtk_label_new (NULL);
      gtk_widget_add_css_class (self->seat_names[s], "seat-name");
      gtk_label_set_ellipsize (GTK_LABEL (self->seat_names[s]), PANGO_ELLIPSIZE_END);
      gtk_label_set_width_chars (GTK_LABEL (self->seat_names[s]), 4);
      gtk_box_append (GTK_BOX (box), self->seat_names[s]);
      /* The marks wrap in a narrow window. */
      self->seat_pills[s] = gtk_flow_box_new ();
      gtk_flow_box_set_selection_mode (GTK_FLOW_BOX (self->seat_pills[s]), GTK_SELECTION_NONE);
      gtk_flow_box_set_column_spacing (GTK_FLOW_BOX (self->seat_pills[s]), 4);
      gtk_flow_box_set_row_spacing (GTK_FLOW_BOX (self->seat_pills[s]), 2);
      gtk_flow_box_set_max_children_per_line (GTK_FLOW_BOX (self->seat_pills[s]), 8);
      gtk_widget_set_can_target (self->seat_pills[s], FALSE);
      gtk_widget_set_can_focus (self->seat_pills[s], FALSE);
      gtk_widget_set_valign (self->seat_pills[s], GTK_ALIGN_CENTER);
      gtk_box_append (GTK_BOX (box), self->seat_pills[s]);
      self->seat_said[s] = gtk_label_new (NULL);
      gtk_widget_add_css_class (self->seat_said[s], "seat-pill");
      gtk_widget_add_css_class (self->seat_said[s], "said");
      gtk_widget_add_css_class (self->seat_said[s], "sentence");
      gtk_label_set_wrap (GTK_LABEL (self->seat_said[s]), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (self->seat_said[s]), PANGO_WRAP_WORD_CHAR);
      gtk_label_set_ellipsize (GTK_LABEL (self->seat_said[s]), PANGO_ELLIPSIZE_END);
      gtk_label_set_lines (GTK_LABEL (self->seat_said[s]), 2);
      gtk_label_set_max_width_chars (GTK_LABEL (self->seat_said[s]), 40);
      gtk_label_set_xalign (GTK_LABEL (self->seat_said[s]), 0.0);
      gtk_widget_set_halign (self->seat_said[s], GTK_ALIGN_START);
      gtk_widget_set_visible (self->seat_said[s], FALSE);
      gtk_box_append (GTK_BOX (outer), self->seat_said[s]);
      gtk_widget_set_visible (outer, FALSE);
      gtk_widget_set_parent (outer, GTK_WIDGET (self));
      self->seat_labels[s] = outer;
    }

  self->stock_label = gtk_label_new (NULL);
  gtk_widget_add_css_class (self->stock_label, "stock-count");
  gtk_label_set_wrap (GTK_LABEL (self->stock_label), TRUE);
  gtk_label_set_justify (GTK_LABEL (self->stock_label), GTK_JUSTIFY_CENTER);
  gtk_widget_set_can_target (self->stock_label, FALSE);
  gtk_widget_set_visible (self->stock_label, FALSE);
  gtk_widget_set_parent (self->stock_label, GTK_WIDGET (self));

  pl_table_view_setup_input (self);
}

/* Public API ------------------------------------------------------------------ */

GtkWidget *
pl_table_view_new (void)
{
  return g_object_new (PL_TYPE_TABLE_VIEW, NULL);
}

void
pl_table_view_set_table (PlTableView *self,
                         PlTable     *table)
{
  g_return_if_fail (PL_IS_TABLE_VIEW (self));
  g_return_if_fail (table == NULL || PL_IS_TABLE (table));

  if (self->table == table)
    return;

  pl_table_view_forget_trick (self);
  disconnect_table (self);
  g_set_object (&self->table, table);
  self->taken_cards = 0;
  self->taken_n = 0;
  pl_table_view_clear_slots (self);
  self->playable = 0;
  self->hint = PL_CARD_NONE;

  if (table != NULL)
    {
      connect_table (self);
      self->dealing = TRUE;
    }
  pl_table_view_queue_reconcile (self);
  update_seat_labels (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TABLE]);
}

PlTable *
pl_table_view_get_table (PlTableView *self)
{
  g_return_val_if_fail (PL_IS_TABLE_VIEW (self), NULL);

  return self->table;
}

void
pl_table_view_set_card_theme (PlTableView *self,
                              PlCardTheme *theme)
{
  g_return_if_fail (PL_IS_TABLE_VIEW (self));
  g_return_if_fail (theme == NULL || PL_IS_CARD_THEME (theme));

  if (!g_set_object (&self->theme, theme))
    return;

  for (guint i = 0; i < self->slots->len; i++)
    {
      PlCardSlot *slot = g_ptr_array_index (self->slots, i);
      pl_card_widget_set_theme (PL_CARD_WIDGET (slot->widget), theme);
    }
  /* A deck may have other proportions. */
  self->layout_valid = FALSE;
  gtk_widget_queue_allocate (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CARD_THEME]);
}

/* Returns the view's deck (transfer none). */
PlCardTheme *
pl_table_view_get_card_theme (PlTableView *self)
{
  g_return_val_if_fail (PL_IS_TABLE_VIEW (self), NULL);

  return self->theme;
}

void
pl_table_view_set_animation_speed (PlTableView *self,
                                   guint        speed)
{
  g_return_if_fail (PL_IS_TABLE_VIEW (self));

  self->speed = MIN (speed, 3);
}

/* The keyboard's card (issue 19): GTK rings the focus only for a few
 * seconds after the last key press, and the computer's turns take longer,
 * so that after the app moved the focus to a card no card was ringed.
 * While the player uses the keyboard, the focused card of his hand is
 * marked by the view itself (raised, ringed in the accent colour, drawn
 * over its neighbours) until he moves the mouse. */
static PlCardSlot *
find_keyboard_slot (PlTableView *self)
{
  for (guint i = 0; i < self->slots->len; i++)
    {
      PlCardSlot *slot = g_ptr_array_index (self->slots, i);

      if (slot->keyboard)
        return slot;
    }
  return NULL;
}

void
pl_table_view_update_keyboard_slot (PlTableView *self)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;
  PlCardSlot *slot = NULL;

  if (self->keyboard_mode && focus != NULL)
    slot = pl_table_view_find_slot (self, focus);
  if (slot != NULL && !pl_table_view_is_human_card (self, slot) && slot->zone != PL_ZONE_FLOOR)
    slot = NULL;
  if (slot == find_keyboard_slot (self))
    return;

  for (guint i = 0; i < self->slots->len; i++)
    {
      PlCardSlot *other = g_ptr_array_index (self->slots, i);
      gboolean keyboard = other == slot;

      if (other->keyboard == keyboard)
        continue;
      other->keyboard = keyboard;
      /* It rises (or sinks back). */
      other->from = other->current;
      other->pending = TRUE;
      if (keyboard)
        gtk_widget_add_css_class (other->widget, "keyboard");
      else
        gtk_widget_remove_css_class (other->widget, "keyboard");
    }
  gtk_widget_queue_allocate (GTK_WIDGET (self));
  pl_table_view_start_ticking (self);
}

void
pl_table_view_set_keyboard_mode (PlTableView *self,
                                 gboolean     keyboard_mode)
{
  self->keyboard_mode = !!keyboard_mode;
  pl_table_view_update_keyboard_slot (self);
}

void
pl_table_view_set_trick_pause (PlTableView *self,
                               guint        pause_ms,
                               gboolean     on_click)
{
  g_return_if_fail (PL_IS_TABLE_VIEW (self));

  self->trick_pause_ms = pause_ms;
  self->trick_on_click = !!on_click;
  /* A trick lying in view now follows the new setting. */
  if (self->completed_n > 0)
    {
      g_clear_handle_id (&self->hold_id, g_source_remove);
      if (!self->trick_on_click)
        pl_table_view_take_trick (self);
    }
}

gboolean
pl_table_view_get_trick_in_view (PlTableView *self)
{
  g_return_val_if_fail (PL_IS_TABLE_VIEW (self), FALSE);

  return self->completed_n > 0;
}

void
pl_table_view_notify_trick_in_view (PlTableView *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_TRICK_IN_VIEW]);
}

void
pl_table_view_set_single_click (PlTableView *self,
                                gboolean     single_click)
{
  g_return_if_fail (PL_IS_TABLE_VIEW (self));

  self->single_click = !!single_click;
}

void
pl_table_view_set_playable (PlTableView *self,
                            PlCardSet    playable)
{
  g_return_if_fail (PL_IS_TABLE_VIEW (self));

  if (self->playable == playable)
    return;
  self->playable = playable;
  pl_table_view_update_slot_states (self);
}

void
pl_table_view_set_selection_mode (PlTableView *self,
                                  gboolean     selection_mode)
{
  g_return_if_fail (PL_IS_TABLE_VIEW (self));

  selection_mode = !!selection_mode;
  if (self->selection_mode == selection_mode)
    return;
  self->selection_mode = selection_mode;
  if (!selection_mode)
    pl_table_view_clear_selection (self);
}

PlCardSet
pl_table_view_get_selection (PlTableView *self)
{
  PlCardSet set = 0;

  g_return_val_if_fail (PL_IS_TABLE_VIEW (self), 0);

  for (guint i = 0; i < self->slots->len; i++)
    {
      PlCardSlot *slot = g_ptr_array_index (self->slots, i);
      if (slot->selected && pl_card_is_valid (slot->card))
        set = pl_cardset_add (set, slot->card);
    }
  return set;
}

void
pl_table_view_set_card_selected (PlTableView *self,
                                 PlCard       card,
                                 gboolean     selected)
{
  g_return_if_fail (PL_IS_TABLE_VIEW (self));

  for (guint i = 0; i < self->slots->len; i++)
    {
      PlCardSlot *slot = g_ptr_array_index (self->slots, i);

      if (slot->card != card || slot->zone != PL_ZONE_HAND || slot->selected == !!selected)
        continue;
      slot->selected = !!selected;
      slot->from = slot->current;
      slot->pending = TRUE;
      pl_table_view_update_slot_states (self);
      gtk_widget_queue_allocate (GTK_WIDGET (self));
      g_signal_emit (self, signals[SIGNAL_SELECTION_CHANGED], 0);
      return;
    }
}

void
pl_table_view_clear_selection (PlTableView *self)
{
  gboolean changed = FALSE;

  g_return_if_fail (PL_IS_TABLE_VIEW (self));

  for (guint i = 0; i < self->slots->len; i++)
    {
      PlCardSlot *slot = g_ptr_array_index (self->slots, i);
      if (slot->selected)
        {
          slot->selected = FALSE;
          slot->from = slot->current;
          slot->pending = TRUE;
          changed = TRUE;
        }
    }
  if (changed)
    {
      pl_table_view_update_slot_states (self);
      gtk_widget_queue_allocate (GTK_WIDGET (self));
      g_signal_emit (self, signals[SIGNAL_SELECTION_CHANGED], 0);
    }
}

void
pl_table_view_toggle_selected (PlTableView *self,
                               PlCardSlot  *slot)
{
  slot->selected = !slot->selected;
  slot->from = slot->current;
  slot->pending = TRUE;
  pl_table_view_update_slot_states (self);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
  /* The card rises (or sinks) as an animation: keep the clock running. */
  pl_table_view_start_ticking (self);
  g_signal_emit (self, signals[SIGNAL_SELECTION_CHANGED], 0);
}

void
pl_table_view_set_hint (PlTableView *self,
                        PlCard       card)
{
  g_return_if_fail (PL_IS_TABLE_VIEW (self));

  if (self->hint == card)
    return;
  /* The slot states raise the hinted card and lower the last one. */
  self->hint = card;
  pl_table_view_update_slot_states (self);
  gtk_widget_queue_allocate (GTK_WIDGET (self));
  pl_table_view_start_ticking (self);
}

/* Emits "card-activated" for a card of the human's hand, "meld-activated"
 * for one of his melds; a refusal sends it back where it belongs. */
void
pl_table_view_emit_activated (PlTableView       *self,
                              PlCardSlot        *slot,
                              const PlDropPlace *place)
{
  gboolean handled = FALSE;
  PlCard card = slot->card;
  guint signal = slot->zone == PL_ZONE_MELDS ? SIGNAL_MELD_ACTIVATED : SIGNAL_CARD_ACTIVATED;

  g_object_ref (self);
  /* If the card moves, it is this one that moves, not its twin. */
  self->activated_slot = slot;
  g_signal_emit (self, signals[signal], 0, (guint) card, (gpointer) place, &handled);
  /* The handler may have changed the table: find the card again. */
  if (!handled)
    for (guint i = 0; i < self->slots->len; i++)
      {
        PlCardSlot *s = g_ptr_array_index (self->slots, i);
        if (s == slot)
          {
            pl_table_view_fly_back (self, slot);
            break;
          }
      }
  if (!handled)
    self->activated_slot = NULL;
  g_object_unref (self);
}

/* Emits "talon-activated". */
void
pl_table_view_activate_talon (PlTableView *self)
{
  g_return_if_fail (PL_IS_TABLE_VIEW (self));

  g_signal_emit (self, signals[SIGNAL_TALON_ACTIVATED], 0);
}

GtkWidget *
pl_table_view_get_card_widget (PlTableView *self,
                               PlDropZone   zone,
                               gint         seat,
                               guint        index)
{
  PlZone where;

  g_return_val_if_fail (PL_IS_TABLE_VIEW (self), NULL);

  switch (zone)
    {
    case PL_DROP_HAND: where = PL_ZONE_HAND; break;
    case PL_DROP_MELDS: where = PL_ZONE_MELDS; break;
    case PL_DROP_FLOOR: where = PL_ZONE_FLOOR; break;
    case PL_DROP_NONE:
    case PL_DROP_TRICK:
    case PL_DROP_TALON:
    default:
      return NULL;
    }
  /* By its place, not its name: of two identical cards each has its own
   * (Bézique's two packs). */
  for (guint i = 0; i < self->slots->len; i++)
    {
      PlCardSlot *slot = g_ptr_array_index (self->slots, i);

      if (slot->zone == where && slot->index == index &&
          (where == PL_ZONE_FLOOR || slot->seat == seat))
        return slot->widget;
    }
  return NULL;
}

/* The bounds of the card @card in the view's coordinates (where it is
 * drawn now, animations included), for tests and tools; FALSE if the card
 * is not on the table. */
gboolean
pl_table_view_get_card_bounds (PlTableView     *self,
                               PlCard           card,
                               graphene_rect_t *bounds)
{
  g_return_val_if_fail (PL_IS_TABLE_VIEW (self), FALSE);
  g_return_val_if_fail (bounds != NULL, FALSE);

  /* Of two identical cards (Bézique), or one in the human's hand and its
   * twin among the other seat's melds: the human's own first, his hand
   * before his melds, then anywhere on the table. */
  for (guint pass = 0; pass < 3; pass++)
    for (guint i = 0; i < self->slots->len; i++)
      {
        PlCardSlot *slot = g_ptr_array_index (self->slots, i);
        gboolean mine = pl_table_view_is_human_card (self, slot);

        if (slot->card != card || slot->zone == PL_ZONE_GONE)
          continue;
        if ((pass == 0 && !(mine && slot->zone == PL_ZONE_HAND)) ||
            (pass == 1 && !(mine && slot->zone == PL_ZONE_MELDS)))
          continue;
        {
          PlLayoutRect r = pl_layout_card_get_bounds (&slot->current);

          graphene_rect_init (bounds, r.x, r.y, r.width, r.height);
          return slot->placed;
        }
      }
  return FALSE;
}

/* Whether a card is moving. */
gboolean
pl_table_view_is_animating (PlTableView *self)
{
  g_return_val_if_fail (PL_IS_TABLE_VIEW (self), FALSE);

  return self->tick_id != 0 || self->reconcile_id != 0;
}

gboolean
pl_table_view_get_drop_area (PlTableView       *self,
                             const PlDropPlace *place,
                             graphene_rect_t   *bounds)
{
  const PlLayoutRect *r;

  g_return_val_if_fail (PL_IS_TABLE_VIEW (self), FALSE);
  g_return_val_if_fail (place != NULL, FALSE);
  g_return_val_if_fail (bounds != NULL, FALSE);

  switch (place->zone)
    {
    case PL_DROP_TRICK: r = &self->layout.trick_area; break;
    case PL_DROP_TALON: r = &self->layout.talon_area; break;
    case PL_DROP_HAND:  r = &self->layout.hand_area; break;
    case PL_DROP_MELDS: r = &self->layout.melds_area; break;
    case PL_DROP_FLOOR:
      if (place->index < 0)
        r = &self->layout.floor_area;
      else if ((guint) place->index < self->layout.n_piles)
        r = &self->layout.piles[place->index];
      else
        return FALSE;
      break;
    case PL_DROP_NONE:
    default:
      return FALSE;
    }
  if (!self->layout_valid || r->width <= 0 || r->height <= 0)
    return FALSE;
  graphene_rect_init (bounds, r->x, r->y, r->width, r->height);
  return TRUE;
}
