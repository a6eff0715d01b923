/* test-model-table.c — whole Skat deals driven through PlTable, without a display
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-test"

#include <string.h>

#include "pl-ai.h"
#include "pl-rng.h"
#include "pl-record.h"
#include "pl-skat.h"
#include "pl-skat-rounds.h"
#include "pl-table.h"

#include "model-test-util.h"
#include "hicard-players.h"
#include "hicard-view.h"

/* Helpers ---------------------------------------------------------------- */

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

/* Seed 000, "Playing Ouverts": only an Ouvert declarer's hand is seen by
 * another player before the deal ends, and the skat only by a declarer who
 * took it up, until the first card is led (the ISkO).  Checks every list
 * of the human's view against the state. */
static void
check_view (PlTable *table)
{
  const PlSkatState *state = pl_table_get_state (table);
  guint human = pl_table_get_human_seat (table);
  gboolean over = pl_skat_get_phase (state) == PL_SKAT_PHASE_OVER;
  PlCardList *talon = pl_table_get_talon (table);
  PlCardSet skat_seen = pl_skat_shown_skat (state, human);

  for (guint seat = 0; seat < state->n_seats; seat++)
    {
      PlCardList *hand = pl_table_get_hand (table, seat);
      PlCardSet real = pl_skat_get_hand (state, seat), shown = 0;
      gboolean open = seat == human || over ||
                      (pl_skat_get_declarer (state) == (gint) seat &&
                       (pl_skat_get_flags (state) & PL_SKAT_FLAG_OUVERT) &&
                       pl_skat_get_phase (state) >= PL_SKAT_PHASE_KONTRA);

      g_assert_cmpuint (pl_card_list_get_n_cards (hand), ==,
                        pl_cardset_count (real));
      for (guint i = 0; i < pl_card_list_get_n_cards (hand); i++)
        {
          PlCardItem *item = pl_card_list_get_item (hand, i);
          PlCard card = pl_card_item_get_card (item);

          g_assert_cmpint (pl_card_item_get_seat (item), ==, seat);
          if (pl_card_item_get_face_up (item))
            {
              g_assert_true (open);
              g_assert_true (pl_cardset_has (real, card));
              shown = pl_cardset_add (shown, card);
            }
          else
            {
              /* A face-down card never carries its face. */
              g_assert_false (open);
              g_assert_cmpuint (card, ==, PL_CARD_NONE);
            }
        }
      if (open)
        g_assert_cmphex (shown, ==, real);
    }

  g_assert_cmpuint (pl_card_list_get_n_cards (talon), ==,
                    pl_cardset_count (pl_skat_get_skat (state)));
  for (guint i = 0; i < pl_card_list_get_n_cards (talon); i++)
    {
      PlCardItem *item = pl_card_list_get_item (talon, i);

      if (pl_card_item_get_face_up (item))
        g_assert_true (pl_cardset_has (skat_seen, pl_card_item_get_card (item)));
      else
        g_assert_cmpuint (pl_card_item_get_card (item), ==, PL_CARD_NONE);
    }
}

static void
check_view_cb (PlTable      *table,
               const PlMove *move,
               guint        *n_moves)
{
  check_view (table);
  (*n_moves)++;
}

static void
count_cb (gpointer  instance,
          guint    *count)
{
  (*count)++;
}

static void
count_uint_cb (gpointer  instance,
               guint     index,
               guint    *count)
{
  g_assert_cmpuint (index, ==, *count);
  (*count)++;
}

static void
count_items_cb (GListModel *model,
                guint       position,
                guint       removed,
                guint       added,
                guint      *count)
{
  (*count)++;
}

/* Plays one deal with the computer in every seat. */
static void
autoplay_deal (PlTable *table,
               guint64  seed)
{
  pl_table_set_autoplay (table, TRUE);
  pl_table_new_deal (table, seed);
  run_until (table, is_over);
  g_assert_false (pl_table_get_busy (table));
}

/* Tests ------------------------------------------------------------------ */

/* A whole deal, every seat played by the computer through the model: the
 * result lands on both sheets, the record replays to the same state, and
 * the human never sees a card he may not see. */
