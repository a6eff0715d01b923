/* pl-ai-skat-solver.c — a double-dummy solver for the card play of Skat:
 * the layout of the cards, the positions and the questions asked
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-ai"

#include <string.h>

#include "pl-ai-skat-solver-private.h"

PlSkatSolver *
pl_skat_solver_new (guint tt_bits)
{
  PlSkatSolver *solver = g_new0 (PlSkatSolver, 1);

  if (tt_bits == 0)
    tt_bits = 20;
  tt_bits = CLAMP (tt_bits, 10, 26);
  G_STATIC_ASSERT (sizeof (PlSkatTTEntry) * PL_SOLVER_BUCKET == 64);
  solver->tt = g_aligned_alloc0 ((gsize) 1 << tt_bits, sizeof (PlSkatTTEntry), 64);
  solver->tt_mask = ((guint64) 1 << tt_bits) - 1;
  solver->tt_shift = 64 - (tt_bits - 2);
  solver->gen = 1;
  solver->stop_at = G_MAXUINT64;
  return solver;
}

void
pl_skat_solver_free (PlSkatSolver *solver)
{
  if (solver == NULL)
    return;
  g_aligned_free (solver->tt);
  g_free (solver);
}

static void
new_generation (PlSkatSolver *s)
{
  /* A new generation makes every entry stale without touching them. */
  if (++s->gen > PL_SOLVER_MAX_GEN)
    {
      memset (s->tt, 0, (s->tt_mask + 1) * sizeof (PlSkatTTEntry));
      s->gen = 1;
    }
}

void
pl_skat_solver_clear (PlSkatSolver *solver)
{
  new_generation (solver);
}

guint64
pl_skat_solver_get_nodes (PlSkatSolver *solver)
{
  return solver->nodes;
}

/* Assigns the next bits to the cards of one group, lowest first. */
static void
add_group (PlSkatSolver  *s,
           guint         *bit,
           const PlCard  *cards,
           guint          n_cards,
           gboolean       trumps)
{
  guint32 mask = 0;
  guint first = *bit;

  for (guint k = 0; k < n_cards; k++)
    mask |= 1u << (first + k);
  for (guint k = 0; k < n_cards; k++)
    {
      guint b = (*bit)++;

      s->bit_of[cards[k]] = b;
      s->points[b] = pl_skat_card_points (cards[k]);
      s->rank[b] = k;
      s->group[b] = mask;
    }
  if (trumps)
    s->trumps = mask;
  else
    s->plain[s->n_plain++] = mask;
}

