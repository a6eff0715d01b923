/* pl-euchre-laws.c — Euchre's laws of play: exposed cards, the lead out of
 * turn, the calls and the revoke
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-euchre"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "pl-euchre-laws.h"
#include "pl-euchre-private.h"

/* The laws themselves are written out in pl-euchre-laws.h; the notation
 * and the sentences are in pl-euchre-laws-text.c. */

gboolean
pl_euchre_laws_active (const PlEuchreState *state,
                       guint                seat)
{
  return seat < PL_EUCHRE_N_SEATS && !(state->out & (1u << seat));
}

/* One number per turn of the play, so that an exposed card is asked about
 * once a turn (law 56: "repeated until such card has been played"). */
static guint8
turn_id (const PlEuchreState *state)
{
  return (guint8) (state->n_tricks * 4 + state->n_trick_cards + 1);
}

guint
pl_euchre_laws_answerer (const PlEuchreState *state,
                         guint                offender)
{
  guint next = (offender + 1) & 3;

  return pl_euchre_laws_active (state, next) ? next : (offender + 3) & 3;
}

/* The cards of @suit as the play knows them: the left bower and the Joker
 * are trumps, not of their printed suit. */
PlCardSet
pl_euchre_laws_suit_cards (const PlEuchreState *state,
                           guint                suit)
{
  if (state->trump < PL_N_SUITS && suit == state->trump)
    return state->trumps;
  return PL_CARDSET_SUIT (suit) & ~state->trumps;
}

PlCardSet
pl_euchre_laws_restrict (const PlEuchreState *state,
                         guint                seat,
                         PlCardSet            legal)
{
  PlCardSet win;

  if (state->called_card != PL_CARD_NONE && pl_cardset_has (legal, state->called_card))
    return PL_CARDSET_BIT (state->called_card);
  /* Law 47: "the latter may be called on to win, if he can". */
  win = pl_euchre_laws_win_cards (state, seat, legal);
  if (win != 0)
    return win;
  if (state->n_trick_cards == 0 && state->called_suit < PL_N_SUITS)
    {
      PlCardSet suit = legal & pl_euchre_laws_suit_cards (state, state->called_suit);

      /* Law 57: "the penalty is paid" when he has none. */
      if (suit != 0)
        return suit;
    }
  return legal;
}

/* What @seat could play if it were his turn now, the laws' calls aside:
 * the cards that follow (law 55: no call compels a revoke). */
PlCardSet
pl_euchre_laws_follow_cards (const PlEuchreState *state,
                             guint                seat)
{
  PlEuchreState plain = *state;

  plain.phase = PL_EUCHRE_PHASE_PLAY;
  plain.to_move = seat;
  plain.called_card = PL_CARD_NONE;
  plain.called_suit = PL_EUCHRE_NO_TRUMP;
  plain.win_call = -1;
  return pl_euchre_legal_cards (&plain, seat);
}

guint
pl_euchre_laws_classify (const PlEuchreState *state,
                         const PlMove        *move)
{
  guint seat = move->seat;

  if (move->kind != PL_MOVE_PLAY || state->phase != PL_EUCHRE_PHASE_PLAY ||
      !pl_euchre_laws_active (state, seat) || move->card >= 64 ||
      !pl_cardset_has (state->hands[seat], move->card))
    return PL_EUCHRE_LAW_NONE;
  if ((gint) seat != state->to_move)
    return state->n_trick_cards == 0 ? PL_EUCHRE_LAW_OUT_OF_TURN : PL_EUCHRE_LAW_NONE;
  if (!pl_cardset_has (pl_euchre_legal_cards (state, seat), move->card))
    return PL_EUCHRE_LAW_REVOKE;
  return PL_EUCHRE_LAW_NONE;
}

guint
pl_euchre_laws_penalty (const PlEuchreState *state,
                        const PlLawEvent    *revoke)
{
  guint wronged = 1 - pl_euchre_side (revoke->seat);
  gboolean book = state->options.revoke == 3;

  /* The modern penalty, 2 and 4 against a lone hand; Leeds and Dwight's
   * law 63, 3 and 5 (pl-euchre-laws.h). */
  if (state->alone && state->maker >= 0 && pl_euchre_side (state->maker) == wronged)
    return book ? 5 : 4;
  return book ? 3 : 2;
}

