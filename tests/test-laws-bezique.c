/* test-laws-bezique.c — Bézique played by the book's laws: drawing wrongly,
 * the wrong number of cards, a wrong card put down, a lead out of turn
 * (seeds 002 and 004)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "bezique-test-util.h"
#include "laws-test-util.h"
#include "pl-bezique-laws.h"
#include "pl-laws.h"
#include "pl-record.h"
#include "pl-rng.h"

/*
 * One deal for the scripted tests, hearts trumps (the turn-up H9):
 *   seat 0, the elder hand, who leads: SA ST SK SQ H7 H8 C7 C8
 *   seat 1, the dealer:                DA DT DK DJ C9 CT D7 D8
 *   the stock from the top:            S7 S8 S9 SJ CJ CQ CK CA …
 * Seat 0 takes the first trick, SA over D7.
 */
static void
deal (PlBeziqueState *state,
      gboolean        laws)
{
  bezique_test_deal_with (state, laws ? "laws=on" : NULL,
                          "SA ST SK SQ H7 H8 C7 C8", "DA DT DK DJ C9 CT D7 D8", "H9",
                          "S7 S8 S9 SJ CJ CQ CK CA");
  bezique_test_play (state, "play SA, play D7");
  g_assert_cmpint (pl_bezique_get_phase (state), ==, PL_BEZIQUE_PHASE_DECLARE);
}

static guint
held (const PlBeziqueState *state,
      guint                 seat)
{
  return (guint) __builtin_popcountll (state->hands[seat] | state->table[seat]);
}

static guint
total (const PlBeziqueState *state,
       guint                 seat)
{
  PlBeziqueScore score;

  pl_bezique_get_score (state, seat, &score);
  return score.total;
}

static void
assert_pending (const PlBeziqueState *state,
                guint                 law,
                guint                 to_answer,
                const char           *text)
{
  PlIrregularity pending;

  g_assert_cmpint (pl_bezique_get_phase (state), ==, PL_BEZIQUE_PHASE_LAWS);
  g_assert_true (pl_laws_get_pending (&pl_bezique_game, state, &pending));
  g_assert_cmpuint (pending.law, ==, law);
  g_assert_cmpuint (pending.to_answer, ==, to_answer);
  if (text != NULL)
    g_assert_cmpstr (pending.text, ==, text);
  pl_irregularity_clear (&pending);
}

static void
assert_moves (const PlBeziqueState *state,
              const char           *expected)
{
  PlMove moves[PL_MAX_MOVES];
  guint n = pl_bezique_game.legal_moves (state, moves);
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      if (i > 0)
        g_string_append (text, ", ");
      pl_bezique_game.move_to_string (state, &moves[i], text);
    }
  g_assert_cmpstr (text->str, ==, expected);
}

/* Seed 004: "After each trick is taken, an additional card is drawn by
 * each player from the top of the pack--the taker of the last trick
 * drawing first".  By the laws the players draw; the winner first. */
static void
test_draws (void)
{
  PlBeziqueState state;

  deal (&state, TRUE);
  bezique_test_play (&state, "done");
  g_assert_cmpint (pl_bezique_get_phase (&state), ==, PL_BEZIQUE_PHASE_DRAW);
  g_assert_cmpstr (pl_bezique_game.phase_name (&state), ==, "draw");
  assert_moves (&state, "draw");
  bezique_test_refused_by (&state, 0, "play SK", "Draw from the stock before you play (seed 004)");
  bezique_test_refused_by (&state, 1, "draw", "The winner of the trick draws first (seed 004): drawing now is "
           "out of turn");
  bezique_test_play (&state, "draw");
  g_assert_true (pl_bezique_get_hand (&state, 0) & PL_BEZIQUE_NAME_BITS (PL_CARD (PL_SUIT_SPADES, PL_RANK_7)));
  g_assert_cmpint (pl_bezique_get_phase (&state), ==, PL_BEZIQUE_PHASE_LEAD);
  /* The adversary draws after the lead, before he plays to it. */
  bezique_test_play (&state, "play SK");
  g_assert_cmpint (pl_bezique_get_phase (&state), ==, PL_BEZIQUE_PHASE_DRAW);
  g_assert_cmpint (pl_bezique_game.to_move (&state), ==, 1);
  bezique_test_play (&state, "draw");
  g_assert_true (pl_bezique_get_hand (&state, 1) & PL_BEZIQUE_NAME_BITS (PL_CARD (PL_SUIT_SPADES, PL_RANK_8)));
  g_assert_cmpint (pl_bezique_get_phase (&state), ==, PL_BEZIQUE_PHASE_FOLLOW);
  g_assert_cmpuint (held (&state, 0), ==, 7);
  g_assert_cmpuint (held (&state, 1), ==, 8);
}

