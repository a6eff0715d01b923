/* test-about.c — About → What's New in the user's language (issue 19)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * The metainfo the About window reads is the translated one: each paragraph
 * of the release notes is followed by its translations.  The window showed
 * them all at once, English, French and German; it must show the user's
 * language, else English.
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-test"

#include <string.h>

#include "pl-about.h"

/* A metainfo written the way msgfmt merges translations into it, with a
 * paragraph left untranslated in German and markup to be kept escaped. */
static const char notes_xml[] =
  "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
  "<component type=\"desktop-application\">\n"
  "  <name>Parlour</name>\n"
  "  <name xml:lang=\"de\">Parlour DE</name>\n"
  "  <developer id=\"x\"><name>The developers</name></developer>\n"
  "  <releases>\n"
  "    <release version=\"0.2.0\" date=\"2026-11-25\">\n"
  "      <description>\n"
  "        <p>Skat &amp; Bézique\n"
  "          can be <em>played</em>.</p>\n"
  "        <p xml:lang=\"fr\">On peut jouer au skat et au bésigue.</p>\n"
  "        <p xml:lang=\"de\">Skat und Bézique sind spielbar.</p>\n"
  "        <ul>\n"
  "          <li>Bidding</li>\n"
  "          <li xml:lang=\"fr\">Les enchères</li>\n"
  "          <li xml:lang=\"de\">Reizen</li>\n"
  "          <li>Only in English and Brazilian</li>\n"
  "          <li xml:lang=\"pt_BR\">Só em inglês e português</li>\n"
  "        </ul>\n"
  "      </description>\n"
  "    </release>\n"
  "    <release version=\"0.1.0\" date=\"2026-11-22\">\n"
  "      <description><p>Older</p><p xml:lang=\"de\">Älter</p></description>\n"
  "    </release>\n"
  "  </releases>\n"
  "</component>\n";

