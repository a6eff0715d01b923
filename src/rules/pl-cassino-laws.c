/* pl-cassino-laws.c — Cassino's laws of play: a card played out of turn,
 * cards gathered that do not belong, a build without the card to win it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-cassino"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "pl-cassino-laws.h"
#include "pl-cassino-private.h"

/* The laws' words in records and JSON, by PlCassinoLaw. */
static const char *
cassino_law_word (guint law)
{
  static const char *const words[] = {
    [PL_CASSINO_LAW_OUT_OF_TURN] = "out-of-turn",
    [PL_CASSINO_LAW_WRONG_GATHERING] = "wrong-gathering",
    [PL_CASSINO_LAW_NO_CARD] = "no-card",
  };

  return law < G_N_ELEMENTS (words) && words[law] != NULL ? words[law] : "?";
}

/* The law itself is written out in pl-cassino-laws.h. */

PlCardSet
pl_cassino_laws_exposed (const PlCassinoState *state,
                         guint                 seat)
{
  if (!state->options.laws || seat >= state->n_seats)
    return 0;
  return state->laws.exposed[seat] & state->hands[seat];
}

/* Whether @seat may play @card out of turn now: it is in his hand and not
 * exposed, and he keeps a card for each of his builds without it and his
 * exposed cards ("nor to win anything with it"). */
static gboolean
may_expose (const PlCassinoState  *state,
            guint                  seat,
            PlCard                 card,
            GError               **error)
{
  PlCardSet hand;
  guint value = 0;

  if (!pl_card_is_valid (card) || !pl_cardset_has (state->hands[seat], card))
    return pl_rules_illegal (error, _("You do not hold that card"));
  if (pl_cardset_has (state->laws.exposed[seat], card))
    return pl_rules_illegal (error, _("That card lies exposed already"));
  hand = pl_cardset_remove (state->hands[seat] & ~state->laws.exposed[seat], card);
  if (!pl_cassino_keeps_cards (state, seat, hand, 0, 0, &value))
    return pl_rules_illegal (error, _("You own a build of %u: the card that takes it cannot be "
                                      "played out of turn"), value);
  return TRUE;
}

/* The law's value card of @value not in @avoid, or PL_CARD_NONE. */
static PlCard
card_of_value (guint     value,
               gboolean  royal,
               PlCardSet avoid)
{
  PlRank rank;

  if (value == 1 || value == 14)
    rank = PL_RANK_ACE;
  else if (value >= 2 && value <= 10)
    rank = (PlRank) (PL_RANK_2 + (value - 2));
  else if (royal && value >= 11 && value <= 13)
    rank = (PlRank) (PL_RANK_JACK + (value - 11));
  else
    return PL_CARD_NONE;
  for (guint suit = 0; suit < PL_N_SUITS; suit++)
    if (!pl_cardset_has (avoid, PL_CARD (suit, rank)))
      return PL_CARD (suit, rank);
  return PL_CARD_NONE;
}

/* An irregular act does not free a player of his other builds: he keeps
 * a card that takes each of them (pl-cassino.h). */
static gboolean
keeps_cards (const PlCassinoState  *state,
             const PlMove          *move,
             GError               **error)
{
  PlCardSet hand = pl_cardset_remove (state->hands[move->seat], move->card);
  guint value = 0;

  if (!pl_cassino_keeps_cards (state, move->seat, hand, move->cards, 0, &value))
    return pl_rules_illegal (error, _("You own a build of %u: you must keep a card that "
                                      "takes it"), value);
  return TRUE;
}

/* Seed 003: "If a player gathers in a card which does not belong to the
 * combination or build": a capture of table cards that the rules would
 * not allow. */
