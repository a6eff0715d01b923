/* pl-bench-deck.c — parlour-bench-deck: how fast a card deck renders
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-bench-deck"

#include <locale.h>

#include <glib/gi18n-lib.h>

#include "pl-card-theme.h"

/*
 * A benchmark of its own, beside the application it measures: rendering
 * needs librsvg and GTK's textures, which parlour-cli, the headless tool
 * on the rules alone, does not link.  Renders the whole deck (52 cards and
 * the back) in this thread from a fresh load, several times, and prints
 * the load time and the median, minimum and maximum render time per size.
 * Needs no display.
 */

#define DEFAULT_RUNS 5

typedef struct {
  double median;
  double min;
  double max;
} Stats;

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a;
  double y = *(const double *) b;

  return (x > y) - (x < y);
}

static Stats
stats_of (GArray *samples)
{
  Stats stats = { 0, 0, 0 };
  double *v = (double *) (gpointer) samples->data;
  guint n = samples->len;

  if (n == 0)
    return stats;
  g_array_sort (samples, compare_doubles);
  stats.min = v[0];
  stats.max = v[n - 1];
  stats.median = n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2.0;
  return stats;
}

static double
ms_since (gint64 start)
{
  return (g_get_monotonic_time () - start) / 1000.0;
}

/* One deck: every run loads the deck afresh (parsing and checking all 53
 * cards, timed apart) and renders it at each size into an empty cache. */
static gboolean
bench_deck (const char  *id,
            const int   *sizes,
            guint        n_sizes,
            int          runs,
            GError     **error)
{
  g_autoptr(GArray) load = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GPtrArray) render = g_ptr_array_new_with_free_func ((GDestroyNotify) g_array_unref);
  g_autofree char *name = NULL;
  Stats s;

  for (guint i = 0; i < n_sizes; i++)
    g_ptr_array_add (render, g_array_new (FALSE, FALSE, sizeof (double)));

  for (int run = 0; run < runs; run++)
    {
      g_autoptr(PlCardTheme) theme = NULL;
      gint64 start = g_get_monotonic_time ();
      double ms;

      theme = pl_card_theme_new_for_id (id, NULL, error);
      if (theme == NULL)
        return FALSE;
      ms = ms_since (start);
      g_array_append_val (load, ms);
      if (name == NULL)
        name = g_strdup (pl_card_theme_get_name (theme));

      for (guint i = 0; i < n_sizes; i++)
        {
          start = g_get_monotonic_time ();
          if (!pl_card_theme_prepare (theme, sizes[i], 1, NULL, error))
            return FALSE;
          ms = ms_since (start);
          g_array_append_val (g_ptr_array_index (render, i), ms);
        }
    }

  s = stats_of (load);
  g_print ("%s (%s)\n", name, id);
  g_print ("  load and check:  median %7.1f ms  min %7.1f  max %7.1f  (%d runs)\n",
           s.median, s.min, s.max, runs);
  for (guint i = 0; i < n_sizes; i++)
    {
      s = stats_of (g_ptr_array_index (render, i));
      g_print ("  render 53 @%4d px: median %7.1f ms  min %7.1f  max %7.1f\n",
               sizes[i], s.median, s.min, s.max);
    }
  return TRUE;
}

int
main (int    argc,
      char **argv)
{
  g_auto(GStrv) decks = NULL;
  g_auto(GStrv) size_args = NULL;
  int runs = DEFAULT_RUNS;
  const GOptionEntry entries[] = {
    { "deck", 'd', 0, G_OPTION_ARG_FILENAME_ARRAY, &decks,
      N_("The deck: parlour, parlour-four-colour, an AisleRiot .svgz file or a KDE deck folder (repeatable)"),
      N_("ID_OR_PATH") },
    { "size", 's', 0, G_OPTION_ARG_STRING_ARRAY, &size_args,
      N_("Card width in pixels (repeatable; default 150 and 300)"), N_("W") },
    { "runs", 'n', 0, G_OPTION_ARG_INT, &runs,
      N_("How many times to load and render (default 5)"), N_("N") },
    { NULL }
  };
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) sizes = g_array_new (FALSE, FALSE, sizeof (int));
  const char * const default_decks[] = { PL_CARD_THEME_DEFAULT_ID, NULL };
  const char * const *deck_ids;

  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  context = g_option_context_new (NULL);
  g_option_context_set_summary (context,
                                _("Times rendering a whole card deck (52 cards and the back), "
                                  "from a fresh load, in this thread."));
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("parlour-bench-deck: %s\n", error->message);
      return 2;
    }
  if (argc > 1)
    {
      g_printerr (_("parlour-bench-deck: unexpected argument “%s”\n"), argv[1]);
      return 2;
    }
  if (runs < 1 || runs > 10000)
    {
      g_printerr (_("parlour-bench-deck: --runs must be between 1 and 10000\n"));
      return 2;
    }

  for (guint i = 0; size_args != NULL && size_args[i] != NULL; i++)
    {
      guint64 w;
      int width;

      if (!g_ascii_string_to_unsigned (size_args[i], 10, 8, 4096, &w, NULL))
        {
          g_printerr (_("parlour-bench-deck: the size “%s” is not a width from 8 to 4096\n"),
                      size_args[i]);
          return 2;
        }
      width = (int) w;
      g_array_append_val (sizes, width);
    }
  if (sizes->len == 0)
    {
      int defaults[] = { 150, 300 };

      g_array_append_vals (sizes, defaults, G_N_ELEMENTS (defaults));
    }

  deck_ids = decks != NULL ? (const char * const *) decks : default_decks;
  for (guint i = 0; deck_ids[i] != NULL; i++)
    {
      if (!bench_deck (deck_ids[i], (const int *) (gpointer) sizes->data, sizes->len,
                       runs, &error))
        {
          g_printerr ("parlour-bench-deck: %s\n", error->message);
          return 1;
        }
    }
  return 0;
}
