/*
 * tbtable_impl.h: the inside of a value table, shared by tbtable.c (the
 * methods) and tbperiod.c (periods, counts, options).  Not for games.
 */
#ifndef SPRAGUE_TBTABLE_IMPL_H
#define SPRAGUE_TBTABLE_IMPL_H

#include "tbtable.h"

/* Values are kept in one byte, TBT_ESCAPE and above as the byte
 * TBT_ESCAPE with the value in the table's list of escapes; in 16 bits
 * once those would be too many (tbt_escape_room).  seen[] marks any of
 * them. */
enum { TBT_VALUES = 1 << 16, TBT_ESCAPE = 255 };

/* The marks of one heap's computation; one per thread. */
struct tbt_scratch {
	uint32_t *seen;		/* seen[x] == stamp: x is an option */
	uint32_t stamp;
	uint8_t *want;		/* want[x]: a witness is looked for */
	uint16_t *list;		/* the values wanted, nlist of them */
	unsigned nlist;
};

enum tbt_period_state {
	TBT_PERIOD_UNTRIED,
	TBT_PERIOD_PROVEN,
	TBT_PERIOD_NONE
};

struct tbt {
	struct tb_code code;
	unsigned last;		/* the last non-zero digit */
	unsigned bits;		/* the union of the digits */
	bool sparse_ok;		/* the sparse method applies */
	bool sparse;		/* and is used */
	uint64_t limit;		/* the largest heap computed */
	bool max_set;		/* limit given by tbt_set_limit */

	void *v;		/* v[n]: the value of a heap of n (tbt_at) */
	unsigned width;		/* bytes a value: 1 while the escapes are
				 * few, then 2 */
	/* Width 1: the heaps whose byte is TBT_ESCAPE, ascending, and their
	 * values.  Appended as heaps are settled (nesc is atomic: a reader
	 * that saw a heap settled finds its escape), never moved while
	 * threads run: the room is made between the runs. */
	uint64_t *esch;
	uint16_t *escv;
	size_t nesc;
	size_t capesc;
	unsigned maxval;	/* the largest of them */
	enum tbt_simd simd;	/* the widest scan to use */
	unsigned jobs;		/* threads for the sparse method */
	double ns_heap[2];	/* time a heap took on one thread and on
				 * jobs, on the last long segment (0: none) */
	unsigned segments;	/* long segments run */
	uint64_t len;		/* heaps 0..len-1 are known */
	uint64_t cap;

	struct tbt_scratch s;	/* the calling thread's marks */

	/* The sparse method's split of the values (tbsparse.c): heap n
	 * with value v is rare when the bits of v under mask, plus the
	 * bit (n + tpar) & hpar, are even in number. */
	bool have_mask;		/* the sparse method has started */
	unsigned mask;
	unsigned hpar;		/* 1: a heap's size counts as well */
	unsigned tpar;		/* the parity of the split digits */
	uint8_t *par;		/* par[v]: the parity of v's bits under mask */
	unsigned prefix;	/* the split is first chosen on these heaps */
	unsigned resplits;	/* times the split was chosen again */
	uint64_t *rare;		/* heaps with a rare value, ascending */
	uint16_t *rarev;	/* and their values */
	size_t nrare;
	size_t caprare;

	uint64_t goal;		/* the heap the growth is for (progress) */
	bool progressed;	/* and progress was reported on the way */

	bool cache_tried;	/* the cache was read */
	uint64_t cached;	/* values the cache file holds */
	bool cache_longer;	/* it holds more than the limit allows */

	enum tbt_period_state period;
	uint64_t tried;		/* the longest table a proof was tried on */
	uint64_t pre;		/* proven: v[n + per] = v[n], n >= pre */
	uint64_t per;
	struct sg_cause period_why;	/* when none is proven */
	struct sg_cause proof;		/* when one is: the theorem */
};

/* The value of escaped heap n (tbt_at). */
unsigned tbt_escaped(const struct tbt *t, uint64_t n);

