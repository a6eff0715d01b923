/* test-bezique.c — the Bézique rules of seeds 002 and 004, sentence by
 * sentence
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "pl-bezique.h"
#include "pl-record.h"

#include "bezique-test-util.h"

static void
refused (const PlBeziqueState *state,
         const char           *text,
         const char           *message)
{
  g_autoptr(GError) error = NULL;
  gint seat = pl_bezique_game.to_move (state);
  PlMove move;

  g_assert_true (pl_bezique_game.move_from_string (state, seat, text, &move, &error));
  g_assert_false (pl_bezique_game.check_move (state, &move, &error));
  g_assert_error (error, PL_RULES_ERROR, PL_RULES_ERROR_ILLEGAL_MOVE);
  g_assert_cmpstr (error->message, ==, message);
}

static guint
points (const PlBeziqueState *state,
        guint                 seat)
{
  return state->declaration_points[seat];
}

static guint
count_status (const PlBeziqueState *state,
              guint                 seat,
              PlBeziqueStatus       status)
{
  guint n = 0;

  for (guint i = 0; i < state->n_declarations[seat]; i++)
    n += state->declarations[seat][i].status == status;
  return n;
}

/* The reasons, each the rule that refuses the move. */
#define ONLY_ONE "Only one declaration can be made after each trick"
#define HIGHER "A lower combination cannot be made with cards of a higher one of its class already declared"
#define NEW_CARD "At least one new card must be added from your hand: these cards have all been declared already"
#define MARRIED "Already married: a king or queen that has been married cannot be married again"
#define ALREADY "Already declared: a card cannot be used again in a combination of equal value of the same class"
#define AFTER_TRICK "You may declare only immediately after taking a trick"
#define BEFORE_DRAWING "A declaration is made immediately after taking a trick, before drawing"
#define EXHAUSTED "The stock is exhausted: no more declarations can be made"
#define WINNER_ONLY "Only the winner of the trick may declare"
#define KEPT "Already announced to score: it is scored as a combination kept to score"
#define LOST "That combination kept to score is lost: one of its cards has been played"

