/*
 * model-slide.c: slide a token to another cell (the chessmen of
 * staircase Nim).  Entries are the tokens' cells, counted from 1; the
 * unit is the cell the chosen token goes to.
 */
#include "config.h"

#include "play/choice_impl.h"
#include "i18n.h"

static bool
slide_movable(const struct choice *c, const struct pos *p, size_t i)
{
	(void)c;
	return p->v[i] > (i > 0 ? p->v[i - 1] + 1 : 1);
}

static void
slide_enter(struct choice *c, const struct pos *p, size_t i)
{
	c->unit = p->v[i] > 1 ? p->v[i] - 1 : 1;
}

static bool
slide_left(struct choice *c, const struct pos *p, const struct choice_ev *ev)
{
	(void)ev;
	c->unit = choice_clamp(choice_dec(c->unit), 1, p->v[c->item]);
	return false;
}

static bool
slide_right(struct choice *c, const struct pos *p, const struct choice_ev *ev)
{
	(void)ev;
	c->unit = choice_clamp(c->unit + 1, 1, p->v[c->item]);
	return false;
}

static size_t
token_at(const struct pos *p, uint64_t cell)
{
	size_t i;

	for (i = 0; i < p->n && p->v[i] != cell; i++)
		;
	return i;
}

/* A click on a token chooses it; on a cell, sends the token there; on
 * that cell again, moves. */
static bool
slide_click(struct choice *c, const struct pos *p, const struct choice_ev *ev)
{
	size_t j = token_at(p, ev->unit);

	if (j < p->n) {
		if (j != c->item || !c->clicked)
			choice_enter(c, p, j);
		return false;
	}
	return choice_click_unit(c, ev->unit);
}

static int
slide_typed(struct choice *c, const struct pos *p, uint64_t n,
    struct sg_cause *why)
{
	if (n == 0 || n >= p->v[c->item])
		return sg_fail(why, SG_EINVAL, _("%1$s %2$zu can go to cells 1 "
		    "to %3$llu"), choice_item_word(c), c->item + 1,
		    (unsigned long long)(p->v[c->item] - 1));
	c->unit = n;
	return SG_OK;
}

static int
slide_build(const struct choice *c, const struct pos *p, struct pos *out,
    struct sg_cause *why)
{
	if (c->unit == 0 || c->unit > p->v[c->item])
		return sg_fail(why, SG_EINVAL, _("%1$s %2$zu moves left only"),
		    choice_item_word(c), c->item + 1);
	out->v[c->item] = c->unit;
	return SG_OK;
}

static void
slide_say(const struct choice *c, const struct pos *p, struct sbuf *out)
{
	(void)p;
	sbuf_printf(out, _("to cell %llu"), (unsigned long long)c->unit);
}

static const struct model_key slide_keys[] = {
	{ ACT_LEFT, N_("Left/Right or digits:"), N_("cell"), slide_left },
	{ ACT_RIGHT, NULL, NULL, slide_right },
	{ ACT_CLICK, NULL, NULL, slide_click },
	{ ACT_CONFIRM, N_("Enter"), N_("move"), choice_go },
	{ ACT_NONE, NULL, NULL, NULL }
};

const struct model model_slide = {
	.id = MOVE_SLIDE,
	.name = "slide",
	.item_keys = true,
	.keys = { slide_keys, NULL },
	.items = model_entries,
	.movable = slide_movable,
	.enter = slide_enter,
	.typed = slide_typed,
	.build = slide_build,
	.say = slide_say,
};
