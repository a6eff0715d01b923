/* test-skat.c — the Skat engine: bidding, announcing, following, tricks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "pl-skat.h"
#include "skat-test-util.h"

/* One deal for the scripted tests; forehand is seat 0.
 *   forehand:   CJ SJ CA CT CK C9 SA ST HA DA
 *   middlehand: HJ DJ C8 C7 SK SQ S9 HT HK DT
 *   rearhand:   CQ S8 S7 HQ H9 H8 H7 DK DQ D9
 *   skat:       D8 D7 */
#define FORE   "CJ SJ CA CT CK C9 SA ST HA DA"
#define MIDDLE "HJ DJ C8 C7 SK SQ S9 HT HK DT"
#define REAR   "CQ S8 S7 HQ H9 H8 H7 DK DQ D9"
#define SKAT   "D8 D7"

static void
deal_default (PlSkatState *state)
{
  skat_test_deal (state, NULL, FORE, MIDDLE, REAR, SKAT);
}

/* ISkO 2.2.3: the bids are the values a game can reach. */
static void
test_ladder (void)
{
  const guint16 *ladder;
  guint n = pl_skat_bid_ladder (&ladder);
  gboolean reachable[265] = { FALSE, };
  guint k = 0;

  for (guint base = 9; base <= 12; base++)
    for (guint m = 2; m <= 18; m++)      /* with 11, game, six levels */
      if (base * m <= 264)
        reachable[base * m] = TRUE;
  for (guint m = 2; m <= 11; m++)        /* Grand: with 4, game, six */
    reachable[24 * m] = TRUE;
  reachable[23] = reachable[35] = reachable[46] = reachable[59] = TRUE;

  for (guint v = 0; v <= 264; v++)
    if (reachable[v])
      {
        g_assert_cmpuint (k, <, n);
        g_assert_cmpuint (ladder[k], ==, v);
        k++;
      }
  g_assert_cmpuint (k, ==, n);
  g_assert_cmpuint (n, ==, 63);
  g_assert_true (pl_skat_is_bid_value (18));
  g_assert_false (pl_skat_is_bid_value (19));
  g_assert_true (pl_skat_is_bid_value (264));
}

static void
test_bidding (void)
{
  PlSkatState state;

  /* Middlehand bids to forehand, then rearhand to the survivor. */
  deal_default (&state);
  g_assert_cmpint (pl_skat_game.to_move (&state), ==, 1);
  skat_test_refused (&state, "hold 18", "It is your turn to bid: bid higher or pass");
  skat_test_refused (&state, "bid 19", "19 is not a bid: bids are game values (18, 20, 22, 23, 24, …)");
  skat_test_play (&state, "bid 18");
  g_assert_cmpint (pl_skat_game.to_move (&state), ==, 0);
  skat_test_refused (&state, "bid 20", "Hold 18 or pass");
  skat_test_play (&state, "hold 18");
  skat_test_refused (&state, "bid 18", "You must bid more than 18");
  skat_test_play (&state, "bid 20, pass");
  /* Forehand passed at 20: rearhand bids to middlehand. */
  g_assert_cmpint (pl_skat_game.to_move (&state), ==, 2);
  skat_test_play (&state, "bid 22, hold, pass");
  g_assert_cmpint (pl_skat_get_declarer (&state), ==, 1);
  g_assert_cmpuint (pl_skat_get_bid (&state), ==, 22);
  g_assert_cmpuint (pl_skat_get_max_bid (&state, 0), ==, 18);
  g_assert_cmpuint (pl_skat_get_max_bid (&state, 1), ==, 22);
  g_assert_cmpuint (pl_skat_get_max_bid (&state, 2), ==, 22);
  g_assert_cmpuint (pl_skat_get_phase (&state), ==, PL_SKAT_PHASE_SKAT);

  /* A move out of turn. */
  {
    g_autoptr(GError) error = NULL;
    PlMove move = pl_move_new (PL_MOVE_PICKUP, 0);

    g_assert_false (pl_skat_game.check_move (&state, &move, &error));
    g_assert_error (error, PL_RULES_ERROR, PL_RULES_ERROR_ILLEGAL_MOVE);
    g_assert_cmpstr (error->message, ==, "It is not your turn");
  }

  /* ISkO 2.2.8: if middlehand and rearhand pass, forehand may play. */
  deal_default (&state);
  skat_test_play (&state, "pass, pass");
  g_assert_cmpint (pl_skat_game.to_move (&state), ==, 0);
  skat_test_refused (&state, "hold", "Nobody has bid: bid or pass");
  skat_test_play (&state, "bid 18");
  g_assert_cmpint (pl_skat_get_declarer (&state), ==, 0);

  /* Rearhand takes the game from forehand. */
  deal_default (&state);
  skat_test_play (&state, "pass, bid 18, hold, bid 20, pass");
  g_assert_cmpint (pl_skat_get_declarer (&state), ==, 2);
  g_assert_cmpuint (pl_skat_get_bid (&state), ==, 20);

  /* All pass: thrown in. */
  deal_default (&state);
  skat_test_play (&state, "pass, pass, pass");
  g_assert_true (pl_skat_game.is_terminal (&state));
  {
    PlResult result = { 0, };

    pl_skat_game.result (&state, &result);
    g_assert_true (result.passed);
    g_assert_cmpint (result.declarer, ==, -1);
    g_assert_cmpint (result.value, ==, 0);
    g_assert_nonnull (strstr (result.reasons, "Thrown in"));
    pl_result_clear (&result);
  }
}