static gboolean
check_wrong_gathering (const PlCassinoState  *state,
                       const PlMove          *move,
                       GError               **error)
{
  PlMove plain = *move;
  PlCardSet table = pl_cassino_get_table (state);
  guint n_builds = 0;

  plain.flags = 0;
  if (move->cards == 0 || (move->cards & ~table) != 0)
    return pl_rules_illegal (error, _("A wrong gathering takes in cards lying on the table"));
  for (guint i = 0; i < state->n_builds; i++)
    if (state->builds[i].cards & move->cards)
      n_builds++;
  if (n_builds > PL_CASSINO_MAX_GATHERED_BUILDS)
    return pl_rules_illegal (error, _("A wrong gathering takes in at most %u builds"),
                             PL_CASSINO_MAX_GATHERED_BUILDS);
  if (pl_cassino_check_move (state, &plain, NULL))
    return pl_rules_illegal (error, _("That capture is regular: it gathers nothing that does "
                                      "not belong"));
  return keeps_cards (state, move, error);
}

/* Seed 003: "If a player makes a build without the proper card in his
 * hand to win it": a build the rules would allow him if he held a card of
 * its value. */
static gboolean
check_without (const PlCassinoState  *state,
               const PlMove          *move,
               GError               **error)
{
  PlMove plain = *move;
  PlCassinoState with_card;
  PlCard card;
  g_autoptr(GError) local_error = NULL;

  plain.flags = 0;
  if (pl_cassino_check_move (state, &plain, NULL))
    return pl_rules_illegal (error, _("That build is regular: you hold a card to win it"));
  if (!keeps_cards (state, move, error))
    return FALSE;
  card = card_of_value (move->value, state->options.royal,
                        state->hands[move->seat] | move->cards | PL_CARDSET_BIT (move->card));
  if (card == PL_CARD_NONE)
    return pl_rules_illegal (error, _("No card could win a build of %u"), move->value);
  with_card = *state;
  with_card.hands[move->seat] = pl_cardset_add (with_card.hands[move->seat], card);
  if (!pl_cassino_check_move (&with_card, &plain, &local_error))
    return pl_rules_illegal (error, "%s", local_error->message);
  return TRUE;
}

/* The wrong gathering open to a challenge, or NULL. */
static const PlLawEvent *
gathered_event (const PlCassinoState *state)
{
  const PlLawEvent *e;

  if (state->gathered.event == 0 || state->gathered.event > state->laws.n_events)
    return NULL;
  e = &state->laws.events[state->gathered.event - 1];
  return e->status == PL_LAW_UNSEEN ? e : NULL;
}

/* The build made without its card that the event @e is, if it still lies
 * on the table: its index, or -1. */
static gint
without_build (const PlCassinoState *state,
               const PlLawEvent     *e)
{
  if (e->law != PL_CASSINO_LAW_NO_CARD || e->status != PL_LAW_UNSEEN)
    return -1;
  for (guint i = 0; i < state->n_builds; i++)
    if (pl_cardset_has (state->builds[i].cards, e->card) && state->builds[i].without)
      return (gint) i;
  return -1;
}

/* The build made without its card that @caller may call now, or NULL. */
static const PlLawEvent *
callable_without (const PlCassinoState *state,
                  guint                 caller)
{
  for (guint i = 0; i < state->laws.n_events; i++)
    {
      const PlLawEvent *e = &state->laws.events[i];

      if (without_build (state, e) >= 0 &&
          pl_cassino_side_of (state, e->seat) != pl_cassino_side_of (state, caller))
        return e;
    }
  return NULL;
}

static gboolean
check_call (const PlCassinoState  *state,
            const PlMove          *move,
            GError               **error)
{
  const PlLawEvent *e;

  if (move->card != PL_CARD_NONE && move->card != 0)
    return pl_rules_illegal (error, _("A call names the law, not a card"));
  switch (move->arg)
    {
    case PL_CASSINO_LAW_WRONG_GATHERING:
      e = gathered_event (state);
      /* Seed 003: "the error must be challenged and proved before the
       * next trick is taken in by another player, because only the last
       * trick gathered can be seen". */
      if (e == NULL)
        return pl_rules_illegal (error, _("Seed 003: there is no wrong gathering to challenge: "
                                          "only the last trick gathered can be seen, and it "
                                          "is challenged before another player takes in the "
                                          "next"));
      if (pl_cassino_side_of (state, e->seat) == pl_cassino_side_of (state, move->seat))
        return pl_rules_illegal (error, _("Only an adversary challenges a wrong gathering"));
      return TRUE;
    case PL_CASSINO_LAW_NO_CARD:
      if (callable_without (state, move->seat) == NULL)
        return pl_rules_illegal (error, _("Seed 003: no adversary’s build on the table was "
                                          "made without the card to win it; once another "
                                          "player has won such a build there is no remedy"));
      return TRUE;
    default:
      return pl_rules_illegal (error, _("Cassino’s laws call a wrong gathering or a build "
                                        "without the card to win it"));
    }
}

