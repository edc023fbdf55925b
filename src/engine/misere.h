/*
 * misere.h: misere play, where the player who makes the last move loses
 * (equivalently, the player who cannot move wins).
 *
 * A game with a misere theory answers through game->theory.misere (Nim: play as
 * in normal Nim unless the move would leave no heap above 1, and then
 * leave an odd number of heaps of 1).  Every other game is searched: a
 * memoised walk over the literal rules (game->rules.moves), since the
 * misere values of sums do not add up like Grundy values and no shortcut
 * is known in general.
 *
 * The search keys each position by its canonical form (game->notation.canon;
 * in a game whose positions are sums of heaps, game->theory.is_sum, the
 * heaps with no move are dropped too, as a finished part changes nothing),
 * so that a position reached in many orders is solved once, and its table
 * is compact (a few bytes a heap).  It is bounded by the positions it
 * stores, and refuses past MISERE_MAX_STATES with that count; the
 * options it holds along one line of play, the numbers it lists in all
 * (so that a hopeless position is refused in seconds, not minutes: the
 * board asks the same search) and the moves in a row are bounded too.
 * The bound on numbers listed lets the search finish every sum of
 * Dawson's 0.16 with heaps to 40 and 80 stones in all (past its quotient,
 * which covers heaps to 16, 40 + 40 takes some 9 seconds); a hopeless
 * position such as misere cutting 12x12 is refused after about 13.
 * An oracle (a proven misere quotient, tbgame.c) may answer the positions
 * it covers without a search.
 */
#ifndef SPRAGUE_MISERE_H
#define SPRAGUE_MISERE_H

#include "game.h"

enum {
	MISERE_MAX_STATES = 2000000,	/* positions the search stores */
	MISERE_MAX_DEPTH = 2000,	/* moves in a row (its recursion) */
	MISERE_MAX_HELD = 4000000,	/* numbers held at once in the options
					   listed along one line of play */
	MISERE_MAX_WORK = 1024000000	/* numbers in all the options
					   listed */
};
/* The bounds above as the searches read them (misere.c says who lowers
 * them). */
extern uint64_t misere_max_states, misere_max_held, misere_max_work;

/*
 * The misere outcome of p and its winning moves (up to sol->limit, in the
 * order of pos_cmp when searched); sol->has_grundy is false.  A finished
 * game is won for the player to move, with no move to list.  SG_ERANGE
 * naming the count when the search would pass a limit, SG_EUNSUP when the
 * game gives no bound on its moves (game->rules.move_bound), SG_EINTR
 * when the progress hook says stop.
 */
int misere_solve(struct rules *r, const struct pos *p, struct solution *sol,
    struct sg_cause *why);

/* The same by the search alone, even where the game has a theory: the
 * judge of the tests. */
int misere_search(struct rules *r, const struct pos *p, struct solution *sol,
    struct sg_cause *why);

/*
 * What the search may ask of a position in canonical form before it
 * searches it: true, with *won its misere outcome, when arg's theory
 * proves it; false to have it searched.
 */
typedef bool misere_oracle(void *arg, const struct pos *key, bool *won);

/*
 * A search that remembers from one call to the next, for the positions of
 * one game (a replay): what one position needs, the next one finds, and
 * the limits above count over all the calls together, so judging a long
 * game costs no more than one search (a search that fills the table
 * empties it, so that a smaller position is answered after).
 * misere_memo_new() gives SG_EUNSUP as misere_search() does.
 */
struct misere_memo;
int misere_memo_new(struct rules *r, struct misere_memo **out,
    struct sg_cause *why);
/* Ask f (with arg, not owned) before searching any position. */
void misere_memo_oracle(struct misere_memo *m, misere_oracle *f, void *arg);
int misere_memo_solve(struct misere_memo *m, const struct pos *p,
    struct solution *sol, struct sg_cause *why);
/* Store at most max_states positions instead of MISERE_MAX_STATES (a
 * test of the refusal). */
void misere_memo_limit(struct misere_memo *m, uint64_t max_states);
/* Positions stored so far. */
uint64_t misere_memo_stored(const struct misere_memo *m);
void misere_memo_free(struct misere_memo *m);

#endif
