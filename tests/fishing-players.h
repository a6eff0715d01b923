/* fishing-players.h — computer players for the tests' floor game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pl-ai-registry.h"
#include "pl-game-registry.h"
#include "test-game-fishing.h"

/*
 * Players of every level for the floor game of test-game-fishing.h, as
 * every game has (pl-ai.h): Easy takes what it can with its first card
 * that takes anything, else trails; Normal and Strong take the most
 * cards, else build, else trail their lowest card.  Register them (and
 * the game) with fishing_register_players().
 */

static PlMove
fishing_players_choose (gconstpointer  state,
                        guint          seat,
                        PlAiLevel      level,
                        PlRng         *rng)
{
  PlMove moves[PL_MAX_MOVES];
  guint n = fishing_legal_moves (state, moves);
  gint best = -1, build = -1, trail = -1;

  g_return_val_if_fail (n > 0, pl_move_new (PL_MOVE_NONE, seat));
  for (guint i = 0; i < n; i++)
    {
      if (moves[i].kind == PL_MOVE_CAPTURE &&
          (best < 0 || (level != PL_AI_LEVEL_EASY &&
                        pl_cardset_count (moves[i].cards) >
                        pl_cardset_count (moves[best].cards))))
        best = (gint) i;
      if (moves[i].kind == PL_MOVE_BUILD && build < 0)
        build = (gint) i;
      if (moves[i].kind == PL_MOVE_TRAIL && trail < 0)
        trail = (gint) i;
    }
  if (best < 0 && level != PL_AI_LEVEL_EASY)
    best = build;
  if (best < 0)
    best = trail;
  return moves[best >= 0 ? best : 0];
}

static char *
fishing_players_reason (gconstpointer  state,
                        guint          seat,
                        const PlMove  *move)
{
  if (move->kind == PL_MOVE_CAPTURE)
    return g_strdup_printf ("takes %u cards", pl_cardset_count (move->cards) + 1);
  return NULL;
}

static const PlAiGame fishing_players = {
  &fishing_game, fishing_players_choose, fishing_players_reason, NULL,
};

static inline void
fishing_register_players (void)
{
  pl_game_register (&fishing_game);
  pl_ai_register (&fishing_players);
}
