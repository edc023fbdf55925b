/*
 * scr-help.c: the keys and the rules of the game, from the data directory;
 * and the other pages of text (the explanation, the moves so far), each a
 * screen of its own that scrolls.
 */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "datadir.h"
#include "i18n.h"
#include "ui/app.h"

/* TRANSLATORS: the keys of a game, each line at most 78 columns; the
 * keys (h, e, t, Enter, Esc...) stay the same letters and names. */
static const char keys_text[] = N_(
"Keys\n"
"  arrows, Tab   choose a heap, row, coin, chessman, piece or amount\n"
"  digits        type an amount, a coin, a cell, a cut line or a multiple\n"
"  k             the next kind of move (a game with more than one)\n"
"  Enter, Space  make the move (a click chooses; a second click moves)\n"
"  h hint  e why (Space: step by step)  t the values  m the moves  i what if?\n"
"  v each move's value; v again: its length, on its mark or under the board\n"
"  s save  u undo (your move and the reply)  r redo  n new  w write a handout\n"
"  p pause or go on (computer against itself)  + next level (game over)\n"
"  l back to the lesson  Esc choose the move afresh (on a page: back)\n"
"  Esc while values are computed (a bar at the bottom): stop; Enter again\n"
"  ? this help  o the position whole  q quit (mid-game q asks first)\n");

/* A page on the screen: help, or a page another screen opened. */
struct page {
	struct sbuf text;		/* what the page says */
	char title[160];
	const char *kind;		/* "help", "why", "moves": a static
					   word, first on the status line */
	char *status;			/* owned: the status line of the
					   screen under it, or NULL */
	int top;			/* the first line shown */
	bool has_steps;			/* Space opens the steps of: */
	struct why_of steps;		/* its pos is pos, its title
					   steps_title; the rules are lent */
	struct pos pos;			/* owned while has_steps */
	char steps_title[160];
};

static const struct screen scr_page;

void
help_add_rules(struct sbuf *out, const struct game *g)
{
	struct sbuf rel;
	char cause[512];

	sbuf_init(&rel);
	sbuf_printf(&rel, "games/%s.txt", g->name);
	if (datadir_read(sbuf_str(&rel), out, cause, sizeof cause) != 0)
		sbuf_printf(out, _("(The rules are missing: %s)\n"), cause);
	sbuf_free(&rel);
}

static void
page_free(void *data)
{
	struct page *pg = data;

	sbuf_free(&pg->text);
	free(pg->status);
	if (pg->has_steps)
		pos_free(&pg->pos);
	free(pg);
}

/* The status line's word for a page's kind (the kind itself names it in
 * the code). */
static const char *
kind_word(const char *kind)
{
	/* TRANSLATORS: the first word of the status line, which page is
	 * shown: help, the explanation of a position (why), the moves so
	 * far. */
	static const char *const words[][2] = {
		{ "help", N_("help") }, { "why", N_("why") },
		{ "moves", N_("moves") }, { "position", N_("position") }
	};
	size_t i;

	for (i = 0; i < sizeof words / sizeof words[0]; i++)
		if (strcmp(kind, words[i][0]) == 0)
			return _(words[i][1]);
	return kind;
}

/*
 * A new page of kind called title, its text empty, with the status line
 * of the screen under it (or NULL) and the steps of an explanation (or
 * NULL); NULL when out of memory.
 */
static struct page *
page_new(const char *kind, const char *title, const char *status,
    const struct why_of *steps)
{
	struct page *pg;

	if ((pg = sg_calloc(1, sizeof *pg)) == NULL)
		return NULL;
	sbuf_init(&pg->text);
	pos_init(&pg->pos);
	pg->kind = kind;
	snprintf(pg->title, sizeof pg->title, "%s", title);
	if (status != NULL && (pg->status = sg_strdup(status)) == NULL) {
		page_free(pg);
		return NULL;
	}
	if (steps != NULL) {
		pg->has_steps = true;
		if (pos_copy(&pg->pos, steps->pos) != SG_OK) {
			page_free(pg);
			return NULL;
		}
		snprintf(pg->steps_title, sizeof pg->steps_title, "%s",
		    steps->title);
		pg->steps.rules = steps->rules;
		pg->steps.pos = &pg->pos;
		pg->steps.title = pg->steps_title;
	}
	return pg;
}

/*
 * The rules of g without their strategy (the paragraphs from "The
 * theory" to the notation), for a match: what a move is and how the game
 * ends, not how to win it.
 */
static void
add_rules_only(struct sbuf *out, const struct game *g)
{
	/* TRANSLATORS: how the paragraph of the theory begins in the rules
	 * texts of data/LANG/games/ (Japanese 理論, Chinese 理论). */
	const char *theory = _("The theory");
	/* TRANSLATORS: how the paragraph of the notation begins in the
	 * rules texts (Japanese 表記：, Chinese 记法：). */
	const char *notation = _("Notation:");
	const char *s, *nl;
	struct sbuf all;
	bool skip = false;
	size_t n;

	sbuf_init(&all);
	help_add_rules(&all, g);
	for (s = sbuf_str(&all); *s != '\0'; s = nl) {
		nl = strchr(s, '\n');
		nl = nl != NULL ? nl + 1 : s + strlen(s);
		n = (size_t)(nl - s);
		if (!skip && strncmp(s, theory, strlen(theory)) == 0) {
			skip = true;
			sbuf_add(out, _("(How to win is left out: hints are "
			    "off for this game, a match.)\n\n"));
		} else if (skip && strncmp(s, notation, strlen(notation)) == 0)
			skip = false;
		if (!skip)
			sbuf_printf(out, "%.*s", (int)n, s);
	}
	sbuf_free(&all);
}

