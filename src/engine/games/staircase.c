/*
 * staircase.c: Georgia and Bob (staircase Nim on a row of chessmen).
 * Chessmen stand on distinct cells numbered from 1; a move takes one of
 * them any number of cells to the left, without reaching or passing the
 * next chessman on its left, nor passing cell 1.
 *
 * The theory: put a wall at cell 0 and look at the gaps, the empty cells
 * just left of each chessman.  Moving a chessman shrinks its own gap and
 * widens the gap of the chessman on its right by as much.  Counted from
 * the right, the gaps are the steps of staircase Nim: pair the chessmen
 * from the right (with an odd count the leftmost pairs with the wall), and
 * the gap inside each pair, between its left and its right man, is a Nim
 * heap.  Every move changes exactly one of those heaps: the right man of a
 * pair shrinks it, the left man widens it (by taking from the gap between
 * pairs).  So the Grundy value is the XOR of the heaps: the moves that
 * shrink them reach every smaller value, and no move keeps the XOR.  The
 * winning moves set one heap h to h ^ x (x the XOR): by the right man when
 * that is smaller, and by the left man when it is larger and the gap on
 * the left man's left has room for the difference.
 */
#include "config.h"

#include <stdio.h>

#include "games.h"
#include "engine/words.h"
#include "../table.h"

static int
staircase_parse(struct rules *r, int argc, char *const argv[],
    struct pos *out, struct sg_cause *why)
{
	size_t i;
	int rc;

	if (argc == 0)
		return sg_fail(why, SG_EINVAL, W_("staircase: give at least "
		    "one chessman"));
	if ((rc = game_parse_numbers(argc, argv, sg_max_u63(), "cell", out,
	    why)) != SG_OK)
		return rc;
	for (i = 0; i < out->n; i++) {
		if (out->v[i] == 0)
			return sg_fail(why, SG_EINVAL, W_("cell \"%.64s\": "
			    "cells are numbered from 1"), argv[i]);
	}
	pos_sort(out);
	for (i = 1; i < out->n; i++) {
		if (out->v[i] == out->v[i - 1])
			return sg_fail(why, SG_EINVAL, W_("cell \"%llu\": two "
			    "chessmen on one cell"),
			    (unsigned long long)out->v[i]);
	}
	return SG_OK;
}

static void
staircase_format(const struct rules *r, const struct pos *p,
    struct sbuf *out)
{
	game_format_numbers(p, out);
}

/* The empty cells just left of chessman i, down to the next one or the
 * wall at cell 0. */
static inline uint64_t
gap(const struct pos *p, size_t i)
{
	return p->v[i] - (i > 0 ? p->v[i - 1] : 0) - 1;
}

static int
staircase_moves(struct rules *r, const struct pos *p, struct poslist *out,
    struct sg_cause *why)
{
	struct pos q;
	uint64_t d;
	size_t i;
	int rc = SG_OK;

	pos_init(&q);
	for (i = 0; i < p->n && rc == SG_OK; i++) {
		for (d = 1; d <= gap(p, i) && rc == SG_OK; d++) {
			if ((rc = pos_copy(&q, p)) != SG_OK)
				break;
			q.v[i] -= d;
			rc = poslist_add(out, &q);
		}
	}
	pos_free(&q);
	return rc;
}

static int
staircase_check(struct rules *r, const struct pos *from,
    const struct pos *to, struct sg_cause *why)
{
	long i = game_one_changed(from, to);

	if (i < 0)
		return sg_fail(why, SG_EINVAL, W_("a move takes exactly one "
		    "chessman to another cell"));
	if (to->v[i] > from->v[i])
		return sg_fail(why, SG_EINVAL, W_("a chessman moves only to "
		    "the left"));
	if (to->v[i] == 0)
		return sg_fail(why, SG_EINVAL, W_("cells are numbered from 1"));
	if (i > 0 && to->v[i] <= from->v[i - 1])
		return sg_fail(why, SG_EINVAL, W_("a chessman cannot reach or "
		    "pass the one on its left, on cell %llu"),
		    (unsigned long long)from->v[i - 1]);
	return SG_OK;
}

