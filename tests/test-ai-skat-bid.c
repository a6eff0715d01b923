/* test-ai-skat-bid.c — the Skat player's bidding, game choice and the club
 * variants' decisions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "pl-ai.h"
#include "pl-ai-skat.h"
#include "pl-ai-skat-infer.h"
#include "pl-ai-skat-judge.h"
#include "pl-ai-skat-mix.h"
#include "pl-ai-skat-private.h"
#include "skat-test-util.h"

static void
strong (PlAiSkatBudget *budget)
{
  pl_ai_skat_budget_for_level (PL_AI_LEVEL_STRONG, budget);
}

/*
 * What a hand is worth in the bidding, counted as a club player counts it
 * (ISkO 4.1.2 matadors, 4.1.1 base values): the hand of the issue, ♠J ♥J
 * ♣A ♣10 ♣Q with five weak cards, is Clubs without 1, game 2: 2 × 12 =
 * 24; four jacks and four aces make Grand with 4, game 5: 5 × 24 = 120; a
 * hand low in every suit is a Null, 23; a hand without a game, 0.
 */
static void
test_capacity (void)
{
  g_assert_cmpuint (pl_ai_skat_bid_capacity (skat_test_set ("SJ HJ CA CT CQ S7 S8 H9 D7 D8")),
                    ==, 24);
  g_assert_cmpuint (pl_ai_skat_bid_capacity (skat_test_set ("CJ SJ HJ DJ CA SA HA DA C7 S7")),
                    ==, 120);
  g_assert_cmpuint (pl_ai_skat_bid_capacity (skat_test_set ("C7 C9 S7 S8 ST H7 H9 D7 D8 D9")),
                    ==, 23);
  g_assert_cmpuint (pl_ai_skat_bid_capacity (skat_test_set ("C7 CK S8 SK H9 HQ HA DT DQ DA")),
                    ==, 0);
  g_assert_cmpuint (pl_ai_skat_null_slips (skat_test_set ("C7 C9 S7 S8 ST H7 H9 D7 D8 D9")),
                    ==, 0);
  g_assert_cmpuint (pl_ai_skat_null_slips (skat_test_set ("C8 C9 S7 S8 ST H7 H9 D7 D8 DA")),
                    ==, 2);
}

/*
 * Where each seat left the bidding (ISkO 2.2): middlehand bids 18 and 20
 * to forehand, who holds 18 and passes at 20; rearhand bids 22 to
 * middlehand, who passes at 22 (he could not hold it); rearhand plays.
 */
static void
test_passed_at (void)
{
  PlSkatState state;

  skat_test_deal (&state, NULL, "C7 C8 C9 CT CQ CK CA S7 S8 S9",
                  "SJ ST SQ SK SA H7 H8 H9 HT HQ", "CJ HJ DJ HK HA D7 D8 D9 DT DQ", "DK DA");
  skat_test_play (&state, "bid 18, hold 18, bid 20");
  g_assert_cmpuint (pl_ai_skat_passed_at (&state, 0), ==, 0);
  skat_test_play (&state, "pass");
  g_assert_cmpuint (pl_ai_skat_passed_at (&state, 0), ==, 20);
  g_assert_cmpuint (pl_ai_skat_passed_at (&state, 1), ==, 0);
  skat_test_play (&state, "bid 22, pass");
  g_assert_cmpint (pl_skat_get_declarer (&state), ==, 2);
  g_assert_cmpuint (pl_ai_skat_passed_at (&state, 0), ==, 20);
  g_assert_cmpuint (pl_ai_skat_passed_at (&state, 1), ==, 22);
  g_assert_cmpuint (pl_ai_skat_passed_at (&state, 2), ==, 0);

  /* Everyone passes at once: each could not say 18. */
  skat_test_deal (&state, NULL, "C7 C8 C9 CT CQ CK CA S7 S8 S9",
                  "SJ ST SQ SK SA H7 H8 H9 HT HQ", "CJ HJ DJ HK HA D7 D8 D9 DT DQ", "DK DA");
  skat_test_play (&state, "pass, pass");
  g_assert_cmpuint (pl_ai_skat_passed_at (&state, 1), ==, 18);
  g_assert_cmpuint (pl_ai_skat_passed_at (&state, 2), ==, 18);
  g_assert_cmpuint (pl_ai_skat_passed_at (&state, 0), ==, 0);
}

/* The worlds a player deals are weighed by what the others said: a hand
 * worth 24 that held 30 is unlikely, one that passed with a hand worth far
 * more is unlikely, one that agrees is weighed 1; a declarer of a trump
 * game hardly ever puts a jack away. */
