/* pl-card-list.c — a GListModel of cards: a hand, the trick, the skat or stock, a pile
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-card-list"

#include "pl-card-list.h"

/* PlCardItem */

struct _PlCardItem
{
  GObject  parent_instance;

  PlCard   card;
  gboolean face_up;
  gint     seat;
  guint    pile;
};

G_DEFINE_FINAL_TYPE (PlCardItem, pl_card_item, G_TYPE_OBJECT)

static void
pl_card_item_class_init (PlCardItemClass *klass)
{
}

static void
pl_card_item_init (PlCardItem *self)
{
  self->card = PL_CARD_NONE;
  self->seat = -1;
}

PlCardItem *
pl_card_item_new (PlCard   card,
                  gboolean face_up,
                  gint     seat)
{
  PlCardItem *self = g_object_new (PL_TYPE_CARD_ITEM, NULL);

  self->card = card;
  self->face_up = face_up != FALSE;
  self->seat = seat;
  return self;
}

PlCard
pl_card_item_get_card (PlCardItem *self)
{
  g_return_val_if_fail (PL_IS_CARD_ITEM (self), PL_CARD_NONE);

  return self->card;
}

gboolean
pl_card_item_get_face_up (PlCardItem *self)
{
  g_return_val_if_fail (PL_IS_CARD_ITEM (self), FALSE);

  return self->face_up;
}

gint
pl_card_item_get_seat (PlCardItem *self)
{
  g_return_val_if_fail (PL_IS_CARD_ITEM (self), -1);

  return self->seat;
}

guint
pl_card_item_get_pile (PlCardItem *self)
{
  g_return_val_if_fail (PL_IS_CARD_ITEM (self), 0);

  return self->pile;
}

static gboolean
pl_card_item_same (PlCardItem *item,
                   PlCard      card,
                   gboolean    face_up,
                   gint        seat,
                   guint       pile)
{
  return item->card == card && item->face_up == (face_up != FALSE) &&
         item->seat == seat && item->pile == pile;
}

/* PlCardList */

struct _PlCardList
{
  GObject    parent_instance;

  GPtrArray *items;   /* of PlCardItem, owned */
};

static void pl_card_list_model_init (GListModelInterface *iface);

G_DEFINE_FINAL_TYPE_WITH_CODE (PlCardList, pl_card_list, G_TYPE_OBJECT,
                               G_IMPLEMENT_INTERFACE (G_TYPE_LIST_MODEL,
                                                      pl_card_list_model_init))

static GType
pl_card_list_get_item_type (GListModel *model)
{
  return PL_TYPE_CARD_ITEM;
}

static guint
pl_card_list_get_n_items (GListModel *model)
{
  return PL_CARD_LIST (model)->items->len;
}

static gpointer
pl_card_list_model_get_item (GListModel *model,
                             guint       position)
{
  PlCardList *self = PL_CARD_LIST (model);

  if (position >= self->items->len)
    return NULL;
  return g_object_ref (g_ptr_array_index (self->items, position));
}

static void
pl_card_list_model_init (GListModelInterface *iface)
{
  iface->get_item_type = pl_card_list_get_item_type;
  iface->get_n_items = pl_card_list_get_n_items;
  iface->get_item = pl_card_list_model_get_item;
}

static void
pl_card_list_finalize (GObject *object)
{
  PlCardList *self = PL_CARD_LIST (object);

  g_clear_pointer (&self->items, g_ptr_array_unref);

  G_OBJECT_CLASS (pl_card_list_parent_class)->finalize (object);
}

static void
pl_card_list_class_init (PlCardListClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = pl_card_list_finalize;
}

static void
pl_card_list_init (PlCardList *self)
{
  self->items = g_ptr_array_new_with_free_func (g_object_unref);
}

PlCardList *
pl_card_list_new (void)
{
  return g_object_new (PL_TYPE_CARD_LIST, NULL);
}

