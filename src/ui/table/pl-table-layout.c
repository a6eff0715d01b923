/* pl-table-layout.c — where every card and label of the table goes: plain arithmetic
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-layout"

#include <math.h>
#include <string.h>

#include "pl-table-layout.h"

/* The largest card: beyond it a bigger window shows more felt, not bigger
 * cards, which keeps the table calm on a large screen. */
#define MAX_CARD_WIDTH 140.0
/* The smallest card the layout tries before it gives up fitting. */
#define MIN_CARD_WIDTH 24.0

/* The human's hand is fanned at most this much (degrees) each way. */
#define MAX_FAN_ANGLE 7.0
#define FAN_ANGLE_PER_CARD 0.9

/* The scale of a won-trick pile. */
#define PILE_SCALE 0.55

/* A label needs about this much room beside the human's hand to sit there
 * rather than above it: the name and three or four marks ("Declarer",
 * "Forehand", "Clubs Hand", "Your turn"). */
#define SIDE_LABEL_ROOM 330.0

#define DEFAULT_LABEL_HEIGHT 30.0

/* Two seats: the opposite seat's label sits beside its hand when it has at
 * least this much room there, else on a line of its own above it. */
#define TOP_LABEL_ROOM 240.0

/* The turn-up lies crosswise under the stock, its centre this far (in card
 * widths) to the right of the stock's, so that its end shows. */
#define TURNUP_SHIFT 0.32

/* The cards of a pile on the floor (a build) lie stepped down and to the
 * right by these fractions of a card, so that each one's index shows. */
#define FLOOR_DX 0.2
#define FLOOR_DY 0.12
/* Room is kept for piles of this many cards, in two rows. */
#define FLOOR_PILE_CARDS 3

/* The most layers a stock shows of its depth, and their offset. */
#define STOCK_LAYERS 5
#define STOCK_LAYER_OFFSET 1.2

#define DEG(a) ((a) * G_PI / 180.0)

PlLayoutSide
pl_table_layout_side_of_seat (guint seat,
                              guint human_seat,
                              guint n_seats)
{
  guint offset;

  if (n_seats == 0)
    return PL_LAYOUT_SIDE_BOTTOM;

  offset = (seat + n_seats - human_seat % n_seats) % n_seats;

  /* Three players sit at the bottom, the left and the right: the top is
   * the felt where the skat lies. */
  if (n_seats == 3)
    {
      static const PlLayoutSide sides3[] = {
        PL_LAYOUT_SIDE_BOTTOM, PL_LAYOUT_SIDE_LEFT, PL_LAYOUT_SIDE_RIGHT,
      };
      return sides3[offset];
    }

  /* Two players sit face to face. */
  if (n_seats == 2)
    return offset == 0 ? PL_LAYOUT_SIDE_BOTTOM : PL_LAYOUT_SIDE_TOP;

  return (PlLayoutSide) MIN (offset, 3u);
}

PlLayoutRect
pl_layout_card_get_bounds (const PlLayoutCard *card)
{
  double c = fabs (cos (DEG (card->angle)));
  double s = fabs (sin (DEG (card->angle)));
  double w = card->width * c + card->height * s;
  double h = card->width * s + card->height * c;

  return (PlLayoutRect) { card->x - w / 2, card->y - h / 2, w, h };
}

gboolean
pl_layout_rect_contains (const PlLayoutRect *rect,
                         double              x,
                         double              y)
{
  return x >= rect->x && x < rect->x + rect->width &&
         y >= rect->y && y < rect->y + rect->height;
}

gboolean
pl_layout_rect_intersects (const PlLayoutRect *a,
                           const PlLayoutRect *b)
{
  return a->x < b->x + b->width && b->x < a->x + a->width &&
         a->y < b->y + b->height && b->y < a->y + a->height;
}

static PlLayoutRect
rect_union (const PlLayoutRect *a,
            const PlLayoutRect *b)
{
  double x0, y0, x1, y1;

  if (a->width <= 0 || a->height <= 0)
    return *b;
  if (b->width <= 0 || b->height <= 0)
    return *a;

  x0 = MIN (a->x, b->x);
  y0 = MIN (a->y, b->y);
  x1 = MAX (a->x + a->width, b->x + b->width);
  y1 = MAX (a->y + a->height, b->y + b->height);

  return (PlLayoutRect) { x0, y0, x1 - x0, y1 - y0 };
}

static PlLayoutRect
cards_bounds (const PlLayoutCard *cards,
              guint               n_cards)
{
  PlLayoutRect box = { 0, 0, 0, 0 };

  for (guint i = 0; i < n_cards; i++)
    {
      PlLayoutRect b = pl_layout_card_get_bounds (&cards[i]);
      box = rect_union (&box, &b);
    }

  return box;
}

/* The sizes the fitting and the placing share, derived from a card
 * width. */
typedef struct {
  double cw;
  double ch;
  double gap;
  double label_h;
  guint  n_max;
  double fan_angle;
  double fan_extent_x;     /* half the width an outer fanned card adds */
  double min_step;         /* the human's hand at its tightest */
  double pref_step;        /* … and at its most generous */
  double step;             /* … as it will be */
  double hand_h;           /* the human's hand, raise not included */
  double hand_w;           /* … at n_max cards */
  gboolean labels_beside;  /* the human's label and pile beside the hand */
  double row_h;            /* the row above the human's hand */
  double pile_w;           /* a pile lies on its side */
  double pile_h;
  double trick_w;
  double trick_h;
  double talon_w;
  double side_col_w[PL_LAYOUT_MAX_SEATS];
  /* Two seats only. */
  guint  n_melds_max;
  double meld_min_step;
  double meld_step;        /* the declared cards, in a row */
  double top_hand_w;       /* the opposite hand at n_max cards */
  gboolean top_label_beside;
  double stock_w;          /* the stock with its turn-up */
  double stock_h;          /* … and its count below it */
  double mid_h;            /* the band of the trick and the stock */
  /* The floor: the least room it needs, two rows of piles of a few cards
   * and four piles abreast. */
  double floor_h;
  double floor_w;
} Metrics;

