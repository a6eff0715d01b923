/* test-iss.c — reading and writing International Skat Server game lines
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "pl-iss.h"
#include "pl-skat.h"

#define DEAL "w CJ.SJ.CA.CT.CK.C9.SA.ST.HA.DA.HJ.DJ.C8.C7.SK.SQ.S9.HT.HK.DT." \
             "CQ.S8.S7.HQ.H9.H8.H7.DK.DQ.D9.D8.D7"
#define HEAD "(;GM[Skat]PC[Parlour]P0[a]P1[b]P2[c]R0[]R1[]R2[]MV["

static GPtrArray *
load_games (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "skat",
                                                 "iss-games.txt", NULL);
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  g_autoptr(GError) error = NULL;
  GPtrArray *games = g_ptr_array_new_with_free_func (g_free);

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  g_assert_no_error (error);
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], "(;"))
      g_ptr_array_add (games, g_strdup (lines[i]));
  return games;
}

/* The number after @key (" p:") in the server's R[…], or @otherwise. */
static gint
result_field (const char *r,
              const char *key,
              gint        otherwise)
{
  const char *at = strstr (r, key);

  return at != NULL ? atoi (at + strlen (key)) : otherwise;
}

/* The server's own result, field by field, against the rules: declarer,
 * won or lost (or a penalty), value, the declarer's card points and
 * tricks, Schneider, Schwarz and each position's penalty.  The result is
 * compared whether the writer keeps the server's text or not. */
static void
check_server_result (const char        *line,
                     const PlSkatState *state)
{
  const char *r = strstr (line, "]R[");
  PlSkatOutcome o;
  gint declarer;

  g_assert_nonnull (r);
  r += 2;
  pl_skat_get_outcome (state, &o);
  declarer = o.declarer >= 0 ? pl_skat_get_seat_position (state, o.declarer) : -1;
  g_test_message ("%s", r);
  g_assert_cmpint (result_field (r, "d:", -2), ==, declarer);
  if (strstr (r, " penalty ") != NULL)
    g_assert_cmpint (o.end, ==, PL_SKAT_END_ABANDONED);
  else
    {
      g_assert_cmpint (strstr (r, " win ") != NULL, ==, o.won);
      g_assert_cmpint (strstr (r, " loss ") != NULL, ==, !o.won);
      g_assert_cmpint (result_field (r, " p:", -1), ==, (gint) o.declarer_points);
      g_assert_cmpint (result_field (r, " t:", -1), ==, (gint) o.declarer_tricks);
      g_assert_cmpint (result_field (r, " s:", -1), ==, o.schneider);
      g_assert_cmpint (result_field (r, " z:", -1), ==, o.schwarz);
      g_assert_cmpint (result_field (r, " m:", 99), ==, o.matadors);
    }
  g_assert_cmpint (result_field (r, " v:", -1), ==, o.value);
  for (guint p = 0; p < 3; p++)
    {
      char key[] = { ' ', 'p', (char) ('0' + p), ':', '\0' };

      g_assert_cmpint (result_field (r, key, -1), ==,
                       (gint) o.penalty[pl_skat_get_position_seat (state, p)]);
    }
}

/* Every line: legal under the rules, R[] v: is the engine's value, and it
 * writes back byte for byte, also through a Parlour record. */
