/* pl-application.h — the application: actions, settings, windows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "pl-card-theme.h"

G_BEGIN_DECLS

#define PL_TYPE_APPLICATION (pl_application_get_type ())

G_DECLARE_FINAL_TYPE (PlApplication, pl_application, PL, APPLICATION, AdwApplication)

PlApplication *pl_application_new          (void);
GSettings     *pl_application_get_settings (PlApplication *self);

PlCardTheme   *pl_application_get_card_theme (PlApplication *self);

G_END_DECLS