static double
fan_angle_for (guint n_cards)
{
  if (n_cards < 2)
    return 0.0;
  return MIN (MAX_FAN_ANGLE, (n_cards - 1) * FAN_ANGLE_PER_CARD / 2.0);
}

/* The human's hand: cards evenly spaced along x, turned a little more the
 * further out they lie and dropping along a shallow arc, as a hand of
 * cards is held. */
static void
fan_cards (PlLayoutCard *cards,
           guint         n_cards,
           double        cx,
           double        cy,
           double        cw,
           double        ch,
           double        step,
           double        max_angle)
{
  double half = (n_cards - 1) / 2.0;
  double drop = half * step * tan (DEG (max_angle)) / 2.0;

  for (guint i = 0; i < n_cards; i++)
    {
      double t = half > 0 ? (i - half) / half : 0.0;

      cards[i] = (PlLayoutCard) {
        .x = cx + (i - half) * step,
        .y = cy + drop * t * t,
        .width = cw,
        .height = ch,
        .angle = max_angle * t,
      };
    }
}

static void
trick_offsets (PlLayoutSide side,
               guint        n_seats,
               const Metrics *m,
               double       *dx,
               double       *dy,
               double       *angle)
{
  /* Each card lies in front of who played it, turned a little as a card
   * thrown on the table is. */
  double side_dy = n_seats == 3 ? -0.1 * m->ch : 0.0;

  /* Face to face, the two cards lie crosswise a little apart, the
   * leader's under the other's, so that both read. */
  if (n_seats == 2)
    {
      gboolean bottom = side == PL_LAYOUT_SIDE_BOTTOM;

      *dx = (bottom ? 0.22 : -0.22) * m->cw;
      *dy = (bottom ? 0.09 : -0.09) * m->ch;
      *angle = bottom ? 3.0 : -4.0;
      return;
    }

  switch (side)
    {
    case PL_LAYOUT_SIDE_BOTTOM:
      *dx = 0;  *dy = 0.24 * m->ch;  *angle = -2.5;
      break;
    case PL_LAYOUT_SIDE_LEFT:
      *dx = -0.58 * m->cw;  *dy = side_dy;  *angle = -8.0;
      break;
    case PL_LAYOUT_SIDE_TOP:
      *dx = 0.04 * m->cw;  *dy = -0.24 * m->ch;  *angle = 4.0;
      break;
    case PL_LAYOUT_SIDE_RIGHT:
    default:
      *dx = 0.58 * m->cw;  *dy = side_dy + 0.02 * m->ch;  *angle = 7.0;
      break;
    }
}

static double
side_min_length (const PlLayoutParams *p,
                 const Metrics        *m,
                 guint                 seat)
{
  /* A hidden hand may bunch up to a few pixels a card; an open one must
   * keep each card's index readable. */
  if (p->hand_open[seat])
    return m->ch + (m->n_max - 1) * MAX (PL_LAYOUT_MIN_VISIBLE, 0.2 * m->ch);
  return m->cw + (m->n_max - 1) * 3.0;
}

static void compute_two_seat_metrics (Metrics              *m,
                                      const PlLayoutParams *p);

/* A game with a floor and no talon (yet) keeps no room for one; every
 * other game has its talon place (Skat's skat, even when it is taken). */
static gboolean
has_talon (const PlLayoutParams *p)
{
  return !p->floor || p->talon_size > 0;
}

