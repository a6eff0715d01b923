/* test-skat-ui.c — what the Skat windows say, without a display
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-test"

#include "pl-statistics-window.h"

/* Issue 16, bug 4: a statistics group is headed by the game and its
 * variant in words, never by the record's keys. */
static void
test_statistics_heading (void)
{
  static const struct {
    const char *game;
    const char *variant;
    const char *heading;
  } cases[] = {
    { "skat", "standard", "Skat" },
    { "skat", "players=4 kontra=on ramsch=on", "Skat (Players: Four, Kontra and Re, Ramsch)" },
    { "skat", "kontra=on kontra-18=on", "Skat (Kontra and Re, Kontra Only After 18)" },
    /* A deal of a Bock round counted by an older Parlour: the per-deal
     * option is no preference and not named. */
    { "skat", "bock-deal=1", "Skat" },
    /* A key this Parlour does not know is left out rather than shown raw. */
    { "skat", "players=4 flavour=on", "Skat (Players: Four)" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *heading = pl_statistics_window_variant_title (cases[i].game,
                                                                      cases[i].variant);

      g_assert_cmpstr (heading, ==, cases[i].heading);
    }
}

int
main (int   argc,
      char *argv[])
{
  g_setenv ("LANGUAGE", "C", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/skat-ui/statistics-heading", test_statistics_heading);
  return g_test_run ();
}
