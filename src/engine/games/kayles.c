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
#include "engine/words.h"
#include "../tbgame.h"

static int
kayles_init(struct rules *r, struct sg_cause *why)
{
	/* One coin or two neighbours, wherever they stand in the row. */
	return tbg_init_text(r, "0.77", true, why);
}

/* Do the rows of p (empty ones aside) pair up as equal twins?  The
 * pairs in words ("4 and 4, 1 and 1") in out. */
static bool
twins(const struct pos *p, struct sbuf *out)
{
	struct sbuf sb;
	struct pos q;
	size_t i, j = 0;
	bool paired;

	pos_init(&q);
	if (pos_copy(&q, p) != SG_OK) {
		pos_free(&q);
		return false;
	}
	game_canon_sort(NULL, &q);
	while (j < q.n && q.v[j] == 0)
		j++;
	paired = j < q.n && (q.n - j) % 2 == 0;
	sbuf_init(&sb);
	for (i = j; paired && i < q.n; i += 2) {
		paired = q.v[i] == q.v[i + 1];
		if (i == j) {
			/* TRANSLATORS: two rows of the same length, twins:
			 * "4 and 4". */
			sbuf_printf(out, W_("%1$llu and %2$llu"),
			    (unsigned long long)q.v[i],
			    (unsigned long long)q.v[i]);
			continue;
		}
		sbuf_reset(&sb);
		sbuf_add(&sb, sbuf_str(out));
		sbuf_reset(out);
		/* TRANSLATORS: the list of twins so far, one more pair:
		 * "4 and 4, 1 and 1". */
		sbuf_printf(out, W_("%1$s, %2$llu and %3$llu"), sbuf_str(&sb),
		    (unsigned long long)q.v[i], (unsigned long long)q.v[i]);
	}
	out->oom |= sb.oom;
	sbuf_free(&sb);
	pos_free(&q);
	return paired;
}

/*
 * Kayles' own strategy, the mirror of Dudeney and Loyd: rows that pair up
 * as twins are lost for the player to move, who is copied move for move
 * in the other twin; and a lone row of three or more is won by knocking
 * down its middle coin, or its middle two, which leaves twins.
 */
static void
kayles_teach(struct rules *r, const struct pos *p, const struct solution *sol,
    struct sbuf *out)
{
	unsigned long long n, side;
	struct sbuf pairs;

	(void)r;
	(void)sol;
	sbuf_init(&pairs);
	if (twins(p, &pairs))
		sbuf_printf(out, W_("The mirror: the rows pair up as equal "
		    "twins (%s).  Whatever the player to move knocks down in "
		    "one row, the opponent knocks down the same coins in its "
		    "twin, so the twins come back after every reply and the "
		    "opponent takes the last coin.\n"), sbuf_str(&pairs));
	else if (p->n == 1 && p->v[0] >= 3) {
		n = (unsigned long long)p->v[0];
		side = (n - 1) / 2;	/* the coins left of the middle */
		if (n % 2 == 1)
			sbuf_printf(out, W_("The mirror: a lone row is won at "
			    "once by taking its middle coin (coin %1$llu), "
			    "which leaves twin rows of %2$llu; from then on, "
			    "copy each move of the opponent in the other "
			    "twin.\n"), side + 1, side);
		else
			sbuf_printf(out, W_("The mirror: a lone row is won at "
			    "once by taking its middle two coins (coins %1$llu "
			    "and %2$llu), which leaves twin rows of %3$llu; "
			    "from then on, copy each move of the opponent in "
			    "the other twin.\n"), side + 1, side + 2, side);
	}
	sbuf_free(&pairs);
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
	.title = WN_("Kayles"),
	.summary = WN_("take one coin, or two neighbours, from a row of coins"),
	TBG_ROWS_GAME,
	.notation.init = kayles_init,
	.play.presets = kayles_presets,
	.teach.strategy = kayles_teach,
};
