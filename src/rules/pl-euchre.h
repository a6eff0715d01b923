/* pl-euchre.h — four-handed Euchre after seed 001 and the modern game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pl-game.h"
#include "pl-laws.h"

G_BEGIN_DECLS

/*
 * The Euchre engine.  Like Skat's, the state is a plain value copied with
 * '=', hands and tricks are 64-bit card sets, and no function allocates.
 *
 * Seed 001 (Leeds and Dwight, The Laws of Euchre, laws 46–57) is the
 * specification where it speaks; elsewhere the standard modern game
 * (24 cards, a game of 10) is played, with the book's game offered as
 * options (Foster's 32-card pack, a game of 5, the Joker as best trump).
 *
 * Seats and sides
 *   Four seats, partners opposite: side 0 is seats 0 and 2, side 1 seats
 *   1 and 3 (pl_euchre_side()).  Play goes round from the dealer's left.
 *
 * Pack and deal
 *   The canonical pack (pack()) is C S H D, each 9 T J Q K A (option
 *   pack=32: 7 8 9 T J Q K A), then the Joker "JK" with joker=on.  deal()
 *   gives the shuffled pack out as the cards are dealt, three and two:
 *   cards 0–2 to the dealer's left, 3–4 to his partner, 5–7 to his right,
 *   8–9 to the dealer; then 10–11, 12–14, 15–16, 17–19 to the same seats
 *   in the same order (two and three); card 20 is the top of the rest and
 *   is turned up; cards 20 … the end are the kitty (4 cards, 12 with the
 *   32-card pack, one more with the Joker).
 *
 * Making trumps (PlEuchrePhase)
 *   First round, from the dealer's left: PL_MOVE_PASS or PL_MOVE_ORDER_UP
 *   (the dealer's partner "assists", the dealer "takes it up"): the turned
 *   card's suit is trumps and the dealer takes the card and puts one card
 *   away (PL_MOVE_DISCARD, one card in `cards`; the turned card too may
 *   be put away, as in the modern game — Leeds and Dwight's law 88 forbids
 *   it).  Second round, if all four passed: PL_MOVE_PASS or PL_MOVE_CALL
 *   (arg: a suit other than the turned card's).  All pass again: the deal
 *   is thrown in and passes on; with stick=on the dealer may not pass and
 *   must name a suit.  The Joker turned up: the dealer names trumps at
 *   once (PL_MOVE_CALL, any suit), his side makes them, and he takes the
 *   Joker as he would the turned card.
 *
 * The lone hand
 *   The maker may play alone: PL_EUCHRE_FLAG_ALONE in the flags of his
 *   ORDER_UP or CALL — one declaration, "alone at hearts", as Leeds and
 *   Dwight's law 98 asks.  His partner's cards are laid face down and he
 *   sits out; a trick is three cards.  When the dealer sits out (his
 *   partner assisted alone) he does not take up the turned card.  Options:
 *     assist=free       the dealer's partner may assist alone or not (the
 *                       books: Leeds and Dwight law 93);
 *     assist=not-alone  he may not order his partner up alone;
 *     assist=alone      he must (the "Canadian loner": assisting is alone);
 *     exchange=on       the lone player's partner gives him one card
 *                       (PL_MOVE_EXCHANGE, card: the card given) and the
 *                       lone player puts one away (PL_MOVE_DISCARD);
 *     defend-alone=on   then each adversary in turn from the maker's left
 *                       may defend alone (PL_MOVE_ALONE) or pass; the
 *                       defender's partner sits out too.
 *   The first lead: lead=dealer (default) the first seat that plays from
 *   the dealer's left; lead=loner the first from the lone player's left.
 *
 * Ranks and play
 *   Trumps: the Joker, the right bower (the jack of trumps), the left
 *   bower (the other jack of the same colour), A K Q (J) T 9 (8 7).  The
 *   left bower IS a trump for every purpose, following suit included: it
 *   follows a trump lead and does not follow its printed suit.  Plain
 *   suits: A K Q J T 9 (8 7).  A player must follow the suit led if he can,
 *   otherwise he may play any card; the highest trump wins, or if none the
 *   highest card of the suit led.  The winner of a trick leads the next.
 *
 * Abandoning the hand (PL_MOVE_CONCEDE, "concede")
 *   In the play, the player to move may lay his hand down face up: his
 *   side gives up the remaining tricks, the current one included, and the
 *   deal ends.  Seed 001, law 50: "In a lone hand, should either
 *   adversary abandon his hand by laying it face upwards on the table, or
 *   by failing to play to every trick, the party playing alone scores five
 *   points."  Laws 48 and 49 (the exposed cards of one player who throws
 *   his hand down while his partner keeps his own) belong to the
 *   irregularities: here the concession is the side's.  It is not among
 *   legal_moves(), so searches and random playouts never choose it.
 *
 * Scoring (result(); option lone-euchre=4 is Leeds and Dwight's law 3)
 *   makers take 3 or 4 tricks                           1
 *   makers take all five (a march)                      2
 *   a lone hand takes all five                          4
 *   makers euchred (fewer than three): the adversaries  2
 *   a lone hand euchred                                 2 (lone-euchre=4: 4)
 *   a lone hand euchred by a lone defender              4
 *   law 50, the lone hand's adversary abandons          5 to the lone hand
 *   The game is to game=10 points (5, 7 and 11 too).
 *
 * The game score
 *   A deal knows the game score before it (PlEuchreState.score), which the
 *   computer players weigh.  A game is several deals: the PlGame's
 *   carry_over() takes the score from the match's previous deal (a new
 *   game at 0–0 after a side reached the game), and
 *   pl_euchre_set_game_score() sets it for a game read from elsewhere
 *   (EGN's initialScore).  Legal moves never depend on it.
 *
 * Move notation (move_to_string / move_from_string), without the seat:
 *   pass       order [alone]   (also "assist", "take up")
 *   call clubs|spades|hearts|diamonds [alone]   (the letters C S H D too)
 *   discard S9   give HA   defend alone   play HT   play JK   concede
 */

