/* pl-cli-analyse-xskat.c — `parlour-cli analyse --xskat LOG`: XSkat's
 * card play and Parlour's, against the best card with every hand open
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-cli"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "pl-ai.h"
#include "pl-ai-analyse.h"
#include "pl-ai-analyse-xskat.h"
#include "pl-ai-skat.h"
#include "pl-cli-analyse-private.h"

/*
 * For every card an XSkat player chose (more than one legal card), the
 * double-dummy value of his card, of the card each Parlour level would
 * play from the same seat — seeing what that seat sees, but not reading
 * the bidding, which the log does not keep — and of the best card.  Each player's loss is the
 * best card's value less his card's, in card points for the side to move;
 * Null and games with Schwarz announced, valued in tricks, are counted
 * apart and not averaged.
 * Decisions of one game are not independent, so the 95% intervals are
 * taken over games (a ratio estimator with the variance of the per-game
 * sums), and the differences are paired decision by decision.
 */

#define MAX_PLAYERS (1 + PL_AI_N_LEVELS)

typedef struct {
  guint   decisions;
  guint   forced;                      /* one legal card: not counted */
  guint   in_tricks;                   /* Null, Schwarz announced: not counted */
  gdouble lost[MAX_PLAYERS];           /* summed over the decisions */
  guint   mistakes[MAX_PLAYERS];
  gboolean read;                       /* the game was analysed */
  gboolean agrees;                     /* Parlour scores it as XSkat did */
} GameSums;

typedef struct {
  GPtrArray       *games;              /* PlAiXskatGame */
  GameSums        *sums;
  guint            n_levels;
  PlAiLevel        levels[PL_AI_N_LEVELS];
  guint64          seed;
  gint             next;               /* atomic: the next game */
  GMutex           lock;
  guint            done;
  gboolean         quiet;
} Compare;

/* The card points (or tricks) @card loses against the best card; a
 * mistake when it reaches a worse outcome (the best option's level is
 * the best the mover can reach, so any other level is worse). */
static gint
loss_of (const PlAiDecision *d,
         PlCard              card,
         gboolean           *mistake)
{
  const PlAiOption *best = &d->options[d->best_option];

  for (guint i = 0; i < d->n_options; i++)
    if (d->options[i].move.card == card)
      {
        *mistake = d->options[i].level != best->level;
        return ABS (best->value - d->options[i].value);
      }
  *mistake = FALSE;
  return 0;
}

static void
compare_game (Compare             *c,
              const PlAiXskatGame *game,
              GameSums            *sums)
{
  const PlDealRecord *deal = game->deal;
  g_autofree PlSkatState *state = NULL;
  PlSkatOutcome outcome;

  if (deal == NULL)
    return;
  state = pl_deal_record_replay (deal, 0, NULL);
  if (state == NULL)
    return;
  sums->read = TRUE;
  for (guint i = 0; i < deal->moves->len; i++)
    {
      const PlMove *move = &g_array_index (deal->moves, PlMove, i);

      if (move->kind == PL_MOVE_PLAY && state->phase == PL_SKAT_PHASE_PLAY)
        {
          PlCard cards[PL_AI_N_LEVELS];
          PlCardSet only = 0;
          PlAiDecision d;
          gboolean mistake;

          if (pl_cardset_count (pl_skat_legal_cards (state, move->seat)) < 2)
            sums->forced++;
          else if (state->contract == PL_SKAT_NULL || (state->flags & PL_SKAT_FLAG_SCHWARZ))
            /* Valued in tricks, not card points: not averaged with them. */
            sums->in_tricks++;
          else
            {
              for (guint l = 0; l < c->n_levels; l++)
                {
                  PlRng rng;
                  PlMove m;

                  /* Each decision its own stream: the same on any thread. */
                  pl_rng_init (&rng, c->seed ^ ((guint64) game->number << 20) ^ (i << 4) ^ l);
                  if (c->levels[l] == PL_AI_LEVEL_EASY)
                    m = pl_ai_choose (&pl_skat_game, state, move->seat, c->levels[l], &rng);
                  else
                    {
                      PlAiSkatBudget budget;

                      /* The log's bidding is made up: not read. */
                      pl_ai_skat_budget_for_level (c->levels[l], &budget);
                      budget.bidding_unknown = TRUE;
                      m = pl_ai_skat_choose_with_budget (state, move->seat, &budget, &rng);
                    }
                  cards[l] = m.card;
                  only |= PL_CARDSET_BIT (m.card);
                }
              if (pl_ai_analyse_decision (&pl_skat_game, state, move, only, &d))
                {
                  sums->decisions++;
                  sums->lost[0] += loss_of (&d, move->card, &mistake);
                  sums->mistakes[0] += mistake;
                  for (guint l = 0; l < c->n_levels; l++)
                    {
                      sums->lost[1 + l] += loss_of (&d, cards[l], &mistake);
                      sums->mistakes[1 + l] += mistake;
                    }
                }
            }
        }
      pl_skat_game.apply (state, move);
    }
  pl_skat_get_outcome (state, &outcome);
  sums->agrees = outcome.won == game->won &&
                 (game->declarer_points < 0 ||
                  outcome.declarer_points == (guint) game->declarer_points);
}

