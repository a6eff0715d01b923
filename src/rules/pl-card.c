/* pl-card.c — the card notation
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-rules"

#include <glib/gi18n-lib.h>

#include "pl-card.h"
#include "pl-game.h"

/* The notation of the International Skat Server: suits in Skat order,
 * ranks as single characters with T for the ten. */
static const char suit_chars[PL_N_SUITS] = { 'C', 'S', 'H', 'D' };
static const char rank_chars[PL_N_RANKS] = {
  '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A',
};

char
pl_suit_to_char (PlSuit suit)
{
  if ((guint) suit >= PL_N_SUITS)
    return '?';
  return suit_chars[suit];
}

gboolean
pl_suit_from_char (char    c,
                   PlSuit *suit)
{
  for (guint i = 0; i < PL_N_SUITS; i++)
    {
      if (suit_chars[i] == c)
        {
          if (suit != NULL)
            *suit = (PlSuit) i;
          return TRUE;
        }
    }
  return FALSE;
}

char
pl_rank_to_char (PlRank rank)
{
  if ((guint) rank >= PL_N_RANKS)
    return '?';
  return rank_chars[rank];
}

gboolean
pl_rank_from_char (char    c,
                   PlRank *rank)
{
  for (guint i = 0; i < PL_N_RANKS; i++)
    {
      if (rank_chars[i] == c)
        {
          if (rank != NULL)
            *rank = (PlRank) i;
          return TRUE;
        }
    }
  return FALSE;
}

void
pl_card_to_string (PlCard card,
                   char   buf[3])
{
  if (card == PL_CARD_JOKER)
    {
      buf[0] = 'J';
      buf[1] = 'K';
    }
  else if (!pl_card_is_valid (card))
    {
      buf[0] = '?';
      buf[1] = '?';
    }
  else
    {
      buf[0] = pl_suit_to_char (PL_CARD_SUIT (card));
      buf[1] = pl_rank_to_char (PL_CARD_RANK (card));
    }
  buf[2] = '\0';
}

/* Exactly two characters, which must be followed by the end of the string
 * or by ASCII white space: that lets a caller parse a card in place inside
 * a longer line ("play HT") without accepting "HTX" as the ten of hearts. */
gboolean
pl_card_from_string (const char *str,
                     PlCard     *card)
{
  PlSuit suit;
  PlRank rank;

  if (str == NULL || str[0] == '\0' || str[1] == '\0')
    return FALSE;
  if (str[2] != '\0' && !g_ascii_isspace (str[2]))
    return FALSE;
  if (str[0] == 'J' && str[1] == 'K')
    {
      if (card != NULL)
        *card = PL_CARD_JOKER;
      return TRUE;
    }
  if (!pl_suit_from_char (str[0], &suit) || !pl_rank_from_char (str[1], &rank))
    return FALSE;
  if (card != NULL)
    *card = PL_CARD (suit, rank);
  return TRUE;
}

char *
pl_cards_to_string (const PlCard *cards,
                    guint         n_cards)
{
  GString *out = g_string_sized_new (n_cards * 3 + 1);

  for (guint i = 0; i < n_cards; i++)
    {
      char buf[3];

      if (i > 0)
        g_string_append_c (out, ' ');
      pl_card_to_string (cards[i], buf);
      g_string_append_len (out, buf, 2);
    }
  return g_string_free (out, FALSE);
}

char *
pl_cardset_to_string (PlCardSet set)
{
  PlCard cards[64];
  guint n = 0;
  PlCard card;

  PL_CARDSET_FOREACH (set, card)
    cards[n++] = card;
  return pl_cards_to_string (cards, n);
}

gboolean
pl_cardset_from_string (const char *str,
                        PlCardSet  *set,
                        GError    **error)
{
  PlCardSet result = PL_CARDSET_EMPTY;
  const char *p = str;

  g_return_val_if_fail (str != NULL, FALSE);

  while (*p != '\0')
    {
      const char *start;
      gsize len;
      PlCard card;

      while (g_ascii_isspace (*p))
        p++;
      if (*p == '\0')
        break;
      start = p;
      while (*p != '\0' && !g_ascii_isspace (*p))
        p++;
      len = (gsize) (p - start);

      if (len != 2 || !pl_card_from_string (start, &card))
        {
          /* Keep the quoted token short: it may be junk of any length. */
          g_autofree char *token = g_utf8_make_valid (start, (gssize) MIN (len, 16));
          g_set_error (error, PL_RULES_ERROR, PL_RULES_ERROR_PARSE,
                       _("“%s%s” is not a card (cards are a suit C S H D "
                         "and a rank A K Q J T 9 8 7 6 5 4 3 2, as in “HT”)"),
                       token, len > 16 ? "…" : "");
          return FALSE;
        }
      if (pl_cardset_has (result, card))
        {
          char buf[3];

          pl_card_to_string (card, buf);
          g_set_error (error, PL_RULES_ERROR, PL_RULES_ERROR_PARSE,
                       _("The card “%s” is given twice"), buf);
          return FALSE;
        }
      result = pl_cardset_add (result, card);
    }

  if (set != NULL)
    *set = result;
  return TRUE;
}
