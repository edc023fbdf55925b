/*
 * stones.c: the new stone game (POJ 1740).  A move takes at least one
 * stone away from one heap, and may then move any of that heap's remaining
 * stones onto other heaps, spread as the player likes.
 *
 * The player to move loses exactly when the non-empty heaps pair up into
 * heaps of equal size.  Count, for each v >= 1, the heaps of at least v
 * stones.  The heaps pair up exactly when every such count is even.  A
 * move lowers one heap and only raises the others, and it lowers the total,
 * so some count goes down; it can go down by one only (only one heap
 * lowers), so that count changes parity, and a paired position never leads
 * to a paired one.  From any other position, set aside the pairs of equal
 * heaps and take the heaps left over, u1 < u2 < ... < um, from the largest:
 *
 * - m odd: empty heap um, and from it raise u1 to u2, u3 to u4, and so on;
 *   the stones moved, (u2 - u1) + (u4 - u3) + ..., are fewer than um, so
 *   at least one stone leaves the game.
 * - m even: lower heap um to u1, and from it raise u2 to u3, u4 to u5, ...,
 *   u(m-2) to u(m-1); the stones moved are at most u(m-1) - u2, fewer than
 *   um - u1, the stones the heap loses.
 *
 * Either way every heap has a twin.  That move is listed first.  The other
 * winning moves are found by a search over the heap taken from, what is
 * left on it, and the new size of each other heap, which only enters a
 * branch when the cheapest way to pair up the rest fits the stones still
 * free to move (see min_cost), so it never walks into a dead end.  There
 * can be astronomically many winning moves: the search stops at the limit.
 *
 * No Grundy value is computed (`grundy -') but the 0 of a lost position.
 * The heaps may hold at most 2^63-1 stones in all, so no position a move
 * reaches is past that.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games.h"
#include "engine/words.h"
#include "../table.h"

/* The search for every winning move runs on positions of up to this many
 * heaps; larger ones list the constructed move only. */
enum { STONES_SEARCH_MAX = 64 };

static int
stones_parse(struct rules *r, int argc, char *const argv[], struct pos *out,
    struct sg_cause *why)
{
	uint64_t total = 0;
	size_t i;
	int rc;

	if (argc == 0)
		return sg_fail(why, SG_EINVAL, W_("stones: give at least one "
		    "heap"));
	rc = game_parse_numbers(argc, argv, sg_max_u63(), "heap", out, why);
	if (rc != SG_OK)
		return rc;
	for (i = 0; i < out->n; i++) {
		if (out->v[i] > sg_max_u63() - total)
			return sg_fail(why, SG_ERANGE, W_("heap \"%.64s\": the "
			    "heaps may hold at most %llu stones in all"),
			    argv[i], (unsigned long long)sg_max_u63());
		total += out->v[i];
	}
	return SG_OK;
}

static void
stones_format(const struct rules *r, const struct pos *p, struct sbuf *out)
{
	game_format_numbers(p, out);
}

/* Do the non-empty heaps pair up?  SG_ENOMEM, or 1 (yes) or 0 (no). */
static int
paired(const struct pos *p)
{
	struct pos q;
	size_t i, j;
	int yes = 1;

	pos_init(&q);
	if (pos_copy(&q, p) != SG_OK)
		return SG_ENOMEM;
	pos_sort(&q);
	for (i = 0; i < q.n && yes; i = j) {
		for (j = i; j < q.n && q.v[j] == q.v[i]; j++)
			continue;
		if (q.v[i] != 0 && (j - i) % 2 == 1)
			yes = 0;
	}
	pos_free(&q);
	return yes;
}

/* A heap: its size and its place. */
struct heap {
	uint64_t size;
	size_t at;
};

/* By size, then by place. */
static int
cmp_heap(const void *a, const void *b)
{
	const struct heap *x = a, *y = b;

	if (x->size != y->size)
		return x->size < y->size ? -1 : 1;
	return x->at < y->at ? -1 : x->at > y->at;
}

