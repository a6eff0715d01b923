/* pl-ai-skat-easy.c — the Easy Skat player: rules of thumb
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-ai"

#include <string.h>

#include "pl-ai-skat.h"
#include "pl-skat-private.h"

/*
 * The simplest opponent worth playing against.  It bids by a simple hand
 * evaluation (jacks, aces, the long suit), takes up the skat, puts away
 * sensibly, announces a game that reaches its bid, and plays by rule of
 * thumb: follow with a winner when that is cheap, otherwise discard low.
 * It looks only at what @seat may see (visible_hand() and the public
 * state: bids, tricks, the announcement), never at hidden hands, and
 * decides without chance.
 */

/* The first legal move equal to @want, or NULL. */
static const PlMove *
find_move (const PlMove *moves,
           guint         n,
           const PlMove *want)
{
  for (guint i = 0; i < n; i++)
    if (pl_move_equal (&moves[i], want))
      return &moves[i];
  return NULL;
}

/* Hand evaluation ---------------------------------------------------------- */

/* A Null hand: in every suit, the k-th lowest card is low enough that it
 * can stay under the opponents' cards (7 alone, 7 9, 7 9 J, …). */
static gboolean
null_playable (PlCardSet cards)
{
  for (guint s = 0; s < 4; s++)
    {
      guint i = 0;

      for (guint r = PL_RANK_7; r <= PL_RANK_ACE; r++)
        if (pl_cardset_has (cards, PL_CARD (s, r)))
          {
            if (r - PL_RANK_7 > 2 * i)
              return FALSE;
            i++;
          }
    }
  return TRUE;
}

/* The game this hand would play and its value, or FALSE for a hand to pass
 * with.  Jacks, aces and the long suit decide (the usual rule of thumb:
 * five trumps and with the side aces six "tricks"). */
static gboolean
best_game (PlCardSet  cards,
           guint      flags,
           guint     *contract,
           guint     *value)
{
  guint jacks = pl_cardset_count (cards & PL_SKAT_JACKS);
  guint aces = pl_cardset_count (cards & PL_CARDSET_RANK (PL_RANK_ACE));
  guint best_trumps = 0;
  gboolean found = FALSE;

  *value = 0;
  if ((jacks >= 3 && aces >= 2) || (jacks == 4 && aces >= 1) ||
      (jacks >= 2 && aces >= 3))
    {
      *contract = PL_SKAT_GRAND;
      *value = pl_skat_game_value (PL_SKAT_GRAND, flags, cards);
      found = TRUE;
    }
  for (guint s = 0; s < 4; s++)
    {
      PlCardSet trumps = cards & pl_skat_trumps (s);
      guint n_trumps = pl_cardset_count (trumps);
      guint side_aces = pl_cardset_count (cards & PL_CARDSET_RANK (PL_RANK_ACE) &
                                          ~PL_SKAT_SUIT (s));
      guint v;

      if (n_trumps < 5 || n_trumps + side_aces < 6 || jacks == 0)
        continue;
      v = pl_skat_game_value (s, flags, cards);
      if (!found || n_trumps > best_trumps ||
          (n_trumps == best_trumps && v > *value))
        {
          if (found && *contract == PL_SKAT_GRAND && *value >= v)
            continue;
          *contract = s;
          *value = v;
          best_trumps = n_trumps;
          found = TRUE;
        }
    }
  if (!found && null_playable (cards))
    {
      *contract = PL_SKAT_NULL;
      *value = pl_skat_game_value (PL_SKAT_NULL, flags & PL_SKAT_FLAG_HAND, cards);
      found = TRUE;
    }
  return found;
}

/* Bidding, skat, announcement ---------------------------------------------- */

static PlMove
choose_bid (const PlSkatState *state,
            PlCardSet          hand,
            const PlMove      *moves,
            guint              n)
{
  guint contract, max_bid = 0;

  if (best_game (hand, 0, &contract, &max_bid))
    {
      /* The skat will add a little: bid the value as held. */
      for (guint i = 0; i < n; i++)
        if ((moves[i].kind == PL_MOVE_HOLD || moves[i].kind == PL_MOVE_BID) &&
            moves[i].value <= max_bid)
          return moves[i];   /* the lowest bid comes first */
    }
  return moves[n - 1];       /* pass */
}