static void
test_four_players (void)
{
  PlSkatOptions options = { .players = 4 };
  PlSkatState state;
  PlCard pack[32];
  guint n = pl_skat_game.pack (&options, pack);

  /* The dealer (seat 1) sits out; forehand is seat 2. */
  g_assert_true (pl_skat_game.deal (&state, &options, 1, pack, n, NULL));
  g_assert_cmpuint (pl_skat_get_forehand (&state), ==, 2);
  g_assert_cmpuint (pl_skat_get_position_seat (&state, 1), ==, 3);
  g_assert_cmpuint (pl_skat_get_position_seat (&state, 2), ==, 0);
  g_assert_cmpuint (pl_cardset_count (pl_skat_get_hand (&state, 1)), ==, 0);
  g_assert_cmpint (pl_skat_get_seat_position (&state, 1), ==, -1);
  g_assert_cmpint (pl_skat_game.to_move (&state), ==, 3);
  g_assert_true (pl_skat_get_hand (&state, 2) == skat_test_set ("C7 C8 C9 CT CJ CQ CK CA S7 S8"));
}

static void
test_announce (void)
{
  PlSkatState state;
  PlSkatState copy;

  /* After taking up the skat. */
  deal_default (&state);
  skat_test_play (&state, "pass, pass, bid 18, pickup");
  g_assert_true (pl_skat_get_hand (&state, 0) & skat_test_set (SKAT));
  {
    g_autoptr(GError) error = NULL;
    PlMove move = pl_move_new (PL_MOVE_DISCARD, 0);

    move.cards = skat_test_set ("SA");
    g_assert_false (pl_skat_game.check_move (&state, &move, &error));
    g_assert_cmpstr (error->message, ==, "Put exactly two cards away");
  }
  skat_test_refused (&state, "discard HJ DT", "You can only put away cards you hold");
  skat_test_play (&state, "discard D8 D7");
  g_assert_true (pl_skat_visible_skat (&state, 0) == skat_test_set (SKAT));
  g_assert_true (pl_skat_visible_skat (&state, 1) == 0);
  skat_test_refused (&state, "announce clubs hand", "You took up the skat: it cannot be a Hand game");
  skat_test_refused (&state, "announce clubs schneider",
                     "Schneider and Schwarz can be announced only in a Hand game");
  copy = state;
  skat_test_play (&copy, "announce null ouvert");
  g_assert_cmpuint (pl_skat_get_contract (&copy), ==, PL_SKAT_NULL);
  g_assert_cmpuint (pl_skat_get_flags (&copy), ==, PL_SKAT_FLAG_OUVERT);

  /* Hand: "hand" and the implied announcements need not be said. */
  deal_default (&state);
  skat_test_play (&state, "pass, pass, bid 18, hand");
  copy = state;
  skat_test_play (&copy, "announce grand ouvert");
  g_assert_cmpuint (pl_skat_get_flags (&copy), ==,
                    PL_SKAT_FLAG_HAND | PL_SKAT_FLAG_SCHNEIDER |
                    PL_SKAT_FLAG_SCHWARZ | PL_SKAT_FLAG_OUVERT);
  copy = state;
  skat_test_play (&copy, "announce spades schwarz");
  g_assert_cmpuint (pl_skat_get_flags (&copy), ==,
                    PL_SKAT_FLAG_HAND | PL_SKAT_FLAG_SCHNEIDER | PL_SKAT_FLAG_SCHWARZ);

  /* A Null game below the bid cannot be announced (Null Hand is 35). */
  deal_default (&state);
  skat_test_play (&state, "bid 18, hold, bid 36, pass, pass, hand");
  skat_test_refused (&state, "announce null", "This Null game is worth 35, less than your bid of 36");
  /* A suit game below the bid can: the overbid is found at the end. */
  copy = state;
  skat_test_play (&copy, "announce diamonds");
  g_assert_cmpuint (pl_skat_get_phase (&copy), ==, PL_SKAT_PHASE_PLAY);
}

