/* pl-card-picture.c — one card drawn small, for dialogs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-card-picture"

#include "pl-card-names.h"
#include "pl-card-picture.h"

GtkWidget *
pl_card_picture_new (PlCardTheme *theme,
                     PlCard       card,
                     int          width,
                     int          scale)
{
  g_autofree char *spoken = pl_card_get_display_name (card);
  GdkTexture *texture = NULL;
  GtkWidget *widget;
  char name[4] = "";

  if (card != PL_CARD_NONE)
    pl_card_to_string (card, name);

  if (theme != NULL)
    texture = pl_card_theme_get_texture (theme, card, width, scale);

  if (texture != NULL)
    {
      int height = pl_card_theme_get_card_height (theme, width);

      widget = gtk_picture_new_for_paintable (GDK_PAINTABLE (texture));
      gtk_picture_set_can_shrink (GTK_PICTURE (widget), TRUE);
      gtk_widget_set_size_request (widget, width, height);
    }
  else
    {
      widget = gtk_label_new (card != PL_CARD_NONE ? name : "▒");
      gtk_widget_set_size_request (widget, width, width * 3 / 2);
    }

  gtk_widget_add_css_class (widget, "pl-card-picture");
  gtk_widget_set_halign (widget, GTK_ALIGN_CENTER);
  gtk_widget_set_valign (widget, GTK_ALIGN_CENTER);
  /* "Queen of Spades", as the table's own cards are announced. */
  gtk_widget_set_tooltip_text (widget, spoken);
  gtk_accessible_update_property (GTK_ACCESSIBLE (widget),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, spoken, -1);
  /* The tooltip is the accessible description too in GTK 4.8: the card is
   * said once, by its name. */
  gtk_accessible_reset_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
  return widget;
}
