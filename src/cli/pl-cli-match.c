/* pl-cli-match.c — `parlour-cli match GAME`: a duplicate match of two levels
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-cli"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <glib/gi18n-lib.h>

#include "pl-ai.h"
#include "pl-cli-private.h"

/*
 * A duplicate match: every deal is played in every seating of the two
 * levels A and B over the game's sides (PlAiMatchRules.side: each seat
 * for itself, or partnerships), every way to give each side to A or B
 * with both playing, so that each level holds every hand equally often in
 * every position and the luck of the cards cancels.  Every seating of a
 * deal gets the same shuffle and the same random stream: only the players
 * change.
 *
 * Skat at three: the six seatings AAB, ABA, BAA, ABB, BAB, BBA, scored in
 * Seeger-Fabian points (the German list rules): a won game scores its
 * value and 50; a lost game costs its (doubled) value and 50, and each
 * opponent gains 40.  Bézique and Cassino: each deal twice, A holding the
 * elder hand's cards and then the dealer's, scored by each player's total
 * (Cassino: the points of the showing and the sweeps).  A game with
 * partnerships (Euchre) plays each deal with the partnerships swapped; a
 * game whose deals add up to a longer game (Euchre's game of 10) plays its
 * deals in runs, the score carried from deal to deal (PlAiMatchRules).
 */

/* Sides: at most one per seat; seatings: every split of them but "all A"
 * and "all B". */
#define MAX_SEATINGS ((1u << PL_MAX_SEATS) - 2)
#define AI_SEED_MIX G_GUINT64_CONSTANT (0x5eed5eed5eed5eed)

static gint opt_deals = 100;
static char *opt_seed_text;
static guint64 opt_seed = 1;
static char *opt_a;
static char *opt_b;
static gboolean opt_quiet;
static gint opt_jobs = 1;
static char **opt_options;
static char *opt_log;
static FILE *log_file;

/* What `match` does, for --help ("95%" is no format). */
static const char match_summary[] =
  /* xgettext:no-c-format */
  N_("Plays every deal in every seating of players A and B over the game's\n"
     "sides (each seat for itself, or partnerships): every way to give each\n"
     "side to A or B with both playing, with the same cards and the same\n"
     "random stream, so that both hold every hand.  Prints the points per\n"
     "deal of each, the 95% confidence interval of the difference (paired\n"
     "by deal) and the decision times per level (moves with a choice only:\n"
     "the processor time of the deciding thread, which a loaded machine does\n"
     "not stretch).  Fixed seeds and fixed budgets: the same command gives\n"
     "the same match.");

static const GOptionEntry match_entries[] = {
  { "a", 0, 0, G_OPTION_ARG_STRING, &opt_a,
    N_("Level of player A: easy, normal or strong (default normal)"), N_("LEVEL") },
  { "b", 0, 0, G_OPTION_ARG_STRING, &opt_b,
    N_("Level of player B (default easy)"), N_("LEVEL") },
  { "deals", 'n', 0, G_OPTION_ARG_INT, &opt_deals,
    N_("Play N deals, each in every seating (default 100)"), N_("N") },
  { "seed", 's', 0, G_OPTION_ARG_STRING, &opt_seed_text,
    N_("Deal i is shuffled from seed S+i (default 1)"), N_("S") },
  { "option", 'o', 0, G_OPTION_ARG_STRING_ARRAY, &opt_options,
    N_("A game option, as in records; repeatable"), N_("KEY=VALUE") },
  { "jobs", 'j', 0, G_OPTION_ARG_INT, &opt_jobs,
    N_("Play N deals at once on N threads (default 1; the same results)"), N_("N") },
  { "log", 0, 0, G_OPTION_ARG_FILENAME, &opt_log,
    N_("Write every seating's result to FILE, a line each: the deal, who sat where (A or B), the points per seat, the result as JSON"),
    N_("FILE") },
  { "quiet", 'q', 0, G_OPTION_ARG_NONE, &opt_quiet,
    N_("Do not print progress to the standard error"), NULL },
  { NULL }
};

