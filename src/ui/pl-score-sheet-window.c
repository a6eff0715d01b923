/* pl-score-sheet-window.c — the session's score sheet
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-score-sheet"

#include <glib/gi18n-lib.h>

#include "pl-game-catalog.h"
#include "pl-game-controller.h"
#include "pl-laws.h"
#include "pl-score-sheet-window.h"

struct _PlScoreSheetWindow
{
  AdwWindow     parent_instance;

  PlTable      *table;
  /* What the game keeps (its controller's class). */
  PlScoreSheets sheets;
  const char   *book_description;
  AdwViewStack *stack;
  GtkWidget    *book_page;
  GtkWidget    *seeger_page;
  AdwViewStackPage *seeger_stack_page;
  /* The game's own list (its controller's new_list_page), or NULL. */
  GtkWidget   *(*new_list_page) (PlTable   *table,
                                 GtkWindow *window);
  GtkWidget    *list_page;
};

G_DEFINE_FINAL_TYPE (PlScoreSheetWindow, pl_score_sheet_window, ADW_TYPE_WINDOW)

/* The sheets are tables to assistive technology: a grid of the table
 * role, named, whose labels are its cells.  GTK 4.8 reports the column
 * header role as a filler over AT-SPI, so the players' names are cells
 * too, the first of each column. */
static GtkWidget *
table_grid (const char *name)
{
  GtkWidget *grid = g_object_new (GTK_TYPE_GRID,
                                  "accessible-role", GTK_ACCESSIBLE_ROLE_TABLE,
                                  NULL);

  gtk_accessible_update_property (GTK_ACCESSIBLE (grid),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  -1);
  return grid;
}

static GtkWidget *
cell_label (const char *text)
{
  return g_object_new (GTK_TYPE_LABEL,
                       "label", text,
                       "accessible-role", GTK_ACCESSIBLE_ROLE_CELL,
                       NULL);
}

static GtkWidget *
cell (const char *text,
      const char *css_class)
{
  GtkWidget *label = cell_label (text);

  gtk_label_set_xalign (GTK_LABEL (label), 1);
  gtk_widget_add_css_class (label, "numeric");
  gtk_widget_add_css_class (label, "pl-score-cell");
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

static GtkWidget *
name_cell (PlTable *table,
           guint    column)
{
  PlSeat *seat = pl_table_get_seat (table, column);
  GtkWidget *label = cell_label (seat ? pl_seat_get_name (seat) : "");

  gtk_label_set_xalign (GTK_LABEL (label), 1);
  gtk_label_set_ellipsize (GTK_LABEL (label), PANGO_ELLIPSIZE_END);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_widget_add_css_class (label, "heading");
  gtk_widget_add_css_class (label, "pl-score-name");
  return label;
}

/* The book's laws: for each deal of the match played by them with an
 * irregularity, the law's lines of its result (pl_laws_append_reasons()),
 * else NULL; the deals are replayed from the match's record, a few
 * milliseconds for a whole match. */
static GPtrArray *
laws_notes (PlTable *table)
{
  g_autoptr(PlRecord) record = pl_table_get_match_record (table);
  GPtrArray *notes = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; record != NULL && i < record->deals->len; i++)
    {
      const PlDealRecord *deal = g_ptr_array_index (record->deals, i);
      g_autofree gpointer state = pl_deal_record_replay (deal, G_MAXUINT, NULL);
      GString *text;

      if (state == NULL || !pl_laws_enabled (deal->game, state) ||
          pl_laws_get_events (deal->game, state, NULL) == 0)
        {
          g_ptr_array_add (notes, NULL);
          continue;
        }
      text = g_string_new (NULL);
      pl_laws_append_reasons (deal->game, state, text);
      g_ptr_array_add (notes, g_string_free (text, FALSE));
    }
  return notes;
}

/* One column per player, each entry its running total with its sign, as
 * the book writes it; a deal the book's laws decided or charged is marked
 * "§", its law in the tooltip. */
