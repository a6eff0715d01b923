/* pl-json.c — a small strict JSON reader for untrusted input
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-json"

#include <math.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "pl-json.h"

G_DEFINE_QUARK (pl-json-error-quark, pl_json_error)

typedef struct {
  const char   *p;
  const char   *end;
  guint         line;
  guint         column;
  guint         depth;
  guint         values;
  PlJsonLimits  limits;
  GString      *path;          /* the JSON path of the value being read */
  GString      *buffer;        /* a string being unescaped */
  GError      **error;
} Parser;

static gboolean
fail (Parser          *parser,
      PlJsonErrorCode  code,
      const char      *format,
      ...) G_GNUC_PRINTF (3, 4);

/* "LINE:COLUMN: what, in PATH" at the reader's position. */
static gboolean
fail (Parser          *parser,
      PlJsonErrorCode  code,
      const char      *format,
      ...)
{
  g_autofree char *what = NULL;
  va_list args;

  if (parser->error == NULL || *parser->error != NULL)
    return FALSE;
  va_start (args, format);
  what = g_strdup_vprintf (format, args);
  va_end (args);
  /* TRANSLATORS: "12:5: expected “,” after an element, in $.deals[3]": a
   * line and a column, what is wrong, and the JSON path where it is. */
  g_set_error (parser->error, PL_JSON_ERROR, code, _("%u:%u: %s, in %s"),
               parser->line, parser->column, what, parser->path->str);
  return FALSE;
}

/* Moves on by one byte, keeping the line and the column (in characters:
 * UTF-8 continuation bytes do not count). */
static inline void
advance (Parser *parser)
{
  guchar c = (guchar) *parser->p++;

  if (c == '\n')
    {
      parser->line++;
      parser->column = 1;
    }
  else if ((c & 0xc0) != 0x80)
    parser->column++;
}

static void
skip_blanks (Parser *parser)
{
  while (parser->p < parser->end &&
         (*parser->p == ' ' || *parser->p == '\t' || *parser->p == '\n' || *parser->p == '\r'))
    advance (parser);
}

/* The character at the reader's position, quoted for a message. */
static char *
describe_here (Parser *parser)
{
  guchar c;

  if (parser->p >= parser->end)
    return g_strdup (_("the end of the text"));
  c = (guchar) *parser->p;
  if (c < 0x20 || c == 0x7f)
    return g_strdup_printf ("U+%04X", c);
  return g_strdup_printf ("“%.*s”", (int) (g_utf8_next_char (parser->p) - parser->p),
                          parser->p);
}

static PlJsonNode *
node_new (Parser     *parser,
          PlJsonType  type)
{
  PlJsonNode *node = g_new0 (PlJsonNode, 1);

  node->type = type;
  node->line = parser->line;
  node->column = parser->column;
  return node;
}

void
pl_json_node_free (PlJsonNode *node)
{
  if (node == NULL)
    return;
  for (guint i = 0; i < node->n_children; i++)
    {
      if (node->type == PL_JSON_ARRAY)
        pl_json_node_free (node->items[i]);
      else if (node->type == PL_JSON_OBJECT)
        {
          g_free (node->members[i].key);
          pl_json_node_free (node->members[i].value);
        }
    }
  g_free (node->items);
  g_free (node->members);
  g_free (node->string);
  g_free (node);
}

static PlJsonNode *parse_value (Parser *parser);

static gboolean
expect_word (Parser     *parser,
             const char *word)
{
  gsize n = strlen (word);

  if ((gsize) (parser->end - parser->p) < n || strncmp (parser->p, word, n) != 0)
    {
      g_autofree char *here = describe_here (parser);
      return fail (parser, PL_JSON_ERROR_SYNTAX, _("unexpected %s (not a JSON value)"), here);
    }
  for (gsize i = 0; i < n; i++)
    advance (parser);
  return TRUE;
}

static gboolean
read_hex4 (Parser  *parser,
           guint   *value)
{
  *value = 0;
  for (guint i = 0; i < 4; i++)
    {
      gint digit = parser->p < parser->end ? g_ascii_xdigit_value (*parser->p) : -1;

      if (digit < 0)
        return fail (parser, PL_JSON_ERROR_SYNTAX,
                     _("a \\u escape needs four hexadecimal digits"));
      *value = *value * 16 + (guint) digit;
      advance (parser);
    }
  return TRUE;
}

/* A string, the reader on its opening quote; the unescaped text goes into
 * parser->buffer. */
