/* pl-skat-list-page.c — the Skat list (the ISkO's Spielliste) in the Score Sheet
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-skat-list"

#include <glib/gi18n-lib.h>

#include "pl-record.h"
#include "pl-skat-list.h"
#include "pl-list-archive.h"
#include "pl-score-sheet-window.h"
#include "pl-skat-list-page.h"

#define PAGE_DATA "pl-skat-list-page"

/* What the page's actions need: the table whose match is listed, the
 * window they are installed on, and the label that says what happened. */
typedef struct {
  PlTable   *table;     /* owned */
  GtkWindow *window;    /* weak: the page lives in it */
  GtkWidget *status;    /* the page's, while it lives */
  /* The list shown, counted back from the newest (0): kept while the
   * page is built again after each deal. */
  guint      shown_back;
  /* The lists kept when the number of players changed (pl-list-archive.h),
   * read once for the window, with the names the picker gives them. */
  gboolean      kept_asked;
  GPtrArray    *kept_lists;
  GPtrArray    *kept_labels;
  GCancellable *cancellable;
} PageData;

static void
page_data_free (gpointer user_data)
{
  PageData *data = user_data;

  g_cancellable_cancel (data->cancellable);
  g_clear_object (&data->cancellable);
  g_clear_object (&data->table);
  g_clear_pointer (&data->kept_lists, g_ptr_array_unref);
  g_clear_pointer (&data->kept_labels, g_ptr_array_unref);
  g_free (data);
}

/* The lists of the table's match, a new one wherever the number of
 * players changed (pl_skat_list_split()); NULL with @error if the match
 * does not replay. */
static GPtrArray *
match_lists (PlTable  *table,
             GError  **error)
{
  g_autoptr(PlRecord) record = pl_list_archive_match_record (table);

  return pl_skat_list_split (record, error);
}

static GtkWidget *
cell (const char *text,
      gboolean    numeric,
      const char *css_class)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), numeric ? 1 : 0);
  if (numeric)
    gtk_widget_add_css_class (label, "numeric");
  if (css_class != NULL)
    gtk_widget_add_css_class (label, css_class);
  return label;
}

static GtkWidget *
list_grid (const PlSkatList *list)
{
  GtkWidget *grid = gtk_grid_new ();
  static const char * const headings[] = {
    /* TRANSLATORS: the Skat list's columns: the deal's number, the dealer,
     * the declarer, the game, the bid, the value, Kontra/Re/Bock marks. */
    N_("No."), N_("Dealer"), N_("Declarer"), N_("Game"), N_("Bid"), N_("Value"), N_("Marks"),
  };
  guint n_fixed = G_N_ELEMENTS (headings);
  guint r = 1;

  gtk_grid_set_column_spacing (GTK_GRID (grid), 10);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 4);
  gtk_widget_add_css_class (grid, "pl-skat-list");
  for (guint c = 0; c < n_fixed; c++)
    gtk_grid_attach (GTK_GRID (grid), cell (_(headings[c]), c == 0 || c == 4 || c == 5,
                                            "heading"), c, 0, 1, 1);
  for (guint s = 0; s < list->n_seats; s++)
    gtk_grid_attach (GTK_GRID (grid), cell (list->names[s], TRUE, "heading"),
                     n_fixed + s, 0, 1, 1);

  for (guint i = 0; i < list->rows->len; i++, r++)
    {
      const PlSkatListRow *row = &g_array_index (list->rows, PlSkatListRow, i);
      g_autofree char *number = g_strdup_printf ("%u", row->number);
      g_autofree char *game = pl_skat_list_game_text (row);
      g_autofree char *bid = row->bid > 0 ? g_strdup_printf ("%u", row->bid) : g_strdup ("");
      g_autofree char *value = row->declarer >= 0 || row->ramsch
                               ? g_strdup_printf ("%+d", row->value) : g_strdup ("");
      g_autofree char *marks = pl_skat_list_marks (row);

      gtk_grid_attach (GTK_GRID (grid), cell (number, TRUE, NULL), 0, r, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), cell (list->names[row->dealer], FALSE, NULL), 1, r, 1, 1);
      gtk_grid_attach (GTK_GRID (grid),
                       cell (row->declarer >= 0 ? list->names[row->declarer] : "", FALSE, NULL),
                       2, r, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), cell (game, FALSE, NULL), 3, r, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), cell (bid, TRUE, NULL), 4, r, 1, 1);
      gtk_grid_attach (GTK_GRID (grid),
                       cell (value, TRUE, row->value < 0 ? "error" : NULL), 5, r, 1, 1);
      gtk_grid_attach (GTK_GRID (grid), cell (marks, FALSE, NULL), 6, r, 1, 1);
      for (guint s = 0; s < list->n_seats; s++)
        {
          g_autofree char *total = g_strdup_printf ("%d", row->total[s]);

          gtk_grid_attach (GTK_GRID (grid), cell (total, TRUE, NULL), n_fixed + s, r, 1, 1);
        }
    }

  /* The Seeger-Fabian foot (ISkO 4): the game values, 50 for each game
   * won and against each lost, the opponents' bonus, and the sum. */
  {
    static const char * const foot[] = {
      N_("Game values"), N_("Games won"), N_("Games lost"), N_("Won as opponent"),
      N_("Seeger-Fabian"),
    };

    gtk_grid_attach (GTK_GRID (grid), gtk_separator_new (GTK_ORIENTATION_HORIZONTAL),
                     0, r++, n_fixed + list->n_seats, 1);
    for (guint f = 0; f < G_N_ELEMENTS (foot); f++, r++)
      {
        gtk_grid_attach (GTK_GRID (grid), cell (_(foot[f]), FALSE, f == 4 ? "heading" : NULL),
                         0, r, n_fixed, 1);
        for (guint s = 0; s < list->n_seats; s++)
          {
            g_autofree char *text = NULL;

            switch (f)
              {
              case 0: text = g_strdup_printf ("%d", list->points[s]); break;
              case 1: text = g_strdup_printf ("%u", list->won[s]); break;
              case 2: text = g_strdup_printf ("%u", list->lost[s]); break;
              case 3: text = g_strdup_printf ("%u", list->opponent_won[s]); break;
              default: text = g_strdup_printf ("%d", list->seeger_fabian[s]); break;
              }
            gtk_grid_attach (GTK_GRID (grid), cell (text, TRUE, f == 4 ? "heading" : NULL),
                             n_fixed + s, r, 1, 1);
          }
      }
  }
  return grid;
}

