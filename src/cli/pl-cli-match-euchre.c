/* pl-cli-match-euchre.c — `parlour-cli match euchre`: two levels in a
 * duplicate match of games of Euchre
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-cli"

#include <stdio.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "pl-cli-private.h"
#include "pl-euchre.h"

/*
 * Duplicate Euchre: the deals are played as games to the game's points,
 * the score carried from deal to deal, twice: once with A in seats 0 and
 * 2 against B in 1 and 3, once the other way round, with the same cards
 * and the same random stream, so each level holds every hand once.  A
 * deal's result is A's points less B's, averaged over the two seatings.
 *
 * The deals go in runs of RUN_LENGTH, each run from love all, so that the
 * runs can be shared among threads and give the same match on any number.
 * How often each level goes alone is counted by the score before the
 * deal: behind, level or ahead, and with the game in reach of a lone
 * march (four points or fewer to go).
 */

#define RUN_LENGTH 16
#define AI_SEED_MIX G_GUINT64_CONSTANT (0x5eed5eed5eed5eed)

typedef struct {
  gdouble points;            /* summed over every deal and seating */
  guint   deals;
  guint   games;
  guint   games_won;
  guint   makes;             /* trumps made */
  guint   alone;             /* … alone */
  guint   alone_points;      /* what the lone hands scored */
  guint   alone_euchred;
  guint   alone_by[3];       /* behind, level, ahead */
  guint   makes_by[3];
  guint   alone_near;        /* the game within four points */
  guint   makes_near;
  GArray *times_ms;          /* gdouble: every real choice */
} Player;

typedef struct {
  PlAiLevel  levels[2];
  gint       n_deals;
  gint64     seed;
  gint       n_runs;
  gint       next;           /* atomic: the next run */
  GMutex     lock;
  Player     players[2];
  gdouble   *diff;           /* per deal */
  gboolean   failed;
  gboolean   quiet;
  gint       done;
} Match;

static void
player_merge (Player       *into,
              const Player *from)
{
  into->points += from->points;
  into->deals += from->deals;
  into->games += from->games;
  into->games_won += from->games_won;
  into->makes += from->makes;
  into->alone += from->alone;
  into->alone_points += from->alone_points;
  into->alone_euchred += from->alone_euchred;
  into->alone_near += from->alone_near;
  into->makes_near += from->makes_near;
  for (guint i = 0; i < 3; i++)
    {
      into->alone_by[i] += from->alone_by[i];
      into->makes_by[i] += from->makes_by[i];
    }
  g_array_append_vals (into->times_ms, from->times_ms->data, from->times_ms->len);
}

/* One deal at one seating: A's side is @a_side.  Adds to @players and
 * returns A's points less B's; @previous is the state of the deal before
 * in this run, or NULL. */
