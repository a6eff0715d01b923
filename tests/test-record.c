/* test-record.c — the record format, its parser and its writer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-test"

#include <string.h>

#include <glib/gstdio.h>

#include "pl-game-registry.h"
#include "pl-iss.h"
#include "pl-record.h"
#include "pl-rng.h"
#include "pl-skat.h"
#include "test-game-hicard.h"

/*
 * The records are tested first over "hicard" (test-game-hicard.h), a game
 * that exists only for the tests, so that the format is tested apart from
 * any real game's rules; then Skat round-trips.
 */

/* ---- helpers ---------------------------------------------------------- */

static void
assert_deals_equal (const PlDealRecord *a,
                    const PlDealRecord *b)
{
  GHashTableIter iter;
  gpointer key, value;

  g_assert_true (a->game == b->game);
  g_assert_cmpmem (a->options, a->game->options_size, b->options, b->game->options_size);
  g_assert_cmpuint (a->n_seats, ==, b->n_seats);
  g_assert_cmpuint (a->dealer, ==, b->dealer);
  g_assert_cmpint (a->has_seed, ==, b->has_seed);
  if (a->has_seed)
    g_assert_cmpuint (a->seed, ==, b->seed);
  g_assert_cmpmem (a->pack, a->n_cards, b->pack, b->n_cards);
  g_assert_cmpuint (a->moves->len, ==, b->moves->len);
  for (guint i = 0; i < a->moves->len; i++)
    g_assert_true (pl_move_equal (&g_array_index (a->moves, PlMove, i),
                                  &g_array_index (b->moves, PlMove, i)));
  for (guint i = 0; i < PL_MAX_SEATS; i++)
    g_assert_cmpstr (a->seat_names[i], ==, b->seat_names[i]);
  g_assert_cmpuint (g_hash_table_size (a->tags), ==, g_hash_table_size (b->tags));
  g_hash_table_iter_init (&iter, a->tags);
  while (g_hash_table_iter_next (&iter, &key, &value))
    g_assert_cmpstr (g_hash_table_lookup (b->tags, key), ==, value);
}

static void
assert_records_equal (const PlRecord *a,
                      const PlRecord *b)
{
  GHashTableIter iter;
  gpointer key, value;

  g_assert_cmpuint (a->deals->len, ==, b->deals->len);
  for (guint i = 0; i < a->deals->len; i++)
    assert_deals_equal (g_ptr_array_index (a->deals, i), g_ptr_array_index (b->deals, i));
  g_assert_cmpuint (g_hash_table_size (a->tags), ==, g_hash_table_size (b->tags));
  g_hash_table_iter_init (&iter, a->tags);
  while (g_hash_table_iter_next (&iter, &key, &value))
    g_assert_cmpstr (g_hash_table_lookup (b->tags, key), ==, value);
}

/* Plays a deal to its end (or @max_moves) with random legal moves. */
static void
play_randomly (PlDealRecord *deal,
               guint64       seed,
               guint         max_moves)
{
  g_autoptr(GError) error = NULL;
  g_autofree gpointer state = pl_deal_record_replay (deal, G_MAXUINT, &error);
  PlRng rng;

  g_assert_no_error (error);
  pl_rng_init (&rng, seed);
  for (guint k = 0; k < max_moves && !deal->game->is_terminal (state); k++)
    {
      PlMove moves[PL_MAX_MOVES];
      guint n = deal->game->legal_moves (state, moves);

      g_assert_cmpuint (n, >, 0);
      g_assert_true (pl_deal_record_append (deal, state, &moves[pl_rng_below (&rng, n)],
                                            &error));
      g_assert_no_error (error);
    }
}

/* ---- round trips ------------------------------------------------------ */

