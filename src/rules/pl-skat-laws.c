/* pl-skat-laws.c — Skat's laws of play: out of turn and the revoke
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-skat"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "pl-skat-laws.h"
#include "pl-skat-private.h"

/* The laws themselves are written out in pl-skat-laws.h; the move
 * notation, the sentences and the computer's side are in
 * pl-skat-laws-text.c and src/ai/pl-ai-laws-skat.c. */

gboolean
pl_skat_laws_is_declarer (const PlSkatState *state,
                          guint              seat)
{
  return state->declarer >= 0 && (guint) state->declarer == seat;
}

/* Whether @a and @b play on the same side. */
static gboolean
same_side (const PlSkatState *state,
           guint              a,
           guint              b)
{
  return pl_skat_laws_is_declarer (state, a) == pl_skat_laws_is_declarer (state, b);
}

/* The seat at @offset places after @seat in the order of play. */
static guint
seat_after (const PlSkatState *state,
            guint              seat,
            guint              offset)
{
  gint pos = pl_skat_get_seat_position (state, seat);

  return state->seat_of[(MAX (pos, 0) + offset) % 3];
}

/* Whether @seat has played to the trick on the table. */
static gboolean
played_to_trick (const PlSkatState *state,
                 guint              seat)
{
  const PlSkatTrick *trick = &state->tricks[state->n_tricks];

  for (guint i = 0; i < state->n_trick_cards; i++)
    if (seat_after (state, trick->leader, i) == seat)
      return TRUE;
  return FALSE;
}

/* Which law a card played by @seat breaks now, if any. */
static PlSkatLaw
classify_play (const PlSkatState *state,
               guint              seat,
               PlCard             card)
{
  if ((gint) seat != state->to_move)
    return PL_SKAT_LAW_OUT_OF_TURN;
  if (state->n_trick_cards > 0 && !pl_cardset_has (pl_skat_legal_cards (state, seat), card))
    return PL_SKAT_LAW_REVOKE;
  return PL_SKAT_LAW_NONE;
}

guint
pl_skat_laws_classify (const PlSkatState *state,
                       const PlMove      *move)
{
  if (move->kind != PL_MOVE_PLAY || state->phase != PL_SKAT_PHASE_PLAY ||
      move->seat >= state->n_seats || !pl_card_is_valid (move->card))
    return PL_SKAT_LAW_NONE;
  return classify_play (state, move->seat, move->card);
}

/* The revoke nobody has called yet that the tricks show first (an open
 * one — the question at the end — included), or NULL. */
static const PlLawEvent *
first_uncalled_revoke (const PlSkatState *state,
                       gint               by_side_of)
{
  for (guint i = 0; i < state->laws.n_events; i++)
    {
      const PlLawEvent *e = &state->laws.events[i];

      if (e->law != PL_SKAT_LAW_REVOKE ||
          (e->status != PL_LAW_UNSEEN && e->status != PL_LAW_OPEN))
        continue;
      if (by_side_of >= 0 && !same_side (state, e->seat, (guint) by_side_of))
        continue;
      return e;
    }
  return NULL;
}

gboolean
pl_skat_laws_own_revoke (const PlSkatState *state,
                         guint              seat)
{
  return first_uncalled_revoke (state, (gint) seat) != NULL;
}

/* Whether the revoke of another side's seat is a revoke the caller may
 * call: there is one nobody has called, by the side opposite @seat. */
static gboolean
other_side_revoked (const PlSkatState *state,
                    guint              seat)
{
  for (guint i = 0; i < state->laws.n_events; i++)
    {
      const PlLawEvent *e = &state->laws.events[i];

      if (e->law == PL_SKAT_LAW_REVOKE &&
          (e->status == PL_LAW_UNSEEN || e->status == PL_LAW_OPEN) &&
          !same_side (state, e->seat, seat))
        return TRUE;
    }
  return FALSE;
}

