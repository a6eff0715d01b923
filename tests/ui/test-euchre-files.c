/* test-euchre-files.c — Euchre games saved as EGN through the catalog's file format
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-test"

#include <string.h>

#include "pl-euchre.h"
#include "pl-game-catalog.h"
#include "pl-record.h"

/* Save As offers Euchre Game Notation for Euchre (issue 13, "Open/Save of
 * .egn files in the app"): docs/records.md's example game written by the
 * catalog's format and read back by the one reader of game files gives
 * the same deals, moves and game score. */
static void
test_egn_round_trip (void)
{
  const PlGameEntry *entry = pl_game_catalog_lookup ("euchre");
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "euchre",
                                                 "docs-example.rec", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(PlRecord) record = NULL;
  g_autoptr(PlRecord) again = NULL;
  g_autofree char *text = NULL;
  g_autofree gpointer previous = NULL;

  g_assert_nonnull (entry);
  g_assert_true (pl_game_entry_is_playable (entry));
  g_assert_cmpuint (entry->n_file_formats, ==, 1);
  g_assert_true (g_strv_contains ((const char * const *) entry->file_formats[0].patterns,
                                  "*.egn"));

  record = pl_record_load (path, &error);
  g_assert_no_error (error);
  text = entry->file_formats[0].write (record, &error);
  g_assert_no_error (error);
  g_assert_nonnull (text);
  g_assert_true (text[0] == '{');

  again = pl_saved_game_read (text, strlen (text), "example.egn", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (again->deals->len, ==, record->deals->len);
  for (guint i = 0; i < record->deals->len; i++)
    {
      const PlDealRecord *a = g_ptr_array_index (record->deals, i);
      const PlDealRecord *b = g_ptr_array_index (again->deals, i);
      g_autofree PlEuchreState *end = pl_deal_record_replay (b, G_MAXUINT, &error);
      PlEuchreOutcome outcome;

      g_assert_no_error (error);
      g_assert_cmpuint (a->moves->len, ==, b->moves->len);
      g_assert_cmpuint (a->dealer, ==, b->dealer);
      if (previous != NULL)
        pl_euchre_game.carry_over (end, previous);
      pl_euchre_get_outcome (end, &outcome);
      /* docs/records.md: 1-0 after the first deal, 1-1 after the lone hand. */
      g_assert_cmpuint (outcome.score[0], ==, 1);
      g_assert_cmpuint (outcome.score[1], ==, i == 0 ? 0 : 1);
      g_free (previous);
      previous = g_steal_pointer (&end);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/euchre-files/egn-round-trip", test_egn_round_trip);

  return g_test_run ();
}
