/* test-card-theme.c — decks load, validate, render and cache
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Needs no display: textures are GdkMemoryTextures, read back with
 * gdk_texture_download().
 */

#include "config.h"

#include <math.h>
#include <string.h>
#include <sys/stat.h>

#define G_LOG_DOMAIN "parlour-test"

#include <glib/gstdio.h>

#include "pl-card-theme-private.h"

#define ANGLO_DECK "/usr/share/aisleriot/cards/anglo.svgz"
#define XSKAT_DECK "/usr/share/carddecks/svg-xskat-french"
#define STANDARD_DECK "/usr/share/carddecks/svg-standard"

static char *
fixture (const char *name)
{
  return g_test_build_filename (G_TEST_DIST, "data", "decks", "aisleriot", "cards",
                                name, NULL);
}

static PlCard
card_at (guint i)
{
  return i == 52 ? PL_CARD_NONE : PL_CARD (i / PL_N_RANKS, i % PL_N_RANKS);
}

typedef struct {
  guint opaque;       /* pixels with alpha over a half */
  guint corner_ink;   /* coloured or dark pixels in the top-left index area */
  guint total;
} PixelCounts;

/* Reads a texture back and counts what a card must have: a body that is
 * mostly opaque and, in its top-left corner, the ink of an index. */
static PixelCounts
count_pixels (GdkTexture *texture)
{
  int w = gdk_texture_get_width (texture);
  int h = gdk_texture_get_height (texture);
  gsize stride = (gsize) w * 4;
  g_autofree guchar *data = g_malloc (stride * h);
  PixelCounts counts = { 0, 0, (guint) (w * h) };

  /* gdk_texture_download() gives premultiplied native-endian ARGB32. */
  gdk_texture_download (texture, data, stride);
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      {
        guint32 p = ((guint32 *) (gpointer) (data + y * stride))[x];
        guint a = p >> 24, r = (p >> 16) & 0xff, g = (p >> 8) & 0xff, b = p & 0xff;
        gboolean in_corner = x > w / 40 && x < w / 4 && y > h / 40 && y < h / 5;

        if (a > 128)
          counts.opaque++;
        /* Ink: opaque and clearly not white paper. */
        if (in_corner && a > 200 && MIN (r, MIN (g, b)) < 160)
          counts.corner_ink++;
      }
  return counts;
}

static void
assert_card_drawn (PlCardTheme *theme,
                   guint        i,
                   GdkTexture  *texture,
                   int          pixel_width)
{
  PixelCounts counts;

  g_assert_nonnull (texture);
  g_assert_cmpint (gdk_texture_get_width (texture), ==, pixel_width);
  g_assert_cmpint (gdk_texture_get_height (texture), ==,
                   pl_card_theme_get_card_height (theme, pixel_width));

  counts = count_pixels (texture);
  /* A card fills its frame but for rounded corners. */
  if (counts.opaque < counts.total * 8 / 10)
    g_error ("Card %u of “%s” at %d px is %u/%u opaque",
             i, pl_card_theme_get_id (theme), pixel_width, counts.opaque, counts.total);
  /* Every face has an index in its corner; backs have no index. */
  if (i != 52 && counts.corner_ink < 4)
    g_error ("Card %u of “%s” at %d px has no ink in its corner",
             i, pl_card_theme_get_id (theme), pixel_width);
}

