/*
 * lasker.c: Lasker's Nim.  A move takes any number of stones from one
 * heap, or splits one heap into two non-empty heaps without taking any.
 * A split puts the two heaps in place of the old one, the smaller first.
 *
 * The value of a heap of n is L(0) = 0 and, for k >= 0,
 *
 *   L(4k+1) = 4k+1,  L(4k+2) = 4k+2,  L(4k+3) = 4k+4,  L(4k+4) = 4k+3.
 *
 * Proof, by induction on n.  L swaps 4k+3 and 4k+4 and fixes the rest, so
 * the takes from n (to every m < n) reach the values L(0..n-1), which are
 * all of 0..n-1 unless n = 4k+4, where they are 0..4k+2 and 4k+4.  Modulo
 * 4, L(m) is 1, 2, 0, 3 for m = 1, 2, 3, 4 (and 0 for m = 0).  A split of
 * n into a + b has the value L(a) ^ L(b), whose last two bits are those of
 * the residues' L combined by XOR:
 *
 *   n = 4k+1: (a, b) = (1, 0) or (2, 3) mod 4: 1^3 = 2, 2^0 = 2 (even):
 *             never 4k+1, which the takes miss too: L = 4k+1.
 *   n = 4k+2: (1, 1), (2, 0), (3, 3): 0, 1, 0 mod 4: never 4k+2: L = 4k+2.
 *   n = 4k+3: (1, 2), (3, 0): 3 mod 4, and the split 1 + (4k+2) gives
 *             1 ^ (4k+2) = 4k+3; 4k+4 (0 mod 4) is missed: L = 4k+4.
 *   n = 4k+4: (1, 3), (2, 2), (0, 0): 1, 0, 0 mod 4: never 4k+3, which
 *             the takes miss too, while they give 0..4k+2: L = 4k+3.
 *
 * L is its own inverse.  A sum is lost when the values XOR to 0.  The
 * winning moves on heap n bring its value to t = L(n) ^ X, X the nim-sum
 * of all heaps: the take to L(t) when that is below n, and every split
 * a + b = n with L(a) ^ L(b) = t.  Writing a = 4P + r and L(a) = 4P' + r' (P' = P + 1 for r = 3, P - 1
 * for r = 0, else P), the two heaps' P' + Q' is fixed by the residues r, s
 * and P' ^ Q' must be t / 4: for x + y = S and x ^ y = T the solutions are
 * x = A | U, y = A | (T - U) over the subsets U of T, with A = (S - T) / 2
 * when that is a whole number sharing no bit with T.  So the splits are
 * listed directly, in increasing order of the smaller heap, however large
 * the heap, until the limit.
 */
#include "config.h"

#include <stdio.h>

#include "games.h"
#include "engine/words.h"

static uint64_t
lasker_value(uint64_t n)
{
	if (n == 0)
		return 0;
	switch (n % 4) {
	case 3:
		return n + 1;
	case 0:
		return n - 1;
	default:
		return n;
	}
}

static int
lasker_parse(struct rules *r, int argc, char *const argv[], struct pos *out,
    struct sg_cause *why)
{
	if (argc == 0)
		return sg_fail(why, SG_EINVAL, W_("lasker: give at least one "
		    "heap"));
	return game_parse_numbers(argc, argv, sg_max_u63(), "heap", out, why);
}

static void
lasker_format(const struct rules *r, const struct pos *p, struct sbuf *out)
{
	game_format_numbers(p, out);
}

/* p with heap i split into a <= b (into out, which becomes a copy). */
static int
split_at(const struct pos *p, size_t i, uint64_t a, uint64_t b,
    struct pos *out)
{
	uint64_t two[2];

	two[0] = a;
	two[1] = b;
	if (pos_copy(out, p) != SG_OK)
		return SG_ENOMEM;
	return pos_splice(out, i, two, 2);
}

static int
lasker_moves(struct rules *r, const struct pos *p, struct poslist *out,
    struct sg_cause *why)
{
	struct pos q;
	size_t i;
	uint64_t k;
	int rc = SG_OK;

	pos_init(&q);
	for (i = 0; i < p->n && rc == SG_OK; i++) {
		for (k = 0; k < p->v[i] && rc == SG_OK; k++) {
			if ((rc = pos_copy(&q, p)) == SG_OK) {
				q.v[i] = k;
				rc = poslist_add(out, &q);
			}
		}
		for (k = 1; k <= p->v[i] / 2 && rc == SG_OK; k++) {
			if ((rc = split_at(p, i, k, p->v[i] - k, &q)) == SG_OK)
				rc = poslist_add(out, &q);
		}
	}
	pos_free(&q);
	return rc == SG_OK ? SG_OK : sg_fail(why, rc, W_("out of memory"));
}

