/* test-laws-euchre.c — Euchre played by the book's laws: exposed cards, the
 * lead out of turn, the calls and the revoke (seed 001, laws 46–57)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "pl-egn.h"
#include "pl-euchre-laws.h"
#include "pl-laws.h"
#include "pl-record.h"
#include "pl-rng.h"
#include "euchre-test-util.h"
#include "laws-test-util.h"
#include "laws-euchre-test-util.h"

/* With the laws off nothing changes: no act is listed, none is taken. */
static void
test_laws_off (void)
{
  PlEuchreState state;
  PlMove acts[PL_MAX_MOVES];

  deal (&state, NULL, FALSE);
  g_assert_cmpuint (pl_laws_irregular_moves (&pl_euchre_game, &state, acts), ==, 0);
  refused_by (&state, 2, "play SA out-of-turn", LAWS_OFF);
  refused_by (&state, 1, "expose CA", LAWS_OFF);
  refused_by (&state, 0, "call revoke", LAWS_OFF);
  refused_by (&state, 2, "play SA", "It is not your turn");
  assert_legal (&state, "play C9, play S9, play HJ, play HA, play DJ");
}

/* Law 52: "If any player lead out of turn, the adversaries may either
 * call the card erroneously led, or may call a suit from him or his
 * partner when it is next the turn of either to lead."  Law 46: the card
 * called is exposed; law 55: "In no case can a player be compelled to play
 * a card which would oblige him to revoke"; law 56: "The call for an
 * exposed card can be repeated until such card has been played"; law 54: a
 * player who fails to play as called "incurs the penalty of a revoke". */
static void
test_lead_out_of_turn_card_called (void)
{
  PlEuchreState state;

  deal (&state, "laws=on", FALSE);
  euchre_test_by (&state, 2, "play SA out-of-turn");
  g_assert_cmpint (pl_euchre_get_phase (&state), ==, PL_EUCHRE_PHASE_LAWS);
  g_assert_cmpint (pl_euchre_game.to_move (&state), ==, 3);
  assert_legal (&state, "play SQ, call-card, call-suit");
  refused_by (&state, 3, "play DT", "You must follow suit: Spades");
  euchre_test_by (&state, 3, "call-card");
  assert_event (&state, 0, "Law 52: seat 2 led SA out of turn in trick 1; seat 3 called the "
                "card: it is taken back, exposed, and liable to be called");
  g_assert_true (state.hands[2] == euchre_test_set (H2));
  g_assert_true (state.laws.exposed[2] == euchre_test_set ("SA"));
  g_assert_cmpint (pl_euchre_game.to_move (&state), ==, 0);

  /* Trumps are led: SA does not follow, and is not asked about (55). */
  euchre_test_play (&state, "play HJ, play HQ");
  g_assert_cmpint (pl_euchre_get_phase (&state), ==, PL_EUCHRE_PHASE_PLAY);
  euchre_test_play (&state, "play H9, play HT, play C9, play CK");
  /* Seat 2 has no club: SA may be called; seat 3 does not call. */
  g_assert_cmpint (pl_euchre_get_phase (&state), ==, PL_EUCHRE_PHASE_LAWS);
  g_assert_cmpint (pl_euchre_game.to_move (&state), ==, 3);
  assert_legal (&state, "demand SA, no-call");
  assert_event (&state, 1, "Law 46: seat 2, to play, has an exposed card: call it, or do not call");
  euchre_test_by (&state, 3, "no-call");
  g_assert_cmpuint (state.laws.n_events, ==, 1);
  euchre_test_play (&state, "play DK, play CQ");
  /* Seat 1 won with CK and leads CA: the call is repeated (56). */
  euchre_test_play (&state, "play CA");
  g_assert_cmpint (pl_euchre_game.to_move (&state), ==, 3);
  euchre_test_by (&state, 3, "demand SA");
  assert_event (&state, 1, "Law 56: seat 3 called the exposed SA from seat 2, who must play it");
  g_assert_cmpint (pl_euchre_game.to_move (&state), ==, 2);
  assert_legal (&state, "play SA");
  refused_by (&state, 2, "play DA", "Law 56: your exposed card was called: play it");
  accepted_by (&state, 2, "play DA revoke");
  euchre_test_play (&state, "play SA");
  g_assert_true (state.laws.exposed[2] == 0);
}

/* Law 53: "If any player lead out of turn, and the other three have
 * followed him, the trick is complete, and the error cannot be
 * rectified." */