/* Export ------------------------------------------------------------------ */

typedef struct {
  char *path;
  char *contents;
} ExportTask;

static void
export_task_free (gpointer user_data)
{
  ExportTask *task = user_data;

  g_free (task->path);
  g_free (task->contents);
  g_free (task);
}

static void
export_thread (GTask        *task,
               gpointer      source_object,
               gpointer      task_data,
               GCancellable *cancellable)
{
  ExportTask *export = task_data;
  GError *error = NULL;

  /* Written whole or not at all: a file already there is never left half
   * written. */
  if (!pl_file_write_atomic (export->path, export->contents, strlen (export->contents),
                             0644, &error))
    g_task_return_error (task, error);
  else
    g_task_return_boolean (task, TRUE);
}

static void
set_status (PageData   *data,
            const char *text)
{
  if (data->status != NULL)
    {
      gtk_label_set_text (GTK_LABEL (data->status), text);
      gtk_widget_set_visible (data->status, TRUE);
    }
}

static void
export_done_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  GtkWindow *window = GTK_WINDOW (source);
  PageData *data = g_object_get_data (G_OBJECT (window), PAGE_DATA);
  ExportTask *export = g_task_get_task_data (G_TASK (result));
  g_autoptr(GError) error = NULL;
  g_autofree char *name = g_filename_display_basename (export->path);
  g_autofree char *message = NULL;

  if (!g_task_propagate_boolean (G_TASK (result), &error))
    /* TRANSLATORS: "skat-list.csv could not be written: Permission denied". */
    message = g_strdup_printf (_("%s could not be written: %s"), name, error->message);
  else
    /* TRANSLATORS: the Skat list was exported to a file. */
    message = g_strdup_printf (_("The list is saved as %s"), name);
  if (data != NULL)
    set_status (data, message);
}

