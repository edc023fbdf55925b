/*
 * test-explain.c: the explanations: the nim-sum table of Nim 3 4 5 and the
 * move to 1 4 5, the part a move changes, the mirror argument.
 */
#include "config.h"

#include "check.h"
#include "engine/explain.h"

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
	ok(e.is_sum && e.nimsum == 3 && e.move_part == 0,
	    "kayles 4 7: rows worth 1 and 2, the move is in row 1");
	explain_free(&e);

	ok(check_explain_text("circle", "oooo.ooo.o", &e),
	    "circle oooo.ooo.o explains");
	ok(e.parts.n == 2 && check_has(&e, "coins 10-4") &&
	    check_has(&e, "coins 6-8"),
	    "a broken circle: its arcs, one wrapping past coin 10");
	ok(e.move_part == 1, "the winning move is in the wrapping arc");
	explain_free(&e);

	ok(check_explain_text("circle", "10", &e), "circle 10 explains");
	ok(!e.is_sum && check_has(&e, "mirror") && check_has(&e, "row of 9"),
	    "a whole circle: the mirror strategy on its numbers");
	explain_free(&e);
	return done_testing();
}
