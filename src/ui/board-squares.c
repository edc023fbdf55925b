/*
 * board-squares.c: squares in columns standing on a base line, column 1
 * at the left, row 1 at the bottom; the square at column 1, row 1 is
 * drawn apart (the poisoned one of Chomp).  A grid too large for the
 * screen shows the part around the cursor and says which part it is.
 */
#include "config.h"

#include "ui/board.h"
#include "i18n.h"

enum { CELL_W = 3 };		/* columns a square takes, with its gap */

/* The first column and row shown so that the cursor is in view. */
static uint64_t
first_shown(uint64_t cursor, uint64_t fit)
{
	return fit == 0 || cursor < fit ? 0 : cursor - fit + 1;
}

static void
squares_draw(struct app *a, struct view *v, void *data, int y, int x,
    int h, int w)
{
	const struct pos *p = view_pos(v);
	uint64_t rows, fit_r, fit_c, c0, r0, c, r;
	int base, tw = a->big ? 2 : 1, cw = CELL_W;
	int lab = a->big ? 0 : board_mark_label_max(a, v);
	char buf[48];

	(void)data;
	/* The second v: the squares set apart for each move's length. */
	if (lab + 1 > cw)
		cw = lab + 1;
	/* The tallest column as drawn: squares the last move took show
	 * too, so the base line leaves room for them under the title. */
	rows = board_extent_max(v);
	fit_c = (uint64_t)(w - 6) / (uint64_t)cw;
	/* Under the squares the line of column numbers, and under that the
	 * note of the part shown when not all is. */
	fit_r = p->n <= fit_c && rows + 1 <= (uint64_t)(h > 0 ? h : 0) ?
	    (uint64_t)h - 1 : (uint64_t)(h > 2 ? h - 2 : 0);
	if (fit_r == 0 || fit_c == 0)
		return;
	c0 = first_shown(board_choosing(v) ? choice_focus(&v->choice) : 0,
	    fit_c);
	r0 = first_shown(board_choosing(v) ? board_unit(v) : 0, fit_r);
	base = y + (int)(rows - r0 < fit_r ? rows - r0 : fit_r) - 1;
	for (c = c0; c < p->n && c - c0 < fit_c; c++) {
		int cx = x + 4 + cw * (int)(c - c0);
		uint64_t ext = board_extent(v, (size_t)c, p->v[c]);

		for (r = r0; r < ext && r - r0 < fit_r; r++) {
			struct look l = board_look(a, v, (size_t)c, r,
			    r < p->v[c], c == 0 && r == 0 ? G_POISON :
			    G_SQUARE);
			bool cur = board_choosing(v) && board_focus(v,
			    (size_t)c) && r == board_unit(v);

			if (cur && l.role == R_STONE)
				l.role = R_CURSOR;
			if (lab > 0 && board_mark_label(a, v, (size_t)c, r,
			    false, buf, sizeof buf) > 0)
				app_put(a, base - (int)(r - r0), cx, l.role,
				    buf);
			else
				board_token(a, base - (int)(r - r0), cx, 1, tw,
				    l);
			app_hit(a, base - (int)(r - r0), cx - 1, cw,
			    (size_t)c, r, HIT_UNIT);
		}
		if (c == c0 || (c + 1) % 5 == 0)
			app_printf(a, base + 1, cx, R_DIM, "%llu",
			    (unsigned long long)(c + 1));
	}
	app_printf(a, base, x, R_DIM, "%llu", (unsigned long long)(r0 + 1));
	if (c0 > 0 || r0 > 0 || p->n - c0 > fit_c || rows - r0 > fit_r)
		/* TRANSLATORS: the columns shown of all, then the rows
		 * shown of all. */
		app_printf(a, base + 2, x, R_DIM, _("(columns %1$llu-%2$llu "
		    "of %3$llu, rows %4$llu-%5$llu of %6$llu; the arrows "
		    "scroll)"),
		    (unsigned long long)(c0 + 1), (unsigned long long)(c0 +
		    (p->n - c0 < fit_c ? p->n - c0 : fit_c)),
		    (unsigned long long)p->n,
		    (unsigned long long)(r0 + 1), (unsigned long long)(r0 +
		    (rows - r0 < fit_r ? rows - r0 : fit_r)),
		    (unsigned long long)rows);
}

const struct board_kind board_squares = {
	.name = "squares",
	.shape = BOARD_SQUARES,
	.draw = squares_draw,
};
