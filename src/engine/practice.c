/*
 * practice.c: exercises made from the games' random starts.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "explain.h"
#include "practice.h"
#include "engine/words.h"

enum {
	EX_TRIES = 60,		/* random starts tried for one exercise */
	EX_MOVES = 8		/* winning moves kept with the answer */
};

static const char *const kind_names[EX_KINDS] = {
	"outcome", "move", "value"
};

const char *
ex_kind_name(enum ex_kind k)
{
	return k < EX_KINDS ? kind_names[k] : "?";
}

bool
ex_kind_find(const char *name, enum ex_kind *out)
{
	int k;

	for (k = 0; k < EX_KINDS; k++) {
		if (strcmp(name, kind_names[k]) == 0) {
			*out = (enum ex_kind)k;
			return true;
		}
	}
	return false;
}

void
ex_free(struct exercise *e)
{
	rules_free(e->rules);
	e->rules = NULL;
	pos_free(&e->pos);
	solution_free(&e->sol);
}

static bool
finished(struct rules *r, const struct pos *p)
{
	struct sg_cause why;
	struct pos q;
	int rc;

	pos_init(&q);
	rc = r->game->rules.any_move(r, p, &q, &why);
	pos_free(&q);
	return rc == SG_ENOMOVE;
}

void
ex_run_init(struct ex_run *run, uint64_t seed)
{
	memset(run, 0, sizeof *run);
	run->seed = seed;
}

void
ex_run_free(struct ex_run *run)
{
	size_t i;

	for (i = 0; i < run->nseen; i++)
		free(run->seen[i]);
	free(run->seen);
	run->seen = NULL;
	run->nseen = run->capseen = 0;
}

/* The position of e in words, its game and options first, in the form
 * its game keeps for memo keys (so "nim 6 2 6" is "nim 2 6 6"). */
static int
seen_key(const struct exercise *e, struct sbuf *out)
{
	const struct game *g = e->rules->game;
	struct pos q;

	pos_init(&q);
	if (pos_copy(&q, &e->pos) != SG_OK)
		return SG_ENOMEM;
	if (g->notation.canon != NULL)
		g->notation.canon(e->rules, &q);
	sbuf_printf(out, "%s ", g->name);
	if (g->notation.format_opts != NULL) {
		g->notation.format_opts(e->rules, out);
		sbuf_addc(out, ' ');
	}
	game_format(e->rules, &q, out);
	pos_free(&q);
	return out->oom ? SG_ENOMEM : SG_OK;
}

static bool
was_seen(const struct ex_run *run, const struct exercise *e)
{
	struct sbuf key;
	bool seen = false;
	size_t i;

	sbuf_init(&key);
	if (seen_key(e, &key) == SG_OK)
		for (i = 0; i < run->nseen && !seen; i++)
			seen = strcmp(run->seen[i], sbuf_str(&key)) == 0;
	sbuf_free(&key);
	return seen;
}

static int
mark_seen(struct ex_run *run, const struct exercise *e)
{
	struct sbuf key;
	char *copy;
	int rc;

	sbuf_init(&key);
	rc = seen_key(e, &key);
	copy = rc == SG_OK ? sg_strdup(sbuf_str(&key)) : NULL;
	sbuf_free(&key);
	if (copy == NULL)
		return SG_ENOMEM;
	if (run->nseen == run->capseen) {
		size_t cap = run->capseen == 0 ? 16 : 2 * run->capseen;
		char **s = sg_reallocarray(run->seen, cap, sizeof *s);

		if (s == NULL) {
			free(copy);
			return SG_ENOMEM;
		}
		run->seen = s;
		run->capseen = cap;
	}
	run->seen[run->nseen++] = copy;
	return SG_OK;
}

/* Is the value of one heap the heap itself (as in Nim)?  Then asking for
 * it teaches nothing, and the value of a whole position is asked. */
static bool
values_plain(struct rules *r)
{
	struct sg_cause why;
	uint64_t n, v;

	for (n = 0; n <= 24; n++)
		if (r->game->heaps.heap_value(r, n, &v, &why) != SG_OK ||
		    v != n)
			return false;
	return true;
}

