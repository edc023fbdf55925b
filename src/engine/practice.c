/*
 * practice.c: exercises made from the games' random starts.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "explain.h"
#include "practice.h"

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

/* For a value exercise on a heap game, every other time: one heap of p
 * (not empty) alone, chosen by the seed. */
static int
one_heap(struct rules *r, struct pos *p, uint64_t *seed)
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
	(void)r;
	if (pos_resize(p, 1) != SG_OK)
		return SG_ENOMEM;
	p->v[0] = x;
	return SG_OK;
}

/* One try: a random start of g at the level, kept if it makes an
 * exercise of kind k.  SG_OK and true in *kept, or false to try again. */
static int
try_one(const struct game *g, enum ex_kind k, unsigned level, unsigned index,
    uint64_t *seed, struct exercise *e, bool *kept, struct sg_cause *why)
{
	struct rules *base = NULL;
	struct sbuf sb;
	int rc;

	*kept = false;
	if ((rc = rules_new(g, &base, why)) != SG_OK)
		return rc;
	sbuf_init(&sb);
	g->play.random(base, level, false, seed, &sb);
	rules_free(base);
	if (sb.oom) {
		sbuf_free(&sb);
		return sg_fail(why, SG_ENOMEM, "out of memory");
	}
	rc = game_parse_line(g, sbuf_str(&sb), &e->rules, &e->pos, why);
	sbuf_free(&sb);
	if (rc != SG_OK)
		return rc == SG_ENOMEM ? rc : SG_OK;	/* try another */
	if (k == EX_VALUE && explain_has_heaps(g) && index % 2 == 0 && (rc = one_heap(e->rules, &e->pos, seed)) !=
	    SG_OK)
		return sg_fail(why, rc, "out of memory");
	if (finished(e->rules, &e->pos))
		return SG_OK;
	solution_init(&e->sol, EX_MOVES);
	rc = g->theory.solve(e->rules, &e->pos, &e->sol, why);
	if (rc == SG_ENOMEM)
		return rc;
	if (rc != SG_OK)
		return SG_OK;
	switch (k) {
	case EX_OUTCOME:
		*kept = true;
		break;
	case EX_MOVE:
		*kept = e->sol.outcome == OUTCOME_N && e->sol.wins.n > 0;
		break;
	default:
		*kept = e->sol.has_grundy;
		break;
	}
	return SG_OK;
}

/* Make an exercise of g of exactly kind k. */
static int
make_kind(const struct game *g, enum ex_kind k, unsigned level,
    unsigned index, uint64_t *seed, struct exercise *out,
    struct sg_cause *why)
{
	unsigned t;
	bool kept;
	int rc;

	for (t = 0; t < EX_TRIES; t++) {
		memset(out, 0, sizeof *out);
		pos_init(&out->pos);
		solution_init(&out->sol, 0);
		out->kind = k;
		rc = try_one(g, k, level, index, seed, out, &kept, why);
		if (rc == SG_OK && kept)
			return SG_OK;
		ex_free(out);
		if (rc != SG_OK)
			return rc;
	}
	return sg_fail(why, SG_EUNSUP, "%s: no %s exercises at level %u "
	    "(none of %d starts fits)", g->name, ex_kind_name(k), level,
	    EX_TRIES);
}