static void
compute_metrics (Metrics              *m,
                 const PlLayoutParams *p,
                 double                cw)
{
  double a = m->fan_angle = fan_angle_for (m->n_max);
  double ca = cos (DEG (a)), sa = sin (DEG (a));
  double avail_w = p->width - 2 * PL_LAYOUT_MARGIN;
  double raise;

  m->cw = cw;
  m->ch = cw / p->aspect;
  m->gap = MAX (6.0, 0.06 * cw);
  m->fan_extent_x = cw / 2 * ca + m->ch / 2 * sa;
  m->min_step = MAX (PL_LAYOUT_MIN_VISIBLE, 0.26 * cw);
  m->pref_step = 0.56 * cw;

  if (m->n_max > 1)
    m->step = CLAMP ((avail_w - 2 * m->fan_extent_x) / (m->n_max - 1),
                     m->min_step, m->pref_step);
  else
    m->step = m->pref_step;

  m->hand_w = (m->n_max - 1) * m->step + 2 * m->fan_extent_x;
  /* From the top of the middle card to the lowest corner of an outer one. */
  m->hand_h = m->ch / 2
              + (m->n_max - 1) / 2.0 * m->step * tan (DEG (a)) / 2.0
              + m->ch / 2 * ca + cw / 2 * sa;

  m->pile_w = PILE_SCALE * m->ch;
  m->pile_h = PILE_SCALE * cw;

  raise = PL_LAYOUT_RAISE * m->ch;
  m->labels_beside = (p->width - m->hand_w) / 2 >= SIDE_LABEL_ROOM + m->gap;
  if (m->labels_beside)
    m->row_h = raise + m->gap;
  else
    /* A raised card (the hint, the keyboard's card, one chosen) rises
     * into the row: the label and pile sit above it, never covered. */
    m->row_h = raise + MAX (m->label_h, m->pile_h) + m->gap;

  /* The trick: the cards of every side, turned, with their offsets. */
  {
    PlLayoutCard cards[PL_LAYOUT_MAX_SEATS];
    PlLayoutRect box;

    for (guint s = 0; s < p->n_seats; s++)
      {
        double dx, dy, angle;

        trick_offsets (pl_table_layout_side_of_seat (s, p->human_seat, p->n_seats),
                       p->n_seats, m, &dx, &dy, &angle);
        cards[s] = (PlLayoutCard) { dx, dy, cw, m->ch, angle };
      }
    box = cards_bounds (cards, p->n_seats);
    /* Symmetric about the centre, so that the trick sits in the middle. */
    m->trick_w = 2 * MAX (-box.x, box.x + box.width);
    m->trick_h = 2 * MAX (-box.y, box.y + box.height);
  }

  m->talon_w = 1.3 * cw;

  if (p->floor)
    {
      double pile_h = m->ch + (FLOOR_PILE_CARDS - 1) * FLOOR_DY * m->ch;

      m->floor_h = 2 * pile_h + m->gap;
      m->floor_w = 4 * cw + 3 * m->gap;
    }

  if (p->n_seats == 2)
    compute_two_seat_metrics (m, p);

  for (guint s = 0; s < p->n_seats; s++)
    {
      PlLayoutSide side = pl_table_layout_side_of_seat (s, p->human_seat, p->n_seats);

      if (side == PL_LAYOUT_SIDE_LEFT || side == PL_LAYOUT_SIDE_RIGHT)
        m->side_col_w[s] = p->hand_open[s] ? cw : m->ch;
      else
        m->side_col_w[s] = 0;
    }
}

static gboolean two_seat_metrics_fit (const Metrics        *m,
                                      const PlLayoutParams *p);

static gboolean
metrics_fit (const Metrics        *m,
             const PlLayoutParams *p)
{
  double avail_w = p->width - 2 * PL_LAYOUT_MARGIN;
  double cols = 0, centre_w, top_h = 0, centre_h, mid_h;

  if (p->n_seats == 2)
    return two_seat_metrics_fit (m, p);

  /* The human's hand with its tightest spacing. */
  if ((m->n_max - 1) * m->min_step + 2 * m->fan_extent_x > avail_w)
    return FALSE;

  for (guint s = 0; s < p->n_seats; s++)
    if (m->side_col_w[s] > 0)
      cols += m->side_col_w[s] + m->gap;

  centre_w = MAX (m->trick_w, m->floor_w);
  if (p->n_seats == 4 && has_talon (p))
    centre_w += m->gap + m->talon_w;
  if (cols + centre_w > avail_w)
    return FALSE;

  if (p->n_seats == 4)
    top_h = m->ch + m->gap;

  centre_h = MAX (m->trick_h, m->floor_h);
  if (p->n_seats == 3 && has_talon (p))
    centre_h += m->ch + m->gap;

  mid_h = p->height - 2 * PL_LAYOUT_MARGIN - top_h - m->row_h - m->hand_h;
  if (centre_h > mid_h)
    return FALSE;

  for (guint s = 0; s < p->n_seats; s++)
    if (m->side_col_w[s] > 0 &&
        m->label_h + side_min_length (p, m, s) + m->pile_h + 2 * m->gap > mid_h)
      return FALSE;

  return TRUE;
}

/* A hand at the left or the right: face down, cards on their side in a
 * column; face up (Ouvert), upright and cascading so that each card's
 * index shows. */
static void
place_side_hand (PlLayoutSeat         *seat,
                 const PlLayoutParams *p,
                 const Metrics        *m,
                 guint                 index,
                 double                cx,
                 double                top,
                 double                bottom)
{
  gboolean open = p->hand_open[index];
  double along = open ? m->ch : m->cw;     /* a card's length down the column */
  double pref = open ? 0.26 * m->ch : 0.14 * m->cw;
  double min_step = open ? MAX (PL_LAYOUT_MIN_VISIBLE, 0.2 * m->ch) : 3.0;
  double room = bottom - top;
  double step = pref, length, start;
  guint n = MIN (p->hand_sizes[index], PL_LAYOUT_MAX_HAND);
  PlLayoutCard max_cards[PL_LAYOUT_MAX_HAND];

  pref = MAX (pref, min_step);
  if (m->n_max > 1)
    step = CLAMP ((room - along) / (m->n_max - 1), min_step, pref);

  /* The column is centred for the largest hand; a smaller one keeps its
   * top, so that playing a card does not shift the others. */
  length = along + (m->n_max - 1) * step;
  start = top + MAX (0, (room - length) / 2);

  for (guint i = 0; i < MAX (n, m->n_max) && i < PL_LAYOUT_MAX_HAND; i++)
    {
      PlLayoutCard card = {
        .x = cx,
        .y = start + along / 2 + i * step,
        .width = m->cw,
        .height = m->ch,
        .angle = open ? 0.0 : 90.0,
      };

      if (i < m->n_max)
        max_cards[i] = card;
      if (i < n)
        seat->cards[i] = card;
    }

  seat->n_cards = n;
  seat->hand_box = cards_bounds (max_cards, MIN (m->n_max, PL_LAYOUT_MAX_HAND));
}

/* The hand across the table (four players): a row, overlapping closely
 * face down, readably when open. */
