/* pl-cassino.c — the Cassino state machine: options, the deal and the
 * redeals, applying a move, the last cards
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-cassino"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "pl-cassino.h"
#include "pl-cassino-private.h"
#include "pl-cassino-laws.h"

/* Options ---------------------------------------------------------------- */

/* Options (pl-cassino.h). */
static const PlOptionChoice cassino_players[] = {
  { "2", 2, N_("Two") },
  { "3", 3, N_("Three") },
  { "4", 4, N_("Four, in Partnerships") },
};

static const PlOptionChoice cassino_scoring[] = {
  { "eleven", PL_CASSINO_SCORING_ELEVEN, N_("Eleven Up, the Lower Score Deducted") },
  { "hand", PL_CASSINO_SCORING_HAND, N_("Every Hand a Game") },
  { "twenty-one", PL_CASSINO_SCORING_TWENTY_ONE, N_("Twenty-One Up") },
};

static const PlOptionChoice cassino_courts[] = {
  { "all", PL_CASSINO_COURTS_ALL, N_("All of Its Rank") },
  { "one", PL_CASSINO_COURTS_ONE, N_("One of Its Rank") },
};

static const PlOptionChoice cassino_sweeps[] = {
  { "count", PL_CASSINO_SWEEPS_COUNT, N_("A Point Each") },
  { "cancel", PL_CASSINO_SWEEPS_CANCEL, N_("Opposing Sweeps Cancel") },
  { "off", PL_CASSINO_SWEEPS_OFF, N_("Not Counted") },
};

/* The options with a title are the Preferences' Cassino group; the
 * players and the scoring hold for a whole game (seed 003: "11 points
 * up"; partnerships are a match's sides). */
static const PlOptionSpec cassino_options[] = {
  { "players", PL_OPTION_CHOICE, PL_OPTION_FIELD (PlCassinoOptions, players), 2,
    cassino_players, G_N_ELEMENTS (cassino_players), N_("_Players"),
    N_("Four play two against two, partners sitting opposite"), PL_OPTION_MATCH },
  /* Seed 003, "Scoring": the old way is the default. */
  { "scoring", PL_OPTION_CHOICE, PL_OPTION_FIELD (PlCassinoOptions, scoring),
    PL_CASSINO_SCORING_ELEVEN, cassino_scoring, G_N_ELEMENTS (cassino_scoring),
    N_("_Scoring"), N_("The old way: 11 up, a lurch a double game"), PL_OPTION_MATCH },
  /* Foster: a court card takes all of its rank; later books: one. */
  { "courts", PL_OPTION_CHOICE, PL_OPTION_FIELD (PlCassinoOptions, courts),
    PL_CASSINO_COURTS_ALL, cassino_courts, G_N_ELEMENTS (cassino_courts),
    N_("A _Court Card Takes"), N_("Foster: all the courts of its rank on the table") },
  /* Foster: forbidding it is "a common error". */
  { "raise-own", PL_OPTION_SWITCH, PL_OPTION_FIELD (PlCassinoOptions, raise_own), TRUE,
    NULL, 0, N_("_Raise One’s Own Build"),
    N_("Foster calls the ban on it a common error") },
  /* Seed 003, "Sweeping": a sweep "counts a point"; "Sweeps made by
   * opposite sides are sometimes turned down to cancel one another." */
  { "sweeps", PL_OPTION_CHOICE, PL_OPTION_FIELD (PlCassinoOptions, sweeps),
    PL_CASSINO_SWEEPS_COUNT, cassino_sweeps, G_N_ELEMENTS (cassino_sweeps),
    N_("S_weeps"), N_("Taking every card on the table with one card") },
  { "royal", PL_OPTION_SWITCH, PL_OPTION_FIELD (PlCassinoOptions, royal), FALSE,
    NULL, 0, N_("Ro_yal Cassino"),
    N_("Jack 11, queen 12, king 13; an ace from the hand 1 or 14") },
  /* Seed 003's irregularities (pl-cassino-laws.h), a table mode. */
  { "laws", PL_OPTION_SWITCH, PL_OPTION_FIELD (PlCassinoOptions, laws), FALSE,
    NULL, 0, N_("Play by the Book’s _Laws"),
    N_("Irregularities are possible, called and answered as the old laws say"), 0 },
};

