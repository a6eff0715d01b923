/* pl-ai-bezique-easy.c — the Easy Bézique player, and the rules of thumb
 * the sampling players play their worlds out with
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-ai"

#include "pl-ai-bezique.h"
#include "pl-ai-bezique-private.h"
#include "pl-bezique-private.h"

#define SQ PL_CARD (PL_SUIT_SPADES, PL_RANK_QUEEN)
#define DJ PL_CARD (PL_SUIT_DIAMONDS, PL_RANK_JACK)

static inline guint
names_held (PlBeziqueSet set,
            PlCard       card)
{
  return (guint) __builtin_popcountll (set & PL_BEZIQUE_NAME_BITS (card));
}

/* What the cards of a combination are worth to keep while the stock lasts:
 * a share of the combination's points, more when it is nearly complete.
 * A card already declared in a class adds nothing more in that class. */
static gint
material_value (const PlBeziqueState *state,
                PlBeziqueSet          mine,
                guint                 p)
{
  PlCard card = PL_BEZIQUE_CARD (p);
  PlSuit suit = PL_CARD_SUIT (card);
  PlRank rank = PL_CARD_RANK (card);
  PlSuit trump = state->trump;
  PlBeziqueSet bit = PL_BEZIQUE_BIT (p);
  gint value = 0;

  /* Marriages (seed 004: K Q of a suit, 40 in trumps, 20 otherwise). */
  if ((rank == PL_RANK_KING || rank == PL_RANK_QUEEN) &&
      !(state->declared[PL_BEZIQUE_CLASS_MARRIAGES] & bit))
    {
      PlCard partner = PL_CARD (suit, rank == PL_RANK_KING ? PL_RANK_QUEEN : PL_RANK_KING);

      if (names_held (mine, partner))
        value += suit == trump ? 20 : 10;
      else
        value += suit == trump ? 5 : 2;
    }

  /* The sequence: A T K Q J of trumps, 250. */
  if (suit == trump && rank >= PL_RANK_10 &&
      !(state->declared[PL_BEZIQUE_CLASS_MARRIAGES] & bit & ~PL_BEZIQUE_RANK_BITS (PL_RANK_KING) &
        ~PL_BEZIQUE_RANK_BITS (PL_RANK_QUEEN)))
    {
      guint have = 0;

      for (PlRank r = PL_RANK_10; r <= PL_RANK_ACE; r++)
        have += names_held (mine, PL_CARD (trump, r)) > 0;
      if (have >= 3)
        value += 12 * (gint) have - 20;
    }

  /* Bézique (Q♠ J♦) 40, double bézique 500. */
  if ((card == SQ || card == DJ) &&
      (state->declared[PL_BEZIQUE_CLASS_BEZIQUES] & bit) == 0)
    {
      guint sq = names_held (mine, SQ), dj = names_held (mine, DJ);

      value += 8;
      if (sq && dj)
        value += 12;
      if (sq + dj >= 3)
        value += 40;
    }

  /* Fours: 100 aces, 80 kings, 60 queens, 40 jacks. */
  if (rank >= PL_RANK_JACK)
    {
      static const gint points[] = { 40, 60, 80, 100 };
      guint cls = PL_BEZIQUE_CLASS_JACKS - (rank - PL_RANK_JACK);
      guint n = (guint) __builtin_popcountll (mine & PL_BEZIQUE_RANK_BITS (rank));

      if (!(state->declared[cls] & bit))
        {
          if (n >= 3)
            value += points[rank - PL_RANK_JACK] / 3;
          else if (n == 2)
            value += points[rank - PL_RANK_JACK] / 10;
        }
    }
  return value;
}

gint
pl_ai_bezique_keep_value (const PlBeziqueState *state,
                          guint                 seat,
                          guint                 p)
{
  PlCard card = PL_BEZIQUE_CARD (p);
  PlRank rank = PL_CARD_RANK (card);
  gboolean trump = PL_CARD_SUIT (card) == state->trump;
  guint power = pl_bezique_rank_power (rank);
  gint value = (gint) power;

  if (rank == PL_RANK_ACE || rank == PL_RANK_10)
    value += 10;
  if (trump)
    value += 5 + (gint) power;
  if (state->last_eight)
    return value;

  /* Seed 004 iii and iv: the seven of trumps scores 10 when it is played
   * and 10 when it is exchanged; it is worth keeping only for a turn-up
   * worth having. */
  if (trump && rank == PL_RANK_7)
    {
      guint up = state->stock[PL_BEZIQUE_STOCK_SIZE - 1];

      if (state->stock_next < PL_BEZIQUE_STOCK_SIZE &&
          PL_CARD_RANK (PL_BEZIQUE_CARD (up)) >= PL_RANK_10)
        return 6;
      return -2;
    }
  return value + material_value (state, state->hands[seat] | state->table[seat], p);
}

