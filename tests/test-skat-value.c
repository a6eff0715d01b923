/* test-skat-value.c — Skat game values, results and their reasons
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "pl-skat.h"
#include "skat-test-util.h"

/* Cards worth nothing for the skat, so that the points are the tricks'. */
#define ZERO_SKAT "D7 D8"

/* Takes cards from @from worth exactly @points, highest first. */
static PlCardSet
take_points (PlCardSet *from,
             guint      points)
{
  static const PlRank order[] = {
    PL_RANK_ACE, PL_RANK_10, PL_RANK_KING, PL_RANK_QUEEN, PL_RANK_JACK,
  };
  PlCardSet taken = 0;
  guint sum = 0;

  for (guint r = 0; r < G_N_ELEMENTS (order); r++)
    for (guint s = 0; s < 4; s++)
      {
        PlCard card = PL_CARD (s, order[r]);
        guint p = pl_skat_card_points (card);

        if (pl_cardset_has (*from, card) && sum + p <= points)
          {
            sum += p;
            taken = pl_cardset_add (taken, card);
          }
      }
  g_assert_cmpuint (sum, ==, points);
  *from &= ~taken;
  return taken;
}

/* A finished deal: seat 0 declared, took @points in @tricks tricks. */
static void
make_game (PlSkatState    *state,
           PlSkatContract  contract,
           guint           flags,
           guint           bid,
           guint           kontra,
           const char     *declarer_cards,
           guint           points,
           guint           tricks)
{
  PlCardSet rest = pl_skat_pack_set () & ~skat_test_set (ZERO_SKAT);

  memset (state, 0, sizeof *state);
  state->options.players = 3;
  state->n_seats = 3;
  for (guint p = 0; p < 3; p++)
    state->seat_of[p] = p;
  state->phase = PL_SKAT_PHASE_OVER;
  state->to_move = -1;
  state->declarer = 0;
  state->contract = contract;
  state->flags = flags;
  state->picked_up = !(flags & PL_SKAT_FLAG_HAND);
  state->bid = bid;
  state->kontra = kontra;
  state->dealt[0] = skat_test_set (declarer_cards);
  state->dealt_skat = state->skat = skat_test_set (ZERO_SKAT);
  state->won[0] = take_points (&rest, points);
  state->won[1] = rest;
  state->n_won[0] = tricks;
  state->n_won[1] = 10 - tricks;
  state->n_tricks = 10;
}

/* ISkO 4: value = base × (matadors + game + Hand + Schneider + announced +
 * Schwarz + announced + Ouvert); lost games double; overbid charged at the
 * smallest multiple of the base reaching the bid. */
