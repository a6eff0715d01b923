/* pl-ai-laws-skat.c — the Skat computer's answers and calls under the laws
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-ai"

#include <glib/gi18n-lib.h>

#include "pl-ai-laws-private.h"
#include "pl-ai-skat.h"
#include "pl-ai-skat-world.h"
#include "pl-skat-laws.h"
#include "pl-skat-private.h"

static gint declarer_value (const PlSkatState *state);

/* Of the answers @moves of the side to answer, the one best for it, and
 * what the deal is then worth to the single player (@value). */
static guint
best_answer (const PlSkatState *state,
             const PlMove      *moves,
             guint              n,
             gint              *value)
{
  gboolean declarer = pl_skat_laws_is_declarer (state, state->to_move);
  guint best = 0;

  for (guint i = 0; i < n; i++)
    {
      PlSkatState next = *state;
      gint v;

      pl_skat_game.apply (&next, &moves[i]);
      v = declarer_value (&next);
      if (i == 0 || (declarer ? v > *value : v < *value))
        {
          best = i;
          *value = v;
        }
    }
  return best;
}

/* What the deal is worth to the single player once the answers to come
 * are given as each side likes best (pl-skat-laws.h: a revoke found at the
 * end is called or let stand by the side it wronged; letting it stand may
 * ask the other side about its own). */
static gint
declarer_value (const PlSkatState *state)
{
  PlMove moves[PL_MAX_MOVES];
  gint value = 0;

  if (pl_skat_game.is_terminal (state))
    {
      PlSkatOutcome o;

      pl_skat_get_outcome (state, &o);
      return o.declarer >= 0 ? o.score[o.declarer] : 0;
    }
  best_answer (state, moves, pl_skat_game.legal_moves (state, moves), &value);
  return value;
}

/* A revoke found at the end: call it or let the result stand, whichever
 * leaves the better score for the answering side (every card is known by
 * then). */
static PlMove
answer_revoke (const PlSkatState *state)
{
  PlMove moves[PL_MAX_MOVES];
  guint n = pl_skat_game.legal_moves (state, moves);
  gint value = 0;

  return moves[best_answer (state, moves, n, &value)];
}

/* The cards on the table go back to the hands they came from, and the
 * seat whose lead it was leads (the false lead called back). */
static void
take_back_in (PlSkatState *world,
              guint        proper_leader)
{
  PlSkatTrick *trick = &world->tricks[world->n_tricks];
  gint pos = pl_skat_get_seat_position (world, trick->leader);

  for (guint i = 0; i < world->n_trick_cards; i++)
    {
      guint owner = world->seat_of[(MAX (pos, 0) + i) % 3];

      world->hands[owner] = pl_cardset_add (world->hands[owner], trick->cards[i]);
    }
  world->n_trick_cards = 0;
  trick->leader = proper_leader;
  world->to_move = proper_leader;
}

/* The single player led out of turn: an adversary plays to the card, and
 * the trick stands if his partner does too, or calls it back.  Over the
 * worlds he cannot tell apart the double-dummy solver says which gives the
 * single player fewer wins; without worlds (Easy) the adversaries take
 * back the lead that was theirs. */
static PlMove
answer_false_lead (const PlSkatState *state,
                   guint              seat,
                   PlAiLevel          level,
                   PlRng             *rng)
{
  PlMove moves[PL_MAX_MOVES];
  guint n = pl_skat_game.legal_moves (state, moves), worlds = pl_ai_laws_worlds (level);
  guint wins[PL_MAX_MOVES] = { 0, }, best;
  g_autofree PlSkatKnowledge *knowledge = NULL;
  PlSkatState stands;
  PlSkatSolver *solver;

  /* The remedy is listed last. */
  best = n - 1;
  if (worlds == 0 || n < 2 || rng == NULL)
    return moves[best];
  stands = *state;
  stands.phase = PL_SKAT_PHASE_PLAY;
  stands.options.laws = FALSE;
  knowledge = g_new (PlSkatKnowledge, 1);
  pl_skat_knowledge_init (knowledge, &stands, seat);
  solver = pl_ai_skat_thread_solver ();
  for (guint w = 0; w < worlds; w++)
    {
      PlSkatState world;

      if (!pl_skat_knowledge_sample (knowledge, rng, &world))
        break;
      for (guint i = 0; i < n; i++)
        {
          PlSkatState child = world;

          if (moves[i].kind == PL_MOVE_REMEDY)
            take_back_in (&child, state->laws.resume_to_move);
          else
            pl_skat_game.apply (&child, &moves[i]);
          if (pl_skat_solver_set_state (solver, &child) &&
              pl_skat_solver_declarer_wins (solver))
            wins[i]++;
        }
    }
  for (guint i = 0; i < n; i++)
    if (wins[i] < wins[best])
      best = i;
  return moves[best];
}

static PlMove
skat_remedy (gconstpointer  state_ptr,
             guint          seat,
             PlAiLevel      level,
             PlRng         *rng)
{
  const PlSkatState *state = state_ptr;
  const PlLawEvent *open = pl_laws_open_event ((PlLawsState *) &state->laws);

  if (open != NULL && open->law == PL_SKAT_LAW_REVOKE)
    return answer_revoke (state);
  return answer_false_lead (state, seat, level, rng);
}

/* A revoke of the other side is called as soon as the computer can prove
 * it (the revoker has since played the suit he denied), unless its own
 * side has a revoke nobody has called, which the tricks would show too. */
static gboolean
skat_call (gconstpointer  state_ptr,
           guint          seat,
           PlMove        *move)
{
  const PlSkatState *state = state_ptr;

  if (state->phase != PL_SKAT_PHASE_PLAY ||
      !pl_skat_laws_revoke_evident (state, seat, NULL) ||
      pl_skat_laws_own_revoke (state, seat))
    return FALSE;
  *move = pl_move_new (PL_MOVE_LAW_CALL, seat);
  move->arg = PL_SKAT_LAW_REVOKE;
  return TRUE;
}

static char *
skat_say (gconstpointer  state_ptr,
          const PlMove  *move)
{
  const PlSkatState *state = state_ptr;

  switch ((PlMoveKind) move->kind)
    {
    case PL_MOVE_LAW_CALL:
      return g_strdup (_("Calls a revoke"));
    case PL_MOVE_REMEDY:
      return g_strdup (move->arg == PL_SKAT_REMEDY_TAKE_BACK ? _("Calls the card back")
                       : _("Lets the result stand"));
    case PL_MOVE_PLAY:
      if (state->phase == PL_SKAT_PHASE_LAWS && !(move->flags & PL_MOVE_IRREGULAR))
        return g_strdup (_("Plays to the card led out of turn"));
      return NULL;
    default:
      return NULL;
    }
}

const PlAiLawsGame pl_ai_laws_skat = {
  .game = &pl_skat_game,
  .remedy = skat_remedy,
  .call = skat_call,
  .say = skat_say,
};