static void
test_table_whole_deal (void)
{
  g_autoptr(PlTable) table = model_test_new_table ("skat");
  g_autofree gpointer replayed = NULL;
  g_autoptr(GError) error = NULL;
  PlResult result = { 0, };
  guint n_moves = 0, n_over = 0, n_tricks = 0, n_started = 0;
  const PlScoreSheet *book, *seeger;
  const PlDealRecord *record;

  g_signal_connect (table, "move-played", G_CALLBACK (check_view_cb), &n_moves);
  g_signal_connect (table, "deal-over", G_CALLBACK (count_cb), &n_over);
  g_signal_connect (table, "trick-completed", G_CALLBACK (count_uint_cb), &n_tricks);
  g_signal_connect (table, "deal-started", G_CALLBACK (count_cb), &n_started);

  g_assert_false (pl_table_get_result (table, &result));
  autoplay_deal (table, 7);

  record = pl_table_get_record (table);
  g_assert_cmpuint (n_started, ==, 1);
  g_assert_cmpuint (n_over, ==, 1);
  g_assert_cmpuint (n_moves, ==, record->moves->len);
  g_assert_cmpuint (n_tricks, ==, pl_table_get_n_tricks (table));
  g_assert_cmpint (pl_table_get_to_move (table), ==, -1);
  check_view (table);

  /* The record replays, move by checked move, to the table's state. */
  replayed = pl_deal_record_replay (record, G_MAXUINT, &error);
  g_assert_no_error (error);
  g_assert_cmpmem (replayed, sizeof (PlSkatState),
                   pl_table_get_state (table), sizeof (PlSkatState));

  /* The result is on both sheets (seed 000 "SCORING"; Seeger-Fabian). */
  g_assert_true (pl_table_get_result (table, &result));
  book = pl_table_get_score_sheet (table, PL_SCORE_SHEET_BOOK);
  seeger = pl_table_get_score_sheet (table, PL_SCORE_SHEET_SEEGER_FABIAN);
  g_assert_cmpuint (pl_score_sheet_get_n_deals (book), ==, 1);
  g_assert_cmpuint (pl_score_sheet_get_n_deals (seeger), ==, 1);
  if (!result.passed && result.declarer >= 0)
    {
      g_assert_cmpint (pl_score_sheet_get_total (book, result.declarer), ==,
                       result.value);
      g_assert_true (pl_seat_get_is_declarer (pl_table_get_seat (table,
                                                                 result.declarer)));
      g_assert_cmpstr (pl_seat_get_said (pl_table_get_seat (table,
                                                            result.declarer)),
                       !=, "");
    }
  pl_result_clear (&result);
}

/* The same seeds give the same deals and the same play: the computer's
 * generator is seeded from the deal and the move number. */
static void
test_table_deterministic (void)
{
  g_autoptr(PlTable) a = model_test_new_table ("skat");
  g_autoptr(PlTable) b = model_test_new_table ("skat");
  const PlDealRecord *ra, *rb;

  autoplay_deal (a, 12345);
  autoplay_deal (b, 12345);
  ra = pl_table_get_record (a);
  rb = pl_table_get_record (b);
  g_assert_cmpuint (ra->moves->len, ==, rb->moves->len);
  g_assert_cmpmem (ra->moves->data, ra->moves->len * sizeof (PlMove),
                   rb->moves->data, rb->moves->len * sizeof (PlMove));
}

/* The first dealer sits before the human, so the human is forehand; the
 * deal moves on one seat each time, a deal thrown in included. */
static void
test_table_dealer_rotation (void)
{
  g_autoptr(PlTable) table = model_test_new_table ("skat");
  const guint dealers[3] = { 2, 0, 1 };

  for (guint i = 0; i < 3; i++)
    {
      const PlSkatState *state;

      autoplay_deal (table, 100 + i);
      state = pl_table_get_state (table);
      g_assert_cmpuint (pl_table_get_deal_number (table), ==, i + 1);
      g_assert_cmpuint (pl_table_get_dealer (table), ==, dealers[i]);
      g_assert_cmpuint (pl_table_get_record (table)->dealer, ==, dealers[i]);
      g_assert_cmpuint (pl_skat_get_forehand (state), ==, (dealers[i] + 1) % 3);
      g_assert_true (pl_seat_get_is_dealer (pl_table_get_seat (table, dealers[i])));
      g_assert_false (pl_seat_get_is_dealer (pl_table_get_seat (table, (dealers[i] + 1) % 3)));
      if (i == 0)
        g_assert_cmpstr (pl_seat_get_role (pl_table_get_seat (table, 0)), ==,
                         "Forehand");
    }
  g_assert_cmpuint (pl_score_sheet_get_n_deals (pl_table_get_score_sheet (table, PL_SCORE_SHEET_BOOK)), ==, 3);
}

