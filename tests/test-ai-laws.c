/* test-ai-laws.c — the computer at a table played by the book's laws
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "bezique-test-util.h"
#include "pl-ai-bezique-private.h"
#include "pl-ai-laws.h"
#include "pl-bezique-laws.h"
#include "pl-bezique-private.h"
#include "pl-cassino.h"
#include "pl-euchre.h"
#include "pl-record.h"
#include "pl-skat-laws.h"
#include "skat-test-util.h"

#define FORE   "CJ SJ CA CT CK CQ C9 HA HT H9"
#define MIDDLE "HJ DJ C8 SA ST SK SQ S9 H8 H7"
#define REAR   "C7 S8 S7 HK HQ DA DT DK DQ D9"
#define SKAT   "D8 D7"

static void
skat_deal (PlSkatState *state,
           gboolean     laws)
{
  PlSkatOptions options;

  pl_game_options_init (&pl_skat_game, &options);
  options.laws = laws;
  skat_test_deal (state, &options, FORE, MIDDLE, REAR, SKAT);
  skat_test_play (state, "pass, pass, bid 18, hand, announce clubs hand");
}

/* Never errs at "never", nor with the laws off; "often" errs about one
 * time in 60, the same way for the same seed, and only with acts the
 * rules list and take. */
static void
test_err_rates (void)
{
  PlSkatState on, off;
  guint errs = 0, trials = 6000;
  PlRng rng, again;

  skat_deal (&on, TRUE);
  skat_deal (&off, FALSE);
  pl_rng_init (&rng, 1);
  for (guint i = 0; i < trials; i++)
    {
      PlMove move;

      g_assert_false (pl_ai_laws_err (&pl_skat_game, &on, 1, PL_AI_ERR_NEVER, &rng, &move));
      g_assert_false (pl_ai_laws_err (&pl_skat_game, &off, 1, PL_AI_ERR_OFTEN, &rng, &move));
    }
  pl_rng_init (&rng, 2);
  pl_rng_init (&again, 2);
  for (guint i = 0; i < trials; i++)
    {
      PlMove move, same;
      gboolean erred = pl_ai_laws_err (&pl_skat_game, &on, 1, PL_AI_ERR_OFTEN, &rng, &move);

      g_assert_cmpint (erred, ==, pl_ai_laws_err (&pl_skat_game, &on, 1, PL_AI_ERR_OFTEN,
                                                  &again, &same));
      if (!erred)
        continue;
      errs++;
      g_assert_true (pl_move_equal (&move, &same));
      g_assert_cmpuint (move.seat, ==, 1);
      g_assert_true (move.flags & PL_MOVE_IRREGULAR);
      g_assert_true (pl_skat_game.check_move (&on, &move, NULL));
    }
  /* 100 expected; far outside 60 … 150 the rate is wrong. */
  g_assert_cmpuint (errs, >, 60);
  g_assert_cmpuint (errs, <, 150);
  g_assert_cmpstr (pl_ai_err_rate_to_string (PL_AI_ERR_SOMETIMES), ==, "sometimes");
}

/* A revoke found at the end: the single player calls an adversary's
 * revoke that turns his lost game into a won one (seed 000). */
static void
test_skat_calls_revoke_at_the_end (void)
{
  PlSkatState state;
  g_autofree char *sentence = NULL;
  PlMove move;
  PlRng rng;

  skat_deal (&state, TRUE);
  /* Middlehand revokes in the first trick; the play goes on to the end by
   * the first legal card. */
  skat_test_play (&state, "play H9, play SA revoke, play HQ");
  while (pl_skat_get_phase (&state) == PL_SKAT_PHASE_PLAY)
    {
      PlMove moves[PL_MAX_MOVES];

      pl_skat_game.legal_moves (&state, moves);
      pl_skat_game.apply (&state, &moves[0]);
    }
  g_assert_cmpint (pl_skat_get_phase (&state), ==, PL_SKAT_PHASE_LAWS);
  pl_rng_init (&rng, 1);
  move = pl_ai_laws_remedy (&pl_skat_game, &state, 0, PL_AI_LEVEL_NORMAL, &rng, &sentence);
  g_assert_cmpuint (move.kind, ==, PL_MOVE_LAW_CALL);
  g_assert_cmpstr (sentence, ==, "Calls a revoke");
  /* The same through the seat's ordinary choice. */
  move = pl_ai_choose (&pl_skat_game, &state, 0, PL_AI_LEVEL_EASY, &rng);
  g_assert_cmpuint (move.kind, ==, PL_MOVE_LAW_CALL);
}

