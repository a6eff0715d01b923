/* pl-game.h — the one interface every game's rules implement
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pl-card.h"
#include "pl-move.h"

G_BEGIN_DECLS

#define PL_MAX_SEATS 4
/* More than any game ever offers at once (Cassino captures and builds). */
#define PL_MAX_MOVES 256

#define PL_RULES_ERROR (pl_rules_error_quark ())
GQuark pl_rules_error_quark (void);

typedef enum {
  PL_RULES_ERROR_ILLEGAL_MOVE,   /* a move the rules do not allow now */
  PL_RULES_ERROR_PARSE,          /* text that is not a move, card or option */
  PL_RULES_ERROR_OPTION,         /* an unknown option or a bad value */
  PL_RULES_ERROR_DEAL,           /* a pack that is not the game's pack */
} PlRulesError;

/*
 * The result of a finished deal, in the terms of the game's score sheet.
 * @reasons is a translated, human-readable explanation with one reason a
 * line ("Lost: overbid — bid 24, Diamonds with 1, game 2, is worth 18").
 */
typedef struct {
  guint    n_seats;
  gboolean passed;                   /* thrown in: nobody played */
  gint     declarer;                 /* -1 when the game has none */
  gboolean won;                      /* the declarer's (or seat 0's side) */
  gint     value;                    /* the signed game value, if any */
  gint     score[PL_MAX_SEATS];      /* what each seat scores this deal */
  gint     points[PL_MAX_SEATS];     /* card points or the game's count */
  char    *reasons;                  /* owned; free with pl_result_clear() */
} PlResult;

void pl_result_clear (PlResult *result);

/* Sets @error (if not NULL) to a PL_RULES_ERROR_ILLEGAL_MOVE with the
 * translated reason @format; returns FALSE, for check_move(). */
gboolean pl_rules_illegal (GError     **error,
                           const char  *format,
                           ...) G_GNUC_PRINTF (2, 3);

/*
 * A game is a table of functions over its own plain state struct, which is
 * a value: generic code copies it with memcpy (state_size bytes) and never
 * looks inside.  Options are a plain struct of options_size bytes as well;
 * the state keeps a copy of the options it was dealt with.
 *
 * Generic code — records, undo, parlour-cli, the AI's search, the invariant
 * tests — works through this table only.
 */
typedef struct _PlGame PlGame;
/* A game's laws, played with its option "laws" (pl-laws.h). */
typedef struct _PlLaws PlLaws;

/*
 * An option of a game, as records write it ("Option: players=4") and as the
 * settings keep it.  Each is one integer field of the game's options struct
 * (a gboolean, guint8, guint16 or guint; PL_OPTION_FIELD gives its place):
 *
 *   PL_OPTION_SWITCH  "on" or "off", stored as TRUE or FALSE;
 *   PL_OPTION_CHOICE  one of @choices, stored as the choice's @value.
 *
 * Records write only the options that differ from their defaults, in the
 * order of the table, so that a record round-trips exactly.  @title,
 * @subtitle and the choices' @label are N_() strings for the preferences,
 * which are built from the table, as are the settings that keep them (one
 * key per option, named "GAME-KEY": "skat-players", pl-settings.h).
 */
typedef enum {
  PL_OPTION_SWITCH,
  PL_OPTION_CHOICE,
} PlOptionKind;

typedef struct {
  const char *text;              /* as records write it: "at-once" */
  guint       value;             /* as the options struct holds it */
  const char *label;             /* N_(): "As Soon as Made"; NULL: @text */
} PlOptionChoice;

typedef enum {
  /* The option holds for a whole match: a change applies from the next
   * match, not the next deal (Bézique's target: a game to 1000 stays a
   * game to 1000). */
  PL_OPTION_MATCH = 1 << 0,
} PlOptionFlags;

typedef struct {
  const char           *key;     /* "brisques" */
  PlOptionKind          kind;
  guint16               offset;  /* PL_OPTION_FIELD (PlFooOptions, field) */
  guint8                size;
  guint                 default_value;
  const PlOptionChoice *choices; /* PL_OPTION_CHOICE: n_choices of them */
  guint                 n_choices;
  const char           *title;   /* N_(): "_Brisques", with a mnemonic */
  /* N_(): a line under the title in the preferences ("Aces and tens taken
   * in tricks"), or NULL. */
  const char           *subtitle;
  PlOptionFlags         flags;
  /* The key of a switch of the same game without which this option
   * changes nothing (Skat's kontra-18 needs kontra), or NULL: the
   * preferences offer it only while that switch is on. */
  const char           *needs;
} PlOptionSpec;

