/* pl-bezique-offer.c — what a Bézique player can declare now, and what
 * he said
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-bezique"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "pl-bezique-offer.h"
#include "pl-bezique-private.h"

#define SQ PL_CARD (PL_SUIT_SPADES, PL_RANK_QUEEN)
#define DJ PL_CARD (PL_SUIT_DIAMONDS, PL_RANK_JACK)

/* 4 marriages, the sequence, 2 béziques and 4 × 19 fours. */
#define MAX_CANDIDATES 96

typedef struct {
  PlBeziqueCombination kind;
  PlCard               names[5];
  guint                n;
} Candidate;

/* Whether the multiset @names is in @avail, copies counted. */
static gboolean
names_held (PlBeziqueSet  avail,
            const PlCard *names,
            guint         n)
{
  for (guint i = 0; i < n; i++)
    {
      guint want = 0;

      for (guint j = 0; j < n; j++)
        want += names[j] == names[i];
      if ((guint) __builtin_popcountll (avail & PL_BEZIQUE_NAME_BITS (names[i])) < want)
        return FALSE;
    }
  return TRUE;
}

static guint
add_candidate (Candidate            *out,
               guint                 n_out,
               PlBeziqueSet          avail,
               PlBeziqueCombination  kind,
               const PlCard         *names,
               guint                 n)
{
  if (n_out >= MAX_CANDIDATES || !names_held (avail, names, n))
    return n_out;
  out[n_out].kind = kind;
  memcpy (out[n_out].names, names, n * sizeof (PlCard));
  out[n_out].n = n;
  return n_out + 1;
}

/* Every combination @seat holds, one per kind and multiset of names, in
 * the order of pl_bezique_declaration_moves(). */
static guint
held_candidates (const PlBeziqueState *state,
                 guint                 seat,
                 Candidate            *out)
{
  PlBeziqueSet avail = state->hands[seat] | state->table[seat];
  PlSuit trump = state->trump;
  PlCard names[5];
  guint n = 0;

  for (guint suit = 0; suit < PL_N_SUITS; suit++)
    {
      names[0] = PL_CARD (suit, PL_RANK_QUEEN);
      names[1] = PL_CARD (suit, PL_RANK_KING);
      n = add_candidate (out, n, avail,
                         suit == trump ? PL_BEZIQUE_ROYAL_MARRIAGE : PL_BEZIQUE_MARRIAGE,
                         names, 2);
    }
  names[0] = PL_CARD (trump, PL_RANK_10);
  names[1] = PL_CARD (trump, PL_RANK_JACK);
  names[2] = PL_CARD (trump, PL_RANK_QUEEN);
  names[3] = PL_CARD (trump, PL_RANK_KING);
  names[4] = PL_CARD (trump, PL_RANK_ACE);
  n = add_candidate (out, n, avail, PL_BEZIQUE_SEQUENCE, names, 5);

  names[0] = SQ;
  names[1] = DJ;
  n = add_candidate (out, n, avail, PL_BEZIQUE_BEZIQUE, names, 2);
  names[0] = SQ;
  names[1] = SQ;
  names[2] = DJ;
  names[3] = DJ;
  n = add_candidate (out, n, avail, PL_BEZIQUE_DOUBLE_BEZIQUE, names, 4);

  /* Any four of the rank, at most two of a suit (Foster). */
  for (guint kind = PL_BEZIQUE_FOUR_ACES; kind <= PL_BEZIQUE_FOUR_JACKS; kind++)
    {
      static const PlRank ranks[] = {
        PL_RANK_ACE, PL_RANK_KING, PL_RANK_QUEEN, PL_RANK_JACK,
      };
      PlRank rank = ranks[kind - PL_BEZIQUE_FOUR_ACES];

      if (__builtin_popcountll (avail & PL_BEZIQUE_RANK_BITS (rank)) < 4)
        continue;
      for (guint c0 = 0; c0 <= 2; c0++)
        for (guint c1 = 0; c1 <= 2; c1++)
          for (guint c2 = 0; c2 <= 2; c2++)
            {
              guint c3 = 4 - c0 - c1 - c2, k = 0;

              if (c0 + c1 + c2 > 4 || c3 > 2)
                continue;
              for (guint i = 0; i < c0; i++) names[k++] = PL_CARD (0, rank);
              for (guint i = 0; i < c1; i++) names[k++] = PL_CARD (1, rank);
              for (guint i = 0; i < c2; i++) names[k++] = PL_CARD (2, rank);
              for (guint i = 0; i < c3; i++) names[k++] = PL_CARD (3, rank);
              n = add_candidate (out, n, avail, kind, names, 4);
            }
    }
  return n;
}

