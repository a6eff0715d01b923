/* test-bezique-playout.c — invariants over seeded random Bézique deals: the conformance suite with Bézique's own
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "pl-bezique.h"

#include "game-conformance.h"

#define N_PLAYOUTS 10000

static void
check_cards (const PlBeziqueState *state)
{
  PlBeziqueSet all = 0, sets[8];
  guint n_sets = 0, count = 0;
  guint trick[2];
  guint n_trick = pl_bezique_get_current_trick (state, trick, NULL);

  for (guint s = 0; s < 2; s++)
    {
      sets[n_sets++] = state->hands[s];
      sets[n_sets++] = state->table[s];
      sets[n_sets++] = state->won[s];
    }
  sets[n_sets] = 0;
  for (guint i = state->stock_next; i < PL_BEZIQUE_STOCK_SIZE; i++)
    sets[n_sets] |= G_GUINT64_CONSTANT (1) << state->stock[i];
  n_sets++;
  sets[n_sets] = n_trick ? G_GUINT64_CONSTANT (1) << trick[0] : 0;
  n_sets++;
  for (guint i = 0; i < n_sets; i++)
    {
      /* No physical card in two places. */
      g_assert_true ((all & sets[i]) == 0);
      all |= sets[i];
      count += (guint) __builtin_popcountll (sets[i]);
    }
  /* 64 cards conserved. */
  g_assert_cmpuint (count, ==, 64);
  g_assert_true (all == G_MAXUINT64);
  /* Declared cards lie on the table only before the last eight tricks. */
  if (state->last_eight)
    g_assert_true ((state->table[0] | state->table[1]) == 0);
}

/* Issue 18, seed 004 iii and iv: each of the two sevens of trumps scores
 * ten at most once in a deal (turned up, exchanged or played), so a player
 * has at most 20 for sevens, and both together at most 20 + 10 for a
 * seven turned up — in fact at most 20, the seven turned up being one of
 * the two. */
static void
check_sevens (const PlBeziqueState *state)
{
  g_assert_cmpuint (state->seven_points[0], <=, 20);
  g_assert_cmpuint (state->seven_points[1], <=, 20);
  g_assert_cmpuint (state->seven_points[0] + state->seven_points[1], <=, 20 + 10);
  g_assert_cmpuint (state->seven_points[0] + state->seven_points[1], <=, 20);
}

static void
check_result (const PlBeziqueState *state)
{
  PlBeziqueScore a, b;
  PlResult result = { 0, };
  guint decl[2] = { 0, 0 };

  pl_bezique_get_score (state, 0, &a);
  pl_bezique_get_score (state, 1, &b);
  /* 8 aces and 8 tens, ten each: 160 in brisques (scored at the end). */
  g_assert_cmpuint (a.brisques + b.brisques, ==, 160);
  /* The last trick's 10 goes to exactly one player. */
  g_assert_cmpuint (a.last_trick + b.last_trick, ==, 10);
  for (guint s = 0; s < 2; s++)
    for (guint i = 0; i < pl_bezique_get_n_declarations (state, s); i++)
      {
        const PlBeziqueDeclaration *d = pl_bezique_get_declaration (state, s, i);

        /* Nothing stays "to score" after the stock is exhausted. */
        g_assert_cmpuint (d->status, !=, PL_BEZIQUE_PENDING);
        if (d->status == PL_BEZIQUE_SCORED)
          decl[s] += pl_bezique_combination_points (d->kind);
      }
  g_assert_cmpuint (decl[0], ==, a.declarations);
  g_assert_cmpuint (decl[1], ==, b.declarations);
  g_assert_cmpuint (a.total, ==, a.declarations + a.sevens + a.brisques + a.last_trick);
  check_sevens (state);

  pl_bezique_game.result (state, &result);
  g_assert_cmpint (result.score[0], ==, (gint) a.total);
  g_assert_cmpint (result.score[1], ==, (gint) b.total);
  g_assert_nonnull (result.reasons);
  pl_result_clear (&result);
}

typedef struct {
  guint declared;
  guint pending;
  guint exchanged;
  guint deal_exchanges;   /* in the deal being played */
} Counts;

