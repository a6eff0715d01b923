/* test-review-model.c — "Analyse This Deal": what the review says of each card
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-test"

#include <string.h>

#include "pl-review-model.h"

static const char *const names[] = { "You", "Anna", "Bert", "Carl" };

static PlRecord *
load (const char *name)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "analyse", name, NULL);
  g_autoptr(GError) error = NULL;
  PlRecord *record = pl_record_load (path, &error);

  g_assert_no_error (error);
  g_assert_nonnull (record);
  return record;
}

static PlReviewModel *
review (const PlDealRecord *deal)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PlAiAnalysis) analysis = pl_ai_analyse_deal (deal, NULL, NULL, &error);

  g_assert_no_error (error);
  return pl_review_model_new (deal, analysis, names);
}

/* The step of the card "SEAT: play CARD" of @deal's record. */
static guint
step_of (const PlDealRecord *deal,
         guint               seat,
         const char         *card_text)
{
  PlCard card;
  guint step = 0;

  g_assert_true (pl_card_from_string (card_text, &card));
  for (guint i = 0; i < deal->moves->len; i++)
    {
      const PlMove *move = &g_array_index (deal->moves, PlMove, i);

      if (move->kind != PL_MOVE_PLAY)
        continue;
      if (move->seat == seat && move->card == card)
        return step;
      step++;
    }
  g_assert_not_reached ();
}

/*
 * The scripted Skat deal of tests/test-analyse.c (skat-mistake.rec): in
 * trick 8 the declarer, seat 2, leads the king of hearts; a trump first
 * (the ten: 63 card points) wins the game, the king loses it with 51.  The
 * review names that card, the ten as the better one (the ace is worth 62,
 * not as good), both values, and nothing else as a mistake of his.
 */
static void
test_skat_mistake (void)
{
  g_autoptr(PlRecord) record = load ("skat-mistake.rec");
  const PlDealRecord *deal = g_ptr_array_index (record->deals, 0);
  g_autoptr(PlReviewModel) model = review (deal);
  g_autoptr(PlDealRecord) position = NULL;
  g_autofree char *text = NULL, *title = NULL;
  const guint *mistakes;
  guint step = step_of (deal, 2, "HK"), n_mistakes;

  /* Ten tricks of three cards. */
  g_assert_cmpuint (pl_review_model_get_n_steps (model), ==, 30);
  g_assert_cmpuint (pl_review_model_get_trick (model, step), ==, 8);
  g_assert_cmpuint (pl_review_model_get_seat (model, step), ==, 2);
  g_assert_cmpint (pl_review_model_get_mark (model, step), ==, PL_REVIEW_MARK_MISTAKE);
  text = pl_review_model_dup_text (model, step);
  g_assert_true (g_str_has_prefix (text, "Bert played ♥K: a mistake — ♣10 wins the game "
                                         "(63 instead of 51)"));
  title = pl_review_model_dup_title (model, step);
  g_assert_cmpstr (title, ==, "Trick 8: Bert, ♥K");

  n_mistakes = pl_review_model_get_mistakes (model, &mistakes);
  g_assert_cmpuint (n_mistakes, >=, 1);
  {
    gboolean found = FALSE;

    for (guint i = 0; i < n_mistakes; i++)
      {
        g_assert_cmpint (pl_review_model_get_mark (model, mistakes[i]), ==,
                         PL_REVIEW_MARK_MISTAKE);
        found |= mistakes[i] == step;
      }
    g_assert_true (found);
  }
  g_assert_cmpuint (pl_review_model_count_mistakes (model, 2), ==, 1);
  {
    char buf[3];

    pl_card_to_string (pl_review_model_get_better_card (model, step), buf);
    g_assert_cmpstr (buf, ==, "CT");
  }

  /* The position shown: the deal cut right after the king was led. */
  position = pl_review_model_dup_position (model, step);
  g_assert_cmpuint (position->moves->len, <, deal->moves->len);
  {
    const PlMove *last = &g_array_index (position->moves, PlMove, position->moves->len - 1);
    char buf[3];

    pl_card_to_string (last->card, buf);
    g_assert_cmpstr (buf, ==, "HK");
    g_assert_cmpuint (last->seat, ==, 2);
  }

  /* The last card of the deal is forced: the only card. */
  g_free (text);
  text = pl_review_model_dup_text (model, 29);
  g_assert_cmpint (pl_review_model_get_mark (model, 29), ==, PL_REVIEW_MARK_BEST);
  g_assert_cmpint (pl_review_model_get_better_card (model, 29), ==, PL_CARD_NONE);
  g_assert_true (strstr (text, ": the only card") != NULL);
}