static const char canonical_hicard[] =
  "Parlour-Record: 1\n"
  "Date: 2024-05-02\n"
  "Event: Test evening — Café “Zum Skat”\n"
  "\n"
  "Game: hicard\n"
  "Option: strict=off\n"
  "Seats: Anna | Bert\n"
  "Dealer: 1\n"
  "Seed: 1234\n"
  "Comment:\n"
  "Round: 1\n"
  "X-Parlour-Level: 3\n"
  "0: play HQ\n"
  "1: play SJ\n"
  "0: play HA\n"
  "End\n"
  "\n"
  "Game: hicard\n"
  "Dealer: 0\n"
  "Deal: SJ SQ SK SA HJ HQ HK HA\n"
  "1: play SJ\n"
  "0: play SQ\n"
  "0: play HQ\n"
  "1: play HJ\n"
  "0: play SA\n"
  "1: play SK\n"
  "0: play HA\n"
  "1: play HK\n"
  "End\n";

static void
test_record_canonical_roundtrip (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PlRecord) record = NULL;
  g_autoptr(PlRecord) again = NULL;
  g_autofree char *text = NULL;
  const PlDealRecord *deal;
  g_autofree gpointer state = NULL;
  PlResult result = { 0, };

  record = pl_record_parse (canonical_hicard, strlen (canonical_hicard), "t.rec", &error);
  g_assert_no_error (error);
  g_assert_nonnull (record);
  g_assert_cmpuint (record->deals->len, ==, 2);
  g_assert_cmpstr (g_hash_table_lookup (record->tags, "Event"), ==,
                   "Test evening — Café “Zum Skat”");

  deal = g_ptr_array_index (record->deals, 0);
  g_assert_true (deal->game == &hi_game);
  g_assert_false (((HiOptions *) deal->options)->strict);
  g_assert_cmpuint (deal->dealer, ==, 1);
  g_assert_true (deal->has_seed);
  g_assert_cmpuint (deal->seed, ==, 1234);
  g_assert_cmpstr (deal->seat_names[0], ==, "Anna");
  g_assert_cmpstr (deal->seat_names[1], ==, "Bert");
  g_assert_cmpstr (g_hash_table_lookup (deal->tags, "Comment"), ==, "");
  g_assert_cmpuint (deal->moves->len, ==, 3);
  g_assert_cmpuint (g_array_index (deal->move_lines, guint, 0), ==, 13);
  g_assert_cmpuint (g_array_index (deal->move_lines, guint, 2), ==, 15);

  /* The second deal is complete, and seat 0, dealt SQ SA HQ HA against
   * SJ SK HJ HK, takes every trick. */
  deal = g_ptr_array_index (record->deals, 1);
  g_assert_false (deal->has_seed);
  state = pl_deal_record_replay (deal, G_MAXUINT, &error);
  g_assert_no_error (error);
  g_assert_true (hi_game.is_terminal (state));
  hi_game.result (state, &result);
  g_assert_cmpint (result.score[0], ==, 4);   /* seat 0 held the higher cards */
  g_assert_cmpint (result.score[1], ==, 0);
  pl_result_clear (&result);
  g_assert_null (result.reasons);

  text = pl_record_to_string (record);
  g_assert_cmpstr (text, ==, canonical_hicard);

  again = pl_record_parse (text, strlen (text), "again.rec", &error);
  g_assert_no_error (error);
  assert_records_equal (record, again);
}

/* Comments, blank lines, CRLF, a BOM, tag order and blanks do not matter. */
static void
test_record_lenient_layout (void)
{
  static const char text[] =
    "\xef\xbb\xbf# A comment before the header\r\n"
    "\r\n"
    "Parlour-Record:   1  \r\n"
    "   # indented comment\r\n"
    "Game: hicard\r\n"
    "Seed: 1234\r\n"
    "Dealer:1\r\n"
    "\tRound: 1\r\n"
    "Option: strict=off\r\n"
    "Seats:Anna|Bert\r\n"
    "0:play HQ\r\n"
    "End";
  g_autoptr(GError) error = NULL;
  g_autoptr(PlRecord) record = pl_record_parse (text, strlen (text), "t.rec", &error);
  g_autofree char *out = NULL;
  const PlDealRecord *deal;

  g_assert_no_error (error);
  deal = g_ptr_array_index (record->deals, 0);
  g_assert_cmpstr (deal->seat_names[1], ==, "Bert");
  out = pl_record_to_string (record);
  g_assert_cmpstr (out, ==,
                   "Parlour-Record: 1\n\nGame: hicard\nOption: strict=off\n"
                   "Seats: Anna | Bert\nDealer: 1\nSeed: 1234\nRound: 1\n"
                   "0: play HQ\nEnd\n");
}

