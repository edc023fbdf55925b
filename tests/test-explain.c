/*
 * test-explain.c: the explanations: the nim-sum table of Nim 3 4 5 and the
 * move to 1 4 5, the part a move changes, the mirror argument.  Then the
 * explanation against its own argument on every position of two heaps
 * of 1 to 12 (and three of 1 to 7) of every heap game of the registry:
 * the part it names has a 1 in the nim-sum's leftmost column, its move
 * changes that part alone, down to its value ^ nim-sum, and leaves a
 * lost position, all held against the brute force over the literal rules;
 * and the hint of a move exercise on two heaps names the same part.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "check.h"
#include "engine/explain.h"
#include "engine/practice.h"

enum { SWEEP_STATES = 1 << 20 };

/* One game's run: its rules, its brute force and the failures so far. */
struct sweep {
	struct rules *r;
	struct brute *b;
	const char *name;
	unsigned long positions, won, bad;
};

static bool
sweep_fail(struct sweep *sw, const struct pos *p, const char *what,
    const struct explanation *e)
{
	if (sw->bad++ < 3)
		diag("%s %s: %s%s%s", sw->name, check_fmt(sw->r, p), what,
		    e != NULL ? "\n" : "", e != NULL ? sbuf_str(&e->text) : "");
	return false;
}

/* The brute force's value of the heaps v[0..n-1]. */
static bool
heaps_value(struct sweep *sw, const uint64_t *v, size_t n, uint64_t *g)
{
	struct sg_cause why;
	struct pos q;
	size_t i;
	bool good = true;

	pos_init(&q);
	for (i = 0; i < n && good; i++)
		good = pos_push(&q, v[i]) == SG_OK;
	good = good && brute_value(sw->b, &q, g, &why) == SG_OK;
	pos_free(&q);
	return good;
}

/* Does `to` come from p by changing entry k alone (into any entries)? */
static bool
changes_only(const struct pos *p, const struct pos *to, size_t k)
{
	size_t tail = p->n - k - 1;

	return to->n >= p->n - 1 && memcmp(p->v, to->v, k * sizeof *p->v) ==
	    0 && (tail == 0 || memcmp(p->v + k + 1, to->v + (to->n - tail),
	    tail * sizeof *p->v) == 0);
}

/* The move shown is one of the brute force's winning moves from p. */
static bool
brute_wins(struct sweep *sw, const struct pos *p, const struct pos *to)
{
	struct solution all;
	struct sg_cause why;
	bool found;

	solution_init(&all, 100000);
	found = brute_solve(sw->b, p, &all, &why) == SG_OK &&
	    poslist_has(&all.wins, to);
	solution_free(&all);
	return found;
}

/* The argument of a won position: the part named, its move, its value. */
static bool
sweep_won(struct sweep *sw, const struct pos *p, const uint64_t *g,
    uint64_t x, const struct explanation *e)
{
	uint64_t top = x, after, v;
	const struct pos *to;
	char want[200];
	size_t k;

	while (top & (top - 1))
		top &= top - 1;
	if (e->move_part < 0 || (size_t)e->move_part >= p->n ||
	    e->sol.wins.n == 0)
		return sweep_fail(sw, p, "no part named, or no move shown", e);
	k = (size_t)e->move_part;
	v = g[k];
	to = &e->sol.wins.p[0];
	if ((v & top) == 0)
		return sweep_fail(sw, p, "the part named has no 1 in the "
		    "nim-sum's leftmost column", e);
	if (!changes_only(p, to, k))
		return sweep_fail(sw, p, "the move shown changes another "
		    "part", e);
	if (!heaps_value(sw, to->v + k, to->n - (p->n - 1), &after) ||
	    after != (v ^ x) || after >= v)
		return sweep_fail(sw, p, "the part does not go down to its "
		    "value ^ the nim-sum", e);
	if (!brute_wins(sw, p, to))
		return sweep_fail(sw, p, "the move shown does not leave nim-sum "
		    "0 (by the brute force)", e);
	snprintf(want, sizeof want, "To win, change %s from value %llu to "
	    "%llu ^ %llu = %llu", e->parts.c[k].label, (unsigned long long)v,
	    (unsigned long long)v, (unsigned long long)x,
	    (unsigned long long)(v ^ x));
	if (strstr(sbuf_str(&e->text), want) == NULL)
		return sweep_fail(sw, p, "the words do not name the part and "
		    "its values", e);
	return true;
}

