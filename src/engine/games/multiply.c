/*
 * multiply.c: the multiplication game.  A target N and a current value P
 * (1 at the start); a move multiplies P by one of 2..9, and whoever makes
 * P >= N wins.  A reached target is stored as P = N, so `N N` is the
 * finished game, lost for the player to move.
 *
 * The theory: P * K >= N exactly when K >= M = ceil(N / P), and
 * ceil(ceil(N / P) / k) = ceil(N / (P k)), so (N, P) plays like the game
 * on M alone, where a move takes M to ceil(M / k) and M = 1 is the end.
 * Its values come in blocks scaled by 18: with u the power of 18 such that
 * u < M <= 18 u, M is worth 1 on (u, 2u], 2 on (2u, 4u], 3 on (4u, 8u],
 * 4 on (8u, 9u] and 0 on (9u, 18u].  By induction on M, looking at where
 * the quotients M/2 .. M/9 fall (ceilings keep integer interval ends):
 * from (u, 2u] they land in (u/9, u], which holds no 1; from (2u, 4u] they
 * reach (u/2, u] and (u, 2u] but nothing worth 2; and so on up to
 * (9u, 18u], whose quotients all lie in (u, 9u], where nothing is worth
 * 0.  So the target is lost for the first player exactly on
 * (9 * 18^j, 18^(j+1)].
 * The brute force checks this on every target up to 2000.
 */
#include "config.h"

#include <stdlib.h>

#include "games.h"
#include "engine/words.h"
#include "../table.h"

enum { MULTIPLY_MIN = 2, MULTIPLY_MAX = 9, MULTIPLY_BLOCK = 18 };

static int
multiply_parse(struct rules *r, int argc, char *const argv[],
    struct pos *out, struct sg_cause *why)
{
	uint64_t n, p = 1;
	int rc;

	if (argc < 1 || argc > 2)
		return sg_fail(why, SG_EINVAL, W_("multiply: give the target "
		    "and, if not 1, the current value"));
	/* TRANSLATORS: what was typed, in a refusal: target "x": ... */
	if ((rc = sg_parse_u64(argv[0], sg_max_u63(), W_("target"), &n,
	    why)) != SG_OK)
		return rc;
	if (n < 2)
		return sg_fail(why, SG_EINVAL, W_("target \"%.64s\": must be "
		    "at least 2"), argv[0]);
	if (argc == 2 && (rc = sg_parse_u64(argv[1], sg_max_u63(),
	    W_("current value"), &p, why)) != SG_OK)
		return rc;
	if (p < 1)
		return sg_fail(why, SG_EINVAL, W_("current value \"%.64s\": "
		    "must be at least 1"), argv[1]);
	if (p > n)
		return sg_fail(why, SG_EINVAL, W_("current value \"%.64s\": "
		    "must be at most the target %llu"), argv[1],
		    (unsigned long long)n);
	if (pos_resize(out, 2) != SG_OK)
		return sg_nomem(why);
	out->v[0] = n;
	out->v[1] = p;
	return SG_OK;
}

static void
multiply_format(const struct rules *r, const struct pos *p, struct sbuf *out)
{
	game_format_numbers(p, out);
}

/* P times k, or N when that reaches N (or would overflow). */
static uint64_t
multiply_by(uint64_t n, uint64_t p, uint64_t k)
{
	return p > n / k ? n : p * k < n ? p * k : n;
}

/* The Grundy value of (n, p), from m = ceil(n / p). */
static uint64_t
multiply_value(uint64_t n, uint64_t p)
{
	uint64_t m = (n - 1) / p + 1, u = 1, c;

	if (m == 1)
		return 0;
	/* c = ceil(m / u) in 2..18 picks the interval; 18 u < m here. */
	while ((c = (m - 1) / u + 1) > MULTIPLY_BLOCK)
		u *= MULTIPLY_BLOCK;
	if (c <= 2)
		return 1;
	if (c <= 4)
		return 2;
	if (c <= 8)
		return 3;
	return c <= 9 ? 4 : 0;
}

