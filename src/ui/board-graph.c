/*
 * board-graph.c: a graph standing on the ground, drawn as a tree grows:
 * the ground a line at the bottom, each vertex above the one it was
 * reached from (its parent: the entries are edges a-b, the vertices
 * numbered so that a vertex's parent is its smallest neighbour), the
 * leaves side by side.  The edges of the tree are drawn with / | \ and _,
 * the other edges (closing a cycle, a second edge beside another) as a
 * dotted line between their ends, a loop as a small ring beside its
 * vertex.  Each edge is one item of the moves listed (edge k is move k),
 * marked through board_look; what does not fit is left out with a note.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "ui/board.h"
#include "i18n.h"

enum {
	SLOT = 4,		/* columns between two leaves */
	LOOPS_SHOWN = 3		/* loops drawn beside a vertex, then "+N" */
};

/* The layout of one frame, made afresh each time (linear in the edges). */
struct layout {
	size_t nv, m;
	uint32_t *par, *depth, *col, *first, *next, *loops;
	uint32_t maxdepth, width;
};

static void
layout_free(struct layout *l)
{
	free(l->par);
	free(l->depth);
	free(l->col);
	free(l->first);
	free(l->next);
	free(l->loops);
}

/* Columns: the leaves left to right in order, a vertex over the middle
 * of its children; an explicit stack, for a tall tree. */
static void
place(struct layout *l)
{
	uint32_t *stack, *it, sp = 0, v, c, leaf = 0;

	stack = malloc((l->nv + 1) * sizeof *stack);
	it = malloc((l->nv + 1) * sizeof *it);
	if (stack == NULL || it == NULL) {
		free(stack);
		free(it);
		return;
	}
	stack[sp++] = 0;
	it[0] = l->first[0];
	while (sp > 0) {
		v = stack[sp - 1];
		c = it[v];
		if (c != UINT32_MAX) {
			it[v] = l->next[c];
			it[c] = l->first[c];
			stack[sp++] = c;
			continue;
		}
		sp--;
		if (l->first[v] == UINT32_MAX) {
			l->col[v] = leaf++ * SLOT;
			continue;
		}
		for (c = l->first[v]; l->next[c] != UINT32_MAX; c = l->next[c])
			;
		l->col[v] = (l->col[l->first[v]] + l->col[c]) / 2;
	}
	l->width = leaf * SLOT;
	free(stack);
	free(it);
}

static bool
layout_make(const struct pos *p, struct layout *l)
{
	size_t i, n = p->n / 2;
	uint32_t a, b, *last;

	memset(l, 0, sizeof *l);
	l->m = n;
	l->nv = 1;
	for (i = 0; i < 2 * n; i++)
		if (p->v[i] + 1 > l->nv)
			l->nv = (size_t)p->v[i] + 1;
	l->par = malloc(l->nv * sizeof *l->par);
	l->depth = calloc(l->nv, sizeof *l->depth);
	l->col = calloc(l->nv, sizeof *l->col);
	l->first = malloc(l->nv * sizeof *l->first);
	l->next = malloc(l->nv * sizeof *l->next);
	l->loops = calloc(l->nv, sizeof *l->loops);
	last = malloc(l->nv * sizeof *last);
	if (l->par == NULL || l->depth == NULL || l->col == NULL ||
	    l->first == NULL || l->next == NULL || l->loops == NULL ||
	    last == NULL) {
		free(last);
		layout_free(l);
		return false;
	}
	for (i = 0; i < l->nv; i++)
		l->par[i] = l->first[i] = l->next[i] = last[i] = UINT32_MAX;
	/* Sorted by the lower end, so a vertex's first edge from below
	 * comes from its parent, and the vertices come in order. */
	for (i = 0; i < n; i++) {
		a = (uint32_t)p->v[2 * i];
		b = (uint32_t)p->v[2 * i + 1];
		if (a == b) {
			l->loops[a]++;
			continue;
		}
		if (l->par[b] != UINT32_MAX || b == 0)
			continue;
		l->par[b] = a;
		l->depth[b] = l->depth[a] + 1;
		if (l->depth[b] > l->maxdepth)
			l->maxdepth = l->depth[b];
		if (last[a] == UINT32_MAX)
			l->first[a] = b;
		else
			l->next[last[a]] = b;
		last[a] = b;
	}
	free(last);
	place(l);
	return true;
}

/* Is edge k (a-b, a < b) the tree's edge up to b?  The first from a. */
static bool
tree_edge(const struct layout *l, const struct pos *p, size_t k)
{
	uint32_t a = (uint32_t)p->v[2 * k], b = (uint32_t)p->v[2 * k + 1];

	if (a == b || l->par[b] != a)
		return false;
	return k == 0 || p->v[2 * k - 2] != a || p->v[2 * k - 1] != b;
}

