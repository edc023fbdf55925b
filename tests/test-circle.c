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

/* The runs of coins of a broken ring pair up as equal twins: sorted,
 * they come as equal neighbours.  Counted with no help from the game. */
static bool
ring_twins(const struct pos *p)
{
	size_t len[32], n = 0, i, k, start, run = 0;

	for (start = 0; start < p->n && p->v[start]; start++)
		;
	if (start == p->n)
		return false;
	for (k = 1; k <= p->n; k++) {
		i = (start + k) % p->n;
		if (p->v[i])
			run++;
		else if (run > 0) {
			len[n++] = run;
			run = 0;
		}
	}
	for (i = 1; i < n; i++)
		for (k = i; k > 0 && len[k - 1] > len[k]; k--) {
			size_t t = len[k];

			len[k] = len[k - 1];
			len[k - 1] = t;
		}
	if (n == 0 || n % 2 != 0)
		return false;
	for (i = 0; i < n; i += 2)
		if (len[i] != len[i + 1])
			return false;
	return true;
}

/* Every broken ring of up to 10 places that is won by a move leaving
 * twins says so: whichever winning move the theory found first, the
 * explanation shows the one that restores the mirror. */
static void
mirror_told(struct rules *r)
{
	struct explanation e;
	struct sg_cause why;
	struct pos p;
	uint64_t mask;
	size_t len, i, k, missing = 0, told = 0;
	bool any;

	pos_init(&p);
	for (len = 2; len <= 10; len++) {
		pos_resize(&p, len);
		for (mask = 0; mask < (UINT64_C(1) << len) - 1; mask++) {
			for (i = 0; i < len; i++)
				p.v[i] = mask >> i & 1;
			if (mask == 0 || ring_twins(&p) ||
			    explain_new(r, &p, &e, &why) != SG_OK)
				continue;
			for (any = false, k = 0; k < e.sol.wins.n; k++)
				any = any || ring_twins(&e.sol.wins.p[k]);
			if (any && strstr(sbuf_str(&e.text),
			    "The symmetry is broken, and one move restores "
			    "it") == NULL) {
				if (missing++ == 0)
					diag("%s", sbuf_str(&e.text));
			} else if (any)
				told++;
			explain_free(&e);
		}
	}
	pos_free(&p);
	ok(missing == 0 && told > 0, "the move that restores the mirror is "
	    "told wherever there is one (%zu rings, %zu without)", told,
	    missing);
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
	mirror_told(r);
	rules_free(r);
	return done_testing();
}
