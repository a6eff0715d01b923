/* test-table-layout.c — the table's layout, checked without a display
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-test"

#include <math.h>

#include "pl-table-layout.h"

/* The window sizes the issue names: a phone-sized portrait window up to a
 * full-HD screen. */
static const struct {
  int width;
  int height;
} sizes[] = {
  { 360, 640 },
  { 800, 600 },
  { 1280, 800 },
  { 1920, 1080 },
  { 1024, 576 },
  { 480, 360 },
};

/* The parlour deck's aspect (about 2.5 × 3.5 inches) and a squarer one. */
static const double aspects[] = { 0.714, 0.66 };

static void
fill_params (PlLayoutParams *p,
             int             width,
             int             height,
             guint           n_seats,
             double          aspect)
{
  memset (p, 0, sizeof *p);
  p->width = width;
  p->height = height;
  p->n_seats = n_seats;
  p->human_seat = 0;
  p->aspect = aspect;
  p->max_hand_size = 12;
  /* The worst moment of a Skat deal: the declarer holds twelve cards
   * (the skat taken up), the others ten; the trick is full. */
  for (guint s = 0; s < n_seats; s++)
    p->hand_sizes[s] = s == 0 ? 12 : 10;
  p->trick_size = n_seats;
  for (guint s = 0; s < n_seats; s++)
    p->trick_seats[s] = s;
  p->talon_size = 2;
}

static gboolean
rect_inside_window (const PlLayoutRect *r,
                    int                 width,
                    int                 height)
{
  return r->x >= -0.01 && r->y >= -0.01 &&
         r->x + r->width <= width + 0.01 && r->y + r->height <= height + 0.01;
}

static void
assert_card_inside (const PlLayoutCard *card,
                    int                 width,
                    int                 height,
                    const char         *what)
{
  PlLayoutRect r = pl_layout_card_get_bounds (card);

  if (!rect_inside_window (&r, width, height))
    g_error ("%dx%d: %s at (%.1f, %.1f) %.1f×%.1f leaves the window",
             width, height, what, r.x, r.y, r.width, r.height);
}

static void
check_layout (const PlLayoutParams *p)
{
  PlTableLayout layout;
  const PlLayoutSeat *human;

  pl_table_layout_compute (&layout, p);
  human = &layout.seats[p->human_seat];

  g_test_message ("%dx%d, %u seats: card %.0f px", p->width, p->height,
                  p->n_seats, layout.card_width);

  /* Cards scale with the window, readable at the smallest and calm at the
   * largest. */
  g_assert_cmpfloat (layout.card_width, <=, 140.0);
  /* (A window lower than 576 px gets smaller cards still.) */
  if (p->height >= 576)
    g_assert_cmpfloat (layout.card_width, >=, 40.0);
  g_assert_cmpfloat (layout.card_width, >=, 24.0);
  g_assert_cmpuint (human->n_cards, ==, p->hand_sizes[p->human_seat]);

  /* Nothing leaves the window: every hand (the human's cards raised as a
   * selected card is), the trick, the talon and the piles. */
  for (guint s = 0; s < p->n_seats; s++)
    {
      const PlLayoutSeat *seat = &layout.seats[s];

      for (guint i = 0; i < seat->n_cards; i++)
        {
          PlLayoutCard c = seat->cards[i];

          assert_card_inside (&c, p->width, p->height, "a hand card");
          if (s == p->human_seat)
            {
              c.y -= layout.raise;
              assert_card_inside (&c, p->width, p->height, "a raised card");
            }
        }
      assert_card_inside (&seat->pile, p->width, p->height, "a pile");
      assert_card_inside (&seat->trick_card, p->width, p->height, "a trick card");
    }
  for (guint i = 0; i < layout.n_talon; i++)
    assert_card_inside (&layout.talon[i], p->width, p->height, "the talon");
  g_assert_cmpuint (layout.n_trick, ==, p->trick_size);

  /* Each card of the human's hand keeps at least 12 px visible (the next
   * card covers the rest), and its index corner: a quarter of the card. */
  for (guint i = 1; i < human->n_cards; i++)
    {
      double step = human->cards[i].x - human->cards[i - 1].x;

      g_assert_cmpfloat (step, >=, PL_LAYOUT_MIN_VISIBLE);
      g_assert_cmpfloat (step, >=, 0.25 * layout.card_width);
    }

  /* The trick and the talon do not overlap the hand, even with a card of
   * it raised; nor do the other hands. */
  for (guint i = 0; i < human->n_cards; i++)
    {
      PlLayoutCard c = human->cards[i];
      PlLayoutRect r;

      c.y -= layout.raise;
      r = pl_layout_card_get_bounds (&c);
      r.height += layout.raise;
      for (guint j = 0; j < layout.n_trick; j++)
        {
          PlLayoutRect t = pl_layout_card_get_bounds (&layout.trick[j]);
          g_assert_false (pl_layout_rect_intersects (&r, &t));
        }
      for (guint j = 0; j < layout.n_talon; j++)
        {
          PlLayoutRect t = pl_layout_card_get_bounds (&layout.talon[j]);
          g_assert_false (pl_layout_rect_intersects (&r, &t));
        }
      for (guint s = 0; s < p->n_seats; s++)
        if (s != p->human_seat)
          g_assert_false (pl_layout_rect_intersects (&r, &layout.seats[s].hand_box));
    }
  g_assert_false (pl_layout_rect_intersects (&layout.trick_area, &layout.hand_area));
  g_assert_false (pl_layout_rect_intersects (&layout.talon_area, &layout.hand_area));

  /* The other hands do not lie on the trick or the talon. */
  for (guint s = 0; s < p->n_seats; s++)
    {
      if (s == p->human_seat)
        continue;
      for (guint j = 0; j < layout.n_trick; j++)
        {
          PlLayoutRect t = pl_layout_card_get_bounds (&layout.trick[j]);
          g_assert_false (pl_layout_rect_intersects (&layout.seats[s].hand_box, &t));
        }
      for (guint j = 0; j < layout.n_talon; j++)
        {
          PlLayoutRect t = pl_layout_card_get_bounds (&layout.talon[j]);
          g_assert_false (pl_layout_rect_intersects (&layout.seats[s].hand_box, &t));
        }
    }
}

