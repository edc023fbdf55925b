/*
 * turtles.c: coin-turning games on a row, after Winning Ways.  A row of
 * coins (turtles), each heads up or tails up, coin 1 at the left.  A move
 * turns one head to tails and, with it, up to N - 1 other coins to its
 * left, each either way (N is --turn, 1 to 4, 2 unless set).  N = 2 is
 * Turning Turtles, N = 3 Mock Turtles.
 *
 * The theory.  Turning a tail to heads is allowed among the extra coins,
 * so a row is the sum of the rows with one head each: a head at coin i
 * behaves like a Nim heap of g(i), and the row is worth the XOR of the
 * g(i) of its heads (the coins' effects cancel in pairs when a coin is
 * turned twice, as two equal heaps do).  A move on the head at i replaces
 * g(i) by the XOR of the g(j) of the other coins it turns, so
 * g(i) = mex { XOR of g(j) over j in S : S a set of at most N - 1 coins
 * left of i }.  Hence:
 *   N = 1: g(i) = 1 (only the number of heads matters);
 *   N = 2: g(i) = i, as the sets are the empty set and one coin j < i;
 *   N = 3: g(i) is the i-th odious number (1, 2, 4, 7, 8, 11, 13, 14,
 *          ...: an odd number of 1s in binary), that is 2(i - 1) plus 1
 *          when i - 1 has an even number of 1s;
 *   N = 4: no closed form is known; the values are computed from the
 *          definition for rows of at most TURTLES_SEARCH_MAX coins.
 * For N >= 2, g(i) > g(j) for j < i (each g(j) is among the options of
 * i), so a value belongs to one coin at most.
 *
 * Proof of N = 3, by induction on i.  Say g(j) = o_j, the j-th odious
 * number, for every j < i, and let m = 2(i - 1).  The numbers 2t and
 * 2t + 1 differ in their last digit only, so exactly one of them is
 * odious: o_1 .. o_{i-1} are the odious numbers below m, and o_i is m or
 * m + 1.  The options of a lone head at i are 0, each o_j and each
 * o_j ^ o_k (j < k < i).  Every number x below o_i is one of them: x = 0
 * is the head alone; an odious x < m is some o_j; an evil x < m (an even
 * number of 1s, x > 0) is 1 ^ (x ^ 1), both odious, different and below
 * m; and x = m when it is evil (o_i = m + 1) is h ^ (m ^ h) for h the
 * highest power of 2 in m, both odious (h has one 1), different and below
 * m.  And o_i itself is not: it is not 0, not some o_j (j < i), and the
 * XOR of two odious numbers is evil.  So g(i) = mex = o_i.
 * The tests also hold the formulas against the brute force.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games.h"
#include "engine/words.h"

enum {
	TURTLES_MAX = 100000,		/* the longest row */
	TURTLES_SEARCH_MAX = 256,	/* the longest row for N = 4 */
	TURTLES_N_MAX = 4,
	TURTLES_WORK = 50000000		/* steps spent listing winning moves
					   before saying others may exist */
};

struct turtles {
	unsigned turn;		/* N: the most coins a move turns */
	uint64_t *g;		/* N = 4: g[1..len] once computed */
	size_t len;
};

static const struct game_opt turtles_opts[] = {
	{ "turn", "N", "a move turns at most N coins (1..4; 2 by default)" },
	{ NULL, NULL, NULL }
};

static unsigned
turn_of(const struct rules *r)
{
	const struct turtles *t = r->priv;

	return t != NULL ? t->turn : 2;
}

static int
turtles_init(struct rules *r, struct sg_cause *why)
{
	struct turtles *t = sg_calloc(1, sizeof *t);

	if (t == NULL)
		return sg_nomem(why);
	t->turn = 2;
	r->priv = t;
	return SG_OK;
}

static void
turtles_fini(struct rules *r)
{
	struct turtles *t = r->priv;

	if (t != NULL)
		free(t->g);
	free(t);
	r->priv = NULL;
}

static int
turtles_set_opt(struct rules *r, const char *name, const char *arg,
    struct sg_cause *why)
{
	struct turtles *t = r->priv;
	uint64_t n = 0;
	int rc;

