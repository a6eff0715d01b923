/* pl-application.c — the application: actions, settings, windows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-application"

#include <signal.h>
#include <string.h>

#include <glib/gi18n.h>

#include "pl-about.h"
#include "pl-accessible.h"
#include "pl-application.h"
#include "pl-card-theme.h"
#include "pl-game-catalog.h"
#include "pl-preferences-window.h"
#include "pl-rules-window.h"
#include "pl-window.h"

struct _PlApplication
{
  AdwApplication  parent_instance;

  GSettings      *settings;

  /* The deck every window draws with, loaded off the main thread. */
  PlCardTheme    *card_theme;
  GCancellable   *card_theme_cancellable;

  /* `--game` and `--seed`: sit down at that table at once. */
  char           *start_game;
  guint64         start_seed;
  gboolean        has_start_seed;
  /* The --help line of --game, which names the games (the option entry
   * keeps the pointer). */
  char           *game_option_help;
};

enum {
  PROP_0,
  PROP_CARD_THEME,
  N_PROPS,
};

static GParamSpec *properties[N_PROPS];

G_DEFINE_FINAL_TYPE (PlApplication, pl_application, ADW_TYPE_APPLICATION)

PlApplication *
pl_application_new (void)
{
  return g_object_new (PL_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       /* `parlour FILE` (and the Files app) open a game. */
                       "flags", G_APPLICATION_HANDLES_OPEN,
                       /* The resources keep one path for every profile. */
                       "resource-base-path", RESOURCE_PATH,
                       NULL);
}

GSettings *
pl_application_get_settings (PlApplication *self)
{
  g_return_val_if_fail (PL_IS_APPLICATION (self), NULL);

  return self->settings;
}

PlCardTheme *
pl_application_get_card_theme (PlApplication *self)
{
  g_return_val_if_fail (PL_IS_APPLICATION (self), NULL);

  return self->card_theme;
}

static void
pl_application_set_card_theme (PlApplication *self,
                               PlCardTheme   *theme)
{
  if (g_set_object (&self->card_theme, theme))
    g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_CARD_THEME]);
}

/* The main window most recently used (a dialog may be the active window,
 * since every dialog belongs to the application). */
static GtkWindow *
pl_application_get_current_window (PlApplication *self)
{
  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l != NULL; l = l->next)
    if (PL_IS_WINDOW (l->data))
      return l->data;
  return NULL;
}

static PlWindow *
ensure_window (PlApplication *self)
{
  GtkWindow *window = pl_application_get_current_window (self);

  if (window == NULL)
    window = GTK_WINDOW (pl_window_new (self));
  gtk_window_present (window);
  return PL_WINDOW (window);
}

static void pl_application_load_card_theme (PlApplication *self,
                                            const char    *id);

static void
card_theme_loaded_cb (GObject      *object,
                      GAsyncResult *result,
                      gpointer      user_data)
{
  g_autoptr(PlApplication) self = user_data;
  g_autoptr(PlCardTheme) theme = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *id = NULL;

  theme = pl_card_theme_new_for_id_finish (result, &error);
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;

  if (theme != NULL)
    {
      pl_application_set_card_theme (self, theme);
      return;
    }

  id = g_settings_get_string (self->settings, "card-deck");
  g_warning ("The deck “%s” could not be loaded: %s", id, error->message);

  if (g_strcmp0 (id, PL_CARD_THEME_DEFAULT_ID) != 0)
    {
      GtkWindow *window = pl_application_get_current_window (self);
      g_autofree char *message = NULL;

      /* A missing, corrupt or incomplete deck is never fatal: the player is
       * told what is wrong and plays on with the built-in deck. */
      message = g_strdup_printf (_("%s Parlour’s own deck is used instead."), error->message);
      if (PL_IS_WINDOW (window))
        pl_window_show_toast (PL_WINDOW (window), message);
      pl_application_load_card_theme (self, PL_CARD_THEME_DEFAULT_ID);
    }
  else
    {
      /* The built-in deck is part of the program; this cannot happen short
       * of a broken build, but even then the table must have cards. */
      g_autoptr(PlCardTheme) fallback = pl_card_theme_new_default ();

      pl_application_set_card_theme (self, fallback);
    }
}

static void
pl_application_load_card_theme (PlApplication *self,
                                const char    *id)
{
  g_cancellable_cancel (self->card_theme_cancellable);
  g_clear_object (&self->card_theme_cancellable);
  self->card_theme_cancellable = g_cancellable_new ();

  pl_card_theme_new_for_id_async (id, self->card_theme_cancellable,
                                  card_theme_loaded_cb, g_object_ref (self));
}

