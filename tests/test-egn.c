/* test-egn.c — the strict JSON reader and EGN, the Euchre Game Notation:
 * reading, replaying, writing back, and refusing what is wrong
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "pl-egn.h"
#include "pl-json.h"

/* JSON ------------------------------------------------------------------- */

static void
test_json_values (void)
{
  static const char text[] =
    "\xef\xbb\xbf { \"a\" : [1, -2, 3.5e1, true, false, null, "
    "\"x\\u00e9\\ud83d\\ude00\\n\\\"\"],\n \"b\": {}, \"c\": [] } \n";
  g_autoptr(GError) error = NULL;
  g_autoptr(PlJsonNode) root = pl_json_parse (text, strlen (text), NULL, &error);
  const PlJsonNode *a;
  g_autoptr(GString) out = g_string_new (NULL);

  g_assert_no_error (error);
  g_assert_cmpuint (root->type, ==, PL_JSON_OBJECT);
  g_assert_cmpuint (root->n_children, ==, 3);
  a = pl_json_object_get (root, "a");
  g_assert_cmpuint (a->type, ==, PL_JSON_ARRAY);
  g_assert_cmpuint (a->n_children, ==, 7);
  g_assert_true (a->items[0]->is_integer);
  g_assert_cmpint (a->items[1]->integer, ==, -2);
  g_assert_false (a->items[2]->is_integer);
  g_assert_cmpfloat (a->items[2]->number, ==, 35.0);
  g_assert_true (a->items[3]->boolean);
  g_assert_false (a->items[4]->boolean);
  g_assert_cmpuint (a->items[5]->type, ==, PL_JSON_NULL);
  g_assert_cmpstr (a->items[6]->string, ==, "x\xc3\xa9\xf0\x9f\x98\x80\n\"");
  /* Positions: line and column in characters, from 1. */
  g_assert_cmpuint (a->items[0]->line, ==, 1);
  g_assert_cmpuint (a->items[0]->column, ==, 11);
  g_assert_cmpuint (pl_json_object_get (root, "b")->line, ==, 2);
  g_assert_cmpuint (pl_json_object_get (root, "b")->column, ==, 7);
  g_assert_null (pl_json_object_get (root, "d"));
  g_assert_null (pl_json_object_get (a, "a"));

  pl_json_append_node (out, root);
  g_assert_cmpstr (out->str, ==,
                   "{\"a\":[1,-2,35,true,false,null,\"x\xc3\xa9\xf0\x9f\x98\x80\\n\\\"\"],"
                   "\"b\":{},\"c\":[]}");
}

/* Everything that is not RFC 8259 JSON is refused, with the place and the
 * path of the value being read. */
