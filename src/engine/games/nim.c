/*
 * nim.c: Nim.  Take any number of stones from one heap; the value of a
 * heap is its size, and a sum is lost exactly when the sizes XOR to zero
 * (Bouton).  The winning moves are found heap by heap: heap h can be
 * brought to h ^ x whenever that is smaller.
 */
#include "config.h"

#include <stdio.h>

#include "games.h"
#include "engine/words.h"

static int
nim_parse(struct rules *r, int argc, char *const argv[], struct pos *out,
    struct sg_cause *why)
{
	if (argc == 0)
		return sg_fail(why, SG_EINVAL, W_("nim: give at least one "
		    "heap"));
	return game_parse_numbers(argc, argv, sg_max_u63(), "heap", out, why);
}

static void
nim_format(const struct rules *r, const struct pos *p, struct sbuf *out)
{
	game_format_numbers(p, out);
}

static int
nim_moves(struct rules *r, const struct pos *p, struct poslist *out,
    struct sg_cause *why)
{
	struct pos q;
	size_t i;
	int rc = SG_OK;

	pos_init(&q);
	for (i = 0; i < p->n && rc == SG_OK; i++) {
		uint64_t k;

		for (k = 0; k < p->v[i] && rc == SG_OK; k++) {
			if ((rc = pos_copy(&q, p)) != SG_OK)
				break;
			q.v[i] = k;
			rc = poslist_add(out, &q);
		}
	}
	pos_free(&q);
	return rc;
}

static int
nim_check(struct rules *r, const struct pos *from, const struct pos *to,
    struct sg_cause *why)
{
	long i = game_one_changed(from, to);

	if (i < 0)
		return sg_fail(why, SG_EINVAL, W_("a move takes from exactly "
		    "one heap"));
	if (to->v[i] > from->v[i])
		return sg_fail(why, SG_EINVAL, W_("a heap cannot grow"));
	return SG_OK;
}

static void
nim_describe(const struct rules *r, const struct pos *from,
    const struct pos *to, struct sbuf *out)
{
	long i = game_one_changed(from, to);

	if (i < 0 || to->v[i] > from->v[i]) {
		sbuf_add(out, W_("an illegal move"));
		return;
	}
	/* TRANSLATORS: a move of Nim: how many stones, from which heap. */
	sbuf_printf(out, W_("take %1$llu from heap %2$ld"),
	    (unsigned long long)(from->v[i] - to->v[i]), i + 1);
}

static int
nim_solve(struct rules *r, const struct pos *p, struct solution *sol,
    struct sg_cause *why)
{
	struct pos q;
	uint64_t x = 0;
	size_t i;
	int err = SG_OK;

	for (i = 0; i < p->n; i++)
		x ^= p->v[i];
	sol->has_grundy = true;
	sol->grundy = x;
	sol->outcome = x != 0 ? OUTCOME_N : OUTCOME_P;
	if (x == 0)
		return SG_OK;
	pos_init(&q);
	for (i = 0; i < p->n; i++) {
		if ((p->v[i] ^ x) >= p->v[i])
			continue;
		if (pos_copy(&q, p) != SG_OK) {
			err = SG_ENOMEM;
			break;
		}
		q.v[i] ^= x;
		if (!solution_add(sol, &q, &err))
			break;
	}
	pos_free(&q);
	return err == SG_OK ? SG_OK : sg_fail(why, err, W_("out of memory"));
}

static int
nim_heap_value(struct rules *r, uint64_t n, uint64_t *g, struct sg_cause *why)
{
	*g = n;
	return SG_OK;
}

static int
nim_period(struct rules *r, uint64_t max, uint64_t *pre, uint64_t *per,
    struct sg_cause *why)
{
	return sg_fail(why, SG_ERANGE, W_("nim: the value of a heap is its "
	    "size, which is not periodic"));
}

static int
nim_count(struct rules *r, uint64_t n, uint64_t *losing, struct sg_cause *why)
{
	*losing = 0;	/* only the empty heap is lost */
	return SG_OK;
}

static int
nim_components(struct rules *r, const struct pos *p, struct complist *out,
    struct sg_cause *why)
{
	char label[32];
	size_t i;

	for (i = 0; i < p->n; i++) {
		/* TRANSLATORS: a heap by its number, as a part of a sum. */
		snprintf(label, sizeof label, W_("heap %zu"), i + 1);
		if (complist_add(out, label, p->v[i], i, 1) != SG_OK)
			return sg_nomem(why);
	}
	return SG_OK;
}

/* Nim's own words: a heap's value is its size and only shrinks, so the
 * winning moves are exactly those from the heaps with a 1 in the
 * nim-sum's leftmost column (the explanation lists them). */
static void
nim_teach(struct rules *r, const struct pos *p, const struct solution *sol,
    struct sbuf *out)
{
	uint64_t s = 0;
	size_t i;