#define PL_EUCHRE_N_SEATS  4
#define PL_EUCHRE_N_TRICKS 5
#define PL_EUCHRE_HAND     5
/* No trumps made (yet). */
#define PL_EUCHRE_NO_TRUMP 4

typedef enum {
  PL_EUCHRE_FLAG_ALONE = 1 << 0,   /* ORDER_UP, CALL: the maker plays alone */
} PlEuchreFlags;

typedef enum {
  PL_EUCHRE_PHASE_JOKER,     /* the Joker turned up: the dealer names trumps */
  PL_EUCHRE_PHASE_ROUND1,    /* order up, assist, take up or pass */
  PL_EUCHRE_PHASE_ROUND2,    /* name another suit or pass */
  PL_EUCHRE_PHASE_DISCARD,   /* the dealer puts a card away */
  PL_EUCHRE_PHASE_GIVE,      /* exchange=on: the partner gives a card */
  PL_EUCHRE_PHASE_EXCHANGE,  /* … and the lone player puts one away */
  PL_EUCHRE_PHASE_DEFEND,    /* defend-alone=on: an adversary may */
  PL_EUCHRE_PHASE_PLAY,
  PL_EUCHRE_PHASE_OVER,
  PL_EUCHRE_PHASE_LAWS,      /* laws=on: an irregularity is answered
                              * (pl-euchre-laws.h) */
} PlEuchrePhase;

typedef enum {
  PL_EUCHRE_LEAD_DEALER,     /* the first seat that plays from the dealer's left */
  PL_EUCHRE_LEAD_LONER,      /* the first from the lone player's left */
} PlEuchreLead;

typedef enum {
  PL_EUCHRE_ASSIST_FREE,
  PL_EUCHRE_ASSIST_NOT_ALONE,
  PL_EUCHRE_ASSIST_ALONE,
} PlEuchreAssist;