/* The hint of a move exercise on p (practice and lessons) names part k,
 * the explanation's, and the value it goes to. */
static bool
hint_names(struct sweep *sw, const struct pos *p, const struct explanation *e)
{
	struct exercise ex;
	struct sg_cause why;
	struct sbuf words, hint;
	struct pos to;
	char want[128];
	bool good;

	sbuf_init(&words);
	sbuf_init(&hint);
	sbuf_printf(&words, "%s ", sw->r->game->name);
	if (sw->r->game->notation.format_opts != NULL) {
		sw->r->game->notation.format_opts(sw->r, &words);
		sbuf_addc(&words, ' ');
	}
	game_format(sw->r, p, &words);
	snprintf(want, sizeof want, "Change %s to value %llu,",
	    e->parts.c[e->move_part].label, (unsigned long long)
	    (e->parts.c[e->move_part].value ^ e->nimsum));
	if (ex_from(sbuf_str(&words), EX_MOVE, &ex, &why) != SG_OK) {
		good = false;
		sbuf_add(&hint, why.text);
	} else {
		good = ex_hint(&ex, &hint, &why) == SG_OK &&
		    strstr(sbuf_str(&hint), want) != NULL;
		/* The answer (and the reason, which says it) is the
		 * explanation's move, not another winning move. */
		pos_init(&to);
		if (good && (explain_winning_move(sw->r, p, &to, &why) !=
		    SG_OK || ex.sol.wins.n == 0 ||
		    pos_cmp(&ex.sol.wins.p[0], &to) != 0)) {
			good = false;
			sbuf_add(&hint, " (the answer is another move)");
		}
		pos_free(&to);
		ex_free(&ex);
	}
	if (!good && sw->bad++ < 3)
		diag("%s: no \"%s\" in the hint: %s", sbuf_str(&words), want,
		    sbuf_str(&hint));
	sbuf_free(&words);
	sbuf_free(&hint);
	return good;
}

/* Explain p and hold it against the brute force. */
static void
sweep_one(struct sweep *sw, const struct pos *p)
{
	struct explanation e;
	struct sg_cause why;
	uint64_t g[3], x = 0, whole;
	size_t i;

	sw->positions++;
	for (i = 0; i < p->n; i++) {
		if (!heaps_value(sw, &p->v[i], 1, &g[i])) {
			sweep_fail(sw, p, "the brute force gave up", NULL);
			return;
		}
		x ^= g[i];
	}
	if (brute_value(sw->b, p, &whole, &why) != SG_OK || whole != x) {
		sweep_fail(sw, p, "the parts' values do not add up", NULL);
		return;
	}
	if (explain_new(sw->r, p, &e, &why) != SG_OK) {
		sweep_fail(sw, p, why.text, NULL);
		explain_free(&e);
		return;
	}
	if (strstr(sbuf_str(&e.text), ") (") != NULL)
		sweep_fail(sw, p, "a label said twice", &e);
	if (!e.is_sum || e.parts.n != p->n || e.nimsum != x)
		sweep_fail(sw, p, "not a sum of its heaps, or a wrong nim-sum",
		    &e);
	else if (x == 0 && (e.move_part >= 0 ||
	    strstr(sbuf_str(&e.text), "For example") != NULL))
		sweep_fail(sw, p, "a move shown from a lost position", &e);
	else if (x != 0 && (sw->won++, sweep_won(sw, p, g, x, &e)) &&
	    p->n == 2)
		hint_names(sw, p, &e);
	explain_free(&e);
}