/* For a value exercise on a heap game, every other time: one heap of p
 * (not empty) alone, chosen by the seed. */
static int
one_heap(struct pos *p, uint64_t *seed)
{
	size_t i, n = 0, pick;
	uint64_t x = 0;

	for (i = 0; i < p->n; i++)
		n += p->v[i] > 1;
	if (n == 0)
		return SG_OK;
	pick = (size_t)game_rand(seed, 0, n - 1);
	for (i = 0; i < p->n; i++) {
		if (p->v[i] > 1 && pick-- == 0) {
			x = p->v[i];
			break;
		}
	}
	if (pos_resize(p, 1) != SG_OK)
		return SG_ENOMEM;
	p->v[0] = x;
	return SG_OK;
}

/* What one exercise of a run is to be, drawn before its candidates. */
struct wish {
	enum ex_kind kind;
	unsigned level;		/* the level drawn from */
	bool lost;		/* outcome: a P-position wanted, else N */
	bool zero;		/* value: 0 is welcome */
	bool one;		/* value: of one heap */
	bool near;		/* a position one move from the start may do */
};

enum {
	EX_OPTIONS = 400,	/* the most options listed for a value */
	EX_REASON_OPTIONS = 5000	/* ... and for a value's reason */
};

/* The empty heaps of p left out (one is kept if all are). */
static void
drop_empty(struct pos *p)
{
	size_t i, n = 0;

	for (i = 0; i < p->n; i++)
		if (p->v[i] > 0)
			p->v[n++] = p->v[i];
	p->n = n > 0 ? n : p->n > 0 ? 1 : 0;
}

/* e's position replaced by one a move away: for an outcome, a winning
 * move (to P) or any move (to N); for a value, a random option.  false
 * when there is none to take. */
static bool
step(struct exercise *e, const struct wish *w, uint64_t *seed)
{
	struct rules *r = e->rules;
	const struct game *g = r->game;
	struct poslist l;
	struct sg_cause why;
	struct pos q;
	bool done = false;

	pos_init(&q);
	if (w->kind == EX_OUTCOME && w->lost && e->sol.wins.n > 0)
		done = pos_copy(&q, &e->sol.wins.p[0]) == SG_OK;
	else if (w->kind == EX_OUTCOME && !w->lost)
		done = g->rules.any_move(r, &e->pos, &q, &why) == SG_OK;
	else if (w->kind == EX_VALUE && g->rules.moves != NULL &&
	    g->rules.move_bound != NULL &&
	    g->rules.move_bound(r, &e->pos) <= EX_OPTIONS) {
		poslist_init(&l);
		if (g->rules.moves(r, &e->pos, &l, &why) == SG_OK && l.n > 0)
			done = pos_copy(&q, &l.p[game_rand(seed, 0, l.n - 1)])
			    == SG_OK;
		poslist_free(&l);
	}
	/* An empty heap of a sum of heaps is no part of the game. */
	if (done && explain_has_heaps(g))
		drop_empty(&q);
	if (done) {
		pos_free(&e->pos);
		e->pos = q;
	} else
		pos_free(&q);
	return done;
}

/*
 * The explanation's winning move first among e's, so that the answer
 * given, the reason and the hint all show the move the explanation
 * argues for (a part with the nim-sum's leftmost 1, lowered), never a
 * move up that merely happens to win.  The explanation looks through
 * more moves than e keeps: when its move is not among e's, it is put
 * first and e's last is dropped (e was truncated then, so it still says
 * there are more).
 */
