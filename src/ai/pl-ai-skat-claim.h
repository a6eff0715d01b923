/* pl-ai-skat-claim.h — the computer's claims and concessions at Skat
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pl-rng.h"
#include "pl-skat.h"

G_BEGIN_DECLS

/*
 * XSkat's "shortcut": the game is finished when the remaining tricks will
 * all go to one side.  Whether they will is asked of the double-dummy
 * solver (pl-ai-skat-solver.h) in every world consistent with what the
 * seat knows (pl-ai-skat-world.h): its own hand, the cards played, the
 * voids they showed, an Ouvert or claimed hand.  "Certain" means in every
 * one of those worlds: all of them when there are at most @max_worlds,
 * otherwise @max_worlds drawn at random, which makes it very likely but
 * not proven.  In each world the solver plays with every hand open, so a
 * line that needs a guess counts as found: the declarer claims only what
 * his cards make sure in every world, the opponents see his claimed hand
 * open, and the search is exact for the last tricks where claims matter.
 *
 * For suit games and Grand "all the rest" is counted in tricks, not card
 * points, so that a trick of no points that the opponents could still take
 * (which saves them from Schwarz) is not given away.
 *
 * The searches take milliseconds to a few seconds early in a deal: call
 * them off the main loop (GTask), as the computer's moves are.
 */

typedef enum {
  PL_AI_SKAT_REST_OPEN,        /* either side may still take a trick */
  PL_AI_SKAT_REST_DECLARER,    /* the declarer takes every remaining trick
                                * (in Null: none of them) */
  PL_AI_SKAT_REST_OPPONENTS,   /* the declarer takes none of them (in Null:
                                * he cannot avoid taking one) */
} PlAiSkatRest;

#define PL_AI_SKAT_CLAIM_WORLDS 48

/* Whose the rest of the tricks is for certain, as @seat sees it. */
PlAiSkatRest pl_ai_skat_rest_certain   (const PlSkatState *state,
                                        guint              seat,
                                        guint              max_worlds,
                                        PlRng             *rng);

/* The declarer claims when the rest is certainly his (pl_skat_can_claim()
 * allowing). */
gboolean     pl_ai_skat_should_claim   (const PlSkatState *state,
                                        guint              seat,
                                        PlRng             *rng);
/* A player concedes when beaten: an opponent when the rest is certainly
 * the declarer's, the declarer when it is certainly the opponents' (in
 * Null: when he cannot avoid a trick). */
gboolean     pl_ai_skat_should_concede (const PlSkatState *state,
                                        guint              seat,
                                        PlRng             *rng);
/* After the declarer's claim, whether opponent @seat accepts it (concedes):
 * only when no line of play takes a trick off the declarer.  When he plays
 * on, @why (if not NULL) gets the reason in words. */
gboolean     pl_ai_skat_accepts_claim  (const PlSkatState *state,
                                        guint              seat,
                                        PlRng             *rng,
                                        char             **why);

G_END_DECLS
