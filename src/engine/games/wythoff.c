/*
 * wythoff.c: Wythoff's game.  Two heaps; a move takes any number of stones
 * from one heap, or the same number from both.
 *
 * The lost positions are the pairs (a_k, b_k) = (floor(k phi),
 * floor(k phi) + k), k = 0, 1, 2, ..., with phi = (1 + sqrt 5) / 2, in
 * either order.  Every whole number >= 1 lies in exactly one pair, and the
 * k-th pair is the only one whose heaps differ by k; so from any other
 * position there is at most one lost position per kind of move (lower the
 * first heap to the partner of the second, lower the second to the partner
 * of the first, take from both until the pair with the same difference),
 * and the winning moves are those of the three that lower something.
 *
 * The pairs are found exactly, in integers, through the Zeckendorf
 * representation (a sum of non-consecutive Fibonacci numbers 1, 2, 3, 5,
 * 8, ...; place 0 holds 1, place 1 holds 2, and so on).  A number >= 1 is
 * some a_k exactly when the smallest place it uses is even, and then
 * moving every term one place up gives its partner b_k; a number whose
 * smallest place is odd is some b_k, and moving every term one place down
 * gives a_k.  And a_k = floor(k phi) is the shift up of k - 1, plus 1.
 * Fibonacci numbers up to place 91 fit in 64 bits, enough for heaps up to
 * 2^63 - 1 and for their partners (below phi 2^63 < 2^64).
 *
 * Grundy values have no known closed form: they are computed row by row
 * (the mex of the row to the left, the column below and the diagonal) when
 * both heaps are at most WYTHOFF_GRUNDY_MAX, and left out (`grundy -')
 * above, except that a lost position is worth 0.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "games.h"
#include "../table.h"
#include "engine/words.h"

enum {
	WYTHOFF_FIBS = 92,		/* places 0..91: 1 .. 12200160415121876738 */
	WYTHOFF_GRUNDY_MAX = 2048,	/* largest heap whose value is computed */
	WYTHOFF_TABLE_MIN = 30,		/* the table's heaps at least, */
	WYTHOFF_TABLE_MAX = 120		/* and at most */
};

/* The Fibonacci numbers of the places 0, 1, 2, ...: 1, 2, 3, 5, ... */
static void
fibs(uint64_t f[WYTHOFF_FIBS])
{
	size_t i;

	f[0] = 1;
	f[1] = 2;
	for (i = 2; i < WYTHOFF_FIBS; i++)
		f[i] = f[i - 1] + f[i - 2];
}

/* Move every Zeckendorf term of n one place up (up) or down (!up); the
 * smallest place used is stored in *low (n >= 1). */
static uint64_t
zeck_shift(uint64_t n, bool up, size_t *low)
{
	uint64_t f[WYTHOFF_FIBS], out = 0;
	size_t i = WYTHOFF_FIBS;

	fibs(f);
	*low = 0;
	while (n > 0 && i-- > 0) {
		if (f[i] > n)
			continue;
		n -= f[i];
		*low = i;
		if (up)
			out += f[i + 1 < WYTHOFF_FIBS ? i + 1 : i];
		else
			out += i > 0 ? f[i - 1] : 0;
	}
	return out;
}

/* The partner of n in its lost pair (0 for 0). */
static uint64_t
partner(uint64_t n)
{
	size_t low;

	if (n == 0)
		return 0;
	zeck_shift(n, true, &low);
	return zeck_shift(n, low % 2 == 0, &low);
}

/* a_k = floor(k phi), the smaller heap of the pair whose heaps differ by
 * k (0 for k = 0). */
static uint64_t
lower_of(uint64_t k)
{
	size_t low;

	return k == 0 ? 0 : zeck_shift(k - 1, true, &low) + 1;
}

static bool
wythoff_lost(uint64_t a, uint64_t b)
{
	return partner(a) == b;
}

static int
wythoff_parse(struct rules *r, int argc, char *const argv[], struct pos *out,
    struct sg_cause *why)
{
	if (argc != 2)
		return sg_fail(why, SG_EINVAL, W_("wythoff: give two heaps, "
		    "such as 3 5 (%d given)"), argc);
	return game_parse_numbers(argc, argv, sg_max_u63(), "heap", out, why);
}

static void
wythoff_format(const struct rules *r, const struct pos *p, struct sbuf *out)
{
	game_format_numbers(p, out);
}

static int
wythoff_moves(struct rules *r, const struct pos *p, struct poslist *out,
    struct sg_cause *why)
{
	struct pos q;
	uint64_t k;
	size_t i;
	int rc = SG_OK;

