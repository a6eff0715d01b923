/* pl-peek-dialog.h — looking at the last trick, and at earlier ones for a price
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "pl-card-theme.h"
#include "pl-table.h"

G_BEGIN_DECLS

/*
 * Seed 000, "Seeing Tricks": "any player is allowed to look at the last
 * trick turned and quitted.  Any player looking at any other trick but the
 * last may be penalized ten points."  The dialog opens on the last trick
 * (free); "Earlier Trick" asks first and then charges the table
 * (pl_table_peek_trick() writes the penalty on the score sheet).  A trick
 * once paid for is not charged again while the dialog is open.
 *
 * Signals
 *   "peeked" (guint index, gint cost)   a trick was shown
 */
#define PL_TYPE_PEEK_DIALOG (pl_peek_dialog_get_type ())
G_DECLARE_FINAL_TYPE (PlPeekDialog, pl_peek_dialog, PL, PEEK_DIALOG, AdwWindow)

/* NULL if no trick is complete yet. */
PlPeekDialog *pl_peek_dialog_new        (GtkWindow   *parent,
                                         PlTable     *table,
                                         PlCardTheme *theme);
guint         pl_peek_dialog_get_index  (PlPeekDialog *self);
/* "HT SA S7 by seat, taken by …" for the test state file. */
char         *pl_peek_dialog_describe   (PlPeekDialog *self);

G_END_DECLS
