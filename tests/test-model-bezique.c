/* test-model-bezique.c — Bézique deals driven through PlTable, without a display
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-test"

#include <stdlib.h>
#include <string.h>

#include "pl-bezique.h"
#include "pl-bezique-words.h"
#include "pl-table.h"

#include "model-test-util.h"

static gboolean
is_over (PlTable *table)
{
  return pl_table_is_over (table);
}

/* How many of each name a list holds, face up. */
static void
count_names (PlCardList *list,
             guint       counts[64],
             guint      *face_down)
{
  memset (counts, 0, 64 * sizeof (guint));
  *face_down = 0;
  for (guint i = 0; i < pl_card_list_get_n_cards (list); i++)
    {
      PlCardItem *item = pl_card_list_get_item (list, i);

      if (!pl_card_item_get_face_up (item))
        {
          g_assert_cmpint (pl_card_item_get_card (item), ==, PL_CARD_NONE);
          (*face_down)++;
        }
      else
        counts[pl_card_item_get_card (item)]++;
    }
}

/* The same count from a physical set: two copies of a name count twice. */
static void
count_set (PlBeziqueSet set,
           guint        counts[64])
{
  memset (counts, 0, 64 * sizeof (guint));
  for (; set != 0; set &= set - 1)
    counts[pl_bezique_card ((guint) __builtin_ctzll (set))]++;
}

/* What the human sees of a Bézique deal (pl-table.h, "Added for
 * Bézique"): his concealed hand, both players' declared cards face up in
 * front of them (seed 004: declared cards "remain on the table"), the
 * other hand as backs only, the stock as backs with the turn-up face up,
 * and its count where the English laws allow it (seed 002). */
