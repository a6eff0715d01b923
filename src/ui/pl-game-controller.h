/* pl-game-controller.h — what the window asks of a game's controller, and what controllers share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "pl-action-bar.h"
#include "pl-card-theme.h"
#include "pl-table-view.h"
#include "pl-table.h"

G_BEGIN_DECLS

/*
 * Each game has a controller (PlSkatController, PlBeziqueController) that
 * turns the human's gestures and answers into the game's moves and shows
 * its dialogs.  The game catalog (pl-game-catalog.h) names its type; the
 * window makes one with g_object_new() and the construct properties below,
 * and the window, the saved games, the hint, the score sheet, the
 * statistics and the tests talk to it through this abstract class, so
 * they know no game.  What they ask of a game is in the class: the class
 * fields and the virtual functions with a default.
 *
 * The controllers share here what does not depend on the game: the table,
 * view and bar they drive, the one dialog open at a time, playing a move
 * with the rules' reason shown when they refuse it, the moves offered on
 * the bar, the last trick (seed 000 "Seeing Tricks", seed 002 "A trick
 * once turned and quitted cannot again be seen" — the table's peek cost
 * says which applies), the result shown a moment after the last trick,
 * the game's options taken from the settings, and an update that is never
 * re-entered.
 *
 * Properties (construct only)
 *   "window"        GtkWindow     the window it serves (kept weakly)
 *   "table"         PlTable
 *   "view"          PlTableView
 *   "bar"           PlActionBar   the bar under the table
 *   "bar-revealer"  GtkRevealer   which shows and hides the bar
 *
 * Signals
 *   "changed" ()   anything the human sees may have changed (the window
 *                  follows it for its subtitle and the test state file)
 */
#define PL_TYPE_GAME_CONTROLLER (pl_game_controller_get_type ())
G_DECLARE_DERIVABLE_TYPE (PlGameController, pl_game_controller, PL, GAME_CONTROLLER, GObject)

/* The score sheets a game keeps, as the Score Sheet window shows them. */
typedef enum {
  /* Each seat's column of running totals (pl-score-sheet.h, the book). */
  PL_SCORE_SHEETS_BOOK          = 1 << 0,
  /* Seed 000: a line under every third or fourth amount, so that the
   * amounts without one tell whose deal it is. */
  PL_SCORE_SHEETS_DEALER_LINES  = 1 << 1,
  /* The tournament list of Skat (pl-score-sheet.h). */
  PL_SCORE_SHEETS_SEEGER_FABIAN = 1 << 2,
} PlScoreSheets;

struct _PlGameControllerClass
{
  GObjectClass parent_class;

  /* What the generic windows show of the game, set in class_init. */
  PlScoreSheets  score_sheets;
  /* N_(): how the book list is kept, above it in the Score Sheet. */
  const char    *book_description;
  /* Whether a deal has a declarer who wins or loses it (Skat), so that the
   * statistics count his games; otherwise they count deals won. */
  gboolean       has_declarer;
  /* Optional: a list of the game's own beside the book's sheet in the
   * Score Sheet window (Skat's, the ISkO's Spielliste): N_() @list_title
   * names its tab, and new_list_page() builds the page for @table in
   * @window (which may get the page's actions). */
  const char    *list_title;
  GtkWidget   *(*new_list_page) (PlTable   *table,
                                 GtkWindow *window);
  /* N_(): with a list, what the Preferences ask before another number of
   * players starts a new one ("Start a New Skat List?"). */
  const char    *new_list_question;

  /* Deals the next deal from @seed.  The default takes the game's options
   * from the settings (pl_game_controller_apply_settings(), those fixed
   * for a match only for the first deal) and deals. */
  void   (*deal)              (PlGameController *self,
                               guint64           seed);
  void   (*show_result)       (PlGameController *self);
  /* Offers the human what he may do in the state now: the bar, the
   * playable cards, a dialog.  Called by pl_game_controller_update(),
   * which never re-enters it. */
  void   (*update)            (PlGameController *self);
  /* Forgets what was asked in the deal (a new deal, or moves undone). */
  void   (*reset)             (PlGameController *self);
  /* @move of @state in words, for a hint ("bid 20", "play the Queen of
   * Spades"), and the card of the human's that it moves (to raise on the
   * table), PL_CARD_NONE if none.  The default says a card played and
   * otherwise writes the move in the record's notation. */
  char  *(*describe_move)     (PlGameController *self,
                               gconstpointer     state,
                               const PlMove     *move,
                               PlCard           *card);
  /* The game's own members of the tests' state file (pl-window-test-
   * state.c), each `, "key": value`.  The default writes "playable", the
   * cards the human may play now, and "trick", the cards in the middle. */
  void   (*append_test_state) (PlGameController *self,
                               GString          *out);
  /* Optional: shows the deal's log, what the players have said so far
   * (Bézique: the declarations).  NULL: the game keeps none. */
  void   (*show_log)          (PlGameController *self);
  /* Optional: a game whose look back is not a trick (Cassino: seed 003,
   * "only the last trick gathered can be seen": the last capture).
   * can_peek() says whether there is something to see now, peek() shows
   * it (or says why not) and returns whether it did.  NULL: the last
   * trick of the table. */
  gboolean (*can_peek)        (PlGameController *self);
  gboolean (*peek)            (PlGameController *self);
};

