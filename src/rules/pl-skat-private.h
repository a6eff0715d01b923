/* pl-skat-private.h — helpers shared by the files of the Skat engine
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pl-skat.h"

G_BEGIN_DECLS

/* Ranks 7 … A of one suit, in PlCard bit positions. */
#define PL_SKAT_SUIT_BITS ((PlCardSet) 0x1fe0)
#define PL_SKAT_SUIT(suit) (PL_SKAT_SUIT_BITS << ((suit) << 4))
#define PL_SKAT_PACK (PL_SKAT_SUIT (0) | PL_SKAT_SUIT (1) | \
                      PL_SKAT_SUIT (2) | PL_SKAT_SUIT (3))
#define PL_SKAT_JACKS (PL_CARDSET_RANK (PL_RANK_JACK))

/* ISkO 3.2: in suit games and Grand the jacks are the highest trumps; in
 * Ramsch the jacks alone are trumps; Null has none. */
static inline PlCardSet
pl_skat_trumps (guint contract)
{
  if (contract <= PL_SKAT_DIAMONDS)
    return PL_SKAT_JACKS | PL_SKAT_SUIT (contract);
  if (contract == PL_SKAT_GRAND || contract == PL_SKAT_RAMSCH)
    return PL_SKAT_JACKS;
  return 0;
}

/* The cards that follow @led: the trumps if it is a trump, otherwise its
 * suit without the trumps. */
static inline PlCardSet
pl_skat_follow_set (guint  contract,
                    PlCard led)
{
  PlCardSet trumps = pl_skat_trumps (contract);

  if (pl_cardset_has (trumps, led))
    return trumps;
  return PL_SKAT_SUIT (PL_CARD_SUIT (led)) & ~trumps;
}

/* The strength of @card in a trick led with @led; the highest wins. */
static inline guint
pl_skat_card_power (guint  contract,
                    PlCard led,
                    PlCard card)
{
  /* Plain order without the jack (ISkO 3.2.1): 7 8 9 Q K T A. */
  static const guint8 plain[13] = { 0, 0, 0, 0, 0, 1, 2, 3, 6, 0, 4, 5, 7 };
  PlCardSet trumps = pl_skat_trumps (contract);
  PlRank rank = PL_CARD_RANK (card);

  if (contract == PL_SKAT_NULL)
    {
      /* Null order 7 8 9 T J Q K A (ISkO 3.2.4): the natural rank order. */
      if (PL_CARD_SUIT (card) != PL_CARD_SUIT (led))
        return 0;
      return 1 + rank;
    }
  if (pl_cardset_has (trumps, card))
    {
      if (rank == PL_RANK_JACK)
        return 40 + (3 - PL_CARD_SUIT (card));   /* CJ SJ HJ DJ */
      return 20 + plain[rank];
    }
  if (pl_cardset_has (trumps, led) || PL_CARD_SUIT (card) != PL_CARD_SUIT (led))
    return 0;
  return plain[rank];
}

/* Refuses a move with a translated reason; FALSE. */
static inline gboolean
pl_skat_refuse (GError    **error,
                const char *message)
{
  g_set_error_literal (error, PL_RULES_ERROR, PL_RULES_ERROR_ILLEGAL_MOVE, message);
  return FALSE;
}

/* “TEXT” is not a Skat move: WHY, a parse error; FALSE. */
gboolean pl_skat_parse_error         (GError       **error,
                                      const char    *text,
                                      const char    *why);
/* The vfuncs in pl-skat-value.c and pl-skat-text.c. */
void     pl_skat_result_vfunc        (const void    *state,
                                      PlResult      *result);
void     pl_skat_result_json_vfunc   (const void    *state,
                                      GString       *out);
void     pl_skat_move_to_string      (const void    *state,
                                      const PlMove  *move,
                                      GString       *out);
gboolean pl_skat_move_from_string    (const void    *state,
                                      guint          seat,
                                      const char    *text,
                                      PlMove        *move,
                                      GError       **error);
