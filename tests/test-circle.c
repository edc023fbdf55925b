/*
 * test-circle.c: coins in a circle: every ring of up to 12 places against
 * the brute force, and the seed's samples.
 */
#include "config.h"

#include <stdlib.h>
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

/* The lengths of the runs of coins of a broken ring, sorted, in len[]
 * (32 at most), their number returned; (size_t)-1 for a whole ring.
 * Counted with no help from the game. */
static size_t
ring_runs(const struct pos *p, size_t len[32])
{
	size_t n = 0, i, k, start, run = 0;

	for (start = 0; start < p->n && p->v[start]; start++)
		;
	if (start == p->n)
		return (size_t)-1;
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
	return n;
}

/* The runs of coins of a broken ring pair up as equal twins: sorted,
 * they come as equal neighbours. */
static bool
ring_twins(const struct pos *p)
{
	size_t len[32], n = ring_runs(p, len), i;

	if (n == (size_t)-1 || n == 0 || n % 2 != 0)
		return false;
	for (i = 0; i < n; i += 2)
		if (len[i] != len[i + 1])
			return false;
	return true;
}

/* Do two rings leave the same runs of coins (whole rings: the same)? */
static bool
same_runs(const struct pos *a, const struct pos *b)
{
	size_t la[32], lb[32], na = ring_runs(a, la), nb = ring_runs(b, lb);

	if (na == (size_t)-1 || nb == (size_t)-1)
		return na == nb && pos_eq(a, b);
	return na == nb && memcmp(la, lb, na * sizeof *la) == 0;
}

/*
 * Twins: on every ring of up to 10 places, the canonical form keeps the
 * runs, and the winning moves the theory lists fall into classes
 * (game_twins) exactly as the brute force's winning moves fall by the
 * runs they leave, counted here: each class one move to a person.
 */
static void
twins_once(struct rules *r)
{
	struct solution th, br;
	struct sg_cause why;
	struct brute *b;
	struct pos p, c;
	uint64_t mask;
	size_t len, i, k, *first, classes, want, bad = 0, merged = 0;

	if (brute_new(r, 1u << 22, &b) != SG_OK)
		check_bail("brute_new");
	pos_init(&p);
	pos_init(&c);
	for (len = 1; len <= 10; len++) {
		pos_resize(&p, len);
		for (mask = 0; mask < (UINT64_C(1) << len); mask++) {
			for (i = 0; i < len; i++)
				p.v[i] = mask >> i & 1;
			pos_copy(&c, &p);
			r->game->notation.canon(r, &c);
			if (!same_runs(&p, &c) && bad++ == 0)
				diag("canon of %s: %s", check_fmt(r, &p),
				    check_fmt(r, &c));
			solution_init(&th, (size_t)-1 / 2);
			solution_init(&br, (size_t)-1 / 2);
			if (r->game->theory.solve(r, &p, &th, &why) != SG_OK ||
			    brute_solve(b, &p, &br, &why) != SG_OK)
				check_bail("solve %s", check_fmt(r, &p));
			first = calloc(th.wins.n + 1, sizeof *first);
			game_twins(r, &th.wins, first);
			for (classes = 0, i = 0; i < th.wins.n; i++) {
				classes += first[i] == i;
				if (!same_runs(&th.wins.p[i],
				    &th.wins.p[first[i]]) && bad++ == 0)
					diag("%s: twins %s and %s",
					    check_fmt(r, &p),
					    check_fmt(r, &th.wins.p[i]),
					    check_fmt(r, &th.wins.p[first[i]]));
			}
			for (want = 0, i = 0; i < br.wins.n; i++) {
				for (k = 0; k < i && !same_runs(&br.wins.p[k],
				    &br.wins.p[i]); k++)
					;
				want += k == i;
			}
			if (classes != want && bad++ == 0)
				diag("%s: %zu moves said, brute force %zu",
				    check_fmt(r, &p), classes, want);
			merged += th.wins.n - classes;
			free(first);
			solution_free(&th);
			solution_free(&br);
		}
	}
	pos_free(&p);
	pos_free(&c);
	brute_free(b);
	ok(bad == 0 && merged > 0, "twins said once: every ring of up to 10 "
	    "places, the winning moves in classes as the brute force's by "
	    "the runs they leave (%zu twins merged, %zu wrong)", merged, bad);
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
	twins_once(r);
	rules_free(r);
	return done_testing();
}
