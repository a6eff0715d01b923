/* pl-bezique-controller.c — turns the human's gestures and answers into Bézique moves
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-bezique-controller"

#include <glib/gi18n-lib.h>

#include "pl-bezique.h"
#include "pl-bezique-controller.h"
#include "pl-bezique-declare-dialog.h"
#include "pl-bezique-log-dialog.h"
#include "pl-bezique-offer.h"
#include "pl-bezique-result-dialog.h"
#include "pl-window.h"

typedef enum {
  ACTION_DECLARE,
  ACTION_NOTHING,
  ACTION_RESULT,
  ACTION_NEXT_DEAL,
} Action;

struct _PlBeziqueController
{
  PlGameController parent_instance;

  /* Borrowed from PlGameController, which keeps the references. */
  GtkWindow     *window;
  PlTable       *table;
  PlTableView   *view;
  PlActionBar *bar;

  guint          nothing_source;
  guint          focus_source;
  /* The trick after which the declaration dialog opened by itself, so
   * that closing it does not bring it back: n_tricks, or -1. */
  gint           offered_trick;
};

G_DEFINE_FINAL_TYPE (PlBeziqueController, pl_bezique_controller, PL_TYPE_GAME_CONTROLLER)

#define BASE(self) PL_GAME_CONTROLLER (self)

static const PlBeziqueState *
get_state (PlBeziqueController *self)
{
  return pl_table_get_state (self->table);
}

/* What the human may do after winning a trick, besides declaring nothing:
 * a combination to score or a pending one, an announcement "to score",
 * or the exchange of the seven. */
static gboolean
can_declare_something (const PlBeziqueState *state,
                       guint                 seat)
{
  PlBeziqueOffer offers[PL_BEZIQUE_MAX_OFFERS];
  guint n = pl_bezique_list_offers (state, seat, offers, G_N_ELEMENTS (offers));
  PlMove exchange;

  for (guint i = 0; i < n; i++)
    if (offers[i].status != PL_BEZIQUE_OFFER_REFUSED)
      return TRUE;
  return pl_bezique_can_exchange (state, seat, &exchange);
}

static void
play_nothing (PlBeziqueController *self)
{
  PlMove move = pl_move_new (PL_MOVE_NO_DECLARE, pl_table_get_human_seat (self->table));

  pl_game_controller_play (BASE (self), &move);
}

static gboolean
nothing_cb (gpointer user_data)
{
  PlBeziqueController *self = user_data;
  const PlBeziqueState *state = get_state (self);
  guint human = pl_table_get_human_seat (self->table);

  self->nothing_source = 0;
  /* Still so: the state may have moved on (an undo) since it was set. */
  if (state != NULL && pl_table_is_human_turn (self->table) &&
      pl_bezique_get_phase (state) == PL_BEZIQUE_PHASE_DECLARE &&
      !can_declare_something (state, human))
    play_nothing (self);
  return G_SOURCE_REMOVE;
}

static gboolean
focus_cb (gpointer user_data)
{
  PlBeziqueController *self = user_data;
  const PlBeziqueState *state = get_state (self);

  self->focus_source = 0;
  if (state != NULL && pl_game_controller_get_open_dialog (BASE (self)) == NULL && pl_table_is_human_turn (self->table))
    pl_table_view_focus_playable (
      self->view,
      pl_bezique_set_names (pl_bezique_legal_cards (state, pl_table_get_human_seat (self->table))));
  return G_SOURCE_REMOVE;
}

/* The declaration dialog ------------------------------------------------- */

static void
declared_cb (PlBeziqueDeclareDialog *dialog,
             gpointer                moves_ptr,
             guint                   n_moves,
             PlBeziqueController    *self)
{
  const PlMove *moves = moves_ptr;

  /* The dialog checked them on its copy of the state; the table checks
   * each again. */
  for (guint i = 0; i < n_moves; i++)
    if (!pl_game_controller_play (BASE (self), &moves[i]))
      break;
}

static PlBeziqueDeclareDialog *
open_declare (PlBeziqueController *self)
{
  const PlBeziqueState *state = get_state (self);
  PlBeziqueDeclareDialog *dialog;

  if (state == NULL || pl_game_controller_get_open_dialog (BASE (self)) != NULL)
    return NULL;

  dialog = pl_bezique_declare_dialog_new (self->window, state,
                                          pl_table_get_human_seat (self->table),
                                          pl_game_controller_get_card_theme (BASE (self)));
  g_signal_connect_object (dialog, "declared", G_CALLBACK (declared_cb), self, 0);
  pl_game_controller_set_dialog (BASE (self), GTK_WINDOW (dialog));
  return dialog;
}

