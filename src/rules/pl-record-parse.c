/* pl-record-parse.c — the record parser (docs/records.md)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-record"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "pl-record-private.h"

/*
 * A record is untrusted input.  The parser goes line by line, checks every
 * line for size, NUL bytes, UTF-8 and control characters before it looks
 * at it, and replays every move through the rules as it reads it, because
 * a move's text can only be read against the state it is played in.  Any
 * error ends the parse: the caller gets "file:line: what is wrong" and no
 * record at all.
 */

typedef struct {
  const char   *filename;
  GError      **error;
  gboolean      failed;
} Parser;

/* A deal between its "Game:" line and its "End". */
typedef struct {
  guint         game_line;
  const PlGame *game;
  gpointer      options;
  guint         dealer_line;
  guint         dealer;
  guint         seed_line;
  guint64       seed;
  guint         pack_line;
  guint         n_cards;
  PlCard        pack[64];
  guint         seats_line;
  char        **seat_names;
  GHashTable   *tags;
  /* Set once the first move or End is read. */
  PlDealRecord *deal;
  gpointer      state;
} Block;

static void parse_fail (Parser       *parser,
                        guint         line,
                        PlRecordError code,
                        const char   *format,
                        ...) G_GNUC_PRINTF (4, 5);

static void
parse_fail (Parser       *parser,
            guint         line,
            PlRecordError code,
            const char   *format,
            ...)
{
  va_list args;
  g_autofree char *message = NULL;

  /* Only the first error counts. */
  if (parser->failed)
    return;
  parser->failed = TRUE;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (parser->error, PL_RECORD_ERROR, code, "%s:%u: %s",
               parser->filename, line, message);
}

static void
block_clear (Block *block)
{
  g_clear_pointer (&block->options, g_free);
  g_clear_pointer (&block->seat_names, g_strfreev);
  g_clear_pointer (&block->tags, g_hash_table_unref);
  g_clear_pointer (&block->deal, pl_deal_record_free);
  g_clear_pointer (&block->state, g_free);
  memset (block, 0, sizeof *block);
}

gboolean
pl_record_check_line (const char  *text,
                      gsize        length,
                      GError     **error)
{
  const char *end;

  if (length > PL_RECORD_MAX_LINE)
    {
      g_set_error (error, PL_RECORD_ERROR, PL_RECORD_ERROR_TOO_LARGE,
                   _("the line is longer than %u bytes: not a record"), PL_RECORD_MAX_LINE);
      return FALSE;
    }
  if (memchr (text, '\0', length) != NULL)
    {
      g_set_error (error, PL_RECORD_ERROR, PL_RECORD_ERROR_SYNTAX,
                   _("a NUL byte at column %u: binary data, not a record"),
                   (guint) ((const char *) memchr (text, '\0', length) - text) + 1);
      return FALSE;
    }
  if (!g_utf8_validate (text, (gssize) length, &end))
    {
      g_set_error (error, PL_RECORD_ERROR, PL_RECORD_ERROR_SYNTAX,
                   _("invalid UTF-8 at byte %u of the line: a record is UTF-8 text"),
                   (guint) (end - text) + 1);
      return FALSE;
    }
  for (gsize i = 0; i < length; i++)
    {
      guchar c = (guchar) text[i];

      /* C0 and DEL; and C1 (U+0080 to U+009F, in UTF-8 0xC2 0x80 to 0xC2
       * 0x9F), which no name or tag needs either and which terminals
       * obey as commands. */
      if ((c < 0x20 && c != '\t') || c == 0x7f ||
          (c == 0xc2 && i + 1 < length && (guchar) text[i + 1] >= 0x80 &&
           (guchar) text[i + 1] <= 0x9f))
        {
          g_set_error (error, PL_RECORD_ERROR, PL_RECORD_ERROR_SYNTAX,
                       _("control character U+%04X at byte %u of the line"),
                       c == 0xc2 ? (guchar) text[i + 1] : c, (guint) i + 1);
          return FALSE;
        }
    }
  return TRUE;
}

