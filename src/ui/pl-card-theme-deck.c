/* pl-card-theme-deck.c — reading, validating and drawing one deck
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-cards"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "pl-autosave.h"
#include "pl-card-theme-private.h"

/* The built-in decks live in a resource of their own (data/cards), which a
 * static library only links if something refers to it: this does. */
GResource *pl_cards_get_resource (void);

#define BUILTIN_PATH RESOURCE_PATH "/cards/"

/* Handles kept parsed for reuse; more renderers at once parse their own. */
#define MAX_IDLE_HANDLES 2
/* Far more than any deck: AisleRiot's largest .svgz is a few MiB. */
#define MAX_DECK_FILE (64 * 1024 * 1024)

static const char * const suit_names[PL_N_SUITS] = {
  "club", "spade", "heart", "diamond",
};

/* AisleRiot and KDE both number the pip cards; the ace is 1. */
static const char * const rank_names[PL_N_RANKS] = {
  "2", "3", "4", "5", "6", "7", "8", "9", "10", "jack", "queen", "king", "1",
};

G_DEFINE_QUARK (pl-card-theme-error-quark, pl_card_theme_error)

static void
ensure_builtin_resources (void)
{
  static gsize registered = 0;

  if (g_once_init_enter (&registered))
    {
      /* The resource registers itself from a constructor when its object
       * is linked in; register it by hand only if that did not happen. */
      if (!g_resources_get_info (BUILTIN_PATH PL_CARD_THEME_DEFAULT_ID ".svg",
                                 G_RESOURCE_LOOKUP_FLAGS_NONE, NULL, NULL, NULL))
        g_resources_register (pl_cards_get_resource ());
      g_once_init_leave (&registered, 1);
    }
}

PlDeck *
pl_deck_ref (PlDeck *deck)
{
  return g_atomic_rc_box_acquire (deck);
}

static void
pl_deck_clear (gpointer data)
{
  PlDeck *deck = data;

  g_free (deck->id);
  g_free (deck->name);
  g_clear_pointer (&deck->data, g_bytes_unref);
  g_clear_object (&deck->base_file);
  for (guint i = 0; i < PL_DECK_N_CARDS; i++)
    g_free (deck->element_ids[i]);
  g_clear_pointer (&deck->idle_handles, g_ptr_array_unref);
  g_mutex_clear (&deck->lock);
}

void
pl_deck_unref (PlDeck *deck)
{
  g_atomic_rc_box_release_full (deck, pl_deck_clear);
}

/* Whether a word of a file name is a Roman numeral ("swiss-xvii"). */
static gboolean
is_roman_numeral (const char *word)
{
  return strlen (word) >= 2 && strspn (word, "ivxlIVXL") == strlen (word);
}

char *
pl_card_theme_name_from_file (const char *path)
{
  g_autofree char *base = g_path_get_basename (path);
  g_auto(GStrv) words = NULL;
  GString *name;
  char *dot;

  dot = strchr (base, '.');
  if (dot != NULL && dot != base)
    *dot = '\0';
  g_strdelimit (base, "_-", ' ');
  words = g_strsplit (base, " ", -1);
  name = g_string_new (NULL);
  for (guint i = 0; words[i] != NULL; i++)
    {
      if (*words[i] == '\0')
        continue;
      if (name->len > 0)
        g_string_append_c (name, ' ');
      if (is_roman_numeral (words[i]))
        {
          g_autofree char *upper = g_ascii_strup (words[i], -1);

          g_string_append (name, upper);
        }
      else
        {
          const char *rest = g_utf8_next_char (words[i]);

          g_string_append_unichar (name, g_unichar_totitle (g_utf8_get_char (words[i])));
          g_string_append (name, rest);
        }
    }
  return g_string_free (name, FALSE);
}

