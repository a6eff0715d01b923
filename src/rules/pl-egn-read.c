/* pl-egn-read.c — reading EGN: the JSON checked member by member, the
 * ruleset turned into options, each deal handed to the rebuilder
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-egn"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "pl-egn.h"
#include "pl-egn-private.h"

G_DEFINE_QUARK (pl-egn-error-quark, pl_egn_error)

/* The biggest EGN file read: the schema's own limits (100 deals, short
 * strings) stay far below it. */
#define MAX_FILE (8 * 1024 * 1024)

gboolean
pl_egn_fail (GError    **error,
             PlEgnError  code,
             const char *filename,
             const char *path,
             const char *format,
             ...)
{
  g_autofree char *what = NULL;
  va_list args;

  if (error == NULL || *error != NULL)
    return FALSE;
  va_start (args, format);
  what = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error (error, PL_EGN_ERROR, code, "%s: %s: %s", filename, path, what);
  return FALSE;
}

gboolean
pl_egn_card_from_string (const char *text,
                         PlCard     *card)
{
  static const char ranks[] = "789TJQKA";
  static const char suits[] = "cshd";     /* PlSuit order */
  const char *r, *s;

  if (text == NULL)
    return FALSE;
  if (strcmp (text, "B") == 0)
    *card = PL_CARD_JOKER;
  else if (strcmp (text, "R") == 0)
    *card = PL_EGN_RIGHT;
  else if (strcmp (text, "L") == 0)
    *card = PL_EGN_LEFT;
  else
    {
      char rank;

      if (strlen (text) != 2)
        return FALSE;
      rank = text[0] == 'N' ? '9' : text[0];
      r = strchr (ranks, rank);
      s = strchr (suits, g_ascii_tolower (text[1]));
      if (rank == '\0' || text[1] == '\0' || r == NULL || s == NULL)
        return FALSE;
      *card = PL_CARD (s - suits, PL_RANK_7 + (r - ranks));
    }
  return TRUE;
}

void
pl_egn_card_to_string (PlCard card,
                       char   buf[3])
{
  if (card == PL_CARD_JOKER)
    {
      buf[0] = 'B';
      buf[1] = '\0';
      return;
    }
  buf[0] = pl_rank_to_char (PL_CARD_RANK (card));
  buf[1] = "cshd"[PL_CARD_SUIT (card) & 3];
  buf[2] = '\0';
}

void
pl_egn_deal_in_clear (PlEgnDealIn *in)
{
  for (guint i = 0; i < PL_EGN_MAX_CALLS; i++)
    g_free (in->call_paths[i]);
  for (guint i = 0; i < PL_EUCHRE_N_TRICKS; i++)
    g_free (in->trick_paths[i]);
  g_free (in->defender_path);
  g_free (in->discard_path);
  g_free (in->give_path);
  g_free (in->bidding_path);
  g_free (in->path);
  memset (in, 0, sizeof *in);
}

static void
egn_deal_free (gpointer data)
{
  PlEgnDeal *deal = data;

  g_free (deal->extra);
  g_free (deal);
}

PlEgnGame *
pl_egn_game_alloc (void)
{
  PlEgnGame *game = g_new0 (PlEgnGame, 1);

  game->record = pl_record_new ();
  game->deals = g_ptr_array_new_with_free_func (egn_deal_free);
  return game;
}

void
pl_egn_game_free (PlEgnGame *game)
{
  if (game == NULL)
    return;
  pl_record_free (game->record);
  g_ptr_array_unref (game->deals);
  g_free (game->version);
  g_free (game->game_id);
  g_free (game->title);
  g_free (game->description);
  g_free (game->date);
  g_free (game->players);
  g_free (game->team_names);
  g_free (game);
}

gboolean
pl_egn_sniff (const char *text,
              gsize       length)
{
  for (gsize i = 0; i < length; i++)
    {
      /* A byte order mark may come first. */
      if (i == 0 && length >= 3 && memcmp (text, "\xef\xbb\xbf", 3) == 0)
        {
          i = 2;
          continue;
        }
      if (!g_ascii_isspace (text[i]))
        return text[i] == '{';
    }
  return FALSE;
}

/* Reading members ---------------------------------------------------------- */

typedef struct {
  const char *filename;
  GError    **error;
} Reader;

