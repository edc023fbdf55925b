/*
 * moore.c: Moore's Nim, Nim_K.  Heaps of stones; a move takes at least one
 * stone from each of 1 to K heaps (K is --k, 2 unless set), any number
 * from each.  K = 1 is Nim.
 *
 * The theory (E. H. Moore, 1910).  Write the heaps in binary and count the
 * 1s of each column (place value).  The position is lost for the player to
 * move exactly when every column's count is a multiple of K + 1.
 *
 * Proof.  (a) From such a position every move leaves one that is not: the
 * move changes between 1 and K heaps; look at the highest column in which
 * a changed heap changes its digit.  Every changed heap that changes there
 * goes from 1 to 0 in that column (above it nothing changed, and each
 * heap gets smaller), and at most K of them do, so that column's count
 * drops by 1..K and is no longer a multiple of K + 1.
 * (b) From any other position some move leaves such a position; it is
 * built column by column from the top (construct() below).  Heaps whose
 * digit has already been lowered in a higher column are "free": whatever
 * their lower digits, they stay below their old size.  In a column, let r
 * be the count of 1s among the heaps that are not free, modulo K + 1, and
 * s the number of free heaps (s <= K).  If r + s <= K, clear the digit in
 * r heaps that have a 1 there (they become free) and give the free heaps a
 * 0.  Otherwise r >= 1 and s >= K + 1 - r: give exactly K + 1 - r free
 * heaps a 1 and the others a 0.  Either way the column's count becomes a
 * multiple of K + 1, at most K heaps are ever free, and some heap became
 * free unless every column was a multiple already.
 *
 * All the winning moves are listed when the moves are few enough to try
 * each (MOORE_TRY_MOVES); beyond that the construction, tried from each
 * heap in turn, gives those it finds, and the solution says that other
 * winning moves may exist.  Grundy values have no known closed form:
 * a lost position is worth 0, small positions are searched, and the
 * others are left out (`grundy -').
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games.h"
#include "engine/words.h"
#include "../brute.h"
#include "../text.h"

enum {
	MOORE_K_MAX = 64,		/* the largest --k */
	MOORE_BITS = 63,		/* heaps are below 2^63 */
	MOORE_TRY_MOVES = 200000,	/* list every winning move up to this
					   many moves */
	MOORE_SEARCH_MOVES = 400,	/* Grundy value searched when a
					   position has at most this many
					   moves ... */
	MOORE_SEARCH_STATES = 4096	/* ... and at most this many
					   positions lie below it */
};

struct moore {
	unsigned k;
};

static const struct game_opt moore_opts[] = {
	{ "k", "K", "take from at most K heaps at once (1..64; 2 by default)" },
	{ NULL, NULL, NULL }
};

static unsigned
moore_k(const struct rules *r)
{
	const struct moore *m = r->priv;

	return m != NULL ? m->k : 2;
}

static int
moore_init(struct rules *r, struct sg_cause *why)
{
	struct moore *m = sg_calloc(1, sizeof *m);

	if (m == NULL)
		return sg_nomem(why);
	m->k = 2;
	r->priv = m;
	return SG_OK;
}

static void
moore_fini(struct rules *r)
{
	free(r->priv);
	r->priv = NULL;
}

static int
moore_set_opt(struct rules *r, const char *name, const char *arg,
    struct sg_cause *why)
{
	struct moore *m = r->priv;
	uint64_t k = 0;
	int rc;

	/* TRANSLATORS: --%s and k are the option's name, moore the game's. */
	if (strcmp(name, "k") != 0)
		return sg_fail(why, SG_EINVAL, W_("option \"--%s\": unknown "
		    "for moore"), name);
	if ((rc = sg_parse_u64(arg, MOORE_K_MAX, "k", &k, why)) != SG_OK ||
	    k == 0)
		return sg_fail(why, SG_EINVAL, W_("k \"%.40s\": must be a "
		    "whole number from 1 to %d (a move takes from 1 to K "
		    "heaps)"), arg,
		    MOORE_K_MAX);
	m->k = (unsigned)k;
	return SG_OK;
}

