/*
 * search.c: memoised search over the literal rules (search.h).
 */
#include "config.h"

#include <stdlib.h>

#include "memo.h"
#include "search.h"
#include "engine/words.h"

int
search_init(struct search *s, struct rules *r, search_fold *fold,
    size_t max_states, uint64_t max_moves)
{
	s->rules = r;
	s->fold = fold;
	s->max_states = max_states;
	s->max_moves = max_moves;
	s->held = s->made = 0;
	s->max_held = (uint64_t)max_states * SEARCH_HELD;
	s->max_made = (uint64_t)max_states * SEARCH_MADE;
	s->call_states = max_states;
	s->call_made = s->max_made;
	return memo_new(&s->memo);
}

void
search_free(struct search *s)
{
	memo_free(s->memo);
	s->memo = NULL;
}

static int
number_of(struct search *s, const struct pos *p, uint64_t *out,
    struct sg_cause *why)
{
	const struct game *g = s->rules->game;
	struct poslist opts;
	struct pos key;
	uint64_t *nums = NULL, size = 0;
	size_t i;
	int rc;

	pos_init(&key);
	poslist_init(&opts);
	if ((rc = pos_copy(&key, p)) != SG_OK)
		goto out;
	if (g->notation.canon != NULL)
		g->notation.canon(s->rules, &key);
	if (memo_get(s->memo, &key, out))
		goto out;
	if (memo_count(s->memo) >= s->max_states ||
	    memo_count(s->memo) >= s->call_states) {
		rc = sg_fail(why, SG_ERANGE, W_("more than %zu positions to "
		    "search"), s->max_states);
		goto out;
	}
	if (s->max_moves > 0 && (g->rules.move_bound == NULL ||
	    g->rules.move_bound(s->rules, p) > s->max_moves)) {
		rc = sg_fail(why, SG_ERANGE, W_("too many moves to search"));
		goto out;
	}
	if ((rc = g->rules.moves(s->rules, p, &opts, why)) != SG_OK)
		goto out;
	/* The numbers of its options' positions, as they stay in memory
	 * until it is solved. */
	size = (uint64_t)opts.n * (key.n + 1);
	s->held += size;
	s->made += size;
	if (s->held > s->max_held || s->made > s->max_made ||
	    s->made > s->call_made) {
		rc = sg_fail(why, SG_ERANGE, W_("more than %zu positions to "
		    "search"), s->max_states);
		goto out;
	}
	if (opts.n > 0 &&
	    (nums = sg_reallocarray(NULL, opts.n, sizeof *nums)) == NULL) {
		rc = SG_ENOMEM;
		goto out;
	}
	for (i = 0; i < opts.n; i++) {
		if ((rc = number_of(s, &opts.p[i], &nums[i], why)) != SG_OK)
			goto out;
	}
	*out = s->fold(nums, opts.n);
	rc = memo_put(s->memo, &key, *out);
out:
	s->held -= size;
	if (rc == SG_ENOMEM)
		sg_fail(why, rc, W_("out of memory"));
	free(nums);
	poslist_free(&opts);
	pos_free(&key);
	return rc;
}

int
search_number(struct search *s, const struct pos *p, uint64_t *out,
    struct sg_cause *why)
{
	return search_within(s, p, s->max_states, out, why);
}

int
search_within(struct search *s, const struct pos *p, size_t budget,
    uint64_t *out, struct sg_cause *why)
{
	int rc;

	if (s->memo == NULL)
		return sg_nomem(why);
	if (s->rules->game->rules.moves == NULL)
		return sg_fail(why, SG_EUNSUP, W_("%s: no search over its "
		    "moves"),
		    s->rules->game->name);
	s->made = 0;
	s->call_states = budget < s->max_states - memo_count(s->memo) ?
	    memo_count(s->memo) + budget : s->max_states;
	s->call_made = budget < s->max_states ? (uint64_t)budget *
	    SEARCH_MADE : s->max_made;
	rc = number_of(s, p, out, why);
	s->call_states = s->max_states;
	s->call_made = s->max_made;
	if (rc == SG_ERANGE && memo_count(s->memo) >= s->max_states) {
		memo_free(s->memo);
		if (memo_new(&s->memo) != SG_OK)
			s->memo = NULL;
	}
	return rc;
}
