/* pl-laws.c — the book's laws at the table, what every game shares
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-rules"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "pl-laws.h"

void
pl_irregularity_clear (PlIrregularity *irregularity)
{
  g_return_if_fail (irregularity != NULL);

  g_free (irregularity->text);
  memset (irregularity, 0, sizeof *irregularity);
}

gboolean
pl_laws_enabled (const PlGame  *game,
                 gconstpointer  state)
{
  g_return_val_if_fail (game != NULL && state != NULL, FALSE);

  return game->laws != NULL && game->laws->enabled (state);
}

guint
pl_laws_irregular_moves (const PlGame  *game,
                         gconstpointer  state,
                         PlMove        *moves)
{
  g_return_val_if_fail (moves != NULL, 0);

  if (!pl_laws_enabled (game, state) || game->is_terminal (state))
    return 0;
  return game->laws->irregular_moves (state, moves);
}

gboolean
pl_laws_is_pending (const PlGame  *game,
                    gconstpointer  state)
{
  const PlLawsState *laws;

  if (!pl_laws_enabled (game, state))
    return FALSE;
  laws = game->laws->get_state (state);
  return laws->open != 0 && laws->open <= laws->n_events && game->to_move (state) >= 0;
}

gboolean
pl_laws_get_pending (const PlGame   *game,
                     gconstpointer   state,
                     PlIrregularity *out)
{
  const PlLawsState *laws;
  const PlLawEvent *event;

  g_return_val_if_fail (out != NULL, FALSE);

  memset (out, 0, sizeof *out);
  if (!pl_laws_is_pending (game, state))
    return FALSE;
  laws = game->laws->get_state (state);
  event = &laws->events[laws->open - 1];
  out->law = event->law;
  out->offender = event->seat;
  out->to_answer = (guint) game->to_move (state);
  out->text = game->laws->describe (state, event);
  return TRUE;
}

guint
pl_laws_get_events (const PlGame       *game,
                    gconstpointer       state,
                    const PlLawEvent  **events)
{
  const PlLawsState *laws;

  if (events != NULL)
    *events = NULL;
  if (!pl_laws_enabled (game, state))
    return 0;
  laws = game->laws->get_state (state);
  if (events != NULL)
    *events = laws->events;
  return MIN (laws->n_events, PL_LAWS_MAX_EVENTS);
}

gboolean
pl_laws_check_table (const PlDealRecord  *deal,
                     GError             **error)
{
  const PlOptionSpec *spec;

  g_return_val_if_fail (deal != NULL, FALSE);

  spec = pl_game_find_option (deal->game, "laws");
  if (spec == NULL || !pl_option_get (spec, deal->options))
    return TRUE;
  g_set_error_literal (error, PL_RULES_ERROR, PL_RULES_ERROR_OPTION,
                       _("This game is played by the book’s laws (laws=on), which the table "
                         "cannot show yet: “parlour-cli replay” reads it"));
  return FALSE;
}

gboolean
pl_laws_is_laws_move (const PlMove *move)
{
  g_return_val_if_fail (move != NULL, FALSE);

  return (move->flags & PL_MOVE_IRREGULAR) != 0 ||
         move->kind == PL_MOVE_DRAW || move->kind == PL_MOVE_REMEDY ||
         move->kind == PL_MOVE_LAW_CALL;
}

gboolean
pl_laws_refuse_off (GError **error)
{
  g_set_error_literal (error, PL_RULES_ERROR, PL_RULES_ERROR_ILLEGAL_MOVE,
                       _("This deal is not played by the book’s laws: "
                         "irregular acts, their remedies and calls are not taken"));
  return FALSE;
}

static const char *const status_words[] = {
  "open", "unseen", "settled", "condoned",
};

/* A JSON string literal of @text (the sentences are ours, but a name or a
 * translation may hold a quote). */
