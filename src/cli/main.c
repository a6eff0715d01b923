/* main.c — parlour-cli's entry point
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-cli"

#include "pl-cli-private.h"

int
main (int    argc,
      char **argv)
{
  return pl_cli_main (argc, argv);
}