/* Checks one line of raw bytes (pl_record_check_line()). */
static gboolean
check_line_bytes (Parser     *parser,
                  guint       line,
                  const char *text,
                  gsize       length)
{
  g_autoptr(GError) local = NULL;

  if (pl_record_check_line (text, length, &local))
    return TRUE;
  parse_fail (parser, line, local->code, "%s", local->message);
  return FALSE;
}

/* Splits "Name: value" into its parts; FALSE if the line is not a tag.  A
 * name is an ASCII letter followed by letters, digits and '-'. */
static gboolean
split_tag (char  *line,
           char **name,
           char **value)
{
  char *p = line;

  if (!g_ascii_isalpha (*p))
    return FALSE;
  while (g_ascii_isalnum (*p) || *p == '-')
    p++;
  if (*p != ':')
    return FALSE;
  *p = '\0';
  *name = line;
  *value = g_strstrip (p + 1);
  return TRUE;
}

static gboolean
parse_uint (const char *text,
            guint64     max,
            guint64    *out)
{
  /* Digits only: g_ascii_string_to_unsigned() would take a sign too. */
  if (*text == '\0' || strspn (text, "0123456789") != strlen (text))
    return FALSE;
  return g_ascii_string_to_unsigned (text, 10, 0, max, out, NULL);
}

/* Builds the deal record once the tags before the first move are known.
 * Every check of the tags taken together happens here, with the line of
 * the tag that is wrong. */
static gboolean
block_start_play (Parser *parser,
                  Block  *block,
                  guint   line)
{
  const PlGame *game = block->game;
  guint n_seats = game->n_seats (block->options);
  g_autoptr(GError) local_error = NULL;

  if (!pl_game_options_check (game, block->options, &local_error))
    {
      parse_fail (parser, line, PL_RECORD_ERROR_SYNTAX,
                  _("the options of the deal that starts at line %u do not go "
                    "together: %s"), block->game_line, local_error->message);
      return FALSE;
    }
  if (block->dealer_line == 0)
    {
      parse_fail (parser, line, PL_RECORD_ERROR_BAD_DEAL,
                  _("the deal that starts at line %u has no “Dealer:” tag"),
                  block->game_line);
      return FALSE;
    }
  if (block->dealer >= n_seats)
    {
      parse_fail (parser, block->dealer_line, PL_RECORD_ERROR_BAD_DEAL,
                  _("dealer %u does not exist: seats are numbered 0 to %u"),
                  block->dealer, n_seats - 1);
      return FALSE;
    }
  if (block->seed_line == 0 && block->pack_line == 0)
    {
      parse_fail (parser, line, PL_RECORD_ERROR_BAD_DEAL,
                  _("the deal that starts at line %u has neither a “Seed:” "
                    "nor a “Deal:” tag"), block->game_line);
      return FALSE;
    }
  if (block->seat_names != NULL &&
      g_strv_length (block->seat_names) != n_seats)
    {
      parse_fail (parser, block->seats_line, PL_RECORD_ERROR_BAD_DEAL,
                  _("%u seat names for a game of %u seats"),
                  g_strv_length (block->seat_names), n_seats);
      return FALSE;
    }

  if (block->seed_line != 0)
    {
      block->deal = pl_deal_record_new_from_seed (game, block->options,
                                                  block->dealer, block->seed);
    }
  else
    {
      block->deal = pl_deal_record_new_from_pack (game, block->options,
                                                  block->dealer, block->pack,
                                                  block->n_cards, &local_error);
      if (block->deal == NULL)
        {
          parse_fail (parser, block->pack_line, PL_RECORD_ERROR_BAD_DEAL,
                      "%s", local_error->message);
          return FALSE;
        }
    }

  for (guint i = 0; block->seat_names != NULL && i < n_seats; i++)
    if (block->seat_names[i][0] != '\0')
      block->deal->seat_names[i] = g_strdup (block->seat_names[i]);
  g_hash_table_unref (block->deal->tags);
  block->deal->tags = g_steal_pointer (&block->tags);
  block->tags = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);

  block->state = pl_deal_record_replay (block->deal, 0, &local_error);
  if (block->state == NULL)
    {
      parse_fail (parser, block->pack_line ? block->pack_line : block->seed_line,
                  PL_RECORD_ERROR_BAD_DEAL, "%s", local_error->message);
      return FALSE;
    }
  return TRUE;
}

