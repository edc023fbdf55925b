/*
 * tbsparse.c: the sparse ("rare value") method for the codes whose
 * splits leave two heaps, on one thread or on several.
 *
 * The split.  The values are cut into two classes: heap n with value v is
 * rare when the 1 bits of v under a mask, counted together with the bit
 * (n + tpar) & hpar, are even in number, and common otherwise.  The plain
 * split (Winning Ways' "sparse space") has hpar = 0: only the value
 * counts.  Some codes need the heap's size as well (hpar = 1); then every
 * digit that splits must have the parity tpar.
 *
 * Claim: every common option of heap n comes from a move leaving at most
 * one heap, or from a split with exactly one rare part.
 * Proof.  Write p(x) for the parity of the bits of g(x) under the mask and
 * e(x) = (x + tpar) & hpar, so that heap x is rare exactly when
 * p(x) = e(x).  Take k stones and split the rest, m = n - k, into a + b.
 * The option's value g(a) ^ g(b) has parity p(a) ^ p(b) under the mask.
 * If a and b are in the same class, p(a) ^ p(b) = e(a) ^ e(b) =
 * (a + b) & hpar = m & hpar; and m & hpar = (n + tpar) & hpar, since k
 * has the parity tpar when hpar is 1.  So the option is rare at n.  If
 * they are in different classes the parity is the other one, and the
 * option is common at n.  []
 *
 * So the common options all come from pairing each rare heap with the
 * rest (few heaps are rare), the candidate c is the least common value not
 * among them, and the value of n is c unless a rare value below c is no
 * option.  A rare value is an option when it was marked, or when some
 * split has it (a "witness"): the splits are scanned for the wanted ones
 * until each has a witness, usually soon.  When one has none the scan
 * covers every split, so the method is exact whatever the split; a good
 * split only makes it fast.
 *
 * The split is chosen as the one with the fewest rare heaps among the
 * first heaps, and checked as the table grows: when rare heaps come more
 * often than one in sixteen it is chosen again on the latest heaps, and
 * when no split makes them fewer than half the plain method takes over.
 *
 * Threads.  With J jobs, heap n goes to thread n mod J, which starts it
 * while the J - 1 heaps below n are still being computed by the others.
 * The moves touching those heaps (a move leaving heap n - k with k < J, a
 * split of n - k whose smaller part is below J - k) are deferred: the
 * thread pairs and scans all the others, then waits until every heap
 * below n is final, marks the deferred moves, and settles the value.  A
 * deferred move may mark the candidate itself; the thread then scans for
 * the rare values up to the next candidate (the rollback: 2382 heaps of
 * the first 3 million of Grundy's game on two threads; looking for those
 * values in every first scan, in case, costs more).  Heaps are settled in order, so the
 * values are the same whatever J.
 *
 * Blocks.  Most of the pairing is with rare heaps far below n, whose
 * other parts are known long before n begins.  A thread therefore pairs
 * 32 of its heaps at once with those (with AVX-512): for one rare heap
 * the other parts of the 32 heaps lie J apart in the table, so they come
 * in one vector load (J of them for J threads), and each value goes to
 * its heap's row of marks, which the heap takes in when it begins.
 */
#include "config.h"

#include <pthread.h>
#include <sched.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#ifdef __linux__
#include <linux/futex.h>
#include <sys/syscall.h>
#endif

#include "tbtable_impl.h"
#include "words.h"

#if defined(__GNUC__) && defined(__x86_64__)
#include <immintrin.h>
#define X86_SCANS 1
#endif

enum {
	PROGRESS_STEP = 1 << 12,	/* heaps between two reports */
	WINDOW = 1 << 16,	/* the split is chosen again on these heaps */
	MIN_SEGMENT = 1 << 14,	/* and checked after this many at least */
	MIN_THREADED = 1 << 12,	/* fewer heaps are left to one thread */
	ADAPT_FROM = 1 << 20,	/* segments this long are timed */
	MAX_SEGMENT = 1 << 22,	/* and none is longer */
	PROBE_EVERY = 8,	/* segments between two tries of the other */
	SPLIT_TOP = 1024,	/* masks are chosen among bits below this */
	STREAMS_FROM = 4096,	/* a scan this long runs two streams */
	BLOCK = 32,		/* heaps of a thread paired together */
	BLOCK_VALUES = 1024	/* while the values are below this */
};

enum run_state { RUN_ON, RUN_FULL, RUN_STOPPED, RUN_BIG, RUN_WIDE };

int
tbt_scratch_init(struct tbt_scratch *s)
{
	s->stamp = 0;
	s->nlist = 0;
	s->seen = sg_calloc(TBT_VALUES, sizeof *s->seen);
	s->want = sg_calloc(TBT_VALUES, sizeof *s->want);
	s->list = sg_calloc(TBT_VALUES, sizeof *s->list);
	if (s->seen == NULL || s->want == NULL || s->list == NULL) {
		tbt_scratch_free(s);
		return SG_ENOMEM;
	}
	return SG_OK;
}

void
tbt_scratch_free(struct tbt_scratch *s)
{
	free(s->seen);
	free(s->want);
	free(s->list);
	s->seen = NULL;
	s->want = NULL;
	s->list = NULL;
}

void
tbt_scratch_next(struct tbt_scratch *s)
{
	if (++s->stamp == 0) {
		memset(s->seen, 0, TBT_VALUES * sizeof *s->seen);
		s->stamp = 1;
	}
}

static inline bool
rare_at(const struct tbt *t, uint64_t n, unsigned v)
{
	return t->par[v] == ((n + t->tpar) & t->hpar);
}

/*
 * The split.
 */

/* Whether a heap's size may count: every digit that splits has one
 * parity, which goes to *tpar. */
static bool
split_parity(const struct tbt *t, unsigned *tpar)
{
	unsigned k;
	int par = -1;
	bool dist;

	for (k = 0; k <= t->last; k++) {
		if (!(tb_digit(&t->code, k, &dist) & TB_TWO))
			continue;
		if (par >= 0 && (unsigned)par != (k & 1))
			return false;
		par = (int)(k & 1);
	}
	*tpar = par < 0 ? 0 : (unsigned)par;
	return true;
}

/*
 * Choose the split with the fewest rare heaps among heaps lo..hi-1 (the
 * plain one and the smaller mask first on a tie); their number goes to
 * *count.  Bits above the values seen go to the mask as well: values come
 * in pairs that differ in their lowest bits only.
 */
static void
choose_split(struct tbt *t, uint64_t lo, uint64_t hi, uint64_t *count)
{
	/* hist[p][e][x]: heaps of parity p whose value has x as its bits
	 * below top and e as the parity of the bits above. */
	uint32_t (*hist)[2][SPLIT_TOP];
	unsigned top = 1, mask, hp, hpmax, tpar = 0, p, e, x;
	uint64_t n, c, best = UINT64_MAX;

	for (n = lo; n < hi; n++) {
		while (top <= tbt_at(t, n) && top < SPLIT_TOP)
			top <<= 1;
	}
	hpmax = split_parity(t, &tpar) ? 1 : 0;
	t->mask = 1 | ((TBT_VALUES - 1) & ~(top - 1));
	t->hpar = 0;
	t->tpar = tpar;
	*count = hi - lo;
	if ((hist = sg_calloc(2, sizeof *hist)) == NULL)
		return;		/* the first mask: slower, still exact */
	for (n = lo; n < hi; n++) {
		unsigned v = tbt_at(t, n);

		hist[n & 1][__builtin_popcount(v & ~(top - 1)) & 1]
		    [v & (top - 1)]++;
	}
	for (hp = 0; hp <= hpmax; hp++) {
		for (mask = 1; mask < top || mask == 1; mask++) {
			c = 0;
			for (p = 0; p < 2; p++)
				for (e = 0; e < 2; e++)
					for (x = 0; x < top; x++)
						c += ((__builtin_popcount(x &
						    mask) + e + ((p + tpar) &
						    hp)) & 1) == 0 ?
						    hist[p][e][x] : 0;
			if (c < best) {
				best = c;
				t->mask = mask | ((TBT_VALUES - 1) &
				    ~(top - 1));
				t->hpar = hp;
			}
		}
	}
	free(hist);
	*count = best;
}

/* The parities of the values under the mask, for rare_at. */
static int
fill_parities(struct tbt *t)
{
	unsigned v;

	if (t->par == NULL &&
	    (t->par = sg_calloc(TBT_VALUES, sizeof *t->par)) == NULL)
		return SG_ENOMEM;
	for (v = 0; v < TBT_VALUES; v++)
		t->par[v] = (uint8_t)(__builtin_popcount(v & t->mask) & 1);
	return SG_OK;
}