static char *
path_key (const char *path,
          const char *key)
{
  return g_strdup_printf ("%s.%s", path, key);
}

static char *
path_index (const char *path,
            guint       index)
{
  return g_strdup_printf ("%s[%u]", path, index);
}

static gboolean
format_error (Reader     *r,
              const char *path,
              const char *format,
              ...) G_GNUC_PRINTF (3, 4);

static gboolean
format_error (Reader     *r,
              const char *path,
              const char *format,
              ...)
{
  g_autofree char *what = NULL;
  va_list args;

  va_start (args, format);
  what = g_strdup_vprintf (format, args);
  va_end (args);
  return pl_egn_fail (r->error, PL_EGN_ERROR_FORMAT, r->filename, path, "%s", what);
}

/* Every member of @object must be one of @allowed (the schema says
 * additionalProperties: false everywhere). */
static gboolean
check_members (Reader             *r,
               const PlJsonNode   *object,
               const char         *path,
               const char * const *allowed)
{
  for (guint i = 0; i < object->n_children; i++)
    {
      const char *key = object->members[i].key;
      gboolean ok = FALSE;

      for (guint k = 0; allowed[k] != NULL && !ok; k++)
        ok = strcmp (allowed[k], key) == 0;
      if (!ok)
        return format_error (r, path, _("“%s” is not a member EGN knows here"), key);
    }
  return TRUE;
}

/* The member @key of @object, of @type; NULL and no error when it is
 * absent and not @required. */
static const PlJsonNode *
member (Reader           *r,
        const PlJsonNode *object,
        const char       *path,
        const char       *key,
        PlJsonType        type,
        gboolean          required)
{
  const PlJsonNode *node = pl_json_object_get (object, key);
  g_autofree char *where = NULL;

  if (node == NULL)
    {
      if (required)
        format_error (r, path, _("the member “%s” is missing"), key);
      return NULL;
    }
  if (node->type != type)
    {
      where = path_key (path, key);
      format_error (r, where, _("must be %s, not %s"), pl_json_type_name (type),
                    pl_json_type_name (node->type));
      return NULL;
    }
  return node;
}

static gboolean
integer_value (Reader           *r,
               const PlJsonNode *node,
               const char       *path,
               gint64            min,
               gint64            max,
               gint64           *value)
{
  if (node->type != PL_JSON_NUMBER || !node->is_integer)
    return format_error (r, path, _("must be a whole number"));
  if (node->integer < min || node->integer > max)
    return format_error (r, path, _("must be from %lld to %lld"),
                         (long long) min, (long long) max);
  *value = node->integer;
  return TRUE;
}

/* An optional integer member, @fallback when absent. */
static gboolean
integer_member (Reader           *r,
                const PlJsonNode *object,
                const char       *path,
                const char       *key,
                gint64            min,
                gint64            max,
                gint64            fallback,
                gint64           *value)
{
  const PlJsonNode *node = pl_json_object_get (object, key);
  g_autofree char *where = path_key (path, key);

  *value = fallback;
  if (node == NULL)
    return TRUE;
  return integer_value (r, node, where, min, max, value);
}

static gboolean
boolean_member (Reader           *r,
                const PlJsonNode *object,
                const char       *path,
                const char       *key,
                gboolean          fallback,
                gboolean         *value)
{
  const PlJsonNode *node = member (r, object, path, key, PL_JSON_BOOLEAN, FALSE);

  *value = node != NULL ? node->boolean : fallback;
  return node != NULL || pl_json_object_get (object, key) == NULL;
}

static char *
string_member (Reader           *r,
               const PlJsonNode *object,
               const char       *path,
               const char       *key,
               gboolean         *ok)
{
  const PlJsonNode *node = member (r, object, path, key, PL_JSON_STRING, FALSE);

  *ok = node != NULL || pl_json_object_get (object, key) == NULL;
  return node != NULL ? g_strdup (node->string) : NULL;
}