static void
check_view (PlTable *table)
{
  const PlBeziqueState *state = pl_table_get_state (table);
  guint human = pl_table_get_human_seat (table);
  gboolean over = pl_bezique_get_phase (state) == PL_BEZIQUE_PHASE_OVER;
  guint want[64], got[64], face_down;

  for (guint seat = 0; seat < 2; seat++)
    {
      count_names (pl_table_get_hand (table, seat), got, &face_down);
      count_set (pl_bezique_get_hand (state, seat), want);
      if (seat == human || over)
        {
          g_assert_cmpmem (got, sizeof got, want, sizeof want);
          g_assert_cmpuint (face_down, ==, 0);
        }
      else
        {
          guint none[64] = { 0, };

          g_assert_cmpmem (got, sizeof got, none, sizeof none);
          g_assert_cmpuint (face_down, ==,
                            __builtin_popcountll (pl_bezique_get_hand (state, seat)));
        }

      count_names (pl_table_get_melds (table, seat), got, &face_down);
      count_set (pl_bezique_get_table (state, seat), want);
      g_assert_cmpmem (got, sizeof got, want, sizeof want);
      g_assert_cmpuint (face_down, ==, 0);
    }

  g_assert_cmpint (pl_table_get_talon_style (table), ==, PL_TALON_STOCK);
  g_assert_cmpuint (pl_card_list_get_n_cards (pl_table_get_talon (table)), ==,
                    pl_bezique_get_stock_size (state));
  if (pl_bezique_get_turn_up (state) != PL_BEZIQUE_NO_CARD)
    {
      PlCardItem *first = pl_card_list_get_item (pl_table_get_talon (table), 0);

      g_assert_true (pl_card_item_get_face_up (first));
      g_assert_cmpint (pl_card_item_get_card (first), ==,
                       pl_bezique_card (pl_bezique_get_turn_up (state)));
    }
  if (state->options.count_stock && pl_bezique_get_stock_size (state) > 0)
    g_assert_cmpint (pl_table_get_stock_count (table), ==, pl_bezique_get_stock_size (state));
  else
    g_assert_cmpint (pl_table_get_stock_count (table), ==, -1);

  /* Each seat's label says what it said last, as the rules word it
   * (pl-bezique-words.h): the silent scores too. */
  {
    g_autoptr(GPtrArray) sayings = pl_bezique_deal_sayings (pl_table_get_record (table));

    g_assert_nonnull (sayings);
    for (guint seat = 0; seat < 2; seat++)
      {
        g_autofree char *want_said = pl_bezique_last_said (state, sayings, seat);

        g_assert_cmpstr (pl_seat_get_said (pl_table_get_seat (table, seat)), ==,
                         want_said != NULL ? want_said : "");
      }
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
autoplay_deal (PlTable *table,
               guint64  seed)
{
  pl_table_set_autoplay (table, TRUE);
  pl_table_new_deal (table, seed);
  run_until (table, is_over);
}

/* Whole deals through the model: every list agrees with the rules after
 * every move, with both laws of counting the stock. */
static void
test_bezique_view (void)
{
  for (guint laws = 0; laws < 2; laws++)
    {
      g_autoptr(PlTable) table = model_test_new_table ("bezique");
      g_autoptr(GError) error = NULL;
      guint n_moves = 0, melds_seen = 0;

      g_assert_true (pl_table_set_option (table, "count-stock", laws ? "off" : "on", &error));
      g_assert_no_error (error);
      g_signal_connect (table, "move-played", G_CALLBACK (check_view_cb), &n_moves);
      for (guint64 seed = 1; seed <= 3; seed++)
        {
          const PlBeziqueState *state;

          autoplay_deal (table, seed);
          state = pl_table_get_state (table);
          /* 32 tricks of two cards, and a declaration phase after every
           * trick won while the stock lasted. */
          g_assert_cmpuint (state->n_tricks, ==, PL_BEZIQUE_N_TRICKS);
          melds_seen += state->n_declarations[0] + state->n_declarations[1];
        }
      g_assert_cmpuint (n_moves, >, 3 * 64);
      /* Three deals without a single declaration would not test the melds. */
      g_assert_cmpuint (melds_seen, >, 0);
    }
}

/* The human's card to play, by name, from the hand or from his declared
 * cards; the rules' reasons when he may not. */
static void
test_bezique_make_play (void)
{
  g_autoptr(PlTable) table = model_test_new_table ("bezique");
  g_autoptr(GError) error = NULL;
  const PlBeziqueState *state;
  PlBeziqueSet hand;
  PlMove move;
  PlCard card, absent = PL_CARD_NONE;

  pl_table_set_computer_level (table, 0);
  /* Seat 0 (the human) is the elder hand of the first deal and leads. */
  pl_table_new_deal (table, 11);
  state = pl_table_get_state (table);
  g_assert_true (pl_table_is_human_turn (table));

  hand = pl_bezique_get_hand (state, 0);
  card = pl_bezique_card ((guint) __builtin_ctzll (hand));
  g_assert_true (pl_table_make_play (table, card, FALSE, &move, &error));
  g_assert_no_error (error);
  g_assert_cmpint (move.kind, ==, PL_MOVE_PLAY);
  g_assert_cmpint (pl_bezique_card (move.card), ==, card);
  g_assert_true ((hand >> move.card) & 1);
  g_assert_true (pl_bezique_game.check_move (state, &move, NULL));

  /* Not held: refused in words. */
  for (PlCard c = 0; c < 64 && absent == PL_CARD_NONE; c++)
    if (PL_CARD_RANK (c) >= PL_RANK_7 &&
        (hand & PL_BEZIQUE_NAME_BITS (c)) == 0)
      absent = c;
  g_assert_cmpint (absent, !=, PL_CARD_NONE);
  g_assert_false (pl_table_make_play (table, absent, FALSE, &move, &error));
  g_assert_error (error, PL_RULES_ERROR, PL_RULES_ERROR_ILLEGAL_MOVE);
  g_clear_error (&error);
  /* Nothing declared yet: nothing to play from the table. */
  g_assert_false (pl_table_make_play (table, card, TRUE, &move, &error));
  g_assert_error (error, PL_RULES_ERROR, PL_RULES_ERROR_ILLEGAL_MOVE);
  g_clear_error (&error);

  /* pl_table_check_card() is the same, from the hand. */
  g_assert_true (pl_table_check_card (table, card, NULL));
  g_assert_false (pl_table_check_card (table, absent, NULL));
}

/* The game to 1000 across deals: each deal's score goes on a two-column
 * sheet as a running total; a new match starts from nothing. */
static void
test_bezique_match (void)
{
  g_autoptr(PlTable) table = model_test_new_table ("bezique");
  const PlScoreSheet *sheet;
  gint sum[2] = { 0, 0 };

  for (guint64 seed = 5; seed < 7; seed++)
    {
      PlResult result = { 0, };

      autoplay_deal (table, seed);
      g_assert_true (pl_table_get_result (table, &result));
      g_assert_cmpuint (result.n_seats, ==, 2);
      sum[0] += result.score[0];
      sum[1] += result.score[1];
      pl_result_clear (&result);
    }
  sheet = pl_table_get_score_sheet (table, PL_SCORE_SHEET_BOOK);
  g_assert_cmpuint (pl_score_sheet_get_n_players (sheet), ==, 2);
  g_assert_cmpuint (pl_score_sheet_get_n_deals (sheet), ==, 2);
  g_assert_cmpint (pl_score_sheet_get_total (sheet, 0), ==, sum[0]);
  g_assert_cmpint (pl_score_sheet_get_total (sheet, 1), ==, sum[1]);
  /* Deals pass to the other player (Foster: the deal alternates). */
  g_assert_cmpuint (pl_table_get_dealer (table), ==, 0);
  /* Issue 18: the running totals are written without a sign, and the
   * game's total is on the table, beside each player's name. */
  for (guint seat = 0; seat < 2; seat++)
    {
      g_autofree char *written = pl_score_sheet_format_total (sheet, sum[seat]);
      g_autofree char *in_game = g_strdup_printf (" · %d in the game", sum[seat]);

      g_assert_cmpint (written[0], !=, '+');
      g_assert_cmpint (atoi (written), ==, sum[seat]);
      g_assert_true (g_str_has_suffix (pl_seat_get_role (pl_table_get_seat (table, seat)),
                                       in_game));
    }

  pl_table_new_match (table, 9);
  sheet = pl_table_get_score_sheet (table, PL_SCORE_SHEET_BOOK);
  g_assert_cmpuint (pl_table_get_deal_number (table), ==, 1);
  g_assert_cmpuint (pl_score_sheet_get_n_deals (sheet), ==, 0);
  g_assert_cmpint (pl_score_sheet_get_total (sheet, 0), ==, 0);
  run_until (table, is_over);
}

/* Two identical cards in the human's hand survive his own ordering of it
 * (the two packs of Bézique). */
static void
test_bezique_duplicates_in_order (void)
{
  g_autoptr(PlTable) table = model_test_new_table ("bezique");
  gboolean found = FALSE;

  pl_table_set_computer_level (table, 0);
  for (guint64 seed = 1; seed < 400 && !found; seed++)
    {
      const PlBeziqueState *state;
      PlBeziqueSet hand;

      pl_table_new_deal (table, seed);
      state = pl_table_get_state (table);
      hand = pl_bezique_get_hand (state, pl_table_get_human_seat (table));
      found = (hand & (hand >> 32)) != 0;
    }
  g_assert_true (found);

  {
    PlCardList *list = pl_table_get_hand (table, pl_table_get_human_seat (table));
    guint before[64], after[64], face_down;

    count_names (list, before, &face_down);
    pl_table_move_in_hand (table, 0, 7);
    pl_table_move_in_hand (table, 3, 1);
    count_names (list, after, &face_down);
    g_assert_cmpmem (before, sizeof before, after, sizeof after);
    g_assert_cmpuint (pl_card_list_get_n_cards (list), ==, 8);
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/model/bezique/view", test_bezique_view);
  g_test_add_func ("/model/bezique/make-play", test_bezique_make_play);
  g_test_add_func ("/model/bezique/match", test_bezique_match);
  g_test_add_func ("/model/bezique/duplicates-in-order", test_bezique_duplicates_in_order);

  return g_test_run ();
}