static void
place_top_hand (PlLayoutSeat         *seat,
                const PlLayoutParams *p,
                const Metrics        *m,
                guint                 index,
                double                cx,
                double                cy)
{
  double step = p->hand_open[index] ? MAX (PL_LAYOUT_MIN_VISIBLE, 0.28 * m->cw)
                                    : 0.14 * m->cw;
  guint n = MIN (p->hand_sizes[index], PL_LAYOUT_MAX_HAND);
  double max_w = m->cw + (m->n_max - 1) * step;
  double w = m->cw + (n > 0 ? n - 1 : 0) * step;

  for (guint i = 0; i < n; i++)
    seat->cards[i] = (PlLayoutCard) {
      .x = cx - w / 2 + m->cw / 2 + i * step,
      .y = cy,
      .width = m->cw,
      .height = m->ch,
      .angle = 0.0,
    };

  seat->n_cards = n;
  seat->hand_box = (PlLayoutRect) { cx - max_w / 2, cy - m->ch / 2, max_w, m->ch };
}

static void
place_pile (PlLayoutSeat  *seat,
            const Metrics *m,
            double         x,
            double         y)
{
  seat->pile = (PlLayoutCard) {
    .x = x,
    .y = y,
    .width = PILE_SCALE * m->cw,
    .height = PILE_SCALE * m->ch,
    .angle = 90.0,
  };
}

static void
place_talon (PlTableLayout        *layout,
             const PlLayoutParams *p,
             const Metrics        *m,
             double                cx,
             double                cy)
{
  guint n = MIN (p->talon_size, PL_LAYOUT_MAX_TALON);

  /* A few cards (the skat) lie spread so that they can be counted; a
   * stock lies squared up with a slight offset that shows its depth. */
  if (n <= 4)
    {
      double spread = n > 1 ? MIN (0.3 * m->cw, (m->talon_w - m->cw) / (n - 1)) : 0;
      double left = cx - (n > 1 ? (n - 1) * spread / 2 : 0);

      for (guint i = 0; i < n; i++)
        layout->talon[i] = (PlLayoutCard) {
          left + i * spread, cy, m->cw, m->ch, i % 2 ? 2.0 : -1.5,
        };
    }
  else
    {
      double offset = MIN (0.5, 10.0 / n);

      for (guint i = 0; i < n; i++)
        layout->talon[i] = (PlLayoutCard) {
          cx - i * offset, cy - i * offset, m->cw, m->ch, 0.0,
        };
    }

  layout->n_talon = n;
  layout->talon_area = (PlLayoutRect) {
    cx - m->talon_w / 2 - m->gap, cy - m->ch / 2 - m->gap,
    m->talon_w + 2 * m->gap, m->ch + 2 * m->gap,
  };
}

/* The floor ---------------------------------------------------------------- */

/* The piles of the floor in rows across @box, each row centred and the
 * rows in the middle of the box; a pile's cards step down to the right.
 * Rows are added while a row is wider than the box; when no more fit,
 * the piles of a row overlap. */
static void
place_floor (PlTableLayout        *layout,
             const PlLayoutParams *p,
             const Metrics        *m,
             PlLayoutRect          box)
{
  double dx = FLOOR_DX * m->cw, dy = FLOOR_DY * m->ch;
  double widths[PL_LAYOUT_MAX_PILES], heights[PL_LAYOUT_MAX_PILES];
  guint n = MIN (p->n_piles, PL_LAYOUT_MAX_PILES);
  guint first_card[PL_LAYOUT_MAX_PILES];
  guint rows, per_row, max_rows, n_cards = 0;
  double tallest = m->ch, total_h = 0, y;

  layout->floor_area = box;
  layout->n_piles = n;
  for (guint i = 0; i < n; i++)
    {
      guint size = CLAMP (p->pile_sizes[i], 1, PL_LAYOUT_MAX_FLOOR);

      first_card[i] = n_cards;
      n_cards = MIN (n_cards + size, PL_LAYOUT_MAX_FLOOR);
      widths[i] = m->cw + (size - 1) * dx;
      heights[i] = m->ch + (size - 1) * dy;
      tallest = MAX (tallest, heights[i]);
    }
  layout->n_floor = n_cards;
  if (n == 0)
    return;

  /* (The room kept for two rows is exactly two rows: rounding must not
   * lose one.) */
  max_rows = MAX (1, (guint) ((box.height + m->gap + 0.5) / (tallest + m->gap)));
  for (rows = 1; ; rows++)
    {
      gboolean fits = TRUE;

      per_row = (n + rows - 1) / rows;
      for (guint r = 0; r < rows && fits; r++)
        {
          double w = -m->gap;

          for (guint i = r * per_row; i < MIN (n, (r + 1) * per_row); i++)
            w += widths[i] + m->gap;
          fits = w <= box.width;
        }
      if (fits || rows >= max_rows || rows >= n)
        break;
    }

  for (guint r = 0; r < rows; r++)
    {
      double h = 0;

      for (guint i = r * per_row; i < MIN (n, (r + 1) * per_row); i++)
        h = MAX (h, heights[i]);
      total_h += h + (r > 0 ? m->gap : 0);
    }
  y = box.y + MAX (0, (box.height - total_h) / 2);

  for (guint r = 0; r < rows; r++)
    {
      guint from = r * per_row, to = MIN (n, (r + 1) * per_row);
      double w = -m->gap, h = 0, scale = 1, x;

      for (guint i = from; i < to; i++)
        {
          w += widths[i] + m->gap;
          h = MAX (h, heights[i]);
        }
      /* Too wide still: the piles overlap, each keeping the same share. */
      if (w > box.width && to - from > 1)
        scale = MAX (0, (box.width - widths[to - 1])) / (w - widths[to - 1]);
      x = box.x + MAX (0, (box.width - MIN (w, box.width)) / 2);
      for (guint i = from; i < to; i++)
        {
          guint size = MIN (p->pile_sizes[i] > 0 ? p->pile_sizes[i] : 1,
                            PL_LAYOUT_MAX_FLOOR - first_card[i]);

          for (guint j = 0; j < size; j++)
            layout->floor[first_card[i] + j] = (PlLayoutCard) {
              x + m->cw / 2 + j * dx, y + m->ch / 2 + j * dy, m->cw, m->ch, 0.0,
            };
          layout->piles[i] = (PlLayoutRect) { x, y, widths[i], heights[i] };
          x += (widths[i] + m->gap) * scale;
        }
      y += h + m->gap;
    }
}

