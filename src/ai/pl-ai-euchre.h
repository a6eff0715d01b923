/* pl-ai-euchre.h — the Euchre computer players
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pl-ai.h"
#include "pl-rng.h"

G_BEGIN_DECLS

/*
 * Easy plays by rules of thumb: it counts its hand (bowers, trumps, aces,
 * short suits) to order up, call and go alone, puts away its weakest card,
 * wins a trick cheaply or throws its lowest card, leads trumps when its
 * side made them and aces when it defends.
 *
 * Normal and Strong play the cards by Perfect Information Monte Carlo:
 * they deal the cards they cannot see at random, consistently with what
 * they saw (the suits each seat showed out of, the turned card and who
 * took it up, the cards put away), solve each such world exactly (five
 * tricks of four cards), and play the card that does best on average.
 * Strong also reads the calls: a world where a seat that passed holds a
 * hand that would surely have ordered up is rarely dealt.
 *
 * Calls, going alone, defending alone and the dealer's discard are NOT
 * decided by solving open worlds (that would assume every seat sees every
 * card, and would order up on any bower): each choice is simulated to the
 * end of the deal in many dealt worlds with every seat playing from its
 * own view, by the rules of thumb.  Normal counts the points; Strong
 * weighs them by the score — what they do to the chance of winning the
 * game — so it does not go alone when one point wins the game as well.
 *
 * Every budget is a number of worlds, never clock time: a seed gives the
 * same game on every machine.  @state must not be over and @seat must be
 * the seat to move; the move is always one of legal_moves().
 */
PlMove pl_ai_euchre_choose (gconstpointer  state,
                            guint          seat,
                            PlAiLevel      level,
                            PlRng         *rng);

/* A short translated reason for @move by @seat, for a hint (“wins the
 * trick”), or NULL. */
char  *pl_ai_euchre_reason (gconstpointer  state,
                            guint          seat,
                            const PlMove  *move);

/* How `parlour-cli match euchre` compares two levels (pl-ai-euchre-match.c):
 * partnerships, games to 10 in runs of deals, the lone hands counted. */
extern const PlAiMatchRules pl_ai_euchre_match;

G_END_DECLS