typedef struct {
  guint8   pack;             /* 24 or 32 */
  gboolean joker;
  guint8   game;             /* the points of a game: 5, 7, 10, 11 */
  gboolean stick;            /* stick the dealer */
  guint8   lead;             /* PlEuchreLead */
  guint8   assist;           /* PlEuchreAssist */
  gboolean exchange;
  gboolean defend_alone;
  guint8   lone_euchre;      /* what euchring a lone hand scores: 2 or 4 */
  gboolean laws;             /* played by the book's laws (pl-euchre-laws.h) */
  guint8   revoke;           /* the revoke's penalty: 2 (modern) or 3 (Leeds
                              * and Dwight, law 63) */
} PlEuchreOptions;

typedef struct {
  PlCard  cards[PL_EUCHRE_N_SEATS];   /* in the order played */
  guint8  leader;                     /* seats */
  guint8  winner;
} PlEuchreTrick;

typedef struct {
  PlEuchreOptions options;

  guint8    dealer;
  guint8    phase;               /* PlEuchrePhase */
  gint8     to_move;             /* a seat, -1 when over */
  PlCard    turned;              /* the card turned up */
  guint8    n_calls;             /* passes and the making call so far */

  gint8     maker;               /* -1 until trumps are made */
  guint8    trump;               /* PlSuit, PL_EUCHRE_NO_TRUMP before */
  guint8    made_round;          /* 1, 2, or 0 for a turned Joker */
  gboolean  alone;               /* the maker plays alone */
  gint8     defender;            /* the adversary defending alone, or -1 */
  guint8    out;                 /* the seats sitting out, one bit each */
  guint8    defend_asked;        /* adversaries asked to defend alone */
  gboolean  taken_up;            /* the dealer took the turned card */
  PlCard    discard;             /* the dealer's, or PL_CARD_NONE */
  PlCard    given;               /* exchange=on: partner to lone player */
  PlCard    exchanged;           /* … and the card put away for it */

  PlCardSet hands[PL_EUCHRE_N_SEATS];
  PlCardSet dealt[PL_EUCHRE_N_SEATS];
  PlCardSet kitty;               /* the turned card while it lies, the rest,
                                  * the cards put away */
  PlCardSet trumps;              /* the trump cards of the pack, once made */
  PlCardSet played;              /* every card played to a trick */

  guint8    n_tricks;            /* completed tricks */
  guint8    n_trick_cards;       /* cards in the current trick */
  PlEuchreTrick tricks[PL_EUCHRE_N_TRICKS];
  guint8    won[2];              /* tricks taken by each side */
  gint8     conceded;            /* the seat that laid its hand down, or -1 */

  guint8    score[2];            /* the game score before this deal */

  /* laws=on (pl-euchre-laws.h); all at rest when off. */
  PlLawsState laws;
  guint8    suit_calls;          /* laws 51 and 52: a suit may be called
                                  * from side s at its next lead (bit 1 << s) */
  guint8    called_suit;         /* the suit called for this lead, or
                                  * PL_EUCHRE_NO_TRUMP */
  PlCard    called_card;         /* law 56: the exposed card called for
                                  * this turn, or PL_CARD_NONE */
  guint8    asked_turn;          /* 1 + the turn whose exposed cards the
                                  * adversaries were asked about */
  gint8     win_call;            /* law 47: the partner called on to win,
                                  * or -1 */
  PlCard    win_card;            /* … the trick this card of his partner's
                                  * is led to, or PL_CARD_NONE: the trick
                                  * win_trick */
  guint8    win_trick;
  PlCardSet win_led_on;          /* law 47: the cards led on, while the
                                  * adversaries answer */
} PlEuchreState;

extern const PlGame pl_euchre_game;

/* Side 0: seats 0 and 2; side 1: seats 1 and 3. */
static inline guint
pl_euchre_side (guint seat)
{
  return seat & 1;
}

