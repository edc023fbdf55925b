/*
 * table.c: the data of the table panel.  Each game's entries come from its
 * own theory (heap_value, solve, cutting_wide_value), never from a second
 * copy of it; what this file knows is only where a table starts and ends,
 * and, for the multiplication game, where its stretches may break.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "table.h"
#include "games/cutting.h"

/* The multiplication game's blocks: M = ceil(N / P) changes value where it
 * crosses k u, for u a power of 18 and k one of these (see multiply.c). */
static const uint64_t stretch_k[] = { 1, 2, 4, 8, 9 };
enum { STRETCH_BLOCK = 18, STRETCH_MAX = 5 * 16 + 2 };

/* Sides of the cutting game tabled at least. */
enum { PIECES_MIN = 40 };

static int
cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return x < y ? -1 : x > y;
}

/* Sort the marks and drop repeats, so that lookups can bisect. */
static void
marks_sort(struct table *t)
{
	size_t i, k = 0;

	if (t->nmarks == 0)
		return;
	qsort(t->marks, t->nmarks, sizeof t->marks[0], cmp_u64);
	for (i = 1; i < t->nmarks; i++) {
		if (t->marks[i] != t->marks[k])
			t->marks[++k] = t->marks[i];
	}
	t->nmarks = k + 1;
}

static bool
marked(const struct table *t, uint64_t n)
{
	return t->nmarks > 0 && bsearch(&n, t->marks, t->nmarks,
	    sizeof t->marks[0], cmp_u64) != NULL;
}

static int
marks_alloc(struct table *t, size_t n, struct sg_cause *why)
{
	t->marks = calloc(n > 0 ? n : 1, sizeof t->marks[0]);
	if (t->marks == NULL)
		return sg_fail(why, SG_ENOMEM, "out of memory");
	return SG_OK;
}

/* The preperiod and period of the values, or why there are none. */
static void
period_note(struct table *t)
{
	struct rules *v = t->vals;
	struct sg_cause why;
	uint64_t pre, per;

	if (v->game->period == NULL)
		return;
	if (v->game->period(v, &pre, &per, &why) == SG_OK)
		sbuf_printf(&t->notes, "Periodic, proven: preperiod %llu "
		    "period %llu, g(n + %llu) = g(n) for every n >= %llu.\n",
		    (unsigned long long)pre, (unsigned long long)per,
		    (unsigned long long)per, (unsigned long long)pre);
	else
		sbuf_printf(&t->notes, "No period proven: %s.\n", why.text);
}

/* Heap sizes 0..last: past the largest mark, whole rows, within limits. */
static void
heaps_last(struct table *t)
{
	uint64_t m = t->nmarks > 0 ? t->marks[t->nmarks - 1] : 0;

	t->focus_x = m;
	if (m > TABLE_HEAP_LIMIT - TABLE_MARGIN) {
		t->last = TABLE_HEAP_LIMIT;
		t->focus_x = TABLE_HEAP_LIMIT;
		sbuf_printf(&t->notes, "The table stops at %d; `sprague "
		    "values' gives larger heaps.\n", TABLE_HEAP_LIMIT);
		return;
	}
	m += TABLE_MARGIN;
	t->last = m < TABLE_HEAP_MIN ? TABLE_HEAP_MIN : m / 10 * 10 + 9;
}

static int
heaps_init(struct table *t, struct rules *r, const struct pos *p,
    struct sg_cause *why)
{
	t->kind = TABLE_HEAPS;
	t->vals = r;
	if (marks_alloc(t, p->n, why) != SG_OK)
		return SG_ENOMEM;
	memcpy(t->marks, p->v, p->n * sizeof p->v[0]);
	t->nmarks = p->n;
	marks_sort(t);
	sbuf_printf(&t->heading, "%s: the value of a heap of each size",
	    r->game->title);
	heaps_last(t);
	period_note(t);
	return SG_OK;
}

/* The lengths of the arcs of coins on a broken ring, as marks. */
static void
circle_arcs(struct table *t, const struct pos *p)
{
	size_t i, gap, run = 0;

	for (gap = 0; gap < p->n && p->v[gap] != 0; gap++)
		;
	for (i = 1; i <= p->n; i++) {
		if (p->v[(gap + i) % p->n] != 0) {
			run++;
			continue;
		}
		if (run > 0)
			t->marks[t->nmarks++] = run;
		run = 0;
	}
}

static int
circle_init(struct table *t, struct rules *r, const struct pos *p,
    struct sg_cause *why)
{
	const struct game *k = game_find("kayles");
	size_t i, coins = 0;