static void
moore_format_opts(const struct rules *r, struct sbuf *out)
{
	sbuf_printf(out, "--k %u", moore_k(r));
}

static int
moore_parse(struct rules *r, int argc, char *const argv[], struct pos *out,
    struct sg_cause *why)
{
	if (argc == 0)
		return sg_fail(why, SG_EINVAL, W_("moore: give at least one "
		    "heap"));
	return game_parse_numbers(argc, argv, sg_max_u63(), "heap", out, why);
}

static void
moore_format(const struct rules *r, const struct pos *p, struct sbuf *out)
{
	game_format_numbers(p, out);
}

/* Every move from p: lower 1..k of the heaps from heap i on, each to any
 * smaller size; q holds the choices so far, `left' how many heaps may
 * still be lowered, `any' whether one has been. */
static int
moves_from(const struct pos *p, size_t i, unsigned left, bool any,
    struct pos *q, struct poslist *out)
{
	uint64_t x;
	int rc;

	if (i == p->n)
		return any ? poslist_add(out, q) : SG_OK;
	q->v[i] = p->v[i];
	if ((rc = moves_from(p, i + 1, left, any, q, out)) != SG_OK)
		return rc;
	for (x = 0; left > 0 && x < p->v[i]; x++) {
		q->v[i] = x;
		if ((rc = moves_from(p, i + 1, left - 1, true, q, out)) != SG_OK)
			return rc;
	}
	q->v[i] = p->v[i];
	return SG_OK;
}

static int
moore_moves(struct rules *r, const struct pos *p, struct poslist *out,
    struct sg_cause *why)
{
	struct pos q;
	int rc;

	pos_init(&q);
	if ((rc = pos_copy(&q, p)) == SG_OK)
		rc = moves_from(p, 0, moore_k(r), false, &q, out);
	pos_free(&q);
	return rc == SG_OK ? SG_OK : sg_fail(why, rc, W_("out of memory"));
}

static int
legal(unsigned k, const struct pos *from, const struct pos *to,
    struct sg_cause *why)
{
	unsigned changed = 0;
	size_t i;

	if (to->n != from->n)
		return sg_fail(why, SG_EINVAL, W_("the heaps keep their "
		    "places"));
	for (i = 0; i < to->n; i++) {
		if (to->v[i] > from->v[i])
			return sg_fail(why, SG_EINVAL, W_("a heap cannot "
			    "grow"));
		changed += to->v[i] != from->v[i];
	}
	if (changed == 0)
		return sg_fail(why, SG_EINVAL, W_("a move takes at least one "
		    "stone"));
	if (changed > k)
		return sg_fail(why, SG_EINVAL, wngettext("a move takes from "
		    "at most %u heap", "a move takes from at most %u heaps",
		    k), k);
	return SG_OK;
}

static int
moore_check(struct rules *r, const struct pos *from, const struct pos *to,
    struct sg_cause *why)
{
	return legal(moore_k(r), from, to, why);
}

static void
moore_describe(const struct rules *r, const struct pos *from,
    const struct pos *to, struct sbuf *out)
{
	size_t i;
	bool first = true;
	struct sbuf list;

	if (legal(moore_k(r), from, to, NULL) != SG_OK) {
		sbuf_add(out, W_("an illegal move"));
		return;
	}
	sbuf_init(&list);
	for (i = 0; i < to->n; i++) {
		if (to->v[i] == from->v[i])
			continue;
		/* TRANSLATORS: between two heaps of a move's list. */
		if (!first)
			sbuf_add(&list, W_(", "));
		/* TRANSLATORS: one heap of a move of Moore's Nim: how many
		 * stones, from which heap. */
		sbuf_printf(&list, W_("%1$llu from heap %2$zu"),
		    (unsigned long long)(from->v[i] - to->v[i]), i + 1);
		first = false;
	}
	/* TRANSLATORS: a move of Moore's Nim: the list of its heaps. */
	sbuf_printf(out, W_("take %s"), sbuf_str(&list));
	sbuf_free(&list);
}

/* The number of moves from p: the sum over sets of 1..k heaps of the
 * product of their sizes, saturating at UINT64_MAX. */