/* The earliest revoke of the side opposite @seat nobody has called yet
 * (the one asked about at the end included), or NULL; any side's for -1. */
static PlLawEvent *
uncalled_revoke (PlEuchreState *state,
                 gint           seat)
{
  for (guint i = 0; i < state->laws.n_events && i < PL_LAWS_MAX_EVENTS; i++)
    {
      PlLawEvent *e = &state->laws.events[i];

      if (e->law != PL_EUCHRE_LAW_REVOKE ||
          (e->status != PL_LAW_UNSEEN && e->status != PL_LAW_OPEN))
        continue;
      if (seat >= 0 && pl_euchre_side (e->seat) == pl_euchre_side ((guint) seat))
        continue;
      return e;
    }
  return NULL;
}

/* Checking ---------------------------------------------------------------- */

static gboolean
refuse (GError    **error,
        const char *message)
{
  return pl_rules_illegal (error, "%s", message);
}

static gboolean
check_answer (const PlEuchreState *state,
              const PlMove        *move,
              GError             **error)
{
  const PlLawEvent *open = pl_laws_open_event ((PlLawsState *) &state->laws);
  guint seat = move->seat;

  if (open == NULL)
    return refuse (error, _("There is no irregularity to answer"));
  if ((gint) seat != state->to_move)
    return refuse (error, _("It is not your turn: the side that was wronged answers the irregularity"));
  if (move->flags != 0 && move->kind != PL_MOVE_PLAY)
    return refuse (error, _("That is not a way to answer an irregularity"));

  switch ((PlEuchreLaw) open->law)
    {
    case PL_EUCHRE_LAW_OUT_OF_TURN:
      if (move->kind == PL_MOVE_REMEDY && move->card == PL_CARD_NONE && move->value == 0 &&
          (move->arg == PL_EUCHRE_REMEDY_CALL_CARD || move->arg == PL_EUCHRE_REMEDY_CALL_SUIT))
        {
          if (pl_euchre_side (seat) == pl_euchre_side (open->seat))
            return refuse (error, _("Law 52: the adversaries of the player who led out of turn call "
                                    "the card or a suit, not his partner"));
          return TRUE;
        }
      if (move->kind == PL_MOVE_PLAY && move->flags == 0)
        {
          PlEuchreState play = *state;

          /* Playing to the false lead: law 53; a call made of the seat
           * whose lead it was waits for his turn. */
          play.phase = PL_EUCHRE_PHASE_PLAY;
          play.called_card = PL_CARD_NONE;
          play.called_suit = PL_EUCHRE_NO_TRUMP;
          return pl_euchre_check_card (&play, seat, move->card, error);
        }
      return refuse (error, _("Law 52: a card was led out of turn: play to it, or call the card "
                              "or a suit"));

    case PL_EUCHRE_LAW_CARD_CALLED:
      if (move->kind == PL_MOVE_REMEDY && move->arg == PL_EUCHRE_REMEDY_NO_CALL &&
          move->card == PL_CARD_NONE && move->value == 0)
        return TRUE;
      if (move->kind == PL_MOVE_REMEDY && move->arg == PL_EUCHRE_REMEDY_DEMAND &&
          move->value == 0 && move->card < 64 &&
          pl_cardset_has (state->laws.exposed[open->seat] & pl_euchre_laws_follow_cards (state, open->seat),
                          move->card))
        return TRUE;
      return refuse (error, _("Law 46: call one of his exposed cards that he may play, or do not "
                              "call (law 55: no call compels a revoke)"));

    case PL_EUCHRE_LAW_SUIT_CALLED:
      if (move->kind == PL_MOVE_REMEDY && move->card == PL_CARD_NONE &&
          ((move->arg == PL_EUCHRE_REMEDY_NO_CALL && move->value == 0) ||
           (move->arg == PL_EUCHRE_REMEDY_DEMAND && move->value < PL_N_SUITS)))
        return TRUE;
      return refuse (error, _("Law 52: name the suit he must lead, or do not call"));

    case PL_EUCHRE_LAW_REVOKE:
      if (((move->kind == PL_MOVE_LAW_CALL && move->arg == PL_EUCHRE_LAW_REVOKE) ||
           (move->kind == PL_MOVE_REMEDY && move->arg == PL_EUCHRE_REMEDY_LET_STAND)) &&
          move->card == PL_CARD_NONE && move->value == 0)
        return TRUE;
      return refuse (error, _("A revoke was made: call it, or let the result stand"));

    case PL_EUCHRE_LAW_WINNERS:
    case PL_EUCHRE_LAW_DETACHED:
      return pl_euchre_laws_check_name (state, open, move, error);

    case PL_EUCHRE_LAW_NONE:
    case PL_EUCHRE_LAW_EXPOSED:
    case PL_EUCHRE_LAW_HAND_SHOWN:
    default:
      return refuse (error, _("There is no irregularity to answer"));
    }
}

