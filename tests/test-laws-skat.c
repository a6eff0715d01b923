/* test-laws-skat.c — Skat played by the book's laws: out of turn and the
 * revoke (seed 000, the ISkO where it is silent)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "pl-laws.h"
#include "pl-record.h"
#include "pl-rng.h"
#include "pl-skat-laws.h"
#include "skat-test-util.h"
#include "laws-test-util.h"

/*
 * One deal for most tests (forehand is seat 0 and plays Clubs Hand, "with
 * 2, game 3, Hand 4: 4 × 12 = 48"):
 *   forehand   CJ SJ CA CT CK CQ C9 HA HT H9
 *   middlehand HJ DJ C8 SA ST SK SQ S9 H8 H7
 *   rearhand   C7 S8 S7 HK HQ DA DT DK DQ D9
 *   skat       D8 D7 (no points)
 */
#define FORE   "CJ SJ CA CT CK CQ C9 HA HT H9"
#define MIDDLE "HJ DJ C8 SA ST SK SQ S9 H8 H7"
#define REAR   "C7 S8 S7 HK HQ DA DT DK DQ D9"
#define SKAT   "D8 D7"

#define LAWS_OFF "This deal is not played by the book’s laws: irregular acts, their " \
                 "remedies and calls are not taken"

static void
deal_with_laws (PlSkatState *state,
                gboolean     laws,
                const char  *announce)
{
  PlSkatOptions options;

  pl_game_options_init (&pl_skat_game, &options);
  options.laws = laws;
  skat_test_deal (state, &options, FORE, MIDDLE, REAR, SKAT);
  skat_test_play (state, "pass, pass, bid 18, hand");
  skat_test_play (state, announce);
  g_assert_cmpint (pl_skat_get_phase (state), ==, PL_SKAT_PHASE_PLAY);
}

static void
deal_clubs (PlSkatState *state)
{
  deal_with_laws (state, TRUE, "announce clubs hand");
}

/* Checks the reasons of the finished deal hold @line. */
static void
assert_reason (const PlSkatState *state,
               const char        *line)
{
  PlResult result = { 0, };

  pl_skat_game.result (state, &result);
  if (strstr (result.reasons, line) == NULL)
    g_error ("the reasons lack “%s”:\n%s", line, result.reasons);
  pl_result_clear (&result);
}

static gint
declarer_score (const PlSkatState *state)
{
  PlSkatOutcome o;

  g_assert_true (pl_skat_game.is_terminal (state));
  pl_skat_get_outcome (state, &o);
  g_assert_cmpint (o.end, ==, PL_SKAT_END_LAW);
  return o.score[o.declarer];
}

/* Seed 000, "Playing Out of Turn": "The usual penalty in America for
 * leading or playing out of turn is the loss of the game if the error is
 * made by the adversaries of the single player." */
static void
test_adversary_leads_out_of_turn (void)
{
  PlSkatState state;

  deal_clubs (&state);
  skat_test_say (&state, 1, "play SA out-of-turn");
  /* Won "einfach" (ISkO 4.1.4): Clubs with 2, game 3, Hand 4: 48. */
  g_assert_cmpint (declarer_score (&state), ==, 48);
  assert_reason (&state, "Seed 000, “Playing Out of Turn”: Middlehand, an adversary of the "
                 "single player, played SA out of turn in trick 1: the game is lost for the "
                 "adversaries");
  assert_reason (&state, "Clubs with 2, game 3, Hand 4: 4 × 12 = 48");
}

static void
test_adversary_plays_out_of_turn (void)
{
  PlSkatState state;

  deal_clubs (&state);
  skat_test_play (&state, "play H9");
  /* Rearhand plays before middlehand. */
  skat_test_say (&state, 2, "play HQ out-of-turn");
  g_assert_cmpint (declarer_score (&state), ==, 48);
}

