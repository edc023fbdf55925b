/*
 * test-cutting-values.c: the cutting game's pieces against the plain
 * recurrence.  The line game against the published values of Dawson's
 * Kayles; the rule for the wide game (both sides >= 2) and the thin table
 * against a mex over every cut of every piece up to 600x600; the winning
 * moves found by the period against every cut tried in turn.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "engine/games/cutting.h"

enum { SIDE = 600, DIM = SIDE + 1, WINS_SIDE = 300 };

/* Dawson's Kayles, octal 0.07 (OEIS A002187), rows 0..86. */
static const unsigned char dawson[] = {
	0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0,
	1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 2, 7, 4, 0, 1, 1, 2, 0, 3, 1, 1, 0,
	3, 3, 2, 2, 4, 4, 5, 5, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5,
	3, 7, 4, 8, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 9
};

/* Values by the plain recurrence, v[w * DIM + h], for both games. */
struct plain {
	unsigned short *wide, *thin;
};

static unsigned
mex(const unsigned char *seen)
{
	unsigned g = 0;

	while (seen[g])
		g++;
	return g;
}

/*
 * The wide game: cuts that leave both parts both sides >= 2.  The thin
 * game: every cut but one that cuts a 1x1 off a strip (a piece 1x1 is
 * never asked for).  Every cut of every piece, in both directions.
 */
static void
plain_fill(struct plain *pl)
{
	unsigned char seen[4 * DIM];
	unsigned w, h, a;

	for (w = 1; w <= SIDE; w++) {
		for (h = 1; h <= SIDE; h++) {
			memset(seen, 0, sizeof seen);
			for (a = 2; w >= 2 && h >= 2 && a + 2 <= w; a++)
				seen[pl->wide[a * DIM + h] ^
				    pl->wide[(w - a) * DIM + h]] = 1;
			for (a = 2; w >= 2 && h >= 2 && a + 2 <= h; a++)
				seen[pl->wide[w * DIM + a] ^
				    pl->wide[w * DIM + h - a]] = 1;
			pl->wide[w * DIM + h] = (unsigned short)mex(seen);

			memset(seen, 0, sizeof seen);
			for (a = h == 1 ? 2 : 1; a + (h == 1 ? 2 : 1) <= w;
			    a++)
				seen[pl->thin[a * DIM + h] ^
				    pl->thin[(w - a) * DIM + h]] = 1;
			for (a = w == 1 ? 2 : 1; a + (w == 1 ? 2 : 1) <= h;
			    a++)
				seen[pl->thin[w * DIM + a] ^
				    pl->thin[w * DIM + h - a]] = 1;
			pl->thin[w * DIM + h] = (unsigned short)mex(seen);
		}
	}
}

/* A strip cut one way only is Dawson's Kayles two shorter, at any
 * length: the period carries the published rows on. */
static void
test_line(struct rules *r)
{
	uint64_t n, bad = 0, big;

	for (n = 0; n < sizeof dawson; n++)
		bad += cutting_wide_value(r, 2, n + 2) != dawson[n];
	ok(bad == 0, "a piece 2 high has the values of Dawson's Kayles, "
	    "rows 0..86 (%llu wrong)", (unsigned long long)bad);
	bad = 0;
	for (n = 0; n < 1000; n++) {
		big = UINT64_C(9223372036854775807) - n;
		bad += cutting_wide_value(r, big, 3) !=
		    cutting_wide_value(r, 70 + (big - 70) % 34, 3);
	}
	ok(bad == 0, "period 34 up to 2^63-1 (%llu wrong)",
	    (unsigned long long)bad);
}

static void
test_tables(struct rules *r, const struct plain *pl)
{
	struct sg_cause why;
	uint64_t w, h, v, bad_wide = 0, bad_thin = 0;

	for (w = 1; w <= SIDE; w++) {
		for (h = 1; h <= SIDE; h++) {
			if (w >= 2 && h >= 2 && cutting_wide_value(r, w, h) !=
			    pl->wide[w * DIM + h] && bad_wide++ < 5)
				diag("wide %llux%llu", (unsigned long long)w,
				    (unsigned long long)h);
			if (w == 1 && h == 1)
				continue;
			if ((cutting_thin_value(r, w, h, &v, &why) != SG_OK ||
			    v != pl->thin[w * DIM + h]) && bad_thin++ < 5)
				diag("thin %llux%llu", (unsigned long long)w,
				    (unsigned long long)h);
		}
	}
	ok(bad_wide == 0, "wide game: F(L(w), L(h)) = the recurrence on "
	    "every piece up to %dx%d (%llu wrong)", SIDE, SIDE,
	    (unsigned long long)bad_wide);
	ok(bad_thin == 0, "thin game: the table = the recurrence on every "
	    "piece up to %dx%d (%llu wrong)", SIDE, SIDE,
	    (unsigned long long)bad_thin);
}

