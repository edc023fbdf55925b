/*
 * misere.c: the misere outcome by theory or by a memoised search over
 * canonical positions (misere.h).
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "misere.h"
#include "engine/words.h"

/* ---- the table of solved positions ---- */

/*
 * Open addressing over 64-bit slots.  A slot is 0 when empty; otherwise
 * its low bit is the outcome (1: won for the player to move), the next
 * 47 bits one more than where its key starts in the arena, and the top 16
 * bits a tag from the key's hash, so that a probe passes most other keys
 * without reading the arena.  A key in the arena is its length in bytes
 * and then its entries, each a number written 7 bits a byte, low bits
 * first: a heap under 128 takes one byte.
 */
struct table {
	uint64_t *slot;
	size_t size;		/* a power of two */
	size_t used;
	uint8_t *arena;
	size_t len, cap;
	uint8_t *key;		/* the key looked up last, written out */
	size_t klen, kcap;
	uint64_t hash;		/* its hash */
};

enum {
	TABLE_FIRST = 1024,
	OFFSET_BITS = 47,
	VARINT_MAX = 10		/* bytes of a 64-bit number, at most */
};

static const uint64_t OFFSET_MASK = ((uint64_t)1 << OFFSET_BITS) - 1;

static size_t
put_number(uint8_t *b, uint64_t x)
{
	size_t n = 0;

	for (; x >= 0x80; x >>= 7)
		b[n++] = (uint8_t)(x | 0x80);
	b[n++] = (uint8_t)x;
	return n;
}

static size_t
get_number(const uint8_t *b, uint64_t *x)
{
	size_t n = 0;
	unsigned shift = 0;

	*x = 0;
	do {
		*x |= (uint64_t)(b[n] & 0x7f) << shift;
		shift += 7;
	} while (b[n++] & 0x80);
	return n;
}

static uint64_t
hash_bytes(const uint8_t *b, size_t n)
{
	uint64_t h = 0xcbf29ce484222325ULL;
	size_t i;

	for (i = 0; i < n; i++)
		h = (h ^ b[i]) * 0x100000001b3ULL;
	h ^= h >> 31;
	h *= 0xff51afd7ed558ccdULL;
	return h ^ (h >> 29);
}

static int
table_init(struct table *t)
{
	memset(t, 0, sizeof *t);
	t->size = TABLE_FIRST;
	if ((t->slot = sg_calloc(t->size, sizeof *t->slot)) == NULL)
		return SG_ENOMEM;
	return SG_OK;
}

static void
table_free(struct table *t)
{
	free(t->slot);
	free(t->arena);
	free(t->key);
	memset(t, 0, sizeof *t);
}

/* Forget every position, keeping the memory. */
static void
table_clear(struct table *t)
{
	memset(t->slot, 0, t->size * sizeof *t->slot);
	t->used = 0;
	t->len = 0;
}

/* Write k out as the key to look up. */
static int
table_key(struct table *t, const struct pos *k)
{
	size_t i, n = 0;
	uint8_t *b;

	if (k->n + 1 > SIZE_MAX / VARINT_MAX)
		return SG_ENOMEM;
	if ((k->n + 1) * VARINT_MAX > t->kcap) {
		if ((b = realloc(t->key, (k->n + 1) * VARINT_MAX)) == NULL)
			return SG_ENOMEM;
		t->key = b;
		t->kcap = (k->n + 1) * VARINT_MAX;
	}
	for (i = 0; i < k->n; i++)
		n += put_number(t->key + n, k->v[i]);
	t->klen = n;
	t->hash = hash_bytes(t->key, n);
	return SG_OK;
}

/* The key at arena offset off is the one written out by table_key(). */
static bool
key_is(const struct table *t, uint64_t off)
{
	uint64_t len;
	size_t n = get_number(t->arena + off, &len);

	return len == t->klen && memcmp(t->arena + off + n, t->key,
	    t->klen) == 0;
}

