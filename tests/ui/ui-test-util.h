/* ui-test-util.h — what the tests of the UI library share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

/* The settings of the schema as built (build/data), with the test
 * environment's memory backend, so that nothing of the user's is read or
 * written. */
static inline GSettings *
ui_test_new_settings (void)
{
  g_autofree char *dir = g_test_build_filename (G_TEST_BUILT, "..", "data", NULL);
  g_autoptr(GSettingsSchemaSource) source = NULL;
  g_autoptr(GSettingsSchema) schema = NULL;
  g_autoptr(GError) error = NULL;

  source = g_settings_schema_source_new_from_directory (dir, NULL, FALSE, &error);
  g_assert_no_error (error);
  schema = g_settings_schema_source_lookup (source, APP_ID, FALSE);
  g_assert_nonnull (schema);
  return g_settings_new_full (schema, NULL, NULL);
}

/* The first widget in @widget's tree (depth first, @widget included) of
 * @type (G_TYPE_NONE: any) and, unless NULL, of the widget name @name. */
static inline GtkWidget *
ui_test_find (GtkWidget  *widget,
              GType       type,
              const char *name)
{
  if ((type == G_TYPE_NONE || G_TYPE_CHECK_INSTANCE_TYPE (widget, type)) &&
      (name == NULL || g_strcmp0 (gtk_widget_get_name (widget), name) == 0))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = ui_test_find (child, type, name);

      if (found != NULL)
        return found;
    }
  return NULL;
}
