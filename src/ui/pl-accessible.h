/* pl-accessible.h — what GTK 4.8 does not say to assistive technology
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* Names @button, whose label has a mnemonic, by the words it shows. */
void            pl_accessible_name_mnemonic_button (GtkButton *button);

/* From now on every button whose label has a mnemonic is named by the
 * words it shows, wherever it is built (our windows, AdwMessageDialog's
 * responses): GTK 4.8 reads it "_Pass Pass" otherwise.  Called once, at
 * the application's startup. */
void            pl_accessible_watch_mnemonics    (void);

G_END_DECLS
