/* pl-ai-skat-solver.c — a double-dummy solver for the card play of Skat
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-ai"

#include <string.h>

#include "pl-ai-skat-solver.h"
#include "pl-skat-private.h"

#define TRUMP_GROUP 4
#define N_GROUPS 5

typedef enum {
  OBJECTIVE_POINTS,     /* the declarer's card points, skat included */
  OBJECTIVE_TRICKS,     /* Schwarz announced: the declarer's tricks */
  OBJECTIVE_NULL,       /* Null: the opponents' tricks */
} Objective;

/* One entry of the transposition table: the three hands compressed to 32
 * bits each (the key is exact, so a collision can never give a wrong
 * value), the leader, and bounds of the value still to come. */
typedef struct {
  guint32 h[3];
  guint8  leader;
  guint8  gen;
  guint8  lo;
  guint8  hi;
  guint8  best;
  guint8  pad[3];
} TTEntry;

struct _PlSkatSolver {
  TTEntry  *tt;
  guint64   tt_mask;
  guint     tt_shift;
  guint8    gen;

  /* The game: what the table's entries are valid for. */
  guint     contract;
  guint     flags;
  guint     decl;              /* the declarer's position */
  Objective objective;
  gboolean  configured;
  gboolean  ignore_points;     /* equivalence need not respect points */

  guint8    group[64];
  guint8    strength[64];
  guint8    points[64];
  PlCardSet group_set[N_GROUPS];
  PlCard    order[N_GROUPS][12];
  guint8    order_len[N_GROUPS];

  /* The position, by position (0 forehand, 1 middlehand, 2 rearhand). */
  PlCardSet hands[3];
  guint8    leader;
  guint8    n;                 /* cards in the current trick */
  PlCard    trick[3];
  guint8    tricks_left;       /* including the current one */
  gint      acc;               /* the total so far */
  gint      rest;              /* card points in the hands and the trick */

  guint64   nodes;
};

PlSkatSolver *
pl_skat_solver_new (guint tt_bits)
{
  PlSkatSolver *solver = g_new0 (PlSkatSolver, 1);

  if (tt_bits == 0)
    tt_bits = 20;
  tt_bits = CLAMP (tt_bits, 10, 26);
  solver->tt = g_new0 (TTEntry, (gsize) 1 << tt_bits);
  solver->tt_mask = ((guint64) 1 << tt_bits) - 1;
  solver->tt_shift = 64 - tt_bits;
  solver->gen = 1;
  return solver;
}

void
pl_skat_solver_free (PlSkatSolver *solver)
{
  if (solver == NULL)
    return;
  g_free (solver->tt);
  g_free (solver);
}

void
pl_skat_solver_clear (PlSkatSolver *solver)
{
  /* A new generation makes every entry stale without touching them. */
  if (++solver->gen == 0)
    {
      memset (solver->tt, 0, (solver->tt_mask + 1) * sizeof (TTEntry));
      solver->gen = 1;
    }
}