gint
pl_table_layout_pile_at (const PlTableLayout *layout,
                         double               x,
                         double               y)
{
  g_return_val_if_fail (layout != NULL, -1);

  /* Later piles are drawn over earlier ones. */
  for (guint i = layout->n_piles; i > 0; i--)
    if (pl_layout_rect_contains (&layout->piles[i - 1], x, y))
      return (gint) i - 1;
  return -1;
}

/* Two seats ------------------------------------------------------------------ */

static double
top_hand_width (const Metrics *m)
{
  /* Open, as at the end of the deal: the widest it will be. */
  return m->cw + (m->n_max - 1) * MAX (PL_LAYOUT_MIN_VISIBLE, 0.28 * m->cw);
}

static void
compute_two_seat_metrics (Metrics              *m,
                          const PlLayoutParams *p)
{
  double avail_w = p->width - 2 * PL_LAYOUT_MARGIN;
  double depth = (STOCK_LAYERS - 1) * STOCK_LAYER_OFFSET;
  double pref = 0.6 * m->cw;

  m->n_melds_max = MIN (p->max_meld_size, PL_LAYOUT_MAX_MELDS);
  for (guint s = 0; s < p->n_seats; s++)
    m->n_melds_max = MAX (m->n_melds_max, MIN (p->meld_sizes[s], PL_LAYOUT_MAX_MELDS));

  /* Declared cards must read: each shows its index corner at least. */
  m->meld_min_step = MAX (PL_LAYOUT_MIN_VISIBLE, 0.28 * m->cw);
  if (m->n_melds_max > 1)
    m->meld_step = CLAMP ((avail_w - m->cw) / (m->n_melds_max - 1), m->meld_min_step, pref);
  else
    m->meld_step = pref;

  m->top_hand_w = top_hand_width (m);
  m->top_label_beside = (p->width - m->top_hand_w) / 2 - m->gap - PL_LAYOUT_MARGIN
                        >= TOP_LABEL_ROOM;

  m->stock_w = depth + m->cw / 2 + MAX (m->cw / 2, TURNUP_SHIFT * m->cw + m->ch / 2);
  m->stock_h = depth + m->ch;
  if (p->talon_label_height > 0)
    m->stock_h += m->gap / 2 + p->talon_label_height;
  m->mid_h = MAX (MAX (m->trick_h, m->floor_h), m->stock_h) + 2 * m->gap;
}

static gboolean
two_seat_metrics_fit (const Metrics        *m,
                      const PlLayoutParams *p)
{
  double avail_w = p->width - 2 * PL_LAYOUT_MARGIN;
  double raise = PL_LAYOUT_RAISE * m->ch;
  double h;

  if ((m->n_max - 1) * m->min_step + 2 * m->fan_extent_x > avail_w)
    return FALSE;
  if (m->n_melds_max > 1 && m->cw + (m->n_melds_max - 1) * m->meld_min_step > avail_w)
    return FALSE;
  /* The opposite hand with its pile on either side of the middle. */
  if (m->top_hand_w + 2 * (m->gap + m->pile_w) > avail_w)
    return FALSE;
  /* The stock at the left, then the trick (or the floor) with its drop
   * area. */
  if ((has_talon (p) ? m->stock_w + 3 * m->gap : 0) + MAX (m->trick_w, m->floor_w) > avail_w)
    return FALSE;

  h = 2 * PL_LAYOUT_MARGIN + m->ch + m->gap + m->mid_h + m->row_h + m->hand_h;
  if (!m->top_label_beside)
    h += m->label_h + m->gap;
  if (m->n_melds_max > 0)
    h += m->ch + raise + m->ch + m->gap / 2 + 1;

  return h <= p->height;
}

/* A row of declared cards, centred on @cx. */
static void
place_melds (PlLayoutSeat  *seat,
             const Metrics *m,
             guint          n_cards,
             double         cx,
             double         cy,
             double         width)
{
  guint n = MIN (n_cards, PL_LAYOUT_MAX_MELDS);
  double w = m->cw + (n > 0 ? n - 1 : 0) * m->meld_step;
  double max_w = m->cw + (m->n_melds_max > 0 ? m->n_melds_max - 1 : 0) * m->meld_step;

  for (guint i = 0; i < n; i++)
    seat->melds[i] = (PlLayoutCard) {
      .x = cx - w / 2 + m->cw / 2 + i * m->meld_step,
      .y = cy,
      .width = m->cw,
      .height = m->ch,
      .angle = 0.0,
    };
  seat->n_melds = n;
  seat->meld_box = (PlLayoutRect) { cx - MIN (max_w, width) / 2, cy - m->ch / 2,
                                    MIN (max_w, width), m->ch };
}

