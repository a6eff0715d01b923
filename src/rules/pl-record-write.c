/* pl-record-write.c — the record writer (docs/records.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-record"

#include <stdlib.h>
#include <string.h>

#include "pl-record-private.h"

/*
 * The writer produces the canonical text of docs/records.md: tags in a fixed
 * order, free tags sorted by name, "Name: value" with one space, LF line
 * ends and no comments.  Parsing canonical text and writing it again gives
 * the same bytes, which the tests check.
 */

static int
compare_names (const void *a,
               const void *b)
{
  return strcmp (*(const char *const *) a, *(const char *const *) b);
}

/* Text that came from a program rather than from a parsed file may hold
 * what a one-line value cannot: line breaks and other control characters
 * become spaces, and (in seat names) the '|' that separates the names. */
static void
append_value (GString    *out,
              const char *value,
              gboolean    is_seat_name)
{
  g_autofree char *valid = g_utf8_make_valid (value, -1);
  g_autofree char *copy = g_strstrip (g_strdup (valid));

  for (char *p = copy; *p != '\0'; p++)
    {
      if ((guchar) *p < 0x20 || *p == 0x7f || (is_seat_name && *p == '|'))
        *p = ' ';
      /* C1 controls (0xC2 0x80 to 0x9F) are refused by the reader. */
      else if ((guchar) p[0] == 0xc2 && (guchar) p[1] >= 0x80 && (guchar) p[1] <= 0x9f)
        p[0] = p[1] = ' ';
    }
  g_string_append (out, copy);
}

static void
write_tags (GString    *out,
            GHashTable *tags)
{
  g_autofree gpointer *names = NULL;
  guint n_names;

  names = g_hash_table_get_keys_as_array (tags, &n_names);
  qsort (names, n_names, sizeof (gpointer), compare_names);
  for (guint i = 0; i < n_names; i++)
    {
      const char *value = g_hash_table_lookup (tags, names[i]);

      g_string_append_printf (out, "%s:", (const char *) names[i]);
      if (value[0] != '\0')
        {
          g_string_append_c (out, ' ');
          append_value (out, value, FALSE);
        }
      g_string_append_c (out, '\n');
    }
}

static void
write_options (GString            *out,
               const PlDealRecord *deal)
{
  g_autoptr(GString) text = g_string_new (NULL);
  g_auto(GStrv) lines = NULL;

  pl_game_options_write (deal->game, deal->options, text);
  lines = g_strsplit (text->str, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_strstrip (lines[i]);
      if (lines[i][0] != '\0')
        g_string_append_printf (out, "Option: %s\n", lines[i]);
    }
}

static void
write_deal (GString            *out,
            const PlDealRecord *deal)
{
  const PlGame *game = deal->game;
  gboolean named = FALSE;
  g_autofree gpointer state = NULL;
  g_autoptr(GString) move_text = g_string_new (NULL);

  g_string_append_printf (out, "Game: %s\n", game->id);
  write_options (out, deal);

  for (guint i = 0; i < deal->n_seats && i < PL_MAX_SEATS; i++)
    named |= deal->seat_names[i] != NULL && deal->seat_names[i][0] != '\0';
  if (named)
    {
      g_string_append (out, "Seats:");
      for (guint i = 0; i < deal->n_seats && i < PL_MAX_SEATS; i++)
        {
          g_string_append (out, i == 0 ? " " : " | ");
          if (deal->seat_names[i] != NULL)
            append_value (out, deal->seat_names[i], TRUE);
        }
      g_string_append_c (out, '\n');
    }

  g_string_append_printf (out, "Dealer: %u\n", deal->dealer);
  if (deal->has_seed)
    g_string_append_printf (out, "Seed: %" G_GUINT64_FORMAT "\n", deal->seed);
  else
    {
      g_autofree char *cards = pl_cards_to_string (deal->pack, deal->n_cards);
      g_string_append_printf (out, "Deal: %s\n", cards);
    }
  write_tags (out, deal->tags);

  /* A move's text depends on the state it is played in, so the writer
   * replays the deal.  Moves came through the parser or
   * pl_deal_record_append(), both of which checked them; should one still
   * fail, the text says so in a comment rather than write a bad move. */
  state = pl_deal_record_replay (deal, 0, NULL);
  for (guint i = 0; state != NULL && i < deal->moves->len; i++)
    {
      const PlMove *move = &g_array_index (deal->moves, PlMove, i);

      if (!game->check_move (state, move, NULL))
        {
          g_string_append_printf (out, "# move %u is illegal; the rest is lost\n",
                                  i + 1);
          break;
        }
      g_string_truncate (move_text, 0);
      game->move_to_string (state, move, move_text);
      g_string_append_printf (out, "%u: %s\n", move->seat, move_text->str);
      game->apply (state, move);
    }
  g_string_append (out, "End\n");
}

char *
pl_record_to_string (const PlRecord *record)
{
  GString *out;

  g_return_val_if_fail (record != NULL, NULL);

  out = g_string_new (NULL);
  g_string_append_printf (out, "Parlour-Record: %u\n", PL_RECORD_VERSION);
  write_tags (out, record->tags);
  for (guint i = 0; i < record->deals->len; i++)
    {
      g_string_append_c (out, '\n');
      write_deal (out, g_ptr_array_index (record->deals, i));
    }
  return g_string_free (out, FALSE);
}
