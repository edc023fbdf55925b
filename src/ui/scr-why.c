/*
 * scr-why.c: the explanation of a sum walked step by step (Space on the
 * explain page; with --big the page itself).  The steps: each part's
 * value in binary, the columns added without carrying, the leftmost odd
 * column, a part with a 1 there, and its bits changed: the move.  In
 * projector mode the table and the move are drawn in block digits and
 * letters, centred, where the terminal has room; else at the normal
 * size, with a line giving the size they need.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/explain.h"
#include "i18n.h"
#include "ui/font.h"
#include "ui/app.h"

enum { STEP_BINARY = 1, STEP_SUM, STEP_COLUMN, STEP_PART, STEP_MOVE };

/* The sizes the table is drawn at, the largest that fits: block digits
 * with a line between rows and the move in block letters, block digits
 * packed, or text. */
enum why_size { SIZE_TEXT, SIZE_PACKED, SIZE_BIG };

struct why_walk {
	struct explanation e;
	int bits;		/* binary digits of the widest value */
	int col;		/* the leftmost 1 of the nim-sum, or -1 */
	long part;		/* the part changed, or -1 */
	uint64_t target;	/* its value after the move */
	struct sbuf move;	/* the move in words */
	int steps, step;
	enum why_size size;	/* drawn at (the largest that fits) */
	char note[256];		/* why it is not, in projector mode */
	struct sbuf text;	/* the whole explanation, for e */
	char *status;		/* owned: the game's status line, or NULL */
	struct why_of of;	/* its pos is pos, its title title; the
				   rules are lent by the screen under it */
	struct pos pos;		/* owned: the position explained */
	char *title;		/* the page's, for e: owned */
};

static const struct screen scr_why;

static void
why_free(void *data)
{
	struct why_walk *w = data;

	explain_free(&w->e);
	sbuf_free(&w->text);
	sbuf_free(&w->move);
	free(w->title);
	free(w->status);
	pos_free(&w->pos);
	free(w);
}

/* Where the steps lead: the column, the part and its value after the
 * move, the move in words, and the number of steps. */
static void
why_plan(struct why_walk *w)
{
	const struct game *g = w->of.rules->game;
	size_t k;

	w->bits = 1;
	for (k = 0; k < w->e.parts.n; k++)
		while (w->bits < 64 && w->e.parts.c[k].value >> w->bits != 0)
			w->bits++;
	w->col = -1;
	for (k = 0; k < 64; k++)
		if (w->e.nimsum >> k & 1)
			w->col = (int)k;
	/* The engine's part: one with a 1 in that column, and its move
	 * (the first winning move) lowers it to the target. */
	w->part = w->col >= 0 ? w->e.move_part : -1;
	if (w->part >= 0)
		w->target = w->e.move_value;
	if (w->part >= 0 && w->e.has_move) {
		g->rules.describe(w->of.rules, w->of.pos, &w->e.sol.wins.p[0],
		    &w->move);
	}
	w->steps = w->col < 0 ? STEP_COLUMN : w->part < 0 ? STEP_COLUMN :
	    STEP_MOVE;
}

bool
why_open(struct app *a, const struct why_of *of, const char *text,
    const char *status)
{
	struct why_walk *w;
	struct sg_cause why;

	if ((w = sg_calloc(1, sizeof *w)) == NULL)
		return false;
	sbuf_init(&w->text);
	sbuf_init(&w->move);
	pos_init(&w->pos);
	w->of.rules = of->rules;
	w->of.pos = &w->pos;
	if ((w->title = sg_strdup(of->title != NULL ? of->title : "")) ==
	    NULL || pos_copy(&w->pos, of->pos) != SG_OK || (status != NULL &&
	    (w->status = sg_strdup(status)) == NULL) ||
	    explain_new(of->rules, &w->pos, &w->e, &why) != SG_OK ||
	    !w->e.is_sum || w->e.parts.n == 0) {
		why_free(w);
		return false;
	}
	w->of.title = w->title;
	sbuf_add(&w->text, text);
	why_plan(w);
	w->step = 1;	/* a class sees the answer come, step by step */
	app_push(a, &scr_why, w);
	return true;
}

