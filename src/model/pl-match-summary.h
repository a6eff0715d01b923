/* pl-match-summary.h — where a saved match stands, in a player's words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pl-record.h"

G_BEGIN_DECLS

/* Says where the match of @record stands, from what the record holds (the
 * deal being played, the book's score sheet, the game's target), with the
 * seats named as the table names them and @human's seat as "You":
 * "Deal 7 in play, Anna leads by 84", "Deal 3 finished, game to 1000,
 * you lead by 230", "Game over after deal 9, you won by 160".  NULL if
 * the record is no match (pl_record_check_match() refuses it). */
char *pl_match_summary_describe (const PlRecord *record,
                                 guint           human);

G_END_DECLS