static gboolean
cassino_options_check (const void  *options_ptr,
                       GError     **error)
{
  const PlCassinoOptions *options = options_ptr;

  if (options->royal && options->courts == PL_CASSINO_COURTS_ONE)
    {
      g_set_error (error, PL_RULES_ERROR, PL_RULES_ERROR_OPTION,
                   _("In Royal Cassino the court cards count 11, 12 and 13 and take "
                     "like the other cards: “A court card takes one of its rank” "
                     "does not apply"));
      return FALSE;
    }
  return TRUE;
}

static guint
cassino_n_seats (const void *options_ptr)
{
  const PlCassinoOptions *options = options_ptr;

  return CLAMP (options->players, 2, 4);
}

static guint
cassino_pack (const void *options,
              PlCard     *cards)
{
  guint n = 0;

  for (guint suit = 0; suit < PL_N_SUITS; suit++)
    for (guint rank = 0; rank < PL_N_RANKS; rank++)
      cards[n++] = PL_CARD (suit, rank);
  return n;
}

/* Deal ------------------------------------------------------------------- */

/* Two cards at a time to each player, from the seat after the dealer round
 * to the dealer, and in the first round two to the table after them; all
 * that twice (pl-cassino.h, "Pack and deal"). */
static PlCardSet
take_two (PlCassinoState *state)
{
  PlCardSet two = PL_CARDSET_BIT (state->pack[state->stock_next]) |
                  PL_CARDSET_BIT (state->pack[state->stock_next + 1]);

  state->stock_next += 2;
  return two;
}

static void
deal_round (PlCassinoState *state,
            gboolean        to_table)
{
  for (guint twice = 0; twice < 2; twice++)
    {
      for (guint i = 1; i <= state->n_seats; i++)
        state->hands[(state->dealer + i) % state->n_seats] |= take_two (state);
      if (to_table)
        state->loose |= take_two (state);
    }
}

static gboolean
cassino_deal (void          *state_ptr,
              const void    *options,
              guint          dealer,
              const PlCard  *pack,
              guint          n_cards,
              GError       **error)
{
  PlCassinoState *state = state_ptr;
  PlCardSet seen = 0;

  memset (state, 0, sizeof *state);
  state->options = *(const PlCassinoOptions *) options;
  state->n_seats = cassino_n_seats (options);
  state->options.players = state->n_seats;

  if (dealer >= state->n_seats)
    {
      g_set_error (error, PL_RULES_ERROR, PL_RULES_ERROR_DEAL,
                   _("There is no seat %u to deal"), dealer);
      return FALSE;
    }
  if (n_cards != PL_CASSINO_N_CARDS)
    {
      g_set_error (error, PL_RULES_ERROR, PL_RULES_ERROR_DEAL,
                   _("Cassino is dealt 52 cards, not %u"), n_cards);
      return FALSE;
    }
  for (guint i = 0; i < n_cards; i++)
    {
      if (!pl_card_is_valid (pack[i]) || pl_cardset_has (seen, pack[i]))
        {
          g_set_error (error, PL_RULES_ERROR, PL_RULES_ERROR_DEAL,
                       _("The deal is not the 52 cards of a pack"));
          return FALSE;
        }
      seen = pl_cardset_add (seen, pack[i]);
      state->pack[i] = pack[i];
    }

  state->dealer = dealer;
  state->last_taker = -1;
  state->last_capturer = -1;
  state->n_rounds = (PL_CASSINO_N_CARDS - 4) / (4 * state->n_seats);
  state->round = 1;
  deal_round (state, TRUE);
  state->phase = PL_CASSINO_PHASE_PLAY;
  state->to_move = (dealer + 1) % state->n_seats;
  return TRUE;
}

/* Simple queries --------------------------------------------------------- */

static gint
cassino_to_move (const void *state_ptr)
{
  const PlCassinoState *state = state_ptr;

  return state->phase == PL_CASSINO_PHASE_OVER ? -1 : state->to_move;
}

static gboolean
cassino_is_terminal (const void *state_ptr)
{
  const PlCassinoState *state = state_ptr;

  return state->phase == PL_CASSINO_PHASE_OVER;
}

static const char *
cassino_phase_name (const void *state_ptr)
{
  const PlCassinoState *state = state_ptr;

  return state->phase == PL_CASSINO_PHASE_OVER ? "over" : "play";
}

/* Applying moves --------------------------------------------------------- */

/* Removes the builds whose cards are in @gone. */
static void
remove_builds (PlCassinoState *state,
               PlCardSet       gone)
{
  guint kept = 0;

  for (guint i = 0; i < state->n_builds; i++)
    if ((state->builds[i].cards & gone) == 0)
      state->builds[kept++] = state->builds[i];
  state->n_builds = kept;
}

