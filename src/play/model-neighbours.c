/*
 * model-neighbours.c: take one coin or a few neighbouring coins, from a
 * row of coins (entries are the rows' lengths; a row may split in two) or
 * from a ring (entries are the places, 1 a coin and 0 a gap; the ring is
 * one item).  The unit is the first coin taken, counted from 0 (on a
 * ring, clockwise), extra how many: always a number the game allows
 * (play.neighbours.takes), never a constant of this file.
 */
#include "config.h"

#include "play/choice_impl.h"
#include "i18n.h"

static bool
ring(const struct choice *c)
{
	return c->rules->game->play.board == BOARD_CIRCLE;
}

/* The numbers of coins a move may take: bit k for k coins. */
static uint64_t
takes(const struct choice *c)
{
	const struct play_neighbours *nb = &c->rules->game->play.neighbours;
	uint64_t m = nb->takes != NULL ? nb->takes(c->rules) : 0;

	m &= ~UINT64_C(1);
	return m != 0 ? m : UINT64_C(1) << 1;
}

static bool
can_take(const struct choice *c, uint64_t k)
{
	return k < 64 && (takes(c) >> k & 1) != 0;
}

/* The size after w among those allowed, round to the fewest again. */
static uint64_t
next_take(const struct choice *c, uint64_t w)
{
	uint64_t k;

	for (k = w + 1; k < 64; k++) {
		if (can_take(c, k))
			return k;
	}
	for (k = 1; !can_take(c, k); k++)
		;
	return k;
}

static uint64_t
fewest(const struct choice *c)
{
	return next_take(c, 63);
}

/* Does the game let a move take more than one number of coins? */
static bool
sizes_vary(const struct choice *c)
{
	uint64_t m = takes(c);

	return (m & (m - 1)) != 0;
}

static size_t
nb_items(const struct choice *c, const struct pos *p)
{
	return ring(c) ? (p->n > 0 ? 1 : 0) : p->n;
}

static bool fits(const struct choice *c, const struct pos *p, size_t item,
    uint64_t u, uint64_t w);

static bool
nb_movable(const struct choice *c, const struct pos *p, size_t i)
{
	size_t k;

	if (!ring(c))
		return p->v[i] >= fewest(c);
	for (k = 0; k < p->n; k++)
		if (fits(c, p, 0, k, fewest(c)))
			return true;
	return false;
}

/* The first coin of the ring from place k on (clockwise), or k. */
static uint64_t
ring_coin(const struct pos *p, uint64_t k, int dir)
{
	size_t n = p->n, i = (size_t)k, s;

	for (s = 0; s < n; s++) {
		if (p->v[i] != 0)
			return i;
		i = dir > 0 ? (i + 1) % n : (i + n - 1) % n;
	}
	return k;
}

static void
nb_enter(struct choice *c, const struct pos *p, size_t i)
{
	c->extra = fewest(c);
	c->unit = ring(c) ? ring_coin(p, 0, 1) : 0;
	(void)i;
}

/* Walk to the next coin, on along the rows or round the ring. */
static void
walk(struct choice *c, const struct pos *p, int dir)
{
	size_t i = c->item, k, n = p->n;

	if (ring(c)) {
		/* On to the next coin where the chosen number fits. */
		for (k = 0; k < n; k++) {
			c->unit = ring_coin(p, dir > 0 ? (c->unit + 1) % n :
			    (c->unit + n - 1) % n, dir);
			if (fits(c, p, 0, c->unit, c->extra))
				break;
		}
		return;
	}
	if (dir > 0 && c->unit + c->extra < p->v[i]) {
		c->unit++;
		return;
	}
	if (dir < 0 && c->unit > 0 && p->v[i] > 0) {
		c->unit--;
		return;
	}
	for (k = 0; k < n; k++) {
		i = dir > 0 ? (i + 1) % n : (i + n - 1) % n;
		if (p->v[i] >= c->extra)
			break;
	}
	c->item = i;
	c->unit = dir > 0 || p->v[i] < c->extra ? 0 : p->v[i] - c->extra;
}

static bool
nb_left(struct choice *c, const struct pos *p, const struct choice_ev *ev)
{
	(void)ev;
	walk(c, p, -1);
	return false;
}

static bool
nb_right(struct choice *c, const struct pos *p, const struct choice_ev *ev)
{
	(void)ev;
	walk(c, p, 1);
	return false;
}

/* Up and Down: the row before or after that has room for the coins
 * chosen, stopping at the first and the last (as the cursor does on
 * every board); on a ring, the coin before or after. */
static void
step_row(struct choice *c, const struct pos *p, int dir)
{
	size_t i = c->item;

	if (ring(c)) {
		walk(c, p, dir);
		return;
	}
	for (;;) {
		if (dir > 0 ? i + 1 >= p->n : i == 0)
			return;
		i = dir > 0 ? i + 1 : i - 1;
		if (p->v[i] >= c->extra)
			break;
	}
	c->item = i;
	c->unit = p->v[i] < c->extra ? 0 : choice_clamp(c->unit, 0,
	    p->v[i] - c->extra);
}

