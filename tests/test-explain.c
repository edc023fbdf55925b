/*
 * test-explain.c: the explanations: the nim-sum table of Nim 3 4 5 and the
 * move to 1 4 5, the part a move changes, the mirror argument.
 */
#include "config.h"

#include <string.h>

#include "check.h"
#include "engine/explain.h"

static void
explain_text(const char *game, const char *pos, struct explanation *e)
{
	struct rules *r = check_rules(game, NULL);
	struct sg_cause why;
	struct pos p;

	pos_init(&p);
	check_parse(r, pos, &p);
	if (!ok(explain_new(r, &p, e, &why) == SG_OK, "%s %s explains", game,
	    pos))
		diag("%s", why.text);
	pos_free(&p);
	rules_free(r);
}

static bool
has(const struct explanation *e, const char *s)
{
	if (strstr(sbuf_str(&e->text), s) != NULL)
		return true;
	diag("no \"%s\" in:\n%s", s, sbuf_str(&e->text));
	return false;
}

int
main(void)
{
	struct explanation e;

	explain_text("nim", "3 4 5", &e);
	ok(e.is_sum && e.parts.n == 3 && e.nimsum == 2, "three parts, nim-sum 2");
	ok(has(&e, "heap 1   3  011\nheap 2   4  100\nheap 3   5  101\n"),
	    "the heaps in binary columns");
	ok(has(&e, "nim-sum  2  010\n"), "the nim-sum 010");
	ok(e.move_part == 0 && has(&e, "change heap 1 from value 3 to 3 ^ 2 "
	    "= 1"), "the winning move changes heap 1 from 3 to 1");
	ok(has(&e, "leaving 1 4 5"), "the move to 1 4 5");
	explain_free(&e);

	explain_text("nim", "1 2 3", &e);
	ok(e.nimsum == 0 && e.move_part == -1 && has(&e, "nim-sum is 0"),
	    "1 2 3: the nim-sum is 0, no winning move");
	explain_free(&e);

	explain_text("kayles", "4 7", &e);
	ok(e.is_sum && e.nimsum == 3 && e.move_part == 0,
	    "kayles 4 7: rows worth 1 and 2, the move is in row 1");
	explain_free(&e);

	explain_text("circle", "oooo.ooo.o", &e);
	ok(e.parts.n == 2 && has(&e, "coins 10-4") && has(&e, "coins 6-8"),
	    "a broken circle: its arcs, one wrapping past coin 10");
	ok(e.move_part == 1, "the winning move is in the wrapping arc");
	explain_free(&e);

	explain_text("circle", "10", &e);
	ok(!e.is_sum && has(&e, "mirror") && has(&e, "row of 9"),
	    "a whole circle: the mirror strategy on its numbers");
	explain_free(&e);
	return done_testing();
}