/* At four players the dealer sits out (ISkO 1.2), and his label says so. */
static void
test_table_four_players (void)
{
  g_autoptr(PlTable) table = model_test_new_table ("skat");
  g_autoptr(GError) error = NULL;
  guint n_moves = 0;

  g_assert_true (pl_table_set_option (table, "players", "4", &error));
  g_assert_no_error (error);
  g_assert_false (pl_table_set_option (table, "players", "7", &error));
  g_assert_error (error, PL_RULES_ERROR, PL_RULES_ERROR_OPTION);

  g_signal_connect (table, "move-played", G_CALLBACK (check_view_cb), &n_moves);
  autoplay_deal (table, 4);
  g_assert_cmpuint (pl_table_get_n_seats (table), ==, 4);
  g_assert_cmpuint (pl_table_get_dealer (table), ==, 3);
  g_assert_cmpstr (pl_seat_get_role (pl_table_get_seat (table, 3)), ==, "Sits out");
  g_assert_cmpstr (pl_seat_get_role (pl_table_get_seat (table, 0)), ==, "Forehand");
  g_assert_cmpuint (pl_card_list_get_n_cards (pl_table_get_hand (table, 3)), ==, 0);
  g_assert_cmpuint (n_moves, >, 0);
}

static PlDealRecord *
record_with_moves (guint          dealer,
                   const char    *pack_text,
                   const char    *const *moves)
{
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) words = g_strsplit (pack_text, " ", -1);
  PlCard pack[32];
  PlDealRecord *deal;
  g_autofree gpointer state = NULL;

  g_assert_cmpuint (g_strv_length (words), ==, 32);
  for (guint i = 0; i < 32; i++)
    g_assert_true (pl_card_from_string (words[i], &pack[i]));
  deal = pl_deal_record_new_from_pack (&pl_skat_game, NULL, dealer, pack, 32,
                                       &error);
  g_assert_no_error (error);
  state = pl_deal_record_replay (deal, 0, &error);
  g_assert_no_error (error);
  for (guint i = 0; moves[i] != NULL; i++)
    {
      PlMove move;
      guint seat = (guint) (moves[i][0] - '0');

      g_assert_true (pl_skat_game.move_from_string (state, seat, moves[i] + 3,
                                                    &move, &error));
      g_assert_no_error (error);
      g_assert_true (pl_deal_record_append (deal, state, &move, &error));
      g_assert_no_error (error);
    }
  return deal;
}

/* The deal of tests/data/skat/iss-games.txt: forehand (seat 0) holds
 * CJ SJ CA CT CK C9 SA ST HA DA, middlehand HJ DJ C8 C7 SK SQ S9 HT HK DT. */
static const char ouvert_pack[] =
  "CJ SJ CA CT CK C9 SA ST HA DA HJ DJ C8 C7 SK SQ S9 HT HK DT "
  "CQ S8 S7 HQ H9 H8 H7 DK DQ D9 D8 D7";

/* Seed 000, "Playing Ouverts": the hand is exposed face upward on the
 * table before a card is played.  A computer (seat 1) declares Grand
 * Ouvert in a loaded deal; the human sees that hand from the announcement
 * on, and no other. */
static void
test_table_ouvert (void)
{
  static const char *const bidding[] = {
    "1: bid 18", "0: pass", "2: pass", "1: hand", NULL,
  };
  static const char *const announced[] = {
    "1: bid 18", "0: pass", "2: pass", "1: hand", "1: announce grand ouvert",
    NULL,
  };
  g_autoptr(PlTable) table = model_test_new_table ("skat");
  g_autoptr(PlDealRecord) before = record_with_moves (2, ouvert_pack, bidding);
  g_autoptr(PlDealRecord) after = record_with_moves (2, ouvert_pack, announced);
  g_autoptr(GError) error = NULL;
  PlCardList *hand1 = pl_table_get_hand (table, 1);
  guint n_moves = 0;

  g_assert_true (pl_table_load_deal (table, before, &error));
  g_assert_no_error (error);
  check_view (table);
  g_assert_false (pl_card_item_get_face_up (pl_card_list_get_item (hand1, 0)));
  g_assert_cmpstr (pl_seat_get_said (pl_table_get_seat (table, 1)), ==, "18");
  g_assert_cmpstr (pl_seat_get_said (pl_table_get_seat (table, 0)), ==, "Pass");

  g_assert_true (pl_table_load_deal (table, after, &error));
  g_assert_no_error (error);
  check_view (table);
  g_assert_cmpuint (pl_card_list_get_n_cards (hand1), ==, 10);
  for (guint i = 0; i < 10; i++)
    g_assert_true (pl_card_item_get_face_up (pl_card_list_get_item (hand1, i)));
  g_assert_cmpint (pl_card_list_find (hand1, PL_CARD (PL_SUIT_HEARTS, PL_RANK_JACK)), ==, 0);
  g_assert_false (pl_card_item_get_face_up (pl_card_list_get_item (pl_table_get_hand (table, 2), 0)));
  g_assert_cmpstr (pl_seat_get_said (pl_table_get_seat (table, 1)), ==, "Grand Ouvert");
  g_assert_true (pl_seat_get_is_declarer (pl_table_get_seat (table, 1)));
  g_assert_cmpstr (pl_seat_get_role (pl_table_get_seat (table, 1)), ==, "Middlehand");
  {
    g_autofree char *contract = NULL;
    gint declarer = -2;

    g_object_get (table, "contract", &contract, "declarer", &declarer, NULL);
    g_assert_cmpstr (contract, ==, "Grand Ouvert");
    g_assert_cmpint (declarer, ==, 1);
  }

  /* Played out by the computer, the view is checked at every move. */
  g_signal_connect (table, "move-played", G_CALLBACK (check_view_cb), &n_moves);
  pl_table_set_autoplay (table, TRUE);
  run_until (table, is_over);
  g_assert_cmpuint (n_moves, >, 0);
}

