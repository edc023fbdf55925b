/*
 * tbgame.c: sums of heaps under a take-and-break code: notation, the
 * literal moves, and the theory through the value table.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "misere.h"
#include "tbgame.h"
#include "tbquot.h"
#include "words.h"

struct tbg {
	struct tb_code code;
	bool unset;		/* no code given yet (takebreak) */
	bool rows;
	enum tbt_method method;
	struct tbt *table;	/* NULL until a value is needed */
	struct tbq *quot;	/* the misere quotient, NULL until needed */
	struct tbq *upto;	/* the quotient of heaps up to a bound asked
				   (tbg_quotient), NULL until needed */
};

const struct game_opt tbg_opts[] = {
	TBG_METHOD_OPT,
	{ NULL, NULL, NULL }
};

static struct tbg *
priv(const struct rules *r)
{
	return r->priv;
}

/* The word for a heap: "row" for rows of coins (the notation's word,
 * for the parser's refusals; sentences carry their own). */
static const char *
item(const struct tbg *g)
{
	return g->rows ? "row" : "heap";
}

void
tbg_ending(struct rules *r, const struct pos *p, const char *who,
    bool misere, struct sbuf *out)
{
	size_t i;
	bool rows = priv(r)->rows;

	/* Over with heaps (rows) left: none can be moved any more. */
	for (i = 0; i < p->n; i++)
		if (p->v[i] != 0)
			break;
	if (i == p->n)
		return;
	/* TRANSLATORS: %s is a player's name (or "you"). */
	sbuf_printf(out, rows && misere ? W_("%s made the last move: no row "
	    "left can be moved, and in misere play that loses.") : rows ?
	    W_("%s made the last move: no row left can be moved.") : misere ?
	    W_("%s made the last move: no heap left can be moved, and in "
	    "misere play that loses.") : W_("%s made the last move: no heap "
	    "left can be moved."), who);
}

int
tbg_init(struct rules *r, const struct tb_code *c, bool rows,
    struct sg_cause *why)
{
	struct tbg *g;

	if ((g = sg_calloc(1, sizeof *g)) == NULL)
		return sg_nomem(why);
	if (c != NULL)
		g->code = *c;
	g->unset = c == NULL;
	g->rows = rows;
	g->method = TBT_AUTO;
	r->priv = g;
	return SG_OK;
}

int
tbg_init_text(struct rules *r, const char *code, bool rows,
    struct sg_cause *why)
{
	struct tb_code c;
	int rc;

	if ((rc = tb_code_parse(code, &c, why)) != SG_OK)
		return rc;
	return tbg_init(r, &c, rows, why);
}

void
tbg_fini(struct rules *r)
{
	if (r->priv == NULL)
		return;
	tbt_free(priv(r)->table);
	tbq_free(priv(r)->quot);
	tbq_free(priv(r)->upto);
	free(r->priv);
	r->priv = NULL;
}

void
tbg_set_code(struct rules *r, const struct tb_code *c)
{
	struct tbg *g = priv(r);

	tbt_free(g->table);
	g->table = NULL;
	tbq_free(g->quot);
	g->quot = NULL;
	tbq_free(g->upto);
	g->upto = NULL;
	g->code = *c;
	g->unset = false;
}

const struct tb_code *
tbg_code(const struct rules *r)
{
	return &priv(r)->code;
}

int
tbg_set_opt(struct rules *r, const char *name, const char *arg,
    struct sg_cause *why)
{
	if (strcmp(name, "method") != 0)
		return sg_fail(why, SG_EINVAL, W_("option \"--%1$.40s\": not "
		    "an option of %2$s"), name, r->game->name);
	tbt_free(priv(r)->table);
	priv(r)->table = NULL;
	return tbt_parse_method(arg, &priv(r)->method, why);
}

/* A game whose rules come from an option that was not given: its first
 * option, named as the game declares it. */
static int
need_option(const struct rules *r, struct sg_cause *why)
{
	const struct game_opt *o = r->game->notation.opts;

	if (o == NULL || o->name == NULL)
		sg_fail(why, SG_EINVAL, W_("%s: its rules are not set"),
		    r->game->name);
	else
		/* TRANSLATORS: "takebreak: give the code with --code CODE
		 * (the game's code, ...)": the game, the option's name
		 * (twice), its argument, all typed as they are, and the
		 * option's help, translated where the game marks it. */
		sg_fail(why, SG_EINVAL, W_("%1$s: give the %2$s with --%2$s "
		    "%3$s (%4$s)"), r->game->name, o->name, o->arg,
		    W_(o->help));
	return SG_EINVAL;
}

