/*
 * circle.c: coins around a circle (POJ 2484, "A Funny Game").  A move takes
 * one coin, or two coins next to each other on the ring; a gap where coins
 * were taken breaks the adjacency.  On a full ring of n >= 3 coins the
 * first player loses: whatever is taken, the second player takes one or two
 * coins opposite and leaves two equal rows, then copies every move.  Once
 * the ring is broken, each run of coins between gaps is a Kayles row, and
 * the position's value is the XOR of the runs' Kayles values.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games.h"
#include "engine/words.h"
#include "../table.h"
#include "kayles_tab.h"

/* Places on a ring: enough for any game a person plays or a script asks. */
enum { CIRCLE_MAX = 1000000 };

static int
circle_parse(struct rules *r, int argc, char *const argv[], struct pos *out,
    struct sg_cause *why)
{
	const char *s;
	uint64_t n;
	size_t i, len;

	if (argc != 1)
		return sg_fail(why, SG_EINVAL, W_("circle: give one ring, a "
		    "number of coins such as 10 or a ring such as oooo.ooo.o"));
	s = argv[0];
	if (*s >= '0' && *s <= '9') {
		/* TRANSLATORS: what was typed, in a refusal: ring "x": ...
		 */
		if (sg_parse_u64(s, CIRCLE_MAX, W_("ring"), &n, why) != SG_OK)
			return SG_EINVAL;
		if (pos_resize(out, (size_t)n) != SG_OK)
			return sg_nomem(why);
		for (i = 0; i < out->n; i++)
			out->v[i] = 1;
		return SG_OK;
	}
	len = strlen(s);
	if (len == 0 || len > CIRCLE_MAX)
		return sg_fail(why, SG_EINVAL, W_("ring \"%.64s\": must have 1 "
		    "to %d places"), s, CIRCLE_MAX);
	if (s[strspn(s, "o.")] != '\0')
		return sg_fail(why, SG_EINVAL, W_("ring \"%.64s\": only 'o' (a "
		    "coin) and '.' (a gap) may stand in a ring"), s);
	if (pos_resize(out, len) != SG_OK)
		return sg_nomem(why);
	for (i = 0; i < len; i++)
		out->v[i] = s[i] == 'o';
	return SG_OK;
}

static bool
circle_full(const struct pos *p)
{
	size_t i;

	for (i = 0; i < p->n; i++) {
		if (p->v[i] == 0)
			return false;
	}
	return true;
}

static void
circle_format(const struct rules *r, const struct pos *p, struct sbuf *out)
{
	size_t i;

	if (circle_full(p)) {
		sbuf_printf(out, "%zu", p->n);
		return;
	}
	for (i = 0; i < p->n; i++)
		sbuf_addc(out, p->v[i] ? 'o' : '.');
}

/* The place after i on the ring. */
static inline size_t
next(const struct pos *p, size_t i)
{
	return i + 1 < p->n ? i + 1 : 0;
}

/* The ring without the coin at i (and the one after it when two). */
static int
circle_take(const struct pos *p, size_t i, bool two, struct pos *out)
{
	if (pos_copy(out, p) != SG_OK)
		return SG_ENOMEM;
	out->v[i] = 0;
	if (two)
		out->v[next(p, i)] = 0;
	return SG_OK;
}

/* Can the coins at i and its successor be taken together? */
static bool
pair_at(const struct pos *p, size_t i)
{
	/* On a ring of two the pair (1, 0) is the pair (0, 1) again. */
	return p->n >= 2 && p->v[i] && p->v[next(p, i)] &&
	    !(p->n == 2 && i == 1);
}

static int
circle_moves(struct rules *r, const struct pos *p, struct poslist *out,
    struct sg_cause *why)
{
	struct pos q;
	size_t i;
	int rc = SG_OK;