/* The frame: the board's rectangle, the view scrolled to show the
 * chosen edge. */
struct gframe {
	struct app *a;
	const struct view *v;
	int gy, x0, w, rows;	/* ground line, left column, width, levels */
	int off;		/* columns scrolled */
};

static bool
seen(const struct gframe *f, const struct layout *l, uint32_t u)
{
	int c = (int)l->col[u] - f->off;

	if (u == 0)
		return true;
	return (int)l->depth[u] <= f->rows && c >= 0 && c < f->w - 3;
}

static int
row_of(const struct gframe *f, const struct layout *l, uint32_t u)
{
	return f->gy - 2 * (int)l->depth[u];
}

static void
put(const struct gframe *f, int y, int c, enum role r, const char *s,
    size_t k)
{
	if (c < 0 || c >= f->w)
		return;
	app_put(f->a, y, f->x0 + c, r, s);
	app_hit(f->a, y, f->x0 + c, 1, 0, k, HIT_UNIT);
}

/* Edge k's look: its role, and the symbol marking it (NULL: none). */
static struct look
edge_look(const struct gframe *f, size_t k)
{
	struct look l = board_look(f->a, f->v, k, 0, true, G_STONE);

	if (l.role == R_STONE)
		l.role = R_NORMAL;
	if (board_list_role(f->v, k) == R_CURSOR ||
	    board_list_role(f->v, k) == R_PICK_HINT)
		l.role = board_list_role(f->v, k);
	return l;
}

/* The mark on edge k at (y, c): the look's symbol when it says more than
 * the edge does (the value of the move, the hint, a fall). */
static void
mark(const struct gframe *f, int y, int c, struct look l, size_t k,
    const char *line)
{
	bool plain = l.glyph == NULL ||
	    strcmp(l.glyph, app_glyph(f->a, G_STONE)) == 0;

	/* The edge the move cuts is taken, as the edges that fall with
	 * it; the cursor's attribute tells it from them. */
	if (!plain && strcmp(l.glyph, app_glyph(f->a, G_TARGET)) == 0)
		l.glyph = app_glyph(f->a, G_TAKE);
	put(f, y, c, l.role, plain ? line : l.glyph, k);
}

/* A tree edge from parent pa up to b (two levels apart, one line
 * between): | straight up, else / or \ by the child with _ on the way. */
static void
draw_tree_edge(const struct gframe *f, const struct layout *l, size_t k,
    uint32_t pa, uint32_t b)
{
	struct look lk = edge_look(f, k);
	int y = row_of(f, l, b) + 1, pc = (int)l->col[pa] - f->off,
	    bc = (int)l->col[b] - f->off, c;

	if (pa == 0)
		pc = bc;
	if (pc == bc) {
		mark(f, y, bc, lk, k, "|");
		return;
	}
	if (bc < pc) {
		mark(f, y, bc + 1, lk, k, "\\");
		for (c = bc + 2; c < pc; c++)
			put(f, y, c, lk.role, "_", k);
	} else {
		for (c = pc + 1; c < bc - 1; c++)
			put(f, y, c, lk.role, "_", k);
		mark(f, y, bc - 1, lk, k, "/");
	}
}

/* Another edge a-b: a dotted line between the two vertices. */
static void
draw_other_edge(const struct gframe *f, const struct layout *l, size_t k,
    uint32_t a, uint32_t b)
{
	struct look lk = edge_look(f, k);
	int ya = row_of(f, l, a), yb = row_of(f, l, b);
	int ca = (int)l->col[a] - f->off + 1, cb = (int)l->col[b] - f->off + 1;
	int steps, s, y, c, dy = yb - ya, dx = cb - ca;

	if (a == 0) {
		ya = f->gy;
		ca = cb;
		dy = yb - ya;
		dx = 0;
		cb++;
		ca++;
	}
	steps = abs(dy) > abs(dx) ? abs(dy) : abs(dx);
	if (steps < 2) {
		put(f, ya, ca, lk.role, ":", k);
		return;
	}
	if (dy == 0) {
		/* Side by side: a line of dashes between the two. */
		for (s = 1; s < steps - 1; s++)
			if (s == steps / 2)
				mark(f, ya, ca + (dx > 0 ? s : -s), lk, k, "-");
			else
				put(f, ya, ca + (dx > 0 ? s : -s), lk.role,
				    "-", k);
		return;
	}
	for (s = 1; s < steps; s++) {
		y = ya + dy * s / steps;
		c = ca + dx * s / steps;
		if (s == steps / 2)
			mark(f, y, c, lk, k, ":");
		else
			put(f, y, c, lk.role, ".", k);
	}
}

