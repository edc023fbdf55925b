/*
 * test-explain-teach.c: the explanations that teach a game's own
 * strategy.  The value of one heap worked out from its options and their
 * mex, for every heap game against the game's own values; the column of
 * the nim-sum's leftmost 1; Nim's list of winning heaps; the mirror of
 * the coin circle; the pairs of the staircase.  Hand-checked positions,
 * then every small position.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "check.h"
#include "engine/explain.h"

/* The text of explain_heap for heap n of game (with options). */
static int
heap_text(const char *game, const char *const *opts, uint64_t n,
    struct sbuf *out)
{
	struct rules *r = check_rules(game, opts);
	struct sg_cause why;
	int rc;

	sbuf_init(out);
	if ((rc = explain_heap(r, n, true, out, &why)) != SG_OK)
		diag("%s %llu: %s", game, (unsigned long long)n, why.text);
	rules_free(r);
	return rc;
}

static bool
has(const struct sbuf *sb, const char *s)
{
	if (strstr(sbuf_str(sb), s) != NULL)
		return true;
	diag("no \"%s\" in:\n%s", s, sbuf_str(sb));
	return false;
}

static size_t
lines(const struct sbuf *sb)
{
	const char *s;
	size_t n = 0;

	for (s = sbuf_str(sb); *s != '\0'; s++)
		n += *s == '\n';
	return n;
}

static void
test_heaps_by_hand(void)
{
	static const char *const take[] = { "take=1,3,4", NULL };
	static const char *const code[] = { "code=0.07", NULL };
	struct sbuf sb;
	size_t n;
	int rc;

	ok(heap_text("grundy", NULL, 7, &sb) == SG_OK &&
	    has(&sb, "A heap of 7 has 3 options") &&
	    has(&sb, "  1 + 6  0 ^ 1 = 1\n") &&
	    has(&sb, "  2 + 5  0 ^ 2 = 2\n") &&
	    has(&sb, "  3 + 4  1 ^ 0 = 1\n") &&
	    has(&sb, "No option has value 0") &&
	    has(&sb, "a heap of 7 has value 0."),
	    "grundy 7: each split a + b with g(a) ^ g(b), and the mex 0");
	sbuf_free(&sb);

	/* Without the conclusion (a hint): the options, not the mex. */
	{
		struct rules *r = check_rules("grundy", NULL);
		struct sg_cause why;

		sbuf_init(&sb);
		ok(explain_heap(r, 7, false, &sb, &why) == SG_OK &&
		    has(&sb, "  3 + 4  1 ^ 0 = 1\n") &&
		    strstr(sbuf_str(&sb), "has value") == NULL &&
		    strstr(sbuf_str(&sb), "mex") == NULL,
		    "grundy 7 for a hint: the options without their mex");
		sbuf_reset(&sb);
		ok(explain_heap(r, 2, false, &sb, &why) == SG_OK &&
		    sb.len == 0, "grundy 2 for a hint: nothing to list");
		sbuf_free(&sb);
		rules_free(r);
	}

	ok(heap_text("grundy", NULL, 2, &sb) == SG_OK &&
	    has(&sb, "has no move") && has(&sb, "a heap of 2 has value 0."),
	    "grundy 2: no split, the mex of nothing");
	sbuf_free(&sb);

	/* Taking a pin or two from either end leaves the same sums: each
	 * sum is listed once. */
	ok(heap_text("kayles", NULL, 6, &sb) == SG_OK &&
	    has(&sb, "A row of 6 has 6 options") &&
	    has(&sb, "  1 + 4  1 ^ 1 = 0\n") &&
	    has(&sb, "  2 + 3  2 ^ 3 = 1\n") &&
	    has(&sb, "Every value from 0 to 2 is reached and 3 is not") &&
	    has(&sb, "a row of 6 has value 3."),
	    "kayles 6: each sum of rows once, the mex 3");
	sbuf_free(&sb);

	ok(heap_text("subtract", take, 9, &sb) == SG_OK &&
	    has(&sb, "  8  1\n") && has(&sb, "  6  2\n") &&
	    has(&sb, "  5  3\n") && has(&sb, "has value 0."),
	    "subtract {1,3,4} 9: the options 8, 6, 5 with values 1, 2, 3");
	sbuf_free(&sb);

	ok(heap_text("takebreak", code, 8, &sb) == SG_OK &&
	    has(&sb, "  6      3\n") && has(&sb, "  1 + 5  0 ^ 0 = 0\n") &&
	    has(&sb, "has value 1."),
	    "takebreak 0.07 8: taking two, with or without a split");
	sbuf_free(&sb);

	ok(heap_text("lasker", NULL, 6, &sb) == SG_OK &&
	    has(&sb, "  3      4\n") && has(&sb, "  3 + 3  4 ^ 4 = 0\n") &&
	    has(&sb, "has value 6."),
	    "lasker 6: takes and splits, the mex 6");
	sbuf_free(&sb);

	/* A big heap: one option for each value below the mex, and the
	 * list cut after EXPLAIN_HEAP_LINES. */
	rc = heap_text("grundy", NULL, 3000, &sb);
	n = lines(&sb);
	ok(rc == SG_OK && has(&sb, "one option for each value below 35") &&
	    has(&sb, "... and so on up to 34") &&
	    has(&sb, "a heap of 3000 has value 35.") &&
	    n <= EXPLAIN_HEAP_LINES + 4,
	    "grundy 3000: shortened to a witness a value (%zu lines)", n);
	sbuf_free(&sb);

	ok(heap_text("grundy", NULL, 2000000, &sb) == SG_OK &&
	    has(&sb, "too many options to list") &&
	    has(&sb, "A heap of 2000000 has value"),
	    "grundy 2000000: too many options, the value from the table");
	sbuf_free(&sb);
}

