/*
 * grundy.c: Grundy's game.  Split one heap into two non-empty heaps of
 * different sizes; it is the take-and-break code 4!.0.  No period is
 * known, so the values are computed up to the largest heap asked about,
 * by the sparse method (see tbtable.h); a sum is won when the values of
 * its heaps XOR to non-zero.
 */
#include "config.h"

#include "games.h"
#include "engine/words.h"
#include "../tbgame.h"

static int
grundy_init(struct rules *r, struct sg_cause *why)
{
	return tbg_init_text(r, "4!.0", false, why);
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
	.title = WN_("Grundy's game"),
	.summary = WN_("split one heap into two heaps of different sizes"),
	.notation = {
		/* TRANSLATORS: how a position is typed: the words in
		 * capitals stand for what is typed there; keep the
		 * options, the letters and the signs. */
		.syntax = WN_("HEAP..."),
		.opts = tbg_opts,
		.init = grundy_init,
		.set_opt = tbg_set_opt,
	},
	.play = {
		.board = BOARD_HEAPS,
		.models = { MOVE_SPLIT },
		.item = WN_("heap"),
		.changes = change_split,
		.presets = grundy_presets,
		.random = grundy_random,
		.ending = tbg_ending,
	},
	.tests = {
		.smalls = grundy_smalls,
	},
	/* The rest as every game of the layer has it. */
	TBG_GAME_HOOKS
};
