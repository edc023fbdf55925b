/*
 * board-other.c: chessmen on numbered cells, sheets of squared paper, and
 * numbers (Euclid's pair of bars, the multiplication game's number line).
 */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "ui/board.h"

static size_t
chessman_on(const struct pos *p, uint64_t c)
{
	size_t i;

	for (i = 0; i < p->n && p->v[i] != c; i++)
		;
	return i;
}

/* Cell c centred on column px, its number under it; big: two lines of
 * three columns. */
static void
draw_cell(struct app *a, uint64_t c, int py, int px, bool big)
{
	const struct pos *p = sess_pos(&a->sess);
	size_t j = chessman_on(p, c);
	struct look l = board_look(a, 0, c, j < p->n, G_CHESSMAN);
	char num[24];
	int rows = big ? 2 : 1, tw = big ? 3 : 1, r;

	if (l.glyph == NULL) {
		l.glyph = app_glyph(a, G_CELL);
		l.role = R_DIM;
	}
	if (j < p->n && j == a->sel.item && board_choosing(a) &&
	    l.role == R_STONE)
		l.role = R_CURSOR;
	board_token(a, py, px - tw / 2, rows, tw, l);
	snprintf(num, sizeof num, "%llu", (unsigned long long)c);
	if (c < 1000 || c % 5 == 0)
		app_put(a, py + rows, px - (int)strlen(num) / 2, R_DIM, num);
	for (r = 0; r < rows; r++)
		app_hit(a, py + r, px - tw / 2 - 1, tw + 2, 0, c, HIT_UNIT);
}

/* Too many cells to draw: the chessmen and their cells as a list. */
static void
chessmen_list(struct app *a, int y, int x, int h)
{
	const struct pos *p = sess_pos(&a->sess);
	size_t i;

	for (i = 0; i < p->n && (int)i < h; i++) {
		bool cur = i == a->sel.item && board_choosing(a);

		app_printf(a, y + (int)i, x + 2, cur ? R_CURSOR : R_NORMAL,
		    "%s chessman %zu on cell %llu", app_glyph(a, G_CHESSMAN),
		    i + 1, (unsigned long long)p->v[i]);
		if (cur)
			app_printf(a, y + (int)i, x + 40, R_PREVIEW,
			    " to cell %llu ",
			    (unsigned long long)a->sel.amount);
		app_hit(a, y + (int)i, x + 2, 30, 0, p->v[i], HIT_UNIT);
	}
}

void
board_chessmen(struct app *a, int y, int x, int h, int w)
{
	const struct pos *p = sess_pos(&a->sess);
	uint64_t cells = 1, c;
	size_t i, per = (size_t)(w - 4) / 5;
	int pitch = 5, lines = 4;

	for (i = 0; i < p->n; i++)
		if (p->v[i] > cells)
			cells = p->v[i];
	/* Big (cells five columns apart, bands four lines) if it fits. */
	if (!a->big || cells > sg_max_u63() / 4 || per == 0 ||
	    (cells + per - 1) / per * 4 > (uint64_t)h) {
		per = (size_t)(w - 4) / 3;
		pitch = lines = 3;
	}
	if (cells > sg_max_u63() / 4 || per == 0 ||
	    (cells + per - 1) / per * 3 > (uint64_t)h) {
		chessmen_list(a, y, x, h);
		return;
	}
	for (c = 1; c <= cells; c++) {
		int band = (int)((c - 1) / per), col = (int)((c - 1) % per);

		draw_cell(a, c, y + lines * band, x + 2 + pitch * col,
		    pitch == 5);
	}
}

/* The size of a square of paper: columns and lines from one grid line to
 * the next. */
struct paper {
	int sx, sy;
};

static const struct paper paper_normal = { 2, 2 }, paper_big = { 4, 3 };