/* The human plays a deal through the model: what the rules refuse is
 * refused with their reason and changes nothing. */
static void
test_table_human (void)
{
  g_autoptr(PlTable) table = model_test_new_table ("skat");
  guint n_moves = 0, n_items = 0, n_refused_play = 0, n_wrong_turn = 0;
  PlRng rng;

  g_signal_connect (table, "move-played", G_CALLBACK (check_view_cb), &n_moves);
  g_signal_connect (pl_table_get_hand (table, 0), "items-changed",
                    G_CALLBACK (count_items_cb), &n_items);
  g_signal_connect (pl_table_get_trick (table), "items-changed",
                    G_CALLBACK (count_items_cb), &n_items);
  pl_rng_init (&rng, 99);

  for (guint64 seed = 1; seed <= 4; seed++)
    {
      pl_table_new_deal (table, seed);
      g_assert_cmpuint (pl_card_list_get_n_cards (pl_table_get_hand (table, 0)), ==, 10);

      while (TRUE)
        {
          const PlSkatState *state;
          g_autoptr(GError) error = NULL;
          g_autoptr(GError) expected = NULL;
          PlMove moves[PL_MAX_MOVES], move;
          guint before_moves, before_items, n_legal;
          PlCardSet illegal;

          run_until (table, human_turn_or_over);
          if (pl_table_is_over (table))
            break;

          state = pl_table_get_state (table);
          n_legal = pl_table_get_legal_moves (table, moves);
          g_assert_cmpuint (n_legal, >, 0);
          before_moves = n_moves;
          before_items = n_items;

          /* A card the rules do not allow now, with their reason. */
          illegal = pl_skat_get_hand (state, 0) & ~pl_skat_legal_cards (state, 0);
          if (illegal != 0)
            {
              PlCard card = pl_cardset_first (illegal);

              move = pl_move_new (PL_MOVE_PLAY, 0);
              move.card = card;
              g_assert_false (pl_skat_game.check_move (state, &move, &expected));
              g_assert_false (pl_table_check_card (table, card, &error));
              g_assert_error (error, PL_RULES_ERROR, PL_RULES_ERROR_ILLEGAL_MOVE);
              g_assert_cmpstr (error->message, ==, expected->message);
              g_clear_error (&error);
              g_assert_false (pl_table_play (table, &move, &error));
              g_assert_cmpstr (error->message, ==, expected->message);
              g_clear_error (&error);
              n_refused_play++;
            }

          /* Nobody moves for a computer seat from outside. */
          move = moves[0];
          move.seat = 1;
          g_assert_false (pl_table_play (table, &move, &error));
          g_assert_cmpstr (error->message, ==, "It is not your turn");
          g_clear_error (&error);

          g_assert_cmpuint (n_moves, ==, before_moves);
          g_assert_cmpuint (n_items, ==, before_items);

          move = pl_ai_choose (&pl_skat_game, state, 0, PL_AI_LEVEL_EASY, &rng);
          g_assert_true (pl_table_play (table, &move, &error));
          g_assert_no_error (error);
          g_assert_cmpuint (n_moves, ==, before_moves + 1);

          /* Now a computer is to move, or the human again, or it is over. */
          if (pl_table_get_busy (table))
            {
              g_assert_false (pl_table_is_human_turn (table));
              g_assert_cmpuint (pl_table_get_legal_moves (table, moves), ==, 0);
              g_assert_false (pl_table_check_card (table, pl_card_list_get_card (pl_table_get_hand (table, 0), 0), &error));
              g_assert_cmpstr (error->message, ==, "It is not your turn");
              n_wrong_turn++;
            }
        }
    }
  /* The deals must have exercised both refusals. */
  g_assert_cmpuint (n_refused_play, >, 0);
  g_assert_cmpuint (n_wrong_turn, >, 0);
}