/* The sizes of p, smallest first, each with its place. */
static struct heap *
sorted_heaps(const struct pos *p)
{
	struct heap *hs;
	size_t i;

	if ((hs = sg_reallocarray(NULL, p->n + 1, sizeof *hs)) == NULL)
		return NULL;
	for (i = 0; i < p->n; i++)
		hs[i].size = p->v[i], hs[i].at = i;
	qsort(hs, p->n, sizeof *hs, cmp_heap);
	return hs;
}

/* The constructed winning move of a position whose heaps do not pair up
 * (see the top of the file). */
static int
construct(const struct pos *p, struct pos *out)
{
	struct heap *hs;
	size_t m = 0, i, j, k;

	if ((hs = sorted_heaps(p)) == NULL)
		return SG_ENOMEM;
	/* Keep one heap of each size held by an odd number of heaps. */
	for (i = 0; i < p->n; i = j) {
		for (j = i; j < p->n && hs[j].size == hs[i].size; j++)
			continue;
		if ((j - i) % 2 == 1 && hs[i].size != 0)
			hs[m++] = hs[j - 1];
	}
	if (m == 0 || pos_copy(out, p) != SG_OK) {
		free(hs);
		return m == 0 ? SG_ENOMOVE : SG_ENOMEM;
	}
	out->v[hs[m - 1].at] = m % 2 == 1 ? 0 : hs[0].size;
	for (k = m % 2 == 1 ? 0 : 1; k + 2 < m; k += 2)
		out->v[hs[k].at] = hs[k + 1].size;
	free(hs);
	return SG_OK;
}

/* The search for every winning move (see the top of the file). */
struct search {
	const struct pos *p;
	struct solution *sol;
	const struct pos *first;	/* listed already */
	struct heap *others;	/* the heaps not taken from, largest 1st */
	size_t nothers;
	uint64_t *open;		/* sizes without a twin, largest 1st */
	size_t nopen;
	struct pos to;		/* the position being built */
	int err;
	bool stop;
};

/*
 * The fewest stones that must be moved onto others[k..] so that they and
 * the open sizes pair up, or UINT64_MAX when they cannot.  Going down from
 * the largest, a heap pairs with the open size it meets (it is raised to
 * it), else it opens a size of its own; an empty heap may also stay empty.
 * The cost adds, for each gap between neighbouring sizes, the gap times the
 * number of sizes waiting for a twin across it; pairing a heap as soon as
 * it can be paired keeps that number least at every gap, so it is cheapest
 * (and it fails only when every way fails).
 */
static uint64_t
min_cost(const struct search *s, size_t k)
{
	uint64_t up = 0, low = 0, v;
	size_t a = 0, waiting = 0;

	while (a < s->nopen || k < s->nothers) {
		if (a < s->nopen && (k == s->nothers ||
		    s->open[a] >= s->others[k].size)) {
			waiting++;
			up += s->open[a++];
			continue;
		}
		v = s->others[k++].size;
		if (waiting > 0) {
			waiting--;
			low += v;
		} else if (v != 0) {
			waiting++;
			up += v;
		}
	}
	return waiting == 0 ? up - low : UINT64_MAX;
}

static bool
is_open(const struct search *s, uint64_t v)
{
	size_t a;

	for (a = 0; a < s->nopen; a++) {
		if (s->open[a] == v)
			return true;
	}
	return false;
}

static void
open_insert(struct search *s, uint64_t v)
{
	size_t a = s->nopen;

	while (a > 0 && s->open[a - 1] < v) {
		s->open[a] = s->open[a - 1];
		a--;
	}
	s->open[a] = v;
	s->nopen++;
}

static void
open_remove(struct search *s, uint64_t v)
{
	size_t a;

	for (a = 0; a < s->nopen && s->open[a] != v; a++)
		continue;
	for (; a + 1 < s->nopen; a++)
		s->open[a] = s->open[a + 1];
	s->nopen--;
}

static void search_heap(struct search *, size_t, uint64_t);

