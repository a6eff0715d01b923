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
    { 2, 0, 0, PL_LAYOUT_SIDE_BOTTOM },  /* face to face */
    { 2, 0, 1, PL_LAYOUT_SIDE_TOP },
    { 2, 1, 0, PL_LAYOUT_SIDE_TOP },
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

/* Two seats (Bézique) ------------------------------------------------------------ */

/* The worst moment of a Bézique deal for the layout: both hands of eight,
 * eight declared cards before each player (more than a hand of eight
 * allows at once, so every row is at its widest), the trick full and the
 * stock untouched with its turn-up (Foster: eight cards each, the
 * seventeenth turned up, forty-seven in the stock). */
static void
fill_two_params (PlLayoutParams *p,
                 int             width,
                 int             height,
                 double          aspect)
{
  memset (p, 0, sizeof *p);
  p->width = width;
  p->height = height;
  p->n_seats = 2;
  p->aspect = aspect;
  p->max_hand_size = 8;
  p->max_meld_size = 8;
  for (guint s = 0; s < 2; s++)
    {
      p->hand_sizes[s] = 8;
      p->meld_sizes[s] = 8;
      p->trick_seats[s] = s;
    }
  p->trick_size = 2;
  p->talon_stock = TRUE;
  p->talon_turnup = TRUE;
  p->talon_size = 48;
  p->label_height = 30;
  p->talon_label_height = 20;
}

/* A seat label at its largest: as wide as it may be, as high as the
 * layout was told. */
static PlLayoutRect
label_box (const PlLayoutSeat *seat,
           double              height)
{
  double w = seat->label_max_width;

  return (PlLayoutRect) { seat->label_x - seat->label_xalign * w,
                          seat->label_y - seat->label_yalign * height, w, height };
}

static void
assert_apart (const PlLayoutRect *a,
              const PlLayoutRect *b,
              const PlLayoutParams *p,
              const char         *what)
{
  if (pl_layout_rect_intersects (a, b))
    g_error ("%dx%d: %s overlap: (%.1f, %.1f) %.1f×%.1f and (%.1f, %.1f) %.1f×%.1f",
             p->width, p->height, what, a->x, a->y, a->width, a->height,
             b->x, b->y, b->width, b->height);
}

