/* pl-card-theme.c — a loaded deck and its cache of card textures
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-cards"

#include <math.h>

#include "pl-card-theme-private.h"

/* The textures of the whole deck at one pixel width. */
typedef struct {
  int         pixel_width;
  guint64     last_used;
  GdkTexture *textures[PL_DECK_N_CARDS];
} SizeEntry;

/* What the cached textures may take together: a deck at 300 device pixels
 * is about 30 MB. */
#define CACHE_BUDGET_BYTES ((gsize) 128 * 1024 * 1024)

struct _PlCardTheme {
  GObject       parent_instance;

  PlDeck       *deck;

  /* SizeEntry, at most PL_CARD_THEME_MAX_SIZES; used on the main thread
   * only: workers hand their textures back through the task's result. */
  GPtrArray    *sizes;
  guint64       clock;

  /* The size being rendered because a lookup missed (0: none), and the
   * size the latest lookup asked for, rendered next if different. */
  int           auto_pixel_width;
  int           wanted_pixel_width;
  GCancellable *cancellable;
};

enum {
  SIGNAL_PREPARED,
  N_SIGNALS,
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (PlCardTheme, pl_card_theme, G_TYPE_OBJECT)

static void
size_entry_free (gpointer data)
{
  SizeEntry *entry = data;

  for (guint i = 0; i < PL_DECK_N_CARDS; i++)
    g_clear_object (&entry->textures[i]);
  g_free (entry);
}

static void
pl_card_theme_dispose (GObject *object)
{
  PlCardTheme *self = PL_CARD_THEME (object);

  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  if (self->sizes != NULL)
    g_ptr_array_set_size (self->sizes, 0);

  G_OBJECT_CLASS (pl_card_theme_parent_class)->dispose (object);
}

static void
pl_card_theme_finalize (GObject *object)
{
  PlCardTheme *self = PL_CARD_THEME (object);

  g_clear_pointer (&self->sizes, g_ptr_array_unref);
  g_clear_pointer (&self->deck, pl_deck_unref);

  G_OBJECT_CLASS (pl_card_theme_parent_class)->finalize (object);
}

static void
pl_card_theme_class_init (PlCardThemeClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = pl_card_theme_dispose;
  object_class->finalize = pl_card_theme_finalize;

  /**
   * PlCardTheme::prepared:
   * @pixel_width: the width, in device pixels, now in the cache
   *
   * A size asked for is rendered: views that drew a stand-in redraw.
   */
  signals[SIGNAL_PREPARED] =
    g_signal_new ("prepared",
                  G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL,
                  G_TYPE_NONE, 1, G_TYPE_INT);
}

static void
pl_card_theme_init (PlCardTheme *self)
{
  self->sizes = g_ptr_array_new_with_free_func (size_entry_free);
  self->cancellable = g_cancellable_new ();
}

static PlCardTheme *
pl_card_theme_new_for_deck (PlDeck *deck)
{
  PlCardTheme *self = g_object_new (PL_TYPE_CARD_THEME, NULL);

  self->deck = deck;
  return self;
}

PlCardTheme *
pl_card_theme_new_for_id (const char    *id,
                          GCancellable  *cancellable,
                          GError       **error)
{
  PlDeck *deck;

  g_return_val_if_fail (id != NULL, NULL);
  g_return_val_if_fail (error == NULL || *error == NULL, NULL);

  deck = pl_deck_load (id, cancellable, error);
  if (deck == NULL)
    return NULL;
  return pl_card_theme_new_for_deck (deck);
}

PlCardTheme *
pl_card_theme_new_default (void)
{
  g_autoptr(GError) error = NULL;
  PlCardTheme *theme;

  theme = pl_card_theme_new_for_id (PL_CARD_THEME_DEFAULT_ID, NULL, &error);
  /* The default deck is compiled in and checked by the tests: failing to
   * load it is a broken build, not a player's problem. */
  if (theme == NULL)
    g_error ("The built-in card deck does not load: %s", error->message);
  return theme;
}

const char *
pl_card_theme_get_id (PlCardTheme *self)
{
  g_return_val_if_fail (PL_IS_CARD_THEME (self), NULL);
  return self->deck->id;
}

const char *
pl_card_theme_get_name (PlCardTheme *self)
{
  g_return_val_if_fail (PL_IS_CARD_THEME (self), NULL);
  return self->deck->name;
}

PlCardThemeKind
pl_card_theme_get_kind (PlCardTheme *self)
{
  g_return_val_if_fail (PL_IS_CARD_THEME (self), PL_CARD_THEME_KIND_BUILTIN);
  return self->deck->kind;
}

double
pl_card_theme_get_aspect_ratio (PlCardTheme *self)
{
  g_return_val_if_fail (PL_IS_CARD_THEME (self), 1.0);
  return self->deck->aspect;
}

int
pl_card_theme_get_card_height (PlCardTheme *self,
                               int          width)
{
  g_return_val_if_fail (PL_IS_CARD_THEME (self), 0);
  return pl_deck_height_for_width (self->deck, MAX (width, 1));
}

/* Rendering the whole deck: the same code in a worker and in this thread. */

static SizeEntry *
render_deck (PlDeck        *deck,
             int            pixel_width,
             GCancellable  *cancellable,
             GError       **error)
{
  SizeEntry *entry;
  RsvgHandle *handle;
  int pixel_height = pl_deck_height_for_width (deck, pixel_width);

  handle = pl_deck_acquire_handle (deck, cancellable, error);
  if (handle == NULL)
    return NULL;

  entry = g_new0 (SizeEntry, 1);
  entry->pixel_width = pixel_width;
  for (guint i = 0; i < PL_DECK_N_CARDS; i++)
    {
      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        goto fail;
      entry->textures[i] = pl_deck_render_card (deck, handle, i, pixel_width,
                                                pixel_height, error);
      if (entry->textures[i] == NULL)
        goto fail;
    }
  pl_deck_release_handle (deck, handle);
  return entry;

fail:
  pl_deck_release_handle (deck, handle);
  size_entry_free (entry);
  return NULL;
}

static SizeEntry *
find_size (PlCardTheme *self,
           int          pixel_width)
{
  for (guint i = 0; i < self->sizes->len; i++)
    {
      SizeEntry *entry = g_ptr_array_index (self->sizes, i);

      if (entry->pixel_width == pixel_width)
        return entry;
    }
  return NULL;
}

/* The cached size that drawn scaled to @pixel_width looks best: the
 * closest in ratio, preferring to scale down rather than up. */
static SizeEntry *
find_nearest_size (PlCardTheme *self,
                   int          pixel_width)
{
  SizeEntry *best = NULL;
  double best_score = G_MAXDOUBLE;

  for (guint i = 0; i < self->sizes->len; i++)
    {
      SizeEntry *entry = g_ptr_array_index (self->sizes, i);
      double score = fabs (log ((double) entry->pixel_width / pixel_width));

      if (entry->pixel_width < pixel_width)
        score *= 1.5;
      if (score < best_score)
        {
          best = entry;
          best_score = score;
        }
    }
  return best;
}

static gsize
cache_bytes (PlCardTheme *self)
{
  gsize total = 0;

  for (guint i = 0; i < self->sizes->len; i++)
    {
      SizeEntry *entry = g_ptr_array_index (self->sizes, i);
      gsize w = entry->pixel_width;

      total += w * 4 * (gsize) pl_deck_height_for_width (self->deck, entry->pixel_width);
    }
  return total * PL_DECK_N_CARDS;
}

static void
add_size (PlCardTheme *self,
          SizeEntry   *entry)
{
  SizeEntry *old = find_size (self, entry->pixel_width);

  /* Rendered twice (two prepares raced): keep the textures already handed
   * out, which views may still be drawing. */
  if (old != NULL)
    {
      size_entry_free (entry);
      old->last_used = ++self->clock;
      g_signal_emit (self, signals[SIGNAL_PREPARED], 0, old->pixel_width);
      return;
    }

  entry->last_used = ++self->clock;
  g_ptr_array_add (self->sizes, entry);

  /* Keep at most PL_CARD_THEME_MAX_SIZES sizes, and fewer when they are
   * large (HiDPI), but always the one just rendered. */
  while (self->sizes->len > PL_CARD_THEME_MAX_SIZES ||
         (self->sizes->len > 1 && cache_bytes (self) > CACHE_BUDGET_BYTES))
    {
      guint oldest = 0;

      for (guint i = 1; i < self->sizes->len; i++)
        {
          SizeEntry *e = g_ptr_array_index (self->sizes, i);
          SizeEntry *o = g_ptr_array_index (self->sizes, oldest);

          if (e->last_used < o->last_used)
            oldest = i;
        }
      g_ptr_array_remove_index_fast (self->sizes, oldest);
    }

  g_signal_emit (self, signals[SIGNAL_PREPARED], 0, entry->pixel_width);
}

static void
prepare_thread (GTask        *task,
                gpointer      source_object,
                gpointer      task_data,
                GCancellable *cancellable)
{
  PlDeck *deck = task_data;
  int pixel_width = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (task), "pixel-width"));
  GError *error = NULL;
  SizeEntry *entry;

  entry = render_deck (deck, pixel_width, cancellable, &error);
  if (entry == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, entry, size_entry_free);
}

