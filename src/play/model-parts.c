/*
 * model-parts.c: choosing a move in a game made of parts (a sum of
 * games).  Each part keeps a choice of its own, made with its own game's
 * models on its own position; one part has the keys at a time.  Tab and
 * Shift-Tab go to the next and the previous part that has a move (PgDn
 * and PgUp too, and they alone where the part's own model takes Tab, as
 * Kayles' does for one or more coins), a click goes to the part it hits
 * (and into it), every other key is the part's.
 * The move built is the whole position with that part's move made in
 * it (the game's part_move); what it changes carries the part in its
 * items (change_part_item), as the board of the whole draws it.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "play/choice_impl.h"
#include "i18n.h"

bool
parts_game(const struct game *g)
{
	return g->play.parts != NULL && g->play.join != NULL;
}

/* The position of part k of p, in out (initialised by the caller). */
static bool
part_pos(const struct choice *c, const struct pos *p, size_t k,
    struct game_part *part, struct pos *out)
{
	struct sg_cause why;

	return game_part_pos(c->rules, p, k, part, out, &why) == SG_OK;
}

/* Has part k of p a move left? */
static bool
part_moves(const struct choice *c, const struct pos *p, size_t k)
{
	struct game_part part;
	struct sg_cause why;
	struct pos pp, to;
	bool yes;

	pos_init(&pp);
	pos_init(&to);
	yes = part_pos(c, p, k, &part, &pp) &&
	    part.rules->game->rules.any_move(part.rules, &pp, &to, &why) ==
	    SG_OK;
	pos_free(&pp);
	pos_free(&to);
	return yes;
}

/* The part after (or before) the one with the keys that has a move; the
 * one with the keys when no other has. */
static size_t
part_step(const struct choice *c, const struct pos *p, bool back)
{
	size_t i, k;

	for (i = 1; i <= c->nparts; i++) {
		k = (c->part + (back ? c->nparts - i : i)) % c->nparts;
		if (part_moves(c, p, k))
			return k;
	}
	return c->part;
}

/* Does a turn move every part that can move (Every-SG)? */
static bool
all_parts(const struct choice *c)
{
	const struct game *g = c->rules->game;

	return g->play.all_parts != NULL && g->play.all_parts(c->rules);
}

/* The parts of p that can move and have no move entered yet, as a list
 * of their numbers ("2, 3") in out; how many. */
static size_t
parts_waiting(const struct choice *c, const struct pos *p, struct sbuf *out)
{
	size_t k, n = 0;

	for (k = 0; k < c->nparts; k++) {
		if (c->parts[k].entered || !part_moves(c, p, k))
			continue;
		if (n++ > 0)
			/* TRANSLATORS: between the numbers of a list. */
			sbuf_add(out, _(", "));
		sbuf_printf(out, "%zu", k + 1);
	}
	return n;
}

void
parts_free(struct choice *c)
{
	size_t k;

	for (k = 0; k < c->nparts; k++)
		choice_free(&c->parts[k]);
	free(c->parts);
	c->parts = NULL;
	c->nparts = 0;
}

void
parts_reset(struct choice *c, const struct pos *p)
{
	struct game_part part;
	struct pos pp;
	size_t k;

	pos_init(&pp);
	for (k = 0; k < c->nparts; k++) {
		if (part_pos(c, p, k, &part, &pp))
			choice_reset(&c->parts[k], &pp);
		c->parts[k].entered = false;
	}
	pos_free(&pp);
	/* A part that is over hands the keys on. */
	if (c->part >= c->nparts || !part_moves(c, p, c->part))
		c->part = part_step(c, p, false);
}

void
parts_init(struct choice *c, const struct pos *p)
{
	struct game_part part;
	struct pos pp;
	size_t k, n = game_nparts(c->rules, p);

	if (n == 0 || (c->parts = sg_calloc(n, sizeof *c->parts)) == NULL)
		return;
	pos_init(&pp);
	for (k = 0; k < n; k++) {
		if (part_pos(c, p, k, &part, &pp))
			choice_init(&c->parts[k], part.rules, &pp, c->turned);
		else
			choice_init(&c->parts[k], c->rules, p, c->turned);
		c->nparts++;
	}
	pos_free(&pp);
	c->part = SIZE_MAX;
	parts_reset(c, p);
}