/* Does every move from a heap of n leave one heap, or none? */
static bool
single_options(struct sweep *sw, uint64_t n)
{
	struct poslist opts;
	struct sg_cause why;
	struct pos p;
	size_t i;
	bool single = true;

	pos_init(&p);
	poslist_init(&opts);
	if (pos_push(&p, n) != SG_OK ||
	    sw->r->game->rules.moves(sw->r, &p, &opts, &why) != SG_OK)
		check_bail("%s %llu: no moves", sw->name, (unsigned long long)n);
	for (i = 0; i < opts.n; i++)
		single = single && opts.p[i].n <= 1;
	poslist_free(&opts);
	pos_free(&p);
	return single;
}

/* One heap: no sum of one part worked out, and no XOR of the values of
 * options that are single heaps. */
static void
sweep_words(struct sweep *sw)
{
	struct explanation e;
	struct sg_cause why;
	struct pos p;
	uint64_t n;

	pos_init(&p);
	for (n = 1; n <= 12; n++) {
		p.n = 0;
		if (pos_push(&p, n) != SG_OK)
			check_bail("out of memory");
		if (explain_new(sw->r, &p, &e, &why) != SG_OK)
			sweep_fail(sw, &p, why.text, NULL);
		else if (strstr(sbuf_str(&e.text), "nim-sum becomes") != NULL)
			sweep_fail(sw, &p, "one part summed with others", &e);
		else if (single_options(sw, n) &&
		    strstr(sbuf_str(&e.text), "XOR of their values") != NULL)
			sweep_fail(sw, &p, "single heaps said to be a XOR", &e);
		explain_free(&e);
	}
	pos_free(&p);
}

/* Every position of n heaps of 1..max, in every order. */
static void
sweep_heaps(struct sweep *sw, size_t n, uint64_t max)
{
	uint64_t h[3] = { 1, 1, 1 };
	struct pos p;
	size_t i;

	pos_init(&p);
	if (pos_resize(&p, n) != SG_OK)
		check_bail("out of memory");
	for (;;) {
		memcpy(p.v, h, n * sizeof *h);
		sweep_one(sw, &p);
		for (i = 0; i < n && ++h[i] > max; i++)
			h[i] = 1;
		if (i == n)
			break;
	}
	pos_free(&p);
}

static void
sweep_game(const struct game *g, const char *const *opts, const char *name)
{
	struct sweep sw = { NULL, NULL, name, 0, 0, 0 };

	sw.r = check_rules(g->name, opts);
	if (brute_new(sw.r, SWEEP_STATES, &sw.b) != SG_OK)
		check_bail("%s: no brute force", name);
	sweep_heaps(&sw, 2, 12);
	sweep_heaps(&sw, 3, 7);
	ok(sw.bad == 0 && sw.won > 0, "%s: on %lu positions of two and three "
	    "heaps, %lu won, the explanation's part and move follow its "
	    "argument, and the hint names that part", name, sw.positions,
	    sw.won);
	sw.bad = 0;
	sweep_words(&sw);
	ok(sw.bad == 0, "%s: one heap of 1 to 12 in the words of one heap",
	    name);
	brute_free(sw.b);
	rules_free(sw.r);
}

/* The brute force's value of heap n of a game. */
static uint64_t
heap_brute(struct brute *b, uint64_t n)
{
	struct sg_cause why;
	struct pos q;
	uint64_t g = 0;

	pos_init(&q);
	if (pos_push(&q, n) != SG_OK || brute_value(b, &q, &g, &why) != SG_OK)
		check_bail("heap %llu: %s", (unsigned long long)n, why.text);
	pos_free(&q);
	return g;
}

/* Do a's two entries from i equal b's from j (a part of one heap)? */
static bool
pos_eq_at(const struct pos *a, size_t i, const struct pos *b, size_t j)
{
	return i + 2 <= a->n && j + 2 <= b->n && a->v[i] == b->v[j] &&
	    a->v[i + 1] == b->v[j + 1];
}

/* The brute force's value of the part of a sum that starts at entry at
 * of p (its number of entries, then the entries); false when p has no
 * such part. */