	(void)r;
	(void)sol;	/* the moves follow from the sizes */
	for (i = 0; i < p->n; i++)
		s ^= p->v[i];
	if (s == 0)
		sbuf_add(out, W_("In Nim a move lowers one heap, which changes "
		    "at least one binary column of that heap, so the nim-sum "
		    "cannot stay 0: every move gives the opponent a nim-sum "
		    "that is not 0.\n"));
	else
		sbuf_add(out, W_("In Nim a heap is worth its size and a move "
		    "only lowers it, so no winning move goes up: there is "
		    "exactly one winning move for each heap with a 1 in that "
		    "column, which takes that heap down to its size XOR the "
		    "nim-sum.\n"));
}

static uint64_t
nim_move_bound(struct rules *r, const struct pos *p)
{
	uint64_t b = 0;
	size_t i;

	for (i = 0; i < p->n; i++) {
		if (p->v[i] > UINT64_MAX - b)
			return UINT64_MAX;
		b += p->v[i];
	}
	return b;
}

/*
 * Misere Nim.  With two or more heaps above 1 no move can leave every heap
 * at 0 or 1, and the normal rule holds: lost exactly when the sizes XOR to
 * 0.  With one heap above 1 the player wins by cutting it to 0 or 1 so
 * that an odd number of 1s is left (that is the only winning move).  With
 * none, the players take the 1s in turn and whoever takes the last loses:
 * lost exactly when the number of 1s is odd.
 */
static int
nim_misere(struct rules *r, const struct pos *p, struct solution *sol,
    struct sg_cause *why)
{
	uint64_t x = 0, ones = 0;
	size_t i, big = 0, nbig = 0;
	bool more = true;
	int err = SG_OK;

	for (i = 0; i < p->n; i++) {
		x ^= p->v[i];
		ones += p->v[i] == 1;
		if (p->v[i] > 1) {
			big = i;
			nbig++;
		}
	}
	sol->has_grundy = false;
	if (nbig == 0)
		sol->outcome = ones % 2 == 1 ? OUTCOME_P : OUTCOME_N;
	else
		sol->outcome = nbig == 1 || x != 0 ? OUTCOME_N : OUTCOME_P;
	if (sol->outcome == OUTCOME_P)
		return SG_OK;
	if (nbig == 1)
		solution_add_set(sol, p, big, ones % 2 == 1 ? 0 : 1, &err);
	for (i = 0; nbig == 0 && i < p->n && more; i++) {
		if (p->v[i] == 1)
			more = solution_add_set(sol, p, i, 0, &err);
	}
	for (i = 0; nbig > 1 && i < p->n && more; i++) {
		if ((p->v[i] ^ x) < p->v[i])
			more = solution_add_set(sol, p, i, p->v[i] ^ x, &err);
	}
	return err == SG_OK ? SG_OK : sg_fail(why, err, W_("out of memory"));
}

/* The small positions the tests go through. */
static int
nim_smalls(struct rules *r, struct poslist *out)
{
	(void)r;
	return game_smalls_lists(out, 3, 1, 5, false);
}


/* The menu's named positions, and its random starts. */
static const char *const nim_presets[] = {
	"3 4 5",
	"1 2 3",
	"7 11 13 14",
	"2 7 9 12 15",
	NULL
};

static void
nim_random(const struct rules *r, unsigned level, bool opts, uint64_t *seed,
    struct sbuf *out)
{
	(void)r;
	(void)opts;
	game_random_numbers(out, seed, game_rand(seed, 3, level > 3 ? 5 : 4), 1,
	    game_level_size(level, 9, 3), false);
}

const struct game game_nim = {
	.name = "nim",
	.title = WN_("Nim"),
	.summary = WN_("take any number of stones from one heap"),
	.notation = {
		/* TRANSLATORS: how a position is typed: the words in
		 * capitals stand for what is typed there; keep the
		 * options, the letters and the signs. */
		.syntax = WN_("HEAP..."),
		.parse = nim_parse,
		.format = nim_format,
		.canon = game_canon_sort,
	},
	.rules = {
		.moves = nim_moves,
		.check = nim_check,
		.describe = nim_describe,
		.any_move = game_take_one,
		.move_bound = nim_move_bound,
	},
	.theory = {
		.is_sum = true,
		.solve = nim_solve,
		.misere = nim_misere,
		.misere_nim_rule = true,
	},
	.heaps = {
		.heap_value = nim_heap_value,
		.period = nim_period,
		.count = nim_count,
	},
	.play = {
		.board = BOARD_HEAPS,
		.models = { MOVE_LOWER },
		.item = WN_("heap"),
		.changes = change_lowered,
		.presets = nim_presets,
		.random = nim_random,
	},
	.teach = {
		.components = nim_components,
		.strategy = nim_teach,
	},
	.tests = {
		.smalls = nim_smalls,
	},
};