	/* TRANSLATORS: --%s and turn are the option's name, turtles the
	 * game's. */
	if (strcmp(name, "turn") != 0)
		return sg_fail(why, SG_EINVAL, W_("option \"--%s\": unknown "
		    "for turtles"), name);
	if ((rc = sg_parse_u64(arg, TURTLES_N_MAX, "turn", &n, why)) !=
	    SG_OK || n == 0)
		return sg_fail(why, SG_EINVAL, W_("turn \"%.40s\": must be a "
		    "whole number from 1 to %d (a move turns a head)"), arg,
		    TURTLES_N_MAX);
	t->turn = (unsigned)n;
	free(t->g);
	t->g = NULL;
	t->len = 0;
	return SG_OK;
}

static void
turtles_format_opts(const struct rules *r, struct sbuf *out)
{
	sbuf_printf(out, "--turn %u", turn_of(r));
}

static size_t
longest(const struct rules *r)
{
	return turn_of(r) == TURTLES_N_MAX ? TURTLES_SEARCH_MAX : TURTLES_MAX;
}

static int
turtles_parse(struct rules *r, int argc, char *const argv[], struct pos *out,
    struct sg_cause *why)
{
	const char *s;
	size_t n, i;

	if (argc != 1)
		return sg_fail(why, SG_EINVAL, W_("turtles: give one row of H "
		    "and T, such as THHTH (%d words given)"), argc);
	s = argv[0];
	n = strlen(s);
	if (n == 0)
		return sg_fail(why, SG_EINVAL, W_("row \"\": give at least one "
		    "coin, H or T"));
	for (i = 0; i < n; i++)
		if (strchr("HTht", s[i]) == NULL)
			return sg_fail(why, SG_EINVAL, W_("row "
			    "\"%1$.40s%2$s\": coin %3$zu is '%4$c'; each coin "
			    "is H (heads) or T (tails)"),
			    s, n > 40 ? "..." : "", i + 1,
			    s[i] >= ' ' && s[i] < 127 ? s[i] : '?');
	if (n > longest(r))
		return sg_fail(why, SG_EINVAL, turn_of(r) == TURTLES_N_MAX ?
		    W_("row \"%1$.20s...\": %2$zu coins, more than the "
		    "%3$zu whose values --turn 4 computes") : W_("row "
		    "\"%1$.20s...\": %2$zu coins, more than the %3$zu a "
		    "row may hold"), s, n, longest(r));
	if (pos_resize(out, n) != SG_OK)
		return sg_nomem(why);
	for (i = 0; i < n; i++)
		out->v[i] = s[i] == 'H' || s[i] == 'h';
	return SG_OK;
}

static void
turtles_format(const struct rules *r, const struct pos *p, struct sbuf *out)
{
	size_t i;

	(void)r;
	for (i = 0; i < p->n; i++)
		sbuf_addc(out, p->v[i] ? 'H' : 'T');
}

/* Every move from p: the head at i, and each set of at most left more
 * coins among 0 .. below - 1 (turned in q). */
static int
extra_coins(struct pos *q, size_t below, unsigned left, struct poslist *out)
{
	size_t j;
	int rc;

	if ((rc = poslist_add(out, q)) != SG_OK)
		return rc;
	for (j = 0; left > 0 && j < below; j++) {
		q->v[j] ^= 1;
		rc = extra_coins(q, j, left - 1, out);
		q->v[j] ^= 1;
		if (rc != SG_OK)
			return rc;
	}
	return SG_OK;
}

static int
turtles_moves(struct rules *r, const struct pos *p, struct poslist *out,
    struct sg_cause *why)
{
	struct pos q;
	size_t i;
	int rc;

	pos_init(&q);
	rc = pos_copy(&q, p);
	for (i = 0; i < p->n && rc == SG_OK; i++) {
		if (!p->v[i])
			continue;
		q.v[i] = 0;
		rc = extra_coins(&q, i, turn_of(r) - 1, out);
		q.v[i] = 1;
	}
	pos_free(&q);
	return rc == SG_OK ? SG_OK : sg_fail(why, rc, W_("out of memory"));
}

static int
legal(unsigned n, const struct pos *from, const struct pos *to,
    struct sg_cause *why)
{
	size_t i, turned = 0, last = 0;

	if (to->n != from->n)
		return sg_fail(why, SG_EINVAL, W_("the row keeps its coins"));
	for (i = 0; i < to->n; i++) {
		if (to->v[i] > 1)
			return sg_fail(why, SG_EINVAL, W_("a coin shows heads "
			    "or tails"));
		if (to->v[i] != from->v[i]) {
			turned++;
			last = i;
		}
	}
	if (turned == 0)
		return sg_fail(why, SG_EINVAL, W_("a move turns at least one "
		    "coin"));
	if (from->v[last] != 1)
		return sg_fail(why, SG_EINVAL, W_("the rightmost coin turned "
		    "must go from heads to tails (coin %zu shows tails)"),
		    last + 1);
	if (turned > n)
		return sg_fail(why, SG_EINVAL, wngettext("a move turns at "
		    "most %u coin", "a move turns at most %u coins", n), n);
	return SG_OK;
}

