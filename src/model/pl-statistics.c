/* pl-statistics.c — the player's statistics per game and variant
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-statistics"

#include <errno.h>
#include <string.h>

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "pl-autosave.h"
#include "pl-statistics.h"

/*
 * The file is line based like a record (docs/records.md, "Statistics"):
 *
 *   Parlour-Statistics: 1
 *
 *   Game: skat
 *   Variant: standard
 *   Deals: 12
 *   …
 *   End
 *
 * Every key of an entry is required, once; the numbers are checked
 * against each other (won + lost = declared ≤ deals, worst ≤ best), so
 * that a file edited by hand or damaged is refused rather than shown.
 *
 * Version 2 adds what "Analyse This Deal" counts: "Analysed" and
 * "Mistakes" in an entry (optional: a version 1 file has neither, and
 * reads as none analysed), and before the entries one line per deal
 * analysed, "Analysed-Deal: KEY MISTAKES GAME VARIANT", the last 1000, so
 * that a deal analysed again is not counted twice.
 */

#define STATISTICS_VERSION 2
#define MAX_REVIEWS 1000
#define MAX_REVIEW_MISTAKES 1000
#define MAX_FILE_SIZE (1024 * 1024)
#define MAX_LINE 4096
#define MAX_ENTRIES 1000
#define MAX_COUNT G_GINT64_CONSTANT (1000000000000)
#define MAX_POINTS G_GINT64_CONSTANT (1000000000000000)

/* A deal analysed: its key, what it counted and where. */
typedef struct {
  char  *key;
  char  *game;
  char  *variant;
  guint  mistakes;
} Review;

struct _PlStatistics
{
  GPtrArray  *entries;   /* of PlStatisticsEntry, sorted */
  GPtrArray  *reviews;   /* of Review, the oldest first */
  GHashTable *review_keys; /* key → Review */
};

G_DEFINE_QUARK (pl-statistics-error-quark, pl_statistics_error)

typedef enum {
  KEY_DEALS,
  KEY_DECLARED,
  KEY_WON,
  KEY_LOST,
  KEY_POINTS,
  KEY_BEST,
  KEY_WORST,
  KEY_SEEGER_FABIAN,
  /* Optional (version 2), counts. */
  KEY_ANALYSED,
  KEY_MISTAKES,
  N_KEYS,
} Key;

#define N_REQUIRED_KEYS KEY_ANALYSED

static const char *const key_names[N_KEYS] = {
  "Deals", "Declared", "Won", "Lost", "Points", "Best", "Worst", "Seeger-Fabian",
  "Analysed", "Mistakes",
};

static void
review_free (gpointer data)
{
  Review *review = data;

  g_free (review->key);
  g_free (review->game);
  g_free (review->variant);
  g_free (review);
}

static void
entry_free (gpointer data)
{
  PlStatisticsEntry *entry = data;

  g_free (entry->game);
  g_free (entry->variant);
  g_free (entry);
}

static gint
entry_compare (gconstpointer a,
               gconstpointer b)
{
  const PlStatisticsEntry *x = *(const PlStatisticsEntry * const *) a;
  const PlStatisticsEntry *y = *(const PlStatisticsEntry * const *) b;
  gint c = strcmp (x->game, y->game);

  return c != 0 ? c : strcmp (x->variant, y->variant);
}

PlStatistics *
pl_statistics_new (void)
{
  PlStatistics *stats = g_new0 (PlStatistics, 1);

  stats->entries = g_ptr_array_new_with_free_func (entry_free);
  stats->reviews = g_ptr_array_new_with_free_func (review_free);
  stats->review_keys = g_hash_table_new (g_str_hash, g_str_equal);
  return stats;
}

void
pl_statistics_free (PlStatistics *stats)
{
  if (stats == NULL)
    return;
  g_ptr_array_unref (stats->entries);
  g_hash_table_unref (stats->review_keys);
  g_ptr_array_unref (stats->reviews);
  g_free (stats);
}

