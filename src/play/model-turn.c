/*
 * model-turn.c: turn over one coin or several of a row (entries are the
 * coins, 1 heads and 0 tails; the row is one item).  The unit is the coin
 * under the cursor; Tab adds it to the coins to turn or takes it away
 * (kept in give, 1 for a coin to turn).  Enter turns the coins marked, or
 * the one under the cursor when none is.  Which sets of coins make a move
 * is the game's to say.
 */
#include "config.h"

#include "play/choice_impl.h"
#include "i18n.h"

static size_t
turn_items(const struct choice *c, const struct pos *p)
{
	(void)c;
	return p->n > 0 ? 1 : 0;
}

static bool
turn_movable(const struct choice *c, const struct pos *p, size_t i)
{
	(void)c;
	(void)i;
	return p->n > 0;
}

/* Start on the rightmost head, the coin a move must turn. */
static void
turn_enter(struct choice *c, const struct pos *p, size_t i)
{
	size_t k;

	(void)i;
	if (c->give.n != p->n && pos_resize(&c->give, p->n) == SG_OK)
		for (k = 0; k < p->n; k++)
			c->give.v[k] = 0;
	for (k = p->n; k > 0 && p->v[k - 1] == 0; k--)
		;
	c->unit = k > 0 ? k - 1 : 0;
}

static bool
turn_left(struct choice *c, const struct pos *p, const struct choice_ev *ev)
{
	(void)p;
	(void)ev;
	c->unit = choice_dec(c->unit);
	return false;
}

static bool
turn_right(struct choice *c, const struct pos *p, const struct choice_ev *ev)
{
	(void)ev;
	if (c->unit + 1 < p->n)
		c->unit++;
	return false;
}

static bool
turn_mark(struct choice *c, const struct pos *p, const struct choice_ev *ev)
{
	(void)p;
	(void)ev;
	if (c->unit < c->give.n)
		c->give.v[c->unit] = !c->give.v[c->unit];
	return false;
}

static bool
turn_click(struct choice *c, const struct pos *p, const struct choice_ev *ev)
{
	if (ev->unit >= p->n)
		return false;
	return choice_click_unit(c, ev->unit);
}

static bool
turn_clear(struct choice *c, const struct pos *p, const struct choice_ev *ev)
{
	size_t k;

	(void)p;
	(void)ev;
	for (k = 0; k < c->give.n; k++)
		c->give.v[k] = 0;
	return false;
}

/* Digits: the coin of that number (from 1, at the left). */
static int
turn_typed(struct choice *c, const struct pos *p, uint64_t n,
    struct sg_cause *why)
{
	if (n == 0 || n > p->n)
		return sg_fail(why, SG_EINVAL, _("there is no coin %llu"),
		    (unsigned long long)n);
	c->unit = n - 1;
	return SG_OK;
}

static bool
marked(const struct choice *c)
{
	size_t k;

	for (k = 0; k < c->give.n; k++)
		if (c->give.v[k] != 0)
			return true;
	return false;
}

static int
turn_build(const struct choice *c, const struct pos *p, struct pos *out,
    struct sg_cause *why)
{
	size_t k;

	if (c->unit >= p->n)
		return sg_fail(why, SG_EINVAL, _("there is no coin to turn"));
	if (!marked(c)) {
		out->v[c->unit] = !p->v[c->unit];
		return SG_OK;
	}
	for (k = 0; k < p->n && k < c->give.n; k++)
		if (c->give.v[k] != 0)
			out->v[k] = !p->v[k];
	return SG_OK;
}

static const struct model_key turn_keys[] = {
	{ ACT_LEFT, N_("Left/Right or digits:"), N_("coin"), turn_left },
	{ ACT_RIGHT, NULL, NULL, turn_right },
	{ ACT_UP, NULL, NULL, turn_right },
	{ ACT_DOWN, NULL, NULL, turn_left },
	{ ACT_NEXT, N_("Tab"), N_("mark it to turn (or not)"), turn_mark },
	{ ACT_PREV, NULL, NULL, turn_mark },
	{ ACT_CANCEL, NULL, NULL, turn_clear },
	{ ACT_CLICK, NULL, NULL, turn_click },
	{ ACT_CONFIRM, N_("Enter"), N_("turn them"), choice_go },
	{ ACT_NONE, NULL, NULL, NULL }
};

const struct model model_turn = {
	.id = MOVE_TURN,
	.name = "turn",
	.keys = { turn_keys, NULL },
	.items = turn_items,
	.movable = turn_movable,
	.enter = turn_enter,
	.typed = turn_typed,
	.build = turn_build,
};
