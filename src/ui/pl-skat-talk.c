/* pl-skat-talk.c — claims and concessions at the Skat table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-skat-talk"

#include <glib/gi18n-lib.h>

#include "pl-ai-skat-claim.h"
#include "pl-rng.h"
#include "pl-skat.h"
#include "pl-skat-talk.h"
#include "pl-window.h"

/* The computer seats' own claims and concessions are looked for from this
 * trick on: earlier the searches take seconds and the rest is rarely
 * certain. */
#define FIRST_TRICK_ASKED 2

struct _PlSkatTalk
{
  PlGameController *controller;   /* weak: owns us */
  GCancellable     *cancellable;  /* of the search running, if any */
  /* The position searched last (the deal and its number of moves), so
   * that each is searched once. */
  guint             searched_deal;
  guint             searched_moves;
  /* Whether the search answers the human's claim or concession: then a
   * computer seat that plays on says why. */
  gboolean          answering;
};

/* One search, on its own copy of the state. */
typedef struct {
  PlSkatState state;
  guint       human;
  guint64     seed;
  gboolean    answering;
  guint       deal;
  guint       n_moves;
  /* What the computer seats say, in order, and why one plays on. */
  PlMove      said[3];
  guint       n_said;
  /* A seat that plays on after the human's claim or concession, and why. */
  gint        plays_on;
  char       *why;
} TalkTask;

static void
talk_task_free (gpointer data)
{
  TalkTask *task = data;

  g_free (task->why);
  g_free (task);
}

static PlTable *
get_table (PlSkatTalk *talk)
{
  return pl_game_controller_get_table (talk->controller);
}

static void
say_to_window (PlSkatTalk *talk,
               const char *message)
{
  GtkWindow *window = pl_game_controller_get_window (talk->controller);

  if (PL_IS_WINDOW (window))
    pl_window_show_toast (PL_WINDOW (window), message);
}

static const char *
seat_name (PlTable *table,
           guint    seat)
{
  PlSeat *s = pl_table_get_seat (table, seat);

  return s != NULL ? pl_seat_get_name (s) : "";
}

static PlMove
talk_move (PlMoveKind kind,
           guint      seat)
{
  PlMove move = pl_move_new (kind, seat);

  /* PL_SKAT_CONCEDE_RESIGN: the player gives up the rest (ISS "RE"). */
  move.arg = PL_SKAT_CONCEDE_RESIGN;
  return move;
}

/* The worker: what each computer seat of the deal says now.  The
 * declarer's claim comes alone (his partners answer it in the next
 * search, with his hand open); a concession that ends the game ends the
 * list. */
static void
talk_thread (GTask        *gtask,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  TalkTask *task = task_data;
  PlSkatState *state = &task->state;
  gint declarer = pl_skat_get_declarer (state);
  PlRng rng;

  pl_rng_init (&rng, task->seed);
  for (guint p = 0; p < 3 && !g_cancellable_is_cancelled (cancellable); p++)
    {
      guint seat = pl_skat_get_position_seat (state, p);

      if (seat == task->human || (state->conceded & (1u << seat)))
        continue;
      if ((gint) seat == declarer)
        {
          /* XSkat's shortcut: the declarer claims what is certainly his,
           * and gives up what is certainly lost. */
          if (!state->claimed && pl_ai_skat_should_claim (state, seat, &rng))
            {
              task->said[task->n_said++] = talk_move (PL_MOVE_CLAIM, seat);
              break;
            }
          if (pl_ai_skat_should_concede (state, seat, &rng))
            {
              task->said[task->n_said++] = talk_move (PL_MOVE_CONCEDE, seat);
              break;
            }
          continue;
        }
      if (state->claimed)
        {
          g_autofree char *why = NULL;

          /* A claim is accepted only when no line of play beats it. */
          if (pl_ai_skat_accepts_claim (state, seat, &rng, &why))
            task->said[task->n_said++] = talk_move (PL_MOVE_CONCEDE, seat);
          else if (task->plays_on < 0)
            {
              task->plays_on = seat;
              task->why = g_steal_pointer (&why);
            }
        }
      else if (pl_ai_skat_should_concede (state, seat, &rng))
        task->said[task->n_said++] = talk_move (PL_MOVE_CONCEDE, seat);
      else if (task->plays_on < 0)
        task->plays_on = seat;
    }
  g_task_return_boolean (gtask, TRUE);
}