static void
test_json_errors (void)
{
  static const struct {
    const char *text;
    const char *message;
  } cases[] = {
    { "", "1:1: the text ends where a value should be, in $" },
    { "  \n ", "2:2: the text ends where a value should be, in $" },
    { "[1,]", "1:4: unexpected “]” (not a JSON value), in $[1]" },
    { "[1 2]", "1:4: expected “,” or “]” after an element, not “2”, in $" },
    { "{\"a\":1,}", "1:8: expected a key in quotes, not “}”, in $" },
    { "{\"a\" 1}", "1:6: expected “:” after the key “a”, not “1”, in $" },
    { "{\"a\":1,\"a\":2}", "1:11: the key “a” comes twice in this object, in $" },
    { "{'a':1}", "1:2: expected a key in quotes, not “'”, in $" },
    { "[01]", "1:3: a number may not start with 0 and go on, in $[0]" },
    { "[1.]", "1:4: a number needs a digit after “.”, in $[0]" },
    { "[-]", "1:3: a number needs a digit here, in $[0]" },
    { "[1e]", "1:4: a number needs a digit in its exponent, in $[0]" },
    { "[1e999]", "1:7: the number 1e999 is out of range, in $[0]" },
    { "[NaN]", "1:2: unexpected “N” (not a JSON value), in $[0]" },
    { "[tru]", "1:2: unexpected “t” (not a JSON value), in $[0]" },
    { "[1] x", "1:5: unexpected “x” after the JSON value, in $" },
    { "[\"a\nb\"]", "1:4: a control character (U+000A) in a string must be escaped, in $[0]" },
    { "[\"\\x\"]", "1:4: “x” is not an escape, in $[0]" },
    { "[\"\\u00\"]", "1:7: a \\u escape needs four hexadecimal digits, in $[0]" },
    { "[\"\\u0000\"]", "1:9: \\u0000 (a NUL character) is not allowed in a string, in $[0]" },
    { "[\"\\ud800\"]", "1:9: a high surrogate \\uD800 without its low surrogate, in $[0]" },
    { "[\"\\udc00\"]", "1:9: a lone low surrogate \\uDC00, in $[0]" },
    { "{\"deals\": [\n  {\"x\": tru}\n]}", "2:9: unexpected “t” (not a JSON value), in $.deals[0].x" },
    { "{\"a b\": [[\"x", "1:13: the text ends inside a string, in $[\"a b\"][0][0]" },
    { "[\"\xff\"]", "1:3: invalid UTF-8: JSON text is UTF-8, in $" },
    { "[1,\0]", "1:4: a NUL byte: binary data, not JSON text, in $" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      gsize length = strlen (cases[i].text);
      PlJsonNode *node;

      if (strcmp (cases[i].text, "[1,") == 0)
        length = 5;
      node = pl_json_parse (cases[i].text, length, NULL, &error);
      g_assert_null (node);
      g_assert_nonnull (error);
      g_assert_true (error->domain == PL_JSON_ERROR);
      g_assert_cmpstr (error->message, ==, cases[i].message);
    }
}

/* Size, depth, string length and value count are bounded. */
static void
test_json_limits (void)
{
  PlJsonLimits limits = { 100, 4, 8, 10 };
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) deep = g_string_new (NULL);
  PlJsonNode *node;

  node = pl_json_parse ("[[[[[1]]]]]", 11, &limits, &error);
  g_assert_null (node);
  g_assert_cmpstr (error->message, ==, "1:5: arrays and objects nested deeper than 4, in $[0][0][0][0]");
  g_clear_error (&error);
  node = pl_json_parse ("[[[[1]]]]", 9, &limits, &error);
  g_assert_no_error (error);
  pl_json_node_free (node);

  node = pl_json_parse ("[\"123456789\"]", 13, &limits, &error);
  g_assert_null (node);
  g_assert_cmpstr (error->message, ==, "1:11: a string longer than 8 bytes, in $[0]");
  g_clear_error (&error);

  node = pl_json_parse ("[1,2,3,4,5,6,7,8,9,10]", 22, &limits, &error);
  g_assert_null (node);
  g_assert_cmpstr (error->message, ==, "1:20: more than 10 values, in $[9]");
  g_clear_error (&error);

  for (guint i = 0; i < 101; i++)
    g_string_append_c (deep, ' ');
  node = pl_json_parse (deep->str, deep->len, &limits, &error);
  g_assert_null (node);
  g_assert_cmpstr (error->message, ==, "1:1: the text is larger than 100 bytes, in $");
  g_clear_error (&error);

  /* With the default limits, a deep nest is refused, not a stack overflow. */
  g_string_truncate (deep, 0);
  for (guint i = 0; i < 100000; i++)
    g_string_append_c (deep, '[');
  node = pl_json_parse (deep->str, deep->len, NULL, &error);
  g_assert_null (node);
  g_assert_error (error, PL_JSON_ERROR, PL_JSON_ERROR_LIMIT);
}

/* EGN -------------------------------------------------------------------- */

static char *
data_file (const char *name,
           gsize      *length)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "euchre", name, NULL);
  g_autoptr(GError) error = NULL;
  char *text = NULL;

  g_assert_true (g_file_get_contents (path, &text, length, &error));
  g_assert_no_error (error);
  return text;
}

static PlEgnGame *
load (const char *name)
{
  gsize length;
  g_autofree char *text = data_file (name, &length);
  g_autoptr(GError) error = NULL;
  PlEgnGame *game = pl_egn_parse (text, length, name, &error);

  g_assert_no_error (error);
  g_assert_nonnull (game);
  return game;
}