static void
parse_move (Parser     *parser,
            Block      *block,
            guint       line,
            const char *seat_text,
            const char *text)
{
  const PlGame *game = block->game;
  guint64 seat;
  PlMove move;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *quoted = pl_record_quote (text, strlen (text));

  if (block->deal == NULL && !block_start_play (parser, block, line))
    return;

  if (!parse_uint (seat_text, G_MAXUINT, &seat) || seat >= block->deal->n_seats)
    {
      g_autofree char *quoted_seat = pl_record_quote (seat_text, strlen (seat_text));
      parse_fail (parser, line, PL_RECORD_ERROR_SYNTAX,
                  _("seat %s does not exist: seats are numbered 0 to %u"),
                  quoted_seat, block->deal->n_seats - 1);
      return;
    }
  if (block->deal->moves->len >= PL_RECORD_MAX_MOVES)
    {
      parse_fail (parser, line, PL_RECORD_ERROR_TOO_LARGE,
                  _("more than %u moves in one deal"), PL_RECORD_MAX_MOVES);
      return;
    }
  if (game->is_terminal (block->state))
    {
      parse_fail (parser, line, PL_RECORD_ERROR_ILLEGAL_MOVE,
                  _("move “%s” after the end of the deal"), quoted);
      return;
    }

  move = pl_move_new (PL_MOVE_NONE, (guint) seat);
  if (!game->move_from_string (block->state, (guint) seat, text, &move,
                               &local_error))
    {
      parse_fail (parser, line, PL_RECORD_ERROR_SYNTAX,
                  _("“%s” is not a move of %s: %s"),
                  quoted, game->id, local_error->message);
      return;
    }
  move.seat = (guint8) seat;
  if (!game->check_move (block->state, &move, &local_error))
    {
      parse_fail (parser, line, PL_RECORD_ERROR_ILLEGAL_MOVE,
                  _("illegal move “%s” by seat %u: %s"),
                  quoted, (guint) seat, local_error->message);
      return;
    }
  game->apply (block->state, &move);
  g_array_append_val (block->deal->moves, move);
  g_array_append_val (block->deal->move_lines, line);
}

static void
parse_cards_tag (Parser     *parser,
                 Block      *block,
                 guint       line,
                 const char *value)
{
  g_auto(GStrv) tokens = g_strsplit_set (value, " \t", -1);

  block->n_cards = 0;
  for (guint i = 0; tokens[i] != NULL; i++)
    {
      PlCard card;

      if (tokens[i][0] == '\0')
        continue;
      if (strlen (tokens[i]) != 2 || !pl_card_from_string (tokens[i], &card))
        {
          g_autofree char *quoted = pl_record_quote (tokens[i], strlen (tokens[i]));
          parse_fail (parser, line, PL_RECORD_ERROR_BAD_DEAL,
                      _("“%s” is not a card (a suit C S H D and a rank "
                        "A K Q J T 9 8 7 6 5 4 3 2, as in “HT”)"), quoted);
          return;
        }
      if (block->n_cards >= G_N_ELEMENTS (block->pack))
        {
          parse_fail (parser, line, PL_RECORD_ERROR_BAD_DEAL,
                      _("more than 64 cards in the deal"));
          return;
        }
      block->pack[block->n_cards++] = card;
    }
}

