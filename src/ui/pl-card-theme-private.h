/* pl-card-theme-private.h — what the card theme files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <librsvg/rsvg.h>

#include "pl-card-theme.h"

G_BEGIN_DECLS

/* 52 cards, suit by suit in PlCard order, then the back. */
#define PL_DECK_N_CARDS 53
#define PL_DECK_BACK    52

/* Where a card's picture is and how to draw it. */
typedef struct {
  /* The card's box in the coordinates of the element drawn alone
   * (rsvg_handle_render_element) or, when in_layer, of the document
   * (rsvg_handle_render_layer). */
  RsvgRectangle box;
  /* The element's ink rectangle, which render_element maps to its viewport. */
  RsvgRectangle ink;
  /* Drawn as a layer of the whole document: for elements whose ink
   * rectangle librsvg cannot compute (XSkat's <image> cards). */
  gboolean      in_layer;
  /* Drawn clipped to its box: a card of an AisleRiot grid (see
   * pl-card-theme-deck.c), whose drawing may reach into its neighbours. */
  gboolean      clip;
} PlDeckCard;

/* A loaded, validated deck.  Immutable once loaded except for the pool of
 * parsed handles, so it is shared freely between threads. */
typedef struct {
  char            *id;
  char            *name;
  PlCardThemeKind  kind;
  GBytes          *data;
  GFile           *base_file;
  RsvgRectangle    viewport;
  char            *element_ids[PL_DECK_N_CARDS];
  PlDeckCard       cards[PL_DECK_N_CARDS];
  double           aspect;

  /* RsvgHandle is not safe for concurrent use: each renderer takes a handle
   * of its own from this pool, parsing a new one from the same bytes when
   * the pool is empty. */
  GMutex           lock;
  GPtrArray       *idle_handles;
} PlDeck;

PlDeck       *pl_deck_load              (const char    *id,
                                         GCancellable  *cancellable,
                                         GError       **error);
PlDeck       *pl_deck_ref               (PlDeck        *deck);
void          pl_deck_unref             (PlDeck        *deck);
RsvgHandle   *pl_deck_acquire_handle    (PlDeck        *deck,
                                         GCancellable  *cancellable,
                                         GError       **error);
void          pl_deck_release_handle    (PlDeck        *deck,
                                         RsvgHandle    *handle);
/* Renders card @index (0 … 52) @pixel_width × @pixel_height. */
GdkTexture   *pl_deck_render_card       (PlDeck        *deck,
                                         RsvgHandle    *handle,
                                         guint          index,
                                         int            pixel_width,
                                         int            pixel_height,
                                         GError       **error);
int           pl_deck_height_for_width  (PlDeck        *deck,
                                         int            pixel_width);

static inline guint
pl_deck_card_index (PlCard card)
{
  if (card == PL_CARD_NONE || !pl_card_is_valid (card))
    return PL_DECK_BACK;
  return PL_CARD_SUIT (card) * PL_N_RANKS + PL_CARD_RANK (card);
}

/* The name shown for an AisleRiot deck file: "anglo_modern.svgz" →
 * "Anglo Modern", as AisleRiot shows it. */
char         *pl_card_theme_name_from_file (const char *path);
/* The translated name of one of Parlour's own decks, or NULL if @id names
 * none (pl-card-theme-scan.c). */
const char   *pl_card_theme_builtin_name (const char *id);
/* Reads a KDE deck's index.desktop: its localised name and SVG file. */
gboolean      pl_card_theme_read_kde_index (const char  *dir,
                                            char       **name,
                                            char       **svg_path,
                                            GError     **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (PlDeck, pl_deck_unref)

G_END_DECLS
