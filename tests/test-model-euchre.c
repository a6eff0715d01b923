/* test-model-euchre.c — Euchre deals driven through PlTable, without a display
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-test"

#include <string.h>

#include "pl-euchre.h"
#include "pl-table.h"

#include "model-test-util.h"

static gboolean
is_over (PlTable *table)
{
  return pl_table_is_over (table);
}

static gboolean
human_turn_or_over (PlTable *table)
{
  return pl_table_is_over (table) || pl_table_is_human_turn (table);
}

/* docs/records.md's example: the first two deals of a game.  The first
 * ends 1–0 (made by seat 0); in the second the dealer is seat 0, the
 * human, and seat 1 orders the ace of spades up alone. */
static const char example_first[] =
  "Parlour-Record: 1\n\n"
  "Game: euchre\nDealer: 3\n"
  "Deal: HJ DJ HA HK HQ H9 DA DK DT DQ C9 S9 CA CK ST SA SK CQ SQ D9 HT CT CJ SJ\n"
  "0: order\n3: discard D9\n"
  "0: play HJ\n1: play HQ\n2: play H9\n3: play HT\n"
  "0: play DJ\n1: play HK\n2: play SK\n3: play CQ\n"
  "0: play HA\n1: play CK\n2: play SA\n3: play DT\n"
  "0: play C9\n1: play CA\n2: play DK\n3: play SQ\n"
  "1: play ST\n2: play DA\n3: play DQ\n0: play S9\n"
  "End\n\n";
static const char example_second[] =
  "Game: euchre\nDealer: 0\nSeed: 59\n1: order alone\nEnd\n";

