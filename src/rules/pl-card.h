/* pl-card.h — cards as small integers, card sets as 64-bit words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

/*
 * A card is a one-byte value, not an object: (suit << 4) | rank.
 *
 * Suits are numbered in the order of the card notation, which is also the
 * Skat order of suits from highest to lowest: C S H D.  Ranks are numbered
 * 0 … 12 for 2 … A, so that within a suit the natural order of a 52-card
 * pack is the order of the bits.  Ranks 13 … 15 of each suit are unused,
 * which keeps every single-pack game (Skat and Euchre use a subset, Cassino
 * all 52) inside one 64-bit card set with one bit per card.
 *
 * Bézique plays with two identical piquet packs: its engine keeps its own
 * 64-bit sets of physical cards and uses PlCard values (which name a card,
 * not a copy) for moves and for the notation.
 */
typedef guint8 PlCard;

/* A set of cards, one bit per PlCard value. */
typedef guint64 PlCardSet;

typedef enum {
  PL_SUIT_CLUBS    = 0,
  PL_SUIT_SPADES   = 1,
  PL_SUIT_HEARTS   = 2,
  PL_SUIT_DIAMONDS = 3,
} PlSuit;

#define PL_N_SUITS 4

typedef enum {
  PL_RANK_2 = 0,
  PL_RANK_3,
  PL_RANK_4,
  PL_RANK_5,
  PL_RANK_6,
  PL_RANK_7,
  PL_RANK_8,
  PL_RANK_9,
  PL_RANK_10,
  PL_RANK_JACK,
  PL_RANK_QUEEN,
  PL_RANK_KING,
  PL_RANK_ACE,
} PlRank;

#define PL_N_RANKS 13

/* No card; never a member of a set. */
#define PL_CARD_NONE ((PlCard) 0xff)

/* The Joker, which Euchre may add to its pack as the best trump.  It is
 * none of the 52 cards, so pl_card_is_valid() is FALSE for it and every
 * game that does not ask for it refuses it as a card it does not know; it
 * has the last bit of a card set (suit 3, rank 15, a rank no card uses)
 * and is written "JK" in the card notation. */
#define PL_CARD_JOKER ((PlCard) 0x3f)

#define PL_CARD(suit, rank) ((PlCard) (((suit) << 4) | (rank)))
#define PL_CARD_SUIT(card)  ((PlSuit) ((card) >> 4))
#define PL_CARD_RANK(card)  ((PlRank) ((card) & 0x0f))

#define PL_CARDSET_EMPTY ((PlCardSet) 0)
#define PL_CARDSET_BIT(card) (((PlCardSet) 1) << (card))
/* The thirteen cards of a suit. */
#define PL_CARDSET_SUIT(suit) (((PlCardSet) 0x1fff) << ((suit) << 4))
/* All 52 cards of a pack. */
#define PL_CARDSET_PACK52 (PL_CARDSET_SUIT (0) | PL_CARDSET_SUIT (1) | \
                           PL_CARDSET_SUIT (2) | PL_CARDSET_SUIT (3))
/* One rank in every suit. */
#define PL_CARDSET_RANK(rank) (((PlCardSet) 0x0001000100010001ULL) << (rank))

static inline gboolean
pl_card_is_valid (PlCard card)
{
  return card < 64 && PL_CARD_RANK (card) < PL_N_RANKS;
}

static inline gboolean
pl_cardset_has (PlCardSet set,
                PlCard    card)
{
  return (set >> card) & 1;
}

static inline PlCardSet
pl_cardset_add (PlCardSet set,
                PlCard    card)
{
  return set | PL_CARDSET_BIT (card);
}

static inline PlCardSet
pl_cardset_remove (PlCardSet set,
                   PlCard    card)
{
  return set & ~PL_CARDSET_BIT (card);
}

static inline guint
pl_cardset_count (PlCardSet set)
{
  return (guint) __builtin_popcountll (set);
}

/* The lowest card of a non-empty set (the lowest bit). */
static inline PlCard
pl_cardset_first (PlCardSet set)
{
  return set ? (PlCard) __builtin_ctzll (set) : PL_CARD_NONE;
}

/* The highest card of a non-empty set (the highest bit). */
static inline PlCard
pl_cardset_last (PlCardSet set)
{
  return set ? (PlCard) (63 - __builtin_clzll (set)) : PL_CARD_NONE;
}

/* Iterate over the cards of a set, lowest first:
 *   PL_CARDSET_FOREACH (hand, card) { … }
 */
#define PL_CARDSET_FOREACH(set, card)                                      \
  for (PlCardSet _pl_rest_##card = (set);                                  \
       _pl_rest_##card != 0 &&                                             \
       ((card) = (PlCard) __builtin_ctzll (_pl_rest_##card), TRUE);        \
       _pl_rest_##card &= _pl_rest_##card - 1)

/* The card notation: suit letter then rank, "CJ", "HT", "S7", "DA".
 * Letters are C S H D and A K Q J T 9 8 7 6 5 4 3 2; the Joker is "JK". */
char         pl_suit_to_char     (PlSuit       suit);
gboolean     pl_suit_from_char   (char         c,
                                  PlSuit      *suit);
char         pl_rank_to_char     (PlRank       rank);
gboolean     pl_rank_from_char   (char         c,
                                  PlRank      *rank);

/* Writes exactly two characters and a NUL into @buf ("??" for a value
 * that is no card). */
void         pl_card_to_string   (PlCard       card,
                                  char         buf[3]);
/* Parses exactly two characters; upper case only.  "JK" gives
 * PL_CARD_JOKER: a game that has no Joker refuses it like any card that
 * is not in its pack. */
gboolean     pl_card_from_string (const char  *str,
                                  PlCard      *card);

/* Space-separated cards in the order given by @cards. */
char        *pl_cards_to_string  (const PlCard *cards,
                                  guint         n_cards);
/* Space-separated cards of a set, in notation order (lowest bit first). */
char        *pl_cardset_to_string (PlCardSet   set);
/* Parses space-separated cards; fails on an unknown or repeated card. */
gboolean     pl_cardset_from_string (const char *str,
                                     PlCardSet  *set,
                                     GError    **error);

G_END_DECLS