static void
test_record_random_roundtrip (void)
{
  for (guint64 seed = 0; seed < 200; seed++)
    {
      g_autoptr(PlRecord) record = pl_record_new ();
      g_autoptr(PlRecord) parsed = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *text = NULL, *text2 = NULL;
      HiOptions options = { .strict = seed % 3 != 0 };
      PlDealRecord *deal;

      deal = pl_deal_record_new_from_seed (&hi_game, &options, seed % 2, seed * 7919);
      if (seed % 5 == 0)
        deal->seat_names[seed % 2] = g_strdup ("Zoë");
      if (seed % 7 == 0)
        g_hash_table_insert (deal->tags, g_strdup ("Table"), g_strdup ("7"));
      /* Some deals stop early: a saved game in the middle of a deal. */
      play_randomly (deal, seed, seed % 4 == 0 ? (guint) seed % 8 : G_MAXUINT);
      g_ptr_array_add (record->deals, deal);
      if (seed % 2 == 0)
        {
          PlDealRecord *copy = pl_deal_record_copy (deal);
          g_ptr_array_add (record->deals, copy);
          assert_deals_equal (deal, copy);
        }

      text = pl_record_to_string (record);
      parsed = pl_record_parse (text, strlen (text), "r.rec", &error);
      g_assert_no_error (error);
      assert_records_equal (record, parsed);
      text2 = pl_record_to_string (parsed);
      g_assert_cmpstr (text, ==, text2);
    }
}

static void
test_record_from_pack (void)
{
  PlCard good[8] = { PL_CARD (2, PL_RANK_ACE), PL_CARD (1, PL_RANK_JACK),
                     PL_CARD (1, PL_RANK_QUEEN), PL_CARD (1, PL_RANK_KING),
                     PL_CARD (1, PL_RANK_ACE), PL_CARD (2, PL_RANK_JACK),
                     PL_CARD (2, PL_RANK_QUEEN), PL_CARD (2, PL_RANK_KING) };
  PlCard bad[8];
  g_autoptr(GError) error = NULL;
  g_autoptr(PlDealRecord) deal = NULL;

  deal = pl_deal_record_new_from_pack (&hi_game, NULL, 0, good, 8, &error);
  g_assert_no_error (error);
  g_assert_false (deal->has_seed);
  g_assert_cmpuint (deal->n_cards, ==, 8);
  g_assert_true (((HiOptions *) deal->options)->strict);   /* the default */

  memcpy (bad, good, sizeof bad);
  bad[3] = bad[4];
  g_assert_null (pl_deal_record_new_from_pack (&hi_game, NULL, 0, bad, 8, &error));
  g_assert_error (error, PL_RULES_ERROR, PL_RULES_ERROR_DEAL);
  g_assert_nonnull (strstr (error->message, "SA"));
  g_clear_error (&error);

  g_assert_null (pl_deal_record_new_from_pack (&hi_game, NULL, 0, good, 7, &error));
  g_assert_error (error, PL_RULES_ERROR, PL_RULES_ERROR_DEAL);
  g_clear_error (&error);

  g_assert_null (pl_deal_record_new_from_pack (&hi_game, NULL, 2, good, 8, &error));
  g_assert_error (error, PL_RULES_ERROR, PL_RULES_ERROR_DEAL);
}

