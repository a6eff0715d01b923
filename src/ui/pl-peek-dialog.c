/* pl-peek-dialog.c — looking at the last trick, and at earlier ones for a price
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-peek"

#include <glib/gi18n-lib.h>

#include "pl-card-picture.h"
#include "pl-peek-dialog.h"

#define CARD_WIDTH 88

struct _PlPeekDialog
{
  AdwWindow    parent_instance;

  PlTable     *table;
  PlCardTheme *theme;
  guint        index;
  guint64      paid;          /* bit i: trick i was paid for or free */

  PlCard       cards[PL_MAX_SEATS];
  guint        seats[PL_MAX_SEATS];
  guint        n_cards;
  guint        winner;

  AdwWindowTitle *title;
  GtkWidget   *cards_box;
  GtkWidget   *taken_label;
  GtkWidget   *earlier_button;
  GtkWidget   *later_button;
};

enum {
  SIGNAL_PEEKED,
  N_SIGNALS,
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (PlPeekDialog, pl_peek_dialog, ADW_TYPE_WINDOW)

static const char *
seat_name (PlPeekDialog *self,
           guint         seat)
{
  PlSeat *s = pl_table_get_seat (self->table, seat);

  return s != NULL ? pl_seat_get_name (s) : "";
}

static void
show_trick (PlPeekDialog *self,
            guint         index)
{
  guint n_tricks = pl_table_get_n_tricks (self->table);
  gint cost = pl_table_get_peek_cost (self->table, index);
  g_autofree char *subtitle = NULL;
  g_autofree char *taken = NULL;
  GtkWidget *child;
  guint leader = 0;

  if (cost < 0)
    return;
  if (self->paid & (G_GUINT64_CONSTANT (1) << index))
    cost = 0;

  if (!pl_table_peek_trick (self->table, index, self->cards, &self->n_cards,
                            &leader, &self->winner))
    return;
  self->paid |= G_GUINT64_CONSTANT (1) << index;
  self->index = index;

  /* The cards are in the order played from the leader; the game's view
   * says whose each is (Skat's dealer of four, Euchre's lone hand's
   * partner sit out). */
  if (!pl_table_get_trick_seats (self->table, index, self->seats))
    return;

  while ((child = gtk_widget_get_first_child (self->cards_box)) != NULL)
    gtk_box_remove (GTK_BOX (self->cards_box), child);

  for (guint i = 0; i < self->n_cards; i++)
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
      GtkWidget *picture = pl_card_picture_new (self->theme, self->cards[i], CARD_WIDTH,
                                                gtk_widget_get_scale_factor (GTK_WIDGET (self)));
      GtkWidget *name = gtk_label_new (seat_name (self, self->seats[i]));

      gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
      gtk_label_set_max_width_chars (GTK_LABEL (name), 12);
      gtk_box_append (GTK_BOX (box), picture);
      gtk_box_append (GTK_BOX (box), name);
      if (self->seats[i] == self->winner)
        {
          gtk_widget_add_css_class (box, "pl-trick-winner");
          gtk_widget_add_css_class (name, "heading");
        }
      else
        gtk_widget_add_css_class (name, "dim-label");
      gtk_box_append (GTK_BOX (self->cards_box), box);
    }

  if (index + 1 == n_tricks)
    adw_window_title_set_title (self->title, _("Last Trick"));
  else if (!pl_table_get_tricks_countable (self->table))
    adw_window_title_set_title (self->title, _("Earlier Trick"));
  else
    {
      g_autofree char *title = g_strdup_printf (_("Trick %u"), index + 1);

      adw_window_title_set_title (self->title, title);
    }
  /* No number by which the stock could be counted where the laws forbid
   * it (Bézique's French laws, seed 002). */
  if (pl_table_get_tricks_countable (self->table))
    subtitle = g_strdup_printf (_("%u of %u"), index + 1, n_tricks);
  adw_window_title_set_subtitle (self->title, subtitle);

  if (self->winner == pl_table_get_human_seat (self->table))
    taken = g_strdup (_("You took the trick"));
  else
    /* Translators: "Anna took the trick". */
    taken = g_strdup_printf (_("%s took the trick"), seat_name (self, self->winner));
  gtk_label_set_label (GTK_LABEL (self->taken_label), taken);

  gtk_widget_set_sensitive (self->earlier_button, index > 0);
  gtk_widget_set_sensitive (self->later_button, index + 1 < n_tricks);

  g_signal_emit (self, signals[SIGNAL_PEEKED], 0, index, cost);
}

