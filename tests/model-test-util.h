/* model-test-util.h — what the tests of the table model share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "pl-table.h"

static gboolean
model_test_timeout_cb (gpointer user_data)
{
  g_error ("The table did not get there within 30 s");
  return G_SOURCE_REMOVE;
}

typedef gboolean (*TableCondition) (PlTable *table);

/* Runs the main loop (where the computer's moves land) until @condition;
 * a table that does not get there within 30 s fails the test. */
static inline void
run_until (PlTable        *table,
           TableCondition  condition)
{
  guint id = g_timeout_add_seconds (30, model_test_timeout_cb, NULL);

  while (!condition (table))
    g_main_context_iteration (NULL, TRUE);
  g_source_remove (id);
}

/* A table of @game_id whose computer moves without delay. */
static inline PlTable *
model_test_new_table (const char *game_id)
{
  PlTable *table = pl_table_new (game_id);

  g_assert_nonnull (table);
  pl_table_set_computer_delay (table, 0);
  return table;
}
