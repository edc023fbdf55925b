/*
 * test-stones.c: the new stone game's theory against the brute force, the
 * pairing rule, the constructed move, the full set of winning moves on
 * larger positions (against the literal moves one level deep), and heaps
 * near 2^63.
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
	for (k = 1; k <= 4; k++)
		check_tuples(&cr, k, 0, 4, false);
	check_report(&cr, "stones, every multiset of up to 4 heaps of at most "
	    "4");
	check_run_free(&cr);

	check_run_init(&cr, r, 1u << 22);
	for (k = 2; k <= 3; k++)
		check_tuples(&cr, k, 0, 4, true);
	check_report(&cr, "stones, heaps of at most 4 in every order");
	check_run_free(&cr);
}

static bool
is_lost(struct rules *r, const struct pos *p)
{
	struct solution s;
	struct sg_cause why;
	bool lost;

	solution_init(&s, 0);
	lost = r->game->theory.solve(r, p, &s, &why) == SG_OK &&
	    s.outcome == OUTCOME_P;
	solution_free(&s);
	return lost;
}

/* The winning moves listed are exactly the literal moves to lost
 * positions, each once. */
static bool
same_wins(struct rules *r, const struct pos *p)
{
	struct poslist opts, want;
	struct solution s;
	struct sg_cause why;
	size_t i;
	bool same;

	poslist_init(&opts);
	poslist_init(&want);
	solution_init(&s, (size_t)-1 / 2);
	r->game->rules.moves(r, p, &opts, &why);
	for (i = 0; i < opts.n; i++) {
		if (is_lost(r, &opts.p[i]))
			poslist_add(&want, &opts.p[i]);
	}
	r->game->theory.solve(r, p, &s, &why);
	poslist_sort(&want);
	poslist_sort(&s.wins);
	same = s.wins.n == want.n;
	for (i = 0; same && i < want.n; i++)
		same = pos_eq(&s.wins.p[i], &want.p[i]);
	if (!same)
		diag("%s: %zu winning moves listed, %zu literal",
		    check_fmt(r, p), s.wins.n, want.n);
	solution_free(&s);
	poslist_free(&want);
	poslist_free(&opts);
	return same;
}

/* Every multiset of k heaps of at most max from heap i on. */
static bool
wins_from(struct rules *r, struct pos *p, size_t i, uint64_t max,
    unsigned long *n)
{
	uint64_t x;

	if (i == p->n) {
		++*n;
		return same_wins(r, p);
	}
	for (x = i == 0 ? 0 : p->v[i - 1]; x <= max; x++) {
		p->v[i] = x;
		if (!wins_from(r, p, i + 1, max, n))
			return false;
	}
	return true;
}

static void
one_level(struct rules *r)
{
	struct pos p;
	unsigned long n = 0;
	bool good;

	pos_init(&p);
	pos_resize(&p, 5);
	good = wins_from(r, &p, 0, 6, &n);
	pos_resize(&p, 6);
	good = good && wins_from(r, &p, 0, 4, &n);
	ok(good, "every winning move of 5 heaps of at most 6 and 6 heaps of "
	    "at most 4, and no other, is listed (%lu positions)", n);
	pos_free(&p);
}

static void
pairing(struct rules *r)
{
	static const char *const lost[] = {
		"0", "3 3", "0 4 0 4", "5 7 5 7", "2 2 2 2", "1 1 9 9 0",
	};
	static const char *const won[] = {
		"1", "1 2", "1 1 1", "0 4 0 5", "2 2 2", "3 3 4 4 5",
	};
	size_t i;
	bool good = true;

	for (i = 0; i < sizeof lost / sizeof lost[0]; i++)
		good = good && strcmp(check_solve_text(r, lost[i], 0),
		    "P grundy 0") == 0;
	for (i = 0; i < sizeof won / sizeof won[0]; i++)
		good = good && strcmp(check_solve_text(r, won[i], 0),
		    "N grundy -") == 0;
	ok(good, "lost exactly when the non-empty heaps pair up");
}

