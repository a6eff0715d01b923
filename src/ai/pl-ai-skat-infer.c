/* pl-ai-skat-infer.c — what the bidding and the skat put away say about
 * the hands a Skat player cannot see
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-ai"

#include "pl-ai-skat-infer.h"
#include "pl-skat-private.h"

guint
pl_ai_skat_null_slips (PlCardSet cards)
{
  guint slips = 0;

  for (guint s = 0; s < 4; s++)
    {
      guint i = 0;

      for (guint r = PL_RANK_7; r <= PL_RANK_ACE; r++)
        if (pl_cardset_has (cards, PL_CARD (s, r)))
          {
            if (r - PL_RANK_7 > 2 * i)
              {
                slips++;
                break;
              }
            i++;
          }
    }
  return slips;
}

guint
pl_ai_skat_bid_capacity (PlCardSet hand)
{
  guint jacks = pl_cardset_count (hand & PL_SKAT_JACKS);
  guint aces = pl_cardset_count (hand & PL_CARDSET_RANK (PL_RANK_ACE));
  guint best = 0;

  /* A suit game wants five trumps, or four with two jacks among them; it
   * is counted with or without the matadors as the hand has them (ISkO
   * 4.1.2), the skat unseen. */
  for (guint s = 0; s < 4; s++)
    {
      guint trumps = pl_cardset_count (hand & pl_skat_trumps (s));

      if (trumps >= 5 || (trumps >= 4 && jacks >= 2))
        best = MAX (best, pl_skat_game_value (s, 0, hand));
    }
  /* A Grand wants jacks and aces. */
  if (jacks >= 3 || (jacks >= 2 && aces >= 2))
    best = MAX (best, pl_skat_game_value (PL_SKAT_GRAND, 0, hand));
  /* A Null, a fixed 23 (ISkO 5.1), with a hand low in every suit. */
  if (pl_ai_skat_null_slips (hand) == 0)
    best = MAX (best, pl_skat_base_value (PL_SKAT_NULL));
  return best;
}

/* The lowest value of the bidding ladder above @value (ISkO 2.2.3). */
static guint
next_value (guint value)
{
  const guint16 *ladder;
  guint n = pl_skat_bid_ladder (&ladder);

  for (guint i = 0; i < n; i++)
    if (ladder[i] > value)
      return ladder[i];
  return ladder[n - 1];
}

/*
 * The bidding (ISkO 2.2) in two stages: middlehand bids to forehand, then
 * rearhand to the survivor.  A bidder who passes could not say the next
 * value above the bid; a holder who passes could not hold the value bid
 * to him.  The state keeps the highest value each seat said (max_bid):
 * a holder says each value the bidder says, so after a duel the loser's
 * value tells where he stopped.  Jump bids are taken for single steps.
 */
guint
pl_ai_skat_passed_at (const PlSkatState *state,
                      guint              seat)
{
  guint fh = state->seat_of[0], mh = state->seat_of[1], rh = state->seat_of[2];
  gint pos = pl_skat_get_seat_position (state, seat);
  guint survivor0, loser0;
  gboolean after = state->phase != PL_SKAT_PHASE_BIDDING;

  if (pos < 0 || state->options.ramsch_deal ||
      state->phase == PL_SKAT_PHASE_GRAND_HAND || state->phase == PL_SKAT_PHASE_PUSH ||
      state->contract == PL_SKAT_RAMSCH)
    return 0;
  if (!after && state->bid_stage == 0)
    return 0;
  if ((after && state->declarer == (gint) seat) ||
      (!after && (seat == state->holder || seat == state->bidder) && state->bid_stage == 1))
    return 0;

  /* Everyone passed without a bid and forehand was asked alone: the
   * others passed at the first value. */
  if ((!after && state->bid_stage == 2) ||
      (after && state->max_bid[mh] == 0 && state->max_bid[rh] == 0 &&
       (state->declarer == (gint) fh || state->declarer < 0)))
    return seat == fh && !after ? 0 : next_value (0);

  /* The first stage's survivor held at least what middlehand bid. */
  survivor0 = state->max_bid[fh] >= state->max_bid[mh] ? fh : mh;
  if (!after)
    survivor0 = state->holder;
  else if (state->declarer == (gint) fh || state->declarer == (gint) mh)
    survivor0 = state->declarer;
  loser0 = survivor0 == fh ? mh : fh;

  if (seat == loser0)
    return seat == mh ? next_value (state->max_bid[mh]) : state->max_bid[mh];
  /* The second stage's loser: rearhand could not bid above the bid held,
   * the survivor of the first could not hold rearhand's bid. */
  if (seat == rh)
    return next_value (state->bid);
  return state->bid;
}

gdouble
pl_ai_skat_bidding_weight (const PlSkatState *state,
                           guint              seat,
                           PlCardSet          cards)
{
  guint capacity = pl_ai_skat_bid_capacity (cards);
  guint said = state->max_bid[seat];
  guint passed = pl_ai_skat_passed_at (state, seat);
  gdouble weight = 1.0;

  /* He said a value his hand is not worth: possible (the skat may help,
   * he may count differently), but less likely the further off. */
  if (said > 0 && capacity < said)
    weight *= 4 * capacity >= 3 * said ? 0.5 : 0.15;
  /* He passed with a hand worth clearly more. */
  if (passed > 0 && capacity >= passed)
    weight *= 2 * capacity >= 3 * passed ? 0.15 : 0.5;
  return weight;
}

gdouble
pl_ai_skat_discard_weight (guint     contract,
                           PlCardSet twelve,
                           PlCardSet skat)
{
  PlCardSet trumps = pl_skat_trumps (contract);
  PlCardSet kept = twelve & ~skat;
  gdouble weight = 1.0;
  PlCard card;

  if (contract == PL_SKAT_NULL)
    {
      /* A Null declarer puts his dangerous high cards away, not his
       * sevens and eights. */
      PL_CARDSET_FOREACH (skat, card)
        if (PL_CARD_RANK (card) <= PL_RANK_8)
          weight *= 0.2;
      return weight;
    }
  if (contract > PL_SKAT_GRAND)
    return 1.0;
  PL_CARDSET_FOREACH (skat, card)
    {
      PlSuit suit = PL_CARD_SUIT (card);

      if (PL_CARD_RANK (card) == PL_RANK_JACK)
        weight *= 0.02;
      else if (pl_cardset_has (trumps, card))
        weight *= 0.2;
      else if (PL_CARD_RANK (card) == PL_RANK_ACE &&
               (kept & PL_SKAT_SUIT (suit) & ~trumps) != 0)
        /* An ace given away from a suit still held. */
        weight *= 0.3;
    }
  return weight;
}
