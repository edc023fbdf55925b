/*
 * tbtable.c: the value table of a take-and-break game: the plain and the
 * sparse method, growth on demand with progress reports.  Periods and
 * counts are in tbperiod.c.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "tbtable_impl.h"

#if defined(__GNUC__) && defined(__x86_64__)
#include <immintrin.h>
#endif

enum {
	/* Values below this many heaps come from the plain method; the
	 * sparse method's mask is chosen from them. */
	PREFIX = 4096,
	PROGRESS_STEP = 1 << 16,
	AVX2_FROM = 64		/* splits scanned before the AVX2 loop */
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
	    (t->seen = sg_calloc(TBT_VALUES, sizeof *t->seen)) == NULL ||
	    (t->want = sg_calloc(TBT_VALUES, sizeof *t->want)) == NULL) {
		if (t != NULL)
			free(t->seen);
		free(t);
		return sg_fail(why, SG_ENOMEM, "out of memory");
	}
	t->code = *c;
	t->last = tb_code_last(c);
	t->bits = tb_code_bits(c);
	t->sparse_ok = !tb_code_infinite(c) && (t->bits & TB_TWO) &&
	    !(t->bits & TB_THREE);
	t->sparse = t->sparse_ok;
	t->limit = choose_limit(t);
	t->simd = tbt_simd_best();
	*out = t;
	return SG_OK;
}

void
tbt_free(struct tbt *t)
{
	if (t == NULL)
		return;
	free(t->v);
	free(t->seen);
	free(t->want);
	free(t->rare);
	free(t->rarev);
	free(t);
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
		return sg_fail(why, SG_EINVAL, "method \"%.40s\": want naive "
		    "or sparse", arg);
	return SG_OK;
}

