/* test-skat-claim.c — claims, concessions and abandoned deals
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "pl-record.h"
#include "pl-skat.h"
#include "skat-test-util.h"

/* The deal of test-skat.c; forehand is seat 0.
 *   forehand:   CJ SJ CA CT CK C9 SA ST HA DA
 *   middlehand: HJ DJ C8 C7 SK SQ S9 HT HK DT
 *   rearhand:   CQ S8 S7 HQ H9 H8 H7 DK DQ D9
 *   skat:       D8 D7 (no card points) */
#define FORE   "CJ SJ CA CT CK C9 SA ST HA DA"
#define MIDDLE "HJ DJ C8 C7 SK SQ S9 HT HK DT"
#define REAR   "CQ S8 S7 HQ H9 H8 H7 DK DQ D9"
#define SKAT   "D8 D7"

/* Says @text for @seat, in turn or not; FALSE with @message's reason if the
 * rules refuse it. */
static gboolean
say (PlSkatState *state,
     guint        seat,
     const char  *text,
     const char  *message)
{
  g_autoptr(GError) error = NULL;
  PlMove move;

  g_assert_true (pl_skat_game.move_from_string (state, seat, text, &move, &error));
  if (!pl_skat_game.check_move (state, &move, &error))
    {
      g_assert_error (error, PL_RULES_ERROR, PL_RULES_ERROR_ILLEGAL_MOVE);
      g_assert_cmpstr (error->message, ==, message);
      return FALSE;
    }
  g_assert_null (message);
  pl_skat_game.apply (state, &move);
  return TRUE;
}

/* Forehand plays Clubs Hand: with 2 (CJ SJ, not HJ), game 3, Hand 4. */
static void
deal_clubs_hand (PlSkatState *state)
{
  skat_test_deal (state, NULL, FORE, MIDDLE, REAR, SKAT);
  skat_test_play (state, "pass, pass, bid 18, hand, announce clubs hand");
}

/* ISS "Show Cards": the declarer's hand is laid open and the play goes on;
 * "Give Up" by both opponents hands the rest to the declarer. */
static void
test_claim_accepted (void)
{
  PlSkatState state;
  PlSkatOutcome o;
  PlMove moves[PL_MAX_MOVES];
  guint n;

  deal_clubs_hand (&state);
  g_assert_false (say (&state, 1, "claim", "Only the declarer can claim the rest"));
  skat_test_play (&state, "play CJ");
  /* Out of turn: middlehand is to play. */
  g_assert_cmpint (pl_skat_game.to_move (&state), ==, 1);
  g_assert_cmpuint (pl_skat_game.visible_hand (&state, 1, 0), ==, 0);
  g_assert_true (say (&state, 0, "claim", NULL));
  g_assert_cmpuint (pl_skat_game.visible_hand (&state, 1, 0), ==, pl_skat_get_hand (&state, 0));
  g_assert_cmpuint (pl_skat_game.visible_hand (&state, 2, 0), ==, pl_skat_get_hand (&state, 0));
  g_assert_false (say (&state, 0, "claim", "You have claimed already: your cards are open"));
  g_assert_cmpint (pl_skat_game.to_move (&state), ==, 1);

  /* Claims and concessions are offered apart, never searched. */
  n = pl_skat_game.legal_moves (&state, moves);
  for (guint i = 0; i < n; i++)
    g_assert_cmpuint (moves[i].kind, ==, PL_MOVE_PLAY);

  /* One opponent's concession waits for his partner's; he plays on. */
  g_assert_true (say (&state, 1, "concede", NULL));
  g_assert_false (pl_skat_game.is_terminal (&state));
  g_assert_false (say (&state, 1, "concede",
                       "You have conceded already: your partner must concede too"));
  skat_test_play (&state, "play C7");
  g_assert_true (say (&state, 2, "concede", NULL));
  g_assert_true (pl_skat_game.is_terminal (&state));

  /* All ten tricks and 120 card points: Schneider and Schwarz made,
   * with 2, game 3, Hand 4, Schneider 5, Schwarz 6: 6 × 12 = 72. */
  pl_skat_get_outcome (&state, &o);
  g_assert_cmpint (o.end, ==, PL_SKAT_END_DEFENDERS_CONCEDED);
  g_assert_true (o.won);
  g_assert_cmpuint (o.declarer_points, ==, 120);
  g_assert_cmpuint (o.declarer_tricks, ==, 10);
  g_assert_true (o.schneider);
  g_assert_true (o.schwarz);
  g_assert_cmpint (o.value, ==, 72);
  g_assert_false (say (&state, 0, "concede", "The deal is over"));
}

