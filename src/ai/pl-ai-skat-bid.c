/* pl-ai-skat-bid.c — the Monte Carlo Skat player: bidding, the skat,
 * putting away and announcing
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-ai"

#include <string.h>

#include "pl-ai-skat-infer.h"
#include "pl-ai-skat-judge.h"
#include "pl-ai-skat-private.h"
#include "pl-ai-skat-world.h"
#include "pl-skat-private.h"

/* The first legal move equal to @want, or NULL. */
static const PlMove *
find_move (const PlMove *moves,
           guint         n_moves,
           const PlMove *want)
{
  for (guint i = 0; i < n_moves; i++)
    if (pl_move_equal (&moves[i], want))
      return &moves[i];
  return NULL;
}

/* Bidding ------------------------------------------------------------------- */

/*
 * A player bids up to the highest value at which the best game his hand
 * allows — with the skat or from the hand, announced as it best pays —
 * still has an expected score at least the level's threshold
 * (pl-ai-skat-judge.h).  Each value said by the others reweighs his
 * worlds: a player who holds to 40 has the cards for it, which the
 * bidder's own games then meet in the play.
 */
PlMove
pl_ai_skat_choose_bid (const PlSkatState    *state,
                       guint                 seat,
                       const PlMove         *moves,
                       guint                 n_moves,
                       const PlAiSkatBudget *budget)
{
  const PlAiSkatJudgement *j = pl_ai_skat_judge (state, seat, budget, PL_AI_SKAT_JUDGE_ALL);
  guint limit = pl_ai_skat_judgement_limit (j, budget->bid_threshold);

  /* The lowest bid or the hold comes first, the pass last. */
  for (guint i = 0; i < n_moves; i++)
    if ((moves[i].kind == PL_MOVE_HOLD || moves[i].kind == PL_MOVE_BID) &&
        moves[i].value <= limit)
      return moves[i];
  return moves[n_moves - 1];
}

/* Taking up the skat, or Hand -------------------------------------------- */

PlMove
pl_ai_skat_choose_skat (const PlSkatState    *state,
                        guint                 seat,
                        const PlAiSkatBudget *budget)
{
  const PlAiSkatJudgement *j = pl_ai_skat_judge (state, seat, budget, PL_AI_SKAT_JUDGE_ALL);
  gint best_hand;
  gdouble hand = pl_ai_skat_hand_score (j, state->bid, &best_hand);
  gdouble pickup = pl_ai_skat_pickup_score (j, state->bid);

  /* A Hand game is announced before the skat is seen: it is played when
   * it scores more than the best game chosen after seeing it. */
  if (best_hand >= 0 && hand > pickup)
    return pl_move_new (PL_MOVE_HAND, seat);
  return pl_move_new (PL_MOVE_PICKUP, seat);
}

/* Putting away and announcing after the skat ------------------------------ */

#define MAX_CONTRACTS 4
#define MAX_WORLDS 48

/* The declarer's choice after taking up the skat, kept from putting away
 * to the announcement (which follows at once). */
typedef struct {
  PlCardSet twelve;
  PlCardSet discard;
  guint     bid;
  guint     contract;
  guint     flags;
} Declared;

static GPrivate thread_declared = G_PRIVATE_INIT (g_free);

/* The games worth trying with the twelve cards: the two suits with the
 * most trumps (four or more), Grand with two jacks (or one and three
 * aces), Null with at most two suits not low (two cards go away). */
static guint
contracts_for (PlCardSet twelve,
               guint     out[MAX_CONTRACTS])
{
  guint jacks = pl_cardset_count (twelve & PL_SKAT_JACKS);
  guint aces = pl_cardset_count (twelve & PL_CARDSET_RANK (PL_RANK_ACE));
  guint len[4], n = 0;
  gint first = -1, second = -1;

  for (guint s = 0; s < 4; s++)
    {
      len[s] = pl_cardset_count (twelve & pl_skat_trumps (s));
      if (first < 0 || len[s] > len[first])
        {
          second = first;
          first = s;
        }
      else if (second < 0 || len[s] > len[second])
        second = s;
    }
  out[n++] = first;
  if (len[second] >= 4)
    out[n++] = second;
  if (jacks >= 2 || (jacks == 1 && aces >= 3))
    out[n++] = PL_SKAT_GRAND;
  if (pl_ai_skat_null_slips (twelve) <= 2)
    out[n++] = PL_SKAT_NULL;
  return n;
}

/*
 * The best game and discard for the twelve cards, judged in worlds dealt
 * from what the declarer knows — his cards, and what the others said in
 * the bidding (pl_skat_knowledge_sample_plausible()) — the same worlds for
 * every choice, so that the comparison is not noise.  With @fixed the
 * discard is made already (the announcement after putting away).
 */
