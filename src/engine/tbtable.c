/*
 * tbtable.c: the value table of a take-and-break game: the plain and the
 * sparse method, growth on demand with progress reports.  Periods and
 * counts are in tbperiod.c.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tbtable_impl.h"
#include "words.h"

enum {
	PROGRESS_STEP = 1 << 16,
	MAX_JOBS = 256
};

static const char *const method_names[] = { "auto", "naive", "sparse" };

static uint64_t
choose_limit(const struct tbt *t)
{
	bool inf = tb_code_infinite(&t->code);

	if (t->bits & TB_THREE)
		return inf ? 300 : 1000;
	if (inf)
		return (t->bits & TB_TWO) ? 2000 : 65000;
	if ((t->bits & TB_TWO) && !t->sparse)
		return 2000000;
	return 100000000;
}

int
tbt_new(const struct tb_code *c, struct tbt **out, struct sg_cause *why)
{
	struct tbt *t;

	*out = NULL;
	if ((t = sg_calloc(1, sizeof *t)) == NULL ||
	    tbt_scratch_init(&t->s) != SG_OK) {
		free(t);
		return sg_nomem(why);
	}
	t->code = *c;
	t->last = tb_code_last(c);
	t->bits = tb_code_bits(c);
	t->sparse_ok = !tb_code_infinite(c) && (t->bits & TB_TWO) &&
	    !(t->bits & TB_THREE);
	t->sparse = t->sparse_ok;
	t->limit = choose_limit(t);
	t->width = 1;
	t->simd = tbt_simd_best();
	t->jobs = tbt_default_jobs();
	t->prefix = TBT_PREFIX;
	*out = t;
	return SG_OK;
}

void
tbt_free(struct tbt *t)
{
	if (t == NULL)
		return;
	free(t->v);
	free(t->par);
	tbt_scratch_free(&t->s);
	free(t->rare);
	free(t->rarev);
	free(t->esch);
	free(t->escv);
	free(t);
}

unsigned
tbt_escaped(const struct tbt *t, uint64_t n)
{
	size_t lo = 0, hi = __atomic_load_n(&t->nesc, __ATOMIC_ACQUIRE), mid;

	while (lo < hi) {
		mid = lo + (hi - lo) / 2;
		if (t->esch[mid] < n)
			lo = mid + 1;
		else
			hi = mid;
	}
	/* Every escaped byte has its entry; the byte itself otherwise. */
	return lo < __atomic_load_n(&t->nesc, __ATOMIC_ACQUIRE) &&
	    t->esch[lo] == n ? t->escv[lo] : TBT_ESCAPE;
}

int
tbt_parse_method(const char *arg, enum tbt_method *m, struct sg_cause *why)
{
	if (strcmp(arg, method_names[TBT_NAIVE]) == 0)
		*m = TBT_NAIVE;
	else if (strcmp(arg, method_names[TBT_SPARSE]) == 0)
		*m = TBT_SPARSE;
	else if (strcmp(arg, method_names[TBT_AUTO]) == 0)
		*m = TBT_AUTO;
	else
		return sg_fail(why, SG_EINVAL, W_("method \"%.40s\": want "
		    "naive or sparse"), arg);
	return SG_OK;
}

int
tbt_set_method(struct tbt *t, enum tbt_method m, struct sg_cause *why)
{
	if (m == TBT_SPARSE && !t->sparse_ok)
		return sg_fail(why, SG_EINVAL, W_("method \"sparse\": needs "
		    "a finite code whose splits leave two heaps"));
	if (t->len > 0)
		return sg_fail(why, SG_EINVAL, W_("method: set it before any "
		    "value is computed"));
	t->sparse = m == TBT_NAIVE ? false : t->sparse_ok;
	if (!t->max_set)
		t->limit = choose_limit(t);
	return SG_OK;
}

uint64_t
tbt_limit(const struct tbt *t)
{
	return t->limit;
}

