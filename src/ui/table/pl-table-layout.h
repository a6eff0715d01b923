/* pl-table-layout.h — where every card and label of the table goes: plain arithmetic
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define PL_LAYOUT_MAX_SEATS 4
#define PL_LAYOUT_MAX_HAND  24
#define PL_LAYOUT_MAX_TALON 48
/* The declared cards lying before one seat (Bézique: at most the eight of
 * a hand). */
#define PL_LAYOUT_MAX_MELDS 16
/* The cards lying on the floor (Cassino) and the piles they make. */
#define PL_LAYOUT_MAX_FLOOR 64
#define PL_LAYOUT_MAX_PILES 24

/* The smallest strip of each card of the human's hand that stays visible,
 * in logical pixels: enough to hit with a pointer. */
#define PL_LAYOUT_MIN_VISIBLE 12.0

/* The margin kept free along each window edge. */
#define PL_LAYOUT_MARGIN 8.0

/* How far a selected card rises, as a fraction of the card's height. */
#define PL_LAYOUT_RAISE 0.2

/* Where a seat sits, seen from the human, who always sits at the bottom.
 * Play goes clockwise: from the bottom to the left, the top, the right;
 * two players sit face to face, at the bottom and the top. */
typedef enum {
  PL_LAYOUT_SIDE_BOTTOM,
  PL_LAYOUT_SIDE_LEFT,
  PL_LAYOUT_SIDE_TOP,
  PL_LAYOUT_SIDE_RIGHT,
} PlLayoutSide;

typedef struct {
  double x;
  double y;
  double width;
  double height;
} PlLayoutRect;

/* One card: its centre, its size and its rotation about the centre (in
 * degrees, clockwise, as GskTransform rotates). */
typedef struct {
  double x;
  double y;
  double width;
  double height;
  double angle;
} PlLayoutCard;

/* What the layout needs to know about the table.  Sizes are in logical
 * pixels. */
typedef struct {
  int      width;
  int      height;
  guint    n_seats;                          /* 2, 3 or 4 */
  guint    human_seat;
  guint    hand_sizes[PL_LAYOUT_MAX_SEATS];
  /* A hand of another seat lying face up (Ouvert): laid out readable. */
  gboolean hand_open[PL_LAYOUT_MAX_SEATS];
  /* The largest hand the game deals (Skat: 12 with the skat); the card
   * size is chosen for it so that cards keep their size through a deal.
   * 0: the largest of @hand_sizes. */
  guint    max_hand_size;
  guint    trick_size;
  /* The seat that played each card of the trick, in order of play. */
  guint    trick_seats[PL_LAYOUT_MAX_SEATS];
  guint    talon_size;
  /* Card width divided by height (the deck's). */
  double   aspect;
  /* The height of a seat label (0: a default). */
  double   label_height;

  /* Two seats (Bézique): the cards each seat has declared, lying face up
   * in front of it, and the most one seat will have, for which room is
   * kept from the start so that nothing moves when the first is declared
   * (0: no melds in this game). */
  guint    meld_sizes[PL_LAYOUT_MAX_SEATS];
  guint    max_meld_size;
  /* The talon is a stock: squared up, and when @talon_turnup its first
   * card is the trump card turned up, lying crosswise under it. */
  gboolean talon_stock;
  gboolean talon_turnup;
  /* The height of the line beside the stock (its count; 0: none). */
  double   talon_label_height;

  /* The floor (Cassino): cards lying face up in the middle of the table
   * in piles, a loose card a pile of one and a build a pile of several;
   * the size of each pile.  Room is kept for two rows of piles from the
   * start.  @floor is FALSE for a game without one. */
  gboolean floor;
  guint    n_piles;
  guint    pile_sizes[PL_LAYOUT_MAX_PILES];
} PlLayoutParams;

typedef struct {
  PlLayoutSide side;
  guint        n_cards;
  PlLayoutCard cards[PL_LAYOUT_MAX_HAND];
  /* The bounds of the hand as laid out (of its largest size when it is
   * empty): cards of a hidden hand start and end their moves here. */
  PlLayoutRect hand_box;
  /* The won-trick pile: a smaller card lying near the seat. */
  PlLayoutCard pile;
  /* Where this seat's card lies in the trick. */
  PlLayoutCard trick_card;
  /* The seat label: the point (label_x, label_y) is where the label's
   * (label_xalign, label_yalign) fraction goes; label_max_width bounds it.
   * A label longer than the room after label_x moves back so that it ends
   * at label_right (0: no such edge). */
  double       label_x;
  double       label_y;
  float        label_xalign;
  float        label_yalign;
  double       label_max_width;
  double       label_right;
  /* The seat's declared cards, in a row between its hand and the trick,
   * and the room kept for the most of them. */
  guint        n_melds;
  PlLayoutCard melds[PL_LAYOUT_MAX_MELDS];
  PlLayoutRect meld_box;
} PlLayoutSeat;

typedef struct {
  double       card_width;
  double       card_height;
  /* The horizontal distance between cards of the human's hand. */
  double       hand_step;
  /* How far a selected card rises. */
  double       raise;
  guint        n_seats;
  PlLayoutSeat seats[PL_LAYOUT_MAX_SEATS];
  guint        n_trick;
  PlLayoutCard trick[PL_LAYOUT_MAX_SEATS];
  guint        n_talon;
  PlLayoutCard talon[PL_LAYOUT_MAX_TALON];
  /* Drop targets. */
  PlLayoutRect trick_area;
  PlLayoutRect talon_area;
  PlLayoutRect hand_area;
  /* Two seats: where a card of the human's hand is dropped to declare it
   * (empty when the game has no melds). */
  PlLayoutRect melds_area;
  /* The stock's count: (talon_label_x, talon_label_y) is the middle of the
   * label's top edge; talon_label_max_width bounds it. */
  double       talon_label_x;
  double       talon_label_y;
  double       talon_label_max_width;
  /* The floor: its cards pile by pile, each pile's bounds (a card dropped
   * there goes on that pile) and the whole floor (a card dropped there
   * but on no pile is laid on the floor). */
  guint        n_floor;
  PlLayoutCard floor[PL_LAYOUT_MAX_FLOOR];
  guint        n_piles;
  PlLayoutRect piles[PL_LAYOUT_MAX_PILES];
  PlLayoutRect floor_area;
} PlTableLayout;

/* Fills @layout for @params.  Always succeeds: absurd sizes give a small
 * but consistent layout. */
void          pl_table_layout_compute        (PlTableLayout        *layout,
                                              const PlLayoutParams *params);

PlLayoutSide  pl_table_layout_side_of_seat   (guint                 seat,
                                              guint                 human_seat,
                                              guint                 n_seats);

/* The axis-aligned bounds of a rotated card. */
PlLayoutRect  pl_layout_card_get_bounds      (const PlLayoutCard   *card);

gboolean      pl_layout_rect_contains        (const PlLayoutRect   *rect,
                                              double                x,
                                              double                y);
gboolean      pl_layout_rect_intersects      (const PlLayoutRect   *a,
                                              const PlLayoutRect   *b);

/* The pile of the floor at (@x, @y), the topmost where piles overlap, or
 * -1. */
gint          pl_table_layout_pile_at        (const PlTableLayout  *layout,
                                              double                x,
                                              double                y);

/* The position in the human's hand that a card dropped at @x goes to, for
 * a hand of @n_cards laid out in @layout (0 … n_cards - 1). */
guint         pl_table_layout_hand_index_at  (const PlTableLayout  *layout,
                                              guint                 human_seat,
                                              double                x);

G_END_DECLS
