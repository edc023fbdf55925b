/*
 * memo.c: open addressing with linear probing over copies of the keys.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "memo.h"
#include "util.h"

struct memo_slot {
	uint64_t hash;
	uint64_t *key;		/* NULL: an empty slot */
	size_t n;
	uint64_t value;
};

struct memo {
	struct memo_slot *tab;
	size_t size;		/* a power of two */
	size_t used;
};

enum { MEMO_FIRST_SIZE = 1024 };

int
memo_new(struct memo **out)
{
	struct memo *m;

	*out = NULL;
	if ((m = sg_calloc(1, sizeof *m)) == NULL)
		return SG_ENOMEM;
	m->size = MEMO_FIRST_SIZE;
	if ((m->tab = sg_calloc(m->size, sizeof *m->tab)) == NULL) {
		free(m);
		return SG_ENOMEM;
	}
	*out = m;
	return SG_OK;
}

void
memo_free(struct memo *m)
{
	size_t i;

	if (m == NULL)
		return;
	for (i = 0; i < m->size; i++)
		free(m->tab[i].key);
	free(m->tab);
	free(m);
}

size_t
memo_count(const struct memo *m)
{
	return m->used;
}

static uint64_t
hash_pos(const uint64_t *v, size_t n)
{
	uint64_t h = 0x9e3779b97f4a7c15ULL ^ n;
	size_t i;

	for (i = 0; i < n; i++) {
		h ^= v[i] + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
		h *= 0xff51afd7ed558ccdULL;
	}
	return h ^ (h >> 29);
}

/* The slot holding the key, or the empty slot where it would go. */
static struct memo_slot *
slot_for(struct memo_slot *tab, size_t size, const uint64_t *v, size_t n,
    uint64_t h)
{
	size_t i = (size_t)h & (size - 1);

	for (;; i = (i + 1) & (size - 1)) {
		struct memo_slot *e = &tab[i];

		if (e->key == NULL || (e->hash == h && e->n == n &&
		    (n == 0 || memcmp(e->key, v, n * sizeof *v) == 0)))
			return e;
	}
}

static int
memo_grow(struct memo *m)
{
	struct memo_slot *tab, *old;
	size_t i, size;

	if (m->size > SIZE_MAX / 2 / sizeof *tab)
		return SG_ENOMEM;
	size = m->size * 2;
	if ((tab = sg_calloc(size, sizeof *tab)) == NULL)
		return SG_ENOMEM;
	for (i = 0; i < m->size; i++) {
		old = &m->tab[i];
		if (old->key != NULL)
			*slot_for(tab, size, old->key, old->n, old->hash) = *old;
	}
	free(m->tab);
	m->tab = tab;
	m->size = size;
	return SG_OK;
}

bool
memo_get(const struct memo *m, const struct pos *p, uint64_t *value)
{
	const struct memo_slot *e = slot_for(m->tab, m->size, p->v, p->n,
	    hash_pos(p->v, p->n));

	if (e->key == NULL)
		return false;
	*value = e->value;
	return true;
}

int
memo_put(struct memo *m, const struct pos *p, uint64_t value)
{
	struct memo_slot *e;
	uint64_t h = hash_pos(p->v, p->n);

	if (2 * (m->used + 1) > m->size && memo_grow(m) != SG_OK)
		return SG_ENOMEM;
	e = slot_for(m->tab, m->size, p->v, p->n, h);
	/* A key of no entries still needs a pointer that is not NULL. */
	if ((e->key = sg_reallocarray(NULL, p->n + 1, sizeof *p->v)) == NULL)
		return SG_ENOMEM;
	if (p->n > 0)
		memcpy(e->key, p->v, p->n * sizeof *p->v);
	e->n = p->n;
	e->hash = h;
	e->value = value;
	m->used++;
	return SG_OK;
}