static gboolean
check_irregular (const PlEuchreState *state,
                 const PlMove        *move,
                 GError             **error)
{
  guint seat = move->seat;

  guint law;

  if ((move->flags & ~PL_MOVE_IRREGULAR) != 0 ||
      (move->kind != PL_MOVE_PLAY && move->kind != PL_MOVE_DISCARD))
    return refuse (error, _("Of the irregular acts, Euchre’s laws know cards exposed, played at "
                            "once, lifted, detached or led without waiting, hands thrown face "
                            "up, a lead out of turn and a revoke"));
  if (state->phase != PL_EUCHRE_PHASE_PLAY)
    return refuse (error, _("Cards are exposed, led out of turn or revoked in the play only"));
  if (!pl_euchre_laws_active (state, seat))
    return refuse (error, _("Only a player who plays in this deal can do that"));
  if (!pl_laws_has_room (&state->laws))
    return refuse (error, _("Enough irregularities for one deal: play by the rules"));
  law = pl_euchre_laws_act_law (state, move);
  if (law != PL_EUCHRE_LAW_EXPOSED && law != PL_EUCHRE_LAW_HAND_SHOWN &&
      law != PL_EUCHRE_LAW_LONE_ABANDONED &&
      law != PL_EUCHRE_LAW_OUT_OF_TURN && law != PL_EUCHRE_LAW_REVOKE &&
      law != PL_EUCHRE_LAW_NONE)
    return pl_euchre_laws_check_called (state, move, law, error);
  if (move->kind == PL_MOVE_DISCARD)
    {
      /* Law 46 II, one card; law 48, the whole hand thrown face up. */
      if (move->card != PL_CARD_NONE || move->cards == 0 ||
          (pl_cardset_count (move->cards) != 1 && move->cards != state->hands[seat]))
        return refuse (error, _("One card is exposed at a time, or the whole hand thrown face up"));
      if ((move->cards & ~state->hands[seat]) != 0)
        return refuse (error, _("You do not hold that card"));
      if ((move->cards & ~state->laws.exposed[seat]) == 0)
        return refuse (error, _("That card is exposed already"));
      return TRUE;
    }
  if (move->card >= 64 || !pl_cardset_has (state->hands[seat], move->card))
    return refuse (error, _("You do not hold that card"));
  switch ((PlEuchreLaw) pl_euchre_laws_classify (state, move))
    {
    case PL_EUCHRE_LAW_OUT_OF_TURN:
    case PL_EUCHRE_LAW_REVOKE:
      return TRUE;
    default:
      if ((gint) seat != state->to_move)
        return refuse (error, _("Euchre’s laws know a lead out of turn; to a trick led, wait for "
                                "your turn"));
      return refuse (error, _("That card may be played as it is: it breaks no law"));
    }
}

