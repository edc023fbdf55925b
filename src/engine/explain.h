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
	struct solution sol;	/* the outcome and one winning move */
	long move_part;		/* the part the winning move changes, or -1 */
	struct sbuf text;	/* the whole explanation, lines ending in \n */
};

/* Explain p.  e is filled and owned by the caller (explain_free). */
int explain_new(struct rules *r, const struct pos *p, struct explanation *e,
    struct sg_cause *why);
void explain_free(struct explanation *e);

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
int explain_heap(struct rules *r, uint64_t n, bool conclude,
    struct sbuf *out, struct sg_cause *why);

#endif