/* The outcome of each deal, replayed in order with the score carried. */
static void
replay_outcomes (const PlEgnGame *game,
                 PlEuchreOutcome *outcomes,
                 guint            n)
{
  g_autofree gpointer previous = NULL;

  g_assert_cmpuint (game->record->deals->len, ==, n);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree PlEuchreState *state = pl_deal_record_replay (g_ptr_array_index (game->record->deals, i),
                                                                G_MAXUINT, &error);

      g_assert_no_error (error);
      if (i == 0)
        pl_egn_start_state (game, state);
      else
        pl_euchre_game.carry_over (state, previous);
      pl_euchre_get_outcome (state, &outcomes[i]);
      g_free (previous);
      previous = g_steal_pointer (&state);
    }
}

/* A game worked out by hand (tests/data/euchre/club-night.egn): a lone
 * march 4, a point made, a second-round call made, a deal thrown in. */
static void
test_egn_read_club_night (void)
{
  g_autoptr(PlEgnGame) game = load ("club-night.egn");
  PlEuchreOutcome o[4];
  const PlDealRecord *first;

  g_assert_cmpstr (game->version, ==, "1.4");
  g_assert_cmpstr (game->title, ==, "Club night, first table");
  g_assert_cmpstr (game->date, ==, "2025-03-14T19:30");
  g_assert_cmpstr (game->team_names, ==, "[\"Ada and Cleo\",\"Ben and Dan\"]");
  g_assert_true (game->has_final_score);
  first = g_ptr_array_index (game->record->deals, 0);
  g_assert_cmpstr (first->seat_names[0], ==, "Ada");
  g_assert_cmpstr (first->seat_names[3], ==, "Dan");
  /* "std": false: the deal may be thrown in. */
  g_assert_false (((const PlEuchreOptions *) first->options)->stick);

  replay_outcomes (game, o, 4);
  g_assert_cmpuint (o[0].end, ==, PL_EUCHRE_END_LONE_MARCH);
  g_assert_cmpuint (o[0].points[0], ==, 4);
  g_assert_cmpuint (o[1].end, ==, PL_EUCHRE_END_MADE);
  g_assert_cmpuint (o[1].tricks[0], ==, 3);
  g_assert_cmpuint (o[2].trump, ==, PL_SUIT_DIAMONDS);
  g_assert_cmpint (o[2].maker, ==, 1);
  g_assert_cmpuint (o[2].made_round, ==, 2);
  g_assert_cmpuint (o[2].points[1], ==, 1);
  g_assert_cmpuint (o[3].end, ==, PL_EUCHRE_END_PASSED);
  g_assert_cmpuint (o[3].score[0], ==, 5);
  g_assert_cmpuint (o[3].score[1], ==, 1);
}

/* A lone hand under both loner-lead rules of the ruleset: the lead from
 * the dealer's left or from the lone player's; read with the other rule,
 * the same tricks break the rules. */
static void
test_egn_loner_lead (void)
{
  g_autoptr(PlEgnGame) dealer = load ("lead-dealer.egn");
  g_autoptr(PlEgnGame) loner = load ("lead-loner.egn");
  g_autoptr(GError) error = NULL;
  PlEuchreOutcome o;
  const PlDealRecord *deal;
  g_autofree PlEuchreState *state = NULL;
  gsize length;
  g_autofree char *text = data_file ("lead-loner.egn", &length);
  g_autoptr(GString) edited = NULL;
  PlEgnGame *wrong;

  replay_outcomes (dealer, &o, 1);
  g_assert_cmpuint (o.end, ==, PL_EUCHRE_END_LONE_MARCH);
  g_assert_cmpuint (o.score[0], ==, 10);
  g_assert_cmpint (o.game_won, ==, 0);
  deal = g_ptr_array_index (dealer->record->deals, 0);
  state = pl_deal_record_replay (deal, G_MAXUINT, NULL);
  g_assert_cmpuint (state->tricks[0].leader, ==, 0);
  g_clear_pointer (&state, g_free);

  replay_outcomes (loner, &o, 1);
  g_assert_cmpuint (o.end, ==, PL_EUCHRE_END_LONE_MARCH);
  deal = g_ptr_array_index (loner->record->deals, 0);
  state = pl_deal_record_replay (deal, G_MAXUINT, NULL);
  g_assert_cmpuint (state->tricks[0].leader, ==, 1);

  edited = g_string_new (text);
  g_assert_cmpuint (g_string_replace (edited, "LEFT_OF_LONER", "LEFT_OF_DEALER", 1), ==, 1);
  wrong = pl_egn_parse (edited->str, edited->len, "wrong.egn", &error);
  g_assert_null (wrong);
  g_assert_error (error, PL_EGN_ERROR, PL_EGN_ERROR_RULES);
  g_assert_cmpstr (error->message, ==,
                   "wrong.egn: $.deals[0].phases[1].tricks[1][2]: "
                   "“Th” was turned up and not taken into this hand");
}