/* ISkO 4.1.3, where the seed is silent on the level: a game decided
 * already stays decided, so a single player who had made 97 points wins
 * Schneider: with 2, game 3, Hand 4, Schneider 5: 60. */
static void
test_out_of_turn_after_schneider (void)
{
  PlSkatState state;

  deal_clubs (&state);
  skat_test_play (&state, "play CJ, play HJ, play C7, play SJ, play DJ, play DA, "
                  "play CA, play C8, play DT, play CT, play SA, play DK, "
                  "play CK, play ST, play DQ, play HA, play H8, play HK");
  g_assert_cmpuint (pl_skat_get_card_points (&state, 0), ==, 97);
  skat_test_play (&state, "play HT");
  skat_test_say (&state, 2, "play HQ out-of-turn");
  g_assert_cmpint (declarer_score (&state), ==, 60);
}

/* Seed 000: "If by the player himself, the card played in error must be
 * taken back, and if only one adversary has played to the false lead, he
 * may also take back his card.  If both have played, the trick stands
 * good." */
static void
false_lead (PlSkatState *state)
{
  deal_clubs (state);
  /* Rearhand wins the first trick with HQ and is to lead. */
  skat_test_play (state, "play H9, play H8, play HQ");
  g_assert_cmpint (pl_skat_game.to_move (state), ==, 2);
  skat_test_say (state, 0, "play CJ out-of-turn");
  g_assert_cmpint (pl_skat_get_phase (state), ==, PL_SKAT_PHASE_LAWS);
  g_assert_cmpstr (pl_skat_game.phase_name (state), ==, "remedy");
  /* Middlehand plays next after the single player: he answers. */
  g_assert_cmpint (pl_skat_game.to_move (state), ==, 1);
}

static void
test_false_lead_taken_back (void)
{
  PlSkatState state;
  PlMove moves[PL_MAX_MOVES];
  PlIrregularity pending;
  guint n;

  false_lead (&state);
  /* The remedies are the legal moves: the trumps to play to it, or the
   * call that takes it back. */
  n = pl_skat_game.legal_moves (&state, moves);
  g_assert_cmpuint (n, ==, 4);
  g_assert_cmpuint (moves[n - 1].kind, ==, PL_MOVE_REMEDY);
  g_assert_true (pl_laws_get_pending (&pl_skat_game, &state, &pending));
  g_assert_cmpuint (pending.law, ==, PL_SKAT_LAW_OUT_OF_TURN);
  g_assert_cmpuint (pending.offender, ==, 0);
  g_assert_cmpuint (pending.to_answer, ==, 1);
  g_assert_cmpstr (pending.text, ==, "Seed 000, “Playing Out of Turn”: Forehand, the single "
                   "player, led CJ out of turn: the card must be taken back, unless both "
                   "adversaries play to it");
  pl_irregularity_clear (&pending);

  skat_test_play (&state, "take-back");
  g_assert_cmpint (pl_skat_get_phase (&state), ==, PL_SKAT_PHASE_PLAY);
  g_assert_cmpint (pl_skat_game.to_move (&state), ==, 2);
  g_assert_true (pl_cardset_has (pl_skat_get_hand (&state, 0), PL_CARD (PL_SUIT_CLUBS, PL_RANK_JACK)));
  g_assert_cmpuint (pl_skat_get_n_tricks (&state), ==, 1);
  /* "The single player suffers no penalty": the play goes on. */
  skat_test_play (&state, "play DA, play HA");
  g_assert_false (pl_skat_game.is_terminal (&state));
}

