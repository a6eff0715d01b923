/* pl-ai-bezique-endgame.c — the last eight tricks of Bézique, solved exactly
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-ai"

#include "pl-ai-bezique.h"
#include "pl-bezique-private.h"

/*
 * Once the stock is exhausted nothing is hidden (every card not in the
 * seat's hand and not played is in the adversary's), no more declarations
 * are made, and what is left to win is the brisques (aces and tens, 10
 * each) and the last trick (10): seed 002, "The Last Eight Tricks".  At
 * most eight cards a hand give at most a few tens of thousands of
 * positions between tricks, so a minimax over whole tricks with a table of
 * the positions already valued is exact and fast.  Inside a trick the
 * follower's replies are cut off as soon as a lead is shown to be no
 * better than one already found (alpha-beta on the leader's choice); the
 * positions stored are always valued exactly.  Two copies of one name are
 * the same card to the play and are searched once.
 */

#define BRISQUES (PL_BEZIQUE_RANK_BITS (PL_RANK_ACE) | PL_BEZIQUE_RANK_BITS (PL_RANK_10))
#define LOW_COPIES G_GUINT64_CONSTANT (0x00000000ffffffff)
#define TABLE_BITS 15

typedef struct {
  PlBeziqueSet hands[2];
  gint16       value;
  guint8       leader;
  guint8       used;
} Entry;

typedef struct {
  PlSuit trump;
  Entry *table;
} Solver;

/* One physical card of each name in @set. */
static inline PlBeziqueSet
distinct_names (PlBeziqueSet set)
{
  return (set & LOW_COPIES) | (set & ~((set & LOW_COPIES) << 32));
}

/* Seed 002: in the last eight the second player "must now not only follow
 * suit, but must win the trick if he can, either with a superior card of
 * the same suit, or with a trump". */
static PlBeziqueSet
follows (PlBeziqueSet hand,
         guint        lead,
         PlSuit       trump)
{
  PlSuit suit = PL_CARD_SUIT (PL_BEZIQUE_CARD (lead));
  PlBeziqueSet same = hand & PL_BEZIQUE_SUIT_BITS (suit), higher = 0, rest;
  PlBeziqueSet trumps;

  if (same)
    {
      for (rest = same; rest; rest &= rest - 1)
        {
          guint p = (guint) __builtin_ctzll (rest);

          if (pl_bezique_beats (p, lead, trump))
            higher |= PL_BEZIQUE_BIT (p);
        }
      return higher ? higher : same;
    }
  trumps = hand & PL_BEZIQUE_SUIT_BITS (trump);
  return trumps ? trumps : hand;
}

static inline guint
trick_points (guint lead,
              guint follow,
              gboolean last)
{
  return 10 * (((BRISQUES >> lead) & 1) + ((BRISQUES >> follow) & 1)) + (last ? 10 : 0);
}

static gint solve_lead (Solver *solver, PlBeziqueSet h0, PlBeziqueSet h1, guint leader);

/* The leader's gain when @lead and @follow make the trick and play goes
 * on. */
static gint
after_trick (Solver       *solver,
             PlBeziqueSet  hands[2],
             guint         leader,
             guint         lead,
             guint         follow)
{
  guint winner = pl_bezique_beats (follow, lead, solver->trump) ? 1 - leader : leader;
  PlBeziqueSet next[2];
  gint gain;

  next[leader] = hands[leader] & ~PL_BEZIQUE_BIT (lead);
  next[1 - leader] = hands[1 - leader] & ~PL_BEZIQUE_BIT (follow);
  gain = (gint) trick_points (lead, follow, next[0] == 0);
  if (next[0] != 0)
    gain += solve_lead (solver, next[0], next[1], winner);
  return winner == leader ? gain : -gain;
}

