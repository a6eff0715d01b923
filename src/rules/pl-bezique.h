/* pl-bezique.h — two-handed Bézique after seeds 002 and 004 and Foster
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pl-game.h"
#include "pl-laws.h"

G_BEGIN_DECLS

/*
 * The Bézique engine.  Like Skat's, the state is a plain value copied with
 * '=', and no function allocates per move.
 *
 * Physical cards
 *   Bézique plays with two identical piquet packs, so a PlCard (a name:
 *   "SQ") is not enough to say which card is where.  The engine numbers the
 *   64 physical cards 0 … 63 as copy << 5 | suit << 3 | (rank − 7): bits
 *   0 … 31 are the first copy of C7 … DA, bits 32 … 63 the second.  A
 *   PlBeziqueSet is a 64-bit set of physical cards, and every card set the
 *   engine hands out — visible_hand(), PlMove.cards, the accessors below —
 *   is a PlBeziqueSet, NOT a PlCardSet: convert with pl_bezique_card() and
 *   pl_bezique_set_names().  PlMove.card (play, exchange) is a physical
 *   number too.
 *
 *   In a deal's pack (pack(), deal(), the records' Deal: line) each name
 *   appears twice; its first appearance is copy 0, its second copy 1.
 *   Which copy a move names is decided by the engine, not the player (the
 *   two are identical cards): see "Copies" below.
 *
 * Pack and deal
 *   The canonical pack is C S H D, each 7 8 9 T J Q K A, twice.  deal()
 *   gives the shuffled pack out in a simple documented way: cards 0–7 to the
 *   elder hand (the seat after the dealer), 8–15 to the dealer, card 16 is
 *   turned up for trumps and goes under the stock as its last card, cards
 *   17–63 are the stock, drawn from 17 on.  A seven turned up scores 10 for
 *   the dealer (Foster).  The elder hand leads to the first trick.
 *
 * A trick (seed 004, "Mode of Playing"; seed 002)
 *   Lead (PL_MOVE_PLAY), follow (PL_MOVE_PLAY).  Until the stock is
 *   exhausted no one need follow suit; the higher card of the suit led or a
 *   trump wins, and of two identical cards the first played wins.  Order
 *   A T K Q J 9 8 7.  Then, while there is a stock, the winner may
 *     - exchange the seven of trumps for the turn-up (PL_MOVE_EXCHANGE,
 *       card = the seven): 10 (seed 004 iii), before or after he declares;
 *       not while the turn-up is a seven itself (turned up, or exchanged
 *       before), so that each seven of trumps scores once in a deal;
 *     - make one declaration (PL_MOVE_DECLARE) or score one combination
 *       kept "to score" (PL_MOVE_DECLARE with PL_BEZIQUE_FROM_PENDING), or
 *       declare nothing (PL_MOVE_NO_DECLARE) — seed 004 i: "Immediately
 *       after taking a trick, and then only, a player can make a
 *       Declaration; but he must do so before drawing another card.  Only
 *       one Declaration can be made after each trick";
 *     - after that declaration or score (phase ANNOUNCE), announce further
 *       combinations "to score" (PL_MOVE_DECLARE with PL_BEZIQUE_TO_SCORE),
 *       one move each, exchange the seven if he has not, and end with
 *       PL_MOVE_NO_DECLARE.  This phase is skipped when neither an
 *       announcement nor the exchange is possible, and ends by itself when
 *       the exchange made in it leaves nothing to announce.
 *   Then both draw (the winner first) inside apply(): drawing is not a
 *   move.  The last card of the stock goes to the winner and the turn-up to
 *   his adversary (seed 002).  A seven of trumps played before the last
 *   eight tricks scores 10 for the player (seed 004 iv).
 *
 * The last eight tricks (seed 002, seed 004 v)
 *   When the stock is exhausted the declared cards go back into the hands,
 *   scores "to score" are lost, no more declarations are made, and the
 *   second player must follow suit and must win the trick if he can, with a
 *   higher card of the suit or, having none of the suit, with a trump.  The
 *   last trick scores 10.  Brisques (aces and tens taken) are 10 each.
 *
 * Combinations and their classes
 *   Common marriage (K Q of a plain suit) 20, royal marriage (K Q of trumps)
 *   40, sequence (A T K Q J of trumps) 250, bézique (Q♠ J♦) 40, double
 *   bézique (both Q♠ and both J♦) 500, four aces 100, four kings 80, four
 *   queens 60, four jacks 40 (any four of the rank, as Foster and Cassell).
 *   The classes (seed 002: "as the combinations belong to different
 *   classes, both may be scored, although the same card is used in each")
 *   are: marriages (common and royal marriage and the sequence), béziques
 *   (single and double), and each of the four "fours".  The engine keeps,
 *   per class, the cards ever declared in it, and checks a new combination
 *   in this order:
 *   1. "a declaration which forms part of a higher one of the same class
 *      already made" cannot be made (seed 002): a royal marriage with a
 *      card of the sequence declared before (Foster: "neither can he add a
 *      new Queen to the King already in the sequence"), a bézique with a
 *      card of the double bézique — refused "A lower combination cannot be
 *      made with cards of a higher one of its class already declared";
 *   2. "at least one new card must be added from the player's hand when the
 *      announcement is made, even if it is not scored until later" (seed
 *      002) — we apply it to every combination, as Foster does: a card
 *      laid down from the hand in this declaration or in an announcement
 *      made after the same trick counts as new — refused "At least one new
 *      card must be added from your hand" (so "40 for the second bézique,
 *      and then 500 for the two combined" is refused, as the seed says);
 *   3. a card may score again only in a combination of a different class —
 *      refused "Already married" (a king or queen married again) or
 *      "Already declared" — except that the higher combination of a class
 *      may take up exactly one lower one of it: the sequence the K Q of one
 *      royal marriage ("Royal Marriage, forty", then "Two-fifty in trumps"
 *      by adding A T J), the double bézique the two cards of one bézique
 *      (40 then 500).
 *   A combination announced "to score" counts as declared in its class from
 *   the moment it is announced.  Of the copies the engine could use, the
 *   choice that passes the most of these rules says which one refuses the
 *   combination.
 *
 * Scores in abeyance (seed 002, "Double Declarations")
 *   Each player has a list of declarations (PlBeziqueDeclaration), scored or
 *   pending ("to score").  A pending one may be scored after a later won
 *   trick in place of a new declaration, as long as its cards are on the
 *   table; it is lost when one of its cards is played, or when the stock is
 *   exhausted first.  Nothing obliges a player to score it.
 *
 * Copies
 *   A move names cards; which physical copy is meant is fixed by the engine
 *   so that a record (which prints names only) replays to the same state:
 *   - play: "play SK" plays a king of spades from the hand if the hand holds
 *     one, otherwise from the table; "play SK table" from the table.  Of two
 *     copies in one place, the hand's lowest-numbered one, or on the table
 *     the one in no pending combination, then the lowest-numbered.
 *   - declare, to-score: the first legal choice, trying for each card the
 *     table's copies before the hand's, lowest-numbered first (so cards
 *     already shown are used before new ones are laid down).
 *   check_move() judges the move by its names and apply() uses the
 *   engine's copies, so a move built with other copies means the same.
 *
 * Move notation (move_to_string / move_from_string), without the seat:
 *   play SQ             play SK table
 *   exchange D7         (the seven of trumps for the turn-up)
 *   declare bezique SQ DJ                 score now
 *   to-score marriage SK SQ               announced "to score"
 *   score marriage SK SQ                  a pending one scored now
 *   done                                  no (more) declaration
 *   Combination words: marriage, royal-marriage, sequence, bezique,
 *   double-bezique, four-aces, four-kings, four-queens, four-jacks.  The
 *   cards are written in notation order (as pl_cardset_to_string).
 *
 * Options (record "Option:" lines)
 *   target=1000|1500|2000     the match is played to it (default 1000)
 *   count-stock=on|off        English laws (on, default): the stock may be
 *                             counted; French laws (off): it may not, nor
 *                             the tricks won (seed 002)
 *   brisques=last-eight|end|at-once
 *                             when brisques count (see "Brisques" below)
 *   peek=off|on               whether a trick turned and quitted may be
 *                             looked at (default off: seed 002 "A trick once
 *                             turned and quitted cannot again be seen")
 *   reuse=higher|whole        what a card declared in a class may go into
 *                             again in that class (see "Where the books
 *                             leave room" below)
 *
 * Brisques
 *   Seed 002, of the last eight tricks: "Brisques still count for the
 *   winner of the trick containing them, and should be scored as soon as
 *   made"; of the tricks before, seed 004: "Tricks should not be looked at
 *   till the end of the deal".  So by default (last-eight) the brisques of
 *   the last eight tricks count in the score as soon as each trick is
 *   taken, and those of the first twenty-four at the end of the deal.
 *   brisques=end counts them all at the end (Enquire Within ix: "After the
 *   last eight tricks are played, each player examines his cards, and for
 *   each ace and ten that he holds he scores ten"); brisques=at-once counts
 *   every one as soon as it is taken.  The deal's final score is the same
 *   under all three; what the table shows before the end differs.
 *
 * The book's laws (option laws=on, pl-bezique-laws.h)
 *   Drawing becomes the players' own move (PL_MOVE_DRAW, phase DRAW), so
 *   that they can forget it, draw out of turn or draw two; the laws of
 *   seeds 002 and 004 for those, for a wrong number of cards, a wrong card
 *   in a declaration and a lead out of turn are applied, the offended side
 *   answering in the phase LAWS.  With the option off nothing changes.
 *
 * Where the books leave room (issue 18), decided so:
 *   - A royal marriage whose king has been played, then the sequence with
 *     the other king and the married queen: allowed by default (reuse=
 *     higher).  Foster: "Cards once used in combination cannot again be
 *     used in combinations of equal value of the same class", and the
 *     sequence (250) is not of equal value with the royal marriage (40);
 *     seed 002 itself forbids only a lower combination out of a higher one
 *     and a new announcement in a class without a new card from the hand.
 *     reuse=whole is the narrower reading some players keep, that the
 *     sequence takes up the king and queen of one royal marriage together
 *     (and the double bézique one bézique), as in "Royal Marriage, forty,
 *     … he would add the A 10 J of trumps" (seed 002).
 *   - Scoring a combination kept "to score" and, after the same trick,
 *     announcing another "to score": allowed.  Seed 002: "He may announce
 *     them if he chooses …, but he can score only one combination"; the
 *     pending one scored is that one, and no book forbids announcing with
 *     it.  So after a pending score the announcements follow, as after a
 *     new declaration.
 *   - Exchanging the seven of trumps after declaring: allowed.  Seed 004
 *     iii: "This exchange is made immediately after he has taken a trick,
 *     but he may make a declaration at the same time, the card exchanged
 *     not being used in such declaration" — at the same time, so before or
 *     after it; the card taken is not used in a declaration or
 *     announcement made after that trick.
 *   - A trick winner's "play" while he may still announce "to score" or
 *     exchange ends his declarations as "done" would (he has turned to the
 *     next trick), so that a record need not write the "done".
 */

