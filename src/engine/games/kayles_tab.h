/*
 * kayles_tab.h: the table of Kayles values (octal game 0.77) for the
 * coin circle: the arcs of a broken ring are Kayles rows.
 */
#ifndef SPRAGUE_KAYLES_TAB_H
#define SPRAGUE_KAYLES_TAB_H

#include <stdint.h>

#include "../game.h"

/* Rows computed by the mex recurrence; enough to prove the period. */
enum { KAYLES_TABLE = 512 };

struct kayles_tab {
	uint8_t g[KAYLES_TABLE];
	uint64_t pre;		/* g(n + per) = g(n) for every n >= pre */
	uint64_t per;
};

/* Compute the values and prove the period (SG_ERANGE if none proven). */
int kayles_tab_init(struct kayles_tab *t, struct sg_cause *why);
/* The value of a row of n coins, any n. */
uint64_t kayles_tab_value(const struct kayles_tab *t, uint64_t n);

/* Rules hooks for games whose priv is a struct kayles_tab. */
int kayles_rules_init(struct rules *r, struct sg_cause *why);
void kayles_rules_fini(struct rules *r);

/*
 * Look for winning splits of a row of n coins after taking k (1 or 2)
 * coins: every a in 0..n-k with value(a) ^ value(n-k-a) == target, in
 * ascending order, without walking the periodic middle of a huge row one
 * coin at a time.  fn returns false to stop; so does this.
 */
typedef bool (*kayles_split_fn)(void *arg, uint64_t a);
bool kayles_splits(const struct kayles_tab *t, uint64_t n, uint64_t k,
    uint64_t target, kayles_split_fn fn, void *arg);

#endif
