/* pl-euchre-laws.h — Euchre's laws of play: exposed cards, the lead out of
 * turn, the calls and the revoke (seed 001, laws 46–57)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pl-euchre.h"

G_BEGIN_DECLS

/*
 * Euchre played by the book's laws (option laws=on; the mechanism is in
 * pl-laws.h).  Seed 001 is Leeds and Dwight's "Laws of Euchre" (1888),
 * laws 46–57; where it is silent the standard modern game is followed, as
 * the seeds' README asks, with the book's rule as an option.  Irregular
 * acts are possible in the play only, never while an irregularity or a
 * call is answered, and never by a seat that sits out.
 *
 * Exposed cards (laws 46, 55, 56)
 *   "expose C" (law 46 II: "Any card dropped face upwards, or in any way
 *   exposed on or above the table"): the card stays in its owner's hand,
 *   face up (PlLawsState.exposed), "liable to be called".  Whenever its
 *   owner is to play and may play it, the adversary after him (the one
 *   before him when that one sits out) is asked first (PL_EUCHRE_PHASE_LAWS)
 *   whether he calls it ("demand C") or not ("no-call"); called, it is the
 *   only card its owner may play.  Law 55: "In no case can a player be
 *   compelled to play a card which would oblige him to revoke" — an
 *   exposed card that does not follow is not asked about.  Law 56: "The
 *   call for an exposed card can be repeated until such card has been
 *   played" — he is asked again at each of the owner's turns.
 *
 * Hands thrown face up (law 48)
 *   "show-hand": "If a player or players, under the impression that the
 *   game is lost or won, or for other reasons, throw his or their cards on
 *   the table face upwards, such cards are exposed, and can be called, each
 *   player's by the adversary; but should one player retain his hand, he
 *   cannot be forced to abandon it."  Every card of his hand is exposed, as
 *   above; his partner keeps his own hand.
 *
 * Leading out of turn (laws 52, 53)
 *   "play C out-of-turn": a seat leads while another is to lead.  The card
 *   lies led; each seat after it in turn either plays to it or, if he is an
 *   adversary of the offender, answers: "call-card" (law 52: "call the card
 *   erroneously led": it is taken back, exposed) or "call-suit" (law 52:
 *   "call a suit from him or his partner when it is next the turn of
 *   either to lead").  Law 53: "if only the second, or the second and third,
 *   have played to the false lead, their cards, on discovery of the
 *   mistake, are taken back, and there is no penalty against any one except
 *   the original offender"; the seat whose turn it was then leads.  "If any
 *   player lead out of turn, and the other three have followed him, the
 *   trick is complete, and the error cannot be rectified" (with a lone
 *   hand: all the others who play).
 *
 * A suit called (laws 52, 54, 55, 57)
 *   When the offender or his partner is next to lead, the adversary after
 *   the leader names a suit ("demand hearts", the left bower counting as a
 *   trump) or lets it go ("no-call").  The leader must lead it if he can;
 *   law 57 (the seed breaks off at "the penalty is"; Leeds and Dwight's law
 *   ends "paid"): "If a player called on to lead a suit have none of it,
 *   the penalty is paid" — he leads any card.
 *
 * The revoke (law 54; the modern penalty)
 *   "play C revoke": the seat to play fails to follow when he could, or
 *   (law 54) "if when called on to lead one suit, lead another, having in
 *   his hand one or more cards of the suit demanded", or fails to play an
 *   exposed card called from him: "he incurs the penalty of a revoke".
 *   Nobody sees a revoke: the card is played as any other until a seat of
 *   the other side calls it ("call revoke", at any time in the play), or
 *   the deal ends, when the side it wronged is asked whether it calls it or
 *   lets the result stand ("let-stand").  Called, the earliest revoke of
 *   the caller's adversaries decides and the deal ends: "The penalty of a
 *   revoke takes precedence of all other scores" (Leeds and Dwight, law
 *   4).  The seed does not give the penalty: the modern game's is 2 points
 *   to the side wronged, 4 when it was playing a lone hand; option
 *   revoke=3 is Leeds and Dwight's law 63, "three points, except in the
 *   case of a lone hand, when it is five".
 *
 * Cards played at once, the trump card lifted (law 46 I and III)
 *   "play HT HA" (law 46: "I. Two or more cards played at once"), by the
 *   seat to play: the cards are exposed, left in his hand face up, and he
 *   is still to play — the adversary after him may call one of them, as
 *   above.  "lift-trump" (law 46: "III. The trump card if lifted from the
 *   pack"): the old dealer who took up the trump card left it on the pack
 *   until he played it; Parlour's dealer takes it into his hand, and
 *   lifting it — showing it as his before he plays it — is an act of his
 *   in the play while he holds it: it is exposed.
 *
 * Winners played without waiting (law 47)
 *   "lead-on CA [SA …]": "If any one play to an imperfect trick the
 *   highest card on the table, or lead one which is a winning card against
 *   his adversaries, and then lead again, or play several such winning
 *   cards one after the other, without waiting for his partner to play,
 *   the latter may be called on to win, if he can, the first or any other
 *   of those tricks, and the other cards thus improperly played are exposed
 *   cards."  His card on the table must be the highest (if he led it, one
 *   no adversary can beat) and his partner yet to play.  The cards led on
 *   go back to his hand, exposed; the adversary after him answers
 *   "call-win" (his partner must win the trick on the table if he can),
 *   "call-win CA" (… the trick that card is led to, when its owner leads
 *   it) or "no-call".  A partner called who can win plays only cards that
 *   win; another card is a revoke (law 54, "fail to play as desired").
 *
 * Hands abandoned (laws 49 and 50)
 *   When every seat that plays has his whole hand face up (law 48's
 *   "show-hand" and exposed cards), law 49: "the hands are abandoned, and
 *   no one can again take up his cards.  Should it then be proved that the
 *   game could have been saved or won, no such claim can be entertained
 *   unless a revoke be established": the deal ends, the tricks count as
 *   they stand (the one on the table nobody's), and a revoke not called is
 *   asked about as at the end of any deal.  Law 50: a lone hand's adversary
 *   who throws his hand face up ("show-hand") abandons it: "the party
 *   playing alone scores five points" — PL_MOVE_CONCEDE (pl-euchre.h) with
 *   the laws off too.
 *
 * A card detached (law 51)
 *   "detach C": "A card detached from the rest of the hand is liable to be
 *   called if either of the adversaries can name it; but should an
 *   adversary name a wrong card, he is liable to have a suit called when he
 *   or his partner next lead."  The adversary after him answers "name C"
 *   (any card he has not seen) or "no-call", and after a "no-call" the
 *   other adversary in the same way: named right, the card is
 *   exposed; wrong, his side's next lead is asked about as in law 52.
 *
 * Enough
 *   A deal keeps PL_LAWS_MAX_EVENTS irregularities, the questions asked
 *   among them; after that no act is taken and no question asked.
 */

