/*
 * board-sum.c: a game made of parts (a sum of games): each part drawn by
 * its own game's board kind in a band of its own, the bands stacked, each
 * under a line with the part's number, its game and (unless hints are
 * off) its Grundy value, or the figure the rules weigh it by instead
 * (play.part_figure: an Every-SG part's step count).  The places a click can hit carry the part in
 * their items (change_part_item), as the sum's marks do.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/board.h"
#include "i18n.h"

/* Each part's board kind with its own data, and its value (or the
 * figure the rules give it), worked out once for each position of the
 * part. */
struct sum_part {
	const struct board_kind *kind;
	void *data;
	struct pos at;			/* the position valued */
	bool valued;
	bool has_value;
	uint64_t value;
	bool has_figure;
	struct sbuf figure;		/* play.part_figure's words */
	bool over;			/* the part has no move left */
};

struct sum_board {
	struct sum_part *part;		/* owned, n of them */
	size_t n;
};

static void *
sum_init(void)
{
	return sg_calloc(1, sizeof (struct sum_board));
}

static void
sum_free(void *data)
{
	struct sum_board *sb = data;
	size_t k;

	if (sb == NULL)
		return;
	for (k = 0; k < sb->n; k++) {
		if (sb->part[k].kind != NULL && sb->part[k].kind->free != NULL)
			sb->part[k].kind->free(sb->part[k].data);
		pos_free(&sb->part[k].at);
		sbuf_free(&sb->part[k].figure);
	}
	free(sb->part);
	free(sb);
}

/* Room for n parts; false when out of memory. */
static bool
sum_parts(struct sum_board *sb, size_t n)
{
	struct sum_part *p;

	if (n <= sb->n)
		return true;
	if ((p = sg_reallocarray(sb->part, n, sizeof *p)) == NULL)
		return false;
	memset(p + sb->n, 0, (n - sb->n) * sizeof *p);
	for (; sb->n < n; sb->n++) {
		pos_init(&p[sb->n].at);
		sbuf_init(&p[sb->n].figure);
	}
	sb->part = p;
	return true;
}

/* Has the part a move left on pos? */
static bool
part_moves(const struct game_part *part, const struct pos *pos)
{
	struct sg_cause why;
	struct pos to;
	bool yes;

	pos_init(&to);
	yes = part->rules->game->rules.any_move(part->rules, pos, &to,
	    &why) == SG_OK;
	pos_free(&to);
	return yes;
}

/* Part k's value on pos (or its figure, when the rules of the whole r
 * give one), and whether it is over, once for each position. */
static void
part_value(struct sum_part *sp, struct rules *r, size_t k,
    const struct game_part *part, const struct pos *pos)
{
	struct solution sol;
	struct sg_cause why;

	if (sp->valued && pos_eq(&sp->at, pos))
		return;
	sp->valued = pos_copy(&sp->at, pos) == SG_OK;
	sbuf_reset(&sp->figure);
	sp->has_figure = r->game->play.part_figure != NULL &&
	    r->game->play.part_figure(r, k, pos, &sp->figure);
	solution_init(&sol, 0);
	sp->has_value = !sp->has_figure &&
	    part->rules->game->theory.solve(part->rules, pos, &sol,
	    &why) == SG_OK && sol.has_grundy;
	sp->value = sol.grundy;
	solution_free(&sol);
	sp->over = !part_moves(part, pos);
}

/* The line over part k: its number, its game and position, its value. */
static void
part_label(struct app *a, const struct view *v, size_t k,
    const struct game_part *part, const struct pos *pos,
    const struct sum_part *sp, int y, int x, int w)
{
	const struct game *g = part->rules->game;
	bool focus = v->choosing && choice_part_focus(&v->choice) == k;
	struct sbuf sb;

	sbuf_init(&sb);
	sbuf_printf(&sb, "%zu. %s ", k + 1, g->name);
	if (g->notation.format_opts != NULL) {
		g->notation.format_opts(part->rules, &sb);
		if (sbuf_str(&sb)[sb.len - 1] != ' ')
			sbuf_addc(&sb, ' ');
	}
	g->notation.format(part->rules, pos, &sb);
	if (!v->no_values && sp->has_figure)
		sbuf_printf(&sb, _("  (%s)"), sbuf_str(&sp->figure));
	else if (!v->no_values && sp->has_value)
		sbuf_printf(&sb, _("  (value %llu)"),
		    (unsigned long long)sp->value);
	/* A finished part stays, greyed, worth 0. */
	if (sp->over)
		sbuf_add(&sb, _("  - no move left"));
	if (focus)
		app_put(a, y, x, R_TITLE, app_glyph(a, G_POINTER));
	app_put(a, y, x + 2, focus ? R_CURSOR : sp->over ? R_DIM : R_NORMAL,
	    sbuf_str(&sb));
	/* A click on the line chooses the part. */
	app_hit(a, y, x, w, change_part_item(k,
	    change_item_local(SIZE_MAX)), 0, HIT_UNIT);
	sbuf_free(&sb);
}

/* The few lines a part is measured in besides all the room. */
enum { PART_SMALL = 8 };

/* A mark on line y: so many parts left out above or below. */
static void
more_line(struct app *a, int y, int x, enum glyph g, size_t n)
{
	app_printf(a, y, x, R_DIM, _("%1$s (%2$zu more)"), app_glyph(a, g),
	    n);
}

/* Part k's position and its board kind with its data; false when the
 * position cannot be read. */
