/* bench-drag.c — frame times while a card is dragged across a full table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 *
 * Opens a window with a PlTableView on a freshly dealt Skat table, drags
 * a card of the human's hand around the table by synthesised drag
 * updates (one per frame, as a pointer would), and measures the time
 * between frames with the frame clock.  A benchmark, not a test:
 *
 *   DISPLAY=:95 GDK_BACKEND=x11 GSK_RENDERER=cairo GSETTINGS_BACKEND=memory \
 *     build/tests/ui/bench-drag [--size 1280x800] [--frames 600]
 *
 * It reports the p50, p95 and max of the frame times, and of the time
 * each frame spent in GTK's layout and paint phases (the work the view
 * itself costs, apart from waiting for the display).  With --show it
 * stays open after the benchmark (for screenshots and a real pointer);
 * --seed picks the deal, --ouvert lays the left hand open.
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-bench"

#include <math.h>
#include <stdlib.h>

#include <adwaita.h>

#include "pl-card-theme.h"
#include "pl-table-view.h"

typedef struct {
  GtkWidget   *window;
  GtkWidget   *view;
  PlTable     *table;
  GArray      *frame_times;     /* double ms between frames */
  GArray      *work_times;      /* double ms of layout + paint */
  gint64       last_frame;
  gint64       work_start;
  gint64       settle_start;
  guint        frames;
  guint        n_frames;
  gboolean     dragging;
  gboolean     done;
  gboolean     show;
  GtkGesture  *drag;            /* the view's drag gesture */
  double       start_x;
  double       start_y;
  PlCard       card;
} Bench;

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;
  return x < y ? -1 : x > y;
}

static void
report (const char *what,
        GArray     *times)
{
  double *v = (double *) times->data;
  guint n = times->len;

  if (n == 0)
    {
      g_print ("%s: no frames\n", what);
      return;
    }
  qsort (v, n, sizeof (double), compare_doubles);
  g_print ("%-28s n=%u  p50 %.2f ms  p95 %.2f ms  max %.2f ms\n", what, n,
           v[n / 2], v[MIN (n - 1, (guint) ceil (n * 0.95) - 1)], v[n - 1]);
}

static void
before_layout_cb (GdkFrameClock *clock,
                  Bench         *bench)
{
  (void) clock;
  bench->work_start = g_get_monotonic_time ();
}

static void
after_paint_cb (GdkFrameClock *clock,
                Bench         *bench)
{
  gint64 now = g_get_monotonic_time ();

  (void) clock;
  if (bench->dragging && bench->work_start > 0)
    {
      double ms = (now - bench->work_start) / 1000.0;
      g_array_append_val (bench->work_times, ms);
    }
}

/* Finds the view's GtkGestureDrag. */
static GtkGesture *
find_drag_gesture (GtkWidget *view)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (view);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) c = g_list_model_get_item (controllers, i);
      if (GTK_IS_GESTURE_DRAG (c))
        return GTK_GESTURE (c);
    }
  return NULL;
}

