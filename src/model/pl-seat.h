/* pl-seat.h — a seat at the table and who plays it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

typedef enum {
  PL_PLAYER_HUMAN,
  PL_PLAYER_COMPUTER,
} PlPlayerKind;

/*
 * PlSeat: its name, who plays it, and what the table shows beside it: the
 * role this deal ("Forehand", "Declarer", "Dealer"), the bid or contract
 * said, and how many tricks it took.  The table keeps these up to date.
 */
#define PL_TYPE_SEAT (pl_seat_get_type ())
G_DECLARE_FINAL_TYPE (PlSeat, pl_seat, PL, SEAT, GObject)

PlSeat       *pl_seat_new          (guint         index,
                                    const char   *name,
                                    PlPlayerKind  kind);
guint         pl_seat_get_index    (PlSeat       *self);
const char   *pl_seat_get_name     (PlSeat       *self);
PlPlayerKind  pl_seat_get_kind     (PlSeat       *self);
gboolean      pl_seat_is_human     (PlSeat       *self);
/* Translated: "Forehand", "Middlehand", "Rearhand", "Sits out"; "" if none. */
const char   *pl_seat_get_role     (PlSeat       *self);
gboolean      pl_seat_get_is_dealer   (PlSeat    *self);
gboolean      pl_seat_get_is_declarer (PlSeat    *self);
/* What the seat said last, translated: "18", "Pass", "Hold", "Clubs Hand". */
const char   *pl_seat_get_said     (PlSeat       *self);
guint         pl_seat_get_tricks   (PlSeat       *self);

/* For PlTable only. */
void          pl_seat_update       (PlSeat       *self,
                                    const char   *role,
                                    gboolean      is_dealer,
                                    gboolean      is_declarer,
                                    const char   *said,
                                    guint         tricks);

G_END_DECLS
