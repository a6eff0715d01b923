/* pl-ai-skat-ramsch.c — the Skat player in the club variants: Grand Hand
 * in a Ramsch round, and Schieberamsch
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-ai"

#include "pl-ai-skat-judge.h"
#include "pl-ai-skat-private.h"
#include "pl-skat-private.h"

/*
 * What a player expects from a Ramsch he has not seen yet, per deal: the
 * one with the most card points (about 45 to 60) loses them, one player in
 * three, doubled now and then by a Jungfrau — some fifteen points a deal,
 * and twice that when the skat is pushed round (Schieberamsch doubles
 * for every push, XSkat's manual, pl-skat-variant.c).
 */
#define RAMSCH_EXPECTED (-15.0)

/* A Ramsch round's deal (pl-skat-rounds.h): each player in turn may
 * declare Grand Hand instead of the Ramsch.  He does when the Grand Hand,
 * judged as in the bidding (pl-ai-skat-judge.h, no bid to reach), is
 * expected to score more than the Ramsch would cost him. */
PlMove
pl_ai_skat_choose_grand_hand (const PlSkatState    *state,
                              guint                 seat,
                              const PlAiSkatBudget *budget)
{
  const PlAiSkatJudgement *j;
  gdouble ramsch = RAMSCH_EXPECTED * (state->options.schieberamsch ? 2 : 1);
  gint best;

  j = pl_ai_skat_judge (state, seat, budget, PL_AI_SKAT_JUDGE_GRAND_HAND);
  if (pl_ai_skat_hand_score (j, 0, &best) > ramsch && best >= 0)
    return pl_move_new (PL_MOVE_HAND, seat);
  return pl_move_new (PL_MOVE_PASS, seat);
}

/*
 * How many tricks, and how many card points with them, a Ramsch hand is
 * likely to take, as a club player reckons it: the jacks are the only
 * trumps (the higher the more dangerous); in a plain suit an ace, ten or
 * king takes a trick unless enough low cards (seven, eight, nine) let the
 * player duck under the others; a void is safe, as the player throws his
 * dangerous cards on it.
 */
static gdouble
ramsch_danger (PlCardSet hand)
{
  static const gdouble jack_danger[4] = { 3.0, 2.5, 1.5, 1.0 };  /* C S H D */
  gdouble danger = 0;

  for (guint s = 0; s < 4; s++)
    {
      PlCardSet suit = hand & PL_SKAT_SUIT (s) & ~PL_SKAT_JACKS;
      guint low = pl_cardset_count (suit & (PL_CARDSET_BIT (PL_CARD (s, PL_RANK_7)) |
                                            PL_CARDSET_BIT (PL_CARD (s, PL_RANK_8)) |
                                            PL_CARDSET_BIT (PL_CARD (s, PL_RANK_9))));
      gdouble cover = low >= 2 ? 0.4 : low == 1 ? 0.7 : 1.0;

      if (pl_cardset_has (hand, PL_CARD (s, PL_RANK_JACK)))
        danger += jack_danger[s];
      if (pl_cardset_has (suit, PL_CARD (s, PL_RANK_ACE)))
        danger += 2.0 * cover;
      if (pl_cardset_has (suit, PL_CARD (s, PL_RANK_10)))
        danger += 1.5 * cover;
      if (pl_cardset_has (suit, PL_CARD (s, PL_RANK_KING)))
        danger += 0.7 * cover;
    }
  return danger;
}

/* A hand this safe pushes the skat on unseen and lets the stake double. */
#define SAFE_DANGER 3.0

/* Schieberamsch: take up the skat and push two cards on, or push it on
 * unseen.  Taking it up never makes a hand worse — the player may push
 * the same two cards on — so he pushes unseen only to double the stake,
 * with a hand that will not lose the Ramsch.  After taking it up he
 * pushes the two cards (jacks may not be pushed) that leave the safest
 * hand. */
PlMove
pl_ai_skat_choose_push (const PlSkatState *state,
                        guint              seat)
{
  PlCardSet hand = state->hands[seat];
  PlMove move;

  if (!state->push_holding)
    return pl_move_new (ramsch_danger (hand) <= SAFE_DANGER ? PL_MOVE_PASS : PL_MOVE_PICKUP,
                        seat);

  move = pl_move_new (PL_MOVE_DISCARD, seat);
  {
    PlCardSet pushable = hand & ~PL_SKAT_JACKS;
    gdouble best = G_MAXDOUBLE;
    PlCard a, b;

    PL_CARDSET_FOREACH (pushable, a)
      {
        PlCardSet rest = pushable & ~((PL_CARDSET_BIT (a) << 1) - 1);

        PL_CARDSET_FOREACH (rest, b)
          {
            PlCardSet pair = PL_CARDSET_BIT (a) | PL_CARDSET_BIT (b);
            /* The points pushed on are a little good too: the skat goes
             * to whoever takes the last trick. */
            gdouble danger = ramsch_danger (hand & ~pair) -
                             0.01 * pl_skat_cardset_points (pair);

            if (danger < best)
              {
                best = danger;
                move.cards = pair;
              }
          }
      }
  }
  return move;
}
