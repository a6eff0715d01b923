/* test-game-options.c — every game's options through its descriptor table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-test"

#include <string.h>

#include "pl-game-registry.h"
#include "pl-record.h"
#include "test-game-hicard.h"

/*
 * Options are defined once per game, as a table (pl-game.h, PlOptionSpec),
 * and the generic code reads, writes and checks them from it.  These tests
 * run over every game linked in (and the tests' own "hicard"), so a new
 * game's table is checked by being registered.
 */

#define MAX_GAMES 16

static guint
all_games (const PlGame **games)
{
  return pl_game_get_all (games, MAX_GAMES);
}

/* Each table is well formed: keys unique and written as records write
 * keys, fields inside the options struct, defaults among the values, an
 * option that needs another naming a switch. */
static void
test_tables_well_formed (void)
{
  const PlGame *games[MAX_GAMES];
  guint n = all_games (games);

  g_assert_cmpuint (n, >=, 3);
  for (guint g = 0; g < n; g++)
    {
      const PlGame *game = games[g];

      g_assert_nonnull (game->name);
      for (guint i = 0; i < game->n_options; i++)
        {
          const PlOptionSpec *spec = &game->options[i];

          g_assert_nonnull (spec->key);
          g_assert_true (strspn (spec->key, "abcdefghijklmnopqrstuvwxyz0123456789-") ==
                         strlen (spec->key));
          g_assert_true (spec->size == 1 || spec->size == 2 || spec->size == 4);
          g_assert_cmpuint (spec->offset + spec->size, <=, game->options_size);
          g_assert_nonnull (pl_option_value_to_string (spec, spec->default_value));
          if (spec->kind == PL_OPTION_CHOICE)
            g_assert_cmpuint (spec->n_choices, >=, 2);
          for (guint j = 0; j < i; j++)
            g_assert_cmpstr (game->options[j].key, !=, spec->key);
          g_assert_true (pl_game_find_option (game, spec->key) == spec);
          /* An option that needs another needs a switch of the game. */
          if (spec->needs != NULL)
            {
              const PlOptionSpec *needed = pl_game_find_option (game, spec->needs);

              g_assert_nonnull (needed);
              g_assert_true (needed != spec);
              g_assert_cmpint (needed->kind, ==, PL_OPTION_SWITCH);
            }
        }
    }
}

/* Every value of every option: set from its text, read back, written only
 * when it differs from the default, and read again from what was written. */
static void
test_every_value_round_trips (void)
{
  const PlGame *games[MAX_GAMES];
  guint n = all_games (games);

  for (guint g = 0; g < n; g++)
    {
      const PlGame *game = games[g];
      g_autofree gpointer defaults = g_malloc0 (MAX (game->options_size, 1));

      pl_game_options_init (game, defaults);
      for (guint i = 0; i < game->n_options; i++)
        {
          const PlOptionSpec *spec = &game->options[i];
          guint n_values = spec->kind == PL_OPTION_SWITCH ? 2 : spec->n_choices;

          g_assert_cmpuint (pl_option_get (spec, defaults), ==, spec->default_value);
          for (guint v = 0; v < n_values; v++)
            {
              guint value = spec->kind == PL_OPTION_SWITCH ? v : spec->choices[v].value;
              const char *text = pl_option_value_to_string (spec, value);
              g_autofree gpointer options = g_memdup2 (defaults, game->options_size);
              g_autofree gpointer again = g_memdup2 (defaults, game->options_size);
              g_autoptr(GString) out = g_string_new (NULL);
              g_autofree char *line = g_strdup_printf ("%s=%s\n", spec->key, text);
              g_autoptr(GError) error = NULL;

              g_assert_true (pl_game_options_set (game, options, spec->key, text, &error));
              g_assert_no_error (error);
              g_assert_cmpuint (pl_option_get (spec, options), ==, value);
              pl_game_options_write (game, options, out);
              if (value == spec->default_value)
                g_assert_cmpstr (out->str, ==, "");
              else
                g_assert_cmpstr (out->str, ==, line);

              /* Only this field changed. */
              pl_option_put (spec, again, value);
              g_assert_cmpmem (options, game->options_size, again, game->options_size);
            }
        }
    }
}

/* A key the game does not have and a value the option does not have are
 * refused with the game's name, the key and the value. */
static void
test_unknown_key_and_value (void)
{
  const PlGame *skat = pl_game_lookup ("skat");
  g_autofree gpointer options = g_malloc0 (skat->options_size);
  g_autoptr(GError) error = NULL;

  pl_game_options_init (skat, options);
  g_assert_false (pl_game_options_set (skat, options, "spitze", "on", &error));
  g_assert_error (error, PL_RULES_ERROR, PL_RULES_ERROR_OPTION);
  g_assert_cmpstr (error->message, ==, "Skat has no option “spitze”");
  g_clear_error (&error);

  g_assert_false (pl_game_options_set (skat, options, "players", "5", &error));
  g_assert_error (error, PL_RULES_ERROR, PL_RULES_ERROR_OPTION);
  g_assert_cmpstr (error->message, ==, "“5” is not a value of the Skat option “players”");
  g_clear_error (&error);

  g_assert_false (pl_game_options_set (skat, options, "kontra", "yes", &error));
  g_assert_error (error, PL_RULES_ERROR, PL_RULES_ERROR_OPTION);
  g_clear_error (&error);

  /* Nothing was changed by the refusals. */
  {
    g_autoptr(GString) out = g_string_new (NULL);

    pl_game_options_write (skat, options, out);
    g_assert_cmpstr (out->str, ==, "");
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  pl_game_register (&hi_game);

  g_test_add_func ("/options/tables", test_tables_well_formed);
  g_test_add_func ("/options/round-trip", test_every_value_round_trips);
  g_test_add_func ("/options/refused", test_unknown_key_and_value);

  return g_test_run ();
}
