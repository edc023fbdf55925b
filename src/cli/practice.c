/*
 * practice.c: `sprague practice --print | --porcelain': a worksheet of
 * exercises for a class, with its answer key, or one line an exercise for
 * scripts.  The same seed gives the same sheet.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli/cli.h"
#include "engine/practice.h"
#include "error.h"

enum {
	PRACTICE_COUNT = 10,	/* exercises unless --count says */
	PRACTICE_COUNT_MAX = 1000,
	PRACTICE_LEVEL = 2,
	ASCII_WIDE = 40,	/* the most units drawn in a line */
	ASCII_TALL = 12		/* the most rows of squares drawn */
};

struct practice_flags {
	bool print, porcelain, seeded;
	uint64_t seed;
	uint64_t count;
	uint64_t level;
	int kind;
};

static uint64_t
flag_number(const char *name, const char *arg, uint64_t lo, uint64_t hi)
{
	struct sg_cause why;
	uint64_t x;

	if (arg == NULL)
		die(EXIT_USAGE, "option \"--%s\": needs a value", name);
	if (sg_parse_u64(arg, hi, name, &x, &why) != SG_OK)
		die(EXIT_USAGE, "%s", why.text);
	if (x < lo)
		die(EXIT_USAGE, "%s \"%s\": must be at least %llu", name, arg,
		    (unsigned long long)lo);
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
		else if (strcmp(name, "seed") == 0) {
			f->seed = flag_number("seed", next, 0, UINT64_MAX);
			f->seeded = true;
			i++;
		} else if (strcmp(name, "count") == 0) {
			f->count = flag_number("count", next, 1,
			    PRACTICE_COUNT_MAX);
			i++;
		} else if (strcmp(name, "level") == 0) {
			f->level = flag_number("level", next, 1, 5);
			i++;
		} else if (strcmp(name, "kind") == 0) {
			if (next == NULL)
				die(EXIT_USAGE, "option \"--kind\": needs a "
				    "value (outcome, move or value)");
			if (!ex_kind_find(next, &k))
				die(EXIT_USAGE, "kind \"%.40s\": must be "
				    "outcome, move or value", next);
			f->kind = (int)k;
			i++;
		} else
			die(EXIT_USAGE, "option \"%.40s\": unknown for "
			    "practice", argv[i]);
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
		sbuf_add(out, "   (too large to draw)\n");
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

/* Position p of rules r drawn in ASCII, as its board shows it. */
static void
draw_pos(const struct rules *r, const struct pos *p, struct sbuf *out)
{
	const struct game *g = r->game;
	const char *item = g->play.item != NULL ? g->play.item : "heap";
	uint64_t last = 0, c;
	size_t i;

	switch (g->play.board) {
	case BOARD_HEAPS:
	case BOARD_STAIR:
	case BOARD_ROWS:
	case BOARD_PAIR:
		for (i = 0; i < p->n; i++) {
			sbuf_printf(out, "   %s %zu  %3llu  ", item, i + 1,
			    (unsigned long long)p->v[i]);
			marks(out, p->v[i], 'o');
			sbuf_addc(out, '\n');
		}
		break;
	case BOARD_CIRCLE:
		sbuf_add(out, "   around the circle, coin 1 first (o a coin, . a "
		    "gap; the ends touch):\n   ");
		for (i = 0; i < p->n && i < 2 * ASCII_WIDE; i++)
			sbuf_addc(out, p->v[i] ? 'o' : '.');
		sbuf_add(out, p->n > 2 * ASCII_WIDE ? "...\n" : "\n");
		break;
	case BOARD_CHESSMEN:
		for (i = 0; i < p->n; i++)
			last = p->v[i] > last ? p->v[i] : last;
		if (last > 2 * ASCII_WIDE) {
			game_format(r, p, out);
			sbuf_addc(out, '\n');
			break;
		}
		sbuf_add(out, "   |");
		for (c = 1, i = 0; c <= last; c++) {
			bool here = i < p->n && p->v[i] == c;

			sbuf_addc(out, here ? 'X' : '.');
			i += here;
		}
		sbuf_add(out, "   (cells 1 to ");
		sbuf_printf(out, "%llu, X a chessman)\n",
		    (unsigned long long)last);
		break;
	case BOARD_SQUARES:
		squares(p, out);
		break;
	case BOARD_COINS:
		sbuf_add(out, "   ");
		for (i = 0; i < p->n && i < 2 * ASCII_WIDE; i++)
			sbuf_addc(out, p->v[i] ? 'H' : 'T');
		sbuf_add(out, p->n > 2 * ASCII_WIDE ? "...\n" : "\n");
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

	if (g->play.parts == NULL || g->play.parts(e->rules, &e->pos, part, DRAW_PARTS,
	    &n, &why) != SG_OK) {
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
		sbuf_printf(out, "   part %zu, %s:\n", k + 1,
		    part[k].rules->game->title);
		draw_pos(part[k].rules, &q, out);
	}
	pos_free(&q);
}

static const char *
question(const struct exercise *e)
{
	switch (e->kind) {
	case EX_OUTCOME:
		return "Who wins: the player to move (N) or the other (P)?";
	case EX_MOVE:
		return "Make a winning move: what position do you leave?";
	default:
		return e->pos.n == 1 && e->rules->game->theory.is_sum ?
		    "What is the Grundy value of this one part?" :
		    "What is the Grundy value of the position?";
	}
}

const char *
cli_practice_board(int argc, char *argv[])
{
	struct practice_flags f = { false, false, false, 0, PRACTICE_COUNT,
	    PRACTICE_LEVEL, EX_ANY };
	int first = parse_flags(argc, argv, &f);

	if (f.print || f.porcelain)
		return NULL;
	if (first > 0)
		die(EXIT_USAGE, "option \"%.40s\": for --print and --porcelain "
		    "(on the board the level grows with the learner)",
		    argv[0]);
	if (first < argc && game_find(argv[first]) == NULL)
		die(EXIT_USAGE, "game \"%.40s\": unknown (see: sprague list)",
		    argv[first]);
	if (first + 1 < argc)
		die(EXIT_USAGE, "practice: \"%.40s\": one game only, its "
		    "exercises pick their own positions", argv[first + 1]);
	if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO))
		die(EXIT_USAGE, "practice: the drills need a terminal (--print "
		    "writes a worksheet, --porcelain its exercises one a "
		    "line)");
	return first < argc ? argv[first] : "";
}

