/*
 * brute.c: the Grundy value by memoised search over the literal rules.
 */
#include "config.h"

#include <stdlib.h>

#include "brute.h"
#include "search.h"
#include "sg.h"

struct brute {
	struct search s;
};

int
brute_new(struct rules *r, size_t max_states, struct brute **out)
{
	struct brute *b;

	*out = NULL;
	if ((b = sg_calloc(1, sizeof *b)) == NULL)
		return SG_ENOMEM;
	if (search_init(&b->s, r, sg_mex, max_states, 0) != SG_OK) {
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
	search_free(&b->s);
	free(b);
}

int
brute_value(struct brute *b, const struct pos *p, uint64_t *g,
    struct sg_cause *why)
{
	return search_number(&b->s, p, g, why);
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
	if ((rc = brute_value(b, p, &sol->grundy, why)) != SG_OK)
		return rc;
	sol->has_grundy = true;
	sol->outcome = sol->grundy != 0 ? OUTCOME_N : OUTCOME_P;
	if ((rc = b->s.rules->game->rules.moves(b->s.rules, p, &opts, why)) !=
	    SG_OK)
		goto out;
	poslist_sort(&opts);
	for (i = 0; i < opts.n; i++) {
		if ((rc = brute_value(b, &opts.p[i], &g, why)) != SG_OK)
			goto out;
		if (g == 0 && !solution_add(sol, &opts.p[i], &err))
			break;
	}
	rc = err;
out:
	poslist_free(&opts);
	return rc;
}
