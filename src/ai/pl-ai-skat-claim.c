/* pl-ai-skat-claim.c — the computer's claims and concessions at Skat
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-ai"

#include <glib/gi18n-lib.h>

#include "pl-ai-skat-claim.h"
#include "pl-ai-skat-solver.h"
#include "pl-ai-skat-world.h"

/* Worlds of a small end-game table: a claim comes late in a deal. */
#define CLAIM_TT_BITS 16

/* What each world says: the declarer takes all the rest, none of it, or
 * some. */
typedef struct {
  PlSkatSolver *solver;
  gboolean      all_declarer;   /* so far in every world */
  gboolean      all_opponents;
  guint         worlds;
} Verdict;

static void
judge_world (Verdict           *v,
             const PlSkatState *world)
{
  PlSkatState copy = *world;
  guint decl = world->declarer;
  guint left = 10 - world->n_tricks;
  gint declarer_now, opponents_now;

  v->worlds++;
  if (world->contract == PL_SKAT_NULL)
    {
      /* The Null objective counts the opponents' tricks: he takes none of
       * the rest if they reach all ten. */
      opponents_now = world->n_tricks - world->n_won[decl];
      if (!pl_skat_solver_set_state (v->solver, &copy))
        return;
      if (!pl_skat_solver_reaches (v->solver, opponents_now + (gint) left))
        v->all_declarer = FALSE;
      else
        v->all_opponents = FALSE;
      return;
    }

  /* Counted in tricks (pl-ai-skat-claim.h): as if Schwarz were announced,
   * which the solver searches by tricks. */
  copy.flags |= PL_SKAT_FLAG_SCHNEIDER | PL_SKAT_FLAG_SCHWARZ;
  if (!pl_skat_solver_set_state (v->solver, &copy))
    return;
  declarer_now = world->n_won[decl];
  if (v->all_declarer && !pl_skat_solver_reaches (v->solver, declarer_now + (gint) left))
    v->all_declarer = FALSE;
  if (v->all_opponents && pl_skat_solver_reaches (v->solver, declarer_now + 1))
    v->all_opponents = FALSE;
}

/* Every way to give the unknown cards to the places, each to one that may
 * hold it; stops early once neither side can be certain any more. */
static void
enumerate (Verdict               *v,
           const PlSkatKnowledge *k,
           PlSkatState           *world,
           guint                  place,
           PlCardSet              left)
{
  PlCardSet allowed;
  guint need;

  if (!v->all_declarer && !v->all_opponents)
    return;
  if (place == k->n_places)
    {
      if (left == 0)
        judge_world (v, world);
      return;
    }
  allowed = left & ~k->forbidden[place];
  need = k->count[place];
  if (place == k->n_places - 1)
    {
      /* The last place takes what is left, if it may. */
      if (allowed != left || pl_cardset_count (left) != need)
        return;
      if (k->place[place] == PL_SKAT_PLACE_SKAT)
        world->skat = left;
      else
        world->hands[k->place[place]] = left;
      enumerate (v, k, world, place + 1, 0);
      return;
    }
  /* Subsets of @allowed with @need cards, by Gosper's walk over the
   * indices of the allowed cards. */
  {
    PlCard cards[32];
    guint n = 0;
    PlCard card;

    PL_CARDSET_FOREACH (allowed, card)
      cards[n++] = card;
    if (need > n)
      return;
    if (need == 0)
      {
        if (k->place[place] == PL_SKAT_PLACE_SKAT)
          world->skat = 0;
        else
          world->hands[k->place[place]] = 0;
        enumerate (v, k, world, place + 1, left);
        return;
      }
    for (guint64 mask = (G_GUINT64_CONSTANT (1) << need) - 1;
         mask < (G_GUINT64_CONSTANT (1) << n);)
      {
        PlCardSet chosen = 0;
        guint64 low, ripple;

        for (guint i = 0; i < n; i++)
          if (mask & (G_GUINT64_CONSTANT (1) << i))
            chosen |= PL_CARDSET_BIT (cards[i]);
        if (k->place[place] == PL_SKAT_PLACE_SKAT)
          world->skat = chosen;
        else
          world->hands[k->place[place]] = chosen;
        enumerate (v, k, world, place + 1, left & ~chosen);
        if (!v->all_declarer && !v->all_opponents)
          return;
        low = mask & -mask;
        ripple = mask + low;
        mask = (((ripple ^ mask) >> 2) / low) | ripple;
      }
  }
}

