/* parlour-cli-toy.c — parlour-cli with the tests' toy game registered
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-test"

#include "pl-cli-private.h"

#include "fishing-players.h"
#include "hicard-players.h"

/* A new game needs no line of the command-line tool: registered, it is
 * played, replayed, benchmarked and matched like the built-in ones
 * (test-cli.py CLI toy).  Both toy games of the tests: a trick game and
 * one of cards lying on the floor. */
int
main (int    argc,
      char **argv)
{
  hi_register_players ();
  fishing_register_players ();
  return pl_cli_main (argc, argv);
}
