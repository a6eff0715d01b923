/* pl-card-widget.c — one card on the table: a cached texture, focusable, announced
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-table"

#include "pl-card-widget.h"

struct _PlCardWidget {
  GtkWidget    parent_instance;

  PlCardTheme *theme;
  PlCard       card;
  int          texture_width;
  gboolean     dimmed;
};

enum {
  SIGNAL_ACTIVATE,
  N_SIGNALS,
};

static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (PlCardWidget, pl_card_widget, GTK_TYPE_WIDGET)

/* The card's one action ("card.activate"): GTK exports a widget's own
 * actions over AT-SPI, so that switch access and voice control can play a
 * card (or choose it) as Enter does.  The table decides what it means. */
static void
activate_action_cb (GtkWidget  *widget,
                    const char *action_name,
                    GVariant   *parameter)
{
  (void) action_name;
  (void) parameter;
  g_signal_emit (widget, signals[SIGNAL_ACTIVATE], 0);
}

static void
theme_prepared_cb (PlCardWidget *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* GTK 4.8's cairo renderer converts a texture's pixels through floats every
 * time it draws it, which costs most of a frame while a card is dragged
 * over a full table.  With that renderer a card keeps a cairo copy of its
 * texture (made once, kept with the texture in the theme's cache) and
 * paints that; GL renderers keep their own texture cache and draw the
 * texture itself. */
static gboolean
pl_card_widget_uses_cairo (GtkWidget *widget)
{
  GtkNative *native = gtk_widget_get_native (widget);
  GskRenderer *renderer = native != NULL ? gtk_native_get_renderer (native) : NULL;

  return renderer != NULL && GSK_IS_CAIRO_RENDERER (renderer);
}

static cairo_surface_t *
texture_get_cairo_surface (GdkTexture *texture)
{
  static GQuark quark;
  cairo_surface_t *surface;

  if (G_UNLIKELY (quark == 0))
    quark = g_quark_from_static_string ("pl-card-cairo-surface");

  surface = g_object_get_qdata (G_OBJECT (texture), quark);
  if (surface == NULL)
    {
      surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32,
                                            gdk_texture_get_width (texture),
                                            gdk_texture_get_height (texture));
      gdk_texture_download (texture, cairo_image_surface_get_data (surface),
                            cairo_image_surface_get_stride (surface));
      cairo_surface_mark_dirty (surface);
      g_object_set_qdata_full (G_OBJECT (texture), quark, surface,
                               (GDestroyNotify) cairo_surface_destroy);
    }

  return surface;
}

static void
append_card_texture (GtkWidget             *widget,
                     GtkSnapshot           *snapshot,
                     GdkTexture            *texture,
                     const graphene_rect_t *bounds)
{
  cairo_surface_t *surface;
  cairo_t *cr;

  if (!pl_card_widget_uses_cairo (widget))
    {
      gtk_snapshot_append_texture (snapshot, texture, bounds);
      return;
    }

  surface = texture_get_cairo_surface (texture);
  cr = gtk_snapshot_append_cairo (snapshot, bounds);
  cairo_scale (cr,
               bounds->size.width / gdk_texture_get_width (texture),
               bounds->size.height / gdk_texture_get_height (texture));
  cairo_set_source_surface (cr, surface, 0, 0);
  cairo_pattern_set_filter (cairo_get_source (cr), CAIRO_FILTER_GOOD);
  cairo_paint (cr);
  cairo_destroy (cr);
}

static void
pl_card_widget_snapshot (GtkWidget   *widget,
                         GtkSnapshot *snapshot)
{
  PlCardWidget *self = PL_CARD_WIDGET (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  int scale = gtk_widget_get_scale_factor (widget);
  graphene_rect_t bounds = GRAPHENE_RECT_INIT (0, 0, width, height);
  GskRoundedRect outline;
  float radius = MAX (2.0f, width * 0.05f);
  GdkTexture *texture = NULL;
  gboolean exact = FALSE;

  if (width <= 0 || height <= 0)
    return;

  gsk_rounded_rect_init_from_rect (&outline, &bounds, radius);

  /* A flat, unblurred shadow: it sets the card off the felt and costs no
   * more than a rectangle in any renderer, also during a drag. */
  {
    GskRoundedRect shadow = outline;
    GdkRGBA shadow_colour = { 0, 0, 0, 0.28f };

    gsk_rounded_rect_offset (&shadow, 0.5f, 1.5f);
    gtk_snapshot_push_rounded_clip (snapshot, &shadow);
    gtk_snapshot_append_color (snapshot, &shadow_colour, &shadow.bounds);
    gtk_snapshot_pop (snapshot);
  }

  if (self->theme != NULL)
    texture = pl_card_theme_lookup_texture (self->theme, self->card,
                                            self->texture_width > 0 ? self->texture_width
                                                                    : width,
                                            scale, &exact);

  if (texture != NULL)
    {
      append_card_texture (widget, snapshot, texture, &bounds);
    }
  else
    {
      /* Before the deck has loaded: a plain card shape. */
      GdkRGBA paper = { 0.96f, 0.95f, 0.92f, 1 };

      gtk_snapshot_push_rounded_clip (snapshot, &outline);
      gtk_snapshot_append_color (snapshot, &paper, &bounds);
      gtk_snapshot_pop (snapshot);
    }

  if (self->dimmed)
    {
      GdkRGBA veil = { 0.05f, 0.1f, 0.05f, 0.38f };

      gtk_snapshot_push_rounded_clip (snapshot, &outline);
      gtk_snapshot_append_color (snapshot, &veil, &bounds);
      gtk_snapshot_pop (snapshot);
    }
}

static void
pl_card_widget_dispose (GObject *object)
{
  PlCardWidget *self = PL_CARD_WIDGET (object);

  g_clear_object (&self->theme);

  G_OBJECT_CLASS (pl_card_widget_parent_class)->dispose (object);
}

static void
pl_card_widget_class_init (PlCardWidgetClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = pl_card_widget_dispose;
  widget_class->snapshot = pl_card_widget_snapshot;

  /* "activate" (): the card was activated by its action or by
   * gtk_widget_activate(); the table plays or chooses it. */
  signals[SIGNAL_ACTIVATE] =
    g_signal_new ("activate", G_TYPE_FROM_CLASS (klass),
                  G_SIGNAL_RUN_LAST | G_SIGNAL_ACTION, 0,
                  NULL, NULL, NULL, G_TYPE_NONE, 0);
  gtk_widget_class_set_activate_signal (widget_class, signals[SIGNAL_ACTIVATE]);
  gtk_widget_class_install_action (widget_class, "card.activate", NULL, activate_action_cb);

  gtk_widget_class_set_css_name (widget_class, "pl-card");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_BUTTON);
}

static void
pl_card_widget_init (PlCardWidget *self)
{
  self->card = PL_CARD_NONE;
  gtk_widget_set_focusable (GTK_WIDGET (self), FALSE);
  /* Until the table says the card can be acted on. */
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "card.activate", FALSE);
  /* The table hit-tests cards itself; a card never takes a click from it. */
  gtk_widget_set_can_target (GTK_WIDGET (self), TRUE);
}