int
cli_practice(int argc, char *argv[])
{
	struct practice_flags f = { false, false, false, 0, PRACTICE_COUNT,
	    PRACTICE_LEVEL, EX_ANY };
	const struct game *g = NULL;
	struct exercise *ex;
	struct sg_cause why;
	struct ex_run run;
	struct sbuf sb;
	uint64_t i;
	int first, rc;

	first = parse_flags(argc, argv, &f);
	if (first < argc) {
		if ((g = game_find(argv[first])) == NULL)
			die(EXIT_USAGE, "game \"%.40s\": unknown (see: sprague "
			    "list)", argv[first]);
		if (first + 1 < argc)
			die(EXIT_USAGE, "practice: \"%.40s\": one game only, "
			    "its exercises pick their own positions",
			    argv[first + 1]);
	}
	if (f.print && f.porcelain)
		die(EXIT_USAGE, "option \"--print\": not with --porcelain");
	if (!f.seeded)
		f.seed = (uint64_t)time(NULL) ^ ((uint64_t)getpid() << 32);
	ex = calloc((size_t)f.count, sizeof *ex);
	if (ex == NULL)
		die(EXIT_TROUBLE, "out of memory");
	ex_run_init(&run, f.seed);
	for (i = 0; i < f.count; i++) {
		rc = ex_next(&run, g, f.kind, (unsigned)f.level, &ex[i], &why);
		if (rc != SG_OK)
			cli_die_engine(rc == SG_EUNSUP ? SG_EINVAL : rc, &why);
	}
	ex_run_free(&run);
	sbuf_init(&sb);
	if (f.print) {
		printf("Worksheet: %s, level %llu, seed %llu\n",
		    g != NULL ? g->title : "every game", (unsigned long long)
		    f.level, (unsigned long long)f.seed);
		printf("(sprague practice --print --seed %llu --count %llu "
		    "--level %llu%s%s%s%s)\n\n", (unsigned long long)f.seed,
		    (unsigned long long)f.count, (unsigned long long)f.level,
		    f.kind != EX_ANY ? " --kind " : "", f.kind != EX_ANY ?
		    ex_kind_name((enum ex_kind)f.kind) : "", g != NULL ? " " :
		    "", g != NULL ? g->name : "");
	}
	for (i = 0; i < f.count; i++) {
		sbuf_reset(&sb);
		if (f.porcelain) {
			sbuf_printf(&sb, "%s ", ex_kind_name(ex[i].kind));
			notation(&ex[i], &sb);
			sbuf_add(&sb, " | ");
			answer_text(&ex[i], &sb);
			printf("%s\n", sbuf_str(&sb));
			continue;
		}
		notation(&ex[i], &sb);
		printf("%llu. %s\n   %s\n", (unsigned long long)i + 1,
		    question(&ex[i]), sbuf_str(&sb));
		sbuf_reset(&sb);
		draw(&ex[i], &sb);
		printf("%s\n", sbuf_str(&sb));
	}
	if (f.print) {
		printf("Answers\n\n");
		for (i = 0; i < f.count; i++) {
			sbuf_reset(&sb);
			ex_reason(&ex[i], &sb);
			printf("%llu. %s\n", (unsigned long long)i + 1,
			    sbuf_str(&sb));
		}
	}
	sbuf_free(&sb);
	for (i = 0; i < f.count; i++)
		ex_free(&ex[i]);
	free(ex);
	return cli_finish_output();
}