int
tbg_table(struct rules *r, struct tbt **out, struct sg_cause *why)
{
	struct tbg *g = priv(r);
	unsigned cores;
	int rc;

	if (g->unset)
		return need_option(r, why);
	if (g->table == NULL) {
		if ((rc = tbt_new(&g->code, &g->table, why)) != SG_OK)
			return rc;
		cores = tbt_default_jobs();
		if ((rc = tbt_set_method(g->table, g->method, why)) != SG_OK ||
		    (rc = tbt_set_limit(g->table, r->heap_max, why)) != SG_OK ||
		    (rc = tbt_set_jobs(g->table, r->jobs == 0 ||
		    r->jobs > cores ? cores : r->jobs, why)) != SG_OK) {
			tbt_free(g->table);
			g->table = NULL;
			return rc;
		}
	}
	*out = g->table;
	return SG_OK;
}

int
tbg_parse(struct rules *r, int argc, char *const argv[], struct pos *out,
    struct sg_cause *why)
{
	int rc;

	if (priv(r)->unset)
		return need_option(r, why);
	if (argc == 0)
		return sg_fail(why, SG_EINVAL, priv(r)->rows ?
		    W_("%s: give at least one row") :
		    W_("%s: give at least one heap"), r->game->name);
	if ((rc = game_parse_numbers(argc, argv, sg_max_u63(),
	    item(priv(r)), out, why)) != SG_OK)
		return rc;
	return tbg_check_heaps(r, out, why);
}

int
tbg_check_heaps(struct rules *r, const struct pos *p, struct sg_cause *why)
{
	struct tbt *t = NULL;
	uint64_t g;
	size_t i;
	int rc;

	for (i = 0; i < p->n; i++) {
		if ((rc = tbg_table(r, &t, why)) != SG_OK)
			return rc;
		if (p->v[i] <= tbt_limit(t))
			continue;
		/* Past the limit only a proven period gives a value; asking
		 * for it tries the proof on a table of bounded length (not
		 * the long search of values --period), then refuses. */
		rc = tbt_value(t, r, p->v[i], &g, why);
		if (rc == SG_OK)
			continue;
		if (rc != SG_ERANGE)
			return rc;
		/* TRANSLATORS: %3$s is why no period is proven, such as
		 * "none proven up to heap 65535". */
		return sg_fail(why, SG_ERANGE, priv(r)->rows ?
		    W_("row \"%1$llu\": at most %2$llu in this game (values "
		    "are computed one by one; no period proven: %3$s)") :
		    W_("heap \"%1$llu\": at most %2$llu in this game (values "
		    "are computed one by one; no period proven: %3$s)"),
		    (unsigned long long)p->v[i],
		    (unsigned long long)tbt_limit(t), tbt_period_reason(t));
	}
	return SG_OK;
}

void
tbg_format(const struct rules *r, const struct pos *p, struct sbuf *out)
{
	game_format_numbers(p, out);
}

long
tbg_changed(const struct rules *r, const struct pos *from,
    const struct pos *to, size_t *nparts, uint64_t *took)
{
	const struct tbg *g = priv(r);
	size_t i, n, tail;

	if (to->n < from->n || to->n > from->n + 2 || from->n == 0)
		return -1;
	n = to->n - from->n + 1;
	for (i = 0; i < from->n; i++) {
		tail = from->n - i - 1;
		if (i > 0 && from->v[i - 1] != to->v[i - 1])
			return -1;	/* the prefixes part from here on */
		if (tail > 0 && memcmp(from->v + i + 1, to->v + i + n,
		    tail * sizeof *to->v) != 0)
			continue;
		if (tb_code_legal(&g->code, from->v[i], to->v + i, n,
		    !g->rows, took)) {
			*nparts = n;
			return (long)i;
		}
	}
	return -1;
}

/* The one heap (or row) a refused move changed, with the parts it left
 * in its place: false when more than one changed. */
static bool
tbg_one_heap(const struct pos *from, const struct pos *to, size_t *at,
    size_t *nparts)
{
	size_t i, n;

	if (to->n < from->n || to->n > from->n + 2)
		return false;
	n = to->n - from->n + 1;
	for (i = 0; i < from->n && from->v[i] == to->v[i]; i++)
		;
	if (i == from->n || memcmp(from->v + i + 1, to->v + i + n,
	    (from->n - i - 1) * sizeof *to->v) != 0)
		return false;
	*at = i;
	*nparts = n;
	return true;
}

