/* pl-skat-variant.c — the club variants' phases: Grand Hand in a Ramsch
 * round, and Schieberamsch
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-skat"

#include <glib/gi18n-lib.h>

#include "pl-skat.h"
#include "pl-skat-private.h"

/*
 * The ISkO has no Ramsch, Bock or Schieberamsch; the rules here are the
 * common club conventions as XSkat's manual describes them (pl-skat.h):
 * before a Ramsch round's deal "each player in turn, starting with
 * Forehand, may declare to play Grand Hand instead"; in Schieberamsch
 * "each player in turn, starting with Forehand, may pick up the Skat and
 * discard two cards face down. It's not allowed to pass on jacks. The
 * score is doubled each time a player doesn't pick up the Skat."
 */

void
pl_skat_start_ramsch (PlSkatState *state)
{
  state->declarer = -1;
  state->contract = PL_SKAT_RAMSCH;
  if (!state->options.schieberamsch)
    {
      pl_skat_start_play (state);
      return;
    }
  state->phase = PL_SKAT_PHASE_PUSH;
  state->round_pos = 0;
  state->push_holding = FALSE;
  state->to_move = state->seat_of[0];
}

guint
pl_skat_variant_legal_moves (const PlSkatState *state,
                             PlMove            *moves)
{
  guint seat = state->to_move;
  guint n = 0;

  if (state->phase == PL_SKAT_PHASE_GRAND_HAND)
    {
      moves[n++] = pl_move_new (PL_MOVE_PASS, seat);
      moves[n++] = pl_move_new (PL_MOVE_HAND, seat);
      return n;
    }
  if (!state->push_holding)
    {
      moves[n++] = pl_move_new (PL_MOVE_PASS, seat);
      moves[n++] = pl_move_new (PL_MOVE_PICKUP, seat);
      return n;
    }
  {
    /* Two cards that are not jacks (jacks may not be pushed). */
    PlCardSet hand = state->hands[seat] & ~PL_SKAT_JACKS;
    PlCard a, b;

    PL_CARDSET_FOREACH (hand, a)
      {
        PlCardSet rest = hand & ~((PL_CARDSET_BIT (a) << 1) - 1);

        PL_CARDSET_FOREACH (rest, b)
          {
            PlMove m = pl_move_new (PL_MOVE_DISCARD, seat);

            m.cards = PL_CARDSET_BIT (a) | PL_CARDSET_BIT (b);
            moves[n++] = m;
          }
      }
  }
  return n;
}

gboolean
pl_skat_variant_check (const PlSkatState *state,
                       const PlMove      *move,
                       GError           **error)
{
  if (state->phase == PL_SKAT_PHASE_GRAND_HAND)
    {
      if (move->kind != PL_MOVE_PASS && move->kind != PL_MOVE_HAND)
        return pl_skat_refuse (error, _("A Ramsch round: declare Grand Hand or pass"));
      return TRUE;
    }
  if (!state->push_holding)
    {
      if (move->kind != PL_MOVE_PASS && move->kind != PL_MOVE_PICKUP)
        return pl_skat_refuse (error, _("Schieberamsch: take up the skat or push it on unseen"));
      return TRUE;
    }
  if (move->kind != PL_MOVE_DISCARD)
    return pl_skat_refuse (error, _("Push two cards on to the next player"));
  if (pl_cardset_count (move->cards) != 2)
    return pl_skat_refuse (error, _("Put exactly two cards away"));
  if ((move->cards & ~state->hands[move->seat]) != 0)
    return pl_skat_refuse (error, _("You can only put away cards you hold"));
  if (move->cards & PL_SKAT_JACKS)
    return pl_skat_refuse (error, _("Jacks may not be pushed on in Schieberamsch"));
  return TRUE;
}

/* The next player is asked, or after rearhand the deal goes on. */
static void
next_position (PlSkatState *state)
{
  state->round_pos++;
  if (state->round_pos < 3)
    {
      state->to_move = state->seat_of[state->round_pos];
      return;
    }
  if (state->phase == PL_SKAT_PHASE_GRAND_HAND)
    pl_skat_start_ramsch (state);
  else
    pl_skat_start_play (state);
}

void
pl_skat_variant_apply (PlSkatState  *state,
                       const PlMove *move)
{
  guint seat = move->seat;

  if (state->phase == PL_SKAT_PHASE_GRAND_HAND)
    {
      if (move->kind == PL_MOVE_HAND)
        {
          /* Grand Hand: no bid to reach, played as announced. */
          state->declarer = seat;
          state->contract = PL_SKAT_GRAND;
          state->flags = PL_SKAT_FLAG_HAND;
          state->picked_up = FALSE;
          pl_skat_after_announce (state);
          return;
        }
      next_position (state);
      return;
    }

  switch (move->kind)
    {
    case PL_MOVE_PICKUP:
      state->hands[seat] |= state->skat;
      state->skat = 0;
      state->push_holding = TRUE;
      break;
    case PL_MOVE_DISCARD:
      state->hands[seat] &= ~move->cards;
      state->skat = move->cards;
      state->push_holding = FALSE;
      next_position (state);
      break;
    case PL_MOVE_PASS:
    default:
      state->pushes++;
      next_position (state);
      break;
    }
}
