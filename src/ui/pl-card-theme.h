/* pl-card-theme.h — card decks: loading, rendering and the texture cache
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "pl-card.h"

G_BEGIN_DECLS

/* The deck the settings name by default, and the one every failure falls
 * back to: it is compiled into the program and cannot be missing. */
#define PL_CARD_THEME_DEFAULT_ID "parlour"
#define PL_CARD_THEME_FOUR_COLOUR_ID "parlour-four-colour"
/* Parlour's German-suited packs (acorns, leaves, hearts, bells), the cards
 * most German players play Skat with (data/cards/README.md). */
#define PL_CARD_THEME_GERMAN_ID "parlour-german"
#define PL_CARD_THEME_GERMAN_FOUR_COLOUR_ID "parlour-german-four-colour"

/* How many card sizes the cache keeps at most (fewer if they are large, to
 * stay within a memory budget); the least recently used goes first. */
#define PL_CARD_THEME_MAX_SIZES 4

/* The width (in pixels) pre-rendered when a deck is loaded asynchronously,
 * so that a view always has some texture to draw scaled. */
#define PL_CARD_THEME_BASE_WIDTH 80

typedef enum {
  PL_CARD_THEME_KIND_BUILTIN,
  PL_CARD_THEME_KIND_AISLERIOT,
  PL_CARD_THEME_KIND_KDE,
} PlCardThemeKind;

#define PL_CARD_THEME_ERROR (pl_card_theme_error_quark ())

typedef enum {
  /* The id names no deck that can be found. */
  PL_CARD_THEME_ERROR_NOT_FOUND,
  /* The file exists but is not a readable SVG (corrupt, truncated). */
  PL_CARD_THEME_ERROR_UNREADABLE,
  /* The SVG lacks a card, or a card has no picture. */
  PL_CARD_THEME_ERROR_INCOMPLETE,
  /* The id is not of a form the settings accept. */
  PL_CARD_THEME_ERROR_INVALID_ID,
} PlCardThemeError;

GQuark           pl_card_theme_error_quark        (void);

/* PlCardThemeInfo: one deck that can be chosen, found without parsing it. */

#define PL_TYPE_CARD_THEME_INFO (pl_card_theme_info_get_type ())
G_DECLARE_FINAL_TYPE (PlCardThemeInfo, pl_card_theme_info, PL, CARD_THEME_INFO, GObject)

PlCardThemeInfo *pl_card_theme_info_new           (const char      *id,
                                                   const char      *name,
                                                   PlCardThemeKind  kind,
                                                   const char      *path);
/* The id as stored in the `card-deck` setting. */
const char      *pl_card_theme_info_get_id        (PlCardThemeInfo *info);
const char      *pl_card_theme_info_get_name      (PlCardThemeInfo *info);
PlCardThemeKind  pl_card_theme_info_get_kind      (PlCardThemeInfo *info);
/* The file or directory of an installed deck; NULL for a built-in one. */
const char      *pl_card_theme_info_get_path      (PlCardThemeInfo *info);

/* The built-in decks, then the AisleRiot and KDE decks installed in the
 * XDG data directories (and $PARLOUR_DECKS_DIR), each kind sorted by name.
 * Reads directories and KDE's small index files only: fast enough for the
 * main thread.  Returns a GListModel of PlCardThemeInfo. */
GListModel      *pl_card_theme_list_installed     (void);

/* PlCardTheme: one loaded deck and its cache of rendered cards. */

#define PL_TYPE_CARD_THEME (pl_card_theme_get_type ())
G_DECLARE_FINAL_TYPE (PlCardTheme, pl_card_theme, PL, CARD_THEME, GObject)

/* Loads and validates a deck in this thread: it parses the SVG, so call it
 * from a worker (or use the async variant).  @id is a `card-deck` setting
 * value, or (for tools) a bare path to an SVG file or a KDE deck directory. */