gboolean
pl_cassino_laws_check (const PlCassinoState *state,
                       const PlMove         *move,
                       GError              **error)
{
  if (!state->options.laws)
    return pl_laws_refuse_off (error);
  if (move->seat >= state->n_seats)
    return pl_rules_illegal (error, _("There is no such seat"));
  if (move->kind == PL_MOVE_LAW_CALL && move->flags == 0)
    return check_call (state, move, error);
  if (!(move->flags & PL_MOVE_IRREGULAR) || move->flags != PL_MOVE_IRREGULAR ||
      (move->kind != PL_MOVE_PLAY && move->kind != PL_MOVE_CAPTURE &&
       move->kind != PL_MOVE_BUILD) ||
      (move->kind == PL_MOVE_PLAY && (move->cards != 0 || move->arg != 0 || move->value != 0)) ||
      (move->kind != PL_MOVE_PLAY && move->arg != 0))
    return pl_rules_illegal (error, _("Of the irregular acts, Cassino’s laws know a card played "
                                      "out of turn, cards gathered that do not belong and a "
                                      "build without the card to win it"));
  if (!pl_laws_has_room (&state->laws))
    return pl_rules_illegal (error, _("Enough irregularities for one deal: play by the rules"));
  if (move->kind == PL_MOVE_PLAY)
    {
      if ((gint) move->seat == state->to_move)
        return pl_rules_illegal (error, _("It is your turn: a card played now is played in "
                                          "turn"));
      return may_expose (state, move->seat, move->card, error);
    }
  /* A wrong gathering or a build without its card is made in turn, with
   * a card of the hand that is not exposed. */
  if ((gint) move->seat != state->to_move)
    return pl_rules_illegal (error, _("It is not your turn"));
  if (pl_cassino_laws_exposed (state, move->seat) != 0)
    return pl_cassino_laws_check_turn (state, move, error);
  if (!pl_card_is_valid (move->card) || !pl_cardset_has (state->hands[move->seat], move->card))
    return pl_rules_illegal (error, _("You do not hold that card"));
  if (move->kind == PL_MOVE_CAPTURE)
    return check_wrong_gathering (state, move, error);
  return check_without (state, move, error);
}

gboolean
pl_cassino_laws_check_turn (const PlCassinoState *state,
                            const PlMove         *move,
                            GError              **error)
{
  PlCardSet exposed = pl_cassino_laws_exposed (state, move->seat);

  /* Seed 003: "it is simply placed on the table with the others" — even
   * by the owner of a build; "The player in error is not allowed to build
   * or combine it, nor to win anything with it." */
  if (move->kind == PL_MOVE_TRAIL && move->flags == 0 && move->arg == 0 && move->cards == 0 &&
      move->value == 0 && pl_card_is_valid (move->card) && pl_cardset_has (exposed, move->card))
    return TRUE;
  return pl_rules_illegal (error, _("Seed 003: your card played out of turn is placed on the "
                                    "table now; you may not build or combine it, nor win "
                                    "anything with it"));
}

guint
pl_cassino_laws_legal_moves (const PlCassinoState *state,
                             PlMove               *moves)
{
  PlCardSet exposed = pl_cassino_laws_exposed (state, (guint) state->to_move);
  guint n = 0;
  PlCard card;

  PL_CARDSET_FOREACH (exposed, card)
    {
      moves[n] = pl_move_new (PL_MOVE_TRAIL, (guint) state->to_move);
      moves[n++].card = card;
    }
  return n;
}

