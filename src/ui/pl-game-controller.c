/* pl-game-controller.c — what the window asks of a game's controller, and what controllers share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-game-controller"

#include <glib/gi18n-lib.h>

#include "pl-application.h"
#include "pl-card-names.h"
#include "pl-game-controller.h"
#include "pl-peek-dialog.h"
#include "pl-settings.h"
#include "pl-window.h"

/* How long the last trick stays on the table before the result shows. */
#define RESULT_DELAY_MS 900

typedef struct
{
  GtkWindow     *window;        /* weak: the window owns the controller */
  PlTable       *table;
  PlTableView   *view;
  PlActionBar *bar;
  GtkRevealer   *bar_revealer;

  GtkWindow     *dialog;        /* weak: the one dialog open */
  guint          result_source;

  char          *last_refusal;
  char          *last_peek;

  /* The view's signals may come back while update runs. */
  gboolean       updating;
  gboolean       update_again;
} PlGameControllerPrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (PlGameController, pl_game_controller, G_TYPE_OBJECT)

enum {
  PROP_0,
  PROP_WINDOW,
  PROP_TABLE,
  PROP_VIEW,
  PROP_BAR,
  PROP_BAR_REVEALER,
  N_PROPS,
};

enum {
  SIGNAL_CHANGED,
  N_SIGNALS,
};

static GParamSpec *properties[N_PROPS];
static guint signals[N_SIGNALS];

#define PRIV(self) ((PlGameControllerPrivate *) pl_game_controller_get_instance_private (self))

void
pl_game_controller_emit_changed (PlGameController *self)
{
  g_return_if_fail (PL_IS_GAME_CONTROLLER (self));

  g_signal_emit (self, signals[SIGNAL_CHANGED], 0);
}

void
pl_game_controller_update (PlGameController *self)
{
  PlGameControllerPrivate *priv;

  g_return_if_fail (PL_IS_GAME_CONTROLLER (self));

  priv = PRIV (self);
  if (priv->updating)
    {
      priv->update_again = TRUE;
      return;
    }
  if (priv->table == NULL)
    return;

  priv->updating = TRUE;
  do
    {
      priv->update_again = FALSE;
      PL_GAME_CONTROLLER_GET_CLASS (self)->update (self);
    }
  while (priv->update_again);
  priv->updating = FALSE;

  pl_game_controller_emit_changed (self);
}

/* Dialogs ---------------------------------------------------------------- */

static gboolean
dialog_gone_idle_cb (gpointer user_data)
{
  PlGameController *self = user_data;

  pl_game_controller_update (self);
  return G_SOURCE_REMOVE;
}

static void
dialog_destroyed_cb (PlGameController *self)
{
  /* The focus comes back to the table once the dialog is gone. */
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, dialog_gone_idle_cb,
                   g_object_ref (self), g_object_unref);
}

GtkWindow *
pl_game_controller_get_open_dialog (PlGameController *self)
{
  g_return_val_if_fail (PL_IS_GAME_CONTROLLER (self), NULL);

  return PRIV (self)->dialog;
}

void
pl_game_controller_set_dialog (PlGameController *self,
                               GtkWindow        *dialog)
{
  PlGameControllerPrivate *priv;

  g_return_if_fail (PL_IS_GAME_CONTROLLER (self));

  priv = PRIV (self);
  if (priv->dialog != NULL)
    g_object_remove_weak_pointer (G_OBJECT (priv->dialog), (gpointer *) &priv->dialog);
  priv->dialog = dialog;
  if (dialog != NULL)
    {
      g_object_add_weak_pointer (G_OBJECT (dialog), (gpointer *) &priv->dialog);
      g_signal_connect_object (dialog, "destroy", G_CALLBACK (dialog_destroyed_cb), self,
                               G_CONNECT_SWAPPED);
    }
}

static void
result_next_deal_cb (PlGameController *self)
{
  pl_game_controller_deal (self, g_random_int ());
}