int
tbt_set_limit(struct tbt *t, uint64_t max, struct sg_cause *why)
{
	if (max == 0)
		return SG_OK;
	if (max > TBT_MAX_LIMIT)
		return sg_fail(why, SG_EINVAL, W_("max \"%1$llu\": at most "
		    "%2$llu heaps"), (unsigned long long)max,
		    (unsigned long long)TBT_MAX_LIMIT);
	if (t->len > 0)
		return sg_fail(why, SG_EINVAL, W_("max: set it before any "
		    "value is computed"));
	t->limit = max;
	t->max_set = true;
	return SG_OK;
}

unsigned
tbt_width(const struct tbt *t)
{
	return t->width;
}

enum tbt_simd
tbt_simd_best(void)
{
#if defined(__GNUC__) && defined(__x86_64__)
	__builtin_cpu_init();
	if (__builtin_cpu_supports("avx512f") &&
	    __builtin_cpu_supports("avx512bw"))
		return TBT_SIMD_AVX512;
	if (__builtin_cpu_supports("avx2"))
		return TBT_SIMD_AVX2;
#endif
	return TBT_SIMD_SCALAR;
}

void
tbt_set_simd(struct tbt *t, enum tbt_simd s)
{
	enum tbt_simd best = tbt_simd_best();

	t->simd = s < best ? s : best;
}

unsigned
tbt_default_jobs(void)
{
	long n = sysconf(_SC_NPROCESSORS_ONLN);

	return n < 1 ? 1 : n > MAX_JOBS ? MAX_JOBS : (unsigned)n;
}

int
tbt_set_jobs(struct tbt *t, unsigned jobs, struct sg_cause *why)
{
	if (jobs == 0)
		jobs = tbt_default_jobs();
	if (jobs > MAX_JOBS)
		return sg_fail(why, SG_EINVAL, W_("jobs \"%1$u\": at most "
		    "%2$u"), jobs, (unsigned)MAX_JOBS);
	t->jobs = jobs;
	return SG_OK;
}

void
tbt_set_prefix(struct tbt *t, unsigned heaps)
{
	if (t->len == 0 && heaps >= 2)
		t->prefix = heaps;
}

unsigned
tbt_resplits(const struct tbt *t)
{
	return t->resplits;
}

bool
tbt_split(const struct tbt *t, unsigned *mask, bool *heap_parity)
{
	*mask = t->mask;
	*heap_parity = t->hpar != 0;
	return t->have_mask;
}

static inline void
mark(struct tbt *t, unsigned v)
{
	tbt_mark(&t->s, v);
}

static inline bool
marked(const struct tbt *t, unsigned v)
{
	return tbt_marked(&t->s, v);
}

/* The least unmarked value from `from` on; TBT_VALUES when all are. */
static unsigned
mex_from(const struct tbt *t, unsigned from)
{
	unsigned v;

	for (v = from; v < TBT_VALUES && marked(t, v); v++)
		continue;
	return v;
}

static void
mark_three(struct tbt *t, uint64_t m, bool dist)
{
	uint64_t a, b, c;

	for (a = 1; 3 * a <= m; a++) {
		for (b = a; a + 2 * b <= m; b++) {
			c = m - a - b;
			if (dist && (a == b || b == c))
				continue;
			mark(t, tbt_at(t, a) ^ tbt_at(t, b) ^ tbt_at(t, c));
		}
	}
}

void
tbt_mark_singles(const struct tbt *t, struct tbt_scratch *s, uint64_t n,
    uint64_t kfrom, uint64_t kmax)
{
	uint64_t k;
	bool dist;

	if (n >= 1 && n <= kmax && (tb_digit(&t->code, n, &dist) & TB_EMPTY))
		tbt_mark(s, 0);
	for (k = kfrom; k <= kmax && k < n; k++) {
		if (tb_digit(&t->code, k, &dist) & TB_ONE)
			tbt_mark(s, tbt_at(t, n - k));
	}
}

/* Mark the splits a + (m - a) of m, a <= m - a (not a == m - a when
 * dist), in a table of `width` bytes a value (a constant where it is
 * called, so each width gets its own loop; 0: one byte with escapes). */