typedef guint64 PlBeziqueSet;

#define PL_BEZIQUE_N_CARDS 64
#define PL_BEZIQUE_STOCK_SIZE 48        /* 47 face down and the turn-up */
#define PL_BEZIQUE_N_TRICKS 32
#define PL_BEZIQUE_MAX_DECLARATIONS 48  /* per player */
#define PL_BEZIQUE_NO_CARD 0xff

/* The name of a physical card. */
#define PL_BEZIQUE_CARD(p) PL_CARD (((p) >> 3) & 3, ((p) & 7) + PL_RANK_7)

static inline PlCard
pl_bezique_card (guint physical)
{
  return physical < 64 ? PL_BEZIQUE_CARD (physical) : PL_CARD_NONE;
}

/* The physical number of copy @copy (0 or 1) of @card (7 … A). */
static inline guint
pl_bezique_physical (PlCard card,
                     guint  copy)
{
  return (copy << 5) | (PL_CARD_SUIT (card) << 3) |
         (guint) (PL_CARD_RANK (card) - PL_RANK_7);
}

/* Both copies of a name, all of a suit, all of a rank. */
#define PL_BEZIQUE_NAME_BITS(card) \
  ((G_GUINT64_CONSTANT (1) << pl_bezique_physical ((card), 0)) | \
   (G_GUINT64_CONSTANT (1) << pl_bezique_physical ((card), 1)))
