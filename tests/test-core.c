/*
 * test-core.c: the engine's shared pieces: mex, number parsing, positions,
 * the registry, the reader of game options and positions, the size of
 * a position that orders exercises by level.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "check.h"
#include "engine/practice.h"
#include "engine/sg.h"

static void
test_mex(void)
{
	uint64_t a[] = { 0 }, b[] = { 0, 1 }, c[] = { 0, 2 }, d[] = { 1, 2, 3 },
	    e[] = { 10, 100, 1000 }, f[] = { 3, 0, 1, 0, 2, 5 };
	struct sg_set s;

	ok(sg_mex(a, 1) == 1, "mex {0} = 1");
	ok(sg_mex(b, 2) == 2, "mex {0,1} = 2");
	ok(sg_mex(c, 2) == 1, "mex {0,2} = 1");
	ok(sg_mex(d, 3) == 0, "mex {1,2,3} = 0");
	ok(sg_mex(e, 3) == 0, "mex {10,100,1000} = 0");
	ok(sg_mex(f, 6) == 4, "mex {3,0,1,0,2,5} = 4");
	ok(sg_mex(NULL, 0) == 0, "mex {} = 0");
	sg_set_clear(&s);
	sg_set_add(&s, 0);
	sg_set_add(&s, 1);
	sg_set_add(&s, 3);
	sg_set_add(&s, UINT64_MAX);
	ok(sg_set_mex(&s) == 2, "bit-set mex {0,1,3,huge} = 2");
}

static void
test_parse(void)
{
	struct sg_cause why;
	uint64_t x = 7;

	ok(sg_parse_u64("9223372036854775807", sg_max_u63(), "heap", &x,
	    &why) == SG_OK && x == sg_max_u63(), "2^63-1 parses");
	ok(sg_parse_u64("9223372036854775808", sg_max_u63(), "heap", &x,
	    &why) == SG_EINVAL && strstr(why.text, "at most") != NULL,
	    "2^63 is refused, naming the limit: %s", why.text);
	ok(sg_parse_u64("99999999999999999999999", sg_max_u63(), "heap", &x,
	    &why) == SG_EINVAL, "overflow past 2^64 is refused");
	ok(sg_parse_u64("-3", sg_max_u63(), "heap", &x, &why) == SG_EINVAL &&
	    strcmp(why.text, "heap \"-3\": must be a whole number >= 0") == 0,
	    "a negative heap is refused: %s", why.text);
	ok(sg_parse_u64("", 10, "heap", &x, &why) == SG_EINVAL,
	    "an empty word is refused");
	ok(sg_parse_u64("1x", 10, "heap", &x, &why) == SG_EINVAL,
	    "trailing letters are refused");
	ok(sg_parse_u64("0", 10, "heap", &x, &why) == SG_OK && x == 0,
	    "zero parses");
}

static void
test_pos(void)
{
	uint64_t two[] = { 4, 5 };
	struct pos p, q;

	pos_init(&p);
	pos_init(&q);
	pos_push(&p, 1);
	pos_push(&p, 9);
	pos_push(&p, 2);
	pos_splice(&p, 1, two, 2);
	ok(p.n == 4 && p.v[0] == 1 && p.v[1] == 4 && p.v[2] == 5 &&
	    p.v[3] == 2, "splice replaces one entry by two");
	pos_splice(&p, 0, NULL, 0);
	ok(p.n == 3 && p.v[0] == 4, "splice with nothing removes");
	pos_copy(&q, &p);
	ok(pos_eq(&p, &q) && pos_cmp(&p, &q) == 0, "copies are equal");
	pos_sort(&q);
	ok(q.v[0] == 2 && q.v[2] == 5, "sort");
	pos_free(&p);
	pos_free(&q);
}

static void
test_registry(void)
{
	size_t i;
	bool names = true, complete = true;

	for (i = 0; i < game_count(); i++) {
		const struct game *g = game_at(i);

		names &= game_find(g->name) == g;
		complete &= g->notation.parse && g->notation.format && g->rules.moves && g->rules.check &&
		    g->rules.describe && g->rules.any_move && g->theory.solve && g->title &&
		    g->summary && g->notation.syntax;
	}
	ok(game_count() > 0 && names, "every game is found by its name");
	ok(complete, "every game has rules, notation and theory");
	ok(game_find("nonesuch") == NULL, "unknown names are not found");
}

/* game_parse_line(game, line): "" when refused, else the options and
 * position read back as text ("--take 1,3 | 10 7"); the reason in why. */
static const char *
parsed(const char *game, const char *line, struct sg_cause *why)
{
	static char buf[128];
	struct rules *r = NULL;
	struct sbuf sb;
	struct pos p;

	pos_init(&p);
	buf[0] = '\0';
	why->text[0] = '\0';
	if (game_parse_line(game_find(game), line, &r, &p, why) == SG_OK) {
		sbuf_init(&sb);
		if (r->game->notation.format_opts != NULL)
			r->game->notation.format_opts(r, &sb);
		sbuf_add(&sb, " | ");
		game_format(r, &p, &sb);
		snprintf(buf, sizeof buf, "%s", sbuf_str(&sb));
		sbuf_free(&sb);
	}
	rules_free(r);
	pos_free(&p);
	return buf;
}

