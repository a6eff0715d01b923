/* pl-ai-skat-world.c — what one seat knows of a Skat deal, and worlds
 * dealt consistently with it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-ai"

#include <string.h>

#include "pl-ai-skat.h"
#include "pl-ai-skat-infer.h"
#include "pl-ai-skat-world.h"
#include "pl-skat-private.h"

void
pl_skat_knowledge_init (PlSkatKnowledge   *k,
                        const PlSkatState *state,
                        guint              seat)
{
  PlCardSet known;

  memset (k, 0, sizeof *k);
  k->state = *state;
  k->seat = seat;

  known = pl_skat_game.visible_hand (state, seat, seat) |
          pl_skat_visible_skat (state, seat);
  for (guint p = 0; p < 3; p++)
    {
      guint other = state->seat_of[p];
      PlCardSet visible;

      if (other == seat)
        continue;
      visible = pl_skat_game.visible_hand (state, seat, other);
      known |= visible;
      /* Only the number of cards of a hidden hand is public. */
      if (visible == 0 && state->hands[other] != 0)
        {
          k->place[k->n_places] = other;
          k->count[k->n_places] = pl_cardset_count (state->hands[other]);
          k->n_places++;
        }
    }
  if (pl_skat_visible_skat (state, seat) == 0 && state->skat != 0)
    {
      k->place[k->n_places] = PL_SKAT_PLACE_SKAT;
      k->count[k->n_places] = pl_cardset_count (state->skat);
      k->n_places++;
    }

  /* The cards played, and the voids they show. */
  for (guint t = 0; t <= state->n_tricks && t < 10; t++)
    {
      const PlSkatTrick *trick = &state->tricks[t];
      guint n = t < state->n_tricks ? 3 : state->n_trick_cards;
      gint lead_pos;
      PlCardSet follow;

      if (n == 0 || state->phase < PL_SKAT_PHASE_PLAY)
        continue;
      lead_pos = pl_skat_get_seat_position (state, trick->leader);
      follow = pl_skat_follow_set (state->contract, trick->cards[0]);
      for (guint i = 0; i < n; i++)
        {
          guint player = state->seat_of[(lead_pos + i) % 3];

          known |= PL_CARDSET_BIT (trick->cards[i]);
          k->played_by[player] |= PL_CARDSET_BIT (trick->cards[i]);
          if ((gint) player == state->declarer && player != seat)
            k->declarer_played |= PL_CARDSET_BIT (trick->cards[i]);
          if (i > 0 && !pl_cardset_has (follow, trick->cards[i]))
            for (guint p = 0; p < k->n_places; p++)
              if (k->place[p] == player)
                k->forbidden[p] |= follow;
        }
    }
  k->unknown = pl_skat_pack_set () & ~known;
}

/* Hall's condition for at most three places: the cards that can only go
 * into a set of places must fit into them.  @per_mask counts the cards by
 * the set of places they may go to. */
static gboolean
feasible (const guint per_mask[8],
          const guint cap[3],
          guint       n_places)
{
  guint full = (1u << n_places) - 1;

  if (per_mask[0] > 0)
    return FALSE;
  for (guint s = 1; s <= full; s++)
    {
      guint need = 0, have = 0;

      for (guint m = 1; m <= full; m++)
        if ((m & ~s) == 0)
          need += per_mask[m];
      for (guint p = 0; p < n_places; p++)
        if (s & (1u << p))
          have += cap[p];
      if (need > have)
        return FALSE;
    }
  return TRUE;
}

gboolean
pl_skat_knowledge_sample (const PlSkatKnowledge *k,
                          PlRng                 *rng,
                          PlSkatState           *world)
{
  PlCard cards[32];
  guint8 allowed[64];
  guint per_mask[8] = { 0, };
  guint cap[3] = { 0, };
  PlCardSet dealt[3] = { 0, };
  guint n = 0, total = 0;
  PlCard card;

  *world = k->state;
  PL_CARDSET_FOREACH (k->unknown, card)
    {
      guint mask = 0;

      for (guint p = 0; p < k->n_places; p++)
        if (!pl_cardset_has (k->forbidden[p], card))
          mask |= 1u << p;
      allowed[card] = mask;
      per_mask[mask]++;
      cards[n++] = card;
    }
  for (guint p = 0; p < k->n_places; p++)
    {
      cap[p] = k->count[p];
      total += cap[p];
    }
  if (total != n || !feasible (per_mask, cap, k->n_places))
    return FALSE;

  pl_rng_shuffle (rng, cards, n);
  for (guint i = 0; i < n; i++)
    {
      guint mask = allowed[cards[i]];
      guint tried = 0;

      per_mask[mask]--;
      for (;;)
        {
          guint weight = 0, pick, chosen = 0;

          /* Proportional to the room left, which deals the unconstrained
           * cards uniformly. */
          for (guint p = 0; p < k->n_places; p++)
            if ((mask & ~tried & (1u << p)) && cap[p] > 0)
              weight += cap[p];
          if (weight == 0)
            return FALSE;
          pick = pl_rng_below (rng, weight);
          for (guint p = 0; p < k->n_places; p++)
            if ((mask & ~tried & (1u << p)) && cap[p] > 0)
              {
                if (pick < cap[p])
                  {
                    chosen = p;
                    break;
                  }
                pick -= cap[p];
              }
          cap[chosen]--;
          if (feasible (per_mask, cap, k->n_places))
            {
              dealt[chosen] |= PL_CARDSET_BIT (cards[i]);
              break;
            }
          cap[chosen]++;
          tried |= 1u << chosen;
        }
    }

  for (guint p = 0; p < k->n_places; p++)
    {
      if (k->place[p] == PL_SKAT_PLACE_SKAT)
        world->skat = dealt[p];
      else
        world->hands[k->place[p]] = dealt[p];
    }
  return TRUE;
}