	pos_init(&q);
	for (i = 0; i < p->n && rc == SG_OK; i++) {
		if (!p->v[i])
			continue;
		if ((rc = circle_take(p, i, false, &q)) == SG_OK)
			rc = poslist_add(out, &q);
		if (rc == SG_OK && pair_at(p, i) &&
		    (rc = circle_take(p, i, true, &q)) == SG_OK)
			rc = poslist_add(out, &q);
	}
	pos_free(&q);
	return rc == SG_OK ? SG_OK : sg_fail(why, rc, W_("out of memory"));
}

/* The places a move from `from` to `to` takes: 1 or 2 of them in taken[],
 * or 0 when `to` is not the ring minus some coins. */
static int
circle_taken(const struct pos *from, const struct pos *to, size_t taken[2])
{
	size_t i;
	int n = 0;

	if (from->n != to->n)
		return 0;
	for (i = 0; i < from->n; i++) {
		if (to->v[i] > 1 || to->v[i] > from->v[i])
			return 0;
		if (from->v[i] != to->v[i]) {
			if (n == 2)
				return 3;
			taken[n++] = i;
		}
	}
	return n;
}

static int
circle_check(struct rules *r, const struct pos *from, const struct pos *to,
    struct sg_cause *why)
{
	size_t t[2];
	int n = circle_taken(from, to, t);

	if (n == 1)
		return SG_OK;
	if (n == 2 && (next(from, t[0]) == t[1] || next(from, t[1]) == t[0]))
		return SG_OK;
	if (n == 2)
		return sg_fail(why, SG_EINVAL, W_("two coins taken together "
		    "must be neighbours on the ring"));
	return sg_fail(why, SG_EINVAL, W_("a move takes one coin, or two "
	    "neighbouring coins"));
}

static void
circle_describe(const struct rules *r, const struct pos *from,
    const struct pos *to, struct sbuf *out)
{
	size_t t[2];
	int n = circle_taken(from, to, t);

	if (n == 1)
		sbuf_printf(out, W_("take coin %zu"), t[0] + 1);
	else if (n == 2)
		sbuf_printf(out, W_("take coins %1$zu and %2$zu"), t[0] + 1,
		    t[1] + 1);
	else
		sbuf_add(out, W_("an illegal move"));
}

static int
circle_any_move(struct rules *r, const struct pos *p, struct pos *out,
    struct sg_cause *why)
{
	size_t i;

	for (i = 0; i < p->n; i++) {
		if (!p->v[i])
			continue;
		if (circle_take(p, i, false, out) != SG_OK)
			return sg_nomem(why);
		return SG_OK;
	}
	return SG_ENOMOVE;
}

/* A walk over the runs of coins of a broken ring. */
struct run_walk {
	const struct kayles_tab *tab;
	const struct pos *p;
	struct solution *sol;
	uint64_t x;		/* the XOR of every run's value */
	size_t start;		/* of the run being searched */
	uint64_t k;
	struct pos q;
	int err;
};

static size_t
first_gap(const struct pos *p)
{
	size_t i;

	for (i = 0; i < p->n && p->v[i]; i++)
		;
	return i;
}

/* The length of the run starting at place s (a coin after a gap). */
static size_t
run_length(const struct pos *p, size_t s)
{
	size_t m = 0, i = s;

	while (p->v[i] && m < p->n) {
		m++;
		i = next(p, i);
	}
	return m;
}

static bool
add_split(void *arg, uint64_t a)
{
	struct run_walk *w = arg;
	size_t at = (w->start + (size_t)a) % w->p->n;

	if (circle_take(w->p, at, w->k == 2, &w->q) != SG_OK) {
		w->err = SG_ENOMEM;
		return false;
	}
	return solution_add(w->sol, &w->q, &w->err);
}

/* Visit each run of coins between gaps (the ring must hold a gap; a run
 * may wrap past the last place to the first): XOR the runs' values into
 * w->x, or, with find_moves, list the moves that make the XOR 0. */
