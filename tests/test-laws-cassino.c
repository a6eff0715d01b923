/* test-laws-cassino.c — Cassino played by the book's laws (seed 003,
 * "Irregularities in Play")
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "cassino-test-util.h"
#include "laws-test-util.h"
#include "pl-cassino-laws.h"
#include "pl-rng.h"

/* Seat 0, the elder hand, plays first. */
#define ELDER  "S8 H5 D3 CK"
#define DEALER "C8 H2 DK S4"
#define TABLE  "C2 D5 C7 ST"

#define LAWS_OFF "This deal is not played by the book’s laws: irregular acts, their " \
                 "remedies and calls are not taken"
#define PLACED "Seed 003: your card played out of turn is placed on the table now; you may " \
               "not build or combine it, nor win anything with it"

#define CHALLENGE "Seed 003: there is no wrong gathering to challenge: only the last trick " \
                  "gathered can be seen, and it is challenged before another player takes in " \
                  "the next"
#define NO_CARD "Seed 003: no adversary’s build on the table was made without the card to " \
                "win it; once another player has won such a build there is no remedy"

static void
deal (PlCassinoState *state,
      gboolean        laws)
{
  PlCassinoOptions options;

  pl_game_options_init (&pl_cassino_game, &options);
  options.laws = laws;
  cassino_test_deal_with (state, &options, ELDER, DEALER, TABLE);
  g_assert_cmpint (pl_cassino_game.to_move (state), ==, 0);
}

/* @text by @seat, whoever is to move: checked (refused with @message if
 * not NULL) and applied if accepted. */
static void
by (PlCassinoState *state,
    guint           seat,
    const char     *text,
    const char     *message)
{
  g_autoptr(GError) error = NULL;
  PlMove move;

  g_assert_true (pl_cassino_game.move_from_string (state, seat, text, &move, &error));
  if (message != NULL)
    {
      g_assert_false (pl_cassino_game.check_move (state, &move, &error));
      g_assert_cmpstr (error->message, ==, message);
      return;
    }
  if (!pl_cassino_game.check_move (state, &move, &error))
    g_error ("“%s” by seat %u: %s", text, seat, error->message);
  pl_cassino_game.apply (state, &move);
}

/* The same deal with another elder hand. */
static void
deal_with (PlCassinoState *state,
           const char     *elder)
{
  cassino_test_deal_laws (state, elder, DEALER, TABLE);
}

/* Whether @text is among the irregular acts the rules list now. */
static gboolean
cassino_test_listed_irregular (const PlCassinoState *state,
                               const char           *text)
{
  PlMove acts[PL_MAX_MOVES];
  guint n = pl_laws_irregular_moves (&pl_cassino_game, state, acts);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GString) s = g_string_new (NULL);

      pl_cassino_game.move_to_string (state, &acts[i], s);
      if (strcmp (s->str, text) == 0)
        return TRUE;
    }
  return FALSE;
}

static void
test_laws_off (void)
{
  PlCassinoState state;
  PlMove acts[PL_MAX_MOVES];

  deal (&state, FALSE);
  g_assert_cmpuint (pl_laws_irregular_moves (&pl_cassino_game, &state, acts), ==, 0);
  by (&state, 1, "play H2 out-of-turn", LAWS_OFF);
  by (&state, 1, "trail H2", "It is not your turn");
}

/* Seed 003: "If any person plays out of his proper turn, the card so
 * played is laid aside as exposed, until it comes to his turn, when it is
 * simply placed on the table with the others.  The player in error is not
 * allowed to build or combine it, nor to win anything with it." */
static void
test_out_of_turn (void)
{
  PlCassinoState state;
  g_autofree char *text = NULL;

  deal (&state, TRUE);
  by (&state, 1, "play H2 out-of-turn", NULL);
  g_assert_cmpint (pl_cassino_game.to_move (&state), ==, 0);
  g_assert_true (pl_cassino_laws_exposed (&state, 1) == cassino_test_cards ("H2"));
  text = pl_cassino_game.laws->describe (&state, &state.laws.events[0]);
  g_assert_cmpstr (text, ==, "Seed 003, “Irregularities in Play”: seat 1 played H2 out of "
                   "turn: it is laid aside as exposed until his turn, when it is placed on the "
                   "table; he may not build or combine it, nor win anything with it");
  g_clear_pointer (&text, g_free);
  by (&state, 1, "play H2 out-of-turn", "That card lies exposed already");
  cassino_test_play (&state, "trail CK");
  /* His turn: H2 goes to the table; it may not pair C2 nor build. */
  g_assert_true (cassino_test_listed (&state, "trail H2"));
  g_assert_false (cassino_test_listed (&state, "take H2 with C2"));
  g_assert_false (cassino_test_listed (&state, "trail S4"));
  cassino_test_refused (&state, "take H2 with C2", PLACED);
  cassino_test_refused (&state, "build H2 on D5 as 7", PLACED);
  cassino_test_refused (&state, "trail S4", PLACED);
  cassino_test_play (&state, "trail H2");
  g_assert_true (pl_cassino_laws_exposed (&state, 1) == 0);
  g_assert_true (pl_cardset_has (state.loose, PL_CARD (PL_SUIT_HEARTS, PL_RANK_2)));
  g_assert_cmpint (pl_cassino_game.to_move (&state), ==, 0);
  /* He plays freely again. */
  g_assert_true (cassino_test_listed (&state, "take H5 with D5"));
  text = pl_cassino_game.laws->describe (&state, &state.laws.events[0]);
  g_assert_cmpstr (text, ==, "Seed 003, “Irregularities in Play”: seat 1 played H2 out of turn: "
                   "it lay exposed until his turn and was then placed on the table");
}

