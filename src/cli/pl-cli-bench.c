/* pl-cli-bench.c — `parlour-cli bench rules GAME` and `bench solver`
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-cli"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "pl-cli-private.h"

#define N_BATCHES 5

static gint opt_deals;
static gdouble opt_seconds = 5.0;
static char *opt_seed_text;
static guint64 opt_seed = 1;
static char **opt_options;

static const GOptionEntry rules_entries[] = {
  { "deals", 'n', 0, G_OPTION_ARG_INT, &opt_deals,
    N_("Play N deals in each timed batch (default: by time)"), N_("N") },
  { "seconds", 't', 0, G_OPTION_ARG_DOUBLE, &opt_seconds,
    N_("Run about T seconds in all when --deals is not given (default 5)"), N_("T") },
  { "seed", 's', 0, G_OPTION_ARG_STRING, &opt_seed_text,
    N_("Seed of the shuffles and the random moves (default 1)"), N_("S") },
  { "option", 'o', 0, G_OPTION_ARG_STRING_ARRAY, &opt_options,
    N_("A game option, as in records; repeatable"), N_("KEY=VALUE") },
  { NULL }
};

typedef struct {
  const PlGame *game;
  gconstpointer options;
  gpointer      state;       /* state_size bytes, allocated once */
  PlCard        pack[64];
  guint         n_cards;
  guint         n_seats;
  PlRng         rng;
  guint64       moves;
  guint         most_moves;  /* the longest list of legal moves seen */
} Bench;

/* One complete random legal playout, from the shuffle to the end.  Nothing
 * is allocated: the moves go into an array on the stack and the state is
 * dealt in place into the one buffer. */
static gboolean
playout (Bench *bench,
         guint  dealer)
{
  const PlGame *game = bench->game;
  PlMove moves[PL_MAX_MOVES];
  PlCard pack[64];

  memcpy (pack, bench->pack, bench->n_cards * sizeof (PlCard));
  pl_rng_shuffle (&bench->rng, pack, bench->n_cards);
  if (!game->deal (bench->state, bench->options, dealer, pack, bench->n_cards, NULL))
    return FALSE;

  while (!game->is_terminal (bench->state))
    {
      guint n = game->legal_moves (bench->state, moves);

      if (n == 0)
        return FALSE;
      bench->most_moves = MAX (bench->most_moves, n);
      game->apply (bench->state, &moves[pl_rng_below (&bench->rng, n)]);
      bench->moves++;
    }
  return TRUE;
}

static int
compare_doubles (const void *a,
                 const void *b)
{
  gdouble x = *(const gdouble *) a, y = *(const gdouble *) b;

  return (x > y) - (x < y);
}

