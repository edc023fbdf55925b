/*
 * test-boards.c: every registered game, through the registry only: its
 * theory against the brute force on its small positions, and its board
 * (the move models it declares) able to make every legal move of those
 * positions with the keys.  Then the move models on chosen key sequences
 * and the readers of what a move changed.  A new game is covered here
 * without a line of this file changing.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "engine/change.h"
#include "engine/judge.h"
#include "play/choice.h"
#include "press.h"
#include "play/starts.h"
#include "play/session.h"

enum {
	STATES_MAX = 1 << 14,	/* choices explored from one position */
	TABLE_SIZE = 1 << 16	/* slots of the set of states seen */
};

/* The rules a game is tested under: those of its first named position
 * (a subtraction set, a code), else its defaults. */
static struct rules *
rules_for(const struct game *g)
{
	const char *const *pre = starts_named(g);
	struct sg_cause why;
	struct rules *r = NULL;
	struct pos p;

	pos_init(&p);
	if (pre[0] != NULL && sess_parse_line(g, pre[0], &r, &p, &why) == SG_OK) {
		pos_free(&p);
		return r;
	}
	pos_free(&p);
	if (rules_new(g, &r, &why) != SG_OK)
		check_bail("%s: no rules: %s", g->name, why.text);
	return r;
}

/* A set of 64-bit hashes, open addressing (0 stands for empty). */
struct seen {
	uint64_t *slot;
	size_t n;
};

static uint64_t
mix(uint64_t h, uint64_t x)
{
	h ^= x + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
	return h * 0xff51afd7ed558ccdULL;
}

/* Add h; false when it was there. */
static bool
seen_add(struct seen *s, uint64_t h)
{
	size_t i = (size_t)(h % TABLE_SIZE);

	h |= 1;
	while (s->slot[i] != 0) {
		if (s->slot[i] == h)
			return false;
		i = (i + 1) % TABLE_SIZE;
	}
	s->slot[i] = h;
	s->n++;
	return true;
}

static uint64_t
choice_hash(const struct choice *c)
{
	uint64_t h = mix(0, c->kind);
	size_t i;

	h = mix(h, c->item);
	h = mix(h, c->unit);
	h = mix(h, c->extra);
	h = mix(h, c->cross);
	h = mix(h, (uint64_t)c->phase);
	h = mix(h, c->phase == 1 ? c->target : 0);
	for (i = 0; i < c->give.n; i++)
		h = mix(h, c->give.v[i]);
	/* A game made of parts: the part with the keys and its choice. */
	if (c->nparts > 0) {
		h = mix(h, c->part);
		if (c->part < c->nparts)
			h = mix(h, choice_hash(&c->parts[c->part]));
	}
	return h;
}

static void
canon(struct rules *r, struct pos *p)
{
	if (r->game->notation.canon != NULL)
		r->game->notation.canon(r, p);
}

static const enum action walk[] = {
	ACT_UP, ACT_DOWN, ACT_LEFT, ACT_RIGHT, ACT_NEXT, ACT_PREV,
	ACT_CONFIRM, ACT_CANCEL, ACT_KIND, ACT_PAGEDOWN
};

/* Every position the keys can build from p, canonical, in built. */
static void
reachable(struct rules *r, const struct pos *p, bool turned,
    struct poslist *built)
{
	struct choice *queue = calloc(STATES_MAX, sizeof *queue), next;
	struct seen s = { calloc(TABLE_SIZE, sizeof(uint64_t)), 0 };
	struct choice_ev ev = { 0 };
	struct sg_cause why;
	struct pos to;
	size_t head = 0, tail = 0, k;

	if (queue == NULL || s.slot == NULL)
		check_bail("out of memory");
	pos_init(&to);
	choice_init(&queue[tail++], r, p, turned);
	seen_add(&s, choice_hash(&queue[0]));
	for (; head < tail; head++) {
		if (choice_build(&queue[head], p, &to, &why) == SG_OK) {
			canon(r, &to);
			if (!poslist_has(built, &to))
				poslist_add(built, &to);
		}
		for (k = 0; k < sizeof walk / sizeof walk[0]; k++) {
			pos_init(&next.give);
			choice_copy(&next, &queue[head]);
			ev.act = walk[k];
			if (choice_action(&next, p, &ev, &why) ||
			    tail == STATES_MAX ||
			    !seen_add(&s, choice_hash(&next))) {
				choice_free(&next);
				continue;
			}
			queue[tail++] = next;
		}
	}
	for (k = 0; k < tail; k++)
		choice_free(&queue[k]);
	free(queue);
	free(s.slot);
	pos_free(&to);
}