/* The bar and the playable cards ----------------------------------------- */

static gboolean
match_over (PlBeziqueController *self)
{
  const PlBeziqueState *state = get_state (self);
  const PlScoreSheet *sheet = pl_table_get_score_sheet (self->table, PL_SCORE_SHEET_BOOK);

  if (state == NULL || !pl_table_is_over (self->table) || sheet == NULL)
    return FALSE;
  for (guint s = 0; s < 2; s++)
    if (pl_score_sheet_get_total (sheet, s) >= (gint) state->options.target)
      return TRUE;
  return FALSE;
}

static void
update (PlGameController *controller)
{
  PlBeziqueController *self = PL_BEZIQUE_CONTROLLER (controller);
  const PlBeziqueState *state = get_state (self);
  guint human = pl_table_get_human_seat (self->table);
  gboolean human_turn = pl_table_is_human_turn (self->table);
  PlBeziquePhase phase;
  PlCardSet playable = 0;

  if (state == NULL)
    return;

  phase = pl_bezique_get_phase (state);
  pl_action_bar_clear_actions (self->bar);

  if (human_turn && (phase == PL_BEZIQUE_PHASE_LEAD || phase == PL_BEZIQUE_PHASE_FOLLOW))
    playable = pl_bezique_set_names (pl_bezique_legal_cards (state, human));
  pl_table_view_set_playable (self->view, playable);

  switch (phase)
    {
    case PL_BEZIQUE_PHASE_LEAD:
    case PL_BEZIQUE_PHASE_FOLLOW:
      /* Seed 002, seed 004 v: the last eight tricks are announced, to the
       * leader of the first of them too. */
      if (human_turn && state->last_eight && phase == PL_BEZIQUE_PHASE_FOLLOW)
        pl_game_controller_show_bar (BASE (self), _("The last eight tricks"),
                  _("Follow suit and win the trick if you can"));
      else if (human_turn && state->last_eight &&
               state->n_tricks == PL_BEZIQUE_N_TRICKS - 8)
        pl_game_controller_show_bar (BASE (self), _("The last eight tricks"),
                  _("The stock is exhausted: no more declarations. Lead any card; your "
                    "adversary must follow suit and win the trick if he can"));
      else
        pl_game_controller_hide_bar (BASE (self));
      if (human_turn && pl_game_controller_get_open_dialog (BASE (self)) == NULL)
        {
          pl_table_view_focus_playable (self->view, playable);
          /* The cards of a new deal get their widgets when the view next
           * lays them out: focus one then as well. */
          if (self->focus_source == 0)
            self->focus_source = g_idle_add_full (G_PRIORITY_LOW, focus_cb,
                                                  g_object_ref (self), g_object_unref);
        }
      break;

    case PL_BEZIQUE_PHASE_DECLARE:
    case PL_BEZIQUE_PHASE_ANNOUNCE:
      if (!human_turn)
        {
          pl_game_controller_hide_bar (BASE (self));
          break;
        }
      if (phase == PL_BEZIQUE_PHASE_DECLARE && !can_declare_something (state, human))
        {
          /* Nothing to declare: the cards are drawn without asking. */
          pl_game_controller_hide_bar (BASE (self));
          if (self->nothing_source == 0)
            self->nothing_source = g_idle_add_full (G_PRIORITY_DEFAULT_IDLE, nothing_cb,
                                                    g_object_ref (self), g_object_unref);
          break;
        }
      pl_action_bar_add_action (self->bar, phase == PL_BEZIQUE_PHASE_DECLARE
                                             ? _("_Declare…") : _("_Announce to Score…"),
                                  ACTION_DECLARE, TRUE);
      pl_action_bar_add_action (self->bar, phase == PL_BEZIQUE_PHASE_DECLARE
                                             ? _("Declare _Nothing") : _("_Done"),
                                  ACTION_NOTHING, FALSE);
      pl_game_controller_show_bar (BASE (self), _("You won the trick"),
                _("Declare a combination, or drag a card of it to your side of the table"));
      /* Seed 004 i: "Immediately after taking a trick, and then only": the
       * dialog comes by itself once after each trick won. */
      if (phase == PL_BEZIQUE_PHASE_DECLARE && pl_game_controller_get_open_dialog (BASE (self)) == NULL &&
          self->offered_trick != (gint) state->n_tricks)
        {
          PlBeziqueDeclareDialog *dialog;

          self->offered_trick = state->n_tricks;
          dialog = open_declare (self);
          if (dialog != NULL)
            gtk_window_present (GTK_WINDOW (dialog));
        }
      else if (pl_game_controller_get_open_dialog (BASE (self)) == NULL)
        pl_action_bar_focus_default (self->bar);
      break;

    case PL_BEZIQUE_PHASE_OVER:
    default:
      pl_action_bar_add_action (self->bar, _("Show _Result"), ACTION_RESULT, FALSE);
      pl_action_bar_add_action (self->bar, match_over (self) ? _("_New Game") : _("_Next Deal"),
                                  ACTION_NEXT_DEAL, TRUE);
      pl_game_controller_show_bar (BASE (self), match_over (self) ? _("The game is over") : _("The deal is over"), NULL);
      if (pl_game_controller_get_open_dialog (BASE (self)) == NULL)
        pl_action_bar_focus_default (self->bar);
      break;
    }
}