static gboolean
first_move_in_deal_2 (PlTable *table)
{
  return pl_table_get_record (table)->moves->len > 0 ||
         pl_table_is_human_turn (table);
}

/* Starting a new deal while the computer thinks (or waits out its delay)
 * drops its move: nothing of the old deal lands in the new one.  A stale
 * move would be refused (a critical, fatal here) or show in the record. */
static void
test_table_cancel (gconstpointer data)
{
  guint delay = GPOINTER_TO_UINT (data);
  g_autoptr(PlTable) table = model_test_new_table ("skat");
  guint n_moves = 0, n_started = 0;
  const PlDealRecord *record;

  pl_table_set_computer_delay (table, delay);
  pl_table_new_deal (table, 1);
  /* Middlehand, a computer, bids first. */
  g_assert_cmpint (pl_table_get_to_move (table), ==, 1);
  g_assert_true (pl_table_get_busy (table));
  if (delay > 0)
    {
      /* Let the thread answer: its move then waits for the delay. */
      for (guint i = 0; i < 20; i++)
        {
          g_usleep (2000);
          g_main_context_iteration (NULL, FALSE);
        }
      g_assert_cmpuint (pl_table_get_record (table)->moves->len, ==, 0);
    }

  g_signal_connect (table, "move-played", G_CALLBACK (check_view_cb), &n_moves);
  g_signal_connect (table, "deal-started", G_CALLBACK (count_cb), &n_started);
  pl_table_new_deal (table, 2);
  g_assert_cmpuint (n_started, ==, 1);
  /* Dealer 0 now: seat 2 is middlehand and bids first. */
  g_assert_cmpint (pl_table_get_to_move (table), ==, 2);

  run_until (table, first_move_in_deal_2);
  run_until (table, human_turn_or_over);
  /* Give any stale answer every chance to arrive. */
  for (guint i = 0; i < 20; i++)
    {
      g_usleep ((delay + 10) * 100);
      g_main_context_iteration (NULL, FALSE);
    }
  record = pl_table_get_record (table);
  g_assert_cmpuint (record->moves->len, >, 0);
  g_assert_cmpuint (g_array_index (record->moves, PlMove, 0).seat, ==, 2);
  g_assert_cmpuint (n_moves, ==, record->moves->len);
}

/* Runs the main loop for @n turns, 2 ms apart. */
static void
spin_main_loop (guint n)
{
  for (guint i = 0; i < n; i++)
    {
      g_usleep (2000);
      g_main_context_iteration (NULL, FALSE);
    }
}

/* The trick pause (issue 16): while the view holds the table, a computer
 * seat's chosen move waits however long it takes; released, it plays.
 * Without the hold the computer (no delay) would have bid at once. */
static void
test_table_hold (void)
{
  g_autoptr(PlTable) table = model_test_new_table ("skat");
  const PlDealRecord *record;

  pl_table_hold (table);
  pl_table_hold (table);
  g_assert_true (pl_table_is_held (table));
  pl_table_new_deal (table, 1);
  /* Middlehand, a computer, bids first. */
  g_assert_cmpint (pl_table_get_to_move (table), ==, 1);
  record = pl_table_get_record (table);
  /* Every chance for its thread to answer and its move to land. */
  spin_main_loop (100);
  g_assert_cmpuint (record->moves->len, ==, 0);

  /* Holds count: one release of two still holds. */
  pl_table_release (table);
  g_assert_true (pl_table_is_held (table));
  spin_main_loop (50);
  g_assert_cmpuint (record->moves->len, ==, 0);

  pl_table_release (table);
  g_assert_false (pl_table_is_held (table));
  run_until (table, first_move_in_deal_2);
  g_assert_cmpuint (record->moves->len, >=, 1);
  g_assert_cmpuint (g_array_index (record->moves, PlMove, 0).seat, ==, 1);
}

/* Seed 000, "Seeing Tricks": the last trick is free; looking at any other
 * costs ten points, written in the looker's column of both sheets. */
