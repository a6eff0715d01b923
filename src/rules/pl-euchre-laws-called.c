/* pl-euchre-laws-called.c — Euchre's cards liable to be called: two cards
 * played at once, the trump card lifted, winners played without waiting,
 * hands abandoned and a card detached (seed 001, laws 46 I and III, 47,
 * 49, 50 and 51)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-euchre"

#include <glib/gi18n-lib.h>

#include "pl-euchre-laws.h"
#include "pl-euchre-private.h"

/* The laws themselves are written out in pl-euchre-laws.h; the mechanism
 * they share (the laws' phase, the exposed cards and their calls) is in
 * pl-euchre-laws.c. */

static gboolean
refuse (GError    **error,
        const char *message)
{
  return pl_rules_illegal (error, "%s", message);
}

PlEuchreLaw
pl_euchre_laws_act_law (const PlEuchreState *state,
                        const PlMove        *move)
{
  if (move->kind == PL_MOVE_DISCARD)
    {
      if (move->arg == PL_EUCHRE_LAW_TRUMP_LIFTED || move->arg == PL_EUCHRE_LAW_DETACHED)
        return (PlEuchreLaw) move->arg;
      if (pl_cardset_count (move->cards) <= 1)
        return PL_EUCHRE_LAW_EXPOSED;
      /* Law 50 before law 48: a lone hand's adversary who lays his hand
       * face upwards abandons it. */
      if (state->alone && state->maker >= 0 && move->seat < PL_EUCHRE_N_SEATS &&
          pl_euchre_side (move->seat) != pl_euchre_side ((guint) state->maker))
        return PL_EUCHRE_LAW_LONE_ABANDONED;
      return PL_EUCHRE_LAW_HAND_SHOWN;
    }
  if (move->kind == PL_MOVE_PLAY && move->arg == PL_EUCHRE_LAW_WINNERS)
    return PL_EUCHRE_LAW_WINNERS;
  if (move->kind == PL_MOVE_PLAY && move->card == PL_CARD_NONE && move->cards != 0)
    return PL_EUCHRE_LAW_TWO_CARDS;
  return (PlEuchreLaw) pl_euchre_laws_classify (state, move);
}

/* The card winning the trick being played and its seat; FALSE if no card
 * is on the table. */
static gboolean
trick_best (const PlEuchreState *state,
            PlCard              *card,
            guint               *seat)
{
  const PlEuchreTrick *trick = &state->tricks[state->n_tricks];
  guint best;

  if (state->n_trick_cards == 0)
    return FALSE;
  best = pl_euchre_trick_winner (state, trick->cards, state->n_trick_cards);
  *card = trick->cards[best];
  *seat = pl_euchre_trick_seat (state, trick->leader, best);
  return TRUE;
}

/* Whether @seat has played to the trick being played. */
static gboolean
played_to_trick (const PlEuchreState *state,
                 guint                seat)
{
  const PlEuchreTrick *trick = &state->tricks[state->n_tricks];

  for (guint i = 0; i < state->n_trick_cards; i++)
    if (pl_euchre_trick_seat (state, trick->leader, i) == seat)
      return TRUE;
  return FALSE;
}

gboolean
pl_euchre_laws_is_winner (const PlEuchreState *state,
                          guint                seat,
                          PlCard               card)
{
  PlCardSet follow = pl_euchre_follow_set (state->trumps, card);

  /* "A winning card against his adversaries": led, no card either of them
   * holds beats it — one that follows higher, or a trump from one who
   * cannot follow. */
  for (guint adversary = (seat + 1) & 3; adversary != seat; adversary = (adversary + 1) & 3)
    {
      PlCardSet hand, answer;
      PlCard c;

      if (pl_euchre_side (adversary) == pl_euchre_side (seat) ||
          !pl_euchre_laws_active (state, adversary))
        continue;
      hand = state->hands[adversary];
      answer = (hand & follow) != 0 ? hand & follow : hand;
      PL_CARDSET_FOREACH (answer, c)
        if (pl_euchre_card_power (state->trumps, state->trump, card, c) >
            pl_euchre_card_power (state->trumps, state->trump, card, card))
          return FALSE;
    }
  return TRUE;
}