/* The value a card from the hand counts (0: a court outside Royal
 * Cassino). */
static guint
value_of (const PlCassinoState *state,
          PlCard                card)
{
  return pl_cassino_value (card, state->options.royal);
}

static guint
cassino_irregular_moves (const void *state_ptr,
                         PlMove     *moves)
{
  const PlCassinoState *state = state_ptr;
  guint n = 0, seat;
  PlCardSet hand;
  PlCard card, other;

  if (!state->options.laws || state->phase != PL_CASSINO_PHASE_PLAY || state->to_move < 0 ||
      !pl_laws_has_room (&state->laws))
    return 0;
  for (seat = 0; seat < state->n_seats; seat++)
    {
      if ((gint) seat == state->to_move)
        continue;
      hand = state->hands[seat];
      PL_CARDSET_FOREACH (hand, card)
        if (may_expose (state, seat, card, NULL))
          {
            moves[n] = pl_move_new (PL_MOVE_PLAY, seat);
            moves[n].card = card;
            moves[n++].flags = PL_MOVE_IRREGULAR;
          }
    }

  /* The player to move: a loose card taken that his card does not take,
   * a card built on a loose card to a value he does not hold. */
  seat = (guint) state->to_move;
  if (pl_cassino_laws_exposed (state, seat) != 0)
    return n;
  hand = state->hands[seat];
  PL_CARDSET_FOREACH (hand, card)
    {
      PlCardSet loose = state->loose;

      PL_CARDSET_FOREACH (loose, other)
        {
          guint sum = value_of (state, card) + value_of (state, other);
          PlMove m;

          if (n + 2 > PL_MAX_MOVES)
            return n;
          m = pl_move_new (PL_MOVE_CAPTURE, seat);
          m.card = card;
          m.cards = PL_CARDSET_BIT (other);
          m.value = value_of (state, card);
          m.flags = PL_MOVE_IRREGULAR;
          if (check_wrong_gathering (state, &m, NULL))
            moves[n++] = m;
          if (value_of (state, card) == 0 || value_of (state, other) == 0 ||
              sum > (state->options.royal ? 14u : 10u))
            continue;
          m = pl_move_new (PL_MOVE_BUILD, seat);
          m.card = card;
          m.cards = PL_CARDSET_BIT (other);
          m.value = sum;
          m.flags = PL_MOVE_IRREGULAR;
          if (check_without (state, &m, NULL))
            moves[n++] = m;
        }
    }
  return n;
}

/* Seed 003: "he must not only return the card improperly taken up, but
 * all others taken in with it, together with his own card, the latter,
 * however, being laid out separately from the others.  If the combination
 * was his own build, it must be broken up; if an adversary's, it must be
 * restored, and left as it was." */
static void
return_gathering (PlCassinoState *state,
                  guint           caller)
{
  PlCassinoGathered *g = &state->gathered;
  PlLawEvent *e = &state->laws.events[g->event - 1];
  guint seat = e->seat;
  PlCardSet taken = g->loose | PL_CARDSET_BIT (e->card);

  for (guint i = 0; i < g->n_builds; i++)
    {
      taken |= g->builds[i].cards;
      if (g->builds[i].owner == seat || state->n_builds >= PL_CASSINO_MAX_BUILDS)
        state->loose |= g->builds[i].cards;
      else
        {
          PlCassinoBuild *b = &state->builds[state->n_builds++];
          guint value = 0;

          *b = g->builds[i];
          /* Its owner may have played the card that takes it while it
           * was gone: he is not bound to a build he could not keep. */
          if (!pl_cassino_keeps_cards (state, b->owner, state->hands[b->owner], 0, 0, &value))
            b->without = TRUE;
        }
    }
  state->won[seat] &= ~taken;
  /* His own card lies by itself: a loose card of the table. */
  state->loose |= g->loose | PL_CARDSET_BIT (e->card);
  if (g->sweep)
    state->sweep_cards[seat] = pl_cardset_remove (state->sweep_cards[seat], e->card);
  /* The event remembers whether builds were broken up or restored. */
  e->side = g->n_builds > 0;
  state->last_taker = g->last_taker;
  state->last_capturer = g->last_capturer;
  state->last_capture = g->last_capture;
  e->status = PL_LAW_SETTLED;
  e->by = (gint8) caller;
  memset (g, 0, sizeof *g);
}

