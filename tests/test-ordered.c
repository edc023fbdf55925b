/*
 * test-ordered.c: ordered piles' theory against the brute force, the
 * seed's TAKE x STONES FROM PILE y on positions checked by hand, and piles
 * near 2^63.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "check.h"

/* The words describe() gives the first winning move of text. */
static const char *
first_words(struct rules *r, const char *text)
{
	static char buf[256];
	struct solution s;
	struct sg_cause why;
	struct sbuf sb;
	struct pos p;

	pos_init(&p);
	sbuf_init(&sb);
	solution_init(&s, 50);
	check_parse(r, text, &p);
	buf[0] = '\0';
	if (r->game->theory.solve(r, &p, &s, &why) == SG_OK && s.wins.n > 0) {
		r->game->rules.describe(r, &p, &s.wins.p[0], &sb);
		snprintf(buf, sizeof buf, "%s", sbuf_str(&sb));
	}
	solution_free(&s);
	sbuf_free(&sb);
	pos_free(&p);
	return buf;
}

static void
take_words(struct rules *r)
{
	/* 3 4 5: steps 3 1 1, the last and the first count: 1 ^ 3 = 2.
	 * Only the first pile can fix it, by 2 (to 1 4 5). */
	ok(strcmp(first_words(r, "3 4 5"),
	    "take 2 from pile 1") == 0,
	    "3 4 5: the least take first, said with piles from 1");
	/* 2 3 6: steps 2 1 3, 3 ^ 2 = 1; the last step goes to 2. */
	ok(strcmp(first_words(r, "2 3 6"),
	    "take 1 from pile 3") == 0,
	    "2 3 6: take 1 from pile 3");
	/* 3 4 5 6 7: steps 3 1 1 1 1, counting 3 ^ 1 ^ 1 = 3.  Taking 3
	 * from pile 0, or 1 from pile 1 or pile 3 (onto a counting step of
	 * 1, making it 2): the least take, then the lowest pile. */
	ok(strcmp(first_words(r, "3 4 5 6 7"),
	    "take 1 from pile 2") == 0,
	    "3 4 5 6 7: take 1 from pile 2, before pile 4");
	ok(strcmp(check_solve_text(r, "3 4 5 6 7", 50),
	    "N grundy 3 win 3 3 5 6 7 win 0 4 5 6 7 win 3 4 5 5 7") == 0,
	    "3 4 5 6 7: the seed's move first, then the others");
	/* 1 1 1: steps 1 0 0, counting 0 ^ 1 = 1: empty pile 0. */
	ok(strcmp(first_words(r, "1 1 1"),
	    "take 1 from pile 1") == 0,
	    "1 1 1: take 1 from pile 1");
	ok(strcmp(check_solve_text(r, "1 4 5", 50), "P grundy 0") == 0,
	    "1 4 5 is lost (YOU LOSE)");
}

int
main(void)
{
	struct rules *r = check_rules("ordered", NULL);
	struct check_run cr;
	int k;

	check_run_init(&cr, r, 1u << 22);
	for (k = 1; k <= 4; k++)
		check_tuples(&cr, k, 0, 8, false);
	check_report(&cr, "ordered, every list of up to 4 piles of at most 8");
	check_run_free(&cr);

	take_words(r);
	ok(check_explains(r, "3 4 5 6 7", "pile 1           3  11\n"
	    "pile 3 - pile 2  1  01\npile 5 - pile 4  1  01\n") &&
	    check_explains(r, "3 4 5 6 7",
	    "change pile 1 from value 3 to 3 ^ 3 = 0") &&
	    check_explains(r, "3 4 5 6 7", "in pile 3 - pile 2, a move up "
	    "from 1 to 1 ^ 3 = 2"),
	    "explain: the counting steps and their nim-sum; the move in the "
	    "part with the nim-sum's leftmost 1, then a move up said so");
	ok(strcmp(check_solve_text(r, "9223372036854775807", 50),
	    "N grundy 9223372036854775807 win 0") == 0,
	    "one pile of 2^63-1: take it all");
	/* Steps 5, 2^63 - 11, 1: counting 5 ^ 1 = 4; take 4 from pile 0,
	 * or 4 from pile 1 onto the last step. */
	ok(strcmp(check_solve_text(r,
	    "5 9223372036854775806 9223372036854775807", 50),
	    "N grundy 4 win 1 9223372036854775806 9223372036854775807 "
	    "win 5 9223372036854775802 9223372036854775807") == 0,
	    "piles near 2^63");
	rules_free(r);
	return done_testing();
}