/* Law 47 may be broken by @seat now: "If any one play to an imperfect
 * trick the highest card on the table, or lead one which is a winning card
 * against his adversaries", and his partner has yet to play to it. */
static gboolean
may_lead_on (const PlEuchreState *state,
             guint                seat)
{
  guint partner = pl_euchre_partner (seat), best_seat;
  PlCard best;

  if ((gint) seat == state->to_move || !pl_euchre_laws_active (state, partner) ||
      state->hands[seat] == 0 || !trick_best (state, &best, &best_seat) ||
      best_seat != seat || played_to_trick (state, partner))
    return FALSE;
  return state->tricks[state->n_tricks].leader != seat ||
         pl_euchre_laws_is_winner (state, seat, best);
}

PlCardSet
pl_euchre_laws_unseen (const PlEuchreState *state,
                       guint                seat)
{
  PlCardSet seen = state->hands[seat] | state->played;

  for (guint s = 0; s < PL_EUCHRE_N_SEATS; s++)
    seen |= state->laws.exposed[s];
  return pl_euchre_pack_set (&state->options) & ~seen;
}

gboolean
pl_euchre_laws_win_applies (const PlEuchreState *state,
                            guint                seat)
{
  const PlEuchreTrick *trick = &state->tricks[state->n_tricks];

  if (state->win_call != (gint) seat || state->to_move != (gint) seat ||
      state->phase != PL_EUCHRE_PHASE_PLAY || state->n_trick_cards == 0)
    return FALSE;
  if (state->win_card == PL_CARD_NONE)
    return state->n_tricks == state->win_trick;
  return trick->cards[0] == state->win_card && trick->leader == pl_euchre_partner (seat);
}

PlCardSet
pl_euchre_laws_win_cards (const PlEuchreState *state,
                          guint                seat,
                          PlCardSet            legal)
{
  const PlEuchreTrick *trick = &state->tricks[state->n_tricks];
  PlCard cards[PL_EUCHRE_N_SEATS];
  PlCardSet win = 0;
  guint n = state->n_trick_cards;
  PlCard card;

  if (!pl_euchre_laws_win_applies (state, seat) || n >= PL_EUCHRE_N_SEATS)
    return 0;
  for (guint i = 0; i < n; i++)
    cards[i] = trick->cards[i];
  legal &= state->hands[seat];
  PL_CARDSET_FOREACH (legal, card)
    {
      cards[n] = card;
      if (pl_euchre_trick_winner (state, cards, n + 1) == n)
        win = pl_cardset_add (win, card);
    }
  return win;
}

/* Checking ---------------------------------------------------------------- */

gboolean
pl_euchre_laws_check_called (const PlEuchreState *state,
                             const PlMove        *move,
                             guint                law,
                             GError             **error)
{
  guint seat = move->seat;
  PlCardSet hand = state->hands[seat], exposed = state->laws.exposed[seat];

  if (law == PL_EUCHRE_LAW_TRUMP_LIFTED &&
      (seat != state->dealer || !state->taken_up || move->cards != PL_CARDSET_BIT (state->turned)))
    return refuse (error, _("Law 46 III: only the dealer who took up the trump card can lift "
                            "it"));
  if (move->cards == 0 || (move->cards & ~hand) != 0)
    return refuse (error, _("You do not hold that card"));
  switch (law)
    {
    case PL_EUCHRE_LAW_TWO_CARDS:
      if ((gint) seat != state->to_move)
        return refuse (error, _("Law 46 I: cards are played at once in your turn; out of it, "
                                "one card is led out of turn"));
      if (pl_cardset_count (move->cards) < 2)
        return refuse (error, _("Law 46 I: two or more cards are played at once"));
      if ((move->cards & ~exposed) == 0)
        return refuse (error, _("Those cards are exposed already"));
      return TRUE;

    case PL_EUCHRE_LAW_TRUMP_LIFTED:
      if ((move->cards & exposed) != 0)
        return refuse (error, _("That card is exposed already"));
      return TRUE;

    case PL_EUCHRE_LAW_DETACHED:
      if (pl_cardset_count (move->cards) != 1)
        return refuse (error, _("Law 51: one card is detached at a time"));
      if ((move->cards & exposed) != 0)
        return refuse (error, _("That card is exposed already"));
      return TRUE;

    case PL_EUCHRE_LAW_WINNERS:
      /* "And then lead again, or play several such winning cards one
       * after the other": what he leads on need not win. */
      if (!may_lead_on (state, seat))
        return refuse (error, _("Law 47: only a player who has played the highest card on the "
                                "table, or led a winning card, can lead again before his "
                                "partner has played"));
      if ((move->cards & ~exposed) == 0)
        return refuse (error, _("Those cards are exposed already"));
      return TRUE;

    default:
      return refuse (error, _("That card may be played as it is: it breaks no law"));
    }
}

