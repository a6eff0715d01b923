/* pl-ai-laws-euchre.c — the computer's answers and calls at a Euchre table
 * played by the laws
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-ai"

#include <glib/gi18n-lib.h>

#include "pl-ai-laws-private.h"
#include "pl-euchre-laws.h"
#include "pl-euchre-private.h"

/* Whether a revoke of the side opposite @seat is plain from what @seat has
 * seen: the revoker has since played a card that would have followed the
 * trick he revoked in (the left bower counted as a trump). */
static gboolean
revoke_evident (const PlEuchreState *state,
                guint                seat,
                gboolean            *own)
{
  gboolean evident = FALSE;

  *own = FALSE;
  for (guint i = 0; i < state->laws.n_events; i++)
    {
      const PlLawEvent *e = &state->laws.events[i];
      PlCardSet follow;

      if (e->law != PL_EUCHRE_LAW_REVOKE || e->status != PL_LAW_UNSEEN)
        continue;
      if (pl_euchre_side (e->seat) == pl_euchre_side (seat))
        {
          *own = TRUE;
          continue;
        }
      /* A revoke at a lead (a suit called, law 54) is not shown by the
       * cards played after it: the computer leaves it to the end. */
      if (state->tricks[e->trick].cards[0] == e->card)
        continue;
      follow = pl_euchre_follow_set (state->trumps, state->tricks[e->trick].cards[0]);
      for (guint t = e->trick + 1; t <= state->n_tricks && t < PL_EUCHRE_N_TRICKS; t++)
        {
          const PlEuchreTrick *trick = &state->tricks[t];
          guint n = t < state->n_tricks ? pl_euchre_n_active (state) : state->n_trick_cards;

          for (guint k = 0; k < n; k++)
            if (pl_euchre_trick_seat (state, trick->leader, k) == e->seat &&
                pl_cardset_has (follow, trick->cards[k]))
              evident = TRUE;
        }
    }
  return evident;
}

/* At the end: the revoke is called when its penalty is worth more to the
 * side wronged than the deal's own result. */
static PlMove
answer_revoke (const PlEuchreState *state,
               guint                seat)
{
  const PlLawEvent *open = pl_laws_open_event ((PlLawsState *) &state->laws);
  PlEuchreState played = *state;
  PlEuchreOutcome o;
  PlMove move;
  guint side = pl_euchre_side (seat);
  gint result;

  played.phase = PL_EUCHRE_PHASE_OVER;
  played.laws.open = 0;
  pl_euchre_get_outcome (&played, &o);
  result = (gint) o.points[side] - (gint) o.points[1 - side];
  if ((gint) pl_euchre_laws_penalty (state, open) >= result)
    {
      move = pl_move_new (PL_MOVE_LAW_CALL, seat);
      move.arg = PL_EUCHRE_LAW_REVOKE;
    }
  else
    {
      move = pl_move_new (PL_MOVE_REMEDY, seat);
      move.arg = PL_EUCHRE_REMEDY_LET_STAND;
    }
  return move;
}

/* The suit to call from the other side's leader: the plain suit of which
 * the computer holds the ace (it wins the trick), else the one it holds
 * most of. */
static guint
suit_to_call (const PlEuchreState *state,
              guint                seat)
{
  PlCardSet hand = state->hands[seat] & ~state->trumps;
  guint best = (state->trump + 1) % PL_N_SUITS;
  guint most = 0;

  for (guint suit = 0; suit < PL_N_SUITS; suit++)
    {
      PlCardSet cards = hand & PL_CARDSET_SUIT (suit);

      if (suit == state->trump)
        continue;
      if (pl_cardset_has (cards, PL_CARD (suit, PL_RANK_ACE)))
        return suit;
      if (pl_cardset_count (cards) > most)
        {
          most = pl_cardset_count (cards);
          best = suit;
        }
    }
  return best;
}

/* Whether a card @seat has not seen would win a trick of @cards (@n
 * cards, led first): whether the offender's partner may be able to. */
