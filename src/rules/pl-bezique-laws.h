/* pl-bezique-laws.h — Bézique's laws: drawing wrongly, the wrong number of
 * cards, a wrong card in a declaration, a lead out of turn
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pl-bezique.h"

G_BEGIN_DECLS

/*
 * Bézique played by the book's laws (option laws=on; the mechanism is in
 * pl-laws.h), after seeds 002 and 004.
 *
 * Drawing is a move
 *   After the winner of a trick has declared (or said "done"), each player
 *   draws before his next play (PL_MOVE_DRAW, "draw", phase DRAW), the
 *   winner first — seed 004: "After each trick is taken, an additional card
 *   is drawn by each player from the top of the pack--the taker of the last
 *   trick drawing first".  The winner draws, then leads; his adversary
 *   draws, then plays to the lead (he may draw at once after the winner,
 *   too).  Both draw from the same stock in the same order as when the
 *   engine draws for them, the last card to the winner and the turn-up to
 *   his adversary (seed 002), so a deal played without an irregularity ends
 *   as it would with the laws off.  The last eight tricks begin when the
 *   winner has drawn and what is left of the stock is his adversary's.
 *
 * The laws, each an act (or a call) and what follows it:
 *   - "play C no-draw", seed 004: "When a player plays without drawing, he
 *     must draw two next time, and his opponent scores ten."  A card played
 *     (led or followed) while the player has his draw to make.  The opponent
 *     answers: "penalty" (ten to him, two cards next time) or "pass" (he
 *     says nothing: the player holds a card too few, which seed 002's law
 *     below mends when it is found).
 *   - "draw out-of-turn", seed 004: "When a player draws out of turn, his
 *     opponent scores ten, if he has not drawn a card himself."  The
 *     adversary draws before the winner has drawn: ten to the winner, at
 *     once; each keeps what he drew.
 *   - "draw two", seed 004: "When a player draws two cards instead of one,
 *     his opponent may decide which card is to be returned to the pack--it
 *     should not be placed at the top, but towards the middle of the pack."
 *     The two cards are shown; the opponent answers "return C" (that card
 *     goes back into the middle of the face-down stock) or "pass" (the
 *     player keeps a card too many).
 *   - "call too-many", seed 004: "A player discovering his opponent holding
 *     more than eight cards, while he only holds eight, adds 100 to his
 *     score.  Should both have more than their proper number there is no
 *     penalty, but each must play without drawing."  And seed 002: "If a
 *     player has too many cards after playing to the first trick, his
 *     adversary may either claim a fresh deal or may compel him to play
 *     without drawing from the talon, until the number of cards in his hand
 *     is reduced to eight; the player with too many cards not being allowed
 *     to make any announcements until he has his right number of cards."
 *     The opponent calls it (PL_MOVE_LAW_CALL) and answers: "score-100"
 *     (seed 004, when his own number is right; then the player plays
 *     without drawing until his number is right), "fresh-deal" (seed 002:
 *     the deal is void, nobody scores) or "compel" (seed 002: without
 *     drawing until right, and no declaration meanwhile).  When both hold
 *     too many, each plays without drawing, at once, with no penalty.
 *   - "call too-few", seed 002: "If a player has too few cards, his
 *     adversary may either claim a fresh deal, or may allow him to make good
 *     the deficiency by drawing from the stock": "fresh-deal" or
 *     "make-good" (he draws what he lacks at once).
 *     Seed 002 says "after playing to the first trick": in Parlour the
 *     hands are always dealt right, so a wrong number comes from a draw,
 *     always after the first trick.  A number nobody called is found when
 *     the stock runs low (fewer than eight cards at the start of a round of
 *     draws, as the players count what is left for the last eight tricks),
 *     and answered the same way, so that the last eight tricks begin with
 *     eight cards each.
 *   - "declare K C… wrong", seed 004 ii: "If, in making a declaration, a
 *     player put down a wrong card or cards, either in addition to or in
 *     the place of any card or cards of that declaration, he is not allowed
 *     to score until he has taken another trick.  Moreover, he must resume
 *     the cards, subject to their being called for as "faced" cards."  The
 *     winner's one declaration after a trick, with cards that are not the
 *     combination (one at least of its shape); it scores nothing, ends his
 *     turn to declare or exchange, and the cards from his hand go back to
 *     it face up.  Each time he is to play while a faced card could be
 *     played, his opponent answers first: "call C" (he must play it now) or
 *     "pass".
 *   - "play C out-of-turn", seed 002: "If a player leads out of turn, and
 *     his adversary plays to the lead, whether intentionally or otherwise,
 *     the trick stands good.  If the adversary calls attention to the
 *     error, the card led out of turn may be taken back without penalty."
 *     A card of the hand led while the adversary is to lead; he answers by
 *     playing to it (the trick stands) or "take-back".
 *
 * So that the count comes right before the last eight tricks, a wrong
 * draw or a play without drawing is possible only while the stock holds
 * ten cards or more and the player's number of cards is right.
 */

typedef enum {
  PL_BEZIQUE_LAW_NONE = 0,
  PL_BEZIQUE_LAW_OUT_OF_TURN,       /* seed 002: a lead out of turn */
  PL_BEZIQUE_LAW_NO_DRAW,           /* seed 004: played without drawing */
  PL_BEZIQUE_LAW_DRAW_OUT_OF_TURN,  /* seed 004 */
  PL_BEZIQUE_LAW_DRAW_TWO,          /* seed 004 */
  PL_BEZIQUE_LAW_TOO_MANY,          /* seeds 004 and 002 */
  PL_BEZIQUE_LAW_TOO_FEW,           /* seed 002 */
  PL_BEZIQUE_LAW_WRONG_DECLARATION, /* seed 004 ii */
  PL_BEZIQUE_LAW_FACED_CARD,        /* seed 004 ii: a faced card called */
  PL_BEZIQUE_N_LAWS
} PlBeziqueLaw;

typedef enum {
  PL_BEZIQUE_REMEDY_NONE = 0,       /* the law's penalty, no choice */
  PL_BEZIQUE_REMEDY_TAKE_BACK,      /* a lead out of turn taken back */
  PL_BEZIQUE_REMEDY_STANDS,         /* played to: the trick stands */
  PL_BEZIQUE_REMEDY_PENALTY,        /* ten, and two cards next time */
  PL_BEZIQUE_REMEDY_RETURN,         /* card: the one returned */
  PL_BEZIQUE_REMEDY_PASS,           /* nothing said */
  PL_BEZIQUE_REMEDY_SCORE_100,      /* seed 004 */
  PL_BEZIQUE_REMEDY_FRESH_DEAL,     /* seed 002 */
  PL_BEZIQUE_REMEDY_COMPEL,         /* seed 002 */
  PL_BEZIQUE_REMEDY_MAKE_GOOD,      /* seed 002 */
  PL_BEZIQUE_REMEDY_CALL_CARD,      /* card: the faced card called */
  PL_BEZIQUE_REMEDY_BOTH,           /* both too many: each without drawing */
  PL_BEZIQUE_N_REMEDIES
} PlBeziqueRemedy;

extern const PlLaws pl_bezique_laws;

/* The cards @seat holds more (> 0) or fewer (< 0) than his right number
 * that no draw to come will put right: what a count finds. */
gint         pl_bezique_laws_wrong_count  (const PlBeziqueState *state,
                                           guint                 seat);
/* The faced cards @seat holds (seed 004 ii), physical. */
PlBeziqueSet pl_bezique_laws_faced        (const PlBeziqueState *state,
                                           guint                 seat);

G_END_DECLS