/* Every scoring row of the table. */
static void
test_scoring_table (void)
{
  static const struct {
    const char *hand;     /* seat 0's hand, the last card wins the trick */
    const char *move;
    guint       points;
  } rows[] = {
    { "SK SQ C8 C9 D8 D9 H9 CA", "declare marriage SQ SK", 20 },
    { "HK HQ C8 C9 D8 D9 S9 CA", "declare royal-marriage HQ HK", 40 },
    { "HA HT HK HQ HJ D9 S9 CA", "declare sequence HT HJ HQ HK HA", 250 },
    { "SQ DJ C8 C9 D8 D9 S9 CA", "declare bezique SQ DJ", 40 },
    { "SQ SQ DJ DJ D8 D9 S9 CA", "declare double-bezique SQ SQ DJ DJ", 500 },
    { "SA DA HA HA D8 D9 S9 CA", "declare four-aces SA HA HA DA", 100 },
    { "SK DK HK CK D8 D9 S9 CA", "declare four-kings CK SK HK DK", 80 },
    { "SQ DQ HQ CQ D8 D9 S9 CA", "declare four-queens CQ SQ HQ DQ", 60 },
    { "SJ DJ HJ CJ D8 D9 S9 CA", "declare four-jacks CJ SJ HJ DJ", 40 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      PlBeziqueState state;

      /* Hearts are trumps: C8 would be drawn into the stock otherwise. */
      bezique_test_deal (&state, rows[i].hand, "C7 S7 S8 D7 H7 H8 C7 S7", "H9", "");
      bezique_test_play (&state, "play CA, play C7");
      g_assert_cmpint (state.phase, ==, PL_BEZIQUE_PHASE_DECLARE);
      bezique_test_play (&state, rows[i].move);
      g_assert_cmpuint (points (&state, 0), ==, rows[i].points);
    }
}

/* Seed 004 i: "Immediately after taking a trick, and then only, a player
 * can make a Declaration; but he must do so before drawing another card.
 * Only one Declaration can be made after each trick." */
static void
test_declare_only_after_trick (void)
{
  PlBeziqueState state;

  bezique_test_deal (&state, "SQ DJ SQ DJ HQ CQ HA DA", "H7 H8 H9 D7 D8 D9 S7 S8", "C8", "");
  refused (&state, "declare bezique SQ DJ", AFTER_TRICK);
  bezique_test_play (&state, "play HA, play H7");
  /* The loser does not declare: it is the winner's turn. */
  g_assert_cmpint (pl_bezique_game.to_move (&state), ==, 0);
  g_assert_cmpuint (pl_bezique_get_stock_size (&state), ==, 48);
  bezique_test_play (&state, "declare bezique SQ DJ");
  refused (&state, "declare bezique SQ DJ", ONLY_ONE);
  bezique_test_play (&state, "done");
  /* Both drew after the declaration, the winner first. */
  g_assert_cmpuint (pl_bezique_get_stock_size (&state), ==, 46);
  g_assert_cmpint (state.phase, ==, PL_BEZIQUE_PHASE_LEAD);
}

/* Seed 002: "He cannot lay all these cards down at once, and claim 600
 * points.  Neither can he lay down four Queens and two Jacks, and score
 * 560 …  He may announce them if he chooses to expose his hand in that
 * manner, but he can score only one combination, and must win a separate
 * trick to score each of the others." */
static void
test_560 (void)
{
  PlBeziqueState state;

  bezique_test_deal (&state, "SQ SQ DJ DJ HQ CQ HA DA", "H7 H8 H9 D7 D8 D9 S7 S8", "C8", "S9 S9");
  bezique_test_play (&state, "play HA, play H7, declare double-bezique SQ SQ DJ DJ");
  g_assert_cmpuint (points (&state, 0), ==, 500);
  refused (&state, "declare four-queens CQ SQ SQ HQ", ONLY_ONE);
  bezique_test_play (&state, "to-score four-queens CQ SQ SQ HQ, done");
  g_assert_cmpuint (points (&state, 0), ==, 500);
  g_assert_cmpuint (count_status (&state, 0, PL_BEZIQUE_PENDING), ==, 1);
  /* A separate trick for the other one. */
  bezique_test_play (&state, "play DA, play D7, score four-queens CQ SQ SQ HQ");
  g_assert_cmpuint (points (&state, 0), ==, 560);
  g_assert_cmpuint (count_status (&state, 0, PL_BEZIQUE_PENDING), ==, 0);
}

/* Seed 002: "It would be better to declare the single bézique first,
 * scoring 40 points for it, and after winning another trick to show the
 * other bézique, scoring 500 points more"; "under the rule which prevents
 * a player from making a declaration which forms part of a higher one of
 * the same class already made, he would lose the 40 points"; "A player is
 * not allowed to score 40 for the second bézique, and then 500". */
static void
test_bezique_order (void)
{
  PlBeziqueState state, copy;

  bezique_test_deal (&state, "SQ SQ DJ DJ HA DA CA S9", "H7 H8 H9 D7 D8 D9 C7 S8", "C8", "");
  bezique_test_play (&state, "play HA, play H7, declare bezique SQ DJ, done");
  copy = state;
  bezique_test_play (&state, "play DA, play D7, declare double-bezique SQ SQ DJ DJ");
  g_assert_cmpuint (points (&state, 0), ==, 540);

  /* 40 and 40 again, then no 500. */
  state = copy;
  bezique_test_play (&state, "play DA, play D7, declare bezique SQ DJ, done");
  g_assert_cmpuint (points (&state, 0), ==, 80);
  bezique_test_play (&state, "play CA, play C7");
  refused (&state, "declare double-bezique SQ SQ DJ DJ", NEW_CARD);

  /* 500 first, then no 40. */
  bezique_test_deal (&state, "SQ SQ DJ DJ HA DA CA S9", "H7 H8 H9 D7 D8 D9 C7 S8", "C8", "");
  bezique_test_play (&state, "play HA, play H7, declare double-bezique SQ SQ DJ DJ, done");
  bezique_test_play (&state, "play DA, play D7");
  refused (&state, "declare bezique SQ DJ", HIGHER);
}

/* Seed 002: "On winning another trick he shows and scores bézique.  One of
 * the bézique cards forms a marriage with the spade King …  'Forty for
 * bézique, and twenty to score.'"  And: "If … one of the cards forming
 * either of the marriages was got rid of in the course of play, that
 * marriage could not afterward be scored". */
static void
test_forty_and_twenty_to_score (void)
{
  PlBeziqueState state, copy;

  bezique_test_deal (&state, "SK CK HK DK SQ DJ CA DA", "C7 D7 H7 S7 S8 D8 C8 D9", "H8", "HA S9 ST S9");
  bezique_test_play (&state, "play CA, play C7, declare four-kings CK SK HK DK, done");
  bezique_test_play (&state, "play DA, play D7, declare bezique SQ DJ, to-score marriage SQ SK, done");
  g_assert_cmpuint (points (&state, 0), ==, 120);
  g_assert_cmpuint (count_status (&state, 0, PL_BEZIQUE_PENDING), ==, 1);
  copy = state;

  /* Scored after the next trick won. */
  bezique_test_play (&state, "play HA, play H7, score marriage SQ SK");
  g_assert_cmpuint (points (&state, 0), ==, 140);

  /* Lost when the spade king is played. */
  state = copy;
  bezique_test_play (&state, "play SK, play S7");
  g_assert_cmpuint (count_status (&state, 0, PL_BEZIQUE_LOST), ==, 1);
  g_assert_cmpuint (count_status (&state, 0, PL_BEZIQUE_PENDING), ==, 0);
}

/* Seed 002: "'Royal Marriage, forty, and twenty to score.'  On winning
 * another trick he would add the A 10 J of trumps, and announce,
 * 'Two-fifty in trumps, and twenty to score'"; the royal marriage cannot
 * then be declared out of the sequence. */
static void
test_royal_then_sequence (void)
{
  PlBeziqueState state;

  bezique_test_deal (&state, "HK HQ SK SQ HA HT HJ CA", "C7 D7 H7 S7 S8 D8 C8 D9", "H8", "DA C9 SA C9");
  bezique_test_play (&state, "play CA, play C7, declare royal-marriage HQ HK, to-score marriage SQ SK, done");
  g_assert_cmpuint (points (&state, 0), ==, 40);
  bezique_test_play (&state, "play DA, play D7, declare sequence HT HJ HQ HK HA, done");
  g_assert_cmpuint (points (&state, 0), ==, 290);
  g_assert_cmpuint (count_status (&state, 0, PL_BEZIQUE_PENDING), ==, 1);
  bezique_test_play (&state, "play SA, play S7");
  refused (&state, "declare royal-marriage HQ HK", HIGHER);
  bezique_test_play (&state, "score marriage SQ SK");
  g_assert_cmpuint (points (&state, 0), ==, 310);
}

/* Seed 002: "A player may lay down and score eighty Kings, and afterward
 * sixty Queens, the remaining Kings forming marriages.  In such a case he
 * would score the sixty points first, and declare the two or three
 * marriages remaining."  A married king cannot marry again. */
static void
test_kings_then_queens (void)
{
  PlBeziqueState state;

  bezique_test_deal (&state, "CK SK HK DK SQ CQ CA DA", "C7 D7 H7 S7 S8 D8 C8 D9", "H8",
        "HQ C9 DQ C9 SA D9 ST S9");
  bezique_test_play (&state, "play CA, play C7, declare four-kings CK SK HK DK, done");
  bezique_test_play (&state, "play DA, play D7, done");
  /* The king of diamonds is played away from the table: three kings
   * remain.  Sixty queens, and the marriages to score. */
  bezique_test_play (&state, "play DK, play D8, declare four-queens CQ SQ HQ DQ");
  g_assert_cmpuint (points (&state, 0), ==, 140);
  g_assert_cmpint (state.phase, ==, PL_BEZIQUE_PHASE_ANNOUNCE);
  bezique_test_play (&state, "to-score marriage CQ CK, to-score marriage SQ SK, "
                "to-score royal-marriage HQ HK, done");
  g_assert_cmpuint (count_status (&state, 0, PL_BEZIQUE_PENDING), ==, 3);
  bezique_test_play (&state, "play SA, play S7, score royal-marriage HQ HK");
  g_assert_cmpuint (points (&state, 0), ==, 180);
  bezique_test_play (&state, "play ST, play S8");
  refused (&state, "declare marriage CQ CK", KEPT);
  bezique_test_play (&state, "score marriage SQ SK");
  g_assert_cmpuint (points (&state, 0), ==, 200);
}

/* Seed 002: "If the stock is exhausted before the player with a score in
 * abeyance can win another trick, the score is lost."  Also: "The last
 * card of the stock is taken by the player winning the trick, and the
 * turn-up trump goes to his adversary", and the declared cards go back
 * into the hands. */
static void
test_stock_runs_out (void)
{
  PlBeziqueState state;
  guint last, turn_up, winner;

  bezique_test_deal (&state, "SK SQ DJ C9 CA DA HA ST", "C7 D7 H7 S7 S8 D8 C8 D9", "H8", "");
  bezique_test_play (&state, "play CA, play C7, declare bezique SQ DJ, to-score marriage SQ SK, done");
  g_assert_cmpuint (count_status (&state, 0, PL_BEZIQUE_PENDING), ==, 1);
  while (pl_bezique_get_stock_size (&state) > 2 || state.phase != PL_BEZIQUE_PHASE_DECLARE)
    {
      PlMove moves[PL_MAX_MOVES];
      guint n = pl_bezique_game.legal_moves (&state, moves);
      PlMove move = moves[0];

      /* Play away anything but the pending marriage; declare nothing. */
      for (guint i = 0; i < n; i++)
        if (moves[i].kind == PL_MOVE_NO_DECLARE)
          move = moves[i];
      if (move.kind == PL_MOVE_PLAY && state.to_move == 0)
        for (guint i = 0; i < n; i++)
          if (PL_BEZIQUE_CARD (moves[i].card) != PL_CARD (PL_SUIT_SPADES, PL_RANK_KING) &&
              PL_BEZIQUE_CARD (moves[i].card) != PL_CARD (PL_SUIT_SPADES, PL_RANK_QUEEN))
            {
              move = moves[i];
              break;
            }
      if (move.kind == PL_MOVE_DECLARE && move.flags == PL_BEZIQUE_FROM_PENDING)
        move = pl_move_new (PL_MOVE_NO_DECLARE, move.seat);
      pl_bezique_game.apply (&state, &move);
    }
  winner = state.to_move;
  last = state.stock[PL_BEZIQUE_STOCK_SIZE - 2];
  turn_up = state.stock[PL_BEZIQUE_STOCK_SIZE - 1];
  bezique_test_play (&state, "done");
  g_assert_true (state.last_eight);
  g_assert_true (state.hands[winner] & (G_GUINT64_CONSTANT (1) << last));
  g_assert_true (state.hands[1 - winner] & (G_GUINT64_CONSTANT (1) << turn_up));
  g_assert_cmpuint (pl_bezique_get_turn_up (&state), ==, PL_BEZIQUE_NO_CARD);
  g_assert_true ((state.table[0] | state.table[1]) == 0);
  g_assert_cmpuint (__builtin_popcountll (state.hands[0]), ==, 8);
  g_assert_cmpuint (__builtin_popcountll (state.hands[1]), ==, 8);
  if (state.hands[0] & PL_BEZIQUE_NAME_BITS (PL_CARD (PL_SUIT_SPADES, PL_RANK_KING)))
    g_assert_cmpuint (count_status (&state, 0, PL_BEZIQUE_LOST), >=, 1);
  g_assert_cmpuint (count_status (&state, 0, PL_BEZIQUE_PENDING), ==, 0);
}

/* Seed 004 iii: "The seven of trumps may be exchanged for the trump card,
 * and for this exchange ten is scored … he may make a declaration at the
 * same time, the card exchanged not being used in such declaration."
 * iv: "Whenever the seven of trumps is played, except in the last eight
 * tricks, the player scores ten for it".  Foster: a seven turned up scores
 * ten for the dealer. */
static void
test_seven_of_trumps (void)
{
  PlBeziqueState state;

  bezique_test_deal (&state, "H7 HQ SQ DJ CA C9 C9 D9", "C7 D7 H7 S7 S8 D8 C8 DT", "HK", "");
  g_assert_cmpuint (state.seven_points[1], ==, 0);
  bezique_test_play (&state, "play CA, play C7, exchange H7");
  g_assert_cmpuint (state.seven_points[0], ==, 10);
  g_assert_cmpuint (PL_BEZIQUE_CARD (pl_bezique_get_turn_up (&state)), ==,
                    PL_CARD (PL_SUIT_HEARTS, PL_RANK_7));
  refused (&state, "exchange H7", "You have already exchanged the seven of trumps");
  refused (&state, "declare royal-marriage HQ HK",
           "The card taken for the seven of trumps cannot be used in a declaration made after the same trick");
  bezique_test_play (&state, "declare bezique SQ DJ, done");
  g_assert_cmpuint (points (&state, 0), ==, 40);
  /* Seat 1 plays his seven of trumps to the next trick. */
  bezique_test_play (&state, "play C9, play H7");
  g_assert_cmpuint (state.seven_points[1], ==, 10);

  bezique_test_deal (&state, "H8 HQ SQ DJ CA C9 C9 D9", "C8 D7 H9 S7 S8 D8 C8 DT", "D7", "");
  g_assert_cmpuint (state.seven_points[1], ==, 10);   /* the dealer */
}

/* Issue 18: each refusal of a declaration names the rule that applies. */
static void
test_refusal_reasons (void)
{
  PlBeziqueState state;

  /* Seed 002's classes: a king married once, married again to the other
   * queen of spades laid from the hand, is refused for the marriage it
   * made, not for want of a new card. */
  bezique_test_deal (&state, "SK SQ SQ CA DA HA C9 D9", "C7 D7 H7 S7 S8 D8 C8 D9", "H8", "");
  bezique_test_play (&state, "play CA, play C7, declare marriage SQ SK, done");
  bezique_test_play (&state, "play DA, play D7");
  refused (&state, "declare marriage SQ SK", MARRIED);
  /* Seed 004 i: the loser of the trick may not declare, nor exchange. */
  bezique_test_refused_by (&state, 1, "declare marriage SQ SK", WINNER_ONLY);
  bezique_test_refused_by (&state, 1, "exchange H7", "Only the winner of the trick may exchange the seven of trumps");
  bezique_test_refused_by (&state, 1, "play S7", "It is not your turn: the winner of the trick declares and leads");
  /* "he must do so before drawing another card": declared nothing, drawn. */
  bezique_test_play (&state, "done");
  refused (&state, "declare four-aces SA HA HA DA", BEFORE_DRAWING);
  /* The follower has taken no trick. */
  bezique_test_play (&state, "play C9");
  refused (&state, "declare marriage SQ SK", AFTER_TRICK);

  /* Seed 002: a combination kept "to score" is lost with a card of it. */
  bezique_test_deal (&state, "SK CK HK DK SQ DJ CA DA", "C7 D7 H7 S7 S8 D8 C8 D9", "H8", "HA S9 ST S9");
  bezique_test_play (&state, "play CA, play C7, declare four-kings CK SK HK DK, done");
  bezique_test_play (&state, "play DA, play D7, declare bezique SQ DJ, to-score marriage SQ SK, done");
  bezique_test_play (&state, "play SK, play S7, done");
  bezique_test_play (&state, "play HA, play H7");
  refused (&state, "score marriage SQ SK", LOST);

  /* Seed 004 i: one declaration after each trick, a pending one scored
   * being that one. */
  bezique_test_deal (&state, "SK CK HK DK SQ DJ CA DA", "C7 D7 H7 S7 S8 D8 C8 D9", "H8", "HA S9 ST S9");
  bezique_test_play (&state, "play CA, play C7, declare four-kings CK SK HK DK, done");
  bezique_test_play (&state, "play DA, play D7, declare bezique SQ DJ, to-score marriage SQ SK, done");
  bezique_test_play (&state, "play HA, play H7, score marriage SQ SK");
  refused (&state, "declare four-kings CK SK HK DK", ONLY_ONE);
  refused (&state, "score marriage SQ SK", ONLY_ONE);
}

/* Seed 004 v: "When all the cards are drawn from the pack … No more
 * declarations can be made" — said to the player who has just taken a
 * trick in the last eight. */
static void
test_no_declarations_last_eight (void)
{
  guint checked = 0;

  for (guint seed = 1; seed < 40; seed++)
    {
      PlBeziqueOptions options;
      g_autoptr(PlDealRecord) record = NULL;
      PlBeziqueState state;

      pl_game_options_init (&pl_bezique_game, &options);
      record = pl_deal_record_new_from_seed (&pl_bezique_game, &options, 0, seed);
      g_assert_true (pl_bezique_game.deal (&state, record->options, 0, record->pack,
                                           record->n_cards, NULL));
      while (!pl_bezique_game.is_terminal (&state))
        {
          PlMove moves[PL_MAX_MOVES];
          guint n = pl_bezique_game.legal_moves (&state, moves);

          if (state.last_eight && state.phase == PL_BEZIQUE_PHASE_LEAD && state.n_tricks > 24)
            {
              g_assert_cmpint (state.to_move, ==, state.tricks[state.n_tricks - 1].winner);
              refused (&state, "declare bezique SQ DJ", EXHAUSTED);
              refused (&state, "exchange S7",
                       "The stock is exhausted: the turn-up has been drawn, and the seven of trumps can no longer be exchanged");
              bezique_test_refused_by (&state, 1 - state.to_move, "declare bezique SQ DJ", EXHAUSTED);
              checked++;
            }
          pl_bezique_game.apply (&state, &moves[seed % n]);
        }
    }
  g_assert_cmpuint (checked, >, 0);
}

#define SEVEN_TURNED_UP \
  "The turn-up is a seven of trumps already: the other seven scores ten only when it is played"

/* Seed 004 iii: "The seven of trumps may be exchanged for the trump card,
 * and for this exchange ten is scored"; iv: "Whenever the seven of trumps
 * is played … the player scores ten for it".  Issue 18: each seven scores
 * once in a deal; once a seven lies turned up the other cannot be
 * exchanged for it (nor the first taken back), only played. */
static void
test_seven_exchanged_once (void)
{
  PlBeziqueState state;

  bezique_test_deal (&state, "H7 CA DA SA C9 C9 D9 S9", "H7 C7 D7 S7 S8 D8 C8 HA", "HK", "");
  bezique_test_play (&state, "play CA, play C7, exchange H7, done");
  g_assert_cmpuint (state.seven_points[0], ==, 10);
  /* The adversary wins the next trick with his seven still in hand. */
  bezique_test_play (&state, "play C9, play HA");
  g_assert_cmpint (state.to_move, ==, 1);
  refused (&state, "exchange H7", SEVEN_TURNED_UP);
  {
    PlMove moves[PL_MAX_MOVES];
    guint n = pl_bezique_game.legal_moves (&state, moves);

    for (guint i = 0; i < n; i++)
      g_assert_cmpint (moves[i].kind, !=, PL_MOVE_EXCHANGE);
  }
  /* He scores his seven by playing it. */
  bezique_test_play (&state, "done, play H7, play C9");
  g_assert_cmpuint (state.seven_points[1], ==, 10);
  g_assert_cmpuint (state.seven_points[0] + state.seven_points[1], ==, 20);

  /* The winner cannot take back the seven he exchanged either, even
   * holding the other one. */
  bezique_test_deal (&state, "H7 H7 CA DA C9 C9 D9 S9", "C7 D7 S7 S8 D8 C8 SA ST", "HK", "");
  bezique_test_play (&state, "play CA, play C7, exchange H7, done, play DA, play D7");
  refused (&state, "exchange H7", SEVEN_TURNED_UP);

  /* A seven turned up scores for the dealer and cannot be exchanged. */
  bezique_test_deal (&state, "H7 CA DA SA C9 C9 D9 S9", "C7 D7 S7 S8 D8 C8 HA HT", "H7", "");
  g_assert_cmpuint (state.seven_points[1], ==, 10);
  bezique_test_play (&state, "play CA, play C7");
  refused (&state, "exchange H7", SEVEN_TURNED_UP);
}

/* Issue 18: a record exchanging the seven after every stock trick is
 * refused at the second exchange, on its line, with the reason. */
static void
test_seven_record_refused (void)
{
  PlBeziqueOptions options;
  PlCard pack[64];
  g_autoptr(GError) error = NULL;
  g_autoptr(PlRecord) record = pl_record_new ();
  g_autoptr(PlRecord) parsed = NULL;
  g_autofree char *head = NULL;
  g_autofree char *text = NULL;
  PlDealRecord *deal;
  guint line;

  pl_game_options_init (&pl_bezique_game, &options);
  bezique_test_pack (pack, "H7 CA DA SA C9 C9 D9 S9", "H7 C7 D7 S7 S8 D8 C8 HA", "HK", "");
  deal = pl_deal_record_new_from_pack (&pl_bezique_game, &options, 1, pack, 64, &error);
  g_assert_no_error (error);
  g_ptr_array_add (record->deals, deal);
  head = pl_record_to_string (record);
  /* The moves go before the deal's "End" line. */
  g_assert_true (g_str_has_suffix (head, "End\n"));
  head[strlen (head) - 4] = '\0';
  /* The second exchange is the seventh move. */
  line = 1;
  for (const char *p = head; *p; p++)
    line += *p == '\n';
  text = g_strconcat (head,
                      "0: play CA\n1: play C7\n0: exchange H7\n0: done\n"
                      "0: play C9\n1: play HA\n1: exchange H7\n1: done\nEnd\n", NULL);
  parsed = pl_record_parse (text, strlen (text), "sevens.rec", &error);
  g_assert_null (parsed);
  g_assert_nonnull (error);
  {
    g_autofree char *where = g_strdup_printf ("sevens.rec:%u:", line + 6);

    g_test_message ("%s", error->message);
    g_assert_true (g_str_has_prefix (error->message, where));
    g_assert_nonnull (strstr (error->message, "exchange H7"));
    g_assert_nonnull (strstr (error->message, SEVEN_TURNED_UP));
  }
}

/* Issue 18, the books' open points (pl-bezique.h, "Where the books leave
 * room").  Foster: "Cards once used in combination cannot again be used
 * in combinations of equal value of the same class" — a queen married in
 * trumps goes into the sequence with the other king, the first one having
 * been played (default); reuse=whole: only the royal marriage's own king
 * and queen are taken up together. */
static void
test_sequence_reuse (void)
{
  static const char *const options[] = { NULL, "reuse=whole" };

  for (guint k = 0; k < G_N_ELEMENTS (options); k++)
    {
      PlBeziqueState state;

      bezique_test_deal_with (&state, options[k], "HK HQ HK HA HT HJ CA DA",
                              "C7 D7 C8 S7 S8 D8 C9 D9", "H8", "");
      bezique_test_play (&state, "play CA, play C7, declare royal-marriage HQ HK, done");
      g_assert_cmpuint (points (&state, 0), ==, 40);
      /* The married king is played from the table; the other is in hand. */
      bezique_test_play (&state, "play HK table, play C8");
      if (k == 0)
        {
          bezique_test_play (&state, "declare sequence HT HJ HQ HK HA, done");
          g_assert_cmpuint (points (&state, 0), ==, 290);
          /* Foster's other rule stands: no royal marriage out of it. */
          bezique_test_play (&state, "play DA, play D7");
          refused (&state, "declare royal-marriage HQ HK", HIGHER);
        }
      else
        refused (&state, "declare sequence HT HJ HQ HK HA",
                 "The sequence may take up the king and queen of one royal marriage together, not one of them with a new partner");

      /* The royal marriage taken up whole is the seed's own example
       * under both readings. */
      bezique_test_deal_with (&state, options[k], "HK HQ HA HT HJ C9 CA DA",
                              "C7 D7 C8 S7 S8 D8 C9 D9", "H8", "");
      bezique_test_play (&state, "play CA, play C7, declare royal-marriage HQ HK, done");
      bezique_test_play (&state, "play DA, play D7, declare sequence HT HJ HQ HK HA, done");
      g_assert_cmpuint (points (&state, 0), ==, 290);
    }
}

/* Issue 18: seed 002 "He may announce them if he chooses …, but he can
 * score only one combination" — the one scored may be a pending one, and
 * others are announced "to score" with it. */
static void
test_pending_then_announce (void)
{
  PlBeziqueState state;
  guint pending;

  /* CQ is drawn after the first trick. */
  bezique_test_deal (&state, "SK CK HK DK SQ DJ CA DA", "C7 D7 H7 S7 S8 D8 C8 D9", "H8",
                     "CQ S9 HA S9");
  bezique_test_play (&state, "play CA, play C7, declare four-kings CK SK HK DK, done");
  bezique_test_play (&state, "play DA, play D7, declare bezique SQ DJ, to-score marriage SQ SK, done");
  bezique_test_play (&state, "play HA, play H7, score marriage SQ SK");
  g_assert_cmpuint (points (&state, 0), ==, 140);
  g_assert_cmpint (state.phase, ==, PL_BEZIQUE_PHASE_ANNOUNCE);
  bezique_test_play (&state, "to-score marriage CQ CK, done");
  pending = count_status (&state, 0, PL_BEZIQUE_PENDING);
  g_assert_cmpuint (pending, ==, 1);
  g_assert_cmpuint (points (&state, 0), ==, 140);
}

/* Issue 18: seed 004 iii, "he may make a declaration at the same time, the
 * card exchanged not being used in such declaration" — the exchange may
 * follow the declaration. */
static void
test_exchange_after_declaring (void)
{
  PlBeziqueState state, copy;
  PlMove move;
  g_autoptr(GError) error = NULL;

  bezique_test_deal (&state, "H7 HQ SQ DJ CA C9 C9 D9", "C7 D7 H8 S7 S8 D8 C8 DT", "HK", "");
  bezique_test_play (&state, "play CA, play C7, declare bezique SQ DJ");
  g_assert_cmpint (state.phase, ==, PL_BEZIQUE_PHASE_ANNOUNCE);
  copy = state;
  bezique_test_play (&state, "exchange H7");
  g_assert_cmpuint (points (&state, 0), ==, 40);
  g_assert_cmpuint (state.seven_points[0], ==, 10);
  /* The king taken would make a royal marriage with the queen in hand,
   * but it cannot be announced after this trick: nothing is left, and
   * both have drawn. */
  g_assert_cmpint (state.phase, ==, PL_BEZIQUE_PHASE_LEAD);
  g_assert_cmpuint (pl_bezique_get_stock_size (&state), ==, 46);

  /* A record may leave out the "done": the winner's lead ends his
   * declarations (records written before the exchange could follow a
   * declaration do). */
  state = copy;
  g_assert_true (pl_bezique_game.move_from_string (&state, 0, "play C9", &move, &error));
  g_assert_true (pl_bezique_game.check_move (&state, &move, &error));
  g_assert_no_error (error);
  pl_bezique_game.apply (&state, &move);
  g_assert_cmpint (state.phase, ==, PL_BEZIQUE_PHASE_FOLLOW);
  g_assert_cmpuint (pl_bezique_get_stock_size (&state), ==, 46);
  /* Eight dealt, one played, one drawn, one led. */
  g_assert_cmpuint (__builtin_popcountll (state.hands[0] | state.table[0]), ==, 7);
}

/* The brisques in the tricks of @state from @from on won by @seat, in
 * points. */
static guint
brisques_won (const PlBeziqueState *state,
              guint                 seat,
              guint                 from)
{
  guint points = 0;

  for (guint t = from; t < state->n_tricks; t++)
    for (guint c = 0; c < 2 && state->tricks[t].winner == seat; c++)
      {
        PlRank rank = PL_CARD_RANK (pl_bezique_card (state->tricks[t].cards[c]));

        points += rank == PL_RANK_ACE || rank == PL_RANK_10 ? 10 : 0;
      }
  return points;
}

/* Seed 002, the last eight: "Brisques still count for the winner of the
 * trick containing them, and should be scored as soon as made" (the
 * default); brisques=end counts all at the end, brisques=at-once all as
 * taken.  replay --json reports what the options change mid-deal: the
 * brisques counted so far, and the stock's count only under the English
 * laws (seed 002: "The English laws allow a player to count the stock,
 * the French do not"). */
static void
test_brisques_and_progress (void)
{
  PlBeziqueOptions options;
  g_autoptr(PlDealRecord) record = NULL;
  PlBeziqueState state;
  guint checked = 0;

  pl_game_options_init (&pl_bezique_game, &options);
  record = pl_deal_record_new_from_seed (&pl_bezique_game, &options, 0, 11);
  g_assert_true (pl_bezique_game.deal (&state, record->options, 0, record->pack,
                                       record->n_cards, NULL));
  while (!pl_bezique_game.is_terminal (&state))
    {
      PlMove moves[PL_MAX_MOVES];
      guint n = pl_bezique_game.legal_moves (&state, moves);

      if (state.phase == PL_BEZIQUE_PHASE_LEAD && state.n_tricks >= 12)
        for (guint seat = 0; seat < 2; seat++)
          {
            PlBeziqueState copy = state;
            PlBeziqueScore score;
            guint early = brisques_won (&state, seat, 0) - brisques_won (&state, seat, 24);
            guint late = brisques_won (&state, seat, 24);
            guint base;

            copy.options.brisques = PL_BEZIQUE_BRISQUES_END;
            pl_bezique_get_score (&copy, seat, &score);
            g_assert_cmpuint (score.brisques, ==, early + late);
            g_assert_cmpuint (score.brisques_scored, ==, 0);
            base = score.total;
            copy.options.brisques = PL_BEZIQUE_BRISQUES_LAST_EIGHT;
            pl_bezique_get_score (&copy, seat, &score);
            g_assert_cmpuint (score.brisques_scored, ==, late);
            g_assert_cmpuint (score.total, ==, base + late);
            copy.options.brisques = PL_BEZIQUE_BRISQUES_AT_ONCE;
            pl_bezique_get_score (&copy, seat, &score);
            g_assert_cmpuint (score.brisques_scored, ==, early + late);
            g_assert_cmpuint (score.total, ==, base + early + late);
            checked += late > 0 && early > 0;
          }

      /* The progress: the stock counted under the English laws only. */
      if (state.n_tricks == 10 && state.phase == PL_BEZIQUE_PHASE_LEAD)
        {
          PlBeziqueState copy = state;
          g_autoptr(GString) english = g_string_new (NULL);
          g_autoptr(GString) french = g_string_new (NULL);
          g_autofree char *count = g_strdup_printf ("\"stock_count\": %u",
                                                   pl_bezique_get_stock_size (&state));

          g_assert_cmpuint (pl_bezique_get_stock_size (&state), ==, 48 - 2 * 10);
          pl_bezique_game.progress_json (&copy, english);
          copy.options.count_stock = FALSE;
          pl_bezique_game.progress_json (&copy, french);
          g_assert_nonnull (strstr (english->str, count));
          g_assert_nonnull (strstr (french->str, "\"stock_count\": null"));
          g_assert_nonnull (strstr (english->str, "\"tricks\": 10"));
          g_assert_nonnull (strstr (english->str, "\"brisques_scored\": 0"));
        }
      pl_bezique_game.apply (&state, &moves[(state.n_tricks * 7 + n) % n]);
    }
  /* At the end all three readings give the same score. */
  for (guint seat = 0; seat < 2; seat++)
    {
      PlBeziqueScore a, b;

      pl_bezique_get_score (&state, seat, &a);
      state.options.brisques = PL_BEZIQUE_BRISQUES_END;
      pl_bezique_get_score (&state, seat, &b);
      g_assert_cmpuint (a.total, ==, b.total);
      g_assert_cmpuint (a.brisques_scored, ==, a.brisques);
      state.options.brisques = PL_BEZIQUE_BRISQUES_LAST_EIGHT;
    }
  g_assert_cmpuint (checked, >, 0);
}

/* Seed 002, the last eight tricks: "his adversary must now not only follow
 * suit, but must win the trick if he can, either with a superior card of
 * the same suit, or with a trump". */
static void
test_follow_and_win (void)
{
  static const struct {
    const char *lead;
    const char *hand;
    const char *legal;
  } rows[] = {
    { "S9", "ST S8 HA C7", "ST" },             /* a higher spade */
    { "SA", "ST S8 HA C7", "ST S8" },          /* follow, cannot win */
    { "S9", "D7 HA C7", "D7" },                /* no spade: trump (diamonds) */
    { "S9", "HA C7", "HA C7" },                /* neither: anything */
    { "D9", "DT D8 S7", "DT" },                /* trump led: a higher trump */
  };

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      PlBeziqueState state;
      PlCard lead, card;
      PlCardSet want = 0, got;
      g_auto(GStrv) words = g_strsplit (rows[i].hand, " ", -1);
      g_auto(GStrv) legal = g_strsplit (rows[i].legal, " ", -1);

      bezique_test_deal (&state, "C9 C9 CT CT CJ CJ CQ CQ", "H7 H8 H9 S7 S8 S9 HJ HJ", "D8", "");
      state.last_eight = TRUE;
      state.stock_next = PL_BEZIQUE_STOCK_SIZE;
      state.phase = PL_BEZIQUE_PHASE_FOLLOW;
      state.to_move = 1;
      g_assert_true (pl_card_from_string (rows[i].lead, &lead));
      state.tricks[0].cards[0] = pl_bezique_physical (lead, 1);
      state.hands[1] = 0;
      for (guint k = 0; words[k] != NULL; k++)
        {
          g_assert_true (pl_card_from_string (words[k], &card));
          state.hands[1] |= G_GUINT64_CONSTANT (1) << pl_bezique_physical (card, 1);
        }
      for (guint k = 0; legal[k] != NULL; k++)
        {
          g_assert_true (pl_card_from_string (legal[k], &card));
          want = pl_cardset_add (want, card);
        }
      got = pl_bezique_set_names (pl_bezique_legal_cards (&state, 1));
      g_assert_cmphex (got, ==, want);
    }
}

