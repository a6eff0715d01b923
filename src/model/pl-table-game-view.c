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
  &pl_table_euchre_view,
  &pl_table_cassino_view,
};

/* What a view leaves out, a game without it has nothing of: no talon, no
 * trick, no declarer, nothing said.  (The hand's order and size default
 * in pl-table-lists.c, which knows the game.) */
static guint
no_talon (gconstpointer  state,
          guint          viewer,
          PlCard        *cards,
          gboolean      *face_up)
{
  return 0;
}

static guint
no_current_trick (gconstpointer  state,
                  PlCard        *cards,
                  gint          *seats)
{
  return 0;
}

static guint
no_tricks (gconstpointer state)
{
  return 0;
}

static gboolean
no_trick (gconstpointer  state,
          guint          index,
          PlCard        *cards,
          gint          *seats,
          guint         *n_cards,
          guint         *leader,
          guint         *winner)
{
  return FALSE;
}

static gint
no_peek (gconstpointer state,
         guint         seat,
         guint         index)
{
  return -1;
}

static void
no_seat_info (gconstpointer        state,
              const PlDealRecord  *deal,
              guint                seat,
              gint                 match_total,
              char               **role,
              gboolean            *is_declarer,
              char               **said,
              guint               *tricks)
{
  *role = g_strdup ("");
  *is_declarer = FALSE;
  *said = g_strdup ("");
  *tricks = 0;
}

static gint
no_declarer (gconstpointer state)
{
  return -1;
}

static char *
no_contract (gconstpointer state)
{
  return g_strdup ("");
}

#define MAX_VIEWS (G_N_ELEMENTS (builtin_views) + 8)
static PlTableGameView views[MAX_VIEWS];
static guint n_views;

/* A copy of @view with what it leaves out filled in. */
static void
add_view (const PlTableGameView *view)
{
  PlTableGameView *v = &views[n_views++];

  *v = *view;
  if (v->talon == NULL)
    v->talon = no_talon;
  if (v->current_trick == NULL)
    v->current_trick = no_current_trick;
  if (v->n_tricks == NULL)
    v->n_tricks = no_tricks;
  if (v->get_trick == NULL)
    v->get_trick = no_trick;
  if (v->peek_cost == NULL)
    v->peek_cost = no_peek;
  if (v->seat_info == NULL)
    v->seat_info = no_seat_info;
  if (v->declarer == NULL)
    v->declarer = no_declarer;
  if (v->contract == NULL)
    v->contract = no_contract;
}

static void
ensure_views (void)
{
  if (n_views > 0)
    return;
  for (guint i = 0; i < G_N_ELEMENTS (builtin_views); i++)
    add_view (builtin_views[i]);
}

const PlTableGameView *
pl_table_game_view_lookup (const PlGame *game)
{
  ensure_views ();
  for (guint i = 0; game != NULL && i < n_views; i++)
    if (views[i].game == game)
      return &views[i];
  return NULL;
}

void
pl_table_game_view_register (const PlTableGameView *view)
{
  g_return_if_fail (view != NULL && view->game != NULL);

  if (pl_table_game_view_lookup (view->game) != NULL)
    return;
  g_return_if_fail (n_views < MAX_VIEWS);
  add_view (view);
}