static int
reserve_rare(struct tbt *t, size_t cap)
{
	uint64_t *p;
	uint16_t *q;

	if (cap <= t->caprare)
		return SG_OK;
	if ((p = sg_reallocarray(t->rare, cap, sizeof *p)) == NULL)
		return SG_ENOMEM;
	t->rare = p;
	if ((q = sg_reallocarray(t->rarev, cap, sizeof *q)) == NULL)
		return SG_ENOMEM;
	t->rarev = q;
	t->caprare = cap;
	return SG_OK;
}

/* List the rare heaps of the table under the split. */
static int
list_rare(struct tbt *t)
{
	uint64_t n, count = 0;

	if (fill_parities(t) != SG_OK)
		return SG_ENOMEM;
	for (n = 1; n < t->len; n++)
		count += rare_at(t, n, tbt_at(t, n));
	if (reserve_rare(t, (size_t)count + 64) != SG_OK)
		return SG_ENOMEM;
	t->nrare = 0;
	for (n = 1; n < t->len; n++) {
		if (rare_at(t, n, tbt_at(t, n))) {
			t->rare[t->nrare] = n;
			t->rarev[t->nrare++] = (uint16_t)tbt_at(t, n);
		}
	}
	return SG_OK;
}

int
tbt_sparse_start(struct tbt *t)
{
	uint64_t count, hi = t->len < t->prefix ? t->len : t->prefix;

	choose_split(t, 1, hi > 1 ? hi : 1, &count);
	if (list_rare(t) != SG_OK)
		return SG_ENOMEM;
	t->have_mask = true;
	return SG_OK;
}

/*
 * The scans for witnesses: every split a + (m - a) with from <= a < m - a
 * whose value is wanted is marked and wanted no more.  They return how
 * many of the values wanted are still missing.
 */

static inline unsigned
found(struct tbt_scratch *s, unsigned x, unsigned need)
{
	if (s->want[x] == 0)
		return need;
	s->want[x] = 0;
	tbt_mark(s, x);
	return need - 1;
}

/* The value of split a + (m - a) in a table of `width` bytes a value (a
 * constant where it is called). */
static inline __attribute__((always_inline)) unsigned
split_at(const struct tbt *t, uint64_t m, uint64_t a, unsigned width)
{
	const uint8_t *g8 = t->v;
	const uint16_t *g16 = t->v;

	return width == 1 ? (unsigned)(g8[a] ^ g8[m - a]) :
	    (unsigned)(g16[a] ^ g16[m - a]);
}

/* The same, exact where a part is escaped: what a hit is checked with
 * (the XOR of an escape byte stands for any value). */
static inline __attribute__((always_inline)) unsigned
split_exact(const struct tbt *t, uint64_t m, uint64_t a, unsigned width)
{
	return width == 1 ? tbt_at(t, a) ^ tbt_at(t, m - a) :
	    split_at(t, m, a, width);
}

/* Eight splits at a time: the wanted values are few. */
static inline __attribute__((always_inline)) unsigned
scan_splits_w(const struct tbt *t, struct tbt_scratch *s, uint64_t m,
    unsigned need, uint64_t from, uint64_t hi, unsigned width)
{
	const uint8_t *w = s->want;
	uint64_t a, j;

	for (a = from; a + 7 <= hi && need > 0; a += 8) {
		if ((w[split_at(t, m, a, width)] |
		    w[split_at(t, m, a + 1, width)] |
		    w[split_at(t, m, a + 2, width)] |
		    w[split_at(t, m, a + 3, width)] |
		    w[split_at(t, m, a + 4, width)] |
		    w[split_at(t, m, a + 5, width)] |
		    w[split_at(t, m, a + 6, width)] |
		    w[split_at(t, m, a + 7, width)]) == 0)
			continue;
		for (j = a; j < a + 8 && need > 0; j++)
			need = found(s, split_exact(t, m, j, width), need);
	}
	for (; a <= hi && need > 0; a++)
		need = found(s, split_exact(t, m, a, width), need);
	return need;
}

static unsigned
scan_splits(const struct tbt *t, struct tbt_scratch *s, uint64_t m,
    unsigned need, uint64_t from, uint64_t hi)
{
	return t->width == 1 ? scan_splits_w(t, s, m, need, from, hi, 1) :
	    scan_splits_w(t, s, m, need, from, hi, 2);
}

#ifdef X86_SCANS
/*
 * 32 splits a step with AVX2, for values below 256: the XORs fit a byte,
 * and whether one is wanted is a bit of a 256-bit set, looked up with
 * byte shuffles.  Only a block with a hit goes back to the plain loop.
 */

/* The values of the 32 splits a + e, e < 32, of m, as bytes, in a table
 * of `width` bytes a value (a constant where it is called).  The high
 * parts are read backwards: reversed in each lane, then the lanes
 * swapped. */
__attribute__((target("avx2")))
static inline __attribute__((always_inline)) __m256i
xor_split_avx2(const struct tbt *t, uint64_t m, uint64_t a, unsigned width)
{
	const __m256i rev8 = _mm256_setr_epi8(15, 14, 13, 12, 11, 10, 9, 8,
	    7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 5, 4,
	    3, 2, 1, 0);
	const __m256i rev16 = _mm256_setr_epi8(14, 15, 12, 13, 10, 11, 8, 9,
	    6, 7, 4, 5, 2, 3, 0, 1, 14, 15, 12, 13, 10, 11, 8, 9, 6, 7, 4, 5,
	    2, 3, 0, 1);
	const uint8_t *g8 = t->v;
	const uint16_t *g16 = t->v;
	__m256i l1, l2, u1, u2;

	if (width == 1) {
		l1 = _mm256_loadu_si256((const void *)(g8 + a));
		u1 = _mm256_loadu_si256((const void *)(g8 + m - a - 31));
		u1 = _mm256_permute4x64_epi64(_mm256_shuffle_epi8(u1, rev8),
		    0x4e);
		return _mm256_xor_si256(l1, u1);
	}
	l1 = _mm256_loadu_si256((const void *)(g16 + a));
	l2 = _mm256_loadu_si256((const void *)(g16 + a + 16));
	u1 = _mm256_loadu_si256((const void *)(g16 + m - a - 15));
	u2 = _mm256_loadu_si256((const void *)(g16 + m - a - 31));
	u1 = _mm256_permute4x64_epi64(_mm256_shuffle_epi8(u1, rev16), 0x4e);
	u2 = _mm256_permute4x64_epi64(_mm256_shuffle_epi8(u2, rev16), 0x4e);
	/* The packing mixes the order of the splits: a hit looks at all 32
	 * again, so only which values are there counts. */
	return _mm256_packus_epi16(_mm256_xor_si256(l1, u1),
	    _mm256_xor_si256(l2, u2));
}

/* The 256-bit set of the four words w, as bytes in both lanes: *lo has
 * bytes 0-15 twice, *hi bytes 16-31. */
__attribute__((target("avx2")))
static inline void
wanted_avx2(const uint64_t w[4], __m256i *lo, __m256i *hi)
{
	__m256i tab = _mm256_set_epi64x((long long)w[3], (long long)w[2],
	    (long long)w[1], (long long)w[0]);

	*lo = _mm256_permute2x128_si256(tab, tab, 0x00);
	*hi = _mm256_permute2x128_si256(tab, tab, 0x11);
}

/* The lanes of x (values of splits, as bytes) whose value is in the set
 * lo:hi, as the bits of a mask. */
__attribute__((target("avx2")))
static inline uint32_t
hits_avx2(__m256i x, __m256i lo, __m256i hi)
{
	const __m256i bitsel = _mm256_setr_epi8(1, 2, 4, 8, 16, 32, 64,
	    -128, 1, 2, 4, 8, 16, 32, 64, -128, 1, 2, 4, 8, 16, 32, 64, -128,
	    1, 2, 4, 8, 16, 32, 64, -128);
	const __m256i k1f = _mm256_set1_epi8(0x1f), k10 = _mm256_set1_epi8(16);
	const __m256i k07 = _mm256_set1_epi8(7);
	__m256i idx, b;

	idx = _mm256_and_si256(_mm256_srli_epi16(x, 3), k1f);
	b = _mm256_blendv_epi8(_mm256_shuffle_epi8(lo, idx),
	    _mm256_shuffle_epi8(hi, idx),
	    _mm256_cmpeq_epi8(_mm256_and_si256(idx, k10), k10));
	b = _mm256_and_si256(b, _mm256_shuffle_epi8(bitsel,
	    _mm256_and_si256(x, k07)));
	if (_mm256_testz_si256(b, b))
		return 0;
	return ~(uint32_t)_mm256_movemask_epi8(_mm256_cmpeq_epi8(b,
	    _mm256_setzero_si256()));
}