/* The declarer who gives up during the first trick is not Schneider or
 * Schwarz (the server's rule): Clubs Hand lost, 4 × 12 = 48, doubled. */
static void
test_declarer_concedes_first_trick (void)
{
  PlSkatState state;
  PlSkatOutcome o;
  PlResult result = { 0, };

  deal_clubs_hand (&state);
  skat_test_play (&state, "play CA");
  g_assert_true (say (&state, 0, "concede", NULL));
  g_assert_true (pl_skat_game.is_terminal (&state));
  pl_skat_get_outcome (&state, &o);
  g_assert_cmpint (o.end, ==, PL_SKAT_END_DECLARER_CONCEDED);
  g_assert_false (o.won);
  g_assert_cmpuint (o.declarer_points, ==, 0);
  g_assert_cmpuint (o.declarer_tricks, ==, 0);
  g_assert_false (o.schneider);
  g_assert_false (o.schwarz);
  g_assert_cmpint (o.value, ==, -96);
  /* The rest is counted for the opponents. */
  g_assert_cmpuint (o.points[1] + o.points[2], ==, 120);

  pl_skat_game.result (&state, &result);
  g_assert_nonnull (strstr (result.reasons, "The declarer conceded"));
  pl_result_clear (&result);
}

/* Later, with 5 card points in one trick, he is Schneider: with 2, game 3,
 * Hand 4, Schneider 5: 60, lost doubled -120.  A declarer who already
 * has 61 wins even when he concedes the rest. */
static void
test_declarer_concedes_later (void)
{
  PlSkatState state;
  PlSkatOutcome o;

  deal_clubs_hand (&state);
  skat_test_play (&state, "play CJ, play C7, play CQ");
  g_assert_true (say (&state, 0, "concede", NULL));
  pl_skat_get_outcome (&state, &o);
  g_assert_cmpuint (o.declarer_points, ==, 5);
  g_assert_cmpuint (o.declarer_tricks, ==, 1);
  g_assert_true (o.schneider);
  g_assert_false (o.schwarz);
  g_assert_cmpint (o.value, ==, -120);

  /* CA + C8 + (no club: a spade), then HA, SA, ST, CT…: forehand plays
   * his aces and tens until he has 61, then gives up the rest. */
  deal_clubs_hand (&state);
  skat_test_play (&state, "play CJ, play C7, play CQ, "   /* 5 */
                  "play CA, play C8, play HQ, "           /* 14 + 3 */
                  "play SA, play S9, play S8, "           /* 11 */
                  "play HA, play HT, play H9, "           /* 21 */
                  "play DA, play DT, play DK");           /* 25 */
  g_assert_true (say (&state, 0, "concede", NULL));
  pl_skat_get_outcome (&state, &o);
  g_assert_cmpuint (o.declarer_points, ==, 5 + 14 + 11 + 21 + 25);
  g_assert_true (o.won);
  g_assert_false (o.schneider);
  g_assert_cmpint (o.value, ==, 48);
}

/* ISS: in Null the declarer who gives up loses; opponents who give up
 * let him win (Null Hand, 35). */
