/*
 * app.c: the terminal.  Starting and ending curses, colours or attributes
 * for each role, UTF-8 or ASCII symbols, the main loop: keys and clicks
 * become actions here, and only here; KEY_RESIZE and the "too small"
 * check are handled here, once, for every screen.
 */
#include "config.h"

#include <langinfo.h>
#include <signal.h>
#include <sys/ioctl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#include "error.h"
#include "engine/text.h"
#include "engine/wrap.h"
#include "ui/app.h"
#include "ui/ui-curses.h"
#include "i18n.h"

static volatile sig_atomic_t got_signal;
static bool curses_on;
/* What undoes curses without curses, for the alarm: the terminal's modes
 * as they were, and the strings that leave the full screen. */
static struct termios tty_before;
static bool tty_saved;
static char tty_reset[256];
static size_t tty_reset_len;
static int role_attr[R_COUNT];

static const char *const glyphs[G_COUNT][2] = {
	/* UTF-8, ASCII */
	[G_STONE] = { "\u25cf", "o" },
	[G_TAKE] = { "\u00d7", "x" },
	[G_HINT] = { "\u25c6", "*" },
	[G_GHOST] = { "\u00b7", "." },
	[G_GIVE] = { "+", "+" },
	[G_COIN] = { "\u25cf", "o" },
	[G_GAP] = { "\u00b7", "." },
	[G_CHESSMAN] = { "\u265c", "X" },
	[G_CELL] = { "\u00b7", "." },
	[G_PAPER] = { "\u2592", "#" },
	[G_CUT_V] = { "\u2503", "|" },
	[G_CUT_H] = { "\u2501", "-" },
	[G_SPLIT] = { "\u2502", "|" },
	[G_TL] = { "\u250c", "+" },
	[G_TR] = { "\u2510", "+" },
	[G_BL] = { "\u2514", "+" },
	[G_BR] = { "\u2518", "+" },
	[G_HLINE] = { "\u2500", "-" },
	[G_VLINE] = { "\u2502", "|" },
	[G_POINTER] = { "\u25b8", ">" },
	[G_BAR] = { "\u2588", "#" },
	[G_ARROW] = { "\u2192", "->" },
	[G_TARGET] = { "\u2656", "x" },
	[G_SQUARE] = { "\u25a0", "#" },
	[G_POISON] = { "\u2620", "P" },
	[G_HEADS] = { "\u25cf", "H" },
	[G_TAILS] = { "\u25cb", "T" },
	[G_TURN] = { "\u25d0", "%" },
	[G_WIN] = { "\u2713", "W" },
	[G_LOSE] = { "\u2717", "L" },
	[G_WIN2] = { "\u2714", "w" },
	[G_LOSE2] = { "\u2718", "l" },
	[G_MORE_UP] = { "\u25b2", "^" },
	[G_MORE_DOWN] = { "\u25bc", "v" },
	[G_ELLIPSIS] = { "\u2026", "~" },
};

/* A signal is acted on by the loop, which ends curses and leaves.  Work
 * that does not look at the flag must not keep the program alive after
 * the terminal is gone or it is told to stop: if the loop has not left
 * ten seconds later, the program leaves at once.  (Three seconds were
 * too few on a machine busy with other work: a check under the
 * sanitizers saw Ctrl-C end a match with no line in the results log.) */
static void
on_alarm(int sig)
{
	ssize_t done;

	(void)sig;
	/* Only what a handler may call: write and tcsetattr. */
	if (curses_on && tty_reset_len > 0)
		done = write(STDOUT_FILENO, tty_reset, tty_reset_len);
	(void)done;
	if (tty_saved)
		tcsetattr(STDIN_FILENO, TCSANOW, &tty_before);
	_exit(128 + got_signal);	/* only on_signal sets the alarm */
}

/* Keep s for the alarm's way out. */
static void
reset_raw(const char *s)
{
	size_t n = strlen(s);

	if (tty_reset_len + n < sizeof tty_reset) {
		memcpy(tty_reset + tty_reset_len, s, n);
		tty_reset_len += n;
	}
}

/* Keep the terminal's capability cap for the alarm's way out. */
static void
reset_add(const char *cap)
{
	const char *s = tigetstr(cap);

	if (s != NULL && s != (char *)-1)
		reset_raw(s);
}

static void
on_signal(int sig)
{
	if (got_signal == 0)
		alarm(10);
	got_signal = sig;
}

static void
app_cleanup(void)
{
	if (curses_on) {
		curses_on = false;
		endwin();
	}
}