static void
test_false_lead_one_played (void)
{
  PlSkatState state;

  false_lead (&state);
  skat_test_play (&state, "play HJ");
  /* The other adversary answers now. */
  g_assert_cmpint (pl_skat_get_phase (&state), ==, PL_SKAT_PHASE_LAWS);
  g_assert_cmpint (pl_skat_game.to_move (&state), ==, 2);
  skat_test_play (&state, "take-back");
  g_assert_true (pl_cardset_has (pl_skat_get_hand (&state, 0), PL_CARD (PL_SUIT_CLUBS, PL_RANK_JACK)));
  g_assert_true (pl_cardset_has (pl_skat_get_hand (&state, 1), PL_CARD (PL_SUIT_HEARTS, PL_RANK_JACK)));
  g_assert_cmpuint (pl_cardset_count (pl_skat_get_hand (&state, 1)), ==, 9);
  g_assert_cmpint (pl_skat_game.to_move (&state), ==, 2);
  skat_test_play (&state, "play DA");
}

static void
test_false_lead_stands (void)
{
  PlSkatState state;
  const PlLawEvent *events;

  false_lead (&state);
  skat_test_play (&state, "play HJ, play C7");
  g_assert_cmpint (pl_skat_get_phase (&state), ==, PL_SKAT_PHASE_PLAY);
  g_assert_cmpuint (pl_skat_get_n_tricks (&state), ==, 2);
  /* The single player's CJ took the trick he led. */
  g_assert_cmpint (pl_skat_game.to_move (&state), ==, 0);
  g_assert_cmpuint (pl_laws_get_events (&pl_skat_game, &state, &events), ==, 1);
  g_assert_cmpuint (events[0].status, ==, PL_LAW_SETTLED);
  g_assert_cmpuint (events[0].remedy, ==, PL_SKAT_REMEDY_STANDS);
}

/* Seed 000: "the card played in error must be taken back … The single
 * player suffers no penalty". */
static void
test_declarer_plays_out_of_turn (void)
{
  PlSkatState state;
  const PlLawEvent *events;

  deal_clubs (&state);
  /* Rearhand takes the first trick, middlehand the second (SA over S8). */
  skat_test_play (&state, "play H9, play H8, play HQ, play S8, play HT, play SA");
  g_assert_cmpint (pl_skat_game.to_move (&state), ==, 1);
  skat_test_play (&state, "play SK");
  g_assert_cmpint (pl_skat_game.to_move (&state), ==, 2);
  skat_test_say (&state, 0, "play C9 out-of-turn");
  g_assert_cmpint (pl_skat_game.to_move (&state), ==, 2);
  g_assert_cmpint (pl_skat_get_phase (&state), ==, PL_SKAT_PHASE_PLAY);
  g_assert_true (pl_cardset_has (pl_skat_get_hand (&state, 0), PL_CARD (PL_SUIT_CLUBS, PL_RANK_9)));
  g_assert_cmpuint (pl_laws_get_events (&pl_skat_game, &state, &events), ==, 1);
  g_assert_cmpuint (events[0].remedy, ==, PL_SKAT_REMEDY_TAKE_BACK);
  skat_test_play (&state, "play S7, play C9");
  g_assert_cmpint (pl_skat_game.to_move (&state), ==, 0);
}

/* Seed 000, "The Revoke": "If a player revokes, and he is one of the
 * adversaries of the single player, the game is lost for the player in
 * error; but he may count the points in his tricks up to the time the
 * revoke occurred, in order to save schneider or schwarz." */
static void
test_adversary_revoke_first_trick (void)
{
  PlSkatState state;

  deal_clubs (&state);
  skat_test_play (&state, "play CJ");
  /* Middlehand holds HJ DJ C8 and plays SA to a trump. */
  skat_test_refused_by (&state, 1, "play SA", "You must follow with a trump");
  skat_test_play (&state, "play SA revoke, play C7");
  g_assert_false (pl_skat_game.is_terminal (&state));
  skat_test_say (&state, 0, "call revoke");
  /* No trick of theirs before it: Schneider and Schwarz, 6 × 12 = 72. */
  g_assert_cmpint (declarer_score (&state), ==, 72);
  assert_reason (&state, "Seed 000, “The Revoke”: Middlehand, an adversary of the single "
                 "player, revoked with SA in trick 1 and Forehand called it: the game is lost "
                 "for the adversaries, who count the 0 points of their tricks before it");
}

