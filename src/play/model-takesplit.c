/*
 * model-takesplit.c: take stones from an entry, then perhaps split what
 * is left in two (the take-and-break games).  The unit is the number of
 * stones taken (the last ones of the heap); extra is where the rest
 * splits, 0 for not at all.
 */
#include "config.h"

#include "play/choice_impl.h"
#include "i18n.h"

/* Tab walks the splits of the rest: none, after 1, after 2, ... */
static bool
ts_next_split(struct choice *c, const struct pos *p,
    const struct choice_ev *ev)
{
	uint64_t v = p->v[c->item];
	uint64_t rest = v > c->unit ? v - c->unit : 0;

	if (rest < 2)
		c->extra = 0;
	else if (ev->act == ACT_NEXT)
		c->extra = (c->extra + 1) % rest;
	else
		c->extra = (c->extra + rest - 1) % rest;
	return false;
}

static int
ts_typed(struct choice *c, const struct pos *p, uint64_t n,
    struct sg_cause *why)
{
	uint64_t v = p->v[c->item];

	if (n > v)
		return model_too_few(c, c->item, v, why);
	c->unit = n;
	return SG_OK;
}

static int
ts_build(const struct choice *c, const struct pos *p, struct pos *out,
    struct sg_cause *why)
{
	uint64_t v = p->v[c->item], rest, parts[2];

	if (c->unit > v)
		return model_too_few(c, c->item, v, why);
	rest = v - c->unit;
	out->v[c->item] = rest;
	if (c->extra == 0 || c->extra >= rest)
		return SG_OK;
	parts[0] = c->extra < rest - c->extra ? c->extra : rest - c->extra;
	parts[1] = rest - parts[0];
	return pos_splice(out, c->item, parts, 2);
}

/* The stones taken at the end of the heap, and the bar where chosen. */
static int
ts_changes(const struct choice *c, const struct pos *p, const struct pos *to,
    struct changes *out)
{
	uint64_t v = p->v[c->item];

	(void)to;
	if (c->unit > v)
		return SG_OK;
	if (c->unit > 0 && changes_add(out, CHANGE_TAKE, c->item,
	    v - c->unit, v) != SG_OK)
		return SG_ENOMEM;
	if (c->extra > 0 && c->extra < v - c->unit)
		return changes_add(out, CHANGE_SPLIT, c->item, c->extra,
		    c->extra + 1);
	return SG_OK;
}

static void
ts_say(const struct choice *c, const struct pos *p, struct sbuf *out)
{
	uint64_t rest = p->v[c->item] - c->unit;

	sbuf_printf(out, _("take %llu"), (unsigned long long)c->unit);
	if (c->extra > 0 && c->extra < rest)
		sbuf_printf(out, ", %llu+%llu", (unsigned long long)c->extra,
		    (unsigned long long)(rest - c->extra));
}

/* Tab chooses the split: nothing to choose where no move splits. */
static int
ts_applies(const struct choice *c, enum action act, struct sg_cause *why)
{
	const struct play_take_split *ts = &c->rules->game->play.take_split;

	if ((act != ACT_NEXT && act != ACT_PREV) || ts->splits == NULL ||
	    ts->splits(c->rules))
		return SG_OK;
	return sg_fail(why, SG_EINVAL, _("no move of this game splits a %s"),
	    choice_item_word(c));
}

static const struct model_key ts_keys[] = {
	MODEL_TAKE_KEYS,
	{ ACT_NEXT, N_("Tab"), N_("split the rest"), ts_next_split },
	{ ACT_PREV, NULL, NULL, ts_next_split },
	{ ACT_CONFIRM, N_("Enter"), N_("move"), choice_go },
	{ ACT_NONE, NULL, NULL, NULL }
};

const struct model model_take_split = {
	.id = MOVE_TAKE_SPLIT,
	.name = "take and split",
	.item_keys = true,
	.keys = { ts_keys, NULL },
	.items = model_entries,
	.movable = model_has_stones,
	.enter = model_take_enter,
	.typed = ts_typed,
	.build = ts_build,
	.changes = ts_changes,
	.say = ts_say,
	.applies = ts_applies,
};