/* Take the values of the hit lanes of x (the splits a + e of m, in a
 * table of one byte a value; width 2: packed) out of the set w and mark
 * them found; the set made into vectors again.  A lane with an escaped
 * part is worked out exactly. */
__attribute__((target("avx2")))
static inline unsigned
take_hits_avx2(const struct tbt *t, struct tbt_scratch *s, __m256i x,
    uint32_t lanes, uint64_t m, uint64_t a, unsigned width, uint64_t w[4],
    __m256i *lo, __m256i *hi, unsigned need)
{
	const uint8_t *g8 = t->v;
	uint8_t x8[32] __attribute__((aligned(32)));
	unsigned v, e;

	_mm256_store_si256((__m256i *)(void *)x8, x);
	for (; lanes != 0; lanes &= lanes - 1) {
		e = (unsigned)__builtin_ctz(lanes);
		v = x8[e];
		if (width == 1 && (g8[a + e] == TBT_ESCAPE ||
		    g8[m - a - e] == TBT_ESCAPE))
			v = split_exact(t, m, a + e, 1);
		if (v < 256)
			w[v >> 6] &= ~((uint64_t)1 << (v & 63));
		need = found(s, v, need);
	}
	wanted_avx2(w, lo, hi);
	return need;
}

/*
 * The set is kept in four words of the general registers and made into
 * vectors again after a hit: rebuilt from bytes in memory, it made every
 * hit wait for the stores (a third of the scan's time).  A hit takes the
 * values of its lanes only, not all 32 again.  A long scan runs two
 * streams, one from each end of its half, as the AVX-512 scan does.
 */
__attribute__((target("avx2")))
static inline __attribute__((always_inline)) unsigned
scan_avx2_w(const struct tbt *t, struct tbt_scratch *s, uint64_t m,
    unsigned need, uint64_t from, unsigned width)
{
	uint64_t a, hi = (m - 1) / 2, q, w[4] = { 0, 0, 0, 0 };
	uint32_t l0, l1;
	unsigned v, i;
	__m256i tlo, thi, x0, x1;

	for (i = 0; i < s->nlist; i++) {
		v = s->list[i];
		if (v < 256 && s->want[v] != 0)
			w[v >> 6] |= (uint64_t)1 << (v & 63);
	}
	wanted_avx2(w, &tlo, &thi);
	/* Splits from..from+2q-1 in two streams q apart, 32 a step each. */
	q = hi >= from + STREAMS_FROM ? ((hi - from + 1) / 2) & ~(uint64_t)31
	    : 0;
	for (a = from; a < from + q && need > 0; a += 32) {
		x0 = xor_split_avx2(t, m, a, width);
		x1 = xor_split_avx2(t, m, a + q, width);
		l0 = hits_avx2(x0, tlo, thi);
		l1 = hits_avx2(x1, tlo, thi);
		if (l0 != 0)
			need = take_hits_avx2(t, s, x0, l0, m, a, width, w,
			    &tlo, &thi, need);
		if (l1 != 0 && need > 0) {
			/* The set may have lost the values of x1's hits. */
			l1 = hits_avx2(x1, tlo, thi);
			need = take_hits_avx2(t, s, x1, l1, m, a + q, width, w,
			    &tlo, &thi, need);
		}
	}
	if (q > 0)
		a = from + 2 * q;
	for (; a + 31 <= hi && need > 0; a += 32) {
		x0 = xor_split_avx2(t, m, a, width);
		if ((l0 = hits_avx2(x0, tlo, thi)) != 0)
			need = take_hits_avx2(t, s, x0, l0, m, a, width, w,
			    &tlo, &thi, need);
	}
	for (; a <= hi && need > 0; a++)
		need = found(s, split_exact(t, m, a, width), need);
	return need;
}

__attribute__((target("avx2")))
static unsigned
scan_splits_avx2(const struct tbt *t, struct tbt_scratch *s, uint64_t m,
    unsigned need, uint64_t from)
{
	return t->width == 1 ? scan_avx2_w(t, s, m, need, from, 1) :
	    scan_avx2_w(t, s, m, need, from, 2);
}

/* The values of heaps i..i+31, in 16-bit lanes whatever the width. */
__attribute__((target("avx512f,avx512bw")))
static inline __m512i
load32(const struct tbt *t, uint64_t i)
{
	if (t->width == 1)
		return _mm512_cvtepu8_epi16(_mm256_loadu_si256((const void *)
		    ((const uint8_t *)t->v + i)));
	return _mm512_loadu_si512((const void *)((const uint16_t *)t->v + i));
}

/* The values of the 32 splits a + e, e < 32, of m. */
__attribute__((target("avx512f,avx512bw")))
static inline __m512i
xor_split(const struct tbt *t, uint64_t m, uint64_t a, __m512i rev)
{
	return _mm512_xor_si512(load32(t, a),
	    _mm512_permutexvar_epi16(rev, load32(t, m - a - 31)));
}

/* Which of 32 values (below 1024) are set in the map w0:w1. */
__attribute__((target("avx512f,avx512bw")))
static inline uint32_t
wanted(__m512i x, __m512i w0, __m512i w1)
{
	return _mm512_test_epi16_mask(_mm512_srlv_epi16(
	    _mm512_permutex2var_epi16(w0, _mm512_srli_epi16(x, 4), w1),
	    _mm512_and_si512(x, _mm512_set1_epi16(15))),
	    _mm512_set1_epi16(1));
}

/* Take v out of the map w0:w1 (values below 1024), in the registers. */
__attribute__((target("avx512f,avx512bw")))
static inline void
unwant(unsigned v, __m512i *w0, __m512i *w1)
{
	uint64_t word = (uint64_t)1 << (v >> 4);
	__m512i bit = _mm512_set1_epi16((short)(1u << (v & 15)));

	*w0 = _mm512_mask_mov_epi16(*w0, (__mmask32)word,
	    _mm512_andnot_si512(bit, *w0));
	*w1 = _mm512_mask_mov_epi16(*w1, (__mmask32)(word >> 32),
	    _mm512_andnot_si512(bit, *w1));
}

/*
 * 32 splits a stream and step with AVX-512BW, for values below 1024: the
 * wanted set is a 1024-bit map of 64 words in two registers; each XOR
 * picks its word with a two-register permute (its top six bits) and its
 * bit with a shift (the low four).  The high parts are read backwards
 * with a lane reversal.  A long scan runs two streams, one from each end
 * of its half, which meet a witness sooner than one stream does.
 *
 * The map in the registers is the truth while the loop runs: a hit only
 * takes its value out (whether it was still wanted or not, without a
 * branch), and the scan ends when the map is empty.  The values found
 * are marked after the loop.
 */
__attribute__((target("avx512f,avx512bw")))
static unsigned
scan_splits_avx512(const struct tbt *t, struct tbt_scratch *s, uint64_t m,
    unsigned need, uint64_t from)
{
	uint8_t *want = s->want;
	uint64_t a, hi = (m - 1) / 2, q, hit, j;
	uint16_t words[64] __attribute__((aligned(64)));
	unsigned v, i, lane;
	__m512i w0, w1, x1;
	const __m512i rev = _mm512_set_epi16(0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
	    10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25,
	    26, 27, 28, 29, 30, 31);

	memset(words, 0, sizeof words);
	for (i = 0; i < s->nlist; i++) {
		v = s->list[i];
		if (v < 1024 && want[v] != 0)
			words[v >> 4] |= (uint16_t)(1u << (v & 15));
	}
	w0 = _mm512_load_si512((const void *)words);
	w1 = _mm512_load_si512((const void *)(words + 32));
	/* Two streams of 32 splits, each through half of the range. */
	q = hi >= from + STREAMS_FROM ? ((hi - from + 1) / 2) & ~(uint64_t)31
	    : 0;
	for (a = from; a + 31 <= hi; a += 32) {
		if (a == from + q && q > 0) {
			a = from + 2 * q;	/* the second half's tail */
			if (a + 31 > hi)
				break;
		}
		hit = wanted(xor_split(t, m, a, rev), w0, w1);
		if (a < from + q) {
			x1 = xor_split(t, m, a + q, rev);
			hit |= (uint64_t)wanted(x1, w0, w1) << 32;
		}
		if (hit == 0)
			continue;
		for (; hit != 0; hit &= hit - 1) {
			lane = (unsigned)__builtin_ctzll(hit);
			j = a + (lane & 31) + (lane >> 5) * q;
			unwant(tbt_at(t, j) ^ tbt_at(t, m - j), &w0, &w1);
		}
		if (_mm512_test_epi16_mask(_mm512_or_si512(w0, w1),
		    _mm512_or_si512(w0, w1)) == 0)
			break;
	}
	/* Mark what was found. */
	_mm512_store_si512((void *)words, w0);
	_mm512_store_si512((void *)(words + 32), w1);
	for (i = 0; i < s->nlist; i++) {
		v = s->list[i];
		if (v >= 1024 || want[v] == 0 ||
		    (words[v >> 4] >> (v & 15) & 1) != 0)
			continue;
		need--;
		want[v] = 0;
		tbt_mark(s, v);
	}
	/* The splits past the last step (need is 0 if the loop broke). */
	for (; a <= hi && need > 0; a++)
		need = found(s, tbt_at(t, a) ^ tbt_at(t, m - a), need);
	return need;
}
#endif

