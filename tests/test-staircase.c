/*
 * test-staircase.c: Georgia and Bob.  The theory against the brute force
 * on every set of up to 4 chessmen on cells 1..12, the samples of POJ
 * 1704, cells near 2^63, and a row of a million chessmen.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"

enum { MAX_CELL = 12, MAX_MEN = 4, MANY = 1000000 };

/* Every strictly increasing choice of cells for men i..n-1. */
static void
sets_from(struct check_run *cr, struct pos *p, size_t i)
{
	uint64_t c;

	if (i == p->n) {
		check_position(cr, p);
		return;
	}
	for (c = i > 0 ? p->v[i - 1] + 1 : 1; c <= MAX_CELL; c++) {
		p->v[i] = c;
		sets_from(cr, p, i + 1);
	}
}

static void
small_sets(struct rules *r)
{
	struct check_run cr;
	struct pos p;
	size_t k;

	pos_init(&p);
	check_run_init(&cr, r, 1u << 22);
	for (k = 1; k <= MAX_MEN; k++) {
		pos_resize(&p, k);
		sets_from(&cr, &p, 0);
	}
	check_report(&cr, "staircase, every set of 1..4 chessmen on cells "
	    "1..12");
	check_run_free(&cr);
	pos_free(&p);
}

static enum outcome
solve_pos(struct rules *r, const struct pos *p, struct solution *sol)
{
	struct sg_cause why;

	if (r->game->theory.solve(r, p, sol, &why) != SG_OK) {
		diag("solve failed: %s", why.text);
		return OUTCOME_P + OUTCOME_N + 1;
	}
	return sol->outcome;
}

/*
 * A million chessmen given in reverse order, pairs from the right with
 * gaps 1, 1, 2, 2, 3, 3, ... (so the heaps XOR to 0): parsed, sorted and
 * lost.  Moving the last man one cell makes it won, and the first listed
 * winning moves all lead back to lost rows.
 */
static void
many(struct rules *r)
{
	struct solution sol, back;
	struct sg_cause why;
	struct pos p;
	char **words, buf[32];
	uint64_t cell = 1;
	size_t i, good = 0;
	int rc;

	words = calloc(MANY, sizeof *words);
	for (i = 0; i < MANY; i++) {
		/* man 2j and 2j+1 form a pair with gap j/2 + 1 */
		cell += i % 2 == 1 ? i / 4 + 1 + 1 : 3;
		snprintf(buf, sizeof buf, "%llu", (unsigned long long)cell);
		words[MANY - 1 - i] = strdup(buf);
	}
	pos_init(&p);
	rc = r->game->notation.parse(r, MANY, words, &p, &why);
	ok(rc == SG_OK && p.n == MANY && p.v[0] < p.v[MANY - 1],
	    "a million chessmen parse, sorted");
	solution_init(&sol, 5);
	ok(solve_pos(r, &p, &sol) == OUTCOME_P && sol.grundy == 0,
	    "paired gaps 1 1 2 2 3 3 ...: lost");
	solution_free(&sol);
	p.v[MANY - 1]--;
	solution_init(&sol, 5);
	ok(solve_pos(r, &p, &sol) == OUTCOME_N && sol.wins.n == 5 &&
	    sol.truncated, "one man moved: won, with many winning moves");
	for (i = 0; i < sol.wins.n; i++) {
		solution_init(&back, 1);
		if (r->game->rules.check(r, &p, &sol.wins.p[i], &why) == SG_OK &&
		    solve_pos(r, &sol.wins.p[i], &back) == OUTCOME_P)
			good++;
		solution_free(&back);
	}
	ok(good == sol.wins.n, "each listed move is legal and leaves a lost "
	    "row");
	solution_free(&sol);
	pos_free(&p);
	for (i = 0; i < MANY; i++)
		free(words[i]);
	free(words);
}

int
main(void)
{
	struct rules *r = check_rules("staircase", NULL);

	small_sets(r);
	ok(check_says(r, "1 2 3", "P grundy 0"), "1 2 3: Bob wins");
	/* heaps 3 (1-5), 0 (6-7), 2 (9-12), 2 (14-17): XOR 3 */
	ok(check_says(r, "1 5 6 7 9 12 14 17",
	    "N grundy 3 win 1 2 6 7 9 12 14 17 win 1 5 6 7 9 11 14 17 "
	    "win 1 5 6 7 9 12 14 16"),
	    "1 5 6 7 9 12 14 17: Georgia wins");
	ok(check_says(r, "17 14 12 9 7 6 5 1",
	    "N grundy 3 win 1 2 6 7 9 12 14 17 win 1 5 6 7 9 11 14 17 "
	    "win 1 5 6 7 9 12 14 16"),
	    "any order, shown sorted");
	ok(check_says(r, "2 5 6", "N grundy 1 win 1 5 6 win 2 4 6"),
	    "a left man may win by widening its pair");
	ok(check_says(r, "9223372036854775807", "N grundy 9223372036854775806 "
	    "win 1"), "one man on cell 2^63-1");
	ok(check_says(r, "9223372036854775806 9223372036854775807",
	    "P grundy 0"),
	    "two adjacent men near 2^63: lost");
	ok(check_says(r, "3 9223372036854775807",
	    "N grundy 9223372036854775803 win 3 4"), "a huge pair closes up");
	many(r);
	rules_free(r);
	return done_testing();
}
