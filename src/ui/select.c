/*
 * select.c: the selection cursor of each board, and the marks of a move.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "ui/select.h"

enum sel_mode
sel_mode_of(const struct game *g)
{
	switch (g->board) {
	case BOARD_HEAPS:
		if (strcmp(g->name, "grundy") == 0)
			return MODE_SPLIT;
		if (strcmp(g->name, "stones") == 0)
			return MODE_STONES;
		if (strcmp(g->name, "takebreak") == 0)
			return MODE_TAKEBREAK;
		return MODE_TAKE;
	case BOARD_STAIR:
		return MODE_STAIR;
	case BOARD_ROWS:
		return MODE_ROWS;
	case BOARD_CIRCLE:
		return MODE_CIRCLE;
	case BOARD_CHESSMEN:
		return MODE_CHESSMEN;
	case BOARD_GRID:
		return MODE_GRID;
	case BOARD_NUMBERS:
		return strcmp(g->name, "multiply") == 0 ? MODE_MULTIPLY :
		    MODE_EUCLID;
	}
	return MODE_TAKE;
}

size_t
sel_items(enum sel_mode mode, const struct pos *p)
{
	switch (mode) {
	case MODE_GRID:
		return p->n / 2;
	case MODE_CIRCLE:
	case MODE_MULTIPLY:
		return 1;
	default:
		return p->n;
	}
}

static uint64_t
clamp(uint64_t x, uint64_t lo, uint64_t hi)
{
	return x < lo ? lo : x > hi ? hi : x;
}

/* One less, stopping at 0 (an arrow never wraps round). */
static uint64_t
dec(uint64_t x)
{
	return x > 0 ? x - 1 : 0;
}

/* The larger of the two numbers (the one a Euclid move lowers). */
static size_t
euclid_larger(const struct pos *p)
{
	return p->n == 2 && p->v[1] > p->v[0] ? 1 : 0;
}

static uint64_t
euclid_max_multiple(const struct pos *p, size_t i)
{
	uint64_t small = p->n == 2 ? p->v[1 - i] : 0;

	return small == 0 ? 0 : p->v[i] / small;
}

/* Set the amount that suits item i of p when the cursor arrives on it. */
static void
sel_enter_item(struct sel *s, const struct pos *p, size_t i)
{
	uint64_t w, h;

	s->item = i;
	switch (s->mode) {
	case MODE_TAKE:
	case MODE_STAIR:
	case MODE_STONES:
	case MODE_TAKEBREAK:
		s->amount = p->v[i] > 0 ? 1 : 0;
		s->split = 0;
		break;
	case MODE_SPLIT:
	case MODE_EUCLID:
		s->amount = 1;
		break;
	case MODE_ROWS:
		s->amount = 0;
		s->width = 1;
		break;
	case MODE_CHESSMEN:
		s->amount = p->v[i] > 1 ? p->v[i] - 1 : 1;
		break;
	case MODE_GRID:
		w = p->v[2 * i];
		h = p->v[2 * i + 1];
		s->horiz = w < 2 && h >= 2;
		s->amount = (s->horiz ? h : w) / 2;
		if (s->amount == 0)
			s->amount = 1;
		break;
	case MODE_CIRCLE:
	case MODE_MULTIPLY:
		break;
	}
}

/* Can item i of p take a move?  Only for choosing a sensible start. */
static bool
item_movable(const struct sel *s, const struct pos *p, size_t i)
{
	switch (s->mode) {
	case MODE_SPLIT:
		return p->v[i] >= 3;
	case MODE_CHESSMEN:
		return p->v[i] > (i > 0 ? p->v[i - 1] + 1 : 1);
	case MODE_GRID:
		return p->v[2 * i] >= 2 || p->v[2 * i + 1] >= 2;
	default:
		return p->v[i] > 0;
	}
}

void
sel_init(struct sel *s, const struct game *g, const struct pos *p)
{
	size_t i, n;

	memset(s, 0, sizeof *s);
	pos_init(&s->give);
	s->mode = sel_mode_of(g);
	s->width = 1;
	n = sel_items(s->mode, p);
	switch (s->mode) {
	case MODE_CIRCLE:
		for (i = 0; i < p->n && p->v[i] == 0; i++)
			;
		s->amount = i < p->n ? i : 0;
		return;
	case MODE_MULTIPLY:
		s->amount = 2;
		return;
	case MODE_EUCLID:
		sel_enter_item(s, p, euclid_larger(p));
		return;
	default:
		break;
	}
	for (i = 0; i < n && !item_movable(s, p, i); i++)
		;
	if (n > 0)
		sel_enter_item(s, p, i < n ? i : 0);
}

