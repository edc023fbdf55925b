/*
 * board-grid.c: pieces of squared paper, side by side in bands, each
 * with its grid lines (the places a cut can go) and its size under it.
 */
#include "config.h"

#include "ui/board.h"
#include "i18n.h"

/* The size of a square of paper: columns and lines from one grid line to
 * the next. */
struct paper {
	int sx, sy;
};

static const struct paper paper_normal = { 2, 2 }, paper_big = { 4, 3 };

/* Cut lines of item i in a set of marks, drawn inside the piece. */
static void
draw_cuts(struct app *a, const struct changes *ms, enum role r, size_t i,
    int y, int x, uint64_t pw, uint64_t ph, const struct paper *g)
{
	size_t j;
	int k;

	for (j = 0; j < ms->n; j++) {
		const struct change *m = &ms->c[j];

		if (m->item != i)
			continue;
		if (m->kind == CHANGE_CUT_V && m->lo < pw) {
			for (k = 1; k < g->sy * (int)ph; k++)
				app_put(a, y + k, x + g->sx * (int)m->lo, r,
				    app_glyph(a, G_CUT_V));
		} else if (m->kind == CHANGE_CUT_H && m->lo < ph) {
			for (k = 1; k < g->sx * (int)pw; k++)
				app_put(a, y + g->sy * (int)m->lo, x + k, r,
				    app_glyph(a, G_CUT_H));
		}
	}
}

/* The value of each cut of item i (v), on the frame where the cut
 * starts: the top edge for a cut down, the left for a cut across. */
static void
draw_cut_values(struct app *a, const struct view *v, size_t i, int y, int x,
    uint64_t pw, uint64_t ph, const struct paper *g)
{
	const struct changes *all[2] = { &v->val_win, &v->val_lose };
	size_t k, j;

	if (!board_values_shown(v))
		return;
	for (k = 0; k < 2; k++) {
		for (j = 0; j < all[k]->n; j++) {
			const struct change *m = &all[k]->c[j];
			const char *gl = app_glyph(a, k == 0 ? G_WIN : G_LOSE);
			enum role r = k == 0 ? R_GOOD : R_ERROR;

			if (m->item != i)
				continue;
			if (m->kind == CHANGE_CUT_V && m->lo < pw)
				app_put(a, y, x + g->sx * (int)m->lo, r, gl);
			else if (m->kind == CHANGE_CUT_H && m->lo < ph)
				app_put(a, y + g->sy * (int)m->lo, x, r, gl);
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
draw_piece(struct app *a, const struct view *v, size_t i, int y, int x,
    uint64_t pw, uint64_t ph, const struct paper *g)
{
	bool cur = board_focus(v, i);
	struct look l = board_look(a, v, i, 0, true, G_PAPER);
	int bw = g->sx * (int)pw + 1, bh = g->sy * (int)ph + 1, r, c;

	draw_frame(a, y, x, bh, bw, cur ? R_TITLE : R_NORMAL);
	for (r = 0; r < (int)ph; r++)
		for (c = 0; c < (int)pw; c++)
			board_token(a, y + 1 + g->sy * r, x + 1 + g->sx * c,
			    g->sy - 1, g->sx - 1, l);
	piece_hits(a, i, y, x, pw, ph, g);
	draw_cuts(a, &v->hint_marks, R_HINT, i, y, x, pw, ph, g);
	if (board_choosing(v))
		draw_cuts(a, &v->preview, R_PREVIEW, i, y, x, pw, ph, g);
	draw_cut_values(a, v, i, y, x, pw, ph, g);
	app_printf(a, y + bh, x, cur ? R_CURSOR : R_DIM, "%zu: %llux%llu",
	    i + 1, (unsigned long long)pw, (unsigned long long)ph);
}

/* Lay the pieces out in squares of size g (and draw them when draw is
 * set); returns whether every piece was drawn whole. */
static bool
grid_layout(struct app *a, const struct view *v, int y, int x, int h, int w,
    const struct paper *g, bool draw)
{
	const struct pos *p = view_pos(v);
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
				    _("(%zu more pieces)"), (p->n - i) / 2);
			return false;
		}
		if (draw && bw == 24)
			app_printf(a, cy, cx, board_focus(v, i / 2) ? R_CURSOR :
			    R_NORMAL, _("%1$zu: %2$llux%3$llu (large)"),
			    i / 2 + 1,
			    (unsigned long long)pw, (unsigned long long)ph);
		else if (draw)
			draw_piece(a, v, i / 2, cy, cx, pw, ph, g);
		/* The label under a narrow piece is wider than it. */
		cx += (bw > 12 ? bw : 12) + 2;
		band = bh > band ? bh : band;
	}
	return whole;
}

static void
grid_draw(struct app *a, struct view *v, void *data, int y, int x, int h,
    int w)
{
	(void)data;
	if (a->big && grid_layout(a, v, y, x, h, w, &paper_big, false))
		grid_layout(a, v, y, x, h, w, &paper_big, true);
	else
		grid_layout(a, v, y, x, h, w, &paper_normal, true);
}

const struct board_kind board_grid = {
	.name = "grid",
	.shape = BOARD_GRID,
	.draw = grid_draw,
};
