/*
 * explain.h: why a position is won or lost, as data and text that the
 * board's explain panel, `solve --explain` and the tests share.
 *
 * For a sum (game->teach.components): each part's Grundy value, their nim-sum
 * worked in binary columns, and for a winning move which part changes to
 * which value.  For the other games: the game's invariant in words.
 */
#ifndef SPRAGUE_EXPLAIN_H
#define SPRAGUE_EXPLAIN_H

#include "game.h"
#include "judge.h"

struct explanation {
	bool is_sum;
	struct complist parts;	/* for a sum */
	uint64_t nimsum;
	/* The outcome and the winning moves (up to EXPLAIN_MOVES for a sum,
	 * else one); of a won sum, the move the argument makes first. */
	struct solution sol;
	/*
	 * A won sum: the part the argument changes, the first with a 1 in
	 * the nim-sum's leftmost column (else -1), and its value after the
	 * move, its value ^ nimsum, which is smaller.  has_move: such a
	 * move was found, and it is sol.wins.p[0] (it always exists, by the
	 * mex; only a theory that lists no move of that part leaves it
	 * unfound).
	 */
	long move_part;
	uint64_t move_value;
	bool has_move;
	size_t others;		/* how many winning moves besides the
				   argument's the text lists */
	struct sbuf text;	/* the whole explanation, lines ending in \n */
};

/* How many winning moves of a sum the explanation looks through, and how
 * many besides the argument's move it lists (each said for what it is). */
enum { EXPLAIN_MOVES = 64, EXPLAIN_OTHERS = 8 };

/* Explain p.  e is filled and owned by the caller (explain_free). */
int explain_new(struct rules *r, const struct pos *p, struct explanation *e,
    struct sg_cause *why);
/* The same, listing up to limit winning moves of a sum in all (the
 * argument's and limit - 1 others) instead of 1 + EXPLAIN_OTHERS, and
 * looking through as many; limit 0 keeps the defaults. */
int explain_new_limit(struct rules *r, const struct pos *p, size_t limit,
    struct explanation *e, struct sg_cause *why);
void explain_free(struct explanation *e);

/*
 * The winning move from p that the explanation shows, into to (initialised
 * by the caller): of a sum, a move in the first part with a 1 in the
 * nim-sum's leftmost column that lowers its value to value ^ nim-sum; of
 * another game, its theory's first winning move.  SG_OK; SG_ENOMOVE when
 * p is lost or no move is known; the theory's errors.
 */
int explain_winning_move(struct rules *r, const struct pos *p,
    struct pos *to, struct sg_cause *why);

/*
 * Explain p under misere play, as judge j (misere) solves it: for Nim its
 * rule on the actual heaps, with the nim-sum table while a heap holds more
 * than one stone; for the other games, that the position was searched, and
 * the outcome.  Then the winning moves, up to e->sol's limit of
 * EXPLAIN_MISERE_MOVES.  e is filled and owned by the caller.
 */
enum { EXPLAIN_MISERE_MOVES = 20 };
int explain_misere(struct judge *j, const struct pos *p,
    struct explanation *e, struct sg_cause *why);

/*
 * The nim-sum table of a sum: one line per part (label, value, value in
 * binary), a rule, and the nim-sum with its binary digits, each the parity
 * of its column.  Appended to out.
 */
void explain_table(const struct explanation *e, struct sbuf *out);

/*
 * The value of one heap of a heap game (game->heaps.heap_value) worked out from
 * the rules: its options, each with the heaps it leaves and their values'
 * XOR ("3 + 4   1 ^ 1 = 0" for Grundy's game), and the mex that gives
 * the value.  Past EXPLAIN_HEAP_LINES options, one option for each value
 * below the mex; past EXPLAIN_HEAP_OPTIONS, only the value.  Without
 * conclude, the options only, not the value they give (a hint; nothing
 * when there are none to list).  Appended to out.  SG_EUNSUP for a game
 * without heaps; SG_EINVAL should the mex differ from the game's value.
 */
enum { EXPLAIN_HEAP_LINES = 12, EXPLAIN_HEAP_OPTIONS = 20000 };
/* Is g a game of heaps, so that explain_heap works out their values? */
bool explain_has_heaps(const struct game *g);

/* Item i of a list of n words, after the separator the reader's language
 * puts before it (none before the first, "and" before the last). */
void explain_list_add(struct sbuf *out, size_t i, size_t n,
    const char *item);
int explain_heap(struct rules *r, uint64_t n, bool conclude,
    struct sbuf *out, struct sg_cause *why);

#endif
