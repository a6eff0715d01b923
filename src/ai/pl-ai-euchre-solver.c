/* pl-ai-euchre-solver.c — Euchre double dummy: the tricks the makers take
 * with every hand open and best play on both sides
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-ai"

#include <string.h>

#include "pl-ai-euchre-private.h"

/*
 * Five tricks of at most four cards: an alpha-beta search with the cards
 * that are equal in play tried once (two cards of a suit with no card of
 * another hand, and none on the table, between them win and lose the same
 * tricks), the strongest cards first, and a table of positions at the
 * start of each trick.  Minimax on the makers' tricks is also minimax on
 * any score that grows with them, so one search serves every scoring.
 */

#define TABLE_BITS 12
#define TABLE_SIZE (1u << TABLE_BITS)

typedef enum {
  BOUND_EXACT,
  BOUND_LOWER,
  BOUND_UPPER,
} Bound;

typedef struct {
  guint64 key;            /* 0: empty */
  gint8   value;
  guint8  bound;
} Entry;

typedef struct {
  PlCardSet trumps;
  guint     trump;
  guint     out;
  guint     makers;       /* the makers' side */
  guint     n_active;
  PlCardSet hands[PL_EUCHRE_N_SEATS];
  /* The cards on the table, by tricks left: each trick of the search has
   * its own row, which the tricks searched after it leave alone. */
  PlCard    trick[PL_EUCHRE_N_TRICKS + 1][PL_EUCHRE_N_SEATS];
  /* Each effective suit's cards, strongest first, for telling equal
   * cards apart. */
  PlCard    order[PL_N_SUITS][12];
  guint     order_len[PL_N_SUITS];
  Entry     table[TABLE_SIZE];
} Solver;

static guint
power (const Solver *s,
       PlCard        led,
       PlCard        card)
{
  return pl_euchre_card_power (s->trumps, s->trump, led, card);
}

static guint
suit_of (const Solver *s,
         PlCard        card)
{
  return pl_cardset_has (s->trumps, card) ? s->trump : PL_CARD_SUIT (card);
}

static void
solver_init (Solver              *s,
             const PlEuchreState *state)
{
  PlCardSet pack = pl_euchre_pack_set (&state->options);
  PlCard card;

  memset (s, 0, sizeof *s);
  s->trumps = state->trumps;
  s->trump = state->trump;
  s->out = state->out;
  s->makers = pl_euchre_side (state->maker);
  s->n_active = pl_euchre_n_active (state);
  for (guint seat = 0; seat < PL_EUCHRE_N_SEATS; seat++)
    if (!(s->out & (1u << seat)))
      s->hands[seat] = state->hands[seat];

  /* Strongest first within each effective suit: by the power a card has
   * when its suit is led. */
  PL_CARDSET_FOREACH (pack, card)
    {
      guint suit = suit_of (s, card);
      guint n = s->order_len[suit]++;
      guint p = power (s, card, card);

      while (n > 0 && power (s, s->order[suit][n - 1], s->order[suit][n - 1]) < p)
        {
          s->order[suit][n] = s->order[suit][n - 1];
          n--;
        }
      s->order[suit][n] = card;
    }
}

/* The cards of @legal worth trying, strongest first: of a run of cards
 * the seat holds with nothing between them that another hand or the
 * table holds, only the first. */
static guint
candidates (const Solver *s,
            guint         seat,
            PlCardSet     legal,
            const PlCard *trick,
            guint         n_trick,
            PlCard       *out)
{
  PlCardSet breakers = 0;
  guint n = 0;

  for (guint other = 0; other < PL_EUCHRE_N_SEATS; other++)
    if (other != seat)
      breakers |= s->hands[other];
  for (guint i = 0; i < n_trick; i++)
    breakers = pl_cardset_add (breakers, trick[i]);

  /* Trumps first, then the other suits. */
  for (guint k = 0; k < PL_N_SUITS; k++)
    {
      guint suit = (s->trump + k) & 3;
      gboolean in_run = FALSE;

      for (guint i = 0; i < s->order_len[suit]; i++)
        {
          PlCard card = s->order[suit][i];

          if (pl_cardset_has (legal, card))
            {
              if (!in_run)
                out[n++] = card;
              in_run = TRUE;
            }
          else if (pl_cardset_has (breakers, card) || pl_cardset_has (s->hands[seat], card))
            in_run = FALSE;
        }
    }
  return n;
}

static guint64
position_key (const Solver *s,
              guint         leader)
{
  guint64 h = 0x9e3779b97f4a7c15ULL * (leader + 1);

  for (guint seat = 0; seat < PL_EUCHRE_N_SEATS; seat++)
    {
      h ^= s->hands[seat] + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
      h *= 0xbf58476d1ce4e5b9ULL;
    }
  return h | 1;
}

