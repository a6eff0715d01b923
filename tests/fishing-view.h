/* fishing-view.h — what the table shows of the tests' floor game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pl-table-private.h"
#include "test-game-fishing.h"

/*
 * The floor game of test-game-fishing.h at the table: the floor pile by
 * pile, a build with its owner and a name ("seat 1's build of Kings"),
 * and what each seat took; the rest is the table's default (hands sorted
 * high to low, no trick, no talon).  Register it
 * with pl_table_game_view_register (&fishing_view).
 */

static guint
fishing_view_hand_size (gconstpointer state,
                        guint         seat)
{
  return pl_cardset_count (((const FishingState *) state)->hands[seat]);
}

static void
fishing_view_seat_info (gconstpointer        state,
                        const PlDealRecord  *deal,
                        guint                seat,
                        gint                 match_total,
                        char               **role,
                        gboolean            *is_declarer,
                        char               **said,
                        guint               *tricks)
{
  guint taken = pl_cardset_count (((const FishingState *) state)->won[seat]);

  *role = g_strdup ("");
  *is_declarer = FALSE;
  *said = taken > 0 ? g_strdup_printf ("%u taken", taken) : g_strdup ("");
  *tricks = 0;
}

static guint
fishing_view_floor (gconstpointer  state,
                    PlCard        *cards,
                    guint         *piles,
                    gint          *owners)
{
  const FishingState *s = state;
  guint n = 0;

  for (guint p = 0; p < s->n_piles; p++)
    for (guint i = 0; i < s->piles[p].n_cards; i++)
      {
        cards[n] = s->piles[p].cards[i];
        piles[n] = p;
        owners[n++] = s->piles[p].owner;
      }
  return n;
}

static char *
fishing_view_floor_label (gconstpointer state,
                          guint         pile)
{
  static const char *const ranks[] = { "Jacks", "Queens", "Kings", "Aces" };
  const FishingState *s = state;

  if (pile >= s->n_piles || s->piles[pile].owner < 0)
    return NULL;
  return g_strdup_printf ("seat %d’s build of %s", s->piles[pile].owner + 1,
                          ranks[(s->piles[pile].rank - PL_RANK_JACK) & 3]);
}

static const PlTableGameView fishing_view = {
  .game = &fishing_game,
  .hand_size = fishing_view_hand_size,
  .seat_info = fishing_view_seat_info,
  .zones = PL_TABLE_ZONE_FLOOR,
  .max_hand_size = 6,
  .floor = fishing_view_floor,
  .floor_label = fishing_view_floor_label,
};
