/*
 * brute.c: memoised search over the literal rules.
 */
#include "config.h"

#include <stdlib.h>

#include "brute.h"
#include "memo.h"
#include "sg.h"

struct brute {
	struct rules *rules;
	size_t max_states;
	struct memo *memo;
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
	if (memo_new(&b->memo) != SG_OK) {
		free(b);
		return SG_ENOMEM;
	}
	*out = b;
	return SG_OK;
}

void
brute_free(struct brute *b)
{
	if (b == NULL)
		return;
	memo_free(b->memo);
	free(b);
}

static int
value_of(struct brute *b, const struct pos *p, uint64_t *g,
    struct sg_cause *why)
{
	struct poslist opts;
	struct pos key;
	uint64_t *vals = NULL;
	size_t i;
	int rc;

	pos_init(&key);
	poslist_init(&opts);
	if ((rc = pos_copy(&key, p)) != SG_OK)
		goto out;
	if (b->rules->game->canon != NULL)
		b->rules->game->canon(b->rules, &key);
	if (memo_get(b->memo, &key, g))
		goto out;
	if (memo_count(b->memo) >= b->max_states) {
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
	rc = memo_put(b->memo, &key, *g);
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
