/* pl-ai-analyse-xskat.c — XSkat's game log, read into Parlour records
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-ai"

#include <stdlib.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "pl-ai-analyse-xskat.h"

/* The columns of a row: two blanks, then three cells of twelve. */
#define CELL_START 2
#define CELL_WIDTH 12

void
pl_ai_xskat_game_free (PlAiXskatGame *game)
{
  if (game == NULL)
    return;
  g_clear_pointer (&game->deal, pl_deal_record_free);
  for (guint i = 0; i < 3; i++)
    g_free (game->players[i]);
  g_free (game);
}

typedef struct {
  const char  *filename;
  char       **lines;
  guint        n_lines;
  guint        at;            /* the next line, from 0 */
} Reader;

static gboolean
fail (Reader      *r,
      guint        line,
      GError     **error,
      const char  *message)
{
  g_set_error (error, PL_RECORD_ERROR, PL_RECORD_ERROR_SYNTAX, "%s:%u: %s",
               r->filename, line + 1, message);
  return FALSE;
}

/* The text of cell @column of @line, trimmed (empty past the end). */
static char *
cell (const char *line,
      guint       column)
{
  gsize len = strlen (line), start = CELL_START + column * CELL_WIDTH;

  if (start >= len)
    return g_strdup ("");
  return g_strstrip (g_strndup (line + start, MIN (CELL_WIDTH, len - start)));
}

static gint
word_index (const char         *word,
            const char * const *words)
{
  for (guint i = 0; words[i] != NULL; i++)
    if (g_ascii_strcasecmp (word, words[i]) == 0)
      return i;
  return -1;
}

/* "Spade A", "HEART 10", "Heart_J", "Kreuz B": the card, and whether it is
 * in capitals (the trick's winner) and marked with '_' (its leader). */
static gboolean
parse_card (const char *text,
            PlCard     *card,
            gboolean   *capitals,
            gboolean   *marked)
{
  /* English and German, as XSkat names them (its text.c). */
  static const char *const suits[] = {
    "club", "spade", "heart", "diamond", "kreuz", "pik", "herz", "karo", NULL,
  };
  static const char *const ranks[] = {
    "A", "10", "K", "Q", "J", "9", "8", "7", "As", "D", "B", NULL,
  };
  static const PlRank rank_of[] = {
    PL_RANK_ACE, PL_RANK_10, PL_RANK_KING, PL_RANK_QUEEN, PL_RANK_JACK,
    PL_RANK_9, PL_RANK_8, PL_RANK_7, PL_RANK_ACE, PL_RANK_QUEEN, PL_RANK_JACK,
  };
  g_autofree char *copy = g_strdup (text);
  g_auto(GStrv) words = NULL;
  gboolean lower = FALSE;
  gint suit, rank;

  *marked = strchr (copy, '_') != NULL;
  g_strdelimit (copy, "_", ' ');
  words = g_strsplit (g_strstrip (copy), " ", -1);
  if (g_strv_length (words) != 2)
    return FALSE;
  suit = word_index (words[0], suits);
  rank = word_index (words[1], ranks);
  if (suit < 0 || rank < 0)
    return FALSE;
  for (const char *p = words[0]; *p != '\0'; p++)
    lower |= g_ascii_islower (*p);
  *capitals = !lower;
  *card = PL_CARD (suit % 4, rank_of[rank]);
  return TRUE;
}

/* "Diamond K,Heart K": two cards. */
static gboolean
parse_pair (const char *text,
            PlCardSet  *set)
{
  g_auto(GStrv) parts = g_strsplit (text, ",", -1);
  gboolean capitals, marked;

  *set = 0;
  if (g_strv_length (parts) != 2)
    return FALSE;
  for (guint i = 0; i < 2; i++)
    {
      PlCard card;

      if (!parse_card (parts[i], &card, &capitals, &marked))
        return FALSE;
      *set |= PL_CARDSET_BIT (card);
    }
  return pl_cardset_count (*set) == 2;
}

/* The text after @key (any of the keys) on @line, or NULL. */
static const char *
after_key (const char         *line,
           const char * const *keys)
{
  for (guint i = 0; keys[i] != NULL; i++)
    if (g_str_has_prefix (line, keys[i]))
      return line + strlen (keys[i]);
  return NULL;
}

