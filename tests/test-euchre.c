/* test-euchre.c — the Euchre engine: bowers, making trumps, the lone hand,
 * law 50, the Joker and the scores
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "pl-euchre.h"
#include "pl-record.h"
#include "euchre-test-util.h"

/* Deal A, seat 3 deals, seat 0 speaks and leads first; HT is turned.
 *   seat 0: HJ DJ HA C9 S9     seat 1: HK HQ CA CK ST
 *   seat 2: H9 DA DK SA SK     seat 3: DT DQ CQ SQ D9
 *   kitty:  HT CT CJ SJ */
#define A0 "HJ DJ HA C9 S9"
#define A1 "HK HQ CA CK ST"
#define A2 "H9 DA DK SA SK"
#define A3 "DT DQ CQ SQ D9"
#define AK "HT CT CJ SJ"

/* Deal B, seat 3 deals; seat 0 holds every high heart.
 *   seat 0: HJ DJ HA HK HQ     seat 1: CA CK CQ SA SK
 *   seat 2: H9 DA DK DQ SQ     seat 3: CT C9 ST S9 DT
 *   kitty:  HT CJ SJ D9 */
#define B0 "HJ DJ HA HK HQ"
#define B1 "CA CK CQ SA SK"
#define B2 "H9 DA DK DQ SQ"
#define B3 "CT C9 ST S9 DT"
#define BK "HT CJ SJ D9"

static void
deal_a (PlEuchreState *state,
        const char    *settings)
{
  euchre_test_deal (state, settings, 3, A0, A1, A2, A3, AK);
}

static void
deal_b (PlEuchreState *state,
        const char    *settings)
{
  euchre_test_deal (state, settings, 3, B0, B1, B2, B3, BK);
}

static void
get_outcome (const PlEuchreState *state,
             PlEuchreOutcome     *o)
{
  g_assert_true (pl_euchre_game.is_terminal (state));
  pl_euchre_get_outcome (state, o);
}

/* The 24-card pack, Foster's 32 and the Joker; the deal three and two. */
static void
test_pack_and_deal (void)
{
  PlEuchreOptions options;
  PlCard pack[64];
  PlEuchreState state;
  g_autofree char *text = NULL;

  euchre_test_options (&options, NULL);
  g_assert_cmpuint (pl_euchre_game.pack (&options, pack), ==, 24);
  text = pl_cards_to_string (pack, 6);
  g_assert_cmpstr (text, ==, "C9 CT CJ CQ CK CA");
  euchre_test_options (&options, "pack=32");
  g_assert_cmpuint (pl_euchre_game.pack (&options, pack), ==, 32);
  g_assert_cmpuint (pack[0], ==, PL_CARD (PL_SUIT_CLUBS, PL_RANK_7));
  euchre_test_options (&options, "pack=32 joker=on");
  g_assert_cmpuint (pl_euchre_game.pack (&options, pack), ==, 33);
  g_assert_cmpuint (pack[32], ==, PL_CARD_JOKER);

  /* Cards 0–2 to the dealer's left, 3–4 his partner, 5–7 his right, 8–9
   * the dealer, then two, three, two, three; card 20 turned. */
  euchre_test_options (&options, NULL);
  pl_euchre_game.pack (&options, pack);
  g_assert_true (pl_euchre_game.deal (&state, &options, 1, pack, 24, NULL));
  g_assert_true (state.hands[2] == (PL_CARDSET_BIT (pack[0]) | PL_CARDSET_BIT (pack[1]) |
                                    PL_CARDSET_BIT (pack[2]) | PL_CARDSET_BIT (pack[10]) |
                                    PL_CARDSET_BIT (pack[11])));
  g_assert_true (state.hands[1] == (PL_CARDSET_BIT (pack[8]) | PL_CARDSET_BIT (pack[9]) |
                                    PL_CARDSET_BIT (pack[17]) | PL_CARDSET_BIT (pack[18]) |
                                    PL_CARDSET_BIT (pack[19])));
  g_assert_cmpuint (state.turned, ==, pack[20]);
  g_assert_cmpuint (pl_cardset_count (state.kitty), ==, 4);
  g_assert_cmpint (pl_euchre_game.to_move (&state), ==, 2);

  /* Foster's pack leaves twelve in the kitty. */
  euchre_test_options (&options, "pack=32");
  pl_euchre_game.pack (&options, pack);
  g_assert_true (pl_euchre_game.deal (&state, &options, 0, pack, 32, NULL));
  g_assert_cmpuint (pl_cardset_count (state.kitty), ==, 12);
  for (guint s = 0; s < 4; s++)
    g_assert_cmpuint (pl_cardset_count (state.hands[s]), ==, 5);
}

