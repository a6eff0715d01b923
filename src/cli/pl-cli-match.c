/* pl-cli-match.c — `parlour-cli match skat|bezique|cassino|euchre`: a duplicate
 * match of two levels
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
#include "pl-bezique.h"
#include "pl-cli-private.h"
#include "pl-skat.h"

/*
 * Duplicate Skat: every deal is played in all six seatings of two players
 * at a table of three (AAB, ABA, BAA, ABB, BAB, BBA), so that each player
 * holds every hand equally often in every position and the luck of the
 * cards cancels.  Deals are scored in Seeger-Fabian points (the German
 * list rules): a won game scores its value and 50; a lost game costs its
 * (doubled) value and 50, and each opponent gains 40.
 *
 * Duplicate Bézique: every deal is played twice, A holding the elder
 * hand's cards and then the dealer's, with the same stock, so that both
 * players get the same cards.  A deal scores each player's total
 * (declarations, sevens, brisques, last trick); the difference is A's
 * total less B's.
 *
 * Duplicate Cassino (pl-cli-match-cassino.c): every hand is played twice,
 * A holding the elder hand's cards and then the dealer's.
 */

#define N_SEATINGS 6

typedef enum {
  MATCH_SKAT,
  MATCH_BEZIQUE,
  MATCH_CASSINO,
} MatchGame;
#define AI_SEED_MIX G_GUINT64_CONSTANT (0x5eed5eed5eed5eed)

static const char *const seatings[N_SEATINGS] = {
  "AAB", "ABA", "BAA", "ABB", "BAB", "BBA",
};

static gint opt_deals = 100;
static char *opt_seed_text;
static guint64 opt_seed = 1;
static char *opt_a;
static char *opt_b;
static gboolean opt_quiet;
static gint opt_jobs = 1;

/* What `match` does, for --help ("95%" is no format). */
static const char match_summary[] =
  /* xgettext:no-c-format */
  N_("Skat: plays every deal in all six seatings of players A and B at a\n"
     "table of three and prints the games won and the Seeger-Fabian points\n"
     "per deal of each.  Bézique: plays every deal twice, A holding the elder\n"
     "hand's cards and then the dealer's, and prints the deals won and the\n"
     "points per deal of each.  Cassino: plays every hand twice, A holding\n"
     "the elder hand's cards and then the dealer's, and prints the points per\n"
     "hand of each.  Euchre: plays the deals as games to 10 twice, A and B\n"
     "changing partnerships, and prints the points per deal, the games won\n"
     "and when each went alone.  Then the 95% confidence interval of the\n"
     "difference (paired by deal) and the decision times per level.  Fixed\n"
     "seeds and fixed budgets: the same command gives the same match.");

static const GOptionEntry match_entries[] = {
  { "a", 0, 0, G_OPTION_ARG_STRING, &opt_a,
    N_("Level of player A: easy, normal or strong (default normal)"), N_("LEVEL") },
  { "b", 0, 0, G_OPTION_ARG_STRING, &opt_b,
    N_("Level of player B (default easy)"), N_("LEVEL") },
  { "deals", 'n', 0, G_OPTION_ARG_INT, &opt_deals,
    N_("Play N deals, each in every seating (default 100)"), N_("N") },
  { "seed", 's', 0, G_OPTION_ARG_STRING, &opt_seed_text,
    N_("Deal i is shuffled from seed S+i (default 1)"), N_("S") },
  { "jobs", 'j', 0, G_OPTION_ARG_INT, &opt_jobs,
    N_("Play N deals at once on N threads (default 1; the same results)"), N_("N") },
  { "quiet", 'q', 0, G_OPTION_ARG_NONE, &opt_quiet,
    N_("Do not print progress to the standard error"), NULL },
  { NULL }
};

typedef PlCliMatchPlayer Player;

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

  pl_game_options_init (&pl_skat_game, &options);
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