/* One game's lines, read. */
typedef struct {
  guint     header;              /* the line of the players' names */
  char     *names[3];
  guint     n_tricks;
  PlCard    tricks[10][3];       /* by column */
  PlCardSet hands[3];            /* as played, by column (the second block) */
  gboolean  won_card[10][3];
  gboolean  marked[10][3];
  gboolean  passed;
  gint      passed_forehand;
  PlCardSet skat_is, skat_was;
  guint     bid;
  gint      declarer;            /* column */
  gint      contract;
  guint     flags;
  gint      won;                 /* -1 not said */
  gint      points;
} Game;

static void
game_clear (Game *g)
{
  for (guint i = 0; i < 3; i++)
    g_free (g->names[i]);
}

static gboolean
is_rule (const char *line,
         char        c)
{
  return line[0] == c && line[1] == c && line[2] == c;
}

static gboolean
is_blank (const char *line)
{
  for (; *line != '\0'; line++)
    if (!g_ascii_isspace (*line))
      return FALSE;
  return TRUE;
}

/* The rows of tricks, up to the line of the random seed. */
static gboolean
read_tricks (Reader  *r,
             Game    *g,
             GError **error)
{
  for (; r->at < r->n_lines && !is_rule (r->lines[r->at], '-'); r->at++)
    {
      const char *line = r->lines[r->at];

      if (is_blank (line))
        continue;
      /* A thrown-in deal ("Pass", German "Passe"). */
      if (strstr (line, "Pass") != NULL)
        {
          g->passed = TRUE;
          for (guint c = 0; c < 3; c++)
            {
              g_autofree char *text = cell (line, c);

              if (text[0] == '_')
                g->passed_forehand = c;
            }
          continue;
        }
      if (g->n_tricks == 10)
        return fail (r, r->at, error, _("more than ten tricks"));
      for (guint c = 0; c < 3; c++)
        {
          g_autofree char *text = cell (line, c);

          if (!parse_card (text, &g->tricks[g->n_tricks][c], &g->won_card[g->n_tricks][c],
                           &g->marked[g->n_tricks][c]))
            return fail (r, r->at, error, _("not a row of cards"));
        }
      g->n_tricks++;
    }
  if (r->at == r->n_lines)
    return fail (r, r->at - 1, error, _("the log ends inside a game's tricks"));
  r->at++;
  return TRUE;
}

/* The lines after the hands: the skat, the bid, the game, the result. */
static gboolean
read_result (Reader  *r,
             Game    *g,
             GError **error)
{
  static const char *const skat_is[] = { "Skat is:", "Im Skat ist:", NULL };
  static const char *const skat_was[] = { "Skat was:", "Im Skat war:", NULL };
  static const char *const last_bid[] = { "Last bid:", "Gereizt bis:", NULL };
  static const char *const won_with[] = { "Won with:", "Gewonnen mit:", NULL };
  static const char *const lost_with[] = { "Lost with:", "Verloren mit:", NULL };
  static const char *const played[] = { " played ", " spielte ", NULL };
  static const char *const contracts[] = {
    "Club", "Spade", "Heart", "Diamond", "Grand", "Null",
    "Kreuz", "Pik", "Herz", "Karo", NULL,
  };
  static const struct {
    const char *text;
    guint       flags;
  } announced[] = {
    { "Played Hand", PL_SKAT_FLAG_HAND },
    { "Hand gespielt", PL_SKAT_FLAG_HAND },
    { "Schneider announced", PL_SKAT_FLAG_HAND | PL_SKAT_FLAG_SCHNEIDER },
    { "Schneider angesagt", PL_SKAT_FLAG_HAND | PL_SKAT_FLAG_SCHNEIDER },
    { "Schwarz announced", PL_SKAT_FLAG_HAND | PL_SKAT_FLAG_SCHNEIDER | PL_SKAT_FLAG_SCHWARZ },
    { "Schwarz angesagt", PL_SKAT_FLAG_HAND | PL_SKAT_FLAG_SCHNEIDER | PL_SKAT_FLAG_SCHWARZ },
    { "Played ouvert Hand", PL_SKAT_FLAG_HAND | PL_SKAT_FLAG_OUVERT },
    { "Ouvert Hand gespielt", PL_SKAT_FLAG_HAND | PL_SKAT_FLAG_OUVERT },
    { "Played ouvert", PL_SKAT_FLAG_OUVERT },
    { "Ouvert gespielt", PL_SKAT_FLAG_OUVERT },
  };

  g->declarer = -1;
  g->contract = -1;
  g->won = -1;
  g->points = -1;
  for (; r->at < r->n_lines && !is_rule (r->lines[r->at], '='); r->at++)
    {
      const char *line = r->lines[r->at], *rest;

      if ((rest = after_key (line, skat_is)) != NULL)
        {
          if (!parse_pair (rest, &g->skat_is))
            return fail (r, r->at, error, _("the skat is not two cards"));
        }
      else if ((rest = after_key (line, skat_was)) != NULL)
        {
          if (!parse_pair (rest, &g->skat_was))
            return fail (r, r->at, error, _("the skat is not two cards"));
        }
      else if ((rest = after_key (line, last_bid)) != NULL)
        g->bid = (guint) strtoul (rest, NULL, 10);
      else if ((rest = after_key (line, won_with)) != NULL ||
               (rest = after_key (line, lost_with)) != NULL)
        {
          g->won = after_key (line, won_with) != NULL;
          g->points = (gint) strtol (rest, NULL, 10);
        }
      else if (g_str_equal (line, "Won") || g_str_equal (line, "Gewonnen"))
        g->won = TRUE;
      else if (g_str_equal (line, "Lost") || g_str_equal (line, "Verloren"))
        g->won = FALSE;
      else
        {
          gboolean known = FALSE;

          for (guint i = 0; i < G_N_ELEMENTS (announced) && !known; i++)
            if (g_str_equal (line, announced[i].text))
              {
                g->flags = announced[i].flags;
                known = TRUE;
              }
          for (guint c = 0; c < 3 && !known; c++)
            for (guint k = 0; played[k] != NULL && !known; k++)
              {
                g_autofree char *head = g_strconcat (g->names[c], played[k], NULL);
                gint contract;

                if (!g_str_has_prefix (line, head))
                  continue;
                contract = word_index (line + strlen (head), contracts);
                if (contract < 0)
                  return fail (r, r->at, error, _("not a game Parlour knows"));
                g->declarer = c;
                g->contract = contract < 6 ? contract : contract - 6;
                known = TRUE;
              }
          /* Other lines (Kontra, Ramsch, blank ones) are read past; what
           * a declarer's game needs is checked below. */
        }
    }
  if (r->at < r->n_lines)
    r->at++;
  return TRUE;
}

