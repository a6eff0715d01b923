/* pl-ai-analyse-xskat.h — XSkat's game log, read into Parlour records
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pl-record.h"
#include "pl-skat.h"

G_BEGIN_DECLS

/*
 * XSkat (Debian's xskat 4.0) writes a log of every game with -log FILE
 * ("xskat -auto N -noshortcut -log FILE -lang english" plays N games of
 * three computers).  Each game, between lines of '=', is:
 *
 *    Computer1   Computer2   Computer3           the players, left to right
 *   ----------------------------------------
 *     Spade A     HEART K     Spade_7           one row per trick, each
 *     …                                         player's card in his column
 *   ---- random_seed 1795607826 0 2 --------
 *     DIAMOND J   SPADE J     CLUB J            the hands as played, sorted
 *     …
 *   ----------------------------------------
 *   Skat is: Spade 8,Spade 10                   the skat at the end
 *   Skat was: Diamond K,Heart K                 the skat as dealt
 *   Last bid: 18
 *   Computer2 played Heart
 *   Played Hand                                 (Hand, announcements, Ouvert)
 *   Won with: 75 points                         ("Won"/"Lost" in Null)
 *
 * In a trick row the winner's card is in capitals and the leader's, when
 * he did not win, has '_' for its blank; a thrown-in deal has the row
 * "Pass _Pass_ Pass", the forehand's marked.  The players sit in the
 * order of the columns (each plays after the one to his left), forehand
 * leads the first trick.  German logs ("Kreuz B", "Gewonnen mit") are
 * read too.
 *
 * The log keeps the last bid but not the bidding: the record has the
 * declarer bid it at once and the others pass without a word, a bidding
 * made up that Parlour's players must not read (PlAiSkatBudget.
 * bidding_unknown).  Every card is checked by Parlour's rules, and the
 * result XSkat gave is kept to be compared with Parlour's.
 */

typedef struct {
  guint         number;            /* the game's place in the log, from 1 */
  PlDealRecord *deal;              /* NULL for a thrown-in deal */
  gboolean      won;               /* as XSkat scored it */
  gint          declarer_points;   /* as XSkat counted them; -1 in Null */
  char         *players[3];        /* the column names, seats 0 … 2 */
} PlAiXskatGame;

void       pl_ai_xskat_game_free   (PlAiXskatGame *game);

/* Reads a whole log.  Returns the games (PlAiXskatGame, thrown-in deals
 * included); a game that cannot be read stops the reading with
 * "FILE:LINE: what is wrong". */
GPtrArray *pl_ai_xskat_parse       (const char    *text,
                                    gsize          length,
                                    const char    *filename,
                                    GError       **error);

G_END_DECLS