/* The text of each step, in words, appended to out. */
static void
step_words(const struct why_walk *w, int step, struct sbuf *out)
{
	const struct component *c;

	switch (step) {
	case STEP_BINARY:
		sbuf_add(out, _("1. Write each part's Grundy value in "
		    "binary."));
		break;
	case STEP_SUM:
		sbuf_add(out, _("2. Add each column without carrying: a column "
		    "with an odd number of 1s gives 1.  That is the nim-sum."));
		break;
	case STEP_COLUMN:
		if (w->col < 0)
			sbuf_add(out, _("3. Every column is even: the nim-sum "
			    "is 0, so the position is lost for the player to "
			    "move.  Any move makes it not 0."));
		else
			sbuf_printf(out, _("3. The leftmost column with an odd "
			    "number of 1s is the one worth %llu (marked)."),
			    (unsigned long long)1 << w->col);
		break;
	case STEP_PART:
		c = &w->e.parts.c[w->part];
		/* TRANSLATORS: the part's name, then its Grundy value. */
		sbuf_printf(out, _("4. Pick a part with a 1 in that column: "
		    "%1$s (value %2$llu)."), c->label,
		    (unsigned long long)c->value);
		break;
	default:
		c = &w->e.parts.c[w->part];
		/* TRANSLATORS: "^" is XOR, keep it. */
		sbuf_printf(out, _("5. Turn over its bits where the nim-sum "
		    "has 1s: %1$llu ^ %2$llu = %3$llu, and the nim-sum becomes "
		    "0."), (unsigned long long)c->value,
		    (unsigned long long)w->e.nimsum,
		    (unsigned long long)w->target);
		if (w->move.len > 0)
			/* TRANSLATORS: after a sentence, parted from it by
			 * two blanks in English. */
			sbuf_printf(out, _("  The move: %s."),
			    sbuf_str(&w->move));
		break;
	}
}

/* Label width, and the columns of one row of the table. */
static void
row_text(const struct why_walk *w, uint64_t v, int base, char *buf, size_t len)
{
	int i, n = 0;

	(void)base;
	for (i = w->bits - 1; i >= 0 && (size_t)n + 2 < len; i--)
		buf[n++] = (v >> i & 1) ? '1' : '0';
	buf[n] = '\0';
}

/* The table: one row a part, the rule, the nim-sum, the column mark and
 * the changed value as the step has it.  unit: lines a row takes (1, or
 * the font's height and a gap); returns the lines drawn. */
static int
draw_table(struct app *a, const struct why_walk *w, int y, int x,
    enum why_size size, bool draw)
{
	char bin[72], dec[24];
	bool big = size != SIZE_TEXT;
	int unit = size == SIZE_BIG ? FONT_HEIGHT + 1 : big ? FONT_HEIGHT : 1;
	int line = 0, lw = 8, dw, bx;
	size_t k;
	int colx;

	if (app_width(_("nim-sum")) > lw)
		lw = app_width(_("nim-sum"));
	for (k = 0; k < w->e.parts.n; k++)
		if (app_width(w->e.parts.c[k].label) > lw)
			lw = app_width(w->e.parts.c[k].label);
	dw = big ? 16 : 6;
	bx = x + lw + 3 + dw;
	for (k = 0; k <= w->e.parts.n; k++) {
		bool sum = k == w->e.parts.n;
		uint64_t v = sum ? w->e.nimsum : w->e.parts.c[k].value;
		bool chosen = !sum && w->step >= STEP_PART &&
		    (long)k == w->part;
		enum role r = chosen ? R_HINT : sum ? R_TITLE : R_NORMAL;

		if (sum && w->step < STEP_SUM)
			break;
		if (sum) {	/* the rule under the parts */
			if (draw)
				for (colx = 0; colx < (big ? w->bits * 4 :
				    w->bits * 2); colx++)
					app_put(a, y + line, bx + colx, R_DIM,
					    app_glyph(a, G_HLINE));
			line++;
		}
		row_text(w, v, 0, bin, sizeof bin);
		snprintf(dec, sizeof dec, "%llu", (unsigned long long)v);
		if (draw) {
			int ly = y + line + (big ? FONT_HEIGHT / 2 : 0);

			if (chosen)
				app_put(a, ly, x, R_HINT, app_glyph(a,
				    G_POINTER));
			app_put(a, ly, x + 2, r, sum ? _("nim-sum") :
			    w->e.parts.c[k].label);
			if (big) {
				font_text(a, y + line, x + lw + 3, r, dec,
				    true);
				font_text(a, y + line, bx, r, bin, true);
			} else {
				app_printf(a, ly, x + lw + 3, r, "%*s", dw - 2,
				    dec);
				for (colx = 0; bin[colx] != '\0'; colx++)
					app_printf(a, ly, bx + 2 * colx, r,
					    "%c", bin[colx]);
			}
			if (chosen && w->step >= STEP_MOVE) {
				char to[80];

				/* TRANSLATORS: an arrow, then the value a
				 * part becomes. */
				snprintf(to, sizeof to,
				    _("%1$s becomes %2$llu"),
				    app_glyph(a, G_ARROW),
				    (unsigned long long)w->target);
				app_put(a, ly, bx + (big ? w->bits * 4 :
				    w->bits * 2) + 2, R_HINT, to);
			}
		}
		line += unit;
	}
	if (w->step >= STEP_COLUMN && w->col >= 0) {
		/* The column marked under the table, not by colour alone. */
		int cx = bx + (w->bits - 1 - w->col) * (big ? 4 : 2);

		if (draw)
			app_printf(a, y + line, cx + (big ? 1 : 0), R_HINT,
			    "%s", app_glyph(a, G_HINT));
		line++;
	}
	return line;
}