static void
export_response_cb (GtkNativeDialog *chooser,
                    int              response,
                    gpointer         user_data)
{
  GtkWindow *window = user_data;
  PageData *data = g_object_get_data (G_OBJECT (window), PAGE_DATA);
  g_autoptr(GFile) file = NULL;
  g_autoptr(GPtrArray) lists = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) contents = g_string_new (NULL);
  g_autoptr(GTask) task = NULL;
  ExportTask *export;
  gboolean csv;

  if (response != GTK_RESPONSE_ACCEPT || data == NULL)
    goto out;
  file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (chooser));
  if (file == NULL || g_file_get_path (file) == NULL)
    goto out;

  lists = match_lists (data->table, &error);
  if (lists == NULL)
    {
      set_status (data, error->message);
      goto out;
    }
  export = g_new0 (ExportTask, 1);
  export->path = g_file_get_path (file);
  /* The name says the format: CSV for a spreadsheet, else plain text. */
  csv = g_str_has_suffix (export->path, ".csv") || g_str_has_suffix (export->path, ".CSV");
  for (guint i = 0; i < lists->len; i++)
    {
      g_autofree char *text = csv ? pl_skat_list_to_csv (g_ptr_array_index (lists, i))
                                  : pl_skat_list_to_text (g_ptr_array_index (lists, i));

      if (i > 0)
        g_string_append_c (contents, '\n');
      g_string_append (contents, text);
    }
  export->contents = g_string_free (g_steal_pointer (&contents), FALSE);

  task = g_task_new (window, NULL, export_done_cb, NULL);
  g_task_set_source_tag (task, export_response_cb);
  g_task_set_task_data (task, export, export_task_free);
  g_task_run_in_thread (task, export_thread);

out:
  gtk_native_dialog_destroy (chooser);
  g_object_unref (chooser);
}

static void
export_activated_cb (GSimpleAction *action,
                     GVariant      *parameter,
                     gpointer       user_data)
{
  GtkWindow *window = user_data;
  GtkFileChooserNative *chooser;
  g_autoptr(GtkFileFilter) text = gtk_file_filter_new ();
  g_autoptr(GtkFileFilter) csv = gtk_file_filter_new ();

  chooser = gtk_file_chooser_native_new (_("Export the Skat List"), window,
                                         GTK_FILE_CHOOSER_ACTION_SAVE,
                                         _("_Export"), _("_Cancel"));
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (chooser), TRUE);
  gtk_file_filter_set_name (text, _("Plain text"));
  gtk_file_filter_add_suffix (text, "txt");
  gtk_file_filter_set_name (csv, _("CSV (spreadsheets)"));
  gtk_file_filter_add_suffix (csv, "csv");
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), text);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), csv);
  /* TRANSLATORS: the file name the Skat list is exported to by default. */
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), _("skat-list.txt"));
  g_signal_connect (chooser, "response", G_CALLBACK (export_response_cb), window);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

/* Print ------------------------------------------------------------------- */

typedef struct {
  char  **lines;
  guint   n_lines;
  guint   lines_per_page;
} PrintJob;

static void
print_job_free (gpointer user_data)
{
  PrintJob *job = user_data;

  g_strfreev (job->lines);
  g_free (job);
}

static PangoLayout *
print_layout (GtkPrintContext *context)
{
  PangoLayout *layout = gtk_print_context_create_pango_layout (context);
  g_autoptr(PangoFontDescription) font = pango_font_description_from_string ("Monospace 9");

  pango_layout_set_font_description (layout, font);
  return layout;
}

static void
begin_print_cb (GtkPrintOperation *operation,
                GtkPrintContext   *context,
                PrintJob          *job)
{
  g_autoptr(PangoLayout) layout = print_layout (context);
  int height;

  pango_layout_set_text (layout, "0", -1);
  pango_layout_get_pixel_size (layout, NULL, &height);
  job->lines_per_page = MAX (1, (guint) (gtk_print_context_get_height (context) / MAX (height, 1)));
  gtk_print_operation_set_n_pages (operation,
                                   MAX (1, (job->n_lines + job->lines_per_page - 1) /
                                           job->lines_per_page));
}

static void
draw_page_cb (GtkPrintOperation *operation,
              GtkPrintContext   *context,
              int                page,
              PrintJob          *job)
{
  g_autoptr(PangoLayout) layout = print_layout (context);
  g_autoptr(GString) text = g_string_new (NULL);
  cairo_t *cr = gtk_print_context_get_cairo_context (context);
  guint first = (guint) page * job->lines_per_page;

  for (guint i = first; i < job->n_lines && i < first + job->lines_per_page; i++)
    {
      g_string_append (text, job->lines[i]);
      g_string_append_c (text, '\n');
    }
  pango_layout_set_text (layout, text->str, -1);
  cairo_move_to (cr, 0, 0);
  pango_cairo_show_layout (cr, layout);
}

