/* pl-cassino.h — Cassino after seed 003 and Foster's Complete Hoyle
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pl-game.h"
#include "pl-laws.h"

G_BEGIN_DECLS

/*
 * The Cassino engine.  Like the other games' engines, the state is a plain
 * value copied with '=', and no function allocates per move.  Seed 003 is
 * the specification where it speaks; where it is silent the engine follows
 * Foster's Complete Hoyle and offers the rulings on which the books differ
 * as options.
 *
 * Players and sides
 *   Two players (the default), three, or four in two partnerships: seats 0
 *   and 2 against 1 and 3.  A side is a player, or a partnership; cards
 *   are counted and points scored per side.  Builds belong to a player, not
 *   to his side: only he is bound by them, and only his hand counts for
 *   the card that takes them.
 *
 * Pack and deal
 *   52 cards.  deal() gives the shuffled pack out two at a time, as the
 *   books deal: in the first round two cards to each player from the seat
 *   after the dealer round to the dealer, then two face up to the table,
 *   and once more, so that each player holds four and four lie on the
 *   table; whenever every hand is empty, four more to each player, two at
 *   a time, none to the table, until the pack is used (two players: six
 *   rounds; three: four; four: three).  The dealer announces the last
 *   round ("last": pl_cassino_is_last_deal()).  The seat after the dealer
 *   plays first and the turn goes round; dealing is not a move.
 *
 * Values
 *   An ace counts 1 and a pip card its pips.  Court cards have no value:
 *   they only pair.  In Royal Cassino (option royal=on) the jack counts 11,
 *   the queen 12 and the king 13, and an ace played from the hand counts
 *   1 or 14 as its player chooses (on the table it counts 1).
 *
 * A turn plays one card from the hand (seed 003, Foster), as one move:
 *   - PL_MOVE_CAPTURE: card is the hand card, cards the table cards it
 *     takes, value the value it takes at (its own value; for a Royal ace 1
 *     or 14; 0 for a court card outside Royal Cassino).  The cards taken
 *     are one set: the rules recompute the groups from it.  A capture is
 *     legal when the set is a union of whole builds of that value and of
 *     loose cards that can be partitioned into groups each adding up to
 *     it — pairs ("an 8 takes an 8") and combinations ("6+2"), several at
 *     once: seed 003's 8 takes 5 3 6 2 as 5+3 and 6+2.  A build is taken
 *     only whole and only with a card of its value: a build is not a card
 *     (a 7-build and a loose 2 are not a 9).  A court card outside Royal
 *     Cassino takes courts of its rank only: all of them on the table
 *     (Foster, the default) or exactly one (option courts=one).
 *   - PL_MOVE_BUILD: card is the hand card, cards the table cards it is
 *     played on (loose cards and whole builds), value the build's
 *     announced value.  Legal when the hand card with those cards can be
 *     grouped into sets of the value where the hand card's set is either
 *     the hand card with loose cards, the hand card alone (its value is
 *     the build's: "building 8s" by putting an 8 on an 8), or the hand
 *     card on one single build whose value it raises ("increasing" a
 *     build: 7 and a 2 from the hand make 9); the other sets are loose
 *     cards adding up to the value, or builds of the value.  The player
 *     must hold another card that takes the value (seed 003: a build
 *     "without the proper card in his hand to win it" is an error).  A
 *     build of one set is single and may be raised by any player holding
 *     the card for the new value (his own too, unless raise-own=off); a
 *     build of two or more sets is multiple and fixed: it can only be
 *     taken, or have sets of its value added.  There is at most one build
 *     of a value on the table: a build of a value takes in any build of
 *     that value already there (Parlour's reading; the books are silent).
 *     Values are 1 … 10 (Royal: 1 … 14).  The build belongs to the player
 *     who made it or last added to it.
 *   - PL_MOVE_TRAIL: card is laid on the table.  Always legal, even with
 *     a card that could take something — except for a player who owns a
 *     build: he may not trail.
 *   After every move of his, a player who owns builds must still hold a
 *   card that takes each of them.
 *
 * Sweeps and the last cards (seed 003)
 *   A capture that leaves nothing on the table is a sweep, one point; the
 *   hand card that made it lies face up in the taker's pile
 *   (pl_cassino_get_sweep_cards()).  When the last card is played, the
 *   cards left on the table go to the player who took last (to the dealer
 *   if nobody took anything) — "not a sweep unless it would have been a
 *   sweep under any circumstances": only a capture that itself clears the
 *   table is one.
 *
 * Showing (seed 003)
 *   The side with the most cards scores 3 (a tie: neither), the most
 *   spades 1 (a tie: neither), big cassino (D10) 2, little cassino (S2) 1,
 *   each ace 1: eleven points a hand exclusive of sweeps (8 when the cards
 *   tie 26–26).  Sweeps count 1 each (option sweeps=count, the default),
 *   not at all (sweeps=off), or cancel one another between sides
 *   (sweeps=cancel: "Sweeps made by opposite sides are sometimes turned
 *   down to cancel one another" — each side scores the sweeps it made
 *   above the most any other side made).
 *
 * Scoring a match (seed 003, option scoring)
 *   eleven (the default): "The old way was to play 11 points up,
 *     deducting the lower score from the higher at the end of each deal.
 *     If one side reached 11 before the adversary reached 6, it was a
 *     lurch, and counted as a double game."  Each deal a side scores its
 *     points less the lowest side's (with two sides: the difference).
 *   hand: "The common method is to count every hand a game": the side
 *     with the most points wins the hand's game; the match has no end.
 *   twenty-one: the modern game: every point counts, to 21.
 *   PlResult.score is what each seat's side adds to the match score in
 *   this deal; the match score is their sum (pl_cassino_match_add()).  A
 *   match ends after the deal in which a side reaches the target alone at
 *   the top (a tie at the top plays another deal: "the first to 11
 *   wins"); PlGame.match_over says so to everything that judges the end
 *   of a match (pl_game_match_over(): saved matches, `parlour-cli play`).
 *   The winner of a lurch scores two games, of any other match one.
 *
 * Move notation (move_to_string / move_from_string), without the seat:
 *   trail S9
 *   take D8 with C6 H2 + S5 D3        the card played, then the cards taken
 *   take SK with HK                   a court pairs
 *   build C3 on H5 as 8               the card played, the cards it goes
 *   build C3 on H5 + S6 D2 as 8         on, the announced value
 *   build C2 on H4 S3 as 9            H4 S3 a build of 7 raised to 9
 *   Cards are written in the card notation (docs/records.md).  The writer
 *   groups the cards ("+" between groups, the builds' cards together); the
 *   reader takes the "+" as mere separators and judges the set, so any
 *   grouping of the same cards reads as the same move.  "take … as N"
 *   names the capture value and is optional (the set decides it).
 *
 * Options (record "Option:" lines)
 *   players=2|3|4                two (default), three, or four in
 *                                partnerships
 *   scoring=eleven|hand|twenty-one   above
 *   courts=all|one               a court takes all the courts of its rank
 *                                on the table (Foster, default) or one
 *   raise-own=on|off             a player may raise his own single build
 *                                (Foster, default: the ban is "a common
 *                                error") or not
 *   sweeps=count|cancel|off      above
 *   royal=off|on                 Royal Cassino (courts count 11, 12, 13;
 *                                an ace from the hand 1 or 14)
 *   courts=one does not go with royal=on (options_check): in Royal Cassino
 *   the courts are numbers like the other cards.
 */