static void
test_options(void)
{
	struct sg_cause why;
	char take[] = "--take", set[] = "1,2", *words[] = { take, set };
	struct rules *r;
	int used = -1;

	ok(strcmp(parsed("subtract", "--take 1,3 10  7", &why),
	    "--take 1,3 | 10 7") == 0, "an option with its value in the next "
	    "word, then the position");
	ok(strcmp(parsed("subtract", "--take=1,3\t10", &why),
	    "--take 1,3 | 10") == 0, "--name=value, words split at tabs too");
	ok(strcmp(parsed("nim", "3 4 5", &why), " | 3 4 5") == 0,
	    "no option");
	ok(strcmp(parsed("nim", "--take 1 3", &why), "") == 0 &&
	    strcmp(why.text, "option \"--take\": unknown for nim") == 0,
	    "an option the game lacks: %s", why.text);
	ok(strcmp(parsed("subtract", "--take", &why), "") == 0 &&
	    strcmp(why.text, "option \"--take\": needs a value") == 0,
	    "an option without its value: %s", why.text);
	ok(strcmp(parsed("subtract", "--take 1,2", &why), "") == 0 &&
	    strcmp(why.text, "subtract: missing the position ([--take SET] "
	    "HEAP...)") == 0, "options and no position: %s", why.text);
	ok(strcmp(parsed("nim", "  ", &why), "") == 0 &&
	    strstr(why.text, "missing the position") != NULL,
	    "nothing at all: %s", why.text);
	ok(strcmp(parsed("nim", "3 x", &why), "") == 0 &&
	    strstr(why.text, "heap \"x\"") != NULL,
	    "the game's own reason against the position: %s", why.text);

	if (rules_new(game_find("subtract"), &r, &why) != SG_OK)
		check_bail("rules: %s", why.text);
	ok(rules_set_opts(r, 2, words, &why) == SG_OK &&
	    rules_set_opts(r, 1, words + 1, &why) == SG_EINVAL &&
	    strstr(why.text, "options begin with --") != NULL,
	    "options alone: every word belongs to one: %s", why.text);
	rules_free(r);
	ok(game_parse_opts(game_find("subtract"), 2, words, &r,
	    &used, &why) == SG_OK && used == 2,
	    "the options at the front, and the words they took");
	rules_free(r);
}

/* The sizes of twelve exercises of g at level, added up. */
static uint64_t
level_size(const struct game *g, unsigned level)
{
	struct ex_run run;
	struct exercise e;
	struct sg_cause why;
	uint64_t s = 0;
	int i;

	ex_run_init(&run, 4);
	for (i = 0; i < 12; i++) {
		if (ex_next(&run, g, EX_ANY, level, &e, &why) != SG_OK) {
			diag("%s level %u: %s", g->name, level, why.text);
			break;
		}
		s += game_size(e.rules, &e.pos);
		ex_free(&e);
	}
	ex_run_free(&run);
	return s;
}

/*
 * Worksheets order exercises by the size the game measures (its size
 * hook, else the sum of its entries), whatever letters its notation uses:
 * level 5 asks positions half as large again as level 1, every game.
 */
static void
test_levels(void)
{
	uint64_t small, large;
	size_t i;
	int bad = 0;

	for (i = 0; i < game_count(); i++) {
		small = level_size(game_at(i), 1);
		large = level_size(game_at(i), 5);
		if (large <= small * 3 / 2) {
			bad++;
			diag("%s: level 1 adds up to %llu, level 5 to %llu",
			    game_at(i)->name, (unsigned long long)small,
			    (unsigned long long)large);
		}
	}
	ok(bad == 0, "level 5 asks positions half as large again as level 1, "
	    "every game");
}

/* A game's size hook is what game_size gives, and without one the sum of
 * the entries. */
static uint64_t
twice(const struct rules *r, const struct pos *p)
{
	(void)r;
	return 2 * p->n;
}

static void
test_size(void)
{
	struct game g = *game_at(0);
	struct rules *r = NULL;
	struct sg_cause why;
	struct pos p;

	pos_init(&p);
	if (rules_new(&g, &r, &why) != SG_OK || pos_push(&p, 3) != SG_OK ||
	    pos_push(&p, 4) != SG_OK) {
		ok(false, "a position to measure: %s", why.text);
		pos_free(&p);
		rules_free(r);
		return;
	}
	ok(game_size(r, &p) == 7, "no size hook: the sum of the entries");
	g.notation.size = twice;
	ok(game_size(r, &p) == 4, "a size hook: what it says");
	rules_free(r);
	pos_free(&p);
}

int
main(void)
{
	test_mex();
	test_parse();
	test_pos();
	test_registry();
	test_options();
	test_size();
	test_levels();
	return done_testing();
}
