/* pl-preferences-window.c — the Preferences window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-preferences"

#include <glib/gi18n-lib.h>

#include "pl-card-theme.h"
#include "pl-game-catalog.h"
#include "pl-game-controller.h"
#include "pl-game-options-group.h"
#include "pl-preferences-window.h"
#include "pl-settings.h"
#include "pl-window.h"

/* The width of each card in a deck's preview, in logical pixels. */
#define PREVIEW_CARD_WIDTH 34
#define PREVIEW_SPACING 3

/* The cards a deck is recognised by: court cards show its style, the ace of
 * spades its maker's flourish, the back its pattern. */
static const PlCard preview_cards[] = {
  PL_CARD (PL_SUIT_HEARTS, PL_RANK_KING),
  PL_CARD (PL_SUIT_HEARTS, PL_RANK_QUEEN),
  PL_CARD (PL_SUIT_HEARTS, PL_RANK_JACK),
  PL_CARD (PL_SUIT_SPADES, PL_RANK_ACE),
  PL_CARD_NONE,
};

struct _PlPreferencesWindow {
  AdwPreferencesWindow  parent_instance;

  AdwComboRow          *animation_row;
  GtkFlowBox           *deck_box;
  GtkSwitch            *double_click_switch;
  GtkSwitch            *undo_switch;
  AdwComboRow          *trick_pause_row;
  AdwComboRow          *strength_row;
  AdwComboRow          *irregularities_row;
  AdwPreferencesPage   *games_page;

  GSettings            *settings;
  GCancellable         *cancellable;
  /* Deck tiles waiting for their preview, rendered one at a time so that
   * forty installed decks do not parse at once on a two-core machine. */
  GQueue                pending_previews;
  gboolean              preview_running;
  /* Set while the selection follows the setting, not the player. */
  gboolean              syncing_selection;
  /* Set while the player is asked whether another number of players
   * starts a new list, and while a refusal puts the number back. */
  gboolean              asking_new_list;
};

G_DEFINE_FINAL_TYPE (PlPreferencesWindow, pl_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)

/* The animation-speed enum, in the combo row's order. */
static const char * const speed_nicks[] = { "off", "slow", "normal", "fast", NULL };
static const char * const score_sheet_nicks[] = { "book", "seeger-fabian", NULL };
static const char * const level_nicks[] = { "easy", "normal", "strong", NULL };
static const char * const err_nicks[] = { "never", "sometimes", "often", NULL };

/* The trick pause row's choices: milliseconds, then "on a click". */
static const int trick_pauses[] = { 500, 1000, 2000, 3000 };

/* The row follows the two keys it stands for (trick-pause and
 * trick-take-on-click): a pause set elsewhere selects the nearest choice. */
static void
trick_pause_changed_cb (PlPreferencesWindow *self)
{
  guint selected = G_N_ELEMENTS (trick_pauses);

  if (!g_settings_get_boolean (self->settings, "trick-take-on-click"))
    {
      int pause = g_settings_get_int (self->settings, "trick-pause");

      selected = 0;
      for (guint i = 1; i < G_N_ELEMENTS (trick_pauses); i++)
        if (ABS (trick_pauses[i] - pause) < ABS (trick_pauses[selected] - pause))
          selected = i;
    }
  if (adw_combo_row_get_selected (self->trick_pause_row) != selected)
    adw_combo_row_set_selected (self->trick_pause_row, selected);
}

static void
trick_pause_selected_cb (PlPreferencesWindow *self)
{
  guint selected = adw_combo_row_get_selected (self->trick_pause_row);

  if (selected >= G_N_ELEMENTS (trick_pauses))
    {
      g_settings_set_boolean (self->settings, "trick-take-on-click", TRUE);
      return;
    }
  g_settings_set_int (self->settings, "trick-pause", trick_pauses[selected]);
  g_settings_set_boolean (self->settings, "trick-take-on-click", FALSE);
}

/* An enum key bound to a combo row's "selected": @user_data is the
 * NULL-terminated list of the enum's nicks in the row's order. */
