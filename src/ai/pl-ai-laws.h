/* pl-ai-laws.h — the computer at a table played by the book's laws: it
 * errs now and then, calls what it sees, and answers what wrongs it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pl-ai.h"
#include "pl-laws.h"

G_BEGIN_DECLS

/*
 * At a table that plays by the laws (pl-laws.h) the computer players
 *   - err now and then, at a rate the player sets (never, sometimes,
 *     often), choosing among the irregular acts the game's rules list for
 *     their seat (pl_laws_irregular_moves()), uniformly, from the seeded
 *     random numbers of the deal: the same seed errs the same way.  With
 *     the laws off they never err, whatever the rate;
 *   - call an irregularity nobody answered when they can see it (a revoke
 *     they can prove, a wrong number of cards) and calling it is worth it;
 *   - answer an irregularity that wrongs their side with the remedy best
 *     for that side (Skat: the double-dummy solver over the worlds they
 *     cannot tell apart; Bézique: its Easy player playing the deal out),
 *     and say which in a short sentence for their seat label.
 * The computer answers what it saw with the law's remedy for it: it does
 * not let a wrong draw pass in order to claim a larger penalty later.
 *
 * A table with computer seats asks, before each move, pl_ai_laws_interject()
 * for a call or an error from any seat, then the seat to move for its
 * move with pl_ai_choose(), which answers an irregularity itself when one
 * is open (pl_ai_laws_choose()).
 */

typedef enum {
  PL_AI_ERR_NEVER,
  PL_AI_ERR_SOMETIMES,   /* about one chance in 400 to err, each time */
  PL_AI_ERR_OFTEN,       /* about one in 60 */
} PlAiErrRate;

#define PL_AI_N_ERR_RATES 3

/* "never", "sometimes", "often". */
const char  *pl_ai_err_rate_to_string    (PlAiErrRate     rate);
gboolean     pl_ai_err_rate_from_string  (const char     *text,
                                          PlAiErrRate    *rate);

/* Whether the computer at @seat errs now, and how: one of @seat's
 * irregular acts, chosen from @rng at @rate.  FALSE (and @rng untouched)
 * when the deal is not played by the laws, at PL_AI_ERR_NEVER, or when
 * the rules list no irregular act of @seat now. */
gboolean     pl_ai_laws_err              (const PlGame   *game,
                                          gconstpointer   state,
                                          guint           seat,
                                          PlAiErrRate     rate,
                                          PlRng          *rng,
                                          PlMove         *move);

/* Table talk of the computer at @seat now: the call of an irregularity
 * it can see and wants called.  FALSE if none. */
gboolean     pl_ai_laws_call             (const PlGame   *game,
                                          gconstpointer   state,
                                          guint           seat,
                                          PlMove         *move);

/* The answer of the computer at @seat, the seat to move while an
 * irregularity is answered (pl_laws_get_pending()): one of the legal
 * moves, the remedy best for its side.  @sentence, if not NULL, receives
 * a short translated sentence saying which ("Calls the card back"). */
PlMove       pl_ai_laws_remedy           (const PlGame   *game,
                                          gconstpointer   state,
                                          guint           seat,
                                          PlAiLevel       level,
                                          PlRng          *rng,
                                          char          **sentence);

/* A short translated sentence for a seat label, saying what the computer
 * did by @move (a remedy, a call or an irregular act), or NULL. */
char        *pl_ai_laws_say              (const PlGame   *game,
                                          gconstpointer   state,
                                          const PlMove   *move);

/* pl_ai_choose() in a deal played by the laws: the answer to an open
 * irregularity, the only move where the laws leave one (a draw, a faced
 * card called), or the game's player on the deal as the rules alone would
 * go on with it (PlLaws.disable). */
PlMove       pl_ai_laws_choose           (const PlGame   *game,
                                          gconstpointer   state,
                                          guint           seat,
                                          PlAiLevel       level,
                                          PlRng          *rng);

/* For a table of computer seats (parlour-cli play): before each move, a
 * call or an error by any seat, in seat order, or the answer or the only
 * move the laws leave.  FALSE: the seat to move chooses as always. */
gboolean     pl_ai_laws_interject        (const PlGame   *game,
                                          gconstpointer   state,
                                          PlAiErrRate     rate,
                                          PlAiLevel       level,
                                          PlRng          *rng,
                                          PlMove         *move);

G_END_DECLS
