/* pl-iss.c — the International Skat Server's one-line game format
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-iss"

#include <stdio.h>
#include <string.h>
#include <glib/gi18n-lib.h>

#include "pl-iss.h"
#include "pl-skat.h"

/* A line of a real ISS game is under 1,000 bytes; refuse monsters early. */
#define MAX_LINE 65536

static gboolean
iss_error (GError    **error,
           gint        code,
           const char *format,
           ...) G_GNUC_PRINTF (3, 4);

static gboolean
iss_error (GError    **error,
           gint        code,
           const char *format,
           ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, PL_RECORD_ERROR, code, _("ISS game: %s"), message);
  return FALSE;
}

/* Properties --------------------------------------------------------------- */

static GHashTable *
parse_properties (const char  *line,
                  GError     **error)
{
  g_autoptr(GHashTable) props = g_hash_table_new_full (g_str_hash, g_str_equal,
                                                       g_free, g_free);
  const char *p;

  while (g_ascii_isspace (*line))
    line++;
  if (!g_str_has_prefix (line, "(;"))
    {
      iss_error (error, PL_RECORD_ERROR_SYNTAX, _("it does not begin with “(;”"));
      return NULL;
    }
  p = line + 2;
  for (;;)
    {
      const char *name, *value, *end;

      while (g_ascii_isspace (*p))
        p++;
      if (p[0] == ';' && p[1] == ')')
        {
          p += 2;
          while (g_ascii_isspace (*p))
            p++;
          if (*p != '\0')
            {
              iss_error (error, PL_RECORD_ERROR_SYNTAX, _("text after the closing “;)”"));
              return NULL;
            }
          break;
        }
      if (*p == '\0')
        {
          iss_error (error, PL_RECORD_ERROR_TRUNCATED, _("it ends without “;)”"));
          return NULL;
        }
      name = p;
      while (g_ascii_isupper (*p) || g_ascii_isdigit (*p))
        p++;
      if (p == name || p - name > 8 || *p != '[')
        {
          iss_error (error, PL_RECORD_ERROR_SYNTAX,
                     _("expected a property like “MV[…]” at column %u"),
                     (guint) (name - line + 1));
          return NULL;
        }
      value = p + 1;
      end = strchr (value, ']');
      if (end == NULL)
        {
          iss_error (error, PL_RECORD_ERROR_TRUNCATED, _("a property is not closed with “]”"));
          return NULL;
        }
      for (const char *c = value; c < end; c++)
        if ((guchar) *c < 0x20 && *c != '\t')
          {
            iss_error (error, PL_RECORD_ERROR_SYNTAX, _("a control character in a property"));
            return NULL;
          }
      {
        g_autofree char *key = g_strndup (name, p - name);

        if (g_hash_table_contains (props, key))
          {
            iss_error (error, PL_RECORD_ERROR_SYNTAX, _("the property %s appears twice"), key);
            return NULL;
          }
        if (!g_utf8_validate (value, end - value, NULL))
          {
            iss_error (error, PL_RECORD_ERROR_SYNTAX, _("the property %s is not UTF-8"), key);
            return NULL;
          }
        g_hash_table_insert (props, g_steal_pointer (&key), g_strndup (value, end - value));
      }
      p = end + 1;
    }
  return g_steal_pointer (&props);
}

/* Cards separated by dots: "CJ.SJ.HA". */
static guint
parse_dotted_cards (const char  *text,
                    PlCard      *cards,
                    guint        max)
{
  g_auto(GStrv) parts = g_strsplit (text, ".", -1);
  guint n = 0;

  for (guint i = 0; parts[i] != NULL; i++)
    {
      if (n == max || !pl_card_from_string (parts[i], &cards[n]))
        return G_MAXUINT;
      n++;
    }
  return n;
}

/* Moves ------------------------------------------------------------------ */

/* "SC" (the declarer shows his cards; "SC.CJ.SJ…" with them) and "RE"
 * (resigns) by a player; "LE.n" (left the table) and "TI.n" (timed out)
 * by the server: the claims and concessions of pl-skat.h. */
static gboolean
is_show_cards (const char *token)
{
  return strcmp (token, "SC") == 0 || g_str_has_prefix (token, "SC.");
}

