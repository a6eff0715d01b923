/* pl-cli-replay.c — `parlour-cli replay FILE…`
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-cli"

#include <stdio.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "pl-cli-private.h"
#include "pl-egn.h"
#include "pl-iss.h"


/* The same limits as native records (docs/records.md, "Limits"). */
#define MAX_FILE (16 * 1024 * 1024)
#define MAX_LINE (64 * 1024)

#define ISS_PREFIX "(;GM[Skat]"

static gboolean opt_json;

static const GOptionEntry replay_entries[] = {
  { "json", 0, 0, G_OPTION_ARG_NONE, &opt_json,
    N_("Print one JSON object per deal and line"), NULL },
  { NULL }
};

/* Replays one deal through the rules, checking every move again, and
 * prints its outcome.  The parser already checked the moves; the replay is
 * what recomputes the result, and it must agree. */
static gboolean
replay_deal (const PlDealRecord *deal,
             const char         *path,
             guint               line,
             guint               number,
             gpointer           *previous)
{
  g_autoptr(GError) error = NULL;
  g_autofree gpointer state = pl_deal_record_replay (deal, G_MAXUINT, &error);

  if (state == NULL)
    {
      g_printerr ("%s:%u: %s\n", path, line, error->message);
      return FALSE;
    }
  /* A game of several deals (Euchre's game of 10) goes on from the last
   * deal of the same game. */
  if (deal->game->carry_over != NULL && previous != NULL && *previous != NULL)
    deal->game->carry_over (state, *previous);
  pl_cli_print_outcome (deal, state, path, number, opt_json);
  if (previous != NULL)
    {
      g_free (*previous);
      *previous = g_steal_pointer (&state);
    }
  return TRUE;
}

static gboolean
replay_native (const char *path,
               const char *contents,
               gsize       length)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PlRecord) record = pl_record_parse (contents, length, path, &error);
  g_autofree gpointer previous = NULL;
  gboolean ok = TRUE;

  if (record == NULL)
    {
      g_printerr ("%s\n", error->message);
      return FALSE;
    }
  for (guint i = 0; i < record->deals->len; i++)
    {
      const PlDealRecord *deal = g_ptr_array_index (record->deals, i);
      guint line = deal->move_lines->len > 0
                   ? g_array_index (deal->move_lines, guint, 0) : 1;

      ok &= replay_deal (deal, path, line, i + 1, &previous);
    }
  return ok;
}

/* An EGN file is one game of Euchre: its first deal starts from the
 * file's initial score, each other one from the deal before. */
static gboolean
replay_egn (const char *path,
            const char *contents,
            gsize       length)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(PlEgnGame) game = pl_egn_parse (contents, length, path, &error);
  g_autofree gpointer previous = NULL;

  if (game == NULL)
    {
      g_printerr ("%s\n", error->message);
      return FALSE;
    }
  for (guint i = 0; i < game->record->deals->len; i++)
    {
      const PlDealRecord *deal = g_ptr_array_index (game->record->deals, i);
      g_autofree gpointer state = pl_deal_record_replay (deal, G_MAXUINT, &error);

      if (state == NULL)
        {
          g_printerr ("%s: %s\n", path, error->message);
          return FALSE;
        }
      if (previous != NULL)
        deal->game->carry_over (state, previous);
      else
        pl_egn_start_state (game, state);
      pl_cli_print_outcome (deal, state, path, i + 1, opt_json);
      g_free (previous);
      previous = g_steal_pointer (&state);
    }
  return TRUE;
}

/* One ISS game a line; blank lines and '#' comments are skipped. */
static gboolean
replay_iss (const char *path,
            char       *contents,
            gsize       length)
{
  char *p = contents, *end = contents + length;
  guint line = 0, number = 0;
  gboolean ok = TRUE;

  while (p < end)
    {
      char *nl = memchr (p, '\n', (gsize) (end - p));
      gsize len = (gsize) ((nl != NULL ? nl : end) - p);
      g_autoptr(GError) error = NULL;
      g_autoptr(PlDealRecord) deal = NULL;
      char *text;

      line++;
      if (len > MAX_LINE)
        {
          g_printerr (_("%s:%u: the line is longer than %u bytes\n"), path, line, MAX_LINE);
          return FALSE;
        }
      if (memchr (p, '\0', len) != NULL || !g_utf8_validate (p, (gssize) len, NULL))
        {
          g_printerr (_("%s:%u: binary data or invalid UTF-8, not an ISS game line\n"),
                      path, line);
          return FALSE;
        }
      p[len] = '\0';
      text = g_strstrip (p);
      p = nl != NULL ? nl + 1 : end;

      if (text[0] == '\0' || text[0] == '#')
        continue;
      if (!g_str_has_prefix (text, ISS_PREFIX))
        {
          g_printerr (_("%s:%u: not an ISS game line (it must start with “%s”)\n"),
                      path, line, ISS_PREFIX);
          ok = FALSE;
          continue;
        }
      number++;
      deal = pl_iss_parse_line (text, &error);
      if (deal == NULL)
        {
          g_printerr ("%s:%u: %s\n", path, line, error->message);
          ok = FALSE;
          continue;
        }
      ok &= replay_deal (deal, path, line, number, NULL);
    }
  return ok;
}

static gboolean
replay_file (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  gsize length;
  const char *p;

  if (!pl_cli_read_file (path, MAX_FILE, &contents, &length, &error))
    {
      g_printerr ("%s\n", error->message);
      return FALSE;
    }

  if (pl_egn_sniff (contents, length))
    return replay_egn (path, contents, length);

  /* An ISS file is recognised by its first line that is neither blank nor
   * a '#' comment. */
  p = contents;
  while (p < contents + length)
    {
      if (g_ascii_isspace (*p))
        p++;
      else if (*p == '#')
        {
          const char *nl = memchr (p, '\n', (gsize) (contents + length - p));
          p = nl != NULL ? nl + 1 : contents + length;
        }
      else
        break;
    }
  if ((gsize) (contents + length - p) >= strlen (ISS_PREFIX) &&
      strncmp (p, ISS_PREFIX, strlen (ISS_PREFIX)) == 0)
    return replay_iss (path, contents, length);
  return replay_native (path, contents, length);
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
