/* pl-cli-bench-deck.h — `parlour-cli bench deck`: how fast a deck renders
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* `parlour-cli bench deck [--size W]… [--deck ID_OR_PATH]… [--runs N]`.
 * @argv[0] is the command's name ("deck"); the options follow.  Renders
 * the whole deck (52 cards and the back) in this thread from a fresh load,
 * several times, and prints the load time and the median, minimum and
 * maximum render time per size.  Needs no display.  Returns the exit
 * status. */
int pl_cli_bench_deck (int    argc,
                       char **argv);

G_END_DECLS