static inline guint
pl_euchre_partner (guint seat)
{
  return (seat + 2) & 3;
}

/* The pack of @options as a set. */
PlCardSet      pl_euchre_pack_set        (const PlEuchreOptions *options);

/* Accessors for the table and the players. */
PlEuchrePhase  pl_euchre_get_phase       (const PlEuchreState *state);
PlCardSet      pl_euchre_get_hand        (const PlEuchreState *state,
                                          guint                seat);
gboolean       pl_euchre_sits_out        (const PlEuchreState *state,
                                          guint                seat);
/* How many seats play to each trick: 4, 3 or 2. */
guint          pl_euchre_n_active        (const PlEuchreState *state);
/* The trump suit (PlSuit) or PL_EUCHRE_NO_TRUMP. */
guint          pl_euchre_get_trump       (const PlEuchreState *state);
/* The effective suit of @card once trumps are made: the trump suit for
 * the left bower and the Joker. */
guint          pl_euchre_card_suit       (const PlEuchreState *state,
                                          PlCard               card);
/* The cards @seat may play now (empty when it is not his turn to play). */
PlCardSet      pl_euchre_legal_cards     (const PlEuchreState *state,
                                          guint                seat);
/* Whether @card may be played by @seat now; if not, the reason. */
gboolean       pl_euchre_check_card      (const PlEuchreState *state,
                                          guint                seat,
                                          PlCard               card,
                                          GError             **error);
/* The cards of the trick being played, in order; returns how many. */
guint          pl_euchre_get_current_trick (const PlEuchreState *state,
                                            PlCard               cards[4],
                                            guint               *leader);
/* The seat that plays the @index-th card (from 0) of a trick led by
 * @leader: the seats sitting out are skipped. */
guint          pl_euchre_trick_seat      (const PlEuchreState *state,
                                          guint                leader,
                                          guint                index);
/* Which of the @n cards of a trick wins it (an index into @cards). */
guint          pl_euchre_trick_winner    (const PlEuchreState *state,
                                          const PlCard        *cards,
                                          guint                n);
/* Sets the game score before this deal (side 0, side 1); each is kept
 * below the game's points. */
void           pl_euchre_set_game_score  (PlEuchreState       *state,
                                          guint                a,
                                          guint                b);

/* The outcome of a finished deal in numbers (result() puts it in words). */
typedef enum {
  PL_EUCHRE_END_PASSED,       /* all passed: thrown in */
  PL_EUCHRE_END_MADE,         /* the makers took 3 or 4 tricks */
  PL_EUCHRE_END_MARCH,        /* all five */
  PL_EUCHRE_END_LONE_MARCH,   /* all five alone */
  PL_EUCHRE_END_EUCHRED,      /* fewer than three */
  PL_EUCHRE_END_LAW_50,       /* the lone hand's adversary abandoned */
  PL_EUCHRE_END_REVOKE,       /* laws=on: a revoke called (pl-euchre-laws.h) */
} PlEuchreEnd;

typedef struct {
  PlEuchreEnd end;
  gint        maker;          /* -1 when thrown in */
  guint       trump;          /* PlSuit, PL_EUCHRE_NO_TRUMP when thrown in */
  guint       made_round;     /* 1, 2, 0 for the turned Joker */
  gboolean    alone;
  gint        defender;       /* the adversary defending alone, or -1 */
  gint        conceded;       /* the seat that abandoned its hand, or -1 */
  guint       tricks[2];      /* per side, conceded tricks included */
  guint       points[2];      /* what each side scores this deal */
  guint       score_before[2];
  guint       score[2];       /* the game score after the deal */
  gint        game_won;       /* the side that reached the game, or -1 */
} PlEuchreOutcome;

/* Meaningful once the deal is over. */
void           pl_euchre_get_outcome     (const PlEuchreState *state,
                                          PlEuchreOutcome     *outcome);

/* Names, translated, for reasons and dialogs. */
const char    *pl_euchre_suit_name       (guint                suit);

G_END_DECLS
