/* test-ai-cassino.c — the Cassino computer players
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "pl-ai.h"
#include "pl-ai-cassino.h"
#include "pl-cassino.h"
#include "pl-cassino-private.h"

#include "cassino-test-util.h"

static gboolean
quick (void)
{
  return g_getenv ("PARLOUR_TEST_QUICK") != NULL;
}

static void
deal (PlCassinoState         *state,
      const PlCassinoOptions *options,
      guint64                 seed)
{
  PlCard pack[PL_CASSINO_N_CARDS];
  PlRng rng;
  guint n = pl_cassino_game.pack (options, pack);

  pl_rng_init (&rng, seed);
  pl_rng_shuffle (&rng, pack, n);
  g_assert_true (pl_cassino_game.deal (state, options, seed % options->players, pack, n, NULL));
}

/* The sampler ------------------------------------------------------------- */

/* A world keeps everything @seat has seen where it was, gives every
 * other player as many cards as he holds and the stock its size, deals
 * only cards @seat has not seen, and leaves the owner of a build a card
 * that takes it. */
static void
check_world (const PlCassinoState *state,
             const PlCassinoState *world,
             guint                 seat)
{
  PlCardSet unseen = pl_ai_cassino_unseen (state, seat), dealt = 0, stock = 0;

  g_assert_cmpuint (world->hands[seat], ==, state->hands[seat]);
  g_assert_cmpuint (world->loose, ==, state->loose);
  g_assert_cmpuint (world->n_builds, ==, state->n_builds);
  g_assert_true (memcmp (world->builds, state->builds, sizeof state->builds) == 0);
  g_assert_true (memcmp (world->won, state->won, sizeof state->won) == 0);
  g_assert_cmpuint (world->stock_next, ==, state->stock_next);
  for (guint i = 0; i < state->stock_next; i++)
    g_assert_cmpuint (world->pack[i], ==, state->pack[i]);
  for (guint s = 0; s < state->n_seats; s++)
    {
      if (s == seat)
        continue;
      g_assert_cmpuint (pl_cardset_count (world->hands[s]), ==,
                        pl_cardset_count (state->hands[s]));
      /* Never a card the seat has seen. */
      g_assert_true ((world->hands[s] & ~unseen) == 0);
      g_assert_true ((dealt & world->hands[s]) == 0);
      dealt |= world->hands[s];
      g_assert_true (pl_cassino_keeps_cards (world, s, world->hands[s], 0, 0, NULL));
    }
  for (guint i = state->stock_next; i < PL_CASSINO_N_CARDS; i++)
    stock |= PL_CARDSET_BIT (world->pack[i]);
  g_assert_cmpuint (pl_cardset_count (stock), ==, PL_CASSINO_N_CARDS - state->stock_next);
  g_assert_true ((stock & dealt) == 0);
  /* Exactly the unseen cards, dealt anew. */
  g_assert_true ((stock | dealt) == unseen);
}

static void
test_sampler (void)
{
  guint worlds = 0, with_builds = 0;

  for (guint i = 0; i < (quick () ? 60 : 300); i++)
    {
      PlCassinoOptions options;
      PlCassinoState state;
      PlRng rng;

      pl_game_options_init (&pl_cassino_game, &options);
      options.players = 2 + i % 3;
      options.royal = i % 4 == 1;
      deal (&state, &options, 900 + i);
      pl_rng_init (&rng, i);
      while (!pl_cassino_game.is_terminal (&state))
        {
          guint seat = state.to_move;
          PlCassinoState world;
          PlMove move;

          pl_ai_cassino_sample (&state, seat, &rng, &world);
          check_world (&state, &world, seat);
          /* The world is a position the rules accept: its seat to move
           * has a legal move. */
          {
            PlMove moves[PL_MAX_MOVES];

            g_assert_cmpuint (pl_cassino_game.legal_moves (&world, moves), >, 0);
          }
          worlds++;
          with_builds += state.n_builds > 0;
          move = pl_ai_cassino_easy_choose (&state, seat);
          pl_cassino_game.apply (&state, &move);
        }
      cassino_test_check_eleven (&state);
    }
  g_test_message ("%u worlds, %u with builds on the table", worlds, with_builds);
  g_assert_cmpuint (with_builds, >, 100);
}

/* The owner of a build holds a card that takes it: the world knows it. */
static void
test_sampler_keeps_the_builders_card (void)
{
  PlCassinoState state, world;
  PlRng rng;

  /* Seat 0 builds 9 holding H9; seat 1 samples seat 0's hand. */
  cassino_test_deal (&state, "C2 H9 D3 SK", "D9 CK H4 C6", "H7 CJ DQ S5");
  cassino_test_play (&state, "build C2 on H7 as 9");
  pl_rng_init (&rng, 1);
  for (guint i = 0; i < 200; i++)
    {
      PlCardSet nines = PL_CARDSET_RANK (PL_RANK_9);

      pl_ai_cassino_sample (&state, 1, &rng, &world);
      check_world (&state, &world, 1);
      g_assert_true ((world.hands[0] & nines) != 0);
    }
}

/* The players -------------------------------------------------------------- */

/* Every level's move is legal, at every table, and the same position gets
 * the same move from the same seed. */