/* Every card of a deck, at two sizes, through the cache. */
static void
check_whole_deck (const char *id)
{
  static const int widths[] = { 73, 150 };
  g_autoptr(GError) error = NULL;
  g_autoptr(PlCardTheme) theme = NULL;

  theme = pl_card_theme_new_for_id (id, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (theme);
  g_assert_cmpfloat (pl_card_theme_get_aspect_ratio (theme), >, 0.5);
  g_assert_cmpfloat (pl_card_theme_get_aspect_ratio (theme), <, 0.9);

  for (guint s = 0; s < G_N_ELEMENTS (widths); s++)
    {
      g_assert_false (pl_card_theme_is_prepared (theme, widths[s], 1));
      pl_card_theme_prepare (theme, widths[s], 1, NULL, &error);
      g_assert_no_error (error);
      g_assert_true (pl_card_theme_is_prepared (theme, widths[s], 1));

      for (guint i = 0; i < 53; i++)
        {
          gboolean exact = FALSE;
          GdkTexture *texture;

          texture = pl_card_theme_lookup_texture (theme, card_at (i), widths[s], 1, &exact);
          g_assert_true (exact);
          assert_card_drawn (theme, i, texture, widths[s]);
        }
    }
}

static void
test_builtin_decks (void)
{
  check_whole_deck (PL_CARD_THEME_DEFAULT_ID);
  check_whole_deck (PL_CARD_THEME_FOUR_COLOUR_ID);
  /* Issue 16: the German-suited packs, chosen by their ids. */
  check_whole_deck (PL_CARD_THEME_GERMAN_ID);
  check_whole_deck (PL_CARD_THEME_GERMAN_FOUR_COLOUR_ID);
}

static void
test_builtin_distinct_cards (void)
{
  g_autoptr(PlCardTheme) theme = pl_card_theme_new_default ();
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_bytes_hash, g_bytes_equal,
                                                      (GDestroyNotify) g_bytes_unref, NULL);

  /* Two cards drawn alike would mean a wrong or duplicated element id. */
  for (guint i = 0; i < 53; i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GdkTexture) texture = pl_card_theme_render_card (theme, card_at (i), 60, 1, &error);
      g_autoptr(GBytes) bytes = NULL;
      gsize size;
      guchar *data;

      g_assert_no_error (error);
      size = 60 * 4 * (gsize) gdk_texture_get_height (texture);
      data = g_malloc (size);
      gdk_texture_download (texture, data, 60 * 4);
      bytes = g_bytes_new_take (data, size);
      g_assert_false (g_hash_table_contains (seen, bytes));
      g_hash_table_add (seen, g_steal_pointer (&bytes));
    }
  g_assert_cmpuint (g_hash_table_size (seen), ==, 53);
}

static void
test_installed_aisleriot (void)
{
  g_autofree char *id = g_strconcat ("aisleriot:", ANGLO_DECK, NULL);

  if (!g_file_test (ANGLO_DECK, G_FILE_TEST_EXISTS))
    {
      g_test_skip ("gnome-cards-data is not installed");
      return;
    }
  check_whole_deck (id);
}

/* Issue 16, bug 3: every deck gnome-cards-data installs is drawn as
 * rsvg-convert draws the whole file.  AisleRiot's decks are a grid of 13
 * columns (ace … king) by 5 rows (clubs, diamonds, hearts, spades; the back
 * third in the last row); each card drawn by the theme must match its cell
 * of the sheet that rsvg-convert renders, pixel for pixel within a small
 * tolerance for resampling.  Dondorf's court cards and back were dark
 * translucent boxes, Berlin's back a small picture in a wide margin. */
static guchar *
download (GdkTexture *texture,
          gsize      *stride)
{
  int w = gdk_texture_get_width (texture), h = gdk_texture_get_height (texture);
  guchar *data;

  *stride = (gsize) w * 4;
  data = g_malloc (*stride * h);
  gdk_texture_download (texture, data, *stride);
  return data;
}

/* How far the card is from its cell of the sheet: both are averaged over
 * a grid of 6 × 9 blocks, so that resampling (the sheet's cells need not
 * fall on whole pixels) does not count, and the mean difference (0 … 255)
 * of the blocks' premultiplied channels is returned. */
#define BLOCKS_X 6
#define BLOCKS_Y 9

static void
block_means (const guchar *data,
             gsize         stride,
             double        x0,
             double        y0,
             double        w,
             double        h,
             double        means[BLOCKS_Y][BLOCKS_X][4])
{
  for (int by = 0; by < BLOCKS_Y; by++)
    for (int bx = 0; bx < BLOCKS_X; bx++)
      {
        int xa = (int) (x0 + w * bx / BLOCKS_X), xb = (int) (x0 + w * (bx + 1) / BLOCKS_X);
        int ya = (int) (y0 + h * by / BLOCKS_Y), yb = (int) (y0 + h * (by + 1) / BLOCKS_Y);
        guint n = 0;

        memset (means[by][bx], 0, sizeof means[by][bx]);
        for (int y = ya; y < yb; y++)
          for (int x = xa; x < xb; x++, n++)
            for (int c = 0; c < 4; c++)
              means[by][bx][c] += data[y * stride + x * 4 + c];
        for (int c = 0; c < 4; c++)
          means[by][bx][c] /= MAX (n, 1);
      }
}