gboolean
pl_card_theme_read_kde_index (const char  *dir,
                              char       **name,
                              char       **svg_path,
                              GError     **error)
{
  static const char * const groups[] = { "KDE Backdeck", "KDE Cards" };
  g_autoptr(GKeyFile) keyfile = g_key_file_new ();
  g_autofree char *index = g_build_filename (dir, "index.desktop", NULL);
  g_autoptr(GError) local_error = NULL;

  if (!g_key_file_load_from_file (keyfile, index, G_KEY_FILE_NONE, &local_error))
    {
      g_set_error (error, PL_CARD_THEME_ERROR, PL_CARD_THEME_ERROR_NOT_FOUND,
                   _("The folder “%s” holds no KDE card deck: %s"),
                   dir, local_error->message);
      return FALSE;
    }

  /* Decks of KDE 4 and later describe themselves in [KDE Backdeck]; older
   * ones used [KDE Cards].  Either names the SVG file. */
  for (guint i = 0; i < G_N_ELEMENTS (groups); i++)
    {
      g_autofree char *svg = g_key_file_get_string (keyfile, groups[i], "SVG", NULL);

      if (svg == NULL || *svg == '\0' || strchr (svg, '/') != NULL)
        continue;
      if (name != NULL)
        {
          *name = g_key_file_get_locale_string (keyfile, groups[i], "Name", NULL, NULL);
          if (*name == NULL)
            *name = g_path_get_basename (dir);
        }
      if (svg_path != NULL)
        *svg_path = g_build_filename (dir, svg, NULL);
      return TRUE;
    }

  g_set_error (error, PL_CARD_THEME_ERROR, PL_CARD_THEME_ERROR_NOT_FOUND,
               _("The KDE card deck in “%s” names no SVG file"), dir);
  return FALSE;
}

/* Turns a deck id into where its bytes are and what it is called. */
static gboolean
resolve_id (PlDeck      *deck,
            const char  *id,
            char       **resource,
            char       **file,
            GError     **error)
{
  const char *builtin_name = pl_card_theme_builtin_name (id);

  if (builtin_name != NULL)
    {
      deck->kind = PL_CARD_THEME_KIND_BUILTIN;
      deck->name = g_strdup (builtin_name);
      *resource = g_strconcat (BUILTIN_PATH, id, ".svg", NULL);
      return TRUE;
    }

  if (g_str_has_prefix (id, "kde:") ||
      (g_path_is_absolute (id) && g_file_test (id, G_FILE_TEST_IS_DIR)))
    {
      const char *dir = g_str_has_prefix (id, "kde:") ? id + 4 : id;

      deck->kind = PL_CARD_THEME_KIND_KDE;
      if (!pl_card_theme_read_kde_index (dir, &deck->name, file, error))
        return FALSE;
      return TRUE;
    }

  if (g_str_has_prefix (id, "aisleriot:") || g_path_is_absolute (id))
    {
      const char *path = g_str_has_prefix (id, "aisleriot:") ? id + 10 : id;

      deck->kind = PL_CARD_THEME_KIND_AISLERIOT;
      deck->name = pl_card_theme_name_from_file (path);
      *file = g_strdup (path);
      return TRUE;
    }

  g_set_error (error, PL_CARD_THEME_ERROR, PL_CARD_THEME_ERROR_INVALID_ID,
               _("“%s” does not name a card deck"), id);
  return FALSE;
}

static RsvgHandle *
parse_handle (PlDeck        *deck,
              GCancellable  *cancellable,
              GError       **error)
{
  g_autoptr(GInputStream) stream = g_memory_input_stream_new_from_bytes (deck->data);
  g_autoptr(GError) local_error = NULL;
  RsvgHandle *handle;

  /* librsvg sees the gzip header of an .svgz and inflates it itself. */
  handle = rsvg_handle_new_from_stream_sync (stream, deck->base_file,
                                             RSVG_HANDLE_FLAGS_NONE,
                                             cancellable, &local_error);
  if (handle == NULL)
    {
      if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_propagate_error (error, g_steal_pointer (&local_error));
      else
        g_set_error (error, PL_CARD_THEME_ERROR, PL_CARD_THEME_ERROR_UNREADABLE,
                     _("The deck “%s” could not be read: %s"),
                     deck->name, local_error->message);
    }
  return handle;
}