#define PL_OPTION_FIELD(type, member) \
  G_STRUCT_OFFSET (type, member), sizeof (((type *) 0)->member)

struct _PlGame {
  const char *id;                /* "skat": the record's Game tag */
  const char *name;              /* N_("Skat"): the game in messages */
  gsize       options_size;
  gsize       state_size;

  /* Options: the table of PlOptionSpec below, one entry per record
   * key, from which pl_game_options_init(), _set() and _write() work; the
   * options struct holds one integer field per entry.  @options_check, if
   * set, refuses a combination of values that each alone are fine. */
  const PlOptionSpec *options;
  guint               n_options;
  gboolean  (*options_check)   (const void    *options,
                                GError       **error);
  guint     (*n_seats)         (const void    *options);

  /* The game's pack in its canonical order (pl_rng shuffles a copy of it). */
  guint     (*pack)            (const void    *options,
                                PlCard        *cards);

  /* Deal: @pack is the whole pack in dealing order, as shuffled from a seed
   * or given by a record; the game documents how it distributes it.  Fails
   * (and leaves @state unusable) if @pack is not a permutation of the pack. */
  gboolean  (*deal)            (void          *state,
                                const void    *options,
                                guint          dealer,
                                const PlCard  *pack,
                                guint          n_cards,
                                GError       **error);

  /* Whose turn: the seat to move, or -1 when the deal is over. */
  gint      (*to_move)         (const void    *state);
  gboolean  (*is_terminal)     (const void    *state);
  /* A short, stable name of the phase ("bidding", "play"), for logs. */
  const char *(*phase_name)    (const void    *state);

  /* Every legal move now, at most PL_MAX_MOVES; returns how many. */
  guint     (*legal_moves)     (const void    *state,
                                PlMove        *moves);
  /* Whether @move is legal now; if not, a translated reason a player
   * understands ("You must follow suit: Hearts"). */
  gboolean  (*check_move)      (const void    *state,
                                const PlMove  *move,
                                GError       **error);
  /* Applies a move that check_move() accepted. */
  void      (*apply)           (void          *state,
                                const PlMove  *move);

  /* What @viewer may see of @seat's hand now (its own hand, an Ouvert hand
   * laid open, declared Bézique cards); the rest is hidden. */
  PlCardSet (*visible_hand)    (const void    *state,
                                guint          viewer,
                                guint          seat);

  void      (*result)          (const void    *state,
                                PlResult      *result);
  /* The result as JSON object members for `parlour-cli replay --json`,
   * appended to @out as `"key": value` pairs separated by ", ", without
   * the braces (the caller adds "game" and the braces). */
  void      (*result_json)     (const void    *state,
                                GString       *out);
  /* Optional (NULL: nothing): what a deal not yet over shows, as JSON
   * members in the same form, for `parlour-cli replay --json` of an
   * unfinished record (Bézique: the stock count and the scores so far,
   * which its options change). */
  void      (*progress_json)   (const void    *state,
                                GString       *out);
  /* Optional, for a game whose deals add up to a match score of its own
   * (Cassino's game to 11 with the lurch): result_json() for a deal of a
   * match, where @totals (one per seat) is the sum of PlResult.score over
   * the match's deals up to and including this one; "score" is then the
   * match score.  Returns TRUE when the match is over after this deal (a
   * following deal starts a new match).  NULL: deals stand alone. */
  gboolean  (*match_json)      (const void    *state,
                                const gint    *totals,
                                GString       *out);
  /* Optional (NULL for a game whose deals stand alone).  A game whose
   * deals add up to a longer game — Euchre's game of 10 points — keeps
   * the running score in the state: whoever plays or replays the deals of
   * a match in order calls carry_over() on each deal's state right after
   * dealing it, with the state of the match's previous deal as it ended.
   * Legal moves never depend on what it carries. */
  void      (*carry_over)      (void          *state,
                                const void    *previous);
  /* Optional, with carry_over(): sets the running score a game stood at
   * before this deal, one number a side, for a record that says so (the
   * match tag "X-Initial-Score: A B", which EGN's initialScore becomes).
   * Returns FALSE if the score cannot be the start of a deal (a side has
   * already won the game). */
  gboolean  (*start_score)     (void          *state,
                                const guint   *score,
                                guint          n_scores);