/* A capture closes what it takes in: a wrong gathering by another player
 * may no longer be challenged, a build without its card that another
 * player won may no longer be called. */
static void
close_by_capture (PlCassinoState *state,
                  const PlMove   *move)
{
  const PlLawEvent *open = gathered_event (state);

  if (open != NULL && open->seat != move->seat)
    {
      state->laws.events[state->gathered.event - 1].status = PL_LAW_CONDONED;
      memset (&state->gathered, 0, sizeof state->gathered);
    }
  for (guint i = 0; i < state->laws.n_events; i++)
    {
      PlLawEvent *e = &state->laws.events[i];
      gint b = without_build (state, e);

      /* "If, however, another player has won the erroneous build, there
       * is no penalty, nor any remedy." */
      if (b >= 0 && (state->builds[b].cards & move->cards) != 0 && e->seat != move->seat)
        e->status = PL_LAW_CONDONED;
    }
}

gboolean
pl_cassino_laws_apply (PlCassinoState *state,
                       const PlMove   *move)
{
  PlLawEvent *e;

  if (move->kind == PL_MOVE_LAW_CALL)
    {
      if (move->arg == PL_CASSINO_LAW_WRONG_GATHERING && gathered_event (state) != NULL)
        return_gathering (state, move->seat);
      else if (move->arg == PL_CASSINO_LAW_NO_CARD)
        {
          PlLawEvent *called = (PlLawEvent *) callable_without (state, move->seat);
          gint b = called != NULL ? without_build (state, called) : -1;

          g_return_val_if_fail (b >= 0, TRUE);
          /* "on discovery of the error, the combination must be broken
           * up": its cards lie loose. */
          state->loose |= state->builds[b].cards;
          for (guint i = (guint) b; i + 1 < state->n_builds; i++)
            state->builds[i] = state->builds[i + 1];
          state->n_builds--;
          called->status = PL_LAW_SETTLED;
          called->by = (gint8) move->seat;
        }
      return TRUE;
    }
  if (move->kind == PL_MOVE_CAPTURE)
    close_by_capture (state, move);
  if ((move->flags & PL_MOVE_IRREGULAR) && move->kind == PL_MOVE_CAPTURE)
    {
      PlCassinoGathered *g = &state->gathered;

      e = pl_laws_add_event (&state->laws, PL_CASSINO_LAW_WRONG_GATHERING, move->seat,
                             state->round > 0 ? state->round - 1u : 0, move->card);
      g_return_val_if_fail (e != NULL, FALSE);
      e->status = PL_LAW_UNSEEN;
      memset (g, 0, sizeof *g);
      g->event = state->laws.n_events;
      g->loose = move->cards & state->loose;
      for (guint i = 0; i < state->n_builds; i++)
        if ((state->builds[i].cards & move->cards) != 0 &&
            g->n_builds < PL_CASSINO_MAX_GATHERED_BUILDS)
          g->builds[g->n_builds++] = state->builds[i];
      g->last_taker = state->last_taker;
      g->last_capturer = state->last_capturer;
      g->last_capture = state->last_capture;
      g->sweep = (pl_cassino_get_table (state) & ~move->cards) == 0;
      /* The capture itself is made as he made it. */
      return FALSE;
    }
  if ((move->flags & PL_MOVE_IRREGULAR) && move->kind == PL_MOVE_BUILD)
    {
      e = pl_laws_add_event (&state->laws, PL_CASSINO_LAW_NO_CARD, move->seat,
                             state->round > 0 ? state->round - 1u : 0, move->card);
      g_return_val_if_fail (e != NULL, FALSE);
      e->status = PL_LAW_UNSEEN;
      e->side = (guint8) move->value;
      return FALSE;
    }
  if (move->flags & PL_MOVE_IRREGULAR)
    {
      /* "laid aside as exposed, until it comes to his turn". */
      /* Cassino has no tricks: an event keeps the round of the deal
       * (from 0) in its "trick". */
      e = pl_laws_add_event (&state->laws, PL_CASSINO_LAW_OUT_OF_TURN, move->seat,
                             state->round > 0 ? state->round - 1u : 0, move->card);
      g_return_val_if_fail (e != NULL, TRUE);
      state->laws.exposed[move->seat] = pl_cardset_add (state->laws.exposed[move->seat],
                                                        move->card);
      return TRUE;
    }
  if (move->kind == PL_MOVE_TRAIL && move->seat < state->n_seats)
    state->laws.exposed[move->seat] = pl_cardset_remove (state->laws.exposed[move->seat],
                                                         move->card);
  return FALSE;
}

