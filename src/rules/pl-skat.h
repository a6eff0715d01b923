/* pl-skat.h — Skat after the International Skat Order (ISkO)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pl-game.h"
#include "pl-laws.h"

G_BEGIN_DECLS

/*
 * The Skat engine.  Everything here is a plain value: the state is copied
 * with '=', hands and tricks are 64-bit card sets, and no function
 * allocates per move.
 *
 * Pack and deal
 *   The canonical pack (pack()) is C S H D, each 7 8 9 T J Q K A, 32 cards.
 *   deal() gives the shuffled pack out in a simple documented way that is
 *   also the order of the International Skat Server's `w` line: cards 0–9 to
 *   forehand, 10–19 to middlehand, 20–29 to rearhand, 30–31 to the skat.
 *
 * Seats
 *   Option players=3 (default) or players=4.  Forehand is the seat after
 *   the dealer, then middlehand and rearhand.  At a four-player table the
 *   dealer sits out the deal: his hand is empty and he never moves.
 *
 * Bidding (ISkO 2.2)
 *   Middlehand bids to forehand: middlehand says PL_MOVE_BID with a value
 *   of the ladder above the last bid, or PL_MOVE_PASS; forehand answers
 *   PL_MOVE_HOLD (value: the bid held) or PL_MOVE_PASS.  Then rearhand bids
 *   to the survivor the same way.  If nobody has bid when rearhand passes,
 *   forehand may still play: PL_MOVE_BID (any ladder value, normally 18)
 *   or PL_MOVE_PASS.  If all pass the deal is thrown in, or with ramsch=on
 *   a Ramsch is played.
 *
 * The declarer
 *   PL_MOVE_PICKUP (takes up the skat; then PL_MOVE_DISCARD with exactly
 *   two cards in `cards`) or PL_MOVE_HAND; then PL_MOVE_ANNOUNCE with
 *   arg = PlSkatContract and flags = PlSkatFlags.  The flags must be
 *   complete: HAND exactly when the skat was not taken up, SCHWARZ implies
 *   SCHNEIDER, suit and Grand Ouvert imply HAND, SCHNEIDER and SCHWARZ;
 *   Schneider and Schwarz can only be announced in a Hand game.  A Null
 *   game worth less than the bid cannot be announced; a suit or Grand game
 *   may be (that is overbidding, found and explained at the end).
 *
 * Kontra and Re (option kontra=on)
 *   Our choice, documented: after the announcement and before the first
 *   card, each opponent in turn (from forehand round) says PL_MOVE_KONTRA
 *   or PL_MOVE_PASS; after a Kontra the declarer says PL_MOVE_RE or
 *   PL_MOVE_PASS.  Each doubles the value.  Not in Ramsch.
 *
 * Club variants (options; the ISkO has none of them, XSkat's manual
 * describes the common club conventions followed here)
 *   kontra-18=on: only an opponent who said at least 18 in the bidding (bid
 *   or held it) is asked for Kontra; the other is passed over.
 *   schieberamsch=on: before a Ramsch is played, each player in turn from
 *   forehand either takes up the skat (PL_MOVE_PICKUP, then PL_MOVE_DISCARD
 *   of two cards that are not jacks: jacks may not be pushed) or pushes it
 *   on unseen (PL_MOVE_PASS), which doubles the Ramsch's score each time.
 *   bock-deal=N (set by the match, pl-skat-rounds.h): the deal is in a
 *   Bock round and every score counts 2^N.
 *   ramsch-deal=on (set by the match): a deal of a Ramsch round, with no
 *   bidding: each player in turn from forehand may declare Grand Hand
 *   (PL_MOVE_HAND, no bid to reach) or pass (PL_MOVE_PASS); if all pass,
 *   Ramsch is played (Schieberamsch if that is on).
 *   bock=on and ramsch-rounds=on are the match's choices that decide those
 *   two (pl-skat-rounds.h); a deal itself only reads bock-deal and
 *   ramsch-deal.
 *
 * Ramsch (option ramsch=on, when all pass)
 *   Every player for himself, the four jacks are the only trumps, the skat
 *   goes to the taker of the last trick.  The player with the most card
 *   points loses that many; a tie for the most charges every tied player
 *   (the common custom: the ISkO leaves Ramsch to house rules).  Each player
 *   who took no trick (Jungfrau) doubles the loss.  A player who takes every
 *   trick (Durchmarsch) scores +120 and nobody loses.
 *
 * Play
 *   Forehand leads the first trick; the winner of a trick leads the next.
 *   In suit games and Grand the jacks belong to the trump suit.  A Null
 *   game ends at once when the declarer takes a trick, and a game with
 *   Schwarz announced at once when the opponents take one: in both the
 *   outcome is decided, so the rest is not played.
 *   Seed 000, "Playing Ouverts": an Ouvert hand is exposed before a card is
 *   played, so visible_hand() shows the declarer's remaining cards to every
 *   viewer from the announcement on.  The declarer sees the skat after he
 *   took it up (pl_skat_visible_skat()).  Once the deal is over every
 *   hand (the cards left after an early end) and the skat are open.
 *
 * Claims and concessions (the International Skat Server's meanings)
 *   These moves are table talk: check_move() takes them from the seat that
 *   says them, in turn or not, and legal_moves() does not list them (the
 *   search never plays them; the table offers them through
 *   pl_skat_can_claim() and pl_skat_can_concede()).
 *   PL_MOVE_CLAIM (ISS "SC"): the declarer lays his cards open, from the
 *   announcement on.  As on the server, a claim alone decides nothing:
 *   the declarer's hand is open to everyone (visible_hand()) and the play
 *   goes on until both opponents concede (they accept the claim) or the
 *   cards are played out.
 *   PL_MOVE_CONCEDE, arg PL_SKAT_CONCEDE_RESIGN (ISS "RE"), after the
 *   announcement: the declarer gives the rest of the tricks to the
 *   opponents (in Null he loses); an opponent's concession counts once
 *   his partner has conceded too, and then the rest of the tricks go to
 *   the declarer (in Null the declarer wins).  "The rest" is every card
 *   not yet in a completed trick, the trick on the table included, and
 *   counts as the tricks not yet completed.  When the declarer concedes
 *   during the first trick, his side is not Schneider or Schwarz.
 *   PL_MOVE_CONCEDE, arg PL_SKAT_CONCEDE_LEFT or _TIMEOUT (ISS "LE.n",
 *   "TI.n"), from any seat at any time: the deal is abandoned.  Before a
 *   game is announced it scores nothing and the seat is marked with a
 *   penalty (ISS "d:-1 penalty … pN:1"); during the game the declarer who
 *   leaves concedes, and an opponent who leaves hands the rest of the
 *   tricks to the declarer, as the server scores it.  In Ramsch it scores
 *   nothing, with the penalty.
 *
 * The book's laws (option laws=on, pl-skat-laws.h)
 *   Seed 000's "Playing Out of Turn" and "The Revoke", with the ISkO where
 *   the seed is silent: cards played out of turn and revokes are accepted
 *   as irregular acts (pl-laws.h), the declarer's card led out of turn is
 *   answered by the adversaries in the phase PL_SKAT_PHASE_LAWS, a revoke
 *   is called, and a law that decides the game ends the deal
 *   (PL_SKAT_END_LAW).
 *
 * Move notation (move_to_string / move_from_string), without the seat:
 *   bid 18          hold 18 (or "hold")    pass
 *   pickup          hand                   discard S7 D8
 *   announce clubs|spades|hearts|diamonds|grand|null [hand] [schneider]
 *            [schwarz] [ouvert]           (the letters C S H D G N too)
 *   kontra          re                     play HT
 *   claim           concede                leave      timeout
 *   Reading completes the flags a player need not say (hand after "hand",
 *   schneider with schwarz, all of them with a suit or Grand ouvert).
 */

