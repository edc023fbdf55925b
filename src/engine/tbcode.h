/*
 * tbcode.h: take-and-break codes in the notation of CGSuite.
 *
 * A code such as 0.137 gives one digit per number k of stones taken (the
 * digit before the point is k = 0).  Bit 1 of the digit allows taking k
 * stones when that empties the heap, bit 2 when one heap is left, bit 4
 * when the rest is split into two non-empty heaps, bit 8 (hex digits) into
 * three.  A `!` after a digit asks the heaps left by a split to differ
 * (4!.0 is Grundy's game), and a final block in brackets repeats forever
 * (0.[3] is Nim).  The digit before the point may only split; it may be
 * left out when it is 0 (.77, as Winning Ways writes 0.77).
 *
 * This module knows the literal rules only: which heaps one move may
 * leave.  The values live in tbtable.h.
 */
#ifndef SPRAGUE_TBCODE_H
#define SPRAGUE_TBCODE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "util.h"

/* The largest k a code may spell out after the point (its digits, the
 * repeating block included), and so the largest take of a subtraction
 * set. */
enum { TB_MAX_TAKE = 256 };

enum {
	TB_EMPTY = 1,		/* take k, leaving nothing */
	TB_ONE = 2,		/* take k, leaving one heap */
	TB_TWO = 4,		/* take k, splitting the rest in two */
	TB_THREE = 8		/* take k, splitting the rest in three */
};

struct tb_code {
	uint8_t d[TB_MAX_TAKE + 1];	/* the digit of each k */
	bool dist[TB_MAX_TAKE + 1];	/* the `!` of each k */
	unsigned len;			/* digits given: k = 0..len-1 */
	unsigned rep;			/* len: finite; else the block
					 * d[rep..len-1] repeats forever */
};

/* Parse text as a code; SG_EINVAL with `code "TEXT": reason`. */
int tb_code_parse(const char *text, struct tb_code *c, struct sg_cause *why);
/* The code of the subtraction game with these takes (each 1..TB_MAX_TAKE). */
void tb_code_subtraction(const uint64_t *takes, size_t n, struct tb_code *c);
/* Write the code back in canonical form ("0.77", "4!.0", "0.[3]"). */
void tb_code_format(const struct tb_code *c, struct sbuf *out);

/* The digit for taking k stones, and whether its splits must differ. */
static inline unsigned
tb_digit(const struct tb_code *c, uint64_t k, bool *dist)
{
	uint64_t i = k;

	if (k >= c->len) {
		if (c->rep == c->len) {
			*dist = false;
			return 0;
		}
		i = c->rep + (k - c->rep) % (c->len - c->rep);
	}
	*dist = c->dist[i];
	return c->d[i];
}

/* Does the code repeat forever (so any number may be taken)? */
static inline bool
tb_code_infinite(const struct tb_code *c)
{
	return c->rep < c->len;
}

/* The largest k with a non-zero digit of a finite code. */
unsigned tb_code_last(const struct tb_code *c);
/* The union of the bits of all digits. */
unsigned tb_code_bits(const struct tb_code *c);
/* Is there any `!` on a digit that splits? */
bool tb_code_has_dist(const struct tb_code *c);
/* The largest k to try from a heap of h: h, or the last digit. */
uint64_t tb_code_max_take(const struct tb_code *c, uint64_t h);

/*
 * Is leaving parts[0..n-1] (n = 1..3) from a heap of h one legal move?
 * A heap emptied is written as the single part 0.  With sorted, parts of
 * a split must be non-decreasing; otherwise any order is accepted (a row
 * of coins keeps its left and right parts apart).  On success *took is
 * the number of stones taken.
 */
bool tb_code_legal(const struct tb_code *c, uint64_t h, const uint64_t *parts,
    size_t n, bool sorted, uint64_t *took);

/*
 * Every move from a heap of h by the literal rules: fn(arg, parts, n, k)
 * for each, until fn returns false (then this returns false).  Splits come
 * by the first part ascending: up to half the heap (the smaller part
 * first), or, with both_orders, in every order.  For small heaps only: the
 * cost grows with h^2 for three-way splits.
 */
typedef bool (*tb_move_fn)(void *arg, const uint64_t *parts, size_t n,
    uint64_t k);
bool tb_code_moves(const struct tb_code *c, uint64_t h, bool both_orders,
    tb_move_fn fn, void *arg);

/* The file of code c's cache in directory dir: "DIR/KIND-CODE.bin", the
 * code's letters and digits as they are, the rest spelled out (so that
 * 4!.0 is 4xp0). */
void tb_code_file(const struct tb_code *c, const char *dir, const char *kind,
    struct sbuf *out);

#endif