static void
constructed(struct rules *r)
{
	ok(strcmp(check_solve_text(r, "1 2 3", 1), "N grundy - win 2 2 0")
	    == 0, "1 2 3: empty the 3 and move one stone onto the 1");
	ok(strcmp(check_solve_text(r, "1 4 6 9", 1),
	    "N grundy - win 1 6 6 1") == 0,
	    "1 4 6 9: lower the 9 to 1 and raise the 4 to 6");
	ok(strcmp(check_solve_text(r, "7 7 5", 1), "N grundy - win 7 7 0")
	    == 0, "7 7 5: the pair stays, the 5 goes");
	ok(strcmp(check_solve_text(r, "4 4 4", 1), "N grundy - win 4 4 0")
	    == 0, "4 4 4: one of three equal heaps goes");
}

static void
huge(struct rules *r)
{
	struct solution s;
	struct sg_cause why;
	struct pos p, to;
	size_t i;
	bool good = true;

	ok(strcmp(check_solve_text(r, "9223372036854775806 1", 1),
	    "N grundy - win 1 1") == 0, "a heap near 2^63 and a 1");
	ok(strcmp(check_solve_text(r,
	    "4611686018427387903 4611686018427387903 1", 0),
	    "N grundy -") == 0, "two heaps near 2^62 and a 1");
	pos_init(&p);
	pos_init(&to);
	check_parse(r, "4611686018427387904 3 4611686018427387000 12 5", &p);
	solution_init(&s, 200);
	good = r->game->theory.solve(r, &p, &s, &why) == SG_OK && s.wins.n == 200 &&
	    s.truncated;
	for (i = 0; good && i < s.wins.n; i++) {
		good = r->game->rules.check(r, &p, &s.wins.p[i], &why) == SG_OK &&
		    is_lost(r, &s.wins.p[i]) &&
		    (i == 0 || !pos_eq(&s.wins.p[i], &s.wins.p[i - 1]));
	}
	ok(good, "huge heaps: 200 distinct legal winning moves, and more");
	solution_free(&s);

	check_parse(r, "9223372036854775807 0", &p);
	check_parse(r, "1 9223372036854775805", &to);
	ok(r->game->rules.check(r, &p, &to, &why) == SG_OK,
	    "check: move all but two stones of a huge heap");
	check_parse(r, "1 9223372036854775806", &to);
	ok(r->game->rules.check(r, &p, &to, &why) != SG_OK,
	    "check: a stone must leave the game");
	pos_free(&p);
	pos_free(&to);
}

/* More heaps than the search handles: the constructed move alone. */
static void
many(struct rules *r)
{
	char pairs[1024], odd[1024], want[1100];
	size_t i, len = 0;

	for (i = 0; i < 100; i++)
		len += (size_t)snprintf(pairs + len, sizeof pairs - len,
		    "%s%zu", i > 0 ? " " : "", i / 2 + 1);
	memcpy(odd, pairs, len + 1);
	memcpy(odd + len - 2, "77", 2);
	snprintf(want, sizeof want, "N grundy - win %s", pairs);
	ok(strcmp(check_solve_text(r, odd, 50), want) == 0,
	    "100 heaps: the constructed move alone");
}

int
main(void)
{
	struct rules *r = check_rules("stones", NULL);

	against_brute(r);
	one_level(r);
	pairing(r);
	constructed(r);
	huge(r);
	many(r);
	ok(check_explains(r, "1 4 6 9 3 3 3",
	    "left over: 1 (heap 1), 3 (heap 7), 4 (heap 2), 6 (heap 3), "
	    "9 (heap 4).") &&
	    check_explains(r, "1 2 3", "leaving 2 2 0."),
	    "explain: the heaps left over and the constructed move");
	ok(check_explains(r, "5 5 0 7 7", "every heap has a twin"),
	    "explain: a paired table");
	rules_free(r);
	return done_testing();
}
