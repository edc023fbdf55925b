/*
 * game.h: the interface every game implements, the rules object that holds
 * a game's options and tables, the solution of a position, and the registry.
 *
 * A game is one `const struct game` of function pointers in its own file
 * under games/, plus one line in registry.c.  The CLI, the UI and the tests
 * reach every game through game_find() and game_at().
 */
#ifndef SPRAGUE_GAME_H
#define SPRAGUE_GAME_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "change.h"
#include "pos.h"
#include "util.h"

/*
 * How the UI draws a game: the board kinds.  Each is one file in src/ui/
 * that draws any game declaring it; what an entry of the position means
 * to a board is fixed by the kind.
 */
enum board_shape {
	BOARD_HEAPS,		/* heaps of stones in rows: entry = a heap */
	BOARD_STAIR,		/* piles as columns of a staircase */
	BOARD_ROWS,		/* rows of coins: entry = a row's length */
	BOARD_CIRCLE,		/* coins around a ring: entry = a place, 1
				   a coin, 0 a gap */
	BOARD_CHESSMEN,		/* tokens on numbered cells: entry = the
				   cell of a token, ascending */
	BOARD_GRID,		/* sheets of squared paper: two entries a
				   piece, its width and height */
	BOARD_PAIR,		/* a pair of numbers drawn as bars */
	BOARD_LINE,		/* a target and a value on a number line */
	BOARD_SQUARES,		/* squares in columns standing on a base
				   line: entry = a column's height */
	BOARD_COINS,		/* one row of coins showing heads or tails:
				   entry = a coin, 1 heads, 0 tails */
	BOARD_SUM,		/* a game made of parts: each part on a
				   board of its own game's kind */
	BOARD_GRAPH		/* a graph standing on the ground: two
				   entries an edge, its vertices */
};

/*
 * How a person enters a move: a small vocabulary, named for the moves and
 * not for the games, that src/play/ implements once each.  A game offers
 * one or more (the first is where the board starts).
 */
enum move_model {
	MOVE_NONE,		/* ends the list */
	MOVE_LOWER,		/* lower one entry: take from a heap */
	MOVE_SPLIT,		/* split an entry in two non-empty parts */
	MOVE_TAKE_SPLIT,	/* take from an entry, perhaps split the rest */
	MOVE_HAND_OUT,		/* take from an entry, then hand some of its
				   rest to other entries */
	MOVE_NEIGHBOURS,	/* take neighbouring coins of a row or ring */
	MOVE_SLIDE,		/* slide a token to an empty cell */
	MOVE_CUT,		/* cut a piece down or across */
	MOVE_LIST,		/* choose among the moves the game lists */
	MOVE_LOWER_SEVERAL,	/* lower one or more entries at once */
	MOVE_PICK_CELL,		/* pick a cell of a grid (the game says what
				   picking it does) */
	MOVE_TURN		/* turn over one coin or several */
};

enum { PLAY_MODELS_MAX = 4 };

struct rules;
struct table;
struct game;

/* One part of a game made of games (play.parts): its own rules, owned
 * by the rules of the whole, and the entries of the whole position that
 * hold its position, in its own game's meaning. */
struct game_part {
	struct rules *rules;
	size_t first;		/* entries first .. first + count - 1 */
	size_t count;
};

enum { GAME_PARTS_MAX = 16 };	/* parts of a game made of games */

/* What the MOVE_NEIGHBOURS model needs of a game. */
struct play_neighbours {
	/* The numbers of neighbouring coins a move may take, from the
	 * game's rules: bit k set for k coins (1 <= k <= 63).  NULL or 0:
	 * one coin. */
	uint64_t (*takes)(const struct rules *r);
};

/* What the MOVE_TAKE_SPLIT model needs of a game. */
struct play_take_split {
	/* Can a move of the game's rules split what is left in two?  NULL:
	 * yes.  (No: Tab, which chooses the split, is left out.) */
	bool (*splits)(const struct rules *r);
};

/* A kind of token of a token game: what the board calls it and draws,
 * and where it may slide along its row. */
struct token_kind {
	const char *name;	/* WN_("chessman"); NULL ends a list */
	const char *glyph;	/* its glyph (UTF-8), NULL: the board's own */
	const char *ascii;	/* its glyph on an ASCII terminal */
	bool left, right;	/* the ways it may slide */
	uint64_t reach;		/* the most cells one move goes (0: any) */
};

