/* pl-skat-rounds.c — Bock and Ramsch rounds over a match of Skat
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-skat"

#include <string.h>

#include "pl-skat-rounds.h"

void
pl_skat_rounds_init (PlSkatRounds *rounds)
{
  memset (rounds, 0, sizeof *rounds);
}

guint
pl_skat_rounds_events (const PlSkatState *finished)
{
  PlSkatOutcome o;
  guint events = 0;

  if (!pl_skat_game.is_terminal (finished))
    return 0;
  pl_skat_get_outcome (finished, &o);
  if (o.passed || o.ramsch || o.end == PL_SKAT_END_ABANDONED || o.declarer < 0)
    return 0;
  if (o.contract <= PL_SKAT_GRAND && !o.won && o.declarer_points == 60)
    events |= PL_SKAT_BOCK_60_60;
  if (o.contract == PL_SKAT_GRAND && (o.flags & PL_SKAT_FLAG_HAND) && o.won)
    events |= PL_SKAT_BOCK_GRAND_HAND;
  /* XSkat: "A Kontra where the Soloist said Re but lost counts as one
   * event not two". */
  if (o.kontra >= 2)
    events |= PL_SKAT_BOCK_KONTRA_RE;
  else if (o.kontra == 1 && !o.won)
    events |= PL_SKAT_BOCK_KONTRA_WON;
  return events;
}

static void
queue (PlSkatRounds *rounds,
       guint         kind)
{
  if (rounds->n_rounds < PL_SKAT_ROUNDS_MAX)
    rounds->kinds[rounds->n_rounds++] = kind;
}

guint
pl_skat_rounds_add_deal (PlSkatRounds        *rounds,
                         const PlSkatOptions *match,
                         const PlSkatState   *finished)
{
  guint n_seats = match->players == 4 ? 4 : 3;
  guint events = pl_skat_rounds_events (finished);
  gboolean was_round = finished->options.bock_deal > 0 || finished->options.ramsch_deal;

  rounds->same_dealer = FALSE;
  if (was_round && rounds->n_rounds > 0)
    {
      /* A Grand Hand in a Ramsch round does not count towards it, and
       * its dealer deals again (XSkat, "-bockramsch"). */
      if (finished->options.ramsch_deal && finished->contract == PL_SKAT_GRAND)
        rounds->same_dealer = TRUE;
      else if (rounds->deals_left > 0 && --rounds->deals_left == 0)
        {
          memmove (rounds->kinds, rounds->kinds + 1, rounds->n_rounds - 1);
          rounds->n_rounds--;
          if (rounds->n_rounds > 0)
            rounds->deals_left = n_seats;
        }
    }
  if (match->bock)
    for (guint bit = 0; bit < 4; bit++)
      if (events & (1u << bit))
        {
          if (rounds->n_rounds == 0)
            rounds->deals_left = n_seats;
          queue (rounds, PL_SKAT_ROUND_BOCK);
          if (match->ramsch_rounds)
            queue (rounds, PL_SKAT_ROUND_RAMSCH);
        }
  return events;
}

void
pl_skat_rounds_deal_options (const PlSkatRounds  *rounds,
                             const PlSkatOptions *match,
                             PlSkatOptions       *deal)
{
  *deal = *match;
  deal->bock_deal = 0;
  deal->ramsch_deal = FALSE;
  if (rounds->n_rounds == 0)
    return;
  if (rounds->kinds[0] == PL_SKAT_ROUND_BOCK)
    deal->bock_deal = 1;
  else
    deal->ramsch_deal = TRUE;
}

gboolean
pl_skat_rounds_same_dealer (const PlSkatRounds *rounds)
{
  return rounds->same_dealer;
}