static void
staircase_describe(const struct rules *r, const struct pos *from,
    const struct pos *to, struct sbuf *out)
{
	struct sg_cause why;
	long i = game_one_changed(from, to);

	if (staircase_check(NULL, from, to, &why) != SG_OK) {
		sbuf_add(out, W_("an illegal move"));
		return;
	}
	/* TRANSLATORS: a move of Georgia and Bob: from cell, to cell. */
	sbuf_printf(out, W_("move the chessman on cell %1$llu to cell "
	    "%2$llu"),
	    (unsigned long long)from->v[i], (unsigned long long)to->v[i]);
}

static int
staircase_any_move(struct rules *r, const struct pos *p, struct pos *out,
    struct sg_cause *why)
{
	size_t i;

	/* One cell at a time makes the game last longest. */
	for (i = p->n; i > 0; i--) {
		if (gap(p, i - 1) == 0)
			continue;
		if (pos_copy(out, p) != SG_OK)
			return sg_nomem(why);
		out->v[i - 1]--;
		return SG_OK;
	}
	return SG_ENOMOVE;
}

static int
staircase_solve(struct rules *r, const struct pos *p, struct solution *sol,
    struct sg_cause *why)
{
	uint64_t x = 0, h, t;
	size_t i, first = p->n % 2 == 1 ? 0 : 1;
	bool more = true;
	int err = SG_OK;

	/* The right men of the pairs: n-1, n-3, ... down to first. */
	for (i = first; i < p->n; i += 2)
		x ^= gap(p, i);
	sol->has_grundy = true;
	sol->grundy = x;
	sol->outcome = x != 0 ? OUTCOME_N : OUTCOME_P;
	for (i = first; x != 0 && more && i < p->n; i += 2) {
		h = gap(p, i);
		t = h ^ x;
		if (t < h)
			more = solution_add_set(sol, p, i, p->v[i] - (h - t),
			    &err);
		else if (i > 0 && t - h <= gap(p, i - 1))
			more = solution_add_set(sol, p, i - 1,
			    p->v[i - 1] - (t - h), &err);
	}
	return err == SG_OK ? SG_OK : sg_fail(why, err, W_("out of memory"));
}

/* The pairs from the left, each gap a part labelled with its men's
 * cells; with an odd count the leftmost man pairs with the wall. */
static int
staircase_components(struct rules *r, const struct pos *p,
    struct complist *out, struct sg_cause *why)
{
	size_t i, first = p->n % 2 == 1 ? 0 : 1;
	char label[48];
	int rc;

	for (i = first; i < p->n; i += 2) {
		if (i == 0)
			/* TRANSLATORS: the gap between the wall and the
			 * chessman on a cell, as a part. */
			snprintf(label, sizeof label, W_("wall,cell %llu"),
			    (unsigned long long)p->v[0]);
		else
			/* TRANSLATORS: the gap between two chessmen by
			 * their cells, as a part. */
			snprintf(label, sizeof label, W_("cells %1$llu,%2$llu"),
			    (unsigned long long)p->v[i - 1],
			    (unsigned long long)p->v[i]);
		rc = complist_add(out, label, gap(p, i), i > 0 ? i - 1 : 0,
		    i > 0 ? 2 : 1);
		if (rc != SG_OK)
			return sg_nomem(why);
	}
	return SG_OK;
}

