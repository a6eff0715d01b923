/* pl-window-statistics.c — the window's statistics: every finished deal counted into the file
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-window"

#include <glib/gi18n.h>

#include "pl-autosave.h"
#include "pl-game-catalog.h"
#include "pl-game-controller.h"
#include "pl-statistics-file.h"
#include "pl-statistics-window.h"
#include "pl-window-private.h"

/*
 * A finished deal is added to the statistics file (PlStatisticsFile: read,
 * add, write under a lock), never written as the window's own figures, so
 * that another window or another Parlour, or a file not read yet, loses
 * nothing.  A bad file is set aside and the player told once; a write
 * that fails is told once until one works again, and the deals wait in
 * memory for the next.
 */

#define STATISTICS_NAME "statistics"

struct _PlWindowStatistics
{
  PlWindow          *window;        /* not owned */
  PlStatisticsFile  *file;
  GtkWindow         *stats_window;  /* weak */
  gboolean           failing;
};

static void
changed_cb (PlStatisticsFile   *file,
            PlWindowStatistics *statistics)
{
  if (statistics->stats_window != NULL)
    pl_statistics_window_set (PL_STATISTICS_WINDOW (statistics->stats_window),
                              pl_statistics_file_get (file));
}

static void
failed_cb (PlStatisticsFile   *file,
           const char         *message,
           PlWindowStatistics *statistics)
{
  /* One message while writing fails; the deals are kept meanwhile. */
  if (statistics->failing)
    return;
  statistics->failing = TRUE;
  pl_window_tell_problem (statistics->window,
                          _("Your statistics could not be saved. The deals are kept and "
                            "saved once it works again."),
                          message);
}

static void
saved_cb (PlStatisticsFile   *file,
          PlWindowStatistics *statistics)
{
  statistics->failing = FALSE;
}

static void
kept_aside_cb (PlStatisticsFile   *file,
               const char         *message,
               const char         *kept_as,
               PlWindowStatistics *statistics)
{
  pl_window_tell_kept_aside (statistics->window,
                             _("Your statistics could not be read and start afresh"),
                             message, kept_as);
}

/* The variant a deal counts under: the options the player chose.  Those
 * without a title are set by the match for one deal (Skat's Bock and
 * Ramsch rounds) and do not make a variant of their own. */
static char *
deal_variant (const PlDealRecord *deal)
{
  const PlGame *game = deal->game;
  g_autofree guint8 *options = g_memdup2 (deal->options, game->options_size);

  for (guint i = 0; i < game->n_options; i++)
    if (game->options[i].title == NULL)
      pl_option_put (&game->options[i], options, game->options[i].default_value);
  return pl_statistics_variant (game, options);
}

void
pl_window_statistics_count_deal (PlWindowStatistics *statistics,
                                 PlTable            *table)
{
  const PlDealRecord *deal = pl_table_get_record (table);
  const PlGameEntry *entry;
  PlGameControllerClass *klass;
  g_autoptr(PlScoreSheet) sheet = NULL;
  g_autofree char *variant = NULL;
  PlResult result = { 0, };
  guint human = pl_table_get_human_seat (table);
  gint seeger_fabian = 0;

  if (deal == NULL || !pl_table_get_result (table, &result))
    return;

  /* The Seeger-Fabian points of this deal alone: a sheet of one deal. */
  entry = pl_game_catalog_lookup (deal->game->id);
  klass = entry != NULL ? pl_game_entry_get_controller_class (entry) : NULL;
  if (klass != NULL && (klass->score_sheets & PL_SCORE_SHEETS_SEEGER_FABIAN))
    {
      sheet = pl_score_sheet_new (PL_SCORE_SHEET_SEEGER_FABIAN, result.n_seats);
      pl_score_sheet_add_result (sheet, &result);
      seeger_fabian = pl_score_sheet_get_total (sheet, human);
    }
  /* A game with a declarer counts a deal without one (Skat's Ramsch) as
   * neither won nor lost as declarer. */
  if (klass != NULL && klass->has_declarer && result.declarer < 0)
    result.passed = TRUE;
  variant = deal_variant (deal);
  pl_statistics_file_add_result (statistics->file, deal->game->id, variant, &result, human,
                                 seeger_fabian);
  pl_result_clear (&result);
}

void
pl_window_statistics_present (PlWindowStatistics *statistics)
{
  PlStatisticsWindow *window;

  if (statistics->stats_window != NULL)
    {
      gtk_window_present (statistics->stats_window);
      return;
    }
  window = pl_statistics_window_new (GTK_WINDOW (statistics->window),
                                     pl_statistics_file_get (statistics->file));
  statistics->stats_window = GTK_WINDOW (window);
  g_object_add_weak_pointer (G_OBJECT (window), (gpointer *) &statistics->stats_window);
  gtk_window_present (GTK_WINDOW (window));
}

PlWindowStatistics *
pl_window_statistics_new (PlWindow     *window,
                          GCancellable *cancellable)
{
  PlWindowStatistics *statistics = g_new0 (PlWindowStatistics, 1);
  g_autofree char *path = pl_autosave_default_path (STATISTICS_NAME);

  statistics->window = window;
  statistics->file = pl_statistics_file_new (path);
  g_signal_connect (statistics->file, "changed", G_CALLBACK (changed_cb), statistics);
  g_signal_connect (statistics->file, "failed", G_CALLBACK (failed_cb), statistics);
  g_signal_connect (statistics->file, "saved", G_CALLBACK (saved_cb), statistics);
  g_signal_connect (statistics->file, "kept-aside", G_CALLBACK (kept_aside_cb), statistics);
  pl_statistics_file_load (statistics->file, cancellable);
  return statistics;
}

void
pl_window_statistics_free (PlWindowStatistics *statistics)
{
  if (statistics == NULL)
    return;

  /* The deals counted reach the file before the window goes. */
  pl_statistics_file_flush (statistics->file);
  g_signal_handlers_disconnect_by_data (statistics->file, statistics);
  if (statistics->stats_window != NULL)
    {
      g_object_remove_weak_pointer (G_OBJECT (statistics->stats_window),
                                    (gpointer *) &statistics->stats_window);
      gtk_window_destroy (statistics->stats_window);
    }
  g_clear_object (&statistics->file);
  g_free (statistics);
}

/* "Analyse This Deal": the player's mistakes in the deal, under the
 * variant the deal counts under, once however often it is analysed. */
void
pl_window_statistics_count_review (PlWindowStatistics *statistics,
                                   const PlDealRecord *deal,
                                   guint               mistakes)
{
  g_autofree char *variant = deal_variant (deal);
  g_autofree char *key = pl_statistics_deal_key (deal);

  pl_statistics_file_add_review (statistics->file, deal->game->id, variant, key, mistakes);
}