PlCardTheme     *pl_card_theme_new_for_id         (const char          *id,
                                                   GCancellable        *cancellable,
                                                   GError             **error);
/* Loads, validates and pre-renders PL_CARD_THEME_BASE_WIDTH in a worker. */
void             pl_card_theme_new_for_id_async   (const char          *id,
                                                   GCancellable        *cancellable,
                                                   GAsyncReadyCallback  callback,
                                                   gpointer             user_data);
PlCardTheme     *pl_card_theme_new_for_id_finish  (GAsyncResult        *result,
                                                   GError             **error);
/* The built-in default deck: it is part of the program and cannot fail. */
PlCardTheme     *pl_card_theme_new_default        (void);

const char      *pl_card_theme_get_id             (PlCardTheme     *self);
/* The deck's name as a player reads it. */
const char      *pl_card_theme_get_name           (PlCardTheme     *self);
PlCardThemeKind  pl_card_theme_get_kind           (PlCardTheme     *self);
/* Width divided by height of a card, from the deck's own geometry. */
double           pl_card_theme_get_aspect_ratio   (PlCardTheme     *self);
/* The height of a card drawn @width wide. */
int              pl_card_theme_get_card_height    (PlCardTheme     *self,
                                                   int              width);

/* The texture of @card (PL_CARD_NONE for the back) @width logical pixels
 * wide at @scale, from the cache: transfer none, valid until the next
 * "prepared" signal or the theme's end.  If that size is not rendered yet,
 * returns the nearest size that is (to be drawn scaled) with *@exact FALSE
 * and starts rendering the asked size in the background; "prepared" tells
 * when it is there.  Returns NULL only if nothing is cached yet. */
GdkTexture      *pl_card_theme_lookup_texture     (PlCardTheme     *self,
                                                   PlCard           card,
                                                   int              width,
                                                   int              scale,
                                                   gboolean        *exact);
/* pl_card_theme_lookup_texture() without the exactness. */
GdkTexture      *pl_card_theme_get_texture        (PlCardTheme     *self,
                                                   PlCard           card,
                                                   int              width,
                                                   int              scale);
gboolean         pl_card_theme_is_prepared        (PlCardTheme     *self,
                                                   int              width,
                                                   int              scale);

/* Renders the whole deck (52 cards and the back) at a size in a worker,
 * adds it to the cache and emits "prepared" there. */
void             pl_card_theme_prepare_async      (PlCardTheme         *self,
                                                   int                  width,
                                                   int                  scale,
                                                   GCancellable        *cancellable,
                                                   GAsyncReadyCallback  callback,
                                                   gpointer             user_data);
gboolean         pl_card_theme_prepare_finish     (PlCardTheme         *self,
                                                   GAsyncResult        *result,
                                                   GError             **error);
/* The same in this thread (benchmarks, tests). */
gboolean         pl_card_theme_prepare            (PlCardTheme         *self,
                                                   int                  width,
                                                   int                  scale,
                                                   GCancellable        *cancellable,
                                                   GError             **error);

/* Renders one card without the cache.  Safe from any thread. */
GdkTexture      *pl_card_theme_render_card        (PlCardTheme         *self,
                                                   PlCard               card,
                                                   int                  width,
                                                   int                  scale,
                                                   GError             **error);

/* Loads the deck @id and renders @n_cards cards (PL_CARD_NONE: the back) in
 * a worker, for previews.  The result is a GPtrArray of GdkTexture. */
void             pl_card_theme_render_preview_async  (const char          *id,
                                                      const PlCard        *cards,
                                                      guint                n_cards,
                                                      int                  width,
                                                      int                  scale,
                                                      GCancellable        *cancellable,
                                                      GAsyncReadyCallback  callback,
                                                      gpointer             user_data);
GPtrArray       *pl_card_theme_render_preview_finish (GAsyncResult        *result,
                                                      GError             **error);

G_END_DECLS
