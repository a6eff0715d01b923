/* pl-ai-skat-solver-private.h — what the files of the Skat solver share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pl-ai-skat-solver.h"
#include "pl-skat-private.h"

G_BEGIN_DECLS

#define PL_SOLVER_NO_BIT 0xff

typedef enum {
  PL_SKAT_OBJECTIVE_POINTS,     /* the declarer's card points, skat included */
  PL_SKAT_OBJECTIVE_TRICKS,     /* Schwarz announced: the declarer's tricks */
  PL_SKAT_OBJECTIVE_NULL,       /* Null: the opponents' tricks */
} PlSkatObjective;

/* One entry of the transposition table: the three hands in the solver's
 * layout (the key is exact, so a collision can never give a wrong value),
 * the leader, bounds of the value still to come, the best card found and
 * the tricks left (the replacement keeps the entries that cost most). */
typedef struct {
  guint32 h[3];
  guint32 gen : 6;
  guint32 leader : 2;
  guint32 lo : 7;
  guint32 hi : 7;
  guint32 best : 6;
  guint32 depth : 4;
} PlSkatTTEntry;

/* Four entries share one cache line: a probe costs one memory access. */
#define PL_SOLVER_BUCKET 4
#define PL_SOLVER_MAX_GEN 63
#define PL_SOLVER_NO_MOVE 63

/*
 * The layout: during a search a hand is a 32-bit set in which each group
 * of cards that follow one another (a plain suit; the trumps, jacks
 * included) takes consecutive bits, lowest card lowest, and the trumps
 * take the top bits.  A card beats another when its bit is higher and it
 * is of the same group or a trump; the card of a hand next below another
 * in play is the highest bit of a mask, so equivalent cards, sure tricks
 * and the points of a set are a few instructions each.
 */
struct _PlSkatSolver {
  PlSkatTTEntry   *tt;
  guint64         tt_mask;
  guint           tt_shift;
  guint           gen;

  /* The game: what the table's entries are valid for. */
  guint           contract;
  guint           flags;
  guint           decl;                       /* the declarer's position */
  PlSkatObjective objective;
  gboolean        configured;
  gboolean        ignore_points;              /* equivalence need not respect points */

  guint8          bit_of[64];                 /* card → bit (PL_SOLVER_NO_BIT: none) */
  guint8          points[32];
  guint8          rank[32];                   /* place within the group, from 0 */
  guint32         group[32];                  /* the mask of the bit's group */
  guint32         beaten_by[32];              /* the cards that beat the bit's card */
  guint32         trumps;                     /* 0 in Null */
  guint8          cheap_trumps[11];           /* the trump bits, fewest points first */
  guint           n_trumps;
  guint32         plain[4];                   /* the plain groups */
  guint           n_plain;
  guint8          byte_points[4][256];
  guint32         by_points[12];              /* the cards worth 0, 1, … 11 */

  /* The runs of a group whose cards have equal points (in Null, whole
   * groups): which of them are still in play does not matter, only who
   * holds the ones that are, so the table's keys pack each run's cards in
   * play to its lowest bits. */
  guint32         seg_mask[8];
  guint8          seg_low[8];
  guint8          seg_of[32];                 /* the bit's run, or PL_SOLVER_NO_BIT */
  guint           n_segs;

  /* The position, by position (0 forehand, 1 middlehand, 2 rearhand). */
  guint32         hands[3];
  guint32         keys[3];                    /* the hands packed as the table's key */
  guint8          leader;
  guint8          n;                          /* cards in the current trick */
  guint8          trick[3];                   /* bits */
  guint8          tricks_left;                /* including the current one */
  gint            acc;                        /* the total so far */
  gint            rest;                       /* card points in the hands and the trick */

  guint64         nodes;
  guint64         node_limit;                 /* per search, 0 for none */
  guint64         stop_at;                    /* nodes at which this search stops */
  gboolean        aborted;                    /* the last search hit the limit */
};

static inline guint
popcount32 (guint32 x)
{
  /* Without -mpopcnt the builtin calls into libgcc. */
  x = x - ((x >> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >> 2) & 0x33333333);
  x = (x + (x >> 4)) & 0x0f0f0f0f;
  return (x * 0x01010101) >> 24;
}

static inline guint
high_bit (guint32 x)
{
  return 31 - __builtin_clz (x);
}

static inline gint
set_points (const PlSkatSolver *s,
            guint32             set)
{
  return s->byte_points[0][set & 0xff] + s->byte_points[1][(set >> 8) & 0xff] +
         s->byte_points[2][(set >> 16) & 0xff] + s->byte_points[3][set >> 24];
}

/* The cards of @set above every card of @others. */
static inline guint32
above (guint32 set,
       guint32 others)
{
  if (others == 0)
    return set;
  /* For the top bit the shift gives 0 and the mask every bit. */
  return set & ~((2u << high_bit (others)) - 1);
}

static inline gboolean
beats (const PlSkatSolver *s,
       guint               c,
       guint               b)
{
  return (s->beaten_by[b] >> c) & 1;
}

/* The value a trick adds to the total. */
static inline gint
trick_value (const PlSkatSolver *s,
             gboolean            declarer_wins,
             gint                points)
{
  switch (s->objective)
    {
    case PL_SKAT_OBJECTIVE_POINTS:
      return declarer_wins ? points : 0;
    case PL_SKAT_OBJECTIVE_TRICKS:
      return declarer_wins ? 1 : 0;
    case PL_SKAT_OBJECTIVE_NULL:
    default:
      return declarer_wins ? 0 : 1;
    }
}

/* An upper bound of the value still to come. */
static inline gint
remaining_max (const PlSkatSolver *s)
{
  return s->objective == PL_SKAT_OBJECTIVE_POINTS ? s->rest : s->tricks_left;
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

/* The search (pl-ai-skat-solver-search.c). */
void pl_skat_solver_init_keys (PlSkatSolver *s);

gint pl_skat_solver_search (PlSkatSolver *s,
                            gint          alpha,
                            gint          beta);

G_END_DECLS
