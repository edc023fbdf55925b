/*
 * practice.c: `sprague practice --print | --porcelain': a worksheet of
 * exercises for a class, with its answer key, or one line an exercise for
 * scripts.  The same seed gives the same sheet.
 */
#include "config.h"

#include <sys/stat.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli/cli.h"
#include "engine/practice.h"
#include "engine/text.h"
#include "error.h"
#include "i18n.h"
#include "progress.h"
#include "savefile.h"

enum {
	PRACTICE_COUNT = 10,	/* exercises unless --count says */
	PRACTICE_COUNT_MAX = 1000,
	PRACTICE_LEVEL = 2,
	ASCII_WIDE = 40,	/* the most units drawn in a line */
	ASCII_TALL = 12,	/* the most rows of squares drawn */
	SHEET_WIDTH = 78,	/* the most columns of a printed line */
	RING_HALF = 32,		/* the most places along one side of a ring */
	GRID_SIDE = 16,		/* the longest side of a piece drawn */
	LINE_WIDTH = 50,	/* the length of a number line */
	CELLS_WIDE = 70		/* the most cells or coins drawn in a row */
};

struct practice_flags {
	bool print, porcelain, seeded;
	uint64_t seed;
	uint64_t count;
	uint64_t level;
	int kind;
	bool html, big, count_given, level_given;
	const char *key;	/* --key FILE: the answer key's own file */
	const char *name;	/* --name NAME: the pupil practising */
	const char *paper;	/* --paper a4|letter: the HTML page's size */
};

static uint64_t
flag_number(const char *name, const char *arg, uint64_t lo, uint64_t hi)
{
	struct sg_cause why;
	uint64_t x;
	char opt[32];

	if (arg == NULL)
		die(EXIT_USAGE, _("option \"--%s\": needs a value"), name);
	/* The option as it is typed, a word of no language. */
	snprintf(opt, sizeof opt, "--%s", name);
	if (sg_parse_u64(arg, hi, opt, &x, &why) != SG_OK)
		die(EXIT_USAGE, "%s", why.text);
	if (x < lo)
		/* TRANSLATORS: an option's name, then its value. */
		die(EXIT_USAGE, _("%1$s \"%2$s\": must be at least %3$llu"),
		    opt, arg, (unsigned long long)lo);
	return x;
}

/* Take the flags before the game; the index of the first other word. */
static int
parse_flags(int argc, char *argv[], struct practice_flags *f)
{
	int i;

	for (i = 0; i < argc && strncmp(argv[i], "--", 2) == 0; i++) {
		const char *name = argv[i] + 2, *next = i + 1 < argc ?
		    argv[i + 1] : NULL;
		enum ex_kind k;

		if (strcmp(name, "print") == 0)
			f->print = true;
		else if (strcmp(name, "porcelain") == 0)
			f->porcelain = true;
		else if (strcmp(name, "html") == 0)
			f->html = true;
		else if (strcmp(name, "big") == 0)
			f->big = true;
		else if (strcmp(name, "key") == 0) {
			if (next == NULL || next[0] == '\0')
				die(EXIT_USAGE, "%s", _("option \"--key\": "
				    "needs a file name"));
			f->key = next;
			i++;
		} else if (strcmp(name, "name") == 0) {
			if (next == NULL)
				die(EXIT_USAGE, "%s", _("option \"--name\": "
				    "needs a name"));
			if (next[0] != '\0' && !progress_name_ok(next))
				die(EXIT_USAGE, _("name \"%1$.40s\": %2$s"),
				    next, _(progress_name_rule));
			f->name = next;
			i++;
		}
		else if (strcmp(name, "paper") == 0) {
			if (next == NULL || (strcmp(next, "a4") != 0 &&
			    strcmp(next, "letter") != 0))
				die(EXIT_USAGE, _("option \"--paper\": a4 or "
				    "letter, not \"%.40s\""), next != NULL ?
				    next : "");
			f->paper = next;
			i++;
		} else if (strcmp(name, "seed") == 0) {
			f->seed = flag_number("seed", next, 0, UINT64_MAX);
			f->seeded = true;
			i++;
		} else if (strcmp(name, "count") == 0) {
			f->count = flag_number("count", next, 1,
			    PRACTICE_COUNT_MAX);
			f->count_given = true;
			i++;
		} else if (strcmp(name, "level") == 0) {
			f->level = flag_number("level", next, 1, 5);
			f->level_given = true;
			i++;
		} else if (strcmp(name, "kind") == 0) {
			if (next == NULL)
				die(EXIT_USAGE, "%s", _("option \"--kind\": "
				    "needs a value (outcome, move or value)"));
			if (!ex_kind_find(next, &k))
				die(EXIT_USAGE, _("kind \"%.40s\": must be "
				    "outcome, move or value"), next);
			f->kind = (int)k;
			i++;
		} else
			die(EXIT_USAGE, _("option \"%.40s\": unknown for "
			    "practice"), argv[i]);
	}
	return i;
}