typedef enum {
  PL_SKAT_CLUBS = 0,       /* the same numbers as PlSuit */
  PL_SKAT_SPADES = 1,
  PL_SKAT_HEARTS = 2,
  PL_SKAT_DIAMONDS = 3,
  PL_SKAT_GRAND = 4,
  PL_SKAT_NULL = 5,
  PL_SKAT_RAMSCH = 6,      /* never announced: played when all pass */
  PL_SKAT_NO_CONTRACT = 7,
} PlSkatContract;

typedef enum {
  PL_SKAT_FLAG_HAND      = 1 << 0,
  PL_SKAT_FLAG_SCHNEIDER = 1 << 1,  /* Schneider announced */
  PL_SKAT_FLAG_SCHWARZ   = 1 << 2,  /* Schwarz announced */
  PL_SKAT_FLAG_OUVERT    = 1 << 3,
} PlSkatFlags;

/* Why a seat concedes (PL_MOVE_CONCEDE's arg). */
typedef enum {
  PL_SKAT_CONCEDE_RESIGN = 0,  /* gives up the rest (ISS "RE") */
  PL_SKAT_CONCEDE_LEFT = 1,    /* left the table (ISS "LE.n") */
  PL_SKAT_CONCEDE_TIMEOUT = 2, /* ran out of time (ISS "TI.n") */
} PlSkatConcede;