static gboolean
tick_cb (GtkWidget     *widget,
         GdkFrameClock *clock,
         gpointer       user_data)
{
  Bench *bench = user_data;
  gint64 now = gdk_frame_clock_get_frame_time (clock);
  int w = gtk_widget_get_width (widget), h = gtk_widget_get_height (widget);
  double t, x, y;

  if (bench->done)
    return G_SOURCE_REMOVE;

  /* Let the deal animation finish first. */
  if (!bench->dragging)
    {
      graphene_rect_t bounds;

      if (pl_table_view_is_animating (PL_TABLE_VIEW (bench->view)) ||
          !pl_table_view_get_card_bounds (PL_TABLE_VIEW (bench->view), bench->card, &bounds))
        {
          bench->settle_start = 0;
          return G_SOURCE_CONTINUE;
        }
      /* The deck renders the table's card size in a worker when the
       * window opens: the drag starts once it has had time to finish. */
      if (bench->settle_start == 0)
        bench->settle_start = now;
      if (now - bench->settle_start < 2 * G_USEC_PER_SEC)
        return G_SOURCE_CONTINUE;
      bench->start_x = bounds.origin.x + 10;
      bench->start_y = bounds.origin.y + bounds.size.height / 2;
      g_signal_emit_by_name (bench->drag, "drag-begin", bench->start_x, bench->start_y);
      bench->dragging = TRUE;
      bench->last_frame = now;
      return G_SOURCE_CONTINUE;
    }

  {
    double ms = (now - bench->last_frame) / 1000.0;
    if (bench->frames > 2)
      g_array_append_val (bench->frame_times, ms);
    bench->last_frame = now;
  }

  /* A Lissajous path over the whole table, the card above everything. */
  t = bench->frames / 60.0;
  x = w / 2.0 + (w / 2.0 - 60) * sin (t * 1.3);
  y = h / 2.0 + (h / 2.0 - 60) * sin (t * 0.9 + 0.5);
  g_signal_emit_by_name (bench->drag, "drag-update", x - bench->start_x, y - bench->start_y);

  if (++bench->frames >= bench->n_frames)
    {
      g_signal_emit_by_name (bench->drag, "drag-end", 10.0, -400.0);
      bench->done = TRUE;
      report ("frame interval (frame clock)", bench->frame_times);
      report ("update+layout+paint", bench->work_times);
      if (!bench->show)
        gtk_window_destroy (GTK_WINDOW (bench->window));
      return G_SOURCE_REMOVE;
    }
  return G_SOURCE_CONTINUE;
}

/* --play: the human passes in the bidding (a computer declares), and plays
 * what is dropped or clicked, as the game controller would. */
static void
update_playable (Bench *bench)
{
  PlMove moves[64];
  guint n = pl_table_get_legal_moves (bench->table, moves);
  PlCardSet playable = 0;
  gboolean has_play = FALSE;

  for (guint i = 0; i < n; i++)
    if (moves[i].kind == PL_MOVE_PLAY)
      {
        playable = pl_cardset_add (playable, moves[i].card);
        has_play = TRUE;
      }
  pl_table_view_set_playable (PL_TABLE_VIEW (bench->view), playable);

  if (n > 0 && !has_play)
    {
      PlMove move = moves[0];

      for (guint i = 0; i < n; i++)
        if (moves[i].kind == PL_MOVE_PASS)
          move = moves[i];
      pl_table_play (bench->table, &move, NULL);
    }
}

static gboolean
update_idle_cb (gpointer user_data)
{
  update_playable (user_data);
  return G_SOURCE_REMOVE;
}

static void
table_changed_cb (Bench *bench)
{
  g_idle_add (update_idle_cb, bench);
}

static gboolean
card_activated_cb (PlTableView       *view,
                   guint              card,
                   const PlDropPlace *place,
                   Bench             *bench)
{
  PlMove moves[64];
  guint n = pl_table_get_legal_moves (bench->table, moves);
  g_autoptr(GError) error = NULL;

  (void) view;
  if (place->zone != PL_DROP_TRICK)
    return FALSE;
  if (!pl_table_check_card (bench->table, (PlCard) card, &error))
    {
      /* The window shows this in a toast. */
      g_print ("refused: %s\n", error->message);
      return FALSE;
    }
  for (guint i = 0; i < n; i++)
    if (moves[i].kind == PL_MOVE_PLAY && moves[i].card == card)
      return pl_table_play (bench->table, &moves[i], NULL);
  return FALSE;
}