static void
check_two_layout (const PlLayoutParams *p)
{
  PlTableLayout layout;
  const PlLayoutSeat *human, *other;
  PlLayoutRect stock_label, human_label, other_label;
  guint h = p->human_seat, o = (p->human_seat + 1) % 2;

  pl_table_layout_compute (&layout, p);
  human = &layout.seats[h];
  other = &layout.seats[o];

  g_test_message ("%dx%d, 2 seats: card %.0f px", p->width, p->height, layout.card_width);

  g_assert_cmpint (human->side, ==, PL_LAYOUT_SIDE_BOTTOM);
  g_assert_cmpint (other->side, ==, PL_LAYOUT_SIDE_TOP);
  g_assert_cmpuint (human->n_cards, ==, p->hand_sizes[h]);
  g_assert_cmpuint (human->n_melds, ==, p->meld_sizes[h]);
  g_assert_cmpuint (other->n_melds, ==, p->meld_sizes[o]);
  g_assert_cmpuint (layout.n_talon, ==, p->talon_size);
  g_assert_cmpuint (layout.n_trick, ==, p->trick_size);
  if (p->height >= 576)
    g_assert_cmpfloat (layout.card_width, >=, 40.0);

  /* Everything inside the window, a raised card of the hand or of the
   * melds too. */
  for (guint s = 0; s < 2; s++)
    {
      const PlLayoutSeat *seat = &layout.seats[s];

      for (guint i = 0; i < seat->n_cards; i++)
        {
          PlLayoutCard c = seat->cards[i];

          assert_card_inside (&c, p->width, p->height, "a hand card");
          c.y -= layout.raise;
          if (s == h)
            assert_card_inside (&c, p->width, p->height, "a raised card");
        }
      for (guint i = 0; i < seat->n_melds; i++)
        {
          PlLayoutCard c = seat->melds[i];

          assert_card_inside (&c, p->width, p->height, "a declared card");
          c.y -= layout.raise;
          assert_card_inside (&c, p->width, p->height, "a raised declared card");
        }
      assert_card_inside (&seat->pile, p->width, p->height, "a pile");
      assert_card_inside (&seat->trick_card, p->width, p->height, "a trick card");
    }
  for (guint i = 0; i < layout.n_talon; i++)
    assert_card_inside (&layout.talon[i], p->width, p->height, "the stock");

  /* The labels: the stock's count (some 80 px wide) and the seats'. */
  stock_label.width = MIN (80, layout.talon_label_max_width);
  stock_label.height = p->talon_label_height;
  stock_label.x = layout.talon_label_x - stock_label.width / 2;
  stock_label.y = layout.talon_label_y;
  human_label = label_box (human, p->label_height);
  other_label = label_box (other, p->label_height);
  g_assert_true (rect_inside_window (&stock_label, p->width, p->height));
  g_assert_true (rect_inside_window (&human_label, p->width, p->height));
  g_assert_true (rect_inside_window (&other_label, p->width, p->height));

  /* Nothing lies on what it must not: the human's hand (raised or not)
   * and his melds (raised or not), the trick, the stock and the labels. */
  {
    PlLayoutRect boxes[128];
    const char *names[128];
    guint group[128], n = 0;

#define ADD(r, name, g) G_STMT_START { g_assert_cmpuint (n, <, G_N_ELEMENTS (boxes)); boxes[n] = (r); names[n] = (name); group[n] = (g); n++; } G_STMT_END
    for (guint i = 0; i < human->n_cards; i++)
      {
        PlLayoutRect r = pl_layout_card_get_bounds (&human->cards[i]);

        r.y -= layout.raise;
        r.height += layout.raise;
        ADD (r, "the human's hand", 0);
      }
    for (guint i = 0; i < human->n_melds; i++)
      {
        PlLayoutRect r = pl_layout_card_get_bounds (&human->melds[i]);

        r.y -= layout.raise;
        r.height += layout.raise;
        ADD (r, "the human's melds", 1);
      }
    for (guint i = 0; i < other->n_melds; i++)
      ADD (pl_layout_card_get_bounds (&other->melds[i]), "the other's melds", 2);
    ADD (other->hand_box, "the other's hand", 3);
    for (guint i = 0; i < layout.n_trick; i++)
      ADD (pl_layout_card_get_bounds (&layout.trick[i]), "the trick", 4);
    for (guint i = 0; i < layout.n_talon; i++)
      ADD (pl_layout_card_get_bounds (&layout.talon[i]), "the stock", 5);
    ADD (stock_label, "the stock's count", 6);
    ADD (other_label, "the other's label", 7);
    ADD (pl_layout_card_get_bounds (&other->pile), "the other's pile", 8);
    /* (A raised card of the hand may pass over the human's own pile, as
     * at three and four seats.) */
    ADD (pl_layout_card_get_bounds (&human->pile), "the human's pile", 0);
#undef ADD

    for (guint i = 0; i < n; i++)
      for (guint j = i + 1; j < n; j++)
        if (group[i] != group[j])
          assert_apart (&boxes[i], &boxes[j], p, names[i]);

    /* The human's label lies clear of his hand and melds, as they lie. */
    for (guint i = 0; i < human->n_cards; i++)
      {
        PlLayoutRect r = pl_layout_card_get_bounds (&human->cards[i]);
        assert_apart (&human_label, &r, p, "the human's label and hand");
      }
    for (guint i = 0; i < n; i++)
      if (group[i] != 0)
        assert_apart (&human_label, &boxes[i], p, names[i]);
  }

  /* Declared cards read: each shows its index. */
  for (guint s = 0; s < 2; s++)
    for (guint i = 1; i < layout.seats[s].n_melds; i++)
      g_assert_cmpfloat (layout.seats[s].melds[i].x - layout.seats[s].melds[i - 1].x,
                         >=, MAX (PL_LAYOUT_MIN_VISIBLE, 0.25 * layout.card_width));

  /* The leader's card and the second lie apart enough to see both. */
  if (layout.n_trick == 2)
    g_assert_cmpfloat (fabs (layout.trick[1].x - layout.trick[0].x), >=,
                       0.3 * layout.card_width);

  /* Drop areas: the trick, the human's melds, his hand and the stock
   * each have their own; the cards lie in theirs. */
  assert_apart (&layout.trick_area, &layout.melds_area, p, "trick and melds areas");
  assert_apart (&layout.trick_area, &layout.hand_area, p, "trick and hand areas");
  assert_apart (&layout.melds_area, &layout.hand_area, p, "melds and hand areas");
  assert_apart (&layout.talon_area, &layout.trick_area, p, "stock and trick areas");
  assert_apart (&layout.talon_area, &layout.melds_area, p, "stock and melds areas");
  for (guint i = 0; i < layout.n_trick; i++)
    g_assert_true (pl_layout_rect_contains (&layout.trick_area, layout.trick[i].x,
                                            layout.trick[i].y));
  for (guint i = 0; i < human->n_melds; i++)
    g_assert_true (pl_layout_rect_contains (&layout.melds_area, human->melds[i].x,
                                            human->melds[i].y));
  for (guint i = 0; i < layout.n_talon; i++)
    g_assert_true (pl_layout_rect_contains (&layout.talon_area, layout.talon[i].x,
                                            layout.talon[i].y));
  /* The melds area is big enough to hit: the width of the table. */
  g_assert_cmpfloat (layout.melds_area.width, >=, p->width / 2);
}