/* Without an irregularity a deal by the laws ends as it would without
 * them: the same cards are drawn in the same order. */
static void
test_same_without_irregularity (void)
{
  PlBeziqueOptions off, on;

  pl_game_options_init (&pl_bezique_game, &off);
  on = off;
  on.laws = TRUE;
  for (guint d = 0; d < 60; d++)
    {
      g_autoptr(PlDealRecord) plain = pl_deal_record_new_from_seed (&pl_bezique_game, &off,
                                                                    d % 2, 900 + d);
      g_autoptr(PlDealRecord) lawful = pl_deal_record_new_from_seed (&pl_bezique_game, &on,
                                                                     d % 2, 900 + d);
      g_autofree PlBeziqueState *a = pl_deal_record_replay (plain, 0, NULL);
      g_autofree PlBeziqueState *b = pl_deal_record_replay (lawful, 0, NULL);
      PlRng rng;

      pl_rng_init (&rng, d);
      while (!pl_bezique_game.is_terminal (a))
        {
          PlMove moves[PL_MAX_MOVES];
          guint n = pl_bezique_game.legal_moves (a, moves);
          PlMove move = moves[pl_rng_below (&rng, n)];

          /* The "done" that a lead implies without the laws, and the
           * draws. */
          if (move.kind == PL_MOVE_PLAY && pl_bezique_get_phase (b) == PL_BEZIQUE_PHASE_ANNOUNCE)
            {
              PlMove done = pl_move_new (PL_MOVE_NO_DECLARE, b->to_move);

              g_assert_true (pl_deal_record_append (lawful, b, &done, NULL));
            }
          while (pl_bezique_get_phase (b) == PL_BEZIQUE_PHASE_DRAW)
            {
              PlMove draw = pl_move_new (PL_MOVE_DRAW, b->to_move);

              draw.value = 1;
              g_assert_true (pl_deal_record_append (lawful, b, &draw, NULL));
            }
          g_assert_true (pl_deal_record_append (plain, a, &move, NULL));
          g_assert_true (pl_deal_record_append (lawful, b, &move, NULL));
        }
      g_assert_true (pl_bezique_game.is_terminal (b));
      for (guint s = 0; s < 2; s++)
        {
          g_assert_cmpuint (total (a, s), ==, total (b, s));
          g_assert_true (a->won[s] == b->won[s]);
        }
    }
}

/* Seed 004: "When a player plays without drawing, he must draw two next
 * time, and his opponent scores ten." */