/* ISkO 3.3.1: follow suit; the jacks belong to the trumps. */
static void
test_follow (void)
{
  PlSkatState state;

  deal_default (&state);
  skat_test_play (&state, "pass, pass, bid 18, hand, announce clubs, play SA");
  skat_test_refused (&state, "play HT", "You must follow suit: Spades");
  g_assert_true (pl_skat_legal_cards (&state, 1) == skat_test_set ("SK SQ S9"));
  skat_test_play (&state, "play S9, play S8");
  /* Forehand won with the ace and leads a trump. */
  g_assert_cmpint (pl_skat_game.to_move (&state), ==, 0);
  skat_test_play (&state, "play CJ");
  skat_test_refused (&state, "play SK", "You must follow with a trump");
  g_assert_true (pl_skat_legal_cards (&state, 1) == skat_test_set ("HJ DJ C8 C7"));
  skat_test_refused (&state, "play DA", "You do not hold that card");

  /* In Grand only the jacks are trumps: a club led is followed by clubs. */
  deal_default (&state);
  skat_test_play (&state, "pass, pass, bid 18, hand, announce grand, play CA");
  g_assert_true (pl_skat_legal_cards (&state, 1) == skat_test_set ("C8 C7"));
  /* In Null the jacks are plain cards of their suit. */
  deal_default (&state);
  skat_test_play (&state, "pass, pass, bid 18, hand, announce null, play HA");
  g_assert_true (pl_skat_legal_cards (&state, 1) == skat_test_set ("HJ HT HK"));
}

