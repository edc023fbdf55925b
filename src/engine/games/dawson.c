/*
 * dawson.c: Dawson's Kayles.  Coins stand in rows; a move knocks down two
 * neighbouring coins of one row, never one alone, and may split the row
 * in two.  It is the octal game 0.07 on rows of coins (T. R. Dawson's
 * chess problem of 1935 in its usual disguise): the rules, their words
 * and the theory are the layer's (tbgame.h), whose table proves the
 * period 34 from row 53 on by the Guy-Smith theorem.  What is its own
 * here is the code, the named positions and its lesson on lone coins.
 */
#include "config.h"

#include "games.h"
#include "engine/words.h"
#include "../tbgame.h"

static int
dawson_init(struct rules *r, struct sg_cause *why)
{
	/* Two neighbours, from the end of a row, its middle, or the whole
	 * of a row of two. */
	return tbg_init_text(r, "0.07", true, why);
}

/*
 * Dawson's own lesson on p: a lone coin can never be knocked down, so the
 * rows of one coin count for nothing (where in Kayles each is a move).
 */
static void
dawson_teach(struct rules *r, const struct pos *p, const struct solution *sol,
    struct sbuf *out)
{
	size_t i, lone = 0, k = 0, first = 0;
	struct sbuf list, sb;

	(void)r;
	(void)sol;
	for (i = 0; i < p->n; i++)
		lone += p->v[i] == 1;
	if (lone == 0)
		return;
	sbuf_init(&list);
	sbuf_init(&sb);
	for (i = 0; i < p->n; i++) {
		if (p->v[i] != 1)
			continue;
		if (++k == 1) {
			first = i + 1;
			sbuf_printf(&list, "%zu", i + 1);
			continue;
		}
		sbuf_reset(&sb);
		if (k == lone)
			/* TRANSLATORS: the last of a list of row numbers:
			 * "1, 3 and 4". */
			sbuf_printf(&sb, W_("%1$s and %2$zu"), sbuf_str(&list),
			    i + 1);
		else
			/* TRANSLATORS: a list of row numbers, one more:
			 * "1, 3". */
			sbuf_printf(&sb, W_("%1$s, %2$zu"), sbuf_str(&list),
			    i + 1);
		sbuf_reset(&list);
		sbuf_add(&list, sbuf_str(&sb));
	}
	if (lone == 1)
		sbuf_printf(out, W_("Row %zu holds a single coin, which no move "
		    "can ever knock down: it is worth 0 and changes "
		    "nothing.\n"), first);
	else
		/* TRANSLATORS: %s is a list of row numbers: "1, 3 and 4". */
		sbuf_printf(out, W_("Rows %s hold a single coin each, which no "
		    "move can ever knock down: they are worth 0 and change "
		    "nothing.\n"), sbuf_str(&list));
	out->oom |= list.oom || sb.oom;
	sbuf_free(&list);
	sbuf_free(&sb);
}

/* The menu's named positions: a lone coin is dead weight, a row of two
 * a single move, and the long rows are where the period shows. */
static const char *const dawson_presets[] = {
	"5 3",
	"7 4",
	"12",
	"9 6 2",
	NULL
};

const struct game game_dawson = {
	.name = "dawson",
	.title = WN_("Dawson's Kayles"),
	.summary = WN_("knock down two neighbouring coins of a row of coins"),
	TBG_ROWS_GAME,
	.notation.init = dawson_init,
	.play.presets = dawson_presets,
	.teach.strategy = dawson_teach,
};