/* Try others[k] at size v (closing an open size when `closes'). */
static bool
try_size(struct search *s, size_t k, uint64_t budget, uint64_t v,
    bool closes)
{
	uint64_t cost = v - s->others[k].size;
	bool fits;

	if (cost > budget)
		return false;
	if (closes)
		open_remove(s, v);
	else if (v != 0)
		open_insert(s, v);
	fits = min_cost(s, k + 1) <= budget - cost;
	if (fits) {
		s->to.v[s->others[k].at] = v;
		search_heap(s, k + 1, budget - cost);
	}
	if (closes)
		open_insert(s, v);
	else if (v != 0)
		open_remove(s, v);
	return fits;
}

/* Every size others[k] (and the heaps after it) can take. */
static void
search_heap(struct search *s, size_t k, uint64_t budget)
{
	uint64_t o, v;
	size_t a;

	if (s->stop)
		return;
	if (k == s->nothers) {
		if (!pos_eq(&s->to, s->first) &&
		    !solution_add(s->sol, &s->to, &s->err))
			s->stop = true;
		return;
	}
	o = s->others[k].size;
	if (o == 0)
		try_size(s, k, budget, 0, false);
	/* The open sizes of at least o are the first ones. */
	for (a = 0; a < s->nopen && s->open[a] >= o && !s->stop; a++)
		try_size(s, k, budget, s->open[a], true);
	/* A new size: past the first that does not fit, none fits. */
	for (v = o > 0 ? o : 1; !s->stop; v++) {
		if (!is_open(s, v) && !try_size(s, k, budget, v, false))
			break;
	}
	s->to.v[s->others[k].at] = o;
}

/* The least size above b where the pairing of the others can change. */
static uint64_t
next_break(const struct search *s, uint64_t b)
{
	uint64_t next = UINT64_MAX;
	size_t k;

	for (k = 0; k < s->nothers; k++) {
		if (s->others[k].size == b)
			return b + 1;
		if (s->others[k].size > b && s->others[k].size < next)
			next = s->others[k].size;
	}
	return b == 0 ? 1 : next;
}

/*
 * Every winning move that takes from heap i, by what is left on it (b).
 * Between two sizes of other heaps the cheapest pairing has the same shape
 * and costs one more for each stone more left, while one stone fewer may
 * be moved; so once b fails there, it fails up to the next size.
 */
static void
search_from(struct search *s, size_t i)
{
	uint64_t h = s->p->v[i], b = 0;
	size_t j, k = 0;

	for (j = 0; j < s->p->n; j++) {
		if (j != i)
			s->others[k].size = s->p->v[j], s->others[k++].at = j;
	}
	s->nothers = k;
	qsort(s->others, k, sizeof *s->others, cmp_heap);
	for (j = 0; j < k / 2; j++) {
		struct heap t = s->others[j];

		s->others[j] = s->others[k - 1 - j];
		s->others[k - 1 - j] = t;
	}
	while (b < h && !s->stop) {
		s->nopen = 0;
		if (b > 0)
			s->open[s->nopen++] = b;
		s->to.v[i] = b;
		if (min_cost(s, 0) > h - b - 1) {
			b = next_break(s, b);
			continue;
		}
		search_heap(s, 0, h - b - 1);
		b++;
	}
	s->to.v[i] = h;
}

static int
search_all(const struct pos *p, const struct pos *first,
    struct solution *sol)
{
	struct search s;
	size_t i;

	memset(&s, 0, sizeof s);
	s.p = p;
	s.sol = sol;
	s.first = first;
	pos_init(&s.to);
	s.others = sg_reallocarray(NULL, p->n + 1, sizeof *s.others);
	s.open = sg_reallocarray(NULL, p->n + 1, sizeof *s.open);
	if (s.others == NULL || s.open == NULL || pos_copy(&s.to, p) != SG_OK)
		s.err = SG_ENOMEM;
	for (i = 0; i < p->n && s.err == SG_OK && !s.stop; i++)
		search_from(&s, i);
	free(s.others);
	free(s.open);
	pos_free(&s.to);
	return s.err;
}

static int
stones_solve(struct rules *r, const struct pos *p, struct solution *sol,
    struct sg_cause *why)
{
	struct pos first;
	int lost, err = SG_OK;