void
sel_free(struct sel *s)
{
	pos_free(&s->give);
}

/* Step the item by +1 or -1, wrapping. */
static void
sel_step_item(struct sel *s, const struct pos *p, int dir)
{
	size_t n = sel_items(s->mode, p);

	if (n == 0)
		return;
	sel_enter_item(s, p, dir > 0 ? (s->item + 1) % n :
	    (s->item + n - 1) % n);
}

static uint64_t
give_total(const struct sel *s)
{
	uint64_t t = 0;
	size_t i;

	for (i = 0; i < s->give.n; i++)
		t += s->give.v[i];
	return t;
}

/* Stones: the stones of the chosen heap still free to hand out. */
static uint64_t
give_left(const struct sel *s, const struct pos *p)
{
	uint64_t rest = p->v[s->item] >= s->amount ?
	    p->v[s->item] - s->amount : 0;

	return rest - clamp(give_total(s), 0, rest);
}

static void
stones_step_target(struct sel *s, const struct pos *p, int dir)
{
	size_t n = p->n, k;

	for (k = 0; k < n; k++) {
		s->target = dir > 0 ? (s->target + 1) % n :
		    (s->target + n - 1) % n;
		if (s->target != s->item)
			return;
	}
}

/* Stones, handing out: returns true to make the move. */
static bool
stones_give(struct sel *s, const struct pos *p, enum action act,
    size_t item)
{
	switch (act) {
	case ACT_UP:
	case ACT_PREV:
		stones_step_target(s, p, -1);
		break;
	case ACT_DOWN:
	case ACT_NEXT:
		stones_step_target(s, p, 1);
		break;
	case ACT_RIGHT:
		if (give_left(s, p) > 0)
			s->give.v[s->target]++;
		break;
	case ACT_LEFT:
		if (s->give.v[s->target] > 0)
			s->give.v[s->target]--;
		break;
	case ACT_CLICK:
		if (item == s->item)
			return true;
		if (item < p->n) {
			s->target = item;
			if (give_left(s, p) > 0)
				s->give.v[item]++;
		}
		break;
	case ACT_CANCEL:
		s->phase = 0;
		break;
	case ACT_CONFIRM:
		return true;
	default:
		break;
	}
	return false;
}

/* Stones: Enter after choosing how many to take. */
static bool
stones_confirm(struct sel *s, const struct pos *p)
{
	size_t i;

	if (s->amount == 0 || s->amount >= p->v[s->item] || p->n < 2)
		return true;
	if (pos_resize(&s->give, p->n) != SG_OK)
		return true;
	for (i = 0; i < p->n; i++)
		s->give.v[i] = 0;
	s->phase = 1;
	s->target = s->item;
	stones_step_target(s, p, 1);
	return false;
}

/* Heaps in rows (take, split, stones): returns true to make the move. */
static bool
heaps_action(struct sel *s, const struct pos *p, enum action act,
    size_t item, uint64_t unit)
{
	bool split = s->mode == MODE_SPLIT, stair = s->mode == MODE_STAIR;
	uint64_t v = p->v[s->item], lo = split ? 1 : 0;
	uint64_t hi = split ? (v > 1 ? v - 1 : 1) : v, want;

	if (stair) {
		/* Columns: left and right choose the pile. */
		act = act == ACT_LEFT ? ACT_UP : act == ACT_RIGHT ? ACT_DOWN :
		    act == ACT_UP ? ACT_RIGHT : act == ACT_DOWN ? ACT_LEFT :
		    act;
	}
	if (s->mode == MODE_TAKEBREAK && (act == ACT_NEXT || act == ACT_PREV)) {
		/* Tab walks the split of the rest: none, 1, 2, ... */
		want = v > s->amount ? v - s->amount : 0;
		s->split = want < 2 ? 0 : act == ACT_NEXT ?
		    (s->split + 1) % want : (s->split + want - 1) % want;
		return false;
	}
	switch (act) {
	case ACT_UP:
	case ACT_PREV:
		sel_step_item(s, p, -1);
		break;
	case ACT_DOWN:
	case ACT_NEXT:
		sel_step_item(s, p, 1);
		break;
	case ACT_LEFT:
		/* The cursor is the first stone taken, or the last stone
		 * before the split: left means more taken, a smaller part. */
		s->amount = clamp(split ? dec(s->amount) : s->amount + 1, lo,
		    hi);
		break;
	case ACT_RIGHT:
		s->amount = clamp(split ? s->amount + 1 : dec(s->amount), lo,
		    hi);
		break;
	case ACT_CLICK:
		if (item >= p->n)
			break;
		want = split ? unit + 1 : p->v[item] > unit ?
		    p->v[item] - unit : 0;
		if (s->clicked && item == s->item && want == s->amount)
			return s->mode == MODE_STONES ? stones_confirm(s, p) :
			    true;
		s->item = item;
		s->amount = want;
		break;
	case ACT_CONFIRM:
		return s->mode == MODE_STONES ? stones_confirm(s, p) : true;
	default:
		break;
	}
	return false;
}