	t->kind = TABLE_HEAPS;
	if (k == NULL || rules_new(k, &t->vals, why) != SG_OK)
		return SG_ENOMEM;
	t->own_vals = true;
	t->vals->progress = r->progress;
	t->vals->progress_arg = r->progress_arg;
	if (marks_alloc(t, p->n, why) != SG_OK)
		return SG_ENOMEM;
	for (i = 0; i < p->n; i++)
		coins += p->v[i] != 0;
	if (coins == p->n && p->n > 0) {
		sbuf_printf(&t->notes, "The ring is whole: %s  The first move "
		    "leaves one arc, a Kayles row.\n", p->n >= 3 ? "with 3 or "
		    "more coins the player to move loses (the mirror "
		    "strategy)." : "the player to move takes every coin.");
	} else {
		circle_arcs(t, p);
		sbuf_add(&t->notes, "Each arc of coins between gaps is a "
		    "Kayles row; the position is lost when their values XOR "
		    "to 0.\n");
	}
	marks_sort(t);
	sbuf_add(&t->heading, "Coin circle: Kayles values, the value of an "
	    "arc of each length");
	heaps_last(t);
	period_note(t);
	return SG_OK;
}

static int
pieces_init(struct table *t, const struct pos *p)
{
	uint64_t m = 0;
	size_t i;

	t->kind = TABLE_PIECES;
	for (i = 0; i < p->n; i++)
		m = p->v[i] > m ? p->v[i] : m;
	t->last = m > sg_max_u63() - TABLE_MARGIN ? sg_max_u63() :
	    m + TABLE_MARGIN < PIECES_MIN ? PIECES_MIN : m + TABLE_MARGIN;
	t->focus_x = p->n >= 2 ? p->v[0] : 1;
	t->focus_y = p->n >= 2 ? p->v[1] : 1;
	sbuf_add(&t->heading, "Cutting game: pieces W x H, valued by the cuts "
	    "that leave both sides >= 2");
	sbuf_add(&t->notes, "A cut that leaves a side of 1 hands the opponent "
	    "a strip, and with it the game.  So while no strip is on the "
	    "table, these values decide: the position is lost exactly when "
	    "the pieces' values XOR to 0.  They are not the Grundy values of "
	    "the whole game.\n");
	return SG_OK;
}

/* Where the value of the current value P may change, for target n: the
 * least P with ceil(n / P) <= k u, for each block edge k u below n. */
static size_t
stretch_starts(uint64_t n, uint64_t s[STRETCH_MAX])
{
	uint64_t u;
	size_t i, m = 0, k;

	s[m++] = 1;
	for (u = 1; m + 5 <= STRETCH_MAX; u *= STRETCH_BLOCK) {
		for (k = 0; k < sizeof stretch_k / sizeof stretch_k[0]; k++) {
			if (u <= (n - 1) / stretch_k[k])
				s[m++] = (n - 1) / (stretch_k[k] * u) + 1;
		}
		if (u > (n - 1) / 2 || u > UINT64_MAX / STRETCH_BLOCK)
			break;
	}
	qsort(s, m, sizeof s[0], cmp_u64);
	for (i = 1, k = 0; i < m; i++) {
		if (s[i] != s[k] && s[i] < n)
			s[++k] = s[i];
	}
	return k + 1;
}

/* Solve the position of two numbers (x, y) by the game's theory into sol
 * (initialised and freed by the caller). */
static int
solve_two(struct rules *r, uint64_t x, uint64_t y, struct solution *sol,
    struct sg_cause *why)
{
	struct pos q;
	int rc;

	pos_init(&q);
	if ((rc = pos_resize(&q, 2)) != SG_OK) {
		pos_free(&q);
		return sg_fail(why, rc, "out of memory");
	}
	q.v[0] = x;
	q.v[1] = y;
	rc = r->game->solve(r, &q, sol, why);
	pos_free(&q);
	return rc;
}

/* The value of the multiplication game at (n, cur), by its theory. */
static int
stretch_value(struct rules *r, uint64_t n, uint64_t cur, uint64_t *g,
    struct sg_cause *why)
{
	struct solution sol;
	int rc;

	solution_init(&sol, 1);
	rc = solve_two(r, n, cur, &sol, why);
	*g = sol.grundy;
	solution_free(&sol);
	return rc;
}

static int
stretches_init(struct table *t, struct rules *r, const struct pos *p,
    struct sg_cause *why)
{
	uint64_t s[STRETCH_MAX], n = p->v[0], g;
	size_t m, i;
	int rc;

	t->kind = TABLE_STRETCHES;
	m = stretch_starts(n, s);
	t->st = calloc(m + 1, sizeof t->st[0]);
	if (t->st == NULL)
		return sg_fail(why, SG_ENOMEM, "out of memory");
	for (i = 0; i < m; i++) {
		if ((rc = stretch_value(r, n, s[i], &g, why)) != SG_OK)
			return rc;
		if (t->nst > 0 && t->st[t->nst - 1].value == g) {
			t->st[t->nst - 1].b = i + 1 < m ? s[i + 1] - 1 : n - 1;
			continue;
		}
		t->st[t->nst++] = (struct table_stretch){ s[i],
		    i + 1 < m ? s[i + 1] - 1 : n - 1, g };
	}
	t->st[t->nst++] = (struct table_stretch){ n, n, 0 };
	for (i = 0; i < t->nst; i++) {
		if (p->v[1] >= t->st[i].a && p->v[1] <= t->st[i].b)
			t->st_here = i;
	}
	sbuf_printf(&t->heading, "Multiplication game: the current values "
	    "for the target %llu", (unsigned long long)n);
	sbuf_add(&t->notes, "Each stretch of current values has one value; "
	    "the lost ones (value 0) are those where the factor still needed "
	    "lies in (9, 18], (162, 324], ..., each 18 times the one "
	    "before.\n");
	return SG_OK;
}

