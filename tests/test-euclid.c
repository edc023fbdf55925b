/*
 * test-euclid.c: Euclid's game.  The theory against the brute force on
 * every pair up to 60, the samples of POJ 2348, Fibonacci neighbours up to
 * 2^63 (every move forced down to 1 2), and the golden-ratio rule on large
 * pairs.
 */
#include "config.h"

#include "check.h"

static enum outcome
outcome_of(struct rules *r, uint64_t a, uint64_t b)
{
	struct solution sol;
	struct sg_cause why;
	struct pos p;

	pos_init(&p);
	pos_push(&p, a);
	pos_push(&p, b);
	solution_init(&sol, 50);
	if (r->game->theory.solve(r, &p, &sol, &why) != SG_OK)
		sol.outcome = OUTCOME_P + OUTCOME_N + 1;
	solution_free(&sol);
	pos_free(&p);
	return sol.outcome;
}

/*
 * (F(k), F(k+1)) with F(2) = 1, F(3) = 2: every move is forced down to
 * (1, 2), which the player to move wins, so the pair is won for even k.
 */
static void
fibonacci(struct rules *r)
{
	uint64_t f0 = 1, f1 = 1, t;
	int k, bad = 0;

	for (k = 2; f0 + f1 <= sg_max_u63(); k++) {
		t = f0 + f1;
		f0 = f1;
		f1 = t;
		/* now f0 = F(k), f1 = F(k+1) */
		if (outcome_of(r, f0, f1) != (k % 2 == 0 ? OUTCOME_N :
		    OUTCOME_P) || outcome_of(r, f1, f0) !=
		    outcome_of(r, f0, f1))
			bad++;
	}
	ok(bad == 0 && k == 92, "Fibonacci neighbours F(2), F(3) up to "
	    "F(%d), F(%d)", k - 1, k);
}

#ifdef __SIZEOF_INT128__
/* A pair a < b is lost exactly when b / a is below the golden ratio, that
 * is when b^2 < a b + a^2. */
static void
golden(struct rules *r)
{
	uint64_t x = 88172645463325252ULL, a, b;
	unsigned __int128 a2, b2;
	int i, bad = 0;

	for (i = 0; i < 20000; i++) {
		x ^= x << 13;
		x ^= x >> 7;
		x ^= x << 17;
		a = (x >> 2) | 1;
		/* b within a factor 2 of a, the interesting range */
		b = a + (x % a);
		if (b > sg_max_u63() || b == a)
			continue;
		a2 = (unsigned __int128)a * a;
		b2 = (unsigned __int128)b * b;
		if (outcome_of(r, a, b) != (b2 < a2 + (unsigned __int128)a * b ?
		    OUTCOME_P : OUTCOME_N))
			bad++;
	}
	ok(bad == 0, "the golden-ratio rule on large pairs (%d wrong)", bad);
}
#endif

int
main(void)
{
	struct rules *r = check_rules("euclid", NULL);
	struct check_run cr;

	check_run_init(&cr, r, 1u << 22);
	check_tuples(&cr, 2, 0, 60, true);
	check_report(&cr, "euclid, every pair of numbers 0..60");
	check_run_free(&cr);

	ok(check_says(r, "34 12", "N grundy 2 win 10 12"), "34 12: Stan wins");
	ok(check_says(r, "15 24", "P grundy 0"), "15 24: Ollie wins");
	ok(check_says(r, "25 7", "N grundy 3 win 11 7"),
	    "25 7: the seed's game");
	ok(check_says(r, "5 5", "N grundy 1 win 0 5 win 5 0"),
	    "equal numbers: either may be made 0");
	ok(check_says(r, "0 5", "P grundy 0") &&
	    check_says(r, "0 0", "P grundy 0"),
	    "a pair holding a 0 is a finished game");
	ok(check_says(r, "1 9223372036854775807",
	    "N grundy 9223372036854775807 win 1 0"),
	    "1 and 2^63-1: a huge quotient at once");
	ok(check_says(r, "7540113804746346429 4660046610375530309",
	    "P grundy 0"),
	    "F(92) F(91) is lost");
	ok(check_says(r, "2880067194370816120 7540113804746346429",
	    "N grundy 2 win 2880067194370816120 1779979416004714189"),
	    "F(90) F(92): leave the lost Fibonacci pair F(90) F(89)");
	ok(check_says(r, "3 9223372036854775807",
	    "N grundy 3074457345618258602 win 3 4"),
	    "3 and 2^63-1: leave 3 4, not 3 1");
	fibonacci(r);
#ifdef __SIZEOF_INT128__
	golden(r);
#endif

	ok(check_legal(r, "25 7", "4 7"), "subtracting 3 x 7 from 25 is legal");
	ok(!check_legal(r, "25 7", "25 0"), "the smaller number cannot change");
	ok(!check_legal(r, "25 7", "20 7"), "only multiples of the smaller");
	ok(!check_legal(r, "25 0", "18 0"), "nothing moves in a finished game");
	ok(check_legal(r, "6 6", "0 6") && check_legal(r, "6 6", "6 0"),
	    "equal numbers: either may be reduced");
	rules_free(r);
	return done_testing();
}