/* A tag inside a deal, before its first move. */
static void
parse_deal_tag (Parser     *parser,
                Block      *block,
                guint       line,
                const char *name,
                const char *value)
{
  g_autoptr(GError) local_error = NULL;
  guint64 number;

  if (block->deal != NULL)
    {
      parse_fail (parser, line, PL_RECORD_ERROR_SYNTAX,
                  _("the tag “%s” comes after the first move of the deal"), name);
      return;
    }

  if (strcmp (name, "Option") == 0)
    {
      const char *eq = strchr (value, '=');
      g_autofree char *key = NULL;

      if (eq == NULL || eq == value)
        {
          g_autofree char *quoted = pl_record_quote (value, strlen (value));
          parse_fail (parser, line, PL_RECORD_ERROR_SYNTAX,
                      _("“%s” is not an option: write “key=value”"), quoted);
          return;
        }
      key = g_strndup (value, (gsize) (eq - value));
      if (!pl_game_options_set (block->game, block->options, key, eq + 1, &local_error))
        {
          g_autofree char *quoted = pl_record_quote (value, strlen (value));
          parse_fail (parser, line, PL_RECORD_ERROR_SYNTAX,
                      _("bad option “%s”: %s"), quoted, local_error->message);
        }
    }
  else if (strcmp (name, "Seats") == 0)
    {
      if (block->seats_line != 0)
        {
          parse_fail (parser, line, PL_RECORD_ERROR_SYNTAX,
                      _("a second “Seats:” tag (the first is at line %u)"),
                      block->seats_line);
          return;
        }
      block->seats_line = line;
      block->seat_names = g_strsplit (value, "|", -1);
      for (guint i = 0; block->seat_names[i] != NULL; i++)
        g_strstrip (block->seat_names[i]);
    }
  else if (strcmp (name, "Dealer") == 0)
    {
      if (block->dealer_line != 0)
        {
          parse_fail (parser, line, PL_RECORD_ERROR_SYNTAX,
                      _("a second “Dealer:” tag (the first is at line %u)"),
                      block->dealer_line);
          return;
        }
      if (!parse_uint (value, G_MAXUINT, &number))
        {
          g_autofree char *quoted = pl_record_quote (value, strlen (value));
          parse_fail (parser, line, PL_RECORD_ERROR_BAD_DEAL,
                      _("dealer “%s” is not a seat number"), quoted);
          return;
        }
      block->dealer_line = line;
      block->dealer = (guint) number;
    }
  else if (strcmp (name, "Seed") == 0 || strcmp (name, "Deal") == 0)
    {
      if (block->seed_line != 0 || block->pack_line != 0)
        {
          parse_fail (parser, line, PL_RECORD_ERROR_BAD_DEAL,
                      _("a deal has one “Seed:” or one “Deal:” tag, and this "
                        "one has another at line %u"),
                      block->seed_line ? block->seed_line : block->pack_line);
          return;
        }
      if (strcmp (name, "Seed") == 0)
        {
          if (!parse_uint (value, G_MAXUINT64, &number))
            {
              g_autofree char *quoted = pl_record_quote (value, strlen (value));
              parse_fail (parser, line, PL_RECORD_ERROR_BAD_DEAL,
                          _("seed “%s” is not a number from 0 to %llu"), quoted,
                          (unsigned long long) G_MAXUINT64);
              return;
            }
          block->seed_line = line;
          block->seed = number;
        }
      else
        {
          block->pack_line = line;
          parse_cards_tag (parser, block, line, value);
        }
    }
  else if (pl_record_is_free_tag (name))
    {
      if (g_hash_table_contains (block->tags, name))
        {
          parse_fail (parser, line, PL_RECORD_ERROR_SYNTAX,
                      _("the tag “%s” is given twice in one deal"), name);
          return;
        }
      g_hash_table_insert (block->tags, g_strdup (name), g_strdup (value));
    }
  else if (strcmp (name, "Game") == 0)
    {
      parse_fail (parser, line, PL_RECORD_ERROR_TRUNCATED,
                  _("a new deal starts before the deal of line %u has its “End”"),
                  block->game_line);
    }
  else
    {
      g_autofree char *quoted = pl_record_quote (name, strlen (name));
      parse_fail (parser, line, PL_RECORD_ERROR_UNKNOWN_TAG,
                  _("unknown tag “%s”"), quoted);
    }
}

