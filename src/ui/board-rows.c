/*
 * board-rows.c: rows of coins, several to a line when they are short,
 * each with its number before it: its place in the notation, so that
 * "row 7" is the notation's seventh entry.  A row left empty leaves the
 * board (one line says how many did); a row just emptied shows its
 * ghosts until the next move.
 */
#include "config.h"

#include <inttypes.h>
#include <locale.h>
#include <stdio.h>
#include <string.h>

#include "ui/board.h"
#include "i18n.h"

/* Draw unit u of row i at (y, cx), with the value of the pair after it,
 * and make it a place to click.  lab > 0: the marks carry each move's
 * length (the second v), the coin's and the pair's in lab + 1 columns
 * each (step is twice that). */
static void
draw_coin(struct app *a, const struct view *v, size_t i, uint64_t u,
    uint64_t n, int y, int cx, int step, int lab)
{
	struct look l = board_look(a, v, i, u, u < n, G_COIN);
	struct look pl = board_pair_look(a, v, i, u);
	char buf[48];
	int px = lab > 0 ? cx + lab + 1 : cx + step - 1;

	if (lab > 0 && board_mark_label(a, v, i, u, false, buf,
	    sizeof buf) > 0)
		app_put(a, y, cx, l.role, buf);
	else
		board_token(a, y, cx, 1, lab > 0 ? 1 : step - 1, l);
	/* The value of taking this coin and the next, between them. */
	if (lab > 0 && board_mark_label(a, v, i, u, true, buf,
	    sizeof buf) > 0)
		app_put(a, y, px, pl.role, buf);
	else
		board_token(a, y, px, 1, 1, pl);
	app_hit(a, y, cx, step, i, u, HIT_UNIT);
}

/* Coins lo to hi (not included) of row i from column cx on one line;
 * returns the column after them. */
static int
draw_span(struct app *a, const struct view *v, size_t i, uint64_t lo,
    uint64_t hi, uint64_t n, int y, int cx, int step, int lab)
{
	for (; lo < hi; lo++, cx += step)
		draw_coin(a, v, i, lo, n, y, cx, step, lab);
	return cx;
}

/* n in digits grouped by threes, with the locale's separator (a space
 * where the locale has none), into out of size at least 48. */
static void
grouped(uint64_t n, char *out, size_t size)
{
	const char *sep = localeconv()->thousands_sep;
	char digits[24];
	size_t len, i, o = 0, sl;

	if (sep == NULL || *sep == '\0')
		sep = " ";
	sl = strlen(sep);
	len = (size_t)snprintf(digits, sizeof digits, "%" PRIu64, n);
	for (i = 0; i < len && o + sl + 2 < size; i++) {
		if (i > 0 && (len - i) % 3 == 0) {
			memcpy(out + o, sep, sl);
			o += sl;
		}
		out[o++] = digits[i];
	}
	out[o] = '\0';
}

/*
 * A row too long for its lines, on one line: its first coins, the coins
 * around the cursor when it is further in, its last coins, an ellipsis
 * for each stretch left out, and how many coins the row has.  Only what
 * is drawn costs anything, whatever the row's length.
 */
static int
draw_elided(struct app *a, const struct view *v, size_t i, uint64_t ext,
    int y, int cx, int right, int step, int lab)
{
	uint64_t n = view_pos(v)->v[i], slots, side, mid, c, lo;
	char num[64], count[128];
	int cw;

	grouped(n, num, sizeof num);
	snprintf(count, sizeof count, ngettext("(%s coin)", "(%s coins)",
	    (unsigned long)n), num);
	cw = app_width(count);
	slots = right - cx - cw - 1 > 3 * step ? (uint64_t)((right - cx - cw -
	    1) / step) : 3;
	c = board_focus(v, i) ? board_unit(v) : 0;
	side = (slots - 1) / 2;
	if (c < side || c >= ext - (slots - 1 - side)) {
		cx = draw_span(a, v, i, 0, side, n, y, cx, step, lab);
		app_put(a, y, cx, R_DIM, app_glyph(a, G_ELLIPSIS));
		cx += step;
		cx = draw_span(a, v, i, ext - (slots - 1 - side), ext, n, y,
		    cx, step, lab);
	} else {
		side = slots >= 7 ? (slots - 2) / 3 : 0;
		mid = slots - 2 - 2 * side;
		lo = c - mid / 2 > side ? c - mid / 2 : side;
		if (lo + mid > ext - side)
			lo = ext - side - mid;
		cx = draw_span(a, v, i, 0, side, n, y, cx, step, lab);
		app_put(a, y, cx, R_DIM, app_glyph(a, G_ELLIPSIS));
		cx = draw_span(a, v, i, lo, lo + mid, n, y, cx + step, step,
		    lab);
		app_put(a, y, cx, R_DIM, app_glyph(a, G_ELLIPSIS));
		cx = draw_span(a, v, i, ext - side, ext, n, y, cx + step,
		    step, lab);
	}
	app_put(a, y, cx, R_DIM, count);
	return cx + cw + 1;
}

