/*
 * judge.h: the theory's verdict on positions of one game, under normal or
 * misere play, for the computer's choice, the hint, a replay and the list
 * of moves (play/say.h puts the verdicts in words).
 *
 * Normal play asks game->solve.  Misere play asks game->theory.misere where the
 * game has a theory, and otherwise a misere search that remembers from one
 * position to the next (misere.h), so the positions of one game, each a
 * move from the last, cost no more in all than the largest of them.
 */
#ifndef SPRAGUE_JUDGE_H
#define SPRAGUE_JUDGE_H

#include "game.h"
#include "misere.h"
#include "record.h"

struct judge {
	struct rules *rules;	/* not owned */
	bool misere;
	struct misere_memo *memo;	/* owned; misere searches only */
};

/* A judge for the positions of r's game.  SG_OK; SG_EUNSUP (misere play
 * of a game that cannot be searched); SG_ENOMEM.  j is usable (and to be
 * freed) only after SG_OK. */
int judge_init(struct judge *j, struct rules *r, bool misere,
    struct sg_cause *why);
void judge_free(struct judge *j);

/* Solve p as game->theory.solve does (sol initialised by the caller); a misere
 * search past its limits gives SG_ERANGE naming the limit. */
int judge_solve(struct judge *j, const struct pos *p, struct solution *sol,
    struct sg_cause *why);

/* What the theory says of one position of a game. */
struct verdict {
	bool known;		/* false: the solver refused it */
	enum outcome outcome;
	bool has_grundy;
	uint64_t grundy;
};

/*
 * The verdict on every position of rec: v[i] for the position after move
 * i (v[0] the start), rec->moves.n + 1 of them, the last first (so a
 * misere search climbs from the smallest).  A position the solver refuses
 * stays unknown, and why keeps the reason.  SG_OK, or SG_ENOMEM.
 */
int judge_record(const struct record *rec, struct verdict *v,
    struct sg_cause *why);

#endif