guint64
pl_skat_solver_get_nodes (PlSkatSolver *solver)
{
  return solver->nodes;
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
  Objective objective;

  if (contract == PL_SKAT_NULL)
    objective = OBJECTIVE_NULL;
  else if (flags & PL_SKAT_FLAG_SCHWARZ)
    objective = OBJECTIVE_TRICKS;
  else
    objective = OBJECTIVE_POINTS;

  if (s->configured && s->contract == contract && s->decl == decl &&
      s->objective == objective)
    {
      s->flags = flags;
      return;
    }

  /* A new game: the old entries are not valid for it. */
  if (++s->gen == 0)
    {
      memset (s->tt, 0, (s->tt_mask + 1) * sizeof (TTEntry));
      s->gen = 1;
    }
  s->configured = TRUE;
  s->contract = contract;
  s->flags = flags;
  s->decl = decl;
  s->objective = objective;
  s->ignore_points = objective != OBJECTIVE_POINTS;

  memset (s->group, 0xff, sizeof s->group);
  memset (s->strength, 0, sizeof s->strength);
  memset (s->points, 0, sizeof s->points);
  memset (s->group_set, 0, sizeof s->group_set);
  memset (s->order_len, 0, sizeof s->order_len);

  for (guint suit = 0; suit < 4; suit++)
    {
      if (contract == PL_SKAT_NULL)
        {
          for (guint k = 0; k < G_N_ELEMENTS (null_order); k++)
            s->order[suit][s->order_len[suit]++] = PL_CARD (suit, null_order[k]);
          continue;
        }
      /* In a suit game the trump suit's cards go to the trump group. */
      for (guint k = 0; k < G_N_ELEMENTS (plain_order); k++)
        {
          guint g = suit == contract ? TRUMP_GROUP : suit;
          s->order[g][s->order_len[g]++] = PL_CARD (suit, plain_order[k]);
        }
    }
  if (contract != PL_SKAT_NULL)
    {
      /* The jacks on top of the trumps: DJ HJ SJ CJ. */
      for (gint suit = 3; suit >= 0; suit--)
        s->order[TRUMP_GROUP][s->order_len[TRUMP_GROUP]++] = PL_CARD (suit, PL_RANK_JACK);
    }
  for (guint g = 0; g < N_GROUPS; g++)
    for (guint k = 0; k < s->order_len[g]; k++)
      {
        PlCard c = s->order[g][k];

        s->group[c] = g;
        s->strength[c] = k + 1;
        s->group_set[g] |= PL_CARDSET_BIT (c);
      }
  for (guint c = 0; c < 64; c++)
    s->points[c] = pl_skat_card_points (c);
}

static inline guint32
compress (PlCardSet set)
{
  return (guint32) (((set >> 5) & 0xff) | (((set >> 21) & 0xff) << 8) |
                    (((set >> 37) & 0xff) << 16) | (((set >> 53) & 0xff) << 24));
}

static inline gboolean
beats (const PlSkatSolver *s,
       PlCard              c,
       PlCard              b)
{
  if (s->group[c] == s->group[b])
    return s->strength[c] > s->strength[b];
  return s->group[c] == TRUMP_GROUP;
}

/* The value a trick adds to the total. */
static inline gint
trick_value (const PlSkatSolver *s,
             gboolean            declarer_wins,
             PlCard              a,
             PlCard              b,
             PlCard              c)
{
  switch (s->objective)
    {
    case OBJECTIVE_POINTS:
      return declarer_wins ? s->points[a] + s->points[b] + s->points[c] : 0;
    case OBJECTIVE_TRICKS:
      return declarer_wins ? 1 : 0;
    case OBJECTIVE_NULL:
    default:
      return declarer_wins ? 0 : 1;
    }
}

/* An upper bound of the value still to come. */
static inline gint
remaining_max (const PlSkatSolver *s)
{
  return s->objective == OBJECTIVE_POINTS ? s->rest : s->tricks_left;
}

static inline guint
trick_winner (const PlSkatSolver *s)
{
  guint best = 0;

  if (beats (s, s->trick[1], s->trick[0]))
    best = 1;
  if (beats (s, s->trick[2], s->trick[best]))
    best = 2;
  return best;
}

/* The candidate cards of @pos, one of each class of equivalent cards, in
 * the order to search them (most promising first). */