/* The copies the engine tries first (pl-bezique.h, "Copies"): the
 * table's before the hand's, lowest first; a name wanted twice, both. */
static PlBeziqueSet
first_choice (const PlBeziqueState *state,
              guint                 seat,
              const PlCard         *names,
              guint                 n)
{
  PlBeziqueSet set = 0;

  for (guint i = 0; i < n; i++)
    {
      PlBeziqueSet bits = PL_BEZIQUE_NAME_BITS (names[i]);
      PlBeziqueSet table = state->table[seat] & bits & ~set;
      PlBeziqueSet hand = state->hands[seat] & bits & ~set;

      if (table != 0)
        set |= table & -table;
      else if (hand != 0)
        set |= hand & -hand;
    }
  return set;
}

/* Why nothing can be declared at this moment (seed 004 i, v). */
static const char *
moment_reason (const PlBeziqueState *state)
{
  if (state->phase == PL_BEZIQUE_PHASE_OVER)
    return _("The deal is over");
  if (state->last_eight)
    /* Translators: short, seed 004 v "No more declarations can be made"
     * once the stock is exhausted. */
    return _("No more declarations: the stock is exhausted");
  return _("Only after winning a trick");
}

static void
fill_names (PlBeziqueOffer *offer)
{
  PlCard names[PL_BEZIQUE_N_CARDS];

  offer->n_names = pl_bezique_set_name_list (offer->cards, names);
  g_assert (offer->n_names <= G_N_ELEMENTS (offer->names));
  memcpy (offer->names, names, offer->n_names * sizeof (PlCard));
}

static void
offer_for_candidate (const PlBeziqueState *state,
                     guint                 seat,
                     const Candidate      *c,
                     PlBeziqueOffer       *offer)
{
  gboolean mine = state->to_move == (gint) seat;
  gboolean declaring = mine && state->phase == PL_BEZIQUE_PHASE_DECLARE;
  gboolean announcing = mine && state->phase == PL_BEZIQUE_PHASE_ANNOUNCE;
  guint flags = announcing ? PL_BEZIQUE_TO_SCORE : 0;
  PlBeziqueProblem problem;
  PlBeziqueSet cards = 0;

  memset (offer, 0, sizeof *offer);
  offer->kind = c->kind;
  offer->points = pl_bezique_combination_points (c->kind);
  offer->move = pl_move_new (PL_MOVE_NONE, seat);
  offer->status = PL_BEZIQUE_OFFER_REFUSED;

  problem = pl_bezique_choose_copies (state, seat, c->kind, c->names, c->n, flags, &cards);
  /* The move is the engine's own, built as legal_moves() builds it. */
  if (problem == PL_BEZIQUE_OK && (declaring || announcing) &&
      pl_bezique_make_declaration (state, seat, c->kind, c->names, c->n, flags,
                                   &offer->move, NULL))
    {
      offer->status = declaring ? PL_BEZIQUE_OFFER_SCORE : PL_BEZIQUE_OFFER_ANNOUNCE;
      offer->cards = cards;
    }
  else
    {
      /* In the last eight tricks and after the deal the moment is the
       * reason; between tricks a rule that will refuse it anyway says
       * more than "only after winning a trick". */
      if (problem == PL_BEZIQUE_OK || state->last_eight ||
          state->phase == PL_BEZIQUE_PHASE_OVER)
        offer->reason = moment_reason (state);
      else
        offer->reason = pl_bezique_problem_message (problem, c->kind, TRUE);
      offer->cards = problem == PL_BEZIQUE_OK ? cards
                                              : first_choice (state, seat, c->names, c->n);
    }
  fill_names (offer);
}

static void
offer_for_pending (const PlBeziqueState       *state,
                   guint                       seat,
                   const PlBeziqueDeclaration *d,
                   PlBeziqueOffer             *offer)
{
  gboolean mine = state->to_move == (gint) seat;

  memset (offer, 0, sizeof *offer);
  offer->kind = d->kind;
  offer->points = pl_bezique_combination_points (d->kind);
  offer->cards = d->cards;
  offer->pending = TRUE;
  offer->move = pl_move_new (PL_MOVE_NONE, seat);
  offer->status = PL_BEZIQUE_OFFER_REFUSED;
  fill_names (offer);

  /* Seed 002: a score in abeyance is scored after a later won trick, in
   * place of a new declaration. */
  if (mine && state->phase == PL_BEZIQUE_PHASE_DECLARE &&
      pl_bezique_make_declaration (state, seat, d->kind, offer->names, offer->n_names,
                                   PL_BEZIQUE_FROM_PENDING, &offer->move, NULL))
    offer->status = PL_BEZIQUE_OFFER_PENDING;
  else if (mine && state->phase == PL_BEZIQUE_PHASE_ANNOUNCE)
    /* Seed 004 i: "Only one Declaration can be made after each trick." */
    offer->reason = _("Only one declaration after each trick");
  else
    offer->reason = moment_reason (state);
}