/* How a deal ended, once it is over. */
typedef enum {
  PL_SKAT_END_PLAYED = 0,      /* played out, or decided early by the rules */
  PL_SKAT_END_DECLARER_CONCEDED, /* the rest went to the opponents */
  PL_SKAT_END_DEFENDERS_CONCEDED,/* the rest went to the declarer */
  PL_SKAT_END_ABANDONED,       /* left or timed out before a game: penalty */
  PL_SKAT_END_LAW,             /* a law decided the game (pl-skat-laws.h) */
} PlSkatEnd;

typedef enum {
  PL_SKAT_PHASE_BIDDING,
  PL_SKAT_PHASE_GRAND_HAND, /* a Ramsch round's deal: Grand Hand or pass */
  PL_SKAT_PHASE_PUSH,      /* Schieberamsch: take up and push, or push */
  PL_SKAT_PHASE_SKAT,      /* the declarer: pick up or play Hand */
  PL_SKAT_PHASE_DISCARD,
  PL_SKAT_PHASE_ANNOUNCE,
  PL_SKAT_PHASE_KONTRA,
  PL_SKAT_PHASE_PLAY,
  PL_SKAT_PHASE_OVER,
  PL_SKAT_PHASE_LAWS,      /* the offended side answers an irregularity */
} PlSkatPhase;

typedef struct {
  guint8   players;        /* 3 or 4 */
  gboolean kontra;
  gboolean ramsch;
  gboolean kontra_18;      /* Kontra only from an opponent who said 18 */
  gboolean schieberamsch;  /* Ramsch with the skat pushed round */
  gboolean bock;           /* the match plays Bock rounds */
  gboolean ramsch_rounds;  /* the match plays a Ramsch round after Bock */
  guint8   bock_deal;      /* this deal counts 2^bock_deal (the match) */
  gboolean ramsch_deal;    /* this deal is a Ramsch round's (the match) */
  gboolean laws;           /* played by the book's laws (pl-skat-laws.h) */
} PlSkatOptions;

typedef struct {
  PlCard  cards[3];        /* in the order played */
  guint8  leader;          /* seats */
  guint8  winner;
} PlSkatTrick;

typedef struct {
  PlSkatOptions options;

  guint8    n_seats;
  guint8    dealer;
  guint8    seat_of[3];          /* forehand, middlehand, rearhand */
  guint8    phase;               /* PlSkatPhase */
  gint8     to_move;             /* a seat, -1 when over */

  PlCardSet hands[PL_MAX_SEATS];
  PlCardSet dealt[PL_MAX_SEATS]; /* the hands as dealt */
  PlCardSet dealt_skat;
  PlCardSet skat;                /* the skat now: dealt, then the discards */
  PlCardSet won[PL_MAX_SEATS];   /* cards taken in tricks */
  guint8    n_won[PL_MAX_SEATS]; /* tricks taken */

  /* Bidding: stage 0 middlehand to forehand, 1 rearhand to the survivor,
   * 2 forehand alone after all passed. */
  guint8    bid_stage;
  guint8    bidder;              /* seats */
  guint8    holder;
  gboolean  holder_to_answer;
  guint16   bid;                 /* the highest bid so far, 0 none */
  guint16   max_bid[PL_MAX_SEATS];

  gint8     declarer;            /* -1 none (passed in, Ramsch) */
  guint8    contract;            /* PlSkatContract */
  guint16   flags;               /* PlSkatFlags */
  gboolean  picked_up;

  guint8    kontra;              /* 0, 1 Kontra, 2 Re */
  gint8     kontra_by;           /* the opponent who said it, or -1 */
  guint8    kontra_asked;        /* opponents asked so far */

  guint8    n_tricks;            /* completed tricks */
  guint8    n_trick_cards;       /* cards in the current trick */
  PlSkatTrick tricks[10];        /* tricks[n_tricks] is the current one */
  gboolean  ended_early;         /* Null or Schwarz announced decided */

  gboolean  claimed;             /* the declarer laid his cards open */
  guint8    conceded;            /* seats (bits) that conceded */
  guint8    end;                 /* PlSkatEnd */
  gint8     abandoned_by;        /* the seat that left or timed out, -1 */
  guint8    abandon_reason;      /* PlSkatConcede */

  guint8    round_pos;           /* Grand Hand question, pushing: position */
  gboolean  push_holding;        /* the pusher took up the skat */
  guint8    pushes;              /* skats pushed on unseen (doubles) */

  PlLawsState laws;              /* irregularities (option laws=on) */
} PlSkatState;