static void
test_adversary_revoke_saves_schneider (void)
{
  PlSkatState state;
  PlSkatOutcome o;

  deal_clubs (&state);
  /* The adversaries take 3 and 31 points, then middlehand revokes. */
  skat_test_play (&state, "play H9, play H8, play HQ, play DA, play HT, play ST, "
                  "play DT, play C9, play SK, play CJ, play SA revoke, play C7");
  skat_test_say (&state, 2, "play S8 out-of-turn");   /* not counted: the revoke came first */
  pl_skat_get_outcome (&state, &o);
  /* The out-of-turn card ended the deal; the revoke, earlier, is still
   * unseen (the out-of-turn decides). */
  g_assert_cmpint (o.score[0], ==, 48);

  deal_clubs (&state);
  skat_test_play (&state, "play H9, play H8, play HQ, play DA, play HT, play ST, "
                  "play DT, play C9, play SK, play CJ, play SA revoke, play C7");
  skat_test_say (&state, 0, "call revoke");
  pl_skat_get_outcome (&state, &o);
  /* 34 points before the revoke save Schneider: 48, and the declarer is
   * counted every card but theirs, 86. */
  g_assert_cmpint (o.score[0], ==, 48);
  g_assert_false (o.schneider);
  g_assert_false (o.schwarz);
  g_assert_cmpuint (o.declarer_points, ==, 86);
  assert_reason (&state, "who count the 34 points of their tricks before it");
}

/* The seed is silent on the single player's revoke; ISkO 4.1.4: "ist das
 * Spiel für die schuldige Partei in der Stufe einfach (nicht Schneider
 * oder Schwarz) verloren". */
static void
test_declarer_revoke (void)
{
  PlSkatState state;

  deal_clubs (&state);
  skat_test_play (&state, "play H9, play H8, play HQ, play HK");
  skat_test_refused_by (&state, 0, "play C9", "You must follow suit: Hearts");
  skat_test_play (&state, "play C9 revoke, play H7");
  /* The single player took the trick with his revoke; middlehand calls. */
  skat_test_say (&state, 1, "call revoke");
  g_assert_cmpint (declarer_score (&state), ==, -96);
  assert_reason (&state, "ISkO 4.1.4: Forehand, the single player, revoked with C9 in trick 2 "
                 "and Middlehand called it: his game is lost, not Schneider or Schwarz");
}

/* ISkO 4.1.3: "Ist es bereits entschieden, gewinnt die betreffende Partei
 * mit den von ihr bis dahin eingebrachten Augen": 65 points before his
 * revoke, the single player wins 48. */
static void
test_declarer_revoke_after_winning (void)
{
  PlSkatState state;

  deal_clubs (&state);
  skat_test_play (&state, "play CJ, play HJ, play C7, play SJ, play DJ, play DA, "
                  "play CA, play C8, play DT, play CT, play SA, play DK, "
                  "play H9, play H8, play HQ, play HK, play CK revoke, play H7");
  skat_test_say (&state, 1, "call revoke");
  g_assert_cmpint (declarer_score (&state), ==, 48);
  assert_reason (&state, "but his game was won already: he wins with the 65 points he had");
}

/* Seed 000: "In Nullos, the game is lost the moment the revoke is
 * discovered." */
static void
test_null_revoke (void)
{
  PlSkatState state;

  deal_with_laws (&state, TRUE, "announce null hand");
  skat_test_play (&state, "play H9, play SA revoke, play HQ");
  skat_test_say (&state, 0, "call revoke");
  /* Null Hand, 35, won for the single player. */
  g_assert_cmpint (declarer_score (&state), ==, 35);
  assert_reason (&state, "“In Nullos, the game is lost the moment the revoke is discovered”");

  deal_with_laws (&state, TRUE, "announce null hand");
  skat_test_play (&state, "play H9, play H8, play HQ, play HK, play C9 revoke, play H7");
  skat_test_say (&state, 2, "call revoke");
  g_assert_cmpint (declarer_score (&state), ==, -70);
}