static GtkWidget *
columns_grid (PlTable            *table,
              const PlScoreSheet *sheet)
{
  GtkWidget *grid = table_grid (_("Running totals"));
  guint n_players = pl_score_sheet_get_n_players (sheet);
  g_autoptr(GPtrArray) notes = laws_notes (table);

  gtk_grid_set_column_spacing (GTK_GRID (grid), 24);
  gtk_grid_set_column_homogeneous (GTK_GRID (grid), TRUE);
  gtk_widget_add_css_class (grid, "pl-score-grid");

  for (guint c = 0; c < n_players; c++)
    {
      guint n = pl_score_sheet_get_n_entries (sheet, c);

      gtk_grid_attach (GTK_GRID (grid), name_cell (table, c), c, 0, 1, 1);
      for (guint i = 0; i < n; i++)
        {
          const PlScoreEntry *entry = pl_score_sheet_get_entry (sheet, c, i);
          g_autofree char *text = pl_score_sheet_format_total (sheet, entry->total);
          GtkWidget *label = cell (text, entry->line_under ? "pl-score-line" : NULL);

          if (entry->penalty)
            {
              g_autofree char *tip = g_strdup_printf (_("Penalty of %d for looking at an "
                                                        "earlier trick"), -entry->amount);

              gtk_widget_add_css_class (label, "pl-score-penalty");
              gtk_widget_set_tooltip_text (label, tip);
            }
          else
            {
              const char *law = entry->deal < notes->len
                                ? g_ptr_array_index (notes, entry->deal) : NULL;
              g_autofree char *tip = g_strdup_printf (_("Deal %u: %+d"), entry->deal + 1,
                                                      entry->amount);

              if (law != NULL)
                {
                  g_autofree char *marked = g_strdup_printf ("%s §", text);
                  g_autofree char *with_law = g_strdup_printf ("%s\n%s", tip, law);

                  gtk_label_set_text (GTK_LABEL (label), marked);
                  gtk_widget_add_css_class (label, "pl-score-law");
                  gtk_widget_set_tooltip_text (label, with_law);
                  gtk_accessible_update_property (GTK_ACCESSIBLE (label),
                                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, with_law,
                                                  -1);
                }
              else
                gtk_widget_set_tooltip_text (label, tip);
            }
          gtk_grid_attach (GTK_GRID (grid), label, c, i + 1, 1, 1);
        }
    }
  return grid;
}

static GtkWidget *
page_box (const char *description)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 18);
  GtkWidget *label = gtk_label_new (description);

  gtk_widget_set_margin_top (box, 18);
  gtk_widget_set_margin_bottom (box, 18);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "dim-label");
  gtk_box_append (GTK_BOX (box), label);
  return box;
}

static GtkWidget *
empty_label (void)
{
  GtkWidget *label = gtk_label_new (_("No deal has been scored yet."));

  gtk_widget_add_css_class (label, "dim-label");
  gtk_widget_set_margin_top (label, 24);
  return label;
}

static GtkWidget *
build_book (PlScoreSheetWindow *self)
{
  PlTable *table = self->table;
  const PlScoreSheet *sheet = pl_table_get_score_sheet (table, PL_SCORE_SHEET_BOOK);
  GtkWidget *box = page_box (self->book_description != NULL ? _(self->book_description) : "");
  guint n_players;

  if (sheet == NULL || pl_score_sheet_get_n_deals (sheet) == 0)
    {
      gtk_box_append (GTK_BOX (box), empty_label ());
      return box;
    }

  n_players = pl_score_sheet_get_n_players (sheet);
  gtk_box_append (GTK_BOX (box), columns_grid (table, sheet));

  /* Seed 000: the amounts without a line tell whose deal it is. */
  if (self->sheets & PL_SCORE_SHEETS_DEALER_LINES)
    {
      g_autofree char *deals = NULL;
      guint unlined = pl_score_sheet_count_unlined (sheet);
      GtkWidget *label;

      deals = g_strdup_printf (ngettext ("%u deal played; %u amount without a line "
                                         "(%u modulo %u players)",
                                         "%u deals played; %u amounts without a line "
                                         "(%u modulo %u players)",
                                         pl_score_sheet_get_n_deals (sheet)),
                               pl_score_sheet_get_n_deals (sheet), unlined,
                               unlined % n_players, n_players);
      label = gtk_label_new (deals);
      gtk_widget_add_css_class (label, "caption");
      gtk_widget_add_css_class (label, "dim-label");
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_box_append (GTK_BOX (box), label);
    }
  return box;
}

