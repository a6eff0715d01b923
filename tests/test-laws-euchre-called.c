/* test-laws-euchre-called.c — Euchre's cards liable to be called: two
 * cards played at once, the trump card lifted, winners led without waiting,
 * hands abandoned, a card detached, and the limit of irregularities (seed
 * 001, laws 46 I and III, 47, 49, 50 and 51)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "pl-euchre-laws.h"
#include "pl-laws.h"
#include "pl-record.h"
#include "euchre-test-util.h"
#include "laws-test-util.h"
#include "laws-euchre-test-util.h"

/*
 * Law 47's deal (seat 3 deals, seat 0 orders hearts up, the dealer takes
 * HT and puts D9 away; seat 0 leads), where the partner can overtake:
 *   seat 0: HA CA C9 S9 SQ
 *   seat 1: HK HQ CK ST DT
 *   seat 2: HJ DJ H9 DA DK     (the right and the left bower)
 *   seat 3: CQ SK SA DQ HT
 */
#define W0 "HA CA C9 S9 SQ"
#define W1 "HK HQ CK ST DT"
#define W2 "HJ DJ H9 DA DK"
#define W3 "CQ SK SA DQ D9"

static void
deal_47 (PlEuchreState *state)
{
  euchre_test_deal (state, "laws=on", 3, W0, W1, W2, W3, KITTY);
  euchre_test_play (state, "order, discard D9");
  g_assert_cmpint (pl_euchre_game.to_move (state), ==, 0);
}

static void
assert_points (const PlEuchreState *state,
               PlEuchreEnd          end,
               guint                side0,
               guint                side1)
{
  PlEuchreOutcome o;

  g_assert_true (pl_euchre_game.is_terminal (state));
  pl_euchre_get_outcome (state, &o);
  g_assert_cmpint (o.end, ==, end);
  g_assert_cmpuint (o.points[0], ==, side0);
  g_assert_cmpuint (o.points[1], ==, side1);
}

/* Law 46: "The following are exposed cards:-- I. Two or more cards played
 * at once."  "All exposed cards are liable to be called, and must be left
 * on the table." */
static void
test_two_cards (void)
{
  PlEuchreState state;

  deal (&state, "laws=on", FALSE);
  refused_by (&state, 1, "play CA CK", "Law 46 I: cards are played at once in your turn; out "
              "of it, one card is led out of turn");
  euchre_test_by (&state, 0, "play HA C9");
  assert_event (&state, 0, "Law 46 I: seat 0 played 2 cards at once: they are exposed, liable "
                "to be called, and he is still to play");
  g_assert_true (state.laws.exposed[0] == euchre_test_set ("HA C9"));
  g_assert_true (state.hands[0] == euchre_test_set (H0));
  /* Both may lead: seat 1, the adversary after him, may call either. */
  g_assert_cmpint (pl_euchre_game.to_move (&state), ==, 1);
  assert_legal (&state, "demand C9, demand HA, no-call");
  euchre_test_by (&state, 1, "demand HA");
  assert_legal (&state, "play HA");
  euchre_test_play (&state, "play HA");
  /* C9 stays on the table, liable to be called (law 56). */
  g_assert_true (state.laws.exposed[0] == euchre_test_set ("C9"));
}

/* Law 46 III: "The trump card if lifted from the pack." */
static void
test_trump_lifted (void)
{
  PlEuchreState state;

  deal (&state, "laws=on", FALSE);
  refused_by (&state, 1, "lift-trump", "Law 46 III: only the dealer who took up the trump card "
              "can lift it");
  euchre_test_by (&state, 3, "lift-trump");
  assert_event (&state, 0, "Law 46 III: seat 3 lifted the trump card HT from the pack: it is "
                "exposed, liable to be called");
  g_assert_true (state.laws.exposed[3] == euchre_test_set ("HT"));
  refused_by (&state, 3, "lift-trump", "That card is exposed already");
  /* Trumps led: at seat 3's turn seat 0, the adversary after him, calls
   * it (law 56). */
  euchre_test_play (&state, "play HJ, play HQ, play H9");
  g_assert_cmpint (pl_euchre_game.to_move (&state), ==, 0);
  assert_legal (&state, "demand HT, no-call");
  euchre_test_by (&state, 0, "demand HT");
  assert_legal (&state, "play HT");
  refused_by (&state, 3, "play DT", "Law 56: your exposed card was called: play it");
}

/* Law 47: "If any one … lead one which is a winning card against his
 * adversaries, and then lead again … without waiting for his partner to
 * play, the latter may be called on to win, if he can, the first or any
 * other of those tricks, and the other cards thus improperly played are
 * exposed cards." */