static void
test_layout_fits (gconstpointer data)
{
  guint n_seats = GPOINTER_TO_UINT (data);

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    for (guint a = 0; a < G_N_ELEMENTS (aspects); a++)
      {
        PlLayoutParams p;

        fill_params (&p, sizes[i].width, sizes[i].height, n_seats, aspects[a]);
        check_layout (&p);

        /* The human need not be seat 0. */
        p.human_seat = 1;
        check_layout (&p);
      }
}

static void
test_layout_ouvert (void)
{
  /* Ouvert: the declarer's hand lies open for everyone; its cards must be
   * readable (each index strip at least 12 px). */
  for (guint n_seats = 3; n_seats <= 4; n_seats++)
    for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
      for (guint open = 1; open < n_seats; open++)
        {
          PlLayoutParams p;
          PlTableLayout layout;
          const PlLayoutSeat *seat;

          fill_params (&p, sizes[i].width, sizes[i].height, n_seats, aspects[0]);
          p.hand_open[open] = TRUE;
          check_layout (&p);

          pl_table_layout_compute (&layout, &p);
          seat = &layout.seats[open];
          g_assert_cmpuint (seat->n_cards, ==, 10);
          for (guint c = 0; c < seat->n_cards; c++)
            g_assert_cmpfloat (seat->cards[c].angle, ==, 0.0);
          for (guint c = 1; c < seat->n_cards; c++)
            {
              double d = fabs (seat->cards[c].x - seat->cards[c - 1].x) +
                         fabs (seat->cards[c].y - seat->cards[c - 1].y);
              g_assert_cmpfloat (d, >=, PL_LAYOUT_MIN_VISIBLE);
            }
        }
}

static void
test_layout_scales (void)
{
  PlLayoutParams p;
  PlTableLayout small, large;

  fill_params (&p, 360, 640, 3, aspects[0]);
  pl_table_layout_compute (&small, &p);
  fill_params (&p, 1920, 1080, 3, aspects[0]);
  pl_table_layout_compute (&large, &p);

  g_assert_cmpfloat (small.card_width, <, large.card_width);
  g_assert_cmpfloat (small.card_width, <=, 80);
  g_assert_cmpfloat (large.card_width, ==, 140);

  /* A hand with fewer cards keeps the card size and spacing. */
  fill_params (&p, 1280, 800, 3, aspects[0]);
  pl_table_layout_compute (&large, &p);
  p.hand_sizes[0] = 3;
  pl_table_layout_compute (&small, &p);
  g_assert_cmpfloat (small.card_width, ==, large.card_width);
  g_assert_cmpfloat_with_epsilon (small.seats[0].cards[1].x - small.seats[0].cards[0].x,
                                  large.seats[0].cards[1].x - large.seats[0].cards[0].x,
                                  1e-9);
}