static void
init_roles(struct app *a)
{
	static const struct { short fg; int attr; } colours[R_COUNT] = {
		[R_NORMAL] = { -1, A_NORMAL },
		[R_TITLE] = { COLOR_CYAN, A_BOLD },
		[R_STONE] = { COLOR_YELLOW, A_BOLD },
		[R_PREVIEW] = { COLOR_RED, A_BOLD | A_REVERSE },
		[R_HINT] = { COLOR_GREEN, A_BOLD | A_UNDERLINE },
		[R_PICK_HINT] = { COLOR_GREEN,
		    A_BOLD | A_REVERSE | A_UNDERLINE },
		[R_LAST] = { COLOR_MAGENTA, A_BOLD },
		[R_GIVE] = { COLOR_BLUE, A_BOLD },
		[R_CURSOR] = { -1, A_REVERSE },
		[R_ERROR] = { COLOR_RED, A_BOLD },
		[R_STATUS] = { -1, A_REVERSE },
		[R_DIM] = { -1, A_DIM },
		[R_GOOD] = { COLOR_GREEN, A_BOLD },
	};
	static const int mono[R_COUNT] = {
		[R_NORMAL] = A_NORMAL,
		[R_TITLE] = A_BOLD,
		[R_STONE] = A_NORMAL,
		[R_PREVIEW] = A_REVERSE,
		[R_HINT] = A_BOLD | A_UNDERLINE,
		[R_PICK_HINT] = A_REVERSE | A_UNDERLINE,
		[R_LAST] = A_BOLD,
		[R_GIVE] = A_UNDERLINE,
		[R_CURSOR] = A_REVERSE,
		[R_ERROR] = A_BOLD,
		[R_STATUS] = A_REVERSE,
		[R_DIM] = A_NORMAL,
		[R_GOOD] = A_BOLD,
	};
	const char *no = getenv("NO_COLOR");
	short bg = COLOR_BLACK;
	int i;

	/* NO_COLOR set and not empty: attributes only (no-color.org). */
	a->colour = (no == NULL || no[0] == '\0') && has_colors() &&
	    start_color() == OK && COLORS >= 8;
	if (a->colour && use_default_colors() == OK)
		bg = -1;
	for (i = 0; i < R_COUNT; i++) {
		if (!a->colour) {
			role_attr[i] = mono[i];
			continue;
		}
		role_attr[i] = colours[i].attr;
		if (colours[i].fg >= 0 && init_pair((short)i, colours[i].fg,
		    bg) == OK)
			role_attr[i] |= COLOR_PAIR(i);
	}
}

void
app_init(struct app *a)
{
	struct sigaction sa;
	const char *cs = nl_langinfo(CODESET);

	memset(a, 0, sizeof *a);
	a->seed = (uint64_t)time(NULL) ^ (uint64_t)clock();
	a->utf8 = UI_WIDE_CURSES && cs != NULL && strcmp(cs, "UTF-8") == 0;

	/* Handlers before initscr, so curses keeps ours: they set the flag,
	 * and the loop ends curses and leaves (or the alarm ends the
	 * program, see on_alarm). */
	memset(&sa, 0, sizeof sa);
	sa.sa_handler = on_signal;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGINT, &sa, NULL);
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGHUP, &sa, NULL);
	sigaction(SIGQUIT, &sa, NULL);
	sa.sa_handler = on_alarm;
	sigaction(SIGALRM, &sa, NULL);

	die_set_cleanup(app_cleanup);
	tty_saved = tcgetattr(STDIN_FILENO, &tty_before) == 0;
	if (initscr() == NULL)
		die(EXIT_TROUBLE, _("cannot start the terminal"));
	curses_on = true;
	/* Clicks off, attributes off, the cursor back, the screen left. */
	if (tigetstr("kmous") != NULL &&
	    tigetstr("kmous") != (char *)-1)
		reset_raw("\033[?1006l\033[?1002l\033[?1000l");
	reset_add("sgr0");
	reset_add("cnorm");
	reset_add("rmkx");
	reset_add("rmcup");
	cbreak();
	noecho();
	nonl();
	keypad(stdscr, TRUE);
	/* Home and End as other terminals than the one named send them
	 * (tmux, the Linux console, xterm out of keypad mode). */
	define_key("\033[1~", KEY_HOME);
	define_key("\033[4~", KEY_END);
	define_key("\033[H", KEY_HOME);
	define_key("\033[F", KEY_END);
	curs_set(0);
	set_escdelay(25);
	mousemask(BUTTON1_PRESSED | BUTTON1_CLICKED, NULL);
	mouseinterval(0);
	timeout(250);
	init_roles(a);
}

/* Free the screens that left. */
static void
free_gone(struct app *a)
{
	while (a->ngone > 0) {
		struct frame *f = &a->gone[--a->ngone];

		if (f->scr->free != NULL)
			f->scr->free(f->data);
		else
			free(f->data);
	}
}