static int
multiply_moves(struct rules *r, const struct pos *p, struct poslist *out,
    struct sg_cause *why)
{
	struct pos q;
	uint64_t k;
	int rc = SG_OK;

	if (p->v[1] >= p->v[0])
		return SG_OK;
	pos_init(&q);
	for (k = MULTIPLY_MIN; k <= MULTIPLY_MAX && rc == SG_OK; k++) {
		if ((rc = pos_copy(&q, p)) != SG_OK)
			break;
		q.v[1] = multiply_by(p->v[0], p->v[1], k);
		rc = poslist_add(out, &q);
		/* every larger factor reaches the target too */
		if (q.v[1] == p->v[0])
			break;
	}
	pos_free(&q);
	return rc;
}

/* The least factor taking p to q (q capped at n), or 0 if none does. */
static uint64_t
multiply_factor(uint64_t n, uint64_t p, uint64_t q)
{
	uint64_t k;

	for (k = MULTIPLY_MIN; k <= MULTIPLY_MAX; k++) {
		if (multiply_by(n, p, k) == q)
			return k;
	}
	return 0;
}

static int
multiply_check(struct rules *r, const struct pos *from, const struct pos *to,
    struct sg_cause *why)
{
	if (from->v[1] >= from->v[0])
		return sg_fail(why, SG_EINVAL, W_("the game is over: the "
		    "target is reached"));
	if (to->n != 2 || to->v[0] != from->v[0])
		return sg_fail(why, SG_EINVAL, W_("the target cannot change"));
	if (multiply_factor(from->v[0], from->v[1], to->v[1]) == 0)
		return sg_fail(why, SG_EINVAL, W_("multiply %llu by one of 2 "
		    "to 9"), (unsigned long long)from->v[1]);
	return SG_OK;
}

static void
multiply_describe(const struct rules *r, const struct pos *from,
    const struct pos *to, struct sbuf *out)
{
	uint64_t n = from->v[0], k = 0;

	if (from->v[1] < n && to->n == 2 && to->v[0] == n)
		k = multiply_factor(n, from->v[1], to->v[1]);
	if (k == 0)
		sbuf_add(out, W_("an illegal move"));
	else if (to->v[1] < n)
		/* TRANSLATORS: the current value, the factor, the product. */
		sbuf_printf(out, W_("multiply %1$llu by %2$llu, making %3$llu"),
		    (unsigned long long)from->v[1], (unsigned long long)k,
		    (unsigned long long)to->v[1]);
	else
		sbuf_printf(out, W_("multiply %1$llu by %2$llu, reaching the "
		    "target %3$llu"), (unsigned long long)from->v[1],
		    (unsigned long long)k, (unsigned long long)n);
}

/* The board lists the multipliers 2 to 9, each with the value it
 * makes (capped at the target: every product past it wins alike). */
static uint64_t
multiply_list_count(struct rules *r, const struct pos *p)
{
	(void)r;
	return p->v[1] >= p->v[0] ? 0 : MULTIPLY_MAX - MULTIPLY_MIN + 1;
}

static int
multiply_list_move(struct rules *r, const struct pos *p, uint64_t k,
    struct pos *out, struct sg_cause *why)
{
	(void)r;
	if (k >= multiply_list_count(r, p))
		return sg_fail(why, SG_EINVAL,
		    W_("multiply by one of %1$d to %2$d"), MULTIPLY_MIN,
		    MULTIPLY_MAX);
	if (pos_copy(out, p) != SG_OK)
		return sg_nomem(why);
	out->v[1] = multiply_by(p->v[0], p->v[1], MULTIPLY_MIN + k);
	return SG_OK;
}

static uint64_t
multiply_list_key(struct rules *r, const struct pos *p, uint64_t k)
{
	(void)r;
	(void)p;
	return MULTIPLY_MIN + k;
}

static void
multiply_list_label(struct rules *r, const struct pos *p, uint64_t k,
    struct sbuf *out)
{
	uint64_t m = MULTIPLY_MIN + k, max = sg_max_u63();