typedef struct {
  gdouble points;       /* the points of the deals, summed */
  guint   played;       /* games as declarer, or deals a side played */
  guint   won;
  guint   counts[PL_AI_MATCH_MAX_COUNTS];  /* the game's own (PlAiMatchRules) */
  GArray *times_ms;     /* gdouble: every decision with a choice */
} Player;

/* The game, its options and how the levels sit. */
typedef struct {
  const PlGame         *game;
  const PlAiMatchRules *rules;   /* never NULL */
  gconstpointer         options;
  guint                 n_seats;
  guint                 n_sides;
  guint                 side_of[PL_MAX_SEATS];
  guint                 first_of[PL_MAX_SEATS];  /* the first seat of each side */
  guint                 n_seatings;
  guint                 seatings[MAX_SEATINGS];  /* bit s: side s plays B */
  guint                 run_length;              /* deals played as one game */
  guint                 n_runs;
} Setup;

static int
compare_doubles (const void *a,
                 const void *b)
{
  gdouble x = *(const gdouble *) a, y = *(const gdouble *) b;

  return (x > y) - (x < y);
}

static gboolean
setup_init (Setup         *setup,
            const PlGame  *game,
            gconstpointer  options)
{
  static const PlAiMatchRules defaults = { 0, };
  const PlAiGame *players = pl_ai_lookup (game);

  memset (setup, 0, sizeof *setup);
  setup->game = game;
  setup->rules = players != NULL && players->match != NULL ? players->match : &defaults;
  setup->options = options;
  setup->n_seats = MIN (game->n_seats (options), PL_MAX_SEATS);
  for (guint seat = 0; seat < setup->n_seats; seat++)
    {
      guint side = setup->rules->side != NULL ? setup->rules->side (options, seat) : seat;

      if (side >= setup->n_seats)
        return FALSE;
      setup->side_of[seat] = side;
      if (side >= setup->n_sides)
        {
          /* Sides are numbered in the order of their first seats. */
          if (side != setup->n_sides)
            return FALSE;
          setup->first_of[side] = seat;
          setup->n_sides++;
        }
    }
  if (setup->n_sides < 2)
    return FALSE;
  for (guint mask = 1; mask + 1 < (1u << setup->n_sides); mask++)
    setup->seatings[setup->n_seatings++] = mask;
  /* Deals are carried over only in a game that says how. */
  setup->run_length = game->carry_over != NULL ? MAX (setup->rules->run_length, 1) : 1;
  setup->n_runs = ((guint) opt_deals + setup->run_length - 1) / setup->run_length;
  g_return_val_if_fail (setup->rules->n_counts <= PL_AI_MATCH_MAX_COUNTS, FALSE);
  return TRUE;
}

/* 0 (A) or 1 (B): who sits at @seat in @seating. */
static guint
who_sits (const Setup *setup,
          guint        seating,
          guint        seat)
{
  return (setup->seatings[seating] >> setup->side_of[seat]) & 1;
}

/* The processor time this thread has used, in milliseconds.  A decision
 * runs on one thread, so this is what it takes on an idle machine; the
 * wall clock would also count the time other programs (or the other
 * --jobs) held the processor. */
static gdouble
thread_cpu_ms (void)
{
  struct timespec ts;

  if (clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts) != 0)
    return g_get_monotonic_time () / 1000.0;
  return ts.tv_sec * 1000.0 + ts.tv_nsec / 1e6;
}

/* Plays deal @seed in @seating into @state, carrying the score over from
 * @previous (the deal before in the run, as it ended) unless it is NULL;
 * the points go to the players' sums and the deal's sums @deal_points[0]
 * (A) and [1] (B). */