guint
pl_ai_bezique_declarable (const PlBeziqueState *state,
                          guint                 seat)
{
  PlBeziqueSet mine = state->hands[seat] | state->table[seat];
  guint best = 0;

  /* Roughly what winning a trick would let the seat declare now: the
   * engine decides the details (new cards, classes) when it does. */
  for (guint suit = 0; suit < PL_N_SUITS; suit++)
    {
      PlBeziqueSet kq = mine & (PL_BEZIQUE_NAME_BITS (PL_CARD (suit, PL_RANK_KING)) |
                                PL_BEZIQUE_NAME_BITS (PL_CARD (suit, PL_RANK_QUEEN)));

      if (names_held (kq, PL_CARD (suit, PL_RANK_KING)) &&
          names_held (kq, PL_CARD (suit, PL_RANK_QUEEN)) &&
          (kq & ~state->declared[PL_BEZIQUE_CLASS_MARRIAGES]))
        best = MAX (best, suit == state->trump ? 40u : 20u);
    }
  if (names_held (mine, SQ) && names_held (mine, DJ))
    {
      PlBeziqueSet bz = mine & (PL_BEZIQUE_NAME_BITS (SQ) | PL_BEZIQUE_NAME_BITS (DJ));

      if (bz & ~state->declared[PL_BEZIQUE_CLASS_BEZIQUES])
        best = MAX (best, __builtin_popcountll (bz) == 4 ? 500u : 40u);
    }
  for (PlRank r = PL_RANK_JACK; r <= PL_RANK_ACE; r++)
    {
      static const guint points[] = { 40, 60, 80, 100 };
      PlBeziqueSet four = mine & PL_BEZIQUE_RANK_BITS (r);
      guint cls = PL_BEZIQUE_CLASS_JACKS - (r - PL_RANK_JACK);

      if (__builtin_popcountll (four) >= 4 && (four & ~state->declared[cls]))
        best = MAX (best, points[r - PL_RANK_JACK]);
    }
  return best;
}

/* The move of @moves that scores the most, or NULL. */
static const PlMove *
best_declaration (const PlMove *moves,
                  guint         n)
{
  const PlMove *best = NULL;

  for (guint i = 0; i < n; i++)
    if (moves[i].kind == PL_MOVE_DECLARE &&
        (best == NULL ||
         pl_bezique_combination_points (moves[i].arg) > pl_bezique_combination_points (best->arg)))
      best = &moves[i];
  return best;
}

static inline gint
brisque (guint p)
{
  PlRank rank = PL_CARD_RANK (PL_BEZIQUE_CARD (p));

  return rank == PL_RANK_ACE || rank == PL_RANK_10;
}

/* Seed 002, the last eight: every card not seen is in the adversary's
 * hand, and he must win the trick if he can. */
static PlMove
last_eight_card (const PlBeziqueState *state,
                 guint                 seat,
                 const PlMove         *moves,
                 guint                 n)
{
  PlBeziqueSet theirs = pl_ai_bezique_unseen (state, seat);
  guint best = 0;
  gint best_score = G_MININT;

  for (guint i = 0; i < n; i++)
    {
      guint p = moves[i].card;
      gint power = (gint) pl_bezique_rank_power (PL_CARD_RANK (PL_BEZIQUE_CARD (p)));
      gboolean trump = PL_CARD_SUIT (PL_BEZIQUE_CARD (p)) == state->trump;
      gint score;

      if (state->phase == PL_BEZIQUE_PHASE_FOLLOW)
        {
          guint lead = state->tricks[state->n_tricks].cards[0];

          /* Win as cheaply as possible, or throw the least. */
          if (pl_bezique_beats (p, lead, state->trump))
            score = 100 - power - (trump ? 8 : 0);
          else
            score = -power - 10 * brisque (p) - (trump ? 8 : 0);
        }
      else
        {
          gboolean sure = TRUE;

          for (PlBeziqueSet rest = theirs; rest && sure; rest &= rest - 1)
            if (pl_bezique_beats ((guint) __builtin_ctzll (rest), p, state->trump))
              sure = FALSE;
          /* Cash the sure winners, brisques first; otherwise lead low. */
          if (sure)
            score = 100 + 10 * brisque (p) + power;
          else
            score = -power - 10 * brisque (p) - (trump ? 8 : 0);
        }
      if (score > best_score)
        {
          best_score = score;
          best = i;
        }
    }
  return moves[best];
}

