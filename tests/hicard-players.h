/* hicard-players.h — computer players for the tests' toy game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pl-ai-registry.h"
#include "pl-game-registry.h"
#include "test-game-hicard.h"

/*
 * The toy game of test-game-hicard.h gets players of its own at every
 * level, as every game must (pl-ai.h): Easy plays its lowest legal card,
 * Normal its highest, Strong the lowest card that wins the trick when it
 * follows and its highest when it leads.  Register them with
 * hi_register_players() beside pl_game_register (&hi_game).
 */

static PlMove
hi_players_choose (gconstpointer  state,
                   guint          seat,
                   PlAiLevel      level,
                   PlRng         *rng)
{
  const HiState *s = state;
  PlMove moves[PL_MAX_MOVES];
  guint n = hi_legal_moves (state, moves);
  guint pick = 0;

  g_return_val_if_fail (n > 0, pl_move_new (PL_MOVE_NONE, seat));
  /* The moves come lowest card first. */
  if (level == PL_AI_LEVEL_NORMAL || (level == PL_AI_LEVEL_STRONG && s->n_trick == 0))
    pick = n - 1;
  else if (level == PL_AI_LEVEL_STRONG)
    {
      pick = n - 1;
      for (guint i = 0; i < n; i++)
        if (PL_CARD_SUIT (moves[i].card) == PL_CARD_SUIT (s->trick[0]) &&
            moves[i].card > s->trick[0])
          {
            pick = i;
            break;
          }
    }
  return moves[pick];
}

static char *
hi_players_reason (gconstpointer  state,
                   guint          seat,
                   const PlMove  *move)
{
  const HiState *s = state;

  if (s->n_trick == 1 && PL_CARD_SUIT (move->card) == PL_CARD_SUIT (s->trick[0]) &&
      move->card > s->trick[0])
    return g_strdup ("wins the trick");
  return NULL;
}

static const PlAiGame hi_players = {
  &hi_game, hi_players_choose, hi_players_reason, NULL,
};

static inline void
hi_register_players (void)
{
  pl_game_register (&hi_game);
  pl_ai_register (&hi_players);
}
