/*
 * test-explain-numbers.c: the explanations of the number games on
 * hand-checked positions: Euclid's quotients and the first free choice,
 * the multiplication game's stretches with the current value placed in
 * them, the staircase pairs and their gaps as a nim-sum table.  Then the
 * verdict of every explanation against the theory on small positions.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "check.h"
#include "engine/explain.h"

static void
test_euclid(void)
{
	struct explanation e;

	ok(check_explain_text("euclid", "25 7", &e) && !e.is_sum &&
	    check_has(&e, "pair 1: 25 = 3 x 7 + 4\n") &&
	    check_has(&e, "pair 2: 7 = 1 x 4 + 3\n") &&
	    check_has(&e, "pair 4: 3 = 3 x 1\n"),
	    "euclid 25 7: the quotients");
	ok(check_has(&e, "first free choice is at pair 1 (quotient 3)") &&
	    check_has(&e, "player to move wins"),
	    "25 7: the free choice is now");
	/* 7 4 -> 4 3 -> 3 1: the choice at 3 1 is two forced moves on, so
	 * 7 4 is won and the player leaves 11 7, forcing the move to it. */
	ok(check_has(&e, "at pair 4, 2 forced moves later, so it is won") &&
	    check_has(&e, "subtract 2 x 7 from 25, leaving 11 and 7"),
	    "25 7: leave 11 7, whose only move is to the won 7 4");
	explain_free(&e);

	ok(check_explain_text("euclid", "34 12", &e) &&
	    check_has(&e, "so it is lost") &&
	    check_has(&e, "subtract 2 x 12 from 34, leaving 12 and 10"),
	    "euclid 34 12: 12 10 is lost, hand it over");
	explain_free(&e);

	ok(check_explain_text("euclid", "15 24", &e) &&
	    check_has(&e, "pair 4 (quotient 2, no remainder)") &&
	    check_has(&e,
	    "3 forced moves before it bring it to the opponent") &&
	    check_has(&e, "player to move loses"),
	    "euclid 15 24: three forced moves, the opponent chooses");
	explain_free(&e);

	ok(check_explain_text("euclid", "13 8", &e) &&
	    check_has(&e, "pair 5 (quotient 2") &&
	    check_has(&e, "bring it to the player to move") &&
	    check_has(&e, "forced move: subtract 8 from 13"),
	    "euclid 13 8: Fibonacci until 2 1, four forced moves");
	explain_free(&e);

	ok(check_explain_text("euclid", "5 5", &e) &&
	    check_has(&e, "Subtract 1 x 5 from 5 and make a 0"),
	    "euclid 5 5: make a 0");
	explain_free(&e);

	ok(check_explain_text("euclid", "0 7", &e) &&
	    check_has(&e, "game is over"),
	    "euclid 0 7: over");
	explain_free(&e);
}

static void
test_multiply(void)
{
	struct explanation e;

	ok(check_explain_text("multiply", "1000 3", &e) && !e.is_sum &&
	    check_has(&e, "M = ceil(1000 / 3) = 334"),
	    "multiply 1000 3: M = 334");
	/* ceil(1000/324) = 4 .. ceil(1000/162) - 1 = 6 are lost, and
	 * ceil(1000/18) = 56 .. ceil(1000/9) - 1 = 111. */
	ok(check_has(&e, "  1-3      won   factor needed 334-1000  <- here\n"
	    "  4-6      lost  factor needed 167-250\n"
	    "  7-55     won   factor needed 19-143\n"
	    "  56-111   lost  factor needed 10-18\n"
	    "  112-999  won   factor needed 2-9\n"
	    "  1000     the target, reached\n"),
	    "1000 3: the number line, 3 placed in 1-3");
	ok(check_has(&e, "M = 334 lies in (324, 2916]") &&
	    check_has(&e, "multiply by 2, making 6, where the factor needed "
	    "is 167, in the lost (162, 324]"), "1000 3: double to 6");
	explain_free(&e);

	ok(check_explain_text("multiply", "1000 6", &e) &&
	    check_has(&e, "4-6      lost  factor needed 167-250  <- here") &&
	    check_has(&e, "lost (162, 324]: the factors 2..9 leave 19 to 84, "
	    "all in (18, 162]"), "multiply 1000 6: lost, every factor into "
	    "(18, 162]");
	explain_free(&e);

	ok(check_explain_text("multiply", "18", &e) &&
	    check_has(&e, "  1     lost  factor needed 18  <- here\n") &&
	    check_has(&e, "leave 2 to 9, all in (1, 9]"), "multiply 18: lost");
	explain_free(&e);

	ok(check_explain_text("multiply", "50 6", &e) &&
	    check_has(&e, "multiply by 9 and reach the target"),
	    "multiply 50 6: reach it");
	explain_free(&e);

	ok(check_explain_text("multiply", "9223372036854775807", &e) &&
	    check_has(&e, "(6746640616477458432, 9 x 6746640616477458432]") &&
	    check_has(&e, "1024819115206086201-9223372036854775806  won"),
	    "multiply 2^63-1: 18^15 and beyond, without overflow");
	explain_free(&e);
}