static size_t
find_slot(const uint64_t *slot, size_t size, uint64_t h,
    const struct table *t)
{
	size_t i = (size_t)h & (size - 1);
	uint64_t tag = h >> 48;

	for (;; i = (i + 1) & (size - 1)) {
		if (slot[i] == 0)
			return i;
		if (t != NULL && slot[i] >> 48 == tag &&
		    key_is(t, ((slot[i] >> 1) & OFFSET_MASK) - 1))
			return i;
	}
}

static int
table_grow(struct table *t)
{
	uint64_t *slot, off, len;
	size_t i, n;

	if (t->size > SIZE_MAX / 2 / sizeof *slot)
		return SG_ENOMEM;
	if ((slot = sg_calloc(t->size * 2, sizeof *slot)) == NULL)
		return SG_ENOMEM;
	for (i = 0; i < t->size; i++) {
		if (t->slot[i] == 0)
			continue;
		off = ((t->slot[i] >> 1) & OFFSET_MASK) - 1;
		n = get_number(t->arena + off, &len);
		slot[find_slot(slot, t->size * 2,
		    hash_bytes(t->arena + off + n, len), NULL)] = t->slot[i];
	}
	free(t->slot);
	t->slot = slot;
	t->size *= 2;
	return SG_OK;
}

/* Is the key written out there?  Then *won is its outcome. */
static bool
table_get(const struct table *t, bool *won)
{
	uint64_t s = t->slot[find_slot(t->slot, t->size, t->hash, t)];

	*won = (s & 1) != 0;
	return s != 0;
}

/* Store the key written out, which is not there yet. */
static int
table_put(struct table *t, bool won)
{
	size_t need = t->len + VARINT_MAX + t->klen, cap;
	uint8_t *a;

	if (2 * (t->used + 1) > t->size && table_grow(t) != SG_OK)
		return SG_ENOMEM;
	if (need > t->cap) {
		cap = t->cap < 4096 ? 4096 : t->cap;
		while (cap < need && cap <= SIZE_MAX / 2)
			cap *= 2;
		if (cap < need || (a = realloc(t->arena, cap)) == NULL)
			return SG_ENOMEM;
		t->arena = a;
		t->cap = cap;
	}
	if (t->len >= OFFSET_MASK)
		return SG_ENOMEM;
	t->slot[find_slot(t->slot, t->size, t->hash, t)] =
	    (t->hash >> 48 << 48) | ((uint64_t)(t->len + 1) << 1) |
	    (won ? 1 : 0);
	t->len += put_number(t->arena + t->len, t->klen);
	memcpy(t->arena + t->len, t->key, t->klen);
	t->len += t->klen;
	t->used++;
	return SG_OK;
}

/* ---- the search ---- */

enum {
	DEAD_MAX = 1024,	/* heap sizes asked whether they have a move */
	PROGRESS_EVERY = 1 << 16	/* positions stored between reports */
};

struct search {
	struct rules *rules;
	struct table tab;
	misere_oracle *oracle;	/* may be NULL */
	void *oracle_arg;
	bool sum;		/* game->theory.is_sum */
	uint8_t dead[DEAD_MAX];	/* heap sizes: 0 not asked, 1 a move, 2 none */
	uint64_t held;		/* numbers in the options listed along the
				   current line of play */
	uint64_t listed;	/* numbers in all the options listed */
	uint64_t max_states;	/* positions stored at most */
	struct sg_cause *why;
};

/* Has a heap of h no move?  Such a heap is a finished part of a sum. */
static bool
heap_dead(struct search *s, uint64_t h)
{
	struct poslist opts;
	struct pos q;
	struct sg_cause ignored;

	if (h == 0)
		return true;
	if (h >= DEAD_MAX)
		return false;	/* kept: keeping a part is always sound */
	if (s->dead[h] == 0) {
		pos_init(&q);
		poslist_init(&opts);
		s->dead[h] = 1;
		if (pos_push(&q, h) == SG_OK && s->rules->game->rules.moves(
		    s->rules, &q, &opts, &ignored) == SG_OK && opts.n == 0)
			s->dead[h] = 2;
		poslist_free(&opts);
		pos_free(&q);
	}
	return s->dead[h] == 2;
}

