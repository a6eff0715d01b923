/* pl-ai-bezique-world.c — what a Bézique seat knows, and worlds dealt
 * consistently with it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-ai"

#include "pl-ai-bezique.h"
#include "pl-bezique-private.h"

#define ALL_CARDS G_GUINT64_CONSTANT (0xffffffffffffffff)

PlBeziqueSet
pl_ai_bezique_unseen (const PlBeziqueState *state,
                      guint                 seat)
{
  PlBeziqueSet seen;

  g_return_val_if_fail (state != NULL && seat < 2, 0);

  /* The seat's own cards, everything laid face up on either side, every
   * card taken in a trick or lying in the trick now, and the turn-up. */
  seen = state->hands[seat] | state->table[0] | state->table[1] |
         state->won[0] | state->won[1];
  for (guint i = 0; i < state->n_trick_cards; i++)
    seen |= PL_BEZIQUE_BIT (state->tricks[state->n_tricks].cards[i]);
  if (state->stock_next < PL_BEZIQUE_STOCK_SIZE)
    seen |= PL_BEZIQUE_BIT (state->stock[PL_BEZIQUE_STOCK_SIZE - 1]);
  return ALL_CARDS & ~seen;
}

void
pl_ai_bezique_sample (const PlBeziqueState *state,
                      guint                 seat,
                      PlRng                *rng,
                      PlBeziqueState       *world)
{
  PlBeziqueSet unseen, known;
  PlCard cards[PL_BEZIQUE_N_CARDS];
  guint n = 0, k = 0, other = 1 - seat, in_hand, in_stock, n_known;

  g_return_if_fail (state != NULL && seat < 2 && rng != NULL && world != NULL);

  *world = *state;
  unseen = pl_ai_bezique_unseen (state, seat);
  /* The turn-up the adversary took for the seven and has not shown since
   * is in his hand (seed 004 iii: the exchange is made in the open). */
  known = state->taken[other] & unseen;
  n_known = (guint) __builtin_popcountll (known);
  for (PlBeziqueSet rest = unseen & ~known; rest; rest &= rest - 1)
    cards[n++] = (PlCard) __builtin_ctzll (rest);

  /* The seat can count the adversary's cards, and the stock under the
   * turn-up is what is left: 47 face down less those drawn. */
  in_hand = (guint) __builtin_popcountll (state->hands[other]);
  in_stock = state->stock_next < PL_BEZIQUE_STOCK_SIZE
             ? PL_BEZIQUE_STOCK_SIZE - 1 - state->stock_next : 0;
  g_return_if_fail (in_hand + in_stock == n + n_known && n_known <= in_hand);

  /* The physical numbers are shuffled as if they were cards. */
  pl_rng_shuffle (rng, cards, n);
  world->hands[other] = known;
  for (guint i = n_known; i < in_hand; i++)
    world->hands[other] |= PL_BEZIQUE_BIT (cards[k++]);
  for (guint i = 0; i < in_stock; i++)
    world->stock[state->stock_next + i] = cards[k++];
}
