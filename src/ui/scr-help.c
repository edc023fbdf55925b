/*
 * scr-help.c: the keys and the rules of the game, from the data directory.
 */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <string.h>

#include "datadir.h"
#include "ui/app.h"

static const char keys_text[] =
"Keys\n"
"  arrows, Tab   choose a heap, row, coin, chessman, piece or amount\n"
"  digits        type an amount, a coin, a cell, a cut line or a multiple\n"
"  k             the next kind of move (a game with more than one)\n"
"  Enter, Space  make the move (a click chooses; a second click moves)\n"
"  h hint  e why (Space: step by step)  t the values  m the moves so far\n"
"  v every move's value  i what if? (edit the position)  w write a handout\n"
"  s save  u undo (your move and the reply)  r redo  n new game\n"
"  p pause or go on (computer against itself)  + next level (game over)\n"
"  l back to the lesson  Esc choose the move afresh (on a page: back)\n"
"  Esc while values are computed (a bar at the bottom): stop; Enter again\n"
"  ? this help  q quit (mid-game q asks first)\n";

void
help_add_rules(struct app *a, const struct game *g)
{
	struct sbuf rel;
	char cause[512];

	sbuf_init(&rel);
	sbuf_printf(&rel, "games/%s.txt", g->name);
	if (datadir_read(sbuf_str(&rel), &a->help, cause, sizeof cause) != 0)
		sbuf_printf(&a->help, "(The rules are missing: %s)\n", cause);
	sbuf_free(&rel);
}

/* Fill a->help with the keys and the rules of the current game. */
static void
help_fill(struct app *a)
{
	sbuf_reset(&a->help);
	sbuf_add(&a->help, keys_text);
	if (!a->playing && a->game == NULL) {
		sbuf_add(&a->help, "\nChoose a game in the menu to read its "
		    "rules here.\n");
		return;
	}
	if (a->playing) {
		sbuf_add(&a->help, "\nThis game: ");
		play_move_keys(a, &a->help);
		sbuf_add(&a->help, "\n\n");
	} else
		sbuf_add(&a->help, "\n");
	help_add_rules(a, a->game);
}

void
page_open(struct app *a, const char *kind, const char *title)
{
	snprintf(a->page_title, sizeof a->page_title, "%s", title);
	a->page_kind = kind;
	a->help_top = 0;
	a->back = a->scr;
	app_switch(a, &scr_help);
}

/*
 * The page's text as screen lines of at most w columns (app_wrap_text);
 * draw those from line top on, up to rows of them, at y when draw is set.
 * Returns the number of lines.
 */
static int
page_lines(struct app *a, int y, int top, int rows, int w, bool draw)
{
	struct sbuf lines;
	const char *s, *nl;
	char buf[512];
	size_t n;
	int line = 0;

	sbuf_init(&lines);
	app_wrap_text(sbuf_str(&a->help), w, &lines);
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

/* The status line: what the page is, and the game's own status line. */
static void
draw_page_status(struct app *a)
{
	struct sbuf sb;

	sbuf_init(&sb);
	sbuf_add(&sb, a->page_title[0] != '\0' ? a->page_kind : "help");
	if (a->playing) {
		sbuf_add(&sb, " | ");
		sess_status(&a->sess, &sb);
	}
	app_clear_to_eol(a, a->h - 1, 0, R_STATUS);
	app_put(a, a->h - 1, 1, R_STATUS, sbuf_str(&sb));
	sbuf_free(&sb);
}

static void
help_draw(struct app *a)
{
	int rows = a->h - 4, w = a->w - 2, n;

	if (a->help.len == 0)
		help_fill(a);
	/* Scroll no further than the last page. */
	n = page_lines(a, 2, 0, 0, w, false);
	if (a->help_top > n - rows)
		a->help_top = n - rows;
	if (a->help_top < 0)
		a->help_top = 0;
	if (a->page_title[0] != '\0')
		app_put(a, 0, 1, R_TITLE, a->page_title);
	else
		app_printf(a, 0, 1, R_TITLE, "Help%s%s", a->game != NULL ?
		    ": " : "", a->game != NULL ? a->game->title : "");
	page_lines(a, 2, a->help_top, rows, w, true);
	app_put(a, a->h - 2, 1, R_DIM, n > rows ? "Up/Down PgUp/PgDn scroll  "
	    "q or Esc back" : "q or Esc back");
	draw_page_status(a);
}

static void
help_key(struct app *a, const struct input *in)
{
	int page = a->h - 4;

	switch (in->act) {
	case ACT_UP:
		a->help_top -= a->help_top > 0;
		return;
	case ACT_DOWN:
		a->help_top++;
		return;
	case ACT_PAGEUP:
		a->help_top = a->help_top > page ? a->help_top - page : 0;
		return;
	case ACT_PAGEDOWN:
		a->help_top += page;
		return;
	case ACT_CONFIRM:
		/* Space on the explanation: its steps, one at a time. */
		if (in->ch == ' ' && a->page_kind != NULL &&
		    strcmp(a->page_kind, "why") == 0 && a->playing) {
			const struct screen *back = a->back;

			a->scr = back != NULL ? back : &scr_play;
			if (why_open(a, false)) {
				sbuf_reset(&a->help);
				a->page_title[0] = '\0';
				return;
			}
			a->scr = &scr_help;
		}
		/* FALLTHROUGH */
	case ACT_QUIT:
	case ACT_CANCEL:
	case ACT_HELP:
		sbuf_reset(&a->help);
		a->page_title[0] = '\0';
		a->help_top = 0;
		app_switch(a, a->back != NULL ? a->back : &scr_menu);
		return;
	default:
		return;
	}
}

const struct screen scr_help = {
	"help", 50, 14, help_draw, help_key, NULL
};