/* The adversaries let the single player's revoke stand when the game as
 * played costs him more: lost Schneider is worse for him than lost
 * "einfach" (ISkO 4.1.4). */
static void
test_skat_lets_revoke_stand (void)
{
  PlSkatState state, called, stood;
  PlSkatOutcome o_called, o_stood;
  PlMove move;
  PlRng rng;

  skat_deal (&state, TRUE);
  skat_test_play (&state, "play H9, play H8, play HQ, play HK, play C9 revoke, play H7");
  while (pl_skat_get_phase (&state) == PL_SKAT_PHASE_PLAY)
    {
      PlMove moves[PL_MAX_MOVES];
      guint n = pl_skat_game.legal_moves (&state, moves);

      /* The single player plays his worst card each time. */
      pl_skat_game.apply (&state, &moves[pl_skat_laws_is_declarer (&state, state.to_move) ? n - 1 : 0]);
    }
  g_assert_cmpint (pl_skat_get_phase (&state), ==, PL_SKAT_PHASE_LAWS);
  called = stood = state;
  skat_test_play (&called, "call revoke");
  skat_test_play (&stood, "let-stand");
  pl_skat_get_outcome (&called, &o_called);
  pl_skat_get_outcome (&stood, &o_stood);
  pl_rng_init (&rng, 1);
  move = pl_ai_laws_remedy (&pl_skat_game, &state, state.to_move, PL_AI_LEVEL_NORMAL, &rng, NULL);
  /* Whichever costs the single player more. */
  if (o_stood.score[0] < o_called.score[0])
    g_assert_cmpuint (move.kind, ==, PL_MOVE_REMEDY);
  else
    g_assert_cmpuint (move.kind, ==, PL_MOVE_LAW_CALL);
  g_test_message ("called %d, stood %d", o_called.score[0], o_stood.score[0]);
}

/* The single player calls an adversary's revoke as soon as he can prove
 * it; the revoker's partner never calls his own side's. */
static void
test_skat_calls_evident_revoke (void)
{
  PlSkatState state;
  PlMove move;

  skat_deal (&state, TRUE);
  skat_test_play (&state, "play CJ, play SA revoke, play C7");
  g_assert_false (pl_ai_laws_call (&pl_skat_game, &state, 0, &move));
  skat_test_play (&state, "play SJ, play HJ");
  g_assert_true (pl_ai_laws_call (&pl_skat_game, &state, 0, &move));
  g_assert_cmpuint (move.kind, ==, PL_MOVE_LAW_CALL);
  g_assert_false (pl_ai_laws_call (&pl_skat_game, &state, 2, &move));
}

/* A false lead answered at every level with one of the remedies. */
static void
test_skat_false_lead (void)
{
  for (guint level = 0; level < PL_AI_N_LEVELS; level++)
    {
      PlSkatState state;
      g_autofree char *sentence = NULL;
      PlMove move;
      PlRng rng;

      skat_deal (&state, TRUE);
      skat_test_play (&state, "play H9, play H8, play HQ");
      skat_test_say (&state, 0, "play CJ out-of-turn");
      pl_rng_init (&rng, 5);
      move = pl_ai_laws_remedy (&pl_skat_game, &state, 1, level, &rng, &sentence);
      g_assert_true (pl_skat_game.check_move (&state, &move, NULL));
      g_assert_nonnull (sentence);
      /* Easy takes the lead back, as the rule of thumb says. */
      if (level == PL_AI_LEVEL_EASY)
        g_assert_cmpstr (sentence, ==, "Calls the card back");
    }
}