gboolean
pl_euchre_laws_check_name (const PlEuchreState *state,
                           const PlLawEvent    *open,
                           const PlMove        *move,
                           GError             **error)
{
  guint seat = move->seat;

  if (move->kind == PL_MOVE_REMEDY && move->arg == PL_EUCHRE_REMEDY_NO_CALL &&
      move->card == PL_CARD_NONE && move->value == 0)
    return TRUE;
  if (open->law == PL_EUCHRE_LAW_DETACHED)
    {
      if (move->kind == PL_MOVE_REMEDY && move->arg == PL_EUCHRE_REMEDY_NAME &&
          move->value == 0 && move->card < 64 &&
          pl_cardset_has (pl_euchre_laws_unseen (state, seat), move->card))
        return TRUE;
      return refuse (error, _("Law 51: name a card you have not seen, or do not call"));
    }
  if (move->kind == PL_MOVE_REMEDY && move->arg == PL_EUCHRE_REMEDY_CALL_WIN &&
      move->value == 0 &&
      (move->card == PL_CARD_NONE ||
       (move->card < 64 && pl_cardset_has (state->win_led_on, move->card))))
    return TRUE;
  return refuse (error, _("Law 47: call on his partner to win the first trick or the trick of "
                          "one of the cards led on, or do not call"));
}

guint
pl_euchre_laws_list_answers (const PlEuchreState *state,
                             const PlLawEvent    *open,
                             PlMove              *moves)
{
  guint seat = (guint) state->to_move, n = 0;
  PlCardSet cards;
  PlCard card;

  if (open->law == PL_EUCHRE_LAW_DETACHED)
    {
      cards = pl_euchre_laws_unseen (state, seat);
      PL_CARDSET_FOREACH (cards, card)
        {
          moves[n] = pl_move_new (PL_MOVE_REMEDY, seat);
          moves[n].arg = PL_EUCHRE_REMEDY_NAME;
          moves[n++].card = card;
        }
    }
  else
    {
      /* Law 47: "the first or any other of those tricks". */
      moves[n] = pl_move_new (PL_MOVE_REMEDY, seat);
      moves[n++].arg = PL_EUCHRE_REMEDY_CALL_WIN;
      cards = state->win_led_on & state->hands[open->seat];
      PL_CARDSET_FOREACH (cards, card)
        {
          moves[n] = pl_move_new (PL_MOVE_REMEDY, seat);
          moves[n].arg = PL_EUCHRE_REMEDY_CALL_WIN;
          moves[n++].card = card;
        }
    }
  moves[n] = pl_move_new (PL_MOVE_REMEDY, seat);
  moves[n++].arg = PL_EUCHRE_REMEDY_NO_CALL;
  return n;
}

/* Listing ----------------------------------------------------------------- */

