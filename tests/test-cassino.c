/* test-cassino.c — the Cassino rules of seed 003 and Foster, case by case
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "pl-cassino.h"

#include "cassino-test-util.h"

#define NO_TRAIL_8 "You own a build of 8: you may not trail while it is on the table"
#define KEEP_8 "You own a build of 8: you must keep a card that takes it"
#define NOT_A_CARD_7 "A build of 7 is taken only by a card of 7: a build is not a card"
#define NO_8_TO_TAKE "You may build 8 only if you hold another card that takes 8"
#define COURT_PAIRS "A court card only pairs: it takes the courts of its own rank"

static gchar *
move_text (const PlCassinoState *state,
           const char           *text)
{
  PlMove move = cassino_test_move (state, text);
  GString *out = g_string_new (NULL);

  pl_cassino_game.move_to_string (state, &move, out);
  return g_string_free (out, FALSE);
}

/* Seed 003, "Sweeping": "He holds an 8, and there are upon the table four
 * cards only:—5 3 6 and 2. By combining the 6 and 2, and the 5 and 3, two
 * Eights will be formed, and the sweep is made. Sweeps are usually marked
 * by leaving the cards with which they are made face upward". */
static void
test_seed_sweep (void)
{
  PlCassinoState state;
  g_autofree char *text = NULL;
  PlCassinoCount count;

  cassino_test_deal (&state, "H8 C9 DK S4", "D9 CK H4 C7", "C5 D3 S6 H2");
  g_assert_true (cassino_test_listed (&state, "take H8 with C5 D3 + S6 H2"));
  /* The writer groups the cards, the highest card's group first. */
  text = move_text (&state, "take H8 with C5 D3 S6 H2");
  g_assert_cmpstr (text, ==, "take H8 with S6 H2 + C5 D3");
  cassino_test_play (&state, "take H8 with S6 H2 + C5 D3");
  g_assert_cmpuint (pl_cassino_get_table (&state), ==, 0);
  g_assert_cmpuint (pl_cassino_get_won (&state, 0), ==,
                    cassino_test_cards ("H8 C5 D3 S6 H2"));
  g_assert_cmpuint (pl_cassino_get_sweep_cards (&state, 0), ==, cassino_test_cards ("H8"));
  {
    gint taker;

    g_assert_cmpuint (pl_cassino_get_last_capture (&state, &taker), ==,
                      cassino_test_cards ("H8 C5 D3 S6 H2"));
    g_assert_cmpint (taker, ==, 0);
  }
  pl_cassino_get_count (&state, 0, &count);
  g_assert_cmpuint (count.sweeps, ==, 1);
  g_assert_cmpuint (count.sweep_points, ==, 1);
  /* After a sweep the next player can only trail. */
  {
    PlMove moves[PL_MAX_MOVES];
    guint n = pl_cassino_game.legal_moves (&state, moves);

    g_assert_cmpuint (n, ==, 4);
    for (guint i = 0; i < n; i++)
      g_assert_cmpuint (moves[i].kind, ==, PL_MOVE_TRAIL);
  }
}

/* Combining, several sets and pairs at once (the "an 8 may take an
 * 8, 6+2 and 5+3 together"); any union of them is a capture, and nothing
 * that is not one. */
static void
test_multi_group_capture (void)
{
  PlCassinoState state;
  PlMove moves[PL_MAX_MOVES];
  guint n, captures = 0;

  cassino_test_deal (&state, "C8 D3 HK S9", "HQ C4 D4 S7", "D8 C6 H2 S5");
  n = pl_cassino_game.legal_moves (&state, moves);
  for (guint i = 0; i < n; i++)
    if (moves[i].kind == PL_MOVE_CAPTURE && moves[i].card == PL_CARD (PL_SUIT_CLUBS, PL_RANK_8))
      captures++;
  /* D8; C6+H2; D8 and C6+H2. */
  g_assert_cmpuint (captures, ==, 3);
  g_assert_true (cassino_test_listed (&state, "take C8 with D8 + C6 H2"));
  g_assert_true (cassino_test_listed (&state, "take C8 with C6 H2"));
  cassino_test_refused (&state, "take C8 with D8 C6 H2 S5",
                        "Those cards do not make 8: take pairs, or sets that add up to 8");
  cassino_test_refused (&state, "take C8 with C6 S5",
                        "Those cards do not make 8: take pairs, or sets that add up to 8");
  /* D3 with S5 would be 8, but D3 is the seat's hand card of 3. */
  cassino_test_refused (&state, "take D3 with S5",
                        "Those cards do not make 3: take pairs, or sets that add up to 3");

  /* The example, which is a sweep. */
  cassino_test_deal (&state, "D8 C9 DK S4", "D9 CK H4 C7", "C6 H2 S5 D3");
  cassino_test_play (&state, "take D8 with C6 H2 + S5 D3");
  g_assert_cmpuint (pl_cardset_count (pl_cassino_get_sweep_cards (&state, 0)), ==, 1);
}