	(void)r;
	if (p->v[1] > max / m)
		sbuf_printf(out, "x%llu: the target", (unsigned long long)m);
	else
		sbuf_printf(out, "x%llu = %llu", (unsigned long long)m,
		    (unsigned long long)(p->v[1] * m));
}

static void
multiply_ending(struct rules *r, const struct pos *p, const char *who,
    bool misere, struct sbuf *out)
{
	(void)r;
	/* TRANSLATORS: %1$s is a player's name (or "you"), %2$llu the
	 * target number. */
	if (p->n == 2 && p->v[1] >= p->v[0])
		sbuf_printf(out, misere ? W_("%1$s reached the target %2$llu, "
		    "which in misere play loses.") : W_("%1$s reached the "
		    "target %2$llu, which wins."), who,
		    (unsigned long long)p->v[0]);
}

static int
multiply_any_move(struct rules *r, const struct pos *p, struct pos *out,
    struct sg_cause *why)
{
	if (p->v[1] >= p->v[0])
		return SG_ENOMOVE;
	if (pos_copy(out, p) != SG_OK)
		return sg_nomem(why);
	/* The smallest factor makes the game last longest. */
	out->v[1] = multiply_by(p->v[0], p->v[1], MULTIPLY_MIN);
	return SG_OK;
}

static int
multiply_solve(struct rules *r, const struct pos *p, struct solution *sol,
    struct sg_cause *why)
{
	struct poslist opts;
	size_t i;
	int rc, err = SG_OK;

	sol->has_grundy = true;
	sol->grundy = multiply_value(p->v[0], p->v[1]);
	sol->outcome = sol->grundy != 0 ? OUTCOME_N : OUTCOME_P;
	if (sol->grundy == 0)
		return SG_OK;
	/* At most eight moves: try each. */
	poslist_init(&opts);
	if ((rc = multiply_moves(r, p, &opts, why)) != SG_OK) {
		poslist_free(&opts);
		return sg_fail(why, rc, W_("out of memory"));
	}
	for (i = 0; i < opts.n; i++) {
		if (multiply_value(opts.p[i].v[0], opts.p[i].v[1]) == 0 &&
		    !solution_add(sol, &opts.p[i], &err))
			break;
	}
	poslist_free(&opts);
	return err == SG_OK ? SG_OK : sg_fail(why, err, W_("out of memory"));
}

/*
 * The explanation.  In terms of the factor M still needed the lost
 * stretches are (9u, 18u] for u = 1, 18, 18^2, ...; on the number line of
 * the current value P (M = ceil(N / P) falls as P grows) each becomes the
 * values ceil(N / 18u) .. ceil(N / 9u) - 1.
 */
enum { MULTIPLY_SPANS = 32 };

static inline uint64_t
ceil_div(uint64_t a, uint64_t b)
{
	return a == 0 ? 0 : (a - 1) / b + 1;
}

/* The lost stretches of P for target n, ascending: lo[i] .. hi[i]. */
static size_t
multiply_lost_spans(uint64_t n, uint64_t lo[], uint64_t hi[])
{
	uint64_t u, us[MULTIPLY_SPANS];
	size_t k = 0, i = 0;

	/* 9u < n keeps 18u below 2^64. */
	for (u = 1; u <= (n - 1) / 9 && k < MULTIPLY_SPANS; u *= MULTIPLY_BLOCK)
		us[k++] = u;
	while (k > 0) {
		u = us[--k];
		lo[i] = ceil_div(n, MULTIPLY_BLOCK * u);
		hi[i] = ceil_div(n, 9 * u) - 1;
		if (lo[i] <= hi[i])
			i++;
	}
	return i;
}

struct multiply_span {
	uint64_t a, b;		/* current values a..b */
	bool lost;
};

/* The number line 1..n-1 cut into won and lost stretches, ascending. */
static size_t
multiply_spans(uint64_t n, struct multiply_span sp[2 * MULTIPLY_SPANS + 1])
{
	uint64_t lo[MULTIPLY_SPANS], hi[MULTIPLY_SPANS], next = 1;
	size_t k, i, m = 0;

	k = multiply_lost_spans(n, lo, hi);
	for (i = 0; i < k; i++) {
		if (next < lo[i])
			sp[m++] = (struct multiply_span){ next, lo[i] - 1,
			    false };
		sp[m++] = (struct multiply_span){ lo[i], hi[i], true };
		next = hi[i] + 1;
	}
	if (next < n)
		sp[m++] = (struct multiply_span){ next, n - 1, false };
	return m;
}

