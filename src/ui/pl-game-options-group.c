/* pl-game-options-group.c — a game's options in the Preferences, built from its table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-preferences"

#include <glib/gi18n-lib.h>

#include "pl-game-options-group.h"
#include "pl-settings.h"

/* A choice's key and a combo row's "selected": the row lists the choices
 * in the table's order. */
static gboolean
choice_get_mapping (GValue   *value,
                    GVariant *variant,
                    gpointer  user_data)
{
  const PlOptionSpec *spec = user_data;
  guint v;

  if (!pl_settings_option_from_variant (spec, variant, &v))
    return FALSE;
  for (guint i = 0; i < spec->n_choices; i++)
    if (spec->choices[i].value == v)
      {
        g_value_set_uint (value, i);
        return TRUE;
      }
  return FALSE;
}

static GVariant *
choice_set_mapping (const GValue       *value,
                    const GVariantType *type,
                    gpointer            user_data)
{
  const PlOptionSpec *spec = user_data;
  guint i = g_value_get_uint (value);

  if (i >= spec->n_choices)
    return NULL;
  return pl_settings_option_to_variant (spec, spec->choices[i].value);
}

static GtkWidget *
switch_row (const PlOptionSpec *spec,
            GSettings          *settings,
            const char         *key)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *toggle = gtk_switch_new ();

  gtk_widget_set_valign (toggle, GTK_ALIGN_CENTER);
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), toggle);
  adw_action_row_set_activatable_widget (ADW_ACTION_ROW (row), toggle);
  g_settings_bind (settings, key, toggle, "active", G_SETTINGS_BIND_DEFAULT);
  return row;
}

static GtkWidget *
choice_row (const PlOptionSpec *spec,
            GSettings          *settings,
            const char         *key)
{
  GtkWidget *row = adw_combo_row_new ();
  g_autoptr(GtkStringList) labels = gtk_string_list_new (NULL);

  for (guint i = 0; i < spec->n_choices; i++)
    gtk_string_list_append (labels, spec->choices[i].label != NULL
                                    ? _(spec->choices[i].label) : spec->choices[i].text);
  adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (labels));
  g_settings_bind_with_mapping (settings, key, row, "selected", G_SETTINGS_BIND_DEFAULT,
                                choice_get_mapping, choice_set_mapping,
                                (gpointer) spec, NULL);
  return row;
}

/* The switch @spec needs (PlOptionSpec.needs), if the settings keep it. */
static const PlOptionSpec *
needed_switch (const PlGame       *game,
               const PlOptionSpec *spec,
               GSettings          *settings)
{
  const PlOptionSpec *needed;

  if (spec->needs == NULL)
    return NULL;
  needed = pl_game_find_option (game, spec->needs);
  if (needed == NULL || needed->kind != PL_OPTION_SWITCH ||
      !pl_settings_has_option (settings, game, needed))
    return NULL;
  return needed;
}

/* The row of @spec, bound to its key. */
static GtkWidget *
option_row (const PlGame       *game,
            const PlOptionSpec *spec,
            GSettings          *settings)
{
  g_autofree char *key = pl_settings_option_key (game, spec);
  const PlOptionSpec *needed = needed_switch (game, spec, settings);
  GtkWidget *row;

  row = spec->kind == PL_OPTION_SWITCH ? switch_row (spec, settings, key)
                                       : choice_row (spec, settings, key);
  gtk_widget_set_name (row, key);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row),
                                 spec->title != NULL ? _(spec->title) : spec->key);
  adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
  if (spec->subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), _(spec->subtitle));
  /* An option that changes nothing without a switch waits for it. */
  if (needed != NULL)
    {
      g_autofree char *needed_key = pl_settings_option_key (game, needed);

      g_settings_bind (settings, needed_key, row, "sensitive", G_SETTINGS_BIND_GET);
    }
  return row;
}

GtkWidget *
pl_game_options_group_new (const PlGame *game,
                           const char   *title,
                           GSettings    *settings)
{
  GtkWidget *group;
  gboolean per_match = FALSE;

  g_return_val_if_fail (game != NULL, NULL);
  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  group = adw_preferences_group_new ();
  adw_preferences_group_set_title (ADW_PREFERENCES_GROUP (group), title);
  for (guint i = 0; i < game->n_options; i++)
    {
      const PlOptionSpec *spec = &game->options[i];

      /* An option the settings do not keep stays at its default; one that
       * needs a switch comes right under it. */
      if (!pl_settings_has_option (settings, game, spec) ||
          needed_switch (game, spec, settings) != NULL)
        continue;
      adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                                 option_row (game, spec, settings));
      per_match |= (spec->flags & PL_OPTION_MATCH) != 0;
      for (guint j = 0; j < game->n_options; j++)
        if (needed_switch (game, &game->options[j], settings) == spec &&
            pl_settings_has_option (settings, game, &game->options[j]))
          {
            adw_preferences_group_add (ADW_PREFERENCES_GROUP (group),
                                       option_row (game, &game->options[j], settings));
            per_match |= (game->options[j].flags & PL_OPTION_MATCH) != 0;
          }
    }
  adw_preferences_group_set_description (ADW_PREFERENCES_GROUP (group),
                                         per_match
                                         ? _("Changes apply from the next deal; the length of "
                                             "the game from the next game.")
                                         : _("Changes apply from the next deal."));
  return group;
}