static PlCardSet
choose_discard (PlCardSet hand)
{
  guint contract, value;
  PlCardSet trumps, keep, result = 0;
  guint scores[64] = { 0, };
  PlCard card;

  if (!best_game (hand, 0, &contract, &value))
    {
      /* No game: make the longest suit with jacks trumps. */
      guint longest = 0;

      contract = PL_SKAT_CLUBS;
      for (guint s = 0; s < 4; s++)
        if (pl_cardset_count (hand & pl_skat_trumps (s)) > longest)
          {
            longest = pl_cardset_count (hand & pl_skat_trumps (s));
            contract = s;
          }
    }

  trumps = pl_skat_trumps (contract);
  PL_CARDSET_FOREACH (hand, card)
    {
      guint suit = PL_CARD_SUIT (card), rank = PL_CARD_RANK (card);
      guint length = pl_cardset_count (hand & PL_SKAT_SUIT (suit) & ~trumps);

      if (contract == PL_SKAT_NULL)
        {
          /* Put away the high cards, which would take tricks. */
          scores[card] = 100 + rank * 10 - length;
          continue;
        }
      if (pl_cardset_has (trumps, card) || rank == PL_RANK_ACE)
        {
          scores[card] = pl_cardset_has (trumps, card) ? 1 : 2;
          continue;
        }
      /* Short side suits first (to trump them later), and the points of a
       * ten without its ace, which the opponents would catch. */
      scores[card] = 100 + (10 - length) * 10 + pl_skat_card_points (card);
      if (rank == PL_RANK_10 &&
          !pl_cardset_has (hand, PL_CARD (suit, PL_RANK_ACE)))
        scores[card] += 30;
    }
  for (guint k = 0; k < 2; k++)
    {
      PlCard best = PL_CARD_NONE;

      keep = hand & ~result;
      PL_CARDSET_FOREACH (keep, card)
        if (best == PL_CARD_NONE || scores[card] > scores[best])
          best = card;
      result = pl_cardset_add (result, best);
    }
  return result;
}

static PlMove
choose_announce (const PlSkatState *state,
                 PlCardSet          cards,
                 const PlMove      *moves,
                 guint              n)
{
  guint hand_flag = state->picked_up ? 0 : PL_SKAT_FLAG_HAND;
  guint contract, value;
  const PlMove *best = NULL;
  guint best_value = 0;
  PlMove want = pl_move_new (PL_MOVE_ANNOUNCE, moves[0].seat);

  /* The game the hand wants, if it reaches the bid. */
  if (best_game (cards, hand_flag, &contract, &value) && value >= state->bid)
    {
      want.arg = contract;
      want.flags = hand_flag;
      if (find_move (moves, n, &want))
        return want;
    }
  /* Otherwise the plain game with the most trumps that reaches the bid,
   * or failing that the most valuable one (an overbid, found at the end). */
  for (guint i = 0; i < n; i++)
    {
      guint v;

      if (moves[i].flags != hand_flag)
        continue;
      v = pl_skat_game_value (moves[i].arg, moves[i].flags, cards);
      if (moves[i].arg <= PL_SKAT_DIAMONDS)
        v += pl_cardset_count (cards & pl_skat_trumps (moves[i].arg)) * 1000 *
             (v >= state->bid);
      if (best == NULL || v > best_value)
        {
          best = &moves[i];
          best_value = v;
        }
    }
  return best ? *best : moves[0];
}

/* Play -------------------------------------------------------------------- */

static PlCard
lowest (PlCardSet   cards,
        guint       contract,
        PlCard      led)
{
  PlCard card, best = PL_CARD_NONE;
  guint best_key = G_MAXUINT;

  PL_CARDSET_FOREACH (cards, card)
    {
      /* Fewest points first, then the weakest. */
      guint key = pl_skat_card_points (card) * 100 +
                  pl_skat_card_power (contract, led == PL_CARD_NONE ? card : led, card);

      if (pl_cardset_has (pl_skat_trumps (contract), card))
        key += 50;
      if (key < best_key)
        {
          best_key = key;
          best = card;
        }
    }
  return best;
}