gboolean
pl_euchre_laws_check (const PlEuchreState *state,
                      const PlMove        *move,
                      GError             **error)
{
  if (!state->options.laws)
    return pl_laws_refuse_off (error);
  if (state->phase == PL_EUCHRE_PHASE_LAWS)
    return check_answer (state, move, error);
  if (move->flags & PL_MOVE_IRREGULAR)
    return check_irregular (state, move, error);
  switch ((PlMoveKind) move->kind)
    {
    case PL_MOVE_LAW_CALL:
      if (move->arg != PL_EUCHRE_LAW_REVOKE || move->flags != 0 || move->card != PL_CARD_NONE)
        return refuse (error, _("Only a revoke is called in Euchre"));
      if (state->phase != PL_EUCHRE_PHASE_PLAY)
        return refuse (error, _("A revoke is called in the play"));
      if (move->seat >= PL_EUCHRE_N_SEATS)
        return refuse (error, _("Only a player of this deal can call a revoke"));
      if (uncalled_revoke ((PlEuchreState *) state, move->seat) == NULL)
        return refuse (error, _("No revoke to call: nobody on the other side has failed to follow"));
      return TRUE;
    case PL_MOVE_REMEDY:
      return refuse (error, _("There is no irregularity to answer"));
    default:
      return refuse (error, _("Euchre is not played with a stock to draw from"));
    }
}

/* Legal moves in the laws' phase: exactly the answers the law gives. */
guint
pl_euchre_laws_legal_moves (const PlEuchreState *state,
                            PlMove              *moves)
{
  const PlLawEvent *open = pl_laws_open_event ((PlLawsState *) &state->laws);
  guint n = 0;
  guint seat;
  PlCard card;

  if (open == NULL || state->to_move < 0)
    return 0;
  seat = (guint) state->to_move;
  switch ((PlEuchreLaw) open->law)
    {
    case PL_EUCHRE_LAW_OUT_OF_TURN:
      {
        PlCardSet legal = pl_euchre_laws_follow_cards (state, seat);

        PL_CARDSET_FOREACH (legal, card)
          {
            moves[n] = pl_move_new (PL_MOVE_PLAY, seat);
            moves[n++].card = card;
          }
        if (pl_euchre_side (seat) != pl_euchre_side (open->seat))
          for (guint r = PL_EUCHRE_REMEDY_CALL_CARD; r <= PL_EUCHRE_REMEDY_CALL_SUIT; r++)
            {
              moves[n] = pl_move_new (PL_MOVE_REMEDY, seat);
              moves[n++].arg = r;
            }
      }
      break;
    case PL_EUCHRE_LAW_CARD_CALLED:
      {
        PlCardSet callable = state->laws.exposed[open->seat] & pl_euchre_laws_follow_cards (state, open->seat);

        PL_CARDSET_FOREACH (callable, card)
          {
            moves[n] = pl_move_new (PL_MOVE_REMEDY, seat);
            moves[n].arg = PL_EUCHRE_REMEDY_DEMAND;
            moves[n++].card = card;
          }
        moves[n] = pl_move_new (PL_MOVE_REMEDY, seat);
        moves[n++].arg = PL_EUCHRE_REMEDY_NO_CALL;
      }
      break;
    case PL_EUCHRE_LAW_SUIT_CALLED:
      for (guint suit = 0; suit < PL_N_SUITS; suit++)
        {
          moves[n] = pl_move_new (PL_MOVE_REMEDY, seat);
          moves[n].arg = PL_EUCHRE_REMEDY_DEMAND;
          moves[n++].value = suit;
        }
      moves[n] = pl_move_new (PL_MOVE_REMEDY, seat);
      moves[n++].arg = PL_EUCHRE_REMEDY_NO_CALL;
      break;
    case PL_EUCHRE_LAW_REVOKE:
      moves[n] = pl_move_new (PL_MOVE_LAW_CALL, seat);
      moves[n++].arg = PL_EUCHRE_LAW_REVOKE;
      moves[n] = pl_move_new (PL_MOVE_REMEDY, seat);
      moves[n++].arg = PL_EUCHRE_REMEDY_LET_STAND;
      break;
    case PL_EUCHRE_LAW_WINNERS:
    case PL_EUCHRE_LAW_DETACHED:
      n = pl_euchre_laws_list_answers (state, open, moves);
      break;
    case PL_EUCHRE_LAW_NONE:
    case PL_EUCHRE_LAW_EXPOSED:
    case PL_EUCHRE_LAW_HAND_SHOWN:
    default:
      break;
    }
  return n;
}