static void
test_table_peek (void)
{
  g_autoptr(PlTable) table = model_test_new_table ("skat");
  PlCard cards[PL_MAX_SEATS];
  guint n = 0, leader = 9, winner = 9, n_tricks, n_score = 0;
  gint book_before, seeger_before;
  const PlScoreSheet *book, *seeger;
  guint64 seed = 1;

  g_assert_cmpint (pl_table_get_peek_cost (table, 0), ==, -1);
  do
    autoplay_deal (table, seed++);
  while (pl_table_get_n_tricks (table) < 2);
  g_signal_connect (table, "score-changed", G_CALLBACK (count_cb), &n_score);

  n_tricks = pl_table_get_n_tricks (table);
  book = pl_table_get_score_sheet (table, PL_SCORE_SHEET_BOOK);
  seeger = pl_table_get_score_sheet (table, PL_SCORE_SHEET_SEEGER_FABIAN);
  book_before = pl_score_sheet_get_total (book, 0);
  seeger_before = pl_score_sheet_get_total (seeger, 0);

  g_assert_cmpint (pl_table_get_peek_cost (table, n_tricks - 1), ==, 0);
  g_assert_cmpint (pl_table_get_peek_cost (table, 0), ==, 10);
  g_assert_cmpint (pl_table_get_peek_cost (table, n_tricks), ==, -1);
  g_assert_false (pl_table_peek_trick (table, n_tricks, cards, &n, &leader, &winner));

  g_assert_true (pl_table_peek_trick (table, n_tricks - 1, cards, &n, &leader, &winner));
  g_assert_cmpuint (n, ==, 3);
  g_assert_cmpint ((gint) winner, ==, pl_table_get_last_trick_winner (table));
  g_assert_cmpuint (cards[0], ==, pl_card_list_get_card (pl_table_get_last_trick (table), 0));
  g_assert_cmpint (pl_score_sheet_get_total (book, 0), ==, book_before);
  g_assert_cmpuint (n_score, ==, 0);

  g_assert_true (pl_table_peek_trick (table, 0, cards, &n, &leader, &winner));
  g_assert_cmpint (pl_score_sheet_get_total (book, 0), ==, book_before - 10);
  g_assert_cmpint (pl_score_sheet_get_total (seeger, 0), ==, seeger_before - 10);
  g_assert_true (pl_score_sheet_get_entry (book, 0, pl_score_sheet_get_n_entries (book, 0) - 1)->penalty);
  g_assert_cmpuint (n_score, ==, 1);
}

/* docs/records.md's example: the first deal loads and replays; a deal with
 * an illegal move is refused and the table keeps what it had. */
static const char docs_example[] =
  "Parlour-Record: 1\n"
  "\n"
  "Game: skat\n"
  "Seats: Anna | Bert | Carl\n"
  "Dealer: 2\n"
  "Seed: 1234\n"
  "1: pass\n2: bid 18\n0: pass\n2: pickup\n2: discard H8 D8\n"
  "2: announce clubs\n"
  "0: play HA\n1: play HQ\n2: play HK\n0: play HJ\n1: play CT\n2: play DJ\n"
  "End\n";

static void
test_table_load (void)
{
  g_autoptr(PlTable) table = model_test_new_table ("skat");
  g_autoptr(PlRecord) record = NULL;
  g_autoptr(PlDealRecord) bad = NULL;
  g_autoptr(GError) error = NULL;
  const PlDealRecord *loaded;
  PlMove illegal;
  guint n_started = 0, deal_number;
  gint to_move;

  record = pl_record_parse (docs_example, strlen (docs_example), "docs.rec", &error);
  g_assert_no_error (error);
  g_signal_connect (table, "deal-started", G_CALLBACK (count_cb), &n_started);

  g_assert_true (pl_table_load_deal (table, g_ptr_array_index (record->deals, 0), &error));
  g_assert_no_error (error);
  g_assert_cmpuint (n_started, ==, 1);
  loaded = pl_table_get_record (table);
  g_assert_cmpuint (loaded->moves->len, ==, 12);
  g_assert_cmpuint (pl_table_get_dealer (table), ==, 2);
  g_assert_cmpuint (pl_table_get_seed (table), ==, 1234);
  g_assert_cmpuint (pl_table_get_n_tricks (table), ==, 2);
  g_assert_cmpuint (pl_card_list_get_n_cards (pl_table_get_last_trick (table)), ==, 3);
  /* Clubs: HJ, a trump, takes the second trick, and seat 0 leads. */
  g_assert_cmpint (pl_table_get_last_trick_winner (table), ==, 0);
  check_view (table);
  to_move = pl_table_get_to_move (table);
  g_assert_cmpint (to_move, ==, 0);
  g_assert_true (pl_table_is_human_turn (table));
  g_assert_false (pl_table_get_busy (table));

  /* A deal with an illegal move: refused, nothing changes. */
  bad = pl_deal_record_copy (g_ptr_array_index (record->deals, 0));
  illegal = pl_move_new (PL_MOVE_PLAY, 0);
  illegal.card = PL_CARD (PL_SUIT_HEARTS, PL_RANK_ACE);   /* already played */
  g_array_append_val (bad->moves, illegal);
  deal_number = pl_table_get_deal_number (table);
  g_assert_false (pl_table_load_deal (table, bad, &error));
  g_assert_error (error, PL_RECORD_ERROR, PL_RECORD_ERROR_ILLEGAL_MOVE);
  g_assert_true (pl_table_get_record (table) == loaded);
  g_assert_cmpuint (pl_table_get_deal_number (table), ==, deal_number);
  g_assert_cmpuint (n_started, ==, 1);

  /* The loaded deal plays on to its end and is scored. */
  pl_table_set_autoplay (table, TRUE);
  run_until (table, is_over);
  g_assert_cmpuint (pl_table_get_record (table)->moves->len, >=, 12);
  g_assert_cmpuint (pl_score_sheet_get_n_deals (pl_table_get_score_sheet (table, PL_SCORE_SHEET_BOOK)), ==, 1);
}

