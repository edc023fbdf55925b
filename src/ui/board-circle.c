/*
 * board-circle.c: coins around a ring, each place numbered (every fifth
 * on a crowded ring).  The layout is kept between frames: the ring is
 * laid out again only when the terminal or the ring changes or it no
 * longer fits, so the coins do not jump when a hint or a message takes
 * lines under the board.
 */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/board.h"
#include "i18n.h"

struct ring {
	int cy, cx, ry, rx;
	int tw;			/* the columns of a coin */
};

/* The board's own data: the last layout and what it was made for. */
struct ring_data {
	bool valid;
	struct ring r;
	int term_h, term_w, x, w;
	size_t n;
	bool big;
};

static void
ring_place(const struct ring *r, double k, size_t n, double out, int *y,
    int *x)
{
	double t = 2 * 3.14159265358979 * k / (double)n;

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
		ring_place(r, (double)k, n, 0, &y0, &x0);
		ring_place(r, (double)((k + 1) % n), n, 0, &y1, &x1);
		if (n > 1 && y0 == y1 && (x0 - x1 <= r->tw && x1 - x0 <= r->tw))
			return false;
	}
	return true;
}

/* Place k, a coin or a gap tw columns wide, centred on (py, px). */
static void
draw_place(struct app *a, const struct view *v, size_t k, int py, int px,
    int tw)
{
	const struct pos *p = view_pos(v);
	struct look l = board_look(a, v, 0, k, p->v[k] != 0, G_COIN);
	bool cur = k == board_unit(v) && board_choosing(v);

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

/* Places at most for marks with their lengths on a ring. */
enum { RING_LABELS_MAX = 40 };

/* Where the label of place k (pair: of the take of k and the next) is
 * written: its line and first column, w columns wide. */
static void
label_at(const struct ring *r, size_t k, size_t n, bool pair, int w, int *y,
    int *x)
{
	if (pair)
		ring_place(r, (double)k + 0.5, n, -1.0, y, x);
	else
		ring_place(r, (double)k, n, 0, y, x);
	*x -= w / 2;
}

/* The second v: do the marks with their lengths (the widest lab
 * columns) stand apart on the ring?  Then they are written in place of
 * the marks. */
static bool
labels_fit(const struct ring *r, size_t n, int lab)
{
	int ys[3 * RING_LABELS_MAX], xs[3 * RING_LABELS_MAX];
	int ws[3 * RING_LABELS_MAX];
	size_t i, j, m = 0;

	if (lab == 0 || n > RING_LABELS_MAX)
		return false;
	for (i = 0; i < 2 * n; i++, m++) {
		label_at(r, i / 2, n, i % 2 == 1, lab, &ys[m], &xs[m]);
		ws[m] = lab;
	}
	/* The places' numbers around the ring, as circle_draw puts them. */
	for (i = 0; i < n; i++, m++) {
		ring_place(r, (double)i, n, 1.3, &ys[m], &xs[m]);
		ws[m] = i + 1 >= 10 ? 2 : 1;
		xs[m] -= ws[m] / 2;
	}
	for (i = 0; i < m; i++)
		for (j = i + 1; j < m; j++)
			if (ys[i] == ys[j] && xs[i] < xs[j] + ws[j] + 1 &&
			    xs[j] < xs[i] + ws[i] + 1)
				return false;
	return true;
}

/* Place k's mark (pair: the take of k and the next) with its length,
 * where one is known: true when written. */
static bool
draw_label(struct app *a, const struct view *v, const struct ring *r,
    size_t k, size_t n, bool pair, int lab)
{
	struct look l = pair ? board_pair_look(a, v, 0, k) : board_look(a, v,
	    0, k, true, G_COIN);
	char buf[48];
	int w, y, x;

	if ((w = board_mark_label(a, v, 0, k, pair, buf, sizeof buf)) == 0)
		return false;
	label_at(r, k, n, pair, lab, &y, &x);
	app_put(a, y, x + (lab - w) / 2, l.role, buf);
	if (!pair)
		app_hit(a, y, x, lab, 0, k, HIT_UNIT);
	return true;
}

/* Too many places for a ring here: one line, which wraps. */
static void
draw_open(struct app *a, const struct view *v, int y, int x, int h, int w)
{
	size_t k, n = view_pos(v)->n, per = (size_t)(w - 2) / 2;
	int py, px, lab = board_mark_label_max(a, v), step = 2;
	struct look l;
	char buf[48];

	/* The second v: the marks with their lengths, set apart, where
	 * the lines hold them all. */
	if (lab > 0 && (per = (size_t)(w - 2) / (size_t)(2 * (lab + 1))) > 0 &&
	    2 * (int)((n + per - 1) / per) <= h - 1)
		step = 2 * (lab + 1);
	else {
		lab = 0;
		per = (size_t)(w - 2) / 2;
	}
	for (k = 0; per > 0 && k < n; k++) {
		py = y + 2 * (int)(k / per);
		px = x + step * (int)(k % per);
		if (py >= y + h)
			break;
		l = board_look(a, v, 0, k, true, G_COIN);
		if (lab > 0 && board_mark_label(a, v, 0, k, false, buf,
		    sizeof buf) > 0) {
			app_put(a, py, px, l.role, buf);
			app_hit(a, py, px, lab, 0, k, HIT_UNIT);
		} else
			draw_place(a, v, k, py, px, 1);
		l = board_pair_look(a, v, 0, k);
		if (lab > 0 && board_mark_label(a, v, 0, k, true, buf,
		    sizeof buf) > 0)
			app_put(a, py, px + lab + 1, l.role, buf);
		else
			board_token(a, py, px + (lab > 0 ? lab + 1 : 1), 1, 1,
			    l);
	}
	app_put(a, y + h - 1, x, R_DIM, _("(the ring, cut open: the last place "
	    "touches the first)"));
}

/* Does the kept layout still serve the rectangle given? */
static bool
kept(const struct app *a, const struct ring_data *d, int y, int x, int h,
    int w, size_t n)
{
	return d->valid && d->term_h == a->h && d->term_w == a->w &&
	    d->x == x && d->w == w && d->n == n && d->big == a->big &&
	    d->r.cy - d->r.ry - 1 >= y && d->r.cy + d->r.ry + 1 < y + h;
}

static void
circle_draw(struct app *a, struct view *v, void *data, int y, int x, int h,
    int w)
{
	struct ring_data *d = data, fresh;
	size_t k, n = view_pos(v)->n;
	int py, px, lab;
	char num[24];

	if (d == NULL || !kept(a, d, y, x, h, w, n)) {
		memset(&fresh, 0, sizeof fresh);
		fresh.term_h = a->h;
		fresh.term_w = a->w;
		fresh.x = x;
		fresh.w = w;
		fresh.n = n;
		fresh.big = a->big;
		fresh.valid = (a->big && ring_make(&fresh.r, y, x, h, w, n,
		    true)) || ring_make(&fresh.r, y, x, h, w, n, false);
		if (d != NULL)
			*d = fresh;
		else
			d = &fresh;
		if (!fresh.valid) {
			draw_open(a, v, y, x, h, w);
			return;
		}
	}
	lab = board_mark_label_max(a, v);
	if (!labels_fit(&d->r, n, lab))
		lab = 0;
	for (k = 0; k < n; k++) {
		ring_place(&d->r, (double)k, n, 0, &py, &px);
		if (lab == 0 || !draw_label(a, v, &d->r, k, n, false, lab))
			draw_place(a, v, k, py, px, d->r.tw);
		/* Taking this coin and the next: marked inside the ring,
		 * half-way between them. */
		ring_place(&d->r, (double)k + 0.5, n, -0.8, &py, &px);
		if (lab == 0 || !draw_label(a, v, &d->r, k, n, true, lab))
			board_token(a, py, px, 1, 1, board_pair_look(a, v, 0,
			    k));
		if (n > 30 && k % 5 != 0)
			continue;
		ring_place(&d->r, (double)k, n, 1.3, &py, &px);
		snprintf(num, sizeof num, "%zu", k + 1);
		px -= (int)strlen(num) / 2;
		app_put(a, py, px, k == board_unit(v) && board_choosing(v) ?
		    R_TITLE : R_DIM, num);
		app_hit(a, py, px, (int)strlen(num), 0, k, HIT_UNIT);
	}
}

static void *
circle_init(void)
{
	return calloc(1, sizeof(struct ring_data));
}

static void
circle_free(void *data)
{
	free(data);
}

const struct board_kind board_circle = {
	.name = "ring",
	.shape = BOARD_CIRCLE,
	.init = circle_init,
	.free = circle_free,
	.draw = circle_draw,
};
