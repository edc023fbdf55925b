/*
 * scr-table.c: the table panel (the key t on the board): the values behind
 * the game, from the engine's table module, laid out like a printed table
 * that scrolls.  Lost entries stand in brackets and what is on the board
 * carries a star, so both show without colour too.
 *
 * In projector mode (--big) the numbers a class reads from the back of
 * the room are drawn in the block font (font.h): in a grid (heaps,
 * pieces, pairs) the column numbers, the row numbers and every entry with
 * its marks ([0], *, W); fewer columns a page (a heap table as many heaps
 * a row as fit, up to ten, each row labelled by its first heap) and two
 * or three rows, the arrows and PgUp/PgDn paging on by rows as before;
 * in the multiplication game's table each stretch and its value.  The
 * heading and the legend stay at the normal size, and the notes are cut
 * to one line to leave the lines to the numbers.  Where the terminal
 * cannot hold one row of block digits under their column numbers, the
 * table is drawn at the normal size with a line giving the size it
 * needs.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/table.h"
#include "i18n.h"
#include "ui/app.h"
#include "ui/font.h"

enum {
	HEAP_COLS = 10,		/* heap sizes in rows of ten */
	CELL_MIN = 4,		/* "[0]" and a blank */
	AREA_MIN = 4,		/* table lines kept free of notes */
	CELL_ROOM = 7,		/* the widest value shown, and its star */
	BIG_ROW = FONT_HEIGHT + 1,	/* a row of block digits, a gap */
	BIG_GAP = 2		/* blank columns after a block entry, more
				   than the one its last character ends
				   with */
};

/* The lines of the table between the notes and the legend. */
struct area {
	int y, h;
};

/* A grid of rows and columns first..last; what fits from the first shown. */
struct grid {
	uint64_t first, last_row, last_col;
	const char *corner;
	int lw, cw;		/* label and cell widths */
	int nrows, ncols;
};

enum fetch { F_OK, F_ERROR, F_ABSENT };

/* The panel, while it is open. */
struct panel {
	struct table t;			/* owned: the values */
	uint64_t row, col;		/* the first row and column shown,
					   UINT64_MAX: not yet placed */
	char *status;			/* owned: the game's status line, or
					   NULL */
	bool misere;			/* the game is played misere: a value
					   0 is a loss in normal play only */
	int per;			/* heaps a row (HEAP_COLS; fewer when
					   drawn big) */
	int page;			/* rows a page, as last drawn */
	char note[200];			/* projector mode: why the table is
					   drawn at the normal size, or "" */
};

static const struct screen scr_table;

static int
digits(uint64_t n)
{
	int d = 1;

	while (n >= 10) {
		n /= 10;
		d++;
	}
	return d;
}

/* The bytes of the next line of s (a paragraph of len bytes) in w columns:
 * all of it, or up to its last blank that fits. */
/* Text in lines of the screen's width, at most max lines from y; a new
 * line in the text starts a new line.  Returns the lines drawn. */
static int
text_draw(struct app *a, int y, enum role r, const char *text, int max)
{
	char line[512];
	size_t cut, w = (size_t)(a->w > 2 ? a->w - 2 : 1);
	int n = 0;

	if (w >= sizeof line)
		w = sizeof line - 1;
	while (*text != '\0' && n < max) {
		cut = app_fit(text, strcspn(text, "\n"), (int)w);
		snprintf(line, sizeof line, "%.*s", (int)cut, text);
		app_put(a, y + n++, 1, r, line);
		text += cut;
		while (*text == ' ')
			text++;
		if (*text == '\n')
			text++;
	}
	return n;
}

/* The entry at (row, col) of the grid, whatever the game's table is. */
static enum fetch
cell_at(struct panel *pn, uint64_t row, uint64_t col, struct table_cell *c)
{
	struct table *t = &pn->t;
	struct sg_cause why;
	uint64_t n = row * (uint64_t)pn->per + col;

	switch (t->kind) {
	case TABLE_HEAPS:
		if (n > t->last)
			return F_ABSENT;
		return table_heap(t, n, c, &why) == SG_OK ? F_OK : F_ERROR;
	case TABLE_PIECES:
		table_piece(t, col, row, c);
		return F_OK;
	case TABLE_PAIRS:
		return table_pair(t, row, col, c, &why) == SG_OK ? F_OK :
		    F_ERROR;
	default:
		return F_ABSENT;
	}
}

