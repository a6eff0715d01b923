/* pl-rules-window.c — the rules of each game, inside the application
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#define G_LOG_DOMAIN "parlour-rules-window"

#include <glib/gi18n.h>

#include "pl-game-catalog.h"
#include "pl-rules-window.h"

/*
 * The rules live in the application rather than in Yelp pages, which are
 * unreliable inside a Flatpak.  Each page is a list of sections; a section
 * is a heading and paragraphs, translated like every other string.  Each
 * game's issue completes its page as its table is built; the laws quoted
 * here are those of the books in ../shared/seeds, which Parlour follows.
 */
typedef struct {
  const char *heading;
  const char *paragraphs[6];
} RulesSection;

typedef struct {
  const char         *game;
  const RulesSection *sections;
  guint               n_sections;
} RulesPage;

static const RulesSection skat_sections[] = {
  {
    N_("The Game"),
    {
      N_("Skat is played by three players with a pack of 32 cards, from the seven to the "
         "ace in each suit. At a table of four, the dealer sits out each deal. Each player "
         "gets ten cards; two cards are laid aside face down as the skat."),
      N_("The players bid for the right to be the single player, the declarer, who plays "
         "alone against the other two. The declarer may take up the skat and put away two "
         "cards, or play from the hand, and then announces the game: a suit game, Grand, in "
         "which only the jacks are trumps, or Null, in which the declarer must take no "
         "trick."),
      N_("In suit games and Grand the declarer wins with 61 or more of the 120 card points: "
         "ace 11, ten 10, king 4, queen 3, jack 2."),
    },
  },
  {
    N_("Bidding"),
    {
      N_("Forehand sits after the dealer, then middlehand and rearhand. Middlehand bids to "
         "forehand, who answers “hold” or passes; then rearhand bids to whoever is left. The "
         "last one in the bidding becomes the declarer. If nobody bids, forehand may still "
         "play for 18; if he passes too, the deal is thrown in (or a Ramsch is played, if "
         "chosen in the preferences)."),
      N_("The bids are the values a game can have: 18, 20, 22, 23, 24, 27, 30, 33, 35, 36, "
         "40, 44, 45, 46, 48, 50, 54, 55, 59, 60, 63, 66, 70, 72, 77, 80, 81, 84, 88, 90, "
         "96, 99, 100, 108, 110, 117, 120, and so on up to 264. Bid no more than your game "
         "is worth: at the end of the deal a game worth less than the bid is lost."),
      N_("In Parlour the bar under the table shows the bid so far and what the others "
         "said, with the next bid, “Hold” and “Pass” as buttons. Enter chooses the "
         "highlighted one; Tab moves to the others."),
    },
  },
  {
    N_("The Skat and the Announcement"),
    {
      N_("The declarer takes up the skat and puts two cards away (click two cards, or drag "
         "them onto the skat, then “Put Away”), or plays Hand without looking at it, which "
         "raises the value by one. The cards put away count for the declarer."),
      N_("He then announces the game. In a Hand game he may also announce Schneider (he "
         "will take 90 card points) or Schwarz (every trick), and Ouvert (his cards lie open "
         "on the table; a suit or Grand Ouvert includes Schwarz). Null may be played Ouvert "
         "after taking up the skat too. The announcement window shows what the game would "
         "be worth and warns when that is less than the bid; a Null game worth less than "
         "the bid cannot be announced."),
    },
  },
  {
    N_("What a Game Is Worth"),
    {
      N_("A suit or Grand game is worth its base value times a multiplier. Base values: "
         "Diamonds 9, Hearts 10, Spades 11, Clubs 12, Grand 24."),
      N_("The multiplier starts with the matadors: the run of top trumps (the club jack, "
         "the spade jack, the heart jack, the diamond jack, then in a suit game the ace, "
         "ten, king and so on of trumps) the declarer holds, skat included, “with” so "
         "many, or lacks, “without” so many. Add one for the game, then one each for Hand, "
         "Schneider, Schneider announced, Schwarz, Schwarz announced and Ouvert."),
      N_("For example, “with two, game three” in Clubs is 3 × 12 = 36; played Hand it is "
         "4 × 12 = 48."),
      N_("Null games have fixed values: Null 23, Null Hand 35, Null Ouvert 46, Null Ouvert "
         "Hand 59."),
      N_("A lost game counts double against the declarer. The declarer wins a suit or "
         "Grand game with 61 card points or more (90 with Schneider announced, every trick "
         "with Schwarz announced); with 30 or fewer he is Schneider, with no trick Schwarz."),
    },
  },
  {
    N_("Kontra and Re"),
    {
      N_("When Kontra is chosen in the preferences, after the announcement each defender "
         "in turn, from forehand round, may say Kontra before the first card is played; "
         "after a Kontra the declarer may answer Re. Each doubles the value of the game, "
         "won or lost. There is no Kontra in a Ramsch."),
    },
  },
  {
    N_("Ramsch"),
    {
      N_("When Ramsch is chosen in the preferences and everybody passes, a Ramsch is "
         "played: every player for himself, only the four jacks are trumps, and the skat "
         "goes to whoever takes the last trick."),
      N_("The player with the most card points loses that many; if several tie for the "
         "most, each of them loses. Each player who took no trick (a Jungfrau) doubles the "
         "loss. A player who takes every trick (a Durchmarsch) scores 120 and nobody loses."),
    },
  },
  {
    N_("Seeing Tricks"),
    {
      N_("“The tricks must be kept separate as they are taken in, and any player is allowed "
         "to look at the last trick turned and quitted. Any player looking at any other "
         "trick but the last may be penalized ten points.”"),
      N_("Parlour shows the last trick whenever you ask (the eye button in the header bar, "
         "or Ctrl+T). Before it shows an earlier one, it asks you to confirm, and charges "
         "the ten points on the score sheet."),
    },
  },
  {
    N_("Ouvert Games"),
    {
      N_("“The rules of the game require Ouverts to be exposed face upward on the table "
         "before a card is played.” The declarer of an Ouvert game lays his hand open before "
         "the first card, and every player sees it for the rest of the deal."),
    },
  },
  {
    N_("The Score Sheet"),
    {
      N_("“The score of the single player is the only one put down, and it is charged to "
         "him as a loss or a gain at the end of each deal.” Each column shows a player’s "
         "running total with its sign."),
      N_("“If three play, the line is drawn under every third amount”, and under every "
         "fourth amount at a table of four, so that counting the amounts under which no "
         "line is drawn shows whose turn it is to deal."),
      N_("Parlour keeps this list for the whole session, and beside it the Seeger-Fabian "
         "list of the tournaments: a won game scores its value plus 50, a lost one its "
         "doubled value minus 50, and when the declarer loses each defender scores 40 (30 "
         "at a table of four). The Score Sheet window (Ctrl+L) shows both; the preferences "
         "choose which comes first."),
    },
  },
};