static guint
euchre_irregular_moves (const void *state_ptr,
                        PlMove     *moves)
{
  const PlEuchreState *state = state_ptr;
  guint n = 0;

  if (!state->options.laws || state->phase != PL_EUCHRE_PHASE_PLAY ||
      !pl_laws_has_room (&state->laws) || state->to_move < 0)
    return 0;
  for (guint seat = 0; seat < PL_EUCHRE_N_SEATS; seat++)
    {
      PlCardSet plays = 0, shown;
      PlCard card;

      if (!pl_euchre_laws_active (state, seat))
        continue;
      if ((gint) seat == state->to_move)
        plays = state->hands[seat] & ~pl_euchre_legal_cards (state, seat);  /* revokes */
      else if (state->n_trick_cards == 0)
        plays = state->hands[seat];                                          /* false leads */
      PL_CARDSET_FOREACH (plays, card)
        {
          moves[n] = pl_move_new (PL_MOVE_PLAY, seat);
          moves[n].card = card;
          moves[n++].flags = PL_MOVE_IRREGULAR;
        }
      shown = state->hands[seat] & ~state->laws.exposed[seat];
      PL_CARDSET_FOREACH (shown, card)
        {
          moves[n] = pl_move_new (PL_MOVE_DISCARD, seat);
          moves[n].cards = PL_CARDSET_BIT (card);
          moves[n++].flags = PL_MOVE_IRREGULAR;
        }
      if (pl_cardset_count (state->hands[seat]) > 1 && shown != 0)
        {
          /* Law 48: the hand thrown face up. */
          moves[n] = pl_move_new (PL_MOVE_DISCARD, seat);
          moves[n].cards = state->hands[seat];
          moves[n++].flags = PL_MOVE_IRREGULAR;
        }
      n += pl_euchre_laws_called_acts (state, seat, moves + n);
    }
  return n;
}

/* Applying ---------------------------------------------------------------- */

/* The laws' phase: @seat answers @event, then @resume is to move. */
void
pl_euchre_laws_ask (PlEuchreState *state,
                    PlLawEvent    *event,
                    guint          seat,
                    guint          resume)
{
  event->status = PL_LAW_OPEN;
  state->laws.open = (guint8) (event - state->laws.events) + 1;
  state->laws.resume_to_move = (gint8) resume;
  state->phase = PL_EUCHRE_PHASE_LAWS;
  state->to_move = (gint8) seat;
}

void
pl_euchre_laws_resume (PlEuchreState *state)
{
  state->laws.open = 0;
  state->phase = PL_EUCHRE_PHASE_PLAY;
  state->to_move = state->laws.resume_to_move;
}

/* The deal is played out (or abandoned): a revoke nobody called is found
 * when the tricks are counted, and the side it wronged is asked (law 49:
 * even abandoned hands leave "a revoke" to "be established"). */
void
pl_euchre_laws_end (PlEuchreState *state)
{
  PlLawEvent *e = uncalled_revoke (state, -1);

  state->laws.open = 0;
  state->phase = PL_EUCHRE_PHASE_OVER;
  state->to_move = -1;
  if (e != NULL)
    pl_euchre_laws_ask (state, e, pl_euchre_laws_answerer (state, e->seat), 0);
}

static void
end_by_revoke (PlEuchreState *state,
               PlLawEvent    *e,
               guint          by)
{
  e->status = PL_LAW_SETTLED;
  e->remedy = PL_EUCHRE_REMEDY_CALL;
  e->by = (gint8) by;
  e->points = (gint16) pl_euchre_laws_penalty (state, e);
  state->laws.decided = (guint8) (e - state->laws.events) + 1;
  state->laws.open = 0;
  state->phase = PL_EUCHRE_PHASE_OVER;
  state->to_move = -1;
}