/* Trick winners in every contract (ISkO 3.2). */
static void
test_trick_winner (void)
{
  static const struct {
    PlSkatContract contract;
    const char *cards;       /* led first, by seat 0 */
    guint winner;
  } cases[] = {
    { PL_SKAT_GRAND, "SA ST CJ", 2 },      /* a jack trumps the ace */
    { PL_SKAT_GRAND, "DJ CA C7", 0 },      /* any jack beats plain cards */
    { PL_SKAT_GRAND, "HJ SJ DJ", 1 },      /* CJ SJ HJ DJ */
    { PL_SKAT_GRAND, "ST SK SA", 2 },      /* A T K Q 9 8 7 */
    { PL_SKAT_GRAND, "SK ST HA", 1 },      /* a discard never wins */
    { PL_SKAT_CLUBS, "HA HT C7", 2 },      /* the smallest trump */
    { PL_SKAT_CLUBS, "C7 CA DJ", 2 },      /* DJ is above the trump ace */
    { PL_SKAT_CLUBS, "CJ SJ C7", 0 },
    { PL_SKAT_HEARTS, "SQ HJ S7", 1 },
    { PL_SKAT_DIAMONDS, "DA D7 HJ", 2 },
    { PL_SKAT_DIAMONDS, "SQ SK S9", 1 },
    { PL_SKAT_NULL, "HT HJ H9", 1 },       /* Null: 7 8 9 T J Q K A */
    { PL_SKAT_NULL, "HJ HQ H8", 1 },
    { PL_SKAT_NULL, "H7 HA DA", 1 },
    { PL_SKAT_NULL, "ST SJ CJ", 1 },       /* no trumps in Null */
    { PL_SKAT_RAMSCH, "SA SJ S7", 1 },     /* Ramsch: the jacks only */
    { PL_SKAT_RAMSCH, "HT HA HK", 1 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      PlSkatState state = { 0, };
      PlCard cards[3];
      guint n = 0, winner = 99;

      skat_test_add_cards (cards, &n, cases[i].cards);
      state.n_seats = 3;
      for (guint p = 0; p < 3; p++)
        {
          state.seat_of[p] = p;
          state.hands[p] = PL_CARDSET_BIT (cards[p]);
        }
      state.phase = PL_SKAT_PHASE_PLAY;
      state.contract = cases[i].contract;
      state.declarer = 0;
      state.to_move = 0;
      for (guint p = 0; p < 3; p++)
        {
          PlMove move = pl_move_new (PL_MOVE_PLAY, p);

          move.card = cards[p];
          g_assert_true (pl_skat_game.check_move (&state, &move, NULL));
          pl_skat_game.apply (&state, &move);
        }
      g_assert_true (pl_skat_get_trick (&state, 0, NULL, NULL, &winner));
      if (winner != cases[i].winner)
        g_error ("%s in %s: seat %u won, not %u", cases[i].cards,
                 pl_skat_contract_name (cases[i].contract), winner, cases[i].winner);
    }
}

/* ISkO 5.2: the Null declarer loses with his first trick; the deal ends. */
static void
test_null_first_trick (void)
{
  PlSkatState state;
  PlResult result = { 0, };

  deal_default (&state);
  skat_test_play (&state, "pass, pass, bid 18, hand, announce null, play SA, play SK, play S8");
  g_assert_true (pl_skat_game.is_terminal (&state));
  g_assert_cmpuint (pl_skat_get_n_tricks (&state), ==, 1);
  pl_skat_game.result (&state, &result);
  g_assert_false (result.won);
  /* Null Hand 35, lost games count double. */
  g_assert_cmpint (result.value, ==, -70);
  g_assert_cmpint (result.score[0], ==, -70);
  g_assert_nonnull (strstr (result.reasons, "Lost: the declarer took a trick"));
  pl_result_clear (&result);
}

/* Schwarz announced is lost with the opponents' first trick. */
static void
test_schwarz_announced_lost (void)
{
  PlSkatState state;
  PlResult result = { 0, };

  deal_default (&state);
  skat_test_play (&state, "pass, pass, bid 18, hand, announce clubs schwarz, play HA, play HT, play H7");
  g_assert_false (pl_skat_game.is_terminal (&state));
  skat_test_play (&state, "play C9, play HJ, play CQ");
  g_assert_true (pl_skat_game.is_terminal (&state));
  pl_skat_game.result (&state, &result);
  /* Clubs with 2, game 3, Hand 4, Schneider 5, announced 6, Schwarz 7,
   * announced 8: 12 × 8 = 96, lost: -192. */
  g_assert_cmpint (result.value, ==, -192);
  g_assert_nonnull (strstr (result.reasons, "Schwarz was announced"));
  pl_result_clear (&result);
}

static void
test_kontra (void)
{
  PlSkatOptions options = { .players = 3, .kontra = TRUE };
  PlSkatState state;

  skat_test_deal (&state, &options, FORE, MIDDLE, REAR, SKAT);
  skat_test_play (&state, "pass, pass, bid 18, hand, announce clubs");
  g_assert_cmpuint (pl_skat_get_phase (&state), ==, PL_SKAT_PHASE_KONTRA);
  /* The opponents are asked from forehand round: middlehand first. */
  g_assert_cmpint (pl_skat_game.to_move (&state), ==, 1);
  skat_test_refused (&state, "re", "Say Kontra or pass");
  skat_test_play (&state, "pass");
  g_assert_cmpint (pl_skat_game.to_move (&state), ==, 2);
  skat_test_play (&state, "kontra");
  g_assert_cmpint (pl_skat_game.to_move (&state), ==, 0);
  skat_test_play (&state, "re");
  g_assert_cmpuint (pl_skat_get_kontra (&state), ==, 2);
  g_assert_cmpuint (pl_skat_get_phase (&state), ==, PL_SKAT_PHASE_PLAY);
  g_assert_cmpint (pl_skat_game.to_move (&state), ==, 0);

  skat_test_deal (&state, &options, FORE, MIDDLE, REAR, SKAT);
  skat_test_play (&state, "pass, pass, bid 18, hand, announce clubs, pass, pass");
  g_assert_cmpuint (pl_skat_get_kontra (&state), ==, 0);
  g_assert_cmpuint (pl_skat_get_phase (&state), ==, PL_SKAT_PHASE_PLAY);
}

/* Seed 000, "Seeing Tricks": the last trick is free, any other ten. */
static void
test_peek (void)
{
  PlSkatState state;
  PlCard cards[3];
  guint leader, winner;

  deal_default (&state);
  skat_test_play (&state, "pass, pass, bid 18, hand, announce clubs");
  g_assert_cmpint (pl_skat_peek_cost (&state, 1, 0), ==, -1);
  skat_test_play (&state, "play SA, play S9, play S8, play CJ, play C7, play CQ, play HA");
  g_assert_cmpint (pl_skat_peek_cost (&state, 1, 0), ==, 10);
  g_assert_cmpint (pl_skat_peek_cost (&state, 2, 1), ==, 0);
  g_assert_cmpint (pl_skat_peek_cost (&state, 2, 2), ==, -1);
  g_assert_true (pl_skat_get_trick (&state, 1, cards, &leader, &winner));
  g_assert_cmpuint (cards[1], ==, PL_CARD (PL_SUIT_CLUBS, PL_RANK_7));
  g_assert_cmpuint (leader, ==, 0);
  g_assert_cmpuint (winner, ==, 0);
  g_assert_false (pl_skat_get_trick (&state, 2, cards, NULL, NULL));
  g_assert_cmpuint (pl_skat_get_current_trick (&state, cards, &leader), ==, 1);
  g_assert_cmpuint (cards[0], ==, PL_CARD (PL_SUIT_HEARTS, PL_RANK_ACE));
  g_assert_cmpuint (pl_skat_get_card_points (&state, 0), ==, 11 + 2 + 3);
}

/* Seed 000, "Playing Ouverts": exposed before a card is played. */
static void
test_ouvert_visible (void)
{
  static const char *const announcements[] = {
    "announce grand ouvert", "announce null ouvert", "announce clubs ouvert",
  };
  PlSkatState state;

  for (guint i = 0; i < G_N_ELEMENTS (announcements); i++)
    {
      deal_default (&state);
      skat_test_play (&state, "pass, pass, bid 18, hand");
      g_assert_true (pl_skat_game.visible_hand (&state, 1, 0) == 0);
      skat_test_play (&state, announcements[i]);
      for (guint viewer = 0; viewer < 3; viewer++)
        g_assert_true (pl_skat_game.visible_hand (&state, viewer, 0) ==
                       skat_test_set (FORE));
      g_assert_true (pl_skat_game.visible_hand (&state, 0, 1) == 0);
      skat_test_play (&state, "play SA");
      g_assert_true (pl_skat_game.visible_hand (&state, 2, 0) ==
                     (skat_test_set (FORE) & ~skat_test_set ("SA")));
    }
  deal_default (&state);
  skat_test_play (&state, "pass, pass, bid 18, hand, announce grand");
  g_assert_true (pl_skat_game.visible_hand (&state, 1, 0) == 0);
  g_assert_true (pl_skat_game.visible_hand (&state, 1, 1) == skat_test_set (MIDDLE));
}

static void
test_text (void)
{
  static const char *const texts[] = {
    "bid 18", "hold 18", "pass", "pickup", "hand", "discard S7 D8",
    "announce clubs", "announce grand hand schneider", "announce null ouvert",
    "announce spades hand schneider schwarz ouvert", "kontra", "re", "play HT",
  };
  static const char *const bad[] = {
    "", "bid", "bid x", "play", "play H1", "play H2", "discard S7", "discard S7 S7",
    "announce", "announce trumps", "announce clubs loud", "jump",
  };
  PlSkatState state;

  deal_default (&state);
  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    {
      g_autoptr(GString) out = g_string_new (NULL);
      g_autoptr(GError) error = NULL;
      PlMove move;

      g_assert_true (pl_skat_game.move_from_string (&state, 1, texts[i], &move, &error));
      g_assert_no_error (error);
      g_assert_cmpuint (move.seat, ==, 1);
      pl_skat_game.move_to_string (&state, &move, out);
      g_assert_cmpstr (out->str, ==, texts[i]);
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      PlMove move;

      g_assert_false (pl_skat_game.move_from_string (&state, 1, bad[i], &move, &error));
      g_assert_error (error, PL_RULES_ERROR, PL_RULES_ERROR_PARSE);
    }
}

static void
test_sort (void)
{
  static const struct {
    const char *announce;
    const char *order;
  } cases[] = {
    /* Before the announcement and in Grand: jacks, then C H S D. */
    { NULL, "CJ SJ CA CT CK C9 HA SA ST DA" },
    { "announce grand", "CJ SJ CA CT CK C9 HA SA ST DA" },
    /* Hearts: jacks, hearts, then black, red, black. */
    { "announce hearts", "CJ SJ HA CA CT CK C9 DA SA ST" },
    /* Null: 7 8 9 T J Q K A within the suits, no trumps. */
    { "announce null", "CA CK CJ CT C9 HA SA SJ ST DA" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      PlSkatState state;
      PlCard out[12];
      guint n;
      g_autofree char *text = NULL;

      deal_default (&state);
      skat_test_play (&state, "pass, pass, bid 18, hand");
      if (cases[i].announce)
        skat_test_play (&state, cases[i].announce);
      n = pl_skat_sort_hand (&state, pl_skat_get_hand (&state, 0), out);
      text = pl_cards_to_string (out, n);
      g_assert_cmpstr (text, ==, cases[i].order);
    }
}

static void
test_options (void)
{
  PlSkatOptions options;
  g_autoptr(GString) out = g_string_new (NULL);
  g_autoptr(GError) error = NULL;

  pl_game_options_init (&pl_skat_game, &options);
  g_assert_cmpuint (pl_skat_game.n_seats (&options), ==, 3);
  g_assert_true (pl_game_options_set (&pl_skat_game, &options, "players", "4", NULL));
  g_assert_true (pl_game_options_set (&pl_skat_game, &options, "ramsch", "on", NULL));
  g_assert_false (pl_game_options_set (&pl_skat_game, &options, "players", "5", &error));
  g_assert_error (error, PL_RULES_ERROR, PL_RULES_ERROR_OPTION);
  g_clear_error (&error);
  g_assert_false (pl_game_options_set (&pl_skat_game, &options, "spitze", "on", &error));
  g_assert_error (error, PL_RULES_ERROR, PL_RULES_ERROR_OPTION);
  pl_game_options_write (&pl_skat_game, &options, out);
  g_assert_cmpstr (out->str, ==, "players=4\nramsch=on\n");
}

static void
test_bad_deal (void)
{
  PlSkatOptions options;
  PlSkatState state;
  PlCard pack[32];
  g_autoptr(GError) error = NULL;
  guint n;

  pl_game_options_init (&pl_skat_game, &options);
  n = pl_skat_game.pack (&options, pack);
  g_assert_cmpuint (n, ==, 32);
  pack[5] = pack[6];
  g_assert_false (pl_skat_game.deal (&state, &options, 0, pack, n, &error));
  g_assert_error (error, PL_RULES_ERROR, PL_RULES_ERROR_DEAL);
  g_clear_error (&error);
  g_assert_false (pl_skat_game.deal (&state, &options, 0, pack, 31, &error));
  g_assert_error (error, PL_RULES_ERROR, PL_RULES_ERROR_DEAL);
  g_clear_error (&error);
  n = pl_skat_game.pack (&options, pack);
  g_assert_false (pl_skat_game.deal (&state, &options, 3, pack, n, &error));
  g_assert_error (error, PL_RULES_ERROR, PL_RULES_ERROR_DEAL);
}

/* The ISkO gives the skat to the declarer: he may look at the cards he put
 * away until the first card is led, then nobody until the game is over;
 * he still knows them (pl_skat_visible_skat(), for the computer). */
static void
test_skat_look (void)
{
  PlSkatState state;
  g_autoptr(GError) error = NULL;
  PlCardSet put_away = skat_test_set ("SA ST");

  deal_default (&state);
  skat_test_play (&state, "pass, pass, bid 18, pickup");
  g_assert_false (pl_skat_may_look_at_skat (&state, 1, &error));
  g_assert_cmpstr (error->message, ==,
                   "Only the declarer may look at the skat, and only before the first card is led");
  g_clear_error (&error);
  skat_test_play (&state, "discard SA ST, announce grand");
  g_assert_true (pl_skat_may_look_at_skat (&state, 0, NULL));
  g_assert_cmpuint (pl_skat_shown_skat (&state, 0), ==, put_away);
  g_assert_cmpuint (pl_skat_shown_skat (&state, 2), ==, 0);

  skat_test_play (&state, "play CJ");
  g_assert_false (pl_skat_may_look_at_skat (&state, 0, &error));
  g_assert_cmpstr (error->message, ==,
                   "The first card is led: the skat stays face down until the game is over");
  g_clear_error (&error);
  g_assert_cmpuint (pl_skat_shown_skat (&state, 0), ==, 0);
  g_assert_cmpuint (pl_skat_visible_skat (&state, 0), ==, put_away);
  g_assert_cmpuint (pl_skat_visible_skat (&state, 1), ==, 0);

  /* A Hand game's skat: face down for everyone until the end. */
  deal_default (&state);
  skat_test_play (&state, "pass, pass, bid 18, hand, announce grand hand");
  g_assert_false (pl_skat_may_look_at_skat (&state, 0, &error));
  g_assert_cmpstr (error->message, ==,
                   "A Hand game’s skat stays face down until the game is over");
  g_assert_true (pl_skat_may_look_at_skat (&state, 0, NULL) == FALSE);
  while (!pl_skat_game.is_terminal (&state))
    {
      PlMove moves[PL_MAX_MOVES];

      g_assert_cmpuint (pl_skat_game.legal_moves (&state, moves), >, 0);
      pl_skat_game.apply (&state, &moves[0]);
    }
  for (guint seat = 0; seat < 3; seat++)
    g_assert_cmpuint (pl_skat_shown_skat (&state, seat), ==, skat_test_set (SKAT));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/skat/ladder", test_ladder);
  g_test_add_func ("/skat/bidding", test_bidding);
  g_test_add_func ("/skat/four-players", test_four_players);
  g_test_add_func ("/skat/announce", test_announce);
  g_test_add_func ("/skat/follow", test_follow);
  g_test_add_func ("/skat/trick-winner", test_trick_winner);
  g_test_add_func ("/skat/null-first-trick", test_null_first_trick);
  g_test_add_func ("/skat/schwarz-announced-lost", test_schwarz_announced_lost);
  g_test_add_func ("/skat/kontra", test_kontra);
  g_test_add_func ("/skat/peek", test_peek);
  g_test_add_func ("/skat/ouvert-visible", test_ouvert_visible);
  g_test_add_func ("/skat/text", test_text);
  g_test_add_func ("/skat/sort", test_sort);
  g_test_add_func ("/skat/options", test_options);
  g_test_add_func ("/skat/bad-deal", test_bad_deal);
  g_test_add_func ("/skat/skat-look", test_skat_look);

  return g_test_run ();
}