static int
turtles_check(struct rules *r, const struct pos *from, const struct pos *to,
    struct sg_cause *why)
{
	return legal(turn_of(r), from, to, why);
}

static void
turtles_describe(const struct rules *r, const struct pos *from,
    const struct pos *to, struct sbuf *out)
{
	size_t i, total = 0, k = 0;
	struct sbuf list;

	if (legal(turn_of(r), from, to, NULL) != SG_OK) {
		sbuf_add(out, W_("an illegal move"));
		return;
	}
	for (i = 0; i < to->n; i++)
		total += to->v[i] != from->v[i];
	sbuf_init(&list);
	/* The head first, then the others from the right. */
	for (i = to->n; i-- > 0;) {
		if (to->v[i] == from->v[i])
			continue;
		/* TRANSLATORS: between two coins of a move's list, and
		 * before its last coin. */
		if (k > 0)
			sbuf_add(&list, k + 1 == total ? W_(" and ") :
			    W_(", "));
		/* TRANSLATORS: one coin of a move of Turning Turtles: its
		 * number, and the side it is turned to. */
		sbuf_printf(&list, to->v[i] ? W_("coin %zu to heads") :
		    W_("coin %zu to tails"), i + 1);
		k++;
	}
	/* TRANSLATORS: a move of Turning Turtles: the list of its coins. */
	sbuf_printf(out, W_("turn %s"), sbuf_str(&list));
	sbuf_free(&list);
}

/* Keep the game going: turn the rightmost head, and the coin left of it
 * to heads when it shows tails and a move may turn two. */
static int
turtles_any_move(struct rules *r, const struct pos *p, struct pos *out,
    struct sg_cause *why)
{
	size_t i;

	for (i = p->n; i > 0 && !p->v[i - 1]; i--)
		;
	if (i == 0)
		return sg_fail(why, SG_ENOMOVE, W_("no head is left"));
	if (pos_copy(out, p) != SG_OK)
		return sg_nomem(why);
	out->v[i - 1] = 0;
	if (turn_of(r) >= 2 && i >= 2 && !p->v[i - 2])
		out->v[i - 2] = 1;
	return SG_OK;
}

static uint64_t
turtles_move_bound(struct rules *r, const struct pos *p)
{
	uint64_t sum = 0, c, term;
	unsigned n = turn_of(r), j;
	size_t i;

	for (i = 0; i < p->n; i++) {
		if (!p->v[i])
			continue;
		/* 1 + C(i, 1) + ... + C(i, n - 1) sets of coins left of i. */
		for (c = 1, term = 1, j = 1; j < n && j <= i; j++) {
			if (c > UINT64_MAX / (i - j + 1))
				return UINT64_MAX;
			c = c * (i - j + 1) / j;
			term = term > UINT64_MAX - c ? UINT64_MAX : term + c;
		}
		sum = sum > UINT64_MAX - term ? UINT64_MAX : sum + term;
	}
	return sum;
}

/* The values g(1..len) of N = 4 from the definition, kept in r; bit sets
 * of the XORs of exactly one, two and three coins so far. */