/* The human's gestures --------------------------------------------------- */

static void
bar_action_cb (PlActionBar       *bar,
               guint                action,
               PlBeziqueController *self)
{
  PlBeziqueDeclareDialog *dialog;

  switch ((Action) action)
    {
    case ACTION_DECLARE:
      dialog = open_declare (self);
      if (dialog != NULL)
        gtk_window_present (GTK_WINDOW (dialog));
      break;

    case ACTION_NOTHING:
      play_nothing (self);
      break;

    case ACTION_RESULT:
      pl_game_controller_show_result (BASE (self));
      break;

    case ACTION_NEXT_DEAL:
      pl_game_controller_deal (BASE (self), g_random_int ());
      break;

    default:
      break;
    }
}

/* Declaring by dragging a card to his side of the table: the dialog opens
 * with the best combination that uses it. */
static gboolean
declare_with_card (PlBeziqueController *self,
                   PlCard               card)
{
  const PlBeziqueState *state = get_state (self);
  PlBeziqueDeclareDialog *dialog;
  g_autofree char *reason = NULL;

  if (!pl_table_is_human_turn (self->table) ||
      (pl_bezique_get_phase (state) != PL_BEZIQUE_PHASE_DECLARE &&
       pl_bezique_get_phase (state) != PL_BEZIQUE_PHASE_ANNOUNCE))
    {
      g_autoptr(GError) error = NULL;
      PlMove move = pl_move_new (PL_MOVE_DECLARE, pl_table_get_human_seat (self->table));

      /* The rules say why not now (seed 004 i, v): a declaration made at
       * this moment is refused for the moment, whatever its cards. */
      move.arg = PL_BEZIQUE_BEZIQUE;
      pl_bezique_game.check_move (state, &move, &error);
      pl_game_controller_refuse (BASE (self), error != NULL ? error->message
                                 : _("You may declare only immediately after taking a trick"));
      return FALSE;
    }

  pl_game_controller_close_dialog (BASE (self));
  dialog = open_declare (self);
  if (dialog == NULL)
    return FALSE;
  if (!pl_bezique_declare_dialog_select_card (dialog, card, &reason))
    {
      gtk_window_destroy (GTK_WINDOW (dialog));
      pl_game_controller_refuse (BASE (self), reason != NULL ? reason : _("That card forms no combination you may declare now"));
      return FALSE;
    }
  gtk_window_present (GTK_WINDOW (dialog));
  /* The card goes back to the hand; the dialog lays it down. */
  return FALSE;
}

/* The seven of trumps dragged onto the turn-up exchanges it (seed 004
 * iii); any other card, or at another moment, is refused with the rule. */
static gboolean
exchange_with_card (PlBeziqueController *self,
                    PlCard               card)
{
  const PlBeziqueState *state = get_state (self);
  guint human = pl_table_get_human_seat (self->table);
  g_autoptr(GError) error = NULL;
  PlMove move = pl_move_new (PL_MOVE_EXCHANGE, human);
  PlBeziqueSet copies = pl_bezique_get_hand (state, human) & PL_BEZIQUE_NAME_BITS (card);

  /* Either copy in the hand: the two are the same card. */
  move.card = copies != 0 ? (guint) __builtin_ctzll (copies) : pl_bezique_physical (card, 0);
  if (!pl_bezique_game.check_move (state, &move, &error))
    {
      pl_game_controller_refuse (BASE (self), error->message);
      return FALSE;
    }
  pl_game_controller_close_dialog (BASE (self));
  return pl_game_controller_play (BASE (self), &move);
}

