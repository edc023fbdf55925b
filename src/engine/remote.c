/*
 * remote.c: remoteness by memoised search (remote.h).
 */
#include "config.h"

#include <stdlib.h>

#include "remote.h"
#include "search.h"

/* More moves than this from one position: the search declines. */
enum { REMOTE_MOVES = 5000 };

struct remote {
	struct search s;
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
	free(rm);
}

int
remote_of(struct remote *rm, const struct pos *p, uint64_t *out,
    struct sg_cause *why)
{
	return search_number(&rm->s, p, out, why);
}