static void
test_lead_out_of_turn_stands (void)
{
  PlEuchreState state;

  deal (&state, "laws=on", FALSE);
  euchre_test_by (&state, 2, "play SA out-of-turn");
  euchre_test_play (&state, "play SQ");
  /* Seat 0 is the offender's partner: he has no remedy, only his card. */
  g_assert_cmpint (pl_euchre_game.to_move (&state), ==, 0);
  assert_legal (&state, "play S9");
  euchre_test_play (&state, "play S9");
  assert_legal (&state, "play ST, call-card, call-suit");
  euchre_test_play (&state, "play ST");
  g_assert_cmpint (pl_euchre_get_phase (&state), ==, PL_EUCHRE_PHASE_PLAY);
  g_assert_cmpuint (state.n_tricks, ==, 1);
  g_assert_cmpuint (state.tricks[0].winner, ==, 2);
  g_assert_cmpuint (state.laws.events[0].remedy, ==, PL_EUCHRE_REMEDY_STANDS);
  assert_event (&state, 0, "Law 53: seat 2 led SA out of turn in trick 1 and the others "
                "followed him: the trick is complete, and the error cannot be rectified");
}

/* Law 53: "if only the second, or the second and third, have played to
 * the false lead, their cards, on discovery of the mistake, are taken
 * back"; law 52, the suit called from him "or his partner when it is next
 * the turn of either to lead"; law 54, leading another suit while holding
 * the one demanded is a revoke. */
static void
test_lead_out_of_turn_suit_called (void)
{
  PlEuchreState state;

  deal (&state, "laws=on", FALSE);
  euchre_test_by (&state, 2, "play SA out-of-turn");
  euchre_test_play (&state, "play SQ, play S9, call-suit");
  g_assert_true (state.hands[0] == euchre_test_set (H0));
  g_assert_true (state.hands[2] == euchre_test_set (H2));
  g_assert_true (state.hands[3] == euchre_test_set ("DT DQ CQ SQ HT"));
  g_assert_true (state.laws.exposed[2] == 0);
  assert_event (&state, 0, "Law 52: seat 2 led SA out of turn in trick 1; seat 1 will call a "
                "suit from him or his partner when it is next the turn of either to lead");
  /* Seat 0, the partner, is to lead: seat 1 names the suit. */
  g_assert_cmpint (pl_euchre_get_phase (&state), ==, PL_EUCHRE_PHASE_LAWS);
  g_assert_cmpint (pl_euchre_game.to_move (&state), ==, 1);
  assert_legal (&state, "demand clubs, demand spades, demand hearts, demand diamonds, no-call");
  euchre_test_by (&state, 1, "demand clubs");
  assert_event (&state, 1, "Law 52: seat 1 called Clubs from seat 0, who must lead one");
  assert_legal (&state, "play C9");
  refused_by (&state, 0, "play HJ", "Law 52: a suit was called: lead one of it");
  accepted_by (&state, 0, "play HJ revoke");
  euchre_test_play (&state, "play C9");
  g_assert_cmpuint (state.called_suit, ==, PL_EUCHRE_NO_TRUMP);
}

/* Law 57: "If a player called on to lead a suit have none of it, the
 * penalty is [paid]" — and the left bower is no diamond with hearts
 * trumps. */
static void
test_suit_called_lacking (void)
{
  PlEuchreState state;

  deal (&state, "laws=on", FALSE);
  euchre_test_by (&state, 2, "play SA out-of-turn");
  euchre_test_by (&state, 3, "call-suit");
  g_assert_cmpint (pl_euchre_game.to_move (&state), ==, 1);
  euchre_test_by (&state, 1, "demand diamonds");
  assert_event (&state, 1, "Law 57: seat 1 called Diamonds from seat 0, who has none: the "
                "penalty is paid");
  assert_legal (&state, "play C9, play S9, play HJ, play HA, play DJ");
}

/* Law 46 II: "Any card dropped face upwards … on or above the table" is
 * exposed, liable to be called. */
static void
test_exposed_card (void)
{
  PlEuchreState state;

  deal (&state, "laws=on", FALSE);
  euchre_test_by (&state, 1, "expose CA");
  assert_event (&state, 0, "Law 46: seat 1 exposed CA: it must be left on the table, liable to "
                "be called");
  refused_by (&state, 1, "expose CA", "That card is exposed already");
  g_assert_cmpint (pl_euchre_game.to_move (&state), ==, 0);
  euchre_test_play (&state, "play C9");
  g_assert_cmpint (pl_euchre_game.to_move (&state), ==, 2);
  assert_legal (&state, "demand CA, no-call");
  euchre_test_by (&state, 2, "demand CA");
  assert_legal (&state, "play CA");
  euchre_test_play (&state, "play CA");
  g_assert_true (state.laws.exposed[1] == 0);
}

