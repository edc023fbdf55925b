/*
 * tbperiod.c: what the value table knows beyond its length: the proven
 * period, the value of any heap, the count of losing heaps, and the moves
 * of a heap to a given value.
 */
#include "config.h"

#include "tbtable_impl.h"
#include "words.h"

/*
 * The periodicity theorem behind PROOF_GUY_SMITH, stated for every finite
 * code whose splits leave two heaps, that marks no split with `!`, and
 * whose digit before the point may be 4 (a heap may split in two without
 * losing a stone) as well as 0.
 *
 * Let t be the largest k with a non-zero digit (t = 0 for 4.0), p >= 1 and
 * i >= 0.  If v(n + p) = v(n) for every n with i <= n < 2i + p + t, then
 * v(n + p) = v(n) for every n >= i.  So the first L = 2i + 2p + t values
 * (heaps 0 .. L-1) prove preperiod i and period p; that is the check
 * length find_period asks for, the same as for octal codes.
 *
 * Proof, by induction on n >= 2i + p + t, the smaller n being checked.
 * Assume v(m + p) = v(m) for i <= m < n; we show the options of n + p and
 * of n have the same values.  A move takes k <= t stones (k = 0 only to
 * split) and leaves parts summing to n + p - k, so each part is less than
 * the heap: this, and that the parts sum to at least the heap less t, is
 * all the argument uses.  Emptying the heap is no option of either, as
 * n > t.  One heap left: n - k >= 2i + p >= i and n - k < n, so
 * v(n + p - k) = v(n - k).  Two heaps a <= b with a + b = n + p - k: then
 * b >= (2i + 2p) / 2 = i + p, and i <= b - p < n, so v(b) = v(b - p), and
 * a + (b - p) is a split of n - k by the same digit, of the same value.
 * Conversely, a split a + c of n - k with c the larger part has
 * c >= (2i + p) / 2 >= i and c < n, so v(c + p) = v(c) and a + (c + p) is
 * a split of n + p - k of the same value.  The sets of option values are
 * equal, and so are their mexes.
 *
 * The `!` is left out because a + b with a != b does not make a != b - p;
 * three parts would need another bound (the larger part is only a third).
 */
enum proof_kind {
	PROOF_NONE,
	PROOF_WINDOW,		/* no splits: a window of values repeats */
	PROOF_GUY_SMITH		/* two-heap splits: the theorem above */
};

enum {
	FIRST_LENGTH = 256,
	IMPLICIT_PROOF = 1 << 16,	/* a heap past the table tries this far */
	DIRECT_COUNT = 1 << 22,	/* counts this short just walk */
	BRENT_CAP = 1 << 28	/* the longest cycle looked for */
};

static enum proof_kind
proof_kind(const struct tbt *t, struct sg_cause *why)
{
	const char *reason = NULL;

	if (tb_code_infinite(&t->code))
		reason = W_("no period theorem applies (any number may be "
		    "taken)");
	else if (t->bits & TB_THREE)
		reason = W_("no period theorem applies (a move may leave "
		    "three heaps)");
	else if (tb_code_has_dist(&t->code))
		reason = W_("no period theorem applies (the heaps left by a "
		    "split must differ)");
	if (reason != NULL) {
		sg_fail(why, SG_ERANGE, "%s", reason);
		return PROOF_NONE;
	}
	return (t->bits & TB_TWO) ? PROOF_GUY_SMITH : PROOF_WINDOW;
}

/*
 * Look for the least period p the first L values prove, with the least
 * preperiod i: v[n + p] == v[n] for i <= n < L - p, long enough for the
 * theorem of this kind.
 */
