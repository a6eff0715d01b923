/* test-skat-variant.c — the club variants: Kontra after 18, Schieberamsch,
 * Ramsch and Bock rounds
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "pl-skat.h"
#include "pl-skat-rounds.h"
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

static void
options_with (PlSkatOptions *options,
              const char    *settings)
{
  g_auto(GStrv) list = g_strsplit (settings, " ", -1);

  pl_game_options_init (&pl_skat_game, options);
  for (guint i = 0; list[i] != NULL; i++)
    {
      g_auto(GStrv) kv = g_strsplit (list[i], "=", 2);

      if (kv[0] == NULL || kv[0][0] == '\0')
        continue;
      g_assert_true (pl_game_options_set (&pl_skat_game, options, kv[0], kv[1], NULL));
    }
}

static void
play_out (PlSkatState *state)
{
  while (!pl_skat_game.is_terminal (state))
    {
      PlMove moves[PL_MAX_MOVES];

      g_assert_cmpuint (pl_skat_game.legal_moves (state, moves), >, 0);
      g_assert_true (pl_skat_game.check_move (state, &moves[0], NULL));
      pl_skat_game.apply (state, &moves[0]);
    }
}

/* XSkat's "kontra18": only an opponent who said at least 18 may say
 * Kontra; the other is not asked. */
static void
test_kontra_18 (void)
{
  PlSkatOptions options;
  PlSkatState state;

  options_with (&options, "kontra=on kontra-18=on");
  skat_test_deal (&state, &options, FORE, MIDDLE, REAR, SKAT);
  skat_test_play (&state, "pass, pass, bid 18, hand, announce clubs hand");
  /* Nobody but the declarer said 18: no Kontra question at all. */
  g_assert_cmpuint (pl_skat_get_phase (&state), ==, PL_SKAT_PHASE_PLAY);

  /* Middlehand bid 18 and lost the bidding: he alone is asked. */
  skat_test_deal (&state, &options, FORE, MIDDLE, REAR, SKAT);
  skat_test_play (&state, "bid 18, hold 18, pass, pass, hand, announce clubs hand");
  g_assert_cmpuint (pl_skat_get_phase (&state), ==, PL_SKAT_PHASE_KONTRA);
  g_assert_cmpint (pl_skat_game.to_move (&state), ==, 1);
  skat_test_play (&state, "pass");
  g_assert_cmpuint (pl_skat_get_phase (&state), ==, PL_SKAT_PHASE_PLAY);

  /* Without the variant both are asked, from forehand round. */
  options_with (&options, "kontra=on");
  skat_test_deal (&state, &options, FORE, MIDDLE, REAR, SKAT);
  skat_test_play (&state, "pass, pass, bid 18, hand, announce clubs hand");
  g_assert_cmpuint (pl_skat_get_phase (&state), ==, PL_SKAT_PHASE_KONTRA);
  g_assert_cmpint (pl_skat_game.to_move (&state), ==, 1);
  skat_test_play (&state, "pass");
  g_assert_cmpint (pl_skat_game.to_move (&state), ==, 2);
}

/* XSkat's Schieberamsch: each in turn takes up the skat and pushes two
 * cards on (not jacks), or pushes it unseen, which doubles the score. */
static void
test_schieberamsch (void)
{
  PlSkatOptions options;
  PlSkatState state;
  PlSkatOutcome o;
  PlMove move;
  g_autoptr(GError) error = NULL;
  guint most = 0;

  options_with (&options, "ramsch=on schieberamsch=on");
  skat_test_deal (&state, &options, FORE, MIDDLE, REAR, SKAT);
  skat_test_play (&state, "pass, pass, pass");
  g_assert_cmpuint (pl_skat_get_phase (&state), ==, PL_SKAT_PHASE_PUSH);
  g_assert_cmpint (pl_skat_game.to_move (&state), ==, 0);
  skat_test_play (&state, "pickup");
  g_assert_cmpuint (pl_cardset_count (pl_skat_get_hand (&state, 0)), ==, 12);
  skat_test_refused (&state, "discard CJ SA", "Jacks may not be pushed on in Schieberamsch");
  skat_test_refused (&state, "pass", "Push two cards on to the next player");
  skat_test_play (&state, "discard SA ST");
  g_assert_cmpuint (pl_skat_get_skat (&state), ==, skat_test_set ("SA ST"));
  /* Middlehand pushes it on unseen; rearhand takes it up. */
  skat_test_play (&state, "pass, pickup, discard SA ST");
  g_assert_cmpuint (pl_skat_get_phase (&state), ==, PL_SKAT_PHASE_PLAY);
  g_assert_cmpint (pl_skat_game.to_move (&state), ==, 0);
  g_assert_cmpuint (state.pushes, ==, 1);
  g_assert_true (pl_skat_game.move_from_string (&state, 0, "play SA", &move, NULL));
  g_assert_false (pl_skat_game.check_move (&state, &move, &error));
  play_out (&state);

  pl_skat_get_outcome (&state, &o);
  g_assert_true (o.ramsch);
  g_assert_cmpuint (o.pushes, ==, 1);
  for (guint s = 0; s < 3; s++)
    most = MAX (most, o.points[s]);
  if (o.durchmarsch < 0)
    g_assert_cmpint (o.value, ==, -(gint) ((most << o.jungfrau) * 2));
  else
    g_assert_cmpint (o.value, ==, 240);
}