static uint64_t
moore_move_bound(struct rules *r, const struct pos *p)
{
	uint64_t e[MOORE_K_MAX + 1] = { 1 }, sum = 0;
	unsigned k = moore_k(r), j;
	size_t i;

	/* e[j]: the j-th elementary symmetric sum of the sizes so far. */
	for (i = 0; i < p->n; i++) {
		for (j = k; j >= 1; j--) {
			uint64_t t = e[j - 1];

			if (p->v[i] != 0 && t > UINT64_MAX / p->v[i])
				t = UINT64_MAX;
			else
				t *= p->v[i];
			e[j] = e[j] > UINT64_MAX - t ? UINT64_MAX : e[j] + t;
		}
	}
	for (j = 1; j <= k; j++)
		sum = sum > UINT64_MAX - e[j] ? UINT64_MAX : sum + e[j];
	return sum;
}

/* The 1s of each column of p, counted. */
static void
columns(const struct pos *p, uint64_t count[MOORE_BITS])
{
	size_t i;
	unsigned b;

	memset(count, 0, MOORE_BITS * sizeof *count);
	for (i = 0; i < p->n; i++)
		for (b = 0; b < MOORE_BITS; b++)
			count[b] += p->v[i] >> b & 1;
}

static bool
moore_lost(const struct pos *p, unsigned k)
{
	uint64_t count[MOORE_BITS];
	unsigned b;

	columns(p, count);
	for (b = 0; b < MOORE_BITS; b++)
		if (count[b] % (k + 1) != 0)
			return false;
	return true;
}

/*
 * The construction of the proof, on p into q (a copy of p): a winning move
 * when p is not lost.  Heaps are taken in the order start, start + 1, ...
 * (around), so that different starts may find different moves.
 */
static void
construct(const struct pos *p, unsigned k, size_t start, struct pos *q)
{
	unsigned char *freed = sg_calloc(p->n > 0 ? p->n : 1, 1);
	unsigned nfree = 0;
	size_t i, j;
	int b;

	if (freed == NULL)
		return;
	for (b = MOORE_BITS - 1; b >= 0; b--) {
		uint64_t bit = UINT64_C(1) << b, ones = 0;
		unsigned r, want;

		for (i = 0; i < p->n; i++)
			if (!freed[i])
				ones += p->v[i] >> b & 1;
		r = (unsigned)(ones % (k + 1));
		want = r + nfree <= k ? 0 : k + 1 - r;
		/* The free heaps: want of them get a 1, the others a 0. */
		for (j = 0; j < p->n; j++) {
			i = (start + j) % p->n;
			if (!freed[i])
				continue;
			q->v[i] &= ~bit;
			if (want > 0) {
				q->v[i] |= bit;
				want--;
			}
		}
		if (r + nfree > k)
			continue;
		/* Clear the digit of r heaps with a 1 here: now free. */
		for (j = 0; j < p->n && r > 0; j++) {
			i = (start + j) % p->n;
			if (freed[i] || !(p->v[i] & bit))
				continue;
			q->v[i] &= ~(bit | (bit - 1));
			freed[i] = 1;
			nfree++;
			r--;
		}
	}
	free(freed);
}

/* Try every move of p (few enough) and keep those to a lost position. */
static int
every_winning_move(struct rules *r, const struct pos *p, struct solution *sol)
{
	struct poslist all;
	size_t i;
	int err = SG_OK;

	poslist_init(&all);
	if ((err = moore_moves(r, p, &all, NULL)) == SG_OK) {
		for (i = 0; i < all.n; i++)
			if (moore_lost(&all.p[i], moore_k(r)) &&
			    !solution_add(sol, &all.p[i], &err))
				break;
	}
	poslist_free(&all);
	return err;
}

/* The moves the construction finds, starting from each heap in turn;
 * some of the winning moves, each once. */
static int
constructed_moves(const struct pos *p, unsigned k, struct solution *sol)
{
	struct pos q;
	size_t start;
	int err = SG_OK;

	pos_init(&q);
	for (start = 0; start < p->n && err == SG_OK; start++) {
		if ((err = pos_copy(&q, p)) != SG_OK)
			break;
		construct(p, k, start, &q);
		if (pos_eq(&q, p) || !moore_lost(&q, k) ||
		    poslist_has(&sol->wins, &q))
			continue;
		if (!solution_add(sol, &q, &err))
			break;
	}
	pos_free(&q);
	sol->partial = err == SG_OK && !sol->truncated;
	return err;
}