static void
test_play_without_drawing (void)
{
  PlBeziqueState state;
  PlResult result = { 0, };

  deal (&state, TRUE);
  bezique_test_play (&state, "done");
  bezique_test_say (&state, 0, "play SK no-draw");
  assert_pending (&state, PL_BEZIQUE_LAW_NO_DRAW, 1,
                  "Seed 004: seat 0 played SK without drawing: “he must draw two next time, and "
                  "his opponent scores ten”; seat 1 claims it or lets it pass");
  assert_moves (&state, "penalty, pass");
  bezique_test_play (&state, "penalty");
  g_assert_cmpuint (total (&state, 1), ==, 10);
  /* Seat 1 draws the card seat 0 did not, then plays to the lead. */
  g_assert_cmpint (pl_bezique_game.to_move (&state), ==, 1);
  bezique_test_play (&state, "draw, play D8");
  g_assert_cmpuint (held (&state, 0), ==, 6);
  /* Seat 0 took the trick; this time he draws two. */
  bezique_test_play (&state, "done");
  assert_moves (&state, "draw");
  bezique_test_play (&state, "draw");
  g_assert_cmpint (pl_bezique_get_phase (&state), ==, PL_BEZIQUE_PHASE_DRAW);
  bezique_test_play (&state, "draw");
  g_assert_cmpuint (held (&state, 0), ==, 8);
  g_assert_cmpint (pl_bezique_get_phase (&state), ==, PL_BEZIQUE_PHASE_LEAD);
  g_assert_cmpint (pl_bezique_laws_wrong_count (&state, 0), ==, 0);

  pl_bezique_game.result (&state, &result);
  g_assert_nonnull (strstr (result.reasons, "Seed 004: seat 0 played SK without drawing: he draws "
                            "two next time, and seat 1 scores ten"));
  g_assert_nonnull (strstr (result.reasons, "Seat 1: 10 points by the laws"));
  pl_result_clear (&result);
}

/* Seed 002: "If a player has too few cards, his adversary may either claim
 * a fresh deal, or may allow him to make good the deficiency by drawing
 * from the stock." */
static void
short_one (PlBeziqueState *state)
{
  deal (state, TRUE);
  bezique_test_play (state, "done");
  bezique_test_say (state, 0, "play SK no-draw");
  bezique_test_play (state, "pass, draw, play D8");
  g_assert_cmpint (pl_bezique_laws_wrong_count (state, 0), ==, -1);
  g_assert_cmpuint (total (state, 1), ==, 0);
}

static void
test_too_few (void)
{
  PlBeziqueState state;
  PlResult result = { 0, };

  short_one (&state);
  bezique_test_refused_by (&state, 1, "call too-many", "Your opponent does not hold too many cards");
  bezique_test_say (&state, 1, "call too-few");
  assert_pending (&state, PL_BEZIQUE_LAW_TOO_FEW, 1, NULL);
  assert_moves (&state, "fresh-deal, make-good");
  bezique_test_play (&state, "make-good");
  g_assert_cmpuint (held (&state, 0), ==, 7);
  g_assert_cmpint (pl_bezique_laws_wrong_count (&state, 0), ==, 0);
  /* Back to the winner's declarations. */
  g_assert_cmpint (pl_bezique_get_phase (&state), ==, PL_BEZIQUE_PHASE_DECLARE);

  short_one (&state);
  bezique_test_say (&state, 1, "call too-few");
  bezique_test_play (&state, "fresh-deal");
  g_assert_true (pl_bezique_game.is_terminal (&state));
  pl_bezique_game.result (&state, &result);
  g_assert_cmpint (result.score[0], ==, 0);
  g_assert_cmpint (result.score[1], ==, 0);
  g_assert_nonnull (strstr (result.reasons, "Seed 002: seat 0 held too few cards; seat 1 claimed "
                            "a fresh deal: this deal counts for nothing"));
  pl_result_clear (&result);
}

/* Seed 004: "When a player draws out of turn, his opponent scores ten, if
 * he has not drawn a card himself." */
static void
test_draw_out_of_turn (void)
{
  PlBeziqueState state;
  const PlLawEvent *events;

  deal (&state, TRUE);
  bezique_test_play (&state, "done");
  bezique_test_say (&state, 1, "draw out-of-turn");
  g_assert_cmpuint (total (&state, 0), ==, 10);
  g_assert_true (pl_bezique_get_hand (&state, 1) & PL_BEZIQUE_NAME_BITS (PL_CARD (PL_SUIT_SPADES, PL_RANK_7)));
  g_assert_cmpuint (pl_laws_get_events (&pl_bezique_game, &state, &events), ==, 1);
  g_assert_cmpint (events[0].points, ==, 10);
  bezique_test_play (&state, "draw, play SK");
  /* Seat 1 has drawn already: he plays to the lead at once. */
  g_assert_cmpint (pl_bezique_get_phase (&state), ==, PL_BEZIQUE_PHASE_FOLLOW);
}