static void
test_winners_first_trick (void)
{
  PlEuchreState state;

  deal_47 (&state);
  euchre_test_play (&state, "play HA");
  /* Seat 1 has not played: HA, led, wins against HK HQ HT. */
  refused_by (&state, 2, "lead-on DA", "Law 47: only a player who has played the highest card "
              "on the table, or led a winning card, can lead again before his partner has played");
  euchre_test_by (&state, 0, "lead-on CA");
  g_assert_cmpint (pl_euchre_get_phase (&state), ==, PL_EUCHRE_PHASE_LAWS);
  g_assert_cmpint (pl_euchre_game.to_move (&state), ==, 1);
  assert_legal (&state, "call-win, call-win CA, no-call");
  assert_event (&state, 0, "Law 47: seat 0 led on winning cards without waiting for his "
                "partner: call on seat 2 to win the first or any other of those tricks, or do "
                "not call; the cards led on are exposed");
  euchre_test_by (&state, 1, "call-win");
  g_assert_true (state.laws.exposed[0] == euchre_test_set ("CA"));
  euchre_test_play (&state, "play HQ");
  /* Seat 2 must overtake his partner's ace with a bower. */
  assert_legal (&state, "play HJ, play DJ");
  refused_by (&state, 2, "play H9", "Law 47: you are called on to win this trick: play a card "
              "that wins it");
  euchre_test_play (&state, "play HJ, play HT");
  g_assert_cmpuint (state.tricks[0].winner, ==, 2);
  g_assert_cmpint (state.win_call, ==, -1);
  assert_event (&state, 0, "Law 47: seat 0 led on winning cards without waiting for his "
                "partner: seat 1 called on seat 2 to win the first trick, if he can; the other "
                "cards are exposed");
}

/* Law 47: "… the first or any other of those tricks": here the trick of
 * the ace of clubs, led on, which seat 2 must trump. */
static void
test_winners_later_trick (void)
{
  PlEuchreState state;

  deal_47 (&state);
  euchre_test_play (&state, "play HA");
  euchre_test_by (&state, 0, "lead-on CA");
  euchre_test_by (&state, 1, "call-win CA");
  /* Not the first trick: seat 2 may play low to it. */
  euchre_test_play (&state, "play HQ");
  assert_legal (&state, "play H9, play HJ, play DJ");
  euchre_test_play (&state, "play H9, play HT");
  g_assert_cmpuint (state.tricks[0].winner, ==, 0);
  /* Seat 0 leads; CA is exposed, and seat 1 calls it. */
  g_assert_cmpint (pl_euchre_game.to_move (&state), ==, 1);
  euchre_test_by (&state, 1, "demand CA");
  euchre_test_play (&state, "play CA, play CK");
  /* Seat 2, void of clubs, must win the trick of CA with a trump. */
  assert_legal (&state, "play HJ, play DJ");
  euchre_test_play (&state, "play DJ, play CQ");
  g_assert_cmpuint (state.tricks[1].winner, ==, 2);
  assert_event (&state, 0, "Law 47: seat 0 led on winning cards without waiting for his "
                "partner: seat 1 called on seat 2 to win the trick of CA, if he can; the other "
                "cards are exposed");
}

/* Law 49: "If all four players throw their cards on the table face
 * upwards, the hands are abandoned, and no one can again take up his
 * cards.  Should it then be proved that the game could have been saved or
 * won, no such claim can be entertained unless a revoke be established." */
static void
test_abandoned (void)
{
  PlEuchreState state;

  /* The makers hold both bowers and the ace, and have one trick: thrown
   * down, they are euchred, 2 points to seats 1 and 3 (pl-euchre.h). */
  deal (&state, "laws=on", FALSE);
  euchre_test_play (&state, "play HJ, play HQ, play H9, play HT");
  for (guint seat = 1; seat < 4; seat++)
    euchre_test_by (&state, seat, "show-hand");
  g_assert_false (pl_euchre_game.is_terminal (&state));
  euchre_test_by (&state, 0, "show-hand");
  assert_points (&state, PL_EUCHRE_END_EUCHRED, 0, 2);
  g_assert_cmpuint (state.won[0], ==, 1);
  assert_event (&state, 4, "Law 49: all the players threw their cards on the table face "
                "upwards: the hands are abandoned with 4 tricks unplayed, and no claim that the "
                "game could have been saved or won can be entertained unless a revoke be "
                "established");
  assert_reason (&state, "Euchred: 2 points to seats 1 and 3");
}

/* Law 49: "… unless a revoke be established": seat 1's revoke, found when
 * the hands lie abandoned, is called, and its penalty of 2 (the modern
 * game's) takes precedence of the euchre. */
