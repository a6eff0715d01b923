/* test-cassino-words.c — the moves a Cassino gesture may mean, and their words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-test"

#include <string.h>

#include "pl-cassino-words.h"

/*
 * Issue 14: "Parlour lists what that card can do there ('Take 8 with 6+2
 * and 5+3', 'Build 8', 'Build 3s') and never picks silently between
 * different outcomes".  The positions are dealt from an explicit pack:
 * with two players and seat 1 dealing, the books' deal gives cards 0-1 to
 * seat 0, 2-3 to seat 1, 4-5 to the table, 6-7 to seat 0, 8-9 to seat 1
 * and 10-11 to the table.
 */

static void
deal (PlCassinoState *state,
      const char     *hand0,
      const char     *hand1,
      const char     *table)
{
  PlCassinoOptions options;
  PlCard pack[PL_CASSINO_N_CARDS];
  PlCardSet used = 0, h0, h1, t;
  PlCard c0[4], c1[4], ct[4];
  guint n = 0, i0 = 0, i1 = 0, it = 0;
  g_autoptr(GError) error = NULL;

  g_assert_true (pl_cardset_from_string (hand0, &h0, NULL));
  g_assert_true (pl_cardset_from_string (hand1, &h1, NULL));
  g_assert_true (pl_cardset_from_string (table, &t, NULL));
  for (PlCardSet r = h0; r != 0; r &= r - 1)
    c0[i0++] = pl_cardset_first (r);
  for (PlCardSet r = h1; r != 0; r &= r - 1)
    c1[i1++] = pl_cardset_first (r);
  for (PlCardSet r = t; r != 0; r &= r - 1)
    ct[it++] = pl_cardset_first (r);
  g_assert_cmpuint (i0, ==, 4);
  g_assert_cmpuint (i1, ==, 4);
  g_assert_cmpuint (it, ==, 4);
  for (guint round = 0; round < 2; round++)
    {
      pack[n++] = c0[2 * round];
      pack[n++] = c0[2 * round + 1];
      pack[n++] = c1[2 * round];
      pack[n++] = c1[2 * round + 1];
      pack[n++] = ct[2 * round];
      pack[n++] = ct[2 * round + 1];
    }
  used = h0 | h1 | t;
  for (guint suit = 0; suit < PL_N_SUITS; suit++)
    for (guint rank = 0; rank < PL_N_RANKS; rank++)
      if (!pl_cardset_has (used, PL_CARD (suit, rank)))
        pack[n++] = PL_CARD (suit, rank);
  g_assert_cmpuint (n, ==, PL_CASSINO_N_CARDS);

  pl_game_options_init (&pl_cassino_game, &options);
  g_assert_true (pl_cassino_game.deal (state, &options, 1, pack, n, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (pl_cassino_get_hand (state, 0), ==, h0);
  g_assert_cmpuint (pl_cassino_get_loose (state), ==, t);
}

static PlCardSet
cards (const char *text)
{
  PlCardSet set = 0;

  g_assert_true (pl_cardset_from_string (text, &set, NULL));
  return set;
}

static char *
words_of (const PlCassinoState *state,
          const PlMove         *moves,
          guint                 n)
{
  g_autoptr(GString) out = g_string_new (NULL);

  for (guint i = 0; i < n; i++)
    {
      g_autofree char *words = pl_cassino_move_words (state, &moves[i]);

      g_string_append_printf (out, "%s%s", i ? " | " : "", words);
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* Seed 003, "Sweeping": "He holds an 8, and there are upon the table
 * four cards only:—5 3 6 and 2 … two Eights will be formed, and the
 * sweep is made."  The 8 dropped on the 5 can take 5+3 alone or 5+3 and
 * 6+2: both are offered, the larger first, and the larger is a sweep. */
static void
test_seed_sweep (void)
{
  PlCassinoState state;
  PlMove moves[PL_CASSINO_MAX_CHOICES];
  g_autofree char *words = NULL;
  g_autofree char *told = NULL;
  guint n;

  deal (&state, "D8 C9 CK HK", "S9 SK DK D9", "C5 H3 S6 D2");
  n = pl_cassino_moves_onto (&state, 0, PL_CARD (PL_SUIT_DIAMONDS, PL_RANK_8),
                             cards ("C5"), moves, G_N_ELEMENTS (moves));
  words = words_of (&state, moves, n);
  g_test_message ("D8 on C5: %s", words);
  g_assert_cmpuint (n, ==, 2);
  g_assert_cmpint (moves[0].kind, ==, PL_MOVE_CAPTURE);
  g_assert_cmpuint (moves[0].cards, ==, cards ("C5 H3 S6 D2"));
  g_assert_true (g_str_equal (words, "Take 8 with 5+3 and 6+2 | Take 8 with 5+3") ||
                 g_str_equal (words, "Take 8 with 6+2 and 5+3 | Take 8 with 5+3"));
  told = pl_cassino_move_told (&state, &moves[0], "Anna");
  g_assert_true (g_str_has_suffix (told, "with the 8: a sweep"));
}

/* A set chosen by clicks: with a second 8 in the hand, the 8 played on
 * 5 and 3 takes them or builds 8s (a multiple build): two different
 * outcomes, both offered, neither picked. */
static void
test_set_take_or_build (void)
{
  PlCassinoState state;
  PlMove moves[PL_CASSINO_MAX_CHOICES];
  g_autoptr(GError) error = NULL;
  g_autofree char *words = NULL;
  guint n;

  deal (&state, "D8 H8 CK HK", "S9 SK DK D9", "C5 H3 S6 DQ");
  n = pl_cassino_moves_with_set (&state, 0, PL_CARD (PL_SUIT_DIAMONDS, PL_RANK_8),
                                 cards ("C5 H3"), moves, G_N_ELEMENTS (moves), &error);
  g_assert_no_error (error);
  words = words_of (&state, moves, n);
  g_test_message ("D8 with C5 H3: %s", words);
  g_assert_cmpstr (words, ==, "Take 8 with 5+3 | Build 8s");
}

/* Building, and the refusals that name the rule: a build of 9 from the 2
 * on the 7 (the 9 held); then its owner may not trail (seed 003 /
 * Foster), and a court card only pairs. */
static void
test_build_and_refusals (void)
{
  PlCassinoState state;
  PlMove moves[PL_CASSINO_MAX_CHOICES];
  PlMove build;
  g_autoptr(GError) error = NULL;
  g_autofree char *words = NULL;
  guint n;

  deal (&state, "C2 C9 CK HQ", "S9 SK DK D3", "C7 H4 S5 DQ");
  n = pl_cassino_moves_with_set (&state, 0, PL_CARD (PL_SUIT_CLUBS, PL_RANK_2),
                                 cards ("C7"), moves, G_N_ELEMENTS (moves), &error);
  g_assert_no_error (error);
  words = words_of (&state, moves, n);
  g_assert_cmpstr (words, ==, "Build 9");
  build = moves[0];
  pl_cassino_game.apply (&state, &build);

  /* Seat 1 trails; seat 0 owns the build of 9. */
  {
    PlMove trail = pl_move_new (PL_MOVE_TRAIL, 1);

    trail.card = PL_CARD (PL_SUIT_DIAMONDS, PL_RANK_3);
    g_assert_true (pl_cassino_game.check_move (&state, &trail, NULL));
    pl_cassino_game.apply (&state, &trail);
  }
  n = pl_cassino_moves_with_set (&state, 0, PL_CARD (PL_SUIT_CLUBS, PL_RANK_KING), 0, moves,
                                 G_N_ELEMENTS (moves), &error);
  g_assert_cmpuint (n, ==, 0);
  g_assert_nonnull (error);
  g_assert_true (g_str_has_prefix (error->message, "You own a build of 9"));
  g_clear_error (&error);

  /* A court card only pairs: the queen with the 4 and 5 is refused. */
  n = pl_cassino_moves_with_set (&state, 0, PL_CARD (PL_SUIT_HEARTS, PL_RANK_QUEEN),
                                 cards ("H4 S5"), moves, G_N_ELEMENTS (moves), &error);
  g_assert_cmpuint (n, ==, 0);
  g_assert_nonnull (error);
  g_test_message ("HQ with H4 S5: %s", error->message);
  g_clear_error (&error);

  /* The queen pairs the queen; the 9 takes the build whole. */
  n = pl_cassino_moves_with_set (&state, 0, PL_CARD (PL_SUIT_HEARTS, PL_RANK_QUEEN),
                                 cards ("DQ"), moves, G_N_ELEMENTS (moves), &error);
  g_assert_no_error (error);
  g_clear_pointer (&words, g_free);
  words = words_of (&state, moves, n);
  g_assert_cmpstr (words, ==, "Take the Queen");
  n = pl_cassino_moves_onto (&state, 0, PL_CARD (PL_SUIT_CLUBS, PL_RANK_9), cards ("C2 C7"),
                             moves, G_N_ELEMENTS (moves));
  g_clear_pointer (&words, g_free);
  words = words_of (&state, moves, n);
  g_test_message ("C9 on the build: %s", words);
  g_assert_cmpuint (n, >=, 1);
  g_assert_true (g_str_has_prefix (words, "Take 9 with the build of 9"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/cassino-words/seed-sweep", test_seed_sweep);
  g_test_add_func ("/cassino-words/set-take-or-build", test_set_take_or_build);
  g_test_add_func ("/cassino-words/build-and-refusals", test_build_and_refusals);
  return g_test_run ();
}
