/* pl-ai-laws-bezique.c — the Bézique computer's answers and calls under
 * the laws
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-ai"

#include <glib/gi18n-lib.h>

#include "pl-ai-bezique-private.h"
#include "pl-ai-laws-private.h"
#include "pl-bezique-laws.h"
#include "pl-bezique-private.h"

/* The score of the deal so far, @seat's less the other's. */
static gint
margin (const PlBeziqueState *state,
        guint                 seat)
{
  PlBeziqueScore mine, theirs;

  pl_bezique_get_score (state, seat, &mine);
  pl_bezique_get_score (state, 1 - seat, &theirs);
  return (gint) mine.total - (gint) theirs.total;
}

/* Plays @world out with the Easy player on both sides, by the rules
 * alone; the final margin for @seat. */
static gint
play_out (PlBeziqueState *world,
          guint           seat)
{
  for (guint guard = 0; world->phase != PL_BEZIQUE_PHASE_OVER && guard < 400; guard++)
    {
      PlMove move = pl_ai_bezique_easy_choose (world, world->to_move);

      pl_bezique_game.apply (world, &move);
    }
  return margin (world, seat);
}

static PlMove
find (const PlMove *moves,
      guint         n,
      guint         kind,
      guint         arg)
{
  for (guint i = 0; i < n; i++)
    if (moves[i].kind == kind && (kind != PL_MOVE_REMEDY || moves[i].arg == arg))
      return moves[i];
  return moves[n - 1];
}

/* Seed 002: a lead out of turn stands if the adversary plays to it.  The
 * Easy player's card to it stands when it takes the trick (or, with worlds
 * to look at, when playing the deals out says it does better than taking
 * the lead back). */
static PlMove
answer_lead (const PlBeziqueState *state,
             guint                 seat,
             PlAiLevel             level,
             PlRng                *rng,
             const PlMove         *moves,
             guint                 n)
{
  PlMove take_back = find (moves, n, PL_MOVE_REMEDY, PL_BEZIQUE_REMEDY_TAKE_BACK);
  guint worlds = pl_ai_laws_worlds (level);
  PlBeziqueState stands = *state;
  guint lead = state->tricks[state->n_tricks].cards[0];
  gint sum_stand = 0, sum_back = 0;
  PlMove easy;

  stands.phase = PL_BEZIQUE_PHASE_FOLLOW;
  stands.to_move = seat;
  pl_bezique_game.laws->disable (&stands);
  easy = pl_ai_bezique_easy_choose (&stands, seat);
  if (easy.kind != PL_MOVE_PLAY || !pl_bezique_game.check_move (state, &easy, NULL))
    return take_back;
  if (worlds == 0 || rng == NULL)
    return pl_bezique_beats (easy.card, lead, state->trump) ? easy : take_back;
  for (guint w = 0; w < worlds; w++)
    {
      PlBeziqueState world, back;

      pl_ai_bezique_sample (&stands, seat, rng, &world);
      back = world;
      pl_bezique_game.apply (&world, &easy);
      sum_stand += play_out (&world, seat);
      /* Taken back: the card returns to its hand, and the lead is ours. */
      back.hands[1 - seat] |= PL_BEZIQUE_BIT (lead);
      back.n_trick_cards = 0;
      back.phase = PL_BEZIQUE_PHASE_LEAD;
      back.tricks[back.n_tricks].leader = seat;
      sum_back += play_out (&back, seat);
    }
  return sum_stand > sum_back ? easy : take_back;
}

/* Seed 004 ii: a faced card is called when it helps: one that loses to
 * our lead, the most it would rather keep; or, when he leads, one our
 * hand beats. */
static PlMove
call_faced (const PlBeziqueState *state,
            guint                 seat,
            const PlMove         *moves,
            guint                 n)
{
  const PlLawEvent *e = pl_laws_open_event ((PlLawsState *) &state->laws);
  guint s = e->seat, lead = state->tricks[state->n_tricks].cards[0];
  PlBeziqueSet mine = state->hands[seat] | state->table[seat];
  gint best_value = -1;
  PlMove best = find (moves, n, PL_MOVE_REMEDY, PL_BEZIQUE_REMEDY_PASS);

  for (guint i = 0; i < n; i++)
    {
      guint p = moves[i].card;
      gboolean good = FALSE;
      gint value;

      if (moves[i].arg != PL_BEZIQUE_REMEDY_CALL_CARD || p >= 64)
        continue;
      if (state->n_trick_cards == 1)
        good = !pl_bezique_beats (p, lead, state->trump);
      else
        for (guint q = 0; q < 64 && !good; q++)
          good = (mine & PL_BEZIQUE_BIT (q)) && pl_bezique_beats (q, p, state->trump);
      value = pl_ai_bezique_keep_value (state, s, p);
      if (good && value > best_value)
        {
          best = moves[i];
          best_value = value;
        }
    }
  return best;
}