/* A revoke nobody calls: the play goes on; when the tricks are counted
 * the side it wronged calls it or lets the result stand. */
static void
play_out (PlSkatState *state)
{
  while (pl_skat_get_phase (state) == PL_SKAT_PHASE_PLAY)
    {
      PlMove moves[PL_MAX_MOVES];

      g_assert_cmpuint (pl_skat_game.legal_moves (state, moves), >, 0);
      g_assert_true (pl_skat_game.check_move (state, &moves[0], NULL));
      pl_skat_game.apply (state, &moves[0]);
    }
}

static void
test_revoke_found_at_the_end (void)
{
  PlSkatState state, called;
  PlMove moves[PL_MAX_MOVES];
  PlSkatOutcome o;
  guint revoker = 99;

  deal_clubs (&state);
  skat_test_play (&state, "play CJ, play SA revoke, play C7");
  g_assert_false (pl_skat_laws_revoke_evident (&state, 0, &revoker));
  /* Middlehand follows a trump now: his revoke is plain to the single
   * player, not to his partner. */
  skat_test_play (&state, "play SJ, play HJ");
  g_assert_true (pl_skat_laws_revoke_evident (&state, 0, &revoker));
  g_assert_cmpuint (revoker, ==, 1);
  g_assert_false (pl_skat_laws_revoke_evident (&state, 2, NULL));
  play_out (&state);

  g_assert_cmpint (pl_skat_get_phase (&state), ==, PL_SKAT_PHASE_LAWS);
  g_assert_false (pl_skat_game.is_terminal (&state));
  g_assert_cmpint (pl_skat_game.to_move (&state), ==, 0);
  g_assert_cmpuint (pl_skat_game.legal_moves (&state, moves), ==, 2);
  called = state;
  skat_test_play (&called, "call revoke");
  g_assert_cmpint (declarer_score (&called), ==, 72);

  skat_test_play (&state, "let-stand");
  g_assert_true (pl_skat_game.is_terminal (&state));
  pl_skat_get_outcome (&state, &o);
  g_assert_cmpint (o.end, ==, PL_SKAT_END_PLAYED);
  assert_reason (&state, "Seed 000, “The Revoke”: Middlehand revoked with SA in trick 1; "
                 "Forehand let the result stand");
}

/* The moves that are not irregular, or not the law they name, or not at a
 * table that plays by the laws. */
static void
test_refusals (void)
{
  PlSkatState state;
  g_autoptr(GError) error = NULL;
  PlMove move;

  deal_with_laws (&state, FALSE, "announce clubs hand");
  skat_test_refused_by (&state, 1, "play SA out-of-turn",
                        LAWS_OFF);
  skat_test_refused_by (&state, 1, "call revoke",
                        LAWS_OFF);
  skat_test_refused_by (&state, 1, "play SA", "It is not your turn");

  deal_clubs (&state);
  skat_test_refused_by (&state, 0, "play CJ revoke",
                        "That card may be played as it is: it breaks no law");
  skat_test_refused_by (&state, 1, "call revoke",
                        "No revoke to call: nobody on the other side has failed to follow");
  skat_test_refused_by (&state, 0, "take-back", "There is no irregularity to answer");
  g_assert_false (pl_skat_game.move_from_string (&state, 1, "play SA revoke", &move, &error));
  g_assert_error (error, PL_RULES_ERROR, PL_RULES_ERROR_PARSE);
  g_assert_cmpstr (error->message, ==, "“play SA revoke” is not a Skat move: it is not this "
                   "player’s turn: the card is played out of turn");
  skat_test_play (&state, "play CJ, play SA revoke");
  /* The revoker's own partner cannot call it. */
  skat_test_refused_by (&state, 2, "call revoke",
                        "No revoke to call: nobody on the other side has failed to follow");
  skat_test_refused_by (&state, 1, "play SK out-of-turn",
                        "You have played to this trick already");
}

