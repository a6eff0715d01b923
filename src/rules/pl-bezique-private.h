/* pl-bezique-private.h — helpers shared by the files of the Bézique engine
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pl-bezique.h"

G_BEGIN_DECLS

#define PL_BEZIQUE_BIT(p) (G_GUINT64_CONSTANT (1) << (p))

/* Seed 004 v: "the ten ranking higher than the king, and the ace highest":
 * A T K Q J 9 8 7. */
static inline guint
pl_bezique_rank_power (PlRank rank)
{
  static const guint8 power[13] = { 0, 0, 0, 0, 0, 0, 1, 2, 6, 3, 4, 5, 7 };

  return power[rank];
}

/* Whether the card @follow (physical) beats @lead (physical) with @trump:
 * the higher card of the suit led or a trump wins; of two identical cards
 * the first played wins. */
static inline gboolean
pl_bezique_beats (guint  follow,
                  guint  lead,
                  PlSuit trump)
{
  PlCard f = PL_BEZIQUE_CARD (follow), l = PL_BEZIQUE_CARD (lead);

  if (PL_CARD_SUIT (f) == PL_CARD_SUIT (l))
    return pl_bezique_rank_power (PL_CARD_RANK (f)) >
           pl_bezique_rank_power (PL_CARD_RANK (l));
  return PL_CARD_SUIT (f) == trump;
}

/* Whether the turn-up is (still) there and is itself a seven: turned up
 * at the deal, or put there by an exchange. */
static inline gboolean
pl_bezique_turn_up_is_seven (const PlBeziqueState *state)
{
  return state->stock_next < PL_BEZIQUE_STOCK_SIZE &&
         PL_CARD_RANK (PL_BEZIQUE_CARD (state->stock[PL_BEZIQUE_STOCK_SIZE - 1])) == PL_RANK_7;
}

/* pl-bezique.c: whether @seat may exchange the seven of trumps now; both
 * draw after the trick, the winner leads (the end of a declaring turn). */
gboolean pl_bezique_exchange_possible  (const PlBeziqueState *state,
                                        guint                 seat);
void     pl_bezique_draw_and_lead      (PlBeziqueState       *state);
/* The stock is exhausted: the declared cards go back into the hands. */
void     pl_bezique_begin_last_eight   (PlBeziqueState       *state);
/* Plays @p (physical) for @seat to the trick, as a PL_MOVE_PLAY does. */
void     pl_bezique_apply_play         (PlBeziqueState       *state,
                                        guint                 seat,
                                        guint                 p);
/* pl-bezique-check.c: PlGame.check_move. */
gboolean pl_bezique_check_move_vfunc   (const void           *state,
                                        const PlMove         *move,
                                        GError              **error);

/* Why a combination cannot be declared, in the order the rules are
 * checked (pl-bezique.h, "Combinations and their classes"): of several
 * choices of copies, the one that gets furthest says why (the highest). */
typedef enum {
  PL_BEZIQUE_OK = 0,
  PL_BEZIQUE_NOT_A_COMBINATION,
  PL_BEZIQUE_NOT_HELD,
  PL_BEZIQUE_EXCHANGED_CARD,
  PL_BEZIQUE_PART_OF_HIGHER,
  PL_BEZIQUE_NEEDS_NEW_CARD,
  PL_BEZIQUE_ALREADY_DECLARED,
  PL_BEZIQUE_NOT_WHOLE,         /* reuse=whole: not one whole lower one */
  PL_BEZIQUE_TOO_MANY,
} PlBeziqueProblem;

gboolean pl_bezique_illegal            (GError       **error,
                                        const char    *format,
                                        ...) G_GNUC_PRINTF (2, 3);
/* The rule a problem breaks, as a sentence for a refused move, or short
 * for a row of the declaration dialog (pl-bezique-offer.h). */
const char *pl_bezique_problem_message (PlBeziqueProblem       problem,
                                        PlBeziqueCombination   kind,
                                        gboolean               brief);
gboolean pl_bezique_problem_error      (PlBeziqueProblem       problem,
                                        PlBeziqueCombination   kind,
                                        GError               **error);

/* Whether @names (n cards, any order) is the shape of @kind. */
gboolean pl_bezique_shape_ok           (PlBeziqueCombination   kind,
                                        PlSuit                 trump,
                                        const PlCard          *names,
                                        guint                  n);
/* The rules of pl-bezique.h, "Combinations and their classes", for the
 * physical cards @cards. */
