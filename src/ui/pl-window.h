/* pl-window.h — the main window: the start page, and later the table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "pl-application.h"

G_BEGIN_DECLS

#define PL_TYPE_WINDOW (pl_window_get_type ())

G_DECLARE_FINAL_TYPE (PlWindow, pl_window, PL, WINDOW, AdwApplicationWindow)

PlWindow *pl_window_new        (PlApplication *application);
void      pl_window_show_toast (PlWindow      *self,
                                const char    *message);

G_END_DECLS