static void
declare (const PlSkatState    *state,
         guint                 seat,
         const PlAiSkatBudget *budget,
         PlCardSet             fixed,
         Declared             *out)
{
  PlSkatSolver *solver = pl_ai_skat_thread_solver ();
  guint me = pl_skat_get_seat_position (state, seat);
  PlCardSet twelve = state->hands[seat] | fixed;
  PlCardSet worlds[MAX_WORLDS][3];
  guint contracts[MAX_CONTRACTS];
  guint n_contracts = contracts_for (twelve, contracts);
  guint n_worlds = CLAMP (budget->discard_samples, 1, MAX_WORLDS);
  gdouble best_score = -G_MAXDOUBLE;
  PlSkatKnowledge *knowledge;
  PlRng rng;

  /* The same worlds for the same cards (common random numbers). */
  pl_rng_init (&rng, twelve * G_GUINT64_CONSTANT (0x9E3779B97F4A7C15) ^ 2);
  knowledge = g_new (PlSkatKnowledge, 1);
  pl_skat_knowledge_init (knowledge, state, seat);
  knowledge->bidding_unknown = budget->bidding_unknown;
  for (guint w = 0; w < n_worlds; w++)
    {
      PlSkatState world;

      if (!pl_skat_knowledge_sample_plausible (knowledge, &rng, budget->read_bidding, &world))
        {
          n_worlds = w;
          break;
        }
      for (guint p = 0; p < 3; p++)
        worlds[w][p] = world.hands[state->seat_of[p]];
    }
  g_free (knowledge);

  memset (out, 0, sizeof *out);
  out->twelve = twelve;
  out->bid = state->bid;
  pl_skat_solver_set_node_limit (solver, budget->node_limit);
  for (guint c = 0; c < n_contracts; c++)
    {
      guint contract = contracts[c];
      PlCardSet discards[8];
      guint n_discards;

      if (fixed != 0)
        {
          discards[0] = fixed;
          n_discards = 1;
        }
      else
        n_discards = pl_ai_skat_best_discards (twelve, contract, discards,
                                               CLAMP (budget->discard_candidates, 1, 8));
      for (guint d = 0; d < n_discards; d++)
        {
          gdouble plain = 0, ouvert = 0;

          for (guint w = 0; w < n_worlds; w++)
            {
              PlCardSet hands[3];
              guint dd;

              memcpy (hands, worlds[w], sizeof hands);
              hands[me] = twelve & ~discards[d];
              pl_skat_solver_set_opening (solver, hands, discards[d], contract, 0, me);
              dd = pl_ai_skat_solve_game (solver, contract != PL_SKAT_NULL ?
                                                   PL_AI_SKAT_DD_CLOSE |
                                                   PL_AI_SKAT_DD_SCHNEIDER : 0);
              plain += pl_ai_skat_world_score (contract, 0, dd, twelve, state->bid);
              if (contract == PL_SKAT_NULL)
                ouvert += pl_ai_skat_world_score (contract, PL_SKAT_FLAG_OUVERT, dd, twelve,
                                                  state->bid);
            }
          /* A Null worth less than the bid may not be announced. */
          if ((contract != PL_SKAT_NULL || pl_skat_null_value (0) >= state->bid) &&
              plain > best_score)
            {
              best_score = plain;
              out->discard = discards[d];
              out->contract = contract;
              out->flags = 0;
            }
          if (contract == PL_SKAT_NULL &&
              pl_skat_null_value (PL_SKAT_FLAG_OUVERT) >= state->bid && ouvert > best_score)
            {
              best_score = ouvert;
              out->discard = discards[d];
              out->contract = contract;
              out->flags = PL_SKAT_FLAG_OUVERT;
            }
        }
    }
  pl_skat_solver_set_node_limit (solver, 0);
  if (out->discard == 0)
    {
      /* Nothing reaches the bid: the longest suit, and hope. */
      out->contract = contracts[0];
      out->flags = 0;
      if (fixed != 0)
        out->discard = fixed;
      else
        pl_ai_skat_best_discards (twelve, contracts[0], &out->discard, 1);
    }
}

static Declared *
thread_declared_memo (void)
{
  Declared *memo = g_private_get (&thread_declared);

  if (memo == NULL)
    {
      memo = g_new0 (Declared, 1);
      g_private_set (&thread_declared, memo);
    }
  return memo;
}

PlMove
pl_ai_skat_choose_discard (const PlSkatState    *state,
                           guint                 seat,
                           const PlAiSkatBudget *budget)
{
  Declared *memo = thread_declared_memo ();
  PlMove move = pl_move_new (PL_MOVE_DISCARD, seat);

  declare (state, seat, budget, 0, memo);
  move.cards = memo->discard;
  return move;
}

PlMove
pl_ai_skat_choose_announce (const PlSkatState    *state,
                            guint                 seat,
                            const PlMove         *moves,
                            guint                 n_moves,
                            const PlAiSkatBudget *budget)
{
  PlMove want = pl_move_new (PL_MOVE_ANNOUNCE, seat);
  const PlMove *found;

  if (state->picked_up)
    {
      Declared *memo = thread_declared_memo ();
      PlCardSet skat = pl_skat_visible_skat (state, seat);

      if (memo->twelve != (state->hands[seat] | skat) || memo->discard != skat ||
          memo->bid != state->bid)
        declare (state, seat, budget, skat, memo);
      want.arg = memo->contract;
      want.flags = memo->flags;
    }
  else
    {
      const PlAiSkatJudgement *j = pl_ai_skat_judge (state, seat, budget,
                                                     PL_AI_SKAT_JUDGE_ALL);
      gint best_hand;

      pl_ai_skat_hand_score (j, state->bid, &best_hand);
      if (best_hand < 0)
        return pl_ai_skat_easy_choose (state, seat);
      want.arg = j->forms[best_hand].contract;
      want.flags = j->forms[best_hand].flags;
    }
  found = find_move (moves, n_moves, &want);
  return found != NULL ? *found : pl_ai_skat_easy_choose (state, seat);
}