/* Can the keys make every legal move of p?  Counts the misses. */
static unsigned long
board_makes_all(struct rules *r, const struct pos *p, bool turned)
{
	struct poslist moves, built;
	struct sg_cause why;
	unsigned long missed = 0;
	size_t i;

	poslist_init(&moves);
	poslist_init(&built);
	if (r->game->rules.moves(r, p, &moves, &why) != SG_OK)
		check_bail("%s %s: moves: %s", r->game->name, check_fmt(r, p),
		    why.text);
	reachable(r, p, turned, &built);
	for (i = 0; i < moves.n; i++) {
		canon(r, &moves.p[i]);
		if (poslist_has(&built, &moves.p[i]))
			continue;
		if (missed++ == 0) {
			char from[256];

			snprintf(from, sizeof from, "%s", check_fmt(r, p));
			diag("%s %s: no keys make the move to %s",
			    r->game->name, from, check_fmt(r, &moves.p[i]));
		}
	}
	poslist_free(&moves);
	poslist_free(&built);
	return missed;
}

/* Is the choice on p a legal move?  Its result in to. */
static bool
choice_legal(struct rules *r, const struct choice *c, const struct pos *p,
    struct pos *to, struct sg_cause *why)
{
	return choice_build(c, p, to, why) == SG_OK &&
	    r->game->rules.check(r, p, to, why) == SG_OK;
}

/* Does p have a move? */
static bool
has_move(struct rules *r, const struct pos *p)
{
	struct sg_cause why;
	struct pos q;
	bool some;

	pos_init(&q);
	some = r->game->rules.any_move(r, p, &q, &why) == SG_OK;
	pos_free(&q);
	return some;
}

/* Enter at the start of a turn on p makes a legal move, and so it does
 * again after that move (the board chooses afresh), unless it is over.
 * false, with the reason, when not. */
static bool
first_choice_legal(struct rules *r, const struct pos *p, bool turned)
{
	struct sg_cause why;
	struct choice c;
	struct pos to, next;
	bool good = true;

	if (!has_move(r, p))
		return true;
	pos_init(&to);
	pos_init(&next);
	choice_init(&c, r, p, turned);
	if (!choice_legal(r, &c, p, &to, &why)) {
		diag("%s %s: the first choice is no move: %s", r->game->name,
		    check_fmt(r, p), why.text);
		good = false;
	} else if (pos_copy(&next, &to) == SG_OK && has_move(r, &next)) {
		choice_reset(&c, &next);
		if (!choice_legal(r, &c, &next, &to, &why)) {
			diag("%s %s: after a move, the choice is no move: %s",
			    r->game->name, check_fmt(r, &next), why.text);
			good = false;
		}
	}
	choice_free(&c);
	pos_free(&to);
	pos_free(&next);
	return good;
}

/* The position's text with the game's options, as sess_notation. */
static void
notation(struct rules *r, const struct pos *p, struct sbuf *out)
{
	if (r->game->notation.format_opts != NULL)
		r->game->notation.format_opts(r, out);
	if (out->len > 0)
		sbuf_addc(out, ' ');
	game_format(r, p, out);
}

/* Text parses to a position whose notation parses back to the same. */
static bool
round_trip(const struct game *g, const char *text)
{
	struct rules *r = NULL, *r2 = NULL;
	struct sg_cause why;
	struct pos p, q;
	struct sbuf sb;
	bool good;

	pos_init(&p);
	pos_init(&q);
	sbuf_init(&sb);
	good = sess_parse_line(g, text, &r, &p, &why) == SG_OK;
	if (good) {
		notation(r, &p, &sb);
		good = sess_parse_line(g, sbuf_str(&sb), &r2, &q, &why) ==
		    SG_OK && pos_eq(&p, &q);
	}
	if (!good)
		diag("%s %s: %s", g->name, text, why.text);
	rules_free(r);
	rules_free(r2);
	pos_free(&p);
	pos_free(&q);
	sbuf_free(&sb);
	return good;
}

