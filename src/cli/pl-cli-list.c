/* pl-cli-list.c — `parlour-cli list`: the Skat list of a match record
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-cli"

#include <stdio.h>
#include <glib/gi18n.h>

#include "pl-cli-private.h"
#include "pl-skat-list.h"

static gboolean opt_csv;

static const GOptionEntry list_entries[] = {
  { "csv", 0, 0, G_OPTION_ARG_NONE, &opt_csv,
    N_("Print comma-separated values for a spreadsheet"), NULL },
  { NULL }
};

int
pl_cli_list (int    argc,
             char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(PlRecord) record = NULL;
  g_autoptr(GPtrArray) lists = NULL;

  opt_csv = FALSE;
  g_set_prgname ("parlour-cli list");
  context = g_option_context_new (_("FILE — print the Skat list of a match record"));
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_set_summary (context, _(
    "Replays every deal of a Parlour match record of Skat and prints the\n"
    "list German players keep: one row per deal (dealer, declarer, game,\n"
    "bid, value and every player's running total, Kontra, Re and Bock\n"
    "marked), the Seeger-Fabian totals at the foot, and who deals next.\n"
    "A change in the number of players starts a new list."));
  g_option_context_add_main_entries (context, list_entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("list: %s\n", error->message);
      return PL_CLI_EXIT_USAGE;
    }
  if (argc != 2)
    {
      g_printerr (_("list: give one match record (see “parlour-cli list --help”)\n"));
      return PL_CLI_EXIT_USAGE;
    }

  /* The reader the window and `replay` use: one verdict for a file. */
  record = pl_saved_game_load (argv[1], argv[1], NULL, NULL, &error);
  if (record == NULL)
    {
      g_printerr ("%s\n", error->message);
      return PL_CLI_EXIT_FAIL;
    }
  lists = pl_skat_list_split (record, &error);
  if (lists == NULL)
    {
      g_printerr ("%s: %s\n", argv[1], error->message);
      return PL_CLI_EXIT_FAIL;
    }

  for (guint i = 0; i < lists->len; i++)
    {
      g_autofree char *text = opt_csv ? pl_skat_list_to_csv (lists->pdata[i])
                                      : pl_skat_list_to_text (lists->pdata[i]);

      if (i > 0)
        fputs (opt_csv ? "\r\n" : "\n", stdout);
      fputs (text, stdout);
    }
  return PL_CLI_EXIT_OK;
}