static int
bench_rules (int    argc,
             char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree gpointer options = NULL;
  g_autofree gpointer state = NULL;
  gdouble rates[N_BATCHES];
  guint64 total_deals = 0;
  gdouble total_seconds = 0;
  Bench bench = { 0, };
  guint dealer = 0;

  g_set_prgname ("parlour-cli bench rules");
  context = g_option_context_new (_("GAME — complete random legal playouts per second"));
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_set_summary (context, _(
    "Plays complete deals of GAME with uniformly random legal moves on one\n"
    "thread, without allocating per move, in several timed batches after a\n"
    "warm-up, and prints the median rate (deals per second) and the count."));
  g_option_context_add_main_entries (context, rules_entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("bench rules: %s\n", error->message);
      return PL_CLI_EXIT_USAGE;
    }
  if (argc != 2)
    {
      g_printerr (_("bench rules: name one game (see “parlour-cli bench rules --help”)\n"));
      return PL_CLI_EXIT_USAGE;
    }
  /* NaN would measure nothing and infinity never end. */
  if (!pl_cli_check_count ("--deals", opt_deals, 0, PL_CLI_MAX_DEALS, &error) ||
      (opt_seed_text != NULL && !pl_cli_parse_seed (opt_seed_text, &opt_seed, &error)))
    {
      g_printerr ("bench rules: %s\n", error->message);
      return PL_CLI_EXIT_USAGE;
    }
  if (!isfinite (opt_seconds) || opt_seconds < 0.1 || opt_seconds > 3600)
    {
      g_printerr (_("bench rules: --seconds must be a number from 0.1 to 3600\n"));
      return PL_CLI_EXIT_USAGE;
    }

  bench.game = pl_cli_lookup_game (argv[1]);
  if (bench.game == NULL)
    return PL_CLI_EXIT_USAGE;
  options = pl_cli_make_options (bench.game, opt_options, &error);
  if (options == NULL)
    {
      g_printerr ("bench rules: %s\n", error->message);
      return PL_CLI_EXIT_USAGE;
    }
  state = g_malloc0 (bench.game->state_size);
  bench.options = options;
  bench.state = state;
  bench.n_cards = bench.game->pack (options, bench.pack);
  bench.n_seats = bench.game->n_seats (options);
  pl_rng_init (&bench.rng, opt_seed);

  /* Warm-up: caches, branch predictors, the CPU's clock. */
  for (guint i = 0; i < 1000; i++)
    if (!playout (&bench, i % bench.n_seats))
      goto broken;

  for (guint b = 0; b < N_BATCHES; b++)
    {
      gint64 start = g_get_monotonic_time (), now;
      gint64 budget = (gint64) (opt_seconds * G_USEC_PER_SEC / N_BATCHES);
      guint64 deals = 0;

      for (;;)
        {
          if (!playout (&bench, dealer))
            goto broken;
          dealer = (dealer + 1) % bench.n_seats;
          deals++;
          if (opt_deals > 0)
            {
              if (deals >= (guint64) opt_deals)
                break;
            }
          else if ((deals & 63) == 0 && g_get_monotonic_time () - start >= budget)
            break;
        }
      now = g_get_monotonic_time ();
      rates[b] = (gdouble) deals * G_USEC_PER_SEC / (gdouble) MAX (now - start, 1);
      total_deals += deals;
      total_seconds += (gdouble) (now - start) / G_USEC_PER_SEC;
    }

  qsort (rates, N_BATCHES, sizeof rates[0], compare_doubles);
  printf (_("bench rules %s: median %.0f deals/s (min %.0f, max %.0f) over %d batches; "
            "%llu deals, %llu moves in %.2f s, one thread\n"),
          bench.game->id, rates[N_BATCHES / 2], rates[0], rates[N_BATCHES - 1],
          N_BATCHES, (unsigned long long) total_deals, (unsigned long long) bench.moves,
          total_seconds);
  printf (_("  at most %u legal moves in one position (the interface allows %u)\n"),
          bench.most_moves, PL_MAX_MOVES);
  return PL_CLI_EXIT_OK;

broken:
  g_printerr (_("bench rules: the rules of %s failed a random playout "
                "(a deal refused or a position without moves)\n"), bench.game->id);
  return PL_CLI_EXIT_FAIL;
}

static void
print_bench_usage (FILE *out)
{
  fprintf (out, "%s", _(
    "Usage: parlour-cli bench rules GAME [--deals N] [--seconds T]\n"
    "       parlour-cli bench solver skat [--deals N]\n"
    "\n"
    "  rules   complete random legal playouts per second, one thread\n"
    "  solver  double-dummy solve times of the Skat solver\n"
    "\n"
    "How fast a card deck renders is measured by parlour-bench-deck.\n"
    "\n"
    "Run “parlour-cli bench rules --help” for its options.\n"));
}

int
pl_cli_bench (int    argc,
              char **argv)
{
  if (argc < 2)
    {
      print_bench_usage (stderr);
      return PL_CLI_EXIT_USAGE;
    }
  if (strcmp (argv[1], "--help") == 0 || strcmp (argv[1], "-h") == 0)
    {
      print_bench_usage (stdout);
      return PL_CLI_EXIT_OK;
    }
  if (strcmp (argv[1], "rules") == 0)
    return bench_rules (argc - 1, argv + 1);
  if (strcmp (argv[1], "solver") == 0)
    return pl_cli_bench_solver (argc - 1, argv + 1);
  if (strcmp (argv[1], "deck") == 0)
    {
      /* parlour-cli links no GTK: the deck's own tool measures it. */
      g_printerr (_("bench deck: how fast a deck renders is measured by "
                    "parlour-bench-deck (in src/ui/ of the build)\n"));
      return PL_CLI_EXIT_USAGE;
    }

  g_printerr (_("bench: unknown benchmark “%s”\n"), argv[1]);
  print_bench_usage (stderr);
  return PL_CLI_EXIT_USAGE;
}