/* The named positions, and random starts at every level fair to the
 * side that moves first (and to a person under misere play, on the
 * small levels). */
static void
test_starts(const struct game *g)
{
	const char *const *pre = starts_named(g);
	unsigned level, bad = 0, tries = 0, named = 0;
	struct solution sol;
	struct sg_cause why;
	struct rules *r;
	uint64_t seed = 2026;
	struct pos p;
	struct judge j;
	int k;

	for (; *pre != NULL; pre++, named++)
		bad += !round_trip(g, *pre);
	ok(named > 0 && bad == 0, "%s: its %u named positions parse and "
	    "round-trip", g->name, named);
	bad = 0;
	for (level = 1; level <= 5; level++) {
		for (k = 0; k < 8; k++, tries++) {
			enum side first = k % 2 ? SIDE_COMPUTER : SIDE_HUMAN;
			bool misere = level <= 2 && k >= 4;

			pos_init(&p);
			solution_init(&sol, 0);
			if (starts_random(g, NULL, level, first, misere, &seed,
			    &r, &p, &why) != SG_OK) {
				/* A misere search may be past its limits. */
				bad += !misere;
				if (!misere)
					diag("%s level %u: %s", g->name, level,
					    why.text);
				solution_free(&sol);
				pos_free(&p);
				continue;
			}
			if (judge_init(&j, r, misere, &why) != SG_OK ||
			    judge_solve(&j, &p, &sol, &why) != SG_OK ||
			    (sol.outcome == OUTCOME_N) != (first ==
			    SIDE_HUMAN) || sess_startable(r, &p, &why) !=
			    SG_OK) {
				bad++;
				diag("%s level %u: %s is not fair", g->name,
				    level, check_fmt(r, &p));
			}
			judge_free(&j);
			solution_free(&sol);
			rules_free(r);
			pos_free(&p);
		}
	}
	ok(bad == 0, "%s: %u random starts over the levels are fair, none "
	    "finished", g->name, tries);
}

static void
test_game(const struct game *g)
{
	struct check_run cr;
	struct poslist smalls;
	struct rules *r = rules_for(g);
	unsigned long missed = 0, bad = 0;
	bool filled;
	size_t i;

	poslist_init(&smalls);
	/* Filled first: the count in the message is read before ok runs. */
	filled = g->tests.smalls != NULL && g->tests.smalls(r, &smalls) == SG_OK;
	if (!ok(filled && smalls.n > 0, "%s declares its small positions "
	    "(%zu)", g->name, smalls.n)) {
		rules_free(r);
		return;
	}
	check_run_init(&cr, r, 1 << 20);
	for (i = 0; i < smalls.n; i++)
		check_position(&cr, &smalls.p[i]);
	check_report(&cr, g->name);
	check_run_free(&cr);
	/* A game made of games is played with its parts' own models. */
	ok((g->play.models[0] != MOVE_NONE && g->play.item != NULL &&
	    g->play.changes != NULL) || (g->play.parts != NULL &&
	    g->play.join != NULL), "%s declares how it is played on a board",
	    g->name);
	for (i = 0; i < smalls.n; i++) {
		unsigned long m = board_makes_all(r, &smalls.p[i],
		    g->play.board == BOARD_STAIR);

		missed += m;
		bad += m > 0;
	}
	ok(missed == 0, "%s: the keys make every legal move of its %zu small "
	    "positions (%lu missed in %lu positions)", g->name, smalls.n,
	    missed, bad);
	for (bad = 0, i = 0; i < smalls.n; i++)
		bad += !first_choice_legal(r, &smalls.p[i],
		    g->play.board == BOARD_STAIR);
	ok(bad == 0, "%s: Enter at the start of a turn makes a legal move, "
	    "and again after it (%lu of %zu small positions not)", g->name,
	    bad, smalls.n);
	poslist_free(&smalls);
	rules_free(r);
}