/* A cell's text: its value, [0] when lost, W a strip, - a 1x1, ? an
 * error, # a value wider than room; a star when it is on the board. */
static enum role
cell_text(enum fetch f, const struct table_cell *c, int room, char *buf,
    size_t len)
{
	char v[32];

	if (f == F_ABSENT) {
		snprintf(buf, len, "%s", "");
		return R_NORMAL;
	}
	if (f == F_ERROR)
		snprintf(v, sizeof v, "?");
	else if (c->kind == CELL_WIN || c->kind == CELL_OVER)
		snprintf(v, sizeof v, c->kind == CELL_WIN ? "W" : "-");
	else if (c->lost)
		snprintf(v, sizeof v, "[0]");
	else
		snprintf(v, sizeof v, "%llu", (unsigned long long)c->value);
	if ((int)strlen(v) + c->here > room)
		snprintf(v, sizeof v, "#");
	snprintf(buf, len, "%s%s", v, f == F_OK && c->here ? "*" : "");
	if (f == F_OK && c->here)
		return R_CURSOR;
	return f != F_OK ? R_ERROR : c->lost ? R_GOOD : c->kind == CELL_WIN ?
	    R_HINT : c->kind == CELL_OVER ? R_DIM : R_NORMAL;
}

static uint64_t
row_label(const struct panel *pn, uint64_t row)
{
	return pn->t.kind == TABLE_HEAPS ? row * (uint64_t)pn->per : row;
}

/* The first shown: the focus when it fits from the start, else centred
 * on it; then kept inside first..last so that the last page is full. */
static uint64_t
scroll_fit(uint64_t at, uint64_t focus, uint64_t first, uint64_t last,
    int n)
{
	uint64_t span = (uint64_t)(n > 0 ? n : 1);

	if (at == UINT64_MAX)
		at = focus < first + span ? first : focus - span / 2;
	if (last >= first + span && at > last - span + 1)
		at = last - span + 1;
	else if (last < first + span)
		at = first;
	return at < first ? first : at;
}

/* The widest cell text among the cells that may show (at most cols). */
static int
widest_cell(struct panel *pn, const struct grid *g, int cols)
{
	struct table_cell c;
	char buf[64];
	int i, j, w = 3, n;

	for (i = 0; i < g->nrows; i++) {
		for (j = 0; j < cols; j++) {
			if (pn->col + j > g->last_col)
				break;
			cell_text(cell_at(pn, pn->row + i, pn->col + j, &c),
			    &c, CELL_ROOM, buf, sizeof buf);
			n = (int)strlen(buf);
			w = n > w ? n : w;
		}
	}
	return w;
}

/* The grid's rows, columns and widths for the area, scrolled to fit. */
static void
grid_setup(struct app *a, struct panel *pn, struct grid *g,
    const struct area *ar)
{
	const struct table *t = &pn->t;
	bool heaps = t->kind == TABLE_HEAPS;
	int room, cols, w;

	g->first = heaps ? 0 : 1;
	pn->per = HEAP_COLS;
	g->last_row = heaps ? t->last / HEAP_COLS : t->last;
	g->last_col = heaps ? HEAP_COLS - 1 : t->last;
	/* TRANSLATORS: the corner of a table of values: the rows are
	 * arcs, or heaps. */
	g->corner = t->own_vals ? _("arc") : heaps ? _("heap") :
	    t->kind == TABLE_PIECES ? "H\\W" : "a\\b";
	g->nrows = ar->h - 1;
	pn->row = scroll_fit(pn->row, heaps ? t->focus_x / HEAP_COLS :
	    t->focus_y, g->first, g->last_row, g->nrows);
	g->lw = digits(row_label(pn, pn->row + (uint64_t)g->nrows));
	g->lw = (g->lw > 4 ? g->lw : 4) + 1;
	room = a->w - 2 - g->lw;
	cols = heaps ? HEAP_COLS : room / CELL_MIN;
	if (!heaps)
		pn->col = scroll_fit(pn->col, t->focus_x, g->first,
		    g->last_col, cols);
	else
		pn->col = 0;
	w = widest_cell(pn, g, cols);
	if (w < digits(pn->col + (uint64_t)cols))
		w = digits(pn->col + (uint64_t)cols);
	g->cw = w + 1;
	if (heaps && g->cw * HEAP_COLS > room)
		g->cw = room / HEAP_COLS;
	g->ncols = heaps ? HEAP_COLS : room / g->cw;
}