/* Issue 16: the club's Bock and Ramsch rounds are played at the table.  A
 * won Grand Hand (here conceded by both defenders) calls for a Bock round,
 * one deal per player (XSkat's "-bock"), and with ramsch-rounds=on a
 * Ramsch round follows it (pl-skat-rounds.h); the match's next deals are
 * dealt with those options. */
static const char grand_hand_match[] =
  "Parlour-Record: 1\n"
  "\n"
  "Game: skat\n"
  "Option: bock=on\n"
  "Option: ramsch-rounds=on\n"
  "Dealer: 2\n"
  "Seed: 1234\n"
  "1: pass\n2: bid 18\n0: pass\n2: hand\n2: announce grand hand\n"
  "0: concede\n1: concede\n"
  "End\n";

static const PlSkatOptions *
deal_options (PlTable *table)
{
  return pl_table_get_record (table)->options;
}

static void
test_table_bock_rounds (void)
{
  g_autoptr(PlTable) table = model_test_new_table ("skat");
  g_autoptr(PlRecord) record = NULL;
  g_autoptr(GError) error = NULL;
  guint dealer;

  record = pl_record_parse (grand_hand_match, strlen (grand_hand_match), "bock.rec", &error);
  g_assert_no_error (error);
  g_assert_true (pl_table_load_match (table, record, &error));
  g_assert_no_error (error);
  g_assert_true (pl_table_is_over (table));
  g_assert_cmpuint (pl_skat_rounds_events (pl_table_get_state (table)), ==,
                    PL_SKAT_BOCK_GRAND_HAND);
  g_assert_cmpuint (deal_options (table)->bock_deal, ==, 0);

  /* Deals 2–4: the Bock round, each deal counting double. */
  dealer = pl_table_get_dealer (table);
  for (guint i = 0; i < 3; i++)
    {
      autoplay_deal (table, 40 + i);
      g_assert_cmpuint (deal_options (table)->bock_deal, ==, 1);
      g_assert_false (deal_options (table)->ramsch_deal);
      dealer = (dealer + 1) % 3;
      g_assert_cmpuint (pl_table_get_dealer (table), ==, dealer);
    }
  /* Deal 5: the Ramsch round begins. */
  pl_table_set_autoplay (table, TRUE);
  pl_table_new_deal (table, 50);
  g_assert_true (deal_options (table)->ramsch_deal);
  g_assert_cmpuint (deal_options (table)->bock_deal, ==, 0);
  g_assert_cmpuint (pl_skat_get_phase (pl_table_get_state (table)), ==,
                    PL_SKAT_PHASE_GRAND_HAND);
  run_until (table, is_over);

  /* A new match starts without rounds. */
  pl_table_new_match (table, 60);
  g_assert_cmpuint (deal_options (table)->bock_deal, ==, 0);
  g_assert_false (deal_options (table)->ramsch_deal);
}

/* The human's own order of his hand stays until the cards change; then
 * the rest keep his order. */
static void
test_table_move_in_hand (void)
{
  g_autoptr(PlTable) table = model_test_new_table ("skat");
  PlCardList *hand = pl_table_get_hand (table, 0);
  PlCard first, last;
  guint n;

  pl_table_new_deal (table, 5);
  n = pl_card_list_get_n_cards (hand);
  g_assert_cmpuint (n, ==, 10);
  first = pl_card_list_get_card (hand, 0);
  last = pl_card_list_get_card (hand, n - 1);
  pl_table_move_in_hand (table, 0, n - 1);
  g_assert_cmpuint (pl_card_list_get_card (hand, n - 1), ==, first);
  g_assert_cmpuint (pl_card_list_get_card (hand, n - 2), ==, last);

  /* The computer bids; the human's order survives moves that leave his
   * hand alone. */
  run_until (table, human_turn_or_over);
  g_assert_cmpuint (pl_card_list_get_card (hand, n - 1), ==, first);
  pl_table_move_in_hand (table, 1, 0);
  pl_table_move_in_hand (table, 0, 1);
  g_assert_cmpuint (pl_card_list_get_card (hand, n - 1), ==, first);

  /* Out-of-range moves are ignored. */
  pl_table_move_in_hand (table, 0, 99);
  g_assert_cmpuint (pl_card_list_get_n_cards (hand), ==, n);
}