static gboolean
card_value (Reader           *r,
            const PlJsonNode *node,
            const char       *path,
            PlCard           *card)
{
  if (node->type != PL_JSON_STRING)
    return format_error (r, path, _("must be a card, a string like “Jd”"));
  if (!pl_egn_card_from_string (node->string, card))
    {
      if (strchr (node->string, 'X') != NULL || strchr (node->string, 'x') != NULL ||
          strpbrk (node->string, "tngh") != NULL)
        return pl_egn_fail (r->error, PL_EGN_ERROR_UNSUPPORTED, r->filename, path,
                            _("“%s” is an unknown or generic card: only games of known "
                              "cards can be replayed"), node->string);
      return format_error (r, path, _("“%s” is not a card (rank 9 T J Q K A, or 7 8, "
                                      "then suit c d h s, as in “Jd”)"), node->string);
    }
  return TRUE;
}

/* Metadata and ruleset ------------------------------------------------------- */

static gboolean
read_score (Reader           *r,
            const PlJsonNode *metadata,
            const char       *path,
            const char       *key,
            gboolean          required,
            gboolean         *present,
            guint             score[2])
{
  const PlJsonNode *node = member (r, metadata, path, key, PL_JSON_ARRAY, required);
  g_autofree char *where = path_key (path, key);

  *present = node != NULL;
  if (node == NULL)
    return !required && pl_json_object_get (metadata, key) == NULL;
  if (node->n_children != 2)
    return format_error (r, where, _("must be two scores, of seats 0 and 2 and of seats 1 and 3"));
  for (guint i = 0; i < 2; i++)
    {
      g_autofree char *item = path_index (where, i);
      gint64 value;

      if (!integer_value (r, node->items[i], item, 0, 1000, &value))
        return FALSE;
      score[i] = (guint) value;
    }
  return TRUE;
}

static gboolean
unsupported_rule (Reader     *r,
                  const char *path,
                  const char *key,
                  const char *why)
{
  g_autofree char *where = path_key (path, key);

  return pl_egn_fail (r->error, PL_EGN_ERROR_UNSUPPORTED, r->filename, where,
                      _("Parlour does not play this rule: %s"), why);
}

static gboolean
read_ruleset (Reader           *r,
              const PlJsonNode *metadata,
              const char       *metadata_path,
              PlEuchreOptions  *options)
{
  static const char *const allowed[] = {
    "std", "min_rank", "winning_score", "num_deals", "canadian", "loner_lead",
    "loner_march_score", "loner_euchred_score", "defend_alone", "farmers",
    "partners_best", "go_under", "joker", "num_players", "allow_no_trump",
    "fast_break", "four_trick_tokens", NULL,
  };
  static const char *const refused[] = {
    "farmers", "go_under", "allow_no_trump", "fast_break", "four_trick_tokens",
  };
  const PlJsonNode *rules = member (r, metadata, metadata_path, "ruleset", PL_JSON_OBJECT, FALSE);
  g_autofree char *path = path_key (metadata_path, "ruleset");
  gint64 min_rank, winning, deals, players, march, euchred;
  gboolean std, canadian, defend, best, joker, flag, ok;
  g_autofree char *lead = NULL;

  pl_game_options_init (&pl_euchre_game, options);
  if (rules == NULL && pl_json_object_get (metadata, "ruleset") != NULL)
    return FALSE;
  if (rules != NULL && !check_members (r, rules, path, allowed))
    return FALSE;

  /* The schema's defaults when a member (or the ruleset) is absent. */
  if (!boolean_member (r, rules, path, "std", TRUE, &std) ||
      !integer_member (r, rules, path, "min_rank", 0, 14, 9, &min_rank) ||
      !integer_member (r, rules, path, "winning_score", 0, 1000, 10, &winning) ||
      !integer_member (r, rules, path, "num_deals", 0, 1000, 0, &deals) ||
      !boolean_member (r, rules, path, "canadian", FALSE, &canadian) ||
      !integer_member (r, rules, path, "loner_march_score", -100, 100, 4, &march) ||
      !integer_member (r, rules, path, "loner_euchred_score", -100, 100, 2, &euchred) ||
      !boolean_member (r, rules, path, "defend_alone", FALSE, &defend) ||
      !boolean_member (r, rules, path, "partners_best", FALSE, &best) ||
      !boolean_member (r, rules, path, "joker", FALSE, &joker) ||
      !integer_member (r, rules, path, "num_players", 0, 10, 4, &players))
    return FALSE;
  lead = string_member (r, rules, path, "loner_lead", &ok);
  if (!ok)
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (refused); i++)
    {
      if (!boolean_member (r, rules, path, refused[i], FALSE, &flag))
        return FALSE;
      if (flag)
        return unsupported_rule (r, path, refused[i], refused[i]);
    }

  if (players != 4)
    return unsupported_rule (r, path, "num_players", _("Euchre is played by four here"));
  if (deals != 0)
    return unsupported_rule (r, path, "num_deals", _("a fixed number of deals"));
  if (march != 4)
    return unsupported_rule (r, path, "loner_march_score",
                             _("a lone march scores 4"));
  if (euchred != 2 && euchred != 4)
    return unsupported_rule (r, path, "loner_euchred_score",
                             _("a lone hand euchred scores 2 or 4"));
  if (min_rank != 9 && min_rank != 7)
    return unsupported_rule (r, path, "min_rank", _("the pack is 9 to ace or 7 to ace"));
  if (winning != 5 && winning != 7 && winning != 10 && winning != 11)
    return unsupported_rule (r, path, "winning_score", _("a game is 5, 7, 10 or 11 points"));
  if (lead != NULL && strcmp (lead, "LEFT_OF_DEALER") != 0 && strcmp (lead, "LEFT_OF_LONER") != 0)
    {
      g_autofree char *where = path_key (path, "loner_lead");
      return format_error (r, where, _("is LEFT_OF_DEALER or LEFT_OF_LONER"));
    }

  options->stick = std;
  options->pack = min_rank == 7 ? 32 : 24;
  options->game = (guint8) winning;
  options->assist = canadian ? PL_EUCHRE_ASSIST_ALONE : PL_EUCHRE_ASSIST_FREE;
  options->lead = g_strcmp0 (lead, "LEFT_OF_LONER") == 0 ? PL_EUCHRE_LEAD_LONER
                                                         : PL_EUCHRE_LEAD_DEALER;
  options->lone_euchre = (guint8) euchred;
  options->defend_alone = defend;
  options->exchange = best;
  options->joker = joker;
  return TRUE;
}