/* The numbers of coins a move may take, in words ("1 or 2"): the first
 * few non-zero digits of the code. */
static void
take_sizes(const struct tb_code *c, struct sbuf *out)
{
	uint64_t k, seen = 0, last = 0, shown = 0;
	struct sbuf list, sb;
	bool dist;

	sbuf_init(&list);
	sbuf_init(&sb);

	for (k = 1; k <= TB_MAX_TAKE; k++) {
		if (tb_digit(c, k, &dist) != 0) {
			seen++;
			last = k;
		}
	}
	for (k = 1; k <= TB_MAX_TAKE && shown < 4; k++) {
		if (tb_digit(c, k, &dist) == 0)
			continue;
		if (shown == 0)
			sbuf_printf(&sb, "%llu", (unsigned long long)k);
		else if (k == last)
			/* TRANSLATORS: the last of the numbers of coins a
			 * move may take: "1, 2 or 3". */
			sbuf_printf(&sb, W_("%1$s or %2$llu"), sbuf_str(&list),
			    (unsigned long long)k);
		else
			/* TRANSLATORS: the numbers of coins a move may
			 * take, one more: "1, 2". */
			sbuf_printf(&sb, W_("%1$s, %2$llu"), sbuf_str(&list),
			    (unsigned long long)k);
		sbuf_reset(&list);
		sbuf_add(&list, sbuf_str(&sb));
		sbuf_reset(&sb);
		shown++;
	}
	if (tb_code_infinite(c) || seen > shown)
		/* TRANSLATORS: numbers of coins: "1, 2 or more". */
		sbuf_printf(out, W_("%s or more"), sbuf_str(&list));
	else
		sbuf_add(out, sbuf_str(&list));
	out->oom |= list.oom || sb.oom;
	sbuf_free(&list);
	sbuf_free(&sb);
}

/* Why taking k coins of a row, leaving what need says, breaks the code:
 * the rule in the words of rows (need is TB_EMPTY, TB_ONE, ...). */
static int
row_why(const struct tbg *g, uint64_t k, unsigned d, unsigned need,
    struct sg_cause *why)
{
	unsigned long long kk = (unsigned long long)k;
	struct sbuf sb;

	sbuf_init(&sb);
	if (d == 0 && k == 0)
		sg_fail(why, SG_EINVAL, W_("a move must take a coin"));
	else if (d == 0) {
		take_sizes(&g->code, &sb);
		/* TRANSLATORS: %s is a list of numbers: "1 or 2". */
		sg_fail(why, SG_EINVAL, W_("a move takes %s neighbouring "
		    "coins from one row"), sbuf_str(&sb));
	} else if (need == TB_EMPTY)
		sg_fail(why, SG_EINVAL, wngettext("taking %llu coin may not "
		    "empty the row", "taking %llu coins may not empty the row",
		    k), kk);
	else if (need == TB_ONE)
		sg_fail(why, SG_EINVAL, wngettext("%llu coin may not be taken "
		    "from the end of a row", "%llu coins may not be taken from "
		    "the end of a row", k), kk);
	else if (need == TB_TWO)
		sg_fail(why, SG_EINVAL, wngettext("%llu coin may not be taken "
		    "from the middle of a row", "%llu coins may not be taken "
		    "from the middle of a row", k), kk);
	else
		sg_fail(why, SG_EINVAL, wngettext("taking %llu coin may not "
		    "leave three rows", "taking %llu coins may not leave three "
		    "rows", k), kk);
	sbuf_free(&sb);
	return SG_EINVAL;
}

/* Why leaving parts[0..n-1] of a heap of h breaks the code: the one rule,
 * in words. */
static int
tbg_why(const struct tbg *g, uint64_t h, const uint64_t *parts, size_t n,
    struct sg_cause *why)
{
	uint64_t left = 0, k;
	unsigned d, need;
	bool dist;
	size_t i;