/* Seed 004: "When a player draws two cards instead of one, his opponent
 * may decide which card is to be returned to the pack--it should not be
 * placed at the top, but towards the middle of the pack." */
static void
test_draw_two (void)
{
  PlBeziqueState state;
  guint s8 = pl_bezique_physical (PL_CARD (PL_SUIT_SPADES, PL_RANK_8), 0);
  guint s9 = pl_bezique_physical (PL_CARD (PL_SUIT_SPADES, PL_RANK_9), 0);

  deal (&state, TRUE);
  bezique_test_play (&state, "done");
  bezique_test_play (&state, "draw two");
  assert_pending (&state, PL_BEZIQUE_LAW_DRAW_TWO, 1,
                  "Seed 004: seat 0 drew two cards instead of one, S7 and S8: seat 1 decides "
                  "which is returned to the middle of the pack, or lets it pass");
  assert_moves (&state, "return S7, return S8, pass");
  bezique_test_play (&state, "return S8");
  g_assert_cmpuint (held (&state, 0), ==, 8);
  g_assert_cmpuint (pl_bezique_get_stock_size (&state), ==, 47);
  /* S9 is on top again; S8 lies under 22 of the 45 face-down cards. */
  g_assert_cmpuint (state.stock[state.stock_next], ==, s9);
  g_assert_cmpuint (state.stock[state.stock_next + 22], ==, s8);
  g_assert_cmpint (pl_bezique_get_phase (&state), ==, PL_BEZIQUE_PHASE_LEAD);
}

/* Seed 004: "A player discovering his opponent holding more than eight
 * cards, while he only holds eight, adds 100 to his score." */
static void
one_too_many (PlBeziqueState *state)
{
  deal (state, TRUE);
  bezique_test_play (state, "done, draw two, pass");
  g_assert_cmpuint (held (state, 0), ==, 9);
  g_assert_cmpint (pl_bezique_laws_wrong_count (state, 0), ==, 1);
}

static void
test_too_many (void)
{
  PlBeziqueState state;

  one_too_many (&state);
  bezique_test_say (&state, 1, "call too-many");
  assert_pending (&state, PL_BEZIQUE_LAW_TOO_MANY, 1, NULL);
  assert_moves (&state, "score-100, fresh-deal, compel");
  bezique_test_play (&state, "score-100");
  g_assert_cmpuint (total (&state, 1), ==, 100);
  g_assert_cmpint (pl_bezique_laws_wrong_count (&state, 0), ==, 0);
  /* He plays without drawing the next time. */
  bezique_test_play (&state, "play SK, draw, play D8, done");
  g_assert_cmpint (pl_bezique_get_phase (&state), ==, PL_BEZIQUE_PHASE_LEAD);
  g_assert_cmpuint (held (&state, 0), ==, 8);
  /* (Seat 1 draws after the lead.) */
  g_assert_cmpuint (held (&state, 1), ==, 7);

  /* Seed 002: "compel him to play without drawing from the talon, until
   * the number of cards in his hand is reduced to eight; the player with
   * too many cards not being allowed to make any announcements until he
   * has his right number of cards". */
  one_too_many (&state);
  bezique_test_say (&state, 1, "call too-many");
  bezique_test_play (&state, "compel");
  g_assert_cmpuint (total (&state, 1), ==, 0);
  bezique_test_play (&state, "play SK, draw, play D8");
  g_assert_cmpint (pl_bezique_get_phase (&state), ==, PL_BEZIQUE_PHASE_DECLARE);
  bezique_test_refused_by (&state, 0, "declare marriage SQ HK",
           "Seed 002: with too many cards he makes no announcement until he has his right number");
  assert_moves (&state, "exchange H7, done");
}