/* The owner of a build keeps the card that takes it (pl-cassino.h): it
 * cannot be laid aside; another card can, and at his turn it goes to the
 * table although he owns a build (the law places it there). */
static void
test_build_owner (void)
{
  PlCassinoState state;

  deal (&state, TRUE);
  cassino_test_play (&state, "build D3 on D5 as 8");
  by (&state, 0, "play S8 out-of-turn",
      "You own a build of 8: the card that takes it cannot be played out of turn");
  by (&state, 0, "play H5 out-of-turn", NULL);
  by (&state, 1, "play C8 out-of-turn", "It is your turn: a card played now is played in turn");
  cassino_test_play (&state, "trail S4");
  g_assert_true (cassino_test_listed (&state, "trail H5"));
  g_assert_false (cassino_test_listed (&state, "take S8 with D3 D5"));
  cassino_test_play (&state, "trail H5");
}

/* Seed 003: "If a player gathers in a card which does not belong to the
 * combination or build, he must not only return the card improperly
 * taken up, but all others taken in with it, together with his own card,
 * the latter, however, being laid out separately from the others.  If the
 * combination was his own build, it must be broken up; if an adversary's,
 * it must be restored, and left as it was." */
static void
test_wrong_gathering (void)
{
  PlCassinoState state;
  g_autofree char *text = NULL;

  deal (&state, TRUE);
  /* A regular capture is no wrong gathering, and H5 takes D5, not C2. */
  by (&state, 0, "take H5 with D5 wrong",
      "That capture is regular: it gathers nothing that does not belong");
  by (&state, 0, "take H5 with D5 C2",
      "Those cards do not make 5: take pairs, or sets that add up to 5");
  g_assert_true (cassino_test_listed_irregular (&state, "take H5 with C2 as 5 wrong"));
  cassino_test_play (&state, "build D3 on C2 as 5");
  cassino_test_play (&state, "trail S4");
  /* Seat 0 takes his own build of 5 and C7 with H5: C7 does not belong. */
  by (&state, 0, "take H5 with C2 D3 C7 as 5 wrong", NULL);
  g_assert_true (state.won[0] == cassino_test_cards ("H5 C2 D3 C7"));
  g_assert_true (state.loose == cassino_test_cards ("D5 ST S4"));
  g_assert_cmpuint (state.laws.events[0].status, ==, PL_LAW_UNSEEN);
  /* Only an adversary challenges it. */
  by (&state, 0, "call wrong-gathering", "Only an adversary challenges a wrong gathering");
  by (&state, 1, "call wrong-gathering", NULL);
  /* All returned: his own build broken up, his card by itself on the
   * table; the turn stays with seat 1. */
  g_assert_true (state.won[0] == 0);
  g_assert_cmpuint (state.n_builds, ==, 0);
  g_assert_true (state.loose == cassino_test_cards ("D5 ST S4 C2 D3 C7 H5"));
  g_assert_cmpint (pl_cassino_game.to_move (&state), ==, 1);
  g_assert_cmpuint (state.laws.events[0].status, ==, PL_LAW_SETTLED);
  g_assert_cmpint (state.laws.events[0].by, ==, 1);
  text = pl_cassino_game.laws->describe (&state, &state.laws.events[0]);
  g_assert_cmpstr (text, ==, "Seed 003, “Irregularities in Play”: seat 0 gathered with H5 cards "
                   "that did not belong; seat 1 challenged it: he returned them all, his own "
                   "card laid out separately, his own build broken up and an adversary’s "
                   "restored");
  by (&state, 1, "call wrong-gathering", CHALLENGE);
}

/* "if an adversary's, it must be restored, and left as it was"; and a
 * sweep made so is struck off. */