#define PL_CASSINO_N_CARDS 52
/* At most one build of each value 1 … 14. */
#define PL_CASSINO_MAX_BUILDS 14
#define PL_CASSINO_MAX_SIDES 3
#define PL_CASSINO_BIG_CASSINO PL_CARD (PL_SUIT_DIAMONDS, PL_RANK_10)
#define PL_CASSINO_LITTLE_CASSINO PL_CARD (PL_SUIT_SPADES, PL_RANK_2)

typedef enum {
  PL_CASSINO_SCORING_ELEVEN,      /* the old way: the difference, 11 up, the lurch */
  PL_CASSINO_SCORING_HAND,        /* every hand a game */
  PL_CASSINO_SCORING_TWENTY_ONE,  /* every point, 21 up */
} PlCassinoScoring;

typedef enum {
  PL_CASSINO_COURTS_ALL,          /* Foster: all the courts of the rank */
  PL_CASSINO_COURTS_ONE,          /* later books: one */
} PlCassinoCourts;

typedef enum {
  PL_CASSINO_SWEEPS_COUNT,
  PL_CASSINO_SWEEPS_CANCEL,
  PL_CASSINO_SWEEPS_OFF,
} PlCassinoSweeps;

typedef enum {
  PL_CASSINO_PHASE_PLAY,
  PL_CASSINO_PHASE_OVER,
} PlCassinoPhase;

