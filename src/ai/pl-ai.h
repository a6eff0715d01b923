/* pl-ai.h — the computer players, by game and level
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pl-game.h"
#include "pl-rng.h"

G_BEGIN_DECLS

/*
 * Every game has its own players at every level, listed once in the table
 * of pl-ai.c (PlAiGame): Easy plays by rules of thumb; Normal and Strong
 * think ahead over the cards they cannot see (Skat: Perfect Information
 * Monte Carlo, pl-ai-skat.h; Bézique: sampling, then an exact solver for
 * the last eight tricks, pl-ai-bezique.h; Euchre: sampled worlds solved
 * exactly for the play and simulated calls, pl-ai-euchre.h; Cassino: a
 * one-ply card counter, and sampling with its play-outs, pl-ai-cassino.h).  Budgets are fixed numbers of
 * samples, never clock time, so that a seed gives the same game on every
 * machine.  There is no fallback: a game without players has no computer
 * seats (pl_ai_choose() refuses it).
 */
typedef enum {
  PL_AI_LEVEL_EASY,
  PL_AI_LEVEL_NORMAL,
  PL_AI_LEVEL_STRONG,
} PlAiLevel;

#define PL_AI_N_LEVELS 3

/* A game's players: the move of @seat, the seat to move in @state (a
 * state of the game's own struct), at @level; it looks only at what @seat
 * may see and returns one of legal_moves(). */
typedef PlMove (*PlAiChooseFunc) (gconstpointer  state,
                                  guint          seat,
                                  PlAiLevel      level,
                                  PlRng         *rng);
/* Why @move is good, for a hint: a short translated reason (“wins the
 * trick”), or NULL. */
typedef char  *(*PlAiReasonFunc) (gconstpointer  state,
                                  guint          seat,
                                  const PlMove  *move);

/*
 * How `parlour-cli match` compares two levels at a game, where the
 * defaults do not say it.  Each deal is played in every seating of the
 * two levels over the sides (every way to give each side to A or B with
 * both playing), so that both hold every hand.
 *
 * @side: the side (partnership) @seat plays for under @options, numbered
 *   from 0; NULL: every seat plays for itself.
 * @points: what a finished deal is worth to each seat (Skat: the
 *   Seeger-Fabian points); NULL: PlResult.score.  A side's points are
 *   those of its first seat.
 * @summary: N_(), how the game's match is played and scored, for
 *   `parlour-cli match --help`, or NULL.
 * @points_name: N_(), what the points are called in the summary
 *   (“Seeger-Fabian”); NULL: points.
 * @declarer_games: count the games each level won and lost as declarer
 *   (PlResult.declarer), not the deals its side scored most in.
 * @decimals: the digits after the point of the points in the summary
 *   (0: one; Euchre's deals are worth a point or two, and need three).
 * @run_length: deals played in a row as one game, the score carried from
 *   each deal to the next (PlGame.carry_over), every run from the start of
 *   a game and in every seating (Euchre's games to 10: runs of 16); 0 or
 *   1: each deal stands alone.
 * @n_counts: counts of the game's own kept for each level (at most
 *   PL_AI_MATCH_MAX_COUNTS; Euchre: how often it went alone, and at what
 *   score).  @count_move adds to the counts of the level about to make
 *   @move for @seat in @state; @count_deal to those of the level that held
 *   @seat's side in a finished deal; @describe_counts writes a level's
 *   counts under its line of the summary (translated, each line indented
 *   and ended), @deals being the deals it played a side in.
 */
#define PL_AI_MATCH_MAX_COUNTS 16

typedef struct {
  guint       (*side)          (gconstpointer  options,
                                guint          seat);
  void        (*points)        (gconstpointer  state,
                                gint          *points);
  const char   *summary;
  const char   *points_name;
  gboolean      declarer_games;
  guint         decimals;
  guint         run_length;
  guint         n_counts;
  void        (*count_move)    (gconstpointer  state,
                                guint          seat,
                                const PlMove  *move,
                                guint         *counts);
  void        (*count_deal)    (gconstpointer  state,
                                guint          seat,
                                guint         *counts);
  void        (*describe_counts) (const guint *counts,
                                  guint        deals,
                                  GString     *out);
} PlAiMatchRules;

/* One game's entry in the table of computer players. */
typedef struct {
  const PlGame         *game;
  PlAiChooseFunc        choose;
  PlAiReasonFunc        reason;   /* may be NULL */
  const PlAiMatchRules *match;    /* may be NULL: the defaults */
} PlAiGame;

/* The players of @game, or NULL if it has none. */
const PlAiGame *pl_ai_lookup         (const PlGame  *game);

/* The move of @seat, which must be the seat to move in a state that is not
 * over; always one of legal_moves().  It looks only at what @seat may see.
 * A game without players gets PL_MOVE_NONE (and a critical warning). */
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
