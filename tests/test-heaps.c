/*
 * test-heaps.c: Grundy's game against the brute force and the published
 * values, the seed's game line, and the sparse method against the plain
 * one (up to 10^5, or the number given as the first argument).
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"

/* OEIS A002188, the values of Grundy's game for heaps 0, 1, 2, ... */
static const unsigned a002188[] = {
	0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3,
	0, 4, 3, 0, 4, 1, 2, 3, 1, 2, 4, 1, 2, 4, 1, 2, 4, 1, 5, 4, 1, 5, 4,
	1, 5, 4, 1, 0, 2, 1, 0, 2, 1, 5, 2, 1, 3, 2, 1, 3, 2, 4, 3, 2, 4, 3,
	2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 5, 2, 4, 5, 2, 4, 3, 7, 4, 3, 7, 4,
	3, 7, 4, 3, 5, 2, 3, 5, 2, 3, 5, 2, 3
};

static uint64_t
value_of(struct rules *r, uint64_t n)
{
	struct sg_cause why;
	uint64_t g;

	if (r->game->heaps.heap_value(r, n, &g, &why) != SG_OK) {
		diag("heap %llu: %s", (unsigned long long)n, why.text);
		return UINT64_MAX;
	}
	return g;
}

static void
test_grundy_brute(void)
{
	struct rules *r = check_rules("grundy", NULL);
	struct check_run cr;
	int k;

	check_run_init(&cr, r, 1u << 22);
	for (k = 1; k <= 3; k++)
		check_tuples(&cr, k, 0, 12, true);
	check_report(&cr, "grundy, up to 3 heaps of at most 12");
	check_run_free(&cr);
	rules_free(r);
}

static void
test_grundy_published(void)
{
	const size_t n = sizeof a002188 / sizeof a002188[0];
	struct rules *r = check_rules("grundy", NULL);
	struct brute *b;
	struct sg_cause why;
	struct pos p;
	uint64_t g;
	size_t i, theory_bad = 0, brute_bad = 0;

	pos_init(&p);
	pos_resize(&p, 1);
	brute_new(r, 1u << 22, &b);
	for (i = 0; i < n; i++) {
		p.v[0] = i;
		/* The brute force works on whole positions: its states grow
		 * like the partitions of n, so it stops at 50. */
		if (i <= 50 && (brute_value(b, &p, &g, &why) != SG_OK ||
		    g != a002188[i]))
			brute_bad++;
		theory_bad += value_of(r, i) != a002188[i];
	}
	ok(brute_bad == 0, "grundy: the brute force gives A002188's first "
	    "51 values");
	ok(theory_bad == 0, "grundy: the theory gives A002188's first %zu "
	    "values", n);
	brute_free(b);
	pos_free(&p);
	rules_free(r);
}

/* The game line of the Grundy's game example, move by move. */
static void
test_grundy_line(void)
{
	static const char *const line[] = {
		"9", "4 5", "4 2 3", "2 2 2 3", "2 2 2 1 2"
	};
	struct rules *r = check_rules("grundy", NULL);
	struct sg_cause why;
	struct pos a, b, q;
	size_t i;

	pos_init(&a);
	pos_init(&b);
	pos_init(&q);
	for (i = 0; i + 1 < sizeof line / sizeof line[0]; i++) {
		check_parse(r, line[i], &a);
		check_parse(r, line[i + 1], &b);
		if (i == 2)
			ok(r->game->rules.check(r, &a, &b, &why) == SG_EINVAL,
			    "%s -> %s is refused (a heap of 4 cannot split "
			    "into equal halves): %s", line[i], line[i + 1],
			    why.text);
		else
			ok(r->game->rules.check(r, &a, &b, &why) == SG_OK,
			    "%s -> %s is a legal split", line[i], line[i + 1]);
	}
	ok(r->game->rules.any_move(r, &b, &q, &why) == SG_ENOMOVE,
	    "2 2 2 1 2 has no move left");
	ok(strcmp(check_solve_text(r, "9", 50),
	    "N grundy 1 win 2 7 win 3 6") == 0, "9 is won by 2 7 or 3 6");
	ok(strcmp(check_solve_text(r, "4 5", 50), "N grundy 2 win 4 1 4") == 0,
	    "4 5: split the 5 into 1 4");
	ok(strcmp(check_solve_text(r, "2 2 2 3", 50), "N grundy 1 "
	    "win 2 2 2 1 2") == 0, "2 2 2 3: the last split wins");
	pos_free(&a);
	pos_free(&b);
	pos_free(&q);
	rules_free(r);
}

static void
test_sparse_naive(uint64_t n)
{
	static const char *const naive[] = { "method=naive", NULL };
	static const char *const sparse[] = { "method=sparse", NULL };
	struct rules *rn = check_rules("grundy", naive);
	struct rules *rs = check_rules("grundy", sparse);
	uint64_t i, bad = 0;

	value_of(rs, n);
	value_of(rn, n);
	for (i = 0; i <= n; i++)
		bad += value_of(rs, i) != value_of(rn, i);
	ok(bad == 0, "grundy: the sparse method = the plain one up to %llu",
	    (unsigned long long)n);
	rules_free(rn);
	rules_free(rs);
}

int
main(int argc, char *argv[])
{
	test_grundy_brute();
	test_grundy_published();
	test_grundy_line();
	test_sparse_naive(argc > 1 ? strtoull(argv[1], NULL, 10) : 100000);
	return done_testing();
}
