/*
 * ordered.c: ordered piles (TopCoder SRM 309, StoneGameStrategist).  The
 * piles never go down from left to right; a move takes stones from one
 * pile and must leave them in that order.
 *
 * Look at the steps d(i) = a(i) - a(i-1), with a(-1) = 0.  Taking x from
 * pile i moves x units from step i to step i + 1, or off the board from the
 * last step: staircase Nim, with the ground after the last pile.  The steps
 * an odd distance from the ground, the last, the third from last and so
 * on, are Nim heaps: a move from them is a Nim move, and a move onto them
 * from an even step only adds to one of them.  So the Grundy value is the
 * XOR of those steps, and every winning move is found pile by pile.
 *
 * The source asks for the winning move with the least x and then the
 * lowest pile; solve lists that move first.
 */
#include "config.h"

#include <stdio.h>

#include "games.h"
#include "engine/words.h"
#include "../table.h"

static int
ordered_parse(struct rules *r, int argc, char *const argv[], struct pos *out,
    struct sg_cause *why)
{
	size_t i;
	int rc;

	if (argc == 0)
		return sg_fail(why, SG_EINVAL, W_("ordered: give at least one "
		    "pile"));
	rc = game_parse_numbers(argc, argv, sg_max_u63(), "pile", out, why);
	if (rc != SG_OK)
		return rc;
	for (i = 1; i < out->n; i++) {
		if (out->v[i] < out->v[i - 1])
			return sg_fail(why, SG_EINVAL, W_("pile \"%.64s\": "
			    "must be at least the pile before it "
			    "(%llu)"), argv[i],
			    (unsigned long long)out->v[i - 1]);
	}
	return SG_OK;
}

static void
ordered_format(const struct rules *r, const struct pos *p, struct sbuf *out)
{
	game_format_numbers(p, out);
}

/* The step up to pile i. */
static inline uint64_t
step(const struct pos *p, size_t i)
{
	return i == 0 ? p->v[0] : p->v[i] - p->v[i - 1];
}

/* Is step i an odd distance from the ground (a Nim heap)? */
static inline bool
counts(const struct pos *p, size_t i)
{
	return (p->n - 1 - i) % 2 == 0;
}

static uint64_t
nim_sum(const struct pos *p)
{
	uint64_t x = 0;
	size_t i;

	for (i = 0; i < p->n; i++) {
		if (counts(p, i))
			x ^= step(p, i);
	}
	return x;
}

/* How many to take from pile i to bring the nim-sum x to 0, or 0 when no
 * move from pile i does. */
static uint64_t
win_take(const struct pos *p, size_t i, uint64_t x)
{
	uint64_t d = step(p, i), next;

	if (counts(p, i))
		return (d ^ x) < d ? d - (d ^ x) : 0;
	/* Stones from an even step land on the Nim heap after it. */
	next = step(p, i + 1);
	return (next ^ x) > next && (next ^ x) - next <= d ?
	    (next ^ x) - next : 0;
}

/* The seed's move: the least take, then the lowest pile.  False when the
 * position is lost. */
static bool
seed_move(const struct pos *p, size_t *pile, uint64_t *take)
{
	uint64_t x = nim_sum(p), t;
	size_t i;
	bool found = false;

	for (i = 0; i < p->n && x != 0; i++) {
		t = win_take(p, i, x);
		if (t != 0 && (!found || t < *take)) {
			*pile = i;
			*take = t;
			found = true;
		}
	}
	return found;
}

static int
ordered_moves(struct rules *r, const struct pos *p, struct poslist *out,
    struct sg_cause *why)
{
	struct pos q;
	uint64_t x;
	size_t i;
	int rc = SG_OK;

	pos_init(&q);
	for (i = 0; i < p->n && rc == SG_OK; i++) {
		for (x = 1; x <= step(p, i) && rc == SG_OK; x++) {
			if ((rc = pos_copy(&q, p)) != SG_OK)
				break;
			q.v[i] -= x;
			rc = poslist_add(out, &q);
		}
	}
	pos_free(&q);
	return rc == SG_OK ? SG_OK : sg_fail(why, rc, W_("out of memory"));
}

static int
ordered_check(struct rules *r, const struct pos *from, const struct pos *to,
    struct sg_cause *why)
{
	long i = game_one_changed(from, to);

	if (i < 0)
		return sg_fail(why, SG_EINVAL, W_("a move takes from exactly "
		    "one pile"));
	if (to->v[i] > from->v[i])
		return sg_fail(why, SG_EINVAL, W_("a pile cannot grow"));
	if (i > 0 && to->v[i] < from->v[i - 1])
		return sg_fail(why, SG_EINVAL, W_("pile %ld would be smaller "
		    "than the pile before it"), i + 1);
	return SG_OK;
}

