/*
 * brute.h: the brute-force solver.  It knows nothing of any theory: it
 * searches every move of the literal rules (game->rules.moves) with memoisation,
 * and takes the mex of the options' values.  Slow, and obviously right;
 * the tests hold every game's theory against it on small positions.
 */
#ifndef SPRAGUE_BRUTE_H
#define SPRAGUE_BRUTE_H

#include "game.h"

struct brute;

/* A search over the rules r (not owned), remembering up to max_states
 * positions; past that the calls fail with SG_ERANGE. */
int brute_new(struct rules *r, size_t max_states, struct brute **out);
void brute_free(struct brute *b);

/* The Grundy value of p under the literal rules. */
int brute_value(struct brute *b, const struct pos *p, uint64_t *g,
    struct sg_cause *why);

/* Outcome, Grundy value and every winning move (up to sol->limit), the
 * moves sorted by pos_cmp. */
int brute_solve(struct brute *b, const struct pos *p, struct solution *sol,
    struct sg_cause *why);

#endif
