/* test-ai-skat-claim.c — the computer's claims and concessions at Skat
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "pl-ai-skat-claim.h"
#include "skat-test-util.h"

/* The deal of test-skat.c; forehand is seat 0.
 *   forehand:   CJ SJ CA CT CK C9 SA ST HA DA
 *   middlehand: HJ DJ C8 C7 SK SQ S9 HT HK DT
 *   rearhand:   CQ S8 S7 HQ H9 H8 H7 DK DQ D9
 *   skat:       D8 D7 */
#define FORE   "CJ SJ CA CT CK C9 SA ST HA DA"
#define MIDDLE "HJ DJ C8 C7 SK SQ S9 HT HK DT"
#define REAR   "CQ S8 S7 HQ H9 H8 H7 DK DQ D9"
#define SKAT   "D8 D7"

/* Forehand's Grand Hand after the jacks are drawn (CJ HJ H7, SJ DJ H8):
 * he holds CA CT CK C9 SA ST HA DA and leads.  Every card is the best of
 * its suit or falls last: the three clubs out must follow to three club
 * leads, so CQ is gone before his C9.  The rest is his in every world. */
static void
test_claim_certain (void)
{
  PlSkatState state;
  PlRng rng;
  g_autofree char *why = NULL;

  pl_rng_init (&rng, 5);
  skat_test_deal (&state, NULL, FORE, MIDDLE, REAR, SKAT);
  skat_test_play (&state, "pass, pass, bid 18, hand, announce grand hand, "
                  "play CJ, play HJ, play H7, play SJ, play DJ, play H8");
  g_assert_cmpint (pl_ai_skat_rest_certain (&state, 0, PL_AI_SKAT_CLAIM_WORLDS, &rng), ==,
                   PL_AI_SKAT_REST_DECLARER);
  g_assert_true (pl_ai_skat_should_claim (&state, 0, &rng));
  /* Not the opponents' move to make: they cannot claim. */
  g_assert_false (pl_ai_skat_should_claim (&state, 1, &rng));
  /* Before the claim middlehand cannot see the declarer's cards: in some
   * of the worlds he imagines, the declarer holds losers. */
  g_assert_false (pl_ai_skat_should_concede (&state, 1, &rng));

  /* After it, with the hand open, no line beats it: both accept. */
  skat_test_say (&state, 0, "claim");
  g_assert_true (pl_ai_skat_accepts_claim (&state, 1, &rng, &why));
  g_assert_null (why);
  g_assert_true (pl_ai_skat_accepts_claim (&state, 2, &rng, NULL));
  skat_test_say (&state, 1, "concede");
  skat_test_say (&state, 2, "concede");
  g_assert_true (pl_skat_game.is_terminal (&state));
}

/* Forehand's Clubs Hand, opened with SA (S9, S8): the opponents still
 * hold HJ DJ C8 C7 and CQ, five trumps against his six; middlehand's HJ
 * and DJ beat everything but CJ and SJ, so one of them takes a trick. */
static void
test_claim_refused (void)
{
  PlSkatState state;
  PlRng rng;
  g_autofree char *why = NULL;

  pl_rng_init (&rng, 7);
  skat_test_deal (&state, NULL, FORE, MIDDLE, REAR, SKAT);
  skat_test_play (&state, "pass, pass, bid 18, hand, announce clubs hand, "
                  "play SA, play S9, play S8");
  g_assert_false (pl_ai_skat_should_claim (&state, 0, &rng));
  skat_test_say (&state, 0, "claim");
  g_assert_false (pl_ai_skat_accepts_claim (&state, 1, &rng, &why));
  g_assert_cmpstr (why, ==, "Playing on: the declarer can still lose a trick");
  g_assert_false (pl_skat_game.is_terminal (&state));
}

/* Rearhand's Grand Hand without a jack against forehand's CJ SJ CA CT CK
 * C9 SA ST HA DA: forehand, on lead, draws the jacks (each must follow)
 * and then cashes his cards, the best of each suit or, for C9, the last
 * club standing: every trick is the opponents', whatever the others
 * hold.  Forehand sees it and does not concede: the rest is his side's. */
static void
test_rest_opponents (void)
{
  PlSkatState state;
  PlRng rng;

  pl_rng_init (&rng, 11);
  skat_test_deal (&state, NULL, FORE, MIDDLE, REAR, SKAT);
  skat_test_play (&state, "pass, bid 18, pass, hand, announce grand hand");
  g_assert_cmpint (pl_skat_get_declarer (&state), ==, 2);
  g_assert_cmpint (pl_ai_skat_rest_certain (&state, 0, PL_AI_SKAT_CLAIM_WORLDS, &rng), ==,
                   PL_AI_SKAT_REST_OPPONENTS);
  g_assert_false (pl_ai_skat_should_concede (&state, 0, &rng));
  g_assert_false (pl_ai_skat_should_claim (&state, 2, &rng));
  /* The declarer, whatever the hands he cannot see, takes no trick
   * against the best defence in every world drawn: beaten, he concedes. */
  g_assert_cmpint (pl_ai_skat_rest_certain (&state, 2, PL_AI_SKAT_CLAIM_WORLDS, &rng), ==,
                   PL_AI_SKAT_REST_OPPONENTS);
  g_assert_true (pl_ai_skat_should_concede (&state, 2, &rng));
  /* Middlehand cannot see forehand's hand: for him it is open. */
  g_assert_cmpint (pl_ai_skat_rest_certain (&state, 1, PL_AI_SKAT_CLAIM_WORLDS, &rng), ==,
                   PL_AI_SKAT_REST_OPEN);
}

/* Outside the play, or for a seat that may not, nothing is claimed or
 * conceded. */
static void
test_not_now (void)
{
  PlSkatState state;
  PlRng rng;

  pl_rng_init (&rng, 3);
  skat_test_deal (&state, NULL, FORE, MIDDLE, REAR, SKAT);
  g_assert_cmpint (pl_ai_skat_rest_certain (&state, 0, 8, &rng), ==, PL_AI_SKAT_REST_OPEN);
  g_assert_false (pl_ai_skat_should_claim (&state, 0, &rng));
  g_assert_false (pl_ai_skat_should_concede (&state, 1, &rng));
  skat_test_play (&state, "pass, pass, pass");
  g_assert_false (pl_ai_skat_should_concede (&state, 1, &rng));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ai-skat-claim/certain", test_claim_certain);
  g_test_add_func ("/ai-skat-claim/refused", test_claim_refused);
  g_test_add_func ("/ai-skat-claim/rest-opponents", test_rest_opponents);
  g_test_add_func ("/ai-skat-claim/not-now", test_not_now);

  return g_test_run ();
}
