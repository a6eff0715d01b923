/* pl-ai-skat-bid.c — the Monte Carlo Skat player: bidding, skat, announcing
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-ai"

#include <string.h>

#include "pl-ai-skat-private.h"
#include "pl-skat-private.h"

/*
 * A hand is judged by playing it: deal the cards it cannot see at random,
 * put away by rule of thumb, and let the solver play each game open.  The
 * worlds are drawn from a generator seeded by the hand itself, so that the
 * same hand is judged the same way at every step of the bidding and the
 * judgement never depends on anything but the seat's own cards.
 */

#define MAX_CANDIDATES 4
#define MAX_DISCARDS 8

static void
hand_rng (PlRng     *rng,
          PlCardSet  hand,
          guint      salt)
{
  pl_rng_init (rng, hand * G_GUINT64_CONSTANT (0x9E3779B97F4A7C15) ^ salt);
}

/* A Null hand by the usual rule: in every suit the k-th lowest card is low
 * enough to stay under (7, 7 9, 7 9 J, …), with one slip allowed. */
static gboolean
null_candidate (PlCardSet cards)
{
  guint slips = 0;

  for (guint s = 0; s < 4; s++)
    {
      guint i = 0;

      for (guint r = PL_RANK_7; r <= PL_RANK_ACE; r++)
        if (pl_cardset_has (cards, PL_CARD (s, r)))
          {
            if (r - PL_RANK_7 > 2 * i)
              slips++;
            i++;
          }
    }
  return slips <= 1;
}

/* The games worth trying with @cards: suits with enough trumps (at most the
 * two longest), Grand with jacks and aces, Null with a low hand. */
static guint
candidates (PlCardSet cards,
            guint     contracts[MAX_CANDIDATES])
{
  guint jacks = pl_cardset_count (cards & PL_SKAT_JACKS);
  guint aces = pl_cardset_count (cards & PL_CARDSET_RANK (PL_RANK_ACE));
  guint len[4], n = 0;
  gint first = -1, second = -1;

  for (guint s = 0; s < 4; s++)
    {
      len[s] = pl_cardset_count (cards & pl_skat_trumps (s));
      if (first < 0 || len[s] > len[first])
        {
          second = first;
          first = s;
        }
      else if (second < 0 || len[s] > len[second])
        second = s;
    }
  if (len[first] >= 5 || (len[first] >= 4 && jacks >= 2))
    contracts[n++] = first;
  if (len[second] >= 5 || (len[second] >= 4 && jacks >= 2))
    contracts[n++] = second;
  if (jacks >= 3 || (jacks >= 2 && jacks + aces >= 4))
    contracts[n++] = PL_SKAT_GRAND;
  if (null_candidate (cards))
    contracts[n++] = PL_SKAT_NULL;
  return n;
}

/* How much a card wants to be put away for @contract; higher goes first. */
static gint
discard_score (PlCardSet cards,
               guint     contract,
               PlCard    card)
{
  PlCardSet trumps = pl_skat_trumps (contract);
  guint suit = PL_CARD_SUIT (card), rank = PL_CARD_RANK (card);
  guint length = pl_cardset_count (cards & PL_SKAT_SUIT (suit) & ~trumps);
  gint score;

  if (contract == PL_SKAT_NULL)
    return 100 + (gint) rank * 10 - (gint) length;
  if (pl_cardset_has (trumps, card))
    return -1000;
  if (rank == PL_RANK_ACE)
    return contract == PL_SKAT_GRAND ? -500 : -100;
  /* Short suits first (to trump them, and void them), the points of a ten
   * without its ace, which the opponents would catch. */
  score = 100 + (10 - (gint) length) * 10 + (gint) pl_skat_card_points (card);
  if (rank == PL_RANK_10 && !pl_cardset_has (cards, PL_CARD (suit, PL_RANK_ACE)))
    score += 30;
  return score;
}

/* The @max most promising discards of the twelve @cards for @contract. */
static guint
best_discards (PlCardSet  cards,
               guint      contract,
               PlCardSet *out,
               guint      max)
{
  gint scores[MAX_DISCARDS];
  gint card_score[64];
  guint n = 0;
  PlCard a, b;

  PL_CARDSET_FOREACH (cards, a)
    card_score[a] = discard_score (cards, contract, a);
  PL_CARDSET_FOREACH (cards, a)
    {
      PlCardSet rest = cards & ~((PL_CARDSET_BIT (a) << 1) - 1);

      PL_CARDSET_FOREACH (rest, b)
        {
          PlCardSet pair = PL_CARDSET_BIT (a) | PL_CARDSET_BIT (b);
          gint score = card_score[a] + card_score[b];
          guint j;

          /* A void in a side suit is worth a little more. */
          if (contract != PL_SKAT_NULL && PL_CARD_SUIT (a) == PL_CARD_SUIT (b) &&
              (cards & PL_SKAT_SUIT (PL_CARD_SUIT (a)) & ~pl_skat_trumps (contract) & ~pair) == 0)
            score += 25;
          if (n == max && score <= scores[n - 1])
            continue;
          j = n < max ? n++ : n - 1;
          while (j > 0 && scores[j - 1] < score)
            {
              scores[j] = scores[j - 1];
              out[j] = out[j - 1];
              j--;
            }
          scores[j] = score;
          out[j] = pair;
        }
    }
  return n;
}

