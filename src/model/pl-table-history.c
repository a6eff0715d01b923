/* pl-table-history.c — the match record, resuming a match, undo and redo
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-table"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "pl-table-private.h"

/*
 * Everything here is built on replaying records (DESIGN.md, "A game is its
 * record"): the match is the list of its deals' records, the score sheets
 * are what replaying them gives, and an undo is the deal replayed without
 * its last moves.  Only the peek penalties are not moves; each deal keeps
 * its own in an "X-Penalty" tag, so that a resumed match scores exactly
 * as the one that was left.
 */

static void
copy_tag_cb (gpointer key,
             gpointer value,
             gpointer user_data)
{
  g_hash_table_insert (user_data, g_strdup (key), g_strdup (value));
}

PlRecord *
pl_table_get_match_record (PlTable *self)
{
  PlRecord *record;

  g_return_val_if_fail (PL_IS_TABLE (self), NULL);

  record = pl_record_new ();
  g_hash_table_foreach (self->match_tags, copy_tag_cb, record->tags);
  for (guint i = 0; i < self->finished->len; i++)
    g_ptr_array_add (record->deals,
                     pl_deal_record_copy (g_ptr_array_index (self->finished, i)));
  if (self->record != NULL)
    g_ptr_array_add (record->deals, pl_deal_record_copy (self->record));
  return record;
}

/* Adds a deal's penalties and, if it is over, its result to the sheets. */
static void
score_deal (PlTable            *self,
            const PlDealRecord *deal,
            gconstpointer       state)
{
  guint seats[PL_RECORD_MAX_PENALTIES], points[PL_RECORD_MAX_PENALTIES], n = 0;

  /* Checked before anything changed: this cannot fail now. */
  if (pl_deal_record_get_penalties (deal, seats, points, &n, NULL))
    for (guint i = 0; i < n; i++)
      for (guint k = 0; k < G_N_ELEMENTS (self->sheets); k++)
        pl_score_sheet_add_penalty (self->sheets[k], seats[i], points[i]);

  if (self->game->is_terminal (state))
    {
      PlResult result = { 0, };

      self->game->result (state, &result);
      for (guint k = 0; k < G_N_ELEMENTS (self->sheets); k++)
        pl_score_sheet_add_result (self->sheets[k], &result);
      pl_result_clear (&result);
    }
}

gboolean
pl_table_load_match (PlTable         *self,
                     const PlRecord  *record,
                     GError         **error)
{
  g_autoptr(GPtrArray) states = NULL;
  const PlDealRecord *first, *last;
  guint n;

  g_return_val_if_fail (PL_IS_TABLE (self), FALSE);
  g_return_val_if_fail (record != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  n = record->deals->len;
  if (n > 0 && ((const PlDealRecord *) g_ptr_array_index (record->deals, 0))->game != self->game)
    {
      first = g_ptr_array_index (record->deals, 0);
      g_set_error (error, PL_RULES_ERROR, PL_RULES_ERROR_DEAL,
                   _("The match is of %s, and the table plays %s"),
                   first->game->id, self->game->id);
      return FALSE;
    }
  /* Every deal is checked before the table changes, by the checks every
   * reader of records shares: a bad match is never half loaded. */
  if (!pl_record_check_match (record, NULL, NULL, error))
    return FALSE;
  first = g_ptr_array_index (record->deals, 0);
  last = g_ptr_array_index (record->deals, n - 1);

  states = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < n; i++)
    {
      gpointer state = pl_deal_record_replay (g_ptr_array_index (record->deals, i), G_MAXUINT,
                                              error);

      if (state == NULL)
        return FALSE;
      /* Each deal takes the game score from the one before it, the first
       * from the record's start (EGN's initialScore), as `parlour-cli
       * replay` does. */
      if (i > 0 && self->game->carry_over != NULL)
        self->game->carry_over (state, g_ptr_array_index (states, i - 1));
      else if (i == 0 && !pl_record_start_score (record, state, error))
        {
          g_free (state);
          return FALSE;
        }
      g_ptr_array_add (states, state);
    }

  pl_table_reset_match (self, first->n_seats, last->options);
  /* The record's own tags (event, date, players, comments) stay with the
   * match, so that saving it again keeps them. */
  g_hash_table_remove_all (self->match_tags);
  g_hash_table_foreach (record->tags, copy_tag_cb, self->match_tags);
  for (guint i = 0; i < n; i++)
    {
      const PlDealRecord *deal = g_ptr_array_index (record->deals, i);

      score_deal (self, deal, g_ptr_array_index (states, i));
      if (i + 1 < n)
        g_ptr_array_add (self->finished, pl_deal_record_copy (deal));
    }
  self->deal_number = n - 1;
  if (n > 1)
    self->previous_state = g_memdup2 (g_ptr_array_index (states, n - 2),
                                      self->game->state_size);
  g_signal_emit_by_name (self, "score-changed");

  pl_table_begin_deal (self, pl_deal_record_copy (last),
                       g_ptr_array_steal_index (states, n - 1));
  /* A finished last deal shows its result, which is on the sheets already. */
  if (self->state != NULL && self->game->is_terminal (self->state))
    g_signal_emit_by_name (self, "deal-over");
  return TRUE;
}