enum { TOKEN_KINDS_MAX = 4 };

/*
 * The layout of a token game (the MOVE_SLIDE model, the chessmen board):
 * rows of cells numbered from 1, each entry of a position the cell of one
 * token.  Which row an entry stands in and of which kind it is, and how
 * many cells a row has, come from here; the game's check still decides
 * whether a slide is a move (onto or past another token, say).
 */
struct play_tokens {
	struct token_kind kinds[TOKEN_KINDS_MAX];	/* none: chessmen
							   sliding left */
	/* Entry i of p: its row (from 0) and its kind (an index of
	 * kinds); NULL: row 0, kind 0. */
	void (*place)(const struct rules *r, const struct pos *p, size_t i,
	    size_t *row, unsigned *kind);
	/* The cells of row k of p; NULL: up to its last token. */
	uint64_t (*cells)(const struct rules *r, const struct pos *p,
	    size_t row);
};

/* What the MOVE_LOWER model needs of a game whose position holds more
 * than its heaps (all optional; NULL: every entry is a heap, any number
 * of its stones may be taken, and a take only lowers it). */
struct play_lower {
	/* How many entries, from the first, are heaps on the board. */
	size_t (*heaps)(const struct rules *r, const struct pos *p);
	/* The fewest and the most stones a move may take from heap i
	 * (both 0: none). */
	void (*range)(const struct rules *r, const struct pos *p, size_t i,
	    uint64_t *lo, uint64_t *hi);
	/* The position after taking t from heap i, in out (initialised),
	 * or the reason it is no move. */
	int (*take)(const struct rules *r, const struct pos *p, size_t i,
	    uint64_t t, struct pos *out, struct sg_cause *why);
};
struct tbq;

/*
 * What playing a game on a board needs, declared in the game's own file;
 * no curses.  The UI learns every game through this.  What one move
 * model alone needs is in that model's own struct.
 */
struct game_play {
	enum board_shape board;	/* how the board draws it */
	/* The ways to enter a move, ended by MOVE_NONE. */
	enum move_model models[PLAY_MODELS_MAX];
	const char *item;	/* what the board calls an entry: "heap" */
	struct play_neighbours neighbours;
	struct play_take_split take_split;
	struct play_tokens tokens;
	struct play_lower lower;
	/* What a move changed, for marking it on the board (change.h). */
	change_reader *changes;
	/* MOVE_LIST: how many moves p has, move k (from 0) as the position
	 * it leads to, its label on the board ("x7 = 1008") and the number
	 * a person types to choose it (the multiple, the multiplier). */
	struct game_list {
		uint64_t (*count)(struct rules *r, const struct pos *p);
		int (*move)(struct rules *r, const struct pos *p, uint64_t k,
		    struct pos *out, struct sg_cause *why);
		void (*label)(struct rules *r, const struct pos *p, uint64_t k,
		    struct sbuf *out);
		uint64_t (*key)(struct rules *r, const struct pos *p,
		    uint64_t k);
	} list;
	/* MOVE_PICK_CELL: the position after picking the cell of column col
	 * (from 0) and row row (from 0, the bottom), or the reason it is no
	 * move. */
	int (*pick)(struct rules *r, const struct pos *p, size_t col,
	    uint64_t row, struct pos *out, struct sg_cause *why);
	/* Optional: how a finished position ended, when it is not for
	 * want of moves, as a whole sentence about the player who made the
	 * last move, called who ("Ann cut out a 1x1 piece, which wins."),
	 * in misere play saying that this loses; nothing appended when
	 * the game ended for want of moves. */
	void (*ending)(struct rules *r, const struct pos *p, const char *who,
	    bool misere, struct sbuf *out);
	/* A game made of games (a sum; NULL elsewhere), each part played
	 * on a board of its own with its own game's model (game_changes
	 * reads a move).  parts: the parts of p in order, at most max
	 * (GAME_PARTS_MAX will do) in out, their number in *n (SG_EINVAL
	 * when p is not a position of r).  join: p with part k's position
	 * replaced by q, in out (initialised), a position to hand to
	 * check. */
	int (*parts)(struct rules *r, const struct pos *p,
	    struct game_part *out, size_t max, size_t *n,
	    struct sg_cause *why);
	int (*join)(struct rules *r, const struct pos *p, size_t k,
	    const struct pos *q, struct pos *out, struct sg_cause *why);
	/* Optional, with parts: does a turn move every part that can move
	 * (a sum played as Every-SG), each part's move entered before the
	 * whole is made?  NULL: a turn is a move in one part. */
	bool (*all_parts)(const struct rules *r);
	/* Optional, with parts: part k's figure on q (a position of part k),
	 * with its label, in out, for the part's line on the board ("step
	 * count 3, won"), where the rules weigh a part by something other
	 * than its Grundy value; false (out untouched): its Grundy value
	 * is its figure. */
	bool (*part_figure)(struct rules *r, size_t k, const struct pos *q,
	    struct sbuf *out);
	/* Optional: the one-line summary of the game played by r, where its
	 * options change what the game is (a sum played as Every-SG), not
	 * translated (game_rules_summary does); NULL, or NULL returned: the
	 * game's summary. */
	const char *(*summary)(const struct rules *r);
	/* The named positions the menu offers, in the game's notation with
	 * its options first ("--take 1,3,4 10 7"), ended by NULL. */
	const char *const *presets;
	/* A random start, a candidate the caller keeps if it is fair: of a
	 * size for level 1 (small) to 5 (large), 3 being the menu's, in the
	 * game's notation; with opts unset the game first writes the options
	 * it needs (a code), else the rules given are used.  seed drives
	 * game_rand(). */
	void (*random)(const struct rules *r, unsigned level, bool opts,
	    uint64_t *seed, struct sbuf *out);
};