static const RulesSection bezique_sections[] = {
  {
    N_("The Game"),
    {
      N_("Bézique is played by two players with two piquet packs shuffled together, 64 "
         "cards. Each player gets eight cards, the next card is turned up for trumps, and "
         "the rest form the stock. After each trick both players draw a card, the winner "
         "first."),
      N_("Points are scored for declaring combinations after winning a trick, and for the "
         "aces and tens (brisques) in the tricks taken. The game is a thousand points."),
      N_("If the card turned up for trumps is a seven, the dealer scores ten. The cards "
         "rank ace, ten, king, queen, jack, nine, eight, seven. The higher card of the suit "
         "led or a trump wins the trick, and of two identical cards the first played wins. "
         "“Players are not obliged to follow suit or trump until all the cards have been "
         "drawn from the pack.”"),
    },
  },
  {
    N_("The Seven of Trumps"),
    {
      N_("“The seven of trumps may be exchanged for the trump card, and for this exchange "
         "ten is scored. This exchange is made immediately after he has taken a trick, but "
         "he may make a declaration at the same time, the card exchanged not being used in "
         "such declaration.”"),
      N_("“Whenever the seven of trumps is played, except in the last eight tricks, the "
         "player scores ten for it, no matter whether he wins the trick or not.”"),
      N_("Each seven of trumps scores once in a deal: turned up, exchanged or played. Once "
         "a seven lies turned up, dealt there or exchanged, the other seven cannot be "
         "exchanged for it; it scores ten when it is played. The exchange may come before "
         "or after the declaration made after the same trick."),
    },
  },
  {
    N_("Declarations"),
    {
      N_("Common marriage (king and queen of a suit) 20; royal marriage (in trumps) 40; "
         "bézique (queen of spades and jack of diamonds) 40; double bézique 500; four aces "
         "100; four kings 80; four queens 60; four jacks 40; sequence of trumps (ace, ten, "
         "king, queen, jack) 250."),
      N_("“Immediately after taking a trick, and then only, a player can make a "
         "Declaration; but he must do so before drawing another card. Only one Declaration "
         "can be made after each trick.”"),
      N_("The cards declared stay face up on the table in front of the player until the "
         "stock is exhausted, and he may play them from there as from his hand."),
    },
  },
  {
    N_("Using Cards Again"),
    {
      N_("The combinations form classes: the marriages and the sequence; the béziques, "
         "single and double; and each of the four kinds of four. A card may score again "
         "in a combination of another class: “as the combinations belong to different "
         "classes, both may be scored, although the same card is used in each.”"),
      N_("In the same class, “at least one new card must be added from the player’s hand "
         "when the announcement is made, even if it is not scored until later.” So “a player "
         "is not allowed to score 40 for the second bézique, and then 500 for the two "
         "combined.”"),
      N_("Nor can a player make “a declaration which forms part of a higher one of the "
         "same class already made”. Declare the lower one first: “It would be better to "
         "declare the single bézique first, scoring 40 points for it, and after winning "
         "another trick to show the other bézique, scoring 500 points more for the double "
         "combination.” In the same way a royal marriage may be followed by the sequence "
         "it is part of, but not the other way round."),
      N_("“A player may lay down and score eighty Kings, and afterward sixty Queens, the "
         "remaining Kings forming marriages.”"),
      N_("Foster: “Cards once used in combination cannot again be used in combinations of "
         "equal value of the same class.” A king or queen once married cannot be married "
         "again, but a card goes on into the higher combination of its class: the queen of "
         "a royal marriage whose king has been played may go into the sequence with the "
         "other king. Some players allow the sequence to take up only a whole royal "
         "marriage; Parlour offers that reading in Preferences."),
    },
  },
  {
    N_("Twenty to Score"),
    {
      N_("A player who shows two combinations at once scores one and keeps the other “to "
         "score”: “Forty for bézique, and twenty to score.” The score in abeyance is lost if "
         "the stock is exhausted before he wins another trick."),
      N_("After a later trick he may score it in place of a new declaration, but “a player "
         "having a score in abeyance in this manner is not obliged to score it if he has "
         "anything else to announce”: “Royal Marriage, forty, and twenty to score.”"),
      N_("The score in abeyance scored is that trick’s one score, and other combinations "
         "may be announced “to score” with it, as with a new declaration."),
      N_("“The cards declared must still be on the table when the time comes to score "
         "them”: a score kept in abeyance is lost as soon as one of its cards is played."),
    },
  },
  {
    N_("The Last Eight Tricks"),
    {
      N_("“The last card of the stock is taken by the player winning the trick, and the "
         "turn-up trump goes to his adversary.”"),
      N_("“When the stock is exhausted, the players take back into their hands all the "
         "cards remaining of the combinations which have been laid on the table.” The second "
         "player must follow suit and must win the trick if he can. The last trick scores "
         "ten."),
      N_("No more declarations are made. The brisques, the aces and tens in the tricks "
         "taken, count ten each, 160 in all; in the last eight tricks they “should be scored "
         "as soon as made”, the others at the end of the deal."),
    },
  },
  {
    N_("Counting and Looking"),
    {
      N_("“The English laws allow a player to count the stock, the French do not.” Under the "
         "English laws the table shows how many cards are left in the stock."),
      N_("“A trick once turned and quitted cannot again be seen”; “Tricks should not be "
         "looked at till the end of the deal, except by mutual consent.”"),
    },
  },
  {
    N_("Choices"),
    {
      N_("The books leave some things to the players, and so does Parlour: the game to "
         "1,000, 1,500 or 2,000 points; the English laws, which let the stock be counted, or "
         "the French, which do not (nor the tricks won); when the brisques are scored; "
         "whether a trick turned and quitted may be looked at; and whether the sequence may "
         "take up only a whole royal marriage. By default the game is a thousand, under the "
         "English laws, with the brisques of the last eight tricks scored as they are made "
         "and the others at the end, no looking at old tricks, and Foster’s reading of the "
         "sequence."),
      N_("Change them in Preferences, on the Games page: the laws apply from the next deal, "
         "the length of the game from the next game."),
    },
  },
  {
    N_("Declaring in Parlour"),
    {
      N_("After you win a trick, the Declare window lists every combination you hold, with "
         "its cards and points. Choose the one to score now; then tick any others you want "
         "to announce “to score”. Combinations the rules do not allow now are greyed out, "
         "with the reason. Scores you keep “to score” are listed too, and can be chosen in "
         "place of a new declaration."),
      N_("The window chooses first the order that loses nothing: the single bézique before "
         "the double, the royal marriage before the sequence, with the higher one announced "
         "“to score”. A choice that would lose points for ever says so, and the window warns "
         "before you make it."),
      N_("If you hold the seven of trumps, a switch at the top exchanges it for the turn-up "
         "with the declaration (“Exchange and Declare”, or “Exchange Only”); you can also "
         "drag the seven onto the turn-up. “Declare Nothing” goes on to the next trick "
         "without a declaration."),
      N_("Every score is said aloud at the table, the silent ones too: the sevens, a score "
         "in abeyance lost, the brisques of the last eight tricks. Declarations in the main "
         "menu (Ctrl+D) lists all that both players have said in the deal."),
      N_("You can also drag a card from your hand to your side of the table: the Declare "
         "window opens with the best combination that uses it chosen, or the table tells you "
         "why it cannot be declared now."),
      N_("The computer’s declarations are said in words, as the old players said them, and "
         "its declared cards lie face up in front of it."),
    },
  },
};

