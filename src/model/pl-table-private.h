/* pl-table-private.h — what the files of PlTable share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "pl-table.h"

G_BEGIN_DECLS

/* PlTable's fields, shared by pl-table.c and pl-table-lists.c. */
typedef struct _PlComputer PlComputer;
typedef struct _PlTableGameView PlTableGameView;

struct _PlTable
{
  GObject                parent_instance;

  const PlGame          *game;
  const PlTableGameView *view;      /* NULL: the generic view only */
  gpointer               next_options;  /* for the next deal */

  guint                  n_seats;
  guint                  human;
  gboolean               autoplay;
  gboolean               review;
  PlSeat                *seats[PL_MAX_SEATS];
  PlCardList            *hands[PL_MAX_SEATS];
  PlCardList            *trick;
  PlCardList            *talon;
  PlCardList            *last_trick;
  PlCardList            *melds[PL_MAX_SEATS];
  PlCardList            *floor;
  PlScoreSheet          *sheets[2]; /* by PlScoreSheetKind */

  /* The deal: its record and the state the record's moves reached. */
  PlDealRecord          *record;
  gpointer               state;
  guint                  deal_number;
  guint                  dealer;

  /* The match so far (pl-table-history.c): the finished deals before the
   * current one, and the moves an undo took back, which redo plays again
   * as long as nothing else has been played. */
  GPtrArray             *finished;  /* of PlDealRecord */
  /* The state the last finished deal of the match ended in, for a game
   * whose deals carry a score over (PlGame.carry_over: Euchre's game to
   * 10); NULL at the start of a match. */
  gpointer               previous_state;
  GHashTable            *match_tags; /* the record's tags (Event, Date, …) */
  GArray                *redo;      /* of PlMove, the next one last */
  gboolean               redoing;

  /* The human's own order of his hand (pl_table_move_in_hand). */
  gboolean               user_ordered;
  PlCard                 user_order[64];
  guint                  n_user_order;

  /* Bumped by every change of the state, so that a computer move chosen
   * for an older state is recognised and dropped. */
  guint                  generation;
  gint64                 last_move_time;
  guint                  computer_delay;
  PlComputer            *computer;
  /* pl_table_hold(): how many holds, and when the last one ended. */
  guint                  holds;
  gint64                 release_time;

  /* The property values last notified. */
  char                  *phase;
  gint                   to_move;
  gboolean               busy;
  gboolean               over;
  gint                   declarer;
  char                  *contract;
};

/* pl-table-lists.c */
void pl_table_update_lists (PlTable *self);

/* pl-table.c, for pl-table-history.c. */
void pl_table_sync            (PlTable *self);
void pl_table_start_computer  (PlTable *self);
void pl_table_begin_deal      (PlTable      *self,
                               PlDealRecord *record,
                               gpointer      state);
/* Forgets the match: no deal, empty sheets for @n_seats, @options next. */
void pl_table_reset_match     (PlTable       *self,
                               guint          n_seats,
                               gconstpointer  options);
/*
 * The few things the table shows that the generic PlGame interface does
 * not say: the display order of a hand, how many cards a hidden hand
 * holds, the talon, the tricks and what each seat said, which places of
 * the table the game uses and the largest hand it deals.  Each game that
 * wants more than the generic fallback adds one of these tables in a file
 * of its own (Skat's is pl-table-skat.c) and lists it once in
 * pl-table-game-view.c; a test registers its own with
 * pl_table_game_view_register().  Only @game is required: a function left
 * out (NULL) means the game has none of it — its hands sorted high to
 * low and as many cards held as the human sees, no talon, no trick, no
 * declarer, nothing said.
 */
struct _PlTableGameView {
  const PlGame *game;

  /* What @viewer sees of @seat's hand, face-up cards only, in display
   * order (Skat: sorted as Skat players sort; Bézique: the concealed hand,
   * the melds being a list of their own); returns how many. */
  guint      (*hand)          (gconstpointer        state,
                               guint                viewer,
                               guint                seat,
                               PlCard              *out);
  /* How many cards @seat really holds (the view draws that many backs). */
  guint      (*hand_size)     (gconstpointer        state,
                               guint                seat);
  /* The talon as @viewer sees it; face-down cards are PL_CARD_NONE. */
  guint      (*talon)         (gconstpointer        state,
                               guint                viewer,
                               PlCard              *cards,
                               gboolean            *face_up);
  /* The trick being played, with the seat of each card. */
  guint      (*current_trick) (gconstpointer        state,
                               PlCard              *cards,
                               gint                *seats);
  guint      (*n_tricks)      (gconstpointer        state);
  /* A completed trick, cards in the order played, with their seats. */
  gboolean   (*get_trick)     (gconstpointer        state,
                               guint                index,
                               PlCard              *cards,
                               gint                *seats,
                               guint               *n_cards,
                               guint               *leader,
                               guint               *winner);
  /* Seed 000, "Seeing Tricks"; -1 when @index is not a completed trick. */
  gint       (*peek_cost)     (gconstpointer        state,
                               guint                seat,
                               guint                index);
  /* What the seat's label shows.  @said and @role are newly allocated.
   * @match_total: the seat's total on the score sheet (the deals
   * finished), for a game that shows the match at the table (Bézique). */
  void       (*seat_info)     (gconstpointer        state,
                               const PlDealRecord  *deal,
                               guint                seat,
                               gint                 match_total,
                               char               **role,
                               gboolean            *is_declarer,
                               char               **said,
                               guint               *tricks);
  /* The declarer (-1 none) and the contract as said ("" none). */
  gint       (*declarer)      (gconstpointer        state);
  char      *(*contract)      (gconstpointer        state);