static void
multiply_range(struct sbuf *sb, uint64_t a, uint64_t b)
{
	sbuf_reset(sb);
	if (a == b)
		sbuf_printf(sb, "%llu", (unsigned long long)a);
	else
		sbuf_printf(sb, "%llu-%llu", (unsigned long long)a,
		    (unsigned long long)b);
}

static void
multiply_number_line(uint64_t n, uint64_t p, struct sbuf *out)
{
	struct multiply_span sp[2 * MULTIPLY_SPANS + 1];
	struct sbuf rg, need;
	size_t k, i;
	int w = 0;
	bool here;

	sbuf_init(&rg);
	sbuf_init(&need);
	k = multiply_spans(n, sp);
	for (i = 0; i < k; i++) {
		multiply_range(&rg, sp[i].a, sp[i].b);
		w = (int)rg.len > w ? (int)rg.len : w;
	}
	sbuf_printf(out, W_("The current values from 1 to %llu:\n"),
	    (unsigned long long)n);
	for (i = 0; i < k; i++) {
		multiply_range(&rg, sp[i].a, sp[i].b);
		multiply_range(&need, ceil_div(n, sp[i].b),
		    ceil_div(n, sp[i].a));
		here = p >= sp[i].a && p <= sp[i].b;
		/* TRANSLATORS: a row of the number line: the width of the
		 * first column, a stretch of current values, whether the
		 * player to move has lost or won there, and the factors still
		 * needed; "<- here" marks the current value's row. */
		sbuf_printf(out, sp[i].lost ? here ?
		    W_("  %2$-*1$s  lost  factor needed %3$s  <- here\n") :
		    W_("  %2$-*1$s  lost  factor needed %3$s\n") : here ?
		    W_("  %2$-*1$s  won   factor needed %3$s  <- here\n") :
		    W_("  %2$-*1$s  won   factor needed %3$s\n"), w,
		    sbuf_str(&rg), sbuf_str(&need));
	}
	/* TRANSLATORS: the last row: the width of the first column, the
	 * target. */
	sbuf_printf(out, p == n ? W_("  %2$-*1$llu  the target, reached  "
	    "<- here\n\n") : W_("  %2$-*1$llu  the target, reached\n\n"),
	    w, (unsigned long long)n);
	sbuf_free(&rg);
	sbuf_free(&need);
}

/* k u written out, or as "k x u" past 2^64. */
static void
multiply_times(struct sbuf *out, uint64_t k, uint64_t u)
{
	if (u > UINT64_MAX / k)
		sbuf_printf(out, "%llu x %llu", (unsigned long long)k,
		    (unsigned long long)u);
	else
		sbuf_printf(out, "%llu", (unsigned long long)(k * u));
}

/* "(k1 u, k2 u]", with k1 = 0 meaning u / 2. */
static void
multiply_interval(struct sbuf *out, uint64_t k1, uint64_t k2, uint64_t u)
{
	sbuf_addc(out, '(');
	if (k1 == 0)
		sbuf_printf(out, "%llu", (unsigned long long)(u / 2));
	else
		multiply_times(out, k1, u);
	sbuf_add(out, ", ");
	multiply_times(out, k2, u);
	sbuf_addc(out, ']');
}

/* Where M (>= 2) lies: u with u < M <= 18u. */
static uint64_t
multiply_block_of(uint64_t m)
{
	uint64_t u = 1;

	while (ceil_div(m, u) > MULTIPLY_BLOCK)
		u *= MULTIPLY_BLOCK;
	return u;
}

