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

#include "pos.h"
#include "util.h"

/* How the UI draws a game. */
enum board_kind {
	BOARD_HEAPS,		/* heaps of stones */
	BOARD_STAIR,		/* heaps drawn as a staircase (ordered piles) */
	BOARD_ROWS,		/* rows of coins */
	BOARD_CIRCLE,		/* coins around a ring */
	BOARD_CHESSMEN,		/* chessmen on a numbered row */
	BOARD_GRID,		/* sheets of squared paper */
	BOARD_NUMBERS		/* a pair of numbers, or a number line */
};

enum outcome {
	OUTCOME_P = 0,		/* the player to move loses */
	OUTCOME_N = 1		/* the player to move wins */
};

/* A game option such as `--take SET`. */
struct game_opt {
	const char *name;	/* without dashes: "take" */
	const char *arg;	/* "SET" */
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
};

struct game {
	const char *name;	/* "grundy": the CLI name */
	const char *title;	/* "Grundy's game" */
	const char *summary;	/* one line for `sprague list` */
	const char *syntax;	/* the position's argument syntax: "HEAP..." */
	enum board_kind board;
	const struct game_opt *opts;	/* NULL, or ended by a NULL name */
	bool is_sum;		/* the position is a sum of independent heaps */

	/* Options and tables (all optional). init sets defaults in r->priv;
	 * fini frees it; set_opt takes one option; format_opts writes the
	 * options back as command-line text ("--take 1,3,4"), or nothing. */
	int (*init)(struct rules *r, struct sg_cause *why);
	void (*fini)(struct rules *r);
	int (*set_opt)(struct rules *r, const char *name, const char *arg,
	    struct sg_cause *why);
	void (*format_opts)(const struct rules *r, struct sbuf *out);

	/* Notation: parse the position arguments; format in the same syntax. */
	int (*parse)(struct rules *r, int argc, char *const argv[],
	    struct pos *out, struct sg_cause *why);
	void (*format)(const struct rules *r, const struct pos *p,
	    struct sbuf *out);

	/* The literal rules: every position one move away, each once.  Used
	 * by the brute-force search on small positions only. */
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
	/* Optional canonical form for memo keys (sorting heaps of a sum). */
	void (*canon)(const struct rules *r, struct pos *p);
	/* Optional: an upper bound on the number of moves from p, saturating
	 * at UINT64_MAX, computed without listing them, so that callers list
	 * moves only when they are few (the computer's choice, strategy.h; the
	 * misere search, misere.h).
	 * NULL: never list. */
	uint64_t (*move_bound)(struct rules *r, const struct pos *p);

	/* The theory: outcome, Grundy value, winning moves. */
	int (*solve)(struct rules *r, const struct pos *p, struct solution *sol,
	    struct sg_cause *why);
	/* Optional: the same under misere play (the last player to move
	 * loses), by theory; without it misere_solve() searches (misere.h). */
	int (*misere)(struct rules *r, const struct pos *p,
	    struct solution *sol, struct sg_cause *why);

	/* Heap games only (NULL elsewhere): the value of one heap of n; the
	 * proven preperiod and period (SG_ERANGE when none is proven; on
	 * success why->text may say how it was proven); how many of 1..n
	 * are losing.  A NULL count falls back to heap_value. */
	int (*heap_value)(struct rules *r, uint64_t n, uint64_t *g,
	    struct sg_cause *why);
	int (*period)(struct rules *r, uint64_t *pre, uint64_t *per,
	    struct sg_cause *why);
	int (*count)(struct rules *r, uint64_t n, uint64_t *losing,
	    struct sg_cause *why);

	/* Teaching (optional).  components: the independent parts of a sum
	 * with their values, in the order they stand in the position
	 * (SG_EUNSUP where this position is better explained otherwise).
	 * invariant: for a game that is not explained as a sum, why the
	 * position is won or lost, on the actual numbers, in lines of text. */
	int (*components)(struct rules *r, const struct pos *p,
	    struct complist *out, struct sg_cause *why);
	void (*invariant)(struct rules *r, const struct pos *p,
	    struct sbuf *out);
};

/* The registry: the game called name, or NULL. */
const struct game *game_find(const char *name);
/* The number of games, and the i-th in the order of `sprague list`. */
size_t game_count(void);
const struct game *game_at(size_t i);

/* Create rules with the game's defaults; rules_free(NULL) is a no-op. */
int rules_new(const struct game *g, struct rules **out, struct sg_cause *why);
void rules_free(struct rules *r);
/* Set one option (name without dashes); SG_EINVAL for an unknown one. */
int rules_set(struct rules *r, const char *name, const char *arg,
    struct sg_cause *why);
/* Does the game take the option called name? */
bool rules_has_opt(const struct game *g, const char *name);
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
/* Parse argv as a list of whole numbers 0..max named what ("heap"). */
int game_parse_numbers(int argc, char *const argv[], uint64_t max,
    const char *what, struct pos *out, struct sg_cause *why);
/* Format p as its numbers separated by single spaces. */
void game_format_numbers(const struct pos *p, struct sbuf *out);
/* Generic check: is `to` among moves(from)?  For small positions. */
int game_check_by_moves(struct rules *r, const struct pos *from,
    const struct pos *to, struct sg_cause *why);
/* Format p in its game's notation (r->game->format). */
void game_format(const struct rules *r, const struct pos *p, struct sbuf *out);
/* An any_move hook for heap games where taking one stone is always a
 * move: take one from the largest heap (the first of the largest). */
int game_take_one(struct rules *r, const struct pos *p, struct pos *out,
    struct sg_cause *why);
/* A canon hook for sums of heaps: sort the entries. */
void game_canon_sort(const struct rules *r, struct pos *p);
/* For games whose move changes exactly one entry: its index, or -1 when
 * the sizes differ or not exactly one entry changed. */
long game_one_changed(const struct pos *from, const struct pos *to);

#endif