int
app_fini(struct app *a)
{
	size_t i;

	app_cleanup();
	/* After a signal the screens keep what must not be lost (a game
	 * in progress goes to the results log), here in the main line,
	 * where writing a file is safe.  A second signal only sets the
	 * flag again; should this hang (a log locked by another program),
	 * the alarm the first one set still ends the program, and the log,
	 * appended to in one write, is whole either way. */
	for (i = a->depth; got_signal != 0 && i-- > 0;)
		if (a->stack[i].scr->ending != NULL)
			a->stack[i].scr->ending(a, a->stack[i].data);
	alarm(0);
	die_set_cleanup(NULL);
	while (a->depth > 0) {
		free_gone(a);
		app_pop(a);
	}
	free_gone(a);
	free(a->hits);
	return got_signal != 0 ? 128 + got_signal : EXIT_SUCCESS;
}

void
app_push(struct app *a, const struct screen *s, void *data)
{
	if (a->depth == APP_DEPTH) {
		if (s->free != NULL)
			s->free(data);
		else
			free(data);
		return;
	}
	a->stack[a->depth].scr = s;
	a->stack[a->depth++].data = data;
}

void
app_pop(struct app *a)
{
	const struct frame *top;

	if (a->depth == 0)
		return;
	if (a->ngone == APP_DEPTH)
		free_gone(a);	/* not reached: a key pops a few at most */
	a->gone[a->ngone++] = a->stack[--a->depth];
	if (a->depth == 0) {
		a->quit = true;
		return;
	}
	top = &a->stack[a->depth - 1];
	if (top->scr->resume != NULL)
		top->scr->resume(a, top->data);
}

void
app_pop_below(struct app *a)
{
	struct frame top;

	if (a->depth < 2)
		return;
	top = a->stack[--a->depth];
	while (a->depth > 0) {
		if (a->ngone == APP_DEPTH)
			free_gone(a);
		a->gone[a->ngone++] = a->stack[--a->depth];
	}
	a->stack[a->depth++] = top;
}

void
app_sink(struct app *a)
{
	struct frame f;
	size_t i;

	if (a->depth < 2)
		return;
	f = a->stack[--a->depth];
	if (a->stack[0].scr == f.scr) {
		a->gone[a->ngone++] = a->stack[0];
		a->stack[0] = f;
	} else {
		for (i = a->depth; i > 0; i--)
			a->stack[i] = a->stack[i - 1];
		a->stack[0] = f;
		a->depth++;
	}
	if (a->stack[a->depth - 1].scr->resume != NULL)
		a->stack[a->depth - 1].scr->resume(a,
		    a->stack[a->depth - 1].data);
}

bool
app_under(const struct app *a)
{
	return a->depth > 1;
}

void
app_tick_soon(struct app *a)
{
	a->tick_soon = true;
}

uint64_t
app_now_ms(void)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (uint64_t)t.tv_sec * 1000 + (uint64_t)t.tv_nsec / 1000000;
}

/* The bytes a UTF-8 sequence led by b has, or 0 when b cannot lead one. */
static size_t
lead_len(unsigned char b)
{
	if (b < 0x80)
		return 1;
	if (b >= 0xc2 && b <= 0xdf)
		return 2;
	if (b >= 0xe0 && b <= 0xef)
		return 3;
	if (b >= 0xf0 && b <= 0xf4)
		return 4;
	return 0;
}

/*
 * A text field takes UTF-8 a byte at a time, as the terminal sends it: a
 * lead byte opens a character, its continuation bytes complete it, and a
 * character that turns out malformed is dropped whole, so the field is
 * always well-formed text (but for a character still being typed).
 */
static void
field_byte(char *field, size_t *len, size_t size, unsigned char b)
{
	size_t start = *len, need;
	uint32_t cp;

	/* Where the last character starts: back over its continuation
	 * bytes to the byte that leads it. */
	while (start > 0 && *len - start < 3 &&
	    ((unsigned char)field[start - 1] & 0xc0) == 0x80)
		start--;
	if (start > 0)
		start--;

	need = *len > 0 ? lead_len((unsigned char)field[start]) : 0;
	if (need > 1 && *len - start < need &&
	    text_decode(field + start, *len - start, &cp) == 0) {
		/* The last character is still open. */
		if (b < 0x80 || b > 0xbf) {
			*len = start;	/* broken off: drop it */
			field[*len] = '\0';
		} else {
			field[(*len)++] = (char)b;
			field[*len] = '\0';
			if (*len - start == need &&
			    text_decode(field + start, need, &cp) != need) {
				*len = start;
				field[*len] = '\0';
			}
			return;
		}
	}
	if ((need = lead_len(b)) == 0 || *len + need >= size)
		return;		/* a stray byte, or no room for it */
	field[(*len)++] = (char)b;
	field[*len] = '\0';
}