/*
 * The splits of m with an escaped part, from <= a <= hi, exactly: after a
 * scan that covered them all and still wants some value, since the scans
 * read an escape byte as the XOR it makes (a hit there is worked out
 * exactly, but a value the escape makes is not seen).
 */
static unsigned
scan_escapes(const struct tbt *t, struct tbt_scratch *s, uint64_t m,
    unsigned need, uint64_t from, uint64_t hi)
{
	size_t i, n = __atomic_load_n(&t->nesc, __ATOMIC_ACQUIRE);
	uint64_t e, a;

	for (i = 0; i < n && need > 0 && t->esch[i] < m; i++) {
		e = t->esch[i];
		a = e < m - e ? e : m - e;
		if (a >= from && a <= hi)
			need = found(s, tbt_at(t, a) ^ tbt_at(t, m - a), need);
	}
	return need;
}

/*
 * Whether every value still wanted is below 255.  The AVX2 scan of a
 * table of two bytes a value packs the values of the splits to bytes, a
 * larger one (below 32768) to 255, which then matches nothing wanted: so
 * it serves a table whose values pass 255 now and then (Grundy's game's
 * first is at heap 7250049) as long as the values looked for do not.
 */
static bool
wanted_bytes(const struct tbt_scratch *s)
{
	unsigned i;

	for (i = 0; i < s->nlist; i++) {
		if (s->list[i] >= 255 && s->want[s->list[i]] != 0)
			return false;
	}
	return true;
}

/*
 * In a table of one byte a value, a split of two heaps that are not
 * escaped makes a value below 256: a value of 256 or more wanted can only
 * come from a split with an escaped part.  Those splits are looked at
 * first, until every such value wanted is found (*big counts them); one
 * still wanted when they are all seen has no witness at all.  So the byte
 * scan need not look for it over every split.  (Before, a heap that
 * wanted such a value scanned with the plain loop, often over every
 * split: near 6 * 10^8 heaps of Grundy's game, 60% of the time.)
 */
static unsigned
scan_escapes_big(const struct tbt *t, struct tbt_scratch *s, uint64_t m,
    unsigned need, unsigned *big, uint64_t from, uint64_t hi)
{
	size_t i, n = __atomic_load_n(&t->nesc, __ATOMIC_ACQUIRE);
	uint64_t e, a;
	unsigned v;

	for (i = 0; i < n && *big > 0 && t->esch[i] < m; i++) {
		e = t->esch[i];
		a = e < m - e ? e : m - e;
		if (a < from || a > hi)
			continue;
		v = tbt_at(t, a) ^ tbt_at(t, m - a);
		if (v >= 256 && s->want[v] != 0)
			(*big)--;
		need = found(s, v, need);
	}
	return need;
}

/* How many of the values still wanted are 256 or more. */
static unsigned
wanted_big(const struct tbt_scratch *s)
{
	unsigned i, n = 0;

	for (i = 0; i < s->nlist; i++)
		n += s->list[i] >= 256 && s->want[s->list[i]] != 0;
	return n;
}

/* Scan the splits of m from `from` on with the widest loop the processor
 * and the values allow (t->simd caps it, for tests); the wanted values
 * are listed in s->list, the values of the table are at most maxval. */
static unsigned
scan_all(const struct tbt *t, struct tbt_scratch *s, uint64_t m,
    unsigned need, uint64_t from, unsigned maxval)
{
	uint64_t hi = (m - 1) / 2;

	if (from > hi)
		return need;
#ifdef X86_SCANS
	if (t->simd >= TBT_SIMD_AVX512 && maxval < 1024)
		need = scan_splits_avx512(t, s, m, need, from);
	else if (t->simd >= TBT_SIMD_AVX2 && (maxval < 256 ||
	    (maxval < 32768 && wanted_bytes(s))))
		need = scan_splits_avx2(t, s, m, need, from);
	else if (t->simd >= TBT_SIMD_AVX2 && t->width == 1 &&
	    maxval < 32768) {
		/* The AVX2 scan looks for the values below 256 only. */
		unsigned big = wanted_big(s), rest;

		if (big > 0)
			need = scan_escapes_big(t, s, m, need, &big, from, hi);
		rest = need - big;
		if (rest > 0)
			rest = scan_splits_avx2(t, s, m, rest, from);
		if (rest > 0)
			rest = scan_escapes(t, s, m, rest, from, hi);
		return rest + big;
	} else
#else
	(void)maxval;
#endif
		need = scan_splits(t, s, m, need, from, hi);
	if (need > 0 && t->width == 1)
		need = scan_escapes(t, s, m, need, from, hi);
	return need;
}

/*
 * One heap.
 */

/* The smallest part of a split of n - k that is not deferred when the
 * pend heaps below n are not known yet. */
static inline uint64_t
first_part(unsigned pend, uint64_t k)
{
	return k <= pend ? pend + 1 - k : 1;
}

/*
 * A block: BLOCK heaps of one thread, first + i * step for i < BLOCK,
 * whose splits with a far rare part are marked together before the
 * first of them begins.  A far rare heap r is at least BLOCK * step (so
 * the other part of every such split is a heap known when the block
 * starts) and below half of every heap of the block less the largest
 * split digit (so every such split is a move).  Row i of the block holds
 * the marks of heap i; the heap takes them into its own when it begins.
 * For rare heap r and digit k the other parts of the block's heaps are
 * g[first - k - r + i * step]: one vector load, or step of them for a
 * thread among several, which is why the marks are made this way round.
 */
struct block {
	uint8_t *rows;		/* BLOCK rows of stride bytes */
	uint64_t first;
	unsigned step, stride;
	size_t lo, hi;		/* the far rare heaps: rare[lo..hi-1] */
	/* Lane i reads word (i * step) % 32 of load (i * step) / 32: the
	 * permutes and lanes of each load (for a step of 2, perm[0] picks
	 * from two loads at once). */
	uint16_t perm[BLOCK][BLOCK] __attribute__((aligned(64)));
	uint32_t lanes[BLOCK];
	/* Rows that read an escape byte: those heaps are paired again,
	 * exactly. */
	uint32_t escaped;
	/* The largest value of the first nrv rare heaps. */
	size_t nrv;
	unsigned rvmax;
};

static void
block_init(struct block *b, unsigned step)
{
	unsigned i, c;

	memset(b, 0, sizeof *b);
	b->step = step;
#ifdef X86_SCANS
	{
		void *mem;

		/* Without them no blocks: slower, still exact. */
		if (posix_memalign(&mem, 64, BLOCK * BLOCK_VALUES) == 0)
			b->rows = mem;
	}
#endif
	for (i = 0; i < BLOCK && step <= BLOCK; i++) {
		c = i * step / BLOCK;
		b->perm[c][i] = (uint16_t)(i * step % BLOCK);
		b->lanes[c] |= 1u << i;
	}
	if (step == 2) {
		/* One permute of two loads: lane i reads word 2i. */
		for (i = 0; i < BLOCK; i++)
			b->perm[0][i] = (uint16_t)(2 * i);
	}
}

