/* pl-ai-cassino-eval.c — what Cassino cards are worth, the greedy player
 * and the one-ply card-counting player
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-ai"

#include <string.h>

#include "pl-ai-cassino-private.h"
#include "pl-cassino-private.h"

/* Worth ------------------------------------------------------------------- */

void
pl_ai_cassino_weights (const PlCassinoState *state,
                       PlAiCassinoWeights   *weights)
{
  guint n_sides = pl_cassino_n_sides (state);
  gboolean cards_decided = FALSE, spades_decided = FALSE;
  gdouble per_card, per_spade;

  /* Seed 003, "Showing": once a side holds the majority of the cards (27)
   * or of the spades (7), the rest of them are worth nothing more. */
  for (guint side = 0; side < n_sides; side++)
    {
      PlCassinoCount count;

      pl_cassino_get_count (state, side, &count);
      cards_decided |= count.cards >= 27;
      spades_decided |= count.spades >= 7;
    }
  per_card = cards_decided ? 0 : 3.0 / 27;
  per_spade = spades_decided ? 0 : 1.0 / 7;

  for (guint card = 0; card < 64; card++)
    {
      gdouble worth = 0;

      if (pl_card_is_valid (card))
        {
          worth = per_card;
          if (PL_CARD_SUIT (card) == PL_SUIT_SPADES)
            worth += per_spade;
          if (PL_CARD_RANK (card) == PL_RANK_ACE)
            worth += 1;
          if (card == PL_CASSINO_BIG_CASSINO)
            worth += 2;
          if (card == PL_CASSINO_LITTLE_CASSINO)
            worth += 1;
        }
      weights->card[card] = worth;
    }
  weights->sweep = state->options.sweeps == PL_CASSINO_SWEEPS_OFF ? 0 : 1;
}

gdouble
pl_ai_cassino_worth (const PlAiCassinoWeights *weights,
                     PlCardSet                 set)
{
  gdouble worth = 0;
  PlCard card;

  PL_CARDSET_FOREACH (set, card)
    worth += weights->card[card];
  return worth;
}

gdouble
pl_ai_cassino_gain (const PlCassinoState     *state,
                    const PlAiCassinoWeights *weights,
                    const PlMove             *move)
{
  gdouble gain;

  if (move->kind != PL_MOVE_CAPTURE)
    return 0;
  gain = pl_ai_cassino_worth (weights, move->cards | PL_CARDSET_BIT (move->card));
  if (move->cards == pl_cassino_get_table (state))
    gain += weights->sweep;
  return gain;
}

/* Easy --------------------------------------------------------------------- */

/* Seed 003: "In trailing it is usually the best policy to play the
 * smaller cards, except Aces and Little Cassino": a trail costs what the
 * card is worth, and a little for its pips (courts have none). */
static gdouble
trail_cost (const PlCassinoState     *state,
            const PlAiCassinoWeights *weights,
            PlCard                    card)
{
  return weights->card[card] + pl_cassino_value (card, state->options.royal) / 100.0;
}

PlMove
pl_ai_cassino_easy_choose (const PlCassinoState *state,
                           guint                 seat)
{
  PlAiCassinoWeights weights;
  PlMove moves[PL_MAX_MOVES];
  guint n = pl_cassino_game.legal_moves (state, moves), best = 0;
  gdouble best_score = -G_MAXDOUBLE;

  g_return_val_if_fail (n > 0, pl_move_new (PL_MOVE_NONE, seat));
  pl_ai_cassino_weights (state, &weights);
  for (guint i = 0; i < n; i++)
    {
      gdouble score;

      switch (moves[i].kind)
        {
        case PL_MOVE_CAPTURE:
          score = pl_ai_cassino_gain (state, &weights, &moves[i]);
          break;
        case PL_MOVE_BUILD:
          /* Half of what the build would take. */
          score = pl_ai_cassino_worth (&weights, moves[i].cards |
                                       PL_CARDSET_BIT (moves[i].card)) / 2;
          break;
        case PL_MOVE_TRAIL:
        default:
          score = -trail_cost (state, &weights, moves[i].card);
          break;
        }
      if (score > best_score)
        {
          best_score = score;
          best = i;
        }
    }
  return moves[best];
}

/* Normal ------------------------------------------------------------------- */

/* The chance that a hand of @k cards dealt from @unseen cards holds at
 * least one of @some of them. */
static gdouble
chance_of_any (guint some,
               guint k,
               guint unseen)
{
  gdouble none = 1;

  if (some == 0 || k == 0)
    return 0;
  for (guint i = 0; i < k; i++)
    {
      if (unseen - i <= some)
        return 1;
      none *= (gdouble) (unseen - some - i) / (unseen - i);
    }
  return 1 - none;
}

/* The most a card of @card's rank in the hand of the seat to move of
 * @after could take (what it is worth to him). */
static gdouble
best_capture (const PlCassinoState     *after,
              const PlAiCassinoWeights *weights,
              PlCard                    card)
{
  PlCassinoState hypothesis = *after;
  PlMove moves[PL_MAX_MOVES];
  gdouble best = 0;
  guint n;

  hypothesis.hands[after->to_move] = PL_CARDSET_BIT (card);
  n = pl_cassino_game.legal_moves (&hypothesis, moves);
  for (guint i = 0; i < n; i++)
    best = MAX (best, pl_ai_cassino_gain (&hypothesis, weights, &moves[i]));
  return best;
}