gboolean
pl_skat_knowledge_plausible (const PlSkatKnowledge *k,
                             const PlSkatState     *world)
{
  const PlSkatState *state = &k->state;
  PlCardSet seen, twelve;
  guint contract = state->contract;

  if (state->declarer < 0 || (guint) state->declarer == k->seat ||
      (state->phase != PL_SKAT_PHASE_PLAY && state->phase != PL_SKAT_PHASE_KONTRA) ||
      contract >= PL_SKAT_NULL)
    return TRUE;

  twelve = world->hands[state->declarer] | k->declarer_played | world->skat;
  /* He chose his game after taking up the skat, or without seeing it. */
  seen = state->picked_up ? twelve : twelve & ~world->skat;
  if (pl_skat_game_value (contract, state->flags, twelve) < state->bid)
    return FALSE;
  if (contract == PL_SKAT_GRAND)
    return pl_cardset_count (seen & PL_SKAT_JACKS) >= 2;
  return pl_cardset_count (seen & pl_skat_trumps (contract)) >= 4;
}

/* How much less likely a world is for each card a hidden hand played
 * that the rules of thumb would not have played with its cards there. */
#define PLAY_MISMATCH 0.8

/*
 * Who took which trick with what: the cards each other player chose,
 * replayed in @world with the hands he would then have held.  Players
 * mostly play as the rules of thumb say — an ace led, the cheapest
 * winner taken, points given to a partner who wins, a low card thrown —
 * so a world in which a played card is not what they say, with that hand,
 * is less likely; never impossible (players differ, and so do levels).
 */
static gdouble
play_weight (const PlSkatKnowledge *k,
             const PlSkatState     *world)
{
  const PlSkatState *state = &k->state;
  PlSkatState replay;
  gdouble weight = 1.0;

  if (state->phase != PL_SKAT_PHASE_PLAY || state->contract > PL_SKAT_NULL)
    return 1.0;
  replay = *state;
  for (guint p = 0; p < 3; p++)
    {
      guint seat = state->seat_of[p];

      replay.hands[seat] = world->hands[seat] | k->played_by[seat];
      replay.won[seat] = 0;
      replay.n_won[seat] = 0;
    }
  replay.skat = world->skat;
  replay.n_tricks = 0;
  replay.n_trick_cards = 0;
  replay.to_move = state->tricks[0].leader;
  for (guint t = 0; t <= state->n_tricks && t < 10; t++)
    {
      const PlSkatTrick *trick = &state->tricks[t];
      guint n = t < state->n_tricks ? 3 : state->n_trick_cards;

      for (guint i = 0; i < n; i++)
        {
          PlMove move = pl_move_new (PL_MOVE_PLAY, replay.to_move);

          move.card = trick->cards[i];
          if (move.seat != k->seat &&
              pl_skat_game.visible_hand (state, k->seat, move.seat) == 0 &&
              pl_cardset_count (pl_skat_legal_cards (&replay, move.seat)) > 1 &&
              pl_ai_skat_easy_choose (&replay, move.seat).card != move.card)
            weight *= PLAY_MISMATCH;
          pl_skat_game.apply (&replay, &move);
        }
    }
  return weight;
}

gdouble
pl_skat_knowledge_weight (const PlSkatKnowledge *k,
                          const PlSkatState     *world)
{
  const PlSkatState *state = &k->state;
  gboolean bidding_over = state->phase > PL_SKAT_PHASE_BIDDING;
  gdouble weight = 1.0;

  /* The declarer's game reaches his bid: as good as certain (an overbid
   * is the only exception). */
  if (!pl_skat_knowledge_plausible (k, world))
    weight *= 1e-3;

  /* The skat he put away, as the defenders see it. */
  if (state->declarer >= 0 && (guint) state->declarer != k->seat && state->picked_up &&
      state->phase >= PL_SKAT_PHASE_KONTRA && state->contract <= PL_SKAT_NULL)
    weight *= pl_ai_skat_discard_weight (state->contract,
                                         world->hands[state->declarer] | k->declarer_played |
                                         world->skat,
                                         world->skat);

  /* What the others said in the bidding, with the cards they held then
   * (those in the hand now and those played). */
  for (guint p = 0; p < 3; p++)
    {
      guint other = state->seat_of[p];

      if (k->bidding_unknown || other == k->seat ||
          (bidding_over && (gint) other == state->declarer))
        continue;
      weight *= pl_ai_skat_bidding_weight (state, other,
                                           world->hands[other] | k->played_by[other]);
    }
  return weight * play_weight (k, world);
}

gboolean
pl_skat_knowledge_sample_plausible (const PlSkatKnowledge *k,
                                    PlRng                 *rng,
                                    guint                  tries,
                                    PlSkatState           *world)
{
  PlSkatState best;
  gdouble best_weight = -1;

  for (guint i = 0; i < MAX (tries, 1); i++)
    {
      gdouble weight;

      if (!pl_skat_knowledge_sample (k, rng, world))
        return FALSE;
      if (tries <= 1)
        return TRUE;
      weight = pl_skat_knowledge_weight (k, world);
      /* Kept with the chance its weight gives (a chance in 2^20). */
      if (pl_rng_below (rng, 1u << 20) < weight * (1u << 20))
        return TRUE;
      if (weight > best_weight)
        {
          best = *world;
          best_weight = weight;
        }
    }
  *world = best;
  return TRUE;
}