enum outcome {
	OUTCOME_P = 0,		/* the player to move loses */
	OUTCOME_N = 1		/* the player to move wins */
};

/* A game option such as `--take SET`, or a flag such as `--every`. */
struct game_opt {
	const char *name;	/* without dashes: "take" */
	const char *arg;	/* "SET"; NULL: a flag, which takes no value
				   (set_opt gets "") */
	const char *help;	/* one line */
};

struct game;

/* One independent part of a sum (a heap, a row, an arc, a piece) with the
 * entries of the position it covers, for explaining and highlighting. */
struct component {
	char label[48];		/* "heap 2", "arc of coins 4-7" */
	uint64_t value;		/* its Grundy value */
	size_t first;		/* entries first .. first + count - 1 */
	size_t count;
};

struct complist {
	struct component *c;	/* owned */
	size_t n;
	size_t cap;
};

/*
 * One game with its options (a subtraction set, a code) and whatever tables
 * its theory builds lazily.  Created by rules_new(), freed by rules_free();
 * not shared between threads.
 */
struct rules {
	const struct game *game;
	void *priv;		/* the game's own options and tables */
	/* Called now and then during long computations; may be NULL.
	 * Returning false stops the computation with SG_EINTR. */
	bool (*progress)(void *arg, uint64_t done, uint64_t total);
	void *progress_arg;
	/* The largest heap a table of values may grow to, set before the
	 * first use (0: the game's own limit). */
	uint64_t heap_max;
	/* The most elements a misere quotient's trials may have, set before
	 * the first use (0: the engine's default; larger reaches further,
	 * slower). */
	unsigned quotient_order;
	/* Threads a long computation may use, set before the first use (0:
	 * one per online core, also the most used).  The answers are the
	 * same whatever it is. */
	unsigned jobs;
};

/*
 * The answer for one position.  Fill limit before calling solve; the game
 * lists at most limit winning moves (each the position the move leads to)
 * and sets truncated when it knows there are more.  Whatever the limit,
 * the listed moves hold at most SOLUTION_MAX_ENTRIES numbers in all, so a
 * long position with many winning moves cannot exhaust memory.
 */
enum { SOLUTION_MAX_ENTRIES = 1 << 24 };

struct solution {
	enum outcome outcome;
	bool has_grundy;	/* false where the game has no value computed */
	uint64_t grundy;
	size_t limit;
	struct poslist wins;
	size_t entries;		/* numbers held by wins, in all */
	bool truncated;
	/* The theory constructs the moves listed but cannot list every
	 * winning move of this position: others may exist. */
	bool partial;
};

/* Notation: the position's argument syntax, the options, and the
 * position read and written in that syntax. */