static int
search_values(struct turtles *t, size_t len)
{
	uint64_t *g, *one = NULL, *two = NULL, *three = NULL, *reach = NULL;
	size_t bits = 1, words, i, w, mex = 1;
	int rc = SG_ENOMEM;

	if (t->g != NULL && t->len >= len)
		return SG_OK;
	len = TURTLES_SEARCH_MAX;
	/* Values stay below 2^20 for 256 coins; their XORs too. */
	bits = (size_t)1 << 20;
	words = bits / 64;
	g = sg_calloc(len + 1, sizeof *g);
	one = sg_calloc(words, sizeof *one);
	two = sg_calloc(words, sizeof *two);
	three = sg_calloc(words, sizeof *three);
	reach = sg_calloc(words, sizeof *reach);
	if (g == NULL || one == NULL || two == NULL || three == NULL ||
	    reach == NULL)
		goto out;
	reach[0] = 1;		/* turning the head alone */
	for (i = 1; i <= len; i++) {
		uint64_t v;

		while (mex < bits && (reach[mex / 64] >> (mex % 64) & 1))
			mex++;
		if (mex >= bits / 2) {
			rc = SG_ERANGE;
			goto out;
		}
		v = g[i] = mex;
		/* New sets that use coin i: add v to the smaller ones. */
		for (w = 0; w < words; w++) {
			uint64_t x = two[w];

			while (x != 0) {
				uint64_t e = w * 64 + (uint64_t)__builtin_ctzll(x);

				three[(e ^ v) / 64] |= UINT64_C(1) << ((e ^ v) % 64);
				x &= x - 1;
			}
		}
		for (w = 0; w < words; w++) {
			uint64_t x = one[w];

			while (x != 0) {
				uint64_t e = w * 64 + (uint64_t)__builtin_ctzll(x);

				two[(e ^ v) / 64] |= UINT64_C(1) << ((e ^ v) % 64);
				x &= x - 1;
			}
		}
		one[v / 64] |= UINT64_C(1) << (v % 64);
		for (w = 0; w < words; w++)
			reach[w] |= one[w] | two[w] | three[w];
	}
	free(t->g);
	t->g = g;
	t->len = len;
	g = NULL;
	rc = SG_OK;
out:
	free(g);
	free(one);
	free(two);
	free(three);
	free(reach);
	return rc;
}

/* g(i) for coin i (from 1); the N = 4 table must cover i. */
static uint64_t
value_of(const struct turtles *t, unsigned n, uint64_t i)
{
	uint64_t m = i - 1;

	switch (n) {
	case 1:
		return 1;
	case 2:
		return i;
	case 3:
		return 2 * m + (__builtin_popcountll(m) % 2 == 0);
	default:
		return t->g[i];
	}
}

/* The coin (from 1) whose value is v, or 0 for none (N >= 2). */
static uint64_t
coin_of(const struct turtles *t, unsigned n, uint64_t v, uint64_t below)
{
	uint64_t lo = 1, hi = below;

	if (v == 0)
		return 0;
	switch (n) {
	case 2:
		return v < below ? v : 0;
	case 3:
		if (__builtin_popcountll(v) % 2 == 0 || v / 2 + 1 >= below)
			return 0;
		return v / 2 + 1;
	default:
		while (lo < hi) {		/* g is increasing */
			uint64_t mid = lo + (hi - lo) / 2;

			if (t->g[mid] < v)
				lo = mid + 1;
			else
				hi = mid;
		}
		return lo < below && t->g[lo] == v ? lo : 0;
	}
}

static int
prepare(struct rules *r, size_t len, struct sg_cause *why)
{
	int rc;

	if (turn_of(r) != TURTLES_N_MAX)
		return SG_OK;
	if ((rc = search_values(r->priv, len)) != SG_OK)
		return sg_fail(why, rc, rc == SG_ENOMEM ? W_("out of memory") :
		    W_("turtles: the values grew past the table"));
	return SG_OK;
}

/* The XOR of the values of the heads of p. */
static uint64_t
row_value(const struct rules *r, const struct pos *p)
{
	uint64_t x = 0;
	size_t i;

	for (i = 0; i < p->n; i++)
		if (p->v[i])
			x ^= value_of(r->priv, turn_of(r), i + 1);
	return x;
}

/* Add the move that turns coin i (from 1, a head) and the coins of
 * others[0..k-1] (from 1; 0 for none). */
static bool
add_move(struct solution *sol, const struct pos *p, uint64_t i,
    const uint64_t *others, size_t k, int *err)
{
	struct pos q;
	size_t j;
	bool more;

	pos_init(&q);
	if (pos_copy(&q, p) != SG_OK) {
		*err = SG_ENOMEM;
		return false;
	}
	q.v[i - 1] = 0;
	for (j = 0; j < k; j++)
		if (others[j] != 0)
			q.v[others[j] - 1] ^= 1;
	more = solution_add(sol, &q, err);
	pos_free(&q);
	return more;
}

/*
 * The winning moves: for each head i, the sets of at most N - 1 coins
 * left of it whose values XOR to want = G ^ g(i), each set once (coins in
 * increasing order).  *work counts the steps; past TURTLES_WORK the search
 * stops and the solution says others may exist.
 */
