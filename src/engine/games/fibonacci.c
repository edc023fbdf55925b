/*
 * fibonacci.c: Fibonacci Nim.  One heap; the first move takes at least
 * one stone but not all of them, and every later move takes at least one
 * and at most twice what the move before it took.  Whoever takes the
 * last stone wins.
 *
 * The position is two entries: the heap n and the previous take k, 0
 * before the first move.  The most a move may take is then m = n - 1 on
 * the first move and min(2k, n) after it.
 *
 * The theory is Zeckendorf's: every n >= 1 is one way a sum of
 * Fibonacci numbers (1, 2, 3, 5, 8, ...) no two of them neighbours.  Let
 * z be the smallest term of n.  The position is won exactly when z <= m:
 * taking z leaves n - z, whose smallest term is at least the second next
 * Fibonacci number after z, more than 2z, so the opponent cannot take it;
 * and any take t < z leaves a number whose smallest term is at most 2t
 * (the lower terms of z - t, which is smaller than z), so whoever faces
 * z > m hands back a position of the same kind.  A first-move heap is
 * lost exactly when it is itself a Fibonacci number (z = n > n - 1).
 *
 * A winning move takes t with the rest n - t lost: its smallest term more
 * than 2t, or nothing left.  Such a t is less than half the rest's
 * smallest term F, so below the Fibonacci number before F, and adding it
 * back changes none of the rest's terms: t is the sum of the smallest few terms of n.  So the winning
 * moves are among the sums of n's smallest terms, at most 90 of them.
 *
 * The Grundy values, for sums, come from a search over (heap, most
 * that may be taken), a triangle grown on demand up to FIB_GRUNDY_MAX;
 * beyond it a position has no value computed.
 */
#include "config.h"

#include <stdlib.h>

#include "games.h"
#include "engine/words.h"

enum {
	FIB_TERMS = 93,			/* Fibonacci numbers below 2^64 */
	FIB_GRUNDY_MAX = 2048		/* the largest heap with values */
};

struct fib_priv {
	/* row n holds n + 1 values: the value of heap n when at most
	 * j (0..n) may be taken */
	uint16_t **row;
	size_t rows;			/* rows 0 .. rows - 1 computed */
};

/* The Fibonacci numbers 1, 2, 3, 5, ... (each once). */
static size_t
fib_table(uint64_t f[FIB_TERMS])
{
	uint64_t a = 1, b = 2;
	size_t n = 0;

	f[n++] = 1;
	while (n < FIB_TERMS) {
		f[n++] = b;
		if (b > UINT64_MAX - a)
			break;
		b += a;
		a = f[n - 1];
	}
	return n;
}

/* The Zeckendorf terms of x, smallest first, in t; their number. */
static size_t
fib_terms(uint64_t x, uint64_t t[FIB_TERMS])
{
	uint64_t f[FIB_TERMS], rev[FIB_TERMS];
	size_t nf = fib_table(f), n = 0, i;

	while (x > 0) {
		i = nf;
		while (f[i - 1] > x)
			i--;
		rev[n++] = f[i - 1];
		x -= f[i - 1];
	}
	for (i = 0; i < n; i++)
		t[i] = rev[n - 1 - i];
	return n;
}

/* The smallest Zeckendorf term of x (0 for 0). */
static uint64_t
fib_smallest(uint64_t x)
{
	uint64_t t[FIB_TERMS];

	return fib_terms(x, t) > 0 ? t[0] : 0;
}

/* The most a move of p may take. */
static uint64_t
fib_most(const struct pos *p)
{
	uint64_t n = p->v[0], k = p->v[1];

	if (k == 0)
		return n > 0 ? n - 1 : 0;
	return k >= n / 2 + 1 ? n : 2 * k;
}

static int
fib_init(struct rules *r, struct sg_cause *why)
{
	struct fib_priv *fp = sg_calloc(1, sizeof *fp);

	if (fp == NULL)
		return sg_nomem(why);
	r->priv = fp;
	return SG_OK;
}

