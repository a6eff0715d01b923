/* pl-table-laws.c — the book's laws at the table: the human's irregular acts and calls, what each seat said
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-table"

#include <glib/gi18n-lib.h>

#include "pl-ai-laws.h"
#include "pl-laws.h"
#include "pl-table-private.h"

/*
 * At a deal played by the laws (pl-laws.h) the human errs as at a real
 * table.  The table does not invent acts of its own: a gesture of the
 * human is one of the irregular acts the rules list for his seat now
 * (pl_laws_irregular_moves()), or nothing, so that what the rules accept
 * and what the table lets the human do are one list.
 */

gboolean
pl_table_plays_by_laws (PlTable *self)
{
  g_return_val_if_fail (PL_IS_TABLE (self), FALSE);

  return self->state != NULL && pl_laws_enabled (self->game, self->state);
}

/* The name of a card of a move (Bézique's moves name one of two physical
 * cards; the lists show its name). */
static PlCard
card_name (PlTable *self,
           PlCard   card)
{
  if (self->view != NULL && self->view->card_name != NULL && card != PL_CARD_NONE)
    return self->view->card_name (card);
  return card;
}

static gboolean
act_matches (PlTable      *self,
             PlTableAct    act,
             PlCard        card,
             const PlMove *move)
{
  switch (act)
    {
    case PL_TABLE_ACT_PLAY:
      return move->kind == PL_MOVE_PLAY && card_name (self, move->card) == card;
    case PL_TABLE_ACT_EXPOSE:
      /* A single card laid face up (seed 001, law 46); a whole hand shown
       * (law 48) is no gesture of one card. */
      if (move->kind != PL_MOVE_DISCARD || pl_cardset_count (move->cards) != 1)
        return FALSE;
      return card_name (self, pl_cardset_first (move->cards)) == card;
    case PL_TABLE_ACT_DRAW:
      return move->kind == PL_MOVE_DRAW;
    default:
      return FALSE;
    }
}

gboolean
pl_table_find_act (PlTable     *self,
                   PlTableAct   act,
                   PlCard       card,
                   PlMove      *out,
                   GError     **error)
{
  PlMove moves[PL_MAX_MOVES];
  guint n;

  g_return_val_if_fail (PL_IS_TABLE (self), FALSE);
  g_return_val_if_fail (out != NULL, FALSE);
  g_return_val_if_fail (error == NULL || *error == NULL, FALSE);

  if (!pl_table_plays_by_laws (self) || self->autoplay ||
      self->game->is_terminal (self->state))
    {
      g_set_error (error, PL_RULES_ERROR, PL_RULES_ERROR_ILLEGAL_MOVE,
                   _("It is not your turn"));
      return FALSE;
    }
  n = pl_laws_irregular_moves (self->game, self->state, moves);
  for (guint i = 0; i < n; i++)
    if (moves[i].seat == self->human && act_matches (self, act, card, &moves[i]))
      {
        *out = moves[i];
        return TRUE;
      }
  /* Nothing the laws know: the rules' own reason, as without the laws. */
  if (act == PL_TABLE_ACT_PLAY && pl_table_is_human_turn (self))
    {
      PlMove move;

      if (pl_table_make_play (self, card, FALSE, &move, error))
        {
          *out = move;
          return TRUE;
        }
      return FALSE;
    }
  if (act == PL_TABLE_ACT_EXPOSE)
    g_set_error (error, PL_RULES_ERROR, PL_RULES_ERROR_ILLEGAL_MOVE,
                 _("A card laid on the table is played to the trick in the middle"));
  else
    g_set_error (error, PL_RULES_ERROR, PL_RULES_ERROR_ILLEGAL_MOVE,
                 _("It is not your turn"));
  return FALSE;
}

guint
pl_table_get_law_calls (PlTable *self,
                        PlMove  *moves)
{
  guint n = 0;

  g_return_val_if_fail (PL_IS_TABLE (self), 0);
  g_return_val_if_fail (moves != NULL, 0);

  if (!pl_table_plays_by_laws (self) || self->autoplay ||
      self->game->is_terminal (self->state))
    return 0;
  /* A game's laws are small numbers (its enum); a call is table talk the
   * rules take from the human's seat in turn or not. */
  for (guint law = 0; law < 64; law++)
    {
      PlMove move = pl_move_new (PL_MOVE_LAW_CALL, self->human);

      move.arg = (guint8) law;
      if (self->game->check_move (self->state, &move, NULL))
        moves[n++] = move;
    }
  return n;
}

