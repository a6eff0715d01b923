/* pl-cli-analyse-private.h — what `parlour-cli analyse` and its XSkat
 * comparison share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pl-ai.h"
#include "pl-cli-private.h"

G_BEGIN_DECLS

/* The same limit as records (docs/records.md, "Limits"). */
#define PL_CLI_ANALYSE_MAX_FILE (16 * 1024 * 1024)

typedef struct {
  gboolean  json;
  gboolean  quiet;
  gint      games;                       /* the first N games, 0 all */
  gint      jobs;
  guint64   seed;
  guint     n_levels;
  PlAiLevel levels[PL_AI_N_LEVELS];
} PlCliAnalyseOptions;

/* `analyse --xskat LOG` (pl-cli-analyse-xskat.c). */
int      pl_cli_analyse_xskat (const char                *path,
                               const PlCliAnalyseOptions *options);

G_END_DECLS
