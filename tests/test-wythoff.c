/*
 * test-wythoff.c: Wythoff's game.  The theory against the brute force on
 * every position of heaps up to 30 (outcome, Grundy value, every winning
 * move), the first lost pairs, the refusals, and lost pairs near 2^63
 * found by an independent exact test of floor(k phi) in 128-bit integers.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "check.h"

static void
against_brute(struct rules *r)
{
	struct check_run cr;

	check_run_init(&cr, r, 1u << 22);
	check_tuples(&cr, 2, 0, 30, true);
	check_report(&cr, "wythoff, every pair of heaps up to 30");
	check_run_free(&cr);
}

static void
first_pairs(struct rules *r)
{
	static const char *const lost[] = {
		"0 0", "1 2", "2 1", "3 5", "4 7", "6 10", "8 13", "9 15",
		"11 18", "12 20", "14 23", "16 26", "17 28", "19 31", "21 34"
	};
	size_t i;
	bool good = true;

	for (i = 0; i < sizeof lost / sizeof lost[0]; i++)
		good &= check_says(r, lost[i], "P grundy 0");
	ok(good, "wythoff: the first lost pairs (A000201, A001950)");
	ok(check_says(r, "2 2", "N grundy 1 win 1 2 win 2 1 win 0 0"),
	    "wythoff 2 2: three winning moves, one of each kind");
	ok(check_says(r, "4 6", "N grundy 9 win 3 5"),
	    "wythoff 4 6: take 1 from both, the only winning move");
}

static void
refusals(struct rules *r)
{
	struct sg_cause why;
	struct pos a, b;

	pos_init(&a);
	pos_init(&b);
	check_parse(r, "5 7", &a);
	check_parse(r, "3 6", &b);
	ok(r->game->rules.check(r, &a, &b, &why) == SG_EINVAL &&
	    strcmp(why.text, "taking from both heaps takes the same number "
	    "from each") == 0, "5 7 -> 3 6 is refused: %s", why.text);
	check_parse(r, "5 8", &b);
	ok(r->game->rules.check(r, &a, &b, &why) == SG_EINVAL &&
	    strcmp(why.text, "a heap cannot grow") == 0,
	    "5 7 -> 5 8 is refused: %s", why.text);
	ok(r->game->rules.check(r, &a, &a, &why) == SG_EINVAL &&
	    strstr(why.text, "at least one") != NULL,
	    "5 7 -> 5 7 is refused: %s", why.text);
	ok(check_legal(r, "5 7", "2 4") && check_legal(r, "5 7", "5 0"),
	    "5 7 -> 2 4 and 5 7 -> 5 0 are moves");
	pos_free(&a);
	pos_free(&b);
}

#ifdef __SIZEOF_INT128__
typedef unsigned __int128 u128;

/* floor(k phi) for k >= 1, by the definition: a = floor(k phi) exactly
 * when (2a - k)^2 < 5 k^2 < (2a + 2 - k)^2, searched by bisection. */
static uint64_t
floor_k_phi(uint64_t k)
{
	u128 five = (u128)5 * k * k;
	uint64_t lo = k, hi = 2 * k, mid;

	/* The largest a with (2a - k)^2 < 5 k^2. */
	while (lo < hi) {
		mid = lo + (hi - lo + 1) / 2;
		u128 t = (u128)(2 * (u128)mid - k);

		if (t * t < five)
			lo = mid;
		else
			hi = mid - 1;
	}
	return lo;
}

static void
near_the_top(struct rules *r)
{
	static const uint64_t ks[] = {
		1, 2, 1000000007, UINT64_C(123456789012345678),
		UINT64_C(2000000000000000000), UINT64_C(3522400000000000000),
		UINT64_C(3522500000000000000)
	};
	char pos[64], want[256];
	size_t i;
	bool good = true;

	for (i = 0; i < sizeof ks / sizeof ks[0]; i++) {
		uint64_t a = floor_k_phi(ks[i]), b = a + ks[i];

		if (b > sg_max_u63())
			continue;
		snprintf(pos, sizeof pos, "%llu %llu", (unsigned long long)b,
		    (unsigned long long)a);
		good &= check_says(r, pos, "P grundy 0");
		/* One more on the larger heap: lower it back. */
		snprintf(pos, sizeof pos, "%llu %llu", (unsigned long long)a,
		    (unsigned long long)(b + 1));
		snprintf(want, sizeof want, "N grundy - win %llu %llu",
		    (unsigned long long)a, (unsigned long long)b);
		if (b + 1 <= sg_max_u63() && a > 2048)
			good &= strncmp(check_solve_text(r, pos, 50), want,
			    strlen(want)) == 0;
		/* One more on both: take one from both. */
		snprintf(pos, sizeof pos, "%llu %llu", (unsigned long long)(a + 1),
		    (unsigned long long)(b + 1));
		snprintf(want, sizeof want, "win %llu %llu",
		    (unsigned long long)a, (unsigned long long)b);
		if (b + 1 <= sg_max_u63() && a > 1000)
			good &= strstr(check_solve_text(r, pos, 50), want) != NULL;
	}
	ok(good, "wythoff: lost pairs up to 2^63 - 1 agree with floor(k phi) "
	    "in 128-bit integers, and one more stone is won");
	ok(strcmp(check_solve_text(r, "9223372036854775807 "
	    "9223372036854775807", 50), "N grundy - win 0 9223372036854775807 "
	    "win 9223372036854775807 0 win 0 0") != 0 &&
	    strncmp(check_solve_text(r, "9223372036854775807 "
	    "9223372036854775807", 50), "N grundy - win ", 15) == 0,
	    "wythoff 2^63-1 twice: won, with its moves (%s)",
	    check_solve_text(r, "9223372036854775807 9223372036854775807",
	    50));
}
#endif

/* Every winning move of larger positions is a literal move to a lost
 * pair, and every literal move to a lost pair is listed. */
static void
all_wins_listed(struct rules *r)
{
	struct poslist opts;
	struct solution s, t;
	struct sg_cause why;
	struct pos p;
	uint64_t a, b;
	size_t i, bad = 0, want;

	pos_init(&p);
	pos_resize(&p, 2);
	/* No option has both heaps within 2048: no Grundy table is built. */
	for (a = 3000; a < 3012; a++) {
		for (b = 5100; b < 5112; b++) {
			p.v[0] = a;
			p.v[1] = b;
			poslist_init(&opts);
			solution_init(&s, 10);
			r->game->rules.moves(r, &p, &opts, &why);
			r->game->theory.solve(r, &p, &s, &why);
			for (i = 0, want = 0; i < opts.n; i++) {
				solution_init(&t, 0);
				r->game->theory.solve(r, &opts.p[i], &t, &why);
				want += t.outcome == OUTCOME_P;
				solution_free(&t);
			}
			bad += want != s.wins.n;
			solution_free(&s);
			poslist_free(&opts);
		}
	}
	ok(bad == 0, "wythoff: heaps 3000..3011 and 5100..5111 list every move to "
	    "a lost pair (%zu differ)", bad);
	pos_free(&p);
}

int
main(void)
{
	struct rules *r = check_rules("wythoff", NULL);

	against_brute(r);
	first_pairs(r);
	refusals(r);
	all_wins_listed(r);
#ifdef __SIZEOF_INT128__
	near_the_top(r);
#endif
	rules_free(r);
	return done_testing();
}