static const RulesSection euchre_sections[] = {
  {
    N_("The Game"),
    {
      N_("Euchre is played by four players, partners sitting opposite, with 24 cards, the "
         "nines to the aces (or, in Foster’s game, 32 cards from the sevens, with the Joker "
         "if chosen). Each player gets five cards, dealt three and two; the next card is "
         "turned up on the rest, the kitty."),
      N_("The jack of trumps, the right bower, is the highest trump; then the other jack of "
         "the same colour, the left bower; then ace, king, queen, ten, nine. The Joker, if "
         "played, is above both bowers. The left bower is a trump for every purpose: it "
         "follows a trump lead, and not its printed suit."),
      N_("You must follow the suit led if you can; otherwise you may play any card. The "
         "highest trump wins the trick, or if none, the highest card of the suit led."),
    },
  },
  {
    N_("Making Trumps"),
    {
      N_("From the dealer’s left each player in turn may order the turned card up, making "
         "its suit trumps, or pass. The dealer’s partner who orders it up assists; the dealer "
         "takes it up. The dealer then takes the turned card into his hand and puts one card "
         "away."),
      N_("If all four pass, the card is turned down and each in turn may name another suit "
         "or pass. If all pass again, the deal is thrown in and passes to the next dealer, or, "
         "with “stick the dealer”, the dealer must name a suit. A turned Joker makes the "
         "dealer name trumps at once."),
    },
  },
  {
    N_("The Lone Hand"),
    {
      N_("Whoever makes trumps may play alone: his partner lays his cards face down and sits "
         "out, and each trick has three cards. Taking all five tricks alone scores four."),
      N_("Options in Preferences change the lone hand: the lone player may take one card "
         "from his partner and put one away; an adversary may defend alone, his partner "
         "sitting out too; the dealer’s partner who assists may be barred from going alone, "
         "or made to; the first lead may come from the lone player’s left."),
      N_("Leeds and Dwight’s law 50: “In a lone hand, should either adversary abandon his hand by "
         "laying it face upwards on the table, or by failing to play to every trick, the "
         "party playing alone scores five points.”"),
      N_("Laws 48 and 49 say that cards thrown face upwards are exposed, and that when all "
         "four throw their cards down the hands are abandoned. At Parlour’s table laying the "
         "hand down is the side’s concession: the remaining tricks, the current one "
         "included, go to the other side, and the deal is scored as it then stands."),
      N_("The table lets no card be played out of turn or exposed, so the laws of exposed "
         "cards and of leading out of turn (laws 46, 47 and 51 to 57) never come into play."),
    },
  },
  {
    N_("Scoring"),
    {
      N_("The makers score 1 for three or four tricks and 2 for all five (a march); a lone "
         "hand scores 4 for all five and 1 for three or four. Makers who take fewer than "
         "three are euchred: the adversaries score 2, or 4 when one of them defended alone "
         "(Leeds and Dwight’s law 3 gives 4 for euchring any lone hand, an option)."),
      N_("The game is 10 points (5 in Foster’s game; 7 and 11 are offered too). The end of "
         "each deal shows who made trumps, the tricks of each side, the points and why, and "
         "the game score; the Score Sheet (Ctrl+L) lists every deal."),
    },
  },
  {
    N_("Playing in Parlour"),
    {
      N_("The bar under the table offers the calls: Pass, and Order Up, which says Assist for "
         "the dealer’s partner and Take Up for the dealer; in the second round the suits you "
         "may name. Turn on Go Alone before you call to play alone."),
      N_("As the dealer, drag the card to put away onto the kitty, or click it and choose "
         "Discard. Play a card by dragging it to the middle of the table, by clicking it, or "
         "with the arrow keys and Enter."),
      N_("Each player’s call is said on his label, the maker’s label names the trump, and "
         "the window’s subtitle shows the trump once made. The last trick may be looked at "
         "(Ctrl+T), no earlier one. “Lay Hand Down” on the bar concedes the rest of the "
         "tricks."),
      N_("Games in Euchre Game Notation (.egn), as tournament sites publish them, can be "
         "opened and replayed, and a game can be saved in it."),
    },
  },
};

