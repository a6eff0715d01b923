/* pl-ai-euchre-easy.c — Euchre by rules of thumb: counting a hand, the
 * calls, the discard and the play from one seat's own view
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-ai"

#include "pl-ai-euchre-private.h"

/* The Easy level counts a hand and orders up at 6.5, goes alone at 11: a
 * careful player.  The simulations of the stronger levels play the other
 * seats as bolder ones, nearer to how those levels bid (about 7 is a good
 * hand to order on; pl_ai_euchre_strength() gives the scale). */
const PlAiEuchreStyle pl_ai_euchre_style_easy = { 6.5, 11.0 };
const PlAiEuchreStyle pl_ai_euchre_style_normal = { 5.5, 11.0 };
const PlAiEuchreStyle pl_ai_euchre_style_strong = { 4.5, 11.0 };

gdouble
pl_ai_euchre_strength (const PlEuchreState *state,
                       guint                seat,
                       PlCardSet            hand,
                       guint                trump)
{
  PlCardSet pack = pl_euchre_pack_set (&state->options);
  PlCardSet trumps = pl_euchre_trump_set (pack, trump);
  gdouble value = 0;
  guint n_trumps = pl_cardset_count (hand & trumps);
  PlCard card;

  PL_CARDSET_FOREACH (hand & trumps, card)
    {
      if (card == PL_CARD_JOKER)
        value += 3.5;
      else if (card == pl_euchre_right_bower (trump))
        value += 3.0;
      else if (card == pl_euchre_left_bower (trump))
        value += 2.5;
      else if (PL_CARD_RANK (card) == PL_RANK_ACE)
        value += 2.0;
      else if (PL_CARD_RANK (card) == PL_RANK_KING)
        value += 1.6;
      else if (PL_CARD_RANK (card) == PL_RANK_QUEEN)
        value += 1.3;
      else
        value += 1.0;
    }
  for (guint suit = 0; suit < PL_N_SUITS; suit++)
    {
      PlCardSet plain = hand & PL_CARDSET_SUIT (suit) & ~trumps;

      if (suit == trump)
        continue;
      /* Side aces take tricks; a void lets the trumps ruff. */
      if (pl_cardset_has (plain, PL_CARD (suit, PL_RANK_ACE)))
        value += pl_cardset_count (plain) <= 2 ? 1.2 : 0.8;
      if (pl_cardset_has (plain, PL_CARD (suit, PL_RANK_KING)) &&
          pl_cardset_has (plain, PL_CARD (suit, PL_RANK_ACE)))
        value += 0.4;
      if (plain == 0 && n_trumps >= 2)
        value += 0.6;
    }
  return value;
}

/* The power of @card in the current trick. */
static guint
power_now (const PlEuchreState *state,
           PlCard               card)
{
  if (state->n_trick_cards == 0)
    return pl_euchre_card_power (state->trumps, state->trump, card, card);
  return pl_euchre_card_power (state->trumps, state->trump,
                               state->tricks[state->n_tricks].cards[0], card);
}

guint
pl_ai_euchre_trick_best (const PlEuchreState *state,
                         guint               *seat)
{
  const PlEuchreTrick *trick = &state->tricks[state->n_tricks];
  guint best = pl_euchre_trick_winner (state, trick->cards, state->n_trick_cards);

  if (seat != NULL)
    *seat = pl_euchre_trick_seat (state, trick->leader, best);
  return best;
}

/* How much a card is worth keeping: trumps by their rank, then aces,
 * then the others by rank.  The lowest is thrown or put away first. */
static guint
keep_value (const PlEuchreState *state,
            PlCardSet            hand,
            PlCard               card)
{
  guint suit = pl_euchre_card_suit (state, card);

  if (pl_cardset_has (state->trumps, card))
    return 100 + pl_euchre_card_power (state->trumps, state->trump, card, card);
  /* A card alone in its suit goes before one that guards a longer suit. */
  return 10 * (PL_CARD_RANK (card) == PL_RANK_ACE ? 4 : 0) + PL_CARD_RANK (card) +
         2 * pl_cardset_count (hand & PL_CARDSET_SUIT (suit) & ~state->trumps);
}

