/* pl-ai.c — the computer players, by game and level
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-ai"

#include <glib/gi18n-lib.h>

#include "pl-ai.h"
#include "pl-ai-bezique.h"
#include "pl-ai-cassino.h"
#include "pl-ai-euchre.h"
#include "pl-ai-laws.h"
#include "pl-ai-registry.h"
#include "pl-ai-skat.h"
#include "pl-cassino.h"
#include "pl-euchre.h"

static const char *const level_names[PL_AI_N_LEVELS] = { "easy", "normal", "strong" };

const char *
pl_ai_level_to_string (PlAiLevel level)
{
  return (guint) level < PL_AI_N_LEVELS ? level_names[level] : "normal";
}

gboolean
pl_ai_level_from_string (const char *text,
                         PlAiLevel  *level)
{
  for (guint i = 0; text != NULL && i < PL_AI_N_LEVELS; i++)
    if (g_ascii_strcasecmp (text, level_names[i]) == 0)
      {
        *level = (PlAiLevel) i;
        return TRUE;
      }
  return FALSE;
}

PlAiLevel
pl_ai_level_from_env (PlAiLevel fallback)
{
  PlAiLevel level;

  if (pl_ai_level_from_string (g_getenv ("PARLOUR_AI_LEVEL"), &level))
    return level;
  return fallback;
}

/* The table of players ---------------------------------------------------- */

/* Bézique's players take its own state type. */
static PlMove
bezique_choose (gconstpointer  state,
                guint          seat,
                PlAiLevel      level,
                PlRng         *rng)
{
  return pl_ai_bezique_choose (state, seat, level, rng);
}

static char *
bezique_reason (gconstpointer  state,
                guint          seat,
                const PlMove  *move)
{
  return pl_ai_bezique_reason (state, seat, move);
}

/* Skat is compared the way tournaments list it, by the declarer's games. */
static const PlAiMatchRules skat_match = {
  .points = pl_ai_skat_match_points,
  .summary = N_("six seatings at a table of three, scored in Seeger-Fabian points, with "
                "the games won as declarer."),
  .points_name = N_("Seeger-Fabian"),
  .declarer_games = TRUE,
};

/* Bézique is compared by each player's total of the deal. */
static const PlAiMatchRules bezique_match = {
  .summary = N_("two seatings, A holding the elder hand's cards and then the dealer's, "
                "scored by each player's total."),
};

static const PlAiGame builtin_players[] = {
  { &pl_skat_game, pl_ai_skat_choose, pl_ai_skat_reason, &skat_match },
  { &pl_bezique_game, bezique_choose, bezique_reason, &bezique_match },
  { &pl_euchre_game, pl_ai_euchre_choose, pl_ai_euchre_reason, &pl_ai_euchre_match },
  { &pl_cassino_game, pl_ai_cassino_choose, pl_ai_cassino_reason, &pl_ai_cassino_match },
};

#define MAX_REGISTERED 8
static const PlAiGame *registered_players[MAX_REGISTERED];
static guint n_registered;

const PlAiGame *
pl_ai_lookup (const PlGame *game)
{
  for (guint i = 0; game != NULL && i < G_N_ELEMENTS (builtin_players); i++)
    if (builtin_players[i].game == game)
      return &builtin_players[i];
  for (guint i = 0; game != NULL && i < n_registered; i++)
    if (registered_players[i]->game == game)
      return registered_players[i];
  return NULL;
}

void
pl_ai_register (const PlAiGame *entry)
{
  g_return_if_fail (entry != NULL && entry->game != NULL && entry->choose != NULL);

  if (pl_ai_lookup (entry->game) != NULL)
    return;
  g_return_if_fail (n_registered < MAX_REGISTERED);
  registered_players[n_registered++] = entry;
}

PlMove
pl_ai_choose (const PlGame  *game,
              gconstpointer  state,
              guint          seat,
              PlAiLevel      level,
              PlRng         *rng)
{
  const PlAiGame *players;

  g_return_val_if_fail (game != NULL && state != NULL, pl_move_new (PL_MOVE_NONE, seat));

  /* A deal played by the book's laws (pl-ai-laws.h). */
  if (pl_laws_enabled (game, state))
    return pl_ai_laws_choose (game, state, seat, level, rng);
  players = pl_ai_lookup (game);
  g_return_val_if_fail (players != NULL, pl_move_new (PL_MOVE_NONE, seat));
  return players->choose (state, seat, level, rng);
}

PlMove
pl_ai_hint (const PlGame  *game,
            gconstpointer  state,
            guint          seat,
            char         **reason)
{
  const PlAiGame *players;
  PlRng rng;
  PlMove move;

  if (reason != NULL)
    *reason = NULL;
  g_return_val_if_fail (game != NULL && state != NULL, pl_move_new (PL_MOVE_NONE, seat));

  /* A fixed seed: the same position always gets the same hint. */
  pl_rng_init (&rng, G_GUINT64_CONSTANT (0x4849) + seat);
  move = pl_ai_choose (game, state, seat, PL_AI_LEVEL_STRONG, &rng);
  players = pl_ai_lookup (game);
  if (reason != NULL && players != NULL && players->reason != NULL &&
      move.kind != PL_MOVE_NONE)
    *reason = players->reason (state, seat, &move);
  return move;
}