guint
pl_statistics_get_n_entries (const PlStatistics *stats)
{
  g_return_val_if_fail (stats != NULL, 0);

  return stats->entries->len;
}

const PlStatisticsEntry *
pl_statistics_get_entry (const PlStatistics *stats,
                         guint               index)
{
  g_return_val_if_fail (stats != NULL, NULL);

  if (index >= stats->entries->len)
    return NULL;
  return g_ptr_array_index (stats->entries, index);
}

const PlStatisticsEntry *
pl_statistics_lookup (const PlStatistics *stats,
                      const char         *game,
                      const char         *variant)
{
  g_return_val_if_fail (stats != NULL, NULL);

  for (guint i = 0; i < stats->entries->len; i++)
    {
      const PlStatisticsEntry *entry = g_ptr_array_index (stats->entries, i);

      if (g_strcmp0 (entry->game, game) == 0 && g_strcmp0 (entry->variant, variant) == 0)
        return entry;
    }
  return NULL;
}

/* Names are short ASCII: a game id, or options as records write them. */
static gboolean
valid_name (const char *text,
            gboolean    is_variant)
{
  gsize n = strlen (text);

  if (n == 0 || n > (is_variant ? 200 : 32))
    return FALSE;
  for (const char *p = text; *p; p++)
    if (!(g_ascii_islower (*p) || g_ascii_isdigit (*p) || *p == '-' ||
          (is_variant && (*p == '=' || *p == ' ' || *p == ','))))
      return FALSE;
  return TRUE;
}

static gboolean G_GNUC_PRINTF (3, 4)
fail (GError    **error,
      gint        code,
      const char *format,
      ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, PL_STATISTICS_ERROR, code, message);
  return FALSE;
}

/* The checks that look at the numbers of an entry together. */
static gboolean
check_entry (const PlStatisticsEntry  *entry,
             guint                     line,
             GError                  **error)
{
  if (entry->won + entry->lost != entry->declared || entry->declared > entry->deals)
    return fail (error, PL_STATISTICS_ERROR_VALUE,
                 _("line %u: won and lost do not add up to the games declared, or more "
                   "games were declared than dealt"), line);
  if (entry->worst > entry->best)
    return fail (error, PL_STATISTICS_ERROR_VALUE,
                 _("line %u: the worst deal is better than the best"), line);
  if (entry->deals == 0 &&
      (entry->points != 0 || entry->best != 0 || entry->worst != 0 || entry->seeger_fabian != 0))
    return fail (error, PL_STATISTICS_ERROR_VALUE,
                 _("line %u: points without a deal"), line);
  return TRUE;
}

static gboolean
parse_number (const char  *text,
              Key          key,
              gint64      *value)
{
  if (key <= KEY_LOST || key >= KEY_ANALYSED)
    {
      guint64 u;

      if (!g_ascii_string_to_unsigned (text, 10, 0, MAX_COUNT, &u, NULL))
        return FALSE;
      *value = (gint64) u;
      return TRUE;
    }
  return g_ascii_string_to_signed (text, 10, -MAX_POINTS, MAX_POINTS, value, NULL);
}

static gboolean
valid_key (const char *key)
{
  if (strlen (key) != 40)
    return FALSE;
  for (const char *p = key; *p; p++)
    if (!g_ascii_isxdigit (*p) || g_ascii_isupper (*p))
      return FALSE;
  return TRUE;
}

/* Appends a review (taken), forgetting the oldest beyond MAX_REVIEWS. */
static void
remember_review (PlStatistics *stats,
                 Review       *review)
{
  g_ptr_array_add (stats->reviews, review);
  g_hash_table_insert (stats->review_keys, review->key, review);
  while (stats->reviews->len > MAX_REVIEWS)
    {
      Review *oldest = g_ptr_array_index (stats->reviews, 0);

      g_hash_table_remove (stats->review_keys, oldest->key);
      g_ptr_array_remove_index (stats->reviews, 0);
    }
}