static bool
find_period(struct tbt *t, uint64_t L, enum proof_kind kind)
{
	uint64_t p, n, imax;

	for (p = 1; ; p++) {
		if (kind == PROOF_WINDOW) {
			/* The windows of `last` values at max(i, 1) and p
			 * later agree: every later value follows. */
			if (p + t->last + 1 > L)
				return false;
			imax = L - p - t->last;
		} else {
			/* Guy-Smith: agreement for i <= n < 2i + p + last. */
			if (2 * p + t->last > L)
				return false;
			imax = (L - 2 * p - t->last) / 2;
		}
		for (n = L - p; n > 0 &&
		    tbt_at(t, n - 1) == tbt_at(t, n - 1 + p); n--)
			continue;
		if (n <= imax && (kind != PROOF_WINDOW || imax >= 1)) {
			t->pre = n;
			t->per = p;
			return true;
		}
	}
}

/* Say which theorem proved the period, and how far the values were
 * compared against how far the theorem needs. */
static void
describe_proof(struct tbt *t, enum proof_kind kind, uint64_t L)
{
	unsigned long long need;

	if (kind == PROOF_WINDOW) {
		need = (unsigned long long)(t->pre > 0 ? t->pre : 1) + t->per +
		    t->last;
		sg_fail(&t->proof, SG_OK, W_("proof: a repeated window of "
		    "%1$u values (the code never splits); heaps 0..%2$llu "
		    "compared, %3$llu needed"), t->last,
		    (unsigned long long)(L - 1), need);
		return;
	}
	need = 2 * (unsigned long long)t->pre + 2 * t->per + t->last;
	if (t->code.d[0] != 0)
		sg_fail(&t->proof, SG_OK, W_("proof: the Guy-Smith theorem (as "
		    "extended to splits that lose no stone); heaps 0..%1$llu "
		    "compared, 2 x %2$llu + 2 x %3$llu + %4$u = %5$llu "
		    "needed"), (unsigned long long)(L - 1),
		    (unsigned long long)t->pre, (unsigned long long)t->per,
		    t->last, need);
	else
		sg_fail(&t->proof, SG_OK, W_("proof: the Guy-Smith theorem; "
		    "heaps 0..%1$llu compared, 2 x %2$llu + 2 x %3$llu + %4$u "
		    "= %5$llu needed"), (unsigned long long)(L - 1),
		    (unsigned long long)t->pre, (unsigned long long)t->per,
		    t->last, need);
}

/*
 * Try to prove a period on tables of doubling length up to cap heaps (at
 * most the table's limit, at least what the table already holds, from the
 * cache say).  The period is given up on only when the limit is reached;
 * below it a later call with a larger cap goes on where this one stopped.
 */
static int
prove(struct tbt *t, struct rules *r, uint64_t cap, struct sg_cause *why)
{
	enum proof_kind kind = proof_kind(t, &t->period_why);
	uint64_t L;
	int rc;

	if (kind == PROOF_NONE) {
		t->period = TBT_PERIOD_NONE;
		return SG_OK;
	}
	/* A table a proof was once tried on is likely in the cache. */
	if (!t->cache_tried) {
		t->cache_tried = true;
		tbt_cache_load(t);
	}
	if (cap > t->limit + 1)
		cap = t->limit + 1;
	if (cap < t->len)
		cap = t->len;
	L = t->tried > 0 ? 2 * t->tried : FIRST_LENGTH + 8 * (uint64_t)t->last;
	/* One bar for all the steps, to as far as they may go. */
	if (t->goal < cap - 1) {
		t->goal = cap - 1;
		t->progressed = false;
	}
	for (;;) {
		if (L > cap)
			L = cap;
		if (L <= t->tried)
			break;
		if ((rc = tbt_grow(t, r, L - 1, why)) != SG_OK)
			return rc;
		/* Use every value there is. */
		if (t->len > L)
			L = t->len < cap ? t->len : cap;
		t->tried = L;
		if (find_period(t, L, kind)) {
			t->period = TBT_PERIOD_PROVEN;
			describe_proof(t, kind, L);
			break;
		}
		if (L >= cap)
			break;
		L *= 2;
	}
	/* The bar is done with, wherever the steps ended. */
	if (t->progressed)
		tbt_progress(t, r, t->goal + 1);
	t->progressed = false;
	if (t->period == TBT_PERIOD_PROVEN)
		return SG_OK;
	sg_fail(&t->period_why, SG_ERANGE, W_("none proven up to heap %llu"),
	    (unsigned long long)(t->tried - 1));
	if (t->tried >= t->limit + 1)
		t->period = TBT_PERIOD_NONE;
	return SG_OK;
}

