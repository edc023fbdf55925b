/*
 * choice.c: the driver of the move models: which model a game uses, the
 * keys through the model's table, the rule that a choice always builds a
 * move or the key is refused.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "play/choice_impl.h"
#include "i18n.h"

/* The models by the game's declaration: a table, not a chain of ifs. */
static const struct model *const models[] = {
	[MOVE_LOWER] = &model_lower,
	[MOVE_SPLIT] = &model_split,
	[MOVE_TAKE_SPLIT] = &model_take_split,
	[MOVE_HAND_OUT] = &model_hand_out,
	[MOVE_NEIGHBOURS] = &model_neighbours,
	[MOVE_SLIDE] = &model_slide,
	[MOVE_CUT] = &model_cut,
	[MOVE_LIST] = &model_list,
	[MOVE_LOWER_SEVERAL] = &model_several,
	[MOVE_PICK_CELL] = &model_pick,
	[MOVE_TURN] = &model_turn,
};

static const struct model *
model_of(const struct game *g, unsigned kind)
{
	enum move_model m = kind < PLAY_MODELS_MAX ? g->play.models[kind] :
	    MOVE_NONE;

	if ((size_t)m >= sizeof models / sizeof models[0] ||
	    models[m] == NULL)
		return &model_list;
	return models[m];
}

unsigned
choice_kinds(const struct choice *c)
{
	const struct game *g = c->rules->game;
	unsigned n = 0;

	while (n < PLAY_MODELS_MAX && g->play.models[n] != MOVE_NONE)
		n++;
	return n;
}

const char *
choice_kind_name(const struct choice *c)
{
	return c->model->name;
}

const char *
choice_item_word(const struct choice *c)
{
	return game_item(c->rules->game);
}

size_t
choice_items(const struct choice *c, const struct pos *p)
{
	return c->model->items(c, p);
}

size_t
choice_heaps(const struct choice *c, const struct pos *p)
{
	return game_heap_entries(c->rules, p);
}

bool
choice_take_range(const struct choice *c, const struct pos *p, size_t i,
    uint64_t *lo, uint64_t *hi)
{
	const struct play_lower *l = &c->rules->game->play.lower;

	if (l->range == NULL || i >= p->n)
		return false;
	l->range(c->rules, p, i, lo, hi);
	return true;
}

void
choice_enter(struct choice *c, const struct pos *p, size_t i)
{
	c->item = i;
	c->model->enter(c, p, i);
}

/* Is the choice a legal move on p, by the game's check? */
static bool
choice_legal(const struct choice *c, const struct pos *p)
{
	struct sg_cause why;
	struct pos to;
	bool legal;

	pos_init(&to);
	legal = choice_build(c, p, &to, &why) == SG_OK &&
	    c->rules->game->rules.check(c->rules, p, &to, &why) == SG_OK;
	pos_free(&to);
	return legal;
}

static bool
same_choice(const struct choice *a, const struct choice *b)
{
	return a->item == b->item && a->unit == b->unit &&
	    a->extra == b->extra && a->cross == b->cross &&
	    a->phase == b->phase && a->target == b->target &&
	    pos_eq(&a->give, &b->give);
}

/* Choices the search for a legal first move looks at, at most. */
enum { SEEK_MAX = 256 };

/*
 * From the cursor, the nearest choice that is a legal move, nearest in
 * presses of the keys that move the cursor (breadth first, at most
 * SEEK_MAX choices), so that Enter at the start of a turn moves.  The
 * choice stays as it is when it is legal already or none is found.
 */
static void
seek_legal(struct choice *c, const struct pos *p)
{
	static const enum action steps[] = {
		ACT_RIGHT, ACT_LEFT, ACT_DOWN, ACT_UP, ACT_NEXT, ACT_PREV
	};
	struct choice *seen, next;
	struct choice_ev ev = { 0 };
	struct sg_cause why;
	size_t head, n = 0, k, j;
	bool found = false;

	if (choice_legal(c, p) ||
	    (seen = sg_reallocarray(NULL, SEEK_MAX, sizeof *seen)) == NULL)
		return;
	pos_init(&seen[0].give);
	if (choice_copy(&seen[n++], c) != SG_OK)
		goto out;
	for (head = 0; head < n && !found; head++) {
		for (k = 0; k < sizeof steps / sizeof steps[0] && !found &&
		    n < SEEK_MAX; k++) {
			pos_init(&next.give);
			if (choice_copy(&next, &seen[head]) != SG_OK) {
				choice_free(&next);
				goto out;
			}
			ev.act = steps[k];
			choice_action(&next, p, &ev, &why);
			next.clicked = next.typing = false;
			for (j = 0; j < n && !same_choice(&seen[j], &next);
			    j++)
				;
			if (j < n) {
				choice_free(&next);
				continue;
			}
			seen[n++] = next;
			if ((found = choice_legal(&next, p)))
				choice_copy(c, &next);
		}
	}
out:
	for (j = 0; j < n; j++)
		choice_free(&seen[j]);
	free(seen);
}

