/* pl-cli-match-cassino.c — Cassino's part of `parlour-cli match`
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-cli"

#include <stdio.h>

#include <glib/gi18n-lib.h>

#include "pl-cassino.h"
#include "pl-cli-private.h"

/*
 * Duplicate Cassino: every hand of two players is played twice with the
 * same pack and dealer, A holding the elder hand's cards and then the
 * dealer's, so that both players get the same cards and the luck of the
 * deal cancels.  A hand scores each player's points of the showing and
 * the sweeps (seed 003); the difference is A's points less B's, per hand.
 */

/* Plays hand @seed with A in seat @a_seat; adds each player's points to
 * @points and counts the hands won. */
static gboolean
play_hand (guint64           seed,
           guint             dealer,
           guint             a_seat,
           const PlAiLevel  *levels,
           PlCliMatchPlayer *players,
           gdouble          *points)
{
  PlCassinoOptions options;
  PlCassinoState state;
  PlCard pack[PL_CASSINO_N_CARDS];
  PlCassinoCount count[2];
  guint n, who_sits[2] = { a_seat == 0 ? 0 : 1, a_seat == 1 ? 0 : 1 };
  PlRng shuffle;

  pl_game_options_init (&pl_cassino_game, &options);
  n = pl_cassino_game.pack (&options, pack);
  pl_rng_init (&shuffle, seed);
  pl_rng_shuffle (&shuffle, pack, n);
  if (!pl_cassino_game.deal (&state, &options, dealer, pack, n, NULL) ||
      !pl_cli_match_play_out (&pl_cassino_game, &state, seed, who_sits, levels, players))
    return FALSE;

  for (guint seat = 0; seat < 2; seat++)
    pl_cassino_get_count (&state, seat, &count[seat]);
  for (guint seat = 0; seat < 2; seat++)
    {
      guint who = who_sits[seat];

      players[who].points += count[seat].total;
      points[who] += count[seat].total;
      players[who].played++;
      players[who].won += count[seat].total > count[1 - seat].total;
    }
  return TRUE;
}

gboolean
pl_cli_match_cassino_deal (guint64           seed,
                           guint             number,
                           const PlAiLevel  *levels,
                           PlCliMatchPlayer *players,
                           gdouble          *diff)
{
  guint dealer = number % 2;
  gdouble points[2] = { 0, 0 };

  /* A holds the elder hand's cards, then the dealer's. */
  if (!play_hand (seed, dealer, 1 - dealer, levels, players, points) ||
      !play_hand (seed, dealer, dealer, levels, players, points))
    return FALSE;
  *diff = (points[0] - points[1]) / 2;
  return TRUE;
}

void
pl_cli_match_cassino_print (const PlAiLevel        *levels,
                            const PlCliMatchPlayer *players,
                            gint                    n_deals,
                            gint64                  seed)
{
  printf (_("match cassino: A %s vs B %s, %d hands × 2 seatings, seed %lld\n"),
          pl_ai_level_to_string (levels[0]), pl_ai_level_to_string (levels[1]),
          n_deals, (long long) seed);
  for (guint who = 0; who < 2; who++)
    printf (_("  %c (%s): hands won %u of %u, %.2f points per hand\n"),
            who == 0 ? 'A' : 'B', pl_ai_level_to_string (levels[who]),
            players[who].won, players[who].played,
            players[who].points / (2 * n_deals));
}
