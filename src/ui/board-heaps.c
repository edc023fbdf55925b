/*
 * board-heaps.c: heaps of stones, one a line, the heap's size before it.
 * A heap too long for the line is drawn as a bar, one column for many
 * stones, with the amount chosen in figures.
 */
#include "config.h"

#include <stdio.h>

#include "ui/board.h"
#include "i18n.h"

/* Split marks of item i: a bar after the stones before the split. */
static void
draw_splits(struct app *a, const struct view *v, size_t i, int y, int xs,
    int cols, uint64_t ext, int step)
{
	const struct changes *all[2] = { &v->hint_marks, &v->preview };
	size_t k, j;
	int c;

	for (k = 0; k < 2; k++) {
		if (k == 1 && !board_choosing(v))
			continue;
		for (j = 0; j < all[k]->n; j++) {
			const struct change *m = &all[k]->c[j];

			if (m->kind != CHANGE_SPLIT || m->item != i)
				continue;
			c = ext <= (uint64_t)cols ? (int)m->lo :
			    (int)((double)m->lo / (double)ext * cols);
			app_put(a, y, xs + step * c - 1, k == 0 ? R_HINT :
			    R_PREVIEW, app_glyph(a, G_SPLIT));
		}
	}
}

/* Columns for the sizes of the heaps: the widest, at least 3. */
static int
count_width(const struct view *v, const struct pos *p)
{
	char buf[32];
	int w = 3, n;
	size_t i;

	for (i = 0; i < choice_heaps(&v->choice, p); i++) {
		n = snprintf(buf, sizeof buf, "%llu",
		    (unsigned long long)p->v[i]);
		w = n > w ? n : w;
	}
	return w;
}

/* Stone u of heap i at (y, x): its mark with the move's length where
 * the second v gives one (lab: the widest such label), else its token
 * tw wide. */
static void
draw_stone(struct app *a, const struct view *v, size_t i, uint64_t u,
    int y, int x, int tw, int lab, enum glyph g)
{
	struct look l = board_look(a, v, i, u, u < view_pos(v)->v[i], g);
	char buf[48];

	if (lab > 0 && board_mark_label(a, v, i, u, false, buf, sizeof buf) >
	    0)
		app_put(a, y, x, l.role, buf);
	else
		board_token(a, y, x, 1, tw, l);
}

/* Heap i on line y; big: each stone two columns wide, three apart; lab:
 * the widest mark with its length (the second v), which the stones
 * leave room for where the heap fits so, else 0. */
static void
draw_heap(struct app *a, const struct view *v, size_t i, int y, int x,
    int w, bool big, int lab)
{
	const struct pos *p = view_pos(v);
	uint64_t n = p->v[i], ext = board_extent(v, i, n), u;
	int cw = count_width(v, p), lw = 12 + cw, xs = x + lw;
	int step = big ? 3 : 2, tw = big ? 2 : 1, cols, c;
	bool target = board_choosing(v) && choice_receiver(&v->choice) == i;
	bool cur = board_focus(v, i) || target;
	struct sbuf say;

	if (lab > 0 && ext <= (uint64_t)((w - lw) / (lab + 1)))
		step = lab + 1;
	else
		lab = 0;
	cols = (w - lw) / step;

	if (cur)
		app_put(a, y, x, target ? R_GIVE : R_TITLE, target ?
		    app_glyph(a, G_GIVE) : app_glyph(a, G_POINTER));
	app_printf(a, y, x + 2, cur ? R_CURSOR : R_NORMAL, "%s %zu",
	    choice_item_word(&v->choice), i + 1);
	app_printf(a, y, x + 10, R_NORMAL, "%*llu", cw,
	    (unsigned long long)n);
	if (ext > (uint64_t)cols) {
		/* Too wide: a bar, one column for many stones, and the
		 * amount chosen in figures after it, which the bar leaves
		 * room for (14 columns at least, so it does not jump). */
		step = tw = 1;
		lab = 0;
		sbuf_init(&say);
		if (board_focus(v, i) && !target)
			choice_say(&v->choice, p, &say);
		cols = w - lw - (app_width(sbuf_str(&say)) + 1 > 14 ?
		    app_width(sbuf_str(&say)) + 1 : 14);
		if (cols < 1)
			cols = 1;
		app_put(a, y, xs + cols + 1, R_PREVIEW, sbuf_str(&say));
		sbuf_free(&say);
	}
	for (c = 0; c < cols; c++) {
		u = board_unit_at(c, cols, ext);
		if (u >= ext)
			break;
		draw_stone(a, v, i, u, y, xs + step * c, tw, lab, step == 1 ?
		    G_BAR : G_STONE);
		app_hit(a, y, xs + step * c, step, i, u, HIT_UNIT);
	}
	draw_splits(a, v, i, y, xs, cols, ext, step);
}

/* Where the game limits a take (play.lower.range), the limit of the
 * heap under the cursor on the line after the heaps, if there is one. */