static void
test_weights (void)
{
  PlSkatState state;
  PlCardSet worth24 = skat_test_set ("SJ HJ CA CT CQ S7 S8 H9 D7 D8");
  PlCardSet grand4 = skat_test_set ("CJ SJ HJ DJ CA SA HA DA C7 S7");
  PlCardSet nothing = skat_test_set ("C7 CK S8 SK H9 HQ HA DT DQ DA");

  skat_test_deal (&state, NULL, "C7 C8 C9 CT CQ CK CA S7 S8 S9",
                  "SJ ST SQ SK SA H7 H8 H9 HT HQ", "CJ HJ DJ HK HA D7 D8 D9 DT DQ", "DK DA");
  skat_test_play (&state, "bid 18, hold 18, bid 20, hold 20, bid 22, hold 22, bid 23, "
                          "hold 23, bid 24, hold 24, bid 27, hold 27, bid 30, hold");
  /* Forehand held 30. */
  g_assert_cmpfloat (pl_ai_skat_bidding_weight (&state, 0, worth24), <, 1.0);
  g_assert_cmpfloat (pl_ai_skat_bidding_weight (&state, 0, grand4), ==, 1.0);
  skat_test_play (&state, "pass");
  /* Middlehand passed at 33 (after 30 was held): a hand worth 120 would
   * have gone on; one without a game is as likely as ever (he bid on the
   * strength of the skat he hoped for, 1 less would be wrong too). */
  g_assert_cmpuint (pl_ai_skat_passed_at (&state, 1), ==, 33);
  g_assert_cmpfloat (pl_ai_skat_bidding_weight (&state, 1, grand4), <=, 0.15);
  g_assert_cmpfloat (pl_ai_skat_bidding_weight (&state, 1, nothing), <, 1.0);

  g_assert_cmpfloat (pl_ai_skat_discard_weight (PL_SKAT_GRAND, grand4 | skat_test_set ("D7 D8"),
                                                skat_test_set ("C7 S7")), ==, 1.0);
  g_assert_cmpfloat (pl_ai_skat_discard_weight (PL_SKAT_GRAND, grand4 | skat_test_set ("D7 D8"),
                                                skat_test_set ("CJ S7")), <, 0.05);
  g_assert_cmpfloat (pl_ai_skat_discard_weight (PL_SKAT_NULL, skat_test_set ("C7 C8"),
                                                skat_test_set ("C7 C8")), <, 0.1);
}

/* The hand of the issue (forehand passed 18 with it): Clubs without 1 is
 * worth 24, and the Strong player bids it. */
static void
test_bids_the_issue_hand (void)
{
  PlAiSkatBudget budget;
  PlSkatState state;
  PlMove moves[PL_MAX_MOVES];
  PlMove move;
  guint n;

  strong (&budget);
  skat_test_deal (&state, NULL, "SJ HJ CA CT CQ S7 S8 H9 D7 D8",
                  "C7 C8 C9 CJ CK S9 ST SQ SK SA", "H7 H8 HT HQ HK HA D9 DT DJ DQ", "DK DA");
  skat_test_play (&state, "bid 18");
  n = pl_skat_game.legal_moves (&state, moves);
  move = pl_ai_skat_choose_bid (&state, 0, moves, n, &budget);
  g_assert_cmpint (move.kind, ==, PL_MOVE_HOLD);
  g_assert_cmpuint (pl_ai_skat_judgement_limit (pl_ai_skat_judge (&state, 0, &budget,
                                                                  PL_AI_SKAT_JUDGE_ALL),
                                                budget.bid_threshold), >=, 18);
}

/* Plays the bidding and the declarer's choices with the Strong player
 * until the first card, the others passing at once. */
static void
declare (PlSkatState *state)
{
  PlAiSkatBudget budget;
  PlRng rng;

  strong (&budget);
  pl_rng_init (&rng, 3);
  while (pl_skat_get_phase (state) < PL_SKAT_PHASE_PLAY)
    {
      guint seat = pl_skat_game.to_move (state);
      PlMove move = seat == 0 ? pl_ai_skat_choose_with_budget (state, seat, &budget, &rng)
                              : pl_move_new (PL_MOVE_PASS, seat);

      g_assert_true (pl_skat_game.check_move (state, &move, NULL));
      pl_skat_game.apply (state, &move);
    }
}

/*
 * Every game a hand allows is considered.  Forehand holds the four jacks
 * and the aces and tens of three suits: every trick is his whatever lies
 * where, so he plays Grand from the hand, Schwarz announced and laid open
 * (Grand Ouvert: Hand, Schneider and Schwarz announced, ISkO 5.2.1).  A
 * hand lower than the others in every suit, with every suit in the
 * others' hands, cannot take a trick: Null Ouvert Hand (59, ISkO 5.1), the
 * highest Null.
 */