int
tbt_period(struct tbt *t, struct rules *r, uint64_t max, uint64_t *pre,
    uint64_t *per, struct sg_cause *why)
{
	int rc;

	if (max > t->limit)
		max = t->limit;
	if (t->period == TBT_PERIOD_UNTRIED &&
	    (rc = prove(t, r, max + 1, why)) != SG_OK)
		return rc;
	if (t->period != TBT_PERIOD_PROVEN) {
		*why = t->period_why;
		return SG_ERANGE;
	}
	*pre = t->pre;
	*per = t->per;
	if (why != NULL)
		*why = t->proof;
	return SG_OK;
}

const char *
tbt_period_reason(const struct tbt *t)
{
	return t->period == TBT_PERIOD_PROVEN ? "" : t->period_why.text;
}

int
tbt_compute(struct tbt *t, struct rules *r, uint64_t n, uint64_t *g,
    struct sg_cause *why)
{
	int rc;

	if ((rc = tbt_grow(t, r, n, why)) != SG_OK)
		return rc;
	*g = tbt_at(t, n);
	return SG_OK;
}

int
tbt_value(struct tbt *t, struct rules *r, uint64_t n, uint64_t *g,
    struct sg_cause *why)
{
	uint64_t cap;
	int rc;

	if (n < t->len) {
		*g = tbt_at(t, n);
		return SG_OK;
	}
	/* A heap past the table: try for a period on a table as long as
	 * this heap needs anyway (the first length tried at least), trying
	 * again when that is twice as long as last time; a heap past the
	 * limit tries IMPLICIT_PROOF heaps.  So a small heap of a code with
	 * no period known costs a short table (a table of IMPLICIT_PROOF
	 * heaps took Officers, 0.6, half a second for `solve 5 3`), and
	 * values --period goes further. */
	cap = n < t->limit ? n + 1 : IMPLICIT_PROOF;
	if (cap < FIRST_LENGTH + 8 * (uint64_t)t->last)
		cap = FIRST_LENGTH + 8 * (uint64_t)t->last;
	if (t->period == TBT_PERIOD_UNTRIED && cap >= 2 * t->tried &&
	    (rc = prove(t, r, cap, why)) != SG_OK)
		return rc;
	if (t->period == TBT_PERIOD_PROVEN && n >= t->pre) {
		*g = tbt_at(t, t->pre + (n - t->pre) % t->per);
		return SG_OK;
	}
	if ((rc = tbt_grow(t, r, n, why)) != SG_OK)
		return rc;
	*g = tbt_at(t, n);
	return SG_OK;
}

/* The heaps in from..to (inside the table) of value 0. */
static uint64_t
zeros(const struct tbt *t, uint64_t from, uint64_t to)
{
	uint64_t n, z = 0;

	for (n = from; n <= to; n++)
		z += tbt_at(t, n) == 0;
	return z;
}

/*
 * The win/lose pattern of a code that never splits: past the last digit
 * a heap is lost exactly when every heap one take below is won, so the
 * window of the last `last` outcomes (bit j-1: heap n-j is won) steps on
 * by itself and must cycle.
 */
struct window {
	uint64_t takes;		/* bit k-1: take k, leaving a heap */
	uint64_t full;
};

static inline bool
window_lost(const struct window *w, uint64_t s)
{
	return (~s & w->takes) == 0;
}

static inline uint64_t
window_step(const struct window *w, uint64_t s)
{
	return ((s << 1) | !window_lost(w, s)) & w->full;
}

