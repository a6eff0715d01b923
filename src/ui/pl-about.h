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
/* Reads @xml, a translated metainfo; the release notes are in the first of
 * @languages (as g_get_language_names() gives them) that each paragraph is
 * translated into, else in English. */
gboolean pl_about_info_parse_for_languages (PlAboutInfo         *info,
                                            const char          *xml,
                                            gssize               length,
                                            const char * const  *languages,
                                            GError             **error);
/* The same, in the user's languages. */
gboolean pl_about_info_parse (PlAboutInfo  *info,
                              const char   *xml,
                              gssize        length,
                              GError      **error);
/* The same, of the metainfo in the resources. */
gboolean pl_about_info_load  (PlAboutInfo  *info,
                              GError      **error);

void     pl_about_show       (GtkWindow    *parent);

G_END_DECLS