static void
test_staircase(void)
{
	struct explanation e;

	ok(check_explain_text("staircase", "1 5 6 7 9 12 14 17", &e) &&
	    e.is_sum && e.parts.n == 4 && e.nimsum == 3,
	    "staircase: four pairs, nim-sum 3");
	ok(check_has(&e, "cells 1,5    3  11\ncells 6,7    0  00\n"
	    "cells 9,12   2  10\ncells 14,17  2  10\n") &&
	    check_has(&e, "nim-sum      3  11\n"),
	    "the gaps 3 0 2 2 in binary");
	ok(e.move_part == 0 && check_has(&e, "cell 5 to cell 2, leaving "
	    "1 2 6 7 9 12 14 17"), "close the pair 1,5");
	explain_free(&e);

	ok(check_explain_text("staircase", "6 2 5", &e) && e.parts.n == 2 &&
	    check_has(&e, "wall,cell 2  1  1\n") && e.move_part == 0,
	    "staircase 2 5 6: the odd man out pairs with the wall");
	explain_free(&e);

	/* Pairs 3,4 (gap 0) and 6,8 (gap 1): the argument closes the right
	 * pair, the one with the 1; moving the left pair's left man wins
	 * too, a move up, and is said to be one. */
	ok(check_explain_text("staircase", "3 4 6 8", &e) && e.nimsum == 1 &&
	    e.move_part == 1 && check_has(&e, "change cells 6,8 from value 1 "
	    "to 1 ^ 1 = 0") && check_has(&e, "For example: move the chessman "
	    "on cell 8 to cell 7, leaving 3 4 6 7") &&
	    check_has(&e, "in cells 3,4, a move up from 0 to 0 ^ 1 = 1") &&
	    check_has(&e, "leaving 2 4 6 8") && check_has(&e, "The winning "
	    "move slides the right man of its pair, from cell 8 to 7"),
	    "staircase 3 4 6 8: the right man of the pair with the 1; a left "
	    "man widening its pair is a move up");
	explain_free(&e);
}

/* The line of the text holding "<- here", once, or NULL. */
static const char *
here_line(const char *text, char *line, size_t len)
{
	const char *h = strstr(text, "<- here"), *start;
	size_t n;

	if (h == NULL || strstr(h + 1, "<- here") != NULL)
		return NULL;
	for (start = h; start > text && start[-1] != '\n'; start--)
		;
	n = (size_t)(h - start) < len - 1 ? (size_t)(h - start) : len - 1;
	memcpy(line, start, n);
	line[n] = '\0';
	return line;
}

/* Does the explanation of p agree with the theory's outcome? */
static bool
verdict_agrees(struct rules *r, const struct pos *p)
{
	struct explanation e;
	struct sg_cause why;
	const char *t, *l;
	char line[256];
	bool good = false, lost;

	if (explain_new(r, p, &e, &why) != SG_OK) {
		explain_free(&e);
		return false;
	}
	t = sbuf_str(&e.text);
	lost = e.sol.outcome == OUTCOME_P;
	if (strcmp(r->game->name, "euclid") == 0)
		good = strstr(t, lost ? "The player to move loses." :
		    "The player to move wins.") != NULL;
	else if (strcmp(r->game->name, "multiply") == 0)
		good = (l = here_line(t, line, sizeof line)) != NULL &&
		    (strstr(l, "lost") != NULL || strstr(l, "reached") !=
		    NULL) == lost;
	else
		good = e.is_sum && e.nimsum == e.sol.grundy;
	explain_free(&e);
	return good;
}

/* Staircase cells rise strictly; a multiply value is at most its target. */
static bool
valid(const char *game, const uint64_t *v, int k)
{
	int i;

	if (strcmp(game, "multiply") == 0)
		return v[0] >= 2 && v[1] <= v[0];
	for (i = 1; strcmp(game, "staircase") == 0 && i < k; i++) {
		if (v[i - 1] >= v[i])
			return false;
	}
	return true;
}

static void
check_all(const char *game, int k, uint64_t lo, uint64_t hi)
{
	struct rules *r = check_rules(game, NULL);
	unsigned long n = 0, bad = 0;
	struct pos p;
	uint64_t v[4];
	int i;

	pos_init(&p);
	for (i = 0; i < k; i++)
		v[i] = lo;
	for (;;) {
		pos_resize(&p, (size_t)k);
		memcpy(p.v, v, (size_t)k * sizeof *v);
		if (valid(game, v, k)) {
			n++;
			if (!verdict_agrees(r, &p) && bad++ < 5)
				diag("%s %s: the explanation disagrees", game,
				    check_fmt(r, &p));
		}
		for (i = k - 1; i >= 0 && v[i] == hi; i--)
			v[i] = lo;
		if (i < 0)
			break;
		v[i]++;
	}
	ok(bad == 0, "%s: every explanation agrees with the theory on %lu "
	    "positions (%lu wrong)", game, n, bad);
	pos_free(&p);
	rules_free(r);
}

int
main(void)
{
	test_euclid();
	test_multiply();
	test_staircase();
	check_all("euclid", 2, 1, 60);
	check_all("multiply", 2, 1, 400);
	check_all("staircase", 3, 1, 14);
	check_all("staircase", 4, 1, 14);
	return done_testing();
}
