/* test-preferences-window.c — the Preferences window edits the settings
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Needs a display (meson runs it under xvfb-run when it is installed);
 * without one it skips.
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-test"

#include "pl-card-theme.h"
#include "pl-preferences-window.h"

static GSettings *
new_settings (void)
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

static GtkFlowBox *
find_flow_box (GtkWidget *widget)
{
  if (GTK_IS_FLOW_BOX (widget))
    return GTK_FLOW_BOX (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkFlowBox *box = find_flow_box (child);

      if (box != NULL)
        return box;
    }
  return NULL;
}

static AdwComboRow *
find_combo_row (GtkWidget *widget)
{
  if (ADW_IS_COMBO_ROW (widget))
    return ADW_COMBO_ROW (widget);
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      AdwComboRow *row = find_combo_row (child);

      if (row != NULL)
        return row;
    }
  return NULL;
}

static const char *
selected_id (GtkFlowBox *box)
{
  g_autoptr(GList) selected = gtk_flow_box_get_selected_children (box);

  if (selected == NULL)
    return NULL;
  return g_object_get_data (selected->data, "deck-id");
}

static void
test_preferences (void)
{
  g_autoptr(GSettings) settings = new_settings ();
  g_autoptr(GListModel) decks = pl_card_theme_list_installed ();
  PlPreferencesWindow *window;
  GtkFlowBox *box;
  AdwComboRow *speed;
  GtkFlowBoxChild *second;
  GtkStack *stack;
  guint n_tiles = 0;
  gint64 deadline;

  window = pl_preferences_window_new (NULL, settings);
  gtk_window_present (GTK_WINDOW (window));
  box = find_flow_box (GTK_WIDGET (window));
  speed = find_combo_row (GTK_WIDGET (window));
  g_assert_nonnull (box);
  g_assert_nonnull (speed);

  /* One tile per deck, the chosen one selected. */
  while (gtk_flow_box_get_child_at_index (box, n_tiles) != NULL)
    n_tiles++;
  g_assert_cmpuint (n_tiles, ==, g_list_model_get_n_items (decks));
  g_assert_cmpstr (selected_id (box), ==, PL_CARD_THEME_DEFAULT_ID);

  /* The setting moves the selection, and the selection the setting. */
  g_settings_set_string (settings, "card-deck", PL_CARD_THEME_FOUR_COLOUR_ID);
  g_assert_cmpstr (selected_id (box), ==, PL_CARD_THEME_FOUR_COLOUR_ID);
  gtk_flow_box_select_child (box, gtk_flow_box_get_child_at_index (box, 0));
  g_signal_emit_by_name (box, "selected-children-changed");
  {
    g_autofree char *deck = g_settings_get_string (settings, "card-deck");

    g_assert_cmpstr (deck, ==, PL_CARD_THEME_DEFAULT_ID);
  }

  /* The animation speed row follows the enum, in its order. */
  g_assert_cmpuint (adw_combo_row_get_selected (speed), ==, 2);
  adw_combo_row_set_selected (speed, 3);
  g_assert_cmpint (g_settings_get_enum (settings, "animation-speed"), ==, 3);
  g_settings_set_string (settings, "animation-speed", "off");
  g_assert_cmpuint (adw_combo_row_get_selected (speed), ==, 0);

  /* Previews arrive from a worker; the built-in decks come first. */
  second = gtk_flow_box_get_child_at_index (box, 1);
  stack = g_object_get_data (G_OBJECT (second), "preview-stack");
  deadline = g_get_monotonic_time () + 20 * G_USEC_PER_SEC;
  while (g_strcmp0 (gtk_stack_get_visible_child_name (stack), "preview") != 0 &&
         g_get_monotonic_time () < deadline)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpstr (gtk_stack_get_visible_child_name (stack), ==, "preview");

  gtk_window_destroy (GTK_WINDOW (window));
  /* Let the cancelled previews finish before the settings go. */
  for (int i = 0; i < 100 && g_main_context_pending (NULL); i++)
    g_main_context_iteration (NULL, FALSE);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  /* Exit status 77 tells meson the test was skipped. */
  if (!gtk_init_check ())
    {
      g_printerr ("No display: skipped\n");
      return 77;
    }
  adw_init ();

  g_test_add_func ("/preferences-window/settings", test_preferences);

  return g_test_run ();
}