/* The losing heaps among the next j windows from s; s moves on. */
static uint64_t
window_walk(const struct window *w, uint64_t *s, uint64_t j)
{
	uint64_t z = 0;

	for (; j > 0; j--) {
		z += window_lost(w, *s);
		*s = window_step(w, *s);
	}
	return z;
}

/* Brent's cycle finding: the cycle length and the steps before it. */
static bool
window_cycle(const struct window *w, uint64_t s0, uint64_t *mu, uint64_t *lam)
{
	uint64_t power = 1, tort = s0, hare = window_step(w, s0), i;

	*lam = 1;
	while (tort != hare) {
		if (power == *lam) {
			if (power >= BRENT_CAP)
				return false;
			tort = hare;
			power *= 2;
			*lam = 0;
		}
		hare = window_step(w, hare);
		(*lam)++;
	}
	tort = hare = s0;
	for (i = 0; i < *lam; i++)
		hare = window_step(w, hare);
	for (*mu = 0; tort != hare; (*mu)++) {
		tort = window_step(w, tort);
		hare = window_step(w, hare);
	}
	return true;
}

static int
count_window(struct tbt *t, struct rules *r, uint64_t n, uint64_t *losing,
    struct sg_cause *why)
{
	struct window w = { 0, 0 };
	uint64_t s = 0, j, mu, lam, q, cyc;
	unsigned k;
	bool dist;
	int rc;

	if ((rc = tbt_grow(t, r, t->last, why)) != SG_OK)
		return rc;
	*losing = zeros(t, 1, n < t->last ? n : t->last);
	if (n <= t->last)
		return SG_OK;
	w.full = t->last == 64 ? UINT64_MAX : (UINT64_C(1) << t->last) - 1;
	for (k = 1; k <= t->last; k++) {
		if (tb_digit(&t->code, k, &dist) & TB_ONE)
			w.takes |= UINT64_C(1) << (k - 1);
		s |= (uint64_t)(tbt_at(t, t->last + 1 - k) != 0) << (k - 1);
	}
	j = n - t->last;
	if (j <= DIRECT_COUNT || !window_cycle(&w, s, &mu, &lam)) {
		if (j > DIRECT_COUNT)
			return sg_fail(why, SG_ERANGE, W_("N %llu: no cycle "
			    "of the win/lose pattern found"),
			    (unsigned long long)n);
		*losing += window_walk(&w, &s, j);
		return SG_OK;
	}
	*losing += window_walk(&w, &s, mu);
	j -= mu;
	cyc = window_walk(&w, &s, lam);	/* s is back where it was */
	q = j / lam;
	*losing += q * cyc + window_walk(&w, &s, j % lam);
	return SG_OK;
}

int
tbt_count(struct tbt *t, struct rules *r, uint64_t n, uint64_t *losing,
    struct sg_cause *why)
{
	uint64_t g, s, q, rem;
	int rc;

	*losing = 0;
	if (n == 0)
		return SG_OK;
	if (!tb_code_infinite(&t->code) && !(t->bits & (TB_TWO | TB_THREE)) &&
	    t->last <= 64)
		return count_window(t, r, n, losing, why);
	if ((rc = tbt_value(t, r, n, &g, why)) != SG_OK)
		return rc;
	if (n < t->len) {
		*losing = zeros(t, 1, n);
		return SG_OK;
	}
	/* Past the table, so past a proven preperiod: whole periods. */
	s = t->pre > 0 ? t->pre : 1;
	q = (n - s + 1) / t->per;
	rem = (n - s + 1) % t->per;
	*losing = zeros(t, 1, s - 1) + q * zeros(t, s, s + t->per - 1) +
	    (rem > 0 ? zeros(t, s, s + rem - 1) : 0);
	return SG_OK;
}