/* Every heap game (take-and-break under a few codes): the mex of the
 * options is the game's value for every heap up to 80 (explain_heap
 * fails when they differ). */
static void
heaps_of(const struct game *g, const char *const *opts, const char *name)
{
	struct rules *r = check_rules(g->name, opts);
	unsigned long bad = 0;
	uint64_t n;

	for (n = 0; n <= 80; n++) {
		struct sg_cause why;
		struct sbuf sb;
		uint64_t v;
		char want[64];

		sbuf_init(&sb);
		if (explain_heap(r, n, true, &sb, &why) != SG_OK ||
		    g->heaps.heap_value(r, n, &v, &why) != SG_OK) {
			if (bad++ < 3)
				diag("%s %llu: %s", name,
				    (unsigned long long)n, why.text);
		} else {
			snprintf(want, sizeof want, " of %llu has value "
			    "%llu.\n", (unsigned long long)n,
			    (unsigned long long)v);
			if (strstr(sbuf_str(&sb), want) == NULL && bad++ < 3)
				diag("%s %llu: no \"%s\"", name,
				    (unsigned long long)n, want);
		}
		sbuf_free(&sb);
	}
	ok(bad == 0, "%s: the mex of the options is the value of every heap "
	    "up to 80", name);
	rules_free(r);
}

static void
test_heaps_all(void)
{
	static const char *const codes[] = { "0.07", "0.137", "0.77", "0.6",
	    "4.12", "0.4!", NULL };
	char opt[32], name[48];
	size_t i, k;

	for (i = 0; i < game_count(); i++) {
		const struct game *g = game_at(i);

		if (!explain_has_heaps(g))
			continue;
		if (!rules_has_opt(g, "code")) {
			heaps_of(g, NULL, g->name);
			continue;
		}
		for (k = 0; codes[k] != NULL; k++) {
			const char *opts[] = { opt, NULL };

			snprintf(opt, sizeof opt, "code=%s", codes[k]);
			snprintf(name, sizeof name, "%s %s", g->name,
			    codes[k]);
			heaps_of(g, opts, name);
		}
	}
}

static void
test_nim(void)
{
	struct explanation e;

	ok(check_explain_text("nim", "3 5 6 7", &e) &&
	    check_has(&e, "Its leftmost 1 is in the column worth 4, and heap "
	    "2, heap 3 and heap 4 have a 1 there (values 5, 6 and 7).") &&
	    check_has(&e, "change heap 2 from value 5 to 5 ^ 7 = 2") &&
	    check_has(&e, "For example: take 3 from heap 2, leaving "
	    "3 2 6 7.\n") &&
	    check_has(&e, "  in heap 3, also with a 1 in that column, from 6 "
	    "to 6 ^ 7 = 1:\n    take 5 from heap 3, leaving 3 5 1 7\n") &&
	    check_has(&e, "  in heap 4, also with a 1 in that column, from 7 "
	    "to 7 ^ 7 = 0:\n    take 7 from heap 4, leaving 3 5 6 0\n") &&
	    check_has(&e, "no winning move goes up") &&
	    strstr(sbuf_str(&e.text), "in heap 1") == NULL,
	    "nim 3 5 6 7: the leftmost 1 of the nim-sum, the heaps with it");
	explain_free(&e);

	ok(check_explain_text("nim", "1 2 3", &e) &&
	    check_has(&e, "the nim-sum cannot stay 0") &&
	    strstr(sbuf_str(&e.text), "leftmost") == NULL,
	    "nim 1 2 3: lost, no column to name");
	explain_free(&e);
}

