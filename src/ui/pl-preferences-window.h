/* pl-preferences-window.h — the Preferences window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define PL_TYPE_PREFERENCES_WINDOW (pl_preferences_window_get_type ())

G_DECLARE_FINAL_TYPE (PlPreferencesWindow, pl_preferences_window, PL, PREFERENCES_WINDOW,
                      AdwPreferencesWindow)

/* A preferences window over @parent (may be NULL) editing @settings, the
 * application's settings (schema APP_ID). */
PlPreferencesWindow *pl_preferences_window_new (GtkWindow *parent,
                                                GSettings *settings);

G_END_DECLS