static void
card_deck_changed_cb (PlApplication *self,
                      const char    *key,
                      GSettings     *settings)
{
  g_autofree char *id = g_settings_get_string (settings, "card-deck");

  pl_application_load_card_theme (self, id);
}

static gboolean
load_card_theme_idle_cb (gpointer user_data)
{
  PlApplication *self = user_data;

  if (self->card_theme == NULL && self->card_theme_cancellable == NULL)
    card_deck_changed_cb (self, "card-deck", self->settings);

  return G_SOURCE_REMOVE;
}

static gboolean
first_frame_cb (GtkWidget     *widget,
                GdkFrameClock *frame_clock,
                gpointer       user_data)
{
  /* A tick runs in the frame's update phase; an idle added now runs after
   * the frame has been painted. */
  g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, load_card_theme_idle_cb,
                   g_object_ref (user_data), g_object_unref);

  return G_SOURCE_REMOVE;
}

static void
load_card_theme_after_first_frame (PlApplication *self,
                                   PlWindow      *window)
{
  /* The deck loads in a worker once the first frame is drawn, so that it
   * neither delays that frame nor competes with it for the processor. */
  if (self->card_theme == NULL && self->card_theme_cancellable == NULL)
    gtk_widget_add_tick_callback (GTK_WIDGET (window), first_frame_cb,
                                  g_object_ref (self), g_object_unref);
}

static void
pl_application_activate (GApplication *app)
{
  PlApplication *self = PL_APPLICATION (app);
  PlWindow *window = ensure_window (self);

  if (self->start_game != NULL)
    {
      g_autofree char *game = g_steal_pointer (&self->start_game);

      /* A new match: if the game has a saved one, the window asks first. */
      pl_window_start_match (window, game,
                             self->has_start_seed ? self->start_seed : g_random_int ());
    }
  load_card_theme_after_first_frame (self, window);
}

/* `parlour FILE`, or a game opened from the Files app: opened as Open
 * Game… opens it, with the same checks and the same question. */
static void
pl_application_open (GApplication  *app,
                     GFile        **files,
                     gint           n_files,
                     const char    *hint)
{
  PlApplication *self = PL_APPLICATION (app);
  PlWindow *window = ensure_window (self);

  if (n_files > 0)
    pl_window_open_file (window, files[0]);
  if (n_files > 1)
    pl_window_show_toast (window, _("One game is opened at a time: the first file given"));
  load_card_theme_after_first_frame (self, window);
}

/* app.start-match (s game, t seed): what `parlour --game X --seed N`
 * asks of the Parlour already running (a second one hands it over). */
static void
start_match_action_cb (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  PlApplication *self = user_data;
  const char *game;
  guint64 seed;

  g_variant_get (parameter, "(&st)", &game, &seed);
  if (pl_game_catalog_lookup (game) == NULL)
    return;
  pl_window_start_match (ensure_window (self), game, seed);
}

static gint
pl_application_handle_local_options (GApplication *app,
                                     GVariantDict *options)
{
  PlApplication *self = PL_APPLICATION (app);
  const char *game = NULL;
  const char *seed = NULL;

  if (g_variant_dict_lookup (options, "game", "&s", &game))
    {
      const PlGameEntry *entry = pl_game_catalog_lookup (game);

      if (entry == NULL || !pl_game_entry_is_playable (entry))
        {
          g_autofree char *playable = pl_game_catalog_list_playable (", ");

          g_printerr (_("Unknown game “%s”: the games that can be played are: %s\n"),
                      game, playable);
          return 2;
        }
      g_free (self->start_game);
      self->start_game = g_strdup (game);
    }

  if (g_variant_dict_lookup (options, "seed", "&s", &seed))
    {
      g_autoptr(GError) error = NULL;

      /* Digits only, as `parlour-cli --seed`: a sign is no deal number. */
      if (strspn (seed, "0123456789") != strlen (seed) ||
          !g_ascii_string_to_unsigned (seed, 10, 0, G_MAXUINT64, &self->start_seed, &error))
        {
          g_printerr (_("Invalid seed “%s”: a deal number is a whole number from 0 to %llu\n"),
                      seed, (unsigned long long) G_MAXUINT64);
          return 2;
        }
      self->has_start_seed = TRUE;
      /* A seed alone means a deal of the game the catalog offers first. */
      if (self->start_game == NULL && pl_game_catalog_get_default () != NULL)
        self->start_game = g_strdup (pl_game_catalog_get_default ()->id);
    }

  /* A Parlour already running (GApplication is unique where there is a
   * session bus) is asked to deal, rather than being merely presented by
   * a second one that forgot what it was asked. */
  if (self->start_game != NULL)
    {
      g_autoptr(GError) error = NULL;

      if (!g_application_register (app, NULL, &error))
        {
          g_printerr ("%s\n", error->message);
          return 1;
        }
      if (g_application_get_is_remote (app))
        {
          g_action_group_activate_action (G_ACTION_GROUP (app), "start-match",
                                          g_variant_new ("(st)", self->start_game,
                                                         self->has_start_seed
                                                         ? self->start_seed
                                                         : (guint64) g_random_int ()));
          g_clear_pointer (&self->start_game, g_free);
          return 0;
        }
    }

  return G_APPLICATION_CLASS (pl_application_parent_class)->handle_local_options (app, options);
}