static void
grid_row(struct app *a, struct panel *pn, const struct grid *g, int y,
    uint64_t row)
{
	struct table_cell c;
	enum role r;
	char buf[64];
	int j, x = 1 + g->lw;

	app_printf(a, y, 1, R_TITLE, "%*llu", g->lw - 1,
	    (unsigned long long)row_label(pn, row));
	for (j = 0; j < g->ncols && pn->col + j <= g->last_col; j++) {
		r = cell_text(cell_at(pn, row, pn->col + j, &c), &c,
		    g->cw - 1, buf, sizeof buf);
		app_printf(a, y, x + j * g->cw, r, "%*s", g->cw - 1, buf);
	}
}

static void
grid_draw(struct app *a, struct panel *pn, const struct area *ar)
{
	struct grid g;
	int i, j;

	grid_setup(a, pn, &g, ar);
	pn->page = g.nrows;
	app_printf(a, ar->y, 1, R_TITLE, "%-*s", g.lw, g.corner);
	for (j = 0; j < g.ncols && pn->col + j <= g.last_col; j++)
		app_printf(a, ar->y, 1 + g.lw + j * g.cw, R_TITLE, "%*llu",
		    g.cw - 1, (unsigned long long)(pn->col + j));
	for (i = 0; i < g.nrows && pn->row + i <= g.last_row; i++)
		grid_row(a, pn, &g, ar->y + 1 + i, pn->row + i);
}

/* Block text's width (font.h). */
static int
big_width(struct app *a, const char *s)
{
	return font_text(a, 0, 0, R_NORMAL, s, false);
}

static int
big_number_width(struct app *a, uint64_t n)
{
	char buf[32];

	snprintf(buf, sizeof buf, "%llu", (unsigned long long)n);
	return big_width(a, buf);
}

/* Block text ending at column right. */
static void
big_right(struct app *a, int y, int right, enum role r, const char *s)
{
	font_text(a, y, right - big_width(a, s), r, s, true);
}

/* Place the big grid for per heaps a row (heap tables) and cols columns:
 * the rows shown, and the widths of the labels and of a cell (its block
 * text and a gap). */
static void
big_place(struct app *a, struct panel *pn, struct grid *g, int cols,
    uint64_t at_row, uint64_t at_col)
{
	const struct table *t = &pn->t;
	bool heaps = t->kind == TABLE_HEAPS;
	struct table_cell c;
	char buf[64];
	uint64_t last;
	int i, j, w = big_width(a, "[0]");

	g->first = heaps ? 0 : 1;
	g->last_row = heaps ? t->last / (uint64_t)pn->per : t->last;
	g->last_col = heaps ? (uint64_t)pn->per - 1 : t->last;
	pn->row = scroll_fit(at_row, heaps ? t->focus_x / (uint64_t)pn->per :
	    t->focus_y, g->first, g->last_row, g->nrows);
	pn->col = heaps ? 0 : scroll_fit(at_col, t->focus_x, g->first,
	    g->last_col, cols);
	last = pn->row + (uint64_t)g->nrows - 1;
	g->lw = big_number_width(a, row_label(pn, last < g->last_row ? last :
	    g->last_row)) + BIG_GAP;
	for (i = 0; i < g->nrows && pn->row + i <= g->last_row; i++)
		for (j = 0; j < cols && pn->col + j <= g->last_col; j++) {
			cell_text(cell_at(pn, pn->row + i, pn->col + j, &c),
			    &c, CELL_ROOM, buf, sizeof buf);
			w = big_width(a, buf) > w ? big_width(a, buf) : w;
		}
	j = big_number_width(a, pn->col + (uint64_t)cols);
	g->cw = (j > w ? j : w) + BIG_GAP;
}