static void
shown_first(struct exercise *e)
{
	struct sg_cause why;
	struct poslist *w = &e->sol.wins;
	struct pos to, tmp;
	size_t k;

	if (e->sol.outcome != OUTCOME_N || w->n == 0)
		return;
	pos_init(&to);
	if (explain_winning_move(e->rules, &e->pos, &to, &why) != SG_OK) {
		pos_free(&to);
		return;
	}
	for (k = 0; k < w->n && pos_cmp(&w->p[k], &to) != 0; k++)
		;
	if (k == w->n) {
		if (e->sol.limit > 0 && w->n >= e->sol.limit) {
			pos_free(&w->p[--w->n]);
			e->sol.truncated = true;
		}
		if (poslist_take(w, &to) != SG_OK) {
			pos_free(&to);
			return;
		}
		k = w->n - 1;
	} else
		pos_free(&to);
	tmp = w->p[0];
	w->p[0] = w->p[k];
	w->p[k] = tmp;
}

/* Solve e afresh; false when the theory does not answer. */
static int
solve_ex(struct exercise *e, bool *good, struct sg_cause *why)
{
	int rc;

	solution_free(&e->sol);
	solution_init(&e->sol, EX_MOVES);
	*good = false;
	if (finished(e->rules, &e->pos))
		return SG_OK;
	rc = e->rules->game->theory.solve(e->rules, &e->pos, &e->sol, why);
	if (rc == SG_ENOMEM)
		return rc;
	*good = rc == SG_OK;
	if (*good)
		shown_first(e);
	return SG_OK;
}

/* Does e answer the wish? */
static bool
fits(const struct exercise *e, const struct wish *w)
{
	switch (w->kind) {
	case EX_OUTCOME:
		return (e->sol.outcome == OUTCOME_P) == w->lost;
	case EX_MOVE:
		return e->sol.outcome == OUTCOME_N && e->sol.wins.n > 0;
	default:
		return e->sol.has_grundy && (w->zero || e->sol.grundy != 0);
	}
}

/* One candidate: a random start of g at the wished level, or a position
 * a move from it, kept (*kept) if it fits the wish and was not asked. */
static int
candidate(struct ex_run *run, const struct game *g, const struct wish *w,
    struct exercise *e, bool fresh, bool *kept, struct sg_cause *why)
{
	struct rules *base = NULL;
	struct sbuf sb;
	bool good;
	int rc;

	*kept = false;
	if ((rc = rules_new(g, &base, why)) != SG_OK)
		return rc;
	sbuf_init(&sb);
	g->play.random(base, w->level, false, &run->seed, &sb);
	rules_free(base);
	if (sb.oom) {
		sbuf_free(&sb);
		return sg_nomem(why);
	}
	rc = game_parse_line(g, sbuf_str(&sb), &e->rules, &e->pos, why);
	sbuf_free(&sb);
	if (rc != SG_OK)
		return rc == SG_ENOMEM ? rc : SG_OK;	/* try another */
	if (w->one && one_heap(&e->pos, &run->seed) != SG_OK)
		return sg_nomem(why);
	if ((rc = solve_ex(e, &good, why)) != SG_OK || !good)
		return rc;
	if (!fits(e, w)) {
		if (!w->near || w->one || !step(e, w, &run->seed))
			return SG_OK;
		if ((rc = solve_ex(e, &good, why)) != SG_OK || !good ||
		    !fits(e, w))
			return rc;
	}
	*kept = !fresh || !was_seen(run, e);
	return SG_OK;
}

enum {
	EX_CHOICE = 4,		/* candidates ordered by size, one kept */
	EX_ENOUGH = 12,		/* tries after which one candidate will do */
	EX_NEAR = 6		/* tries before a position a move away is
				   taken */
};

static void
ex_blank(struct exercise *e, enum ex_kind k)
{
	memset(e, 0, sizeof *e);
	pos_init(&e->pos);
	solution_init(&e->sol, 0);
	e->kind = k;
}

