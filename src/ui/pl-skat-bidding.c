/* pl-skat-bidding.c — the bar under the table where the human bids and decides
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-skat-bidding"

#include <glib/gi18n-lib.h>

#include "pl-skat-bidding.h"

struct _PlSkatBidding
{
  GtkWidget  parent_instance;

  GtkWidget *box;
  GtkWidget *title;
  GtkWidget *detail;
  GtkWidget *actions;
  GtkWidget *suggested;
};

enum {
  SIGNAL_ACTION,
  N_SIGNALS,
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (PlSkatBidding, pl_skat_bidding, GTK_TYPE_WIDGET)

static void
button_clicked_cb (GtkButton     *button,
                   PlSkatBidding *self)
{
  guint id = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "pl-action-id"));

  g_signal_emit (self, signals[SIGNAL_ACTION], 0, id);
}

void
pl_skat_bidding_set_status (PlSkatBidding *self,
                            const char    *title,
                            const char    *detail)
{
  g_return_if_fail (PL_IS_SKAT_BIDDING (self));

  gtk_label_set_label (GTK_LABEL (self->title), title ? title : "");
  gtk_widget_set_visible (self->title, title != NULL && *title != '\0');
  gtk_label_set_label (GTK_LABEL (self->detail), detail ? detail : "");
  gtk_widget_set_visible (self->detail, detail != NULL && *detail != '\0');
}

void
pl_skat_bidding_clear_actions (PlSkatBidding *self)
{
  GtkWidget *child;

  g_return_if_fail (PL_IS_SKAT_BIDDING (self));

  while ((child = gtk_widget_get_first_child (self->actions)) != NULL)
    gtk_box_remove (GTK_BOX (self->actions), child);
  self->suggested = NULL;
}

GtkWidget *
pl_skat_bidding_add_action (PlSkatBidding *self,
                            const char    *label,
                            guint          id,
                            gboolean       suggested)
{
  GtkWidget *button;

  g_return_val_if_fail (PL_IS_SKAT_BIDDING (self), NULL);
  g_return_val_if_fail (label != NULL, NULL);

  button = gtk_button_new_with_mnemonic (label);
  g_object_set_data (G_OBJECT (button), "pl-action-id", GUINT_TO_POINTER (id));
  g_signal_connect (button, "clicked", G_CALLBACK (button_clicked_cb), self);
  gtk_widget_add_css_class (button, "pill");
  if (suggested)
    {
      gtk_widget_add_css_class (button, "suggested-action");
      self->suggested = button;
    }
  gtk_box_append (GTK_BOX (self->actions), button);

  return button;
}

gboolean
pl_skat_bidding_focus_default (PlSkatBidding *self)
{
  g_return_val_if_fail (PL_IS_SKAT_BIDDING (self), FALSE);

  if (self->suggested != NULL && gtk_widget_get_sensitive (self->suggested))
    return gtk_widget_grab_focus (self->suggested);
  return FALSE;
}

GStrv
pl_skat_bidding_dup_action_labels (PlSkatBidding *self)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  g_return_val_if_fail (PL_IS_SKAT_BIDDING (self), NULL);

  for (GtkWidget *child = gtk_widget_get_first_child (self->actions);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      g_autofree char *plain = NULL;
      const char *label = gtk_button_get_label (GTK_BUTTON (child));
      GString *text = g_string_new (NULL);

      /* Without the mnemonic underline: what the player reads. */
      for (const char *p = label; p && *p; p++)
        if (*p != '_')
          g_string_append_c (text, *p);
      plain = g_string_free (text, FALSE);
      g_strv_builder_add (builder, plain);
    }
  return g_strv_builder_end (builder);
}

static void
pl_skat_bidding_dispose (GObject *object)
{
  PlSkatBidding *self = PL_SKAT_BIDDING (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);

  G_OBJECT_CLASS (pl_skat_bidding_parent_class)->dispose (object);
}

static void
pl_skat_bidding_class_init (PlSkatBiddingClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = pl_skat_bidding_dispose;

  signals[SIGNAL_ACTION] =
    g_signal_new ("action", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "skat-bidding");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
pl_skat_bidding_init (PlSkatBidding *self)
{
  GtkWidget *labels;

  /* The words above the buttons, both centred: it reads the same at any
   * width, down to a phone's. */
  self->box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 8);
  gtk_widget_set_parent (self->box, GTK_WIDGET (self));

  labels = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  gtk_widget_set_halign (labels, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (self->box), labels);

  self->title = gtk_label_new (NULL);
  gtk_label_set_justify (GTK_LABEL (self->title), GTK_JUSTIFY_CENTER);
  gtk_label_set_wrap (GTK_LABEL (self->title), TRUE);
  gtk_widget_add_css_class (self->title, "heading");
  gtk_box_append (GTK_BOX (labels), self->title);

  self->detail = gtk_label_new (NULL);
  gtk_label_set_justify (GTK_LABEL (self->detail), GTK_JUSTIFY_CENTER);
  gtk_label_set_wrap (GTK_LABEL (self->detail), TRUE);
  gtk_widget_add_css_class (self->detail, "dim-label");
  gtk_box_append (GTK_BOX (labels), self->detail);

  self->actions = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_halign (self->actions, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (self->box), self->actions);

  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Bidding"), -1);
}

GtkWidget *
pl_skat_bidding_new (void)
{
  return g_object_new (PL_TYPE_SKAT_BIDDING, NULL);
}