/* The heap split by the move from `from` to `to` (one heap more), or -1. */
static long
split_heap(const struct pos *from, const struct pos *to)
{
	size_t i, j;

	if (to->n != from->n + 1)
		return -1;
	for (i = 0; i < from->n && from->v[i] == to->v[i]; i++)
		continue;
	if (i == from->n)
		return -1;
	for (j = i + 1; j < from->n; j++) {
		if (from->v[j] != to->v[j + 1])
			return -1;
	}
	return (long)i;
}

static int
lasker_check(struct rules *r, const struct pos *from, const struct pos *to,
    struct sg_cause *why)
{
	long i;

	if (to->n == from->n) {
		if ((i = game_one_changed(from, to)) < 0)
			return sg_fail(why, SG_EINVAL, W_("a move takes from "
			    "exactly one heap, or splits one"));
		if (to->v[i] > from->v[i])
			return sg_fail(why, SG_EINVAL, W_("a heap cannot "
			    "grow"));
		return SG_OK;
	}
	if ((i = split_heap(from, to)) < 0)
		return sg_fail(why, SG_EINVAL, W_("a move takes from one heap, "
		    "or splits one heap into two in its place"));
	if (to->v[i] == 0 || to->v[i + 1] == 0)
		return sg_fail(why, SG_EINVAL, W_("both heaps of a split must "
		    "be non-empty"));
	if (to->v[i] > from->v[i] || to->v[i + 1] != from->v[i] - to->v[i])
		return sg_fail(why, SG_EINVAL, W_("a split takes no stone: the "
		    "two heaps must add up to %llu"),
		    (unsigned long long)from->v[i]);
	if (to->v[i] > to->v[i + 1])
		return sg_fail(why, SG_EINVAL, W_("a split puts the smaller "
		    "heap first"));
	return SG_OK;
}

static void
lasker_describe(const struct rules *r, const struct pos *from,
    const struct pos *to, struct sbuf *out)
{
	long i;

	if (lasker_check(NULL, from, to, NULL) != SG_OK) {
		sbuf_add(out, W_("an illegal move"));
	} else if (to->n == from->n) {
		i = game_one_changed(from, to);
		sbuf_printf(out, W_("take %1$llu from heap %2$ld"),
		    (unsigned long long)(from->v[i] - to->v[i]), i + 1);
	} else {
		i = split_heap(from, to);
		/* TRANSLATORS: the heap's number, the two heaps it leaves. */
		sbuf_printf(out, W_("split heap %1$ld into %2$llu and %3$llu"),
		    i + 1,
		    (unsigned long long)to->v[i],
		    (unsigned long long)to->v[i + 1]);
	}
}

static uint64_t
lasker_move_bound(struct rules *r, const struct pos *p)
{
	uint64_t b = 0, m;
	size_t i;

	for (i = 0; i < p->n; i++) {
		m = p->v[i] + p->v[i] / 2;	/* below 2^64 for a heap < 2^63 */
		if (m > UINT64_MAX - b)
			return UINT64_MAX;
		b += m;
	}
	return b;
}

/* The quarter and the last two bits of L(4P + res), for res = 0..3, as
 * the change of the quarter and the new last bits. */
static const int quarter_shift[4] = { -1, 0, 0, 1 };
static const uint64_t low_bits[4] = { 3, 1, 2, 0 };

/*
 * Every split of heap i (of n) into a <= b with L(a) ^ L(b) = t, whose
 * smaller heap has the residue ra mod 4; false once the limit is reached.
 */
static bool
splits_with(const struct pos *p, size_t i, uint64_t t, unsigned ra,
    struct solution *sol, int *err)
{
	uint64_t n = p->v[i], m, sum, tt = t >> 2, half, u, pa, qa, a, b;
	unsigned rb = (unsigned)((n - ra) % 4);
	struct pos q;
	bool more = true;

	if ((low_bits[ra] ^ low_bits[rb]) != (t & 3) || n < ra + rb)
		return true;
	m = (n - ra - rb) / 4;
	/* P' + Q' = m + shifts, which may be -1 or -2: no solution. */
	if ((int64_t)m + quarter_shift[ra] + quarter_shift[rb] < 0)
		return true;
	sum = (uint64_t)((int64_t)m + quarter_shift[ra] + quarter_shift[rb]);
	if (sum < tt || (sum - tt) % 2 != 0 || ((sum - tt) / 2 & tt) != 0)
		return true;
	half = (sum - tt) / 2;
	pos_init(&q);
	for (u = 0; more; u = (u - tt) & tt) {
		pa = half | u;
		qa = half | (tt & ~u);
		/* Back from L's quarters to the heaps' (P = P' - shift). */
		if ((int64_t)pa - quarter_shift[ra] >= 0 &&
		    (int64_t)qa - quarter_shift[rb] >= 0) {
			a = 4 * (uint64_t)((int64_t)pa - quarter_shift[ra]) + ra;
			b = 4 * (uint64_t)((int64_t)qa - quarter_shift[rb]) + rb;
			if (a > b)
				break;	/* a only grows from here */
			if (a >= 1 && split_at(p, i, a, b, &q) != SG_OK) {
				*err = SG_ENOMEM;
				more = false;
			} else if (a >= 1)
				more = solution_add(sol, &q, err);
		}
		if (u == tt)
			break;
	}
	pos_free(&q);
	return more;
}