static gboolean
play_seating (const Setup   *setup,
              guint64        seed,
              guint          dealer,
              guint          seating,
              gconstpointer  previous,
              gpointer       state,
              PlAiLevel      levels[2],
              Player         players[2],
              gdouble        deal_points[2],
              GString       *log)
{
  const PlGame *game = setup->game;
  const PlAiMatchRules *rules = setup->rules;
  PlCard pack[64];
  gint points[PL_MAX_SEATS] = { 0, };
  PlResult result = { 0, };
  guint n, moves = 0;
  PlRng shuffle, rng;

  n = game->pack (setup->options, pack);
  pl_rng_init (&shuffle, seed);
  pl_rng_shuffle (&shuffle, pack, n);
  if (!game->deal (state, setup->options, dealer, pack, n, NULL))
    return FALSE;
  if (previous != NULL)
    game->carry_over (state, previous);
  /* The same stream for every seating: only the players change. */
  pl_rng_init (&rng, seed ^ AI_SEED_MIX);

  while (!game->is_terminal (state))
    {
      guint seat = (guint) game->to_move (state);
      guint who = who_sits (setup, seating, seat);
      PlMove legal[PL_MAX_MOVES];
      guint n_legal = game->legal_moves (state, legal);
      g_autoptr(GError) error = NULL;
      gdouble t0 = thread_cpu_ms ();
      PlMove move = pl_ai_choose (game, state, seat, levels[who], &rng);
      gdouble ms = thread_cpu_ms () - t0;

      /* Only real choices are timed: a forced move costs nothing. */
      if (n_legal > 1)
        g_array_append_val (players[who].times_ms, ms);
      if (!game->check_move (state, &move, &error) || ++moves > 10000)
        {
          g_printerr (_("match: deal seed %llu, seat %u (%s) made an illegal move: %s\n"),
                      (unsigned long long) seed, seat, pl_ai_level_to_string (levels[who]),
                      error ? error->message : "no end");
          return FALSE;
        }
      if (rules->count_move != NULL)
        rules->count_move (state, seat, &move, players[who].counts);
      game->apply (state, &move);
    }

  game->result (state, &result);
  if (rules->points != NULL)
    rules->points (state, points);
  else
    for (guint seat = 0; seat < setup->n_seats; seat++)
      points[seat] = result.score[seat];

  for (guint side = 0; side < setup->n_sides; side++)
    {
      guint first = setup->first_of[side];
      guint who = who_sits (setup, seating, first);
      gboolean most = TRUE;

      players[who].points += points[first];
      deal_points[who] += points[first];
      if (rules->count_deal != NULL)
        rules->count_deal (state, first, players[who].counts);
      if (rules->declarer_games)
        continue;
      for (guint other = 0; other < setup->n_sides; other++)
        if (other != side && points[setup->first_of[other]] >= points[first])
          most = FALSE;
      players[who].played++;
      players[who].won += most;
    }
  if (rules->declarer_games && result.declarer >= 0 && !result.passed &&
      (guint) result.declarer < setup->n_seats)
    {
      guint who = who_sits (setup, seating, (guint) result.declarer);

      players[who].played++;
      players[who].won += result.won;
    }
  if (log != NULL)
    {
      /* Tab-separated, for a quick breakdown by game and role: the deal,
       * who sat where, the points per seat and the result as `replay
       * --json` gives it. */
      g_string_append_printf (log, "%llu\t", (unsigned long long) seed);
      for (guint seat = 0; seat < setup->n_seats; seat++)
        g_string_append_c (log, who_sits (setup, seating, seat) ? 'B' : 'A');
      g_string_append_c (log, '\t');
      for (guint seat = 0; seat < setup->n_seats; seat++)
        g_string_append_printf (log, "%s%d", seat > 0 ? "," : "", points[seat]);
      g_string_append (log, "\t{");
      game->result_json (state, log);
      g_string_append (log, "}\n");
    }
  pl_result_clear (&result);
  return TRUE;
}