static gboolean
read_players (Reader           *r,
              const PlJsonNode *metadata,
              const char       *metadata_path,
              PlEgnGame        *game,
              char             *names[4])
{
  const PlJsonNode *players = member (r, metadata, metadata_path, "players", PL_JSON_ARRAY, TRUE);
  g_autofree char *path = path_key (metadata_path, "players");
  gboolean plain = TRUE;

  if (players == NULL)
    return FALSE;
  if (players->n_children > 4)
    return format_error (r, path, _("Euchre has four players, not %u"), players->n_children);
  for (guint i = 0; i < players->n_children; i++)
    {
      const PlJsonNode *p = players->items[i];
      g_autofree char *where = path_index (path, i);
      const PlJsonNode *name;

      if (p->type == PL_JSON_STRING)
        {
          names[i] = g_strdup (p->string);
          continue;
        }
      if (p->type != PL_JSON_OBJECT)
        return format_error (r, where, _("a player is a name or an object with a name"));
      name = member (r, p, where, "name", PL_JSON_STRING, TRUE);
      if (name == NULL)
        return FALSE;
      names[i] = g_strdup (name->string);
      plain = FALSE;
    }
  /* Players with ids from other sites are kept as written. */
  if (!plain)
    {
      GString *out = g_string_new (NULL);

      pl_json_append_node (out, players);
      game->players = g_string_free (out, FALSE);
    }
  return TRUE;
}

/* Deals ---------------------------------------------------------------------- */

/* Analysis (annotations, alternative lines) is not replayed but kept as
 * written, as "key":value members, for writing the game back. */
static void
keep_extra (GString          *extra,
            const PlJsonNode *object,
            const char       *key)
{
  const PlJsonNode *node = pl_json_object_get (object, key);

  if (node == NULL)
    return;
  if (extra->len > 0)
    g_string_append_c (extra, ',');
  pl_json_append_string (extra, key);
  g_string_append_c (extra, ':');
  pl_json_append_node (extra, node);
}

