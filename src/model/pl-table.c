/* pl-table.c — the table: one deal's rules state, its seats, the match and its record
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-table"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "pl-table-private.h"
#include "pl-laws.h"


G_DEFINE_FINAL_TYPE (PlTable, pl_table, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_PHASE,
  PROP_TO_MOVE,
  PROP_BUSY,
  PROP_DEAL_NUMBER,
  PROP_OVER,
  PROP_DECLARER,
  PROP_CONTRACT,
  PROP_COMPUTER_DELAY,
  PROP_AUTOPLAY,
  N_PROPS,
};

static GParamSpec *properties[N_PROPS];

enum {
  DEAL_STARTED,
  MOVE_PLAYED,
  TRICK_COMPLETED,
  DEAL_OVER,
  SCORE_CHANGED,
  ERROR,
  N_SIGNALS,
};

static guint signals[N_SIGNALS];

static const char *const computer_names[] = { "Anna", "Bert", "Carl", "Dora" };

/* Seats and score sheets ------------------------------------------------ */

const char *
pl_table_default_seat_name (guint seat,
                            guint human)
{
  g_return_val_if_fail (seat < PL_MAX_SEATS, NULL);

  /* The person at the table is "You", as the labels and the result ("You
   * won") speak to him; the login name reads oddly there. */
  if (seat == human)
    return _("You");
  return computer_names[seat < human ? seat : seat - 1];
}

static void
pl_table_make_seats (PlTable *self)
{
  for (guint i = 0; i < PL_MAX_SEATS; i++)
    {
      g_clear_object (&self->seats[i]);
      self->seats[i] = pl_seat_new (i, pl_table_default_seat_name (i, self->human),
                                    i == self->human ? PL_PLAYER_HUMAN : PL_PLAYER_COMPUTER);
    }
}

static void
pl_table_make_sheets (PlTable *self)
{
  for (guint i = 0; i < G_N_ELEMENTS (self->sheets); i++)
    {
      g_clear_pointer (&self->sheets[i], pl_score_sheet_free);
      self->sheets[i] = pl_score_sheet_new ((PlScoreSheetKind) i,
                                            self->n_seats);
    }
}

static void
pl_table_set_string_prop (PlTable     *self,
                          char       **field,
                          const char  *value,
                          guint        prop)
{
  if (g_strcmp0 (*field, value) == 0)
    return;
  g_free (*field);
  *field = g_strdup (value);
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

static void
pl_table_set_int_prop (PlTable *self,
                       gint    *field,
                       gint     value,
                       guint    prop)
{
  if (*field == value)
    return;
  *field = value;
  g_object_notify_by_pspec (G_OBJECT (self), properties[prop]);
}

static void
pl_table_set_busy (PlTable  *self,
                   gboolean  busy)
{
  busy = busy != FALSE;
  if (self->busy == busy)
    return;
  self->busy = busy;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BUSY]);
}

/* Brings the lists, the seats and the properties in line with the state. */
void
pl_table_sync (PlTable *self)
{
  g_autofree char *contract = NULL;
  gboolean over;

  g_object_freeze_notify (G_OBJECT (self));

  pl_table_update_lists (self);

  over = self->state != NULL && self->game->is_terminal (self->state);
  if (self->state != NULL && self->view != NULL)
    contract = self->view->contract (self->state);
  pl_table_set_string_prop (self, &self->phase,
                            self->state != NULL
                            ? self->game->phase_name (self->state) : "",
                            PROP_PHASE);
  pl_table_set_int_prop (self, &self->to_move,
                         self->state != NULL
                         ? self->game->to_move (self->state) : -1,
                         PROP_TO_MOVE);
  pl_table_set_int_prop (self, &self->over, over, PROP_OVER);
  pl_table_set_int_prop (self, &self->declarer,
                         self->state != NULL && self->view != NULL
                         ? self->view->declarer (self->state) : -1,
                         PROP_DECLARER);
  pl_table_set_string_prop (self, &self->contract,
                            contract != NULL ? contract : "",
                            PROP_CONTRACT);

  g_object_thaw_notify (G_OBJECT (self));
}

/* The computer ----------------------------------------------------------- */

static guint64
pl_table_rng_seed (PlTable *self)
{
  guint64 base;

  /* A deal given card by card has no seed: its pack stands in for one, so
   * that the computer plays a loaded deal the same way every time. */
  if (self->record->has_seed)
    base = self->record->seed;
  else
    {
      base = G_GUINT64_CONSTANT (0xcbf29ce484222325);
      for (guint i = 0; i < self->record->n_cards; i++)
        base = (base ^ self->record->pack[i]) * G_GUINT64_CONSTANT (0x100000001b3);
    }
  return base ^ ((guint64) (self->record->moves->len + 1) *
                 G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));
}