/* Courts: "clear the hand of court cards, which cannot be combined, and
 * are only of service in pairing" (Hoyle); Foster takes all of the rank at
 * once (courts=all, the default), later books one (courts=one). */
static void
test_courts (void)
{
  PlCassinoOptions options;
  PlCassinoState state;

  cassino_test_deal (&state, "CK D3 H9 S4", "D9 CQ H4 C7", "HK SK C2 D5");
  g_assert_true (cassino_test_listed (&state, "take CK with HK SK"));
  g_assert_false (cassino_test_listed (&state, "take CK with HK"));
  cassino_test_refused (&state, "take CK with HK",
                        "A court card takes all the courts of its rank on the table");
  cassino_test_refused (&state, "take CK with C2 D5", COURT_PAIRS);
  /* Courts do not add up with other cards either. */
  cassino_test_refused (&state, "take H9 with HK",
                        "Court cards only pair: they do not add up with other cards");
  cassino_test_play (&state, "take CK with HK SK");
  g_assert_cmpuint (pl_cardset_count (pl_cassino_get_won (&state, 0)), ==, 3);

  pl_game_options_init (&pl_cassino_game, &options);
  g_assert_true (pl_game_options_set (&pl_cassino_game, &options, "courts", "one", NULL));
  cassino_test_deal_with (&state, &options, "CK D3 H9 S4", "D9 CQ H4 C7", "HK SK C2 D5");
  g_assert_true (cassino_test_listed (&state, "take CK with HK"));
  g_assert_true (cassino_test_listed (&state, "take CK with SK"));
  g_assert_false (cassino_test_listed (&state, "take CK with HK SK"));
  cassino_test_refused (&state, "take CK with HK SK",
                        "A court card takes one court of its rank at a time");
  cassino_test_play (&state, "take CK with SK");
  g_assert_cmpuint (pl_cassino_get_won (&state, 0), ==, cassino_test_cards ("CK SK"));
  g_assert_true (pl_cardset_has (pl_cassino_get_loose (&state), PL_CARD (PL_SUIT_HEARTS,
                                                                          PL_RANK_KING)));
}

/* Foster, "Building": "He may place the 2 on the 7, announcing the total
 * value; “Nine” … Should any other player following him hold a 9, he would
 * be entitled to take in this build". */
static void
test_single_build (void)
{
  PlCassinoState state;
  const PlCassinoBuild *build;

  cassino_test_deal (&state, "C2 H9 D3 SK", "D9 CK H4 C6", "H7 CJ DQ S5");
  g_assert_true (cassino_test_listed (&state, "build C2 on H7 as 9"));
  cassino_test_play (&state, "build C2 on H7 as 9");
  g_assert_cmpuint (pl_cassino_get_n_builds (&state), ==, 1);
  build = pl_cassino_get_build (&state, 0);
  g_assert_cmpuint (build->value, ==, 9);
  g_assert_cmpuint (build->owner, ==, 0);
  g_assert_false (build->multiple);
  g_assert_cmpuint (build->cards, ==, cassino_test_cards ("C2 H7"));
  /* "A player holding either a 7 or a 2 could not touch either of the
   * cards in the build": they go whole. */
  cassino_test_refused (&state, "take D9 with H7",
                        "The build of 9 goes whole: its cards cannot be separated");
  cassino_test_play (&state, "take D9 with C2 H7");
  g_assert_cmpuint (pl_cassino_get_n_builds (&state), ==, 0);
  g_assert_cmpuint (pl_cassino_get_won (&state, 1), ==, cassino_test_cards ("D9 C2 H7"));

  /* Seed 003: a build "without the proper card in his hand to win it". */
  cassino_test_deal (&state, "C3 HT S2 SK", "D9 CK H4 C6", "C5 CJ DQ S6");
  cassino_test_refused (&state, "build C3 on C5 as 8", NO_8_TO_TAKE);
}