static void
test_layout_sides (void)
{
  static const struct {
    guint n_seats;
    guint human;
    guint seat;
    PlLayoutSide side;
  } cases[] = {
    { 3, 0, 0, PL_LAYOUT_SIDE_BOTTOM },
    { 3, 0, 1, PL_LAYOUT_SIDE_LEFT },    /* play goes clockwise */
    { 3, 0, 2, PL_LAYOUT_SIDE_RIGHT },
    { 3, 2, 0, PL_LAYOUT_SIDE_LEFT },
    { 4, 0, 2, PL_LAYOUT_SIDE_TOP },
    { 4, 1, 0, PL_LAYOUT_SIDE_RIGHT },
    { 4, 3, 3, PL_LAYOUT_SIDE_BOTTOM },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    g_assert_cmpint (pl_table_layout_side_of_seat (cases[i].seat, cases[i].human,
                                                   cases[i].n_seats),
                     ==, cases[i].side);
}

static void
test_layout_targets (void)
{
  PlLayoutParams p;
  PlTableLayout layout;
  const PlLayoutSeat *human;

  fill_params (&p, 1280, 800, 3, aspects[0]);
  pl_table_layout_compute (&layout, &p);
  human = &layout.seats[0];

  /* Each trick card lies inside the trick's drop target. */
  for (guint i = 0; i < layout.n_trick; i++)
    g_assert_true (pl_layout_rect_contains (&layout.trick_area, layout.trick[i].x,
                                            layout.trick[i].y));
  g_assert_true (pl_layout_rect_contains (&layout.talon_area, layout.talon[0].x,
                                          layout.talon[0].y));

  /* A drop on a card of the hand goes to that card's place. */
  for (guint i = 0; i < human->n_cards; i++)
    g_assert_cmpuint (pl_table_layout_hand_index_at (&layout, 0, human->cards[i].x + 1), ==, i);
  g_assert_cmpuint (pl_table_layout_hand_index_at (&layout, 0, -100), ==, 0);
  g_assert_cmpuint (pl_table_layout_hand_index_at (&layout, 0, 5000), ==, human->n_cards - 1);

  /* A trick card lies in front of who played it: the human's below the
   * middle, the left seat's to the left. */
  g_assert_cmpfloat (layout.seats[0].trick_card.y, >, layout.seats[1].trick_card.y);
  g_assert_cmpfloat (layout.seats[1].trick_card.x, <, layout.seats[2].trick_card.x);
}

static void
test_layout_absurd (void)
{
  PlLayoutParams p;
  PlTableLayout layout;

  /* Tiny or nonsensical input gives some layout, never a crash. */
  fill_params (&p, 0, 0, 4, 0.0);
  p.n_seats = 7;
  p.hand_sizes[0] = 1000;
  p.trick_size = 99;
  p.talon_size = 1000;
  pl_table_layout_compute (&layout, &p);
  g_assert_cmpuint (layout.n_seats, ==, 4);
  g_assert_cmpuint (layout.seats[0].n_cards, <=, PL_LAYOUT_MAX_HAND);
  g_assert_cmpuint (layout.n_talon, <=, PL_LAYOUT_MAX_TALON);
  g_assert_cmpuint (layout.n_trick, <=, 4);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_data_func ("/table-layout/fits/3-seats", GUINT_TO_POINTER (3), test_layout_fits);
  g_test_add_data_func ("/table-layout/fits/4-seats", GUINT_TO_POINTER (4), test_layout_fits);
  g_test_add_func ("/table-layout/ouvert", test_layout_ouvert);
  g_test_add_func ("/table-layout/scales", test_layout_scales);
  g_test_add_func ("/table-layout/sides", test_layout_sides);
  g_test_add_func ("/table-layout/targets", test_layout_targets);
  g_test_add_func ("/table-layout/absurd", test_layout_absurd);

  return g_test_run ();
}