static void
test_round_trip (void)
{
  g_autoptr(GPtrArray) games = load_games ();

  g_assert_cmpuint (games->len, >=, 12);
  for (guint i = 0; i < games->len; i++)
    {
      const char *line = games->pdata[i];
      g_autoptr(PlDealRecord) deal = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *written = NULL;
      g_autofree PlSkatState *state = NULL;
      const char *v;

      deal = pl_iss_parse_line (line, &error);
      g_assert_no_error (error);
      written = pl_iss_write_line (deal, &error);
      g_assert_no_error (error);
      g_assert_cmpstr (written, ==, line);

      state = pl_deal_record_replay (deal, G_MAXUINT, &error);
      g_assert_no_error (error);
      v = strstr (line, " v:");
      if (strstr (line, "R[passed]") != NULL)
        {
          PlResult result = { 0, };

          g_assert_true (pl_skat_game.is_terminal (state));
          pl_skat_game.result (state, &result);
          g_assert_true (result.passed);
          pl_result_clear (&result);
        }
      else if (g_hash_table_contains (deal->tags, "X-ISS-Rest"))
        g_assert_false (pl_skat_game.is_terminal (state));
      else
        {
          PlResult result = { 0, };

          g_assert_nonnull (v);
          g_assert_true (pl_skat_game.is_terminal (state));
          pl_skat_game.result (state, &result);
          g_assert_cmpint (result.value, ==, atoi (v + 3));
          pl_result_clear (&result);
          check_server_result (line, state);
        }

      /* Through the Parlour record format and back. */
      {
        g_autoptr(PlRecord) record = pl_record_new ();
        g_autoptr(PlRecord) again = NULL;
        g_autofree char *text = NULL;
        g_autofree char *rewritten = NULL;

        g_ptr_array_add (record->deals, pl_deal_record_copy (deal));
        text = pl_record_to_string (record);
        again = pl_record_parse (text, strlen (text), "iss", &error);
        g_assert_no_error (error);
        rewritten = pl_iss_write_line (g_ptr_array_index (again->deals, 0), &error);
        g_assert_no_error (error);
        g_assert_cmpstr (rewritten, ==, line);
      }
    }
}

/* Each declaration form reads as the announcement it stands for. */
static void
test_declarations (void)
{
  static const struct {
    const char *moves;
    PlSkatContract contract;
    guint flags;
    gboolean picked_up;
  } cases[] = {
#define H PL_SKAT_FLAG_HAND
#define S PL_SKAT_FLAG_SCHNEIDER
#define Z PL_SKAT_FLAG_SCHWARZ
#define O PL_SKAT_FLAG_OUVERT
    { "0 s w D8.D7 0 C.D7.D8", PL_SKAT_CLUBS, 0, TRUE },
    { "0 s w D8.D7 0 G.D8.D7", PL_SKAT_GRAND, 0, TRUE },
    { "0 s w D8.D7 0 N.D7.D8", PL_SKAT_NULL, 0, TRUE },
    { "0 s w D8.D7 0 NO.D7.D8", PL_SKAT_NULL, O, TRUE },
    /* Older lines put the cards away in a move of their own. */
    { "0 s w D8.D7 0 C 0 D7.D8", PL_SKAT_CLUBS, 0, TRUE },
    { "0 H", PL_SKAT_HEARTS, H, FALSE },        /* no "s": a Hand game */
    { "0 DH", PL_SKAT_DIAMONDS, H, FALSE },
    { "0 NH", PL_SKAT_NULL, H, FALSE },
    { "0 NHO", PL_SKAT_NULL, H | O, FALSE },
    { "0 NOH", PL_SKAT_NULL, H | O, FALSE },
    { "0 CHS", PL_SKAT_CLUBS, H | S, FALSE },
    { "0 CHZ", PL_SKAT_CLUBS, H | S | Z, FALSE },   /* Schwarz implies Schneider */
    { "0 SHSZ", PL_SKAT_SPADES, H | S | Z, FALSE },
    { "0 GO", PL_SKAT_GRAND, H | S | Z | O, FALSE }, /* Ouvert implies all */
    /* The server may show the Ouvert hand after the declaration. */
    { "0 GO.CJ.SJ.CA.CT.CK.C9.SA.ST.HA.DA", PL_SKAT_GRAND, H | S | Z | O, FALSE },
#undef H
#undef S
#undef Z
#undef O
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *line = g_strdup_printf (HEAD DEAL " 1 p 2 p 0 18 %s 0 DA ]R[] ;)",
                                               cases[i].moves);
      g_autoptr(PlDealRecord) deal = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree PlSkatState *state = NULL;

      deal = pl_iss_parse_line (line, &error);
      g_assert_no_error (error);
      state = pl_deal_record_replay (deal, G_MAXUINT, &error);
      g_assert_no_error (error);
      g_assert_cmpint (pl_skat_get_declarer (state), ==, 0);
      g_assert_cmpuint (pl_skat_get_contract (state), ==, cases[i].contract);
      g_assert_cmpuint (pl_skat_get_flags (state), ==, cases[i].flags);
      g_assert_cmpint (state->picked_up, ==, cases[i].picked_up);
      g_assert_cmpuint (pl_skat_get_n_tricks (state), ==, 0);
      g_assert_cmpstr (deal->seat_names[0], ==, "a");
      g_assert_cmpstr (g_hash_table_lookup (deal->tags, "Site"), ==, "Parlour");
    }
}