static gboolean
nick_get_mapping (GValue   *value,
                  GVariant *variant,
                  gpointer  user_data)
{
  const char * const *nicks = user_data;
  const char *nick = g_variant_get_string (variant, NULL);

  for (guint i = 0; nicks[i] != NULL; i++)
    if (g_str_equal (nick, nicks[i]))
      {
        g_value_set_uint (value, i);
        return TRUE;
      }
  return FALSE;
}

static GVariant *
nick_set_mapping (const GValue       *value,
                  const GVariantType *expected_type,
                  gpointer            user_data)
{
  const char * const *nicks = user_data;
  guint selected = g_value_get_uint (value);

  for (guint i = 0; nicks[i] != NULL; i++)
    if (i == selected)
      return g_variant_new_string (nicks[i]);
  return NULL;
}

/* Each playable game's group, built from its options (pl-game-options-
 * group.h); a game that keeps the tournament list as well as the book
 * gets the choice of the sheet the Score Sheet window opens on. */
/* Another number of players ------------------------------------------- */

/* The table of the window the Preferences were opened from, if it plays
 * @game_id: the match another number of players would start a new list
 * in. */
static PlTable *
parent_table (PlPreferencesWindow *self,
              const char          *game_id)
{
  GtkWindow *parent = gtk_window_get_transient_for (GTK_WINDOW (self));
  PlTable *table;

  if (!PL_IS_WINDOW (parent))
    return NULL;
  table = pl_window_get_table (PL_WINDOW (parent));
  if (table == NULL || g_strcmp0 (pl_table_get_game (table)->id, game_id) != 0)
    return NULL;
  return table;
}

/* The finished deals of @table's match. */
static guint
finished_deals (PlTable *table)
{
  guint deal = pl_table_get_deal_number (table);

  return pl_table_is_over (table) ? deal : deal - MIN (deal, 1);
}

/* The game whose number of players the key @key keeps, with its option. */
static const PlGameEntry *
players_entry (GSettings           *settings,
               const char          *key,
               const PlOptionSpec **spec)
{
  const PlGameEntry *entries;
  guint n;

  entries = pl_game_catalog_get (&n);
  for (guint i = 0; i < n; i++)
    {
      const PlGame *game = pl_game_lookup (entries[i].id);
      const PlOptionSpec *players = game != NULL ? pl_game_find_option (game, "players") : NULL;
      g_autofree char *players_key = NULL;

      if (players == NULL || !pl_settings_has_option (settings, game, players))
        continue;
      players_key = pl_settings_option_key (game, players);
      if (g_str_equal (players_key, key))
        {
          *spec = players;
          return &entries[i];
        }
    }
  return NULL;
}

static void
new_list_response_cb (AdwMessageDialog    *dialog,
                      const char          *response,
                      PlPreferencesWindow *self)
{
  const char *game_id = g_object_get_data (G_OBJECT (dialog), "pl-game");
  const PlGame *game = pl_game_lookup (game_id);
  const PlOptionSpec *spec = game != NULL ? pl_game_find_option (game, "players") : NULL;
  PlTable *table = parent_table (self, game_id);

  /* Cancel keeps the match's list going: the number goes back to the
   * one at the table, and the choice in the row with it. */
  if (!g_str_equal (response, "new-list") && spec != NULL && table != NULL)
    pl_settings_set_option (self->settings, game, spec, pl_table_get_n_seats (table));
  self->asking_new_list = FALSE;
}

/* Another number of players cannot sit in the list of the match: the next
 * deal would start a new one.  The player is asked first, told that the
 * list so far stays in the Score Sheet (the match record keeps its
 * deals, and the Skat list shows each list of it). */