static void
fib_fini(struct rules *r)
{
	struct fib_priv *fp = r->priv;
	size_t i;

	if (fp == NULL)
		return;
	for (i = 0; i < fp->rows; i++)
		free(fp->row[i]);
	free(fp->row);
	free(fp);
	r->priv = NULL;
}

/* Grow the triangle of values to cover heaps 0..n. */
static int
fib_grow(struct rules *r, uint64_t n, struct sg_cause *why)
{
	struct fib_priv *fp = r->priv;
	uint16_t **rows;
	unsigned char *seen;
	size_t h;

	if (n < fp->rows)
		return SG_OK;
	rows = sg_reallocarray(fp->row, (size_t)n + 1, sizeof *rows);
	if (rows == NULL)
		return sg_nomem(why);
	fp->row = rows;
	seen = sg_calloc((size_t)n + 2, 1);
	if (seen == NULL)
		return sg_nomem(why);
	for (h = fp->rows; h <= n; h++) {
		uint16_t *v = sg_calloc(h + 1, sizeof *v);
		size_t t, mex = 0;

		if (v == NULL) {
			free(seen);
			return sg_nomem(why);
		}
		for (t = 0; t <= h + 1; t++)
			seen[t] = 0;
		for (t = 1; t <= h; t++) {
			size_t rest = h - t;
			size_t most = 2 * t < rest ? 2 * t : rest;

			seen[fp->row[rest][most]] = 1;
			while (seen[mex])
				mex++;
			v[t] = (uint16_t)mex;
		}
		fp->row[h] = v;
		fp->rows = h + 1;
		if ((h & 127) == 0 && !rules_progress(r, h, n)) {
			free(seen);
			return sg_fail(why, SG_EINTR, W_("stopped"));
		}
	}
	free(seen);
	return SG_OK;
}

/* The Grundy value of p, when its heap is within the search's bound. */
static int
fib_value(struct rules *r, const struct pos *p, uint64_t *g,
    struct sg_cause *why)
{
	struct fib_priv *fp = r->priv;
	int rc;

	if (p->v[0] > FIB_GRUNDY_MAX)
		return sg_fail(why, SG_ERANGE, W_("fibonacci: Grundy values "
		    "are searched for heaps up to %d only"), FIB_GRUNDY_MAX);
	if ((rc = fib_grow(r, p->v[0], why)) != SG_OK)
		return rc;
	*g = fp->row[p->v[0]][fib_most(p)];
	return SG_OK;
}

static int
fib_parse(struct rules *r, int argc, char *const argv[], struct pos *out,
    struct sg_cause *why)
{
	int rc;

	(void)r;
	if (argc < 1 || argc > 2)
		return sg_fail(why, SG_EINVAL, W_("fibonacci: give a heap, "
		    "and after the first move the previous take"));
	if ((rc = game_parse_numbers(argc, argv, sg_max_u63(), "heap", out,
	    why)) != SG_OK)
		return rc;
	if (argc == 1)
		return pos_push(out, 0) == SG_OK ? SG_OK : sg_nomem(why);
	if (out->v[1] == 0)
		return sg_fail(why, SG_EINVAL, W_("take \"%s\": the previous "
		    "take was at least 1 stone"), argv[1]);
	return SG_OK;
}

static void
fib_format(const struct rules *r, const struct pos *p, struct sbuf *out)
{
	(void)r;
	if (p->n != 2) {
		game_format_numbers(p, out);
		return;
	}
	sbuf_printf(out, "%llu", (unsigned long long)p->v[0]);
	if (p->v[1] != 0)
		sbuf_printf(out, " %llu", (unsigned long long)p->v[1]);
}

static int
fib_moves(struct rules *r, const struct pos *p, struct poslist *out,
    struct sg_cause *why)
{
	struct pos q;
	uint64_t t, m = fib_most(p);
	int rc = SG_OK;