/* The game's options and the position, as the command line writes them. */
static void
notation(const struct exercise *e, struct sbuf *out)
{
	const struct game *g = e->rules->game;
	size_t mark = out->len;

	sbuf_printf(out, "%s ", g->name);
	if (g->notation.format_opts != NULL) {
		mark = out->len;
		g->notation.format_opts(e->rules, out);
		if (out->len > mark)
			sbuf_addc(out, ' ');
	}
	game_format(e->rules, &e->pos, out);
}

static void
answer_text(const struct exercise *e, struct sbuf *out)
{
	switch (e->kind) {
	case EX_OUTCOME:
		sbuf_add(out, e->sol.outcome == OUTCOME_N ? "N" : "P");
		break;
	case EX_MOVE:
		game_format(e->rules, &e->sol.wins.p[0], out);
		break;
	default:
		sbuf_printf(out, "%llu", (unsigned long long)e->sol.grundy);
		break;
	}
}

/* Blanks off the end of out. */
static void
trim_end(struct sbuf *out)
{
	while (out->len > 0 && out->s[out->len - 1] == ' ')
		out->s[--out->len] = '\0';
}

/* A position too large to draw in a line of the sheet. */
static void
too_large(struct sbuf *out)
{
	sbuf_printf(out, "   %s\n", _("(too large to draw)"));
}

/* A line of n marks, shortened past ASCII_WIDE. */
static void
marks(struct sbuf *out, uint64_t n, char c)
{
	uint64_t i;

	for (i = 0; i < n && i < ASCII_WIDE; i++)
		sbuf_addc(out, c);
	if (n > ASCII_WIDE)
		sbuf_add(out, "...");
}

/* Columns of squares, the top row first; the first square of the first
 * column is the special one (drawn X). */
static void
squares(const struct pos *p, struct sbuf *out)
{
	uint64_t top = 0, r;
	size_t i;

	for (i = 0; i < p->n; i++)
		top = p->v[i] > top ? p->v[i] : top;
	if (top > ASCII_TALL || p->n > ASCII_WIDE) {
		too_large(out);
		return;
	}
	for (r = top; r-- > 0;) {
		sbuf_add(out, "   ");
		for (i = 0; i < p->n; i++)
			sbuf_add(out, p->v[i] <= r ? " ." : i == 0 && r == 0 ?
			    " X" : " #");
		sbuf_addc(out, '\n');
	}
}

/* A ring of places (o a coin, . a gap): the first half left to right
 * along the top, the rest back along the bottom, so that the last place
 * touches the first. */
static void
ring(const struct pos *p, struct sbuf *out)
{
	size_t n = p->n, top = (n + 1) / 2, i;

	if (top > RING_HALF) {
		too_large(out);
		return;
	}
	sbuf_printf(out, "   %3zu >", (size_t)1);
	for (i = 0; i < top; i++)
		sbuf_printf(out, " %c", p->v[i] ? 'o' : '.');
	sbuf_printf(out, "  > %zu\n   %3zu <", top, n);
	for (i = n; i-- > top;)
		sbuf_printf(out, " %c", p->v[i] ? 'o' : '.');
	sbuf_printf(out, "%*s  < %zu\n", (int)(2 * (top - (n - top))), "",
	    n > top ? top + 1 : n);
	/* TRANSLATORS: the legend of a ring drawn in ASCII; "o" and "."
	 * are the marks drawn, keep them. */
	sbuf_printf(out, "   %s\n", _("(o a coin, . a gap; along the top "
	    "from place 1, back along the bottom)"));
}

/* Pieces of squared paper, side by side while they fit, each a grid
 * with its size above it. */