static void
test_values (void)
{
  static const struct {
    const char *what;
    PlSkatContract contract;
    guint flags;
    guint bid;
    guint kontra;
    const char *cards;
    guint points;
    guint tricks;
    gint value;
    gboolean won;
    const char *reason;
  } cases[] = {
#define H PL_SKAT_FLAG_HAND
#define S PL_SKAT_FLAG_SCHNEIDER
#define Z PL_SKAT_FLAG_SCHWARZ
#define O PL_SKAT_FLAG_OUVERT
    { "Clubs with 2, Hand", PL_SKAT_CLUBS, H, 18, 0, "CJ SJ", 74, 6, 48, TRUE,
      "Clubs with 2, game 3, Hand 4: 4 × 12 = 48" },
    { "a lost Hand game counts double", PL_SKAT_CLUBS, H, 18, 0, "CJ SJ", 50, 4, -96, FALSE,
      "A lost game counts double: -96" },
    { "overbid", PL_SKAT_DIAMONDS, 0, 24, 0, "CJ HA", 70, 6, -54, FALSE,
      "Lost: overbid — bid 24, but Diamonds with 1, game 2: 2 × 9 = 18" },
    { "overbid at a multiple", PL_SKAT_HEARTS, 0, 30, 0, "CJ", 70, 6, -60, FALSE,
      "Charged at the smallest multiple of 10 that reaches the bid: 30" },
    { "Schneider saves the bid", PL_SKAT_DIAMONDS, 0, 27, 0, "CJ", 95, 8, 27, TRUE,
      "Diamonds with 1, game 2, Schneider 3: 3 × 9 = 27" },
    { "Grand Ouvert with 4", PL_SKAT_GRAND, H | S | Z | O, 18, 0, "CJ SJ HJ DJ", 120, 10, 264, TRUE,
      "Grand with 4, game 5, Hand 6, Schneider 7, announced 8, "
      "Schwarz 9, announced 10, Ouvert 11: 11 × 24 = 264" },
    { "Null", PL_SKAT_NULL, 0, 18, 0, "", 0, 0, 23, TRUE, "Null, a fixed 23" },
    { "Null Hand", PL_SKAT_NULL, H, 18, 0, "", 0, 0, 35, TRUE, "Null Hand, a fixed 35" },
    { "Null Ouvert", PL_SKAT_NULL, O, 18, 0, "", 0, 0, 46, TRUE, "Null Ouvert, a fixed 46" },
    { "Null Ouvert Hand", PL_SKAT_NULL, H | O, 18, 0, "", 0, 0, 59, TRUE, "Null Ouvert Hand, a fixed 59" },
    { "Null Ouvert Hand lost", PL_SKAT_NULL, H | O, 18, 0, "", 10, 1, -118, FALSE,
      "Lost: the declarer took a trick" },
    { "Schneider by points", PL_SKAT_SPADES, 0, 18, 0, "SJ", 95, 7, 33, TRUE,
      "Spades without 1, game 2, Schneider 3: 3 × 11 = 33" },
    { "Schwarz by tricks", PL_SKAT_HEARTS, 0, 18, 0, "CJ", 120, 10, 40, TRUE,
      "Hearts with 1, game 2, Schneider 3, Schwarz 4: 4 × 10 = 40" },
    { "90 points are not Schwarz", PL_SKAT_HEARTS, 0, 18, 0, "CJ", 118, 9, 30, TRUE,
      "Hearts with 1, game 2, Schneider 3: 3 × 10 = 30" },
    { "the declarer schneidered", PL_SKAT_DIAMONDS, 0, 18, 0, "CJ", 25, 2, -54, FALSE,
      "Diamonds with 1, game 2, Schneider 3: 3 × 9 = 27" },
    { "the declarer schwarz", PL_SKAT_DIAMONDS, 0, 18, 0, "CJ", 0, 0, -72, FALSE,
      "Diamonds with 1, game 2, Schneider 3, Schwarz 4: 4 × 9 = 36" },
    { "Schneider announced, missed", PL_SKAT_CLUBS, H | S, 18, 0, "CJ", 80, 7, -120, FALSE,
      "Lost: Schneider was announced but the declarer took only 80 card points" },
    { "Schneider announced, made", PL_SKAT_CLUBS, H | S, 18, 0, "CJ", 95, 8, 60, TRUE,
      "Clubs with 1, game 2, Hand 3, Schneider 4, announced 5: 5 × 12 = 60" },
    { "Spades without 3", PL_SKAT_SPADES, 0, 18, 0, "DJ SA", 61, 5, 44, TRUE,
      "Spades without 3, game 4: 4 × 11 = 44" },
    { "Clubs with 5", PL_SKAT_CLUBS, 0, 18, 0, "CJ SJ HJ DJ CA CK", 61, 5, 72, TRUE,
      "Clubs with 5, game 6: 6 × 12 = 72" },
    { "Grand without 4", PL_SKAT_GRAND, 0, 18, 0, "CA", 61, 5, 120, TRUE,
      "Grand without 4, game 5: 5 × 24 = 120" },
    { "60 points lose", PL_SKAT_GRAND, 0, 18, 0, "CJ", 60, 5, -96, FALSE,
      "Lost with 60 card points" },
    { "Kontra", PL_SKAT_GRAND, 0, 18, 1, "CJ", 70, 6, 96, TRUE, "Kontra doubles: 96" },
    { "Kontra and Re", PL_SKAT_GRAND, 0, 18, 2, "CJ", 70, 6, 192, TRUE, "Re doubles again: 192" },
    { "Kontra on a lost game", PL_SKAT_GRAND, 0, 18, 1, "CJ", 50, 4, -192, FALSE, "Kontra doubles: -192" },
#undef H
#undef S
#undef Z
#undef O
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      PlSkatState state;
      PlResult result = { 0, };

      make_game (&state, cases[i].contract, cases[i].flags, cases[i].bid,
                 cases[i].kontra, cases[i].cards, cases[i].points, cases[i].tricks);
      pl_skat_game.result (&state, &result);
      if (result.value != cases[i].value || result.won != cases[i].won ||
          strstr (result.reasons, cases[i].reason) == NULL)
        g_error ("%s: value %d won %d, reasons:\n%s", cases[i].what,
                 result.value, result.won, result.reasons);
      g_assert_cmpint (result.declarer, ==, 0);
      g_assert_cmpint (result.score[0], ==, cases[i].value);
      g_assert_cmpint (result.score[1], ==, 0);
      g_assert_cmpint (result.score[2], ==, 0);
      pl_result_clear (&result);
    }
}

