/*
 * test-cutting.c: the cutting game's theory against the brute force over
 * the literal rules (whoever cuts out a 1x1 wins), the samples of POJ 2311,
 * turned pieces, and pieces of any size up to 2^63-1.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "check.h"

/* Every position of the given pieces, sides 1..max, in every order. */
static void
check_pieces(struct check_run *cr, struct pos *p, size_t k, size_t n,
    uint64_t max)
{
	uint64_t w, h;

	if (k == n) {
		check_position(cr, p);
		return;
	}
	for (w = 1; w <= max; w++) {
		for (h = 1; h <= max; h++) {
			p->v[2 * k] = w;
			p->v[2 * k + 1] = h;
			check_pieces(cr, p, k + 1, n, max);
		}
	}
}

static void
against_brute(struct rules *r)
{
	struct check_run cr;
	struct pos p;

	pos_init(&p);
	check_run_init(&cr, r, 1u << 23);
	pos_resize(&p, 2);
	check_pieces(&cr, &p, 0, 1, 7);
	check_report(&cr, "cutting, every piece up to 7x7");
	check_run_free(&cr);

	check_run_init(&cr, r, 1u << 23);
	pos_resize(&p, 4);
	check_pieces(&cr, &p, 0, 2, 5);
	check_report(&cr, "cutting, every pair of pieces up to 5x5");
	check_run_free(&cr);
	pos_free(&p);
}

/* WxH and HxW are the same game. */
static void
turned(struct rules *r)
{
	char a[32], b[32], sa[4096];
	unsigned w, h;
	bool same = true;

	for (w = 1; w <= 40 && same; w++) {
		for (h = 1; h < w && same; h++) {
			snprintf(a, sizeof a, "%ux%u", w, h);
			snprintf(b, sizeof b, "%ux%u", h, w);
			snprintf(sa, sizeof sa, "%s",
			    check_solve_text(r, a, 0));
			same = strcmp(sa, check_solve_text(r, b, 0)) == 0;
			if (!same)
				diag("%s: %s, %s: %s", a, sa, b,
				    check_solve_text(r, b, 0));
		}
	}
	ok(same, "a piece turned round has the same outcome and value");
}

static void
samples(struct rules *r)
{
	ok(strcmp(check_solve_text(r, "2x2", 50), "P grundy 0") == 0,
	    "2x2: LOSE");
	ok(strcmp(check_solve_text(r, "3x2", 50), "P grundy 0") == 0,
	    "3x2: LOSE");
	ok(strcmp(check_solve_text(r, "4x2", 50), "N grundy - win 2x2 2x2")
	    == 0, "4x2: WIN, by cutting it into two 2x2");
	ok(strcmp(check_solve_text(r, "1x1 5x5", 50), "P grundy 0") == 0,
	    "a 1x1 on the table: the game is over");
	ok(strcmp(check_solve_text(r, "1x2", 50), "N grundy 1 win 1x1 1x1")
	    == 0, "1x2: cut it in two and win");
	ok(strcmp(check_solve_text(r, "4x1 3x3", 50),
	    "N grundy 2 win 1x1 3x1 3x3 win 3x1 1x1 3x3") == 0,
	    "4x1: a 1x1 off either end; the value counts the other cuts");
}

static void
huge(struct rules *r)
{
	const char *t;

	ok(strcmp(check_solve_text(r, "1000x1000 1000x1000", 0),
	    "P grundy 0") == 0, "two equal pieces of 1000: lost");
	t = check_solve_text(r, "1000x999", 1);
	ok(strncmp(t, "N grundy - win ", 15) == 0 ||
	    strcmp(t, "P grundy 0") == 0, "1000x999 answers (%s)", t);
	ok(strcmp(check_solve_text(r, "1x1000", 50),
	    "N grundy 3 win 1x1 1x999 win 1x999 1x1") == 0,
	    "1x1000: cut a 1x1 off either end");
	ok(check_says(r, "9223372036854775807x9223372036854775807 "
	    "9223372036854775807x9223372036854775807", "P grundy 0"),
	    "two equal pieces of 2^63-1: lost");
	/* L(9) = 1 and L(2^63-1) = L(59) = 1, so F gives 1, as L(4). */
	ok(check_says(r, "9x9223372036854775807 2x4", "P grundy 0"),
	    "9 x 2^63-1 is worth 1 in the wide game, as 2x4 is");
	ok(check_says(r, "1x3 2000x2000",
	    "N grundy - win 1x1 1x2 2000x2000 win 1x2 1x1 2000x2000"),
	    "a strip beside a piece of 2000: the win, but no value");
	/* L(3) = 0, L(10^12) = L(64) = 1: the value is 1 + 1. */
	ok(check_says(r, "1x3 1x1000000000000", "N grundy 2 win 1x1 1x2 "
	    "1x1000000000000 win 1x2 1x1 1x1000000000000 win 1x3 1x1 "
	    "1x999999999999 win 1x3 1x999999999999 1x1"),
	    "strips of any length have a value");
}

/* Each listed winning move of a huge position is legal and leaves a lost
 * position. */
static void
huge_wins(struct rules *r, const char *text)
{
	struct solution sol, after;
	struct sg_cause why;
	struct pos p;
	size_t i, bad = 0;

	pos_init(&p);
	check_parse(r, text, &p);
	solution_init(&sol, 40);
	if (r->game->theory.solve(r, &p, &sol, &why) != SG_OK)
		bad++;
	for (i = 0; i < sol.wins.n; i++) {
		solution_init(&after, 0);
		if (r->game->rules.check(r, &p, &sol.wins.p[i], &why) != SG_OK ||
		    r->game->theory.solve(r, &sol.wins.p[i], &after, &why) != SG_OK ||
		    after.outcome != OUTCOME_P)
			bad++;
		solution_free(&after);
	}
	ok(bad == 0 && sol.wins.n == 40, "%s: 40 winning moves, each legal "
	    "and leaving a lost position (%zu wrong)", text, bad);
	solution_free(&sol);
	pos_free(&p);
}

int
main(void)
{
	struct rules *r = check_rules("cutting", NULL);

	against_brute(r);
	turned(r);
	samples(r);
	huge(r);
	huge_wins(r, "1000000000x999999999");
	huge_wins(r, "9223372036854775807x9223372036854775806 5x5 "
	    "1000000007x8");
	ok(check_explains(r, "4x2 3x3", "piece 1 (4x2)            1\n"
	    "piece 2 (3x3)            0\nnim-sum                  1\n") &&
	    check_explains(r, "4x2 3x3", "leaving 2x2 2x2 3x3."),
	    "explain: the pieces' values, their nim-sum and the cut");
	ok(check_explains(r, "1x1 3x3", "the game is over") &&
	    check_explains(r, "3x3 4x1", "Piece 2 (4x1) is a strip"),
	    "explain: a 1x1 ends the game, a strip wins at once");
	rules_free(r);
	return done_testing();
}