/*
 * p in place as its key: the game's canonical form; in a sum of heaps the
 * heaps that have a move, in order of size (an option of a key is the key
 * with a heap or two changed, so the insertion sort has little to do).
 */
static void
canon(struct search *s, struct pos *p)
{
	size_t i, j, n = 0;
	uint64_t h;

	if (!s->sum) {
		if (s->rules->game->notation.canon != NULL)
			s->rules->game->notation.canon(s->rules, p);
		return;
	}
	for (i = 0; i < p->n; i++) {
		h = p->v[i];
		if (h >= DEAD_MAX || s->dead[h] != 1 ? heap_dead(s, h) : false)
			continue;
		for (j = n++; j > 0 && p->v[j - 1] > h; j--)
			p->v[j] = p->v[j - 1];
		p->v[j] = h;
	}
	p->n = n;
}

/* Is the outcome of key k known without a search?  Then *won is it. */
static int
known(struct search *s, const struct pos *k, bool *won, bool *is)
{
	int rc;

	*is = s->oracle != NULL && s->oracle(s->oracle_arg, k, won);
	if (*is)
		return SG_OK;
	if ((rc = table_key(&s->tab, k)) != SG_OK)
		return rc;
	*is = table_get(&s->tab, won);
	return SG_OK;
}

static int
refuse_full(struct search *s)
{
	return sg_fail(s->why, SG_ERANGE, wngettext("misere play: the "
	    "search needs more than %lu position stored; give a smaller "
	    "position", "misere play: the search needs more than %lu "
	    "positions stored; give a smaller position", s->max_states),
	    (unsigned long)s->max_states);
}

/* An option of a position: where the move goes, and its key (the same
 * in a sum of heaps, where the search moves from keys). */
struct option {
	struct pos at;
	struct pos key;
	bool won;		/* known won: no use searching it */
};

struct options {
	struct option *o;
	size_t n;
	uint64_t numbers;	/* held, as counted by hold() */
};

static void
options_free(struct options *l)
{
	size_t i;

	for (i = 0; i < l->n; i++) {
		pos_free(&l->o[i].at);
		pos_free(&l->o[i].key);
	}
	free(l->o);
	l->o = NULL;
	l->n = 0;
}

/* The bounds of misere.h as the search reads them.  The program never
 * changes them; a fuzz target lowers them, so that each of its inputs is
 * answered or refused in seconds under the sanitizers. */
uint64_t misere_max_states = MISERE_MAX_STATES;
uint64_t misere_max_held = MISERE_MAX_HELD;
uint64_t misere_max_work = MISERE_MAX_WORK;

static int
refuse_held(struct search *s)
{
	return sg_fail(s->why, SG_ERANGE, W_("misere play: the search "
	    "would hold more than %lu numbers along one line of play; give "
	    "a smaller position"), (unsigned long)misere_max_held);
}

/* The numbers options hold, bounded: a long game goes deep before it
 * solves any position, and every option is held on the way. */
static int
hold(struct search *s, struct options *l)
{
	uint64_t numbers = 0;
	size_t i;

	for (i = 0; i < l->n; i++)
		numbers += l->o[i].at.n + l->o[i].key.n + 2;
	if (numbers > misere_max_held - s->held)
		return refuse_held(s);
	if (numbers > misere_max_work - s->listed)
		return sg_fail(s->why, SG_ERANGE, W_("misere play: the "
		    "search would list more than %lu numbers in all; give a "
		    "smaller position"), (unsigned long)misere_max_work);
	s->held += numbers;
	s->listed += numbers;
	l->numbers = numbers;
	return SG_OK;
}

/* Is there room to list the options of p?  Its moves are bounded before
 * they are listed, each option as long as p and a little more (a row
 * split in two), and held twice (the option and its key). */