/* Reading and writing back gives the same game; the text written is
 * stable once written. */
static void
test_egn_round_trip (void)
{
  static const char *const files[] = { "club-night.egn", "lead-dealer.egn", "lead-loner.egn" };

  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autoptr(PlEgnGame) game = load (files[i]);
      g_autofree char *text = pl_egn_to_string (game);
      g_autoptr(GError) error = NULL;
      g_autoptr(PlEgnGame) again = pl_egn_parse (text, strlen (text), "again.egn", &error);
      g_autofree char *text2 = NULL;
      g_autofree char *rec1 = pl_record_to_string (game->record);
      g_autofree char *rec2 = NULL;

      g_assert_no_error (error);
      text2 = pl_egn_to_string (again);
      g_assert_cmpstr (text, ==, text2);
      rec2 = pl_record_to_string (again->record);
      g_assert_cmpstr (rec1, ==, rec2);
      g_assert_cmpstr (game->title, ==, again->title);
      g_assert_cmpstr (game->team_names, ==, again->team_names);
      g_assert_cmpuint (game->initial_score[1], ==, again->initial_score[1]);
      g_assert_cmpuint (game->final_score[0], ==, again->final_score[0]);
      g_assert_cmpuint (game->deals->len, ==, again->deals->len);
      for (guint d = 0; d < game->deals->len; d++)
        {
          const PlEgnDeal *a = g_ptr_array_index (game->deals, d);
          const PlEgnDeal *b = g_ptr_array_index (again->deals, d);

          g_assert_cmpuint (a->player_cards, ==, b->player_cards);
          g_assert_cmpuint (a->discard, ==, b->discard);
          g_assert_cmpstr (a->extra, ==, b->extra);
        }
    }
}

/* Parlour's own deals written as EGN read back to the same deals, hands
 * and all. */
static void
test_egn_from_record (void)
{
  g_autoptr(PlEgnGame) game = load ("club-night.egn");
  g_autoptr(GError) error = NULL;
  g_autoptr(PlEgnGame) written = pl_egn_game_new_from_record (game->record, &error);
  g_autofree char *text = NULL;
  g_autoptr(PlEgnGame) again = NULL;
  g_autofree char *rec1 = pl_record_to_string (game->record);
  g_autofree char *rec2 = NULL;

  g_assert_no_error (error);
  g_assert_true (written->has_final_score);
  g_assert_cmpuint (written->final_score[0], ==, 5);
  text = pl_egn_to_string (written);
  g_assert_nonnull (strstr (text, "\"playerCards\""));
  again = pl_egn_parse (text, strlen (text), "written.egn", &error);
  g_assert_no_error (error);
  rec2 = pl_record_to_string (again->record);
  g_assert_cmpstr (rec1, ==, rec2);
}

/* Malformed files: an error with the file and the JSON path, never a
 * crash, never a half-read game. */
#define SCORE0 ", \"initialScore\": [0, 0]"

