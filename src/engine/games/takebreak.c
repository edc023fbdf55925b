/*
 * takebreak.c: any take-and-break game given by its code in the notation
 * of CGSuite (--code 0.137, 0.[3], 4!.0; see tbcode.h).  Grundy's game,
 * the subtraction games and Kayles are this game under their own names.
 */
#include "config.h"

#include <string.h>

#include "games.h"
#include "engine/words.h"
#include "../tbgame.h"

static const struct game_opt takebreak_opts[] = {
	{ "code", "CODE",
	    WN_("the game's code, such as 0.77, 0.137 or 4!.0") },
	TBG_METHOD_OPT,
	{ NULL, NULL, NULL }
};

static int
takebreak_init(struct rules *r, struct sg_cause *why)
{
	return tbg_init(r, NULL, false, why);
}

static int
takebreak_set_opt(struct rules *r, const char *name, const char *arg,
    struct sg_cause *why)
{
	struct tb_code c;
	int rc;

	if (strcmp(name, "code") != 0)
		return tbg_set_opt(r, name, arg, why);
	if ((rc = tb_code_parse(arg, &c, why)) != SG_OK)
		return rc;
	tbg_set_code(r, &c);
	return SG_OK;
}

static void
takebreak_format_opts(const struct rules *r, struct sbuf *out)
{
	sbuf_add(out, "--code ");
	tb_code_format(tbg_code(r), out);
}

/* The small positions the tests go through. */
static int
takebreak_smalls(struct rules *r, struct poslist *out)
{
	(void)r;
	return game_smalls_lists(out, 2, 0, 8, false);
}


/* The menu's named positions, and its random starts. */
static const char *const takebreak_presets[] = {
	"--code 0.137 10",
	"--code 0.77 4 3",
	"--code 4!.0 9",
	NULL
};

static void
takebreak_random(const struct rules *r, unsigned level, bool opts, uint64_t *seed,
    struct sbuf *out)
{
	/* The game needs a code: one of these unless one was given, so
	 * that a random start (and practice) reads several. */
	static const char *const codes[] = {
		"0.07", "0.137", "0.77", "4.0", "0.15", "0.33", "0.53", "0.72"
	};

	(void)r;
	if (!opts)
		sbuf_printf(out, "--code %s ", codes[game_rand(seed, 0,
		    sizeof codes / sizeof codes[0] - 1)]);
	game_random_numbers(out, seed, game_rand(seed, 1, 3), 3,
	    game_level_size(level, 15, 5), false);
}

const struct game game_takebreak = {
	.name = "takebreak",
	.title = WN_("Take-and-break game"),
	.summary = WN_("a heap game given by its code, such as 0.137 or 4!.0"),
	.notation = {
		/* TRANSLATORS: how a position is typed: the words in
		 * capitals stand for what is typed there; keep the
		 * options, the letters and the signs. */
		.syntax = WN_("--code CODE HEAP..."),
		.opts = takebreak_opts,
		.init = takebreak_init,
		.set_opt = takebreak_set_opt,
		.format_opts = takebreak_format_opts,
	},
	.play = {
		.board = BOARD_HEAPS,
		.models = { MOVE_TAKE_SPLIT },
		.item = WN_("heap"),
		.take_split = { .splits = tbg_splits },
		.changes = change_took_split,
		.presets = takebreak_presets,
		.random = takebreak_random,
		.ending = tbg_ending,
	},
	.tests = {
		.smalls = takebreak_smalls,
	},
	/* The rest as every game of the layer has it. */
	TBG_GAME_HOOKS
};