static int
hold_room(struct search *s, const struct pos *p)
{
	uint64_t b = s->rules->game->rules.move_bound(s->rules, p);
	uint64_t each = 2 * ((uint64_t)p->n + 2);

	if (b > (misere_max_held - s->held) / each)
		return refuse_held(s);
	return SG_OK;
}

/* The options of p, each with its key. */
static int
options(struct search *s, const struct pos *p, struct options *out)
{
	struct poslist l;
	size_t i;
	int rc;

	poslist_init(&l);
	memset(out, 0, sizeof *out);
	if ((rc = hold_room(s, p)) != SG_OK ||
	    (rc = s->rules->game->rules.moves(s->rules, p, &l, s->why)) !=
	    SG_OK)
		goto out;
	if (l.n > 0 && (out->o = sg_calloc(l.n, sizeof *out->o)) == NULL) {
		rc = SG_ENOMEM;
		goto out;
	}
	for (i = 0; i < l.n; i++, out->n++) {
		pos_init(&out->o[i].at);
		if (s->sum) {
			out->o[i].key = l.p[i];
		} else {
			out->o[i].at = l.p[i];
			pos_init(&out->o[i].key);
			if ((rc = pos_copy(&out->o[i].key, &l.p[i])) != SG_OK)
				goto out;
		}
		pos_init(&l.p[i]);
		canon(s, &out->o[i].key);
	}
	rc = hold(s, out);
out:
	poslist_free(&l);
	if (rc != SG_OK)
		options_free(out);
	return rc;
}

static int search_key(struct search *s, const struct pos *p,
    const struct pos *k, unsigned depth, bool *out);

/* Is the option o won?  Looked up, or searched. */
static int
option_won(struct search *s, const struct option *o, unsigned depth,
    bool *out)
{
	bool is;
	int rc;

	if ((rc = known(s, &o->key, out, &is)) != SG_OK || is)
		return rc;
	return search_key(s, s->sum ? &o->key : &o->at, &o->key, depth, out);
}

/* Is the position p, whose key is k, won?  Its options are looked up
 * first, then searched: one lost option ends it. */
static int
search_key(struct search *s, const struct pos *p, const struct pos *k,
    unsigned depth, bool *out)
{
	struct options opts = { NULL, 0, 0 };
	size_t i;
	bool child = true, is;
	int rc;

	if (s->tab.used >= s->max_states)
		return refuse_full(s);
	if (depth >= MISERE_MAX_DEPTH)
		return sg_fail(s->why, SG_ERANGE, W_("misere play: the "
		    "search stops at %lu moves in a row; give a smaller "
		    "position"), (unsigned long)MISERE_MAX_DEPTH);
	if ((rc = options(s, s->sum ? k : p, &opts)) != SG_OK)
		return rc;
	/* No move: the opponent made the last one and lost. */
	*out = opts.n == 0;
	for (i = 0; i < opts.n && !*out; i++) {
		if ((rc = known(s, &opts.o[i].key, &child, &is)) != SG_OK)
			goto out;
		*out = is && !child;
		opts.o[i].won = is && child;
	}
	for (i = 0; i < opts.n && !*out; i++) {
		if (opts.o[i].won)
			continue;
		if ((rc = option_won(s, &opts.o[i], depth + 1, &child)) !=
		    SG_OK)
			goto out;
		*out = !child;
	}
	if ((rc = table_key(&s->tab, k)) != SG_OK ||
	    (rc = table_put(&s->tab, *out)) != SG_OK)
		goto out;
	if (s->tab.used % PROGRESS_EVERY == 0 &&
	    !rules_progress(s->rules, s->tab.used, 0))
		rc = sg_fail(s->why, SG_EINTR, W_("stopped"));
out:
	s->held -= opts.numbers;
	options_free(&opts);
	return rc;
}

