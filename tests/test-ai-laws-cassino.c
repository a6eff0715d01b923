/* test-ai-laws-cassino.c — the computer's calls at a Cassino table played
 * by the laws (seed 003, "Irregularities in Play")
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "cassino-test-util.h"
#include "pl-ai-laws.h"
#include "pl-cassino-laws.h"

static void
apply (PlCassinoState *state,
       guint           seat,
       const char     *text)
{
  g_autoptr(GError) error = NULL;
  PlMove move;

  g_assert_true (pl_cassino_game.move_from_string (state, seat, text, &move, &error));
  g_assert_true (pl_cassino_game.check_move (state, &move, &error));
  g_assert_no_error (error);
  pl_cassino_game.apply (state, &move);
}

/* Seed 003: "only the last trick gathered can be seen": the computer
 * challenges a wrong gathering of its adversary at once, never its own. */
static void
test_challenges_wrong_gathering (void)
{
  PlCassinoState state;
  PlMove move;
  PlRng rng;
  g_autofree char *said = NULL;

  pl_rng_init (&rng, 1);
  cassino_test_deal_laws (&state, "S8 H5 D3 CK", "C8 H2 DK S4", "C2 D5 C7 ST");
  g_assert_false (pl_ai_laws_call (&pl_cassino_game, &state, 1, &move));
  apply (&state, 0, "take S8 with C7 as 8 wrong");
  g_assert_false (pl_ai_laws_call (&pl_cassino_game, &state, 0, &move));
  g_assert_true (pl_ai_laws_interject (&pl_cassino_game, &state, PL_AI_ERR_NEVER,
                                       PL_AI_LEVEL_EASY, &rng, &move));
  g_assert_cmpuint (move.kind, ==, PL_MOVE_LAW_CALL);
  g_assert_cmpuint (move.seat, ==, 1);
  g_assert_cmpuint (move.arg, ==, PL_CASSINO_LAW_WRONG_GATHERING);
  said = pl_ai_laws_say (&pl_cassino_game, &state, &move);
  g_assert_cmpstr (said, ==, "Challenges a wrong gathering");
}

/* A build without its card is called only once every card that could win
 * it is in sight: here the computer holds one 8 and sees the other three
 * on the table and in the piles. */
static void
test_calls_no_card_when_plain (void)
{
  PlCassinoState state;
  PlMove move;

  cassino_test_deal_laws (&state, "S9 H5 D3 CK", "C8 H2 DK S4", "C2 D5 C7 ST");
  apply (&state, 0, "build D3 on D5 as 8 without");
  /* S8 H8 D8 are unseen: no call yet. */
  g_assert_false (pl_ai_laws_call (&pl_cassino_game, &state, 1, &move));
  state.won[1] = cassino_test_cards ("S8 H8 D8");
  g_assert_true (pl_ai_laws_call (&pl_cassino_game, &state, 1, &move));
  g_assert_cmpuint (move.arg, ==, PL_CASSINO_LAW_NO_CARD);
  /* Never its own side's. */
  g_assert_false (pl_ai_laws_call (&pl_cassino_game, &state, 0, &move));
}

/* The computer errs with the new acts too, and only when asked to. */
static void
test_errs (void)
{
  PlCassinoState state;
  PlMove move;
  PlRng rng;
  guint kinds = 0;

  cassino_test_deal_laws (&state, "S8 H5 D3 CK", "C8 H2 DK S4", "C2 D5 C7 ST");
  pl_rng_init (&rng, 3);
  g_assert_false (pl_ai_laws_err (&pl_cassino_game, &state, 0, PL_AI_ERR_NEVER, &rng, &move));
  for (guint i = 0; i < 4000; i++)
    if (pl_ai_laws_err (&pl_cassino_game, &state, 0, PL_AI_ERR_OFTEN, &rng, &move))
      {
        g_assert_true (move.flags & PL_MOVE_IRREGULAR);
        g_assert_true (pl_cassino_game.check_move (&state, &move, NULL));
        kinds |= 1u << move.kind;
      }
  g_assert_true (kinds & (1u << PL_MOVE_CAPTURE));
  g_assert_true (kinds & (1u << PL_MOVE_BUILD));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ai-laws-cassino/challenges-wrong-gathering",
                   test_challenges_wrong_gathering);
  g_test_add_func ("/ai-laws-cassino/calls-no-card-when-plain", test_calls_no_card_when_plain);
  g_test_add_func ("/ai-laws-cassino/errs", test_errs);
  return g_test_run ();
}
