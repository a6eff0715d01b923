/* pl-move.h — the one move type of every game
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pl-card.h"

G_BEGIN_DECLS

/*
 * Every decision of every game is a move (DESIGN.md, "Decisions are moves"):
 * bidding, taking up the skat, discarding, announcing, declaring a Bézique
 * combination, exchanging the seven of trumps, ordering up, going alone,
 * playing a card, capturing, building and trailing.  The human and the
 * computer produce the same moves; the rules check every one of them.
 * Most moves are made by the seat whose turn it is; a claim and a
 * concession are table talk and may come from another seat, as the game
 * allows (pl-skat.h: "Claims and concessions").  An irregular act — a
 * card played out of turn, a revoke, a wrong draw — is a move too, marked
 * PL_MOVE_IRREGULAR in @flags (pl-laws.h): the rules never offer one and
 * accept one only at a table that plays by the book's laws.
 *
 * A move is a plain value that can be copied with '='.  Which fields a kind
 * uses is documented at the kind; unused fields are zero (card is
 * PL_CARD_NONE) so that two equal moves compare equal with pl_move_equal().
 */
typedef enum {
  PL_MOVE_NONE = 0,

  /* Shared by several games. */
  PL_MOVE_PLAY,       /* card: the card played to the trick (all games) */
  PL_MOVE_PASS,       /* pass in bidding (Skat), pass on trump (Euchre) */
  PL_MOVE_DISCARD,    /* cards: the cards put away (Skat: 2, Euchre dealer: 1) */
  /* Lay the hand open and claim the rest of the tricks (Skat's ISS SC). */
  PL_MOVE_CLAIM,
  /* A player gives up the rest: lays his hand down (Euchre, seed 001 law
   * 50) or resigns (Skat's ISS RE; arg: why, per game — resigned, left
   * the table, timed out).  Neither is among legal_moves(): the table
   * offers them beside the play, check_move() accepts them. */
  PL_MOVE_CONCEDE,

  /* Skat. */
  PL_MOVE_BID,        /* value: the bid said (18, 20, …) */
  PL_MOVE_HOLD,       /* value: the bid held ("yes") */
  PL_MOVE_PICKUP,     /* take up the skat */
  PL_MOVE_HAND,       /* play from the hand, without the skat */
  PL_MOVE_ANNOUNCE,   /* arg: PlSkatContract; flags: PlSkatFlags */
  PL_MOVE_KONTRA,     /* an opponent doubles */
  PL_MOVE_RE,         /* the declarer redoubles */

  /* Bézique. */
  PL_MOVE_DECLARE,    /* arg: combination; cards: the cards shown */
  PL_MOVE_EXCHANGE,   /* card: the seven of trumps exchanged for the turn-up
                       * (Euchre: the card a lone player's partner gives him) */
  PL_MOVE_NO_DECLARE, /* end the chance to declare after a trick */

  /* Euchre. */
  PL_MOVE_ORDER_UP,   /* accept the turned card as trump; flags: alone */
  PL_MOVE_CALL,       /* arg: the suit called trump; flags: alone */
  PL_MOVE_ALONE,      /* an adversary of a lone hand defends alone */

  /* Cassino. */
  PL_MOVE_CAPTURE,    /* card: from the hand; cards: taken from the table */
  PL_MOVE_BUILD,      /* card: from the hand; cards: built on; value: the build */
  PL_MOVE_TRAIL,      /* card: laid on the table */

  /* The book's laws (pl-laws.h), with a game's option laws=on only. */
  PL_MOVE_DRAW,       /* draw from the stock (Bézique); value: cards drawn */
  PL_MOVE_REMEDY,     /* the answer to an irregularity; arg: the game's
                       * remedy; card: the card it names, if any */
  PL_MOVE_LAW_CALL,   /* an irregularity called (discovered) by a seat of
                       * the side it offends; arg: the game's law */

  PL_N_MOVE_KINDS
} PlMoveKind;

typedef struct {
  guint8    kind;     /* PlMoveKind */
  guint8    seat;     /* who makes the move, 0 … n_seats - 1 */
  PlCard    card;     /* PL_CARD_NONE when not used */
  guint8    arg;      /* per kind: a contract, a suit, a combination */
  guint16   value;    /* per kind: a bid, the value of a build */
  guint16   flags;    /* per kind: announcement modifiers, …; the top bit
                       * PL_MOVE_IRREGULAR for every kind (pl-laws.h) */
  PlCardSet cards;    /* per kind: discards, captured or declared cards */
} PlMove;

/* PlMove.flags: the act breaks one of the book's laws (pl-laws.h).  The
 * other bits of @flags keep their meaning per kind. */
#define PL_MOVE_IRREGULAR ((guint16) 0x8000)

static inline PlMove
pl_move_new (PlMoveKind kind,
             guint      seat)
{
  PlMove move = { 0, };

  move.kind = (guint8) kind;
  move.seat = (guint8) seat;
  move.card = PL_CARD_NONE;
  return move;
}

static inline gboolean
pl_move_equal (const PlMove *a,
               const PlMove *b)
{
  return a->kind == b->kind && a->seat == b->seat && a->card == b->card &&
         a->arg == b->arg && a->value == b->value && a->flags == b->flags &&
         a->cards == b->cards;
}

G_END_DECLS