static void
pieces(const struct pos *p, struct sbuf *out)
{
	size_t first, last, k, width;
	uint64_t row, c, w, h, tall;
	char label[48];

	for (k = 0; k + 1 < p->n; k += 2)
		if (p->v[k] > GRID_SIDE || p->v[k + 1] > GRID_SIDE) {
			too_large(out);
			return;
		}
	for (first = 0; first + 1 < p->n; first = last) {
		/* The pieces of this band. */
		width = 3;
		tall = 0;
		for (last = first; last + 1 < p->n; last += 2) {
			w = 2 * p->v[last] + 1;
			if (last > first && width + w + 3 > SHEET_WIDTH)
				break;
			width += (size_t)(w < 9 ? 9 : w) + 3;
			tall = p->v[last + 1] > tall ? p->v[last + 1] : tall;
		}
		for (row = 0; row <= 2 * tall + 1; row++) {
			sbuf_add(out, "  ");
			for (k = first; k < last; k += 2) {
				w = p->v[k];
				h = p->v[k + 1];
				width = (size_t)(2 * w + 1 < 9 ? 9 : 2 * w + 1);
				sbuf_add(out, " ");
				if (row == 0) {
					snprintf(label, sizeof label, "%llux%llu",
					    (unsigned long long)w,
					    (unsigned long long)h);
					sbuf_printf(out, "%-*s", (int)width,
					    label);
				} else if (row - 1 > 2 * h)
					sbuf_printf(out, "%*s", (int)width, "");
				else {
					for (c = 0; c <= 2 * w; c++)
						sbuf_addc(out, (row - 1) % 2 == 0 ?
						    (c % 2 == 0 ? '+' : '-') :
						    (c % 2 == 0 ? '|' : ' '));
					sbuf_printf(out, "%*s", (int)(width -
					    2 * w - 1), "");
				}
				sbuf_add(out, "  ");
			}
			trim_end(out);
			sbuf_addc(out, '\n');
		}
	}
}

/* A number line from 1 to the target, on a scale of logarithms, with the
 * current value marked. */
static void
number_line(const struct pos *p, struct sbuf *out)
{
	uint64_t target = p->v[0], now = p->n > 1 ? p->v[1] : 1, i, at = 0,
	    x = 1;

	/* The mark's place: how many doublings from 1, scaled. */
	while (x < now && at < 64) {
		x *= 2;
		at++;
	}
	for (i = 0, x = 1; x < target && i < 64; i++)
		x *= 2;
	at = i > 0 ? at * LINE_WIDTH / i : 0;
	if (at >= LINE_WIDTH)
		at = LINE_WIDTH - 1;
	sbuf_add(out, "   1 |");
	for (i = 0; i < LINE_WIDTH; i++)
		sbuf_addc(out, i == at ? '*' : '-');
	sbuf_printf(out, "| %llu\n", (unsigned long long)target);
	sbuf_add(out, "   ");
	/* TRANSLATORS: under a number line drawn in ASCII; "*" marks
	 * the current value on it. */
	sbuf_printf(out, _("now %1$llu (the *), to reach %2$llu or more\n"),
	    (unsigned long long)now, (unsigned long long)target);
}

/* A graph of edges a-b (two entries an edge, a <= b, sorted): the edges
 * grouped by the vertex they stand on, the ground first, a line each. */
static void
graph_lines(const struct pos *p, struct sbuf *out)
{
	size_t i, lines = 0, col = 0, before;
	uint64_t at = UINT64_MAX;

	for (i = 0; i + 1 < p->n; i += 2) {
		if (p->v[i] != at || col > 64) {
			if (++lines > ASCII_TALL) {
				sbuf_add(out, "\n");
				too_large(out);
				return;
			}
			if (i > 0)
				sbuf_addc(out, '\n');
			sbuf_add(out, "   ");
			if (p->v[i] != at) {
				at = p->v[i];
				/* TRANSLATORS: before the edges of a graph
				 * drawn on a worksheet that stand on the
				 * ground (vertex 0), or on vertex N. */
				if (at == 0)
					sbuf_add(out, _("on the ground:"));
				else
					sbuf_printf(out, _("on %llu:"),
					    (unsigned long long)at);
			} else
				sbuf_add(out, "  ");
			col = 0;
		}
		before = out->len;
		sbuf_printf(out, " %llu-%llu", (unsigned long long)p->v[i],
		    (unsigned long long)p->v[i + 1]);
		col += out->len - before;
	}
	sbuf_addc(out, '\n');
}

/* Where the game limits a take from its heap (play.lower.range), the
 * limit under it, as the board shows it. */
static void
draw_range(const struct rules *r, const struct pos *p, struct sbuf *out)
{
	uint64_t lo = 0, hi = 0;

	if (r->game->play.lower.range == NULL || game_heap_entries(r, p) != 1)
		return;
	r->game->play.lower.range(r, p, 0, &lo, &hi);
	sbuf_add(out, "   ");
	if (hi == 0)
		sbuf_add(out, _("(no take allowed)"));
	else
		sbuf_printf(out, _("(a move takes %1$llu to %2$llu)"),
		    (unsigned long long)lo, (unsigned long long)hi);
	sbuf_addc(out, '\n');
}

