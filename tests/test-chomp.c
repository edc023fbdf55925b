/*
 * test-chomp.c: Chomp.  The theory against the brute force on every board
 * within 5 columns and 5 rows, and on the families (Ls, two columns, two
 * rows) far past the search; the search against the brute force on a few
 * boards of 7 x 6; the rectangles past the search (strategy stealing; the
 * square's move); the notation and its refusals; speed-critical sizes
 * answer (200x200, 1000x2).
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "check.h"

/* Every non-increasing list of heights within w columns and h rows. */
static void
boards(struct check_run *cr, size_t w, uint64_t h)
{
	uint64_t x[8];
	struct pos p;
	size_t i, n;

	pos_init(&p);
	for (i = 0; i < w; i++)
		x[i] = 0;
	x[0] = 1;
	for (;;) {
		for (n = 0; n < w && x[n] > 0; n++)
			;
		pos_resize(&p, n);
		memcpy(p.v, x, n * sizeof *x);
		check_position(cr, &p);
		/* The next list: raise the last column that can rise. */
		for (i = w; i-- > 0;)
			if (x[i] < (i == 0 ? h : x[i - 1]))
				break;
		if (i == (size_t)-1)
			break;
		x[i]++;
		for (n = i + 1; n < w; n++)
			x[n] = 0;
	}
	pos_free(&p);
}

static void
against_brute(void)
{
	struct check_run cr;
	struct pos p;
	uint64_t a, b, i;

	check_run_init(&cr, check_rules("chomp", NULL), 1u << 22);
	boards(&cr, 5, 5);
	check_report(&cr, "chomp, every board within 5 x 5");
	rules_free(cr.rules);
	check_run_free(&cr);

	check_run_init(&cr, check_rules("chomp", NULL), 1u << 22);
	pos_init(&p);
	for (a = 1; a <= 30; a++) {
		for (b = 1; b <= 30; b++) {
			/* Two columns a >= b; an L; two rows. */
			if (b <= a) {
				pos_resize(&p, 2);
				p.v[0] = a;
				p.v[1] = b;
				check_position(&cr, &p);
			}
			pos_resize(&p, b);
			for (i = 0; i < b; i++)
				p.v[i] = i == 0 ? a : 1;
			check_position(&cr, &p);
			if (b <= a) {
				pos_resize(&p, a);
				for (i = 0; i < a; i++)
					p.v[i] = i < b ? 2 : 1;
				check_position(&cr, &p);
			}
		}
	}
	pos_free(&p);
	check_report(&cr, "chomp, Ls, two columns and two rows up to 30");
	rules_free(cr.rules);
	check_run_free(&cr);
}

static void
search_boards(void)
{
	static const char *const some[] = { "7x6", "7 7 6 5 3 3 1", "6x6",
	    "7 6 6 6 2 2 2", "3x7", NULL };
	struct check_run cr;
	struct pos p;
	size_t i;

	check_run_init(&cr, check_rules("chomp", NULL), 1u << 22);
	pos_init(&p);
	for (i = 0; some[i] != NULL; i++) {
		check_parse(cr.rules, some[i], &p);
		check_position(&cr, &p);
	}
	pos_free(&p);
	check_report(&cr, "chomp, boards of 7 x 6 and 7 x 7 by search");
	rules_free(cr.rules);
	check_run_free(&cr);
}

static void
large(void)
{
	struct rules *r = check_rules("chomp", NULL);

	ok(strcmp(check_solve_text(r, "10x10", 50), "N grundy 19 win 10 1 1 1 "
	    "1 1 1 1 1 1") == 0,
	    "chomp 10x10 is searched: the square's move is its only winning "
	    "move, and its value is 19");
	ok(check_says(r, "30x25", "N grundy -"),
	    "chomp 30x25: N by strategy stealing, no move known");
	ok(strstr(check_solve_text(r, "200x200", 50), "win 200 1 1 1") !=
	    NULL, "chomp 200x200: the square's move leaves an L of equal "
	    "arms");
	ok(strncmp(check_solve_text(r, "1000x2", 50), "N grundy - win 2 2 2",
	    20) == 0, "chomp 1000x2: two rows, the move leaves rows 1000 and "
	    "999");
	ok(strncmp(check_solve_text(r, "2x1000", 50), "N grundy - win 1000 "
	    "999", 19) == 0, "chomp 2x1000: two columns, the move leaves 1000 "
	    "999");
	ok(check_says(r, "1000000 999999", "P grundy 0"),
	    "chomp 1000000 999999: lost");
	ok(check_explains(r, "30x25", "strategy stealing"),
	    "chomp 30x25: the explanation tells the strategy-stealing "
	    "argument");
	ok(check_explains(r, "9 1 1 1 1 1 1 1 1", "Nim with two heaps"),
	    "chomp: an L is explained as Nim with two heaps");
	ok(check_explains(r, "5x5", "On a square board the winning move is "
	    "known"),
	    "chomp 5x5: a square within the search is explained by the "
	    "square's rule, as on 30x30");
	rules_free(r);
}