	pos_init(&q);
	if ((rc = pos_copy(&q, p)) != SG_OK)
		return sg_fail(why, rc, W_("out of memory"));
	for (i = 0; i < 2 && rc == SG_OK; i++) {
		for (k = 0; k < p->v[i] && rc == SG_OK; k++) {
			q.v[0] = p->v[0];
			q.v[1] = p->v[1];
			q.v[i] = k;
			rc = poslist_add(out, &q);
		}
	}
	for (k = 1; k <= p->v[0] && k <= p->v[1] && rc == SG_OK; k++) {
		q.v[0] = p->v[0] - k;
		q.v[1] = p->v[1] - k;
		rc = poslist_add(out, &q);
	}
	pos_free(&q);
	return rc == SG_OK ? SG_OK : sg_fail(why, rc, W_("out of memory"));
}

static int
wythoff_check(struct rules *r, const struct pos *from, const struct pos *to,
    struct sg_cause *why)
{
	if (to->n != 2)
		return sg_fail(why, SG_EINVAL, W_("the game keeps its two "
		    "heaps"));
	if (to->v[0] > from->v[0] || to->v[1] > from->v[1])
		return sg_fail(why, SG_EINVAL, W_("a heap cannot grow"));
	if (to->v[0] == from->v[0] && to->v[1] == from->v[1])
		return sg_fail(why, SG_EINVAL, W_("a move takes at least one "
		    "stone"));
	if (to->v[0] != from->v[0] && to->v[1] != from->v[1] &&
	    from->v[0] - to->v[0] != from->v[1] - to->v[1])
		return sg_fail(why, SG_EINVAL, W_("taking from both heaps "
		    "takes the same number from each"));
	return SG_OK;
}

static void
wythoff_describe(const struct rules *r, const struct pos *from,
    const struct pos *to, struct sbuf *out)
{
	if (wythoff_check(NULL, from, to, NULL) != SG_OK) {
		sbuf_add(out, W_("an illegal move"));
		return;
	}
	if (to->v[0] != from->v[0] && to->v[1] != from->v[1])
		sbuf_printf(out, W_("take %llu from both heaps"),
		    (unsigned long long)(from->v[0] - to->v[0]));
	else if (to->v[0] != from->v[0])
		sbuf_printf(out, W_("take %llu from heap 1"),
		    (unsigned long long)(from->v[0] - to->v[0]));
	else
		sbuf_printf(out, W_("take %llu from heap 2"),
		    (unsigned long long)(from->v[1] - to->v[1]));
}

static uint64_t
wythoff_move_bound(struct rules *r, const struct pos *p)
{
	uint64_t a = p->v[0], b = p->v[1];

	/* At most 3 (2^63 - 1) < 2^65: saturate. */
	if (a > UINT64_MAX / 3 || b > UINT64_MAX / 3)
		return UINT64_MAX;
	return a + b + (a < b ? a : b);
}

/* The mex of the union of three bit sets of words words each. */
static uint64_t
mex3(const uint64_t *x, const uint64_t *y, const uint64_t *z, size_t words)
{
	size_t w;

	for (w = 0; w < words; w++) {
		uint64_t u = x[w] | y[w] | z[w];

		if (u != UINT64_MAX) {
			uint64_t bit = 0;

			while (u >> bit & 1)
				bit++;
			return w * 64 + bit;
		}
	}
	return words * 64;
}

/*
 * The Grundy value of (a, b), both at most WYTHOFF_GRUNDY_MAX: the values
 * of the rectangle 0..a x 0..b row by row, each the mex of what lies to its
 * left in its row, below it in its column and below-left on its diagonal,
 * kept as bit sets (a value is at most a + b, the number of moves).
 */
static int
grundy_table(uint64_t a, uint64_t b, uint64_t *g)
{
	size_t words = (size_t)((a + b) / 64 + 1), x, y;
	uint64_t *row, *col, *diag, v = 0;

	row = sg_calloc(words, sizeof *row);
	col = sg_calloc((size_t)(b + 1) * words, sizeof *col);
	diag = sg_calloc((size_t)(a + b + 1) * words, sizeof *diag);
	if (row == NULL || col == NULL || diag == NULL) {
		free(row);
		free(col);
		free(diag);
		return SG_ENOMEM;
	}
	for (x = 0; x <= a; x++) {
		memset(row, 0, words * sizeof *row);
		for (y = 0; y <= b; y++) {
			uint64_t *c = col + y * words;
			uint64_t *d = diag + (y + a - x) * words;

			v = mex3(row, c, d, words);
			row[v / 64] |= UINT64_C(1) << (v % 64);
			c[v / 64] |= UINT64_C(1) << (v % 64);
			d[v / 64] |= UINT64_C(1) << (v % 64);
		}
	}
	*g = v;
	free(row);
	free(col);
	free(diag);
	return SG_OK;
}