typedef enum {
  PL_EUCHRE_LAW_NONE = 0,
  PL_EUCHRE_LAW_EXPOSED,       /* law 46 II: a card exposed */
  PL_EUCHRE_LAW_OUT_OF_TURN,   /* laws 52, 53: a lead out of turn */
  PL_EUCHRE_LAW_REVOKE,        /* law 54 and the modern revoke */
  PL_EUCHRE_LAW_CARD_CALLED,   /* laws 46, 56: an exposed card called */
  PL_EUCHRE_LAW_SUIT_CALLED,   /* laws 52, 57: a suit called for the lead */
  PL_EUCHRE_LAW_HAND_SHOWN,    /* law 48: a hand thrown face up */
  PL_EUCHRE_LAW_TWO_CARDS,     /* law 46 I: two or more cards played at once */
  PL_EUCHRE_LAW_TRUMP_LIFTED,  /* law 46 III: the trump card lifted */
  PL_EUCHRE_LAW_WINNERS,       /* law 47: winners played without waiting */
  PL_EUCHRE_LAW_ABANDONED,     /* law 49: all the hands thrown face up */
  PL_EUCHRE_LAW_LONE_ABANDONED,/* law 50: a lone hand's adversary shows his */
  PL_EUCHRE_LAW_DETACHED,      /* law 51: a card detached from the hand */
} PlEuchreLaw;

typedef enum {
  PL_EUCHRE_REMEDY_NONE = 0,
  PL_EUCHRE_REMEDY_CALL_CARD,  /* law 52: the false lead taken back, exposed */
  PL_EUCHRE_REMEDY_CALL_SUIT,  /* law 52: a suit called at the next lead */
  PL_EUCHRE_REMEDY_STANDS,     /* law 53: all followed; the trick stands */
  PL_EUCHRE_REMEDY_DEMAND,     /* an exposed card (card) or a suit (value)
                                * demanded now */
  PL_EUCHRE_REMEDY_NO_CALL,    /* the adversaries do not call now */
  PL_EUCHRE_REMEDY_CALL,       /* a revoke called */
  PL_EUCHRE_REMEDY_LET_STAND,  /* a revoke found at the end let stand */
  PL_EUCHRE_REMEDY_PAID,       /* law 57: the suit called is lacking */
  PL_EUCHRE_REMEDY_CALL_WIN,   /* law 47: the partner called on to win the
                                * first trick, or the trick of card */
  PL_EUCHRE_REMEDY_NAME,       /* law 51: the detached card named (card) */
} PlEuchreRemedy;

extern const PlLaws pl_euchre_laws;

/* The adversary who answers for @seat's side being wronged by @seat: the
 * one after him, or the one before when that one sits out. */
guint        pl_euchre_laws_answerer     (const PlEuchreState *state,
                                          guint                offender);
/* Which law a card played by @seat breaks now (PL_EUCHRE_LAW_NONE). */
guint        pl_euchre_laws_classify     (const PlEuchreState *state,
                                          const PlMove        *move);
/* The cards the laws leave @seat of @legal: the exposed card called, or at
 * a lead the cards of the suit called (law 57: all, if he has none). */