/* Seed 004: "Should both have more than their proper number there is no
 * penalty, but each must play without drawing." */
static void
test_both_too_many (void)
{
  PlBeziqueState state;
  const PlLawEvent *events;

  one_too_many (&state);
  bezique_test_play (&state, "play SK, draw two, pass");
  g_assert_cmpint (pl_bezique_get_phase (&state), ==, PL_BEZIQUE_PHASE_FOLLOW);
  bezique_test_say (&state, 0, "call too-many");
  g_assert_cmpint (pl_bezique_get_phase (&state), ==, PL_BEZIQUE_PHASE_FOLLOW);
  g_assert_cmpuint (pl_laws_get_events (&pl_bezique_game, &state, &events), ==, 3);
  g_assert_cmpuint (events[2].remedy, ==, PL_BEZIQUE_REMEDY_BOTH);
  g_assert_cmpuint (total (&state, 0) + total (&state, 1), ==, 0);
  /* Neither draws next time. */
  bezique_test_play (&state, "play D8, done");
  g_assert_cmpint (pl_bezique_get_phase (&state), ==, PL_BEZIQUE_PHASE_LEAD);
  g_assert_cmpuint (held (&state, 0), ==, 8);
  g_assert_cmpuint (held (&state, 1), ==, 8);
}

/* Seed 004 ii: "If, in making a declaration, a player put down a wrong
 * card or cards, either in addition to or in the place of any card or
 * cards of that declaration, he is not allowed to score until he has
 * taken another trick.  Moreover, he must resume the cards, subject to
 * their being called for as "faced" cards." */
static void
test_wrong_declaration (void)
{
  PlBeziqueState state;
  g_autofree char *faced = NULL;
  g_autofree char *still = NULL;

  deal (&state, TRUE);
  bezique_test_refused_by (&state, 0, "declare marriage SK SQ wrong",
           "That is a good declaration: declare it as it is");
  bezique_test_refused_by (&state, 0, "declare marriage H7 H8 wrong",
           "None of those cards belongs to that combination");
  bezique_test_refused_by (&state, 0, "declare bezique SQ DJ wrong", "You do not hold those cards");
  bezique_test_say (&state, 0, "declare marriage SK SQ ST wrong");
  g_assert_cmpuint (total (&state, 0), ==, 0);
  g_assert_cmpuint (pl_bezique_get_n_declarations (&state, 0), ==, 0);
  /* His turn to declare is over: he draws. */
  g_assert_cmpint (pl_bezique_get_phase (&state), ==, PL_BEZIQUE_PHASE_DRAW);
  faced = pl_bezique_set_to_string (pl_bezique_laws_faced (&state, 0));
  g_assert_cmpstr (faced, ==, "ST SQ SK");
  g_assert_true ((pl_bezique_game.visible_hand (&state, 1, 0) & pl_bezique_laws_faced (&state, 0)) ==
                 pl_bezique_laws_faced (&state, 0));
  bezique_test_play (&state, "draw");
  /* He is to lead: his opponent may call a faced card first. */
  assert_pending (&state, PL_BEZIQUE_LAW_FACED_CARD, 1, NULL);
  assert_moves (&state, "call ST, call SQ, call SK, pass");
  bezique_test_play (&state, "call ST");
  assert_moves (&state, "play ST");
  bezique_test_refused_by (&state, 0, "play SK", "Seed 004 ii: your faced card was called: play it");
  bezique_test_play (&state, "play ST");
  still = pl_bezique_set_to_string (pl_bezique_laws_faced (&state, 0));
  g_assert_cmpstr (still, ==, "SQ SK");
}

/* Seed 002: "If a player leads out of turn, and his adversary plays to
 * the lead, whether intentionally or otherwise, the trick stands good.
 * If the adversary calls attention to the error, the card led out of
 * turn may be taken back without penalty." */