static void
multiply_explain_move(uint64_t n, uint64_t p, uint64_t m, struct sbuf *out)
{
	uint64_t u = multiply_block_of(m), k, q;
	struct sbuf in, lost;

	for (k = MULTIPLY_MIN; k <= MULTIPLY_MAX; k++) {
		q = multiply_by(n, p, k);
		if (multiply_value(n, q) == 0)
			break;
	}
	sbuf_init(&in);
	sbuf_init(&lost);
	multiply_interval(&in, 1, 9, u);
	multiply_interval(&lost, 0, 1, u);
	/* TRANSLATORS: M, the stretch it lies in, the factor (and the
	 * product, the factor it leaves and the lost stretch that is in). */
	if (q == n)
		sbuf_printf(out, W_("M = %1$llu lies in %2$s, between two "
		    "lost stretches, so the player to move wins: multiply by "
		    "%3$llu and reach the target.\n"), (unsigned long long)m,
		    sbuf_str(&in), (unsigned long long)k);
	else
		sbuf_printf(out, W_("M = %1$llu lies in %2$s, between two "
		    "lost stretches, so the player to move wins: multiply by "
		    "%3$llu, making %4$llu, where the factor needed is %5$llu, "
		    "in the lost %6$s.\n"), (unsigned long long)m,
		    sbuf_str(&in), (unsigned long long)k,
		    (unsigned long long)q, (unsigned long long)ceil_div(m, k),
		    sbuf_str(&lost));
	sbuf_free(&in);
	sbuf_free(&lost);
}

static void
multiply_invariant(struct rules *r, const struct pos *p, struct sbuf *out)
{
	uint64_t n = p->v[0], m = ceil_div(n, p->v[1]), u;
	struct sbuf lost, won;

	sbuf_printf(out, W_("What matters is the factor still needed, M = "
	    "ceil(%1$llu / %2$llu) = %3$llu: multiplying by k reaches the "
	    "target when k >= M, and otherwise leaves the factor ceil(M / k).  The "
	    "player to move loses exactly when M is 1 (the target is reached) "
	    "or lies in (9, 18], (162, 324], (2916, 5832], ..., each stretch "
	    "18 times the one before.  From (9u, 18u] every factor 2..9 leaves "
	    "M in (u, 9u]; from (u, 9u] the factor ceil(M / u) leaves it in "
	    "the lost (u/2, u].\n\n"),
	    (unsigned long long)n, (unsigned long long)p->v[1],
	    (unsigned long long)m);
	multiply_number_line(n, p->v[1], out);
	if (m == 1) {
		sbuf_add(out, W_("The target is reached: the game is over "
		    "and the player to move has lost.\n"));
		return;
	}
	u = multiply_block_of(m);
	if (ceil_div(m, u) <= 9) {
		multiply_explain_move(n, p->v[1], m, out);
		return;
	}
	sbuf_init(&lost);
	sbuf_init(&won);
	multiply_interval(&lost, 9, MULTIPLY_BLOCK, u);
	multiply_interval(&won, 1, 9, u);
	/* TRANSLATORS: M, the lost stretch it lies in, the factors the
	 * moves leave (from, to) and the stretch those lie in. */
	sbuf_printf(out, W_("M = %1$llu lies in the lost %2$s: the factors "
	    "2..9 leave %3$llu to %4$llu, all in %5$s, where the opponent "
	    "wins.\n"), (unsigned long long)m, sbuf_str(&lost),
	    (unsigned long long)ceil_div(m, 9),
	    (unsigned long long)ceil_div(m, 2), sbuf_str(&won));
	sbuf_free(&lost);
	sbuf_free(&won);
}

static uint64_t
multiply_move_bound(struct rules *r, const struct pos *p)
{
	return p->v[1] >= p->v[0] ? 0 : MULTIPLY_MAX - MULTIPLY_MIN + 1;
}

/* Every target 2 to 60 with every value 1 to the target. */
static int
multiply_smalls(struct rules *r, struct poslist *out)
{
	struct pos p;
	uint64_t n, v;
	int rc = SG_OK;

	(void)r;
	pos_init(&p);
	if (pos_resize(&p, 2) != SG_OK)
		return SG_ENOMEM;
	for (n = 2; n <= 60 && rc == SG_OK; n++)
		for (v = 1; v <= n && rc == SG_OK; v++) {
			p.v[0] = n;
			p.v[1] = v;
			rc = poslist_add(out, &p);
		}
	pos_free(&p);
	return rc;
}