static double
compare_with_sheet (GdkTexture *card,
                    GdkTexture *sheet,
                    guint       column,
                    guint       row)
{
  double cell_w = gdk_texture_get_width (sheet) / 13.0;
  double cell_h = gdk_texture_get_height (sheet) / 5.0;
  gsize card_stride, sheet_stride;
  g_autofree guchar *a = download (card, &card_stride);
  g_autofree guchar *b = download (sheet, &sheet_stride);
  double ma[BLOCKS_Y][BLOCKS_X][4], mb[BLOCKS_Y][BLOCKS_X][4];
  double sum = 0.0;

  block_means (a, card_stride, 0, 0, gdk_texture_get_width (card),
               gdk_texture_get_height (card), ma);
  block_means (b, sheet_stride, column * cell_w, row * cell_h, cell_w, cell_h, mb);
  for (int by = 0; by < BLOCKS_Y; by++)
    for (int bx = 0; bx < BLOCKS_X; bx++)
      for (int c = 0; c < 4; c++)
        sum += fabs (ma[by][bx][c] - mb[by][bx][c]);
  return sum / (BLOCKS_X * BLOCKS_Y * 4);
}

static void
test_installed_aisleriot_like_rsvg_convert (void)
{
  /* Cards of each kind: the ace, a pip card, the three court cards, the
   * back; index, column and row in the sheet. */
  static const struct { guint index, column, row; } cards[] = {
    { 12, 0, 0 },                          /* the ace of clubs */
    { 5, 6, 0 },                           /* the seven of clubs */
    { PL_N_RANKS + 11, 12, 3 },            /* the king of spades */
    { 2 * PL_N_RANKS + 10, 11, 2 },        /* the queen of hearts */
    { 3 * PL_N_RANKS + 9, 10, 1 },         /* the jack of diamonds */
    { 52, 2, 4 },                          /* the back */
  };
  const char *dirname = "/usr/share/aisleriot/cards";
  g_autofree char *rsvg_convert = g_find_program_in_path ("rsvg-convert");
  g_autofree char *tmp = NULL;
  g_autoptr(GDir) dir = NULL;
  const char *name;
  guint n_decks = 0;
  int width = 60;

  if (rsvg_convert == NULL || !g_file_test (dirname, G_FILE_TEST_IS_DIR))
    {
      g_test_skip ("rsvg-convert (librsvg2-bin) or gnome-cards-data is not installed");
      return;
    }
  tmp = g_dir_make_tmp ("parlour-sheet-XXXXXX", NULL);
  dir = g_dir_open (dirname, 0, NULL);
  g_assert_nonnull (dir);
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (dirname, name, NULL);
      g_autofree char *id = g_strconcat ("aisleriot:", path, NULL);
      g_autofree char *png = g_build_filename (tmp, "sheet.png", NULL);
      g_autofree char *width_arg = g_strdup_printf ("%d", 13 * width);
      g_autoptr(PlCardTheme) theme = NULL;
      g_autoptr(GdkTexture) sheet = NULL;
      g_autoptr(GError) error = NULL;
      const char *argv[] = { "rsvg-convert", "-w", width_arg, "-o", png, path, NULL };
      int status = 0;

      /* The bitmap decks are PNG sheets, not SVG. */
      if (!g_str_has_suffix (name, ".svgz") && !g_str_has_suffix (name, ".svg"))
        continue;
      theme = pl_card_theme_new_for_id (id, NULL, &error);
      if (theme == NULL)
        g_error ("%s does not load: %s", name, error->message);
      g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH |
                                   G_SPAWN_STDOUT_TO_DEV_NULL | G_SPAWN_STDERR_TO_DEV_NULL,
                                   NULL, NULL, NULL, NULL, &status, &error));
      g_assert_no_error (error);
      if (!g_spawn_check_wait_status (status, NULL))
        {
          g_test_message ("rsvg-convert cannot draw %s: not compared", name);
          continue;
        }
      sheet = gdk_texture_new_from_filename (png, &error);
      g_assert_no_error (error);

      for (guint i = 0; i < G_N_ELEMENTS (cards); i++)
        {
          g_autoptr(GdkTexture) card = NULL;
          double diff;

          card = pl_card_theme_render_card (theme, card_at (cards[i].index), width, 1, &error);
          g_assert_no_error (error);
          diff = compare_with_sheet (card, sheet, cards[i].column, cards[i].row);
          g_test_message ("%s card %u: mean difference %.1f", name, cards[i].index, diff);
          if (diff > 8.0)
            g_error ("Card %u of %s differs from rsvg-convert's drawing by %.1f on average",
                     cards[i].index, name, diff);
        }
      g_unlink (png);
      n_decks++;
    }
  g_rmdir (tmp);
  /* Dondorf and Berlin among them: gnome-cards-data installs some thirty. */
  g_assert_cmpuint (n_decks, >=, 2);
}