/* Foster, "Increasing Builds": "If any player held an Ace and a 10 in his
 * hand, he could increase the 9 build to a 10 build … and the player who
 * originally built it a 9 would lose it unless he also held a 10"; "A
 * player holding in his hand a 10, 3 and 2, but no 8, could not build a 5
 * on the table to an 8, and afterward advance it to 10." */
static void
test_increased_build (void)
{
  PlCassinoState state;
  const PlCassinoBuild *build;

  /* Seat 0 builds 9, seat 1 raises it to 10 and owns it. */
  cassino_test_deal (&state, "C2 H9 D3 SK", "DA DT H4 C6", "H7 CJ DQ S5");
  cassino_test_play (&state, "build C2 on H7 as 9, build DA on C2 H7 as 10");
  build = pl_cassino_get_build (&state, 0);
  g_assert_cmpuint (build->value, ==, 10);
  g_assert_cmpuint (build->owner, ==, 1);
  g_assert_false (build->multiple);
  /* The 9 no longer takes it: it is a 10. */
  cassino_test_refused (&state, "take H9 with C2 H7 DA",
                        "A build of 10 is taken only by a card of 10: a build is not a card");
  cassino_test_play (&state, "trail D3, take DT with C2 H7 DA");
  g_assert_cmpuint (pl_cassino_get_won (&state, 1), ==, cassino_test_cards ("DT C2 H7 DA"));

  /* Foster's 10, 3 and 2 without the 8. */
  cassino_test_deal (&state, "ST S3 S2 SK", "D9 CK H4 C6", "C5 CJ DQ H6");
  cassino_test_refused (&state, "build S3 on C5 as 8", NO_8_TO_TAKE);
}

/* Foster: "Some players imagine that a player cannot increase his own
 * build in this manner … but there is no reason why a player should be
 * denied a privilege which is freely granted to his adversary" — the
 * default (raise-own=on); raise-own=off is that common ruling. */
static void
test_raise_own_build (void)
{
  PlCassinoOptions options;
  PlCassinoState state;

  pl_game_options_init (&pl_cassino_game, &options);
  g_assert_true (options.raise_own);
  cassino_test_deal_with (&state, &options, "C2 H9 DA ST", "D5 CK H4 C6", "H7 CJ DQ S3");
  cassino_test_play (&state, "build C2 on H7 as 9, trail D5");
  g_assert_true (cassino_test_listed (&state, "build DA on C2 H7 as 10"));
  cassino_test_play (&state, "build DA on C2 H7 as 10");
  g_assert_cmpuint (pl_cassino_get_build (&state, 0)->value, ==, 10);
  g_assert_cmpuint (pl_cassino_get_build (&state, 0)->owner, ==, 0);

  g_assert_true (pl_game_options_set (&pl_cassino_game, &options, "raise-own", "off", NULL));
  cassino_test_deal_with (&state, &options, "C2 H9 DA ST", "D5 CK H4 C6", "H7 CJ DQ S3");
  cassino_test_play (&state, "build C2 on H7 as 9, trail D5");
  g_assert_false (cassino_test_listed (&state, "build DA on C2 H7 as 10"));
  cassino_test_refused (&state, "build DA on C2 H7 as 10",
                        "At this table a player may not raise his own build");
  /* The adversary still may. */
  cassino_test_deal_with (&state, &options, "C2 H9 D3 SK", "DA DT H4 C6", "H7 CJ DQ S5");
  cassino_test_play (&state, "build C2 on H7 as 9, build DA on C2 H7 as 10");
  g_assert_cmpuint (pl_cassino_get_build (&state, 0)->owner, ==, 1);
}

/* Multiple builds: two or more sets of one value, fixed: "the capturing
 * number of a multiple build can never be changed"; sets of the value may
 * be added, by the adversary too, who then owns it. */
