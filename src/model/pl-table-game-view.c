/* pl-table-game-view.c — the registry of what the table shows of each game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-table"

#include "pl-table-private.h"

/* One line per game that has a view of its own (pl-table-GAME.c). */
static const PlTableGameView *const builtin_views[] = {
  &pl_table_skat_view,
  &pl_table_bezique_view,
};

#define MAX_REGISTERED 8
static const PlTableGameView *registered_views[MAX_REGISTERED];
static guint n_registered;

const PlTableGameView *
pl_table_game_view_lookup (const PlGame *game)
{
  for (guint i = 0; game != NULL && i < G_N_ELEMENTS (builtin_views); i++)
    if (builtin_views[i]->game == game)
      return builtin_views[i];
  for (guint i = 0; game != NULL && i < n_registered; i++)
    if (registered_views[i]->game == game)
      return registered_views[i];
  return NULL;
}

void
pl_table_game_view_register (const PlTableGameView *view)
{
  g_return_if_fail (view != NULL && view->game != NULL);

  if (pl_table_game_view_lookup (view->game) != NULL)
    return;
  g_return_if_fail (n_registered < MAX_REGISTERED);
  registered_views[n_registered++] = view;
}