static gboolean
pl_table_computer_to_move (PlTable *self)
{
  gint to_move;

  /* A table for review only looks at a position: nobody plays on. */
  if (self->review || self->state == NULL || self->game->is_terminal (self->state))
    return FALSE;
  to_move = self->game->to_move (self->state);
  if (to_move < 0)
    return FALSE;
  return (guint) to_move != self->human || self->autoplay;
}

void
pl_table_start_computer (PlTable *self)
{
  pl_computer_cancel (self->computer);
  if (!pl_table_computer_to_move (self))
    {
      pl_table_set_busy (self, FALSE);
      return;
    }
  pl_table_set_busy (self, TRUE);
  pl_computer_start (self->computer, self->game, self->state,
                     (guint) self->game->to_move (self->state),
                     pl_table_rng_seed (self));
}

PlComputer *
pl_table_get_computer (PlTable *self)
{
  return self->computer;
}

guint
pl_table_get_generation (PlTable *self)
{
  return self->generation;
}

gint64
pl_table_get_last_move_time (PlTable *self)
{
  return self->last_move_time;
}

guint
pl_table_get_computer_delay (PlTable *self)
{
  return self->computer_delay;
}

void
pl_table_report_error (PlTable    *self,
                       const char *message)
{
  pl_table_set_busy (self, FALSE);
  g_signal_emit (self, signals[ERROR], 0, message);
}

/* Moves ------------------------------------------------------------------ */

static void
pl_table_finish_deal (PlTable *self)
{
  PlResult result = { 0, };

  self->game->result (self->state, &result);
  for (guint i = 0; i < G_N_ELEMENTS (self->sheets); i++)
    pl_score_sheet_add_result (self->sheets[i], &result);
  pl_result_clear (&result);
  /* The seats' labels may show the match's totals (Bézique). */
  pl_table_update_lists (self);
  g_signal_emit (self, signals[SCORE_CHANGED], 0);
}

gboolean
pl_table_play_internal (PlTable       *self,
                        const PlMove  *move,
                        GError       **error)
{
  PlMove played = *move;
  guint n_tricks = 0, generation;

  if (self->state == NULL)
    {
      g_set_error (error, PL_RULES_ERROR, PL_RULES_ERROR_ILLEGAL_MOVE,
                   _("No deal has been dealt"));
      return FALSE;
    }
  if (self->view != NULL)
    n_tricks = self->view->n_tricks (self->state);

  if (!pl_deal_record_append (self->record, self->state, move, error))
    return FALSE;
  /* Redo plays back what an undo took, only while nothing else happened. */
  if (!self->redoing)
    g_array_set_size (self->redo, 0);

  generation = ++self->generation;
  self->last_move_time = g_get_monotonic_time ();
  pl_computer_cancel (self->computer);
  pl_table_sync (self);

  /* A handler may start a new deal: then this move's story ends here. */
  g_signal_emit (self, signals[MOVE_PLAYED], 0, &played);
  if (self->generation != generation)
    return TRUE;

  if (self->view != NULL && self->view->n_tricks (self->state) > n_tricks)
    {
      g_signal_emit (self, signals[TRICK_COMPLETED], 0,
                     self->view->n_tricks (self->state) - 1);
      if (self->generation != generation)
        return TRUE;
    }

  if (self->game->is_terminal (self->state))
    {
      pl_table_set_busy (self, FALSE);
      pl_table_finish_deal (self);
      if (self->generation != generation)
        return TRUE;
      g_signal_emit (self, signals[DEAL_OVER], 0);
      return TRUE;
    }

  pl_table_start_computer (self);
  return TRUE;
}