/* The position keys build on the board of game from the position text;
 * want: the position built, or with a leading ! the refusal of the last
 * key (its reason containing the rest). */
static void
try_keys(const char *game, const char *from, const char *keys,
    const char *want)
{
	const struct game *g = game_find(game);
	struct rules *r = NULL;
	struct sg_cause why, refused;
	struct choice c;
	struct pos p, to;
	int rc;

	pos_init(&p);
	pos_init(&to);
	/* A position with options ("--code 4.0 10") brings its rules. */
	if (strncmp(from, "--", 2) == 0) {
		if (sess_parse_line(g, from, &r, &p, &why) != SG_OK)
			check_bail("%s %s: %s", game, from, why.text);
	} else {
		r = rules_for(g);
		check_parse(r, from, &p);
	}
	choice_init(&c, r, &p, g->play.board == BOARD_STAIR);
	press_keys(&c, &p, keys, &refused);
	rc = choice_build(&c, &p, &to, &why);
	if (want[0] == '!')
		ok(rc == SG_OK && strstr(refused.text, want + 1) != NULL,
		    "%s %s, keys %s: refused (%s), the move still shown",
		    game, from, keys, refused.text);
	else
		ok(rc == SG_OK && strcmp(check_fmt(r, &to), want) == 0,
		    "%s %s, keys %s: %s", game, from, keys,
		    rc == SG_OK ? check_fmt(r, &to) : why.text);
	choice_free(&c);
	pos_free(&p);
	pos_free(&to);
	rules_free(r);
}

/*
 * A token layout declared by a game: rows of eight cells, each with a
 * white token (entries 0, 2, ...) that slides right and a black one that
 * slides left at most three cells (Northcott's rows, with a short reach
 * for the test), on the staircase's slide model.
 */
static void
rows_of_two(const struct rules *r, const struct pos *p, size_t i,
    size_t *row, unsigned *kind)
{
	(void)r;
	(void)p;
	*row = i / 2;
	*kind = (unsigned)(i % 2);
}

static uint64_t
eight_cells(const struct rules *r, const struct pos *p, size_t row)
{
	(void)r;
	(void)p;
	(void)row;
	return 8;
}

/* The rule of those rows: one token moves, towards the other of its row,
 * not onto or past it; black three cells at most. */
static int
towards(struct rules *r, const struct pos *from, const struct pos *to,
    struct sg_cause *why)
{
	size_t i, moved = 0, k = 0;

	(void)r;
	for (i = 0; i < from->n && i < to->n; i++)
		if (from->v[i] != to->v[i]) {
			moved++;
			k = i;
		}
	if (from->n != to->n || moved != 1)
		return sg_fail(why, SG_EINVAL, "one token moves");
	if (k % 2 == 0 ? to->v[k] > from->v[k] && to->v[k] < from->v[k + 1] :
	    to->v[k] < from->v[k] && to->v[k] > from->v[k - 1] &&
	    from->v[k] - to->v[k] <= 3)
		return SG_OK;
	return sg_fail(why, SG_EINVAL, "towards the other, not past it");
}

/* Press keys on the layout's position from (four entries), the move
 * built in want ("" when refused, the refusal then in refusal). */
static void
try_tokens(const struct game *g, const uint64_t from[4], const char *keys,
    const char *want, const char *refusal)
{
	struct rules *r = NULL;
	struct sg_cause why, refused;
	struct choice c;
	struct pos p, to;
	struct sbuf got;
	size_t i;
	int rc;

	pos_init(&p);
	pos_init(&to);
	sbuf_init(&got);
	rules_new(g, &r, &why);
	for (i = 0; i < 4; i++)
		pos_push(&p, from[i]);
	choice_init(&c, r, &p, false);
	press_keys(&c, &p, keys, &refused);
	rc = choice_build(&c, &p, &to, &why);
	for (i = 0; rc == SG_OK && i < to.n; i++)
		sbuf_printf(&got, "%s%llu", i > 0 ? " " : "",
		    (unsigned long long)to.v[i]);
	if (refusal != NULL)
		ok(strstr(refused.text, refusal) != NULL, "tokens %llu %llu "
		    "%llu %llu, keys %s: refused: %s", (unsigned long long)
		    from[0], (unsigned long long)from[1], (unsigned long long)
		    from[2], (unsigned long long)from[3], keys, refused.text);
	else
		ok(rc == SG_OK && strcmp(sbuf_str(&got), want) == 0,
		    "tokens %llu %llu %llu %llu, keys %s: %s",
		    (unsigned long long)from[0], (unsigned long long)from[1],
		    (unsigned long long)from[2], (unsigned long long)from[3],
		    keys, rc == SG_OK ? sbuf_str(&got) : why.text);
	sbuf_free(&got);
	choice_free(&c);
	pos_free(&p);
	pos_free(&to);
	rules_free(r);
}