/* Notation ---------------------------------------------------------------- */

gboolean
pl_cassino_laws_move_to_string (const PlMove *move,
                                GString      *out)
{
  char buf[3];

  if (move->kind == PL_MOVE_LAW_CALL)
    {
      g_string_append_printf (out, "call %s", cassino_law_word (move->arg));
      return TRUE;
    }
  if (!(move->flags & PL_MOVE_IRREGULAR) || move->kind != PL_MOVE_PLAY)
    return FALSE;
  pl_card_to_string (move->card, buf);
  g_string_append_printf (out, "play %s out-of-turn", buf);
  return TRUE;
}

PlLawsParse
pl_cassino_laws_move_from_string (guint        seat,
                                  char       **words,
                                  guint        n_words,
                                  const char  *text,
                                  PlMove      *move,
                                  GError     **error)
{
  PlCard card;

  if (g_ascii_strcasecmp (words[0], "call") == 0)
    {
      guint law = PL_CASSINO_LAW_NONE;

      for (guint l = PL_CASSINO_LAW_WRONG_GATHERING; n_words == 2 && l < PL_CASSINO_N_LAWS; l++)
        if (g_ascii_strcasecmp (words[1], cassino_law_word (l)) == 0)
          law = l;
      if (law == PL_CASSINO_LAW_NONE)
        {
          g_set_error (error, PL_RULES_ERROR, PL_RULES_ERROR_PARSE,
                       _("“%s” is not a Cassino move: %s"), text,
                       _("a call is “call wrong-gathering” or “call no-card”"));
          return PL_LAWS_PARSE_FAILED;
        }
      *move = pl_move_new (PL_MOVE_LAW_CALL, seat);
      move->arg = law;
      return PL_LAWS_PARSED;
    }
  if (g_ascii_strcasecmp (words[0], "play") != 0)
    return PL_LAWS_NOT_MINE;
  if (n_words != 3 || g_ascii_strcasecmp (words[2], "out-of-turn") != 0 ||
      !pl_card_from_string (words[1], &card) || !pl_cardset_has (PL_CARDSET_PACK52, card))
    {
      g_set_error (error, PL_RULES_ERROR, PL_RULES_ERROR_PARSE,
                   _("“%s” is not a Cassino move: %s"), text,
                   _("a card played out of turn is “play C out-of-turn”"));
      return PL_LAWS_PARSE_FAILED;
    }
  *move = pl_move_new (PL_MOVE_PLAY, seat);
  move->card = card;
  move->flags = PL_MOVE_IRREGULAR;
  return PL_LAWS_PARSED;
}

/* The table --------------------------------------------------------------- */

static gboolean
cassino_laws_enabled (const void *state_ptr)
{
  const PlCassinoState *state = state_ptr;

  return state->options.laws;
}

static void
cassino_laws_disable (void *state_ptr)
{
  PlCassinoState *state = state_ptr;

  state->options.laws = FALSE;
}

static const PlLawsState *
cassino_laws_get_state (const void *state_ptr)
{
  const PlCassinoState *state = state_ptr;

  return &state->laws;
}


static const char *
cassino_remedy_word (guint remedy)
{
  return remedy == 0 ? "none" : "?";
}