/* The right bower, the left bower, then A K Q T 9 of trumps. */
static void
test_bowers (void)
{
  PlEuchreState state;
  PlCard trick[4];

  deal_a (&state, NULL);
  euchre_test_play (&state, "order, discard D9");
  g_assert_cmpuint (pl_euchre_get_trump (&state), ==, PL_SUIT_HEARTS);
  /* The left bower (DJ) is a heart now, for every purpose. */
  g_assert_cmpuint (pl_euchre_card_suit (&state, PL_CARD (PL_SUIT_DIAMONDS, PL_RANK_JACK)),
                    ==, PL_SUIT_HEARTS);
  g_assert_cmpuint (pl_euchre_card_suit (&state, PL_CARD (PL_SUIT_DIAMONDS, PL_RANK_ACE)),
                    ==, PL_SUIT_DIAMONDS);

  /* DJ beats HA; HJ beats DJ; a nine of trumps beats a plain ace. */
  pl_card_from_string ("DA", &trick[0]);
  pl_card_from_string ("HA", &trick[1]);
  pl_card_from_string ("DJ", &trick[2]);
  pl_card_from_string ("DK", &trick[3]);
  g_assert_cmpuint (pl_euchre_trick_winner (&state, trick, 4), ==, 2);
  pl_card_from_string ("HJ", &trick[3]);
  g_assert_cmpuint (pl_euchre_trick_winner (&state, trick, 4), ==, 3);
  pl_card_from_string ("CA", &trick[0]);
  pl_card_from_string ("H9", &trick[1]);
  pl_card_from_string ("CK", &trick[2]);
  g_assert_cmpuint (pl_euchre_trick_winner (&state, trick, 3), ==, 1);
  /* In a plain suit the jack ranks between queen and ten. */
  pl_card_from_string ("CT", &trick[0]);
  pl_card_from_string ("CJ", &trick[1]);
  pl_card_from_string ("C9", &trick[2]);
  g_assert_cmpuint (pl_euchre_trick_winner (&state, trick, 3), ==, 1);
}

/* The left bower follows trumps, not its printed suit. */
static void
test_left_bower_follows_trumps (void)
{
  PlEuchreState state;

  deal_a (&state, NULL);
  euchre_test_play (&state, "order, discard D9");
  g_assert_cmpint (pl_euchre_game.to_move (&state), ==, 0);

  /* A trump led: seat 1 must follow with a trump. */
  euchre_test_play (&state, "play HJ");
  euchre_test_refused (&state, "play CA", "You must follow with a trump");
  euchre_test_play (&state, "play HQ, play H9, play HT");
  g_assert_cmpuint (state.tricks[0].winner, ==, 0);

  /* The left bower led is a trump lead: seat 1 follows with his last
   * trump, seat 2, holding diamonds but no trump, may play anything. */
  euchre_test_play (&state, "play DJ");
  euchre_test_refused (&state, "play ST", "You must follow with a trump");
  euchre_test_play (&state, "play HK, play SK, play CQ");
  g_assert_cmpuint (state.tricks[1].winner, ==, 0);
  g_assert_cmpuint (state.won[0], ==, 2);

  euchre_test_play (&state, "play HA, play CK, play SA, play DT");
  /* A club led: seat 1 must follow clubs. */
  euchre_test_play (&state, "play C9");
  euchre_test_refused (&state, "play ST", "You must follow suit: Clubs");
  euchre_test_play (&state, "play CA, play DK, play SQ");
  g_assert_cmpuint (state.tricks[3].winner, ==, 1);
  euchre_test_play (&state, "play ST, play DA, play DQ, play S9");
  g_assert_true (pl_euchre_game.is_terminal (&state));

  /* And the other way round: with hearts trumps, a diamond led is not
   * followed by the left bower. */
  deal_a (&state, NULL);
  euchre_test_play (&state, "order, discard D9");
  euchre_test_play (&state, "play HA, play HQ, play H9, play HT");
  euchre_test_play (&state, "play C9, play CA, play DA, play CQ");
  /* Seat 1 leads CK: nobody else has a club. */
  euchre_test_play (&state, "play CK, play DK, play SQ, play S9");
  g_assert_cmpuint (state.tricks[2].winner, ==, 1);
  /* Seat 1 leads ST; seat 2 follows SA; seat 3 has DT DQ: no spade. */
  euchre_test_play (&state, "play ST, play SA, play DQ, play HJ");
  g_assert_cmpuint (state.tricks[3].winner, ==, 0);
  /* Seat 0 leads DJ (a trump), nobody has trumps left. */
  euchre_test_play (&state, "play DJ, play HK, play SK, play DT");
  g_assert_true (pl_euchre_game.is_terminal (&state));
}

/* The left bower does not follow its printed suit: with diamonds led and
 * hearts trumps, a player holding the jack of diamonds and another diamond
 * must play the other diamond, and says so. */
static void
test_left_bower_not_its_suit (void)
{
  PlEuchreState state;

  /* Seat 1 holds DJ and D9 with hearts trumps. */
  euchre_test_deal (&state, NULL, 3,
                    "DA DK HA C9 S9", "DJ D9 CA CK ST", "H9 DQ HK SA SK",
                    "DT HJ CQ SQ HQ", "HT CT CJ SJ");
  euchre_test_play (&state, "order, discard SQ");
  euchre_test_play (&state, "play DA");
  euchre_test_refused (&state, "play DJ",
                       "You must follow suit: Diamonds (the left bower is a trump, not one of them)");
  euchre_test_play (&state, "play D9");
}