static gint
abandon_position (const char *token)
{
  if ((g_str_has_prefix (token, "TI.") || g_str_has_prefix (token, "LE.")) &&
      token[3] >= '0' && token[3] <= '2' && token[4] == '\0')
    return token[3] - '0';
  return -1;
}

static gboolean
append_move (PlDealRecord  *deal,
             PlSkatState   *state,
             PlMove        *move,
             guint          index,
             const char    *actor,
             const char    *token,
             GError       **error)
{
  g_autoptr(GError) local = NULL;

  if (!pl_deal_record_append (deal, state, move, &local))
    return iss_error (error, PL_RECORD_ERROR_ILLEGAL_MOVE,
                      _("move %u “%s %s”: %s"), index, actor, token, local->message);
  return TRUE;
}

/* "C", "GHO", "NO.HA.HQ", "D.ST.H8" */
static gboolean
parse_declaration (PlDealRecord  *deal,
                   PlSkatState   *state,
                   guint          seat,
                   guint          index,
                   const char    *actor,
                   const char    *token,
                   GError       **error)
{
  static const char letters[] = "CSHDGN";
  const char *dot = strchr (token, '.');
  gsize head = dot ? (gsize) (dot - token) : strlen (token);
  const char *which;
  guint contract, flags = 0;
  PlCard cards[12];
  guint n_cards = 0;
  PlMove move;

  which = head > 0 ? strchr (letters, token[0]) : NULL;
  if (which == NULL || token[0] == '\0')
    return iss_error (error, PL_RECORD_ERROR_SYNTAX,
                      _("move %u “%s %s” is not a game declaration"), index, actor, token);
  contract = which - letters;
  for (gsize i = 1; i < head; i++)
    switch (token[i])
      {
      case 'H': flags |= PL_SKAT_FLAG_HAND; break;
      case 'S': flags |= PL_SKAT_FLAG_SCHNEIDER; break;
      case 'Z': flags |= PL_SKAT_FLAG_SCHWARZ; break;
      case 'O': flags |= PL_SKAT_FLAG_OUVERT; break;
      default:
        return iss_error (error, PL_RECORD_ERROR_SYNTAX,
                          _("move %u “%s %s”: unknown addition “%c”"),
                          index, actor, token, token[i]);
      }
  if (dot != NULL)
    {
      n_cards = parse_dotted_cards (dot + 1, cards, G_N_ELEMENTS (cards));
      if (n_cards == G_MAXUINT)
        return iss_error (error, PL_RECORD_ERROR_SYNTAX,
                          _("move %u “%s %s”: bad cards"), index, actor, token);
    }

  if (state->phase == PL_SKAT_PHASE_SKAT)
    {
      /* No "s" before: a Hand game.  Cards after it, if any, are the
       * declarer's hand shown for an Ouvert. */
      move = pl_move_new (PL_MOVE_HAND, seat);
      if (!append_move (deal, state, &move, index, actor, token, error))
        return FALSE;
      flags |= PL_SKAT_FLAG_HAND;
    }
  else if (state->phase == PL_SKAT_PHASE_DISCARD)
    {
      if (n_cards < 2)
        return iss_error (error, PL_RECORD_ERROR_SYNTAX,
                          _("move %u “%s %s”: the two cards put away are missing"),
                          index, actor, token);
      move = pl_move_new (PL_MOVE_DISCARD, seat);
      move.cards = PL_CARDSET_BIT (cards[0]) | PL_CARDSET_BIT (cards[1]);
      if (cards[0] == cards[1])
        return iss_error (error, PL_RECORD_ERROR_SYNTAX,
                          _("move %u “%s %s”: the same card put away twice"),
                          index, actor, token);
      if (!append_move (deal, state, &move, index, actor, token, error))
        return FALSE;
      /* The server writes the two cards in the order they were chosen:
       * an order other than the pack's is kept for writing them again. */
      if (pl_cardset_first (move.cards) != cards[0])
        {
          char a[3], b[3];

          pl_card_to_string (cards[0], a);
          pl_card_to_string (cards[1], b);
          g_hash_table_insert (deal->tags, g_strdup ("X-ISS-Discard"),
                               g_strdup_printf (".%s.%s", a, b));
        }
    }
  if (contract != PL_SKAT_NULL)
    {
      if (flags & PL_SKAT_FLAG_OUVERT)
        flags |= PL_SKAT_FLAG_HAND | PL_SKAT_FLAG_SCHNEIDER | PL_SKAT_FLAG_SCHWARZ;
      if (flags & PL_SKAT_FLAG_SCHWARZ)
        flags |= PL_SKAT_FLAG_SCHNEIDER;
    }
  move = pl_move_new (PL_MOVE_ANNOUNCE, seat);
  move.arg = contract;
  move.flags = flags;
  return append_move (deal, state, &move, index, actor, token, error);
}