PlCardSet
pl_table_get_exposed (PlTable *self,
                      guint    seat)
{
  const PlLawsState *laws;
  PlCardSet names = 0;
  guint64 exposed;

  g_return_val_if_fail (PL_IS_TABLE (self), 0);

  if (!pl_table_plays_by_laws (self) || seat >= PL_MAX_SEATS ||
      self->game->laws->get_state == NULL)
    return 0;
  laws = self->game->laws->get_state (self->state);
  exposed = laws != NULL ? laws->exposed[seat] : 0;
  while (exposed != 0)
    {
      PlCard card = (PlCard) __builtin_ctzll (exposed);

      exposed &= exposed - 1;
      names = pl_cardset_add (names, card_name (self, card));
    }
  return names;
}

const char *
pl_table_get_laws_said (PlTable *self,
                        guint    seat)
{
  g_return_val_if_fail (PL_IS_TABLE (self), NULL);
  g_return_val_if_fail (seat < PL_MAX_SEATS, NULL);

  return self->laws_said[seat];
}

void
pl_table_set_computer_err_rate (PlTable *self,
                                guint    rate)
{
  g_return_if_fail (PL_IS_TABLE (self));

  pl_computer_set_err_rate (self->computer, rate);
}

void
pl_table_laws_clear (PlTable *self)
{
  for (guint i = 0; i < PL_MAX_SEATS; i++)
    g_clear_pointer (&self->laws_said[i], g_free);
}

/* What a seat's visible irregular act is, in words, where the computer's
 * sentences say nothing (they speak of calls and answers): an exposed
 * card, a hand shown, a draw.  A revoke says nothing: it is discovered
 * when it is called. */
static char *
describe_act (PlTable      *self,
              const PlMove *move)
{
  char name[3];

  switch ((PlMoveKind) move->kind)
    {
    case PL_MOVE_DISCARD:
      if (pl_cardset_count (move->cards) != 1)
        return g_strdup (_("Shows the hand"));
      /* The card notation, as the computer's sentences name cards. */
      pl_card_to_string (card_name (self, pl_cardset_first (move->cards)), name);
      /* Translators: a seat's label: "Exposes DQ" (a card exposed). */
      return g_strdup_printf (_("Exposes %s"), name);
    case PL_MOVE_DRAW:
      return g_strdup (move->value > 1 ? _("Draws two cards") : _("Draws out of turn"));
    case PL_MOVE_PLAY:
      /* A card played out of turn is seen by all; a revoke is not. */
      if (self->game->to_move (self->state) != (gint) move->seat)
        return g_strdup (_("Plays out of turn"));
      return NULL;
    default:
      return NULL;
    }
}

/* The law an answer or a call is made under, for the label. */
static const char *
law_source (PlTable      *self,
            const PlMove *move)
{
  PlIrregularity pending = { 0, };
  const char *source = NULL;

  if (move->kind == PL_MOVE_LAW_CALL)
    return self->game->laws->law_source (move->arg);
  if (pl_laws_get_pending (self->game, self->state, &pending))
    {
      source = self->game->laws->law_source (pending.law);
      pl_irregularity_clear (&pending);
    }
  return source;
}

void
pl_table_laws_note_move (PlTable      *self,
                         const PlMove *move)
{
  g_autofree char *sentence = NULL;
  const char *source;

  if (!pl_table_plays_by_laws (self) || move->seat >= PL_MAX_SEATS)
    return;
  if (move->flags & PL_MOVE_IRREGULAR)
    sentence = describe_act (self, move);
  else if (pl_laws_is_laws_move (move) || pl_laws_is_pending (self->game, self->state))
    sentence = pl_ai_laws_say (self->game, self->state, move);
  /* A seat's words stay on its label until it says something else by
   * the laws, or the trick is complete (pl-table.c). */
  if (sentence == NULL)
    return;
  g_clear_pointer (&self->laws_said[move->seat], g_free);
  source = law_source (self, move);
  if (source != NULL && *source != '\0')
    /* Translators: a seat's label: what it did by the laws, and the law:
     * "Calls the card led out of turn (Seed 001, laws 52 and 53)". */
    self->laws_said[move->seat] = g_strdup_printf (_("%s (%s)"), sentence, source);
  else
    self->laws_said[move->seat] = g_steal_pointer (&sentence);
}

gboolean
pl_table_laws_out_of_turn (PlTable      *self,
                           const PlMove *move)
{
  return pl_table_plays_by_laws (self) &&
         ((move->flags & PL_MOVE_IRREGULAR) || move->kind == PL_MOVE_LAW_CALL);
}
