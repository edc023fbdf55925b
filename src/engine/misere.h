/*
 * misere.h: misere play, where the player who makes the last move loses
 * (equivalently, the player who cannot move wins).
 *
 * A game with a misere theory answers through game->misere (Nim: play as
 * in normal Nim unless the move would leave no heap above 1, and then
 * leave an odd number of heaps of 1).  Every other game is searched: a
 * memoised walk over the literal rules (game->moves), refused past the
 * limits below, since the misere values of sums do not add up like Grundy
 * values and no shortcut is known in general.
 */
#ifndef SPRAGUE_MISERE_H
#define SPRAGUE_MISERE_H

#include "game.h"

enum {
	MISERE_MAX_STATES = 500000,	/* positions the search remembers */
	MISERE_MAX_MOVES = 4000000,	/* moves it looks at in all */
	MISERE_MAX_PENDING = 200000,	/* moves listed along one line of
					   play, held until it returns */
	MISERE_MAX_DEPTH = 2000		/* moves in a row (its recursion) */
};

/*
 * The misere outcome of p and its winning moves (up to sol->limit, in the
 * order of pos_cmp when searched); sol->has_grundy is false.  A finished
 * game is won for the player to move, with no move to list.  SG_ERANGE
 * naming the limit when the search would pass one, SG_EUNSUP when the
 * game gives no bound on its moves (game->move_bound).
 */
int misere_solve(struct rules *r, const struct pos *p, struct solution *sol,
    struct sg_cause *why);

/* The same by the search alone, even where the game has a theory: the
 * judge of the tests. */
int misere_search(struct rules *r, const struct pos *p, struct solution *sol,
    struct sg_cause *why);

#endif