struct game_notation {
	const char *syntax;	/* the position's argument syntax: "HEAP..." */
	const struct game_opt *opts;	/* NULL, or ended by a NULL name */
	bool nests;		/* the position holds other games' words, their
				   options among them (a sum of games): the
				   command line hands it the options it does
				   not know itself */
	/* Options and tables (all optional). init sets defaults in r->priv;
	 * fini frees it; set_opt takes one option; format_opts writes the
	 * options back as command-line text ("--take 1,3,4"), or nothing. */
	int (*init)(struct rules *r, struct sg_cause *why);
	void (*fini)(struct rules *r);
	int (*set_opt)(struct rules *r, const char *name, const char *arg,
	    struct sg_cause *why);
	void (*format_opts)(const struct rules *r, struct sbuf *out);
	/* Parse the position arguments; format in the same syntax. */
	int (*parse)(struct rules *r, int argc, char *const argv[],
	    struct pos *out, struct sg_cause *why);
	void (*format)(const struct rules *r, const struct pos *p,
	    struct sbuf *out);
	/* Optional canonical form for memo keys (sorting heaps of a sum). */
	void (*canon)(const struct rules *r, struct pos *p);
	/* Moves to positions of one canonical form are twins, one move to
	 * a person (coins of a ring taken in another place, or mirrored):
	 * the hint and solve say them once (game_twins). */
	bool twins;
	/* Optional: how large p is, in what the game is made of (stones,
	 * coins, squares, edges), so that worksheets order exercises by it;
	 * NULL: the sum of p's entries (see game_size). */
	uint64_t (*size)(const struct rules *r, const struct pos *p);
};

/* The literal rules, for the brute force, the check of a move and its
 * words. */
struct game_rules {
	/* Every position one move away, each once.  Used by the brute-force
	 * search on small positions only. */
	int (*moves)(struct rules *r, const struct pos *p, struct poslist *out,
	    struct sg_cause *why);
	/* Is `to` one legal move away from `from`?  SG_OK, or SG_EINVAL with
	 * the reason a person would want to read. */
	int (*check)(struct rules *r, const struct pos *from,
	    const struct pos *to, struct sg_cause *why);
	/* The move from `from` to `to` in words: "take 2 from heap 1". */
	void (*describe)(const struct rules *r, const struct pos *from,
	    const struct pos *to, struct sbuf *out);
	/* One legal move that keeps the game going as long as it can (used by
	 * the computer when it cannot win); SG_ENOMOVE when the game is over. */
	int (*any_move)(struct rules *r, const struct pos *p, struct pos *out,
	    struct sg_cause *why);
	/* Optional: an upper bound on the number of moves from p, saturating
	 * at UINT64_MAX, computed without listing them, so that callers list
	 * moves only when they are few (the computer's choice, strategy.h; the
	 * misere search, misere.h).
	 * NULL: never list. */
	uint64_t (*move_bound)(struct rules *r, const struct pos *p);
};

/* The theory: outcome, Grundy value, winning moves, in normal and
 * misere play. */
struct game_theory {
	bool is_sum;		/* the position is a sum of independent heaps */
	/* Outcome, Grundy value, winning moves. */
	int (*solve)(struct rules *r, const struct pos *p, struct solution *sol,
	    struct sg_cause *why);
	/* Optional: the same under misere play (the last player to move
	 * loses), by theory; without it misere_solve() searches (misere.h).
	 * misere_nim_rule: that theory is Nim's misere rule on the parts
	 * (components), and the explanation says so. */
	int (*misere)(struct rules *r, const struct pos *p,
	    struct solution *sol, struct sg_cause *why);
	bool misere_nim_rule;
	/* Optional, with misere: why p is won or lost under misere play by
	 * that theory, in lines appended to out (SG_EUNSUP or SG_ERANGE
	 * where the theory does not reach p, which was searched). */
	int (*misere_why)(struct rules *r, const struct pos *p,
	    struct sbuf *out, struct sg_cause *why);
	/* Optional: the misere quotient of the game's heaps (tbquot.h),
	 * owned by r, grown to cover heaps 0..max (0: until its heap map is
	 * proven periodic, or TBQ_DEFAULT_HEAPS). */
	int (*quotient)(struct rules *r, uint64_t max, struct tbq **out,
	    struct sg_cause *why);
};

/* The largest heap a search for a period looks at unless told otherwise
 * (values --period; values of codes with long known periods, such as
 * 0.16 and 0.56, are proven within it). */
