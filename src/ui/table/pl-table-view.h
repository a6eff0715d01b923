/* pl-table-view.h — the card table: seats, fanned hands, the trick, the talon, moving cards
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "pl-card-theme.h"
#include "pl-table.h"

G_BEGIN_DECLS

/* The places of the table a card may be dropped on. */
typedef enum {
  PL_DROP_NONE,
  PL_DROP_TRICK,      /* the middle of the table: play the card */
  PL_DROP_TALON,      /* the skat (Skat: discard to it) or the stock */
  PL_DROP_HAND,       /* back into the hand, at a position: rearrange */
  PL_DROP_MELDS,      /* the human's side of the table (Bézique declarations) */
  PL_DROP_FLOOR,      /* the cards lying on the table (Cassino), or a pile of them */
} PlDropZone;

/*
 * The exact place a card was dropped on (or activated towards): the zone,
 * and where in it.  @seat is whose hand or melds, or a build's owner on
 * the floor (-1: none); @index the pile of the floor or the position in
 * the hand (-1: the zone as a whole, a card laid on the floor by itself);
 * @card the card dropped on, a pile's top card (PL_CARD_NONE: none).
 * A click, Enter or a drop on the trick is { PL_DROP_TRICK, -1, -1, NONE }.
 */
typedef struct {
  PlDropZone zone;
  gint       seat;
  gint       index;
  PlCard     card;
} PlDropPlace;

/*
 * PlTableView is one widget that lays out a PlTable: the human's hand fanned
 * at the bottom, the other seats' hands face down (or open: Ouvert) at the
 * left, top and right, the talon (skat or stock), the current trick in the
 * middle, each seat's won-trick pile, and seat labels with their role, what
 * they said and the dealer/declarer marks.  Every card is a child widget
 * (PlCardWidget) with an accessible label ("Queen of Spades, 3 of 10 in your
 * hand"), focusable in the human's hand.  The layout itself is plain
 * arithmetic (pl-table-layout.h), tested without a display.
 *
 * The human acts with the mouse (drag past a threshold and drop, or click /
 * double-click per the setting) or the keyboard (arrows move the focus in
 * the hand, Enter/space plays).  Each ends in "card-activated": the owner
 * (the window's game controller) turns it into a move, or refuses it with a
 * reason; a refused or unhandled drop flies back and the reason is shown by
 * the owner in a toast.  The view itself knows no rules.
 *
 * Cards move with animations whose speed follows the `animation-speed`
 * setting ("off" places them at once); an animation never blocks input for
 * longer than it lasts.  The view draws only cached textures from its
 * PlCardTheme: no SVG is rendered during a frame, a drag or an animation.
 */
#define PL_TYPE_TABLE_VIEW (pl_table_view_get_type ())
G_DECLARE_FINAL_TYPE (PlTableView, pl_table_view, PL, TABLE_VIEW, GtkWidget)

GtkWidget   *pl_table_view_new                 (void);
void         pl_table_view_set_table           (PlTableView  *self,
                                                PlTable      *table);
PlTable     *pl_table_view_get_table           (PlTableView  *self);
void         pl_table_view_set_card_theme      (PlTableView  *self,
                                                PlCardTheme  *theme);
/* 0 off, 1 slow, 2 normal, 3 fast (the setting's enum values). */
void         pl_table_view_set_animation_speed (PlTableView  *self,
                                                guint         speed);
/* How a completed trick is taken in (the `trick-pause` and
 * `trick-take-on-click` settings): it lies in view for @pause_ms, or with
 * @on_click until the player clicks the table or presses a key (a card
 * led takes it in at once); the computer seats wait for it meanwhile. */
void         pl_table_view_set_trick_pause     (PlTableView  *self,
                                                guint         pause_ms,
                                                gboolean      on_click);
/* Whether a completed trick lies in view (property "trick-in-view");
 * pl_table_view_take_trick() takes it in now, FALSE if there is none. */
gboolean     pl_table_view_get_trick_in_view   (PlTableView  *self);
gboolean     pl_table_view_take_trick          (PlTableView  *self);
/* Says @text to assistive technology (GTK 4.14's announcements, an alert
 * on GTK 4.8): the view says the others' cards and calls, trick winners
 * and the player's turn itself; the window adds hints and refusals.  The
 * last one said, for the tests. */
void         pl_table_view_announce            (PlTableView  *self,
                                                const char   *text);
const char  *pl_table_view_get_last_announcement (PlTableView *self);
/* Whether a single click plays a card (else a double-click does). */
void         pl_table_view_set_single_click    (PlTableView  *self,
                                                gboolean      single_click);

/* Marks the cards of the human's hand that may be played now (the owner
 * sets them from the rules while it is the human's turn; empty otherwise). */
void         pl_table_view_set_playable        (PlTableView  *self,
                                                PlCardSet     playable);
/* Selection in the human's hand (Skat: the two cards to discard).  While
 * selection mode is on, a click toggles a card's selection instead of
 * activating it, and "selection-changed" is emitted.  The cards of the
 * floor are selected by a click (or Enter) whatever the mode (Cassino:
 * the cards to take); the selection holds both. */