static bool
part_ready(struct sum_board *sb, struct rules *r, const struct pos *p,
    size_t k, struct game_part *part, struct pos *pp)
{
	struct sg_cause why;

	if (game_part_pos(r, p, k, part, pp, &why) != SG_OK)
		return false;
	if (sb->part[k].kind == NULL) {
		sb->part[k].kind = board_of(part->rules->game->play.board);
		sb->part[k].data = sb->part[k].kind->init != NULL ?
		    sb->part[k].kind->init() : NULL;
	}
	part_value(&sb->part[k], r, k, part, pp);
	return true;
}

/* Part k under its line from line y, in at most h lines (its board in
 * h - 1); returns the lines it took, 0 when it has none to draw on.
 * measure: drawn aside, only to count its lines. */
static int
part_draw(struct app *a, struct view *v, struct sum_board *sb, size_t k,
    int y, int x, int h, int w, bool measure)
{
	struct rules *r = view_rules(v);
	struct game_part part;
	struct canvas *keep;
	struct view sub;
	struct pos pp;
	size_t i, hits = a->nhits;
	int used = 0;

	if (h < 1)
		return 0;
	pos_init(&pp);
	if (!part_ready(sb, r, view_pos(v), k, &part, &pp) || (measure &&
	    app_measure_begin(a, y + h, x + w, &keep) != SG_OK)) {
		pos_free(&pp);
		return 0;
	}
	part_label(a, v, k, &part, &pp, &sb->part[k], y, x, w);
	if (h > 1) {
		view_part(v, k, &part, &pp, choice_part(&v->choice, k), &sub);
		sb->part[k].kind->draw(a, &sub, sb->part[k].data, y + 1,
		    x + 2, h - 1, w - 2);
		view_part_free(&sub);
	}
	if (measure)
		used = app_measure_end(a, keep, y, hits) - y;
	else
		for (i = hits; i < a->nhits; i++)
			a->hits[i].item = change_part_item(k,
			    a->hits[i].item);
	pos_free(&pp);
	return measure ? used : h;
}

/* The parts from first on that fit in h lines, with a line kept for the
 * mark above when first > 0 and for the mark below when some are left
 * out: returns the part after the last one shown. */
static size_t
parts_fit(const int *need, size_t n, size_t first, int h)
{
	int used = first > 0 ? 1 : 0;
	size_t i;

	for (i = first; i < n; i++) {
		if (used + need[i] + (i + 1 < n ? 1 : 0) > h)
			break;
		used += need[i];
	}
	return i;
}

/*
 * The lines of each part in need: the lines it draws on with all the room
 * there is.  A part that takes more lines when it has more (a ring, many
 * heaps, a tall grid) takes what it draws on in a few lines, and then a
 * share of the room the others leave, up to what it would take.
 */
static void
parts_measure(struct app *a, struct view *v, struct sum_board *sb,
    int *need, size_t n, int y, int x, int h, int w)
{
	int *most, left = h, elastic = 0, share;
	size_t k;

	if ((most = sg_reallocarray(NULL, n, sizeof *most)) == NULL) {
		for (k = 0; k < n; k++)
			need[k] = 1;
		return;
	}
	for (k = 0; k < n; k++) {
		most[k] = part_draw(a, v, sb, k, y, x, h, w, true);
		need[k] = most[k] > PART_SMALL ? part_draw(a, v, sb, k, y, x,
		    PART_SMALL, w, true) : most[k];
		if (need[k] < 1)
			need[k] = 1;
		elastic += need[k] < most[k];
		left -= need[k];
	}
	for (k = 0; k < n && elastic > 0 && left > 0; k++) {
		if (need[k] >= most[k])
			continue;
		share = left / elastic--;
		share = share < most[k] - need[k] ? share : most[k] - need[k];
		need[k] += share;
		left -= share;
	}
	free(most);
}

/*
 * Each part takes the lines it draws on, measured by drawing it aside
 * with all the room there is; when they do not all fit, the parts scroll
 * as the menu's list does, the part with the keys always among those
 * shown, with marks above and below saying how many are left out.
 */
static void
sum_draw(struct app *a, struct view *v, void *data, int y, int x, int h,
    int w)
{
	struct sum_board *sb = data;
	size_t n = game_nparts(view_rules(v), view_pos(v)), k, first, last,
	    focus = choice_part_focus(&v->choice);
	int *need, top = y, room;

	if (sb == NULL || n == 0 || h < 1 || !sum_parts(sb, n) ||
	    (need = sg_reallocarray(NULL, n, sizeof *need)) == NULL)
		return;
	parts_measure(a, v, sb, need, n, y, x, h, w);
	if (focus >= n)
		focus = 0;
	for (first = 0; first < focus && parts_fit(need, n, first, h) <=
	    focus; first++)
		;
	last = parts_fit(need, n, first, h);
	if (last <= first)
		last = first + 1;	/* the part alone, cut to the room */
	if (first > 0)
		more_line(a, top++, x, G_MORE_UP, first);
	for (k = first; k < last; k++) {
		room = y + h - top - (last < n ? 1 : 0);
		top += part_draw(a, v, sb, k, top, x, need[k] < room ?
		    need[k] : room, w, false);
	}
	if (last < n)
		more_line(a, y + h - 1 < top ? y + h - 1 : top, x,
		    G_MORE_DOWN, n - last);
	free(need);
}

const struct board_kind board_sum = {
	"parts", BOARD_SUM, false, sum_init, sum_free, sum_draw
};
