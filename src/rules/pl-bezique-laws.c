/* pl-bezique-laws.c — Bézique's laws: the players' draws, irregular acts
 * and the answers to them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-bezique"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "pl-bezique-laws.h"
#include "pl-bezique-private.h"
#include "pl-bezique-laws-private.h"

/* The laws are written out in pl-bezique-laws.h; this file keeps the
 * draws and applies the laws; what is legal and what is irregular is
 * judged in pl-bezique-laws-check.c, the notation and the sentences are in
 * pl-bezique-laws-text.c. */

/* laws.asked when the draws of a round wait for a count to be answered. */
#define ASKED_START_DRAWS 0xff

gint
pl_bezique_laws_wrong_count (const PlBeziqueState *state,
                             guint                 seat)
{
  return seat < 2 ? state->excess[seat] + state->correction[seat] : 0;
}

PlBeziqueSet
pl_bezique_laws_faced (const PlBeziqueState *state,
                       guint                 seat)
{
  if (!state->options.laws || seat > 1)
    return 0;
  return state->laws.exposed[seat] & state->hands[seat];
}

/* The winner of the trick whose draws are made. */
static guint
draw_winner (const PlBeziqueState *state)
{
  return state->n_tricks > 0 ? state->tricks[state->n_tricks - 1].winner : state->elder;
}

static void
draw_one (PlBeziqueState *state,
          guint           seat)
{
  if (state->stock_next < PL_BEZIQUE_STOCK_SIZE)
    state->hands[seat] |= BIT (state->stock[state->stock_next++]);
}

/* The winner has drawn: the last eight tricks begin once what is left of
 * the stock is his adversary's (pl-bezique-laws.h), and he leads. */
static void
winner_leads (PlBeziqueState *state)
{
  guint w = draw_winner (state);

  if (!state->last_eight && pl_bezique_laws_stock_size (state) <= state->draw_due[1 - w])
    pl_bezique_begin_last_eight (state);
  state->phase = PL_BEZIQUE_PHASE_LEAD;
  state->to_move = w;
  state->tricks[state->n_tricks].leader = w;
}

/* After a step of the laws: a seat draws before it plays, the winner who
 * has drawn leads. */
static void
settle (PlBeziqueState *state)
{
  for (guint s = 0; s < 2; s++)
    if (state->draw_due[s] > 0 && state->stock_next >= PL_BEZIQUE_STOCK_SIZE)
      {
        state->excess[s] -= state->draw_due[s];
        state->draw_due[s] = 0;
      }
  if (state->phase == PL_BEZIQUE_PHASE_DRAW && state->draw_due[state->to_move] == 0)
    {
      if (state->n_trick_cards == 0)
        winner_leads (state);
      else
        state->phase = PL_BEZIQUE_PHASE_FOLLOW;
    }
  if (state->phase == PL_BEZIQUE_PHASE_FOLLOW && state->draw_due[state->to_move] > 0)
    state->phase = PL_BEZIQUE_PHASE_DRAW;
}

/* @seat has played a card: a call is answered, and a faced card played
 * is faced no more. */
static void
played (PlBeziqueState *state,
        guint           seat)
{
  state->called[seat] = 0;
  state->laws.exposed[seat] &= state->hands[seat];
}

static guint8
play_position (const PlBeziqueState *state)
{
  return (guint8) (state->n_tricks * 2 + state->n_trick_cards + 1);
}

/* The opponent answers @e now: the phase LAWS, to come back to the phase
 * and seat of now. */
static void
ask (PlBeziqueState *state,
     PlLawEvent     *e,
     guint           answering)
{
  e->status = PL_LAW_OPEN;
  state->laws.open = (guint8) (e - state->laws.events) + 1;
  state->laws.resume_phase = state->phase;
  state->laws.resume_to_move = state->to_move;
  state->phase = PL_BEZIQUE_PHASE_LAWS;
  state->to_move = answering;
}

/* Seed 004 ii: a faced card is "subject to … being called for": before
 * each play of a seat that holds one it could play, its opponent says
 * whether he calls one. */
static void
ask_faced_card (PlBeziqueState *state)
{
  PlLawEvent *e;
  guint s;

  if ((state->phase != PL_BEZIQUE_PHASE_LEAD && state->phase != PL_BEZIQUE_PHASE_FOLLOW) ||
      state->to_move < 0)
    return;
  s = state->to_move;
  if (state->called[s] != 0 || state->laws.asked == play_position (state) ||
      pl_bezique_laws_callable (state, s) == 0)
    return;
  e = pl_laws_add_event (&state->laws, PL_BEZIQUE_LAW_FACED_CARD, s, state->n_tricks,
                         PL_CARD_NONE);
  if (e == NULL)
    return;
  state->laws.asked = play_position (state);
  ask (state, e, 1 - s);
}