/* Position p of rules r drawn in ASCII, as its board shows it. */
static void
draw_pos(const struct rules *r, const struct pos *p, struct sbuf *out)
{
	const struct game *g = r->game;
	const char *item = game_item(g);
	uint64_t last = 0, c;
	size_t i;

	switch (g->play.board) {
	case BOARD_PAIR:
		for (i = 0; i < p->n; i++) {
			sbuf_add(out, "   ");
			/* TRANSLATORS: the label of the first, second...
			 * number of a pair, before its value drawn. */
			sbuf_printf(out, _("number %zu"), i + 1);
			sbuf_printf(out, "  %4llu  ",
			    (unsigned long long)p->v[i]);
			marks(out, p->v[i], '=');
			sbuf_addc(out, '\n');
		}
		break;
	case BOARD_HEAPS:
	case BOARD_STAIR:
	case BOARD_ROWS:
		for (i = 0; i < game_heap_entries(r, p); i++) {
			sbuf_add(out, "   ");
			/* TRANSLATORS: a thing of the board (heap, row...)
			 * and its number: "heap 3". */
			sbuf_printf(out, _("%1$s %2$zu"), item, i + 1);
			sbuf_printf(out, "  %3llu  ",
			    (unsigned long long)p->v[i]);
			marks(out, p->v[i], 'o');
			trim_end(out);
			sbuf_addc(out, '\n');
		}
		draw_range(r, p, out);
		break;
	case BOARD_CIRCLE:
		ring(p, out);
		break;
	case BOARD_GRID:
		pieces(p, out);
		break;
	case BOARD_LINE:
		number_line(p, out);
		break;
	case BOARD_GRAPH:
		if (p->n == 0)
			sbuf_printf(out, "   %s\n", _("(the bare ground)"));
		else
			graph_lines(p, out);
		break;
	case BOARD_CHESSMEN:
		for (i = 0; i < p->n; i++)
			last = p->v[i] > last ? p->v[i] : last;
		if (last > CELLS_WIDE) {
			too_large(out);
			break;
		}
		sbuf_add(out, "   |");
		for (c = 1, i = 0; c <= last; c++) {
			bool here = i < p->n && p->v[i] == c;

			sbuf_addc(out, here ? 'X' : '.');
			i += here;
		}
		sbuf_add(out, "\n   ");
		/* TRANSLATORS: the legend of a row of cells drawn in ASCII;
		 * "X" is the mark drawn, keep it. */
		sbuf_printf(out, _("(cells 1 to %1$llu from the left, X a "
		    "%2$s)\n"), (unsigned long long)last, item);
		break;
	case BOARD_SQUARES:
		squares(p, out);
		break;
	case BOARD_COINS:
		if (p->n > CELLS_WIDE) {
			too_large(out);
			break;
		}
		sbuf_add(out, "   ");
		for (i = 0; i < p->n; i++)
			sbuf_addc(out, p->v[i] ? 'H' : 'T');
		/* TRANSLATORS: "H" and "T" are the letters drawn, keep
		 * them. */
		sbuf_printf(out, "\n   %s\n", _("(coin 1 at the left; H "
		    "heads, T tails)"));
		break;
	default:
		sbuf_add(out, "   ");
		game_format(r, p, out);
		sbuf_addc(out, '\n');
		break;
	}
}

enum { DRAW_PARTS = 16 };

/* The exercise's position drawn; a game made of games part by part,
 * each as its own game's board shows it. */
static void
draw(const struct exercise *e, struct sbuf *out)
{
	const struct game *g = e->rules->game;
	struct game_part part[DRAW_PARTS];
	struct sg_cause why;
	struct pos q;
	size_t n, k;

	if (g->play.parts == NULL || g->play.parts(e->rules, &e->pos, part,
	    DRAW_PARTS, &n, &why) != SG_OK) {
		draw_pos(e->rules, &e->pos, out);
		return;
	}
	pos_init(&q);
	for (k = 0; k < n; k++) {
		if (pos_resize(&q, part[k].count) != SG_OK) {
			out->oom = true;
			break;
		}
		if (part[k].count > 0)
			memcpy(q.v, e->pos.v + part[k].first,
			    part[k].count * sizeof *q.v);
		sbuf_add(out, "   ");
		sbuf_printf(out, _("part %1$zu, %2$s:\n"), k + 1,
		    game_title(part[k].rules->game));
		draw_pos(part[k].rules, &q, out);
	}
	pos_free(&q);
}