/* Up to EX_CHOICE candidates of the wish in c[], their number in *n. */
static int
gather(struct ex_run *run, const struct game *g, struct wish *w,
    bool fresh, struct exercise *c, size_t *n, struct sg_cause *why)
{
	unsigned t;
	bool kept;
	int rc;

	*n = 0;
	for (t = 0; t < EX_TRIES && *n < EX_CHOICE; t++) {
		/* Enough to choose from, where starts are slow to solve. */
		if (*n > 0 && t >= EX_ENOUGH)
			break;
		/* Random starts first; then, for a rare outcome or a value
		 * not 0, a position one move from one. */
		w->near = t >= EX_NEAR;
		ex_blank(&c[*n], w->kind);
		rc = candidate(run, g, w, &c[*n], fresh, &kept, why);
		if (rc == SG_OK && kept) {
			(*n)++;
			continue;
		}
		ex_free(&c[*n]);
		if (rc != SG_OK)
			return rc;
	}
	return SG_OK;
}

static bool
all_zero(const struct exercise *c, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (c[i].sol.grundy != 0)
			return false;
	return true;
}

static int
by_size(const void *a, const void *b)
{
	const struct exercise *ea = a, *eb = b;
	/* Ordered by difficulty: the size the game measures. */
	uint64_t x = game_size(ea->rules, &ea->pos);
	uint64_t y = game_size(eb->rules, &eb->pos);

	return x < y ? -1 : x > y;
}

/* The wish of the run's next exercise of kind k. */
static void
wish_for(struct ex_run *run, const struct game *g, enum ex_kind k,
    unsigned level, struct wish *w)
{
	struct rules *r = NULL;
	struct sg_cause why;

	memset(w, 0, sizeof *w);
	w->kind = k;
	w->level = level;
	/* N and P in turn, in a random order: never more than one apart. */
	if (2 * run->lost != run->outcomes)
		w->lost = 2 * run->lost < run->outcomes;
	else
		w->lost = game_rand(&run->seed, 0, 1) == 1;
	w->zero = game_rand(&run->seed, 0, 4) == 0;
	if (k == EX_VALUE && explain_has_heaps(g) && run->values % 2 == 0 &&
	    rules_new(g, &r, &why) == SG_OK)
		w->one = !values_plain(r);
	rules_free(r);
}

/* Refuse: no exercise of kind k found for game g at this level. */
static int
no_exercise(const struct game *g, enum ex_kind k, unsigned level,
    struct sg_cause *why)
{
	/* TRANSLATORS: %1$s is a game's name as typed (nim, kayles);
	 * %2$u a level from 1 to 5, %3$d how many starts were tried. */
	switch (k) {
	case EX_OUTCOME:
		return sg_fail(why, SG_EUNSUP, W_("%1$s: no outcome exercises "
		    "at level %2$u (none of %3$d starts fits)"), g->name, level,
		    EX_TRIES);
	case EX_MOVE:
		return sg_fail(why, SG_EUNSUP, W_("%1$s: no move exercises at "
		    "level %2$u (none of %3$d starts fits)"), g->name, level,
		    EX_TRIES);
	default:
		return sg_fail(why, SG_EUNSUP, W_("%1$s: no value exercises at "
		    "level %2$u (none of %3$d starts fits)"), g->name, level,
		    EX_TRIES);
	}
}

/* Make an exercise of g of exactly kind k: from candidates at the level
 * (larger levels when the level has none left), the smaller at a low
 * level, the larger at a high one. */
