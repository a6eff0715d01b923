/* pl-ai.c — the computer players, by level
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-ai"

#include <glib/gi18n-lib.h>

#include "pl-ai.h"
#include "pl-ai-bezique.h"
#include "pl-ai-laws.h"
#include "pl-ai-cassino.h"
#include "pl-ai-euchre.h"
#include "pl-ai-simple.h"
#include "pl-ai-skat.h"
#include "pl-euchre.h"
#include "pl-skat-private.h"

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

PlMove
pl_ai_choose (const PlGame  *game,
              gconstpointer  state,
              guint          seat,
              PlAiLevel      level,
              PlRng         *rng)
{
  PlAiSkatBudget budget;

  g_return_val_if_fail (game != NULL && state != NULL, pl_move_new (PL_MOVE_NONE, seat));

  /* A deal played by the book's laws (pl-ai-laws.h). */
  if (pl_laws_enabled (game, state))
    return pl_ai_laws_choose (game, state, seat, level, rng);
  if (game == &pl_bezique_game)
    return pl_ai_bezique_choose (state, seat, level, rng);
  if (game == &pl_cassino_game)
    return pl_ai_cassino_choose (state, seat, level, rng);
  if (game == &pl_euchre_game)
    return pl_ai_euchre_choose (state, seat, level, rng);
  if (game != &pl_skat_game || level == PL_AI_LEVEL_EASY)
    return pl_ai_simple_choose (game, state, seat, rng);
  pl_ai_skat_budget_for_level (level, &budget);
  return pl_ai_skat_choose (state, seat, &budget, rng);
}

/* Why a card is good, in a few words, where a simple reason exists. */
static char *
play_reason (const PlSkatState *state,
             guint              seat,
             PlCard             card)
{
  const PlSkatTrick *trick = &state->tricks[state->n_tricks];
  guint n = state->n_trick_cards;
  PlCardSet trumps = pl_skat_trumps (state->contract);
  gboolean declarer = state->declarer == (gint) seat;
  guint best = 0;
  gint lead_pos, best_seat;

  if (state->contract > PL_SKAT_NULL)
    return NULL;
  if (n == 0)
    {
      if (declarer && pl_cardset_has (trumps, card))
        return g_strdup (_("keeps the trump lead"));
      return NULL;
    }
  for (guint i = 1; i < n; i++)
    if (pl_skat_card_power (state->contract, trick->cards[0], trick->cards[i]) >
        pl_skat_card_power (state->contract, trick->cards[0], trick->cards[best]))
      best = i;
  lead_pos = pl_skat_get_seat_position (state, trick->leader);
  best_seat = state->seat_of[(lead_pos + best) % 3];
  if (pl_skat_card_power (state->contract, trick->cards[0], card) >
      pl_skat_card_power (state->contract, trick->cards[0], trick->cards[best]))
    {
      if (state->contract == PL_SKAT_NULL)
        return NULL;
      return g_strdup (_("wins the trick"));
    }
  if (state->contract != PL_SKAT_NULL && !declarer && best_seat != state->declarer &&
      pl_skat_card_points (card) >= 10)
    return g_strdup (_("smears points to your partner"));
  if (state->contract == PL_SKAT_NULL && declarer)
    return g_strdup (_("stays under the trick"));
  return NULL;
}

PlMove
pl_ai_hint (const PlGame  *game,
            gconstpointer  state,
            guint          seat,
            char         **reason)
{
  PlRng rng;
  PlMove move;

  if (reason != NULL)
    *reason = NULL;
  g_return_val_if_fail (game != NULL && state != NULL, pl_move_new (PL_MOVE_NONE, seat));

  /* A fixed seed: the same position always gets the same hint. */
  pl_rng_init (&rng, G_GUINT64_CONSTANT (0x4849) + seat);
  move = pl_ai_choose (game, state, seat, PL_AI_LEVEL_STRONG, &rng);
  if (reason != NULL && game == &pl_skat_game && move.kind == PL_MOVE_PLAY)
    *reason = play_reason (state, seat, move.card);
  else if (reason != NULL && game == &pl_bezique_game)
    *reason = pl_ai_bezique_reason (state, seat, &move);
  else if (reason != NULL && game == &pl_cassino_game)
    *reason = pl_ai_cassino_reason (state, seat, &move);
  else if (reason != NULL && game == &pl_euchre_game)
    *reason = pl_ai_euchre_reason (state, seat, &move);
  return move;
}