static gboolean
rect_is_empty (const RsvgRectangle *r)
{
  return !(r->width > 0.0 && r->height > 0.0 &&
           isfinite (r->width) && isfinite (r->height) &&
           isfinite (r->x) && isfinite (r->y));
}

/* Whether the ink rectangle is a sane frame for the card: librsvg's ink
 * rectangles ignore clipping, so they can be far larger than the card. */
static gboolean
ink_fits_card (const RsvgRectangle *ink,
               const RsvgRectangle *logical)
{
  return !rect_is_empty (ink) &&
         ink->x <= logical->x && ink->y <= logical->y &&
         ink->width <= logical->width * 1.03 &&
         ink->height <= logical->height * 1.03;
}

static void
document_viewport (RsvgHandle    *handle,
                   RsvgRectangle *viewport)
{
  gboolean has_width, has_height, has_viewbox;
  RsvgLength width, height;
  RsvgRectangle viewbox;
  double w, h;

  *viewport = (RsvgRectangle) { 0, 0, 1000, 1000 };
  if (rsvg_handle_get_intrinsic_size_in_pixels (handle, &w, &h) && w > 0 && h > 0)
    {
      viewport->width = w;
      viewport->height = h;
      return;
    }
  rsvg_handle_get_intrinsic_dimensions (handle, &has_width, &width,
                                        &has_height, &height,
                                        &has_viewbox, &viewbox);
  if (has_viewbox && !rect_is_empty (&viewbox))
    {
      viewport->width = viewbox.width;
      viewport->height = viewbox.height;
    }
}

static char *
card_element_name (guint    index,
                   gboolean kde_order,
                   gboolean ace_word)
{
  const char *suit, *rank;

  if (index == PL_DECK_BACK)
    return g_strdup ("back");
  suit = suit_names[index / PL_N_RANKS];
  rank = rank_names[index % PL_N_RANKS];
  if (ace_word && index % PL_N_RANKS == PL_RANK_ACE)
    rank = "ace";
  return kde_order ? g_strdup_printf ("%s_%s", rank, suit)
                   : g_strdup_printf ("%s_%s", suit, rank);
}

/* AisleRiot's decks lay the cards out on a grid of 13 columns (ace, two …
 * king) and 5 rows (clubs, diamonds, hearts, spades, then the jokers and
 * the back in the third column), and AisleRiot draws each card as its
 * cell of the document, clipped (ar-card-theme-svg.c).  librsvg's boxes of
 * some elements are far off the card: Dondorf's court cards reuse strokes
 * that span the whole row, so that their box took in the row, and Berlin's
 * back is drawn smaller than its cell. */
#define GRID_COLUMNS 13
#define GRID_ROWS    5

static void
grid_cell (const PlDeck  *deck,
           guint          index,
           RsvgRectangle *cell)
{
  /* Rows in AisleRiot's suit order, for our suit order (suit_names). */
  static const guint rows[PL_N_SUITS] = { 0, 3, 2, 1 };
  guint row, column;

  if (index == PL_DECK_BACK)
    {
      row = 4;
      column = 2;
    }
  else
    {
      row = rows[index / PL_N_RANKS];
      /* rank_names end with the ace, which is AisleRiot's first column. */
      column = (index % PL_N_RANKS + 1) % GRID_COLUMNS;
    }
  cell->width = deck->viewport.width / GRID_COLUMNS;
  cell->height = deck->viewport.height / GRID_ROWS;
  cell->x = column * cell->width;
  cell->y = row * cell->height;
}

static gboolean
fits_cell (const RsvgRectangle *r,
           const RsvgRectangle *cell)
{
  return !rect_is_empty (r) && r->width <= cell->width * 1.1 && r->height <= cell->height * 1.1;
}