static int
make_kind(struct ex_run *run, const struct game *g, enum ex_kind k,
    unsigned level, struct exercise *out, struct sg_cause *why)
{
	struct exercise c[EX_CHOICE];
	struct wish w;
	size_t n = 0, i, lo, pick;
	unsigned pass;
	int rc = SG_OK;

	wish_for(run, g, k, level, &w);
	/* Passes: unasked positions at the level and up; then, when a value
	 * of one heap finds none, of a whole position; last, repeats. */
	for (pass = 0; pass < 3 && n == 0 && rc == SG_OK; pass++) {
		if (pass == 1 && !w.one)
			continue;
		if (pass == 1)
			w.one = false;
		for (w.level = level; w.level <= 5 && n == 0 && rc == SG_OK;
		    w.level++)
			rc = gather(run, g, &w, pass < 2, c, &n, why);
	}
	/* A 0 is asked only in a game that has other values to ask. */
	if (rc == SG_OK && n > 0 && k == EX_VALUE && w.zero &&
	    all_zero(c, n)) {
		struct exercise d[EX_CHOICE];
		size_t m = 0;

		w.zero = false;
		for (w.level = level; w.level <= 5 && m == 0 && rc == SG_OK;
		    w.level++)
			rc = gather(run, g, &w, false, d, &m, why);
		for (i = 0; i < m; i++)
			ex_free(&d[i]);
		if (m == 0) {
			for (i = 0; i < n; i++)
				ex_free(&c[i]);
			n = 0;
		}
	}
	/* A game without positions of the outcome wished: the other. */
	if (rc == SG_OK && n == 0 && k == EX_OUTCOME) {
		w.lost = !w.lost;
		w.level = level;
		rc = gather(run, g, &w, false, c, &n, why);
	}
	if (rc != SG_OK)
		return rc;
	if (n == 0)
		return no_exercise(g, k, level, why);
	qsort(c, n, sizeof c[0], by_size);
	lo = (size_t)(level - 1) * (n - 1) / 4;
	pick = (size_t)game_rand(&run->seed, lo, lo + 1 < n ? lo + 1 : lo);
	for (i = 0; i < n; i++)
		if (i != pick)
			ex_free(&c[i]);
	*out = c[pick];
	return SG_OK;
}

int
ex_next(struct ex_run *run, const struct game *g, int kind, unsigned level,
    struct exercise *out, struct sg_cause *why)
{
	unsigned i;
	int rc = SG_EUNSUP;
	bool mixed = false;

	if (level < 1 || level > 5)
		return sg_fail(why, SG_EINVAL, W_("level %u: must be from 1 to "
		    "5"),
		    level);
	/* A run of every game at level 1 meets each kind first on a single
	 * game: a sum (a game holding other games) comes after. */
	for (i = 0; g == NULL || (mixed && level == 1 && run->made <
	    EX_KINDS && g->notation.nests); i++) {
		mixed = true;
		g = game_at((size_t)game_rand(&run->seed, 0, game_count() - 1));
	}
	if (kind != EX_ANY)
		rc = make_kind(run, g, (enum ex_kind)kind, level, out, why);
	else {
		/* The kinds in turn; a kind the game does not offer gives
		 * way. */
		for (i = 0; i < EX_KINDS; i++) {
			rc = make_kind(run, g, (enum ex_kind)((run->made + i) %
			    EX_KINDS), level, out, why);
			if (rc != SG_EUNSUP)
				break;
		}
	}
	if (rc != SG_OK)
		return rc;
	if (mark_seen(run, out) != SG_OK) {
		ex_free(out);
		return sg_nomem(why);
	}
	run->made++;
	if (out->kind == EX_OUTCOME) {
		run->outcomes++;
		run->lost += out->sol.outcome == OUTCOME_P;
	} else if (out->kind == EX_VALUE)
		run->values++;
	return SG_OK;
}

int
ex_from(const char *words, enum ex_kind k, struct exercise *out,
    struct sg_cause *why)
{
	int rc;

	memset(out, 0, sizeof *out);
	pos_init(&out->pos);
	solution_init(&out->sol, EX_MOVES);
	out->kind = k;
	rc = game_parse_words(words, &out->rules, &out->pos, why);
	if (rc == SG_OK)
		rc = out->rules->game->theory.solve(out->rules, &out->pos, &out->sol,
		    why);
	if (rc == SG_OK)
		shown_first(out);
	if (rc == SG_OK && k == EX_VALUE && !out->sol.has_grundy)
		/* TRANSLATORS: %s is a game's name as typed (nim, kayles). */
		rc = sg_fail(why, SG_EINVAL, W_("%s: no Grundy value is known "
		    "for this position"), out->rules->game->name);
	if (rc == SG_OK && k == EX_MOVE && (out->sol.outcome != OUTCOME_N ||
	    out->sol.wins.n == 0))
		/* TRANSLATORS: %s is a game's name as typed (nim, kayles). */
		rc = sg_fail(why, SG_EINVAL, W_("%s: no winning move to find "
		    "here"), out->rules->game->name);
	if (rc != SG_OK)
		ex_free(out);
	return rc;
}

