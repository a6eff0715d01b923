/* pl-ai-euchre-private.h — what the Euchre players share: the view of one
 * seat, the rules of thumb, the sampler, the solver, the simulations
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pl-ai.h"
#include "pl-ai-euchre.h"
#include "pl-euchre.h"
#include "pl-euchre-private.h"

G_BEGIN_DECLS

/* What one seat knows of a deal: its own cards, every card played and by
 * whom, the suits each seat showed out of, the turned card and where it
 * is, the calls.  Built from the state without looking at hidden hands. */
typedef struct {
  guint     seat;
  PlCardSet pack;
  PlCardSet mine;              /* the seat's hand now */
  PlCardSet seen;              /* cards whose place the seat knows: its own,
                                * the played ones, its discards */
  PlCardSet void_cards[PL_EUCHRE_N_SEATS];  /* cards a seat cannot hold */
  PlCardSet must_hold[PL_EUCHRE_N_SEATS];   /* cards a seat surely holds */
  PlCardSet played_by[PL_EUCHRE_N_SEATS];
  guint     n_cards[PL_EUCHRE_N_SEATS];     /* cards in each hand now */
} PlAiEuchreView;

void      pl_ai_euchre_view_init     (PlAiEuchreView       *view,
                                      const PlEuchreState  *state,
                                      guint                 seat);

/* A world: the state with every hidden hand dealt at random from the
 * cards @view does not see, respecting what it knows.  With @weigh, the
 * worlds follow the calls: a hand that would surely have ordered up is
 * rarely given to a seat that passed (rejection by the rules of thumb's
 * odds).  FALSE if no world fits (then @world is the state as it is). */
gboolean  pl_ai_euchre_sample        (const PlEuchreState  *state,
                                      const PlAiEuchreView *view,
                                      gboolean              weigh,
                                      PlRng                *rng,
                                      PlEuchreState        *world);

/* Rules of thumb (pl-ai-euchre-easy.c). */
/* How good @hand is with @trump as trumps, for the seat @seat; about 7
 * is worth ordering up, 11 going alone. */
gdouble   pl_ai_euchre_strength      (const PlEuchreState  *state,
                                      guint                 seat,
                                      PlCardSet             hand,
                                      guint                 trump);
/* How bold the rules of thumb bid: the count to order up or call at, and
 * to go alone at. */
typedef struct {
  gdouble order_at;
  gdouble alone_at;
} PlAiEuchreStyle;

extern const PlAiEuchreStyle pl_ai_euchre_style_easy;
extern const PlAiEuchreStyle pl_ai_euchre_style_normal;
extern const PlAiEuchreStyle pl_ai_euchre_style_strong;

/* The rules of thumb's move, from @seat's own view only: the Easy player
 * (in the Easy style), and every seat in the simulations of the stronger
 * players (in theirs). */
PlMove    pl_ai_euchre_easy_move     (const PlEuchreState   *state,
                                      guint                  seat,
                                      const PlAiEuchreStyle *style,
                                      PlRng                 *rng);
/* The card of the current trick that wins so far (an index), and whose. */
guint     pl_ai_euchre_trick_best    (const PlEuchreState  *state,
                                      guint                *seat);

/* The double-dummy solver (pl-ai-euchre-solver.c): every hand open, the
 * tricks the makers take from here with best play on both sides, for
 * each legal card of the seat to move.  Returns the number of cards. */
guint     pl_ai_euchre_solve         (const PlEuchreState  *state,
                                      PlCard               *cards,
                                      guint                *makers_tricks);

/* The game's value of a deal's points for @side, from the score before
 * it: the chance to win the game (Strong), or the points won less the
 * points lost (Normal). */
gdouble   pl_ai_euchre_utility       (const PlEuchreState  *state,
                                      guint                 side,
                                      const guint           points[2],
                                      gboolean              game_aware);
/* The points of each side if the makers take @makers_tricks of five. */
void      pl_ai_euchre_points        (const PlEuchreState  *state,
                                      guint                 makers_tricks,
                                      guint                 points[2]);

/* Decisions before the play, by simulating the deal to its end under the
 * seat's real uncertainty (pl-ai-euchre-bid.c). */
PlMove    pl_ai_euchre_simulate      (const PlEuchreState  *state,
                                      guint                 seat,
                                      PlAiLevel             level,
                                      PlRng                *rng);
/* A card to play, by sampling worlds and solving each (PIMC). */
PlMove    pl_ai_euchre_play          (const PlEuchreState  *state,
                                      guint                 seat,
                                      PlAiLevel             level,
                                      PlRng                *rng);

G_END_DECLS
