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

#include "ui-test-util.h"

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
  g_autoptr(GSettings) settings = ui_test_new_settings ();
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
  box = GTK_FLOW_BOX (ui_test_find (GTK_WIDGET (window), GTK_TYPE_FLOW_BOX, NULL));
  speed = ADW_COMBO_ROW (ui_test_find (GTK_WIDGET (window), ADW_TYPE_COMBO_ROW, NULL));
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

/* Issue 12: each playable game's group is built from its options table,
 * a row per option bound to its key; Skat, which keeps the tournament
 * list, has the choice of the score sheet as well, Bézique does not. */
static void
test_game_groups (void)
{
  g_autoptr(GSettings) settings = ui_test_new_settings ();
  PlPreferencesWindow *window = pl_preferences_window_new (NULL, settings);
  GtkWidget *skat = ui_test_find (GTK_WIDGET (window), G_TYPE_NONE, "skat");
  GtkWidget *bezique = ui_test_find (GTK_WIDGET (window), G_TYPE_NONE, "bezique");
  GtkWidget *row;
  GtkSwitch *toggle;

  g_assert_nonnull (skat);
  g_assert_nonnull (bezique);
  g_assert_cmpstr (adw_preferences_group_get_title (ADW_PREFERENCES_GROUP (skat)), ==, "Skat");
  g_assert_cmpstr (adw_preferences_group_get_description (ADW_PREFERENCES_GROUP (bezique)), ==,
                   "Changes apply from the next deal; the length of the game from the next "
                   "game.");

  /* A choice: the combo row lists the table's labels and sets the key. */
  row = ui_test_find (skat, G_TYPE_NONE, "skat-players");
  g_assert_true (ADW_IS_COMBO_ROW (row));
  g_assert_cmpstr (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (row)), ==, "_Players");
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (row)), ==, 0);
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), 1);
  g_assert_cmpint (g_settings_get_int (settings, "skat-players"), ==, 4);
  g_settings_set_int (settings, "skat-players", 3);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (row)), ==, 0);

  /* Three choices, the old laws' first (seed 002): the last eight as made,
   * the end of the deal, at once. */
  row = ui_test_find (bezique, G_TYPE_NONE, "bezique-brisques");
  g_assert_true (ADW_IS_COMBO_ROW (row));
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (ADW_COMBO_ROW (row))),
                    ==, 3);
  g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (row)), ==, 0);
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), 2);
  {
    g_autofree char *brisques = g_settings_get_string (settings, "bezique-brisques");

    g_assert_cmpstr (brisques, ==, "at-once");
  }
  /* Issue 18's choice of reusing declared cards: a row of its own, the
   * record's two words. */
  row = ui_test_find (bezique, G_TYPE_NONE, "bezique-reuse");
  g_assert_true (ADW_IS_COMBO_ROW (row));
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), 1);
  {
    g_autofree char *reuse = g_settings_get_string (settings, "bezique-reuse");

    g_assert_cmpstr (reuse, ==, "whole");
  }
  /* Options that the match sets for one deal are no rows (Skat's
   * bock-deal); the club variants the table plays are (issue 16), each
   * under the switch it needs. */
  /* Kontra only after 18 changes nothing without Kontra: it comes right
   * under it, and waits for it. */
  row = ui_test_find (skat, G_TYPE_NONE, "skat-kontra-18");
  g_assert_nonnull (row);
  g_assert_true (gtk_widget_get_prev_sibling (row) ==
                 ui_test_find (skat, G_TYPE_NONE, "skat-kontra"));
  g_assert_false (gtk_widget_get_sensitive (row));
  g_settings_set_boolean (settings, "skat-kontra", TRUE);
  g_assert_true (gtk_widget_get_sensitive (row));
  g_settings_reset (settings, "skat-kontra");
  g_assert_false (gtk_widget_get_sensitive (row));
  g_assert_null (ui_test_find (skat, G_TYPE_NONE, "skat-bock-deal"));
  g_assert_null (ui_test_find (skat, G_TYPE_NONE, "skat-ramsch-deal"));
  row = ui_test_find (skat, G_TYPE_NONE, "skat-schieberamsch");
  g_assert_nonnull (row);
  g_assert_true (gtk_widget_get_prev_sibling (row) ==
                 ui_test_find (skat, G_TYPE_NONE, "skat-ramsch"));
  g_assert_false (gtk_widget_get_sensitive (row));
  row = ui_test_find (skat, G_TYPE_NONE, "skat-ramsch-rounds");
  g_assert_nonnull (row);
  g_assert_true (gtk_widget_get_prev_sibling (row) ==
                 ui_test_find (skat, G_TYPE_NONE, "skat-bock"));
  g_assert_false (gtk_widget_get_sensitive (row));
  g_settings_set_boolean (settings, "skat-bock", TRUE);
  g_assert_true (gtk_widget_get_sensitive (row));
  g_settings_reset (settings, "skat-bock");

  /* A switch. */
  row = ui_test_find (skat, G_TYPE_NONE, "skat-kontra");
  g_assert_true (ADW_IS_ACTION_ROW (row));
  toggle = GTK_SWITCH (ui_test_find (row, GTK_TYPE_SWITCH, NULL));
  g_assert_false (gtk_switch_get_active (toggle));
  gtk_switch_set_active (toggle, TRUE);
  g_assert_true (g_settings_get_boolean (settings, "skat-kontra"));

  g_assert_nonnull (ui_test_find (skat, G_TYPE_NONE, "score-sheet-style"));
  g_assert_null (ui_test_find (bezique, G_TYPE_NONE, "score-sheet-style"));

  g_settings_reset (settings, "skat-kontra");
  g_settings_reset (settings, "bezique-brisques");
  g_settings_reset (settings, "bezique-reuse");
  gtk_window_destroy (GTK_WINDOW (window));
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
  g_test_add_func ("/preferences-window/game-groups", test_game_groups);

  return g_test_run ();
}
