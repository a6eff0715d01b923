/* parlour-cli.c — the headless command line: play, replay, match, bench
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-cli"

#include <locale.h>
#include <stdio.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "pl-cli-private.h"

static void
print_usage (FILE *out)
{
  g_autofree char *games = pl_cli_game_list (", ");

  fprintf (out, "%s", _(
    "Usage: parlour-cli COMMAND [OPTION…]\n"
    "\n"
    "Play, replay and measure Parlour's card games without a window.\n"
    "\n"
    "Commands:\n"
    "  replay FILE…        check records (Parlour or ISS) and print results\n"
    "  play GAME            let the computer play every seat\n"
    "  match GAME           a duplicate match between two computer levels\n"
    "  bench rules GAME     random legal playouts per second\n"
    "  bench solver skat    double-dummy solve times\n"
    "  list FILE            the Skat list of a match record\n"
    "\n"
    "Run “parlour-cli COMMAND --help” for a command's options.\n"));
  /* TRANSLATORS: the games the commands know: "Games: skat, bezique". */
  fprintf (out, _("Games: %s\n"), games);
}

int
pl_cli_main (int    argc,
             char **argv)
{
  const char *command;

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  g_set_prgname ("parlour-cli");

  if (argc < 2)
    {
      print_usage (stderr);
      return PL_CLI_EXIT_USAGE;
    }

  command = argv[1];
  if (strcmp (command, "--help") == 0 || strcmp (command, "-h") == 0 ||
      strcmp (command, "help") == 0)
    {
      print_usage (stdout);
      return PL_CLI_EXIT_OK;
    }
  if (strcmp (command, "--version") == 0)
    {
      printf ("parlour-cli %s\n", PACKAGE_VERSION);
      return PL_CLI_EXIT_OK;
    }

  /* Each command parses its own options, with argv[0] its name. */
  if (strcmp (command, "replay") == 0)
    return pl_cli_replay (argc - 1, argv + 1);
  if (strcmp (command, "play") == 0)
    return pl_cli_play (argc - 1, argv + 1);
  if (strcmp (command, "bench") == 0)
    return pl_cli_bench (argc - 1, argv + 1);
  if (strcmp (command, "match") == 0)
    return pl_cli_match (argc - 1, argv + 1);
  if (strcmp (command, "list") == 0)
    return pl_cli_list (argc - 1, argv + 1);

  g_printerr (_("parlour-cli: unknown command “%s”\n"), command);
  print_usage (stderr);
  return PL_CLI_EXIT_USAGE;
}