	for (i = 0; i < n; i++)
		left += parts[i];
	if (left > h)
		return sg_fail(why, SG_EINVAL, g->rows ? W_("a move never adds "
		    "to a row") : W_("a move never adds to a heap"));
	k = h - left;
	d = tb_digit(&g->code, k, &dist);
	need = n == 1 && parts[0] == 0 ? TB_EMPTY : n == 1 ? TB_ONE :
	    n == 2 ? TB_TWO : TB_THREE;
	/* Rows are refused in their own words; from here on, heaps. */
	if (g->rows && (d & need) == 0)
		return row_why(g, k, d, need, why);
	if (d == 0 && k == 0)
		return sg_fail(why, SG_EINVAL, W_("a move must take something "
		    "from a heap"));
	if (d == 0)
		return sg_fail(why, SG_EINVAL, W_("no move takes %llu from a "
		    "heap"), (unsigned long long)k);
	if ((d & need) == 0 && need == TB_EMPTY)
		return sg_fail(why, SG_EINVAL, W_("taking %llu may not empty "
		    "the heap"), (unsigned long long)k);
	if ((d & need) == 0 && need == TB_ONE)
		return sg_fail(why, SG_EINVAL, W_("taking %llu may not leave "
		    "one heap"), (unsigned long long)k);
	if ((d & need) == 0 && need == TB_TWO)
		return sg_fail(why, SG_EINVAL, W_("taking %llu may not leave "
		    "two heaps"), (unsigned long long)k);
	if ((d & need) == 0)
		return sg_fail(why, SG_EINVAL, W_("taking %llu may not leave "
		    "three heaps"), (unsigned long long)k);
	if (dist && n == 2 && parts[0] == parts[1])
		return sg_fail(why, SG_EINVAL, g->rows ? W_("the two rows must "
		    "differ in size") : W_("the two heaps must differ in "
		    "size"));
	return sg_fail(why, SG_EINVAL, g->rows ? W_("a move changes one row "
	    "as the rules allow") : W_("a move changes one heap as the rules "
	    "allow"));
}

int
tbg_check(struct rules *r, const struct pos *from, const struct pos *to,
    struct sg_cause *why)
{
	size_t n, at;
	uint64_t k;

	if (tbg_changed(r, from, to, &n, &k) >= 0)
		return SG_OK;
	if (!tbg_one_heap(from, to, &at, &n))
		return sg_fail(why, SG_EINVAL, priv(r)->rows ?
		    W_("a move changes exactly one row") :
		    W_("a move changes exactly one heap"));
	return tbg_why(priv(r), from->v[at], to->v + at, n, why);
}

/* Collects the positions a heap's moves lead to. */
struct collect {
	const struct pos *from;
	size_t at;		/* the heap that moves */
	struct poslist *list;	/* moves(), or NULL */
	struct solution *sol;	/* solve(), or NULL */
	int rc;
};

static bool
collect_one(void *arg, const uint64_t *parts, size_t n, uint64_t k)
{
	struct collect *c = arg;
	struct pos q;
	bool more = true;

	pos_init(&q);
	if (pos_copy(&q, c->from) != SG_OK ||
	    pos_splice(&q, c->at, parts, n) != SG_OK)
		c->rc = SG_ENOMEM;
	else if (c->list != NULL)
		c->rc = poslist_take(c->list, &q);
	else
		more = solution_add(c->sol, &q, &c->rc);
	pos_free(&q);
	return more && c->rc == SG_OK;
}

int
tbg_moves(struct rules *r, const struct pos *p, struct poslist *out,
    struct sg_cause *why)
{
	struct collect c = { p, 0, out, NULL, SG_OK };

	for (c.at = 0; c.at < p->n && c.rc == SG_OK; c.at++)
		tb_code_moves(&priv(r)->code, p->v[c.at], priv(r)->rows,
		    collect_one, &c);
	return c.rc == SG_OK ? SG_OK : sg_fail(why, c.rc, W_("out of memory"));
}

/* A move on row i (from 1) that took k coins and left v[0..n-1], in the
 * words of coins: which coins, counted from the left of the row. */
static void
describe_row(uint64_t k, const uint64_t *v, size_t n, long i,
    struct sbuf *out)
{
	unsigned long long a = n == 2 ? (unsigned long long)v[0] : 0,
	    kk = (unsigned long long)k;