gboolean
pl_skat_laws_revoke_evident (const PlSkatState *state,
                             guint              viewer,
                             guint             *revoker)
{
  for (guint i = 0; i < state->laws.n_events; i++)
    {
      const PlLawEvent *e = &state->laws.events[i];
      PlCardSet follow, shown;

      if (e->law != PL_SKAT_LAW_REVOKE || e->status != PL_LAW_UNSEEN ||
          same_side (state, e->seat, viewer) || e->trick >= 10)
        continue;
      follow = pl_skat_follow_set (state->contract, state->tricks[e->trick].cards[0]);
      /* The cards the revoker played after the trick of the revoke, and
       * those an open hand of his shows. */
      shown = pl_skat_game.visible_hand (state, viewer, e->seat);
      for (guint t = e->trick + 1; t <= state->n_tricks && t < 10; t++)
        {
          const PlSkatTrick *trick = &state->tricks[t];
          guint n = t < state->n_tricks ? 3 : state->n_trick_cards;

          for (guint k = 0; k < n; k++)
            if (seat_after (state, trick->leader, k) == e->seat)
              shown = pl_cardset_add (shown, trick->cards[k]);
        }
      if ((shown & follow) != 0)
        {
          if (revoker != NULL)
            *revoker = e->seat;
          return TRUE;
        }
    }
  return FALSE;
}

/* Checking ---------------------------------------------------------------- */

static gboolean
refuse (GError    **error,
        const char *message)
{
  return pl_skat_refuse (error, message);
}

/* A move in the laws' phase: the answer to a card the single player led
 * out of turn, or to a revoke found at the end of the deal. */
static gboolean
check_answer (const PlSkatState *state,
              const PlMove      *move,
              GError           **error)
{
  const PlLawEvent *open = pl_laws_open_event ((PlLawsState *) &state->laws);

  if (open == NULL)
    return refuse (error, _("There is no irregularity to answer"));
  if ((gint) move->seat != state->to_move)
    return refuse (error, _("It is not your turn: the side that was wronged answers the irregularity"));
  if (open->law == PL_SKAT_LAW_REVOKE)
    {
      if ((move->kind == PL_MOVE_LAW_CALL && move->arg == PL_SKAT_LAW_REVOKE) ||
          (move->kind == PL_MOVE_REMEDY && move->arg == PL_SKAT_REMEDY_LET_STAND))
        return move->flags == 0 && move->card == PL_CARD_NONE ? TRUE
               : refuse (error, _("That is not a way to answer a revoke"));
      return refuse (error, _("Seed 000, “The Revoke”: call the revoke, or let the result stand"));
    }
  if (move->kind == PL_MOVE_REMEDY && move->arg == PL_SKAT_REMEDY_TAKE_BACK &&
      move->flags == 0 && move->card == PL_CARD_NONE)
    return TRUE;
  if (move->kind == PL_MOVE_PLAY && move->flags == 0)
    {
      PlSkatState play = *state;

      /* Playing to the card led out of turn lets it stand. */
      play.phase = PL_SKAT_PHASE_PLAY;
      return pl_skat_check_card (&play, move->seat, move->card, error);
    }
  return refuse (error, _("Seed 000, “Playing Out of Turn”: the single player led out of turn: play to his card, or call it back"));
}

static gboolean
check_irregular (const PlSkatState *state,
                 const PlMove      *move,
                 GError           **error)
{
  guint seat = move->seat;
  PlSkatLaw law;

  if (move->kind != PL_MOVE_PLAY || (move->flags & ~PL_MOVE_IRREGULAR) != 0)
    return refuse (error, _("Of the irregular acts, Skat’s laws know only a card played out of turn and a revoke"));
  if (state->phase != PL_SKAT_PHASE_PLAY)
    return refuse (error, _("Cards are played out of turn or revoked in the play only"));
  if (seat >= state->n_seats || pl_skat_get_seat_position (state, seat) < 0)
    return refuse (error, _("Only a player of this deal can play a card"));
  if (!pl_card_is_valid (move->card) || !pl_cardset_has (state->hands[seat], move->card))
    return refuse (error, _("You do not hold that card"));
  if (!pl_laws_has_room (&state->laws))
    return refuse (error, _("Enough irregularities for one deal: play by the rules"));
  law = classify_play (state, seat, move->card);
  if (law == PL_SKAT_LAW_NONE)
    return refuse (error, _("That card may be played as it is: it breaks no law"));
  if (law == PL_SKAT_LAW_OUT_OF_TURN && played_to_trick (state, seat))
    return refuse (error, _("You have played to this trick already"));
  return TRUE;
}

