/*
 * remote.h: remoteness, the number of moves a game lasts from a position
 * when the winner hurries to win and the loser plays for time (Steinhaus'
 * rule, as Winning Ways uses it).  A terminal position has remoteness 0;
 * a position with an option of even remoteness takes the least such one
 * plus 1 (its mover wins, so the number is odd); otherwise the greatest
 * option plus 1 (the mover loses: the number is even).  So the parity
 * tells the outcome under normal play, and the number tells how long.
 *
 * Under misere play a terminal position is won by the player to move (the
 * opponent made the last move), so the roles of the parities swap: a
 * terminal position has remoteness 0, a position with an option of odd
 * remoteness takes the least such one plus 1 (its mover wins: the number
 * is even), otherwise the greatest option plus 1 (odd: the mover loses).
 *
 * The search goes over the literal rules (game->rules.moves) and remembers
 * what it has seen; it is for the small positions a class plays, and
 * stops with SG_ERANGE past its limit of positions.
 */
#ifndef SPRAGUE_REMOTE_H
#define SPRAGUE_REMOTE_H

#include "game.h"

/* The positions a remoteness search visits at most, by default. */
enum { REMOTE_STATES = 200000 };

struct remote;

/* A search over rules r (not owned), under misere play if misere,
 * remembering up to max_states positions between calls.  SG_OK or
 * SG_ENOMEM. */
int remote_new(struct rules *r, bool misere, size_t max_states,
    struct remote **out);
void remote_free(struct remote *rm);

/* The remoteness of p in *out.  SG_OK; SG_ERANGE past
 * the search's limit or with too many moves to list (the reason in why);
 * SG_EUNSUP for a game without literal rules; SG_ENOMEM. */
int remote_of(struct remote *rm, const struct pos *p, uint64_t *out,
    struct sg_cause *why);
/* The same, the call adding at most budget positions to those the
 * search remembers: a page asks with a small budget, and each call goes
 * on from the work of the calls before.  A position whose search filled
 * the whole memory is refused at once when asked again. */
int remote_within(struct remote *rm, const struct pos *p, size_t budget,
    uint64_t *out, struct sg_cause *why);
/* The work of the last call (the numbers of the positions its moves
 * made), for a caller that shares one budget among many calls. */
uint64_t remote_work(const struct remote *rm);

#endif