static void
quit_action_cb (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  PlApplication *self = user_data;
  GList *windows;

  /* The dialogs first (they belong to the application too), while the
   * windows they stand over are still there; then the windows are closed
   * rather than the application quit outright, so that each one saves its
   * size and its game on the way out. */
  windows = g_list_copy (gtk_application_get_windows (GTK_APPLICATION (self)));
  for (GList *l = windows; l != NULL; l = l->next)
    if (!PL_IS_WINDOW (l->data))
      {
        /* A dialog may live a moment longer than its window (while the
         * key that quits is still being handled in it): it lets go of the
         * window now. */
        gtk_window_set_transient_for (GTK_WINDOW (l->data), NULL);
        gtk_window_destroy (GTK_WINDOW (l->data));
      }
  for (GList *l = windows; l != NULL; l = l->next)
    if (PL_IS_WINDOW (l->data))
      gtk_window_close (GTK_WINDOW (l->data));
  g_list_free (windows);
}

static void
about_action_cb (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  PlApplication *self = user_data;

  pl_about_show (pl_application_get_current_window (self));
}

static void
preferences_action_cb (GSimpleAction *action,
                       GVariant      *parameter,
                       gpointer       user_data)
{
  PlApplication *self = user_data;
  PlPreferencesWindow *preferences;

  preferences = pl_preferences_window_new (pl_application_get_current_window (self),
                                           self->settings);
  gtk_window_present (GTK_WINDOW (preferences));
}

static void
rules_action_cb (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  PlApplication *self = user_data;
  PlRulesWindow *rules;
  const char *game = NULL;

  if (parameter != NULL)
    game = g_variant_get_string (parameter, NULL);
  else
    {
      GtkWindow *window = pl_application_get_current_window (self);

      /* F1 at the table, or in one of its dialogs, opens the rules of the
       * game being played. */
      while (window != NULL && !PL_IS_WINDOW (window))
        window = gtk_window_get_transient_for (window);
      if (window != NULL)
        game = pl_window_get_game_id (PL_WINDOW (window));
    }

  rules = pl_rules_window_new (pl_application_get_current_window (self), game);
  gtk_window_present (GTK_WINDOW (rules));
}

static const GActionEntry app_actions[] = {
  { "start-match", start_match_action_cb, "(st)" },
  { "quit", quit_action_cb },
  { "about", about_action_cb },
  { "preferences", preferences_action_cb },
  { "rules", rules_action_cb },
  { "rules-for", rules_action_cb, "s" },
};

/* Every dialog of a Parlour window belongs to the application too, so
 * that the application's shortcuts work while it has the focus: Ctrl+Q
 * quits with the end-of-deal window open, as with the table. */
static void
toplevel_shown_cb (GtkWindow     *window,
                   PlApplication *self)
{
  GtkWindow *parent = gtk_window_get_transient_for (window);

  if (gtk_window_get_application (window) == NULL && parent != NULL &&
      gtk_window_get_application (parent) == GTK_APPLICATION (self))
    gtk_window_set_application (window, GTK_APPLICATION (self));
}

static void
toplevels_changed_cb (GListModel    *toplevels,
                      guint          position,
                      guint          removed,
                      guint          added,
                      PlApplication *self)
{
  for (guint i = position; i < position + added; i++)
    {
      g_autoptr(GtkWindow) window = g_list_model_get_item (toplevels, i);

      /* Its parent is known once it is shown, not when it is made.  (The
       * application outlives its windows: no reference is needed.) */
      g_signal_connect (window, "show", G_CALLBACK (toplevel_shown_cb), self);
    }
}