static void
test_hand_and_ouvert (void)
{
  PlSkatState state;

  skat_test_deal (&state, NULL, "CJ SJ HJ DJ CA CT SA ST HA HT",
                  "C8 C9 S8 S9 SQ H8 H9 HQ D8 D9", "C7 CQ CK S7 SK H7 HK DT DQ DK",
                  "D7 DA");
  declare (&state);
  g_assert_cmpint (pl_skat_get_declarer (&state), ==, 0);
  g_assert_cmpint (pl_skat_get_contract (&state), ==, PL_SKAT_GRAND);
  g_assert_cmpuint (pl_skat_get_flags (&state), ==,
                    PL_SKAT_FLAG_HAND | PL_SKAT_FLAG_SCHNEIDER | PL_SKAT_FLAG_SCHWARZ |
                    PL_SKAT_FLAG_OUVERT);

  skat_test_deal (&state, NULL, "C7 C8 C9 S7 S8 S9 H7 H8 D7 D8",
                  "CJ SJ HJ DJ CA CT SA ST HA HT", "CK CQ SK SQ HK HQ DK DQ DA DT",
                  "H9 D9");
  declare (&state);
  g_assert_cmpint (pl_skat_get_declarer (&state), ==, 0);
  g_assert_cmpint (pl_skat_get_contract (&state), ==, PL_SKAT_NULL);
  g_assert_cmpuint (pl_skat_get_flags (&state), ==, PL_SKAT_FLAG_HAND | PL_SKAT_FLAG_OUVERT);
}

/* A hand without a game (no jack, no long suit, aces scattered) does not
 * hold middlehand's 18. */
static void
test_passes_nothing (void)
{
  PlAiSkatBudget budget;
  PlSkatState state;
  PlMove moves[PL_MAX_MOVES];
  guint n;

  strong (&budget);
  skat_test_deal (&state, NULL, "C7 CK S8 SK H9 HQ HA DT DQ DA",
                  "CJ SJ HJ DJ CA CT C8 C9 CQ S7", "S9 ST SQ SA H7 H8 HT HK D7 D8", "D9 DK");
  skat_test_play (&state, "bid 18");
  n = pl_skat_game.legal_moves (&state, moves);
  g_assert_cmpint (pl_ai_skat_choose_bid (&state, 0, moves, n, &budget).kind, ==, PL_MOVE_PASS);
}

/*
 * Schieberamsch (XSkat's rules, pl-skat-variant.c): a safe hand — no
 * jack, nothing but sevens, eights and nines — pushes the skat on unseen
 * and lets the stake double; a hand with jacks and aces takes it up and
 * pushes on the two cards that leave the safest hand, never a jack.
 */
static void
club_table (PlSkatOptions  *options,
            PlAiSkatBudget *budget,
            PlRng          *rng)
{
  strong (budget);
  pl_rng_init (rng, 5);
  pl_game_options_init (&pl_skat_game, options);
}

static void
test_schieberamsch (void)
{
  PlSkatOptions options;
  PlAiSkatBudget budget;
  PlSkatState state;
  PlMove move;
  PlRng rng;

  club_table (&options, &budget, &rng);
  options.ramsch = TRUE;
  options.schieberamsch = TRUE;
  skat_test_deal (&state, &options, "C7 C8 C9 S7 S8 S9 H7 H8 D7 D8",
                  "CJ SJ HJ CA CT SA ST HA HT DA", "CK CQ SK SQ HK HQ DK DQ DJ DT",
                  "H9 D9");
  skat_test_play (&state, "pass, pass, pass");
  g_assert_cmpint (pl_skat_get_phase (&state), ==, PL_SKAT_PHASE_PUSH);
  move = pl_ai_skat_choose_with_budget (&state, 0, &budget, &rng);
  g_assert_cmpint (move.kind, ==, PL_MOVE_PASS);
  pl_skat_game.apply (&state, &move);
  move = pl_ai_skat_choose_with_budget (&state, 1, &budget, &rng);
  g_assert_cmpint (move.kind, ==, PL_MOVE_PICKUP);
  pl_skat_game.apply (&state, &move);
  move = pl_ai_skat_choose_with_budget (&state, 1, &budget, &rng);
  g_assert_cmpint (move.kind, ==, PL_MOVE_DISCARD);
  g_assert_true (pl_skat_game.check_move (&state, &move, NULL));
  g_assert_cmpuint (move.cards & skat_test_set ("CJ SJ HJ"), ==, 0);
  /* Two of the aces (the most dangerous cards after the jacks) go. */
  g_assert_cmpuint (pl_cardset_count (move.cards & PL_CARDSET_RANK (PL_RANK_ACE)), ==, 2);
}