static void
resume (PlBeziqueState *state)
{
  state->laws.open = 0;
  state->phase = state->laws.resume_phase;
  state->to_move = state->laws.resume_to_move;
  if (state->laws.asked == ASKED_START_DRAWS)
    {
      state->laws.asked = 0;
      pl_bezique_laws_start_draws (state);
      return;
    }
  settle (state);
  ask_faced_card (state);
}

/* A wrong number of cards of @seat found: called by @by, or by the count
 * of the stock (-1).  TRUE if it opened a question. */
static gboolean
open_count (PlBeziqueState *state,
            guint           seat,
            gint            by)
{
  guint other = 1 - seat;
  gint wrong = pl_bezique_laws_wrong_count (state, seat);
  PlLawEvent *e;

  e = pl_laws_add_event (&state->laws, wrong > 0 ? PL_BEZIQUE_LAW_TOO_MANY
                                                  : PL_BEZIQUE_LAW_TOO_FEW,
                         seat, state->n_tricks, PL_CARD_NONE);
  if (e == NULL)
    {
      /* No room to say it: the count is put right as the laws would,
       * without a penalty (no deal comes here: pl-laws.h). */
      state->correction[seat] -= wrong;
      return FALSE;
    }
  e->by = by;
  e->side = (guint8) ABS (wrong);
  if (wrong > 0 && pl_bezique_laws_wrong_count (state, other) > 0)
    {
      /* Seed 004: "Should both have more than their proper number there
       * is no penalty, but each must play without drawing." */
      state->correction[other] -= pl_bezique_laws_wrong_count (state, other);
      state->correction[seat] -= wrong;
      e->remedy = PL_BEZIQUE_REMEDY_BOTH;
      return FALSE;
    }
  ask (state, e, other);
  return TRUE;
}

void
pl_bezique_laws_start_draws (PlBeziqueState *state)
{
  guint w = state->to_move;

  state->laid_now = 0;
  state->exchanged = PL_BEZIQUE_NO_CARD;

  /* The stock runs low: the cards are counted, so that each holds eight
   * for the last eight tricks (pl-bezique-laws.h). */
  if (pl_bezique_laws_stock_size (state) < PL_BEZIQUE_LAWS_COUNT_STOCK)
    for (guint k = 0; k < 2; k++)
      {
        guint s = k == 0 ? w : 1 - w;

        if (pl_bezique_laws_wrong_count (state, s) != 0 && open_count (state, s, -1))
          {
            state->laws.asked = ASKED_START_DRAWS;
            return;
          }
      }

  for (guint k = 0; k < 2; k++)
    {
      guint s = k == 0 ? w : 1 - w;

      if (state->correction[s] < 0)
        {
          /* Seeds 002, 004: he plays without drawing. */
          state->draw_due[s] = 0;
          state->correction[s]++;
          state->excess[s]--;
        }
      else
        {
          /* Seed 004: "he must draw two next time". */
          state->draw_due[s] = 1 + state->correction[s];
          state->excess[s] += state->correction[s];
          state->correction[s] = 0;
        }
      if (pl_bezique_laws_wrong_count (state, s) == 0 && state->excess[s] == 0)
        state->no_announce &= ~(1u << s);
    }
  state->phase = PL_BEZIQUE_PHASE_DRAW;
  state->to_move = w;
  settle (state);
}

/* Which law --------------------------------------------------------------- */

