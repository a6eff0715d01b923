/* pl-ai-skat-world.h — what one seat knows of a Skat deal, and worlds
 * dealt consistently with it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pl-rng.h"
#include "pl-skat.h"

G_BEGIN_DECLS

/* A place the hidden cards can be: another seat's hand or the skat. */
#define PL_SKAT_PLACE_SKAT PL_MAX_SEATS

/*
 * A seat's knowledge: its own hand, the skat if it is the declarer and took
 * it up, the cards played, an Ouvert hand laid open, and the voids shown by
 * failing to follow (ISkO 3.3.1: a player who does not follow has none of
 * the led suit — or of the trumps, jacks included, when a trump was led).
 * It is built from what the seat may see only: visible_hand(), the visible
 * skat, the tricks and the number of cards each hand holds.  What the
 * bidding says of the declarer's cards is a judgement, not a certainty (a
 * player may overbid): pl_skat_knowledge_sample_plausible() prefers the
 * worlds that agree with it.
 */
typedef struct {
  PlSkatState state;               /* the state as the seat received it */
  guint       seat;
  PlCardSet   unknown;             /* the cards to deal out */
  guint       n_places;
  guint       place[3];            /* a seat, or PL_SKAT_PLACE_SKAT */
  guint       count[3];            /* cards each place holds */
  PlCardSet   forbidden[3];        /* cards each place cannot hold */
  PlCardSet   declarer_played;     /* by the declarer, when it is another seat */
  PlCardSet   played_by[PL_MAX_SEATS]; /* the cards each seat played */
  gboolean    bidding_unknown;     /* the state's bidding is not what was
                                    * said (a log that keeps only the last
                                    * bid): pl_skat_knowledge_weight() does
                                    * not read it */
} PlSkatKnowledge;

void     pl_skat_knowledge_init   (PlSkatKnowledge    *knowledge,
                                   const PlSkatState  *state,
                                   guint               seat);
/* Deals the unknown cards into a copy of the state, respecting every void,
 * with each consistent world about equally likely.  FALSE only if no world
 * is consistent (which a real state never gives). */
gboolean pl_skat_knowledge_sample (const PlSkatKnowledge *knowledge,
                                   PlRng                 *rng,
                                   PlSkatState           *world);

/* What the bidding and the announcement tell a defender about the
 * declarer's cards in @world: the game as announced reaches the bid with
 * his twelve cards (the matadors count the skat, ISkO 4.1.2), and it is a
 * game a player chooses (four trumps or more in a suit game, two jacks or
 * more in a Grand, counting the cards he saw when he chose).  TRUE for the
 * declarer himself and before the announcement. */
gboolean pl_skat_knowledge_plausible      (const PlSkatKnowledge *knowledge,
                                           const PlSkatState     *world);
/* How likely @world is, given what the table said and did
 * (pl-ai-skat-infer.h), relative to a world that agrees with all of it
 * (1): the declarer's bid and game (pl_skat_knowledge_plausible(), as
 * good as certain), what each other player said and where he passed, and
 * the skat the declarer put away.  In (0, 1]. */
gdouble  pl_skat_knowledge_weight         (const PlSkatKnowledge *knowledge,
                                           const PlSkatState     *world);
/* Like pl_skat_knowledge_sample(), but each world drawn is kept with the
 * chance pl_skat_knowledge_weight() gives it (rejection sampling of the
 * worlds as likely as the table makes them), drawing up to @tries worlds;
 * if none is kept, the likeliest one drawn. */
gboolean pl_skat_knowledge_sample_plausible (const PlSkatKnowledge *knowledge,
                                             PlRng                 *rng,
                                             guint                  tries,
                                             PlSkatState           *world);

G_END_DECLS