static gpointer
compare_worker (gpointer data)
{
  Compare *c = data;

  for (;;)
    {
      gint g = g_atomic_int_add (&c->next, 1);

      if (g >= (gint) c->games->len)
        break;
      compare_game (c, g_ptr_array_index (c->games, g), &c->sums[g]);
      g_mutex_lock (&c->lock);
      c->done++;
      if (!c->quiet && c->done % 10 == 0)
        g_printerr ("analyse: %u/%u games\n", c->done, c->games->len);
      g_mutex_unlock (&c->lock);
    }
  return NULL;
}

/* The mean of a per-decision quantity over the games, and the half width
 * of its 95% interval, the games as clusters: @value(g) sums it over game
 * g's decisions. */
static void
cluster_interval (const Compare *c,
                  gdouble      (*value) (const GameSums *, guint, guint),
                  guint          a,
                  guint          b,
                  gdouble       *mean,
                  gdouble       *half)
{
  gdouble total = 0, n = 0, var = 0;
  guint games = 0;

  for (guint g = 0; g < c->games->len; g++)
    if (c->sums[g].decisions > 0)
      {
        total += value (&c->sums[g], a, b);
        n += c->sums[g].decisions;
        games++;
      }
  *mean = n > 0 ? total / n : 0;
  for (guint g = 0; g < c->games->len; g++)
    if (c->sums[g].decisions > 0)
      {
        gdouble r = value (&c->sums[g], a, b) - *mean * c->sums[g].decisions;

        var += r * r;
      }
  *half = games > 1 && n > 0 ? 1.96 * sqrt (var * games / (games - 1)) / n : 0;
}

static gdouble
lost_of (const GameSums *s,
         guint           a,
         guint           b)
{
  return s->lost[a];
}

static gdouble
lost_difference (const GameSums *s,
                 guint           a,
                 guint           b)
{
  return s->lost[a] - s->lost[b];
}

static gdouble
mistakes_of (const GameSums *s,
             guint           a,
             guint           b)
{
  return s->mistakes[a];
}

static const char *
player_name (const Compare *c,
             guint          p)
{
  return p == 0 ? "xskat" : pl_ai_level_to_string (c->levels[p - 1]);
}