/* Remembers a hidden card for writing the line again: "N" when move N of
 * the record was shown as "??", "N+P" when position P played a "??" just
 * before move N that was never needed (pl-iss.h). */
static void
note_hidden (PlDealRecord *deal,
             guint         index,
             gint          position)
{
  const char *old = g_hash_table_lookup (deal->tags, "X-ISS-Hidden");
  g_autofree char *entry = position < 0 ? g_strdup_printf ("%u", index)
                                        : g_strdup_printf ("%u+%d", index, position);

  g_hash_table_insert (deal->tags, g_strdup ("X-ISS-Hidden"),
                       old ? g_strconcat (old, " ", entry, NULL) : g_steal_pointer (&entry));
}

/* "??": a card hidden from the viewer the line was written for.  It is
 * accepted where it can be known — the only card the player may play
 * that he does not play later in the line — or where it does not matter,
 * because no card is played after it (the game ends by a concession or
 * the line stops).  Returns 1 with @card set, 0 for a card that does not
 * matter, -1 (with @error) otherwise. */
static gint
resolve_hidden (const PlSkatState *state,
                guint              seat,
                GPtrArray         *list,
                guint              i,
                guint              index,
                PlCard            *card,
                GError           **error)
{
  PlCardSet later = 0, candidates;
  gboolean more_cards = FALSE;

  for (guint k = i + 2; k + 1 < list->len; k += 2)
    {
      const char *actor = list->pdata[k];
      const char *token = list->pdata[k + 1];
      PlCard c;

      if (strcmp (token, "??") == 0)
        more_cards = TRUE;
      else if (pl_card_from_string (token, &c))
        {
          more_cards = TRUE;
          if (strcmp (actor, list->pdata[i]) == 0)
            later = pl_cardset_add (later, c);
        }
    }
  candidates = pl_skat_legal_cards (state, seat) & ~later;
  if (pl_cardset_count (candidates) == 1)
    {
      *card = pl_cardset_first (candidates);
      return 1;
    }
  if (!more_cards && candidates != 0)
    return 0;
  iss_error (error, PL_RECORD_ERROR_SYNTAX,
             _("move %u “%s ??”: the hidden card cannot be told from the rest of the game"),
             index, (const char *) list->pdata[i]);
  return -1;
}