/* Is p won for the player to move under misere play? */
static int
won(struct search *s, const struct pos *p, unsigned depth, bool *out)
{
	struct pos key;
	bool is;
	int rc;

	pos_init(&key);
	if ((rc = pos_copy(&key, p)) != SG_OK)
		goto out;
	canon(s, &key);
	if ((rc = known(s, &key, out, &is)) != SG_OK || is)
		goto out;
	rc = search_key(s, p, &key, depth, out);
out:
	pos_free(&key);
	return rc;
}

/* The moves of p that leave a lost position, in the order of pos_cmp. */
static int
search_moves(struct search *s, const struct pos *p, struct solution *sol)
{
	struct poslist opts;
	size_t i;
	bool child;
	int rc, err = SG_OK;

	poslist_init(&opts);
	if ((rc = s->rules->game->rules.moves(s->rules, p, &opts, s->why)) !=
	    SG_OK)
		goto out;
	poslist_sort(&opts);
	for (i = 0; i < opts.n; i++) {
		if ((rc = won(s, &opts.p[i], 1, &child)) != SG_OK)
			goto out;
		if (!child && !solution_add(sol, &opts.p[i], &err))
			break;
	}
	rc = err;
out:
	poslist_free(&opts);
	return rc;
}

struct misere_memo {
	struct search s;
};

int
misere_memo_new(struct rules *r, struct misere_memo **out,
    struct sg_cause *why)
{
	struct misere_memo *m;

	*out = NULL;
	if (r->game->rules.move_bound == NULL)
		return sg_fail(why, SG_EUNSUP, W_("misere play: %s cannot be "
		    "searched (no bound on its moves)"), r->game->name);
	if ((m = sg_calloc(1, sizeof *m)) == NULL)
		return sg_nomem(why);
	m->s.rules = r;
	m->s.sum = r->game->theory.is_sum;
	m->s.max_states = misere_max_states;
	if (table_init(&m->s.tab) != SG_OK) {
		free(m);
		return sg_nomem(why);
	}
	*out = m;
	return SG_OK;
}

void
misere_memo_oracle(struct misere_memo *m, misere_oracle *f, void *arg)
{
	m->s.oracle = f;
	m->s.oracle_arg = arg;
}

void
misere_memo_limit(struct misere_memo *m, uint64_t max_states)
{
	m->s.max_states = max_states;
}

uint64_t
misere_memo_stored(const struct misere_memo *m)
{
	return m->s.tab.used;
}

void
misere_memo_free(struct misere_memo *m)
{
	if (m == NULL)
		return;
	table_free(&m->s.tab);
	free(m);
}

int
misere_memo_solve(struct misere_memo *m, const struct pos *p,
    struct solution *sol, struct sg_cause *why)
{
	struct search *s = &m->s;
	bool w;
	int rc;

	s->why = why;
	s->held = 0;
	sol->has_grundy = false;
	if ((rc = won(s, p, 0, &w)) == SG_OK) {
		sol->outcome = w ? OUTCOME_N : OUTCOME_P;
		if (w)
			rc = search_moves(s, p, sol);
	}
	/* A full table answers nothing more: start again, so that a
	 * smaller position is still answered. */
	if (rc == SG_ERANGE && s->tab.used >= s->max_states)
		table_clear(&s->tab);
	return rc == SG_ENOMEM ? sg_fail(why, rc, W_("out of memory")) : rc;
}

int
misere_search(struct rules *r, const struct pos *p, struct solution *sol,
    struct sg_cause *why)
{
	struct misere_memo *m;
	int rc;

	if ((rc = misere_memo_new(r, &m, why)) != SG_OK)
		return rc;
	rc = misere_memo_solve(m, p, sol, why);
	misere_memo_free(m);
	return rc;
}

int
misere_solve(struct rules *r, const struct pos *p, struct solution *sol,
    struct sg_cause *why)
{
	if (r->game->theory.misere != NULL)
		return r->game->theory.misere(r, p, sol, why);
	return misere_search(r, p, sol, why);
}
