/*
 * test-kayles.c: Kayles' theory against the brute force, the published
 * values, the proven period, and rows far past the table; the words of
 * rows of coins (Kayles and Dawson's Kayles) in refusals and moves.
 */
#include "config.h"

#include <string.h>

#include "check.h"

/* OEIS A002186, the values of Kayles rows 0..83. */
static const uint8_t published[] = {
	0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4,
	6, 7, 4, 1, 2, 8, 5, 4, 7, 2, 1, 8, 6, 7, 4, 1, 2, 3, 1, 4, 7, 2,
	1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 4, 2, 7, 4, 1, 2, 8, 1, 4,
	7, 2, 1, 8, 6, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7,
};

static void
test_values(struct rules *r)
{
	struct check_run cr;
	struct sg_cause why;
	struct pos p;
	uint64_t n, g, b;
	bool same = true, brute_same = true;

	for (n = 0; n < sizeof published; n++) {
		r->game->heaps.heap_value(r, n, &g, &why);
		if (g != published[n]) {
			diag("row %llu: %llu, published %u",
			    (unsigned long long)n, (unsigned long long)g,
			    published[n]);
			same = false;
		}
	}
	ok(same, "rows 0..83 have the published values (A002186)");
	check_run_init(&cr, r, 1u << 22);
	pos_init(&p);
	pos_push(&p, 0);
	for (n = 0; n <= 40 && brute_same; n++) {
		p.v[0] = n;
		r->game->heaps.heap_value(r, n, &g, &why);
		brute_same = brute_value(cr.brute, &p, &b, &why) == SG_OK &&
		    b == g;
	}
	ok(brute_same, "rows 0..40 have the brute-force values");
	pos_free(&p);
	check_run_free(&cr);
}

/* Rows of coins speak of rows and coins: game's check refuses from -> to
 * with words in its reason. */
static void
says_no(const char *game, const char *from, const char *to,
    const char *words)
{
	struct rules *r = check_rules(game, NULL);
	struct sg_cause why;
	struct pos a, b;

	pos_init(&a);
	pos_init(&b);
	check_parse(r, from, &a);
	check_parse(r, to, &b);
	why.text[0] = '\0';
	ok(r->game->rules.check(r, &a, &b, &why) == SG_EINVAL &&
	    strstr(why.text, words) != NULL, "%s %s -> %s is refused: %s",
	    game, from, to, why.text);
	pos_free(&a);
	pos_free(&b);
	rules_free(r);
}

/* ... and says the move from -> to with words. */
static void
says_move(const char *game, const char *from, const char *to,
    const char *words)
{
	struct rules *r = check_rules(game, NULL);
	struct pos a, b;
	struct sbuf sb;

	pos_init(&a);
	pos_init(&b);
	sbuf_init(&sb);
	check_parse(r, from, &a);
	check_parse(r, to, &b);
	r->game->rules.describe(r, &a, &b, &sb);
	ok(strcmp(sbuf_str(&sb), words) == 0, "%s %s -> %s: %s", game, from,
	    to, sbuf_str(&sb));
	sbuf_free(&sb);
	pos_free(&a);
	pos_free(&b);
	rules_free(r);
}

static void
test_words(void)
{
	says_no("kayles", "5", "2", "a move takes 1 or 2 neighbouring coins "
	    "from one row");
	says_no("dawson", "5", "4", "a move takes 2 neighbouring coins from "
	    "one row");
	says_no("dawson", "5", "1 3", "a move takes 2 neighbouring coins "
	    "from one row");
	says_no("dawson", "5", "6", "a move never adds to a row");
	says_no("dawson", "5 3", "4 2", "a move changes exactly one row");
	says_move("kayles", "1", "0", "take the only coin of row 1");
	says_move("kayles", "5", "4", "take 1 coin from the end of row 1");
	says_move("kayles", "4 5", "4 1 3", "take coin 2 of row 2");
	says_move("dawson", "2", "0", "take both coins of row 1");
	says_move("dawson", "6", "1 3", "take coins 2 and 3 of row 1");
	says_move("dawson", "3 6", "3 4", "take 2 coins from the end of row 2");
}

int
main(void)
{
	struct rules *r = check_rules("kayles", NULL);
	struct check_run cr;
	struct sg_cause why;
	uint64_t pre, per, g, h;
	int k;

	test_values(r);
	test_words();
	ok(r->game->heaps.period(r, 0, &pre, &per, &why) == SG_OK && pre == 71 &&
	    per == 12, "period 12 from row 71, proven (got %llu from %llu)",
	    (unsigned long long)per, (unsigned long long)pre);
	r->game->heaps.heap_value(r, 70, &g, &why);
	r->game->heaps.heap_value(r, 82, &h, &why);
	ok(g != h, "row 70 is the last exception");

	check_run_init(&cr, r, 1u << 22);
	for (k = 1; k <= 3; k++)
		check_tuples(&cr, k, 0, 12, false);
	check_report(&cr, "kayles, up to 3 rows of at most 12");
	check_run_free(&cr);

	ok(strcmp(check_solve_text(r, "3", 50), "N grundy 3 win 1 1") == 0,
	    "a row of 3: take the middle coin");
	ok(strncmp(check_solve_text(r, "9223372036854775807 5", 3),
	    "N grundy ", 9) == 0, "a row near 2^63 answers");
	ok(strcmp(check_solve_text(r, "9223372036854775807", 2),
	    check_solve_text(r, "9223372036854775807", 2)) == 0 &&
	    strstr(check_solve_text(r, "9223372036854775807", 2), "win") !=
	    NULL, "a row near 2^63 has a winning move listed");
	rules_free(r);
	return done_testing();
}