static guint
gen_moves (PlSkatSolver *s,
           guint         pos,
           PlCard       *out,
           PlCard        tt_move)
{
  PlCardSet hand = s->hands[pos];
  PlCardSet legal = hand, inplay;
  gint keys[12];
  guint count = 0;
  gboolean my_side = pos == s->decl;
  gboolean null_game = s->objective == OBJECTIVE_NULL;
  PlCard win_card = PL_CARD_NONE;
  gboolean side_winning = FALSE;

  if (s->n > 0)
    {
      PlCardSet follow = hand & s->group_set[s->group[s->trick[0]]];
      guint best = 0;

      if (follow)
        legal = follow;
      for (guint i = 1; i < s->n; i++)
        if (beats (s, s->trick[i], s->trick[best]))
          best = i;
      win_card = s->trick[best];
      side_winning = (((s->leader + best) % 3) == s->decl) == my_side;
    }

  inplay = s->hands[0] | s->hands[1] | s->hands[2];
  for (guint i = 0; i < s->n; i++)
    inplay |= PL_CARDSET_BIT (s->trick[i]);

  for (guint g = 0; g < N_GROUPS; g++)
    {
      gboolean prev_mine = FALSE;
      gint prev_pts = -1;
      PlCardSet todo = legal & s->group_set[g];

      for (guint k = 0; todo != 0; k++)
        {
          PlCard c = s->order[g][k];
          gint key;

          if (!pl_cardset_has (inplay, c))
            continue;
          if (!pl_cardset_has (hand, c))
            {
              prev_mine = FALSE;
              continue;
            }
          todo &= ~PL_CARDSET_BIT (c);
          if (prev_mine && (s->ignore_points || s->points[c] == prev_pts))
            {
              /* Equivalent to the card below it: searching it again
               * could not give another value. */
              prev_pts = s->points[c];
              continue;
            }
          prev_mine = TRUE;
          prev_pts = s->points[c];

          /* Move ordering: the stored best move, then winners of the
           * trick cheapest first, or points to a partner who wins it, or
           * low cards; high cards lead. */
          if (c == tt_move)
            key = 10000;
          else if (s->n == 0)
            key = (s->group[c] == TRUMP_GROUP ? (my_side ? 300 : 0) : 100) +
                  s->strength[c] * (null_game && my_side ? -1 : 1);
          else
            {
              gboolean wins = beats (s, c, win_card);

              if (null_game)
                key = my_side ? (wins ? -s->strength[c] : 200 + s->strength[c])
                              : (wins ? 100 - s->strength[c] : 200 - s->strength[c]);
              else if (side_winning)
                key = wins ? 50 - s->strength[c] : 100 + s->points[c];
              else
                key = wins ? 300 - s->strength[c] + s->points[c] : 100 - s->points[c];
            }
          keys[count] = key;
          out[count++] = c;
        }
    }

  /* Insertion sort, highest key first: at most ten cards. */
  for (guint i = 1; i < count; i++)
    {
      gint k = keys[i];
      PlCard c = out[i];
      guint j = i;

      while (j > 0 && keys[j - 1] < k)
        {
          keys[j] = keys[j - 1];
          out[j] = out[j - 1];
          j--;
        }
      keys[j] = k;
      out[j] = c;
    }
  return count;
}

/* The last trick: one card in each hand. */
static gint
last_trick (PlSkatSolver *s)
{
  PlCard saved[3] = { s->trick[0], s->trick[1], s->trick[2] };
  guint w;
  gint v;

  for (guint i = 0; i < 3; i++)
    s->trick[i] = pl_cardset_first (s->hands[(s->leader + i) % 3]);
  w = trick_winner (s);
  v = trick_value (s, (s->leader + w) % 3 == s->decl,
                   s->trick[0], s->trick[1], s->trick[2]);
  memcpy (s->trick, saved, sizeof saved);
  return v;
}

/* The card points of the tricks the leader is sure to take by leading
 * his top cards: his unbroken run from the top of the trumps (cards
 * already played do not break it), and, once that run has drawn every
 * other trump, all his trumps and his unbroken runs from the top of the
 * plain suits.  Only his own cards are counted, so this is a bound of
 * what his side takes, cheap enough for every trick boundary. */
static gint
sure_points (const PlSkatSolver *s)
{
  guint l = s->leader;
  PlCardSet mine = s->hands[l];
  PlCardSet others = s->hands[(l + 1) % 3] | s->hands[(l + 2) % 3];
  PlCardSet trumps = s->group_set[TRUMP_GROUP];
  gint pts = 0;
  guint run = 0;

  for (gint k = s->order_len[TRUMP_GROUP] - 1; k >= 0; k--)
    {
      PlCard c = s->order[TRUMP_GROUP][k];

      if (pl_cardset_has (mine, c))
        {
          pts += s->points[c];
          run++;
        }
      else if (pl_cardset_has (others, c))
        break;
    }
  if (pl_cardset_count (s->hands[(l + 1) % 3] & trumps) > run ||
      pl_cardset_count (s->hands[(l + 2) % 3] & trumps) > run)
    return pts;

  /* Nobody else can trump any more. */
  pts = (gint) pl_skat_cardset_points (mine & trumps);
  for (guint g = 0; g < TRUMP_GROUP; g++)
    {
      if ((mine & s->group_set[g]) == 0)
        continue;
      for (gint k = s->order_len[g] - 1; k >= 0; k--)
        {
          PlCard c = s->order[g][k];

          if (pl_cardset_has (mine, c))
            pts += s->points[c];
          else if (pl_cardset_has (others, c))
            break;
        }
    }
  return pts;
}