/*
 * A Ramsch round's deal (pl-skat-rounds.h): each in turn may declare
 * Grand Hand instead of the Ramsch.  The hand that cannot lose it does;
 * one with a single jack does not.
 */
static void
test_ramsch_round_grand_hand (void)
{
  PlSkatOptions options;
  PlAiSkatBudget budget;
  PlSkatState state;
  PlMove move;
  PlRng rng;

  club_table (&options, &budget, &rng);
  options.ramsch_deal = TRUE;
  skat_test_deal (&state, &options, "C7 CK S8 SK H9 HQ H7 DT DQ DJ",
                  "CJ SJ HJ CA CT SA ST HA HT DA", "C8 C9 CQ S7 S9 SQ H8 HK D7 D8", "D9 DK");
  g_assert_cmpint (pl_skat_get_phase (&state), ==, PL_SKAT_PHASE_GRAND_HAND);
  move = pl_ai_skat_choose_with_budget (&state, 0, &budget, &rng);
  g_assert_cmpint (move.kind, ==, PL_MOVE_PASS);
  pl_skat_game.apply (&state, &move);
  move = pl_ai_skat_choose_with_budget (&state, 1, &budget, &rng);
  g_assert_cmpint (move.kind, ==, PL_MOVE_HAND);
  pl_skat_game.apply (&state, &move);
  g_assert_cmpint (pl_skat_get_declarer (&state), ==, 1);
  g_assert_cmpint (pl_skat_get_contract (&state), ==, PL_SKAT_GRAND);
}

/* The mix of a sitting counts what was played (pl-ai-skat-mix.h). */
static void
test_mix (void)
{
  PlAiSkatMix mix = { 0, };
  PlSkatState state;
  g_autofree char *text = NULL;
  g_autofree char *json = NULL;

  skat_test_deal (&state, NULL, "C7 C8 C9 S7 S8 S9 H7 H8 D7 D8",
                  "CJ SJ HJ DJ CA CT SA ST HA HT", "CK CQ SK SQ HK HQ DK DQ DA DT",
                  "H9 D9");
  /* Null Ouvert Hand, and the defenders concede: won (pl-skat.h). */
  skat_test_play (&state, "pass, pass, bid 59, hand, announce null hand ouvert");
  skat_test_say (&state, 1, "concede");
  skat_test_say (&state, 2, "concede");
  g_assert_true (pl_skat_game.is_terminal (&state));
  pl_ai_skat_mix_add (&mix, &state);
  skat_test_deal (&state, NULL, "C7 C8 C9 S7 S8 S9 H7 H8 D7 D8",
                  "CJ SJ HJ DJ CA CT SA ST HA HT", "CK CQ SK SQ HK HQ DK DQ DA DT",
                  "H9 D9");
  skat_test_play (&state, "pass, pass, pass");
  pl_ai_skat_mix_add (&mix, &state);
  g_assert_cmpuint (mix.deals, ==, 2);
  g_assert_cmpuint (mix.passed, ==, 1);
  g_assert_cmpuint (mix.played, ==, 1);
  g_assert_cmpuint (mix.won, ==, 1);
  g_assert_cmpuint (mix.by_contract[PL_SKAT_NULL], ==, 1);
  g_assert_cmpuint (mix.hand, ==, 1);
  g_assert_cmpuint (mix.null_ouvert, ==, 1);
  text = pl_ai_skat_mix_to_text (&mix);
  g_assert_nonnull (strstr (text, "thrown in 50.0% (1)"));
  json = pl_ai_skat_mix_to_json (&mix);
  g_assert_nonnull (strstr (json, "\"null\": 1"));
  g_assert_nonnull (strstr (json, "\"won_pct\": 100"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ai-skat-bid/capacity", test_capacity);
  g_test_add_func ("/ai-skat-bid/passed-at", test_passed_at);
  g_test_add_func ("/ai-skat-bid/weights", test_weights);
  g_test_add_func ("/ai-skat-bid/issue-hand", test_bids_the_issue_hand);
  g_test_add_func ("/ai-skat-bid/hand-and-ouvert", test_hand_and_ouvert);
  g_test_add_func ("/ai-skat-bid/passes-nothing", test_passes_nothing);
  g_test_add_func ("/ai-skat-bid/schieberamsch", test_schieberamsch);
  g_test_add_func ("/ai-skat-bid/ramsch-round", test_ramsch_round_grand_hand);
  g_test_add_func ("/ai-skat-bid/mix", test_mix);

  return g_test_run ();
}