static void
result_analyse_clicked_cb (GtkWidget        *button,
                           PlGameController *self)
{
  PlGameControllerPrivate *priv = PRIV (self);

  if (PL_IS_WINDOW (priv->window))
    pl_window_review_present (PL_WINDOW (priv->window), GTK_WINDOW (gtk_widget_get_root (button)));
}

/* "Analyse This Deal" at the start of the end-of-deal window's header bar
 * (the frame of pl-result-frame.h: the content's first child), for every
 * game whose deals the analysis knows. */
static void
result_add_analyse (PlGameController *self,
                    GtkWindow        *dialog)
{
  PlGameControllerPrivate *priv = PRIV (self);
  GtkWidget *content, *header, *button;

  if (!ADW_IS_WINDOW (dialog) || !PL_IS_WINDOW (priv->window) ||
      !pl_window_review_available (PL_WINDOW (priv->window)))
    return;
  content = adw_window_get_content (ADW_WINDOW (dialog));
  header = content != NULL ? gtk_widget_get_first_child (content) : NULL;
  if (header == NULL || !ADW_IS_HEADER_BAR (header))
    return;
  button = gtk_button_new_with_mnemonic (_("_Analyse"));
  gtk_widget_set_tooltip_text (button, _("Analyse This Deal (Ctrl+Shift+A)"));
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Analyse This Deal"), -1);
  g_signal_connect_object (button, "clicked", G_CALLBACK (result_analyse_clicked_cb), self, 0);
  adw_header_bar_pack_start (ADW_HEADER_BAR (header), button);
}

void
pl_game_controller_present_result (PlGameController *self,
                                   GtkWindow        *dialog)
{
  g_return_if_fail (PL_IS_GAME_CONTROLLER (self));
  g_return_if_fail (GTK_IS_WINDOW (dialog));

  result_add_analyse (self, dialog);
  g_signal_connect_object (dialog, "next-deal", G_CALLBACK (result_next_deal_cb), self,
                           G_CONNECT_SWAPPED);
  pl_game_controller_set_dialog (self, dialog);
  gtk_window_present (dialog);
  pl_game_controller_emit_changed (self);
}

void
pl_game_controller_close_dialog (PlGameController *self)
{
  g_return_if_fail (PL_IS_GAME_CONTROLLER (self));

  if (PRIV (self)->dialog != NULL)
    gtk_window_destroy (PRIV (self)->dialog);
}

/* Moves and refusals ----------------------------------------------------- */

void
pl_game_controller_refuse (PlGameController *self,
                           const char       *message)
{
  PlGameControllerPrivate *priv;

  g_return_if_fail (PL_IS_GAME_CONTROLLER (self));

  priv = PRIV (self);
  g_free (priv->last_refusal);
  priv->last_refusal = g_strdup (message);
  if (PL_IS_WINDOW (priv->window))
    pl_window_show_toast (PL_WINDOW (priv->window), message);
  pl_game_controller_emit_changed (self);
}

gboolean
pl_game_controller_play (PlGameController *self,
                         const PlMove     *move)
{
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (PL_IS_GAME_CONTROLLER (self), FALSE);

  if (!pl_table_play (PRIV (self)->table, move, &error))
    {
      pl_game_controller_refuse (self, error->message);
      return FALSE;
    }
  return TRUE;
}

gboolean
pl_game_controller_find_move (PlGameController *self,
                              PlMoveKind        kind,
                              PlMove           *out)
{
  PlMove moves[PL_MAX_MOVES];
  guint n;
  gboolean found = FALSE;

  g_return_val_if_fail (PL_IS_GAME_CONTROLLER (self), FALSE);
  g_return_val_if_fail (out != NULL, FALSE);

  n = pl_table_get_legal_moves (PRIV (self)->table, moves);
  for (guint i = 0; i < n; i++)
    if (moves[i].kind == kind && (!found || moves[i].value < out->value))
      {
        *out = moves[i];
        found = TRUE;
      }
  return found;
}

