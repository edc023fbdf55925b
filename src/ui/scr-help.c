/*
 * scr-help.c: the keys and the rules of the game, from the data directory.
 */
#include "config.h"

#include <errno.h>
#include <string.h>

#include "datadir.h"
#include "ui/app.h"

static const char keys_text[] =
"Keys\n"
"  arrows, Tab   choose a heap, row, coin, chessman, piece or amount\n"
"  digits        type an amount, a cell or a cut line\n"
"  Enter, Space  make the move (a click chooses; a second click moves)\n"
"  Esc           go back\n"
"  h             hint: every winning move, or that every move loses\n"
"  t             the table of values behind the game (Esc, t or q back)\n"
"  u, r          undo (your move and the reply), redo\n"
"  n             new game (the menu)\n"
"  ?             this help\n"
"  q             quit\n";

/* Fill a->help with the keys and the rules of the current game. */
static void
help_fill(struct app *a)
{
	struct sbuf rel;

	sbuf_reset(&a->help);
	sbuf_add(&a->help, keys_text);
	if (!a->playing && a->game == NULL) {
		sbuf_add(&a->help, "\nChoose a game in the menu to read its "
		    "rules here.\n");
		return;
	}
	if (a->playing)
		sbuf_printf(&a->help, "\nThis game: %s\n\n",
		    play_mode_keys(a->sel.mode));
	else
		sbuf_add(&a->help, "\n");
	sbuf_init(&rel);
	sbuf_printf(&rel, "games/%s.txt", a->game->name);
	if (datadir_read(sbuf_str(&rel), &a->help) != 0)
		sbuf_printf(&a->help, "(The rules are missing: %s/%s: %s)\n",
		    datadir(), sbuf_str(&rel), strerror(errno));
	sbuf_free(&rel);
}

static void
help_draw(struct app *a)
{
	const char *s, *nl;
	int y = 2, line = 0;
	char buf[512];
	size_t n;

	if (a->help.len == 0)
		help_fill(a);
	/* Scroll no further than the last page. */
	for (s = sbuf_str(&a->help), n = 0; *s != '\0'; s++)
		n += *s == '\n';
	if (a->help_top > (int)n - (a->h - 4))
		a->help_top = (int)n - (a->h - 4);
	if (a->help_top < 0)
		a->help_top = 0;
	app_printf(a, 0, 1, R_TITLE, "Help%s%s", a->game != NULL ? ": " : "",
	    a->game != NULL ? a->game->title : "");
	for (s = sbuf_str(&a->help); *s != '\0' && y < a->h - 2; s = nl) {
		nl = strchr(s, '\n');
		n = nl != NULL ? (size_t)(nl - s) : strlen(s);
		nl = nl != NULL ? nl + 1 : s + n;
		if (line++ < a->help_top)
			continue;
		if (n >= sizeof buf)
			n = sizeof buf - 1;
		memcpy(buf, s, n);
		buf[n] = '\0';
		app_put(a, y++, 1, R_NORMAL, buf);
	}
	app_put(a, a->h - 2, 1, R_DIM, "Up/Down PgUp/PgDn scroll  "
	    "q, Esc or ? back");
	app_clear_to_eol(a, a->h - 1, 0, R_STATUS);
	app_put(a, a->h - 1, 1, R_STATUS, "help");
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
	case ACT_QUIT:
	case ACT_CANCEL:
	case ACT_HELP:
	case ACT_CONFIRM:
		sbuf_reset(&a->help);
		a->help_top = 0;
		app_switch(a, a->back != NULL ? a->back : &scr_menu);
		return;
	default:
		return;
	}
}

const struct screen scr_help = {
	"help", 50, 14, help_draw, help_key
};