guint    pl_skat_null_value          (guint          flags);
/* Claims and concessions (pl-skat-concede.c): checked and applied apart
 * from the turn, as table talk. */
gboolean pl_skat_check_talk          (const PlSkatState *state,
                                      const PlMove      *move,
                                      GError           **error);
void     pl_skat_apply_talk          (PlSkatState       *state,
                                      const PlMove      *move);

/* The club variants' phases (pl-skat-variant.c): a Ramsch round's Grand
 * Hand question and Schieberamsch's pushing. */
guint    pl_skat_variant_legal_moves (const PlSkatState *state,
                                      PlMove            *moves);
gboolean pl_skat_variant_check       (const PlSkatState *state,
                                      const PlMove      *move,
                                      GError           **error);
void     pl_skat_variant_apply       (PlSkatState       *state,
                                      const PlMove      *move);
/* Starts a Ramsch: the pushing first under Schieberamsch, else the play. */
void     pl_skat_start_ramsch        (PlSkatState       *state);
/* The first opponent from @index on who may be asked for Kontra, or -1. */
gint     pl_skat_kontra_asker        (const PlSkatState *state,
                                      guint              index);
/* Starts the play with forehand's lead; after the announcement, the
 * Kontra question first if it is played (pl-skat.c). */
void     pl_skat_start_play          (PlSkatState       *state);
void     pl_skat_after_announce      (PlSkatState       *state);
const char *pl_skat_suit_name        (PlSuit         suit);
/* ABS (matadors) + the levels won and announced (ISkO 4.1.6): the
 * multiplier of a suit or Grand game's outcome as it stands. */
guint    pl_skat_outcome_multiplier  (const PlSkatOutcome *outcome);

/* The laws (option laws=on, pl-skat-laws.c): check_move() for a laws move
 * or in the laws' phase, apply() first (TRUE: done) and after a regular
 * move, legal_moves() in the laws' phase, the outcome of a deal a law
 * decided. */
gboolean pl_skat_laws_check          (const PlSkatState *state,
                                      const PlMove      *move,
                                      GError           **error);
gboolean pl_skat_laws_apply          (PlSkatState       *state,
                                      const PlMove      *move);
void     pl_skat_laws_after          (PlSkatState       *state);
guint    pl_skat_laws_legal_moves    (const PlSkatState *state,
                                      PlMove            *moves);
void     pl_skat_laws_judge          (const PlSkatState *state,
                                      PlSkatOutcome     *outcome);
/* Which law a card played breaks (PlSkatLaw; 0: none). */
guint    pl_skat_laws_classify       (const PlSkatState *state,
                                      const PlMove      *move);
/* ISkO 4.1.3: the single player's game is won already with @points. */
gboolean pl_skat_laws_decided_won    (const PlSkatState *state,
                                      guint              points);
/* The card points and tricks each side had before trick @trick (the
 * declarer's points with the skat). */
void     pl_skat_laws_count_before   (const PlSkatState *state,
                                      guint              trick,
                                      guint             *declarer_points,
                                      guint             *declarer_tricks,
                                      guint             *other_points,
                                      guint             *other_tricks);
/* pl-skat-laws-text.c: the notation and the sentences. */
gboolean pl_skat_laws_move_to_string (const PlSkatState *state,
                                      const PlMove      *move,
                                      GString           *out);
PlLawsParse pl_skat_laws_move_from_string (const PlSkatState *state,
                                      guint              seat,
                                      char             **words,
                                      guint              n_words,
                                      const char        *text,
                                      PlMove            *move,
                                      GError           **error);
const char *pl_skat_laws_law_word    (guint              law);
const char *pl_skat_laws_remedy_word (guint              remedy);
const char *pl_skat_laws_law_source  (guint              law);
char    *pl_skat_laws_describe       (const void        *state,
                                      const PlLawEvent  *event);
char    *pl_skat_laws_remedy_label   (const void        *state,
                                      const PlMove      *move);

G_END_DECLS