bool
ex_move_right(struct exercise *e, const struct pos *to)
{
	const struct game *g = e->rules->game;
	struct solution s;
	struct sg_cause why;
	bool right;

	if (g->rules.check(e->rules, &e->pos, to, &why) != SG_OK)
		return false;
	solution_init(&s, 0);
	right = g->theory.solve(e->rules, to, &s, &why) == SG_OK &&
	    s.outcome == OUTCOME_P;
	solution_free(&s);
	return right;
}

/* The values of p's options as a set (bit v for the value v), when they
 * are few and each is known and below 64: true. */
static bool
option_values(struct rules *r, const struct pos *p, uint64_t *set)
{
	const struct game *g = r->game;
	struct solution s;
	struct sg_cause why;
	struct poslist l;
	bool good;
	size_t i;

	*set = 0;
	if (g->rules.moves == NULL || g->rules.move_bound == NULL ||
	    g->rules.move_bound(r, p) > EX_REASON_OPTIONS)
		return false;
	poslist_init(&l);
	good = g->rules.moves(r, p, &l, &why) == SG_OK;
	for (i = 0; good && i < l.n; i++) {
		solution_init(&s, 0);
		good = g->theory.solve(r, &l.p[i], &s, &why) == SG_OK &&
		    s.has_grundy && s.grundy < 64;
		if (good)
			*set |= (uint64_t)1 << s.grundy;
		solution_free(&s);
	}
	poslist_free(&l);
	return good;
}

/* The parts of a sum with their values: "heap 1 is 3 and heap 2 is 4". */
static void
part_list(const struct explanation *x, struct sbuf *out)
{
	struct sbuf one;
	size_t k;

	sbuf_init(&one);
	for (k = 0; k < x->parts.n; k++) {
		sbuf_reset(&one);
		/* TRANSLATORS: a part (such as "heap 2") and its value. */
		sbuf_printf(&one, W_("%1$s is %2$llu"), x->parts.c[k].label,
		    (unsigned long long)x->parts.c[k].value);
		explain_list_add(out, k, x->parts.n, sbuf_str(&one));
	}
	out->oom |= one.oom;
	sbuf_free(&one);
}

/* A value's reason: a sum's from its parts' values, anything else's from
 * the values of its options and their mex. */
static void
value_reason(const struct exercise *e, struct sbuf *out)
{
	struct explanation x;
	struct sg_cause why;
	uint64_t set, v, end;
	size_t k;
	bool any = false;

	unsigned long long g = e->sol.grundy;
	struct sbuf list;

	sbuf_init(&list);
	if (explain_new(e->rules, &e->pos, &x, &why) == SG_OK && x.is_sum &&
	    x.parts.n > 1) {
		struct sbuf xor;

		sbuf_init(&xor);
		for (k = 0; k < x.parts.n; k++)
			sbuf_printf(&xor, "%s%llu", k > 0 ? " ^ " : "",
			    (unsigned long long)x.parts.c[k].value);
		part_list(&x, &list);
		/* TRANSLATORS: %1$llu is the value; %2$s the parts' values
		 * XORed ("3 ^ 4 ^ 5"), %3$llu their nim-sum, %4$s a list of
		 * the parts with their values ("heap 1 is 3 and heap 2 is
		 * 4"). */
		sbuf_printf(out, W_("%1$llu: the nim-sum of the parts' values, "
		    "%2$s = %3$llu (%4$s)."), g, sbuf_str(&xor),
		    (unsigned long long)x.nimsum, sbuf_str(&list));
		out->oom |= xor.oom || list.oom;
		sbuf_free(&xor);
		sbuf_free(&list);
		explain_free(&x);
		return;
	}
	explain_free(&x);
	if (!option_values(e->rules, &e->pos, &set)) {
		if (e->sol.grundy == 0)
			sbuf_add(out, W_("0: no move leads to a position of "
			    "value 0 (each one is won by the player who moves "
			    "next), so 0 is the least value missing (the "
			    "mex)."));
		else
			sbuf_printf(out, W_("%llu: the mex of the values of "
			    "the positions one move away, which are too many "
			    "or too large to list here (sprague solve "
			    "--explain shows the theory behind it)."), g);
		return;
	}
	for (v = 0; v < 64; v = end + 1) {
		if (!(set & (uint64_t)1 << v)) {
			end = v;
			continue;
		}
		/* A run of three or more values is written "0 to 5". */
		for (end = v; end + 1 < 64 && set & (uint64_t)1 << (end + 1);
		    end++)
			;
		sbuf_add(&list, any ? ", " : "");
		if (end >= v + 2)
			/* TRANSLATORS: a run of values in a set such as
			 * {0 to 5, 7}. */
			sbuf_printf(&list, W_("%1$llu to %2$llu"),
			    (unsigned long long)v, (unsigned long long)end);
		else if (end == v + 1)
			sbuf_printf(&list, "%llu, %llu", (unsigned long long)v,
			    (unsigned long long)end);
		else
			sbuf_printf(&list, "%llu", (unsigned long long)v);
		any = true;
	}
	/* TRANSLATORS: %1$llu is the value, %2$s the values of the
	 * options, such as "0, 1, 3" or "0 to 5, 7". */
	sbuf_printf(out, W_("%1$llu: the moves lead to values {%2$s}, and "
	    "%1$llu is the least value missing (the mex)."), g,
	    sbuf_str(&list));
	out->oom |= list.oom;
	sbuf_free(&list);
}