/* Seed 003 in its own words, then how Parlour's table plays it. */
static const RulesSection cassino_sections[] = {
  {
    N_("The Game"),
    {
      N_("Cassino is played with a full pack of 52 cards by two, three, or four in two "
         "partnerships. Each player is dealt four cards and four lie face up on the table; "
         "whenever the hands are empty four more are dealt to each, until the pack is used, "
         "and the dealer announces the last deal."),
      N_("A card played from the hand pairs a card of its rank, combines table cards whose "
         "pips add up to it (an ace counts 1, court cards only pair), or builds: it is laid "
         "on table cards to make a total that the player holds another card to take. A build "
         "is taken whole, with a card of its value."),
    },
  },
  {
    N_("Sweeping"),
    {
      N_("“If at any time a player is able to win everything on the table with one card, it "
         "is a sweep, and counts a point. For instance: He holds an 8, and there are upon the "
         "table four cards only:—5 3 6 and 2. By combining the 6 and 2, and the 5 and 3, two "
         "Eights will be formed, and the sweep is made.”"),
      N_("“Sweeps are usually marked by leaving the cards with which they are made face "
         "upward at the bottom of the tricks taken in by the player. Sweeps made by opposite "
         "sides are sometimes turned down to cancel one another.”"),
    },
  },
  {
    N_("Trailing and the Last Cards"),
    {
      N_("“When a player cannot pair, combine, or build anything, he must play a card. This "
         "is called trailing.” A player who owns a build may not trail: he must keep a card "
         "that takes it."),
      N_("“In the last round, all the cards remaining on the table are won by the player who "
         "takes the last trick, but it does not count as a sweep unless it would have been a "
         "sweep under any circumstances.”"),
      N_("“If a player makes a build without the proper card in his hand to win it … the "
         "combination must be broken up.” Parlour does not let such a build be made."),
    },
  },
  {
    N_("Showing"),
    {
      N_("Cards 3, spades 1, big cassino (the ten of diamonds) 2, little cassino (the two "
         "of spades) 1, and each ace 1. “The player having the majority scores the three "
         "points for cards. If it is a tie, neither scores.” “The total number of points to "
         "be made in each hand, exclusive of sweeps, is eleven.”"),
    },
  },
  {
    N_("Scoring"),
    {
      N_("“The old way was to play 11 points up, deducting the lower score from the higher "
         "at the end of each deal. If one side reached 11 before the adversary reached 6, it "
         "was a lurch, and counted as a double game. The common method is to count every "
         "hand a game.” The Preferences offer both, and the modern game to 21."),
    },
  },
  {
    N_("Playing in Parlour"),
    {
      N_("Drag a card from your hand onto a card or a build on the table: if it can do only "
         "one thing there, it does it; if it can do several (take, build, build a multiple), "
         "Parlour lists them by name and you choose. It never guesses. Drop it beside the "
         "cards on the table to trail."),
      N_("Or click the table cards you mean, then your card: Parlour offers what your card "
         "can do with exactly those cards. With the keyboard, move to a card and press Enter "
         "for the same list."),
      N_("A move the rules do not allow is refused with the reason. Each move, the "
         "computer’s too, is told under the table until the next."),
    },
  },
};