	if (n == 1 && v[0] == 0 && k == 1)
		sbuf_printf(out, W_("take the only coin of row %ld"), i);
	else if (n == 1 && v[0] == 0 && k == 2)
		sbuf_printf(out, W_("take both coins of row %ld"), i);
	else if (n == 1 && v[0] == 0)
		sbuf_printf(out, W_("take all %1$llu coins of row %2$ld"), kk,
		    i);
	else if (n == 1)
		sbuf_printf(out, wngettext("take %1$llu coin from the end of "
		    "row %2$ld", "take %1$llu coins from the end of row %2$ld",
		    k), kk, i);
	else if (n == 2 && k == 0)
		sbuf_printf(out, W_("split row %1$ld into %2$llu and %3$llu"),
		    i, a, (unsigned long long)v[1]);
	else if (n == 2 && k == 1)
		/* TRANSLATORS: coins are counted from the left of the row. */
		sbuf_printf(out, W_("take coin %1$llu of row %2$ld"), a + 1, i);
	else if (n == 2 && k == 2)
		sbuf_printf(out, W_("take coins %1$llu and %2$llu of row "
		    "%3$ld"), a + 1, a + 2, i);
	else if (n == 2)
		sbuf_printf(out, W_("take coins %1$llu to %2$llu of row %3$ld"),
		    a + 1, a + kk, i);
	else
		sbuf_printf(out, W_("take %1$llu coins of row %2$ld, leaving "
		    "rows of %3$llu, %4$llu and %5$llu"), kk, i,
		    (unsigned long long)v[0], (unsigned long long)v[1],
		    (unsigned long long)v[2]);
}

void
tbg_describe(const struct rules *r, const struct pos *from,
    const struct pos *to, struct sbuf *out)
{
	unsigned long long kk, a, b, c;
	const uint64_t *v;
	uint64_t k;
	size_t n;
	long i = tbg_changed(r, from, to, &n, &k);

	if (i < 0) {
		sbuf_add(out, W_("an illegal move"));
		return;
	}
	v = to->v + i;
	if (priv(r)->rows) {
		describe_row(k, v, n, i + 1, out);
		return;
	}
	kk = (unsigned long long)k;
	a = (unsigned long long)v[0];
	b = n > 1 ? (unsigned long long)v[1] : 0;
	c = n > 2 ? (unsigned long long)v[2] : 0;
	if (n == 1 && v[0] == 0)
		sbuf_printf(out, W_("take all %1$llu from heap %2$ld"), kk,
		    i + 1);
	else if (n == 1)
		sbuf_printf(out, W_("take %1$llu from heap %2$ld"), kk, i + 1);
	else if (k == 0 && n == 2)
		sbuf_printf(out, W_("split heap %1$ld into %2$llu and %3$llu"),
		    i + 1, a, b);
	else if (k == 0)
		sbuf_printf(out, W_("split heap %1$ld into %2$llu, %3$llu and "
		    "%4$llu"), i + 1, a, b, c);
	else if (n == 2)
		sbuf_printf(out, W_("take %1$llu from heap %2$ld and split the "
		    "rest into %3$llu and %4$llu"), kk, i + 1, a, b);
	else
		sbuf_printf(out, W_("take %1$llu from heap %2$ld and split the "
		    "rest into %3$llu, %4$llu and %5$llu"), kk, i + 1, a, b, c);
}

/* The move from a heap of h taking the fewest stones; false if none. */
static bool
longest_move(const struct tb_code *c, uint64_t h, uint64_t *parts,
    size_t *n)
{
	uint64_t k, kmax = tb_code_max_take(c, h), m;
	unsigned d;
	bool dist;

	for (k = 0; k <= kmax; k++) {
		d = tb_digit(c, k, &dist);
		m = h - k;
		*n = 1;
		if ((d & TB_ONE) && m > 0 && k > 0) {
			parts[0] = m;
			return true;
		}
		*n = 2;
		parts[0] = 1;
		if ((d & TB_TWO) && m >= 2 && !(dist && m == 2)) {
			parts[1] = m - 1;
			return true;
		}
		*n = 3;
		parts[1] = dist ? 2 : 1;
		if ((d & TB_THREE) && m >= (dist ? 6 : 3)) {
			parts[2] = m - 1 - parts[1];
			return true;
		}
		*n = 1;
		parts[0] = 0;
		if ((d & TB_EMPTY) && m == 0 && k > 0)
			return true;
	}
	return false;
}

int
tbg_any_move(struct rules *r, const struct pos *p, struct pos *out,
    struct sg_cause *why)
{
	uint64_t parts[3], best[3];
	size_t i, n, bn = 0, at = 0;