bool
app_field_key(char *field, size_t *len, size_t size, const struct input *in)
{
	if (in->erase) {
		*len = text_prev(field, *len);
		field[*len] = '\0';
		return true;
	}
	if (in->ch == 21) {	/* Ctrl-U: the whole line */
		*len = 0;
		field[0] = '\0';
		return true;
	}
	if ((in->ch >= ' ' && in->ch < 127) || (in->ch >= 0x80 &&
	    in->ch <= 0xff)) {
		field_byte(field, len, size, (unsigned char)in->ch);
		return true;
	}
	return false;
}

bool
app_common_key(struct app *a, const struct input *in, const struct game *g)
{
	switch (in->act) {
	case ACT_HELP:
		help_open(a, g, NULL, NULL);
		return true;
	case ACT_QUIT:
		a->quit = true;
		return true;
	default:
		return false;
	}
}

int
app_width(const char *s)
{
	return text_width(s);
}

size_t
app_fit(const char *s, size_t n, int w)
{
	return text_break(s, n, w);
}

int
app_canvas_begin(struct app *a, int h, int w)
{
	struct canvas *c;
	int i;

	if ((c = sg_calloc(1, sizeof *c)) == NULL || (c->cell =
	    sg_calloc((size_t)h * (size_t)w, sizeof *c->cell)) == NULL ||
	    (c->role = sg_calloc((size_t)h * (size_t)w, 1)) == NULL) {
		if (c != NULL)
			free(c->cell);
		free(c);
		return SG_ENOMEM;
	}
	c->h = h;
	c->w = w;
	memset(c->role, CANVAS_BLANK, (size_t)h * (size_t)w);
	for (i = 0; i < h * w; i++)
		c->cell[i][0] = ' ';
	a->canvas = c;
	return SG_OK;
}

void
app_canvas_end(struct app *a, struct sbuf *out)
{
	struct canvas *c = a->canvas;
	int y, x, end, first = -1, last = -1;

	if (c == NULL)
		return;
	a->canvas = NULL;
	for (y = 0; y < c->h; y++) {
		for (x = 0; x < c->w; x++)
			if (strcmp(c->cell[y * c->w + x], " ") != 0)
				break;
		if (x < c->w) {
			first = first < 0 ? y : first;
			last = y;
		}
	}
	for (y = first; y >= 0 && y <= last; y++) {
		for (end = c->w; end > 0 &&
		    strcmp(c->cell[y * c->w + end - 1], " ") == 0; end--)
			;
		for (x = 0; x < end; x++)
			sbuf_add(out, c->cell[y * c->w + x]);
		sbuf_addc(out, '\n');
	}
	free(c->cell);
	free(c->role);
	free(c);
}

int
app_canvas_extent(const struct app *a, int y, int h)
{
	const struct canvas *c = a->canvas;
	int r, x, end = 0;

	for (r = y; c != NULL && r < y + h && r < c->h; r++)
		for (x = c->w - 1; x >= end; x--)
			if (c->role[r * c->w + x] != CANVAS_BLANK) {
				end = x + 1;
				break;
			}
	return end;
}

void
app_canvas_show(struct app *a, int y, int h, int off, size_t from)
{
	struct canvas *c = a->canvas;
	int r, x;
	size_t i;

	if (c == NULL)
		return;
	a->canvas = NULL;
	for (r = y; r < y + h && r < c->h; r++)
		for (x = 0; x < c->w; x++)
			if (c->role[r * c->w + x] != CANVAS_BLANK)
				app_put(a, r, x + off, (enum role)c->role[r *
				    c->w + x], c->cell[r * c->w + x]);
	for (i = from; i < a->nhits; i++)
		a->hits[i].x += off;
	free(c->cell);
	free(c->role);
	free(c);
}

int
app_measure_begin(struct app *a, int h, int w, struct canvas **keep)
{
	struct canvas *was = a->canvas;

	a->canvas = NULL;
	if (app_canvas_begin(a, h, w) != SG_OK) {
		a->canvas = was;
		return SG_ENOMEM;
	}
	*keep = was;
	return SG_OK;
}

int
app_measure_end(struct app *a, struct canvas *keep, int from, size_t hits)
{
	struct canvas *c = a->canvas;
	int y, x, end = from;

	for (y = from; c != NULL && y < c->h; y++)
		for (x = 0; x < c->w; x++)
			if (c->role[y * c->w + x] != CANVAS_BLANK) {
				end = y + 1;
				break;
			}
	if (c != NULL) {
		free(c->cell);
		free(c->role);
		free(c);
	}
	a->canvas = keep;
	if (a->nhits > hits)
		a->nhits = hits;
	return end;
}