static void
realize_cb (GtkWidget *window,
            Bench     *bench)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (window);

  g_signal_connect (clock, "before-paint", G_CALLBACK (before_layout_cb), bench);
  g_signal_connect_after (clock, "paint", G_CALLBACK (after_paint_cb), bench);
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *size = NULL;
  int frames = 600, width = 1280, height = 800;
  gint64 seed = 7;
  gboolean show = FALSE, no_drag = FALSE, play = FALSE, flat = FALSE;
  int speed = 2, delay = 0;
  GOptionEntry entries[] = {
    { "size", 0, 0, G_OPTION_ARG_STRING, &size, "Window size", "WxH" },
    { "frames", 0, 0, G_OPTION_ARG_INT, &frames, "Frames to drag", "N" },
    { "seed", 0, 0, G_OPTION_ARG_INT64, &seed, "Deal seed", "SEED" },
    { "show", 0, 0, G_OPTION_ARG_NONE, &show, "Stay open afterwards", NULL },
    { "no-drag", 0, 0, G_OPTION_ARG_NONE, &no_drag, "Only show the table", NULL },
    { "play", 0, 0, G_OPTION_ARG_NONE, &play, "Pass the bidding, play dropped cards", NULL },
    { "delay", 0, 0, G_OPTION_ARG_INT, &delay, "Computer delay (ms)", "MS" },
    { "flat", 0, 0, G_OPTION_ARG_NONE, &flat, "A flat felt (no gradient)", NULL },
    { "speed", 0, 0, G_OPTION_ARG_INT, &speed, "Animation speed 0-3", "N" },
    { NULL },
  };
  g_autoptr(GOptionContext) context = g_option_context_new ("— drag a card, time the frames");
  g_autoptr(GError) error = NULL;
  g_autoptr(PlCardTheme) theme = NULL;
  g_autoptr(GMainLoop) loop = NULL;
  Bench bench = { 0 };

  g_option_context_add_main_entries (context, entries, NULL);
  if (!g_option_context_parse (context, &argc, &argv, &error))
    {
      g_printerr ("%s\n", error->message);
      return 1;
    }
  if (size != NULL && sscanf (size, "%dx%d", &width, &height) != 2)
    {
      g_printerr ("--size wants WxH\n");
      return 1;
    }

  adw_init ();
  {
    g_autoptr(GtkCssProvider) css = gtk_css_provider_new ();

    gtk_css_provider_load_from_resource (css, "/io/github/parlour/Parlour/style.css");
    gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                                GTK_STYLE_PROVIDER (css),
                                                GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
  }
  if (flat)
    {
      g_autoptr(GtkCssProvider) css = gtk_css_provider_new ();

      gtk_css_provider_load_from_data (css, "table-view { background-image: none; }", -1);
      gtk_style_context_add_provider_for_display (gdk_display_get_default (),
                                                  GTK_STYLE_PROVIDER (css),
                                                  GTK_STYLE_PROVIDER_PRIORITY_APPLICATION + 1);
    }

  bench.frame_times = g_array_new (FALSE, FALSE, sizeof (double));
  bench.work_times = g_array_new (FALSE, FALSE, sizeof (double));
  bench.n_frames = MAX (frames, 10);
  bench.show = show;

  theme = pl_card_theme_new_default ();
  bench.table = pl_table_new ("skat");
  pl_table_set_computer_delay (bench.table, (guint) MAX (delay, 0));
  pl_table_new_deal (bench.table, (guint64) seed);

  bench.window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (bench.window), width, height);
  gtk_window_set_decorated (GTK_WINDOW (bench.window), FALSE);
  bench.view = pl_table_view_new ();
  pl_table_view_set_card_theme (PL_TABLE_VIEW (bench.view), theme);
  pl_table_view_set_animation_speed (PL_TABLE_VIEW (bench.view), (guint) speed);
  pl_table_view_set_table (PL_TABLE_VIEW (bench.view), bench.table);
  gtk_window_set_child (GTK_WINDOW (bench.window), bench.view);

  bench.drag = find_drag_gesture (bench.view);
  bench.card = pl_card_list_get_card (pl_table_get_hand (bench.table,
                                                         pl_table_get_human_seat (bench.table)),
                                      4);
  if (play)
    {
      g_signal_connect_swapped (bench.table, "notify::to-move", G_CALLBACK (table_changed_cb), &bench);
      g_signal_connect_swapped (bench.table, "move-played", G_CALLBACK (table_changed_cb), &bench);
      g_signal_connect (bench.view, "card-activated", G_CALLBACK (card_activated_cb), &bench);
      table_changed_cb (&bench);
    }
  if (!no_drag)
    gtk_widget_add_tick_callback (bench.view, tick_cb, &bench, NULL);
  g_signal_connect (bench.window, "realize", G_CALLBACK (realize_cb), &bench);

  loop = g_main_loop_new (NULL, FALSE);
  g_signal_connect_swapped (bench.window, "destroy", G_CALLBACK (g_main_loop_quit), loop);
  gtk_window_present (GTK_WINDOW (bench.window));
  g_main_loop_run (loop);

  g_clear_object (&bench.table);
  g_array_unref (bench.frame_times);
  g_array_unref (bench.work_times);
  return 0;
}