	(void)r;
	pos_init(&q);
	for (t = 1; t <= m && rc == SG_OK; t++) {
		if ((rc = pos_copy(&q, p)) != SG_OK)
			break;
		q.v[0] = p->v[0] - t;
		q.v[1] = t;
		rc = poslist_add(out, &q);
	}
	pos_free(&q);
	return rc == SG_OK ? SG_OK : sg_nomem(why);
}

static int
fib_legal(const struct pos *from, const struct pos *to, struct sg_cause *why)
{
	uint64_t t, m;

	if (from->n != 2 || to->n != 2)
		return sg_fail(why, SG_EINVAL, W_("a position is a heap and "
		    "the previous take"));
	if (from->v[0] == 0)
		return sg_fail(why, SG_EINVAL, W_("the game is over: the heap "
		    "is empty"));
	if (to->v[0] >= from->v[0])
		return sg_fail(why, SG_EINVAL, W_("take at least one stone"));
	t = from->v[0] - to->v[0];
	m = fib_most(from);
	if (t > m) {
		if (from->v[1] == 0)
			return sg_fail(why, SG_EINVAL, W_("the first move may "
			    "not take every stone"));
		return sg_fail(why, SG_EINVAL, W_("take at most %1$llu: "
		    "twice the previous take, %2$llu"),
		    (unsigned long long)m, (unsigned long long)from->v[1]);
	}
	if (to->v[1] != t)
		return sg_fail(why, SG_EINVAL, W_("the second number is the "
		    "take just made, %llu"), (unsigned long long)t);
	return SG_OK;
}

static int
fib_check(struct rules *r, const struct pos *from, const struct pos *to,
    struct sg_cause *why)
{
	(void)r;
	return fib_legal(from, to, why);
}

static void
fib_describe(const struct rules *r, const struct pos *from,
    const struct pos *to, struct sbuf *out)
{
	struct sg_cause why;

	(void)r;
	if (fib_legal(from, to, &why) != SG_OK) {
		sbuf_add(out, W_("an illegal move"));
		return;
	}
	/* TRANSLATORS: a move of Fibonacci Nim: how many stones. */
	sbuf_printf(out, W_("take %llu"),
	    (unsigned long long)(from->v[0] - to->v[0]));
}

static int
fib_any_move(struct rules *r, const struct pos *p, struct pos *out,
    struct sg_cause *why)
{
	(void)r;
	if (p->n != 2 || fib_most(p) == 0)
		return sg_fail(why, SG_ENOMOVE, W_("no move left"));
	if (pos_copy(out, p) != SG_OK)
		return sg_nomem(why);
	out->v[0] = p->v[0] - 1;
	out->v[1] = 1;
	return SG_OK;
}

static uint64_t
fib_move_bound(struct rules *r, const struct pos *p)
{
	(void)r;
	return p->n == 2 ? fib_most(p) : 0;
}

static int
fib_solve(struct rules *r, const struct pos *p, struct solution *sol,
    struct sg_cause *why)
{
	uint64_t t[FIB_TERMS], n = p->v[0], m = fib_most(p), take = 0, g = 0;
	size_t nt, i;
	int err = SG_OK, rc;
	struct sg_cause ignore;

