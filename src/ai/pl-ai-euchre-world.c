/* pl-ai-euchre-world.c — what one seat knows of a Euchre deal, and worlds
 * dealt at random that agree with it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-ai"

#include <math.h>
#include <string.h>

#include "pl-ai-euchre-private.h"

/* Tries at dealing a world before the voids are given up. */
#define MAX_TRIES 64
/* Tries at a world that agrees with the calls before one that does not
 * is taken anyway. */
#define MAX_WEIGHED 24

/* The cards of the tricks played so far, with their seats. */
static void
note_tricks (PlAiEuchreView      *view,
             const PlEuchreState *state)
{
  guint n_done = state->phase == PL_EUCHRE_PHASE_PLAY || state->phase == PL_EUCHRE_PHASE_OVER
                 ? state->n_tricks : 0;
  guint n_active = pl_euchre_n_active (state);

  for (guint t = 0; t <= n_done && t < PL_EUCHRE_N_TRICKS; t++)
    {
      const PlEuchreTrick *trick = &state->tricks[t];
      guint n = t < n_done ? n_active
                           : (state->phase == PL_EUCHRE_PHASE_PLAY ? state->n_trick_cards : 0);

      for (guint i = 0; i < n; i++)
        {
          guint seat = pl_euchre_trick_seat (state, trick->leader, i);
          PlCard card = trick->cards[i];

          view->played_by[seat] = pl_cardset_add (view->played_by[seat], card);
          /* A seat that did not follow holds none of the suit led. */
          if (i > 0)
            {
              PlCardSet follow = pl_euchre_follow_set (state->trumps, trick->cards[0]);

              if (!pl_cardset_has (follow, card))
                view->void_cards[seat] |= follow;
            }
        }
    }
}

void
pl_ai_euchre_view_init (PlAiEuchreView      *view,
                        const PlEuchreState *state,
                        guint                seat)
{
  guint dealer = state->dealer;

  memset (view, 0, sizeof *view);
  view->seat = seat;
  view->pack = pl_euchre_pack_set (&state->options);
  view->mine = state->hands[seat];
  note_tricks (view, state);
  view->seen = view->mine | state->played;
  for (guint s = 0; s < PL_EUCHRE_N_SEATS; s++)
    view->n_cards[s] = pl_cardset_count (state->hands[s]);

  /* The turned card: everyone saw it.  Taken up, it is in the dealer's
   * hand until he plays it — unless he put it away again, which only he
   * knows, and which the others learn when he shows out of trumps. */
  view->seen = pl_cardset_add (view->seen, state->turned);
  if (state->taken_up && seat != dealer && !pl_cardset_has (state->played, state->turned) &&
      !pl_cardset_has (view->void_cards[dealer], state->turned))
    view->must_hold[dealer] = pl_cardset_add (view->must_hold[dealer], state->turned);
  /* The dealer knows his discard; the lone player and his partner the
   * card given, and the lone player the card he put away for it. */
  if (seat == dealer && state->discard != PL_CARD_NONE)
    view->seen = pl_cardset_add (view->seen, state->discard);
  if (state->given != PL_CARD_NONE && state->maker >= 0)
    {
      guint loner = state->maker;

      if (seat == loner && state->exchanged != PL_CARD_NONE)
        view->seen = pl_cardset_add (view->seen, state->exchanged);
      if (seat == pl_euchre_partner (loner) && !pl_cardset_has (state->played, state->given) &&
          !pl_cardset_has (view->void_cards[loner], state->given))
        {
          view->seen = pl_cardset_add (view->seen, state->given);
          view->must_hold[loner] = pl_cardset_add (view->must_hold[loner], state->given);
        }
    }
  view->must_hold[seat] = 0;
  for (guint s = 0; s < PL_EUCHRE_N_SEATS; s++)
    view->must_hold[s] &= ~state->played;
}

/* @n cards of @from at random. */
static PlCardSet
draw (PlCardSet  from,
      guint      n,
      PlRng     *rng)
{
  PlCardSet out = 0;
  guint left = pl_cardset_count (from);

  for (; n > 0 && left > 0; n--, left--)
    {
      guint k = pl_rng_below (rng, left);
      PlCard card = PL_CARD_NONE;
      PlCardSet rest = from;

      for (guint i = 0; i <= k; i++)
        {
          card = pl_cardset_first (rest);
          rest = pl_cardset_remove (rest, card);
        }
      out = pl_cardset_add (out, card);
      from = pl_cardset_remove (from, card);
    }
  return out;
}

/* One deal of the hidden cards to the other seats: most constrained
 * seat first; FALSE if the voids left a seat short. */