/* The value of @contract as announced with @flags, declarer holding
 * @cards (his hand and the skat), without Schneider made in play. */
static guint
game_value (guint     contract,
            guint     flags,
            PlCardSet cards)
{
  if (contract == PL_SKAT_NULL)
    return pl_skat_null_value (flags);
  return pl_skat_game_value (contract, flags, cards);
}

/* Deals @unknown at random: the first @n_skat cards to *skat, then ten to
 * each of the other two positions. */
static void
deal_rest (PlRng     *rng,
           PlCardSet  unknown,
           guint      n_skat,
           guint      me,
           PlCardSet  hands[3],
           PlCardSet *skat)
{
  PlCard cards[32];
  guint n = 0, k = 0;
  PlCard card;

  PL_CARDSET_FOREACH (unknown, card)
    cards[n++] = card;
  pl_rng_shuffle (rng, cards, n);
  *skat = 0;
  for (guint i = 0; i < n_skat; i++)
    *skat |= PL_CARDSET_BIT (cards[k++]);
  for (guint p = 0; p < 3; p++)
    {
      if (p == me)
        continue;
      hands[p] = 0;
      for (guint i = 0; i < 10 && k < n; i++)
        hands[p] |= PL_CARDSET_BIT (cards[k++]);
    }
}

/* The value of the best game whose expected score, judged over sampled
 * deals, is positive; 0 to pass. */
static guint
max_bid_judged (const PlSkatState    *state,
                guint                 seat,
                const PlAiSkatBudget *budget)
{
  PlCardSet hand = state->hands[seat];
  guint me = pl_skat_get_seat_position (state, seat);
  PlSkatSolver *solver = pl_ai_skat_thread_solver ();
  guint contracts[MAX_CANDIDATES];
  guint n = candidates (hand, contracts);
  guint wins[MAX_CANDIDATES] = { 0, };
  guint samples = MAX (budget->bid_samples, 1);
  guint best = 0;
  PlRng rng;

  if (n == 0)
    return 0;
  hand_rng (&rng, hand, 1);
  for (guint s = 0; s < samples; s++)
    {
      PlCardSet hands[3], skat;

      hands[me] = hand;
      deal_rest (&rng, pl_skat_pack_set () & ~hand, 2, me, hands, &skat);
      for (guint c = 0; c < n; c++)
        {
          PlCardSet twelve = hand | skat, discard, played[3];

          best_discards (twelve, contracts[c], &discard, 1);
          memcpy (played, hands, sizeof played);
          played[me] = twelve & ~discard;
          pl_skat_solver_set_opening (solver, played, discard, contracts[c], 0, me);
          wins[c] += pl_skat_solver_declarer_wins (solver);
        }
    }
  for (guint c = 0; c < n; c++)
    {
      guint gv = game_value (contracts[c], 0, hand);
      gdouble p = (gdouble) wins[c] / samples;

      /* With every card open the defenders play as one: the solver wins
       * fewer games than a declarer does at the table, so a hand that it
       * wins nearly half the time is a hand to bid (tuned by matches
       * against the simple player). */
      if (p >= 0.45 && gv > best)
        best = gv;
    }
  return best;
}

/* The judgements of the last few hands, per thread: a hand is judged
 * once, not again at every step of the bidding (the judgement depends only
 * on the hand, its position and the number of worlds). */
typedef struct {
  PlCardSet hand;
  guint     position;
  guint     samples;
  guint     limit;
} BidMemo;

#define N_BID_MEMOS 4

typedef struct {
  BidMemo memo[N_BID_MEMOS];
  guint   next;
} BidMemos;

static GPrivate thread_memos = G_PRIVATE_INIT (g_free);

static BidMemos *
bid_memos (void)
{
  BidMemos *memos = g_private_get (&thread_memos);

  if (memos == NULL)
    {
      memos = g_new0 (BidMemos, 1);
      g_private_set (&thread_memos, memos);
    }
  return memos;
}

/* The highest bid this hand will go to. */
static guint
max_bid (const PlSkatState    *state,
         guint                 seat,
         const PlAiSkatBudget *budget)
{
  BidMemos *memos = bid_memos ();
  PlCardSet hand = state->hands[seat];
  guint me = pl_skat_get_seat_position (state, seat);
  BidMemo *m;

  for (guint i = 0; i < N_BID_MEMOS; i++)
    {
      m = &memos->memo[i];
      if (m->samples == MAX (budget->bid_samples, 1) && m->hand == hand && m->position == me)
        return m->limit;
    }
  m = &memos->memo[memos->next];
  memos->next = (memos->next + 1) % N_BID_MEMOS;
  m->hand = hand;
  m->position = me;
  m->samples = MAX (budget->bid_samples, 1);
  m->limit = max_bid_judged (state, seat, budget);
  return m->limit;
}

