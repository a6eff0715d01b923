/* pl-game-controller.c — what the window asks of a game's controller
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-game-controller"

#include "pl-game-controller.h"

G_DEFINE_INTERFACE (PlGameController, pl_game_controller, G_TYPE_OBJECT)

static guint changed_signal;

static void
pl_game_controller_default_init (PlGameControllerInterface *iface)
{
  changed_signal = g_signal_new ("changed", G_TYPE_FROM_INTERFACE (iface),
                                 G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                 G_TYPE_NONE, 0);
}

void
pl_game_controller_emit_changed (PlGameController *self)
{
  g_return_if_fail (PL_IS_GAME_CONTROLLER (self));

  g_signal_emit (self, changed_signal, 0);
}

void
pl_game_controller_deal (PlGameController *self,
                         guint64           seed)
{
  g_return_if_fail (PL_IS_GAME_CONTROLLER (self));

  PL_GAME_CONTROLLER_GET_IFACE (self)->deal (self, seed);
}

gboolean
pl_game_controller_peek (PlGameController *self)
{
  g_return_val_if_fail (PL_IS_GAME_CONTROLLER (self), FALSE);

  return PL_GAME_CONTROLLER_GET_IFACE (self)->peek (self);
}

void
pl_game_controller_show_result (PlGameController *self)
{
  g_return_if_fail (PL_IS_GAME_CONTROLLER (self));

  PL_GAME_CONTROLLER_GET_IFACE (self)->show_result (self);
}

void
pl_game_controller_refresh (PlGameController *self)
{
  g_return_if_fail (PL_IS_GAME_CONTROLLER (self));

  PL_GAME_CONTROLLER_GET_IFACE (self)->refresh (self);
}

gboolean
pl_game_controller_in_progress (PlGameController *self)
{
  g_return_val_if_fail (PL_IS_GAME_CONTROLLER (self), FALSE);

  return PL_GAME_CONTROLLER_GET_IFACE (self)->in_progress (self);
}

const char *
pl_game_controller_get_last_refusal (PlGameController *self)
{
  g_return_val_if_fail (PL_IS_GAME_CONTROLLER (self), NULL);

  return PL_GAME_CONTROLLER_GET_IFACE (self)->get_last_refusal (self);
}

const char *
pl_game_controller_get_last_peek (PlGameController *self)
{
  g_return_val_if_fail (PL_IS_GAME_CONTROLLER (self), NULL);

  return PL_GAME_CONTROLLER_GET_IFACE (self)->get_last_peek (self);
}

const char *
pl_game_controller_get_dialog (PlGameController *self)
{
  g_return_val_if_fail (PL_IS_GAME_CONTROLLER (self), "");

  return PL_GAME_CONTROLLER_GET_IFACE (self)->get_dialog (self);
}