/* A print that failed after the dialog (the printer refused it) says so. */
static void
print_done_cb (GtkPrintOperation       *operation,
               GtkPrintOperationResult  result,
               GtkWindow               *window)
{
  PageData *data = g_object_get_data (G_OBJECT (window), PAGE_DATA);
  g_autoptr(GError) error = NULL;

  if (result != GTK_PRINT_OPERATION_RESULT_ERROR || data == NULL)
    return;
  gtk_print_operation_get_error (operation, &error);
  if (error != NULL)
    set_status (data, error->message);
}

static void
print_activated_cb (GSimpleAction *simple_action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  GtkWindow *window = user_data;
  PageData *data = g_object_get_data (G_OBJECT (window), PAGE_DATA);
  g_autoptr(GtkPrintOperation) operation = NULL;
  g_autoptr(GPtrArray) lists = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) text = g_string_new (NULL);
  GtkPrintOperationAction action = GTK_PRINT_OPERATION_ACTION_PRINT_DIALOG;
  const char *export;
  PrintJob *job;

  if (data == NULL)
    return;
  lists = match_lists (data->table, &error);
  if (lists == NULL)
    {
      set_status (data, error->message);
      return;
    }
  for (guint i = 0; i < lists->len; i++)
    {
      g_autofree char *list = pl_skat_list_to_text (g_ptr_array_index (lists, i));

      if (i > 0)
        g_string_append (text, "\n\n");
      g_string_append (text, list);
    }
  job = g_new0 (PrintJob, 1);
  job->lines = g_strsplit (text->str, "\n", -1);
  job->n_lines = g_strv_length (job->lines);

  operation = gtk_print_operation_new ();
  gtk_print_operation_set_job_name (operation, _("Skat List"));
  gtk_print_operation_set_allow_async (operation, TRUE);
  g_object_set_data_full (G_OBJECT (operation), "pl-print-job", job, print_job_free);
  g_signal_connect (operation, "begin-print", G_CALLBACK (begin_print_cb), job);
  g_signal_connect (operation, "draw-page", G_CALLBACK (draw_page_cb), job);
  g_signal_connect_object (operation, "done", G_CALLBACK (print_done_cb), window, 0);
  /* The tests print to a PDF file instead of a printer, through the same
   * pages, and read the text back. */
  export = g_getenv ("PARLOUR_TEST_PRINT_FILE");
  if (export != NULL && *export != '\0')
    {
      gtk_print_operation_set_export_filename (operation, export);
      action = GTK_PRINT_OPERATION_ACTION_EXPORT;
    }
  if (gtk_print_operation_run (operation, action, window, &error) ==
      GTK_PRINT_OPERATION_RESULT_ERROR)
    set_status (data, error->message);
}

/* The page ---------------------------------------------------------------- */

static void
kept_loaded_cb (GObject      *source,
                GAsyncResult *result,
                gpointer      user_data)
{
  GtkWindow *window = user_data;
  g_autoptr(GPtrArray) kept = pl_list_archive_load_finish (result, NULL);
  PageData *data;

  if (kept == NULL)
    return;  /* cancelled: the window is gone */
  data = g_object_get_data (G_OBJECT (window), PAGE_DATA);
  for (guint i = 0; i < kept->len; i++)
    {
      const PlKeptList *list = g_ptr_array_index (kept, i);
      g_autoptr(GPtrArray) split = pl_skat_list_split (list->record, NULL);
      g_autofree char *when = g_date_time_format (list->kept, "%x %R");

      for (guint j = 0; split != NULL && j < split->len; j++)
        {
          PlSkatList *one = g_ptr_array_index (split, j);

          if (one->rows->len == 0)
            continue;
          /* TRANSLATORS: a Skat list kept when the number of players
           * changed, picked by when it was kept: "Kept 25/11/26 17:40:
           * 3 players". */
          g_ptr_array_add (data->kept_labels,
                           g_strdup_printf (ngettext ("Kept %s: %u player", "Kept %s: %u players",
                                                      one->n_seats), when, one->n_seats));
          g_ptr_array_add (data->kept_lists, g_ptr_array_steal_index (split, j--));
        }
    }
  if (data->kept_lists->len > 0 && PL_IS_SCORE_SHEET_WINDOW (window))
    pl_score_sheet_window_refresh (PL_SCORE_SHEET_WINDOW (window));
}