static inline __attribute__((always_inline)) void
mark_splits(struct tbt *t, uint64_t m, bool dist, unsigned width)
{
	const uint8_t *g8 = t->v;
	const uint16_t *g16 = t->v;
	uint64_t a;

	for (a = 1; 2 * a <= m; a++) {
		if (!dist || 2 * a != m)
			mark(t, width == 1 ? g8[a] ^ g8[m - a] :
			    width == 2 ? g16[a] ^ g16[m - a] :
			    tbt_at(t, a) ^ tbt_at(t, m - a));
	}
}

/* The value of heap n by the plain mex over every move. */
static unsigned
naive_one(struct tbt *t, uint64_t n)
{
	uint64_t k, kmax = tb_code_max_take(&t->code, n), m;
	unsigned d;
	bool dist;

	tbt_scratch_next(&t->s);
	tbt_mark_singles(t, &t->s, n, 1, kmax);
	for (k = 0; k <= kmax; k++) {
		d = tb_digit(&t->code, k, &dist);
		m = n - k;
		if ((d & TB_TWO) && m >= 2 && t->width == 1 && t->nesc == 0)
			mark_splits(t, m, dist, 1);
		else if ((d & TB_TWO) && m >= 2 && t->width == 1)
			mark_splits(t, m, dist, 0);
		else if ((d & TB_TWO) && m >= 2)
			mark_splits(t, m, dist, 2);
		if ((d & TB_THREE) && m >= 3)
			mark_three(t, m, dist);
	}
	return mex_from(t, 0);
}

/* The bytes of memory this machine has (0: not known). */
static uint64_t
memory_bytes(void)
{
	long pages = sysconf(_SC_PHYS_PAGES), size = sysconf(_SC_PAGESIZE);

	return pages > 0 && size > 0 ? (uint64_t)pages * (uint64_t)size : 0;
}

/* Room for heaps 0..n; SG_ENOMEM with the reason when the table would
 * not fit the machine's memory or cannot be had. */
static int
reserve(struct tbt *t, uint64_t n, struct sg_cause *why)
{
	uint64_t cap = t->cap, mem = memory_bytes();
	void *v;

	if (n < t->cap)
		return SG_OK;
	cap = cap < 1024 ? 1024 : cap * 2;
	if (cap <= n)
		cap = n + 1;
	if (cap > t->limit + 1)
		cap = t->limit + 1;
	/* Past the memory the pages would be had and then the program
	 * killed: say so instead. */
	if (mem > 0 && cap > mem / t->width)
		return sg_fail(why, SG_ENOMEM, W_("heap \"%1$llu\": its "
		    "table needs %2$llu MB, more than the %3$llu MB of this "
		    "machine"), (unsigned long long)n,
		    (unsigned long long)(cap * t->width >> 20),
		    (unsigned long long)(mem >> 20));
	if ((v = sg_reallocarray(t->v, (size_t)cap, t->width)) == NULL)
		return sg_nomem(why);
	t->v = v;
	t->cap = cap;
	return SG_OK;
}

int
tbt_widen(struct tbt *t, uint64_t n, struct sg_cause *why)
{
	uint64_t i, mem = memory_bytes();
	size_t cap, room = tbt_escape_room(t->cap);
	uint64_t *h;
	uint16_t *v, *to;

	if (t->width == 2)
		return SG_OK;
	if (t->nesc < room) {
		/* A longer list of escapes; no thread is running. */
		cap = t->capesc < 16 ? 16 : 2 * t->capesc;
		cap = cap > room ? room : cap;
		if ((h = sg_reallocarray(t->esch, cap, sizeof *h)) == NULL)
			return sg_nomem(why);
		t->esch = h;
		if ((v = sg_reallocarray(t->escv, cap, sizeof *v)) == NULL)
			return sg_nomem(why);
		t->escv = v;
		t->capesc = cap;
		return SG_OK;
	}
	/* The table of one byte is mostly never touched: two bytes a value
	 * is what counts. */
	if ((mem > 0 && t->cap > mem / 2) ||
	    (to = sg_reallocarray(NULL, (size_t)t->cap, sizeof *to)) == NULL)
		return sg_fail(why, SG_ENOMEM, W_("heap \"%1$llu\": its value "
		    "needs two bytes, and a table of %2$llu values at two "
		    "bytes each cannot be had"), (unsigned long long)n,
		    (unsigned long long)t->cap);
	for (i = 0; i < t->len; i++)
		to[i] = (uint16_t)tbt_at(t, i);
	free(t->v);
	free(t->esch);
	free(t->escv);
	t->esch = NULL;
	t->escv = NULL;
	t->nesc = t->capesc = 0;
	t->v = to;
	t->width = 2;
	return SG_OK;
}