/* Ramsch (pl-skat.h): the most card points lose them, doubled for each
 * Jungfrau; Durchmarsch scores 120; a tie charges every tied player. */
static void
test_ramsch (void)
{
  static const struct {
    const char *what;
    guint points[3];
    guint tricks[3];
    gint score[3];
  } cases[] = {
    { "the most points lose", { 50, 40, 30 }, { 4, 3, 3 }, { -50, 0, 0 } },
    { "Jungfrau doubles", { 70, 50, 0 }, { 6, 4, 0 }, { -140, 0, 0 } },
    { "Durchmarsch", { 120, 0, 0 }, { 10, 0, 0 }, { 120, 0, 0 } },
    { "a tie charges both", { 46, 46, 28 }, { 4, 3, 3 }, { -46, -46, 0 } },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      PlSkatState state = { 0, };
      PlCardSet rest = pl_skat_pack_set () & ~skat_test_set (ZERO_SKAT);
      PlResult result = { 0, };
      g_autoptr(GString) json = g_string_new (NULL);

      state.n_seats = 3;
      for (guint p = 0; p < 3; p++)
        state.seat_of[p] = p;
      state.phase = PL_SKAT_PHASE_OVER;
      state.to_move = -1;
      state.declarer = -1;
      state.contract = PL_SKAT_RAMSCH;
      state.dealt_skat = state.skat = skat_test_set (ZERO_SKAT);
      state.n_tricks = 10;
      state.tricks[9].winner = 0;
      for (guint p = 0; p < 3; p++)
        {
          state.won[p] = p < 2 ? take_points (&rest, cases[i].points[p]) : rest;
          state.n_won[p] = cases[i].tricks[p];
        }
      pl_skat_game.result (&state, &result);
      for (guint p = 0; p < 3; p++)
        {
          g_assert_cmpuint (result.points[p], ==, cases[i].points[p]);
          if (result.score[p] != cases[i].score[p])
            g_error ("%s: seat %u scored %d\n%s", cases[i].what, p,
                     result.score[p], result.reasons);
        }
      g_assert_nonnull (strstr (result.reasons, "Ramsch"));
      pl_skat_game.result_json (&state, json);
      g_assert_nonnull (strstr (json->str, "\"contract\": \"ramsch\""));
      pl_result_clear (&result);
    }
}

/* result_json members the CLI and its tests rely on. */
static void
test_json (void)
{
  static const char *const members[] = {
    "\"passed\": false", "\"declarer\": 0", "\"contract\": \"clubs\"",
    "\"hand\": true", "\"ouvert\": false", "\"won\": true", "\"value\": 48",
    "\"declarer_points\": 74", "\"declarer_tricks\": 6", "\"overbid\": false",
    "\"end\": \"played\"", "\"abandoned_by\": -1", "\"bock\": 0",
    "\"penalty\": [0, 0, 0]",
  };
  PlSkatState state;
  g_autoptr(GString) json = g_string_new (NULL);

  make_game (&state, PL_SKAT_CLUBS, PL_SKAT_FLAG_HAND, 18, 0, "CJ SJ", 74, 6);
  pl_skat_game.result_json (&state, json);
  for (guint i = 0; i < G_N_ELEMENTS (members); i++)
    if (strstr (json->str, members[i]) == NULL)
      g_error ("%s missing in %s", members[i], json->str);
}