static void
players_changed_cb (GSettings           *settings,
                    const char          *key,
                    PlPreferencesWindow *self)
{
  const PlOptionSpec *spec = NULL;
  const PlGameEntry *entry = players_entry (settings, key, &spec);
  PlGameControllerClass *klass;
  const PlGame *game;
  PlTable *table;
  AdwMessageDialog *dialog;
  g_autofree char *body = NULL;
  guint players, deals;

  if (entry == NULL || self->asking_new_list)
    return;
  klass = pl_game_entry_get_controller_class (entry);
  game = pl_game_lookup (entry->id);
  table = parent_table (self, entry->id);
  if (klass == NULL || klass->new_list_question == NULL || table == NULL ||
      !pl_settings_get_option (settings, game, spec, &players) ||
      players == pl_table_get_n_seats (table))
    return;
  deals = finished_deals (table);
  if (deals == 0)
    return;

  self->asking_new_list = TRUE;
  /* TRANSLATORS: the question before another number of players starts a
   * new list of the match; the list so far is kept. */
  body = g_strdup_printf (ngettext ("The list of this match (%u deal) stays viewable in the "
                                    "Score Sheet.",
                                    "The list of this match (%u deals) stays viewable in the "
                                    "Score Sheet.", deals), deals);
  dialog = ADW_MESSAGE_DIALOG (adw_message_dialog_new (GTK_WINDOW (self),
                                                       _(klass->new_list_question), body));
  adw_message_dialog_add_responses (dialog,
                                    "cancel", _("_Cancel"),
                                    "new-list", _("_Start New List"),
                                    NULL);
  adw_message_dialog_set_response_appearance (dialog, "new-list", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (dialog, "cancel");
  adw_message_dialog_set_close_response (dialog, "cancel");
  g_object_set_data_full (G_OBJECT (dialog), "pl-game", g_strdup (entry->id), g_free);
  g_signal_connect_object (dialog, "response", G_CALLBACK (new_list_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
watch_players (PlPreferencesWindow *self,
               const PlGameEntry   *entry)
{
  const PlGame *game = pl_game_lookup (entry->id);
  const PlOptionSpec *spec = game != NULL ? pl_game_find_option (game, "players") : NULL;
  g_autofree char *key = NULL;
  g_autofree char *signal = NULL;

  if (spec == NULL || !pl_settings_has_option (self->settings, game, spec))
    return;
  key = pl_settings_option_key (game, spec);
  signal = g_strconcat ("changed::", key, NULL);
  g_signal_connect_object (self->settings, signal, G_CALLBACK (players_changed_cb), self, 0);
}

static void
add_game_groups (PlPreferencesWindow *self)
{
  const PlGameEntry *entries;
  guint n;

  entries = pl_game_catalog_get (&n);
  for (guint i = 0; i < n; i++)
    {
      const PlGameEntry *entry = &entries[i];
      PlGameControllerClass *klass = pl_game_entry_get_controller_class (entry);
      GtkWidget *group;

      if (klass == NULL)
        continue;
      group = pl_game_options_group_new (pl_game_lookup (entry->id),
                                         pl_game_entry_get_name (entry), self->settings);
      gtk_widget_set_name (group, entry->id);
      if (klass->score_sheets & PL_SCORE_SHEETS_SEEGER_FABIAN)
        {
          GtkWidget *row = adw_combo_row_new ();
          g_autoptr(GtkStringList) sheets = gtk_string_list_new (NULL);

          gtk_string_list_append (sheets, C_("score sheet", "Book List"));
          gtk_string_list_append (sheets, C_("score sheet", "Seeger-Fabian"));
          adw_combo_row_set_model (ADW_COMBO_ROW (row), G_LIST_MODEL (sheets));
          adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), _("_Score Sheet"));
          adw_preferences_row_set_use_underline (ADW_PREFERENCES_ROW (row), TRUE);
          adw_action_row_set_subtitle (ADW_ACTION_ROW (row),
                                       _("The list the Score Sheet window opens on"));
          gtk_widget_set_name (row, "score-sheet-style");
          g_settings_bind_with_mapping (self->settings, "score-sheet-style", row, "selected",
                                        G_SETTINGS_BIND_DEFAULT,
                                        nick_get_mapping, nick_set_mapping,
                                        (gpointer) score_sheet_nicks, NULL);
          adw_preferences_group_add (ADW_PREFERENCES_GROUP (group), row);
        }
      adw_preferences_page_add (self->games_page, ADW_PREFERENCES_GROUP (group));
      if (klass->new_list_question != NULL)
        watch_players (self, entry);
    }
}

/* Deck tiles. */

static const char *
tile_get_id (GtkFlowBoxChild *child)
{
  return g_object_get_data (G_OBJECT (child), "deck-id");
}

static const char *
kind_label (PlCardThemeKind kind)
{
  switch (kind)
    {
    case PL_CARD_THEME_KIND_BUILTIN:
      return C_("card deck kind", "Built-in");
    case PL_CARD_THEME_KIND_AISLERIOT:
      return C_("card deck kind", "AisleRiot");
    case PL_CARD_THEME_KIND_KDE:
      return C_("card deck kind", "KDE");
    default:
      return "";
    }
}

static GtkWidget *
create_tile (PlCardThemeInfo *info)
{
  GtkWidget *child, *box, *stack, *spinner, *pictures, *warning, *name, *kind;
  int placeholder_height = PREVIEW_CARD_WIDTH * 3 / 2;
  int preview_width = G_N_ELEMENTS (preview_cards) * (PREVIEW_CARD_WIDTH + PREVIEW_SPACING);

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  gtk_widget_set_margin_top (box, 8);
  gtk_widget_set_margin_bottom (box, 8);
  gtk_widget_set_margin_start (box, 8);
  gtk_widget_set_margin_end (box, 8);

  /* A spinner stands in until the preview is drawn in a worker. */
  stack = gtk_stack_new ();
  gtk_stack_set_transition_type (GTK_STACK (stack), GTK_STACK_TRANSITION_TYPE_CROSSFADE);
  gtk_widget_set_size_request (stack, preview_width, placeholder_height);
  spinner = gtk_spinner_new ();
  gtk_spinner_set_spinning (GTK_SPINNER (spinner), TRUE);
  gtk_widget_set_halign (spinner, GTK_ALIGN_CENTER);
  gtk_widget_set_valign (spinner, GTK_ALIGN_CENTER);
  gtk_stack_add_named (GTK_STACK (stack), spinner, "loading");
  pictures = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, PREVIEW_SPACING);
  gtk_widget_set_halign (pictures, GTK_ALIGN_CENTER);
  gtk_stack_add_named (GTK_STACK (stack), pictures, "preview");
  warning = gtk_image_new_from_icon_name ("dialog-warning-symbolic");
  gtk_image_set_pixel_size (GTK_IMAGE (warning), 32);
  gtk_widget_add_css_class (warning, "dim-label");
  gtk_stack_add_named (GTK_STACK (stack), warning, "error");
  gtk_stack_set_visible_child_name (GTK_STACK (stack), "loading");
  gtk_box_append (GTK_BOX (box), stack);

  name = gtk_label_new (pl_card_theme_info_get_name (info));
  gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
  gtk_label_set_max_width_chars (GTK_LABEL (name), 18);
  gtk_box_append (GTK_BOX (box), name);

  kind = gtk_label_new (kind_label (pl_card_theme_info_get_kind (info)));
  gtk_widget_add_css_class (kind, "caption");
  gtk_widget_add_css_class (kind, "dim-label");
  gtk_box_append (GTK_BOX (box), kind);

  child = gtk_flow_box_child_new ();
  gtk_flow_box_child_set_child (GTK_FLOW_BOX_CHILD (child), box);
  gtk_widget_set_tooltip_text (child, pl_card_theme_info_get_path (info));
  gtk_accessible_update_property (GTK_ACCESSIBLE (child),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  pl_card_theme_info_get_name (info),
                                  -1);
  g_object_set_data_full (G_OBJECT (child), "deck-id",
                          g_strdup (pl_card_theme_info_get_id (info)), g_free);
  g_object_set_data (G_OBJECT (child), "preview-stack", stack);
  g_object_set_data (G_OBJECT (child), "preview-pictures", pictures);
  return child;
}

static void start_next_preview (PlPreferencesWindow *self);

static void
preview_ready_cb (GObject      *object,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  g_autoptr(GtkWidget) tile = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) textures = NULL;
  PlPreferencesWindow *self;
  GtkStack *stack;
  GtkWidget *pictures;

  textures = pl_card_theme_render_preview_finish (result, &error);
  /* A cancelled preview means the window is gone: touch nothing. */
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;

  self = PL_PREFERENCES_WINDOW (gtk_widget_get_ancestor (tile, PL_TYPE_PREFERENCES_WINDOW));
  stack = g_object_get_data (G_OBJECT (tile), "preview-stack");
  pictures = g_object_get_data (G_OBJECT (tile), "preview-pictures");

  if (textures == NULL)
    {
      /* A broken deck stays listed, so that the player learns why it is
       * not offered, but it cannot be chosen. */
      gtk_stack_set_visible_child_name (stack, "error");
      gtk_widget_set_tooltip_text (tile, error->message);
      gtk_widget_set_sensitive (tile, FALSE);
    }
  else
    {
      for (guint i = 0; i < textures->len; i++)
        {
          GdkTexture *texture = g_ptr_array_index (textures, i);
          GtkWidget *picture = gtk_picture_new_for_paintable (GDK_PAINTABLE (texture));
          int scale = gtk_widget_get_scale_factor (tile);

          /* The texture has device pixels; show it at its logical size. */
          gtk_picture_set_can_shrink (GTK_PICTURE (picture), TRUE);
          gtk_widget_set_size_request (picture,
                                       gdk_texture_get_width (texture) / scale,
                                       gdk_texture_get_height (texture) / scale);
          gtk_widget_set_valign (picture, GTK_ALIGN_CENTER);
          gtk_box_append (GTK_BOX (pictures), picture);
        }
      gtk_stack_set_visible_child_name (stack, "preview");
    }

  if (self != NULL)
    {
      self->preview_running = FALSE;
      start_next_preview (self);
    }
}

