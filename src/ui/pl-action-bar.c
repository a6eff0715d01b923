/* pl-action-bar.c — the bar under the table where the human decides what is not a card
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-action-bar"

#include <glib/gi18n-lib.h>

#include "pl-accessible.h"
#include "pl-action-bar.h"

struct _PlActionBar
{
  GtkWidget  parent_instance;

  GtkWidget *box;
  GtkWidget *title;
  GtkWidget *detail;
  GtkWidget *actions;
  GtkWidget *switches;
  GtkWidget *suggested;
};

enum {
  SIGNAL_MOVE,
  SIGNAL_ACTION,
  N_SIGNALS,
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (PlActionBar, pl_action_bar, GTK_TYPE_WIDGET)

#define MOVE_KEY "pl-action-bar-move"
#define ID_KEY "pl-action-bar-id"

static void
button_clicked_cb (GtkButton   *button,
                   PlActionBar *self)
{
  const PlMove *move = g_object_get_data (G_OBJECT (button), MOVE_KEY);

  /* The button goes if the move changes the bar: the move is copied. */
  if (move != NULL)
    {
      PlMove copy = *move;

      g_signal_emit (self, signals[SIGNAL_MOVE], 0, &copy);
      return;
    }
  g_signal_emit (self, signals[SIGNAL_ACTION], 0,
                 GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), ID_KEY)));
}

void
pl_action_bar_set_status (PlActionBar *self,
                            const char    *title,
                            const char    *detail)
{
  g_return_if_fail (PL_IS_ACTION_BAR (self));

  gtk_label_set_label (GTK_LABEL (self->title), title ? title : "");
  gtk_widget_set_visible (self->title, title != NULL && *title != '\0');
  gtk_label_set_label (GTK_LABEL (self->detail), detail ? detail : "");
  gtk_widget_set_visible (self->detail, detail != NULL && *detail != '\0');
}

void
pl_action_bar_clear_actions (PlActionBar *self)
{
  GtkWidget *child;

  g_return_if_fail (PL_IS_ACTION_BAR (self));

  while ((child = gtk_widget_get_first_child (self->actions)) != NULL)
    gtk_box_remove (GTK_BOX (self->actions), child);
  while ((child = gtk_widget_get_first_child (self->switches)) != NULL)
    gtk_box_remove (GTK_BOX (self->switches), child);
  gtk_widget_set_visible (self->switches, FALSE);
  self->suggested = NULL;
}

static GtkWidget *
add_button (PlActionBar *self,
            const char  *label,
            gboolean     suggested)
{
  GtkWidget *button = gtk_button_new_with_mnemonic (label);

  /* GTK 4.8 reads a mnemonic button as "_Pass Pass". */
  pl_accessible_name_mnemonic_button (GTK_BUTTON (button));
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

GtkWidget *
pl_action_bar_add_move (PlActionBar  *self,
                        const PlMove *move,
                        const char   *label,
                        gboolean      suggested)
{
  GtkWidget *button;

  g_return_val_if_fail (PL_IS_ACTION_BAR (self), NULL);
  g_return_val_if_fail (move != NULL && label != NULL, NULL);

  button = add_button (self, label, suggested);
  g_object_set_data_full (G_OBJECT (button), MOVE_KEY, g_memdup2 (move, sizeof *move), g_free);
  return button;
}

GtkWidget *
pl_action_bar_add_action (PlActionBar *self,
                          const char  *label,
                          guint        id,
                          gboolean     suggested)
{
  GtkWidget *button;

  g_return_val_if_fail (PL_IS_ACTION_BAR (self), NULL);
  g_return_val_if_fail (label != NULL, NULL);

  button = add_button (self, label, suggested);
  g_object_set_data (G_OBJECT (button), ID_KEY, GUINT_TO_POINTER (id));
  return button;
}

GtkWidget *
pl_action_bar_add_switch (PlActionBar *self,
                          const char  *label,
                          gboolean     active)
{
  GtkWidget *row, *text, *toggle;

  g_return_val_if_fail (PL_IS_ACTION_BAR (self), NULL);
  g_return_val_if_fail (label != NULL, NULL);

  /* Under the buttons, on a line of its own: a switch qualifies the
   * decisions above it rather than being one, and the buttons keep their
   * width on a phone. */
  row = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  text = gtk_label_new_with_mnemonic (label);
  toggle = gtk_switch_new ();
  gtk_switch_set_active (GTK_SWITCH (toggle), active);
  gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
  gtk_label_set_mnemonic_widget (GTK_LABEL (text), toggle);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (toggle),
                                  GTK_ACCESSIBLE_RELATION_LABELLED_BY, text, NULL, -1);
  gtk_box_append (GTK_BOX (row), text);
  gtk_box_append (GTK_BOX (row), toggle);
  gtk_box_append (GTK_BOX (self->switches), row);
  gtk_widget_set_visible (self->switches, TRUE);
  return toggle;
}

void
pl_action_bar_add_widget (PlActionBar *self,
                          GtkWidget   *widget)
{
  g_return_if_fail (PL_IS_ACTION_BAR (self));
  g_return_if_fail (GTK_IS_WIDGET (widget));

  gtk_box_append (GTK_BOX (self->actions), widget);
}

gboolean
pl_action_bar_focus_default (PlActionBar *self)
{
  g_return_val_if_fail (PL_IS_ACTION_BAR (self), FALSE);

  if (self->suggested != NULL && gtk_widget_get_sensitive (self->suggested))
    return gtk_widget_grab_focus (self->suggested);
  return FALSE;
}

GStrv
pl_action_bar_dup_action_labels (PlActionBar *self)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  g_return_val_if_fail (PL_IS_ACTION_BAR (self), NULL);

  for (GtkWidget *child = gtk_widget_get_first_child (self->actions);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      g_autofree char *plain = NULL;
      const char *label;
      GString *text;

      /* Only the buttons have labels to read. */
      if (!GTK_IS_BUTTON (child))
        continue;
      label = gtk_button_get_label (GTK_BUTTON (child));
      text = g_string_new (NULL);

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
pl_action_bar_dispose (GObject *object)
{
  PlActionBar *self = PL_ACTION_BAR (object);

  g_clear_pointer (&self->box, gtk_widget_unparent);

  G_OBJECT_CLASS (pl_action_bar_parent_class)->dispose (object);
}

static void
pl_action_bar_class_init (PlActionBarClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = pl_action_bar_dispose;

  signals[SIGNAL_MOVE] =
    g_signal_new ("move", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
  signals[SIGNAL_ACTION] =
    g_signal_new ("action", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);

  gtk_widget_class_set_layout_manager_type (widget_class, GTK_TYPE_BIN_LAYOUT);
  gtk_widget_class_set_css_name (widget_class, "action-bar");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
}

static void
pl_action_bar_init (PlActionBar *self)
{
  GtkWidget *labels;

  /* A card-like panel over the cloth (style.css). */
  gtk_widget_add_css_class (GTK_WIDGET (self), "pl-action-bar");

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

  self->switches = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 18);
  gtk_widget_set_halign (self->switches, GTK_ALIGN_CENTER);
  gtk_widget_set_visible (self->switches, FALSE);
  gtk_box_append (GTK_BOX (self->box), self->switches);

  /* Not only the bidding: every decision that is not a card. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Decisions"), -1);
}

GtkWidget *
pl_action_bar_new (void)
{
  return g_object_new (PL_TYPE_ACTION_BAR, NULL);
}