static void
test_moves_legal (void)
{
  for (guint i = 0; i < (quick () ? 12 : 48); i++)
    {
      PlCassinoOptions options;
      PlCassinoState state;
      PlRng rng;

      pl_game_options_init (&pl_cassino_game, &options);
      options.players = 2 + i % 3;
      options.royal = (i / 3) % 2;
      options.courts = options.royal ? PL_CASSINO_COURTS_ALL : (i / 6) % 2;
      options.raise_own = (i / 12) % 2;
      options.sweeps = (i / 4) % 3;
      deal (&state, &options, 300 + i);
      pl_rng_init (&rng, i);
      while (!pl_cassino_game.is_terminal (&state))
        {
          guint seat = state.to_move;
          PlAiLevel level = (PlAiLevel) ((seat + i) % PL_AI_N_LEVELS);
          g_autoptr(GError) error = NULL;
          PlRng again = rng;
          PlMove move = pl_ai_choose (&pl_cassino_game, &state, seat, level, &rng);
          PlMove same = pl_ai_choose (&pl_cassino_game, &state, seat, level, &again);

          if (!pl_cassino_game.check_move (&state, &move, &error))
            g_error ("level %s made an illegal move: %s", pl_ai_level_to_string (level),
                     error->message);
          g_assert_true (pl_move_equal (&move, &same));
          pl_cassino_game.apply (&state, &move);
        }
      cassino_test_check_eleven (&state);
    }
}

/* Easy is greedy: the sweep of seed 003 is its move, and with nothing to
 * take it trails a court or a small card, not an ace or little cassino. */
static void
test_easy (void)
{
  PlCassinoState state;
  PlMove move;

  cassino_test_deal (&state, "H8 C9 DK S4", "D9 CK H4 C7", "C5 D3 S6 H2");
  move = pl_ai_cassino_easy_choose (&state, 0);
  g_assert_cmpuint (move.kind, ==, PL_MOVE_CAPTURE);
  g_assert_cmpuint (move.cards, ==, pl_cassino_get_table (&state));

  cassino_test_deal (&state, "SA S2 DK H3", "D9 CK H4 C7", "C5 D8 S6 HQ");
  move = pl_ai_cassino_easy_choose (&state, 0);
  g_assert_cmpuint (move.kind, ==, PL_MOVE_TRAIL);
  g_assert_cmpuint (move.card, ==, PL_CARD (PL_SUIT_DIAMONDS, PL_RANK_KING));
}

/* Normal counts the cards: of two equal captures it leaves the table a
 * poorer one for the next player. */
static void
test_normal_gives_little_away (void)
{
  PlCassinoState state;
  PlMove move;

  /* Taking the 5 with the 5 leaves a lone 9 for a pair; taking the 9 and
   * leaving the 5 offers the same; but taking 5+4 with the 9 (and not the
   * lone 5) would leave a 5 — Normal takes what leaves least. */
  cassino_test_deal (&state, "H9 D5 CK S3", "D9 CQ H4 C7", "C5 C4 SJ DJ");
  move = pl_ai_cassino_normal_choose (&state, 0);
  g_assert_cmpuint (move.kind, ==, PL_MOVE_CAPTURE);
  g_assert_true (pl_cassino_game.check_move (&state, &move, NULL));
  /* Whatever it takes, it does not hand the next player a sweep of one
   * card that it could have taken itself. */
  {
    PlCassinoState after = state;

    pl_cassino_game.apply (&after, &move);
    g_assert_cmpuint (pl_cardset_count (pl_cassino_get_loose (&after) &
                                        ~PL_CARDSET_RANK (PL_RANK_JACK)), ==, 0);
  }
}

/* Hints: a short reason a player understands. */
static void
test_reasons (void)
{
  PlCassinoState state;
  g_autofree char *sweep = NULL;
  g_autofree char *trail = NULL;
  g_autofree char *hint = NULL;
  PlMove move;

  cassino_test_deal (&state, "H8 C9 DK S4", "D9 CK H4 C7", "C5 D3 S6 H2");
  move = cassino_test_move (&state, "take H8 with C5 D3 + S6 H2");
  sweep = pl_ai_cassino_reason (&state, 0, &move);
  g_assert_cmpstr (sweep, ==, "sweeps the table");
  move = cassino_test_move (&state, "trail DK");
  trail = pl_ai_cassino_reason (&state, 0, &move);
  g_assert_cmpstr (trail, ==, "trails a court card, which can only pair");
  move = pl_ai_hint (&pl_cassino_game, &state, 0, &hint);
  g_assert_true (pl_cassino_game.check_move (&state, &move, NULL));
  g_assert_cmpuint (move.kind, ==, PL_MOVE_CAPTURE);
  g_assert_cmpstr (hint, ==, "sweeps the table");
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ai-cassino/sampler", test_sampler);
  g_test_add_func ("/ai-cassino/sampler-keeps-the-builders-card",
                   test_sampler_keeps_the_builders_card);
  g_test_add_func ("/ai-cassino/moves-legal", test_moves_legal);
  g_test_add_func ("/ai-cassino/easy", test_easy);
  g_test_add_func ("/ai-cassino/normal-gives-little-away", test_normal_gives_little_away);
  g_test_add_func ("/ai-cassino/reasons", test_reasons);

  return g_test_run ();
}