static gboolean
play_card (PlBeziqueController *self,
           PlCard               card,
           gboolean             from_melds)
{
  g_autoptr(GError) error = NULL;
  PlMove move;

  if (!pl_table_make_play (self->table, card, from_melds, &move, &error))
    {
      pl_game_controller_refuse (BASE (self), error->message);
      return FALSE;
    }
  return pl_game_controller_play (BASE (self), &move);
}

static gboolean
card_activated_cb (PlTableView         *view,
                   guint                card,
                   const PlDropPlace   *place,
                   PlBeziqueController *self)
{
  g_debug ("card activated %u zone %d", card, place->zone);
  if (get_state (self) == NULL)
    return FALSE;
  if (place->zone == PL_DROP_TRICK)
    return play_card (self, (PlCard) card, FALSE);
  if (place->zone == PL_DROP_MELDS)
    return declare_with_card (self, (PlCard) card);
  if (place->zone == PL_DROP_TALON)
    return exchange_with_card (self, (PlCard) card);
  return FALSE;
}

static gboolean
meld_activated_cb (PlTableView         *view,
                   guint                card,
                   const PlDropPlace   *place,
                   PlBeziqueController *self)
{
  if (get_state (self) == NULL || place->zone != PL_DROP_TRICK)
    return FALSE;
  return play_card (self, (PlCard) card, TRUE);
}

static void
talon_activated_cb (PlTableView         *view,
                    PlBeziqueController *self)
{
  /* By the book's laws the player draws himself (pl-laws-controller.c). */
  if (get_state (self) != NULL && !pl_table_is_over (self->table) &&
      !pl_table_plays_by_laws (self->table))
    pl_game_controller_refuse (BASE (self), _("Both players draw from the stock by themselves after each trick, the "
                    "winner first"));
}

/* The table -------------------------------------------------------------- */

static void
reset (PlGameController *controller)
{
  PlBeziqueController *self = PL_BEZIQUE_CONTROLLER (controller);

  self->offered_trick = -1;
  g_clear_handle_id (&self->nothing_source, g_source_remove);
}

/* PlGameController ------------------------------------------------------- */

static void
deal (PlGameController *controller,
      guint64           seed)
{
  PlBeziqueController *self = PL_BEZIQUE_CONTROLLER (controller);
  gboolean new_game = match_over (self) || pl_table_get_deal_number (self->table) == 0;

  /* The length of the game applies from the next game, the laws from the
   * next deal. */
  pl_game_controller_apply_settings (controller, new_game);
  if (match_over (self))
    pl_table_new_match (self->table, seed);
  else
    pl_table_new_deal (self->table, seed);
}

static void
show_result (PlGameController *controller)
{
  PlBeziqueController *self = PL_BEZIQUE_CONTROLLER (controller);
  PlBeziqueResultDialog *dialog;

  dialog = pl_bezique_result_dialog_new (self->window, self->table,
                                         pl_game_controller_get_card_theme (BASE (self)));
  if (dialog == NULL)
    return;
  pl_game_controller_present_result (controller, GTK_WINDOW (dialog));
}

/* What the generic windows ask ------------------------------------------- */

/* A Bézique move in words, for a hint: "declare Bézique (40)"; a card
 * played names the card, not its copy (pl-bezique.h). */
static char *
describe_move (PlGameController *controller,
               gconstpointer     state,
               const PlMove     *move,
               PlCard           *card)
{
  PlMove named = *move;

  *card = PL_CARD_NONE;
  switch ((PlMoveKind) move->kind)
    {
    case PL_MOVE_DECLARE:
      if (move->flags & PL_BEZIQUE_TO_SCORE)
        /* TRANSLATORS: a Bézique hint: "announce Common marriage to score". */
        return g_strdup_printf (_("announce %s to score"),
                                pl_bezique_combination_name ((PlBeziqueCombination) move->arg));
      /* TRANSLATORS: a Bézique hint: "declare Bézique (40)". */
      return g_strdup_printf (_("declare %s (%u)"),
                              pl_bezique_combination_name ((PlBeziqueCombination) move->arg),
                              pl_bezique_combination_points ((PlBeziqueCombination) move->arg));
    case PL_MOVE_EXCHANGE:
      return g_strdup (_("exchange the seven of trumps for the turn-up"));
    case PL_MOVE_NO_DECLARE:
      return g_strdup (_("declare nothing"));
    case PL_MOVE_PLAY:
      named.card = pl_bezique_card (move->card);
      break;
    default:
      break;
    }
  return PL_GAME_CONTROLLER_CLASS (pl_bezique_controller_parent_class)->describe_move (controller,
                                                                                         state,
                                                                                         &named,
                                                                                         card);
}