void
pl_game_controller_show_bar (PlGameController *self,
                             const char       *title,
                             const char       *detail)
{
  PlGameControllerPrivate *priv;

  g_return_if_fail (PL_IS_GAME_CONTROLLER (self));

  priv = PRIV (self);
  pl_action_bar_set_status (priv->bar, title, detail);
  gtk_revealer_set_reveal_child (priv->bar_revealer, TRUE);
}

void
pl_game_controller_hide_bar (PlGameController *self)
{
  g_return_if_fail (PL_IS_GAME_CONTROLLER (self));

  gtk_revealer_set_reveal_child (PRIV (self)->bar_revealer, FALSE);
}

gboolean
pl_game_controller_bar_shown (PlGameController *self)
{
  g_return_val_if_fail (PL_IS_GAME_CONTROLLER (self), FALSE);

  return gtk_revealer_get_reveal_child (PRIV (self)->bar_revealer);
}

GtkWindow *
pl_game_controller_get_window (PlGameController *self)
{
  g_return_val_if_fail (PL_IS_GAME_CONTROLLER (self), NULL);

  return PRIV (self)->window;
}

PlTable *
pl_game_controller_get_table (PlGameController *self)
{
  g_return_val_if_fail (PL_IS_GAME_CONTROLLER (self), NULL);

  return PRIV (self)->table;
}

PlTableView *
pl_game_controller_get_view (PlGameController *self)
{
  g_return_val_if_fail (PL_IS_GAME_CONTROLLER (self), NULL);

  return PRIV (self)->view;
}

PlActionBar *
pl_game_controller_get_bar (PlGameController *self)
{
  g_return_val_if_fail (PL_IS_GAME_CONTROLLER (self), NULL);

  return PRIV (self)->bar;
}

GSettings *
pl_game_controller_get_settings (PlGameController *self)
{
  GtkWindow *window = pl_game_controller_get_window (self);
  GtkApplication *app = window ? gtk_window_get_application (window) : NULL;

  return PL_IS_APPLICATION (app) ? pl_application_get_settings (PL_APPLICATION (app)) : NULL;
}

PlCardTheme *
pl_game_controller_get_card_theme (PlGameController *self)
{
  GtkWindow *window = pl_game_controller_get_window (self);
  GtkApplication *app = window ? gtk_window_get_application (window) : NULL;

  return PL_IS_APPLICATION (app) ? pl_application_get_card_theme (PL_APPLICATION (app)) : NULL;
}

/* The table -------------------------------------------------------------- */

static void
reset (PlGameController *self)
{
  PlGameControllerPrivate *priv = PRIV (self);

  g_clear_handle_id (&priv->result_source, g_source_remove);
  pl_game_controller_close_dialog (self);
  if (PL_GAME_CONTROLLER_GET_CLASS (self)->reset != NULL)
    PL_GAME_CONTROLLER_GET_CLASS (self)->reset (self);
}

static void
move_played_cb (PlGameController *self)
{
  pl_game_controller_update (self);
}

static void
deal_started_cb (PlGameController *self)
{
  g_clear_pointer (&PRIV (self)->last_peek, g_free);
  reset (self);
  pl_game_controller_update (self);
}

/* An undo took moves back: what was asked for them is asked again when the
 * table gets there again; the computer's move was cancelled by the table. */
static void
undone_cb (PlGameController *self)
{
  reset (self);
  pl_game_controller_update (self);
}

static gboolean
show_result_cb (gpointer user_data)
{
  PlGameController *self = user_data;

  PRIV (self)->result_source = 0;
  pl_game_controller_show_result (self);
  return G_SOURCE_REMOVE;
}

static void
deal_over_cb (PlGameController *self)
{
  PlGameControllerPrivate *priv = PRIV (self);

  pl_game_controller_update (self);
  g_clear_handle_id (&priv->result_source, g_source_remove);
  priv->result_source = g_timeout_add (RESULT_DELAY_MS, show_result_cb, self);
}

static void
table_error_cb (PlGameController *self,
                const char       *message)
{
  pl_game_controller_refuse (self, message);
}

/* A move's button on the bar is that move, played for the human. */
static void
bar_move_cb (PlActionBar      *bar,
             gpointer          move,
             PlGameController *self)
{
  pl_game_controller_play (self, move);
}