/* "KEY MISTAKES GAME VARIANT" (the variant may hold blanks). */
static gboolean
parse_review (PlStatistics  *stats,
              const char    *value,
              guint          line_no,
              GError       **error)
{
  g_auto(GStrv) parts = g_strsplit (value, " ", 4);
  guint64 mistakes;
  Review *review;

  if (g_strv_length (parts) != 4 || !valid_key (parts[0]) ||
      !g_ascii_string_to_unsigned (parts[1], 10, 0, MAX_REVIEW_MISTAKES, &mistakes, NULL) ||
      !valid_name (parts[2], FALSE) || !valid_name (parts[3], TRUE))
    return fail (error, PL_STATISTICS_ERROR_VALUE, _("line %u: a bad “Analysed-Deal”"), line_no);
  if (g_hash_table_contains (stats->review_keys, parts[0]))
    return fail (error, PL_STATISTICS_ERROR_VALUE, _("line %u: a deal analysed twice"), line_no);
  if (stats->reviews->len >= MAX_REVIEWS)
    return fail (error, PL_STATISTICS_ERROR_TOO_LARGE,
                 _("line %u: more than %u deals analysed"), line_no, MAX_REVIEWS);
  review = g_new0 (Review, 1);
  review->key = g_strdup (parts[0]);
  review->mistakes = (guint) mistakes;
  review->game = g_strdup (parts[2]);
  review->variant = g_strdup (parts[3]);
  remember_review (stats, review);
  return TRUE;
}