static void
draw_range(struct app *a, const struct view *v, int y, int x, int h)
{
	const struct pos *p = view_pos(v);
	size_t i = choice_focus(&v->choice);
	uint64_t lo = 0, hi = 0;

	if (h < 1 || i >= choice_heaps(&v->choice, p) ||
	    !choice_take_range(&v->choice, p, i, &lo, &hi))
		return;
	if (hi == 0)
		app_put(a, y, x + 2, R_DIM, _("(no take allowed)"));
	else
		/* TRANSLATORS: the takes a move may make from the heap,
		 * by the game's rules (Fibonacci Nim: twice the previous
		 * take). */
		app_printf(a, y, x + 2, R_DIM, _("(a move takes %1$llu to "
		    "%2$llu)"), (unsigned long long)lo,
		    (unsigned long long)hi);
}

/* Do all the heaps fit big, a blank line between two, each stone drawn
 * wide, in h lines of w columns? */
static bool
heaps_fit_big(const struct app *a, const struct view *v, int h, int w)
{
	const struct pos *p = view_pos(v);
	uint64_t room = (uint64_t)(w - 12 - count_width(v, p)) / 3;
	size_t i, nh = choice_heaps(&v->choice, p);

	if (!a->big || nh == 0 || 2 * nh - 1 > (size_t)h)
		return false;
	for (i = 0; i < nh; i++)
		if (board_extent(v, i, p->v[i]) > room)
			return false;
	return true;
}

/* The room the heaps need drawn big, said when they do not have it. */
static void
heaps_big_need(struct view *v)
{
	const struct pos *p = view_pos(v);
	uint64_t most = 0, e, cols;
	size_t i, nh = choice_heaps(&v->choice, p);

	for (i = 0; i < nh; i++)
		if ((e = board_extent(v, i, p->v[i])) > most)
			most = e;
	cols = 12 + (uint64_t)count_width(v, p) + 3 * most;
	board_not_big(v, nh > 10000 ? 20000 : 2 * (int)nh - 1,
	    cols > 100000 ? 100000 : (int)cols);
}

static void heaps_window(struct app *a, struct view *v, size_t focus,
    int y, int x, int h, int w);

static void
heaps_draw(struct app *a, struct view *v, void *data, int y, int x, int h,
    int w)
{
	const struct pos *p = view_pos(v);
	size_t i, focus = choice_focus(&v->choice);
	size_t nh = choice_heaps(&v->choice, p);

	(void)data;
	if (choice_receiver(&v->choice) != SIZE_MAX)
		focus = choice_receiver(&v->choice);
	if (h < 1)
		return;
	if (heaps_fit_big(a, v, h, w)) {
		for (i = 0; i < nh; i++)
			draw_heap(a, v, i, y + 2 * (int)i, x, w, true, 0);
		draw_range(a, v, y + 2 * (int)nh, x, h - 2 * (int)nh);
		return;
	}
	if (a->big && nh > 0)
		heaps_big_need(v);
	if (nh == 0)
		app_put(a, y, x + 2, R_DIM, _("(no heaps)"));
	else if (nh <= (size_t)h) {
		for (i = 0; i < nh; i++)
			draw_heap(a, v, i, y + (int)i, x, w, false,
			    board_mark_label_max(a, v));
		draw_range(a, v, y + (int)nh, x, h - (int)nh);
	} else
		heaps_window(a, v, focus, y, x, h, w);
}

/* "(N more)" on line y, after mark g, from column x. */
static void
more_mark(struct app *a, int y, int x, enum glyph g, size_t n)
{
	app_printf(a, y, x, R_DIM, _("%1$s (%2$zu more)"), app_glyph(a, g),
	    n);
}

/*
 * More heaps than lines: those around the cursor's heap, with a mark
 * above when some are hidden above and below when some are hidden below,
 * each saying exactly how many.  With three lines or more the marks have
 * lines of their own; with fewer they stand at the end of the first and
 * last heap's line, which leave room for them.
 */
static void
heaps_window(struct app *a, struct view *v, size_t focus, int y, int x,
    int h, int w)
{
	size_t n = choice_heaps(&v->choice, view_pos(v)), first, shown, i;
	bool own = h >= 3, up, down;
	int mw = 16, line;

	if (focus >= n)
		focus = n - 1;
	/* The heaps shown: the lines the marks leave, the cursor's heap
	 * among them. */
	if (!own) {
		shown = (size_t)h;
		first = focus < shown ? 0 : focus - shown + 1;
	} else if (focus + 1 < (size_t)h) {
		first = 0;			/* a mark below only */
		shown = (size_t)h - 1;
	} else if (focus >= n - ((size_t)h - 1)) {
		shown = (size_t)h - 1;		/* a mark above only */
		first = n - shown;
	} else {
		shown = (size_t)h - 2;		/* marks above and below */
		first = focus + 1 - shown;
	}
	up = first > 0;
	down = first + shown < n;
	line = y + (own && up ? 1 : 0);
	if (own && up)
		more_mark(a, y, x + 2, G_MORE_UP, first);
	for (i = first; i < first + shown && i < n; i++, line++)
		draw_heap(a, v, i, line, x, !own && ((up && i == first) ||
		    (down && i + 1 == first + shown)) ? w - mw : w, false,
		    board_mark_label_max(a, v));
	if (!own && up)
		more_mark(a, y, x + w - mw + 1, G_MORE_UP, first);
	if (down)
		more_mark(a, own ? line : line - 1, own ? x + 2 : x + w - mw +
		    1, G_MORE_DOWN, n - first - shown);
}

const struct board_kind board_heaps = {
	.name = "heaps",
	.shape = BOARD_HEAPS,
	.draw = heaps_draw,
};