/* The next coin of a row position, walking across rows; dir +1 or -1. */
static void
rows_walk(struct sel *s, const struct pos *p, int dir)
{
	size_t i = s->item, k;

	if (dir > 0 && s->amount + 1 < p->v[i]) {
		s->amount++;
		return;
	}
	if (dir < 0 && s->amount > 0 && p->v[i] > 0) {
		s->amount--;
		return;
	}
	for (k = 0; k < p->n; k++) {
		i = dir > 0 ? (i + 1) % p->n : (i + p->n - 1) % p->n;
		if (p->v[i] > 0)
			break;
	}
	s->item = i;
	s->amount = dir > 0 || p->v[i] == 0 ? 0 : p->v[i] - 1;
}

static void
rows_step_row(struct sel *s, const struct pos *p, int dir)
{
	size_t i = s->item, k;

	for (k = 0; k < p->n; k++) {
		i = dir > 0 ? (i + 1) % p->n : (i + p->n - 1) % p->n;
		if (p->v[i] > 0)
			break;
	}
	s->item = i;
	s->amount = p->v[i] == 0 ? 0 : clamp(s->amount, 0, p->v[i] - 1);
}

/* A click on coin u next to the selection: select the pair, confirm a
 * second click on the selection, or start again at u. */
static bool
coins_click(struct sel *s, size_t item, uint64_t u, uint64_t next,
    uint64_t prev)
{
	bool inside = item == s->item && (u == s->amount ||
	    (s->width == 2 && u == next));

	if (s->clicked && inside)
		return true;
	if (s->clicked && item == s->item && s->width == 1 && u == next) {
		s->width = 2;
		return false;
	}
	if (s->clicked && item == s->item && s->width == 1 && u == prev) {
		s->amount = u;
		s->width = 2;
		return false;
	}
	s->item = item;
	s->amount = u;
	s->width = 1;
	return false;
}

static bool
rows_action(struct sel *s, const struct pos *p, enum action act,
    unsigned digit, size_t item, uint64_t unit)
{
	switch (act) {
	case ACT_LEFT:
		rows_walk(s, p, -1);
		break;
	case ACT_RIGHT:
		rows_walk(s, p, 1);
		break;
	case ACT_UP:
		rows_step_row(s, p, -1);
		break;
	case ACT_DOWN:
		rows_step_row(s, p, 1);
		break;
	case ACT_NEXT:
	case ACT_PREV:
		s->width = s->width == 1 ? 2 : 1;
		break;
	case ACT_DIGIT:
		if (digit == 1 || digit == 2)
			s->width = digit;
		break;
	case ACT_CLICK:
		if (item < p->n && unit < p->v[item])
			return coins_click(s, item, unit, s->amount + 1,
			    s->amount > 0 ? s->amount - 1 : UINT64_MAX);
		break;
	case ACT_CONFIRM:
		return true;
	default:
		break;
	}
	return false;
}

static void
circle_walk(struct sel *s, const struct pos *p, int dir)
{
	size_t n = p->n, k, i = (size_t)s->amount;

	for (k = 0; k < n; k++) {
		i = dir > 0 ? (i + 1) % n : (i + n - 1) % n;
		if (p->v[i] != 0)
			break;
	}
	s->amount = i;
}