/* The Grundy value of a small position by search, or false. */
static bool
search_value(struct rules *r, const struct pos *p, uint64_t *g)
{
	struct brute *b;
	struct pos q;
	uint64_t states = 1;
	size_t i;
	bool ok;

	for (i = 0; i < p->n; i++) {
		if (p->v[i] >= MOORE_SEARCH_STATES)
			return false;
		states *= p->v[i] + 1;
		if (states > MOORE_SEARCH_STATES)
			return false;
	}
	if (moore_move_bound(r, p) > MOORE_SEARCH_MOVES)
		return false;
	if (brute_new(r, MOORE_SEARCH_STATES, &b) != SG_OK)
		return false;
	pos_init(&q);
	ok = pos_copy(&q, p) == SG_OK;
	if (ok) {
		game_canon_sort(r, &q);
		ok = brute_value(b, &q, g, NULL) == SG_OK;
	}
	pos_free(&q);
	brute_free(b);
	return ok;
}

static int
moore_solve(struct rules *r, const struct pos *p, struct solution *sol,
    struct sg_cause *why)
{
	unsigned k = moore_k(r);
	int err;

	if (moore_lost(p, k)) {
		sol->outcome = OUTCOME_P;
		sol->has_grundy = true;
		sol->grundy = 0;
		return SG_OK;
	}
	sol->outcome = OUTCOME_N;
	sol->has_grundy = search_value(r, p, &sol->grundy);
	if (moore_move_bound(r, p) <= MOORE_TRY_MOVES)
		err = every_winning_move(r, p, sol);
	else
		err = constructed_moves(p, k, sol);
	return err == SG_OK ? SG_OK : sg_fail(why, err, W_("out of memory"));
}

/* A row's label: two blanks, the label, blanks to wl columns and two
 * more, where the row's digits start. */
static void
label_row(struct sbuf *out, const char *label, int wl)
{
	int w;

	sbuf_printf(out, "  %s", label);
	for (w = text_width(label); w < wl + 2; w++)
		sbuf_addc(out, ' ');
}