/* The orders of the groups, lowest first (ISkO 3.2). */
static void
configure (PlSkatSolver   *s,
           PlSkatContract  contract,
           guint           flags,
           guint           decl)
{
  static const guint8 plain_order[] = {
    PL_RANK_7, PL_RANK_8, PL_RANK_9, PL_RANK_QUEEN, PL_RANK_KING,
    PL_RANK_10, PL_RANK_ACE,
  };
  static const guint8 null_order[] = {
    PL_RANK_7, PL_RANK_8, PL_RANK_9, PL_RANK_10, PL_RANK_JACK,
    PL_RANK_QUEEN, PL_RANK_KING, PL_RANK_ACE,
  };
  PlSkatObjective objective;
  PlCard cards[12];
  guint bit = 0, n;

  if (contract == PL_SKAT_NULL)
    objective = PL_SKAT_OBJECTIVE_NULL;
  else if (flags & PL_SKAT_FLAG_SCHWARZ)
    objective = PL_SKAT_OBJECTIVE_TRICKS;
  else
    objective = PL_SKAT_OBJECTIVE_POINTS;

  if (s->configured && s->contract == contract && s->decl == decl &&
      s->objective == objective)
    {
      s->flags = flags;
      return;
    }

  /* A new game: the old entries are not valid for it. */
  new_generation (s);
  s->configured = TRUE;
  s->contract = contract;
  s->flags = flags;
  s->decl = decl;
  s->objective = objective;
  s->ignore_points = objective != PL_SKAT_OBJECTIVE_POINTS;

  memset (s->bit_of, PL_SOLVER_NO_BIT, sizeof s->bit_of);
  s->trumps = 0;
  s->n_plain = 0;
  for (guint suit = 0; suit < 4; suit++)
    {
      n = 0;
      if (contract == PL_SKAT_NULL)
        {
          for (guint k = 0; k < G_N_ELEMENTS (null_order); k++)
            cards[n++] = PL_CARD (suit, null_order[k]);
        }
      else if (suit != contract)
        {
          for (guint k = 0; k < G_N_ELEMENTS (plain_order); k++)
            cards[n++] = PL_CARD (suit, plain_order[k]);
        }
      if (n > 0)
        add_group (s, &bit, cards, n, FALSE);
    }
  if (contract != PL_SKAT_NULL)
    {
      /* The trumps on top: the trump suit, then DJ HJ SJ CJ. */
      n = 0;
      if (contract < PL_SKAT_GRAND)
        for (guint k = 0; k < G_N_ELEMENTS (plain_order); k++)
          cards[n++] = PL_CARD (contract, plain_order[k]);
      for (gint suit = 3; suit >= 0; suit--)
        cards[n++] = PL_CARD (suit, PL_RANK_JACK);
      add_group (s, &bit, cards, n, TRUE);
    }
  g_assert (bit == 32);
  for (guint b = 0; b < 32; b++)
    s->beaten_by[b] = (s->group[b] | s->trumps) & ~((2u << b) - 1);

  /* The trumps by points (a stable sort: the jacks come between the nine
   * and the queen). */
  s->n_trumps = 0;
  for (guint p = 0; p <= 11; p++)
    for (guint b = 0; b < 32; b++)
      if ((s->trumps & (1u << b)) && s->points[b] == p)
        s->cheap_trumps[s->n_trumps++] = b;

  memset (s->by_points, 0, sizeof s->by_points);
  for (guint b = 0; b < 32; b++)
    s->by_points[s->points[b]] |= 1u << b;

  /* The runs of equal points within a group, two cards or more. */
  s->n_segs = 0;
  memset (s->seg_of, PL_SOLVER_NO_BIT, sizeof s->seg_of);
  for (guint b = 0; b < 32;)
    {
      guint e = b + 1;

      while (e < 32 && s->group[e] == s->group[b] &&
             (s->ignore_points || s->points[e] == s->points[b]))
        e++;
      if (e - b >= 2)
        {
          g_assert (s->n_segs < G_N_ELEMENTS (s->seg_mask));
          s->seg_low[s->n_segs] = b;
          s->seg_mask[s->n_segs] = (guint32) (((guint64) 1 << e) - ((guint64) 1 << b));
          for (guint k = b; k < e; k++)
            s->seg_of[k] = s->n_segs;
          s->n_segs++;
        }
      b = e;
    }

  for (guint byte = 0; byte < 4; byte++)
    for (guint v = 0; v < 256; v++)
      {
        guint p = 0;

        for (guint k = 0; k < 8; k++)
          if (v & (1u << k))
            p += s->points[byte * 8 + k];
        s->byte_points[byte][v] = p;
      }
}

static guint32
to_layout (const PlSkatSolver *s,
           PlCardSet           set)
{
  guint32 out = 0;
  PlCard c;

  PL_CARDSET_FOREACH (set, c)
    if (s->bit_of[c] != PL_SOLVER_NO_BIT)
      out |= 1u << s->bit_of[c];
  return out;
}

void
pl_skat_solver_set_opening (PlSkatSolver    *solver,
                            const PlCardSet  hands[3],
                            PlCardSet        skat,
                            PlSkatContract   contract,
                            guint            flags,
                            guint            declarer_position)
{
  configure (solver, contract, flags, declarer_position);
  for (guint p = 0; p < 3; p++)
    solver->hands[p] = to_layout (solver, hands[p]);
  solver->leader = 0;
  solver->n = 0;
  solver->tricks_left = pl_cardset_count (hands[0]);
  solver->rest = set_points (solver, solver->hands[0] | solver->hands[1] | solver->hands[2]);
  solver->acc = solver->objective == PL_SKAT_OBJECTIVE_POINTS ?
                (gint) pl_skat_cardset_points (skat) : 0;
  pl_skat_solver_init_keys (solver);
}

