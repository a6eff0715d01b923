/* pl-ai-bezique-plan.c — the plans a Bézique player keeps cards for:
 * single then double bézique, royal marriage then sequence, and the card
 * taken for the seven
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-ai"

#include "pl-ai-bezique.h"
#include "pl-ai-bezique-private.h"
#include "pl-bezique-private.h"

#define SQ PL_CARD (PL_SUIT_SPADES, PL_RANK_QUEEN)
#define DJ PL_CARD (PL_SUIT_DIAMONDS, PL_RANK_JACK)

/* What keeping a card of a live plan is worth, in the units of
 * pl_ai_bezique_keep_value(): a base for the plan being alive and a step
 * for each card of it the seat already holds.  The double bézique scores
 * 500 and the sequence 250 (seed 002), against the tens of a brisque. */
#define DOUBLE_BASE 20
#define DOUBLE_STEP 20
#define SEQUENCE_BASE 15
#define SEQUENCE_STEP 12
#define TAKEN_BONUS 10

/* Cards left in the stock (the turn-up included) from which the lower
 * combination is declared first: the higher one needs another trick won
 * before the stock is gone, and two more tricks leave time for it. */
#define LOWER_FIRST_STOCK 6

/* Whether @seat has declared @kind (scored or announced "to score") with
 * a card of @cards; any card when @cards is 0. */
static gboolean
has_declared (const PlBeziqueState *state,
              guint                 seat,
              PlBeziqueCombination  kind,
              PlBeziqueSet          cards)
{
  for (guint i = 0; i < state->n_declarations[seat]; i++)
    {
      const PlBeziqueDeclaration *d = &state->declarations[seat][i];

      if (d->kind == kind && d->status != PL_BEZIQUE_LOST &&
          (cards == 0 || (d->cards & cards) != 0))
        return TRUE;
    }
  return FALSE;
}

/* For each name of @names (PlCard, @n of them) that the seat may still
 * get: a copy in @mine or not yet seen.  Returns how many of the names it
 * holds, or -1 when a name is out of reach (both copies played, won or in
 * the adversary's open hand). */
static gint
names_in_reach (const PlBeziqueState *state,
                guint                 seat,
                PlBeziqueSet          mine,
                const PlCard         *names,
                guint                 n)
{
  PlBeziqueSet reach = mine | pl_ai_bezique_unseen (state, seat);
  gint held = 0;

  for (guint i = 0; i < n; i++)
    {
      PlBeziqueSet bits = PL_BEZIQUE_NAME_BITS (names[i]);

      if ((reach & bits) == 0)
        return -1;
      held += (mine & bits) != 0;
    }
  return held;
}

/* Seed 002: a declared bézique goes again into the double bézique (the
 * engine's reading, pl-bezique-declare.c: "single bézique first, then
 * double").  The Q♠ or J♦ of a single bézique declared keeps the 500 in
 * reach while the other Q♠ and J♦ may still come: the plain player, who
 * sees the bézique scored, would throw them as cheap cards. */
static gint
double_bezique_value (const PlBeziqueState *state,
                      guint                 seat,
                      PlBeziqueSet          mine,
                      guint                 p)
{
  PlCard card = PL_BEZIQUE_CARD (p);
  PlBeziqueSet bit = PL_BEZIQUE_BIT (p);
  PlBeziqueSet other_sq, other_dj, fresh, reach;
  gint held;

  if ((card != SQ && card != DJ) ||
      !has_declared (state, seat, PL_BEZIQUE_BEZIQUE, bit) ||
      has_declared (state, seat, PL_BEZIQUE_DOUBLE_BEZIQUE, 0))
    return 0;
  /* The copies not in a declared bézique of this seat are the new cards
   * the double needs. */
  fresh = ~state->declared[PL_BEZIQUE_CLASS_BEZIQUES];
  other_sq = PL_BEZIQUE_NAME_BITS (SQ) & fresh;
  other_dj = PL_BEZIQUE_NAME_BITS (DJ) & fresh;
  if (other_sq == 0 || other_dj == 0)
    return 0;
  reach = mine | pl_ai_bezique_unseen (state, seat);
  if ((reach & other_sq) == 0 || (reach & other_dj) == 0)
    return 0;
  held = ((mine & other_sq) != 0) + ((mine & other_dj) != 0);
  return DOUBLE_BASE + DOUBLE_STEP * held;
}

/* Seed 002 and Foster: "Royal Marriage, forty", then "he would add the A
 * 10 J" for the sequence.  The king and queen of a royal marriage declared
 * keep the 250 in reach while an ace, ten and jack of trumps may still
 * come. */
static gint
sequence_value (const PlBeziqueState *state,
                guint                 seat,
                PlBeziqueSet          mine,
                guint                 p)
{
  PlSuit trump = state->trump;
  PlCard card = PL_BEZIQUE_CARD (p);
  PlRank rank = PL_CARD_RANK (card);
  const PlCard rest[] = {
    PL_CARD (trump, PL_RANK_ACE), PL_CARD (trump, PL_RANK_10), PL_CARD (trump, PL_RANK_JACK),
  };
  gint held;

  if (PL_CARD_SUIT (card) != trump || (rank != PL_RANK_KING && rank != PL_RANK_QUEEN) ||
      !has_declared (state, seat, PL_BEZIQUE_ROYAL_MARRIAGE, PL_BEZIQUE_BIT (p)) ||
      has_declared (state, seat, PL_BEZIQUE_SEQUENCE, 0))
    return 0;
  held = names_in_reach (state, seat, mine, rest, G_N_ELEMENTS (rest));
  if (held < 0)
    return 0;
  return SEQUENCE_BASE + SEQUENCE_STEP * held;
}

