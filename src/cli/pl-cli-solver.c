/* pl-cli-solver.c — `parlour-cli bench solver skat`: the double-dummy solver
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-cli"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "pl-ai-skat.h"
#include "pl-ai-skat-solver.h"
#include "pl-cli-private.h"
#include "pl-skat.h"

static gint opt_deals = 100;
static char *opt_seed_text;
static guint64 opt_seed = 1;
static gboolean opt_each = FALSE;

static const GOptionEntry solver_entries[] = {
  { "deals", 'n', 0, G_OPTION_ARG_INT, &opt_deals,
    N_("Solve the opening position of N deals (default 100)"), N_("N") },
  { "seed", 's', 0, G_OPTION_ARG_STRING, &opt_seed_text,
    N_("Deal i is shuffled from seed S+i (default 1)"), N_("S") },
  { "each", 'e', 0, G_OPTION_ARG_NONE, &opt_each,
    N_("Also list every deal: its game, the verdict, times and nodes"), NULL },
  { NULL }
};

static int
compare_doubles (const void *a,
                 const void *b)
{
  gdouble x = *(const gdouble *) a, y = *(const gdouble *) b;

  return (x > y) - (x < y);
}

/* Deals from @seed and lets the simple player bid, put away and announce;
 * FALSE if the deal is thrown in. */
static gboolean
deal_to_play (guint64      seed,
              guint        dealer,
              PlSkatState *state)
{
  PlSkatOptions options;
  PlCard pack[32];
  guint n;
  PlRng rng;

  pl_game_options_init (&pl_skat_game, &options);
  n = pl_skat_game.pack (&options, pack);
  pl_rng_init (&rng, seed);
  pl_rng_shuffle (&rng, pack, n);
  if (!pl_skat_game.deal (state, &options, dealer, pack, n, NULL))
    return FALSE;
  while (pl_skat_get_phase (state) < PL_SKAT_PHASE_PLAY)
    {
      PlMove move = pl_ai_skat_easy_choose (state, pl_skat_game.to_move (state));

      if (!pl_skat_game.check_move (state, &move, NULL))
        return FALSE;
      pl_skat_game.apply (state, &move);
    }
  return pl_skat_get_phase (state) == PL_SKAT_PHASE_PLAY;
}

static void
print_times (const char *what,
             gdouble    *ms,
             guint       n)
{
  gdouble sum = 0;

  qsort (ms, n, sizeof ms[0], compare_doubles);
  for (guint i = 0; i < n; i++)
    sum += ms[i];
  printf (_("  %-10s mean %8.3f ms   p50 %8.3f ms   p99 %8.3f ms   max %8.3f ms\n"),
          what, sum / n, ms[n / 2], ms[MIN (n - 1, (guint) (n * 0.99))], ms[n - 1]);
}

int
pl_cli_bench_solver (int    argc,
                     char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree gdouble *win_ms = NULL;
  g_autofree gdouble *exact_ms = NULL;
  PlSkatSolver *solver;
  guint n = 0, thrown = 0, won = 0;
  guint64 nodes_win = 0, nodes_exact = 0;

  g_set_prgname ("parlour-cli bench solver");
  context = g_option_context_new (_("skat — double-dummy solve times"));
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_set_summary (context, _(
    "Deals N seeded deals, lets the simple player bid, put away and announce,\n"
    "and solves the card play with every hand open from the first card:\n"
    "win or loss (one null-window search), then the exact card points, each\n"
    "from an empty transposition table, on one thread."));
  g_option_context_add_main_entries (context, solver_entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("bench solver: %s\n", error->message);
      return PL_CLI_EXIT_USAGE;
    }
  if (argc != 2 || strcmp (argv[1], "skat") != 0)
    {
      g_printerr (_("bench solver: the solver plays skat (“parlour-cli bench solver skat”)\n"));
      return PL_CLI_EXIT_USAGE;
    }
  if (!pl_cli_check_count ("--deals", opt_deals, 1, PL_CLI_MAX_DEALS, &error) ||
      (opt_seed_text != NULL && !pl_cli_parse_seed (opt_seed_text, &opt_seed, &error)))
    {
      g_printerr ("bench solver: %s\n", error->message);
      return PL_CLI_EXIT_USAGE;
    }

  win_ms = g_new0 (gdouble, opt_deals);
  exact_ms = g_new0 (gdouble, opt_deals);
  solver = pl_skat_solver_new (20);
  for (gint i = 0; i < opt_deals; i++)
    {
      PlSkatState state;
      gint64 t0, t1, t2;
      guint64 nodes0, nodes1;
      gboolean won_now;

      if (!deal_to_play (opt_seed + i, i % 3, &state))
        {
          thrown++;
          continue;
        }
      pl_skat_solver_clear (solver);
      pl_skat_solver_set_state (solver, &state);
      nodes0 = pl_skat_solver_get_nodes (solver);
      t0 = g_get_monotonic_time ();
      won_now = pl_skat_solver_declarer_wins (solver);
      won += won_now;
      t1 = g_get_monotonic_time ();
      nodes1 = pl_skat_solver_get_nodes (solver);
      win_ms[n] = (t1 - t0) / 1000.0;
      pl_skat_solver_clear (solver);
      pl_skat_solver_set_state (solver, &state);
      t1 = g_get_monotonic_time ();
      pl_skat_solver_exact (solver);
      t2 = g_get_monotonic_time ();
      nodes_win += nodes1 - nodes0;
      nodes_exact += pl_skat_solver_get_nodes (solver) - nodes1;
      exact_ms[n] = (t2 - t1) / 1000.0;
      if (opt_each)
        printf ("%6" G_GUINT64_FORMAT "  %-8s %-5s %9.3f ms %9" G_GUINT64_FORMAT " nodes"
                "  %9.3f ms %10" G_GUINT64_FORMAT " nodes\n",
                opt_seed + i, pl_skat_contract_name (pl_skat_get_contract (&state)),
                won_now ? "won" : "lost", win_ms[n], nodes1 - nodes0,
                exact_ms[n], pl_skat_solver_get_nodes (solver) - nodes1);
      n++;
    }
  pl_skat_solver_free (solver);


  if (n == 0)
    {
      g_printerr (_("bench solver: every deal was thrown in\n"));
      return PL_CLI_EXIT_FAIL;
    }
  printf (_("bench solver skat: %u opening positions solved (%u deals thrown in), "
            "declarer wins %u; one thread\n"), n, thrown, won);
  print_times (_("win/loss"), win_ms, n);
  print_times (_("exact"), exact_ms, n);
  printf (_("  nodes: win/loss %.0f, exact %.0f per deal on average\n"),
          (gdouble) nodes_win / n, (gdouble) nodes_exact / n);
  return PL_CLI_EXIT_OK;
}