static void
test_egn_errors (void)
{
  static const char head[] =
    "{\"fileType\": \"Euchre Game Notation\", \"version\": \"1.4\", "
    "\"metadata\": {\"players\": [\"A\", \"B\", \"C\", \"D\"]%s}, "
    "\"deals\": [%s]}";
  static const char good_deal[] =
    "{\"dealNumber\": 0, \"initialState\": {\"dealer\": 3, \"upCard\": \"Th\"}, "
    "\"phases\": [{\"phaseNumber\": 0, \"type\": \"EUCHRE_BIDDING\", \"calls\": [\"Order\"], "
    "\"isAlone\": true}, {\"phaseNumber\": 1, \"type\": \"TRICK_PLAY\", \"tricks\": "
    "[[\"Jh\", \"Qc\", \"Th\"], [\"Jd\", \"Kc\", \"Tc\"], [\"Ah\", \"Ks\", \"Ts\"], "
    "[\"Kh\", \"As\", \"9s\"], [\"Qh\", \"Ac\", \"Td\"]]}]}";
  static const struct {
    const char *metadata;
    const char *deals;
    gint        code;
    const char *message;
  } cases[] = {
    { SCORE0, "{}", PL_EGN_ERROR_FORMAT, "t.egn: $.deals[0]: the member “initialState” is missing" },
    { SCORE0 ", \"colour\": 1", "", PL_EGN_ERROR_FORMAT,
      "t.egn: $.metadata: “colour” is not a member EGN knows here" },
    { "", "", PL_EGN_ERROR_FORMAT, "t.egn: $.metadata: the member “initialScore” is missing" },
    { ", \"initialScore\": 1", "", PL_EGN_ERROR_FORMAT,
      "t.egn: $.metadata.initialScore: must be an array, not a number" },
    { ", \"initialScore\": [10, 2]", "", PL_EGN_ERROR_FORMAT,
      "t.egn: $.metadata.initialScore: the game is over before the first deal" },
    { SCORE0 ", \"ruleset\": {\"farmers\": true}", "", PL_EGN_ERROR_UNSUPPORTED,
      "t.egn: $.metadata.ruleset.farmers: Parlour does not play this rule: farmers" },
    { SCORE0 ", \"ruleset\": {\"min_rank\": 8}", "", PL_EGN_ERROR_UNSUPPORTED,
      "t.egn: $.metadata.ruleset.min_rank: Parlour does not play this rule: "
      "the pack is 9 to ace or 7 to ace" },
    { SCORE0 ", \"ruleset\": {\"loner_lead\": \"LEFT\"}", "", PL_EGN_ERROR_FORMAT,
      "t.egn: $.metadata.ruleset.loner_lead: is LEFT_OF_DEALER or LEFT_OF_LONER" },
    { SCORE0 ", \"finalScore\": [4, 1]", "DEAL", PL_EGN_ERROR_RULES,
      "t.egn: $.metadata.finalScore: the deals add up to 4–0, not 4–1" },
    { SCORE0, "\"AAECAwQ=\"", PL_EGN_ERROR_UNSUPPORTED,
      "t.egn: $.deals[0]: a condensed (bit-packed) deal: expand the file first" },
    { ", \"initialScore\": [6, 0]", "DEAL, DEAL", PL_EGN_ERROR_RULES,
      "t.egn: $.deals[1]: the game was won in the deal before, 10–0: an EGN file is one game" },
  };
  static const struct {
    const char *from;
    const char *to;
    gint        code;
    const char *message;
  } edits[] = {
    { "\"Qc\", \"Th\"]", "\"Zq\", \"Th\"]", PL_EGN_ERROR_FORMAT,
      "t.egn: $.deals[0].phases[1].tricks[0][1]: “Zq” is not a card (rank 9 T J Q K A, "
      "or 7 8, then suit c d h s, as in “Jd”)" },
    { "\"Qc\", \"Th\"]", "\"Xx\", \"Th\"]", PL_EGN_ERROR_UNSUPPORTED,
      "t.egn: $.deals[0].phases[1].tricks[0][1]: “Xx” is an unknown or generic card: only "
      "games of known cards can be replayed" },
    { "[\"Order\"]", "[\"Order\", \"Pass\"]", PL_EGN_ERROR_FORMAT,
      "t.egn: $.deals[0].phases[0].calls[1]: a call after trumps were made" },
    { "[\"Order\"]", "[\"h\"]", PL_EGN_ERROR_RULES,
      "t.egn: $.deals[0].phases[0].calls[0]: illegal move “call hearts alone” by seat 0: "
      "Order up the turned card or pass" },
    { "[\"Order\"]", "[\"Pass\", \"Pass\", \"Pass\", \"Pass\", \"h\"]", PL_EGN_ERROR_RULES,
      "t.egn: $.deals[0].phases[0].calls[4]: illegal move “call hearts alone” by seat 0: "
      "Hearts were turned down: name another suit" },
    { "\"Jd\", \"Kc\", \"Tc\"", "\"Jd\", \"Kc\", \"Jh\"", PL_EGN_ERROR_RULES,
      "t.egn: $.deals[0].phases[1].tricks[1][2]: “Jh” is played twice" },
    { "[\"Kh\", \"As\", \"9s\"]", "[\"Kh\", \"As\"]", PL_EGN_ERROR_RULES,
      "t.egn: $.deals[0].phases[1].tricks[3]: a trick of 2 cards where 3 play" },
    /* The dealer, holding the turned heart he plays later, does not follow
     * the first trump led: a revoke the rules refuse. */
    { "[\"Jh\", \"Qc\", \"Th\"], [\"Jd\", \"Kc\", \"Tc\"]",
      "[\"Jh\", \"Qc\", \"Tc\"], [\"Jd\", \"Kc\", \"Th\"]", PL_EGN_ERROR_RULES,
      "t.egn: $.deals[0].phases[1].tricks[0][2]: illegal move “play CT” by seat 3: "
      "You must follow with a trump" },
    { "\"isAlone\": true}", "\"isAlone\": true, \"aloneDefender\": 1}", PL_EGN_ERROR_RULES,
      "t.egn: $.deals[0].phases[0].aloneDefender: defending alone needs a lone hand and "
      "defend_alone in the ruleset" },
    { "\"upCard\": \"Th\"", "\"upCard\": \"R\"", PL_EGN_ERROR_FORMAT,
      "t.egn: $.deals[0].initialState.upCard: the turned card cannot be a bower before "
      "trumps are made" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GString) deals = g_string_new (cases[i].deals);
      g_autofree char *text = NULL;

      g_string_replace (deals, "DEAL", good_deal, 0);
      text = g_strdup_printf (head, cases[i].metadata, deals->str);
      g_autoptr(GError) error = NULL;
      PlEgnGame *game;

      game = pl_egn_parse (text, strlen (text), "t.egn", &error);
      g_assert_null (game);
      g_assert_error (error, PL_EGN_ERROR, cases[i].code);
      g_assert_cmpstr (error->message, ==, cases[i].message);
    }

  for (guint i = 0; i < G_N_ELEMENTS (edits); i++)
    {
      g_autofree char *text = g_strdup_printf (head, SCORE0, good_deal);
      g_autoptr(GString) edited = g_string_new (text);
      g_autoptr(GError) error = NULL;
      PlEgnGame *game;

      g_assert_cmpuint (g_string_replace (edited, edits[i].from, edits[i].to, 1), ==, 1);
      game = pl_egn_parse (edited->str, edited->len, "t.egn", &error);
      g_assert_null (game);
      g_assert_error (error, PL_EGN_ERROR, edits[i].code);
      g_assert_cmpstr (error->message, ==, edits[i].message);
    }

  /* Not JSON, and not EGN JSON. */
  {
    g_autoptr(GError) error = NULL;

    g_assert_null (pl_egn_parse ("{\"fileType\": ", 13, "t.egn", &error));
    g_assert_cmpstr (error->message, ==, "t.egn:1:14: the text ends where a value should be, "
                                         "in $.fileType");
    g_clear_error (&error);
    g_assert_null (pl_egn_parse ("[]", 2, "t.egn", &error));
    g_assert_cmpstr (error->message, ==, "t.egn: $: an EGN file is a JSON object");
    g_clear_error (&error);
    g_assert_null (pl_egn_parse ("{\"fileType\": \"Chess\"}", 21, "t.egn", &error));
    g_assert_cmpstr (error->message, ==,
                     "t.egn: $.fileType: “Chess” is not “Euchre Game Notation”");
    g_clear_error (&error);
    static const char v2[] = "{\"fileType\": \"Euchre Game Notation\", \"version\": \"2.0\"}";

    g_assert_null (pl_egn_parse (v2, strlen (v2), "t.egn", &error));
    g_assert_cmpstr (error->message, ==, "t.egn: $.version: EGN version “2.0” is not one this "
                                         "program reads (1.2 to 1.6)");
  }
  g_assert_true (pl_egn_sniff (" \n {", 4));
  g_assert_false (pl_egn_sniff ("Parlour-Record: 1", 17));
}