static gboolean
read_string (Parser *parser)
{
  GString *out = parser->buffer;

  g_string_truncate (out, 0);
  advance (parser);
  for (;;)
    {
      guchar c;

      if (parser->p >= parser->end)
        return fail (parser, PL_JSON_ERROR_SYNTAX, _("the text ends inside a string"));
      c = (guchar) *parser->p;
      if (c == '"')
        {
          advance (parser);
          return TRUE;
        }
      if (c < 0x20)
        return fail (parser, PL_JSON_ERROR_SYNTAX,
                     _("a control character (U+%04X) in a string must be escaped"), c);
      if (out->len >= parser->limits.max_string)
        return fail (parser, PL_JSON_ERROR_LIMIT, _("a string longer than %lu bytes"),
                     (gulong) parser->limits.max_string);
      if (c != '\\')
        {
          g_string_append_c (out, (char) c);
          advance (parser);
          continue;
        }

      advance (parser);
      if (parser->p >= parser->end)
        return fail (parser, PL_JSON_ERROR_SYNTAX, _("the text ends inside a string"));
      switch (*parser->p)
        {
        case '"': g_string_append_c (out, '"'); break;
        case '\\': g_string_append_c (out, '\\'); break;
        case '/': g_string_append_c (out, '/'); break;
        case 'b': g_string_append_c (out, '\b'); break;
        case 'f': g_string_append_c (out, '\f'); break;
        case 'n': g_string_append_c (out, '\n'); break;
        case 'r': g_string_append_c (out, '\r'); break;
        case 't': g_string_append_c (out, '\t'); break;
        case 'u':
          {
            guint code, low;

            advance (parser);
            if (!read_hex4 (parser, &code))
              return FALSE;
            if (code >= 0xdc00 && code <= 0xdfff)
              return fail (parser, PL_JSON_ERROR_SYNTAX,
                           _("a lone low surrogate \\u%04X"), code);
            if (code >= 0xd800 && code <= 0xdbff)
              {
                if ((gsize) (parser->end - parser->p) < 2 ||
                    parser->p[0] != '\\' || parser->p[1] != 'u')
                  return fail (parser, PL_JSON_ERROR_SYNTAX,
                               _("a high surrogate \\u%04X without its low surrogate"), code);
                advance (parser);
                advance (parser);
                if (!read_hex4 (parser, &low))
                  return FALSE;
                if (low < 0xdc00 || low > 0xdfff)
                  return fail (parser, PL_JSON_ERROR_SYNTAX,
                               _("a high surrogate \\u%04X without its low surrogate"), code);
                code = 0x10000 + ((code - 0xd800) << 10) + (low - 0xdc00);
              }
            if (code == 0)
              return fail (parser, PL_JSON_ERROR_SYNTAX,
                           _("\\u0000 (a NUL character) is not allowed in a string"));
            g_string_append_unichar (out, code);
            continue;
          }
        default:
          {
            g_autofree char *here = describe_here (parser);
            return fail (parser, PL_JSON_ERROR_SYNTAX, _("%s is not an escape"), here);
          }
        }
      advance (parser);
    }
}

static gboolean
parse_number (Parser     *parser,
              PlJsonNode *node)
{
  const char *start = parser->p;
  gboolean integer = TRUE;
  g_autofree char *text = NULL;
  gint64 value;

  if (parser->p < parser->end && *parser->p == '-')
    advance (parser);
  if (parser->p < parser->end && *parser->p == '0')
    advance (parser);
  else if (parser->p < parser->end && g_ascii_isdigit (*parser->p))
    while (parser->p < parser->end && g_ascii_isdigit (*parser->p))
      advance (parser);
  else
    return fail (parser, PL_JSON_ERROR_SYNTAX, _("a number needs a digit here"));
  if (parser->p < parser->end && *parser->p == '.')
    {
      integer = FALSE;
      advance (parser);
      if (parser->p >= parser->end || !g_ascii_isdigit (*parser->p))
        return fail (parser, PL_JSON_ERROR_SYNTAX, _("a number needs a digit after “.”"));
      while (parser->p < parser->end && g_ascii_isdigit (*parser->p))
        advance (parser);
    }
  if (parser->p < parser->end && (*parser->p == 'e' || *parser->p == 'E'))
    {
      integer = FALSE;
      advance (parser);
      if (parser->p < parser->end && (*parser->p == '+' || *parser->p == '-'))
        advance (parser);
      if (parser->p >= parser->end || !g_ascii_isdigit (*parser->p))
        return fail (parser, PL_JSON_ERROR_SYNTAX, _("a number needs a digit in its exponent"));
      while (parser->p < parser->end && g_ascii_isdigit (*parser->p))
        advance (parser);
    }
  if (parser->p < parser->end && g_ascii_isdigit (*parser->p))
    return fail (parser, PL_JSON_ERROR_SYNTAX, _("a number may not start with 0 and go on"));

  text = g_strndup (start, (gsize) (parser->p - start));
  node->number = g_ascii_strtod (text, NULL);
  if (!isfinite (node->number))
    return fail (parser, PL_JSON_ERROR_LIMIT, _("the number %s is out of range"), text);
  if (integer && g_ascii_string_to_signed (text, 10, G_MININT64, G_MAXINT64, &value, NULL))
    {
      node->is_integer = TRUE;
      node->integer = value;
    }
  return TRUE;
}