/* First round: order up, assist, take up; the dealer takes the card. */
static void
test_first_round (void)
{
  PlEuchreState state;
  g_autoptr(GString) json = g_string_new (NULL);
  PlCard ht;

  pl_card_from_string ("HT", &ht);
  deal_a (&state, NULL);
  g_assert_cmpint (pl_euchre_game.to_move (&state), ==, 0);
  euchre_test_refused (&state, "call spades", "Order up the turned card or pass");
  euchre_test_play (&state, "pass");
  /* The dealer's partner assists. */
  g_assert_cmpint (pl_euchre_game.to_move (&state), ==, 1);
  euchre_test_play (&state, "assist");
  g_assert_cmpint (state.maker, ==, 1);
  g_assert_cmpuint (pl_euchre_get_phase (&state), ==, PL_EUCHRE_PHASE_DISCARD);
  g_assert_cmpint (pl_euchre_game.to_move (&state), ==, 3);
  g_assert_true (pl_cardset_has (state.hands[3], ht));
  g_assert_false (pl_cardset_has (state.kitty, ht));
  euchre_test_refused (&state, "discard HA", "You can only put away a card you hold");
  euchre_test_play (&state, "discard CQ");
  g_assert_cmpuint (pl_cardset_count (state.hands[3]), ==, 5);
  g_assert_cmpuint (pl_euchre_get_phase (&state), ==, PL_EUCHRE_PHASE_PLAY);
  g_assert_cmpint (pl_euchre_game.to_move (&state), ==, 0);

  /* The dealer takes it up himself. */
  deal_a (&state, NULL);
  euchre_test_play (&state, "pass, pass, pass");
  euchre_test_refused (&state, "call spades", "Take up the turned card or pass");
  euchre_test_play (&state, "take up, discard HT");
  g_assert_cmpint (state.maker, ==, 3);
  g_assert_cmpuint (state.discard, ==, ht);
  euchre_test_play (&state, "play HJ, play HQ, play H9, play DT");
  euchre_test_play (&state, "play DJ, play HK, play SK, play DQ");
  euchre_test_play (&state, "play HA, play CK, play SA, play SQ");
  euchre_test_play (&state, "play C9, play CA, play DK, play CQ");
  euchre_test_play (&state, "play ST, play DA, play D9, play S9");
  pl_euchre_game.result_json (&state, json);
  g_assert_nonnull (strstr (json->str, "\"made\": \"take-up\""));
  g_assert_nonnull (strstr (json->str, "\"maker\": 3"));
}

/* Second round: another suit than the one turned down; all pass: thrown
 * in. */
static void
test_second_round (void)
{
  PlEuchreState state;
  PlEuchreOutcome o;
  PlResult result = { 0, };

  deal_a (&state, NULL);
  euchre_test_play (&state, "pass, pass, pass, pass");
  g_assert_cmpuint (pl_euchre_get_phase (&state), ==, PL_EUCHRE_PHASE_ROUND2);
  g_assert_cmpint (pl_euchre_game.to_move (&state), ==, 0);
  euchre_test_refused (&state, "call hearts", "Hearts were turned down: name another suit");
  euchre_test_refused (&state, "order", "Name a suit for trumps or pass");
  euchre_test_play (&state, "pass, call diamonds");
  g_assert_cmpint (state.maker, ==, 1);
  g_assert_cmpuint (state.trump, ==, PL_SUIT_DIAMONDS);
  /* Nobody takes up a card in the second round. */
  g_assert_cmpuint (pl_euchre_get_phase (&state), ==, PL_EUCHRE_PHASE_PLAY);
  g_assert_false (state.taken_up);

  deal_a (&state, NULL);
  euchre_test_play (&state, "pass, pass, pass, pass, pass, pass, pass, pass");
  get_outcome (&state, &o);
  g_assert_cmpuint (o.end, ==, PL_EUCHRE_END_PASSED);
  g_assert_cmpuint (o.points[0] + o.points[1], ==, 0);
  pl_euchre_game.result (&state, &result);
  g_assert_true (result.passed);
  g_assert_nonnull (strstr (result.reasons, "thrown in"));
  pl_result_clear (&result);
}

/* Option stick=on: the dealer may not pass after all passed. */
static void
test_stick_the_dealer (void)
{
  PlEuchreState state;
  PlMove moves[PL_MAX_MOVES];
  guint n;

  deal_a (&state, "stick=on");
  euchre_test_play (&state, "pass, pass, pass, pass, pass, pass, pass");
  g_assert_cmpint (pl_euchre_game.to_move (&state), ==, 3);
  euchre_test_refused (&state, "pass", "Stick the dealer: all have passed, you must name trumps");
  euchre_test_refused (&state, "call hearts", "Hearts were turned down: name another suit");
  n = pl_euchre_game.legal_moves (&state, moves);
  /* Three suits, each with or without a lone hand, and no pass. */
  g_assert_cmpuint (n, ==, 6);
  for (guint i = 0; i < n; i++)
    g_assert_cmpuint (moves[i].kind, ==, PL_MOVE_CALL);
  euchre_test_play (&state, "call spades");
  g_assert_cmpint (state.maker, ==, 3);
}