/* The item with a move nearest to item want (want itself if it has
 * one; of two as near, the one before), or want where none has. */
static size_t
nearest_movable(const struct choice *c, const struct pos *p, size_t want)
{
	size_t n = choice_items(c, p), d;

	if (n == 0)
		return 0;
	if (want >= n)
		want = n - 1;
	for (d = 0; d < n; d++) {
		if (d <= want && c->model->movable(c, p, want - d))
			return want - d;
		if (want + d < n && c->model->movable(c, p, want + d))
			return want + d;
	}
	return want;
}

/* Choose afresh on p, on the item with a move nearest to item want (the
 * one the player last used), on a legal move. */
static void
choice_start(struct choice *c, const struct pos *p, size_t want)
{
	c->unit = c->extra = 0;
	c->give.n = 0;
	c->phase = 0;
	c->typed = 0;
	c->typing = c->clicked = false;
	choice_enter(c, p, nearest_movable(c, p, want));
	seek_legal(c, p);
}

void
choice_init(struct choice *c, struct rules *r, const struct pos *p,
    bool turned)
{
	memset(c, 0, sizeof *c);
	pos_init(&c->give);
	c->rules = r;
	c->turned = turned;
	c->model = model_of(r->game, 0);
	if (parts_game(r->game))
		parts_init(c, p);
	else
		choice_start(c, p, 0);
}

void
choice_reset(struct choice *c, const struct pos *p)
{
	if (c->parts != NULL)
		parts_reset(c, p);
	else
		choice_start(c, p, c->item);
}

void
choice_free(struct choice *c)
{
	parts_free(c);
	pos_free(&c->give);
}

int
choice_copy(struct choice *dst, const struct choice *src)
{
	struct pos give = dst->give;

	*dst = *src;
	dst->give = give;
	dst->parts = NULL;
	dst->nparts = 0;
	if (parts_copy(dst, src) != SG_OK)
		return SG_ENOMEM;
	return pos_copy(&dst->give, &src->give);
}

static enum action turn(const struct choice *c, enum action a);
static const struct model_key *find_key(const struct choice *c,
    enum action a);

/* Choices a look for a legal move on one item takes, at most. */
enum { ITEM_SEEK_MAX = 32 };

/* Has item k of p a legal move the keys reach from where the cursor
 * arrives on it (its amounts, by the arrows; its split, by Tab where
 * Tab is the model's own key)? */
static bool
item_has_legal(const struct choice *c, const struct pos *p, size_t k)
{
	static const enum action steps[] = {
		ACT_RIGHT, ACT_LEFT, ACT_UP, ACT_DOWN, ACT_NEXT, ACT_PREV
	};
	struct choice seen[ITEM_SEEK_MAX], next;
	struct choice_ev ev = { 0 };
	const struct model_key *key;
	size_t head, n = 0, i, j;
	bool found = false;

	pos_init(&seen[0].give);
	if (choice_copy(&seen[0], c) != SG_OK) {
		choice_free(&seen[0]);
		return false;
	}
	n = 1;
	choice_enter(&seen[0], p, k);
	found = choice_legal(&seen[0], p);
	for (head = 0; head < n && !found; head++) {
		for (i = 0; i < sizeof steps / sizeof steps[0] && !found &&
		    n < ITEM_SEEK_MAX; i++) {
			/* Only the keys that change the amount, not the item. */
			key = find_key(&seen[head], turn(&seen[head],
			    steps[i]));
			if (key == NULL || key->fn == choice_prev_item ||
			    key->fn == choice_next_item)
				continue;
			pos_init(&next.give);
			choice_copy(&next, &seen[head]);
			ev.act = steps[i];
			key->fn(&next, p, &ev);
			for (j = 0; j < n && !same_choice(&seen[j], &next);
			    j++)
				;
			if (j < n || next.item != k) {
				choice_free(&next);
				continue;
			}
			seen[n++] = next;
			found = choice_legal(&next, p);
		}
	}
	for (j = 0; j < n; j++)
		choice_free(&seen[j]);
	return found;
}

