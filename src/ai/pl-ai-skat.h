/* pl-ai-skat.h — the Skat players: Easy, and the Monte Carlo player behind Normal and Strong
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pl-ai.h"
#include "pl-ai-skat-solver.h"
#include "pl-skat.h"

G_BEGIN_DECLS

/* Fixed budgets: numbers of sampled worlds, never clock time. */
typedef struct {
  guint play_samples;        /* worlds per card played */
  guint bid_samples;         /* worlds per hand evaluation in the bidding */
  guint discard_samples;     /* worlds per discard and game tried */
  guint discard_candidates;  /* discards tried per game */
  guint read_bidding;        /* worlds drawn per world kept until the
                              * declarer's cards agree with his bid (0: no) */
} PlAiSkatBudget;

void     pl_ai_skat_budget_for_level (PlAiLevel              level,
                                      PlAiSkatBudget        *budget);

/* Skat's entry in the computer players' table (pl-ai.c): the move of
 * @seat, the seat to move, at @level, and a short translated reason for
 * a hint (“wins the trick”) or NULL. */
PlMove   pl_ai_skat_choose          (gconstpointer          state,
                                     guint                  seat,
                                     PlAiLevel              level,
                                     PlRng                 *rng);
char    *pl_ai_skat_reason          (gconstpointer          state,
                                     guint                  seat,
                                     const PlMove          *move);

/* The move of @seat (the seat to move) with @budget. */
PlMove   pl_ai_skat_choose_with_budget (const PlSkatState  *state,
                                        guint               seat,
                                        const PlAiSkatBudget *budget,
                                        PlRng              *rng);

/* The Easy player (pl-ai-skat-easy.c): bids by a simple hand evaluation
 * (jacks, aces, the long suit), takes up the skat, puts away sensibly,
 * announces a game that reaches its bid and plays by rules of thumb.  It
 * looks only at what @seat may see and decides without chance. */
PlMove   pl_ai_skat_easy_choose     (const PlSkatState     *state,
                                     guint                  seat);

/* What a finished deal is worth to each seat when `parlour-cli match`
 * compares two players: the Seeger-Fabian points of the tournament list
 * (pl-score-sheet.h); a deal thrown in or a Ramsch scores nothing. */
void     pl_ai_skat_match_points    (gconstpointer          state,
                                     gint                  *points);

/* "Could I have won?": with every card open from @initial (the position
 * after the announcement, before the first card), whether the declarer
 * wins the game he announced against best defence.  @declarer_points, if
 * not NULL, receives the total the declarer reaches with best play on both
 * sides (card points with the skat; for Null and announced Schwarz the
 * tricks that count, see pl-ai-skat-solver.h).  FALSE without a declarer's
 * game. */
gboolean pl_ai_skat_could_have_won  (const PlSkatState     *initial_after_announcement,
                                     gint                  *declarer_points);

/* A solver owned by the calling thread, made on first use. */
PlSkatSolver *pl_ai_skat_thread_solver (void);

G_END_DECLS