guint
pl_bezique_laws_classify (const PlBeziqueState *state,
                          const PlMove         *move)
{
  guint s = move->seat;

  if (s > 1)
    return PL_BEZIQUE_LAW_NONE;
  if (pl_bezique_laws_declaring (state) && (gint) s == state->to_move &&
      (move->kind == PL_MOVE_PLAY || move->kind == PL_MOVE_DRAW))
    {
      PlBeziqueState drawn = *state;

      /* Drawing or playing ends his declarations first. */
      pl_bezique_laws_start_draws (&drawn);
      return drawn.phase == PL_BEZIQUE_PHASE_DRAW ? pl_bezique_laws_classify (&drawn, move)
                                                  : PL_BEZIQUE_LAW_NONE;
    }
  switch ((PlMoveKind) move->kind)
    {
    case PL_MOVE_PLAY:
      if (state->phase == PL_BEZIQUE_PHASE_LEAD && (gint) s != state->to_move &&
          state->n_trick_cards == 0)
        return PL_BEZIQUE_LAW_OUT_OF_TURN;
      if (state->phase == PL_BEZIQUE_PHASE_DRAW && (gint) s == state->to_move)
        return PL_BEZIQUE_LAW_NO_DRAW;
      return PL_BEZIQUE_LAW_NONE;
    case PL_MOVE_DRAW:
      if (state->phase != PL_BEZIQUE_PHASE_DRAW)
        return PL_BEZIQUE_LAW_NONE;
      if ((gint) s != state->to_move && move->value == 1 && state->n_trick_cards == 0 &&
          state->draw_due[s] > 0)
        return PL_BEZIQUE_LAW_DRAW_OUT_OF_TURN;
      if ((gint) s == state->to_move && move->value == 2)
        return PL_BEZIQUE_LAW_DRAW_TWO;
      return PL_BEZIQUE_LAW_NONE;
    case PL_MOVE_DECLARE:
      if (state->phase == PL_BEZIQUE_PHASE_DECLARE && (gint) s == state->to_move)
        return PL_BEZIQUE_LAW_WRONG_DECLARATION;
      return PL_BEZIQUE_LAW_NONE;
    default:
      return PL_BEZIQUE_LAW_NONE;
    }
}

/* Applying ---------------------------------------------------------------- */

/* Seed 004: the card returned goes "not … at the top, but towards the
 * middle of the pack": after half of the face-down cards. */
static void
return_to_stock (PlBeziqueState *state,
                 guint           seat,
                 guint           p)
{
  guint above = (PL_BEZIQUE_STOCK_SIZE - 1 - state->stock_next) / 2;

  state->hands[seat] &= ~BIT (p);
  state->stock_next--;
  for (guint i = 0; i < above; i++)
    state->stock[state->stock_next + i] = state->stock[state->stock_next + i + 1];
  state->stock[state->stock_next + above] = p;
}

static void
end_fresh_deal (PlBeziqueState *state,
                PlLawEvent     *e)
{
  state->annulled = TRUE;
  state->laws.open = 0;
  state->laws.decided = (guint8) (e - state->laws.events) + 1;
  state->phase = PL_BEZIQUE_PHASE_OVER;
  state->to_move = -1;
}

static void
stand (PlBeziqueState *state,
       PlLawEvent     *e,
       const PlMove   *move)
{
  guint s = e->seat, o = move->seat;
  guint lead = state->tricks[state->n_tricks].cards[0];

  /* Seed 002: "the trick stands good".  The leader's draw, if he had one
   * to make, is made before the trick is gathered. */
  e->remedy = PL_BEZIQUE_REMEDY_STANDS;
  e->status = PL_LAW_SETTLED;
  e->by = o;
  state->laws.open = 0;
  while (state->draw_due[s] > 0 && state->stock_next < PL_BEZIQUE_STOCK_SIZE)
    {
      draw_one (state, s);
      state->draw_due[s]--;
    }
  /* Seed 004 iv: the seven of trumps scores when it is played. */
  if (PL_BEZIQUE_CARD (lead) == PL_CARD (state->trump, PL_RANK_7) && !state->last_eight)
    state->seven_points[s] += 10;
  state->phase = PL_BEZIQUE_PHASE_FOLLOW;
  state->to_move = o;
  pl_bezique_apply_play (state, o, move->card);
  played (state, o);
  settle (state);
  ask_faced_card (state);
}

