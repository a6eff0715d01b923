/* pl-table-view-private.h — what the parts of PlTableView share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pl-card-widget.h"
#include "pl-table-layout.h"
#include "pl-table-view.h"

G_BEGIN_DECLS

/* Where a card widget is, as the view sees it. */
typedef enum {
  PL_ZONE_HAND,
  PL_ZONE_TRICK,
  PL_ZONE_TALON,
  PL_ZONE_PILE,
  /* A card on its way to a pile, removed when it arrives. */
  PL_ZONE_GONE,
  /* Declared, face up on the table in front of its seat (Bézique). */
  PL_ZONE_MELDS,
  /* Lying on the floor in the middle (Cassino), in a pile. */
  PL_ZONE_FLOOR,
} PlZone;

typedef struct {
  GtkWidget   *widget;       /* PlCardWidget, a child of the view */
  PlCard       card;
  PlZone       zone;
  gint         seat;         /* whose hand/pile, who played it, a build's
                              * owner; -1 none */
  guint        index;        /* position in its list */
  guint        pile;         /* on the floor: the pile it lies in */

  /* Where it is drawn now, where it moves from, and the move. */
  PlLayoutCard current;
  PlLayoutCard from;
  gboolean     placed;       /* current is valid */
  gboolean     pending;      /* start a move from `from` at the next allocation */
  gboolean     animating;
  gint64       start_us;
  gint64       delay_us;
  gint64       duration_us;
  gboolean     remove_when_done;
  gboolean     selected;
  /* The one card the hint raises (of two identical cards, the first). */
  gboolean     hinted;
  /* The keyboard's card, while the player uses the keyboard: raised,
   * ringed and drawn over its neighbours. */
  gboolean     keyboard;
} PlCardSlot;

typedef enum {
  PL_DRAG_IDLE,
  PL_DRAG_PRESSED,
  PL_DRAG_DRAGGING,
} PlDragState;

struct _PlTableView {
  GtkWidget      parent_instance;

  PlTable       *table;
  PlCardTheme   *theme;
  /* What the view listens to (the table's lists and seats), to
   * disconnect from when the table changes. */
  GPtrArray     *watched;

  /* PlCardSlot*, in drawing order. */
  GPtrArray     *slots;
  guint          reconcile_id;
  gboolean       dealing;

  GtkWidget     *seat_labels[PL_LAYOUT_MAX_SEATS];
  GtkWidget     *seat_names[PL_LAYOUT_MAX_SEATS];
  GtkWidget     *seat_pills[PL_LAYOUT_MAX_SEATS];
  /* What a seat said, as a sentence (two seats). */
  GtkWidget     *seat_said[PL_LAYOUT_MAX_SEATS];
  /* The stock's count ("23 cards"), where the laws allow it. */
  GtkWidget     *stock_label;
  /* The captions under the floor's piles ("Build of 8 — yours"), made
   * when first needed. */
  GtkWidget     *pile_captions[PL_LAYOUT_MAX_PILES];
  /* The card the human last played or declared from the canvas: of two
   * identical cards, the one that moves is the one he moved. */
  PlCardSlot    *activated_slot;

  PlTableLayout  layout;
  PlLayoutParams layout_params;
  gboolean       layout_valid;
  int            texture_width;
  guint          texture_width_id;

  guint          speed;
  gboolean       single_click;
  PlCardSet      playable;
  gboolean       selection_mode;
  PlCard         hint;
  guint          tick_id;

  /* The completed trick: held in the middle for a moment, then taken. */
  PlCardSet      completed_cards;
  PlCardSet      taken_cards;
  guint          completed_n;
  guint          taken_n;
  gint           trick_winner;
  guint          hold_id;
  /* The trick pause: how long, or until a click or a key; whether the
   * view holds the table (pl_table_hold) meanwhile. */
  guint          trick_pause_ms;
  gboolean       trick_on_click;
  gboolean       holding;
  guint          last_tricks[PL_LAYOUT_MAX_SEATS];
  /* How many cards lie face up across each seat's pile (Cassino's
   * sweeps, pl_table_get_pile_marks()). */
  guint          n_pile_marks[PL_LAYOUT_MAX_SEATS];

  /* The player uses the keyboard (a key pressed, the app moved the
   * focus) and not the mouse since: the focused card stays marked. */
  gboolean       keyboard_mode;
  double         motion_x;
  double         motion_y;