void
pl_table_carry_over (PlTable  *self,
                     gpointer  state)
{
  if (self->game->carry_over == NULL)
    return;
  if (self->previous_state != NULL)
    self->game->carry_over (state, self->previous_state);
  else if (self->finished->len == 0 && g_hash_table_contains (self->match_tags, "X-Initial-Score"))
    {
      /* The match's first deal starts at the score its record names;
       * the tag was checked when the match was loaded. */
      g_autoptr(PlRecord) record = pl_table_get_match_record (self);

      if (record->deals->len > 0 && !pl_record_start_score (record, state, NULL))
        g_warning ("The match's initial score no longer applies");
    }
}

/* Undo and redo ---------------------------------------------------------- */

/* The number of moves to keep so that the human's last move is undone, or
 * -1 when he has made none in this deal. */
static gint
undo_point (PlTable *self)
{
  if (self->state == NULL || self->record == NULL || self->autoplay ||
      self->game->is_terminal (self->state))
    return -1;
  for (guint i = self->record->moves->len; i > 0; i--)
    if (g_array_index (self->record->moves, PlMove, i - 1).seat == self->human)
      return (gint) i - 1;
  return -1;
}

gboolean
pl_table_can_undo (PlTable *self)
{
  g_return_val_if_fail (PL_IS_TABLE (self), FALSE);

  return undo_point (self) >= 0;
}

gboolean
pl_table_undo (PlTable *self)
{
  g_autoptr(GError) error = NULL;
  gint keep = undo_point (self);
  gpointer state;
  GArray *moves;

  g_return_val_if_fail (PL_IS_TABLE (self), FALSE);

  if (keep < 0)
    return FALSE;

  /* The computer may be thinking about the state being taken back. */
  pl_computer_cancel (self->computer);
  self->generation++;

  state = pl_deal_record_replay (self->record, (guint) keep, &error);
  if (state == NULL)
    {
      /* The record's moves were checked as they were played. */
      g_critical ("The deal cannot be replayed to move %d: %s", keep, error->message);
      return FALSE;
    }

  pl_table_carry_over (self, state);

  moves = self->record->moves;
  for (guint i = moves->len; i > (guint) keep; i--)
    g_array_append_val (self->redo, g_array_index (moves, PlMove, i - 1));
  g_array_set_size (moves, (guint) keep);
  if (self->record->move_lines != NULL && self->record->move_lines->len > (guint) keep)
    g_array_set_size (self->record->move_lines, (guint) keep);

  g_free (self->state);
  self->state = state;
  self->last_move_time = g_get_monotonic_time ();
  pl_table_sync (self);
  pl_table_start_computer (self);
  g_signal_emit_by_name (self, "undone");
  return TRUE;
}

gboolean
pl_table_can_redo (PlTable *self)
{
  g_return_val_if_fail (PL_IS_TABLE (self), FALSE);

  return self->redo->len > 0 && pl_table_is_human_turn (self) &&
         g_array_index (self->redo, PlMove, self->redo->len - 1).seat == self->human;
}

gboolean
pl_table_redo (PlTable *self)
{
  gboolean first = TRUE;

  g_return_val_if_fail (PL_IS_TABLE (self), FALSE);

  if (!pl_table_can_redo (self))
    return FALSE;

  /* The human's move, then the moves after it up to his next decision:
   * the computer would choose them again anyway (its choices are seeded
   * by the deal and the move number), without making him wait. */
  self->redoing = TRUE;
  while (self->redo->len > 0 && !pl_table_is_over (self))
    {
      g_autoptr(GError) error = NULL;
      PlMove move = g_array_index (self->redo, PlMove, self->redo->len - 1);

      if (!first && move.seat == self->human)
        break;
      g_array_set_size (self->redo, self->redo->len - 1);
      if (!pl_table_play_internal (self, &move, &error))
        {
          g_warning ("An undone move cannot be played again: %s", error->message);
          g_array_set_size (self->redo, 0);
          break;
        }
      first = FALSE;
    }
  self->redoing = FALSE;
  return TRUE;
}