static void
pairs_init(struct table *t, const struct pos *p)
{
	t->kind = TABLE_PAIRS;
	t->last = sg_max_u63();
	t->focus_x = p->v[1] > 0 ? p->v[1] : 1;
	t->focus_y = p->v[0] > 0 ? p->v[0] : 1;
	sbuf_add(&t->heading, "Euclid's game: the value of the pair (a, b), "
	    "a down, b across");
	sbuf_add(&t->notes, "A pair of different numbers is lost exactly when "
	    "the larger is less than 1.618... (the golden ratio) times the "
	    "smaller; a pair holding a 0 is a finished game.\n");
}

/* What decides the games that have no table of values. */
static const struct {
	const char *game, *text;
} table_words[] = {
	{ "staircase", "Pair the chessmen from the right (with an odd count "
	    "the leftmost pairs with the wall before cell 1).  The empty "
	    "cells inside each pair are a Nim heap, and the position is lost "
	    "exactly when those heaps XOR to 0.\n" },
	{ "ordered", "The steps between neighbouring piles (the first "
	    "pile's from 0) play staircase Nim down to the ground after the "
	    "last pile: the last step, the third from last and so on are Nim "
	    "heaps, and the position is lost exactly when they XOR to 0.\n" },
	{ "stones", "The player to move loses exactly when the non-empty "
	    "heaps pair up into heaps of equal size.\n" }
};

static void
words_init(struct table *t, const struct rules *r)
{
	size_t i;

	t->kind = TABLE_WORDS;
	sbuf_printf(&t->heading, "%s: what decides the game", r->game->title);
	for (i = 0; i < sizeof table_words / sizeof table_words[0]; i++) {
		if (strcmp(r->game->name, table_words[i].game) == 0)
			sbuf_add(&t->notes, table_words[i].text);
	}
	sbuf_add(&t->notes, "There is no table of values for this game: press "
	    "e on the board for why this position is won or lost.\n");
}

int
table_new(struct rules *r, const struct pos *p, struct table *t,
    struct sg_cause *why)
{
	const char *name = r->game->name;

	memset(t, 0, sizeof *t);
	pos_init(&t->pos);
	sbuf_init(&t->heading);
	sbuf_init(&t->notes);
	t->vals = r;
	if (pos_copy(&t->pos, p) != SG_OK)
		return sg_fail(why, SG_ENOMEM, "out of memory");
	if (r->game->heap_value != NULL)
		return heaps_init(t, r, p, why);
	if (strcmp(name, "circle") == 0)
		return circle_init(t, r, p, why);
	if (strcmp(name, "cutting") == 0)
		return pieces_init(t, p);
	if (strcmp(name, "multiply") == 0 && p->n == 2)
		return stretches_init(t, r, p, why);
	if (strcmp(name, "euclid") == 0 && p->n == 2)
		pairs_init(t, p);
	else
		words_init(t, r);
	return SG_OK;
}

void
table_free(struct table *t)
{
	if (t->own_vals)
		rules_free(t->vals);
	t->vals = NULL;
	t->own_vals = false;
	pos_free(&t->pos);
	free(t->marks);
	free(t->st);
	t->marks = NULL;
	t->st = NULL;
	t->nmarks = t->nst = 0;
	sbuf_free(&t->heading);
	sbuf_free(&t->notes);
}

int
table_heap(struct table *t, uint64_t n, struct table_cell *c,
    struct sg_cause *why)
{
	int rc;

	memset(c, 0, sizeof *c);
	c->kind = CELL_VALUE;
	rc = t->vals->game->heap_value(t->vals, n, &c->value, why);
	c->lost = rc == SG_OK && c->value == 0;
	c->here = marked(t, n);
	return rc;
}

void
table_piece(const struct table *t, uint64_t w, uint64_t h,
    struct table_cell *c)
{
	size_t i;

	memset(c, 0, sizeof *c);
	if (w == 1 && h == 1)
		c->kind = CELL_OVER;
	else if (w == 1 || h == 1)
		c->kind = CELL_WIN;
	else {
		c->kind = CELL_VALUE;
		c->value = cutting_wide_value(t->vals, w, h);
		c->lost = c->value == 0;
	}
	for (i = 0; i + 1 < t->pos.n; i += 2)
		c->here |= t->pos.v[i] == w && t->pos.v[i + 1] == h;
}

int
table_pair(struct table *t, uint64_t a, uint64_t b, struct table_cell *c,
    struct sg_cause *why)
{
	struct solution sol;
	int rc;

	memset(c, 0, sizeof *c);
	c->kind = CELL_VALUE;
	c->here = t->pos.n == 2 && t->pos.v[0] == a && t->pos.v[1] == b;
	solution_init(&sol, 1);
	rc = solve_two(t->vals, a, b, &sol, why);
	c->value = sol.grundy;
	c->lost = rc == SG_OK && sol.outcome == OUTCOME_P;
	solution_free(&sol);
	return rc;
}