static void
test_lead_out_of_turn (void)
{
  PlBeziqueState state, stands;
  guint cards[2], leader;

  deal (&state, TRUE);
  bezique_test_play (&state, "done, draw");
  bezique_test_refused_by (&state, 1, "play DA", "It is not your turn");
  bezique_test_say (&state, 1, "play DA out-of-turn");
  assert_pending (&state, PL_BEZIQUE_LAW_OUT_OF_TURN, 0,
                  "Seed 002: seat 1 led DA out of turn: seat 0 plays to it, and the trick stands "
                  "good, or has it taken back without penalty");
  g_assert_cmpuint (pl_bezique_get_current_trick (&state, cards, &leader), ==, 1);
  g_assert_cmpuint (leader, ==, 1);

  stands = state;
  bezique_test_play (&stands, "play C7");
  /* Seat 1 drew his card before the trick was gathered, and took it. */
  g_assert_cmpuint (pl_bezique_get_n_declarations (&stands, 1), ==, 0);
  g_assert_cmpint (pl_bezique_game.to_move (&stands), ==, 1);
  g_assert_cmpint (pl_bezique_get_phase (&stands), ==, PL_BEZIQUE_PHASE_DECLARE);
  g_assert_cmpuint (held (&stands, 1), ==, 7);

  bezique_test_play (&state, "take-back");
  g_assert_cmpint (pl_bezique_get_phase (&state), ==, PL_BEZIQUE_PHASE_LEAD);
  g_assert_cmpint (pl_bezique_game.to_move (&state), ==, 0);
  g_assert_cmpuint (held (&state, 1), ==, 7);
  g_assert_cmpuint (pl_bezique_get_current_trick (&state, cards, &leader), ==, 0);
}

static void
test_laws_off (void)
{
  PlBeziqueState state;
  const char *off = "This deal is not played by the book’s laws: irregular acts, their "
                    "remedies and calls are not taken";

  deal (&state, FALSE);
  bezique_test_refused_by (&state, 0, "draw", off);
  bezique_test_refused_by (&state, 0, "declare marriage SK SQ ST wrong", off);
  bezique_test_refused_by (&state, 1, "call too-many", off);
}

/* A wrong number nobody called is found when the stock runs low, and the
 * deal still ends with every card played. */
static void
test_found_when_the_stock_runs_low (void)
{
  PlBeziqueState state;
  PlIrregularity pending;
  gboolean found = FALSE;

  short_one (&state);
  while (!pl_bezique_game.is_terminal (&state))
    {
      PlMove moves[PL_MAX_MOVES];
      guint n = pl_bezique_game.legal_moves (&state, moves);

      g_assert_cmpuint (n, >, 0);
      if (pl_laws_get_pending (&pl_bezique_game, &state, &pending))
        {
          g_assert_cmpuint (pending.law, ==, PL_BEZIQUE_LAW_TOO_FEW);
          g_assert_cmpuint (pl_bezique_get_stock_size (&state), <, 8);
          pl_irregularity_clear (&pending);
          found = TRUE;
          /* make-good */
          pl_bezique_game.apply (&state, &moves[1]);
          continue;
        }
      pl_bezique_game.apply (&state, &moves[n - 1]);
      /* Eight cards each for the last eight tricks, the leader's first. */
      if (state.n_tricks == 24 && state.phase == PL_BEZIQUE_PHASE_FOLLOW)
        {
          g_assert_true (state.last_eight);
          g_assert_cmpuint (held (&state, state.to_move), ==, 8);
          g_assert_cmpuint (held (&state, 1 - state.to_move), ==, 7);
        }
    }
  g_assert_true (found);
  g_assert_cmpuint (state.n_tricks, ==, 32);
  g_assert_true ((state.won[0] | state.won[1]) == G_MAXUINT64);
}