typedef struct {
  guint    side;                /* the side judging */
  PlCardSet unseen;             /* by the judging seat */
  guint    n_unseen;
  guint    by_rank[PL_N_RANKS]; /* unseen cards of each rank */
  PlAiCassinoWeights weights;
} Judge;

/* What the next player is expected to take from the table @after leaves
 * (a card counter's reckoning): for each rank, the chance that he holds
 * one and the most it could take; he takes with the best rank he holds. */
static gdouble
expected_reply (const Judge          *judge,
                const PlCassinoState *after)
{
  guint k, order[PL_N_RANKS], n_ranks = 0;
  gdouble best[PL_N_RANKS], chance[PL_N_RANKS];
  gdouble expected = 0, none_better = 1;

  if (after->phase == PL_CASSINO_PHASE_OVER ||
      pl_cassino_side_of (after, after->to_move) == judge->side ||
      pl_cassino_get_table (after) == 0)
    return 0;
  k = pl_cardset_count (after->hands[after->to_move]);
  for (guint rank = 0; rank < PL_N_RANKS; rank++)
    {
      PlCardSet these = judge->unseen & PL_CARDSET_RANK (rank);
      guint i;

      if (these == 0)
        continue;
      best[rank] = best_capture (after, &judge->weights, pl_cardset_first (these));
      if (best[rank] <= 0)
        continue;
      chance[rank] = chance_of_any (judge->by_rank[rank], k, judge->n_unseen);
      /* Insertion, the best first. */
      for (i = n_ranks++; i > 0 && best[order[i - 1]] < best[rank]; i--)
        order[i] = order[i - 1];
      order[i] = rank;
    }
  for (guint i = 0; i < n_ranks; i++)
    {
      expected += best[order[i]] * chance[order[i]] * none_better;
      none_better *= 1 - chance[order[i]];
    }
  return expected;
}

/* What a build should bring in when its maker's turn comes round again:
 * the build with the best card that takes it, if the next player holds
 * nothing that takes (or raises) it first. */
static gdouble
build_prospect (const Judge          *judge,
                const PlCassinoState *state,
                const PlMove         *move)
{
  PlCardSet hand = pl_cardset_remove (state->hands[move->seat], move->card);
  gdouble taker = 0, safe;
  guint some = 0, k;
  PlCard card;

  PL_CARDSET_FOREACH (hand, card)
    if (pl_cassino_takes_at (card, move->value, state->options.royal))
      taker = MAX (taker, judge->weights.card[card]);
  for (guint rank = 0; rank < PL_N_RANKS; rank++)
    if (pl_cassino_takes_at (PL_CARD (0, rank), move->value, state->options.royal))
      some += judge->by_rank[rank];
  k = pl_cardset_count (state->hands[(move->seat + 1) % state->n_seats]);
  safe = 1 - chance_of_any (some, k, judge->n_unseen);
  return safe * (pl_ai_cassino_worth (&judge->weights, move->cards | PL_CARDSET_BIT (move->card)) +
                 taker);
}

void
pl_ai_cassino_normal_scores (const PlCassinoState *state,
                             const PlMove         *moves,
                             guint                 n,
                             gdouble              *scores)
{
  guint seat = state->to_move;
  Judge judge;

  judge.side = pl_cassino_side_of (state, seat);
  judge.unseen = pl_ai_cassino_unseen (state, seat);
  judge.n_unseen = pl_cardset_count (judge.unseen);
  for (guint rank = 0; rank < PL_N_RANKS; rank++)
    judge.by_rank[rank] = pl_cardset_count (judge.unseen & PL_CARDSET_RANK (rank));
  pl_ai_cassino_weights (state, &judge.weights);

  for (guint i = 0; i < n; i++)
    {
      PlCassinoState after = *state;
      gdouble score = pl_ai_cassino_gain (state, &judge.weights, &moves[i]);

      if (moves[i].kind == PL_MOVE_BUILD)
        score += build_prospect (&judge, state, &moves[i]);
      /* The move played, only the table and the public counts of the new
       * position are read: the cards dealt by a redeal stay unseen. */
      pl_cassino_game.apply (&after, &moves[i]);
      score -= expected_reply (&judge, &after);
      /* Of equal moves, trail the card that gives least away. */
      if (moves[i].kind == PL_MOVE_TRAIL)
        score -= trail_cost (state, &judge.weights, moves[i].card) / 1000;
      scores[i] = score;
    }
}

PlMove
pl_ai_cassino_normal_choose (const PlCassinoState *state,
                             guint                 seat)
{
  PlMove moves[PL_MAX_MOVES];
  gdouble scores[PL_MAX_MOVES];
  guint n = pl_cassino_game.legal_moves (state, moves), best = 0;

  g_return_val_if_fail (n > 0, pl_move_new (PL_MOVE_NONE, seat));
  if (n == 1)
    return moves[0];
  pl_ai_cassino_normal_scores (state, moves, n, scores);
  for (guint i = 1; i < n; i++)
    if (scores[i] > scores[best])
      best = i;
  return moves[best];
}