static bool
walk_runs(struct run_walk *w, bool find_moves)
{
	const struct pos *p = w->p;
	size_t gap = first_gap(p), i, m;
	uint64_t gm;

	for (i = next(p, gap); i != gap; i = next(p, i)) {
		if (!p->v[i] || p->v[(i + p->n - 1) % p->n])
			continue;	/* not the first coin of a run */
		m = run_length(p, i);
		gm = kayles_tab_value(w->tab, m);
		if (!find_moves) {
			w->x ^= gm;
			continue;
		}
		w->start = i;
		for (w->k = 1; w->k <= 2; w->k++) {
			if (!kayles_splits(w->tab, m, w->k, w->x ^ gm,
			    add_split, w))
				return false;
		}
	}
	return true;
}

/* Reverse the entries lo .. hi - 1 of p. */
static void
reverse(struct pos *p, size_t lo, size_t hi)
{
	uint64_t t;

	while (lo + 1 < hi) {
		t = p->v[lo];
		p->v[lo++] = p->v[--hi];
		p->v[hi] = t;
	}
}

static int
arc_cmp(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return x < y ? 1 : x > y ? -1 : 0;
}

/*
 * The canonical form: a ring with a gap is its arcs of coins, each a
 * Kayles row, so where they lie and in which order does not matter: the
 * arcs longest first, each followed by one gap ("ooo.o.").  A ring with
 * no coin is one gap; a whole ring stays as it is.  Done in place: the
 * ring is turned to start after a gap, each arc's length is written over
 * places already read, and the form is written back from the end.
 */
static void
circle_canon(const struct rules *r, struct pos *p)
{
	size_t gap, i, k = 0, len = 0, w;
	uint64_t m;

	(void)r;
	if (p->n == 0 || circle_full(p))
		return;
	gap = first_gap(p);
	/* Turn the ring left by gap + 1 places. */
	reverse(p, 0, gap + 1);
	reverse(p, gap + 1, p->n);
	reverse(p, 0, p->n);
	for (i = 0; i < p->n; i++) {
		if (!p->v[i])
			continue;
		for (m = 0; i < p->n && p->v[i]; i++)
			m++;
		p->v[k++] = m;
		len += (size_t)m + 1;
	}
	if (k == 0) {
		p->v[0] = 0;
		p->n = 1;
		return;
	}
	qsort(p->v, k, sizeof *p->v, arc_cmp);
	/* From the end: the shortest arc last; w stays above the lengths
	 * not yet written out. */
	w = len;
	while (k > 0) {
		m = p->v[--k];
		p->v[--w] = 0;
		while (m-- > 0)
			p->v[--w] = 1;
	}
	p->n = len;
}

static int
circle_solve(struct rules *r, const struct pos *p, struct solution *sol,
    struct sg_cause *why)
{
	struct run_walk w;

	memset(&w, 0, sizeof w);
	w.tab = r->priv;
	w.p = p;
	w.sol = sol;
	pos_init(&w.q);
	sol->has_grundy = true;
	if (circle_full(p)) {
		/* Any move leaves one row of n-1 or n-2 coins. */
		if (p->n == 0)
			w.x = 0;
		else if (p->n <= 2)
			w.x = p->n;
		else
			w.x = 0;	/* the mirror strategy */
		/* On a ring of one or two only taking everything wins. */
		if (w.x != 0) {
			if (circle_take(p, 0, p->n == 2, &w.q) != SG_OK)
				w.err = SG_ENOMEM;
			else
				solution_add(sol, &w.q, &w.err);
		}
	} else {
		walk_runs(&w, false);
		if (w.x != 0)
			walk_runs(&w, true);
	}
	sol->grundy = w.x;
	sol->outcome = w.x != 0 ? OUTCOME_N : OUTCOME_P;
	pos_free(&w.q);
	return w.err == SG_OK ? SG_OK :
	    sg_fail(why, w.err, W_("out of memory"));
}

