/* pl-game-controller.h — what the window asks of a game's controller, and what controllers share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "pl-card-theme.h"
#include "pl-skat-bidding.h"
#include "pl-table-view.h"
#include "pl-table.h"

G_BEGIN_DECLS

/*
 * Each game has a controller (PlSkatController, PlBeziqueController) that
 * turns the human's gestures and answers into the game's moves and shows
 * its dialogs.  The window, the saved games and the tests talk to
 * whichever is at the table through this abstract class, so they know no
 * game; the controllers share here what does not depend on the game: the
 * table, view and bar they drive, the one dialog open at a time, playing
 * a move with the rules' reason shown when they refuse it, the last trick
 * (seed 000 "Seeing Tricks", seed 002 "A trick once turned and quitted
 * cannot again be seen" — the table's peek cost says which applies), the
 * result shown a moment after the last trick, and an update that is never
 * re-entered.
 *
 * Signals
 *   "changed" ()   anything the human sees may have changed (the window
 *                  follows it for its subtitle and the test state file)
 */
#define PL_TYPE_GAME_CONTROLLER (pl_game_controller_get_type ())
G_DECLARE_DERIVABLE_TYPE (PlGameController, pl_game_controller, PL, GAME_CONTROLLER, GObject)

struct _PlGameControllerClass
{
  GObjectClass parent_class;

  /* Deals the next deal from @seed, with the options of the settings. */
  void (*deal)        (PlGameController *self,
                       guint64           seed);
  void (*show_result) (PlGameController *self);
  /* Offers the human what he may do in the state now: the bar, the
   * playable cards, a dialog.  Called by pl_game_controller_update(),
   * which never re-enters it. */
  void (*update)      (PlGameController *self);
  /* Forgets what was asked in the deal (a new deal, or moves undone). */
  void (*reset)       (PlGameController *self);
  /* Optional: shows the deal's log, what the players have said so far
   * (Bézique: the declarations).  NULL: the game keeps none. */
  void (*show_log)    (PlGameController *self);
};

/* What the window asks. */
void        pl_game_controller_deal             (PlGameController *self,
                                                 guint64           seed);
/* Opens the last-trick dialog; FALSE (with the reason shown) if no trick
 * may be seen now. */
gboolean    pl_game_controller_peek             (PlGameController *self);
void        pl_game_controller_show_result      (PlGameController *self);
/* The deal's log (PlGameControllerClass.show_log), if the game keeps one. */
gboolean    pl_game_controller_has_log          (PlGameController *self);
void        pl_game_controller_show_log         (PlGameController *self);
/* Offers the human's choices again once the view is ready (after a match
 * was loaded or resumed). */
void        pl_game_controller_refresh          (PlGameController *self);
/* Whether a deal is under way (started and not over). */
gboolean    pl_game_controller_in_progress      (PlGameController *self);
/* For the tests' state file: the last refusal shown, the last peek, the
 * title of the dialog open now ("" if none). */
const char *pl_game_controller_get_last_refusal (PlGameController *self);
const char *pl_game_controller_get_last_peek    (PlGameController *self);
const char *pl_game_controller_get_dialog       (PlGameController *self);

/* For the controllers.  pl_game_controller_setup() is called once, from
 * the subclass's constructor; the controller keeps references to the
 * table, view, bar and revealer and a weak one to the window. */
void           pl_game_controller_setup         (PlGameController *self,
                                                 GtkWindow        *window,
                                                 PlTable          *table,
                                                 PlTableView      *view,
                                                 PlSkatBidding    *bar,
                                                 GtkRevealer      *bar_revealer);
GtkWindow     *pl_game_controller_get_window    (PlGameController *self);
GSettings     *pl_game_controller_get_settings  (PlGameController *self);
PlCardTheme   *pl_game_controller_get_card_theme (PlGameController *self);
/* Runs the class's update (again, if asked for meanwhile), then "changed". */
void           pl_game_controller_update        (PlGameController *self);
void           pl_game_controller_emit_changed  (PlGameController *self);
/* The dialog open now (weak), or NULL; opening one replaces nothing: the
 * caller closes the old one first.  When it goes, update runs again. */
GtkWindow     *pl_game_controller_get_open_dialog (PlGameController *self);
void           pl_game_controller_set_dialog    (PlGameController *self,
                                                 GtkWindow        *dialog);
void           pl_game_controller_close_dialog  (PlGameController *self);
/* Shows @message in a toast and remembers it as the last refusal. */
void           pl_game_controller_refuse        (PlGameController *self,
                                                 const char       *message);
/* Plays @move for the human; the rules' reason is shown if they refuse. */
gboolean       pl_game_controller_play          (PlGameController *self,
                                                 const PlMove     *move);
/* The bar under the table, with @title and @detail; or hidden. */
void           pl_game_controller_show_bar      (PlGameController *self,
                                                 const char       *title,
                                                 const char       *detail);
void           pl_game_controller_hide_bar      (PlGameController *self);

G_END_DECLS
