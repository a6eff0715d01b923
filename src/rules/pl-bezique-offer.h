/* pl-bezique-offer.h — what a Bézique player can declare now, and what
 * he said
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pl-bezique.h"
#include "pl-bezique-words.h"

G_BEGIN_DECLS

/*
 * The declaration dialog asks the rules what a seat could declare: every
 * combination he holds (in the hand and face up on the table), whether
 * the rules let him declare it now, and if not, why.  The offers are
 * built with the engine's own functions (pl_bezique_make_declaration()),
 * so an offer that is not refused carries the very move legal_moves()
 * lists and check_move() accepts.
 */

/* More than a seat can ever hold: 4 marriages, the sequence, 2 béziques,
 * 4 × 19 fours of two packs, and his pending declarations. */
#define PL_BEZIQUE_MAX_OFFERS 160

typedef enum {
  PL_BEZIQUE_OFFER_SCORE,     /* can be declared and scored now (PL_MOVE_DECLARE, flags 0) */
  PL_BEZIQUE_OFFER_ANNOUNCE,  /* can be announced "to score" now (phase ANNOUNCE, flag TO_SCORE) */
  PL_BEZIQUE_OFFER_PENDING,   /* one of his pending ("to score") that can be scored now */
  PL_BEZIQUE_OFFER_REFUSED,   /* held (the cards are in hand + on his table) but not allowed now */
} PlBeziqueOfferStatus;

typedef struct {
  PlBeziqueCombination kind;
  PlBeziqueOfferStatus status;
  guint                points;
  PlCard               names[8];   /* the cards by name, notation order */
  guint                n_names;
  PlBeziqueSet         cards;      /* the physical cards the engine would use */
  PlMove               move;       /* the move to play (status != REFUSED) */
  const char          *reason;     /* REFUSED: translated, short ("Already declared") */
  gboolean             pending;    /* one of his declarations kept "to score",
                                      whether it can be scored now or not */
  /* SCORE and ANNOUNCE: the combinations he holds that could still be
   * declared after a later trick, and that declaring this one now makes
   * impossible for ever (seed 002: "A beginner would be apt to declare
   * the highest count first, 500 for the double bézique; but … he would
   * lose the 40 points for the single bézique"), highest first. */
  guint                n_forfeits;
  PlBeziqueCombination forfeits[4];
} PlBeziqueOffer;

/* Every combination @seat holds (hand + table), one entry per distinct set
 * of names of a kind (each plain-suit marriage separately), legal ones
 * first (by points, highest first), then refused ones with the reason;
 * plus his pending ones (.pending), PENDING when they can be scored now,
 * REFUSED otherwise.  A held combination with the names of a pending one
 * is listed once, as the pending one, unless it can also be declared
 * afresh.  At most @max; returns how many. */
guint    pl_bezique_list_offers           (const PlBeziqueState *state,
                                           guint                 seat,
                                           PlBeziqueOffer       *offers,
                                           guint                 max);

/* Of @n offers (as listed), the one a player who loses nothing would
 * score now: the highest that forfeits nothing (the single bézique before
 * the double, the royal marriage before the sequence), else the highest;
 * -1 if none can be scored now. */
gint     pl_bezique_best_offer            (const PlBeziqueOffer *offers,
                                           guint                 n);

/* The seven of trumps exchange, if legal now (@move filled): after the
 * trick, before or after the declaration. */
gboolean pl_bezique_can_exchange          (const PlBeziqueState *state,
                                           guint                 seat,
                                           PlMove               *move);

G_END_DECLS