/* A Ramsch round's deal: no bidding; Grand Hand may be declared (no bid to
 * reach), else Ramsch. */
static void
test_ramsch_deal (void)
{
  PlSkatOptions options;
  PlSkatState state;
  PlSkatOutcome o;

  options_with (&options, "ramsch-deal=on");
  skat_test_deal (&state, &options, FORE, MIDDLE, REAR, SKAT);
  g_assert_cmpuint (pl_skat_get_phase (&state), ==, PL_SKAT_PHASE_GRAND_HAND);
  skat_test_refused (&state, "bid 18", "A Ramsch round: declare Grand Hand or pass");
  skat_test_play (&state, "pass, hand");
  g_assert_cmpint (pl_skat_get_declarer (&state), ==, 1);
  g_assert_cmpuint (pl_skat_get_contract (&state), ==, PL_SKAT_GRAND);
  g_assert_cmpuint (pl_skat_get_flags (&state), ==, PL_SKAT_FLAG_HAND);
  g_assert_cmpuint (pl_skat_get_phase (&state), ==, PL_SKAT_PHASE_PLAY);
  skat_test_say (&state, 0, "concede");
  skat_test_say (&state, 2, "concede");
  /* Grand Hand without 2 (HJ DJ, not CJ), game 3, Hand 4, Schneider 5,
   * Schwarz 6: 6 × 24 = 144. */
  pl_skat_get_outcome (&state, &o);
  g_assert_true (o.ramsch_round);
  g_assert_true (o.won);
  g_assert_false (o.overbid);
  g_assert_cmpint (o.value, ==, 144);

  skat_test_deal (&state, &options, FORE, MIDDLE, REAR, SKAT);
  skat_test_play (&state, "pass, pass, pass");
  g_assert_cmpuint (pl_skat_get_contract (&state), ==, PL_SKAT_RAMSCH);
  g_assert_cmpuint (pl_skat_get_phase (&state), ==, PL_SKAT_PHASE_PLAY);
}

/* A Bock deal counts double: Clubs Hand with 2, game 3, Hand 4: 48, won by
 * the opponents' concession, 96 in Bock. */
static void
test_bock_deal (void)
{
  PlSkatOptions options;
  PlSkatState state;
  PlSkatOutcome o;
  PlResult result = { 0, };

  options_with (&options, "bock-deal=1");
  skat_test_deal (&state, &options, FORE, MIDDLE, REAR, SKAT);
  skat_test_play (&state, "pass, pass, bid 18, hand, announce clubs hand, play CA");
  skat_test_say (&state, 1, "concede");
  skat_test_say (&state, 2, "concede");
  pl_skat_get_outcome (&state, &o);
  /* All tricks: with 2, game 3, Hand 4, Schneider 5, Schwarz 6: 72. */
  g_assert_cmpint (o.value, ==, 144);
  g_assert_cmpint (o.score[0], ==, 144);
  pl_skat_game.result (&state, &result);
  g_assert_nonnull (strstr (result.reasons, "Bock: the deal counts double: 144"));
  pl_result_clear (&result);
}

/* A finished Clubs game that the declarer lost with 60 card points. */
static void
finished_60_60 (PlSkatState *state)
{
  PlSkatOptions options;
  PlCard pack[32];
  guint n = pl_skat_game.pack (NULL, pack);

  pl_game_options_init (&pl_skat_game, &options);
  g_assert_true (pl_skat_game.deal (state, &options, 2, pack, n, NULL));
  state->phase = PL_SKAT_PHASE_OVER;
  state->to_move = -1;
  state->declarer = 0;
  state->contract = PL_SKAT_CLUBS;
  state->bid = 18;
  state->n_tricks = 10;
  state->skat = 0;
  state->won[0] = skat_test_set ("CA CT SA ST HA HK HQ");   /* 60 */
  state->n_won[0] = 3;
  state->won[1] = pl_skat_pack_set () & ~state->won[0];
  state->n_won[1] = 7;
}

/* XSkat's Bock events and rounds: one deal per player doubles, a Ramsch
 * round after each Bock round, a Ramsch round's Grand Hand not counted. */
