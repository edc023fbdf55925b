/*
 * change.c: the readers of what a move changed.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "change.h"
#include "util.h"

void
changes_init(struct changes *cs)
{
	memset(cs, 0, sizeof *cs);
}

void
changes_free(struct changes *cs)
{
	free(cs->c);
	changes_init(cs);
}

void
changes_clear(struct changes *cs)
{
	cs->n = 0;
}

int
changes_add(struct changes *cs, enum change_kind k, size_t item, uint64_t lo,
    uint64_t hi)
{
	struct change *c;

	if (cs->n == cs->cap) {
		size_t cap = cs->cap ? cs->cap * 2 : 8;

		if ((c = sg_reallocarray(cs->c, cap, sizeof *c)) == NULL)
			return SG_ENOMEM;
		cs->c = c;
		cs->cap = cap;
	}
	cs->c[cs->n].kind = k;
	cs->c[cs->n].item = item;
	cs->c[cs->n].lo = lo;
	cs->c[cs->n].hi = hi;
	cs->n++;
	return SG_OK;
}

int
changes_at(const struct changes *cs, size_t item, uint64_t u)
{
	size_t i;

	for (i = 0; i < cs->n; i++) {
		const struct change *c = &cs->c[i];

		if (c->item == item && c->lo <= u && u < c->hi &&
		    c->kind != CHANGE_SPLIT && c->kind != CHANGE_CUT_V &&
		    c->kind != CHANGE_CUT_H)
			return (int)c->kind;
	}
	return -1;
}

bool
changes_find(const struct changes *cs, enum change_kind k, size_t item,
    uint64_t *lo)
{
	size_t i;

	for (i = 0; i < cs->n; i++) {
		if (cs->c[i].kind == k && cs->c[i].item == item) {
			if (lo != NULL)
				*lo = cs->c[i].lo;
			return true;
		}
	}
	return false;
}

/* The first entry where from and to differ (from->n if none). */
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

/* Entry i of from replaced by entries i .. i + extra of to (the rest the
 * same): the extra is set, the start of the replacement in *i. */
static bool
replaced(const struct pos *from, const struct pos *to, size_t *i,
    size_t *extra)
{
	if (to->n < from->n || to->n > from->n + 1)
		return false;
	*extra = to->n - from->n;
	*i = first_diff(from, to);
	return *i < from->n && same_tail(from, to, *i, *extra);
}

/* After the move: the items it made, whole. */
static int
new_items(const struct pos *to, size_t i, size_t extra, struct changes *out)
{
	size_t k;
	int rc = SG_OK;

	for (k = 0; k <= extra && i + k < to->n && rc == SG_OK; k++)
		rc = changes_add(out, CHANGE_TO, i + k, 0, to->v[i + k]);
	return rc;
}

int
change_lowered(const struct pos *from, const struct pos *to, bool after,
    struct changes *out)
{
	size_t i;
	int rc = SG_OK;

	(void)after;	/* ghosts past the new size show what was taken */
	if (to->n > from->n)
		return SG_OK;
	/* Entries gone from the end were lowered to nothing. */
	for (i = 0; i < from->n && rc == SG_OK; i++) {
		uint64_t v = i < to->n ? to->v[i] : 0;

		if (v < from->v[i])
			rc = changes_add(out, CHANGE_TAKE, i, v, from->v[i]);
	}
	return rc;
}

int
change_split(const struct pos *from, const struct pos *to, bool after,
    struct changes *out)
{
	size_t i, extra;

	if (!replaced(from, to, &i, &extra) || extra != 1 ||
	    to->v[i] + to->v[i + 1] != from->v[i])
		return SG_OK;
	if (after)
		return new_items(to, i, extra, out);
	return changes_add(out, CHANGE_SPLIT, i, to->v[i], to->v[i] + 1);
}

int
change_took_split(const struct pos *from, const struct pos *to, bool after,
    struct changes *out)
{
	uint64_t v, a, b;
	size_t i, extra;

	if (to->n == from->n)
		return change_lowered(from, to, after, out);
	if (!replaced(from, to, &i, &extra) || extra != 1)
		return SG_OK;
	v = from->v[i];
	a = to->v[i];
	b = to->v[i + 1];
	if (a + b > v)
		return SG_OK;
	if (after)
		return new_items(to, i, extra, out);
	/* The rest splits as a | b; the stones taken are the last ones. */
	if (a + b < v && changes_add(out, CHANGE_TAKE, i, a + b, v) != SG_OK)
		return SG_ENOMEM;
	return changes_add(out, CHANGE_SPLIT, i, a, a + 1);
}

