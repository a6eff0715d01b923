/* pl-cli-match.c — `parlour-cli match skat`: a duplicate match of two levels
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

#include "pl-ai.h"
#include "pl-cli-private.h"
#include "pl-skat.h"

/*
 * Duplicate Skat: every deal is played in all six seatings of two players
 * at a table of three (AAB, ABA, BAA, ABB, BAB, BBA), so that each player
 * holds every hand equally often in every position and the luck of the
 * cards cancels.  Deals are scored in Seeger-Fabian points (the German
 * list rules): a won game scores its value and 50; a lost game costs its
 * (doubled) value and 50, and each opponent gains 40.
 */

#define N_SEATINGS 6
#define AI_SEED_MIX G_GUINT64_CONSTANT (0x5eed5eed5eed5eed)

static const char *const seatings[N_SEATINGS] = {
  "AAB", "ABA", "BAA", "ABB", "BAB", "BBA",
};

static gint opt_deals = 100;
static gint64 opt_seed = 1;
static char *opt_a;
static char *opt_b;
static gboolean opt_quiet;

static const GOptionEntry match_entries[] = {
  { "a", 0, 0, G_OPTION_ARG_STRING, &opt_a,
    N_("Level of player A: easy, normal or strong (default normal)"), N_("LEVEL") },
  { "b", 0, 0, G_OPTION_ARG_STRING, &opt_b,
    N_("Level of player B (default easy)"), N_("LEVEL") },
  { "deals", 'n', 0, G_OPTION_ARG_INT, &opt_deals,
    N_("Play N deals, each in six seatings (default 100)"), N_("N") },
  { "seed", 's', 0, G_OPTION_ARG_INT64, &opt_seed,
    N_("Deal i is shuffled from seed S+i (default 1)"), N_("S") },
  { "quiet", 'q', 0, G_OPTION_ARG_NONE, &opt_quiet,
    N_("Do not print progress to the standard error"), NULL },
  { NULL }
};

typedef struct {
  gdouble points;       /* Seeger-Fabian, summed */
  guint   played;       /* games as declarer */
  guint   won;
  GArray *times_ms;     /* gdouble: every decision */
} Player;

static int
compare_doubles (const void *a,
                 const void *b)
{
  gdouble x = *(const gdouble *) a, y = *(const gdouble *) b;

  return (x > y) - (x < y);
}

/* The Seeger-Fabian points of each seat for a finished deal. */
static void
seeger_fabian (const PlSkatState *state,
               gint               points[3])
{
  PlSkatOutcome o;

  pl_skat_get_outcome (state, &o);
  memset (points, 0, 3 * sizeof (gint));
  if (o.passed || o.ramsch || o.declarer < 0)
    return;
  if (o.won)
    points[o.declarer] = o.value + 50;
  else
    {
      points[o.declarer] = o.value - 50;
      for (guint s = 0; s < 3; s++)
        if ((gint) s != o.declarer)
          points[s] += 40;
    }
}

/* Plays deal @seed in @seating; the points go to the players' sums and
 * the per-deal sums @deal_points[0] (A) and [1] (B). */
static gboolean
play_seating (guint64      seed,
              guint        dealer,
              guint        seating,
              PlAiLevel    levels[2],
              Player       players[2],
              gdouble      deal_points[2])
{
  PlSkatOptions options;
  PlSkatState state;
  PlCard pack[32];
  guint n;
  PlRng shuffle, rng;
  gint points[3];
  guint moves = 0;

  pl_skat_game.options_init (&options);
  n = pl_skat_game.pack (&options, pack);
  pl_rng_init (&shuffle, seed);
  pl_rng_shuffle (&shuffle, pack, n);
  if (!pl_skat_game.deal (&state, &options, dealer, pack, n, NULL))
    return FALSE;
  /* The same stream for every seating: only the players change. */
  pl_rng_init (&rng, seed ^ AI_SEED_MIX);

  while (!pl_skat_game.is_terminal (&state))
    {
      guint seat = pl_skat_game.to_move (&state);
      guint who = seatings[seating][seat] == 'A' ? 0 : 1;
      g_autoptr(GError) error = NULL;
      gint64 t0 = g_get_monotonic_time ();
      PlMove move = pl_ai_choose (&pl_skat_game, &state, seat, levels[who], &rng);
      gdouble ms = (g_get_monotonic_time () - t0) / 1000.0;

      g_array_append_val (players[who].times_ms, ms);
      if (!pl_skat_game.check_move (&state, &move, &error) || ++moves > 1000)
        {
          g_printerr (_("match: deal seed %llu, seat %u (%s) made an illegal move: %s\n"),
                      (unsigned long long) seed, seat, pl_ai_level_to_string (levels[who]),
                      error ? error->message : "no end");
          return FALSE;
        }
      pl_skat_game.apply (&state, &move);
    }

  seeger_fabian (&state, points);
  for (guint seat = 0; seat < 3; seat++)
    {
      guint who = seatings[seating][seat] == 'A' ? 0 : 1;

      players[who].points += points[seat];
      deal_points[who] += points[seat];
      if (state.declarer == (gint) seat)
        {
          PlSkatOutcome o;

          pl_skat_get_outcome (&state, &o);
          players[who].played++;
          players[who].won += o.won;
        }
    }
  return TRUE;
}