static void
test_layout_two_seats (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    for (guint a = 0; a < G_N_ELEMENTS (aspects); a++)
      {
        PlLayoutParams p;

        fill_two_params (&p, sizes[i].width, sizes[i].height, aspects[a]);
        check_two_layout (&p);

        /* The human need not be seat 0; a long label takes two lines. */
        p.human_seat = 1;
        p.label_height = 52;
        check_two_layout (&p);
      }
}

static void
test_layout_two_seats_stable (void)
{
  /* A Bézique deal from the deal to the last trick: the cards keep their
   * size, the human's hand its spacing, and the declared cards theirs.
   * Each row is hand, melds (human, other), stock with its turn-up. */
  static const struct {
    guint hand[2];
    guint melds[2];
    guint talon;
    gboolean turnup;
    guint trick;
  } moments[] = {
    { { 8, 8 }, { 0, 0 }, 48, TRUE, 0 },    /* just dealt */
    { { 7, 8 }, { 0, 0 }, 48, TRUE, 1 },    /* the elder hand leads */
    { { 6, 8 }, { 2, 0 }, 46, TRUE, 0 },    /* a marriage declared */
    { { 3, 4 }, { 5, 4 }, 20, TRUE, 2 },    /* melds on both sides */
    { { 8, 8 }, { 0, 0 }, 0, FALSE, 0 },    /* the last eight tricks */
    { { 1, 0 }, { 0, 0 }, 0, FALSE, 1 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    {
      double card_width = 0, step = 0, meld_step = 0;

      for (guint m = 0; m < G_N_ELEMENTS (moments); m++)
        {
          PlLayoutParams p;
          PlTableLayout layout;

          fill_two_params (&p, sizes[i].width, sizes[i].height, aspects[0]);
          for (guint s = 0; s < 2; s++)
            {
              p.hand_sizes[s] = moments[m].hand[s];
              p.meld_sizes[s] = moments[m].melds[s];
            }
          p.talon_size = moments[m].talon;
          p.talon_turnup = moments[m].turnup;
          p.trick_size = moments[m].trick;
          check_two_layout (&p);
          pl_table_layout_compute (&layout, &p);

          if (m == 0)
            card_width = layout.card_width;
          g_assert_cmpfloat (layout.card_width, ==, card_width);
          if (layout.seats[0].n_cards > 1)
            {
              double s = layout.seats[0].cards[1].x - layout.seats[0].cards[0].x;

              if (step == 0)
                step = s;
              g_assert_cmpfloat_with_epsilon (s, step, 1e-9);
            }
          if (layout.seats[0].n_melds > 1)
            {
              double s = layout.seats[0].melds[1].x - layout.seats[0].melds[0].x;

              if (meld_step == 0)
                meld_step = s;
              g_assert_cmpfloat_with_epsilon (s, meld_step, 1e-9);
            }
        }
    }
}

static void
test_layout_two_seats_stock (void)
{
  PlLayoutParams p;
  PlTableLayout layout;
  PlLayoutRect turnup, top;

  /* The stock lies at the left of the middle, the trick right of it. */
  fill_two_params (&p, 1280, 800, aspects[0]);
  pl_table_layout_compute (&layout, &p);
  g_assert_cmpfloat (layout.talon[1].x, <, 1280 / 2);
  g_assert_cmpfloat (layout.talon[1].x, <, layout.trick[0].x);
  g_assert_cmpfloat (fabs (layout.talon[1].y - 400), <, 0.15 * 800);

  /* The turn-up lies crosswise under the stock and shows its end. */
  g_assert_cmpfloat (layout.talon[0].angle, ==, 90.0);
  for (guint i = 1; i < layout.n_talon; i++)
    g_assert_cmpfloat (layout.talon[i].angle, ==, 0.0);
  turnup = pl_layout_card_get_bounds (&layout.talon[0]);
  top = pl_layout_card_get_bounds (&layout.talon[layout.n_talon - 1]);
  g_assert_true (pl_layout_rect_intersects (&turnup, &top));
  g_assert_cmpfloat (turnup.x + turnup.width - (top.x + top.width), >=,
                     0.25 * layout.card_width);

  /* A few layers show the depth, not forty-seven cards fanned: the stock
   * is no wider than a card and its few offsets. */
  g_assert_cmpfloat (layout.talon[1].x - layout.talon[layout.n_talon - 1].x, <=, 10.0);

  /* Without the turn-up every card of the list is a back of the stock. */
  p.talon_turnup = FALSE;
  p.talon_size = 3;
  pl_table_layout_compute (&layout, &p);
  for (guint i = 0; i < layout.n_talon; i++)
    g_assert_cmpfloat (layout.talon[i].angle, ==, 0.0);

  /* The count sits below the stock. */
  g_assert_cmpfloat (layout.talon_label_y, >=, layout.talon[0].y + layout.card_height / 2);
}

/* Issue 12: a game whose four seats all play, partners face to face
 * (Euchre: five cards each, the dealer six once he takes the turned card
 * up, a kitty of four): every hand, the trick and the kitty lie apart and
 * in the window, the partner across the table. */
static void
test_layout_four_play (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    for (guint human = 0; human < 4; human++)
      {
        PlLayoutParams p;
        PlTableLayout layout;

        fill_params (&p, sizes[i].width, sizes[i].height, 4, aspects[0]);
        p.human_seat = human;
        p.max_hand_size = 6;
        for (guint s = 0; s < 4; s++)
          p.hand_sizes[s] = s == (human + 3) % 4 ? 6 : 5;
        p.talon_size = 4;
        check_layout (&p);

        pl_table_layout_compute (&layout, &p);
        g_assert_cmpint (layout.seats[(human + 2) % 4].side, ==, PL_LAYOUT_SIDE_TOP);
        g_assert_cmpint (layout.seats[(human + 1) % 4].side, ==, PL_LAYOUT_SIDE_LEFT);
        g_assert_cmpint (layout.seats[(human + 3) % 4].side, ==, PL_LAYOUT_SIDE_RIGHT);
        for (guint s = 0; s < 4; s++)
          g_assert_cmpuint (layout.seats[s].n_cards, ==, p.hand_sizes[s]);
        /* No two hands lie on each other. */
        for (guint a = 0; a < 4; a++)
          for (guint b = a + 1; b < 4; b++)
            assert_apart (&layout.seats[a].hand_box, &layout.seats[b].hand_box, &p,
                          "two hands");
      }
}

/* The floor (Cassino): piles of sizes 1 to 3 lie in the middle, inside the
 * window and the floor's area, apart from each other while they fit and
 * from every hand; a point of a pile finds that pile. */
static void
check_floor (PlLayoutParams *p,
             guint           n_piles)
{
  PlTableLayout layout;
  guint n_cards = 0;

  p->floor = TRUE;
  p->n_piles = n_piles;
  for (guint i = 0; i < n_piles; i++)
    {
      p->pile_sizes[i] = 1 + (i * 7) % 3;
      n_cards += p->pile_sizes[i];
    }
  pl_table_layout_compute (&layout, p);
  g_test_message ("%dx%d, %u seats, %u piles: card %.0f px", p->width, p->height,
                  p->n_seats, n_piles, layout.card_width);
  g_assert_cmpuint (layout.n_piles, ==, n_piles);
  g_assert_cmpuint (layout.n_floor, ==, n_cards);
  g_assert_cmpfloat (layout.floor_area.width, >, 0);

  for (guint i = 0; i < layout.n_floor; i++)
    {
      PlLayoutRect r = pl_layout_card_get_bounds (&layout.floor[i]);

      assert_card_inside (&layout.floor[i], p->width, p->height, "a card of the floor");
      g_assert_true (rect_inside_window (&r, p->width, p->height));
      for (guint s = 0; s < p->n_seats; s++)
        assert_apart (&r, &layout.seats[s].hand_box, p, "the floor and a hand");
      assert_apart (&r, &layout.hand_area, p, "the floor and the human's hand");
    }
  for (guint i = 0; i < n_piles; i++)
    {
      const PlLayoutRect *pile = &layout.piles[i];

      g_assert_cmpfloat (pile->x, >=, layout.floor_area.x - 0.01);
      g_assert_cmpfloat (pile->x + pile->width, <=,
                         layout.floor_area.x + layout.floor_area.width + 0.01);
      /* The pile's left edge, where no later pile lies, finds it. */
      g_assert_cmpint (pl_table_layout_pile_at (&layout, pile->x + 2, pile->y + pile->height / 2),
                       ==, (gint) i);
      /* Six piles lie apart in any window; more may overlap in a small one. */
      if (n_piles <= 6 || p->width >= 1280)
        for (guint j = i + 1; j < n_piles; j++)
          assert_apart (pile, &layout.piles[j], p, "two piles of the floor");
    }
  g_assert_cmpint (pl_table_layout_pile_at (&layout, -5, -5), ==, -1);
}

static void
test_layout_floor (void)
{
  static const guint piles[] = { 0, 1, 4, 6, 9, 12 };

  for (guint i = 0; i < G_N_ELEMENTS (sizes); i++)
    for (guint k = 0; k < G_N_ELEMENTS (piles); k++)
      {
        PlLayoutParams p;

        /* Two players face to face, without a talon. */
        fill_two_params (&p, sizes[i].width, sizes[i].height, aspects[0]);
        p.max_hand_size = 4;
        p.max_meld_size = 0;
        p.trick_size = 0;
        p.talon_size = 0;
        p.talon_stock = FALSE;
        p.talon_turnup = FALSE;
        for (guint s = 0; s < 2; s++)
          {
            p.hand_sizes[s] = 4;
            p.meld_sizes[s] = 0;
          }
        check_floor (&p, piles[k]);

        /* Four players in partnerships. */
        fill_params (&p, sizes[i].width, sizes[i].height, 4, aspects[0]);
        p.max_hand_size = 4;
        p.trick_size = 0;
        p.talon_size = 0;
        for (guint s = 0; s < 4; s++)
          p.hand_sizes[s] = 4;
        check_floor (&p, piles[k]);
      }
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
  g_test_add_func ("/table-layout/two-seats/fits", test_layout_two_seats);
  g_test_add_func ("/table-layout/two-seats/stable", test_layout_two_seats_stable);
  g_test_add_func ("/table-layout/two-seats/stock", test_layout_two_seats_stock);
  g_test_add_func ("/table-layout/four-seats-play", test_layout_four_play);
  g_test_add_func ("/table-layout/floor", test_layout_floor);

  return g_test_run ();
}