	if (p->n != 2)
		return sg_fail(why, SG_EINVAL, W_("a position is a heap and "
		    "the previous take"));
	nt = fib_terms(n, t);
	sol->outcome = nt > 0 && t[0] <= m ? OUTCOME_N : OUTCOME_P;
	rc = fib_value(r, p, &g, &ignore);
	if (rc == SG_ENOMEM || rc == SG_EINTR)
		return sg_fail(why, rc, "%s", ignore.text);
	sol->has_grundy = rc == SG_OK;
	sol->grundy = rc == SG_OK ? g : 0;
	/* The winning takes are sums of the smallest terms, the rest's
	 * smallest term more than twice the take. */
	for (i = 0; i < nt && sol->outcome == OUTCOME_N; i++) {
		struct pos q;
		bool more;

		take += t[i];
		if (take > m)
			break;
		if (i + 1 < nt && t[i + 1] <= 2 * take)
			continue;
		pos_init(&q);
		if (pos_copy(&q, p) != SG_OK) {
			err = SG_ENOMEM;
			break;
		}
		q.v[0] = n - take;
		q.v[1] = take;
		more = solution_add(sol, &q, &err);
		pos_free(&q);
		if (!more)
			break;
	}
	return err == SG_OK ? SG_OK : sg_fail(why, err, W_("out of memory"));
}

/* What a move changed: stones taken from the heap (the previous take is
 * no item of the board). */
static int
fib_changes(const struct pos *from, const struct pos *to, bool after,
    struct changes *out)
{
	(void)after;
	if (from->n != 2 || to->n != 2 || to->v[0] >= from->v[0])
		return SG_OK;
	return changes_add(out, CHANGE_TAKE, 0, to->v[0], from->v[0]);
}

/* The board's heap is entry 0; a move takes from it within the range. */
static size_t
fib_heaps(const struct rules *r, const struct pos *p)
{
	(void)r;
	(void)p;
	return 1;
}

static void
fib_range(const struct rules *r, const struct pos *p, size_t i,
    uint64_t *lo, uint64_t *hi)
{
	(void)r;
	*hi = p->n == 2 && i == 0 ? fib_most(p) : 0;
	*lo = *hi > 0 ? 1 : 0;
}

static int
fib_take(const struct rules *r, const struct pos *p, size_t i, uint64_t t,
    struct pos *out, struct sg_cause *why)
{
	(void)r;
	if (p->n != 2 || i != 0 || t == 0 || t > p->v[0])
		return sg_fail(why, SG_EINVAL, W_("an illegal move"));
	if (pos_copy(out, p) != SG_OK)
		return sg_nomem(why);
	out->v[0] = p->v[0] - t;
	out->v[1] = t;
	return SG_OK;
}

/* Zeckendorf's sum of x, written "12 = 8 + 3 + 1", largest first. */
static void
fib_say_terms(uint64_t x, struct sbuf *out)
{
	uint64_t t[FIB_TERMS];
	size_t n = fib_terms(x, t), i;

	sbuf_printf(out, "%llu = ", (unsigned long long)x);
	for (i = n; i > 0; i--)
		sbuf_printf(out, i < n ? " + %llu" : "%llu",
		    (unsigned long long)t[i - 1]);
}

static void
fib_invariant(struct rules *r, const struct pos *p, struct sbuf *out)
{
	struct sbuf sum;
	uint64_t n, m, z;

	(void)r;
	if (p->n != 2)
		return;
	n = p->v[0];
	m = fib_most(p);
	if (n == 0) {
		sbuf_add(out, W_("The heap is empty: the opponent took the "
		    "last stone, and the player to move has lost.\n"));
		return;
	}
	sbuf_init(&sum);
	fib_say_terms(n, &sum);
	z = fib_smallest(n);
	/* TRANSLATORS: Zeckendorf's theorem: a number written as a sum of
	 * Fibonacci numbers, no two of them neighbours in 1, 2, 3, 5,
	 * 8, ...; %s is that sum ("12 = 8 + 3 + 1"). */
	sbuf_printf(out, W_("Every number is one way a sum of Fibonacci "
	    "numbers (1, 2, 3, 5, 8, 13, ...) with no two neighbours: its "
	    "Zeckendorf sum.  Here %s.\n"), sbuf_str(&sum));
	sbuf_free(&sum);
	if (p->v[1] == 0)
		sbuf_printf(out, W_("This is the first move: it may take 1 to "
		    "%llu stones, anything but the whole heap.\n"),
		    (unsigned long long)m);
	else
		sbuf_printf(out, W_("The previous move took %1$llu, so this "
		    "one may take 1 to %2$llu stones.\n"),
		    (unsigned long long)p->v[1], (unsigned long long)m);
	if (z > m) {
		if (p->v[1] == 0)
			sbuf_printf(out, W_("The heap %llu is itself a "
			    "Fibonacci number, and the first move may not take "
			    "it all.  "), (unsigned long long)n);
		sbuf_printf(out, W_("The smallest term, %1$llu, is more than "
		    "the %2$llu this move may take.  Whatever is taken, say "
		    "t, is less than that term, and the rest has a term of "
		    "at most 2t, which the opponent may take: the position "
		    "stays good for the opponent, who keeps taking the "
		    "smallest term to the end.  The player to move loses.\n"),
		    (unsigned long long)z, (unsigned long long)m);
		return;
	}
	sbuf_printf(out, W_("The smallest term, %1$llu, may be taken (at most "
	    "%2$llu may).  Taking it leaves %3$llu, whose smallest term is "
	    "more than twice %1$llu, so the opponent cannot take it, and "
	    "the same holds after every move: the player to move wins by "
	    "always taking the smallest term.\n"), (unsigned long long)z,
	    (unsigned long long)m, (unsigned long long)(n - z));
}

