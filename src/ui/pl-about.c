/* pl-about.c — the About window, filled from the AppStream metainfo
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-about"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <string.h>

#include "pl-about.h"

/*
 * The metainfo is the one place the name, the developer, the links and the
 * release notes are written; it is compiled into the resources and read here,
 * so that the About window can never disagree with what software centres
 * show.  (libadwaita 1.4 has adw_about_window_new_from_appdata(); this reader
 * does the same on 1.2.)
 *
 * The metainfo in the resources is the translated one: after each paragraph
 * and list item of the release notes come its translations, marked with
 * xml:lang.  The About window shows each in the first of the user's
 * languages that it is written in, and in English (the untranslated text)
 * otherwise.
 */

/* A paragraph or list item of the release notes, in the best language met so
 * far; or a list's own tag (@element NULL), kept in its place. */
typedef struct {
  char  *element;
  char  *markup;
  guint  rank;
} NotesBlock;

typedef struct {
  PlAboutInfo        *info;
  const char * const *languages;
  GString            *text;          /* the text of the element being read */
  GPtrArray          *blocks;        /* the newest release's notes, of NotesBlock */
  char               *block_lang;    /* the xml:lang of the paragraph being read */
  gboolean            in_developer;
  gboolean            in_release;
  gboolean            in_description;
  gboolean            in_block;      /* in a <p> or <li> of the notes */
  gboolean            seen_release;
  int                 depth;
  char               *url_type;
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
notes_block_free (gpointer data)
{
  NotesBlock *block = data;

  g_free (block->element);
  g_free (block->markup);
  g_free (block);
}

static gboolean
is_english (const char *language)
{
  return g_str_equal (language, "C") || g_str_equal (language, "POSIX") ||
         (g_str_has_prefix (language, "en") &&
          (language[2] == '\0' || strchr ("_.@", language[2]) != NULL));
}

/* How early @lang (an xml:lang, or NULL for the untranslated English) comes
 * in the user's languages: lower is better, G_MAXUINT not read at all.  The
 * untranslated text always ranks, just after the last language the user
 * reads, unless English is one of them; so every paragraph has a text. */
static guint
language_rank (const char * const *languages,
               const char         *lang)
{
  guint i;

  for (i = 0; languages[i] != NULL; i++)
    {
      if (lang == NULL ? is_english (languages[i]) : g_str_equal (languages[i], lang))
        return i;
    }
  return lang == NULL ? i : G_MAXUINT;
}

static const char *
attribute (const char  *name,
           const char **names,
           const char **values)
{
  for (guint i = 0; names[i] != NULL; i++)
    if (g_str_equal (names[i], name))
      return values[i];
  return NULL;
}

static void
add_notes_tag (ParseData  *data,
               const char *tag)
{
  NotesBlock *block = g_new0 (NotesBlock, 1);

  block->markup = g_strdup (tag);
  g_ptr_array_add (data->blocks, block);
}

/* A paragraph or list item has been read: the untranslated one starts a new
 * block, a translation replaces the block's text if the user reads its
 * language before the one the block has. */
static void
end_notes_block (ParseData  *data,
                 const char *element)
{
  NotesBlock *last = data->blocks->len > 0 ?
    g_ptr_array_index (data->blocks, data->blocks->len - 1) : NULL;
  guint rank = language_rank (data->languages, data->block_lang);

  /* Block text is reflowed: no space is kept at its end. */
  if (data->text->len > 0 && data->text->str[data->text->len - 1] == ' ')
    g_string_truncate (data->text, data->text->len - 1);

  if (data->block_lang == NULL)
    {
      NotesBlock *block = g_new0 (NotesBlock, 1);

      block->element = g_strdup (element);
      block->markup = g_strdup_printf ("<%s>%s</%s>", element, data->text->str, element);
      block->rank = rank;
      g_ptr_array_add (data->blocks, block);
    }
  else if (last != NULL && last->element != NULL && g_str_equal (last->element, element) &&
           rank < last->rank)
    {
      g_free (last->markup);
      last->markup = g_strdup_printf ("<%s>%s</%s>", element, data->text->str, element);
      last->rank = rank;
    }
  /* (A translation with nothing before it to translate is dropped.) */
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

  if (data->in_block)
    {
      /* Inline markup, <em> and <code>, stays in the paragraph. */
      g_string_append_printf (data->text, "<%s>", element);
      return;
    }

  g_string_truncate (data->text, 0);

  if (data->in_description)
    {
      if (g_str_equal (element, "p") || g_str_equal (element, "li"))
        {
          data->in_block = TRUE;
          g_free (data->block_lang);
          data->block_lang = g_strdup (attribute ("xml:lang", names, values));
        }
      else if (g_str_equal (element, "ul") || g_str_equal (element, "ol"))
        {
          g_autofree char *tag = g_strdup_printf ("<%s>", element);

          add_notes_tag (data, tag);
        }
      return;
    }

  if (g_str_equal (element, "developer"))
    data->in_developer = TRUE;
  else if (g_str_equal (element, "release") && !data->seen_release)
    {
      data->in_release = TRUE;
      data->info->version = g_strdup (attribute ("version", names, values));
    }
  else if (g_str_equal (element, "description") && data->in_release)
    data->in_description = TRUE;
  else if (g_str_equal (element, "url"))
    {
      g_free (data->url_type);
      data->url_type = g_strdup (attribute ("type", names, values));
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

  if (data->in_block)
    {
      if (g_str_equal (element, "p") || g_str_equal (element, "li"))
        {
          data->in_block = FALSE;
          end_notes_block (data, element);
          g_string_truncate (data->text, 0);
        }
      else
        g_string_append_printf (data->text, "</%s>", element);
      return;
    }

  if (data->in_description)
    {
      if (g_str_equal (element, "description"))
        data->in_description = FALSE;
      else if (g_str_equal (element, "ul") || g_str_equal (element, "ol"))
        {
          g_autofree char *tag = g_strdup_printf ("</%s>", element);

          add_notes_tag (data, tag);
        }
      g_string_truncate (data->text, 0);
      return;
    }

  /* Names and links are reflowed too: no space is kept at their end. */
  if (data->text->len > 0 && data->text->str[data->text->len - 1] == ' ')
    g_string_truncate (data->text, data->text->len - 1);

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

  /* Text is reflowed: runs of white space become one space, and none
   * begins it.  The release notes are markup: their text is escaped. */
  for (gsize i = 0; i < length; i++)
    {
      char c = text[i];

      if (g_ascii_isspace (c))
        {
          if (data->text->len > 0 && data->text->str[data->text->len - 1] != ' ')
            g_string_append_c (data->text, ' ');
        }
      else if (data->in_block && (c == '<' || c == '>' || c == '&'))
        g_string_append (data->text, c == '<' ? "&lt;" : c == '>' ? "&gt;" : "&amp;");
      else
        g_string_append_c (data->text, c);
    }
}

gboolean
pl_about_info_parse_for_languages (PlAboutInfo         *info,
                                   const char          *xml,
                                   gssize               length,
                                   const char * const  *languages,
                                   GError             **error)
{
  static const GMarkupParser parser = {
    start_element_cb, end_element_cb, text_cb, NULL, NULL,
  };
  g_autoptr(GMarkupParseContext) context = NULL;
  g_autoptr(GPtrArray) blocks = g_ptr_array_new_with_free_func (notes_block_free);
  ParseData data = { 0, };
  gboolean ok;

  g_return_val_if_fail (info != NULL, FALSE);
  g_return_val_if_fail (xml != NULL, FALSE);
  g_return_val_if_fail (languages != NULL, FALSE);

  data.info = info;
  data.languages = languages;
  data.text = g_string_new (NULL);
  data.blocks = blocks;

  context = g_markup_parse_context_new (&parser, G_MARKUP_TREAT_CDATA_AS_TEXT, &data, NULL);
  ok = g_markup_parse_context_parse (context, xml, length, error) &&
       g_markup_parse_context_end_parse (context, error);

  if (ok && blocks->len > 0)
    {
      GString *notes = g_string_new (NULL);

      for (guint i = 0; i < blocks->len; i++)
        g_string_append (notes, ((NotesBlock *) g_ptr_array_index (blocks, i))->markup);
      info->release_notes = g_string_free (notes, FALSE);
    }

  g_string_free (data.text, TRUE);
  g_free (data.block_lang);
  g_free (data.url_type);

  if (!ok)
    pl_about_info_clear (info);

  return ok;
}

gboolean
pl_about_info_parse (PlAboutInfo  *info,
                     const char   *xml,
                     gssize        length,
                     GError      **error)
{
  return pl_about_info_parse_for_languages (info, xml, length, g_get_language_names (), error);
}

gboolean
pl_about_info_load (PlAboutInfo  *info,
                    GError      **error)
{
  g_autoptr(GBytes) bytes = NULL;
  const char *xml;
  gsize length;

  g_return_val_if_fail (info != NULL, FALSE);

  bytes = g_resources_lookup_data (RESOURCE_PATH "/metainfo.xml", 0, error);
  if (bytes == NULL)
    return FALSE;
  xml = g_bytes_get_data (bytes, &length);
  return pl_about_info_parse (info, xml, length, error);
}

void
pl_about_show (GtkWindow *parent)
{
  static const char *developers[] = { "The Parlour developers", NULL };
  g_autoptr(GError) error = NULL;
  PlAboutInfo info = { 0, };
  AdwAboutWindow *about;

  about = ADW_ABOUT_WINDOW (adw_about_window_new ());

  /* (The window is still useful without the metainfo: the fields it gives
   * are left out.) */
  if (!pl_about_info_load (&info, &error))
    g_warning ("The metainfo could not be read: %s", error->message);

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