guint
pl_euchre_laws_called_acts (const PlEuchreState *state,
                            guint                seat,
                            PlMove              *moves)
{
  PlCardSet hand = state->hands[seat], fresh = hand & ~state->laws.exposed[seat];
  guint n = 0;
  PlCard card;

  /* Law 46 I: two cards at once, in his turn (each pair once). */
  if ((gint) seat == state->to_move && pl_cardset_count (hand) >= 2 && fresh != 0)
    {
      PlCard first = pl_cardset_first (fresh);
      PlCardSet others = pl_cardset_remove (hand, first);

      PL_CARDSET_FOREACH (others, card)
        {
          moves[n] = pl_move_new (PL_MOVE_PLAY, seat);
          moves[n].cards = PL_CARDSET_BIT (first) | PL_CARDSET_BIT (card);
          moves[n++].flags = PL_MOVE_IRREGULAR;
        }
    }
  /* Law 46 III: the trump card lifted. */
  if (seat == state->dealer && state->taken_up && pl_cardset_has (fresh, state->turned))
    {
      moves[n] = pl_move_new (PL_MOVE_DISCARD, seat);
      moves[n].cards = PL_CARDSET_BIT (state->turned);
      moves[n].arg = PL_EUCHRE_LAW_TRUMP_LIFTED;
      moves[n++].flags = PL_MOVE_IRREGULAR;
    }
  /* Law 51: a card detached. */
  PL_CARDSET_FOREACH (fresh, card)
    {
      moves[n] = pl_move_new (PL_MOVE_DISCARD, seat);
      moves[n].cards = PL_CARDSET_BIT (card);
      moves[n].arg = PL_EUCHRE_LAW_DETACHED;
      moves[n++].flags = PL_MOVE_IRREGULAR;
    }
  /* Law 47: each card led on alone, and the whole hand one after the
   * other. */
  if (may_lead_on (state, seat) && fresh != 0)
    {
      PL_CARDSET_FOREACH (fresh, card)
        {
          moves[n] = pl_move_new (PL_MOVE_PLAY, seat);
          moves[n].cards = PL_CARDSET_BIT (card);
          moves[n].arg = PL_EUCHRE_LAW_WINNERS;
          moves[n++].flags = PL_MOVE_IRREGULAR;
        }
      if (pl_cardset_count (fresh) > 1)
        {
          moves[n] = pl_move_new (PL_MOVE_PLAY, seat);
          moves[n].cards = fresh;
          moves[n].arg = PL_EUCHRE_LAW_WINNERS;
          moves[n++].flags = PL_MOVE_IRREGULAR;
        }
    }
  return n;
}

/* Applying ---------------------------------------------------------------- */

/* Law 49: "If all four players throw their cards on the table face
 * upwards, the hands are abandoned": every seat that plays shows his whole
 * hand. */
static gboolean
all_abandoned (const PlEuchreState *state)
{
  gboolean any = FALSE;

  for (guint seat = 0; seat < PL_EUCHRE_N_SEATS; seat++)
    {
      if (!pl_euchre_laws_active (state, seat))
        continue;
      if ((state->hands[seat] & ~state->laws.exposed[seat]) != 0)
        return FALSE;
      any |= state->hands[seat] != 0;
    }
  return any;
}

static void
abandon (PlEuchreState *state,
         guint          seat)
{
  PlLawEvent *e = pl_laws_add_event (&state->laws, PL_EUCHRE_LAW_ABANDONED, seat,
                                     state->n_tricks, PL_CARD_NONE);

  /* "No one can again take up his cards": the tricks count as they stand,
   * the one on the table nobody's; "no such claim can be entertained
   * unless a revoke be established" (pl_euchre_laws_end() asks). */
  if (e != NULL)
    e->side = (guint8) (PL_EUCHRE_N_TRICKS - state->n_tricks);
  state->phase = PL_EUCHRE_PHASE_OVER;
  state->to_move = -1;
  pl_euchre_laws_end (state);
}

