/*
 * misere.c: the misere outcome by theory or by a memoised search.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "misere.h"

struct slot {
	uint64_t hash;
	uint64_t *key;		/* NULL: empty */
	size_t n;
	bool won;
};

struct search {
	struct rules *rules;
	struct slot *tab;
	size_t size;		/* a power of two */
	size_t used;
	uint64_t moves;		/* looked at so far */
	uint64_t pending;	/* listed along the current line of play */
	struct sg_cause *why;
};

static uint64_t
hash_key(const struct pos *p)
{
	uint64_t h = 0xcbf29ce484222325ULL ^ p->n;
	size_t i;

	for (i = 0; i < p->n; i++) {
		h = (h ^ p->v[i]) * 0x100000001b3ULL;
		h ^= h >> 32;
	}
	return h;
}

static struct slot *
find(struct slot *tab, size_t size, const uint64_t *v, size_t n, uint64_t h)
{
	size_t i = (size_t)h & (size - 1);

	for (;; i = (i + 1) & (size - 1)) {
		if (tab[i].key == NULL || (tab[i].hash == h && tab[i].n == n &&
		    (n == 0 || memcmp(tab[i].key, v, n * sizeof *v) == 0)))
			return &tab[i];
	}
}

static int
grow(struct search *s)
{
	struct slot *tab, *e;
	size_t i, size = s->size * 2;

	if ((tab = sg_calloc(size, sizeof *tab)) == NULL)
		return SG_ENOMEM;
	for (i = 0; i < s->size; i++) {
		if (s->tab[i].key == NULL)
			continue;
		e = find(tab, size, s->tab[i].key, s->tab[i].n,
		    s->tab[i].hash);
		*e = s->tab[i];
	}
	free(s->tab);
	s->tab = tab;
	s->size = size;
	return SG_OK;
}

static int
remember(struct search *s, const struct pos *k, uint64_t h, bool won)
{
	struct slot *e;

	if (2 * (s->used + 1) > s->size && grow(s) != SG_OK)
		return SG_ENOMEM;
	e = find(s->tab, s->size, k->v, k->n, h);
	/* A key of no entries still needs a pointer that is not NULL. */
	if ((e->key = sg_reallocarray(NULL, k->n + 1, sizeof *k->v)) == NULL)
		return SG_ENOMEM;
	if (k->n > 0)
		memcpy(e->key, k->v, k->n * sizeof *k->v);
	e->n = k->n;
	e->hash = h;
	e->won = won;
	s->used++;
	return SG_OK;
}

static int
too_big(struct search *s, const char *what, unsigned long limit)
{
	return sg_fail(s->why, SG_ERANGE, "misere play: the brute-force "
	    "search stops at %lu %s; give a smaller position", limit, what);
}

/* The moves of p, refusing before listing too many; *held is what
 * unlist() gives back. */
static int
list_moves(struct search *s, const struct pos *p, struct poslist *out,
    uint64_t *held)
{
	uint64_t b = s->rules->game->move_bound(s->rules, p);

	if (b > MISERE_MAX_MOVES - s->moves)
		return too_big(s, "moves", MISERE_MAX_MOVES);
	if (b > MISERE_MAX_PENDING - s->pending)
		return too_big(s, "moves pending along one line of play",
		    MISERE_MAX_PENDING);
	s->moves += b;
	s->pending += b;
	*held = b;
	return s->rules->game->moves(s->rules, p, out, s->why);
}

static void
unlist(struct search *s, uint64_t held, struct poslist *l)
{
	s->pending -= held;
	poslist_free(l);
}

/* Is p won for the player to move under misere play? */
static int
won(struct search *s, const struct pos *p, unsigned depth, bool *out)
{
	struct poslist opts;
	struct slot *e;
	struct pos key;
	uint64_t h, held = 0;
	size_t i;
	bool child = true;
	int rc;

	pos_init(&key);
	poslist_init(&opts);
	if ((rc = pos_copy(&key, p)) != SG_OK)
		goto out;
	if (s->rules->game->canon != NULL)
		s->rules->game->canon(s->rules, &key);
	h = hash_key(&key);
	if ((e = find(s->tab, s->size, key.v, key.n, h))->key != NULL) {
		*out = e->won;
		goto out;
	}
	if (s->used >= MISERE_MAX_STATES) {
		rc = too_big(s, "positions", MISERE_MAX_STATES);
		goto out;
	}
	if (depth >= MISERE_MAX_DEPTH) {
		rc = too_big(s, "moves in a row", MISERE_MAX_DEPTH);
		goto out;
	}
	if ((rc = list_moves(s, p, &opts, &held)) != SG_OK)
		goto out;
	/* No move: the opponent made the last one and lost. */
	*out = opts.n == 0;
	for (i = 0; i < opts.n && !*out; i++) {
		if ((rc = won(s, &opts.p[i], depth + 1, &child)) != SG_OK)
			goto out;
		*out = !child;
	}
	rc = remember(s, &key, h, *out);
out:
	unlist(s, held, &opts);
	pos_free(&key);
	return rc;
}

static int
search_moves(struct search *s, const struct pos *p, struct solution *sol)
{
	struct poslist opts;
	uint64_t held = 0;
	size_t i;
	bool child;
	int rc, err = SG_OK;

	poslist_init(&opts);
	if ((rc = list_moves(s, p, &opts, &held)) != SG_OK)
		goto out;
	poslist_sort(&opts);
	for (i = 0; i < opts.n; i++) {
		if ((rc = won(s, &opts.p[i], 1, &child)) != SG_OK)
			goto out;
		if (!child && !solution_add(sol, &opts.p[i], &err))
			break;
	}
	rc = err;
out:
	unlist(s, held, &opts);
	return rc;
}

int
misere_search(struct rules *r, const struct pos *p, struct solution *sol,
    struct sg_cause *why)
{
	struct search s;
	bool w;
	size_t i;
	int rc;

	if (r->game->move_bound == NULL)
		return sg_fail(why, SG_EUNSUP, "misere play: %s cannot be "
		    "searched (no bound on its moves)", r->game->name);
	memset(&s, 0, sizeof s);
	s.rules = r;
	s.why = why;
	s.size = 1024;
	if ((s.tab = sg_calloc(s.size, sizeof *s.tab)) == NULL)
		return sg_fail(why, SG_ENOMEM, "out of memory");
	sol->has_grundy = false;
	if ((rc = won(&s, p, 0, &w)) == SG_OK) {
		sol->outcome = w ? OUTCOME_N : OUTCOME_P;
		if (w)
			rc = search_moves(&s, p, sol);
	}
	for (i = 0; i < s.size; i++)
		free(s.tab[i].key);
	free(s.tab);
	return rc == SG_ENOMEM ? sg_fail(why, rc, "out of memory") : rc;
}

int
misere_solve(struct rules *r, const struct pos *p, struct solution *sol,
    struct sg_cause *why)
{
	if (r->game->misere != NULL)
		return r->game->misere(r, p, sol, why);
	return misere_search(r, p, sol, why);
}
