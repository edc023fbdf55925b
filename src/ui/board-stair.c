/*
 * board-stair.c: piles standing side by side as the columns of a
 * staircase, their sizes under them.  The items stand side by side, so
 * Left and Right choose the pile and Up and Down the amount.
 */
#include "config.h"

#include "ui/board.h"
#include "i18n.h"

/* Pile i as column col; big: each stone four columns wide on every
 * other line, the piles seven columns apart. */
static void
draw_pile(struct app *a, const struct view *v, size_t i, int col, int y,
    int x, int h, bool big)
{
	const struct pos *p = view_pos(v);
	uint64_t n = p->v[i], ext = board_extent(v, i, n), u;
	int rows = h - 2, r, xc = x + 4 + (big ? 7 : 5) * col;
	int base = y + rows - 1, rs = big ? 2 : 1, slots = rows / rs;
	bool cur = board_focus(v, i);

	for (r = 0; r < slots; r++) {
		u = board_unit_at(r, slots, ext);
		if (u >= ext)
			break;
		board_token(a, base - rs * r, big ? xc - 1 : xc, 1, big ? 4 : 1,
		    board_look(a, v, i, u, u < n, ext > (uint64_t)slots ?
		    G_BAR : G_STONE));
		app_hit(a, base - rs * r, xc - 1, big ? 4 : 3, i, u, HIT_UNIT);
	}
	app_printf(a, y + rows, xc - 1, cur ? R_CURSOR : R_NORMAL, "%3llu",
	    (unsigned long long)n);
	if (cur)
		app_put(a, y + rows + 1, xc, R_TITLE, "^");
}

/* Do all the piles fit big in h lines of w columns? */
static bool
stair_fit_big(const struct app *a, const struct view *v, int h, int w)
{
	const struct pos *p = view_pos(v);
	size_t i;

	if (!a->big || p->n == 0 || p->n > (size_t)(w - 4) / 7)
		return false;
	for (i = 0; i < p->n; i++)
		if (board_extent(v, i, p->v[i]) > (uint64_t)(h - 2) / 2)
			return false;
	return true;
}

static void
stair_draw(struct app *a, struct view *v, void *data, int y, int x, int h,
    int w)
{
	const struct pos *p = view_pos(v);
	size_t fit = (size_t)(w - 4) / 5, first = 0, i;
	size_t focus = choice_focus(&v->choice);
	bool big = stair_fit_big(a, v, h, w);

	(void)data;
	if (h < 4 || fit == 0)
		return;
	if (!big && focus >= fit)
		first = focus - fit + 1;
	for (i = first; i < p->n && i - first < fit; i++)
		draw_pile(a, v, i, (int)(i - first), y, x, h, big);
	if (p->n == 0)
		app_put(a, y, x + 2, R_DIM, _("(no piles)"));
}

const struct board_kind board_stair = {
	.name = "stair",
	.shape = BOARD_STAIR,
	.turned = true,
	.draw = stair_draw,
};
