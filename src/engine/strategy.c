/*
 * strategy.c: the computer's choice of move.
 */
#include "config.h"

#include <string.h>

#include "judge.h"
#include "remote.h"
#include "strategy.h"
#include "engine/words.h"

/* The winning moves a won position picks from at random; the positions
 * the remoteness search of a lost position's moves visits at most (past
 * them the computer plays as if remoteness were unknown). */
enum { STRATEGY_WIN_PICK = 64, STRATEGY_REMOTE_STATES = 8000 };

void
strategy_rng_seed(struct strategy_rng *rng, uint64_t seed)
{
	rng->state = seed;
}

uint64_t
strategy_rng_next(struct strategy_rng *rng)
{
	uint64_t z = (rng->state += 0x9e3779b97f4a7c15ULL);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

uint64_t
strategy_rng_below(struct strategy_rng *rng, uint64_t n)
{
	uint64_t x, limit = UINT64_MAX - UINT64_MAX % n;

	/* Reject the top sliver so that every residue is equally likely. */
	do
		x = strategy_rng_next(rng);
	while (x >= limit);
	return x % n;
}

/* Are p's moves few enough to list? */
static bool
listable(struct rules *r, const struct pos *p)
{
	return r->game->rules.move_bound != NULL &&
	    r->game->rules.move_bound(r, p) <= STRATEGY_MOVES_MAX;
}

static int score_judged(struct judge *, const struct pos *,
    struct strategy_score *, struct sg_cause *);

int
strategy_score(struct rules *r, const struct pos *q,
    struct strategy_score *out, struct sg_cause *why)
{
	struct judge j;

	judge_init(&j, r, false, why);
	return score_judged(&j, q, out, why);
}

static int
score_judged(struct judge *j, const struct pos *q,
    struct strategy_score *out, struct sg_cause *why)
{
	struct rules *r = j->rules;
	struct solution sol;
	struct poslist opts;
	int rc;

	out->wins = out->replies = STRATEGY_MOVES_MAX + 1;
	solution_init(&sol, STRATEGY_MOVES_MAX);
	if ((rc = judge_solve(j, q, &sol, why)) != SG_OK)
		goto out;
	out->wins = sol.truncated ? STRATEGY_MOVES_MAX + 1 : sol.wins.n;
	if (!listable(r, q))
		goto out;
	poslist_init(&opts);
	if ((rc = r->game->rules.moves(r, q, &opts, why)) == SG_OK)
		out->replies = opts.n;
	poslist_free(&opts);
out:
	solution_free(&sol);
	return rc;
}

/* Is a better than b for the loser?  The longer game first (where
 * remoteness is known), then the fewest winning replies, then the most
 * replies. */
static bool
score_better(const struct strategy_score *a, uint64_t ra,
    const struct strategy_score *b, uint64_t rb)
{
	if (ra != rb)
		return ra > rb;
	if (a->wins != b->wins)
		return a->wins < b->wins;
	return a->replies > b->replies;
}

/* The remoteness of each move in opts into rem, under the judge's play
 * (all 0 when the search cannot answer for one of them: too large). */
static void
remoteness_of_moves(struct judge *j, const struct poslist *opts,
    uint64_t *rem)
{
	struct sg_cause ignore;
	struct remote *rm = NULL;
	size_t i;
	bool all = remote_new(j->rules, j->misere, STRATEGY_REMOTE_STATES,
	    &rm) == SG_OK;

	for (i = 0; all && i < opts->n; i++)
		all = remote_of(rm, &opts->p[i], &rem[i], &ignore) == SG_OK;
	for (i = 0; !all && i < opts->n; i++)
		rem[i] = 0;
	remote_free(rm);
}

/* The move of a lost position (its moves listed in opts): the longest
 * defence. */
static int
best_lost_move(struct judge *j, const struct poslist *opts, struct pos *out,
    struct sg_cause *why)
{
	struct strategy_score best = { 0, 0 }, s;
	uint64_t rem[STRATEGY_MOVES_MAX];
	size_t i, at = SIZE_MAX;
	int rc;

	if (opts->n > STRATEGY_MOVES_MAX)
		return SG_ERANGE;
	remoteness_of_moves(j, opts, rem);
	/* A move no theory or search can judge (a part of a sum past its
	 * game's values) is passed by; when none can be, SG_ERANGE. */
	for (i = 0; i < opts->n; i++) {
		if ((rc = score_judged(j, &opts->p[i], &s, why)) == SG_ERANGE)
			continue;
		if (rc != SG_OK)
			return rc;
		if (at == SIZE_MAX || score_better(&s, rem[i], &best, rem[at])) {
			best = s;
			at = i;
		}
	}
	if (at == SIZE_MAX)
		return SG_ERANGE;
	return pos_copy(out, &opts->p[at]);
}

/* A winning move at random among those solve lists; SG_ENOMOVE if p is
 * lost. */
static int
winning_move(struct judge *j, const struct pos *p, struct strategy_rng *rng,
    struct pos *out, struct sg_cause *why)
{
	struct solution sol;
	int rc;

	solution_init(&sol, STRATEGY_WIN_PICK);
	rc = judge_solve(j, p, &sol, why);
	if (rc == SG_OK && (sol.outcome == OUTCOME_P || sol.wins.n == 0))
		rc = SG_ENOMOVE;
	if (rc == SG_OK)
		rc = pos_copy(out, &sol.wins.p[strategy_rng_below(rng,
		    sol.wins.n)]);
	solution_free(&sol);
	return rc;
}

static int
listed_move(struct judge *j, const struct pos *p, bool random,
    struct strategy_rng *rng, struct pos *out, struct sg_cause *why)
{
	struct rules *r = j->rules;
	struct poslist opts;
	int rc;

	poslist_init(&opts);
	rc = r->game->rules.moves(r, p, &opts, why);
	if (rc == SG_OK && opts.n == 0)
		rc = SG_ENOMOVE;
	else if (rc == SG_OK && random)
		rc = pos_copy(out, &opts.p[strategy_rng_below(rng, opts.n)]);
	else if (rc == SG_OK)
		rc = best_lost_move(j, &opts, out, why);
	poslist_free(&opts);
	return rc;
}

int
strategy_move(struct rules *r, const struct pos *p,
    enum strategy_level level, struct strategy_rng *rng, struct pos *out,
    struct sg_cause *why)
{
	struct judge j;

	judge_init(&j, r, false, why);
	return strategy_move_judged(&j, p, level, rng, out, why);
}

int
strategy_move_judged(struct judge *j, const struct pos *p,
    enum strategy_level level, struct strategy_rng *rng, struct pos *out,
    struct sg_cause *why)
{
	struct rules *r = j->rules;
	bool random = false;
	int rc;

	/* any_move says whether the game is over, and is the fallback. */
	if ((rc = r->game->rules.any_move(r, p, out, why)) != SG_OK)
		return rc;
	if (strategy_level_random_sixths(level) > 0)
		random = strategy_rng_below(rng, 6) <
		    strategy_level_random_sixths(level);
	if (!random) {
		rc = winning_move(j, p, rng, out, why);
		/* Past every theory and search (a large Chomp board): a
		 * legal move, any_move's, is all the computer can play. */
		if (rc == SG_ERANGE)
			return SG_OK;
		if (rc != SG_ENOMOVE)
			return rc == SG_ENOMEM ?
			    sg_fail(why, rc, W_("out of memory")) : rc;
	}
	if (!listable(r, p))
		return SG_OK;	/* out holds any_move's move */
	rc = listed_move(j, p, random, rng, out, why);
	if (rc == SG_ERANGE)
		return SG_OK;	/* out holds any_move's move */
	return rc == SG_ENOMEM ? sg_fail(why, rc, W_("out of memory")) : rc;
}