static gboolean
parse_moves (PlDealRecord  *deal,
             const char    *mv,
             GError       **error)
{
  g_auto(GStrv) tokens = g_strsplit_set (mv, " \t", -1);
  g_autoptr(GPtrArray) list = g_ptr_array_new ();
  PlSkatState state;
  PlCard pack[32];
  g_autoptr(GError) local = NULL;
  guint i;

  for (i = 0; tokens[i] != NULL; i++)
    if (tokens[i][0] != '\0')
      g_ptr_array_add (list, tokens[i]);
  if (list->len < 2 || strcmp (list->pdata[0], "w") != 0)
    return iss_error (error, PL_RECORD_ERROR_SYNTAX, _("MV does not begin with the deal “w …”"));
  if (parse_dotted_cards (list->pdata[1], pack, 32) != 32)
    return iss_error (error, PL_RECORD_ERROR_BAD_DEAL, _("the deal is not 32 cards"));

  /* Seat 2 deals: seat 0 is forehand, ISS's P0.  deal() checks that the
   * pack is the 32 cards. */
  memcpy (deal->pack, pack, sizeof pack);
  deal->n_cards = 32;
  deal->dealer = 2;
  if (!pl_skat_game.deal (&state, deal->options, deal->dealer, deal->pack, 32, &local))
    return iss_error (error, PL_RECORD_ERROR_BAD_DEAL, "%s", local->message);

  for (i = 2; i < list->len; i += 2)
    {
      const char *actor = list->pdata[i];
      const char *token = i + 1 < list->len ? list->pdata[i + 1] : NULL;
      guint index = i / 2;
      gboolean server = strcmp (actor, "w") == 0;
      PlMove move;
      guint seat;

      if (token == NULL)
        return iss_error (error, PL_RECORD_ERROR_TRUNCATED,
                          _("move %u “%s” has no move"), index, actor);
      if (pl_skat_game.is_terminal (&state))
        {
          /* Played on after the rules ended the deal: kept as it was, for
           * writing it again. */
          g_autoptr(GPtrArray) tail = g_ptr_array_new ();
          g_autofree char *rest = NULL;

          for (guint k = i; k < list->len; k++)
            g_ptr_array_add (tail, list->pdata[k]);
          g_ptr_array_add (tail, NULL);
          rest = g_strjoinv (" ", (char **) tail->pdata);
          g_hash_table_insert (deal->tags, g_strdup ("X-ISS-Rest"), g_steal_pointer (&rest));
          break;
        }
      if (server && abandon_position (token) >= 0)
        {
          /* "w LE.1", "w TI.0": the deal is abandoned (pl-skat.h). */
          move = pl_move_new (PL_MOVE_CONCEDE,
                              pl_skat_get_position_seat (&state, abandon_position (token)));
          move.arg = token[0] == 'T' ? PL_SKAT_CONCEDE_TIMEOUT : PL_SKAT_CONCEDE_LEFT;
          if (!append_move (deal, &state, &move, index, actor, token, error))
            return FALSE;
          continue;
        }
      if (server)
        {
          /* The server shows the skat after a pick-up ("??.??" to a
           * viewer who may not see it). */
          PlCard skat[2];

          if (state.phase != PL_SKAT_PHASE_DISCARD ||
              (strcmp (token, "??.??") != 0 &&
               (parse_dotted_cards (token, skat, 2) != 2 ||
                (PL_CARDSET_BIT (skat[0]) | PL_CARDSET_BIT (skat[1])) != state.dealt_skat)))
            return iss_error (error, PL_RECORD_ERROR_SYNTAX,
                              _("move %u “%s %s” is not the skat"), index, actor, token);
          if (strcmp (token, "??.??") == 0)
            g_hash_table_insert (deal->tags, g_strdup ("X-ISS-Skat"), g_strdup ("??.??"));
          continue;
        }
      if (strlen (actor) != 1 || actor[0] < '0' || actor[0] > '2')
        return iss_error (error, PL_RECORD_ERROR_SYNTAX,
                          _("move %u: “%s” is not a player"), index, actor);
      seat = pl_skat_get_position_seat (&state, actor[0] - '0');

      if (is_show_cards (token))
        {
          move = pl_move_new (PL_MOVE_CLAIM, seat);
          /* The cards shown, if the line gives them, are the declarer's
           * hand: kept only for writing the line again. */
          if (token[2] != '\0')
            g_hash_table_insert (deal->tags, g_strdup ("X-ISS-SC"), g_strdup (token));
        }
      else if (strcmp (token, "RE") == 0)
        {
          move = pl_move_new (PL_MOVE_CONCEDE, seat);
          move.arg = PL_SKAT_CONCEDE_RESIGN;
        }
      else if (state.phase == PL_SKAT_PHASE_BIDDING)
        {
          guint64 value;

          if (strcmp (token, "p") == 0)
            move = pl_move_new (PL_MOVE_PASS, seat);
          else if (strcmp (token, "y") == 0)
            {
              move = pl_move_new (PL_MOVE_HOLD, seat);
              move.value = state.bid;
            }
          else if (g_ascii_string_to_unsigned (token, 10, 1, 999, &value, NULL))
            {
              move = pl_move_new (PL_MOVE_BID, seat);
              move.value = value;
            }
          else
            return iss_error (error, PL_RECORD_ERROR_SYNTAX,
                              _("move %u “%s %s” is not a bid"), index, actor, token);
        }
      else if ((state.phase == PL_SKAT_PHASE_SKAT) && strcmp (token, "s") == 0)
        move = pl_move_new (PL_MOVE_PICKUP, seat);
      else if (state.phase == PL_SKAT_PHASE_SKAT || state.phase == PL_SKAT_PHASE_DISCARD)
        {
          g_autofree char *joined = NULL;

          /* Older lines put the two cards away in a move of their own
           * after the declaration: "2 D 2 D9.DQ". */
          if (state.phase == PL_SKAT_PHASE_DISCARD && strchr (token, '.') == NULL &&
              i + 3 < list->len && strcmp (list->pdata[i + 2], actor) == 0 &&
              strchr (list->pdata[i + 3], '.') != NULL)
            {
              joined = g_strconcat (token, ".", list->pdata[i + 3], NULL);
              token = joined;
              i += 2;
            }
          if (!parse_declaration (deal, &state, seat, index, actor, token, error))
            return FALSE;
          continue;
        }
      else if (strcmp (token, "??") == 0)
        {
          gint known;

          move = pl_move_new (PL_MOVE_PLAY, seat);
          known = resolve_hidden (&state, seat, list, i, index, &move.card, error);
          if (known < 0)
            return FALSE;
          if (known == 0)
            {
              note_hidden (deal, deal->moves->len, actor[0] - '0');
              continue;
            }
          note_hidden (deal, deal->moves->len, -1);
        }
      else
        {
          move = pl_move_new (PL_MOVE_PLAY, seat);
          if (!pl_card_from_string (token, &move.card))
            return iss_error (error, PL_RECORD_ERROR_SYNTAX,
                              _("move %u “%s %s” is not a card"), index, actor, token);
        }
      if (!append_move (deal, &state, &move, index, actor, token, error))
        return FALSE;
    }
  return TRUE;
}

