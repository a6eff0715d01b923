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

/* The whole command line (parlour-cli.c); main.c calls it, and so does a
 * test's build of the tool that registers games of its own first. */
int        pl_cli_main            (int            argc,
                                   char         **argv);

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

/* The ids of every game linked in or registered, joined by @separator:
 * "skat, bezique". */
char      *pl_cli_game_list       (const char    *separator);
/* Looks a game up by id; prints the known ids on failure. */
const PlGame *pl_cli_lookup_game  (const char    *id);

/* Fresh options of @game with each "key=value" of @settings applied. */
gpointer   pl_cli_make_options    (const PlGame  *game,
                                   char         **settings,
                                   GError       **error);

/* The computer's move for the seat to move: the game's Easy player. */
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