/* Seed 003, "Last Cards": "all the cards remaining on the table are won by
 * the player who takes the last trick, but it does not count as a sweep
 * unless it would have been a sweep under any circumstances" — so nothing
 * is marked here: a capture that cleared the table was marked when made. */
static void
end_deal (PlCassinoState *state)
{
  PlCardSet table = state->loose | pl_cassino_built_cards (state);
  /* Nobody took anything: the seed is silent; the dealer, who "usually"
   * makes the last trick, takes them. */
  guint taker = state->last_taker >= 0 ? (guint) state->last_taker : state->dealer;

  state->won[taker] |= table;
  state->last_cards = table;
  state->loose = 0;
  state->n_builds = 0;
  state->phase = PL_CASSINO_PHASE_OVER;
  state->to_move = -1;
}

static void
next_turn (PlCassinoState *state,
           guint           seat)
{
  PlCardSet held = 0;

  for (guint s = 0; s < state->n_seats; s++)
    held |= state->hands[s];
  if (held == 0)
    {
      if (state->stock_next >= PL_CASSINO_N_CARDS)
        {
          end_deal (state);
          return;
        }
      /* The hands are empty: four more each, none to the table. */
      deal_round (state, FALSE);
      state->round++;
    }
  state->to_move = (seat + 1) % state->n_seats;
}

static void
apply_capture (PlCassinoState *state,
               const PlMove   *move)
{
  guint seat = move->seat;

  state->hands[seat] = pl_cardset_remove (state->hands[seat], move->card);
  remove_builds (state, move->cards);
  state->loose &= ~move->cards;
  state->won[seat] |= move->cards | PL_CARDSET_BIT (move->card);
  state->last_taker = seat;
  state->last_capture = move->cards | PL_CARDSET_BIT (move->card);
  state->last_capturer = seat;
  /* Seed 003, "Sweeping": "If at any time a player is able to win
   * everything on the table with one card, it is a sweep"; "Sweeps are
   * usually marked by leaving the cards with which they are made face
   * upward". */
  if (state->loose == 0 && state->n_builds == 0)
    state->sweep_cards[seat] = pl_cardset_add (state->sweep_cards[seat], move->card);
}

static void
apply_build (PlCassinoState *state,
             const PlMove   *move)
{
  guint seat = move->seat;
  gboolean single = pl_cassino_build_is_single (state, move);
  PlCassinoBuild *build;

  state->hands[seat] = pl_cardset_remove (state->hands[seat], move->card);
  remove_builds (state, move->cards);
  state->loose &= ~move->cards;
  g_assert (state->n_builds < PL_CASSINO_MAX_BUILDS);
  build = &state->builds[state->n_builds++];
  build->cards = move->cards | PL_CARDSET_BIT (move->card);
  build->value = move->value;
  build->owner = seat;
  build->multiple = !single;
  /* Laws=on: a build made without the card to win it (pl-cassino-laws.h). */
  build->without = (move->flags & PL_MOVE_IRREGULAR) != 0;
}

static void
cassino_apply (void         *state_ptr,
               const PlMove *move)
{
  PlCassinoState *state = state_ptr;

  /* A card played out of turn is laid aside (pl-cassino-laws.h). */
  if (state->options.laws && pl_cassino_laws_apply (state, move))
    return;
  switch (move->kind)
    {
    case PL_MOVE_CAPTURE:
      apply_capture (state, move);
      break;
    case PL_MOVE_BUILD:
      apply_build (state, move);
      break;
    case PL_MOVE_TRAIL:
      state->hands[move->seat] = pl_cardset_remove (state->hands[move->seat], move->card);
      state->loose = pl_cardset_add (state->loose, move->card);
      break;
    default:
      g_return_if_reached ();
    }
  next_turn (state, move->seat);
}

/* What a seat may see ---------------------------------------------------- */

static PlCardSet
cassino_visible_hand (const void *state_ptr,
                      guint       viewer,
                      guint       seat)
{
  const PlCassinoState *state = state_ptr;

  if (seat >= state->n_seats)
    return 0;
  return viewer == seat ? state->hands[seat] : 0;
}

/* Accessors -------------------------------------------------------------- */

guint
pl_cassino_card_value (PlCard   card,
                       gboolean royal)
{
  return pl_card_is_valid (card) ? pl_cassino_value (card, royal) : 0;
}