/* The server's result field for a finished deal (jskat's notes of the
 * server's source give the fields: "d:" declarer, win/loss or penalty,
 * "v:" value, "m:" matadors, overbid/bidok, "p:" and "t:" the declarer's
 * card points and tricks, "s:" and "z:" Schneider and Schwarz, "p0:" …
 * "p2:" penalties, "l:" who left, "to:" who timed out, "r:" resigned).
 * FALSE while the deal is not over. */
static gboolean
format_result (const PlSkatState *state,
               GString           *out)
{
  PlSkatOutcome o;
  gint left = -1, timeout = -1;
  gint penalty[3] = { 0, 0, 0 };

  if (!pl_skat_game.is_terminal (state))
    return FALSE;
  pl_skat_get_outcome (state, &o);
  if (o.passed)
    {
      g_string_append (out, "passed");
      return TRUE;
    }
  if (o.abandoned_by >= 0)
    {
      gint pos = pl_skat_get_seat_position (state, o.abandoned_by);

      if (o.abandon_reason == PL_SKAT_CONCEDE_TIMEOUT)
        timeout = pos;
      else
        left = pos;
    }
  for (guint p = 0; p < 3; p++)
    penalty[p] = o.penalty[pl_skat_get_position_seat (state, p)];
  if (o.end == PL_SKAT_END_ABANDONED)
    g_string_append (out, "d:-1 penalty v:0 m:0 bidok p:0 t:0 s:0 z:0");
  else
    g_string_append_printf (out, "d:%d %s v:%d m:%d %s p:%u t:%u s:%d z:%d",
                            pl_skat_get_seat_position (state, o.declarer),
                            o.won ? "win" : "loss", o.value, o.matadors,
                            o.overbid ? "overbid" : "bidok",
                            o.declarer_points, o.declarer_tricks,
                            o.schneider, o.schwarz);
  g_string_append_printf (out, " p0:%d p1:%d p2:%d l:%d to:%d r:%d",
                          penalty[0], penalty[1], penalty[2], left, timeout,
                          o.end != PL_SKAT_END_PLAYED && o.end != PL_SKAT_END_ABANDONED &&
                          o.abandoned_by < 0);
  return TRUE;
}