enum { GAME_PERIOD_MAX = 1000000 };

/* Heap games only (NULL elsewhere): the values of single heaps. */
struct game_heaps {
	/* The value of one heap of n; the proven preperiod and period
	 * (SG_ERANGE when none is proven; on success why->text may say how
	 * it was proven); how many of 1..n are losing.  A NULL count falls back to heap_value.
	 * A search for the period looks at heaps 0..max at most (max 0:
	 * GAME_PERIOD_MAX) and says how far it looked when it found none. */
	int (*heap_value)(struct rules *r, uint64_t n, uint64_t *g,
	    struct sg_cause *why);
	int (*period)(struct rules *r, uint64_t max, uint64_t *pre,
	    uint64_t *per, struct sg_cause *why);
	int (*count)(struct rules *r, uint64_t n, uint64_t *losing,
	    struct sg_cause *why);
};

/* Teaching (all optional): the explanation, the game's own strategy in
 * words, the table panel. */
struct game_teach {
	/* Optional: the table panel of p (table.h, with its helpers); NULL:
	 * heap values for a heap game, else no table. */
	int (*table)(struct rules *r, const struct pos *p, struct table *t,
	    struct sg_cause *why);
	/* components: the independent parts of a sum
	 * with their values, in the order they stand in the position
	 * (SG_EUNSUP where this position is better explained otherwise).
	 * invariant: for a game that is not explained as a sum, why the
	 * position is won or lost, on the actual numbers, in lines of text. */
	int (*components)(struct rules *r, const struct pos *p,
	    struct complist *out, struct sg_cause *why);
	void (*invariant)(struct rules *r, const struct pos *p,
	    struct sbuf *out);
	/* Optional: the game's own strategy on p, in words, after the
	 * general explanation (the mirror of a circle, the pairs of a
	 * staircase); sol is p's solution (one winning move at least,
	 * where one is known). */
	void (*strategy)(struct rules *r, const struct pos *p,
	    const struct solution *sol, struct sbuf *out);
	/* Optional: the words over the winning moves of the hint on p, a
	 * position won in normal play, in the terms of the theory where these are not
	 * Grundy values (a sum played as Every-SG: its largest step count),
	 * ending in a colon; nothing appended: the hint's own heading. */
	void (*hint_head)(struct rules *r, const struct pos *p,
	    struct sbuf *out);
};

/* What the tests need of every game. */
struct game_tests {
	/* Its small positions, which the tests go through (theory against
	 * brute force, the board building every legal move): a few hundred
	 * within the brute force's reach, appended to out. */
	int (*smalls)(struct rules *r, struct poslist *out);
};

/*
 * A game: its names, then its hooks in sections, each a struct above, so
 * that a game's file reads section by section.
 */
struct game {
	const char *name;	/* "grundy": the CLI name */
	const char *title;	/* "Grundy's game" */
	const char *summary;	/* one line for `sprague list` */
	struct game_notation notation;
	struct game_rules rules;
	struct game_theory theory;
	struct game_heaps heaps;
	struct game_play play;	/* how a person plays it on the board,
				   its named and random starts */
	struct game_teach teach;
	struct game_tests tests;
};

/* The registry: the game called name, or NULL. */
const struct game *game_find(const char *name);
/* The number of games, and the i-th in the order of `sprague list`. */
size_t game_count(void);
const struct game *game_at(size_t i);
/* A game's words in the person's language: its title ("Grundy's
 * game"), its one-line summary, and what its board calls an entry
 * ("heap", the default); game_syntax: how a position is typed
 * ("HEAP..."). */
const char *game_syntax(const struct game *g);
const char *game_title(const struct game *g);
const char *game_summary(const struct game *g);
/* The summary of the game as r plays it (play.summary), in the person's
 * language: where the title of a running game is shown. */
const char *game_rules_summary(const struct rules *r);
const char *game_item(const struct game *g);
/* Token games (struct play_tokens): entry i's row and kind (the kind
 * returned, never NULL), the number of rows of p and the cells of row k;
 * where entry i may go in one slide, lo..hi (its own cell among them). */
const struct token_kind *game_token(const struct rules *r,
    const struct pos *p, size_t i, size_t *row);