/* Seed 002: "The winner of the last trick of all scores ten points for it
 * immediately, in addition to any brisques that it may contain"; brisques
 * are the aces and tens, ten each; with brisques=end they count in the
 * total only at the end.  Seed 002/004 on looking at tricks. */
static void
test_last_trick_brisques_peek (void)
{
  PlBeziqueState state;
  PlBeziqueScore score;

  bezique_test_deal (&state, "SA ST C9 C9 D8 D9 S9 CA", "C7 D7 H7 S7 S8 D8 C8 DT", "H9", "");
  bezique_test_play (&state, "play CA, play C7");
  pl_bezique_get_score (&state, 0, &score);
  g_assert_cmpuint (score.brisques, ==, 10);
  g_assert_cmpuint (score.total, ==, 0);
  /* The trick just taken may be seen until the next card is led. */
  g_assert_cmpint (pl_bezique_peek_cost (&state, 1, 0), ==, 0);
  bezique_test_play (&state, "done, play SA, play S7");
  g_assert_cmpint (pl_bezique_peek_cost (&state, 1, 0), ==, -1);
  g_assert_cmpint (pl_bezique_peek_cost (&state, 1, 5), ==, -1);
  state.options.peek = TRUE;
  g_assert_cmpint (pl_bezique_peek_cost (&state, 1, 0), ==, 0);
  state.options.brisques = PL_BEZIQUE_BRISQUES_AT_ONCE;
  pl_bezique_get_score (&state, 0, &score);
  g_assert_cmpuint (score.total, ==, 20);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/bezique/scoring-table", test_scoring_table);
  g_test_add_func ("/bezique/declare-only-after-trick", test_declare_only_after_trick);
  g_test_add_func ("/bezique/560", test_560);
  g_test_add_func ("/bezique/bezique-order", test_bezique_order);
  g_test_add_func ("/bezique/forty-and-twenty-to-score", test_forty_and_twenty_to_score);
  g_test_add_func ("/bezique/royal-then-sequence", test_royal_then_sequence);
  g_test_add_func ("/bezique/kings-then-queens", test_kings_then_queens);
  g_test_add_func ("/bezique/stock-runs-out", test_stock_runs_out);
  g_test_add_func ("/bezique/seven-of-trumps", test_seven_of_trumps);
  g_test_add_func ("/bezique/refusal-reasons", test_refusal_reasons);
  g_test_add_func ("/bezique/no-declarations-last-eight", test_no_declarations_last_eight);
  g_test_add_func ("/bezique/seven-exchanged-once", test_seven_exchanged_once);
  g_test_add_func ("/bezique/seven-record-refused", test_seven_record_refused);
  g_test_add_func ("/bezique/sequence-reuse", test_sequence_reuse);
  g_test_add_func ("/bezique/pending-then-announce", test_pending_then_announce);
  g_test_add_func ("/bezique/exchange-after-declaring", test_exchange_after_declaring);
  g_test_add_func ("/bezique/brisques-and-progress", test_brisques_and_progress);
  g_test_add_func ("/bezique/follow-and-win", test_follow_and_win);
  g_test_add_func ("/bezique/last-trick-brisques-peek", test_last_trick_brisques_peek);

  return g_test_run ();
}
