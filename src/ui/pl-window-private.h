/* pl-window-private.h — what the parts of PlWindow share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pl-skat-controller.h"
#include "pl-table.h"
#include "pl-window.h"

G_BEGIN_DECLS

PlTable          *pl_window_get_table       (PlWindow   *self);
GtkWidget        *pl_window_get_table_view  (PlWindow   *self);
GtkWidget        *pl_window_get_bidding_bar (PlWindow   *self);
PlSkatController *pl_window_get_controller  (PlWindow   *self);
const char       *pl_window_get_state_file  (PlWindow   *self);
/* TRUE (and remembers @contents) if @contents differ from the last written. */
gboolean          pl_window_state_changed   (PlWindow   *self,
                                             const char *contents);

/* pl-window-test-state.c: a GSourceFunc that writes the state file. */
gboolean          pl_window_write_test_state_cb (gpointer user_data);

G_END_DECLS