/* Untrusted input: each bad line gives an error, never a crash. */
static void
test_errors (void)
{
  static const struct {
    const char *line;
    gint code;
  } cases[] = {
    { "", PL_RECORD_ERROR_SYNTAX },
    { "GM[Skat]", PL_RECORD_ERROR_SYNTAX },
    { "(;GM[Skat]", PL_RECORD_ERROR_TRUNCATED },
    { "(;GM[Skat]MV[w", PL_RECORD_ERROR_TRUNCATED },
    { "(;GM[Chess]MV[" DEAL "] ;)", PL_RECORD_ERROR_SYNTAX },
    { "(;GM[Skat]PC[x] ;)", PL_RECORD_ERROR_TRUNCATED },
    { "(;GM[Skat]GM[Skat]MV[" DEAL "] ;)", PL_RECORD_ERROR_SYNTAX },
    { "(;GM[Skat]MV[" DEAL "] ;) trailing", PL_RECORD_ERROR_SYNTAX },
    { "(;GM[Skat]mv[" DEAL "] ;)", PL_RECORD_ERROR_SYNTAX },
    { "(;GM[Skat]MV[x " DEAL "] ;)", PL_RECORD_ERROR_SYNTAX },
    { "(;GM[Skat]MV[w CJ.SJ] ;)", PL_RECORD_ERROR_BAD_DEAL },
    { "(;GM[Skat]MV[w CJ.CJ.CA.CT.CK.C9.SA.ST.HA.DA.HJ.DJ.C8.C7.SK.SQ.S9.HT.HK.DT."
      "CQ.S8.S7.HQ.H9.H8.H7.DK.DQ.D9.D8.D7] ;)", PL_RECORD_ERROR_BAD_DEAL },
    { "(;GM[Skat]MV[w C2.SJ.CA.CT.CK.C9.SA.ST.HA.DA.HJ.DJ.C8.C7.SK.SQ.S9.HT.HK.DT."
      "CQ.S8.S7.HQ.H9.H8.H7.DK.DQ.D9.D8.D7] ;)", PL_RECORD_ERROR_BAD_DEAL },
    { "(;GM[Skat]MV[" DEAL " 1 19] ;)", PL_RECORD_ERROR_ILLEGAL_MOVE },
    { "(;GM[Skat]MV[" DEAL " 0 18] ;)", PL_RECORD_ERROR_ILLEGAL_MOVE },
    { "(;GM[Skat]MV[" DEAL " 1 x] ;)", PL_RECORD_ERROR_SYNTAX },
    { "(;GM[Skat]MV[" DEAL " 7 p] ;)", PL_RECORD_ERROR_SYNTAX },
    { "(;GM[Skat]MV[" DEAL " 1] ;)", PL_RECORD_ERROR_TRUNCATED },
    { "(;GM[Skat]MV[" DEAL " 1 p 2 p 0 18 0 X] ;)", PL_RECORD_ERROR_SYNTAX },
    { "(;GM[Skat]MV[" DEAL " 1 p 2 p 0 18 0 CQ] ;)", PL_RECORD_ERROR_SYNTAX },
    { "(;GM[Skat]MV[" DEAL " 1 p 2 p 0 18 0 s w D8.D7 0 C] ;)", PL_RECORD_ERROR_SYNTAX },
    { "(;GM[Skat]MV[" DEAL " 1 p 2 p 0 18 0 s w D8.D7 0 C.D7.D7] ;)", PL_RECORD_ERROR_SYNTAX },
    { "(;GM[Skat]MV[" DEAL " 1 p 2 p 0 18 0 s w D8.D7 0 C.HJ.D7] ;)", PL_RECORD_ERROR_ILLEGAL_MOVE },
    { "(;GM[Skat]MV[" DEAL " 1 p 2 p 0 18 0 s w SA.D7] ;)", PL_RECORD_ERROR_SYNTAX },
    { "(;GM[Skat]MV[" DEAL " 1 p 2 p 0 18 0 GH 0 DA 1 HT] ;)", PL_RECORD_ERROR_ILLEGAL_MOVE },
    { "(;GM[Skat]MV[" DEAL " 1 p 2 p 0 18 0 GH 0 ZZ] ;)", PL_RECORD_ERROR_SYNTAX },
    { "(;GM[Skat]MV[" DEAL " 1 p 2 p 0 18 0 s w D8.D7 0 CH.D7.D8] ;)", PL_RECORD_ERROR_ILLEGAL_MOVE },
    { "(;GM[Skat]MV[" DEAL " 1 p 2 p 0 18 0 s w D8.D7 0 CS.D7.D8] ;)", PL_RECORD_ERROR_ILLEGAL_MOVE },
    { "(;GM[Skat]P0[a\x01]MV[" DEAL "] ;)", PL_RECORD_ERROR_SYNTAX },
    /* A hidden card followed by more cards, which cannot tell it. */
    { "(;GM[Skat]MV[" DEAL " 1 p 2 p 0 18 0 GH 0 ?? 1 DT] ;)", PL_RECORD_ERROR_SYNTAX },
    /* Only the declarer shows his cards; nobody gives up the bidding. */
    { "(;GM[Skat]MV[" DEAL " 1 p 2 p 0 18 0 GH 1 SC] ;)", PL_RECORD_ERROR_ILLEGAL_MOVE },
    { "(;GM[Skat]MV[" DEAL " 1 RE] ;)", PL_RECORD_ERROR_ILLEGAL_MOVE },
    { "(;GM[Skat]MV[" DEAL " 1 p w LE.7] ;)", PL_RECORD_ERROR_SYNTAX },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(PlDealRecord) deal = pl_iss_parse_line (cases[i].line, &error);

      if (deal != NULL || !g_error_matches (error, PL_RECORD_ERROR, cases[i].code))
        g_error ("“%s”: expected error %d, got %s", cases[i].line, cases[i].code,
                 error ? error->message : "a record");
    }
  {
    GString *huge = g_string_new ("(;GM[Skat]MV[");
    g_autoptr(GError) error = NULL;
    g_autoptr(PlDealRecord) deal = NULL;

    while (huge->len < 70000)
      g_string_append (huge, "0 p ");
    deal = pl_iss_parse_line (huge->str, &error);
    g_assert_null (deal);
    g_assert_error (error, PL_RECORD_ERROR, PL_RECORD_ERROR_TOO_LARGE);
    g_string_free (huge, TRUE);
  }
}