static void
test_record_append_illegal (void)
{
  g_autoptr(PlDealRecord) deal = pl_deal_record_new_from_seed (&hi_game, NULL, 0, 5);
  g_autoptr(GError) error = NULL;
  g_autofree gpointer state = pl_deal_record_replay (deal, G_MAXUINT, &error);
  HiState *s = state;
  PlMove move = pl_move_new (PL_MOVE_PLAY, 0);   /* seat 1 leads */

  g_assert_no_error (error);
  move.card = pl_cardset_first (s->hands[0]);
  g_assert_false (pl_deal_record_append (deal, state, &move, &error));
  g_assert_error (error, PL_RULES_ERROR, PL_RULES_ERROR_ILLEGAL_MOVE);
  g_assert_cmpuint (deal->moves->len, ==, 0);
}

/* ---- bad input -------------------------------------------------------- */

#define HEAD "Parlour-Record: 1\nGame: hicard\nDealer: 0\n"

static const struct {
  const char   *name;
  const char   *text;
  guint         line;
  PlRecordError code;
  const char   *says;
} bad_cases[] = {
  { "empty", "", 1, PL_RECORD_ERROR_SYNTAX, "not a Parlour record" },
  { "comments only", "# hello\n\n", 2, PL_RECORD_ERROR_SYNTAX, "not a Parlour record" },
  { "no header", "Game: hicard\n", 1, PL_RECORD_ERROR_SYNTAX, "Parlour-Record" },
  { "version 2", "# x\nParlour-Record: 2\n", 2, PL_RECORD_ERROR_VERSION, "version 2" },
  { "version junk", "Parlour-Record: one\n", 1, PL_RECORD_ERROR_VERSION, "number" },
  { "header twice", "Parlour-Record: 1\nParlour-Record: 1\n", 2,
    PL_RECORD_ERROR_SYNTAX, "second" },
  { "unknown match tag", "Parlour-Record: 1\nDeler: 0\n", 2,
    PL_RECORD_ERROR_UNKNOWN_TAG, "unknown tag “Deler”" },
  { "unknown deal tag", HEAD "Seed: 1\nDeler: 0\n0: play SJ\nEnd\n", 5,
    PL_RECORD_ERROR_UNKNOWN_TAG, "unknown tag “Deler”" },
  { "deal tag outside", "Parlour-Record: 1\nDealer: 0\n", 2,
    PL_RECORD_ERROR_SYNTAX, "outside a deal" },
  { "unknown game", "Parlour-Record: 1\n\nGame: chess\nEnd\n", 3,
    PL_RECORD_ERROR_SYNTAX, "unknown game “chess”" },
  { "junk line", HEAD "Seed: 1\nhello world\nEnd\n", 5,
    PL_RECORD_ERROR_SYNTAX, "“hello world”" },
  { "no dealer", "Parlour-Record: 1\nGame: hicard\nSeed: 1\n1: play SJ\nEnd\n", 4,
    PL_RECORD_ERROR_BAD_DEAL, "Dealer" },
  { "no seed or deal", HEAD "End\n", 4, PL_RECORD_ERROR_BAD_DEAL, "Seed" },
  { "seed and deal", HEAD "Seed: 1\nDeal: SJ SQ SK SA HJ HQ HK HA\nEnd\n", 5,
    PL_RECORD_ERROR_BAD_DEAL, "line 4" },
  { "seed negative", HEAD "Seed: -1\nEnd\n", 4, PL_RECORD_ERROR_BAD_DEAL, "“-1”" },
  { "seed too big", HEAD "Seed: 18446744073709551616\nEnd\n", 4,
    PL_RECORD_ERROR_BAD_DEAL, "not a number" },
  { "dealer out of range", "Parlour-Record: 1\nGame: hicard\nDealer: 2\nSeed: 1\nEnd\n", 3,
    PL_RECORD_ERROR_BAD_DEAL, "dealer 2 does not exist" },
  { "dealer twice", HEAD "Dealer: 1\nSeed: 1\nEnd\n", 4, PL_RECORD_ERROR_SYNTAX, "second" },
  { "no such card", HEAD "Deal: SJ SQ SK SA HJ HQ HK X9\nEnd\n", 4,
    PL_RECORD_ERROR_BAD_DEAL, "“X9” is not a card" },
  { "card not in pack", HEAD "Deal: SJ SQ SK SA HJ HQ HK C9\nEnd\n", 4,
    PL_RECORD_ERROR_BAD_DEAL, "“C9” is not in the pack of hicard" },
  { "card dealt twice", HEAD "Deal: SJ SQ SK SA HJ HQ HK SQ\nEnd\n", 4,
    PL_RECORD_ERROR_BAD_DEAL, "“SQ” is dealt twice" },
  { "too few cards", HEAD "Seats: A | B\nDeal: SJ SQ SK SA HJ HQ HK\n0: play SJ\nEnd\n", 5,
    PL_RECORD_ERROR_BAD_DEAL, "7 cards but the pack of hicard has 8: missing HA" },
  { "too many cards", HEAD "Deal: SJ SQ SK SA HJ HQ HK HA HA\nEnd\n", 4,
    PL_RECORD_ERROR_BAD_DEAL, "dealt twice" },
  { "seat names", HEAD "Seats: A | B | C\nSeed: 1\nEnd\n", 4,
    PL_RECORD_ERROR_BAD_DEAL, "3 seat names" },
  { "seat out of range", HEAD "Seed: 1\n5: play SJ\nEnd\n", 5,
    PL_RECORD_ERROR_SYNTAX, "seat 5 does not exist" },
  { "seat huge", HEAD "Seed: 1\n99999999999999999999999: play SJ\nEnd\n", 5,
    PL_RECORD_ERROR_SYNTAX, "does not exist" },
  { "seat not a number", HEAD "Seed: 1\n1x: play SJ\nEnd\n", 5,
    PL_RECORD_ERROR_SYNTAX, "does not exist" },
  { "move text", HEAD "Deal: SJ SQ SK SA HJ HQ HK HA\n1: fly away\nEnd\n", 5,
    PL_RECORD_ERROR_SYNTAX, "“fly away” is not a move of hicard: write" },
  { "move without colon", HEAD "Seed: 1\n1 play SJ\nEnd\n", 5,
    PL_RECORD_ERROR_SYNTAX, "not a move line" },
  { "not your turn", HEAD "Deal: SJ SQ SK SA HJ HQ HK HA\n0: play SQ\nEnd\n", 5,
    PL_RECORD_ERROR_ILLEGAL_MOVE, "illegal move “play SQ” by seat 0: It is seat 1’s turn" },
  { "card not held", HEAD "Deal: SJ SQ SK SA HJ HQ HK HA\n1: play SQ\nEnd\n", 5,
    PL_RECORD_ERROR_ILLEGAL_MOVE, "You do not hold SQ" },
  { "revoke", HEAD "Deal: SJ SQ SK SA HJ HQ HK HA\n1: play SJ\n0: play HQ\nEnd\n", 6,
    PL_RECORD_ERROR_ILLEGAL_MOVE, "You must follow suit" },
  { "move after the end", HEAD "Deal: SJ SQ SK SA HJ HQ HK HA\n"
    "1: play SJ\n0: play SQ\n0: play HQ\n1: play HJ\n0: play SA\n1: play SK\n"
    "0: play HA\n1: play HK\n1: play HK\nEnd\n", 13,
    PL_RECORD_ERROR_ILLEGAL_MOVE, "after the end of the deal" },
  { "move outside a deal", "Parlour-Record: 1\n0: play SJ\n", 2,
    PL_RECORD_ERROR_SYNTAX, "outside a deal" },
  { "tag after a move", HEAD "Seed: 1\n1: play SJ\nRound: 2\nEnd\n", 6,
    PL_RECORD_ERROR_SYNTAX, "after the first move" },
  { "bad option", HEAD "Option: strict=maybe\nSeed: 1\nEnd\n", 4,
    PL_RECORD_ERROR_SYNTAX, "“maybe” is not a value of the High Card option “strict”" },
  { "option without =", HEAD "Option: strict\nSeed: 1\nEnd\n", 4,
    PL_RECORD_ERROR_SYNTAX, "key=value" },
  { "free tag twice", HEAD "Round: 1\nRound: 2\nSeed: 1\nEnd\n", 5,
    PL_RECORD_ERROR_SYNTAX, "twice" },
  { "End outside", "Parlour-Record: 1\nEnd\n", 2, PL_RECORD_ERROR_SYNTAX, "outside" },
  { "no End", HEAD "Seed: 1\n1: play SJ\n", 5, PL_RECORD_ERROR_TRUNCATED,
    "without its “End”" },
  { "no End, new Game", HEAD "Seed: 1\nGame: hicard\nDealer: 0\nSeed: 2\nEnd\n", 5,
    PL_RECORD_ERROR_TRUNCATED, "before the deal of line 2 has its “End”" },
  { "NUL byte", "Parlour-Record: 1\nEv\0nt: x\n", 2, PL_RECORD_ERROR_SYNTAX, "NUL byte" },
  { "invalid UTF-8", "Parlour-Record: 1\nEvent: caf\xe9\n", 2,
    PL_RECORD_ERROR_SYNTAX, "invalid UTF-8" },
  { "control character", "Parlour-Record: 1\nEvent: a\x1b[31mred\n", 2,
    PL_RECORD_ERROR_SYNTAX, "control character U+001B" },
  { "overlong UTF-8", "Parlour-Record: 1\nEvent: \xc0\xaf\n", 2,
    PL_RECORD_ERROR_SYNTAX, "invalid UTF-8" },
};

