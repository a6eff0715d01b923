/* pl-bezique-check.c — whether a Bézique move is legal now, and if not,
 * the rule that refuses it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-bezique"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "pl-bezique.h"
#include "pl-bezique-private.h"

static gboolean
check_play (const PlBeziqueState *state,
            guint                 seat,
            guint                 p,
            GError              **error)
{
  PlBeziqueSet held = state->hands[seat] | state->table[seat];

  if (p >= 64 || !(held & PL_BEZIQUE_BIT (p)))
    return pl_bezique_illegal (error, _("You do not hold that card"));
  if (!(pl_bezique_legal_cards (state, seat) & PL_BEZIQUE_BIT (p)))
    {
      guint lead = state->tricks[state->n_tricks].cards[0];
      PlSuit suit = PL_CARD_SUIT (PL_BEZIQUE_CARD (lead));

      if (held & PL_BEZIQUE_SUIT_BITS (suit))
        return pl_bezique_illegal (error, _("In the last eight tricks you must follow suit and win the trick if you can"));
      return pl_bezique_illegal (error, _("In the last eight tricks you must win the trick with a trump if you can"));
    }
  return TRUE;
}

/* Whether @seat has a declaration of @kind with the names @names (@n, in
 * any order) whose status is @status. */
static gboolean
has_declaration_named (const PlBeziqueState *state,
                       guint                 seat,
                       PlBeziqueCombination  kind,
                       const PlCard         *names,
                       guint                 n,
                       PlBeziqueStatus       status)
{
  PlCardSet want = 0;

  for (guint i = 0; i < n; i++)
    want = pl_cardset_add (want, names[i]);
  for (guint i = 0; i < state->n_declarations[seat]; i++)
    {
      const PlBeziqueDeclaration *d = &state->declarations[seat][i];

      if (d->kind == kind && d->status == status &&
          pl_bezique_set_names (d->cards) == want &&
          (guint) __builtin_popcountll (d->cards) == n)
        return TRUE;
    }
  return FALSE;
}

/* Whether @seat made his one declaration after the trick just taken: a
 * new one, or one kept "to score" scored then (seed 004 i). */
static gboolean
declared_after_trick (const PlBeziqueState *state,
                      guint                 seat)
{
  for (guint i = 0; i < state->n_declarations[seat]; i++)
    if (state->declarations[seat][i].status == PL_BEZIQUE_SCORED &&
        state->declarations[seat][i].scored_trick == state->n_tricks)
      return TRUE;
  return FALSE;
}

/* Why @seat may not declare (or exchange the seven, @exchange) at this
 * moment: always FALSE, with the rule that applies. */
static gboolean
refuse_moment (const PlBeziqueState *state,
               guint                 seat,
               gboolean              exchange,
               GError              **error)
{
  PlBeziquePhase phase = state->phase;

  /* Seed 004 v: "When all the cards are drawn from the pack … No more
   * declarations can be made"; the turn-up is drawn with them. */
  if (state->last_eight || state->stock_next >= PL_BEZIQUE_STOCK_SIZE)
    return pl_bezique_illegal (error, exchange
                               ? _("The stock is exhausted: the turn-up has been drawn, and the seven of trumps can no longer be exchanged")
                               : _("The stock is exhausted: no more declarations can be made"));
  /* Seed 004 i: "Immediately after taking a trick, and then only". */
  if ((phase == PL_BEZIQUE_PHASE_DECLARE || phase == PL_BEZIQUE_PHASE_ANNOUNCE) &&
      state->to_move != (gint) seat)
    return pl_bezique_illegal (error, exchange
                               ? _("Only the winner of the trick may exchange the seven of trumps")
                               : _("Only the winner of the trick may declare"));
  /* The winner who has drawn and is to lead: "but he must do so before
   * drawing another card.  Only one Declaration can be made after each
   * trick." */
  if (phase == PL_BEZIQUE_PHASE_LEAD && state->n_tricks > 0 &&
      state->tricks[state->n_tricks - 1].winner == seat)
    {
      if (!exchange && declared_after_trick (state, seat))
        return pl_bezique_illegal (error, _("Only one declaration can be made after each trick"));
      return pl_bezique_illegal (error, exchange
                                 ? _("The seven of trumps is exchanged immediately after taking a trick, before drawing")
                                 : _("A declaration is made immediately after taking a trick, before drawing"));
    }
  return pl_bezique_illegal (error, exchange
                             ? _("You may exchange the seven of trumps only immediately after taking a trick")
                             : _("You may declare only immediately after taking a trick"));
}

