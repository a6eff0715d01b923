/* test-statistics.c — the statistics file: counting, writing, and refusing bad files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-test"

#include <string.h>

#include <glib/gstdio.h>

#include "pl-skat.h"
#include "pl-statistics.h"

/* Deals counted for seat 0: declarer won, declarer lost, defender, thrown
 * in.  Issue 7: "deals played, won and lost as declarer, points, best and
 * worst, Seeger-Fabian". */
static void
test_counting (void)
{
  static const struct {
    gboolean passed;
    gint     declarer;
    gboolean won;
    gint     score0;
    gint     seeger_fabian;
  } deals[] = {
    { FALSE, 0, TRUE, 48, 98 },     /* Grand won: 48, +50 */
    { FALSE, 0, FALSE, -72, -122 }, /* Clubs lost: −2 × 36, −50 */
    { FALSE, 1, FALSE, 0, 40 },     /* a defender when seat 1 loses: +40 */
    { TRUE, -1, FALSE, 0, 0 },      /* all passed */
  };
  g_autoptr(PlStatistics) stats = pl_statistics_new ();
  const PlStatisticsEntry *entry;

  for (guint i = 0; i < G_N_ELEMENTS (deals); i++)
    {
      PlResult result = { .n_seats = 3, .passed = deals[i].passed,
                          .declarer = deals[i].declarer, .won = deals[i].won };

      result.score[0] = deals[i].score0;
      pl_statistics_add_result (stats, "skat", "standard", &result, 0,
                                deals[i].seeger_fabian);
    }
  g_assert_cmpuint (pl_statistics_get_n_entries (stats), ==, 1);
  entry = pl_statistics_lookup (stats, "skat", "standard");
  g_assert_nonnull (entry);
  g_assert_cmpuint (entry->deals, ==, 4);
  g_assert_cmpuint (entry->declared, ==, 2);
  g_assert_cmpuint (entry->won, ==, 1);
  g_assert_cmpuint (entry->lost, ==, 1);
  g_assert_cmpint (entry->points, ==, -24);
  g_assert_cmpint (entry->best, ==, 48);
  g_assert_cmpint (entry->worst, ==, -72);
  g_assert_cmpint (entry->seeger_fabian, ==, 16);
  g_assert_null (pl_statistics_lookup (stats, "skat", "players=4"));
}

/* A game without a declarer (Bézique): a deal is won with the higher
 * score, lost with the lower; a tie is neither. */
static void
test_counting_without_declarer (void)
{
  static const gint scores[][2] = {
    { 520, 310 },   /* won */
    { 240, 610 },   /* lost */
    { 400, 400 },   /* tied */
    { 1020, 90 },   /* won */
  };
  g_autoptr(PlStatistics) stats = pl_statistics_new ();
  const PlStatisticsEntry *entry;

  for (guint i = 0; i < G_N_ELEMENTS (scores); i++)
    {
      PlResult result = { .n_seats = 2, .declarer = -1, .won = scores[i][0] > scores[i][1] };

      result.score[0] = scores[i][0];
      result.score[1] = scores[i][1];
      pl_statistics_add_result (stats, "bezique", "standard", &result, 0, 0);
      /* The other seat's view of the same deals. */
      pl_statistics_add_result (stats, "bezique", "target=1500", &result, 1, 0);
    }
  entry = pl_statistics_lookup (stats, "bezique", "standard");
  g_assert_nonnull (entry);
  g_assert_cmpuint (entry->deals, ==, 4);
  g_assert_cmpuint (entry->declared, ==, 3);
  g_assert_cmpuint (entry->won, ==, 2);
  g_assert_cmpuint (entry->lost, ==, 1);
  g_assert_cmpint (entry->points, ==, 2180);
  g_assert_cmpint (entry->best, ==, 1020);
  g_assert_cmpint (entry->worst, ==, 240);
  entry = pl_statistics_lookup (stats, "bezique", "target=1500");
  g_assert_nonnull (entry);
  g_assert_cmpuint (entry->won, ==, 1);
  g_assert_cmpuint (entry->lost, ==, 2);
}