static void
pl_game_controller_constructed (GObject *object)
{
  PlGameController *self = PL_GAME_CONTROLLER (object);
  PlGameControllerPrivate *priv = PRIV (self);

  G_OBJECT_CLASS (pl_game_controller_parent_class)->constructed (object);

  g_return_if_fail (PL_IS_TABLE (priv->table));
  g_return_if_fail (PL_IS_TABLE_VIEW (priv->view));
  g_return_if_fail (PL_IS_ACTION_BAR (priv->bar));
  g_return_if_fail (GTK_IS_REVEALER (priv->bar_revealer));

  g_signal_connect_swapped (priv->table, "move-played", G_CALLBACK (move_played_cb), self);
  g_signal_connect_swapped (priv->table, "deal-started", G_CALLBACK (deal_started_cb), self);
  g_signal_connect_swapped (priv->table, "deal-over", G_CALLBACK (deal_over_cb), self);
  g_signal_connect_swapped (priv->table, "undone", G_CALLBACK (undone_cb), self);
  g_signal_connect_swapped (priv->table, "error", G_CALLBACK (table_error_cb), self);
  g_signal_connect (priv->bar, "move", G_CALLBACK (bar_move_cb), self);
}

/* Settings and options --------------------------------------------------- */

void
pl_game_controller_apply_settings (PlGameController *self,
                                   gboolean          new_match)
{
  GSettings *settings;
  const PlGame *game;
  PlTable *table;

  g_return_if_fail (PL_IS_GAME_CONTROLLER (self));

  settings = pl_game_controller_get_settings (self);
  if (settings == NULL)
    return;
  table = PRIV (self)->table;
  game = pl_table_get_game (table);
  for (guint i = 0; i < game->n_options; i++)
    {
      const PlOptionSpec *spec = &game->options[i];
      g_autoptr(GError) error = NULL;
      guint value;

      /* A game to 1000 stays a game to 1000 until it is won. */
      if ((spec->flags & PL_OPTION_MATCH) && !new_match)
        continue;
      if (!pl_settings_get_option (settings, game, spec, &value))
        continue;
      if (!pl_table_set_option (table, spec->key, pl_option_value_to_string (spec, value),
                                &error))
        g_warning ("A %s option was refused: %s", game->id, error->message);
    }
  pl_table_set_computer_level (table, (guint) g_settings_get_enum (settings, "computer-level"));
}

/* The options of the settings (the match's only for the first deal),
 * then the deal. */
static void
real_deal (PlGameController *self,
           guint64           seed)
{
  PlTable *table = PRIV (self)->table;

  pl_game_controller_apply_settings (self, pl_table_get_deal_number (table) == 0);
  pl_table_new_deal (table, seed);
}

/* A card played is said by its name; anything else as the record writes
 * it ("announce C hand"). */
static char *
real_describe_move (PlGameController *self,
                    gconstpointer     state,
                    const PlMove     *move,
                    PlCard           *card)
{
  const PlGame *game = pl_table_get_game (PRIV (self)->table);
  GString *text;

  *card = PL_CARD_NONE;
  if (move->kind == PL_MOVE_PLAY)
    {
      g_autofree char *name = pl_card_get_display_name (move->card);

      *card = move->card;
      /* TRANSLATORS: a hint: "play the Queen of Spades". */
      return g_strdup_printf (_("play the %s"), name);
    }
  text = g_string_new (NULL);
  game->move_to_string (state, move, text);
  return g_string_free (text, FALSE);
}

void
pl_game_controller_append_cards (GString      *out,
                                 const PlCard *cards,
                                 guint         n)
{
  g_return_if_fail (out != NULL);

  g_string_append_c (out, '[');
  for (guint i = 0; i < n; i++)
    {
      char name[3];

      pl_card_to_string (cards[i], name);
      g_string_append_printf (out, "%s\"%s\"", i > 0 ? ", " : "", name);
    }
  g_string_append_c (out, ']');
}

