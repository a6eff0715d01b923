/* pl-card-theme-scan.c — finding the decks installed on the system
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-cards"

#include <glib/gi18n-lib.h>

#include "pl-card-theme-private.h"

struct _PlCardThemeInfo {
  GObject          parent_instance;
  char            *id;
  char            *name;
  char            *path;
  PlCardThemeKind  kind;
};

enum {
  PROP_0,
  PROP_ID,
  PROP_NAME,
  PROP_KIND,
  PROP_PATH,
  N_PROPS,
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (PlCardThemeInfo, pl_card_theme_info, G_TYPE_OBJECT)

static void
pl_card_theme_info_finalize (GObject *object)
{
  PlCardThemeInfo *self = PL_CARD_THEME_INFO (object);

  g_free (self->id);
  g_free (self->name);
  g_free (self->path);

  G_OBJECT_CLASS (pl_card_theme_info_parent_class)->finalize (object);
}

static void
pl_card_theme_info_get_property (GObject    *object,
                                 guint       prop_id,
                                 GValue     *value,
                                 GParamSpec *pspec)
{
  PlCardThemeInfo *self = PL_CARD_THEME_INFO (object);

  switch (prop_id)
    {
    case PROP_ID:
      g_value_set_string (value, self->id);
      break;
    case PROP_NAME:
      g_value_set_string (value, self->name);
      break;
    case PROP_KIND:
      g_value_set_int (value, self->kind);
      break;
    case PROP_PATH:
      g_value_set_string (value, self->path);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pl_card_theme_info_class_init (PlCardThemeInfoClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->finalize = pl_card_theme_info_finalize;
  object_class->get_property = pl_card_theme_info_get_property;

  properties[PROP_ID] =
    g_param_spec_string ("id", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_NAME] =
    g_param_spec_string ("name", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_KIND] =
    g_param_spec_int ("kind", NULL, NULL,
                      PL_CARD_THEME_KIND_BUILTIN, PL_CARD_THEME_KIND_KDE,
                      PL_CARD_THEME_KIND_BUILTIN,
                      G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_PATH] =
    g_param_spec_string ("path", NULL, NULL, NULL,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
pl_card_theme_info_init (PlCardThemeInfo *self)
{
}

PlCardThemeInfo *
pl_card_theme_info_new (const char      *id,
                        const char      *name,
                        PlCardThemeKind  kind,
                        const char      *path)
{
  PlCardThemeInfo *self;

  g_return_val_if_fail (id != NULL, NULL);
  g_return_val_if_fail (name != NULL, NULL);

  self = g_object_new (PL_TYPE_CARD_THEME_INFO, NULL);
  self->id = g_strdup (id);
  self->name = g_strdup (name);
  self->kind = kind;
  self->path = g_strdup (path);
  return self;
}

const char *
pl_card_theme_info_get_id (PlCardThemeInfo *info)
{
  g_return_val_if_fail (PL_IS_CARD_THEME_INFO (info), NULL);
  return info->id;
}

const char *
pl_card_theme_info_get_name (PlCardThemeInfo *info)
{
  g_return_val_if_fail (PL_IS_CARD_THEME_INFO (info), NULL);
  return info->name;
}

PlCardThemeKind
pl_card_theme_info_get_kind (PlCardThemeInfo *info)
{
  g_return_val_if_fail (PL_IS_CARD_THEME_INFO (info), PL_CARD_THEME_KIND_BUILTIN);
  return info->kind;
}

const char *
pl_card_theme_info_get_path (PlCardThemeInfo *info)
{
  g_return_val_if_fail (PL_IS_CARD_THEME_INFO (info), NULL);
  return info->path;
}

/* Scanning. */

static int
compare_by_name (gconstpointer a,
                 gconstpointer b)
{
  PlCardThemeInfo *ia = *(PlCardThemeInfo **) a;
  PlCardThemeInfo *ib = *(PlCardThemeInfo **) b;
  g_autofree char *ka = g_utf8_collate_key (ia->name, -1);
  g_autofree char *kb = g_utf8_collate_key (ib->name, -1);

  return strcmp (ka, kb);
}

static void
scan_aisleriot (const char *dir,
                GPtrArray  *found,
                GHashTable *seen)
{
  g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
  const char *entry;

  if (listing == NULL)
    return;
  while ((entry = g_dir_read_name (listing)) != NULL)
    {
      g_autofree char *path = NULL;
      g_autofree char *id = NULL;
      g_autofree char *name = NULL;

      if (!g_str_has_suffix (entry, ".svg") && !g_str_has_suffix (entry, ".svgz"))
        continue;
      /* The same deck in two data directories is listed once: the first
       * directory wins, as XDG lookups do. */
      if (g_hash_table_contains (seen, entry))
        continue;
      path = g_build_filename (dir, entry, NULL);
      if (!g_file_test (path, G_FILE_TEST_IS_REGULAR))
        continue;
      id = g_strconcat ("aisleriot:", path, NULL);
      name = pl_card_theme_name_from_file (entry);
      g_hash_table_add (seen, g_strdup (entry));
      g_ptr_array_add (found, pl_card_theme_info_new (id, name,
                                                      PL_CARD_THEME_KIND_AISLERIOT,
                                                      path));
    }
}