typedef struct {
  guint8   players;             /* 2, 3 or 4 */
  guint8   scoring;             /* PlCassinoScoring */
  guint8   courts;              /* PlCassinoCourts */
  gboolean raise_own;
  guint8   sweeps;              /* PlCassinoSweeps */
  gboolean royal;
  gboolean laws;                /* played by the book's laws (pl-cassino-laws.h) */
} PlCassinoOptions;

typedef struct {
  PlCardSet cards;              /* every card in it, the hand cards too */
  guint8    value;              /* as announced */
  guint8    owner;              /* who made it or last added to it */
  gboolean  multiple;           /* two or more sets: fixed */
  /* Laws=on: made without the card to win it (seed 003), until called:
   * the owner is not bound to keep a card for it (he has none). */
  gboolean  without;
} PlCassinoBuild;

/* The most builds one wrong gathering may take in (pl-cassino-laws.h). */
#define PL_CASSINO_MAX_GATHERED_BUILDS 4

/* Laws=on: what the last capture that gathered cards not its own took,
 * as it lay, so that it can be returned when it is challenged
 * (pl-cassino-laws.h). */
typedef struct {
  PlCardSet      loose;         /* the loose cards it took */
  PlCassinoBuild builds[PL_CASSINO_MAX_GATHERED_BUILDS];
  guint8         n_builds;
  guint8         event;         /* 1 + its PlLawEvent, 0: none */
  gint8          last_taker;    /* as they were before it */
  gint8          last_capturer;
  PlCardSet      last_capture;
  gboolean       sweep;         /* it was marked a sweep */
} PlCassinoGathered;

typedef struct {
  PlCassinoOptions options;

  guint8    n_seats;
  guint8    dealer;
  guint8    phase;              /* PlCassinoPhase */
  gint8     to_move;
  guint8    round;              /* 1 … n_rounds: the deal of the hands */
  guint8    n_rounds;
  guint8    stock_next;         /* the next card of pack to deal */
  gint8     last_taker;         /* the seat that took last, -1: none yet */
  guint8    n_builds;
  gint8     last_capturer;      /* who made last_capture, -1: nobody */
  guint8    pack[PL_CASSINO_N_CARDS];  /* in dealing order */

  PlCardSet hands[PL_MAX_SEATS];
  PlCardSet loose;              /* loose cards on the table */
  PlCassinoBuild builds[PL_CASSINO_MAX_BUILDS];  /* in the order made */
  PlCardSet won[PL_MAX_SEATS];  /* each seat's pile */
  PlCardSet sweep_cards[PL_MAX_SEATS];  /* face up in the pile: one a sweep */
  /* Seed 003: "only the last trick gathered can be seen": the last
   * capture, the hand card with what it took. */
  PlCardSet last_capture;
  /* The cards left on the table at the end, given to the last taker. */
  PlCardSet last_cards;
  PlLawsState laws;             /* laws=on: the irregularities */
  PlCassinoGathered gathered;   /* laws=on: a wrong gathering to return */
} PlCassinoState;

/* What a side holds and scores at the showing (seed 003). */
typedef struct {
  guint    cards;
  guint    spades;
  guint    aces;
  gboolean big_cassino;         /* D10 */
  gboolean little_cassino;      /* S2 */
  guint    sweeps;              /* made */
  guint    card_points;         /* 3 for the most cards, 0 */
  guint    spade_points;        /* 1 for the most spades, 0 */
  guint    cassino_points;      /* 2 + 1 */
  guint    ace_points;
  guint    showing;             /* the above: eleven a hand among all sides */
  guint    sweep_points;        /* as the option counts them */
  guint    total;               /* showing + sweep_points */
} PlCassinoCount;