static GtkWidget *
build_seeger (PlTable *table)
{
  const PlScoreSheet *sheet = pl_table_get_score_sheet (table, PL_SCORE_SHEET_SEEGER_FABIAN);
  GtkWidget *box = page_box (_("The tournament list: a won game scores its value plus 50, "
                               "a lost one its doubled value minus 50; when the declarer "
                               "loses, each opponent scores 40 (30 at four players)."));
  GtkWidget *grid;
  guint n_players;
  static const char * const rows[] = {
    N_("Games won"), N_("Games lost"), N_("Points"),
  };

  if (sheet == NULL || pl_score_sheet_get_n_deals (sheet) == 0)
    {
      gtk_box_append (GTK_BOX (box), empty_label ());
      return box;
    }

  n_players = pl_score_sheet_get_n_players (sheet);
  grid = table_grid (_("Games and points"));
  gtk_grid_set_column_spacing (GTK_GRID (grid), 24);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  gtk_widget_add_css_class (grid, "pl-score-summary");
  for (guint r = 0; r < G_N_ELEMENTS (rows); r++)
    {
      GtkWidget *label = cell_label (_(rows[r]));

      gtk_label_set_xalign (GTK_LABEL (label), 0);
      gtk_grid_attach (GTK_GRID (grid), label, 0, r + 1, 1, 1);
    }
  for (guint c = 0; c < n_players; c++)
    {
      g_autofree char *won = g_strdup_printf ("%u", pl_score_sheet_get_won (sheet, c));
      g_autofree char *lost = g_strdup_printf ("%u", pl_score_sheet_get_lost (sheet, c));
      g_autofree char *total = pl_score_sheet_format_total (sheet,
                                                            pl_score_sheet_get_total (sheet, c));

      gtk_grid_attach (GTK_GRID (grid), name_cell (table, c), c + 1, 0, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), cell (won, NULL), c + 1, 1, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), cell (lost, NULL), c + 1, 2, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), cell (total, "heading"), c + 1, 3, 1, 1);
    }
  gtk_box_append (GTK_BOX (box), grid);
  gtk_box_append (GTK_BOX (box), gtk_separator_new (GTK_ORIENTATION_HORIZONTAL));
  gtk_box_append (GTK_BOX (box), columns_grid (table, sheet));
  return box;
}

static void
set_page_clamped (GtkWidget *holder,
                  GtkWidget *page,
                  int        width)
{
  GtkWidget *clamp = adw_clamp_new ();

  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), width);
  adw_clamp_set_child (ADW_CLAMP (clamp), page);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (holder), clamp);
}

static void
set_page (GtkWidget *holder,
          GtkWidget *page)
{
  set_page_clamped (holder, page, 560);
}

void
pl_score_sheet_window_refresh (PlScoreSheetWindow *self)
{
  g_return_if_fail (PL_IS_SCORE_SHEET_WINDOW (self));

  set_page (self->book_page, build_book (self));
  set_page (self->seeger_page, build_seeger (self->table));
  if (self->list_page != NULL)
    /* A list has a column per player beside the deal's: it may be wide. */
    set_page_clamped (self->list_page, self->new_list_page (self->table, GTK_WINDOW (self)),
                      960);
}

/* The game's own list as a third page, with its export and print on
 * Ctrl+E and Ctrl+P wherever the focus is. */
static void
add_list_page (PlScoreSheetWindow *self,
               const char         *title)
{
  GtkEventController *shortcuts = gtk_shortcut_controller_new ();
  AdwViewStackPage *page;

  self->list_page = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (self->list_page),
                                  GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  gtk_widget_set_vexpand (self->list_page, TRUE);
  page = adw_view_stack_add_titled (self->stack, self->list_page, "list", _(title));
  adw_view_stack_page_set_icon_name (page, "x-office-spreadsheet-symbolic");

  gtk_shortcut_controller_set_scope (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                     GTK_SHORTCUT_SCOPE_GLOBAL);
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                        gtk_shortcut_new (gtk_shortcut_trigger_parse_string ("<Control>e"),
                                                          gtk_named_action_new ("list.export")));
  gtk_shortcut_controller_add_shortcut (GTK_SHORTCUT_CONTROLLER (shortcuts),
                                        gtk_shortcut_new (gtk_shortcut_trigger_parse_string ("<Control>p"),
                                                          gtk_named_action_new ("list.print")));
  gtk_widget_add_controller (GTK_WIDGET (self), shortcuts);
  /* Room for the list's columns from the start. */
  gtk_window_set_default_size (GTK_WINDOW (self), 880, 560);
}

