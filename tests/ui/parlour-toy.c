/* parlour-toy.c — Parlour with the tests' toy games at its table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-test"

#include "pl-application.h"
#include "toy-controller.h"

/* The application as it ships, with two more games registered the way a
 * new game registers (docs/adding-a-game.md): test-toy-app.py plays them
 * at the table ("--game hicard", "--game fishing"). */
int
main (int   argc,
      char *argv[])
{
  g_autoptr(PlApplication) app = NULL;

  toy_games_register ();
  app = pl_application_new ();
  return g_application_run (G_APPLICATION (app), argc, argv);
}