static PlCard
choose_card (const PlSkatState *state,
             guint              seat,
             PlCardSet          legal)
{
  guint contract = state->contract;
  const PlSkatTrick *trick = &state->tricks[state->n_tricks];
  guint n_played = state->n_trick_cards;
  gboolean declarer = state->declarer == (gint) seat;
  PlCardSet trumps = pl_skat_trumps (contract);
  PlCard led, card;
  guint best_power = 0, best_index = 0, trick_points = 0;
  gint best_seat, leader_pos;
  gboolean partner_winning;
  PlCardSet winners = 0, losers = 0;

  if (pl_cardset_count (legal) == 1)
    return pl_cardset_first (legal);

  if (n_played == 0)
    {
      PlCardSet aces = legal & PL_CARDSET_RANK (PL_RANK_ACE) & ~trumps;

      if (contract == PL_SKAT_NULL || contract == PL_SKAT_RAMSCH)
        return lowest (legal, contract, PL_CARD_NONE);
      /* The declarer draws trumps with a high one; everyone cashes aces. */
      if (declarer && (legal & trumps & PL_SKAT_JACKS))
        return pl_cardset_last (legal & trumps & PL_SKAT_JACKS);
      if (aces)
        return pl_cardset_first (aces);
      if (!declarer && (legal & ~trumps))
        return lowest (legal & ~trumps, contract, PL_CARD_NONE);
      return lowest (legal, contract, PL_CARD_NONE);
    }

  led = trick->cards[0];
  for (guint i = 0; i < n_played; i++)
    {
      guint power = pl_skat_card_power (contract, led, trick->cards[i]);

      trick_points += pl_skat_card_points (trick->cards[i]);
      if (i == 0 || power > best_power)
        {
          best_power = power;
          best_index = i;
        }
    }
  leader_pos = pl_skat_get_seat_position (state, trick->leader);
  best_seat = pl_skat_get_position_seat (state, (leader_pos + best_index) % 3);
  partner_winning = contract != PL_SKAT_RAMSCH && !declarer &&
                    state->declarer >= 0 && best_seat != state->declarer;

  PL_CARDSET_FOREACH (legal, card)
    {
      if (pl_skat_card_power (contract, led, card) > best_power)
        winners = pl_cardset_add (winners, card);
      else
        losers = pl_cardset_add (losers, card);
    }

  if (contract == PL_SKAT_NULL)
    {
      /* The declarer stays under with his highest card that does; the
       * opponents play low. */
      if (declarer && losers)
        return pl_cardset_last (losers);
      return lowest (legal, contract, led);
    }
  if (contract == PL_SKAT_RAMSCH)
    {
      /* Take no trick: the highest card that stays under. */
      if (losers)
        {
          PlCard best = PL_CARD_NONE;
          guint bp = 0;

          PL_CARDSET_FOREACH (losers, card)
            if (best == PL_CARD_NONE || pl_skat_card_power (contract, led, card) > bp)
              {
                best = card;
                bp = pl_skat_card_power (contract, led, card);
              }
          return best;
        }
      return lowest (legal, contract, led);
    }

  if (partner_winning)
    {
      /* Give the partner points when he holds the trick safely. */
      PlCard best = PL_CARD_NONE;
      guint bp = 0;

      if (n_played == 2 || best_power >= 40)
        {
          PL_CARDSET_FOREACH (losers ? losers : legal, card)
            if (best == PL_CARD_NONE || pl_skat_card_points (card) > bp)
              {
                best = card;
                bp = pl_skat_card_points (card);
              }
          if (best != PL_CARD_NONE && pl_skat_card_points (best) < 11)
            return best;
        }
      return lowest (losers ? losers : legal, contract, led);
    }

  if (winners)
    {
      /* The cheapest winner, if the trick is worth it or it is cheap. */
      PlCard cheapest = PL_CARD_NONE;
      guint cp = G_MAXUINT;

      PL_CARDSET_FOREACH (winners, card)
        {
          guint p = pl_skat_card_power (contract, led, card);

          if (p < cp)
            {
              cp = p;
              cheapest = card;
            }
        }
      if (n_played == 2 || trick_points >= 10 || cp < 40)
        return cheapest;
    }
  return lowest (losers ? losers : legal, contract, led);
}

static PlMove
choose_skat (const PlSkatState *state,
             guint              seat,
             const PlMove      *moves,
             guint              n)
{
  PlCardSet hand = pl_skat_game.visible_hand (state, seat, seat);
  PlMove move;

  switch ((PlSkatPhase) state->phase)
    {
    case PL_SKAT_PHASE_BIDDING:
      return choose_bid (state, hand, moves, n);
    case PL_SKAT_PHASE_SKAT:
      move = pl_move_new (PL_MOVE_PICKUP, seat);
      break;
    case PL_SKAT_PHASE_DISCARD:
      move = pl_move_new (PL_MOVE_DISCARD, seat);
      move.cards = choose_discard (hand);
      break;
    case PL_SKAT_PHASE_ANNOUNCE:
      return choose_announce (state, hand | pl_skat_visible_skat (state, seat), moves, n);
    case PL_SKAT_PHASE_KONTRA:
      move = pl_move_new (PL_MOVE_PASS, seat);
      break;
    case PL_SKAT_PHASE_PLAY:
      move = pl_move_new (PL_MOVE_PLAY, seat);
      move.card = choose_card (state, seat, pl_skat_legal_cards (state, seat));
      break;
    case PL_SKAT_PHASE_OVER:
    default:
      return moves[0];
    }
  return find_move (moves, n, &move) ? move : moves[0];
}

PlMove
pl_ai_skat_easy_choose (const PlSkatState *state,
                        guint              seat)
{
  PlMove moves[PL_MAX_MOVES];
  guint n;

  g_return_val_if_fail (state != NULL, pl_move_new (PL_MOVE_NONE, seat));

  n = pl_skat_game.legal_moves (state, moves);
  g_return_val_if_fail (n > 0, pl_move_new (PL_MOVE_NONE, seat));
  g_return_val_if_fail (moves[0].seat == seat, moves[0]);
  return choose_skat (state, seat, moves, n);
}
