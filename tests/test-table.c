/*
 * test-table.c: the data of the table panel against the games' own
 * answers: heap values against heap_value and the brute force, the
 * published values and periods, the cutting game's pieces, the stretches
 * of the multiplication game against solve on every current value, the
 * lost pairs of Euclid's game against solve and the golden ratio.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "check.h"
#include "engine/games/cutting.h"
#include "engine/table.h"

/* OEIS A002188: Grundy's game, heaps 0..20. */
static const unsigned grundy_values[] = {
	0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0
};

/* A table of the position given as text; bails out when it fails. */
static struct rules *
open_table(const char *game, const char *const *opts, const char *text,
    struct table *t)
{
	struct rules *r = check_rules(game, opts);
	struct sg_cause why;
	struct pos p;

	pos_init(&p);
	check_parse(r, text, &p);
	if (!ok(table_new(r, &p, t, &why) == SG_OK, "%s %s: the table is made",
	    game, text))
		diag("%s", why.text);
	pos_free(&p);
	return r;
}

static bool
notes_say(const struct table *t, const char *s)
{
	if (strstr(sbuf_str(&t->notes), s) != NULL)
		return true;
	diag("wanted \"%s\" in: %s", s, sbuf_str(&t->notes));
	return false;
}

/* Every heap value of the table against heap_value and, up to brute_max,
 * the brute force on a single heap; the marks on the heaps given. */
static void
heaps_agree(const char *game, const char *const *opts, const char *text,
    uint64_t brute_max)
{
	struct table t;
	struct rules *r = open_table(game, opts, text, &t);
	struct table_cell c;
	struct sg_cause why;
	struct brute *b;
	struct pos p, one;
	uint64_t n, g, bad = 0, bbad = 0, marks = 0;

	pos_init(&p);
	pos_init(&one);
	pos_resize(&one, 1);
	check_parse(r, text, &p);
	brute_new(r, 1u << 22, &b);
	for (n = 0; n <= t.last; n++) {
		table_heap(&t, n, &c, &why);
		r->game->heaps.heap_value(r, n, &g, &why);
		bad += c.value != g || c.lost != (g == 0);
		marks += c.here;
		one.v[0] = n;
		if (n <= brute_max && (brute_value(b, &one, &g, &why) != SG_OK
		    || g != c.value))
			bbad++;
	}
	ok(t.kind == TABLE_HEAPS && bad == 0, "%s: heaps 0..%llu agree with "
	    "heap_value", game, (unsigned long long)t.last);
	ok(bbad == 0, "%s: and with the brute force up to %llu", game,
	    (unsigned long long)brute_max);
	ok(t.last % 10 == 9 && t.last >= p.v[0] + TABLE_MARGIN, "%s: the "
	    "table ends at a whole row past the heaps", game);
	for (n = 0, g = 0; n < p.n; n++)
		g += table_heap(&t, p.v[n], &c, &why) == SG_OK && c.here;
	ok(g == p.n && marks <= p.n, "%s: the heaps on the board, and only "
	    "they, are marked", game);
	brute_free(b);
	pos_free(&p);
	pos_free(&one);
	table_free(&t);
	rules_free(r);
}

static void
test_heaps(void)
{
	static const char *const take[] = { "take=1,3,4", NULL };
	static const char *const code[] = { "code=0.137", NULL };
	struct table t;
	struct table_cell c;
	struct sg_cause why;
	struct rules *r;
	uint64_t n, bad = 0;

	heaps_agree("nim", NULL, "3 4 5", 12);
	heaps_agree("grundy", NULL, "9 10", 30);
	heaps_agree("subtract", take, "10 7", 40);
	heaps_agree("kayles", NULL, "4 3", 30);
	heaps_agree("takebreak", code, "12", 30);

	r = open_table("grundy", NULL, "9 10", &t);
	for (n = 0; n <= 20; n++)
		bad += table_heap(&t, n, &c, &why) != SG_OK ||
		    c.value != grundy_values[n];
	ok(bad == 0, "grundy: the table gives the published values 0..20");
	ok(notes_say(&t, "No period proven"), "grundy: no period, and it "
	    "says so");
	table_free(&t);
	rules_free(r);

	r = open_table("kayles", NULL, "4 3", &t);
	ok(notes_say(&t, "preperiod 71 period 12"), "kayles: the period 71/12 "
	    "shows");
	table_free(&t);
	rules_free(r);

	r = open_table("nim", NULL, "1000000 3", &t);
	ok(t.last == TABLE_HEAP_LIMIT && notes_say(&t, "stops at 99999"),
	    "nim: a huge heap: the table stops at its limit and says so");
	table_free(&t);
	rules_free(r);
}

