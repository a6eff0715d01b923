/* pl-table-computer.c — the computer seats: a GTask that chooses a move
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#define G_LOG_DOMAIN "parlour-computer"

#include "pl-ai.h"
#include "pl-ai-laws.h"
#include "pl-laws.h"
#include "pl-rng.h"
#include "pl-table-private.h"

/*
 * The computer thinks in a worker thread on its own copy of the state, so
 * that the window never waits for it, and the table never changes under
 * it.  Its answer comes back to the main loop, where it is dropped if the
 * table has moved on in the meantime (a new deal, a load, an undo: the
 * generation counter changed) or is gone (the job holds only a weak
 * reference, so that a table being closed is not kept alive by a thread).
 * What survives waits out the rest of "computer-delay", counted from the
 * previous move, and goes through the same checked path as a human move.
 */
struct _PlComputer
{
  PlTable      *table;         /* not owned: the table owns us */
  GCancellable *cancellable;
  guint         timeout_id;
  PlMove        pending;
  /* The pending move waits for the table's release (pl_table_hold). */
  gboolean      waiting;
  PlAiLevel     level;
  PlAiErrRate   err_rate;
};

typedef struct {
  GWeakRef      table;
  guint         generation;
  const PlGame *game;
  gpointer      state;         /* a copy, owned */
  guint         seat;
  guint64       rng_seed;
  PlAiLevel     level;
  /* The book's laws: the rate at which the computer seats err, and the
   * seat they leave alone (the human's; none in autoplay). */
  PlAiErrRate   err_rate;
  gint          human;
} ComputerJob;

static void
computer_job_free (gpointer data)
{
  ComputerJob *job = data;

  g_weak_ref_clear (&job->table);
  g_free (job->state);
  g_free (job);
}

PlComputer *
pl_computer_new (PlTable *table)
{
  PlComputer *computer = g_new0 (PlComputer, 1);

  computer->table = table;
  computer->level = PL_AI_LEVEL_NORMAL;
  return computer;
}

void
pl_computer_cancel (PlComputer *computer)
{
  if (computer->cancellable != NULL)
    {
      g_cancellable_cancel (computer->cancellable);
      g_clear_object (&computer->cancellable);
    }
  g_clear_handle_id (&computer->timeout_id, g_source_remove);
  computer->waiting = FALSE;
}

void
pl_computer_set_level (PlComputer *computer,
                       guint       level)
{
  computer->level = MIN (level, PL_AI_N_LEVELS - 1);
}

void
pl_computer_set_err_rate (PlComputer *computer,
                          guint       rate)
{
  computer->err_rate = MIN (rate, PL_AI_N_ERR_RATES - 1);
}

void
pl_computer_free (PlComputer *computer)
{
  if (computer == NULL)
    return;
  pl_computer_cancel (computer);
  g_free (computer);
}

/* PARLOUR_LAWS_FORCE_ERR=TEXT (the tests): at a deal played by the laws
 * that has seen no irregularity yet, a computer seat commits the first of
 * its irregular acts whose record line holds TEXT ("expose", "3: expose",
 * "out-of-turn") at its first chance, so that a test meets the act it
 * wants every time. */
static gboolean
laws_forced_err (const PlGame  *game,
                 gconstpointer  state,
                 guint          seat,
                 PlMove        *move)
{
  const char *word = g_getenv ("PARLOUR_LAWS_FORCE_ERR");
  const PlLawEvent *events;
  PlMove acts[PL_MAX_MOVES];
  guint n;

  if (word == NULL || *word == '\0' || pl_laws_get_events (game, state, &events) > 0)
    return FALSE;
  n = pl_laws_irregular_moves (game, state, acts);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GString) text = NULL;

      if (acts[i].seat != seat)
        continue;
      text = g_string_new (NULL);
      g_string_append_printf (text, "%u: ", seat);
      game->move_to_string (state, &acts[i], text);
      if (strstr (text->str, word) != NULL)
        {
          *move = acts[i];
          return TRUE;
        }
    }
  return FALSE;
}

/* A deal played by the book's laws (pl-ai-laws.h): an irregularity being
 * answered by a computer seat is answered; otherwise each computer seat
 * may call what it sees, then err at the rate set (never the human's
 * seat: he errs by himself); otherwise the seat to move plays. */
static gboolean
laws_choose (ComputerJob *job,
             PlRng       *rng,
             PlMove      *move)
{
  const PlGame *game = job->game;
  gint to_move = game->to_move (job->state);
  guint n_seats = PL_MAX_SEATS;

  if (!pl_laws_enabled (game, job->state) || to_move < 0 ||
      pl_laws_is_pending (game, job->state))
    return FALSE;
  for (guint seat = 0; seat < n_seats; seat++)
    if ((gint) seat != job->human && pl_ai_laws_call (game, job->state, seat, move))
      return TRUE;
  for (guint k = 0; k < n_seats; k++)
    {
      guint seat = ((guint) to_move + k) % n_seats;

      if ((gint) seat == job->human)
        continue;
      if (laws_forced_err (game, job->state, seat, move) ||
          pl_ai_laws_err (game, job->state, seat, job->err_rate, rng, move))
        return TRUE;
    }
  return FALSE;
}