static GTask *
prepare_task_new (PlCardTheme         *self,
                  int                  pixel_width,
                  GCancellable        *cancellable,
                  GAsyncReadyCallback  callback,
                  gpointer             user_data)
{
  GTask *task = g_task_new (self, cancellable, callback, user_data);

  g_task_set_source_tag (task, pl_card_theme_prepare_async);
  g_task_set_task_data (task, pl_deck_ref (self->deck),
                        (GDestroyNotify) pl_deck_unref);
  g_object_set_data (G_OBJECT (task), "pixel-width", GINT_TO_POINTER (pixel_width));
  return task;
}

void
pl_card_theme_prepare_async (PlCardTheme         *self,
                             int                  width,
                             int                  scale,
                             GCancellable        *cancellable,
                             GAsyncReadyCallback  callback,
                             gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (PL_IS_CARD_THEME (self));
  g_return_if_fail (width > 0 && scale > 0);

  task = prepare_task_new (self, width * scale, cancellable, callback, user_data);
  g_task_run_in_thread (task, prepare_thread);
}

gboolean
pl_card_theme_prepare_finish (PlCardTheme   *self,
                              GAsyncResult  *result,
                              GError       **error)
{
  SizeEntry *entry;

  g_return_val_if_fail (g_task_is_valid (result, self), FALSE);

  entry = g_task_propagate_pointer (G_TASK (result), error);
  if (entry == NULL)
    return FALSE;
  add_size (self, entry);
  return TRUE;
}