static void
talk_done_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  PlSkatTalk *talk = user_data;
  TalkTask *task = g_task_get_task_data (G_TASK (result));
  PlTable *table;
  const PlDealRecord *record;

  /* Cancelled: the position has gone, or the table with it. */
  if (!g_task_propagate_boolean (G_TASK (result), NULL))
    return;
  g_clear_object (&talk->cancellable);
  table = get_table (talk);
  record = pl_table_get_record (table);
  if (record == NULL || pl_table_get_deal_number (table) != task->deal ||
      record->moves->len != task->n_moves)
    return;

  for (guint i = 0; i < task->n_said; i++)
    {
      const PlMove *move = &task->said[i];
      g_autoptr(GError) error = NULL;
      g_autofree char *message = NULL;

      if (pl_table_is_over (table))
        break;
      if (move->kind == PL_MOVE_CLAIM)
        /* TRANSLATORS: a computer declarer lays his cards open: "Anna claims the rest". */
        message = g_strdup_printf (_("%s claims the rest"), seat_name (table, move->seat));
      else
        /* TRANSLATORS: a computer player gives up: "Bernd concedes". */
        message = g_strdup_printf (_("%s concedes"), seat_name (table, move->seat));
      if (!pl_table_say (table, move, &error))
        {
          /* The rules check what the computer says as any move. */
          g_warning ("%s: %s", message, error->message);
          return;
        }
      if (!pl_table_is_over (table))
        say_to_window (talk, message);
    }
  /* The human claimed or conceded and a computer seat does not accept:
   * it says so, and why. */
  if (task->answering && task->plays_on >= 0 && !pl_table_is_over (table))
    {
      g_autofree char *message = NULL;

      if (task->why != NULL)
        /* TRANSLATORS: a computer player refuses the human's claim, and the
         * solver's reason: "Anna does not accept the claim. Playing on: …". */
        message = g_strdup_printf (_("%s does not accept the claim. %s"),
                                   seat_name (table, task->plays_on), task->why);
      else
        /* TRANSLATORS: the computer partner does not concede with the human. */
        message = g_strdup_printf (_("%s plays on: the rest of the tricks is not certainly "
                                     "the declarer's"), seat_name (table, task->plays_on));
      say_to_window (talk, message);
    }
}

static void
start_search (PlSkatTalk *talk,
              gboolean    answering)
{
  PlTable *table = get_table (talk);
  const PlSkatState *state = pl_table_get_state (table);
  const PlDealRecord *record = pl_table_get_record (table);
  g_autoptr(GTask) gtask = NULL;
  TalkTask *task;

  if (talk->cancellable != NULL)
    g_cancellable_cancel (talk->cancellable);
  g_clear_object (&talk->cancellable);

  task = g_new0 (TalkTask, 1);
  task->state = *state;
  task->human = pl_table_get_human_seat (table);
  task->answering = answering;
  task->plays_on = -1;
  task->deal = pl_table_get_deal_number (table);
  task->n_moves = record->moves->len;
  /* The same deal and position search the same worlds. */
  task->seed = pl_table_get_seed (table) * 1000003u + task->n_moves;
  talk->searched_deal = task->deal;
  talk->searched_moves = task->n_moves;

  talk->cancellable = g_cancellable_new ();
  gtask = g_task_new (NULL, talk->cancellable, talk_done_cb, talk);
  g_task_set_source_tag (gtask, start_search);
  g_task_set_task_data (gtask, task, talk_task_free);
  /* The search cannot stop half-way: a cancelled one returns at once and
   * its thread finishes on its own copy of the state. */
  g_task_set_return_on_cancel (gtask, TRUE);
  g_task_run_in_thread (gtask, talk_thread);
}

