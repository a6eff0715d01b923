/* pl-ai-laws.c — the computer at a table played by the book's laws
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-ai"

#include <glib/gi18n-lib.h>

#include "pl-ai-laws.h"
#include "pl-ai-laws-private.h"

static const char *const rate_names[PL_AI_N_ERR_RATES] = { "never", "sometimes", "often" };

/* The chance to err each time a seat is asked, as one in N (pl-ai-laws.h):
 * "sometimes" errs in about one Skat deal in four, "often" about once a
 * deal. */
static const guint rate_odds[PL_AI_N_ERR_RATES] = { 0, 400, 60 };

static const PlAiLawsGame *const games[] = {
  &pl_ai_laws_skat,
  &pl_ai_laws_bezique,
  &pl_ai_laws_euchre,
  &pl_ai_laws_cassino,
};

const char *
pl_ai_err_rate_to_string (PlAiErrRate rate)
{
  return (guint) rate < PL_AI_N_ERR_RATES ? rate_names[rate] : "never";
}

gboolean
pl_ai_err_rate_from_string (const char  *text,
                            PlAiErrRate *rate)
{
  for (guint i = 0; text != NULL && i < PL_AI_N_ERR_RATES; i++)
    if (g_ascii_strcasecmp (text, rate_names[i]) == 0)
      {
        *rate = (PlAiErrRate) i;
        return TRUE;
      }
  return FALSE;
}

guint
pl_ai_laws_worlds (PlAiLevel level)
{
  switch (level)
    {
    case PL_AI_LEVEL_STRONG: return 24;
    case PL_AI_LEVEL_NORMAL: return 8;
    case PL_AI_LEVEL_EASY:
    default:
      return 0;
    }
}

static const PlAiLawsGame *
lookup (const PlGame *game)
{
  for (guint i = 0; i < G_N_ELEMENTS (games); i++)
    if (games[i]->game == game)
      return games[i];
  return NULL;
}

gboolean
pl_ai_laws_err (const PlGame  *game,
                gconstpointer  state,
                guint          seat,
                PlAiErrRate    rate,
                PlRng         *rng,
                PlMove        *move)
{
  PlMove acts[PL_MAX_MOVES], mine[PL_MAX_MOVES];
  guint n, n_mine = 0;

  g_return_val_if_fail (game != NULL && state != NULL && rng != NULL && move != NULL, FALSE);

  if ((guint) rate >= PL_AI_N_ERR_RATES || rate == PL_AI_ERR_NEVER)
    return FALSE;
  n = pl_laws_irregular_moves (game, state, acts);
  for (guint i = 0; i < n; i++)
    if (acts[i].seat == seat)
      mine[n_mine++] = acts[i];
  if (n_mine == 0 || pl_rng_below (rng, rate_odds[rate]) != 0)
    return FALSE;
  *move = mine[pl_rng_below (rng, n_mine)];
  return TRUE;
}

gboolean
pl_ai_laws_call (const PlGame  *game,
                 gconstpointer  state,
                 guint          seat,
                 PlMove        *move)
{
  const PlAiLawsGame *entry;

  g_return_val_if_fail (game != NULL && state != NULL && move != NULL, FALSE);

  entry = lookup (game);
  if (!pl_laws_enabled (game, state) || game->is_terminal (state) || entry == NULL ||
      !entry->call (state, seat, move))
    return FALSE;
  /* Only what the rules take. */
  return game->check_move (state, move, NULL);
}

char *
pl_ai_laws_say (const PlGame  *game,
                gconstpointer  state,
                const PlMove  *move)
{
  const PlAiLawsGame *entry;

  g_return_val_if_fail (game != NULL && state != NULL && move != NULL, NULL);

  entry = lookup (game);
  if (entry != NULL)
    return entry->say (state, move);
  return NULL;
}

PlMove
pl_ai_laws_remedy (const PlGame  *game,
                   gconstpointer  state,
                   guint          seat,
                   PlAiLevel      level,
                   PlRng         *rng,
                   char         **sentence)
{
  const PlAiLawsGame *entry = lookup (game);
  PlMove moves[PL_MAX_MOVES], move;
  guint n;

  if (sentence != NULL)
    *sentence = NULL;
  g_return_val_if_fail (game != NULL && state != NULL, pl_move_new (PL_MOVE_NONE, seat));

  n = game->legal_moves (state, moves);
  g_return_val_if_fail (n > 0, pl_move_new (PL_MOVE_NONE, seat));
  move = entry != NULL ? entry->remedy (state, seat, level, rng) : moves[0];
  /* The answer is one of the legal moves, whatever the game's side says. */
  if (!game->check_move (state, &move, NULL))
    {
      g_warn_if_reached ();
      move = moves[0];
    }
  if (sentence != NULL)
    *sentence = pl_ai_laws_say (game, state, &move);
  return move;
}

PlMove
pl_ai_laws_choose (const PlGame  *game,
                   gconstpointer  state,
                   guint          seat,
                   PlAiLevel      level,
                   PlRng         *rng)
{
  PlMove moves[PL_MAX_MOVES], move;
  g_autofree gpointer plain = NULL;
  guint n;

  g_return_val_if_fail (game != NULL && state != NULL, pl_move_new (PL_MOVE_NONE, seat));

  if (pl_laws_is_pending (game, state))
    return pl_ai_laws_remedy (game, state, seat, level, rng, NULL);
  n = game->legal_moves (state, moves);
  g_return_val_if_fail (n > 0, pl_move_new (PL_MOVE_NONE, seat));
  if (n == 1)
    return moves[0];
  /* The game's player knows the rules alone: it plays the same deal with
   * the laws off, and its move is one the laws allow, or the first of
   * those (a player with too many cards may not declare). */
  plain = g_memdup2 (state, game->state_size);
  game->laws->disable (plain);
  move = pl_ai_choose (game, plain, seat, level, rng);
  if (!game->check_move (state, &move, NULL))
    move = moves[0];
  return move;
}

gboolean
pl_ai_laws_interject (const PlGame  *game,
                      gconstpointer  state,
                      PlAiErrRate    rate,
                      PlAiLevel      level,
                      PlRng         *rng,
                      PlMove        *move)
{
  PlMove moves[PL_MAX_MOVES];
  gint to_move;

  g_return_val_if_fail (game != NULL && state != NULL && move != NULL, FALSE);

  if (!pl_laws_enabled (game, state) || game->is_terminal (state))
    return FALSE;
  to_move = game->to_move (state);
  /* An irregularity is answered first. */
  if (pl_laws_is_pending (game, state))
    {
      *move = pl_ai_laws_remedy (game, state, (guint) to_move, level, rng, NULL);
      return TRUE;
    }
  /* Every seat the game has: the rules refuse the calls, and list no
   * irregular act, of a seat that is not at the table. */
  for (guint seat = 0; seat < PL_MAX_SEATS; seat++)
    if (pl_ai_laws_call (game, state, seat, move))
      return TRUE;
  for (guint k = 0; k < PL_MAX_SEATS; k++)
    {
      guint seat = ((guint) MAX (to_move, 0) + k) % PL_MAX_SEATS;

      if (pl_ai_laws_err (game, state, seat, rate, rng, move))
        return TRUE;
    }
  /* Where the laws leave one move (a draw, a faced card called), it is
   * made. */
  if (game->legal_moves (state, moves) == 1)
    {
      *move = moves[0];
      return TRUE;
    }
  return FALSE;
}