#ifdef X86_SCANS
/* The values of heaps p + i * step, i < 32, in 16-bit lanes. */
__attribute__((target("avx512f,avx512bw")))
static inline __m512i
load_lanes(const struct tbt *t, const struct block *b, uint64_t p)
{
	__m512i x;
	unsigned c;

	if (b->step == 1)
		return load32(t, p);
	if (b->step == 2)
		return _mm512_permutex2var_epi16(load32(t, p),
		    _mm512_load_si512((const void *)b->perm[0]),
		    load32(t, p + BLOCK));
	x = _mm512_setzero_si512();
	for (c = 0; c < b->step; c++)
		x = _mm512_mask_permutexvar_epi16(x, b->lanes[c],
		    _mm512_load_si512((const void *)b->perm[c]),
		    load32(t, p + c * BLOCK));
	return x;
}

/* Set the bytes at the eight offsets in x. */
__attribute__((target("avx512f,avx512bw")))
static inline void
mark_lanes(uint8_t *rows, __m128i x)
{
	uint64_t lo = (uint64_t)_mm_cvtsi128_si64(x);
	uint64_t hi = (uint64_t)_mm_extract_epi64(x, 1);

	rows[lo & 0xffff] = 1;
	rows[(lo >> 16) & 0xffff] = 1;
	rows[(lo >> 32) & 0xffff] = 1;
	rows[lo >> 48] = 1;
	rows[hi & 0xffff] = 1;
	rows[(hi >> 16) & 0xffff] = 1;
	rows[(hi >> 32) & 0xffff] = 1;
	rows[hi >> 48] = 1;
}

/* Mark the far splits of the block's heaps less k: each value goes to
 * its heap's row, its lane times the stride added to it. */
__attribute__((target("avx512f,avx512bw")))
static void
pair_block(const struct tbt *t, struct block *b, uint64_t k)
{
	const uint16_t *rv = t->rarev;
	const uint64_t *rare = t->rare;
	uint64_t base = b->first - k;
	uint8_t *rows = b->rows;
	const __m512i off = _mm512_mullo_epi16(_mm512_set_epi16(31, 30, 29,
	    28, 27, 26, 25, 24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13,
	    12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0),
	    _mm512_set1_epi16((short)b->stride));
	size_t i;

	for (i = b->lo; i < b->hi; i++) {
		__m512i y = load_lanes(t, b, base - rare[i]);
		__m512i x = _mm512_add_epi16(off, _mm512_xor_si512(y,
		    _mm512_set1_epi16((short)rv[i])));

		if (t->width == 1)
			b->escaped |= _mm512_cmpeq_epi16_mask(y,
			    _mm512_set1_epi16(TBT_ESCAPE));

		/* Through the general registers: a store and loads of
		 * the vector would wait for the store to retire. */
		mark_lanes(rows, _mm512_castsi512_si128(x));
		mark_lanes(rows, _mm512_extracti32x4_epi32(x, 1));
		mark_lanes(rows, _mm512_extracti32x4_epi32(x, 2));
		mark_lanes(rows, _mm512_extracti32x4_epi32(x, 3));
	}
}

/* Take row i of the block into the heap's marks. */
__attribute__((target("avx512f,avx512bw")))
static void
take_row(const struct block *b, unsigned i, struct tbt_scratch *s)
{
	const uint8_t *row = b->rows + (size_t)i * b->stride;
	const __m512i stamp = _mm512_set1_epi32((int)s->stamp);
	unsigned v, q;

	for (v = 0; v < b->stride; v += 64) {
		__m512i r = _mm512_load_si512((const void *)(row + v));
		uint64_t on = _mm512_test_epi8_mask(r, r);

		for (q = 0; q < 4; q++)
			_mm512_mask_storeu_epi32(s->seen + v + 16 * q,
			    (__mmask16)(on >> (16 * q)), stamp);
	}
}

/*
 * The same with AVX2, for one or two threads: the 32 values of a rare
 * heap's splits come in one load (two for two threads, their even bytes;
 * twice that in a table of two bytes a value), and each goes to its
 * heap's row of AVX2_STRIDE bytes (or the stride, for two bytes) through
 * the stack.
 */
enum { AVX2_STRIDE = 256 };

/* The values of heaps p + i * step, i < 32, step 1 or 2, one byte each. */
__attribute__((target("avx2")))
static inline __m256i
load_lanes_avx2(const struct tbt *t, const struct block *b, uint64_t p)
{
	const uint8_t *g = (const uint8_t *)t->v + p;
	const __m256i low = _mm256_set1_epi16(0xff);
	__m256i x0, x1;

	if (b->step == 1)
		return _mm256_loadu_si256((const void *)g);
	x0 = _mm256_and_si256(_mm256_loadu_si256((const void *)g), low);
	x1 = _mm256_and_si256(_mm256_loadu_si256((const void *)(g + 32)),
	    low);
	/* The packing works in lanes: put its quarters back in order. */
	return _mm256_permute4x64_epi64(_mm256_packus_epi16(x0, x1), 0xd8);
}

/* The values of heaps p + i * step, i < 16, step 1 or 2, two bytes
 * each. */
__attribute__((target("avx2")))
static inline __m256i
load16_avx2(const struct tbt *t, const struct block *b, uint64_t p)
{
	const uint16_t *g = (const uint16_t *)t->v + p;
	const __m256i low = _mm256_set1_epi32(0xffff);
	__m256i x0, x1;

	if (b->step == 1)
		return _mm256_loadu_si256((const void *)g);
	x0 = _mm256_and_si256(_mm256_loadu_si256((const void *)g), low);
	x1 = _mm256_and_si256(_mm256_loadu_si256((const void *)(g + 16)),
	    low);
	return _mm256_permute4x64_epi64(_mm256_packus_epi32(x0, x1), 0xd8);
}

__attribute__((target("avx2")))
static void
pair_block_avx2(const struct tbt *t, struct block *b, uint64_t k)
{
	const uint16_t *rv = t->rarev;
	const uint64_t *rare = t->rare;
	uint64_t base = b->first - k, p;
	uint8_t *rows = b->rows, x8[BLOCK] __attribute__((aligned(32)));
	uint16_t x16[BLOCK] __attribute__((aligned(32)));
	unsigned shift = (unsigned)__builtin_ctz(b->stride);
	size_t i;
	unsigned e;
	__m256i y;

	/* One byte a value and every value below 256: bytes. */
	for (i = b->lo; i < b->hi && t->width == 1 &&
	    b->stride == AVX2_STRIDE; i++) {
		y = load_lanes_avx2(t, b, base - rare[i]);
		b->escaped |= (uint32_t)_mm256_movemask_epi8(
		    _mm256_cmpeq_epi8(y, _mm256_set1_epi8((char)TBT_ESCAPE)));
		_mm256_store_si256((__m256i *)(void *)x8, _mm256_xor_si256(y,
		    _mm256_set1_epi8((char)rv[i])));
#pragma GCC unroll 32
		for (e = 0; e < BLOCK; e++)
			rows[e * AVX2_STRIDE + x8[e]] = 1;
	}
	/* One byte a value, some escaped past 255: XORs of 16 bits. */
	for (i = b->lo; i < b->hi && t->width == 1 &&
	    b->stride != AVX2_STRIDE; i++) {
		y = load_lanes_avx2(t, b, base - rare[i]);
		b->escaped |= (uint32_t)_mm256_movemask_epi8(
		    _mm256_cmpeq_epi8(y, _mm256_set1_epi8((char)TBT_ESCAPE)));
		_mm256_store_si256((__m256i *)(void *)x16, _mm256_xor_si256(
		    _mm256_cvtepu8_epi16(_mm256_castsi256_si128(y)),
		    _mm256_set1_epi16((short)rv[i])));
		_mm256_store_si256((__m256i *)(void *)(x16 + 16),
		    _mm256_xor_si256(_mm256_cvtepu8_epi16(
		    _mm256_extracti128_si256(y, 1)),
		    _mm256_set1_epi16((short)rv[i])));
#pragma GCC unroll 32
		for (e = 0; e < BLOCK; e++)
			rows[(e << shift) + x16[e]] = 1;
	}
	for (i = b->lo; i < b->hi && t->width == 2; i++) {
		p = base - rare[i];
		_mm256_store_si256((__m256i *)(void *)x16, _mm256_xor_si256(
		    load16_avx2(t, b, p), _mm256_set1_epi16((short)rv[i])));
		_mm256_store_si256((__m256i *)(void *)(x16 + 16),
		    _mm256_xor_si256(load16_avx2(t, b, p + 16 * b->step),
		    _mm256_set1_epi16((short)rv[i])));
#pragma GCC unroll 32
		for (e = 0; e < BLOCK; e++)
			rows[(e << shift) + x16[e]] = 1;
	}
}