void
pl_cli_match_interval (const gdouble *diff,
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

gboolean
pl_cli_match_play_out (const PlGame     *game,
                       gpointer          state,
                       guint64           seed,
                       const guint      *who_sits,
                       const PlAiLevel  *levels,
                       PlCliMatchPlayer *players)
{
  guint moves = 0;
  PlRng rng;

  /* The same stream for every seating: only the players change. */
  pl_rng_init (&rng, seed ^ AI_SEED_MIX);

  while (!game->is_terminal (state))
    {
      guint seat = game->to_move (state);
      guint who = who_sits[seat];
      PlMove legal[PL_MAX_MOVES];
      guint n_legal = game->legal_moves (state, legal);
      g_autoptr(GError) error = NULL;
      gint64 t0 = g_get_monotonic_time ();
      PlMove move = pl_ai_choose (game, state, seat, levels[who], &rng);
      gdouble ms = (g_get_monotonic_time () - t0) / 1000.0;

      /* Only real choices are timed: a forced move costs nothing. */
      if (n_legal > 1)
        g_array_append_val (players[who].times_ms, ms);
      if (!game->check_move (state, &move, &error) || ++moves > 1000)
        {
          g_printerr (_("match: deal seed %llu, seat %u (%s) made an illegal move: %s\n"),
                      (unsigned long long) seed, seat, pl_ai_level_to_string (levels[who]),
                      error ? error->message : "no end");
          return FALSE;
        }
      game->apply (state, &move);
    }
  return TRUE;
}

/* Plays Bézique deal @seed with A in seat @a_seat; adds each player's
 * total to @deal_points and counts the deals won. */
static gboolean
play_bezique (guint64    seed,
              guint      dealer,
              guint      a_seat,
              PlAiLevel  levels[2],
              Player     players[2],
              gdouble    deal_points[2])
{
  PlBeziqueOptions options;
  PlBeziqueState state;
  PlCard pack[PL_BEZIQUE_N_CARDS];
  PlBeziqueScore score[2];
  guint n, who_sits[2] = { a_seat == 0 ? 0 : 1, a_seat == 1 ? 0 : 1 };
  PlRng shuffle;

  pl_game_options_init (&pl_bezique_game, &options);
  n = pl_bezique_game.pack (&options, pack);
  pl_rng_init (&shuffle, seed);
  pl_rng_shuffle (&shuffle, pack, n);
  if (!pl_bezique_game.deal (&state, &options, dealer, pack, n, NULL) ||
      !pl_cli_match_play_out (&pl_bezique_game, &state, seed, who_sits, levels, players))
    return FALSE;

  for (guint seat = 0; seat < 2; seat++)
    pl_bezique_get_score (&state, seat, &score[seat]);
  for (guint seat = 0; seat < 2; seat++)
    {
      guint who = seat == a_seat ? 0 : 1;

      players[who].points += score[seat].total;
      deal_points[who] += score[seat].total;
      players[who].played++;
      players[who].won += score[seat].total > score[1 - seat].total;
    }
  return TRUE;
}

void
pl_cli_match_print_times (const char *name,
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

/* One deal in every seating: the difference A − B per seating. */
static gboolean
play_deal (MatchGame  game,
           gint       d,
           PlAiLevel  levels[2],
           Player     players[2],
           gdouble   *diff)
{
  guint64 seed = opt_seed + d;
  gdouble deal_points[2] = { 0, 0 };

  if (game == MATCH_CASSINO)
    return pl_cli_match_cassino_deal (seed, (guint) d, levels, players, diff);
  if (game == MATCH_BEZIQUE)
    {
      guint dealer = d % 2;

      /* A holds the elder hand's cards, then the dealer's. */
      if (!play_bezique (seed, dealer, 1 - dealer, levels, players, deal_points) ||
          !play_bezique (seed, dealer, dealer, levels, players, deal_points))
        return FALSE;
      *diff = (deal_points[0] - deal_points[1]) / 2;
      return TRUE;
    }
  for (guint s = 0; s < N_SEATINGS; s++)
    if (!play_seating (seed, d % 3, s, levels, players, deal_points))
      return FALSE;
  /* Per deal and seating: each player sat nine times in six games. */
  *diff = (deal_points[0] - deal_points[1]) / N_SEATINGS;
  return TRUE;
}

/* The deals shared out among --jobs threads.  Every deal has its own
 * seeds and the players' judgements do not depend on what a thread has
 * seen before, so the results are those of one thread. */
typedef struct {
  MatchGame  game;
  PlAiLevel  levels[2];
  gint       next;              /* atomic: the next deal to play */
  GMutex     lock;              /* the sums below, and progress */
  Player    *players;           /* [2] */
  gdouble   *diff;              /* per deal */
  gint       done;
  gboolean   failed;
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
      g_array_append_vals (into[who].times_ms, from[who].times_ms->data,
                           from[who].times_ms->len);
    }
}

static gpointer
match_worker (gpointer data)
{
  Match *m = data;
  guint per_deal = m->game == MATCH_SKAT ? N_SEATINGS : 2;

  for (;;)
    {
      gint d = g_atomic_int_add (&m->next, 1);
      Player mine[2] = { { 0, }, };
      gboolean ok;

      if (d >= opt_deals)
        break;
      mine[0].times_ms = g_array_new (FALSE, FALSE, sizeof (gdouble));
      mine[1].times_ms = g_array_new (FALSE, FALSE, sizeof (gdouble));
      ok = play_deal (m->game, d, m->levels, mine, &m->diff[d]);

      g_mutex_lock (&m->lock);
      merge_players (m->players, mine);
      m->failed |= !ok;
      m->done++;
      if (ok && !opt_quiet && m->done % 10 == 0)
        g_printerr ("match: %d/%d deals, A %+.1f B %+.1f per deal\n", m->done, opt_deals,
                    m->players[0].points / (per_deal * m->done),
                    m->players[1].points / (per_deal * m->done));
      g_mutex_unlock (&m->lock);

      g_array_unref (mine[0].times_ms);
      g_array_unref (mine[1].times_ms);
      if (!ok)
        {
          /* No more deals for anyone. */
          g_atomic_int_set (&m->next, opt_deals);
          break;
        }
    }
  return NULL;
}

static int
run_match (MatchGame game,
           PlAiLevel levels[2],
           Player    players[2])
{
  g_autofree gdouble *diff = g_new0 (gdouble, opt_deals);
  g_autofree GThread **threads = NULL;
  guint n_threads = (guint) CLAMP (opt_jobs, 1, opt_deals);
  gdouble mean, half;
  Match m = { 0, };

  m.game = game;
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

  pl_cli_match_interval (diff, opt_deals, &mean, &half);
  if (game == MATCH_CASSINO)
    pl_cli_match_cassino_print (levels, players, opt_deals, opt_seed);
  else if (game == MATCH_BEZIQUE)
    {
      printf (_("match bezique: A %s vs B %s, %d deals × 2 seatings, seed %llu\n"),
              pl_ai_level_to_string (levels[0]), pl_ai_level_to_string (levels[1]),
              opt_deals, (unsigned long long) opt_seed);
      for (guint who = 0; who < 2; who++)
        printf (_("  %c (%s): deals won %u of %u, %.1f points per deal\n"),
                who == 0 ? 'A' : 'B', pl_ai_level_to_string (levels[who]),
                players[who].won, players[who].played,
                players[who].points / (2 * opt_deals));
    }
  else
    {
      printf (_("match skat: A %s vs B %s, %d deals × %d seatings, seed %llu\n"),
              pl_ai_level_to_string (levels[0]), pl_ai_level_to_string (levels[1]),
              opt_deals, N_SEATINGS, (unsigned long long) opt_seed);
      for (guint who = 0; who < 2; who++)
        printf (_("  %c (%s): games won %u of %u as declarer, Seeger-Fabian %+.1f per deal\n"),
                who == 0 ? 'A' : 'B', pl_ai_level_to_string (levels[who]),
                players[who].won, players[who].played,
                players[who].points / (N_SEATINGS * opt_deals));
    }
  printf (_("  A − B: %+.1f per deal, 95%% interval [%+.1f, %+.1f]%s\n"),
          mean, mean - half, mean + half,
          (mean - half > 0 || mean + half < 0) ? _(" (significant)") : "");
  return PL_CLI_EXIT_OK;
}

int
pl_cli_match (int    argc,
              char **argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  PlAiLevel levels[2] = { PL_AI_LEVEL_NORMAL, PL_AI_LEVEL_EASY };
  Player players[2] = { { 0, }, };
  MatchGame game;
  int status;

  g_set_prgname ("parlour-cli match");
  context = g_option_context_new (_("skat|bezique|cassino|euchre — a duplicate match of two computer levels"));
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  g_option_context_set_summary (context, _(match_summary));
  g_option_context_add_main_entries (context, match_entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("match: %s\n", error->message);
      return PL_CLI_EXIT_USAGE;
    }
  if (argc != 2 || (strcmp (argv[1], "skat") != 0 && strcmp (argv[1], "bezique") != 0 &&
                    strcmp (argv[1], "cassino") != 0 &&
                    strcmp (argv[1], "euchre") != 0))
    {
      g_printerr (_("match: skat, bezique, cassino and euchre have computer levels (“parlour-cli match skat”)\n"));
      return PL_CLI_EXIT_USAGE;
    }
  game = strcmp (argv[1], "bezique") == 0 ? MATCH_BEZIQUE
         : strcmp (argv[1], "cassino") == 0 ? MATCH_CASSINO : MATCH_SKAT;
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

  /* Euchre's duplicate match is a game of its own (pl-cli-match-euchre.c). */
  if (strcmp (argv[1], "euchre") == 0)
    return pl_cli_match_euchre (levels, opt_deals, opt_seed, opt_jobs, opt_quiet);

  players[0].times_ms = g_array_new (FALSE, FALSE, sizeof (gdouble));
  players[1].times_ms = g_array_new (FALSE, FALSE, sizeof (gdouble));
  status = run_match (game, levels, players);
  if (status == PL_CLI_EXIT_OK)
    {
      pl_cli_match_print_times (pl_ai_level_to_string (levels[0]), players[0].times_ms);
      if (levels[1] != levels[0])
        pl_cli_match_print_times (pl_ai_level_to_string (levels[1]), players[1].times_ms);
    }
  g_array_unref (players[0].times_ms);
  g_array_unref (players[1].times_ms);
  return status;
}