static void
open_help_page(struct app *a, const struct game *g, const char *keys,
    const char *status, bool theory)
{
	struct page *pg;
	char title[160];

	if (g != NULL)
		snprintf(title, sizeof title, _("Help: %s"), game_title(g));
	else
		snprintf(title, sizeof title, "%s", _("Help"));
	if ((pg = page_new("help", title, status, NULL)) == NULL)
		return;
	sbuf_add(&pg->text, _(keys_text));
	if (g == NULL)
		sbuf_add(&pg->text, _("\nChoose a game in the menu to read its "
		    "rules here.\n"));
	else {
		if (keys != NULL) {
			/* TRANSLATORS: the keys of this game's moves
			 * follow. */
			sbuf_printf(&pg->text, _("\nThis game: %s\n\n"),
			    keys);
		} else
			sbuf_add(&pg->text, "\n");
		if (theory)
			help_add_rules(&pg->text, g);
		else
			add_rules_only(&pg->text, g);
	}
	app_push(a, &scr_page, pg);
}

void
help_open(struct app *a, const struct game *g, const char *keys,
    const char *status)
{
	open_help_page(a, g, keys, status, true);
}

void
help_open_match(struct app *a, const struct game *g, const char *keys,
    const char *status)
{
	open_help_page(a, g, keys, status, false);
}

void
page_open(struct app *a, const char *kind, const char *title,
    const char *text, const char *status, const struct why_of *steps)
{
	struct page *pg;

	if ((pg = page_new(kind, title, status, steps)) == NULL)
		return;
	sbuf_add(&pg->text, text);
	app_push(a, &scr_page, pg);
}

/*
 * The page's text as screen lines of at most w columns (app_wrap_text);
 * draw those from line top on, up to rows of them, at y when draw is set.
 * Returns the number of lines.
 */
static int
page_lines(struct app *a, struct page *pg, int y, int top, int rows, int w,
    bool draw)
{
	struct sbuf lines;
	const char *s, *nl;
	char buf[512];
	size_t n;
	int line = 0;

	sbuf_init(&lines);
	app_wrap_text(sbuf_str(&pg->text), w, &lines);
	for (s = sbuf_str(&lines); *s != '\0'; s = nl + 1, line++) {
		nl = strchr(s, '\n');
		if (!draw || line < top || line >= top + rows)
			continue;
		n = (size_t)(nl - s) < sizeof buf ? (size_t)(nl - s) :
		    sizeof buf - 1;
		memcpy(buf, s, n);
		buf[n] = '\0';
		app_put(a, y + line - top, 1, R_NORMAL, buf);
	}
	sbuf_free(&lines);
	return line;
}

/* The status line: what the page is, and the status line of the screen
 * under it. */
static void
draw_page_status(struct app *a, const struct page *pg)
{
	struct sbuf sb;

	sbuf_init(&sb);
	sbuf_add(&sb, kind_word(pg->kind));
	if (pg->status != NULL) {
		sbuf_add(&sb, " | ");
		sbuf_add(&sb, pg->status);
	}
	app_status(a, sbuf_str(&sb));
	sbuf_free(&sb);
}

static void
page_draw(struct app *a, void *data)
{
	struct page *pg = data;
	int rows = a->h - 4, w = a->w - 2, n;

	/* Scroll no further than the last page. */
	n = page_lines(a, pg, 2, 0, 0, w, false);
	if (pg->top > n - rows)
		pg->top = n - rows;
	if (pg->top < 0)
		pg->top = 0;
	app_put(a, 0, 1, R_TITLE, pg->title);
	page_lines(a, pg, 2, pg->top, rows, w, true);
	/* TRANSLATORS: lines of keys; the key names stay as they are. */
	app_put(a, a->h - 2, 1, R_DIM, n > rows ? (pg->has_steps ?
	    _("Up/Down PgUp/PgDn scroll  Space step by step  q or Esc back") :
	    _("Up/Down PgUp/PgDn scroll  q or Esc back")) : pg->has_steps ?
	    _("Space step by step  q or Esc back") : _("q or Esc back"));
	draw_page_status(a, pg);
}

static void
page_key(struct app *a, void *data, const struct input *in)
{
	struct page *pg = data;
	int page = a->h - 4;

	switch (in->act) {
	case ACT_UP:
		pg->top -= pg->top > 0;
		return;
	case ACT_DOWN:
		pg->top++;
		return;
	case ACT_PAGEUP:
		pg->top = pg->top > page ? pg->top - page : 0;
		return;
	case ACT_PAGEDOWN:
		pg->top += page;
		return;
	case ACT_CONFIRM:
		/*
		 * Space on the explanation: its steps, one at a time, in the
		 * page's place (the page's data lives until this key is
		 * done).  Without steps (not a sum), the page leaves.
		 */
		if (in->ch == ' ' && pg->has_steps) {
			app_pop(a);
			why_open(a, &pg->steps, sbuf_str(&pg->text),
			    pg->status);
			return;
		}
		/* FALLTHROUGH */
	case ACT_QUIT:
	case ACT_CANCEL:
	case ACT_HELP:
		app_pop(a);
		return;
	default:
		return;
	}
}

static const struct screen scr_page = {
	"help", 50, 14, page_draw, page_key, NULL, NULL, page_free, NULL
};