/* A lone hand: the partner sits out, three cards to a trick, and a lone
 * march scores four (Leeds and Dwight, law 3). */
static void
test_lone_march (void)
{
  PlEuchreState state;
  PlEuchreOutcome o;

  deal_b (&state, NULL);
  euchre_test_play (&state, "order alone");
  g_assert_true (state.alone);
  g_assert_true (pl_euchre_sits_out (&state, 2));
  g_assert_cmpuint (pl_euchre_n_active (&state), ==, 3);
  euchre_test_play (&state, "discard C9");
  /* The lead: the first seat that plays from the dealer's left. */
  g_assert_cmpint (pl_euchre_game.to_move (&state), ==, 0);
  euchre_test_play (&state, "play HJ, play CQ, play HT");
  g_assert_cmpuint (state.n_tricks, ==, 1);
  euchre_test_play (&state, "play DJ, play CK, play CT");
  euchre_test_play (&state, "play HA, play SK, play ST");
  euchre_test_play (&state, "play HK, play SA, play S9");
  euchre_test_play (&state, "play HQ, play CA, play DT");
  get_outcome (&state, &o);
  g_assert_cmpuint (o.end, ==, PL_EUCHRE_END_LONE_MARCH);
  g_assert_cmpuint (o.points[0], ==, 4);
  g_assert_cmpuint (o.points[1], ==, 0);
  /* The partner's cards were never played. */
  g_assert_true (state.hands[2] == euchre_test_set (B2));
}

/* The first lead against a lone hand: lead=dealer skips the seat that
 * sits out, lead=loner starts from the lone player's left. */
static void
test_lone_lead (void)
{
  PlEuchreState state;

  /* Seat 2 goes alone: seat 0, the dealer's left, sits out. */
  deal_b (&state, NULL);
  euchre_test_play (&state, "pass, pass, order alone, discard C9");
  g_assert_true (pl_euchre_sits_out (&state, 0));
  g_assert_cmpint (pl_euchre_game.to_move (&state), ==, 1);

  deal_b (&state, "lead=loner");
  euchre_test_play (&state, "pass, pass, order alone, discard C9");
  g_assert_cmpint (pl_euchre_game.to_move (&state), ==, 3);

  /* lead=loner with the dealer's partner alone: from his left, seat 2. */
  deal_b (&state, "lead=loner");
  euchre_test_play (&state, "pass, assist alone");
  g_assert_cmpint (pl_euchre_game.to_move (&state), ==, 2);

  /* The dealer's partner assists alone: the dealer sits out and takes
   * nothing up. */
  deal_b (&state, NULL);
  euchre_test_play (&state, "pass, assist alone");
  g_assert_true (pl_euchre_sits_out (&state, 3));
  g_assert_false (state.taken_up);
  g_assert_cmpuint (pl_euchre_get_phase (&state), ==, PL_EUCHRE_PHASE_PLAY);
  g_assert_cmpint (pl_euchre_game.to_move (&state), ==, 0);
}

/* Option assist: the dealer's partner may not assist alone, or must. */
static void
test_assist_option (void)
{
  PlEuchreState state;

  deal_b (&state, "assist=not-alone");
  euchre_test_play (&state, "pass");
  euchre_test_refused (&state, "assist alone",
                       "The dealer’s partner may not assist alone (option “assist”)");
  euchre_test_play (&state, "assist");

  deal_b (&state, "assist=alone");
  euchre_test_play (&state, "pass");
  euchre_test_refused (&state, "assist",
                       "The dealer’s partner who assists must play alone (option “assist”)");
  euchre_test_play (&state, "assist alone");
  g_assert_true (state.alone);
  /* Others may order up with their partner as ever. */
  deal_b (&state, "assist=alone");
  euchre_test_play (&state, "order");
  g_assert_false (state.alone);
}

/* Option exchange: the partner gives the lone player a card, who puts
 * one away. */
static void
test_exchange (void)
{
  PlEuchreState state;
  PlCard da, hq;

  pl_card_from_string ("DA", &da);
  pl_card_from_string ("HQ", &hq);
  deal_b (&state, "exchange=on");
  euchre_test_play (&state, "order alone, discard C9");
  g_assert_cmpuint (pl_euchre_get_phase (&state), ==, PL_EUCHRE_PHASE_GIVE);
  g_assert_cmpint (pl_euchre_game.to_move (&state), ==, 2);
  euchre_test_refused (&state, "give HA", "You do not hold that card");
  euchre_test_play (&state, "give DA");
  g_assert_cmpint (pl_euchre_game.to_move (&state), ==, 0);
  g_assert_cmpuint (pl_cardset_count (state.hands[0]), ==, 6);
  euchre_test_play (&state, "discard HQ");
  g_assert_true (pl_cardset_has (state.hands[0], da));
  g_assert_false (pl_cardset_has (state.hands[0], hq));
  g_assert_cmpuint (pl_cardset_count (state.hands[2]), ==, 4);
  g_assert_cmpuint (pl_euchre_get_phase (&state), ==, PL_EUCHRE_PHASE_PLAY);
}