void
pl_game_controller_append_cardset (GString   *out,
                                   PlCardSet  set)
{
  PlCard cards[64];
  guint n = 0;
  PlCard card;

  PL_CARDSET_FOREACH (set, card)
    cards[n++] = card;
  pl_game_controller_append_cards (out, cards, n);
}

/* The cards the human may play now (those his legal moves play, take or
 * lay down with) and the cards lying in the middle. */
static void
real_append_test_state (PlGameController *self,
                        GString          *out)
{
  PlTable *table = PRIV (self)->table;
  PlCardList *trick = pl_table_get_trick (table);
  PlMove moves[PL_MAX_MOVES];
  PlCard cards[PL_MAX_MOVES];
  guint n = pl_table_get_legal_moves (table, moves), n_cards;
  PlCardSet playable = 0;

  for (guint i = 0; i < n; i++)
    if (pl_card_is_valid (moves[i].card))
      playable = pl_cardset_add (playable, moves[i].card);
  g_string_append (out, ", \"playable\": ");
  pl_game_controller_append_cardset (out, playable);
  n_cards = MIN (pl_card_list_get_n_cards (trick), G_N_ELEMENTS (cards));
  for (guint i = 0; i < n_cards; i++)
    cards[i] = pl_card_list_get_card (trick, i);
  g_string_append (out, ", \"trick\": ");
  pl_game_controller_append_cards (out, cards, n_cards);
}

/* What the window asks --------------------------------------------------- */

void
pl_game_controller_deal (PlGameController *self,
                         guint64           seed)
{
  g_return_if_fail (PL_IS_GAME_CONTROLLER (self));

  pl_game_controller_close_dialog (self);
  PL_GAME_CONTROLLER_GET_CLASS (self)->deal (self, seed);
}

char *
pl_game_controller_describe_move (PlGameController *self,
                                  gconstpointer     state,
                                  const PlMove     *move,
                                  PlCard           *card)
{
  PlCard ignored;

  g_return_val_if_fail (PL_IS_GAME_CONTROLLER (self), NULL);
  g_return_val_if_fail (state != NULL && move != NULL, NULL);

  return PL_GAME_CONTROLLER_GET_CLASS (self)->describe_move (self, state, move,
                                                             card != NULL ? card : &ignored);
}

void
pl_game_controller_append_test_state (PlGameController *self,
                                      GString          *out)
{
  g_return_if_fail (PL_IS_GAME_CONTROLLER (self));
  g_return_if_fail (out != NULL);

  if (PRIV (self)->table != NULL && pl_table_get_state (PRIV (self)->table) != NULL)
    PL_GAME_CONTROLLER_GET_CLASS (self)->append_test_state (self, out);
}

void
pl_game_controller_show_result (PlGameController *self)
{
  g_return_if_fail (PL_IS_GAME_CONTROLLER (self));

  pl_game_controller_close_dialog (self);
  PL_GAME_CONTROLLER_GET_CLASS (self)->show_result (self);
}

gboolean
pl_game_controller_has_log (PlGameController *self)
{
  g_return_val_if_fail (PL_IS_GAME_CONTROLLER (self), FALSE);

  return PL_GAME_CONTROLLER_GET_CLASS (self)->show_log != NULL;
}

void
pl_game_controller_show_log (PlGameController *self)
{
  g_return_if_fail (PL_IS_GAME_CONTROLLER (self));

  if (PL_GAME_CONTROLLER_GET_CLASS (self)->show_log == NULL)
    return;
  pl_game_controller_close_dialog (self);
  PL_GAME_CONTROLLER_GET_CLASS (self)->show_log (self);
}

static void
peeked_cb (PlPeekDialog     *dialog,
           guint             index,
           gint              cost,
           PlGameController *self)
{
  PlGameControllerPrivate *priv = PRIV (self);

  g_free (priv->last_peek);
  priv->last_peek = pl_peek_dialog_describe (dialog);
  pl_game_controller_emit_changed (self);
}

