/*
 * model-split.c: split an entry in two, nothing taken (Grundy's game).
 * The unit is where the bar stands: after that many stones of the heap as
 * it is drawn, so Right moves the bar right and a typed size puts it
 * after that many stones.
 */
#include "config.h"

#include "play/choice_impl.h"
#include "i18n.h"

static bool
split_movable(const struct choice *c, const struct pos *p, size_t i)
{
	/* Start where a split leaves two different parts. */
	(void)c;
	return p->v[i] >= 3;
}

static void
split_enter(struct choice *c, const struct pos *p, size_t i)
{
	/* Near the middle, never two equal parts. */
	c->unit = p->v[i] >= 3 ? (p->v[i] - 1) / 2 : 1;
}

static bool
split_left(struct choice *c, const struct pos *p, const struct choice_ev *ev)
{
	uint64_t v = p->v[c->item];

	(void)ev;
	c->unit = choice_clamp(choice_dec(c->unit), 1, v > 1 ? v - 1 : 1);
	return false;
}

static bool
split_right(struct choice *c, const struct pos *p, const struct choice_ev *ev)
{
	uint64_t v = p->v[c->item];

	(void)ev;
	c->unit = choice_clamp(c->unit + 1, 1, v > 1 ? v - 1 : 1);
	return false;
}

/* A click on stone u puts the bar after it. */
static bool
split_click(struct choice *c, const struct pos *p, const struct choice_ev *ev)
{
	if (ev->item >= p->n)
		return false;
	if (c->clicked && ev->item == c->item && ev->unit + 1 == c->unit)
		return true;
	c->item = ev->item;
	c->unit = ev->unit + 1;
	return false;
}

static int
split_typed(struct choice *c, const struct pos *p, uint64_t n,
    struct sg_cause *why)
{
	uint64_t v = p->v[c->item];

	if (n == 0 || n >= v)
		return sg_fail(why, SG_EINVAL, _("a part of %1$s %2$zu holds 1 "
		    "to %3$llu stones"), choice_item_word(c), c->item + 1,
		    (unsigned long long)(v > 1 ? v - 1 : 0));
	c->unit = n;
	return SG_OK;
}

static int
split_build(const struct choice *c, const struct pos *p, struct pos *out,
    struct sg_cause *why)
{
	uint64_t v = p->v[c->item], k = c->unit, parts[2];

	if (v < 2)
		return sg_fail(why, SG_EINVAL, _("%1$s %2$zu is too small "
		    "to split"), choice_item_word(c), c->item + 1);
	if (k == 0 || k >= v)
		return sg_fail(why, SG_EINVAL, _("both parts must "
		    "hold stones"));
	/* The parts as the game writes them: the smaller first. */
	parts[0] = k < v - k ? k : v - k;
	parts[1] = v - parts[0];
	return pos_splice(out, c->item, parts, 2);
}

/* The bar where the person put it, not where the result sorts it. */
static int
split_changes(const struct choice *c, const struct pos *p,
    const struct pos *to, struct changes *out)
{
	(void)p;
	(void)to;
	return changes_add(out, CHANGE_SPLIT, c->item, c->unit, c->unit + 1);
}

static void
split_say(const struct choice *c, const struct pos *p, struct sbuf *out)
{
	sbuf_printf(out, "%llu+%llu", (unsigned long long)c->unit,
	    (unsigned long long)(p->v[c->item] - c->unit));
}

static const struct model_key split_keys[] = {
	{ ACT_LEFT, N_("Left/Right or digits:"), N_("where"), split_left },
	{ ACT_RIGHT, NULL, NULL, split_right },
	{ ACT_CLICK, NULL, NULL, split_click },
	{ ACT_CONFIRM, N_("Enter"), N_("split"), choice_go },
	{ ACT_NONE, NULL, NULL, NULL }
};

const struct model model_split = {
	.id = MOVE_SPLIT,
	.name = "split",
	.item_keys = true,
	.keys = { split_keys, NULL },
	.items = model_entries,
	.movable = split_movable,
	.enter = split_enter,
	.typed = split_typed,
	.build = split_build,
	.changes = split_changes,
	.say = split_say,
};
