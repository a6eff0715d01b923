/* pl-laws-dialog.c — the book's laws at the table: the answer to an irregularity, and a call
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-laws"

#include <glib/gi18n-lib.h>

#include "pl-laws.h"
#include "pl-laws-dialog.h"

struct _PlLawsDialog
{
  AdwMessageDialog parent_instance;

  /* The moves of the buttons, by their response id "move-N". */
  GArray          *moves;
};

G_DEFINE_FINAL_TYPE (PlLawsDialog, pl_laws_dialog, ADW_TYPE_MESSAGE_DIALOG)

enum {
  SIGNAL_MOVE,
  SIGNAL_PLAY_TO_IT,
  N_SIGNALS,
};

static guint signals[N_SIGNALS];

static void
response_cb (PlLawsDialog *self,
             const char   *response)
{
  guint index;

  if (g_strcmp0 (response, "play") == 0)
    g_signal_emit (self, signals[SIGNAL_PLAY_TO_IT], 0);
  else if (g_str_has_prefix (response, "move-") &&
           (index = (guint) g_ascii_strtoull (response + 5, NULL, 10)) < self->moves->len)
    {
      PlMove move = g_array_index (self->moves, PlMove, index);

      g_signal_emit (self, signals[SIGNAL_MOVE], 0, &move);
    }
}

/* A move's words for its button: the game's label, or its record text. */
static char *
move_label (PlTable      *table,
            const PlMove *move)
{
  const PlGame *game = pl_table_get_game (table);
  gconstpointer state = pl_table_get_state (table);
  char *label = NULL;
  GString *text;

  if (game->laws != NULL && game->laws->remedy_label != NULL)
    label = game->laws->remedy_label (state, move);
  if (label != NULL)
    return label;
  if (move->kind == PL_MOVE_LAW_CALL && game->laws != NULL && game->laws->law_word != NULL)
    /* Translators: a button: "Call revoke", a law's word from the record. */
    return g_strdup_printf (_("Call %s"), game->laws->law_word (move->arg));
  text = g_string_new (NULL);
  game->move_to_string (state, move, text);
  return g_string_free (text, FALSE);
}

static void
add_move (PlLawsDialog *self,
          PlTable      *table,
          const PlMove *move)
{
  g_autofree char *id = g_strdup_printf ("move-%u", self->moves->len);
  g_autofree char *label = move_label (table, move);

  g_array_append_val (self->moves, *move);
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (self), id, label);
}

static PlLawsDialog *
new_dialog (GtkWindow  *parent,
            const char *title,
            const char *heading,
            const char *body)
{
  PlLawsDialog *self = g_object_new (PL_TYPE_LAWS_DIALOG,
                                     "transient-for", parent,
                                     "modal", TRUE,
                                     "title", title,
                                     "heading", heading,
                                     "body", body,
                                     NULL);

  g_signal_connect (self, "response", G_CALLBACK (response_cb), NULL);
  return self;
}

PlLawsDialog *
pl_laws_dialog_new_answer (GtkWindow *parent,
                           PlTable   *table)
{
  const PlGame *game;
  gconstpointer state;
  PlIrregularity pending = { 0, };
  PlMove moves[PL_MAX_MOVES];
  g_autofree char *heading = NULL;
  PlLawsDialog *self;
  gboolean by_card = FALSE;
  guint n;

  g_return_val_if_fail (PL_IS_TABLE (table), NULL);

  game = pl_table_get_game (table);
  state = pl_table_get_state (table);
  if (state == NULL || !pl_table_is_human_turn (table) ||
      !pl_laws_get_pending (game, state, &pending))
    return NULL;
  n = pl_table_get_legal_moves (table, moves);
  if (n == 0)
    {
      pl_irregularity_clear (&pending);
      return NULL;
    }

  /* The heading names the law as the books do ("Seed 001, law 46"). */
  heading = g_strdup (game->laws->law_source (pending.law));
  self = new_dialog (parent, _("Irregularity"),
                     heading != NULL && *heading != '\0' ? heading : _("An Irregularity"),
                     pending.text);
  pl_irregularity_clear (&pending);

  for (guint i = 0; i < n; i++)
    {
      /* Seed 000, seed 002, seed 001 law 53: playing to a card led out
       * of turn lets it stand; the card is chosen from the hand. */
      if (moves[i].kind == PL_MOVE_PLAY)
        by_card = TRUE;
      else
        add_move (self, table, &moves[i]);
    }
  if (by_card)
    adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (self), "play",
                                     _("_Play to It"));
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (self),
                                           self->moves->len > 0 ? "move-0" : "play");
  /* An answer is due: Escape is no answer, the first remedy stays
   * default and the dialog comes back until one is chosen. */
  return self;
}

PlLawsDialog *
pl_laws_dialog_new_call (GtkWindow *parent,
                         PlTable   *table)
{
  PlMove moves[PL_MAX_MOVES];
  PlLawsDialog *self;
  guint n;

  g_return_val_if_fail (PL_IS_TABLE (table), NULL);

  n = pl_table_get_law_calls (table, moves);
  if (n == 0)
    return NULL;
  self = new_dialog (parent, _("Call an Irregularity"), _("Call an Irregularity"),
                     _("Name the irregularity you saw: the law says what follows."));
  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (self), "cancel", _("_Cancel"));
  for (guint i = 0; i < n; i++)
    add_move (self, table, &moves[i]);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (self), "move-0",
                                              ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (self), "move-0");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (self), "cancel");
  return self;
}

static void
pl_laws_dialog_finalize (GObject *object)
{
  PlLawsDialog *self = PL_LAWS_DIALOG (object);

  g_clear_pointer (&self->moves, g_array_unref);

  G_OBJECT_CLASS (pl_laws_dialog_parent_class)->finalize (object);
}

static void
pl_laws_dialog_class_init (PlLawsDialogClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = pl_laws_dialog_finalize;

  signals[SIGNAL_MOVE] =
    g_signal_new ("move", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_POINTER);
  signals[SIGNAL_PLAY_TO_IT] =
    g_signal_new ("play-to-it", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
pl_laws_dialog_init (PlLawsDialog *self)
{
  self->moves = g_array_new (FALSE, FALSE, sizeof (PlMove));
}
