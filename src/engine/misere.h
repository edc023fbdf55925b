/*
 * misere.h: misere play, where the player who makes the last move loses
 * (equivalently, the player who cannot move wins).
 *
 * A game with a misere theory answers through game->theory.misere (Nim: play as
 * in normal Nim unless the move would leave no heap above 1, and then
 * leave an odd number of heaps of 1).  Every other game is searched: a
 * memoised walk over the literal rules (game->rules.moves), refused past the
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
	MISERE_MAX_DEPTH = 2000,	/* moves in a row (its recursion) */
	MISERE_MAX_HELD = 16000000,	/* numbers held at once in listed
					   moves and remembered positions */
	MISERE_MAX_WORK = 64000000	/* numbers in all the moves listed:
					   long positions cost more */
};

/*
 * The misere outcome of p and its winning moves (up to sol->limit, in the
 * order of pos_cmp when searched); sol->has_grundy is false.  A finished
 * game is won for the player to move, with no move to list.  SG_ERANGE
 * naming the limit when the search would pass one, SG_EUNSUP when the
 * game gives no bound on its moves (game->rules.move_bound).
 */
int misere_solve(struct rules *r, const struct pos *p, struct solution *sol,
    struct sg_cause *why);

/* The same by the search alone, even where the game has a theory: the
 * judge of the tests. */
int misere_search(struct rules *r, const struct pos *p, struct solution *sol,
    struct sg_cause *why);

/*
 * A search that remembers from one call to the next, for the positions of
 * one game (a replay): what one position needs, the next one finds, and
 * the limits above count over all the calls together, so judging a long
 * game costs no more than one search.  misere_memo_new() gives SG_EUNSUP
 * as misere_search() does.
 */
struct misere_memo;
int misere_memo_new(struct rules *r, struct misere_memo **out,
    struct sg_cause *why);
int misere_memo_solve(struct misere_memo *m, const struct pos *p,
    struct solution *sol, struct sg_cause *why);
void misere_memo_free(struct misere_memo *m);

#endif
