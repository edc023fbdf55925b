/*
 * model-handout.c: take stones from an entry, then hand some of what is
 * left to other entries (the new stone game).  Two phases: first how
 * many to take, as for lowering an entry; Enter then goes on to handing
 * out when there is a rest and another heap, and Enter again moves.
 */
#include "config.h"

#include "play/choice_impl.h"
#include "i18n.h"

static uint64_t
given(const struct choice *c)
{
	uint64_t t = 0;
	size_t i;

	for (i = 0; i < c->give.n; i++)
		t += c->give.v[i];
	return t;
}

/* The stones of the chosen heap still free to hand out. */
static uint64_t
left(const struct choice *c, const struct pos *p)
{
	uint64_t v = p->v[c->item];
	uint64_t rest = v >= c->unit ? v - c->unit : 0, g = given(c);

	return g >= rest ? 0 : rest - g;
}

static void
step_target(struct choice *c, const struct pos *p, int dir)
{
	size_t n = p->n, k;

	for (k = 0; k < n; k++) {
		c->target = dir > 0 ? (c->target + 1) % n :
		    (c->target + n - 1) % n;
		if (c->target != c->item)
			return;
	}
}

/* Enter after choosing how many to take: hand out, or move now. */
static bool
ho_taken(struct choice *c, const struct pos *p, const struct choice_ev *ev)
{
	size_t i;

	(void)ev;
	if (c->unit == 0 || c->unit >= p->v[c->item] || p->n < 2)
		return true;
	if (pos_resize(&c->give, p->n) != SG_OK)
		return true;
	for (i = 0; i < p->n; i++)
		c->give.v[i] = 0;
	c->phase = 1;
	c->target = c->item;
	step_target(c, p, 1);
	return false;
}

static bool
ho_click_take(struct choice *c, const struct pos *p,
    const struct choice_ev *ev)
{
	return model_take_click(c, p, ev) ? ho_taken(c, p, ev) : false;
}

static bool
ho_prev(struct choice *c, const struct pos *p, const struct choice_ev *ev)
{
	(void)ev;
	step_target(c, p, -1);
	return false;
}

static bool
ho_next(struct choice *c, const struct pos *p, const struct choice_ev *ev)
{
	(void)ev;
	step_target(c, p, 1);
	return false;
}

static bool
ho_give(struct choice *c, const struct pos *p, const struct choice_ev *ev)
{
	(void)ev;
	if (left(c, p) > 0 && c->target < c->give.n)
		c->give.v[c->target]++;
	return false;
}

static bool
ho_back(struct choice *c, const struct pos *p, const struct choice_ev *ev)
{
	(void)p;
	(void)ev;
	if (c->target < c->give.n && c->give.v[c->target] > 0)
		c->give.v[c->target]--;
	return false;
}

/* A click on the heap taken from makes the move; on another, gives it
 * one stone. */
static bool
ho_click_give(struct choice *c, const struct pos *p,
    const struct choice_ev *ev)
{
	if (ev->item == c->item)
		return true;
	if (ev->item < p->n) {
		c->target = ev->item;
		ho_give(c, p, ev);
	}
	return false;
}

static bool
ho_cancel(struct choice *c, const struct pos *p, const struct choice_ev *ev)
{
	(void)p;
	(void)ev;
	c->phase = 0;
	return false;
}

static int
ho_typed(struct choice *c, const struct pos *p, uint64_t n,
    struct sg_cause *why)
{
	uint64_t room;

	if (c->phase == 0)
		return model_take_typed(c, p, n, why);
	room = left(c, p) + c->give.v[c->target];
	if (n > room)
		return sg_fail(why, SG_EINVAL, ngettext("only %llu stone left "
		    "to hand out", "only %llu stones left to hand out",
		    room), (unsigned long long)room);
	c->give.v[c->target] = n;
	return SG_OK;
}

static int
ho_build(const struct choice *c, const struct pos *p, struct pos *out,
    struct sg_cause *why)
{
	size_t i;
	int rc;

	if ((rc = model_take_build(c, p, out, why)) != SG_OK || c->phase == 0)
		return rc;
	for (i = 0; i < p->n && i < c->give.n; i++) {
		if (i == c->item || c->give.v[i] == 0)
			continue;
		if (c->give.v[i] > out->v[c->item])
			return sg_fail(why, SG_EINVAL, _("not so many stones "
			    "left to hand out"));
		out->v[i] += c->give.v[i];
		out->v[c->item] -= c->give.v[i];
	}
	return SG_OK;
}

static const struct model_key take_keys[] = {
	{ ACT_CLICK, NULL, NULL, ho_click_take },
	MODEL_TAKE_KEYS,
	{ ACT_CONFIRM, N_("Enter"), N_("take (then hand out)"), ho_taken },
	{ ACT_NONE, NULL, NULL, NULL }
};

static const struct model_key give_keys[] = {
	{ ACT_UP, N_("Up/Down"), "%s", ho_prev },
	{ ACT_DOWN, NULL, NULL, ho_next },
	{ ACT_PREV, NULL, NULL, ho_prev },
	{ ACT_NEXT, NULL, NULL, ho_next },
	{ ACT_RIGHT, N_("Right"), N_("give one"), ho_give },
	{ ACT_LEFT, N_("Left"), N_("take back"), ho_back },
	{ ACT_CLICK, NULL, NULL, ho_click_give },
	{ ACT_CONFIRM, N_("Enter"), N_("done"), choice_go },
	{ ACT_CANCEL, N_("Esc"), N_("back"), ho_cancel },
	{ ACT_NONE, NULL, NULL, NULL }
};

const struct model model_hand_out = {
	.id = MOVE_HAND_OUT,
	.name = "take and hand out",

	.item_keys = true,
	.keys = { take_keys, give_keys },
	.items = model_entries,
	.movable = model_has_stones,
	.enter = model_take_enter,
	.typed = ho_typed,
	.build = ho_build,
	.say = model_take_say,
};