static gboolean
check_declare (const PlBeziqueState *state,
               const PlMove         *move,
               GError              **error)
{
  guint seat = move->seat;
  guint flags = move->flags;
  PlCard names[5];
  guint n;

  if (flags != 0 && flags != PL_BEZIQUE_TO_SCORE && flags != PL_BEZIQUE_FROM_PENDING)
    return pl_bezique_illegal (error, _("That is not a declaration"));
  if (move->arg == PL_BEZIQUE_NONE || move->arg >= PL_BEZIQUE_N_COMBINATIONS)
    return pl_bezique_illegal (error, _("That is not a combination"));
  if (state->phase == PL_BEZIQUE_PHASE_ANNOUNCE && flags != PL_BEZIQUE_TO_SCORE)
    return pl_bezique_illegal (error, _("Only one declaration can be made after each trick"));
  if (state->phase == PL_BEZIQUE_PHASE_DECLARE && flags == PL_BEZIQUE_TO_SCORE)
    /* Seed 002: "it is usual to declare both combinations, scoring the
     * more valuable, and repeating the one left over". */
    return pl_bezique_illegal (error, _("A combination is announced to score only beside the one scored after the trick: score one first"));
  if (__builtin_popcountll (move->cards) > 5)
    return pl_bezique_problem_error (PL_BEZIQUE_NOT_A_COMBINATION, move->arg, error);
  n = pl_bezique_set_name_list (move->cards, names);
  if (flags == PL_BEZIQUE_FROM_PENDING)
    {
      PlMove canonical;

      return pl_bezique_make_declaration (state, seat, move->arg, names, n,
                                          flags, &canonical, error);
    }
  {
    PlBeziqueSet cards;
    PlBeziqueProblem problem = pl_bezique_choose_copies (state, seat, move->arg,
                                                         names, n, flags, &cards);

    if (problem == PL_BEZIQUE_OK)
      return TRUE;
    if (problem == PL_BEZIQUE_NOT_A_COMBINATION && n == 2 &&
        (move->arg == PL_BEZIQUE_MARRIAGE || move->arg == PL_BEZIQUE_ROYAL_MARRIAGE) &&
        pl_bezique_shape_ok (move->arg == PL_BEZIQUE_MARRIAGE ? PL_BEZIQUE_ROYAL_MARRIAGE
                                                              : PL_BEZIQUE_MARRIAGE,
                             state->trump, names, n))
      return pl_bezique_illegal (error, move->arg == PL_BEZIQUE_MARRIAGE
                                 ? _("The king and queen of trumps are a royal marriage")
                                 : _("A royal marriage is the king and queen of trumps"));
    /* Seed 002: a combination announced "to score" is scored as such after
     * a later trick; it is not declared again. */
    if (problem != PL_BEZIQUE_NOT_HELD && problem != PL_BEZIQUE_NOT_A_COMBINATION &&
        has_declaration_named (state, seat, move->arg, names, n, PL_BEZIQUE_PENDING))
      return pl_bezique_illegal (error, _("Already announced to score: it is scored as a combination kept to score"));
    return pl_bezique_problem_error (problem, move->arg, error);
  }
}

