/* test-laws-table.c — the book's laws at the table: records played by
 * them load, the human's gestures are the irregular acts of the rules,
 * the computer errs, calls and answers, and says under which law
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

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

static PlRecord *
parse_record (const char *text)
{
  g_autoptr(GError) error = NULL;
  PlRecord *record = pl_record_parse (text, strlen (text), "test", &error);

  g_assert_no_error (error);
  return record;
}

/* Runs the main loop until the table's record holds @n_moves moves. */
static void
wait_for_moves (PlTable *table,
                guint    n_moves)
{
  gint64 end = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;

  while (pl_table_get_record (table)->moves->len < n_moves && !pl_table_is_over (table))
    {
      g_main_context_iteration (NULL, TRUE);
      g_assert_cmpint (g_get_monotonic_time (), <, end);
    }
}

static const PlMove *
last_move (PlTable *table)
{
  const PlDealRecord *record = pl_table_get_record (table);

  g_assert_cmpuint (record->moves->len, >, 0);
  return &g_array_index (record->moves, PlMove, record->moves->len - 1);
}

/* The records of docs/laws.md load at the table (it refused them before
 * it could show the laws) and replay to their law: seed 000, "The
 * Revoke": the game is lost for the player in error; the seat that
 * called it says so on its label, with the law. */
static void
test_skat_record (void)
{
  g_autoptr(PlRecord) record = read_record ("laws-skat.rec");
  g_autoptr(PlTable) table = pl_table_new ("skat");
  g_autoptr(GError) error = NULL;
  PlResult result = { 0, };
  const char *said;

  pl_table_set_computer_delay (table, 0);
  g_assert_true (pl_table_load_match (table, record, &error));
  g_assert_no_error (error);
  g_assert_true (pl_table_plays_by_laws (table));
  g_assert_true (pl_table_is_over (table));
  g_assert_true (pl_table_get_result (table, &result));
  g_assert_nonnull (strstr (result.reasons, "Seed 000"));
  pl_result_clear (&result);

  /* Replayed, the labels say nothing of an earlier deal's laws; the
   * record's last call is replayed through the table, so it says it. */
  said = pl_table_get_laws_said (table, 1);
  g_assert_null (said);
}

static const char euchre_deal[] =
  "Parlour-Record: 1\n\nGame: euchre\nOption: laws=on\nDealer: 0\nSeed: 5\n"
  "1: pass\n2: pass\n3: pass\n0: order\n0: discard CT\nEnd\n";
static const char euchre_plain_deal[] =
  "Parlour-Record: 1\n\nGame: euchre\nDealer: 0\nSeed: 5\n"
  "1: pass\n2: pass\n3: pass\n0: order\n0: discard CT\nEnd\n";

/* The human (seat 0, the maker) leads while it is seat 1's lead: the
 * gesture is the rules' "play C out-of-turn", which pl_table_play() takes
 * although it is not his turn (seed 001, laws 52 and 53); the adversary
 * to answer is a computer seat, which answers in its task and says which
 * remedy, with the law, on its label. */
