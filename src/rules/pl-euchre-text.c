/* pl-euchre-text.c — Euchre moves in and out of the card notation
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-euchre"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "pl-euchre.h"
#include "pl-euchre-private.h"
#include "pl-euchre-laws.h"

/* The words of the notation are not translated: records read the same in
 * every language (pl-euchre.h lists them). */
static const char *const suit_words[PL_N_SUITS] = {
  "clubs", "spades", "hearts", "diamonds",
};

const char *
pl_euchre_suit_word (guint suit)
{
  return suit < PL_N_SUITS ? suit_words[suit] : "?";
}

const char *
pl_euchre_suit_name (guint suit)
{
  switch (suit)
    {
    case PL_SUIT_CLUBS: return C_("card suit", "Clubs");
    case PL_SUIT_SPADES: return C_("card suit", "Spades");
    case PL_SUIT_HEARTS: return C_("card suit", "Hearts");
    case PL_SUIT_DIAMONDS: return C_("card suit", "Diamonds");
    default: return C_("card suit", "No trumps");
    }
}

static void
append_card (GString *out,
             PlCard   card)
{
  char buf[3];

  pl_card_to_string (card, buf);
  g_string_append (out, buf);
}

void
pl_euchre_move_to_string (const void   *state_ptr,
                          const PlMove *move,
                          GString      *out)
{
  const char *alone = (move->flags & PL_EUCHRE_FLAG_ALONE) ? " alone" : "";

  /* Irregular acts, answers and calls (pl-euchre-laws.h). */
  if (pl_euchre_laws_move_to_string (state_ptr, move, out))
    return;
  switch ((PlMoveKind) move->kind)
    {
    case PL_MOVE_PASS:
      g_string_append (out, "pass");
      break;
    case PL_MOVE_ORDER_UP:
      g_string_append_printf (out, "order%s", alone);
      break;
    case PL_MOVE_CALL:
      g_string_append_printf (out, "call %s%s",
                              move->arg < PL_N_SUITS ? suit_words[move->arg] : "?", alone);
      break;
    case PL_MOVE_DISCARD:
      g_string_append (out, "discard ");
      append_card (out, pl_cardset_first (move->cards));
      break;
    case PL_MOVE_EXCHANGE:
      g_string_append (out, "give ");
      append_card (out, move->card);
      break;
    case PL_MOVE_ALONE:
      g_string_append (out, "defend alone");
      break;
    case PL_MOVE_PLAY:
      g_string_append (out, "play ");
      append_card (out, move->card);
      break;
    case PL_MOVE_CONCEDE:
      g_string_append (out, "concede");
      break;
    default:
      g_string_append (out, "?");
      break;
    }
}

gboolean
pl_euchre_parse_error (GError    **error,
                       const char *text,
                       const char *why)
{
  g_set_error (error, PL_RULES_ERROR, PL_RULES_ERROR_PARSE,
               _("“%s” is not a Euchre move: %s"), text, why);
  return FALSE;
}

gboolean
pl_euchre_parse_suit (const char *word,
                      guint      *suit)
{
  PlSuit s;

  for (guint i = 0; i < PL_N_SUITS; i++)
    if (g_ascii_strcasecmp (word, suit_words[i]) == 0)
      {
        *suit = i;
        return TRUE;
      }
  if (strlen (word) == 1 && pl_suit_from_char (g_ascii_toupper (word[0]), &s))
    {
      *suit = s;
      return TRUE;
    }
  return FALSE;
}

gboolean
pl_euchre_parse_card (const PlEuchreState *state,
                      const char          *word,
                      PlCard              *card)
{
  return strlen (word) == 2 && pl_card_from_string (word, card) &&
         pl_cardset_has (pl_euchre_pack_set (&state->options), *card);
}