/*
 * A grid in block digits in the area, its columns as many as fit (heap
 * tables: per heaps a row, at most HEAP_COLS).  The widths depend on the
 * entries shown, which depend on the columns: placed again until they
 * agree (three times at most; an entry wider still shows as #).  False,
 * with the size it needs in the note, where not one row fits.
 */
static bool
big_grid_setup(struct app *a, struct panel *pn, struct grid *g,
    const struct area *ar)
{
	bool heaps = pn->t.kind == TABLE_HEAPS;
	uint64_t at_row = pn->row, at_col = pn->col;
	/* A heap table keeps its first heap shown as the heaps a row
	 * change (a resize). */
	uint64_t first = heaps && at_row != UINT64_MAX ?
	    at_row * (uint64_t)pn->per : UINT64_MAX;
	int cols = heaps ? HEAP_COLS : (a->w - 2) / 8, fit = 0, k;

	g->nrows = (ar->h + 1) / BIG_ROW - 1;
	g->corner = "";
	for (k = 0; k < 3; k++) {
		pn->per = heaps ? cols : HEAP_COLS;
		if (first != UINT64_MAX)
			at_row = first / (uint64_t)pn->per;
		big_place(a, pn, g, cols, at_row, at_col);
		fit = (a->w - 2 - g->lw) / g->cw;
		if (fit >= cols || fit < 1)
			break;
		cols = fit;
	}
	if (g->nrows < 1 || fit < 1) {
		snprintf(pn->note, sizeof pn->note, _("Drawn smaller: at its "
		    "largest this table needs a terminal of %1$d columns and "
		    "%2$d lines."), g->lw + g->cw + 2, a->h - ar->h +
		    2 * BIG_ROW - 1);
		pn->per = HEAP_COLS;
		pn->row = first != UINT64_MAX ? first / HEAP_COLS : at_row;
		pn->col = at_col;
		return false;
	}
	g->ncols = cols < fit ? cols : fit;
	return true;
}

/* The role of an entry drawn in blocks: the one on the board shows by
 * its star (reverse video would hide the blocks). */
static enum role
big_role(enum role r)
{
	return r == R_CURSOR ? R_TITLE : r;
}

static bool
big_grid_draw(struct app *a, struct panel *pn, const struct area *ar,
    const char *corner)
{
	struct table_cell c;
	struct grid g;
	enum role r;
	char buf[64];
	int i, j, y, right;

	if (!big_grid_setup(a, pn, &g, ar))
		return false;
	pn->page = g.nrows;
	app_put(a, ar->y + FONT_HEIGHT / 2, 1, R_TITLE, corner);
	for (j = 0; j < g.ncols && pn->col + j <= g.last_col; j++) {
		snprintf(buf, sizeof buf, "%llu", (unsigned long long)(pn->col +
		    (uint64_t)j));
		big_right(a, ar->y, 1 + g.lw + (j + 1) * g.cw - BIG_GAP,
		    R_TITLE, buf);
	}
	for (i = 0; i < g.nrows && pn->row + i <= g.last_row; i++) {
		y = ar->y + BIG_ROW * (i + 1);
		snprintf(buf, sizeof buf, "%llu", (unsigned long long)
		    row_label(pn, pn->row + i));
		big_right(a, y, 1 + g.lw - BIG_GAP, R_TITLE, buf);
		for (j = 0; j < g.ncols && pn->col + j <= g.last_col; j++) {
			right = 1 + g.lw + (j + 1) * g.cw - BIG_GAP;
			r = cell_text(cell_at(pn, pn->row + i, pn->col + j,
			    &c), &c, CELL_ROOM, buf, sizeof buf);
			if (big_width(a, buf) > g.cw - BIG_GAP)
				snprintf(buf, sizeof buf, "#");
			big_right(a, y, right, big_role(r), buf);
		}
	}
	return true;
}