static void
test_circle(void)
{
	struct rules *k = check_rules("kayles", NULL), *r;
	struct table t;
	struct table_cell c;
	struct sg_cause why;
	uint64_t n, g, bad = 0;

	/* Coin 10 and coin 1 are neighbours: the arcs are 5 and 3. */
	r = open_table("circle", NULL, "oooo.ooo.o", &t);
	for (n = 0; n <= t.last; n++) {
		table_heap(&t, n, &c, &why);
		k->game->heaps.heap_value(k, n, &g, &why);
		bad += c.value != g || c.here != (n == 3 || n == 5);
	}
	ok(bad == 0, "circle: Kayles values, the arcs 3 and 5 marked");
	ok(notes_say(&t, "preperiod 71 period 12"), "circle: Kayles' period");
	table_free(&t);
	rules_free(r);
	r = open_table("circle", NULL, "10", &t);
	ok(t.nmarks == 0 && notes_say(&t, "The ring is whole"),
	    "circle: a whole ring has no arcs, and the table says so");
	table_free(&t);
	rules_free(r);
	rules_free(k);
}

/* One piece WxH alone: lost by the theory, and by the brute force when
 * b is not NULL. */
static bool
piece_lost(struct rules *r, struct brute *b, uint64_t w, uint64_t h,
    bool *agree)
{
	char text[64];
	struct pos p;
	struct solution sol;
	struct sg_cause why;
	uint64_t g;
	bool lost;

	snprintf(text, sizeof text, "%llux%llu", (unsigned long long)w,
	    (unsigned long long)h);
	pos_init(&p);
	check_parse(r, text, &p);
	solution_init(&sol, 1);
	r->game->theory.solve(r, &p, &sol, &why);
	lost = sol.outcome == OUTCOME_P;
	*agree = b == NULL || (brute_value(b, &p, &g, &why) == SG_OK &&
	    (g == 0) == lost);
	solution_free(&sol);
	pos_free(&p);
	return lost;
}

static void
test_cutting(void)
{
	static const struct { unsigned w, h, v; } known[] = {
		{ 2, 2, 0 }, { 4, 3, 1 }, { 4, 4, 1 }, { 6, 2, 2 },
		{ 7, 5, 1 }, { 8, 3, 3 }, { 10, 10, 1 }, { 5, 7, 1 }
	};
	struct table t;
	struct rules *r = open_table("cutting", NULL, "4x3 2x2", &t);
	struct table_cell c;
	struct brute *b;
	uint64_t w, h, bad = 0, bbad = 0, kinds = 0, here = 0;
	size_t i;
	bool agree = true;

	brute_new(r, 1u << 22, &b);
	for (i = 0; i < sizeof known / sizeof known[0]; i++) {
		table_piece(&t, known[i].w, known[i].h, &c);
		bad += c.kind != CELL_VALUE || c.value != known[i].v;
	}
	ok(bad == 0, "cutting: known piece values");
	for (w = 1, bad = 0; w <= 14; w++) {
		for (h = 1; h <= 14; h++) {
			table_piece(&t, w, h, &c);
			here += c.here;
			if (w == 1 || h == 1) {
				kinds += c.kind != (w == h ? CELL_OVER :
				    CELL_WIN);
				continue;
			}
			bad += c.value != cutting_wide_value(t.vals, w, h) ||
			    c.lost != piece_lost(r, w <= 6 && h <= 6 ? b :
			    NULL, w, h, &agree);
			bbad += !agree;
		}
	}
	ok(kinds == 0, "cutting: a 1x1 is the end, a strip a win at once");
	ok(bad == 0, "cutting: pieces up to 14x14 agree with "
	    "cutting_wide_value and solve");
	ok(bbad == 0, "cutting: the lost pieces up to 6x6 by the brute force");
	ok(here == 2, "cutting: the pieces 4x3 and 2x2 are marked");
	ok(t.last >= 40 && notes_say(&t, "not the Grundy values"), "cutting: "
	    "the notes say what the values are not");
	brute_free(b);
	table_free(&t);
	rules_free(r);
}

/* What solve says the value of the current value v for target n is. */
static uint64_t
solve_value(struct rules *r, struct pos *p, uint64_t v)
{
	struct solution sol;
	struct sg_cause why;
	uint64_t g;

	p->v[1] = v;
	solution_init(&sol, 1);
	r->game->theory.solve(r, p, &sol, &why);
	g = sol.grundy;
	solution_free(&sol);
	return g;
}

/* The stretches of a target: contiguous from 1 to the target, each value
 * what solve says on every current value in it (on a long stretch, on
 * both ends and a thousand values spread over it). */
