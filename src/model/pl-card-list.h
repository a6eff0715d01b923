/* pl-card-list.h — a GListModel of cards: a hand, the trick, the skat or stock, a pile
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "pl-card.h"

G_BEGIN_DECLS

/*
 * PlCardItem: one card as the view sees it.  Items are immutable; a card
 * that turns face up is a new item.  @seat is who played it (in a trick) or
 * whose it is (in a hand, or a build on the floor), -1 where that means
 * nothing (the skat, stock, a loose card).  @pile is the pile it lies in
 * on the floor (cards lying on the table, Cassino's: each loose card a
 * pile of one, a build a pile of several), 0 in other lists.
 */
#define PL_TYPE_CARD_ITEM (pl_card_item_get_type ())
G_DECLARE_FINAL_TYPE (PlCardItem, pl_card_item, PL, CARD_ITEM, GObject)

PlCardItem *pl_card_item_new         (PlCard      card,
                                      gboolean    face_up,
                                      gint        seat);
/* PL_CARD_NONE when the card is face down and its face unknown to the
 * viewer (the view draws the back). */
PlCard      pl_card_item_get_card    (PlCardItem *self);
gboolean    pl_card_item_get_face_up (PlCardItem *self);
gint        pl_card_item_get_seat    (PlCardItem *self);
guint       pl_card_item_get_pile    (PlCardItem *self);

/*
 * PlCardList: the hands, the trick, the skat (or Bézique's stock) and the
 * won-trick piles are all lists of cards; DESIGN.md's PlHand, PlTrick and
 * PlTalon are this one class, and the table says which list is which.
 * pl_card_list_set() replaces the contents and emits the smallest
 * items-changed it can (a card played from a hand is one removal), so that
 * the view animates exactly the cards that moved.
 */
#define PL_TYPE_CARD_LIST (pl_card_list_get_type ())
G_DECLARE_FINAL_TYPE (PlCardList, pl_card_list, PL, CARD_LIST, GObject)

PlCardList *pl_card_list_new         (void);
/* @cards in display order; @face_up and @seats may be NULL (all face up,
 * seat -1). */
void        pl_card_list_set         (PlCardList   *self,
                                      const PlCard *cards,
                                      const gboolean *face_up,
                                      const gint   *seats,
                                      guint         n_cards);
/* The same with the pile of each card (@piles may be NULL: all 0). */
void        pl_card_list_set_piles   (PlCardList   *self,
                                      const PlCard *cards,
                                      const gboolean *face_up,
                                      const gint   *seats,
                                      const guint  *piles,
                                      guint         n_cards);
void        pl_card_list_clear       (PlCardList   *self);
PlCardItem *pl_card_list_get_item    (PlCardList   *self,
                                      guint         position);
PlCard      pl_card_list_get_card    (PlCardList   *self,
                                      guint         position);
guint       pl_card_list_get_n_cards (PlCardList   *self);
/* The position of @card, or -1. */
gint        pl_card_list_find        (PlCardList   *self,
                                      PlCard        card);

G_END_DECLS