gboolean
pl_game_controller_peek (PlGameController *self)
{
  PlGameControllerPrivate *priv;
  PlPeekDialog *dialog;
  guint n_tricks;

  g_return_val_if_fail (PL_IS_GAME_CONTROLLER (self), FALSE);

  priv = PRIV (self);
  if (priv->dialog != NULL || priv->table == NULL)
    return FALSE;
  if (PL_GAME_CONTROLLER_GET_CLASS (self)->peek != NULL)
    return PL_GAME_CONTROLLER_GET_CLASS (self)->peek (self);

  n_tricks = pl_table_get_n_tricks (priv->table);
  if (n_tricks == 0)
    {
      pl_game_controller_refuse (self, _("No trick has been taken yet"));
      return FALSE;
    }
  /* Seed 002: "A trick once turned and quitted cannot again be seen" (Skat
   * lets the last trick be seen: seed 000). */
  if (pl_table_get_peek_cost (priv->table, n_tricks - 1) < 0)
    {
      pl_game_controller_refuse (self, _("A trick once turned and quitted cannot again be seen"));
      return FALSE;
    }

  dialog = pl_peek_dialog_new (priv->window, priv->table,
                               pl_game_controller_get_card_theme (self));
  if (dialog == NULL)
    return FALSE;
  g_free (priv->last_peek);
  priv->last_peek = pl_peek_dialog_describe (dialog);
  g_signal_connect_object (dialog, "peeked", G_CALLBACK (peeked_cb), self, 0);
  pl_game_controller_set_dialog (self, GTK_WINDOW (dialog));
  gtk_window_present (GTK_WINDOW (dialog));
  pl_game_controller_emit_changed (self);
  return TRUE;
}

gboolean
pl_game_controller_can_peek (PlGameController *self)
{
  g_return_val_if_fail (PL_IS_GAME_CONTROLLER (self), FALSE);

  if (PL_GAME_CONTROLLER_GET_CLASS (self)->can_peek != NULL)
    return PL_GAME_CONTROLLER_GET_CLASS (self)->can_peek (self);
  return PRIV (self)->table != NULL && pl_table_get_n_tricks (PRIV (self)->table) > 0;
}

void
pl_game_controller_set_last_peek (PlGameController *self,
                                  const char       *description)
{
  g_return_if_fail (PL_IS_GAME_CONTROLLER (self));

  g_free (PRIV (self)->last_peek);
  PRIV (self)->last_peek = g_strdup (description);
}

void
pl_game_controller_refresh (PlGameController *self)
{
  g_return_if_fail (PL_IS_GAME_CONTROLLER (self));

  /* Once the view has laid out the loaded cards, so that one can take the
   * focus. */
  g_idle_add_full (G_PRIORITY_LOW, dialog_gone_idle_cb, g_object_ref (self), g_object_unref);
}

gboolean
pl_game_controller_in_progress (PlGameController *self)
{
  PlGameControllerPrivate *priv;

  g_return_val_if_fail (PL_IS_GAME_CONTROLLER (self), FALSE);

  priv = PRIV (self);
  return priv->table != NULL && pl_table_get_state (priv->table) != NULL &&
         !pl_table_is_over (priv->table);
}

const char *
pl_game_controller_get_last_refusal (PlGameController *self)
{
  g_return_val_if_fail (PL_IS_GAME_CONTROLLER (self), NULL);

  return PRIV (self)->last_refusal;
}

const char *
pl_game_controller_get_last_peek (PlGameController *self)
{
  g_return_val_if_fail (PL_IS_GAME_CONTROLLER (self), NULL);

  return PRIV (self)->last_peek;
}

const char *
pl_game_controller_get_dialog (PlGameController *self)
{
  PlGameControllerPrivate *priv;

  g_return_val_if_fail (PL_IS_GAME_CONTROLLER (self), "");

  priv = PRIV (self);
  if (priv->dialog == NULL)
    return "";
  return gtk_window_get_title (priv->dialog);
}

/* GObject ---------------------------------------------------------------- */