static void
test_record_bad_inputs (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (bad_cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *prefix = g_strdup_printf ("bad.rec:%u: ", bad_cases[i].line);
      gsize length = strlen (bad_cases[i].text);
      PlRecord *record;

      /* The NUL case has text past the NUL. */
      if (strcmp (bad_cases[i].name, "NUL byte") == 0)
        length = sizeof "Parlour-Record: 1\nEv\0nt: x\n" - 1;

      g_test_message ("case %s", bad_cases[i].name);
      record = pl_record_parse (bad_cases[i].text, length, "bad.rec", &error);
      g_assert_null (record);
      g_assert_error (error, PL_RECORD_ERROR, (gint) bad_cases[i].code);
      if (!g_str_has_prefix (error->message, prefix) ||
          strstr (error->message, bad_cases[i].says) == NULL)
        g_error ("case “%s”: got “%s”, want prefix “%s” and “%s”",
                 bad_cases[i].name, error->message, prefix, bad_cases[i].says);
      g_assert_true (g_utf8_validate (error->message, -1, NULL));
    }
}

/* Every proper prefix of a record that cuts a deal is refused (a
 * truncated download), and none of them crashes. */
static void
test_record_truncated_prefixes (void)
{
  gsize length = strlen (canonical_hicard);

  for (gsize cut = 0; cut < length; cut++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(PlRecord) record = pl_record_parse (canonical_hicard, cut, "cut.rec", &error);

      if (record != NULL)
        {
          /* Only cuts right after a whole deal (or in the blank line, or
           * inside the header's match tags) parse. */
          g_assert_no_error (error);
        }
      else
        {
          g_assert_nonnull (error);
          g_assert_true (g_str_has_prefix (error->message, "cut.rec:"));
        }
    }
}