static bool
part_brute(struct brute *b, const struct pos *p, size_t at, uint64_t *g,
    size_t *end)
{
	struct sg_cause why;
	struct pos q;
	bool good;

	if (at >= p->n || p->v[at] > p->n - at - 1)
		return false;
	pos_init(&q);
	good = pos_resize(&q, (size_t)p->v[at]) == SG_OK;
	if (good && q.n > 0)
		memcpy(q.v, p->v + at + 1, q.n * sizeof *q.v);
	good = good && brute_value(b, &q, g, &why) == SG_OK;
	*end = at + 1 + (size_t)p->v[at];
	pos_free(&q);
	return good;
}

/* One sum, p = [1, a, 1, b], of parts valued g[0] and g[1]. */
static void
sweep_sum_one(struct sweep *sw, struct brute *const pb[2], const struct pos *p,
    const uint64_t g[2])
{
	struct explanation e;
	struct sg_cause why;
	uint64_t x = g[0] ^ g[1], top = x, after[2];
	const struct pos *to;
	size_t end[2], k;

	while (top & (top - 1))
		top &= top - 1;
	sw->positions++;
	if (explain_new(sw->r, p, &e, &why) != SG_OK) {
		sweep_fail(sw, p, why.text, NULL);
		goto out;
	}
	if (e.parts.n != 2 || e.nimsum != x) {
		sweep_fail(sw, p, "the parts' values", &e);
		goto out;
	}
	if (x == 0) {
		if (e.move_part >= 0)
			sweep_fail(sw, p, "a move from a lost sum", &e);
		goto out;
	}
	sw->won++;
	k = (size_t)e.move_part;
	if (e.move_part < 0 || e.sol.wins.n == 0 || (g[k] & top) == 0) {
		sweep_fail(sw, p, "the part named has no 1 in the leftmost "
		    "column", &e);
		goto out;
	}
	to = &e.sol.wins.p[0];
	/* Both parts of the sum after the move, the other one as it was. */
	if (!part_brute(pb[0], to, 0, &after[0], &end[0]) ||
	    !part_brute(pb[1], to, end[0], &after[1], &end[1]) ||
	    end[1] != to->n || (k == 0 ? !pos_eq_at(to, end[0], p, 2) :
	    !pos_eq_at(to, 0, p, 0)))
		sweep_fail(sw, p, "the move changes the other part", &e);
	else if (after[k] != (g[k] ^ x) || after[k] >= g[k])
		sweep_fail(sw, p, "the part does not go down to its value ^ "
		    "the nim-sum", &e);
	else if (!brute_wins(sw, p, to))
		sweep_fail(sw, p, "the move does not win", &e);
out:
	explain_free(&e);
}

/*
 * A sum of two heap games, one heap each of 1..12: the part named has the
 * 1, its move changes it alone (the other part's entries stay), down to
 * its value ^ nim-sum by the part's own brute force, and the sum's brute
 * force finds that move winning.
 */
static void
sweep_sum(const struct game *ga, const struct game *gb)
{
	struct rules *pr[2] = { check_rules(ga->name, NULL),
	    check_rules(gb->name, NULL) };
	struct sweep sw = { NULL, NULL, NULL, 0, 0, 0 };
	struct brute *pb[2];
	char text[128];
	struct pos p;
	uint64_t g[2];

	snprintf(text, sizeof text, "%s 1 + %s 1", ga->name, gb->name);
	sw.r = check_rules("sum", NULL);
	sw.name = text;
	pos_init(&p);
	check_parse(sw.r, text, &p);	/* the sum's parts */
	if (brute_new(pr[0], SWEEP_STATES, &pb[0]) != SG_OK ||
	    brute_new(pr[1], SWEEP_STATES, &pb[1]) != SG_OK ||
	    brute_new(sw.r, SWEEP_STATES, &sw.b) != SG_OK)
		check_bail("%s: no brute force", text);
	for (p.v[1] = 1; p.v[1] <= 12; p.v[1]++) {
		for (p.v[3] = 1; p.v[3] <= 12; p.v[3]++) {
			g[0] = heap_brute(pb[0], p.v[1]);
			g[1] = heap_brute(pb[1], p.v[3]);
			sweep_sum_one(&sw, pb, &p, g);
		}
	}
	ok(sw.bad == 0 && sw.won > 0, "sum %s a + %s b, a and b in 1..12: "
	    "%lu won, the part named and its move follow the argument",
	    ga->name, gb->name, sw.won);
	brute_free(pb[0]);
	brute_free(pb[1]);
	brute_free(sw.b);
	pos_free(&p);
	rules_free(pr[0]);
	rules_free(pr[1]);
	rules_free(sw.r);
}

