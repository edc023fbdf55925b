/*
 * strategy.h: how the computer chooses its move, at four strengths, with
 * a small random number generator the caller owns and seeds.
 *
 * Each level plays a uniformly random legal move with a fixed chance, and
 * otherwise its best move:
 *
 *   perfect   never random      strong    1 move in 6 random
 *   casual    1 move in 3       beginner  2 moves in 3
 *
 * The best move: in a won position a winning move (chosen at random among
 * those game->theory.solve lists, so games vary).  In a lost position, on every
 * level, the longest defence: the move of the highest remoteness (remote.h:
 * the game lasts longest against the fastest win), where the remoteness
 * search answers for every move within a few thousand positions (normal
 * play, small positions; past that, as if remoteness were unknown); among
 * those, the one that leaves the opponent the fewest winning replies; then
 * the most moves in all; then the first in the game's own order of moves.
 *
 * Listing every move is safe only on small positions (a heap of 2^60 has
 * 2^60 moves), so the computer lists them only when game->rules.move_bound says
 * there are at most STRATEGY_MOVES_MAX.  Past that, or for a game without
 * the hook, a random move is game->rules.any_move and the move of a lost position
 * is game->rules.any_move (which keeps the game going as long as it can); a won
 * position is still won through game->solve.
 */
#ifndef SPRAGUE_STRATEGY_H
#define SPRAGUE_STRATEGY_H

#include "game.h"
#include "strategy_level.h"

struct judge;

/* The most moves (of a position, and of each position one move away)
 * that the computer lists; past it the fallbacks above apply. */
enum { STRATEGY_MOVES_MAX = 256 };

/* splitmix64: a small, fast generator of 64-bit numbers, good enough for
 * choosing moves; its whole state is this struct. */
struct strategy_rng {
	uint64_t state;
};

void strategy_rng_seed(struct strategy_rng *rng, uint64_t seed);
uint64_t strategy_rng_next(struct strategy_rng *rng);
/* A uniform number in 0..n-1 (n >= 1). */
uint64_t strategy_rng_below(struct strategy_rng *rng, uint64_t n);

/*
 * The computer's move from p at the given level: out (initialised by the
 * caller, owned by the caller) becomes the position after it.  SG_OK,
 * SG_ENOMOVE when the game is over, or an error of the game.
 */
int strategy_move(struct rules *r, const struct pos *p,
    enum strategy_level level, struct strategy_rng *rng, struct pos *out,
    struct sg_cause *why);

/* The same for the positions a judge solves (judge.h): misere play too,
 * with the winning moves and the scores of the judge's play. */
int strategy_move_judged(struct judge *j, const struct pos *p,
    enum strategy_level level, struct strategy_rng *rng, struct pos *out,
    struct sg_cause *why);

/*
 * How good a move to q is for the player who leaves q: the number of
 * winning replies the opponent has from q (STRATEGY_MOVES_MAX + 1 standing
 * for "more"), and the number of replies in all (likewise capped, and
 * capped too when game->rules.move_bound is missing or too large).
 */
struct strategy_score {
	uint64_t wins;
	uint64_t replies;
};

int strategy_score(struct rules *r, const struct pos *q,
    struct strategy_score *out, struct sg_cause *why);

#endif