/*
 * The scripted Bézique deal (bezique-mistake.rec): only the last eight
 * tricks are analysed, the cards before them say "not analysed"; in trick
 * 25 seat 0 leads the eight of spades where the ace wins the deal by 30 —
 * he loses it by 10.
 */
static void
test_bezique_mistake (void)
{
  g_autoptr(PlRecord) record = load ("bezique-mistake.rec");
  const PlDealRecord *deal = g_ptr_array_index (record->deals, 0);
  g_autoptr(PlReviewModel) model = review (deal);
  guint n = pl_review_model_get_n_steps (model), analysed = 0, found = G_MAXUINT;
  g_autofree char *first = NULL;

  /* Thirty-two tricks of two cards. */
  g_assert_cmpuint (n, ==, 64);
  for (guint i = 0; i < n; i++)
    {
      PlReviewMark mark = pl_review_model_get_mark (model, i);

      /* The analysis begins where the stock is exhausted: trick 25. */
      g_assert_true ((mark == PL_REVIEW_MARK_NOT_ANALYSED) == (i < 48));
      g_assert_cmpuint (pl_review_model_get_trick (model, i), ==, i / 2 + 1);
      analysed += mark != PL_REVIEW_MARK_NOT_ANALYSED;
      if (mark == PL_REVIEW_MARK_MISTAKE && pl_review_model_get_trick (model, i) == 25)
        found = i;
    }
  g_assert_cmpuint (analysed, ==, 16);
  first = pl_review_model_dup_text (model, 0);
  g_assert_true (g_str_has_suffix (first, ": not analysed"));

  g_assert_cmpuint (found, !=, G_MAXUINT);
  {
    g_autofree char *text = pl_review_model_dup_text (model, found);

    g_test_message ("%s", text);
    g_assert_cmpuint (pl_review_model_get_seat (model, found), ==, 0);
    g_assert_true (g_str_has_prefix (text, "You played ♠8: a mistake — ♠A wins the deal "
                                           "(30 instead of -10)"));
  }
}

/*
 * The scripted Euchre deal (euchre-mistake.rec): the maker leads the ace
 * of spades where a bower or the ace of trumps first takes all five
 * tricks; he makes three, the point and not the march: a mistake that
 * scores less, the three better cards named.
 */
static void
test_euchre_mistake (void)
{
  g_autoptr(PlRecord) record = load ("euchre-mistake.rec");
  const PlDealRecord *deal = g_ptr_array_index (record->deals, 0);
  g_autoptr(PlReviewModel) model = review (deal);
  g_autofree char *text = NULL;

  g_assert_cmpuint (pl_review_model_get_n_steps (model), ==, 20);
  g_assert_cmpint (pl_review_model_get_mark (model, 0), ==, PL_REVIEW_MARK_MISTAKE);
  text = pl_review_model_dup_text (model, 0);
  g_test_message ("%s", text);
  g_assert_true (g_str_has_prefix (text, "You played ♠A: a mistake — ♥J or ♥A or ♦J scores more "
                                         "(5 instead of 3)"));
  g_assert_cmpuint (pl_review_model_count_mistakes (model, 0), >=, 1);
}

/* The short names of cards: the rank as printed on the card, after the
 * suit's symbol. */
static void
test_card_short_name (void)
{
  static const struct { const char *card; const char *name; } cases[] = {
    { "HT", "♥10" }, { "CJ", "♣J" }, { "SA", "♠A" }, { "D7", "♦7" }, { "H2", "♥2" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      PlCard card;
      g_autofree char *name = NULL;

      g_assert_true (pl_card_from_string (cases[i].card, &card));
      name = pl_review_card_short_name (card);
      g_assert_cmpstr (name, ==, cases[i].name);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/review/skat-mistake", test_skat_mistake);
  g_test_add_func ("/review/bezique-mistake", test_bezique_mistake);
  g_test_add_func ("/review/euchre-mistake", test_euchre_mistake);
  g_test_add_func ("/review/card-short-name", test_card_short_name);
  return g_test_run ();
}