/* The hands, where a file gives them, are what the rules check against. */
/* A game that EGN says began at 6–8 (lead-dealer.egn's initialScore)
 * opened as a match keeps the score as the record's X-Initial-Score, which
 * a native record writes and reads back, and which EGN writes again; a
 * score past the game, or for a game without one, is refused. */
static void
test_egn_initial_score (void)
{
  gsize length;
  g_autofree char *text = data_file ("lead-dealer.egn", &length);
  g_autoptr(GError) error = NULL;
  g_autoptr(PlRecord) record = pl_saved_game_read (text, length, "lead-dealer.egn", &error);
  g_autofree char *native = NULL;
  g_autoptr(PlRecord) again = NULL;
  g_autoptr(PlEgnGame) egn = NULL;
  g_autofree PlEuchreState *state = NULL;
  PlEuchreOutcome o;

  g_assert_no_error (error);
  g_assert_cmpstr (g_hash_table_lookup (record->tags, "X-Initial-Score"), ==, "6 8");
  native = pl_record_to_string (record);
  g_assert_nonnull (strstr (native, "X-Initial-Score: 6 8\n"));
  again = pl_saved_game_read (native, strlen (native), "native.rec", &error);
  g_assert_no_error (error);

  /* The first deal starts from 6–8: a lone march (4) makes it 10–8. */
  state = pl_deal_record_replay (g_ptr_array_index (again->deals, 0), G_MAXUINT, &error);
  g_assert_no_error (error);
  g_assert_true (pl_record_start_score (again, state, &error));
  pl_euchre_get_outcome (state, &o);
  g_assert_cmpuint (o.score[0], ==, 10);
  g_assert_cmpuint (o.score[1], ==, 8);

  egn = pl_egn_game_new_from_record (again, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (egn->initial_score[0], ==, 6);
  g_assert_cmpuint (egn->initial_score[1], ==, 8);

  /* Past the game of 10: the deal cannot begin there. */
  g_hash_table_replace (again->tags, g_strdup ("X-Initial-Score"), g_strdup ("10 3"));
  g_assert_false (pl_record_start_score (again, state, &error));
  g_assert_error (error, PL_RECORD_ERROR, PL_RECORD_ERROR_BAD_DEAL);
  g_clear_error (&error);
  g_hash_table_replace (again->tags, g_strdup ("X-Initial-Score"), g_strdup ("six 8"));
  g_assert_false (pl_record_start_score (again, state, &error));
  g_assert_error (error, PL_RECORD_ERROR, PL_RECORD_ERROR_SYNTAX);
  g_clear_error (&error);
}

static void
test_egn_player_cards (void)
{
  g_autoptr(PlEgnGame) game = load ("lead-dealer.egn");
  g_autoptr(PlEgnGame) written = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autoptr(GString) renege = NULL;
  PlEgnGame *bad;

  written = pl_egn_game_new_from_record (game->record, &error);
  g_assert_no_error (error);
  text = pl_egn_to_string (written);
  /* The dealer does not follow the first trump with the turned heart he
   * holds: a revoke. */
  renege = g_string_new (text);
  g_assert_cmpuint (g_string_replace (renege, "[\"Jh\", \"Qc\", \"Th\"],\n",
                                      "[\"Jh\", \"Qc\", \"Tc\"],\n", 1), ==, 1);
  g_assert_cmpuint (g_string_replace (renege, "[\"Jd\", \"Kc\", \"Tc\"],\n",
                                      "[\"Jd\", \"Kc\", \"Th\"],\n", 1), ==, 1);
  bad = pl_egn_parse (renege->str, renege->len, "t.egn", &error);
  g_assert_null (bad);
  g_assert_error (error, PL_EGN_ERROR, PL_EGN_ERROR_RULES);
  g_assert_cmpstr (error->message, ==, "t.egn: $.deals[0].phases[1].tricks[0][2]: illegal move "
                   "“play CT” by seat 3: You must follow with a trump");
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/json/values", test_json_values);
  g_test_add_func ("/json/errors", test_json_errors);
  g_test_add_func ("/json/limits", test_json_limits);
  g_test_add_func ("/egn/read-club-night", test_egn_read_club_night);
  g_test_add_func ("/egn/loner-lead", test_egn_loner_lead);
  g_test_add_func ("/egn/round-trip", test_egn_round_trip);
  g_test_add_func ("/egn/from-record", test_egn_from_record);
  g_test_add_func ("/egn/errors", test_egn_errors);
  g_test_add_func ("/egn/initial-score", test_egn_initial_score);
  g_test_add_func ("/egn/player-cards", test_egn_player_cards);

  return g_test_run ();
}
