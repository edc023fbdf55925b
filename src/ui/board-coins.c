/*
 * board-coins.c: rows of coins (Kayles) and coins around a ring.
 */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "ui/board.h"

/* One row from (y, x), a coin every step columns (step - 1 wide); returns
 * the line after the row's last line, and sets *end to the column after
 * it. */
static int
draw_row(struct app *a, size_t i, int y, int x, int left, int right,
    int *end, int step)
{
	const struct pos *p = sess_pos(&a->sess);
	uint64_t v = p->v[i], ext = board_extent(a, i, v), u;
	bool cur = i == a->sel.item && board_choosing(a);
	char label[32];
	int lw, cx;

	snprintf(label, sizeof label, "%zu:", i + 1);
	lw = (int)strlen(label) + 1;
	app_put(a, y, x, cur ? R_CURSOR : R_DIM, label);
	cx = x + lw;
	if (ext == 0) {
		app_put(a, y, cx, R_DIM, "-");
		cx += 2;
	}
	for (u = 0; u < ext; u++) {
		if (cx + step - 1 > right) {
			y++;
			cx = left + lw;
		}
		board_token(a, y, cx, 1, step - 1, board_look(a, i, u, u < v,
		    G_COIN));
		app_hit(a, y, cx, step, i, u, HIT_UNIT);
		cx += step;
	}
	*end = cx;
	return y;
}

/* Do the rows fit big, one a line with a blank line between two, each
 * coin two columns wide, in h lines of w columns? */
static bool
rows_fit_big(const struct app *a, int h, int w)
{
	const struct pos *p = sess_pos(&a->sess);
	uint64_t room;
	size_t i;

	if (!a->big || p->n == 0 || 2 * p->n - 1 > (size_t)h)
		return false;
	for (i = 0; i < p->n; i++) {
		room = (uint64_t)(w - 2 - snprintf(NULL, 0, "%zu:", i + 1)) / 3;
		if (board_extent(a, i, p->v[i]) > room)
			return false;
	}
	return true;
}

void
board_rows(struct app *a, int y, int x, int h, int w)
{
	const struct pos *p = sess_pos(&a->sess);
	int cy = y, cx = x, end, need;
	size_t i;

	if (rows_fit_big(a, h, w)) {
		for (i = 0; i < p->n; i++)
			draw_row(a, i, y + 2 * (int)i, x, x, x + w, &end, 3);
		return;
	}
	for (i = 0; i < p->n; i++) {
		need = 5 + 2 * (int)(p->v[i] < 60 ? p->v[i] : 60);
		if (cx > x && cx + need > x + w) {
			cy += 2;
			cx = x;
		}
		if (cy >= y + h) {
			app_printf(a, y + h - 1, x + w - 14, R_DIM,
			    "(%zu more rows)", p->n - i);
			return;
		}
		cy = draw_row(a, i, cy, cx, x, x + w, &end, 2);
		cx = end + 2;
	}
	if (p->n == 0)
		app_put(a, y, x + 2, R_DIM, "(no coins)");
}

struct ring {
	int cy, cx, ry, rx;
	int tw;			/* the columns of a coin */
};

static void
ring_place(const struct ring *r, size_t k, size_t n, double out, int *y,
    int *x)
{
	double t = 2 * 3.14159265358979 * (double)k / (double)n;

	*y = r->cy - (int)lround((r->ry + out) * cos(t));
	*x = r->cx + (int)lround((r->rx + (r->tw + 1) * out) * sin(t));
}

/* Do the places of the ring land apart? */
static bool
ring_fits(const struct ring *r, size_t n)
{
	int y0, x0, y1, x1;
	size_t k;

	if (r->ry < 2 || r->rx < 4)
		return false;
	for (k = 0; k < n; k++) {
		ring_place(r, k, n, 0, &y0, &x0);
		ring_place(r, (k + 1) % n, n, 0, &y1, &x1);
		if (n > 1 && y0 == y1 && (x0 - x1 <= r->tw && x1 - x0 <= r->tw))
			return false;
	}
	return true;
}

/* Place k, a coin or a gap tw columns wide, centred on (py, px). */
static void
draw_place(struct app *a, size_t k, int py, int px, int tw)
{
	const struct pos *p = sess_pos(&a->sess);
	struct look l = board_look(a, 0, k, p->v[k] != 0, G_COIN);
	bool cur = k == a->sel.amount && board_choosing(a);

	if (p->v[k] == 0 && l.glyph == NULL) {
		l.glyph = app_glyph(a, G_GAP);
		l.role = R_DIM;
	}
	if (cur && l.role == R_STONE)
		l.role = R_CURSOR;
	board_token(a, py, px - tw / 2, 1, tw, l);
	app_hit(a, py, px - tw / 2 - 1, tw + 2, 0, k, HIT_UNIT);
}

/* The ring in h lines of w columns; big: a wider ellipse for coins two
 * columns wide.  Does it fit? */
static bool
ring_make(struct ring *r, int y, int x, int h, int w, size_t n, bool big)
{
	int most;

	r->ry = (h - 3) / 2;
	most = big ? r->ry * 4 + 6 : r->ry * 2 + 4;
	r->rx = (w - 12) / 2 < most ? (w - 12) / 2 : most;
	r->cy = y + h / 2;
	r->cx = x + w / 2;
	r->tw = big ? 2 : 1;
	return ring_fits(r, n);
}

void
board_circle(struct app *a, int y, int x, int h, int w)
{
	const struct pos *p = sess_pos(&a->sess);
	struct ring r;
	size_t k, n = p->n;
	int py, px;
	char num[24];

	if ((!a->big || !ring_make(&r, y, x, h, w, n, true)) &&
	    !ring_make(&r, y, x, h, w, n, false)) {
		/* Too many places for a ring here: one line, which wraps. */
		for (k = 0; k < n; k++) {
			py = y + 2 * (int)(k / (size_t)((w - 2) / 2));
			px = x + 2 * (int)(k % (size_t)((w - 2) / 2));
			if (py >= y + h)
				break;
			draw_place(a, k, py, px, 1);
		}
		app_put(a, y + h - 1, x, R_DIM, "(the ring, cut open: the "
		    "last place touches the first)");
		return;
	}
	for (k = 0; k < n; k++) {
		ring_place(&r, k, n, 0, &py, &px);
		draw_place(a, k, py, px, r.tw);
		if (n > 30 && k % 5 != 0)
			continue;
		ring_place(&r, k, n, 1.3, &py, &px);
		snprintf(num, sizeof num, "%zu", k + 1);
		px -= (int)strlen(num) / 2;
		app_put(a, py, px, k == a->sel.amount && board_choosing(a) ?
		    R_TITLE : R_DIM, num);
		app_hit(a, py, px, (int)strlen(num), 0, k, HIT_UNIT);
	}
}