gboolean
pl_skat_solver_set_state (PlSkatSolver      *solver,
                          const PlSkatState *state)
{
  const PlSkatTrick *trick;
  gint decl_pos;
  guint decl;

  if (state->declarer < 0 || state->contract > PL_SKAT_NULL ||
      (state->phase != PL_SKAT_PHASE_PLAY && state->phase != PL_SKAT_PHASE_OVER))
    return FALSE;
  decl = state->declarer;
  decl_pos = pl_skat_get_seat_position (state, decl);
  if (decl_pos < 0)
    return FALSE;
  configure (solver, state->contract, state->flags, decl_pos);

  for (guint p = 0; p < 3; p++)
    solver->hands[p] = to_layout (solver, state->hands[state->seat_of[p]]);
  switch (solver->objective)
    {
    case PL_SKAT_OBJECTIVE_POINTS:
      solver->acc = (gint) pl_skat_cardset_points (state->won[decl] | state->skat);
      break;
    case PL_SKAT_OBJECTIVE_TRICKS:
      solver->acc = state->n_won[decl];
      break;
    case PL_SKAT_OBJECTIVE_NULL:
    default:
      solver->acc = state->n_tricks - state->n_won[decl];
      break;
    }

  if (state->phase == PL_SKAT_PHASE_OVER)
    {
      /* Nothing more to play (also after a decided early end). */
      memset (solver->hands, 0, sizeof solver->hands);
      solver->n = 0;
      solver->tricks_left = 0;
      solver->leader = 0;
      solver->rest = 0;
      pl_skat_solver_init_keys (solver);
      return TRUE;
    }
  trick = &state->tricks[state->n_tricks];
  solver->leader = pl_skat_get_seat_position (state, trick->leader);
  solver->n = state->n_trick_cards;
  for (guint i = 0; i < 3; i++)
    solver->trick[i] = i < solver->n ? solver->bit_of[trick->cards[i]] : PL_SOLVER_NO_BIT;
  solver->tricks_left = 10 - state->n_tricks;
  solver->rest = set_points (solver, solver->hands[0] | solver->hands[1] | solver->hands[2]);
  for (guint i = 0; i < solver->n; i++)
    solver->rest += solver->points[solver->trick[i]];
  pl_skat_solver_init_keys (solver);
  return TRUE;
}

gboolean
pl_skat_solver_counts_points (PlSkatSolver *solver)
{
  return solver->objective == PL_SKAT_OBJECTIVE_POINTS;
}

gint
pl_skat_solver_win_total (PlSkatSolver *solver)
{
  switch (solver->objective)
    {
    case PL_SKAT_OBJECTIVE_POINTS:
      return (solver->flags & PL_SKAT_FLAG_SCHNEIDER) ? 90 : 61;
    case PL_SKAT_OBJECTIVE_TRICKS:
    case PL_SKAT_OBJECTIVE_NULL:
    default:
      return 10;
    }
}

gboolean
pl_skat_solver_reaches_bound (PlSkatSolver *solver,
                              gint          total,
                              gint         *bound)
{
  gint t = total - solver->acc;
  gint v;

  if (t <= 0)
    {
      *bound = solver->acc;
      return TRUE;
    }
  if (t > remaining_max (solver) || solver->tricks_left == 0)
    {
      *bound = solver->acc + remaining_max (solver);
      return FALSE;
    }
  /* Fail-soft: the value returned bounds the true one from the side the
   * test failed to. */
  solver->aborted = FALSE;
  solver->stop_at = solver->node_limit > 0 ? solver->nodes + solver->node_limit : G_MAXUINT64;
  v = pl_skat_solver_search (solver, t - 1, t);
  solver->stop_at = G_MAXUINT64;
  if (solver->aborted)
    {
      *bound = solver->acc + remaining_max (solver);
      return FALSE;
    }
  *bound = solver->acc + v;
  return v >= t;
}

gboolean
pl_skat_solver_reaches (PlSkatSolver *solver,
                        gint          total)
{
  gint bound;

  return pl_skat_solver_reaches_bound (solver, total, &bound);
}

gboolean
pl_skat_solver_declarer_wins (PlSkatSolver *solver)
{
  return pl_skat_solver_reaches (solver, pl_skat_solver_win_total (solver));
}

void
pl_skat_solver_set_node_limit (PlSkatSolver *solver,
                               guint64       limit)
{
  solver->node_limit = limit;
}

gboolean
pl_skat_solver_aborted (PlSkatSolver *solver)
{
  return solver->aborted;
}

gint
pl_skat_solver_exact (PlSkatSolver *solver)
{
  gint lo = 0, hi = remaining_max (solver);

  /* Null-window bisection; the fail-soft values narrow it faster.  No
   * node limit: the exact value is always found. */
  solver->aborted = FALSE;
  solver->stop_at = G_MAXUINT64;
  while (lo < hi)
    {
      gint mid = (lo + hi + 1) / 2;
      gint v = pl_skat_solver_search (solver, mid - 1, mid);

      if (v >= mid)
        lo = MIN (v, hi);
      else
        hi = MAX (v, lo);
    }
  return solver->acc + lo;
}