int
ex_make(const struct game *g, int kind, unsigned level, unsigned index,
    uint64_t *seed, struct exercise *out, struct sg_cause *why)
{
	unsigned i;
	int rc = SG_EUNSUP;

	if (level < 1 || level > 5)
		return sg_fail(why, SG_EINVAL, "level %u: must be from 1 to 5",
		    level);
	if (g == NULL)
		g = game_at((size_t)game_rand(seed, 0, game_count() - 1));
	if (kind != EX_ANY)
		return make_kind(g, (enum ex_kind)kind, level, index, seed,
		    out, why);
	/* The kinds in turn; a kind the game does not offer gives way. */
	for (i = 0; i < EX_KINDS; i++) {
		rc = make_kind(g, (enum ex_kind)((index + i) % EX_KINDS), level,
		    index, seed, out, why);
		if (rc != SG_EUNSUP)
			return rc;
	}
	return rc;
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
	if (rc == SG_OK && k == EX_VALUE && !out->sol.has_grundy)
		rc = sg_fail(why, SG_EINVAL, "%s: no Grundy value is known "
		    "for this position", out->rules->game->name);
	if (rc == SG_OK && k == EX_MOVE && (out->sol.outcome != OUTCOME_N ||
	    out->sol.wins.n == 0))
		rc = sg_fail(why, SG_EINVAL, "%s: no winning move to find "
		    "here", out->rules->game->name);
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

void
ex_reason(const struct exercise *e, struct sbuf *out)
{
	const struct game *g = e->rules->game;

	switch (e->kind) {
	case EX_OUTCOME:
		if (e->sol.outcome == OUTCOME_P) {
			sbuf_add(out, "P: every move leaves a position the "
			    "opponent wins");
			if (e->sol.has_grundy)
				sbuf_add(out, " (the value is 0)");
			sbuf_add(out, ".");
			break;
		}
		sbuf_add(out, "N");
		if (e->sol.has_grundy)
			sbuf_printf(out, " (the value is %llu, not 0)",
			    (unsigned long long)e->sol.grundy);
		if (e->sol.wins.n > 0) {
			sbuf_add(out, ": for example ");
			g->rules.describe(e->rules, &e->pos, &e->sol.wins.p[0], out);
			sbuf_add(out, ", leaving ");
			game_format(e->rules, &e->sol.wins.p[0], out);
		}
		sbuf_add(out, ".");
		break;
	case EX_MOVE:
		g->rules.describe(e->rules, &e->pos, &e->sol.wins.p[0], out);
		sbuf_add(out, ", leaving ");
		game_format(e->rules, &e->sol.wins.p[0], out);
		sbuf_add(out, ", lost for the player to move");
		if (e->sol.wins.n > 1 || e->sol.truncated)
			sbuf_add(out, " (other winning moves are right too)");
		sbuf_add(out, ".");
		break;
	default:
		sbuf_printf(out, "%llu: the least value that no move reaches "
		    "(the mex of the values one move away)",
		    (unsigned long long)e->sol.grundy);
		if (g->theory.is_sum && e->pos.n > 1)
			sbuf_add(out, "; for a sum, the nim-sum (XOR) of the "
			    "parts' values");
		sbuf_add(out, ".");
		break;
	}
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
	size_t k;

	sbuf_add(out, "The parts' values: ");
	for (k = 0; k < x->parts.n; k++)
		sbuf_printf(out, "%s%s is %llu", k == 0 ? "" : k + 1 ==
		    x->parts.n ? " and " : ", ", x->parts.c[k].label,
		    (unsigned long long)x->parts.c[k].value);
	sbuf_add(out, ".  ");
}

/* One heap: its options and their values, without the mex. */
static int
heap_hint(struct exercise *e, struct sbuf *out, struct sg_cause *why)
{
	int rc;

	if ((rc = explain_heap(e->rules, e->pos.v[0], false, out, why)) !=
	    SG_OK)
		return rc;
	sbuf_add(out, "The value is the least value that none of the options "
	    "has (the mex).\n");
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
	if (!x.is_sum) {
		sbuf_add(out, "A position is won when some move leaves a "
		    "position lost for the opponent, and lost when every move "
		    "leaves one the opponent wins: work back from the end, or "
		    "recall the game's theory (its rules, on the ? page).\n");
	} else if (e->kind == EX_MOVE && x.move_part >= 0) {
		part_values(&x, out);
		sbuf_printf(out, "Change %s: to value %llu, which makes the "
		    "nim-sum 0.\n", x.parts.c[x.move_part].label,
		    (unsigned long long)(x.parts.c[x.move_part].value ^
		    x.nimsum));
	} else {
		part_values(&x, out);
		sbuf_add(out, e->kind == EX_VALUE ? "The value of the position "
		    "is their nim-sum (XOR).\n" : "Their nim-sum (XOR) "
		    "decides: 0 means the player to move loses.\n");
	}
	explain_free(&x);
	return out->oom ? sg_fail(why, SG_ENOMEM, "out of memory") : SG_OK;
}