static const RulesPage pages[] = {
  { "skat", skat_sections, G_N_ELEMENTS (skat_sections) },
  { "bezique", bezique_sections, G_N_ELEMENTS (bezique_sections) },
  { "euchre", euchre_sections, G_N_ELEMENTS (euchre_sections) },
  { "cassino", cassino_sections, G_N_ELEMENTS (cassino_sections) },
};

struct _PlRulesWindow
{
  AdwWindow     parent_instance;

  AdwViewStack *stack;
};

G_DEFINE_FINAL_TYPE (PlRulesWindow, pl_rules_window, ADW_TYPE_WINDOW)

/* A heading that assistive technology reads as one, at @level. */
static GtkWidget *
heading_new (const char *text,
             int         level)
{
  GtkWidget *heading = g_object_new (GTK_TYPE_LABEL,
                                     "label", text,
                                     "accessible-role", GTK_ACCESSIBLE_ROLE_HEADING,
                                     "xalign", 0.0f,
                                     "wrap", TRUE,
                                     NULL);

  gtk_accessible_update_property (GTK_ACCESSIBLE (heading),
                                  GTK_ACCESSIBLE_PROPERTY_LEVEL, level,
                                  -1);
  return heading;
}

/* The page's text is one stop of the keyboard, not one per paragraph:
 * once it has the focus, the arrows, Page Up/Down, Home and End scroll it,
 * as in a document. */