static PlMove
bezique_remedy (gconstpointer  state_ptr,
                guint          seat,
                PlAiLevel      level,
                PlRng         *rng)
{
  const PlBeziqueState *state = state_ptr;
  const PlLawEvent *e = pl_laws_open_event ((PlLawsState *) &state->laws);
  PlMove moves[PL_MAX_MOVES];
  guint n = pl_bezique_game.legal_moves (state, moves);

  g_return_val_if_fail (e != NULL && n > 0, moves[0]);
  switch ((PlBeziqueLaw) e->law)
    {
    case PL_BEZIQUE_LAW_OUT_OF_TURN:
      return answer_lead (state, seat, level, rng, moves, n);
    case PL_BEZIQUE_LAW_NO_DRAW:
      /* Ten, and his count put right. */
      return find (moves, n, PL_MOVE_REMEDY, PL_BEZIQUE_REMEDY_PENALTY);
    case PL_BEZIQUE_LAW_DRAW_TWO:
      /* The card he would rather keep goes back. */
      if (moves[1].arg != PL_BEZIQUE_REMEDY_RETURN)
        return moves[0];
      return pl_ai_bezique_keep_value (state, e->seat, state->drew[0]) >=
             pl_ai_bezique_keep_value (state, e->seat, state->drew[1]) ? moves[0] : moves[1];
    case PL_BEZIQUE_LAW_TOO_MANY:
      if (moves[0].arg == PL_BEZIQUE_REMEDY_SCORE_100)
        return moves[0];
      return find (moves, n, PL_MOVE_REMEDY, PL_BEZIQUE_REMEDY_COMPEL);
    case PL_BEZIQUE_LAW_TOO_FEW:
      /* A fresh deal when this one goes against us. */
      return find (moves, n, PL_MOVE_REMEDY, margin (state, seat) < 0 ? PL_BEZIQUE_REMEDY_FRESH_DEAL
                                                                      : PL_BEZIQUE_REMEDY_MAKE_GOOD);
    case PL_BEZIQUE_LAW_FACED_CARD:
      {
        PlBeziqueState back = *state;

        /* Judged in the position he is to play in. */
        back.phase = state->laws.resume_phase;
        back.to_move = state->laws.resume_to_move;
        return call_faced (&back, seat, moves, n);
      }
    case PL_BEZIQUE_LAW_NONE:
    case PL_BEZIQUE_LAW_DRAW_OUT_OF_TURN:
    case PL_BEZIQUE_LAW_WRONG_DECLARATION:
    case PL_BEZIQUE_N_LAWS:
    default:
      return moves[0];
    }
}

/* A wrong number of the opponent's cards is called when it pays: too many
 * always (100, or at worst his cards put right), too few only to claim a
 * fresh deal of a deal going against us. */
static gboolean
bezique_call (gconstpointer  state_ptr,
              guint          seat,
              PlMove        *move)
{
  const PlBeziqueState *state = state_ptr;
  gint wrong;

  if (seat > 1 || state->last_eight)
    return FALSE;
  wrong = pl_bezique_laws_wrong_count (state, 1 - seat);
  if (wrong == 0 || (wrong < 0 && margin (state, seat) >= 0))
    return FALSE;
  *move = pl_move_new (PL_MOVE_LAW_CALL, seat);
  move->arg = wrong > 0 ? PL_BEZIQUE_LAW_TOO_MANY : PL_BEZIQUE_LAW_TOO_FEW;
  return TRUE;
}

static char *
bezique_say (gconstpointer  state_ptr,
             const PlMove  *move)
{
  const PlBeziqueState *state = state_ptr;
  const PlLawEvent *e = pl_laws_open_event ((PlLawsState *) &state->laws);
  char card[3] = "?";

  if (move->card < 64)
    pl_card_to_string (pl_bezique_card (move->card), card);
  if (move->kind == PL_MOVE_LAW_CALL)
    return g_strdup (move->arg == PL_BEZIQUE_LAW_TOO_MANY ? _("Calls: too many cards")
                     : _("Calls: too few cards"));
  if (move->kind == PL_MOVE_PLAY && state->phase == PL_BEZIQUE_PHASE_LAWS)
    return g_strdup (_("Plays to the card led out of turn"));
  if (move->kind != PL_MOVE_REMEDY)
    return NULL;
  switch ((PlBeziqueRemedy) move->arg)
    {
    case PL_BEZIQUE_REMEDY_TAKE_BACK: return g_strdup (_("Calls the card back"));
    case PL_BEZIQUE_REMEDY_PENALTY: return g_strdup (_("Claims ten, and two cards next time"));
    case PL_BEZIQUE_REMEDY_RETURN: return g_strdup_printf (_("Has %s returned to the pack"), card);
    case PL_BEZIQUE_REMEDY_SCORE_100: return g_strdup (_("Adds 100"));
    case PL_BEZIQUE_REMEDY_FRESH_DEAL: return g_strdup (_("Claims a fresh deal"));
    case PL_BEZIQUE_REMEDY_COMPEL: return g_strdup (_("Compels play without drawing"));
    case PL_BEZIQUE_REMEDY_MAKE_GOOD: return g_strdup (_("Lets the cards be made good"));
    case PL_BEZIQUE_REMEDY_CALL_CARD: return g_strdup_printf (_("Calls the faced %s"), card);
    case PL_BEZIQUE_REMEDY_PASS:
      return g_strdup (e != NULL && e->law == PL_BEZIQUE_LAW_FACED_CARD ? _("Calls no faced card")
                                                                         : _("Lets it pass"));
    case PL_BEZIQUE_REMEDY_NONE:
    case PL_BEZIQUE_REMEDY_STANDS:
    case PL_BEZIQUE_REMEDY_BOTH:
    case PL_BEZIQUE_N_REMEDIES:
    default:
      return NULL;
    }
}

const PlAiLawsGame pl_ai_laws_bezique = {
  .game = &pl_bezique_game,
  .remedy = bezique_remedy,
  .call = bezique_call,
  .say = bezique_say,
};
