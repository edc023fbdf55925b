/*
 * test-cutting.c: the cutting game's theory against the brute force over
 * the literal rules (whoever cuts out a 1x1 wins), the samples of POJ 2311,
 * turned pieces, and pieces at the size limit.
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
	    "P grundy 0") == 0, "two equal pieces at the limit: lost");
	t = check_solve_text(r, "1000x999", 1);
	ok(strncmp(t, "N grundy - win ", 15) == 0 ||
	    strcmp(t, "P grundy 0") == 0, "1000x999 answers (%s)", t);
	ok(strcmp(check_solve_text(r, "1x1000", 50),
	    "N grundy 3 win 1x1 1x999 win 1x999 1x1") == 0,
	    "1x1000: cut a 1x1 off either end");
}

int
main(void)
{
	struct rules *r = check_rules("cutting", NULL);

	against_brute(r);
	turned(r);
	samples(r);
	huge(r);
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