static void
test_tokens(void)
{
	struct game g = *game_find("staircase");
	static const struct token_kind white = { "white", "\u25cb", "o",
		false, true, 0 };
	static const struct token_kind black = { "black", "\u25cf", "x",
		true, false, 3 };
	static const uint64_t rows[4] = { 2, 6, 1, 7 };
	static const uint64_t stuck[4] = { 2, 3, 1, 7 };
	struct rules *r = NULL;
	struct sg_cause why;
	struct pos p;
	uint64_t lo, hi;
	size_t row, i;

	g.play.tokens.kinds[0] = white;
	g.play.tokens.kinds[1] = black;
	g.play.tokens.place = rows_of_two;
	g.play.tokens.cells = eight_cells;
	g.rules.check = towards;
	pos_init(&p);
	rules_new(&g, &r, &why);
	for (i = 0; i < 4; i++)
		pos_push(&p, rows[i]);
	ok(game_token_rows(r, &p) == 2 && game_token_cells(r, &p, 1) == 8,
	    "a declared layout: two rows of eight cells");
	ok(game_token(r, &p, 3, &row) == &g.play.tokens.kinds[1] && row == 1,
	    "entry 4: the black token of row 2");
	game_token_reach(r, &p, 0, &lo, &hi);
	ok(lo == 2 && hi == 8, "white on cell 2 reaches cells 2..8 (right "
	    "only): %llu..%llu", (unsigned long long)lo,
	    (unsigned long long)hi);
	game_token_reach(r, &p, 1, &lo, &hi);
	ok(lo == 3 && hi == 6, "black on cell 6 reaches 3..6 (left, three "
	    "at most): %llu..%llu", (unsigned long long)lo,
	    (unsigned long long)hi);
	rules_free(r);
	pos_free(&p);
	/* The slide model on it: the white token starts a cell right, the
	 * black a cell left; each goes only its own way and as far. */
	try_tokens(&g, rows, "", "3 6 1 7", NULL);
	try_tokens(&g, rows, ">>", "5 6 1 7", NULL);
	try_tokens(&g, rows, ">><", "4 6 1 7", NULL);
	try_tokens(&g, rows, "v", "2 5 1 7", NULL);
	try_tokens(&g, rows, "v<<<<", "2 3 1 7", NULL);
	try_tokens(&g, rows, "v<<>", "2 4 1 7", NULL);
	try_tokens(&g, rows, "vv", "2 6 2 7", NULL);
	try_tokens(&g, rows, "vvv", "2 6 1 6", NULL);
	try_tokens(&g, rows, "9", "", "can go to cells 2 to 8");
	try_tokens(&g, rows, "v1", "", "can go to cells 3 to 6");
	try_tokens(&g, rows, "4", "4 6 1 7", NULL);
	/* White 2 and black 3 of row 1 touch: neither can move, and the
	 * board starts on the white of row 2. */
	try_tokens(&g, stuck, "", "2 3 2 7", NULL);
}