static void
start_block (Parser     *parser,
             Block      *block,
             guint       line,
             const char *value)
{
  const PlGame *game = pl_game_lookup (value);

  if (game == NULL)
    {
      g_autofree char *quoted = pl_record_quote (value, strlen (value));
      parse_fail (parser, line, PL_RECORD_ERROR_SYNTAX,
                  _("unknown game “%s”"), quoted);
      return;
    }
  block->game_line = line;
  block->game = game;
  block->options = g_malloc0 (MAX (game->options_size, 1));
  pl_game_options_init (game, block->options);
  block->tags = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
}

static void
end_block (Parser   *parser,
           Block    *block,
           PlRecord *record,
           guint     line)
{
  if (block->deal == NULL && !block_start_play (parser, block, line))
    return;
  block->deal->line = block->game_line;
  g_ptr_array_add (record->deals, g_steal_pointer (&block->deal));
  block_clear (block);
}

/* One line, already checked for bytes and stripped of its line end. */
static void
parse_line (Parser   *parser,
            PlRecord *record,
            Block    *block,
            gboolean *have_header,
            guint     line,
            char     *text)
{
  char *name, *value;
  char *stripped = g_strstrip (text);

  if (stripped[0] == '\0' || stripped[0] == '#')
    return;

  if (!*have_header)
    {
      guint64 version;

      if (!split_tag (stripped, &name, &value) ||
          strcmp (name, "Parlour-Record") != 0)
        {
          parse_fail (parser, line, PL_RECORD_ERROR_SYNTAX,
                      _("not a Parlour record: it must start with "
                        "“Parlour-Record: %u”"), PL_RECORD_VERSION);
          return;
        }
      if (!parse_uint (value, G_MAXUINT, &version) || version == 0)
        {
          parse_fail (parser, line, PL_RECORD_ERROR_VERSION,
                      _("the record version must be a number"));
          return;
        }
      if (version != PL_RECORD_VERSION)
        {
          parse_fail (parser, line, PL_RECORD_ERROR_VERSION,
                      _("record version %u: this Parlour reads version %u"),
                      (guint) version, PL_RECORD_VERSION);
          return;
        }
      *have_header = TRUE;
      return;
    }

  /* A move: "SEAT: text". */
  if (g_ascii_isdigit (stripped[0]))
    {
      char *colon = strchr (stripped, ':');

      if (block->game == NULL)
        {
          parse_fail (parser, line, PL_RECORD_ERROR_SYNTAX,
                      _("a move outside a deal: a deal starts with “Game:”"));
          return;
        }
      if (colon == NULL)
        {
          g_autofree char *quoted = pl_record_quote (stripped, strlen (stripped));
          parse_fail (parser, line, PL_RECORD_ERROR_SYNTAX,
                      _("“%s” is not a move line: write “seat: move”"), quoted);
          return;
        }
      *colon = '\0';
      parse_move (parser, block, line, g_strstrip (stripped),
                  g_strstrip (colon + 1));
      return;
    }

  if (strcmp (stripped, "End") == 0)
    {
      if (block->game == NULL)
        parse_fail (parser, line, PL_RECORD_ERROR_SYNTAX,
                    _("“End” outside a deal"));
      else
        end_block (parser, block, record, line);
      return;
    }

  if (!split_tag (stripped, &name, &value))
    {
      g_autofree char *quoted = pl_record_quote (stripped, strlen (stripped));
      parse_fail (parser, line, PL_RECORD_ERROR_SYNTAX,
                  _("“%s” is neither a tag, a move nor “End”"), quoted);
      return;
    }

  if (block->game != NULL)
    {
      parse_deal_tag (parser, block, line, name, value);
      return;
    }

  if (strcmp (name, "Game") == 0)
    start_block (parser, block, line, value);
  else if (pl_record_is_free_tag (name))
    {
      if (g_hash_table_contains (record->tags, name))
        parse_fail (parser, line, PL_RECORD_ERROR_SYNTAX,
                    _("the tag “%s” is given twice"), name);
      else
        g_hash_table_insert (record->tags, g_strdup (name), g_strdup (value));
    }
  else if (strcmp (name, "Parlour-Record") == 0)
    parse_fail (parser, line, PL_RECORD_ERROR_SYNTAX,
                _("a second “Parlour-Record:” line"));
  else if (strcmp (name, "Option") == 0 || strcmp (name, "Seats") == 0 ||
           strcmp (name, "Dealer") == 0 || strcmp (name, "Seed") == 0 ||
           strcmp (name, "Deal") == 0)
    parse_fail (parser, line, PL_RECORD_ERROR_SYNTAX,
                _("the tag “%s” outside a deal: a deal starts with “Game:”"),
                name);
  else
    {
      g_autofree char *quoted = pl_record_quote (name, strlen (name));
      parse_fail (parser, line, PL_RECORD_ERROR_UNKNOWN_TAG,
                  _("unknown tag “%s”"), quoted);
    }
}