static void
start_next_preview (PlPreferencesWindow *self)
{
  GtkWidget *tile;

  if (self->preview_running)
    return;
  tile = g_queue_pop_head (&self->pending_previews);
  if (tile == NULL)
    return;

  self->preview_running = TRUE;
  pl_card_theme_render_preview_async (tile_get_id (GTK_FLOW_BOX_CHILD (tile)),
                                      preview_cards, G_N_ELEMENTS (preview_cards),
                                      PREVIEW_CARD_WIDTH,
                                      gtk_widget_get_scale_factor (GTK_WIDGET (self)),
                                      self->cancellable,
                                      preview_ready_cb,
                                      tile /* the queue's reference */);
}

/* The selection and the setting. */

static void
select_deck (PlPreferencesWindow *self,
             const char          *id)
{
  GtkWidget *child;

  self->syncing_selection = TRUE;
  gtk_flow_box_unselect_all (self->deck_box);
  for (child = gtk_widget_get_first_child (GTK_WIDGET (self->deck_box));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      if (GTK_IS_FLOW_BOX_CHILD (child) &&
          g_strcmp0 (tile_get_id (GTK_FLOW_BOX_CHILD (child)), id) == 0)
        {
          gtk_flow_box_select_child (self->deck_box, GTK_FLOW_BOX_CHILD (child));
          break;
        }
    }
  self->syncing_selection = FALSE;
}

