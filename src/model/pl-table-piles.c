/* pl-table-piles.c — what the table shows of each seat's pile of taken cards
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-table"

#include "pl-table-private.h"

/*
 * A seat's pile of what it took lies face down beside it; a game may show
 * some of its cards face up across it (Cassino's sweeps, seed 003) and say
 * in its own words what the pile holds.  The game's view decides both
 * (PlTableGameView.pile_marks and .pile_label); a game without them has a
 * plain face-down pile.
 */

guint
pl_table_get_pile_marks (PlTable *self,
                         guint    seat,
                         PlCard  *out)
{
  g_return_val_if_fail (PL_IS_TABLE (self), 0);
  g_return_val_if_fail (out != NULL, 0);

  if (self->state == NULL || self->view == NULL || self->view->pile_marks == NULL ||
      seat >= self->n_seats)
    return 0;
  return MIN (self->view->pile_marks (self->state, seat, out), PL_TABLE_MAX_PILE_MARKS);
}

char *
pl_table_dup_pile_label (PlTable *self,
                         guint    seat)
{
  const char *names[PL_MAX_SEATS] = { NULL, };

  g_return_val_if_fail (PL_IS_TABLE (self), NULL);

  if (self->state == NULL || self->view == NULL || self->view->pile_label == NULL ||
      seat >= self->n_seats)
    return NULL;
  for (guint s = 0; s < self->n_seats && s < PL_MAX_SEATS; s++)
    names[s] = self->seats[s] != NULL ? pl_seat_get_name (self->seats[s]) : NULL;
  return self->view->pile_label (self->state, seat, self->human, names);
}
