/* pl-cli-analyse.c — `parlour-cli analyse RECORD`: every card played
 * against the best card with every hand open
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-cli"

#include <stdio.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "pl-ai-analyse.h"
#include "pl-cli-analyse-private.h"
#include "pl-json.h"

static gboolean opt_json;
static gint opt_deal;
static gboolean opt_xskat;
static char *opt_levels;
static gint opt_games;
static gint opt_jobs = 1;
static gint64 opt_seed = 1;
static gboolean opt_quiet;

static const GOptionEntry analyse_entries[] = {
  { "json", 0, 0, G_OPTION_ARG_NONE, &opt_json,
    N_("Print one JSON object per deal and line"), NULL },
  { "deal", 'd', 0, G_OPTION_ARG_INT, &opt_deal,
    N_("Analyse only deal N of the record (from 1)"), N_("N") },
  { "xskat", 0, 0, G_OPTION_ARG_NONE, &opt_xskat,
    N_("The files are XSkat logs (xskat -log): compare XSkat's cards with "
       "Parlour's levels"), NULL },
  { "levels", 0, 0, G_OPTION_ARG_STRING, &opt_levels,
    N_("With --xskat, the Parlour levels to compare, comma-separated "
       "(default normal,strong)"), N_("LEVELS") },
  { "games", 'n', 0, G_OPTION_ARG_INT, &opt_games,
    N_("With --xskat, only the first N games of each log"), N_("N") },
  { "jobs", 'j', 0, G_OPTION_ARG_INT, &opt_jobs,
    N_("With --xskat, analyse N games at once on N threads (the same results)"), N_("N") },
  { "seed", 's', 0, G_OPTION_ARG_INT64, &opt_seed,
    N_("With --xskat, the seed of the computer's choices (default 1)"), N_("S") },
  { "quiet", 'q', 0, G_OPTION_ARG_NONE, &opt_quiet,
    N_("Do not print progress to the standard error"), NULL },
  { NULL }
};

static const PlGame *current_game;

static void
append_card (GString      *out,
             const PlMove *move)
{
  char buf[3];

  pl_ai_analysis_card_text (current_game, move, buf);
  g_string_append (out, buf);
}

/* "66 won" or "52 lost": the value and what it means for the declarer
 * (Skat), the mover (Bézique) or the makers (Euchre). */
static void
append_option (GString          *out,
               const PlAiOption *o)
{
  append_card (out, &o->move);
  g_string_append_printf (out, " %d %s", o->value,
                          o->won ? C_("analysis", "won") : C_("analysis", "lost"));
}

static void
print_text (const PlDealRecord *deal,
            const PlAiAnalysis *a,
            const char         *path,
            guint               number)
{
  g_autoptr(GString) out = g_string_new (NULL);
  guint counts[3] = { 0, }, not_exact = 0;

  g_string_append_printf (out, _("%s, deal %u: %s"), path, number, _(a->game->name));
  if (a->declarer >= 0)
    g_string_append_printf (out, _(", declarer seat %d"), a->declarer);
  g_string_append_c (out, '\n');
  for (guint i = 0; i < a->decisions->len; i++)
    {
      const PlAiDecision *d = &g_array_index (a->decisions, PlAiDecision, i);

      counts[d->verdict]++;
      not_exact += !d->exact;
      g_string_append_printf (out, _("  trick %u, seat %u played "), d->trick + 1, d->seat);
      append_card (out, &d->played);
      g_string_append_printf (out, " — %s", pl_ai_verdict_name (d->verdict));
      if (d->verdict != PL_AI_VERDICT_BEST)
        {
          g_string_append_printf (out, _(", lost %d, better "), d->lost);
          append_card (out, &d->options[d->best_option].move);
        }
      if (!d->exact)
        g_string_append (out, _(" (not exact)"));
      g_string_append (out, ":");
      for (guint o = 0; o < d->n_options; o++)
        {
          g_string_append (out, o == 0 ? " " : ", ");
          append_option (out, &d->options[o]);
        }
      g_string_append_c (out, '\n');
    }
  g_string_append_printf (out, _("  decisions %u: best %u, inaccuracies %u, mistakes %u; "
                                 "not exact %u\n"),
                          a->decisions->len, counts[PL_AI_VERDICT_BEST],
                          counts[PL_AI_VERDICT_INACCURACY], counts[PL_AI_VERDICT_MISTAKE],
                          not_exact);
  fputs (out->str, stdout);
}