static void
test_euchre_lead_out_of_turn (void)
{
  g_autoptr(PlRecord) record = parse_record (euchre_deal);
  g_autoptr(PlTable) table = pl_table_new ("euchre");
  g_autoptr(GError) error = NULL;
  PlCardList *hand;
  PlMove move;
  PlCard card;
  guint n;

  pl_table_set_computer_delay (table, 0);
  pl_table_set_computer_level (table, 0);
  g_assert_true (pl_table_load_match (table, record, &error));
  g_assert_no_error (error);
  g_assert_cmpint (pl_table_get_to_move (table), ==, 1);
  n = pl_table_get_record (table)->moves->len;

  hand = pl_table_get_hand (table, 0);
  card = pl_card_list_get_card (hand, 0);
  g_assert_true (pl_table_find_act (table, PL_TABLE_ACT_PLAY, card, &move, &error));
  g_assert_no_error (error);
  g_assert_true (move.flags & PL_MOVE_IRREGULAR);
  g_assert_cmpuint (move.seat, ==, 0);
  g_assert_cmpuint (move.card, ==, card);
  /* The computer may have started on its own lead: the human's act
   * comes first, as at a real table. */
  g_assert_true (pl_table_play (table, &move, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (pl_table_get_game (table)->phase_name (pl_table_get_state (table)), ==, "laws");

  wait_for_moves (table, n + 2);
  for (guint seat = 1; seat < 4; seat += 2)
    {
      const char *said = pl_table_get_laws_said (table, seat);

      if (said != NULL)
        {
          g_assert_nonnull (strstr (said, "Seed 001, laws 52 and 53"));
          return;
        }
    }
  g_assert_not_reached ();
}

/* A card laid on the felt is exposed (seed 001, law 46): the rules' act
 * "expose C", whose card then lies exposed in front of the human; with
 * the laws off the same gesture is refused with the reason. */
static void
test_euchre_expose (void)
{
  g_autoptr(PlRecord) record = parse_record (euchre_deal);
  g_autoptr(PlTable) table = pl_table_new ("euchre");
  g_autoptr(PlTable) plain = pl_table_new ("euchre");
  g_autoptr(PlRecord) plain_record = NULL;
  g_autoptr(GError) error = NULL;
  PlMove move;
  PlCard card;

  pl_table_set_computer_delay (table, 60000);
  g_assert_true (pl_table_load_match (table, record, &error));
  card = pl_card_list_get_card (pl_table_get_hand (table, 0), 1);
  g_assert_true (pl_table_find_act (table, PL_TABLE_ACT_EXPOSE, card, &move, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (move.kind, ==, PL_MOVE_DISCARD);
  g_assert_cmpuint (move.cards, ==, PL_CARDSET_BIT (card));
  g_assert_true (pl_table_play (table, &move, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (pl_table_get_exposed (table, 0), ==, PL_CARDSET_BIT (card));
  g_assert_nonnull (strstr (pl_table_get_laws_said (table, 0), "Exposes"));

  /* The same deal without the laws: the table knows no act. */
  plain_record = parse_record (euchre_plain_deal);
  pl_table_set_computer_delay (plain, 60000);
  g_assert_true (pl_table_load_match (plain, plain_record, &error));
  g_assert_false (pl_table_plays_by_laws (plain));
  g_assert_false (pl_table_find_act (plain, PL_TABLE_ACT_EXPOSE, card, &move, &error));
  g_assert_error (error, PL_RULES_ERROR, PL_RULES_ERROR_ILLEGAL_MOVE);
  g_clear_error (&error);
  move = pl_move_new (PL_MOVE_DISCARD, 0);
  move.cards = PL_CARDSET_BIT (card);
  move.flags = PL_MOVE_IRREGULAR;
  g_assert_false (pl_table_play (plain, &move, &error));
  g_assert_error (error, PL_RULES_ERROR, PL_RULES_ERROR_ILLEGAL_MOVE);
  g_assert_cmpuint (pl_table_get_exposed (plain, 0), ==, 0);
}

/* PARLOUR_LAWS_FORCE_ERR (pl-table-computer.c): the computer commits the
 * act named at its first chance; the rate "never" alone never errs. */
static void
test_forced_err (void)
{
  g_autoptr(PlRecord) record = parse_record (euchre_deal);
  g_autoptr(PlTable) table = pl_table_new ("euchre");
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) text = g_string_new (NULL);
  const PlMove *move;
  guint n;

  g_setenv ("PARLOUR_LAWS_FORCE_ERR", "expose", TRUE);
  pl_table_set_computer_delay (table, 0);
  pl_table_set_computer_level (table, 0);
  g_assert_true (pl_table_load_match (table, record, &error));
  n = pl_table_get_record (table)->moves->len;
  wait_for_moves (table, n + 1);
  g_unsetenv ("PARLOUR_LAWS_FORCE_ERR");

  move = last_move (table);
  g_assert_true (move->flags & PL_MOVE_IRREGULAR);
  g_assert_cmpuint (move->seat, ==, 1);
  pl_table_get_game (table)->move_to_string (pl_table_get_state (table), move, text);
  g_assert_nonnull (strstr (text->str, "expose"));
  g_assert_cmpuint (pl_table_get_exposed (table, 1), ==, move->cards);
}

/* The calls the human may make are those the rules take from his seat:
 * none at a deal without an irregularity to call. */
static void
test_no_calls (void)
{
  g_autoptr(PlRecord) record = parse_record (euchre_deal);
  g_autoptr(PlTable) table = pl_table_new ("euchre");
  g_autoptr(GError) error = NULL;
  PlMove moves[PL_MAX_MOVES];

  pl_table_set_computer_delay (table, 60000);
  g_assert_true (pl_table_load_match (table, record, &error));
  g_assert_cmpuint (pl_table_get_law_calls (table, moves), ==, 0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/laws-table/skat-record", test_skat_record);
  g_test_add_func ("/laws-table/euchre-lead-out-of-turn", test_euchre_lead_out_of_turn);
  g_test_add_func ("/laws-table/euchre-expose", test_euchre_expose);
  g_test_add_func ("/laws-table/forced-err", test_forced_err);
  g_test_add_func ("/laws-table/no-calls", test_no_calls);
  return g_test_run ();
}
