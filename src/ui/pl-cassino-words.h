/* pl-cassino-words.h — Cassino moves in a player's words, and the moves a gesture may mean
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pl-cassino.h"

G_BEGIN_DECLS

/*
 * The table never guesses between taking and building (issue 14: "the
 * commonest complaint about Cassino programs"): a gesture names a hand
 * card and table cards, and these functions list every legal move that
 * uses them; the controller plays a single one at once and offers
 * several by name.  The rules judge each candidate with check_move(), so
 * a set of cards is judged even where the legal list (PL_MAX_MOVES) is
 * cut short.
 */

/* At most this many moves are offered for one gesture. */
#define PL_CASSINO_MAX_CHOICES 12

/* The move in words, as a choice or a hint: "Take 8 with 6+2 and 5+3",
 * "Build 8", "Build 3s", "Raise the build of 7 to 9", "Trail the 9". */
char  *pl_cassino_move_words     (const PlCassinoState *state,
                                  const PlMove         *move);
/* The move as the table tells it after it was made, from the state
 * before it: "Anna took 6+2 and 5+3 with the 8 — a sweep". */
char  *pl_cassino_move_told      (const PlCassinoState *before,
                                  const PlMove         *move,
                                  const char           *name);
/* The legal captures and builds of @card that take in every card of
 * @cards (a pile dropped on, with any cards chosen before): captures
 * first, most cards first.  Returns how many (at most @max). */
guint  pl_cassino_moves_onto     (const PlCassinoState *state,
                                  guint                 seat,
                                  PlCard                card,
                                  PlCardSet             cards,
                                  PlMove               *out,
                                  guint                 max);
/* The legal moves of @card that use exactly the table cards @cards
 * (chosen by clicking them), judged by the rules; when there is none,
 * FALSE with the rules' reason for the likeliest meaning. */
guint  pl_cassino_moves_with_set (const PlCassinoState *state,
                                  guint                 seat,
                                  PlCard                card,
                                  PlCardSet             cards,
                                  PlMove               *out,
                                  guint                 max,
                                  GError              **error);
/* Every legal move of @card (a card clicked with nothing chosen):
 * captures, builds, the trail last. */
guint  pl_cassino_moves_of_card  (const PlCassinoState *state,
                                  guint                 seat,
                                  PlCard                card,
                                  PlMove               *out,
                                  guint                 max);

/* @text as a JSON string, for the tests' state file (UTF-8 kept). */
void   pl_cassino_append_json    (GString              *out,
                                  const char           *text);

G_END_DECLS