struct want {
	struct tbt *t;
	struct rules *r;
	uint64_t value;
	bool both_orders;
	tb_move_fn fn;
	void *arg;
	int rc;
	struct sg_cause *why;
	bool stopped;		/* fn said stop */
};

static bool
value_of(struct want *w, uint64_t n, uint64_t *g)
{
	if (w->rc == SG_OK)
		w->rc = tbt_value(w->t, w->r, n, g, w->why);
	return w->rc == SG_OK;
}

static bool
offer(struct want *w, const uint64_t *p, size_t n, uint64_t k)
{
	if (!w->fn(w->arg, p, n, k))
		w->stopped = true;
	return !w->stopped;
}

/*
 * The splits of m into two heaps, by the left part a ascending (with both
 * orders, a runs to m - 1).  While both parts are past the preperiod the
 * values repeat with a in steps of the period, so a whole period there
 * without a hit means none until the right part drops below it.
 */
static bool
want_two(struct want *w, uint64_t m, uint64_t k, bool dist)
{
	const struct tbt *t = w->t;
	uint64_t a, hi = w->both_orders ? m - 1 : m / 2, ga, gb, p[2];
	uint64_t hit = 0;

	for (a = 1; a <= hi; a++) {
		if (t->period == TBT_PERIOD_PROVEN && a >= t->pre + t->per &&
		    m - a >= t->pre && hit + t->per < a) {
			a = m - t->pre;	/* the next a is past it */
			continue;
		}
		if (dist && 2 * a == m)
			continue;
		if (!value_of(w, a, &ga) || !value_of(w, m - a, &gb))
			return false;
		if ((ga ^ gb) != w->value)
			continue;
		hit = a;
		p[0] = a;
		p[1] = m - a;
		if (!offer(w, p, 2, k))
			return false;
	}
	return true;
}

static bool
want_three(struct want *w, uint64_t m, uint64_t k, bool dist)
{
	uint64_t p[3], g0, g1, g2;

	for (p[0] = 1; p[0] + 2 <= m; p[0]++) {
		for (p[1] = w->both_orders ? 1 : p[0]; p[0] + p[1] < m;
		    p[1]++) {
			p[2] = m - p[0] - p[1];
			if (!w->both_orders && p[2] < p[1])
				break;
			if (dist && (p[0] == p[1] || p[1] == p[2] ||
			    p[0] == p[2]))
				continue;
			if (!value_of(w, p[0], &g0) ||
			    !value_of(w, p[1], &g1) || !value_of(w, p[2], &g2))
				return false;
			if ((g0 ^ g1 ^ g2) == w->value && !offer(w, p, 3, k))
				return false;
		}
	}
	return true;
}

static bool
want_take(struct want *w, uint64_t h, uint64_t k)
{
	uint64_t p = 0, g;
	unsigned d;
	bool dist;

	d = tb_digit(&w->t->code, k, &dist);
	if ((d & TB_EMPTY) && k == h && k > 0 && w->value == 0 &&
	    !offer(w, &p, 1, k))
		return false;
	p = h - k;
	if ((d & TB_ONE) && h > k && k > 0) {
		if (!value_of(w, p, &g))
			return false;
		if (g == w->value && !offer(w, &p, 1, k))
			return false;
	}
	if ((d & TB_TWO) && h - k >= 2 && !want_two(w, h - k, k, dist))
		return false;
	if ((d & TB_THREE) && h - k >= 3 && !want_three(w, h - k, k, dist))
		return false;
	return true;
}

int
tbt_options(struct tbt *t, struct rules *r, uint64_t h, uint64_t want,
    bool both_orders, tb_move_fn fn, void *arg, struct sg_cause *why)
{
	struct want w = { t, r, want, both_orders, fn, arg, SG_OK, why,
	    false };
	uint64_t k, kmax = tb_code_max_take(&t->code, h);

	for (k = 0; k <= kmax; k++) {
		if (!want_take(&w, h, k))
			break;
	}
	return w.rc;
}
