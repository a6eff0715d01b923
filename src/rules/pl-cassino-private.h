/* pl-cassino-private.h — helpers shared by the files of the Cassino engine
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pl-cassino.h"

G_BEGIN_DECLS

/* The court cards (J Q K) of every suit. */
#define PL_CASSINO_COURTS (PL_CARDSET_RANK (PL_RANK_JACK) | \
                           PL_CARDSET_RANK (PL_RANK_QUEEN) | \
                           PL_CARDSET_RANK (PL_RANK_KING))
/* The highest value a build or a capture can have. */
#define PL_CASSINO_MAX_VALUE 14
/* The two values of a Royal ace, as bits. */
#define PL_CASSINO_ACE_VALUES ((1u << 1) | (1u << 14))

/* A card's value on the table, by rank 2 … A: Foster's "pip or face value
 * being the only element of importance" (courts 0: they only pair), and
 * Royal Cassino's J 11, Q 12, K 13. */
static inline guint
pl_cassino_value (PlCard   card,
                  gboolean royal)
{
  static const guint8 plain[PL_N_RANKS] = { 2, 3, 4, 5, 6, 7, 8, 9, 10, 0, 0, 0, 1 };
  static const guint8 with_courts[PL_N_RANKS] = { 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 1 };

  /* A card no Cassino pack holds (the Joker, read from a text) has no
   * value: it takes nothing, and check_move() refuses it. */
  if (!pl_card_is_valid (card))
    return 0;
  return royal ? with_courts[PL_CARD_RANK (card)] : plain[PL_CARD_RANK (card)];
}

/* The values at which a card from the hand takes or builds: its value,
 * and for a Royal ace 14 as well ("an ace 1 or 14 from the hand").
 * Returns how many (0 for a court outside Royal Cassino). */
static inline guint
pl_cassino_hand_values (PlCard   card,
                        gboolean royal,
                        guint    values[2])
{
  guint v = pl_cassino_value (card, royal);

  if (v == 0)
    return 0;
  values[0] = v;
  if (royal && PL_CARD_RANK (card) == PL_RANK_ACE)
    {
      values[1] = 14;
      return 2;
    }
  return 1;
}

/* The ranks present in @set, as bits 1 << rank. */
static inline guint
pl_cassino_ranks (PlCardSet set)
{
  return (guint) ((set | (set >> 16) | (set >> 32) | (set >> 48)) & 0x1fff);
}

/* The values 1 … 14 that some card of @hand takes at, as bits 1 << v:
 * ranks 2 … 10 (and J Q K in Royal Cassino) shift to their values, an ace
 * is 1 (and 14 in Royal Cassino). */
static inline guint
pl_cassino_held_values (PlCardSet hand,
                        gboolean  royal)
{
  guint ranks = pl_cassino_ranks (hand);
  guint ace = (ranks >> PL_RANK_ACE) & 1;

  if (royal)
    return ((ranks & 0xfff) << 2) | (ace << 1) | (ace << 14);
  return ((ranks & 0x1ff) << 2) | (ace << 1);
}

/* The sum of the values of a set of cards. */
static inline guint
pl_cassino_set_value (PlCardSet set,
                      gboolean  royal)
{
  guint sum = 0;

  for (guint rank = 0; rank < PL_N_RANKS; rank++)
    sum += pl_cassino_value (PL_CARD (0, rank), royal) *
           pl_cardset_count (set & PL_CARDSET_RANK (rank));
  return sum;
}

/* Every card of the builds on the table. */
static inline PlCardSet
pl_cassino_built_cards (const PlCassinoState *state)
{
  PlCardSet set = 0;

  for (guint i = 0; i < state->n_builds; i++)
    set |= state->builds[i].cards;
  return set;
}

/* Whether @loose (cards with values, no court outside Royal Cassino) can
 * be partitioned into groups each adding up to @value; @extra, if not 0,
 * is one more "card" of that value (the card played, in a build) that
 * must go into one of the groups. */
gboolean pl_cassino_partition      (PlCardSet              loose,
                                    guint                  extra,
                                    guint                  value,
                                    gboolean               royal);

/* Whether @seat, holding @hand after his move, still holds a card that
 * takes each build he owns among the builds not in @gone (cards of builds
 * taken or built on by the move) and the build of @new_value (0: none) the
 * move makes; a Royal ace counts for a build of 1 or one of 14, not for
 * both.  Sets @value to the value of a build he could not take. */
gboolean pl_cassino_keeps_cards    (const PlCassinoState  *state,
                                    guint                  seat,
                                    PlCardSet              hand,
                                    PlCardSet              gone,
                                    guint                  new_value,
                                    guint                 *value);

/* The legal moves (pl-cassino-moves.c) and their checks. */
guint    pl_cassino_legal_moves    (const void            *state,
                                    PlMove                *moves);
gboolean pl_cassino_check_move     (const void            *state,
                                    const PlMove          *move,
                                    GError               **error);
/* For a legal build move: whether the build it makes is single. */
gboolean pl_cassino_build_is_single (const PlCassinoState *state,
                                    const PlMove          *move);

/* The vfuncs of pl-cassino-text.c and pl-cassino-score.c. */
void     pl_cassino_result_vfunc   (const void            *state,
                                    PlResult              *result);
void     pl_cassino_result_json_vfunc (const void         *state,
                                    GString               *out);
/* PlGame.match_over: a side alone at the top at the target wins; sides
 * level there play on (pl-cassino-score.c). */
gboolean pl_cassino_match_over_vfunc (const void          *options,
                                    const gint            *totals,
                                    guint                  n_seats,
                                    gint                  *winner);
gboolean pl_cassino_match_json_vfunc (const void          *state,
                                    const gint            *totals,
                                    GString               *out);
void     pl_cassino_move_to_string (const void            *state,
                                    const PlMove          *move,
                                    GString               *out);
gboolean pl_cassino_move_from_string (const void          *state,
                                    guint                  seat,
                                    const char            *text,
                                    PlMove                *move,
                                    GError               **error);

/* Writes the cards of @set as groups of @value separated by " + ": whole
 * builds first, then loose cards partitioned into groups.  For the text
 * of moves (pl-cassino-text.c). */
void     pl_cassino_append_groups  (const PlCassinoState  *state,
                                    PlCardSet              set,
                                    guint                  value,
                                    GString               *out);

G_END_DECLS