int
pl_cli_analyse_xskat (const char                 *path,
                      const PlCliAnalyseOptions  *options)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  g_autoptr(GPtrArray) games = NULL;
  g_autofree GThread **threads = NULL;
  g_autofree GameSums *sums = NULL;
  guint n_threads, played = 0, read = 0, agree = 0, decisions = 0, forced = 0;
  guint in_tricks = 0;
  Compare c = { 0, };
  gsize length;

  if (!pl_file_read_regular (path, NULL, PL_CLI_ANALYSE_MAX_FILE, NULL, NULL, &contents,
                             &length, &error))
    {
      g_printerr ("%s\n", error->message);
      return PL_CLI_EXIT_FAIL;
    }
  games = pl_ai_xskat_parse (contents, length, path, &error);
  if (games == NULL)
    {
      g_printerr ("%s\n", error->message);
      return PL_CLI_EXIT_FAIL;
    }
  if (options->games > 0 && (guint) options->games < games->len)
    g_ptr_array_set_size (games, options->games);

  c.games = games;
  c.sums = sums = g_new0 (GameSums, games->len);
  c.n_levels = options->n_levels;
  memcpy (c.levels, options->levels, sizeof c.levels);
  c.seed = options->seed;
  c.quiet = options->quiet;
  g_mutex_init (&c.lock);
  n_threads = (guint) CLAMP (options->jobs, 1, (gint) MAX (games->len, 1));
  threads = g_new0 (GThread *, n_threads);
  for (guint t = 1; t < n_threads; t++)
    threads[t] = g_thread_new ("analyse", compare_worker, &c);
  compare_worker (&c);
  for (guint t = 1; t < n_threads; t++)
    g_thread_join (threads[t]);
  g_mutex_clear (&c.lock);

  for (guint g = 0; g < games->len; g++)
    {
      const PlAiXskatGame *game = g_ptr_array_index (games, g);

      played += game->deal != NULL;
      read += sums[g].read;
      agree += sums[g].read && sums[g].agrees;
      decisions += sums[g].decisions;
      forced += sums[g].forced;
      in_tricks += sums[g].in_tricks;
    }

  if (options->json)
    {
      g_autoptr(GString) out = g_string_new (NULL);
      char buf[G_ASCII_DTOSTR_BUF_SIZE];

      g_string_append_printf (out, "{\"xskat_log\": true, \"games\": %u, \"played\": %u, "
                              "\"analysed\": %u, \"results_agree\": %u, \"decisions\": %u, "
                              "\"forced\": %u, \"in_tricks\": %u, \"players\": {",
                              games->len, played, read, agree, decisions, forced, in_tricks);
      for (guint p = 0; p <= c.n_levels; p++)
        {
          gdouble mean, half, mmean, mhalf;

          cluster_interval (&c, lost_of, p, 0, &mean, &half);
          cluster_interval (&c, mistakes_of, p, 0, &mmean, &mhalf);
          g_string_append_printf (out, "%s\"%s\": {\"lost_per_decision\": %s", p == 0 ? "" : ", ",
                                  player_name (&c, p), g_ascii_dtostr (buf, sizeof buf, mean));
          g_string_append_printf (out, ", \"half_interval\": %s",
                                  g_ascii_dtostr (buf, sizeof buf, half));
          g_string_append_printf (out, ", \"mistakes_per_decision\": %s}",
                                  g_ascii_dtostr (buf, sizeof buf, mmean));
        }
      g_string_append (out, "}, \"differences\": {");
      for (guint p = 1; p <= c.n_levels; p++)
        {
          gdouble mean, half;

          cluster_interval (&c, lost_difference, p, 0, &mean, &half);
          g_string_append_printf (out, "%s\"%s-xskat\": {\"mean\": %s", p == 1 ? "" : ", ",
                                  player_name (&c, p), g_ascii_dtostr (buf, sizeof buf, mean));
          g_string_append_printf (out, ", \"half_interval\": %s}",
                                  g_ascii_dtostr (buf, sizeof buf, half));
        }
      g_string_append (out, "}}\n");
      fputs (out->str, stdout);
    }
  else
    {
      printf (_("%s: %u XSkat games, %u played, %u analysed (%u scored by Parlour as "
                "XSkat scored them); %u card decisions with a choice; not counted: %u "
                "forced cards, %u decisions in Null or with Schwarz announced\n"),
              path, games->len, played, read, agree, decisions, forced, in_tricks);
      printf (_("  card points lost per decision against the best card with every hand "
                "open, 95%% interval; mistakes (the game or Schneider) per 100 "
                "decisions:\n"));
      for (guint p = 0; p <= c.n_levels; p++)
        {
          gdouble mean, half, mmean, mhalf;

          cluster_interval (&c, lost_of, p, 0, &mean, &half);
          cluster_interval (&c, mistakes_of, p, 0, &mmean, &mhalf);
          printf ("    %-8s %6.3f [%.3f, %.3f]   %5.2f\n", player_name (&c, p), mean,
                  mean - half, mean + half, 100 * mmean);
        }
      for (guint p = 1; p <= c.n_levels; p++)
        {
          gdouble mean, half;

          cluster_interval (&c, lost_difference, p, 0, &mean, &half);
          printf (_("  %s − xskat: %+.3f per decision, 95%% interval [%+.3f, %+.3f]\n"),
                  player_name (&c, p), mean, mean - half, mean + half);
        }
    }
  return read == played ? PL_CLI_EXIT_OK : PL_CLI_EXIT_FAIL;
}
