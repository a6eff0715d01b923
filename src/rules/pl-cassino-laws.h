/* pl-cassino-laws.h — Cassino's laws of play (seed 003, "Irregularities in
 * Play"): a card played out of turn, cards gathered that do not belong, a
 * build without the card to win it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pl-cassino.h"

G_BEGIN_DECLS

/*
 * Cassino played by the book's laws (option laws=on; the mechanism is in
 * pl-laws.h).
 *
 * A card played out of turn (seed 003, "Irregularities in Play")
 *   "play C out-of-turn": a player plays a card of his hand while another
 *   is to play.  "If any person plays out of his proper turn, the card so
 *   played is laid aside as exposed, until it comes to his turn, when it is
 *   simply placed on the table with the others.  The player in error is
 *   not allowed to build or combine it, nor to win anything with it."  The
 *   card lies exposed (PlLawsState.exposed) and is no longer his to use;
 *   at his turn his only move is to trail it ("trail C"), even while he
 *   owns a build (the law places it on the table).  The law gives no
 *   choice: there is nothing to answer.  A card without which he could not
 *   take a build of his own cannot be played out of turn: he must keep a
 *   card that takes each (pl-cassino.h), and the exposed card is not his
 *   to win anything with.
 *
 * Cards gathered that do not belong (seed 003)
 *   "take C with X Y … wrong": the player to move takes in table cards
 *   that his card does not take (a wrong combination, a build with a wrong
 *   card, a card that does not belong).  The capture is made as he made it
 *   (it goes to his pile, a sweep if it cleared the table) and nobody
 *   answers at once: "the error must be challenged and proved before the
 *   next trick is taken in by another player, because only the last trick
 *   gathered can be seen".  A seat of another side challenges it with
 *   "call wrong-gathering" (PL_MOVE_LAW_CALL), in turn or not, until
 *   another player takes something in; then it stands (condoned).  When it
 *   is challenged "he must not only return the card improperly taken up,
 *   but all others taken in with it, together with his own card, the
 *   latter, however, being laid out separately from the others.  If the
 *   combination was his own build, it must be broken up; if an
 *   adversary's, it must be restored, and left as it was": the loose cards
 *   go back to the table, an adversary's build is restored as it lay, his
 *   own build's cards lie loose, his card lies loose on the table by
 *   itself, a sweep it made is struck off, and play goes on with the seat
 *   that was to play.  One gathering takes in at most
 *   PL_CASSINO_MAX_GATHERED_BUILDS builds.
 *
 * A build made without the card to win it (seed 003)
 *   "build C on X as N without": a build the rules would allow but that
 *   its maker holds no card to take.  It stands as a build of his (he is
 *   not bound to keep a card for it: he has none) until a seat of another
 *   side calls it ("call no-card") while it lies on the table: "on
 *   discovery of the error, the combination must be broken up" — its
 *   cards lie loose.  "If, however, another player has won the erroneous
 *   build, there is no penalty, nor any remedy": once taken in it cannot
 *   be called.  The book lets the adversaries also "take back the cards
 *   they have played in following the erroneous build, and … amend their
 *   play"; Parlour does not offer that part yet.
 */

typedef enum {
  PL_CASSINO_LAW_NONE = 0,
  PL_CASSINO_LAW_OUT_OF_TURN,     /* seed 003, "Irregularities in Play" */
  PL_CASSINO_LAW_WRONG_GATHERING, /* cards gathered that do not belong */
  PL_CASSINO_LAW_NO_CARD,         /* a build without the card to win it */
  PL_CASSINO_N_LAWS,
} PlCassinoLaw;

extern const PlLaws pl_cassino_laws;

/* The cards @seat must play first: the exposed cards of his hand. */
PlCardSet    pl_cassino_laws_exposed     (const PlCassinoState *state,
                                          guint                 seat);

/* For pl-cassino-check.c, pl-cassino-moves.c and pl-cassino.c. */
gboolean     pl_cassino_laws_check       (const PlCassinoState *state,
                                          const PlMove         *move,
                                          GError              **error);
/* A move of the seat to move while a card of his lies exposed. */
gboolean     pl_cassino_laws_check_turn  (const PlCassinoState *state,
                                          const PlMove         *move,
                                          GError              **error);
guint        pl_cassino_laws_legal_moves (const PlCassinoState *state,
                                          PlMove               *moves);
/* TRUE: the move was the laws' alone (nothing else to apply). */
gboolean     pl_cassino_laws_apply       (PlCassinoState       *state,
                                          const PlMove         *move);

/* The notation. */
gboolean     pl_cassino_laws_move_to_string   (const PlMove  *move,
                                               GString       *out);
PlLawsParse  pl_cassino_laws_move_from_string (guint          seat,
                                               char         **words,
                                               guint          n_words,
                                               const char    *text,
                                               PlMove        *move,
                                               GError       **error);

G_END_DECLS
