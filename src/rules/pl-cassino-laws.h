/* pl-cassino-laws.h — Cassino's laws of play: a card played out of turn
 * (seed 003, "Irregularities in Play")
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
 * Seed 003's other irregularities — cards gathered that do not belong, a
 * build made without the card to win it, and their challenge before the
 * next trick is taken in — are not among Parlour's irregular acts yet: the
 * rules refuse such moves before they happen.
 */

typedef enum {
  PL_CASSINO_LAW_NONE = 0,
  PL_CASSINO_LAW_OUT_OF_TURN,   /* seed 003, "Irregularities in Play" */
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