static void
ordered_describe(const struct rules *r, const struct pos *from,
    const struct pos *to, struct sbuf *out)
{
	long i = game_one_changed(from, to);
	uint64_t take;

	if (ordered_check(NULL, from, to, NULL) != SG_OK) {
		sbuf_add(out, W_("an illegal move"));
		return;
	}
	take = from->v[i] - to->v[i];
	/* TRANSLATORS: a move: how many stones, from which pile. */
	sbuf_printf(out, W_("take %1$llu from pile %2$ld"),
	    (unsigned long long)take, i + 1);
}

static int
ordered_any_move(struct rules *r, const struct pos *p, struct pos *out,
    struct sg_cause *why)
{
	size_t i;

	/* Every move takes at least one stone, so taking one is longest. */
	for (i = 0; i < p->n && step(p, i) == 0; i++)
		continue;
	if (i == p->n)
		return SG_ENOMOVE;
	if (pos_copy(out, p) != SG_OK)
		return sg_nomem(why);
	out->v[i]--;
	return SG_OK;
}

/* Each stone a step holds is one move: as many moves as the last pile. */
static uint64_t
ordered_move_bound(struct rules *r, const struct pos *p)
{
	return p->n > 0 ? p->v[p->n - 1] : 0;
}

static int
ordered_solve(struct rules *r, const struct pos *p, struct solution *sol,
    struct sg_cause *why)
{
	uint64_t x = nim_sum(p), take = 0;
	size_t i, first;
	int err = SG_OK;

	sol->has_grundy = true;
	sol->grundy = x;
	sol->outcome = x != 0 ? OUTCOME_N : OUTCOME_P;
	if (!seed_move(p, &first, &take))
		return SG_OK;
	if (!solution_add_set(sol, p, first, p->v[first] - take, &err))
		goto out;
	for (i = 0; i < p->n; i++) {
		if (i != first && (take = win_take(p, i, x)) != 0 &&
		    !solution_add_set(sol, p, i, p->v[i] - take, &err))
			break;
	}
out:
	return err == SG_OK ? SG_OK : sg_fail(why, err, W_("out of memory"));
}

/* The parts: the steps an odd number of stairs from the end, each with
 * the one or two piles it lies between. */
static int
ordered_components(struct rules *r, const struct pos *p, struct complist *out,
    struct sg_cause *why)
{
	char label[64];
	size_t i;

	for (i = 0; i < p->n; i++) {
		if (!counts(p, i))
			continue;
		if (i == 0)
			/* TRANSLATORS: the first pile, as a part. */
			snprintf(label, sizeof label, "%s", W_("pile 1"));
		else
			/* TRANSLATORS: the step between two piles, as a
			 * part: "pile 3 - pile 2". */
			snprintf(label, sizeof label,
			    W_("pile %1$zu - pile %2$zu"), i + 1, i);
		if (complist_add(out, label, step(p, i), i == 0 ? 0 : i - 1,
		    i == 0 ? 1 : 2) != SG_OK)
			return sg_nomem(why);
	}
	return SG_OK;
}

/* The small positions the tests go through. */
static int
ordered_smalls(struct rules *r, struct poslist *out)
{
	(void)r;
	return game_smalls_lists(out, 3, 0, 5, false);
}


/* No table: what decides the game. */
static int
ordered_table(struct rules *r, const struct pos *p, struct table *t,
    struct sg_cause *why)
{
	(void)p;
	(void)why;
	table_words(t, r, W_("The steps between neighbouring piles (the first "
	    "pile's from 0) play staircase Nim down to the ground after the "
	    "last pile: the last step, the third from last and so on are Nim "
	    "heaps, and the position is lost exactly when they XOR to 0.\n"));
	return SG_OK;
}

/* The menu's named positions, and its random starts. */
static const char *const ordered_presets[] = {
	"3 4 5",
	"1 2 4 7",
	"2 2 3 6",
	NULL
};

static void
ordered_random(const struct rules *r, unsigned level, bool opts, uint64_t *seed,
    struct sbuf *out)
{
	(void)r;
	(void)opts;
	game_random_numbers(out, seed, game_rand(seed, 3, 5), 1,
	    game_level_size(level, 12, 6), true);
}

const struct game game_ordered = {
	.name = "ordered",
	.title = WN_("Ordered piles"),
	.summary = WN_("take from one pile; the piles must stay in order"),
	.notation = {
		/* TRANSLATORS: how a position is typed: the words in
		 * capitals stand for what is typed there; keep the
		 * options, the letters and the signs. */
		.syntax = WN_("PILE..."),
		.parse = ordered_parse,
		.format = ordered_format,
	},
	.rules = {
		.moves = ordered_moves,
		.check = ordered_check,
		.describe = ordered_describe,
		.any_move = ordered_any_move,
		.move_bound = ordered_move_bound,
	},
	.theory = {
		.solve = ordered_solve,
	},
	.play = {
		.board = BOARD_STAIR,
		.models = { MOVE_LOWER },
		.item = WN_("pile"),
		.changes = change_lowered,
		.presets = ordered_presets,
		.random = ordered_random,
	},
	.teach = {
		.table = ordered_table,
		.components = ordered_components,
	},
	.tests = {
		.smalls = ordered_smalls,
	},
};