static void
test_rounds (void)
{
  PlSkatOptions match, deal;
  PlSkatRounds rounds;
  PlSkatState state;

  finished_60_60 (&state);
  g_assert_cmpuint (pl_skat_rounds_events (&state), ==, PL_SKAT_BOCK_60_60);

  options_with (&match, "bock=on ramsch-rounds=on");
  pl_skat_rounds_init (&rounds);
  pl_skat_rounds_deal_options (&rounds, &match, &deal);
  g_assert_cmpuint (deal.bock_deal, ==, 0);
  g_assert_false (deal.ramsch_deal);

  /* Deal 1: the 60:60 game calls for a Bock round. */
  g_assert_cmpuint (pl_skat_rounds_add_deal (&rounds, &match, &state), ==, PL_SKAT_BOCK_60_60);

  /* Deals 2–4: Bock, each thrown in. */
  for (guint i = 0; i < 3; i++)
    {
      pl_skat_rounds_deal_options (&rounds, &match, &deal);
      g_assert_cmpuint (deal.bock_deal, ==, 1);
      skat_test_deal (&state, &deal, FORE, MIDDLE, REAR, SKAT);
      skat_test_play (&state, "pass, pass, pass");
      g_assert_cmpuint (pl_skat_rounds_add_deal (&rounds, &match, &state), ==, 0);
    }

  /* Deal 5: the Ramsch round; a Grand Hand there is not counted, the same
   * dealer deals again, and being won it calls for a new Bock round. */
  pl_skat_rounds_deal_options (&rounds, &match, &deal);
  g_assert_cmpuint (deal.bock_deal, ==, 0);
  g_assert_true (deal.ramsch_deal);
  skat_test_deal (&state, &deal, FORE, MIDDLE, REAR, SKAT);
  skat_test_play (&state, "hand");
  skat_test_say (&state, 1, "concede");
  skat_test_say (&state, 2, "concede");
  g_assert_cmpuint (pl_skat_rounds_add_deal (&rounds, &match, &state), ==,
                    PL_SKAT_BOCK_GRAND_HAND);
  g_assert_true (pl_skat_rounds_same_dealer (&rounds));

  /* Deals 6–8: the Ramsch round, played as Ramsch. */
  for (guint i = 0; i < 3; i++)
    {
      pl_skat_rounds_deal_options (&rounds, &match, &deal);
      g_assert_true (deal.ramsch_deal);
      skat_test_deal (&state, &deal, FORE, MIDDLE, REAR, SKAT);
      skat_test_play (&state, "pass, pass, pass");
      play_out (&state);
      pl_skat_rounds_add_deal (&rounds, &match, &state);
      g_assert_false (pl_skat_rounds_same_dealer (&rounds));
    }

  /* Then the Bock round the Grand Hand called for, and its Ramsch round. */
  for (guint i = 0; i < 6; i++)
    {
      pl_skat_rounds_deal_options (&rounds, &match, &deal);
      g_assert_cmpuint (deal.bock_deal, ==, i < 3 ? 1 : 0);
      g_assert_cmpint (deal.ramsch_deal, ==, i >= 3);
      skat_test_deal (&state, &deal, FORE, MIDDLE, REAR, SKAT);
      skat_test_play (&state, "pass, pass, pass");
      if (i >= 3)
        play_out (&state);
      pl_skat_rounds_add_deal (&rounds, &match, &state);
    }
  pl_skat_rounds_deal_options (&rounds, &match, &deal);
  g_assert_cmpuint (deal.bock_deal, ==, 0);
  g_assert_false (deal.ramsch_deal);

  /* Without bock=on nothing is called for. */
  options_with (&match, "");
  pl_skat_rounds_init (&rounds);
  finished_60_60 (&state);
  pl_skat_rounds_add_deal (&rounds, &match, &state);
  pl_skat_rounds_deal_options (&rounds, &match, &deal);
  g_assert_cmpuint (deal.bock_deal, ==, 0);
}

/* The variants are options records write and read. */
static void
test_options (void)
{
  PlSkatOptions options;
  g_autoptr(GString) out = g_string_new (NULL);

  options_with (&options, "kontra-18=on schieberamsch=on bock=on ramsch-rounds=on "
                "bock-deal=2 ramsch-deal=on");
  pl_game_options_write (&pl_skat_game, &options, out);
  g_assert_cmpstr (out->str, ==,
                   "kontra-18=on\nschieberamsch=on\nbock=on\nramsch-rounds=on\n"
                   "bock-deal=2\nramsch-deal=on\n");
  g_assert_false (pl_game_options_set (&pl_skat_game, &options, "bock-deal", "9", NULL));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/skat-variant/kontra-18", test_kontra_18);
  g_test_add_func ("/skat-variant/schieberamsch", test_schieberamsch);
  g_test_add_func ("/skat-variant/ramsch-deal", test_ramsch_deal);
  g_test_add_func ("/skat-variant/bock-deal", test_bock_deal);
  g_test_add_func ("/skat-variant/rounds", test_rounds);
  g_test_add_func ("/skat-variant/options", test_options);

  return g_test_run ();
}