static void
test_circle(void)
{
	struct explanation e;

	ok(check_explain_text("circle", "oooo.oooo.", &e) &&
	    check_has(&e, "pair up as equal twins (4 and 4)") &&
	    check_has(&e, "takes the same coins from its twin"),
	    "circle oooo.oooo.: twins, the mirror");
	explain_free(&e);

	/* After a first move took coins 1 and 2 of eleven, the middle of the
	 * row of nine restores the symmetry. */
	ok(check_explain_text("circle", "..ooooooooo", &e) &&
	    check_has(&e, "one move restores it: take coin 7, which leaves "
	    "runs that pair up as equal twins (4 and 4)"),
	    "circle ..ooooooooo: take the middle, then mirror");
	explain_free(&e);

	ok(check_explain_text("circle", "oo.ooo.oooo.", &e) &&
	    strstr(sbuf_str(&e.text), "twins") == NULL,
	    "circle oo.ooo.oooo.: no twins to speak of");
	explain_free(&e);

	ok(check_explain_text("circle", "10", &e) &&
	    check_has(&e, "the opponent takes the middle of that row"),
	    "circle 10: whole, take the middle then mirror");
	explain_free(&e);
}

/* Kayles' own words: the mirror, on twins and on a lone row. */
static void
test_kayles(void)
{
	struct explanation e;

	ok(check_explain_text("kayles", "3 1 3 1", &e) &&
	    check_has(&e, "pair up as equal twins (1 and 1, 3 and 3)") &&
	    check_has(&e, "the same coins in its twin"),
	    "kayles 3 1 3 1: twins, the mirror");
	explain_free(&e);
	ok(check_explain_text("kayles", "7", &e) &&
	    check_has(&e, "its middle coin (coin 4), which leaves twin rows "
	    "of 3"), "kayles 7: the middle coin makes twins");
	explain_free(&e);
	ok(check_explain_text("kayles", "8", &e) &&
	    check_has(&e, "its middle two coins (coins 4 and 5), which "
	    "leaves twin rows of 3"), "kayles 8: the middle two make twins");
	explain_free(&e);
	ok(check_explain_text("kayles", "4 3", &e) &&
	    strstr(sbuf_str(&e.text), "mirror") == NULL,
	    "kayles 4 3: no mirror to speak of");
	explain_free(&e);
}

/* Dawson's Kayles: lone coins are dead. */
static void
test_dawson(void)
{
	struct explanation e;

	ok(check_explain_text("dawson", "5 1 3 1", &e) &&
	    check_has(&e, "Rows 2 and 4 hold a single coin each, which no "
	    "move can ever knock down"), "dawson 5 1 3 1: two lone coins");
	explain_free(&e);
	ok(check_explain_text("dawson", "1 4", &e) &&
	    check_has(&e, "Row 1 holds a single coin"),
	    "dawson 1 4: one lone coin");
	explain_free(&e);
	ok(check_explain_text("dawson", "5 3", &e) &&
	    strstr(sbuf_str(&e.text), "single coin") == NULL,
	    "dawson 5 3: no lone coin to speak of");
	explain_free(&e);
}

static void
test_staircase(void)
{
	struct explanation e;

	ok(check_explain_text("staircase", "3 5 8 9 12", &e) &&
	    check_has(&e, "  the wall and cell 3: 2 empty between, a heap "
	    "of 2\n") &&
	    check_has(&e, "  cells 5 and 8: 2 empty between, a heap of 2\n") &&
	    check_has(&e, "  cells 9 and 12: 2 empty between, a heap of 2\n") &&
	    check_has(&e, "slides the right man of its pair, from cell 3 to "
	    "1: its heap shrinks from 2 to 0"),
	    "staircase 3 5 8 9 12: the pairs from the right, the wall");
	explain_free(&e);

	ok(check_explain_text("staircase", "1 3 4 6", &e) &&
	    check_has(&e, "  cells 1 and 3: 1 empty between") &&
	    check_has(&e, "  cells 4 and 6: 1 empty between") &&
	    check_has(&e, "the opponent takes it back"),
	    "staircase 1 3 4 6: lost, and why a left man does not help");
	explain_free(&e);
}

int
main(void)
{
	test_heaps_by_hand();
	test_heaps_all();
	test_nim();
	test_circle();
	test_kayles();
	test_dawson();
	test_staircase();
	return done_testing();
}
