/* pl-table-lists.c — what the view shows: the card lists and the seat labels
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-table"

#include <string.h>

#include "pl-table-private.h"

/* The generic view of a hand, for a game without a PlTableGameView or
 * whose view leaves the hand out: what the rules let the human see,
 * highest card first, as most games sort. */
static guint
pl_table_generic_hand (PlTable *self,
                       guint    seat,
                       PlCard  *out)
{
  PlCardSet hand = self->game->visible_hand (self->state, self->review ? seat : self->human, seat);
  guint n = 0;

  while (hand != 0)
    {
      out[n] = pl_cardset_last (hand);
      hand = pl_cardset_remove (hand, out[n]);
      n++;
    }
  return n;
}

/* Keeps the human's order of the cards he still holds; a new card goes
 * right after the card it follows in the sorted order.  A hand may hold
 * two identical cards (Bézique), so cards are counted, not just marked. */
static guint
pl_table_merge_user_order (PlTable      *self,
                           const PlCard *sorted,
                           guint         n_sorted,
                           PlCard       *out)
{
  guint8 now[256] = { 0, }, placed[256] = { 0, };
  gboolean sorted_placed[64] = { FALSE, };
  guint n = 0;

  n_sorted = MIN (n_sorted, G_N_ELEMENTS (sorted_placed));
  for (guint i = 0; i < n_sorted; i++)
    now[sorted[i]]++;
  for (guint i = 0; i < self->n_user_order; i++)
    {
      PlCard card = self->user_order[i];

      if (placed[card] < now[card])
        {
          out[n++] = card;
          placed[card]++;
        }
    }
  /* Which of the sorted cards are already out (the first copies). */
  for (guint i = 0; i < n_sorted; i++)
    if (placed[sorted[i]] > 0)
      {
        placed[sorted[i]]--;
        sorted_placed[i] = TRUE;
      }

  for (guint i = 0; i < n_sorted; i++)
    {
      guint at = 0;

      if (sorted_placed[i])
        continue;
      for (gint j = (gint) i - 1; j >= 0; j--)
        if (sorted_placed[j])
          {
            for (guint k = 0; k < n; k++)
              if (out[k] == sorted[j])
                at = k + 1;
            break;
          }
      memmove (&out[at + 1], &out[at], (n - at) * sizeof (PlCard));
      out[at] = sorted[i];
      n++;
      sorted_placed[i] = TRUE;
    }

  memcpy (self->user_order, out, n * sizeof (PlCard));
  self->n_user_order = n;
  return n;
}

static void
pl_table_update_hands (PlTable *self)
{
  for (guint seat = 0; seat < PL_MAX_SEATS; seat++)
    {
      PlCard sorted[64], cards[64];
      gboolean face_up[64];
      gint seats[64];
      guint n, size;

      if (self->state == NULL || seat >= self->n_seats)
        {
          pl_card_list_clear (self->hands[seat]);
          continue;
        }

      /* A table for review shows every hand as its own seat sees it. */
      if (self->view != NULL && self->view->hand != NULL)
        n = self->view->hand (self->state, self->review ? seat : self->human, seat, sorted);
      else
        n = pl_table_generic_hand (self, seat, sorted);
      if (seat == self->human && self->user_ordered)
        n = pl_table_merge_user_order (self, sorted, n, cards);
      else
        memcpy (cards, sorted, n * sizeof (PlCard));
      for (guint i = 0; i < n; i++)
        face_up[i] = TRUE;

      /* The rest are backs: the view learns how many, never which. */
      size = self->view != NULL && self->view->hand_size != NULL
             ? self->view->hand_size (self->state, seat) : n;
      for (; n < size && n < G_N_ELEMENTS (cards); n++)
        {
          cards[n] = PL_CARD_NONE;
          face_up[n] = FALSE;
        }
      for (guint i = 0; i < n; i++)
        seats[i] = (gint) seat;
      pl_card_list_set (self->hands[seat], cards, face_up, seats, n);
    }
}

static void
pl_table_update_melds (PlTable *self)
{
  for (guint seat = 0; seat < PL_MAX_SEATS; seat++)
    {
      PlCard cards[64];
      gint seats[64];
      guint n = 0;

      if (self->state != NULL && seat < self->n_seats &&
          self->view != NULL && self->view->melds != NULL)
        n = self->view->melds (self->state, seat, cards);
      for (guint i = 0; i < n; i++)
        seats[i] = (gint) seat;
      pl_card_list_set (self->melds[seat], cards, NULL, seats, n);
    }
}