static const char *
question(const struct exercise *e)
{
	switch (e->kind) {
	case EX_OUTCOME:
		/* TRANSLATORS: N and P are the answers written, keep
		 * them. */
		return _("Who wins: the player to move (N) or the other "
		    "(P)?");
	case EX_MOVE:
		return _("Make a winning move: what position do you leave?");
	default:
		return e->pos.n == 1 && e->rules->game->theory.is_sum ?
		    _("What is the Grundy value of this one part?") :
		    _("What is the Grundy value of the position?");
	}
}

/* text wrapped between words, as its language breaks lines
 * (text_break), at SHEET_WIDTH columns or the page's width when that is
 * less: the first line after lead, the others after indent blanks; a
 * '\n' in text starts a line of its own. */
static void
wrap(struct sbuf *out, const char *lead, size_t indent, const char *text)
{
	int col = text_width(lead), w = cli_columns(SHEET_WIDTH);
	size_t n, k, keep;

	if (w > SHEET_WIDTH)
		w = SHEET_WIDTH;
	sbuf_add(out, lead);
	for (;;) {
		while (*text == ' ')
			text++;
		n = strcspn(text, "\n");
		while (n > 0) {
			k = text_break(text, n, w - col);
			for (keep = k; k < n && keep > 0 && text[keep - 1] ==
			    ' '; keep--)
				;
			sbuf_printf(out, "%.*s", (int)keep, text);
			for (text += k, n -= k; n > 0 && *text == ' ';
			    text++, n--)
				;
			if (n > 0) {
				sbuf_printf(out, "\n%*s", (int)indent, "");
				col = (int)indent;
			}
		}
		if (*text != '\n')
			break;
		text++;
		sbuf_printf(out, "\n%*s", (int)indent, "");
		col = (int)indent;
	}
	sbuf_addc(out, '\n');
}

/* The text of the answer key: a heading, then each answer with its
 * reason. */
static void
key_text(const struct exercise *ex, uint64_t count, const char *heading,
    struct sbuf *out)
{
	struct sbuf reason;
	char lead[32];
	uint64_t i;

	wrap(out, "", 0, heading);
	sbuf_addc(out, '\n');
	sbuf_init(&reason);
	for (i = 0; i < count; i++) {
		sbuf_reset(&reason);
		ex_reason(&ex[i], &reason);
		snprintf(lead, sizeof lead, "%llu. ", (unsigned long long)i + 1);
		wrap(out, lead, strlen(lead), sbuf_str(&reason));
	}
	if (reason.oom)
		out->oom = true;
	sbuf_free(&reason);
}

/* A label, then a line of n underscores to write on. */
static void
blank(struct sbuf *out, const char *label, int n)
{
	sbuf_printf(out, "%s %.*s", label, n, "________________________________"
	    "________________________________");
}

/* What a pupil writes the answer on. */
static void
answer_room(const struct exercise *e, struct sbuf *out)
{
	sbuf_add(out, "   ");
	if (e->kind == EX_MOVE)
		blank(out, _("The position I leave:"), 45);
	else {
		blank(out, _("My answer:"), 16);
		sbuf_add(out, "    ");
		blank(out, _("Why:"), 30);
	}
	sbuf_addc(out, '\n');
}

/* The pupils' pages: a heading, a line for the name and date, each
 * exercise drawn with room to answer it. */
static void
sheet_text(const struct exercise *ex, uint64_t count, const char *heading,
    struct sbuf *out)
{
	struct sbuf sb;
	char lead[32];
	uint64_t i;

	wrap(out, "", 0, heading);
	sbuf_addc(out, '\n');
	blank(out, _("Name:"), 32);
	sbuf_add(out, "    ");
	blank(out, _("Date:"), 20);
	sbuf_add(out, "\n\n");
	sbuf_init(&sb);
	for (i = 0; i < count; i++) {
		snprintf(lead, sizeof lead, "%llu. ", (unsigned long long)i + 1);
		wrap(out, lead, strlen(lead), question(&ex[i]));
		sbuf_reset(&sb);
		notation(&ex[i], &sb);
		wrap(out, "   ", 5, sbuf_str(&sb));
		draw(&ex[i], out);
		sbuf_addc(out, '\n');
		answer_room(&ex[i], out);
		sbuf_addc(out, '\n');
	}
	if (sb.oom)
		out->oom = true;
	sbuf_free(&sb);
}

/* s with &, < and > written as HTML entities, and a blank where the line
 * must not break (a position, a counted number, a formula: text_joined)
 * as a no-break space, for the browser breaks the lines of the page. */
static void
html_escaped(struct sbuf *out, const char *s)
{
	const char *start = s;
	size_t n = strlen(s);

	for (; *s != '\0'; s++) {
		if (*s == ' ' && text_joined(start, n, (size_t)(s - start) + 1))
			sbuf_add(out, "&#160;");
		else if (*s == '&')
			sbuf_add(out, "&amp;");
		else if (*s == '<')
			sbuf_add(out, "&lt;");
		else if (*s == '>')
			sbuf_add(out, "&gt;");
		else
			sbuf_addc(out, *s);
	}
}