	for (i = 0; i < p->n; i++) {
		if ((bn == 0 || p->v[i] > p->v[at]) &&
		    longest_move(&priv(r)->code, p->v[i], parts, &n)) {
			memcpy(best, parts, sizeof best);
			bn = n;
			at = i;
		}
	}
	if (bn == 0)
		return SG_ENOMOVE;
	if (pos_copy(out, p) != SG_OK || pos_splice(out, at, best, bn) != SG_OK)
		return sg_nomem(why);
	return SG_OK;
}

static int
heap_values(struct rules *r, struct tbt *t, const struct pos *p,
    uint64_t *vals, uint64_t *x, struct sg_cause *why)
{
	size_t i;
	int rc;

	*x = 0;
	for (i = 0; i < p->n; i++) {
		if ((rc = tbt_value(t, r, p->v[i], &vals[i], why)) != SG_OK)
			return rc;
		*x ^= vals[i];
	}
	return SG_OK;
}

int
tbg_solve(struct rules *r, const struct pos *p, struct solution *sol,
    struct sg_cause *why)
{
	struct collect c = { p, 0, NULL, sol, SG_OK };
	struct tbt *t = NULL;
	uint64_t *vals, x;
	int rc;

	if ((rc = tbg_table(r, &t, why)) != SG_OK)
		return rc;
	if ((vals = sg_reallocarray(NULL, p->n, sizeof *vals)) == NULL)
		return sg_nomem(why);
	if ((rc = heap_values(r, t, p, vals, &x, why)) != SG_OK)
		goto out;
	sol->has_grundy = true;
	sol->grundy = x;
	sol->outcome = x != 0 ? OUTCOME_N : OUTCOME_P;
	/* A winning move leaves heaps worth vals[i] ^ x in place of heap i. */
	for (c.at = 0; x != 0 && c.at < p->n && !sol->truncated; c.at++) {
		rc = tbt_options(t, r, p->v[c.at], vals[c.at] ^ x,
		    priv(r)->rows, collect_one, &c, why);
		if (rc == SG_OK && c.rc != SG_OK)
			rc = sg_fail(why, c.rc, W_("out of memory"));
		if (rc != SG_OK)
			break;
	}
out:
	free(vals);
	return rc;
}

int
tbg_heap_value(struct rules *r, uint64_t n, uint64_t *g, struct sg_cause *why)
{
	struct tbt *t = NULL;
	int rc;

	if ((rc = tbg_table(r, &t, why)) != SG_OK)
		return rc;
	return tbt_value(t, r, n, g, why);
}

int
tbg_period(struct rules *r, uint64_t max, uint64_t *pre, uint64_t *per,
    struct sg_cause *why)
{
	struct tbt *t = NULL;
	int rc;

	if ((rc = tbg_table(r, &t, why)) != SG_OK)
		return rc;
	return tbt_period(t, r, max == 0 ? GAME_PERIOD_MAX : max, pre, per,
	    why);
}

int
tbg_count(struct rules *r, uint64_t n, uint64_t *losing, struct sg_cause *why)
{
	struct tbt *t = NULL;
	int rc;

	if ((rc = tbg_table(r, &t, why)) != SG_OK)
		return rc;
	return tbt_count(t, r, n, losing, why);
}

int
tbg_components(struct rules *r, const struct pos *p, struct complist *out,
    struct sg_cause *why)
{
	struct tbt *t = NULL;
	char label[48];
	uint64_t g;
	size_t i;
	int rc;

	if ((rc = tbg_table(r, &t, why)) != SG_OK)
		return rc;
	for (i = 0; i < p->n; i++) {
		if ((rc = tbt_value(t, r, p->v[i], &g, why)) != SG_OK)
			return rc;
		/* TRANSLATORS: a heap (row) by its number, with its
		 * size: "heap 2 (7)". */
		snprintf(label, sizeof label, priv(r)->rows ?
		    W_("row %1$zu (%2$llu)") : W_("heap %1$zu (%2$llu)"),
		    i + 1, (unsigned long long)p->v[i]);
		if (complist_add(out, label, g, i, 1) != SG_OK)
			return sg_nomem(why);
	}
	return SG_OK;
}

/* a * b, or UINT64_MAX when it does not fit. */
static uint64_t
mul_sat(uint64_t a, uint64_t b)
{
	return a != 0 && b > UINT64_MAX / a ? UINT64_MAX : a * b;
}