/* The room the table (and at SIZE_BIG the move) needs at size, at its
 * last step, so that it keeps its size from step to step: columns and
 * lines. */
static void
size_need(struct app *a, const struct why_walk *ww, enum why_size size,
    int *h, int *w)
{
	struct why_walk last = *ww;	/* read only: nothing freed */
	int mw = font_text(a, 0, 0, R_NORMAL, sbuf_str(&ww->move), false);
	size_t k;

	last.step = ww->steps;
	*h = 2 + draw_table(a, &last, 0, 0, size, false) + 4 + 3;
	if (size == SIZE_BIG)
		*h += FONT_HEIGHT + 1;
	*w = 12 + 16 + ww->bits * 4 + 20;
	for (k = 0; k < ww->e.parts.n; k++)
		if (app_width(ww->e.parts.c[k].label) + 28 + ww->bits * 4 + 20 >
		    *w)
			*w = app_width(ww->e.parts.c[k].label) + 28 +
			    ww->bits * 4 + 20;
	if (size == SIZE_BIG && mw + 4 > *w)
		*w = mw + 4;
}

/* The largest size that fits the terminal in projector mode (text
 * otherwise), and when not the largest, the room that needs in note. */
static enum why_size
size_fitting(struct app *a, struct why_walk *w)
{
	int need_h, need_w, big_h = 0, big_w = 0;
	enum why_size s;

	w->note[0] = '\0';
	if (!a->big)
		return SIZE_TEXT;
	for (s = SIZE_BIG; s > SIZE_TEXT; s--) {
		size_need(a, w, s, &need_h, &need_w);
		if (s == SIZE_BIG) {
			big_h = need_h;
			big_w = need_w;
		}
		if (need_h <= a->h && need_w <= a->w)
			break;
	}
	if (s != SIZE_BIG)
		snprintf(w->note, sizeof w->note, _("Drawn smaller: at its "
		    "largest this table needs a terminal of %1$d columns and "
		    "%2$d lines."), big_w, big_h);
	return s;
}

/* The status line: what the page is, and the game's status line. */
static void
draw_status(struct app *a, const struct why_walk *w)
{
	struct sbuf sb;

	sbuf_init(&sb);
	/* TRANSLATORS: the first word of the status line on the page that
	 * explains a position. */
	sbuf_add(&sb, _("why"));
	if (w->status != NULL) {
		sbuf_add(&sb, " | ");
		sbuf_add(&sb, w->status);
	}
	app_status(a, sbuf_str(&sb));
	sbuf_free(&sb);
}

/* The lines of step i's words. */
static int
step_lines(struct app *a, const struct why_walk *w, int i)
{
	struct sbuf sb;
	int n;

	sbuf_init(&sb);
	step_words(w, i, &sb);
	n = app_wrapped(a, 0, 2, R_NORMAL, sbuf_str(&sb), a->w - 4, false);
	sbuf_free(&sb);
	return n;
}