static void
test_multiple_build (void)
{
  PlCassinoState state;
  const PlCassinoBuild *build;

  cassino_test_deal (&state, "H8 S8 C2 D4", "D8 H3 DA C9", "C8 D5 S3 HK");
  /* "Building 8s": an 8 on an 8, holding the third. */
  cassino_test_play (&state, "build H8 on C8 as 8");
  build = pl_cassino_get_build (&state, 0);
  g_assert_true (build->multiple);
  g_assert_cmpuint (build->value, ==, 8);
  cassino_test_refused (&state, "build DA on C8 H8 as 9",
                        "The build of 8 is a multiple build: it cannot be raised");
  /* One build of a value: a new set of 8 goes onto it. */
  cassino_test_refused (&state, "build H3 on D5 as 8",
                        "There is a build of 8 on the table: build onto it");
  cassino_test_play (&state, "build H3 on D5 + C8 H8 as 8");
  g_assert_cmpuint (pl_cassino_get_n_builds (&state), ==, 1);
  build = pl_cassino_get_build (&state, 0);
  g_assert_true (build->multiple);
  g_assert_cmpuint (build->owner, ==, 1);
  g_assert_cmpuint (build->cards, ==, cassino_test_cards ("C8 H8 D5 H3"));
  /* Seat 0 owns nothing now, and takes the whole build with his 8. */
  cassino_test_play (&state, "take S8 with C8 H8 + D5 H3");
  g_assert_cmpuint (pl_cardset_count (pl_cassino_get_won (&state, 0)), ==, 5);
  g_assert_cmpuint (pl_cassino_get_sweep_cards (&state, 0), ==, 0);

  /* The hand card with loose cards and another set gathered at once. */
  cassino_test_deal (&state, "C3 S8 C2 D4", "D9 H4 DA C9", "D5 S6 H2 HK");
  g_assert_true (cassino_test_listed (&state, "build C3 on D5 + S6 H2 as 8"));
  cassino_test_play (&state, "build C3 on D5 + S6 H2 as 8");
  build = pl_cassino_get_build (&state, 0);
  g_assert_true (build->multiple);
  g_assert_cmpuint (pl_cardset_count (build->cards), ==, 4);
}

/* A build is not a card: "a 7-build plus a loose 2 is not a 9" (issue 14),
 * neither to take nor to raise. */
static void
test_build_not_a_card (void)
{
  PlCassinoState state;

  cassino_test_deal (&state, "C2 C7 D3 SK", "S9 SA ST C6", "H5 D2 DQ CJ");
  cassino_test_play (&state, "build C2 on H5 as 7");
  cassino_test_refused (&state, "take S9 with C2 H5 D2", NOT_A_CARD_7);
  g_assert_false (cassino_test_listed (&state, "take S9 with C2 H5 D2"));
  cassino_test_refused (&state, "build SA on C2 H5 D2 as 10",
                        "A build is not a card: your card raises the build of 7, and only to 8");
}

/* "A player who owns a build may not trail and must keep a card that takes
 * it" (issue 14). */
static void
test_owner_may_not_trail (void)
{
  PlCassinoState state;
  PlMove moves[PL_MAX_MOVES];
  guint n;

  cassino_test_deal (&state, "C3 H8 D9 SK", "D4 CK H4 C6", "H5 S8 CJ DQ");
  cassino_test_play (&state, "build C3 on H5 as 8, trail D4");
  cassino_test_refused (&state, "trail D9", NO_TRAIL_8);
  cassino_test_refused (&state, "take H8 with S8", KEEP_8);
  n = pl_cassino_game.legal_moves (&state, moves);
  for (guint i = 0; i < n; i++)
    {
      g_assert_cmpuint (moves[i].kind, !=, PL_MOVE_TRAIL);
      g_assert_true (pl_cassino_game.check_move (&state, &moves[i], NULL));
    }
  /* Taking the loose 8 with the build is fine. */
  g_assert_true (cassino_test_listed (&state, "take H8 with S8 + C3 H5"));
  cassino_test_play (&state, "take H8 with C3 H5 + S8");
  /* Owning nothing, he may trail again on his next turn. */
  cassino_test_play (&state, "trail C6");
  g_assert_true (cassino_test_listed (&state, "trail D9"));
}

/* Seed 003, "Trailing": "In trailing it is usually the best policy to play
 * the smaller cards" — a matter of policy, not of law: a card that could
 * take may be trailed (unlike the later books' ban). */
static void
test_trail_a_taking_card (void)
{
  PlCassinoState state;

  cassino_test_deal (&state, "H8 D9 C2 SK", "D4 CK H4 C6", "C8 S5 CJ DQ");
  g_assert_true (cassino_test_listed (&state, "take H8 with C8"));
  g_assert_true (cassino_test_listed (&state, "trail H8"));
  cassino_test_play (&state, "trail H8");
  g_assert_true (pl_cardset_has (pl_cassino_get_loose (&state), PL_CARD (PL_SUIT_HEARTS,
                                                                          PL_RANK_8)));
}

