/* pl-bezique-laws-private.h — what the files of Bézique's laws share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pl-bezique-laws.h"
#include "pl-bezique-private.h"

G_BEGIN_DECLS

#define BIT(p) PL_BEZIQUE_BIT (p)

/* A wrong draw or a play without drawing needs this much stock, so that
 * the count can come right before the last eight tricks. */
#define PL_BEZIQUE_LAWS_MIN_STOCK 10
/* A round of draws that starts with less stock counts the cards. */
#define PL_BEZIQUE_LAWS_COUNT_STOCK 8

/* Cards left in the stock, the turn-up included. */
static inline guint
pl_bezique_laws_stock_size (const PlBeziqueState *state)
{
  return PL_BEZIQUE_STOCK_SIZE - state->stock_next;
}

/* Room for an irregularity and for the count that may follow it. */
static inline gboolean
pl_bezique_laws_room_for_draw_error (const PlBeziqueState *state)
{
  return state->laws.n_events + 2 <= PL_LAWS_MAX_EVENTS;
}

/* Whether @seat may make a wrong draw or play without drawing now. */
static inline gboolean
pl_bezique_laws_may_draw_wrongly (const PlBeziqueState *state,
                                  guint                 seat)
{
  return pl_bezique_laws_stock_size (state) >= PL_BEZIQUE_LAWS_MIN_STOCK &&
         pl_bezique_laws_room_for_draw_error (state) &&
         pl_bezique_laws_wrong_count (state, seat) == 0 && state->draw_due[seat] == 1;
}

/* The winner of a trick declares (or announces) now. */
static inline gboolean
pl_bezique_laws_declaring (const PlBeziqueState *state)
{
  return state->phase == PL_BEZIQUE_PHASE_DECLARE || state->phase == PL_BEZIQUE_PHASE_ANNOUNCE;
}

/* The cards of @seat, to play now, that his opponent may call. */
static inline PlBeziqueSet
pl_bezique_laws_callable (const PlBeziqueState *state,
                          guint                 seat)
{
  return pl_bezique_laws_faced (state, seat) & pl_bezique_legal_cards (state, seat);
}

/* PlLaws.irregular_moves (pl-bezique-laws-check.c). */
guint    pl_bezique_laws_irregular_moves (const void          *state,
                                        PlMove                *moves);
/* Which law a play, draw or declaration marked irregular breaks. */
guint    pl_bezique_laws_classify      (const PlBeziqueState  *state,
                                        const PlMove          *move);
/* The engine's copies of the names of @cards for a declaration of @seat
 * (pl-bezique.h, "Copies"): a wrong one is judged and applied so. */
PlBeziqueSet pl_bezique_laws_declared_copies (const PlBeziqueState *state,
                                        guint                  seat,
                                        PlBeziqueSet           cards);
/* The first card of a wrong declaration of @kind that is not of its
 * shape, or its first card (physical). */
guint    pl_bezique_laws_wrong_card    (const PlBeziqueState  *state,
                                        guint                  kind,
                                        PlBeziqueSet           cards);
/* pl-bezique-laws-text.c: the words and sentences of PlLaws. */
const char *pl_bezique_laws_law_word   (guint                  law);
const char *pl_bezique_laws_remedy_word (guint                 remedy);
const char *pl_bezique_laws_law_source (guint                  law);
char    *pl_bezique_laws_describe      (const void            *state,
                                        const PlLawEvent      *event);
char    *pl_bezique_laws_remedy_label  (const void            *state,
                                        const PlMove          *move);

G_END_DECLS
