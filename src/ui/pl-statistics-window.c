/* pl-statistics-window.c — the player's statistics per game and variant
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-statistics"

#include <glib/gi18n.h>

#include "pl-game-catalog.h"
#include "pl-game-controller.h"
#include "pl-statistics-window.h"

struct _PlStatisticsWindow
{
  AdwWindow   parent_instance;

  GtkWidget  *stack;
  GtkWidget  *page;       /* AdwPreferencesPage, rebuilt by _set() */
  GtkWidget  *page_box;
};

G_DEFINE_FINAL_TYPE (PlStatisticsWindow, pl_statistics_window, ADW_TYPE_WINDOW)

static GtkWidget *
add_row (GtkWidget  *group,
         const char *title,
         const char *value)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *label = gtk_label_new (value);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_widget_add_css_class (label, "numeric");
  gtk_label_set_selectable (GTK_LABEL (label), TRUE);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
  adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
  return row;
}

static char *
format_average (gint64  total,
                guint64 count)
{
  if (count == 0)
    return g_strdup ("—");
  /* TRANSLATORS: an average, e.g. points per deal, with one decimal. */
  return g_strdup_printf (_("%.1f"), (double) total / (double) count);
}

/* An option's title as a heading says it: without its mnemonic. */
static char *
option_title (const PlOptionSpec *spec)
{
  g_autoptr(GString) out = g_string_new (_(spec->title));

  g_string_replace (out, "_", "", 0);
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* One option of a variant in words ("Kontra and Re", "Players: 4"), or
 * NULL for one that is no preference (the match set it for one deal). */
static char *
option_words (const PlGame *game,
              const char   *token)
{
  g_auto(GStrv) kv = g_strsplit (token, "=", 2);
  const PlOptionSpec *spec;
  g_autofree char *title = NULL;

  if (kv[0] == NULL || kv[1] == NULL)
    return NULL;
  spec = pl_game_find_option (game, kv[0]);
  if (spec == NULL || spec->title == NULL)
    return NULL;
  title = option_title (spec);
  if (spec->kind == PL_OPTION_SWITCH)
    /* TRANSLATORS: an option turned off in a statistics heading: "without Ramsch". */
    return g_str_equal (kv[1], "on") ? g_steal_pointer (&title)
                                     : g_strdup_printf (_("without %s"), title);
  for (guint i = 0; i < spec->n_choices; i++)
    if (g_str_equal (spec->choices[i].text, kv[1]))
      /* TRANSLATORS: a chosen option in a statistics heading: "Players: 4". */
      return g_strdup_printf (_("%s: %s"), title,
                              spec->choices[i].label != NULL ? _(spec->choices[i].label)
                                                             : spec->choices[i].text);
  return NULL;
}

/* The heading of a game and variant in words, from the game's options
 * ("Skat (Players: 4, Kontra and Re, Ramsch)"), never the record's keys. */
char *
pl_statistics_window_variant_title (const char *game_id,
                                    const char *variant)
{
  const PlGameEntry *entry = pl_game_catalog_lookup (game_id);
  const PlGame *game = pl_game_lookup (game_id);
  const char *name = entry != NULL ? pl_game_entry_get_name (entry) : game_id;
  g_auto(GStrv) tokens = NULL;
  g_autoptr(GPtrArray) words = g_ptr_array_new_with_free_func (g_free);

  g_return_val_if_fail (game_id != NULL && variant != NULL, NULL);

  if (game == NULL || g_str_equal (variant, "standard"))
    return g_strdup (name);
  tokens = g_strsplit (variant, " ", -1);
  for (guint i = 0; tokens[i] != NULL; i++)
    {
      char *words_of = option_words (game, tokens[i]);

      if (words_of != NULL)
        g_ptr_array_add (words, words_of);
    }
  if (words->len == 0)
    return g_strdup (name);
  g_ptr_array_add (words, NULL);
  {
    /* TRANSLATORS: the separator between the options of a statistics heading. */
    g_autofree char *list = g_strjoinv (_(", "), (char **) words->pdata);

    /* TRANSLATORS: a game and its options: "Skat (Players: 4, Ramsch)". */
    return g_strdup_printf (_("%s (%s)"), name, list);
  }
}

static GtkWidget *
make_group (const PlStatisticsEntry *e)
{
  GtkWidget *group = adw_preferences_group_new ();
  g_autofree char *title = pl_statistics_window_variant_title (e->game, e->variant);
  g_autofree char *deals = g_strdup_printf ("%" G_GUINT64_FORMAT, e->deals);
  g_autofree char *won = g_strdup_printf ("%" G_GUINT64_FORMAT, e->won);
  g_autofree char *lost = g_strdup_printf ("%" G_GUINT64_FORMAT, e->lost);
  g_autofree char *points = g_strdup_printf ("%" G_GINT64_FORMAT, e->points);
  g_autofree char *average = format_average (e->points, e->deals);
  g_autofree char *best = g_strdup_printf ("%" G_GINT64_FORMAT, e->best);
  g_autofree char *worst = g_strdup_printf ("%" G_GINT64_FORMAT, e->worst);
  g_autofree char *share = NULL;
  /* What the game's controller says: whether a deal has a declarer (else
   * it is won with the highest score), and which sheets it keeps. */
  const PlGameEntry *game = pl_game_catalog_lookup (e->game);
  PlGameControllerClass *klass = game != NULL ? pl_game_entry_get_controller_class (game)
                                              : NULL;
  gboolean declarer = klass != NULL && klass->has_declarer;

  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  if (e->declared > 0 && declarer)
    /* TRANSLATORS: the share of the games declared that were won. */
    share = g_strdup_printf (_("%u%% of the games declared won"),
                             (guint) ((e->won * 100 + e->declared / 2) / e->declared));
  else if (e->declared > 0)
    /* TRANSLATORS: the share of the deals not tied that were won. */
    share = g_strdup_printf (_("%u%% of the deals won"),
                             (guint) ((e->won * 100 + e->declared / 2) / e->declared));
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group), share);

  /* A deal analysed that was not played here (opened from a file) makes
   * an entry of its mistakes alone. */
  if (e->deals > 0)
    {
      add_row (group, _("Deals played"), deals);
      add_row (group, declarer ? _("Won as declarer") : _("Deals won"), won);
      add_row (group, declarer ? _("Lost as declarer") : _("Deals lost"), lost);
      add_row (group, _("Points"), points);
      add_row (group, _("Points per deal"), average);
      add_row (group, _("Best deal"), best);
      add_row (group, _("Worst deal"), worst);
    }
  if (e->deals > 0 && klass != NULL && (klass->score_sheets & PL_SCORE_SHEETS_SEEGER_FABIAN))
    {
      g_autofree char *sf = g_strdup_printf ("%" G_GINT64_FORMAT, e->seeger_fabian);
      g_autofree char *sf_average = format_average (e->seeger_fabian, e->deals);

      add_row (group, _("Seeger-Fabian points"), sf);
      add_row (group, _("Seeger-Fabian points per deal"), sf_average);
    }
  /* "Analyse This Deal": the player's own mistakes, per deal analysed. */
  if (e->analysed > 0)
    {
      g_autofree char *per_deal = format_average ((gint64) e->mistakes, e->analysed);
      g_autofree char *count = g_strdup_printf ("%" G_GUINT64_FORMAT, e->analysed);
      /* TRANSLATORS: under "Mistakes per deal": how many deals were analysed. */
      g_autofree char *analysed = g_strdup_printf (_("Analysed deals: %s"), count);
      GtkWidget *row = add_row (group, _("Mistakes per deal"), per_deal);

      adw_action_row_set_subtitle (ADW_ACTION_ROW (row), analysed);
    }
  return group;
}

