/* pl-ai-laws-cassino.c — the computer's calls at a Cassino table played by
 * the laws
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-ai"

#include <glib/gi18n-lib.h>

#include "pl-ai-laws-private.h"
#include "pl-cassino-laws.h"
#include "pl-cassino-private.h"

/*
 * Seed 003's laws leave nothing to choose: the card played out of turn
 * goes to the table, a wrong gathering challenged is returned, a build
 * without its card called is broken up.  What the computer decides is
 * whether to call, and it calls only what it has seen: a wrong gathering
 * lies face up as the last trick gathered ("only the last trick gathered
 * can be seen"), and a build without its card is plain once every card
 * that could take it is in sight (its own hand, the table, the piles it
 * watched being taken in).
 */

/* The cards that take a build of @value. */
static PlCardSet
cards_of_value (guint    value,
                gboolean royal)
{
  PlCardSet set = 0;

  for (guint rank = 0; rank < PL_N_RANKS; rank++)
    {
      guint values[2];
      guint n = pl_cassino_hand_values (PL_CARD (0, rank), royal, values);

      for (guint i = 0; i < n; i++)
        if (values[i] == value)
          set |= PL_CARDSET_RANK (rank) & PL_CARDSET_PACK52;
    }
  return set;
}

/* Whether @seat has seen that an adversary's build was made without the
 * card to win it. */
static gboolean
no_card_evident (const PlCassinoState *state,
                 guint                 seat)
{
  PlCardSet seen = state->hands[seat] | pl_cassino_get_table (state);

  for (guint s = 0; s < state->n_seats; s++)
    seen |= state->won[s];
  for (guint i = 0; i < state->laws.n_events; i++)
    {
      const PlLawEvent *e = &state->laws.events[i];
      PlCardSet takers;

      if (e->law != PL_CASSINO_LAW_NO_CARD || e->status != PL_LAW_UNSEEN ||
          pl_cassino_side_of (state, e->seat) == pl_cassino_side_of (state, seat))
        continue;
      takers = cards_of_value (e->side, state->options.royal);
      /* Every card that could win it is in sight, and none in the
       * builder's hand: he cannot hold one. */
      if (takers != 0 && (takers & ~seen) == 0)
        return TRUE;
    }
  return FALSE;
}

static PlMove
cassino_remedy (gconstpointer  state,
                guint          seat,
                PlAiLevel      level,
                PlRng         *rng)
{
  PlMove moves[PL_MAX_MOVES];

  /* No Cassino law opens a choice: the one legal move is made. */
  if (pl_cassino_game.legal_moves (state, moves) == 0)
    return pl_move_new (PL_MOVE_NONE, seat);
  return moves[0];
}

static gboolean
cassino_call (gconstpointer  state_ptr,
              guint          seat,
              PlMove        *move)
{
  const PlCassinoState *state = state_ptr;

  if (seat >= state->n_seats || state->phase != PL_CASSINO_PHASE_PLAY)
    return FALSE;
  /* The last trick gathered lies in sight: a wrong one is challenged at
   * once (the rules take the call only from an adversary, in time). */
  *move = pl_move_new (PL_MOVE_LAW_CALL, seat);
  move->arg = PL_CASSINO_LAW_WRONG_GATHERING;
  if (pl_cassino_game.check_move (state, move, NULL))
    return TRUE;
  if (!no_card_evident (state, seat))
    return FALSE;
  move->arg = PL_CASSINO_LAW_NO_CARD;
  return pl_cassino_game.check_move (state, move, NULL);
}

static char *
cassino_say (gconstpointer  state_ptr,
             const PlMove  *move)
{
  if (move->kind != PL_MOVE_LAW_CALL)
    return NULL;
  if (move->arg == PL_CASSINO_LAW_WRONG_GATHERING)
    /* Translators: the computer challenges a capture (seed 003). */
    return g_strdup (_("Challenges a wrong gathering"));
  /* Translators: the computer calls a build made without the card to win
   * it (seed 003). */
  return g_strdup (_("Calls a build without the card to win it"));
}

const PlAiLawsGame pl_ai_laws_cassino = {
  .game = &pl_cassino_game,
  .remedy = cassino_remedy,
  .call = cassino_call,
  .say = cassino_say,
};
