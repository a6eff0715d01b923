/* pl-settings.c — the games' options in the settings: one key per option, one naming rule
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-settings"

#include <stdlib.h>

#include "pl-settings.h"

char *
pl_settings_option_key (const PlGame       *game,
                        const PlOptionSpec *spec)
{
  g_return_val_if_fail (game != NULL && spec != NULL, NULL);

  return g_strdup_printf ("%s-%s", game->id, spec->key);
}

gboolean
pl_settings_has_option (GSettings          *settings,
                        const PlGame       *game,
                        const PlOptionSpec *spec)
{
  g_autoptr(GSettingsSchema) schema = NULL;
  g_autofree char *key = NULL;

  g_return_val_if_fail (G_IS_SETTINGS (settings), FALSE);

  /* An option without a title is no preference (Skat's bock-deal, which
   * the match sets for a deal): the settings never hold it. */
  if (spec->title == NULL)
    return FALSE;
  g_object_get (settings, "settings-schema", &schema, NULL);
  key = pl_settings_option_key (game, spec);
  return schema != NULL && g_settings_schema_has_key (schema, key);
}

/* A choice whose record texts are all numbers is kept as the number. */
static gboolean
is_numeric (const PlOptionSpec *spec)
{
  for (guint i = 0; i < spec->n_choices; i++)
    {
      const char *text = spec->choices[i].text;

      if (text == NULL || *text == '\0' || !g_ascii_isdigit (*text) ||
          !g_ascii_string_to_unsigned (text, 10, 0, G_MAXINT, NULL, NULL))
        return FALSE;
    }
  return spec->n_choices > 0;
}

GVariant *
pl_settings_option_to_variant (const PlOptionSpec *spec,
                               guint               value)
{
  const char *text;

  g_return_val_if_fail (spec != NULL, NULL);

  if (spec->kind == PL_OPTION_SWITCH)
    return g_variant_new_boolean (value != FALSE);
  text = pl_option_value_to_string (spec, value);
  g_return_val_if_fail (text != NULL, NULL);
  if (is_numeric (spec))
    return g_variant_new_int32 (atoi (text));
  return g_variant_new_string (text);
}

gboolean
pl_settings_option_from_variant (const PlOptionSpec *spec,
                                 GVariant           *variant,
                                 guint              *value)
{
  g_autofree char *text = NULL;

  g_return_val_if_fail (spec != NULL && variant != NULL && value != NULL, FALSE);

  if (spec->kind == PL_OPTION_SWITCH && g_variant_is_of_type (variant, G_VARIANT_TYPE_BOOLEAN))
    {
      *value = g_variant_get_boolean (variant);
      return TRUE;
    }
  if (spec->kind != PL_OPTION_CHOICE)
    return FALSE;
  if (g_variant_is_of_type (variant, G_VARIANT_TYPE_INT32))
    text = g_strdup_printf ("%d", g_variant_get_int32 (variant));
  else if (g_variant_is_of_type (variant, G_VARIANT_TYPE_STRING))
    text = g_variant_dup_string (variant, NULL);
  for (guint i = 0; text != NULL && i < spec->n_choices; i++)
    if (g_strcmp0 (spec->choices[i].text, text) == 0)
      {
        *value = spec->choices[i].value;
        return TRUE;
      }
  return FALSE;
}

gboolean
pl_settings_get_option (GSettings          *settings,
                        const PlGame       *game,
                        const PlOptionSpec *spec,
                        guint              *value)
{
  g_autofree char *key = NULL;
  g_autoptr(GVariant) variant = NULL;

  g_return_val_if_fail (value != NULL, FALSE);

  if (!pl_settings_has_option (settings, game, spec))
    return FALSE;
  key = pl_settings_option_key (game, spec);
  variant = g_settings_get_value (settings, key);
  if (pl_settings_option_from_variant (spec, variant, value))
    return TRUE;
  g_warning ("The setting %s holds no value of the option", key);
  return FALSE;
}

void
pl_settings_set_option (GSettings          *settings,
                        const PlGame       *game,
                        const PlOptionSpec *spec,
                        guint               value)
{
  g_autofree char *key = NULL;
  GVariant *variant;

  if (!pl_settings_has_option (settings, game, spec))
    return;
  key = pl_settings_option_key (game, spec);
  variant = pl_settings_option_to_variant (spec, value);
  if (variant != NULL)
    g_settings_set_value (settings, key, variant);
}

/* Keys renamed to follow the rule: a boolean that became a choice. */
typedef struct {
  const char *old_key;
  const char *new_key;
  const char *if_false;
  const char *if_true;
} Renamed;

static const Renamed renamed[] = {
  { "bezique-brisques-at-once", "bezique-brisques", "end", "at-once" },
  /* Named after the preference, not the record, for a while on main. */
  { "bezique-reuse-whole", "bezique-reuse", "higher", "whole" },
};

void
pl_settings_migrate (GSettings *settings)
{
  g_autoptr(GSettingsSchema) schema = NULL;

  g_return_if_fail (G_IS_SETTINGS (settings));

  g_object_get (settings, "settings-schema", &schema, NULL);
  for (guint i = 0; schema != NULL && i < G_N_ELEMENTS (renamed); i++)
    {
      const Renamed *r = &renamed[i];
      g_autoptr(GVariant) old_value = NULL;
      g_autoptr(GVariant) new_value = NULL;

      if (!g_settings_schema_has_key (schema, r->old_key) ||
          !g_settings_schema_has_key (schema, r->new_key))
        continue;
      old_value = g_settings_get_user_value (settings, r->old_key);
      if (old_value == NULL)
        continue;
      new_value = g_settings_get_user_value (settings, r->new_key);
      if (new_value == NULL)
        g_settings_set_string (settings, r->new_key,
                               g_variant_get_boolean (old_value) ? r->if_true : r->if_false);
      /* Carried over once: the old key goes back to its default. */
      g_settings_reset (settings, r->old_key);
    }
}