/* Random bytes, and random mutations of a good record, never crash and
 * either parse or give a FILE:LINE error. */
static void
test_record_junk (void)
{
  PlRng rng;

  pl_rng_init (&rng, 2024);
  for (guint round = 0; round < 2000; round++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(PlRecord) record = NULL;
      g_autofree char *text = NULL;
      gsize length;

      if (round % 2 == 0)
        {
          length = pl_rng_below (&rng, 300);
          text = g_malloc (length + 1);
          for (gsize i = 0; i < length; i++)
            text[i] = (char) pl_rng_below (&rng, 256);
          if (round % 4 == 0 && length > 18)
            memcpy (text, "Parlour-Record: 1\n", 18);
        }
      else
        {
          text = g_strdup (canonical_hicard);
          length = strlen (text);
          for (guint k = 0; k < 1 + round % 3; k++)
            text[pl_rng_below (&rng, (guint32) length)] = (char) pl_rng_below (&rng, 256);
        }

      record = pl_record_parse (text, length, "junk.rec", &error);
      if (record == NULL)
        {
          g_assert_nonnull (error);
          g_assert_true (g_str_has_prefix (error->message, "junk.rec:"));
          g_assert_true (g_utf8_validate (error->message, -1, NULL));
        }
      else
        {
          g_autofree char *out = pl_record_to_string (record);
          g_autoptr(PlRecord) again = pl_record_parse (out, strlen (out), "o.rec", &error);

          g_assert_no_error (error);
          assert_records_equal (record, again);
        }
    }
}

