/*
 * board-coins.c: one row of coins showing heads or tails, coin 1 at the
 * left, numbered every fifth; a long row wraps into bands, and a row too
 * long for the screen shows the bands around the cursor.
 */
#include "config.h"

#include "ui/board.h"
#include "i18n.h"

static void
coins_draw(struct app *a, struct view *v, void *data, int y, int x, int h,
    int w)
{
	const struct pos *p = view_pos(v);
	size_t per = (size_t)(w - 4) / (a->big ? 3 : 2), k, band, first = 0;
	size_t bands = (size_t)(h / 2), cur = (size_t)board_unit(v);
	int step = a->big ? 3 : 2;

	(void)data;
	if (per == 0 || bands == 0)
		return;
	/* The band of the cursor stays on the screen. */
	if (cur / per >= bands)
		first = (cur / per - bands + 1) * per;
	for (k = first; k < p->n; k++) {
		struct look l;
		int cy, cx;

		band = (k - first) / per;
		if (band >= bands)
			break;
		cy = y + 2 * (int)band;
		cx = x + 2 + step * (int)((k - first) % per);
		l = board_look(a, v, 0, k, true, p->v[k] ? G_HEADS : G_TAILS);
		if (l.role == R_PREVIEW || l.role == R_HINT ||
		    l.role == R_PICK_HINT)
			l.glyph = app_glyph(a, G_TURN);
		if (board_choosing(v) && k == cur && l.role == R_STONE)
			l.role = R_CURSOR;
		if (!p->v[k] && l.role == R_STONE)
			l.role = R_DIM;
		board_token(a, cy, cx, 1, a->big ? 2 : 1, l);
		app_hit(a, cy, cx - 1, step, 0, k, HIT_UNIT);
		if ((k + 1) % 5 == 0 || k == first)
			app_printf(a, cy + 1, cx, R_DIM, "%zu", k + 1);
	}
	if (first > 0 || k < p->n)
		app_printf(a, y + h - 1, x, R_DIM, _("(coins %1$zu-%2$zu of "
		    "%3$zu)"),
		    first + 1, k, p->n);
}

const struct board_kind board_coins = {
	.name = "coins",
	.shape = BOARD_COINS,
	.draw = coins_draw,
};