/* The cards of the column @c played, and the forehand's column. */
static PlCardSet
column_cards (const Game *g,
              guint       c)
{
  PlCardSet set = 0;

  for (guint t = 0; t < g->n_tricks; t++)
    set |= PL_CARDSET_BIT (g->tricks[t][c]);
  return set;
}

/* Appends a move the rules accept; the error names the game's line. */
static gboolean
append_move (Reader       *r,
             const Game   *g,
             PlDealRecord *deal,
             gpointer      state,
             PlMove        move,
             GError      **error)
{
  if (pl_deal_record_append (deal, state, &move, error))
    return TRUE;
  g_prefix_error (error, "%s:%u: ", r->filename, g->header + 1);
  return FALSE;
}


static PlMove
say (PlMoveKind kind,
     guint      seat,
     guint      value)
{
  PlMove move = pl_move_new (kind, seat);

  move.value = value;
  return move;
}

/* The game as a Parlour record, every move checked by the rules. */
static PlDealRecord *
make_record (Reader  *r,
             Game    *g,
             GError **error)
{
  /* XSkat's contract words are C S H D Grand Null, as PlSkatContract. */
  PlSkatOptions options;
  g_autoptr(PlDealRecord) deal = NULL;
  g_autofree gpointer state = NULL;
  PlCardSet hands[3];
  PlCard pack[32];
  guint forehand = 3, n = 0, decl, leader;
  PlMove move;
  PlCard card;

  if (g->declarer < 0 || g->contract < 0 || g->won < 0 || g->n_tricks == 0 ||
      pl_cardset_count (g->skat_was) != 2 || g->bid == 0)
    {
      fail (r, g->header, error, _("an XSkat game without its declarer, game, skat, bid or result"));
      return NULL;
    }
  /* The first trick: its leader is marked, or he won it. */
  for (guint c = 0; c < 3; c++)
    if (g->marked[0][c])
      forehand = c;
  for (guint c = 0; c < 3 && forehand == 3; c++)
    if (g->won_card[0][c])
      forehand = c;
  if (forehand == 3)
    {
      fail (r, g->header, error, _("the first trick has no leader"));
      return NULL;
    }

  decl = g->declarer;
  for (guint c = 0; c < 3; c++)
    {
      hands[c] = g->hands[c];
      if ((column_cards (g, c) & ~hands[c]) != 0 || pl_cardset_count (hands[c]) != 10)
        {
          fail (r, g->header, error, _("a player's tricks and hand do not agree"));
          return NULL;
        }
    }
  /* The declarer took up the skat and put two cards away, or played from
   * the hand with the skat as dealt. */
  if (!(g->flags & PL_SKAT_FLAG_HAND))
    hands[decl] = (hands[decl] | g->skat_is) & ~g->skat_was;
  for (guint p = 0; p < 3; p++)
    PL_CARDSET_FOREACH (hands[(forehand + p) % 3], card)
      if (n < 30)
        pack[n++] = card;
  PL_CARDSET_FOREACH (g->skat_was, card)
    pack[n++] = card;
  if (n != 32)
    {
      fail (r, g->header, error, _("the game's cards are not the 32 cards of a pack"));
      return NULL;
    }

  pl_game_options_init (&pl_skat_game, &options);
  deal = pl_deal_record_new_from_pack (&pl_skat_game, &options, (forehand + 2) % 3,
                                       pack, 32, error);
  if (deal == NULL)
    return NULL;
  for (guint c = 0; c < 3; c++)
    deal->seat_names[c] = g_strdup (g->names[c]);
  state = pl_deal_record_replay (deal, 0, error);
  if (state == NULL)
    return NULL;

  /* The bidding as the log cannot tell it: the declarer says the last bid
   * at once, the others pass (pl-ai-analyse-xskat.h). */
  {
    guint fh = forehand, mh = (forehand + 1) % 3, rh = (forehand + 2) % 3;
    gboolean ok;

    if (decl == mh)
      ok = append_move (r, g, deal, state, say (PL_MOVE_BID, mh, g->bid), error) &&
           append_move (r, g, deal, state, say (PL_MOVE_PASS, fh, 0), error) &&
           append_move (r, g, deal, state, say (PL_MOVE_PASS, rh, 0), error);
    else if (decl == rh)
      ok = append_move (r, g, deal, state, say (PL_MOVE_PASS, mh, 0), error) &&
           append_move (r, g, deal, state, say (PL_MOVE_BID, rh, g->bid), error) &&
           append_move (r, g, deal, state, say (PL_MOVE_PASS, fh, 0), error);
    else
      ok = append_move (r, g, deal, state, say (PL_MOVE_PASS, mh, 0), error) &&
           append_move (r, g, deal, state, say (PL_MOVE_PASS, rh, 0), error) &&
           append_move (r, g, deal, state, say (PL_MOVE_BID, fh, g->bid), error);
    if (!ok)
      return NULL;
  }
  if (g->flags & PL_SKAT_FLAG_HAND)
    {
      if (!append_move (r, g, deal, state, pl_move_new (PL_MOVE_HAND, decl), error))
        return NULL;
    }
  else
    {
      move = pl_move_new (PL_MOVE_DISCARD, decl);
      move.cards = g->skat_is;
      if (!append_move (r, g, deal, state, pl_move_new (PL_MOVE_PICKUP, decl), error) ||
          !append_move (r, g, deal, state, move, error))
        return NULL;
    }
  move = pl_move_new (PL_MOVE_ANNOUNCE, decl);
  move.arg = g->contract;
  move.flags = g->flags;
  /* Suit and Grand Ouvert include both announcements (ISkO 5.2.1). */
  if ((g->flags & PL_SKAT_FLAG_OUVERT) && g->contract != PL_SKAT_NULL)
    move.flags |= PL_SKAT_FLAG_HAND | PL_SKAT_FLAG_SCHNEIDER | PL_SKAT_FLAG_SCHWARZ;
  if (!append_move (r, g, deal, state, move, error))
    return NULL;

  /* The tricks as the log has them, each winner the rules' one; a game
   * the rules end early (Null, Schwarz announced) ends there. */
  leader = forehand;
  for (guint t = 0; t < g->n_tricks && !pl_skat_game.is_terminal (state); t++)
    {
      PlCard cards[3];
      guint lead, winner;

      for (guint i = 0; i < 3; i++)
        {
          guint c = (leader + i) % 3;

          move = pl_move_new (PL_MOVE_PLAY, c);
          move.card = g->tricks[t][c];
          if (!append_move (r, g, deal, state, move, error))
            return NULL;
        }
      if (!pl_skat_get_trick (state, t, cards, &lead, &winner) ||
          (!g->won_card[t][winner] && pl_skat_game.is_terminal (state) == FALSE))
        {
          fail (r, g->header, error, _("a trick's winner is not the one the rules give"));
          return NULL;
        }
      leader = winner;
    }
  return g_steal_pointer (&deal);
}

