/*
 * pos.c: positions and lists of positions.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "pos.h"
#include "util.h"

void
pos_init(struct pos *p)
{
	p->v = NULL;
	p->n = p->cap = 0;
}

void
pos_free(struct pos *p)
{
	free(p->v);
	pos_init(p);
}

static int
pos_reserve(struct pos *p, size_t n)
{
	size_t cap;
	uint64_t *v;

	if (n <= p->cap)
		return SG_OK;
	cap = p->cap < 4 ? 4 : p->cap;
	while (cap < n)
		cap = cap > SIZE_MAX / 2 ? n : cap * 2;
	if ((v = sg_reallocarray(p->v, cap, sizeof *v)) == NULL)
		return SG_ENOMEM;
	p->v = v;
	p->cap = cap;
	return SG_OK;
}

int
pos_resize(struct pos *p, size_t n)
{
	if (pos_reserve(p, n) != SG_OK)
		return SG_ENOMEM;
	if (n > p->n)
		memset(p->v + p->n, 0, (n - p->n) * sizeof *p->v);
	p->n = n;
	return SG_OK;
}

int
pos_push(struct pos *p, uint64_t x)
{
	if (p->n == SIZE_MAX || pos_reserve(p, p->n + 1) != SG_OK)
		return SG_ENOMEM;
	p->v[p->n++] = x;
	return SG_OK;
}

int
pos_copy(struct pos *dst, const struct pos *src)
{
	if (pos_reserve(dst, src->n) != SG_OK)
		return SG_ENOMEM;
	if (src->n > 0)
		memcpy(dst->v, src->v, src->n * sizeof *src->v);
	dst->n = src->n;
	return SG_OK;
}

bool
pos_eq(const struct pos *a, const struct pos *b)
{
	return a->n == b->n &&
	    (a->n == 0 || memcmp(a->v, b->v, a->n * sizeof *a->v) == 0);
}

int
pos_cmp(const struct pos *a, const struct pos *b)
{
	size_t i;

	for (i = 0; i < a->n && i < b->n; i++) {
		if (a->v[i] != b->v[i])
			return a->v[i] < b->v[i] ? -1 : 1;
	}
	if (a->n != b->n)
		return a->n < b->n ? -1 : 1;
	return 0;
}

int
pos_splice(struct pos *p, size_t i, const uint64_t *ins, size_t nins)
{
	size_t tail = p->n - i - 1;

	if (nins > 1 && pos_reserve(p, p->n + nins - 1) != SG_OK)
		return SG_ENOMEM;
	memmove(p->v + i + nins, p->v + i + 1, tail * sizeof *p->v);
	if (nins > 0)
		memcpy(p->v + i, ins, nins * sizeof *p->v);
	p->n = p->n - 1 + nins;
	return SG_OK;
}

static int
cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return x < y ? -1 : x > y;
}

void
pos_sort(struct pos *p)
{
	if (p->n > 1)
		qsort(p->v, p->n, sizeof *p->v, cmp_u64);
}

void
poslist_init(struct poslist *l)
{
	l->p = NULL;
	l->n = l->cap = 0;
}

void
poslist_clear(struct poslist *l)
{
	size_t i;

	for (i = 0; i < l->n; i++)
		pos_free(&l->p[i]);
	l->n = 0;
}

void
poslist_free(struct poslist *l)
{
	poslist_clear(l);
	free(l->p);
	poslist_init(l);
}

int
poslist_take(struct poslist *l, struct pos *p)
{
	struct pos *np;
	size_t cap;

	if (l->n == l->cap) {
		cap = l->cap < 8 ? 8 : l->cap * 2;
		if ((np = sg_reallocarray(l->p, cap, sizeof *np)) == NULL)
			return SG_ENOMEM;
		l->p = np;
		l->cap = cap;
	}
	l->p[l->n++] = *p;
	pos_init(p);
	return SG_OK;
}

int
poslist_add(struct poslist *l, const struct pos *p)
{
	struct pos c;

	pos_init(&c);
	if (pos_copy(&c, p) != SG_OK || poslist_take(l, &c) != SG_OK) {
		pos_free(&c);
		return SG_ENOMEM;
	}
	return SG_OK;
}

bool
poslist_has(const struct poslist *l, const struct pos *p)
{
	size_t i;

	for (i = 0; i < l->n; i++) {
		if (pos_eq(&l->p[i], p))
			return true;
	}
	return false;
}

static int
cmp_pos(const void *a, const void *b)
{
	return pos_cmp(a, b);
}

void
poslist_sort(struct poslist *l)
{
	if (l->n > 1)
		qsort(l->p, l->n, sizeof *l->p, cmp_pos);
}