/* Seed 003, "Last Cards": "In the last round, all the cards remaining on
 * the table are won by the player who takes the last trick, but it does
 * not count as a sweep unless it would have been a sweep under any
 * circumstances." */
static void
test_last_cards (void)
{
  PlCassinoState state;

  /* Trails to the end: the last taker (seat 1) gets the table, no sweep. */
  cassino_test_last_round (&state, "H8", "D3", "C5 S2", 0, 1);
  g_assert_true (pl_cassino_is_last_deal (&state));
  cassino_test_play (&state, "trail H8, trail D3");
  g_assert_true (pl_cassino_game.is_terminal (&state));
  g_assert_cmpuint (state.last_cards, ==, cassino_test_cards ("C5 S2 H8 D3"));
  g_assert_cmpuint (pl_cassino_get_won (&state, 1), ==, cassino_test_cards ("C5 S2 H8 D3"));
  g_assert_cmpuint (pl_cassino_get_sweep_cards (&state, 1), ==, 0);
  cassino_test_check_eleven (&state);

  /* The last card takes some: the rest go to its player, no sweep. */
  cassino_test_last_round (&state, "D3", "H8", "C5 S3", 0, 0);
  cassino_test_play (&state, "trail D3, take H8 with C5 S3");
  g_assert_cmpuint (pl_cassino_get_won (&state, 1), ==, cassino_test_cards ("H8 C5 S3 D3"));
  g_assert_cmpuint (pl_cassino_get_sweep_cards (&state, 1), ==, 0);

  /* The last card takes everything: that would have been a sweep under any
   * circumstances, so it is one. */
  cassino_test_last_round (&state, "D4", "H8", "C5 S3 H4", 0, 1);
  cassino_test_play (&state, "take D4 with H4, take H8 with C5 S3");
  g_assert_cmpuint (pl_cassino_get_sweep_cards (&state, 1), ==, cassino_test_cards ("H8"));
  g_assert_cmpuint (state.last_cards, ==, 0);
  cassino_test_check_eleven (&state);
}

/* Royal Cassino: J 11, Q 12, K 13, an ace 1 or 14 from the hand. */
static void
test_royal (void)
{
  PlCassinoOptions options;
  PlCassinoState state;
  g_autoptr(GError) error = NULL;
  PlMove move;

  pl_game_options_init (&pl_cassino_game, &options);
  cassino_test_deal_with (&state, &options, "CJ HQ D9 S4", "DA CK H4 C3", "C5 D6 HK S7");
  cassino_test_refused (&state, "take CJ with C5 D6", COURT_PAIRS);
  cassino_test_refused (&state, "build S4 on S7 as 11", "A build is worth 10 at the most");

  g_assert_true (pl_game_options_set (&pl_cassino_game, &options, "royal", "on", NULL));
  cassino_test_deal_with (&state, &options, "CJ HQ D9 S4", "DA CK H4 C3", "C5 D6 HK S7");
  g_assert_true (cassino_test_listed (&state, "take CJ with C5 D6"));
  g_assert_true (cassino_test_listed (&state, "take HQ with C5 S7"));
  /* A build of 11, to be taken with the jack. */
  g_assert_true (cassino_test_listed (&state, "build S4 on S7 as 11"));
  cassino_test_play (&state, "take HQ with C5 S7");
  /* The king pairs the king; the ace takes 13 + 1 as 14. */
  g_assert_true (cassino_test_listed (&state, "take CK with HK"));

  cassino_test_deal_with (&state, &options, "SA HA D2 S4", "D3 CK H4 C3", "HK DA C5 D9");
  g_assert_true (cassino_test_listed (&state, "take SA with DA"));
  g_assert_true (cassino_test_listed (&state, "take SA with HK DA"));
  g_assert_true (cassino_test_listed (&state, "take SA with HK DA + C5 D9"));
  move = cassino_test_move (&state, "take SA with HK DA + C5 D9");
  g_assert_cmpuint (move.value, ==, 14);
  move = cassino_test_move (&state, "take SA with DA");
  g_assert_cmpuint (move.value, ==, 1);
  /* An ace alone is a set of 14 beside 5+9, holding the other ace. */
  g_assert_true (cassino_test_listed (&state, "build SA on C5 D9 as 14"));

  /* The courts rule of plain Cassino does not go with Royal Cassino. */
  g_assert_true (pl_game_options_set (&pl_cassino_game, &options, "courts", "one", NULL));
  g_assert_false (pl_game_options_check (&pl_cassino_game, &options, &error));
  g_assert_error (error, PL_RULES_ERROR, PL_RULES_ERROR_OPTION);
}

