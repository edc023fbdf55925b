/*
 * sg.h: Sprague-Grundy arithmetic: the mex of a set of values, kept as a
 * bit set, and the nim-sum.
 */
#ifndef SPRAGUE_SG_H
#define SPRAGUE_SG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* A set of small values 0..SG_SET_MAX-1 for mex computations. */
enum { SG_SET_MAX = 1024, SG_SET_WORDS = SG_SET_MAX / 64 };

struct sg_set {
	uint64_t w[SG_SET_WORDS];
};

static inline void
sg_set_clear(struct sg_set *s)
{
	size_t i;

	for (i = 0; i < SG_SET_WORDS; i++)
		s->w[i] = 0;
}

/* Values past the set's range cannot change a mex below it: drop them. */
static inline void
sg_set_add(struct sg_set *s, uint64_t v)
{
	if (v < SG_SET_MAX)
		s->w[v >> 6] |= UINT64_C(1) << (v & 63);
}

static inline bool
sg_set_has(const struct sg_set *s, uint64_t v)
{
	return v < SG_SET_MAX && (s->w[v >> 6] >> (v & 63) & 1) != 0;
}

/* The least value not in s (SG_SET_MAX if s is full). */
uint64_t sg_set_mex(const struct sg_set *s);

/* The mex of n arbitrary values (any size); vals is reordered. */
uint64_t sg_mex(uint64_t *vals, size_t n);

#endif