  /* Moves in the card notation, without the seat: "play HT", "bid 18",
   * "announce C hand schneider", "discard S7 D8". */
  void      (*move_to_string)  (const void    *state,
                                const PlMove  *move,
                                GString       *out);
  gboolean  (*move_from_string)(const void    *state,
                                guint          seat,
                                const char    *text,
                                PlMove        *move,
                                GError       **error);

  /* Optional.  The points that end a match under @options (Bézique: the
   * game is played to 1000, 1500 or 2000): once a seat's total on the
   * book's score sheet reaches it after a deal, the match is over and no
   * deal may follow.  NULL or 0: the game's matches have no end of their
   * own (a Skat list runs as long as the players like). */
  guint     (*match_target)    (const void    *options);
  /* Optional, with match_target() (NULL: the generic rule, in which the
   * first seat whose total reaches the target wins).  Whether the match
   * is over after a finished deal, from each seat's total on the book's
   * score sheet (@totals, @n_seats of them), and the seat that won it
   * (@winner, -1 while it goes on).  Cassino: "the first to 11 wins", so
   * sides level at the top play another deal, and partners share one
   * total.  Everything that judges the end of a match asks
   * pl_game_match_over(). */
  gboolean  (*match_over)      (const void    *options,
                                const gint    *totals,
                                guint          n_seats,
                                gint          *winner);

  /* Optional (NULL: the game has no laws yet).  The book's laws at the
   * table, played with the game's switch option "laws" (pl-laws.h): which
   * acts are irregular, their remedies and penalties. */
  const PlLaws *laws;
};

/* The words of a move's text, split at blanks, without empty ones, for
 * move_from_string(); free with g_strfreev(). */
char   **pl_move_text_words    (const char    *text,
                                guint         *n_words);

/* An on/off option value as records write it ("on", "off"); FALSE for
 * anything else, leaving @out alone. */
gboolean pl_option_parse_on_off (const char *value,
                                 gboolean   *out);

/* Options through the game's table (PlGame.options). */
void     pl_game_options_init  (const PlGame  *game,
                                void          *options);
gboolean pl_game_options_set   (const PlGame  *game,
                                void          *options,
                                const char    *key,
                                const char    *value,
                                GError       **error);
/* "key=value\n" for each option that differs from its default. */
void     pl_game_options_write (const PlGame  *game,
                                const void    *options,
                                GString       *out);
/* Whether the options as they stand may be dealt (options_check). */
gboolean pl_game_options_check (const PlGame  *game,
                                const void    *options,
                                GError       **error);
const PlOptionSpec *pl_game_find_option (const PlGame *game,
                                         const char   *key);
/* The value of one option's field, and setting it (no check: @value must
 * be TRUE/FALSE for a switch, a choice's value for a choice). */
guint    pl_option_get         (const PlOptionSpec *spec,
                                const void         *options);
void     pl_option_put         (const PlOptionSpec *spec,
                                void               *options,
                                guint               value);
/* The record text of a value ("on", "at-once"), or NULL if not one. */
const char *pl_option_value_to_string (const PlOptionSpec *spec,
                                       guint               value);
/* All games linked in or registered, in the order they were listed. */
guint    pl_game_get_all       (const PlGame **games,
                                guint          max_games);

/* Whether a match of @game under @options is over after a finished deal,
 * with each seat's total on the book's score sheet in @totals: the game's
 * own match_over(), or the generic rule (a seat at match_target()).
 * @winner (may be NULL): the seat that won it, -1 if the match goes on
 * or has no end. */
gboolean pl_game_match_over    (const PlGame  *game,
                                const void    *options,
                                const gint    *totals,
                                guint          n_seats,
                                gint          *winner);

/* All games linked in, by record id; NULL if unknown. */
const PlGame *pl_game_lookup (const char *id);

G_END_DECLS