/* A record with the laws' moves replays to the same state and score. */
static void
test_record (void)
{
  PlBeziqueOptions options;
  PlCard pack[64];
  g_autoptr(GError) error = NULL;
  g_autofree PlBeziqueState *state = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GString) json = g_string_new (NULL);
  g_autoptr(PlDealRecord) deal_record = NULL;
  const char *script[] = {
    "0:play SA", "1:play D7", "0:declare marriage SK SQ ST wrong", "1:draw out-of-turn",
    "0:draw two", "1:return S8", "1:call ST", "0:play ST", "1:play D8", "0:done", "0:draw",
    "1:pass", "0:play SK", "1:play C9 no-draw", "0:penalty",
  };

  pl_game_options_init (&pl_bezique_game, &options);
  options.laws = TRUE;
  bezique_test_pack (pack, "SA ST SK SQ H7 H8 C7 C8", "DA DT DK DJ C9 CT D7 D8", "H9",
                     "S7 S8 S9 SJ CJ CQ CK CA");
  deal_record = pl_deal_record_new_from_pack (&pl_bezique_game, &options, 1, pack, 64, &error);
  g_assert_no_error (error);
  state = pl_deal_record_replay (deal_record, 0, &error);
  for (guint i = 0; i < G_N_ELEMENTS (script); i++)
    {
      PlMove move;

      if (!pl_bezique_game.move_from_string (state, script[i][0] - '0', script[i] + 2, &move,
                                             &error) ||
          !pl_deal_record_append (deal_record, state, &move, &error))
        g_error ("%s: %s", script[i], error->message);
    }
  /* Ten for the draw out of turn, ten for the play without drawing. */
  g_assert_cmpuint (total (state, 0), ==, 20);
  text = laws_test_replays_same (deal_record, state);
  g_assert_nonnull (strstr (text, "Option: laws=on\n"));
  g_assert_nonnull (strstr (text, "0: declare marriage ST SQ SK wrong\n1: draw out-of-turn\n"
                            "0: draw two\n1: return S8\n1: call ST\n0: play ST\n1: play D8\n"
                            "0: done\n0: draw\n1: pass\n0: play SK\n1: play C9 no-draw\n"
                            "0: penalty\n"));
  /* Malformed or not the law it names: refused, with the line. */
  laws_test_refused_record (text, "0: draw two", "0: draw three",
                            "a draw is “draw”, “draw two” or “draw out-of-turn”");
  laws_test_refused_record (text, "1: return S8", "1: return HA",
                            "Seed 004: decide which of the two cards drawn is returned");
  laws_test_refused_record (text, "0: declare marriage ST SQ SK wrong",
                            "0: declare marriage SQ SK wrong",
                            "That is a good declaration: declare it as it is");
  laws_test_refused_record (text, "1: play C9 no-draw", "1: play C9 out-of-turn",
                            "a card played now is played without drawing");
  laws_test_refused_record (text, "1: draw out-of-turn", "1: draw",
                            "The winner of the trick draws first (seed 004)");
  laws_test_refused_record (text, "Option: laws=on\n", "",
                            "This deal is not played by the book’s laws");
  pl_laws_append_json (&pl_bezique_game, state, json);
  g_assert_nonnull (strstr (json->str, "{\"law\": \"draw-two\", \"seat\": 0, \"trick\": 2, "
                            "\"card\": \"S8\", \"status\": \"settled\", \"remedy\": \"return\", "
                            "\"by\": 1, \"points\": 0, \"source\": \"Seed 004\""));
  g_assert_nonnull (strstr (json->str, "\"law\": \"no-draw\", \"seat\": 1, \"trick\": 3, "
                            "\"card\": \"C9\", \"status\": \"settled\", \"remedy\": \"penalty\", "
                            "\"by\": 0, \"points\": 10"));
}

/* Random deals with random irregularities, answers and calls: every act
 * listed is accepted, the cards are all there, every deal ends, and its
 * record replays to the same state. */