/* Option defend-alone: an adversary defends alone, two cards a trick. */
static void
test_defend_alone (void)
{
  PlEuchreState state;

  deal_b (&state, "defend-alone=on");
  euchre_test_play (&state, "order alone, discard C9");
  g_assert_cmpuint (pl_euchre_get_phase (&state), ==, PL_EUCHRE_PHASE_DEFEND);
  /* From the lone player's left: seat 1, then seat 3. */
  g_assert_cmpint (pl_euchre_game.to_move (&state), ==, 1);
  euchre_test_play (&state, "pass");
  g_assert_cmpint (pl_euchre_game.to_move (&state), ==, 3);
  euchre_test_play (&state, "defend alone");
  g_assert_cmpint (state.defender, ==, 3);
  g_assert_true (pl_euchre_sits_out (&state, 1));
  g_assert_cmpuint (pl_euchre_n_active (&state), ==, 2);
  g_assert_cmpint (pl_euchre_game.to_move (&state), ==, 0);
  euchre_test_play (&state, "play HJ, play HT");
  g_assert_cmpuint (state.n_tricks, ==, 1);
  g_assert_cmpint (pl_euchre_game.to_move (&state), ==, 0);
}

/* The scoring rows (Leeds and Dwight, laws 2 and 3; the modern game for a
 * lone hand euchred; a lone defender 4), on finished states. */