static void
moore_invariant(struct rules *r, const struct pos *p, struct sbuf *out)
{
	uint64_t count[MOORE_BITS], top = 0;
	unsigned k = moore_k(r);
	struct solution sol;
	struct sbuf cols;
	size_t i;
	int b, high = 0, wl;
	char label[64];

	for (i = 0; i < p->n; i++)
		top |= p->v[i];
	while (high < MOORE_BITS - 1 && top >> (high + 1) != 0)
		high++;
	columns(p, count);
	/* TRANSLATORS: K (three times), K + 1, K again. */
	sbuf_printf(out, W_("In Moore's Nim with K = %1$u a move takes from 1 "
	    "to %2$u heaps.  Write the heaps in binary and count the 1s of "
	    "each column: the player to move loses exactly when every count "
	    "is a multiple of K + 1 = %3$u.  (A move changes at most %4$u "
	    "heaps, so in the highest column it changes it removes 1 to %5$u "
	    "ones and spoils that multiple; from any other position a move "
	    "can make every count a multiple again, column by column from "
	    "the left.)\n\n"), k, k, k + 1, k, k);
	/* The heaps' labels and the counts' label end in the same column,
	 * however wide each is in the reader's language. */
	wl = 0;
	for (i = 0; i < p->n && i < 12; i++) {
		/* TRANSLATORS: the label of a row of the heaps in binary. */
		snprintf(label, sizeof label, W_("heap %2zu"), i + 1);
		if (text_width(label) > wl)
			wl = text_width(label);
	}
	/* TRANSLATORS: the label of the row of the counts of 1s, under
	 * the heaps in binary. */
	if (text_width(W_("1s")) > wl)
		wl = text_width(W_("1s"));
	for (i = 0; i < p->n && i < 12; i++) {
		snprintf(label, sizeof label, W_("heap %2zu"), i + 1);
		label_row(out, label, wl);
		for (b = high; b >= 0; b--)
			sbuf_addc(out, (p->v[i] >> b & 1) ? '1' : '0');
		sbuf_printf(out, "  %llu\n", (unsigned long long)p->v[i]);
	}
	if (p->n > 12)
		sbuf_printf(out, W_("  ... and %zu more heaps\n"), p->n - 12);
	label_row(out, W_("1s"), wl);
	for (b = high; b >= 0; b--)
		sbuf_addc(out, count[b] < 10 ? (char)('0' + count[b]) : '+');
	top = 0;
	sbuf_init(&cols);
	for (b = high; b >= 0; b--) {
		if (count[b] % (k + 1) == 0)
			continue;
		/* TRANSLATORS: a column of the binary table: its value and
		 * how many 1s it holds. */
		sbuf_printf(&cols, W_(" %1$llu (%2$llu ones)"),
		    (unsigned long long)(UINT64_C(1) << b),
		    (unsigned long long)count[b]);
		top = 1;
	}
	if (top == 0) {
		sbuf_printf(out, W_("\n\nColumns whose count is not a "
		    "multiple of %u: none.\nThe player to move loses.\n"),
		    k + 1);
		sbuf_free(&cols);
		return;
	}
	/* TRANSLATORS: K + 1, then the list of columns. */
	sbuf_printf(out, W_("\n\nColumns whose count is not a multiple "
	    "of %1$u:%2$s.\nThe player to move wins by making every count "
	    "a multiple again:\n"), k + 1, sbuf_str(&cols));
	sbuf_free(&cols);
	solution_init(&sol, 3);
	sol.outcome = OUTCOME_N;
	if (constructed_moves(p, k, &sol) == SG_OK) {
		for (i = 0; i < sol.wins.n; i++)
			game_say_move(r, p, &sol.wins.p[i], "  ", out);
	}
	solution_free(&sol);
}

/* The small positions the tests go through, for the K set in r. */
static int
moore_smalls(struct rules *r, struct poslist *out)
{
	(void)r;
	return game_smalls_lists(out, 4, 0, 4, false);
}

/* The menu's named positions, and its random starts. */
static const char *const moore_presets[] = {
	"--k 2 1 2 3 4",
	"--k 2 3 5 6 7",
	"--k 3 5 6 9 10 12",
	"--k 2 7 7 7 9",
	NULL
};

static void
moore_random(const struct rules *r, unsigned level, bool opts,
    uint64_t *seed, struct sbuf *out)
{
	(void)r;
	if (!opts)
		sbuf_printf(out, "--k %llu ", (unsigned long long)
		    game_rand(seed, 2, 3));
	game_random_numbers(out, seed, game_rand(seed, 3, level > 3 ? 6 : 5),
	    1, game_level_size(level, 9, 3), false);
}

const struct game game_moore = {
	.name = "moore",
	.title = WN_("Moore's Nim"),
	.summary = WN_("take from each of 1 to K heaps at once"),
	.notation = {
		/* TRANSLATORS: how a position is typed: the words in
		 * capitals stand for what is typed there; keep the
		 * options, the letters and the signs. */
		.syntax = WN_("[--k K] HEAP..."),
		.opts = moore_opts,
		.init = moore_init,
		.fini = moore_fini,
		.set_opt = moore_set_opt,
		.format_opts = moore_format_opts,
		.parse = moore_parse,
		.format = moore_format,
		.canon = game_canon_sort,
	},
	.rules = {
		.moves = moore_moves,
		.check = moore_check,
		.describe = moore_describe,
		.any_move = game_take_one,
		.move_bound = moore_move_bound,
	},
	.theory = {
		.solve = moore_solve,
	},
	.play = {
		.board = BOARD_HEAPS,
		.models = { MOVE_LOWER_SEVERAL, MOVE_LOWER },
		.item = WN_("heap"),
		.changes = change_lowered,
		.presets = moore_presets,
		.random = moore_random,
	},
	.teach = {
		.invariant = moore_invariant,
	},
	.tests = {
		.smalls = moore_smalls,
	},
};