static gboolean
play_deal (Match          *m,
           guint64         seed,
           guint           dealer,
           guint           a_side,
           PlEuchreState  *previous,
           PlEuchreState  *state,
           Player          players[2],
           gdouble        *diff)
{
  PlEuchreOptions options;
  PlCard pack[64];
  PlRng shuffle, rng;
  PlEuchreOutcome o;
  guint n, moves = 0;

  pl_game_options_init (&pl_euchre_game, &options);
  n = pl_euchre_game.pack (&options, pack);
  pl_rng_init (&shuffle, seed);
  pl_rng_shuffle (&shuffle, pack, n);
  if (!pl_euchre_game.deal (state, &options, dealer, pack, n, NULL))
    return FALSE;
  if (previous != NULL)
    pl_euchre_game.carry_over (state, previous);
  /* The same stream for both seatings: only the players change. */
  pl_rng_init (&rng, seed ^ AI_SEED_MIX);

  while (!pl_euchre_game.is_terminal (state))
    {
      guint seat = pl_euchre_game.to_move (state);
      guint side = pl_euchre_side (seat);
      guint who = side == a_side ? 0 : 1;
      PlMove legal[PL_MAX_MOVES];
      guint n_legal = pl_euchre_game.legal_moves (state, legal);
      g_autoptr(GError) error = NULL;
      gint64 t0 = g_get_monotonic_time ();
      PlMove move = pl_ai_choose (&pl_euchre_game, state, seat, m->levels[who], &rng);
      gdouble ms = (g_get_monotonic_time () - t0) / 1000.0;

      if (n_legal > 1)
        g_array_append_val (players[who].times_ms, ms);
      if (!pl_euchre_game.check_move (state, &move, &error) || ++moves > 200)
        {
          g_printerr (_("match: deal seed %llu, seat %u (%s) made an illegal move: %s\n"),
                      (unsigned long long) seed, seat, pl_ai_level_to_string (m->levels[who]),
                      error ? error->message : "no end");
          return FALSE;
        }
      if (move.kind == PL_MOVE_ORDER_UP || move.kind == PL_MOVE_CALL)
        {
          guint mine = state->score[side], theirs = state->score[1 - side];
          guint by = mine < theirs ? 0 : mine == theirs ? 1 : 2;
          gboolean near = mine + 4 >= state->options.game;

          players[who].makes++;
          players[who].makes_by[by]++;
          players[who].makes_near += near;
          if (move.flags & PL_EUCHRE_FLAG_ALONE)
            {
              players[who].alone++;
              players[who].alone_by[by]++;
              players[who].alone_near += near;
            }
        }
      pl_euchre_game.apply (state, &move);
    }

  pl_euchre_get_outcome (state, &o);
  for (guint side = 0; side < 2; side++)
    {
      guint who = side == a_side ? 0 : 1;

      players[who].points += o.points[side];
      players[who].deals++;
      if (o.game_won >= 0)
        {
          players[who].games++;
          players[who].games_won += (guint) o.game_won == side;
        }
    }
  if (o.alone)
    {
      guint who = pl_euchre_side (o.maker) == a_side ? 0 : 1;

      players[who].alone_points += o.points[pl_euchre_side (o.maker)];
      players[who].alone_euchred += o.end == PL_EUCHRE_END_EUCHRED;
    }
  *diff += ((gdouble) o.points[a_side] - (gdouble) o.points[1 - a_side]) / 2;
  return TRUE;
}

/* One run of deals at both seatings. */
static gboolean
play_run (Match  *m,
          gint    run,
          Player  players[2])
{
  gint first = run * RUN_LENGTH;
  gint last = MIN (first + RUN_LENGTH, m->n_deals);

  for (guint a_side = 0; a_side < 2; a_side++)
    {
      PlEuchreState states[2];
      gboolean have_previous = FALSE;

      for (gint d = first; d < last; d++)
        {
          PlEuchreState *state = &states[d & 1];
          PlEuchreState *previous = have_previous ? &states[(d + 1) & 1] : NULL;

          if (!play_deal (m, (guint64) m->seed + (guint64) d, (guint) d % 4, a_side,
                          previous, state, players, &m->diff[d]))
            return FALSE;
          have_previous = TRUE;
        }
    }
  return TRUE;
}

static gpointer
match_worker (gpointer data)
{
  Match *m = data;

  for (;;)
    {
      gint run = g_atomic_int_add (&m->next, 1);
      Player mine[2] = { { 0, }, };
      gboolean ok;

      if (run >= m->n_runs)
        break;
      mine[0].times_ms = g_array_new (FALSE, FALSE, sizeof (gdouble));
      mine[1].times_ms = g_array_new (FALSE, FALSE, sizeof (gdouble));
      ok = play_run (m, run, mine);

      g_mutex_lock (&m->lock);
      player_merge (&m->players[0], &mine[0]);
      player_merge (&m->players[1], &mine[1]);
      m->failed |= !ok;
      m->done += MIN (RUN_LENGTH, m->n_deals - run * RUN_LENGTH);
      if (ok && !m->quiet)
        g_printerr ("match: %d/%d deals, A %+.2f B %+.2f per deal\n", m->done, m->n_deals,
                    m->players[0].points / m->players[0].deals,
                    m->players[1].points / m->players[1].deals);
      g_mutex_unlock (&m->lock);

      g_array_unref (mine[0].times_ms);
      g_array_unref (mine[1].times_ms);
      if (!ok)
        {
          g_atomic_int_set (&m->next, m->n_runs);
          break;
        }
    }
  return NULL;
}