/* The paper of the reader's locale when --paper does not say: Letter in
 * the United States and Canada (a territory of US or CA in LC_PAPER, or
 * else in the locale that sets the language), A4 everywhere else. */
static const char *
paper_of_locale(void)
{
	static const char *const vars[] = { "LC_ALL", "LC_PAPER", "LANG" };
	const char *v, *t;
	size_t i;

	for (i = 0; i < sizeof vars / sizeof vars[0]; i++) {
		if ((v = getenv(vars[i])) == NULL || v[0] == '\0')
			continue;
		t = strchr(v, '_');
		return t != NULL && (strncmp(t + 1, "US", 2) == 0 ||
		    strncmp(t + 1, "CA", 2) == 0) ? "letter" : "a4";
	}
	return "a4";
}

/* The page's fonts: a serif with Japanese and Chinese ones after it, so
 * that a CJK word is drawn wherever one of them is installed. */
static const char html_style[] =
"body { font-family: \"Noto Serif\", \"DejaVu Serif\", "
"\"Noto Serif CJK JP\", \"Noto Serif CJK SC\", \"Source Han Serif\", "
"\"Hiragino Mincho ProN\", \"Yu Mincho\", \"SimSun\", serif; "
"max-width: 44em; margin: 1em auto; }\n"
"body:lang(zh-CN) { font-family: \"Noto Serif\", \"DejaVu Serif\", "
"\"Noto Serif CJK SC\", \"Source Han Serif SC\", \"SimSun\", serif; }\n"
"pre, code { font-family: \"DejaVu Sans Mono\", \"Noto Sans Mono CJK JP\", "
"\"Noto Sans Mono CJK SC\", monospace; }\n"
"h1 { font-size: 1.4em; }\n"
"pre.board { font-size: 0.95em; margin: 0.4em 0 0.4em 1em; }\n"
"li { margin-bottom: 1.2em; page-break-inside: avoid; "
"break-inside: avoid; }\n"
".room { border-bottom: 1px solid #000; height: 2.2em; }\n"
".key { page-break-before: always; break-before: page; }\n"
"@media print { body { margin: 0; max-width: none; } }\n";

/* The start of an HTML page called title, printed on paper ("a4" or
 * "letter"). */
static void
html_head(struct sbuf *out, const char *title, const char *paper)
{
	/* TRANSLATORS: the language of a worksheet's web page, as HTML
	 * names it: ja, zh-CN. */
	sbuf_printf(out, "<!DOCTYPE html>\n<html lang=\"%s\">\n<head>\n"
	    "<meta charset=\"utf-8\">\n<title>", _("en"));
	html_escaped(out, title);
	sbuf_add(out, "</title>\n<style>\n");
	sbuf_add(out, html_style);
	sbuf_printf(out, "@page { size: %s; margin: 15mm; }\n",
	    strcmp(paper, "letter") == 0 ? "letter" : "A4");
	sbuf_add(out, "</style>\n</head>\n<body>\n");
}

static void
html_key(const struct exercise *ex, uint64_t count, const char *heading,
    bool page, struct sbuf *out)
{
	struct sbuf reason;
	uint64_t i;

	sbuf_add(out, page ? "<section>\n<h1>" : "<section class=\"key\">\n"
	    "<h2>");
	html_escaped(out, heading);
	sbuf_add(out, page ? "</h1>\n<ol>\n" : "</h2>\n<ol>\n");
	sbuf_init(&reason);
	for (i = 0; i < count; i++) {
		sbuf_reset(&reason);
		ex_reason(&ex[i], &reason);
		sbuf_add(out, "<li>");
		html_escaped(out, sbuf_str(&reason));
		sbuf_add(out, "</li>\n");
	}
	sbuf_free(&reason);
	sbuf_add(out, "</ol>\n</section>\n");
}

/* The worksheet as one HTML page, the key after a page break (or not
 * there, when it goes to a file of its own). */
static void
html_sheet(const struct exercise *ex, uint64_t count, const char *heading,
    const char *key_heading, bool with_key, const char *paper,
    struct sbuf *out)
{
	struct sbuf sb;
	uint64_t i;