/* The deal (Foster): two at a time, four each and four to the table, then
 * four more each, none to the table; "last" with the last round. */
static void
test_deal_and_rounds (void)
{
  static const guint rounds[] = { 0, 0, 6, 4, 3 };

  for (guint players = 2; players <= 4; players++)
    {
      PlCassinoOptions options;
      PlCassinoState state;
      PlCard pack[PL_CASSINO_N_CARDS];
      guint n, n_rounds, dealt = 1;
      g_autofree char *value = g_strdup_printf ("%u", players);

      pl_game_options_init (&pl_cassino_game, &options);
      g_assert_true (pl_game_options_set (&pl_cassino_game, &options, "players", value, NULL));
      n = pl_cassino_game.pack (&options, pack);
      g_assert_cmpuint (n, ==, 52);
      g_assert_true (pl_cassino_game.deal (&state, &options, players - 1, pack, n, NULL));
      g_assert_cmpuint (pl_cassino_get_round (&state, &n_rounds), ==, 1);
      g_assert_cmpuint (n_rounds, ==, rounds[players]);
      /* Seat 0 is after the dealer: it has the first two cards, then the
       * next player, …, then the table. */
      g_assert_true (pl_cardset_has (state.hands[0], pack[0]));
      g_assert_true (pl_cardset_has (state.hands[0], pack[1]));
      g_assert_true (pl_cardset_has (state.loose, pack[2 * players]));
      g_assert_cmpuint (pl_cardset_count (state.loose), ==, 4);
      for (guint s = 0; s < players; s++)
        g_assert_cmpuint (pl_cardset_count (state.hands[s]), ==, 4);
      g_assert_cmpint (pl_cassino_game.to_move (&state), ==, 0);

      /* Everybody trails: the redeals come round. */
      while (!pl_cassino_game.is_terminal (&state))
        {
          PlMove move = pl_move_new (PL_MOVE_TRAIL, state.to_move);
          guint round = pl_cassino_get_round (&state, NULL);

          move.card = pl_cardset_first (state.hands[state.to_move]);
          g_assert_true (pl_cassino_game.check_move (&state, &move, NULL));
          g_assert_cmpuint (pl_cassino_is_last_deal (&state), ==, round == n_rounds);
          pl_cassino_game.apply (&state, &move);
          if (pl_cassino_get_round (&state, NULL) != round)
            {
              dealt++;
              g_assert_cmpuint (pl_cardset_count (state.hands[0]), ==, 4);
            }
        }
      g_assert_cmpuint (dealt, ==, rounds[players]);
      /* Nobody took anything: the dealer gets the table. */
      g_assert_cmpuint (pl_cardset_count (state.won[players - 1]), ==, 52);
      cassino_test_check_eleven (&state);
    }
}

/* A finished deal with the given piles, for the count. */
static void
finished (PlCassinoState *state,
          const char     *won0,
          const char     *sweeps0,
          const char     *sweeps1,
          guint           sweeps)
{
  PlCassinoOptions options;

  pl_game_options_init (&pl_cassino_game, &options);
  options.sweeps = sweeps;
  cassino_test_deal_with (state, &options, "CA C2 C3 C4", "C5 C6 C7 C8", "C9 CT CJ CQ");
  memset (state->hands, 0, sizeof state->hands);
  state->loose = 0;
  state->won[0] = cassino_test_cards (won0);
  state->won[1] = PL_CARDSET_PACK52 & ~state->won[0];
  state->sweep_cards[0] = cassino_test_cards (sweeps0);
  state->sweep_cards[1] = cassino_test_cards (sweeps1);
  state->stock_next = PL_CASSINO_N_CARDS;
  state->phase = PL_CASSINO_PHASE_OVER;
  state->to_move = -1;
}

/* Seed 003, "Showing": cards 3, spades 1, big cassino 2, little cassino 1,
 * each ace 1 — eleven; "If it is a tie, neither scores"; sweeps counted,
 * cancelled against the adversary's, or not at all. */