static bool
moves_of_head(const struct rules *r, const struct pos *p, uint64_t i,
    uint64_t want, struct solution *sol, uint64_t *work, int *err)
{
	const struct turtles *t = r->priv;
	unsigned n = turn_of(r);
	uint64_t set[3] = { 0, 0, 0 }, a, b, c;

	if (want == 0 && !add_move(sol, p, i, set, 0, err))
		return false;
	if (n < 2)
		return true;
	if ((a = coin_of(t, n, want, i)) != 0) {
		set[0] = a;
		if (!add_move(sol, p, i, set, 1, err))
			return false;
	}
	for (a = 1; n >= 3 && a < i; a++) {
		uint64_t ga = value_of(t, n, a);

		if (++*work > TURTLES_WORK)
			return false;
		/* Two coins a < b. */
		if ((b = coin_of(t, n, want ^ ga, i)) > a) {
			set[0] = a;
			set[1] = b;
			if (!add_move(sol, p, i, set, 2, err))
				return false;
		}
		/* Three coins a < b < c. */
		for (b = a + 1; n >= 4 && b < i; b++) {
			if (++*work > TURTLES_WORK)
				return false;
			c = coin_of(t, n, want ^ ga ^ value_of(t, n, b), i);
			if (c > b) {
				set[0] = a;
				set[1] = b;
				set[2] = c;
				if (!add_move(sol, p, i, set, 3, err))
					return false;
			}
		}
	}
	return true;
}

static int
turtles_solve(struct rules *r, const struct pos *p, struct solution *sol,
    struct sg_cause *why)
{
	uint64_t x, i, work = 0;
	int rc, err = SG_OK;

	if ((rc = prepare(r, p->n, why)) != SG_OK)
		return rc;
	x = row_value(r, p);
	sol->has_grundy = true;
	sol->grundy = x;
	sol->outcome = x != 0 ? OUTCOME_N : OUTCOME_P;
	if (x == 0)
		return SG_OK;
	for (i = 1; i <= p->n; i++) {
		if (!p->v[i - 1])
			continue;
		if (!moves_of_head(r, p, i, x ^ value_of(r->priv, turn_of(r),
		    i), sol, &work, &err)) {
			sol->partial = err == SG_OK && !sol->truncated;
			break;
		}
	}
	return err == SG_OK ? SG_OK : sg_fail(why, err, W_("out of memory"));
}

static void
turtles_invariant(struct rules *r, const struct pos *p, struct sbuf *out)
{
	unsigned n = turn_of(r);
	struct solution sol;
	struct sbuf mv, at;
	uint64_t x = 0, v, top = 1;
	size_t i, shown = 0;
	int b, width = 1;

	if (prepare(r, p->n, NULL) != SG_OK)
		return;
	/* TRANSLATORS: N - 1 (twice). */
	sbuf_printf(out, wngettext("A move turns a head to tails and up to "
	    "%1$u other coin to its left, either way.  Turning a tail to "
	    "heads is allowed, so a row is worth the XOR of its heads, each "
	    "alone: a head at coin i is a Nim heap of g(i) = mex of the XORs "
	    "of the values of at most %2$u coins left of it.  ", "A move "
	    "turns a head to tails and up to %1$u other coins to its left, "
	    "either way.  Turning a tail to heads is allowed, so a row is "
	    "worth the XOR of its heads, each alone: a head at coin i is a "
	    "Nim heap of g(i) = mex of the XORs of the values of at most "
	    "%2$u coins left of it.  ", n - 1), n - 1, n - 1);
	if (n == 1)
		sbuf_add(out, W_("Here g(i) = 1: only the number of heads "
		    "counts.\n\n"));
	else if (n == 2)
		sbuf_add(out, W_("Here g(i) = i: a head at coin i is a Nim "
		    "heap of i.\n\n"));
	else if (n == 3)
		sbuf_add(out, W_("Here g(i) is the i-th odious number (an odd "
		    "number of 1s in binary): 1 2 4 7 8 11 13 14 16 19 "
		    "...\n\n"));
	else
		sbuf_add(out, W_("Here the values come from that definition: 1 "
		    "2 4 8 15 16 32 51 ...\n\n"));
	for (i = 0; i < p->n; i++)
		if (p->v[i]) {
			v = value_of(r->priv, n, i + 1);
			x ^= v;
			top |= v;
		}
	while (width < 63 && top >> width != 0)
		width++;
	for (i = 0; i < p->n; i++) {
		if (!p->v[i])
			continue;
		if (shown++ == 12) {
			sbuf_add(out, W_("  ... and more heads\n"));
			break;
		}
		v = value_of(r->priv, n, i + 1);
		/* TRANSLATORS: a row of the heads' values: the coin's number
		 * and its value; 13 columns before the value, as the row of
		 * the nim-sum has 14. */
		sbuf_printf(out, W_("  coin %-6zu %8llu  "), i + 1,
		    (unsigned long long)v);
		for (b = width - 1; b >= 0; b--)
			sbuf_addc(out, (v >> b & 1) ? '1' : '0');
		sbuf_addc(out, '\n');
	}
	sbuf_printf(out, W_("  nim-sum     %8llu  "), (unsigned long long)x);
	for (b = width - 1; b >= 0; b--)
		sbuf_addc(out, (x >> b & 1) ? '1' : '0');
	sbuf_addc(out, '\n');
	if (x == 0) {
		sbuf_add(out, W_("\nThe nim-sum is 0: the player to move "
		    "loses.\n"));
		return;
	}
	/* TRANSLATORS: the nim-sum (twice). */
	sbuf_printf(out, W_("\nThe nim-sum is %1$llu: the player to move "
	    "wins by turning a head whose value v has the nim-sum's top bit, "
	    "with coins to its left worth v ^ %2$llu together.\n"),
	    (unsigned long long)x, (unsigned long long)x);
	solution_init(&sol, 1);
	if (turtles_solve(r, p, &sol, NULL) == SG_OK && sol.wins.n > 0) {
		sbuf_init(&mv);
		sbuf_init(&at);
		turtles_describe(r, p, &sol.wins.p[0], &mv);
		turtles_format(r, &sol.wins.p[0], &at);
		/* TRANSLATORS: a move in words, then the position it leaves
		 * in the notation of the command line. */
		sbuf_printf(out, W_("For example: %1$s, leaving %2$s.\n"),
		    sbuf_str(&mv), sbuf_str(&at));
		sbuf_free(&mv);
		sbuf_free(&at);
	}
	solution_free(&sol);
}

