/*
 * grundy.c: Grundy's game.  Split one heap into two non-empty heaps of
 * different sizes; it is the take-and-break code 4!.0.  No period is
 * known, so the values are computed up to the largest heap asked about,
 * by the sparse method (see tbtable.h); a sum is won when the values of
 * its heaps XOR to non-zero.
 */
#include "config.h"

#include "games.h"
#include "../tbgame.h"

static const struct game_opt grundy_opts[] = {
	TBG_METHOD_OPT,
	{ NULL, NULL, NULL }
};

static int
grundy_init(struct rules *r, struct sg_cause *why)
{
	struct tb_code c;
	int rc;

	if ((rc = tb_code_parse("4!.0", &c, why)) != SG_OK)
		return rc;
	return tbg_init(r, &c, false, why);
}

/* The small positions the tests go through. */
static int
grundy_smalls(struct rules *r, struct poslist *out)
{
	(void)r;
	return game_smalls_lists(out, 2, 1, 12, false);
}


/* The menu's named positions, and its random starts. */
static const char *const grundy_presets[] = {
	"9",
	"5 10 20",
	"7 7",
	"15",
	NULL
};

static void
grundy_random(const struct rules *r, unsigned level, bool opts, uint64_t *seed,
    struct sbuf *out)
{
	(void)r;
	(void)opts;
	game_random_numbers(out, seed, game_rand(seed, 1, 3), 3,
	    game_level_size(level, 20, 5), false);
}

const struct game game_grundy = {
	.name = "grundy",
	.title = "Grundy's game",
	.summary = "split one heap into two heaps of different sizes",
	.syntax = "HEAP...",
	.board = BOARD_HEAPS,
	.play = {
		.models = { MOVE_SPLIT },
		.item = "heap",
		.changes = change_split,
	},
	.opts = grundy_opts,
	.is_sum = true,
	.init = grundy_init,
	.fini = tbg_fini,
	.set_opt = tbg_set_opt,
	.parse = tbg_parse,
	.format = tbg_format,
	.moves = tbg_moves,
	.check = tbg_check,
	.describe = tbg_describe,
	.any_move = tbg_any_move,
	.canon = game_canon_sort,
	.move_bound = tbg_move_bound,
	.solve = tbg_solve,
	.misere = tbg_misere,
	.misere_why = tbg_misere_why,
	.quotient = tbg_quotient,
	.smalls = grundy_smalls,
	.presets = grundy_presets,
	.random = grundy_random,
	.heap_value = tbg_heap_value,
	.period = tbg_period,
	.count = tbg_count,
	.components = tbg_components,
};
