/* pl-ai-skat-solver-search.c — the alpha-beta search of the Skat solver
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-ai"

#include <string.h>

#include "pl-ai-skat-solver-private.h"


/* The cards of @legal worth searching.  A run is a set of cards of one
 * hand that follow one another among the cards still in play (those of
 * the current trick included): its cards take and lose the same tricks,
 * now and later, and differ only in their points.  So one card of each
 * points value is enough.  And when the trick in play already has its
 * side, because the run surely takes it (nobody after @pos in this trick
 * holds a card that beats it) or because @pos plays last, one card is
 * enough: the one with the most points when the trick goes to the side of
 * @pos, the fewest when it goes to the other side.  Whatever the other
 * card of the run would give later, it can only give to the same side or
 * to the other one, never more. */
static guint32
candidates (const PlSkatSolver *s,
            guint               pos,
            guint32             hand,
            guint32             legal,
            guint32             inplay)
{
  guint32 out = 0, later = 0;
  guint win_card = PL_SOLVER_NO_BIT;
  gboolean partner_wins = FALSE;

  if (s->n > 0)
    {
      guint best = s->n > 1 && beats (s, s->trick[1], s->trick[0]) ? 1 : 0;

      win_card = s->trick[best];
      partner_wins = (((s->leader + best) % 3) == s->decl) == (pos == s->decl);
    }
  for (guint i = s->n + 1; i < 3; i++)
    later |= s->hands[(pos + i - s->n) % 3];

  while (legal != 0)
    {
      guint c = __builtin_ctz (legal), top = c;
      guint32 run = 1u << c;

      for (;;)
        {
          /* The next card in play above the run's top, if it is ours. */
          guint32 higher = inplay & s->group[c] & ~((2u << top) - 1);

          if (higher == 0 || !(hand & (higher & -higher)))
            break;
          top = __builtin_ctz (higher);
          run |= 1u << top;
        }
      legal &= ~run;

      if (s->ignore_points || (run & (run - 1)) == 0)
        out |= 1u << c;
      else
        {
          gboolean wins = win_card == PL_SOLVER_NO_BIT || beats (s, c, win_card);
          gboolean ours, theirs;

          /* Played last and not beating, the card gives its points to
           * the winner: the partner, or the other side. */
          ours = (wins && (later & s->beaten_by[top]) == 0) ||
                 (!wins && s->n == 2 && partner_wins);
          theirs = !wins && s->n == 2 && !partner_wins;
          if (ours || theirs)
            {
              guint pick = c;

              for (guint32 r = run & (run - 1); r != 0; r &= r - 1)
                {
                  guint b = __builtin_ctz (r);

                  if (ours ? s->points[b] > s->points[pick]
                           : s->points[b] < s->points[pick])
                    pick = b;
                }
              out |= 1u << pick;
            }
          else
            {
              /* One card of each value: equal points lie side by side. */
              guint prev = c;

              out |= 1u << c;
              for (guint32 r = run & (run - 1); r != 0; r &= r - 1)
                {
                  guint b = __builtin_ctz (r);

                  if (s->points[b] != s->points[prev])
                    out |= 1u << b;
                  prev = b;
                }
            }
        }
    }
  return out;
}

/* The candidate cards of @pos, one of each class of equivalent cards, in
 * the order to search them (most promising first). */
