/* pl-cassino-laws.c — Cassino's laws of play: a card played out of turn
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-cassino"

#include <glib/gi18n-lib.h>

#include "pl-cassino-laws.h"
#include "pl-cassino-private.h"

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

gboolean
pl_cassino_laws_check (const PlCassinoState *state,
                       const PlMove         *move,
                       GError              **error)
{
  if (!state->options.laws)
    return pl_laws_refuse_off (error);
  if (!(move->flags & PL_MOVE_IRREGULAR) || move->kind != PL_MOVE_PLAY ||
      move->flags != PL_MOVE_IRREGULAR || move->cards != 0 || move->arg != 0 || move->value != 0)
    return pl_rules_illegal (error, _("Of the irregular acts, Cassino’s laws know a card played "
                                      "out of turn"));
  if (move->seat >= state->n_seats)
    return pl_rules_illegal (error, _("There is no such seat"));
  if ((gint) move->seat == state->to_move)
    return pl_rules_illegal (error, _("It is your turn: a card played now is played in turn"));
  if (!pl_laws_has_room (&state->laws))
    return pl_rules_illegal (error, _("Enough irregularities for one deal: play by the rules"));
  return may_expose (state, move->seat, move->card, error);
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

static guint
cassino_irregular_moves (const void *state_ptr,
                         PlMove     *moves)
{
  const PlCassinoState *state = state_ptr;
  guint n = 0;

  if (!state->options.laws || state->phase != PL_CASSINO_PHASE_PLAY || state->to_move < 0 ||
      !pl_laws_has_room (&state->laws))
    return 0;
  for (guint seat = 0; seat < state->n_seats; seat++)
    {
      PlCardSet hand = state->hands[seat];
      PlCard card;

      if ((gint) seat == state->to_move)
        continue;
      PL_CARDSET_FOREACH (hand, card)
        if (may_expose (state, seat, card, NULL))
          {
            moves[n] = pl_move_new (PL_MOVE_PLAY, seat);
            moves[n].card = card;
            moves[n++].flags = PL_MOVE_IRREGULAR;
          }
    }
  return n;
}

gboolean
pl_cassino_laws_apply (PlCassinoState *state,
                       const PlMove   *move)
{
  PlLawEvent *e;

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

  if (!(move->flags & PL_MOVE_IRREGULAR))
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
cassino_law_word (guint law)
{
  return law == PL_CASSINO_LAW_OUT_OF_TURN ? "out-of-turn" : "?";
}

static const char *
cassino_remedy_word (guint remedy)
{
  return remedy == 0 ? "none" : "?";
}

static const char *
cassino_law_source (guint law)
{
  return law == PL_CASSINO_LAW_OUT_OF_TURN ? "Seed 003, “Irregularities in Play”" : "";
}

static char *
cassino_describe (const void       *state_ptr,
                  const PlLawEvent *e)
{
  const PlCassinoState *state = state_ptr;
  char card[3] = "?";

  if (e->card != PL_CARD_NONE)
    pl_card_to_string (e->card, card);
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
