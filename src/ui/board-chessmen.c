/*
 * board-chessmen.c: tokens on rows of numbered cells, in bands when a
 * single row is long, or as a list when the cells are too many to draw.
 * The rows, and each token's kind with its glyph, come from the game
 * (game.h: struct play_tokens).
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "ui/board.h"
#include "i18n.h"

/* The token on cell c of row `row`, or p->n. */
static size_t
token_on(const struct view *v, size_t row, uint64_t c)
{
	const struct pos *p = view_pos(v);
	size_t i, k;

	for (i = 0; i < p->n; i++) {
		game_token(view_rules(v), p, i, &k);
		if (k == row && p->v[i] == c)
			break;
	}
	return i;
}

/* Cell c of row `row` centred on column px, its number under it; big:
 * two lines of three columns. */
static void
draw_cell(struct app *a, const struct view *v, size_t row, uint64_t c,
    int py, int px, bool big)
{
	const struct pos *p = view_pos(v);
	size_t j = token_on(v, row, c), k;
	struct look l = board_look(a, v, row, c, j < p->n, G_CHESSMAN);
	const struct token_kind *kind;
	char num[24];
	int rows = big ? 2 : 1, tw = big ? 3 : 1, r;

	/* A token of a kind with its own glyph shows it where the board
	 * would show the chessman's. */
	if (j < p->n && l.glyph == app_glyph(a, G_CHESSMAN) &&
	    (kind = game_token(view_rules(v), p, j, &k))->glyph != NULL)
		l.glyph = a->utf8 ? kind->glyph : kind->ascii;
	if (l.glyph == NULL) {
		l.glyph = app_glyph(a, G_CELL);
		l.role = R_DIM;
	}
	if (j < p->n && board_focus(v, j) && l.role == R_STONE)
		l.role = R_CURSOR;
	board_token(a, py, px - tw / 2, rows, tw, l);
	/* The chessman chosen: brackets too, not reverse video alone. */
	if (j < p->n && board_focus(v, j))
		for (r = 0; r < rows; r++) {
			app_put(a, py + r, px - tw / 2 - 1, R_TITLE, "[");
			app_put(a, py + r, px + tw - tw / 2, R_TITLE, "]");
		}
	snprintf(num, sizeof num, "%llu", (unsigned long long)c);
	if (c < 1000 || c % 5 == 0)
		app_put(a, py + rows, px - (int)strlen(num) / 2, R_DIM, num);
	for (r = 0; r < rows; r++)
		app_hit(a, py + r, px - tw / 2 - 1, tw + 2, row, c, HIT_UNIT);
}

/* Too many cells to draw: the tokens and their cells as a list. */
static void
token_list(struct app *a, const struct view *v, int y, int x, int h)
{
	const struct pos *p = view_pos(v);
	size_t i;

	for (i = 0; i < p->n && (int)i < h; i++) {
		bool cur = board_focus(v, i);
		size_t row;

		game_token(view_rules(v), p, i, &row);
		app_printf(a, y + (int)i, x + 2, cur ? R_CURSOR : R_NORMAL,
		    _("%1$s %2$s %3$zu on cell %4$llu"), app_glyph(a,
		    G_CHESSMAN),
		    choice_item_word(&v->choice), i + 1,
		    (unsigned long long)p->v[i]);
		if (cur)
			app_printf(a, y + (int)i, x + 40, R_PREVIEW,
			    _(" to cell %llu "),
			    (unsigned long long)board_unit(v));
		app_hit(a, y + (int)i, x + 2, 30, row, p->v[i], HIT_UNIT);
	}
}

/* Several rows: each on its own band of three lines, the list where one
 * is too long for the width or the bands for the height. */
static void
draw_rows(struct app *a, struct view *v, size_t nrows, int y, int x, int h,
    int w)
{
	struct rules *r = view_rules(v);
	const struct pos *p = view_pos(v);
	uint64_t per = (uint64_t)(w - 4) / 3, c;
	size_t row;

	for (row = 0; row < nrows; row++)
		if (game_token_cells(r, p, row) > per)
			break;
	if (row < nrows || nrows * 3 > (size_t)h) {
		token_list(a, v, y, x, h);
		return;
	}
	for (row = 0; row < nrows; row++)
		for (c = 1; c <= game_token_cells(r, p, row); c++)
			draw_cell(a, v, row, c, y + 3 * (int)row,
			    x + 2 + 3 * (int)(c - 1), false);
}

static void
chessmen_draw(struct app *a, struct view *v, void *data, int y, int x,
    int h, int w)
{
	const struct pos *p = view_pos(v);
	size_t per = (size_t)(w - 4) / 5, nrows;
	uint64_t cells, c;
	int pitch = 5, lines = 4;

	(void)data;
	if ((nrows = game_token_rows(view_rules(v), p)) > 1) {
		draw_rows(a, v, nrows, y, x, h, w);
		return;
	}
	cells = game_token_cells(view_rules(v), p, 0);
	/* Big (cells five columns apart, bands four lines) if it fits. */
	if (!a->big || cells > sg_max_u63() / 4 || per == 0 ||
	    (cells + per - 1) / per * 4 > (uint64_t)h) {
		per = (size_t)(w - 4) / 3;
		pitch = lines = 3;
	}
	if (cells > sg_max_u63() / 4 || per == 0 ||
	    (cells + per - 1) / per * 3 > (uint64_t)h) {
		token_list(a, v, y, x, h);
		return;
	}
	for (c = 1; c <= cells; c++) {
		int band = (int)((c - 1) / per), col = (int)((c - 1) % per);

		draw_cell(a, v, 0, c, y + lines * band, x + 2 + pitch * col,
		    pitch == 5);
	}
}

const struct board_kind board_chessmen = {
	.name = "chessmen",
	.shape = BOARD_CHESSMEN,
	.draw = chessmen_draw,
};