extern const PlGame pl_skat_game;

/* The bid ladder (ISkO 2.2.3): every value a game can reach, 18 … 264. */
guint        pl_skat_bid_ladder         (const guint16 **values);
gboolean     pl_skat_is_bid_value       (guint value);

/* Card points (ISkO 4.1.4): A 11, T 10, K 4, Q 3, J 2, total 120. */
guint        pl_skat_card_points        (PlCard card);
guint        pl_skat_cardset_points     (PlCardSet set);
/* The 32 cards of the Skat pack as a set. */
PlCardSet    pl_skat_pack_set           (void);

/* Accessors for the table and the players. */
PlSkatPhase  pl_skat_get_phase          (const PlSkatState *state);
guint        pl_skat_get_forehand       (const PlSkatState *state);
/* The seat in position 0 forehand, 1 middlehand, 2 rearhand. */
guint        pl_skat_get_position_seat  (const PlSkatState *state,
                                         guint              position);
/* -1 for a seat that sits out. */
gint         pl_skat_get_seat_position  (const PlSkatState *state,
                                         guint              seat);
PlCardSet    pl_skat_get_hand           (const PlSkatState *state,
                                         guint              seat);
PlCardSet    pl_skat_get_skat           (const PlSkatState *state);
/* The skat as @viewer knows it: the declarer after he took it up (he
 * remembers what he put away), every seat once the deal is over;
 * otherwise empty.  What the players know, for the computer players. */
PlCardSet    pl_skat_visible_skat       (const PlSkatState *state,
                                         guint              viewer);
/* Whether @viewer may look at the skat now, with the ISkO's reason if not:
 * the declarer who took it up, until the first card is led; everyone
 * once the game is over.  pl_skat_shown_skat() is the skat that lies face
 * up for @viewer under that rule (empty otherwise): what the table shows. */
gboolean     pl_skat_may_look_at_skat   (const PlSkatState *state,
                                         guint              viewer,
                                         GError           **error);
PlCardSet    pl_skat_shown_skat         (const PlSkatState *state,
                                         guint              viewer);
guint        pl_skat_get_bid            (const PlSkatState *state);
guint        pl_skat_get_max_bid        (const PlSkatState *state,
                                         guint              seat);
gint         pl_skat_get_declarer       (const PlSkatState *state);
PlSkatContract pl_skat_get_contract     (const PlSkatState *state);
guint        pl_skat_get_flags          (const PlSkatState *state);
guint        pl_skat_get_kontra         (const PlSkatState *state);
guint        pl_skat_get_n_tricks       (const PlSkatState *state);
guint        pl_skat_get_tricks_taken   (const PlSkatState *state,
                                         guint              seat);
/* The cards of the trick being played, in order; returns how many. */
guint        pl_skat_get_current_trick  (const PlSkatState *state,
                                         PlCard             cards[3],
                                         guint             *leader);
/* A completed trick; FALSE if @index is not a completed trick. */
gboolean     pl_skat_get_trick          (const PlSkatState *state,
                                         guint              index,
                                         PlCard             cards[3],
                                         guint             *leader,
                                         guint             *winner);
/* Seed 000, "Seeing Tricks": any player may look at the last trick turned
 * and quitted; looking at any other costs ten points.  0 for the last
 * completed trick, 10 for an earlier one, -1 for one not yet completed. */
gint         pl_skat_peek_cost          (const PlSkatState *state,
                                         guint              seat,
                                         guint              trick_index);
/* Card points taken so far by @seat (the declarer's include the skat only
 * once the deal is over, Ramsch players' likewise for the last trick). */
guint        pl_skat_get_card_points    (const PlSkatState *state,
                                         guint              seat);
/* The cards @seat may play now (empty when it is not his turn to play). */
PlCardSet    pl_skat_legal_cards        (const PlSkatState *state,
                                         guint              seat);
