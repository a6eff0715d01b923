/* pl-cli-replay.c — `parlour-cli replay FILE…`
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-cli"

#include <stdio.h>

#include <glib/gi18n-lib.h>

#include "pl-cli-private.h"


static gboolean opt_json;

static const GOptionEntry replay_entries[] = {
  { "json", 0, 0, G_OPTION_ARG_NONE, &opt_json,
    N_("Print one JSON object per deal and line"), NULL },
  { NULL }
};

/* A file is read by the reader the window uses (pl_saved_game_load()): a
 * regular file only (a named pipe is refused, never waited on), within the
 * record limit, a Parlour record or ISS game lines, checked whole as a
 * match.  So the file gets the verdict and the message it gets in the
 * window.  Then every deal is replayed through the rules to print its
 * outcome, which must agree with what the reader checked. */
static gboolean
replay_file (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PlRecord) record = pl_saved_game_load (path, path, NULL, NULL, &error);
  /* The running match score, for a game that keeps one (Cassino), and
   * the deal before, for a game whose state carries it (Euchre's game of
   * 10 goes on from the last deal). */
  gint totals[PL_MAX_SEATS] = { 0, };
  g_autofree gpointer previous = NULL;

  if (record == NULL)
    {
      g_printerr ("%s\n", error->message);
      return FALSE;
    }
  for (guint i = 0; i < record->deals->len; i++)
    {
      const PlDealRecord *deal = g_ptr_array_index (record->deals, i);
      g_autofree gpointer state = pl_deal_record_replay (deal, G_MAXUINT, &error);

      if (state == NULL)
        {
          g_printerr ("%s:%u: %s\n", path, MAX (deal->line, 1), error->message);
          return FALSE;
        }
      if (deal->game->carry_over != NULL && previous != NULL)
        deal->game->carry_over (state, previous);
      else if (i == 0 && !pl_record_start_score (record, state, &error))
        {
          g_printerr ("%s: %s\n", path, error->message);
          return FALSE;
        }
      pl_cli_print_outcome (deal, state, path, i + 1, opt_json, totals);
      g_free (previous);
      previous = g_steal_pointer (&state);
    }
  return TRUE;
}

int
pl_cli_replay (int    argc,
               char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  gboolean ok = TRUE;

  g_set_prgname ("parlour-cli replay");
  context = g_option_context_new (_("FILE… — check game records and print their results"));
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_set_summary (context, _(
    "Reads Parlour records (docs/records.md), International Skat Server\n"
    "game lines (“(;GM[Skat]…”, one game a line) and EGN games of Euchre\n"
    "(JSON, “{…”), replays every deal through the rules, checking every\n"
    "move, and prints each deal's result.\n"
    "Errors are printed as “file:line: what is wrong”.  The exit status is 0\n"
    "only if every record is valid."));
  g_option_context_add_main_entries (context, replay_entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("replay: %s\n", error->message);
      return PL_CLI_EXIT_USAGE;
    }
  if (argc < 2)
    {
      g_printerr (_("replay: no record file given (see “parlour-cli replay --help”)\n"));
      return PL_CLI_EXIT_USAGE;
    }

  for (int i = 1; i < argc; i++)
    ok &= replay_file (argv[i]);
  fflush (stdout);

  return ok ? PL_CLI_EXIT_OK : PL_CLI_EXIT_FAIL;
}