static gboolean
read_bidding (Reader           *r,
              const PlJsonNode *phase,
              const char       *path,
              PlEgnDealIn      *in,
              GString          *extra)
{
  static const char *const allowed[] = {
    "phaseNumber", "type", "calls", "isAlone", "aloneDefender", "discard",
    "cardExchanges", "callAnnotations", NULL,
  };
  const PlJsonNode *calls, *node;
  g_autofree char *calls_path = path_key (path, "calls");
  gint64 defender;

  if (!check_members (r, phase, path, allowed))
    return FALSE;
  calls = member (r, phase, path, "calls", PL_JSON_ARRAY, TRUE);
  if (calls == NULL)
    return FALSE;
  if (calls->n_children > PL_EGN_MAX_CALLS)
    return format_error (r, calls_path, _("more than eight calls"));
  in->bidding_path = g_strdup (path);
  in->made = -1;
  for (guint i = 0; i < calls->n_children; i++)
    {
      const PlJsonNode *call = calls->items[i];
      g_autofree char *where = path_index (calls_path, i);
      guint seat = in->up == PL_CARD_JOKER ? in->dealer : (in->dealer + 1 + i) & 3;
      PlMove move;
      PlSuit suit;

      if (call->type != PL_JSON_STRING)
        return format_error (r, where, _("a call is “Pass”, “Order” or a suit letter"));
      if (in->made >= 0)
        return format_error (r, where, _("a call after trumps were made"));
      if (strcmp (call->string, "Pass") == 0)
        move = pl_move_new (PL_MOVE_PASS, seat);
      else if (strcmp (call->string, "Order") == 0)
        move = pl_move_new (PL_MOVE_ORDER_UP, seat);
      else if (strlen (call->string) == 1 && strchr ("cshd", call->string[0]) != NULL &&
               pl_suit_from_char (g_ascii_toupper (call->string[0]), &suit))
        {
          move = pl_move_new (PL_MOVE_CALL, seat);
          move.arg = suit;
        }
      else if (strcmp (call->string, "n") == 0 || strcmp (call->string, "x") == 0)
        return pl_egn_fail (r->error, PL_EGN_ERROR_UNSUPPORTED, r->filename, where,
                            _("“%s” (no trumps or an unknown call) cannot be replayed"),
                            call->string);
      else
        return format_error (r, where, _("“%s” is not a call (“Pass”, “Order” or c d h s)"),
                             call->string);
      if (move.kind != PL_MOVE_PASS)
        in->made = i;
      in->calls[i] = move;
      in->call_paths[i] = g_steal_pointer (&where);
      in->n_calls++;
    }

  if (!boolean_member (r, phase, path, "isAlone", FALSE, &in->alone) ||
      !integer_member (r, phase, path, "aloneDefender", -1, 3, -1, &defender))
    return FALSE;
  in->defender = (gint) defender;
  in->defender_path = path_key (path, "aloneDefender");
  if (in->made >= 0 && in->alone)
    in->calls[in->made].flags = PL_EUCHRE_FLAG_ALONE;

  node = pl_json_object_get (phase, "discard");
  in->discard_path = path_key (path, "discard");
  if (node != NULL)
    {
      if (!card_value (r, node, in->discard_path, &in->discard))
        return FALSE;
      in->has_discard = TRUE;
    }

  node = member (r, phase, path, "cardExchanges", PL_JSON_ARRAY, FALSE);
  if (node == NULL && pl_json_object_get (phase, "cardExchanges") != NULL)
    return FALSE;
  if (node != NULL)
    {
      static const char *const ex_allowed[] = { "sender", "receiver", "cards", NULL };
      g_autofree char *ex_path = path_key (path, "cardExchanges");
      g_autofree char *where = path_index (ex_path, 0);
      const PlJsonNode *ex, *cards;

      if (node->n_children != 1 || node->items[0]->type != PL_JSON_OBJECT)
        return format_error (r, ex_path, _("one exchange: the card a lone player's partner gives him"));
      ex = node->items[0];
      if (!check_members (r, ex, where, ex_allowed))
        return FALSE;
      cards = member (r, ex, where, "cards", PL_JSON_ARRAY, TRUE);
      if (cards == NULL)
        return FALSE;
      g_free (in->give_path);
      in->give_path = path_key (where, "cards");
      if (cards->n_children != 1)
        return format_error (r, in->give_path, _("the partner gives one card"));
      if (!card_value (r, cards->items[0], in->give_path, &in->give))
        return FALSE;
      in->has_give = TRUE;
    }

  keep_extra (extra, phase, "callAnnotations");
  return TRUE;
}

