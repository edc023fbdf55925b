/*
 * model-lower.c: lower one entry, the way of taking stones from a heap
 * or a pile.  The unit is the number of stones taken; the cursor stands
 * on the first stone taken, so Left takes more and Right fewer.  Its
 * keys are shared with the models that begin by taking (take and split,
 * hand out).
 */
#include "config.h"

#include "play/choice_impl.h"
#include "i18n.h"

size_t
model_entries(const struct choice *c, const struct pos *p)
{
	return choice_heaps(c, p);
}

bool
model_has_stones(const struct choice *c, const struct pos *p, size_t i)
{
	uint64_t lo, hi;

	if (choice_take_range(c, p, i, &lo, &hi))
		return hi > 0;
	return p->v[i] > 0;
}

void
model_take_enter(struct choice *c, const struct pos *p, size_t i)
{
	uint64_t lo, hi;

	c->unit = p->v[i] > 0 ? 1 : 0;
	if (choice_take_range(c, p, i, &lo, &hi))
		c->unit = lo;
	c->extra = 0;
}

/* The fewest stones a move takes: one, or none where the rest may
 * split without taking (take and split). */
static uint64_t
least(const struct choice *c)
{
	return c->model->id == MOVE_TAKE_SPLIT ? 0 : 1;
}

/* TRANSLATORS: a key line's words: the arrows or typed digits choose
 * how many to take; "Left/Right" is the name of the keys. */
const char model_take_keys_words[] = N_("Left/Right or digits:");
const char model_take_does_words[] = N_("how many");

int
model_too_few(const struct choice *c, size_t i, uint64_t v,
    struct sg_cause *why)
{
	/* TRANSLATORS: the game's word for an item (heap, row), its
	 * number, then how many stones it holds. */
	return sg_fail(why, SG_EINVAL, ngettext("%1$s %2$zu has only %3$llu "
	    "stone", "%1$s %2$zu has only %3$llu stones", v),
	    choice_item_word(c), i + 1, (unsigned long long)v);
}

bool
model_take_more(struct choice *c, const struct pos *p,
    const struct choice_ev *ev)
{
	uint64_t lo = least(c), hi = p->v[c->item];

	(void)ev;
	choice_take_range(c, p, c->item, &lo, &hi);
	c->unit = choice_clamp(c->unit + 1, lo, hi);
	return false;
}

bool
model_take_fewer(struct choice *c, const struct pos *p,
    const struct choice_ev *ev)
{
	uint64_t lo = least(c), hi = p->v[c->item];

	(void)ev;
	choice_take_range(c, p, c->item, &lo, &hi);
	c->unit = choice_clamp(choice_dec(c->unit), lo, hi);
	return false;
}

/* A click on stone u takes it and every stone after it; a second click
 * on the same stone makes the move. */
bool
model_take_click(struct choice *c, const struct pos *p,
    const struct choice_ev *ev)
{
	uint64_t want;

	if (ev->item >= p->n)
		return false;
	want = p->v[ev->item] > ev->unit ? p->v[ev->item] - ev->unit : 0;
	if (ev->item != c->item) {
		c->extra = 0;
		c->clicked = false;
	}
	c->item = ev->item;
	return choice_click_unit(c, want);
}

int
model_take_typed(struct choice *c, const struct pos *p, uint64_t n,
    struct sg_cause *why)
{
	uint64_t v = p->v[c->item];

	if (n == 0)
		return sg_fail(why, SG_EINVAL, _("take at least one stone"));
	if (n > v)
		return model_too_few(c, c->item, v, why);
	c->unit = n;
	return SG_OK;
}

int
model_take_build(const struct choice *c, const struct pos *p, struct pos *out,
    struct sg_cause *why)
{
	uint64_t v = p->v[c->item];

	if (v == 0)
		return sg_fail(why, SG_EINVAL, _("%1$s %2$zu is empty"),
		    choice_item_word(c), c->item + 1);
	if (c->unit > v)
		return model_too_few(c, c->item, v, why);
	if (c->rules->game->play.lower.take != NULL)
		return c->rules->game->play.lower.take(c->rules, p, c->item,
		    c->unit, out, why);
	out->v[c->item] = v - c->unit;
	return SG_OK;
}

void
model_take_say(const struct choice *c, const struct pos *p, struct sbuf *out)
{
	(void)p;
	sbuf_printf(out, _("take %llu"), (unsigned long long)c->unit);
}

static const struct model_key lower_keys[] = {
	MODEL_TAKE_KEYS,
	{ ACT_CONFIRM, N_("Enter"), N_("take"), choice_go },
	{ ACT_NONE, NULL, NULL, NULL }
};

const struct model model_lower = {
	.id = MOVE_LOWER,
	.name = "take",
	.item_keys = true,
	.keys = { lower_keys, NULL },
	.items = model_entries,
	.movable = model_has_stones,
	.enter = model_take_enter,
	.typed = model_take_typed,
	.build = model_take_build,
	.say = model_take_say,
};
