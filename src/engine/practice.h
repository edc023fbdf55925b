/*
 * practice.h: exercises for a learner, made from a game's random starts
 * by level and answered by its theory.  Three kinds: who wins from a
 * position (outcome), a winning move (move: only from a won position;
 * every winning move is right), and a Grundy value (value: of one heap,
 * for a heap game, or of the whole position).  The same seed makes the
 * same exercises.
 */
#ifndef SPRAGUE_PRACTICE_H
#define SPRAGUE_PRACTICE_H

#include <stdbool.h>
#include <stdint.h>

#include "game.h"

enum ex_kind {
	EX_OUTCOME,
	EX_MOVE,
	EX_VALUE,
	EX_KINDS
};

enum ex_any { EX_ANY = EX_KINDS };	/* a kind chosen for each exercise */

struct exercise {
	enum ex_kind kind;
	struct rules *rules;	/* owned: the game and its options */
	struct pos pos;		/* the position asked about */
	struct solution sol;	/* its answer: outcome, value, a few
				   winning moves */
};

/* The name of a kind ("outcome"), and the kind of a name (false if
 * none). */
const char *ex_kind_name(enum ex_kind k);
bool ex_kind_find(const char *name, enum ex_kind *out);

/*
 * Make exercise number `index' of a run: of game g (NULL: a game of the
 * registry chosen by the seed), of kind `kind' (EX_ANY: the kinds in turn,
 * those the game offers), at level 1 to 5, from the generator state
 * *seed.  SG_OK; SG_EUNSUP when the game offers no exercise of that kind
 * (its reason in why); SG_ENOMEM.  Free with ex_free().
 */
int ex_make(const struct game *g, int kind, unsigned level, unsigned index,
    uint64_t *seed, struct exercise *out, struct sg_cause *why);
void ex_free(struct exercise *e);

/* An exercise of kind k on the position of words ("nim 3 4 5", in the
 * words of the command line), as a lesson asks it.  SG_OK; SG_EINVAL
 * with the reason (an unknown game, a bad position, no value or no
 * winning move to ask for); SG_ENOMEM.  Free with ex_free(). */
int ex_from(const char *words, enum ex_kind k, struct exercise *out,
    struct sg_cause *why);

/* Is `to' a right answer to a move exercise: a legal move to a position
 * lost for the player to move? */
bool ex_move_right(struct exercise *e, const struct pos *to);

/* The answer with a short reason ("P: every move leaves a position the
 * opponent wins (the value is 0)."), for an answer key and for the
 * feedback after an answer.  Appended to out. */
void ex_reason(const struct exercise *e, struct sbuf *out);

/*
 * The explanation behind the answer: the position's (explain.h: the
 * values of the parts and their nim-sum, or the game's invariant); for
 * the value of one heap, that value from the mex of its options.
 * Appended to out.
 */
int ex_explain(struct exercise *e, struct sbuf *out, struct sg_cause *why);

/*
 * A hint that does not give the answer away: for a sum, the parts'
 * values (outcome and value exercises) or the part a winning move
 * changes (move); for one heap, its options' values without their mex;
 * for other games, what to look for.  Appended to out.
 */
int ex_hint(struct exercise *e, struct sbuf *out, struct sg_cause *why);

#endif