static void
test_abandoned_revoke (void)
{
  PlEuchreState state;

  deal (&state, "laws=on", FALSE);
  euchre_test_play (&state, "play C9");
  euchre_test_by (&state, 1, "play ST revoke");
  euchre_test_play (&state, "play DA, play CQ");
  g_assert_cmpuint (state.won[1], ==, 1);
  for (guint seat = 0; seat < 4; seat++)
    euchre_test_by (&state, seat, "show-hand");
  g_assert_cmpint (pl_euchre_get_phase (&state), ==, PL_EUCHRE_PHASE_LAWS);
  g_assert_cmpint (pl_euchre_game.to_move (&state), ==, 2);
  assert_legal (&state, "call revoke, let-stand");
  euchre_test_by (&state, 2, "call revoke");
  assert_points (&state, PL_EUCHRE_END_REVOKE, 2, 0);
}

/* Law 50: "In a lone hand, should either adversary abandon his hand by
 * laying it face upwards on the table … the party playing alone scores
 * five points." */
static void
test_lone_abandoned (void)
{
  PlEuchreState state;

  deal (&state, "laws=on", TRUE);
  euchre_test_play (&state, "play C9");
  euchre_test_by (&state, 1, "show-hand");
  assert_points (&state, PL_EUCHRE_END_LAW_50, 5, 0);
  assert_event (&state, 0, "Law 50: seat 1, an adversary of the lone hand, laid his hand face "
                "upwards on the table: the party playing alone scores five points");
  assert_reason (&state, "Law 50: an adversary abandoned his hand against a lone hand: 5 "
                 "points to seats 0 and 2");
}

/* Law 51: "A card detached from the rest of the hand is liable to be
 * called if either of the adversaries can name it": seat 2 cannot, and
 * seat 0 is asked in his turn. */
static void
test_detached_named (void)
{
  PlEuchreState state;
  PlMove moves[PL_MAX_MOVES];

  deal (&state, "laws=on", FALSE);
  euchre_test_by (&state, 1, "detach CA");
  g_assert_cmpint (pl_euchre_get_phase (&state), ==, PL_EUCHRE_PHASE_LAWS);
  g_assert_cmpint (pl_euchre_game.to_move (&state), ==, 2);
  /* Every card seat 2 has not seen: 24 less his 5, and not calling. */
  g_assert_cmpuint (pl_euchre_game.legal_moves (&state, moves), ==, 19 + 1);
  refused_by (&state, 2, "name SA", "Law 51: name a card you have not seen, or do not call");
  euchre_test_by (&state, 2, "no-call");
  g_assert_cmpint (pl_euchre_get_phase (&state), ==, PL_EUCHRE_PHASE_LAWS);
  g_assert_cmpint (pl_euchre_game.to_move (&state), ==, 0);
  refused_by (&state, 0, "name HJ", "Law 51: name a card you have not seen, or do not call");
  euchre_test_by (&state, 0, "name CA");
  assert_event (&state, 0, "Law 51: seat 1 detached CA from his hand and seat 0 named it: it is "
                "liable to be called");
  g_assert_true (state.laws.exposed[1] == euchre_test_set ("CA"));
  g_assert_cmpuint (state.suit_calls, ==, 0);
  g_assert_cmpint (pl_euchre_game.to_move (&state), ==, 0);
}

/* Law 51: "… but should an adversary name a wrong card, he is liable to
 * have a suit called when he or his partner next lead." */
static void
test_detached_wrong_name (void)
{
  PlEuchreState state;

  deal (&state, "laws=on", FALSE);
  euchre_test_by (&state, 1, "detach CA");
  euchre_test_by (&state, 2, "name CK");
  assert_event (&state, 0, "Law 51: seat 1 detached CA from his hand; seat 2 named CK, a wrong "
                "card, and is liable to have a suit called when he or his partner next lead");
  g_assert_true (state.laws.exposed[1] == 0);
  /* Seat 0, seat 2's partner, is to lead: seat 1 names the suit. */
  g_assert_cmpint (pl_euchre_game.to_move (&state), ==, 1);
  assert_legal (&state, "demand clubs, demand spades, demand hearts, demand diamonds, no-call");
  euchre_test_by (&state, 1, "demand spades");
  assert_legal (&state, "play S9");
}

/* PL_LAWS_MAX_EVENTS: a deal keeps twelve irregularities; after that the
 * rules take no further irregular act ("enough"), and the deal is played
 * out by the rules. */