size_t game_token_rows(const struct rules *r, const struct pos *p);
uint64_t game_token_cells(const struct rules *r, const struct pos *p,
    size_t row);
void game_token_reach(const struct rules *r, const struct pos *p, size_t i,
    uint64_t *lo, uint64_t *hi);

/* How large p is: the game's size hook, else the sum of p's entries
 * (heaps, coins, sides, numbers), saturating at UINT64_MAX. */
uint64_t game_size(const struct rules *r, const struct pos *p);

/* Create rules with the game's defaults; rules_free(NULL) is a no-op. */
int rules_new(const struct game *g, struct rules **out, struct sg_cause *why);
void rules_free(struct rules *r);
/* Set one option (name without dashes); SG_EINVAL for an unknown one. */
int rules_set(struct rules *r, const char *name, const char *arg,
    struct sg_cause *why);
/* Does the game take the option called name? */
bool rules_has_opt(const struct game *g, const char *name);
/* Is it a flag (an option without a value)? */
bool rules_opt_is_flag(const struct game *g, const char *name);

/*
 * Game options and a position in the words of the command line, the one
 * reader of them all (play, solve, the menu, lessons, saved games).  A
 * game option is `--name value` or `--name=value`, name one of the
 * game's (struct game_opt, without the dashes); the options come first,
 * then the position in the game's notation.
 */
/* Does word look like an option (`--` and more)? */
bool game_is_option(const char *word);
/* Set on r the option at argv[0], its value in argv[1] unless written
 * `--name=value`; *used becomes the words it took (1 or 2).  SG_OK, or
 * SG_EINVAL with the reason: not an option, unknown for the game, no
 * value, or the game's reason against the value. */
int rules_take_opt(struct rules *r, int argc, char *const argv[], int *used,
    struct sg_cause *why);
/* Every word of argv is part of an option: set them all on r. */
int rules_set_opts(struct rules *r, int argc, char *const argv[],
    struct sg_cause *why);
/* The options at the front of argv, up to the first word that does not
 * look like one: new rules in *rules (the caller's, set only on SG_OK)
 * and in *used the words they took. */
int game_parse_opts(const struct game *g, int argc, char *const argv[],
    struct rules **rules, int *used, struct sg_cause *why);
/* Options, then the position: new rules in *rules (the caller's, set
 * only on SG_OK) and the position in out.  SG_EINVAL
 * `GAME: missing the position (SYNTAX)` when no position follows. */
int game_parse_args(const struct game *g, int argc, char *const argv[],
    struct rules **rules, struct pos *out, struct sg_cause *why);
/* Is a word of the position (argv, after the options) an option?
 * SG_EINVAL naming it: a game's option after the position, or one the
 * game does not know; SG_OK when none is. */
int game_stray_option(const struct game *g, int argc, char *const argv[],
    struct sg_cause *why);
/* The words a person typed, folded (text_fold: "３", "４　５" are "3",
 * "4", "5") when one is not ASCII: new words in *words (free() it,
 * *nwords of them) pointing into *copy (free() it too); when all are
 * ASCII, SG_OK with *copy and *words NULL.  SG_OK or SG_ENOMEM. */
int game_fold_words(int argc, char *const argv[], char **copy, char ***words,
    int *nwords, struct sg_cause *why);
/* The same from one line of words separated by blanks, folded first. */
int game_parse_line(const struct game *g, const char *line,
    struct rules **rules, struct pos *out, struct sg_cause *why);
/* The game's name, then options and position, in one line of words
 * ("subtract --take 1,3,4 10 7", as a lesson or a question writes them):
 * *rules set to NULL first, then as game_parse_args sets them; SG_EINVAL
 * `game "NAME": unknown` for a name not in the registry. */
int game_parse_words(const char *words, struct rules **rules,
    struct pos *out, struct sg_cause *why);
/* Ask the progress hook; false means stop. */
bool rules_progress(struct rules *r, uint64_t done, uint64_t total);

void solution_init(struct solution *s, size_t limit);
void solution_free(struct solution *s);
/* Record a winning move (a copy of p).  Returns false, setting truncated,
 * once the limit is reached, so the caller stops looking. */
bool solution_add(struct solution *s, const struct pos *p, int *err);
/* The same for the move that sets entry i of p to x. */
bool solution_add_set(struct solution *s, const struct pos *p, size_t i,
    uint64_t x, int *err);