static void
test_wrong_gathering_restores (void)
{
  PlCassinoState state;

  deal (&state, TRUE);
  cassino_test_play (&state, "take H5 with D5, build H2 on C2 as 4");
  /* Table: C7 ST and seat 1's build of 4 (C2 H2). S8 takes all of it:
   * a sweep, but neither C7 nor ST belongs to an 8. */
  by (&state, 0, "take S8 with C2 H2 C7 ST as 8 wrong", NULL);
  g_assert_true (state.sweep_cards[0] == cassino_test_cards ("S8"));
  by (&state, 1, "call wrong-gathering", NULL);
  g_assert_true (state.sweep_cards[0] == 0);
  g_assert_cmpuint (state.n_builds, ==, 1);
  g_assert_true (state.builds[0].cards == cassino_test_cards ("C2 H2"));
  g_assert_cmpuint (state.builds[0].owner, ==, 1);
  g_assert_cmpuint (state.builds[0].value, ==, 4);
  g_assert_true (state.loose == cassino_test_cards ("C7 ST S8"));
  g_assert_true (state.won[0] == cassino_test_cards ("H5 D5"));
  g_assert_cmpint (state.last_taker, ==, 0);
  g_assert_true (state.last_capture == cassino_test_cards ("H5 D5"));
}

/* Seed 003: "the error must be challenged and proved before the next
 * trick is taken in by another player, because only the last trick
 * gathered can be seen." */
static void
test_challenge_in_time (void)
{
  PlCassinoState state;
  g_autofree char *text = NULL;

  deal (&state, TRUE);
  by (&state, 0, "take S8 with C7 as 8 wrong", NULL);
  /* A trail takes nothing in: it may still be challenged … */
  cassino_test_play (&state, "trail S4");
  g_assert_true (pl_laws_get_events (&pl_cassino_game, &state, NULL) == 1);
  cassino_test_play (&state, "trail CK");
  /* … until another player takes in a trick. */
  cassino_test_play (&state, "take H2 with C2");
  by (&state, 1, "call wrong-gathering", CHALLENGE);
  g_assert_cmpuint (state.laws.events[0].status, ==, PL_LAW_CONDONED);
  g_assert_true (state.won[0] == cassino_test_cards ("S8 C7"));
  text = pl_cassino_game.laws->describe (&state, &state.laws.events[0]);
  g_assert_cmpstr (text, ==, "Seed 003, “Irregularities in Play”: seat 0 gathered with S8 cards "
                   "that did not belong; it was not challenged before another player took in "
                   "the next trick, and stands");
}

/* Seed 003: "If a player makes a build without the proper card in his
 * hand to win it, on discovery of the error, the combination must be
 * broken up … If, however, another player has won the erroneous build,
 * there is no penalty, nor any remedy." */
static void
test_build_without_card (void)
{
  PlCassinoState state;
  g_autofree char *text = NULL;

  deal_with (&state, "S9 H5 D3 CK");
  by (&state, 0, "build D3 on D5 as 8", "You may build 8 only if you hold another card that takes 8");
  by (&state, 0, "build H5 on D3 as 8 without", "D3 is not on the table");
  by (&state, 0, "build D3 on D5 as 8 without", NULL);
  g_assert_cmpuint (state.n_builds, ==, 1);
  g_assert_true (state.builds[0].without);
  /* He is not bound to it: he may trail. */
  by (&state, 1, "call no-card", NULL);
  g_assert_cmpuint (state.n_builds, ==, 0);
  g_assert_true (state.loose == cassino_test_cards ("C2 D5 C7 ST D3"));
  g_assert_cmpint (pl_cassino_game.to_move (&state), ==, 1);
  text = pl_cassino_game.laws->describe (&state, &state.laws.events[0]);
  g_assert_cmpstr (text, ==, "Seed 003, “Irregularities in Play”: seat 0 built D3 to 8 without "
                   "the card to win it; seat 1 called it, and the build was broken up");
  by (&state, 1, "call no-card", NO_CARD);

  /* Won by another player: no remedy. */
  deal_with (&state, "S9 H5 D3 CK");
  by (&state, 0, "build D3 on D5 as 8 without", NULL);
  by (&state, 0, "call no-card", NO_CARD);
  cassino_test_play (&state, "take C8 with D3 D5");
  by (&state, 0, "call no-card", NO_CARD);
  by (&state, 1, "call no-card", NO_CARD);
  g_assert_cmpuint (state.laws.events[0].status, ==, PL_LAW_CONDONED);
}

/* A record with a card played out of turn replays to the same table; a
 * bad line is refused with its line. */