static void
lead_out_of_turn (PlEuchreState *state,
                  PlLawEvent    *e,
                  guint          seat,
                  PlCard         card)
{
  PlEuchreTrick *trick = &state->tricks[state->n_tricks];

  /* The card lies led; the seats after it play to it or answer (laws 52,
   * 53).  laws.asked keeps the trick it was led to. */
  state->laws.asked = state->n_tricks;
  pl_euchre_laws_ask (state, e, pl_euchre_next_active (state->out, seat), trick->leader);
  state->hands[seat] = pl_cardset_remove (state->hands[seat], card);
  state->played = pl_cardset_add (state->played, card);
  trick->leader = seat;
  trick->cards[0] = card;
  state->n_trick_cards = 1;
}

/* Law 52 answered by a call: law 53, "their cards … are taken back", the
 * offender's card exposed or a suit to be called, and the seat whose turn
 * it was leads. */
static void
take_back (PlEuchreState *state,
           PlLawEvent    *e,
           const PlMove  *move)
{
  PlEuchreTrick *trick = &state->tricks[state->n_tricks];

  for (guint i = 0; i < state->n_trick_cards; i++)
    {
      guint owner = pl_euchre_trick_seat (state, trick->leader, i);

      state->hands[owner] = pl_cardset_add (state->hands[owner], trick->cards[i]);
      state->played = pl_cardset_remove (state->played, trick->cards[i]);
    }
  state->n_trick_cards = 0;
  trick->leader = state->laws.resume_to_move;
  if (move->arg == PL_EUCHRE_REMEDY_CALL_CARD)
    state->laws.exposed[e->seat] = pl_cardset_add (state->laws.exposed[e->seat], e->card);
  else
    state->suit_calls |= 1u << pl_euchre_side (e->seat);
  e->remedy = move->arg;
  e->status = PL_LAW_SETTLED;
  e->by = (gint8) move->seat;
  pl_euchre_laws_resume (state);
}

/* A question that was not answered by a call leaves no trace: it was
 * the last event added. */
static void
drop_question (PlEuchreState *state,
               PlLawEvent    *e)
{
  if (e == &state->laws.events[state->laws.n_events - 1])
    state->laws.n_events--;
}

static void
answer (PlEuchreState *state,
        PlLawEvent    *e,
        const PlMove  *move)
{
  switch ((PlEuchreLaw) e->law)
    {
    case PL_EUCHRE_LAW_OUT_OF_TURN:
      take_back (state, e, move);
      break;
    case PL_EUCHRE_LAW_CARD_CALLED:
      if (move->arg == PL_EUCHRE_REMEDY_DEMAND)
        {
          state->called_card = move->card;
          e->card = move->card;
          e->remedy = PL_EUCHRE_REMEDY_DEMAND;
          e->status = PL_LAW_SETTLED;
          e->by = (gint8) move->seat;
        }
      else
        drop_question (state, e);
      pl_euchre_laws_resume (state);
      break;
    case PL_EUCHRE_LAW_SUIT_CALLED:
      /* One call: "when it is next the turn of either to lead". */
      state->suit_calls &= ~(1u << pl_euchre_side ((guint) state->laws.resume_to_move));
      if (move->arg == PL_EUCHRE_REMEDY_DEMAND)
        {
          guint leader = (guint) state->laws.resume_to_move;

          e->side = (guint8) move->value;
          e->by = (gint8) move->seat;
          e->status = PL_LAW_SETTLED;
          if ((state->hands[leader] & pl_euchre_laws_suit_cards (state, move->value)) != 0)
            {
              state->called_suit = (guint8) move->value;
              e->remedy = PL_EUCHRE_REMEDY_DEMAND;
            }
          else
            e->remedy = PL_EUCHRE_REMEDY_PAID;   /* law 57 */
        }
      else
        drop_question (state, e);
      pl_euchre_laws_resume (state);
      break;
    case PL_EUCHRE_LAW_REVOKE:
      e->status = PL_LAW_CONDONED;
      e->remedy = PL_EUCHRE_REMEDY_LET_STAND;
      e->by = (gint8) move->seat;
      pl_euchre_laws_end (state);
      break;
    case PL_EUCHRE_LAW_WINNERS:
    case PL_EUCHRE_LAW_DETACHED:
      pl_euchre_laws_answer_called (state, e, move);
      break;
    case PL_EUCHRE_LAW_NONE:
    case PL_EUCHRE_LAW_EXPOSED:
    case PL_EUCHRE_LAW_HAND_SHOWN:
    default:
      break;
    }
}