static char *
notes_for (const char * const *languages)
{
  g_autoptr(GError) error = NULL;
  PlAboutInfo info = { 0, };
  char *notes;

  g_assert_true (pl_about_info_parse_for_languages (&info, notes_xml, -1, languages, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (info.name, ==, "Parlour");
  g_assert_cmpstr (info.developer, ==, "The developers");
  g_assert_cmpstr (info.version, ==, "0.2.0");
  notes = g_steal_pointer (&info.release_notes);
  pl_about_info_clear (&info);
  return notes;
}

/* Each paragraph in the first language the user reads it in, else English;
 * the structure and the markup kept; nothing of the older release. */
static void
test_about_notes_languages (void)
{
  g_autofree char *en = notes_for ((const char *[]) { "en_GB", "en", "C", NULL });
  g_autofree char *de = notes_for ((const char *[]) { "de_DE.UTF-8", "de_DE", "de", "C", NULL });
  g_autofree char *fr_de = notes_for ((const char *[]) { "fr", "de", "C", NULL });
  g_autofree char *en_de = notes_for ((const char *[]) { "en", "de", "C", NULL });
  g_autofree char *it = notes_for ((const char *[]) { "it_IT", "it", "C", NULL });
  g_autofree char *pt = notes_for ((const char *[]) { "pt_BR", "pt", "C", NULL });
  g_autofree char *de_only = notes_for ((const char *[]) { "de", NULL });

  g_assert_cmpstr (en, ==,
                   "<p>Skat &amp; Bézique can be <em>played</em>.</p>"
                   "<ul><li>Bidding</li><li>Only in English and Brazilian</li></ul>");
  /* The German user reads German where there is German, English where the
   * translation is missing. */
  g_assert_cmpstr (de, ==,
                   "<p>Skat und Bézique sind spielbar.</p>"
                   "<ul><li>Reizen</li><li>Only in English and Brazilian</li></ul>");
  g_assert_cmpstr (fr_de, ==,
                   "<p>On peut jouer au skat et au bésigue.</p>"
                   "<ul><li>Les enchères</li><li>Only in English and Brazilian</li></ul>");
  /* English first in the list wins over a German translation. */
  g_assert_cmpstr (en_de, ==, en);
  /* A language nobody translated into falls back to English. */
  g_assert_cmpstr (it, ==, en);
  g_assert_cmpstr (pt, ==,
                   "<p>Skat &amp; Bézique can be <em>played</em>.</p>"
                   "<ul><li>Bidding</li><li>Só em inglês e português</li></ul>");
  /* Without C in the list, English still fills what is not translated. */
  g_assert_cmpstr (de_only, ==, de);
}

/* The first paragraph of the newest release in @lang (NULL: the
 * untranslated one), found in @xml by a plain search, independently of the
 * parser under test. */
static char *
first_paragraph (const char *xml,
                 const char *lang)
{
  g_autofree char *pattern = NULL;
  g_autoptr(GRegex) regex = NULL;
  g_autoptr(GMatchInfo) match = NULL;
  const char *release = strstr (xml, "<release ");
  g_autofree char *text = NULL;

  g_assert_nonnull (release);
  pattern = lang != NULL ? g_strdup_printf ("<p xml:lang=\"%s\">([^<]*)</p>", lang)
                         : g_strdup ("<p>([^<]*)</p>");
  regex = g_regex_new (pattern, 0, 0, NULL);
  if (!g_regex_match (regex, release, 0, &match))
    return NULL;
  text = g_match_info_fetch (match, 1);
  return g_markup_escape_text (text, -1);
}

/* The application's own metainfo, as the About window loads it, with the
 * language set as a user sets it: LANGUAGE, or LC_MESSAGES alone. */
static void
test_about_metainfo_locale (void)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *english = NULL;
  g_autofree char *german = NULL;
  g_autofree char *french = NULL;
  const char *xml;
  struct {
    const char *language;      /* LANGUAGE, or NULL: unset */
    const char *messages;      /* LC_MESSAGES */
    const char *expected_lang; /* NULL: English */
  } cases[] = {
    { "de", "C.UTF-8", "de" },
    { "fr_FR:de", "C.UTF-8", "fr" },
    { NULL, "de_DE.UTF-8", "de" },
    { NULL, "fr_CA.UTF-8", "fr" },
    { "it", "C.UTF-8", NULL },
    { NULL, "C.UTF-8", NULL },
  };

  bytes = g_resources_lookup_data (RESOURCE_PATH "/metainfo.xml", 0, &error);
  g_assert_no_error (error);
  xml = g_bytes_get_data (bytes, NULL);
  english = first_paragraph (xml, NULL);
  german = first_paragraph (xml, "de");
  french = first_paragraph (xml, "fr");
  /* The newest release's notes are translated into both languages. */
  g_assert_nonnull (english);
  g_assert_nonnull (german);
  g_assert_nonnull (french);
  g_assert_cmpstr (english, !=, german);
  g_assert_cmpstr (english, !=, french);

  /* LC_ALL would hide LC_MESSAGES. */
  g_unsetenv ("LC_ALL");
  g_unsetenv ("LANG");

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      PlAboutInfo info = { 0, };
      const char *expected = cases[i].expected_lang == NULL ? english :
                             g_str_equal (cases[i].expected_lang, "de") ? german : french;
      const char *others[] = { english, german, french };

      g_test_message ("LANGUAGE=%s LC_MESSAGES=%s", cases[i].language, cases[i].messages);
      if (cases[i].language != NULL)
        g_setenv ("LANGUAGE", cases[i].language, TRUE);
      else
        g_unsetenv ("LANGUAGE");
      g_setenv ("LC_MESSAGES", cases[i].messages, TRUE);

      g_assert_true (pl_about_info_load (&info, &error));
      g_assert_no_error (error);
      g_assert_nonnull (info.release_notes);
      g_assert_nonnull (strstr (info.release_notes, expected));
      for (guint j = 0; j < G_N_ELEMENTS (others); j++)
        if (others[j] != expected)
          g_assert_null (strstr (info.release_notes, others[j]));
      pl_about_info_clear (&info);
    }
}

/* A metainfo that is not XML is refused with an error, and nothing of it
 * is kept. */
static void
test_about_corrupt (void)
{
  g_autoptr(GError) error = NULL;
  PlAboutInfo info = { 0, };

  g_assert_false (pl_about_info_parse_for_languages (&info,
                                                     "<component><name>X</name><releases>"
                                                     "<release version=\"1\"><description><p>a",
                                                     -1, (const char *[]) { "C", NULL },
                                                     &error));
  g_assert_nonnull (error);
  g_assert_null (info.name);
  g_assert_null (info.version);
  g_assert_null (info.release_notes);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/about/notes-languages", test_about_notes_languages);
  g_test_add_func ("/about/metainfo-locale", test_about_metainfo_locale);
  g_test_add_func ("/about/corrupt", test_about_corrupt);

  return g_test_run ();
}