static int
circle_components(struct rules *r, const struct pos *p, struct complist *out,
    struct sg_cause *why)
{
	size_t gap, i, m;
	char label[48];

	if (circle_full(p))
		return SG_EUNSUP;	/* the mirror argument, not a sum */
	gap = first_gap(p);
	for (i = next(p, gap); i != gap; i = next(p, i)) {
		if (!p->v[i] || p->v[(i + p->n - 1) % p->n])
			continue;
		m = run_length(p, i);
		if (m == 1)
			/* TRANSLATORS: a lone coin by its place, as a
			 * part. */
			snprintf(label, sizeof label, W_("coin %zu"), i + 1);
		else
			/* TRANSLATORS: a run of coins by its first and last
			 * places, as a part. */
			snprintf(label, sizeof label, W_("coins %1$zu-%2$zu"),
			    i + 1, (i + m - 1) % p->n + 1);
		if (complist_add(out, label, kayles_tab_value(r->priv, m), i,
		    m) != SG_OK)
			return sg_nomem(why);
	}
	return SG_OK;
}

static void
circle_invariant(struct rules *r, const struct pos *p, struct sbuf *out)
{
	size_t n = p->n;

	if (n == 0) {
		sbuf_add(out, W_("There is no coin: the player to move has "
		    "lost.\n"));
		return;
	}
	if (n <= 2) {
		sbuf_printf(out, n == 1 ? W_("With %zu coin on the circle the "
		    "player to move takes it and wins.\n") : W_("With %zu "
		    "coins on the circle the player to move takes both (they "
		    "are neighbours) and wins.\n"), n);
		return;
	}
	sbuf_printf(out, W_("A whole circle of %zu coins is lost for the "
	    "player to move: the mirror strategy.\n\n"), n);
	sbuf_printf(out, W_("Take one coin and a row of %1$zu is left; take "
	    "two and a row of %2$zu is left.  Either way the opponent takes "
	    "the middle of that row: one coin from a row of odd length, two "
	    "from a row of even length.  "), n - 1, n - 2);
	if ((n - 2) / 2 == (n - 3) / 2)
		sbuf_printf(out, W_("That leaves two equal rows of %zu coins, "
		    "and from then on the opponent copies every move in the "
		    "other row, so the opponent always has a move and takes "
		    "the last coin.\n"), (n - 2) / 2);
	else
		sbuf_printf(out, W_("That leaves two equal rows (of %1$zu or "
		    "%2$zu coins), and from then on the opponent copies every "
		    "move in the other row, so the opponent always has a move "
		    "and takes the last coin.\n"), (n - 2) / 2, (n - 3) / 2);
}

/* The lengths of the runs of coins of a circle that is not whole, in
 * *len (owned, sorted); false when out of memory. */
static bool
run_lengths(const struct pos *p, size_t **len, size_t *n)
{
	size_t gap, i, k;

	*n = 0;
	if ((*len = sg_calloc(p->n / 2 + 1, sizeof **len)) == NULL)
		return false;
	gap = first_gap(p);
	for (i = next(p, gap); i != gap; i = next(p, i)) {
		if (!p->v[i] || p->v[(i + p->n - 1) % p->n])
			continue;
		(*len)[(*n)++] = run_length(p, i);
	}
	/* Few runs: an insertion sort. */
	for (i = 1; i < *n; i++)
		for (k = i; k > 0 && (*len)[k - 1] > (*len)[k]; k--) {
			size_t t = (*len)[k];

			(*len)[k] = (*len)[k - 1];
			(*len)[k - 1] = t;
		}
	return true;
}