static void
bezique_deal (PlBeziqueState *state)
{
  bezique_test_deal_with (state, "laws=on", "SA ST SK SQ H7 H8 C7 C8", "DA DT DK DJ C9 CT D7 D8",
                          "H9", "S7 SA S9 SJ CJ CQ CK CA");
  bezique_test_play (state, "play SA, play D7, done");
}

/* Seed 004: the computer claims the ten of a play without drawing, has
 * the card its opponent would rather keep returned of two drawn, and adds
 * 100 for a card too many while it holds eight. */
static void
test_bezique_remedies (void)
{
  PlBeziqueState state;
  g_autofree char *first = NULL;
  g_autofree char *second = NULL;
  PlMove move;
  PlRng rng;

  pl_rng_init (&rng, 3);
  bezique_deal (&state);
  bezique_test_say (&state, 0, "play SK no-draw");
  move = pl_ai_laws_remedy (&pl_bezique_game, &state, 1, PL_AI_LEVEL_NORMAL, &rng, &first);
  g_assert_cmpuint (move.arg, ==, PL_BEZIQUE_REMEDY_PENALTY);
  g_assert_cmpstr (first, ==, "Claims ten, and two cards next time");

  /* Seat 0 draws S7 and SA: the ace goes back. */
  bezique_deal (&state);
  bezique_test_play (&state, "draw two");
  move = pl_ai_laws_remedy (&pl_bezique_game, &state, 1, PL_AI_LEVEL_NORMAL, &rng, &second);
  g_assert_cmpuint (move.arg, ==, PL_BEZIQUE_REMEDY_RETURN);
  g_assert_cmpuint (pl_bezique_card (move.card), ==, PL_CARD (PL_SUIT_SPADES, PL_RANK_ACE));
  g_assert_cmpstr (second, ==, "Has SA returned to the pack");

  /* Let pass, the card too many is called, and 100 added. */
  bezique_test_play (&state, "pass");
  g_assert_true (pl_ai_laws_call (&pl_bezique_game, &state, 1, &move));
  g_assert_cmpuint (move.arg, ==, PL_BEZIQUE_LAW_TOO_MANY);
  g_assert_false (pl_ai_laws_call (&pl_bezique_game, &state, 0, &move));
  bezique_test_say (&state, 1, "call too-many");
  move = pl_ai_laws_remedy (&pl_bezique_game, &state, 1, PL_AI_LEVEL_NORMAL, &rng, NULL);
  g_assert_cmpuint (move.arg, ==, PL_BEZIQUE_REMEDY_SCORE_100);
}

/* Seed 004 ii: a faced card is called when it helps: none the computer
 * cannot beat when their owner leads; under its own lead the one that
 * falls, the one its owner would rather keep. */
static void
test_bezique_calls_faced_card (void)
{
  PlBeziqueState state;
  PlBeziqueSet faced;
  PlMove move;
  gint best = -1;
  guint want = 0;
  PlRng rng;

  pl_rng_init (&rng, 1);
  bezique_test_deal_with (&state, "laws=on", "SA ST SK SQ H7 H8 C7 C8", "DA DT DK DJ C9 CT D7 D8",
                          "H9", "S7 SA S9 SJ CJ CQ CK CA");
  bezique_test_play (&state, "play SA, play D7, declare marriage SK SQ ST wrong, draw");
  /* Seat 0 leads: seat 1 holds no spade and no trump to beat one. */
  g_assert_cmpint (pl_bezique_get_phase (&state), ==, PL_BEZIQUE_PHASE_LAWS);
  move = pl_ai_laws_remedy (&pl_bezique_game, &state, 1, PL_AI_LEVEL_NORMAL, &rng, NULL);
  g_assert_cmpuint (move.arg, ==, PL_BEZIQUE_REMEDY_PASS);
  /* Seat 1 takes the trick, leads DA, and seat 0 is to follow. */
  bezique_test_play (&state, "pass, play C7, draw, play CT, done, draw, play DA, draw");
  g_assert_cmpint (pl_bezique_get_phase (&state), ==, PL_BEZIQUE_PHASE_LAWS);
  faced = pl_bezique_laws_faced (&state, 0);
  for (guint p = 0; p < 64; p++)
    if ((faced & PL_BEZIQUE_BIT (p)) && pl_ai_bezique_keep_value (&state, 0, p) > best)
      {
        best = pl_ai_bezique_keep_value (&state, 0, p);
        want = p;
      }
  move = pl_ai_laws_remedy (&pl_bezique_game, &state, 1, PL_AI_LEVEL_NORMAL, &rng, NULL);
  g_assert_cmpuint (move.arg, ==, PL_BEZIQUE_REMEDY_CALL_CARD);
  g_assert_cmpuint (pl_bezique_card (move.card), ==, pl_bezique_card (want));
}

