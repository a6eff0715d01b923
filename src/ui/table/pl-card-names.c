/* pl-card-names.c — cards in words, as a player (and a screen reader) says them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-ui"

#include <glib/gi18n-lib.h>

#include "pl-card-names.h"

const char *
pl_rank_get_display_name (PlRank rank)
{
  switch (rank)
    {
    case PL_RANK_2:     return C_("card rank", "2");
    case PL_RANK_3:     return C_("card rank", "3");
    case PL_RANK_4:     return C_("card rank", "4");
    case PL_RANK_5:     return C_("card rank", "5");
    case PL_RANK_6:     return C_("card rank", "6");
    case PL_RANK_7:     return C_("card rank", "7");
    case PL_RANK_8:     return C_("card rank", "8");
    case PL_RANK_9:     return C_("card rank", "9");
    case PL_RANK_10:    return C_("card rank", "10");
    case PL_RANK_JACK:  return C_("card rank", "Jack");
    case PL_RANK_QUEEN: return C_("card rank", "Queen");
    case PL_RANK_KING:  return C_("card rank", "King");
    case PL_RANK_ACE:   return C_("card rank", "Ace");
    default:            return "?";
    }
}

const char *
pl_suit_get_display_name (PlSuit suit)
{
  switch (suit)
    {
    case PL_SUIT_CLUBS:    return C_("card suit", "Clubs");
    case PL_SUIT_SPADES:   return C_("card suit", "Spades");
    case PL_SUIT_HEARTS:   return C_("card suit", "Hearts");
    case PL_SUIT_DIAMONDS: return C_("card suit", "Diamonds");
    default:               return "?";
    }
}

char *
pl_card_get_display_name (PlCard card)
{
  if (!pl_card_is_valid (card))
    return g_strdup (_("face-down card"));

  /* Translators: a card, e.g. "Queen of Spades". */
  return g_strdup_printf (C_("card name", "%s of %s"),
                          pl_rank_get_display_name (PL_CARD_RANK (card)),
                          pl_suit_get_display_name (PL_CARD_SUIT (card)));
}