PlDealRecord *
pl_iss_parse_line (const char  *line,
                   GError     **error)
{
  g_autoptr(GHashTable) props = NULL;
  g_autoptr(PlDealRecord) deal = NULL;
  GHashTableIter iter;
  gpointer key, value;
  const char *mv;
  PlCard pack[32];
  guint n_pack;

  g_return_val_if_fail (line != NULL, NULL);

  if (strlen (line) > MAX_LINE)
    {
      iss_error (error, PL_RECORD_ERROR_TOO_LARGE, _("the line is too long"));
      return NULL;
    }
  props = parse_properties (line, error);
  if (props == NULL)
    return NULL;
  if (g_strcmp0 (g_hash_table_lookup (props, "GM"), "Skat") != 0)
    {
      iss_error (error, PL_RECORD_ERROR_SYNTAX, _("it is not a Skat game (GM[Skat])"));
      return NULL;
    }
  mv = g_hash_table_lookup (props, "MV");
  if (mv == NULL)
    {
      iss_error (error, PL_RECORD_ERROR_TRUNCATED, _("it has no moves (MV[…])"));
      return NULL;
    }

  /* A placeholder deal; parse_moves() puts the real pack in. */
  n_pack = pl_skat_game.pack (NULL, pack);
  deal = pl_deal_record_new_from_pack (&pl_skat_game, NULL, 2, pack, n_pack, error);
  if (deal == NULL)
    return NULL;
  if (!parse_moves (deal, mv, error))
    return NULL;

  /* Lines of the older server have no CO[]: written again without it. */
  if (!g_hash_table_contains (props, "CO"))
    g_hash_table_insert (deal->tags, g_strdup ("X-ISS-CO-Absent"), g_strdup ("yes"));
  g_hash_table_iter_init (&iter, props);
  while (g_hash_table_iter_next (&iter, &key, &value))
    {
      const char *name = key, *text = value;

      if (strcmp (name, "GM") == 0 || strcmp (name, "MV") == 0)
        continue;
      if (name[0] == 'P' && name[1] >= '0' && name[1] <= '2' && name[2] == '\0')
        {
          if (text[0] != '\0')
            deal->seat_names[name[1] - '0'] = g_strdup (text);
          continue;
        }
      if (text[0] == '\0')
        continue;
      if (strcmp (name, "R") == 0)
        {
          /* A result the rules write the same is written again from
           * them; another (an unfinished game, a line played on after
           * the end, an older server's fields) is kept as it was. */
          g_autoptr(GString) ours = g_string_new (NULL);
          g_autofree PlSkatState *state = pl_deal_record_replay (deal, G_MAXUINT, NULL);

          if (state == NULL || g_hash_table_contains (deal->tags, "X-ISS-Rest") ||
              !format_result (state, ours) || strcmp (ours->str, text) != 0)
            g_hash_table_insert (deal->tags, g_strdup ("X-ISS-R"), g_strdup (text));
          continue;
        }
      if (strcmp (name, "PC") == 0)
        g_hash_table_insert (deal->tags, g_strdup ("Site"), g_strdup (text));
      else if (strcmp (name, "DT") == 0)
        g_hash_table_insert (deal->tags, g_strdup ("Date"), g_strdup (text));
      else
        g_hash_table_insert (deal->tags, g_strconcat ("X-ISS-", name, NULL), g_strdup (text));
    }
  return g_steal_pointer (&deal);
}

/* Writing ---------------------------------------------------------------- */

static void
append_dotted (GString   *out,
               PlCardSet  set)
{
  PlCard card;
  char buf[3];

  PL_CARDSET_FOREACH (set, card)
    {
      pl_card_to_string (card, buf);
      g_string_append_printf (out, ".%s", buf);
    }
}

static void
append_property (GString    *out,
                 const char *name,
                 const char *value)
{
  /* A "]" would end the property early: names and tags are free text. */
  g_string_append_printf (out, "%s[", name);
  for (const char *c = value ? value : ""; *c != '\0'; c++)
    g_string_append_c (out, *c == ']' || (guchar) *c < 0x20 ? '_' : *c);
  g_string_append_c (out, ']');
}

static const char *
tag (const PlDealRecord *deal,
     const char         *name)
{
  return g_hash_table_lookup (deal->tags, name);
}

/* The hidden cards noted by note_hidden(): whether move @index was shown
 * as "??", and the "??" that were not needed before move @index. */
static gboolean
hidden_shown (char  **hidden,
              guint   index)
{
  for (guint k = 0; hidden[k] != NULL; k++)
    {
      guint64 n;

      if (strchr (hidden[k], '+') == NULL &&
          g_ascii_string_to_unsigned (hidden[k], 10, 0, G_MAXUINT, &n, NULL) && n == index)
        return TRUE;
    }
  return FALSE;
}