gboolean
pl_bezique_check_move_vfunc (const void    *state_ptr,
                             const PlMove  *move,
                             GError       **error)
{
  const PlBeziqueState *state = state_ptr;
  guint seat = move->seat;

  if (state->phase == PL_BEZIQUE_PHASE_OVER)
    return pl_bezique_illegal (error, _("The deal is over"));
  if (seat > 1)
    return pl_bezique_illegal (error, _("There is no such seat"));
  /* Draws, irregular acts and their answers (pl-bezique-laws.h). */
  if (state->options.laws && pl_bezique_laws_takes (state, move, FALSE))
    return pl_bezique_laws_check (state, move, error);
  if (!state->options.laws && pl_laws_is_laws_move (move))
    return pl_laws_refuse_off (error);
  if (move->kind == PL_MOVE_DECLARE || move->kind == PL_MOVE_EXCHANGE)
    {
      gboolean declaring = (state->phase == PL_BEZIQUE_PHASE_DECLARE ||
                            state->phase == PL_BEZIQUE_PHASE_ANNOUNCE) &&
                           (gint) seat == state->to_move;

      if (!declaring)
        return refuse_moment (state, seat, move->kind == PL_MOVE_EXCHANGE, error);
    }
  if ((gint) seat != state->to_move)
    {
      /* Seed 004 i: the winner declares, draws first and leads. */
      if (state->phase == PL_BEZIQUE_PHASE_DECLARE || state->phase == PL_BEZIQUE_PHASE_ANNOUNCE)
        return pl_bezique_illegal (error, _("It is not your turn: the winner of the trick declares and leads"));
      return pl_bezique_illegal (error, _("It is not your turn"));
    }

  switch ((PlBeziquePhase) state->phase)
    {
    case PL_BEZIQUE_PHASE_LEAD:
    case PL_BEZIQUE_PHASE_FOLLOW:
      if (move->kind != PL_MOVE_PLAY)
        return pl_bezique_illegal (error, _("Play a card"));
      return check_play (state, seat, move->card, error);

    case PL_BEZIQUE_PHASE_DECLARE:
    case PL_BEZIQUE_PHASE_ANNOUNCE:
      if (move->kind == PL_MOVE_NO_DECLARE)
        return TRUE;
      if (move->kind == PL_MOVE_PLAY && state->phase == PL_BEZIQUE_PHASE_ANNOUNCE)
        {
          PlBeziqueState drawn = *state;

          /* pl-bezique.h: his lead ends the declarations, as "done". */
          pl_bezique_draw_and_lead (&drawn);
          return check_play (&drawn, seat, move->card, error);
        }
      if (move->kind == PL_MOVE_PLAY)
        return pl_bezique_illegal (error, _("Declare or say you are done before the next trick"));
      if (move->kind == PL_MOVE_EXCHANGE)
        {
          PlCard seven = PL_CARD (state->trump, PL_RANK_7);

          if (state->exchanged != PL_BEZIQUE_NO_CARD)
            return pl_bezique_illegal (error, _("You have already exchanged the seven of trumps"));
          if (move->card >= 64 || PL_BEZIQUE_CARD (move->card) != seven ||
              !(state->hands[seat] & PL_BEZIQUE_BIT (move->card)))
            return pl_bezique_illegal (error, _("Only the seven of trumps in your hand can be exchanged for the turn-up"));
          /* Seed 004 iii, iv: each seven scores once (pl_bezique_exchange_possible()). */
          if (pl_bezique_turn_up_is_seven (state))
            return pl_bezique_illegal (error, _("The turn-up is a seven of trumps already: the other seven scores ten only when it is played"));
          return TRUE;
        }
      if (move->kind == PL_MOVE_DECLARE)
        return check_declare (state, move, error);
      return pl_bezique_illegal (error, _("Declare a combination or say you are done"));

    case PL_BEZIQUE_PHASE_OVER:
    default:
      return pl_bezique_illegal (error, _("The deal is over"));
    }
}