/* A record with irregular moves replays to the same penalty. */
static void
test_record (void)
{
  PlSkatOptions options;
  PlCard pack[32];
  guint n = 0;
  g_autoptr(GError) error = NULL;
  g_autofree gpointer state = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GString) json = g_string_new (NULL);
  g_autoptr(PlDealRecord) deal = NULL;
  const char *script[] = {
    "1:pass", "2:pass", "0:bid 18", "0:hand", "0:announce clubs hand",
    "0:play H9", "1:play H8", "2:play HQ", "0:play CJ out-of-turn", "1:play HJ",
    "2:take-back", "2:play HK", "0:play C9 revoke", "1:play H7", "1:call revoke",
  };

  pl_game_options_init (&pl_skat_game, &options);
  options.laws = TRUE;
  skat_test_add_cards (pack, &n, FORE " " MIDDLE " " REAR " " SKAT);
  deal = pl_deal_record_new_from_pack (&pl_skat_game, &options, 2, pack, n, &error);
  g_assert_no_error (error);
  state = pl_deal_record_replay (deal, 0, &error);
  for (guint i = 0; i < G_N_ELEMENTS (script); i++)
    {
      PlMove move;

      g_assert_true (pl_skat_game.move_from_string (state, script[i][0] - '0', script[i] + 2,
                                                    &move, &error));
      g_assert_true (pl_deal_record_append (deal, state, &move, &error));
      g_assert_no_error (error);
    }
  g_assert_cmpint (declarer_score (state), ==, -96);
  text = laws_test_replays_same (deal, state);
  g_assert_nonnull (strstr (text, "Option: laws=on\n"));
  g_assert_nonnull (strstr (text, "0: play CJ out-of-turn\n1: play HJ\n2: take-back\n"));
  g_assert_nonnull (strstr (text, "0: play C9 revoke\n1: play H7\n1: call revoke\nEnd"));
  /* Malformed or not the law it names: refused, with the line. */
  laws_test_refused_record (text, "0: play C9 revoke", "1: play C9 revoke",
                            "it is not this player’s turn: the card is played out of turn");
  laws_test_refused_record (text, "2: take-back", "0: take-back",
                            "It is not your turn: the side that was wronged answers the irregularity");
  laws_test_refused_record (text, "1: call revoke", "0: call revoke",
                            "No revoke to call: nobody on the other side has failed to follow");
  laws_test_refused_record (text, "Option: laws=on\n", "",
                            "This deal is not played by the book’s laws");
  laws_test_refused_record (text, "1: call revoke", "1: call renege",
                            "only a revoke is called, “call revoke”");
  pl_laws_append_json (&pl_skat_game, state, json);
  g_assert_nonnull (strstr (json->str, "{\"law\": \"out-of-turn\", \"seat\": 0, \"trick\": 2, "
                            "\"card\": \"CJ\", \"status\": \"settled\", \"remedy\": \"take-back\", "
                            "\"by\": 2, \"points\": 0"));
  g_assert_nonnull (strstr (json->str, "{\"law\": \"revoke\", \"seat\": 0, \"trick\": 2, "
                            "\"card\": \"C9\", \"status\": \"settled\", \"remedy\": \"call\", "
                            "\"by\": 1"));
}

/* Random deals with random irregularities, remedies and calls: every
 * irregular act the rules list is accepted, every deal ends, and its
 * record replays to the same state. */