/* Whether the document is such a grid: card-shaped cells, and the pip
 * cards (whose boxes librsvg gets right) and the back each in the middle
 * of its cell (Parlour's own decks are laid out otherwise). */
static gboolean
is_grid_deck (PlDeck     *deck,
              RsvgHandle *handle)
{
  static const guint probes[] = {
    12,                           /* the ace of clubs */
    PL_N_RANKS + 3,               /* the five of spades */
    2 * PL_N_RANKS + 7,           /* the nine of hearts */
    3 * PL_N_RANKS + 1,           /* the three of diamonds */
    PL_DECK_BACK,                 /* the back, where AisleRiot has it */
  };
  double aspect = (deck->viewport.width / GRID_COLUMNS) / (deck->viewport.height / GRID_ROWS);

  if (aspect < 0.5 || aspect > 0.85)
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (probes); i++)
    {
      g_autofree char *name = card_element_name (probes[i], FALSE, FALSE);
      g_autofree char *element = g_strconcat ("#", name, NULL);
      RsvgRectangle cell, ink, logical;
      const RsvgRectangle *r;
      double cx, cy;

      if (!rsvg_handle_get_geometry_for_layer (handle, element, &deck->viewport,
                                               &ink, &logical, NULL))
        return FALSE;
      grid_cell (deck, probes[i], &cell);
      /* The ink, if it is card-sized (strokes reused from elsewhere widen
       * it), else the logical rectangle: it is its centre that counts. */
      r = fits_cell (&ink, &cell) ? &ink : &logical;
      if (rect_is_empty (r))
        return FALSE;
      cx = r->x + r->width / 2 - cell.x;
      cy = r->y + r->height / 2 - cell.y;
      if (cx < cell.width * 0.25 || cx > cell.width * 0.75 ||
          cy < cell.height * 0.25 || cy > cell.height * 0.75)
        return FALSE;
    }
  return TRUE;
}

/* Finds each card's element and its geometry; fails on the first card that
 * is missing or has nothing to draw. */
static gboolean
find_cards (PlDeck      *deck,
            RsvgHandle  *handle,
            GError     **error)
{
  /* AisleRiot names cards suit first ("club_king"), KDE rank first
   * ("king_club"); a bare path may be either, so look at the file. */
  gboolean kde_order = !rsvg_handle_has_sub (handle, "#club_king") &&
                       rsvg_handle_has_sub (handle, "#king_club");
  gboolean grid;

  document_viewport (handle, &deck->viewport);
  grid = !kde_order && is_grid_deck (deck, handle);

  for (guint i = 0; i < PL_DECK_N_CARDS; i++)
    {
      g_autofree char *name = card_element_name (i, kde_order, FALSE);
      g_autofree char *element = g_strconcat ("#", name, NULL);
      PlDeckCard *card = &deck->cards[i];
      RsvgRectangle ink, logical;

      if (!rsvg_handle_has_sub (handle, element) && kde_order &&
          i % PL_N_RANKS == PL_RANK_ACE && i != PL_DECK_BACK)
        {
          g_autofree char *alt = card_element_name (i, kde_order, TRUE);

          g_free (element);
          element = g_strconcat ("#", alt, NULL);
        }
      if (!rsvg_handle_has_sub (handle, element))
        {
          g_set_error (error, PL_CARD_THEME_ERROR, PL_CARD_THEME_ERROR_INCOMPLETE,
                       _("The deck “%s” has no card “%s”"), deck->name, name);
          return FALSE;
        }

      if (!rsvg_handle_get_geometry_for_element (handle, element, &ink, &logical, NULL))
        ink = logical = (RsvgRectangle) { 0, 0, 0, 0 };

      if (grid)
        {
          card->in_layer = TRUE;
          card->clip = TRUE;
          grid_cell (deck, i, &card->box);
          card->ink = card->box;
        }
      else if (!rect_is_empty (&ink) && !rect_is_empty (&logical))
        {
          card->in_layer = FALSE;
          card->ink = ink;
          card->box = ink_fits_card (&ink, &logical) ? ink : logical;
        }
      else
        {
          /* librsvg computes no ink for some elements (an <image>): draw
           * the element as a layer of the document instead. */
          card->in_layer = TRUE;
          if (!rsvg_handle_get_geometry_for_layer (handle, element, &deck->viewport,
                                                   &ink, &logical, NULL))
            ink = logical = (RsvgRectangle) { 0, 0, 0, 0 };
          card->ink = ink;
          card->box = ink_fits_card (&ink, &logical) ? ink : logical;
        }

      if (rect_is_empty (&card->box))
        {
          g_set_error (error, PL_CARD_THEME_ERROR, PL_CARD_THEME_ERROR_INCOMPLETE,
                       _("The card “%s” of the deck “%s” has no picture"),
                       name, deck->name);
          return FALSE;
        }
      deck->element_ids[i] = g_steal_pointer (&element);
    }

  /* The deck's proportions are those of its cards; backs are sometimes a
   * little different and are drawn centred in the same frame. */
  deck->aspect = deck->cards[0].box.width / deck->cards[0].box.height;
  return TRUE;
}

