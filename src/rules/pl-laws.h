/* pl-laws.h — the book's laws at the table: irregular acts, their remedies
 * and their penalties, as a table mode any game may offer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pl-game.h"
#include "pl-record.h"

G_BEGIN_DECLS

/*
 * Much of the old books is law: what happens when a player leads out of
 * turn, revokes, draws wrongly or holds too many cards (issue 15).  Parlour
 * prevents every irregularity unless a deal is played by the laws: the
 * game's switch option "laws" (records: "Option: laws=on", off by default).
 * With it off nothing here changes a deal, and a record replays exactly as
 * it did before the laws existed.
 *
 * Irregular acts
 *   An irregular act is a move like any other, recorded like any other,
 *   with PL_MOVE_IRREGULAR (pl-move.h) in its flags: a card played out of
 *   turn, a revoke, a draw of two cards…  legal_moves() never lists one;
 *   check_move() refuses one unless the deal is played by the laws, and
 *   then accepts exactly the acts the game's laws know (a revoke must be a
 *   card that fails to follow when the player could).  The mark is
 *   required, so that a move means one thing: an act that is irregular is
 *   refused without it (the game says why, as it always did), and a regular
 *   one is refused with it.  The game's notation names the law after the
 *   move ("play HT revoke"); its irregular_moves() lists the acts some seat
 *   could commit now, for the computer that errs and the table that lets a
 *   human err.
 *
 * Remedies
 *   When an irregularity is seen, the side it offends answers it: the deal
 *   enters a phase of its own in which the seat to move is the seat that
 *   answers and its legal moves are exactly the remedies the law gives
 *   (PL_MOVE_REMEDY with the game's remedy in arg, or a move of the game
 *   that the law names, like playing to a card led out of turn to let the
 *   trick stand).  A penalty the law gives without a choice is applied at
 *   once, with no phase.
 *
 * Calls
 *   An irregularity nobody sees when it is made (a revoke, a wrong number
 *   of cards) is discovered when a seat of the side it offends calls it:
 *   PL_MOVE_LAW_CALL with the game's law in arg, table talk that
 *   check_move() takes from that seat in turn or not, and only when there
 *   is such an irregularity to call.  legal_moves() does not list a call
 *   (it is not a move of the seat to move), except where the law itself
 *   asks the offended side for its answer.
 *
 * What happened
 *   Each game keeps its deal's irregularities in a PlLawsState inside its
 *   state (a plain value like the rest), as events in order.  The result
 *   of a deal applies their penalties and explains them, with the law's
 *   number or the seed's words, in PlResult.reasons; pl_laws_append_json()
 *   gives them to `parlour-cli replay --json`.
 *
 * A game that has laws sets PlGame.laws to its PlLaws table and adds the
 * option; its laws live in files of their own (pl-skat-laws.c,
 * pl-bezique-laws.c, docs/laws.md).
 */

/* The most irregularities one deal keeps; once they are all used, the
 * rules refuse any further irregular act in that deal ("enough"). */
#define PL_LAWS_MAX_EVENTS 12

typedef enum {
  PL_LAW_OPEN = 0,   /* being answered now (the laws' phase) */
  PL_LAW_UNSEEN,     /* made, not yet discovered (a revoke) */
  PL_LAW_SETTLED,    /* its penalty applied or its remedy chosen */
  PL_LAW_CONDONED,   /* let pass: the play stands as it was made */
} PlLawStatus;

/* One irregularity of a deal.  @law and @remedy are the game's numbers;
 * @card is a card name (PlCard), PL_CARD_NONE if none. */
typedef struct {
  guint8  law;
  guint8  seat;       /* who broke the law */
  guint8  status;     /* PlLawStatus */
  guint8  remedy;     /* the remedy chosen; 0: the law's own penalty */
  gint8   by;         /* the seat that answered or called it, or -1 */
  guint8  trick;      /* the tricks completed when it was made */
  PlCard  card;       /* the card it concerns */
  guint8  side;       /* the game's detail (Bézique: the count's size) */
  gint16  points;     /* points it scored for the side it offended */
} PlLawEvent;

/* What a game keeps of the laws in its state; all zero when off. */
typedef struct {
  guint8     n_events;
  guint8     open;              /* 1 + the event being answered, 0: none */
  guint8     decided;           /* 1 + the event that ended the deal, 0 */
  guint8     resume_phase;      /* the game's phase to return to */
  gint8      resume_to_move;    /* the seat to move after the answer */
  guint8     asked;             /* the game's note of a question answered */
  PlLawEvent events[PL_LAWS_MAX_EVENTS];
  guint64    exposed[PL_MAX_SEATS]; /* faced cards, liable to be called
                                     * (the game's card sets) */
} PlLawsState;

/* The irregularity being answered now, for a dialog or a seat label. */
typedef struct {
  guint    law;          /* the game's law */
  guint    offender;     /* the seat that broke it */
  guint    to_answer;    /* the seat whose legal moves are the remedies */
  char    *text;         /* translated: what happened and what the law
                          * says; owned, free with pl_irregularity_clear() */
} PlIrregularity;