int
change_handed_out(const struct pos *from, const struct pos *to, bool after,
    struct changes *out)
{
	uint64_t given = 0;
	size_t i, src = from->n;
	int rc = SG_OK;

	(void)after;
	if (to->n != from->n)
		return SG_OK;
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
			rc = changes_add(out, CHANGE_GIVE, i, from->v[i],
			    to->v[i]);
	}
	if (rc == SG_OK && given > 0)
		rc = changes_add(out, CHANGE_GIVE, src, to->v[src],
		    to->v[src] + given);
	if (rc == SG_OK)
		rc = changes_add(out, CHANGE_TAKE, src, to->v[src] + given,
		    from->v[src]);
	return rc;
}

int
change_row_taken(const struct pos *from, const struct pos *to, bool after,
    struct changes *out)
{
	uint64_t v, a, b;
	size_t i, extra;

	if (!replaced(from, to, &i, &extra))
		return SG_OK;
	v = from->v[i];
	a = to->v[i];
	b = extra == 1 ? to->v[i + 1] : 0;
	if (a + b >= v)
		return SG_OK;
	if (!after)
		return changes_add(out, CHANGE_TAKE, i, a, v - b);
	if (new_items(to, i, extra, out) != SG_OK)
		return SG_ENOMEM;
	/* A row that lost coins at its end shows them as ghosts. */
	return extra == 0 ? changes_add(out, CHANGE_TAKE, i, a, v) : SG_OK;
}

/* How each entry that differs is marked. */
enum each_mark {
	EACH_PLACE,		/* item 0, unit the entry's place */
	EACH_VALUE		/* item the entry, unit its new value */
};

/* A change of kind k for every entry that differs (emptied only, when
 * emptied is set), the pair being of one length. */
static int
each_differing(const struct pos *from, const struct pos *to,
    enum change_kind k, enum each_mark how, bool emptied,
    struct changes *out)
{
	size_t i;
	int rc = SG_OK;

	if (to->n != from->n)
		return SG_OK;
	for (i = 0; i < from->n && rc == SG_OK; i++) {
		if (from->v[i] == to->v[i] || (emptied && to->v[i] != 0))
			continue;
		rc = how == EACH_PLACE ? changes_add(out, k, 0, i, i + 1) :
		    changes_add(out, k, i, to->v[i], to->v[i] + 1);
	}
	return rc;
}

int
change_ring_taken(const struct pos *from, const struct pos *to, bool after,
    struct changes *out)
{
	(void)after;
	return each_differing(from, to, CHANGE_TAKE, EACH_PLACE, true, out);
}

int
change_slid(const struct pos *from, const struct pos *to, bool after,
    struct changes *out)
{
	size_t i;
	int rc = SG_OK;

	(void)after;
	if (to->n != from->n)
		return SG_OK;
	for (i = 0; i < from->n && rc == SG_OK; i++) {
		if (from->v[i] == to->v[i])
			continue;
		rc = changes_add(out, CHANGE_FROM, 0, from->v[i],
		    from->v[i] + 1);
		if (rc == SG_OK)
			rc = changes_add(out, CHANGE_TO, 0, to->v[i],
			    to->v[i] + 1);
	}
	return rc;
}

int
change_cut(const struct pos *from, const struct pos *to, bool after,
    struct changes *out)
{
	size_t i = first_diff(from, to) & ~(size_t)1, k;
	uint64_t w, h;
	int rc = SG_OK;

	if (i + 1 >= from->n || !same_tail(from, to, i + 1, 2))
		return SG_OK;
	w = from->v[i];
	h = from->v[i + 1];
	if (after) {
		for (k = 0; k < 2 && rc == SG_OK; k++)
			rc = changes_add(out, CHANGE_TO, i / 2 + k, 0,
			    UINT64_MAX);
		return rc;
	}
	if (to->v[i + 1] == h && to->v[i + 3] == h &&
	    to->v[i] + to->v[i + 2] == w)
		return changes_add(out, CHANGE_CUT_V, i / 2, to->v[i],
		    to->v[i] + 1);
	if (to->v[i] == w && to->v[i + 2] == w &&
	    to->v[i + 1] + to->v[i + 3] == h)
		return changes_add(out, CHANGE_CUT_H, i / 2, to->v[i + 1],
		    to->v[i + 1] + 1);
	return SG_OK;
}

int
change_set(const struct pos *from, const struct pos *to, bool after,
    struct changes *out)
{
	(void)after;
	return each_differing(from, to, CHANGE_TO, EACH_VALUE, false, out);
}

int
change_turned(const struct pos *from, const struct pos *to, bool after,
    struct changes *out)
{
	(void)after;
	return each_differing(from, to, CHANGE_TURN, EACH_PLACE, false, out);
}
