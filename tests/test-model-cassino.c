/* test-model-cassino.c — Cassino through PlTable: the piles and their sweeps
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-test"

#include <string.h>

#include "pl-cassino.h"
#include "pl-table.h"

#include "model-test-util.h"

/*
 * Seed 003: "Sweeps are usually marked by leaving the cards with which
 * they are made face upward at the bottom of the tricks taken in by the
 * player."  The table shows each sweep's card face up across the taker's
 * pile (pl_table_get_pile_marks()) and says so to the screen reader
 * (pl_table_dup_pile_label()).
 */

static PlTable *
load (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "cassino", name, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(PlRecord) record = pl_saved_game_load (path, NULL, NULL, NULL, &error);
  PlTable *table = model_test_new_table ("cassino");

  g_assert_no_error (error);
  g_assert_true (pl_table_load_match (table, record, &error));
  g_assert_no_error (error);
  return table;
}

static void
test_sweeps_on_the_pile (void)
{
  g_autoptr(PlTable) table = load ("sweeps-mid-hand.rec");
  const PlCassinoState *state = pl_table_get_state (table);
  PlCard marks[PL_TABLE_MAX_PILE_MARKS];
  guint human = pl_table_get_human_seat (table);
  const char *anna = pl_seat_get_name (pl_table_get_seat (table, 1 - human));
  g_autofree char *label = NULL, *expected = NULL, *own = NULL;

  /* The record: three sweeps by seat 1, made with H5, D5 and DQ, and one
   * by seat 0 with HT; 23 and 25 cards taken. */
  g_assert_cmpuint (pl_table_get_n_seats (table), ==, 2);
  g_assert_cmpuint (pl_table_get_pile_marks (table, 1, marks), ==, 3);
  g_assert_cmpint (marks[0], ==, PL_CARD (PL_SUIT_HEARTS, PL_RANK_5));
  g_assert_cmpint (marks[1], ==, PL_CARD (PL_SUIT_DIAMONDS, PL_RANK_5));
  g_assert_cmpint (marks[2], ==, PL_CARD (PL_SUIT_DIAMONDS, PL_RANK_QUEEN));
  for (guint seat = 0; seat < 2; seat++)
    {
      PlCardSet set = 0;
      guint n = pl_table_get_pile_marks (table, seat, marks);

      for (guint i = 0; i < n; i++)
        set |= PL_CARDSET_BIT (marks[i]);
      g_assert_cmpuint (set, ==, pl_cassino_get_sweep_cards (state, seat));
    }
  g_assert_cmpuint (pl_table_get_pile_marks (table, 0, marks), ==, 1);
  g_assert_cmpint (marks[0], ==, PL_CARD (PL_SUIT_HEARTS, PL_RANK_10));

  /* In words, for the screen reader. */
  g_assert_cmpuint (human, ==, 0);
  label = pl_table_dup_pile_label (table, 1);
  expected = g_strdup_printf ("%s’s pile: 23 cards, 3 sweeps (5 of Hearts, 5 of Diamonds "
                              "and Queen of Diamonds)", anna);
  g_assert_cmpstr (label, ==, expected);
  own = pl_table_dup_pile_label (table, 0);
  g_assert_cmpstr (own, ==, "Your pile: 25 cards, 1 sweep (10 of Hearts)");
}

static void
test_no_sweeps_yet (void)
{
  g_autoptr(PlTable) table = model_test_new_table ("cassino");
  PlCard marks[PL_TABLE_MAX_PILE_MARKS];
  g_autofree char *label = NULL;

  pl_table_new_deal (table, 1);
  g_assert_cmpuint (pl_table_get_pile_marks (table, 0, marks), ==, 0);
  label = pl_table_dup_pile_label (table, 0);
  g_assert_cmpstr (label, ==, "Your pile: 0 cards, no sweeps");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/model-cassino/sweeps-on-the-pile", test_sweeps_on_the_pile);
  g_test_add_func ("/model-cassino/no-sweeps-yet", test_no_sweeps_yet);

  return g_test_run ();
}
