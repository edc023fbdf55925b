/*
 * model-several.c: lower one or more entries at once (take from both
 * heaps, or from a few of them).  Each entry has its own number of stones
 * to take, kept in give; the cursor's entry is the one the arrows and
 * digits change.  Whether the amounts make a move (the same from both,
 * at most so many heaps) is the game's to say.
 */
#include "config.h"

#include "play/choice_impl.h"
#include "i18n.h"

static uint64_t
takes(const struct choice *c, size_t i)
{
	return i < c->give.n ? c->give.v[i] : 0;
}

/* Would the amounts of give make a move, by the game's check? */
static bool
legal(const struct choice *c, const struct pos *p)
{
	struct sg_cause why;
	struct pos to;
	size_t i;
	bool ok;

	pos_init(&to);
	if (!(ok = c->give.n == p->n && pos_copy(&to, p) == SG_OK)) {
		pos_free(&to);
		return false;
	}
	for (i = 0; i < p->n && ok; i++) {
		ok = c->give.v[i] <= p->v[i];
		to.v[i] = ok ? p->v[i] - c->give.v[i] : 0;
	}
	ok = ok && c->rules->game->rules.check(c->rules, p, &to, &why) ==
	    SG_OK;
	pos_free(&to);
	return ok;
}

/* One stone from every entry that has some, where that is a move (the
 * kind of move that takes from several at once shows it so); else from
 * entry i alone. */
static void
start_several(struct choice *c, const struct pos *p, size_t i)
{
	size_t k, many = 0;

	for (k = 0; k < c->give.n; k++) {
		c->give.v[k] = p->v[k] > 0;
		many += p->v[k] > 0;
	}
	if (many > 1 && legal(c, p))
		return;
	for (k = 0; k < c->give.n; k++)
		c->give.v[k] = 0;
	if (i < c->give.n && p->v[i] > 0)
		c->give.v[i] = 1;
}

static void
several_enter(struct choice *c, const struct pos *p, size_t i)
{
	size_t k;

	if (c->give.n != p->n && pos_resize(&c->give, p->n) == SG_OK)
		for (k = 0; k < p->n; k++)
			c->give.v[k] = 0;
	/* Where nothing is chosen yet: one stone from each entry, or from
	 * the entry arrived on. */
	for (k = 0; k < c->give.n && c->give.v[k] == 0; k++)
		;
	if (k == c->give.n)
		start_several(c, p, i);
	c->unit = takes(c, i);
}

/* The same number from every entry that takes some, as entry i. */
static void
same_as(struct choice *c, const struct pos *p, size_t i)
{
	uint64_t n = takes(c, i);
	size_t k;

	for (k = 0; k < c->give.n; k++)
		if (c->give.v[k] != 0 || k == i)
			c->give.v[k] = choice_clamp(n, 0, p->v[k]);
}

/* Entry i now takes n: the other entries chosen follow it where only
 * the same number from each makes a move (take 3 from both heaps). */
static void
set_following(struct choice *c, const struct pos *p, uint64_t n)
{
	bool was = legal(c, p);

	if (c->item < c->give.n)
		c->give.v[c->item] = choice_clamp(n, 0, p->v[c->item]);
	if (was && !legal(c, p)) {
		struct pos alone;

		pos_init(&alone);
		if (pos_copy(&alone, &c->give) == SG_OK) {
			same_as(c, p, c->item);
			if (!legal(c, p))
				pos_copy(&c->give, &alone);
		}
		pos_free(&alone);
	}
	c->unit = takes(c, c->item);
}

static void
set_take(struct choice *c, const struct pos *p, uint64_t n)
{
	if (c->item < c->give.n)
		c->give.v[c->item] = choice_clamp(n, 0, p->v[c->item]);
	c->unit = takes(c, c->item);
}

static bool
several_more(struct choice *c, const struct pos *p,
    const struct choice_ev *ev)
{
	(void)ev;
	set_following(c, p, takes(c, c->item) + 1);
	return false;
}

static bool
several_fewer(struct choice *c, const struct pos *p,
    const struct choice_ev *ev)
{
	(void)ev;
	set_following(c, p, choice_dec(takes(c, c->item)));
	return false;
}

/* Tab: the same number from every entry that takes some, as the one
 * under the cursor. */
static bool
several_same(struct choice *c, const struct pos *p,
    const struct choice_ev *ev)
{
	uint64_t n = takes(c, c->item);
	size_t i;

	(void)ev;
	for (i = 0; i < c->give.n; i++)
		c->give.v[i] = i == c->item || c->give.v[i] == 0 ? n :
		    choice_clamp(n, 0, p->v[i]);
	return false;
}

/* A click on stone u of an entry: take it and the stones after it from
 * that entry; a second click on the same stone moves. */
static bool
several_click(struct choice *c, const struct pos *p,
    const struct choice_ev *ev)
{
	uint64_t want;

	if (ev->item >= p->n)
		return false;
	want = p->v[ev->item] > ev->unit ? p->v[ev->item] - ev->unit : 0;
	if (c->clicked && ev->item == c->item && want == takes(c, c->item))
		return true;
	c->item = ev->item;
	set_take(c, p, want);
	return false;
}

static int
several_typed(struct choice *c, const struct pos *p, uint64_t n,
    struct sg_cause *why)
{
	if (n > p->v[c->item])
		return model_too_few(c, c->item, p->v[c->item], why);
	set_following(c, p, n);
	return SG_OK;
}

static int
several_build(const struct choice *c, const struct pos *p, struct pos *out,
    struct sg_cause *why)
{
	bool any = false;
	size_t i;

	for (i = 0; i < p->n; i++) {
		if (takes(c, i) > p->v[i])
			return model_too_few(c, i, p->v[i], why);
		out->v[i] = p->v[i] - takes(c, i);
		any = any || takes(c, i) > 0;
	}
	return any ? SG_OK : sg_fail(why, SG_EINVAL, _("take at least one "
	    "stone"));
}

static void
several_say(const struct choice *c, const struct pos *p, struct sbuf *out)
{
	(void)p;
	sbuf_printf(out, _("take %llu"), (unsigned long long)takes(c, c->item));
}

static const struct model_key several_keys[] = {
	{ ACT_LEFT, N_("Left/Right/digits:"), N_("count"),
	    several_more },
	{ ACT_RIGHT, NULL, NULL, several_fewer },
	{ ACT_NEXT, N_("Tab"), N_("all same"), several_same },
	{ ACT_PREV, NULL, NULL, several_same },
	{ ACT_CLICK, NULL, NULL, several_click },
	{ ACT_CONFIRM, N_("Enter"), N_("take"), choice_go },
	{ ACT_NONE, NULL, NULL, NULL }
};

const struct model model_several = {
	.id = MOVE_LOWER_SEVERAL,
	.name = "take from several",
	.item_keys = true,
	.keys = { several_keys, NULL },
	.items = model_entries,
	.movable = model_has_stones,
	.enter = several_enter,
	.typed = several_typed,
	.build = several_build,
	.say = several_say,
};