static bool
circle_action(struct sel *s, const struct pos *p, enum action act,
    unsigned digit, uint64_t unit)
{
	uint64_t n = p->n;

	switch (act) {
	case ACT_LEFT:
	case ACT_UP:
		circle_walk(s, p, -1);
		break;
	case ACT_RIGHT:
	case ACT_DOWN:
		circle_walk(s, p, 1);
		break;
	case ACT_NEXT:
	case ACT_PREV:
		s->width = s->width == 1 ? 2 : 1;
		break;
	case ACT_DIGIT:
		if (digit == 1 || digit == 2)
			s->width = digit;
		break;
	case ACT_CLICK:
		if (n > 0 && unit < n && p->v[unit] != 0)
			return coins_click(s, 0, unit, (s->amount + 1) % n,
			    (s->amount + n - 1) % n);
		break;
	case ACT_CONFIRM:
		return true;
	default:
		break;
	}
	return false;
}

/* The chessman standing on cell c, or p->n. */
static size_t
chessman_at(const struct pos *p, uint64_t c)
{
	size_t i;

	for (i = 0; i < p->n && p->v[i] != c; i++)
		;
	return i;
}

static bool
chessmen_action(struct sel *s, const struct pos *p, enum action act,
    uint64_t unit)
{
	uint64_t from = p->n > 0 ? p->v[s->item] : 1;
	size_t j;

	switch (act) {
	case ACT_UP:
	case ACT_PREV:
		sel_step_item(s, p, -1);
		break;
	case ACT_DOWN:
	case ACT_NEXT:
		sel_step_item(s, p, 1);
		break;
	case ACT_LEFT:
		s->amount = clamp(dec(s->amount), 1, from);
		break;
	case ACT_RIGHT:
		s->amount = clamp(s->amount + 1, 1, from);
		break;
	case ACT_CLICK:
		if ((j = chessman_at(p, unit)) < p->n) {
			if (j != s->item || !s->clicked)
				sel_enter_item(s, p, j);
			break;
		}
		if (s->clicked && unit == s->amount)
			return true;
		s->amount = unit;
		break;
	case ACT_CONFIRM:
		return true;
	default:
		break;
	}
	return false;
}

static bool
grid_action(struct sel *s, const struct pos *p, enum action act,
    size_t item, uint64_t unit, enum hit_part part)
{
	uint64_t w = p->v[2 * s->item], h = p->v[2 * s->item + 1];
	bool horiz;

	switch (act) {
	case ACT_NEXT:
		sel_step_item(s, p, 1);
		break;
	case ACT_PREV:
		sel_step_item(s, p, -1);
		break;
	case ACT_LEFT:
	case ACT_RIGHT:
		if (s->horiz && w >= 2) {
			s->horiz = false;
			s->amount = w / 2;
		} else if (!s->horiz)
			s->amount = clamp(act == ACT_LEFT ? dec(s->amount) :
			    s->amount + 1, 1, w > 1 ? w - 1 : 1);
		break;
	case ACT_UP:
	case ACT_DOWN:
		if (!s->horiz && h >= 2) {
			s->horiz = true;
			s->amount = h / 2;
		} else if (s->horiz)
			s->amount = clamp(act == ACT_UP ? dec(s->amount) :
			    s->amount + 1, 1, h > 1 ? h - 1 : 1);
		break;
	case ACT_CLICK:
		if (item >= p->n / 2)
			break;
		if (part == HIT_UNIT) {
			if (item != s->item)
				sel_enter_item(s, p, item);
			break;
		}
		horiz = part == HIT_CUT_H;
		if (s->clicked && item == s->item && horiz == s->horiz &&
		    unit == s->amount)
			return true;
		s->item = item;
		s->horiz = horiz;
		s->amount = unit;
		break;
	case ACT_CONFIRM:
		return true;
	default:
		break;
	}
	return false;
}

static bool
numbers_action(struct sel *s, const struct pos *p, enum action act,
    uint64_t unit)
{
	bool mul = s->mode == MODE_MULTIPLY;
	uint64_t lo = mul ? 2 : 1;
	uint64_t hi = mul ? 9 : euclid_max_multiple(p, s->item);

	if (hi < lo)
		hi = lo;
	switch (act) {
	case ACT_LEFT:
	case ACT_DOWN:
		s->amount = clamp(dec(s->amount), lo, hi);
		break;
	case ACT_RIGHT:
	case ACT_UP:
		s->amount = clamp(s->amount + 1, lo, hi);
		break;
	case ACT_NEXT:
	case ACT_PREV:
		if (!mul && p->n == 2)
			sel_enter_item(s, p, 1 - s->item);
		break;
	case ACT_CLICK:
		if (s->clicked && unit == s->amount)
			return true;
		s->amount = unit;
		break;
	case ACT_CONFIRM:
		return true;
	default:
		break;
	}
	return false;
}

