/*
 * test-nim.c: Nim's theory against the brute force, and Bouton's example.
 */
#include "config.h"

#include <string.h>

#include "check.h"

int
main(void)
{
	struct rules *r = check_rules("nim", NULL);
	struct check_run cr;
	int k;

	check_run_init(&cr, r, 1u << 22);
	for (k = 1; k <= 3; k++)
		check_tuples(&cr, k, 0, 12, true);
	check_report(&cr, "nim, up to 3 heaps of at most 12");
	check_run_free(&cr);

	ok(strcmp(check_solve_text(r, "3 4 5", 50),
	    "N grundy 2 win 1 4 5") == 0, "3 4 5: the only win is 1 4 5");
	ok(strcmp(check_solve_text(r, "1 2 3", 50), "P grundy 0") == 0,
	    "1 2 3 is lost");
	ok(strcmp(check_solve_text(r,
	    "9223372036854775807 9223372036854775806", 50),
	    "N grundy 1 win 9223372036854775806 9223372036854775806") == 0,
	    "heaps near 2^63 answer");
	rules_free(r);
	return done_testing();
}