static gboolean
read_game (Reader     *r,
           GPtrArray  *games,
           GError    **error)
{
  Game g = { 0, };
  PlAiXskatGame *out;
  gboolean ok = FALSE;

  /* The players' names, then a rule of '-'. */
  while (r->at < r->n_lines && !is_rule (r->lines[r->at], '-'))
    {
      if (!is_blank (r->lines[r->at]) && g.names[0] == NULL)
        {
          const char *line = r->lines[r->at];

          g.header = r->at;
          for (guint c = 0; c < 3; c++)
            {
              gsize len = strlen (line), start = c * CELL_WIDTH;

              g.names[c] = start < len
                           ? g_strstrip (g_strndup (line + start, MIN (CELL_WIDTH, len - start)))
                           : g_strdup ("");
            }
        }
      r->at++;
    }
  if (r->at == r->n_lines)
    {
      game_clear (&g);
      return TRUE;
    }
  if (g.names[0] == NULL || g.names[2][0] == '\0')
    {
      game_clear (&g);
      return fail (r, r->at, error, _("not an XSkat log: no players before the first rule"));
    }
  r->at++;
  g.passed_forehand = -1;
  if (!read_tricks (r, &g, error))
    goto out;
  /* The hands as the play began, sorted: also the cards a game ended
   * early did not play. */
  for (; r->at < r->n_lines && !is_rule (r->lines[r->at], '-'); r->at++)
    for (guint c = 0; c < 3 && !is_blank (r->lines[r->at]); c++)
      {
        g_autofree char *text = cell (r->lines[r->at], c);
        gboolean capitals, marked;
        PlCard card;

        if (!parse_card (text, &card, &capitals, &marked))
          {
            fail (r, r->at, error, _("not a row of cards"));
            goto out;
          }
        g.hands[c] |= PL_CARDSET_BIT (card);
      }
  if (r->at < r->n_lines)
    r->at++;
  if (!read_result (r, &g, error))
    goto out;

  out = g_new0 (PlAiXskatGame, 1);
  out->number = games->len + 1;
  for (guint c = 0; c < 3; c++)
    out->players[c] = g_strdup (g.names[c]);
  g_ptr_array_add (games, out);
  if (!g.passed)
    {
      out->deal = make_record (r, &g, error);
      if (out->deal == NULL)
        goto out;
      out->won = g.won;
      out->declarer_points = g.contract == PL_SKAT_NULL ? -1 : g.points;
    }
  ok = TRUE;
out:
  game_clear (&g);
  return ok;
}