gboolean
pl_card_theme_prepare (PlCardTheme   *self,
                       int            width,
                       int            scale,
                       GCancellable  *cancellable,
                       GError       **error)
{
  SizeEntry *entry;

  g_return_val_if_fail (PL_IS_CARD_THEME (self), FALSE);
  g_return_val_if_fail (width > 0 && scale > 0, FALSE);

  entry = render_deck (self->deck, width * scale, cancellable, error);
  if (entry == NULL)
    return FALSE;
  add_size (self, entry);
  return TRUE;
}

gboolean
pl_card_theme_is_prepared (PlCardTheme *self,
                           int          width,
                           int          scale)
{
  g_return_val_if_fail (PL_IS_CARD_THEME (self), FALSE);
  return find_size (self, width * scale) != NULL;
}

static void start_auto_prepare (PlCardTheme *self);

static void
weak_ref_free (gpointer data)
{
  g_weak_ref_clear (data);
  g_free (data);
}

static void
auto_prepare_cb (GObject      *object,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  g_autoptr(PlCardTheme) self = g_weak_ref_get (user_data);
  g_autoptr(GError) error = NULL;
  SizeEntry *entry;

  entry = g_task_propagate_pointer (G_TASK (result), &error);
  weak_ref_free (user_data);
  if (self == NULL)
    {
      g_clear_pointer (&entry, size_entry_free);
      return;
    }

  self->auto_pixel_width = 0;
  if (entry == NULL)
    {
      /* The deck rendered when it was loaded; a failure now is a
       * cancellation or memory running out, and the stand-in stays. */
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_warning ("Cannot render the deck “%s”: %s", self->deck->name, error->message);
      return;
    }
  add_size (self, entry);
  start_auto_prepare (self);
}