/* Law 48: "If a player or players … throw his or their cards on the table
 * face upwards, such cards are exposed, and can be called, each player's by
 * the adversary; but should one player retain his hand, he cannot be
 * forced to abandon it." */
static void
test_hand_shown (void)
{
  PlEuchreState state;

  deal (&state, "laws=on", FALSE);
  euchre_test_play (&state, "play C9");
  euchre_test_by (&state, 1, "show-hand");
  assert_event (&state, 0, "Law 48: seat 1 threw his cards face upwards: they are exposed, and "
                "can be called by the adversaries");
  g_assert_true (state.laws.exposed[1] == euchre_test_set (H1));
  /* His partner keeps his own hand. */
  g_assert_true (state.laws.exposed[3] == 0);
  /* Seat 1 is to play to the club: the clubs he may play can be called. */
  g_assert_cmpint (pl_euchre_game.to_move (&state), ==, 2);
  assert_legal (&state, "demand CK, demand CA, no-call");
  euchre_test_by (&state, 2, "demand CK");
  assert_legal (&state, "play CK");
  euchre_test_play (&state, "play CK");
  g_assert_true (state.laws.exposed[1] == euchre_test_set ("HK HQ CA ST"));
  refused_by (&state, 1, "show-hand", "That card is exposed already");
}

/* The revoke: law 54 names its penalty; the seed breaks off before the
 * law that gives it, and the modern game's is 2 points to the side
 * wronged, 4 when it plays alone; Leeds and Dwight's law 63 (revoke=3)
 * "three points, except in the case of a lone hand, when it is five". */
static void
test_revoke_called (gconstpointer data)
{
  const char *settings = data;
  gboolean alone = strstr (settings, "alone") != NULL;
  gboolean book = strstr (settings, "revoke=3") != NULL;
  guint penalty = alone ? (book ? 5 : 4) : (book ? 3 : 2);
  g_autofree char *reason = NULL;
  PlEuchreState state;
  PlEuchreOutcome o;

  deal (&state, book ? "laws=on revoke=3" : "laws=on", alone);
  euchre_test_play (&state, "play C9");
  refused_by (&state, 1, "play ST", "You must follow suit: Clubs");
  euchre_test_by (&state, 1, "play ST revoke");
  g_assert_cmpuint (state.laws.events[0].status, ==, PL_LAW_UNSEEN);
  refused_by (&state, 3, "call revoke",
              "No revoke to call: nobody on the other side has failed to follow");
  euchre_test_play (&state, alone ? "play CQ" : "play DA, play CQ");
  euchre_test_by (&state, 0, "call revoke");
  g_assert_true (pl_euchre_game.is_terminal (&state));
  pl_euchre_get_outcome (&state, &o);
  g_assert_cmpint (o.end, ==, PL_EUCHRE_END_REVOKE);
  g_assert_cmpuint (o.points[0], ==, penalty);
  g_assert_cmpuint (o.points[1], ==, 0);
  reason = g_strdup_printf ("Law 54: seat 1 revoked with ST in trick 1 and seat 0 called it: the "
                            "penalty of a revoke, %u points to seats 0 and 2, takes precedence "
                            "of all other scores", penalty);
  assert_reason (&state, reason);
}

/* A revoke nobody called is found when the tricks are counted: the side it
 * wronged calls it or lets the result stand. */
static void
test_revoke_found_at_the_end (gconstpointer data)
{
  gboolean call = GPOINTER_TO_INT (data);
  PlEuchreState state;
  PlEuchreOutcome o;

  deal (&state, "laws=on", FALSE);
  euchre_test_play (&state, "play C9");
  euchre_test_by (&state, 1, "play ST revoke");
  euchre_test_play_out (&state);
  g_assert_cmpint (pl_euchre_get_phase (&state), ==, PL_EUCHRE_PHASE_LAWS);
  g_assert_cmpint (pl_euchre_game.to_move (&state), ==, 2);
  assert_legal (&state, "call revoke, let-stand");
  assert_event (&state, 0, "Law 54: seat 1 revoked with ST in trick 1: call the revoke, and "
                "seats 0 and 2 score 2, or let the result stand");
  euchre_test_by (&state, 2, call ? "call revoke" : "let-stand");
  g_assert_true (pl_euchre_game.is_terminal (&state));
  pl_euchre_get_outcome (&state, &o);
  if (call)
    {
      g_assert_cmpint (o.end, ==, PL_EUCHRE_END_REVOKE);
      g_assert_cmpuint (o.points[0], ==, 2);
    }
  else
    {
      g_assert_cmpint (o.end, !=, PL_EUCHRE_END_REVOKE);
      assert_reason (&state, "Law 54: seat 1 revoked with ST in trick 1; seat 2 let the result "
                     "stand");
    }
}