	if ((lost = paired(p)) < 0)
		return sg_fail(why, lost, W_("out of memory"));
	sol->outcome = lost ? OUTCOME_P : OUTCOME_N;
	/* A lost position is worth 0; others are not computed. */
	sol->has_grundy = lost;
	sol->grundy = 0;
	if (lost)
		return SG_OK;
	pos_init(&first);
	if ((err = construct(p, &first)) == SG_OK &&
	    solution_add(sol, &first, &err) && p->n <= STONES_SEARCH_MAX)
		err = search_all(p, &first, sol);
	pos_free(&first);
	return err == SG_OK ? SG_OK : sg_fail(why, err, W_("out of memory"));
}

/* Add every spread of at most `left' stones onto the heaps j.. but i. */
static int
spread(const struct pos *p, size_t i, size_t j, uint64_t left, struct pos *q,
    struct poslist *out)
{
	uint64_t d;
	int rc = SG_OK;

	if (j == p->n)
		return poslist_add(out, q);
	if (j == i)
		return spread(p, i, j + 1, left, q, out);
	for (d = 0; d <= left && rc == SG_OK; d++) {
		q->v[j] = p->v[j] + d;
		rc = spread(p, i, j + 1, left - d, q, out);
	}
	q->v[j] = p->v[j];
	return rc;
}

static int
stones_moves(struct rules *r, const struct pos *p, struct poslist *out,
    struct sg_cause *why)
{
	struct pos q;
	uint64_t b;
	size_t i;
	int rc;

	pos_init(&q);
	if ((rc = pos_copy(&q, p)) != SG_OK)
		goto out;
	for (i = 0; i < p->n && rc == SG_OK; i++) {
		for (b = 0; b < p->v[i] && rc == SG_OK; b++) {
			q.v[i] = b;
			rc = spread(p, i, 0, p->v[i] - b - 1, &q, out);
		}
		q.v[i] = p->v[i];
	}
out:
	pos_free(&q);
	return rc == SG_OK ? SG_OK : sg_fail(why, rc, W_("out of memory"));
}

/* C(m, k), or UINT64_MAX when it is past that. */
static uint64_t
binomial(uint64_t m, uint64_t k)
{
	unsigned __int128 c = 1;
	uint64_t j;

	if (k > m - k)
		k = m - k;
	/* C(m - k + j, j) grows with j, so once past, it stays past. */
	for (j = 1; j <= k; j++) {
		c = c * (m - k + j) / j;
		if (c > UINT64_MAX)
			return UINT64_MAX;
	}
	return (uint64_t)c;
}

/*
 * The moves from heap i leave b < h on it and spread at most h - b - 1
 * stones over the n - 1 others: C(h - b - 1 + n - 1, n - 1) ways, which
 * add up over b to C(h - 1 + n, n).
 */
static uint64_t
stones_move_bound(struct rules *r, const struct pos *p)
{
	uint64_t b = 0, c;
	size_t i;

	for (i = 0; i < p->n; i++) {
		if (p->v[i] == 0)
			continue;
		c = binomial(p->v[i] - 1 + p->n, p->n);
		if (c > UINT64_MAX - b)
			return UINT64_MAX;
		b += c;
	}
	return b;
}

/* The heap a move lowers, or -1 when none or several are lowered. */
static long
lowered(const struct pos *from, const struct pos *to)
{
	long at = -1;
	size_t i;

	if (from->n != to->n)
		return -1;
	for (i = 0; i < from->n; i++) {
		if (to->v[i] >= from->v[i])
			continue;
		if (at >= 0)
			return -1;
		at = (long)i;
	}
	return at;
}

static int
stones_check(struct rules *r, const struct pos *from, const struct pos *to,
    struct sg_cause *why)
{
	long i = lowered(from, to);
	uint64_t room;
	size_t j;