gboolean
pl_cassino_takes_at (PlCard   card,
                     guint    value,
                     gboolean royal)
{
  guint values[2];
  guint n;

  if (!pl_card_is_valid (card))
    return FALSE;
  n = pl_cassino_hand_values (card, royal, values);
  if (n == 0)
    return value == 0;
  for (guint i = 0; i < n; i++)
    if (values[i] == value)
      return TRUE;
  return FALSE;
}

guint
pl_cassino_n_sides (const PlCassinoState *state)
{
  return state->n_seats == 4 ? 2 : state->n_seats;
}

guint
pl_cassino_side_of (const PlCassinoState *state,
                    guint                 seat)
{
  return state->n_seats == 4 ? seat % 2 : seat;
}

PlCassinoPhase
pl_cassino_get_phase (const PlCassinoState *state)
{
  return state->phase;
}

PlCardSet
pl_cassino_get_hand (const PlCassinoState *state,
                     guint                 seat)
{
  return seat < state->n_seats ? state->hands[seat] : 0;
}

PlCardSet
pl_cassino_get_loose (const PlCassinoState *state)
{
  return state->loose;
}

PlCardSet
pl_cassino_get_table (const PlCassinoState *state)
{
  return state->loose | pl_cassino_built_cards (state);
}

guint
pl_cassino_get_n_builds (const PlCassinoState *state)
{
  return state->n_builds;
}

const PlCassinoBuild *
pl_cassino_get_build (const PlCassinoState *state,
                      guint                 index)
{
  return index < state->n_builds ? &state->builds[index] : NULL;
}

const PlCassinoBuild *
pl_cassino_find_build (const PlCassinoState *state,
                       PlCard                card)
{
  for (guint i = 0; i < state->n_builds; i++)
    if (pl_card_is_valid (card) && pl_cardset_has (state->builds[i].cards, card))
      return &state->builds[i];
  return NULL;
}

PlCardSet
pl_cassino_get_won (const PlCassinoState *state,
                    guint                 seat)
{
  return seat < state->n_seats ? state->won[seat] : 0;
}

PlCardSet
pl_cassino_get_sweep_cards (const PlCassinoState *state,
                            guint                 seat)
{
  return seat < state->n_seats ? state->sweep_cards[seat] : 0;
}

guint
pl_cassino_get_stock_size (const PlCassinoState *state)
{
  return PL_CASSINO_N_CARDS - state->stock_next;
}

guint
pl_cassino_get_round (const PlCassinoState *state,
                      guint                *n_rounds)
{
  if (n_rounds != NULL)
    *n_rounds = state->n_rounds;
  return state->round;
}

gboolean
pl_cassino_is_last_deal (const PlCassinoState *state)
{
  return state->stock_next >= PL_CASSINO_N_CARDS;
}

gint
pl_cassino_get_last_taker (const PlCassinoState *state)
{
  return state->last_taker;
}

PlCardSet
pl_cassino_get_last_capture (const PlCassinoState *state,
                             gint                 *seat)
{
  if (seat != NULL)
    *seat = state->last_capturer;
  return state->last_capture;
}

/* Seed 003, "Scoring": "The old way was to play 11 points up" (the
 * default), the modern game to 21, or "count every hand a game", which
 * has no end: 0.  The same target as match_json()'s judgement, so that a
 * saved match (pl_record_check_match()) and `parlour-cli play --record`
 * end where the book ends it. */
static guint
cassino_match_target (const void *options)
{
  return pl_cassino_match_target (options);
}

/* The table of functions ------------------------------------------------- */

const PlGame pl_cassino_game = {
  .id = "cassino",
  .name = NC_("game name", "Cassino"),
  .options_size = sizeof (PlCassinoOptions),
  .state_size = sizeof (PlCassinoState),
  .options = cassino_options,
  .n_options = G_N_ELEMENTS (cassino_options),
  .options_check = cassino_options_check,
  .n_seats = cassino_n_seats,
  .pack = cassino_pack,
  .deal = cassino_deal,
  .to_move = cassino_to_move,
  .is_terminal = cassino_is_terminal,
  .phase_name = cassino_phase_name,
  .legal_moves = pl_cassino_legal_moves,
  .check_move = pl_cassino_check_move,
  .apply = cassino_apply,
  .visible_hand = cassino_visible_hand,
  .result = pl_cassino_result_vfunc,
  .result_json = pl_cassino_result_json_vfunc,
  .match_json = pl_cassino_match_json_vfunc,
  .move_to_string = pl_cassino_move_to_string,
  .move_from_string = pl_cassino_move_from_string,
  .match_target = cassino_match_target,
  .match_over = pl_cassino_match_over_vfunc,
  .laws = &pl_cassino_laws,
};
