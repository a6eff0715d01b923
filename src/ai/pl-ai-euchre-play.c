/* pl-ai-euchre-play.c — the card play of Normal and Strong: worlds sampled
 * from one seat's view, each solved; and what a deal's points are worth
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-ai"

#include <string.h>

#include "pl-ai-euchre-private.h"

/* Worlds per card decision. */
#define WORLDS_NORMAL 20
#define WORLDS_STRONG 48

void
pl_ai_euchre_points (const PlEuchreState *state,
                     guint                makers_tricks,
                     guint                points[2])
{
  guint makers = pl_euchre_side (state->maker);

  /* pl-euchre.h, "Scoring". */
  points[0] = points[1] = 0;
  if (makers_tricks == PL_EUCHRE_N_TRICKS)
    points[makers] = state->alone ? 4 : 2;
  else if (makers_tricks >= 3)
    points[makers] = 1;
  else if (state->defender >= 0)
    points[1 - makers] = 4;
  else if (state->alone && state->options.lone_euchre == 4)
    points[1 - makers] = 4;
  else
    points[1 - makers] = 2;
}

/* The chance of winning a game of @game points from @a to @b, for the
 * side at @a; a deal gives each side 1, 2 or 4 points with the odds of a
 * typical game (made 25 %, march or euchre 16 %, lone march 1.5 % each
 * side, thrown in 15 %).  Filled once, for every game the options offer. */
#define MAX_GAME 11
static gdouble win_odds[MAX_GAME + 1][MAX_GAME + 5][MAX_GAME + 5];

static void
fill_win_odds (void)
{
  static const guint gains[] = { 1, 2, 4 };
  static const gdouble odds[] = { 0.25, 0.16, 0.015 };
  const gdouble thrown = 1.0 - 2 * (odds[0] + odds[1] + odds[2]);

  for (guint game = 1; game <= MAX_GAME; game++)
    for (gint a = MAX_GAME + 4; a >= 0; a--)
      for (gint b = MAX_GAME + 4; b >= 0; b--)
        {
          gdouble w = 0;

          if (a >= (gint) game)
            {
              win_odds[game][a][b] = b >= (gint) game ? 0.5 : 1.0;
              continue;
            }
          if (b >= (gint) game)
            {
              win_odds[game][a][b] = 0.0;
              continue;
            }
          for (guint k = 0; k < G_N_ELEMENTS (gains); k++)
            w += odds[k] * (win_odds[game][MIN (a + (gint) gains[k], MAX_GAME + 4)][b] +
                            win_odds[game][a][MIN (b + (gint) gains[k], MAX_GAME + 4)]);
          win_odds[game][a][b] = w / (1.0 - thrown);
        }
}

gdouble
pl_ai_euchre_utility (const PlEuchreState *state,
                      guint                side,
                      const guint          points[2],
                      gboolean             game_aware)
{
  static gsize filled = 0;
  guint game = MIN (state->options.game, MAX_GAME);
  guint a, b;

  if (!game_aware)
    return (gdouble) points[side] - (gdouble) points[1 - side];
  if (g_once_init_enter (&filled))
    {
      fill_win_odds ();
      g_once_init_leave (&filled, 1);
    }
  a = MIN (state->score[side] + points[side], MAX_GAME + 4);
  b = MIN (state->score[1 - side] + points[1 - side], MAX_GAME + 4);
  /* In points of a deal: a game is worth about ten. */
  return 10.0 * win_odds[game][a][b];
}

PlMove
pl_ai_euchre_play (const PlEuchreState *state,
                   guint                seat,
                   PlAiLevel            level,
                   PlRng               *rng)
{
  PlCardSet legal = pl_euchre_legal_cards (state, seat);
  gboolean strong = level == PL_AI_LEVEL_STRONG;
  guint n_worlds = strong ? WORLDS_STRONG : WORLDS_NORMAL;
  gdouble sums[64] = { 0, };
  PlMove move = pl_move_new (PL_MOVE_PLAY, seat);
  PlAiEuchreView view;
  gdouble best = -G_MAXDOUBLE;
  PlCard card;

  if (pl_cardset_count (legal) == 1)
    {
      move.card = pl_cardset_first (legal);
      return move;
    }
  pl_ai_euchre_view_init (&view, state, seat);
  for (guint w = 0; w < n_worlds; w++)
    {
      PlEuchreState world;
      PlCard cards[PL_EUCHRE_HAND + 1];
      guint tricks[PL_EUCHRE_HAND + 1];
      guint n;

      pl_ai_euchre_sample (state, &view, strong, rng, &world);
      n = pl_ai_euchre_solve (&world, cards, tricks);
      for (guint i = 0; i < n; i++)
        {
          guint points[2];

          pl_ai_euchre_points (state, tricks[i], points);
          sums[cards[i]] += pl_ai_euchre_utility (state, pl_euchre_side (seat), points, strong);
        }
    }

  /* The best on average; of equal ones, the weaker card (keep the good
   * ones), as the rules of thumb would. */
  move.card = PL_CARD_NONE;
  PL_CARDSET_FOREACH (legal, card)
    {
      PlCard led = state->n_trick_cards > 0 ? state->tricks[state->n_tricks].cards[0] : card;
      guint p = pl_euchre_card_power (state->trumps, state->trump, led, card);
      gdouble v = sums[card] - 1e-6 * p;

      if (v > best)
        {
          best = v;
          move.card = card;
        }
    }
  return move;
}