static void
test_installed_kde (void)
{
  static const char * const decks[] = { XSKAT_DECK, STANDARD_DECK };

  for (guint i = 0; i < G_N_ELEMENTS (decks); i++)
    {
      g_autofree char *id = g_strconcat ("kde:", decks[i], NULL);

      if (!g_file_test (decks[i], G_FILE_TEST_IS_DIR))
        {
          g_test_skip ("kdegames-card-data-kf5 is not installed");
          return;
        }
      check_whole_deck (id);
    }
}

static void
test_kde_names (void)
{
  g_autofree char *dir = g_test_build_filename (G_TEST_DIST, "data", "decks",
                                                "carddecks", "svg-tiny", NULL);
  g_autofree char *id = g_strconcat ("kde:", dir, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(PlCardTheme) theme = pl_card_theme_new_for_id (id, NULL, &error);

  /* The fixture names its cards KDE's way, rank first: "king_club". */
  g_assert_no_error (error);
  g_assert_cmpstr (pl_card_theme_get_name (theme), ==, "Tiny Test Deck");
  g_assert_cmpint (pl_card_theme_get_kind (theme), ==, PL_CARD_THEME_KIND_KDE);
  g_assert_cmpfloat_with_epsilon (pl_card_theme_get_aspect_ratio (theme), 60.0 / 84.0, 0.02);
  pl_card_theme_prepare (theme, 40, 1, NULL, &error);
  g_assert_no_error (error);
}

/* AisleRiot decks are named after their files, as AisleRiot names them. */
static void
test_names_from_files (void)
{
  static const struct {
    const char *file;
    const char *name;
  } names[] = {
    { "/usr/share/aisleriot/cards/anglo.svgz", "Anglo" },
    { "anglo_modern_4_color.svgz", "Anglo Modern 4 Color" },
    { "guyenne-classic.svgz", "Guyenne Classic" },
    { "swiss-xvii.svgz", "Swiss XVII" },
    { "Атласные.svgz", "Атласные" },
    { "a__b.svg", "A B" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *name = pl_card_theme_name_from_file (names[i].file);

      g_assert_cmpstr (name, ==, names[i].name);
    }
}

static const struct {
  const char *file;
  int         code;
  const char *says;
} broken_decks[] = {
  { "incomplete.svg", PL_CARD_THEME_ERROR_INCOMPLETE, "has no card “club_king”" },
  { "empty-card.svg", PL_CARD_THEME_ERROR_INCOMPLETE, "“heart_queen”" },
  { "truncated.svg", PL_CARD_THEME_ERROR_UNREADABLE, "could not be read" },
  { "truncated-gzip.svgz", PL_CARD_THEME_ERROR_UNREADABLE, "could not be read" },
  { "no-such-deck.svgz", PL_CARD_THEME_ERROR_NOT_FOUND, "could not be opened" },
};

static void
test_broken_decks (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (broken_decks); i++)
    {
      g_autofree char *path = fixture (broken_decks[i].file);
      g_autofree char *id = g_strconcat ("aisleriot:", path, NULL);
      g_autoptr(GError) error = NULL;
      g_autoptr(PlCardTheme) theme = pl_card_theme_new_for_id (id, NULL, &error);

      g_assert_null (theme);
      g_assert_error (error, PL_CARD_THEME_ERROR, (int) broken_decks[i].code);
      if (strstr (error->message, broken_decks[i].says) == NULL)
        g_error ("%s: “%s” does not say “%s”", broken_decks[i].file,
                 error->message, broken_decks[i].says);
    }
}

/* Issue 21: "A FIFO as a deck's card file draws blank cards": a card file
 * that is a named pipe (or a device) is refused at once, with what it is,
 * and the window falls back to the built-in deck as for any broken one. */
static void
test_not_a_file (void)
{
  g_autofree char *dir = g_dir_make_tmp ("parlour-deck-XXXXXX", NULL);
  g_autofree char *fifo = g_build_filename (dir, "cards.svgz", NULL);
  g_autofree char *id = g_strconcat ("aisleriot:", fifo, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(PlCardTheme) theme = NULL;
  g_autoptr(PlCardTheme) device = NULL;

  g_assert_cmpint (mkfifo (fifo, 0600), ==, 0);
  theme = pl_card_theme_new_for_id (id, NULL, &error);
  g_assert_null (theme);
  g_assert_error (error, PL_CARD_THEME_ERROR, PL_CARD_THEME_ERROR_UNREADABLE);
  g_assert_nonnull (strstr (error->message, "named pipe"));
  g_clear_error (&error);

  device = pl_card_theme_new_for_id ("aisleriot:/dev/zero", NULL, &error);
  g_assert_null (device);
  g_assert_error (error, PL_CARD_THEME_ERROR, PL_CARD_THEME_ERROR_UNREADABLE);
  g_assert_nonnull (strstr (error->message, "character device"));

  g_unlink (fifo);
  g_rmdir (dir);
}

static void
test_bad_ids (void)
{
  static const char * const ids[] = { "", "bogus", "kde:/nonexistent", "parlour-five-colour" };

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(PlCardTheme) theme = pl_card_theme_new_for_id (ids[i], NULL, &error);
      PlCardThemeError code = i == 2 ? PL_CARD_THEME_ERROR_NOT_FOUND
                                     : PL_CARD_THEME_ERROR_INVALID_ID;

      g_assert_null (theme);
      g_assert_error (error, PL_CARD_THEME_ERROR, (int) code);
    }
}

static void
async_cb (GObject      *object,
          GAsyncResult *result,
          gpointer      user_data)
{
  *(GAsyncResult **) user_data = g_object_ref (result);
}

static GAsyncResult *
wait_for (GAsyncResult **slot)
{
  while (*slot == NULL)
    g_main_context_iteration (NULL, TRUE);
  return *slot;
}

/* What the window does: load the chosen deck in a worker and, if it is
 * broken, fall back to the built-in one and show the message. */
static void
test_async_load_and_fallback (void)
{
  g_autofree char *path = fixture ("incomplete.svg");
  g_autofree char *id = g_strconcat ("aisleriot:", path, NULL);
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GAsyncResult) good_result = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(PlCardTheme) theme = NULL;
  g_autoptr(PlCardTheme) fallback = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  gboolean exact = TRUE;

  pl_card_theme_new_for_id_async (id, NULL, async_cb, &result);
  theme = pl_card_theme_new_for_id_finish (wait_for (&result), &error);
  g_assert_null (theme);
  g_assert_error (error, PL_CARD_THEME_ERROR, PL_CARD_THEME_ERROR_INCOMPLETE);
  g_assert_nonnull (strstr (error->message, "Incomplete"));

  g_clear_error (&error);
  fallback = pl_card_theme_new_default ();
  g_assert_cmpstr (pl_card_theme_get_id (fallback), ==, PL_CARD_THEME_DEFAULT_ID);
  texture = pl_card_theme_render_card (fallback, PL_CARD (PL_SUIT_SPADES, PL_RANK_ACE),
                                       50, 1, &error);
  g_assert_no_error (error);
  g_assert_nonnull (texture);

  /* A deck loaded asynchronously has a first size ready to draw. */
  pl_card_theme_new_for_id_async (PL_CARD_THEME_FOUR_COLOUR_ID, NULL, async_cb, &good_result);
  theme = pl_card_theme_new_for_id_finish (wait_for (&good_result), &error);
  g_assert_no_error (error);
  g_assert_true (pl_card_theme_is_prepared (theme, PL_CARD_THEME_BASE_WIDTH, 1));
  g_assert_nonnull (pl_card_theme_lookup_texture (theme, PL_CARD_NONE, 200, 1, &exact));
  g_assert_false (exact);
}

