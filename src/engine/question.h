/*
 * question.h: the questions a lesson asks, on a line of its own
 *
 *	ask: outcome nim 3 5 6		who wins: N or P
 *	ask: value grundy 7		the Grundy value of a position
 *	ask: lost grundy 1 2 3 4 5 6 7	which of these heaps are lost
 *	ask: mex 0 1 3			the mex of a set of numbers
 *	ask: nimsum 3 5 6		the nim-sum of numbers
 *	ask: table grundy 10		the values of heaps 0 to 10, in order
 *	ask: moves nim 3 4 5		every winning move (the positions
 *					they leave), or none
 *	ask: period kayles		the period of a heap game's values
 *	ask: outcome nim 1 1 2 --misere	outcome and moves under misere play
 *
 * (the positions in the words of the command line, options first).  The
 * first two are practice's exercises (practice.h) on the position given;
 * the answers are the engine's, checked here, with the reason.  Lists
 * are typed with blanks or commas between their items, in any order
 * (moves: with commas or semicolons, since a position has blanks).
 */
#ifndef SPRAGUE_QUESTION_H
#define SPRAGUE_QUESTION_H

#include <stdbool.h>
#include <stdint.h>

#include "practice.h"

enum ask_kind {
	ASK_OUTCOME, ASK_VALUE, ASK_LOST, ASK_MEX, ASK_NIMSUM, ASK_TABLE,
	ASK_MOVES, ASK_PERIOD
};

enum { QUESTION_NUMBERS = 32 };

struct question {
	enum ask_kind kind;
	struct exercise ex;	/* outcome, value and moves: the position
				   (moves: every winning move) */
	struct rules *rules;	/* lost, table, period: the game (owned) */
	uint64_t num[QUESTION_NUMBERS];	/* lost, mex, nimsum: the numbers;
					   table: the heaps 0..N; period:
					   the preperiod and the period */
	uint64_t val[QUESTION_NUMBERS];	/* lost, table: each heap's value */
	size_t n;
	char note[256];		/* period: how it was proven */
	bool misere;		/* outcome, moves: under misere play */
};

/* Read the words after "ask: " into q.  SG_OK; SG_EINVAL with the reason
 * (an unknown kind, a bad position or number); SG_ENOMEM.  Free with
 * question_free(). */
int question_open(const char *words, struct question *q,
    struct sg_cause *why);
void question_free(struct question *q);

/* The question in words, appended to out ("What is mex {0, 1, 3}?"), and
 * the form of an answer ("a number", "N or P"). */
void question_prompt(const struct question *q, struct sbuf *out);
const char *question_form(const struct question *q);

/* Check the answer typed: SG_OK with *right set, and when it is not right
 * why says what is wrong in a sentence ("Heap 4 is not lost.", "You left
 * out 1 winning move.", the first wrong entry of a table), or is empty;
 * SG_EINVAL when it is not of the question's form (why says the form; not
 * a wrong answer).  A position is a multiset of parts: in a game of heaps
 * or one with a canonical form, the order of heaps, of a split's two
 * heaps or of rows does not count. */
int question_check(const struct question *q, const char *answer,
    bool *right, struct sg_cause *why);

/* The right answer with its reason, appended to out. */
void question_reason(const struct question *q, struct sbuf *out);

/* The right answer as a pupil would type it ("N", "3", "8 12",
 * "1 4 5"), appended to out: the engine's, for the tests. */
void question_answer(const struct question *q, struct sbuf *out);

/* A hint that does not give the answer away, appended to out (SG_OK, or
 * the reason there is none). */
int question_hint(struct question *q, struct sbuf *out,
    struct sg_cause *why);

#endif
