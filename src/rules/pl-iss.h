/* pl-iss.h — Skat records in the International Skat Server's format
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pl-record.h"

G_BEGIN_DECLS

/*
 * The International Skat Server (ISS) writes one game a line:
 *
 *   (;GM[Skat]PC[International Skat Server]SE[…]ID[…]DT[…]P0[a]P1[b]P2[c]
 *    R0[]R1[]R2[]MV[w <32 cards> 1 18 0 y 1 p 2 p 0 s w SK.DQ 0 C.S8.SK
 *    0 SA 1 CA …]R[d:0 win v:48 m:1 bidok p:75 t:6 s:0 z:0 p0:0 p1:0 p2:0
 *    l:-1 to:-1 r:0] ;)
 *
 * P0 is forehand, P1 middlehand, P2 rearhand.  MV is a list of
 * "actor move" pairs; the actor "w" (the server) deals the 32 cards,
 * dot-separated, forehand's ten, middlehand's, rearhand's, then the skat
 * (which is pl-skat.h's deal order), and shows the skat after a pick-up.
 * Bids are numbers, "y" holds, "p" passes, "s" takes up the skat; a
 * declaration is the game letter (G C S H D N) followed by H (Hand), S
 * (Schneider announced), Z (Schwarz announced), O (Ouvert), and after a
 * pick-up the two cards put away ("C.S8.SK"; older lines give them as a
 * move of their own, "2 D 2 D9.DQ", which is read too and written the new
 * way); then the cards played.
 *
 * The endings are moves of the rules (pl-skat.h, "Claims and
 * concessions"): "SC" (the declarer shows his cards) is PL_MOVE_CLAIM,
 * "RE" (a player gives up) PL_MOVE_CONCEDE, and the server's "LE.n" (left)
 * and "TI.n" (timed out) PL_MOVE_CONCEDE with PL_SKAT_CONCEDE_LEFT or
 * _TIMEOUT for position n; so such games replay to the server's result.
 * "??" (a card hidden from the viewer) is read where the card can be
 * known — the one card the player may play that he does not play later —
 * or where it does not matter because no card is played after it; the
 * skat shown as "??.??" is read too.  Moves after the rules ended the
 * deal are kept as they were (tag X-ISS-Rest), and so is an R[] the rules
 * would write otherwise (X-ISS-R: an unfinished game, an older server's
 * fields), so that writing the record again gives the same line.
 *
 * A parsed deal is dealt by seat 2, so that seat 0 is forehand = P0.
 * Other properties become tags: PC "Site", DT "Date", and X-ISS-<name>
 * for the rest (X-ISS-ID, X-ISS-SE, X-ISS-R0, …).
 */

/* Parses one line as untrusted input: every property, card and move is
 * checked, and every move against the rules; errors are PL_RECORD_ERROR. */
PlDealRecord *pl_iss_parse_line (const char          *line,
                                 GError             **error);

/* Writes @deal as one ISS line (without a newline), replaying it to write
 * R[].  Fails for what ISS cannot say: four players, Kontra, Ramsch. */
char         *pl_iss_write_line (const PlDealRecord  *deal,
                                 GError             **error);

/* Every deal of @record as one ISS line, each ended by a newline. */
char         *pl_iss_write_record (const PlRecord      *record,
                                   GError             **error);

/* Whether the server ended @deal before the rules did (resigned, shown,
 * timed out: the rest is kept in its X-ISS-Rest tag): the game is over as
 * recorded, though the rules would play on. */
gboolean      pl_iss_deal_ended_early (const PlDealRecord *deal);

G_END_DECLS
