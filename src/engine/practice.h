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
 * A run of exercises (a worksheet, a run on the board): what was asked
 * so far, so that no position comes twice, "who wins" is answered N and
 * P about as often (never more than one apart), and values are varied.
 * Owned by the caller; free with ex_run_free().
 */
struct ex_run {
	uint64_t seed;		/* the generator's state */
	unsigned made;		/* exercises made so far */
	unsigned outcomes;	/* outcome exercises made ... */
	unsigned lost;		/* ... and how many of them were P */
	unsigned values;	/* value exercises made */
	char **seen;		/* owned: the positions asked, in words */
	size_t nseen, capseen;
};

void ex_run_init(struct ex_run *run, uint64_t seed);
void ex_run_free(struct ex_run *run);

/*
 * Make the next exercise of a run: of game g (NULL: a game of the
 * registry chosen by the seed), of kind `kind' (EX_ANY: the kinds in
 * turn, those the game offers), at level 1 to 5.  Each level draws
 * larger positions than the one below.  A position is not asked twice
 * in a run while the game has others (a larger level is drawn from
 * first).  A value is asked only where the theory gives it and it is
 * not always 0.  SG_OK; SG_EUNSUP when the game offers no exercise of
 * that kind (its reason in why); SG_ENOMEM.  Free with ex_free().
 */
int ex_next(struct ex_run *run, const struct game *g, int kind,
    unsigned level, struct exercise *out, struct sg_cause *why);
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
 * feedback after an answer; a value from the parts' values (a sum) or
 * from the values of its options and their mex (one heap).  Appended to
 * out. */
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