static gboolean
text_key_pressed_cb (GtkEventControllerKey *controller,
                     guint                  keyval,
                     guint                  keycode,
                     GdkModifierType        state,
                     GtkScrolledWindow     *scrolled)
{
  GtkAdjustment *adjustment = gtk_scrolled_window_get_vadjustment (scrolled);
  double value = gtk_adjustment_get_value (adjustment);
  double step = gtk_adjustment_get_step_increment (adjustment);
  double page = gtk_adjustment_get_page_increment (adjustment);

  if ((state & (GDK_CONTROL_MASK | GDK_ALT_MASK | GDK_SHIFT_MASK)) != 0)
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_Up:
    case GDK_KEY_KP_Up:
      value -= step > 0 ? step : 40;
      break;
    case GDK_KEY_Down:
    case GDK_KEY_KP_Down:
      value += step > 0 ? step : 40;
      break;
    case GDK_KEY_Page_Up:
    case GDK_KEY_KP_Page_Up:
      value -= page;
      break;
    case GDK_KEY_Page_Down:
    case GDK_KEY_KP_Page_Down:
    case GDK_KEY_space:
      value += page;
      break;
    case GDK_KEY_Home:
    case GDK_KEY_KP_Home:
      value = gtk_adjustment_get_lower (adjustment);
      break;
    case GDK_KEY_End:
    case GDK_KEY_KP_End:
      value = gtk_adjustment_get_upper (adjustment);
      break;
    default:
      return FALSE;
    }
  gtk_adjustment_set_value (adjustment, value);
  return TRUE;
}