static void
computer_thread (GTask        *task,
                 gpointer      source_object,
                 gpointer      task_data,
                 GCancellable *cancellable)
{
  ComputerJob *job = task_data;
  PlMove *move = g_new (PlMove, 1);
  PlRng rng;

  pl_rng_init (&rng, job->rng_seed);
  if (laws_choose (job, &rng, move))
    {
      g_task_return_pointer (task, move, g_free);
      return;
    }
  /* The level from the preferences; PARLOUR_AI_LEVEL overrides it (the
   * tests play at Easy to stay fast).  An irregularity a computer seat
   * answers is answered here too (pl_ai_laws_choose()). */
  *move = pl_ai_choose (job->game, job->state, job->seat,
                        pl_ai_level_from_env (job->level), &rng);
  g_task_return_pointer (task, move, g_free);
}

static void
computer_play (PlComputer *computer)
{
  g_autoptr(GError) error = NULL;
  PlMove move = computer->pending;

  if (!pl_table_play_internal (computer->table, &move, &error))
    {
      /* A move of our own player that the rules refuse is a bug in the
       * player; it is never played. */
      g_critical ("The computer's move for seat %u was refused: %s",
                  move.seat, error->message);
      pl_table_report_error (computer->table, error->message);
    }
}

static gboolean
computer_timeout_cb (gpointer user_data)
{
  PlComputer *computer = user_data;

  computer->timeout_id = 0;
  computer_play (computer);
  return G_SOURCE_REMOVE;
}

/* Plays the pending move once "computer-delay" has passed since the
 * previous move (thinking time counts) or since the table was released,
 * whichever came later. */
static void
computer_schedule (PlComputer *computer)
{
  PlTable *table = computer->table;
  gint64 since, wait_us;

  since = MAX (pl_table_get_last_move_time (table), table->release_time);
  wait_us = (gint64) pl_table_get_computer_delay (table) * 1000 -
            (g_get_monotonic_time () - since);
  if (wait_us > 0)
    computer->timeout_id = g_timeout_add ((guint) ((wait_us + 999) / 1000),
                                          computer_timeout_cb, computer);
  else
    computer_play (computer);
}

static void
computer_done_cb (GObject      *source_object,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  ComputerJob *job = g_task_get_task_data (G_TASK (result));
  g_autoptr(PlTable) table = g_weak_ref_get (&job->table);
  g_autofree PlMove *move = NULL;
  PlComputer *computer;

  move = g_task_propagate_pointer (G_TASK (result), NULL);
  if (move == NULL || table == NULL ||
      job->generation != pl_table_get_generation (table))
    return;

  computer = pl_table_get_computer (table);
  g_clear_object (&computer->cancellable);
  computer->pending = *move;

  /* A trick lying in view holds the table: the move waits for it. */
  if (pl_table_is_held (table))
    {
      computer->waiting = TRUE;
      return;
    }
  computer_schedule (computer);
}

void
pl_computer_resume (PlComputer *computer)
{
  if (!computer->waiting)
    return;
  computer->waiting = FALSE;
  computer_schedule (computer);
}

void
pl_computer_start (PlComputer    *computer,
                   const PlGame  *game,
                   gconstpointer  state,
                   guint          seat,
                   guint64        rng_seed)
{
  g_autoptr(GTask) task = NULL;
  ComputerJob *job;

  pl_computer_cancel (computer);

  job = g_new0 (ComputerJob, 1);
  g_weak_ref_init (&job->table, computer->table);
  job->generation = pl_table_get_generation (computer->table);
  job->game = game;
  job->state = g_memdup2 (state, game->state_size);
  job->seat = seat;
  job->rng_seed = rng_seed;
  job->level = computer->level;
  job->err_rate = computer->err_rate;
  job->human = computer->table->autoplay ? -1 : (gint) computer->table->human;

  computer->cancellable = g_cancellable_new ();
  task = g_task_new (NULL, computer->cancellable, computer_done_cb, NULL);
  g_task_set_source_tag (task, pl_computer_start);
  g_task_set_name (task, "[parlour] computer move");
  g_task_set_task_data (task, job, computer_job_free);
  g_task_run_in_thread (task, computer_thread);
}

/* PlTable's side of the computer players. */

void
pl_table_set_computer_level (PlTable *self,
                             guint    level)
{
  g_return_if_fail (PL_IS_TABLE (self));

  pl_computer_set_level (self->computer, level);
}

void
pl_table_hold (PlTable *self)
{
  g_return_if_fail (PL_IS_TABLE (self));

  self->holds++;
}

void
pl_table_release (PlTable *self)
{
  g_return_if_fail (PL_IS_TABLE (self));
  g_return_if_fail (self->holds > 0);

  if (--self->holds > 0)
    return;
  self->release_time = g_get_monotonic_time ();
  pl_computer_resume (self->computer);
}

gboolean
pl_table_is_held (PlTable *self)
{
  g_return_val_if_fail (PL_IS_TABLE (self), FALSE);

  return self->holds > 0;
}