gboolean
pl_euchre_laws_apply (PlEuchreState *state,
                      const PlMove  *move)
{
  PlLawEvent *open = pl_laws_open_event (&state->laws);
  guint seat = move->seat;

  if (move->flags & PL_MOVE_IRREGULAR)
    {
      guint law = pl_euchre_laws_act_law (state, move);
      PlCard card = move->card != PL_CARD_NONE || move->cards == 0 ? move->card
                    : law == PL_EUCHRE_LAW_HAND_SHOWN ||
                      law == PL_EUCHRE_LAW_LONE_ABANDONED ? PL_CARD_NONE
                    : pl_cardset_first (move->cards);
      PlLawEvent *e = pl_laws_add_event (&state->laws, law, seat, state->n_tricks, card);

      g_return_val_if_fail (e != NULL, TRUE);
      switch (law)
        {
        case PL_EUCHRE_LAW_TWO_CARDS:
        case PL_EUCHRE_LAW_TRUMP_LIFTED:
        case PL_EUCHRE_LAW_WINNERS:
        case PL_EUCHRE_LAW_DETACHED:
          pl_euchre_laws_apply_called (state, e, move);
          return TRUE;
        case PL_EUCHRE_LAW_EXPOSED:
        case PL_EUCHRE_LAW_HAND_SHOWN:
        case PL_EUCHRE_LAW_LONE_ABANDONED:
          /* Laws 46 and 48: "must be left on the table", liable to be
           * called; laws 49 and 50 when it abandons the hands. */
          pl_euchre_laws_apply_called (state, e, move);
          return TRUE;
        case PL_EUCHRE_LAW_OUT_OF_TURN:
          lead_out_of_turn (state, e, seat, card);
          return TRUE;
        default:
          /* A revoke: nobody sees it, the card is played as any other. */
          e->status = PL_LAW_UNSEEN;
          break;
        }
    }
  else if (move->kind == PL_MOVE_LAW_CALL)
    {
      PlLawEvent *e = uncalled_revoke (state, seat);

      g_return_val_if_fail (e != NULL, TRUE);
      end_by_revoke (state, e, seat);
      return TRUE;
    }
  else if (move->kind == PL_MOVE_REMEDY)
    {
      g_return_val_if_fail (open != NULL, TRUE);
      answer (state, open, move);
      return TRUE;
    }
  else if (move->kind == PL_MOVE_PLAY && state->phase == PL_EUCHRE_PHASE_LAWS)
    {
      /* A card played to the false lead: played as any card, and the next
       * seat is asked (pl_euchre_laws_after()). */
      if (open != NULL)
        open->by = (gint8) seat;
      state->phase = PL_EUCHRE_PHASE_PLAY;
    }

  if (move->kind == PL_MOVE_PLAY)
    {
      /* A card played is no longer exposed; a call is spent when the seat
       * it was made of plays (a false lead by another leaves it). */
      state->laws.exposed[seat] = pl_cardset_remove (state->laws.exposed[seat], move->card);
      if (state->called_card != PL_CARD_NONE &&
          pl_cardset_has (state->hands[seat], state->called_card))
        state->called_card = PL_CARD_NONE;
      if (state->n_trick_cards == 0 && (gint) seat == state->to_move)
        state->called_suit = PL_EUCHRE_NO_TRUMP;
      /* Law 47: the call to win is spent when the partner plays to the
       * trick it names, or when that card is played to another. */
      if ((gint) seat == state->win_call && pl_euchre_laws_win_applies (state, seat))
        state->win_call = -1;
      else if (state->win_call >= 0 && move->card == state->win_card &&
               (state->n_trick_cards != 0 || (gint) seat != state->to_move))
        state->win_call = -1;
    }
  return FALSE;
}

