/*
 * kayles.c: Kayles.  Coins stand in rows; a move knocks down one coin, or
 * two neighbours, from one row, which may split it in two.  It is the
 * octal game 0.77 on rows of coins: the rules, their words and the theory
 * are those of every code (tbgame.h), whose table proves the period 12
 * from row 71 on by the Guy-Smith theorem, so a row of any length up to
 * 2^63-1 answers at once.  What is Kayles' own is its code and its named
 * positions.  (The coin circle keeps its own table of these values,
 * kayles_tab.h.)
 */
#include "config.h"

#include "games.h"
#include "../tbgame.h"

static int
kayles_init(struct rules *r, struct sg_cause *why)
{
	/* One coin or two neighbours, wherever they stand in the row. */
	return tbg_init_text(r, "0.77", true, why);
}

/* The menu's named positions. */
static const char *const kayles_presets[] = {
	"4 3",
	"10",
	"5 7",
	NULL
};

const struct game game_kayles = {
	.name = "kayles",
	.title = "Kayles",
	.summary = "take one coin, or two neighbours, from a row of coins",
	TBG_ROWS_GAME,
	.init = kayles_init,
	.smalls = tbg_smalls_rows,
	.presets = kayles_presets,
	.random = tbg_random_rows,
};