/* The first phase: lead the card worth least; follow by what the trick
 * brings against what the card is worth. */
static PlMove
first_phase_card (const PlBeziqueState *state,
                  guint                 seat,
                  const PlMove         *moves,
                  guint                 n,
                  gboolean              plans)
{
  guint best = 0;
  gint best_score = G_MININT;
  gint win_bonus = 0;
  guint lead = PL_BEZIQUE_NO_CARD;

  if (state->phase == PL_BEZIQUE_PHASE_FOLLOW)
    {
      lead = state->tricks[state->n_tricks].cards[0];
      /* Winning lets the seat declare and draw first. */
      win_bonus = 2 + (gint) MIN (pl_ai_bezique_declarable (state, seat), 120u) / 2;
    }
  for (guint i = 0; i < n; i++)
    {
      guint p = moves[i].card;
      gint value = pl_ai_bezique_keep_value (state, seat, p);
      gint score;

      if (plans)
        value += pl_ai_bezique_plan_value (state, seat, p);

      if (lead == PL_BEZIQUE_NO_CARD)
        score = -value;
      else
        {
          gint at_stake = 10 * (brisque (lead) + brisque (p));
          gint cost = value - 10 * brisque (p);

          if (pl_bezique_beats (p, lead, state->trump))
            score = at_stake + win_bonus - cost;
          else
            score = -at_stake - cost;
        }
      /* Of two equal cards, the one already shown on the table. */
      score = 4 * score + (moves[i].card != PL_BEZIQUE_NO_CARD &&
                           (state->table[seat] & PL_BEZIQUE_BIT (p)) ? 1 : 0);
      if (score > best_score)
        {
          best_score = score;
          best = i;
        }
    }
  return moves[best];
}

PlMove
pl_ai_bezique_easy_choose (const PlBeziqueState *state,
                           guint                 seat)
{
  return pl_ai_bezique_rules_choose (state, seat, FALSE);
}

PlMove
pl_ai_bezique_rules_choose (const PlBeziqueState *state,
                            guint                 seat,
                            gboolean              plans)
{
  PlMove moves[PL_MAX_MOVES], lower;
  guint n = pl_bezique_game.legal_moves (state, moves);
  const PlMove *declare;

  g_return_val_if_fail (n > 0, pl_move_new (PL_MOVE_NONE, seat));
  if (n == 1)
    return moves[0];

  switch ((PlBeziquePhase) state->phase)
    {
    case PL_BEZIQUE_PHASE_LEAD:
    case PL_BEZIQUE_PHASE_FOLLOW:
      if (state->last_eight)
        return last_eight_card (state, seat, moves, n);
      return first_phase_card (state, seat, moves, n, plans);

    case PL_BEZIQUE_PHASE_DECLARE:
      /* Seed 004 iii: the exchange scores 10, and it comes first. */
      for (guint i = 0; i < n; i++)
        if (moves[i].kind == PL_MOVE_EXCHANGE)
          return moves[i];
      declare = best_declaration (moves, n);
      if (plans && pl_ai_bezique_plan_declaration (state, moves, n, declare, &lower))
        return lower;
      return declare ? *declare : moves[n - 1];

    case PL_BEZIQUE_PHASE_ANNOUNCE:
      /* Seed 004 iii: the exchange may follow the declaration. */
      for (guint i = 0; i < n; i++)
        if (moves[i].kind == PL_MOVE_EXCHANGE)
          return moves[i];
      /* Seed 002: what cannot be scored now is announced "to score". */
      declare = best_declaration (moves, n);
      return declare ? *declare : moves[n - 1];

    case PL_BEZIQUE_PHASE_OVER:
    default:
      return moves[0];
    }
}