/* How many worlds there are at most (the product of the choices, without
 * the voids that rule some out), or G_MAXUINT64 when very many. */
static guint64
count_worlds (const PlSkatKnowledge *k)
{
  guint n = pl_cardset_count (k->unknown);
  guint64 total = 1;

  for (guint p = 0; p + 1 < k->n_places; p++)
    {
      guint64 c = 1;

      for (guint i = 0; i < k->count[p]; i++)
        {
          c = c * (n - i) / (i + 1);
          if (c > G_MAXUINT32)
            return G_MAXUINT64;
        }
      total *= c;
      if (total > G_MAXUINT32)
        return G_MAXUINT64;
      n -= k->count[p];
    }
  return total;
}

PlAiSkatRest
pl_ai_skat_rest_certain (const PlSkatState *state,
                         guint              seat,
                         guint              max_worlds,
                         PlRng             *rng)
{
  PlSkatKnowledge k;
  Verdict v = { NULL, TRUE, TRUE, 0 };
  PlSkatState world;

  g_return_val_if_fail (state != NULL && rng != NULL, PL_AI_SKAT_REST_OPEN);

  if (state->phase != PL_SKAT_PHASE_PLAY || state->declarer < 0 ||
      state->contract > PL_SKAT_NULL)
    return PL_AI_SKAT_REST_OPEN;

  pl_skat_knowledge_init (&k, state, seat);
  v.solver = pl_skat_solver_new (CLAIM_TT_BITS);
  if (count_worlds (&k) <= MAX (max_worlds, 1))
    {
      world = k.state;
      enumerate (&v, &k, &world, 0, k.unknown);
    }
  else
    for (guint i = 0; i < max_worlds && (v.all_declarer || v.all_opponents); i++)
      if (pl_skat_knowledge_sample (&k, rng, &world))
        judge_world (&v, &world);
  pl_skat_solver_free (v.solver);

  if (v.worlds == 0)
    return PL_AI_SKAT_REST_OPEN;
  if (v.all_declarer)
    return PL_AI_SKAT_REST_DECLARER;
  if (v.all_opponents)
    return PL_AI_SKAT_REST_OPPONENTS;
  return PL_AI_SKAT_REST_OPEN;
}

gboolean
pl_ai_skat_should_claim (const PlSkatState *state,
                         guint              seat,
                         PlRng             *rng)
{
  if (!pl_skat_can_claim (state, seat, NULL) || state->phase != PL_SKAT_PHASE_PLAY)
    return FALSE;
  return pl_ai_skat_rest_certain (state, seat, PL_AI_SKAT_CLAIM_WORLDS, rng) ==
         PL_AI_SKAT_REST_DECLARER;
}

gboolean
pl_ai_skat_should_concede (const PlSkatState *state,
                           guint              seat,
                           PlRng             *rng)
{
  PlAiSkatRest rest;

  if (!pl_skat_can_concede (state, seat, NULL) || state->phase != PL_SKAT_PHASE_PLAY)
    return FALSE;
  rest = pl_ai_skat_rest_certain (state, seat, PL_AI_SKAT_CLAIM_WORLDS, rng);
  if ((gint) seat == state->declarer)
    return rest == PL_AI_SKAT_REST_OPPONENTS;
  return rest == PL_AI_SKAT_REST_DECLARER;
}

gboolean
pl_ai_skat_accepts_claim (const PlSkatState *state,
                          guint              seat,
                          PlRng             *rng,
                          char             **why)
{
  if (why != NULL)
    *why = NULL;
  if (!pl_skat_can_concede (state, seat, NULL) || (gint) seat == state->declarer)
    return FALSE;
  if (pl_ai_skat_rest_certain (state, seat, PL_AI_SKAT_CLAIM_WORLDS, rng) ==
      PL_AI_SKAT_REST_DECLARER)
    return TRUE;
  if (why != NULL)
    *why = g_strdup (state->contract == PL_SKAT_NULL
                     ? _("Playing on: the declarer can still be made to take a trick")
                     : _("Playing on: the declarer can still lose a trick"));
  return FALSE;
}