	html_head(out, heading, paper);
	sbuf_add(out, "<h1>");
	html_escaped(out, heading);
	sbuf_add(out, "</h1>\n<p>");
	blank(out, _("Name:"), 30);
	sbuf_addc(out, ' ');
	blank(out, _("Date:"), 16);
	sbuf_add(out, "</p>\n<ol>\n");
	sbuf_init(&sb);
	for (i = 0; i < count; i++) {
		sbuf_add(out, "<li>\n<p>");
		html_escaped(out, question(&ex[i]));
		sbuf_add(out, "</p>\n<p><code>");
		sbuf_reset(&sb);
		notation(&ex[i], &sb);
		html_escaped(out, sbuf_str(&sb));
		sbuf_add(out, "</code></p>\n<pre class=\"board\">");
		sbuf_reset(&sb);
		draw(&ex[i], &sb);
		html_escaped(out, sbuf_str(&sb));
		sbuf_add(out, "</pre>\n<p>");
		html_escaped(out, ex[i].kind == EX_MOVE ?
		    _("The position I leave:") : _("My answer, and why:"));
		sbuf_add(out, "</p>\n<div class=\"room\"></div>\n</li>\n");
	}
	sbuf_free(&sb);
	sbuf_add(out, "</ol>\n");
	if (with_key)
		html_key(ex, count, key_heading, false, out);
	sbuf_add(out, "</body>\n</html>\n");
}

const char *
cli_practice_board(int argc, char *argv[], const char **name, bool *big)
{
	struct practice_flags f = { .count = PRACTICE_COUNT, .level =
	    PRACTICE_LEVEL, .kind = EX_ANY };
	int first = parse_flags(argc, argv, &f);

	if (f.print || f.porcelain || f.html)
		return NULL;
	if (f.key != NULL || f.count_given || f.level_given || f.seeded ||
	    f.kind != EX_ANY || f.paper != NULL)
		die(EXIT_USAGE, _("option \"%.40s\": for --print and "
		    "--porcelain (on the board the level grows with the "
		    "learner)"),
		    f.key != NULL ? "--key" : f.paper != NULL ? "--paper" :
		    f.count_given ? "--count" :
		    f.level_given ? "--level" : f.seeded ? "--seed" : "--kind");
	if (first < argc && game_find(argv[first]) == NULL)
		die(EXIT_USAGE, _("game \"%.40s\": unknown (see: sprague "
		    "list)"), argv[first]);
	if (first + 1 < argc)
		die(EXIT_USAGE, _("practice: \"%.40s\": one game only, its "
		    "exercises pick their own positions"), argv[first + 1]);
	if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO))
		die(EXIT_USAGE, "%s", _("practice: the drills need a terminal "
		    "(--print writes a worksheet, --porcelain its exercises "
		    "one a line)"));
	*name = f.name;
	*big = f.big;
	return first < argc ? argv[first] : "";
}

/* Refuse a key file that is where the sheet goes (the standard output
 * redirected to it): the key, written last, would leave nothing else. */
static void
key_not_stdout(const char *path)
{
	struct stat k, o;

	if (stat(path, &k) == 0 && fstat(STDOUT_FILENO, &o) == 0 &&
	    k.st_dev == o.st_dev && k.st_ino == o.st_ino)
		die(EXIT_USAGE, _("key file \"%.200s\": the sheet is written "
		    "there too (the key would replace it); give the key a "
		    "file of its own"), path);
}

/* Write text to path atomically, or die. */
static void
write_file(const char *path, const struct sbuf *text)
{
	struct sg_cause why;

	if (text->oom)
		die(EXIT_TROUBLE, "%s", _("out of memory"));
	/* A file that cannot be written where it is asked for: bad input,
	 * like a bad argument. */
	if (savefile_write_text(path, sbuf_str(text), text->len, &why) !=
	    SAVEFILE_OK)
		die(EXIT_USAGE, _("key file \"%1$.200s\": %2$s"), path,
		    why.text);
}