static bool
nb_up(struct choice *c, const struct pos *p, const struct choice_ev *ev)
{
	(void)ev;
	step_row(c, p, -1);
	return false;
}

static bool
nb_down(struct choice *c, const struct pos *p, const struct choice_ev *ev)
{
	(void)ev;
	step_row(c, p, 1);
	return false;
}

/* Is there a coin at unit u of the chosen item? */
static bool
coin_at(const struct choice *c, const struct pos *p, size_t item, uint64_t u)
{
	if (ring(c))
		return u < p->n && p->v[u] != 0;
	return item < p->n && u < p->v[item];
}

/* Place u + 1 after u, on the row or round the ring. */
static uint64_t
after(const struct choice *c, const struct pos *p, uint64_t u)
{
	return ring(c) && p->n > 0 ? (u + 1) % p->n : u + 1;
}

/* Do the w coins from unit u of the item stand there, side by side? */
static bool
fits(const struct choice *c, const struct pos *p, size_t item, uint64_t u,
    uint64_t w)
{
	uint64_t k;

	if (!ring(c))
		return item < p->n && u + w <= p->v[item];
	if (w > p->n)
		return false;
	for (k = 0; k < w; k++, u = after(c, p, u)) {
		if (!coin_at(c, p, 0, u))
			return false;
	}
	return true;
}

/* Choose w coins with coin u among them, starting at u if they fit there,
 * else as little before it as they need. */
static void
choose(struct choice *c, const struct pos *p, uint64_t u, uint64_t w)
{
	uint64_t k, s;

	c->unit = u;
	c->extra = w;
	for (k = 0; k < w; k++) {
		if (ring(c))
			s = (u + p->n - k % p->n) % p->n;
		else if (k <= u)
			s = u - k;
		else
			break;
		if (fits(c, p, c->item, s, w)) {
			c->unit = s;
			return;
		}
	}
}

/* Tab: the next number of coins the game allows, round to the fewest
 * again, the coins under the cursor kept among them. */
static bool
nb_width(struct choice *c, const struct pos *p, const struct choice_ev *ev)
{
	(void)ev;
	choose(c, p, c->unit, next_take(c, c->extra));
	return false;
}

/* A click on a coin: choose it (with its neighbours where a move takes
 * more); on a neighbour of the chosen coins: take it too, where the game
 * allows one more; on the chosen coins again: move. */
static bool
nb_click(struct choice *c, const struct pos *p, const struct choice_ev *ev)
{
	size_t item = ring(c) ? 0 : ev->item;
	uint64_t u = ev->unit, last = c->unit + c->extra - 1;
	bool inside;

	if (!coin_at(c, p, item, u))
		return false;
	inside = item == c->item && (ring(c) ? (u + p->n - c->unit) % p->n <
	    c->extra : u >= c->unit && u <= last);
	if (c->clicked && inside)
		return true;
	if (c->clicked && item == c->item && can_take(c, c->extra + 1)) {
		if (u == after(c, p, ring(c) ? (c->unit + c->extra - 1) %
		    p->n : last)) {
			c->extra++;
			return false;
		}
		if (after(c, p, u) == c->unit) {
			c->unit = u;
			c->extra++;
			return false;
		}
	}
	c->item = item;
	choose(c, p, u, fewest(c));
	return false;
}

/* Digits: the coin of that number (counted from 1). */
static int
nb_typed(struct choice *c, const struct pos *p, uint64_t n,
    struct sg_cause *why)
{
	if (n == 0 || !coin_at(c, p, c->item, n - 1))
		return ring(c) ? sg_fail(why, SG_EINVAL, _("there is no coin "
		    "at "
		    "place %llu"), (unsigned long long)n) :
		    sg_fail(why, SG_EINVAL, _("row %1$zu has no coin %2$llu"),
		    c->item + 1, (unsigned long long)n);
	choose(c, p, n - 1, c->extra);
	return SG_OK;
}

static int
ring_build(const struct choice *c, const struct pos *p, struct pos *out,
    struct sg_cause *why)
{
	uint64_t k, u = c->unit;

	for (k = 0; k < c->extra; k++, u = after(c, p, u)) {
		if (!coin_at(c, p, 0, u) || (k > 0 && u == c->unit))
			return k == 0 ? sg_fail(why, SG_EINVAL,
			    _("there is no coin at place %llu"),
			    (unsigned long long)(u + 1)) : sg_fail(why,
			    SG_EINVAL, _("coin %llu has no neighbour "
			    "clockwise"), (unsigned long long)(c->unit + 1));
		out->v[u] = 0;
	}
	return SG_OK;
}