static void
test_scoring_table (void)
{
  static const struct {
    const char *settings;
    gboolean    alone;
    gint        defender;
    guint       makers_tricks;
    PlEuchreEnd end;
    guint       makers_points;
    guint       adversaries_points;
  } rows[] = {
    { NULL, FALSE, -1, 3, PL_EUCHRE_END_MADE, 1, 0 },
    { NULL, FALSE, -1, 4, PL_EUCHRE_END_MADE, 1, 0 },
    { NULL, FALSE, -1, 5, PL_EUCHRE_END_MARCH, 2, 0 },
    { NULL, FALSE, -1, 2, PL_EUCHRE_END_EUCHRED, 0, 2 },
    { NULL, FALSE, -1, 0, PL_EUCHRE_END_EUCHRED, 0, 2 },
    { NULL, TRUE, -1, 3, PL_EUCHRE_END_MADE, 1, 0 },
    { NULL, TRUE, -1, 4, PL_EUCHRE_END_MADE, 1, 0 },
    { NULL, TRUE, -1, 5, PL_EUCHRE_END_LONE_MARCH, 4, 0 },
    { NULL, TRUE, -1, 2, PL_EUCHRE_END_EUCHRED, 0, 2 },
    { "lone-euchre=4", TRUE, -1, 1, PL_EUCHRE_END_EUCHRED, 0, 4 },
    { "lone-euchre=4", FALSE, -1, 1, PL_EUCHRE_END_EUCHRED, 0, 2 },
    { "defend-alone=on", TRUE, 3, 2, PL_EUCHRE_END_EUCHRED, 0, 4 },
    { "defend-alone=on", TRUE, 3, 5, PL_EUCHRE_END_LONE_MARCH, 4, 0 },
    { "defend-alone=on", TRUE, 1, 4, PL_EUCHRE_END_MADE, 1, 0 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    for (guint maker = 0; maker < 4; maker++)
      {
        PlEuchreState state;
        PlEuchreOutcome o;
        PlResult result = { 0, };
        guint side = pl_euchre_side (maker);

        deal_b (&state, rows[i].settings);
        state.maker = maker;
        state.trump = PL_SUIT_HEARTS;
        state.made_round = 1;
        state.alone = rows[i].alone;
        state.defender = rows[i].defender >= 0 ? (gint8) ((maker + rows[i].defender) & 3) : -1;
        state.won[side] = rows[i].makers_tricks;
        state.won[1 - side] = 5 - rows[i].makers_tricks;
        state.phase = PL_EUCHRE_PHASE_OVER;
        state.to_move = -1;
        get_outcome (&state, &o);
        g_assert_cmpuint (o.end, ==, rows[i].end);
        g_assert_cmpuint (o.points[side], ==, rows[i].makers_points);
        g_assert_cmpuint (o.points[1 - side], ==, rows[i].adversaries_points);
        /* Points go to exactly one side, and PlResult says it per seat. */
        g_assert_true ((o.points[0] == 0) != (o.points[1] == 0));
        pl_euchre_game.result (&state, &result);
        g_assert_cmpint (result.score[maker], ==, (gint) rows[i].makers_points);
        g_assert_cmpint (result.score[(maker + 2) & 3], ==, (gint) rows[i].makers_points);
        g_assert_cmpint (result.score[(maker + 1) & 3], ==, (gint) rows[i].adversaries_points);
        g_assert_true (result.won == (rows[i].makers_points > 0));
        pl_result_clear (&result);
      }
}

/* Seed 001, law 50: "In a lone hand, should either adversary abandon his
 * hand by laying it face upwards on the table, or by failing to play to
 * every trick, the party playing alone scores five points." */
static void
test_law_50 (void)
{
  PlEuchreState state;
  PlEuchreOutcome o;
  PlResult result = { 0, };
  PlMove moves[PL_MAX_MOVES];
  guint n;

  deal_b (&state, NULL);
  euchre_test_play (&state, "order alone, discard C9");
  euchre_test_play (&state, "play HJ, play CQ, play HT");
  /* Conceding is offered by the table, not among the legal moves. */
  n = pl_euchre_game.legal_moves (&state, moves);
  for (guint i = 0; i < n; i++)
    g_assert_cmpuint (moves[i].kind, ==, PL_MOVE_PLAY);
  euchre_test_play (&state, "play DJ, concede");
  get_outcome (&state, &o);
  g_assert_cmpint (o.conceded, ==, 1);
  g_assert_cmpuint (o.end, ==, PL_EUCHRE_END_LAW_50);
  g_assert_cmpuint (o.points[0], ==, 5);
  g_assert_cmpuint (o.points[1], ==, 0);
  pl_euchre_game.result (&state, &result);
  g_assert_nonnull (strstr (result.reasons, "Law 50"));
  g_assert_cmpint (result.score[0], ==, 5);
  g_assert_cmpint (result.score[2], ==, 5);
  pl_result_clear (&result);
  /* The hand laid down is open to every seat. */
  g_assert_true (pl_euchre_game.visible_hand (&state, 0, 1) == state.hands[1]);

  /* With a game of five, law 50 wins the game at once. */
  deal_b (&state, "game=5");
  euchre_test_play (&state, "order alone, discard C9, play HJ, concede");
  get_outcome (&state, &o);
  g_assert_cmpint (o.game_won, ==, 0);

  /* Not a lone hand: a concession gives up the remaining tricks only. */
  deal_b (&state, NULL);
  euchre_test_play (&state, "order, discard C9");
  euchre_test_play (&state, "play HJ, play CQ, play H9, play HT");
  euchre_test_play (&state, "play DJ, concede");
  get_outcome (&state, &o);
  g_assert_cmpuint (o.end, ==, PL_EUCHRE_END_MARCH);
  g_assert_cmpuint (o.tricks[0], ==, 5);
  g_assert_cmpuint (o.points[0], ==, 2);

  /* The lone player himself lays his hand down: the adversaries take the
   * rest and he is euchred. */
  deal_b (&state, NULL);
  euchre_test_play (&state, "order alone, discard C9");
  euchre_test_play (&state, "play HJ, play CQ, play HT");
  euchre_test_play (&state, "concede");
  get_outcome (&state, &o);
  g_assert_cmpuint (o.end, ==, PL_EUCHRE_END_EUCHRED);
  g_assert_cmpuint (o.tricks[1], ==, 4);
  g_assert_cmpuint (o.points[1], ==, 2);
}

/* The Joker: the best trump, above the right bower, a trump for following
 * suit; turned up, the dealer names trumps. */
static void
test_joker (void)
{
  PlEuchreState state;
  PlCard jk, hj, trick[2];

  pl_card_from_string ("JK", &jk);
  pl_card_from_string ("HJ", &hj);
  g_assert_cmpuint (jk, ==, PL_CARD_JOKER);
  g_assert_false (pl_card_is_valid (jk));

  euchre_test_deal (&state, "joker=on", 3,
                    "HJ DJ HA C9 S9", "JK HQ CA CK ST", "H9 DA DK SA SK",
                    "DT DQ CQ SQ D9", "HT CT CJ SJ HK");
  euchre_test_play (&state, "order, discard D9");
  g_assert_true (pl_cardset_has (state.trumps, jk));
  g_assert_cmpuint (pl_euchre_card_suit (&state, jk), ==, PL_SUIT_HEARTS);
  trick[0] = hj;
  trick[1] = jk;
  g_assert_cmpuint (pl_euchre_trick_winner (&state, trick, 2), ==, 1);
  /* A trump led: the Joker follows it. */
  euchre_test_play (&state, "play HA");
  euchre_test_refused (&state, "play CA", "You must follow with a trump");
  euchre_test_play (&state, "play JK, play H9, play HT");
  g_assert_cmpuint (state.tricks[0].winner, ==, 1);

  /* The Joker turned up: the dealer names trumps and takes it up. */
  euchre_test_deal (&state, "joker=on", 2,
                    "HJ DJ HA C9 S9", "HK HQ CA CK ST", "H9 DA DK SA SK",
                    "DT DQ CQ SQ D9", "JK CT CJ SJ HT");
  g_assert_cmpuint (pl_euchre_get_phase (&state), ==, PL_EUCHRE_PHASE_JOKER);
  g_assert_cmpint (pl_euchre_game.to_move (&state), ==, 2);
  euchre_test_refused (&state, "pass", "The Joker is turned up: the dealer names trumps");
  euchre_test_play (&state, "call clubs");
  g_assert_cmpint (state.maker, ==, 2);
  g_assert_cmpuint (state.trump, ==, PL_SUIT_CLUBS);
  g_assert_true (pl_cardset_has (state.hands[2], jk));
  euchre_test_play (&state, "discard H9");
  g_assert_cmpint (pl_euchre_game.to_move (&state), ==, 3);
}

/* Records write the Joker as "JK"; the other games refuse it. */
static void
test_joker_records (void)
{
  static const char euchre_rec[] =
    "Parlour-Record: 1\n\nGame: euchre\nOption: joker=on\nDealer: 3\n"
    "Deal: HJ DJ HA JK HQ H9 DA DK DT DQ C9 S9 CA CK ST SA SK CQ SQ D9 HT CT CJ SJ HK\n"
    "0: order\n3: discard D9\n0: play HA\n1: play JK\nEnd\n";
  static const char skat_rec[] =
    "Parlour-Record: 1\n\nGame: skat\nDealer: 2\n"
    "Deal: JK SJ HJ DJ CA CT CK CQ C9 C8 SA ST SK SQ S9 S8 S7 HA HT HK HQ H9 H8 H7 DA DT DK DQ D9 D8 C7 D7\n"
    "End\n";
  static const char bezique_rec[] =
    "Parlour-Record: 1\n\nGame: bezique\nDealer: 0\nSeed: 7\n1: play JK\nEnd\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(PlRecord) record = NULL;
  g_autofree char *text = NULL;
  g_autoptr(PlRecord) skat = NULL;
  g_autoptr(PlRecord) bezique = NULL;

  record = pl_record_parse (euchre_rec, strlen (euchre_rec), "euchre.rec", &error);
  g_assert_no_error (error);
  text = pl_record_to_string (record);
  g_assert_nonnull (strstr (text, " JK "));
  g_assert_nonnull (strstr (text, "1: play JK\n"));

  skat = pl_record_parse (skat_rec, strlen (skat_rec), "skat.rec", &error);
  g_assert_null (skat);
  g_assert_nonnull (error);
  g_assert_cmpstr (error->message, ==, "skat.rec:5: The card “JK” is not in the pack of skat");
  g_clear_error (&error);

  bezique = pl_record_parse (bezique_rec, strlen (bezique_rec), "bezique.rec", &error);
  g_assert_null (bezique);
  g_assert_nonnull (error);
  g_assert_true (g_str_has_prefix (error->message, "bezique.rec:6: “play JK” is not a move of bezique"));
  g_clear_error (&error);

  /* Without the Joker a Euchre record refuses it too. */
  {
    g_autofree char *plain = g_strdup (euchre_rec);
    char *option = strstr (plain, "Option: joker=on\n");
    g_autoptr(PlRecord) none = NULL;

    memcpy (option, "Comment: nojoker", strlen ("Comment: nojoker"));
    none = pl_record_parse (plain, strlen (plain), "plain.rec", &error);
    g_assert_null (none);
    g_assert_nonnull (strstr (error->message, "JK"));
  }
}

/* Moves in the notation and back. */
static void
test_text (void)
{
  static const char *const texts[] = {
    "pass", "order", "order alone", "call clubs", "call diamonds alone",
    "discard S9", "give HA", "defend alone", "play HT", "concede",
  };
  static const struct {
    const char *in;
    const char *out;
  } synonyms[] = {
    { "assist", "order" }, { "take up", "order" }, { "order up alone", "order alone" },
    { "call H", "call hearts" }, { "CALL s ALONE", "call spades alone" },
  };
  static const char *const bad[] = {
    "", "call", "call red", "take", "order now", "play HX", "play S8", "discard",
    "fly away", "play JK",
  };
  PlEuchreState state;

  deal_b (&state, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autoptr(GString) out = g_string_new (NULL);
      g_autoptr(GError) error = NULL;
      PlMove move;

      g_assert_true (pl_euchre_game.move_from_string (&state, 1, texts[i], &move, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (move.seat, ==, 1);
      pl_euchre_game.move_to_string (&state, &move, out);
      g_assert_cmpstr (out->str, ==, texts[i]);
    }
  for (guint i = 0; i < G_N_ELEMENTS (synonyms); i++)
    {
      g_autoptr(GString) out = g_string_new (NULL);
      PlMove move;

      g_assert_true (pl_euchre_game.move_from_string (&state, 0, synonyms[i].in, &move, NULL));
      pl_euchre_game.move_to_string (&state, &move, out);
      g_assert_cmpstr (out->str, ==, synonyms[i].out);
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      PlMove move;

      g_assert_false (pl_euchre_game.move_from_string (&state, 0, bad[i], &move, &error));
      g_assert_error (error, PL_RULES_ERROR, PL_RULES_ERROR_PARSE);
    }
}

/* The game score goes from deal to deal and starts again after a game. */
static void
test_game_score (void)
{
  PlEuchreState first, second, third;
  PlEuchreOutcome o;

  deal_b (&first, NULL);
  pl_euchre_set_game_score (&first, 5, 9);
  euchre_test_play (&first, "order alone, discard C9");
  euchre_test_play (&first, "play HJ, play CQ, play HT, play DJ, play CK, play CT");
  euchre_test_play (&first, "play HA, play SK, play ST, play HK, play SA, play S9");
  euchre_test_play (&first, "play HQ, play CA, play DT");
  get_outcome (&first, &o);
  g_assert_cmpuint (o.score_before[0], ==, 5);
  g_assert_cmpuint (o.score[0], ==, 9);
  g_assert_cmpuint (o.score[1], ==, 9);
  g_assert_cmpint (o.game_won, ==, -1);

  /* The next deal starts from 9–9; a point wins the game. */
  deal_a (&second, NULL);
  pl_euchre_game.carry_over (&second, &first);
  g_assert_cmpuint (second.score[0], ==, 9);
  g_assert_cmpuint (second.score[1], ==, 9);
  euchre_test_play (&second, "order, discard D9");
  euchre_test_play (&second, "play HJ, play HQ, play H9, play HT");
  euchre_test_play (&second, "play DJ, play HK, play SK, play CQ");
  euchre_test_play (&second, "play HA, play CK, play SA, play DT");
  euchre_test_play (&second, "play C9, play CA, play DK, play SQ");
  euchre_test_play (&second, "play ST, play DA, play DQ, play S9");
  get_outcome (&second, &o);
  g_assert_cmpuint (o.points[0], ==, 1);
  g_assert_cmpuint (o.score[0], ==, 10);
  g_assert_cmpint (o.game_won, ==, 0);

  /* A new game. */
  deal_b (&third, NULL);
  pl_euchre_game.carry_over (&third, &second);
  g_assert_cmpuint (third.score[0], ==, 0);
  g_assert_cmpuint (third.score[1], ==, 0);

  /* Scores before a deal stay below the game. */
  pl_euchre_set_game_score (&third, 12, 3);
  g_assert_cmpuint (third.score[0], ==, 9);
}

static void
test_bad_deal (void)
{
  PlEuchreOptions options;
  PlEuchreState state;
  PlCard pack[64];
  g_autoptr(GError) error = NULL;
  guint n;

  euchre_test_options (&options, NULL);
  n = pl_euchre_game.pack (&options, pack);
  g_assert_false (pl_euchre_game.deal (&state, &options, 4, pack, n, &error));
  g_assert_error (error, PL_RULES_ERROR, PL_RULES_ERROR_DEAL);
  g_clear_error (&error);
  g_assert_false (pl_euchre_game.deal (&state, &options, 0, pack, n - 1, &error));
  g_assert_cmpstr (error->message, ==, "This Euchre pack has 24 cards, not 23");
  g_clear_error (&error);
  pack[3] = pack[4];
  g_assert_false (pl_euchre_game.deal (&state, &options, 0, pack, n, &error));
  g_clear_error (&error);
  pack[3] = PL_CARD_JOKER;
  g_assert_false (pl_euchre_game.deal (&state, &options, 0, pack, n, &error));
  g_assert_cmpstr (error->message, ==, "The deal is not the 24 cards of this Euchre pack");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/euchre/pack-and-deal", test_pack_and_deal);
  g_test_add_func ("/euchre/bowers", test_bowers);
  g_test_add_func ("/euchre/left-bower-follows-trumps", test_left_bower_follows_trumps);
  g_test_add_func ("/euchre/left-bower-not-its-suit", test_left_bower_not_its_suit);
  g_test_add_func ("/euchre/first-round", test_first_round);
  g_test_add_func ("/euchre/second-round", test_second_round);
  g_test_add_func ("/euchre/stick-the-dealer", test_stick_the_dealer);
  g_test_add_func ("/euchre/lone-march", test_lone_march);
  g_test_add_func ("/euchre/lone-lead", test_lone_lead);
  g_test_add_func ("/euchre/assist-option", test_assist_option);
  g_test_add_func ("/euchre/exchange", test_exchange);
  g_test_add_func ("/euchre/defend-alone", test_defend_alone);
  g_test_add_func ("/euchre/scoring-table", test_scoring_table);
  g_test_add_func ("/euchre/law-50", test_law_50);
  g_test_add_func ("/euchre/joker", test_joker);
  g_test_add_func ("/euchre/joker-records", test_joker_records);
  g_test_add_func ("/euchre/text", test_text);
  g_test_add_func ("/euchre/game-score", test_game_score);
  g_test_add_func ("/euchre/bad-deal", test_bad_deal);

  return g_test_run ();
}