static void
test_keys(void)
{
	try_keys("nim", "3 4 5", "v2", "3 2 5");
	/* Up and Down stop at the first and the last heap; Tab goes
	 * round. */
	try_keys("nim", "3 4 5", "^<<", "0 4 5");
	try_keys("nim", "3 4 5", "vvv", "3 4 4");
	try_keys("nim", "3 4 5", "ttt", "2 4 5");
	try_keys("nim", "3 4 5", ">>>", "2 4 5");
	try_keys("nim", "3 4 5", "9", "!has only 3 stones");
	try_keys("nim", "3 4 5", "12", "1 4 5");
	try_keys("grundy", "9", "", "4 5");
	try_keys("grundy", "9", ">>>", "2 7");
	try_keys("grundy", "17", "9", "8 9");
	try_keys("grundy", "17", "15", "2 15");
	try_keys("grundy", "2 9", "", "2 4 5");
	/* Heaps of 2 and 1 have no split: the cursor passes them by, down
	 * and up, and is never stopped by them; it stops at the last heap
	 * with a split, and at the first. */
	try_keys("grundy", "3 2 1 14", "v", "3 2 1 6 8");
	try_keys("grundy", "3 2 1 14", "vv", "3 2 1 6 8");
	try_keys("grundy", "3 2 1 14", "v^", "1 2 2 1 14");
	try_keys("grundy", "3 2 1 14", "^", "1 2 2 1 14");
	try_keys("lasker", "2 2", "kv", "2 1 1");
	try_keys("stones", "3 1 4", "vve>>", "5 1 1");
	/* 0.137 takes 1 only to empty a heap: the board starts on 2. */
	try_keys("takebreak", "10", "", "8");
	try_keys("takebreak", "10", "ttt", "3 5");
	try_keys("takebreak", "2 10", "v", "2 9");
	/* In 4.0 a move only splits: heaps of 1 have none, and the board
	 * goes past them to the heap that splits (after Tab). */
	try_keys("takebreak", "--code 4.0 1 1 10", "", "1 1 1 9");
	try_keys("takebreak", "--code 4.0 1 10 1", "^", "1 1 9 1");
	try_keys("takebreak", "--code 4.0 10 1 1", "vv", "1 9 1 1");
	try_keys("ordered", "3 4 5", ">v", "3 2 5");
	try_keys("kayles", "5", ">>t", "2 1");
	try_keys("kayles", "5", "4", "3 1");
	try_keys("kayles", "3 4", ">>>", "3 3");
	try_keys("kayles", "3 4", "<<t", "3 2");
	/* Dawson's Kayles takes two neighbours, never one: the board starts
	 * on two, the arrows and digits keep two, Tab has nothing to do. */
	try_keys("dawson", "5", "", "3");
	try_keys("dawson", "5", ">", "1 2");
	try_keys("dawson", "5", ">>>", "3");
	try_keys("dawson", "5", "5", "3");
	try_keys("dawson", "1 4", "", "1 2");
	try_keys("dawson", "5", "t", "!every move takes 2 neighbouring coins");
	try_keys("circle", "oooo", "<<t", "oo..");
	try_keys("circle", "o.oo", ">", "o..o");
	try_keys("circle", "oooooooooo", "5", "oooo.ooooo");
	try_keys("circle", "o.o.", "3t", "!no neighbour");
	/* Coin 1 is gone: 1 is refused, and 0 after it makes coin 10. */
	try_keys("circle", ".ooooooooooo", "10", ".oooooooo.oo");
	try_keys("staircase", "1 5 6", "<", "1 3 6");
	/* Chessman 3 and chessman 1 have no move: Down stays on 2. */
	try_keys("staircase", "1 5 6", "v2", "1 2 6");
	try_keys("cutting", "4x3", "<", "1x3 3x3");
	try_keys("cutting", "2x2 5x3", "tv", "2x2 5x1 5x2");
	try_keys("euclid", "25 7", ">>", "4 7");
	try_keys("euclid", "7 25", "2", "7 11");
	try_keys("euclid", "7 25", "12", "7 11");
	try_keys("multiply", "1000 6", "9", "1000 54");
	try_keys("multiply", "1000 6", "37", "1000 42");
	try_keys("multiply", "1000 144", "7", "1000 1000");
	try_keys("multiply", "1000 6", "0", "!no multiplier 0");
}

/* The key line of game on the position text (options first): has it the
 * words?  Words "t:REASON": Tab is refused with REASON. */