/* Cut lines of item i in a set of marks, drawn inside the piece. */
static void
draw_cuts(struct app *a, const struct marks *ms, enum role r, size_t i,
    int y, int x, uint64_t pw, uint64_t ph, const struct paper *g)
{
	size_t j;
	int k;

	for (j = 0; j < ms->n; j++) {
		const struct mark *m = &ms->m[j];

		if (m->item != i)
			continue;
		if (m->kind == MARK_CUT_V && m->lo < pw) {
			for (k = 1; k < g->sy * (int)ph; k++)
				app_put(a, y + k, x + g->sx * (int)m->lo, r,
				    app_glyph(a, G_CUT_V));
		} else if (m->kind == MARK_CUT_H && m->lo < ph) {
			for (k = 1; k < g->sx * (int)pw; k++)
				app_put(a, y + g->sy * (int)m->lo, x + k, r,
				    app_glyph(a, G_CUT_H));
		}
	}
}

static void
draw_frame(struct app *a, int y, int x, int bh, int bw, enum role r)
{
	int k;

	for (k = 1; k < bw - 1; k++) {
		app_put(a, y, x + k, r, app_glyph(a, G_HLINE));
		app_put(a, y + bh - 1, x + k, r, app_glyph(a, G_HLINE));
	}
	for (k = 1; k < bh - 1; k++) {
		app_put(a, y + k, x, r, app_glyph(a, G_VLINE));
		app_put(a, y + k, x + bw - 1, r, app_glyph(a, G_VLINE));
	}
	app_put(a, y, x, r, app_glyph(a, G_TL));
	app_put(a, y, x + bw - 1, r, app_glyph(a, G_TR));
	app_put(a, y + bh - 1, x, r, app_glyph(a, G_BL));
	app_put(a, y + bh - 1, x + bw - 1, r, app_glyph(a, G_BR));
}

/* The click places of a piece: cells, and the lines between them. */
static void
piece_hits(struct app *a, size_t i, int y, int x, uint64_t pw, uint64_t ph,
    const struct paper *g)
{
	int r, c, sx = g->sx, sy = g->sy;

	for (r = 0; r <= sy * (int)ph; r++) {
		for (c = 0; c <= sx * (int)pw; c++) {
			if (r % sy != 0 && c % sx != 0)
				app_hit(a, y + r, x + c, 1, i,
				    (uint64_t)(r / sy) * pw +
				    (uint64_t)(c / sx), HIT_UNIT);
			else if (c % sx == 0 && c > 0 && c < sx * (int)pw)
				app_hit(a, y + r, x + c, 1, i,
				    (uint64_t)(c / sx), HIT_CUT_V);
			else if (r % sy == 0 && r > 0 && r < sy * (int)ph)
				app_hit(a, y + r, x + c, 1, i,
				    (uint64_t)(r / sy), HIT_CUT_H);
		}
	}
}

static void
draw_piece(struct app *a, size_t i, int y, int x, uint64_t pw, uint64_t ph,
    const struct paper *g)
{
	bool cur = i == a->sel.item && board_choosing(a);
	struct look l = board_look(a, i, 0, true, G_PAPER);
	int bw = g->sx * (int)pw + 1, bh = g->sy * (int)ph + 1, r, c;

	draw_frame(a, y, x, bh, bw, cur ? R_TITLE : R_NORMAL);
	for (r = 0; r < (int)ph; r++)
		for (c = 0; c < (int)pw; c++)
			board_token(a, y + 1 + g->sy * r, x + 1 + g->sx * c,
			    g->sy - 1, g->sx - 1, l);
	piece_hits(a, i, y, x, pw, ph, g);
	draw_cuts(a, &a->hint_marks, R_HINT, i, y, x, pw, ph, g);
	if (board_choosing(a))
		draw_cuts(a, &a->preview, R_PREVIEW, i, y, x, pw, ph, g);
	app_printf(a, y + bh, x, cur ? R_CURSOR : R_DIM, "%zu: %llux%llu",
	    i + 1, (unsigned long long)pw, (unsigned long long)ph);
}

/* Lay the pieces out in squares of size g (and draw them when draw is
 * set); returns whether every piece was drawn whole. */
