/* pl-skat-concede.c — claims, concessions and abandoned deals
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-skat"

#include <glib/gi18n-lib.h>

#include "pl-skat.h"
#include "pl-skat-private.h"

/*
 * The meanings are the International Skat Server's (pl-skat.h, "Claims and
 * concessions"): its table help says of "Show Cards" that the declarer
 * shows his cards to speed up the game and, unlike over the table, does
 * not claim the remaining tricks — the game proceeds normally; of "Give
 * Up" that the declarer gives the remaining tricks to the defenders (or
 * loses a Null game), that a defender needs his partner to give up too,
 * and then the remaining tricks go to the declarer (or he wins his Null),
 * and that a declarer who gives up during the first trick is not
 * Schneider or Schwarz.
 */

PlCardSet
pl_skat_get_rest (const PlSkatState *state)
{
  PlCardSet rest = 0;

  for (guint p = 0; p < 3; p++)
    rest |= state->hands[state->seat_of[p]];
  for (guint i = 0; i < state->n_trick_cards && state->n_tricks < 10; i++)
    rest = pl_cardset_add (rest, state->tricks[state->n_tricks].cards[i]);
  return rest;
}

/* A game with a declarer is being played: announced and not yet over. */
static gboolean
game_running (const PlSkatState *state)
{
  return state->declarer >= 0 && state->contract <= PL_SKAT_NULL &&
         (state->phase == PL_SKAT_PHASE_KONTRA || state->phase == PL_SKAT_PHASE_PLAY);
}

gboolean
pl_skat_can_claim (const PlSkatState *state,
                   guint              seat,
                   GError           **error)
{
  if (!game_running (state))
    return pl_skat_refuse (error, _("Only the declarer can claim, once his game is announced"));
  if ((gint) seat != state->declarer)
    return pl_skat_refuse (error, _("Only the declarer can claim the rest"));
  if (state->claimed)
    return pl_skat_refuse (error, _("You have claimed already: your cards are open"));
  return TRUE;
}

gboolean
pl_skat_can_concede (const PlSkatState *state,
                     guint              seat,
                     GError           **error)
{
  if (!game_running (state))
    return pl_skat_refuse (error, _("A game can be conceded only once it is announced"));
  if (pl_skat_get_seat_position (state, seat) < 0)
    return pl_skat_refuse (error, _("You sit out this deal"));
  if (state->conceded & (1u << seat))
    return pl_skat_refuse (error, _("You have conceded already: your partner must concede too"));
  return TRUE;
}

gboolean
pl_skat_check_talk (const PlSkatState *state,
                    const PlMove      *move,
                    GError           **error)
{
  if (move->kind == PL_MOVE_CLAIM)
    return pl_skat_can_claim (state, move->seat, error);
  switch (move->arg)
    {
    case PL_SKAT_CONCEDE_RESIGN:
      return pl_skat_can_concede (state, move->seat, error);
    case PL_SKAT_CONCEDE_LEFT:
    case PL_SKAT_CONCEDE_TIMEOUT:
      if (move->seat >= state->n_seats || pl_skat_get_seat_position (state, move->seat) < 0)
        return pl_skat_refuse (error, _("Only a player of this deal can abandon it"));
      return TRUE;
    default:
      return pl_skat_refuse (error, _("That is not a way to concede"));
    }
}

static void
end_by (PlSkatState *state,
        PlSkatEnd    end)
{
  state->end = end;
  state->phase = PL_SKAT_PHASE_OVER;
  state->to_move = -1;
}

void
pl_skat_apply_talk (PlSkatState  *state,
                    const PlMove *move)
{
  guint seat = move->seat;

  if (move->kind == PL_MOVE_CLAIM)
    {
      state->claimed = TRUE;
      return;
    }
  if (move->arg != PL_SKAT_CONCEDE_RESIGN)
    {
      state->abandoned_by = seat;
      state->abandon_reason = move->arg;
      /* The server scores a game in progress as a concession by the seat
       * that left; before a game (and in Ramsch) there is only the
       * penalty. */
      if (!game_running (state))
        end_by (state, PL_SKAT_END_ABANDONED);
      else if ((gint) seat == state->declarer)
        end_by (state, PL_SKAT_END_DECLARER_CONCEDED);
      else
        end_by (state, PL_SKAT_END_DEFENDERS_CONCEDED);
      return;
    }
  state->conceded |= 1u << seat;
  if ((gint) seat == state->declarer)
    {
      end_by (state, PL_SKAT_END_DECLARER_CONCEDED);
      return;
    }
  for (guint p = 0; p < 3; p++)
    {
      guint s = state->seat_of[p];

      if ((gint) s != state->declarer && !(state->conceded & (1u << s)))
        return;
    }
  end_by (state, PL_SKAT_END_DEFENDERS_CONCEDED);
}