static void
prepared_cb (PlCardTheme *theme,
             int          pixel_width,
             gpointer     user_data)
{
  *(int *) user_data = pixel_width;
}

static void
test_async_prepare (void)
{
  g_autoptr(PlCardTheme) theme = pl_card_theme_new_default ();
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;
  PlCard queen = PL_CARD (PL_SUIT_HEARTS, PL_RANK_QUEEN);
  GdkTexture *texture;
  gboolean exact = TRUE;
  int prepared = 0;

  g_signal_connect (theme, "prepared", G_CALLBACK (prepared_cb), &prepared);

  /* Nothing is cached yet: no texture, and a render starts. */
  g_assert_null (pl_card_theme_lookup_texture (theme, queen, 97, 2, &exact));
  g_assert_false (exact);

  /* An explicit prepare delivers the size asked, scale included. */
  pl_card_theme_prepare_async (theme, 97, 2, NULL, async_cb, &result);
  g_assert_true (pl_card_theme_prepare_finish (theme, wait_for (&result), &error));
  g_assert_no_error (error);
  texture = pl_card_theme_lookup_texture (theme, queen, 97, 2, &exact);
  g_assert_true (exact);
  assert_card_drawn (theme, PL_CARD_SUIT (queen) * 13 + PL_CARD_RANK (queen), texture, 194);

  /* A miss draws the nearest size, then "prepared" brings the asked one. */
  while (prepared != 120)
    {
      texture = pl_card_theme_lookup_texture (theme, queen, 120, 1, &exact);
      if (!exact)
        {
          g_assert_nonnull (texture);
          g_assert_cmpint (gdk_texture_get_width (texture), ==, 194);
        }
      g_main_context_iteration (NULL, TRUE);
    }
  texture = pl_card_theme_lookup_texture (theme, queen, 120, 1, &exact);
  g_assert_true (exact);
  g_assert_cmpint (gdk_texture_get_width (texture), ==, 120);
}