	if (i < 0)
		return sg_fail(why, SG_EINVAL, W_("a move takes from exactly "
		    "one heap, and only adds to the others"));
	/* The lowered heap's stones may go to the others, but one must go. */
	room = from->v[i] - to->v[i] - 1;
	for (j = 0; j < from->n; j++) {
		if (j == (size_t)i)
			continue;
		if (to->v[j] - from->v[j] > room)
			return sg_fail(why, SG_EINVAL, W_("at least one stone "
			    "of heap %ld must leave the game"), i + 1);
		room -= to->v[j] - from->v[j];
	}
	return SG_OK;
}

static void
stones_describe(const struct rules *r, const struct pos *from,
    const struct pos *to, struct sbuf *out)
{
	long i = lowered(from, to);
	uint64_t moved = 0;
	size_t j;
	bool first = true;
	struct sbuf list;

	if (stones_check(NULL, from, to, NULL) != SG_OK) {
		sbuf_add(out, W_("an illegal move"));
		return;
	}
	for (j = 0; j < from->n; j++)
		moved += j == (size_t)i ? 0 : to->v[j] - from->v[j];
	sbuf_init(&list);
	for (j = 0; j < from->n; j++) {
		if (j == (size_t)i || to->v[j] == from->v[j])
			continue;
		/* TRANSLATORS: between two heaps of a move's list. */
		if (!first)
			sbuf_add(&list, W_(", "));
		/* TRANSLATORS: stones moved onto a heap: how many, which
		 * heap. */
		sbuf_printf(&list, W_("%1$llu to heap %2$zu"),
		    (unsigned long long)(to->v[j] - from->v[j]), j + 1);
		first = false;
	}
	/* TRANSLATORS: a move of the new stone game: the stones that leave
	 * the game, the heap they come from (and the list of the stones
	 * moved onto other heaps). */
	if (first)
		sbuf_printf(out, W_("take %1$llu from heap %2$ld"),
		    (unsigned long long)(from->v[i] - to->v[i] - moved), i + 1);
	else
		sbuf_printf(out, W_("take %1$llu from heap %2$ld and move "
		    "%3$s"), (unsigned long long)(from->v[i] - to->v[i] -
		    moved), i + 1, sbuf_str(&list));
	sbuf_free(&list);
}

/* The sizes held by an odd number of non-empty heaps, smallest first (at
 * most STONES_SHOW of them, then "..."). */
enum { STONES_SHOW = 16 };

static void
add_leftovers(const struct pos *p, const struct heap *hs, struct sbuf *out)
{
	size_t i, j, shown = 0;

	for (i = 0; i < p->n; i = j) {
		for (j = i; j < p->n && hs[j].size == hs[i].size; j++)
			continue;
		if ((j - i) % 2 == 0 || hs[i].size == 0)
			continue;
		if (shown++ == STONES_SHOW) {
			sbuf_add(out, " ...");
			break;
		}
		/* TRANSLATORS: between two heaps of a list. */
		if (shown > 1)
			sbuf_add(out, W_(", "));
		/* TRANSLATORS: a heap's size, its number. */
		sbuf_printf(out, W_("%1$llu (heap %2$zu)"),
		    (unsigned long long)hs[i].size, hs[j - 1].at + 1);
	}
}

static void
explain_won(struct rules *r, const struct pos *p, struct sbuf *out)
{
	struct pos first;
	struct sbuf mv, at;

	pos_init(&first);
	if (construct(p, &first) == SG_OK) {
		sbuf_add(out, W_("Line up the leftovers u1 < u2 < ... < um.  "
		    "If m is odd, empty the largest and with its stones raise "
		    "u1 to u2, u3 to u4, and so on; if m is even, lower the "
		    "largest to u1 and raise u2 to u3, u4 to u5, and so on.  "
		    "Fewer stones move than the heap gives up, and every heap "
		    "is left with a twin.\n"));
		sbuf_init(&mv);
		sbuf_init(&at);
		stones_describe(r, p, &first, &mv);
		game_format_numbers(&first, &at);
		/* TRANSLATORS: a move in words, then the position it leaves
		 * in the notation of the command line. */
		sbuf_printf(out, W_("Here: %1$s, leaving %2$s.\n"),
		    sbuf_str(&mv), sbuf_str(&at));
		sbuf_free(&mv);
		sbuf_free(&at);
	}
	pos_free(&first);
}