static void
apply_answer (PlBeziqueState *state,
              const PlMove   *move)
{
  PlLawEvent *e = pl_laws_open_event (&state->laws);
  guint o = move->seat, s;
  gint wrong;

  g_return_if_fail (e != NULL);
  s = e->seat;
  wrong = pl_bezique_laws_wrong_count (state, s);
  if (move->kind == PL_MOVE_PLAY)
    {
      stand (state, e, move);
      return;
    }
  e->remedy = move->arg;
  e->status = PL_LAW_SETTLED;
  if (e->law != PL_BEZIQUE_LAW_TOO_MANY && e->law != PL_BEZIQUE_LAW_TOO_FEW)
    e->by = o;
  switch ((PlBeziqueRemedy) move->arg)
    {
    case PL_BEZIQUE_REMEDY_TAKE_BACK:
      /* Seed 002: "the card led out of turn may be taken back without
       * penalty". */
      state->hands[s] |= BIT (state->tricks[state->n_tricks].cards[0]);
      state->n_trick_cards = 0;
      state->tricks[state->n_tricks].leader = o;
      break;
    case PL_BEZIQUE_REMEDY_PENALTY:
      /* Seed 004: "he must draw two next time, and his opponent scores
       * ten". */
      state->law_points[o] += 10;
      e->points = 10;
      state->correction[s]++;
      break;
    case PL_BEZIQUE_REMEDY_RETURN:
      e->card = PL_BEZIQUE_CARD (move->card);
      return_to_stock (state, s, move->card);
      state->excess[s]--;
      break;
    case PL_BEZIQUE_REMEDY_SCORE_100:
      /* Seed 004: "adds 100 to his score"; he plays without drawing until
       * his number is right. */
      state->law_points[o] += 100;
      e->points = 100;
      state->correction[s] -= wrong;
      break;
    case PL_BEZIQUE_REMEDY_COMPEL:
      state->correction[s] -= wrong;
      state->no_announce |= 1u << s;
      break;
    case PL_BEZIQUE_REMEDY_MAKE_GOOD:
      for (gint i = 0; i < -wrong; i++)
        {
          draw_one (state, s);
          state->excess[s]++;
        }
      break;
    case PL_BEZIQUE_REMEDY_FRESH_DEAL:
      end_fresh_deal (state, e);
      return;
    case PL_BEZIQUE_REMEDY_CALL_CARD:
      state->called[s] = (guint8) (move->card + 1);
      e->card = PL_BEZIQUE_CARD (move->card);
      break;
    case PL_BEZIQUE_REMEDY_PASS:
      if (e->law == PL_BEZIQUE_LAW_FACED_CARD)
        state->laws.n_events--;   /* no call, nothing to keep */
      else
        e->status = PL_LAW_CONDONED;
      break;
    case PL_BEZIQUE_REMEDY_NONE:
    case PL_BEZIQUE_REMEDY_STANDS:
    case PL_BEZIQUE_REMEDY_BOTH:
    case PL_BEZIQUE_N_REMEDIES:
    default:
      break;
    }
  resume (state);
}

static void
apply_irregular (PlBeziqueState *state,
                 const PlMove   *move)
{
  guint s = move->seat, o = 1 - s;
  guint law = pl_bezique_laws_classify (state, move);
  PlCard name = move->card < 64 ? PL_BEZIQUE_CARD (move->card) : PL_CARD_NONE;
  PlLawEvent *e = pl_laws_add_event (&state->laws, law, s, state->n_tricks, name);

  g_return_if_fail (e != NULL);
  switch ((PlBeziqueLaw) law)
    {
    case PL_BEZIQUE_LAW_OUT_OF_TURN:
      /* A faced card led out of turn stays faced if it is taken back. */
      state->hands[s] &= ~BIT (move->card);
      state->tricks[state->n_tricks].cards[0] = move->card;
      state->tricks[state->n_tricks].leader = s;
      state->n_trick_cards = 1;
      ask (state, e, o);
      break;
    case PL_BEZIQUE_LAW_NO_DRAW:
      state->excess[s] -= state->draw_due[s];
      state->draw_due[s] = 0;
      if (state->n_trick_cards == 0)
        winner_leads (state);
      else
        state->phase = PL_BEZIQUE_PHASE_FOLLOW;
      pl_bezique_apply_play (state, s, move->card);
      played (state, s);
      settle (state);
      ask (state, e, o);
      break;
    case PL_BEZIQUE_LAW_DRAW_OUT_OF_TURN:
      /* Seed 004: "his opponent scores ten, if he has not drawn a card
       * himself" — the winner, to draw first, has not. */
      draw_one (state, s);
      state->draw_due[s]--;
      state->law_points[o] += 10;
      e->points = 10;
      break;
    case PL_BEZIQUE_LAW_DRAW_TWO:
      state->drew[0] = state->stock[state->stock_next];
      state->drew[1] = state->stock[state->stock_next + 1];
      draw_one (state, s);
      draw_one (state, s);
      state->draw_due[s] = 0;
      state->excess[s]++;
      e->card = PL_BEZIQUE_CARD (state->drew[0]);
      ask (state, e, o);
      break;
    case PL_BEZIQUE_LAW_WRONG_DECLARATION:
      /* Seed 004 ii: no score until another trick; the cards resumed are
       * faced.  His turn to declare (and to exchange) is over. */
      {
        PlBeziqueSet cards = pl_bezique_laws_declared_copies (state, s, move->cards);

        e->card = PL_BEZIQUE_CARD (pl_bezique_laws_wrong_card (state, move->arg, cards));
        e->side = move->arg;
        state->laws.exposed[s] |= cards & state->hands[s];
      }
      pl_bezique_laws_start_draws (state);
      break;
    case PL_BEZIQUE_LAW_NONE:
    case PL_BEZIQUE_LAW_TOO_MANY:
    case PL_BEZIQUE_LAW_TOO_FEW:
    case PL_BEZIQUE_LAW_FACED_CARD:
    case PL_BEZIQUE_N_LAWS:
    default:
      g_return_if_reached ();
    }
}