/* One stretch of the multiplication game: its current values, won or
 * lost, its value; the target itself on the last line. */
static void
stretch_line(struct app *a, const struct table *t, int y, size_t i, int w)
{
	const struct table_stretch *s = &t->st[i];
	char range[48];
	bool here = i == t->st_here;
	const char *word;
	enum role r;
	int x = 1, k;

	if (s->a == s->b)
		snprintf(range, sizeof range, "%llu", (unsigned long long)s->a);
	else
		snprintf(range, sizeof range, "%llu-%llu",
		    (unsigned long long)s->a, (unsigned long long)s->b);
	if (i + 1 == t->nst) {
		r = here ? R_CURSOR : R_DIM;
		x += app_printf(a, y, x, r, "%*s  ", w, range);
		x += app_put(a, y, x, r, _("the target, reached: lost"));
	} else {
		r = here ? R_CURSOR : s->value == 0 ? R_GOOD : R_NORMAL;
		word = s->value == 0 ? _("lost") : _("won");
		x += app_printf(a, y, x, r, "%*s  ", w, range);
		x += app_put(a, y, x, r, word);
		/* The words in a column 4 wide, as "lost". */
		for (k = app_width(word); k < 4; k++)
			x += app_put(a, y, x, r, " ");
		x += app_put(a, y, x, r, "  ");
		/* TRANSLATORS: a value of the multiplication game's table;
		 * [0] is a lost one. */
		x += app_printf(a, y, x, r, s->value == 0 ? _("value [%llu]") :
		    _("value %llu"), (unsigned long long)s->value);
	}
	if (here)
		app_put(a, y, x, r, " *");
}

/* A stretch in block digits from line y: its current values, won or
 * lost in words, its value. */
static void
big_stretch(struct app *a, const struct table *t, int y, size_t i)
{
	const struct table_stretch *s = &t->st[i];
	bool here = i == t->st_here, target = i + 1 == t->nst;
	enum role r = target ? R_DIM : s->value == 0 ? R_GOOD : R_NORMAL;
	const char *word = target ? _("the target, reached: lost") :
	    s->value == 0 ? _("lost") : _("won");
	char buf[64];
	int x = 1;

	if (s->a == s->b)
		snprintf(buf, sizeof buf, "%llu", (unsigned long long)s->a);
	else
		snprintf(buf, sizeof buf, "%llu-%llu",
		    (unsigned long long)s->a, (unsigned long long)s->b);
	x += font_text(a, y, x, here ? R_TITLE : r, buf, true) + 1;
	x += app_put(a, y + FONT_HEIGHT / 2, x, r, word) + 2;
	if (!target) {
		snprintf(buf, sizeof buf, s->value == 0 ? "[%llu]" : "%llu",
		    (unsigned long long)s->value);
		x += font_text(a, y, x, r, buf, true) + 1;
	}
	if (here)
		font_text(a, y, x, R_TITLE, "*", true);
}

/* The stretches in blocks, one a row; false (the note set) where not one
 * fits. */
static bool
big_stretches_draw(struct app *a, struct panel *pn, const struct area *ar)
{
	const struct table *t = &pn->t;
	int rows = (ar->h + 1) / BIG_ROW, i;
	uint64_t top;

	if (rows < 1) {
		snprintf(pn->note, sizeof pn->note, _("Drawn smaller: at its "
		    "largest this table needs a terminal of %1$d columns and "
		    "%2$d lines."), a->w, a->h - ar->h + BIG_ROW - 1);
		return false;
	}
	top = scroll_fit(pn->row, t->st_here, 0, t->nst - 1, rows);
	pn->row = top;
	pn->page = rows;
	for (i = 0; i < rows && top + (uint64_t)i < t->nst; i++)
		big_stretch(a, t, ar->y + BIG_ROW * i, (size_t)top + (size_t)i);
	return true;
}