gboolean
pl_skat_laws_check (const PlSkatState *state,
                    const PlMove      *move,
                    GError           **error)
{
  if (!state->options.laws)
    return pl_laws_refuse_off (error);
  if (state->phase == PL_SKAT_PHASE_LAWS)
    return check_answer (state, move, error);
  if (move->flags & PL_MOVE_IRREGULAR)
    return check_irregular (state, move, error);
  switch ((PlMoveKind) move->kind)
    {
    case PL_MOVE_LAW_CALL:
      if (move->arg != PL_SKAT_LAW_REVOKE || move->flags != 0 || move->card != PL_CARD_NONE)
        return refuse (error, _("Only a revoke is called in Skat"));
      if (state->phase != PL_SKAT_PHASE_PLAY)
        return refuse (error, _("A revoke is called in the play"));
      if (move->seat >= state->n_seats || pl_skat_get_seat_position (state, move->seat) < 0)
        return refuse (error, _("Only a player of this deal can call a revoke"));
      if (!other_side_revoked (state, move->seat))
        return refuse (error, _("No revoke to call: nobody on the other side has failed to follow"));
      return TRUE;
    case PL_MOVE_REMEDY:
      return refuse (error, _("There is no irregularity to answer"));
    case PL_MOVE_DRAW:
    default:
      return refuse (error, _("Skat is not played with a stock to draw from"));
    }
}

/* Legal moves in the laws' phase: exactly the remedies. */
guint
pl_skat_laws_legal_moves (const PlSkatState *state,
                          PlMove            *moves)
{
  const PlLawEvent *open = pl_laws_open_event ((PlLawsState *) &state->laws);
  guint seat = state->to_move, n = 0;

  if (open == NULL || state->to_move < 0)
    return 0;
  if (open->law == PL_SKAT_LAW_REVOKE)
    {
      moves[n] = pl_move_new (PL_MOVE_LAW_CALL, seat);
      moves[n++].arg = PL_SKAT_LAW_REVOKE;
      moves[n] = pl_move_new (PL_MOVE_REMEDY, seat);
      moves[n++].arg = PL_SKAT_REMEDY_LET_STAND;
      return n;
    }
  {
    PlSkatState play = *state;
    PlCardSet legal;
    PlCard card;

    play.phase = PL_SKAT_PHASE_PLAY;
    legal = pl_skat_legal_cards (&play, seat);
    PL_CARDSET_FOREACH (legal, card)
      {
        moves[n] = pl_move_new (PL_MOVE_PLAY, seat);
        moves[n++].card = card;
      }
    moves[n] = pl_move_new (PL_MOVE_REMEDY, seat);
    moves[n++].arg = PL_SKAT_REMEDY_TAKE_BACK;
  }
  return n;
}

static guint
skat_irregular_moves (const void *state_ptr,
                      PlMove     *moves)
{
  const PlSkatState *state = state_ptr;
  guint n = 0;

  if (!state->options.laws || state->phase != PL_SKAT_PHASE_PLAY ||
      !pl_laws_has_room (&state->laws) || state->to_move < 0)
    return 0;
  for (guint p = 0; p < 3; p++)
    {
      guint seat = state->seat_of[p];
      PlCardSet cards = state->hands[seat];
      PlCard card;

      if ((gint) seat == state->to_move)
        cards &= ~pl_skat_legal_cards (state, seat);   /* the revokes */
      else if (played_to_trick (state, seat))
        continue;
      PL_CARDSET_FOREACH (cards, card)
        {
          moves[n] = pl_move_new (PL_MOVE_PLAY, seat);
          moves[n].card = card;
          moves[n++].flags = PL_MOVE_IRREGULAR;
        }
    }
  return n;
}