static void
test_showing_and_sweeps (void)
{
  /* Seat 0: 27 cards, 7 spades, D10, two aces, two sweeps; seat 1 one. */
  const char *won0 = "SA S2 S3 S4 S5 S6 S7 DT HA C2 C3 C4 C5 C6 C7 C8 C9 CT "
                     "H2 H3 H4 H5 H6 H7 H8 H9 HT";
  PlCassinoState state;
  PlCassinoCount a, b;
  PlResult result = { 0, };

  finished (&state, won0, "C9 HT", "DK", PL_CASSINO_SWEEPS_COUNT);
  pl_cassino_get_count (&state, 0, &a);
  pl_cassino_get_count (&state, 1, &b);
  g_assert_cmpuint (a.cards, ==, 27);
  g_assert_cmpuint (a.spades, ==, 7);
  g_assert_true (a.big_cassino);
  g_assert_true (b.little_cassino == FALSE);
  g_assert_true (a.little_cassino);
  g_assert_cmpuint (a.showing, ==, 3 + 1 + 2 + 1 + 2);
  g_assert_cmpuint (b.showing, ==, 2);
  g_assert_cmpuint (a.showing + b.showing, ==, 11);
  g_assert_cmpuint (a.total, ==, 11);
  g_assert_cmpuint (b.total, ==, 3);
  pl_cassino_game.result (&state, &result);
  g_assert_cmpint (result.points[0], ==, 11);
  g_assert_cmpint (result.points[1], ==, 3);
  /* The old way: the lower score deducted from the higher. */
  g_assert_cmpint (result.score[0], ==, 8);
  g_assert_cmpint (result.score[1], ==, 0);
  g_assert_true (result.won);
  pl_result_clear (&result);

  finished (&state, won0, "C9 HT", "DK", PL_CASSINO_SWEEPS_CANCEL);
  pl_cassino_get_count (&state, 0, &a);
  pl_cassino_get_count (&state, 1, &b);
  g_assert_cmpuint (a.sweep_points, ==, 1);
  g_assert_cmpuint (b.sweep_points, ==, 0);

  finished (&state, won0, "C9 HT", "DK", PL_CASSINO_SWEEPS_OFF);
  pl_cassino_get_count (&state, 0, &a);
  pl_cassino_get_count (&state, 1, &b);
  g_assert_cmpuint (a.sweep_points + b.sweep_points, ==, 0);
  g_assert_cmpuint (a.total, ==, 9);

  /* 26–26: neither scores the cards, eight points in the hand. */
  finished (&state, "SA S2 S3 S4 S5 S6 S7 DT HA C2 C3 C4 C5 C6 C7 C8 C9 CT "
            "H2 H3 H4 H5 H6 H7 H8 H9", "", "", PL_CASSINO_SWEEPS_COUNT);
  pl_cassino_get_count (&state, 0, &a);
  pl_cassino_get_count (&state, 1, &b);
  g_assert_cmpuint (a.cards, ==, 26);
  g_assert_cmpuint (a.card_points + b.card_points, ==, 0);
  g_assert_cmpuint (a.showing + b.showing, ==, 8);
  cassino_test_check_eleven (&state);
  pl_cassino_game.result (&state, &result);
  g_assert_nonnull (strstr (result.reasons, "The cards are tied at 26"));
  pl_result_clear (&result);
}

/* Seed 003, "Scoring": "The old way was to play 11 points up, deducting
 * the lower score from the higher at the end of each deal. If one side
 * reached 11 before the adversary reached 6, it was a lurch, and counted
 * as a double game. The common method is to count every hand a game". */