static void
list_picked_cb (GtkDropDown *picker,
                GParamSpec  *pspec,
                PageData    *data)
{
  GtkStack *stack = g_object_get_data (G_OBJECT (picker), "pl-lists");
  g_autofree char *name = NULL;

  guint selected = gtk_drop_down_get_selected (picker);
  guint n = g_list_model_get_n_items (gtk_drop_down_get_model (picker));

  if (selected >= n)
    return;
  /* Kept for the page built again after the next deal. */
  data->shown_back = n - 1 - selected;
  name = g_strdup_printf ("%u", selected);
  gtk_stack_set_visible_child_name (stack, name);
}

/* One list of the match, with whose deal is next. */
static GtkWidget *
list_box (const PlSkatList *list)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *scrolled = gtk_scrolled_window_new ();

  /* A long list is wider than a phone: it scrolls sideways. */
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled),
                                  GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER);
  gtk_scrolled_window_set_propagate_natural_height (GTK_SCROLLED_WINDOW (scrolled), TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), list_grid (list));
  gtk_box_append (GTK_BOX (box), scrolled);
  if (list->next_dealer >= 0)
    {
      /* TRANSLATORS: whose deal it is, in words: "Next to deal: Anna". */
      g_autofree char *next = g_strdup_printf (_("Next to deal: %s"),
                                               list->names[list->next_dealer]);
      GtkWidget *next_label = gtk_label_new (next);

      gtk_label_set_xalign (GTK_LABEL (next_label), 0);
      gtk_box_append (GTK_BOX (box), next_label);
    }
  return box;
}

static void
page_destroy_cb (GtkWidget *page,
                 PageData  *data)
{
  data->status = NULL;
}

static void
install_actions (GtkWindow *window,
                 PlTable   *table)
{
  static const GActionEntry entries[] = {
    { "export", export_activated_cb, NULL, NULL, NULL, { 0, } },
    { "print", print_activated_cb, NULL, NULL, NULL, { 0, } },
  };
  g_autoptr(GSimpleActionGroup) group = g_simple_action_group_new ();
  PageData *data = g_object_get_data (G_OBJECT (window), PAGE_DATA);

  if (data == NULL)
    {
      data = g_new0 (PageData, 1);
      data->table = g_object_ref (table);
      data->window = window;
      data->cancellable = g_cancellable_new ();
      g_object_set_data_full (G_OBJECT (window), PAGE_DATA, data, page_data_free);
    }
  g_action_map_add_action_entries (G_ACTION_MAP (group), entries, G_N_ELEMENTS (entries),
                                   window);
  gtk_widget_insert_action_group (GTK_WIDGET (window), "list", G_ACTION_GROUP (group));
}

