/*
 * model-pick.c: pick a cell of a grid of columns (entries are the
 * columns' heights, the cells stand on the bottom row).  The item is the
 * column, the unit the row, both from 0; what picking a cell does is the
 * game's (play.pick).
 */
#include "config.h"

#include "play/choice_impl.h"
#include "i18n.h"

static bool
pick_movable(const struct choice *c, const struct pos *p, size_t i)
{
	(void)c;
	return p->v[i] > 0;
}

/* A column arrived on: the row kept within it. */
static void
pick_enter(struct choice *c, const struct pos *p, size_t i)
{
	if (p->v[i] == 0)
		c->unit = 0;
	else if (c->unit >= p->v[i])
		c->unit = p->v[i] - 1;
}

static bool
pick_up(struct choice *c, const struct pos *p, const struct choice_ev *ev)
{
	(void)ev;
	if (c->unit + 1 < p->v[c->item])
		c->unit++;
	return false;
}

static bool
pick_down(struct choice *c, const struct pos *p, const struct choice_ev *ev)
{
	(void)p;
	(void)ev;
	c->unit = choice_dec(c->unit);
	return false;
}

static int pick_build(const struct choice *c, const struct pos *p,
    struct pos *out, struct sg_cause *why);

/* Arrived in a column on a cell that is no move (the poisoned square):
 * up the column to the first that is, so that no cell is out of reach
 * of the arrows behind it. */
static void
climb(struct choice *c, const struct pos *p)
{
	struct sg_cause why;
	struct pos to;

	pos_init(&to);
	while (c->unit + 1 < p->v[c->item] && (pos_copy(&to, p) != SG_OK ||
	    pick_build(c, p, &to, &why) != SG_OK))
		c->unit++;
	pos_free(&to);
}

static bool
pick_left(struct choice *c, const struct pos *p, const struct choice_ev *ev)
{
	(void)ev;
	if (c->item > 0) {
		choice_enter(c, p, c->item - 1);
		climb(c, p);
	}
	return false;
}

static bool
pick_right(struct choice *c, const struct pos *p, const struct choice_ev *ev)
{
	(void)ev;
	if (c->item + 1 < p->n && p->v[c->item + 1] > 0) {
		choice_enter(c, p, c->item + 1);
		climb(c, p);
	}
	return false;
}

static bool
pick_click(struct choice *c, const struct pos *p, const struct choice_ev *ev)
{
	if (ev->item >= p->n || ev->unit >= p->v[ev->item])
		return false;
	if (ev->item != c->item)
		c->clicked = false;
	c->item = ev->item;
	return choice_click_unit(c, ev->unit);
}

/* Digits: the column of that number (from 1). */
static int
pick_typed(struct choice *c, const struct pos *p, uint64_t n,
    struct sg_cause *why)
{
	if (n == 0 || n > p->n || p->v[n - 1] == 0)
		return sg_fail(why, SG_EINVAL, _("there is no %1$s %2$llu"),
		    choice_item_word(c), (unsigned long long)n);
	choice_enter(c, p, (size_t)(n - 1));
	return SG_OK;
}

static int
pick_build(const struct choice *c, const struct pos *p, struct pos *out,
    struct sg_cause *why)
{
	const struct game_play *pl = &c->rules->game->play;

	if (pl->pick == NULL)
		return sg_fail(why, SG_EINVAL, _("there is no cell to pick"));
	return pl->pick(c->rules, p, c->item, c->unit, out, why);
}

static void
pick_say(const struct choice *c, const struct pos *p, struct sbuf *out)
{
	(void)p;
	sbuf_printf(out, _("column %1$zu, row %2$llu"), c->item + 1,
	    (unsigned long long)(c->unit + 1));
}

static const struct model_key pick_keys[] = {
	{ ACT_LEFT, N_("arrows:"), N_("the square"), pick_left },
	{ ACT_RIGHT, NULL, NULL, pick_right },
	{ ACT_UP, NULL, NULL, pick_up },
	{ ACT_DOWN, NULL, NULL, pick_down },
	{ ACT_PREV, NULL, NULL, pick_left },
	{ ACT_NEXT, NULL, NULL, pick_right },
	{ ACT_CLICK, NULL, NULL, pick_click },
	{ ACT_CONFIRM, N_("Enter"), N_("take it"), choice_go },
	{ ACT_NONE, NULL, NULL, NULL }
};

const struct model model_pick = {
	.id = MOVE_PICK_CELL,
	.name = "pick",
	.keys = { pick_keys, NULL },
	.items = model_entries,
	.movable = pick_movable,
	.enter = pick_enter,
	.typed = pick_typed,
	.build = pick_build,
	.say = pick_say,
};
