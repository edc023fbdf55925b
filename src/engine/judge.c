/*
 * judge.c: verdicts on positions, normal or misere (judge.h).
 */
#include "config.h"

#include <string.h>

#include "judge.h"

int
judge_init(struct judge *j, struct rules *r, bool misere,
    struct sg_cause *why)
{
	memset(j, 0, sizeof *j);
	j->rules = r;
	j->misere = misere;
	if (misere && r->game->theory.misere == NULL)
		return misere_memo_new(r, &j->memo, why);
	return SG_OK;
}

void
judge_free(struct judge *j)
{
	misere_memo_free(j->memo);
	j->memo = NULL;
}

int
judge_solve(struct judge *j, const struct pos *p, struct solution *sol,
    struct sg_cause *why)
{
	struct rules *r = j->rules;

	if (j->memo != NULL)
		return misere_memo_solve(j->memo, p, sol, why);
	if (j->misere)
		return r->game->theory.misere(r, p, sol, why);
	return r->game->theory.solve(r, p, sol, why);
}

int
judge_record(const struct record *rec, struct verdict *v,
    struct sg_cause *why)
{
	struct solution sol;
	struct judge j;
	size_t i;
	int rc;

	why->text[0] = '\0';
	memset(v, 0, (rec->moves.n + 1) * sizeof *v);
	rc = judge_init(&j, rec->rules, rec->misere, why);
	if (rc == SG_ENOMEM)
		return rc;
	if (rc != SG_OK)
		return SG_OK;	/* every verdict unknown, why says why */
	for (i = rec->moves.n + 1; i-- > 0; ) {
		solution_init(&sol, 0);
		rc = judge_solve(&j, record_pos(rec, i), &sol, why);
		v[i].known = rc == SG_OK;
		v[i].outcome = sol.outcome;
		v[i].has_grundy = rc == SG_OK && sol.has_grundy;
		v[i].grundy = sol.grundy;
		solution_free(&sol);
		if (rc == SG_ENOMEM)
			break;
	}
	judge_free(&j);
	return rc == SG_ENOMEM ? rc : SG_OK;
}