void
pl_euchre_laws_apply_called (PlEuchreState *state,
                             PlLawEvent    *e,
                             const PlMove  *move)
{
  guint seat = move->seat;

  e->side = (guint8) pl_cardset_count (move->cards);
  switch ((PlEuchreLaw) e->law)
    {
    case PL_EUCHRE_LAW_LONE_ABANDONED:
      /* Law 50: "the party playing alone scores five points" — the
       * concession of pl-euchre.h, a revoke still to be called first. */
      state->laws.exposed[seat] |= move->cards;
      state->conceded = (gint8) seat;
      state->won[1 - pl_euchre_side (seat)] += PL_EUCHRE_N_TRICKS - state->n_tricks;
      state->phase = PL_EUCHRE_PHASE_OVER;
      state->to_move = -1;
      pl_euchre_laws_end (state);
      return;

    case PL_EUCHRE_LAW_EXPOSED:
    case PL_EUCHRE_LAW_HAND_SHOWN:
    case PL_EUCHRE_LAW_TWO_CARDS:
    case PL_EUCHRE_LAW_TRUMP_LIFTED:
      /* Law 46: "All exposed cards are liable to be called, and must be
       * left on the table"; he is still to play (46 I), and the call of
       * pl_euchre_laws_after() comes at his turn. */
      state->laws.exposed[seat] |= move->cards;
      if (all_abandoned (state))
        abandon (state, seat);
      return;

    case PL_EUCHRE_LAW_WINNERS:
      /* Law 47: "the other cards thus improperly played are exposed
       * cards"; the adversary after him says which trick, if any, his
       * partner is called on to win. */
      state->laws.exposed[seat] |= move->cards;
      state->win_led_on = move->cards;
      pl_euchre_laws_ask (state, e, pl_euchre_laws_answerer (state, seat),
                          (guint) state->to_move);
      return;

    case PL_EUCHRE_LAW_DETACHED:
      /* Law 51: the adversary after him may try to name it. */
      pl_euchre_laws_ask (state, e, pl_euchre_laws_answerer (state, seat),
                          (guint) state->to_move);
      return;

    case PL_EUCHRE_LAW_NONE:
    case PL_EUCHRE_LAW_OUT_OF_TURN:
    case PL_EUCHRE_LAW_REVOKE:
    case PL_EUCHRE_LAW_CARD_CALLED:
    case PL_EUCHRE_LAW_SUIT_CALLED:
    case PL_EUCHRE_LAW_ABANDONED:
    default:
      g_return_if_reached ();
    }
}

void
pl_euchre_laws_answer_called (PlEuchreState *state,
                              PlLawEvent    *e,
                              const PlMove  *move)
{
  guint other = pl_euchre_partner (move->seat);

  if (e->law == PL_EUCHRE_LAW_DETACHED && move->arg == PL_EUCHRE_REMEDY_NO_CALL &&
      e->by < 0 && other != e->seat && pl_euchre_laws_active (state, other))
    {
      /* Law 51: "if either of the adversaries can name it" — the other
       * is asked in his turn. */
      e->by = (gint8) move->seat;
      state->to_move = (gint8) other;
      return;
    }
  e->by = (gint8) move->seat;
  e->remedy = move->arg;
  e->status = PL_LAW_SETTLED;
  if (move->arg == PL_EUCHRE_REMEDY_NO_CALL)
    e->status = PL_LAW_CONDONED;
  else if (e->law == PL_EUCHRE_LAW_WINNERS)
    {
      /* "The latter may be called on to win, if he can, the first or any
       * other of those tricks." */
      state->win_call = (gint8) pl_euchre_partner (e->seat);
      state->win_card = move->card;
      state->win_trick = state->n_tricks;
      if (move->card != PL_CARD_NONE)
        e->card = move->card;
      e->side = move->card == PL_CARD_NONE ? 0 : 1;
    }
  else if (move->card == e->card)
    {
      /* Law 51: named, "a card detached … is liable to be called". */
      e->side = move->card;
      state->laws.exposed[e->seat] = pl_cardset_add (state->laws.exposed[e->seat], e->card);
    }
  else
    {
      /* "Should an adversary name a wrong card, he is liable to have a
       * suit called when he or his partner next lead." */
      e->side = move->card;
      state->suit_calls |= 1u << pl_euchre_side (move->seat);
    }
  state->win_led_on = 0;
  pl_euchre_laws_resume (state);
}