PlStatistics *
pl_statistics_parse (const char  *text,
                     gsize        length,
                     GError     **error)
{
  g_autoptr(PlStatistics) stats = NULL;
  PlStatisticsEntry *entry = NULL;
  gboolean seen_header = FALSE;
  gboolean seen[N_KEYS] = { FALSE, };
  gint64 values[N_KEYS] = { 0, };
  guint entry_line = 0;
  gsize start = 0;
  guint line_no = 0;

  g_return_val_if_fail (text != NULL || length == 0, NULL);

  if (length > MAX_FILE_SIZE)
    {
      fail (error, PL_STATISTICS_ERROR_TOO_LARGE,
            _("the file is larger than 1 MiB: not a statistics file"));
      return NULL;
    }
  if (memchr (text, '\0', length) != NULL)
    {
      fail (error, PL_STATISTICS_ERROR_SYNTAX,
            _("a NUL byte: binary data, not a statistics file"));
      return NULL;
    }
  if (!g_utf8_validate_len (text, length, NULL))
    {
      fail (error, PL_STATISTICS_ERROR_SYNTAX, _("invalid UTF-8: not a statistics file"));
      return NULL;
    }

  stats = pl_statistics_new ();
  while (start < length)
    {
      const char *nl = memchr (text + start, '\n', length - start);
      gsize end = nl != NULL ? (gsize) (nl - text) : length;
      g_autofree char *line = NULL;
      const char *colon;
      char *name, *value;

      line_no++;
      if (end - start > MAX_LINE)
        {
          fail (error, PL_STATISTICS_ERROR_TOO_LARGE,
                _("line %u: longer than %u bytes"), line_no, MAX_LINE);
          goto out;
        }
      line = g_strndup (text + start, end - start);
      start = end + 1;
      g_strstrip (line);
      if (*line == '\0' || *line == '#')
        continue;

      if (g_str_equal (line, "End"))
        {
          if (entry == NULL)
            {
              fail (error, PL_STATISTICS_ERROR_SYNTAX, _("line %u: “End” without “Game”"),
                    line_no);
              goto out;
            }
          for (guint k = 0; k < N_REQUIRED_KEYS; k++)
            if (!seen[k])
              {
                fail (error, PL_STATISTICS_ERROR_SYNTAX,
                      _("line %u: the entry has no “%s”"), line_no, key_names[k]);
                goto out;
              }
          if (entry->variant == NULL)
            {
              fail (error, PL_STATISTICS_ERROR_SYNTAX,
                    _("line %u: the entry has no “Variant”"), line_no);
              goto out;
            }
          entry->deals = (guint64) values[KEY_DEALS];
          entry->declared = (guint64) values[KEY_DECLARED];
          entry->won = (guint64) values[KEY_WON];
          entry->lost = (guint64) values[KEY_LOST];
          entry->points = values[KEY_POINTS];
          entry->best = values[KEY_BEST];
          entry->worst = values[KEY_WORST];
          entry->seeger_fabian = values[KEY_SEEGER_FABIAN];
          entry->analysed = (guint64) values[KEY_ANALYSED];
          entry->mistakes = (guint64) values[KEY_MISTAKES];
          if (!check_entry (entry, entry_line, error))
            goto out;
          if (pl_statistics_lookup (stats, entry->game, entry->variant) != NULL)
            {
              fail (error, PL_STATISTICS_ERROR_VALUE,
                    _("line %u: a second entry for %s, %s"), entry_line, entry->game,
                    entry->variant);
              goto out;
            }
          if (stats->entries->len >= MAX_ENTRIES)
            {
              fail (error, PL_STATISTICS_ERROR_TOO_LARGE,
                    _("line %u: more than %u entries"), entry_line, MAX_ENTRIES);
              goto out;
            }
          g_ptr_array_add (stats->entries, g_steal_pointer (&entry));
          continue;
        }

      colon = strchr (line, ':');
      if (colon == NULL)
        {
          fail (error, PL_STATISTICS_ERROR_SYNTAX, _("line %u: “%s” is not “Name: value”"),
                line_no, line);
          goto out;
        }
      name = line;
      line[colon - line] = '\0';
      value = g_strstrip (line + (colon - line) + 1);

      if (!seen_header)
        {
          guint64 version;

          if (!g_str_equal (name, "Parlour-Statistics") ||
              !g_ascii_string_to_unsigned (value, 10, 0, G_MAXUINT, &version, NULL))
            {
              fail (error, PL_STATISTICS_ERROR_SYNTAX,
                    _("line %u: not a Parlour statistics file"), line_no);
              goto out;
            }
          /* Version 1 is version 2 without the analysed deals. */
          if (version != 1 && version != STATISTICS_VERSION)
            {
              fail (error, PL_STATISTICS_ERROR_VERSION,
                    _("line %u: statistics version %s, and this program reads version %u"),
                    line_no, value, STATISTICS_VERSION);
              goto out;
            }
          seen_header = TRUE;
          continue;
        }

      if (g_str_equal (name, "Game"))
        {
          if (entry != NULL)
            {
              fail (error, PL_STATISTICS_ERROR_SYNTAX,
                    _("line %u: “Game” before the “End” of the entry of line %u"),
                    line_no, entry_line);
              goto out;
            }
          if (!valid_name (value, FALSE))
            {
              fail (error, PL_STATISTICS_ERROR_SYNTAX, _("line %u: “%s” is not a game"),
                    line_no, value);
              goto out;
            }
          entry = g_new0 (PlStatisticsEntry, 1);
          entry->game = g_strdup (value);
          entry_line = line_no;
          memset (seen, 0, sizeof seen);
          memset (values, 0, sizeof values);
          continue;
        }
      if (entry == NULL && g_str_equal (name, "Analysed-Deal"))
        {
          if (!parse_review (stats, value, line_no, error))
            goto out;
          continue;
        }
      if (entry == NULL)
        {
          fail (error, PL_STATISTICS_ERROR_SYNTAX, _("line %u: “%s” outside an entry"),
                line_no, name);
          goto out;
        }
      if (g_str_equal (name, "Variant"))
        {
          if (entry->variant != NULL || !valid_name (value, TRUE))
            {
              fail (error, PL_STATISTICS_ERROR_SYNTAX,
                    _("line %u: a second or a bad “Variant”"), line_no);
              goto out;
            }
          entry->variant = g_strdup (value);
          continue;
        }

      {
        guint k;

        for (k = 0; k < N_KEYS; k++)
          if (g_str_equal (name, key_names[k]))
            break;
        if (k == N_KEYS)
          {
            fail (error, PL_STATISTICS_ERROR_SYNTAX, _("line %u: unknown key “%s”"),
                  line_no, name);
            goto out;
          }
        if (seen[k] || !parse_number (value, (Key) k, &values[k]))
          {
            fail (error, PL_STATISTICS_ERROR_VALUE,
                  _("line %u: a second or a bad “%s”: “%s”"), line_no, name, value);
            goto out;
          }
        seen[k] = TRUE;
      }
    }

  if (entry != NULL)
    {
      fail (error, PL_STATISTICS_ERROR_SYNTAX,
            _("the file ends inside the entry of line %u: truncated?"), entry_line);
      goto out;
    }
  if (!seen_header)
    {
      fail (error, PL_STATISTICS_ERROR_SYNTAX, _("not a Parlour statistics file"));
      goto out;
    }

  g_ptr_array_sort (stats->entries, entry_compare);
  return g_steal_pointer (&stats);

out:
  g_clear_pointer (&entry, entry_free);
  return NULL;
}