/* Whole deals with the computer at every seat, erring often: every move
 * legal, every deal ended, Easy and Normal taking turns. */
static void
play_deals (const PlGame *game,
            guint         n_deals,
            gboolean      answered)
{
  g_autofree gpointer options = g_malloc0 (game->options_size);
  guint errs = 0, answers = 0;

  pl_game_options_init (game, options);
  g_assert_true (pl_game_options_set (game, options, "laws", "on", NULL));
  for (guint d = 0; d < n_deals; d++)
    {
      g_autoptr(PlDealRecord) deal = pl_deal_record_new_from_seed (game, options,
                                                                   d % game->n_seats (options),
                                                                   300 + d);
      g_autofree gpointer state = pl_deal_record_replay (deal, 0, NULL);
      PlAiLevel level = d % 2 ? PL_AI_LEVEL_NORMAL : PL_AI_LEVEL_EASY;
      PlRng rng;

      pl_rng_init (&rng, d);
      while (!game->is_terminal (state))
        {
          g_autoptr(GError) error = NULL;
          PlMove move;

          answers += pl_laws_is_pending (game, state);
          if (!pl_ai_laws_interject (game, state, PL_AI_ERR_OFTEN, level, &rng, &move))
            move = pl_ai_choose (game, state, game->to_move (state), level, &rng);
          errs += (move.flags & PL_MOVE_IRREGULAR) != 0;
          if (!pl_deal_record_append (deal, state, &move, &error))
            g_error ("%s deal %u: %s", game->id, d, error->message);
          g_assert_cmpuint (deal->moves->len, <, 600);
        }
    }
  g_test_message ("%s: %u errors, %u answers", game->id, errs, answers);
  g_assert_cmpuint (errs, >, 0);
  if (answered)
    g_assert_cmpuint (answers, >, 0);
}

static void
test_skat_deals (void)
{
  play_deals (&pl_skat_game, 40, TRUE);
}

static void
test_bezique_deals (void)
{
  play_deals (&pl_bezique_game, 9, TRUE);
}

static void
test_euchre_deals (void)
{
  play_deals (&pl_euchre_game, 30, TRUE);
}

/* Cassino's law gives no choice: the computer errs, and nothing is asked. */
static void
test_cassino_deals (void)
{
  play_deals (&pl_cassino_game, 6, FALSE);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ai-laws/err-rates", test_err_rates);
  g_test_add_func ("/ai-laws/skat-calls-revoke-at-the-end", test_skat_calls_revoke_at_the_end);
  g_test_add_func ("/ai-laws/skat-lets-revoke-stand", test_skat_lets_revoke_stand);
  g_test_add_func ("/ai-laws/skat-calls-evident-revoke", test_skat_calls_evident_revoke);
  g_test_add_func ("/ai-laws/skat-false-lead", test_skat_false_lead);
  g_test_add_func ("/ai-laws/bezique-remedies", test_bezique_remedies);
  g_test_add_func ("/ai-laws/bezique-calls-faced-card", test_bezique_calls_faced_card);
  g_test_add_func ("/ai-laws/skat-deals", test_skat_deals);
  g_test_add_func ("/ai-laws/bezique-deals", test_bezique_deals);
  g_test_add_func ("/ai-laws/euchre-deals", test_euchre_deals);
  g_test_add_func ("/ai-laws/cassino-deals", test_cassino_deals);
  return g_test_run ();
}