/* The stock squared up, its depth shown by a few layers, with the turn-up
 * crosswise under it (Foster: "the next card is turned up for trumps and
 * placed … under the stock"); @left and @top bound it. */
static void
place_stock (PlTableLayout        *layout,
             const PlLayoutParams *p,
             const Metrics        *m,
             double                left,
             double                top)
{
  double depth = (STOCK_LAYERS - 1) * STOCK_LAYER_OFFSET;
  double sx = left + depth + m->cw / 2;
  double sy = top + depth + m->ch / 2;
  guint n = MIN (p->talon_size, PL_LAYOUT_MAX_TALON);
  guint first = p->talon_turnup && n > 0 ? 1 : 0;
  guint n_backs = n - first;

  if (first)
    layout->talon[0] = (PlLayoutCard) {
      sx + TURNUP_SHIFT * m->cw, sy, m->cw, m->ch, 90.0,
    };
  for (guint j = 0; j < n_backs; j++)
    {
      guint layers = MIN (n_backs, STOCK_LAYERS);
      double offset = (double) (j * layers / n_backs) * STOCK_LAYER_OFFSET;

      layout->talon[first + j] = (PlLayoutCard) {
        sx - offset, sy - offset, m->cw, m->ch, 0.0,
      };
    }
  layout->n_talon = n;

  layout->talon_area = (PlLayoutRect) {
    left - m->gap, top - m->gap, m->stock_w + 2 * m->gap, depth + m->ch + 2 * m->gap,
  };
  layout->talon_label_x = left + m->stock_w / 2;
  layout->talon_label_y = top + depth + m->ch + m->gap / 2;
  /* Up to the trick's drop area. */
  layout->talon_label_max_width = m->stock_w + m->gap;
}

/* Bézique: the two players face to face; between their hands, each one's
 * declared cards in front of him, and in the middle the trick, with the
 * stock at the left. */
static void
place_two_seats (PlTableLayout        *layout,
                 const PlLayoutParams *p,
                 const Metrics        *m,
                 double                hand_top,
                 double               *tcx,
                 double               *tcy)
{
  guint human = p->human_seat;
  guint top_index = (human + 1) % 2;
  PlLayoutSeat *top = &layout->seats[top_index];
  PlLayoutSeat *bottom = &layout->seats[human];
  double W = p->width, avail_w = W - 2 * PL_LAYOUT_MARGIN;
  double raise = PL_LAYOUT_RAISE * m->ch;
  double y = PL_LAYOUT_MARGIN, cy, mid_top, mid_bottom;

  /* The opposite seat: its label on a line of its own in a narrow window,
   * else beside the hand; its won tricks at the other side. */
  top->side = PL_LAYOUT_SIDE_TOP;
  if (!m->top_label_beside)
    {
      top->label_x = W / 2;
      top->label_y = y;
      top->label_xalign = 0.5;
      top->label_yalign = 0.0;
      top->label_max_width = avail_w;
      y += m->label_h + m->gap;
    }
  cy = y + m->ch / 2;
  place_top_hand (top, p, m, top_index, W / 2, cy);
  if (m->top_label_beside)
    {
      top->label_x = W / 2 - m->top_hand_w / 2 - m->gap;
      top->label_y = cy;
      top->label_xalign = 1.0;
      top->label_yalign = 0.5;
      top->label_max_width = top->label_x - PL_LAYOUT_MARGIN;
    }
  place_pile (top, m, W / 2 + m->top_hand_w / 2 + m->gap + m->pile_w / 2, cy);
  y += m->ch + m->gap;

  if (m->n_melds_max > 0)
    {
      place_melds (top, m, p->meld_sizes[top_index], W / 2, y + m->ch / 2, avail_w);
      y += m->ch;
    }
  mid_top = y;

  /* The human's declared cards lie above his hand and its row, with room
   * for one of them to rise. */
  mid_bottom = hand_top - m->row_h;
  if (m->n_melds_max > 0)
    {
      cy = mid_bottom - m->gap / 2 - m->ch / 2;
      place_melds (bottom, m, p->meld_sizes[human], W / 2, cy, avail_w);
      layout->melds_area = (PlLayoutRect) {
        PL_LAYOUT_MARGIN, cy - m->ch / 2 - raise, avail_w, m->ch + raise + m->gap / 2,
      };
      /* (A pixel apart, so that the drop areas never touch.) */
      mid_bottom = layout->melds_area.y - 1;
    }

  /* The middle: the stock at the left, the trick in the middle of the
   * table or, in a narrow window, just right of the stock. */
  /* The trick sits halfway between the two rows of declared cards (not
   * counting the room for a raised card), as long as it stays clear of
   * the human's. */
  *tcy = (mid_top + mid_bottom + (m->n_melds_max > 0 ? raise : 0)) / 2;
  *tcy = MAX (mid_top + m->gap + m->trick_h / 2,
              MIN (*tcy, mid_bottom - m->gap - m->trick_h / 2));
  *tcx = MAX (W / 2, PL_LAYOUT_MARGIN + m->stock_w + 2 * m->gap + m->trick_w / 2);
  if (has_talon (p))
    place_stock (layout, p, m, PL_LAYOUT_MARGIN,
                 *tcy - m->stock_h / 2);

  /* The floor fills the band between the two rows of declared cards, to
   * the right of the stock. */
  if (p->floor)
    {
      double left = has_talon (p) ? PL_LAYOUT_MARGIN + m->stock_w + 2 * m->gap
                                  : PL_LAYOUT_MARGIN;

      place_floor (layout, p, m, (PlLayoutRect) {
        left, mid_top + m->gap / 2, W - PL_LAYOUT_MARGIN - left,
        MAX (0, mid_bottom - mid_top - m->gap),
      });
    }
}

