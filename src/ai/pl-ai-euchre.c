/* pl-ai-euchre.c — the Euchre players by level, and the reasons of a hint
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-ai"

#include <glib/gi18n-lib.h>

#include "pl-ai-euchre-private.h"

PlMove
pl_ai_euchre_choose (gconstpointer  state_ptr,
                     guint          seat,
                     PlAiLevel      level,
                     PlRng         *rng)
{
  const PlEuchreState *state = state_ptr;
  PlMove move;

  g_return_val_if_fail (state != NULL && rng != NULL, pl_move_new (PL_MOVE_NONE, seat));
  g_return_val_if_fail (state->to_move == (gint) seat, pl_move_new (PL_MOVE_NONE, seat));

  if (level == PL_AI_LEVEL_EASY)
    move = pl_ai_euchre_easy_move (state, seat, &pl_ai_euchre_style_easy, rng);
  else if (state->phase == PL_EUCHRE_PHASE_PLAY)
    move = pl_ai_euchre_play (state, seat, level, rng);
  else if (state->phase == PL_EUCHRE_PHASE_JOKER)
    /* Named before looking at the cards: at random at every level. */
    move = pl_ai_euchre_easy_move (state, seat, &pl_ai_euchre_style_easy, rng);
  else
    move = pl_ai_euchre_simulate (state, seat, level, rng);

  /* The players only make legal moves; should a bug make one that is
   * not, the first legal move is safer than an illegal one. */
  if (!pl_euchre_game.check_move (state, &move, NULL))
    {
      PlMove moves[PL_MAX_MOVES];

      g_critical ("Euchre player, level %d: an illegal move", level);
      pl_euchre_game.legal_moves (state, moves);
      move = moves[0];
    }
  return move;
}

static char *
play_reason (const PlEuchreState *state,
             guint                seat,
             PlCard               card)
{
  gboolean makers = state->maker >= 0 && pl_euchre_side (seat) == pl_euchre_side (state->maker);
  gboolean trump = pl_cardset_has (state->trumps, card);
  PlCard led;
  guint best_seat, best, best_power;

  if (state->n_trick_cards == 0)
    {
      if (trump && makers)
        return g_strdup (_("draws the adversaries’ trumps"));
      if (!trump && PL_CARD_RANK (card) == PL_RANK_ACE)
        return g_strdup (_("leads an ace"));
      return NULL;
    }
  led = state->tricks[state->n_tricks].cards[0];
  best = pl_ai_euchre_trick_best (state, &best_seat);
  best_power = pl_euchre_card_power (state->trumps, state->trump, led,
                                     state->tricks[state->n_tricks].cards[best]);
  if (pl_euchre_card_power (state->trumps, state->trump, led, card) > best_power)
    {
      if (trump && !pl_cardset_has (state->trumps, led))
        return g_strdup (_("trumps the trick"));
      return g_strdup (_("wins the trick"));
    }
  if (best_seat == pl_euchre_partner (seat))
    return g_strdup (_("your partner is winning: keep your good cards"));
  return g_strdup (_("cannot win the trick: throws a low card"));
}

char *
pl_ai_euchre_reason (gconstpointer  state_ptr,
                     guint          seat,
                     const PlMove  *move)
{
  const PlEuchreState *state = state_ptr;
  gboolean alone;

  g_return_val_if_fail (state != NULL && move != NULL, NULL);

  alone = (move->flags & PL_EUCHRE_FLAG_ALONE) != 0;
  switch ((PlMoveKind) move->kind)
    {
    case PL_MOVE_PASS:
      if (state->phase == PL_EUCHRE_PHASE_ROUND1 || state->phase == PL_EUCHRE_PHASE_ROUND2)
        return g_strdup (_("not strong enough to make trumps"));
      return NULL;
    case PL_MOVE_ORDER_UP:
      if (alone)
        return g_strdup (_("strong enough to play alone"));
      if (seat == state->dealer)
        return g_strdup (_("the turned card makes your hand"));
      return g_strdup (_("strong in that suit with your partner"));
    case PL_MOVE_CALL:
      if (state->phase == PL_EUCHRE_PHASE_JOKER)
        return g_strdup (_("the Joker is turned: name a suit before looking"));
      return g_strdup (alone ? _("strong enough to play alone") : _("your strongest suit"));
    case PL_MOVE_DISCARD:
      {
        PlCard card = pl_cardset_first (move->cards);
        guint suit = pl_euchre_card_suit (state, card);

        if (!pl_cardset_has (state->trumps, card) &&
            pl_cardset_count (state->hands[seat] & PL_CARDSET_SUIT (suit) & ~state->trumps) == 1)
          return g_strdup (_("leaves you void in a suit, ready to trump it"));
        return g_strdup (_("puts away your weakest card"));
      }
    case PL_MOVE_EXCHANGE:
      return g_strdup (_("gives your partner your best card"));
    case PL_MOVE_ALONE:
      return g_strdup (_("strong enough to defend alone"));
    case PL_MOVE_PLAY:
      if (state->phase == PL_EUCHRE_PHASE_PLAY)
        return play_reason (state, seat, move->card);
      return NULL;
    default:
      return NULL;
    }
}
