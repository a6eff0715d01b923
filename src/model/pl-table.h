/* pl-table.h — the table: one deal's rules state, its seats, the match and its record
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "pl-card-list.h"
#include "pl-game.h"
#include "pl-record.h"
#include "pl-score-sheet.h"
#include "pl-seat.h"

G_BEGIN_DECLS

/*
 * PlTable owns the current deal's rules state (through the PlGame
 * interface, so that every game uses this one class), the seats, the match
 * score sheet and the record of the deal.  The view observes it: the card
 * lists emit items-changed, the properties notify, and "move-played" /
 * "deal-over" say what happened.  Every move, the human's from the canvas
 * or a dialog and the computer's from its GTask, goes through
 * pl_table_play(), which checks it with the rules; nothing else changes
 * the state.
 *
 * One seat is the human's (seat 0 by default; the view puts it at the
 * bottom).  What the lists show is what that seat may see
 * (PlGame.visible_hand): the other hands are face down unless laid open
 * (Ouvert) or the deal is over.
 *
 * Computer seats: when a computer seat is to move, the table starts a GTask
 * in a worker thread that chooses a move on a copy of the state (the
 * player uses only what its seat may see), waits at least
 * "computer-delay" milliseconds so a person can follow, and plays it.  A
 * new deal, an undo or disposing the table cancels it.  A computer move
 * the rules refuse is a bug: it is reported with g_critical() and the
 * "error" signal, never played.
 *
 * Properties (all notify only on change): "phase" (string, the game's
 * phase_name), "to-move" (int), "busy" (boolean), "deal-number" (uint),
 * "over" (boolean).
 * Signals:
 *   "deal-started" ()                      after pl_table_new_deal/load_deal
 *   "move-played"  (gpointer const PlMove *) after each move, lists updated
 *   "trick-completed" (guint index)        after the last card of a trick
 *   "deal-over"    ()                      the result is ready
 *   "error"        (const char *message)   a computer move was refused
 */
#define PL_TYPE_TABLE (pl_table_get_type ())
G_DECLARE_FINAL_TYPE (PlTable, pl_table, PL, TABLE, GObject)

/* @game_id: "skat".  NULL if the game is unknown. */
PlTable        *pl_table_new              (const char    *game_id);
/* The name the table gives @seat ("You" for the @human's seat, the
 * computer players' names for the others), as saved matches name them. */
const char     *pl_table_default_seat_name (guint          seat,
                                            guint          human);

const PlGame   *pl_table_get_game         (PlTable       *self);
/* Options as in records ("players=4", "ramsch=on"); they apply from the
 * next deal on.  FALSE with a message if the game refuses one. */
gboolean        pl_table_set_option       (PlTable       *self,
                                           const char    *key,
                                           const char    *value,
                                           GError       **error);
guint           pl_table_get_n_seats      (PlTable       *self);
PlSeat         *pl_table_get_seat         (PlTable       *self,
                                           guint          seat);
guint           pl_table_get_human_seat   (PlTable       *self);

/* Deals the next deal of the match from @seed (the dealer moves on by one
 * each deal; the first deal's dealer is the seat before the human, so the
 * human is forehand).  Starts the computer if it is to move. */
void            pl_table_new_deal         (PlTable       *self,
                                           guint64        seed);
/* Replaces the match with @deal's options and plays its moves (checked). */
gboolean        pl_table_load_deal        (PlTable       *self,
                                           const PlDealRecord *deal,
                                           GError       **error);
guint           pl_table_get_deal_number  (PlTable       *self);   /* 1, 2, … */
guint64         pl_table_get_seed         (PlTable       *self);
guint           pl_table_get_dealer       (PlTable       *self);
const PlDealRecord *pl_table_get_record   (PlTable       *self);

/* The rules state of the current deal, to read with the game's own
 * accessors (pl_skat_get_phase () …).  Valid until the next move. */
gconstpointer   pl_table_get_state        (PlTable       *self);
/* The seat to move, or -1 when the deal is over. */
gint            pl_table_get_to_move      (PlTable       *self);
gboolean        pl_table_is_over          (PlTable       *self);
gboolean        pl_table_is_human_turn    (PlTable       *self);
/* TRUE while a computer seat is thinking. */
gboolean        pl_table_get_busy         (PlTable       *self);

/* The legal moves of the human seat now (none when it is not his turn). */
guint           pl_table_get_legal_moves  (PlTable       *self,
                                           PlMove        *moves);
/* Checks @move with the rules and applies it.  On FALSE, @error carries the
 * rules' reason in words a player understands ("You must follow suit:
 * Hearts", "It is not your turn"), and nothing changed. */
gboolean        pl_table_play             (PlTable       *self,
                                           const PlMove  *move,
                                           GError       **error);