/* The next item (back: the one before) that has a legal move, so that
 * the cursor is not stopped by an item with none (a heap of 1 or 2 in
 * Grundy's game), which it skips.  The arrows stop at the first and the
 * last such item (three Downs never come back round to where they
 * started); Tab goes round the end.  Where no item that way has a move,
 * the cursor stays (arrows) or goes to the next item all the same (Tab). */
static void
step_item(struct choice *c, const struct pos *p, bool back, bool round)
{
	size_t n = choice_items(c, p), i, k;

	if (n == 0)
		return;
	for (i = 1; i < n; i++) {
		if (!round && (back ? i > c->item : c->item + i >= n))
			return;
		k = (c->item + (back ? n - i : i)) % n;
		if (item_has_legal(c, p, k)) {
			choice_enter(c, p, k);
			return;
		}
	}
	if (round)
		choice_enter(c, p, (c->item + (back ? n - 1 : 1)) % n);
}

/* Tab and Shift-Tab go round; the arrows stop at the ends. */
static bool
goes_round(const struct choice_ev *ev)
{
	return ev == NULL || ev->act == ACT_NEXT || ev->act == ACT_PREV;
}

bool
choice_prev_item(struct choice *c, const struct pos *p,
    const struct choice_ev *ev)
{
	step_item(c, p, true, goes_round(ev));
	return false;
}

bool
choice_next_item(struct choice *c, const struct pos *p,
    const struct choice_ev *ev)
{
	step_item(c, p, false, goes_round(ev));
	return false;
}

bool
choice_click_unit(struct choice *c, uint64_t u)
{
	if (c->clicked && u == c->unit)
		return true;
	c->unit = u;
	return false;
}

bool
choice_go(struct choice *c, const struct pos *p, const struct choice_ev *ev)
{
	(void)c;
	(void)p;
	(void)ev;
	return true;
}

/* On a board whose items stand side by side the arrows turn: Left and
 * Right choose the item, Up and Down the amount. */
static enum action
turn(const struct choice *c, enum action a)
{
	if (!c->turned)
		return a;
	switch (a) {
	case ACT_LEFT: return ACT_UP;
	case ACT_RIGHT: return ACT_DOWN;
	case ACT_UP: return ACT_RIGHT;
	case ACT_DOWN: return ACT_LEFT;
	default: return a;
	}
}

/* The keys that step through the items, for the models that want them. */
static const struct model_key item_keys[] = {
	{ ACT_UP, N_("Up/Down"), "%s", choice_prev_item },
	{ ACT_DOWN, NULL, NULL, choice_next_item },
	{ ACT_PREV, NULL, NULL, choice_prev_item },
	{ ACT_NEXT, NULL, NULL, choice_next_item },
	{ ACT_NONE, NULL, NULL, NULL }
};

/* The tables in force: the model's own for the phase, then the items'. */
static void
tables(const struct choice *c, const struct model_key *t[2])
{
	t[0] = c->model->keys[c->phase == 1 && c->model->keys[1] != NULL ?
	    1 : 0];
	t[1] = c->model->item_keys && c->phase == 0 ? item_keys : NULL;
}

static const struct model_key *
find_key(const struct choice *c, enum action a)
{
	const struct model_key *t[2], *k;
	size_t i;

	tables(c, t);
	for (i = 0; i < 2; i++) {
		for (k = t[i]; k != NULL && k->act != ACT_NONE; k++) {
			if (k->act == a)
				return k;
		}
	}
	return NULL;
}

/* Can the key of act do anything in this game?  SG_OK, or why not. */
static int
applies(const struct choice *c, enum action act, struct sg_cause *why)
{
	return c->model->applies != NULL ? c->model->applies(c, act, why) :
	    SG_OK;
}

static bool
builds(const struct choice *c, const struct pos *p, struct sg_cause *why)
{
	struct pos to;
	int rc;

	pos_init(&to);
	rc = choice_build(c, p, &to, why);
	pos_free(&to);
	return rc == SG_OK;
}