/* The winning moves of (a, b) into out (at most 3, each once). */
static int
winning_moves(const struct pos *p, struct solution *sol)
{
	uint64_t a = p->v[0], b = p->v[1], t, d, lo;
	int err = SG_OK;

	/* Lower heap 1 to the partner of heap 2, or heap 2 to that of 1. */
	if ((t = partner(b)) < a && !solution_add_set(sol, p, 0, t, &err))
		return err;
	if ((t = partner(a)) < b && !solution_add_set(sol, p, 1, t, &err))
		return err;
	/* Take from both down to the pair whose heaps differ as these do. */
	d = a < b ? b - a : a - b;
	lo = a < b ? a : b;
	if (d <= lo && (t = lower_of(d)) < lo) {
		struct pos q;

		pos_init(&q);
		if (pos_copy(&q, p) != SG_OK)
			return SG_ENOMEM;
		q.v[0] -= lo - t;
		q.v[1] -= lo - t;
		solution_add(sol, &q, &err);
		pos_free(&q);
	}
	return err;
}

static int
wythoff_solve(struct rules *r, const struct pos *p, struct solution *sol,
    struct sg_cause *why)
{
	bool lost = wythoff_lost(p->v[0], p->v[1]);
	int err;

	sol->outcome = lost ? OUTCOME_P : OUTCOME_N;
	sol->has_grundy = lost;
	sol->grundy = 0;
	if (!lost && p->v[0] <= WYTHOFF_GRUNDY_MAX &&
	    p->v[1] <= WYTHOFF_GRUNDY_MAX) {
		if (grundy_table(p->v[0], p->v[1], &sol->grundy) != SG_OK)
			return sg_nomem(why);
		sol->has_grundy = true;
	}
	if (lost)
		return SG_OK;
	err = winning_moves(p, sol);
	return err == SG_OK ? SG_OK : sg_fail(why, err, W_("out of memory"));
}

/* Where n stands among the pairs: "a_3 = 4, partner b_3 = 7". */
static void
say_place(int heap, uint64_t n, struct sbuf *out)
{
	uint64_t m = partner(n);
	size_t low;

	/* TRANSLATORS: the heap's number (1 or 2), its size n, and where n
	 * stands among the lost pairs (a_k, b_k): k, then the partner. */
	if (n == 0) {
		sbuf_printf(out, W_("Heap %1$d: 0, in the pair 0 0 (k = 0).\n"),
		    heap);
		return;
	}
	zeck_shift(n, true, &low);
	if (low % 2 == 0)
		sbuf_printf(out, W_("Heap %1$d: %2$llu = a_%3$llu, whose "
		    "partner is b_%3$llu = %4$llu.\n"), heap,
		    (unsigned long long)n, (unsigned long long)(m - n),
		    (unsigned long long)m);
	else
		sbuf_printf(out, W_("Heap %1$d: %2$llu = b_%3$llu, whose "
		    "partner is a_%3$llu = %4$llu.\n"), heap,
		    (unsigned long long)n, (unsigned long long)(n - m),
		    (unsigned long long)m);
}

static void
wythoff_invariant(struct rules *r, const struct pos *p, struct sbuf *out)
{
	struct solution sol;
	uint64_t k, a = p->v[0], b = p->v[1];
	size_t i;

	sbuf_add(out, W_("The lost pairs of Wythoff's game are (a_k, b_k) = "
	    "(floor(k x phi), floor(k x phi) + k), k = 0, 1, 2, ..., where "
	    "phi = (1 + sqrt 5) / 2 = 1.618... is the golden ratio:\n "));
	for (k = 0; k < 10; k++)
		sbuf_printf(out, " %llu %llu%s", (unsigned long long)lower_of(k),
		    (unsigned long long)(lower_of(k) + k), k < 9 ? "," : "");
	sbuf_add(out, ", ...\n");
	sbuf_add(out, W_("Every whole number >= 1 is in exactly one pair, and "
	    "the heaps of the k-th pair differ by k.  From a lost pair every "
	    "move leaves a pair that is not lost: a move on one heap leaves "
	    "the other heap with a new partner, and a move on both keeps the "
	    "difference k but leaves the only pair with it.  From any other "
	    "position one move reaches a lost pair.  (The pairs are found "
	    "exactly, without rounding: write a number as a sum of "
	    "non-consecutive Fibonacci numbers 1, 2, 3, 5, 8, 13, ...; if its "
	    "smallest term is one of 1, 3, 8, 21, ... (every other one) it is "
	    "an a_k, and moving each term to the next Fibonacci number gives "
	    "b_k.)\n\n"));
	say_place(1, a, out);
	say_place(2, b, out);
	if (wythoff_lost(a, b)) {
		sbuf_add(out, W_("The heaps are a lost pair: the player to "
		    "move loses.\n"));
		return;
	}
	sbuf_add(out, W_("The heaps are not a lost pair: the player to move "
	    "wins by leaving one.\n"));
	solution_init(&sol, 3);
	if (winning_moves(p, &sol) == SG_OK) {
		for (i = 0; i < sol.wins.n; i++)
			game_say_move(r, p, &sol.wins.p[i], "  ", out);
	}
	solution_free(&sol);
}