void
pl_table_layout_compute (PlTableLayout        *layout,
                         const PlLayoutParams *params)
{
  PlLayoutParams p = *params;
  Metrics m = { 0 };
  double cw, W, H, hand_cy, hand_top, mid_top, mid_bottom;
  double centre_left, centre_right, tcx, tcy;
  PlLayoutCard max_hand[PL_LAYOUT_MAX_HAND];
  PlLayoutRect max_box;
  guint human;

  g_return_if_fail (layout != NULL && params != NULL);

  memset (layout, 0, sizeof *layout);

  p.n_seats = CLAMP (p.n_seats, 2, PL_LAYOUT_MAX_SEATS);
  p.human_seat %= p.n_seats;
  p.width = MAX (p.width, 1);
  p.height = MAX (p.height, 1);
  if (!(p.aspect > 0.2 && p.aspect < 5.0))
    p.aspect = 0.7;
  p.trick_size = MIN (p.trick_size, p.n_seats);
  human = p.human_seat;
  p.hand_open[human] = TRUE;

  m.label_h = p.label_height > 0 ? p.label_height : DEFAULT_LABEL_HEIGHT;
  m.n_max = p.max_hand_size;
  for (guint s = 0; s < p.n_seats; s++)
    {
      p.hand_sizes[s] = MIN (p.hand_sizes[s], PL_LAYOUT_MAX_HAND);
      p.meld_sizes[s] = MIN (p.meld_sizes[s], PL_LAYOUT_MAX_MELDS);
      m.n_max = MAX (m.n_max, p.hand_sizes[s]);
    }
  m.n_max = CLAMP (m.n_max, 1, PL_LAYOUT_MAX_HAND);

  /* The largest card for which everything fits. */
  for (cw = MAX_CARD_WIDTH; cw > MIN_CARD_WIDTH; cw -= 1.0)
    {
      compute_metrics (&m, &p, cw);
      if (metrics_fit (&m, &p))
        break;
    }
  compute_metrics (&m, &p, cw);

  W = p.width;
  H = p.height;
  layout->card_width = m.cw;
  layout->card_height = m.ch;
  layout->hand_step = m.step;
  layout->raise = PL_LAYOUT_RAISE * m.ch;
  layout->n_seats = p.n_seats;

  /* The human's hand, its lowest corner on the bottom margin. */
  fan_cards (max_hand, m.n_max, W / 2, 0, m.cw, m.ch, m.step, m.fan_angle);
  max_box = cards_bounds (max_hand, m.n_max);
  hand_cy = H - PL_LAYOUT_MARGIN - (max_box.y + max_box.height);
  max_box.y += hand_cy;
  hand_top = max_box.y;

  {
    PlLayoutSeat *seat = &layout->seats[human];
    guint n = p.hand_sizes[human];

    seat->side = PL_LAYOUT_SIDE_BOTTOM;
    /* A smaller hand keeps the spacing of the full one, centred, with the
     * fan angle a hand of that size has. */
    fan_cards (seat->cards, n, W / 2, hand_cy, m.cw, m.ch, m.step,
               fan_angle_for (n) * (m.n_max > 1 ? 1.0 : 0.0));
    seat->n_cards = n;
    seat->hand_box = max_box;

    if (m.labels_beside)
      {
        seat->label_x = max_box.x - m.gap;
        seat->label_y = H - PL_LAYOUT_MARGIN - m.ch / 2;
        seat->label_xalign = 1.0;
        seat->label_yalign = 0.5;
        seat->label_max_width = max_box.x - m.gap - PL_LAYOUT_MARGIN;
        place_pile (seat, &m, max_box.x + max_box.width + m.gap + m.pile_w / 2,
                    H - PL_LAYOUT_MARGIN - m.ch / 2);
      }
    else
      {
        double row_bottom = hand_top - PL_LAYOUT_RAISE * m.ch - m.gap / 2;
        double pile_right = MIN (W - PL_LAYOUT_MARGIN, max_box.x + max_box.width);

        seat->label_x = MAX (PL_LAYOUT_MARGIN, max_box.x);
        seat->label_y = row_bottom;
        seat->label_xalign = 0.0;
        seat->label_yalign = 1.0;
        /* A long label ("Forty for bézique, and twenty to score") stops
         * short of the pile, starting further left than the hand if it
         * must: the row above the hand is free to the table's edge. */
        seat->label_right = pile_right - m.pile_w - m.gap;
        seat->label_max_width = seat->label_right - PL_LAYOUT_MARGIN;
        place_pile (seat, &m, pile_right - m.pile_w / 2, row_bottom - m.pile_h / 2);
      }

    layout->hand_area = max_box;
    layout->hand_area.y -= layout->raise;
    layout->hand_area.height += layout->raise;
  }

  if (p.n_seats == 2)
    {
      place_two_seats (layout, &p, &m, hand_top, &tcx, &tcy);
    }
  else
    {
      mid_top = PL_LAYOUT_MARGIN;
      mid_bottom = hand_top - m.row_h;

      /* Across the table (four players). */
      if (p.n_seats == 4)
        {
          guint top_seat = (human + 2) % 4;
          PlLayoutSeat *seat = &layout->seats[top_seat];
          double cy = PL_LAYOUT_MARGIN + m.ch / 2;

          seat->side = PL_LAYOUT_SIDE_TOP;
          place_top_hand (seat, &p, &m, top_seat, W / 2, cy);
          seat->label_x = seat->hand_box.x - m.gap;
          seat->label_y = cy;
          seat->label_xalign = 1.0;
          seat->label_yalign = 0.5;
          seat->label_max_width = seat->hand_box.x - m.gap - PL_LAYOUT_MARGIN;
          place_pile (seat, &m, seat->hand_box.x + seat->hand_box.width + m.gap + m.pile_w / 2,
                      cy);
          mid_top += m.ch + m.gap;
        }

      /* The left and right columns. */
      centre_left = PL_LAYOUT_MARGIN;
      centre_right = W - PL_LAYOUT_MARGIN;
      for (guint s = 0; s < p.n_seats; s++)
        {
          PlLayoutSide side = pl_table_layout_side_of_seat (s, human, p.n_seats);
          PlLayoutSeat *seat = &layout->seats[s];
          double col_w = m.side_col_w[s], cx, hand_top_s, hand_bottom_s;

          if (side != PL_LAYOUT_SIDE_LEFT && side != PL_LAYOUT_SIDE_RIGHT)
            continue;

          seat->side = side;
          if (side == PL_LAYOUT_SIDE_LEFT)
            {
              cx = PL_LAYOUT_MARGIN + col_w / 2;
              centre_left = PL_LAYOUT_MARGIN + col_w + m.gap;
            }
          else
            {
              cx = W - PL_LAYOUT_MARGIN - col_w / 2;
              centre_right = W - PL_LAYOUT_MARGIN - col_w - m.gap;
            }

          hand_top_s = mid_top + m.label_h + m.gap;
          hand_bottom_s = mid_bottom - m.pile_h - m.gap;
          place_side_hand (seat, &p, &m, s, cx, hand_top_s, hand_bottom_s);

          seat->label_x = side == PL_LAYOUT_SIDE_LEFT ? PL_LAYOUT_MARGIN : W - PL_LAYOUT_MARGIN;
          seat->label_y = seat->hand_box.y - m.gap / 2;
          seat->label_xalign = side == PL_LAYOUT_SIDE_LEFT ? 0.0 : 1.0;
          seat->label_yalign = 1.0;
          seat->label_max_width = W / 2 - PL_LAYOUT_MARGIN;
          place_pile (seat, &m, cx, seat->hand_box.y + seat->hand_box.height + m.gap + m.pile_h / 2);
        }

      /* The middle: the trick, and the talon above it (three players) or
       * beside it (four, whose top is taken by a hand). */
      if (p.n_seats == 4)
        {
          double total = m.trick_w + (has_talon (&p) ? m.gap + m.talon_w : 0);
          double left = (centre_left + centre_right) / 2 - total / 2;

          tcx = left + m.trick_w / 2;
          tcy = (mid_top + mid_bottom) / 2;
          if (has_talon (&p))
            {
              place_talon (layout, &p, &m, left + m.trick_w + m.gap + m.talon_w / 2, tcy);
              centre_right = MIN (centre_right, layout->talon_area.x);
            }
        }
      else
        {
          double talon_cy = mid_top + m.ch / 2;
          double free_top = has_talon (&p) ? talon_cy + m.ch / 2 + m.gap : mid_top;

          tcx = (centre_left + centre_right) / 2;
          if (has_talon (&p))
            place_talon (layout, &p, &m, tcx, talon_cy);
          /* The trick sits in the middle of what is left, but no lower than
           * the middle of the table, where the eye looks for it. */
          tcy = MAX (free_top + m.trick_h / 2,
                     MIN ((free_top + mid_bottom) / 2, H / 2));
          mid_top = free_top;
        }
      /* The floor fills the middle between the hands. */
      if (p.floor)
        place_floor (layout, &p, &m, (PlLayoutRect) {
          centre_left, mid_top, MAX (0, centre_right - centre_left),
          MAX (0, mid_bottom - mid_top),
        });
    }

  for (guint s = 0; s < p.n_seats; s++)
    {
      double dx, dy, angle;

      trick_offsets (pl_table_layout_side_of_seat (s, human, p.n_seats),
                     p.n_seats, &m, &dx, &dy, &angle);
      layout->seats[s].trick_card = (PlLayoutCard) {
        tcx + dx, tcy + dy, m.cw, m.ch, angle,
      };
    }

  layout->n_trick = p.trick_size;
  for (guint i = 0; i < p.trick_size; i++)
    layout->trick[i] = layout->seats[p.trick_seats[i] % p.n_seats].trick_card;

  layout->trick_area = (PlLayoutRect) {
    tcx - m.trick_w / 2 - m.gap, tcy - m.trick_h / 2 - m.gap,
    m.trick_w + 2 * m.gap, m.trick_h + 2 * m.gap,
  };
}

guint
pl_table_layout_hand_index_at (const PlTableLayout *layout,
                               guint                human_seat,
                               double               x)
{
  const PlLayoutSeat *seat;
  guint best = 0;
  double best_d = G_MAXDOUBLE;

  g_return_val_if_fail (layout != NULL, 0);
  g_return_val_if_fail (human_seat < PL_LAYOUT_MAX_SEATS, 0);

  seat = &layout->seats[human_seat];
  for (guint i = 0; i < seat->n_cards; i++)
    {
      double d = fabs (seat->cards[i].x - x);

      if (d < best_d)
        {
          best_d = d;
          best = i;
        }
    }

  return best;
}
