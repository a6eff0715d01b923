/* test-model-card-list.c — PlCardList emits exactly the change that happened
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-test"

#include "pl-card-list.h"

typedef struct {
  guint n_signals;
  guint position, removed, added;
} Change;

static void
items_changed_cb (GListModel *model,
                  guint       position,
                  guint       removed,
                  guint       added,
                  Change     *change)
{
  change->n_signals++;
  change->position = position;
  change->removed = removed;
  change->added = added;
}

static PlCard
card (const char *text)
{
  PlCard c = PL_CARD_NONE;

  g_assert_true (pl_card_from_string (text, &c));
  return c;
}

static void
set_cards (PlCardList *list,
           const char *text)
{
  g_auto(GStrv) words = g_strsplit (text, " ", -1);
  PlCard cards[64];
  guint n = 0;

  for (guint i = 0; words[i] != NULL; i++)
    if (*words[i] != '\0')
      cards[n++] = card (words[i]);
  pl_card_list_set (list, cards, NULL, NULL, n);
}

/* Table-driven: from one hand to the next, the one items-changed the view
 * must see (a card played from a hand is one removal at its place). */
static void
test_card_list_changes (void)
{
  static const struct {
    const char *before;
    const char *after;
    guint n_signals, position, removed, added;
  } cases[] = {
    { "", "CJ SJ HA", 1, 0, 0, 3 },
    { "CJ SJ HA HT D7", "CJ SJ HT D7", 1, 2, 1, 0 },     /* one card played */
    { "CJ SJ HA HT D7", "SJ HA HT D7", 1, 0, 1, 0 },     /* the first */
    { "CJ SJ HA HT D7", "CJ SJ HA HT", 1, 4, 1, 0 },     /* the last */
    { "CJ SJ HA", "CJ SJ HA", 0, 0, 0, 0 },              /* no change */
    { "CJ SJ HA", "CJ DA HA", 1, 1, 1, 1 },              /* one replaced */
    { "CJ HA", "CJ SJ HA", 1, 1, 0, 1 },                 /* one inserted */
    { "CJ SJ HA", "", 1, 0, 3, 0 },                      /* cleared */
    { "CJ SJ HA HT", "HT HA SJ CJ", 1, 0, 4, 4 },        /* reversed */
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(PlCardList) list = pl_card_list_new ();
      Change change = { 0, };

      set_cards (list, cases[i].before);
      g_signal_connect (list, "items-changed",
                        G_CALLBACK (items_changed_cb), &change);
      set_cards (list, cases[i].after);

      g_test_message ("case %u: “%s” → “%s”", i, cases[i].before,
                      cases[i].after);
      g_assert_cmpuint (change.n_signals, ==, cases[i].n_signals);
      if (change.n_signals > 0)
        {
          g_assert_cmpuint (change.position, ==, cases[i].position);
          g_assert_cmpuint (change.removed, ==, cases[i].removed);
          g_assert_cmpuint (change.added, ==, cases[i].added);
        }
    }
}

/* A card that turns face up is a new item, so the view sees the change. */
static void
test_card_list_face (void)
{
  g_autoptr(PlCardList) list = pl_card_list_new ();
  const PlCard down[2] = { PL_CARD_NONE, PL_CARD_NONE };
  const PlCard up[2] = { PL_CARD (PL_SUIT_HEARTS, PL_RANK_ACE),
                         PL_CARD (PL_SUIT_CLUBS, PL_RANK_7) };
  const gboolean face_down[2] = { FALSE, FALSE };
  const gint seats[2] = { 2, 2 };
  Change change = { 0, };

  pl_card_list_set (list, down, face_down, seats, 2);
  g_signal_connect (list, "items-changed", G_CALLBACK (items_changed_cb),
                    &change);
  pl_card_list_set (list, down, face_down, seats, 2);
  g_assert_cmpuint (change.n_signals, ==, 0);

  pl_card_list_set (list, up, NULL, seats, 2);
  g_assert_cmpuint (change.n_signals, ==, 1);
  g_assert_cmpuint (change.position, ==, 0);
  g_assert_cmpuint (change.removed, ==, 2);
  g_assert_cmpuint (change.added, ==, 2);

  /* Played from a face-down hand: one removal at the end. */
  pl_card_list_set (list, down, face_down, seats, 2);
  pl_card_list_set (list, down, face_down, seats, 1);
  g_assert_cmpuint (change.n_signals, ==, 3);
  g_assert_cmpuint (change.position, ==, 1);
  g_assert_cmpuint (change.removed, ==, 1);
  g_assert_cmpuint (change.added, ==, 0);

  pl_card_list_clear (list);
  g_assert_cmpuint (pl_card_list_get_n_cards (list), ==, 0);
  g_assert_cmpuint (change.n_signals, ==, 4);
}

static void
test_card_list_items (void)
{
  g_autoptr(PlCardList) list = pl_card_list_new ();
  g_autoptr(PlCardItem) item = NULL;
  const PlCard cards[3] = { card ("CJ"), PL_CARD_NONE, card ("DT") };
  const gboolean face_up[3] = { TRUE, FALSE, TRUE };
  const gint seats[3] = { 0, 1, 2 };

  pl_card_list_set (list, cards, face_up, seats, 3);
  g_assert_true (g_list_model_get_item_type (G_LIST_MODEL (list)) ==
                 PL_TYPE_CARD_ITEM);
  g_assert_cmpuint (g_list_model_get_n_items (G_LIST_MODEL (list)), ==, 3);
  g_assert_null (g_list_model_get_item (G_LIST_MODEL (list), 3));

  item = g_list_model_get_item (G_LIST_MODEL (list), 1);
  g_assert_cmpuint (pl_card_item_get_card (item), ==, PL_CARD_NONE);
  g_assert_false (pl_card_item_get_face_up (item));
  g_assert_cmpint (pl_card_item_get_seat (item), ==, 1);

  g_assert_cmpuint (pl_card_list_get_card (list, 2), ==, card ("DT"));
  g_assert_true (pl_card_item_get_face_up (pl_card_list_get_item (list, 2)));
  g_assert_cmpint (pl_card_item_get_seat (pl_card_list_get_item (list, 0)),
                   ==, 0);
  g_assert_cmpint (pl_card_list_find (list, card ("DT")), ==, 2);
  g_assert_cmpint (pl_card_list_find (list, card ("HA")), ==, -1);
  g_assert_cmpint (pl_card_list_find (list, PL_CARD_NONE), ==, -1);
  g_assert_cmpuint (pl_card_list_get_card (list, 7), ==, PL_CARD_NONE);

  /* Defaults: face up, no seat. */
  g_clear_object (&item);
  item = pl_card_item_new (card ("S7"), TRUE, -1);
  g_assert_cmpuint (pl_card_item_get_card (item), ==, card ("S7"));
  pl_card_list_set (list, cards, NULL, NULL, 1);
  g_assert_true (pl_card_item_get_face_up (pl_card_list_get_item (list, 0)));
  g_assert_cmpint (pl_card_item_get_seat (pl_card_list_get_item (list, 0)),
                   ==, -1);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/model/card-list/changes", test_card_list_changes);
  g_test_add_func ("/model/card-list/face", test_card_list_face);
  g_test_add_func ("/model/card-list/items", test_card_list_items);

  return g_test_run ();
}