static void
path_push_index (Parser *parser,
                 guint   index)
{
  g_string_append_printf (parser->path, "[%u]", index);
}

static void
path_push_key (Parser     *parser,
               const char *key)
{
  gboolean plain = g_ascii_isalpha (key[0]) || key[0] == '_';

  for (const char *k = key; plain && *k != '\0'; k++)
    plain = g_ascii_isalnum (*k) || *k == '_';
  if (plain)
    g_string_append_printf (parser->path, ".%s", key);
  else
    {
      g_string_append_c (parser->path, '[');
      pl_json_append_string (parser->path, key);
      g_string_append_c (parser->path, ']');
    }
}

static gboolean
enter (Parser *parser)
{
  if (++parser->depth > parser->limits.max_depth)
    return fail (parser, PL_JSON_ERROR_LIMIT, _("arrays and objects nested deeper than %u"),
                 parser->limits.max_depth);
  advance (parser);
  return TRUE;
}

static PlJsonNode *
parse_array (Parser *parser)
{
  g_autoptr(PlJsonNode) node = node_new (parser, PL_JSON_ARRAY);
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func ((GDestroyNotify) pl_json_node_free);

  if (!enter (parser))
    return NULL;
  skip_blanks (parser);
  if (parser->p < parser->end && *parser->p == ']')
    {
      advance (parser);
      parser->depth--;
      return g_steal_pointer (&node);
    }
  for (;;)
    {
      gsize mark = parser->path->len;
      PlJsonNode *item;

      path_push_index (parser, items->len);
      item = parse_value (parser);
      if (item == NULL)
        return NULL;
      g_ptr_array_add (items, item);
      g_string_truncate (parser->path, mark);
      skip_blanks (parser);
      if (parser->p < parser->end && *parser->p == ',')
        {
          advance (parser);
          skip_blanks (parser);
          continue;
        }
      if (parser->p < parser->end && *parser->p == ']')
        {
          advance (parser);
          break;
        }
      {
        g_autofree char *here = describe_here (parser);
        fail (parser, PL_JSON_ERROR_SYNTAX,
              _("expected “,” or “]” after an element, not %s"), here);
        return NULL;
      }
    }
  parser->depth--;
  node->n_children = items->len;
  g_ptr_array_set_free_func (items, NULL);
  node->items = (PlJsonNode **) g_ptr_array_free (g_steal_pointer (&items), FALSE);
  return g_steal_pointer (&node);
}

static void
members_clear (GArray *members)
{
  for (guint i = 0; i < members->len; i++)
    {
      PlJsonMember *m = &g_array_index (members, PlJsonMember, i);

      g_free (m->key);
      pl_json_node_free (m->value);
    }
  g_array_set_size (members, 0);
}