/* Digits make a number (12 after 1 and 2); one that fits nothing starts
 * again from the last digit. */
static bool
choice_digit(struct choice *c, const struct pos *p, unsigned d,
    struct sg_cause *why)
{
	uint64_t n = c->typing && c->typed < UINT64_C(100000000000000000) ?
	    c->typed * 10 + d : d;
	bool ok;

	if (c->model->typed == NULL) {
		sg_fail(why, SG_EINVAL, _("digits choose nothing here"));
		return false;
	}
	c->typing = true;
	if (n != d && c->model->typed(c, p, n, why) == SG_OK &&
	    builds(c, p, why)) {
		c->typed = n;
		return true;
	}
	ok = c->model->typed(c, p, d, why) == SG_OK;
	c->typed = d;
	return ok;
}

static void
switch_kind(struct choice *c, const struct pos *p, struct sg_cause *why)
{
	unsigned n = choice_kinds(c);

	if (n < 2) {
		sg_fail(why, SG_EINVAL, _("this game has one kind of move"));
		return;
	}
	c->kind = (c->kind + 1) % n;
	c->model = model_of(c->rules->game, c->kind);
	choice_start(c, p, c->item);
}

bool
choice_action(struct choice *c, const struct pos *p,
    const struct choice_ev *ev, struct sg_cause *refused)
{
	const struct model_key *k;
	struct choice before;
	struct sg_cause why, was;
	bool go = false, ok = true;

	if (c->parts != NULL)
		return parts_action(c, p, ev, refused);
	refused->text[0] = why.text[0] = '\0';
	if (ev->act == ACT_KIND) {
		switch_kind(c, p, refused);
		return false;
	}
	if (applies(c, turn(c, ev->act), refused) != SG_OK)
		return false;
	pos_init(&before.give);
	if (choice_copy(&before, c) != SG_OK) {
		choice_free(&before);
		sg_fail(refused, SG_ENOMEM, _("out of memory"));
		return false;
	}
	if (ev->act == ACT_DIGIT)
		ok = choice_digit(c, p, ev->digit, &why);
	else {
		c->typing = false;
		if ((k = find_key(c, turn(c, ev->act))) != NULL)
			go = k->fn(c, p, ev);
	}
	c->clicked = ev->act == ACT_CLICK && !go;
	/* Keep a choice that builds a move: what Enter does stays shown.
	 * The digits typed stay too, so that one more can make a number
	 * that fits (1 then 0 for coin 10 when coin 1 is gone). */
	if (!go && (!ok || !builds(c, p, &why)) && builds(&before, p, &was)) {
		bool typing = ev->act == ACT_DIGIT && c->typing;
		uint64_t typed = c->typed;

		before.typing = false;
		choice_copy(c, &before);
		c->typing = typing;
		c->typed = typing ? typed : c->typed;
		*refused = why;
	}
	choice_free(&before);
	return go;
}

int
choice_build(const struct choice *c, const struct pos *p, struct pos *out,
    struct sg_cause *why)
{
	int rc;

	if (c->parts != NULL)
		return parts_build(c, p, out, why);
	if (pos_copy(out, p) != SG_OK)
		return sg_fail(why, SG_ENOMEM, _("out of memory"));
	if (choice_items(c, p) == 0 || c->item >= choice_items(c, p))
		return sg_fail(why, SG_EINVAL, _("there is nothing to move"));
	rc = c->model->build(c, p, out, why);
	if (rc == SG_ENOMEM)
		return sg_fail(why, rc, _("out of memory"));
	return rc;
}

int
choice_changes(const struct choice *c, const struct pos *p,
    const struct pos *to, struct changes *out)
{
	change_reader *read = c->rules->game->play.changes;

	if (c->parts != NULL)
		return parts_changes(c, p, to, out);
	if (c->model->changes != NULL)
		return c->model->changes(c, p, to, out);
	return read != NULL ? read(p, to, false, out) : SG_OK;
}

bool
choice_own_key(const struct choice *c, enum action act)
{
	const struct model_key *t[2], *k;
	struct sg_cause why;
	enum action a = turn(c, act);

	/* The model's own table only: stepping through the items, which
	 * Tab shares with Down, is not the model's own. */
	tables(c, t);
	for (k = t[0]; k != NULL && k->act != ACT_NONE; k++)
		if (k->act == a)
			return applies(c, a, &why) == SG_OK;
	return false;
}

