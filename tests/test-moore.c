/*
 * test-moore.c: Moore's Nim.  The theory against the brute force for
 * K = 1, 2, 3 and 4 on small positions (outcome, value, every winning
 * move); the moves constructed for large heaps checked one by one against
 * the column rule written out here; every winning move listed when the
 * moves are few; the refusals.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "check.h"

static void
against_brute(void)
{
	static const char *const ks[] = { "k=1", "k=2", "k=3", "k=4" };
	struct check_run cr;
	const char *opts[2] = { NULL, NULL };
	char what[64];
	size_t i;
	int n;

	for (i = 0; i < 4; i++) {
		opts[0] = ks[i];
		check_run_init(&cr, check_rules("moore", opts), 1u << 22);
		for (n = 1; n <= 4; n++)
			check_tuples(&cr, n, 0, n <= 3 ? 5 : 3, false);
		check_tuples(&cr, 3, 0, 3, true);
		snprintf(what, sizeof what, "moore --k %zu, up to 4 heaps",
		    i + 1);
		check_report(&cr, what);
		rules_free(cr.rules);
		check_run_free(&cr);
	}
}

/* The column rule, written out again: lost iff each column's 1s are a
 * multiple of k + 1. */
static bool
lost(const struct pos *p, unsigned k)
{
	unsigned b;
	size_t i;

	for (b = 0; b < 63; b++) {
		unsigned long ones = 0;

		for (i = 0; i < p->n; i++)
			ones += p->v[i] >> b & 1;
		if (ones % (k + 1) != 0)
			return false;
	}
	return true;
}

/* Large heaps: each move listed is legal and leaves a lost position. */
static void
large(void)
{
	static const struct {
		const char *k, *pos;
	} cases[] = {
		{ "k=2", "4611686018427387903 4611686018427387000 12345678901 7" },
		{ "k=2", "4611686018427387904 1 2 3 4 5 6 7 8 9 10 11 12" },
		{ "k=3", "1000000007 999999999 123456789 987654321 55555" },
		{ "k=5", "9223372036854775807 9223372036854775806 3 4 5 6 7 8" },
		{ "k=1", "4611686018427387903 4611686018427387904 99" },
	};
	struct solution s;
	struct sg_cause why;
	struct pos p;
	size_t i, j, bad = 0, moves = 0;

	for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		const char *opts[2] = { cases[i].k, NULL };
		struct rules *r = check_rules("moore", opts);
		unsigned k = (unsigned)(cases[i].k[2] - '0');

		pos_init(&p);
		check_parse(r, cases[i].pos, &p);
		solution_init(&s, 50);
		if (r->game->theory.solve(r, &p, &s, &why) != SG_OK ||
		    s.outcome != (lost(&p, k) ? OUTCOME_P : OUTCOME_N) ||
		    (s.outcome == OUTCOME_N && s.wins.n == 0)) {
			diag("%s: wrong outcome or no move", cases[i].pos);
			bad++;
		}
		for (j = 0; j < s.wins.n; j++, moves++) {
			if (r->game->rules.check(r, &p, &s.wins.p[j], &why) != SG_OK ||
			    !lost(&s.wins.p[j], k)) {
				diag("%s: move %s is wrong", cases[i].pos,
				    check_fmt(r, &s.wins.p[j]));
				bad++;
			}
		}
		solution_free(&s);
		pos_free(&p);
		rules_free(r);
	}
	ok(bad == 0, "moore: the %zu moves constructed for heaps near 2^62 "
	    "are legal and leave every column a multiple of K + 1", moves);
}

/* When the moves are few, every one to a lost position is listed. */
static void
all_listed(void)
{
	const char *opts[2] = { "k=2", NULL };
	struct rules *r = check_rules("moore", opts);
	struct poslist all;
	struct solution s;
	struct sg_cause why;
	struct pos p;
	size_t i, want = 0, bad = 0;

	pos_init(&p);
	check_parse(r, "13 22 7 9 30", &p);
	poslist_init(&all);
	r->game->rules.moves(r, &p, &all, &why);
	for (i = 0; i < all.n; i++)
		want += lost(&all.p[i], 2);
	solution_init(&s, 100000);
	r->game->theory.solve(r, &p, &s, &why);
	for (i = 0; i < s.wins.n; i++)
		bad += !poslist_has(&all, &s.wins.p[i]) || !lost(&s.wins.p[i], 2);
	ok(want > 1 && s.wins.n == want && bad == 0 && !s.partial,
	    "moore --k 2 13 22 7 9 30: all %zu winning moves of %zu are "
	    "listed", want, all.n);
	solution_free(&s);
	poslist_free(&all);
	pos_free(&p);
	rules_free(r);
}

static void
refusals(void)
{
	static const struct {
		const char *text, *says;
	} bad[] = {
		{ "--k 0 1 2", "k \"0\"" },
		{ "--k 65 1 2", "k \"65\"" },
		{ "--k x 1 2", "k \"x\"" },
		{ "9223372036854775808", "heap" },
		{ "--k 2", "missing the position" },
	};
	const struct game *g = game_find("moore");
	struct sg_cause why;
	struct rules *r;
	struct pos p;
	size_t i;

	pos_init(&p);
	for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		int rc = game_parse_line(g, bad[i].text, &r, &p, &why);

		ok(rc == SG_EINVAL && strstr(why.text, bad[i].says) != NULL,
		    "moore %s: refused (%s)", bad[i].text, why.text);
		if (rc == SG_OK)
			rules_free(r);
	}
	pos_free(&p);
}

int
main(void)
{
	against_brute();
	large();
	all_listed();
	refusals();
	return done_testing();
}