/* Seed 004 iii: the seat exchanged its seven for the turn-up, in the open.
 * A trump ace, ten, king, queen or jack is taken for the sequence (and
 * the ace and ten for the brisques): the taker keeps it while the
 * sequence is in reach rather than throw it as its rank alone says. */
static gint
taken_value (const PlBeziqueState *state,
             guint                 seat,
             PlBeziqueSet          mine,
             guint                 p)
{
  PlSuit trump = state->trump;
  PlCard card = PL_BEZIQUE_CARD (p);
  const PlCard sequence[] = {
    PL_CARD (trump, PL_RANK_ACE), PL_CARD (trump, PL_RANK_10), PL_CARD (trump, PL_RANK_KING),
    PL_CARD (trump, PL_RANK_QUEEN), PL_CARD (trump, PL_RANK_JACK),
  };

  if ((state->taken[seat] & PL_BEZIQUE_BIT (p)) == 0 || PL_CARD_SUIT (card) != trump ||
      PL_CARD_RANK (card) < PL_RANK_JACK || has_declared (state, seat, PL_BEZIQUE_SEQUENCE, 0))
    return 0;
  if (names_in_reach (state, seat, mine, sequence, G_N_ELEMENTS (sequence)) < 0)
    return 0;
  return TAKEN_BONUS;
}

gint
pl_ai_bezique_plan_value (const PlBeziqueState *state,
                          guint                 seat,
                          guint                 p)
{
  PlBeziqueSet mine;

  g_return_val_if_fail (state != NULL && seat < 2 && p < PL_BEZIQUE_N_CARDS, 0);

  /* Nothing is declared once the stock is gone (seed 004 v). */
  if (state->last_eight || state->stock_next >= PL_BEZIQUE_STOCK_SIZE)
    return 0;
  mine = state->hands[seat] | state->table[seat];
  if ((mine & PL_BEZIQUE_BIT (p)) == 0)
    return 0;
  return double_bezique_value (state, seat, mine, p) +
         sequence_value (state, seat, mine, p) +
         taken_value (state, seat, mine, p);
}

PlBeziquePlan
pl_ai_bezique_plan_of (const PlBeziqueState *state,
                       guint                 seat,
                       guint                 p)
{
  PlBeziqueSet mine;

  g_return_val_if_fail (state != NULL && seat < 2 && p < PL_BEZIQUE_N_CARDS,
                        PL_AI_BEZIQUE_PLAN_NONE);

  if (state->last_eight || state->stock_next >= PL_BEZIQUE_STOCK_SIZE)
    return PL_AI_BEZIQUE_PLAN_NONE;
  mine = state->hands[seat] | state->table[seat];
  if ((mine & PL_BEZIQUE_BIT (p)) == 0)
    return PL_AI_BEZIQUE_PLAN_NONE;
  if (double_bezique_value (state, seat, mine, p) > 0)
    return PL_AI_BEZIQUE_PLAN_DOUBLE_BEZIQUE;
  if (sequence_value (state, seat, mine, p) > 0)
    return PL_AI_BEZIQUE_PLAN_SEQUENCE;
  if (taken_value (state, seat, mine, p) > 0)
    return PL_AI_BEZIQUE_PLAN_TAKEN;
  return PL_AI_BEZIQUE_PLAN_NONE;
}

/* The lower combination of the class of @higher. */
static PlBeziqueCombination
lower_of (PlBeziqueCombination higher)
{
  if (higher == PL_BEZIQUE_DOUBLE_BEZIQUE)
    return PL_BEZIQUE_BEZIQUE;
  if (higher == PL_BEZIQUE_SEQUENCE)
    return PL_BEZIQUE_ROYAL_MARRIAGE;
  return PL_BEZIQUE_NONE;
}

gboolean
pl_ai_bezique_plan_declaration (const PlBeziqueState *state,
                                const PlMove         *moves,
                                guint                 n,
                                const PlMove         *best,
                                PlMove               *move)
{
  PlBeziqueCombination lower;

  g_return_val_if_fail (state != NULL && moves != NULL && move != NULL, FALSE);

  if (best == NULL || best->kind != PL_MOVE_DECLARE ||
      (best->flags & PL_BEZIQUE_FROM_PENDING) != 0)
    return FALSE;
  lower = lower_of (best->arg);
  /* Seed 002: a declaration that is part of a higher one already made is
   * refused, so the higher one first loses the lower for good — 500 then
   * nothing, against 40 and then 500 after the next trick won.  With the
   * stock nearly gone the next trick may be the last chance: then the
   * higher now. */
  if (lower == PL_BEZIQUE_NONE ||
      pl_bezique_get_stock_size (state) < LOWER_FIRST_STOCK)
    return FALSE;
  /* Only a higher one of fresh cards: one that takes up a lower one
   * declared before is the plan's second step. */
  if ((best->cards & state->declared[pl_bezique_combination_class (best->arg)]) != 0)
    return FALSE;
  for (guint i = 0; i < n; i++)
    if (moves[i].kind == PL_MOVE_DECLARE && moves[i].arg == lower &&
        (moves[i].flags & (PL_BEZIQUE_TO_SCORE | PL_BEZIQUE_FROM_PENDING)) == 0 &&
        (moves[i].cards & ~best->cards) == 0)
      {
        *move = moves[i];
        return TRUE;
      }
  return FALSE;
}
