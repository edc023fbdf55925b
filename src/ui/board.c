/*
 * board.c: the choice of renderer, the look of a unit, and the heaps
 * (in rows, or as the columns of a staircase).
 */
#include "config.h"

#include <stdio.h>

#include "ui/board.h"

bool
board_choosing(const struct app *a)
{
	return a->choosing;
}

struct look
board_look(const struct app *a, size_t item, uint64_t u, bool present,
    enum glyph normal)
{
	struct look l = { R_STONE, present ? app_glyph(a, normal) : NULL };
	int k;

	if ((k = marks_at(&a->preview, item, u)) >= 0 && board_choosing(a)) {
		l.role = k == MARK_GIVE ? R_GIVE : k == MARK_FROM ? R_CURSOR :
		    R_PREVIEW;
		l.glyph = app_glyph(a, k == MARK_TAKE ? G_TAKE : k ==
		    MARK_GIVE ? G_GIVE : k == MARK_TO ? G_TARGET : normal);
		/* A hinted unit keeps the hint's symbol inside the
		 * selection, so both stay visible. */
		if (k == MARK_TAKE && marks_at(&a->hint_marks, item, u) >= 0)
			l.glyph = app_glyph(a, G_HINT);
	} else if ((k = marks_at(&a->hint_marks, item, u)) >= 0) {
		l.role = R_HINT;
		l.glyph = app_glyph(a, k == MARK_GIVE ? G_GIVE : k ==
		    MARK_FROM ? normal : G_HINT);
	} else if ((k = marks_at(&a->last, item, u)) >= 0) {
		l.role = R_LAST;
		l.glyph = app_glyph(a, present ? normal : G_GHOST);
	}
	return l;
}

void
board_token(struct app *a, int y, int x, int rows, int cols, struct look l)
{
	int r, c;

	if (l.glyph == NULL)
		return;
	for (r = 0; r < rows; r++)
		for (c = 0; c < cols; c++)
			app_put(a, y + r, x + c, l.role, l.glyph);
}

void
board_draw(struct app *a, int y, int x, int h, int w)
{
	switch (a->sel.mode) {
	case MODE_TAKE:
	case MODE_SPLIT:
	case MODE_STONES:
	case MODE_TAKEBREAK:
		board_heaps(a, y, x, h, w);
		break;
	case MODE_STAIR:
		board_stair(a, y, x, h, w);
		break;
	case MODE_ROWS:
		board_rows(a, y, x, h, w);
		break;
	case MODE_CIRCLE:
		board_circle(a, y, x, h, w);
		break;
	case MODE_CHESSMEN:
		board_chessmen(a, y, x, h, w);
		break;
	case MODE_GRID:
		board_grid(a, y, x, h, w);
		break;
	case MODE_EUCLID:
	case MODE_MULTIPLY:
		board_numbers(a, y, x, h, w);
		break;
	}
}

uint64_t
board_extent(const struct app *a, size_t i, uint64_t v)
{
	const struct marks *all[3] = { &a->preview, &a->hint_marks, &a->last };
	size_t k, j;

	for (k = 0; k < 3; k++) {
		for (j = 0; j < all[k]->n; j++) {
			const struct mark *m = &all[k]->m[j];

			if (m->item == i && m->hi > v &&
			    m->kind != MARK_SPLIT && m->kind != MARK_TO &&
			    (k != 0 || board_choosing(a)))
				v = m->hi;
		}
	}
	return v;
}

/* The unit shown at column c of cols, for ext units (1:1 when they fit). */
static uint64_t
unit_at(int c, int cols, uint64_t ext)
{
	if (ext <= (uint64_t)cols)
		return (uint64_t)c;
	return (uint64_t)((double)c / cols * (double)ext);
}

/* Split marks of item i: a bar after the stones before the split. */
static void
draw_splits(struct app *a, size_t i, int y, int xs, int cols, uint64_t ext,
    int step)
{
	const struct marks *all[2] = { &a->hint_marks, &a->preview };
	size_t k, j;
	int c;

	for (k = 0; k < 2; k++) {
		if (k == 1 && !board_choosing(a))
			continue;
		for (j = 0; j < all[k]->n; j++) {
			const struct mark *m = &all[k]->m[j];

			if (m->kind != MARK_SPLIT || m->item != i)
				continue;
			c = ext <= (uint64_t)cols ? (int)m->lo :
			    (int)((double)m->lo / (double)ext * cols);
			app_put(a, y, xs + step * c - 1, k == 0 ? R_HINT :
			    R_PREVIEW, app_glyph(a, G_SPLIT));
		}
	}
}

/* Columns for the sizes of the heaps: the widest, at least 3. */
static int
count_width(const struct pos *p)
{
	char buf[32];
	int w = 3, n;
	size_t i;

	for (i = 0; i < p->n; i++) {
		n = snprintf(buf, sizeof buf, "%llu",
		    (unsigned long long)p->v[i]);
		w = n > w ? n : w;
	}
	return w;
}