static void
append_json_string (GString    *out,
                    const char *text)
{
  g_string_append_c (out, '"');
  for (const char *p = text; p != NULL && *p != '\0'; p++)
    {
      if (*p == '"' || *p == '\\')
        g_string_append_printf (out, "\\%c", *p);
      else if ((guchar) *p < 0x20)
        g_string_append_printf (out, "\\u%04x", (guint) (guchar) *p);
      else
        g_string_append_c (out, *p);
    }
  g_string_append_c (out, '"');
}

void
pl_laws_append_json (const PlGame  *game,
                     gconstpointer  state,
                     GString       *out)
{
  const PlLawEvent *events;
  guint n;

  g_return_if_fail (game != NULL && state != NULL && out != NULL);

  if (!pl_laws_enabled (game, state))
    return;
  n = pl_laws_get_events (game, state, &events);
  g_string_append (out, ", \"laws\": [");
  for (guint i = 0; i < n; i++)
    {
      const PlLawEvent *e = &events[i];
      g_autofree char *text = game->laws->describe (state, e);
      char card[3] = "";

      if (e->card != PL_CARD_NONE)
        pl_card_to_string (e->card, card);
      g_string_append_printf (out, "%s{\"law\": \"%s\", \"seat\": %u, \"trick\": %u, ",
                              i ? ", " : "", game->laws->law_word (e->law),
                              (guint) e->seat, (guint) e->trick + 1);
      g_string_append (out, "\"card\": ");
      if (card[0] != '\0')
        g_string_append_printf (out, "\"%s\"", card);
      else
        g_string_append (out, "null");
      g_string_append_printf (out, ", \"status\": \"%s\", \"remedy\": ",
                              status_words[MIN (e->status, G_N_ELEMENTS (status_words) - 1)]);
      if (e->remedy != 0)
        g_string_append_printf (out, "\"%s\"", game->laws->remedy_word (e->remedy));
      else
        g_string_append (out, "null");
      g_string_append_printf (out, ", \"by\": %d, \"points\": %d, \"source\": ",
                              (gint) e->by, (gint) e->points);
      append_json_string (out, game->laws->law_source (e->law));
      g_string_append (out, ", \"text\": ");
      append_json_string (out, text);
      g_string_append_c (out, '}');
    }
  g_string_append_c (out, ']');
}

void
pl_laws_append_reasons (const PlGame  *game,
                        gconstpointer  state,
                        GString       *out)
{
  const PlLawEvent *events;
  guint n;

  g_return_if_fail (game != NULL && state != NULL && out != NULL);

  n = pl_laws_get_events (game, state, &events);
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *text = game->laws->describe (state, &events[i]);

      if (text == NULL || text[0] == '\0')
        continue;
      if (out->len > 0)
        g_string_append_c (out, '\n');
      g_string_append (out, text);
    }
}

PlLawEvent *
pl_laws_add_event (PlLawsState *laws,
                   guint        law,
                   guint        seat,
                   guint        trick,
                   PlCard       card)
{
  PlLawEvent *event;

  g_return_val_if_fail (laws != NULL, NULL);

  if (!pl_laws_has_room (laws))
    return NULL;
  event = &laws->events[laws->n_events++];
  memset (event, 0, sizeof *event);
  event->law = law;
  event->seat = seat;
  event->status = PL_LAW_SETTLED;
  event->by = -1;
  event->trick = trick;
  event->card = card;
  return event;
}

PlLawEvent *
pl_laws_open_event (PlLawsState *laws)
{
  g_return_val_if_fail (laws != NULL, NULL);

  if (laws->open == 0 || laws->open > laws->n_events)
    return NULL;
  return &laws->events[laws->open - 1];
}

gboolean
pl_laws_has_room (const PlLawsState *laws)
{
  return laws->n_events < PL_LAWS_MAX_EVENTS;
}

gboolean
pl_laws_take_word (char      **words,
                   guint      *n_words,
                   const char *word)
{
  if (*n_words < 2 || g_ascii_strcasecmp (words[*n_words - 1], word) != 0)
    return FALSE;
  (*n_words)--;
  g_free (words[*n_words]);
  words[*n_words] = NULL;
  return TRUE;
}