/* Fail-soft alpha-beta: the value still to come, for the declarer. */
static gint
search (PlSkatSolver *s,
        gint          alpha,
        gint          beta)
{
  guint n = s->n;
  guint pos = (s->leader + n) % 3;
  gboolean max_node = pos == s->decl;
  TTEntry *e = NULL;
  guint32 key[3] = { 0, };
  PlCard tt_move = PL_CARD_NONE;
  PlCard moves[12];
  guint n_moves;
  gint best, rem, a0, b0;
  PlCard best_card = PL_CARD_NONE;

  s->nodes++;
  if (n == 0)
    {
      guint64 h;

      if (s->tricks_left == 0)
        return 0;
      rem = remaining_max (s);
      if (rem <= alpha)
        return rem;
      if (beta <= 0)
        return 0;
      if (s->tricks_left == 1)
        return last_trick (s);
      for (guint i = 0; i < 3; i++)
        key[i] = compress (s->hands[i]);
      h = (key[0] * G_GUINT64_CONSTANT (0x9E3779B97F4A7C15)) ^
          (key[1] * G_GUINT64_CONSTANT (0xC2B2AE3D27D4EB4F)) ^
          (key[2] * G_GUINT64_CONSTANT (0x165667B19E3779F9)) ^
          ((guint64) (s->leader + 1) * G_GUINT64_CONSTANT (0x27D4EB2F165667C5));
      h ^= h >> 29;
      h *= G_GUINT64_CONSTANT (0xBF58476D1CE4E5B9);
      e = &s->tt[h >> s->tt_shift];
      /* The entry is most likely not in the cache: fetch it while the
       * sure tricks are counted. */
      __builtin_prefetch (e);

      /* The leader's sure tricks bound the value from below when he is
       * the declarer, from above when he defends. */
      if (s->objective == OBJECTIVE_POINTS)
        {
          gint sure = sure_points (s);

          if (s->leader == s->decl)
            {
              if (sure >= beta)
                return sure;
            }
          else if (rem - sure <= alpha)
            return rem - sure;
        }

      if (e->gen == s->gen && e->leader == s->leader &&
          e->h[0] == key[0] && e->h[1] == key[1] && e->h[2] == key[2])
        {
          if (e->lo >= beta)
            return e->lo;
          if (e->hi <= alpha)
            return e->hi;
          if (e->lo == e->hi)
            return e->lo;
          alpha = MAX (alpha, (gint) e->lo);
          beta = MIN (beta, (gint) e->hi);
          tt_move = e->best;
        }
      else
        {
          /* Take the slot over: always-replace keeps the table fresh. */
          e->gen = s->gen;
          e->leader = s->leader;
          memcpy (e->h, key, sizeof key);
          e->lo = 0;
          e->hi = (guint8) MIN (rem, 255);
          e->best = PL_CARD_NONE;
          e->pad[0] = s->tricks_left;
        }
    }
  else
    {
      rem = remaining_max (s);
      if (rem <= alpha)
        return rem;
      if (beta <= 0)
        return 0;
    }

  a0 = alpha;
  b0 = beta;
  n_moves = gen_moves (s, pos, moves, tt_move);
  best = max_node ? -1 : G_MAXINT;
  for (guint i = 0; i < n_moves; i++)
    {
      PlCard c = moves[i];
      gint v;

      s->hands[pos] &= ~PL_CARDSET_BIT (c);
      s->trick[n] = c;
      if (n < 2)
        {
          s->n = n + 1;
          v = search (s, alpha, beta);
          s->n = n;
        }
      else
        {
          guint w = trick_winner (s);
          guint wpos = (s->leader + w) % 3;
          gint tv = trick_value (s, wpos == s->decl, s->trick[0], s->trick[1], s->trick[2]);
          gint tp = s->points[s->trick[0]] + s->points[s->trick[1]] + s->points[s->trick[2]];
          guint8 saved_leader = s->leader;
          PlCard saved_trick[3] = { s->trick[0], s->trick[1], s->trick[2] };

          s->leader = wpos;
          s->n = 0;
          s->tricks_left--;
          s->rest -= tp;
          v = tv + search (s, alpha - tv, beta - tv);
          s->rest += tp;
          s->tricks_left++;
          s->n = n;
          s->leader = saved_leader;
          memcpy (s->trick, saved_trick, sizeof saved_trick);
        }
      s->hands[pos] |= PL_CARDSET_BIT (c);

      if (max_node)
        {
          if (v > best)
            {
              best = v;
              best_card = c;
            }
          if (best > alpha)
            alpha = best;
        }
      else
        {
          if (v < best)
            {
              best = v;
              best_card = c;
            }
          if (best < beta)
            beta = best;
        }
      if (alpha >= beta)
        break;
    }

  if (e != NULL && e->gen == s->gen && e->leader == s->leader &&
      e->h[0] == key[0] && e->h[1] == key[1] && e->h[2] == key[2])
    {
      /* Fail-soft bounds: below the window an upper bound, above it a
       * lower bound, inside it the value. */
      if (best <= a0)
        e->hi = (guint8) CLAMP (MIN (best, (gint) e->hi), 0, 255);
      else if (best >= b0)
        e->lo = (guint8) CLAMP (MAX (best, (gint) e->lo), 0, 255);
      else
        e->lo = e->hi = (guint8) CLAMP (best, 0, 255);
      e->best = best_card;
    }
  return best;
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
  memcpy (solver->hands, hands, sizeof solver->hands);
  solver->leader = 0;
  solver->n = 0;
  solver->tricks_left = pl_cardset_count (hands[0]);
  solver->rest = (gint) pl_skat_cardset_points (hands[0] | hands[1] | hands[2]);
  solver->acc = solver->objective == OBJECTIVE_POINTS ?
                (gint) pl_skat_cardset_points (skat) : 0;
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
    solver->hands[p] = state->hands[state->seat_of[p]];
  switch (solver->objective)
    {
    case OBJECTIVE_POINTS:
      solver->acc = (gint) pl_skat_cardset_points (state->won[decl] | state->skat);
      break;
    case OBJECTIVE_TRICKS:
      solver->acc = state->n_won[decl];
      break;
    case OBJECTIVE_NULL:
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
      return TRUE;
    }
  trick = &state->tricks[state->n_tricks];
  solver->leader = pl_skat_get_seat_position (state, trick->leader);
  solver->n = state->n_trick_cards;
  for (guint i = 0; i < 3; i++)
    solver->trick[i] = i < solver->n ? trick->cards[i] : PL_CARD_NONE;
  solver->tricks_left = 10 - state->n_tricks;
  solver->rest = (gint) pl_skat_cardset_points (solver->hands[0] | solver->hands[1] |
                                                solver->hands[2]);
  for (guint i = 0; i < solver->n; i++)
    solver->rest += solver->points[solver->trick[i]];
  return TRUE;
}