static void
refusals(void)
{
	static const struct {
		const char *text, *says;
	} bad[] = {
		{ "3 4", "higher than column 1" },
		{ "0x4", "at least 1 column" },
		{ "4x", "height \"\"" },
		{ "4 0", "at least one square" },
		{ "100001x2", "width" },
		{ "3x1000001", "height" },
		{ "axb", "width" },
	};
	const struct game *g = game_find("chomp");
	struct sg_cause why;
	struct rules *r;
	struct pos p;
	size_t i;

	pos_init(&p);
	for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		int rc = game_parse_line(g, bad[i].text, &r, &p, &why);

		ok(rc == SG_EINVAL && strstr(why.text, bad[i].says) != NULL,
		    "chomp %s: refused (%s)", bad[i].text, why.text);
		if (rc == SG_OK)
			rules_free(r);
	}
	r = check_rules("chomp", NULL);
	check_parse(r, "30 30 29 29 28 28 27 27 26 26 25 25 24 24 23 23 22 22 "
	    "21 21", &p);
	{
		struct solution s;

		solution_init(&s, 5);
		ok(r->game->theory.solve(r, &p, &s, &why) == SG_ERANGE &&
		    strstr(why.text, "no theory") != NULL,
		    "chomp: a shape no theory covers and past the search is "
		    "refused (%s)", why.text);
		solution_free(&s);
	}
	rules_free(r);
	pos_free(&p);
}

/* A progress hook that counts its reports and says stop at the first
 * when asked to. */
struct reports {
	unsigned long n;
	uint64_t last, total;
	bool stop;
};

static bool
count_report(void *arg, uint64_t done, uint64_t total)
{
	struct reports *rp = arg;

	rp->n++;
	rp->last = done;
	rp->total = total;
	return !rp->stop;
}

/* The search of a large shape reports its progress, stops when the hook
 * says so (SG_EINTR), and keeps no value it had not finished: solved again
 * it answers as a fresh search does. */
static void
stopped_search(void)
{
	const char *shape = "10 10 10 10 10 10 10 10 10 9";
	struct rules *r = check_rules("chomp", NULL), *fresh;
	struct reports rp = { 0, 0, 0, true };
	struct solution sol;
	struct sg_cause why;
	struct pos p;
	char want[256];
	bool same;
	int rc;

	pos_init(&p);
	check_parse(r, shape, &p);
	r->progress = count_report;
	r->progress_arg = &rp;
	solution_init(&sol, 50);
	rc = r->game->theory.solve(r, &p, &sol, &why);
	solution_free(&sol);
	ok(rc == SG_EINTR && rp.n == 1, "chomp %s: stopped at the first "
	    "report (rc %d, %lu reports)", shape, rc, rp.n);
	rp.stop = false;
	rp.n = 0;
	fresh = check_rules("chomp", NULL);
	snprintf(want, sizeof want, "%s", check_solve_text(fresh, shape, 50));
	same = strcmp(check_solve_text(r, shape, 50), want) == 0;
	ok(same && rp.n > 10 && rp.last <= rp.total, "chomp %s: after the "
	    "stop the same answer as a fresh search (%s; %lu reports)", shape,
	    want, rp.n);
	rules_free(fresh);
	rules_free(r);
	pos_free(&p);
}

int
main(void)
{
	stopped_search();
	against_brute();
	search_boards();
	large();
	refusals();
	return done_testing();
}