void         pl_table_view_set_selection_mode  (PlTableView  *self,
                                                gboolean      selection_mode);
PlCardSet    pl_table_view_get_selection       (PlTableView  *self);
void         pl_table_view_clear_selection     (PlTableView  *self);
/* Selects (raises) or unselects @card of the human's hand from code, as a
 * click in selection mode would (Skat: a card dropped on the skat while
 * discarding is chosen); emits "selection-changed" if it changed. */
void         pl_table_view_set_card_selected   (PlTableView  *self,
                                                PlCard        card,
                                                gboolean      selected);
/* The zones that take a dropped card now, as a mask of 1 << PlDropZone
 * (Skat: the skat while discarding): while a card is dragged over one of
 * them, its place is highlighted, so that the player sees where the card
 * goes.  get_drop_target() says the zone highlighted (PL_DROP_NONE). */
void         pl_table_view_set_drop_zones      (PlTableView  *self,
                                                guint         zones);
PlDropZone   pl_table_view_get_drop_target     (PlTableView  *self);
/* For the tests: where @seat's label is, and the smallest rectangle that
 * holds all its marks, in the view's coordinates; FALSE if not shown. */
gboolean     pl_table_view_get_seat_label_bounds (PlTableView     *self,
                                                  guint            seat,
                                                  graphene_rect_t *label,
                                                  graphene_rect_t *marks);
/* Shows @card as a hint (a raised, outlined card), PL_CARD_NONE for none. */
void         pl_table_view_set_hint            (PlTableView  *self,
                                                PlCard        card);

/* Added by the canvas: the deck in use (transfer none); "talon-activated"
 * from code (the keyboard, an action); where a card is drawn now, in the
 * view's coordinates (tests, tools); whether a card is moving. */
PlCardTheme *pl_table_view_get_card_theme      (PlTableView  *self);
void         pl_table_view_activate_talon      (PlTableView  *self);
gboolean     pl_table_view_get_card_bounds     (PlTableView     *self,
                                                PlCard           card,
                                                graphene_rect_t *bounds);
gboolean     pl_table_view_is_animating        (PlTableView  *self);
/* The widget of card @index of @seat's hand (@zone PL_DROP_HAND) or
 * declared cards (PL_DROP_MELDS), or of the floor (PL_DROP_FLOOR, in the
 * order of pl_table_get_floor(); @seat is not asked), or NULL: each card
 * of two identical ones has its own. */
GtkWidget   *pl_table_view_get_card_widget     (PlTableView       *self,
                                                PlDropZone         zone,
                                                gint               seat,
                                                guint              index);
/* Where a card dropped counts as dropped on @place, in the view's
 * coordinates (on the floor: @place's pile, or with index -1 the whole
 * floor); FALSE if the table has no such place now. */
gboolean     pl_table_view_get_drop_area       (PlTableView       *self,
                                                const PlDropPlace *place,
                                                graphene_rect_t   *bounds);
/* The place a card dropped at (@x, @y) (the view's coordinates) would be
 * dropped on. */
PlDropPlace  pl_table_view_drop_place_at       (PlTableView      *self,
                                                double            x,
                                                double            y);
/* Keyboard alone: puts the focus on a card of the human's hand or melds
 * in @playable (unless one has it already), else on his first card, so
 * that Enter plays and the arrows choose.  FALSE if he holds no card. */
gboolean     pl_table_view_focus_playable      (PlTableView  *self,
                                                PlCardSet     playable);

/*
 * Signals
 *   "card-activated" (guint card, gpointer place) → gboolean handled
 *       A card of the human's hand was dropped on @place (a const
 *       PlDropPlace *), or clicked / Entered (the trick).  Return TRUE if
 *       it became a move (or was otherwise accepted); FALSE makes it fly
 *       back.
 *   "selection-changed" ()
 *   "talon-activated" ()   the skat/stock was clicked (e.g. take up the skat)
 *   "meld-activated" (guint card, gpointer place) → gboolean handled
 *       Like "card-activated", for a card of the human's melds (Bézique:
 *       the declared cards lying face up in front of him, which he may
 *       still play): clicked, Entered or dropped on the trick.
 *
 * Melds (pl_table_get_melds()) lie face up in front of each seat, between
 * its hand and the trick.  A card of the human's hand dropped there is
 * "card-activated" with { PL_DROP_MELDS, human } (Bézique: declare by
 * dragging).  The playable marks of pl_table_view_set_playable() apply to
 * the human's melds as well.  A hand may hold two identical cards
 * (Bézique's two packs): each is its own widget.
 *
 * The floor (pl_table_get_floor()) lies in the middle of the table, pile
 * by pile, a build's cards stepped so that each shows.  A card of the
 * human's hand dropped on a pile is "card-activated" with { PL_DROP_FLOOR,
 * owner, pile, top card } (Cassino: capture or build on it), dropped on
 * the floor beside the piles { PL_DROP_FLOOR, -1, -1 } (trail).
 */

G_END_DECLS