#define PL_BEZIQUE_SUIT_BITS(suit) \
  (G_GUINT64_CONSTANT (0x000000ff000000ff) << ((suit) * 8))
#define PL_BEZIQUE_RANK_BITS(rank) \
  (G_GUINT64_CONSTANT (0x0101010101010101) << ((rank) - PL_RANK_7))

typedef enum {
  PL_BEZIQUE_NONE = 0,
  PL_BEZIQUE_MARRIAGE,          /* 20 */
  PL_BEZIQUE_ROYAL_MARRIAGE,    /* 40 */
  PL_BEZIQUE_SEQUENCE,          /* 250 */
  PL_BEZIQUE_BEZIQUE,           /* 40 */
  PL_BEZIQUE_DOUBLE_BEZIQUE,    /* 500 */
  PL_BEZIQUE_FOUR_ACES,         /* 100 */
  PL_BEZIQUE_FOUR_KINGS,        /* 80 */
  PL_BEZIQUE_FOUR_QUEENS,       /* 60 */
  PL_BEZIQUE_FOUR_JACKS,        /* 40 */
  PL_BEZIQUE_N_COMBINATIONS
} PlBeziqueCombination;

typedef enum {
  PL_BEZIQUE_CLASS_MARRIAGES = 0,
  PL_BEZIQUE_CLASS_BEZIQUES,
  PL_BEZIQUE_CLASS_ACES,
  PL_BEZIQUE_CLASS_KINGS,
  PL_BEZIQUE_CLASS_QUEENS,
  PL_BEZIQUE_CLASS_JACKS,
  PL_BEZIQUE_N_CLASSES
} PlBeziqueClass;