void
pl_statistics_window_set (PlStatisticsWindow *self,
                          const PlStatistics *stats)
{
  guint n;

  g_return_if_fail (PL_IS_STATISTICS_WINDOW (self));
  g_return_if_fail (stats != NULL);

  if (self->page != NULL)
    gtk_box_remove (GTK_BOX (self->page_box), self->page);
  self->page = adw_preferences_page_new ();
  gtk_widget_set_vexpand (self->page, TRUE);
  gtk_box_append (GTK_BOX (self->page_box), self->page);

  n = pl_statistics_get_n_entries (stats);
  for (guint i = 0; i < n; i++)
    adw_preferences_page_add (ADW_PREFERENCES_PAGE (self->page),
                              ADW_PREFERENCES_GROUP (make_group (pl_statistics_get_entry (stats, i))));
  gtk_stack_set_visible_child_name (GTK_STACK (self->stack), n > 0 ? "list" : "empty");
}

static void
pl_statistics_window_dispose (GObject *object)
{
  gtk_widget_dispose_template (GTK_WIDGET (object), PL_TYPE_STATISTICS_WINDOW);

  G_OBJECT_CLASS (pl_statistics_window_parent_class)->dispose (object);
}

static void
pl_statistics_window_class_init (PlStatisticsWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = pl_statistics_window_dispose;

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/pl-statistics-window.ui");
  gtk_widget_class_bind_template_child (widget_class, PlStatisticsWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, PlStatisticsWindow, page_box);
}

static void
pl_statistics_window_init (PlStatisticsWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

PlStatisticsWindow *
pl_statistics_window_new (GtkWindow          *parent,
                          const PlStatistics *stats)
{
  PlStatisticsWindow *self;

  g_return_val_if_fail (stats != NULL, NULL);

  self = g_object_new (PL_TYPE_STATISTICS_WINDOW,
                       "transient-for", parent,
                       NULL);
  pl_statistics_window_set (self, stats);
  return self;
}