PlMove
pl_ai_skat_choose_bid (const PlSkatState    *state,
                       guint                 seat,
                       const PlMove         *moves,
                       guint                 n_moves,
                       const PlAiSkatBudget *budget)
{
  guint limit = max_bid (state, seat, budget);

  /* The lowest bid or the hold comes first, the pass last. */
  for (guint i = 0; i < n_moves; i++)
    if ((moves[i].kind == PL_MOVE_HOLD || moves[i].kind == PL_MOVE_BID) &&
        moves[i].value <= limit)
      return moves[i];
  return moves[n_moves - 1];
}

/* The expected score of playing @contract with @hand10 after putting @skat
 * away, over @samples deals of the twenty cards the declarer cannot see. */
static gdouble
expected_score (const PlSkatState *state,
                guint              me,
                PlCardSet          hand10,
                PlCardSet          skat,
                guint              contract,
                guint              samples,
                guint              salt)
{
  PlSkatSolver *solver = pl_ai_skat_thread_solver ();
  guint gv = game_value (contract, 0, hand10 | skat);
  PlRng rng;
  gdouble total = 0;

  /* The same worlds for every discard and game (common random numbers),
   * so that the comparison is not noise. */
  hand_rng (&rng, hand10 | skat, salt);
  for (guint s = 0; s < samples; s++)
    {
      PlCardSet hands[3], none;
      gboolean won;

      hands[me] = hand10;
      deal_rest (&rng, pl_skat_pack_set () & ~(hand10 | skat), 0, me, hands, &none);
      pl_skat_solver_set_opening (solver, hands, skat, contract, 0, me);
      won = pl_skat_solver_declarer_wins (solver);
      total += pl_ai_skat_declarer_utility (contract, gv, state->bid, won);
    }
  return total / MAX (samples, 1);
}

PlMove
pl_ai_skat_choose_discard (const PlSkatState    *state,
                           guint                 seat,
                           const PlAiSkatBudget *budget)
{
  PlCardSet twelve = state->hands[seat];
  guint me = pl_skat_get_seat_position (state, seat);
  guint contracts[MAX_CANDIDATES + 1];
  guint n = candidates (twelve, contracts);
  PlMove move = pl_move_new (PL_MOVE_DISCARD, seat);
  gdouble best_score = -G_MAXDOUBLE;
  PlCardSet best = 0;

  if (n == 0)
    {
      /* No game looks good: the longest suit, and hope. */
      guint longest = 0;

      for (guint s = 0; s < 4; s++)
        if (pl_cardset_count (twelve & pl_skat_trumps (s)) >
            pl_cardset_count (twelve & pl_skat_trumps (longest)))
          longest = s;
      contracts[n++] = longest;
    }
  for (guint c = 0; c < n; c++)
    {
      PlCardSet discards[MAX_DISCARDS];
      guint k = best_discards (twelve, contracts[c], discards,
                               CLAMP (budget->discard_candidates, 1, MAX_DISCARDS));

      if (contracts[c] == PL_SKAT_NULL && pl_skat_null_value (0) < state->bid)
        continue;
      for (guint d = 0; d < k; d++)
        {
          gdouble score = expected_score (state, me, twelve & ~discards[d], discards[d],
                                          contracts[c], budget->discard_samples, 2);

          if (score > best_score)
            {
              best_score = score;
              best = discards[d];
            }
        }
    }
  if (best == 0)
    best_discards (twelve, contracts[0], &best, 1);
  move.cards = best;
  return move;
}

PlMove
pl_ai_skat_choose_announce (const PlSkatState    *state,
                            guint                 seat,
                            const PlMove         *moves,
                            guint                 n_moves,
                            const PlAiSkatBudget *budget)
{
  guint me = pl_skat_get_seat_position (state, seat);
  PlCardSet hand10 = state->hands[seat];
  PlCardSet skat = pl_skat_visible_skat (state, seat);
  guint contracts[MAX_CANDIDATES];
  guint n = candidates (hand10 | skat, contracts);
  PlMove simple = pl_ai_skat_easy_choose (state, seat);
  const PlMove *best = NULL;
  gdouble best_score = -G_MAXDOUBLE;

  /* A Hand game (the skat unseen) keeps the rule of thumb. */
  if (!state->picked_up || skat == 0)
    return simple;

  for (guint i = 0; i < n_moves; i++)
    {
      gboolean wanted = moves[i].arg == simple.arg;
      gdouble score;

      /* Plain announcements only: nothing more to announce after taking
       * up the skat but Ouvert, which this player does not risk. */
      if (moves[i].flags != 0)
        continue;
      for (guint c = 0; c < n; c++)
        wanted |= contracts[c] == moves[i].arg;
      if (!wanted)
        continue;
      score = expected_score (state, me, hand10, skat, moves[i].arg,
                              budget->discard_samples, 3);
      if (score > best_score)
        {
          best_score = score;
          best = &moves[i];
        }
    }
  return best != NULL ? *best : simple;
}
