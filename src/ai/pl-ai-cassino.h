/* pl-ai-cassino.h — the Cassino computer players at every level
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pl-ai.h"
#include "pl-cassino.h"

G_BEGIN_DECLS

/*
 * Every level values a card by what it is worth at the showing (seed 003):
 * an ace 1, big cassino 2, little cassino 1, a spade its share of the
 * point for spades and any card its share of the three for cards, the
 * shares dropping to nothing once a side has the majority; a sweep is a
 * point where sweeps count.
 *
 * Easy is greedy (pl-ai-cassino-eval.c): the capture worth most now, a
 * build for part of what it would take, or else the trail that gives
 * least away (courts and small cards, not aces or little cassino, as seed
 * 003 advises).
 *
 * Normal looks one play ahead and counts the cards: from the cards it has
 * not seen (pl_ai_cassino_unseen()) it reckons the chance that the next
 * player holds each rank, what that rank could take from the table its
 * move leaves, and so what the move gives away on average; a build counts
 * what it will take if nobody else takes it first.
 *
 * Strong samples the unseen cards (pl_ai_cassino_sample(): consistent with
 * everything seen, and with the rule that the owner of a build holds a
 * card that takes it), plays the Normal player's best candidates out to
 * the end of the hand with Normal on every seat in each world, and takes
 * the one with the best average difference of points — leaving Normal's
 * choice only for one that beats it by more than the noise of the
 * play-outs.  Budgets are numbers of worlds, never clock time, so that a
 * seed gives the same game on every machine.
 *
 * No level looks at a card it cannot see.
 */

typedef struct {
  guint    worlds;              /* sampled worlds per decision (Strong) */
  guint    candidates;          /* Normal's best moves played out */
  gdouble  margin;              /* standard errors to leave Normal's move */
} PlAiCassinoBudget;

void     pl_ai_cassino_budget_for_level (PlAiLevel                level,
                                         PlAiCassinoBudget       *budget);

/* The move of @seat (the seat to move, in a hand not over); always legal.
 * Looks only at what @seat may see.  @state is a PlCassinoState. */
PlMove   pl_ai_cassino_choose         (gconstpointer            state,
                                       guint                    seat,
                                       PlAiLevel                level,
                                       PlRng                   *rng);

/* A short translated reason for @move of @seat ("sweeps the table"), or
 * NULL; free it with g_free(). */
char    *pl_ai_cassino_reason         (gconstpointer            state,
                                       guint                    seat,
                                       const PlMove            *move);

/* The Easy and Normal players' moves (they decide without chance). */
PlMove   pl_ai_cassino_easy_choose    (const PlCassinoState    *state,
                                       guint                    seat);
PlMove   pl_ai_cassino_normal_choose  (const PlCassinoState    *state,
                                       guint                    seat);

/* The cards @seat has not seen: the others' hands and the stock. */
PlCardSet pl_ai_cassino_unseen        (const PlCassinoState    *state,
                                       guint                    seat);

/* A copy of @state in which the cards @seat has not seen are dealt
 * afresh: every other player keeps the number of cards he holds, with a
 * card for each build he owns, and the stock its size. */
void     pl_ai_cassino_sample         (const PlCassinoState    *state,
                                       guint                    seat,
                                       PlRng                   *rng,
                                       PlCassinoState          *world);

/* How `parlour-cli match cassino` compares two levels: every hand twice
 * with the hands swapped (partnerships at four), by the points of the
 * showing and the sweeps. */
extern const PlAiMatchRules pl_ai_cassino_match;

G_END_DECLS