void
pl_card_list_set (PlCardList     *self,
                  const PlCard   *cards,
                  const gboolean *face_up,
                  const gint     *seats,
                  guint           n_cards)
{
  pl_card_list_set_piles (self, cards, face_up, seats, NULL, n_cards);
}

void
pl_card_list_set_piles (PlCardList     *self,
                        const PlCard   *cards,
                        const gboolean *face_up,
                        const gint     *seats,
                        const guint    *piles,
                        guint           n_cards)
{
  guint old_len, prefix = 0, suffix = 0, removed, added;

  g_return_if_fail (PL_IS_CARD_LIST (self));
  g_return_if_fail (cards != NULL || n_cards == 0);

  /* The smallest change a simple diff finds: keep the common prefix and
   * suffix and replace what lies between.  A card played from a hand is
   * then one removal, a card added to the trick one addition, so the view
   * animates exactly the cards that moved. */
  old_len = self->items->len;
#define NEW_FACE_UP(i) (face_up != NULL ? face_up[i] : TRUE)
#define NEW_SEAT(i) (seats != NULL ? seats[i] : -1)
#define NEW_PILE(i) (piles != NULL ? piles[i] : 0)
  while (prefix < old_len && prefix < n_cards &&
         pl_card_item_same (g_ptr_array_index (self->items, prefix),
                            cards[prefix], NEW_FACE_UP (prefix),
                            NEW_SEAT (prefix), NEW_PILE (prefix)))
    prefix++;
  while (suffix < old_len - prefix && suffix < n_cards - prefix &&
         pl_card_item_same (g_ptr_array_index (self->items,
                                               old_len - 1 - suffix),
                            cards[n_cards - 1 - suffix],
                            NEW_FACE_UP (n_cards - 1 - suffix),
                            NEW_SEAT (n_cards - 1 - suffix),
                            NEW_PILE (n_cards - 1 - suffix)))
    suffix++;

  removed = old_len - prefix - suffix;
  added = n_cards - prefix - suffix;
  if (removed == 0 && added == 0)
    return;

  g_ptr_array_remove_range (self->items, prefix, removed);
  for (guint i = 0; i < added; i++)
    {
      guint k = prefix + i;

      PlCardItem *item = pl_card_item_new (cards[k], NEW_FACE_UP (k), NEW_SEAT (k));

      item->pile = NEW_PILE (k);
      g_ptr_array_insert (self->items, (gint) k, item);
    }
#undef NEW_FACE_UP
#undef NEW_SEAT
#undef NEW_PILE

  g_list_model_items_changed (G_LIST_MODEL (self), prefix, removed, added);
}

void
pl_card_list_clear (PlCardList *self)
{
  g_return_if_fail (PL_IS_CARD_LIST (self));

  pl_card_list_set (self, NULL, NULL, NULL, 0);
}

/* Borrowed: the list keeps it. */
PlCardItem *
pl_card_list_get_item (PlCardList *self,
                       guint       position)
{
  g_return_val_if_fail (PL_IS_CARD_LIST (self), NULL);

  if (position >= self->items->len)
    return NULL;
  return g_ptr_array_index (self->items, position);
}

PlCard
pl_card_list_get_card (PlCardList *self,
                       guint       position)
{
  g_return_val_if_fail (PL_IS_CARD_LIST (self), PL_CARD_NONE);

  if (position >= self->items->len)
    return PL_CARD_NONE;
  return ((PlCardItem *) g_ptr_array_index (self->items, position))->card;
}

guint
pl_card_list_get_n_cards (PlCardList *self)
{
  g_return_val_if_fail (PL_IS_CARD_LIST (self), 0);

  return self->items->len;
}

gint
pl_card_list_find (PlCardList *self,
                   PlCard      card)
{
  g_return_val_if_fail (PL_IS_CARD_LIST (self), -1);

  if (card == PL_CARD_NONE)
    return -1;
  for (guint i = 0; i < self->items->len; i++)
    if (((PlCardItem *) g_ptr_array_index (self->items, i))->card == card)
      return (gint) i;
  return -1;
}