static void
pl_application_startup (GApplication *app)
{
  PlApplication *self = PL_APPLICATION (app);

  G_APPLICATION_CLASS (pl_application_parent_class)->startup (app);

  pl_accessible_watch_mnemonics ();

  g_signal_connect_object (self->settings, "changed::card-deck",
                           G_CALLBACK (card_deck_changed_cb), self, G_CONNECT_SWAPPED);

  g_signal_connect_object (gtk_window_get_toplevels (), "items-changed",
                           G_CALLBACK (toplevels_changed_cb), self, 0);

  g_action_map_add_action_entries (G_ACTION_MAP (self), app_actions,
                                   G_N_ELEMENTS (app_actions), self);

  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.quit",
                                         (const char *[]) { "<Control>q", NULL });
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.preferences",
                                         (const char *[]) { "<Control>comma", NULL });
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "app.rules",
                                         (const char *[]) { "F1", NULL });
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "win.new-game",
                                         (const char *[]) { "<Control>n", NULL });
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "win.score-sheet",
                                         (const char *[]) { "<Control>l", NULL });
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "win.last-trick",
                                         (const char *[]) { "<Control>t", NULL });
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "win.deal-log",
                                         (const char *[]) { "<Control>d", NULL });
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "win.call-irregularity",
                                         (const char *[]) { "<Control>i", NULL });
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "win.hint",
                                         (const char *[]) { "<Control>h", NULL });
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "win.undo",
                                         (const char *[]) { "<Control>z", NULL });
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "win.redo",
                                         (const char *[]) { "<Control><Shift>z", NULL });
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "win.analyse-deal",
                                         (const char *[]) { "<Control><Shift>a", NULL });
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "win.save-game",
                                         (const char *[]) { "<Control>s", NULL });
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "win.open-game",
                                         (const char *[]) { "<Control>o", NULL });
  gtk_application_set_accels_for_action (GTK_APPLICATION (self), "window.close",
                                         (const char *[]) { "<Control>w", NULL });
}

static void
pl_application_dispose (GObject *object)
{
  PlApplication *self = PL_APPLICATION (object);

  g_cancellable_cancel (self->card_theme_cancellable);
  g_clear_object (&self->card_theme_cancellable);
  g_clear_object (&self->card_theme);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->start_game, g_free);

  G_OBJECT_CLASS (pl_application_parent_class)->dispose (object);
}

static void
pl_application_finalize (GObject *object)
{
  PlApplication *self = PL_APPLICATION (object);

  g_free (self->game_option_help);

  G_OBJECT_CLASS (pl_application_parent_class)->finalize (object);
}

static void
pl_application_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  PlApplication *self = PL_APPLICATION (object);

  switch (prop_id)
    {
    case PROP_CARD_THEME:
      g_value_set_object (value, self->card_theme);
      break;

    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
pl_application_class_init (PlApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->dispose = pl_application_dispose;
  object_class->finalize = pl_application_finalize;
  object_class->get_property = pl_application_get_property;

  app_class->activate = pl_application_activate;
  app_class->open = pl_application_open;
  app_class->startup = pl_application_startup;
  app_class->handle_local_options = pl_application_handle_local_options;

  /**
   * PlApplication:card-theme:
   *
   * The deck the windows draw with; %NULL until the first one is loaded.
   */
  properties[PROP_CARD_THEME] =
    g_param_spec_object ("card-theme", NULL, NULL,
                         PL_TYPE_CARD_THEME,
                         G_PARAM_READABLE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);

  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
pl_application_init (PlApplication *self)
{
  g_autofree char *playable = pl_game_catalog_list_playable (", ");

  /* A file size limit (RLIMIT_FSIZE) then makes a write fail with EFBIG,
   * which the autosave reports like a full disk, instead of killing the
   * program with the last move unsaved. */
  signal (SIGXFSZ, SIG_IGN);

  self->settings = g_settings_new (APP_ID);

  /* TRANSLATORS: --help of `parlour`; %s lists the games: "skat, bezique". */
  self->game_option_help = g_strdup_printf (_("Sit down at a table of GAME at once (%s)"),
                                            playable);

  const GOptionEntry entries[] = {
    { "game", 'g', 0, G_OPTION_ARG_STRING, NULL, self->game_option_help, N_("GAME") },
    /* A string, for the full 64-bit range and a clear error. */
    { "seed", 's', 0, G_OPTION_ARG_STRING, NULL,
      N_("Deal the deal with this number (the “Deal #” shown in the title)"), N_("NUMBER") },
    { NULL },
  };

  g_application_add_main_option_entries (G_APPLICATION (self), entries);
  g_set_application_name (_("Parlour"));
  gtk_window_set_default_icon_name (APP_ID);
}
