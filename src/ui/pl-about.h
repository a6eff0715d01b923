/* pl-about.h — the About window, filled from the AppStream metainfo
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* What the About window shows, read from the metainfo. */
typedef struct {
  char *name;
  char *developer;
  char *homepage;
  char *bugtracker;
  char *version;             /* the newest release */
  char *release_notes;       /* its description, in AppStream markup */
} PlAboutInfo;

void     pl_about_info_clear (PlAboutInfo  *info);
gboolean pl_about_info_parse (PlAboutInfo  *info,
                              const char   *xml,
                              gssize        length,
                              GError      **error);

void     pl_about_show       (GtkWindow    *parent);

G_END_DECLS