/* app_put into the canvas: one character a cell; a wide character fills
 * two, the second left empty. */
static int
canvas_put(struct canvas *c, int y, int x, enum role r, const char *s)
{
	int cols = 0, cw;
	size_t n, len = strlen(s);
	uint32_t cp;

	if (y < 0 || y >= c->h || x < 0)
		return 0;
	while (*s != '\0' && x + cols < c->w) {
		if ((n = text_decode(s, len, &cp)) == 0) {
			n = 1;		/* a malformed byte: shown as ? */
			cp = 0xfffd;
		}
		if ((cw = text_cp_width(cp)) == 0) {
			s += n;		/* a combining mark: not in a cell */
			len -= n;
			continue;
		}
		if (x + cols + cw > c->w)
			break;
		if (cp == 0xfffd)
			strcpy(c->cell[y * c->w + x + cols], "?");
		else {
			memcpy(c->cell[y * c->w + x + cols], s, n);
			c->cell[y * c->w + x + cols][n] = '\0';
		}
		c->role[y * c->w + x + cols] = (unsigned char)r;
		if (cw == 2) {
			c->cell[y * c->w + x + cols + 1][0] = '\0';
			c->role[y * c->w + x + cols + 1] = (unsigned char)r;
		}
		s += n;
		len -= n;
		cols += cw;
	}
	return cols;
}

int
app_put(struct app *a, int y, int x, enum role r, const char *s)
{
	int room = a->w - x;
	size_t bytes;

	if (a->canvas != NULL)
		return canvas_put(a->canvas, y, x, r, s);
	if (y < 0 || y >= a->h || x < 0 || room <= 0)
		return 0;
	/* As many whole characters as fit, by display columns. */
	bytes = text_fit(s, strlen(s), room);
	attrset(role_attr[r]);
	mvaddnstr(y, x, s, (int)bytes);
	attrset(A_NORMAL);
	return text_nwidth(s, bytes);
}

int
app_put_clipped(struct app *a, int y, int x, enum role r, const char *s,
    int w)
{
	char buf[1024];

	text_clip(s, w, buf, sizeof buf);
	return app_put(a, y, x, r, buf);
}

void
app_status(struct app *a, const char *s)
{
	app_clear_to_eol(a, a->h - 1, 0, R_STATUS);
	app_put_clipped(a, a->h - 1, 1, R_STATUS, s, a->w - 2);
}

int
app_printf(struct app *a, int y, int x, enum role r, const char *fmt, ...)
{
	char buf[1024];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(buf, sizeof buf, fmt, ap);
	va_end(ap);
	return app_put(a, y, x, r, buf);
}

void
app_clear_to_eol(struct app *a, int y, int x, enum role r)
{
	if (a->canvas != NULL) {
		for (; x < a->canvas->w; x++)
			canvas_put(a->canvas, y, x, r, " ");
		return;
	}
	if (y < 0 || y >= a->h)
		return;
	attrset(role_attr[r]);
	for (; x < a->w; x++)
		mvaddch(y, x, ' ');
	attrset(A_NORMAL);
}

/* How many bytes of s (of n) to look at for one line of w columns: no
 * more than such a line can hold and the next character, cut at a
 * character's start, so a long text costs its lines, never its length
 * again for each of them. */
static size_t
line_window(const char *s, size_t n, int w)
{
	size_t k = (size_t)w * 8 + 16;

	if (k >= n)
		return n;
	while (k > 0 && ((unsigned char)s[k] & 0xc0) == 0x80)
		k--;
	return k;
}

int
app_wrapped_max(struct app *a, int y, int x, enum role r, const char *text,
    int width, bool draw, int max)
{
	size_t cut, len;
	char *line;
	int n = 0;
	bool last;

	if (width < 10)
		width = 10;
	if ((line = malloc((size_t)width * 8 + 17)) == NULL)
		return 0;
	len = strlen(text);
	while (*text != '\0' && n < max) {
		/* The lines after the first stand two columns in. */
		int room = n > 0 ? width - 2 : width;

		cut = app_fit(text, line_window(text, len, room), room);
		last = n + 1 == max && cut < len;
		if (last) {	/* room for the ellipsis */
			cut = app_fit(text, line_window(text, len, room),
			    room - 2);
			/* A sum cut after a part ends "nim 3…", not
			 * "nim 3 +…". */
			while (cut > 0 && text[cut - 1] == ' ')
				cut--;
			if (cut > 2 && text[cut - 1] == '+' &&
			    text[cut - 2] == ' ')
				cut -= 2;
		}
		memcpy(line, text, cut);
		/* The blank at the break is not drawn (it may be underlined). */
		line[cut > 0 && text[cut - 1] == ' ' ? cut - 1 : cut] = '\0';
		if (last)
			strcat(line, app_glyph(a, G_ELLIPSIS));
		if (draw)
			app_put(a, y + n, x + (n > 0 ? 2 : 0), r, line);
		n++;
		text += cut;
		len -= cut;
		while (*text == ' ')
			text++, len--;
	}
	free(line);
	return n;
}

