/* test-ai-laws-euchre.c — the computer's answers and calls at a Euchre
 * table played by the book's laws (seed 001)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "euchre-test-util.h"
#include "pl-ai-laws.h"
#include "pl-euchre-laws.h"

/* The deal of test-laws-euchre.c: seat 3 deals, seat 0 orders hearts up,
 * the dealer takes HT and puts D9 away; seat 0 leads. */
static void
deal (PlEuchreState *state)
{
  euchre_test_deal (state, "laws=on", 3, "HJ DJ HA C9 S9", "HK HQ CA CK ST", "H9 DA DK SA SK",
                    "DT DQ CQ SQ D9", "HT CT CJ SJ");
  euchre_test_play (state, "order, discard D9");
}

/* Law 52: the adversary calls a trump led out of turn back to lie
 * exposed, and answers a plain card with a suit call; the offender's
 * partner only plays to it. */
static void
test_false_lead (void)
{
  PlEuchreState state;
  g_autofree char *sentence = NULL;
  PlRng rng;
  PlMove move;

  pl_rng_init (&rng, 1);
  deal (&state);
  euchre_test_by (&state, 2, "play SA out-of-turn");
  move = pl_ai_laws_remedy (&pl_euchre_game, &state, 3, PL_AI_LEVEL_NORMAL, &rng, &sentence);
  g_assert_cmpuint (move.kind, ==, PL_MOVE_REMEDY);
  g_assert_cmpuint (move.arg, ==, PL_EUCHRE_REMEDY_CALL_SUIT);
  g_assert_cmpstr (sentence, ==, "Will call a suit at your side’s next lead");
  g_clear_pointer (&sentence, g_free);

  deal (&state);
  euchre_test_by (&state, 2, "play H9 out-of-turn");
  move = pl_ai_laws_remedy (&pl_euchre_game, &state, 3, PL_AI_LEVEL_NORMAL, &rng, &sentence);
  g_assert_cmpuint (move.arg, ==, PL_EUCHRE_REMEDY_CALL_CARD);
  g_assert_cmpstr (sentence, ==, "Calls the card led out of turn");
  g_clear_pointer (&sentence, g_free);
  euchre_test_by (&state, 3, "play HT");
  move = pl_ai_laws_remedy (&pl_euchre_game, &state, 0, PL_AI_LEVEL_NORMAL, &rng, &sentence);
  g_assert_cmpuint (move.kind, ==, PL_MOVE_PLAY);
  g_assert_cmpstr (sentence, ==, "Plays to the card led out of turn");
}

/* A revoke is called once the revoker has shown the suit he failed to
 * follow — never by his own side. */
static void
test_calls_evident_revoke (void)
{
  PlEuchreState state;
  PlMove move;

  deal (&state);
  euchre_test_by (&state, 0, "play C9");
  euchre_test_by (&state, 1, "play ST revoke");
  euchre_test_by (&state, 2, "play DA");
  euchre_test_by (&state, 3, "play CQ");
  g_assert_false (pl_ai_laws_call (&pl_euchre_game, &state, 0, &move));
  /* Seat 3 won with CQ and leads DT; seat 0 has no diamond (DJ is a
   * trump) and seat 1 shows a club. */
  euchre_test_by (&state, 3, "play DT");
  euchre_test_by (&state, 0, "play S9");
  euchre_test_by (&state, 1, "play CA");
  g_assert_true (pl_ai_laws_call (&pl_euchre_game, &state, 0, &move));
  g_assert_cmpuint (move.kind, ==, PL_MOVE_LAW_CALL);
  g_assert_true (pl_ai_laws_call (&pl_euchre_game, &state, 2, &move));
  g_assert_false (pl_ai_laws_call (&pl_euchre_game, &state, 3, &move));
  g_assert_false (pl_ai_laws_call (&pl_euchre_game, &state, 1, &move));
}

/* At the end the revoke is called when its penalty is worth more than the
 * deal's own result to the side wronged. */