/* The variant key names the options that differ from the defaults. */
static void
test_variant (void)
{
  const PlGame *game = pl_game_lookup ("skat");
  g_autofree gpointer options = g_malloc0 (game->options_size);
  g_autofree char *standard = NULL;
  g_autofree char *four = NULL;

  pl_game_options_init (game, options);
  standard = pl_statistics_variant (game, options);
  g_assert_cmpstr (standard, ==, "standard");
  g_assert_true (pl_game_options_set (game, options, "players", "4", NULL));
  four = pl_statistics_variant (game, options);
  g_assert_nonnull (strstr (four, "players=4"));
}

/* Written and read back, the statistics are the same text. */
static void
test_roundtrip (void)
{
  g_autoptr(PlStatistics) stats = pl_statistics_new ();
  g_autoptr(PlStatistics) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autofree char *text2 = NULL;
  PlResult result = { .n_seats = 4, .declarer = 2, .won = TRUE };

  result.score[2] = 96;
  pl_statistics_add_result (stats, "skat", "players=4", &result, 2, 146);
  pl_statistics_add_result (stats, "skat", "standard", &result, 0, 0);
  text = pl_statistics_to_string (stats);
  again = pl_statistics_parse (text, strlen (text), &error);
  g_assert_no_error (error);
  g_assert_cmpuint (pl_statistics_get_n_entries (again), ==, 2);
  /* Sorted by game and variant. */
  g_assert_cmpstr (pl_statistics_get_entry (again, 0)->variant, ==, "players=4");
  text2 = pl_statistics_to_string (again);
  g_assert_cmpstr (text2, ==, text);
}

#define KEY_A "0123456789abcdef0123456789abcdef01234567"
#define KEY_B "89abcdef0123456789abcdef0123456789abcdef"
#define ENTRY(body) "Parlour-Statistics: 1\nGame: skat\nVariant: standard\n" body "End\n"
#define GOOD "Deals: 3\nDeclared: 2\nWon: 1\nLost: 1\nPoints: 10\nBest: 40\nWorst: -30\n" \
             "Seeger-Fabian: 12\n"

/* Issue 7: "stored in a versioned file, validated on load"; a bad file
 * gives nothing and an error that says what is wrong. */