/*
 * The steps' words from line y down to line end (not included, a blank
 * line kept above it): the steps so far
 * (only the latest when big), and when they do not all fit, the earlier
 * ones left out under a mark that counts them, so that the latest step,
 * the move itself at the end, is always whole.  Returns the line after.
 */
static int
draw_steps(struct app *a, const struct why_walk *w, int y, int end,
    bool big)
{
	int i, first = big ? w->step : 1, room = end - 1 - y, used = 0;
	struct sbuf sb;

	for (i = w->step; i >= first; i--) {
		if (used + step_lines(a, w, i) + (i > 1 ? 1 : 0) > room &&
		    i < w->step)
			break;
		used += step_lines(a, w, i);
	}
	if (i >= first) {
		/* Steps 1..i left out, their count on a line. */
		app_printf(a, y++, 2, R_DIM, _("%1$s (%2$zu more)"),
		    app_glyph(a, G_MORE_UP), (size_t)i);
		first = i + 1;
	}
	sbuf_init(&sb);
	for (i = first; i <= w->step; i++) {
		sbuf_reset(&sb);
		step_words(w, i, &sb);
		y += app_wrapped(a, y, 2, i == w->step ? R_NORMAL : R_DIM,
		    sbuf_str(&sb), a->w - 4, true);
	}
	sbuf_free(&sb);
	return y;
}

static void
why_draw(struct app *a, void *data)
{
	struct why_walk *w = data;
	int y = 2, tw, th, keys;
	enum why_size size;
	struct sbuf kl;
	bool big;

	sbuf_init(&kl);
	/* TRANSLATORS: a line of keys, at most 78 columns; the key names
	 * stay as they are. */
	sbuf_printf(&kl, _("Step %1$d of %2$d  Space or Right: the next  Left: "
	    "back  e the whole text  Esc back to the game"), w->step,
	    w->steps);
	/* On a narrow terminal the keys take two lines, never cut. */
	keys = app_wrapped(a, 0, 1, R_DIM, sbuf_str(&kl), a->w - 2, false);

	app_printf(a, 0, 1, R_TITLE, _("Why, step by step: %s"),
	    game_title(w->of.rules->game));
	w->size = size = size_fitting(a, w);
	big = size != SIZE_TEXT;
	th = draw_table(a, w, 0, 0, size, false);
	tw = big ? 16 + w->bits * 4 + 30 : 30 + w->bits * 2;
	draw_table(a, w, y, big && a->w > tw ? (a->w - tw) / 2 : 2, size,
	    true);
	y += th + 1;
	y = draw_steps(a, w, y, a->h - 1 - keys - (w->note[0] != '\0'), big);
	if (size == SIZE_BIG && w->step == STEP_MOVE && w->move.len > 0) {
		int mw = font_text(a, 0, 0, R_HINT, sbuf_str(&w->move), false);

		font_text(a, y + 1, mw < a->w ? (a->w - mw) / 2 : 0, R_HINT,
		    sbuf_str(&w->move), true);
	}
	if (w->note[0] != '\0')
		app_put(a, a->h - 2 - keys, 1, R_DIM, w->note);
	app_wrapped(a, a->h - 1 - keys, 1, R_DIM, sbuf_str(&kl), a->w - 2,
	    true);
	sbuf_free(&kl);
	draw_status(a, w);
}

static void
why_key(struct app *a, void *data, const struct input *in)
{
	struct why_walk *w = data;

	switch (in->act) {
	case ACT_CONFIRM:
	case ACT_RIGHT:
	case ACT_DOWN:
		if (w->step < w->steps)
			w->step++;
		return;
	case ACT_LEFT:
	case ACT_UP:
		if (w->step > 1)
			w->step--;
		return;
	case ACT_EXPLAIN:
		/* The whole text in the walk's place: its Esc goes back to
		 * the game, its Space to the steps (w lives until this key
		 * is done). */
		app_pop(a);
		page_open(a, "why", w->title, sbuf_str(&w->text), w->status,
		    &w->of);
		return;
	case ACT_HELP:
		help_open(a, w->of.rules->game, NULL, w->status);
		return;
	case ACT_CANCEL:
	case ACT_QUIT:
		app_pop(a);
		return;
	default:
		return;
	}
}

static const struct screen scr_why = {
	"why", 50, 14, why_draw, why_key, NULL, NULL, why_free, NULL
};