/* Digits typed one after another make a number for the amount. */
static void
sel_digit(struct sel *s, unsigned d)
{
	if (!s->typing)
		s->typed = 0;
	if (s->typed < UINT64_C(100000000000000000))
		s->typed = s->typed * 10 + d;
	s->typing = true;
	switch (s->mode) {
	case MODE_ROWS:
	case MODE_CIRCLE:
		break;
	case MODE_MULTIPLY:
		s->amount = d;
		break;
	default:
		s->amount = s->typed;
		break;
	}
}

bool
sel_action(struct sel *s, const struct pos *p, enum action act,
    unsigned digit, size_t item, uint64_t unit, enum hit_part part)
{
	bool go = false;

	if (sel_items(s->mode, p) == 0 && s->mode != MODE_CIRCLE)
		return act == ACT_CONFIRM;
	if (act == ACT_DIGIT && !(s->mode == MODE_STONES && s->phase == 1)) {
		sel_digit(s, digit);
		if (s->mode != MODE_ROWS && s->mode != MODE_CIRCLE) {
			s->clicked = false;
			return false;
		}
	} else
		s->typing = false;
	if (s->mode == MODE_STONES && s->phase == 1)
		go = act == ACT_DIGIT ? false : stones_give(s, p, act, item);
	else {
		switch (s->mode) {
		case MODE_TAKE:
		case MODE_SPLIT:
		case MODE_STONES:
		case MODE_STAIR:
		case MODE_TAKEBREAK:
			go = heaps_action(s, p, act, item, unit);
			break;
		case MODE_ROWS:
			go = rows_action(s, p, act, digit, item, unit);
			break;
		case MODE_CIRCLE:
			go = circle_action(s, p, act, digit, unit);
			break;
		case MODE_CHESSMEN:
			go = chessmen_action(s, p, act, unit);
			break;
		case MODE_GRID:
			go = grid_action(s, p, act, item, unit, part);
			break;
		case MODE_EUCLID:
		case MODE_MULTIPLY:
			go = numbers_action(s, p, act, unit);
			break;
		}
	}
	s->clicked = act == ACT_CLICK && !go;
	return go;
}

/* Replace entry i of out by the parts a and b (a part of 0 dropped when
 * the other is not, as rows and heaps keep a lone 0 for "nothing"). */
static int
put_parts(struct pos *out, size_t i, uint64_t a, uint64_t b)
{
	uint64_t parts[2];
	size_t n = 0;

	if (a > 0)
		parts[n++] = a;
	if (b > 0)
		parts[n++] = b;
	if (n == 0)
		parts[n++] = 0;
	return pos_splice(out, i, parts, n);
}

static int
build_heaps(const struct sel *s, const struct pos *p, struct pos *out,
    struct sg_cause *why)
{
	uint64_t v = p->v[s->item], a = s->amount, rest;
	uint64_t parts[2];
	size_t i;

	if (s->mode == MODE_SPLIT) {
		if (a >= v)
			return sg_fail(why, SG_EINVAL, "heap %zu has only "
			    "%llu stones", s->item + 1, (unsigned long long)v);
		parts[0] = a < v - a ? a : v - a;
		parts[1] = v - parts[0];
		return pos_splice(out, s->item, parts, 2);
	}
	if (a > v)
		return sg_fail(why, SG_EINVAL, "heap %zu has only %llu stone%s",
		    s->item + 1, (unsigned long long)v, v == 1 ? "" : "s");
	rest = v - a;
	out->v[s->item] = rest;
	if (s->mode == MODE_TAKEBREAK && s->split > 0 && s->split < rest) {
		parts[0] = s->split < rest - s->split ? s->split :
		    rest - s->split;
		parts[1] = rest - parts[0];
		return pos_splice(out, s->item, parts, 2);
	}
	if (s->mode != MODE_STONES || s->phase == 0)
		return SG_OK;
	for (i = 0; i < p->n && i < s->give.n; i++) {
		if (i == s->item || s->give.v[i] == 0)
			continue;
		out->v[i] += s->give.v[i];
		out->v[s->item] -= s->give.v[i];
	}
	return SG_OK;
}

static int
build_coins(const struct sel *s, const struct pos *p, struct pos *out,
    struct sg_cause *why)
{
	uint64_t v, k = s->amount, n = p->n, next;

