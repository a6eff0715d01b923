/* test-skat-list.c — the Skat list of a match, worked by hand
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "pl-score-sheet.h"
#include "pl-skat-list.h"
#include "skat-test-util.h"

/* The deal of test-skat.c, forehand first:
 *   forehand:   CJ SJ CA CT CK C9 SA ST HA DA
 *   middlehand: HJ DJ C8 C7 SK SQ S9 HT HK DT
 *   rearhand:   CQ S8 S7 HQ H9 H8 H7 DK DQ D9
 *   skat:       D8 D7
 * Forehand's Clubs Hand is with 2 (CJ SJ), game 3, Hand 4: 48; with all
 * ten tricks Schneider 5, Schwarz 6: 72. */
#define DEAL "CJ SJ CA CT CK C9 SA ST HA DA " \
             "HJ DJ C8 C7 SK SQ S9 HT HK DT " \
             "CQ S8 S7 HQ H9 H8 H7 DK DQ D9 D8 D7"

/* A deal of the match dealt by @dealer with @settings ("kontra=on"),
 * then @moves, each "SEAT: move" or "move" by the seat to move. */
static PlDealRecord *
deal (guint       dealer,
      const char *settings,
      const char *moves)
{
  g_autofree PlSkatOptions *options = g_new0 (PlSkatOptions, 1);
  g_auto(GStrv) list = g_strsplit (settings, " ", -1);
  g_auto(GStrv) steps = g_strsplit (moves, ",", -1);
  static const char *const names[] = { "Anna", "Bert", "Carl", "Dora" };
  PlCard pack[32];
  guint n = 0;
  PlDealRecord *record;
  PlSkatState state;

  pl_game_options_init (&pl_skat_game, options);
  for (guint i = 0; list[i] != NULL; i++)
    {
      g_auto(GStrv) kv = g_strsplit (list[i], "=", 2);

      if (kv[0] != NULL && kv[0][0] != '\0')
        g_assert_true (pl_game_options_set (&pl_skat_game, options, kv[0], kv[1], NULL));
    }
  skat_test_add_cards (pack, &n, DEAL);
  record = pl_deal_record_new_from_pack (&pl_skat_game, options, dealer, pack, n, NULL);
  g_assert_nonnull (record);
  for (guint s = 0; s < record->n_seats; s++)
    record->seat_names[s] = g_strdup (names[s]);
  g_assert_true (pl_skat_game.deal (&state, options, dealer, pack, n, NULL));
  for (guint i = 0; steps[i] != NULL; i++)
    {
      g_autofree char *text = g_strstrip (g_strdup (steps[i]));
      g_autoptr(GError) error = NULL;
      const char *colon = strchr (text, ':');
      gint seat = colon ? text[0] - '0' : pl_skat_game.to_move (&state);
      PlMove move;

      if (text[0] == '\0')
        continue;
      g_assert_true (pl_skat_game.move_from_string (&state, seat, colon ? colon + 1 : text,
                                                    &move, &error));
      g_assert_no_error (error);
      g_assert_true (pl_deal_record_append (record, &state, &move, &error));
      g_assert_no_error (error);
    }
  return record;
}

static PlRecord *
match (void)
{
  PlRecord *record = pl_record_new ();

  /* 1. Carl deals; Anna (forehand) plays Clubs Hand and the opponents
   *    concede: 72. */
  g_ptr_array_add (record->deals, deal (2, "", "pass, pass, bid 18, hand, announce clubs hand, "
                                        "1: concede, 2: concede"));
  /* 2. Anna deals; all pass: passed in. */
  g_ptr_array_add (record->deals, deal (0, "", "pass, pass, pass"));
  /* 3. Bert deals; Carl's Clubs Hand, conceded during the first trick:
   *    48 lost doubled, -96, not Schneider. */
  g_ptr_array_add (record->deals, deal (1, "", "pass, pass, bid 18, hand, announce clubs hand, "
                                        "2: concede"));
  /* 4. Carl deals; Anna's Clubs Hand with Kontra and Re, conceded to:
   *    72 × 4 = 288; Kontra and Re call for a Bock round. */
  g_ptr_array_add (record->deals, deal (2, "kontra=on bock=on",
                                        "pass, pass, bid 18, hand, announce clubs hand, "
                                        "kontra, re, 1: concede, 2: concede"));
  /* 5. Anna deals, in Bock; Bert's Clubs Hand, conceded to: 72 × 2 = 144. */
  g_ptr_array_add (record->deals, deal (0, "bock=on bock-deal=1",
                                        "pass, pass, bid 18, hand, announce clubs hand, "
                                        "0: concede, 2: concede"));
  return record;
}