static bool
grid_layout(struct app *a, int y, int x, int h, int w, const struct paper *g,
    bool draw)
{
	const struct pos *p = sess_pos(&a->sess);
	int cy = y, cx = x, band = 0, bw, bh;
	bool whole = true;
	size_t i;

	for (i = 0; i + 1 < p->n; i += 2) {
		uint64_t pw = p->v[i], ph = p->v[i + 1];

		bw = pw > 200 ? 999 : g->sx * (int)pw + 1;
		bh = ph > 200 ? 999 : g->sy * (int)ph + 2;
		if (bw > w || bh > h) {
			/* Too big to draw: its size, and the keys. */
			bw = 24;
			bh = 2;
			whole = false;
		}
		if (cx > x && cx + (bw > 12 ? bw : 12) > x + w) {
			cy += band + 1;
			cx = x;
			band = 0;
		}
		if (cy + bh > y + h) {
			if (draw)
				app_printf(a, y + h - 1, x + w - 16, R_DIM,
				    "(%zu more pieces)", (p->n - i) / 2);
			return false;
		}
		if (draw && bw == 24)
			app_printf(a, cy, cx, i / 2 == a->sel.item ? R_CURSOR :
			    R_NORMAL, "%zu: %llux%llu (large)", i / 2 + 1,
			    (unsigned long long)pw, (unsigned long long)ph);
		else if (draw)
			draw_piece(a, i / 2, cy, cx, pw, ph, g);
		/* The label under a narrow piece is wider than it. */
		cx += (bw > 12 ? bw : 12) + 2;
		band = bh > band ? bh : band;
	}
	return whole;
}

void
board_grid(struct app *a, int y, int x, int h, int w)
{
	if (a->big && grid_layout(a, y, x, h, w, &paper_big, false))
		grid_layout(a, y, x, h, w, &paper_big, true);
	else
		grid_layout(a, y, x, h, w, &paper_normal, true);
}

/* Number i as a bar rows lines tall, its value in figures before it. */
static void
draw_bar(struct app *a, size_t i, int y, int x, int cols, uint64_t scale,
    int rows)
{
	const struct pos *p = sess_pos(&a->sess);
	uint64_t v = p->v[i], u;
	int c;

	app_printf(a, y, x, i == a->sel.item && board_choosing(a) &&
	    a->sel.mode == MODE_EUCLID ? R_CURSOR : R_NORMAL, "%llu",
	    (unsigned long long)v);
	for (c = 0; c < cols; c++) {
		struct look l;

		u = (uint64_t)((double)c / cols * (double)scale);
		if (u >= board_extent(a, i, v))
			break;
		l = board_look(a, i, u, u < v, G_BAR);
		if (l.role == R_STONE)
			l.glyph = app_glyph(a, G_BAR);
		board_token(a, y, x + 22 + c, rows, 1, l);
	}
}

/* Is moving number i to value `to` one of the hinted moves? */
static bool
hinted(const struct app *a, size_t i, uint64_t to)
{
	size_t j;

	for (j = 0; j < a->hint_marks.n; j++) {
		const struct mark *m = &a->hint_marks.m[j];

		if (m->item == i && m->lo == to)
			return true;
	}
	return false;
}

/* Big: the bars two lines tall, the multiples further apart. */
static void
euclid_draw(struct app *a, int y, int x, int w, bool big)
{
	const struct pos *p = sess_pos(&a->sess);
	size_t i = a->sel.item, o = 1 - i;
	uint64_t scale = p->v[0] > p->v[1] ? p->v[0] : p->v[1], m, max, first;
	int cx, t = big ? 1 : 0;

	if (scale == 0)
		scale = 1;
	draw_bar(a, 0, y, x + 2, w - 26, scale, 1 + t);
	draw_bar(a, 1, y + 2 + t, x + 2, w - 26, scale, 1 + t);
	y += 2 * t;
	if (p->v[o] == 0 || !board_choosing(a))
		return;
	max = p->v[i] / p->v[o];
	app_printf(a, y + 5, x + 2, R_NORMAL, "Take a multiple of %llu from "
	    "%llu (1 to %llu times):", (unsigned long long)p->v[o],
	    (unsigned long long)p->v[i], (unsigned long long)max);
	first = a->sel.amount > 4 ? a->sel.amount - 4 : 1;
	cx = x + 4;
	for (m = first; m <= max && cx < x + w - 12; m++) {
		enum role r = m == a->sel.amount ? R_CURSOR :
		    hinted(a, i, p->v[i] - m * p->v[o]) ? R_HINT : R_NORMAL;
		int used = app_printf(a, y + 6 + t, cx, r, "-%llu",
		    (unsigned long long)(m * p->v[o]));

		app_hit(a, y + 6 + t, cx, used, i, m, HIT_UNIT);
		cx += used + 2 + 2 * t;
	}
	if (m <= max)
		app_put(a, y + 6 + t, cx, R_DIM, "...");
}