gboolean
pl_skat_solver_counts_points (PlSkatSolver *solver)
{
  return solver->objective == OBJECTIVE_POINTS;
}

gint
pl_skat_solver_win_total (PlSkatSolver *solver)
{
  switch (solver->objective)
    {
    case OBJECTIVE_POINTS:
      return (solver->flags & PL_SKAT_FLAG_SCHNEIDER) ? 90 : 61;
    case OBJECTIVE_TRICKS:
    case OBJECTIVE_NULL:
    default:
      return 10;
    }
}

gboolean
pl_skat_solver_reaches (PlSkatSolver *solver,
                        gint          total)
{
  gint t = total - solver->acc;

  if (t <= 0)
    return TRUE;
  if (t > remaining_max (solver))
    return FALSE;
  return search (solver, t - 1, t) >= t;
}

gboolean
pl_skat_solver_declarer_wins (PlSkatSolver *solver)
{
  return pl_skat_solver_reaches (solver, pl_skat_solver_win_total (solver));
}

gint
pl_skat_solver_exact (PlSkatSolver *solver)
{
  gint lo = 0, hi = remaining_max (solver);

  /* Null-window bisection; the fail-soft values narrow it faster. */
  while (lo < hi)
    {
      gint mid = (lo + hi + 1) / 2;
      gint v = search (solver, mid - 1, mid);

      if (v >= mid)
        lo = MIN (v, hi);
      else
        hi = MAX (v, lo);
    }
  return solver->acc + lo;
}