/* The stock and the declarations, the cards the human may play (by
 * name), the trick being played, and the combinations he could score
 * now. */
static void
append_test_state (PlGameController *controller,
                   GString          *out)
{
  PlBeziqueController *self = PL_BEZIQUE_CONTROLLER (controller);
  const PlBeziqueState *state = get_state (self);
  guint human = pl_table_get_human_seat (self->table);
  PlCardList *trick = pl_table_get_trick (self->table);
  PlBeziqueOffer offers[PL_BEZIQUE_MAX_OFFERS];
  guint n = pl_bezique_list_offers (state, human, offers, G_N_ELEMENTS (offers));
  PlCardSet set = 0;
  gboolean first = TRUE;

  g_string_append_printf (out, ", \"stock\": %u, \"declarations\": %u, \"playable\": ",
                          pl_bezique_get_stock_size (state),
                          pl_bezique_get_n_declarations (state, human));
  pl_game_controller_append_cardset (out, pl_bezique_set_names (pl_bezique_legal_cards (state, human)));
  /* What lies in the middle: the trick being played, not the one just
   * taken (pl-table.h). */
  if (state->n_trick_cards > 0)
    for (guint i = 0; i < pl_card_list_get_n_cards (trick); i++)
      set = pl_cardset_add (set, pl_card_list_get_card (trick, i));
  g_string_append (out, ", \"trick\": ");
  pl_game_controller_append_cardset (out, set);

  g_string_append (out, ", \"declarable\": [");
  for (guint i = 0; i < n; i++)
    {
      if (offers[i].status != PL_BEZIQUE_OFFER_SCORE)
        continue;
      g_string_append (out, first ? "" : ", ");
      pl_game_controller_append_cards (out, offers[i].names, offers[i].n_names);
      first = FALSE;
    }
  g_string_append_c (out, ']');
}

/* The declarations of the deal so far, in the old players' words. */
static void
show_log (PlGameController *controller)
{
  PlBeziqueController *self = PL_BEZIQUE_CONTROLLER (controller);
  PlBeziqueLogDialog *dialog = pl_bezique_log_dialog_new (self->window, self->table);

  if (dialog == NULL)
    return;
  pl_game_controller_set_dialog (BASE (self), GTK_WINDOW (dialog));
  gtk_window_present (GTK_WINDOW (dialog));
  pl_game_controller_emit_changed (BASE (self));
}

/* GObject ---------------------------------------------------------------- */

static void
pl_bezique_controller_constructed (GObject *object)
{
  PlBeziqueController *self = PL_BEZIQUE_CONTROLLER (object);

  G_OBJECT_CLASS (pl_bezique_controller_parent_class)->constructed (object);

  self->window = pl_game_controller_get_window (BASE (self));
  self->table = pl_game_controller_get_table (BASE (self));
  self->view = pl_game_controller_get_view (BASE (self));
  self->bar = pl_game_controller_get_bar (BASE (self));

  g_signal_connect (self->view, "card-activated", G_CALLBACK (card_activated_cb), self);
  g_signal_connect (self->view, "meld-activated", G_CALLBACK (meld_activated_cb), self);
  g_signal_connect (self->view, "talon-activated", G_CALLBACK (talon_activated_cb), self);
  g_signal_connect (self->bar, "action", G_CALLBACK (bar_action_cb), self);
}

static void
pl_bezique_controller_dispose (GObject *object)
{
  PlBeziqueController *self = PL_BEZIQUE_CONTROLLER (object);

  g_clear_handle_id (&self->nothing_source, g_source_remove);
  g_clear_handle_id (&self->focus_source, g_source_remove);

  G_OBJECT_CLASS (pl_bezique_controller_parent_class)->dispose (object);
}

static void
pl_bezique_controller_class_init (PlBeziqueControllerClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  PlGameControllerClass *controller_class = PL_GAME_CONTROLLER_CLASS (klass);

  object_class->constructed = pl_bezique_controller_constructed;
  object_class->dispose = pl_bezique_controller_dispose;
  controller_class->book_description =
    N_("Each player’s score of every deal is added to his total; the game goes to the first "
       "to reach its target.");
  controller_class->deal = deal;
  controller_class->show_result = show_result;
  controller_class->update = update;
  controller_class->reset = reset;
  controller_class->describe_move = describe_move;
  controller_class->append_test_state = append_test_state;
  controller_class->show_log = show_log;
}

static void
pl_bezique_controller_init (PlBeziqueController *self)
{
  self->offered_trick = -1;
}
