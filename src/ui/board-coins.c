/*
 * board-coins.c: rows of coins (Kayles) and coins around a ring.
 */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "ui/board.h"

/* One row from (y, x); returns the line after the row's last line, and
 * sets *end to the column after it. */
static int
draw_row(struct app *a, size_t i, int y, int x, int left, int right,
    int *end)
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
		struct look l = board_look(a, i, u, u < v, G_COIN);

		if (cx + 1 > right) {
			y++;
			cx = left + lw;
		}
		if (l.glyph != NULL)
			app_put(a, y, cx, l.role, l.glyph);
		app_hit(a, y, cx, 2, i, u, HIT_UNIT);
		cx += 2;
	}
	*end = cx;
	return y;
}

void
board_rows(struct app *a, int y, int x, int h, int w)
{
	const struct pos *p = sess_pos(&a->sess);
	int cy = y, cx = x, end, need;
	size_t i;

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
		cy = draw_row(a, i, cy, cx, x, x + w, &end);
		cx = end + 2;
	}
	if (p->n == 0)
		app_put(a, y, x + 2, R_DIM, "(no coins)");
}

struct ring {
	int cy, cx, ry, rx;
};

static void
ring_place(const struct ring *r, size_t k, size_t n, double out, int *y,
    int *x)
{
	double t = 2 * 3.14159265358979 * (double)k / (double)n;

	*y = r->cy - (int)lround((r->ry + out) * cos(t));
	*x = r->cx + (int)lround((r->rx + 2 * out) * sin(t));
}

/* Do the places of the ring land on distinct cells? */
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
		if (n > 1 && y0 == y1 && (x0 - x1 < 2 && x1 - x0 < 2))
			return false;
	}
	return true;
}

static void
draw_place(struct app *a, size_t k, size_t n, int py, int px)
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
	app_put(a, py, px, l.role, l.glyph);
	app_hit(a, py, px - 1, 3, 0, k, HIT_UNIT);
	(void)n;
}

void
board_circle(struct app *a, int y, int x, int h, int w)
{
	const struct pos *p = sess_pos(&a->sess);
	struct ring r;
	size_t k, n = p->n;
	int py, px;
	char num[24];

	r.ry = (h - 3) / 2;
	r.rx = (w - 12) / 2 < r.ry * 2 + 4 ? (w - 12) / 2 : r.ry * 2 + 4;
	r.cy = y + h / 2;
	r.cx = x + w / 2;
	if (!ring_fits(&r, n)) {
		/* Too many places for a ring here: one line, which wraps. */
		for (k = 0; k < n; k++) {
			py = y + 2 * (int)(k / (size_t)((w - 2) / 2));
			px = x + 2 * (int)(k % (size_t)((w - 2) / 2));
			if (py >= y + h)
				break;
			draw_place(a, k, n, py, px);
		}
		app_put(a, y + h - 1, x, R_DIM, "(the ring, cut open: the "
		    "last place touches the first)");
		return;
	}
	for (k = 0; k < n; k++) {
		ring_place(&r, k, n, 0, &py, &px);
		draw_place(a, k, n, py, px);
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