/* Whether @c could be declared after a later trick he wins, as far as the
 * rules of seed 002 go: the moment, and the card taken for the seven now,
 * do not count. */
static gboolean
possible_later (const PlBeziqueState *state,
                guint                 seat,
                const Candidate      *c)
{
  PlBeziqueState later = *state;
  PlBeziqueSet cards;

  later.exchanged = PL_BEZIQUE_NO_CARD;
  later.laid_now = 0;
  return pl_bezique_choose_copies (&later, seat, c->kind, c->names, c->n, 0,
                                   &cards) == PL_BEZIQUE_OK;
}

/* @state after @seat declared @c after a later trick (possible_later()). */
static void
declared_later (const PlBeziqueState *state,
                guint                 seat,
                const Candidate      *c,
                PlBeziqueState       *after)
{
  PlMove move = pl_move_new (PL_MOVE_DECLARE, seat);

  *after = *state;
  after->exchanged = PL_BEZIQUE_NO_CARD;
  after->laid_now = 0;
  after->phase = PL_BEZIQUE_PHASE_DECLARE;
  after->to_move = seat;
  move.arg = c->kind;
  if (pl_bezique_choose_copies (after, seat, c->kind, c->names, c->n, 0,
                                &move.cards) == PL_BEZIQUE_OK)
    pl_bezique_game.apply (after, &move);
}

/* The held combinations that declaring @offer now makes impossible for
 * ever (@open: which of @candidates are possible later now; @self: the
 * candidate of @offer).  Of two that exclude each other whichever comes
 * first (a second bézique and the double bézique made with it), only the
 * higher counts as lost: taking the higher one loses nothing a player
 * could have had. */
static void
find_forfeits (const PlBeziqueState *state,
               guint                 seat,
               const Candidate      *candidates,
               guint                 n_candidates,
               const gboolean       *open,
               guint                 self,
               PlBeziqueOffer       *offer)
{
  PlBeziqueState after = *state;

  pl_bezique_game.apply (&after, &offer->move);
  for (guint i = 0; i < n_candidates && offer->n_forfeits < G_N_ELEMENTS (offer->forfeits); i++)
    {
      const Candidate *c = &candidates[i];
      gboolean same = i == self;

      if (same || !open[i] || possible_later (&after, seat, c))
        continue;
      if (pl_bezique_combination_points (c->kind) <= offer->points)
        {
          PlBeziqueState instead;

          declared_later (state, seat, c, &instead);
          if (!possible_later (&instead, seat, &candidates[self]))
            continue;
        }
      /* One entry per kind: "four queens" lost once, whichever queens. */
      for (guint k = 0; k < offer->n_forfeits; k++)
        if (offer->forfeits[k] == c->kind)
          same = TRUE;
      if (!same)
        offer->forfeits[offer->n_forfeits++] = c->kind;
    }
}

gint
pl_bezique_best_offer (const PlBeziqueOffer *offers,
                       guint                 n)
{
  gint best = -1, safe = -1;

  for (guint i = 0; i < n; i++)
    {
      if (offers[i].status != PL_BEZIQUE_OFFER_SCORE &&
          offers[i].status != PL_BEZIQUE_OFFER_PENDING)
        continue;
      if (best < 0 || offers[i].points > offers[best].points)
        best = (gint) i;
      if (offers[i].n_forfeits == 0 &&
          (safe < 0 || offers[i].points > offers[safe].points))
        safe = (gint) i;
    }
  return safe >= 0 ? safe : best;
}

static gboolean
same_names (const PlBeziqueOffer *a,
            const PlBeziqueOffer *b)
{
  return a->kind == b->kind && a->n_names == b->n_names &&
         memcmp (a->names, b->names, a->n_names * sizeof (PlCard)) == 0;
}

