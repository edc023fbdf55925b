/*
 * table.h: the values behind a game, as data for the table panel of the
 * board: the values of heap sizes (the heap games; Kayles rows for the
 * coin circle, whose arcs are Kayles rows), the pieces of the cutting game,
 * the stretches of current values of the multiplication game, the pairs of
 * Euclid's game; for the games with no table of values, what decides them
 * in words.  No drawing here: the UI lays the entries out as it scrolls.
 */
#ifndef SPRAGUE_TABLE_H
#define SPRAGUE_TABLE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "game.h"

enum table_kind {
	TABLE_HEAPS,		/* values of heap sizes 0..last */
	TABLE_PIECES,		/* values of pieces w x h, sides 1..last */
	TABLE_STRETCHES,	/* stretches of current values (multiply) */
	TABLE_PAIRS,		/* values of pairs (a, b), numbers 1..last */
	TABLE_WORDS		/* no table: the notes say what decides */
};

/* Heap sizes tabled at most, and at least (whole rows of ten). */
enum { TABLE_HEAP_LIMIT = 99999, TABLE_HEAP_MIN = 99, TABLE_MARGIN = 30 };
/* The panel's note on the period looks no further than this heap (a
 * second or so for a code with no period known; values --period goes
 * further). */
enum { TABLE_PERIOD_MAX = 50000 };

enum table_cell_kind {
	CELL_VALUE,		/* a Grundy value */
	CELL_WIN,		/* the player to move wins at once (a strip) */
	CELL_OVER		/* the game is over (a 1x1 piece) */
};

/* One entry of a table. */
struct table_cell {
	enum table_cell_kind kind;
	uint64_t value;		/* CELL_VALUE */
	bool lost;		/* the player to move loses (value 0) */
	bool here;		/* on the board: a heap, an arc, a piece, the
				   pair */
};

/* Current values a..b of the multiplication game, all of one value. */
struct table_stretch {
	uint64_t a, b;
	uint64_t value;		/* 0: lost for the player to move */
};

struct table {
	enum table_kind kind;
	struct rules *vals;	/* where the values come from */
	bool own_vals;		/* vals made here (Kayles for the circle) */
	struct pos pos;		/* a copy of the position */
	uint64_t *marks;	/* heap sizes or arc lengths on the board */
	size_t nmarks;
	uint64_t last;		/* the largest heap size, side, number */
	uint64_t focus_x, focus_y;	/* an entry to show first */
	struct sbuf heading;	/* what the table shows: one line */
	struct sbuf notes;	/* period, limits, words: lines ending \n */
	/* TABLE_PIECES: the value of a piece w x h, from the game. */
	uint64_t (*piece_value)(const struct rules *r, uint64_t w,
	    uint64_t h);
	struct table_stretch *st;	/* TABLE_STRETCHES, ascending */
	size_t nst;
	size_t st_here;		/* the stretch of the current value */
};

/*
 * Make the table of p under r (not owned; it must outlive t).  t is
 * filled and owned by the caller, who frees it with table_free() whatever
 * this returns.  SG_OK, or SG_ENOMEM.
 */
int table_new(struct rules *r, const struct pos *p, struct table *t,
    struct sg_cause *why);
void table_free(struct table *t);

/*
 * What a game's table hook (game.h) fills t with, on the parts table_new
 * set up (t->pos, the heading and notes, empty).  Each returns SG_OK or
 * SG_ENOMEM.
 *
 * table_heaps: the values of r's heap sizes, the entries of p marked.
 * table_heaps_of: the values of heap sizes of vals (rules the table now
 * owns), the marks given, under a heading.
 * table_pieces: pieces w x h, each valued by value().
 * table_stretches: the current values of a target p->v[0] in stretches
 * that may change value at the starts s[0..m-1] (ascending, from 1),
 * valued by r's solve of the pair (target, value).
 * table_pairs: the values of pairs (a, b) by r's solve.
 * table_words: no table; text (NULL: none) says what decides the game.
 */
int table_heaps(struct table *t, struct rules *r, const struct pos *p,
    struct sg_cause *why);
int table_heaps_of(struct table *t, struct rules *vals, const uint64_t *marks,
    size_t nmarks, const char *heading, struct sg_cause *why);
int table_pieces(struct table *t, const struct pos *p,
    uint64_t (*value)(const struct rules *, uint64_t, uint64_t));
int table_stretches(struct table *t, struct rules *r, const struct pos *p,
    const uint64_t *s, size_t m, struct sg_cause *why);
void table_pairs(struct table *t, const struct pos *p);
void table_words(struct table *t, const struct rules *r, const char *text);

/* TABLE_HEAPS: the value of a heap of n (n <= t->last). */
int table_heap(struct table *t, uint64_t n, struct table_cell *c,
    struct sg_cause *why);
/* TABLE_PIECES: the value of a piece w x h (sides 1..t->last). */
void table_piece(const struct table *t, uint64_t w, uint64_t h,
    struct table_cell *c);
/* TABLE_PAIRS: the value of the pair (a, b) (numbers 1..t->last). */
int table_pair(struct table *t, uint64_t a, uint64_t b,
    struct table_cell *c, struct sg_cause *why);

#endif