/* PlMove.flags of PL_MOVE_DECLARE (arg: PlBeziqueCombination, cards: the
 * physical cards of the combination). */
typedef enum {
  PL_BEZIQUE_TO_SCORE     = 1 << 0,  /* announced, kept in abeyance */
  PL_BEZIQUE_FROM_PENDING = 1 << 1,  /* a pending one scored now */
} PlBeziqueDeclareFlags;

typedef enum {
  PL_BEZIQUE_PHASE_LEAD,
  PL_BEZIQUE_PHASE_FOLLOW,
  PL_BEZIQUE_PHASE_DECLARE,     /* the winner: exchange, declare or done */
  PL_BEZIQUE_PHASE_ANNOUNCE,    /* the winner: "to score" or done */
  PL_BEZIQUE_PHASE_OVER,
  PL_BEZIQUE_PHASE_DRAW,        /* laws=on: a seat draws from the stock */
  PL_BEZIQUE_PHASE_LAWS,        /* laws=on: an irregularity is answered */
} PlBeziquePhase;

typedef enum {
  PL_BEZIQUE_SCORED,
  PL_BEZIQUE_PENDING,           /* announced "to score" */
  PL_BEZIQUE_LOST,              /* a pending one lost */
} PlBeziqueStatus;

/* When brisques count in a player's score (option brisques=…). */
typedef enum {
  PL_BEZIQUE_BRISQUES_LAST_EIGHT = 0,  /* those of the last eight tricks as
                                        * soon as made, the rest at the end */
  PL_BEZIQUE_BRISQUES_END,             /* all at the end of the deal */
  PL_BEZIQUE_BRISQUES_AT_ONCE,         /* all as soon as taken */
} PlBeziqueBrisques;