PlDeck *
pl_deck_load (const char    *id,
              GCancellable  *cancellable,
              GError       **error)
{
  g_autoptr(PlDeck) deck = g_atomic_rc_box_new0 (PlDeck);
  g_autofree char *resource = NULL;
  g_autofree char *file = NULL;
  g_autoptr(GError) local_error = NULL;
  RsvgHandle *handle;

  g_return_val_if_fail (id != NULL, NULL);

  g_mutex_init (&deck->lock);
  deck->idle_handles = g_ptr_array_new_with_free_func (g_object_unref);
  deck->id = g_strdup (id);

  if (!resolve_id (deck, id, &resource, &file, error))
    return NULL;

  if (resource != NULL)
    {
      ensure_builtin_resources ();
      deck->data = g_resources_lookup_data (resource, G_RESOURCE_LOOKUP_FLAGS_NONE,
                                            &local_error);
      if (deck->data == NULL)
        {
          g_set_error (error, PL_CARD_THEME_ERROR, PL_CARD_THEME_ERROR_NOT_FOUND,
                       _("The built-in deck “%s” is missing: %s"),
                       deck->name, local_error->message);
          return NULL;
        }
    }
  else
    {
      char *contents = NULL;
      gsize length = 0;

      deck->base_file = g_file_new_for_path (file);
      /* A regular file of sane size only: a named pipe in place of a card
       * file would block the loader or draw blank cards (issue 21). */
      if (!pl_file_read_regular (file, NULL, MAX_DECK_FILE, pl_cancellable_is_cancelled,
                                 cancellable, &contents, &length, &local_error))
        {
          if (g_cancellable_set_error_if_cancelled (cancellable, error))
            return NULL;
          g_set_error (error, PL_CARD_THEME_ERROR,
                       g_error_matches (local_error, G_FILE_ERROR, G_FILE_ERROR_NOENT)
                       ? PL_CARD_THEME_ERROR_NOT_FOUND
                       : PL_CARD_THEME_ERROR_UNREADABLE,
                       _("The deck “%s” could not be opened: %s"),
                       deck->name, local_error->message);
          return NULL;
        }
      deck->data = g_bytes_new_take (contents, length);
    }

  handle = parse_handle (deck, cancellable, error);
  if (handle == NULL)
    return NULL;
  if (!find_cards (deck, handle, error))
    {
      g_object_unref (handle);
      return NULL;
    }
  g_ptr_array_add (deck->idle_handles, handle);

  return g_steal_pointer (&deck);
}

RsvgHandle *
pl_deck_acquire_handle (PlDeck        *deck,
                        GCancellable  *cancellable,
                        GError       **error)
{
  RsvgHandle *handle = NULL;

  g_mutex_lock (&deck->lock);
  if (deck->idle_handles->len > 0)
    handle = g_ptr_array_steal_index_fast (deck->idle_handles,
                                           deck->idle_handles->len - 1);
  g_mutex_unlock (&deck->lock);

  if (handle == NULL)
    handle = parse_handle (deck, cancellable, error);
  return handle;
}

