/* pl-bezique-words.h — what the Bézique players say, in the old players'
 * words
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pl-bezique.h"
#include "pl-record.h"

G_BEGIN_DECLS

/*
 * Every score at Bézique is said aloud when it is made (seed 002: "In this
 * case the player would say: 'Forty for bézique, and twenty to score'"),
 * and so is what the players must know: a score in abeyance lost, the
 * last eight tricks begun.  The table shows what each player said last,
 * and the deal's log lists all of it.
 */

/* In words, what @seat declared after the trick that made n_tricks ==
 * @trick, as the old players said it (seed 002): "Forty for bézique, and
 * twenty to score"; "Two hundred and fifty in trumps, and twenty to
 * score" (a score still in abeyance is repeated).  The declarations whose
 * .trick is @trick, the pending ones scored then, and "Ten for the seven"
 * when he exchanged the seven of trumps after that trick.  NULL if he
 * declared, scored and exchanged nothing then.  Free with g_free(). */
char    *pl_bezique_describe_declarations (const PlBeziqueState *state,
                                           guint                 seat,
                                           guint                 trick);

/* The order the table shows cards in, the same everywhere (a hand, the
 * declared cards, a combination in the dialogs): trumps first, then the
 * other suits alternating in colour (♠ ♥ ♣ ♦), each from the ace down in
 * the order of seed 004 v, A T K Q J 9 8 7.  A lower key comes first. */
guint    pl_bezique_display_key          (PlCard                card,
                                          PlSuit                trump);
/* Sorts @n names by pl_bezique_display_key(). */
void     pl_bezique_sort_for_display     (PlCard               *names,
                                          guint                 n,
                                          PlSuit                trump);

typedef struct {
  gint   seat;          /* who says it; -1: the table (both are told) */
  guint  trick;         /* the trick (1 …) it was said in or after;
                         * 0: at the deal */
  char  *text;          /* translated, one sentence */
} PlBeziqueSaying;

void       pl_bezique_saying_free     (gpointer            saying);

/* Everything said in @deal (a Bézique deal record) from the deal to its
 * last move, in order (PlBeziqueSaying *, freed with the array): each
 * declaring turn's words once it ends, "Ten for the seven" when a seven
 * of trumps is turned up (the dealer's), exchanged or played, the brisques
 * of the last eight tricks as they are scored (brisques=last-eight or
 * at-once), the last trick's ten, a score in abeyance lost with a card
 * of it or with the stock, and the table's word that the last eight
 * tricks begin.  NULL if the record does not replay. */
GPtrArray *pl_bezique_deal_sayings    (const PlDealRecord *deal);

/* What @seat said last and is still to be heard at the table: his words
 * in the declaring turn he is in, else the last of @sayings he said since
 * the last trick he won (or since the deal).  NULL if nothing.  Free with
 * g_free(). */
char      *pl_bezique_last_said       (const PlBeziqueState *state,
                                       GPtrArray            *sayings,
                                       guint                 seat);

G_END_DECLS
