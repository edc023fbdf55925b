/*
 * subtract.c: the subtraction game.  Take exactly a stones from one heap,
 * for some a in the set (1,2,3 unless --take says otherwise).  It is the
 * take-and-break code with a 3 for each take; the values depend on the
 * last max(set) values only, so a repeated window proves their period and
 * any heap answers at once.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "games.h"
#include "engine/words.h"
#include "../tbgame.h"

static const struct game_opt subtract_opts[] = {
	{ "take", "SET", "the takes allowed, such as 1,3,4 (each 1..256)" },
	TBG_METHOD_OPT,
	{ NULL, NULL, NULL }
};

static int
subtract_init(struct rules *r, struct sg_cause *why)
{
	static const uint64_t takes[] = { 1, 2, 3 };
	struct tb_code c;

	tb_code_subtraction(takes, 3, &c);
	return tbg_init(r, &c, false, why);
}

/* One element of a --take list, ending at a comma or the end. */
static int
parse_take(const char *arg, const char **s, uint64_t *x, struct sg_cause *why)
{
	const char *start = *s;

	/* TRANSLATORS: "take" is the name of the option --take, the
	 * quoted text what was given. */
	if (**s < '0' || **s > '9')
		return sg_fail(why, SG_EINVAL, W_("take \"%.40s\": each "
		    "element must be a whole number >= 1"), arg);
	for (*x = 0; **s >= '0' && **s <= '9'; (*s)++) {
		*x = *x * 10 + (uint64_t)(**s - '0');
		if (*x > TB_MAX_TAKE)
			return sg_fail(why, SG_EINVAL, W_("take \"%.40s\": "
			    "%.*s is past %d, the largest take"), arg,
			    (int)strspn(start, "0123456789"), start,
			    TB_MAX_TAKE);
	}
	if (*x == 0)
		return sg_fail(why, SG_EINVAL, W_("take \"%.40s\": 0 is not a "
		    "take (each is a whole number >= 1)"), arg);
	if (**s != ',' && **s != '\0')
		return sg_fail(why, SG_EINVAL, W_("take \"%.40s\": want "
		    "numbers separated by commas, such as 1,3,4"), arg);
	return SG_OK;
}

static int
subtract_set_opt(struct rules *r, const char *name, const char *arg,
    struct sg_cause *why)
{
	uint64_t takes[TB_MAX_TAKE], x = 0;
	bool seen[TB_MAX_TAKE + 1] = { false };
	struct tb_code c;
	const char *s = arg;
	size_t n = 0;
	int rc;

	if (strcmp(name, "take") != 0)
		return tbg_set_opt(r, name, arg, why);
	if (*s == '\0')
		return sg_fail(why, SG_EINVAL, W_("take \"\": the set is "
		    "empty"));
	for (;;) {
		if ((rc = parse_take(arg, &s, &x, why)) != SG_OK)
			return rc;
		if (seen[x])
			return sg_fail(why, SG_EINVAL, W_("take \"%.40s\": "
			    "%llu is listed twice"), arg,
			    (unsigned long long)x);
		seen[x] = true;
		takes[n++] = x;
		if (*s++ == '\0')
			break;
	}
	tb_code_subtraction(takes, n, &c);
	tbg_set_code(r, &c);
	return SG_OK;
}

static void
subtract_format_opts(const struct rules *r, struct sbuf *out)
{
	const struct tb_code *c = tbg_code(r);
	unsigned k;
	bool first = true;

	sbuf_add(out, "--take ");
	for (k = 1; k < c->len; k++) {
		if (c->d[k] == 0)
			continue;
		sbuf_printf(out, "%s%u", first ? "" : ",", k);
		first = false;
	}
}

/* The small positions the tests go through. */
static int
subtract_smalls(struct rules *r, struct poslist *out)
{
	(void)r;
	return game_smalls_lists(out, 2, 0, 10, false);
}


/* The menu's named positions, and its random starts. */
static const char *const subtract_presets[] = {
	"--take 1,3,4 10 7",
	"--take 1,2 20",
	"--take 2,5,6 15 12",
	NULL
};

static void
subtract_random(const struct rules *r, unsigned level, bool opts, uint64_t *seed,
    struct sbuf *out)
{
	(void)r;
	(void)opts;
	game_random_numbers(out, seed, game_rand(seed, 2, 3), 5,
	    game_level_size(level, 20, 8), false);
}

const struct game game_subtract = {
	.name = "subtract",
	.title = WN_("Subtraction game"),
	.summary = WN_("take exactly a stones from one heap, for a in a set"),
	.notation = {
		/* TRANSLATORS: how a position is typed: the words in
		 * capitals stand for what is typed there; keep the
		 * options, the letters and the signs. */
		.syntax = WN_("[--take SET] HEAP..."),
		.opts = subtract_opts,
		.init = subtract_init,
		.set_opt = subtract_set_opt,
		.format_opts = subtract_format_opts,
	},
	.play = {
		.board = BOARD_HEAPS,
		.models = { MOVE_LOWER },
		.item = WN_("heap"),
		.changes = change_lowered,
		.presets = subtract_presets,
		.random = subtract_random,
		.ending = tbg_ending,
	},
	.tests = {
		.smalls = subtract_smalls,
	},
	/* The rest as every game of the layer has it. */
	TBG_GAME_HOOKS
};