void
pl_euchre_laws_after (PlEuchreState *state)
{
  PlLawEvent *open = pl_laws_open_event (&state->laws);
  PlLawEvent *e;
  guint seat;

  if (open != NULL && open->law == PL_EUCHRE_LAW_OUT_OF_TURN &&
      state->phase != PL_EUCHRE_PHASE_LAWS)
    {
      if (state->n_tricks == state->laws.asked && state->phase == PL_EUCHRE_PHASE_PLAY)
        {
          /* Not all have followed: the next answers (law 53). */
          state->phase = PL_EUCHRE_PHASE_LAWS;
          return;
        }
      /* Law 53: "the other three have followed him, the trick is
       * complete, and the error cannot be rectified". */
      open->status = PL_LAW_SETTLED;
      open->remedy = PL_EUCHRE_REMEDY_STANDS;
      state->laws.open = 0;
    }
  if (state->phase == PL_EUCHRE_PHASE_OVER && state->laws.decided == 0 &&
      state->laws.open == 0)
    {
      pl_euchre_laws_end (state);
      return;
    }
  if (state->phase != PL_EUCHRE_PHASE_PLAY || state->laws.open != 0 || state->to_move < 0 ||
      !pl_laws_has_room (&state->laws))
    return;

  seat = (guint) state->to_move;
  if (state->n_trick_cards == 0 && (state->suit_calls & (1u << pl_euchre_side (seat))) &&
      state->called_suit >= PL_N_SUITS)
    {
      /* Law 52: "call a suit from him or his partner when it is next the
       * turn of either to lead". */
      e = pl_laws_add_event (&state->laws, PL_EUCHRE_LAW_SUIT_CALLED, seat, state->n_tricks,
                             PL_CARD_NONE);
      pl_euchre_laws_ask (state, e, pl_euchre_laws_answerer (state, seat), seat);
      return;
    }
  if (state->called_card == PL_CARD_NONE && state->asked_turn != turn_id (state) &&
      (state->laws.exposed[seat] & pl_euchre_laws_follow_cards (state, seat)) != 0)
    {
      /* Laws 46 and 56: his exposed card may be called, each turn until
       * it is played; law 55: only one he may play. */
      state->asked_turn = turn_id (state);
      e = pl_laws_add_event (&state->laws, PL_EUCHRE_LAW_CARD_CALLED, seat, state->n_tricks,
                             PL_CARD_NONE);
      pl_euchre_laws_ask (state, e, pl_euchre_laws_answerer (state, seat), seat);
    }
}

/* The table --------------------------------------------------------------- */

static gboolean
euchre_laws_enabled (const void *state_ptr)
{
  const PlEuchreState *state = state_ptr;

  return state->options.laws;
}

static void
euchre_laws_disable (void *state_ptr)
{
  PlEuchreState *state = state_ptr;

  state->options.laws = FALSE;
  state->called_card = PL_CARD_NONE;
  state->called_suit = PL_EUCHRE_NO_TRUMP;
  state->win_call = -1;
  state->win_led_on = 0;
  state->suit_calls = 0;
}

static const PlLawsState *
euchre_laws_get_state (const void *state_ptr)
{
  const PlEuchreState *state = state_ptr;

  return &state->laws;
}

const PlLaws pl_euchre_laws = {
  .enabled = euchre_laws_enabled,
  .disable = euchre_laws_disable,
  .get_state = euchre_laws_get_state,
  .irregular_moves = euchre_irregular_moves,
  .law_word = pl_euchre_laws_law_word,
  .remedy_word = pl_euchre_laws_remedy_word,
  .law_source = pl_euchre_laws_law_source,
  .describe = pl_euchre_laws_describe,
  .remedy_label = pl_euchre_laws_remedy_label,
};