/* Heap i on line y; big: each stone two columns wide, three apart. */
static void
draw_heap(struct app *a, size_t i, int y, int x, int w, bool big)
{
	const struct pos *p = sess_pos(&a->sess);
	uint64_t v = p->v[i], ext = board_extent(a, i, v), u;
	int cw = count_width(p), lw = 12 + cw, xs = x + lw;
	int step = big ? 3 : 2, tw = big ? 2 : 1, cols = (w - lw) / step, c;
	bool cur = i == a->sel.item && board_choosing(a);
	bool target = false;

	if (a->sel.mode == MODE_STONES && a->sel.phase == 1 &&
	    board_choosing(a)) {
		target = i == a->sel.target;
		cur = cur || target;
	}
	if (cur)
		app_put(a, y, x, target ? R_GIVE : R_TITLE, target ?
		    app_glyph(a, G_GIVE) : app_glyph(a, G_POINTER));
	app_printf(a, y, x + 2, cur ? R_CURSOR : R_NORMAL, "heap %zu", i + 1);
	app_printf(a, y, x + 10, R_NORMAL, "%*llu", cw,
	    (unsigned long long)v);
	if (ext > (uint64_t)cols) {
		/* Too wide: a bar, one column for many stones, and the
		 * amount chosen in figures. */
		step = tw = 1;
		cols = w - lw - 14;
		if (i == a->sel.item && board_choosing(a) &&
		    a->sel.mode != MODE_STONES)
			app_printf(a, y, xs + cols + 1, R_PREVIEW, "%s %llu",
			    a->sel.mode == MODE_SPLIT ? "at" : "take",
			    (unsigned long long)a->sel.amount);
	}
	for (c = 0; c < cols; c++) {
		u = unit_at(c, cols, ext);
		if (u >= ext)
			break;
		board_token(a, y, xs + step * c, 1, tw, board_look(a, i, u,
		    u < v, step == 1 ? G_BAR : G_STONE));
		app_hit(a, y, xs + step * c, step, i, u, HIT_UNIT);
	}
	draw_splits(a, i, y, xs, cols, ext, step);
}

/* Do all the heaps fit big, a blank line between two, each stone drawn
 * wide, in h lines of w columns? */
static bool
heaps_fit_big(const struct app *a, int h, int w)
{
	const struct pos *p = sess_pos(&a->sess);
	uint64_t room = (uint64_t)(w - 12 - count_width(p)) / 3;
	size_t i;

	if (!a->big || p->n == 0 || 2 * p->n - 1 > (size_t)h)
		return false;
	for (i = 0; i < p->n; i++)
		if (board_extent(a, i, p->v[i]) > room)
			return false;
	return true;
}

void
board_heaps(struct app *a, int y, int x, int h, int w)
{
	const struct pos *p = sess_pos(&a->sess);
	size_t first = 0, i, focus = a->sel.item;

	if (a->sel.mode == MODE_STONES && a->sel.phase == 1)
		focus = a->sel.target;
	if (h < 1)
		return;
	if (heaps_fit_big(a, h, w)) {
		for (i = 0; i < p->n; i++)
			draw_heap(a, i, y + 2 * (int)i, x, w, true);
		return;
	}
	if (focus >= (size_t)h)
		first = focus - (size_t)h + 1;
	for (i = first; i < p->n && i - first < (size_t)h; i++)
		draw_heap(a, i, y + (int)(i - first), x, w, false);
	if (p->n == 0)
		app_put(a, y, x + 2, R_DIM, "(no heaps)");
	if (p->n - first > (size_t)h)
		app_printf(a, y + h - 1, x + w - 12, R_DIM, "(%zu more)",
		    p->n - first - (size_t)h + 1);
}

/* Pile i as column col; big: each stone four columns wide on every
 * other line, the piles seven columns apart. */
static void
draw_pile(struct app *a, size_t i, int col, int y, int x, int h, bool big)
{
	const struct pos *p = sess_pos(&a->sess);
	uint64_t v = p->v[i], ext = board_extent(a, i, v), u;
	int rows = h - 2, r, xc = x + 4 + (big ? 7 : 5) * col;
	int base = y + rows - 1, rs = big ? 2 : 1, slots = rows / rs;
	bool cur = i == a->sel.item && board_choosing(a);

	for (r = 0; r < slots; r++) {
		u = unit_at(r, slots, ext);
		if (u >= ext)
			break;
		board_token(a, base - rs * r, big ? xc - 1 : xc, 1, big ? 4 : 1,
		    board_look(a, i, u, u < v, ext > (uint64_t)slots ? G_BAR :
		    G_STONE));
		app_hit(a, base - rs * r, xc - 1, big ? 4 : 3, i, u, HIT_UNIT);
	}
	app_printf(a, y + rows, xc - 1, cur ? R_CURSOR : R_NORMAL, "%3llu",
	    (unsigned long long)v);
	if (cur)
		app_put(a, y + rows + 1, xc, R_TITLE, "^");
}

/* Do all the piles fit big in h lines of w columns? */
static bool
stair_fit_big(const struct app *a, int h, int w)
{
	const struct pos *p = sess_pos(&a->sess);
	size_t i;

	if (!a->big || p->n == 0 || p->n > (size_t)(w - 4) / 7)
		return false;
	for (i = 0; i < p->n; i++)
		if (board_extent(a, i, p->v[i]) > (uint64_t)(h - 2) / 2)
			return false;
	return true;
}

void
board_stair(struct app *a, int y, int x, int h, int w)
{
	const struct pos *p = sess_pos(&a->sess);
	size_t fit = (size_t)(w - 4) / 5, first = 0, i;
	bool big = stair_fit_big(a, h, w);

	if (h < 4 || fit == 0)
		return;
	if (!big && a->sel.item >= fit)
		first = a->sel.item - fit + 1;
	for (i = first; i < p->n && i - first < fit; i++)
		draw_pile(a, i, (int)(i - first), y, x, h, big);
	if (p->n == 0)
		app_put(a, y, x + 2, R_DIM, "(no piles)");
}
