/* pl-card-widget.h — one card on the table: a cached texture, focusable, announced
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "pl-card-theme.h"

G_BEGIN_DECLS

/*
 * PlCardWidget draws one card (its face, or the back for PL_CARD_NONE) from
 * the texture cache of a PlCardTheme, scaled to whatever size its parent
 * allocates.  It never renders SVG: a size not cached yet is drawn from the
 * nearest cached one, and redrawn when the theme's "prepared" says the
 * exact size is there.  The parent (PlTableView) places it, sets its
 * accessible label and decides whether it takes the focus.
 *
 * Its action "card.activate" (exported to assistive technology, enabled
 * by the parent with gtk_widget_action_set_enabled() on the cards the
 * player can act on) and gtk_widget_activate() emit "activate" ().
 */
#define PL_TYPE_CARD_WIDGET (pl_card_widget_get_type ())
G_DECLARE_FINAL_TYPE (PlCardWidget, pl_card_widget, PL, CARD_WIDGET, GtkWidget)

GtkWidget   *pl_card_widget_new              (PlCard        card);
PlCard       pl_card_widget_get_card         (PlCardWidget *self);
void         pl_card_widget_set_card         (PlCardWidget *self,
                                              PlCard        card);
void         pl_card_widget_set_theme        (PlCardWidget *self,
                                              PlCardTheme  *theme);
/* The width (logical pixels) the texture is looked up at: the table's
 * card width, so that every card shares one cached size. */
void         pl_card_widget_set_texture_width (PlCardWidget *self,
                                               int           width);
/* Drawn a little darker: not playable now. */
void         pl_card_widget_set_dimmed       (PlCardWidget *self,
                                              gboolean      dimmed);
gboolean     pl_card_widget_get_dimmed       (PlCardWidget *self);

G_END_DECLS