static void
pl_score_sheet_window_dispose (GObject *object)
{
  PlScoreSheetWindow *self = PL_SCORE_SHEET_WINDOW (object);

  if (self->table != NULL)
    g_signal_handlers_disconnect_by_data (self->table, self);
  g_clear_object (&self->table);
  gtk_widget_dispose_template (GTK_WIDGET (object), PL_TYPE_SCORE_SHEET_WINDOW);

  G_OBJECT_CLASS (pl_score_sheet_window_parent_class)->dispose (object);
}

static void
pl_score_sheet_window_class_init (PlScoreSheetWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = pl_score_sheet_window_dispose;

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/pl-score-sheet-window.ui");
  gtk_widget_class_bind_template_child (widget_class, PlScoreSheetWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, PlScoreSheetWindow, book_page);
  gtk_widget_class_bind_template_child (widget_class, PlScoreSheetWindow, seeger_page);
  gtk_widget_class_bind_template_child (widget_class, PlScoreSheetWindow, seeger_stack_page);
}

static void
pl_score_sheet_window_init (PlScoreSheetWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

static void
table_changed_cb (PlScoreSheetWindow *self)
{
  pl_score_sheet_window_refresh (self);
}

PlScoreSheetWindow *
pl_score_sheet_window_new (GtkWindow *parent,
                           PlTable   *table,
                           GSettings *settings)
{
  PlScoreSheetWindow *self;
  g_autofree char *style = NULL;
  const PlGameEntry *entry;
  PlGameControllerClass *klass;

  g_return_val_if_fail (PL_IS_TABLE (table), NULL);

  self = g_object_new (PL_TYPE_SCORE_SHEET_WINDOW,
                       "transient-for", parent,
                       "application", parent ? gtk_window_get_application (parent) : NULL,
                       NULL);
  /* The sheet is opened from the end-of-deal window too, which is modal:
   * its grab holds every window of its group, and the sheet would neither
   * respond nor keep Escape to itself.  A group of its own frees it. */
  {
    g_autoptr(GtkWindowGroup) group = gtk_window_group_new ();

    gtk_window_group_add_window (group, GTK_WINDOW (self));
  }
  self->table = g_object_ref (table);
  g_signal_connect_swapped (table, "deal-over", G_CALLBACK (table_changed_cb), self);
  g_signal_connect_swapped (table, "deal-started", G_CALLBACK (table_changed_cb), self);
  g_signal_connect_swapped (table, "score-changed", G_CALLBACK (table_changed_cb), self);

  entry = pl_game_catalog_lookup (pl_table_get_game (table)->id);
  klass = entry != NULL ? pl_game_entry_get_controller_class (entry) : NULL;
  self->sheets = klass != NULL ? klass->score_sheets : PL_SCORE_SHEETS_BOOK;
  self->book_description = klass != NULL ? klass->book_description : NULL;
  if (klass != NULL && klass->new_list_page != NULL)
    {
      self->new_list_page = klass->new_list_page;
      add_list_page (self, klass->list_title);
    }

  if (settings != NULL)
    style = g_settings_get_string (settings, "score-sheet-style");
  /* The sheets the game keeps: the Seeger-Fabian list is a tournament's. */
  if (!(self->sheets & PL_SCORE_SHEETS_SEEGER_FABIAN))
    {
      adw_view_stack_page_set_visible (self->seeger_stack_page, FALSE);
      g_clear_pointer (&style, g_free);
    }
  adw_view_stack_set_visible_child_name (self->stack,
                                         g_strcmp0 (style, "seeger-fabian") == 0
                                         ? "seeger-fabian" : "book");
  pl_score_sheet_window_refresh (self);
  return self;
}