gboolean
pl_euchre_move_from_string (const void  *state_ptr,
                            guint        seat,
                            const char  *text,
                            PlMove      *move,
                            GError     **error)
{
  const PlEuchreState *state = state_ptr;
  g_auto(GStrv) words = NULL;
  guint n_words = 0;
  const char *verb;
  guint alone;
  PlMove m;
  gboolean laws_ok;

  if (text == NULL)
    return pl_euchre_parse_error (error, "", _("it is empty"));
  if (seat >= PL_EUCHRE_N_SEATS)
    return pl_euchre_parse_error (error, text, _("Euchre has seats 0 to 3"));
  words = pl_move_text_words (text, &n_words);
  if (n_words == 0)
    return pl_euchre_parse_error (error, text, _("it is empty"));

  /* Irregular acts, answers and calls (pl-euchre-laws.h). */
  if (pl_laws_parse_done (pl_euchre_laws_move_from_string (state, seat, words, n_words, text,
                                                           move, error), &laws_ok))
    return laws_ok;

  verb = words[0];
  alone = n_words >= 2 && g_ascii_strcasecmp (words[n_words - 1], "alone") == 0;

  if (g_ascii_strcasecmp (verb, "pass") == 0 && n_words == 1)
    m = pl_move_new (PL_MOVE_PASS, seat);
  else if (g_ascii_strcasecmp (verb, "concede") == 0 && n_words == 1)
    m = pl_move_new (PL_MOVE_CONCEDE, seat);
  else if (g_ascii_strcasecmp (verb, "defend") == 0 && n_words == 2 && alone)
    m = pl_move_new (PL_MOVE_ALONE, seat);
  else if (g_ascii_strcasecmp (verb, "order") == 0 ||
           g_ascii_strcasecmp (verb, "assist") == 0 ||
           g_ascii_strcasecmp (verb, "take") == 0)
    {
      /* "order", "order up", "assist", "take up", each maybe "… alone":
       * the words of the table for one move. */
      guint up = n_words >= 2 && g_ascii_strcasecmp (words[1], "up") == 0;

      if (n_words != 1 + up + alone || (g_ascii_strcasecmp (verb, "take") == 0 && !up))
        return pl_euchre_parse_error (error, text, _("say “order”, “assist” or “take up”, maybe with “alone”"));
      m = pl_move_new (PL_MOVE_ORDER_UP, seat);
      m.flags = alone ? PL_EUCHRE_FLAG_ALONE : 0;
    }
  else if (g_ascii_strcasecmp (verb, "call") == 0)
    {
      guint suit;

      if (n_words != 2 + alone || !pl_euchre_parse_suit (words[1], &suit))
        return pl_euchre_parse_error (error, text,
                            _("say a suit, like “call hearts” or “call hearts alone”"));
      m = pl_move_new (PL_MOVE_CALL, seat);
      m.arg = suit;
      m.flags = alone ? PL_EUCHRE_FLAG_ALONE : 0;
    }
  else if (g_ascii_strcasecmp (verb, "play") == 0 ||
           g_ascii_strcasecmp (verb, "give") == 0 ||
           g_ascii_strcasecmp (verb, "discard") == 0)
    {
      PlCard card;

      if (n_words != 2 || !pl_euchre_parse_card (state, words[1], &card))
        return pl_euchre_parse_error (error, text,
                            _("say one card of this Euchre pack, like “play HT” or “play JK”"));
      if (g_ascii_strcasecmp (verb, "play") == 0)
        {
          m = pl_move_new (PL_MOVE_PLAY, seat);
          m.card = card;
        }
      else if (g_ascii_strcasecmp (verb, "give") == 0)
        {
          m = pl_move_new (PL_MOVE_EXCHANGE, seat);
          m.card = card;
        }
      else
        {
          m = pl_move_new (PL_MOVE_DISCARD, seat);
          m.cards = PL_CARDSET_BIT (card);
        }
    }
  else
    return pl_euchre_parse_error (error, text,
                        _("a move is pass, order, call SUIT (each may end in “alone”), "
                          "discard CARD, give CARD, defend alone, play CARD or concede"));

  *move = m;
  return TRUE;
}
