/* pl-window-hint.c — win.hint: the move the Strong player would make
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-hint"

#include <glib/gi18n-lib.h>

#include "pl-ai.h"
#include "pl-card-names.h"
#include "pl-bezique.h"
#include "pl-skat.h"
#include "pl-table-view.h"
#include "pl-window-private.h"

#define HINT_DATA "pl-window-hint"

/* What a window remembers of its hints.  The generation changes with every
 * move, deal and undo, so that a hint computed for a position that has
 * gone is dropped rather than shown. */
typedef struct {
  PlTable      *table;        /* weak: the table whose signals we follow */
  guint         generation;
  GCancellable *cancellable;  /* of the hint being computed, if any */
} HintData;

/* One hint being computed in a thread, on its own copy of the state. */
typedef struct {
  const PlGame *game;
  gpointer      state;
  guint         seat;
  guint         generation;
  PlTable      *table;        /* only compared, never dereferenced */
  PlMove        move;
  char         *reason;
} HintTask;

static void
hint_data_free (gpointer user_data)
{
  HintData *data = user_data;

  if (data->cancellable != NULL)
    g_cancellable_cancel (data->cancellable);
  g_clear_object (&data->cancellable);
  g_clear_weak_pointer (&data->table);
  g_free (data);
}

static void
hint_task_free (gpointer user_data)
{
  HintTask *task = user_data;

  g_free (task->state);
  g_free (task->reason);
  g_free (task);
}

static HintData *get_data (PlWindow *self);

/* A hint's toast.  It is never dismissed by hand: dismissing a toast
 * while libadwaita 1.2 animates it in or out crashes the overlay. */
static void
show_toast (PlWindow   *self,
            const char *message,
            guint       timeout)
{
  AdwToast *toast = adw_toast_new (message);

  adw_toast_set_timeout (toast, timeout);
  pl_window_add_toast (self, toast);
}

static HintData *
get_data (PlWindow *self)
{
  HintData *data = g_object_get_data (G_OBJECT (self), HINT_DATA);

  if (data == NULL)
    {
      data = g_new0 (HintData, 1);
      g_object_set_data_full (G_OBJECT (self), HINT_DATA, data, hint_data_free);
    }
  return data;
}

/* Any move, new deal or undo: the hint shown or coming is out of date. */
static void
position_changed_cb (PlWindow *self)
{
  HintData *data = get_data (self);
  GtkWidget *view = pl_window_get_table_view (self);

  data->generation++;
  if (data->cancellable != NULL)
    g_cancellable_cancel (data->cancellable);
  g_clear_object (&data->cancellable);
  if (view != NULL)
    pl_table_view_set_hint (PL_TABLE_VIEW (view), PL_CARD_NONE);
}