gboolean
pl_table_play (PlTable       *self,
               const PlMove  *move,
               GError       **error)
{
  g_return_val_if_fail (PL_IS_TABLE (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  /* The human moves for his own seat only; the computer seats' moves come
   * from their players. */
  if (move->seat != self->human || self->autoplay)
    {
      g_set_error (error, PL_RULES_ERROR, PL_RULES_ERROR_ILLEGAL_MOVE,
                   _("It is not your turn"));
      return FALSE;
    }
  if (self->state != NULL && !self->game->is_terminal (self->state) &&
      self->game->to_move (self->state) != (gint) self->human)
    {
      g_set_error (error, PL_RULES_ERROR, PL_RULES_ERROR_ILLEGAL_MOVE,
                   _("It is not your turn"));
      return FALSE;
    }
  if (self->state != NULL && self->game->is_terminal (self->state))
    return self->game->check_move (self->state, move, error);
  return pl_table_play_internal (self, move, error);
}

gboolean
pl_table_say (PlTable       *self,
              const PlMove  *move,
              GError       **error)
{
  g_return_val_if_fail (PL_IS_TABLE (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (move->kind != PL_MOVE_CLAIM && move->kind != PL_MOVE_CONCEDE)
    {
      g_set_error (error, PL_RULES_ERROR, PL_RULES_ERROR_ILLEGAL_MOVE,
                   _("Only a claim or a concession is said out of turn"));
      return FALSE;
    }
  if (self->state == NULL || self->game->is_terminal (self->state))
    {
      g_set_error (error, PL_RULES_ERROR, PL_RULES_ERROR_ILLEGAL_MOVE,
                   _("The deal is over"));
      return FALSE;
    }
  return pl_table_play_internal (self, move, error);
}

gboolean
pl_table_check_card (PlTable  *self,
                     PlCard    card,
                     GError  **error)
{
  PlMove move;

  g_return_val_if_fail (PL_IS_TABLE (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (self->state == NULL || self->autoplay ||
      (!self->game->is_terminal (self->state) &&
       self->game->to_move (self->state) != (gint) self->human))
    {
      g_set_error (error, PL_RULES_ERROR, PL_RULES_ERROR_ILLEGAL_MOVE,
                   _("It is not your turn"));
      return FALSE;
    }
  return pl_table_make_play (self, card, FALSE, &move, error);
}

gboolean
pl_table_make_play (PlTable  *self,
                    PlCard    card,
                    gboolean  from_melds,
                    PlMove   *move,
                    GError  **error)
{
  g_return_val_if_fail (PL_IS_TABLE (self), FALSE);
  g_return_val_if_fail (move != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (self->state == NULL || self->autoplay ||
      (!self->game->is_terminal (self->state) &&
       self->game->to_move (self->state) != (gint) self->human))
    {
      g_set_error (error, PL_RULES_ERROR, PL_RULES_ERROR_ILLEGAL_MOVE,
                   _("It is not your turn"));
      return FALSE;
    }
  if (self->view != NULL && self->view->play_move != NULL)
    return self->view->play_move (self->state, self->human, card, from_melds, move, error);
  *move = pl_move_new (PL_MOVE_PLAY, self->human);
  move->card = card;
  return self->game->check_move (self->state, move, error);
}

guint
pl_table_get_legal_moves (PlTable *self,
                          PlMove  *moves)
{
  g_return_val_if_fail (PL_IS_TABLE (self), 0);
  g_return_val_if_fail (moves != NULL, 0);

  if (!pl_table_is_human_turn (self))
    return 0;
  return self->game->legal_moves (self->state, moves);
}

/* Deals ------------------------------------------------------------------ */

/* The match changes when the number of seats does. */
static void
pl_table_set_n_seats (PlTable *self,
                      guint    n_seats)
{
  if (self->n_seats == n_seats && self->sheets[0] != NULL)
    return;
  self->n_seats = n_seats;
  self->deal_number = 0;
  pl_table_make_sheets (self);
  if (self->finished != NULL)
    g_ptr_array_set_size (self->finished, 0);
  if (self->match_tags != NULL)
    g_hash_table_remove_all (self->match_tags);
}

void
pl_table_begin_deal (PlTable      *self,
                     PlDealRecord *record,
                     gpointer      state)
{
  guint generation;

  pl_computer_cancel (self->computer);
  generation = ++self->generation;

  /* A finished deal stays in the match (its record, for the match record
   * and the autosave); an abandoned one is not scored and goes. */
  if (self->record != NULL && self->state != NULL && self->deal_number > 0 &&
      self->game->is_terminal (self->state))
    {
      g_ptr_array_add (self->finished, g_steal_pointer (&self->record));
      g_free (self->previous_state);
      self->previous_state = g_steal_pointer (&self->state);
    }
  g_array_set_size (self->redo, 0);
  g_clear_pointer (&self->record, pl_deal_record_free);
  g_clear_pointer (&self->state, g_free);
  self->record = record;
  self->state = state;
  self->dealer = record->dealer;
  self->deal_number++;
  self->user_ordered = FALSE;
  self->n_user_order = 0;
  self->last_move_time = g_get_monotonic_time ();

  g_object_freeze_notify (G_OBJECT (self));
  pl_table_set_busy (self, FALSE);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DEAL_NUMBER]);
  pl_table_sync (self);
  g_object_thaw_notify (G_OBJECT (self));

  g_signal_emit (self, signals[DEAL_STARTED], 0);
  if (self->generation == generation)
    pl_table_start_computer (self);
}

void
pl_table_reset_match (PlTable       *self,
                      guint          n_seats,
                      gconstpointer  options)
{
  pl_computer_cancel (self->computer);
  self->generation++;
  g_clear_pointer (&self->record, pl_deal_record_free);
  g_clear_pointer (&self->state, g_free);
  g_clear_pointer (&self->previous_state, g_free);
  memcpy (self->next_options, options, self->game->options_size);
  self->n_seats = n_seats;
  self->deal_number = 0;
  pl_table_make_sheets (self);
  g_ptr_array_set_size (self->finished, 0);
  g_hash_table_remove_all (self->match_tags);
  g_array_set_size (self->redo, 0);
}

void
pl_table_new_match (PlTable *self,
                    guint64  seed)
{
  g_return_if_fail (PL_IS_TABLE (self));

  pl_table_reset_match (self, self->game->n_seats (self->next_options), self->next_options);
  g_signal_emit (self, signals[SCORE_CHANGED], 0);
  pl_table_new_deal (self, seed);
}

void
pl_table_new_deal (PlTable *self,
                   guint64  seed)
{
  g_autoptr(GError) error = NULL;
  g_autofree gpointer options = NULL;
  gboolean same_dealer = FALSE;
  PlDealRecord *record;
  gpointer state;
  guint dealer;

  g_return_if_fail (PL_IS_TABLE (self));

  pl_table_set_n_seats (self, self->game->n_seats (self->next_options));

  /* The options of this deal: the match's, or what the match makes of
   * them after the deals finished so far (Skat's Bock and Ramsch rounds). */
  options = g_memdup2 (self->next_options, MAX (self->game->options_size, 1));
  if (self->view != NULL && self->view->deal_options != NULL)
    {
      g_autoptr(GPtrArray) deals = g_ptr_array_new ();

      for (guint i = 0; i < self->finished->len; i++)
        g_ptr_array_add (deals, g_ptr_array_index (self->finished, i));
      if (self->record != NULL && self->state != NULL && self->deal_number > 0 &&
          self->game->is_terminal (self->state))
        g_ptr_array_add (deals, self->record);
      self->view->deal_options (self->next_options, (const PlDealRecord * const *) deals->pdata,
                                deals->len, options, &same_dealer);
    }

  /* The first dealer sits before the human, who is then forehand; the deal
   * passes to the left (the next seat) after every deal, a deal thrown in
   * included, unless the match has the same player deal again. */
  if (self->deal_number == 0 || self->record == NULL)
    dealer = (self->human + self->n_seats - 1) % self->n_seats;
  else if (same_dealer)
    dealer = self->dealer;
  else
    dealer = (self->dealer + 1) % self->n_seats;

  record = pl_deal_record_new_from_seed (self->game, options, dealer, seed);
  state = pl_deal_record_replay (record, 0, &error);
  if (state == NULL)
    {
      g_critical ("Cannot deal %s from seed %" G_GUINT64_FORMAT ": %s",
                  self->game->id, seed, error->message);
      pl_deal_record_free (record);
      return;
    }
  /* The deal knows the score of the game it belongs to: the deal that
   * ends now, if it was played out, or the match's last finished one. */
  if (self->game->carry_over != NULL)
    {
      if (self->state != NULL && self->deal_number > 0 && self->game->is_terminal (self->state))
        self->game->carry_over (state, self->state);
      else
        pl_table_carry_over (self, state);
    }
  pl_table_begin_deal (self, record, state);
}

gboolean
pl_table_load_deal (PlTable             *self,
                    const PlDealRecord  *deal,
                    GError             **error)
{
  gpointer state;

  g_return_val_if_fail (PL_IS_TABLE (self), FALSE);
  g_return_val_if_fail (deal != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (deal->game != self->game)
    {
      g_set_error (error, PL_RULES_ERROR, PL_RULES_ERROR_DEAL,
                   _("This is a deal of %s, and the table plays %s"),
                   deal->game->id, self->game->id);
      return FALSE;
    }
  if (!pl_laws_check_table (deal, error))
    return FALSE;
  /* Every move is checked again: a record is untrusted input. */
  state = pl_deal_record_replay (deal, G_MAXUINT, error);
  if (state == NULL)
    return FALSE;

  memcpy (self->next_options, deal->options, self->game->options_size);
  pl_table_set_n_seats (self, deal->n_seats);
  pl_table_begin_deal (self, pl_deal_record_copy (deal), state);
  return TRUE;
}

/* The human's view ------------------------------------------------------- */

gint
pl_table_get_peek_cost (PlTable *self,
                        guint    index)
{
  g_return_val_if_fail (PL_IS_TABLE (self), -1);

  if (self->state == NULL || self->view == NULL)
    return -1;
  return self->view->peek_cost (self->state, self->human, index);
}

gboolean
pl_table_get_trick_seats (PlTable *self,
                          guint    index,
                          guint    seats[PL_MAX_SEATS])
{
  gint trick_seats[PL_MAX_SEATS];
  PlCard trick[PL_MAX_SEATS];
  guint n = 0, lead = 0, win = 0;

  g_return_val_if_fail (PL_IS_TABLE (self), FALSE);

  if (pl_table_get_peek_cost (self, index) < 0 ||
      !self->view->get_trick (self->state, index, trick, trick_seats, &n, &lead, &win))
    return FALSE;
  for (guint i = 0; i < n; i++)
    seats[i] = trick_seats[i] >= 0 ? (guint) trick_seats[i] : lead;
  return TRUE;
}

gboolean
pl_table_peek_trick (PlTable *self,
                     guint    index,
                     PlCard   cards[PL_MAX_SEATS],
                     guint   *n_cards,
                     guint   *leader,
                     guint   *winner)
{
  gint seats[PL_MAX_SEATS];
  PlCard trick[PL_MAX_SEATS];
  guint n = 0, lead = 0, win = 0;
  gint cost;

  g_return_val_if_fail (PL_IS_TABLE (self), FALSE);

  cost = pl_table_get_peek_cost (self, index);
  if (cost < 0 ||
      !self->view->get_trick (self->state, index, trick, seats, &n, &lead,
                              &win))
    return FALSE;

  /* Seed 000, "Seeing Tricks": looking at any trick but the last may be
   * penalized ten points; both sheets write the penalty in the looker's
   * column. */
  if (cost > 0)
    {
      for (guint i = 0; i < G_N_ELEMENTS (self->sheets); i++)
        pl_score_sheet_add_penalty (self->sheets[i], self->human,
                                    (guint) cost);
      /* The record keeps it, so that a resumed match scores the same. */
      pl_deal_record_add_penalty (self->record, self->human, (guint) cost);
      g_signal_emit (self, signals[SCORE_CHANGED], 0);
    }

  if (cards != NULL)
    memcpy (cards, trick, n * sizeof (PlCard));
  if (n_cards != NULL)
    *n_cards = n;
  if (leader != NULL)
    *leader = lead;
  if (winner != NULL)
    *winner = win;
  return TRUE;
}

guint
pl_table_get_n_tricks (PlTable *self)
{
  g_return_val_if_fail (PL_IS_TABLE (self), 0);

  if (self->state == NULL || self->view == NULL)
    return 0;
  return self->view->n_tricks (self->state);
}

gint
pl_table_get_last_trick_winner (PlTable *self)
{
  PlCard cards[PL_MAX_SEATS];
  gint seats[PL_MAX_SEATS];
  guint n, leader, winner, n_tricks;

  g_return_val_if_fail (PL_IS_TABLE (self), -1);

  n_tricks = pl_table_get_n_tricks (self);
  if (n_tricks == 0 ||
      !self->view->get_trick (self->state, n_tricks - 1, cards, seats, &n,
                              &leader, &winner))
    return -1;
  return (gint) winner;
}

/* Getters ---------------------------------------------------------------- */

const PlGame *
pl_table_get_game (PlTable *self)
{
  g_return_val_if_fail (PL_IS_TABLE (self), NULL);

  return self->game;
}

gboolean
pl_table_set_option (PlTable     *self,
                     const char  *key,
                     const char  *value,
                     GError     **error)
{
  g_return_val_if_fail (PL_IS_TABLE (self), FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  return pl_game_options_set (self->game, self->next_options, key, value, error);
}

guint
pl_table_get_n_seats (PlTable *self)
{
  g_return_val_if_fail (PL_IS_TABLE (self), 0);

  return self->n_seats;
}

PlSeat *
pl_table_get_seat (PlTable *self,
                   guint    seat)
{
  g_return_val_if_fail (PL_IS_TABLE (self), NULL);
  g_return_val_if_fail (seat < PL_MAX_SEATS, NULL);

  return self->seats[seat];
}

guint
pl_table_get_human_seat (PlTable *self)
{
  g_return_val_if_fail (PL_IS_TABLE (self), 0);

  return self->human;
}

guint
pl_table_get_deal_number (PlTable *self)
{
  g_return_val_if_fail (PL_IS_TABLE (self), 0);

  return self->deal_number;
}

guint64
pl_table_get_seed (PlTable *self)
{
  g_return_val_if_fail (PL_IS_TABLE (self), 0);

  return self->record != NULL && self->record->has_seed ? self->record->seed : 0;
}

guint
pl_table_get_dealer (PlTable *self)
{
  g_return_val_if_fail (PL_IS_TABLE (self), 0);

  return self->dealer;
}

const PlDealRecord *
pl_table_get_record (PlTable *self)
{
  g_return_val_if_fail (PL_IS_TABLE (self), NULL);

  return self->record;
}

gconstpointer
pl_table_get_state (PlTable *self)
{
  g_return_val_if_fail (PL_IS_TABLE (self), NULL);

  return self->state;
}

gint
pl_table_get_to_move (PlTable *self)
{
  g_return_val_if_fail (PL_IS_TABLE (self), -1);

  return self->state != NULL ? self->game->to_move (self->state) : -1;
}

gboolean
pl_table_is_over (PlTable *self)
{
  g_return_val_if_fail (PL_IS_TABLE (self), FALSE);

  return self->state != NULL && self->game->is_terminal (self->state);
}

gboolean
pl_table_is_human_turn (PlTable *self)
{
  g_return_val_if_fail (PL_IS_TABLE (self), FALSE);

  return self->state != NULL && !self->autoplay &&
         !self->game->is_terminal (self->state) &&
         self->game->to_move (self->state) == (gint) self->human;
}

gboolean
pl_table_get_busy (PlTable *self)
{
  g_return_val_if_fail (PL_IS_TABLE (self), FALSE);

  return self->busy;
}

PlCardList *
pl_table_get_hand (PlTable *self,
                   guint    seat)
{
  g_return_val_if_fail (PL_IS_TABLE (self), NULL);
  g_return_val_if_fail (seat < PL_MAX_SEATS, NULL);

  return self->hands[seat];
}

PlCardList *
pl_table_get_trick (PlTable *self)
{
  g_return_val_if_fail (PL_IS_TABLE (self), NULL);

  return self->trick;
}

PlCardList *
pl_table_get_talon (PlTable *self)
{
  g_return_val_if_fail (PL_IS_TABLE (self), NULL);

  return self->talon;
}

PlCardList *
pl_table_get_melds (PlTable *self,
                    guint    seat)
{
  g_return_val_if_fail (PL_IS_TABLE (self), NULL);
  g_return_val_if_fail (seat < PL_MAX_SEATS, NULL);

  return self->melds[seat];
}

PlTalonStyle
pl_table_get_talon_style (PlTable *self)
{
  g_return_val_if_fail (PL_IS_TABLE (self), PL_TALON_SPREAD);

  return self->view != NULL ? self->view->talon_style : PL_TALON_SPREAD;
}

gint
pl_table_get_stock_count (PlTable *self)
{
  g_return_val_if_fail (PL_IS_TABLE (self), -1);

  if (self->state == NULL || self->view == NULL || self->view->stock_count == NULL)
    return -1;
  return self->view->stock_count (self->state);
}

gboolean
pl_table_get_tricks_countable (PlTable *self)
{
  g_return_val_if_fail (PL_IS_TABLE (self), TRUE);

  if (self->state == NULL || self->view == NULL || self->view->tricks_countable == NULL)
    return TRUE;
  return self->view->tricks_countable (self->state);
}

PlCardList *
pl_table_get_floor (PlTable *self)
{
  g_return_val_if_fail (PL_IS_TABLE (self), NULL);

  return self->floor;
}

/* Each seat's name, for the words of a pile. */
static void
seat_names (PlTable     *self,
            const char **names)
{
  for (guint s = 0; s < self->n_seats && s < PL_MAX_SEATS; s++)
    names[s] = self->seats[s] != NULL ? pl_seat_get_name (self->seats[s]) : NULL;
}

char *
pl_table_dup_floor_label (PlTable *self,
                          guint    pile)
{
  g_return_val_if_fail (PL_IS_TABLE (self), NULL);

  if (self->state == NULL || self->view == NULL)
    return NULL;
  if (self->view->floor_pile_label != NULL)
    {
      const char *names[PL_MAX_SEATS] = { NULL, };

      seat_names (self, names);
      return self->view->floor_pile_label (self->state, pile, self->human, names);
    }
  if (self->view->floor_label == NULL)
    return NULL;
  return self->view->floor_label (self->state, pile);
}

char *
pl_table_dup_floor_caption (PlTable *self,
                            guint    pile)
{
  const char *names[PL_MAX_SEATS] = { NULL, };

  g_return_val_if_fail (PL_IS_TABLE (self), NULL);

  if (self->state == NULL || self->view == NULL || self->view->floor_caption == NULL)
    return NULL;
  seat_names (self, names);
  return self->view->floor_caption (self->state, pile, self->human, names);
}

PlTableZones
pl_table_get_zones (PlTable *self)
{
  g_return_val_if_fail (PL_IS_TABLE (self), 0);

  return self->view != NULL ? self->view->zones : 0;
}

guint
pl_table_get_max_hand_size (PlTable *self)
{
  g_return_val_if_fail (PL_IS_TABLE (self), 0);

  return self->view != NULL ? self->view->max_hand_size : 0;
}

PlCardList *
pl_table_get_last_trick (PlTable *self)
{
  g_return_val_if_fail (PL_IS_TABLE (self), NULL);

  return self->last_trick;
}

const PlScoreSheet *
pl_table_get_score_sheet (PlTable          *self,
                          PlScoreSheetKind  kind)
{
  g_return_val_if_fail (PL_IS_TABLE (self), NULL);
  g_return_val_if_fail ((guint) kind < G_N_ELEMENTS (self->sheets), NULL);

  return self->sheets[kind];
}

gboolean
pl_table_get_result (PlTable  *self,
                     PlResult *result)
{
  g_return_val_if_fail (PL_IS_TABLE (self), FALSE);
  g_return_val_if_fail (result != NULL, FALSE);

  if (!pl_table_is_over (self))
    return FALSE;
  self->game->result (self->state, result);
  return TRUE;
}

void
pl_table_set_computer_delay (PlTable *self,
                             guint    msec)
{
  g_return_if_fail (PL_IS_TABLE (self));

  if (self->computer_delay == msec)
    return;
  self->computer_delay = msec;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPUTER_DELAY]);
}

void
pl_table_set_autoplay (PlTable  *self,
                       gboolean  autoplay)
{
  g_return_if_fail (PL_IS_TABLE (self));

  autoplay = autoplay != FALSE;
  if (self->autoplay == autoplay)
    return;
  self->autoplay = autoplay;
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_AUTOPLAY]);

  /* The computer takes over (or hands back) a seat that is to move now. */
  if (!self->busy || !autoplay)
    pl_table_start_computer (self);
}

gboolean
pl_table_get_autoplay (PlTable *self)
{
  g_return_val_if_fail (PL_IS_TABLE (self), FALSE);

  return self->autoplay;
}

void
pl_table_set_review (PlTable  *self,
                     gboolean  review)
{
  g_return_if_fail (PL_IS_TABLE (self));

  self->review = review != FALSE;
  pl_table_start_computer (self);
  pl_table_sync (self);
}

/* GObject ---------------------------------------------------------------- */

static void
pl_table_get_property (GObject    *object,
                       guint       prop_id,
                       GValue     *value,
                       GParamSpec *pspec)
{
  PlTable *self = PL_TABLE (object);

  switch (prop_id)
    {
    case PROP_PHASE:
      g_value_set_string (value, self->phase);
      break;
    case PROP_TO_MOVE:
      g_value_set_int (value, self->to_move);
      break;
    case PROP_BUSY:
      g_value_set_boolean (value, self->busy);
      break;
    case PROP_DEAL_NUMBER:
      g_value_set_uint (value, self->deal_number);
      break;
    case PROP_OVER:
      g_value_set_boolean (value, self->over);
      break;
    case PROP_DECLARER:
      g_value_set_int (value, self->declarer);
      break;
    case PROP_CONTRACT:
      g_value_set_string (value, self->contract);
      break;
    case PROP_COMPUTER_DELAY:
      g_value_set_uint (value, self->computer_delay);
      break;
    case PROP_AUTOPLAY:
      g_value_set_boolean (value, self->autoplay);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pl_table_set_property (GObject      *object,
                       guint         prop_id,
                       const GValue *value,
                       GParamSpec   *pspec)
{
  PlTable *self = PL_TABLE (object);

  switch (prop_id)
    {
    case PROP_COMPUTER_DELAY:
      pl_table_set_computer_delay (self, g_value_get_uint (value));
      break;
    case PROP_AUTOPLAY:
      pl_table_set_autoplay (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pl_table_dispose (GObject *object)
{
  PlTable *self = PL_TABLE (object);

  /* A thinking computer must not deliver into a table being closed. */
  self->generation++;
  g_clear_pointer (&self->computer, pl_computer_free);
  for (guint i = 0; i < PL_MAX_SEATS; i++)
    {
      g_clear_object (&self->seats[i]);
      g_clear_object (&self->hands[i]);
      g_clear_object (&self->melds[i]);
    }
  g_clear_object (&self->trick);
  g_clear_object (&self->talon);
  g_clear_object (&self->last_trick);
  g_clear_object (&self->floor);

  G_OBJECT_CLASS (pl_table_parent_class)->dispose (object);
}

static void
pl_table_finalize (GObject *object)
{
  PlTable *self = PL_TABLE (object);

  g_clear_pointer (&self->record, pl_deal_record_free);
  g_clear_pointer (&self->state, g_free);
  g_clear_pointer (&self->previous_state, g_free);
  g_clear_pointer (&self->next_options, g_free);
  g_clear_pointer (&self->finished, g_ptr_array_unref);
  g_clear_pointer (&self->match_tags, g_hash_table_unref);
  g_clear_pointer (&self->redo, g_array_unref);
  for (guint i = 0; i < G_N_ELEMENTS (self->sheets); i++)
    g_clear_pointer (&self->sheets[i], pl_score_sheet_free);
  g_free (self->phase);
  g_free (self->contract);

  G_OBJECT_CLASS (pl_table_parent_class)->finalize (object);
}

static void
pl_table_class_init (PlTableClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags ro = G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY |
                   G_PARAM_STATIC_STRINGS;
  GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY |
                   G_PARAM_STATIC_STRINGS;

  object_class->get_property = pl_table_get_property;
  object_class->set_property = pl_table_set_property;
  object_class->dispose = pl_table_dispose;
  object_class->finalize = pl_table_finalize;

  properties[PROP_PHASE] =
    g_param_spec_string ("phase", NULL, NULL, "", ro);
  properties[PROP_TO_MOVE] =
    g_param_spec_int ("to-move", NULL, NULL, -1, PL_MAX_SEATS - 1, -1, ro);
  properties[PROP_BUSY] =
    g_param_spec_boolean ("busy", NULL, NULL, FALSE, ro);
  properties[PROP_DEAL_NUMBER] =
    g_param_spec_uint ("deal-number", NULL, NULL, 0, G_MAXUINT, 0, ro);
  properties[PROP_OVER] =
    g_param_spec_boolean ("over", NULL, NULL, FALSE, ro);
  properties[PROP_DECLARER] =
    g_param_spec_int ("declarer", NULL, NULL, -1, PL_MAX_SEATS - 1, -1, ro);
  properties[PROP_CONTRACT] =
    g_param_spec_string ("contract", NULL, NULL, "", ro);
  properties[PROP_COMPUTER_DELAY] =
    g_param_spec_uint ("computer-delay", NULL, NULL, 0, 60000, 600, rw);
  properties[PROP_AUTOPLAY] =
    g_param_spec_boolean ("autoplay", NULL, NULL, FALSE, rw);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[DEAL_STARTED] =
    g_signal_new ("deal-started", G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[MOVE_PLAYED] =
    g_signal_new ("move-played", G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                  G_TYPE_POINTER);
  signals[TRICK_COMPLETED] =
    g_signal_new ("trick-completed", G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                  G_TYPE_UINT);
  signals[DEAL_OVER] =
    g_signal_new ("deal-over", G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[SCORE_CHANGED] =
    g_signal_new ("score-changed", G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  /* pl_table_undo (): the state went back; the lists are up to date. */
  g_signal_new ("undone", G_TYPE_FROM_CLASS (klass),
                G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 0);
  signals[ERROR] =
    g_signal_new ("error", G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL, G_TYPE_NONE, 1,
                  G_TYPE_STRING);
}

static void
pl_table_init (PlTable *self)
{
  self->computer_delay = 600;
  self->to_move = -1;
  self->declarer = -1;
  self->phase = g_strdup ("");
  self->contract = g_strdup ("");
  for (guint i = 0; i < PL_MAX_SEATS; i++)
    {
      self->hands[i] = pl_card_list_new ();
      self->melds[i] = pl_card_list_new ();
    }
  self->trick = pl_card_list_new ();
  self->talon = pl_card_list_new ();
  self->last_trick = pl_card_list_new ();
  self->floor = pl_card_list_new ();
  self->computer = pl_computer_new (self);
  self->finished = g_ptr_array_new_with_free_func ((GDestroyNotify) pl_deal_record_free);
  self->match_tags = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->redo = g_array_new (FALSE, FALSE, sizeof (PlMove));
}

PlTable *
pl_table_new (const char *game_id)
{
  const PlGame *game;
  PlTable *self;

  g_return_val_if_fail (game_id != NULL, NULL);

  game = pl_game_lookup (game_id);
  if (game == NULL)
    return NULL;

  self = g_object_new (PL_TYPE_TABLE, NULL);
  self->game = game;
  self->view = pl_table_game_view_lookup (game);
  self->next_options = g_malloc0 (MAX (game->options_size, 1));
  pl_game_options_init (game, self->next_options);
  self->human = 0;
  pl_table_make_seats (self);
  pl_table_set_n_seats (self, game->n_seats (self->next_options));
  return self;
}