static void
test_random_deals (void)
{
  PlSkatOptions options;
  guint irregular = 0, ended_by_law = 0;

  pl_game_options_init (&pl_skat_game, &options);
  options.laws = TRUE;
  for (guint d = 0; d < 400; d++)
    {
      g_autoptr(PlDealRecord) deal = pl_deal_record_new_from_seed (&pl_skat_game, &options,
                                                                   d % 3, 5000 + d);
      g_autofree gpointer state = pl_deal_record_replay (deal, 0, NULL);
      g_autoptr(GError) error = NULL;
      g_autofree char *text = NULL;
      PlSkatOutcome o;
      PlRng rng;

      pl_rng_init (&rng, d);
      while (!pl_skat_game.is_terminal (state))
        {
          PlMove moves[PL_MAX_MOVES], bad[PL_MAX_MOVES], move;
          guint n = pl_skat_game.legal_moves (state, moves);
          guint n_bad = pl_laws_irregular_moves (&pl_skat_game, state, bad);

          g_assert_cmpuint (n, >, 0);
          for (guint i = 0; i < n_bad; i++)
            g_assert_true (bad[i].flags & PL_MOVE_IRREGULAR);
          laws_test_round_trip (&pl_skat_game, state, moves, n);
          laws_test_round_trip (&pl_skat_game, state, bad, n_bad);
          move = moves[pl_rng_below (&rng, n)];
          if (n_bad > 0 && pl_rng_below (&rng, 12) == 0)
            {
              move = bad[pl_rng_below (&rng, n_bad)];
              irregular++;
            }
          else
            for (guint seat = 0; seat < 3; seat++)
              {
                PlMove call = pl_move_new (PL_MOVE_LAW_CALL, seat);

                call.arg = PL_SKAT_LAW_REVOKE;
                if (pl_skat_game.check_move (state, &call, NULL) && pl_rng_below (&rng, 4) == 0)
                  move = call;
              }
          g_assert_true (pl_deal_record_append (deal, state, &move, &error));
          g_assert_no_error (error);
          g_assert_cmpuint (deal->moves->len, <, 200);
        }
      pl_skat_get_outcome (state, &o);
      ended_by_law += o.end == PL_SKAT_END_LAW;
      text = laws_test_replays_same (deal, state);
    }
  g_test_message ("%u irregular acts, %u deals ended by a law", irregular, ended_by_law);
  g_assert_cmpuint (irregular, >, 50);
  g_assert_cmpuint (ended_by_law, >, 20);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/laws-skat/adversary-leads-out-of-turn", test_adversary_leads_out_of_turn);
  g_test_add_func ("/laws-skat/adversary-plays-out-of-turn", test_adversary_plays_out_of_turn);
  g_test_add_func ("/laws-skat/out-of-turn-after-schneider", test_out_of_turn_after_schneider);
  g_test_add_func ("/laws-skat/false-lead-taken-back", test_false_lead_taken_back);
  g_test_add_func ("/laws-skat/false-lead-one-played", test_false_lead_one_played);
  g_test_add_func ("/laws-skat/false-lead-stands", test_false_lead_stands);
  g_test_add_func ("/laws-skat/declarer-plays-out-of-turn", test_declarer_plays_out_of_turn);
  g_test_add_func ("/laws-skat/adversary-revoke-first-trick", test_adversary_revoke_first_trick);
  g_test_add_func ("/laws-skat/adversary-revoke-saves-schneider", test_adversary_revoke_saves_schneider);
  g_test_add_func ("/laws-skat/declarer-revoke", test_declarer_revoke);
  g_test_add_func ("/laws-skat/declarer-revoke-after-winning", test_declarer_revoke_after_winning);
  g_test_add_func ("/laws-skat/null-revoke", test_null_revoke);
  g_test_add_func ("/laws-skat/revoke-found-at-the-end", test_revoke_found_at_the_end);
  g_test_add_func ("/laws-skat/refusals", test_refusals);
  g_test_add_func ("/laws-skat/record", test_record);
  g_test_add_func ("/laws-skat/random-deals", test_random_deals);
  return g_test_run ();
}