static guint
gen_moves (PlSkatSolver *s,
           guint         pos,
           guint8       *out,
           guint         tt_move)
{
  guint32 hand = s->hands[pos];
  guint32 legal = hand, inplay;
  gint keys[12];
  guint count = 0;
  gboolean my_side = pos == s->decl;
  gboolean null_game = s->objective == PL_SKAT_OBJECTIVE_NULL;
  guint win_card = 0;
  gboolean side_winning = FALSE, second_hand = FALSE, last_partner = FALSE;
  guint32 last_hand = 0;

  inplay = s->hands[0] | s->hands[1] | s->hands[2];
  if (s->n > 0)
    {
      guint32 follow = hand & s->group[s->trick[0]];
      guint best = 0;

      if (follow)
        legal = follow;
      inplay |= 1u << s->trick[0];
      if (s->n > 1)
        {
          inplay |= 1u << s->trick[1];
          if (beats (s, s->trick[1], s->trick[0]))
            best = 1;
        }
      win_card = s->trick[best];
      side_winning = (((s->leader + best) % 3) == s->decl) == my_side;
      if (s->n == 1)
        {
          guint next = (pos + 1) % 3;

          /* Which cards the last to play could beat. */
          last_hand = s->hands[next] & s->group[s->trick[0]];
          if (last_hand == 0)
            last_hand = s->hands[next];
          second_hand = TRUE;
          last_partner = (next == s->decl) == my_side;
        }
    }

  for (guint32 todo = candidates (s, pos, hand, legal, inplay); todo != 0; todo &= todo - 1)
    {
      guint c = __builtin_ctz (todo);
      gint key;

      /* Move ordering: the stored best move, then winners of the trick
       * cheapest first, or points to a partner who wins it, or low
       * cards; high cards lead. */
      if (c == tt_move)
        key = 10000;
      else if (s->n == 0)
        {
          key = ((s->trumps & (1u << c)) ? (my_side ? 300 : 0) : 100) +
                s->rank[c] * (null_game && my_side ? -1 : 1);
          if (!null_game)
            {
              /* A lead nobody on the other side can beat first, a plain
               * card before a trump (the trumps keep their power over the
               * side suits for later; measured: a third fewer nodes). */
              gboolean sure = TRUE;

              for (guint o = 1; o < 3 && sure; o++)
                {
                  guint q = (pos + o) % 3;
                  guint32 h, l;

                  if ((q == s->decl) == my_side)
                    continue;
                  h = s->hands[q];
                  l = h & s->group[c];
                  if (l == 0)
                    l = h;
                  sure = (l & s->beaten_by[c]) == 0;
                }
              if (sure)
                key = ((s->trumps & (1u << c)) ? 1500 : 2000) + s->rank[c];
              else if (!my_side)
                {
                  /* A defender's lead his partner surely wins. */
                  guint p = (pos + 1) % 3 == s->decl ? (pos + 2) % 3 : (pos + 1) % 3;
                  guint32 lp = s->hands[p] & s->group[c], ld = s->hands[s->decl] & s->group[c];

                  if (lp == 0)
                    lp = s->hands[p];
                  if (ld == 0)
                    ld = s->hands[s->decl];
                  if (lp != 0 && ld != 0)
                    {
                      guint tp = high_bit (lp), td = high_bit (ld);
                      guint w = beats (s, tp, c) ? tp : c;

                      if (!beats (s, td, w))
                        key += 700;
                    }
                }
            }
        }
      else
        {
          gboolean wins = beats (s, c, win_card);

          if (second_hand && !null_game)
            {
              /* Second hand: with an opponent last, the trick is ours
               * when our winning card is one he cannot beat; with the
               * partner last, also when he can beat the winning card. */
              guint w = wins ? c : win_card;
              gboolean ours;

              if (last_partner)
                ours = wins || side_winning || (last_hand & s->beaten_by[w]) != 0;
              else
                ours = (wins || side_winning) && (last_hand & s->beaten_by[w]) == 0;

              key = ours ? 300 + 10 * s->points[c] - s->rank[c]
                         : 150 - 10 * s->points[c] - s->rank[c];
            }
          else if (null_game)
            key = my_side ? (wins ? -(gint) s->rank[c] : 200 + s->rank[c])
                          : (wins ? 100 - s->rank[c] : 200 - s->rank[c]);
          else if (side_winning)
            key = 100 + 10 * s->points[c] - s->rank[c];
          else
            key = wins ? 300 + 10 * s->points[c] - s->rank[c] : 100 - 10 * s->points[c] - s->rank[c];
        }
      keys[count] = key;
      out[count++] = c;
    }

  /* Insertion sort, highest key first: at most ten cards. */
  for (guint i = 1; i < count; i++)
    {
      gint k = keys[i];
      guint8 c = out[i];
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
  guint8 saved[3] = { s->trick[0], s->trick[1], s->trick[2] };
  guint w;
  gint v;

  for (guint i = 0; i < 3; i++)
    s->trick[i] = __builtin_ctz (s->hands[(s->leader + i) % 3]);
  w = trick_winner (s);
  v = trick_value (s, (s->leader + w) % 3 == s->decl,
                   s->points[s->trick[0]] + s->points[s->trick[1]] + s->points[s->trick[2]]);
  memcpy (s->trick, saved, sizeof saved);
  return v;
}

/* The last two tricks, solved outright: at most eight ways to play the
 * first of them, and the last plays itself. */
static gint
two_tricks (const PlSkatSolver *s)
{
  guint l = s->leader;
  guint pa = l, pb = (l + 1) % 3, pc = (l + 2) % 3;
  guint32 ha = s->hands[pa], hb = s->hands[pb], hc = s->hands[pc];
  gboolean max_a = pa == s->decl, max_b = pb == s->decl, max_c = pc == s->decl;
  gint best_a = max_a ? -1 : G_MAXINT;

  for (guint32 ra = ha; ra != 0; ra &= ra - 1)
    {
      guint a = __builtin_ctz (ra);
      guint32 lb = hb & s->group[a], lc = hc & s->group[a];
      gint best_b = max_b ? -1 : G_MAXINT;

      if (lb == 0)
        lb = hb;
      if (lc == 0)
        lc = hc;
      for (guint32 rb = lb; rb != 0; rb &= rb - 1)
        {
          guint b = __builtin_ctz (rb);
          gint best_c = max_c ? -1 : G_MAXINT;

          for (guint32 rc = lc; rc != 0; rc &= rc - 1)
            {
              guint c = __builtin_ctz (rc), w = 0, w2 = 0;
              guint t1[3] = { a, b, c }, t2[3];
              guint wpos, wpos2;
              gint v;

              if (beats (s, b, a))
                w = 1;
              if (beats (s, c, t1[w]))
                w = 2;
              wpos = (l + w) % 3;
              v = trick_value (s, wpos == s->decl,
                               s->points[a] + s->points[b] + s->points[c]);

              /* The last trick, led by the winner. */
              for (guint i = 0; i < 3; i++)
                {
                  guint p = (wpos + i) % 3;
                  guint32 h = s->hands[p] & ~((1u << a) | (1u << b) | (1u << c));

                  t2[i] = __builtin_ctz (h);
                }
              if (beats (s, t2[1], t2[0]))
                w2 = 1;
              if (beats (s, t2[2], t2[w2]))
                w2 = 2;
              wpos2 = (wpos + w2) % 3;
              v += trick_value (s, wpos2 == s->decl,
                                s->points[t2[0]] + s->points[t2[1]] + s->points[t2[2]]);
              best_c = max_c ? MAX (best_c, v) : MIN (best_c, v);
            }
          best_b = max_b ? MAX (best_b, best_c) : MIN (best_b, best_c);
        }
      best_a = max_a ? MAX (best_a, best_b) : MIN (best_a, best_b);
    }
  return best_a;
}

/* The fewest points @k cards of @set (all of one group) can have. */
static gint
cheapest (const PlSkatSolver *s,
          guint32             set,
          guint               k)
{
  gint pts = 0;

  if (set & s->trumps)
    {
      for (guint i = 0; i < s->n_trumps && k > 0; i++)
        if (set & (1u << s->cheap_trumps[i]))
          {
            pts += s->points[s->cheap_trumps[i]];
            k--;
          }
      return pts;
    }
  /* In a plain suit the points rise with the rank. */
  for (; set != 0 && k > 0; set &= set - 1, k--)
    pts += s->points[__builtin_ctz (set)];
  return pts;
}

/* The fewest points @k cards of @hand can have. */
static inline gint
cheapest_of_hand (const PlSkatSolver *s,
                  guint32             hand,
                  guint               k)
{
  gint pts = 0;

  for (guint p = 0; p < 12 && k > 0; p++)
    {
      guint m = popcount32 (hand & s->by_points[p]);

      m = MIN (m, k);
      pts += m * p;
      k -= m;
    }
  return pts;
}

/* The cards of the tricks the leader is sure to take by leading his top
 * cards: his unbroken run from the top of the trumps (cards already
 * played do not break it), and, once that run has drawn every other
 * trump, all his trumps and his unbroken runs from the top of the plain
 * suits; before that, as many of those as the opponents with trumps must
 * follow, led first.  Only his own cards are in the set, so its points
 * bound what his side takes, cheaply enough for every trick boundary;
 * @forced receives the fewest points each of the other two (next, last)
 * must add to those tricks by following. */
static guint32
sure_cards (const PlSkatSolver *s,
            gint                forced[2])
{
  guint l = s->leader;
  guint32 mine = s->hands[l];
  guint32 other[2] = { s->hands[(l + 1) % 3], s->hands[(l + 2) % 3] };
  guint32 others = other[0] | other[1];
  guint32 run = above (mine & s->trumps, others & s->trumps);
  guint n_run = popcount32 (run);

  if (popcount32 (other[0] & s->trumps) > n_run || popcount32 (other[1] & s->trumps) > n_run)
    {
      /* Someone can still trump, but not while he has to follow: the
       * top cards of a plain suit win as often as every opponent who
       * holds trumps can follow.  Those are led first; then the top
       * trumps, which whoever holds trumps must follow. */
      for (guint i = 0; i < 2; i++)
        forced[i] = (other[i] & s->trumps) ? cheapest (s, other[i] & s->trumps, n_run) : 0;
      for (guint g = 0; g < s->n_plain; g++)
        {
          guint32 top = above (mine & s->plain[g], others & s->plain[g]);
          guint limit = 10, led = 0;

          if (top == 0)
            continue;
          for (guint i = 0; i < 2; i++)
            if (other[i] & s->trumps)
              limit = MIN (limit, popcount32 (other[i] & s->plain[g]));
          for (; led < limit && top != 0; led++)
            {
              guint b = high_bit (top);

              run |= 1u << b;
              top &= ~(1u << b);
            }
          for (guint i = 0; i < 2; i++)
            if (other[i] & s->trumps)
              forced[i] += cheapest (s, other[i] & s->plain[g], led);
        }
      return run;
    }

  /* Nobody else can trump any more once the run has drawn every trump,
   * all of which fall into the leader's tricks. */
  for (guint i = 0; i < 2; i++)
    forced[i] = set_points (s, other[i] & s->trumps);
  run = mine & s->trumps;
  for (guint g = 0; g < s->n_plain; g++)
    {
      guint32 m = mine & s->plain[g];

      if (m != 0)
        run |= above (m, others & s->plain[g]);
    }
  return run;
}

/* The trumps of one side above every trump of the other: whoever leads,
 * a trick with one of them in it goes to their side. */
static inline guint32
safe_trumps (guint32 side,
             guint32 other_side,
             guint32 trumps)
{
  return above (side & trumps, other_side & trumps);
}

/* The table's key of a position: the hands with each run of equal
 * points packed to its lowest bits (positions that differ only in which
 * cards of a run were played have the same value and the same best
 * cards). */
static inline void
tt_key (const PlSkatSolver *s,
        const guint32       h[3],
        guint32             key[3])
{
  guint32 inplay = h[0] | h[1] | h[2];

  key[0] = h[0];
  key[1] = h[1];
  key[2] = h[2];
  for (guint i = 0; i < s->n_segs; i++)
    {
      guint32 r = inplay & s->seg_mask[i];
      guint32 low = r >> s->seg_low[i];
      guint32 packed[3] = { 0, 0, 0 };
      guint32 to = 1u << s->seg_low[i];

      /* Already packed (or empty). */
      if ((low & (low + 1)) == 0)
        continue;
      for (; r != 0; r &= r - 1, to <<= 1)
        {
          guint32 b = r & -r;

          if (h[0] & b)
            packed[0] |= to;
          else if (h[1] & b)
            packed[1] |= to;
          else
            packed[2] |= to;
        }
      for (guint p = 0; p < 3; p++)
        key[p] = (key[p] & ~s->seg_mask[i]) | packed[p];
    }
}

void
pl_skat_solver_init_keys (PlSkatSolver *s)
{
  tt_key (s, s->hands, s->keys);
}

/* The card of the position for the bit @b of its key. */
static inline guint
from_key_bit (const PlSkatSolver *s,
              guint               b)
{
  guint seg = s->seg_of[b];
  guint32 r;

  if (seg == PL_SOLVER_NO_BIT)
    return b;
  r = (s->hands[0] | s->hands[1] | s->hands[2]) & s->seg_mask[seg];
  for (guint k = b - s->seg_low[seg]; k > 0 && r != 0; k--)
    r &= r - 1;
  return r != 0 ? (guint) __builtin_ctz (r) : PL_SOLVER_NO_BIT;
}

/* The bit of the key for the card @c of the position. */
static inline guint
to_key_bit (const PlSkatSolver *s,
            guint               c)
{
  guint seg = s->seg_of[c];
  guint32 below;

  if (seg == PL_SOLVER_NO_BIT)
    return c;
  below = (s->hands[0] | s->hands[1] | s->hands[2]) & s->seg_mask[seg] & ((1u << c) - 1);
  return s->seg_low[seg] + popcount32 (below);
}

/* @keys with the card @c, still in the hands, taken out of them: the
 * cards of its run above it move down one bit, whoever holds them. */
static inline void
key_remove (const PlSkatSolver *s,
            guint32             keys[3],
            guint               c)
{
  guint seg = s->seg_of[c];
  guint32 run = seg == PL_SOLVER_NO_BIT ? 0 : s->seg_mask[seg];
  guint32 gone = 1u << to_key_bit (s, c);
  guint32 above = run & ~((gone << 1) - 1);

  for (guint p = 0; p < 3; p++)
    keys[p] = (keys[p] & ~(above | gone)) | ((keys[p] & above) >> 1);
}

static inline PlSkatTTEntry *
tt_bucket (const PlSkatSolver *s,
           const guint32       key[3],
           guint               leader)
{
  guint64 h;

  h = (key[0] * G_GUINT64_CONSTANT (0x9E3779B97F4A7C15)) ^
      (key[1] * G_GUINT64_CONSTANT (0xC2B2AE3D27D4EB4F)) ^
      (key[2] * G_GUINT64_CONSTANT (0x165667B19E3779F9)) ^
      ((guint64) (leader + 1) * G_GUINT64_CONSTANT (0x27D4EB2F165667C5));
  h ^= h >> 29;
  h *= G_GUINT64_CONSTANT (0xBF58476D1CE4E5B9);
  return &s->tt[(h >> s->tt_shift) * PL_SOLVER_BUCKET];
}

static inline gboolean
tt_match (const PlSkatSolver *s,
          const PlSkatTTEntry      *e,
          const guint32       key[3],
          guint               leader)
{
  return e->gen == s->gen && e->leader == leader &&
         e->h[0] == key[0] && e->h[1] == key[1] && e->h[2] == key[2];
}

static inline PlSkatTTEntry *
tt_find (const PlSkatSolver *s,
         PlSkatTTEntry            *bucket,
         const guint32       key[3],
         guint               leader)
{
  for (guint i = 0; i < PL_SOLVER_BUCKET; i++)
    if (tt_match (s, &bucket[i], key, leader))
      return &bucket[i];
  return NULL;
}

/* The entry to give a new position: a stale one, else the one with the
 * fewest tricks left (the cheapest to find again). */
static inline PlSkatTTEntry *
tt_victim (const PlSkatSolver *s,
           PlSkatTTEntry            *bucket)
{
  PlSkatTTEntry *victim = &bucket[0];

  for (guint i = 0; i < PL_SOLVER_BUCKET; i++)
    {
      if (bucket[i].gen != s->gen)
        return &bucket[i];
      if (bucket[i].depth < victim->depth)
        victim = &bucket[i];
    }
  return victim;
}

/* Bounds of the value still to come from the leader's sure tricks and
 * each side's trumps that the other cannot beat. */
static inline void
bounds (const PlSkatSolver *s,
        gint                rem,
        gint               *lower,
        gint               *upper)
{
  gint forced[2];
  guint32 sure = sure_cards (s, forced);
  guint32 decl = s->hands[s->decl];
  guint32 defs = s->hands[(s->decl + 1) % 3] | s->hands[(s->decl + 2) % 3];
  guint32 decl_safe = safe_trumps (decl, defs, s->trumps);
  guint32 defs_safe = safe_trumps (defs, decl, s->trumps);
  guint32 d0 = s->hands[(s->decl + 1) % 3], d1 = s->hands[(s->decl + 2) % 3];
  guint k_decl = popcount32 (decl_safe);
  guint k_defs = MAX (popcount32 (defs_safe & d0), popcount32 (defs_safe & d1));
  /* Every safe trump takes a trick of its own (two of the defenders' may
   * share one): the other side adds at least its cheapest cards to them. */
  gint to_decl = cheapest_of_hand (s, d0, k_decl) + cheapest_of_hand (s, d1, k_decl);
  gint to_defs = cheapest_of_hand (s, decl, k_defs);

  /* What the others must add to the leader's sure tricks counts too; a
   * defender leading counts only what the declarer adds, as his partner's
   * cards may be among the safe trumps already. */
  if (s->leader == s->decl)
    {
      *lower = set_points (s, sure | decl_safe) +
               MAX (forced[0] + forced[1], to_decl);
      *upper = rem - set_points (s, defs_safe) - to_defs;
    }
  else
    {
      *lower = set_points (s, decl_safe) + to_decl;
      *upper = rem - set_points (s, sure | defs_safe) -
               MAX (forced[(s->decl + 3 - s->leader) % 3 - 1], to_defs);
    }
}

/* With fewer tricks left the table is not asked: two tricks are solved
 * outright (and three are still worth an entry, measured). */
#define TT_MIN_TRICKS 3

/* Fail-soft alpha-beta: the value still to come, for the declarer. */
gint
pl_skat_solver_search (PlSkatSolver *s,
                       gint          alpha,
                       gint          beta)
{
  guint n = s->n;
  guint pos = (s->leader + n) % 3;
  gboolean max_node = pos == s->decl;
  PlSkatTTEntry *e = NULL, *bucket;
  guint32 key[3];
  guint tt_move = PL_SOLVER_NO_BIT;
  guint8 moves[12];
  guint n_moves;
  gint best, rem, a0, b0;
  guint best_card = PL_SOLVER_NO_BIT;
  gint lower = 0, upper;
  gboolean use_tt;

  /* A search over its node budget gives up: every value above it is
   * then meaningless, so nothing more is stored (see below). */
  if (++s->nodes > s->stop_at || s->aborted)
    {
      s->aborted = TRUE;
      return alpha;
    }
  rem = remaining_max (s);
  upper = rem;
  if (rem <= alpha)
    return rem;
  if (beta <= 0)
    return 0;
  if (n == 0)
    {
      if (s->tricks_left <= 2)
        return s->tricks_left == 0 ? 0 : s->tricks_left == 1 ? last_trick (s) : two_tricks (s);
      use_tt = s->tricks_left >= TT_MIN_TRICKS;

      /* The table first (its line was fetched ahead), then the bounds. */
      if (use_tt)
        {
          memcpy (key, s->keys, sizeof key);
          bucket = tt_bucket (s, key, s->leader);
          e = tt_find (s, bucket, key, s->leader);
          if (e != NULL)
            {
              if (e->lo >= beta)
                return e->lo;
              if (e->hi <= alpha)
                return e->hi;
              if (e->lo == e->hi)
                return e->lo;
              alpha = MAX (alpha, (gint) e->lo);
              beta = MIN (beta, (gint) e->hi);
              tt_move = e->best == PL_SOLVER_NO_MOVE ? PL_SOLVER_NO_BIT : from_key_bit (s, e->best);
            }
        }
      if (s->objective == PL_SKAT_OBJECTIVE_POINTS && e == NULL)
        {
          bounds (s, rem, &lower, &upper);
          if (lower >= beta)
            return lower;
          if (upper <= alpha || upper <= lower)
            return upper;
          alpha = MAX (alpha, lower);
          beta = MIN (beta, upper);
        }
      if (use_tt && e == NULL)
        {
          /* A new entry, starting from the bounds. */
          e = tt_victim (s, bucket);
          e->gen = s->gen;
          e->leader = s->leader;
          memcpy (e->h, key, sizeof key);
          e->lo = lower;
          e->hi = MIN (upper, 127);
          e->best = PL_SOLVER_NO_MOVE;
          e->depth = s->tricks_left;
        }
    }

  a0 = alpha;
  b0 = beta;
  n_moves = gen_moves (s, pos, moves, tt_move);

  /* Enhanced transposition cutoff: the last card of a trick leads to
   * positions the table may know already; one of them may cut off
   * before anything is searched. */
  if (n == 2 && s->tricks_left >= 7)
    {
      for (guint i = 0; i < n_moves; i++)
        {
          guint c = moves[i], w, wpos;
          guint32 ckey[3];
          PlSkatTTEntry *ce;
          gint tv;

          s->trick[2] = c;
          w = trick_winner (s);
          wpos = (s->leader + w) % 3;
          tv = trick_value (s, wpos == s->decl,
                            s->points[s->trick[0]] + s->points[s->trick[1]] + s->points[c]);
          memcpy (ckey, s->keys, sizeof ckey);
          key_remove (s, ckey, c);
          ce = tt_find (s, tt_bucket (s, ckey, wpos), ckey, wpos);
          if (ce == NULL)
            continue;
          if (max_node ? tv + (gint) ce->lo >= beta : tv + (gint) ce->hi <= alpha)
            return max_node ? tv + (gint) ce->lo : tv + (gint) ce->hi;
        }
    }
  else if (n == 2 && s->tricks_left >= 4)
    {
      /* The children's entries, fetched while the first is searched. */
      for (guint i = 0; i < n_moves; i++)
        {
          guint c = moves[i];
          guint32 ckey[3];

          s->trick[2] = c;
          memcpy (ckey, s->keys, sizeof ckey);
          key_remove (s, ckey, c);
          __builtin_prefetch (tt_bucket (s, ckey, (s->leader + trick_winner (s)) % 3));
        }
    }
  best = max_node ? -1 : G_MAXINT;
  for (guint i = 0; i < n_moves; i++)
    {
      guint c = moves[i];
      gint v;
      guint32 saved_keys[3];

      memcpy (saved_keys, s->keys, sizeof saved_keys);
      key_remove (s, s->keys, c);
      s->hands[pos] &= ~(1u << c);
      s->trick[n] = c;
      if (n < 2)
        {
          s->n = n + 1;
          v = pl_skat_solver_search (s, alpha, beta);
          s->n = n;
        }
      else
        {
          guint w = trick_winner (s);
          guint wpos = (s->leader + w) % 3;
          gint tp = s->points[s->trick[0]] + s->points[s->trick[1]] + s->points[s->trick[2]];
          gint tv = trick_value (s, wpos == s->decl, tp);
          guint8 saved_leader = s->leader;
          guint8 saved_trick[3] = { s->trick[0], s->trick[1], s->trick[2] };

          s->leader = wpos;
          s->n = 0;
          s->tricks_left--;
          s->rest -= tp;
          v = tv + pl_skat_solver_search (s, alpha - tv, beta - tv);
          s->rest += tp;
          s->tricks_left++;
          s->n = n;
          s->leader = saved_leader;
          memcpy (s->trick, saved_trick, sizeof saved_trick);
        }
      s->hands[pos] |= 1u << c;
      memcpy (s->keys, saved_keys, sizeof saved_keys);

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

  /* The entry may have been given to another position meanwhile; an
   * aborted search has no value to store. */
  if (e != NULL && !s->aborted && tt_match (s, e, key, s->leader))
    {
      /* Fail-soft bounds: below the window an upper bound, above it a
       * lower bound, inside it the value. */
      if (best <= a0)
        e->hi = CLAMP (MIN (best, (gint) e->hi), 0, 127);
      else if (best >= b0)
        e->lo = CLAMP (MAX (best, (gint) e->lo), 0, 127);
      else
        e->lo = e->hi = CLAMP (best, 0, 127);
      e->best = best_card == PL_SOLVER_NO_BIT ? PL_SOLVER_NO_MOVE : to_key_bit (s, best_card);
    }
  return best;
}