/* Issue 12: each game's table view is registered once, and says where
 * its cards lie and its largest hand; a game registered by a test gets
 * the same table as the built-in ones. */
static void
test_table_registry (void)
{
  g_autoptr(PlTable) skat = model_test_new_table ("skat");
  g_autoptr(PlTable) bezique = model_test_new_table ("bezique");
  g_autoptr(PlTable) bare = NULL;
  g_autoptr(PlTable) hicard = NULL;
  PlMove move;

  g_assert_cmpuint (pl_table_get_zones (skat), ==, PL_TABLE_ZONE_TRICK | PL_TABLE_ZONE_TALON);
  g_assert_cmpuint (pl_table_get_max_hand_size (skat), ==, 12);
  g_assert_cmpuint (pl_table_get_zones (bezique), ==,
                    PL_TABLE_ZONE_TRICK | PL_TABLE_ZONE_TALON | PL_TABLE_ZONE_MELDS);
  g_assert_cmpuint (pl_table_get_max_hand_size (bezique), ==, 8);

  /* A game without a view: its hands, nothing else. */
  hi_register_players ();
  bare = model_test_new_table ("hicard");
  g_assert_cmpuint (pl_table_get_zones (bare), ==, 0);
  g_assert_cmpuint (pl_table_get_max_hand_size (bare), ==, 0);

  pl_table_game_view_register (&hi_view);
  hicard = model_test_new_table ("hicard");
  g_assert_cmpuint (pl_table_get_zones (hicard), ==, PL_TABLE_ZONE_TRICK);
  g_assert_cmpuint (pl_table_get_max_hand_size (hicard), ==, 4);
  pl_table_new_deal (hicard, 5);
  /* Dealt by seat 1: the human (seat 0) leads, four cards high to low. */
  g_assert_true (pl_table_is_human_turn (hicard));
  g_assert_cmpuint (pl_card_list_get_n_cards (pl_table_get_hand (hicard, 0)), ==, 4);
  g_assert_cmpuint (pl_card_list_get_n_cards (pl_table_get_hand (hicard, 1)), ==, 4);
  g_assert_cmpint (pl_card_list_get_card (pl_table_get_hand (hicard, 1), 0), ==, PL_CARD_NONE);
  g_assert_cmpint (pl_card_list_get_card (pl_table_get_hand (hicard, 0), 0), >,
                   pl_card_list_get_card (pl_table_get_hand (hicard, 0), 3));
  move = pl_move_new (PL_MOVE_PLAY, 0);
  move.card = pl_card_list_get_card (pl_table_get_hand (hicard, 0), 0);
  g_assert_true (pl_table_play (hicard, &move, NULL));
  g_assert_cmpuint (pl_card_list_get_n_cards (pl_table_get_trick (hicard)), ==, 1);
  g_assert_cmpint (pl_card_list_get_card (pl_table_get_trick (hicard), 0), ==, move.card);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/model/table/whole-deal", test_table_whole_deal);
  g_test_add_func ("/model/table/deterministic", test_table_deterministic);
  g_test_add_func ("/model/table/dealer-rotation", test_table_dealer_rotation);
  g_test_add_func ("/model/table/four-players", test_table_four_players);
  g_test_add_func ("/model/table/ouvert", test_table_ouvert);
  g_test_add_func ("/model/table/human", test_table_human);
  g_test_add_data_func ("/model/table/cancel/thinking", GUINT_TO_POINTER (0),
                        test_table_cancel);
  g_test_add_data_func ("/model/table/cancel/waiting", GUINT_TO_POINTER (200),
                        test_table_cancel);
  g_test_add_func ("/model/table/hold", test_table_hold);
  g_test_add_func ("/model/table/peek", test_table_peek);
  g_test_add_func ("/model/table/load", test_table_load);
  g_test_add_func ("/model/table/move-in-hand", test_table_move_in_hand);
  g_test_add_func ("/model/table/bock-rounds", test_table_bock_rounds);
  g_test_add_func ("/model/table/registry", test_table_registry);

  return g_test_run ();
}
