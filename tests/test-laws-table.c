/* test-laws-table.c — the table refuses a game played by the laws, which
 * it cannot show yet, and loads the same game without them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "pl-laws.h"
#include "pl-table.h"

static PlRecord *
read_record (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "cli", "data", name, NULL);
  g_autoptr(GError) error = NULL;
  PlRecord *record = pl_record_load (path, &error);

  g_assert_no_error (error);
  return record;
}

/* Issue 15: the table has no dialog for an irregularity yet; a game by the
 * laws opened there would leave the player with a draw or an answer he
 * cannot give.  It is refused with a clear message, and nothing changes. */
static void
test_refused (gconstpointer data)
{
  const char *name = data;
  g_autoptr(PlRecord) record = read_record (name);
  PlDealRecord *deal = g_ptr_array_index (record->deals, 0);
  const PlGame *game = deal->game;
  g_autoptr(PlTable) table = pl_table_new (game->id);
  g_autoptr(GError) error = NULL;
  const PlOptionSpec *laws = pl_game_find_option (game, "laws");

  pl_table_new_deal (table, 7);
  g_assert_false (pl_table_load_match (table, record, &error));
  g_assert_error (error, PL_RULES_ERROR, PL_RULES_ERROR_OPTION);
  g_assert_cmpstr (error->message, ==, "This game is played by the book’s laws (laws=on), which "
                   "the table cannot show yet: “parlour-cli replay” reads it");
  g_clear_error (&error);
  g_assert_false (pl_table_load_deal (table, deal, &error));
  g_assert_error (error, PL_RULES_ERROR, PL_RULES_ERROR_OPTION);
  g_clear_error (&error);

  /* The same deal without the laws and without its moves loads. */
  pl_option_put (laws, deal->options, FALSE);
  g_array_set_size (deal->moves, 0);
  g_array_set_size (deal->move_lines, 0);
  g_assert_true (pl_laws_check_table (deal, NULL));
  g_assert_true (pl_table_load_deal (table, deal, &error));
  g_assert_no_error (error);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_data_func ("/laws-table/skat-refused", "laws-skat.rec", test_refused);
  g_test_add_data_func ("/laws-table/bezique-refused", "laws-bezique.rec", test_refused);
  return g_test_run ();
}