static void
follow_table (PlWindow *self,
              PlTable  *table)
{
  HintData *data = get_data (self);

  if (data->table == table)
    return;
  g_set_weak_pointer (&data->table, table);
  data->generation++;
  g_signal_connect_object (table, "move-played", G_CALLBACK (position_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (table, "deal-started", G_CALLBACK (position_changed_cb), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (table, "undone", G_CALLBACK (position_changed_cb), self,
                           G_CONNECT_SWAPPED);
}

gboolean
pl_window_hint_available (PlWindow *self)
{
  PlTable *table = pl_window_get_table (self);

  return table != NULL && pl_table_get_state (table) != NULL &&
         (pl_table_get_game (table) == &pl_skat_game ||
          pl_table_get_game (table) == &pl_bezique_game) &&
         !pl_table_is_over (table) && pl_table_is_human_turn (table);
}

/* The move in words, for a toast ("bid 20", "put away the 7 of Hearts and
 * the 8 of Clubs"); NULL for a card played. */
static char *
describe_move (const PlGame      *game,
               const PlSkatState *state,
               const PlMove      *move)
{
  switch ((PlMoveKind) move->kind)
    {
    case PL_MOVE_BID:
      /* TRANSLATORS: a hint in the bidding; %u is the bid, "18". */
      return g_strdup_printf (_("bid %u"), move->value);
    case PL_MOVE_HOLD:
      /* TRANSLATORS: a hint in the bidding; %u is the bid held, "18". */
      return g_strdup_printf (_("hold %u"), move->value);
    case PL_MOVE_PASS:
      if (pl_skat_get_phase (state) == PL_SKAT_PHASE_KONTRA)
        return g_strdup (_("do not double the game"));
      return g_strdup (_("pass"));
    case PL_MOVE_PICKUP:
      return g_strdup (_("take up the skat"));
    case PL_MOVE_HAND:
      return g_strdup (_("play from your hand"));
    case PL_MOVE_KONTRA:
      return g_strdup (_("say Kontra"));
    case PL_MOVE_RE:
      return g_strdup (_("say Re"));
    case PL_MOVE_DISCARD:
      {
        PlCard cards[2];
        guint n = 0;

        for (PlCard c = 0; c < 64 && n < 2; c++)
          if (pl_cardset_has (move->cards, c))
            cards[n++] = c;
        if (n == 2)
          {
            g_autofree char *first = pl_card_get_display_name (cards[0]);
            g_autofree char *second = pl_card_get_display_name (cards[1]);

            /* TRANSLATORS: a hint: the two cards to put in the skat. */
            return g_strdup_printf (_("put away the %s and the %s"), first, second);
          }
        break;
      }
    case PL_MOVE_ANNOUNCE:
      {
        const char *name = pl_skat_contract_name ((PlSkatContract) move->arg);
        GString *text = g_string_new (NULL);

        /* TRANSLATORS: a hint: the game to announce, "announce Grand". */
        g_string_printf (text, _("announce %s"), name);
        if (move->flags & PL_SKAT_FLAG_OUVERT)
          g_string_append_printf (text, ", %s", _("Ouvert"));
        if (move->flags & PL_SKAT_FLAG_SCHWARZ)
          g_string_append_printf (text, ", %s", _("Schwarz announced"));
        else if (move->flags & PL_SKAT_FLAG_SCHNEIDER)
          g_string_append_printf (text, ", %s", _("Schneider announced"));
        return g_string_free (text, FALSE);
      }
    default:
      break;
    }

  {
    /* Nothing better: the record's notation ("announce C hand"). */
    GString *text = g_string_new (NULL);

    game->move_to_string (state, move, text);
    return g_string_free (text, FALSE);
  }
}

/* A Bézique move in words: "declare Bézique (40)". */
static char *
describe_bezique_move (const PlMove *move)
{
  switch ((PlMoveKind) move->kind)
    {
    case PL_MOVE_DECLARE:
      if (move->flags & PL_BEZIQUE_TO_SCORE)
        /* TRANSLATORS: a Bézique hint: "announce Common marriage to score". */
        return g_strdup_printf (_("announce %s to score"),
                                pl_bezique_combination_name ((PlBeziqueCombination) move->arg));
      /* TRANSLATORS: a Bézique hint: "declare Bézique (40)". */
      return g_strdup_printf (_("declare %s (%u)"),
                              pl_bezique_combination_name ((PlBeziqueCombination) move->arg),
                              pl_bezique_combination_points ((PlBeziqueCombination) move->arg));
    case PL_MOVE_EXCHANGE:
      return g_strdup (_("exchange the seven of trumps for the turn-up"));
    case PL_MOVE_NO_DECLARE:
      return g_strdup (_("declare nothing"));
    default:
      return NULL;
    }
}

static void
hint_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  HintTask *hint = task_data;

  hint->move = pl_ai_hint (hint->game, hint->state, hint->seat, &hint->reason);
  g_task_return_boolean (task, TRUE);
}

static void
show_hint (PlWindow *self,
           HintTask *hint)
{
  PlTable *table = pl_window_get_table (self);
  const PlSkatState *state = pl_table_get_state (table);
  GtkWidget *view = pl_window_get_table_view (self);
  g_autofree char *what = NULL;
  g_autofree char *message = NULL;

  /* The AI promises a legal move; a hint that is not one is a bug, and
   * it is never applied anyway. */
  g_return_if_fail (hint->game->check_move (state, &hint->move, NULL));

  if (hint->move.kind == PL_MOVE_PLAY)
    {
      /* Bézique's moves name physical cards (pl-bezique.h). */
      PlCard name = hint->game == &pl_bezique_game ? pl_bezique_card (hint->move.card)
                                                   : hint->move.card;
      g_autofree char *card = pl_card_get_display_name (name);

      if (view != NULL)
        pl_table_view_set_hint (PL_TABLE_VIEW (view), name);
      /* TRANSLATORS: a hint: "play the Queen of Spades". */
      what = g_strdup_printf (_("play the %s"), card);
    }
  else
    {
      if (hint->game == &pl_bezique_game)
        what = describe_bezique_move (&hint->move);
      if (what == NULL)
        what = describe_move (hint->game, state, &hint->move);
    }

  if (hint->reason != NULL && *hint->reason != '\0')
    /* TRANSLATORS: a hint and why: "Hint: play the Queen of Spades — wins the trick". */
    message = g_strdup_printf (_("Hint: %s — %s"), what, hint->reason);
  else
    /* TRANSLATORS: a hint: "Hint: bid 20". */
    message = g_strdup_printf (_("Hint: %s"), what);
  show_toast (self, message, 6);
}

static void
hint_done_cb (GObject      *source,
              GAsyncResult *result,
              gpointer      user_data)
{
  PlWindow *self = PL_WINDOW (source);
  GTask *task = G_TASK (result);
  HintTask *hint = g_task_get_task_data (task);
  HintData *data = get_data (self);

  /* A move was played, a deal begun or undone meanwhile, or the window
   * closed: the hint is for a position that has gone. */
  if (!g_task_propagate_boolean (task, NULL) ||
      hint->generation != data->generation ||
      pl_window_get_table (self) != hint->table ||
      !pl_window_hint_available (self))
    return;

  g_clear_object (&data->cancellable);
  show_hint (self, hint);
}

static void
pl_window_hint (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  PlWindow *self = PL_WINDOW (widget);
  PlTable *table = pl_window_get_table (self);
  HintData *data;
  HintTask *hint;
  g_autoptr(GTask) task = NULL;

  if (!pl_window_hint_available (self))
    return;

  follow_table (self, table);
  data = get_data (self);
  /* One hint at a time: the one coming is for this very position. */
  if (data->cancellable != NULL)
    return;

  hint = g_new0 (HintTask, 1);
  hint->game = pl_table_get_game (table);
  hint->state = g_memdup2 (pl_table_get_state (table), hint->game->state_size);
  hint->seat = pl_table_get_human_seat (table);
  hint->generation = data->generation;
  hint->table = table;

  data->cancellable = g_cancellable_new ();
  task = g_task_new (self, data->cancellable, hint_done_cb, NULL);
  g_task_set_source_tag (task, pl_window_hint);
  g_task_set_task_data (task, hint, hint_task_free);
  /* The search cannot be stopped half-way: a cancelled hint returns at
   * once and its thread finishes on its own copy of the state. */
  g_task_set_return_on_cancel (task, TRUE);
  g_task_run_in_thread (task, hint_thread);

  /* Short: the hint itself follows within seconds. */
  show_toast (self, _("Thinking about a hint…"), 2);
}

void
pl_window_hint_class_init (GtkWidgetClass *widget_class)
{
  gtk_widget_class_install_action (widget_class, "win.hint", NULL, pl_window_hint);
}