static void
pl_game_controller_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  PlGameControllerPrivate *priv = PRIV (PL_GAME_CONTROLLER (object));

  switch (prop_id)
    {
    case PROP_WINDOW:
      g_value_set_object (value, priv->window);
      break;
    case PROP_TABLE:
      g_value_set_object (value, priv->table);
      break;
    case PROP_VIEW:
      g_value_set_object (value, priv->view);
      break;
    case PROP_BAR:
      g_value_set_object (value, priv->bar);
      break;
    case PROP_BAR_REVEALER:
      g_value_set_object (value, priv->bar_revealer);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pl_game_controller_set_property (GObject      *object,
                                 guint         prop_id,
                                 const GValue *value,
                                 GParamSpec   *pspec)
{
  PlGameControllerPrivate *priv = PRIV (PL_GAME_CONTROLLER (object));

  switch (prop_id)
    {
    case PROP_WINDOW:
      /* Weak: the window owns the controller. */
      g_set_weak_pointer (&priv->window, g_value_get_object (value));
      break;
    case PROP_TABLE:
      priv->table = g_value_dup_object (value);
      break;
    case PROP_VIEW:
      priv->view = g_value_dup_object (value);
      break;
    case PROP_BAR:
      priv->bar = g_value_dup_object (value);
      break;
    case PROP_BAR_REVEALER:
      priv->bar_revealer = g_value_dup_object (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pl_game_controller_dispose (GObject *object)
{
  PlGameController *self = PL_GAME_CONTROLLER (object);
  PlGameControllerPrivate *priv = PRIV (self);

  g_clear_handle_id (&priv->result_source, g_source_remove);
  if (priv->dialog != NULL)
    {
      GtkWindow *dialog = priv->dialog;

      pl_game_controller_set_dialog (self, NULL);
      gtk_window_destroy (dialog);
    }
  if (priv->table != NULL)
    g_signal_handlers_disconnect_by_data (priv->table, self);
  if (priv->view != NULL)
    g_signal_handlers_disconnect_by_data (priv->view, self);
  if (priv->bar != NULL)
    g_signal_handlers_disconnect_by_data (priv->bar, self);
  g_clear_object (&priv->table);
  g_clear_object (&priv->view);
  g_clear_object (&priv->bar);
  g_clear_object (&priv->bar_revealer);
  g_clear_weak_pointer (&priv->window);

  G_OBJECT_CLASS (pl_game_controller_parent_class)->dispose (object);
}

static void
pl_game_controller_finalize (GObject *object)
{
  PlGameControllerPrivate *priv = PRIV (PL_GAME_CONTROLLER (object));

  g_free (priv->last_refusal);
  g_free (priv->last_peek);

  G_OBJECT_CLASS (pl_game_controller_parent_class)->finalize (object);
}

static void
pl_game_controller_class_init (PlGameControllerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS;

  object_class->constructed = pl_game_controller_constructed;
  object_class->get_property = pl_game_controller_get_property;
  object_class->set_property = pl_game_controller_set_property;
  object_class->dispose = pl_game_controller_dispose;
  object_class->finalize = pl_game_controller_finalize;

  klass->score_sheets = PL_SCORE_SHEETS_BOOK;
  klass->deal = real_deal;
  klass->describe_move = real_describe_move;
  klass->append_test_state = real_append_test_state;

  properties[PROP_WINDOW] =
    g_param_spec_object ("window", NULL, NULL, GTK_TYPE_WINDOW, flags);
  properties[PROP_TABLE] =
    g_param_spec_object ("table", NULL, NULL, PL_TYPE_TABLE, flags);
  properties[PROP_VIEW] =
    g_param_spec_object ("view", NULL, NULL, PL_TYPE_TABLE_VIEW, flags);
  properties[PROP_BAR] =
    g_param_spec_object ("bar", NULL, NULL, PL_TYPE_ACTION_BAR, flags);
  properties[PROP_BAR_REVEALER] =
    g_param_spec_object ("bar-revealer", NULL, NULL, GTK_TYPE_REVEALER, flags);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  signals[SIGNAL_CHANGED] =
    g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
pl_game_controller_init (PlGameController *self)
{
}