/* The small positions the tests go through: every pair up to 10. */
static int
wythoff_smalls(struct rules *r, struct poslist *out)
{
	(void)r;
	return game_smalls_pairs(out, 10);
}

/* The menu's named positions, and its random starts. */
/* The lost pairs (P-positions) up to limit, in words, each once. */
static void
lost_pairs(uint64_t limit, struct sbuf *out)
{
	uint64_t k, a;
	struct sbuf list;

	sbuf_init(&list);
	for (k = 0; (a = lower_of(k)) + k <= limit; k++)
		sbuf_printf(&list, "%s(%llu, %llu)", k > 0 ? " " : "",
		    (unsigned long long)a, (unsigned long long)(a + k));
	/* TRANSLATORS: %s is the list of pairs, "(0, 0) (1, 2) (3, 5)";
	 * phi is the golden ratio, floor rounds down. */
	sbuf_printf(out, W_("The lost pairs (P-positions), heaps (a_k, a_k + "
	    "k) with a_k = floor(k phi), either way round: %s; and so on.\n"),
	    list.oom ? "" : sbuf_str(&list));
	sbuf_free(&list);
}

/* The table: the lost pairs, and the Grundy values of small heaps with
 * the position marked. */
static int
wythoff_table(struct rules *r, const struct pos *p, struct table *t,
    struct sg_cause *why)
{
	uint64_t most = 0;
	struct sbuf pairs;

	(void)why;
	if (p->n == 2)
		most = p->v[0] > p->v[1] ? p->v[0] : p->v[1];
	sbuf_init(&pairs);
	lost_pairs(most > 60 ? most : 60, &pairs);
	if (p->n != 2 || most > WYTHOFF_TABLE_MAX) {
		table_words(t, r, sbuf_str(&pairs));
		sbuf_free(&pairs);
		return SG_OK;
	}
	table_pairs(t, p);
	t->last = most > WYTHOFF_TABLE_MIN ? most : WYTHOFF_TABLE_MIN;
	sbuf_add(&t->heading, W_("Wythoff's game: the Grundy value of heaps "
	    "(a, b), a down, b across"));
	sbuf_add(&t->notes, sbuf_str(&pairs));
	sbuf_add(&t->notes, W_("A heap of 0 is left out of the grid: (0, b) "
	    "has the value b.\n"));
	sbuf_free(&pairs);
	return SG_OK;
}

static const char *const wythoff_presets[] = {
	"3 6",
	"10 15",
	"4 7",
	"20 33",
	NULL
};

static void
wythoff_random(const struct rules *r, unsigned level, bool opts,
    uint64_t *seed, struct sbuf *out)
{
	(void)r;
	(void)opts;
	game_random_numbers(out, seed, 2, 1, game_level_size(level, 20, 8),
	    false);
}

const struct game game_wythoff = {
	.name = "wythoff",
	.title = WN_("Wythoff's game"),
	.summary = WN_("take from one heap, or the same number from both"),
	.notation = {
		/* TRANSLATORS: how a position is typed: the words in
		 * capitals stand for what is typed there; keep the
		 * options, the letters and the signs. */
		.syntax = WN_("A B"),
		.parse = wythoff_parse,
		.format = wythoff_format,
		.canon = game_canon_sort,
	},
	.rules = {
		.moves = wythoff_moves,
		.check = wythoff_check,
		.describe = wythoff_describe,
		.any_move = game_take_one,
		.move_bound = wythoff_move_bound,
	},
	.theory = {
		.solve = wythoff_solve,
	},
	.play = {
		.board = BOARD_HEAPS,
		.models = { MOVE_LOWER, MOVE_LOWER_SEVERAL },
		.item = WN_("heap"),
		.changes = change_lowered,
		.presets = wythoff_presets,
		.random = wythoff_random,
	},
	.teach = {
		.table = wythoff_table,
		.invariant = wythoff_invariant,
	},
	.tests = {
		.smalls = wythoff_smalls,
	},
};
