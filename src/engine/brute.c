/*
 * brute.c: memoised search over the literal rules.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "brute.h"
#include "sg.h"

struct memo_entry {
	uint64_t hash;
	uint64_t *key;		/* NULL: empty slot */
	size_t n;
	uint64_t value;
};

struct brute {
	struct rules *rules;
	size_t max_states;
	struct memo_entry *tab;
	size_t size;		/* a power of two */
	size_t used;
};

int
brute_new(struct rules *r, size_t max_states, struct brute **out)
{
	struct brute *b;

	*out = NULL;
	if ((b = sg_calloc(1, sizeof *b)) == NULL)
		return SG_ENOMEM;
	b->rules = r;
	b->max_states = max_states;
	b->size = 1024;
	if ((b->tab = sg_calloc(b->size, sizeof *b->tab)) == NULL) {
		free(b);
		return SG_ENOMEM;
	}
	*out = b;
	return SG_OK;
}

void
brute_free(struct brute *b)
{
	size_t i;

	if (b == NULL)
		return;
	for (i = 0; i < b->size; i++)
		free(b->tab[i].key);
	free(b->tab);
	free(b);
}

static uint64_t
hash_pos(const struct pos *p)
{
	uint64_t h = 0x9e3779b97f4a7c15ULL ^ p->n;
	size_t i;

	for (i = 0; i < p->n; i++) {
		h ^= p->v[i] + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
		h *= 0xff51afd7ed558ccdULL;
	}
	return h ^ (h >> 29);
}

static struct memo_entry *
memo_slot(struct memo_entry *tab, size_t size, const struct pos *p,
    uint64_t h)
{
	size_t i = (size_t)h & (size - 1);

	for (;; i = (i + 1) & (size - 1)) {
		struct memo_entry *e = &tab[i];

		if (e->key == NULL)
			return e;
		if (e->hash == h && e->n == p->n &&
		    memcmp(e->key, p->v, p->n * sizeof *p->v) == 0)
			return e;
	}
}

static int
memo_grow(struct brute *b)
{
	struct memo_entry *tab, *e;
	size_t i, size = b->size * 2;

	if ((tab = sg_calloc(size, sizeof *tab)) == NULL)
		return SG_ENOMEM;
	for (i = 0; i < b->size; i++) {
		struct pos k = { b->tab[i].key, b->tab[i].n, b->tab[i].n };

		if (k.v == NULL)
			continue;
		e = memo_slot(tab, size, &k, b->tab[i].hash);
		*e = b->tab[i];
	}
	free(b->tab);
	b->tab = tab;
	b->size = size;
	return SG_OK;
}

static int
memo_put(struct brute *b, const struct pos *k, uint64_t h, uint64_t value)
{
	struct memo_entry *e;

	if (2 * (b->used + 1) > b->size && memo_grow(b) != SG_OK)
		return SG_ENOMEM;
	e = memo_slot(b->tab, b->size, k, h);
	/* A key of zero entries still needs a non-NULL pointer. */
	if ((e->key = sg_reallocarray(NULL, k->n + 1, sizeof *k->v)) == NULL)
		return SG_ENOMEM;
	if (k->n > 0)
		memcpy(e->key, k->v, k->n * sizeof *k->v);
	e->n = k->n;
	e->hash = h;
	e->value = value;
	b->used++;
	return SG_OK;
}

static int
value_of(struct brute *b, const struct pos *p, uint64_t *g,
    struct sg_cause *why)
{
	struct poslist opts;
	struct memo_entry *e;
	struct pos key;
	uint64_t h, *vals = NULL;
	size_t i;
	int rc;

	pos_init(&key);
	poslist_init(&opts);
	if ((rc = pos_copy(&key, p)) != SG_OK)
		goto out;
	if (b->rules->game->canon != NULL)
		b->rules->game->canon(b->rules, &key);
	h = hash_pos(&key);
	e = memo_slot(b->tab, b->size, &key, h);
	if (e->key != NULL) {
		*g = e->value;
		goto out;
	}
	if (b->used >= b->max_states) {
		rc = sg_fail(why, SG_ERANGE, "brute force: more than %zu "
		    "positions", b->max_states);
		goto out;
	}
	if ((rc = b->rules->game->moves(b->rules, p, &opts, why)) != SG_OK)
		goto out;
	if ((vals = sg_reallocarray(NULL, opts.n, sizeof *vals)) == NULL) {
		rc = SG_ENOMEM;
		goto out;
	}
	for (i = 0; i < opts.n; i++) {
		if ((rc = value_of(b, &opts.p[i], &vals[i], why)) != SG_OK)
			goto out;
	}
	*g = sg_mex(vals, opts.n);
	rc = memo_put(b, &key, h, *g);
out:
	if (rc == SG_ENOMEM)
		sg_fail(why, rc, "out of memory");
	free(vals);
	poslist_free(&opts);
	pos_free(&key);
	return rc;
}

int
brute_value(struct brute *b, const struct pos *p, uint64_t *g,
    struct sg_cause *why)
{
	return value_of(b, p, g, why);
}

int
brute_solve(struct brute *b, const struct pos *p, struct solution *sol,
    struct sg_cause *why)
{
	struct poslist opts;
	uint64_t g;
	size_t i;
	int rc, err = SG_OK;

	poslist_init(&opts);
	if ((rc = value_of(b, p, &sol->grundy, why)) != SG_OK)
		return rc;
	sol->has_grundy = true;
	sol->outcome = sol->grundy != 0 ? OUTCOME_N : OUTCOME_P;
	if ((rc = b->rules->game->moves(b->rules, p, &opts, why)) != SG_OK)
		goto out;
	poslist_sort(&opts);
	for (i = 0; i < opts.n; i++) {
		if ((rc = value_of(b, &opts.p[i], &g, why)) != SG_OK)
			goto out;
		if (g == 0 && !solution_add(sol, &opts.p[i], &err))
			break;
	}
	rc = err;
out:
	poslist_free(&opts);
	return rc;
}