/* Every heap game of the registry, a take-and-break game under several
 * codes and a subtraction game under several sets. */
static void
test_sweep(void)
{
	static const char *const more[][2] = {
		{ "code", "0.07" }, { "code", "0.137" }, { "code", "0.77" },
		{ "code", "4.0" }, { "take", "1,3,4" }, { "take", "2,5" },
	};
	const struct game *heaps[64];
	char opt[32], name[64];
	size_t i, k, n = 0;

	for (i = 0; i < game_count(); i++) {
		const struct game *g = game_at(i);

		if (!explain_has_heaps(g))
			continue;
		n++;
		/* A game of codes is played under one. */
		if (!rules_has_opt(g, "code"))
			sweep_game(g, NULL, g->name);
		for (k = 0; k < sizeof more / sizeof more[0]; k++) {
			const char *opts[] = { opt, NULL };

			if (!rules_has_opt(g, more[k][0]))
				continue;
			snprintf(opt, sizeof opt, "%s=%s", more[k][0],
			    more[k][1]);
			snprintf(name, sizeof name, "%s --%s %s", g->name,
			    more[k][0], more[k][1]);
			sweep_game(g, opts, name);
		}
	}
	ok(n >= 5, "%zu heap games in the registry", n);

	/* Sums of two heap games of the registry (those played without
	 * options), each with the next. */
	for (i = 0, n = 0; i < game_count(); i++)
		if (explain_has_heaps(game_at(i)) && n < 64 &&
		    !rules_has_opt(game_at(i), "code"))
			heaps[n++] = game_at(i);
	for (k = 0; k < n; k++)
		sweep_sum(heaps[k], heaps[(k + 1) % n]);
}

/*
 * Practice's answer to a move exercise is the explanation's move, for
 * codes whose first heap has many moves up: the explanation looks
 * through more winning moves than practice keeps (EX_MOVES), and its
 * move used to be lost among those practice dropped (0.6 at 12 7).
 */
static void
test_answer_is_explained(void)
{
	static const char *const codes[] = { "0.6", "0.16", "0.76" };
	static const uint64_t firsts[] = { 12, 16 }, seconds[] = { 3, 7 };
	struct exercise ex;
	struct sg_cause why;
	struct pos to;
	char words[64], heaps[32];
	unsigned long tried, bad;
	size_t c, i, j;

	for (c = 0; c < sizeof codes / sizeof codes[0]; c++) {
		const char *opts[] = { NULL, NULL };
		char opt[32];
		struct rules *r;

		snprintf(opt, sizeof opt, "code=%s", codes[c]);
		opts[0] = opt;
		r = check_rules("takebreak", opts);
		tried = bad = 0;
		for (i = 0; i < 2; i++)
			for (j = 0; j < 2; j++) {
				struct pos p;

				snprintf(heaps, sizeof heaps, "%llu %llu",
				    (unsigned long long)firsts[i],
				    (unsigned long long)seconds[j]);
				snprintf(words, sizeof words, "takebreak "
				    "--code %s %s", codes[c], heaps);
				if (ex_from(words, EX_MOVE, &ex, &why) != SG_OK)
					continue;	/* lost */
				tried++;
				pos_init(&p);
				pos_init(&to);
				check_parse(r, heaps, &p);
				if (explain_winning_move(r, &p, &to, &why) !=
				    SG_OK || ex.sol.wins.n == 0 ||
				    pos_cmp(&ex.sol.wins.p[0], &to) != 0) {
					if (bad++ < 3)
						diag("%s: practice's answer is "
						    "not the explanation's move",
						    words);
				}
				pos_free(&to);
				pos_free(&p);
				ex_free(&ex);
			}
		ok(bad == 0 && tried > 0, "takebreak --code %s, heaps 12 or 16 "
		    "beside 3 or 7: practice answers the explanation's move in "
		    "all %lu won positions", codes[c], tried);
		rules_free(r);
	}
}