/* Table talk said out of turn (PL_MOVE_CLAIM, PL_MOVE_CONCEDE: Skat's
 * claims and concessions) by any seat of the deal: the human's own, or a
 * computer seat's that its owner decided (the claim searches run beside
 * the table's players).  Checked by the rules like any move. */
gboolean        pl_table_say              (PlTable       *self,
                                           const PlMove  *move,
                                           GError       **error);
/* Whether the human may play @card now, and if not why. */
gboolean        pl_table_check_card       (PlTable       *self,
                                           PlCard         card,
                                           GError       **error);

/* What the view shows.  Hands are in display order (Skat: sorted as Skat
 * players sort them, pl_skat_sort_hand()); the human may reorder his own
 * with pl_table_move_in_hand(), which the table keeps until the cards
 * change. */
PlCardList     *pl_table_get_hand         (PlTable       *self,
                                           guint          seat);
PlCardList     *pl_table_get_trick        (PlTable       *self);
/* The skat (Skat) or the stock with the turn-up (Bézique). */
PlCardList     *pl_table_get_talon        (PlTable       *self);
/* The last completed trick, empty before the first. */
PlCardList     *pl_table_get_last_trick   (PlTable       *self);
void            pl_table_move_in_hand     (PlTable       *self,
                                           guint          from,
                                           guint          to);

/* Looking at a completed trick (seed 000, "Seeing Tricks"): the cost in
 * points (0 for the last trick, 10 for an earlier one), or -1 if @index is
 * not a completed trick.  pl_table_peek_trick() charges the cost to the
 * human on the score sheet and fills @cards (seat order of play), @leader
 * and @winner. */
gint            pl_table_get_peek_cost    (PlTable       *self,
                                           guint          index);
gboolean        pl_table_peek_trick       (PlTable       *self,
                                           guint          index,
                                           PlCard         cards[PL_MAX_SEATS],
                                           guint         *n_cards,
                                           guint         *leader,
                                           guint         *winner);
/* The seat of each card of completed trick @index, in the order played
 * (what pl_table_peek_trick() shows), without looking at its cards:
 * FALSE if it may not be looked at (pl_table_get_peek_cost() < 0). */
gboolean        pl_table_get_trick_seats  (PlTable       *self,
                                           guint          index,
                                           guint          seats[PL_MAX_SEATS]);
guint           pl_table_get_n_tricks     (PlTable       *self);

/* The match. */
const PlScoreSheet *pl_table_get_score_sheet   (PlTable  *self,
                                                PlScoreSheetKind kind);
/* The finished deal's result (reasons in words); FALSE before the end. */
gboolean        pl_table_get_result       (PlTable       *self,
                                           PlResult      *result);

/* Milliseconds a computer seat waits before it plays (default 600; tests
 * use 0). */
void            pl_table_set_computer_delay (PlTable     *self,
                                             guint        msec);
/* How strongly the computer seats play: a PlAiLevel (0 Easy, 1 Normal,
 * 2 Strong; default Normal), from the next decision on. */
void            pl_table_set_computer_level (PlTable     *self,
                                             guint        level);

/* Added by the model (additions, no change to the above):
 *
 * Properties "declarer" (int, -1 none), "contract" (string, the game as
 * said: "Grand Hand", "" before the announcement), "computer-delay"
 * (uint, read-write) and "autoplay" (boolean, read-write).  Signal
 * "score-changed" () after a result or a penalty went on the sheets.
 *
 * The trick list keeps a completed trick until the next card is led, so a
 * view that follows the list alone shows every card; "trick-completed" is
 * the moment to gather it (its winner: pl_table_get_last_trick_winner()).
 *
 * Autoplay: the computer plays the human's seat too (a demonstration, the
 * tests); what the lists show is still what the human's seat may see, and
 * pl_table_play() refuses every move with "It is not your turn". */
void            pl_table_set_autoplay     (PlTable       *self,
                                           gboolean       autoplay);
gboolean        pl_table_get_autoplay     (PlTable       *self);
/* The winner of the last completed trick, or -1. */
gint            pl_table_get_last_trick_winner (PlTable  *self);

/* Added for saved games, resume and undo (pl-table-history.c):
 *
 * The match record: every finished deal of the match, then the current
 * deal as far as it has gone, with the peek penalties in each deal's
 * "X-Penalty" tag (docs/records.md).  pl_table_load_match() replaces the
 * match with @record's: it checks every deal (same game, same number of
 * seats, every deal but the last finished, every move legal, every
 * penalty well formed) before it changes anything, rebuilds the score
 * sheets by replaying the deals, and continues the last deal where it
 * stopped ("deal-started", then "deal-over" if it is finished).
 *
 * Undo takes back the human's last move and every move after it, so
 * that the human is to move again; the computer's task is cancelled, and
 * a computer move undone is chosen again when it is next to move.  It is
 * not possible once the deal is over (its result is on the sheets) or in
 * autoplay.  Signal "undone" () after an undo.  Redo plays the undone
 * moves again up to the human's next decision, as long as no other move
 * was played since. */