/* Every wide cut of piece i of p, in the order of the theory, whose parts
 * bring the XOR of the wide values to 0. */
static void
plain_wins(const struct plain *pl, const struct pos *p, uint64_t x,
    struct poslist *out)
{
	uint64_t parts[4], len, a;
	size_t i;
	int dir;
	struct pos q;

	pos_init(&q);
	for (i = 0; i < p->n; i += 2) {
		uint64_t w = p->v[i], h = p->v[i + 1];
		uint64_t rest = x ^ pl->wide[w * DIM + h];

		for (dir = 0; dir < 2; dir++) {
			len = dir == 0 ? w : h;
			for (a = 2; a + 2 <= len && h >= 2 && w >= 2; a++) {
				parts[0] = dir == 0 ? a : w;
				parts[1] = dir == 0 ? h : a;
				parts[2] = dir == 0 ? w - a : w;
				parts[3] = dir == 0 ? h : h - a;
				if ((pl->wide[parts[0] * DIM + parts[1]] ^
				    pl->wide[parts[2] * DIM + parts[3]]) !=
				    rest)
					continue;
				pos_copy(&q, p);
				pos_splice(&q, i, parts, 2);
				pos_splice(&q, i + 2, parts + 2, 2);
				poslist_add(out, &q);
			}
		}
	}
	pos_free(&q);
}

static bool
same_wins(struct rules *r, const struct plain *pl, const struct pos *p)
{
	struct solution sol;
	struct sg_cause why;
	struct poslist want;
	uint64_t x = pl->wide[p->v[0] * DIM + p->v[1]] ^
	    pl->wide[p->v[2] * DIM + p->v[3]];
	size_t i;
	bool same;

	solution_init(&sol, (size_t)-1 / 2);
	poslist_init(&want);
	plain_wins(pl, p, x, &want);
	same = r->game->theory.solve(r, p, &sol, &why) == SG_OK &&
	    (sol.outcome == OUTCOME_N) == (x != 0) &&
	    sol.wins.n == want.n;
	for (i = 0; same && i < want.n; i++)
		same = pos_eq(&sol.wins.p[i], &want.p[i]);
	if (!same)
		diag("%s: %zu winning moves, by every cut %zu",
		    check_fmt(r, p), sol.wins.n, want.n);
	poslist_free(&want);
	solution_free(&sol);
	return same;
}

/* Long pieces beside a 2xk: every winning move and no other, in order,
 * though the cuts in the periodic middle are not tried one by one. */
static void
test_wins(struct rules *r, const struct plain *pl)
{
	struct pos p;
	uint64_t w, h, n = 0, bad = 0;

	pos_init(&p);
	pos_resize(&p, 4);
	for (w = 2; w <= WINS_SIDE; w++) {
		for (h = w; h <= WINS_SIDE; h++) {
			p.v[0] = w, p.v[1] = h;
			p.v[2] = 2, p.v[3] = 2 + (w + 3 * h) % 60;
			n++;
			if (!same_wins(r, pl, &p) && ++bad >= 5)
				goto out;
		}
	}
out:
	ok(bad == 0, "the winning moves of a piece up to %dx%d beside a 2xk "
	    "are those found by every cut (%llu positions, %llu wrong)",
	    WINS_SIDE, WINS_SIDE, (unsigned long long)n,
	    (unsigned long long)bad);
	pos_free(&p);
}

int
main(void)
{
	struct rules *r = check_rules("cutting", NULL);
	struct plain pl;

	pl.wide = calloc(DIM * DIM, sizeof *pl.wide);
	pl.thin = calloc(DIM * DIM, sizeof *pl.thin);
	if (pl.wide == NULL || pl.thin == NULL) {
		printf("Bail out! out of memory\n");
		return EXIT_FAILURE;
	}
	plain_fill(&pl);
	test_line(r);
	test_tables(r, &pl);
	test_wins(r, &pl);
	free(pl.wide);
	free(pl.thin);
	rules_free(r);
	return done_testing();
}