PlStatistics *
pl_statistics_load (const char    *path,
                    GCancellable  *cancellable,
                    GError       **error)
{
  g_autoptr(GError) local = NULL;
  g_autofree char *text = NULL;
  g_autofree char *display = NULL;
  PlStatistics *stats;
  GStatBuf buf;
  gsize length;

  g_return_val_if_fail (path != NULL, NULL);

  if (g_lstat (path, &buf) != 0 && errno == ENOENT)
    return pl_statistics_new ();

  /* A regular file of at most 1 MiB, asked before it is read: a pipe or a
   * huge file is refused, never waited on. */
  display = g_filename_display_basename (path);
  if (!pl_file_read_regular (path, display, MAX_FILE_SIZE, pl_cancellable_is_cancelled, cancellable,
                             &text, &length, &local))
    {
      g_set_error_literal (error, PL_STATISTICS_ERROR,
                           g_error_matches (local, PL_FILE_ERROR, PL_FILE_ERROR_TOO_LARGE)
                           ? PL_STATISTICS_ERROR_TOO_LARGE : PL_STATISTICS_ERROR_SYNTAX,
                           local->message);
      return NULL;
    }
  stats = pl_statistics_parse (text, length, &local);
  if (stats == NULL)
    g_set_error (error, PL_STATISTICS_ERROR, local->code, "%s: %s", display, local->message);
  return stats;
}

PlStatistics *
pl_statistics_copy (const PlStatistics *stats)
{
  PlStatistics *copy;

  g_return_val_if_fail (stats != NULL, NULL);

  copy = pl_statistics_new ();
  pl_statistics_merge (copy, stats);
  return copy;
}