/* The value of heap n < t->len. */
static inline unsigned
tbt_at(const struct tbt *t, uint64_t n)
{
	unsigned b;

	if (t->width == 2)
		return ((const uint16_t *)t->v)[n];
	b = ((const uint8_t *)t->v)[n];
	return __builtin_expect(b == TBT_ESCAPE, 0) ? tbt_escaped(t, n) : b;
}

/* Keep g, which fits the table (tbt_fits), as the value of heap n, the
 * next heap to be settled. */
static inline void
tbt_put(struct tbt *t, uint64_t n, unsigned g)
{
	if (t->width == 2)
		((uint16_t *)t->v)[n] = (uint16_t)g;
	else if (g < TBT_ESCAPE)
		((uint8_t *)t->v)[n] = (uint8_t)g;
	else {
		t->esch[t->nesc] = n;
		t->escv[t->nesc] = (uint16_t)g;
		__atomic_store_n(&t->nesc, t->nesc + 1, __ATOMIC_RELEASE);
		((uint8_t *)t->v)[n] = TBT_ESCAPE;
	}
}

/* Whether value g fits the table as it is. */
static inline bool
tbt_fits(const struct tbt *t, unsigned g)
{
	return t->width == 2 || g < TBT_ESCAPE || t->nesc < t->capesc;
}

/* The escapes a table of one byte a value and cap heaps keeps before it
 * goes over to two bytes a value: one in 256 heaps, so that their list
 * (10 bytes each) stays within 4% of the table.  (Grundy's game has one
 * up to heap 47132747, then about one in 2500 heaps: 4008 to heap
 * 52473494.) */
static inline size_t
tbt_escape_room(uint64_t cap)
{
	return 256 + (size_t)(cap >> 8);
}

/* Make room for heap n's value, which does not fit: a longer list of
 * escapes, or two bytes a value when the escapes would be too many
 * (SG_ENOMEM with the reason when the wider table cannot be had). */
int tbt_widen(struct tbt *t, uint64_t n, struct sg_cause *why);

/* The first heaps of a sparse table come from the plain method. */
enum { TBT_PREFIX = 4096 };

int tbt_scratch_init(struct tbt_scratch *s);
void tbt_scratch_free(struct tbt_scratch *s);
/* A fresh mark, clearing seen[] when the stamps wrap. */
void tbt_scratch_next(struct tbt_scratch *s);

/* Mark v as an option, and ask whether it is one. */
static inline void
tbt_mark(struct tbt_scratch *s, unsigned v)
{
	s->seen[v] = s->stamp;
}

static inline bool
tbt_marked(const struct tbt_scratch *s, unsigned v)
{
	return s->seen[v] == s->stamp;
}

/* Mark the moves of heap n that leave no heap, and those that leave one
 * heap by taking k stones, kfrom <= k <= kmax. */
void tbt_mark_singles(const struct tbt *t, struct tbt_scratch *s,
    uint64_t n, uint64_t kfrom, uint64_t kmax);

/* Choose the split from the table and list the rare heaps. */
int tbt_sparse_start(struct tbt *t);
/* Compute heaps t->len..n by the sparse method, with t->jobs threads. */
int tbt_sparse_run(struct tbt *t, struct rules *r, uint64_t n,
    struct sg_cause *why);
/* Report to r (may be NULL) that heaps 0..done-1 are known, of the
 * t->goal + 1 wanted; false when the hook says stop. */
bool tbt_progress(struct tbt *t, struct rules *r, uint64_t done);

/* Tables at least this long are kept in the cache (tbcache.c). */
enum { TBT_CACHE_MIN = 1 << 18 };

/* Take a longer table from the cache if a sound one is there. */
bool tbt_cache_load(struct tbt *t);
/* Write the table to the cache (atomically; failures are ignored). */
void tbt_cache_save(struct tbt *t);

/* SG_ERANGE: the value of heap n does not fit the table. */
int tbt_too_big(uint64_t n, struct sg_cause *why);

/* Compute values up to heap n (SG_ERANGE past the limit). */
int tbt_grow(struct tbt *t, struct rules *r, uint64_t n,
    struct sg_cause *why);

#endif