int
parts_copy(struct choice *dst, const struct choice *src)
{
	size_t k;

	if (src->nparts == 0)
		return SG_OK;
	if ((dst->parts = sg_calloc(src->nparts, sizeof *dst->parts)) == NULL)
		return SG_ENOMEM;
	for (k = 0; k < src->nparts; k++) {
		pos_init(&dst->parts[k].give);
		dst->nparts++;
		if (choice_copy(&dst->parts[k], &src->parts[k]) != SG_OK)
			return SG_ENOMEM;
	}
	return SG_OK;
}

/* Does act go to another part (else to the part with the keys)? */
static bool
part_key(const struct choice *c, enum action act)
{
	if (act == ACT_PAGEDOWN || act == ACT_PAGEUP)
		return true;
	return (act == ACT_NEXT || act == ACT_PREV) && (c->part >= c->nparts ||
	    !choice_own_key(&c->parts[c->part], act));
}

/* Part k takes the keys, if it has a move. */
static bool
part_focus(struct choice *c, const struct pos *p, size_t k,
    struct sg_cause *refused)
{
	if (k >= c->nparts)
		return false;
	if (!part_moves(c, p, k)) {
		sg_fail(refused, SG_EINVAL, _("game %zu is over: it has no "
		    "move "
		    "left"), k + 1);
		return false;
	}
	c->part = k;
	return true;
}

/* Every-SG: Enter keeps the move chosen in the part with the keys, and
 * hands the keys to the next part still to move; the whole is made once
 * every part that can move has its move. */
static bool
parts_enter(struct choice *c, const struct pos *p, struct sg_cause *said)
{
	struct sbuf wait;
	size_t k = c->part, i;

	c->parts[c->part].entered = true;
	sbuf_init(&wait);
	if (parts_waiting(c, p, &wait) == 0) {
		sbuf_free(&wait);
		return true;
	}
	for (i = 1; i <= c->nparts; i++) {
		k = (c->part + i) % c->nparts;
		if (!c->parts[k].entered && part_moves(c, p, k))
			break;
	}
	/* TRANSLATORS: Every-SG: the game whose move was kept, then
	 * the numbers of the games still to move ("2, 3"). */
	sg_fail(said, SG_EINVAL, _("Move in game %1$zu kept; still to move: "
	    "game %2$s."), c->part + 1, sbuf_str(&wait));
	c->part = k;
	sbuf_free(&wait);
	return false;
}

bool
parts_action(struct choice *c, const struct pos *p,
    const struct choice_ev *ev, struct sg_cause *refused)
{
	struct choice_ev local = *ev;
	struct game_part part;
	struct pos pp;
	size_t k;
	bool go;

	refused->text[0] = '\0';
	if (c->nparts == 0) {
		sg_fail(refused, SG_EINVAL, _("there is nothing to move"));
		return false;
	}
	if (part_key(c, ev->act)) {
		k = part_step(c, p, ev->act == ACT_PREV ||
		    ev->act == ACT_PAGEUP);
		if (k == c->part)
			sg_fail(refused, SG_EINVAL, _("no other game has a "
			    "move"));
		c->part = k;
		return false;
	}
	if (ev->act == ACT_CLICK) {
		k = change_item_part(ev->item);
		local.item = change_item_local(ev->item);
		/* The line over a part: that part, nothing chosen in it. */
		if (local.item == change_item_local(SIZE_MAX) || k != c->part) {
			part_focus(c, p, k, refused);
			if (local.item == change_item_local(SIZE_MAX))
				return false;
		}
	}
	pos_init(&pp);
	go = part_pos(c, p, c->part, &part, &pp) &&
	    choice_action(&c->parts[c->part], &pp, &local, refused);
	pos_free(&pp);
	if (go && all_parts(c))
		go = parts_enter(c, p, refused);
	return go;
}

/* Every-SG: the move of every part that can move, each its part's
 * choice, joined into the whole. */
static int
parts_build_all(const struct choice *c, const struct pos *p, struct pos *out,
    struct sg_cause *why)
{
	const struct game *g = c->rules->game;
	struct game_part part;
	struct pos pp, to, next;
	size_t k;
	int rc = SG_OK;

	pos_init(&pp);
	pos_init(&to);
	pos_init(&next);
	if (pos_copy(out, p) != SG_OK)
		rc = sg_fail(why, SG_ENOMEM, _("out of memory"));
	for (k = 0; k < c->nparts && rc == SG_OK; k++) {
		if (!part_moves(c, p, k))
			continue;
		rc = game_part_pos(c->rules, p, k, &part, &pp, why);
		if (rc == SG_OK)
			rc = choice_build(&c->parts[k], &pp, &to, why);
		if (rc == SG_OK)
			rc = g->play.join(c->rules, out, k, &to, &next, why);
		if (rc == SG_OK)
			rc = pos_copy(out, &next) == SG_OK ? SG_OK :
			    sg_fail(why, SG_ENOMEM, _("out of memory"));
	}
	pos_free(&pp);
	pos_free(&to);
	pos_free(&next);
	return rc;
}