void
pl_bezique_laws_apply (PlBeziqueState *state,
                       const PlMove   *move)
{
  if (state->phase == PL_BEZIQUE_PHASE_LAWS)
    {
      apply_answer (state, move);
      return;
    }
  if (pl_bezique_laws_declaring (state) && (gint) move->seat == state->to_move &&
      (move->kind == PL_MOVE_DRAW || move->kind == PL_MOVE_PLAY))
    pl_bezique_laws_start_draws (state);
  if (move->kind == PL_MOVE_LAW_CALL)
    open_count (state, 1 - move->seat, move->seat);
  else if (move->flags & PL_MOVE_IRREGULAR)
    apply_irregular (state, move);
  else if (move->kind == PL_MOVE_DRAW)
    {
      draw_one (state, move->seat);
      if (state->draw_due[move->seat] > 0)
        state->draw_due[move->seat]--;
      settle (state);
      ask_faced_card (state);
    }
}

void
pl_bezique_laws_after (PlBeziqueState *state,
                       const PlMove   *move)
{
  if (move->kind == PL_MOVE_PLAY && move->seat < 2)
    played (state, move->seat);
  settle (state);
  ask_faced_card (state);
}

/* The table --------------------------------------------------------------- */

static gboolean
bezique_laws_enabled (const void *state_ptr)
{
  const PlBeziqueState *state = state_ptr;

  return state->options.laws;
}

static void
bezique_laws_disable (void *state_ptr)
{
  PlBeziqueState *state = state_ptr;
  guint w = draw_winner (state);

  /* The engine alone draws for both after each trick, and takes eight
   * cards each into the last eight tricks: the draws due are made now,
   * and a wrong number is put right with the top of the stock (a card too
   * many goes back onto it), so that the deal can be played out by the
   * rules alone.  Only the computer's search plays such a copy. */
  for (guint k = 0; k < 2; k++)
    {
      guint s = k == 0 ? w : 1 - w;

      for (; state->draw_due[s] > 0; state->draw_due[s]--)
        draw_one (state, s);
    }
  for (guint s = 0; s < 2; s++)
    {
      for (; state->excess[s] > 0 && state->hands[s] != 0 && state->stock_next > 0;
           state->excess[s]--)
        {
          guint p = (guint) __builtin_ctzll (state->hands[s]);

          state->hands[s] &= ~BIT (p);
          state->stock[--state->stock_next] = p;
        }
      for (; state->excess[s] < 0 && state->stock_next < PL_BEZIQUE_STOCK_SIZE;
           state->excess[s]++)
        draw_one (state, s);
      state->correction[s] = 0;
      state->called[s] = 0;
    }
  if (!state->last_eight && state->stock_next >= PL_BEZIQUE_STOCK_SIZE)
    pl_bezique_begin_last_eight (state);
  if (state->phase == PL_BEZIQUE_PHASE_DRAW)
    state->phase = state->n_trick_cards == 0 ? PL_BEZIQUE_PHASE_LEAD : PL_BEZIQUE_PHASE_FOLLOW;
  state->options.laws = FALSE;
}

static const PlLawsState *
bezique_laws_get_state (const void *state_ptr)
{
  const PlBeziqueState *state = state_ptr;

  return &state->laws;
}

const PlLaws pl_bezique_laws = {
  .enabled = bezique_laws_enabled,
  .disable = bezique_laws_disable,
  .get_state = bezique_laws_get_state,
  .irregular_moves = pl_bezique_laws_irregular_moves,
  .law_word = pl_bezique_laws_law_word,
  .remedy_word = pl_bezique_laws_remedy_word,
  .law_source = pl_bezique_laws_law_source,
  .describe = pl_bezique_laws_describe,
  .remedy_label = pl_bezique_laws_remedy_label,
};
