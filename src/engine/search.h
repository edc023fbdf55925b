/*
 * search.h: a number for every position, from the numbers of its options,
 * by a search over the literal rules (game->rules.moves) that remembers each
 * position it has solved.  The brute force folds the options with the
 * mex (Grundy values), the remoteness with Steinhaus' rule.
 */
#ifndef SPRAGUE_SEARCH_H
#define SPRAGUE_SEARCH_H

#include "game.h"

struct memo;

/* The number of a position from those of its n options (which it may
 * reorder). */
typedef uint64_t search_fold(uint64_t *opts, size_t n);

struct search {
	struct rules *rules;	/* not owned */
	search_fold *fold;
	size_t max_states;	/* positions remembered at most */
	uint64_t max_moves;	/* moves of one position at most; 0: any */
	struct memo *memo;
	/* What one search may hold and make, in numbers of positions: the
	 * options listed on the way down (held until their position is
	 * solved: a long game goes deep before any is) and all it lists,
	 * both in proportion to max_states. */
	uint64_t held, max_held;
	uint64_t made, max_made;
	/* One call's own limit, under the search's: the positions it may
	 * add to those remembered, and what it may list (search_within). */
	size_t call_states;
	uint64_t call_made;
};

/* Numbers of positions held and made, for each position remembered. */
enum { SEARCH_HELD = 64, SEARCH_MADE = 4096 };

/* A search over r; SG_OK or SG_ENOMEM. */
int search_init(struct search *s, struct rules *r, search_fold *fold,
    size_t max_states, uint64_t max_moves);
void search_free(struct search *s);
/* The number of p.  SG_ERANGE past the limits (the reason in why), and
 * then the memory is emptied, so that a smaller position is still
 * answered; SG_ENOMEM. */
int search_number(struct search *s, const struct pos *p, uint64_t *out,
    struct sg_cause *why);
/* The same, the call adding at most budget positions to those
 * remembered (and listing in proportion): past it, SG_ERANGE, and what
 * was solved stays remembered for the next call, which goes on from
 * there.  Past the search's own limits, as search_number. */
int search_within(struct search *s, const struct pos *p, size_t budget,
    uint64_t *out, struct sg_cause *why);

#endif
