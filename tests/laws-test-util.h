/* laws-test-util.h — what the tests of the book's laws share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <string.h>

#include "pl-laws.h"
#include "pl-record.h"

/* Every move of @moves, regular or irregular, is accepted and reads back
 * from its notation as the same move. */
static inline void
laws_test_round_trip (const PlGame  *game,
                      gconstpointer  state,
                      const PlMove  *moves,
                      guint          n)
{
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(GString) text = g_string_new (NULL);
      g_autoptr(GError) error = NULL;
      PlMove parsed;

      game->move_to_string (state, &moves[i], text);
      if (!game->check_move (state, &moves[i], &error) ||
          !game->move_from_string (state, moves[i].seat, text->str, &parsed, &error))
        g_error ("“%s” by seat %u: %s", text->str, moves[i].seat, error->message);
      if (!pl_move_equal (&parsed, &moves[i]))
        g_error ("“%s” by seat %u reads back as another move", text->str, moves[i].seat);
    }
}

/* The record of @deal, written and read back, replays to @state, byte for
 * byte.  Returns the record's text; free it with g_free(). */
static inline char *
laws_test_replays_same (const PlDealRecord *deal,
                        gconstpointer       state)
{
  g_autoptr(PlRecord) record = pl_record_new ();
  g_autoptr(PlRecord) again = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree gpointer replayed = NULL;
  char *text;

  g_ptr_array_add (record->deals, pl_deal_record_copy (deal));
  text = pl_record_to_string (record);
  again = pl_record_parse (text, strlen (text), "laws.rec", &error);
  if (again == NULL)
    g_error ("%s\n%s", error->message, text);
  replayed = pl_deal_record_replay (g_ptr_array_index (again->deals, 0), G_MAXUINT, &error);
  if (replayed == NULL)
    g_error ("%s\n%s", error->message, text);
  if (memcmp (replayed, state, deal->game->state_size) != 0)
    g_error ("the record replays to another state:\n%s", text);
  return text;
}

/* @text with @from replaced by @to is refused, with an error that names
 * its line and says @message. */
static inline void
laws_test_refused_record (const char *text,
                          const char *from,
                          const char *to,
                          const char *message)
{
  g_autoptr(GString) bad = g_string_new (text);
  g_autoptr(PlRecord) record = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_cmpuint (g_string_replace (bad, from, to, 1), ==, 1);
  record = pl_record_parse (bad->str, bad->len, "bad.rec", &error);
  g_assert_null (record);
  g_assert_nonnull (error);
  if (!g_str_has_prefix (error->message, "bad.rec:") || strstr (error->message, message) == NULL)
    g_error ("“%s” for “%s”: %s", to, message, error->message);
}
