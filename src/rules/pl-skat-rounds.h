/* pl-skat-rounds.h — Bock and Ramsch rounds over a match of Skat
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pl-skat.h"

G_BEGIN_DECLS

/*
 * Bock and Ramsch rounds are club conventions, not the ISkO's: they span
 * deals, so the match decides them and each deal only reads its own
 * options (bock-deal, ramsch-deal: pl-skat.h).  The conventions are
 * XSkat's (its manual, "-bock", "-bockevents", "-bockramsch"):
 *
 *   - With bock=on, each of these events calls for a Bock round, one deal
 *     per player at the table, in which every score counts double
 *     (PlSkatBockEvent): a game lost with 60 card points (60:60), a won
 *     Grand Hand, a Kontra game the opponents win, and a game with Kontra
 *     and Re (a lost Re game is one event, not two).  Events in the same
 *     deal call for a round each; a round called for during another is
 *     played after it.
 *   - With ramsch-rounds=on as well, a Ramsch round (one deal per player)
 *     follows each Bock round: no bidding, each player in turn may declare
 *     Grand Hand instead; a Grand Hand does not count towards the round,
 *     and the same player deals again (pl_skat_rounds_same_dealer()).
 *
 * Every deal dealt counts towards its round, a thrown-in one too.  The
 * state is a plain value that a match rebuilds by adding its finished
 * deals in order.
 */

typedef enum {
  PL_SKAT_BOCK_60_60 = 1 << 0,       /* lost with 60 card points */
  PL_SKAT_BOCK_GRAND_HAND = 1 << 1,  /* a Grand Hand won */
  PL_SKAT_BOCK_KONTRA_WON = 1 << 2,  /* the opponents won a Kontra game */
  PL_SKAT_BOCK_KONTRA_RE = 1 << 3,   /* Kontra and Re were said */
} PlSkatBockEvent;

typedef enum {
  PL_SKAT_ROUND_BOCK = 1,
  PL_SKAT_ROUND_RAMSCH = 2,
} PlSkatRoundKind;

#define PL_SKAT_ROUNDS_MAX 32

typedef struct {
  guint8   n_rounds;                     /* queued, the current first */
  guint8   kinds[PL_SKAT_ROUNDS_MAX];    /* PlSkatRoundKind */
  guint8   deals_left;                   /* of the current round */
  gboolean same_dealer;                  /* a Ramsch round's Grand Hand */
} PlSkatRounds;

void     pl_skat_rounds_init        (PlSkatRounds        *rounds);
/* The events of a finished deal that call for a Bock round. */
guint    pl_skat_rounds_events      (const PlSkatState   *finished);
/* Counts a finished deal (dealt with the options that
 * pl_skat_rounds_deal_options() gave) and queues the rounds its events
 * call for under @match's choices.  Returns the events. */
guint    pl_skat_rounds_add_deal    (PlSkatRounds        *rounds,
                                     const PlSkatOptions *match,
                                     const PlSkatState   *finished);
/* The options of the next deal: @match's with bock-deal and ramsch-deal
 * set as the rounds have them. */
void     pl_skat_rounds_deal_options (const PlSkatRounds  *rounds,
                                      const PlSkatOptions *match,
                                      PlSkatOptions       *deal);
/* Whether the last deal's dealer deals again (a Grand Hand in a Ramsch
 * round). */
gboolean pl_skat_rounds_same_dealer (const PlSkatRounds  *rounds);

G_END_DECLS
