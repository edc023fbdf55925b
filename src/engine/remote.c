/*
 * remote.c: remoteness by memoised search (remote.h).
 */
#include "config.h"

#include <stdlib.h>

#include "memo.h"
#include "remote.h"

/* More moves than this from one position: the search declines. */
enum { REMOTE_MOVES = 5000 };

struct remote {
	struct rules *rules;
	size_t max_states;
	struct memo *memo;
};

int
remote_new(struct rules *r, size_t max_states, struct remote **out)
{
	struct remote *rm;

	*out = NULL;
	if ((rm = sg_calloc(1, sizeof *rm)) == NULL)
		return SG_ENOMEM;
	rm->rules = r;
	rm->max_states = max_states;
	if (memo_new(&rm->memo) != SG_OK) {
		free(rm);
		return SG_ENOMEM;
	}
	*out = rm;
	return SG_OK;
}

void
remote_free(struct remote *rm)
{
	if (rm == NULL)
		return;
	memo_free(rm->memo);
	free(rm);
}

/* Steinhaus' rule on the options' remotenesses r[0..n-1]. */
static uint64_t
combine(const uint64_t *r, size_t n)
{
	uint64_t best_even = UINT64_MAX, most = 0;
	size_t i;

	if (n == 0)
		return 0;
	for (i = 0; i < n; i++) {
		if (r[i] % 2 == 0 && r[i] < best_even)
			best_even = r[i];
		if (r[i] > most)
			most = r[i];
	}
	return best_even != UINT64_MAX ? best_even + 1 : most + 1;
}

static int
search(struct remote *rm, const struct pos *p, uint64_t *out,
    struct sg_cause *why)
{
	const struct game *g = rm->rules->game;
	struct poslist opts;
	struct pos key;
	uint64_t *r = NULL;
	size_t i;
	int rc;

	pos_init(&key);
	poslist_init(&opts);
	if ((rc = pos_copy(&key, p)) != SG_OK)
		goto out;
	if (g->canon != NULL)
		g->canon(rm->rules, &key);
	if (memo_get(rm->memo, &key, out))
		goto out;
	if (memo_count(rm->memo) >= rm->max_states) {
		rc = sg_fail(why, SG_ERANGE, "the game is too long to search "
		    "(more than %zu positions)", rm->max_states);
		goto out;
	}
	if (g->move_bound == NULL || g->move_bound(rm->rules, p) >
	    REMOTE_MOVES) {
		rc = sg_fail(why, SG_ERANGE, "too many moves to search");
		goto out;
	}
	if ((rc = g->moves(rm->rules, p, &opts, why)) != SG_OK)
		goto out;
	if (opts.n > 0 && (r = sg_reallocarray(NULL, opts.n, sizeof *r)) ==
	    NULL) {
		rc = sg_fail(why, SG_ENOMEM, "out of memory");
		goto out;
	}
	for (i = 0; i < opts.n; i++)
		if ((rc = search(rm, &opts.p[i], &r[i], why)) != SG_OK)
			goto out;
	*out = combine(r, opts.n);
	rc = memo_put(rm->memo, &key, *out);
	if (rc != SG_OK)
		rc = sg_fail(why, SG_ENOMEM, "out of memory");
out:
	free(r);
	poslist_free(&opts);
	pos_free(&key);
	return rc;
}

int
remote_of(struct remote *rm, const struct pos *p, uint64_t *out,
    struct sg_cause *why)
{
	if (rm->memo == NULL)
		return sg_fail(why, SG_ENOMEM, "out of memory");
	if (rm->rules->game->moves == NULL)
		return sg_fail(why, SG_EUNSUP, "%s: no search over its moves",
		    rm->rules->game->name);
	int rc = search(rm, p, out, why);

	/* A search cut short leaves the memory full: start it afresh, so
	 * that a smaller position later is still answered. */
	if (rc == SG_ERANGE && memo_count(rm->memo) >= rm->max_states) {
		memo_free(rm->memo);
		if (memo_new(&rm->memo) != SG_OK) {
			rm->memo = NULL;
			return sg_fail(why, SG_ENOMEM, "out of memory");
		}
	}
	return rc;
}
