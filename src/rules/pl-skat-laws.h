/* pl-skat-laws.h — Skat's laws of play: out of turn and the revoke
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pl-skat.h"

G_BEGIN_DECLS

/*
 * Skat played by the book's laws (option laws=on; the mechanism is in
 * pl-laws.h).  Seed 000 is the law; where it is silent the International
 * Skat Order (ISkO) is followed, as the seeds' README asks.
 *
 * Playing out of turn (seed 000, "Playing Out of Turn")
 *   "play C out-of-turn": a seat of the deal plays a card in the play when
 *   it is not its turn — a lead while another seat is to lead, or a card to
 *   a trick it has not played to while another seat is to play.
 *   - By an adversary of the single player: "the loss of the game if the
 *     error is made by the adversaries of the single player".  The deal
 *     ends at once (PL_SKAT_END_LAW), won by the declarer.  The seed does
 *     not say at which level; the ISkO (4.1.3, 4.1.4) says the guilty side
 *     loses "in der Stufe einfach", unless the game was decided already,
 *     when the side that had won it wins with the points it had: so the
 *     declarer makes Schneider only if his cards (the skat counted) reached
 *     90 before the error, and never Schwarz.
 *   - By the single player, leading: "the card played in error must be
 *     taken back, and if only one adversary has played to the false lead,
 *     he may also take back his card.  If both have played, the trick
 *     stands good."  The card lies led; the adversaries answer in turn
 *     (PL_SKAT_PHASE_LAWS), each either playing to it or calling it back
 *     ("take-back", PL_SKAT_REMEDY_TAKE_BACK).  Called back, the single
 *     player's card and the adversary's card played to it (taking it back
 *     is always his to do: he may lead it again) return to the hands, and
 *     the seat whose turn it was leads.  When both adversaries have played
 *     to it, the trick stands, led by the single player.
 *   - By the single player, to a trick already led: his card is taken
 *     back at once ("The single player suffers no penalty, as it is only
 *     to his own disadvantage to expose his hand"); the play goes on.
 *
 * The revoke (seed 000, "The Revoke")
 *   "play C revoke": the seat to play fails to follow although it could
 *   (ISkO 3.3.1's duty to follow).  Nobody sees a revoke: the card is
 *   played and the trick taken as usual, and the play goes on until a seat
 *   of the other side calls it ("call revoke", PL_MOVE_LAW_CALL with
 *   PL_SKAT_LAW_REVOKE, table talk at any time in the play), or the deal
 *   ends: then the side it offends is asked (PL_SKAT_PHASE_LAWS) whether
 *   it calls it ("call revoke") or lets the result stand ("let-stand").
 *   Called, the tricks are examined: the earliest revoke not let stand
 *   decides, whichever side called, and the deal ends (PL_SKAT_END_LAW):
 *   - an adversary's: "the game is lost for the player in error; but he
 *     may count the points in his tricks up to the time the revoke
 *     occurred, in order to save schneider or schwarz" — the declarer
 *     wins, the adversaries keep the tricks they took before the trick of
 *     the revoke and every other card counts for the declarer;
 *   - the single player's (the seed is silent: ISkO 4.1.3, 4.1.4): his
 *     game is lost "einfach", no Schneider or Schwarz, unless it was won
 *     already when he revoked (his cards, the skat counted, had reached 61,
 *     or 90 with Schneider announced), when he wins with the points he had;
 *   - in a Null game (seed 000: "In Nullos, the game is lost the moment
 *     the revoke is discovered"): lost for the side that revoked, a Null
 *     won or lost at its value.
 *   An overbid game stays lost (ISkO 4.4.1): a law decides who erred, not
 *   what the game is worth.
 *
 * Irregular acts are possible in the play only, never while an
 * irregularity is being answered.
 */

typedef enum {
  PL_SKAT_LAW_NONE = 0,
  PL_SKAT_LAW_OUT_OF_TURN,   /* seed 000, "Playing Out of Turn" */
  PL_SKAT_LAW_REVOKE,        /* seed 000, "The Revoke"; ISkO 4.1.3–4.1.4 */
} PlSkatLaw;

typedef enum {
  PL_SKAT_REMEDY_NONE = 0,   /* the law's penalty, no choice */
  PL_SKAT_REMEDY_TAKE_BACK,  /* a card led out of turn is called back */
  PL_SKAT_REMEDY_STANDS,     /* both adversaries played to it: it stands */
  PL_SKAT_REMEDY_CALL,       /* a revoke called */
  PL_SKAT_REMEDY_LET_STAND,  /* a revoke found at the end let stand */
} PlSkatRemedy;

extern const PlLaws pl_skat_laws;

/* Whether the earliest revoke of the side opposite @viewer that nobody
 * has called yet is plain to @viewer from what it has seen: the revoker
 * has since played a card of the suit he failed to follow, or shows one in
 * an open hand.  Sets @revoker to his seat.  FALSE if none is. */
gboolean     pl_skat_laws_revoke_evident  (const PlSkatState *state,
                                           guint              viewer,
                                           guint             *revoker);
/* Whether @seat's own side has a revoke nobody has called (which a call
 * of the other side's revoke would bring to light first, if earlier). */
gboolean     pl_skat_laws_own_revoke      (const PlSkatState *state,
                                           guint              seat);
/* Whether @seat is on the declarer's side (he alone). */
gboolean     pl_skat_laws_is_declarer     (const PlSkatState *state,
                                           guint              seat);

G_END_DECLS