void complist_init(struct complist *l);
void complist_free(struct complist *l);
/* Append a component; SG_OK or SG_ENOMEM. */
int complist_add(struct complist *l, const char *label, uint64_t value,
    size_t first, size_t count);

/* Helpers every game may use. */
/* Parse argv as a list of whole numbers 0..max named what ("heap", a
 * word marked WN_(): refusals name it in the reader's language). */
int game_parse_numbers(int argc, char *const argv[], uint64_t max,
    const char *what, struct pos *out, struct sg_cause *why);
/* Append to out every list of 1 to k numbers in lo..hi: non-decreasing,
 * or strictly increasing when strict is set.  SG_OK or SG_ENOMEM. */
int game_smalls_lists(struct poslist *out, size_t k, uint64_t lo,
    uint64_t hi, bool strict);
/* Append to out every pair of numbers 0..max, in both orders. */
int game_smalls_pairs(struct poslist *out, uint64_t max);
/* A number in lo..hi from the generator whose state is *seed
 * (splitmix64: any seed will do). */
uint64_t game_rand(uint64_t *seed, uint64_t lo, uint64_t hi);
/* Append n random numbers in lo..hi, separated by blanks; ascending: each
 * above the one before, spread over lo..hi. */
void game_random_numbers(struct sbuf *out, uint64_t *seed, uint64_t n,
    uint64_t lo, uint64_t hi, bool ascending);
/* The largest number of a random start at a level: base at level 3,
 * scaled with the level, at least lo. */
uint64_t game_level_size(unsigned level, uint64_t base, uint64_t lo);
/* Format p as its numbers separated by single spaces. */
void game_format_numbers(const struct pos *p, struct sbuf *out);
/* Generic check: is `to` among moves(from)?  For small positions. */
int game_check_by_moves(struct rules *r, const struct pos *from,
    const struct pos *to, struct sg_cause *why);
/* Format p in its game's notation (r->game->notation.format). */
void game_format(const struct rules *r, const struct pos *p, struct sbuf *out);
/* One line of a list of moves: indent, the move from p to `to` in words,
 * then the position it leaves in the notation. */
void game_say_move(const struct rules *r, const struct pos *p,
    const struct pos *to, const char *indent, struct sbuf *out);
/* An any_move hook for heap games where taking one stone is always a
 * move: take one from the largest heap (the first of the largest). */
int game_take_one(struct rules *r, const struct pos *p, struct pos *out,
    struct sg_cause *why);
/* A canon hook for sums of heaps: sort the entries. */
void game_canon_sort(const struct rules *r, struct pos *p);
/* Twins among the positions of l (moves from one position): first[i]
 * (the caller's array of l->n entries) becomes the index of the first
 * position of l with the canonical form of position i, i itself when
 * none comes before it or the game does not count twins as one
 * (notation.twins).  SG_OK or SG_ENOMEM. */
int game_twins(const struct rules *r, const struct poslist *l,
    size_t *first);
/* After the words of move i from p to l->p[i] (first from game_twins),
 * where later moves of l are its twins: " (or its twin, take coins 5
 * and 6: ...)" for one, the number of them for more; nothing else. */
void game_say_twins(const struct rules *r, const struct pos *p,
    const struct poslist *l, const size_t *first, size_t i,
    struct sbuf *out);
/* What the move from -> to changed, for marking it on a board (the
 * game's play.changes; in a game made of parts, the changed part's,
 * its items marked with the part: change_part_item).  SG_OK or
 * SG_ENOMEM. */
int game_changes(struct rules *r, const struct pos *from,
    const struct pos *to, bool after, struct changes *out);
/* The number of parts of p (a game made of games; 0 in another), and
 * part k of p with its position in out (initialised by the caller):
 * SG_OK, or the reason. */
size_t game_nparts(struct rules *r, const struct pos *p);
int game_part_pos(struct rules *r, const struct pos *p, size_t k,
    struct game_part *part, struct pos *out, struct sg_cause *why);
/* The entries of p a board draws as heaps: all, or the first few where
 * the game keeps more beside them (play.lower.heaps). */
size_t game_heap_entries(const struct rules *r, const struct pos *p);
/* For games whose move changes exactly one entry: its index, or -1 when
 * the sizes differ or not exactly one entry changed. */
long game_one_changed(const struct pos *from, const struct pos *to);

#endif
