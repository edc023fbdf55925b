/*
 * sg.c: mex.
 */
#include "config.h"

#include <stdlib.h>

#include "sg.h"

uint64_t
sg_set_mex(const struct sg_set *s)
{
	size_t i;

	for (i = 0; i < SG_SET_WORDS; i++) {
		if (~s->w[i] != 0)
			return i * 64 + (uint64_t)__builtin_ctzll(~s->w[i]);
	}
	return SG_SET_MAX;
}

static int
cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return x < y ? -1 : x > y;
}

uint64_t
sg_mex(uint64_t *vals, size_t n)
{
	uint64_t m = 0;
	size_t i;

	if (n > 1)
		qsort(vals, n, sizeof *vals, cmp_u64);
	for (i = 0; i < n && vals[i] <= m; i++) {
		if (vals[i] == m)
			m++;
	}
	return m;
}