/* Has every part of a game made of parts a way of moving that lists its
 * moves? */
static bool
lists_moves(const struct choice *c)
{
	size_t k;

	if (c->parts == NULL)
		return c->model->each != NULL;
	for (k = 0; k < c->nparts; k++)
		if (!lists_moves(&c->parts[k]))
			return false;
	return true;
}

bool
choice_lists_moves(const struct choice *c)
{
	return lists_moves(c);
}

bool
choice_part_lists_moves(const struct choice *c, size_t k)
{
	return c->parts != NULL && k < c->nparts && lists_moves(&c->parts[k]);
}

bool
choice_each_move(const struct choice *c, const struct pos *p,
    choice_move_fn *fn, void *arg, bool *done)
{
	*done = false;
	if (!lists_moves(c))
		return false;
	*done = c->parts != NULL ? parts_each(c, p, fn, arg) :
	    c->model->each(c, p, fn, arg);
	return true;
}

bool
choice_each_part_move(const struct choice *c, const struct pos *p,
    choice_move_fn *fn, void *arg, bool *done)
{
	size_t k;

	*done = false;
	for (k = 0; c->parts != NULL && k < c->nparts &&
	    !choice_part_lists_moves(c, k); k++)
		continue;
	if (c->parts == NULL || k == c->nparts)
		return false;
	*done = parts_each(c, p, fn, arg);
	return true;
}

size_t
choice_focus(const struct choice *c)
{
	if (c->parts != NULL && c->part < c->nparts)
		return change_part_item(c->part,
		    choice_focus(&c->parts[c->part]));
	return c->item;
}

size_t
choice_receiver(const struct choice *c)
{
	return c->phase == 1 ? c->target : SIZE_MAX;
}

void
choice_say(const struct choice *c, const struct pos *p, struct sbuf *out)
{
	if (c->model->say != NULL)
		c->model->say(c, p, out);
}

/* The words of a key as the board turns them: the English names swapped
 * first, then translated whole. */
static void
key_words(const struct choice *c, const char *keys, struct sbuf *out)
{
	/* TRANSLATORS: the names of the arrow keys in a key line, as a
	 * board turned on its side uses them. */
	static const struct { const char *a, *b; } swap[] = {
		{ "Up/Down", N_("Left/Right") },
		{ "Left/Right", N_("Up/Down") },
		{ "Left/Right or digits:", N_("Up/Down or digits:") },
		{ "Left/Right/digits:", N_("Up/Down/digits:") }
	};
	size_t i;

	for (i = 0; c->turned && i < sizeof swap / sizeof swap[0]; i++) {
		if (strcmp(keys, swap[i].a) == 0) {
			keys = swap[i].b;
			break;
		}
	}
	sbuf_add(out, _(keys));
}

/* What a key does, "%s" standing for the game's word for an item. */
static void
does_words(const struct choice *c, const char *does, struct sbuf *out)
{
	/* "%s" alone is the item word, not a message. */
	if (*does != '\0' && strcmp(does, "%s") != 0)
		does = _(does);
	for (; *does != '\0'; does++) {
		if (does[0] == '%' && does[1] == 's') {
			sbuf_add(out, choice_item_word(c));
			does++;
		} else
			sbuf_addc(out, *does);
	}
}

void
choice_keys(const struct choice *c, struct sbuf *out)
{
	const struct model_key *t[2], *k;
	struct sg_cause why;
	bool first = true;
	size_t i;

	if (c->parts != NULL) {
		parts_keys(c, out);
		return;
	}
	/* The items' keys first on the line, then the model's own; a key
	 * that can do nothing in this game is left out. */
	tables(c, t);
	for (i = 2; i-- > 0;) {
		for (k = t[i]; k != NULL && k->act != ACT_NONE; k++) {
			if (k->keys == NULL || (i == 1 && find_key(c, k->act)
			    != k) || applies(c, k->act, &why) != SG_OK)
				continue;
			if (!first)
				sbuf_add(out, "  ");
			first = false;
			key_words(c, k->keys, out);
			sbuf_addc(out, ' ');
			does_words(c, k->does, out);
		}
	}
	if (choice_kinds(c) > 1)
		/* TRANSLATORS: key line words; k is the key. */
		sbuf_add(out, _("  k other kind"));
}
