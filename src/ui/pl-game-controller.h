/* pl-game-controller.h — what the window asks of a game's controller
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/*
 * Each game has a controller (PlSkatController, PlBeziqueController) that
 * turns the human's gestures and answers into the game's moves and shows
 * its dialogs; the window, the saved games and the tests talk to whichever
 * is at the table through this interface, so they know no game.
 *
 * Signals
 *   "changed" ()   anything the human sees may have changed (the window
 *                  follows it for its subtitle and the test state file)
 */
#define PL_TYPE_GAME_CONTROLLER (pl_game_controller_get_type ())
G_DECLARE_INTERFACE (PlGameController, pl_game_controller, PL, GAME_CONTROLLER, GObject)

struct _PlGameControllerInterface
{
  GTypeInterface parent_iface;

  void        (*deal)             (PlGameController *self,
                                   guint64           seed);
  gboolean    (*peek)             (PlGameController *self);
  void        (*show_result)      (PlGameController *self);
  void        (*refresh)          (PlGameController *self);
  gboolean    (*in_progress)      (PlGameController *self);
  const char *(*get_last_refusal) (PlGameController *self);
  const char *(*get_last_peek)    (PlGameController *self);
  const char *(*get_dialog)       (PlGameController *self);
};

/* Deals the next deal from @seed, with the options of the settings. */
void        pl_game_controller_deal             (PlGameController *self,
                                                 guint64           seed);
/* Opens the last-trick dialog; FALSE (with a toast) if it cannot be seen. */
gboolean    pl_game_controller_peek             (PlGameController *self);
void        pl_game_controller_show_result      (PlGameController *self);
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

/* For implementations. */
void        pl_game_controller_emit_changed     (PlGameController *self);

G_END_DECLS
