/*
 * model-list.c: choose among the moves the game lists (the multiples of
 * Euclid's game, the multipliers of the multiplication game).  The game
 * numbers its moves from 0 (play.list.count, list_move) and says which
 * number a person types for each (list_key); the unit is the move.
 */
#include "config.h"

#include "play/choice_impl.h"
#include "i18n.h"

static uint64_t
count(const struct choice *c, const struct pos *p)
{
	const struct game_play *pl = &c->rules->game->play;

	return pl->list.count != NULL ? pl->list.count(c->rules, p) : 0;
}

static size_t
list_items(const struct choice *c, const struct pos *p)
{
	return count(c, p) > 0 ? 1 : 0;
}

static bool
list_movable(const struct choice *c, const struct pos *p, size_t i)
{
	(void)i;
	return count(c, p) > 0;
}

static void
list_enter(struct choice *c, const struct pos *p, size_t i)
{
	(void)p;
	(void)i;
	c->unit = 0;
}

static bool
list_prev(struct choice *c, const struct pos *p, const struct choice_ev *ev)
{
	(void)p;
	(void)ev;
	c->unit = choice_dec(c->unit);
	return false;
}

static bool
list_next(struct choice *c, const struct pos *p, const struct choice_ev *ev)
{
	uint64_t n = count(c, p);

	(void)ev;
	if (c->unit + 1 < n)
		c->unit++;
	return false;
}

static bool
list_click(struct choice *c, const struct pos *p, const struct choice_ev *ev)
{
	if (ev->unit >= count(c, p))
		return false;
	return choice_click_unit(c, ev->unit);
}

/*
 * The move whose key is n.  Keys grow with the moves (multiples,
 * multipliers), so a binary search finds it among many; with equal keys
 * the first.
 */
static int
list_typed(struct choice *c, const struct pos *p, uint64_t n,
    struct sg_cause *why)
{
	const struct game_play *pl = &c->rules->game->play;
	uint64_t lo = 0, hi = count(c, p), mid;

	while (lo < hi) {
		mid = lo + (hi - lo) / 2;
		if (pl->list.key(c->rules, p, mid) < n)
			lo = mid + 1;
		else
			hi = mid;
	}
	if (lo >= count(c, p) || pl->list.key(c->rules, p, lo) != n) {
		if (count(c, p) == 0)
			return sg_fail(why, SG_EINVAL, _("there is no move"));
		return sg_fail(why, SG_EINVAL, 
		    /* TRANSLATORS: the game's word for what is chosen, the
		     * number typed, then the smallest and largest there
		     * are. */
		    _("no %1$s %2$llu here: %3$llu to %4$llu"),
		    choice_item_word(c), (unsigned long long)n,
		    (unsigned long long)pl->list.key(c->rules, p, 0),
		    (unsigned long long)pl->list.key(c->rules, p,
		    count(c, p) - 1));
	}
	c->unit = lo;
	return SG_OK;
}

static int
list_build(const struct choice *c, const struct pos *p, struct pos *out,
    struct sg_cause *why)
{
	const struct game_play *pl = &c->rules->game->play;

	if (c->unit >= count(c, p))
		return sg_fail(why, SG_EINVAL, _("there is no move"));
	return pl->list.move(c->rules, p, c->unit, out, why);
}

static void
list_say(const struct choice *c, const struct pos *p, struct sbuf *out)
{
	const struct game_play *pl = &c->rules->game->play;

	if (c->unit < count(c, p) && pl->list.label != NULL)
		pl->list.label(c->rules, p, c->unit, out);
}

static const struct model_key list_keys[] = {
	{ ACT_LEFT, N_("Left/Right or digits:"), "%s", list_prev },
	{ ACT_RIGHT, NULL, NULL, list_next },
	{ ACT_DOWN, NULL, NULL, list_prev },
	{ ACT_UP, NULL, NULL, list_next },
	{ ACT_PREV, NULL, NULL, list_prev },
	{ ACT_NEXT, NULL, NULL, list_next },
	{ ACT_CLICK, NULL, NULL, list_click },
	{ ACT_CONFIRM, N_("Enter"), N_("move"), choice_go },
	{ ACT_NONE, NULL, NULL, NULL }
};

const struct model model_list = {
	.id = MOVE_LIST,
	.name = "choose",
	.keys = { list_keys, NULL },
	.items = list_items,
	.movable = list_movable,
	.enter = list_enter,
	.typed = list_typed,
	.build = list_build,
	.say = list_say,
};