static void
test_record (void)
{
  PlCassinoOptions options;
  g_autoptr(GError) error = NULL;
  g_autofree gpointer state = NULL;
  g_autofree char *text = NULL;
  g_autoptr(PlDealRecord) deal_record = NULL;
  g_autoptr(GString) json = g_string_new (NULL);
  PlCassinoState dealt;
  const char *script[] = {
    "1:play H2 out-of-turn", "0:trail CK", "1:trail H2", "0:take H5 with D5",
  };

  pl_game_options_init (&pl_cassino_game, &options);
  options.laws = TRUE;
  cassino_test_deal_with (&dealt, &options, ELDER, DEALER, TABLE);
  {
    PlCard pack[PL_CASSINO_N_CARDS];

    for (guint i = 0; i < PL_CASSINO_N_CARDS; i++)
      pack[i] = dealt.pack[i];
    deal_record = pl_deal_record_new_from_pack (&pl_cassino_game, &options, 1, pack,
                                                PL_CASSINO_N_CARDS, &error);
  }
  g_assert_no_error (error);
  state = pl_deal_record_replay (deal_record, 0, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (script); i++)
    {
      PlMove move;

      if (!pl_cassino_game.move_from_string (state, script[i][0] - '0', script[i] + 2, &move,
                                             &error) ||
          !pl_deal_record_append (deal_record, state, &move, &error))
        g_error ("%s: %s", script[i], error->message);
    }
  text = laws_test_replays_same (deal_record, state);
  g_assert_nonnull (strstr (text, "Option: laws=on\n"));
  g_assert_nonnull (strstr (text, "1: play H2 out-of-turn\n0: trail CK\n1: trail H2\n"));
  laws_test_refused_record (text, "1: trail H2", "1: take H2 with C2", PLACED);
  laws_test_refused_record (text, "1: play H2 out-of-turn", "0: play H2 out-of-turn",
                            "It is your turn: a card played now is played in turn");
  laws_test_refused_record (text, "1: play H2 out-of-turn", "1: play H2 out-of-turns",
                            "a card played out of turn is “play C out-of-turn”");
  laws_test_refused_record (text, "Option: laws=on\n", "",
                            "This deal is not played by the book’s laws");
  pl_laws_append_json (&pl_cassino_game, state, json);
  g_assert_nonnull (strstr (json->str, "{\"law\": \"out-of-turn\", \"seat\": 1, \"trick\": 1, "
                            "\"card\": \"H2\", \"status\": \"settled\", \"remedy\": null"));
}

/* Random deals with cards played out of turn: every act the rules list is
 * accepted and reads back, every deal ends, and its record replays. */
static void
test_random_deals (void)
{
  PlCassinoOptions options;
  guint irregular = 0;

  pl_game_options_init (&pl_cassino_game, &options);
  options.laws = TRUE;
  for (guint d = 0; d < 60; d++)
    {
      g_autoptr(PlDealRecord) deal_record = pl_deal_record_new_from_seed (&pl_cassino_game,
                                                                          &options, d % 2,
                                                                          9000 + d);
      g_autofree gpointer state = pl_deal_record_replay (deal_record, 0, NULL);
      g_autoptr(GError) error = NULL;
      g_autofree char *text = NULL;
      PlRng rng;

      pl_rng_init (&rng, d);
      while (!pl_cassino_game.is_terminal (state))
        {
          PlMove moves[PL_MAX_MOVES], bad[PL_MAX_MOVES], move;
          guint n = pl_cassino_game.legal_moves (state, moves);
          guint n_bad = pl_laws_irregular_moves (&pl_cassino_game, state, bad);

          g_assert_cmpuint (n, >, 0);
          laws_test_round_trip (&pl_cassino_game, state, bad, n_bad);
          move = moves[pl_rng_below (&rng, n)];
          if (n_bad > 0 && pl_rng_below (&rng, 6) == 0)
            {
              move = bad[pl_rng_below (&rng, n_bad)];
              irregular++;
            }
          g_assert_true (pl_deal_record_append (deal_record, state, &move, &error));
          g_assert_no_error (error);
        }
      text = laws_test_replays_same (deal_record, state);
      cassino_test_check_eleven (state);
    }
  g_test_message ("%u cards played out of turn", irregular);
  g_assert_cmpuint (irregular, >, 50);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/laws-cassino/laws-off", test_laws_off);
  g_test_add_func ("/laws-cassino/out-of-turn", test_out_of_turn);
  g_test_add_func ("/laws-cassino/build-owner", test_build_owner);
  g_test_add_func ("/laws-cassino/wrong-gathering", test_wrong_gathering);
  g_test_add_func ("/laws-cassino/wrong-gathering-restores", test_wrong_gathering_restores);
  g_test_add_func ("/laws-cassino/challenge-in-time", test_challenge_in_time);
  g_test_add_func ("/laws-cassino/build-without-card", test_build_without_card);
  g_test_add_func ("/laws-cassino/record", test_record);
  g_test_add_func ("/laws-cassino/random-deals", test_random_deals);
  return g_test_run ();
}
