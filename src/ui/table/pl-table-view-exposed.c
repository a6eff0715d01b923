/* pl-table-view-exposed.c — the cards lying exposed before their owner, by the book's laws
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-table"

#include <glib/gi18n-lib.h>

#include "pl-card-widget.h"
#include "pl-table-view-private.h"

/*
 * Seed 001, law 46: an exposed card "must be left on the table", liable
 * to be called until it is played (Bézique's faced cards and Cassino's
 * card played out of turn the same: PlLawsState.exposed).  The view lays
 * each seat's exposed cards face up in a small row beside its hand, on the
 * side of the table's middle, with the caption "Exposed"; the cards are
 * still the owner's to play, from his hand.  The row is rebuilt when the
 * table changes, and placed after the cards are.
 */

/* The row's cards against the table's: smaller, so that the row stays
 * beside the hand and clear of the trick. */
#define EXPOSED_SCALE 0.55

static void
clear_row (GtkWidget *row)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (row)) != NULL)
    gtk_box_remove (GTK_BOX (row), child);
}

void
pl_table_view_update_exposed (PlTableView *self)
{
  guint n_seats = self->table != NULL ? pl_table_get_n_seats (self->table) : 0;

  for (guint s = 0; s < PL_LAYOUT_MAX_SEATS; s++)
    {
      PlCardSet cards = s < n_seats ? pl_table_get_exposed (self->table, s) : 0;
      GtkWidget *row = self->exposed_rows[s];
      g_autofree char *label = NULL;
      GtkWidget *caption;
      PlCard card;

      if (cards == self->exposed_cards[s] && (cards == 0 || row != NULL))
        continue;
      self->exposed_cards[s] = cards;
      if (cards == 0)
        {
          if (row != NULL)
            gtk_widget_set_visible (row, FALSE);
          continue;
        }
      if (row == NULL)
        {
          row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
          gtk_widget_add_css_class (row, "exposed-cards");
          gtk_widget_set_can_target (row, FALSE);
          gtk_widget_set_parent (row, GTK_WIDGET (self));
          self->exposed_rows[s] = row;
        }
      clear_row (row);
      caption = gtk_label_new (C_("exposed cards", "Exposed"));
      gtk_widget_add_css_class (caption, "exposed-caption");
      gtk_box_append (GTK_BOX (row), caption);
      PL_CARDSET_FOREACH (cards, card)
        {
          GtkWidget *widget = pl_card_widget_new (card);
          int width = (int) (self->layout.card_width * EXPOSED_SCALE);

          pl_card_widget_set_theme (PL_CARD_WIDGET (widget), self->theme);
          pl_card_widget_set_texture_width (PL_CARD_WIDGET (widget), self->texture_width);
          gtk_widget_set_size_request (widget, MAX (width, 16),
                                       MAX ((int) (self->layout.card_height * EXPOSED_SCALE),
                                            22));
          gtk_box_append (GTK_BOX (row), widget);
        }
      /* Translators: what a screen reader says of the row before a seat:
       * "Carl's exposed cards". */
      label = g_strdup_printf (_("%s’s exposed cards"),
                               pl_seat_get_name (pl_table_get_seat (self->table, s)));
      gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                      GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
      gtk_widget_set_visible (row, TRUE);
      gtk_widget_queue_allocate (GTK_WIDGET (self));
    }
}

void
pl_table_view_allocate_exposed (PlTableView *self,
                                int          width,
                                int          height)
{
  for (guint s = 0; s < PL_LAYOUT_MAX_SEATS; s++)
    {
      GtkWidget *row = self->exposed_rows[s];
      const PlLayoutSeat *seat = &self->layout.seats[s];
      const PlLayoutRect *box = &seat->hand_box;
      int w, h;
      double x, y;

      if (row == NULL || !gtk_widget_get_visible (row))
        continue;
      for (GtkWidget *child = gtk_widget_get_first_child (row); child != NULL;
           child = gtk_widget_get_next_sibling (child))
        if (PL_IS_CARD_WIDGET (child))
          gtk_widget_set_size_request (child,
                                       MAX ((int) (self->layout.card_width * EXPOSED_SCALE), 16),
                                       MAX ((int) (self->layout.card_height * EXPOSED_SCALE), 22));
      gtk_widget_measure (row, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &w, NULL, NULL);
      gtk_widget_measure (row, GTK_ORIENTATION_VERTICAL, w, NULL, &h, NULL, NULL);
      /* On the hand's side towards the middle of the table. */
      switch (seat->side)
        {
        case PL_LAYOUT_SIDE_LEFT:
          x = box->x + box->width + PL_LAYOUT_MARGIN;
          y = box->y + box->height + PL_LAYOUT_MARGIN;
          break;
        case PL_LAYOUT_SIDE_RIGHT:
          x = box->x - w - PL_LAYOUT_MARGIN;
          y = box->y + box->height + PL_LAYOUT_MARGIN;
          break;
        case PL_LAYOUT_SIDE_TOP:
          x = box->x + box->width + PL_LAYOUT_MARGIN;
          y = box->y;
          break;
        case PL_LAYOUT_SIDE_BOTTOM:
        default:
          x = box->x + box->width + PL_LAYOUT_MARGIN;
          y = box->y + box->height - h;
          break;
        }
      /* Within the table, however narrow. */
      x = CLAMP (x, PL_LAYOUT_MARGIN, MAX (PL_LAYOUT_MARGIN, width - w - PL_LAYOUT_MARGIN));
      y = CLAMP (y, PL_LAYOUT_MARGIN, MAX (PL_LAYOUT_MARGIN, height - h - PL_LAYOUT_MARGIN));
      gtk_widget_size_allocate (row, &(GtkAllocation) { (int) x, (int) y, w, h }, -1);
    }
}

void
pl_table_view_dispose_exposed (PlTableView *self)
{
  for (guint s = 0; s < PL_LAYOUT_MAX_SEATS; s++)
    {
      g_clear_pointer (&self->exposed_rows[s], gtk_widget_unparent);
      self->exposed_cards[s] = 0;
    }
}