static void
test_rows (void)
{
  g_autoptr(PlRecord) record = match ();
  g_autoptr(GPtrArray) lists = NULL;
  g_autoptr(GError) error = NULL;
  const PlSkatList *list;
  static const struct {
    gint declarer;
    const char *game;
    gint value;
    gint total[3];
    const char *marks;
  } rows[] = {
    { 0, "♣ Hand Schneider Schwarz", 72, { 72, 0, 0 }, "" },
    { -1, "Passed in", 0, { 72, 0, 0 }, "" },
    { 2, "♣ Hand", -96, { 72, 0, -96 }, "" },
    { 0, "♣ Hand Schneider Schwarz", 288, { 360, 0, -96 }, "K R +Bock" },
    { 1, "♣ Hand Schneider Schwarz", 144, { 360, 144, -96 }, "Bock" },
  };

  lists = pl_skat_list_split (record, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (lists->len, ==, 1);
  list = lists->pdata[0];
  g_assert_cmpuint (list->rows->len, ==, G_N_ELEMENTS (rows));
  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      const PlSkatListRow *row = &g_array_index (list->rows, PlSkatListRow, i);
      g_autofree char *game = pl_skat_list_game_text (row);
      g_autofree char *marks = pl_skat_list_marks (row);

      g_assert_cmpuint (row->number, ==, i + 1);
      g_assert_cmpint (row->declarer, ==, rows[i].declarer);
      g_assert_cmpstr (game, ==, rows[i].game);
      g_assert_cmpint (row->value, ==, rows[i].value);
      for (guint s = 0; s < 3; s++)
        g_assert_cmpint (row->total[s], ==, rows[i].total[s]);
      g_assert_cmpstr (marks, ==, rows[i].marks);
    }
  g_assert_true (g_array_index (list->rows, PlSkatListRow, 1).passed);

  /* Seeger-Fabian by hand: Anna 72 + 288 + 2 × 50 + 40 (Carl's lost game)
   * = 500; Bert 144 + 50 + 40 = 234; Carl -96 - 50 = -146. */
  g_assert_cmpint (list->seeger_fabian[0], ==, 500);
  g_assert_cmpint (list->seeger_fabian[1], ==, 234);
  g_assert_cmpint (list->seeger_fabian[2], ==, -146);
  g_assert_cmpuint (list->won[0], ==, 2);
  g_assert_cmpuint (list->lost[2], ==, 1);
  g_assert_cmpuint (list->opponent_won[0], ==, 1);
  g_assert_cmpuint (list->opponent_won[1], ==, 1);
  g_assert_cmpuint (list->opponent_won[2], ==, 0);
  /* Anna dealt last: Bert deals next. */
  g_assert_cmpint (list->next_dealer, ==, 1);

  /* The book's score sheet, kept apart, agrees on Seeger-Fabian. */
  {
    g_autoptr(PlScoreSheet) sheet = pl_score_sheet_new (PL_SCORE_SHEET_SEEGER_FABIAN, 3);

    for (guint i = 0; i < record->deals->len; i++)
      {
        g_autofree gpointer state = pl_deal_record_replay (record->deals->pdata[i],
                                                           G_MAXUINT, NULL);
        PlResult result = { 0, };

        pl_skat_game.result (state, &result);
        pl_score_sheet_add_result (sheet, &result);
        pl_result_clear (&result);
      }
    for (guint s = 0; s < 3; s++)
      g_assert_cmpint (pl_score_sheet_get_total (sheet, s), ==, list->seeger_fabian[s]);
  }
}

