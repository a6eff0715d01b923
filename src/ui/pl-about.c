/* pl-about.c — the About window, filled from the AppStream metainfo
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-about"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "pl-about.h"

/*
 * The metainfo is the one place the name, the developer, the links and the
 * release notes are written; it is compiled into the resources and read here,
 * so that the About window can never disagree with what software centres
 * show.  (libadwaita 1.4 has adw_about_window_new_from_appdata(); this reader
 * does the same on 1.2.)
 */

typedef struct {
  PlAboutInfo *info;
  GString     *text;          /* the text of the element being read */
  GString     *notes;         /* the first release's description */
  gboolean     in_developer;
  gboolean     in_release;
  gboolean     in_description;
  gboolean     seen_release;
  int          depth;
  char        *url_type;
} ParseData;

void
pl_about_info_clear (PlAboutInfo *info)
{
  g_clear_pointer (&info->name, g_free);
  g_clear_pointer (&info->developer, g_free);
  g_clear_pointer (&info->homepage, g_free);
  g_clear_pointer (&info->bugtracker, g_free);
  g_clear_pointer (&info->version, g_free);
  g_clear_pointer (&info->release_notes, g_free);
}

static void
start_element_cb (GMarkupParseContext  *context,
                  const char           *element,
                  const char          **names,
                  const char          **values,
                  gpointer              user_data,
                  GError              **error)
{
  ParseData *data = user_data;

  data->depth++;
  g_string_truncate (data->text, 0);

  if (data->in_description)
    {
      g_string_append_printf (data->notes, "<%s>", element);
      return;
    }

  if (g_str_equal (element, "developer"))
    data->in_developer = TRUE;
  else if (g_str_equal (element, "release") && !data->seen_release)
    {
      data->in_release = TRUE;
      for (guint i = 0; names[i] != NULL; i++)
        if (g_str_equal (names[i], "version"))
          data->info->version = g_strdup (values[i]);
    }
  else if (g_str_equal (element, "description") && data->in_release)
    data->in_description = TRUE;
  else if (g_str_equal (element, "url"))
    {
      g_clear_pointer (&data->url_type, g_free);
      for (guint i = 0; names[i] != NULL; i++)
        if (g_str_equal (names[i], "type"))
          data->url_type = g_strdup (values[i]);
    }
}

static void
end_element_cb (GMarkupParseContext  *context,
                const char           *element,
                gpointer              user_data,
                GError              **error)
{
  ParseData *data = user_data;

  data->depth--;

  if (data->in_description)
    {
      if (g_str_equal (element, "description"))
        data->in_description = FALSE;
      else
        {
          g_autofree char *escaped = g_markup_escape_text (data->text->str, -1);

          g_string_append (data->notes, escaped);
          g_string_append_printf (data->notes, "</%s>", element);
        }
      g_string_truncate (data->text, 0);
      return;
    }

  if (g_str_equal (element, "name"))
    {
      if (data->in_developer && data->info->developer == NULL)
        data->info->developer = g_strdup (data->text->str);
      else if (data->depth == 1 && data->info->name == NULL)
        data->info->name = g_strdup (data->text->str);
    }
  else if (g_str_equal (element, "developer"))
    data->in_developer = FALSE;
  else if (g_str_equal (element, "release") && data->in_release)
    {
      data->in_release = FALSE;
      data->seen_release = TRUE;
    }
  else if (g_str_equal (element, "url") && data->url_type != NULL)
    {
      char **target = NULL;

      if (g_str_equal (data->url_type, "homepage"))
        target = &data->info->homepage;
      else if (g_str_equal (data->url_type, "bugtracker"))
        target = &data->info->bugtracker;

      if (target != NULL)
        {
          g_free (*target);
          *target = g_strdup (data->text->str);
        }
    }

  g_string_truncate (data->text, 0);
}

static void
text_cb (GMarkupParseContext  *context,
         const char           *text,
         gsize                 length,
         gpointer              user_data,
         GError              **error)
{
  ParseData *data = user_data;

  /* Block text is reflowed: runs of white space become one space. */
  for (gsize i = 0; i < length; i++)
    {
      char c = text[i];

      if (g_ascii_isspace (c))
        {
          if (data->text->len > 0 && data->text->str[data->text->len - 1] != ' ')
            g_string_append_c (data->text, ' ');
        }
      else
        g_string_append_c (data->text, c);
    }
  if (data->text->len > 0 && data->text->str[data->text->len - 1] == ' ' &&
      length > 0 && !g_ascii_isspace (text[length - 1]))
    g_string_truncate (data->text, data->text->len - 1);
}