PlRecord       *pl_table_get_match_record (PlTable             *self);
gboolean        pl_table_load_match       (PlTable             *self,
                                           const PlRecord      *record,
                                           GError             **error);
gboolean        pl_table_can_undo         (PlTable             *self);
gboolean        pl_table_undo             (PlTable             *self);
gboolean        pl_table_can_redo         (PlTable             *self);
gboolean        pl_table_redo             (PlTable             *self);

/* Added for Bézique (pl-table-bezique.c):
 *
 * The melds: the cards a seat has declared, lying face up on the table in
 * front of it and still playable from there (Bézique; empty lists in other
 * games).  In display order; two identical cards appear twice.  The hand
 * lists then hold only the concealed cards (the human's own hand without
 * his melds).
 *
 * The talon's shape: PL_TALON_SPREAD, the Skat's skat (a few cards side by
 * side), or PL_TALON_STOCK, a stock to draw from with the trump card turned
 * up under it — its list is then the turn-up first (face up; absent once it
 * has been drawn), then one face-down card per card of the stock.
 * pl_table_get_stock_count() is the number to show beside the stock, or -1
 * where the laws forbid counting it (Bézique's French laws) or there is no
 * stock. */
typedef enum {
  PL_TALON_SPREAD,
  PL_TALON_STOCK,
} PlTalonStyle;

/* The human's PL_MOVE_PLAY of @card from his hand (or, @from_melds, from
 * his melds), as the rules want it named; FALSE with the reason when he
 * may not play it now.  pl_table_check_card() is this, from the hand. */
gboolean        pl_table_make_play        (PlTable       *self,
                                           PlCard         card,
                                           gboolean       from_melds,
                                           PlMove        *move,
                                           GError       **error);
/* A new match (Bézique: after a game to 1000 was won): forgets the score
 * sheets and the finished deals, and deals its first deal from @seed. */
void            pl_table_new_match        (PlTable       *self,
                                           guint64        seed);
PlCardList     *pl_table_get_melds        (PlTable       *self,
                                           guint          seat);
PlTalonStyle    pl_table_get_talon_style  (PlTable       *self);
gint            pl_table_get_stock_count  (PlTable       *self);
/* Whether the table may number the tricks ("5 tricks", "Trick 5"): not
 * under laws that forbid counting them (Bézique's French laws). */
gboolean        pl_table_get_tricks_countable (PlTable     *self);

/* Added for the registry of games (issue 12):
 *
 * The places on the table a game uses, so that the view lays out what the
 * game has and keeps room for what is to come (the melds before they are
 * declared); and the most cards a seat holds at once in the game, so that
 * the cards keep their size through the deal.  A game without a view of
 * its own has hands and nothing else, and its largest hand is what the
 * view sees. */
typedef enum {
  PL_TABLE_ZONE_TRICK = 1 << 0,   /* a trick in the middle, won-trick piles */
  PL_TABLE_ZONE_TALON = 1 << 1,   /* the skat, the stock, the kitty */
  PL_TABLE_ZONE_MELDS = 1 << 2,   /* cards laid face up before each seat */
  PL_TABLE_ZONE_FLOOR = 1 << 3,   /* loose cards and builds on the table */
} PlTableZones;

PlTableZones    pl_table_get_zones        (PlTable       *self);
guint           pl_table_get_max_hand_size (PlTable      *self);

/* The floor (PL_TABLE_ZONE_FLOOR): the cards lying face up in the middle
 * of the table, each item's pile and its owner (its seat: -1 for a loose
 * card, the builder for a build) telling loose cards from builds; empty
 * in a game without one.  What a pile is, in the game's words ("Anna's
 * build of 9"), or NULL. */
PlCardList     *pl_table_get_floor        (PlTable       *self);
char           *pl_table_dup_floor_label  (PlTable       *self,
                                           guint          pile);
/* The short caption the table shows under a pile ("Build of 8 — yours"),
 * or NULL. */
char           *pl_table_dup_floor_caption (PlTable      *self,
                                            guint         pile);

/* Added for the table's pace (issue 16): the view holds the table while a
 * completed trick lies in view, so that nobody leads before the players
 * have seen it.  Holds count; while one is held, a computer seat's chosen
 * move waits, and after the last release it plays once the rest of
 * "computer-delay", counted from the release, has passed.  A human move is
 * never held: the view takes the trick in first. */
void            pl_table_hold             (PlTable       *self);
void            pl_table_release          (PlTable       *self);
gboolean        pl_table_is_held          (PlTable       *self);

/* Added for "Analyse This Deal" (pl-review-window.c): a table for
 * review looks at a position of a deal (pl_table_load_deal()) with every
 * hand open, each as its own seat sees it, and no computer seat plays on
 * from it. */
void            pl_table_set_review       (PlTable       *self,
                                           gboolean       review);

G_END_DECLS