/* What the server does not play cannot be written. */
static void
test_write_refuses (void)
{
  PlSkatOptions options;
  g_autoptr(PlDealRecord) deal = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *line = NULL;

  pl_game_options_init (&pl_skat_game, &options);
  options.kontra = TRUE;
  deal = pl_deal_record_new_from_seed (&pl_skat_game, &options, 0, 7);
  line = pl_iss_write_line (deal, &error);
  g_assert_null (line);
  g_assert_error (error, PL_RECORD_ERROR, PL_RECORD_ERROR_BAD_DEAL);
  g_clear_error (&error);
  g_clear_pointer (&deal, pl_deal_record_free);

  /* A deal not yet finished has no result to write. */
  pl_game_options_init (&pl_skat_game, &options);
  deal = pl_deal_record_new_from_seed (&pl_skat_game, &options, 1, 7);
  line = pl_iss_write_line (deal, &error);
  g_assert_null (line);
  g_assert_error (error, PL_RECORD_ERROR, PL_RECORD_ERROR_TRUNCATED);
}

/* Any dealer: P0 is always forehand. */
static void
test_dealer (void)
{
  PlSkatOptions options;
  g_autoptr(PlDealRecord) deal = NULL;
  g_autoptr(PlDealRecord) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *line = NULL;
  g_autofree char *line2 = NULL;
  PlSkatState state;
  PlMove pass;

  pl_game_options_init (&pl_skat_game, &options);
  deal = pl_deal_record_new_from_seed (&pl_skat_game, &options, 0, 99);
  deal->seat_names[1] = g_strdup ("forehand");
  deal->seat_names[2] = g_strdup ("tricky]name");
  g_assert_true (pl_skat_game.deal (&state, deal->options, 0, deal->pack, 32, NULL));
  for (guint i = 0; i < 3; i++)
    {
      pass = pl_move_new (PL_MOVE_PASS, pl_skat_game.to_move (&state));
      g_assert_true (pl_deal_record_append (deal, &state, &pass, NULL));
    }
  line = pl_iss_write_line (deal, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (line, "P0[forehand]"));
  g_assert_nonnull (strstr (line, "P1[tricky_name]"));
  g_assert_nonnull (strstr (line, " 1 p 2 p 0 p ]R[passed]"));
  again = pl_iss_parse_line (line, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (again->dealer, ==, 2);
  line2 = pl_iss_write_line (again, &error);
  g_assert_cmpstr (line, ==, line2);
}

/* "??" where the card can be told: the one card the player may play
 * that he does not play later. */
static void
test_hidden (void)
{
  /* Forehand leads DA in a Grand Hand; middlehand must follow with his one
   * diamond, DT, which the line hides. */
  const char *line = HEAD DEAL " 1 p 2 p 0 18 0 GH 0 DA 1 ?? 2 DK ]R[] ;)";
  g_autoptr(PlDealRecord) deal = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree PlSkatState *state = NULL;
  PlCard cards[3];
  guint leader, winner;

  deal = pl_iss_parse_line (line, &error);
  g_assert_no_error (error);
  state = pl_deal_record_replay (deal, G_MAXUINT, &error);
  g_assert_no_error (error);
  g_assert_true (pl_skat_get_trick (state, 0, cards, &leader, &winner));
  g_assert_cmpuint (cards[1], ==, PL_CARD (PL_SUIT_DIAMONDS, PL_RANK_10));
  g_assert_cmpuint (winner, ==, 0);

  /* The skat hidden from an onlooker after the pick-up, and a hidden card
   * that does not matter because a player leaves after it: both are read,
   * and the line is written again as it was. */
  {
    const char *hidden = "(;GM[Skat]PC[Parlour]CO[]P0[a]P1[b]P2[c]R0[]R1[]R2[]MV[" DEAL
                         " 1 p 2 p 0 18 0 s w ??.?? 0 G.D7.D8 0 DA 1 ?? w LE.2 ]"
                         "R[d:0 win v:120 m:2 bidok p:120 t:10 s:1 z:1 p0:0 p1:0 p2:0 l:2 to:-1 r:0] ;)";
    g_autoptr(PlDealRecord) again = NULL;
    g_autofree PlSkatState *end = NULL;
    g_autofree char *written = NULL;
    PlSkatOutcome o;

    again = pl_iss_parse_line (hidden, &error);
    g_assert_no_error (error);
    end = pl_deal_record_replay (again, G_MAXUINT, &error);
    g_assert_no_error (error);
    g_assert_true (pl_skat_game.is_terminal (end));
    pl_skat_get_outcome (end, &o);
    /* Grand with 2, game 3, Schneider 4, Schwarz 5: 5 × 24 = 120, the
     * rest to the declarer when an opponent leaves. */
    g_assert_cmpint (o.value, ==, 120);
    g_assert_cmpuint (o.declarer_tricks, ==, 10);
    written = pl_iss_write_line (again, &error);
    g_assert_no_error (error);
    g_assert_cmpstr (written, ==, hidden);
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/iss/round-trip", test_round_trip);
  g_test_add_func ("/iss/declarations", test_declarations);
  g_test_add_func ("/iss/errors", test_errors);
  g_test_add_func ("/iss/write-refuses", test_write_refuses);
  g_test_add_func ("/iss/dealer", test_dealer);
  g_test_add_func ("/iss/hidden", test_hidden);

  return g_test_run ();
}