static void
scan_kde (const char *dir,
          GPtrArray  *found,
          GHashTable *seen)
{
  g_autoptr(GDir) listing = g_dir_open (dir, 0, NULL);
  const char *entry;

  if (listing == NULL)
    return;
  while ((entry = g_dir_read_name (listing)) != NULL)
    {
      g_autofree char *path = NULL;
      g_autofree char *id = NULL;
      g_autofree char *name = NULL;
      g_autofree char *svg = NULL;
      g_autofree char *key = NULL;

      /* Only the SVG decks: KDE's older decks are sets of PNG pictures. */
      if (!g_str_has_prefix (entry, "svg-"))
        continue;
      key = g_strconcat ("kde/", entry, NULL);
      if (g_hash_table_contains (seen, key))
        continue;
      path = g_build_filename (dir, entry, NULL);
      if (!pl_card_theme_read_kde_index (path, &name, &svg, NULL) ||
          !g_file_test (svg, G_FILE_TEST_IS_REGULAR))
        continue;
      id = g_strconcat ("kde:", path, NULL);
      g_hash_table_add (seen, g_steal_pointer (&key));
      g_ptr_array_add (found, pl_card_theme_info_new (id, name,
                                                      PL_CARD_THEME_KIND_KDE,
                                                      path));
    }
}

static GPtrArray *
data_dirs (void)
{
  GPtrArray *dirs = g_ptr_array_new_with_free_func (g_free);
  const char *override = g_getenv ("PARLOUR_DECKS_DIR");
  const char * const *system_dirs = g_get_system_data_dirs ();

  /* Tests put their decks first; a Flatpak sees the host's decks only if
   * its manifest exposes them, under /run/host. */
  if (override != NULL && *override != '\0')
    g_ptr_array_add (dirs, g_strdup (override));
  g_ptr_array_add (dirs, g_strdup (g_get_user_data_dir ()));
  for (guint i = 0; system_dirs[i] != NULL; i++)
    g_ptr_array_add (dirs, g_strdup (system_dirs[i]));
  g_ptr_array_add (dirs, g_strdup ("/run/host/usr/share"));
  g_ptr_array_add (dirs, g_strdup ("/run/host/share"));
  return dirs;
}

/* Parlour's own decks (data/cards), compiled in as resources named by id. */
static const struct {
  const char *id;
  const char *name;
} builtin_decks[] = {
  { PL_CARD_THEME_DEFAULT_ID, N_("Parlour") },
  { PL_CARD_THEME_FOUR_COLOUR_ID, N_("Parlour Four-Colour") },
  { PL_CARD_THEME_GERMAN_ID, N_("Parlour German") },
  { PL_CARD_THEME_GERMAN_FOUR_COLOUR_ID, N_("Parlour German Four-Colour") },
};

const char *
pl_card_theme_builtin_name (const char *id)
{
  for (guint i = 0; i < G_N_ELEMENTS (builtin_decks); i++)
    if (g_str_equal (id, builtin_decks[i].id))
      return _(builtin_decks[i].name);
  return NULL;
}

GListModel *
pl_card_theme_list_installed (void)
{
  GListStore *store = g_list_store_new (PL_TYPE_CARD_THEME_INFO);
  g_autoptr(GPtrArray) dirs = data_dirs ();
  g_autoptr(GPtrArray) aisleriot = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GPtrArray) kde = g_ptr_array_new_with_free_func (g_object_unref);
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  guint n_builtin = G_N_ELEMENTS (builtin_decks);

  /* The decks compiled in come first, the French packs before the German. */
  for (guint i = 0; i < n_builtin; i++)
    {
      g_autoptr(PlCardThemeInfo) info = NULL;

      info = pl_card_theme_info_new (builtin_decks[i].id, _(builtin_decks[i].name),
                                     PL_CARD_THEME_KIND_BUILTIN, NULL);
      g_list_store_append (store, info);
    }

  for (guint i = 0; i < dirs->len; i++)
    {
      const char *dir = g_ptr_array_index (dirs, i);
      g_autofree char *aisleriot_dir = g_build_filename (dir, "aisleriot", "cards", NULL);
      g_autofree char *kde_dir = g_build_filename (dir, "carddecks", NULL);

      scan_aisleriot (aisleriot_dir, aisleriot, seen);
      scan_kde (kde_dir, kde, seen);
    }

  g_ptr_array_sort (aisleriot, compare_by_name);
  g_ptr_array_sort (kde, compare_by_name);
  g_list_store_splice (store, n_builtin, 0, aisleriot->pdata, aisleriot->len);
  g_list_store_splice (store, n_builtin + aisleriot->len, 0, kde->pdata, kde->len);

  return G_LIST_MODEL (store);
}