int
app_wrapped(struct app *a, int y, int x, enum role r, const char *text,
    int width, bool draw)
{
	/* No more lines than the screen has: the rest could not be seen. */
	return app_wrapped_max(a, y, x, r, text, width, draw, a->h + 1);
}

void
app_wrap_text(const char *text, int w, struct sbuf *out)
{
	wrap_text(text, w, out);
}

enum { KEYS_MOST = 32 };

/* The columns of key line keys[0..n), those with bare[i] set shown by
 * their keys alone (what comes before the first blank), the others
 * whole; into out when it is not NULL. */
static int
keys_line(const char *const keys[], size_t n, const bool *bare,
    struct sbuf *out)
{
	const char *cut;
	size_t i, len, k;
	int need = 0;

	for (i = 0; i < n; i++) {
		if (need > 0) {
			need += 2;
			if (out != NULL)
				sbuf_add(out, "  ");
		}
		cut = strchr(keys[i], ' ');
		len = bare[i] && cut != NULL ? (size_t)(cut - keys[i]) :
		    strlen(keys[i]);
		need += text_nwidth(keys[i], len);
		for (k = 0; out != NULL && k < len; k++)
			sbuf_addc(out, keys[i][k]);
	}
	return need;
}

void
app_keys(struct app *a, int y, const char *const keys[], size_t n,
    size_t keep)
{
	bool bare[KEYS_MOST] = { false };
	size_t m = n < KEYS_MOST ? n : KEYS_MOST, k;
	struct sbuf sb;

	/* Too long, the words go and the keys stay: the words of the
	 * earliest first, so those of the last keep (help, quit) last. */
	(void)keep;
	for (k = 0; k < m && keys_line(keys, m, bare, NULL) > a->w - 2; k++)
		bare[k] = true;
	sbuf_init(&sb);
	keys_line(keys, m, bare, &sb);
	app_put(a, y, 1, R_DIM, sbuf_str(&sb));
	sbuf_free(&sb);
}

const char *
app_glyph(const struct app *a, enum glyph g)
{
	return glyphs[g][a->utf8 ? 0 : 1];
}

void
app_hit(struct app *a, int y, int x, int w, size_t item, uint64_t unit,
    enum hit_part part)
{
	struct hit *h;

	if (a->nhits == a->caphits) {
		size_t cap = a->caphits ? a->caphits * 2 : 64;

		if ((h = sg_reallocarray(a->hits, cap, sizeof *h)) == NULL)
			return;
		a->hits = h;
		a->caphits = cap;
	}
	h = &a->hits[a->nhits++];
	h->y = y;
	h->x = x;
	h->w = w;
	h->item = item;
	h->unit = unit;
	h->part = part;
}

/* Esc pressed during a long computation?  Other keys are kept for
 * later. */
static bool
escape_pressed(void)
{
	int ch, keep[16], n = 0;
	bool esc = false;

	timeout(0);
	while ((ch = getch()) != ERR) {
		if (ch == 27)
			esc = true;
		else if (n < (int)(sizeof keep / sizeof keep[0]))
			keep[n++] = ch;
	}
	while (n > 0)
		ungetch(keep[--n]);
	timeout(250);
	return esc;
}

/* The seconds a computation runs before its bar shows: 0.2, or
 * SPRAGUE_PROGRESS_DELAY (0: at once, so that a test sees the bar and
 * stops it whatever the machine's speed). */
static double
progress_delay(void)
{
	static double delay = -1;
	const char *s;
	char *end;
	double d;

	if (delay >= 0)
		return delay;
	delay = 0.2;
	if ((s = getenv("SPRAGUE_PROGRESS_DELAY")) != NULL && *s != '\0') {
		d = strtod(s, &end);
		if (*end == '\0' && d >= 0 && d <= 60)
			delay = d;
	}
	return delay;
}