static int
lasker_solve(struct rules *r, const struct pos *p, struct solution *sol,
    struct sg_cause *why)
{
	uint64_t x = 0, t;
	size_t i;
	unsigned ra;
	bool more = true;
	int err = SG_OK;

	for (i = 0; i < p->n; i++)
		x ^= lasker_value(p->v[i]);
	sol->has_grundy = true;
	sol->grundy = x;
	sol->outcome = x != 0 ? OUTCOME_N : OUTCOME_P;
	for (i = 0; x != 0 && i < p->n && more; i++) {
		t = lasker_value(p->v[i]) ^ x;
		/* L(t) > t + 1 never; a t past n + 1 leaves no take. */
		if (t <= p->v[i] + 1 && lasker_value(t) < p->v[i])
			more = solution_add_set(sol, p, i, lasker_value(t),
			    &err);
		for (ra = 0; ra < 4 && more; ra++)
			more = splits_with(p, i, t, ra, sol, &err);
	}
	return err == SG_OK ? SG_OK : sg_fail(why, err, W_("out of memory"));
}

static int
lasker_heap_value(struct rules *r, uint64_t n, uint64_t *g,
    struct sg_cause *why)
{
	*g = lasker_value(n);
	return SG_OK;
}

static int
lasker_period(struct rules *r, uint64_t max, uint64_t *pre, uint64_t *per,
    struct sg_cause *why)
{
	return sg_fail(why, SG_ERANGE, W_("lasker: the values grow with the "
	    "heap (n, n + 1 or n - 1 by n mod 4), which is not periodic"));
}

static int
lasker_count(struct rules *r, uint64_t n, uint64_t *losing,
    struct sg_cause *why)
{
	*losing = 0;	/* L(n) >= n - 1 >= 1 for n >= 2, and L(1) = 1 */
	return SG_OK;
}

static int
lasker_components(struct rules *r, const struct pos *p, struct complist *out,
    struct sg_cause *why)
{
	char label[32];
	size_t i;

	for (i = 0; i < p->n; i++) {
		/* TRANSLATORS: a heap by its number, as a part of a sum. */
		snprintf(label, sizeof label, W_("heap %zu"), i + 1);
		if (complist_add(out, label, lasker_value(p->v[i]), i, 1) !=
		    SG_OK)
			return sg_nomem(why);
	}
	return SG_OK;
}

/* The small positions the tests go through. */
static int
lasker_smalls(struct rules *r, struct poslist *out)
{
	(void)r;
	return game_smalls_lists(out, 2, 1, 9, false);
}

/* The menu's named positions, and its random starts. */
static const char *const lasker_presets[] = {
	"1 2 9",
	"4 7",
	"5 6 7",
	NULL
};

static void
lasker_random(const struct rules *r, unsigned level, bool opts,
    uint64_t *seed, struct sbuf *out)
{
	(void)r;
	(void)opts;
	game_random_numbers(out, seed, game_rand(seed, 2, 3), 1,
	    game_level_size(level, 12, 5), false);
}

const struct game game_lasker = {
	.name = "lasker",
	.title = WN_("Lasker's Nim"),
	.summary = WN_("take from one heap, or split a heap in two"),
	.notation = {
		/* TRANSLATORS: how a position is typed: the words in
		 * capitals stand for what is typed there; keep the
		 * options, the letters and the signs. */
		.syntax = WN_("HEAP..."),
		.parse = lasker_parse,
		.format = lasker_format,
		.canon = game_canon_sort,
	},
	.rules = {
		.moves = lasker_moves,
		.check = lasker_check,
		.describe = lasker_describe,
		.any_move = game_take_one,
		.move_bound = lasker_move_bound,
	},
	.theory = {
		.is_sum = true,
		.solve = lasker_solve,
	},
	.heaps = {
		.heap_value = lasker_heap_value,
		.period = lasker_period,
		.count = lasker_count,
	},
	.play = {
		.board = BOARD_HEAPS,
		.models = { MOVE_LOWER, MOVE_SPLIT },
		.item = WN_("heap"),
		.changes = change_took_split,
		.presets = lasker_presets,
		.random = lasker_random,
	},
	.teach = {
		.components = lasker_components,
	},
	.tests = {
		.smalls = lasker_smalls,
	},
};