	if (s->mode == MODE_ROWS) {
		v = p->v[s->item];
		if (k + s->width > v)
			return sg_fail(why, SG_EINVAL, v == 0 ? "row %zu is "
			    "empty" : "row %zu has no coin right of coin %llu",
			    s->item + 1, (unsigned long long)k + 1);
		return put_parts(out, s->item, k, v - k - s->width);
	}
	if (k >= n || p->v[k] == 0)
		return sg_fail(why, SG_EINVAL, "there is no coin at place "
		    "%llu", (unsigned long long)k + 1);
	next = (k + 1) % n;
	if (s->width == 2 && (next == k || p->v[next] == 0))
		return sg_fail(why, SG_EINVAL, "coin %llu has no neighbour "
		    "clockwise", (unsigned long long)k + 1);
	out->v[k] = 0;
	if (s->width == 2)
		out->v[next] = 0;
	return SG_OK;
}

static int
build_grid(const struct sel *s, const struct pos *p, struct pos *out,
    struct sg_cause *why)
{
	uint64_t w = p->v[2 * s->item], h = p->v[2 * s->item + 1];
	uint64_t k = s->amount, v[4];

	if (k == 0 || k >= (s->horiz ? h : w))
		return sg_fail(why, SG_EINVAL, "a cut must leave two pieces");
	if (s->horiz) {
		v[0] = w; v[1] = k; v[2] = w; v[3] = h - k;
	} else {
		v[0] = k; v[1] = h; v[2] = w - k; v[3] = h;
	}
	if (pos_splice(out, 2 * s->item + 1, NULL, 0) != SG_OK)
		return SG_ENOMEM;
	return pos_splice(out, 2 * s->item, v, 4);
}

static int
build_numbers(const struct sel *s, const struct pos *p, struct pos *out,
    struct sg_cause *why)
{
	uint64_t a, m = s->amount, max = sg_max_u63();

	if (p->n != 2)
		return sg_fail(why, SG_EINVAL, "not a pair of numbers");
	if (s->mode == MODE_MULTIPLY) {
		a = p->v[1];
		out->v[1] = a > max / m ? max : a * m;
		return SG_OK;
	}
	a = p->v[1 - s->item];
	if (a != 0 && m > p->v[s->item] / a)
		return sg_fail(why, SG_EINVAL, "%llu times %llu is more than "
		    "%llu", (unsigned long long)m, (unsigned long long)a,
		    (unsigned long long)p->v[s->item]);
	out->v[s->item] = p->v[s->item] - m * a;
	return SG_OK;
}

int
sel_build(const struct sel *s, const struct pos *p, struct pos *out,
    struct sg_cause *why)
{
	int rc;

	if (pos_copy(out, p) != SG_OK)
		return sg_fail(why, SG_ENOMEM, "out of memory");
	if (sel_items(s->mode, p) == 0 || (s->mode != MODE_CIRCLE &&
	    s->mode != MODE_MULTIPLY && s->mode != MODE_EUCLID &&
	    s->item >= sel_items(s->mode, p)))
		return SG_OK;	/* no move: the engine says why */
	switch (s->mode) {
	case MODE_ROWS:
	case MODE_CIRCLE:
		rc = build_coins(s, p, out, why);
		break;
	case MODE_CHESSMEN:
		out->v[s->item] = s->amount;
		rc = SG_OK;
		break;
	case MODE_GRID:
		rc = build_grid(s, p, out, why);
		break;
	case MODE_EUCLID:
	case MODE_MULTIPLY:
		rc = build_numbers(s, p, out, why);
		break;
	default:
		rc = build_heaps(s, p, out, why);
		break;
	}
	if (rc == SG_ENOMEM)
		return sg_fail(why, rc, "out of memory");
	return rc;
}

void
marks_init(struct marks *ms)
{
	memset(ms, 0, sizeof *ms);
}

void
marks_free(struct marks *ms)
{
	free(ms->m);
	marks_init(ms);
}

void
marks_clear(struct marks *ms)
{
	ms->n = 0;
}