/* The small positions: heaps 0 to 30, first move and after takes 1 to
 * 12. */
static int
fib_smalls(struct rules *r, struct poslist *out)
{
	struct pos q;
	uint64_t n, k;
	int rc = SG_OK;

	(void)r;
	pos_init(&q);
	if (pos_resize(&q, 2) != SG_OK)
		return SG_ENOMEM;
	for (n = 0; n <= 30 && rc == SG_OK; n++) {
		for (k = 0; k <= 12 && rc == SG_OK; k++) {
			q.v[0] = n;
			q.v[1] = k;
			rc = poslist_add(out, &q);
		}
	}
	pos_free(&q);
	return rc;
}

static const char *const fib_presets[] = {
	"20",
	"100",
	"1000",
	"54 3",
	NULL
};

/* A first-move heap; the caller keeps it if it is fair. */
static void
fib_random(const struct rules *r, unsigned level, bool opts, uint64_t *seed,
    struct sbuf *out)
{
	(void)r;
	(void)opts;
	sbuf_printf(out, "%llu", (unsigned long long)game_rand(seed, 10,
	    game_level_size(level, 100, 20)));
}

/* A position's size is its heap; the previous take is no stone. */
static uint64_t
fib_size(const struct rules *r, const struct pos *p)
{
	(void)r;
	return p->n > 0 ? p->v[0] : 0;
}

const struct game game_fibonacci = {
	.name = "fibonacci",
	.title = WN_("Fibonacci Nim"),
	.summary = WN_("take 1 to twice the previous take; first move: not "
	    "all"),
	.notation = {
		/* TRANSLATORS: how a position is typed: the words in
		 * capitals stand for what is typed there; keep the
		 * options, the letters and the signs. */
		.syntax = WN_("HEAP [PREVIOUS-TAKE]"),
		.init = fib_init,
		.fini = fib_fini,
		.parse = fib_parse,
		.format = fib_format,
		.size = fib_size,
	},
	.rules = {
		.moves = fib_moves,
		.check = fib_check,
		.describe = fib_describe,
		.any_move = fib_any_move,
		.move_bound = fib_move_bound,
	},
	.theory = {
		.solve = fib_solve,
	},
	.play = {
		.board = BOARD_HEAPS,
		.models = { MOVE_LOWER },
		.item = WN_("heap"),
		.lower.heaps = fib_heaps,
		.lower.range = fib_range,
		.lower.take = fib_take,
		.changes = fib_changes,
		.presets = fib_presets,
		.random = fib_random,
	},
	.teach = {
		.invariant = fib_invariant,
	},
	.tests = {
		.smalls = fib_smalls,
	},
};