static void
test_random_deals (void)
{
  PlBeziqueOptions options;
  guint irregular = 0, laws = 0;

  pl_game_options_init (&pl_bezique_game, &options);
  options.laws = TRUE;
  for (guint d = 0; d < 150; d++)
    {
      g_autoptr(PlDealRecord) deal_record = pl_deal_record_new_from_seed (&pl_bezique_game,
                                                                          &options, d % 2,
                                                                          7000 + d);
      g_autofree PlBeziqueState *state = pl_deal_record_replay (deal_record, 0, NULL);
      g_autoptr(GError) error = NULL;
      g_autofree char *text = NULL;
      PlRng rng;

      pl_rng_init (&rng, d);
      while (!pl_bezique_game.is_terminal (state))
        {
          PlMove moves[PL_MAX_MOVES], bad[PL_MAX_MOVES], move;
          guint n = pl_bezique_game.legal_moves (state, moves);
          guint n_bad = pl_laws_irregular_moves (&pl_bezique_game, state, bad);
          PlBeziqueSet all = state->won[0] | state->won[1];

          g_assert_cmpuint (n, >, 0);
          for (guint s = 0; s < 2; s++)
            all |= state->hands[s] | state->table[s];
          for (guint i = 0; i < state->n_trick_cards; i++)
            all |= G_GUINT64_CONSTANT (1) << state->tricks[state->n_tricks].cards[i];
          for (guint i = state->stock_next; i < PL_BEZIQUE_STOCK_SIZE; i++)
            all |= G_GUINT64_CONSTANT (1) << state->stock[i];
          g_assert_true (all == G_MAXUINT64);
          laws_test_round_trip (&pl_bezique_game, state, moves, n);
          laws_test_round_trip (&pl_bezique_game, state, bad, n_bad);
          move = moves[pl_rng_below (&rng, n)];
          if (n_bad > 0 && pl_rng_below (&rng, 6) == 0)
            {
              move = bad[pl_rng_below (&rng, n_bad)];
              irregular++;
            }
          for (guint seat = 0; seat < 2; seat++)
            for (guint law = PL_BEZIQUE_LAW_TOO_MANY; law <= PL_BEZIQUE_LAW_TOO_FEW; law++)
              {
                PlMove call = pl_move_new (PL_MOVE_LAW_CALL, seat);

                call.arg = law;
                if (pl_bezique_game.check_move (state, &call, NULL) && pl_rng_below (&rng, 3) == 0)
                  move = call;
              }
          if (!pl_deal_record_append (deal_record, state, &move, &error))
            g_error ("deal %u: %s", d, error->message);
          g_assert_cmpuint (deal_record->moves->len, <, 1000);
        }
      if (!state->annulled)
        g_assert_cmpuint (state->n_tricks, ==, 32);
      laws += state->laws.n_events;
      text = laws_test_replays_same (deal_record, state);
    }
  g_test_message ("%u irregular acts, %u irregularities kept", irregular, laws);
  g_assert_cmpuint (irregular, >, 100);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/laws-bezique/draws", test_draws);
  g_test_add_func ("/laws-bezique/same-without-irregularity", test_same_without_irregularity);
  g_test_add_func ("/laws-bezique/play-without-drawing", test_play_without_drawing);
  g_test_add_func ("/laws-bezique/too-few", test_too_few);
  g_test_add_func ("/laws-bezique/draw-out-of-turn", test_draw_out_of_turn);
  g_test_add_func ("/laws-bezique/draw-two", test_draw_two);
  g_test_add_func ("/laws-bezique/too-many", test_too_many);
  g_test_add_func ("/laws-bezique/both-too-many", test_both_too_many);
  g_test_add_func ("/laws-bezique/wrong-declaration", test_wrong_declaration);
  g_test_add_func ("/laws-bezique/lead-out-of-turn", test_lead_out_of_turn);
  g_test_add_func ("/laws-bezique/laws-off", test_laws_off);
  g_test_add_func ("/laws-bezique/found-when-the-stock-runs-low", test_found_when_the_stock_runs_low);
  g_test_add_func ("/laws-bezique/record", test_record);
  g_test_add_func ("/laws-bezique/random-deals", test_random_deals);
  return g_test_run ();
}