gboolean
pl_about_info_parse (PlAboutInfo  *info,
                     const char   *xml,
                     gssize        length,
                     GError      **error)
{
  static const GMarkupParser parser = {
    start_element_cb, end_element_cb, text_cb, NULL, NULL,
  };
  g_autoptr(GMarkupParseContext) context = NULL;
  ParseData data = { 0, };
  gboolean ok;

  g_return_val_if_fail (info != NULL, FALSE);
  g_return_val_if_fail (xml != NULL, FALSE);

  data.info = info;
  data.text = g_string_new (NULL);
  data.notes = g_string_new (NULL);

  context = g_markup_parse_context_new (&parser, G_MARKUP_TREAT_CDATA_AS_TEXT, &data, NULL);
  ok = g_markup_parse_context_parse (context, xml, length, error) &&
       g_markup_parse_context_end_parse (context, error);

  if (ok && data.notes->len > 0)
    info->release_notes = g_string_free (g_steal_pointer (&data.notes), FALSE);

  if (data.notes != NULL)
    g_string_free (data.notes, TRUE);
  g_string_free (data.text, TRUE);
  g_free (data.url_type);

  if (!ok)
    pl_about_info_clear (info);

  return ok;
}

void
pl_about_show (GtkWindow *parent)
{
  static const char *developers[] = { "The Parlour developers", NULL };
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  PlAboutInfo info = { 0, };
  AdwAboutWindow *about;
  const char *xml;
  gsize length;

  about = ADW_ABOUT_WINDOW (adw_about_window_new ());

  bytes = g_resources_lookup_data (RESOURCE_PATH "/metainfo.xml", 0, &error);
  if (bytes != NULL)
    {
      xml = g_bytes_get_data (bytes, &length);
      if (!pl_about_info_parse (&info, xml, length, &error))
        g_warning ("The metainfo could not be read: %s", error->message);
    }
  else
    g_warning ("The metainfo is missing from the resources: %s", error->message);

  adw_about_window_set_application_name (about, info.name ? info.name : _("Parlour"));
  adw_about_window_set_application_icon (about, APP_ID);
  adw_about_window_set_version (about, info.version ? info.version : PACKAGE_VERSION);
  if (info.developer != NULL)
    adw_about_window_set_developer_name (about, info.developer);
  if (info.homepage != NULL)
    adw_about_window_set_website (about, info.homepage);
  if (info.bugtracker != NULL)
    adw_about_window_set_issue_url (about, info.bugtracker);
  if (info.release_notes != NULL)
    {
      adw_about_window_set_release_notes (about, info.release_notes);
      adw_about_window_set_release_notes_version (about, info.version);
    }
  adw_about_window_set_developers (about, developers);
  adw_about_window_set_designers (about, developers);
  adw_about_window_set_artists (about, developers);
  adw_about_window_set_copyright (about, "© 2026 The Parlour developers");
  adw_about_window_set_license_type (about, GTK_LICENSE_GPL_3_0);
  /* Translators: Replace "translator-credits" with your name/username, and
   * optionally an email or URL. */
  adw_about_window_set_translator_credits (about, _("translator-credits"));
  adw_about_window_add_legal_section (about,
                                      _("Card Art"),
                                      "© 2026 The Parlour developers",
                                      GTK_LICENSE_GPL_3_0, NULL);
  adw_about_window_add_acknowledgement_section (about,
                                                _("Rules From"),
                                                (const char *[]) {
                                                  "Foster’s Complete Hoyle",
                                                  "Cassell’s Book of Indoor Amusements",
                                                  "The International Skat Order",
                                                  NULL });

  gtk_window_set_transient_for (GTK_WINDOW (about), parent);
  gtk_window_set_modal (GTK_WINDOW (about), TRUE);
  gtk_window_present (GTK_WINDOW (about));

  pl_about_info_clear (&info);
}
