/*
 * board-sum.c: a game made of parts (a sum of games): each part drawn by
 * its own game's board kind in a band of its own, the bands stacked, each
 * under a line with the part's number, its game and (unless hints are
 * off) its Grundy value.  The places a click can hit carry the part in
 * their items (change_part_item), as the sum's marks do.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/board.h"
#include "i18n.h"

/* Each part's board kind with its own data, and its value, worked out
 * once for each position of the part. */
struct sum_part {
	const struct board_kind *kind;
	void *data;
	struct pos at;			/* the position valued */
	bool valued;
	bool has_value;
	uint64_t value;
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
	for (; sb->n < n; sb->n++)
		pos_init(&p[sb->n].at);
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

/* The part's value on pos, and whether it is over, once for each
 * position. */
static void
part_value(struct sum_part *sp, const struct game_part *part,
    const struct pos *pos)
{
	struct solution sol;
	struct sg_cause why;

	if (sp->valued && pos_eq(&sp->at, pos))
		return;
	sp->valued = pos_copy(&sp->at, pos) == SG_OK;
	solution_init(&sol, 0);
	sp->has_value = part->rules->game->theory.solve(part->rules, pos,
	    &sol, &why) == SG_OK && sol.has_grundy;
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
	if (!v->no_values && sp->has_value)
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

static void
sum_draw(struct app *a, struct view *v, void *data, int y, int x, int h,
    int w)
{
	struct sum_board *sb = data;
	struct rules *r = view_rules(v);
	const struct pos *p = view_pos(v);
	size_t n = game_nparts(r, p), k, i, hits;
	struct game_part part;
	struct sg_cause why;
	struct view sub;
	struct pos pp;
	int band, top = y;

	if (sb == NULL || n == 0 || !sum_parts(sb, n))
		return;
	band = (int)((size_t)h / n);
	if (band < 2)
		band = 2;
	pos_init(&pp);
	for (k = 0; k < n && top < y + h; k++, top += band) {
		if (game_part_pos(r, p, k, &part, &pp, &why) != SG_OK)
			continue;
		if (sb->part[k].kind == NULL) {
			sb->part[k].kind = board_of(
			    part.rules->game->play.board);
			sb->part[k].data = sb->part[k].kind->init != NULL ?
			    sb->part[k].kind->init() : NULL;
		}
		part_value(&sb->part[k], &part, &pp);
		part_label(a, v, k, &part, &pp, &sb->part[k], top, x, w);
		view_part(v, k, &part, &pp, choice_part(&v->choice, k), &sub);
		hits = a->nhits;
		sb->part[k].kind->draw(a, &sub, sb->part[k].data, top + 1,
		    x + 2, band - 1, w - 2);
		for (i = hits; i < a->nhits; i++)
			a->hits[i].item = change_part_item(k, a->hits[i].item);
		view_part_free(&sub);
	}
	pos_free(&pp);
}

const struct board_kind board_sum = {
	"parts", BOARD_SUM, false, sum_init, sum_free, sum_draw
};