/* One row from (y, x), a coin every step columns (step - 1 wide), over
 * at most lines lines (a longer row drawn elided on one); returns the
 * line of the row's last coin, and sets *end to the column after it. */
static int
draw_row(struct app *a, const struct view *v, size_t i, int y, int x,
    int left, int right, int lines, int *end, int step, int lab)
{
	const struct pos *p = view_pos(v);
	uint64_t n = p->v[i], ext = board_extent(v, i, n), u, room;
	char label[32];
	int lw, cx;

	snprintf(label, sizeof label, "%zu:", i + 1);
	lw = app_width(label) + 1;
	app_put(a, y, x, board_focus(v, i) ? R_CURSOR : R_DIM, label);
	cx = x + lw;
	if (ext == 0) {
		app_put(a, y, cx, R_DIM, "-");
		cx += 2;
	}
	room = (uint64_t)((right - cx) / step) + (uint64_t)(lines > 1 ?
	    lines - 1 : 0) * (uint64_t)((right - left - lw) / step);
	if (ext > room && ext > 12) {
		*end = draw_elided(a, v, i, ext, y, cx, right, step, lab);
		return y;
	}
	for (u = 0; u < ext; u++) {
		if (cx + step - 1 > right) {
			y++;
			cx = left + lw;
		}
		draw_coin(a, v, i, u, n, y, cx, step, lab);
		cx += step;
	}
	*end = cx;
	return y;
}

/* Is row i drawn: has it coins or ghosts, or the cursor? */
static bool
row_shown(const struct view *v, size_t i)
{
	return board_extent(v, i, view_pos(v)->v[i]) > 0 || board_focus(v, i);
}

/* Do the rows fit big, one a line with a blank line between two, each
 * coin two columns wide, in h lines of w columns? */
static bool
rows_fit_big(const struct app *a, const struct view *v, int h, int w)
{
	const struct pos *p = view_pos(v);
	uint64_t room;
	size_t i, shown = 0;

	for (i = 0; i < p->n; i++)
		shown += row_shown(v, i);
	if (!a->big || shown == 0 || 2 * shown > (size_t)h)
		return false;
	for (i = 0; i < p->n; i++) {
		room = (uint64_t)(w - 2 - snprintf(NULL, 0, "%zu:", i + 1)) / 3;
		if (board_extent(v, i, p->v[i]) > room)
			return false;
	}
	return true;
}

/* "(3 empty rows left the board)" on line y, where it fits. */
static void
say_empty(struct app *a, size_t empty, int y, int bottom, int x)
{
	if (empty == 0 || y >= bottom)
		return;
	app_printf(a, y, x, R_DIM, ngettext("(%zu empty row left the board)",
	    "(%zu empty rows left the board)", empty), empty);
}

static void
rows_draw(struct app *a, struct view *v, void *data, int y, int x, int h,
    int w)
{
	const struct pos *p = view_pos(v);
	int cy = y, cx = x, end, need, lines, lab, step = 2;
	size_t i, empty = 0;

	(void)data;
	for (i = 0; i < p->n; i++)
		empty += !row_shown(v, i);
	if (rows_fit_big(a, v, h, w)) {
		for (i = 0; i < p->n; i++)
			if (row_shown(v, i)) {
				draw_row(a, v, i, cy, x, x, x + w, 1, &end, 3,
				    0);
				cy += 2;
			}
		say_empty(a, empty, cy, y + h, x);
		return;
	}
	/* The second v: each mark with its move's length, the coins set
	 * apart to make room. */
	if ((lab = board_mark_label_max(a, v)) > 0)
		step = 2 * (lab + 1);
	for (i = 0; i < p->n; i++) {
		if (!row_shown(v, i))
			continue;
		need = 5 + step * (int)(p->v[i] < 60 ? p->v[i] : 60);
		if (cx > x && cx + need > x + w) {
			cy += 2;
			cx = x;
		}
		if (cy >= y + h) {
			app_printf(a, y + h - 1, x + w - 14, R_DIM,
			    _("(%zu more rows)"), p->n - i);
			return;
		}
		/* A row takes the lines the rows after it leave. */
		lines = y + h - cy - 2 * (int)(p->n - i - 1);
		cy = draw_row(a, v, i, cy, cx, x, x + w, lines, &end, step,
		    lab);
		cx = end + 2;
	}
	if (empty < p->n)
		say_empty(a, empty, cx > x ? cy + 2 : cy, y + h, x);
	else
		app_put(a, y, x + 2, R_DIM, _("(no coins)"));
}

const struct board_kind board_rows = {
	.name = "rows",
	.shape = BOARD_ROWS,
	.draw = rows_draw,
};