static int
mark_add(struct marks *ms, enum mark_kind k, size_t item, uint64_t lo,
    uint64_t hi)
{
	struct mark *m;

	if (ms->n == ms->cap) {
		m = sg_reallocarray(ms->m, ms->cap ? ms->cap * 2 : 8,
		    sizeof *m);
		if (m == NULL)
			return SG_ENOMEM;
		ms->m = m;
		ms->cap = ms->cap ? ms->cap * 2 : 8;
	}
	ms->m[ms->n].kind = k;
	ms->m[ms->n].item = item;
	ms->m[ms->n].lo = lo;
	ms->m[ms->n].hi = hi;
	ms->n++;
	return SG_OK;
}

/* The first entry where from and to differ (n if none). */
static size_t
first_diff(const struct pos *from, const struct pos *to)
{
	size_t i;

	for (i = 0; i < from->n && i < to->n && from->v[i] == to->v[i]; i++)
		;
	return i;
}

/* Do from and to agree after entry i of from, to shifted by extra? */
static bool
same_tail(const struct pos *from, const struct pos *to, size_t i,
    size_t extra)
{
	size_t j;

	if (to->n != from->n + extra)
		return false;
	for (j = i + 1; j < from->n; j++) {
		if (from->v[j] != to->v[j + extra])
			return false;
	}
	return true;
}

static int
marks_stones(struct marks *ms, const struct pos *from, const struct pos *to)
{
	uint64_t given = 0;
	size_t i, src = from->n;
	int rc = SG_OK;

	for (i = 0; i < from->n; i++) {
		if (to->v[i] < from->v[i])
			src = i;
		else if (to->v[i] > from->v[i])
			given += to->v[i] - from->v[i];
	}
	if (src == from->n || to->v[src] + given > from->v[src])
		return SG_OK;
	for (i = 0; i < from->n && rc == SG_OK; i++) {
		if (to->v[i] > from->v[i])
			rc = mark_add(ms, MARK_GIVE, i, from->v[i], to->v[i]);
	}
	if (rc == SG_OK && given > 0)
		rc = mark_add(ms, MARK_GIVE, src, to->v[src],
		    to->v[src] + given);
	if (rc == SG_OK)
		rc = mark_add(ms, MARK_TAKE, src, to->v[src] + given,
		    from->v[src]);
	return rc;
}

static int
marks_same_size(struct marks *ms, enum sel_mode mode, const struct pos *from,
    const struct pos *to)
{
	size_t i;
	int rc = SG_OK;

	for (i = 0; i < from->n && rc == SG_OK; i++) {
		if (from->v[i] == to->v[i])
			continue;
		if (mode == MODE_CHESSMEN) {
			rc = mark_add(ms, MARK_FROM, 0, from->v[i],
			    from->v[i] + 1);
			if (rc == SG_OK)
				rc = mark_add(ms, MARK_TO, 0, to->v[i],
				    to->v[i] + 1);
		} else if (mode == MODE_CIRCLE)
			rc = mark_add(ms, MARK_TAKE, 0, i, i + 1);
		else if (mode == MODE_MULTIPLY)
			rc = mark_add(ms, MARK_TO, i, to->v[i], to->v[i] + 1);
		else if (to->v[i] < from->v[i])
			rc = mark_add(ms, MARK_TAKE, i, to->v[i], from->v[i]);
	}
	return rc;
}

static int
marks_grid(struct marks *ms, const struct pos *from, const struct pos *to)
{
	size_t i = first_diff(from, to) & ~(size_t)1;
	uint64_t w, h;

	if (i + 1 >= from->n || !same_tail(from, to, i + 1, 2))
		return SG_OK;
	w = from->v[i];
	h = from->v[i + 1];
	if (to->v[i + 1] == h && to->v[i + 3] == h &&
	    to->v[i] + to->v[i + 2] == w)
		return mark_add(ms, MARK_CUT_V, i / 2, to->v[i], to->v[i] + 1);
	if (to->v[i] == w && to->v[i + 2] == w &&
	    to->v[i + 1] + to->v[i + 3] == h)
		return mark_add(ms, MARK_CUT_H, i / 2, to->v[i + 1],
		    to->v[i + 1] + 1);
	return SG_OK;
}