static void
card_deck_changed_cb (PlPreferencesWindow *self,
                      const char          *key,
                      GSettings           *settings)
{
  g_autofree char *id = g_settings_get_string (settings, "card-deck");

  select_deck (self, id);
}

static void
selected_children_changed_cb (PlPreferencesWindow *self,
                              GtkFlowBox          *box)
{
  g_autoptr(GList) selected = NULL;
  g_autofree char *current = NULL;
  const char *id;

  if (self->syncing_selection)
    return;
  selected = gtk_flow_box_get_selected_children (box);
  if (selected == NULL)
    return;
  id = tile_get_id (selected->data);
  current = g_settings_get_string (self->settings, "card-deck");
  if (id != NULL && g_strcmp0 (current, id) != 0)
    g_settings_set_string (self->settings, "card-deck", id);
}

static void
populate_decks (PlPreferencesWindow *self)
{
  g_autoptr(GListModel) decks = pl_card_theme_list_installed ();
  guint n = g_list_model_get_n_items (decks);

  for (guint i = 0; i < n; i++)
    {
      g_autoptr(PlCardThemeInfo) info = g_list_model_get_item (decks, i);
      GtkWidget *tile = create_tile (info);

      gtk_flow_box_append (self->deck_box, tile);
      g_queue_push_tail (&self->pending_previews, g_object_ref (tile));
    }
}

