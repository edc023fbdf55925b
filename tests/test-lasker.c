/*
 * test-lasker.c: Lasker's Nim.  The theory against the brute force on
 * every position of up to three heaps of at most 9 (outcome, value, every
 * winning move), the values of single heaps up to 30 against the brute
 * force, every winning split of large heaps listed against the literal
 * moves, the refusals, and heaps near 2^62.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "check.h"

static void
against_brute(struct rules *r)
{
	struct check_run cr;
	int k;

	check_run_init(&cr, r, 1u << 22);
	for (k = 1; k <= 3; k++)
		check_tuples(&cr, k, 0, 9, false);
	check_tuples(&cr, 2, 0, 9, true);
	check_report(&cr, "lasker, up to 3 heaps of at most 9");
	check_run_free(&cr);
}

/* The brute force's value of one heap of each size up to 30, against
 * the rule by n mod 4 written out here and the game's heap_value. */
static void
single_heaps(struct rules *r)
{
	struct sg_cause why;
	struct brute *b;
	struct pos p;
	uint64_t n, g, h, want;
	unsigned bad = 0;

	pos_init(&p);
	pos_resize(&p, 1);
	brute_new(r, 1u << 22, &b);
	for (n = 0; n <= 30; n++) {
		p.v[0] = n;
		want = n == 0 ? 0 : n % 4 == 3 ? n + 1 : n % 4 == 0 ? n - 1 : n;
		if (brute_value(b, &p, &g, &why) != SG_OK || g != want ||
		    r->game->heaps.heap_value(r, n, &h, &why) != SG_OK || h != want)
			bad++;
	}
	ok(bad == 0, "lasker: heaps 0..30 are worth n, n, n+1, n-1 for n = 1, "
	    "2, 3, 0 mod 4 (brute force)");
	brute_free(b);
	pos_free(&p);
}

static uint64_t
value(uint64_t n)
{
	return n == 0 ? 0 : n % 4 == 3 ? n + 1 : n % 4 == 0 ? n - 1 : n;
}

/* Every literal move to a lost position is listed, and nothing else. */
static void
all_wins_listed(struct rules *r)
{
	struct poslist opts;
	struct solution s;
	struct sg_cause why;
	struct pos p;
	uint64_t a, b, x;
	size_t i, j, want, bad = 0, n = 0;

	pos_init(&p);
	pos_resize(&p, 2);
	for (a = 1; a < 40; a += 3) {
		for (b = 100; b < 400; b += 7) {
			p.v[0] = a;
			p.v[1] = b;
			poslist_init(&opts);
			solution_init(&s, 100000);
			r->game->rules.moves(r, &p, &opts, &why);
			r->game->theory.solve(r, &p, &s, &why);
			for (i = 0, want = 0; i < opts.n; i++) {
				for (j = 0, x = 0; j < opts.p[i].n; j++)
					x ^= value(opts.p[i].v[j]);
				want += x == 0;
			}
			bad += want != s.wins.n;
			n++;
			solution_free(&s);
			poslist_free(&opts);
		}
	}
	ok(bad == 0, "lasker: on %zu pairs of heaps up to 400, every move to a "
	    "lost position is listed (%zu differ)", n, bad);
	pos_free(&p);
}

static void
refusals(struct rules *r)
{
	struct sg_cause why;
	struct pos a, b;
	static const char *const bad[][3] = {
		{ "7 2", "3 5 2", "a split takes no stone" },
		{ "7 2", "0 7 2", "both heaps of a split must be non-empty" },
		{ "7 2", "4 3 2", "a split puts the smaller heap first" },
		{ "7 2", "8 2", "a heap cannot grow" },
		{ "7 2", "6 1", "a move takes from exactly one heap" },
	};
	size_t i;

	pos_init(&a);
	pos_init(&b);
	for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		check_parse(r, bad[i][0], &a);
		check_parse(r, bad[i][1], &b);
		ok(r->game->rules.check(r, &a, &b, &why) == SG_EINVAL &&
		    strstr(why.text, bad[i][2]) != NULL, "%s -> %s is "
		    "refused: %s", bad[i][0], bad[i][1], why.text);
	}
	ok(check_legal(r, "7 2", "3 4 2") && check_legal(r, "7 2", "7 0"),
	    "7 2 -> 3 4 2 and 7 2 -> 7 0 are moves");
	pos_free(&a);
	pos_free(&b);
}

/* Near 2^62 every listed move is legal and leads to value 0. */
static void
huge(struct rules *r)
{
	static const char *const big[] = {
		"4611686018427387907", "4611686018427387904 5",
		"4611686018427387903 4611686018427387906 12345",
		"9223372036854775807 9223372036854775806 1"
	};
	struct solution s;
	struct sg_cause why;
	struct pos p;
	size_t i, j, k, bad = 0, listed = 0;
	uint64_t x;

	pos_init(&p);
	for (i = 0; i < sizeof big / sizeof big[0]; i++) {
		check_parse(r, big[i], &p);
		solution_init(&s, 20);
		if (r->game->theory.solve(r, &p, &s, &why) != SG_OK ||
		    s.outcome != OUTCOME_N || s.wins.n == 0)
			bad++;
		for (j = 0; j < s.wins.n; j++, listed++) {
			for (k = 0, x = 0; k < s.wins.p[j].n; k++)
				x ^= value(s.wins.p[j].v[k]);
			bad += x != 0 ||
			    r->game->rules.check(r, &p, &s.wins.p[j], &why) != SG_OK;
		}
		solution_free(&s);
	}
	ok(bad == 0 && listed > 4, "lasker: heaps near 2^62 and 2^63 are won, "
	    "with %zu legal moves to value 0", listed);
	/* A lone heap is won by taking it all: no split makes equal heaps
	 * of an odd heap, and only equal values XOR to 0. */
	ok(check_says(r, "4611686018427387907", "N grundy 4611686018427387908 "
	    "win 0"), "lasker 2^62+3: take it all, the only winning move");
	pos_free(&p);
}

int
main(void)
{
	struct rules *r = check_rules("lasker", NULL);

	against_brute(r);
	single_heaps(r);
	all_wins_listed(r);
	refusals(r);
	huge(r);
	rules_free(r);
	return done_testing();
}