/* What is not an irregular act Euchre's laws know is refused with the
 * reason. */
static void
test_refusals (void)
{
  PlEuchreState state;

  deal (&state, "laws=on", FALSE);
  refused_by (&state, 0, "play C9 revoke", "That card may be played as it is: it breaks no law");
  euchre_test_play (&state, "play C9");
  refused_by (&state, 3, "play CQ out-of-turn",
              "Euchre’s laws know a lead out of turn; to a trick led, wait for your turn");
  refused_by (&state, 0, "call revoke",
              "No revoke to call: nobody on the other side has failed to follow");
  refused_by (&state, 1, "call-card", "There is no irregularity to answer");
}

/* A record with irregular moves replays to the same penalty, and bad
 * lines are refused with their line. */
static void
test_record (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree gpointer state = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GString) json = g_string_new (NULL);
  g_autoptr(PlDealRecord) deal_record = NULL;
  /* Seat 1 exposes CA; seat 2 leads SA out of turn and seat 3 calls the
   * card; CA is demanded, SA is not; seat 0 wins the second trick with HJ
   * and leads S9; seat 1 revokes with CK, holding ST; seat 2 calls it. */
  const char *script[] = {
    "0:order", "3:discard D9", "1:expose CA", "2:play SA out-of-turn", "3:call-card",
    "0:play C9", "2:demand CA", "1:play CA", "3:no-call", "2:play DK", "3:play CQ",
    "1:play HK", "2:play H9", "3:play HT", "0:play HJ", "0:play S9", "1:play CK revoke",
    "3:no-call", "2:call revoke",
  };

  deal_record = record_script (script, G_N_ELEMENTS (script), &state);
  text = laws_test_replays_same (deal_record, state);
  g_assert_nonnull (strstr (text, "Option: laws=on\n"));
  g_assert_nonnull (strstr (text, "1: expose CA\n2: play SA out-of-turn\n3: call-card\n"));
  g_assert_nonnull (strstr (text, "2: demand CA\n1: play CA\n"));
  g_assert_nonnull (strstr (text, "1: play CK revoke\n3: no-call\n2: call revoke\nEnd"));
  laws_test_refused_record (text, "1: play CK revoke", "1: play CK out-of-turn",
                            "it is this player’s turn: a card that fails to follow is a revoke");
  laws_test_refused_record (text, "3: call-card", "0: call-card",
                            "It is not your turn: the side that was wronged answers the irregularity");
  laws_test_refused_record (text, "2: call revoke", "3: call revoke",
                            "No revoke to call: nobody on the other side has failed to follow");
  laws_test_refused_record (text, "2: demand CA", "2: demand CK",
                            "Law 46: call one of his exposed cards that he may play");
  laws_test_refused_record (text, "Option: laws=on\n", "",
                            "This deal is not played by the book’s laws");
  laws_test_refused_record (text, "1: expose CA", "1: expose ZZ",
                            "say one card of this pack, like “expose HT”");
  /* EGN has no notation for the laws: refused with the reason. */
  {
    g_autoptr(PlRecord) record = pl_record_new ();
    g_autoptr(PlEgnGame) egn = NULL;

    g_ptr_array_add (record->deals, pl_deal_record_copy (deal_record));
    egn = pl_egn_game_new_from_record (record, &error);
    g_assert_null (egn);
    g_assert_error (error, PL_EGN_ERROR, PL_EGN_ERROR_UNSUPPORTED);
    g_assert_cmpstr (error->message, ==, "EGN has no notation for the book’s laws (laws=on): "
                     "save the game as a Parlour record");
    g_clear_error (&error);
  }
  pl_laws_append_json (&pl_euchre_game, state, json);
  g_assert_nonnull (strstr (json->str, "{\"law\": \"out-of-turn\", \"seat\": 2, \"trick\": 1, "
                            "\"card\": \"SA\", \"status\": \"settled\", \"remedy\": \"call-card\", "
                            "\"by\": 3, \"points\": 0"));
  g_assert_nonnull (strstr (json->str, "{\"law\": \"revoke\", \"seat\": 1, \"trick\": 3, "
                            "\"card\": \"CK\", \"status\": \"settled\", \"remedy\": \"call\", "
                            "\"by\": 2, \"points\": 2"));
}