/* How many positions the text says a move leaves. */
static size_t
count_leaving(const struct explanation *e)
{
	const char *t = sbuf_str(&e->text);
	size_t n = 0;

	while ((t = strstr(t, ", leaving ")) != NULL) {
		n++;
		t++;
	}
	return n;
}

int
main(void)
{
	struct explanation e;

	ok(check_explain_text("nim", "3 4 5", &e), "nim 3 4 5 explains");
	ok(e.is_sum && e.parts.n == 3 && e.nimsum == 2,
	    "three parts, nim-sum 2");
	ok(check_has(&e, "heap 1   3  011\nheap 2   4  100\nheap 3   5  101\n"),
	    "the heaps in binary columns");
	ok(check_has(&e, "nim-sum  2  010\n"), "the nim-sum 010");
	ok(e.move_part == 0 &&
	    check_has(&e, "change heap 1 from value 3 to 3 ^ 2 = 1"),
	    "the winning move changes heap 1 from 3 to 1");
	ok(check_has(&e, "leaving 1 4 5"), "the move to 1 4 5");
	explain_free(&e);

	ok(check_explain_text("nim", "1 2 3", &e), "nim 1 2 3 explains");
	ok(e.nimsum == 0 && e.move_part == -1 && check_has(&e, "nim-sum is 0"),
	    "1 2 3: the nim-sum is 0, no winning move");
	explain_free(&e);

	ok(check_explain_text("kayles", "4 7", &e), "kayles 4 7 explains");
	ok(e.is_sum && e.nimsum == 3 && e.move_part == 1 &&
	    check_has(&e, "change row 2 (7) from value 2 to 2 ^ 3 = 1") &&
	    check_has(&e, "a move up from 1 to 1 ^ 3 = 2, which the "
	    "opponent could undo"),
	    "kayles 4 7: rows worth 1 and 2, the move is in row 2, the one "
	    "with the 1; row 1's winning move is a move up");
	explain_free(&e);

	ok(check_explain_text("circle", "oooo.ooo.o", &e),
	    "circle oooo.ooo.o explains");
	ok(e.parts.n == 2 && check_has(&e, "coins 10-4") &&
	    check_has(&e, "coins 6-8"),
	    "a broken circle: its arcs, one wrapping past coin 10");
	ok(e.move_part == 1, "the winning move is in the wrapping arc");
	explain_free(&e);

	ok(check_explain_text("circle", "ooooooo.ooo", &e),
	    "circle ooooooo.ooo explains");
	ok(check_has(&e, "For example: take coin 10, leaving ooooooo.o.o (or "
	    "its twin: take coin 6, leaving ooooo.o.ooo).\n") &&
	    check_has(&e, "    take coin 11, leaving ooooooo.oo.\n"
	    "      (or its twin: take coin 5, leaving oooo.oo.ooo)\n") &&
	    check_has(&e, "    take coin 1, leaving .oooooo.ooo\n"
	    "      (or its twin: take coin 4, leaving ooo.ooo.ooo)\n"),
	    "circle ooooooo.ooo: each twin said with the move it copies");
	ok(e.sol.wins.n == 7 && count_leaving(&e) == 7,
	    "and each of the 7 winning moves said once (%zu said)",
	    count_leaving(&e));
	explain_free(&e);

	ok(check_explain_text("circle", "10", &e), "circle 10 explains");
	ok(!e.is_sum && check_has(&e, "mirror") && check_has(&e, "row of 9"),
	    "a whole circle: the mirror strategy on its numbers");
	explain_free(&e);

	test_answer_is_explained();
	test_sweep();
	return done_testing();
}