/* Do the runs pair up as equal twins?  Then write them ("4 and 4"). */
static bool
twins(const size_t *len, size_t n, struct sbuf *out)
{
	size_t i;

	if (n == 0 || n % 2 != 0)
		return false;
	for (i = 0; i < n; i += 2)
		if (len[i] != len[i + 1])
			return false;
	for (i = 0; i < n; i += 2) {
		/* TRANSLATORS: between two pairs of twin runs of coins. */
		if (i > 0)
			sbuf_add(out, W_("; "));
		/* TRANSLATORS: two twin runs of coins: their lengths. */
		sbuf_printf(out, W_("%1$zu and %2$zu"), len[i], len[i + 1]);
	}
	return true;
}

/* The first of the winning moves of sol that leaves runs pairing up as
 * twins (written to pairs, its runs in *after, owned), or sol->wins.n
 * when none does: the mirror is shown whichever winning move the theory
 * found first. */
static size_t
twin_maker(const struct solution *sol, size_t **after, size_t *m,
    struct sbuf *pairs)
{
	size_t k;

	for (k = 0; k < sol->wins.n; k++) {
		if (!run_lengths(&sol->wins.p[k], after, m))
			return sol->wins.n;
		if (twins(*after, *m, pairs))
			return k;
		free(*after);
		*after = NULL;
	}
	return sol->wins.n;
}

/* The mirror strategy on a broken circle: runs that pair up as twins are
 * lost for the player to move; a winning move that makes twins restores
 * the symmetry. */
static void
circle_teach(struct rules *r, const struct pos *p, const struct solution *sol,
    struct sbuf *out)
{
	size_t *len = NULL, n, *after = NULL, m, k;
	struct sbuf pairs, mv;

	if (circle_full(p) || !run_lengths(p, &len, &n) || n == 0) {
		free(len);
		return;
	}
	sbuf_init(&pairs);
	if (twins(len, n, &pairs)) {
		/* TRANSLATORS: the list of twin runs. */
		sbuf_printf(out, W_("The mirror: the runs of coins pair up as "
		    "equal twins (%s).  Whatever the player to move takes from "
		    "a run, the opponent takes the same coins from its twin, "
		    "so the twins come back after every reply and the opponent "
		    "takes the last coin.\n"), sbuf_str(&pairs));
	} else if (sol->outcome == OUTCOME_N &&
	    (k = twin_maker(sol, &after, &m, &pairs)) < sol->wins.n) {
		sbuf_init(&mv);
		circle_describe(r, p, &sol->wins.p[k], &mv);
		/* TRANSLATORS: the move in words, the list of twin runs. */
		sbuf_printf(out, W_("The symmetry is broken, and one move "
		    "restores it: %1$s, which leaves runs that pair up as "
		    "equal twins (%2$s).  From then on, copy each move of the "
		    "opponent in the other twin.\n"), sbuf_str(&mv),
		    sbuf_str(&pairs));
		sbuf_free(&mv);
	}
	sbuf_free(&pairs);
	free(len);
	free(after);
}

static uint64_t
circle_move_bound(struct rules *r, const struct pos *p)
{
	/* One coin, or it and the next: two moves a place at most. */
	return 2 * (uint64_t)p->n;
}

/* Every ring of 1 to 7 places, coins and gaps. */
static int
circle_smalls(struct rules *r, struct poslist *out)
{
	struct pos p;
	size_t n, i;
	unsigned m;
	int rc = SG_OK;

	(void)r;
	pos_init(&p);
	for (n = 1; n <= 7 && rc == SG_OK; n++) {
		for (m = 1; m < 1u << n && rc == SG_OK; m++) {
			if ((rc = pos_resize(&p, n)) != SG_OK)
				break;
			for (i = 0; i < n; i++)
				p.v[i] = m >> i & 1;
			rc = poslist_add(out, &p);
		}
	}
	pos_free(&p);
	return rc;
}


/* The table: Kayles values, since the arcs of a broken ring are Kayles
 * rows; the arcs on the board marked. */
static int
circle_table(struct rules *r, const struct pos *p, struct table *t,
    struct sg_cause *why)
{
	struct rules *k;
	uint64_t *arcs;
	size_t i, gap, run = 0, n = 0, coins = 0;
	int rc;