PlBeziqueProblem pl_bezique_combination_problem (const PlBeziqueState *state,
                                        guint                  seat,
                                        PlBeziqueCombination   kind,
                                        PlBeziqueSet           cards,
                                        guint                  flags);
/* The engine's copies for the names (pl-bezique.h, "Copies"); on failure
 * the problem of the choice that got furthest (the highest). */
PlBeziqueProblem pl_bezique_choose_copies (const PlBeziqueState *state,
                                        guint                  seat,
                                        PlBeziqueCombination   kind,
                                        const PlCard          *names,
                                        guint                  n,
                                        guint                  flags,
                                        PlBeziqueSet          *cards);
/* The index of @seat's pending declaration of @kind with the names of
 * @cards, or -1. */
gint     pl_bezique_find_pending       (const PlBeziqueState  *state,
                                        guint                  seat,
                                        PlBeziqueCombination   kind,
                                        PlBeziqueSet           cards);
/* Appends every legal PL_MOVE_DECLARE (with @flags 0 or TO_SCORE) and the
 * pending scores; returns the new count. */
guint    pl_bezique_declaration_moves  (const PlBeziqueState  *state,
                                        guint                  seat,
                                        guint                  flags,
                                        PlMove                *moves,
                                        guint                  n);
/* The names of a physical set as a sorted list with repeats; returns n. */
guint    pl_bezique_set_name_list      (PlBeziqueSet           set,
                                        PlCard                *names);
/* The physical copy a play of @card from the hand (or @from_table) means,
 * or PL_BEZIQUE_NO_CARD. */
guint    pl_bezique_play_copy          (const PlBeziqueState  *state,
                                        guint                  seat,
                                        PlCard                 card,
                                        gboolean               from_table);

/* The laws (option laws=on, pl-bezique-laws*.c): whether check_move()
 * (or apply(), @applying) of @move is theirs; the legal moves when they
 * decide them (TRUE); after a regular move; the draws that replace the
 * engine's after a declaring turn. */
gboolean pl_bezique_laws_takes         (const PlBeziqueState  *state,
                                        const PlMove          *move,
                                        gboolean               applying);
gboolean pl_bezique_laws_check         (const PlBeziqueState  *state,
                                        const PlMove          *move,
                                        GError               **error);
void     pl_bezique_laws_apply         (PlBeziqueState        *state,
                                        const PlMove          *move);
void     pl_bezique_laws_after         (PlBeziqueState        *state,
                                        const PlMove          *move);
gboolean pl_bezique_laws_legal_moves   (const PlBeziqueState  *state,
                                        PlMove                *moves,
                                        guint                 *n);
void     pl_bezique_laws_start_draws   (PlBeziqueState        *state);
/* pl-bezique-laws-text.c: the notation; the reasons of a result. */
gboolean pl_bezique_laws_move_to_string (const PlBeziqueState *state,
                                        const PlMove          *move,
                                        GString               *out);
PlLawsParse pl_bezique_laws_move_from_string (const PlBeziqueState *state,
                                        guint                  seat,
                                        char                 **words,
                                        guint                  n_words,
                                        const char            *text,
                                        PlMove                *move,
                                        GError               **error);
/* The deal's irregularities and the points the laws gave, as reason
 * lines. */
void     pl_bezique_laws_append_reasons (const PlBeziqueState *state,
                                        GString               *out);

/* pl-bezique-text.c: “TEXT” is not a Bézique move: WHY (FALSE); a card of
 * the piquet pack in the notation. */
gboolean pl_bezique_parse_error        (GError       **error,
                                        const char    *text,
                                        const char    *why);
gboolean pl_bezique_parse_card         (const char    *word,
                                        PlCard        *card);
/* The vfuncs in pl-bezique-text.c and pl-bezique-score.c. */
void     pl_bezique_result_vfunc       (const void    *state,
                                        PlResult      *result);
void     pl_bezique_result_json_vfunc  (const void    *state,
                                        GString       *out);
void     pl_bezique_progress_json_vfunc (const void   *state,
                                        GString       *out);
void     pl_bezique_move_to_string     (const void    *state,
                                        const PlMove  *move,
                                        GString       *out);
gboolean pl_bezique_move_from_string   (const void    *state,
                                        guint          seat,
                                        const char    *text,
                                        PlMove        *move,
                                        GError       **error);

G_END_DECLS