PlRecord *
pl_record_parse (const char  *text,
                 gsize        length,
                 const char  *filename,
                 GError     **error)
{
  Parser parser = { filename ? filename : "<record>", error, FALSE };
  g_autoptr(PlRecord) record = NULL;
  Block block = { 0, };
  gboolean have_header = FALSE;
  const char *p = text, *end = text + length;
  guint line = 0;
  char *buf;

  g_return_val_if_fail (text != NULL || length == 0, NULL);

  if (length > PL_RECORD_MAX_FILE)
    {
      parse_fail (&parser, 1, PL_RECORD_ERROR_TOO_LARGE,
                  _("the file is larger than %u MiB: not a record"),
                  PL_RECORD_MAX_FILE / (1024 * 1024));
      return NULL;
    }

  /* A byte-order mark is allowed once, before the first line. */
  if (length >= 3 && memcmp (text, "\xef\xbb\xbf", 3) == 0)
    p += 3;

  record = pl_record_new ();
  buf = g_malloc (PL_RECORD_MAX_LINE + 1);

  while (p < end && !parser.failed)
    {
      const char *nl = memchr (p, '\n', (gsize) (end - p));
      gsize len = (nl != NULL ? nl : end) - p;

      line++;
      /* CRLF line ends are read as LF. */
      if (len > 0 && p[len - 1] == '\r')
        len--;
      if (check_line_bytes (&parser, line, p, len))
        {
          memcpy (buf, p, len);
          buf[len] = '\0';
          parse_line (&parser, record, &block, &have_header, line, buf);
        }
      p = nl != NULL ? nl + 1 : end;
    }
  g_free (buf);

  if (!parser.failed && !have_header)
    parse_fail (&parser, MAX (line, 1), PL_RECORD_ERROR_SYNTAX,
                _("not a Parlour record: it must start with "
                  "“Parlour-Record: %u”"), PL_RECORD_VERSION);
  if (!parser.failed && block.game != NULL)
    parse_fail (&parser, line, PL_RECORD_ERROR_TRUNCATED,
                _("the file ends inside the deal of line %u, without its "
                  "“End”: truncated?"), block.game_line);

  block_clear (&block);
  if (parser.failed)
    return NULL;
  return g_steal_pointer (&record);
}