/* The mean of @diff and the half width of its 95% confidence interval. */
static void
interval (const gdouble *diff,
          gint           n,
          gdouble       *mean,
          gdouble       *half)
{
  gdouble var = 0;

  *mean = 0;
  for (gint d = 0; d < n; d++)
    *mean += diff[d];
  *mean /= n;
  for (gint d = 0; d < n; d++)
    var += (diff[d] - *mean) * (diff[d] - *mean);
  var /= n - 1;
  *half = 1.96 * sqrt (var / n);
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

/* One run of deals (one deal, unless the game carries its score from deal
 * to deal) in every seating: @diff gets the difference A − B per seating
 * of each deal. */
static gboolean
play_run (const Setup *setup,
          guint        run,
          PlAiLevel    levels[2],
          Player       players[2],
          gdouble     *diff,
          GString     *log)
{
  const PlGame *game = setup->game;
  guint first = run * setup->run_length;
  guint last = MIN (first + setup->run_length, (guint) opt_deals);
  g_autofree gdouble *deal_points = g_new0 (gdouble, 2 * (last - first));
  g_autofree gpointer states = g_malloc0 (2 * game->state_size);
  gboolean ok = TRUE;

  for (guint s = 0; s < setup->n_seatings && ok; s++)
    for (guint d = first; d < last && ok; d++)
      {
        /* The deal before in the run, as it ended, and this one. */
        gpointer state = (char *) states + (d & 1) * game->state_size;
        gconstpointer previous = d > first
                                 ? (char *) states + ((d + 1) & 1) * game->state_size : NULL;

        ok = play_seating (setup, (guint64) opt_seed + d, d % setup->n_seats, s, previous,
                           state, levels, players, &deal_points[2 * (d - first)], log);
      }
  for (guint d = first; d < last; d++)
    diff[d] = (deal_points[2 * (d - first)] - deal_points[2 * (d - first) + 1]) /
              setup->n_seatings;
  return ok;
}

/* The runs shared out among --jobs threads.  Every deal has its own seeds
 * and the players' judgements do not depend on what a thread has seen
 * before, so the results are those of one thread. */
typedef struct {
  const Setup *setup;
  PlAiLevel    levels[2];
  gint         next;              /* atomic: the next run to play */
  GMutex       lock;              /* the sums below, and progress */
  Player      *players;           /* [2] */
  gdouble     *diff;              /* per deal */
  gint         done;              /* deals */
  gboolean     failed;
} Match;

static void
merge_players (Player       into[2],
               const Player from[2])
{
  for (guint who = 0; who < 2; who++)
    {
      into[who].points += from[who].points;
      into[who].played += from[who].played;
      into[who].won += from[who].won;
      for (guint i = 0; i < PL_AI_MATCH_MAX_COUNTS; i++)
        into[who].counts[i] += from[who].counts[i];
      g_array_append_vals (into[who].times_ms, from[who].times_ms->data,
                           from[who].times_ms->len);
    }
}

static gpointer
match_worker (gpointer data)
{
  Match *m = data;
  const Setup *setup = m->setup;
  guint per_deal = setup->n_seatings;
  gint every = MAX (10, (gint) setup->run_length);

  for (;;)
    {
      gint run = g_atomic_int_add (&m->next, 1);
      Player mine[2] = { { 0, }, };
      g_autoptr(GString) log = log_file != NULL ? g_string_new (NULL) : NULL;
      gint before;
      gboolean ok;

      if (run >= (gint) setup->n_runs)
        break;
      mine[0].times_ms = g_array_new (FALSE, FALSE, sizeof (gdouble));
      mine[1].times_ms = g_array_new (FALSE, FALSE, sizeof (gdouble));
      ok = play_run (setup, (guint) run, m->levels, mine, m->diff, log);

      g_mutex_lock (&m->lock);
      if (log != NULL)
        fputs (log->str, log_file);
      merge_players (m->players, mine);
      m->failed |= !ok;
      before = m->done;
      m->done += MIN ((gint) setup->run_length, opt_deals - run * (gint) setup->run_length);
      if (ok && !opt_quiet && m->done / every != before / every)
        g_printerr ("match: %d/%d deals, A %+.*f B %+.*f per deal\n", m->done, opt_deals,
                    MAX (setup->rules->decimals, 1),
                    m->players[0].points / (per_deal * m->done),
                    MAX (setup->rules->decimals, 1),
                    m->players[1].points / (per_deal * m->done));
      g_mutex_unlock (&m->lock);

      g_array_unref (mine[0].times_ms);
      g_array_unref (mine[1].times_ms);
      if (!ok)
        {
          /* No more runs for anyone. */
          g_atomic_int_set (&m->next, (gint) setup->n_runs);
          break;
        }
    }
  return NULL;
}

static int
run_match (const Setup *setup,
           PlAiLevel    levels[2],
           Player       players[2])
{
  g_autofree gdouble *diff = g_new0 (gdouble, opt_deals);
  g_autofree GThread **threads = NULL;
  guint n_threads = CLAMP ((guint) opt_jobs, 1, setup->n_runs);
  const PlAiMatchRules *rules = setup->rules;
  gint decimals = (gint) MAX (rules->decimals, 1);
  gdouble per_deal = (gdouble) setup->n_seatings * opt_deals;
  gdouble mean, half;
  Match m = { 0, };

  m.setup = setup;
  m.levels[0] = levels[0];
  m.levels[1] = levels[1];
  m.players = players;
  m.diff = diff;
  g_mutex_init (&m.lock);
  threads = g_new0 (GThread *, n_threads);
  for (guint t = 1; t < n_threads; t++)
    threads[t] = g_thread_new ("match", match_worker, &m);
  match_worker (&m);
  for (guint t = 1; t < n_threads; t++)
    g_thread_join (threads[t]);
  g_mutex_clear (&m.lock);
  if (m.failed)
    return PL_CLI_EXIT_FAIL;

  interval (diff, opt_deals, &mean, &half);
  /* TRANSLATORS: "match skat: A normal vs B easy, 300 deals × 6 seatings, seed 1". */
  printf (_("match %s: A %s vs B %s, %d deals × %u seatings, seed %llu\n"),
          setup->game->id, pl_ai_level_to_string (levels[0]), pl_ai_level_to_string (levels[1]),
          opt_deals, setup->n_seatings, (unsigned long long) opt_seed);
  for (guint who = 0; who < 2; who++)
    {
      if (rules->declarer_games)
        /* TRANSLATORS: the last %s names the points, "Seeger-Fabian". */
        printf (_("  %c (%s): games won %u of %u as declarer, %s %+.*f per deal\n"),
                who == 0 ? 'A' : 'B', pl_ai_level_to_string (levels[who]),
                players[who].won, players[who].played,
                rules->points_name != NULL ? _(rules->points_name) : _("points"),
                decimals, players[who].points / per_deal);
      else
        printf (_("  %c (%s): deals won %u of %u, %.*f points per deal\n"),
                who == 0 ? 'A' : 'B', pl_ai_level_to_string (levels[who]),
                players[who].won, players[who].played, decimals,
                players[who].points / per_deal);
      if (rules->describe_counts != NULL)
        {
          g_autoptr(GString) lines = g_string_new (NULL);

          rules->describe_counts (players[who].counts, players[who].played, lines);
          fputs (lines->str, stdout);
        }
    }
  printf (_("  A − B: %+.*f per deal, 95%% interval [%+.*f, %+.*f]%s\n"),
          decimals, mean, decimals, mean - half, decimals, mean + half,
          (mean - half > 0 || mean + half < 0) ? _(" (significant)") : "");
  return PL_CLI_EXIT_OK;
}

int
pl_cli_match (int    argc,
              char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree gpointer options = NULL;
  g_autofree char *games = NULL;
  g_autofree char *parameter = NULL;
  g_autoptr(GString) summary = NULL;
  const PlGame *all[16];
  guint n_games = pl_game_get_all (all, G_N_ELEMENTS (all));
  PlAiLevel levels[2] = { PL_AI_LEVEL_NORMAL, PL_AI_LEVEL_EASY };
  Player players[2] = { { 0, }, };
  const PlGame *game;
  Setup setup;
  int status;

  g_set_prgname ("parlour-cli match");
  games = pl_cli_game_list ("|");
  /* TRANSLATORS: %s lists the games: "skat|bezique — …". */
  parameter = g_strdup_printf (_("%s — a duplicate match of two computer levels"), games);
  context = g_option_context_new (parameter);
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  summary = g_string_new (_(match_summary));
  g_string_append_c (summary, '\n');
  /* How each game's match is played, as its players' table says. */
  for (guint i = 0; i < n_games; i++)
    {
      const PlAiGame *ai = pl_ai_lookup (all[i]);

      if (ai != NULL && ai->match != NULL && ai->match->summary != NULL)
        g_string_append_printf (summary, "\n  %s: %s", all[i]->id, _(ai->match->summary));
    }
  g_option_context_set_summary (context, summary->str);
  g_option_context_add_main_entries (context, match_entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("match: %s\n", error->message);
      return PL_CLI_EXIT_USAGE;
    }
  if (argc != 2)
    {
      g_printerr (_("match: name one game (see “parlour-cli match --help”)\n"));
      return PL_CLI_EXIT_USAGE;
    }
  game = pl_cli_lookup_game (argv[1]);
  if (game == NULL)
    return PL_CLI_EXIT_USAGE;
  if (pl_ai_lookup (game) == NULL)
    {
      g_printerr (_("match: %s has no computer players\n"), game->id);
      return PL_CLI_EXIT_USAGE;
    }
  if ((opt_a != NULL && !pl_ai_level_from_string (opt_a, &levels[0])) ||
      (opt_b != NULL && !pl_ai_level_from_string (opt_b, &levels[1])))
    {
      g_printerr (_("match: a level is easy, normal or strong\n"));
      return PL_CLI_EXIT_USAGE;
    }
  if (!pl_cli_check_count ("--deals", opt_deals, 2, PL_CLI_MAX_DEALS, &error) ||
      !pl_cli_check_count ("--jobs", opt_jobs, 1, G_MAXINT, &error) ||
      (opt_seed_text != NULL && !pl_cli_parse_seed (opt_seed_text, &opt_seed, &error)))
    {
      g_printerr ("match: %s\n", error->message);
      return PL_CLI_EXIT_USAGE;
    }
  /* More threads than processors play no faster and each holds a search
   * of its own in memory (3.3 GB at a large N): capped, and said. */
  if ((guint) opt_jobs > g_get_num_processors ())
    {
      g_printerr (_("match: --jobs %d is more than the %u processors here: %u threads play\n"),
                  opt_jobs, g_get_num_processors (), g_get_num_processors ());
      opt_jobs = (gint) g_get_num_processors ();
    }
  options = pl_cli_make_options (game, opt_options, &error);
  if (options == NULL || !pl_game_options_check (game, options, &error))
    {
      g_printerr ("match: %s\n", error->message);
      return PL_CLI_EXIT_USAGE;
    }
  if (!setup_init (&setup, game, options))
    {
      g_printerr (_("match: %s is not played by two sides or more\n"), game->id);
      return PL_CLI_EXIT_USAGE;
    }

  if (opt_log != NULL)
    {
      log_file = fopen (opt_log, "w");
      if (log_file == NULL)
        {
          g_printerr (_("match: cannot write %s: %s\n"), opt_log, g_strerror (errno));
          return PL_CLI_EXIT_USAGE;
        }
    }
  players[0].times_ms = g_array_new (FALSE, FALSE, sizeof (gdouble));
  players[1].times_ms = g_array_new (FALSE, FALSE, sizeof (gdouble));
  status = run_match (&setup, levels, players);
  if (log_file != NULL && fclose (log_file) != 0 && status == PL_CLI_EXIT_OK)
    {
      g_printerr (_("match: cannot write %s: %s\n"), opt_log, g_strerror (errno));
      status = PL_CLI_EXIT_FAIL;
    }
  log_file = NULL;
  if (status == PL_CLI_EXIT_OK)
    {
      print_times (pl_ai_level_to_string (levels[0]), players[0].times_ms);
      if (levels[1] != levels[0])
        print_times (pl_ai_level_to_string (levels[1]), players[1].times_ms);
    }
  g_array_unref (players[0].times_ms);
  g_array_unref (players[1].times_ms);
  return status;
}