/* A heap split in two, or a row losing coins (kept whole, or in two). */
static int
marks_parts(struct marks *ms, enum sel_mode mode, const struct pos *from,
    const struct pos *to)
{
	size_t i = first_diff(from, to), extra = to->n - from->n;
	uint64_t v, a, b;

	if (i >= from->n || !same_tail(from, to, i, extra))
		return SG_OK;
	v = from->v[i];
	a = to->v[i];
	b = extra == 1 ? to->v[i + 1] : 0;
	if (mode == MODE_SPLIT)
		return extra == 1 && a + b == v ?
		    mark_add(ms, MARK_SPLIT, i, a, a + 1) : SG_OK;
	if (mode == MODE_TAKEBREAK) {
		/* The rest split as a | b; the stones taken drawn last. */
		if (extra != 1 || a + b > v)
			return SG_OK;
		if (a + b < v && mark_add(ms, MARK_TAKE, i, a + b, v) != SG_OK)
			return SG_ENOMEM;
		return mark_add(ms, MARK_SPLIT, i, a, a + 1);
	}
	if (a + b >= v)
		return SG_OK;
	return mark_add(ms, MARK_TAKE, i, a, v - b);
}

int
marks_move(struct marks *ms, enum sel_mode mode, const struct pos *from,
    const struct pos *to)
{
	switch (mode) {
	case MODE_GRID:
		return marks_grid(ms, from, to);
	case MODE_SPLIT:
	case MODE_ROWS:
		if (to->n == from->n || to->n == from->n + 1)
			return marks_parts(ms, mode, from, to);
		return SG_OK;
	case MODE_TAKEBREAK:
		if (to->n == from->n + 1)
			return marks_parts(ms, mode, from, to);
		break;
	default:
		break;
	}
	if (to->n != from->n)
		return SG_OK;
	if (mode == MODE_STONES)
		return marks_stones(ms, from, to);
	return marks_same_size(ms, mode, from, to);
}

int
marks_at(const struct marks *ms, size_t item, uint64_t u)
{
	size_t i;

	for (i = 0; i < ms->n; i++) {
		const struct mark *m = &ms->m[i];

		if (m->item == item && m->lo <= u && u < m->hi &&
		    m->kind != MARK_SPLIT && m->kind != MARK_CUT_V &&
		    m->kind != MARK_CUT_H)
			return (int)m->kind;
	}
	return -1;
}

bool
marks_find(const struct marks *ms, enum mark_kind k, size_t item,
    uint64_t *lo)
{
	size_t i;

	for (i = 0; i < ms->n; i++) {
		if (ms->m[i].kind == k && ms->m[i].item == item) {
			if (lo != NULL)
				*lo = ms->m[i].lo;
			return true;
		}
	}
	return false;
}

int
marks_result(struct marks *ms, enum sel_mode mode, const struct pos *from,
    const struct pos *to)
{
	size_t i, k, extra;
	int rc = SG_OK;

	if (mode != MODE_SPLIT && mode != MODE_ROWS && mode != MODE_GRID &&
	    (mode != MODE_TAKEBREAK || to->n == from->n))
		return marks_move(ms, mode, from, to);
	/* Items were replaced by new ones: mark those, whole. */
	if (to->n < from->n)
		return SG_OK;
	extra = to->n - from->n;
	i = first_diff(from, to);
	if (mode == MODE_GRID) {
		i /= 2;
		for (k = 0; k <= extra / 2 && rc == SG_OK; k++)
			rc = mark_add(ms, MARK_TO, i + k, 0, UINT64_MAX);
		return rc;
	}
	for (k = 0; k <= extra && i + k < to->n && rc == SG_OK; k++)
		rc = mark_add(ms, MARK_TO, i + k, 0, to->v[i + k]);
	if (rc == SG_OK && mode == MODE_ROWS && extra == 0 && i < to->n &&
	    to->v[i] < from->v[i])
		rc = mark_add(ms, MARK_TAKE, i, to->v[i], from->v[i]);
	return rc;
}

int
sel_marks(const struct sel *s, const struct pos *p, const struct pos *to,
    struct marks *ms)
{
	/* A row that loses its first coin looks like one that loses its
	 * last: the selection knows which. */
	if (s->mode == MODE_ROWS && s->item < p->n)
		return mark_add(ms, MARK_TAKE, s->item, s->amount,
		    s->amount + s->width);
	if (s->mode == MODE_TAKEBREAK && s->item < p->n &&
	    s->amount <= p->v[s->item]) {
		if (mark_add(ms, MARK_TAKE, s->item, p->v[s->item] - s->amount,
		    p->v[s->item]) != SG_OK)
			return SG_ENOMEM;
		if (s->split > 0 && s->split < p->v[s->item] - s->amount)
			return mark_add(ms, MARK_SPLIT, s->item, s->split,
			    s->split + 1);
		return SG_OK;
	}
	return marks_move(ms, s->mode, p, to);
}