static void
draw_vertex(const struct gframe *f, const struct layout *l, uint32_t u,
    bool numbers)
{
	int y = row_of(f, l, u), c = (int)l->col[u] - f->off;

	if (numbers)
		app_printf(f->a, y, f->x0 + c, R_STONE, "%u", (unsigned)u);
	else
		app_put(f->a, y, f->x0 + c, R_STONE, app_glyph(f->a, G_STONE));
}

/* The loops at u: a ring each, beside its number. */
static void
draw_loops(const struct gframe *f, const struct layout *l, const struct pos *p,
    size_t k, uint32_t u, size_t *shown)
{
	struct look lk = edge_look(f, k);
	int y = row_of(f, l, u), c = (int)l->col[u] - f->off + 2 + (int)*shown;

	(void)p;
	if (*shown < LOOPS_SHOWN)
		mark(f, y, c, lk, k, "o");
	else if (*shown == LOOPS_SHOWN)
		app_printf(f->a, y, f->x0 + c, R_DIM, "+%u",
		    (unsigned)(l->loops[u] - LOOPS_SHOWN));
	(*shown)++;
}

/* Scroll so that the chosen edge's upper vertex is in view. */
static int
scroll(const struct view *v, const struct pos *p, const struct layout *l,
    int w)
{
	uint64_t k = board_unit(v);
	uint32_t b;
	int c;

	if (!board_choosing(v) || k >= l->m || (int)l->width <= w - 3)
		return 0;
	b = (uint32_t)p->v[2 * k + 1];
	c = (int)l->col[b] - (w - 3) / 2;
	if (c < 0)
		c = 0;
	return c;
}

static void
graph_draw(struct app *a, struct view *v, void *data, int y, int x, int h,
    int w)
{
	const struct pos *p = view_pos(v);
	struct layout l;
	struct gframe f;
	size_t k, hidden = 0, *shown;
	uint32_t ea, eb;
	bool numbers;
	int line;

	(void)data;
	if (h < 6 || w < 20)
		return;
	if (p->n == 0) {
		app_put(a, y + h / 2, x + 2, R_DIM, _("No edge is left."));
		return;
	}
	if (!layout_make(p, &l))
		return;
	numbers = l.nv <= 100;
	f.a = a;
	f.v = v;
	f.x0 = x + 2;
	f.w = w - 4;
	f.gy = y + h - 2;
	f.rows = (h - 3) / 2;
	f.off = scroll(v, p, &l, f.w);
	/* A graph narrower than the board stands in its middle. */
	if ((int)l.width + 3 < f.w)
		f.off = -(f.w - (int)l.width) / 2;
	shown = calloc(l.nv, sizeof *shown);
	for (line = 0; line < f.w; line++)
		app_put(a, f.gy, f.x0 + line, R_DIM, app_glyph(a, G_HLINE));
	for (k = 0; k < l.m; k++) {
		ea = (uint32_t)p->v[2 * k];
		eb = (uint32_t)p->v[2 * k + 1];
		if (!seen(&f, &l, ea) || !seen(&f, &l, eb)) {
			hidden++;
			continue;
		}
		if (ea == eb) {
			if (shown != NULL)
				draw_loops(&f, &l, p, k, ea, &shown[ea]);
		} else if (tree_edge(&l, p, k))
			draw_tree_edge(&f, &l, k, ea, eb);
		else
			draw_other_edge(&f, &l, k, ea, eb);
	}
	for (ea = 1; ea < l.nv; ea++)
		if (l.par[ea] != UINT32_MAX && seen(&f, &l, ea))
			draw_vertex(&f, &l, ea, numbers);
	free(shown);
	line = 0;
	if (board_choosing(v) && board_unit(v) < l.m)
		/* TRANSLATORS: the edge chosen, by its two vertices. */
		line = app_printf(a, f.gy + 1, f.x0, R_NORMAL, _("Edge "
		    "%1$llu-%2$llu (%3$llu of %4$zu)"),
		    (unsigned long long)p->v[2 * board_unit(v)],
		    (unsigned long long)p->v[2 * board_unit(v) + 1],
		    (unsigned long long)board_unit(v) + 1, l.m) + 2;
	if (hidden > 0)
		app_printf(a, f.gy + 1, f.x0 + line, R_DIM, ngettext("(%zu "
		    "edge out of view)", "(%zu edges out of view)", hidden),
		    hidden);
	layout_free(&l);
}

const struct board_kind board_graph = {
	.name = "graph",
	.shape = BOARD_GRAPH,
	.draw = graph_draw,
};