static int
nb_build(const struct choice *c, const struct pos *p, struct pos *out,
    struct sg_cause *why)
{
	uint64_t v, k = c->unit, parts[2];
	size_t n = 0;

	if (ring(c))
		return ring_build(c, p, out, why);
	v = p->v[c->item];
	if (k + c->extra > v)
		return v == 0 ? sg_fail(why, SG_EINVAL, _("row %zu is empty"),
		    c->item + 1) : sg_fail(why, SG_EINVAL, _("row %1$zu has no "
		    "coin right of coin %2$llu"), c->item + 1,
		    (unsigned long long)(k + 1));
	/* The parts left and right of the coins taken; an empty part goes,
	 * but a row never vanishes (it stays as 0). */
	if (k > 0)
		parts[n++] = k;
	if (v - k - c->extra > 0)
		parts[n++] = v - k - c->extra;
	if (n == 0)
		parts[n++] = 0;
	return pos_splice(out, c->item, parts, n);
}

/* Which coins: the choice knows, where the result could be read two
 * ways (a row that loses its first coin or its last). */
static int
nb_changes(const struct choice *c, const struct pos *p, const struct pos *to,
    struct changes *out)
{
	uint64_t k, u = c->unit;
	int rc = SG_OK;

	(void)to;
	if (!ring(c))
		return changes_add(out, CHANGE_TAKE, c->item, c->unit,
		    c->unit + c->extra);
	for (k = 0; k < c->extra && rc == SG_OK; k++, u = after(c, p, u))
		rc = changes_add(out, CHANGE_TAKE, 0, u, u + 1);
	return rc;
}

/* Tab chooses how many coins: nothing to choose where every move takes
 * the same number. */
static int
nb_applies(const struct choice *c, enum action act, struct sg_cause *why)
{
	uint64_t k = fewest(c);

	if ((act != ACT_NEXT && act != ACT_PREV) || sizes_vary(c))
		return SG_OK;
	return k == 1 ? sg_fail(why, SG_EINVAL, _("every move takes one "
	    "coin")) :
	    sg_fail(why, SG_EINVAL, _("every move takes %llu neighbouring "
	    "coins"), (unsigned long long)k);
}

/* One move of w coins from unit u of item i, if the game allows it. */
static bool
each_one(const struct choice *c, const struct pos *p, size_t i, uint64_t u,
    uint64_t w, choice_move_fn *fn, void *arg, bool *ok)
{
	struct choice at = *c;
	struct sg_cause why;
	struct pos to;
	bool more = true;

	at.item = i;
	at.unit = u;
	at.extra = w;
	if (!fits(&at, p, i, u, w))
		return true;
	pos_init(&to);
	if (pos_copy(&to, p) != SG_OK || nb_build(&at, p, &to, &why) ==
	    SG_ENOMEM)
		*ok = more = false;
	else if (c->rules->game->rules.check(c->rules, p, &to, &why) == SG_OK)
		more = fn(arg, i, u, w, &to);
	pos_free(&to);
	return more;
}

/* Every coin of every row (or of the ring), and every number of coins
 * the game lets a move take from there: coin 1 and the last coin each
 * have their own move, though both leave the same row. */
static bool
nb_each(const struct choice *c, const struct pos *p, choice_move_fn *fn,
    void *arg)
{
	size_t i, n = nb_items(c, p);
	uint64_t u, w, units;
	bool ok = true;

	for (i = 0; i < n; i++) {
		units = ring(c) ? p->n : p->v[i];
		for (u = 0; u < units; u++)
			for (w = 1; w < 64; w++)
				if (can_take(c, w) && !each_one(c, p, i, u, w,
				    fn, arg, &ok))
					return false;
	}
	return ok;
}

static const struct model_key nb_keys[] = {
	{ ACT_LEFT, N_("arrows or digits:"), N_("coin"), nb_left },
	{ ACT_RIGHT, NULL, NULL, nb_right },
	{ ACT_UP, NULL, NULL, nb_up },
	{ ACT_DOWN, NULL, NULL, nb_down },
	{ ACT_NEXT, N_("Tab:"), N_("one or more coins"), nb_width },
	{ ACT_PREV, NULL, NULL, nb_width },
	{ ACT_CLICK, NULL, NULL, nb_click },
	{ ACT_CONFIRM, N_("Enter"), N_("take"), choice_go },
	{ ACT_NONE, NULL, NULL, NULL }
};

const struct model model_neighbours = {
	.id = MOVE_NEIGHBOURS,
	.name = "take coins",
	.keys = { nb_keys, NULL },
	.items = nb_items,
	.movable = nb_movable,
	.enter = nb_enter,
	.typed = nb_typed,
	.build = nb_build,
	.changes = nb_changes,
	.each = nb_each,
	.applies = nb_applies,
};