static void
test_null (void)
{
  PlSkatState state;
  PlSkatOutcome o;

  skat_test_deal (&state, NULL, FORE, MIDDLE, REAR, SKAT);
  skat_test_play (&state, "pass, pass, bid 18, hand, announce null hand");
  g_assert_true (say (&state, 1, "concede", NULL));
  g_assert_true (say (&state, 2, "concede", NULL));
  pl_skat_get_outcome (&state, &o);
  g_assert_true (o.won);
  g_assert_cmpuint (o.declarer_tricks, ==, 0);
  g_assert_cmpint (o.value, ==, 35);

  skat_test_deal (&state, NULL, FORE, MIDDLE, REAR, SKAT);
  skat_test_play (&state, "pass, pass, bid 18, hand, announce null hand");
  g_assert_true (say (&state, 0, "concede", NULL));
  pl_skat_get_outcome (&state, &o);
  g_assert_false (o.won);
  g_assert_cmpint (o.value, ==, -70);
}

/* Leaving before a game is announced abandons the deal: nothing scored,
 * a penalty for the seat (ISS "d:-1 penalty … p2:1"). */
static void
test_abandoned (void)
{
  PlSkatState state;
  PlSkatOutcome o;
  PlResult result = { 0, };

  skat_test_deal (&state, NULL, FORE, MIDDLE, REAR, SKAT);
  g_assert_false (say (&state, 0, "concede",
                       "A game can be conceded only once it is announced"));
  skat_test_play (&state, "bid 18");
  g_assert_true (say (&state, 2, "leave", NULL));
  g_assert_true (pl_skat_game.is_terminal (&state));
  pl_skat_get_outcome (&state, &o);
  g_assert_cmpint (o.end, ==, PL_SKAT_END_ABANDONED);
  g_assert_cmpint (o.declarer, ==, -1);
  g_assert_cmpint (o.value, ==, 0);
  g_assert_cmpuint (o.penalty[2], ==, 1);
  g_assert_cmpuint (o.penalty[0] + o.penalty[1], ==, 0);
  pl_skat_game.result (&state, &result);
  g_assert_true (result.passed);
  g_assert_cmpint (result.score[0] + result.score[1] + result.score[2], ==, 0);
  g_assert_nonnull (strstr (result.reasons, "Rearhand left the table"));
  pl_result_clear (&result);

  /* An opponent who times out during the game hands the declarer the
   * rest; the declarer who does concedes it. */
  deal_clubs_hand (&state);
  skat_test_play (&state, "play CJ, play C7");
  g_assert_true (say (&state, 1, "timeout", NULL));
  pl_skat_get_outcome (&state, &o);
  g_assert_cmpint (o.end, ==, PL_SKAT_END_DEFENDERS_CONCEDED);
  g_assert_cmpint (o.abandoned_by, ==, 1);
  g_assert_cmpint (o.abandon_reason, ==, PL_SKAT_CONCEDE_TIMEOUT);
  g_assert_cmpint (o.value, ==, 72);

  deal_clubs_hand (&state);
  skat_test_play (&state, "play CJ, play C7, play CQ");
  g_assert_true (say (&state, 0, "leave", NULL));
  pl_skat_get_outcome (&state, &o);
  g_assert_cmpint (o.end, ==, PL_SKAT_END_DECLARER_CONCEDED);
  g_assert_cmpint (o.value, ==, -120);
}

/* The notation of the moves, and where a concession cannot be said. */
static void
test_text (void)
{
  static const char *const words[] = { "claim", "concede", "leave", "timeout" };
  PlSkatState state;

  deal_clubs_hand (&state);
  for (guint i = 0; i < G_N_ELEMENTS (words); i++)
    {
      g_autoptr(GString) out = g_string_new (NULL);
      PlMove move;

      g_assert_true (pl_skat_game.move_from_string (&state, 0, words[i], &move, NULL));
      g_assert_cmpuint (move.kind, ==, i == 0 ? PL_MOVE_CLAIM : PL_MOVE_CONCEDE);
      pl_skat_game.move_to_string (&state, &move, out);
      g_assert_cmpstr (out->str, ==, words[i]);
    }

  /* The dealer who sits out at four cannot concede a deal he is not in. */
  {
    PlSkatOptions options;
    PlCard pack[32];
    guint n = pl_skat_game.pack (NULL, pack);

    pl_game_options_init (&pl_skat_game, &options);
    options.players = 4;
    g_assert_true (pl_skat_game.deal (&state, &options, 3, pack, n, NULL));
    g_assert_false (say (&state, 3, "leave", "Only a player of this deal can abandon it"));
  }
}

