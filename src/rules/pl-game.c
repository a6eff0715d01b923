/* pl-game.c — the rules error domain, results and the registry of games
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-rules"

#include <string.h>

#include "pl-game.h"
#include "pl-game-registry.h"

#include "pl-skat.h"
#include "pl-bezique.h"

G_DEFINE_QUARK (pl-rules-error-quark, pl_rules_error)

void
pl_result_clear (PlResult *result)
{
  g_return_if_fail (result != NULL);

  g_free (result->reasons);
  memset (result, 0, sizeof *result);
  result->declarer = -1;
}

static const PlGame *const builtin_games[] = {
  &pl_skat_game,
  &pl_bezique_game,
};

#define MAX_REGISTERED 8
static const PlGame *registered_games[MAX_REGISTERED];
static guint n_registered;

void
pl_game_register (const PlGame *game)
{
  g_return_if_fail (game != NULL && game->id != NULL);

  if (pl_game_lookup (game->id) != NULL)
    return;
  g_return_if_fail (n_registered < MAX_REGISTERED);
  registered_games[n_registered++] = game;
}

const PlGame *
pl_game_lookup (const char *id)
{
  if (id == NULL)
    return NULL;

  for (guint i = 0; i < G_N_ELEMENTS (builtin_games); i++)
    if (strcmp (builtin_games[i]->id, id) == 0)
      return builtin_games[i];
  for (guint i = 0; i < n_registered; i++)
    if (strcmp (registered_games[i]->id, id) == 0)
      return registered_games[i];
  return NULL;
}

gboolean
pl_option_parse_on_off (const char *value,
                        gboolean   *out)
{
  g_return_val_if_fail (out != NULL, FALSE);

  if (g_strcmp0 (value, "on") == 0)
    *out = TRUE;
  else if (g_strcmp0 (value, "off") == 0)
    *out = FALSE;
  else
    return FALSE;
  return TRUE;
}