static void
test_bad_files (void)
{
  static const struct {
    const char *what;
    const char *text;
    gsize       length;
    gint        code;
    const char *message;
  } cases[] = {
    { "empty", "", 0, PL_STATISTICS_ERROR_SYNTAX, "not a Parlour statistics file" },
    { "a record", "Parlour-Record: 1\n", 0, PL_STATISTICS_ERROR_SYNTAX, "not a Parlour" },
    { "another version", "Parlour-Statistics: 3\n", 0, PL_STATISTICS_ERROR_VERSION,
      "version 3" },
    { "a bad analysed deal", "Parlour-Statistics: 2\nAnalysed-Deal: 12ab 1 skat standard\n", 0,
      PL_STATISTICS_ERROR_VALUE, "Analysed-Deal" },
    { "an analysed deal without its variant",
      "Parlour-Statistics: 2\nAnalysed-Deal: " KEY_A " 1 skat\n", 0,
      PL_STATISTICS_ERROR_VALUE, "Analysed-Deal" },
    { "a deal analysed twice", "Parlour-Statistics: 2\nAnalysed-Deal: " KEY_A " 1 skat standard\n"
      "Analysed-Deal: " KEY_A " 0 skat standard\n", 0, PL_STATISTICS_ERROR_VALUE, "twice" },
    { "truncated", "Parlour-Statistics: 1\nGame: skat\nVariant: standard\nDeals: 3\n", 0,
      PL_STATISTICS_ERROR_SYNTAX, "truncated" },
    { "a key missing", ENTRY ("Deals: 3\n"), 0, PL_STATISTICS_ERROR_SYNTAX, "has no" },
    { "unknown key", ENTRY (GOOD "Luck: 7\n"), 0, PL_STATISTICS_ERROR_SYNTAX, "unknown key" },
    { "key twice", ENTRY (GOOD "Deals: 3\n"), 0, PL_STATISTICS_ERROR_VALUE, "a second" },
    { "negative count", ENTRY ("Deals: -3\nDeclared: 2\nWon: 1\nLost: 1\nPoints: 10\n"
                               "Best: 40\nWorst: -30\nSeeger-Fabian: 12\n"), 0,
      PL_STATISTICS_ERROR_VALUE, "bad" },
    { "huge number", ENTRY ("Deals: 99999999999999999999\nDeclared: 2\nWon: 1\nLost: 1\n"
                            "Points: 10\nBest: 40\nWorst: -30\nSeeger-Fabian: 12\n"), 0,
      PL_STATISTICS_ERROR_VALUE, "bad" },
    { "won + lost ≠ declared", ENTRY ("Deals: 3\nDeclared: 2\nWon: 2\nLost: 1\nPoints: 10\n"
                                      "Best: 40\nWorst: -30\nSeeger-Fabian: 12\n"), 0,
      PL_STATISTICS_ERROR_VALUE, "add up" },
    { "worst better than best", ENTRY ("Deals: 3\nDeclared: 2\nWon: 1\nLost: 1\nPoints: 10\n"
                                       "Best: 4\nWorst: 30\nSeeger-Fabian: 12\n"), 0,
      PL_STATISTICS_ERROR_VALUE, "worst" },
    { "points without a deal", ENTRY ("Deals: 0\nDeclared: 0\nWon: 0\nLost: 0\nPoints: 10\n"
                                      "Best: 0\nWorst: 0\nSeeger-Fabian: 0\n"), 0,
      PL_STATISTICS_ERROR_VALUE, "without a deal" },
    { "bad game name", "Parlour-Statistics: 1\nGame: ../../etc\n", 0,
      PL_STATISTICS_ERROR_SYNTAX, "not a game" },
    { "the same entry twice", ENTRY (GOOD) "Game: skat\nVariant: standard\n" GOOD "End\n", 0,
      PL_STATISTICS_ERROR_VALUE, "a second entry" },
    { "a NUL byte", "Parlour-Statistics: 1\n\0", 23, PL_STATISTICS_ERROR_SYNTAX, "NUL" },
    { "invalid UTF-8", "Parlour-Statistics: 1\n\xff\xfe", 0, PL_STATISTICS_ERROR_SYNTAX,
      "UTF-8" },
    { "End outside an entry", "Parlour-Statistics: 1\nEnd\n", 0, PL_STATISTICS_ERROR_SYNTAX,
      "without" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(PlStatistics) stats = NULL;
      gsize length = cases[i].length ? cases[i].length : strlen (cases[i].text);

      g_test_message ("%s", cases[i].what);
      stats = pl_statistics_parse (cases[i].text, length, &error);
      g_assert_null (stats);
      g_assert_error (error, PL_STATISTICS_ERROR, cases[i].code);
      if (strstr (error->message, cases[i].message) == NULL)
        g_error ("%s: “%s” does not say “%s”", cases[i].what, error->message,
                 cases[i].message);
    }

  /* And the one good entry of the cases reads. */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(PlStatistics) stats = pl_statistics_parse (ENTRY (GOOD), strlen (ENTRY (GOOD)),
                                                         &error);

    g_assert_no_error (error);
    g_assert_cmpint (pl_statistics_get_entry (stats, 0)->worst, ==, -30);
  }
}

/* A missing file is empty statistics; a long line or a huge file is
 * refused before it is parsed. */