static uint64_t
add_sat(uint64_t a, uint64_t b)
{
	return b > UINT64_MAX - a ? UINT64_MAX : a + b;
}

uint64_t
tbg_move_bound(struct rules *r, const struct pos *p)
{
	const struct tb_code *c = &priv(r)->code;
	unsigned bits = tb_code_bits(c);
	uint64_t b = 0, h, per;
	size_t i;

	/* Per take: one move leaving at most a heap, at most h splits in
	 * two, at most h^2 in three. */
	for (i = 0; i < p->n; i++) {
		h = p->v[i];
		per = add_sat(1, (bits & TB_TWO) ? h : 0);
		if (bits & TB_THREE)
			per = add_sat(per, mul_sat(h, h));
		b = add_sat(b, mul_sat(tb_code_max_take(c, h) + 1, per));
	}
	return b;
}

uint64_t
tbg_row_takes(const struct rules *r)
{
	const struct tb_code *c = &priv(r)->code;
	uint64_t mask = 0;
	unsigned k;
	bool dist;

	for (k = 1; k < 64; k++) {
		if (tb_digit(c, k, &dist) != 0)
			mask |= UINT64_C(1) << k;
	}
	return mask;
}

int
tbg_smalls_rows(struct rules *r, struct poslist *out)
{
	(void)r;
	return game_smalls_lists(out, 2, 1, 8, false);
}

void
tbg_random_rows(const struct rules *r, unsigned level, bool opts,
    uint64_t *seed, struct sbuf *out)
{
	(void)r;
	(void)opts;
	game_random_numbers(out, seed, game_rand(seed, 2, 3), 1,
	    game_level_size(level, 10, 4), false);
}

bool
tbg_splits(const struct rules *r)
{
	return (tb_code_bits(&priv(r)->code) & TB_TWO) != 0;
}

/* The quotient shared by play and its explanations, the cache's when it
 * has one, grown to heap max at least. */
static int
quotient_shared(struct rules *r, uint64_t max, struct tbq **out,
    struct sg_cause *why)
{
	struct tbg *g = priv(r);
	int rc;

	if (g->unset)
		return need_option(r, why);
	if (g->quot == NULL && (rc = tbq_new(&g->code, &g->quot, why)) !=
	    SG_OK)
		return rc;
	tbq_limit(g->quot, r->quotient_order);
	if ((rc = tbq_grow(g->quot, r, max == 0 ? TBQ_DEFAULT_HEAPS : max,
	    why)) != SG_OK)
		return rc;
	*out = g->quot;
	return SG_OK;
}

/*
 * The quotient of heaps 0..max (max 0: the default bound), the same
 * whatever the cache holds: the shared one when it has not gone past
 * max (grown heap by heap it stops where the period is proven, as a
 * fresh one would), else one grown afresh to max (kayles --max 12 is of
 * order 24, the whole quotient of order 40).
 */
int
tbg_quotient(struct rules *r, uint64_t max, struct tbq **out,
    struct sg_cause *why)
{
	struct tbg *g = priv(r);
	int rc;

	if ((rc = quotient_shared(r, max, out, why)) != SG_OK)
		return rc;
	if (max == 0 || tbq_computed(*out) <= max)
		return SG_OK;
	if (g->upto == NULL) {
		if ((rc = tbq_new(&g->code, &g->upto, why)) != SG_OK)
			return rc;
		tbq_no_cache(g->upto);
	}
	tbq_limit(g->upto, r->quotient_order);
	if ((rc = tbq_grow(g->upto, r, max, why)) != SG_OK)
		return rc;
	*out = g->upto;
	return SG_OK;
}

/* The quotient grown as far as p needs: to its largest heap, or to the
 * default bound in search of a period for a larger one. */
static int
quotient_for(struct rules *r, const struct pos *p, struct tbq **q,
    struct sg_cause *why)
{
	uint64_t most = 0;
	size_t i;

	for (i = 0; i < p->n; i++)
		most = p->v[i] > most ? p->v[i] : most;
	if (most > TBQ_DEFAULT_HEAPS)
		most = TBQ_DEFAULT_HEAPS;
	return quotient_shared(r, most == 0 ? 1 : most, q, why);
}

/* The length of the head that a and b share, up to and with a colon
 * ("misere play: "; a full-width colon as well): 0 if none. */
