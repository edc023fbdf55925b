/*
 * model-cut.c: cut a piece of squared paper down or across.  Two entries
 * make a piece (its width and height); the unit is the grid line of the
 * cut (after that many columns, or rows when across).
 */
#include "config.h"

#include "play/choice_impl.h"
#include "i18n.h"

static size_t
cut_items(const struct choice *c, const struct pos *p)
{
	(void)c;
	return p->n / 2;
}

static bool
cut_movable(const struct choice *c, const struct pos *p, size_t i)
{
	(void)c;
	return p->v[2 * i] >= 2 || p->v[2 * i + 1] >= 2;
}

static void
cut_enter(struct choice *c, const struct pos *p, size_t i)
{
	uint64_t w = p->v[2 * i], h = p->v[2 * i + 1];

	c->extra = 0;
	/* Down if the piece is wide enough, else across. */
	c->unit = w >= 2 ? w / 2 : h / 2;
	if (c->unit == 0)
		c->unit = 1;
	c->cross = w < 2 && h >= 2;
}

/* Arrows along the cut's own direction move it; the other pair turns
 * it. */
static void
cut_step(struct choice *c, const struct pos *p, bool want_across, int dir)
{
	uint64_t w = p->v[2 * c->item], h = p->v[2 * c->item + 1];
	uint64_t len = want_across ? h : w;

	if (c->cross != want_across) {
		if (len >= 2) {
			c->cross = want_across;
			c->unit = len / 2;
		}
		return;
	}
	c->unit = choice_clamp(dir < 0 ? choice_dec(c->unit) : c->unit + 1, 1,
	    len > 1 ? len - 1 : 1);
}

static bool
cut_left(struct choice *c, const struct pos *p, const struct choice_ev *ev)
{
	(void)ev;
	cut_step(c, p, false, -1);
	return false;
}

static bool
cut_right(struct choice *c, const struct pos *p, const struct choice_ev *ev)
{
	(void)ev;
	cut_step(c, p, false, 1);
	return false;
}

static bool
cut_up(struct choice *c, const struct pos *p, const struct choice_ev *ev)
{
	(void)ev;
	cut_step(c, p, true, -1);
	return false;
}

static bool
cut_down(struct choice *c, const struct pos *p, const struct choice_ev *ev)
{
	(void)ev;
	cut_step(c, p, true, 1);
	return false;
}

/* A click inside a piece chooses it; on a grid line, cuts there; on the
 * same line again, moves. */
static bool
cut_click(struct choice *c, const struct pos *p, const struct choice_ev *ev)
{
	bool a = ev->part == HIT_CUT_H;

	if (ev->item >= p->n / 2)
		return false;
	if (ev->part == HIT_UNIT) {
		if (ev->item != c->item)
			choice_enter(c, p, ev->item);
		return false;
	}
	if (c->clicked && ev->item == c->item && a == c->cross &&
	    ev->unit == c->unit)
		return true;
	c->item = ev->item;
	c->cross = a;
	c->unit = ev->unit;
	return false;
}

static int
cut_typed(struct choice *c, const struct pos *p, uint64_t n,
    struct sg_cause *why)
{
	uint64_t len = p->v[2 * c->item + (c->cross ? 1 : 0)];

	if (n == 0 || n >= len)
		return c->cross ? sg_fail(why, SG_EINVAL, _("a cut across "
		    "piece %1$zu leaves 1 to %2$llu rows on one side"),
		    c->item + 1, (unsigned long long)(len > 1 ? len - 1 : 0)) :
		    sg_fail(why, SG_EINVAL, _("a cut down piece %1$zu leaves "
		    "1 to %2$llu columns on one side"), c->item + 1,
		    (unsigned long long)(len > 1 ? len - 1 : 0));
	c->unit = n;
	return SG_OK;
}

static int
cut_build(const struct choice *c, const struct pos *p, struct pos *out,
    struct sg_cause *why)
{
	uint64_t w = p->v[2 * c->item], h = p->v[2 * c->item + 1];
	uint64_t k = c->unit, v[4];

	if (k == 0 || k >= (c->cross ? h : w))
		return sg_fail(why, SG_EINVAL, _("a cut must leave two "
		    "pieces"));
	if (c->cross) {
		v[0] = w; v[1] = k; v[2] = w; v[3] = h - k;
	} else {
		v[0] = k; v[1] = h; v[2] = w - k; v[3] = h;
	}
	if (pos_splice(out, 2 * c->item + 1, NULL, 0) != SG_OK)
		return SG_ENOMEM;
	return pos_splice(out, 2 * c->item, v, 4);
}

static const struct model_key cut_keys[] = {
	{ ACT_NEXT, N_("Tab"), "%s", choice_next_item },
	{ ACT_PREV, NULL, NULL, choice_prev_item },
	{ ACT_LEFT, N_("Left/Right"), N_("cut down"), cut_left },
	{ ACT_RIGHT, NULL, NULL, cut_right },
	{ ACT_UP, N_("Up/Down"), N_("cut across"), cut_up },
	{ ACT_DOWN, NULL, NULL, cut_down },
	{ ACT_CLICK, NULL, NULL, cut_click },
	/* TRANSLATORS: what Enter does on the key line: cut the piece. */
	{ ACT_CONFIRM, N_("Enter"), N_("cut"), choice_go },
	{ ACT_NONE, NULL, NULL, NULL }
};

const struct model model_cut = {
	.id = MOVE_CUT,
	.name = "cut",

	.keys = { cut_keys, NULL },
	.items = cut_items,
	.movable = cut_movable,
	.enter = cut_enter,
	.typed = cut_typed,
	.build = cut_build,
};