void
pl_skat_talk_update (PlSkatTalk *talk)
{
  PlTable *table;
  const PlSkatState *state;
  const PlDealRecord *record;
  gboolean answering;

  g_return_if_fail (talk != NULL);

  table = get_table (talk);
  state = pl_table_get_state (table);
  record = pl_table_get_record (table);
  if (state == NULL || record == NULL || pl_table_is_over (table) ||
      pl_skat_get_phase (state) != PL_SKAT_PHASE_PLAY || pl_skat_get_declarer (state) < 0)
    {
      if (talk->cancellable != NULL)
        g_cancellable_cancel (talk->cancellable);
      g_clear_object (&talk->cancellable);
      return;
    }
  if (talk->searched_deal == pl_table_get_deal_number (table) &&
      talk->searched_moves == record->moves->len)
    return;

  /* The human's claim or concession is answered at once; the computer's
   * own shortcut is looked for at the start of a trick. */
  answering = talk->answering;
  talk->answering = FALSE;
  if (answering || state->claimed ||
      (state->n_trick_cards == 0 && state->n_tricks >= FIRST_TRICK_ASKED))
    start_search (talk, answering);
  else if (talk->cancellable != NULL)
    {
      g_cancellable_cancel (talk->cancellable);
      g_clear_object (&talk->cancellable);
    }
}

gboolean
pl_skat_talk_can_claim (PlSkatTalk *talk)
{
  PlTable *table = get_table (talk);
  const PlSkatState *state = pl_table_get_state (table);

  return state != NULL && !pl_table_is_over (table) &&
         pl_skat_get_phase (state) == PL_SKAT_PHASE_PLAY &&
         pl_skat_can_claim (state, pl_table_get_human_seat (table), NULL);
}

gboolean
pl_skat_talk_can_concede (PlSkatTalk *talk)
{
  PlTable *table = get_table (talk);
  const PlSkatState *state = pl_table_get_state (table);

  return state != NULL && !pl_table_is_over (table) &&
         pl_skat_get_phase (state) == PL_SKAT_PHASE_PLAY &&
         pl_skat_can_concede (state, pl_table_get_human_seat (table), NULL);
}

static gboolean
human_says (PlSkatTalk *talk,
            PlMoveKind  kind)
{
  PlTable *table = get_table (talk);
  PlMove move = talk_move (kind, pl_table_get_human_seat (table));
  g_autoptr(GError) error = NULL;

  /* Answered by the search the move starts (pl_skat_talk_update()). */
  talk->answering = TRUE;
  if (!pl_table_say (table, &move, &error))
    {
      talk->answering = FALSE;
      pl_game_controller_refuse (talk->controller, error->message);
      return FALSE;
    }
  return TRUE;
}

gboolean
pl_skat_talk_claim (PlSkatTalk *talk)
{
  g_return_val_if_fail (talk != NULL, FALSE);

  return human_says (talk, PL_MOVE_CLAIM);
}

gboolean
pl_skat_talk_concede (PlSkatTalk *talk)
{
  g_return_val_if_fail (talk != NULL, FALSE);

  return human_says (talk, PL_MOVE_CONCEDE);
}

PlSkatTalk *
pl_skat_talk_new (PlGameController *controller)
{
  PlSkatTalk *talk;

  g_return_val_if_fail (PL_IS_GAME_CONTROLLER (controller), NULL);

  talk = g_new0 (PlSkatTalk, 1);
  talk->controller = controller;
  return talk;
}

void
pl_skat_talk_free (PlSkatTalk *talk)
{
  if (talk == NULL)
    return;
  /* A search still running finds its callback cancelled and drops its
   * answer; the callback then touches nothing of ours. */
  if (talk->cancellable != NULL)
    g_cancellable_cancel (talk->cancellable);
  g_clear_object (&talk->cancellable);
  g_free (talk);
}