void
pl_statistics_merge (PlStatistics       *into,
                     const PlStatistics *from)
{
  g_return_if_fail (into != NULL);
  g_return_if_fail (from != NULL);

  for (guint i = 0; i < from->entries->len; i++)
    {
      const PlStatisticsEntry *add = g_ptr_array_index (from->entries, i);
      PlStatisticsEntry *entry;

      if (add->deals == 0 && add->analysed == 0)
        continue;
      entry = (PlStatisticsEntry *) pl_statistics_lookup (into, add->game, add->variant);
      if (entry == NULL)
        {
          entry = g_new0 (PlStatisticsEntry, 1);
          entry->game = g_strdup (add->game);
          entry->variant = g_strdup (add->variant);
          g_ptr_array_add (into->entries, entry);
          g_ptr_array_sort (into->entries, entry_compare);
        }
      /* The best and the worst are of the deals of both; before any deal
       * they are 0 and say nothing. */
      entry->best = entry->deals == 0 ? add->best : MAX (entry->best, add->best);
      entry->worst = entry->deals == 0 ? add->worst : MIN (entry->worst, add->worst);
      entry->deals = MIN (entry->deals + add->deals, (guint64) MAX_COUNT);
      entry->declared = MIN (entry->declared + add->declared, entry->deals);
      entry->won = MIN (entry->won + add->won, entry->declared);
      entry->lost = entry->declared - entry->won;
      entry->points = CLAMP (entry->points + add->points, -MAX_POINTS, MAX_POINTS);
      entry->seeger_fabian = CLAMP (entry->seeger_fabian + add->seeger_fabian,
                                    -MAX_POINTS, MAX_POINTS);
      entry->analysed = MIN (entry->analysed + add->analysed, (guint64) MAX_COUNT);
      entry->mistakes = MIN (entry->mistakes + add->mistakes, (guint64) MAX_COUNT);
    }

  /* A deal analysed on both sides was counted twice above: once less. */
  for (guint i = 0; i < from->reviews->len; i++)
    {
      const Review *add = g_ptr_array_index (from->reviews, i);
      Review *copy;

      if (g_hash_table_contains (into->review_keys, add->key))
        {
          PlStatisticsEntry *entry =
            (PlStatisticsEntry *) pl_statistics_lookup (into, add->game, add->variant);

          if (entry != NULL && entry->analysed > 0)
            {
              entry->analysed--;
              entry->mistakes -= MIN (entry->mistakes, add->mistakes);
            }
          continue;
        }
      copy = g_new0 (Review, 1);
      copy->key = g_strdup (add->key);
      copy->game = g_strdup (add->game);
      copy->variant = g_strdup (add->variant);
      copy->mistakes = add->mistakes;
      remember_review (into, copy);
    }
}

char *
pl_statistics_to_string (const PlStatistics *stats)
{
  GString *out = g_string_new (NULL);

  g_return_val_if_fail (stats != NULL, NULL);

  g_string_append_printf (out, "Parlour-Statistics: %u\n", STATISTICS_VERSION);
  if (stats->reviews->len > 0)
    g_string_append_c (out, '\n');
  for (guint i = 0; i < stats->reviews->len; i++)
    {
      const Review *r = g_ptr_array_index (stats->reviews, i);

      g_string_append_printf (out, "Analysed-Deal: %s %u %s %s\n", r->key, r->mistakes,
                              r->game, r->variant);
    }
  for (guint i = 0; i < stats->entries->len; i++)
    {
      const PlStatisticsEntry *e = g_ptr_array_index (stats->entries, i);

      g_string_append_printf (out, "\nGame: %s\nVariant: %s\n", e->game, e->variant);
      g_string_append_printf (out,
                              "Deals: %" G_GUINT64_FORMAT "\n"
                              "Declared: %" G_GUINT64_FORMAT "\n"
                              "Won: %" G_GUINT64_FORMAT "\n"
                              "Lost: %" G_GUINT64_FORMAT "\n"
                              "Points: %" G_GINT64_FORMAT "\n"
                              "Best: %" G_GINT64_FORMAT "\n"
                              "Worst: %" G_GINT64_FORMAT "\n"
                              "Seeger-Fabian: %" G_GINT64_FORMAT "\n"
                              "Analysed: %" G_GUINT64_FORMAT "\n"
                              "Mistakes: %" G_GUINT64_FORMAT "\n"
                              "End\n",
                              e->deals, e->declared, e->won, e->lost, e->points,
                              e->best, e->worst, e->seeger_fabian, e->analysed, e->mistakes);
    }
  return g_string_free (out, FALSE);
}

char *
pl_statistics_variant (const PlGame  *game,
                       gconstpointer  options)
{
  g_autoptr(GString) out = g_string_new (NULL);
  g_auto(GStrv) lines = NULL;
  g_autoptr(GString) variant = g_string_new (NULL);

  g_return_val_if_fail (game != NULL, NULL);

  pl_game_options_write (game, options, out);
  lines = g_strsplit (out->str, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_strstrip (lines[i]);
      if (*lines[i] == '\0')
        continue;
      if (variant->len > 0)
        g_string_append_c (variant, ' ');
      g_string_append (variant, lines[i]);
    }
  if (variant->len == 0)
    g_string_append (variant, "standard");
  return g_string_free (g_steal_pointer (&variant), FALSE);
}