static size_t
shared_head(const char *a, const char *b)
{
	static const char wide[] = "\xef\xbc\x9a";	/* U+FF1A */
	size_t i, head = 0;

	for (i = 0; a[i] != '\0' && a[i] == b[i]; i++) {
		if (a[i] == ':' && b[i + 1] == ' ' && a[i + 1] == ' ')
			head = i + 2;
		else if (strncmp(a + i, wide, 3) == 0 &&
		    strncmp(b + i, wide, 3) == 0)
			head = i + 3;
	}
	return head;
}

/* The first n <= max bytes of s that end between characters. */
static size_t
cut_utf8(const char *s, size_t max)
{
	size_t n = strlen(s);

	if (n <= max)
		return n;
	for (n = max; n > 0 && ((unsigned char)s[n] & 0xc0) == 0x80; n--)
		;
	return n;
}

/* Two reasons in one cause: the first whole where it fits (200 bytes),
 * the second in what is left, each cut between characters. */
static int
both_reasons(const char *first, const char *second, struct sg_cause *why)
{
	char a[sizeof why->text], b[sizeof why->text];
	size_t n = cut_utf8(first, 200), m;

	memcpy(a, first, n);
	a[n] = '\0';
	/* Room for the separator ("; " or a wide one) and the end. */
	m = cut_utf8(second, sizeof why->text - n - 5);
	memcpy(b, second, m);
	b[m] = '\0';
	/* TRANSLATORS: two reasons a misere position has no answer: the
	 * quotient's, then the search's.  Keep it short. */
	return sg_fail(why, SG_ERANGE, W_("%1$s; %2$s"), a, b);
}

/*
 * The search's oracle: the quotient's outcome of a sum whose heaps it all
 * covers.  The quotient of the heaps up to n is that of the sums of those
 * heaps alone, so it decides exactly those sums and nothing more: two
 * sums it holds alike may differ once a heap past n is added to both.  A
 * position with a larger heap is therefore searched whole, and only its
 * options (and theirs) whose heaps are all within reach are answered here.
 */
static bool
quotient_oracle(void *arg, const struct pos *k, bool *won)
{
	const struct tbq *q = arg;
	uint64_t reach = tbq_heaps(q);
	struct sg_cause ignored;
	unsigned x = 0, y;
	size_t i;

	for (i = 0; i < k->n; i++)
		if (k->v[i] > reach)
			return false;
	for (i = 0; i < k->n; i++) {
		if (tbq_heap(q, k->v[i], &y, &ignored) != SG_OK)
			return false;
		x = tbq_mul(q, x, y);
	}
	*won = !tbq_is_p(q, x);
	return true;
}

/* The search of p, the quotient q answering what it covers. */
static int
search_past(struct rules *r, struct tbq *q, const struct pos *p,
    struct solution *sol, struct sg_cause *why)
{
	struct misere_memo *m;
	int rc;

	if ((rc = misere_memo_new(r, &m, why)) != SG_OK)
		return rc;
	misere_memo_oracle(m, quotient_oracle, q);
	rc = misere_memo_solve(m, p, sol, why);
	misere_memo_free(m);
	return rc;
}

int
tbg_misere(struct rules *r, const struct pos *p, struct solution *sol,
    struct sg_cause *why)
{
	struct sg_cause past, searched;
	struct tbq *q = NULL;
	int rc;

	if ((rc = quotient_for(r, p, &q, why)) != SG_OK)
		return rc;
	rc = tbq_solve(q, p, priv(r)->rows, sol, &past);
	if (rc != SG_ERANGE) {
		if (rc != SG_OK)
			*why = past;
		return rc;
	}
	/* Past the quotient: the search, within its limits, asking the
	 * quotient of every position it covers.  Both reasons,
	 * the second without the head ("misere play: ") they share. */
	rc = search_past(r, q, p, sol, &searched);
	if (rc == SG_ERANGE)
		return both_reasons(past.text, searched.text + shared_head(
		    past.text, searched.text), why);
	if (rc != SG_OK)
		*why = searched;
	return rc;
}

int
tbg_misere_why(struct rules *r, const struct pos *p, struct sbuf *out,
    struct sg_cause *why)
{
	struct tbq *q = NULL;
	int rc;

	/* Grown as `sprague quotient` grows it, so that the words of both
	 * name the same generators. */
	if ((rc = quotient_shared(r, 0, &q, why)) != SG_OK)
		return rc;
	return tbq_explain(q, p, priv(r)->rows, out, why);
}
