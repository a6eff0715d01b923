/* pl-ai-cassino-world.c — what a Cassino seat knows, and worlds dealt
 * consistently with it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-ai"

#include "pl-ai-cassino.h"
#include "pl-cassino-private.h"

PlCardSet
pl_ai_cassino_unseen (const PlCassinoState *state,
                      guint                 seat)
{
  PlCardSet seen;

  g_return_val_if_fail (state != NULL && seat < state->n_seats, 0);

  /* Every card played went face up to the table before anyone took it, so
   * the seat has seen its own hand, the table and every pile. */
  seen = state->hands[seat] | pl_cassino_get_table (state);
  for (guint s = 0; s < state->n_seats; s++)
    seen |= state->won[s];
  return PL_CARDSET_PACK52 & ~seen;
}

/* Takes a random card out of @cards (n of them) whose rank is in @ranks
 * (bits 1 << rank); PL_CARD_NONE if none. */
static PlCard
take_one (PlCard  *cards,
          guint   *n,
          guint    ranks,
          PlRng   *rng)
{
  guint fitting = 0, pick;

  for (guint i = 0; i < *n; i++)
    fitting += (ranks >> PL_CARD_RANK (cards[i])) & 1;
  if (fitting == 0)
    return PL_CARD_NONE;
  pick = pl_rng_below (rng, fitting);
  for (guint i = 0; i < *n; i++)
    if ((ranks >> PL_CARD_RANK (cards[i])) & 1 && pick-- == 0)
      {
        PlCard card = cards[i];

        cards[i] = cards[--(*n)];
        return card;
      }
  return PL_CARD_NONE;
}

/* The ranks whose cards take @value (bits 1 << rank). */
static guint
ranks_taking (guint    value,
              gboolean royal)
{
  guint ranks = 0;

  for (guint rank = 0; rank < PL_N_RANKS; rank++)
    if (pl_cassino_takes_at (PL_CARD (0, rank), value, royal))
      ranks |= 1u << rank;
  return ranks;
}

void
pl_ai_cassino_sample (const PlCassinoState *state,
                      guint                 seat,
                      PlRng                *rng,
                      PlCassinoState       *world)
{
  PlCardSet unseen;
  PlCard cards[PL_CASSINO_N_CARDS];
  guint n = 0;

  g_return_if_fail (state != NULL && rng != NULL && world != NULL);
  g_return_if_fail (seat < state->n_seats);

  *world = *state;
  unseen = pl_ai_cassino_unseen (state, seat);
  for (PlCardSet rest = unseen; rest; rest &= rest - 1)
    cards[n++] = (PlCard) __builtin_ctzll (rest);

  /* The owner of a build must keep a card that takes it (Foster): each
   * other player gets one such card first for each of his builds. */
  for (guint s = 0; s < state->n_seats; s++)
    {
      if (s == seat)
        continue;
      world->hands[s] = 0;
      for (guint i = 0; i < state->n_builds; i++)
        {
          const PlCassinoBuild *build = &state->builds[i];
          guint held = pl_cassino_held_values (world->hands[s], state->options.royal);
          PlCard card;

          if (build->owner != s || (held & (1u << build->value)))
            continue;
          card = take_one (cards, &n, ranks_taking (build->value, state->options.royal), rng);
          if (card != PL_CARD_NONE)
            world->hands[s] = pl_cardset_add (world->hands[s], card);
        }
      /* A Royal ace takes a build of 1 or one of 14, not both. */
      if (!pl_cassino_keeps_cards (world, s, world->hands[s], 0, 0, NULL))
        {
          PlCard ace = take_one (cards, &n, 1u << PL_RANK_ACE, rng);

          if (ace != PL_CARD_NONE)
            world->hands[s] = pl_cardset_add (world->hands[s], ace);
        }
    }

  /* The rest at random: each hand up to its size, then the stock. */
  pl_rng_shuffle (rng, cards, n);
  for (guint s = 0; s < state->n_seats; s++)
    {
      guint size = pl_cardset_count (state->hands[s]);

      if (s == seat)
        continue;
      while (pl_cardset_count (world->hands[s]) < size && n > 0)
        world->hands[s] = pl_cardset_add (world->hands[s], cards[--n]);
    }
  for (guint i = state->stock_next; i < PL_CASSINO_N_CARDS && n > 0; i++)
    world->pack[i] = cards[--n];
  g_warn_if_fail (n == 0);
}