/*
 * The table: stretches of current values.  M = ceil(N / P) changes value
 * where it crosses k u, for u a power of the block 18 and k one of the
 * edges of the intervals above; the least P with ceil(N / P) <= k u
 * starts a stretch.
 */
enum { MULTIPLY_STARTS = 5 * 16 + 2 };

static int
cmp_start(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return x < y ? -1 : x > y;
}

static size_t
multiply_starts(uint64_t n, uint64_t s[MULTIPLY_STARTS])
{
	static const uint64_t edge[] = { 1, 2, 4, 8, 9 };
	uint64_t u;
	size_t i, m = 0, k;

	s[m++] = 1;
	for (u = 1; m + 5 <= MULTIPLY_STARTS; u *= MULTIPLY_BLOCK) {
		for (k = 0; k < sizeof edge / sizeof edge[0]; k++) {
			if (u <= (n - 1) / edge[k])
				s[m++] = (n - 1) / (edge[k] * u) + 1;
		}
		if (u > (n - 1) / 2 || u > UINT64_MAX / MULTIPLY_BLOCK)
			break;
	}
	qsort(s, m, sizeof s[0], cmp_start);
	for (i = 1, k = 0; i < m; i++) {
		if (s[i] != s[k] && s[i] < n)
			s[++k] = s[i];
	}
	return k + 1;
}

static int
multiply_table(struct rules *r, const struct pos *p, struct table *t,
    struct sg_cause *why)
{
	uint64_t s[MULTIPLY_STARTS];
	int rc;

	if (p->n != 2) {
		table_words(t, r, NULL);
		return SG_OK;
	}
	if ((rc = table_stretches(t, r, p, s, multiply_starts(p->v[0], s),
	    why)) != SG_OK)
		return rc;
	sbuf_printf(&t->heading, W_("Multiplication game: the current values "
	    "for the target %llu"), (unsigned long long)p->v[0]);
	sbuf_add(&t->notes, W_("Each stretch of current values has one value; "
	    "the lost ones (value 0) are those where the factor still needed "
	    "lies in (9, 18], (162, 324], ..., each 18 times the one "
	    "before.\n"));
	return SG_OK;
}

/* The menu's named positions, and its random starts. */
static const char *const multiply_presets[] = {
	"1000",
	"1000 6",
	"162",
	NULL
};

static void
multiply_random(const struct rules *r, unsigned level, bool opts, uint64_t *seed,
    struct sbuf *out)
{
	(void)r;
	(void)opts;
	sbuf_printf(out, "%llu", (unsigned long long)game_rand(seed, 30,
	    game_level_size(level, 1000, 100)));
}

const struct game game_multiply = {
	.name = "multiply",
	.title = WN_("The multiplication game"),
	.summary = WN_("multiply by 2..9; whoever reaches the target wins"),
	.notation = {
		/* TRANSLATORS: how a position is typed: the words in
		 * capitals stand for what is typed there; keep the
		 * options, the letters and the signs. */
		.syntax = WN_("TARGET [CURRENT]"),
		.parse = multiply_parse,
		.format = multiply_format,
	},
	.rules = {
		.moves = multiply_moves,
		.check = multiply_check,
		.describe = multiply_describe,
		.any_move = multiply_any_move,
		.move_bound = multiply_move_bound,
	},
	.theory = {
		.solve = multiply_solve,
	},
	.play = {
		.board = BOARD_LINE,
		.models = { MOVE_LIST },
		.item = WN_("multiplier"),
		.list.count = multiply_list_count,
		.list.move = multiply_list_move,
		.list.label = multiply_list_label,
		.list.key = multiply_list_key,
		.ending = multiply_ending,
		.changes = change_set,
		.presets = multiply_presets,
		.random = multiply_random,
	},
	.teach = {
		.table = multiply_table,
		.invariant = multiply_invariant,
	},
	.tests = {
		.smalls = multiply_smalls,
	},
};