/* Renders the size the view asked for last, one size at a time, so that
 * a window being resized does not queue a render for every frame.  The
 * task holds the theme weakly: dropping the theme cancels the render. */
static void
start_auto_prepare (PlCardTheme *self)
{
  g_autoptr(GTask) task = NULL;
  GWeakRef *weak;

  if (self->auto_pixel_width != 0 || self->wanted_pixel_width == 0 ||
      self->cancellable == NULL)
    return;
  if (find_size (self, self->wanted_pixel_width) != NULL)
    return;

  self->auto_pixel_width = self->wanted_pixel_width;
  weak = g_new0 (GWeakRef, 1);
  g_weak_ref_init (weak, self);
  task = g_task_new (NULL, self->cancellable, auto_prepare_cb, weak);
  g_task_set_source_tag (task, start_auto_prepare);
  g_task_set_task_data (task, pl_deck_ref (self->deck),
                        (GDestroyNotify) pl_deck_unref);
  g_object_set_data (G_OBJECT (task), "pixel-width",
                     GINT_TO_POINTER (self->auto_pixel_width));
  g_task_run_in_thread (task, prepare_thread);
}

GdkTexture *
pl_card_theme_lookup_texture (PlCardTheme *self,
                              PlCard       card,
                              int          width,
                              int          scale,
                              gboolean    *exact)
{
  int pixel_width;
  SizeEntry *entry;

  g_return_val_if_fail (PL_IS_CARD_THEME (self), NULL);

  pixel_width = MAX (width, 1) * MAX (scale, 1);
  entry = find_size (self, pixel_width);
  if (exact != NULL)
    *exact = entry != NULL;
  if (entry == NULL)
    {
      self->wanted_pixel_width = pixel_width;
      start_auto_prepare (self);
      entry = find_nearest_size (self, pixel_width);
      if (entry == NULL)
        return NULL;
    }
  entry->last_used = ++self->clock;
  return entry->textures[pl_deck_card_index (card)];
}

GdkTexture *
pl_card_theme_get_texture (PlCardTheme *self,
                           PlCard       card,
                           int          width,
                           int          scale)
{
  return pl_card_theme_lookup_texture (self, card, width, scale, NULL);
}

GdkTexture *
pl_card_theme_render_card (PlCardTheme  *self,
                           PlCard        card,
                           int           width,
                           int           scale,
                           GError      **error)
{
  RsvgHandle *handle;
  GdkTexture *texture;
  int pixel_width;

  g_return_val_if_fail (PL_IS_CARD_THEME (self), NULL);
  g_return_val_if_fail (width > 0 && scale > 0, NULL);

  handle = pl_deck_acquire_handle (self->deck, NULL, error);
  if (handle == NULL)
    return NULL;
  pixel_width = width * scale;
  texture = pl_deck_render_card (self->deck, handle, pl_deck_card_index (card),
                                 pixel_width,
                                 pl_deck_height_for_width (self->deck, pixel_width),
                                 error);
  pl_deck_release_handle (self->deck, handle);
  return texture;
}

/* Loading in a worker. */

