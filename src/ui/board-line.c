/*
 * board-line.c: a value on its way to a target, drawn on a number line
 * from 1 to the target (to a log scale), and under it the moves the game
 * lists, each with an arrow on the line to where it goes.
 */
#include "config.h"

#include <math.h>

#include "ui/board.h"
#include "i18n.h"

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

/* Arrows on the line (line ay, t more lines when big) to where the
 * chosen and the hinted moves go. */
static void
arrows(struct app *a, const struct view *v, int ay, int x, int cols, int t)
{
	uint64_t n = view_pos(v)->v[0], k, count = board_list_count(v);
	struct pos q;
	enum role r;

	pos_init(&q);
	for (k = 0; k < count; k++) {
		r = board_list_role(v, k);
		if (r == R_NORMAL || !board_listed(v, k, &q) || q.n != 2)
			continue;
		board_token(a, ay, x + 5 + log_col(q.v[1], n, cols), 1 + t, 1,
		    (struct look){ r == R_HINT ? R_HINT : R_PREVIEW, "v" });
	}
	pos_free(&q);
}

/* Big: the marker two lines by two columns, the lines further apart. */
static void
line_draw(struct app *a, struct view *v, void *data, int y, int x, int h,
    int w)
{
	const struct pos *p = view_pos(v);
	uint64_t n, now;
	int cols = w - 16, c, t = a->big && h >= 12 ? 1 : 0;
	struct look l;

	(void)data;
	if (p->n != 2 || h < 8)
		return;
	n = p->v[0];
	now = p->v[1];
	l.role = changes_at(&v->last, 1, now) >= 0 ? R_LAST : R_STONE;
	l.glyph = app_glyph(a, G_STONE);
	app_printf(a, y, x + 2, R_NORMAL, _("Target %1$llu, now %2$llu.  "
	    "Whoever reaches %3$llu or more wins."), (unsigned long long)n,
	    (unsigned long long)now, (unsigned long long)n);
	app_put(a, y + 3 + t, x + 2, R_DIM, "1");
	for (c = 0; c < cols; c++)
		app_put(a, y + 3 + t, x + 5 + c, R_DIM, app_glyph(a, G_HLINE));
	app_printf(a, y + 3 + t, x + 6 + cols, R_DIM, "%llu",
	    (unsigned long long)n);
	c = log_col(now, n, cols);
	board_token(a, y + 2, x + 5 + c, 1 + t, 1 + t, l);
	app_printf(a, y + 4 + t, x + 5 + c, R_NORMAL, "%llu",
	    (unsigned long long)now);
	if (board_list_count(v) == 0)
		return;
	arrows(a, v, y + 2, x, cols, t);
	board_list(a, v, y + 6 + 2 * t, x + 2, w - 2, 2 + t, 4 + 2 * t);
}

const struct board_kind board_line = {
	.name = "line",
	.shape = BOARD_LINE,
	.draw = line_draw,
};