/* Whether @card may be played by @seat now; if not, the reason. */
gboolean     pl_skat_check_card         (const PlSkatState *state,
                                         guint              seat,
                                         PlCard             card,
                                         GError           **error);
/* Whether @seat may claim the rest now (the declarer in the play, not
 * yet claimed), and whether he may concede (PL_SKAT_CONCEDE_RESIGN), with
 * the reason if not. */
gboolean     pl_skat_can_claim          (const PlSkatState *state,
                                         guint              seat,
                                         GError           **error);
gboolean     pl_skat_can_concede        (const PlSkatState *state,
                                         guint              seat,
                                         GError           **error);
/* The cards not yet in a completed trick (the hands and the trick on the
 * table): what a concession hands over. */
PlCardSet    pl_skat_get_rest           (const PlSkatState *state);

/* Sorts @hand for display: jacks first, then the trumps, then the other
 * suits alternating in colour; Null order (7 8 9 T J Q K A, no trumps) in
 * Null games.  Before the announcement the Grand order is used.  Writes
 * the cards highest first into @out and returns how many. */
guint        pl_skat_sort_hand          (const PlSkatState *state,
                                         PlCardSet          hand,
                                         PlCard            *out);

/* The value of the game announced so far if the declarer wins it with
 * what he holds now, without Schneider or Schwarz made in play: what a
 * bidder compares with his bid.  0 for Ramsch and before an announcement. */
guint        pl_skat_base_value         (PlSkatContract     contract);
gint         pl_skat_matadors           (PlSkatContract     contract,
                                         PlCardSet          cards);
guint        pl_skat_game_value         (PlSkatContract     contract,
                                         guint              flags,
                                         PlCardSet          declarer_cards);

/* The outcome of a finished deal in numbers (result() puts it in words). */
typedef struct {
  gboolean       passed;          /* thrown in */
  gboolean       ramsch;
  gint           declarer;        /* -1 in Ramsch and when passed */
  PlSkatContract contract;
  guint          flags;           /* PlSkatFlags announced */
  guint          bid;
  gboolean       won;             /* Ramsch: someone made a Durchmarsch */
  gboolean       overbid;
  gint           matadors;        /* with (> 0) or without (< 0) */
  guint          base;            /* 9 … 24; Null: its fixed value */
  guint          multiplier;      /* 1 for Null */
  guint          game_value;      /* base × multiplier, as played */
  gint           value;           /* signed: lost doubled, overbid, Kontra */
  guint          declarer_points; /* incl. the skat */
  guint          declarer_tricks;
  gboolean       schneider;       /* made in play, by either side */
  gboolean       schwarz;
  guint          kontra;          /* 0, 1 Kontra, 2 Re */
  guint          points[PL_MAX_SEATS];
  gint           score[PL_MAX_SEATS];
  guint          jungfrau;        /* Ramsch: players who took no trick */
  gint           durchmarsch;     /* Ramsch: the seat, or -1 */
  PlSkatEnd      end;             /* how the deal ended */
  gint           abandoned_by;    /* who left or timed out, or -1 */
  PlSkatConcede  abandon_reason;
  guint          penalty[PL_MAX_SEATS]; /* ISS pN: 1 for an abandoned deal */
  guint          bock;            /* the deal counts 2^bock (Bock round) */
  guint          pushes;          /* Schieberamsch: skats pushed unseen */
  gboolean       ramsch_round;    /* a deal of a Ramsch round */
} PlSkatOutcome;

/* Meaningful once the deal is over. */
void         pl_skat_get_outcome        (const PlSkatState *state,
                                         PlSkatOutcome     *outcome);

/* Names, translated, for dialogs and reasons ("Clubs", "Grand", "Null"). */
const char  *pl_skat_contract_name      (PlSkatContract     contract);
/* The game value in the words German players count it with, one
 * translated sentence: "Clubs with 2, game 3, Hand 4: 4 × 12 = 48", "Null
 * Hand, a fixed 35".  @flags are the announced ones, @schneider and
 * @schwarz those made in play (FALSE for the value as announced). */
char        *pl_skat_value_text         (PlSkatContract     contract,
                                         guint              flags,
                                         gint               matadors,
                                         gboolean           schneider,
                                         gboolean           schwarz);
/* "Forehand", "Middlehand", "Rearhand" for positions 0 … 2, translated. */
const char  *pl_skat_position_name      (guint              position);

G_END_DECLS