/* A match's running score (seed 003, "Scoring"). */
typedef struct {
  PlCassinoScoring scoring;
  guint    n_sides;
  guint    n_deals;
  gint     score[PL_CASSINO_MAX_SIDES];
  gboolean over;
  gint     winner;              /* the side that won, -1 */
  gboolean lurch;               /* "counted as a double game" */
  guint    games;               /* the games the winner scores: 2 a lurch, 1 */
} PlCassinoMatch;

extern const PlGame pl_cassino_game;

/* The value of a card on the table (0: a court outside Royal Cassino). */
guint          pl_cassino_card_value        (PlCard                card,
                                             gboolean              royal);
/* Whether @card played from the hand takes at @value (a Royal ace: 1 or
 * 14; a court outside Royal Cassino: 0). */
gboolean       pl_cassino_takes_at          (PlCard                card,
                                             guint                 value,
                                             gboolean              royal);

/* Sides: a player, or a partnership (seats 0 and 2, 1 and 3). */
guint          pl_cassino_n_sides           (const PlCassinoState *state);
guint          pl_cassino_side_of           (const PlCassinoState *state,
                                             guint                 seat);

/* Accessors. */
PlCassinoPhase pl_cassino_get_phase         (const PlCassinoState *state);
PlCardSet      pl_cassino_get_hand          (const PlCassinoState *state,
                                             guint                 seat);
PlCardSet      pl_cassino_get_loose         (const PlCassinoState *state);
/* Every card on the table, loose and in builds. */
PlCardSet      pl_cassino_get_table         (const PlCassinoState *state);
guint          pl_cassino_get_n_builds      (const PlCassinoState *state);
const PlCassinoBuild *
               pl_cassino_get_build         (const PlCassinoState *state,
                                             guint                 index);
/* The build that holds @card, or NULL. */
const PlCassinoBuild *
               pl_cassino_find_build        (const PlCassinoState *state,
                                             PlCard                card);
PlCardSet      pl_cassino_get_won           (const PlCassinoState *state,
                                             guint                 seat);
PlCardSet      pl_cassino_get_sweep_cards   (const PlCassinoState *state,
                                             guint                 seat);
/* Cards not yet dealt. */
guint          pl_cassino_get_stock_size    (const PlCassinoState *state);
/* The round now in play (1 …) and how many there are. */
guint          pl_cassino_get_round         (const PlCassinoState *state,
                                             guint                *n_rounds);
/* Whether the cards in the hands are the last of the pack ("last"). */
gboolean       pl_cassino_is_last_deal      (const PlCassinoState *state);
/* The seat that took last, or -1. */
gint           pl_cassino_get_last_taker    (const PlCassinoState *state);
/* Seed 003: "only the last trick gathered can be seen": the cards of the
 * last capture (the hand card with what it took; 0 if none yet), and who
 * made it (-1 if nobody has taken anything). */
PlCardSet      pl_cassino_get_last_capture  (const PlCassinoState *state,
                                             gint                 *seat);

/* A side's count so far (final once the deal is over). */
void           pl_cassino_get_count         (const PlCassinoState *state,
                                             guint                 side,
                                             PlCassinoCount       *count);
/* What each side adds to the match score for this finished deal under
 * options.scoring (PlResult.score per side); returns the number of sides. */
guint          pl_cassino_deal_score        (const PlCassinoState *state,
                                             gint                 *score);

/* The match score (seed 003, "Scoring"): start, add each finished deal. */
void           pl_cassino_match_init        (PlCassinoMatch       *match,
                                             const PlCassinoOptions *options);
void           pl_cassino_match_add         (PlCassinoMatch       *match,
                                             const PlCassinoState *state);
/* The same from the deals' scores (PlResult.score of each side). */
void           pl_cassino_match_add_scores  (PlCassinoMatch       *match,
                                             const gint           *score);
/* The points a match is played to: 11, 21, or 0 (every hand a game). */
guint          pl_cassino_match_target      (const PlCassinoOptions *options);

G_END_DECLS