int
cli_practice(int argc, char *argv[])
{
	struct practice_flags f = { .count = PRACTICE_COUNT, .level =
	    PRACTICE_LEVEL, .kind = EX_ANY };
	const struct game *g = NULL;
	struct exercise *ex;
	struct sg_cause why;
	struct ex_run run;
	struct sbuf sb, key, heading, key_heading;
	uint64_t i;
	int first, rc;

	first = parse_flags(argc, argv, &f);
	if (first < argc) {
		if ((g = game_find(argv[first])) == NULL)
			die(EXIT_USAGE, _("game \"%.40s\": unknown (see: "
			    "sprague list)"), argv[first]);
		if (first + 1 < argc)
			die(EXIT_USAGE, _("practice: \"%.40s\": one game "
			    "only, its exercises pick their own positions"),
			    argv[first + 1]);
	}
	if (f.print && f.porcelain)
		die(EXIT_USAGE, "%s", _("option \"--print\": not with "
		    "--porcelain"));
	if (f.html && f.porcelain)
		die(EXIT_USAGE, "%s", _("option \"--html\": not with "
		    "--porcelain"));
	if (f.key != NULL && f.porcelain)
		die(EXIT_USAGE, "%s", _("option \"--key\": for --print and "
		    "--html"));
	if (f.name != NULL || f.big)
		die(EXIT_USAGE, _("option \"%s\": for the drills on the "
		    "board"),
		    f.name != NULL ? "--name" : "--big");
	if (f.paper != NULL && !f.html)
		die(EXIT_USAGE, "%s", _("option \"--paper\": for --html (a "
		    "printed text sheet fits either paper)"));
	if (f.paper == NULL)
		f.paper = paper_of_locale();
	if (f.key != NULL)
		key_not_stdout(f.key);
	if (!f.seeded)
		f.seed = (uint64_t)time(NULL) ^ ((uint64_t)getpid() << 32);
	ex = calloc((size_t)f.count, sizeof *ex);
	if (ex == NULL)
		die(EXIT_TROUBLE, "%s", _("out of memory"));
	ex_run_init(&run, f.seed);
	for (i = 0; i < f.count; i++) {
		rc = ex_next(&run, g, f.kind, (unsigned)f.level, &ex[i], &why);
		if (rc != SG_OK)
			cli_die_engine(rc == SG_EUNSUP ? SG_EINVAL : rc, &why);
	}
	ex_run_free(&run);
	sbuf_init(&sb);
	sbuf_init(&key);
	sbuf_init(&heading);
	sbuf_init(&key_heading);
	if (g != NULL) {
		sbuf_printf(&heading, _("Worksheet: %1$s, level %2$llu"),
		    game_title(g), (unsigned long long)f.level);
		sbuf_printf(&key_heading, _("Answers: %1$s, level %2$llu, "
		    "seed %3$llu"), game_title(g), (unsigned long long)f.level,
		    (unsigned long long)f.seed);
	} else {
		sbuf_printf(&heading, _("Worksheet: every game, level %llu"),
		    (unsigned long long)f.level);
		sbuf_printf(&key_heading, _("Answers: every game, level "
		    "%1$llu, seed %2$llu"), (unsigned long long)f.level,
		    (unsigned long long)f.seed);
	}
	/* The command that prints the same sheet again. */
	sbuf_printf(&heading, "\n(sprague practice %s%s%s --seed %llu "
	    "--count %llu --level %llu%s%s%s%s)", f.html ? "--html" :
	    "--print", f.html ? " --paper " : "", f.html ? f.paper : "",
	    (unsigned long long)f.seed, (unsigned long long)f.count,
	    (unsigned long long)f.level, f.kind != EX_ANY ? " --kind " : "",
	    f.kind != EX_ANY ? ex_kind_name((enum ex_kind)f.kind) : "",
	    g != NULL ? " " : "", g != NULL ? g->name : "");
	if (f.porcelain) {
		for (i = 0; i < f.count; i++) {
			sbuf_reset(&sb);
			sbuf_printf(&sb, "%s ", ex_kind_name(ex[i].kind));
			notation(&ex[i], &sb);
			sbuf_add(&sb, " | ");
			answer_text(&ex[i], &sb);
			sbuf_addc(&sb, '\n');
			fputs(sbuf_str(&sb), stdout);
		}
		sbuf_reset(&sb);
	} else if (f.html) {
		html_sheet(ex, f.count, sbuf_str(&heading),
		    sbuf_str(&key_heading), f.key == NULL, f.paper, &sb);
		if (f.key != NULL) {
			html_head(&key, sbuf_str(&key_heading), f.paper);
			html_key(ex, f.count, sbuf_str(&key_heading), true,
			    &key);
			sbuf_add(&key, "</body>\n</html>\n");
		}
	} else {
		sheet_text(ex, f.count, sbuf_str(&heading), &sb);
		/* The key on a page of its own, or in a file of its own. */
		if (f.key == NULL)
			sbuf_add(&sb, "\f\n");
		key_text(ex, f.count, sbuf_str(&key_heading), f.key == NULL ?
		    &sb : &key);
	}
	if (sb.oom || key.oom)
		die(EXIT_TROUBLE, "%s", _("out of memory"));
	if (f.key != NULL)
		write_file(f.key, &key);
	fputs(sbuf_str(&sb), stdout);
	sbuf_free(&sb);
	sbuf_free(&key);
	sbuf_free(&heading);
	sbuf_free(&key_heading);
	for (i = 0; i < f.count; i++)
		ex_free(&ex[i]);
	free(ex);
	return cli_finish_output();
}
