/*
 * test-circle.c: coins in a circle: every ring of up to 12 places against
 * the brute force, and the seed's samples.
 */
#include "config.h"

#include <string.h>

#include "check.h"

/* Every ring of len places, as each pattern of coins and gaps. */
static void
all_rings(struct check_run *cr, size_t len)
{
	struct pos p;
	uint64_t mask;
	size_t i;

	pos_init(&p);
	pos_resize(&p, len);
	for (mask = 0; mask < (UINT64_C(1) << len); mask++) {
		for (i = 0; i < len; i++)
			p.v[i] = mask >> i & 1;
		check_position(cr, &p);
	}
	pos_free(&p);
}

int
main(void)
{
	struct rules *r = check_rules("circle", NULL);
	struct check_run cr;
	size_t len;

	check_run_init(&cr, r, 1u << 24);
	for (len = 0; len <= 12; len++)
		all_rings(&cr, len);
	check_report(&cr, "circle, every ring of up to 12 places");
	check_run_free(&cr);

	/* A Funny Game: 1 2 3 -> Alice Alice Bob. */
	ok(strcmp(check_solve_text(r, "1", 50), "N grundy 1 win .") == 0,
	    "one coin: the first player (Alice) wins");
	ok(strcmp(check_solve_text(r, "2", 50), "N grundy 2 win ..") == 0,
	    "two coins: the first player (Alice) wins");
	ok(strcmp(check_solve_text(r, "3", 50), "P grundy 0") == 0,
	    "three coins: the second player (Bob) wins");
	ok(strcmp(check_solve_text(r, "1000000", 50), "P grundy 0") == 0,
	    "a million coins: the second player wins");
	ok(strcmp(check_solve_text(r, "ooo.o", 50),
	    "N grundy 1 win ..o.o") == 0,
	    "a broken ring whose run wraps past the last place");
	rules_free(r);
	return done_testing();
}