void pl_irregularity_clear (PlIrregularity *irregularity);

/* A game's laws, PlGame.laws (NULL: the game has none yet). */
struct _PlLaws {
  /* The deal is played by the laws (its option "laws"). */
  gboolean           (*enabled)         (const void        *state);
  /* Turns the laws off in a copy of a state in a regular phase (not while
   * an irregularity is answered): the same deal as the rules alone would
   * go on with it — draws due made, a wrong number of cards put right —
   * for the computer's search, which plays the rules alone. */
  void               (*disable)         (void              *state);
  const PlLawsState *(*get_state)       (const void        *state);
  /* Every irregular act some seat could commit now (PL_MOVE_IRREGULAR
   * set, each accepted by check_move()), at most PL_MAX_MOVES. */
  guint              (*irregular_moves) (const void        *state,
                                         PlMove            *moves);
  /* Stable words for records and JSON ("revoke", "take-back"), and the
   * source of a law as the books name it ("Seed 000, “The Revoke”"). */
  const char        *(*law_word)        (guint              law);
  const char        *(*remedy_word)     (guint              remedy);
  const char        *(*law_source)      (guint              law);
  /* A translated sentence: what happened and what the law made of it
   * ("Seed 000: Middlehand, an adversary of the single player, played out
   * of turn: the game is lost for the adversaries"). */
  char              *(*describe)        (const void        *state,
                                         const PlLawEvent  *event);
  /* A translated label for a remedy among the legal moves of the seat
   * that answers ("Take the card back"), for a dialog's buttons. */
  char              *(*remedy_label)    (const void        *state,
                                         const PlMove      *move);
};

/* Whether @game's deal @state is played by the laws. */
gboolean     pl_laws_enabled          (const PlGame       *game,
                                       gconstpointer       state);
/* game->laws->irregular_moves(), or 0 when off. */
guint        pl_laws_irregular_moves  (const PlGame       *game,
                                       gconstpointer       state,
                                       PlMove             *moves);
/* Whether an irregularity is being answered now (the laws' phase). */
gboolean     pl_laws_is_pending       (const PlGame       *game,
                                       gconstpointer       state);
/* The irregularity the seat to move answers now; FALSE if none. */
gboolean     pl_laws_get_pending      (const PlGame       *game,
                                       gconstpointer       state,
                                       PlIrregularity     *out);
/* The deal's irregularities in order; returns how many. */
guint        pl_laws_get_events       (const PlGame       *game,
                                       gconstpointer       state,
                                       const PlLawEvent  **events);
/* A move that only the laws know: an irregular act, a remedy, a call or a
 * draw. */
gboolean     pl_laws_is_laws_move     (const PlMove       *move);
/* Refuses a laws move at a table that does not play by the laws. */
gboolean     pl_laws_refuse_off       (GError            **error);
/* ", \"laws\": [ … ]" for a deal played by the laws: each irregularity
 * with its law, seat, card, status, remedy, points and sentence. */
void         pl_laws_append_json      (const PlGame       *game,
                                       gconstpointer       state,
                                       GString            *out);
/* One reason line per irregularity (describe()), each after a newline
 * unless @out is empty. */
void         pl_laws_append_reasons   (const PlGame       *game,
                                       gconstpointer       state,
                                       GString            *out);

/* The table cannot show a deal played by the laws yet (issue 15's UI
 * part): FALSE, with a message saying so, for such a deal; TRUE else. */
gboolean     pl_laws_check_table      (const PlDealRecord *deal,
                                       GError            **error);

/* For the games' laws. */

/* What a game's reader of laws moves made of a move's text. */
typedef enum {
  PL_LAWS_NOT_MINE,      /* not a laws move: the game reads it as usual */
  PL_LAWS_PARSED,
  PL_LAWS_PARSE_FAILED,  /* a laws move, badly written: the error is set */
} PlLawsParse;

/* Whether @parse was a laws move's (read or refused), and then in @ok
 * whether it was read: "if (pl_laws_parse_done (…, &ok)) return ok;". */
static inline gboolean
pl_laws_parse_done (PlLawsParse  parse,
                    gboolean    *ok)
{
  *ok = parse == PL_LAWS_PARSED;
  return parse != PL_LAWS_NOT_MINE;
}

/* A new event (status PL_LAW_SETTLED, no remedy, by -1), or NULL when the
 * deal has seen PL_LAWS_MAX_EVENTS irregularities already. */
PlLawEvent  *pl_laws_add_event        (PlLawsState        *laws,
                                       guint               law,
                                       guint               seat,
                                       guint               trick,
                                       PlCard              card);
/* The event being answered, or NULL. */
PlLawEvent  *pl_laws_open_event       (PlLawsState        *laws);
/* Whether the deal may see another irregularity. */
gboolean     pl_laws_has_room         (const PlLawsState  *laws);
/* Removes @word from the end of a move's words if it is there (any case);
 * TRUE if it was: "play HT revoke" → "play HT". */
gboolean     pl_laws_take_word        (char              **words,
                                       guint              *n_words,
                                       const char         *word);

G_END_DECLS