static void
print_player (char          name,
              PlAiLevel     level,
              const Player *p)
{
  static const char *const by[] = { N_("behind"), N_("level"), N_("ahead") };

  printf (_("  %c (%s): %.3f points per deal, games won %u of %u\n"), name,
          pl_ai_level_to_string (level), p->points / MAX (p->deals, 1), p->games_won, p->games);
  printf (_("     made trumps %u times, alone %u (%.1f %% of the deals), scoring %.2f per lone "
            "hand, euchred %u\n"),
          p->makes, p->alone, 100.0 * p->alone / MAX (p->deals, 1),
          (gdouble) p->alone_points / MAX (p->alone, 1), p->alone_euchred);
  printf ("    ");
  for (guint i = 0; i < 3; i++)
    printf (_(" %s: alone %u of %u makes;"), _(by[i]), p->alone_by[i], p->makes_by[i]);
  printf (_(" a lone march from winning: alone %u of %u makes\n"), p->alone_near, p->makes_near);
}

int
pl_cli_match_euchre (const PlAiLevel levels[2],
                     gint            n_deals,
                     gint64          seed,
                     gint            jobs,
                     gboolean        quiet)
{
  g_autofree gdouble *diff = g_new0 (gdouble, n_deals);
  g_autofree GThread **threads = NULL;
  guint n_threads;
  gdouble mean, half;
  Match m = { 0, };

  m.levels[0] = levels[0];
  m.levels[1] = levels[1];
  m.n_deals = n_deals;
  m.seed = seed;
  m.n_runs = (n_deals + RUN_LENGTH - 1) / RUN_LENGTH;
  m.diff = diff;
  m.quiet = quiet;
  m.players[0].times_ms = g_array_new (FALSE, FALSE, sizeof (gdouble));
  m.players[1].times_ms = g_array_new (FALSE, FALSE, sizeof (gdouble));
  g_mutex_init (&m.lock);
  n_threads = (guint) CLAMP (jobs, 1, m.n_runs);
  threads = g_new0 (GThread *, n_threads);
  for (guint t = 1; t < n_threads; t++)
    threads[t] = g_thread_new ("match", match_worker, &m);
  match_worker (&m);
  for (guint t = 1; t < n_threads; t++)
    g_thread_join (threads[t]);
  g_mutex_clear (&m.lock);

  if (!m.failed)
    {
      pl_cli_match_interval (diff, n_deals, &mean, &half);
      printf (_("match euchre: A %s vs B %s, %d deals × 2 seatings, seed %lld\n"),
              pl_ai_level_to_string (levels[0]), pl_ai_level_to_string (levels[1]),
              n_deals, (long long) seed);
      print_player ('A', levels[0], &m.players[0]);
      print_player ('B', levels[1], &m.players[1]);
      printf (_("  A − B: %+.3f per deal, 95%% interval [%+.3f, %+.3f]%s\n"),
              mean, mean - half, mean + half,
              (mean - half > 0 || mean + half < 0) ? _(" (significant)") : "");
      pl_cli_match_print_times (pl_ai_level_to_string (levels[0]), m.players[0].times_ms);
      if (levels[1] != levels[0])
        pl_cli_match_print_times (pl_ai_level_to_string (levels[1]), m.players[1].times_ms);
    }
  g_array_unref (m.players[0].times_ms);
  g_array_unref (m.players[1].times_ms);
  return m.failed ? PL_CLI_EXIT_FAIL : PL_CLI_EXIT_OK;
}