static void
pl_preferences_window_map (GtkWidget *widget)
{
  PlPreferencesWindow *self = PL_PREFERENCES_WINDOW (widget);

  GTK_WIDGET_CLASS (pl_preferences_window_parent_class)->map (widget);
  /* Previews start once the window shows, at its real scale factor. */
  start_next_preview (self);
}

static void
pl_preferences_window_dispose (GObject *object)
{
  PlPreferencesWindow *self = PL_PREFERENCES_WINDOW (object);

  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  g_queue_clear_full (&self->pending_previews, g_object_unref);
  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  g_clear_object (&self->settings);

  gtk_widget_dispose_template (GTK_WIDGET (self), PL_TYPE_PREFERENCES_WINDOW);

  G_OBJECT_CLASS (pl_preferences_window_parent_class)->dispose (object);
}

static void
pl_preferences_window_class_init (PlPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = pl_preferences_window_dispose;
  widget_class->map = pl_preferences_window_map;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/pl-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, PlPreferencesWindow, animation_row);
  gtk_widget_class_bind_template_child (widget_class, PlPreferencesWindow, deck_box);
  gtk_widget_class_bind_template_child (widget_class, PlPreferencesWindow, double_click_switch);
  gtk_widget_class_bind_template_child (widget_class, PlPreferencesWindow, undo_switch);
  gtk_widget_class_bind_template_child (widget_class, PlPreferencesWindow, trick_pause_row);
  gtk_widget_class_bind_template_child (widget_class, PlPreferencesWindow, strength_row);
  gtk_widget_class_bind_template_child (widget_class, PlPreferencesWindow, irregularities_row);
  gtk_widget_class_bind_template_child (widget_class, PlPreferencesWindow, games_page);
}

static void
pl_preferences_window_init (PlPreferencesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->cancellable = g_cancellable_new ();
  g_queue_init (&self->pending_previews);
  g_signal_connect_object (self->deck_box, "selected-children-changed",
                           G_CALLBACK (selected_children_changed_cb), self,
                           G_CONNECT_SWAPPED);
}

PlPreferencesWindow *
pl_preferences_window_new (GtkWindow *parent,
                           GSettings *settings)
{
  PlPreferencesWindow *self;
  g_autofree char *deck = NULL;

  g_return_val_if_fail (parent == NULL || GTK_IS_WINDOW (parent), NULL);
  g_return_val_if_fail (G_IS_SETTINGS (settings), NULL);

  self = g_object_new (PL_TYPE_PREFERENCES_WINDOW,
                       "transient-for", parent,
                       /* The application's shortcuts work in this window too. */
                       "application", parent ? gtk_window_get_application (parent) : NULL,
                       NULL);
  self->settings = g_object_ref (settings);

  g_settings_bind_with_mapping (settings, "animation-speed",
                                self->animation_row, "selected",
                                G_SETTINGS_BIND_DEFAULT,
                                nick_get_mapping, nick_set_mapping,
                                (gpointer) speed_nicks, NULL);

  g_settings_bind (settings, "double-click-to-play", self->double_click_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "practice-undo", self->undo_switch, "active",
                   G_SETTINGS_BIND_DEFAULT);
  trick_pause_changed_cb (self);
  g_signal_connect_object (settings, "changed::trick-pause",
                           G_CALLBACK (trick_pause_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (settings, "changed::trick-take-on-click",
                           G_CALLBACK (trick_pause_changed_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->trick_pause_row, "notify::selected",
                           G_CALLBACK (trick_pause_selected_cb), self, G_CONNECT_SWAPPED);
  g_settings_bind_with_mapping (settings, "computer-level", self->strength_row, "selected",
                                G_SETTINGS_BIND_DEFAULT,
                                nick_get_mapping, nick_set_mapping,
                                (gpointer) level_nicks, NULL);
  g_settings_bind_with_mapping (settings, "computer-irregularities", self->irregularities_row,
                                "selected", G_SETTINGS_BIND_DEFAULT,
                                nick_get_mapping, nick_set_mapping,
                                (gpointer) err_nicks, NULL);
  add_game_groups (self);

  populate_decks (self);
  deck = g_settings_get_string (settings, "card-deck");
  select_deck (self, deck);
  g_signal_connect_swapped (settings, "changed::card-deck",
                            G_CALLBACK (card_deck_changed_cb), self);

  return self;
}