/* Claims and concessions are moves of the record: written, read back
 * and replayed to the same result (docs/records.md). */
static void
test_record (void)
{
  static const char *const endings[] = {
    "0:claim,1:concede,1:play C7,2:concede",
    "0:concede",
    "2:leave",
    "1:timeout",
  };

  for (guint i = 0; i < G_N_ELEMENTS (endings); i++)
    {
      g_autoptr(PlRecord) record = pl_record_new ();
      g_autoptr(PlRecord) again = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *text = NULL;
      g_autofree PlSkatState *replayed = NULL;
      g_auto(GStrv) steps = g_strsplit (endings[i], ",", -1);
      PlDealRecord *deal;
      PlSkatState state;
      PlCard pack[32];
      guint n = 0;
      PlSkatOutcome a, b;

      skat_test_add_cards (pack, &n, FORE " " MIDDLE " " REAR " " SKAT);
      deal = pl_deal_record_new_from_pack (&pl_skat_game, NULL, 2, pack, n, &error);
      g_assert_no_error (error);
      g_ptr_array_add (record->deals, deal);
      g_assert_true (pl_skat_game.deal (&state, deal->options, 2, pack, n, NULL));
      {
        static const char *const start[] = {
          "1:pass", "2:pass", "0:bid 18", "0:hand", "0:announce clubs hand", "0:play CJ",
        };
        g_auto(GStrv) all = NULL;
        GPtrArray *list = g_ptr_array_new ();

        for (guint k = 0; k < G_N_ELEMENTS (start); k++)
          g_ptr_array_add (list, (gpointer) start[k]);
        for (guint k = 0; steps[k] != NULL; k++)
          g_ptr_array_add (list, steps[k]);
        for (guint k = 0; k < list->len; k++)
          {
            const char *step = list->pdata[k];
            PlMove move;

            g_assert_true (pl_skat_game.move_from_string (&state, step[0] - '0', step + 2,
                                                          &move, &error));
            g_assert_true (pl_deal_record_append (deal, &state, &move, &error));
            g_assert_no_error (error);
          }
        g_ptr_array_unref (list);
      }
      g_assert_true (pl_skat_game.is_terminal (&state));

      text = pl_record_to_string (record);
      again = pl_record_parse (text, strlen (text), "claims", &error);
      g_assert_no_error (error);
      replayed = pl_deal_record_replay (again->deals->pdata[0], G_MAXUINT, &error);
      g_assert_no_error (error);
      pl_skat_get_outcome (&state, &a);
      pl_skat_get_outcome (replayed, &b);
      g_assert_cmpint (a.end, ==, b.end);
      g_assert_cmpint (a.value, ==, b.value);
      g_assert_cmpint (a.abandoned_by, ==, b.abandoned_by);
      g_assert_cmpint (a.value, !=, 0);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/skat-claim/claim-accepted", test_claim_accepted);
  g_test_add_func ("/skat-claim/declarer-concedes-first-trick", test_declarer_concedes_first_trick);
  g_test_add_func ("/skat-claim/declarer-concedes-later", test_declarer_concedes_later);
  g_test_add_func ("/skat-claim/null", test_null);
  g_test_add_func ("/skat-claim/abandoned", test_abandoned);
  g_test_add_func ("/skat-claim/text", test_text);
  g_test_add_func ("/skat-claim/record", test_record);

  return g_test_run ();
}
