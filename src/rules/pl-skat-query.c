/* pl-skat-query.c — what the table and the players ask of a Skat state
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-skat"

#include <string.h>

#include "pl-skat.h"
#include "pl-skat-private.h"

/* Accessors -------------------------------------------------------------- */

PlSkatPhase
pl_skat_get_phase (const PlSkatState *state)
{
  return state->phase;
}

guint
pl_skat_get_forehand (const PlSkatState *state)
{
  return state->seat_of[0];
}

guint
pl_skat_get_position_seat (const PlSkatState *state,
                           guint              position)
{
  g_return_val_if_fail (position < 3, 0);
  return state->seat_of[position];
}

PlCardSet
pl_skat_get_hand (const PlSkatState *state,
                  guint              seat)
{
  return seat < PL_MAX_SEATS ? state->hands[seat] : 0;
}

PlCardSet
pl_skat_get_skat (const PlSkatState *state)
{
  return state->skat;
}

guint
pl_skat_get_bid (const PlSkatState *state)
{
  return state->bid;
}

guint
pl_skat_get_max_bid (const PlSkatState *state,
                     guint              seat)
{
  return seat < PL_MAX_SEATS ? state->max_bid[seat] : 0;
}

gint
pl_skat_get_declarer (const PlSkatState *state)
{
  return state->declarer;
}

PlSkatContract
pl_skat_get_contract (const PlSkatState *state)
{
  return state->contract;
}

guint
pl_skat_get_flags (const PlSkatState *state)
{
  return state->flags;
}

guint
pl_skat_get_kontra (const PlSkatState *state)
{
  return state->kontra;
}

guint
pl_skat_get_n_tricks (const PlSkatState *state)
{
  return state->n_tricks;
}

guint
pl_skat_get_tricks_taken (const PlSkatState *state,
                          guint              seat)
{
  return seat < PL_MAX_SEATS ? state->n_won[seat] : 0;
}

guint
pl_skat_get_current_trick (const PlSkatState *state,
                           PlCard             cards[3],
                           guint             *leader)
{
  const PlSkatTrick *trick;

  /* A card led out of turn lies on the table while it is answered
   * (pl-skat-laws.h). */
  if ((state->phase != PL_SKAT_PHASE_PLAY && state->phase != PL_SKAT_PHASE_LAWS) ||
      state->n_tricks >= 10)
    return 0;
  trick = &state->tricks[state->n_tricks];
  for (guint i = 0; i < 3; i++)
    cards[i] = i < state->n_trick_cards ? trick->cards[i] : PL_CARD_NONE;
  if (leader != NULL)
    *leader = trick->leader;
  return state->n_trick_cards;
}

gboolean
pl_skat_get_trick (const PlSkatState *state,
                   guint              index,
                   PlCard             cards[3],
                   guint             *leader,
                   guint             *winner)
{
  const PlSkatTrick *trick;

  if (index >= state->n_tricks)
    return FALSE;
  trick = &state->tricks[index];
  if (cards != NULL)
    memcpy (cards, trick->cards, 3);
  if (leader != NULL)
    *leader = trick->leader;
  if (winner != NULL)
    *winner = trick->winner;
  return TRUE;
}

gint
pl_skat_peek_cost (const PlSkatState *state,
                   guint              seat,
                   guint              trick_index)
{
  if (trick_index >= state->n_tricks)
    return -1;
  /* Seed 000, "Seeing Tricks": the last trick turned and quitted is free;
   * any other may be penalized ten points. */
  return trick_index + 1 == state->n_tricks ? 0 : 10;
}

guint
pl_skat_get_card_points (const PlSkatState *state,
                         guint              seat)
{
  guint points;

  if (seat >= PL_MAX_SEATS)
    return 0;
  points = pl_skat_cardset_points (state->won[seat]);
  if (state->phase == PL_SKAT_PHASE_OVER && state->n_tricks > 0)
    {
      /* ISkO 4.1.3: the skat belongs to the declarer; in Ramsch to the
       * taker of the last trick. */
      if ((gint) seat == state->declarer ||
          (state->contract == PL_SKAT_RAMSCH &&
           state->tricks[state->n_tricks - 1].winner == seat))
        points += pl_skat_cardset_points (state->skat);
    }
  return points;
}

/* Display order ---------------------------------------------------------- */

guint
pl_skat_sort_hand (const PlSkatState *state,
                   PlCardSet          hand,
                   PlCard            *out)
{
  static const guint8 plain[13] = { 0, 0, 0, 0, 0, 1, 2, 3, 6, 0, 4, 5, 7 };
  guint contract = state->contract;
  guint suit_order[4] = { 0, 2, 1, 3 };   /* C H S D: colours alternate */
  guint suit_key[4];
  guint keys[32];
  guint n = 0;
  PlCard card;

  if (contract == PL_SKAT_NO_CONTRACT || contract == PL_SKAT_RAMSCH)
    contract = PL_SKAT_GRAND;
  if (contract <= PL_SKAT_DIAMONDS)
    {
      /* Trumps first, then the other colour, the partner suit, the other
       * colour again: black-red-black-red or red-black-red-black. */
      guint t = contract, partner = t ^ 1;
      guint others[2], k = 0;

      for (guint s = 0; s < 4; s++)
        if (s != t && s != partner)
          others[k++] = s;
      suit_order[0] = t;
      suit_order[1] = others[0];
      suit_order[2] = partner;
      suit_order[3] = others[1];
    }
  for (guint i = 0; i < 4; i++)
    suit_key[suit_order[i]] = 4 - i;

  hand &= PL_SKAT_PACK;
  PL_CARDSET_FOREACH (hand, card)
    {
      guint suit = PL_CARD_SUIT (card), rank = PL_CARD_RANK (card), key;

      if (contract == PL_SKAT_NULL)
        key = suit_key[suit] * 100 + rank;
      else if (rank == PL_RANK_JACK)
        key = 1000 + (3 - suit);
      else
        key = suit_key[suit] * 100 + plain[rank];
      /* Insertion sort, highest first: at most 12 cards. */
      guint j = n++;
      while (j > 0 && keys[j - 1] < key)
        {
          keys[j] = keys[j - 1];
          out[j] = out[j - 1];
          j--;
        }
      keys[j] = key;
      out[j] = card;
    }
  return n;
}