/* Applying ---------------------------------------------------------------- */

static void
end_by_law (PlSkatState *state,
            PlLawEvent  *event)
{
  state->laws.decided = (guint8) (event - state->laws.events) + 1;
  state->laws.open = 0;
  state->end = PL_SKAT_END_LAW;
  state->phase = PL_SKAT_PHASE_OVER;
  state->to_move = -1;
}

/* The deal is played out (or decided early): a revoke nobody called is
 * found when the tricks are counted, and the side it wronged is asked
 * whether it calls it (seed 000: "the moment the revoke is discovered"). */
static void
ask_about_revoke (PlSkatState *state)
{
  PlLawEvent *e = (PlLawEvent *) first_uncalled_revoke (state, -1);

  state->laws.open = 0;
  if (e == NULL)
    {
      state->phase = PL_SKAT_PHASE_OVER;
      state->to_move = -1;
      return;
    }
  e->status = PL_LAW_OPEN;
  state->laws.open = (guint8) (e - state->laws.events) + 1;
  state->phase = PL_SKAT_PHASE_LAWS;
  if (!pl_skat_laws_is_declarer (state, e->seat))
    state->to_move = state->declarer;
  else
    state->to_move = seat_after (state, state->seat_of[0],
                                 state->seat_of[0] == (guint) state->declarer ? 1 : 0);
}

static void
apply_irregular (PlSkatState  *state,
                 const PlMove *move)
{
  guint seat = move->seat;
  PlSkatLaw law = classify_play (state, seat, move->card);
  PlLawEvent *e = pl_laws_add_event (&state->laws, law, seat, state->n_tricks, move->card);

  g_return_if_fail (e != NULL);
  if (law == PL_SKAT_LAW_REVOKE)
    {
      /* Nobody sees it: the card is played as any other. */
      e->status = PL_LAW_UNSEEN;
      return;
    }
  if (!pl_skat_laws_is_declarer (state, seat))
    {
      /* Seed 000: "the loss of the game if the error is made by the
       * adversaries of the single player". */
      end_by_law (state, e);
      return;
    }
  if (state->n_trick_cards > 0)
    {
      /* Seed 000: "the card played in error must be taken back"; to a
       * trick led already nobody can have played to it. */
      e->remedy = PL_SKAT_REMEDY_TAKE_BACK;
      return;
    }
  /* A false lead: it lies led by the single player until an adversary
   * calls it back or both have played to it. */
  e->status = PL_LAW_OPEN;
  state->laws.open = state->laws.n_events;
  state->laws.resume_to_move = state->tricks[state->n_tricks].leader;
  state->laws.asked = state->n_tricks;
  state->hands[seat] = pl_cardset_remove (state->hands[seat], move->card);
  state->tricks[state->n_tricks].leader = seat;
  state->tricks[state->n_tricks].cards[0] = move->card;
  state->n_trick_cards = 1;
  state->phase = PL_SKAT_PHASE_LAWS;
  state->to_move = seat_after (state, seat, 1);
}

static void
take_back (PlSkatState *state,
           PlLawEvent  *e,
           guint        by)
{
  PlSkatTrick *trick = &state->tricks[state->n_tricks];

  /* Seed 000: the single player's card is taken back, "and if only one
   * adversary has played to the false lead, he may also take back his
   * card" — which is always his to do: he may lead it again. */
  for (guint i = 0; i < state->n_trick_cards; i++)
    {
      guint owner = seat_after (state, trick->leader, i);

      state->hands[owner] = pl_cardset_add (state->hands[owner], trick->cards[i]);
    }
  state->n_trick_cards = 0;
  trick->leader = state->laws.resume_to_move;
  e->remedy = PL_SKAT_REMEDY_TAKE_BACK;
  e->status = PL_LAW_SETTLED;
  e->by = by;
  state->laws.open = 0;
  state->phase = PL_SKAT_PHASE_PLAY;
  state->to_move = state->laws.resume_to_move;
}

