/* pl-accessible.c — what GTK 4.8 does not say to assistive technology
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-accessible"

#include <adwaita.h>

#include "pl-accessible.h"

/* @label without its mnemonic underscores ("_Pass" is "Pass", "__" is
 * one underscore): what the player reads on the button. */
static char *
strip_mnemonic (const char *label)
{
  GString *spoken = g_string_new (NULL);
  for (const char *p = label; *p != '\0'; p++)
    if (*p != '_' || (p[1] == '_' && *++p))
      g_string_append_c (spoken, *p);
  return g_string_free (spoken, FALSE);
}

/* GTK 4.8 names a mnemonic button by its label property ("_Pass") and
 * then by the label that its mnemonic points at ("Pass"): "_Pass Pass".
 * Its name becomes the words alone, and the relation goes. */
void
pl_accessible_name_mnemonic_button (GtkButton *button)
{
  const char *label;
  g_autofree char *spoken = NULL;

  g_return_if_fail (GTK_IS_BUTTON (button));

  label = gtk_button_get_label (button);
  if (label == NULL || !gtk_button_get_use_underline (button))
    return;
  spoken = strip_mnemonic (label);
  gtk_accessible_update_property (GTK_ACCESSIBLE (button),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, spoken,
                                  -1);
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
}

static void
button_label_changed_cb (GtkButton *button)
{
  pl_accessible_name_mnemonic_button (button);
}

/* A widget is shown: if it is a mnemonic button, it gets its name now and
 * whenever its label changes.  An emission hook reaches the buttons that
 * libadwaita builds for AdwMessageDialog's responses, which no API of 1.2
 * hands out. */
static gboolean
widget_mapped_hook (GSignalInvocationHint *hint,
                    guint                  n_values,
                    const GValue          *values,
                    gpointer               user_data)
{
  static GQuark watched;
  GObject *object = g_value_get_object (&values[0]);

  if (!GTK_IS_BUTTON (object))
    return TRUE;
  if (watched == 0)
    watched = g_quark_from_static_string ("pl-accessible-mnemonic");
  if (g_object_get_qdata (object, watched) == NULL)
    {
      g_object_set_qdata (object, watched, GINT_TO_POINTER (TRUE));
      g_signal_connect (object, "notify::label", G_CALLBACK (button_label_changed_cb), NULL);
      g_signal_connect (object, "notify::use-underline",
                        G_CALLBACK (button_label_changed_cb), NULL);
    }
  pl_accessible_name_mnemonic_button (GTK_BUTTON (object));
  return TRUE;
}

void
pl_accessible_watch_mnemonics (void)
{
  static gboolean watching;

  if (watching)
    return;
  watching = TRUE;
  /* The signal exists once the class is initialized. */
  g_type_class_unref (g_type_class_ref (GTK_TYPE_BUTTON));
  g_signal_add_emission_hook (g_signal_lookup ("map", GTK_TYPE_WIDGET), 0,
                              widget_mapped_hook, NULL, NULL);
}