PlCardSet    pl_euchre_laws_restrict     (const PlEuchreState *state,
                                          guint                seat,
                                          PlCardSet            legal);
/* What the revoke called scores for the side it wronged. */
guint        pl_euchre_laws_penalty      (const PlEuchreState *state,
                                          const PlLawEvent    *revoke);

/* For pl-euchre.c: check_move() for a laws move or in the laws' phase,
 * apply() first (TRUE: done), after a move, legal_moves() in the laws'
 * phase. */
gboolean     pl_euchre_laws_check        (const PlEuchreState *state,
                                          const PlMove        *move,
                                          GError             **error);
gboolean     pl_euchre_laws_apply        (PlEuchreState       *state,
                                          const PlMove        *move);
void         pl_euchre_laws_after        (PlEuchreState       *state);
guint        pl_euchre_laws_legal_moves  (const PlEuchreState *state,
                                          PlMove              *moves);

/* Shared by pl-euchre-laws.c and pl-euchre-laws-called.c. */
gboolean     pl_euchre_laws_active       (const PlEuchreState *state,
                                          guint                seat);
/* The cards of @suit as the play knows them (the left bower a trump). */
PlCardSet    pl_euchre_laws_suit_cards   (const PlEuchreState *state,
                                          guint                suit);
/* What @seat could play if it were his turn now, the laws' calls aside
 * (law 55: no call compels a revoke). */
PlCardSet    pl_euchre_laws_follow_cards (const PlEuchreState *state,
                                          guint                seat);
/* The laws' phase: @seat answers @event, then @resume is to move. */
void         pl_euchre_laws_ask          (PlEuchreState       *state,
                                          PlLawEvent          *event,
                                          guint                seat,
                                          guint                resume);
void         pl_euchre_laws_resume       (PlEuchreState       *state);
/* The deal ends (or is abandoned): a revoke nobody called is asked about. */
void         pl_euchre_laws_end          (PlEuchreState       *state);

/* pl-euchre-laws-called.c: laws 46 I and III, 47, 49, 50 and 51, the acts
 * that make cards liable to be called and that abandon hands. */
PlEuchreLaw  pl_euchre_laws_act_law      (const PlEuchreState *state,
                                          const PlMove        *move);
/* check_move() for those acts (@law from pl_euchre_laws_act_law()). */
gboolean     pl_euchre_laws_check_called (const PlEuchreState *state,
                                          const PlMove        *move,
                                          guint                law,
                                          GError             **error);
/* Applies one of those acts, its event made. */
void         pl_euchre_laws_apply_called (PlEuchreState       *state,
                                          PlLawEvent          *event,
                                          const PlMove        *move);
/* The answers to laws 47 and 51: checked, listed, applied. */
gboolean     pl_euchre_laws_check_name   (const PlEuchreState *state,
                                          const PlLawEvent    *open,
                                          const PlMove        *move,
                                          GError             **error);
guint        pl_euchre_laws_list_answers (const PlEuchreState *state,
                                          const PlLawEvent    *open,
                                          PlMove              *moves);
void         pl_euchre_laws_answer_called (PlEuchreState      *state,
                                           PlLawEvent         *open,
                                           const PlMove       *move);
/* Law 47: whether @seat is called on to win the trick he plays to now. */
gboolean     pl_euchre_laws_win_applies  (const PlEuchreState *state,
                                          guint                seat);
/* … and then the cards of @legal that win it (none if he cannot). */
PlCardSet    pl_euchre_laws_win_cards    (const PlEuchreState *state,
                                          guint                seat,
                                          PlCardSet            legal);
/* Adds @seat's irregular acts of laws 46 I and III, 47 and 51. */
guint        pl_euchre_laws_called_acts  (const PlEuchreState *state,
                                          guint                seat,
                                          PlMove              *moves);
/* The cards @seat has not seen (in his hand, played or exposed): those
 * he may name (law 51). */
PlCardSet    pl_euchre_laws_unseen       (const PlEuchreState *state,
                                          guint                seat);
/* Law 47: whether @card, led now, wins against @seat's adversaries. */
gboolean     pl_euchre_laws_is_winner    (const PlEuchreState *state,
                                          guint                seat,
                                          PlCard               card);

/* pl-euchre-laws-text.c: the notation and the sentences. */
gboolean     pl_euchre_laws_move_to_string   (const PlEuchreState *state,
                                              const PlMove        *move,
                                              GString             *out);
PlLawsParse  pl_euchre_laws_move_from_string (const PlEuchreState *state,
                                              guint                seat,
                                              char               **words,
                                              guint                n_words,
                                              const char          *text,
                                              PlMove              *move,
                                              GError             **error);
const char  *pl_euchre_laws_law_word     (guint                law);
const char  *pl_euchre_laws_remedy_word  (guint                remedy);
const char  *pl_euchre_laws_law_source   (guint                law);
char        *pl_euchre_laws_describe     (const void          *state,
                                          const PlLawEvent    *event);
char        *pl_euchre_laws_remedy_label (const void          *state,
                                          const PlMove        *move);

G_END_DECLS