static void
test_load (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PlStatistics) empty = NULL;
  g_autoptr(PlStatistics) big = NULL;
  g_autofree char *dir = g_dir_make_tmp ("parlour-stats-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "statistics", NULL);
  g_autofree char *huge = g_malloc (2 * 1024 * 1024);

  empty = pl_statistics_load (path, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (pl_statistics_get_n_entries (empty), ==, 0);

  memset (huge, '#', 2 * 1024 * 1024);
  g_assert_true (g_file_set_contents (path, huge, 2 * 1024 * 1024, NULL));
  big = pl_statistics_load (path, NULL, &error);
  g_assert_null (big);
  g_assert_error (error, PL_STATISTICS_ERROR, PL_STATISTICS_ERROR_TOO_LARGE);
  g_remove (path);
  g_rmdir (dir);
}

/* "Analyse This Deal": the player's mistakes per deal analysed, each deal
 * counted once — analysed again, or by two windows whose statistics are
 * merged — and kept through the file. */
static void
test_reviews (void)
{
  g_autoptr(PlStatistics) stats = pl_statistics_new ();
  g_autoptr(PlStatistics) other = pl_statistics_new ();
  g_autoptr(PlStatistics) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL, *text2 = NULL;
  const PlStatisticsEntry *e;

  g_assert_true (pl_statistics_add_review (stats, "skat", "standard", KEY_A, 2));
  /* The same deal analysed again counts nothing. */
  g_assert_false (pl_statistics_add_review (stats, "skat", "standard", KEY_A, 2));
  g_assert_true (pl_statistics_add_review (stats, "skat", "standard", KEY_B, 0));
  e = pl_statistics_lookup (stats, "skat", "standard");
  g_assert_cmpuint (e->analysed, ==, 2);
  g_assert_cmpuint (e->mistakes, ==, 2);
  g_assert_cmpuint (e->deals, ==, 0);

  /* Another window analysed deal A too, and a deal of its own. */
  g_assert_true (pl_statistics_add_review (other, "skat", "standard", KEY_A, 2));
  g_assert_true (pl_statistics_add_review (other, "skat", "standard",
                                           "fedcba9876543210fedcba9876543210fedcba98", 3));
  pl_statistics_merge (stats, other);
  e = pl_statistics_lookup (stats, "skat", "standard");
  g_assert_cmpuint (e->analysed, ==, 3);
  g_assert_cmpuint (e->mistakes, ==, 5);

  /* Through the file, every count and every key. */
  text = pl_statistics_to_string (stats);
  g_assert_nonnull (strstr (text, "Parlour-Statistics: 2\n"));
  g_assert_nonnull (strstr (text, "Analysed-Deal: " KEY_A " 2 skat standard\n"));
  again = pl_statistics_parse (text, strlen (text), &error);
  g_assert_no_error (error);
  e = pl_statistics_lookup (again, "skat", "standard");
  g_assert_cmpuint (e->analysed, ==, 3);
  g_assert_cmpuint (e->mistakes, ==, 5);
  g_assert_true (pl_statistics_has_review (again, KEY_B));
  g_assert_false (pl_statistics_add_review (again, "skat", "standard", KEY_B, 1));
  text2 = pl_statistics_to_string (again);
  g_assert_cmpstr (text2, ==, text);
}

/* A version 1 file (before "Analyse This Deal") reads as it was, with
 * nothing analysed, and is written as version 2. */
static void
test_version_1 (void)
{
  static const char v1[] = ENTRY (GOOD);
  g_autoptr(PlStatistics) stats = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  const PlStatisticsEntry *e;

  stats = pl_statistics_parse (v1, strlen (v1), &error);
  g_assert_no_error (error);
  e = pl_statistics_lookup (stats, "skat", "standard");
  g_assert_cmpuint (e->deals, ==, 3);
  g_assert_cmpint (e->seeger_fabian, ==, 12);
  g_assert_cmpuint (e->analysed, ==, 0);
  g_assert_cmpuint (e->mistakes, ==, 0);
  text = pl_statistics_to_string (stats);
  g_assert_true (g_str_has_prefix (text, "Parlour-Statistics: 2\n"));
  g_assert_nonnull (strstr (text, "Analysed: 0\nMistakes: 0\n"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/statistics/counting", test_counting);
  g_test_add_func ("/statistics/counting-without-declarer", test_counting_without_declarer);
  g_test_add_func ("/statistics/variant", test_variant);
  g_test_add_func ("/statistics/roundtrip", test_roundtrip);
  g_test_add_func ("/statistics/bad-files", test_bad_files);
  g_test_add_func ("/statistics/load", test_load);
  g_test_add_func ("/statistics/reviews", test_reviews);
  g_test_add_func ("/statistics/version-1", test_version_1);

  return g_test_run ();
}