static void
key_line(const char *game, const char *from, const char *words, bool has)
{
	const struct game *g = game_find(game);
	struct sg_cause why;
	struct rules *r = NULL;
	struct choice c;
	struct sbuf sb;
	struct pos p;

	pos_init(&p);
	sbuf_init(&sb);
	if (sess_parse_line(g, from, &r, &p, &why) != SG_OK)
		check_bail("%s %s: %s", game, from, why.text);
	choice_init(&c, r, &p, false);
	if (words[0] == 't' && words[1] == ':') {
		/* Tab pressed: its refusal has the words after "t:". */
		press_keys(&c, &p, "t", &why);
		ok(strstr(why.text, words + 2) != NULL, "%s %s: Tab is "
		    "refused: %s", game, from, why.text);
	} else {
		choice_keys(&c, &sb);
		ok((strstr(sbuf_str(&sb), words) != NULL) == has, "%s %s: the "
		    "key line %s \"%s\" (%s)", game, from, has ? "shows" :
		    "leaves out", words, sbuf_str(&sb));
	}
	choice_free(&c);
	sbuf_free(&sb);
	pos_free(&p);
	rules_free(r);
}

static void
test_key_lines(void)
{
	key_line("kayles", "4 3", "Tab: one or more coins", true);
	key_line("dawson", "4 3", "Tab:", false);
	key_line("dawson", "4 3", "Enter take", true);
	key_line("circle", "10", "Tab: one or more coins", true);
	key_line("takebreak", "--code 0.137 9", "Tab split the rest", true);
	key_line("takebreak", "--code 0.33 9", "Tab", false);
	key_line("takebreak", "--code 0.33 9", "t:no move of this game splits "
	    "a heap", true);
}

static struct pos
nums(const char *text)
{
	struct pos p;
	char *copy = strdup(text), *w, *save = NULL;

	pos_init(&p);
	for (w = strtok_r(copy, " ", &save); w != NULL;
	    w = strtok_r(NULL, " ", &save))
		pos_push(&p, strtoull(w, NULL, 10));
	free(copy);
	return p;
}

static void
test_changes(void)
{
	struct pos a = nums("3 4 5"), b = nums("1 4 5"), c = nums("9");
	struct pos d = nums("4 5"), e = nums("10");
	struct changes cs;
	uint64_t lo;

	changes_init(&cs);
	change_lowered(&a, &b, false, &cs);
	ok(cs.n == 1 && changes_at(&cs, 0, 1) == CHANGE_TAKE &&
	    changes_at(&cs, 0, 0) == -1 && changes_at(&cs, 1, 3) == -1,
	    "3 4 5 -> 1 4 5 takes stones 2 and 3 of heap 1");
	changes_clear(&cs);
	change_split(&b, &a, false, &cs);
	ok(cs.n == 0, "no split reads 1 4 5 -> 3 4 5");
	change_split(&c, &d, false, &cs);
	ok(changes_find(&cs, CHANGE_SPLIT, 0, &lo) && lo == 4,
	    "9 -> 4 5 splits after 4 stones");
	changes_clear(&cs);
	change_split(&c, &d, true, &cs);
	ok(cs.n == 2 && changes_at(&cs, 0, 3) == CHANGE_TO &&
	    changes_at(&cs, 1, 4) == CHANGE_TO, "after it, both heaps are new");
	changes_clear(&cs);
	change_row_taken(&c, &d, false, &cs);
	ok(cs.n == 0, "no row reads 9 -> 4 5");
	change_row_taken(&e, &d, false, &cs);
	ok(changes_at(&cs, 0, 4) == CHANGE_TAKE && changes_at(&cs, 0, 5) ==
	    -1, "10 -> 4 5 takes coin 5");
	changes_free(&cs);
	pos_free(&a);
	pos_free(&b);
	pos_free(&c);
	pos_free(&d);
	pos_free(&e);
}

int
main(void)
{
	size_t i;

	for (i = 0; i < game_count(); i++) {
		test_game(game_at(i));
		test_starts(game_at(i));
	}
	test_keys();
	test_tokens();
	test_key_lines();
	test_changes();
	return done_testing();
}