static const char *
cassino_law_source (guint law)
{
  return law > PL_CASSINO_LAW_NONE && law < PL_CASSINO_N_LAWS
         ? "Seed 003, “Irregularities in Play”" : "";
}

static char *
cassino_describe (const void       *state_ptr,
                  const PlLawEvent *e)
{
  const PlCassinoState *state = state_ptr;
  char card[3] = "?";

  if (e->card != PL_CARD_NONE)
    pl_card_to_string (e->card, card);
  if (e->law == PL_CASSINO_LAW_WRONG_GATHERING)
    switch (e->status)
      {
      case PL_LAW_SETTLED:
        if (e->side == 0)
          /* Translators: %u are seats, %s a card (S9). */
          return g_strdup_printf (_("Seed 003, “Irregularities in Play”: seat %u gathered with "
                                    "%s cards that did not belong; seat %u challenged it: he "
                                    "returned them all, his own card laid out separately"),
                                  (guint) e->seat, card, (guint) e->by);
        /* Translators: %u are seats, %s a card (S9). */
        return g_strdup_printf (_("Seed 003, “Irregularities in Play”: seat %u gathered with %s "
                                  "cards that did not belong; seat %u challenged it: he "
                                  "returned them all, his own card laid out separately, his "
                                  "own build broken up and an adversary’s restored"),
                                (guint) e->seat, card, (guint) e->by);
      case PL_LAW_CONDONED:
        return g_strdup_printf (_("Seed 003, “Irregularities in Play”: seat %u gathered with %s "
                                  "cards that did not belong; it was not challenged before "
                                  "another player took in the next trick, and stands"),
                                (guint) e->seat, card);
      default:
        return g_strdup_printf (_("Seed 003, “Irregularities in Play”: seat %u gathered with %s "
                                  "cards that did not belong; it may be challenged until "
                                  "another player takes in the next trick"),
                                (guint) e->seat, card);
      }
  if (e->law == PL_CASSINO_LAW_NO_CARD)
    switch (e->status)
      {
      case PL_LAW_SETTLED:
        /* Translators: %u are seats and a value, %s a card (S9). */
        return g_strdup_printf (_("Seed 003, “Irregularities in Play”: seat %u built %s to %u "
                                  "without the card to win it; seat %u called it, and the "
                                  "build was broken up"),
                                (guint) e->seat, card, (guint) e->side, (guint) e->by);
      case PL_LAW_CONDONED:
        return g_strdup_printf (_("Seed 003, “Irregularities in Play”: seat %u built %s to %u "
                                  "without the card to win it; another player won the build: "
                                  "no penalty, nor any remedy"),
                                (guint) e->seat, card, (guint) e->side);
      default:
        return g_strdup_printf (_("Seed 003, “Irregularities in Play”: seat %u built %s to %u "
                                  "without the card to win it"),
                                (guint) e->seat, card, (guint) e->side);
      }
  if (pl_cardset_has (pl_cassino_laws_exposed (state, e->seat), e->card))
    /* Translators: "Seed 003, “Irregularities in Play”" is the law quoted;
     * %u is a seat, %s a card (S9). */
    return g_strdup_printf (_("Seed 003, “Irregularities in Play”: seat %u played %s out of "
                              "turn: it is laid aside as exposed until his turn, when it is "
                              "placed on the table; he may not build or combine it, nor win "
                              "anything with it"), (guint) e->seat, card);
  return g_strdup_printf (_("Seed 003, “Irregularities in Play”: seat %u played %s out of turn: "
                            "it lay exposed until his turn and was then placed on the table"),
                          (guint) e->seat, card);
}

static char *
cassino_remedy_label (const void   *state_ptr,
                      const PlMove *move)
{
  return NULL;
}

const PlLaws pl_cassino_laws = {
  .enabled = cassino_laws_enabled,
  .disable = cassino_laws_disable,
  .get_state = cassino_laws_get_state,
  .irregular_moves = cassino_irregular_moves,
  .law_word = cassino_law_word,
  .remedy_word = cassino_remedy_word,
  .law_source = cassino_law_source,
  .describe = cassino_describe,
  .remedy_label = cassino_remedy_label,
};