GtkWidget *
pl_card_widget_new (PlCard card)
{
  PlCardWidget *self = g_object_new (PL_TYPE_CARD_WIDGET, NULL);

  self->card = card;
  return GTK_WIDGET (self);
}

PlCard
pl_card_widget_get_card (PlCardWidget *self)
{
  g_return_val_if_fail (PL_IS_CARD_WIDGET (self), PL_CARD_NONE);

  return self->card;
}

void
pl_card_widget_set_card (PlCardWidget *self,
                         PlCard        card)
{
  g_return_if_fail (PL_IS_CARD_WIDGET (self));

  if (self->card == card)
    return;
  self->card = card;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
pl_card_widget_set_theme (PlCardWidget *self,
                          PlCardTheme  *theme)
{
  g_return_if_fail (PL_IS_CARD_WIDGET (self));
  g_return_if_fail (theme == NULL || PL_IS_CARD_THEME (theme));

  if (self->theme == theme)
    return;
  if (self->theme != NULL)
    g_signal_handlers_disconnect_by_func (self->theme, theme_prepared_cb, self);
  g_set_object (&self->theme, theme);
  if (theme != NULL)
    g_signal_connect_object (theme, "prepared", G_CALLBACK (theme_prepared_cb),
                             self, G_CONNECT_SWAPPED);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
pl_card_widget_set_texture_width (PlCardWidget *self,
                                  int           width)
{
  g_return_if_fail (PL_IS_CARD_WIDGET (self));

  if (self->texture_width == width)
    return;
  self->texture_width = width;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
pl_card_widget_set_dimmed (PlCardWidget *self,
                           gboolean      dimmed)
{
  g_return_if_fail (PL_IS_CARD_WIDGET (self));

  dimmed = !!dimmed;
  if (self->dimmed == dimmed)
    return;
  self->dimmed = dimmed;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

gboolean
pl_card_widget_get_dimmed (PlCardWidget *self)
{
  g_return_val_if_fail (PL_IS_CARD_WIDGET (self), FALSE);

  return self->dimmed;
}
