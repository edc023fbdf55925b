/*
 * model-slide.c: slide a token to another cell of its row.  Entries are
 * the tokens' cells, counted from 1; the unit is the cell the chosen token
 * goes to.  The rows, the tokens' kinds and the ways each kind may slide
 * come from the game (game.h: struct play_tokens).
 */
#include "config.h"

#include "play/choice_impl.h"
#include "i18n.h"

/* The token on cell `cell` of row `row`, or p->n. */
static size_t
token_at(const struct choice *c, const struct pos *p, size_t row,
    uint64_t cell)
{
	size_t i, k;

	for (i = 0; i < p->n; i++) {
		game_token(c->rules, p, i, &k);
		if (k == row && p->v[i] == cell)
			break;
	}
	return i;
}

/* Is cell `cell` of row `row` free of tokens? */
static bool
cell_free(const struct choice *c, const struct pos *p, size_t row,
    uint64_t cell)
{
	return token_at(c, p, row, cell) == p->n;
}

/* Can token i slide one cell either way its kind allows, onto a free
 * cell? */
static bool
slide_movable(const struct choice *c, const struct pos *p, size_t i)
{
	uint64_t lo, hi, at = p->v[i];
	size_t row;

	game_token(c->rules, p, i, &row);
	game_token_reach(c->rules, p, i, &lo, &hi);
	return (lo < at && cell_free(c, p, row, at - 1)) ||
	    (hi > at && cell_free(c, p, row, at + 1));
}

static void
slide_enter(struct choice *c, const struct pos *p, size_t i)
{
	uint64_t lo, hi, at = p->v[i];

	game_token_reach(c->rules, p, i, &lo, &hi);
	c->unit = lo < at ? at - 1 : hi > at ? at + 1 : at;
}

static bool
slide_left(struct choice *c, const struct pos *p, const struct choice_ev *ev)
{
	uint64_t lo, hi;

	(void)ev;
	game_token_reach(c->rules, p, c->item, &lo, &hi);
	c->unit = choice_clamp(choice_dec(c->unit), lo, hi);
	return false;
}

static bool
slide_right(struct choice *c, const struct pos *p, const struct choice_ev *ev)
{
	uint64_t lo, hi;

	(void)ev;
	game_token_reach(c->rules, p, c->item, &lo, &hi);
	c->unit = choice_clamp(c->unit + 1, lo, hi);
	return false;
}

/* A click on a token chooses it; on a cell, sends the token there; on
 * that cell again, moves.  A click's item is the row. */
static bool
slide_click(struct choice *c, const struct pos *p, const struct choice_ev *ev)
{
	size_t j = token_at(c, p, ev->item, ev->unit), row;

	if (j < p->n) {
		if (j != c->item || !c->clicked)
			choice_enter(c, p, j);
		return false;
	}
	game_token(c->rules, p, c->item, &row);
	if (ev->item != row)
		return false;	/* another row: not where it slides */
	return choice_click_unit(c, ev->unit);
}

/* Where token i may go, in words: cells lo to hi but its own. */
static int
slide_range(const struct choice *c, const struct pos *p, uint64_t lo,
    uint64_t hi, struct sg_cause *why)
{
	uint64_t at = p->v[c->item];
	const struct token_kind *k;
	size_t row;

	k = game_token(c->rules, p, c->item, &row);
	if (k->left && !k->right && lo == 1)
		return sg_fail(why, SG_EINVAL, _("%1$s %2$zu can go to cells 1 "
		    "to %3$llu"), choice_item_word(c), c->item + 1,
		    (unsigned long long)(at - 1));
	return sg_fail(why, SG_EINVAL, _("%1$s %2$zu can go to cells "
	    "%3$llu to %4$llu"), choice_item_word(c), c->item + 1,
	    (unsigned long long)lo, (unsigned long long)hi);
}

static int
slide_typed(struct choice *c, const struct pos *p, uint64_t n,
    struct sg_cause *why)
{
	uint64_t lo, hi;

	game_token_reach(c->rules, p, c->item, &lo, &hi);
	if (n < lo || n > hi || n == p->v[c->item])
		return slide_range(c, p, lo, hi, why);
	c->unit = n;
	return SG_OK;
}

static int
slide_build(const struct choice *c, const struct pos *p, struct pos *out,
    struct sg_cause *why)
{
	const struct token_kind *k;
	uint64_t lo, hi;
	size_t row;

	k = game_token(c->rules, p, c->item, &row);
	game_token_reach(c->rules, p, c->item, &lo, &hi);
	if (c->unit < lo || c->unit > hi || c->unit == 0) {
		if (k->left && !k->right)
			return sg_fail(why, SG_EINVAL, _("%1$s %2$zu moves left "
			    "only"), choice_item_word(c), c->item + 1);
		return slide_range(c, p, lo, hi, why);
	}
	out->v[c->item] = c->unit;
	return SG_OK;
}

static void
slide_say(const struct choice *c, const struct pos *p, struct sbuf *out)
{
	(void)p;
	sbuf_printf(out, _("to cell %llu"), (unsigned long long)c->unit);
}

static const struct model_key slide_keys[] = {
	{ ACT_LEFT, N_("Left/Right or digits:"), N_("cell"), slide_left },
	{ ACT_RIGHT, NULL, NULL, slide_right },
	{ ACT_CLICK, NULL, NULL, slide_click },
	{ ACT_CONFIRM, N_("Enter"), N_("move"), choice_go },
	{ ACT_NONE, NULL, NULL, NULL }
};

const struct model model_slide = {
	.id = MOVE_SLIDE,
	.name = "slide",
	.item_keys = true,
	.keys = { slide_keys, NULL },
	.items = model_entries,
	.movable = slide_movable,
	.enter = slide_enter,
	.typed = slide_typed,
	.build = slide_build,
	.say = slide_say,
};