static void
print_times (const char *name,
             GArray     *times)
{
  gdouble *ms = (gdouble *) times->data;
  guint n = times->len;

  if (n == 0)
    return;
  qsort (ms, n, sizeof ms[0], compare_doubles);
  printf (_("  %-8s decisions %7u   p50 %8.2f ms   p95 %8.2f ms   max %8.2f ms\n"),
          name, n, ms[n / 2], ms[MIN (n - 1, (guint) (n * 0.95))], ms[n - 1]);
}

int
pl_cli_match (int    argc,
              char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  PlAiLevel levels[2] = { PL_AI_LEVEL_NORMAL, PL_AI_LEVEL_EASY };
  Player players[2] = { { 0, }, };
  g_autofree gdouble *diff = NULL;
  gdouble mean = 0, var = 0, half;
  gint n_deals = 0;

  g_set_prgname ("parlour-cli match");
  context = g_option_context_new (_("skat — a duplicate match of two computer levels"));
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  /* xgettext:no-c-format */
  g_option_context_set_summary (context, _(
    "Plays every deal in all six seatings of players A and B at a table of\n"
    "three and prints the games won, the Seeger-Fabian points per deal of\n"
    "each, the 95% confidence interval of the difference (paired by deal)\n"
    "and the decision times per level.  Fixed seeds and fixed budgets: the\n"
    "same command gives the same match."));
  g_option_context_add_main_entries (context, match_entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("match: %s\n", error->message);
      return PL_CLI_EXIT_USAGE;
    }
  if (argc != 2 || strcmp (argv[1], "skat") != 0)
    {
      g_printerr (_("match: only skat has computer levels (“parlour-cli match skat”)\n"));
      return PL_CLI_EXIT_USAGE;
    }
  if ((opt_a != NULL && !pl_ai_level_from_string (opt_a, &levels[0])) ||
      (opt_b != NULL && !pl_ai_level_from_string (opt_b, &levels[1])))
    {
      g_printerr (_("match: a level is easy, normal or strong\n"));
      return PL_CLI_EXIT_USAGE;
    }
  if (opt_deals < 2)
    {
      g_printerr (_("match: --deals must be at least 2\n"));
      return PL_CLI_EXIT_USAGE;
    }

  players[0].times_ms = g_array_new (FALSE, FALSE, sizeof (gdouble));
  players[1].times_ms = g_array_new (FALSE, FALSE, sizeof (gdouble));
  diff = g_new0 (gdouble, opt_deals);
  for (gint d = 0; d < opt_deals; d++)
    {
      gdouble deal_points[2] = { 0, 0 };

      for (guint s = 0; s < N_SEATINGS; s++)
        if (!play_seating ((guint64) opt_seed + d, d % 3, s, levels, players, deal_points))
          {
            g_array_unref (players[0].times_ms);
            g_array_unref (players[1].times_ms);
            return PL_CLI_EXIT_FAIL;
          }
      /* Per deal and seating: each player sat nine times in six games. */
      diff[d] = (deal_points[0] - deal_points[1]) / N_SEATINGS;
      n_deals++;
      if (!opt_quiet && (d + 1) % 10 == 0)
        g_printerr ("match: %d/%d deals, A %+.1f B %+.1f per deal\n", d + 1, opt_deals,
                    players[0].points / (N_SEATINGS * n_deals),
                    players[1].points / (N_SEATINGS * n_deals));
    }

  for (gint d = 0; d < n_deals; d++)
    mean += diff[d];
  mean /= n_deals;
  for (gint d = 0; d < n_deals; d++)
    var += (diff[d] - mean) * (diff[d] - mean);
  var /= n_deals - 1;
  half = 1.96 * sqrt (var / n_deals);

  printf (_("match skat: A %s vs B %s, %d deals × %d seatings, seed %lld\n"),
          pl_ai_level_to_string (levels[0]), pl_ai_level_to_string (levels[1]),
          n_deals, N_SEATINGS, (long long) opt_seed);
  for (guint who = 0; who < 2; who++)
    printf (_("  %c (%s): games won %u of %u as declarer, Seeger-Fabian %+.1f per deal\n"),
            who == 0 ? 'A' : 'B', pl_ai_level_to_string (levels[who]),
            players[who].won, players[who].played,
            players[who].points / (N_SEATINGS * n_deals));
  printf (_("  A − B: %+.1f per deal, 95%% interval [%+.1f, %+.1f]%s\n"),
          mean, mean - half, mean + half,
          (mean - half > 0 || mean + half < 0) ? _(" (significant)") : "");
  print_times (pl_ai_level_to_string (levels[0]), players[0].times_ms);
  if (levels[1] != levels[0])
    print_times (pl_ai_level_to_string (levels[1]), players[1].times_ms);
  g_array_unref (players[0].times_ms);
  g_array_unref (players[1].times_ms);
  return PL_CLI_EXIT_OK;
}