static PlCard
lowest_of (const PlEuchreState *state,
           PlCardSet            hand,
           PlCardSet            among)
{
  PlCard best = PL_CARD_NONE, card;
  guint best_value = G_MAXUINT;

  PL_CARDSET_FOREACH (among, card)
    {
      guint v = keep_value (state, hand, card);

      if (v < best_value)
        {
          best = card;
          best_value = v;
        }
    }
  return best;
}

static PlCard
highest_power (const PlEuchreState *state,
               PlCardSet            among)
{
  PlCard best = PL_CARD_NONE, card;
  guint best_power = 0;

  PL_CARDSET_FOREACH (among, card)
    {
      guint p = power_now (state, card);

      if (best == PL_CARD_NONE || p > best_power)
        {
          best = card;
          best_power = p;
        }
    }
  return best;
}

/* The trumps not yet played that @seat does not hold. */
static PlCardSet
trumps_out (const PlEuchreState *state,
            guint                seat)
{
  return state->trumps & ~state->played & ~state->hands[seat];
}

static PlMove
easy_lead (const PlEuchreState *state,
           guint                seat,
           PlCardSet            hand)
{
  PlCardSet trumps = hand & state->trumps;
  PlCardSet plain = hand & ~state->trumps;
  gboolean makers = pl_euchre_side (seat) == pl_euchre_side (state->maker);
  PlMove m = pl_move_new (PL_MOVE_PLAY, seat);
  PlCard top = highest_power (state, trumps);
  PlCardSet aces = plain & PL_CARDSET_RANK (PL_RANK_ACE);

  /* The makers draw trumps while they hold the best one left, or while
   * the maker has two or more; the defenders keep theirs. */
  if (makers && trumps != 0)
    {
      PlCard best_out = highest_power (state, trumps_out (state, seat));

      if (best_out == PL_CARD_NONE || power_now (state, top) > power_now (state, best_out) ||
          ((gint) seat == state->maker && pl_cardset_count (trumps) >= 2))
        {
          m.card = top;
          return m;
        }
    }
  if (aces != 0)
    {
      m.card = pl_cardset_first (aces);
      return m;
    }
  m.card = lowest_of (state, hand, plain != 0 ? plain : hand);
  return m;
}

static PlMove
easy_follow (const PlEuchreState *state,
             guint                seat,
             PlCardSet            hand,
             PlCardSet            legal)
{
  PlMove m = pl_move_new (PL_MOVE_PLAY, seat);
  guint best_seat, best = pl_ai_euchre_trick_best (state, &best_seat);
  guint best_power = power_now (state, state->tricks[state->n_tricks].cards[best]);
  gboolean last = state->n_trick_cards + 1u == pl_euchre_n_active (state);
  PlCardSet winners = 0;
  PlCard card;

  /* The partner holds the trick: keep the good cards. */
  if (best_seat == pl_euchre_partner (seat) &&
      (last || best_power >= 20 || PL_CARD_RANK (state->tricks[state->n_tricks].cards[best]) ==
                                   PL_RANK_ACE))
    {
      m.card = lowest_of (state, hand, legal);
      return m;
    }
  PL_CARDSET_FOREACH (legal, card)
    if (power_now (state, card) > best_power)
      winners = pl_cardset_add (winners, card);
  if (winners != 0)
    {
      /* The cheapest card that wins. */
      PlCard cheapest = PL_CARD_NONE;

      PL_CARDSET_FOREACH (winners, card)
        if (cheapest == PL_CARD_NONE || power_now (state, card) < power_now (state, cheapest))
          cheapest = card;
      m.card = cheapest;
      return m;
    }
  m.card = lowest_of (state, hand, legal);
  return m;
}

/* Whether @seat orders or calls @trump, and alone, by counting. */
static gboolean
easy_make (const PlEuchreState   *state,
           guint                  seat,
           const PlAiEuchreStyle *style,
           guint                  trump,
           gboolean              *alone)
{
  gdouble strength = pl_ai_euchre_strength (state, seat, state->hands[seat], trump);

  *alone = strength >= style->alone_at;
  return strength >= style->order_at;
}

/* The make of @kind and @suit among @moves, alone as wished; a lone hand
 * the options forbid is made with the partner, but a hand not worth a
 * lone one is never forced alone (option assist=alone): FALSE then. */