static void
test_record_long_line (void)
{
  g_autoptr(GError) error = NULL;
  GString *text = g_string_new ("Parlour-Record: 1\nComment: ");
  g_autoptr(PlRecord) record = NULL;

  for (guint i = 0; i < 70000; i++)
    g_string_append_c (text, 'a');
  g_string_append (text, "\n");
  record = pl_record_parse (text->str, text->len, "long.rec", &error);
  g_assert_null (record);
  g_assert_error (error, PL_RECORD_ERROR, PL_RECORD_ERROR_TOO_LARGE);
  g_assert_true (g_str_has_prefix (error->message, "long.rec:2: "));
  g_string_free (text, TRUE);
}

/* A 100 MB file of one line: refused on its size, at once, without reading
 * it.  The file is sparse, made in a temporary directory. */
static void
test_record_huge_file (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("parlour-record-XXXXXX", &error);
  g_autofree char *path = NULL;
  g_autoptr(PlRecord) record = NULL;
  FILE *file;
  gint64 start;

  g_assert_no_error (error);
  path = g_build_filename (dir, "huge.rec", NULL);
  file = g_fopen (path, "wb");
  g_assert_nonnull (file);
  fputs ("Parlour-Record: 1\nComment: ", file);
  g_assert_cmpint (fseek (file, 100 * 1000 * 1000, SEEK_SET), ==, 0);
  fputs ("x\n", file);
  fclose (file);

  start = g_get_monotonic_time ();
  record = pl_record_load (path, &error);
  g_assert_null (record);
  g_assert_error (error, PL_FILE_ERROR, PL_FILE_ERROR_TOO_LARGE);
  g_assert_true (g_str_has_prefix (error->message, path));
  g_assert_nonnull (strstr (error->message, ":1: "));
  g_assert_cmpint (g_get_monotonic_time () - start, <, G_USEC_PER_SEC);

  /* In memory the same limit holds, before anything is scanned. */
  g_clear_error (&error);
  g_assert_null (pl_record_parse ("", (gsize) 100 * 1000 * 1000, "mem.rec", &error));
  g_assert_error (error, PL_RECORD_ERROR, PL_RECORD_ERROR_TOO_LARGE);

  g_unlink (path);
  g_rmdir (dir);
}

static void
test_record_load (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("parlour-record-XXXXXX", &error);
  g_autofree char *path = g_build_filename (dir, "good.rec", NULL);
  g_autofree char *bad = g_build_filename (dir, "bad.rec", NULL);
  g_autofree char *missing = g_build_filename (dir, "missing.rec", NULL);
  g_autoptr(PlRecord) record = NULL;

  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (path, canonical_hicard, -1, &error));
  record = pl_record_load (path, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (record->deals->len, ==, 2);

  g_assert_true (g_file_set_contents (bad, HEAD "Seed: 1\n1: play XX\nEnd\n", -1, &error));
  g_assert_null (pl_record_load (bad, &error));
  g_assert_error (error, PL_RECORD_ERROR, PL_RECORD_ERROR_SYNTAX);
  {
    g_autofree char *prefix = g_strconcat (bad, ":5: ", NULL);
    g_assert_true (g_str_has_prefix (error->message, prefix));
  }
  g_clear_error (&error);

  g_assert_null (pl_record_load (missing, &error));
  g_assert_error (error, G_FILE_ERROR, G_FILE_ERROR_NOENT);
  g_clear_error (&error);
  g_assert_null (pl_record_load (dir, &error));
  g_assert_nonnull (error);

  g_unlink (path);
  g_unlink (bad);
  g_rmdir (dir);
}