static PlStatisticsEntry *
ensure_entry (PlStatistics *stats,
              const char   *game,
              const char   *variant)
{
  PlStatisticsEntry *entry = (PlStatisticsEntry *) pl_statistics_lookup (stats, game, variant);

  if (entry == NULL)
    {
      entry = g_new0 (PlStatisticsEntry, 1);
      entry->game = g_strdup (game);
      entry->variant = g_strdup (variant);
      g_ptr_array_add (stats->entries, entry);
      g_ptr_array_sort (stats->entries, entry_compare);
    }
  return entry;
}

void
pl_statistics_add_result (PlStatistics   *stats,
                          const char     *game,
                          const char     *variant,
                          const PlResult *result,
                          guint           seat,
                          gint            seeger_fabian)
{
  PlStatisticsEntry *entry;
  gint64 score;

  g_return_if_fail (stats != NULL);
  g_return_if_fail (game != NULL && variant != NULL && result != NULL);
  g_return_if_fail (seat < result->n_seats);

  entry = ensure_entry (stats, game, variant);
  score = result->score[seat];
  if (entry->deals == 0 || score > entry->best)
    entry->best = score;
  if (entry->deals == 0 || score < entry->worst)
    entry->worst = score;
  entry->deals++;
  entry->points += score;
  entry->seeger_fabian += seeger_fabian;
  if (!result->passed && result->declarer >= 0 && (guint) result->declarer == seat)
    {
      entry->declared++;
      if (result->won)
        entry->won++;
      else
        entry->lost++;
    }
  else if (!result->passed && result->declarer < 0)
    {
      /* A game without a declarer (Bézique): the deal is won by the
       * highest score and lost by a lower one; a tie is neither. */
      gboolean higher = TRUE, lower = FALSE;

      for (guint s = 0; s < result->n_seats; s++)
        if (s != seat)
          {
            higher &= score > result->score[s];
            lower |= score < result->score[s];
          }
      if (higher || lower)
        {
          entry->declared++;
          if (higher)
            entry->won++;
          else
            entry->lost++;
        }
    }
}

gboolean
pl_statistics_has_review (const PlStatistics *stats,
                          const char         *key)
{
  g_return_val_if_fail (stats != NULL && key != NULL, FALSE);

  return g_hash_table_contains (stats->review_keys, key);
}

gboolean
pl_statistics_add_review (PlStatistics *stats,
                          const char   *game,
                          const char   *variant,
                          const char   *key,
                          guint         mistakes)
{
  PlStatisticsEntry *entry;
  Review *review;

  g_return_val_if_fail (stats != NULL, FALSE);
  g_return_val_if_fail (game != NULL && variant != NULL && key != NULL, FALSE);
  g_return_val_if_fail (valid_key (key), FALSE);

  if (g_hash_table_contains (stats->review_keys, key))
    return FALSE;
  mistakes = MIN (mistakes, MAX_REVIEW_MISTAKES);
  entry = ensure_entry (stats, game, variant);
  entry->analysed++;
  entry->mistakes += mistakes;
  review = g_new0 (Review, 1);
  review->key = g_strdup (key);
  review->game = g_strdup (game);
  review->variant = g_strdup (variant);
  review->mistakes = mistakes;
  remember_review (stats, review);
  return TRUE;
}

char *
pl_statistics_deal_key (const PlDealRecord *deal)
{
  g_autoptr(PlRecord) record = pl_record_new ();
  g_autofree char *text = NULL;

  g_return_val_if_fail (deal != NULL, NULL);

  g_ptr_array_add (record->deals, pl_deal_record_copy (deal));
  text = pl_record_to_string (record);
  return g_compute_checksum_for_string (G_CHECKSUM_SHA1, text, -1);
}