static gboolean
pick_legal (const PlMove *moves,
            guint         n,
            PlMoveKind    kind,
            guint         suit,
            gboolean      alone,
            PlMove       *out)
{
  for (guint pass = 0; pass < 2; pass++)
    for (guint i = 0; i < n; i++)
      {
        gboolean lone = (moves[i].flags & PL_EUCHRE_FLAG_ALONE) != 0;

        if (moves[i].kind == kind && (kind != PL_MOVE_CALL || moves[i].arg == suit) &&
            (lone == alone || (pass == 1 && alone && !lone)))
          {
            *out = moves[i];
            return TRUE;
          }
      }
  return FALSE;
}

PlMove
pl_ai_euchre_easy_move (const PlEuchreState   *state,
                        guint                  seat,
                        const PlAiEuchreStyle *style,
                        PlRng                 *rng)
{
  PlMove moves[PL_MAX_MOVES];
  guint n = pl_euchre_game.legal_moves (state, moves);
  PlCardSet hand = state->hands[seat];
  PlMove m = moves[0];
  gboolean alone;

  g_return_val_if_fail (n > 0, pl_move_new (PL_MOVE_NONE, seat));

  switch ((PlEuchrePhase) state->phase)
    {
    case PL_EUCHRE_PHASE_JOKER:
      /* The dealer names trumps before looking at his cards (pl-euchre.h):
       * any suit, at random. */
      return moves[2 * pl_rng_below (rng, PL_N_SUITS) % n];

    case PL_EUCHRE_PHASE_ROUND1:
      {
        guint trump = PL_CARD_SUIT (state->turned);
        gdouble bonus = 0;

        /* The turned card goes to the dealer: to my side or theirs. */
        if (seat == state->dealer)
          hand = pl_cardset_add (hand, state->turned);
        else
          bonus = (pl_euchre_side (seat) == pl_euchre_side (state->dealer) ? 1.0 : -1.0) *
                  (PL_CARD_RANK (state->turned) >= PL_RANK_JACK ? 1.2 : 0.8);
        if (pl_ai_euchre_strength (state, seat, hand, trump) + bonus >= style->order_at)
          {
            alone = pl_ai_euchre_strength (state, seat, hand, trump) + bonus >= style->alone_at;
            if (pick_legal (moves, n, PL_MOVE_ORDER_UP, trump, alone, &m))
              return m;
          }
        return pl_move_new (PL_MOVE_PASS, seat);
      }

    case PL_EUCHRE_PHASE_ROUND2:
      {
        guint best = PL_EUCHRE_NO_TRUMP;
        gdouble best_strength = -1;

        for (guint suit = 0; suit < PL_N_SUITS; suit++)
          {
            gdouble s;

            if (suit == PL_CARD_SUIT (state->turned))
              continue;
            s = pl_ai_euchre_strength (state, seat, hand, suit);
            if (s > best_strength)
              {
                best = suit;
                best_strength = s;
              }
          }
        /* A stuck dealer names his best suit whatever it is worth. */
        if (easy_make (state, seat, style, best, &alone) || moves[0].kind != PL_MOVE_PASS)
          {
            if (pick_legal (moves, n, PL_MOVE_CALL, best, alone, &m))
              return m;
          }
        return pl_move_new (PL_MOVE_PASS, seat);
      }

    case PL_EUCHRE_PHASE_DISCARD:
    case PL_EUCHRE_PHASE_EXCHANGE:
      m = pl_move_new (PL_MOVE_DISCARD, seat);
      m.cards = PL_CARDSET_BIT (lowest_of (state, hand, hand));
      return m;

    case PL_EUCHRE_PHASE_GIVE:
      /* The lone player's partner gives his best card. */
      m = pl_move_new (PL_MOVE_EXCHANGE, seat);
      m.card = (hand & state->trumps) != 0 ? highest_power (state, hand & state->trumps)
                                           : highest_power (state, hand);
      return m;

    case PL_EUCHRE_PHASE_DEFEND:
      return pl_move_new (PL_MOVE_PASS, seat);

    case PL_EUCHRE_PHASE_PLAY:
      if (state->n_trick_cards == 0)
        return easy_lead (state, seat, hand);
      return easy_follow (state, seat, hand, pl_euchre_legal_cards (state, seat));

    case PL_EUCHRE_PHASE_OVER:
    default:
      return m;
    }
}