int
tbt_set_method(struct tbt *t, enum tbt_method m, struct sg_cause *why)
{
	if (m == TBT_SPARSE && !t->sparse_ok)
		return sg_fail(why, SG_EINVAL, "method \"sparse\": needs a "
		    "finite code whose splits leave two heaps");
	if (t->len > 0)
		return sg_fail(why, SG_EINVAL, "method: set it before any "
		    "value is computed");
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
	/* Rare heaps are listed as 32-bit numbers. */
	if (max > TBT_MAX_LIMIT)
		return sg_fail(why, SG_EINVAL, "max \"%llu\": at most %llu "
		    "heaps", (unsigned long long)max,
		    (unsigned long long)TBT_MAX_LIMIT);
	if (t->len > 0)
		return sg_fail(why, SG_EINVAL, "max: set it before any value "
		    "is computed");
	t->limit = max;
	t->max_set = true;
	return SG_OK;
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



/* A fresh mark for the seen[] set, clearing it when the stamps wrap. */
static void
next_stamp(struct tbt *t)
{
	if (++t->stamp == 0) {
		memset(t->seen, 0, TBT_VALUES * sizeof *t->seen);
		t->stamp = 1;
	}
}

static inline void
mark(struct tbt *t, unsigned v)
{
	t->seen[v] = t->stamp;
}

static inline bool
marked(const struct tbt *t, unsigned v)
{
	return t->seen[v] == t->stamp;
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
	const uint16_t *g = t->v;
	uint64_t a, b, c;

	for (a = 1; 3 * a <= m; a++) {
		for (b = a; a + 2 * b <= m; b++) {
			c = m - a - b;
			if (dist && (a == b || b == c))
				continue;
			mark(t, g[a] ^ g[b] ^ g[c]);
		}
	}
}

/* Mark the values of the moves that leave at most one heap. */
static void
mark_singles(struct tbt *t, uint64_t n, uint64_t kmax)
{
	uint64_t k;
	unsigned d;
	bool dist;

	for (k = 1; k <= kmax; k++) {
		d = tb_digit(&t->code, k, &dist);
		if ((d & TB_EMPTY) && k == n)
			mark(t, 0);
		if ((d & TB_ONE) && n > k)
			mark(t, t->v[n - k]);
	}
}

/* The value of heap n by the plain mex over every move. */
static unsigned
naive_one(struct tbt *t, uint64_t n)
{
	const uint16_t *g = t->v;
	uint64_t k, kmax = tb_code_max_take(&t->code, n), m, a;
	unsigned d;
	bool dist;

	next_stamp(t);
	mark_singles(t, n, kmax);
	for (k = 0; k <= kmax; k++) {
		d = tb_digit(&t->code, k, &dist);
		m = n - k;
		if ((d & TB_TWO) && m >= 2) {
			for (a = 1; 2 * a <= m; a++) {
				if (!dist || 2 * a != m)
					mark(t, g[a] ^ g[m - a]);
			}
		}
		if ((d & TB_THREE) && m >= 3)
			mark_three(t, m, dist);
	}
	return mex_from(t, 0);
}

static inline bool
is_rare(const struct tbt *t, unsigned v)
{
	return (__builtin_popcount(v & t->mask) & 1) == 0;
}

/* Take x off the wanted list if it is there; the wanted left. */
static inline unsigned
found(struct tbt *t, unsigned x, unsigned need)
{
	if (t->want[x] == 0)
		return need;
	t->want[x] = 0;
	mark(t, x);
	return need - 1;
}

/* Scan the splits a + (m - a), a < m - a, for wanted values; eight at a
 * time, since the wanted ones are few and this loop is the hot one. */
static unsigned
scan_splits(struct tbt *t, uint64_t m, unsigned need, uint64_t hi)
{
	const uint16_t *g = t->v, *top = t->v + m;
	const uint8_t *w = t->want;
	uint64_t a, j;

	for (a = 1; a + 7 <= hi && need > 0; a += 8) {
		const uint16_t *lo = g + a, *up = top - a;

		if ((w[lo[0] ^ up[0]] | w[lo[1] ^ up[-1]] |
		    w[lo[2] ^ up[-2]] | w[lo[3] ^ up[-3]] |
		    w[lo[4] ^ up[-4]] | w[lo[5] ^ up[-5]] |
		    w[lo[6] ^ up[-6]] | w[lo[7] ^ up[-7]]) == 0)
			continue;
		for (j = a; j < a + 8 && need > 0; j++)
			need = found(t, g[j] ^ g[m - j], need);
	}
	for (; a <= hi && need > 0; a++)
		need = found(t, g[a] ^ g[m - a], need);
	return need;
}

#if defined(__GNUC__) && defined(__x86_64__)
/*
 * The same scan, 32 splits at a time with AVX2, for tables whose values
 * are all below 256 (Grundy's game to beyond 10^7): the XORs fit a byte,
 * and whether one is wanted is a bit of a 256-bit set, looked up with
 * byte shuffles.  Only a block with a hit goes back to the plain loop.
 */
__attribute__((target("avx2")))
static unsigned
scan_splits_avx2(struct tbt *t, uint64_t m, unsigned need, uint64_t from,
    unsigned mc)
{
	const uint16_t *g = t->v;
	uint64_t a, hi = (m - 1) / 2, j;
	uint8_t bits[32] = { 0 };
	unsigned v;
	__m256i tab, tlo, thi, x, idx, b;
	const __m256i rev = _mm256_setr_epi8(14, 15, 12, 13, 10, 11, 8, 9,
	    6, 7, 4, 5, 2, 3, 0, 1, 14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5,
	    2, 3, 0, 1);
	const __m256i bitsel = _mm256_setr_epi8(1, 2, 4, 8, 16, 32, 64,
	    -128, 1, 2, 4, 8, 16, 32, 64, -128, 1, 2, 4, 8, 16, 32, 64, -128,
	    1, 2, 4, 8, 16, 32, 64, -128);
	const __m256i k1f = _mm256_set1_epi8(0x1f), k10 = _mm256_set1_epi8(16);
	const __m256i k07 = _mm256_set1_epi8(7);

	for (v = 0; v < mc; v++)
		bits[v >> 3] |= (uint8_t)(t->want[v] << (v & 7));
	tab = _mm256_loadu_si256((const __m256i *)(const void *)bits);
	tlo = _mm256_permute2x128_si256(tab, tab, 0x00);
	thi = _mm256_permute2x128_si256(tab, tab, 0x11);
	for (a = from; a + 31 <= hi && need > 0; a += 32) {
		__m256i l1 = _mm256_loadu_si256((const void *)(g + a));
		__m256i l2 = _mm256_loadu_si256((const void *)(g + a + 16));
		__m256i u1 = _mm256_loadu_si256((const void *)(g + m - a - 15));
		__m256i u2 = _mm256_loadu_si256((const void *)(g + m - a - 31));

		/* Turn the high parts around so lane e is the split a + e. */
		u1 = _mm256_shuffle_epi8(u1, rev);
		u2 = _mm256_shuffle_epi8(u2, rev);
		u1 = _mm256_permute4x64_epi64(u1, 0x4e);
		u2 = _mm256_permute4x64_epi64(u2, 0x4e);
		x = _mm256_packus_epi16(_mm256_xor_si256(l1, u1),
		    _mm256_xor_si256(l2, u2));
		idx = _mm256_and_si256(_mm256_srli_epi16(x, 3), k1f);
		b = _mm256_blendv_epi8(_mm256_shuffle_epi8(tlo, idx),
		    _mm256_shuffle_epi8(thi, idx),
		    _mm256_cmpeq_epi8(_mm256_and_si256(idx, k10), k10));
		if (_mm256_testz_si256(b, _mm256_shuffle_epi8(bitsel,
		    _mm256_and_si256(x, k07))))
			continue;
		for (j = a; j < a + 32 && need > 0; j++) {
			v = g[j] ^ g[m - j];
			bits[v >> 3] &= (uint8_t)~(1u << (v & 7));
			need = found(t, v, need);
		}
		/* What was found is wanted no more. */
		tab = _mm256_loadu_si256((const __m256i *)(const void *)bits);
		tlo = _mm256_permute2x128_si256(tab, tab, 0x00);
		thi = _mm256_permute2x128_si256(tab, tab, 0x11);
	}
	for (; a <= hi && need > 0; a++)
		need = found(t, g[a] ^ g[m - a], need);
	return need;
}

/*
 * The same scan, 64 splits a step with AVX-512BW, for values below 1024:
 * the wanted set is a 1024-bit map of 64 words; each XOR picks its word
 * with a two-register permute (the XOR's top six bits) and its bit with a
 * shift (the low four).  The high parts are read backwards with a lane
 * reversal.  Only a block with a hit goes back to the plain loop.
 */
__attribute__((target("avx512f,avx512bw")))
static unsigned
scan_splits_avx512(struct tbt *t, uint64_t m, unsigned need, uint64_t from,
    unsigned mc)
{
	const uint16_t *g = t->v;
	uint64_t a, hi = (m - 1) / 2, j;
	uint16_t words[64] __attribute__((aligned(64)));
	unsigned v;
	__m512i w0, w1;
	const __m512i rev = _mm512_set_epi16(0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
	    10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25,
	    26, 27, 28, 29, 30, 31);
	const __m512i k15 = _mm512_set1_epi16(15), one = _mm512_set1_epi16(1);

	memset(words, 0, sizeof words);
	for (v = 0; v < mc; v++)
		words[v >> 4] |= (uint16_t)(t->want[v] << (v & 15));
	w0 = _mm512_load_si512((const void *)words);
	w1 = _mm512_load_si512((const void *)(words + 32));
	for (a = from; a + 63 <= hi && need > 0; a += 64) {
		__m512i x0 = _mm512_xor_si512(
		    _mm512_loadu_si512((const void *)(g + a)),
		    _mm512_permutexvar_epi16(rev,
		    _mm512_loadu_si512((const void *)(g + m - a - 31))));
		__m512i x1 = _mm512_xor_si512(
		    _mm512_loadu_si512((const void *)(g + a + 32)),
		    _mm512_permutexvar_epi16(rev,
		    _mm512_loadu_si512((const void *)(g + m - a - 63))));
		__m512i b0 = _mm512_srlv_epi16(_mm512_permutex2var_epi16(w0,
		    _mm512_srli_epi16(x0, 4), w1), _mm512_and_si512(x0, k15));
		__m512i b1 = _mm512_srlv_epi16(_mm512_permutex2var_epi16(w0,
		    _mm512_srli_epi16(x1, 4), w1), _mm512_and_si512(x1, k15));

		uint64_t hit = (uint64_t)_mm512_test_epi16_mask(b0, one) |
		    (uint64_t)_mm512_test_epi16_mask(b1, one) << 32;

		if (hit == 0)
			continue;
		/* Only the lanes that hit. */
		for (; hit != 0 && need > 0; hit &= hit - 1) {
			j = a + (uint64_t)__builtin_ctzll(hit);
			v = g[j] ^ g[m - j];
			words[v >> 4] &= (uint16_t)~(1u << (v & 15));
			need = found(t, v, need);
		}
		w0 = _mm512_load_si512((const void *)words);
		w1 = _mm512_load_si512((const void *)(words + 32));
	}
	for (; a <= hi && need > 0; a++)
		need = found(t, g[a] ^ g[m - a], need);
	return need;
}
#endif

/* Scan the splits of m with the fastest loop the processor and the
 * values allow (t->simd caps it, for tests). */
static unsigned
scan_all(struct tbt *t, uint64_t m, unsigned need, unsigned mc)
{
	uint64_t hi = (m - 1) / 2;

#if defined(__GNUC__) && defined(__x86_64__)
	/* Hits are dense at first: the plain loop takes those. */
	if (hi > AVX2_FROM && ((t->simd >= TBT_SIMD_AVX512 &&
	    t->maxval < 1024) || (t->simd >= TBT_SIMD_AVX2 &&
	    t->maxval < 256))) {
		need = scan_splits(t, m, need, AVX2_FROM);
		if (need == 0)
			return 0;
		if (t->simd >= TBT_SIMD_AVX512 && t->maxval < 1024)
			return scan_splits_avx512(t, m, need, AVX2_FROM + 1,
			    mc);
		return scan_splits_avx2(t, m, need, AVX2_FROM + 1, mc);
	}
#else
	(void)mc;
#endif
	return scan_splits(t, m, need, hi);
}

/*
 * Rule rare values below mc in or out: scan every split until each rare
 * value still missing has a witness (usually soon), or all splits are seen.
 */
static void
witness_rare(struct tbt *t, uint64_t n, unsigned mc)
{
	uint64_t k, m;
	unsigned v, need = 0;
	bool dist;

	for (v = 0; v < mc; v++) {
		if (!marked(t, v)) {
			t->want[v] = 1;
			need++;
		}
	}
	for (k = 0; k <= t->last && k + 2 <= n && need > 0; k++) {
		if (!(tb_digit(&t->code, k, &dist) & TB_TWO))
			continue;
		m = n - k;
		need = scan_all(t, m, need, mc);
		if (m % 2 == 0 && !dist && need > 0)
			need = found(t, 0, need);	/* a + a */
	}
	for (v = 0; v < mc; v++)
		t->want[v] = 0;
}

/* Mark the splits of m with a rare part (the rare heaps below m). */
static void
pair_rare(struct tbt *t, uint64_t m, bool dist)
{
	const uint16_t *g = t->v, *top = t->v + m, *rv = t->rarev;
	const uint32_t *rare = t->rare, *end = t->rare + t->nrare;
	uint32_t *seen = t->seen, stamp = t->stamp;
	size_t i, nr = t->nrare;

	/* Every rare heap below half of m (the usual case, rare heaps being
	 * few and early): no test in the loop, the rare values in a row. */
	if (nr > 0 && 2 * (uint64_t)rare[nr - 1] < m) {
		for (i = 0; i < nr; i++)
			seen[rv[i] ^ top[-(ptrdiff_t)rare[i]]] = stamp;
		return;
	}
	/* Locals, so that the stores to seen[] do not reload them. */
	for (; rare < end && *rare < m; rare++) {
		if (!dist || 2 * (uint64_t)*rare != m)
			seen[g[*rare] ^ top[-(ptrdiff_t)*rare]] = stamp;
	}
}

/* The value of heap n by the sparse method (the mask is chosen). */
static unsigned
sparse_one(struct tbt *t, uint64_t n)
{
	uint64_t k;
	unsigned mc;
	bool dist;

	next_stamp(t);
	mark_singles(t, n, t->last < n ? t->last : n);
	/* A common value needs exactly one rare heap: all of them come from
	 * pairing each rare heap with the rest. */
	for (k = 0; k <= t->last && k + 2 <= n; k++) {
		if (!(tb_digit(&t->code, k, &dist) & TB_TWO))
			continue;
		pair_rare(t, n - k, dist);
	}
	for (mc = 0; mc < TBT_VALUES; mc++) {
		if (!is_rare(t, mc) && !marked(t, mc))
			break;
	}
	if (mex_from(t, 0) < mc)
		witness_rare(t, n, mc);
	return mex_from(t, 0);
}

/* The mask whose rare class is smallest among the first heaps. */
static unsigned
best_mask(const struct tbt *t)
{
	unsigned top = 1, mask, best = 1;
	uint64_t n, count, fewest = UINT64_MAX, len = t->len;

	if (len > PREFIX)
		len = PREFIX;	/* a table from the cache is longer */
	for (n = 0; n < len; n++) {
		while (top <= t->v[n] && top < 1024)
			top <<= 1;
	}
	for (mask = 1; mask < top; mask++) {
		count = 0;
		for (n = 1; n < len; n++)
			count += (__builtin_popcount(t->v[n] & mask) & 1) == 0;
		if (count < fewest) {
			fewest = count;
			best = mask;
		}
	}
	/* Bits no value of the prefix used go to the mask as well: values
	 * come in pairs that differ in the lowest bits only. */
	return best | ((TBT_VALUES - 1) & ~(top - 1));
}

static int
add_rare(struct tbt *t, uint64_t n)
{
	uint32_t *p;
	uint16_t *q;
	size_t cap;

	if (t->nrare == t->caprare) {
		cap = t->caprare < 64 ? 64 : t->caprare * 2;
		if ((p = sg_reallocarray(t->rare, cap, sizeof *p)) == NULL)
			return SG_ENOMEM;
		t->rare = p;
		if ((q = sg_reallocarray(t->rarev, cap, sizeof *q)) == NULL)
			return SG_ENOMEM;
		t->rarev = q;
		t->caprare = cap;
	}
	t->rarev[t->nrare] = t->v[n];
	t->rare[t->nrare++] = (uint32_t)n;
	return SG_OK;
}

/* Switch to the sparse method: choose the mask, list the rare heaps. */
static int
start_sparse(struct tbt *t)
{
	uint64_t n;

	t->mask = best_mask(t);
	t->nrare = 0;
	for (n = 1; n < t->len; n++) {
		if (is_rare(t, t->v[n]) && add_rare(t, n) != SG_OK)
			return SG_ENOMEM;
	}
	t->have_mask = true;
	return SG_OK;
}

static int
reserve(struct tbt *t, uint64_t n)
{
	uint64_t cap = t->cap;
	uint16_t *v;

	if (n < t->cap)
		return SG_OK;
	cap = cap < 1024 ? 1024 : cap * 2;
	if (cap <= n)
		cap = n + 1;
	if (cap > t->limit + 1)
		cap = t->limit + 1;
	if ((v = sg_reallocarray(t->v, (size_t)cap, sizeof *v)) == NULL)
		return SG_ENOMEM;
	t->v = v;
	t->cap = cap;
	return SG_OK;
}

/* Compute one more value, heap t->len. */
static int
extend_one(struct tbt *t, struct sg_cause *why)
{
	uint64_t n = t->len;
	unsigned g;

	if (t->sparse && !t->have_mask && n >= PREFIX &&
	    start_sparse(t) != SG_OK)
		return sg_fail(why, SG_ENOMEM, "out of memory");
	g = t->have_mask ? sparse_one(t, n) : naive_one(t, n);
	if (g >= TBT_VALUES - 1)
		return sg_fail(why, SG_ERANGE, "heap \"%llu\": its value "
		    "passes %u, the largest this program keeps",
		    (unsigned long long)n, TBT_VALUES - 2);
	t->v[n] = (uint16_t)g;
	t->len = n + 1;
	if (g > t->maxval)
		t->maxval = g;
	if (t->have_mask && is_rare(t, g) && add_rare(t, n) != SG_OK)
		return sg_fail(why, SG_ENOMEM, "out of memory");
	return SG_OK;
}

int
tbt_grow(struct tbt *t, struct rules *r, uint64_t n, struct sg_cause *why)
{
	uint64_t start = t->len;
	int rc;

	if (n < t->len)
		return SG_OK;
	if (n > t->limit)
		return sg_fail(why, SG_ERANGE, "heap \"%llu\": at most %llu "
		    "in this game (no period is proven, values are computed "
		    "one by one)",
		    (unsigned long long)n, (unsigned long long)t->limit);
	if (n + 1 >= TBT_CACHE_MIN && !t->cache_tried) {
		t->cache_tried = true;
		if (tbt_cache_load(t) && n < t->len)
			return SG_OK;
		start = t->len;
	}
	if (reserve(t, n) != SG_OK)
		return sg_fail(why, SG_ENOMEM, "out of memory");
	while (t->len <= n) {
		if ((rc = extend_one(t, why)) != SG_OK)
			return rc;
		if ((t->len - start) % PROGRESS_STEP == 0 && r != NULL &&
		    !rules_progress(r, t->len - start, n + 1 - start))
			return sg_fail(why, SG_EINTR, "stopped");
	}
	if (r != NULL && n + 1 - start >= PROGRESS_STEP)
		rules_progress(r, n + 1 - start, n + 1 - start);
	if (t->len >= TBT_CACHE_MIN && t->len > t->cached)
		tbt_cache_save(t);
	return SG_OK;
}