gboolean
pl_skat_laws_apply (PlSkatState  *state,
                    const PlMove *move)
{
  PlLawEvent *open = pl_laws_open_event (&state->laws);

  if (move->flags & PL_MOVE_IRREGULAR)
    {
      apply_irregular (state, move);
      /* A revoke is then played like any card. */
      return state->laws.n_events == 0 ||
             state->laws.events[state->laws.n_events - 1].status != PL_LAW_UNSEEN;
    }
  switch ((PlMoveKind) move->kind)
    {
    case PL_MOVE_LAW_CALL:
      {
        PlLawEvent *e = (PlLawEvent *) first_uncalled_revoke (state, -1);

        /* The tricks are examined: the first revoke decides, whoever
         * called (pl-skat-laws.h). */
        g_return_val_if_fail (e != NULL, TRUE);
        e->status = PL_LAW_SETTLED;
        e->remedy = PL_SKAT_REMEDY_CALL;
        e->by = move->seat;
        end_by_law (state, e);
      }
      return TRUE;

    case PL_MOVE_REMEDY:
      g_return_val_if_fail (open != NULL, TRUE);
      if (move->arg == PL_SKAT_REMEDY_LET_STAND)
        {
          open->status = PL_LAW_CONDONED;
          open->remedy = PL_SKAT_REMEDY_LET_STAND;
          open->by = move->seat;
          ask_about_revoke (state);
        }
      else
        take_back (state, open, move->seat);
      return TRUE;

    case PL_MOVE_PLAY:
      if (state->phase == PL_SKAT_PHASE_LAWS && open != NULL)
        {
          /* An adversary plays to the card led out of turn: played as any
           * card, and the next is asked again (pl_skat_laws_after()). */
          open->by = move->seat;
          state->phase = PL_SKAT_PHASE_PLAY;
        }
      return FALSE;

    default:
      return FALSE;
    }
}

void
pl_skat_laws_after (PlSkatState *state)
{
  PlLawEvent *open = pl_laws_open_event (&state->laws);

  if (open != NULL && open->law == PL_SKAT_LAW_OUT_OF_TURN)
    {
      if (state->n_tricks == state->laws.asked && state->phase == PL_SKAT_PHASE_PLAY)
        {
          /* One adversary has played to it: the other answers. */
          state->phase = PL_SKAT_PHASE_LAWS;
          return;
        }
      /* Seed 000: "If both have played, the trick stands good." */
      open->status = PL_LAW_SETTLED;
      open->remedy = PL_SKAT_REMEDY_STANDS;
      state->laws.open = 0;
    }
  if (state->phase == PL_SKAT_PHASE_OVER && state->end == PL_SKAT_END_PLAYED)
    ask_about_revoke (state);
}

/* The result -------------------------------------------------------------- */

/* The card points and tricks each side had taken before trick @trick. */
void
pl_skat_laws_count_before (const PlSkatState *state,
                           guint              trick,
                           guint             *declarer_points,
                           guint             *declarer_tricks,
                           guint             *other_points,
                           guint             *other_tricks)
{
  *declarer_points = *declarer_tricks = *other_points = *other_tricks = 0;
  for (guint t = 0; t < trick && t < state->n_tricks; t++)
    {
      const PlSkatTrick *k = &state->tricks[t];
      guint points = pl_skat_card_points (k->cards[0]) + pl_skat_card_points (k->cards[1]) +
                     pl_skat_card_points (k->cards[2]);

      if (pl_skat_laws_is_declarer (state, k->winner))
        {
          *declarer_points += points;
          (*declarer_tricks)++;
        }
      else
        {
          *other_points += points;
          (*other_tricks)++;
        }
    }
  /* ISkO 5.2.2: the declarer's points include the two cards of the skat. */
  *declarer_points += pl_skat_cardset_points (state->skat);
}

