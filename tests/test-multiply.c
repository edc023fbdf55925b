/*
 * test-multiply.c: the multiplication game.  The theory against the brute
 * force on every target up to 2000 and every current value, the seed's
 * table of targets, and the mex rule at the interval ends near 2^63.
 */
#include "config.h"

#include "check.h"

enum { MAX_TARGET = 2000 };

static void
pair(struct pos *p, uint64_t n, uint64_t v)
{
	pos_resize(p, 2);
	p->v[0] = n;
	p->v[1] = v;
}

/* The theory's Grundy value of (n, v), or UINT64_MAX if it fails. */
static uint64_t
value(struct rules *r, uint64_t n, uint64_t v)
{
	struct solution sol;
	struct sg_cause why;
	struct pos p;
	uint64_t g = UINT64_MAX;

	pos_init(&p);
	pair(&p, n, v);
	solution_init(&sol, 50);
	if (r->game->theory.solve(r, &p, &sol, &why) == SG_OK && sol.has_grundy)
		g = sol.grundy;
	solution_free(&sol);
	pos_free(&p);
	return g;
}

/* Every target 2..MAX_TARGET with every current value 1..target; one
 * brute-force memo per target, as no two targets share a position. */
static void
small_targets(struct rules *r)
{
	struct check_run cr;
	struct pos p;
	uint64_t n, v;

	pos_init(&p);
	check_run_init(&cr, r, 1u << 16);
	for (n = 2; n <= MAX_TARGET; n++) {
		brute_free(cr.brute);
		if (brute_new(r, 1u << 16, &cr.brute) != SG_OK) {
			ok(false, "brute_new");
			break;
		}
		for (v = 1; v <= n; v++) {
			pair(&p, n, v);
			check_position(&cr, &p);
		}
	}
	check_report(&cr, "multiply, every target up to 2000, every value");
	check_run_free(&cr);
	pos_free(&p);
}

/* The seed: starting from 1, targets 2..9 are won, 10..18 lost, 19..162
 * won, 163..324 lost. */
static void
seed_table(struct rules *r)
{
	uint64_t n;
	int bad = 0;

	for (n = 2; n <= 324; n++) {
		bool won = (n <= 9) || (n >= 19 && n <= 162);

		if ((value(r, n, 1) != 0) != won)
			bad++;
	}
	ok(bad == 0, "targets 2..9 won, 10..18 lost, 19..162 won, 163..324 "
	    "lost (%d wrong)", bad);
}

/* The theory's value of (n, v) is the mex of its options' values. */
static bool
mex_holds(struct rules *r, uint64_t n, uint64_t v)
{
	struct poslist opts;
	struct sg_cause why;
	struct pos p;
	bool seen[16] = { false };
	uint64_t g, m = 0;
	size_t i;

	pos_init(&p);
	poslist_init(&opts);
	pair(&p, n, v);
	r->game->rules.moves(r, &p, &opts, &why);
	for (i = 0; i < opts.n; i++) {
		g = value(r, opts.p[i].v[0], opts.p[i].v[1]);
		if (g < 16)
			seen[g] = true;
	}
	while (m < 16 && seen[m])
		m++;
	poslist_free(&opts);
	pos_free(&p);
	return value(r, n, v) == m;
}

/* Around every interval end c * 18^j up to 2^63, and near the top. */
static void
huge(struct rules *r)
{
	static const uint64_t ends[] = { 1, 2, 4, 8, 9, 18 };
	uint64_t u, n, v, top = sg_max_u63();
	int bad = 0, tried = 0;
	size_t i;

	for (u = 1; u <= top / 18; u *= 18) {
		for (i = 0; i < sizeof ends / sizeof ends[0]; i++) {
			for (n = ends[i] * u - 1; n <= ends[i] * u + 1; n++) {
				if (n < 2 || n > top)
					continue;
				tried++;
				bad += !mex_holds(r, n, 1);
				bad += !mex_holds(r, n, n / 2 + 1);
			}
		}
	}
	for (v = 1; v < 1000; v++) {
		tried++;
		bad += !mex_holds(r, top, v) + !mex_holds(r, top, top / v);
	}
	ok(bad == 0 && tried > 100, "the mex rule holds at %d huge positions "
	    "(%d wrong)", tried, bad);
}

int
main(void)
{
	struct rules *r = check_rules("multiply", NULL);

	small_targets(r);
	seed_table(r);
	huge(r);

	ok(check_says(r, "9", "N grundy 4 win 9 9"), "9: reach it at once");
	ok(check_says(r, "10", "P grundy 0") &&
	    check_says(r, "18", "P grundy 0"),
	    "10 and 18 are lost");
	ok(check_says(r, "19", "N grundy 1 win 19 2"), "19: multiply by 2");
	ok(check_says(r, "1000 3", "N grundy 1 win 1000 6"),
	    "1000 3: leave 1000 6");
	ok(check_says(r, "1000 6", "P grundy 0"), "1000 6 is lost: 167 is in "
	    "(162, 324]");
	ok(check_says(r, "7 7", "P grundy 0"), "a reached target is finished");
	/* 18^15 is a lost target, one more is won */
	ok(check_says(r, "6746640616477458432", "P grundy 0"), "18^15 is lost");
	ok(check_says(r, "6746640616477458433", "N grundy 1 "
	    "win 6746640616477458433 2"), "18^15 + 1 is won by doubling");
	ok(check_says(r, "9223372036854775807 4611686018427387904",
	    "N grundy 1 win 9223372036854775807 9223372036854775807"),
	    "products past 2^63-1 reach the target");
	ok(check_says(r, "9223372036854775807 1152921504606846976",
	    "N grundy 3 win 9223372036854775807 9223372036854775807"),
	    "2^63-1 from 2^60: only 8 and 9 reach it");
	rules_free(r);
	return done_testing();
}