/* The first winning move in words, and the position it leaves. */
static void
first_move(const struct exercise *e, struct sbuf *move, struct sbuf *left)
{
	e->rules->game->rules.describe(e->rules, &e->pos, &e->sol.wins.p[0],
	    move);
	game_format(e->rules, &e->sol.wins.p[0], left);
}

/* Why a won position is won: its value, and a winning move. */
static void
n_reason(const struct exercise *e, struct sbuf *out)
{
	unsigned long long g = e->sol.grundy;
	struct sbuf move, left;

	if (e->sol.wins.n == 0) {
		if (e->sol.has_grundy)
			sbuf_printf(out, W_("N (the value is %llu, not 0)."),
			    g);
		else
			sbuf_add(out, W_("N."));
		return;
	}
	sbuf_init(&move);
	sbuf_init(&left);
	first_move(e, &move, &left);
	if (e->sol.has_grundy)
		/* TRANSLATORS: %1$llu is the value; then a move in words and
		 * the position it leaves (in the notation). */
		sbuf_printf(out, W_("N (the value is %1$llu, not 0): for "
		    "example %2$s, leaving %3$s."), g, sbuf_str(&move),
		    sbuf_str(&left));
	else
		/* TRANSLATORS: a move in words, then the position it leaves
		 * (in the notation). */
		sbuf_printf(out, W_("N: for example %1$s, leaving %2$s."),
		    sbuf_str(&move), sbuf_str(&left));
	out->oom |= move.oom || left.oom;
	sbuf_free(&move);
	sbuf_free(&left);
}

void
ex_reason(const struct exercise *e, struct sbuf *out)
{
	struct sbuf move, left;

	sbuf_init(&move);
	sbuf_init(&left);

	switch (e->kind) {
	case EX_OUTCOME:
		if (e->sol.outcome == OUTCOME_P) {
			if (e->sol.has_grundy)
				sbuf_add(out, W_("P: every move leaves a "
				    "position the opponent wins (the value is "
				    "0)."));
			else
				sbuf_add(out, W_("P: every move leaves a "
				    "position the opponent wins."));
			break;
		}
		n_reason(e, out);
		break;
	case EX_MOVE:
		first_move(e, &move, &left);
		if (e->sol.wins.n > 1 || e->sol.truncated)
			/* TRANSLATORS: a move in words, then the position it
			 * leaves (in the notation). */
			sbuf_printf(out, W_("%1$s, leaving %2$s, lost for the "
			    "player to move (other winning moves are right "
			    "too)."), sbuf_str(&move), sbuf_str(&left));
		else
			/* TRANSLATORS: a move in words, then the position it
			 * leaves (in the notation). */
			sbuf_printf(out, W_("%1$s, leaving %2$s, lost for the "
			    "player to move."), sbuf_str(&move),
			    sbuf_str(&left));
		break;
	default:
		value_reason(e, out);
		break;
	}
	out->oom |= move.oom || left.oom;
	sbuf_free(&move);
	sbuf_free(&left);
}