static gboolean
deal_once (const PlEuchreState  *state,
           const PlAiEuchreView *view,
           gboolean              use_voids,
           PlRng                *rng,
           PlCardSet             hands[PL_EUCHRE_N_SEATS])
{
  PlCardSet pool = view->pack & ~view->seen;
  guint order[PL_EUCHRE_N_SEATS], n = 0;

  for (guint s = 0; s < PL_EUCHRE_N_SEATS; s++)
    {
      pool &= ~view->must_hold[s];
      hands[s] = s == view->seat ? view->mine : view->must_hold[s];
      if (s != view->seat)
        order[n++] = s;
    }
  /* The seat with the fewest cards it may hold goes first. */
  for (guint i = 0; i < n; i++)
    for (guint j = i + 1; j < n; j++)
      if (pl_cardset_count (pool & ~view->void_cards[order[j]]) <
          pl_cardset_count (pool & ~view->void_cards[order[i]]))
        {
          guint t = order[i];
          order[i] = order[j];
          order[j] = t;
        }
  for (guint i = 0; i < n; i++)
    {
      guint s = order[i];
      guint need = view->n_cards[s] - pl_cardset_count (hands[s]);
      PlCardSet may = use_voids ? pool & ~view->void_cards[s] : pool;
      PlCardSet got;

      if (pl_cardset_count (may) < need)
        return FALSE;
      got = draw (may, need, rng);
      hands[s] |= got;
      pool &= ~got;
    }
  return TRUE;
}

/* The chance that a player holding @hand made the call he made, by the
 * rules of thumb's count, smoothed: a pass with a hand worth 9 is
 * unlikely, not impossible. */
static gdouble
odds (gdouble strength,
      gdouble at,
      gboolean made)
{
  gdouble p = 1.0 / (1.0 + exp (-(strength - at) / 0.9));

  return made ? p : 1.0 - p;
}

/* How well a world agrees with the calls made and passed before trumps
 * were made, the lone hand declared or not. */
static gdouble
calls_weight (const PlEuchreState  *world,
              const PlAiEuchreView *view)
{
  guint n_calls = world->n_calls;
  guint turned_suit = PL_CARD_SUIT (world->turned);
  gdouble w = 1.0;

  if (world->turned == PL_CARD_JOKER)
    return 1.0;
  for (guint i = 0; i < n_calls; i++)
    {
      guint seat = (world->dealer + 1 + i) & 3;
      gboolean made = world->maker >= 0 && i + 1 == n_calls;
      PlCardSet hand;

      if (seat == view->seat)
        continue;
      /* The hand as it was at the call: what it holds and played. */
      hand = world->hands[seat] | view->played_by[seat];
      if (seat == world->dealer && world->taken_up)
        hand = pl_cardset_remove (hand, world->turned);
      if (i < 4)
        {
          if (seat == world->dealer)
            hand = pl_cardset_add (hand, world->turned);
          w *= odds (pl_ai_euchre_strength (world, seat, hand, turned_suit), 7.0, made);
        }
      else if (made)
        {
          /* A stuck dealer tells nothing. */
          if (!(world->options.stick && i == 7))
            w *= odds (pl_ai_euchre_strength (world, seat, hand, world->trump), 6.5, TRUE);
        }
      else
        {
          gdouble best = 0;

          for (guint suit = 0; suit < PL_N_SUITS; suit++)
            if (suit != turned_suit)
              best = MAX (best, pl_ai_euchre_strength (world, seat, hand, suit));
          w *= odds (best, 7.0, FALSE);
        }
      if (made)
        w *= odds (pl_ai_euchre_strength (world, seat, hand, world->trump), 10.5, world->alone);
    }
  return w;
}

gboolean
pl_ai_euchre_sample (const PlEuchreState  *state,
                     const PlAiEuchreView *view,
                     gboolean              weigh,
                     PlRng                *rng,
                     PlEuchreState        *world)
{
  PlCardSet hands[PL_EUCHRE_N_SEATS];
  gboolean ok = FALSE;

  for (guint tries = 0; tries < MAX_WEIGHED; tries++)
    {
      ok = FALSE;
      for (guint k = 0; k < MAX_TRIES && !ok; k++)
        ok = deal_once (state, view, TRUE, rng, hands);
      /* Constraints no deal meets (a revoke the seat could not see):
       * deal without the voids rather than not at all. */
      if (!ok)
        ok = deal_once (state, view, FALSE, rng, hands);
      if (!ok)
        {
          *world = *state;
          return FALSE;
        }

      *world = *state;
      for (guint s = 0; s < PL_EUCHRE_N_SEATS; s++)
        {
          world->hands[s] = hands[s];
          /* What was dealt is what is held and was played; a hidden
           * discard is not known. */
          world->dealt[s] = hands[s] | view->played_by[s];
        }
      world->kitty = view->pack & ~world->played & ~(hands[0] | hands[1] | hands[2] | hands[3]);
      /* What the seat cannot know is not left in the world for the
       * players of the simulations to read. */
      if (view->seat != state->dealer)
        world->discard = PL_CARD_NONE;
      if (state->maker < 0 || view->seat != (guint) state->maker)
        world->exchanged = PL_CARD_NONE;
      if (!weigh || pl_rng_below (rng, 1u << 20) < (guint) (calls_weight (world, view) * (1u << 20)))
        break;
    }
  return ok;
}