/* ---- Skat ------------------------------------------------------------- */

static void
test_record_skat_roundtrip (void)
{
  const PlGame *skat = pl_game_lookup ("skat");

  g_assert_true (skat == &pl_skat_game);
  for (guint64 seed = 1; seed <= 60; seed++)
    {
      g_autoptr(PlRecord) record = pl_record_new ();
      g_autoptr(PlRecord) parsed = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *text = NULL, *text2 = NULL;
      g_autofree gpointer options = g_malloc0 (skat->options_size);
      PlDealRecord *deal;

      pl_game_options_init (skat, options);
      if (seed % 3 == 0)
        g_assert_true (pl_game_options_set (skat, options, "ramsch", "on", &error));
      if (seed % 4 == 0)
        g_assert_true (pl_game_options_set (skat, options, "kontra", "on", &error));
      if (seed % 5 == 0)
        g_assert_true (pl_game_options_set (skat, options, "players", "4", &error));
      g_assert_no_error (error);

      deal = pl_deal_record_new_from_seed (skat, options, (guint) seed % skat->n_seats (options),
                                           seed);
      play_randomly (deal, seed, seed % 6 == 0 ? 5 : G_MAXUINT);
      g_ptr_array_add (record->deals, deal);

      text = pl_record_to_string (record);
      parsed = pl_record_parse (text, strlen (text), "skat.rec", &error);
      g_assert_no_error (error);
      assert_records_equal (record, parsed);
      text2 = pl_record_to_string (parsed);
      g_assert_cmpstr (text, ==, text2);
    }
}

/* A deal read from an International Skat Server line keeps what the
 * native format has no tag for under X-ISS- tags; the native record of it
 * must read back the same. */
static void
test_record_from_iss (void)
{
  for (guint64 seed = 1; seed <= 20; seed++)
    {
      g_autoptr(PlDealRecord) played = pl_deal_record_new_from_seed (&pl_skat_game, NULL,
                                                                     2, seed);
      g_autoptr(PlDealRecord) deal = NULL;
      g_autoptr(PlRecord) record = pl_record_new ();
      g_autoptr(PlRecord) parsed = NULL;
      g_autoptr(GError) error = NULL;
      g_autofree char *line = NULL, *text = NULL;

      play_randomly (played, seed, G_MAXUINT);
      line = pl_iss_write_line (played, &error);
      g_assert_no_error (error);
      deal = pl_iss_parse_line (line, &error);
      g_assert_no_error (error);

      g_ptr_array_add (record->deals, g_steal_pointer (&deal));
      text = pl_record_to_string (record);
      parsed = pl_record_parse (text, strlen (text), "iss.rec", &error);
      g_assert_no_error (error);
      assert_records_equal (record, parsed);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  pl_game_register (&hi_game);

  g_test_add_func ("/record/canonical-roundtrip", test_record_canonical_roundtrip);
  g_test_add_func ("/record/lenient-layout", test_record_lenient_layout);
  g_test_add_func ("/record/random-roundtrip", test_record_random_roundtrip);
  g_test_add_func ("/record/from-pack", test_record_from_pack);
  g_test_add_func ("/record/append-illegal", test_record_append_illegal);
  g_test_add_func ("/record/bad-inputs", test_record_bad_inputs);
  g_test_add_func ("/record/truncated-prefixes", test_record_truncated_prefixes);
  g_test_add_func ("/record/junk", test_record_junk);
  g_test_add_func ("/record/long-line", test_record_long_line);
  g_test_add_func ("/record/huge-file", test_record_huge_file);
  g_test_add_func ("/record/load", test_record_load);
  g_test_add_func ("/record/skat-roundtrip", test_record_skat_roundtrip);
  g_test_add_func ("/record/from-iss", test_record_from_iss);

  return g_test_run ();
}
