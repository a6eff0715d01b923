/* test-settings.c — the games' options in the settings: one rule, every option
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-test"

#include "pl-bezique.h"
#include "pl-game-catalog.h"
#include "pl-settings.h"

#include "ui-test-util.h"

/* Issue 12 item 5: every option of every game played at the table has its
 * key, named GAME-KEY after the record, with the game's default; every
 * value of the option goes in and comes back out.  (A game whose table is
 * not built yet needs no keys.) */
static void
test_every_option (void)
{
  g_autoptr(GSettings) settings = ui_test_new_settings ();
  const PlGame *games[16];
  guint n_games = 0, n_entries, n_keys = 0;
  const PlGameEntry *entries = pl_game_catalog_get (&n_entries);

  for (guint i = 0; i < n_entries && n_games < G_N_ELEMENTS (games); i++)
    if (pl_game_entry_is_playable (&entries[i]))
      games[n_games++] = pl_game_lookup (entries[i].id);
  g_assert_cmpuint (n_games, >=, 2);
  for (guint g = 0; g < n_games; g++)
    for (guint i = 0; i < games[g]->n_options; i++)
      {
        const PlOptionSpec *spec = &games[g]->options[i];
        g_autofree char *key = pl_settings_option_key (games[g], spec);
        guint value = G_MAXUINT;

        g_test_message ("%s", key);
        g_assert_true (g_str_has_prefix (key, games[g]->id));
        /* An option without a title is set by the game itself (Skat's
         * bock-deal) or not offered at the table yet: no key, which would
         * be a preference nothing shows. */
        if (spec->title == NULL)
          {
            g_autoptr(GSettingsSchema) schema = NULL;

            g_object_get (settings, "settings-schema", &schema, NULL);
            g_assert_false (g_settings_schema_has_key (schema, key));
            g_assert_false (pl_settings_has_option (settings, games[g], spec));
            continue;
          }
        g_assert_true (pl_settings_has_option (settings, games[g], spec));
        g_assert_true (pl_settings_get_option (settings, games[g], spec, &value));
        g_assert_cmpuint (value, ==, spec->default_value);

        if (spec->kind == PL_OPTION_SWITCH)
          for (guint on = 0; on < 2; on++)
            {
              pl_settings_set_option (settings, games[g], spec, on);
              g_assert_true (pl_settings_get_option (settings, games[g], spec, &value));
              g_assert_cmpuint (value, ==, on);
            }
        for (guint c = 0; c < spec->n_choices; c++)
          {
            pl_settings_set_option (settings, games[g], spec, spec->choices[c].value);
            g_assert_true (pl_settings_get_option (settings, games[g], spec, &value));
            g_assert_cmpuint (value, ==, spec->choices[c].value);
          }
        g_settings_reset (settings, key);
        n_keys++;
      }
  /* Skat's four and Bézique's five at least. */
  g_assert_cmpuint (n_keys, >=, 9);
}

/* The keys keep the values players have: Skat's "players" is the number,
 * Bézique's "brisques" the record's word. */
static void
test_values (void)
{
  g_autoptr(GSettings) settings = ui_test_new_settings ();
  const PlGame *skat = pl_game_lookup ("skat");
  const PlGame *bezique = pl_game_lookup ("bezique");
  guint value;

  g_settings_set_int (settings, "skat-players", 4);
  g_assert_true (pl_settings_get_option (settings, skat, pl_game_find_option (skat, "players"),
                                         &value));
  g_assert_cmpuint (value, ==, 4);
  pl_settings_set_option (settings, bezique, pl_game_find_option (bezique, "brisques"),
                          PL_BEZIQUE_BRISQUES_AT_ONCE);
  {
    g_autofree char *text = g_settings_get_string (settings, "bezique-brisques");

    g_assert_cmpstr (text, ==, "at-once");
  }
  g_settings_set_string (settings, "bezique-brisques", "end");
  g_assert_true (pl_settings_get_option (settings, bezique,
                                         pl_game_find_option (bezique, "brisques"), &value));
  g_assert_cmpuint (value, ==, PL_BEZIQUE_BRISQUES_END);
  g_settings_reset (settings, "skat-players");
  g_settings_reset (settings, "bezique-brisques");
}

/* A player's choice under the old keys "bezique-brisques-at-once" and
 * "bezique-reuse-whole" is carried over once, and never over a choice
 * made under the new one. */
static void
test_migrate (void)
{
  g_autoptr(GSettings) settings = ui_test_new_settings ();
  g_autofree char *text = NULL;
  g_autoptr(GVariant) old_value = NULL;

  /* Never set: nothing happens, and the new key keeps its default, the
   * old laws' (seed 002: brisques in the last eight as soon as made). */
  pl_settings_migrate (settings);
  text = g_settings_get_string (settings, "bezique-brisques");
  g_assert_cmpstr (text, ==, "last-eight");
  g_clear_pointer (&text, g_free);

  /* A player who said "not at once" meant the end of the deal. */
  g_settings_set_boolean (settings, "bezique-brisques-at-once", FALSE);
  pl_settings_migrate (settings);
  text = g_settings_get_string (settings, "bezique-brisques");
  g_assert_cmpstr (text, ==, "end");
  g_clear_pointer (&text, g_free);
  g_settings_reset (settings, "bezique-brisques");

  g_settings_set_boolean (settings, "bezique-brisques-at-once", TRUE);
  pl_settings_migrate (settings);
  text = g_settings_get_string (settings, "bezique-brisques");
  g_assert_cmpstr (text, ==, "at-once");
  g_clear_pointer (&text, g_free);
  old_value = g_settings_get_user_value (settings, "bezique-brisques-at-once");
  g_assert_null (old_value);

  /* The new key's own value wins over an old one. */
  g_settings_set_string (settings, "bezique-brisques", "end");
  g_settings_set_boolean (settings, "bezique-brisques-at-once", TRUE);
  pl_settings_migrate (settings);
  text = g_settings_get_string (settings, "bezique-brisques");
  g_assert_cmpstr (text, ==, "end");
  g_clear_pointer (&text, g_free);
  g_settings_reset (settings, "bezique-brisques");

  /* The switch of the royal marriage became the record's "reuse". */
  g_settings_set_boolean (settings, "bezique-reuse-whole", TRUE);
  pl_settings_migrate (settings);
  text = g_settings_get_string (settings, "bezique-reuse");
  g_assert_cmpstr (text, ==, "whole");
  g_clear_pointer (&old_value, g_variant_unref);
  old_value = g_settings_get_user_value (settings, "bezique-reuse-whole");
  g_assert_null (old_value);
  g_settings_reset (settings, "bezique-reuse");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/settings/every-option", test_every_option);
  g_test_add_func ("/settings/values", test_values);
  g_test_add_func ("/settings/migrate", test_migrate);

  return g_test_run ();
}