static gboolean
may_be_overtaken (const PlEuchreState *state,
                  guint                seat,
                  const PlCard        *cards,
                  guint                n)
{
  PlCard trick[PL_EUCHRE_N_SEATS], card;
  PlCardSet others = pl_euchre_laws_unseen (state, seat);

  g_return_val_if_fail (n < PL_EUCHRE_N_SEATS, FALSE);
  for (guint i = 0; i < n; i++)
    trick[i] = cards[i];
  PL_CARDSET_FOREACH (others, card)
    {
      trick[n] = card;
      if (pl_euchre_trick_winner (state, trick, n + 1) == n)
        return TRUE;
    }
  return FALSE;
}

/* Law 47: the partner is called on to win the trick where he may have to
 * overtake his own partner's winner, spending a card his side did not
 * need: the trick on the table if a card the computer has not seen beats
 * it, else the first card led on that one could beat. */
static PlMove
answer_winners (const PlEuchreState *state,
                guint                seat)
{
  const PlEuchreTrick *trick = &state->tricks[state->n_tricks];
  PlMove move = pl_move_new (PL_MOVE_REMEDY, seat);
  PlCardSet led_on = state->win_led_on;
  PlCard card;

  move.arg = PL_EUCHRE_REMEDY_CALL_WIN;
  if (may_be_overtaken (state, seat, trick->cards, state->n_trick_cards))
    return move;
  PL_CARDSET_FOREACH (led_on, card)
    if (may_be_overtaken (state, seat, &card, 1))
      {
        move.card = card;
        return move;
      }
  move.arg = PL_EUCHRE_REMEDY_NO_CALL;
  return move;
}

/* Law 51: a wrong name costs the computer's side a suit called at its
 * next lead, a right one exposes a card of the other side; among k cards
 * it has not seen it names right once in k, so it names only a card it
 * can tell for certain. */
static PlMove
answer_detached (const PlEuchreState *state,
                 guint                seat)
{
  PlMove move = pl_move_new (PL_MOVE_REMEDY, seat);
  PlCardSet others = pl_euchre_laws_unseen (state, seat);

  if (pl_cardset_count (others) == 1)
    {
      move.arg = PL_EUCHRE_REMEDY_NAME;
      move.card = pl_cardset_first (others);
    }
  else
    move.arg = PL_EUCHRE_REMEDY_NO_CALL;
  return move;
}

static PlMove
euchre_remedy (gconstpointer  state_ptr,
               guint          seat,
               PlAiLevel      level,
               PlRng         *rng)
{
  const PlEuchreState *state = state_ptr;
  const PlLawEvent *open = pl_laws_open_event ((PlLawsState *) &state->laws);
  PlMove moves[PL_MAX_MOVES], move = pl_move_new (PL_MOVE_REMEDY, seat);
  guint n = pl_euchre_game.legal_moves (state, moves);

  g_return_val_if_fail (open != NULL && n > 0, moves[0]);

  switch ((PlEuchreLaw) open->law)
    {
    case PL_EUCHRE_LAW_REVOKE:
      return answer_revoke (state, seat);
    case PL_EUCHRE_LAW_OUT_OF_TURN:
      /* The offender's partner has only his card to play.  An adversary
       * calls: a trump led out of turn is called back to lie exposed, and
       * a plain card earns a suit call at the offenders' next lead. */
      if (pl_euchre_side (seat) == pl_euchre_side (open->seat))
        return moves[0];
      move.arg = pl_cardset_has (state->trumps, open->card) ? PL_EUCHRE_REMEDY_CALL_CARD
                                                            : PL_EUCHRE_REMEDY_CALL_SUIT;
      return move;
    case PL_EUCHRE_LAW_CARD_CALLED:
      /* An exposed card is called when it must lead, or when it falls
       * under a trick the computer's side is winning: it is wasted there,
       * and the owner keeps it no longer. */
      {
        const PlEuchreTrick *trick = &state->tricks[state->n_tricks];
        guint leader = trick->leader, count = state->n_trick_cards;
        PlCard cards[5];
        guint best;

        for (guint i = 0; i < count; i++)
          cards[i] = trick->cards[i];

        if (count == 0 || moves[0].kind != PL_MOVE_REMEDY || moves[0].card == PL_CARD_NONE)
          return moves[0];
        best = pl_euchre_trick_winner (state, cards, count);
        cards[count] = moves[0].card;
        if (pl_euchre_side (pl_euchre_trick_seat (state, leader, best)) == pl_euchre_side (seat) &&
            pl_euchre_trick_winner (state, cards, count + 1) == best)
          return moves[0];
        move.arg = PL_EUCHRE_REMEDY_NO_CALL;
        return move;
      }
    case PL_EUCHRE_LAW_SUIT_CALLED:
      move.arg = PL_EUCHRE_REMEDY_DEMAND;
      move.value = suit_to_call (state, seat);
      return move;
    case PL_EUCHRE_LAW_WINNERS:
      return answer_winners (state, seat);
    case PL_EUCHRE_LAW_DETACHED:
      return answer_detached (state, seat);
    case PL_EUCHRE_LAW_NONE:
    case PL_EUCHRE_LAW_EXPOSED:
    case PL_EUCHRE_LAW_HAND_SHOWN:
    default:
      return moves[pl_rng_below (rng, n)];
    }
}