static void
test_game_value (void)
{
  /* What a bidder computes before play (pl_skat_game_value). */
  g_assert_cmpuint (pl_skat_game_value (PL_SKAT_CLUBS, PL_SKAT_FLAG_HAND,
                                        skat_test_set ("CJ SJ HA")), ==, 48);
  g_assert_cmpuint (pl_skat_game_value (PL_SKAT_NULL, PL_SKAT_FLAG_HAND | PL_SKAT_FLAG_OUVERT, 0), ==, 59);
  g_assert_cmpint (pl_skat_matadors (PL_SKAT_HEARTS, skat_test_set ("CJ SJ HJ DJ HA HT HK HQ H9 H8 H7")), ==, 11);
  g_assert_cmpint (pl_skat_matadors (PL_SKAT_HEARTS, skat_test_set ("HQ")), ==, -7);
  g_assert_cmpint (pl_skat_matadors (PL_SKAT_GRAND, skat_test_set ("CJ SJ HJ DJ")), ==, 4);
  g_assert_cmpuint (pl_skat_cardset_points (pl_skat_pack_set ()), ==, 120);
}

/* The value counted aloud the German way, one sentence per form, the
 * levels rising by one (ISkO 4.1.2–4.1.6): the same text in the
 * announcement and in the result. */
static void
test_value_text (void)
{
  static const struct {
    PlSkatContract contract;
    guint flags;
    gint matadors;
    gboolean schneider, schwarz;
    const char *text;
  } cases[] = {
#define H PL_SKAT_FLAG_HAND
#define S PL_SKAT_FLAG_SCHNEIDER
#define Z PL_SKAT_FLAG_SCHWARZ
#define O PL_SKAT_FLAG_OUVERT
    { PL_SKAT_CLUBS, 0, 2, FALSE, FALSE, "Clubs with 2, game 3: 3 × 12 = 36" },
    { PL_SKAT_CLUBS, H, 2, FALSE, FALSE, "Clubs with 2, game 3, Hand 4: 4 × 12 = 48" },
    { PL_SKAT_SPADES, 0, -1, TRUE, FALSE, "Spades without 1, game 2, Schneider 3: 3 × 11 = 33" },
    { PL_SKAT_HEARTS, 0, 1, TRUE, TRUE,
      "Hearts with 1, game 2, Schneider 3, Schwarz 4: 4 × 10 = 40" },
    { PL_SKAT_DIAMONDS, H, -3, TRUE, FALSE,
      "Diamonds without 3, game 4, Hand 5, Schneider 6: 6 × 9 = 54" },
    { PL_SKAT_GRAND, H, 1, TRUE, TRUE,
      "Grand with 1, game 2, Hand 3, Schneider 4, Schwarz 5: 5 × 24 = 120" },
    { PL_SKAT_CLUBS, H | S, 1, FALSE, FALSE,
      "Clubs with 1, game 2, Hand 3, Schneider 4, announced 5: 5 × 12 = 60" },
    { PL_SKAT_CLUBS, H | S, 1, TRUE, TRUE,
      "Clubs with 1, game 2, Hand 3, Schneider 4, announced 5, Schwarz 6: 6 × 12 = 72" },
    { PL_SKAT_SPADES, H | S | Z, -2, FALSE, FALSE,
      "Spades without 2, game 3, Hand 4, Schneider 5, announced 6, Schwarz 7, "
      "announced 8: 8 × 11 = 88" },
    { PL_SKAT_GRAND, H | S | Z | O, 4, TRUE, TRUE,
      "Grand with 4, game 5, Hand 6, Schneider 7, announced 8, Schwarz 9, "
      "announced 10, Ouvert 11: 11 × 24 = 264" },
    { PL_SKAT_NULL, 0, 0, FALSE, FALSE, "Null, a fixed 23" },
    { PL_SKAT_NULL, H, 0, FALSE, FALSE, "Null Hand, a fixed 35" },
    { PL_SKAT_NULL, O, 0, FALSE, FALSE, "Null Ouvert, a fixed 46" },
    { PL_SKAT_NULL, H | O, 0, FALSE, FALSE, "Null Ouvert Hand, a fixed 59" },
#undef H
#undef S
#undef Z
#undef O
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = pl_skat_value_text (cases[i].contract, cases[i].flags,
                                                  cases[i].matadors, cases[i].schneider,
                                                  cases[i].schwarz);

      g_assert_cmpstr (text, ==, cases[i].text);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/skat-value/value-text", test_value_text);
  g_test_add_func ("/skat-value/values", test_values);
  g_test_add_func ("/skat-value/ramsch", test_ramsch);
  g_test_add_func ("/skat-value/json", test_json);
  g_test_add_func ("/skat-value/game-value", test_game_value);

  return g_test_run ();
}
