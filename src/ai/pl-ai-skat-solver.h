/* pl-ai-skat-solver.h — a double-dummy solver for the card play of Skat
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pl-skat.h"

G_BEGIN_DECLS

/*
 * Alpha-beta over the card play with every hand open, on 32-bit card sets
 * in a layout of its own (each suit, and the trumps, in consecutive bits
 * in the order of the contract: pl-ai-skat-solver-private.h).
 *
 * The value searched is the declarer's "total": in suit games and Grand
 * his card points including the skat (0 … 120); with Schwarz announced the
 * tricks he takes; in Null the tricks the opponents take (he wins with all
 * ten).  The declarer maximises it, the opponents minimise it.
 *
 * A transposition table, allocated once per solver, stores bounds of the
 * value still to come at trick boundaries, keyed by the three remaining
 * hands and the leader, in buckets of four that keep the deepest entries;
 * it stays valid across positions of the same game (contract, declarer,
 * objective), so sampled worlds share it.  Cards of one hand with no card
 * still in play between them are searched once per points value, and once
 * in all when the trick they fall in is already decided.  At trick
 * boundaries the leader's sure tricks and each side's unbeatable trumps
 * bound the value before anything is searched, the last two tricks are
 * solved outright, and the last card of a trick first looks for a stored
 * position that cuts off.  Nothing is allocated during a search.
 */
typedef struct _PlSkatSolver PlSkatSolver;

/* A table of 2^tt_bits entries (16 bytes each); 0 for the default (20). */
PlSkatSolver *pl_skat_solver_new          (guint               tt_bits);
void          pl_skat_solver_free         (PlSkatSolver       *solver);

/* Loads a position of the play phase (or a finished deal) with every hand
 * as in @state.  FALSE if @state has no declarer's game in play (Ramsch,
 * bidding, thrown in). */
gboolean      pl_skat_solver_set_state    (PlSkatSolver       *solver,
                                           const PlSkatState  *state);
/* Loads the opening position of a game: @hands by position (forehand,
 * middlehand, rearhand), ten cards each, the skat (which counts for the
 * declarer), the contract and its announced flags. */
void          pl_skat_solver_set_opening  (PlSkatSolver       *solver,
                                           const PlCardSet     hands[3],
                                           PlCardSet           skat,
                                           PlSkatContract      contract,
                                           guint               flags,
                                           guint               declarer_position);

/* The total the declarer needs to win the game as announced. */
gint          pl_skat_solver_win_total    (PlSkatSolver       *solver);
/* Whether the declarer reaches @total against best defence (one
 * null-window search). */
gboolean      pl_skat_solver_reaches      (PlSkatSolver       *solver,
                                           gint                total);
/* The same test, and @bound receives what the search proved: a total the
 * declarer reaches at least (when TRUE) or at most (when FALSE). */
gboolean      pl_skat_solver_reaches_bound (PlSkatSolver      *solver,
                                            gint               total,
                                            gint              *bound);
gboolean      pl_skat_solver_declarer_wins (PlSkatSolver      *solver);
/* The exact total with best play on both sides (null-window bisection). */
gint          pl_skat_solver_exact        (PlSkatSolver       *solver);
/* Whether the objective counts card points (suit games and Grand without
 * Schwarz announced). */
gboolean      pl_skat_solver_counts_points (PlSkatSolver      *solver);

/* A budget of nodes for each null-window test (reaches(), wins()): a test
 * that needs more gives up, answers FALSE, and pl_skat_solver_aborted()
 * says so until the next test.  A count, not a clock, so that a search
 * gives the same answer on every machine.  0 (the default) for none;
 * pl_skat_solver_exact() never gives up. */
void          pl_skat_solver_set_node_limit (PlSkatSolver     *solver,
                                             guint64           limit);
gboolean      pl_skat_solver_aborted      (PlSkatSolver       *solver);

/* Forgets every stored position (for fair measurements). */
void          pl_skat_solver_clear        (PlSkatSolver       *solver);

/* Nodes searched since the solver was made (for benchmarks). */
guint64       pl_skat_solver_get_nodes    (PlSkatSolver       *solver);

G_END_DECLS