static void
test_revoke_at_the_end (void)
{
  PlEuchreState state;
  g_autofree char *sentence = NULL;
  PlRng rng;
  PlMove move;

  pl_rng_init (&rng, 2);
  deal (&state);
  euchre_test_by (&state, 0, "play C9");
  euchre_test_by (&state, 1, "play ST revoke");
  euchre_test_play_out (&state);
  g_assert_cmpint (pl_euchre_game.to_move (&state), ==, 2);
  move = pl_ai_laws_remedy (&pl_euchre_game, &state, 2, PL_AI_LEVEL_NORMAL, &rng, &sentence);
  {
    PlEuchreState played = state;
    PlEuchreOutcome o;

    played.phase = PL_EUCHRE_PHASE_OVER;
    pl_euchre_get_outcome (&played, &o);
    /* The makers (seats 0 and 2) made it, 1 point or 2 for a march: the
     * penalty's 2 is worth as much or more. */
    g_assert_cmpuint (o.points[0], >=, 1);
    g_assert_cmpuint (o.points[0], <=, 2);
    g_assert_cmpuint (move.kind, ==, PL_MOVE_LAW_CALL);
    g_assert_cmpstr (sentence, ==, "Calls a revoke");
  }
}

/* Law 47: the partner is called on to win the trick where he may have
 * to overtake his own partner: the one on the table if a card the computer
 * has not seen beats it, else a card led on that one could beat; nothing
 * when no card can. */
static void
test_winners_led_on (void)
{
  PlEuchreState state;
  g_autofree char *sentence = NULL;
  PlRng rng;
  PlMove move;

  pl_rng_init (&rng, 1);
  euchre_test_deal (&state, "laws=on", 3, "HA CA C9 S9 SQ", "HK HQ CK ST DT", "HJ DJ H9 DA DK",
                    "CQ SK SA DQ D9", "HT CT CJ SJ");
  euchre_test_play (&state, "order, discard D9, play HA");
  euchre_test_by (&state, 0, "lead-on CA");
  move = pl_ai_laws_remedy (&pl_euchre_game, &state, 1, PL_AI_LEVEL_NORMAL, &rng, &sentence);
  g_assert_cmpuint (move.arg, ==, PL_EUCHRE_REMEDY_CALL_WIN);
  g_assert_cmpuint (move.card, ==, PL_CARD_NONE);
  g_assert_cmpstr (sentence, ==, "Calls on your partner to win this trick");
  g_clear_pointer (&sentence, g_free);

  /* The right bower on the table: nobody overtakes it, HA may be. */
  deal (&state);
  euchre_test_play (&state, "play HJ");
  euchre_test_by (&state, 0, "lead-on HA");
  move = pl_ai_laws_remedy (&pl_euchre_game, &state, 1, PL_AI_LEVEL_NORMAL, &rng, &sentence);
  g_assert_cmpuint (move.arg, ==, PL_EUCHRE_REMEDY_CALL_WIN);
  g_assert_true (PL_CARDSET_BIT (move.card) == euchre_test_set ("HA"));
  g_assert_cmpstr (sentence, ==, "Calls on your partner to win the trick of HA");
  g_clear_pointer (&sentence, g_free);

  /* The left bower led on after the right: no card wins either trick. */
  deal (&state);
  euchre_test_play (&state, "play HJ");
  euchre_test_by (&state, 0, "lead-on DJ");
  move = pl_ai_laws_remedy (&pl_euchre_game, &state, 1, PL_AI_LEVEL_NORMAL, &rng, &sentence);
  g_assert_cmpuint (move.arg, ==, PL_EUCHRE_REMEDY_NO_CALL);
}

/* Law 51: the computer does not guess at a detached card among many. */
static void
test_detached (void)
{
  PlEuchreState state;
  g_autofree char *sentence = NULL;
  PlRng rng;
  PlMove move;

  pl_rng_init (&rng, 1);
  deal (&state);
  euchre_test_by (&state, 1, "detach CA");
  move = pl_ai_laws_remedy (&pl_euchre_game, &state, 2, PL_AI_LEVEL_NORMAL, &rng, &sentence);
  g_assert_cmpuint (move.kind, ==, PL_MOVE_REMEDY);
  g_assert_cmpuint (move.arg, ==, PL_EUCHRE_REMEDY_NO_CALL);
  g_assert_cmpstr (sentence, ==, "Does not call");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ai-laws-euchre/false-lead", test_false_lead);
  g_test_add_func ("/ai-laws-euchre/calls-evident-revoke", test_calls_evident_revoke);
  g_test_add_func ("/ai-laws-euchre/revoke-at-the-end", test_revoke_at_the_end);
  g_test_add_func ("/ai-laws-euchre/winners-led-on", test_winners_led_on);
  g_test_add_func ("/ai-laws-euchre/detached", test_detached);
  return g_test_run ();
}