/* The makers' tricks from here to the end; @n_trick cards are on the
 * table, led by @leader; @left tricks remain, the current one included. */
static gint
search (Solver *s,
        guint   leader,
        guint   n_trick,
        guint   to_move,
        guint   left,
        gint    alpha,
        gint    beta)
{
  PlCard cards[PL_EUCHRE_HAND + 1];
  PlCard *trick = s->trick[left];
  PlCardSet hand = s->hands[to_move], legal;
  gboolean makers = pl_euchre_side (to_move) == s->makers;
  guint64 key = 0;
  Entry *entry = NULL;
  gint best, alpha0 = alpha, beta0 = beta;
  guint n;

  if (left == 0)
    return 0;
  if (n_trick == 0)
    {
      key = position_key (s, leader);
      entry = &s->table[key & (TABLE_SIZE - 1)];
      if (entry->key == key)
        {
          if (entry->bound == BOUND_EXACT)
            return entry->value;
          if (entry->bound == BOUND_LOWER)
            alpha = MAX (alpha, entry->value);
          else
            beta = MIN (beta, entry->value);
          if (alpha >= beta)
            return entry->value;
        }
    }

  legal = hand;
  if (n_trick > 0)
    {
      PlCardSet follow = hand & pl_euchre_follow_set (s->trumps, trick[0]);

      if (follow != 0)
        legal = follow;
    }
  n = candidates (s, to_move, legal, trick, n_trick, cards);
  best = makers ? -1 : (gint) left + 1;

  for (guint i = 0; i < n; i++)
    {
      PlCard card = cards[i];
      gint value;

      s->hands[to_move] = pl_cardset_remove (hand, card);
      trick[n_trick] = card;
      if (n_trick + 1 == s->n_active)
        {
          guint win_power = 0, winner = leader, seat = leader;

          for (guint k = 0; k < s->n_active; k++)
            {
              guint p = power (s, trick[0], trick[k]);

              if (k == 0 || p > win_power)
                {
                  win_power = p;
                  winner = seat;
                }
              seat = pl_euchre_next_active (s->out, seat);
            }
          value = pl_euchre_side (winner) == s->makers;
          value += search (s, winner, 0, winner, left - 1, alpha - value, beta - value);
        }
      else
        value = search (s, leader, n_trick + 1, pl_euchre_next_active (s->out, to_move), left,
                        alpha, beta);
      s->hands[to_move] = hand;

      if (makers ? value > best : value < best)
        best = value;
      if (makers)
        alpha = MAX (alpha, best);
      else
        beta = MIN (beta, best);
      if (alpha >= beta)
        break;
    }

  if (entry != NULL)
    {
      entry->key = key;
      entry->value = (gint8) best;
      entry->bound = best <= alpha0 ? BOUND_UPPER : best >= beta0 ? BOUND_LOWER : BOUND_EXACT;
    }
  return best;
}

guint
pl_ai_euchre_solve (const PlEuchreState *state,
                    PlCard              *cards,
                    guint               *makers_tricks)
{
  g_autofree Solver *s = g_new (Solver, 1);
  const PlEuchreTrick *trick = &state->tricks[state->n_tricks];
  guint seat = state->to_move;
  guint left = PL_EUCHRE_N_TRICKS - state->n_tricks;
  guint n_trick = state->n_trick_cards;
  guint done = state->won[pl_euchre_side (state->maker)];
  PlCardSet legal = pl_euchre_legal_cards (state, seat);
  guint n = 0;
  PlCard card;

  g_return_val_if_fail (state->phase == PL_EUCHRE_PHASE_PLAY, 0);

  solver_init (s, state);
  for (guint i = 0; i < n_trick; i++)
    s->trick[left][i] = trick->cards[i];

  /* Every legal card gets its exact value: the whole window at the root. */
  PL_CARDSET_FOREACH (legal, card)
    {
      PlCardSet hand = s->hands[seat];
      gint value;

      s->hands[seat] = pl_cardset_remove (hand, card);
      s->trick[left][n_trick] = card;
      if (n_trick + 1 == s->n_active)
        {
          guint best, winner;

          best = pl_euchre_trick_winner (state, s->trick[left], s->n_active);
          winner = pl_euchre_trick_seat (state, trick->leader, best);
          value = pl_euchre_side (winner) == s->makers;
          value += search (s, winner, 0, winner, left - 1, -1, 6);
        }
      else
        value = search (s, trick->leader, n_trick + 1, pl_euchre_next_active (s->out, seat),
                        left, -1, 6);
      s->hands[seat] = hand;
      cards[n] = card;
      makers_tricks[n] = done + (guint) value;
      n++;
    }
  return n;
}