static gboolean
read_tricks (Reader           *r,
             const PlJsonNode *phase,
             const char       *path,
             PlEgnDealIn      *in,
             GString          *extra)
{
  static const char *const allowed[] = {
    "phaseNumber", "type", "tricks", "isAlone", "playAnnotations", NULL,
  };
  const PlJsonNode *tricks;
  g_autofree char *tricks_path = path_key (path, "tricks");

  if (!check_members (r, phase, path, allowed))
    return FALSE;
  tricks = member (r, phase, path, "tricks", PL_JSON_ARRAY, TRUE);
  if (tricks == NULL)
    return FALSE;
  if (tricks->n_children > PL_EUCHRE_N_TRICKS)
    return format_error (r, tricks_path, _("a deal has five tricks, not %u"), tricks->n_children);
  in->has_play = TRUE;
  for (guint t = 0; t < tricks->n_children; t++)
    {
      const PlJsonNode *trick = tricks->items[t];

      in->trick_paths[t] = path_index (tricks_path, t);
      if (trick->type != PL_JSON_ARRAY || trick->n_children > PL_EUCHRE_N_SEATS)
        return format_error (r, in->trick_paths[t], _("a trick is an array of up to four cards"));
      for (guint c = 0; c < trick->n_children; c++)
        {
          g_autofree char *where = path_index (in->trick_paths[t], c);

          if (!card_value (r, trick->items[c], where, &in->tricks[t][c]))
            return FALSE;
        }
      in->n_cards[t] = trick->n_children;
      in->n_tricks++;
    }
  keep_extra (extra, phase, "playAnnotations");
  return TRUE;
}

static gboolean
read_deal (Reader           *r,
           const PlJsonNode *node,
           const char       *path,
           PlEgnDealIn      *in,
           PlEgnDeal        *out)
{
  static const char *const allowed[] = {
    "dealNumber", "initialState", "phases", "alternativeLines", NULL,
  };
  static const char *const state_allowed[] = { "dealer", "upCard", "playerCards", NULL };
  g_autoptr(GString) extra = g_string_new (NULL);
  const PlJsonNode *initial, *phases, *hands;
  g_autofree char *initial_path = path_key (path, "initialState");
  g_autofree char *phases_path = path_key (path, "phases");
  gint64 number, dealer;

  in->path = g_strdup (path);
  if (node->type == PL_JSON_STRING)
    return pl_egn_fail (r->error, PL_EGN_ERROR_UNSUPPORTED, r->filename, path,
                        _("a condensed (bit-packed) deal: expand the file first"));
  if (node->type != PL_JSON_OBJECT)
    return format_error (r, path, _("a deal is an object"));
  if (!check_members (r, node, path, allowed))
    return FALSE;
  if (!integer_member (r, node, path, "dealNumber", 0, 100000, 0, &number))
    return FALSE;
  in->number = out->number = (guint) number;

  initial = member (r, node, path, "initialState", PL_JSON_OBJECT, TRUE);
  if (initial == NULL || !check_members (r, initial, initial_path, state_allowed))
    return FALSE;
  if (member (r, initial, initial_path, "dealer", PL_JSON_NUMBER, TRUE) == NULL ||
      !integer_member (r, initial, initial_path, "dealer", 0, 3, 0, &dealer))
    return FALSE;
  in->dealer = (guint) dealer;
  {
    const PlJsonNode *up = member (r, initial, initial_path, "upCard", PL_JSON_STRING, TRUE);
    g_autofree char *where = path_key (initial_path, "upCard");

    if (up == NULL || !card_value (r, up, where, &in->up))
      return FALSE;
    if (in->up == PL_EGN_RIGHT || in->up == PL_EGN_LEFT)
      return format_error (r, where, _("the turned card cannot be a bower before trumps are made"));
  }
  hands = member (r, initial, initial_path, "playerCards", PL_JSON_ARRAY, FALSE);
  if (hands == NULL && pl_json_object_get (initial, "playerCards") != NULL)
    return FALSE;
  if (hands != NULL)
    {
      g_autofree char *hands_path = path_key (initial_path, "playerCards");

      if (hands->n_children != 4)
        return format_error (r, hands_path, _("four hands, of seats 0 to 3"));
      for (guint s = 0; s < 4; s++)
        {
          g_autofree char *where = path_index (hands_path, s);

          if (hands->items[s]->type != PL_JSON_ARRAY ||
              hands->items[s]->n_children != PL_EUCHRE_HAND)
            return format_error (r, where, _("a hand of five cards"));
          for (guint c = 0; c < PL_EUCHRE_HAND; c++)
            {
              g_autofree char *card_path = path_index (where, c);

              if (!card_value (r, hands->items[s]->items[c], card_path, &in->hands[s][c]))
                return FALSE;
            }
        }
      in->has_hands = out->player_cards = TRUE;
    }

  phases = member (r, node, path, "phases", PL_JSON_ARRAY, TRUE);
  if (phases == NULL)
    return FALSE;
  if (phases->n_children > 2)
    return format_error (r, phases_path, _("a deal has a bidding and a play, not %u phases"),
                         phases->n_children);
  for (guint i = 0; i < phases->n_children; i++)
    {
      const PlJsonNode *phase = phases->items[i];
      g_autofree char *where = path_index (phases_path, i);
      const PlJsonNode *type;

      if (phase->type != PL_JSON_OBJECT)
        return format_error (r, where, _("a phase is an object"));
      type = member (r, phase, where, "type", PL_JSON_STRING, TRUE);
      if (type == NULL)
        return FALSE;
      if (strcmp (type->string, "EUCHRE_BIDDING") == 0 && i == 0)
        {
          if (!read_bidding (r, phase, where, in, extra))
            return FALSE;
        }
      else if (strcmp (type->string, "TRICK_PLAY") == 0 && i == 1)
        {
          if (!read_tricks (r, phase, where, in, extra))
            return FALSE;
        }
      else
        return format_error (r, where, _("the phases are EUCHRE_BIDDING, then TRICK_PLAY"));
    }
  out->discard = in->has_discard;

  keep_extra (extra, node, "alternativeLines");
  if (extra->len > 0)
    out->extra = g_strdup (extra->str);
  return TRUE;
}