static void
test_text (void)
{
  g_autoptr(PlRecord) record = match ();
  g_autoptr(GPtrArray) lists = pl_skat_list_split (record, NULL);
  g_autofree char *text = pl_skat_list_to_text (lists->pdata[0]);
  g_autofree char *csv = pl_skat_list_to_csv (lists->pdata[0]);

  g_test_message ("%s", text);
  g_assert_nonnull (strstr (text, "No.  Dealer  Declarer"));
  g_assert_nonnull (strstr (text, "  3  Bert    Carl      ♣ Hand"));
  g_assert_nonnull (strstr (text, "Passed in"));
  g_assert_nonnull (strstr (text, "K R +Bock"));
  g_assert_nonnull (strstr (text, "Opponents × 40"));
  g_assert_nonnull (strstr (text, "Next to deal: Bert\n"));
  g_assert_true (g_str_has_suffix (text, "Next to deal: Bert\n"));

  g_test_message ("%s", csv);
  g_assert_true (g_str_has_prefix (csv, "number,dealer,declarer,game,bid,value,Anna,Bert,Carl,marks\r\n"
                                   "1,Carl,Anna,♣ Hand Schneider Schwarz,18,72,72,0,0,\r\n"
                                   "2,Anna,,Passed in,,,72,0,0,\r\n"
                                   "3,Bert,Carl,♣ Hand,18,-96,72,0,-96,\r\n"
                                   "4,Carl,Anna,♣ Hand Schneider Schwarz,18,288,360,0,-96,K R +Bock\r\n"
                                   "5,Anna,Bert,♣ Hand Schneider Schwarz,18,144,360,144,-96,Bock\r\n"
                                   "\r\n"));
  g_assert_nonnull (strstr (csv, "seeger-fabian,,,,,,500,234,-146,\r\n"));
  g_assert_true (g_str_has_suffix (csv, "next dealer,Bert\r\n"));
}

/* Four players start a new list; the dealer sits out and the bonus for a
 * lost game is 30 for each of the other three. */
static void
test_split (void)
{
  g_autoptr(PlRecord) record = match ();
  g_autoptr(GPtrArray) lists = NULL;
  const PlSkatList *four;

  /* Dora deals; Anna (forehand) concedes her Clubs Hand at once: -96. */
  g_ptr_array_add (record->deals, deal (3, "players=4",
                                        "pass, pass, bid 18, hand, announce clubs hand, "
                                        "0: concede"));
  lists = pl_skat_list_split (record, NULL);
  g_assert_cmpuint (lists->len, ==, 2);
  four = lists->pdata[1];
  g_assert_cmpuint (four->n_seats, ==, 4);
  g_assert_cmpuint (four->opponent_bonus, ==, 30);
  g_assert_cmpint (four->seeger_fabian[0], ==, -96 - 50);
  for (guint s = 1; s < 4; s++)
    g_assert_cmpint (four->seeger_fabian[s], ==, 30);
  g_assert_cmpint (four->next_dealer, ==, 0);
}

/* A deal being played ends the list and tells who deals. */
static void
test_unfinished (void)
{
  g_autoptr(PlRecord) record = match ();
  g_autoptr(GPtrArray) lists = NULL;
  const PlSkatList *list;

  g_ptr_array_add (record->deals, deal (1, "", "bid 18"));
  lists = pl_skat_list_split (record, NULL);
  list = lists->pdata[0];
  g_assert_cmpuint (list->rows->len, ==, 5);
  g_assert_cmpint (list->next_dealer, ==, 1);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/skat-list/rows", test_rows);
  g_test_add_func ("/skat-list/text", test_text);
  g_test_add_func ("/skat-list/split", test_split);
  g_test_add_func ("/skat-list/unfinished", test_unfinished);

  return g_test_run ();
}