static void
append_dropped_hidden (GString  *mv,
                       char    **hidden,
                       guint     index)
{
  for (guint k = 0; hidden[k] != NULL; k++)
    {
      const char *plus = strchr (hidden[k], '+');
      guint64 n;

      if (plus != NULL && plus[1] >= '0' && plus[1] <= '2' && plus[2] == '\0' &&
          sscanf (hidden[k], "%" G_GUINT64_FORMAT "+", &n) == 1 && n == index)
        g_string_append_printf (mv, " %c ??", plus[1]);
    }
}

char *
pl_iss_write_record (const PlRecord  *record,
                     GError         **error)
{
  g_autoptr(GString) out = NULL;

  g_return_val_if_fail (record != NULL, NULL);

  out = g_string_new (NULL);
  for (guint i = 0; i < record->deals->len; i++)
    {
      g_autofree char *line = pl_iss_write_line (g_ptr_array_index (record->deals, i), error);

      if (line == NULL)
        return NULL;
      g_string_append (out, line);
      g_string_append_c (out, '\n');
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

gboolean
pl_iss_deal_ended_early (const PlDealRecord *deal)
{
  g_return_val_if_fail (deal != NULL, FALSE);

  return g_hash_table_contains (deal->tags, "X-ISS-Rest");
}

char *
pl_iss_write_line (const PlDealRecord  *deal,
                   GError             **error)
{
  static const char letters[] = "CSHDGN";
  const PlSkatOptions *options;
  g_autoptr(GString) out = NULL;
  g_autoptr(GString) mv = NULL;
  PlSkatState state;
  char buf[3];
  g_auto(GStrv) hidden = NULL;

  g_return_val_if_fail (deal != NULL, NULL);

  if (deal->game != &pl_skat_game)
    {
      iss_error (error, PL_RECORD_ERROR_BAD_DEAL, _("only Skat games can be written"));
      return NULL;
    }
  options = deal->options;
  if (options->players != 3 || options->kontra || options->ramsch ||
      options->bock_deal > 0 || options->ramsch_deal)
    {
      iss_error (error, PL_RECORD_ERROR_BAD_DEAL,
                 _("the server plays three players without Kontra, Ramsch or Bock"));
      return NULL;
    }
  /* Irregular acts, remedies and calls have no ISS notation (pl-laws.h). */
  if (options->laws)
    {
      iss_error (error, PL_RECORD_ERROR_BAD_DEAL,
                 _("the server does not play by the book’s laws"));
      return NULL;
    }
  if (!pl_skat_game.deal (&state, options, deal->dealer, deal->pack, deal->n_cards, error))
    return NULL;

  hidden = g_strsplit (tag (deal, "X-ISS-Hidden") ? tag (deal, "X-ISS-Hidden") : "", " ", -1);
  mv = g_string_new ("w ");
  for (guint i = 0; i < 32; i++)
    {
      pl_card_to_string (deal->pack[i], buf);
      g_string_append_printf (mv, "%s%s", i ? "." : "", buf);
    }

  for (guint i = 0; i < deal->moves->len; i++)
    {
      const PlMove *move = &g_array_index (deal->moves, PlMove, i);
      gint pos = pl_skat_get_seat_position (&state, move->seat);
      g_autoptr(GError) local = NULL;

      if (!pl_skat_game.check_move (&state, move, &local))
        {
          iss_error (error, PL_RECORD_ERROR_ILLEGAL_MOVE, _("move %u: %s"), i + 1, local->message);
          return NULL;
        }
      append_dropped_hidden (mv, hidden, i);
      switch (move->kind)
        {
        case PL_MOVE_BID:
          g_string_append_printf (mv, " %d %u", pos, (guint) move->value);
          break;
        case PL_MOVE_HOLD:
          g_string_append_printf (mv, " %d y", pos);
          break;
        case PL_MOVE_PASS:
          g_string_append_printf (mv, " %d p", pos);
          break;
        case PL_MOVE_PICKUP:
          g_string_append_printf (mv, " %d s w", pos);
          if (tag (deal, "X-ISS-Skat") != NULL)
            {
              g_string_append (mv, " ??.??");
              break;
            }
          pl_card_to_string (deal->pack[30], buf);
          g_string_append_printf (mv, " %s", buf);
          pl_card_to_string (deal->pack[31], buf);
          g_string_append_printf (mv, ".%s", buf);
          break;
        case PL_MOVE_HAND:
        case PL_MOVE_DISCARD:
          /* Written with the declaration. */
          break;
        case PL_MOVE_ANNOUNCE:
          {
            guint flags = move->flags;
            gboolean ouvert = (flags & PL_SKAT_FLAG_OUVERT) != 0;
            gboolean null = move->arg == PL_SKAT_NULL;

            g_string_append_printf (mv, " %d %c", pos, letters[move->arg]);
            /* ISS writes what is not implied: "GO", "CHZ", "NOH". */
            if ((flags & PL_SKAT_FLAG_HAND) && (null || !ouvert))
              g_string_append_c (mv, 'H');
            if ((flags & PL_SKAT_FLAG_SCHNEIDER) && !(flags & PL_SKAT_FLAG_SCHWARZ))
              g_string_append_c (mv, 'S');
            if ((flags & PL_SKAT_FLAG_SCHWARZ) && !ouvert)
              g_string_append_c (mv, 'Z');
            if (ouvert)
              g_string_append_c (mv, 'O');
            if (state.picked_up && tag (deal, "X-ISS-Discard") != NULL)
              g_string_append (mv, tag (deal, "X-ISS-Discard"));
            else if (state.picked_up)
              append_dotted (mv, state.skat);
          }
          break;
        case PL_MOVE_PLAY:
          pl_card_to_string (move->card, buf);
          g_string_append_printf (mv, " %d %s", pos,
                                  hidden_shown (hidden, i) ? "??" : buf);
          break;
        case PL_MOVE_CLAIM:
          g_string_append_printf (mv, " %d %s", pos,
                                  tag (deal, "X-ISS-SC") ? tag (deal, "X-ISS-SC") : "SC");
          break;
        case PL_MOVE_CONCEDE:
          if (move->arg == PL_SKAT_CONCEDE_RESIGN)
            g_string_append_printf (mv, " %d RE", pos);
          else
            g_string_append_printf (mv, " w %s.%d",
                                    move->arg == PL_SKAT_CONCEDE_TIMEOUT ? "TI" : "LE", pos);
          break;
        default:
          iss_error (error, PL_RECORD_ERROR_BAD_DEAL,
                     _("move %u cannot be written for the server"), i + 1);
          return NULL;
        }
      pl_skat_game.apply (&state, move);
    }
  append_dropped_hidden (mv, hidden, deal->moves->len);
  if (tag (deal, "X-ISS-Rest") != NULL)
    g_string_append_printf (mv, " %s", tag (deal, "X-ISS-Rest"));
  g_string_append_c (mv, ' ');

  out = g_string_new ("(;");
  append_property (out, "GM", "Skat");
  append_property (out, "PC", tag (deal, "Site") ? tag (deal, "Site") : "Parlour");
  if (tag (deal, "X-ISS-CO-Absent") == NULL)
    append_property (out, "CO", tag (deal, "X-ISS-CO"));
  if (tag (deal, "X-ISS-SE"))
    append_property (out, "SE", tag (deal, "X-ISS-SE"));
  if (tag (deal, "X-ISS-ID"))
    append_property (out, "ID", tag (deal, "X-ISS-ID"));
  if (tag (deal, "Date"))
    append_property (out, "DT", tag (deal, "Date"));
  for (guint p = 0; p < 3; p++)
    {
      char name[3] = { 'P', (char) ('0' + p), '\0' };

      append_property (out, name, deal->seat_names[pl_skat_get_position_seat (&state, p)]);
    }
  for (guint p = 0; p < 3; p++)
    {
      char name[3] = { 'R', (char) ('0' + p), '\0' };
      g_autofree char *key = g_strconcat ("X-ISS-", name, NULL);

      append_property (out, name, tag (deal, key));
    }
  append_property (out, "MV", mv->str);

  if (tag (deal, "X-ISS-R") != NULL)
    append_property (out, "R", tag (deal, "X-ISS-R"));
  else
    {
      g_autoptr(GString) result = g_string_new (NULL);

      if (tag (deal, "X-ISS-Rest") != NULL || !format_result (&state, result))
        {
          iss_error (error, PL_RECORD_ERROR_TRUNCATED, _("the game is not finished"));
          return NULL;
        }
      append_property (out, "R", result->str);
    }
  g_string_append (out, " ;)");
  return g_string_free (g_steal_pointer (&out), FALSE);
}