bool
app_progress(void *arg, uint64_t done, uint64_t total)
{
	static struct timespec start;
	static uint64_t last;
	/* TRANSLATORS: the status line while values are computed; a bar
	 * follows the bracket. */
	const char *head = _("computing values [");
	struct app *a = arg;
	struct timespec now;
	double secs;
	int width, fill, i, x = text_width(head);

	clock_gettime(CLOCK_MONOTONIC, &now);
	/* A count that starts again is a new computation. */
	if (done <= last || start.tv_sec == 0)
		start = now;
	last = done;
	secs = (double)(now.tv_sec - start.tv_sec) +
	    (double)(now.tv_nsec - start.tv_nsec) / 1e9;
	if (!curses_on || secs < progress_delay())
		return got_signal == 0;
	if (total == 0) {
		/* A search of unknown length: what it has done so far. */
		app_clear_to_eol(a, a->h - 1, 0, R_STATUS);
		/* TRANSLATORS: the status line while a search of unknown
		 * length runs: the positions it has solved so far. */
		app_printf(a, a->h - 1, 1, R_STATUS, _("searching: %llu "
		    "positions solved  Esc stops"), (unsigned long long)done);
		refresh();
		return got_signal == 0 && !escape_pressed();
	}
	width = a->w - x - 18 > 10 ? a->w - x - 18 : 10;
	fill = done >= total ? width : (int)((double)done / (double)total *
	    width);
	app_clear_to_eol(a, a->h - 1, 0, R_STATUS);
	app_put(a, a->h - 1, 0, R_STATUS, head);
	for (i = 0; i < width; i++)
		app_put(a, a->h - 1, x + i, R_STATUS, i < fill ?
		    app_glyph(a, G_BAR) : " ");
	app_printf(a, a->h - 1, x + width, R_STATUS, _("] %3d%%  Esc stops"),
	    (int)((double)done * 100 / (double)total));
	refresh();
	return got_signal == 0 && !escape_pressed();
}

static const struct frame *
top(const struct app *a)
{
	return &a->stack[a->depth - 1];
}

static bool
too_small(const struct app *a)
{
	return a->w < top(a)->scr->min_w || a->h < top(a)->scr->min_h;
}

static void
app_draw(struct app *a)
{
	char need[64];

	getmaxyx(stdscr, a->h, a->w);
	erase();
	a->nhits = 0;
	if (too_small(a)) {
		snprintf(need, sizeof need, _("(needs %1$dx%2$d)"),
		    top(a)->scr->min_w,
		    top(a)->scr->min_h);
		app_put(a, a->h / 2 - 1, 0, R_ERROR, _("terminal too small"));
		app_put(a, a->h / 2, 0, R_NORMAL, need);
		app_put(a, a->h / 2 + 1, 0, R_DIM, _("q quits"));
	} else
		top(a)->scr->draw(a, top(a)->data);
	refresh();
}

static void
map_click(const struct app *a, struct input *in)
{
	MEVENT ev;
	size_t i;

	if (getmouse(&ev) != OK ||
	    (ev.bstate & (BUTTON1_PRESSED | BUTTON1_CLICKED)) == 0)
		return;
	for (i = a->nhits; i-- > 0;) {
		const struct hit *h = &a->hits[i];

		if (ev.y == h->y && ev.x >= h->x && ev.x < h->x + h->w) {
			in->act = ACT_CLICK;
			in->item = h->item;
			in->unit = h->unit;
			in->part = h->part;
			return;
		}
	}
}

/* Keys to actions: the one table of the program. */
static void
map_key(const struct app *a, int ch, struct input *in)
{
	memset(in, 0, sizeof *in);
	in->ch = ch;
	switch (ch) {
	case KEY_UP: in->act = ACT_UP; break;
	case KEY_DOWN: in->act = ACT_DOWN; break;
	case KEY_LEFT: in->act = ACT_LEFT; break;
	case KEY_RIGHT: in->act = ACT_RIGHT; break;
	case '\t': in->act = ACT_NEXT; break;
	case KEY_BTAB: in->act = ACT_PREV; break;
	case '\n': case '\r': case KEY_ENTER: case ' ':
		in->act = ACT_CONFIRM;
		break;
	case 27:
		in->act = ACT_CANCEL;
		in->escape = true;
		break;
	case KEY_BACKSPACE: case 127: case 8:
		in->act = ACT_CANCEL;
		in->erase = true;
		break;
	case 'h': in->act = ACT_HINT; break;
	case 'u': in->act = ACT_UNDO; break;
	case 'r': in->act = ACT_REDO; break;
	case 'n': in->act = ACT_NEW; break;
	case 'a': in->act = ACT_AGAIN; break;
	case 'x': in->act = ACT_SWAP; break;
	case 'e': in->act = ACT_EXPLAIN; break;
	case 't': in->act = ACT_TABLE; break;
	case 'm': in->act = ACT_MOVES; break;
	case 's': in->act = ACT_SAVE; break;
	case 'p': in->act = ACT_PAUSE; break;
	case '+': in->act = ACT_LEVEL_UP; break;
	case 'l': in->act = ACT_LESSON; break;
	case 'k': in->act = ACT_KIND; break;
	case 'v': in->act = ACT_VALUES; break;
	case 'i': in->act = ACT_WHATIF; break;
	case 'w': in->act = ACT_HANDOUT; break;
	case 'o': in->act = ACT_POSITION; break;
	case '?': in->act = ACT_HELP; break;
	case 'q': in->act = ACT_QUIT; break;
	case KEY_PPAGE: in->act = ACT_PAGEUP; break;
	case KEY_NPAGE: in->act = ACT_PAGEDOWN; break;
	case KEY_HOME: in->act = ACT_HOME; break;
	case KEY_END: in->act = ACT_END; break;
	case KEY_RESIZE: in->act = ACT_RESIZE; break;
	case KEY_MOUSE: map_click(a, in); break;
	default:
		if (ch >= '0' && ch <= '9') {
			in->act = ACT_DIGIT;
			in->digit = (unsigned)(ch - '0');
		}
		break;
	}
}