typedef struct {
  guint16  target;              /* 1000, 1500 or 2000 */
  gboolean count_stock;         /* English laws */
  guint8   brisques;            /* PlBeziqueBrisques */
  gboolean peek;
  /* A card declared in a class goes again into a higher combination of it
   * only with the whole lower one (reuse=whole), not alone (Foster). */
  gboolean reuse_whole;
  gboolean laws;                /* played by the book's laws */
} PlBeziqueOptions;

typedef struct {
  guint8       kind;            /* PlBeziqueCombination */
  guint8       status;          /* PlBeziqueStatus */
  guint8       trick;           /* announced after this many tricks */
  guint8       scored_trick;    /* scored after this many tricks */
  PlBeziqueSet cards;
} PlBeziqueDeclaration;

typedef struct {
  guint8 cards[2];              /* physical, in the order played */
  guint8 leader;
  guint8 winner;
} PlBeziqueTrick;

typedef struct {
  PlBeziqueOptions options;

  guint8       dealer;
  guint8       elder;
  guint8       phase;           /* PlBeziquePhase */
  gint8        to_move;
  guint8       trump;           /* PlSuit */
  guint8       stock[PL_BEZIQUE_STOCK_SIZE];  /* physical; [47] the turn-up */
  guint8       stock_next;      /* the next to draw; 48: exhausted */
  gboolean     last_eight;

  PlBeziqueSet hands[2];        /* concealed in the hand */
  PlBeziqueSet table[2];        /* declared, face up, still playable */
  PlBeziqueSet won[2];          /* taken in tricks */
  PlBeziqueSet declared[PL_BEZIQUE_N_CLASSES];  /* ever declared, by class */

  /* After a won trick: the cards laid down since, and the card taken for
   * the seven of trumps (seed 004 iii), or PL_BEZIQUE_NO_CARD. */
  PlBeziqueSet laid_now;
  guint8       exchanged;
  /* The turn-ups each seat took for the seven, seen by both: whichever of
   * them is not yet played or laid down is still in that seat's hand. */
  PlBeziqueSet taken[2];
  guint8       exchanged_after[2]; /* the trick (n_tricks) after which each
                                    * seat exchanged the seven, 0 if none */

  guint8       n_tricks;        /* completed */
  guint8       n_trick_cards;
  PlBeziqueTrick tricks[PL_BEZIQUE_N_TRICKS];

  guint8       n_declarations[2];
  PlBeziqueDeclaration declarations[2][PL_BEZIQUE_MAX_DECLARATIONS];
  guint16      declaration_points[2];
  guint16      seven_points[2]; /* turn-up, exchange and play of the seven */

  /* The book's laws (option laws=on, pl-bezique-laws.h); all zero off. */
  guint8       draw_due[2];     /* cards each seat draws before its play */
  gint8        excess[2];       /* cards held (and due) over the right
                                 * number, or under it */
  gint8        correction[2];   /* draws to come that put it right:
                                 * extra ones (+) or skipped ones (−) */
  guint8       no_announce;     /* seats (bits) that may not declare until
                                 * their number is right (seed 002) */
  guint8       called[2];       /* 1 + a faced card called, to play now */
  guint8       drew[2];         /* the two cards of a draw of two */
  gboolean     annulled;        /* a fresh deal was claimed: no score */
  guint16      law_points[2];   /* scored by the laws (seed 004) */
  PlLawsState  laws;
} PlBeziqueState;

extern const PlGame pl_bezique_game;