/* The follower's best reply to @lead: the leader's gain. */
static gint
solve_follow (Solver       *solver,
              PlBeziqueSet  hands[2],
              guint         leader,
              guint         lead,
              gint          cutoff)
{
  PlBeziqueSet options = distinct_names (follows (hands[1 - leader], lead, solver->trump));
  gint worst = G_MAXINT16;

  for (; options; options &= options - 1)
    {
      guint follow = (guint) __builtin_ctzll (options);
      gint v = after_trick (solver, hands, leader, lead, follow);

      if (v < worst)
        worst = v;
      /* The leader already has a lead worth @cutoff: this one is no
       * better, whatever the other replies are. */
      if (worst <= cutoff)
        break;
    }
  return worst;
}

static Entry *
lookup (Solver       *solver,
        PlBeziqueSet  h0,
        PlBeziqueSet  h1,
        guint         leader,
        gboolean     *found)
{
  guint64 key = (h0 * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15)) ^
                (h1 * G_GUINT64_CONSTANT (0xc2b2ae3d27d4eb4f)) ^ leader;
  guint mask = (1u << TABLE_BITS) - 1;
  guint i = (guint) (key >> (64 - TABLE_BITS));

  for (guint probe = 0; probe < 16; probe++, i = (i + 1) & mask)
    {
      Entry *e = &solver->table[i];

      if (!e->used)
        {
          *found = FALSE;
          return e;
        }
      if (e->hands[0] == h0 && e->hands[1] == h1 && e->leader == leader)
        {
          *found = TRUE;
          return e;
        }
    }
  /* A full neighbourhood: the position is simply not stored. */
  *found = FALSE;
  return NULL;
}

/* What @leader gains from the remaining tricks, he to lead. */
static gint
solve_lead (Solver       *solver,
            PlBeziqueSet  h0,
            PlBeziqueSet  h1,
            guint         leader)
{
  PlBeziqueSet hands[2] = { h0, h1 };
  PlBeziqueSet leads = distinct_names (hands[leader]);
  gboolean found;
  Entry *e = lookup (solver, h0, h1, leader, &found);
  gint best = G_MININT16;

  if (found)
    return e->value;
  for (; leads; leads &= leads - 1)
    {
      gint v = solve_follow (solver, hands, leader, (guint) __builtin_ctzll (leads), best);

      if (v > best)
        best = v;
    }
  if (e != NULL)
    {
      e->hands[0] = h0;
      e->hands[1] = h1;
      e->leader = leader;
      e->value = (gint16) best;
      e->used = TRUE;
    }
  return best;
}

gint
pl_ai_bezique_endgame_solve (const PlBeziqueState *state,
                             PlMove               *best)
{
  Solver solver;
  PlBeziqueSet hands[2];
  PlMove moves[PL_MAX_MOVES];
  guint n, seat;
  gint best_value = G_MININT16;

  g_return_val_if_fail (state != NULL, 0);
  g_return_val_if_fail (state->last_eight &&
                        (state->phase == PL_BEZIQUE_PHASE_LEAD ||
                         state->phase == PL_BEZIQUE_PHASE_FOLLOW), 0);

  seat = (guint) state->to_move;
  solver.trump = state->trump;
  solver.table = g_new0 (Entry, 1u << TABLE_BITS);
  for (guint s = 0; s < 2; s++)
    hands[s] = state->hands[s] | state->table[s];

  /* The root goes through the engine's own legal moves, so that the move
   * returned is exactly one of them. */
  n = pl_bezique_game.legal_moves (state, moves);
  g_assert (n > 0);
  for (guint i = 0; i < n; i++)
    {
      guint card = moves[i].card;
      gint v;

      if (state->phase == PL_BEZIQUE_PHASE_LEAD)
        v = solve_follow (&solver, hands, seat, card, G_MININT16);
      else
        {
          guint leader = 1 - seat;
          guint lead = state->tricks[state->n_tricks].cards[0];
          PlBeziqueSet with_lead[2];

          /* The lead is already off the leader's hand. */
          with_lead[leader] = hands[leader] | PL_BEZIQUE_BIT (lead);
          with_lead[seat] = hands[seat];
          v = -after_trick (&solver, with_lead, leader, lead, card);
        }
      if (v > best_value)
        {
          best_value = v;
          if (best != NULL)
            *best = moves[i];
        }
    }
  g_free (solver.table);
  return best_value;
}