	if ((rc = rules_new(&game_kayles, &k, why)) != SG_OK)
		return rc;
	k->progress = r->progress;
	k->progress_arg = r->progress_arg;
	if ((arcs = calloc(p->n + 1, sizeof *arcs)) == NULL) {
		rules_free(k);
		return sg_nomem(why);
	}
	for (i = 0; i < p->n; i++)
		coins += p->v[i] != 0;
	for (gap = 0; gap < p->n && p->v[gap] != 0; gap++)
		;
	for (i = 1; coins < p->n && i <= p->n; i++) {
		if (p->v[(gap + i) % p->n] != 0) {
			run++;
			continue;
		}
		if (run > 0)
			arcs[n++] = run;
		run = 0;
	}
	if (coins == p->n && p->n > 0)
		sbuf_add(&t->notes, p->n >= 3 ? W_("The ring is whole: with 3 "
		    "or more coins the player to move loses (the mirror "
		    "strategy).  The first move leaves one arc, a Kayles "
		    "row.\n") : W_("The ring is whole: the player to move "
		    "takes every coin.  The first move leaves one arc, a "
		    "Kayles row.\n"));
	else
		sbuf_add(&t->notes, W_("Each arc of coins between gaps is a "
		    "Kayles row; the position is lost when their values XOR to "
		    "0.\n"));
	rc = table_heaps_of(t, k, arcs, n, W_("Coin circle: Kayles values, the "
	    "value of an arc of each length"), why);
	free(arcs);
	return rc;
}

/* The menu's named positions, and its random starts. */
static const char *const circle_presets[] = {
	"10",
	"oooo.ooo.o",
	"5",
	NULL
};

static void
circle_random(const struct rules *r, unsigned level, bool opts, uint64_t *seed,
    struct sbuf *out)
{
	(void)r;
	uint64_t n = game_rand(seed, 8, game_level_size(level, 14, 9));
	uint64_t gaps = game_rand(seed, 1, 3), i;
	char ring[64];

	(void)opts;
	if (n >= sizeof ring)
		n = sizeof ring - 1;
	memset(ring, 'o', n);
	ring[n] = '\0';
	for (i = 0; i < gaps; i++)
		ring[game_rand(seed, 0, n - 1)] = '.';
	sbuf_add(out, ring);
}

/* A move takes one coin or two neighbours (the board's take sizes). */
static uint64_t
circle_takes(const struct rules *r)
{
	(void)r;
	return UINT64_C(1) << 1 | UINT64_C(1) << 2;
}

const struct game game_circle = {
	.name = "circle",
	.title = WN_("Coins in a circle"),
	.summary = WN_("take one coin, or two neighbours, from a ring of coins"),
	.notation = {
		/* TRANSLATORS: how a position is typed: the words in
		 * capitals stand for what is typed there; keep the
		 * options, the letters and the signs. */
		.syntax = WN_("N | RING (o a coin, . a gap)"),
		.init = kayles_rules_init,
		.fini = kayles_rules_fini,
		.parse = circle_parse,
		.format = circle_format,
		.canon = circle_canon,
		.twins = true,
	},
	.rules = {
		.moves = circle_moves,
		.check = circle_check,
		.describe = circle_describe,
		.any_move = circle_any_move,
		.move_bound = circle_move_bound,
	},
	.theory = {
		.solve = circle_solve,
	},
	.play = {
		.board = BOARD_CIRCLE,
		.models = { MOVE_NEIGHBOURS },
		.item = WN_("coin"),
		.neighbours = { .takes = circle_takes },
		.changes = change_ring_taken,
		.presets = circle_presets,
		.random = circle_random,
	},
	.teach = {
		.table = circle_table,
		.components = circle_components,
		.invariant = circle_invariant,
		.strategy = circle_teach,
	},
	.tests = {
		.smalls = circle_smalls,
	},
};