static void
stretches_draw(struct app *a, struct panel *pn, const struct area *ar)
{
	const struct table *t = &pn->t;
	/* TRANSLATORS: the headings of the multiplication game's table. */
	const char *head = _("current values");
	int w, i, rows = ar->h - 1;
	uint64_t top;

	w = digits(t->st[t->nst - 1].b) * 2 + 1;
	w = w > 14 ? w : 14;
	w = w > app_width(head) ? w : app_width(head);
	top = scroll_fit(pn->row, t->st_here, 0, t->nst - 1, rows);
	pn->row = top;
	pn->page = rows;
	app_printf(a, ar->y, 1, R_TITLE, "%*s%s  %s", w - app_width(head), "",
	    head, _("outcome"));
	for (i = 0; i < rows && top + (uint64_t)i < t->nst; i++)
		stretch_line(a, t, ar->y + 1 + i, (size_t)top + (size_t)i, w);
}

/* The legend under misere play: the values are normal play's, and a
 * value 0 loses there only (a finished game is a misere win). */
static const char *
misere_legend(const struct table *t)
{
	switch (t->kind) {
	case TABLE_HEAPS:
		/* TRANSLATORS: the legends of the tables under misere play,
		 * where the values shown are those of normal play; each at
		 * most 78 columns, the marks kept. */
		return t->own_vals ? _("[0] value 0: lost in normal play, not "
		    "in misere  * an arc on the board") : _("[0] value 0: "
		    "lost in normal play, not in misere  * a heap on the "
		    "board");
	case TABLE_PIECES:
		return _("[0] lost in normal play  W strip: wins at once  - 1x1  "
		    "* on the board");
	case TABLE_PAIRS:
		return _("[0] value 0: lost in normal play  * the pair on the "
		    "board  # too wide");
	case TABLE_STRETCHES:
		return _("[0] lost in normal play for the player to move  * the "
		    "current value");
	default:
		return "";
	}
}

static const char *
legend(const struct panel *pn)
{
	const struct table *t = &pn->t;

	if (pn->misere)
		return misere_legend(t);
	switch (t->kind) {
	case TABLE_HEAPS:
		/* TRANSLATORS: the legends of the tables of values, each
		 * at most 78 columns; the marks ([0], *, W, -, #) are drawn
		 * in the table, keep them. */
		return t->own_vals ? _("[0] lost (a P-position)  * an arc on "
		    "the board") : _("[0] lost (a P-position)  * a heap on "
		    "the board");
	case TABLE_PIECES:
		return _("[0] lost  W strip: wins at once  - 1x1  * on the "
		    "board");
	case TABLE_PAIRS:
		return _("[0] lost (a P-position)  * the pair on the board  "
		    "# too wide");
	case TABLE_STRETCHES:
		return _("[0] lost for the player to move  * the current "
		    "value");
	default:
		return "";
	}
}

static const char *
keys_line(const struct table *t)
{
	switch (t->kind) {
	case TABLE_PIECES:
	case TABLE_PAIRS:
		/* TRANSLATORS: a line of keys; the key names stay. */
		return _("Up/Down PgUp/PgDn Left/Right scroll  Esc, t or q "
		    "back");
	case TABLE_WORDS:
		return _("Esc, t or q back");
	default:
		return _("Up/Down PgUp/PgDn scroll  Esc, t or q back");
	}
}