static void
test_cache_bound (void)
{
  g_autoptr(PlCardTheme) theme = pl_card_theme_new_default ();
  g_autoptr(GError) error = NULL;
  guint cached = 0;

  for (int w = 20; w < 20 + 2 * (PL_CARD_THEME_MAX_SIZES + 2); w += 2)
    {
      pl_card_theme_prepare (theme, w, 1, NULL, &error);
      g_assert_no_error (error);
    }
  for (int w = 20; w < 20 + 2 * (PL_CARD_THEME_MAX_SIZES + 2); w += 2)
    cached += pl_card_theme_is_prepared (theme, w, 1);
  g_assert_cmpuint (cached, ==, PL_CARD_THEME_MAX_SIZES);
  /* The least recently used went first. */
  g_assert_false (pl_card_theme_is_prepared (theme, 20, 1));
  g_assert_true (pl_card_theme_is_prepared (theme, 18 + 2 * (PL_CARD_THEME_MAX_SIZES + 2), 1));
}

static void
test_preview (void)
{
  static const PlCard cards[] = {
    PL_CARD (PL_SUIT_HEARTS, PL_RANK_KING), PL_CARD (PL_SUIT_SPADES, PL_RANK_ACE), PL_CARD_NONE,
  };
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GPtrArray) textures = NULL;
  g_autoptr(GError) error = NULL;

  pl_card_theme_render_preview_async (PL_CARD_THEME_DEFAULT_ID, cards, G_N_ELEMENTS (cards),
                                      30, 2, NULL, async_cb, &result);
  textures = pl_card_theme_render_preview_finish (wait_for (&result), &error);
  g_assert_no_error (error);
  g_assert_cmpuint (textures->len, ==, G_N_ELEMENTS (cards));
  for (guint i = 0; i < textures->len; i++)
    g_assert_cmpint (gdk_texture_get_width (g_ptr_array_index (textures, i)), ==, 60);
}

static PlCardThemeInfo *
find_info (GListModel *list,
           const char *id)
{
  for (guint i = 0; i < g_list_model_get_n_items (list); i++)
    {
      g_autoptr(PlCardThemeInfo) info = g_list_model_get_item (list, i);

      if (g_str_equal (pl_card_theme_info_get_id (info), id))
        return info;
    }
  return NULL;
}

