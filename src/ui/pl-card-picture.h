/* pl-card-picture.h — one card drawn small, for dialogs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "pl-card-theme.h"

G_BEGIN_DECLS

/* A picture of @card (PL_CARD_NONE: the back) @width logical pixels wide,
 * from @theme's cache, labelled with the card's name for screen readers;
 * a plain label in the card notation when no deck is loaded yet. */
GtkWidget *pl_card_picture_new (PlCardTheme *theme,
                                PlCard       card,
                                int          width,
                                int          scale);

G_END_DECLS