static void
stretches_agree(struct rules *r, uint64_t n, uint64_t cur)
{
	char text[64];
	struct table t;
	struct sg_cause why;
	struct pos p;
	uint64_t v, step, bad = 0;
	size_t i;

	snprintf(text, sizeof text, "%llu %llu", (unsigned long long)n,
	    (unsigned long long)cur);
	pos_init(&p);
	check_parse(r, text, &p);
	table_new(r, &p, &t, &why);
	for (i = 0; i < t.nst; i++) {
		bad += t.st[i].a != (i == 0 ? 1 : t.st[i - 1].b + 1);
		bad += i > 0 && t.st[i].value == t.st[i - 1].value &&
		    i + 1 < t.nst;
		step = (t.st[i].b - t.st[i].a) / 1000 + 1;
		for (v = t.st[i].a; v <= t.st[i].b; v += step)
			bad += solve_value(r, &p, v) != t.st[i].value;
		bad += solve_value(r, &p, t.st[i].b) != t.st[i].value;
	}
	bad += t.nst == 0 || t.st[t.nst - 1].b != n;
	bad += cur < t.st[t.st_here].a || cur > t.st[t.st_here].b;
	ok(t.kind == TABLE_STRETCHES && bad == 0, "multiply %s: %zu stretches "
	    "agree with solve", text, t.nst);
	table_free(&t);
	pos_free(&p);
}

static void
test_multiply(void)
{
	struct rules *r = check_rules("multiply", NULL);

	stretches_agree(r, 2, 1);
	stretches_agree(r, 10, 1);
	stretches_agree(r, 19, 3);
	stretches_agree(r, 163, 1);
	stretches_agree(r, 1000, 6);
	stretches_agree(r, 5833, 5833);
	stretches_agree(r, 123456, 77);
	stretches_agree(r, 4000000000000000000ull, 1);
	rules_free(r);
}

/* Lost by the golden ratio: a != b and the larger l < phi s, that is
 * l^2 - l s - s^2 < 0 (phi is the root of x^2 - x - 1). */
static bool
golden_lost(uint64_t a, uint64_t b)
{
	uint64_t s = a < b ? a : b, l = a < b ? b : a;

	return a != b && l * l < l * s + s * s;
}

static void
test_euclid(void)
{
	struct table t;
	struct rules *r = open_table("euclid", NULL, "25 7", &t);
	struct table_cell c;
	struct solution sol;
	struct sg_cause why;
	struct brute *b;
	struct pos p;
	uint64_t a, x, g, bad = 0, gbad = 0, bbad = 0, here = 0;

	pos_init(&p);
	pos_resize(&p, 2);
	brute_new(r, 1u << 20, &b);
	for (a = 1; a <= 40; a++) {
		for (x = 1; x <= 40; x++) {
			table_pair(&t, a, x, &c, &why);
			p.v[0] = a;
			p.v[1] = x;
			solution_init(&sol, 1);
			r->game->theory.solve(r, &p, &sol, &why);
			bad += c.lost != (sol.outcome == OUTCOME_P) ||
			    c.value != sol.grundy;
			solution_free(&sol);
			gbad += c.lost != golden_lost(a, x);
			if (a <= 15 && x <= 15)
				bbad += brute_value(b, &p, &g, &why) != SG_OK ||
				    g != c.value;
			here += c.here;
		}
	}
	ok(bad == 0, "euclid: pairs up to 40 agree with solve");
	ok(gbad == 0, "euclid: the lost pairs are those under the golden "
	    "ratio");
	ok(bbad == 0, "euclid: and with the brute force up to 15");
	ok(here == 1 && t.focus_x == 7 && t.focus_y == 25, "euclid: the pair "
	    "25 7 is marked, and shown first");
	brute_free(b);
	pos_free(&p);
	table_free(&t);
	rules_free(r);
}

static void
test_words(void)
{
	static const struct { const char *game, *pos, *says; } w[] = {
		{ "staircase", "1 5 6 7 9 12", "Nim heap" },
		{ "ordered", "3 4 5", "staircase Nim" },
		{ "stones", "3 1 4", "pair up into heaps of equal size" }
	};
	struct table t;
	struct rules *r;
	size_t i;

	for (i = 0; i < sizeof w / sizeof w[0]; i++) {
		r = open_table(w[i].game, NULL, w[i].pos, &t);
		ok(t.kind == TABLE_WORDS && notes_say(&t, w[i].says) &&
		    notes_say(&t, "press e"), "%s: no table, what decides it "
		    "in words", w[i].game);
		table_free(&t);
		rules_free(r);
	}
}

int
main(void)
{
	test_heaps();
	test_circle();
	test_cutting();
	test_multiply();
	test_euclid();
	test_words();
	return done_testing();
}
