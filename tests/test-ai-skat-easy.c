/* test-ai-skat-easy.c — the Easy Skat player, and the table of players
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "pl-ai-registry.h"
#include "pl-ai-skat.h"
#include "test-game-hicard.h"

#define N_DEALS 1000

/* Deals out again what @seat cannot see: the other hands and the skat,
 * keeping how many cards each holds. */
static void
shuffle_hidden (PlSkatState *state,
                guint        seat,
                PlRng       *rng)
{
  PlCard hidden[32];
  guint n = 0, counts[PL_MAX_SEATS + 1] = { 0, };
  PlCardSet *places[PL_MAX_SEATS + 1];
  guint n_places = 0;
  PlCard card;

  for (guint s = 0; s < state->n_seats; s++)
    if (s != seat && pl_skat_game.visible_hand (state, seat, s) == 0)
      places[n_places++] = &state->hands[s];
  if (pl_skat_visible_skat (state, seat) == 0)
    places[n_places++] = &state->skat;
  for (guint p = 0; p < n_places; p++)
    {
      counts[p] = pl_cardset_count (*places[p]);
      PL_CARDSET_FOREACH (*places[p], card)
        hidden[n++] = card;
      *places[p] = 0;
    }
  pl_rng_shuffle (rng, hidden, n);
  n = 0;
  for (guint p = 0; p < n_places; p++)
    for (guint k = 0; k < counts[p]; k++)
      *places[p] = pl_cardset_add (*places[p], hidden[n++]);
}

static void
test_self_play (void)
{
  guint played = 0, won = 0, passed = 0, moves_checked = 0, blind_checks = 0;
  PlRng rng, other;

  pl_rng_init (&rng, 2024);
  pl_rng_init (&other, 7);
  for (guint i = 0; i < N_DEALS; i++)
    {
      PlSkatOptions options;
      PlSkatState state;
      PlCard pack[32];
      guint n;
      PlResult result = { 0, };

      pl_game_options_init (&pl_skat_game, &options);
      options.players = i % 4 == 3 ? 4 : 3;
      options.kontra = i % 2 == 1;
      options.ramsch = i % 3 == 1;
      n = pl_skat_game.pack (&options, pack);
      pl_rng_shuffle (&rng, pack, n);
      g_assert_true (pl_skat_game.deal (&state, &options, i % options.players, pack, n, NULL));

      while (!pl_skat_game.is_terminal (&state))
        {
          guint seat = pl_skat_game.to_move (&state);
          PlMove move = pl_ai_choose (&pl_skat_game, &state, seat, PL_AI_LEVEL_EASY, &rng);
          g_autoptr(GError) error = NULL;

          if (!pl_skat_game.check_move (&state, &move, &error))
            {
              g_autoptr(GString) text = g_string_new (NULL);

              pl_skat_game.move_to_string (&state, &move, text);
              g_error ("deal %u: seat %u chose “%s”: %s", i, seat, text->str, error->message);
            }
          moves_checked++;

          /* It must not look at what it cannot see: with the hidden cards
           * dealt out differently it chooses the same. */
          if (i % 10 == 0)
            {
              PlSkatState blind = state;
              PlMove again;

              shuffle_hidden (&blind, seat, &other);
              again = pl_ai_choose (&pl_skat_game, &blind, seat, PL_AI_LEVEL_EASY, &rng);
              g_assert_true (pl_move_equal (&move, &again));
              blind_checks++;
            }
          pl_skat_game.apply (&state, &move);
        }
      pl_skat_game.result (&state, &result);
      if (result.declarer >= 0)
        {
          played++;
          won += result.won;
        }
      else if (result.passed)
        passed++;
      pl_result_clear (&result);
    }
  g_test_message ("%u deals: %u games played, %u won by the declarer, %u thrown in; "
                  "%u moves checked, %u blind checks",
                  N_DEALS, played, won, passed, moves_checked, blind_checks);
  /* A sensible player bids often enough and wins most of what it plays. */
  g_assert_cmpuint (played, >, N_DEALS / 4);
  g_assert_cmpuint (won * 2, >, played);
}

/* The table of players: every level of a game goes to its own entry, a
 * game without one has no computer player (no random fallback). */
static guint hi_calls[PL_AI_N_LEVELS];

static PlMove
hi_choose (gconstpointer  state,
           guint          seat,
           PlAiLevel      level,
           PlRng         *rng)
{
  PlMove moves[PL_MAX_MOVES];

  hi_calls[level]++;
  hi_legal_moves (state, moves);
  return moves[0];
}

static char *
hi_reason (gconstpointer  state,
           guint          seat,
           const PlMove  *move)
{
  return g_strdup ("the first card");
}

static const PlAiGame hi_players = { &hi_game, hi_choose, hi_reason, NULL };

static void
test_table (void)
{
  HiOptions options;
  HiState state;
  PlCard pack[8];
  guint n;
  char *reason = NULL;
  PlMove move;

  pl_game_options_init (&hi_game, &options);
  n = hi_pack (&options, pack);
  g_assert_true (hi_deal (&state, &options, 0, pack, n, NULL));

  /* Before it is registered, hicard has no players. */
  g_assert_null (pl_ai_lookup (&hi_game));
  g_test_expect_message ("parlour-ai", G_LOG_LEVEL_CRITICAL, "*players != NULL*");
  move = pl_ai_choose (&hi_game, &state, 1, PL_AI_LEVEL_EASY, NULL);
  g_test_assert_expected_messages ();
  g_assert_cmpuint (move.kind, ==, PL_MOVE_NONE);

  pl_ai_register (&hi_players);
  g_assert_true (pl_ai_lookup (&hi_game) == &hi_players);
  g_assert_true (pl_ai_lookup (&pl_skat_game)->choose == pl_ai_skat_choose);
  for (guint level = 0; level < PL_AI_N_LEVELS; level++)
    {
      move = pl_ai_choose (&hi_game, &state, 1, level, NULL);
      g_assert_true (hi_check_move (&state, &move, NULL));
      g_assert_cmpuint (hi_calls[level], ==, 1);
    }
  /* A hint is the Strong move with the game's reason. */
  move = pl_ai_hint (&hi_game, &state, 1, &reason);
  g_assert_cmpuint (hi_calls[PL_AI_LEVEL_STRONG], ==, 2);
  g_assert_cmpstr (reason, ==, "the first card");
  g_free (reason);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ai-skat-easy/self-play", test_self_play);
  g_test_add_func ("/ai-skat-easy/table", test_table);

  return g_test_run ();
}