/* The top screen's tick, when it has one and the terminal is large
 * enough; true when the screen changed. */
static bool
tick(struct app *a)
{
	const struct frame *f = top(a);

	return f->scr->tick != NULL && !too_small(a) &&
	    f->scr->tick(a, f->data);
}

/*
 * A key typed in a full-width form, as an input method types it ("３",
 * "Ｐ", "，", the ideographic space): its three bytes read whole and
 * folded (text_fold) to the ASCII key, so that every field, digit and
 * letter key takes it.  Any other character's bytes are left to come
 * one by one, as before.
 */
static int
fold_key(int ch)
{
	char s[4];
	char *f;
	int b2, b3, key = ch;

	if (ch != 0xe3 && ch != 0xef)
		return ch;
	if ((b2 = getch()) == ERR)
		return ch;
	if ((b3 = getch()) == ERR) {
		ungetch(b2);
		return ch;
	}
	s[0] = (char)ch;
	s[1] = (char)b2;
	s[2] = (char)b3;
	s[3] = '\0';
	if ((f = text_fold(s)) != NULL && f[0] >= ' ' && f[0] < 127 &&
	    f[1] == '\0' && strcmp(f, s) != 0)
		key = f[0];
	else {
		ungetch(b3);
		ungetch(b2);
	}
	free(f);
	return key;
}

/* Has the terminal a size other than the one curses holds?  Then curses
 * takes it.  A change of size is said by SIGWINCH, which curses turns
 * into KEY_RESIZE; one that came while the program was starting, before
 * curses listened, would be lost, and the screen drawn for the old size
 * for good.  So the size is also read at every turn of the loop. */
static bool
size_changed(void)
{
	struct winsize ws;

	if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) != 0 || ws.ws_row == 0 ||
	    ws.ws_col == 0 || (ws.ws_row == LINES && ws.ws_col == COLS))
		return false;
	return resizeterm(ws.ws_row, ws.ws_col) == OK;
}

/* Does curses hold a size other than the one the last draw used? */
static bool
size_stale(const struct app *a)
{
	int h, w;

	getmaxyx(stdscr, h, w);
	return h != a->h || w != a->w;
}

void
app_run(struct app *a)
{
	struct input in;
	bool dirty = true;
	int ch;

	while (!a->quit && got_signal == 0 && a->depth > 0) {
		if (size_changed())
			dirty = true;
		if (dirty)
			app_draw(a);
		dirty = false;
		/* Work the screen wants done once it is drawn (the
		 * computer's reply, with a progress bar when long). */
		if (a->tick_soon && !too_small(a)) {
			a->tick_soon = false;
			dirty = tick(a);
			free_gone(a);
			continue;
		}
		if ((ch = getch()) == ERR) {
			dirty = tick(a);
			free_gone(a);
			continue;
		}
		dirty = true;
		map_key(a, fold_key(ch), &in);
		if (in.act == ACT_RESIZE)
			continue;	/* the next draw reads the new size */
		/* A key read before curses said that the size changed (the
		 * terminal may be resized between the last draw and the
		 * key) acts on the new size: a page key pages by the lines
		 * now shown.  So the screen is drawn anew first. */
		if (size_changed() || size_stale(a))
			app_draw(a);
		if (too_small(a)) {
			if (in.act == ACT_QUIT)
				a->quit = true;
			continue;
		}
		top(a)->scr->key(a, top(a)->data, &in);
		free_gone(a);
	}
}