void
pl_deck_release_handle (PlDeck     *deck,
                        RsvgHandle *handle)
{
  g_mutex_lock (&deck->lock);
  if (deck->idle_handles->len < MAX_IDLE_HANDLES)
    {
      g_ptr_array_add (deck->idle_handles, handle);
      handle = NULL;
    }
  g_mutex_unlock (&deck->lock);
  g_clear_object (&handle);
}

int
pl_deck_height_for_width (PlDeck *deck,
                          int     pixel_width)
{
  return MAX (1, (int) lround (pixel_width / deck->aspect));
}

GdkTexture *
pl_deck_render_card (PlDeck      *deck,
                     RsvgHandle  *handle,
                     guint        index,
                     int          pixel_width,
                     int          pixel_height,
                     GError     **error)
{
  const PlDeckCard *card = &deck->cards[index];
  const RsvgRectangle *box = &card->box;
  g_autoptr(GBytes) bytes = NULL;
  cairo_surface_t *surface;
  cairo_t *cr;
  guchar *pixels;
  int stride;
  double s, ox, oy;
  gboolean ok;

  g_assert (index < PL_DECK_N_CARDS);
  g_assert (pixel_width > 0 && pixel_height > 0);

  /* Cairo's ARGB32 is premultiplied native-endian 32-bit pixels, which is
   * GDK_MEMORY_DEFAULT: the texture takes the buffer without conversion. */
  stride = cairo_format_stride_for_width (CAIRO_FORMAT_ARGB32, pixel_width);
  pixels = g_malloc0 ((gsize) stride * pixel_height);
  surface = cairo_image_surface_create_for_data (pixels, CAIRO_FORMAT_ARGB32,
                                                 pixel_width, pixel_height, stride);
  cr = cairo_create (surface);

  /* Fit the card's box into the frame, keeping its proportions. */
  s = MIN (pixel_width / box->width, pixel_height / box->height);
  ox = (pixel_width - s * box->width) / 2.0;
  oy = (pixel_height - s * box->height) / 2.0;

  if (card->in_layer)
    {
      cairo_translate (cr, ox, oy);
      cairo_scale (cr, s, s);
      cairo_translate (cr, -box->x, -box->y);
      if (card->clip)
        {
          cairo_rectangle (cr, box->x, box->y, box->width, box->height);
          cairo_clip (cr);
        }
      ok = rsvg_handle_render_layer (handle, cr, deck->element_ids[index],
                                     &deck->viewport, error);
    }
  else
    {
      /* render_element scales the element's ink rectangle to fit the
       * viewport; choose the viewport so that this puts the card's box,
       * not its ink, onto the frame. */
      RsvgRectangle viewport = {
        ox + s * (card->ink.x - box->x),
        oy + s * (card->ink.y - box->y),
        s * card->ink.width,
        s * card->ink.height,
      };

      ok = rsvg_handle_render_element (handle, cr, deck->element_ids[index],
                                       &viewport, error);
    }

  if (ok && cairo_status (cr) != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, PL_CARD_THEME_ERROR, PL_CARD_THEME_ERROR_UNREADABLE,
                   _("The card “%s” of the deck “%s” could not be drawn: %s"),
                   deck->element_ids[index] + 1, deck->name,
                   cairo_status_to_string (cairo_status (cr)));
      ok = FALSE;
    }
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  cairo_surface_destroy (surface);

  if (!ok)
    {
      g_free (pixels);
      return NULL;
    }

  bytes = g_bytes_new_take (pixels, (gsize) stride * pixel_height);
  return gdk_memory_texture_new (pixel_width, pixel_height, GDK_MEMORY_DEFAULT,
                                 bytes, stride);
}