static PlJsonNode *
parse_object (Parser *parser)
{
  g_autoptr(PlJsonNode) node = node_new (parser, PL_JSON_OBJECT);
  g_autoptr(GArray) members = g_array_new (FALSE, FALSE, sizeof (PlJsonMember));
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

  if (!enter (parser))
    return NULL;
  skip_blanks (parser);
  if (parser->p < parser->end && *parser->p == '}')
    {
      advance (parser);
      parser->depth--;
      return g_steal_pointer (&node);
    }
  for (;;)
    {
      gsize mark = parser->path->len;
      PlJsonMember member;

      if (parser->p >= parser->end || *parser->p != '"')
        {
          g_autofree char *here = describe_here (parser);
          fail (parser, PL_JSON_ERROR_SYNTAX, _("expected a key in quotes, not %s"), here);
          members_clear (members);
          return NULL;
        }
      if (!read_string (parser))
        {
          members_clear (members);
          return NULL;
        }
      member.key = g_strndup (parser->buffer->str, parser->buffer->len);
      if (g_hash_table_contains (seen, member.key))
        {
          fail (parser, PL_JSON_ERROR_SYNTAX, _("the key “%s” comes twice in this object"),
                member.key);
          g_free (member.key);
          members_clear (members);
          return NULL;
        }
      skip_blanks (parser);
      if (parser->p >= parser->end || *parser->p != ':')
        {
          g_autofree char *here = describe_here (parser);
          fail (parser, PL_JSON_ERROR_SYNTAX, _("expected “:” after the key “%s”, not %s"),
                member.key, here);
          g_free (member.key);
          members_clear (members);
          return NULL;
        }
      advance (parser);
      skip_blanks (parser);
      path_push_key (parser, member.key);
      member.value = parse_value (parser);
      if (member.value == NULL)
        {
          g_free (member.key);
          members_clear (members);
          return NULL;
        }
      g_array_append_val (members, member);
      g_hash_table_add (seen, member.key);
      g_string_truncate (parser->path, mark);
      skip_blanks (parser);
      if (parser->p < parser->end && *parser->p == ',')
        {
          advance (parser);
          skip_blanks (parser);
          continue;
        }
      if (parser->p < parser->end && *parser->p == '}')
        {
          advance (parser);
          break;
        }
      {
        g_autofree char *here = describe_here (parser);
        fail (parser, PL_JSON_ERROR_SYNTAX,
              _("expected “,” or “}” after a member, not %s"), here);
        members_clear (members);
        return NULL;
      }
    }
  parser->depth--;
  node->n_children = members->len;
  node->members = (PlJsonMember *) (gpointer) g_array_free (g_steal_pointer (&members), FALSE);
  return g_steal_pointer (&node);
}

static PlJsonNode *
parse_value (Parser *parser)
{
  g_autoptr(PlJsonNode) node = NULL;

  skip_blanks (parser);
  if (++parser->values > parser->limits.max_values)
    {
      fail (parser, PL_JSON_ERROR_LIMIT, _("more than %u values"), parser->limits.max_values);
      return NULL;
    }
  if (parser->p >= parser->end)
    {
      fail (parser, PL_JSON_ERROR_SYNTAX, _("the text ends where a value should be"));
      return NULL;
    }

  switch (*parser->p)
    {
    case '{':
      return parse_object (parser);
    case '[':
      return parse_array (parser);
    case '"':
      node = node_new (parser, PL_JSON_STRING);
      if (!read_string (parser))
        return NULL;
      if (strlen (parser->buffer->str) != parser->buffer->len)
        {
          fail (parser, PL_JSON_ERROR_SYNTAX, _("a NUL character in a string"));
          return NULL;
        }
      node->string = g_strndup (parser->buffer->str, parser->buffer->len);
      node->length = parser->buffer->len;
      return g_steal_pointer (&node);
    case 't':
    case 'f':
      node = node_new (parser, PL_JSON_BOOLEAN);
      node->boolean = *parser->p == 't';
      if (!expect_word (parser, node->boolean ? "true" : "false"))
        return NULL;
      return g_steal_pointer (&node);
    case 'n':
      node = node_new (parser, PL_JSON_NULL);
      if (!expect_word (parser, "null"))
        return NULL;
      return g_steal_pointer (&node);
    default:
      if (*parser->p == '-' || g_ascii_isdigit (*parser->p))
        {
          node = node_new (parser, PL_JSON_NUMBER);
          if (!parse_number (parser, node))
            return NULL;
          return g_steal_pointer (&node);
        }
      {
        g_autofree char *here = describe_here (parser);
        fail (parser, PL_JSON_ERROR_SYNTAX, _("unexpected %s (not a JSON value)"), here);
        return NULL;
      }
    }
}