static gboolean
goes_before (const PlBeziqueOffer *a,
             const PlBeziqueOffer *b)
{
  gboolean a_refused = a->status == PL_BEZIQUE_OFFER_REFUSED;
  gboolean b_refused = b->status == PL_BEZIQUE_OFFER_REFUSED;

  if (a_refused != b_refused)
    return !a_refused;
  return a->points > b->points;
}

guint
pl_bezique_list_offers (const PlBeziqueState *state,
                        guint                 seat,
                        PlBeziqueOffer       *offers,
                        guint                 max)
{
  PlBeziqueOffer all[PL_BEZIQUE_MAX_OFFERS];
  Candidate candidates[MAX_CANDIDATES];
  guint n_candidates, n = 0, n_held;

  g_return_val_if_fail (state != NULL, 0);
  g_return_val_if_fail (offers != NULL || max == 0, 0);

  if (seat > 1)
    return 0;

  n_candidates = held_candidates (state, seat, candidates);
  for (guint i = 0; i < n_candidates; i++)
    offer_for_candidate (state, seat, &candidates[i], &all[n++]);
  n_held = n;

  /* What declaring each one now would lose for ever. */
  {
    gboolean open[MAX_CANDIDATES];
    gboolean any = FALSE;

    for (guint i = 0; i < n_candidates; i++)
      any |= all[i].status != PL_BEZIQUE_OFFER_REFUSED;
    for (guint i = 0; any && i < n_candidates; i++)
      open[i] = possible_later (state, seat, &candidates[i]);
    for (guint i = 0; any && i < n_candidates; i++)
      if (all[i].status == PL_BEZIQUE_OFFER_SCORE || all[i].status == PL_BEZIQUE_OFFER_ANNOUNCE)
        find_forfeits (state, seat, candidates, n_candidates, open, i, &all[i]);
  }

  for (guint i = 0; i < state->n_declarations[seat] && n < PL_BEZIQUE_MAX_OFFERS; i++)
    {
      const PlBeziqueDeclaration *d = &state->declarations[seat][i];

      /* One entry per pending combination of the same names. */
      if (d->status != PL_BEZIQUE_PENDING ||
          pl_bezique_find_pending (state, seat, d->kind, d->cards) != (gint) i)
        continue;
      offer_for_pending (state, seat, d, &all[n]);

      /* The held combination with these names is this pending one, unless
       * it can also be declared afresh with other copies. */
      for (guint k = 0; k < n_held; k++)
        if (all[k].status == PL_BEZIQUE_OFFER_REFUSED && !all[k].pending &&
            same_names (&all[k], &all[n]))
          all[k].pending = TRUE;  /* marked to be dropped below */
      n++;
    }

  /* Drop the marked duplicates, then a stable insertion sort: legal ones
   * first, each part by points, highest first. */
  {
    guint kept = 0;

    for (guint i = 0; i < n; i++)
      {
        PlBeziqueOffer offer = all[i];
        guint j;

        if (i < n_held && offer.pending)
          continue;
        for (j = kept; j > 0 && goes_before (&offer, &all[j - 1]); j--)
          all[j] = all[j - 1];
        all[j] = offer;
        kept++;
      }
    n = kept;
  }

  n = MIN (n, max);
  if (n > 0)
    memcpy (offers, all, n * sizeof (PlBeziqueOffer));
  return n;
}

gboolean
pl_bezique_can_exchange (const PlBeziqueState *state,
                         guint                 seat,
                         PlMove               *move)
{
  PlCard seven;
  guint p;
  PlMove m;

  g_return_val_if_fail (state != NULL, FALSE);

  /* Seed 004 iii: "This exchange is made immediately after he has taken a
   * trick, but he may make a declaration at the same time" (before or
   * after it), while the turn-up is still there to take. */
  if (seat > 1 || state->to_move != (gint) seat ||
      (state->phase != PL_BEZIQUE_PHASE_DECLARE && state->phase != PL_BEZIQUE_PHASE_ANNOUNCE) ||
      state->stock_next >= PL_BEZIQUE_STOCK_SIZE)
    return FALSE;
  seven = PL_CARD (state->trump, PL_RANK_7);
  p = pl_bezique_play_copy (state, seat, seven, FALSE);
  if (p == PL_BEZIQUE_NO_CARD)
    return FALSE;
  m = pl_move_new (PL_MOVE_EXCHANGE, seat);
  m.card = p;
  if (!pl_bezique_game.check_move (state, &m, NULL))
    return FALSE;
  if (move != NULL)
    *move = m;
  return TRUE;
}