static void
confirm_response_cb (AdwMessageDialog *dialog,
                     const char       *response,
                     PlPeekDialog     *self)
{
  if (g_strcmp0 (response, "look") == 0)
    show_trick (self, self->index - 1);
}

static void
earlier_clicked_cb (PlPeekDialog *self)
{
  guint index;
  gint cost;
  AdwMessageDialog *dialog;
  g_autofree char *body = NULL;

  if (self->index == 0)
    return;
  index = self->index - 1;
  cost = pl_table_get_peek_cost (self->table, index);
  if (cost <= 0 || (self->paid & (G_GUINT64_CONSTANT (1) << index)))
    {
      show_trick (self, index);
      return;
    }

  /* Seed 000: "Any player looking at any other trick but the last may be
   * penalized ten points." */
  body = g_strdup_printf (ngettext ("Only the last trick may be seen freely. Looking at an "
                                    "earlier trick costs you %d point on the score sheet.",
                                    "Only the last trick may be seen freely. Looking at an "
                                    "earlier trick costs you %d points on the score sheet.",
                                    cost), cost);
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self),
                                                       _("Look at an Earlier Trick?"),
                                                       body));
  adw_message_dialog_add_responses (dialog,
                                    "cancel", _("_Cancel"),
                                    "look", _("_Look and Pay"),
                                    NULL);
  adw_message_dialog_set_response_appearance (dialog, "look", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (dialog, "cancel");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (confirm_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
later_clicked_cb (PlPeekDialog *self)
{
  if (self->index + 1 < pl_table_get_n_tricks (self->table))
    show_trick (self, self->index + 1);
}

guint
pl_peek_dialog_get_index (PlPeekDialog *self)
{
  g_return_val_if_fail (PL_IS_PEEK_DIALOG (self), 0);

  return self->index;
}

char *
pl_peek_dialog_describe (PlPeekDialog *self)
{
  GString *text = g_string_new (NULL);

  g_return_val_if_fail (PL_IS_PEEK_DIALOG (self), NULL);

  for (guint i = 0; i < self->n_cards; i++)
    {
      char name[3];

      pl_card_to_string (self->cards[i], name);
      g_string_append_printf (text, "%s%s:%u", i ? " " : "", name, self->seats[i]);
    }
  g_string_append_printf (text, " winner:%u", self->winner);
  return g_string_free (text, FALSE);
}

static void
pl_peek_dialog_dispose (GObject *object)
{
  PlPeekDialog *self = PL_PEEK_DIALOG (object);

  g_clear_object (&self->table);
  g_clear_object (&self->theme);
  gtk_widget_dispose_template (GTK_WIDGET (object), PL_TYPE_PEEK_DIALOG);

  G_OBJECT_CLASS (pl_peek_dialog_parent_class)->dispose (object);
}

static void
pl_peek_dialog_class_init (PlPeekDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = pl_peek_dialog_dispose;

  signals[SIGNAL_PEEKED] =
    g_signal_new ("peeked", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_UINT, G_TYPE_INT);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);

  gtk_widget_class_set_template_from_resource (widget_class, RESOURCE_PATH "/pl-peek-dialog.ui");
  gtk_widget_class_bind_template_child (widget_class, PlPeekDialog, title);
  gtk_widget_class_bind_template_child (widget_class, PlPeekDialog, cards_box);
  gtk_widget_class_bind_template_child (widget_class, PlPeekDialog, taken_label);
  gtk_widget_class_bind_template_child (widget_class, PlPeekDialog, earlier_button);
  gtk_widget_class_bind_template_child (widget_class, PlPeekDialog, later_button);
  gtk_widget_class_bind_template_callback (widget_class, earlier_clicked_cb);
  gtk_widget_class_bind_template_callback (widget_class, later_clicked_cb);
}

static void
pl_peek_dialog_init (PlPeekDialog *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

PlPeekDialog *
pl_peek_dialog_new (GtkWindow   *parent,
                    PlTable     *table,
                    PlCardTheme *theme)
{
  PlPeekDialog *self;
  guint n_tricks;

  g_return_val_if_fail (PL_IS_TABLE (table), NULL);

  n_tricks = pl_table_get_n_tricks (table);
  if (n_tricks == 0)
    return NULL;

  self = g_object_new (PL_TYPE_PEEK_DIALOG, "transient-for", parent, NULL);
  self->table = g_object_ref (table);
  self->theme = theme ? g_object_ref (theme) : NULL;
  show_trick (self, n_tricks - 1);

  return self;
}
