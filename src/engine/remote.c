/*
 * remote.c: remoteness by memoised search (remote.h).
 */
#include "config.h"

#include <stdlib.h>

#include "memo.h"
#include "remote.h"
#include "search.h"
#include "engine/words.h"

/* More moves than this from one position: the search declines.  The
 * positions a search gave up on whole, remembered at most. */
enum { REMOTE_MOVES = 5000, REMOTE_HOPELESS = 16 };

struct remote {
	struct search s;
	/* Positions (canonical) whose search filled the memory and was
	 * given up: asked again, they are refused at once rather than
	 * searched to the end of the budget again, and again. */
	struct poslist hopeless;
	size_t next;		/* the one to replace when full */
};

/* Steinhaus' rule on the options' remotenesses r[0..n-1]: the least
 * option of the parity lost for its mover (lost) plus 1, else the
 * greatest plus 1. */
static uint64_t
steinhaus(const uint64_t *r, size_t n, uint64_t lost)
{
	uint64_t best = UINT64_MAX, most = 0;
	size_t i;

	if (n == 0)
		return 0;
	for (i = 0; i < n; i++) {
		if (r[i] % 2 == lost && r[i] < best)
			best = r[i];
		if (r[i] > most)
			most = r[i];
	}
	return best != UINT64_MAX ? best + 1 : most + 1;
}

/* Normal play: an even remoteness is lost for the player to move. */
static uint64_t
combine(uint64_t *r, size_t n)
{
	return steinhaus(r, n, 0);
}

/* Misere play: an odd one is. */
static uint64_t
combine_misere(uint64_t *r, size_t n)
{
	return steinhaus(r, n, 1);
}

int
remote_new(struct rules *r, bool misere, size_t max_states,
    struct remote **out)
{
	struct remote *rm;

	*out = NULL;
	if ((rm = sg_calloc(1, sizeof *rm)) == NULL)
		return SG_ENOMEM;
	poslist_init(&rm->hopeless);
	if (search_init(&rm->s, r, misere ? combine_misere : combine,
	    max_states, REMOTE_MOVES) != SG_OK) {
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
	search_free(&rm->s);
	poslist_free(&rm->hopeless);
	free(rm);
}

int
remote_of(struct remote *rm, const struct pos *p, uint64_t *out,
    struct sg_cause *why)
{
	return remote_within(rm, p, rm->s.max_states, out, why);
}

/* p as the search keys it. */
static int
key_of(const struct remote *rm, const struct pos *p, struct pos *key)
{
	const struct game *g = rm->s.rules->game;

	if (pos_copy(key, p) != SG_OK)
		return SG_ENOMEM;
	if (g->notation.canon != NULL)
		g->notation.canon(rm->s.rules, key);
	return SG_OK;
}

/* Remember key as given up on (the oldest forgotten when full). */
static void
give_up(struct remote *rm, const struct pos *key)
{
	if (rm->hopeless.n < REMOTE_HOPELESS) {
		poslist_add(&rm->hopeless, key);
		return;
	}
	if (pos_copy(&rm->hopeless.p[rm->next], key) == SG_OK)
		rm->next = (rm->next + 1) % REMOTE_HOPELESS;
}

int
remote_within(struct remote *rm, const struct pos *p, size_t budget,
    uint64_t *out, struct sg_cause *why)
{
	struct pos key;
	int rc;

	pos_init(&key);
	if (key_of(rm, p, &key) != SG_OK) {
		pos_free(&key);
		return sg_nomem(why);
	}
	if (poslist_has(&rm->hopeless, &key)) {
		pos_free(&key);
		return sg_fail(why, SG_ERANGE, W_("more than %zu positions to "
		    "search"), rm->s.max_states);
	}
	rc = search_within(&rm->s, p, budget, out, why);
	/* The memory was filled and emptied: the same search would fill
	 * it again. */
	if (rc == SG_ERANGE && rm->s.memo != NULL &&
	    memo_count(rm->s.memo) == 0)
		give_up(rm, &key);
	pos_free(&key);
	return rc;
}

uint64_t
remote_work(const struct remote *rm)
{
	return rm->s.made;
}
