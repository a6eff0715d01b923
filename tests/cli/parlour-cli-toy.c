/* parlour-cli-toy.c — parlour-cli with the tests' toy game registered
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "pl-cli-private.h"

#include "hicard-players.h"

/* A new game needs no line of the command-line tool: registered, it is
 * played, replayed, benchmarked and matched like the built-in ones
 * (test-cli.py CLI toy). */
int
main (int    argc,
      char **argv)
{
  hi_register_players ();
  return pl_cli_main (argc, argv);
}