/* The pairs on the actual cells, and which man a winning move slides. */
static void
staircase_teach(struct rules *r, const struct pos *p,
    const struct solution *sol, struct sbuf *out)
{
	size_t i, first = p->n % 2 == 1 ? 0 : 1, k;
	const struct pos *to;

	(void)r;
	if (p->n == 0)
		return;
	sbuf_add(out, W_("The pairs, from the right (with an odd number of "
	    "chessmen the leftmost pairs with the wall at cell 0); the empty "
	    "cells inside a pair are its heap, and the cells between two pairs "
	    "do not count:\n"));
	for (i = first; i < p->n; i += 2) {
		/* TRANSLATORS: a pair of chessmen (their cells), the empty
		 * cells between them and the Nim heap that makes. */
		if (i == 0)
			sbuf_printf(out, W_("  the wall and cell %1$llu: "
			    "%2$llu empty between, a heap of %3$llu\n"),
			    (unsigned long long)p->v[i],
			    (unsigned long long)gap(p, i),
			    (unsigned long long)gap(p, i));
		else
			sbuf_printf(out, W_("  cells %1$llu and %2$llu: %3$llu "
			    "empty between, a heap of %4$llu\n"),
			    (unsigned long long)p->v[i - 1],
			    (unsigned long long)p->v[i],
			    (unsigned long long)gap(p, i),
			    (unsigned long long)gap(p, i));
	}
	if (sol->outcome != OUTCOME_N || sol->wins.n == 0) {
		sbuf_add(out, W_("Sliding a right man takes from its heap, "
		    "as in Nim; sliding a left man adds to the heap, and the "
		    "opponent takes it back by sliding the right man after "
		    "it.\n"));
		return;
	}
	to = &sol->wins.p[0];
	for (k = 0; k < p->n && p->v[k] == to->v[k]; k++)
		;
	if (k == p->n)
		return;
	if (k % 2 == first % 2)
		sbuf_printf(out, W_("The winning move slides the right man of "
		    "its pair, from cell %1$llu to %2$llu: its heap shrinks "
		    "from %3$llu to %4$llu, as taking from a Nim heap.\n"),
		    (unsigned long long)p->v[k], (unsigned long long)to->v[k],
		    (unsigned long long)gap(p, k),
		    (unsigned long long)gap(to, k));
	else
		sbuf_printf(out, W_("The winning move slides the left man of a "
		    "pair, from cell %1$llu to %2$llu: its heap grows from "
		    "%3$llu to %4$llu, the value the nim-sum needs.\n"),
		    (unsigned long long)p->v[k], (unsigned long long)to->v[k],
		    (unsigned long long)gap(p, k + 1),
		    (unsigned long long)gap(to, k + 1));
}

static uint64_t
staircase_move_bound(struct rules *r, const struct pos *p)
{
	/* The gaps add up to the empty cells left of the last man. */
	return p->n == 0 ? 0 : p->v[p->n - 1] - p->n;
}

/* The small positions the tests go through. */
static int
staircase_smalls(struct rules *r, struct poslist *out)
{
	(void)r;
	return game_smalls_lists(out, 3, 1, 7, true);
}


/* No table: what decides the game. */
static int
staircase_table(struct rules *r, const struct pos *p, struct table *t,
    struct sg_cause *why)
{
	(void)p;
	(void)why;
	table_words(t, r, W_("Pair the chessmen from the right (with an odd "
	    "count the leftmost pairs with the wall before cell 1).  The empty "
	    "cells inside each pair are a Nim heap, and the position is lost "
	    "exactly when those heaps XOR to 0.\n"));
	return SG_OK;
}

/* The menu's named positions, and its random starts. */
static const char *const staircase_presets[] = {
	"1 5 6 7 9 12",
	"2 4 8",
	"3 7 10 15",
	NULL
};

static void
staircase_random(const struct rules *r, unsigned level, bool opts, uint64_t *seed,
    struct sbuf *out)
{
	(void)r;
	(void)opts;
	game_random_numbers(out, seed, game_rand(seed, 3, 5), 1,
	    game_level_size(level, 16, 8), true);
}

const struct game game_staircase = {
	.name = "staircase",
	.title = WN_("Georgia and Bob (staircase Nim)"),
	.summary = WN_("move one chessman left, not past another"),
	.notation = {
		/* TRANSLATORS: how a position is typed: the words in
		 * capitals stand for what is typed there; keep the
		 * options, the letters and the signs. */
		.syntax = WN_("CELL..."),
		.parse = staircase_parse,
		.format = staircase_format,
	},
	.rules = {
		.moves = staircase_moves,
		.check = staircase_check,
		.describe = staircase_describe,
		.any_move = staircase_any_move,
		.move_bound = staircase_move_bound,
	},
	.theory = {
		.solve = staircase_solve,
	},
	.play = {
		.board = BOARD_CHESSMEN,
		.models = { MOVE_SLIDE },
		.item = WN_("chessman"),
		/* One row of chessmen, each sliding left any distance. */
		.tokens = { .kinds = { { WN_("chessman"), NULL, NULL, true,
		    false, 0 } } },
		.changes = change_slid,
		.presets = staircase_presets,
		.random = staircase_random,
	},
	.teach = {
		.table = staircase_table,
		.components = staircase_components,
		.strategy = staircase_teach,
	},
	.tests = {
		.smalls = staircase_smalls,
	},
};