static void
test_enough (void)
{
  PlEuchreState state;
  PlMove acts[PL_MAX_MOVES];
  PlResult result = { 0, };
  guint lines = 0;

  deal (&state, "laws=on", FALSE);
  for (guint i = 0; i < PL_LAWS_MAX_EVENTS; i++)
    {
      g_assert_cmpuint (pl_laws_irregular_moves (&pl_euchre_game, &state, acts), >, 0);
      euchre_test_by (&state, 1, "detach CA");
      euchre_test_by (&state, 2, "no-call");
      euchre_test_by (&state, 0, "no-call");
    }
  g_assert_cmpuint (state.laws.n_events, ==, PL_LAWS_MAX_EVENTS);
  g_assert_cmpuint (pl_laws_irregular_moves (&pl_euchre_game, &state, acts), ==, 0);
  refused_by (&state, 1, "detach CA", "Enough irregularities for one deal: play by the rules");
  refused_by (&state, 2, "play SA out-of-turn",
              "Enough irregularities for one deal: play by the rules");
  refused_by (&state, 0, "show-hand", "Enough irregularities for one deal: play by the rules");
  euchre_test_play_out (&state);
  g_assert_true (pl_euchre_game.is_terminal (&state));
  pl_euchre_game.result (&state, &result);
  for (const char *p = result.reasons; (p = strstr (p, "Law 51: seat 1 detached CA")); p++)
    lines++;
  g_assert_cmpuint (lines, ==, PL_LAWS_MAX_EVENTS);
  pl_result_clear (&result);
}

/* A record with the new acts replays to the same penalty: seat 3 lifts
 * the trump card, seat 1 detaches a card nobody names, seat 0 plays two
 * cards at once, leads on without waiting for his partner; seat 1 revokes;
 * then all four throw their cards face up (law 49) and the revoke is
 * established. */
static void
test_record (void)
{
  g_autofree gpointer state = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GString) json = g_string_new (NULL);
  g_autoptr(PlDealRecord) deal_record = NULL;
  const char *script[] = {
    "0:order", "3:discard D9", "3:lift-trump", "1:detach CK", "2:no-call", "0:no-call",
    "0:play HA C9", "1:demand HA", "0:play HA", "0:lead-on HJ", "1:call-win HJ",
    "1:play HK", "2:play H9", "0:demand HT", "3:play HT",
    "1:no-call", "0:play S9", "1:play CK revoke", "2:play SA", "3:play SQ",
    "0:show-hand", "1:show-hand", "3:show-hand", "2:show-hand", "2:call revoke",
  };

  deal_record = record_script (script, G_N_ELEMENTS (script), &state);
  text = laws_test_replays_same (deal_record, state);
  g_assert_nonnull (strstr (text, "3: lift-trump\n1: detach CK\n2: no-call\n0: no-call\n0: play C9 HA\n"));
  g_assert_nonnull (strstr (text, "0: lead-on HJ\n1: call-win HJ\n"));
  laws_test_refused_record (text, "1: call-win HJ", "1: call-win SA",
                            "Law 47: call on his partner to win the first trick");
  laws_test_refused_record (text, "0: lead-on HJ", "0: lead-on",
                            "say the winning cards led on");
  laws_test_refused_record (text, "0: play C9 HA", "0: play C9 C9",
                            "say the cards played at once");
  laws_test_refused_record (text, "1: detach CK", "1: detach ZZ", "like “detach HT”");
  laws_test_refused_record (text, "3: lift-trump", "1: lift-trump",
                            "Law 46 III: only the dealer who took up the trump card");
  pl_laws_append_json (&pl_euchre_game, state, json);
  g_assert_nonnull (strstr (json->str, "{\"law\": \"abandoned\", \"seat\": 2"));
  g_assert_nonnull (strstr (json->str, "{\"law\": \"winners\", \"seat\": 0, \"trick\": 1, "
                            "\"card\": \"HJ\", \"status\": \"settled\", \"remedy\": \"call-win\""));
  g_assert_nonnull (strstr (json->str, "{\"law\": \"revoke\", \"seat\": 1, \"trick\": 2, "
                            "\"card\": \"CK\", \"status\": \"settled\", \"remedy\": \"call\", "
                            "\"by\": 2, \"points\": 2"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/laws-euchre-called/two-cards", test_two_cards);
  g_test_add_func ("/laws-euchre-called/trump-lifted", test_trump_lifted);
  g_test_add_func ("/laws-euchre-called/winners-first-trick", test_winners_first_trick);
  g_test_add_func ("/laws-euchre-called/winners-later-trick", test_winners_later_trick);
  g_test_add_func ("/laws-euchre-called/abandoned", test_abandoned);
  g_test_add_func ("/laws-euchre-called/abandoned-revoke", test_abandoned_revoke);
  g_test_add_func ("/laws-euchre-called/lone-abandoned", test_lone_abandoned);
  g_test_add_func ("/laws-euchre-called/detached-named", test_detached_named);
  g_test_add_func ("/laws-euchre-called/detached-wrong-name", test_detached_wrong_name);
  g_test_add_func ("/laws-euchre-called/enough", test_enough);
  g_test_add_func ("/laws-euchre-called/record", test_record);
  return g_test_run ();
}
