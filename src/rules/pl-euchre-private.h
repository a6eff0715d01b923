/* pl-euchre-private.h — helpers shared by the Euchre engine and players
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pl-euchre.h"

G_BEGIN_DECLS

/* The ranks 9 … A, or 7 … A with the 32-card pack, of one suit. */
#define PL_EUCHRE_SUIT_BITS_24 ((PlCardSet) 0x1f80)
#define PL_EUCHRE_SUIT_BITS_32 ((PlCardSet) 0x1fe0)

/* The left bower: the jack of the other suit of the same colour (clubs
 * and spades, hearts and diamonds are numbered in pairs). */
static inline PlCard
pl_euchre_left_bower (guint trump)
{
  return PL_CARD (trump ^ 1, PL_RANK_JACK);
}

static inline PlCard
pl_euchre_right_bower (guint trump)
{
  return PL_CARD (trump, PL_RANK_JACK);
}

/* Every trump of @pack when @trump is the trump suit: the suit, the left
 * bower and the Joker. */
static inline PlCardSet
pl_euchre_trump_set (PlCardSet pack,
                     guint     trump)
{
  return (pack & PL_CARDSET_SUIT (trump)) |
         PL_CARDSET_BIT (pl_euchre_left_bower (trump)) |
         (pack & PL_CARDSET_BIT (PL_CARD_JOKER));
}

/* The cards that follow @led: every trump if it is a trump, otherwise its
 * suit without the left bower. */
static inline PlCardSet
pl_euchre_follow_set (PlCardSet trumps,
                      PlCard    led)
{
  if (pl_cardset_has (trumps, led))
    return trumps;
  return PL_CARDSET_SUIT (PL_CARD_SUIT (led)) & ~trumps;
}

/* The strength of @card in a trick led with @led; the highest wins, and a
 * card that neither follows nor trumps has 0. */
static inline guint
pl_euchre_card_power (PlCardSet trumps,
                      guint     trump,
                      PlCard    led,
                      PlCard    card)
{
  if (pl_cardset_has (trumps, card))
    {
      if (card == PL_CARD_JOKER)
        return 43;
      if (card == pl_euchre_right_bower (trump))
        return 42;
      if (card == pl_euchre_left_bower (trump))
        return 41;
      return 20 + PL_CARD_RANK (card);
    }
  if (pl_cardset_has (trumps, led) || PL_CARD_SUIT (card) != PL_CARD_SUIT (led))
    return 0;
  return 1 + PL_CARD_RANK (card);
}

/* The seat after @seat that plays in this deal. */
static inline guint
pl_euchre_next_active (guint out,
                       guint seat)
{
  do
    seat = (seat + 1) & 3;
  while (out & (1u << seat));
  return seat;
}

/* The vfuncs in pl-euchre-text.c and pl-euchre-score.c. */
void     pl_euchre_result_vfunc        (const void    *state,
                                        PlResult      *result);
void     pl_euchre_result_json_vfunc   (const void    *state,
                                        GString       *out);
void     pl_euchre_carry_over_vfunc    (void          *state,
                                        const void    *previous);
void     pl_euchre_move_to_string      (const void    *state,
                                        const PlMove  *move,
                                        GString       *out);
gboolean pl_euchre_move_from_string    (const void    *state,
                                        guint          seat,
                                        const char    *text,
                                        PlMove        *move,
                                        GError       **error);

/* pl-euchre-text.c: the notation's words, shared with the laws'. */
const char *pl_euchre_suit_word        (guint          suit);
gboolean pl_euchre_parse_error         (GError       **error,
                                        const char    *text,
                                        const char    *why);
gboolean pl_euchre_parse_suit          (const char    *word,
                                        guint         *suit);
/* One card of @state's pack. */
gboolean pl_euchre_parse_card          (const PlEuchreState *state,
                                        const char    *word,
                                        PlCard        *card);

G_END_DECLS