static void
stones_invariant(struct rules *r, const struct pos *p, struct sbuf *out)
{
	struct heap *hs;
	struct sbuf left;
	int lost = paired(p);

	if (lost < 0 || (hs = sorted_heaps(p)) == NULL)
		return;
	sbuf_add(out, W_("The player to move loses exactly when the non-empty "
	    "heaps pair up into equal heaps.  For each v, count the heaps of "
	    "at least v stones: on a paired table every count is even.  A move "
	    "lowers one heap, only raises the others and loses stones, so some "
	    "count drops by exactly one and turns odd: a move always unpairs "
	    "the table.\n\n"));
	if (lost) {
		sbuf_add(out, W_("Here every heap has a twin: whatever the "
		    "player to move does, the opponent can pair the heaps "
		    "again, and takes the last stone.\n"));
	} else {
		sbuf_init(&left);
		add_leftovers(p, hs, &left);
		/* TRANSLATORS: the list of the heaps left over. */
		sbuf_printf(out, W_("Here, setting aside the pairs of equal "
		    "heaps, these are left over: %s.\n"), sbuf_str(&left));
		sbuf_free(&left);
		explain_won(r, p, out);
	}
	free(hs);
}

/* The small positions the tests go through. */
static int
stones_smalls(struct rules *r, struct poslist *out)
{
	(void)r;
	return game_smalls_lists(out, 3, 1, 4, false);
}


/* No table: what decides the game. */
static int
stones_table(struct rules *r, const struct pos *p, struct table *t,
    struct sg_cause *why)
{
	(void)p;
	(void)why;
	table_words(t, r, W_("The player to move loses exactly when the "
	    "non-empty heaps pair up into heaps of equal size.\n"));
	return SG_OK;
}

/* The menu's named positions, and its random starts. */
static const char *const stones_presets[] = {
	"3 1 4",
	"2 2 5",
	"1 2 3 4",
	NULL
};

static void
stones_random(const struct rules *r, unsigned level, bool opts, uint64_t *seed,
    struct sbuf *out)
{
	(void)r;
	uint64_t hi = game_level_size(level, 6, 3), n, a, b;

	(void)opts;
	/* Lost positions pair their heaps up: write some, half the time. */
	if (game_rand(seed, 0, 1) == 0) {
		game_random_numbers(out, seed, game_rand(seed, 3, 4), 1, hi,
		    false);
		return;
	}
	n = game_rand(seed, 1, 2);
	a = game_rand(seed, 1, hi);
	b = game_rand(seed, 1, hi);
	sbuf_printf(out, "%llu %llu %llu", (unsigned long long)a,
	    (unsigned long long)b, (unsigned long long)a);
	if (n == 2)
		sbuf_printf(out, " %llu", (unsigned long long)b);
}

const struct game game_stones = {
	.name = "stones",
	.title = WN_("The new stone game"),
	.summary = WN_("take from one heap, then move some of its rest onto others"),
	.notation = {
		/* TRANSLATORS: how a position is typed: the words in
		 * capitals stand for what is typed there; keep the
		 * options, the letters and the signs. */
		.syntax = WN_("HEAP..."),
		.parse = stones_parse,
		.format = stones_format,
		.canon = game_canon_sort,
	},
	.rules = {
		.moves = stones_moves,
		.check = stones_check,
		.describe = stones_describe,
		.any_move = game_take_one,
		.move_bound = stones_move_bound,
	},
	.theory = {
		.solve = stones_solve,
	},
	.play = {
		.board = BOARD_HEAPS,
		.models = { MOVE_HAND_OUT },
		.item = WN_("heap"),
		.changes = change_handed_out,
		.presets = stones_presets,
		.random = stones_random,
	},
	.teach = {
		.table = stones_table,
		.invariant = stones_invariant,
	},
	.tests = {
		.smalls = stones_smalls,
	},
};