static void
pl_table_update_floor (PlTable *self)
{
  PlCard cards[64];
  guint piles[64];
  gint owners[64];
  guint n = 0;

  if (self->state != NULL && self->view != NULL && self->view->floor != NULL)
    n = MIN (self->view->floor (self->state, cards, piles, owners), G_N_ELEMENTS (cards));
  pl_card_list_set_piles (self->floor, cards, NULL, owners, piles, n);
}

static void
pl_table_update_tricks (PlTable *self)
{
  PlCard cards[PL_MAX_SEATS + 1];
  gint seats[PL_MAX_SEATS + 1];
  gboolean face_up[64];
  PlCard talon[64];
  guint n = 0, n_tricks, leader, winner;

  if (self->state == NULL || self->view == NULL)
    {
      pl_card_list_clear (self->trick);
      pl_card_list_clear (self->talon);
      pl_card_list_clear (self->last_trick);
      return;
    }

  n = self->view->talon (self->state, self->human, talon, face_up);
  pl_card_list_set (self->talon, talon, face_up, NULL, n);

  n_tricks = self->view->n_tricks (self->state);
  n = 0;
  if (n_tricks == 0 ||
      !self->view->get_trick (self->state, n_tricks - 1, cards, seats, &n,
                              &leader, &winner))
    n = 0;
  pl_card_list_set (self->last_trick, cards, NULL, seats, n);

  /* A completed trick stays on the table until the next card is led, so
   * that a view which only follows this list shows every card played. */
  if (self->view->current_trick (self->state, cards, seats) == 0 &&
      n_tricks > 0)
    self->view->get_trick (self->state, n_tricks - 1, cards, seats, &n,
                           &leader, &winner);
  else
    n = self->view->current_trick (self->state, cards, seats);
  pl_card_list_set (self->trick, cards, NULL, seats, n);
}

static void
pl_table_update_seats (PlTable *self)
{
  for (guint seat = 0; seat < PL_MAX_SEATS; seat++)
    {
      g_autofree char *role = NULL;
      g_autofree char *said = NULL;
      gboolean is_declarer = FALSE;
      guint tricks = 0;

      if (self->state != NULL && seat < self->n_seats && self->view != NULL)
        {
          const PlScoreSheet *sheet = self->sheets[PL_SCORE_SHEET_BOOK];
          gint total = sheet != NULL && seat < pl_score_sheet_get_n_players (sheet)
                       ? pl_score_sheet_get_total (sheet, seat) : 0;

          self->view->seat_info (self->state, self->record, seat, total, &role,
                                 &is_declarer, &said, &tricks);
        }
      pl_seat_update (self->seats[seat], role,
                      self->state != NULL && seat == self->dealer,
                      is_declarer, said, tricks);
    }
}

/* Brings the hands, the melds, the floor, the trick, the talon and the
 * seat labels in line with the state, as the human may see them. */
void
pl_table_update_lists (PlTable *self)
{
  pl_table_update_hands (self);
  pl_table_update_melds (self);
  pl_table_update_floor (self);
  pl_table_update_tricks (self);
  pl_table_update_seats (self);
}

void
pl_table_move_in_hand (PlTable *self,
                       guint    from,
                       guint    to)
{
  PlCardList *hand;
  PlCard cards[64];
  gboolean face_up[64];
  gint seats[64];
  guint n;
  PlCard card;

  g_return_if_fail (PL_IS_TABLE (self));

  hand = self->hands[self->human];
  n = pl_card_list_get_n_cards (hand);
  if (from >= n || to >= n || from == to)
    return;

  for (guint i = 0; i < n; i++)
    cards[i] = pl_card_list_get_card (hand, i);
  card = cards[from];
  if (from < to)
    memmove (&cards[from], &cards[from + 1], (to - from) * sizeof (PlCard));
  else
    memmove (&cards[to + 1], &cards[to], (from - to) * sizeof (PlCard));
  cards[to] = card;

  for (guint i = 0; i < n; i++)
    {
      PlCardItem *item = pl_card_list_get_item (hand, i);

      /* The human's own cards are all face up; keep whatever the list
       * says in case a game ever hides some of them. */
      face_up[i] = pl_card_item_get_face_up (item) ||
                   cards[i] != PL_CARD_NONE;
      seats[i] = (gint) self->human;
    }
  memcpy (self->user_order, cards, n * sizeof (PlCard));
  self->n_user_order = n;
  self->user_ordered = TRUE;
  pl_card_list_set (hand, cards, face_up, seats, n);
}