/* Take row i of the block into the heap's marks: the stamp goes to
 * seen[v] where the row has a mark, eight values a step. */
__attribute__((target("avx2")))
static void
take_row_avx2(const struct block *b, unsigned i, struct tbt_scratch *s)
{
	const uint8_t *row = b->rows + (size_t)i * b->stride;
	const __m256i stamp = _mm256_set1_epi32((int)s->stamp);
	const __m256i zero = _mm256_setzero_si256();
	unsigned v;

	for (v = 0; v < b->stride; v += 8) {
		__m256i r = _mm256_cvtepu8_epi32(_mm_loadl_epi64(
		    (const void *)(row + v)));
		__m256i *at = (__m256i *)(void *)(s->seen + v);

		_mm256_storeu_si256(at, _mm256_blendv_epi8(stamp,
		    _mm256_loadu_si256(at), _mm256_cmpeq_epi32(r, zero)));
	}
}
#endif

/* How many of the first nr rare heaps are below x. */
static size_t
rare_below(const struct tbt *t, size_t nr, uint64_t x)
{
	size_t lo = 0, hi = nr, mid;

	while (lo < hi) {
		mid = lo + (hi - lo) / 2;
		if (t->rare[mid] < x)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

#ifdef X86_SCANS
/* The far rare heaps of a block at b->first, and their marks. */
static void
block_pair(const struct tbt *t, struct block *b, size_t nr,
    unsigned maxval)
{
	uint64_t k, kmax = 0, far = (uint64_t)BLOCK * b->step;
	unsigned top;
	bool dist, two = false;

	for (k = 0; k <= t->last; k++) {
		if (tb_digit(&t->code, k, &dist) & TB_TWO) {
			kmax = k;
			two = true;
		}
	}
	if (!two || b->first < kmax + 2 * far)
		return;
	b->lo = rare_below(t, nr, far);
	b->hi = rare_below(t, nr, (b->first - kmax + 1) / 2);
	if (b->hi < b->lo + BLOCK) {
		b->lo = b->hi = 0;	/* too few to pay */
		return;
	}
	/* A row holds the XORs of a rare heap's value and another heap's.
	 * In a table of one byte a value the other is a byte (an escape byte
	 * makes the row be done again, exactly), so while the rare values
	 * are below 256 so are the XORs, however large the values past the
	 * escapes: the rows stay 256 wide, and the loop of bytes serves. */
	while (b->nrv < nr) {
		if (t->rarev[b->nrv] > b->rvmax)
			b->rvmax = t->rarev[b->nrv];
		b->nrv++;
	}
	top = t->width == 1 ? (b->rvmax | 255) : maxval;
	for (b->stride = 64; b->stride <= top; b->stride <<= 1)
		continue;
	if (t->simd < TBT_SIMD_AVX512 && b->stride < AVX2_STRIDE)
		b->stride = AVX2_STRIDE;
	b->escaped = 0;
	memset(b->rows, 0, (size_t)BLOCK * b->stride);
	for (k = 0; k <= kmax; k++) {
		if (!(tb_digit(&t->code, k, &dist) & TB_TWO))
			continue;
		if (t->simd >= TBT_SIMD_AVX512)
			pair_block(t, b, k);
		else
			pair_block_avx2(t, b, k);
	}
}
#endif

/* Start a block at heap `first`, when every heap below first - step + 1
 * is known and nr rare heaps are listed (and have values up to maxval). */
static void
block_start(const struct tbt *t, struct block *b, uint64_t first,
    size_t nr, unsigned maxval)
{
	b->first = first;
	b->lo = b->hi = 0;
	b->escaped = 0;
#ifdef X86_SCANS
	if (b->rows != NULL && b->step <= BLOCK && maxval < BLOCK_VALUES &&
	    (t->simd >= TBT_SIMD_AVX512 || (t->simd >= TBT_SIMD_AVX2 &&
	    b->step <= 2)))
		block_pair(t, b, nr, maxval);
#else
	(void)t;
	(void)nr;
	(void)maxval;
#endif
}

/* Mark the splits of m whose rare part is rare[i], i0 <= i < i1, all of
 * them below half of m, in a table of `width` bytes a value (a constant
 * where it is called; 0: one byte, read exactly through the escapes; 3:
 * one byte, and no escape in the table);
 * whether an other part was an escape byte (its marks are then wrong,
 * and the heap is paired again exactly). */
static inline __attribute__((always_inline)) bool
pair_range_w(const struct tbt *t, struct tbt_scratch *s, uint64_t m,
    size_t i0, size_t i1, unsigned width)
{
	const uint8_t *top8 = width == 1 || width == 3 ?
	    (const uint8_t *)t->v + m : NULL;
	const uint16_t *top16 = width == 2 ? (const uint16_t *)t->v + m : NULL;
	const uint16_t *rv = t->rarev;
	const uint64_t *rare = t->rare;
	uint32_t *seen = s->seen, stamp = s->stamp;
	size_t i = i0;
	unsigned esc = 0;

#define TOP(r) (width == 1 || width == 3 ? top8[-(ptrdiff_t)(r)] : \
    width == 2 ? top16[-(ptrdiff_t)(r)] : tbt_at(t, m - (r)))
	for (; i + 4 <= i1; i += 4) {
		unsigned y0 = TOP(rare[i]), y1 = TOP(rare[i + 1]);
		unsigned y2 = TOP(rare[i + 2]), y3 = TOP(rare[i + 3]);

		if (width == 1)
			esc |= (y0 == TBT_ESCAPE) | (y1 == TBT_ESCAPE) |
			    (y2 == TBT_ESCAPE) | (y3 == TBT_ESCAPE);
		seen[rv[i] ^ y0] = stamp;
		seen[rv[i + 1] ^ y1] = stamp;
		seen[rv[i + 2] ^ y2] = stamp;
		seen[rv[i + 3] ^ y3] = stamp;
	}
	for (; i < i1; i++) {
		unsigned y = TOP(rare[i]);

		if (width == 1)
			esc |= y == TBT_ESCAPE;
		seen[rv[i] ^ y] = stamp;
	}
#undef TOP
	return esc != 0;
}

static bool
pair_range(const struct tbt *t, struct tbt_scratch *s, uint64_t m,
    size_t i0, size_t i1, bool exact)
{
	if (t->width == 2)
		return pair_range_w(t, s, m, i0, i1, 2);
	if (exact)
		return pair_range_w(t, s, m, i0, i1, 0);
	/* The heaps this reads were settled before the heap began, their
	 * escapes counted before that. */
	if (__atomic_load_n(&t->nesc, __ATOMIC_ACQUIRE) == 0)
		return pair_range_w(t, s, m, i0, i1, 3);
	return pair_range_w(t, s, m, i0, i1, 1);
}

/* Mark the splits of m with a rare part and both parts at least a0,
 * among the first nr rare heaps but for rare[b->lo..b->hi-1] (which
 * the block marked); exactly through escapes when `exact`, else whether
 * an escape byte was read (and the marks may be wrong). */
static bool
pair_rare(const struct tbt *t, struct tbt_scratch *s, uint64_t m,
    bool dist, uint64_t a0, size_t nr, const struct block *b, bool exact)
{
	const uint16_t *rv = t->rarev;
	const uint64_t *rare = t->rare;
	uint32_t *seen = s->seen, stamp = s->stamp;
	size_t i = 0, hi;
	bool esc;

	while (i < nr && rare[i] < a0)
		i++;
	/* The rare heaps below half of m need no test: most of them, rare
	 * heaps being few and early. */
	hi = nr > 0 && 2 * rare[nr - 1] >= m ?
	    rare_below(t, nr, (m + 1) / 2) : nr;
	if (hi < i)
		hi = i;
	if (b->hi > b->lo) {
		/* Both ranges are paired, whatever the first says. */
		esc = pair_range(t, s, m, i, b->lo, exact);
		if (pair_range(t, s, m, b->hi, hi, exact))
			esc = true;
	} else
		esc = pair_range(t, s, m, i, hi, exact);
	for (i = hi; i < nr && rare[i] < m && m - rare[i] >= a0; i++) {
		if (!dist || 2 * rare[i] != m)
			seen[rv[i] ^ tbt_at(t, m - rare[i])] = stamp;
	}
	return esc;
}

/* Look for the need values wanted among the splits of every n - k
 * whose parts are known when the pend heaps below n are not (pend 0:
 * all); those found are marked. */
static void
scan_witnesses(const struct tbt *t, struct tbt_scratch *s, uint64_t n,
    unsigned pend, unsigned need, unsigned maxval)
{
	uint64_t k, m, a0;
	bool dist;

	for (k = 0; k <= t->last && k + 2 <= n && need > 0; k++) {
		if (!(tb_digit(&t->code, k, &dist) & TB_TWO))
			continue;
		m = n - k;
		a0 = first_part(pend, k);
		need = scan_all(t, s, m, need, a0, maxval);
		if (m % 2 == 0 && !dist && m / 2 >= a0 && need > 0)
			need = found(s, 0, need);	/* a + a */
	}
}

/*
 * The first half of heap n, when the pend heaps below it may not be known
 * yet (heaps below n - pend are), with nr rare heaps listed: mark every
 * move but the deferred ones, find the candidate, and look for witnesses
 * of the rare values below it (listed in s->list); the candidate.
 */
static unsigned
heap_begin(const struct tbt *t, struct tbt_scratch *s, uint64_t n,
    unsigned pend, size_t nr, unsigned maxval, const struct block *b)
{
	static const struct block none;
	uint64_t k, kmax = t->last < n ? t->last : n;
	unsigned v, row = b->hi > b->lo ? (unsigned)((n - b->first) /
	    b->step) : 0;
	/* A row that read an escape byte is not taken: the heap is paired
	 * exactly instead, as is one whose own pairing read one (seldom). */
	bool dist, esc, exact = b->hi > b->lo && (b->escaped >> row & 1) != 0;

again:
	tbt_scratch_next(s);
	s->nlist = 0;
#ifdef X86_SCANS
	if (b->hi > b->lo && !exact && t->simd >= TBT_SIMD_AVX512)
		take_row(b, row, s);
	else if (b->hi > b->lo && !exact)
		take_row_avx2(b, row, s);
#endif
	tbt_mark_singles(t, s, n, pend + 1, kmax);
	esc = false;
	for (k = 0; k <= t->last && k + 2 <= n; k++) {
		if (tb_digit(&t->code, k, &dist) & TB_TWO)
			esc |= pair_rare(t, s, n - k, dist,
			    first_part(pend, k), nr, exact ? &none : b,
			    exact);
	}
	if (esc && !exact) {
		exact = true;
		goto again;
	}
	for (v = 0; v < TBT_VALUES; v++) {
		if (tbt_marked(s, v))
			continue;
		if (!rare_at(t, n, v))
			break;
		s->want[v] = 1;
		s->list[s->nlist++] = (uint16_t)v;
	}
	if (s->nlist > 0)
		scan_witnesses(t, s, n, pend, s->nlist, maxval);
	return v;
}

/* The listed values are wanted no more: the least of them that is no
 * option, or `value` when it is smaller or there is none. */
static unsigned
settle_list(struct tbt_scratch *s, unsigned value)
{
	unsigned i, v;

	for (i = 0; i < s->nlist; i++) {
		v = s->list[i];
		s->want[v] = 0;
		if (!tbt_marked(s, v) && v < value)
			value = v;
	}
	s->nlist = 0;
	return value;
}

/*
 * The second half of heap n, whose first candidate was c1, once every
 * heap below it is known: mark the deferred moves, and settle the value.
 * A rare value below c1 still open had no witness among the splits
 * scanned, and the deferred ones are marked now: it is no option.  When the
 * deferred moves took the candidate, the rare values up to the next one
 * are looked for now (the rollback; seldom).
 */
static unsigned
heap_finish(const struct tbt *t, struct tbt_scratch *s, uint64_t n,
    unsigned pend, unsigned maxval, unsigned c1)
{
	uint64_t k, m, a;
	unsigned v, c, value;
	bool dist;

	tbt_mark_singles(t, s, n, 1, t->last < pend ? t->last : pend);
	for (k = 0; k <= t->last && k <= pend && k < n; k++) {
		if (!(tb_digit(&t->code, k, &dist) & TB_TWO))
			continue;
		m = n - k;
		for (a = 1; a + k <= pend && 2 * a <= m; a++) {
			if (!dist || 2 * a != m)
				tbt_mark(s, tbt_at(t, a) ^ tbt_at(t, m - a));
		}
	}
	/* Deferred moves only mark more: the candidate is c1 or later. */
	for (c = c1; c < TBT_VALUES && (tbt_marked(s, c) || rare_at(t, n, c));
	    c++)
		continue;
	if ((value = settle_list(s, c)) < c1)
		return value;
	for (v = c1; v < c; v++) {
		if (rare_at(t, n, v) && !tbt_marked(s, v)) {
			s->want[v] = 1;
			s->list[s->nlist++] = (uint16_t)v;
		}
	}
	if (s->nlist > 0) {
		scan_witnesses(t, s, n, 0, s->nlist, maxval);
		value = settle_list(s, value);
	}
	return value;
}

/*
 * A run over heaps first..end with one thread per job, settling heaps in
 * order; it stops early when the rare list is full, when the progress
 * hook says stop, or at a value too large to keep.
 */
struct run {
	struct tbt *t;
	struct rules *r;
	uint64_t first, end;
	unsigned jobs;
	size_t rare_cap;
	uint64_t big;		/* the heap whose value is too large */
	/* Atomic.  done changes at every heap, the rest seldom: they live
	 * on cache lines of their own, so reading them costs nothing. */
	uint64_t done __attribute__((aligned(64)));	/* below: final */
	uint32_t turn;		/* done's low bits, which sleepers wait on */
	uint32_t sleepers;	/* threads asleep on turn */
	size_t nrare __attribute__((aligned(64)));	/* rare heaps listed */
	unsigned maxval;
	int state;		/* enum run_state */
	char pad[64];
};

/* A thread and its marks, on cache lines of its own (its stamp changes
 * at every heap). */
struct worker {
	struct run *run;
	unsigned id;
	struct tbt_scratch s;
	struct block b;
	pthread_t thread;
} __attribute__((aligned(64)));

/*
 * Waiting for the heaps below.  A thread spins a while (the wait is
 * usually a fraction of a heap), then yields its core a while (a thread
 * spinning for one that has lost its core keeps that core from it), then
 * sleeps until the heap it waits for is settled, when the other has been
 * away long (a millisecond or so): only then does settling a heap cost a
 * wake-up, which is dear in a virtual machine (sleeping from the first
 * yield made two threads take 27 times the time of one beside six other
 * programs).  A sleep also ends after a millisecond, to see whether the
 * run was stopped.
 */
enum { SPINS = 512, YIELDS = 1024 };

static void
sleep_on(struct run *run, uint64_t h)
{
	uint32_t turn = __atomic_load_n(&run->turn, __ATOMIC_SEQ_CST);

	__atomic_add_fetch(&run->sleepers, 1, __ATOMIC_SEQ_CST);
	/* Seen after the count: a settling thread that missed the count
	 * has stored its heap before it, and it shows here. */
	if (__atomic_load_n(&run->done, __ATOMIC_SEQ_CST) != h) {
#ifdef __linux__
		struct timespec ms = { 0, 1000000 };

		syscall(SYS_futex, &run->turn, FUTEX_WAIT_PRIVATE, turn, &ms,
		    NULL, 0);
#else
		(void)turn;
		sched_yield();
#endif
	}
	__atomic_sub_fetch(&run->sleepers, 1, __ATOMIC_SEQ_CST);
}

/* Wait until every heap below h is settled; false when the run stops. */
static bool
wait_below(struct run *run, uint64_t h)
{
	unsigned spins = 0;

	while (__atomic_load_n(&run->done, __ATOMIC_ACQUIRE) != h) {
		if (__atomic_load_n(&run->state, __ATOMIC_RELAXED) != RUN_ON)
			return false;
		if (++spins < SPINS) {
#ifdef X86_SCANS
			__builtin_ia32_pause();
#endif
		} else if (spins < SPINS + YIELDS)
			sched_yield();
		else
			sleep_on(run, h);
	}
	return true;
}

/* Heap h is settled: say so, and wake whoever sleeps. */
static void
settled(struct run *run, uint64_t h)
{
	__atomic_store_n(&run->done, h + 1, __ATOMIC_SEQ_CST);
	__atomic_store_n(&run->turn, (uint32_t)(h + 1), __ATOMIC_SEQ_CST);
	if (__atomic_load_n(&run->sleepers, __ATOMIC_SEQ_CST) != 0) {
#ifdef __linux__
		syscall(SYS_futex, &run->turn, FUTEX_WAKE_PRIVATE, INT32_MAX,
		    NULL, NULL, 0);
#endif
	}
}

static void
work(struct worker *w)
{
	struct run *run = w->run;
	struct tbt *t = run->t;
	uint64_t h, reported = run->first;
	unsigned g, c1, pend, maxval;
	size_t nr;

	for (h = run->first + w->id; h <= run->end; h += run->jobs) {
		if (__atomic_load_n(&run->state, __ATOMIC_RELAXED) != RUN_ON)
			return;
		pend = h - run->first < run->jobs - 1 ?
		    (unsigned)(h - run->first) : run->jobs - 1;
		nr = __atomic_load_n(&run->nrare, __ATOMIC_ACQUIRE);
		maxval = __atomic_load_n(&run->maxval, __ATOMIC_RELAXED);
		if ((h - run->first - w->id) % ((uint64_t)BLOCK *
		    run->jobs) == 0)
			block_start(t, &w->b, h, nr, maxval);
		c1 = heap_begin(t, &w->s, h, pend, nr, maxval, &w->b);
		if (!wait_below(run, h)) {
			/* The marks outlive the run (the calling thread's):
			 * what the heap still wanted is wanted no more. */
			settle_list(&w->s, 0);
			return;
		}
		g = heap_finish(t, &w->s, h, pend,
		    __atomic_load_n(&run->maxval, __ATOMIC_RELAXED), c1);
		if (g >= TBT_VALUES - 1 || !tbt_fits(t, g)) {
			/* The others may still read the table: it is widened
			 * once they have stopped, and heap h done again. */
			run->big = h;
			__atomic_store_n(&run->state, g >= TBT_VALUES - 1 ?
			    RUN_BIG : RUN_WIDE, __ATOMIC_RELAXED);
			return;
		}
		if (rare_at(t, h, g)) {
			nr = run->nrare;
			if (nr == run->rare_cap) {
				__atomic_store_n(&run->state, RUN_FULL,
				    __ATOMIC_RELAXED);
				return;
			}
			t->rare[nr] = h;
			t->rarev[nr] = (uint16_t)g;
			__atomic_store_n(&run->nrare, nr + 1, __ATOMIC_RELEASE);
		}
		tbt_put(t, h, g);
		if (g > run->maxval)
			__atomic_store_n(&run->maxval, g, __ATOMIC_RELAXED);
		settled(run, h);
		/* Only the calling thread reports: the hook may draw. */
		if (w->id == 0 && run->r != NULL &&
		    h + 1 - reported >= PROGRESS_STEP) {
			reported = h + 1;
			if (!tbt_progress(t, run->r, h + 1)) {
				__atomic_store_n(&run->state, RUN_STOPPED,
				    __ATOMIC_RELAXED);
				return;
			}
		}
	}
}

static void *
work_thread(void *arg)
{
	work(arg);
	return NULL;
}

/* Heaps first..end on as many threads as the jobs (fewer when a thread
 * cannot be had: the values are the same). */
static int
run_segment(struct run *run)
{
	struct tbt *t = run->t;
	struct worker *w;
	void *mem;
	unsigned i, started = 1;

	if (posix_memalign(&mem, 64, run->jobs * sizeof *w) != 0)
		return SG_ENOMEM;
	w = memset(mem, 0, run->jobs * sizeof *w);
	for (i = 0; i < run->jobs; i++) {
		w[i].run = run;
		w[i].id = i;
		block_init(&w[i].b, run->jobs);
	}
	w[0].s = t->s;
	for (i = 1; i < run->jobs; i++) {
		if (tbt_scratch_init(&w[i].s) != SG_OK ||
		    pthread_create(&w[i].thread, NULL, work_thread,
		    &w[i]) != 0) {
			tbt_scratch_free(&w[i].s);
			break;
		}
		started++;
	}
	if (started == run->jobs)
		work(&w[0]);
	else {
		/* Settle for the threads there are: stop them (they wait for
		 * heap `first`, which is the calling thread's), start again
		 * with that many. */
		__atomic_store_n(&run->state, RUN_STOPPED, __ATOMIC_RELAXED);
	}
	for (i = 1; i < started; i++) {
		pthread_join(w[i].thread, NULL);
		tbt_scratch_free(&w[i].s);
	}
	for (i = 0; i < run->jobs; i++)
		free(w[i].b.rows);
	t->s = w[0].s;
	free(w);
	if (started < run->jobs) {
		run->state = RUN_ON;
		run->jobs = started;
		return run_segment(run);
	}
	return SG_OK;
}

/*
 * The threads for a segment of len heaps.  Long segments are timed, on
 * one thread and on t->jobs, and take the faster, trying the other again
 * now and then: the threads wait for each other at every heap, which
 * pays on cores of their own and costs much on a machine busy with other
 * work (two threads took eight times the time of one beside six other
 * programs).  The values are the same whatever the number.  *probe says
 * that the segment tries the number not taken (or times one thread the
 * first time): it is cut to ADAPT_FROM heaps.
 */
static unsigned
choose_jobs(struct tbt *t, uint64_t len, bool *probe)
{
	bool many;

	*probe = false;
	if (t->jobs == 1 || len < MIN_THREADED)
		return 1;
	if (len < ADAPT_FROM || t->ns_heap[1] == 0)
		return t->jobs;
	*probe = true;
	if (t->ns_heap[0] == 0)
		return 1;
	many = t->ns_heap[1] <= t->ns_heap[0];
	if (++t->segments % PROBE_EVERY == 0)
		many = !many;
	else
		*probe = false;
	return many ? t->jobs : 1;
}

/* The rare heaps came too often: choose the split again on the latest
 * heaps, or leave the rest to the plain method when none is good. */
static int
check_split(struct tbt *t)
{
	uint64_t count, w = t->len - 1 < WINDOW ? t->len - 1 : WINDOW;

	choose_split(t, t->len - w, t->len, &count);
	t->resplits++;
	if (2 * count > w) {
		t->have_mask = false;
		t->sparse = false;
		return SG_OK;
	}
	return list_rare(t);
}

int
tbt_sparse_run(struct tbt *t, struct rules *r, uint64_t n,
    struct sg_cause *why)
{
	struct run run;
	struct timespec t0, t1;
	uint64_t seg;
	size_t budget;
	bool probe;
	int rc;

	while (t->sparse && t->len <= n) {
		seg = t->len < MIN_SEGMENT ? MIN_SEGMENT : t->len;
		if (seg > MAX_SEGMENT)
			seg = MAX_SEGMENT;
		budget = 64 + (size_t)(seg / 16);
		if (reserve_rare(t, t->nrare + budget) != SG_OK)
			return sg_nomem(why);
		memset(&run, 0, sizeof run);
		run.t = t;
		run.r = r;
		run.first = t->len;
		run.end = n - t->len >= seg ? t->len + seg - 1 : n;
		run.jobs = choose_jobs(t, run.end + 1 - run.first, &probe);
		/* A try of the other number runs no longer than it takes to
		 * time it: at 4M heaps a segment, one in eight on the slower
		 * number cost some 5% of the time. */
		if (probe && run.end + 1 - run.first > ADAPT_FROM)
			run.end = run.first + ADAPT_FROM - 1;
		run.rare_cap = t->nrare + budget;
		run.done = run.first;
		run.nrare = t->nrare;
		run.maxval = t->maxval;
		clock_gettime(CLOCK_MONOTONIC, &t0);
		if ((rc = run_segment(&run)) != SG_OK)
			return sg_fail(why, rc, W_("out of memory"));
		clock_gettime(CLOCK_MONOTONIC, &t1);
		if (run.end + 1 - run.first >= ADAPT_FROM && run.done > run.first)
			t->ns_heap[run.jobs > 1] = ((double)(t1.tv_sec -
			    t0.tv_sec) * 1e9 + (double)(t1.tv_nsec -
			    t0.tv_nsec)) / (double)(run.done - run.first);
		t->len = run.done;
		t->nrare = run.nrare;
		t->maxval = run.maxval;
		switch (run.state) {
		case RUN_STOPPED:
			return sg_fail(why, SG_EINTR, W_("stopped"));
		case RUN_BIG:
			return tbt_too_big(run.big, why);
		case RUN_WIDE:
			if ((rc = tbt_widen(t, run.big, why)) != SG_OK)
				return rc;
			break;
		case RUN_FULL:
			if (check_split(t) != SG_OK)
				return sg_nomem(why);
			break;
		default:
			break;
		}
	}
	return SG_OK;
}