/* Does e ask for the value of one heap of a heap game? */
static bool
one_heap_value(const struct exercise *e)
{
	return e->kind == EX_VALUE && e->pos.n == 1 &&
	    explain_has_heaps(e->rules->game);
}

int
ex_explain(struct exercise *e, struct sbuf *out, struct sg_cause *why)
{
	struct explanation x;
	int rc;

	/* The value of one heap: its options and their mex, first. */
	if (one_heap_value(e))
		return explain_heap(e->rules, e->pos.v[0], true, out, why);

	if ((rc = explain_new(e->rules, &e->pos, &x, why)) == SG_OK)
		sbuf_add(out, sbuf_str(&x.text));
	explain_free(&x);
	return rc;
}

/* The parts of a sum with their values, in a line. */
static void
part_values(const struct explanation *x, struct sbuf *out)
{
	struct sbuf list;

	sbuf_init(&list);
	part_list(x, &list);
	/* TRANSLATORS: %s is a list of the parts with their values ("heap 1
	 * is 3 and heap 2 is 4"); two spaces end the sentence. */
	sbuf_printf(out, W_("The parts' values: %s.  "), sbuf_str(&list));
	out->oom |= list.oom;
	sbuf_free(&list);
}

/* One heap: its options and their values, without the mex. */
static int
heap_hint(struct exercise *e, struct sbuf *out, struct sg_cause *why)
{
	int rc;

	if ((rc = explain_heap(e->rules, e->pos.v[0], false, out, why)) !=
	    SG_OK)
		return rc;
	sbuf_add(out, W_("The value is the least value that none of the "
	    "options has (the mex).\n"));
	return SG_OK;
}

int
ex_hint(struct exercise *e, struct sbuf *out, struct sg_cause *why)
{
	struct explanation x;
	int rc;

	if (one_heap_value(e))
		return heap_hint(e, out, why);
	if ((rc = explain_new(e->rules, &e->pos, &x, why)) != SG_OK) {
		explain_free(&x);
		return rc;
	}
	if (!x.is_sum && e->kind == EX_VALUE) {
		/* A value is asked, not who wins (Moore's Nim, turtles). */
		sbuf_add(out, W_("The value of a position is the least value "
		    "that none of its options has (the mex): work out the "
		    "values of the positions one move away first, from the "
		    "end up.\n"));
	} else if (!x.is_sum) {
		/* TRANSLATORS: "?" is the key that shows the rules. */
		sbuf_add(out, W_("A position is won when some move leaves a "
		    "position lost for the opponent, and lost when every move "
		    "leaves one the opponent wins: work back from the end, or "
		    "recall the game's theory (its rules, on the ? page).\n"));
	} else if (e->kind == EX_MOVE && x.move_part >= 0) {
		part_values(&x, out);
		/* TRANSLATORS: %1$s is a part (such as "heap 2"). */
		sbuf_printf(out, W_("Change %1$s to value %2$llu, which makes "
		    "the nim-sum 0.\n"), x.parts.c[x.move_part].label,
		    (unsigned long long)(x.parts.c[x.move_part].value ^
		    x.nimsum));
	} else {
		part_values(&x, out);
		if (e->kind == EX_VALUE)
			sbuf_add(out, W_("The value of the position is their "
			    "nim-sum (XOR).\n"));
		else
			sbuf_add(out, W_("Their nim-sum (XOR) decides: 0 means "
			    "the player to move loses.\n"));
	}
	explain_free(&x);
	return out->oom ? sg_nomem(why) : SG_OK;
}