PlJsonNode *
pl_json_parse (const char          *text,
               gsize                length,
               const PlJsonLimits  *limits,
               GError             **error)
{
  static const PlJsonLimits defaults = {
    PL_JSON_MAX_SIZE, PL_JSON_MAX_DEPTH, PL_JSON_MAX_STRING, PL_JSON_MAX_VALUES,
  };
  g_autoptr(GString) path = g_string_new ("$");
  g_autoptr(GString) buffer = g_string_new (NULL);
  PlJsonNode *root;
  const char *bad;
  Parser parser = { 0, };

  g_return_val_if_fail (text != NULL || length == 0, NULL);

  parser.p = text;
  parser.end = text + length;
  parser.line = 1;
  parser.column = 1;
  parser.limits = limits != NULL ? *limits : defaults;
  parser.path = path;
  parser.buffer = buffer;
  parser.error = error;

  if (length > parser.limits.max_size)
    {
      fail (&parser, PL_JSON_ERROR_LIMIT, _("the text is larger than %lu bytes"),
            (gulong) parser.limits.max_size);
      return NULL;
    }
  if (!g_utf8_validate_len (text, length, &bad))
    {
      while (parser.p < bad)
        advance (&parser);
      fail (&parser, PL_JSON_ERROR_ENCODING, *bad == '\0'
            ? _("a NUL byte: binary data, not JSON text")
            : _("invalid UTF-8: JSON text is UTF-8"));
      return NULL;
    }
  /* A byte order mark may come first (RFC 8259, 8.1). */
  if (length >= 3 && memcmp (text, "\xef\xbb\xbf", 3) == 0)
    parser.p += 3;

  root = parse_value (&parser);
  if (root == NULL)
    return NULL;
  skip_blanks (&parser);
  if (parser.p < parser.end)
    {
      g_autofree char *here = describe_here (&parser);

      fail (&parser, PL_JSON_ERROR_SYNTAX, _("unexpected %s after the JSON value"), here);
      pl_json_node_free (root);
      return NULL;
    }
  return root;
}

const PlJsonNode *
pl_json_object_get (const PlJsonNode *node,
                    const char       *key)
{
  if (node == NULL || node->type != PL_JSON_OBJECT)
    return NULL;
  for (guint i = 0; i < node->n_children; i++)
    if (strcmp (node->members[i].key, key) == 0)
      return node->members[i].value;
  return NULL;
}

const char *
pl_json_type_name (PlJsonType type)
{
  switch (type)
    {
    case PL_JSON_NULL: return _("null");
    case PL_JSON_BOOLEAN: return _("true or false");
    case PL_JSON_NUMBER: return _("a number");
    case PL_JSON_STRING: return _("a string");
    case PL_JSON_ARRAY: return _("an array");
    case PL_JSON_OBJECT: return _("an object");
    default: return "?";
    }
}

void
pl_json_append_string (GString    *out,
                       const char *text)
{
  g_string_append_c (out, '"');
  for (const guchar *p = (const guchar *) text; *p != '\0'; p++)
    {
      switch (*p)
        {
        case '"': g_string_append (out, "\\\""); break;
        case '\\': g_string_append (out, "\\\\"); break;
        case '\n': g_string_append (out, "\\n"); break;
        case '\r': g_string_append (out, "\\r"); break;
        case '\t': g_string_append (out, "\\t"); break;
        case '\b': g_string_append (out, "\\b"); break;
        case '\f': g_string_append (out, "\\f"); break;
        default:
          if (*p < 0x20)
            g_string_append_printf (out, "\\u%04x", *p);
          else
            g_string_append_c (out, (char) *p);
          break;
        }
    }
  g_string_append_c (out, '"');
}

void
pl_json_append_node (GString          *out,
                     const PlJsonNode *node)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  switch (node->type)
    {
    case PL_JSON_NULL:
      g_string_append (out, "null");
      break;
    case PL_JSON_BOOLEAN:
      g_string_append (out, node->boolean ? "true" : "false");
      break;
    case PL_JSON_NUMBER:
      if (node->is_integer)
        g_string_append_printf (out, "%" G_GINT64_FORMAT, node->integer);
      else
        g_string_append (out, g_ascii_formatd (buf, sizeof buf, "%.17g", node->number));
      break;
    case PL_JSON_STRING:
      pl_json_append_string (out, node->string);
      break;
    case PL_JSON_ARRAY:
      g_string_append_c (out, '[');
      for (guint i = 0; i < node->n_children; i++)
        {
          if (i > 0)
            g_string_append_c (out, ',');
          pl_json_append_node (out, node->items[i]);
        }
      g_string_append_c (out, ']');
      break;
    case PL_JSON_OBJECT:
      g_string_append_c (out, '{');
      for (guint i = 0; i < node->n_children; i++)
        {
          if (i > 0)
            g_string_append_c (out, ',');
          pl_json_append_string (out, node->members[i].key);
          g_string_append_c (out, ':');
          pl_json_append_node (out, node->members[i].value);
        }
      g_string_append_c (out, '}');
      break;
    default:
      break;
    }
}
