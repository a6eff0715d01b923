/* pl-statistics-window.h — the player's statistics per game and variant
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "pl-statistics.h"

G_BEGIN_DECLS

/*
 * Shows a PlStatistics: one group per game and variant with the deals
 * played, the games won and lost as declarer, the points (total, per deal,
 * best and worst deal) and, for Skat, the Seeger-Fabian points.  The
 * window shows a copy taken when it opens (pl_statistics_window_set()
 * refreshes it).
 */
#define PL_TYPE_STATISTICS_WINDOW (pl_statistics_window_get_type ())
G_DECLARE_FINAL_TYPE (PlStatisticsWindow, pl_statistics_window,
                      PL, STATISTICS_WINDOW, AdwWindow)

PlStatisticsWindow *pl_statistics_window_new (GtkWindow          *parent,
                                              const PlStatistics *stats);
void                pl_statistics_window_set (PlStatisticsWindow *self,
                                              const PlStatistics *stats);
/* A group's heading: the game and its variant in words, from the game's
 * options ("Skat (Players: Four, Kontra and Re)"). */
char               *pl_statistics_window_variant_title (const char *game_id,
                                                        const char *variant);

G_END_DECLS