  /* Added for Bézique; all optional (NULL, 0).
   * @melds: the cards @seat declared and that lie face up in front of it.
   * @stock_count: the count to show beside the stock, -1 if the laws
   * forbid counting it. */
  guint      (*melds)         (gconstpointer        state,
                               guint                seat,
                               PlCard              *out);
  PlTalonStyle talon_style;
  gint       (*stock_count)   (gconstpointer        state);
  /* The PL_MOVE_PLAY of the card named @card from @seat's hand or melds
   * (for a game whose moves name physical cards); FALSE with the rules'
   * reason if it may not be played now. */
  gboolean   (*play_move)     (gconstpointer        state,
                               guint                seat,
                               PlCard               card,
                               gboolean             from_melds,
                               PlMove              *move,
                               GError             **error);
  /* Whether the players may count the tricks won (NULL: they may).
   * Bézique's French laws forbid it (seed 002): the table then shows no
   * number by which the stock could be counted. */
  gboolean   (*tricks_countable) (gconstpointer       state);

  /* Where the cards lie (PlTableZones) and the most cards one seat holds
   * at once in the game (Skat: twelve, the declarer with the skat), so
   * that the view lays the table out for the whole deal from the start
   * rather than guess it from the cards it sees. */
  PlTableZones zones;
  guint      max_hand_size;

  /* A game with a floor (PL_TABLE_ZONE_FLOOR: Cassino's cards lying on
   * the table): its cards in display order, the pile of each (numbered
   * from 0 in order, a loose card a pile of its own, a build several)
   * and its owner (-1, or the seat whose build it is); returns how many.
   * @floor_label, optional: what a pile is, in words, for the screen
   * reader and the tooltip ("Anna's build of 9"), or NULL. */
  guint      (*floor)         (gconstpointer        state,
                               PlCard              *cards,
                               guint               *piles,
                               gint                *owners);
  char      *(*floor_label)   (gconstpointer        state,
                               guint                pile);
  /* Optional, preferred to floor_label: the same with the owner named as
   * @viewer hears it ("Build of 8 from 5 and 3, Anna's", "…, yours");
   * @names: each seat's name. */
  char      *(*floor_pile_label) (gconstpointer      state,
                                  guint              pile,
                                  guint              viewer,
                                  const char *const *names);
  /* Optional: a short caption shown under the pile ("Build of 8 —
   * yours"), or NULL for none (a loose card). */
  char      *(*floor_caption)    (gconstpointer      state,
                                  guint              pile,
                                  guint              viewer,
                                  const char *const *names);

  /* A game whose match decides each deal's options (Skat's Bock and
   * Ramsch rounds), or NULL: every deal is dealt with the match's
   * options.  From the match's options and its finished deals (in order),
   * the options of the next deal into @options, and whether the last
   * deal's dealer deals again. */
  void       (*deal_options)  (gconstpointer        match_options,
                               const PlDealRecord * const *deals,
                               guint                n_deals,
                               gpointer             options,
                               gboolean            *same_dealer);
};

extern const PlTableGameView pl_table_skat_view;
extern const PlTableGameView pl_table_bezique_view;
extern const PlTableGameView pl_table_euchre_view;
extern const PlTableGameView pl_table_cassino_view;

/* pl-table-game-view.c: the game's table, or NULL: the table then shows
 * only the generic part (the visible cards of each hand, no tricks). */
const PlTableGameView *pl_table_game_view_lookup   (const PlGame          *game);
/* For tests: adds the view of a game of their own (see
 * pl-game-registry.h); a game that has one already is ignored. */
void                   pl_table_game_view_register (const PlTableGameView *view);

/* pl-table-history.c: puts what the match carries over into @state, a
 * deal of the match just dealt or replayed (PlGame.carry_over from the
 * previous deal's end, the game score Euchre's computer players weigh). */
void      pl_table_carry_over          (PlTable       *self,
                                        gpointer       state);

/* pl-table.c, for the computer player. */
gboolean  pl_table_play_internal       (PlTable       *self,
                                        const PlMove  *move,
                                        GError       **error);
guint     pl_table_get_generation      (PlTable       *self);
gint64    pl_table_get_last_move_time  (PlTable       *self);
guint     pl_table_get_computer_delay  (PlTable       *self);
void      pl_table_report_error        (PlTable       *self,
                                        const char    *message);


PlComputer *pl_table_get_computer      (PlTable       *self);

/* pl-table-computer.c: the computer seats' GTask. */
PlComputer *pl_computer_new            (PlTable       *table);
void        pl_computer_free           (PlComputer    *computer);
/* Starts a task for @seat on a copy of @state; cancels any running one. */
void        pl_computer_start          (PlComputer    *computer,
                                        const PlGame  *game,
                                        gconstpointer  state,
                                        guint          seat,
                                        guint64        rng_seed);
/* Cancels the task and any move waiting for its delay. */
void        pl_computer_cancel         (PlComputer    *computer);
/* The table was released (pl_table_release): a move that waited plays. */
void        pl_computer_resume         (PlComputer    *computer);
/* A PlAiLevel; the next task plays at it. */
void        pl_computer_set_level      (PlComputer    *computer,
                                        guint          level);

G_END_DECLS
