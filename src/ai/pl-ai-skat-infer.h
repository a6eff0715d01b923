/* pl-ai-skat-infer.h — what the bidding and the skat put away say about
 * the hands a Skat player cannot see
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pl-skat.h"

G_BEGIN_DECLS

/*
 * The computer players deal the cards they cannot see at random (Monte
 * Carlo); these judgements say how well a dealt world agrees with what the
 * table has seen, so that the worlds that agree count more or are kept:
 *
 *   - who said which value in the bidding, and who passed: a player who
 *     held to 30 has a hand worth 30, one who passed at once has no game
 *     worth 18 (pl_ai_skat_bid_capacity() is a quick estimate of what a
 *     hand is worth in the bidding, the rules of thumb every club player
 *     counts by);
 *   - the skat the declarer put away: in a trump game nobody puts a jack
 *     away, hardly ever a trump, and seldom a lone ace.
 *
 * They are likelihoods, not certainties: a player may overbid, bluff or
 * simply count differently, so a world that disagrees is unlikely, never
 * impossible.
 */

/* A Null hand by the usual rule: in every suit the k-th lowest card is
 * low enough to stay under (7, 7 9, 7 9 J, …).  The number of suits
 * where it is not: 0 for a safe Null hand. */
guint    pl_ai_skat_null_slips        (PlCardSet          hand);

/* The value a player would bid up to with the ten cards @hand, counted as
 * a club player counts before the skat: the game with the most trumps
 * that has at least five (four with two jacks) at its value with or
 * without the matadors held, a Grand with two jacks and aces, a Null
 * with a low hand; 0 for a hand without a game. */
guint    pl_ai_skat_bid_capacity      (PlCardSet          hand);

/* The value a player who is out of the bidding had to reach when he
 * passed (his limit was below it), from what the state keeps: the
 * highest value each seat said and who is still bidding.  0 if @seat has
 * not passed. */
guint    pl_ai_skat_passed_at         (const PlSkatState *state,
                                       guint              seat);

/* How well @cards (the ten cards @seat held when the bidding was on)
 * agree with what @seat said in the bidding: 1 when they do, less when
 * he said more than the hand is worth or passed with a hand worth much
 * more.  Never 0. */
gdouble  pl_ai_skat_bidding_weight    (const PlSkatState *state,
                                       guint              seat,
                                       PlCardSet          cards);

/* How likely a declarer of @contract put @skat away from his twelve
 * cards @twelve: 1 for the usual discards, less for a trump, a jack or a
 * lone ace given away.  Never 0. */
gdouble  pl_ai_skat_discard_weight    (guint              contract,
                                       PlCardSet          twelve,
                                       PlCardSet          skat);

G_END_DECLS