static PlTable *
load_example (void)
{
  g_autofree char *text = g_strconcat (example_first, example_second, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(PlRecord) record = pl_record_parse (text, strlen (text), "example", &error);
  PlTable *table = model_test_new_table ("euchre");

  g_assert_no_error (error);
  g_assert_true (pl_table_load_match (table, record, &error));
  g_assert_no_error (error);
  return table;
}

/* The game score of the deal on the table, side 0 and side 1. */
static void
assert_score (PlTable *table,
              guint    a,
              guint    b)
{
  const PlEuchreState *state = pl_table_get_state (table);

  g_assert_cmpuint (state->score[0], ==, a);
  g_assert_cmpuint (state->score[1], ==, b);
}

/* PlGame.carry_over at the table: a resumed game's deal knows the score
 * the deals before it left (1–0 after the example's first), and keeps it
 * through an undo; the deal after it starts from its end. */
static void
test_carry_over_resumed (void)
{
  g_autoptr(PlTable) table = load_example ();
  const PlEuchreState *state;
  PlEuchreOutcome outcome;
  PlMove move;
  PlCardSet hand;

  assert_score (table, 1, 0);
  state = pl_table_get_state (table);
  g_assert_cmpuint (pl_euchre_get_phase (state), ==, PL_EUCHRE_PHASE_DISCARD);
  g_assert_true (pl_table_is_human_turn (table));

  /* The human puts a card away, then takes it back. */
  hand = pl_euchre_get_hand (state, 0);
  move = pl_move_new (PL_MOVE_DISCARD, 0);
  move.cards = PL_CARDSET_BIT (pl_cardset_first (hand));
  g_assert_true (pl_table_play (table, &move, NULL));
  assert_score (table, 1, 0);
  run_until (table, human_turn_or_over);
  g_assert_true (pl_table_undo (table));
  assert_score (table, 1, 0);
  g_assert_cmpuint (pl_euchre_get_phase (pl_table_get_state (table)), ==,
                    PL_EUCHRE_PHASE_DISCARD);

  /* The computer finishes the deal; the next one starts from its end. */
  pl_table_set_autoplay (table, TRUE);
  run_until (table, is_over);
  pl_euchre_get_outcome (pl_table_get_state (table), &outcome);
  g_assert_cmpuint (outcome.score_before[0], ==, 1);
  g_assert_cmpuint (outcome.score_before[1], ==, 0);
  g_assert_cmpuint (outcome.score[0] + outcome.score[1], ==,
                    1 + outcome.points[0] + outcome.points[1]);
  pl_table_new_deal (table, 7);
  assert_score (table, outcome.score[0], outcome.score[1]);
}

/* A game played out at the table: every deal starts from the score the
 * one before ended with, and the deal after a side reached the game
 * starts a new game at 0–0. */
static void
test_carry_over_game (void)
{
  g_autoptr(PlTable) table = model_test_new_table ("euchre");
  PlEuchreOutcome outcome = { 0, };
  gboolean won = FALSE;

  pl_table_set_autoplay (table, TRUE);
  pl_table_new_match (table, 11);
  for (guint deal = 0; deal < 60 && !won; deal++)
    {
      if (deal > 0)
        {
          pl_table_new_deal (table, 100 + deal);
          assert_score (table, outcome.score[0], outcome.score[1]);
        }
      run_until (table, is_over);
      pl_euchre_get_outcome (pl_table_get_state (table), &outcome);
      won = outcome.game_won >= 0;
    }
  g_assert_true (won);
  pl_table_new_deal (table, 999);
  assert_score (table, 0, 0);
}

/* What the human sees of a lone hand (issue 13, "At the table"): the
 * turned card taken up (the kitty face down), the lone player's partner's
 * cards face down with "Sits out" on his label, the lone player's call in
 * words, the trump alone in the contract. */
static void
test_lone_hand_view (void)
{
  g_autoptr(PlTable) table = load_example ();
  PlCardList *talon = pl_table_get_talon (table);
  PlCardList *partner = pl_table_get_hand (table, 3);
  PlCardList *mine = pl_table_get_hand (table, 0);
  g_autofree char *contract = NULL;

  for (guint i = 0; i < pl_card_list_get_n_cards (talon); i++)
    g_assert_false (pl_card_item_get_face_up (pl_card_list_get_item (talon, i)));
  g_assert_cmpuint (pl_card_list_get_n_cards (partner), ==, 5);
  for (guint i = 0; i < pl_card_list_get_n_cards (partner); i++)
    g_assert_false (pl_card_item_get_face_up (pl_card_list_get_item (partner, i)));
  /* The dealer holds six, the ace of spades taken up, trumps first. */
  g_assert_cmpuint (pl_card_list_get_n_cards (mine), ==, 6);
  g_assert_cmpstr (pl_seat_get_role (pl_table_get_seat (table, 3)), ==, "Sits out");
  g_assert_cmpstr (pl_seat_get_role (pl_table_get_seat (table, 1)), ==, "Maker: Spades");
  g_assert_cmpstr (pl_seat_get_said (pl_table_get_seat (table, 1)), ==, "Orders it up alone");
  g_object_get (table, "contract", &contract, NULL);
  g_assert_cmpstr (contract, ==, "Spades alone");

  /* Played out, no trick has more than three cards. */
  pl_table_set_autoplay (table, TRUE);
  while (!pl_table_is_over (table))
    {
      g_assert_cmpuint (pl_card_list_get_n_cards (pl_table_get_trick (table)), <=, 3);
      g_main_context_iteration (NULL, TRUE);
    }
}

/* The first round: the turned card lies face up on top of the kitty, and
 * the human's hand is sorted suit by suit, the colours alternating. */
static void
test_first_round_view (void)
{
  g_autoptr(PlTable) table = model_test_new_table ("euchre");
  const PlEuchreState *state;
  PlCardList *talon, *hand;
  guint n;
  PlCardItem *top;

  pl_table_new_match (table, 5);
  run_until (table, human_turn_or_over);
  state = pl_table_get_state (table);
  g_assert_cmpuint (pl_euchre_get_phase (state), ==, PL_EUCHRE_PHASE_ROUND1);
  talon = pl_table_get_talon (table);
  n = pl_card_list_get_n_cards (talon);
  g_assert_cmpuint (n, ==, 4);
  top = pl_card_list_get_item (talon, n - 1);
  g_assert_true (pl_card_item_get_face_up (top));
  g_assert_cmpuint (pl_card_item_get_card (top), ==, state->turned);

  hand = pl_table_get_hand (table, 0);
  for (guint i = 1; i < pl_card_list_get_n_cards (hand); i++)
    {
      PlCard a = pl_card_item_get_card (pl_card_list_get_item (hand, i - 1));
      PlCard b = pl_card_item_get_card (pl_card_list_get_item (hand, i));

      /* Within a suit, high to low. */
      if (PL_CARD_SUIT (a) == PL_CARD_SUIT (b))
        g_assert_cmpuint (PL_CARD_RANK (a), >, PL_CARD_RANK (b));
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/model-euchre/carry-over/resumed", test_carry_over_resumed);
  g_test_add_func ("/model-euchre/carry-over/game", test_carry_over_game);
  g_test_add_func ("/model-euchre/view/lone-hand", test_lone_hand_view);
  g_test_add_func ("/model-euchre/view/first-round", test_first_round_view);

  return g_test_run ();
}