static void
test_match_scoring (void)
{
  PlCassinoOptions options;
  PlCassinoMatch match;
  static const gint deals[][2] = { { 7, 4 }, { 9, 2 }, { 3, 8 }, { 6, 5 }, { 8, 3 } };
  gint diff[2];

  pl_game_options_init (&pl_cassino_game, &options);
  g_assert_cmpuint (pl_cassino_match_target (&options), ==, 11);
  pl_cassino_match_init (&match, &options);
  /* The differences: 3–0, 10–0, 10–5, 11–5: a lurch (5 < 6). */
  for (guint i = 0; i < 4; i++)
    {
      diff[0] = MAX (0, deals[i][0] - deals[i][1]);
      diff[1] = MAX (0, deals[i][1] - deals[i][0]);
      g_assert_false (match.over);
      pl_cassino_match_add_scores (&match, diff);
    }
  g_assert_cmpint (match.score[0], ==, 11);
  g_assert_cmpint (match.score[1], ==, 5);
  g_assert_true (match.over);
  g_assert_cmpint (match.winner, ==, 0);
  g_assert_true (match.lurch);

  /* The adversary at 6: a single game. */
  pl_cassino_match_init (&match, &options);
  diff[0] = 5;
  diff[1] = 0;
  pl_cassino_match_add_scores (&match, diff);
  diff[0] = 0;
  diff[1] = 6;
  pl_cassino_match_add_scores (&match, diff);
  diff[0] = 6;
  diff[1] = 0;
  pl_cassino_match_add_scores (&match, diff);
  g_assert_true (match.over);
  g_assert_false (match.lurch);
  /* The next deal starts the next match. */
  diff[0] = 1;
  pl_cassino_match_add_scores (&match, diff);
  g_assert_false (match.over);
  g_assert_cmpint (match.score[0], ==, 1);

  /* Every hand a game: no end, one game a hand, none on a tie. */
  options.scoring = PL_CASSINO_SCORING_HAND;
  g_assert_cmpuint (pl_cassino_match_target (&options), ==, 0);
  pl_cassino_match_init (&match, &options);
  for (guint i = 0; i < G_N_ELEMENTS (deals); i++)
    {
      diff[0] = deals[i][0] > deals[i][1];
      diff[1] = deals[i][1] > deals[i][0];
      pl_cassino_match_add_scores (&match, diff);
    }
  g_assert_false (match.over);
  g_assert_cmpint (match.score[0], ==, 4);
  g_assert_cmpint (match.score[1], ==, 1);

  /* The modern game: every point, to 21; a tie at the top plays on. */
  options.scoring = PL_CASSINO_SCORING_TWENTY_ONE;
  pl_cassino_match_init (&match, &options);
  for (guint i = 0; i < 3; i++)
    pl_cassino_match_add_scores (&match, deals[i]);
  g_assert_false (match.over);
  g_assert_cmpint (match.score[0], ==, 19);
  g_assert_cmpint (match.score[1], ==, 14);
  diff[0] = 3;
  diff[1] = 8;
  pl_cassino_match_add_scores (&match, diff);
  g_assert_false (match.over);         /* 22–22 */
  pl_cassino_match_add_scores (&match, deals[4]);
  g_assert_true (match.over);
  g_assert_cmpint (match.winner, ==, 0);
  g_assert_false (match.lurch);
}

/* A card no Cassino pack holds, read from a text ("take JK with CK": the
 * fuzzer's find), has no value: the text gives a move the rules refuse
 * with a message, and nothing indexes past the table of values. */
static void
test_card_not_in_the_pack (void)
{
  PlCassinoState state;
  g_autoptr(GError) error = NULL;
  PlMove move;

  cassino_test_deal (&state, "CK D3 H9 S4", "D9 CQ H4 C7", "HK SK C2 D5");
  if (pl_cassino_game.move_from_string (&state, pl_cassino_game.to_move (&state),
                                        "take JK with CK", &move, &error))
    {
      g_assert_false (pl_cassino_game.check_move (&state, &move, &error));
      g_assert_nonnull (error);
      g_assert_cmpstr (error->message, !=, "");
    }
  else
    {
      g_assert_error (error, PL_RULES_ERROR, PL_RULES_ERROR_PARSE);
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cassino/seed-sweep", test_seed_sweep);
  g_test_add_func ("/cassino/multi-group-capture", test_multi_group_capture);
  g_test_add_func ("/cassino/courts", test_courts);
  g_test_add_func ("/cassino/single-build", test_single_build);
  g_test_add_func ("/cassino/increased-build", test_increased_build);
  g_test_add_func ("/cassino/raise-own-build", test_raise_own_build);
  g_test_add_func ("/cassino/multiple-build", test_multiple_build);
  g_test_add_func ("/cassino/build-not-a-card", test_build_not_a_card);
  g_test_add_func ("/cassino/owner-may-not-trail", test_owner_may_not_trail);
  g_test_add_func ("/cassino/trail-a-taking-card", test_trail_a_taking_card);
  g_test_add_func ("/cassino/last-cards", test_last_cards);
  g_test_add_func ("/cassino/royal", test_royal);
  g_test_add_func ("/cassino/deal-and-rounds", test_deal_and_rounds);
  g_test_add_func ("/cassino/showing-and-sweeps", test_showing_and_sweeps);
  g_test_add_func ("/cassino/match-scoring", test_match_scoring);
  g_test_add_func ("/cassino/card-not-in-the-pack", test_card_not_in_the_pack);

  return g_test_run ();
}