static void
test_list_installed (void)
{
  g_autofree char *decks = g_test_build_filename (G_TEST_DIST, "data", "decks", NULL);
  g_autofree char *tiny = g_build_filename (decks, "carddecks", "svg-tiny", NULL);
  g_autofree char *tiny_id = g_strconcat ("kde:", tiny, NULL);
  g_autofree char *incomplete = fixture ("incomplete.svg");
  g_autofree char *incomplete_id = g_strconcat ("aisleriot:", incomplete, NULL);
  g_autoptr(GListModel) list = NULL;
  g_autoptr(PlCardThemeInfo) first = NULL;
  PlCardThemeInfo *info;

  g_setenv ("PARLOUR_DECKS_DIR", decks, TRUE);
  list = pl_card_theme_list_installed ();
  g_unsetenv ("PARLOUR_DECKS_DIR");

  first = g_list_model_get_item (list, 0);
  g_assert_cmpstr (pl_card_theme_info_get_id (first), ==, PL_CARD_THEME_DEFAULT_ID);
  g_assert_nonnull (find_info (list, PL_CARD_THEME_FOUR_COLOUR_ID));
  /* The German-suited packs are offered too (issue 16), by name. */
  g_assert_cmpstr (pl_card_theme_info_get_name (find_info (list, PL_CARD_THEME_GERMAN_ID)), ==,
                   "Parlour German");
  g_assert_nonnull (find_info (list, PL_CARD_THEME_GERMAN_FOUR_COLOUR_ID));

  info = find_info (list, tiny_id);
  g_assert_nonnull (info);
  g_assert_cmpstr (pl_card_theme_info_get_name (info), ==, "Tiny Test Deck");
  g_assert_cmpint (pl_card_theme_info_get_kind (info), ==, PL_CARD_THEME_KIND_KDE);

  /* Listing does not parse: a broken deck is listed and fails on load. */
  info = find_info (list, incomplete_id);
  g_assert_nonnull (info);
  g_assert_cmpstr (pl_card_theme_info_get_name (info), ==, "Incomplete");
  g_assert_cmpint (pl_card_theme_info_get_kind (info), ==, PL_CARD_THEME_KIND_AISLERIOT);

  if (g_file_test (ANGLO_DECK, G_FILE_TEST_EXISTS))
    {
      info = find_info (list, "aisleriot:" ANGLO_DECK);
      g_assert_nonnull (info);
      g_assert_cmpstr (pl_card_theme_info_get_name (info), ==, "Anglo");
    }
  if (g_file_test (XSKAT_DECK, G_FILE_TEST_IS_DIR))
    {
      info = find_info (list, "kde:" XSKAT_DECK);
      g_assert_nonnull (info);
      g_assert_cmpstr (pl_card_theme_info_get_name (info), ==, "XSkat French");
    }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/card-theme/builtin-decks", test_builtin_decks);
  g_test_add_func ("/card-theme/builtin-distinct-cards", test_builtin_distinct_cards);
  g_test_add_func ("/card-theme/installed-aisleriot", test_installed_aisleriot);
  g_test_add_func ("/card-theme/installed-aisleriot-like-rsvg-convert",
                   test_installed_aisleriot_like_rsvg_convert);
  g_test_add_func ("/card-theme/installed-kde", test_installed_kde);
  g_test_add_func ("/card-theme/kde-names", test_kde_names);
  g_test_add_func ("/card-theme/names-from-files", test_names_from_files);
  g_test_add_func ("/card-theme/broken-decks", test_broken_decks);
  g_test_add_func ("/card-theme/bad-ids", test_bad_ids);
  g_test_add_func ("/card-theme/not-a-file", test_not_a_file);
  g_test_add_func ("/card-theme/async-load-and-fallback", test_async_load_and_fallback);
  g_test_add_func ("/card-theme/async-prepare", test_async_prepare);
  g_test_add_func ("/card-theme/cache-bound", test_cache_bound);
  g_test_add_func ("/card-theme/preview", test_preview);
  g_test_add_func ("/card-theme/list-installed", test_list_installed);

  return g_test_run ();
}