int
tbt_too_big(uint64_t n, struct sg_cause *why)
{
	return sg_fail(why, SG_ERANGE, W_("heap \"%1$llu\": its value "
	    "passes %2$u, the largest this program keeps"),
	    (unsigned long long)n, TBT_VALUES - 2);
}

/* Compute one more value, heap t->len, by the plain method. */
static int
extend_one(struct tbt *t, struct sg_cause *why)
{
	uint64_t n = t->len;
	unsigned g;
	int rc;

	g = naive_one(t, n);
	if (g >= TBT_VALUES - 1)
		return tbt_too_big(n, why);
	if (!tbt_fits(t, g) && (rc = tbt_widen(t, n, why)) != SG_OK)
		return rc;
	tbt_put(t, n, g);
	t->len = n + 1;
	if (g > t->maxval)
		t->maxval = g;
	return SG_OK;
}

/* The progress hook said stop while the table grew towards heap n: keep
 * what is done in the cache, where a later run goes on from. */
static int
stopped(struct tbt *t, uint64_t n, struct sg_cause *why)
{
	if (t->len >= TBT_CACHE_MIN && t->len > t->cached)
		tbt_cache_save(t);
	if (t->len >= TBT_CACHE_MIN && t->cached == t->len)
		return sg_fail(why, SG_EINTR, W_("stopped at heap %1$llu of "
		    "%2$llu; the values below it are kept, and the same "
		    "command goes on from there"),
		    (unsigned long long)t->len, (unsigned long long)n);
	return sg_fail(why, SG_EINTR, W_("stopped"));
}

/* Report heaps 0..done-1 known of the way to t->goal; false: stop. */
bool
tbt_progress(struct tbt *t, struct rules *r, uint64_t done)
{
	if (r == NULL)
		return true;
	t->progressed = true;
	return rules_progress(r, done, t->goal + 1);
}

int
tbt_grow(struct tbt *t, struct rules *r, uint64_t n, struct sg_cause *why)
{
	int rc;

	if (n < t->len)
		return SG_OK;
	if (n > t->limit)
		return sg_fail(why, SG_ERANGE, W_("heap \"%1$llu\": at most "
		    "%2$llu in this game (no period is proven, values are "
		    "computed one by one)"),
		    (unsigned long long)n, (unsigned long long)t->limit);
	if (n + 1 >= TBT_CACHE_MIN && !t->cache_tried) {
		t->cache_tried = true;
		if (tbt_cache_load(t) && n < t->len)
			return SG_OK;
	}
	/* The bar goes to the heap the caller wants (a proof grows the
	 * table in steps towards it). */
	if (t->goal < n) {
		t->goal = n;
		t->progressed = false;
	}
	if ((rc = reserve(t, n, why)) != SG_OK)
		return rc;
	while (t->len <= n) {
		if (t->sparse && t->len >= t->prefix) {
			if (!t->have_mask && tbt_sparse_start(t) != SG_OK)
				return sg_nomem(why);
			/* It may hand the rest to the plain method. */
			rc = tbt_sparse_run(t, r, n, why);
			if (rc == SG_EINTR)
				return stopped(t, n, why);
			if (rc != SG_OK)
				return rc;
			continue;
		}
		if ((rc = extend_one(t, why)) != SG_OK)
			return rc;
		if (t->len % PROGRESS_STEP == 0 &&
		    !tbt_progress(t, r, t->len))
			return stopped(t, n, why);
	}
	if (n == t->goal && t->progressed)
		tbt_progress(t, r, n + 1);
	if (t->len >= TBT_CACHE_MIN && t->len > t->cached)
		tbt_cache_save(t);
	return SG_OK;
}
