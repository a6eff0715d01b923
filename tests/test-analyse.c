/* test-analyse.c — the deal analysis ("Analyse This Deal") of Skat,
 * Bézique and Euchre
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "pl-ai-analyse.h"
#include "pl-ai-analyse-xskat.h"
#include "pl-ai-bezique.h"
#include "pl-bezique.h"
#include "pl-euchre.h"
#include "pl-record.h"
#include "euchre-test-util.h"
#include "skat-test-util.h"
#include "test-game-hicard.h"

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

static const PlAiDecision *
find_decision (const PlAiAnalysis *a,
               guint               move_index)
{
  for (guint i = 0; i < a->decisions->len; i++)
    if (g_array_index (a->decisions, PlAiDecision, i).index == move_index)
      return &g_array_index (a->decisions, PlAiDecision, i);
  return NULL;
}

static const PlAiOption *
find_option (const PlAiDecision *d,
             const char         *card_text)
{
  PlCard card;

  g_assert_true (pl_card_from_string (card_text, &card));
  for (guint i = 0; i < d->n_options; i++)
    if (d->options[i].move.card == card)
      return &d->options[i];
  return NULL;
}

/*
 * The scripted Skat deal (tests/data/analyse/skat-mistake.rec): seat 2
 * plays Clubs without 2 (36) after bidding 22.  In trick 8 he holds CT CA
 * HK, the defenders CJ SK D9 (seat 0) and C7 SQ DK (seat 1), and he has to
 * lead.  With a trump (CT or CA) he draws the seven under the jack and
 * takes the last two tricks: 63, won.  He leads the king of hearts: seat 1
 * ruffs it with the seven, and the jack still catches his ten: 51, lost.
 * The analysis names that card as the mistake and the ten as the better
 * one; every value of the last three tricks agrees with plain minimax.
 */
