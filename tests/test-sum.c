/*
 * test-sum.c: sums of different games.  The theory against the brute force
 * on the small positions of sums of many kinds of parts, and of sums
 * played as Every-SG (--every) (test-boards.c
 * goes through the first named sum only); the parts a board would draw,
 * and a part's move joined back into the sum; the rules' parts kept from
 * one parse to the next; a part past enumeration answered by its theory.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "check.h"

/* Sums whose parts are games of every kind of board and theory. */
static const char *const sums[] = {
	"grundy 5 + subtract --take 1,3,4 6 + circle 5",
	"staircase 1 3 5 + euclid 3 2",
	"turtles THHT + moore --k 2 1 2 + lasker 2",
	"ordered 1 2 + cutting 2x3 + multiply 20 3",
	"takebreak --code 0.137 5 + chomp 2x2 + wythoff 1 2",
	"nim 2 + nim 1 + nim 3 + kayles 2",
	/* Every-SG: the step counts against the brute force over the
	 * moves of the whole, every part that can move moving. */
	"--every nim 3 + grundy 7",
	"--every kayles 4 + subtract --take 1,2 5 + nim 1",
	"--every fibonacci 8 + euclid 5 3",
	"--every staircase 1 4 + turtles THHT + chomp 2x2",
	NULL
};

static struct rules *
parse_sum(const char *text, struct pos *p)
{
	struct rules *r = NULL;
	struct sg_cause why;

	if (game_parse_line(game_find("sum"), text, &r, p, &why) != SG_OK)
		check_bail("sum %s: %s", text, why.text);
	return r;
}

static void
test_brute(const char *text)
{
	struct check_run cr;
	struct poslist smalls;
	struct rules *r;
	struct pos p;
	size_t i;

	pos_init(&p);
	r = parse_sum(text, &p);
	poslist_init(&smalls);
	if (r->game->tests.smalls(r, &smalls) != SG_OK || smalls.n < 50)
		check_bail("sum %s: %zu small positions", text, smalls.n);
	check_run_init(&cr, r, 1 << 20);
	check_position(&cr, &p);
	for (i = 0; i < smalls.n; i++)
		check_position(&cr, &smalls.p[i]);
	check_report(&cr, text);
	check_run_free(&cr);
	poslist_free(&smalls);
	pos_free(&p);
	rules_free(r);
}

/* The parts a board would draw, and a move of one joined back. */
static void
test_parts(void)
{
	struct game_part part[4];
	struct sg_cause why;
	struct rules *r;
	struct pos p, q, w, to;
	struct sbuf sb;
	size_t n = 0, k;
	bool good;

	pos_init(&p);
	pos_init(&q);
	pos_init(&to);
	sbuf_init(&sb);
	r = parse_sum("nim 3 4 + kayles 5 + subtract --take 1,3,4 9", &p);
	good = r->game->play.parts(r, &p, part, 4, &n, &why) == SG_OK && n == 3;
	for (k = 0; good && k < n; k++) {
		if (k > 0)
			sbuf_add(&sb, " | ");
		sbuf_printf(&sb, "%s ", part[k].rules->game->name);
		pos_resize(&q, part[k].count);
		memcpy(q.v, p.v + part[k].first, part[k].count * sizeof *q.v);
		game_format(part[k].rules, &q, &sb);
	}
	ok(good && strcmp(sbuf_str(&sb), "nim 3 4 | kayles 5 | subtract 9") ==
	    0, "the parts, each in its own game: %s", sbuf_str(&sb));
	pos_init(&w);
	pos_push(&w, 1);
	pos_push(&w, 2);
	good = r->game->play.join(r, &p, 1, &w, &to, &why) == SG_OK;
	ok(good && strcmp(check_fmt(r, &to), "nim 3 4 + kayles 1 2 + subtract "
	    "--take 1,3,4 9") == 0 && r->game->rules.check(r, &p, &to, &why) ==
	    SG_OK, "a move of part 2 joined back is a move of the sum: %s",
	    check_fmt(r, &to));
	good = r->game->play.parts(r, &to, part, 2, &n, &why) == SG_OK && n == 2 &&
	    part[1].count == 2 && part[1].first == 4;
	ok(good, "at most max parts; a part's entries move with its length");
	w.n = 1;
	w.v[0] = 7;
	ok(r->game->play.join(r, &p, 0, &w, &to, &why) == SG_OK &&
	    r->game->rules.check(r, &p, &to, &why) == SG_EINVAL &&
	    strstr(why.text, "in nim 3 4 (part 1)") != NULL,
	    "an illegal move of a part is refused naming it: %s", why.text);
	pos_free(&w);
	sbuf_free(&sb);
	pos_free(&p);
	pos_free(&q);
	pos_free(&to);
	rules_free(r);
}

