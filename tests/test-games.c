/* test-games.c — one conformance suite for every registered game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-test"

#include "pl-ai.h"

#include "fishing-players.h"
#include "game-conformance.h"
#include "hicard-players.h"

/*
 * Issue 12 item 4: every game linked in or registered — the tests' toy
 * games among them — goes through the conformance suite of
 * game-conformance.h (legal moves, notation, records, the end, the
 * result) over thousands of seeded random playouts, and through whole
 * deals played by its computer players at every level, each move of
 * which must be legal.  A new game gets this by being registered: there
 * is no line to add here.  (Each game's own playout test adds its
 * invariants: test-skat-playout.c, test-bezique-playout.c.)
 */

#define N_PLAYOUTS 2000
/* Whole deals played by the computer, the levels taking turns. */
#define N_AI_DEALS 6

static void
test_conformance (gconstpointer data)
{
  const PlGame *game = data;
  GameConformance c = {
    .game = game,
    .n_playouts = N_PLAYOUTS,
    .seed = 77000,
    .record_every = 20,
  };
  GameConformanceStats stats;

  game_conformance_run (&c, &stats);
  g_test_message ("%s: %u deals, %u moves (at most %u in a deal, %u legal in a position), "
                  "%u records round-tripped",
                  game->id, stats.deals, stats.moves, stats.longest, stats.most_moves,
                  stats.records);
  g_assert_cmpuint (stats.deals, ==, N_PLAYOUTS);
  g_assert_cmpuint (stats.records, ==, N_PLAYOUTS / 20);
}

/* Each decision goes to the next level in turn, so that every level
 * decides in every phase of the game; every move must be legal. */
static void
test_players (gconstpointer data)
{
  const PlGame *game = data;
  g_autofree gpointer options = g_malloc0 (MAX (game->options_size, 1));
  guint decided[PL_AI_N_LEVELS] = { 0, };

  g_assert_nonnull (pl_ai_lookup (game));
  pl_game_options_init (game, options);
  for (guint i = 0; i < N_AI_DEALS; i++)
    {
      guint dealer = i % game->n_seats (options);
      g_autoptr(PlDealRecord) deal = pl_deal_record_new_from_seed (game, options, dealer,
                                                                   88000 + i);
      g_autofree gpointer state = pl_deal_record_replay (deal, 0, NULL);
      guint moves = 0;
      PlRng rng;

      g_assert_nonnull (state);
      pl_rng_init (&rng, 99 + i);
      while (!game->is_terminal (state))
        {
          guint seat = (guint) game->to_move (state);
          PlAiLevel level = (PlAiLevel) ((moves + i) % PL_AI_N_LEVELS);
          PlMove move = pl_ai_choose (game, state, seat, level, &rng);
          g_autoptr(GError) error = NULL;

          if (!pl_deal_record_append (deal, state, &move, &error))
            g_error ("%s deal %u: the %s player chose an illegal move: %s", game->id, i,
                     pl_ai_level_to_string (level), error->message);
          decided[level]++;
          g_assert_cmpuint (++moves, <, 2000);
        }
    }
  g_test_message ("%s: %u easy, %u normal, %u strong decisions", game->id,
                  decided[0], decided[1], decided[2]);
  for (guint level = 0; level < PL_AI_N_LEVELS; level++)
    g_assert_cmpuint (decided[level], >, 0);
}

int
main (int   argc,
      char *argv[])
{
  const PlGame *games[16];
  guint n_games;

  g_test_init (&argc, &argv, NULL);

  hi_register_players ();
  fishing_register_players ();
  n_games = pl_game_get_all (games, G_N_ELEMENTS (games));
  for (guint i = 0; i < n_games; i++)
    {
      g_autofree char *conformance = g_strdup_printf ("/games/%s/conformance", games[i]->id);
      g_autofree char *players = g_strdup_printf ("/games/%s/players", games[i]->id);

      g_test_add_data_func (conformance, games[i], test_conformance);
      /* Every game has its own players at every level (pl-ai.h). */
      g_test_add_data_func (players, games[i], test_players);
    }
  return g_test_run ();
}