GtkWidget *
pl_skat_list_page_new (PlTable   *table,
                       GtkWindow *window)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *buttons = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  GtkWidget *label, *button, *status, *stack;
  g_autoptr(GPtrArray) lists = NULL;
  g_autoptr(GPtrArray) all = NULL;
  g_autoptr(GtkStringList) labels = NULL;
  guint shown;
  g_autoptr(GError) error = NULL;
  PageData *data;

  g_return_val_if_fail (PL_IS_TABLE (table), NULL);

  install_actions (window, table);
  data = g_object_get_data (G_OBJECT (window), PAGE_DATA);

  gtk_widget_set_margin_top (box, 18);
  gtk_widget_set_margin_bottom (box, 18);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  label = gtk_label_new (_("The list German players keep (the ISkO's Spielliste): one row "
                           "per deal, the running totals, and the Seeger-Fabian points at "
                           "the foot."));
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "dim-label");
  gtk_box_append (GTK_BOX (box), label);

  button = gtk_button_new_with_mnemonic (_("_Export…"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "list.export");
  gtk_widget_set_tooltip_text (button, _("Save the list as plain text or CSV (Ctrl+E)"));
  gtk_box_append (GTK_BOX (buttons), button);
  button = gtk_button_new_with_mnemonic (_("_Print…"));
  gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "list.print");
  gtk_widget_set_tooltip_text (button, _("Print the list (Ctrl+P)"));
  gtk_box_append (GTK_BOX (buttons), button);
  gtk_box_append (GTK_BOX (box), buttons);

  status = gtk_label_new (NULL);
  gtk_label_set_wrap (GTK_LABEL (status), TRUE);
  gtk_label_set_xalign (GTK_LABEL (status), 0);
  gtk_widget_set_visible (status, FALSE);
  gtk_box_append (GTK_BOX (box), status);
  data->status = status;
  g_signal_connect (box, "destroy", G_CALLBACK (page_destroy_cb), data);

  lists = match_lists (table, &error);
  if (lists == NULL)
    {
      GtkWidget *problem = gtk_label_new (error->message);

      gtk_label_set_wrap (GTK_LABEL (problem), TRUE);
      gtk_box_append (GTK_BOX (box), problem);
      return box;
    }
  /* The lists kept before are read once, off the main loop; the page is
   * built again with them. */
  if (!data->kept_asked)
    {
      data->kept_asked = TRUE;
      data->kept_lists = g_ptr_array_new_with_free_func ((GDestroyNotify) pl_skat_list_free);
      data->kept_labels = g_ptr_array_new_with_free_func (g_free);
      pl_list_archive_load_async (pl_table_get_game (table)->id, data->cancellable,
                                  kept_loaded_cb, window);
    }

  /* Every list to show: those kept, then the match's (a new one wherever
   * the number of players changed), oldest first. */
  all = g_ptr_array_new ();
  labels = gtk_string_list_new (NULL);
  for (guint i = 0; i < data->kept_lists->len; i++)
    {
      g_ptr_array_add (all, g_ptr_array_index (data->kept_lists, i));
      gtk_string_list_append (labels, g_ptr_array_index (data->kept_labels, i));
    }
  for (guint i = 0; i < lists->len; i++)
    {
      PlSkatList *list = g_ptr_array_index (lists, i);
      g_autofree char *heading = NULL;

      /* A new list without a deal scored yet is not a list to show. */
      if (list->rows->len == 0 && (i > 0 || all->len > 0))
        continue;
      heading = g_strdup_printf (ngettext ("List %u: %u player", "List %u: %u players",
                                           list->n_seats), i + 1, list->n_seats);
      g_ptr_array_add (all, list);
      gtk_string_list_append (labels, heading);
    }
  if (all->len == 0 || ((PlSkatList *) g_ptr_array_index (all, 0))->rows->len == 0)
    {
      GtkWidget *empty = gtk_label_new (_("No deal has been scored yet."));

      gtk_widget_add_css_class (empty, "dim-label");
      gtk_box_append (GTK_BOX (box), empty);
      return box;
    }

  /* Earlier lists stay viewable after the number of players changed: the
   * player picks one, the newest shown first. */
  stack = gtk_stack_new ();
  gtk_stack_set_vhomogeneous (GTK_STACK (stack), FALSE);
  for (guint i = 0; i < all->len; i++)
    {
      g_autofree char *name = g_strdup_printf ("%u", i);

      gtk_stack_add_named (GTK_STACK (stack), list_box (g_ptr_array_index (all, i)), name);
    }
  shown = all->len - 1 - MIN (data->shown_back, all->len - 1);
  if (all->len > 1)
    {
      GtkWidget *picker_box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 12);
      GtkWidget *picker_label = gtk_label_new_with_mnemonic (_("_Show"));
      GtkWidget *picker;

      picker = gtk_drop_down_new (G_LIST_MODEL (g_object_ref (labels)), NULL);
      gtk_widget_set_name (picker, "list-picker");
      gtk_drop_down_set_selected (GTK_DROP_DOWN (picker), shown);
      gtk_label_set_mnemonic_widget (GTK_LABEL (picker_label), picker);
      gtk_accessible_update_relation (GTK_ACCESSIBLE (picker),
                                      GTK_ACCESSIBLE_RELATION_LABELLED_BY, picker_label, NULL,
                                      -1);
      gtk_widget_set_tooltip_text (picker, _("A new list starts where the number of "
                                             "players changed"));
      g_object_set_data (G_OBJECT (picker), "pl-lists", stack);
      g_signal_connect (picker, "notify::selected", G_CALLBACK (list_picked_cb), data);
      gtk_box_append (GTK_BOX (picker_box), picker_label);
      gtk_box_append (GTK_BOX (picker_box), picker);
      gtk_box_append (GTK_BOX (box), picker_box);
    }
  {
    g_autofree char *name = g_strdup_printf ("%u", shown);

    gtk_stack_set_visible_child_name (GTK_STACK (stack), name);
  }
  gtk_box_append (GTK_BOX (box), stack);
  return box;
}