/* What the window asks. */
void        pl_game_controller_deal             (PlGameController *self,
                                                 guint64           seed);
/* Opens the last-trick dialog; FALSE (with the reason shown) if no trick
 * may be seen now. */
gboolean    pl_game_controller_peek             (PlGameController *self);
/* Whether there is a trick (or the game's own look back) to see now. */
gboolean    pl_game_controller_can_peek         (PlGameController *self);
/* For a game's own peek(): remembers what it showed, for the tests'
 * state file. */
void        pl_game_controller_set_last_peek    (PlGameController *self,
                                                 const char       *description);
void        pl_game_controller_show_result      (PlGameController *self);
/* The deal's log (PlGameControllerClass.show_log), if the game keeps one. */
gboolean    pl_game_controller_has_log          (PlGameController *self);
void        pl_game_controller_show_log         (PlGameController *self);
/* Offers the human's choices again once the view is ready (after a match
 * was loaded or resumed). */
void        pl_game_controller_refresh          (PlGameController *self);
/* Whether a deal is under way (started and not over). */
gboolean    pl_game_controller_in_progress      (PlGameController *self);
/* The class's describe_move(). */
char       *pl_game_controller_describe_move    (PlGameController *self,
                                                 gconstpointer     state,
                                                 const PlMove     *move,
                                                 PlCard           *card);
/* The class's append_test_state(). */
void        pl_game_controller_append_test_state (PlGameController *self,
                                                  GString          *out);
/* For the tests' state file: the last refusal shown, the last peek, the
 * title of the dialog open now ("" if none). */
const char *pl_game_controller_get_last_refusal (PlGameController *self);
const char *pl_game_controller_get_last_peek    (PlGameController *self);
const char *pl_game_controller_get_dialog       (PlGameController *self);

/* For the controllers: what they drive (owned by the controller, which
 * keeps references), and the window's settings and deck. */
GtkWindow     *pl_game_controller_get_window    (PlGameController *self);
PlTable       *pl_game_controller_get_table     (PlGameController *self);
PlTableView   *pl_game_controller_get_view      (PlGameController *self);
PlActionBar   *pl_game_controller_get_bar       (PlGameController *self);
GSettings     *pl_game_controller_get_settings  (PlGameController *self);
PlCardTheme   *pl_game_controller_get_card_theme (PlGameController *self);
/* Sets the table's options for the next deal from the settings, one key
 * per option of the game ("skat-players", pl-settings.h), and the
 * computer players' level; the options fixed for a whole match
 * (PL_OPTION_MATCH, Bézique's target) only when @new_match. */
void           pl_game_controller_apply_settings (PlGameController *self,
                                                  gboolean          new_match);
/* For append_test_state(): cards as a JSON list of their names,
 * ["CJ", "HT"]. */
void           pl_game_controller_append_cards  (GString          *out,
                                                 const PlCard     *cards,
                                                 guint             n);
void           pl_game_controller_append_cardset (GString         *out,
                                                  PlCardSet        set);
/* Runs the class's update (again, if asked for meanwhile), then "changed". */
void           pl_game_controller_update        (PlGameController *self);
void           pl_game_controller_emit_changed  (PlGameController *self);
/* The dialog open now (weak), or NULL; opening one replaces nothing: the
 * caller closes the old one first.  When it goes, update runs again. */
GtkWindow     *pl_game_controller_get_open_dialog (PlGameController *self);
void           pl_game_controller_set_dialog    (PlGameController *self,
                                                 GtkWindow        *dialog);
void           pl_game_controller_close_dialog  (PlGameController *self);
/* Shows a game's end-of-deal window (a GtkWindow with a "next-deal"
 * signal) as the open dialog; its "next-deal" deals a new random deal. */
void           pl_game_controller_present_result (PlGameController *self,
                                                  GtkWindow        *dialog);
/* Shows @message in a toast and remembers it as the last refusal. */
void           pl_game_controller_refuse        (PlGameController *self,
                                                 const char       *message);
/* Plays @move for the human; the rules' reason is shown if they refuse.
 * A move's button of the bar comes here by itself. */
gboolean       pl_game_controller_play          (PlGameController *self,
                                                 const PlMove     *move);
/* The human's legal move of @kind with the lowest value (Skat's next
 * bid); FALSE if he has none. */
gboolean       pl_game_controller_find_move     (PlGameController *self,
                                                 PlMoveKind        kind,
                                                 PlMove           *move);
/* The bar under the table, with @title and @detail; or hidden. */
void           pl_game_controller_show_bar      (PlGameController *self,
                                                 const char       *title,
                                                 const char       *detail);
void           pl_game_controller_hide_bar      (PlGameController *self);
/* Whether the bar is shown. */
gboolean       pl_game_controller_bar_shown     (PlGameController *self);

/* The book's laws (pl-laws-controller.h), for every game: "Call an
 * Irregularity…" (FALSE, with the reason shown, if there is nothing to
 * call); and whether the human answers a card led out of turn by playing
 * to it, chosen in the answer's dialog. */
gboolean       pl_game_controller_call_irregularity (PlGameController *self);
gboolean       pl_game_controller_get_laws_by_card  (PlGameController *self);
void           pl_game_controller_set_laws_by_card  (PlGameController *self,
                                                     gboolean          by_card);

G_END_DECLS