static int
log_col(uint64_t v, uint64_t n, int cols)
{
	double f;

	if (v <= 1 || n <= 1)
		return 0;
	if (v >= n)
		return cols - 1;
	f = log((double)v) / log((double)n);
	return (int)(f * (cols - 1));
}

/* The multipliers, four a line from line y, with arrows on the number
 * line (line ay, t more lines in big) to the value chosen or hinted. */
static void
multiply_choices(struct app *a, int y, int x, int cols, int ay, int t)
{
	const struct pos *p = sess_pos(&a->sess);
	uint64_t n = p->v[0], v = p->v[1], m, to, max = sg_max_u63();
	enum role r;
	int used, ly, lx;

	for (m = 2; m <= 9; m++) {
		to = v > max / m ? max : v * m;
		r = board_choosing(a) && m == a->sel.amount ? R_CURSOR :
		    hinted(a, 1, to) ? R_HINT : R_NORMAL;
		if (r != R_NORMAL)
			board_token(a, ay, x + 5 + log_col(to, n, cols), 1 + t,
			    1, (struct look){ r == R_CURSOR ? R_PREVIEW :
			    R_HINT, "v" });
		ly = y + (int)(m - 2) / 4 * (2 + t);
		lx = x + 2 + (int)((m - 2) % 4) * 18;
		used = app_printf(a, ly, lx, r, "x%llu = %llu",
		    (unsigned long long)m, (unsigned long long)to);
		app_hit(a, ly, lx, used, 1, m, HIT_UNIT);
	}
}

/* Big: the marker two lines by two columns, the lines further apart. */
static void
multiply_draw(struct app *a, int y, int x, int w, bool big)
{
	const struct pos *p = sess_pos(&a->sess);
	uint64_t n = p->v[0], v = p->v[1];
	int cols = w - 16, c, t = big ? 1 : 0;
	struct look l = { marks_at(&a->last, 1, v) >= 0 ? R_LAST : R_STONE,
	    app_glyph(a, G_STONE) };

	app_printf(a, y, x + 2, R_NORMAL, "Target %llu, now %llu.  Whoever "
	    "reaches %llu or more wins.", (unsigned long long)n,
	    (unsigned long long)v, (unsigned long long)n);
	app_put(a, y + 3 + t, x + 2, R_DIM, "1");
	for (c = 0; c < cols; c++)
		app_put(a, y + 3 + t, x + 5 + c, R_DIM, app_glyph(a, G_HLINE));
	app_printf(a, y + 3 + t, x + 6 + cols, R_DIM, "%llu",
	    (unsigned long long)n);
	c = log_col(v, n, cols);
	board_token(a, y + 2, x + 5 + c, 1 + t, 1 + t, l);
	app_printf(a, y + 4 + t, x + 5 + c, R_NORMAL, "%llu",
	    (unsigned long long)v);
	multiply_choices(a, y + 6 + 2 * t, x, cols, y + 2, t);
}

void
board_numbers(struct app *a, int y, int x, int h, int w)
{
	bool big = a->big && h >= 12;

	if (sess_pos(&a->sess)->n != 2 || h < 8)
		return;
	if (a->sel.mode == MODE_MULTIPLY)
		multiply_draw(a, y, x, w, big);
	else
		euclid_draw(a, y, x, w, big);
}