  /* The book's laws (pl-table-view-exposed.c): each seat's row of
   * exposed cards, made when first needed, and the cards it shows. */
  GtkWidget     *exposed_rows[PL_LAYOUT_MAX_SEATS];
  PlCardSet      exposed_cards[PL_LAYOUT_MAX_SEATS];

  /* Announcements (pl-table-view-announce.c): GTK 4.8's alert label. */
  GtkWidget     *announcer;
  guint          announce_id;
  char          *last_announcement;

  /* The drag. */
  PlDragState    drag_state;
  PlCardSlot    *drag_slot;
  double         drag_start_x;
  double         drag_start_y;
  PlLayoutCard   drag_origin;
  double         drag_x;
  double         drag_y;
  /* The zones that take a drop now (1 << PlDropZone), and the one the
   * dragged card is over, highlighted (pl-table-view-drag.c). */
  guint          drop_zones;
  PlDropZone     drop_target;
};

/* pl-table-view-drag.c */
void          pl_table_view_snapshot_drop_target  (PlTableView  *self,
                                                   GtkSnapshot  *snapshot);

/* pl-table-view.c */
void          pl_card_slot_free                   (PlCardSlot   *slot);
void          pl_table_view_clear_slots           (PlTableView  *self);
guint         pl_table_view_get_human_seat        (PlTableView  *self);
gboolean      pl_table_view_is_human_card         (PlTableView  *self,
                                                   PlCardSlot   *slot);
gint64        pl_table_view_get_duration_us       (PlTableView  *self);
void          pl_table_view_queue_reconcile       (PlTableView  *self);
void          pl_table_view_update_slot_states    (PlTableView  *self);
PlCardSlot   *pl_table_view_find_slot             (PlTableView  *self,
                                                   GtkWidget    *widget);
void          pl_table_view_emit_activated        (PlTableView  *self,
                                                   PlCardSlot   *slot,
                                                   const PlDropPlace *place);
void          pl_table_view_toggle_selected       (PlTableView  *self,
                                                   PlCardSlot   *slot);
void          pl_table_view_notify_trick_in_view  (PlTableView  *self);
gboolean      pl_table_view_focus_slot            (PlTableView  *self,
                                                   PlCardSlot   *slot);
void          pl_table_view_set_keyboard_mode     (PlTableView  *self,
                                                   gboolean      keyboard_mode);
void          pl_table_view_update_keyboard_slot  (PlTableView  *self);

/* pl-table-view-layout.c */
void          pl_table_view_reconcile             (PlTableView  *self);
void          pl_table_view_size_allocate_cards   (PlTableView  *self,
                                                   int           width,
                                                   int           height);
gboolean      pl_table_view_slot_target           (PlTableView  *self,
                                                   PlCardSlot   *slot,
                                                   PlLayoutCard *target);

/* pl-table-view-anim.c */
void          pl_table_view_start_ticking         (PlTableView  *self);
void          pl_table_view_stop_ticking          (PlTableView  *self);
void          pl_table_view_fly_back              (PlTableView  *self,
                                                   PlCardSlot   *slot);
void          pl_table_view_trick_completed       (PlTableView  *self);
void          pl_table_view_forget_trick          (PlTableView  *self);
void          pl_table_view_release_table         (PlTableView  *self);
void          pl_table_view_interpolate           (PlTableView  *self,
                                                   PlCardSlot   *slot,
                                                   const PlLayoutCard *target,
                                                   gint64        now);

/* pl-table-view-announce.c */
/* pl-table-view-exposed.c */
void          pl_table_view_update_exposed        (PlTableView  *self);
void          pl_table_view_allocate_exposed      (PlTableView  *self,
                                                   int           width,
                                                   int           height);
void          pl_table_view_dispose_exposed       (PlTableView  *self);
void          pl_table_view_init_announcer        (PlTableView  *self);
void          pl_table_view_connect_announcements (PlTableView  *self);
void          pl_table_view_allocate_announcer    (PlTableView  *self);

/* pl-table-view-drag.c */
void          pl_table_view_setup_input           (PlTableView  *self);
void          pl_table_view_activate_card_widget  (PlTableView  *self,
                                                   GtkWidget    *widget);
PlCardSlot   *pl_table_view_slot_at               (PlTableView  *self,
                                                   double        x,
                                                   double        y);

G_END_DECLS