/* Points of a combination; its class. */
guint          pl_bezique_combination_points (PlBeziqueCombination kind);
PlBeziqueClass pl_bezique_combination_class  (PlBeziqueCombination kind);
/* Translated ("Royal marriage") and notation ("royal-marriage") names. */
const char    *pl_bezique_combination_name   (PlBeziqueCombination kind);
const char    *pl_bezique_combination_word   (PlBeziqueCombination kind);

/* The names of a physical set (two copies fold into one PlCard). */
PlCardSet      pl_bezique_set_names          (PlBeziqueSet set);
/* The physical cards in notation order, names repeated for both copies:
 * "SQ SQ DJ".  Free with g_free(). */
char          *pl_bezique_set_to_string      (PlBeziqueSet set);

/* Accessors. */
PlBeziquePhase pl_bezique_get_phase          (const PlBeziqueState *state);
PlSuit         pl_bezique_get_trump          (const PlBeziqueState *state);
/* The turn-up (physical), PL_BEZIQUE_NO_CARD once it is drawn. */
guint          pl_bezique_get_turn_up        (const PlBeziqueState *state);
/* Cards left in the stock, the turn-up included. */
guint          pl_bezique_get_stock_size     (const PlBeziqueState *state);
/* English laws allow a player to count the stock, the French do not
 * (seed 002): whether the table may show pl_bezique_get_stock_size(). */
gboolean       pl_bezique_stock_count_visible (const PlBeziqueState *state);
PlBeziqueSet   pl_bezique_get_hand           (const PlBeziqueState *state,
                                              guint                 seat);
PlBeziqueSet   pl_bezique_get_table          (const PlBeziqueState *state,
                                              guint                 seat);
PlBeziqueSet   pl_bezique_get_won            (const PlBeziqueState *state,
                                              guint                 seat);
/* The current trick's cards (physical) in order; returns how many. */
guint          pl_bezique_get_current_trick  (const PlBeziqueState *state,
                                              guint                 cards[2],
                                              guint                *leader);
gboolean       pl_bezique_get_trick          (const PlBeziqueState *state,
                                              guint                 index,
                                              guint                 cards[2],
                                              guint                *leader,
                                              guint                *winner);
guint          pl_bezique_get_n_declarations (const PlBeziqueState *state,
                                              guint                 seat);
const PlBeziqueDeclaration *
               pl_bezique_get_declaration    (const PlBeziqueState *state,
                                              guint                 seat,
                                              guint                 index);
/* Seed 002: "A trick once turned and quitted cannot again be seen"; seed
 * 004: "Tricks should not be looked at till the end of the deal, except by
 * mutual consent" (option peek=on).  0 when @seat may look at the trick
 * (the last one until the next card is led, any after the deal, any with
 * peek=on), -1 when not. */
gint           pl_bezique_peek_cost          (const PlBeziqueState *state,
                                              guint                 seat,
                                              guint                 trick_index);
/* The cards @seat may play now (physical; empty when not his turn). */
PlBeziqueSet   pl_bezique_legal_cards        (const PlBeziqueState *state,
                                              guint                 seat);

/* Builds the canonical PL_MOVE_DECLARE for @kind from the names in @names
 * (the multiset: @n cards), with @flags; fails with the reason. */
gboolean       pl_bezique_make_declaration   (const PlBeziqueState *state,
                                              guint                 seat,
                                              PlBeziqueCombination  kind,
                                              const PlCard         *names,
                                              guint                 n,
                                              guint                 flags,
                                              PlMove               *move,
                                              GError              **error);

/* A seat's score so far and its parts; the brisques taken count in the
 * total as the option says (pl-bezique.h, "Brisques"). */
typedef struct {
  guint declarations;
  guint sevens;
  guint laws;                   /* points the laws gave (seed 004) */
  guint brisques;               /* points: 10 each, taken so far */
  guint brisques_scored;        /* of those, counted in the total now */
  guint last_trick;
  guint total;
} PlBeziqueScore;

void           pl_bezique_get_score          (const PlBeziqueState *state,
                                              guint                 seat,
                                              PlBeziqueScore       *score);

G_END_DECLS
