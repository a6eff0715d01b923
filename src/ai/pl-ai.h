/* pl-ai.h — the computer players, by level
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pl-game.h"
#include "pl-rng.h"

G_BEGIN_DECLS

/*
 * Easy is the simple heuristic player (pl-ai-simple.h).  Normal and Strong
 * play Skat by Perfect Information Monte Carlo: they deal the cards they
 * cannot see consistently with what they have seen, solve each world with
 * every card open, and take the move that does best on average; they bid,
 * put away and announce by the same simulations over the hand.  Budgets
 * are fixed numbers of samples, never clock time, so that a seed gives the
 * same game on every machine.  Bézique has its own players at every
 * level (pl-ai-bezique.h): rules of thumb for Easy, sampling in the first
 * phase and an exact solver for the last eight tricks for Normal and
 * Strong; so has Euchre (pl-ai-euchre.h): rules of thumb for Easy, sampled
 * worlds solved exactly for the play and simulated calls for Normal and
 * Strong.  Cassino's (pl-ai-cassino.h) are greedy, a one-ply card counter
 * and sampling with the card counter's play-outs.  Games without a strong
 * player get the simple player at every
 * level.
 */
typedef enum {
  PL_AI_LEVEL_EASY,
  PL_AI_LEVEL_NORMAL,
  PL_AI_LEVEL_STRONG,
} PlAiLevel;

#define PL_AI_N_LEVELS 3

/* The move of @seat, which must be the seat to move in a state that is not
 * over; always one of legal_moves().  It looks only at what @seat may see. */
PlMove       pl_ai_choose            (const PlGame  *game,
                                      gconstpointer  state,
                                      guint          seat,
                                      PlAiLevel      level,
                                      PlRng         *rng);

/* The move the Strong player would make, with a short translated reason
 * where one exists (“wins the trick”), or NULL; free it with g_free(). */
PlMove       pl_ai_hint              (const PlGame  *game,
                                      gconstpointer  state,
                                      guint          seat,
                                      char         **reason);

/* "easy", "normal", "strong". */
const char  *pl_ai_level_to_string   (PlAiLevel      level);
gboolean     pl_ai_level_from_string (const char    *text,
                                      PlAiLevel     *level);
/* PARLOUR_AI_LEVEL if it names a level, otherwise @fallback. */
PlAiLevel    pl_ai_level_from_env    (PlAiLevel      fallback);

G_END_DECLS