static void
table_draw(struct app *a, void *data)
{
	struct panel *pn = data;
	const struct table *t = &pn->t;
	struct area ar;
	struct sbuf sb;
	int y, max;
	bool big = a->big && t->kind != TABLE_WORDS;

	y = text_draw(a, 0, R_TITLE, sbuf_str(&t->heading), big ? 1 : 2);
	max = a->h - 3 - y - (t->kind == TABLE_WORDS ? 0 : 1 + AREA_MIN);
	y += text_draw(a, y, R_DIM, sbuf_str(&t->notes), big ? 1 : max);
	ar.y = y + 1;
	ar.h = a->h - 3 - ar.y;
	pn->note[0] = '\0';
	if (big && t->kind == TABLE_STRETCHES)
		big = big_stretches_draw(a, pn, &ar);
	else if (big)
		big = big_grid_draw(a, pn, &ar, t->own_vals ? _("arc") :
		    t->kind == TABLE_HEAPS ? _("heap") : t->kind ==
		    TABLE_PIECES ? "H\\W" : "a\\b");
	/* Not drawn big: at the normal size, a line above the legend
	 * saying why. */
	ar.h -= pn->note[0] != '\0';
	if (pn->note[0] != '\0')
		app_put_clipped(a, a->h - 4, 1, R_DIM, pn->note, a->w - 2);
	if (!big && t->kind == TABLE_STRETCHES)
		stretches_draw(a, pn, &ar);
	else if (!big && t->kind != TABLE_WORDS)
		grid_draw(a, pn, &ar);
	app_put(a, a->h - 3, 1, R_DIM, legend(pn));
	app_put(a, a->h - 2, 1, R_DIM, keys_line(t));
	sbuf_init(&sb);
	/* TRANSLATORS: the first word of the status line on the table of
	 * values. */
	sbuf_add(&sb, _("table"));
	if (pn->status != NULL) {
		sbuf_add(&sb, " | ");
		sbuf_add(&sb, pn->status);
	}
	app_status(a, sbuf_str(&sb));
	sbuf_free(&sb);
}

/* Scroll back or on by n, not before the start (draw keeps the end). */
static void
scroll_by(uint64_t *at, bool back, uint64_t n)
{
	*at = !back ? *at + n : *at > n ? *at - n : 0;
}

static void
table_key(struct app *a, void *data, const struct input *in)
{
	struct panel *pn = data;
	/* Drawn big, a page is the rows shown. */
	uint64_t page = a->big && pn->page > 0 ? (uint64_t)pn->page :
	    (uint64_t)(a->h > 14 ? a->h - 12 : 2);

	switch (in->act) {
	case ACT_UP:
	case ACT_DOWN:
		scroll_by(&pn->row, in->act == ACT_UP, 1);
		return;
	case ACT_PAGEUP:
	case ACT_PAGEDOWN:
		scroll_by(&pn->row, in->act == ACT_PAGEUP, page);
		return;
	case ACT_LEFT:
	case ACT_RIGHT:
		scroll_by(&pn->col, in->act == ACT_LEFT, 1);
		return;
	case ACT_QUIT:
	case ACT_CANCEL:
	case ACT_TABLE:
		app_pop(a);
		return;
	default:
		return;
	}
}

static void
table_panel_free(void *data)
{
	struct panel *pn = data;

	table_free(&pn->t);
	free(pn->status);
	free(pn);
}

int
table_open(struct app *a, struct rules *r, const struct pos *p,
    bool misere, const char *status, struct sg_cause *why)
{
	struct panel *pn;
	int rc;

	if ((pn = sg_calloc(1, sizeof *pn)) == NULL)
		return sg_fail(why, SG_ENOMEM, "%s", _("out of memory"));
	if ((rc = table_new(r, p, &pn->t, why)) != SG_OK) {
		table_free(&pn->t);
		free(pn);
		return rc;
	}
	if (status != NULL && (pn->status = sg_strdup(status)) == NULL) {
		table_panel_free(pn);
		return sg_fail(why, SG_ENOMEM, "%s", _("out of memory"));
	}
	pn->misere = misere;
	if (misere)
		sbuf_add(&pn->t.notes, _("Misere play: these are the values "
		    "of normal play, which do not decide a misere game (e on "
		    "the board says who wins it).\n"));
	pn->row = pn->col = UINT64_MAX;
	pn->per = HEAP_COLS;
	app_push(a, &scr_table, pn);
	return SG_OK;
}

static const struct screen scr_table = {
	"table", 60, 18, table_draw, table_key, NULL, NULL, table_panel_free,
	NULL
};