int
parts_build(const struct choice *c, const struct pos *p, struct pos *out,
    struct sg_cause *why)
{
	const struct game *g = c->rules->game;
	struct game_part part;
	struct pos pp, to;
	int rc;

	if (c->part >= c->nparts)
		return sg_fail(why, SG_EINVAL, _("there is nothing to move"));
	if (all_parts(c))
		return parts_build_all(c, p, out, why);
	pos_init(&pp);
	pos_init(&to);
	rc = game_part_pos(c->rules, p, c->part, &part, &pp, why);
	if (rc == SG_OK)
		rc = choice_build(&c->parts[c->part], &pp, &to, why);
	if (rc == SG_OK)
		rc = g->play.join(c->rules, p, c->part, &to, out, why);
	pos_free(&pp);
	pos_free(&to);
	return rc;
}

/* A part's move, put back into the whole for the caller's fn. */
struct part_each {
	const struct choice *c;
	const struct pos *p;
	size_t k;
	choice_move_fn *fn;
	void *arg;
	bool oom;
};

static bool
part_each_one(void *arg, size_t item, uint64_t unit, uint64_t width,
    const struct pos *to)
{
	struct part_each *pe = arg;
	struct sg_cause why;
	struct pos whole;
	bool more;

	pos_init(&whole);
	if (pe->c->rules->game->play.join(pe->c->rules, pe->p, pe->k, to,
	    &whole, &why) != SG_OK) {
		pos_free(&whole);
		pe->oom = true;
		return false;
	}
	more = pe->fn(pe->arg, change_part_item(pe->k, item), unit, width,
	    &whole);
	pos_free(&whole);
	return more;
}

bool
parts_each(const struct choice *c, const struct pos *p, choice_move_fn *fn,
    void *arg)
{
	struct part_each pe = { c, p, 0, fn, arg, false };
	struct game_part part;
	struct pos pp;
	bool done = true;

	pos_init(&pp);
	for (pe.k = 0; pe.k < c->nparts && done; pe.k++) {
		if (!choice_part_lists_moves(c, pe.k) ||
		    !part_pos(c, p, pe.k, &part, &pp))
			continue;
		choice_each_move(&c->parts[pe.k], &pp, part_each_one, &pe,
		    &done);
	}
	pos_free(&pp);
	return done && !pe.oom;
}

int
parts_changes(const struct choice *c, const struct pos *p,
    const struct pos *to, struct changes *out)
{
	struct game_part part;
	struct changes cs;
	struct pos pp, tp;
	size_t i;
	int rc = SG_OK;

	size_t k;

	if (c->part >= c->nparts)
		return SG_OK;
	pos_init(&pp);
	pos_init(&tp);
	changes_init(&cs);
	for (k = 0; k < c->nparts && rc == SG_OK; k++) {
		if (k != c->part && !all_parts(c))
			continue;
		changes_clear(&cs);
		if (part_pos(c, p, k, &part, &pp) &&
		    part_pos(c, to, k, &part, &tp) && !pos_eq(&pp, &tp))
			rc = choice_changes(&c->parts[k], &pp, &tp, &cs);
		for (i = 0; i < cs.n && rc == SG_OK; i++)
			rc = changes_add(out, cs.c[i].kind,
			    change_part_item(k, cs.c[i].item), cs.c[i].lo,
			    cs.c[i].hi);
	}
	changes_free(&cs);
	pos_free(&pp);
	pos_free(&tp);
	return rc;
}

void
parts_keys(const struct choice *c, struct sbuf *out)
{
	if (c->nparts > 1)
		/* TRANSLATORS: key line words; Tab and PgDn are key
		 * names, two blanks end each. */
		sbuf_add(out, part_key(c, ACT_NEXT) ? _("Tab next game  ") :
		    _("PgDn next game  "));
	if (c->part < c->nparts)
		choice_keys(&c->parts[c->part], out);
}

size_t
choice_part_focus(const struct choice *c)
{
	return c->nparts > 0 ? c->part : SIZE_MAX;
}

const struct choice *
choice_part(const struct choice *c, size_t k)
{
	return k < c->nparts ? &c->parts[k] : c;
}
