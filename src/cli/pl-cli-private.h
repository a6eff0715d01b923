/* pl-cli-private.h — what the parlour-cli commands share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pl-ai.h"
#include "pl-game.h"
#include "pl-record.h"
#include "pl-rng.h"

G_BEGIN_DECLS

/* Exit statuses: 0 all good, 1 a bad record or a failed deal, 2 bad usage. */
#define PL_CLI_EXIT_OK    0
#define PL_CLI_EXIT_FAIL  1
#define PL_CLI_EXIT_USAGE 2

/* Each command gets argv[0] = its own name ("replay"). */
int        pl_cli_replay          (int            argc,
                                   char         **argv);
int        pl_cli_play            (int            argc,
                                   char         **argv);
int        pl_cli_bench           (int            argc,
                                   char         **argv);
int        pl_cli_bench_solver    (int            argc,
                                   char         **argv);
int        pl_cli_match           (int            argc,
                                   char         **argv);
int        pl_cli_list            (int            argc,
                                   char         **argv);

/* One side of `match`: its sums over the deals. */
typedef struct {
  gdouble points;       /* Skat: Seeger-Fabian; Bézique, Cassino: totals */
  guint   played;       /* Skat: games as declarer; the others: deals */
  guint   won;
  GArray *times_ms;     /* gdouble: every real decision */
} PlCliMatchPlayer;

/* Plays @state (dealt) to its end with the computer: seat s is player
 * who_sits[s] (0: A, 1: B) at its level; times every real decision and
 * checks every move.  FALSE (with a message) on an illegal move. */
gboolean   pl_cli_match_play_out  (const PlGame     *game,
                                   gpointer          state,
                                   guint64           seed,
                                   const guint      *who_sits,
                                   const PlAiLevel  *levels,
                                   PlCliMatchPlayer *players);

/* Cassino's duplicate match (pl-cli-match-cassino.c): hand @seed played
 * twice with the hands swapped; @diff gets A − B per hand. */
gboolean   pl_cli_match_cassino_deal  (guint64           seed,
                                       guint             number,
                                       const PlAiLevel  *levels,
                                       PlCliMatchPlayer *players,
                                       gdouble          *diff);
void       pl_cli_match_cassino_print (const PlAiLevel  *levels,
                                       const PlCliMatchPlayer *players,
                                       gint              n_deals,
                                       gint64            seed);

/* The mean of @diff (@n values) and the half width of its 95% confidence
 * interval; the decision times of a level, p50, p95 and the longest. */
void       pl_cli_match_interval  (const gdouble *diff,
                                   gint           n,
                                   gdouble       *mean,
                                   gdouble       *half);
void       pl_cli_match_print_times (const char  *name,
                                     GArray      *times);
/* `match euchre` (pl-cli-match-euchre.c), with the options match read. */
int        pl_cli_match_euchre    (const PlAiLevel levels[2],
                                   gint           n_deals,
                                   gint64         seed,
                                   gint           jobs,
                                   gboolean       quiet);

/* Looks a game up by id; prints the known ids on failure. */
const PlGame *pl_cli_lookup_game  (const char    *id);

/* Fresh options of @game with each "key=value" of @settings applied. */
gpointer   pl_cli_make_options    (const PlGame  *game,
                                   char         **settings,
                                   GError       **error);

/* The computer's move for the seat to move: the game's Easy player
 * (pl-ai.h; for a game without one, a uniformly random legal move). */
PlMove     pl_cli_choose_move     (const PlGame  *game,
                                   gconstpointer  state,
                                   guint          seat,
                                   PlRng         *rng);

/* One deal's outcome, as `replay` and `play` both print it: a short human
 * summary, or one JSON object on one line.  @totals (PL_MAX_SEATS, zero
 * before a match's first deal) keeps the running match score of a game
 * that has one (PlGame.match_json); it is zeroed again after the deal
 * that ends the match. */
void       pl_cli_print_outcome   (const PlDealRecord *deal,
                                   gconstpointer       state,
                                   const char         *source,
                                   guint               number,
                                   gboolean            json,
                                   gint               *totals);

/* The most deals a command plays: a soak's worth. */
#define PL_CLI_MAX_DEALS 10000000

/* A --seed: a deal's number, a whole number from 0 to 2^64 − 1 (digits
 * only: "-1" is refused, not wrapped round). */
gboolean   pl_cli_parse_seed      (const char    *text,
                                   guint64       *seed,
                                   GError       **error);
/* FALSE, with a message naming @option, if @value is not in [@min, @max]. */
gboolean   pl_cli_check_count     (const char    *option,
                                   gint64         value,
                                   gint64         min,
                                   gint64         max,
                                   GError       **error);

G_END_DECLS
