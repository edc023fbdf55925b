/*
 * table.c: the data of the table panel.  Each game says in its own file
 * which kind of table shows it (its table hook, with the helpers below);
 * the entries come from its own theory (heap_value, solve, the piece
 * values it gives), never from a second copy of it.  What this file knows
 * is only where a table starts and ends.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "table.h"
#include "words.h"

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
		return sg_nomem(why);
	return SG_OK;
}

/* The preperiod and period of the values, or why there are none. */
static void
period_note(struct table *t)
{
	struct rules *v = t->vals;
	struct sg_cause why;
	uint64_t pre, per;

	if (v->game->heaps.period == NULL)
		return;
	if (v->game->heaps.period(v, TABLE_PERIOD_MAX, &pre, &per, &why) ==
	    SG_OK)
		sbuf_printf(&t->notes, W_("Periodic, proven: preperiod %1$llu "
		    "period %2$llu, g(n + %2$llu) = g(n) for every n >= "
		    "%1$llu.\n"), (unsigned long long)pre,
		    (unsigned long long)per);
	else
		/* TRANSLATORS: %s is the reason, such as "none proven up
		 * to heap 1023". */
		sbuf_printf(&t->notes, W_("No period proven: %s.\n"),
		    why.text);
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
		/* TRANSLATORS: `sprague values' is a command, typed as it
		 * is. */
		sbuf_printf(&t->notes, W_("The table stops at %d; `sprague "
		    "values' gives larger heaps.\n"), TABLE_HEAP_LIMIT);
		return;
	}
	m += TABLE_MARGIN;
	t->last = m < TABLE_HEAP_MIN ? TABLE_HEAP_MIN : m / 10 * 10 + 9;
}

int
table_heaps(struct table *t, struct rules *r, const struct pos *p,
    struct sg_cause *why)
{
	t->kind = TABLE_HEAPS;
	t->vals = r;
	if (marks_alloc(t, p->n, why) != SG_OK)
		return SG_ENOMEM;
	memcpy(t->marks, p->v, p->n * sizeof p->v[0]);
	t->nmarks = p->n;
	marks_sort(t);
	sbuf_printf(&t->heading, W_("%1$s: the value of a %2$s of each size"),
	    game_title(r->game), game_item(r->game));
	heaps_last(t);
	period_note(t);
	return SG_OK;
}

int
table_heaps_of(struct table *t, struct rules *vals, const uint64_t *marks,
    size_t nmarks, const char *heading, struct sg_cause *why)
{
	t->kind = TABLE_HEAPS;
	t->vals = vals;
	t->own_vals = true;
	if (marks_alloc(t, nmarks, why) != SG_OK)
		return SG_ENOMEM;
	if (nmarks > 0)
		memcpy(t->marks, marks, nmarks * sizeof marks[0]);
	t->nmarks = nmarks;
	marks_sort(t);
	sbuf_add(&t->heading, heading);
	heaps_last(t);
	period_note(t);
	return SG_OK;
}

int
table_pieces(struct table *t, const struct pos *p,
    uint64_t (*value)(const struct rules *, uint64_t, uint64_t))
{
	uint64_t m = 0;
	size_t i;

	t->kind = TABLE_PIECES;
	t->piece_value = value;
	for (i = 0; i < p->n; i++)
		m = p->v[i] > m ? p->v[i] : m;
	t->last = m > sg_max_u63() - TABLE_MARGIN ? sg_max_u63() :
	    m + TABLE_MARGIN < PIECES_MIN ? PIECES_MIN : m + TABLE_MARGIN;
	t->focus_x = p->n >= 2 ? p->v[0] : 1;
	t->focus_y = p->n >= 2 ? p->v[1] : 1;
	return SG_OK;
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
		return sg_fail(why, rc, W_("out of memory"));
	}
	q.v[0] = x;
	q.v[1] = y;
	rc = r->game->theory.solve(r, &q, sol, why);
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

int
table_stretches(struct table *t, struct rules *r, const struct pos *p,
    const uint64_t *s, size_t m, struct sg_cause *why)
{
	uint64_t n = p->v[0], g;
	size_t i;
	int rc;

	t->kind = TABLE_STRETCHES;
	t->st = calloc(m + 1, sizeof t->st[0]);
	if (t->st == NULL)
		return sg_nomem(why);
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
	return SG_OK;
}

void
table_pairs(struct table *t, const struct pos *p)
{
	t->kind = TABLE_PAIRS;
	t->last = sg_max_u63();
	t->focus_x = p->v[1] > 0 ? p->v[1] : 1;
	t->focus_y = p->v[0] > 0 ? p->v[0] : 1;
}

void
table_words(struct table *t, const struct rules *r, const char *text)
{
	t->kind = TABLE_WORDS;
	sbuf_printf(&t->heading, W_("%s: what decides the game"),
	    game_title(r->game));
	if (text != NULL)
		sbuf_add(&t->notes, text);
	/* TRANSLATORS: e is the key that explains the position; it stays
	 * e. */
	sbuf_add(&t->notes, W_("There is no table of values for this game: "
	    "press e on the board for why this position is won or "
	    "lost.\n"));
}

int
table_new(struct rules *r, const struct pos *p, struct table *t,
    struct sg_cause *why)
{
	memset(t, 0, sizeof *t);
	pos_init(&t->pos);
	sbuf_init(&t->heading);
	sbuf_init(&t->notes);
	t->vals = r;
	if (pos_copy(&t->pos, p) != SG_OK)
		return sg_nomem(why);
	if (r->game->teach.table != NULL)
		return r->game->teach.table(r, p, t, why);
	if (r->game->heaps.heap_value != NULL)
		return table_heaps(t, r, p, why);
	table_words(t, r, NULL);
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
	rc = t->vals->game->heaps.heap_value(t->vals, n, &c->value, why);
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
		c->value = t->piece_value(t->vals, w, h);
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