gboolean
pl_skat_laws_decided_won (const PlSkatState *state,
                          guint              points)
{
  /* ISkO 4.1.3: a game decided already stays decided.  Won is decided by
   * the 61st point, by the 90th with Schneider announced; a game with
   * Schwarz announced is decided only by the last trick. */
  if (state->flags & PL_SKAT_FLAG_SCHWARZ)
    return FALSE;
  if (state->flags & PL_SKAT_FLAG_SCHNEIDER)
    return points >= 90;
  return points >= 61;
}

void
pl_skat_laws_judge (const PlSkatState *state,
                    PlSkatOutcome     *o)
{
  const PlLawEvent *e;
  guint dp, dt, op, ot;

  if (state->laws.decided == 0 || state->laws.decided > state->laws.n_events ||
      state->declarer < 0 || state->contract > PL_SKAT_NULL)
    return;
  e = &state->laws.events[state->laws.decided - 1];
  pl_skat_laws_count_before (state, e->trick, &dp, &dt, &op, &ot);

  if (state->contract == PL_SKAT_NULL)
    {
      /* Seed 000: "In Nullos, the game is lost the moment the revoke is
       * discovered" — by the side that erred, out of turn alike. */
      o->won = !pl_skat_laws_is_declarer (state, e->seat);
      return;
    }

  if (!pl_skat_laws_is_declarer (state, e->seat))
    {
      o->won = TRUE;
      if (e->law == PL_SKAT_LAW_REVOKE)
        {
          /* Seed 000: "he may count the points in his tricks up to the
           * time the revoke occurred, in order to save schneider or
           * schwarz"; every other card is the declarer's. */
          o->declarer_points = 120 - op;
          o->declarer_tricks = 10 - ot;
          o->schneider = op <= 30;
          o->schwarz = ot == 0;
        }
      else
        {
          /* ISkO 4.1.4 "einfach", or 4.1.3 what he had made already. */
          o->declarer_points = dp;
          o->declarer_tricks = dt;
          o->schneider = dp >= 90;
          o->schwarz = FALSE;
        }
    }
  else
    {
      /* The single player's revoke, ISkO 4.1.3 and 4.1.4. */
      o->declarer_points = dp;
      o->declarer_tricks = dt;
      o->won = pl_skat_laws_decided_won (state, dp);
      o->schneider = o->won ? dp >= 90 : op >= 90;
      o->schwarz = FALSE;
    }
  o->points[state->declarer] = o->declarer_points;
  o->multiplier = pl_skat_outcome_multiplier (o);
  o->game_value = o->base * o->multiplier;
}

/* The table --------------------------------------------------------------- */

static gboolean
skat_laws_enabled (const void *state_ptr)
{
  const PlSkatState *state = state_ptr;

  return state->options.laws;
}

static void
skat_laws_disable (void *state_ptr)
{
  PlSkatState *state = state_ptr;

  state->options.laws = FALSE;
}

static const PlLawsState *
skat_laws_get_state (const void *state_ptr)
{
  const PlSkatState *state = state_ptr;

  return &state->laws;
}

const PlLaws pl_skat_laws = {
  .enabled = skat_laws_enabled,
  .disable = skat_laws_disable,
  .get_state = skat_laws_get_state,
  .irregular_moves = skat_irregular_moves,
  .law_word = pl_skat_laws_law_word,
  .remedy_word = pl_skat_laws_remedy_word,
  .law_source = pl_skat_laws_law_source,
  .describe = pl_skat_laws_describe,
  .remedy_label = pl_skat_laws_remedy_label,
};
