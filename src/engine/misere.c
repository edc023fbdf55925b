/*
 * misere.c: the misere outcome by theory or by a memoised search.
 */
#include "config.h"

#include <stdlib.h>

#include "memo.h"
#include "misere.h"
#include "engine/words.h"

struct search {
	struct rules *rules;
	struct memo *memo;	/* positions solved: 1 won, 0 lost */
	uint64_t moves;		/* looked at so far */
	uint64_t pending;	/* listed along the current line of play */
	uint64_t held;		/* numbers in those moves and in the keys */
	uint64_t work;		/* numbers in all the moves listed so far */
	struct sg_cause *why;
};

static int
remember(struct search *s, const struct pos *k, bool won)
{
	if (memo_put(s->memo, k, won) != SG_OK)
		return SG_ENOMEM;
	s->held += k->n + 1;
	return SG_OK;
}

/* The numbers in b moves from p: a move may add an entry or two (a row
 * or a piece split in two). */
static uint64_t
move_numbers(const struct pos *p, uint64_t b)
{
	return b > UINT64_MAX / (p->n + 2) ? UINT64_MAX : b * (p->n + 2);
}

/* The moves of p, refusing before listing too many, or too many numbers
 * for memory (a long position); *held is what unlist() gives back. */
static int
list_moves(struct search *s, const struct pos *p, struct poslist *out,
    uint64_t *held)
{
	uint64_t b = s->rules->game->rules.move_bound(s->rules, p);

	if (b > MISERE_MAX_MOVES - s->moves)
		return sg_fail(s->why, SG_ERANGE, W_("misere play: the "
		    "brute-force search stops at %lu moves; give a smaller "
		    "position"),
		    (unsigned long)MISERE_MAX_MOVES);
	if (b > MISERE_MAX_PENDING - s->pending)
		return sg_fail(s->why, SG_ERANGE, W_("misere play: the "
		    "brute-force search stops at %lu moves pending along one "
		    "line of play; give a smaller position"),
		    (unsigned long)MISERE_MAX_PENDING);
	if (move_numbers(p, b) > MISERE_MAX_HELD - s->held)
		return sg_fail(s->why, SG_ERANGE, W_("misere play: the "
		    "brute-force search stops at %lu numbers held in memory; "
		    "give a smaller position"), (unsigned long)MISERE_MAX_HELD);
	if (move_numbers(p, b) > MISERE_MAX_WORK - s->work)
		return sg_fail(s->why, SG_ERANGE, W_("misere play: the "
		    "brute-force search stops at %lu numbers listed in all; "
		    "give a smaller position"), (unsigned long)MISERE_MAX_WORK);
	s->work += move_numbers(p, b);
	s->moves += b;
	s->pending += b;
	s->held += move_numbers(p, b);
	*held = b;
	return s->rules->game->rules.moves(s->rules, p, out, s->why);
}

static void
unlist(struct search *s, const struct pos *p, uint64_t held,
    struct poslist *l)
{
	s->pending -= held;
	s->held -= move_numbers(p, held);
	poslist_free(l);
}

/* Is p won for the player to move under misere play? */
static int
won(struct search *s, const struct pos *p, unsigned depth, bool *out)
{
	struct poslist opts;
	struct pos key;
	uint64_t known, held = 0;
	size_t i;
	bool child = true;
	int rc;

	pos_init(&key);
	poslist_init(&opts);
	if ((rc = pos_copy(&key, p)) != SG_OK)
		goto out;
	if (s->rules->game->notation.canon != NULL)
		s->rules->game->notation.canon(s->rules, &key);
	if (memo_get(s->memo, &key, &known)) {
		*out = known != 0;
		goto out;
	}
	if (memo_count(s->memo) >= MISERE_MAX_STATES) {
		rc = sg_fail(s->why, SG_ERANGE, W_("misere play: the "
		    "brute-force search stops at %lu positions; give a smaller "
		    "position"),
		    (unsigned long)MISERE_MAX_STATES);
		goto out;
	}
	if (depth >= MISERE_MAX_DEPTH) {
		rc = sg_fail(s->why, SG_ERANGE, W_("misere play: the "
		    "brute-force search stops at %lu moves in a row; give a "
		    "smaller position"),
		    (unsigned long)MISERE_MAX_DEPTH);
		goto out;
	}
	if ((rc = list_moves(s, p, &opts, &held)) != SG_OK)
		goto out;
	/* No move: the opponent made the last one and lost. */
	*out = opts.n == 0;
	for (i = 0; i < opts.n && !*out; i++) {
		if ((rc = won(s, &opts.p[i], depth + 1, &child)) != SG_OK)
			goto out;
		*out = !child;
	}
	rc = remember(s, &key, *out);
out:
	unlist(s, p, held, &opts);
	pos_free(&key);
	return rc;
}

static int
search_moves(struct search *s, const struct pos *p, struct solution *sol)
{
	struct poslist opts;
	uint64_t held = 0;
	size_t i;
	bool child;
	int rc, err = SG_OK;

	poslist_init(&opts);
	if ((rc = list_moves(s, p, &opts, &held)) != SG_OK)
		goto out;
	poslist_sort(&opts);
	for (i = 0; i < opts.n; i++) {
		if ((rc = won(s, &opts.p[i], 1, &child)) != SG_OK)
			goto out;
		if (!child && !solution_add(sol, &opts.p[i], &err))
			break;
	}
	rc = err;
out:
	unlist(s, p, held, &opts);
	return rc;
}

struct misere_memo {
	struct search s;
};

int
misere_memo_new(struct rules *r, struct misere_memo **out,
    struct sg_cause *why)
{
	struct misere_memo *m;

	*out = NULL;
	if (r->game->rules.move_bound == NULL)
		return sg_fail(why, SG_EUNSUP, W_("misere play: %s cannot be "
		    "searched (no bound on its moves)"), r->game->name);
	if ((m = sg_calloc(1, sizeof *m)) == NULL)
		return sg_nomem(why);
	m->s.rules = r;
	if (memo_new(&m->s.memo) != SG_OK) {
		free(m);
		return sg_nomem(why);
	}
	*out = m;
	return SG_OK;
}

void
misere_memo_free(struct misere_memo *m)
{
	if (m == NULL)
		return;
	memo_free(m->s.memo);
	free(m);
}

int
misere_memo_solve(struct misere_memo *m, const struct pos *p,
    struct solution *sol, struct sg_cause *why)
{
	struct search *s = &m->s;
	bool w;
	int rc;

	s->why = why;
	sol->has_grundy = false;
	if ((rc = won(s, p, 0, &w)) == SG_OK) {
		sol->outcome = w ? OUTCOME_N : OUTCOME_P;
		if (w)
			rc = search_moves(s, p, sol);
	}
	return rc == SG_ENOMEM ? sg_fail(why, rc, W_("out of memory")) : rc;
}

int
misere_search(struct rules *r, const struct pos *p, struct solution *sol,
    struct sg_cause *why)
{
	struct misere_memo *m;
	int rc;

	if ((rc = misere_memo_new(r, &m, why)) != SG_OK)
		return rc;
	rc = misere_memo_solve(m, p, sol, why);
	misere_memo_free(m);
	return rc;
}

int
misere_solve(struct rules *r, const struct pos *p, struct solution *sol,
    struct sg_cause *why)
{
	if (r->game->theory.misere != NULL)
		return r->game->theory.misere(r, p, sol, why);
	return misere_search(r, p, sol, why);
}