/* Random deals with random irregularities, answers and calls: every act
 * the rules list is accepted and reads back, every deal ends, and its
 * record replays to the same state. */
static void
test_random_deals (void)
{
  PlEuchreOptions options;
  guint irregular = 0, revokes = 0;

  euchre_test_options (&options, "laws=on");
  for (guint d = 0; d < 300; d++)
    {
      g_autoptr(PlDealRecord) deal_record = pl_deal_record_new_from_seed (&pl_euchre_game,
                                                                          &options, d % 4,
                                                                          7000 + d);
      g_autofree gpointer state = pl_deal_record_replay (deal_record, 0, NULL);
      g_autoptr(GError) error = NULL;
      g_autofree char *text = NULL;
      PlEuchreOutcome o;
      PlRng rng;

      pl_rng_init (&rng, d);
      while (!pl_euchre_game.is_terminal (state))
        {
          PlMove moves[PL_MAX_MOVES], bad[PL_MAX_MOVES], move;
          guint n = pl_euchre_game.legal_moves (state, moves);
          guint n_bad = pl_laws_irregular_moves (&pl_euchre_game, state, bad);

          g_assert_cmpuint (n, >, 0);
          for (guint i = 0; i < n; i++)
            g_assert_false (moves[i].flags & PL_MOVE_IRREGULAR);
          laws_test_round_trip (&pl_euchre_game, state, moves, n);
          laws_test_round_trip (&pl_euchre_game, state, bad, n_bad);
          move = moves[pl_rng_below (&rng, n)];
          if (n_bad > 0 && pl_rng_below (&rng, 8) == 0)
            {
              move = bad[pl_rng_below (&rng, n_bad)];
              irregular++;
            }
          else
            for (guint seat = 0; seat < 4; seat++)
              {
                PlMove call = pl_move_new (PL_MOVE_LAW_CALL, seat);

                call.arg = PL_EUCHRE_LAW_REVOKE;
                if (pl_euchre_game.check_move (state, &call, NULL) && pl_rng_below (&rng, 4) == 0)
                  move = call;
              }
          g_assert_true (pl_deal_record_append (deal_record, state, &move, &error));
          g_assert_no_error (error);
          g_assert_cmpuint (deal_record->moves->len, <, 200);
        }
      pl_euchre_get_outcome (state, &o);
      revokes += o.end == PL_EUCHRE_END_REVOKE;
      text = laws_test_replays_same (deal_record, state);
    }
  g_test_message ("%u irregular acts, %u deals ended by a revoke", irregular, revokes);
  g_assert_cmpuint (irregular, >, 100);
  g_assert_cmpuint (revokes, >, 10);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/laws-euchre/laws-off", test_laws_off);
  g_test_add_func ("/laws-euchre/lead-out-of-turn-card-called", test_lead_out_of_turn_card_called);
  g_test_add_func ("/laws-euchre/lead-out-of-turn-stands", test_lead_out_of_turn_stands);
  g_test_add_func ("/laws-euchre/lead-out-of-turn-suit-called", test_lead_out_of_turn_suit_called);
  g_test_add_func ("/laws-euchre/suit-called-lacking", test_suit_called_lacking);
  g_test_add_func ("/laws-euchre/exposed-card", test_exposed_card);
  g_test_add_func ("/laws-euchre/hand-shown", test_hand_shown);
  g_test_add_data_func ("/laws-euchre/revoke-modern", "", test_revoke_called);
  g_test_add_data_func ("/laws-euchre/revoke-book", "revoke=3", test_revoke_called);
  g_test_add_data_func ("/laws-euchre/revoke-modern-alone", "alone", test_revoke_called);
  g_test_add_data_func ("/laws-euchre/revoke-book-alone", "alone revoke=3", test_revoke_called);
  g_test_add_data_func ("/laws-euchre/revoke-found-called", GINT_TO_POINTER (TRUE),
                        test_revoke_found_at_the_end);
  g_test_add_data_func ("/laws-euchre/revoke-found-let-stand", GINT_TO_POINTER (FALSE),
                        test_revoke_found_at_the_end);
  g_test_add_func ("/laws-euchre/refusals", test_refusals);
  g_test_add_func ("/laws-euchre/record", test_record);
  g_test_add_func ("/laws-euchre/random-deals", test_random_deals);
  return g_test_run ();
}