PlEgnGame *
pl_egn_parse (const char  *text,
              gsize        length,
              const char  *filename,
              GError     **error)
{
  static const char *const top_allowed[] = { "fileType", "version", "metadata", "deals", NULL };
  static const char *const metadata_allowed[] = {
    "gameId", "title", "description", "date", "players", "initialScore",
    "finalScore", "ruleset", "teamNames", NULL,
  };
  g_autoptr(GError) json_error = NULL;
  g_autoptr(PlJsonNode) root = NULL;
  g_autoptr(PlEgnGame) game = NULL;
  g_autofree gpointer previous = NULL;
  const PlJsonNode *node, *metadata, *deals;
  char *names[4] = { NULL, };
  PlEuchreOptions options;
  Reader r = { filename, error };
  guint final[2];
  gboolean ok;

  g_return_val_if_fail (text != NULL || length == 0, NULL);

  if (length > MAX_FILE)
    {
      g_set_error (error, PL_EGN_ERROR, PL_EGN_ERROR_JSON,
                   _("%s: the file is larger than %u MiB"), filename, MAX_FILE / (1024 * 1024));
      return NULL;
    }
  root = pl_json_parse (text, length, NULL, &json_error);
  if (root == NULL)
    {
      g_set_error (error, PL_EGN_ERROR, PL_EGN_ERROR_JSON, "%s:%s", filename, json_error->message);
      return NULL;
    }
  if (root->type != PL_JSON_OBJECT)
    {
      format_error (&r, "$", _("an EGN file is a JSON object"));
      return NULL;
    }
  if (!check_members (&r, root, "$", top_allowed))
    return NULL;
  node = member (&r, root, "$", "fileType", PL_JSON_STRING, TRUE);
  if (node == NULL)
    return NULL;
  if (strcmp (node->string, "Euchre Game Notation") != 0)
    {
      format_error (&r, "$.fileType", _("“%s” is not “Euchre Game Notation”"), node->string);
      return NULL;
    }

  game = pl_egn_game_alloc ();

  node = member (&r, root, "$", "version", PL_JSON_STRING, TRUE);
  if (node == NULL)
    return NULL;
  if (!g_regex_match_simple ("^1\\.[2-6](\\.[0-9]+)?$", node->string, 0, 0))
    {
      pl_egn_fail (error, PL_EGN_ERROR_UNSUPPORTED, filename, "$.version",
                   _("EGN version “%s” is not one this program reads (1.2 to 1.6)"),
                   node->string);
      return NULL;
    }
  game->version = g_strdup (node->string);

  metadata = member (&r, root, "$", "metadata", PL_JSON_OBJECT, TRUE);
  if (metadata == NULL || !check_members (&r, metadata, "$.metadata", metadata_allowed))
    return NULL;
  game->game_id = string_member (&r, metadata, "$.metadata", "gameId", &ok);
  if (ok)
    game->title = string_member (&r, metadata, "$.metadata", "title", &ok);
  if (ok)
    game->description = string_member (&r, metadata, "$.metadata", "description", &ok);
  if (ok)
    game->date = string_member (&r, metadata, "$.metadata", "date", &ok);
  if (!ok ||
      !read_score (&r, metadata, "$.metadata", "initialScore", TRUE, &ok, game->initial_score) ||
      !read_score (&r, metadata, "$.metadata", "finalScore", FALSE, &game->has_final_score,
                   game->final_score) ||
      !read_ruleset (&r, metadata, "$.metadata", &options) ||
      !read_players (&r, metadata, "$.metadata", game, names))
    {
      for (guint i = 0; i < 4; i++)
        g_free (names[i]);
      return NULL;
    }
  node = pl_json_object_get (metadata, "teamNames");
  if (node != NULL)
    {
      GString *out = g_string_new (NULL);

      pl_json_append_node (out, node);
      game->team_names = g_string_free (out, FALSE);
    }
  for (guint side = 0; side < 2; side++)
    if (game->initial_score[side] >= options.game)
      {
        for (guint i = 0; i < 4; i++)
          g_free (names[i]);
        format_error (&r, "$.metadata.initialScore", _("the game is over before the first deal"));
        return NULL;
      }

  deals = member (&r, root, "$", "deals", PL_JSON_ARRAY, TRUE);
  if (deals != NULL && deals->n_children > 1000)
    format_error (&r, "$.deals", _("more than 1000 deals"));
  for (guint i = 0; deals != NULL && *error == NULL && i < deals->n_children; i++)
    {
      g_autofree char *path = path_index ("$.deals", i);
      PlEgnDeal *out = g_new0 (PlEgnDeal, 1);
      PlEgnDealIn in = { 0, };
      PlDealRecord *deal = NULL;
      gpointer state = NULL;

      g_ptr_array_add (game->deals, out);
      if (read_deal (&r, deals->items[i], path, &in, out))
        deal = pl_egn_rebuild_deal (&in, &options, game, previous, &state, filename, error);
      pl_egn_deal_in_clear (&in);
      if (deal == NULL)
        break;
      for (guint s = 0; s < 4; s++)
        deal->seat_names[s] = g_strdup (names[s]);
      g_ptr_array_add (game->record->deals, deal);
      g_free (previous);
      previous = state;
    }
  for (guint i = 0; i < 4; i++)
    g_free (names[i]);
  if (deals == NULL || *error != NULL)
    return NULL;

  /* The tournament's own final score, where the file gives it, is what
   * the deals must add up to. */
  final[0] = game->initial_score[0];
  final[1] = game->initial_score[1];
  if (previous != NULL)
    {
      PlEuchreOutcome o;

      pl_euchre_get_outcome (previous, &o);
      final[0] = o.score[0];
      final[1] = o.score[1];
    }
  if (game->has_final_score &&
      (final[0] != game->final_score[0] || final[1] != game->final_score[1]))
    {
      pl_egn_fail (error, PL_EGN_ERROR_RULES, filename, "$.metadata.finalScore",
                   _("the deals add up to %u–%u, not %u–%u"),
                   final[0], final[1], game->final_score[0], game->final_score[1]);
      return NULL;
    }
  return g_steal_pointer (&game);
}

void
pl_egn_start_state (const PlEgnGame *game,
                    PlEuchreState   *state)
{
  g_return_if_fail (game != NULL && state != NULL);

  pl_euchre_set_game_score (state, game->initial_score[0], game->initial_score[1]);
}