GPtrArray *
pl_ai_xskat_parse (const char  *text,
                   gsize        length,
                   const char  *filename,
                   GError     **error)
{
  g_autoptr(GPtrArray) games = g_ptr_array_new_with_free_func ((GDestroyNotify) pl_ai_xskat_game_free);
  g_autofree char *copy = NULL;
  g_auto(GStrv) lines = NULL;
  Reader r = { filename, NULL, 0, 0 };

  g_return_val_if_fail (text != NULL, NULL);

  if (memchr (text, '\0', length) != NULL)
    {
      g_set_error (error, PL_RECORD_ERROR, PL_RECORD_ERROR_SYNTAX,
                   _("%s:1: binary data, not an XSkat log"), filename);
      return NULL;
    }
  /* XSkat writes Latin-1 ("Schön"); only ASCII matters here. */
  copy = g_strndup (text, length);
  g_strdelimit (copy, "\r", ' ');
  lines = g_strsplit (copy, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      /* Comment lines (Parlour's, not XSkat's) are read as blank. */
      if (lines[i][0] == '#')
        lines[i][0] = '\0';
      for (char *p = lines[i] + strlen (lines[i]); p > lines[i] && p[-1] == ' '; p--)
        p[-1] = '\0';
    }
  r.lines = lines;
  r.n_lines = g_strv_length (lines);
  while (r.at < r.n_lines)
    if (!read_game (&r, games, error))
      return NULL;
  if (games->len == 0)
    {
      g_set_error (error, PL_RECORD_ERROR, PL_RECORD_ERROR_SYNTAX,
                   _("%s:1: no XSkat game in the file"), filename);
      return NULL;
    }
  return g_steal_pointer (&games);
}
