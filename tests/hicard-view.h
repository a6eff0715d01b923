/* hicard-view.h — what the table shows of the tests' toy game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pl-table-private.h"
#include "test-game-hicard.h"

/*
 * The toy game of test-game-hicard.h at the table: the trick in the
 * middle and the last one that may be seen, the tricks each seat took;
 * the rest is the table's default (hands sorted high to low, no talon,
 * no declarer).  Register it with
 * pl_table_game_view_register (&hi_view) beside the game itself.
 */

static guint
hi_view_hand_size (gconstpointer state,
                   guint         seat)
{
  return pl_cardset_count (((const HiState *) state)->hands[seat]);
}

static guint
hi_view_current_trick (gconstpointer  state,
                       PlCard        *cards,
                       gint          *seats)
{
  const HiState *s = state;

  for (guint i = 0; i < s->n_trick; i++)
    {
      cards[i] = s->trick[i];
      seats[i] = (s->leader + i) % 2;
    }
  return s->n_trick;
}

static guint
hi_view_n_tricks (gconstpointer state)
{
  return ((const HiState *) state)->n_done;
}

static gboolean
hi_view_get_trick (gconstpointer  state,
                   guint          index,
                   PlCard        *cards,
                   gint          *seats,
                   guint         *n_cards,
                   guint         *leader,
                   guint         *winner)
{
  const HiState *s = state;

  if (index >= s->n_done)
    return FALSE;
  for (guint i = 0; i < 2; i++)
    {
      cards[i] = s->done[index][i];
      seats[i] = (s->done_leader[index] + i) % 2;
    }
  *n_cards = 2;
  *leader = s->done_leader[index];
  *winner = s->done_winner[index];
  return TRUE;
}

/* The last trick may be seen, as in Skat. */
static gint
hi_view_peek_cost (gconstpointer state,
                   guint         seat,
                   guint         index)
{
  const HiState *s = state;

  return index + 1 == s->n_done ? 0 : -1;
}

static void
hi_view_seat_info (gconstpointer        state,
                   const PlDealRecord  *deal,
                   guint                seat,
                   gint                 match_total,
                   char               **role,
                   gboolean            *is_declarer,
                   char               **said,
                   guint               *tricks)
{
  *role = g_strdup ("");
  *is_declarer = FALSE;
  *said = g_strdup ("");
  *tricks = ((const HiState *) state)->tricks[seat];
}

static const PlTableGameView hi_view = {
  .game = &hi_game,
  .hand_size = hi_view_hand_size,
  .current_trick = hi_view_current_trick,
  .n_tricks = hi_view_n_tricks,
  .get_trick = hi_view_get_trick,
  .peek_cost = hi_view_peek_cost,
  .seat_info = hi_view_seat_info,
  .zones = PL_TABLE_ZONE_TRICK,
  .max_hand_size = 4,
};