/* Parse text on the rules r as they are (no new rules). */
static int
reparse(struct rules *r, const char *text, struct pos *out,
    struct sg_cause *why)
{
	char *copy, **argv;
	int argc, rc;

	if ((rc = sg_split(text, &copy, &argv, &argc, why)) != SG_OK)
		return rc;
	rc = r->game->notation.parse(r, argc, argv, out, why);
	free(argv);
	free(copy);
	return rc;
}

/* A later parse on the same rules must name the same games. */
static void
test_reparse(void)
{
	struct sg_cause why;
	struct rules *r;
	struct pos p, q;

	pos_init(&p);
	pos_init(&q);
	r = parse_sum("nim 3 + subtract --take 1,2 5", &p);
	ok(reparse(r, "nim 0 + subtract --take 1,2 4", &q, &why) == SG_OK &&
	    strcmp(check_fmt(r, &q), "nim 0 + subtract --take 1,2 4") == 0,
	    "the same parts read again on the same rules");
	ok(reparse(r, "nim 3 + subtract --take 1,3 5", &q, &why) ==
	    SG_EINVAL && strstr(why.text, "part 2: subtract --take 1,3, "
	    "where this sum has subtract --take 1,2") != NULL,
	    "other options in a part are refused: %s", why.text);
	ok(reparse(r, "nim 3", &q, &why) == SG_EINVAL,
	    "fewer parts are refused: %s", why.text);
	ok(reparse(r, "kayles 3 + subtract --take 1,2 5", &q, &why) ==
	    SG_EINVAL, "another game in a part is refused: %s", why.text);
	pos_free(&p);
	pos_free(&q);
	rules_free(r);
}

/* Each winning move of text's solution, at most limit, is a lost sum. */
static bool
wins_lost(struct rules *r, const struct solution *sol)
{
	struct solution o;
	struct sg_cause why;
	size_t i;
	bool good = true;

	for (i = 0; i < sol->wins.n && good; i++) {
		solution_init(&o, 0);
		good = r->game->theory.solve(r, &sol->wins.p[i], &o, &why) == SG_OK &&
		    o.outcome == OUTCOME_P;
		solution_free(&o);
	}
	return good;
}

/* Parts too large for their moves to be tried one by one. */
static void
test_large(void)
{
	static const struct {
		const char *text;
		size_t wins;
		bool partial;
	} large[] = {
		{ "kayles 100000 + nim 3", 0, false },
		{ "grundy 3000 + nim 5000", 0, false },
		{ "nim 1000000 + nim 999999 + kayles 1000000000", 1, true },
		{ "subtract --take 1,3,4 1000000 + nim 6000", 1, false },
	};
	struct solution sol;
	struct sg_cause why;
	struct rules *r;
	struct pos p;
	size_t i;
	int rc;

	for (i = 0; i < sizeof large / sizeof large[0]; i++) {
		pos_init(&p);
		r = parse_sum(large[i].text, &p);
		solution_init(&sol, 1000);
		rc = r->game->theory.solve(r, &p, &sol, &why);
		ok(rc == SG_OK && (large[i].wins == 0 || sol.wins.n ==
		    large[i].wins) && sol.partial == large[i].partial &&
		    (sol.outcome == OUTCOME_P || sol.wins.n > 0) &&
		    wins_lost(r, &sol), "%s: %c, %zu winning moves%s, each "
		    "lost", large[i].text, sol.outcome == OUTCOME_N ? 'N' : 'P',
		    sol.wins.n, sol.partial ? " (partial)" : "");
		solution_free(&sol);
		pos_free(&p);
		rules_free(r);
	}
}

int
main(void)
{
	const char *const *s;

	for (s = sums; *s != NULL; s++)
		test_brute(*s);
	test_parts();
	test_reparse();
	test_large();
	return done_testing();
}
