/*
 * tbtable.h: the Grundy values of single heaps of a take-and-break game,
 * computed on demand, proven periodic where a theorem allows, and the
 * count of losing heaps (LongLongNim).
 *
 * Values are kept in a table that grows to the largest heap asked about,
 * one byte a value while every value fits one, two bytes from the first
 * value that does not (tbt_width).  Two methods fill it and give the same numbers: the
 * plain one takes the mex over every move; the sparse one (for finite
 * codes whose splits leave two heaps) splits the values into a rare and a
 * common class by the parity of their bits under a mask, finds every
 * common option from the few rare heaps, and searches two common heaps
 * only for a rare value that could be the mex.
 *
 * Periods are proven by the window argument for codes that never split
 * (a value depends on the last few values only) and by the Guy-Smith
 * theorem for codes whose splits leave two heaps (octal codes, and those
 * whose digit before the point is 4; see tbperiod.c); a heap past a
 * proven preperiod answers at once whatever its size.
 */
#ifndef SPRAGUE_TBTABLE_H
#define SPRAGUE_TBTABLE_H

#include <stdbool.h>
#include <stdint.h>

#include "game.h"
#include "tbcode.h"

enum tbt_method {
	TBT_AUTO,		/* sparse where it applies, else plain */
	TBT_NAIVE,		/* the plain mex over every move */
	TBT_SPARSE		/* the rare-value method */
};

struct tbt;

/* A table for code c (copied); SG_ENOMEM on failure.  Free with
 * tbt_free (NULL is a no-op). */
int tbt_new(const struct tb_code *c, struct tbt **out, struct sg_cause *why);
void tbt_free(struct tbt *t);

/* Choose the method before the first value is asked for; SG_EINVAL when
 * the sparse method does not apply to the code. */
int tbt_set_method(struct tbt *t, enum tbt_method m, struct sg_cause *why);
/* Parse "naive" or "sparse" (for a --method option). */
int tbt_parse_method(const char *arg, enum tbt_method *m,
    struct sg_cause *why);

/* The largest heap whose value can be computed one by one. */
uint64_t tbt_limit(const struct tbt *t);
/* Let the table grow to heap max instead (0: keep the default); before
 * any value is computed.  SG_EINVAL past TBT_MAX_LIMIT. */
int tbt_set_limit(struct tbt *t, uint64_t max, struct sg_cause *why);
/* 2^40: past this machine's memory anyway (a table of N heaps takes N
 * bytes or more). */
#define TBT_MAX_LIMIT ((uint64_t)1 << 40)
/* The bytes the table keeps a value in: 1 while every value computed
 * fits one (below 256), 2 from the first that does not. */
unsigned tbt_width(const struct tbt *t);

/* The vector scans of the sparse method, chosen at run time. */
enum tbt_simd {
	TBT_SIMD_SCALAR,
	TBT_SIMD_AVX2,
	TBT_SIMD_AVX512		/* AVX-512F and BW */
};
/* The widest this processor runs. */
enum tbt_simd tbt_simd_best(void);
/* Use no wider scan than s (for tests and benchmarks; the values are the
 * same). */
void tbt_set_simd(struct tbt *t, enum tbt_simd s);

/* The threads the sparse method uses (0: one per online core, the
 * default); the values are the same whatever the number.  SG_EINVAL past
 * a few hundred. */
int tbt_set_jobs(struct tbt *t, unsigned jobs, struct sg_cause *why);
unsigned tbt_default_jobs(void);

/* For tests: the plain method computes the first heaps heaps (at least 2;
 * default 4096) and the sparse method's split is first chosen on them,
 * before any value is computed.  A short prefix makes the sparse method
 * choose its split again as it goes; tbt_resplits says how often it did. */
void tbt_set_prefix(struct tbt *t, unsigned heaps);
unsigned tbt_resplits(const struct tbt *t);
/* The sparse method's split once it has started (false before): the mask,
 * and whether a heap's size counts as well. */
bool tbt_split(const struct tbt *t, unsigned *mask, bool *heap_parity);


/*
 * The value of a heap of n.  r (may be NULL) gets progress reports during
 * long builds.  SG_ERANGE, naming the limit, for a heap past tbt_limit()
 * when no period is proven; SG_EINTR when the progress hook says stop
 * (a long table computed so far is then kept in the cache, and the
 * reason says so: a later call goes on from there).
 */
int tbt_value(struct tbt *t, struct rules *r, uint64_t n, uint64_t *g,
    struct sg_cause *why);

/* Why no period is proven, once a proof was tried ("none proven up to
 * heap 65535", or the theorem that does not apply); "" before. */
const char *tbt_period_reason(const struct tbt *t);

/* The value of a heap of n from the table alone, never by the period
 * (to hold the methods against each other in tests and benchmarks). */
int tbt_compute(struct tbt *t, struct rules *r, uint64_t n, uint64_t *g,
    struct sg_cause *why);

/* The proven preperiod (the first heap from which the values repeat) and
 * minimal period, with the theorem that proves them in why->text;
 * SG_ERANGE with the reason when none is proven: none is looked for past
 * heap max (nor past tbt_limit()), and the reason says how far it looked.
 * A later call with a larger max goes on from there. */
int tbt_period(struct tbt *t, struct rules *r, uint64_t max, uint64_t *pre,
    uint64_t *per, struct sg_cause *why);

/* How many heaps in 1..n have value 0 (any n up to 2^63-1 when the
 * win/lose pattern or the values are proven periodic). */
int tbt_count(struct tbt *t, struct rules *r, uint64_t n, uint64_t *losing,
    struct sg_cause *why);

/*
 * Every move from a heap of h leaving heaps whose values XOR to want:
 * fn(arg, parts, n, k) as in tb_code_moves, until fn returns false.  Past
 * a proven preperiod the splits of a huge heap are scanned one period at
 * a time, so this ends quickly when there are few such moves.
 */
int tbt_options(struct tbt *t, struct rules *r, uint64_t h, uint64_t want,
    bool both_orders, tb_move_fn fn, void *arg, struct sg_cause *why);

#endif