/* Every way of scoring brisques and of reusing declared cards; called as
 * each deal begins. */
static void
options_for (guint    i,
             gpointer options,
             gpointer data)
{
  Counts *counts = data;

  ((PlBeziqueOptions *) options)->brisques = i % 3;
  ((PlBeziqueOptions *) options)->reuse_whole = i % 4 == 3;
  counts->deal_exchanges = 0;
}

static void
check_state (gconstpointer state,
             gpointer      data)
{
  check_cards (state);
  check_sevens (state);
}

static void
count_move (gconstpointer  state,
            const PlMove  *move,
            gpointer       data)
{
  Counts *counts = data;

  if (move->kind == PL_MOVE_DECLARE)
    counts->declared++;
  if (move->kind == PL_MOVE_DECLARE && move->flags == PL_BEZIQUE_TO_SCORE)
    counts->pending++;
  if (move->kind == PL_MOVE_EXCHANGE)
    {
      counts->exchanged++;
      /* Issue 18, seed 004 iii: the seven of trumps is exchanged once in a
       * deal at most. */
      g_assert_cmpuint (++counts->deal_exchanges, <=, 1);
    }
}

static void
result_cb (gconstpointer state,
           gpointer      data)
{
  check_result (state);
}

static void
test_playouts (void)
{
  Counts counts = { 0, };
  GameConformance c = {
    .game = &pl_bezique_game,
    .n_playouts = N_PLAYOUTS,
    .seed = 5000,
    .record_every = 10,
    .options_for = options_for,
    .check_state = check_state,
    .move_played = count_move,
    .check_result = result_cb,
    .data = &counts,
  };
  GameConformanceStats stats;

  game_conformance_run (&c, &stats);
  g_test_message ("%u declarations (%u to score), %u exchanges, %u records round-tripped, "
                  "at most %u legal moves",
                  counts.declared, counts.pending, counts.exchanged, stats.records,
                  stats.most_moves);
  g_assert_cmpuint (stats.deals, ==, N_PLAYOUTS);
  g_assert_cmpuint (counts.declared, >, 0);
  g_assert_cmpuint (counts.pending, >, 0);
  g_assert_cmpuint (counts.exchanged, >, 0);
}

/* An explicit deal (the Deal: line, each card twice) round-trips. */
static void
test_explicit_deal (void)
{
  PlBeziqueOptions options;
  PlCard pack[64];
  guint n;
  g_autoptr(PlDealRecord) deal = NULL;
  g_autoptr(PlRecord) record = pl_record_new ();
  g_autoptr(PlRecord) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  PlCard bad[64];

  pl_game_options_init (&pl_bezique_game, &options);
  options.target = 1500;
  n = pl_bezique_game.pack (&options, pack);
  g_assert_cmpuint (n, ==, 64);
  deal = pl_deal_record_new_from_pack (&pl_bezique_game, &options, 0, pack, n, &error);
  g_assert_no_error (error);
  g_ptr_array_add (record->deals, g_steal_pointer (&deal));
  text = pl_record_to_string (record);
  g_assert_nonnull (strstr (text, "Option: target=1500\n"));
  again = pl_record_parse (text, strlen (text), "explicit", &error);
  g_assert_no_error (error);

  /* A third copy of a card is refused. */
  memcpy (bad, pack, sizeof bad);
  bad[63] = bad[0];
  deal = pl_deal_record_new_from_pack (&pl_bezique_game, &options, 0, bad, 64, &error);
  g_assert_null (deal);
  g_assert_error (error, PL_RULES_ERROR, PL_RULES_ERROR_DEAL);
  /* Issue 18: a third copy is said to be one, not "dealt twice". */
  {
    char name[3];
    g_autofree char *want = NULL;

    pl_card_to_string (bad[0], name);
    want = g_strdup_printf ("The card “%s” is dealt 3 times: the pack has it 2 times", name);
    g_assert_cmpstr (error->message, ==, want);
  }
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/bezique-playout/invariants", test_playouts);
  g_test_add_func ("/bezique-playout/explicit-deal", test_explicit_deal);

  return g_test_run ();
}