static void
test_skat_mistake (void)
{
  g_autoptr(PlRecord) record = load ("skat-mistake.rec");
  const PlDealRecord *deal = g_ptr_array_index (record->deals, 0);
  g_autoptr(PlAiAnalysis) a = NULL;
  g_autoptr(GError) error = NULL;
  const PlAiDecision *d;
  guint mistakes = 0, hk_index = G_MAXUINT, checked = 0;

  a = pl_ai_analyse_deal (deal, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (a->game == &pl_skat_game);
  g_assert_cmpint (a->declarer, ==, 2);
  /* Every card of the ten tricks. */
  g_assert_cmpuint (a->decisions->len, ==, 30);

  for (guint i = 0; i < deal->moves->len; i++)
    {
      const PlMove *m = &g_array_index (deal->moves, PlMove, i);
      PlCard hk;

      g_assert_true (pl_card_from_string ("HK", &hk));
      if (m->kind == PL_MOVE_PLAY && m->card == hk)
        hk_index = i;
    }
  d = find_decision (a, hk_index);
  g_assert_nonnull (d);
  g_assert_cmpuint (d->trick, ==, 7);
  g_assert_cmpuint (d->seat, ==, 2);
  g_assert_cmpint (d->verdict, ==, PL_AI_VERDICT_MISTAKE);
  g_assert_cmpint (find_option (d, "CT")->value, ==, 63);
  g_assert_true (find_option (d, "CT")->won);
  g_assert_cmpint (find_option (d, "CA")->value, ==, 62);
  g_assert_cmpint (find_option (d, "HK")->value, ==, 51);
  g_assert_false (find_option (d, "HK")->won);
  g_assert_cmpint (d->options[d->best_option].move.card, ==, find_option (d, "CT")->move.card);
  g_assert_cmpint (d->lost, ==, 12);

  for (guint i = 0; i < a->decisions->len; i++)
    {
      const PlAiDecision *e = &g_array_index (a->decisions, PlAiDecision, i);
      g_autofree PlSkatState *state = pl_deal_record_replay (deal, e->index, NULL);
      PlCardSet legal = pl_skat_legal_cards (state, e->seat), seen = 0;

      mistakes += e->verdict == PL_AI_VERDICT_MISTAKE;
      /* The options are the legal cards, the card played among them. */
      g_assert_cmpuint (e->n_options, ==, pl_cardset_count (legal));
      for (guint o = 0; o < e->n_options; o++)
        seen |= PL_CARDSET_BIT (e->options[o].move.card);
      g_assert_cmpuint (seen, ==, legal);
      g_assert_cmpint (e->options[e->played_option].move.card, ==, e->played.card);
      g_assert_true ((e->lost == 0) == (e->verdict == PL_AI_VERDICT_BEST));
      /* The last card of the deal is known to everyone. */
      if (e->trick == 9 && state->n_trick_cards == 2)
        g_assert_true (e->exact);
      if (e->trick < 2)
        g_assert_false (e->exact);

      /* The last three tricks against plain minimax. */
      if (e->trick >= 7)
        for (guint o = 0; o < e->n_options; o++)
          {
            PlSkatState child = *state;

            pl_skat_game.apply (&child, &e->options[o].move);
            g_assert_cmpint (e->options[o].value, ==, skat_test_brute_force (&child));
            checked++;
          }
    }
  g_test_message ("%u decisions, %u mistakes, %u options checked by minimax",
                  a->decisions->len, mistakes, checked);
  g_assert_cmpuint (checked, >, 10);
  g_assert_cmpuint (mistakes, >=, 1);
}

/* The mover's lead at the end of the deal, everything scored counted. */
static gint
bezique_lead (const PlBeziqueState *state,
              guint                 seat)
{
  gint total[2];

  for (guint s = 0; s < 2; s++)
    {
      PlBeziqueScore score;

      pl_bezique_get_score (state, s, &score);
      total[s] = (gint) (score.declarations + score.sevens + score.brisques + score.last_trick);
    }
  return total[seat] - total[1 - seat];
}

/*
 * The scripted Bézique deal (tests/data/analyse/bezique-mistake.rec): in
 * the last eight tricks the analysis is exact; its best value of every
 * decision is the position's own value from the endgame solver, and in
 * trick 25 seat 0, who could take the lead with the ace of spades and
 * win the deal by 30, leads the eight and loses it by 10: a mistake of 40.
 */
static void
test_bezique_last_eight (void)
{
  g_autoptr(PlRecord) record = load ("bezique-mistake.rec");
  const PlDealRecord *deal = g_ptr_array_index (record->deals, 0);
  g_autoptr(PlAiAnalysis) a = NULL;
  g_autoptr(GError) error = NULL;
  gboolean found = FALSE;

  a = pl_ai_analyse_deal (deal, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (a->game == &pl_bezique_game);
  /* Sixteen cards in the last eight tricks, nothing before. */
  g_assert_cmpuint (a->decisions->len, ==, 16);
  for (guint i = 0; i < a->decisions->len; i++)
    {
      const PlAiDecision *d = &g_array_index (a->decisions, PlAiDecision, i);
      g_autofree PlBeziqueState *state = pl_deal_record_replay (deal, d->index, NULL);
      const PlAiOption *best = &d->options[d->best_option];
      char text[3];

      g_assert_true (state->last_eight);
      g_assert_true (d->exact);
      g_assert_cmpint (best->value, ==,
                       bezique_lead (state, d->seat) + pl_ai_bezique_endgame_solve (state, NULL));
      pl_ai_analysis_card_text (&pl_bezique_game, &d->played, text);
      if (d->trick == 24 && d->seat == 0)
        {
          char best_text[3];

          pl_ai_analysis_card_text (&pl_bezique_game, &best->move, best_text);
          g_assert_cmpstr (text, ==, "S8");
          g_assert_cmpstr (best_text, ==, "SA");
          g_assert_cmpint (d->verdict, ==, PL_AI_VERDICT_MISTAKE);
          g_assert_cmpint (best->value, ==, 30);
          g_assert_cmpint (d->options[d->played_option].value, ==, -10);
          g_assert_cmpint (d->lost, ==, 40);
          found = TRUE;
        }
    }
  g_assert_true (found);
}

typedef struct {
  guint calls;
  guint stop_at;
} Progress;

static gboolean
progress_cb (guint    done,
             guint    total,
             gpointer user_data)
{
  Progress *p = user_data;

  g_assert_cmpuint (done, ==, p->calls + 1);
  g_assert_cmpuint (done, <=, total);
  p->calls++;
  return p->calls < p->stop_at;
}

/* The progress callback sees every card, and cancels when it says so. */
static void
test_progress_and_cancel (void)
{
  g_autoptr(PlRecord) record = load ("skat-mistake.rec");
  const PlDealRecord *deal = g_ptr_array_index (record->deals, 0);
  g_autoptr(GError) error = NULL;
  Progress all = { 0, G_MAXUINT }, some = { 0, 5 };
  PlAiAnalysis *a;

  a = pl_ai_analyse_deal (deal, progress_cb, &all, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (all.calls, ==, 30);
  pl_ai_analysis_free (a);

  a = pl_ai_analyse_deal (deal, progress_cb, &some, &error);
  g_assert_null (a);
  g_assert_error (error, PL_AI_ANALYSE_ERROR, PL_AI_ANALYSE_ERROR_CANCELLED);
  g_assert_cmpuint (some.calls, ==, 5);
}

/*
 * The scripted Euchre deal (tests/data/analyse/euchre-mistake.rec): seat
 * 0 orders up hearts holding HJ DJ HA CA SA.  Seat 1 holds HK and clubs,
 * no spade; seat 2 only diamonds; seat 3, the dealer, HT HQ H9 ST SJ once
 * he has taken up the ten.  Led first, the right bower, the left bower or
 * the ace of trumps draws the five trumps out in three rounds and the two
 * aces make the rest: all five tricks, the march.  Seat 0 leads the ace
 * of spades: seat 1 ruffs it with the king, and the ace of clubs is
 * ruffed too (the ace of clubs first is as bad): three tricks, the point
 * and not the march.  The analysis names that card as the mistake, two
 * tricks lost, a bower or the ace of trumps the better card; every value
 * from trick 3 on agrees with plain minimax.
 */
static void
test_euchre_mistake (void)
{
  g_autoptr(PlRecord) record = load ("euchre-mistake.rec");
  const PlDealRecord *deal = g_ptr_array_index (record->deals, 0);
  g_autoptr(PlAiAnalysis) a = NULL;
  g_autoptr(GError) error = NULL;
  const PlAiDecision *d;
  guint checked = 0, mistakes = 0;

  a = pl_ai_analyse_deal (deal, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (a->game == &pl_euchre_game);
  g_assert_cmpint (a->declarer, ==, 0);
  /* Every card of the five tricks. */
  g_assert_cmpuint (a->decisions->len, ==, 20);

  d = &g_array_index (a->decisions, PlAiDecision, 0);
  g_assert_cmpuint (d->seat, ==, 0);
  g_assert_cmpuint (d->trick, ==, 0);
  g_assert_cmpint (d->played.card, ==, find_option (d, "SA")->move.card);
  g_assert_cmpint (d->verdict, ==, PL_AI_VERDICT_MISTAKE);
  g_assert_cmpint (find_option (d, "SA")->value, ==, 3);
  g_assert_cmpint (find_option (d, "CA")->value, ==, 3);
  g_assert_cmpint (find_option (d, "HJ")->value, ==, 5);
  g_assert_cmpint (find_option (d, "DJ")->value, ==, 5);
  g_assert_cmpint (find_option (d, "HA")->value, ==, 5);
  g_assert_cmpint (find_option (d, "SA")->level, <, find_option (d, "HJ")->level);
  g_assert_cmpint (d->options[d->best_option].value, ==, 5);
  g_assert_cmpint (d->lost, ==, 2);
  g_assert_false (d->exact);

  for (guint i = 0; i < a->decisions->len; i++)
    {
      const PlAiDecision *e = &g_array_index (a->decisions, PlAiDecision, i);
      g_autofree PlEuchreState *state = pl_deal_record_replay (deal, e->index, NULL);

      mistakes += e->verdict == PL_AI_VERDICT_MISTAKE;
      g_assert_cmpuint (e->n_options, ==, pl_cardset_count (pl_euchre_legal_cards (state, e->seat)));
      g_assert_true ((e->lost == 0) == (e->verdict == PL_AI_VERDICT_BEST));
      /* The last card of the deal is known to everyone. */
      if (e->trick == 4 && state->n_trick_cards == 3)
        g_assert_true (e->exact);
      if (e->trick >= 2)
        for (guint o = 0; o < e->n_options; o++)
          {
            PlEuchreState child = *state;

            pl_euchre_game.apply (&child, &e->options[o].move);
            g_assert_cmpint (e->options[o].value, ==, euchre_test_minimax (&child));
            checked++;
          }
    }
  g_test_message ("%u decisions, %u mistakes, %u options checked by minimax",
                  a->decisions->len, mistakes, checked);
  /* Only the ace of spades: the defence's cards after it all hold the
   * makers to three. */
  g_assert_cmpuint (mistakes, ==, 1);
  g_assert_cmpuint (checked, >, 15);
}

/* A game without an analysis says so; a thrown-in deal has nothing to
 * analyse. */
static void
test_nothing_to_analyse (void)
{
  static const char thrown_in[] =
    "Parlour-Record: 1\n\nGame: skat\nDealer: 0\nSeed: 5\n2: pass\n0: pass\n1: pass\nEnd\n";
  g_autoptr(PlRecord) record = NULL;
  g_autoptr(PlDealRecord) hi = NULL;
  g_autoptr(PlAiAnalysis) a = NULL;
  g_autoptr(GError) error = NULL;
  HiOptions options = { TRUE };

  hi = pl_deal_record_new_from_seed (&hi_game, &options, 0, 3);
  a = pl_ai_analyse_deal (hi, NULL, NULL, &error);
  g_assert_null (a);
  g_assert_error (error, PL_AI_ANALYSE_ERROR, PL_AI_ANALYSE_ERROR_UNSUPPORTED);
  g_clear_error (&error);

  record = pl_record_parse (thrown_in, strlen (thrown_in), "thrown-in", &error);
  g_assert_no_error (error);
  a = pl_ai_analyse_deal (g_ptr_array_index (record->deals, 0), NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (a->decisions->len, ==, 0);
  g_assert_cmpint (a->declarer, ==, -1);
  g_assert_cmpstr (pl_ai_verdict_id (PL_AI_VERDICT_MISTAKE), ==, "mistake");
  g_assert_true (strlen (pl_ai_analysis_note (&pl_skat_game)) > 0);
}

/*
 * XSkat's log (tests/data/xskat/sample.log, twelve games of XSkat 4.0):
 * every game becomes a Parlour record whose every card the rules accept
 * and which Parlour scores as XSkat did.  The first game: Computer3 leads
 * the first trick (forehand, so Computer2 dealt), Computer2 takes up the
 * skat S K, S A, puts H Q, C K away, plays Spades and wins with 108.  The
 * Null Ouvert Hand is read with its flags; the thrown-in deal has no
 * record.
 */
static void
test_xskat_log (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "xskat", "sample.log", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GPtrArray) games = NULL;
  g_autoptr(GError) error = NULL;
  const PlAiXskatGame *first, *ouvert = NULL;
  guint thrown_in = 0;
  gsize length;

  g_assert_true (g_file_get_contents (path, &text, &length, NULL));
  games = pl_ai_xskat_parse (text, length, "sample.log", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (games->len, ==, 12);

  first = g_ptr_array_index (games, 0);
  g_assert_cmpstr (first->players[1], ==, "Computer2");
  g_assert_nonnull (first->deal);
  g_assert_cmpuint (first->deal->dealer, ==, 1);
  g_assert_true (first->won);
  g_assert_cmpint (first->declarer_points, ==, 108);

  for (guint i = 0; i < games->len; i++)
    {
      const PlAiXskatGame *game = g_ptr_array_index (games, i);
      g_autofree PlSkatState *state = NULL;
      PlSkatOutcome o;

      if (game->deal == NULL)
        {
          thrown_in++;
          continue;
        }
      state = pl_deal_record_replay (game->deal, G_MAXUINT, &error);
      g_assert_no_error (error);
      g_assert_true (pl_skat_game.is_terminal (state));
      pl_skat_get_outcome (state, &o);
      g_assert_cmpint (o.won, ==, game->won);
      if (game->declarer_points >= 0)
        g_assert_cmpuint (o.declarer_points, ==, (guint) game->declarer_points);
      if (i == 0)
        {
          g_assert_cmpint (o.declarer, ==, 1);
          g_assert_cmpint (o.contract, ==, PL_SKAT_SPADES);
          g_assert_cmpuint (state->dealt_skat, ==, skat_test_set ("SK SA"));
          g_assert_cmpuint (state->skat, ==, skat_test_set ("HQ CK"));
        }
      if (o.contract == PL_SKAT_NULL && (o.flags & PL_SKAT_FLAG_OUVERT))
        {
          g_assert_cmpuint (o.flags, ==, PL_SKAT_FLAG_HAND | PL_SKAT_FLAG_OUVERT);
          ouvert = game;
        }
    }
  g_assert_cmpuint (thrown_in, ==, 1);
  g_assert_nonnull (ouvert);
}

/* A log cut off inside a game, or not a log at all, is refused with the
 * file and line; nothing is returned. */
static void
test_xskat_bad (void)
{
  g_autofree char *path = g_test_build_filename (G_TEST_DIST, "data", "xskat", "sample.log", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  const char *cut;
  gsize length;

  g_assert_true (g_file_get_contents (path, &text, &length, NULL));
  /* The first game's skat line, cut in the middle of a card. */
  cut = strstr (text, "Skat was: Spade K,Sp");
  g_assert_nonnull (cut);
  g_assert_null (pl_ai_xskat_parse (text, (gsize) (cut - text) + strlen ("Skat was: Spade K,Sp"),
                                    "cut.log", &error));
  g_assert_error (error, PL_RECORD_ERROR, PL_RECORD_ERROR_SYNTAX);
  g_assert_true (g_str_has_prefix (error->message, "cut.log:"));
  g_clear_error (&error);

  g_assert_null (pl_ai_xskat_parse ("Parlour-Record: 1\n", 18, "other.rec", &error));
  g_assert_error (error, PL_RECORD_ERROR, PL_RECORD_ERROR_SYNTAX);
  g_clear_error (&error);
  g_assert_null (pl_ai_xskat_parse ("\0\1\2", 3, "binary", &error));
  g_assert_error (error, PL_RECORD_ERROR, PL_RECORD_ERROR_SYNTAX);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/analyse/skat-mistake", test_skat_mistake);
  g_test_add_func ("/analyse/bezique-last-eight", test_bezique_last_eight);
  g_test_add_func ("/analyse/euchre-mistake", test_euchre_mistake);
  g_test_add_func ("/analyse/progress-and-cancel", test_progress_and_cancel);
  g_test_add_func ("/analyse/nothing-to-analyse", test_nothing_to_analyse);
  g_test_add_func ("/analyse/xskat-log", test_xskat_log);
  g_test_add_func ("/analyse/xskat-bad", test_xskat_bad);

  return g_test_run ();
}
