/*
 * board-pair.c: a pair of numbers drawn as two bars to one scale, and
 * under them the moves the game lists, to choose from.
 */
#include "config.h"

#include "ui/board.h"
#include "i18n.h"

/* Number i as a bar rows lines tall, its value in figures before it. */
static void
draw_bar(struct app *a, const struct view *v, size_t i, int y, int x,
    int cols, uint64_t scale, int rows)
{
	const struct pos *p = view_pos(v);
	uint64_t n = p->v[i], u;
	int c;

	app_printf(a, y, x, R_NORMAL, "%llu", (unsigned long long)n);
	for (c = 0; c < cols; c++) {
		struct look l;

		u = (uint64_t)((double)c / cols * (double)scale);
		if (u >= board_extent(v, i, n))
			break;
		l = board_look(a, v, i, u, u < n, G_BAR);
		if (l.role == R_STONE)
			l.glyph = app_glyph(a, G_BAR);
		board_token(a, y, x + 22 + c, rows, 1, l);
	}
}

/* Big: the bars two lines tall, the moves further apart. */
static void
pair_draw(struct app *a, struct view *v, void *data, int y, int x, int h,
    int w)
{
	const struct pos *p = view_pos(v);
	uint64_t scale;
	bool big = a->big && h >= 12;
	int t = big ? 1 : 0;

	(void)data;
	if (p->n != 2 || h < 8)
		return;
	scale = p->v[0] > p->v[1] ? p->v[0] : p->v[1];
	if (scale == 0)
		scale = 1;
	draw_bar(a, v, 0, y, x + 2, w - 26, scale, 1 + t);
	draw_bar(a, v, 1, y + 2 + t, x + 2, w - 26, scale, 1 + t);
	if (!board_choosing(v) || board_list_count(v) == 0)
		return;
	app_printf(a, y + 5 + 2 * t, x + 2, R_NORMAL, _("Take a %s of the "
	    "smaller number from the larger:"), choice_item_word(&v->choice));
	board_list(a, v, y + 6 + 3 * t, x + 4, w - 4, 1 + t, 2 + 2 * t);
}

const struct board_kind board_pair = {
	.name = "pair",
	.shape = BOARD_PAIR,
	.draw = pair_draw,
};