/* A revoke of the other side is called as soon as the computer can prove
 * it, unless its own side has one nobody has called. */
static gboolean
euchre_call (gconstpointer  state_ptr,
             guint          seat,
             PlMove        *move)
{
  const PlEuchreState *state = state_ptr;
  gboolean own;

  if (state->phase != PL_EUCHRE_PHASE_PLAY || !revoke_evident (state, seat, &own) || own)
    return FALSE;
  *move = pl_move_new (PL_MOVE_LAW_CALL, seat);
  move->arg = PL_EUCHRE_LAW_REVOKE;
  return TRUE;
}

static char *
euchre_say (gconstpointer  state_ptr,
            const PlMove  *move)
{
  char card[3];

  switch ((PlMoveKind) move->kind)
    {
    case PL_MOVE_LAW_CALL:
      return g_strdup (_("Calls a revoke"));
    case PL_MOVE_REMEDY:
      switch (move->arg)
        {
        case PL_EUCHRE_REMEDY_CALL_CARD:
          return g_strdup (_("Calls the card led out of turn"));
        case PL_EUCHRE_REMEDY_CALL_SUIT:
          return g_strdup (_("Will call a suit at your side’s next lead"));
        case PL_EUCHRE_REMEDY_NO_CALL:
          return g_strdup (_("Does not call"));
        case PL_EUCHRE_REMEDY_LET_STAND:
          return g_strdup (_("Lets the result stand"));
        case PL_EUCHRE_REMEDY_CALL_WIN:
          if (move->card == PL_CARD_NONE)
            return g_strdup (_("Calls on your partner to win this trick"));
          pl_card_to_string (move->card, card);
          /* Translators: law 47; %s is a card led on (SA). */
          return g_strdup_printf (_("Calls on your partner to win the trick of %s"), card);
        case PL_EUCHRE_REMEDY_NAME:
          pl_card_to_string (move->card, card);
          /* Translators: law 51; %s is the card the computer names. */
          return g_strdup_printf (_("Names %s"), card);
        case PL_EUCHRE_REMEDY_DEMAND:
          if (move->card != PL_CARD_NONE)
            {
              pl_card_to_string (move->card, card);
              /* Translators: %s is an exposed card (HT) the computer calls. */
              return g_strdup_printf (_("Calls %s"), card);
            }
          /* Translators: %s is a suit (Hearts) the computer calls. */
          return g_strdup_printf (_("Calls %s"), pl_euchre_suit_name (move->value));
        default:
          return NULL;
        }
    case PL_MOVE_PLAY:
      if (pl_euchre_get_phase (state_ptr) == PL_EUCHRE_PHASE_LAWS &&
          !(move->flags & PL_MOVE_IRREGULAR))
        return g_strdup (_("Plays to the card led out of turn"));
      return NULL;
    default:
      return NULL;
    }
}

const PlAiLawsGame pl_ai_laws_euchre = {
  .game = &pl_euchre_game,
  .remedy = euchre_remedy,
  .call = euchre_call,
  .say = euchre_say,
};