static GtkWidget *
create_page (const RulesPage *page)
{
  const PlGameEntry *entry = pl_game_catalog_lookup (page->game);
  GtkEventController *keys;
  g_autofree char *name = NULL;
  GtkWidget *scrolled;
  GtkWidget *viewport;
  GtkWidget *clamp;
  GtkWidget *box;
  GtkWidget *title;

  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  gtk_widget_set_margin_top (box, 24);
  gtk_widget_set_margin_bottom (box, 24);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);

  title = heading_new (pl_game_entry_get_name (entry), 1);
  gtk_widget_add_css_class (title, "title-1");
  gtk_box_append (GTK_BOX (box), title);

  for (guint i = 0; i < page->n_sections; i++)
    {
      const RulesSection *section = &page->sections[i];
      GtkWidget *heading = heading_new (_(section->heading), 2);

      gtk_widget_add_css_class (heading, "title-3");
      gtk_widget_set_margin_top (heading, 12);
      gtk_box_append (GTK_BOX (box), heading);

      for (guint j = 0; j < G_N_ELEMENTS (section->paragraphs) && section->paragraphs[j]; j++)
        {
          GtkWidget *paragraph = gtk_label_new (_(section->paragraphs[j]));

          gtk_label_set_wrap (GTK_LABEL (paragraph), TRUE);
          gtk_label_set_xalign (GTK_LABEL (paragraph), 0);
          gtk_widget_add_css_class (paragraph, "body");
          gtk_box_append (GTK_BOX (box), paragraph);
        }
    }

  clamp = adw_clamp_new ();
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 640);
  adw_clamp_set_child (ADW_CLAMP (clamp), box);

  scrolled = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled),
                                  GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
  /* The text is one document, focused whole (the view keeps its place
   * rather than jumping to the top of what has the focus). */
  viewport = g_object_new (GTK_TYPE_VIEWPORT,
                           "accessible-role", GTK_ACCESSIBLE_ROLE_DOCUMENT,
                           "scroll-to-focus", FALSE,
                           "focusable", TRUE,
                           "child", clamp,
                           NULL);
  gtk_widget_add_css_class (viewport, "pl-rules-text");
  /* TRANSLATORS: the rules window's text, to a screen reader: "Rules of Skat". */
  name = g_strdup_printf (_("Rules of %s"), pl_game_entry_get_name (entry));
  gtk_accessible_update_property (GTK_ACCESSIBLE (viewport),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                  -1);
  keys = gtk_event_controller_key_new ();
  g_signal_connect (keys, "key-pressed", G_CALLBACK (text_key_pressed_cb), scrolled);
  gtk_widget_add_controller (viewport, keys);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), viewport);

  return scrolled;
}

void
pl_rules_window_show_game (PlRulesWindow *self,
                           const char    *game)
{
  g_return_if_fail (PL_IS_RULES_WINDOW (self));

  if (game != NULL && adw_view_stack_get_child_by_name (self->stack, game) != NULL)
    adw_view_stack_set_visible_child_name (self->stack, game);
}

static void
pl_rules_window_class_init (PlRulesWindowClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  gtk_widget_class_set_template_from_resource (widget_class,
                                               RESOURCE_PATH "/pl-rules-window.ui");
  gtk_widget_class_bind_template_child (widget_class, PlRulesWindow, stack);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "window.close", NULL);
}

static void
pl_rules_window_init (PlRulesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    {
      const PlGameEntry *entry = pl_game_catalog_lookup (pages[i].game);
      AdwViewStackPage *page;

      g_assert (entry != NULL);
      page = adw_view_stack_add_titled (self->stack, create_page (&pages[i]), pages[i].game,
                                        pl_game_entry_get_name (entry));
      adw_view_stack_page_set_icon_name (page, entry->icon_name);
    }
}

PlRulesWindow *
pl_rules_window_new (GtkWindow  *parent,
                     const char *game)
{
  PlRulesWindow *self;

  self = g_object_new (PL_TYPE_RULES_WINDOW,
                       "transient-for", parent,
                       /* The application's shortcuts work in this window too. */
                       "application", parent ? gtk_window_get_application (parent) : NULL,
                       NULL);
  pl_rules_window_show_game (self, game);

  return self;
}