/* Every row of 1 to 7 coins. */
static int
turtles_smalls(struct rules *r, struct poslist *out)
{
	struct pos q;
	size_t len, i;
	uint64_t bits;
	int rc = SG_OK;

	(void)r;
	pos_init(&q);
	for (len = 1; len <= 7 && rc == SG_OK; len++) {
		if ((rc = pos_resize(&q, len)) != SG_OK)
			break;
		for (bits = 0; bits < (UINT64_C(1) << len) && rc == SG_OK;
		    bits++) {
			for (i = 0; i < len; i++)
				q.v[i] = bits >> i & 1;
			rc = poslist_add(out, &q);
		}
	}
	pos_free(&q);
	return rc;
}

static const char *const turtles_presets[] = {
	"THHTHTTH",
	"--turn 2 HTTHHTHTHH",
	"--turn 3 THHTTHTH",
	"--turn 1 HHTHH",
	NULL
};

static void
turtles_random(const struct rules *r, unsigned level, bool opts,
    uint64_t *seed, struct sbuf *out)
{
	uint64_t len = game_level_size(level, 10, 5), i;

	(void)r;
	if (!opts)
		sbuf_printf(out, "--turn %llu ", (unsigned long long)
		    game_rand(seed, 2, 3));
	for (i = 0; i < len; i++)
		sbuf_addc(out, game_rand(seed, 0, 1) ? 'H' : 'T');
}

const struct game game_turtles = {
	.name = "turtles",
	.title = WN_("Turning Turtles"),
	.summary = WN_("turn a head to tails, and up to N-1 coins to its left"),
	.notation = {
		/* TRANSLATORS: how a position is typed: the words in
		 * capitals stand for what is typed there; keep the
		 * options, the letters and the signs. */
		.syntax = WN_("[--turn N] ROW"),
		.opts = turtles_opts,
		.init = turtles_init,
		.fini = turtles_fini,
		.set_opt = turtles_set_opt,
		.format_opts = turtles_format_opts,
		.parse = turtles_parse,
		.format = turtles_format,
	},
	.rules = {
		.moves = turtles_moves,
		.check = turtles_check,
		.describe = turtles_describe,
		.any_move = turtles_any_move,
		.move_bound = turtles_move_bound,
	},
	.theory = {
		.solve = turtles_solve,
	},
	.play = {
		.board = BOARD_COINS,
		.models = { MOVE_TURN },
		.item = WN_("coin"),
		.changes = change_turned,
		.presets = turtles_presets,
		.random = turtles_random,
	},
	.teach = {
		.invariant = turtles_invariant,
	},
	.tests = {
		.smalls = turtles_smalls,
	},
};