static void
load_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  const char *id = task_data;
  GError *error = NULL;
  g_autoptr(PlDeck) deck = NULL;
  SizeEntry *entry;

  deck = pl_deck_load (id, cancellable, &error);
  if (deck == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  /* A first size, so that a view has something to draw at once. */
  entry = render_deck (deck, PL_CARD_THEME_BASE_WIDTH, cancellable, &error);
  if (entry == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  g_object_set_data_full (G_OBJECT (task), "base-size", entry, size_entry_free);
  g_task_return_pointer (task, g_steal_pointer (&deck), (GDestroyNotify) pl_deck_unref);
}

void
pl_card_theme_new_for_id_async (const char          *id,
                                GCancellable        *cancellable,
                                GAsyncReadyCallback  callback,
                                gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (id != NULL);

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, pl_card_theme_new_for_id_async);
  g_task_set_task_data (task, g_strdup (id), g_free);
  g_task_run_in_thread (task, load_thread);
}

PlCardTheme *
pl_card_theme_new_for_id_finish (GAsyncResult  *result,
                                 GError       **error)
{
  PlDeck *deck;
  PlCardTheme *self;
  SizeEntry *entry;

  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);

  deck = g_task_propagate_pointer (G_TASK (result), error);
  if (deck == NULL)
    return NULL;
  self = pl_card_theme_new_for_deck (deck);
  entry = g_object_steal_data (G_OBJECT (result), "base-size");
  if (entry != NULL)
    {
      entry->last_used = ++self->clock;
      g_ptr_array_add (self->sizes, entry);
    }
  return self;
}

/* Previews: load a deck and draw a few cards, all in a worker. */

typedef struct {
  char   *id;
  PlCard *cards;
  guint   n_cards;
  int     pixel_width;
} PreviewData;

static void
preview_data_free (gpointer data)
{
  PreviewData *preview = data;

  g_free (preview->id);
  g_free (preview->cards);
  g_free (preview);
}

static void
preview_thread (GTask        *task,
                gpointer      source_object,
                gpointer      task_data,
                GCancellable *cancellable)
{
  PreviewData *preview = task_data;
  g_autoptr(PlDeck) deck = NULL;
  g_autoptr(GPtrArray) textures = NULL;
  GError *error = NULL;
  RsvgHandle *handle;
  int pixel_height;

  deck = pl_deck_load (preview->id, cancellable, &error);
  if (deck == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  handle = pl_deck_acquire_handle (deck, cancellable, &error);
  if (handle == NULL)
    {
      g_task_return_error (task, error);
      return;
    }

  pixel_height = pl_deck_height_for_width (deck, preview->pixel_width);
  textures = g_ptr_array_new_with_free_func (g_object_unref);
  for (guint i = 0; i < preview->n_cards; i++)
    {
      GdkTexture *texture;

      texture = pl_deck_render_card (deck, handle,
                                     pl_deck_card_index (preview->cards[i]),
                                     preview->pixel_width, pixel_height, &error);
      if (texture == NULL)
        {
          pl_deck_release_handle (deck, handle);
          g_task_return_error (task, error);
          return;
        }
      g_ptr_array_add (textures, texture);
    }
  pl_deck_release_handle (deck, handle);
  g_task_return_pointer (task, g_steal_pointer (&textures),
                         (GDestroyNotify) g_ptr_array_unref);
}

void
pl_card_theme_render_preview_async (const char          *id,
                                    const PlCard        *cards,
                                    guint                n_cards,
                                    int                  width,
                                    int                  scale,
                                    GCancellable        *cancellable,
                                    GAsyncReadyCallback  callback,
                                    gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  PreviewData *preview;

  g_return_if_fail (id != NULL);
  g_return_if_fail (cards != NULL || n_cards == 0);
  g_return_if_fail (width > 0 && scale > 0);

  preview = g_new0 (PreviewData, 1);
  preview->id = g_strdup (id);
  preview->cards = g_memdup2 (cards, sizeof (PlCard) * n_cards);
  preview->n_cards = n_cards;
  preview->pixel_width = width * scale;

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, pl_card_theme_render_preview_async);
  g_task_set_task_data (task, preview, preview_data_free);
  g_task_run_in_thread (task, preview_thread);
}

GPtrArray *
pl_card_theme_render_preview_finish (GAsyncResult  *result,
                                     GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}