static void
print_json (const PlAiAnalysis *a,
            guint               number)
{
  g_autoptr(GString) out = g_string_new (NULL);

  g_string_append_printf (out, "{\"game\": \"%s\", \"deal\": %u, \"declarer\": %d, \"note\": ",
                          a->game->id, number, a->declarer);
  pl_json_append_string (out, pl_ai_analysis_note (a->game));
  g_string_append (out, ", \"decisions\": [");
  for (guint i = 0; i < a->decisions->len; i++)
    {
      const PlAiDecision *d = &g_array_index (a->decisions, PlAiDecision, i);

      g_string_append_printf (out, "%s{\"move\": %u, \"trick\": %u, \"seat\": %u, \"card\": \"",
                              i == 0 ? "" : ", ", d->index + 1, d->trick + 1, d->seat);
      append_card (out, &d->played);
      g_string_append_printf (out, "\", \"verdict\": \"%s\", \"lost\": %d, \"best\": \"",
                              pl_ai_verdict_id (d->verdict), d->lost);
      append_card (out, &d->options[d->best_option].move);
      g_string_append_printf (out, "\", \"exact\": %s, \"options\": [",
                              d->exact ? "true" : "false");
      for (guint o = 0; o < d->n_options; o++)
        {
          g_string_append_printf (out, "%s{\"card\": \"", o == 0 ? "" : ", ");
          append_card (out, &d->options[o].move);
          g_string_append_printf (out, "\", \"value\": %d, \"won\": %s}", d->options[o].value,
                                  d->options[o].won ? "true" : "false");
        }
      g_string_append (out, "]}");
    }
  g_string_append (out, "]}\n");
  fputs (out->str, stdout);
}

/* The deals of a file, read as the window and `replay` read it (a
 * Parlour record, or ISS game lines: pl_saved_game_load()). */
static GPtrArray *
load_deals (const char  *path,
            GError     **error)
{
  g_autoptr(PlRecord) record = pl_saved_game_load (path, NULL, NULL, NULL, error);

  if (record == NULL)
    return NULL;
  return g_ptr_array_ref (record->deals);
}

static gboolean
analyse_file (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) deals = load_deals (path, &error);
  gboolean ok = TRUE;

  if (deals == NULL)
    {
      g_printerr ("%s\n", error->message);
      return FALSE;
    }
  if (opt_deal > 0 && (guint) opt_deal > deals->len)
    {
      g_printerr (_("%s: there is no deal %d (the record has %u)\n"), path, opt_deal, deals->len);
      return FALSE;
    }
  for (guint i = 0; i < deals->len; i++)
    {
      const PlDealRecord *deal = g_ptr_array_index (deals, i);
      g_autoptr(PlAiAnalysis) analysis = NULL;

      if (opt_deal > 0 && i + 1 != (guint) opt_deal)
        continue;
      current_game = deal->game;
      analysis = pl_ai_analyse_deal (deal, NULL, NULL, &error);
      if (analysis == NULL)
        {
          g_printerr (_("%s, deal %u: %s\n"), path, i + 1, error->message);
          g_clear_error (&error);
          ok = FALSE;
          continue;
        }
      if (opt_json)
        print_json (analysis, i + 1);
      else
        print_text (deal, analysis, path, i + 1);
    }
  if (!opt_json && deals->len > 0)
    printf ("%s\n", pl_ai_analysis_note (((PlDealRecord *) g_ptr_array_index (deals, 0))->game));
  return ok;
}

int
pl_cli_analyse (int    argc,
                char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  gboolean ok = TRUE;

  g_set_prgname ("parlour-cli analyse");
  context = g_option_context_new (_("RECORD… — every card played against the best card"));
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_set_summary (context, _(
    "For every card played in each deal of the records (Parlour records or\n"
    "ISS game lines), the value of each legal card at that moment with best\n"
    "play on both sides and every hand open, the best card, and how much the\n"
    "card played lost: best, an inaccuracy (points or a trick) or a mistake\n"
    "(the outcome: the game, Schneider, the march).  Skat, Euchre, and the\n"
    "last eight tricks of Bézique."));
  g_option_context_add_main_entries (context, analyse_entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("analyse: %s\n", error->message);
      return PL_CLI_EXIT_USAGE;
    }
  if (argc < 2)
    {
      g_printerr (_("analyse: no record file given (see “parlour-cli analyse --help”)\n"));
      return PL_CLI_EXIT_USAGE;
    }
  if (opt_xskat)
    {
      PlCliAnalyseOptions options = { opt_json, opt_quiet, opt_games, opt_jobs,
                                      (guint64) opt_seed, 0, { 0, } };
      g_auto(GStrv) levels = g_strsplit (opt_levels != NULL ? opt_levels : "normal,strong",
                                         ",", -1);

      for (guint i = 0; levels[i] != NULL; i++)
        if (options.n_levels == PL_AI_N_LEVELS ||
            !pl_ai_level_from_string (levels[i], &options.levels[options.n_levels++]))
          {
            g_printerr (_("analyse: --levels names up to three of easy, normal and strong\n"));
            return PL_CLI_EXIT_USAGE;
          }
      if (opt_jobs < 1 || opt_games < 0)
        {
          g_printerr (_("analyse: --jobs must be positive and --games not negative\n"));
          return PL_CLI_EXIT_USAGE;
        }
      for (int i = 1; i < argc; i++)
        ok &= pl_cli_analyse_xskat (argv[i], &options) == PL_CLI_EXIT_OK;
      fflush (stdout);
      return ok ? PL_CLI_EXIT_OK : PL_CLI_EXIT_FAIL;
    }
  for (int i = 1; i < argc; i++)
    ok &= analyse_file (argv[i]);
  fflush (stdout);
  return ok ? PL_CLI_EXIT_OK : PL_CLI_EXIT_FAIL;
}
