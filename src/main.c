/*
 * main.c: read the command word and hand over to the command.
 * sprague_main() is the whole program, so that a test can run it on
 * argument vectors (die() then returns there through its exit hook).
 */
#include "config.h"

#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "cli/cli.h"
#include "engine/text.h"
#include "error.h"
#include "i18n.h"
#include "lessondir.h"
#include "ui/ui.h"

int sprague_main(int argc, char *argv[]);

/* The synopsis, its command words and options never translated; each line
 * is written after the word "usage:" or under the first. */
static const char usage_syntax[] =
"sprague [play GAME [OPTIONS] [POSITION] [--first you|computer]\n"
"             [--level L] [--misere] [--players A,B | --demo]\n"
"             [--delay SECONDS | --step] [--learner | --no-hints]\n"
"             [--results FILE] [--best-of N] [--big]]\n"
"sprague play --load FILE [--level L] [--learner | --no-hints]\n"
"             [--results FILE] [--big]\n"
"sprague --big\n"
"sprague solve [--porcelain | --explain] [--misere] [--limit K]\n"
"             GAME [OPTIONS] POSITION\n"
"sprague values [--max N] [--jobs N] GAME [OPTIONS] N\n"
"sprague values --period [--max N] [--jobs N] GAME [OPTIONS]\n"
"sprague count [--max N] [--jobs N] GAME [OPTIONS] N\n"
"sprague quotient [--porcelain] [--max N] GAME [OPTIONS]\n"
"sprague list\n"
"sprague rules GAME\n"
"sprague replay FILE\n"
"sprague results [--since DATE] [--until DATE] [--player NAME] FILE\n"
"sprague report [--csv [--bom] | --html] [--results FILE]\n"
"             [--since DATE] [--name NAME]\n"
"sprague lesson [--name NAME] [NAME | FILE] [--big]\n"
"sprague lesson --check FILE...\n"
"sprague practice [--name NAME] [--big] [GAME]\n"
"sprague practice --print | --html | --porcelain [--seed S]\n"
"             [--count N] [--level L] [--kind outcome|move|value]\n"
"             [--key FILE] [--paper a4|letter] [GAME]\n"
"sprague --help | --version\n";

/*
 * What each command does, a paragraph a command, translated where it is
 * printed; the command words and options in them are never translated.
 */
static const char *const usage_words[] = {
	N_("Play impartial games against a perfect opponent, or ask who "
	    "wins.\n"),
	/* TRANSLATORS: keep the command words and the options as
	 * they are, and the columns: the text starts in column 12. */
	N_("  (none)   the menu: choose a game, a position and who moves first\n"),
	N_("  play     play GAME from POSITION (a random fair one if none)\n"
	    "           (--level perfect|strong|casual|beginner: the computer's;\n"
	    "            --misere: the last move loses; --players Ann,Bob: two\n"
	    "            people, or --players Ann: Ann against the computer (no\n"
	    "            person may be named computer); --demo: the computer\n"
	    "            against itself, a move\n"
	    "            every --delay SECONDS (0.2-60, 1.5 by default) or, with\n"
	    "            --step, on a key;\n"
	    "            --load FILE: play on from a saved game;\n"
	    "            --learner: be told at once of a move that gives a win away\n"
	    "            (what it left, a winning move), the reply waiting for Enter;\n"
	    "            --no-hints: a match: no hint, explanation, table, move\n"
	    "            values or judged moves (m) until the game is over, no\n"
	    "            take-back (u), no what if? (i), and help without the\n"
	    "            theory; saved, it stays a match whenever it is loaded,\n"
	    "            and a saved game that ever had a hint, an edit or a\n"
	    "            take-back is refused as one (a file edited by hand\n"
	    "            cannot be told apart: the log marks a continued game);\n"
	    "            --results FILE: a results log for a class, one CSV line\n"
	    "            for each game that began, finished or left (date,game,\n"
	    "            start,first,second,winner,moves,hints,level,misere, then\n"
	    "            end,left,takebacks,edits,continued,series,score), under\n"
	    "            its header;\n"
	    "            --best-of N: a series of N games (N odd), the first\n"
	    "            player changing every game, its score on the board and\n"
	    "            in the log;\n"
	    "            --big, here or alone: projector mode, a board drawn with\n"
	    "            larger stones and wider spacing, for showing to a class)\n"),
	N_("  solve    who wins POSITION, its Grundy value and the winning moves\n"
	    "           (--porcelain: `N` or `P`, `grundy G`, one `win POSITION` a move;\n"
	    "            --limit K: list at most K moves, 50 by default;\n"
	    "            --explain: why, with the nim-sum worked in binary;\n"
	    "            --misere: whoever makes the last move loses)\n"
	    "           A game may add different games, each in its own words with\n"
	    "           its options, joined by a + word (see the examples);\n"
	    "           Every-SG, where every part that can move moves each\n"
	    "           turn, is an option of such a sum (see sprague(6)).\n"),
	N_("  values   the Grundy values of heaps 0..N, one `n g` line each\n"
	    "           (--period: the proven preperiod and period instead, and\n"
	    "            the theorem that proves them, looked for up to heap\n"
	    "            1000000 or N, else status 1; --max N: let the table of\n"
	    "            values grow to heap N, 100000000 by default; --jobs N:\n"
	    "            compute on N cores, all of them by default, with the\n"
	    "            same values whatever N)\n"),
	N_("  count    how many heap sizes in 1..N are lost for the player to move\n"),
	N_("  quotient the misere quotient of a take-and-break game's heaps: its\n"
	    "           order, a presentation, the P-portion, the heap map and its\n"
	    "           proven period, each heap's genus where the heaps are tame\n"
	    "           (--max N: grow it to heap N at most, 400 by\n"
	    "           default; --porcelain: `order Q`, `heaps H` or `heaps all`,\n"
	    "           `period P preperiod R` or `period -`, one `p HEAPS` line\n"
	    "           for each element of the P-portion)\n"),
	N_("  list     the games\n"),
	N_("  rules    the rules of a game\n"),
	N_("  replay   a saved game move by move, each judged by the theory\n"
	    "           (on a terminal, stepped through on the board)\n"),
	N_("  results  the league table of a results log: games, wins and hints\n"
	    "           used for each player, and each game's games and wins, of\n"
	    "           the games finished (and a count of those left); --since\n"
	    "           and --until DATE (YYYY-MM-DD): only the games of those\n"
	    "           days; --player NAME: only the games NAME played\n"),
	N_("  report   a teacher's report on the class, from the practice\n"
	    "           record and a results log (--results FILE): for each\n"
	    "           pupil, each game's exercises answered and right by kind\n"
	    "           and the level reached, the lessons with their scores,\n"
	    "           the matches played and won (--since YYYY-MM-DD: the\n"
	    "           log's games from that day on; --name NAME: one pupil;\n"
	    "           --csv: one line a fact, --bom: with a byte-order mark\n"
	    "           so that spreadsheet programs read the names right;\n"
	    "           --html: a page for printing)\n"),
	N_("  lesson   the lessons (a teacher's own first, from\n"
	    "           ~/.local/share/sprague/lessons), or one lesson with\n"
	    "           positions to try (the computer may start) and questions to\n"
	    "           answer; FILE: a lesson of one's own (a path with a / or\n"
	    "           ending in .txt); --check: every fault of lesson files, one\n"
	    "           FILE:LINE: reason line each, status 2 if any; --name\n"
	    "           NAME: the answers kept under the pupil's name\n"),
	N_("  practice drills on the board: ten exercises a run (who wins, a\n"
	    "           winning move, a Grundy value), the level growing with the\n"
	    "           learner and kept in ~/.local/share/sprague/progress, under\n"
	    "           the pupil's name (asked first, or --name NAME; --big: for a\n"
	    "           projector);\n"
	    "           --print: a worksheet for a class to print (78 columns, a\n"
	    "           line for the name and date, room for the answers), made at\n"
	    "           level L (1-5, 2 by default), its answer key on a page of\n"
	    "           its own after a form feed, or in --key FILE; the same --seed\n"
	    "           gives the same sheet; --html: the same as one HTML page,\n"
	    "           printed on --paper a4 or letter (by default Letter in the\n"
	    "           US and Canada, A4 elsewhere, by LC_PAPER or the locale);\n"
	    "           --porcelain: one `KIND GAME POSITION | ANSWER` line an\n"
	    "           exercise\n"),
};

static const char usage_end[] = N_("\n"
    "A command's part of this help: sprague COMMAND --help.\n"
    "See sprague(6) for the games and their notation.\n");

/* A saved game steps on the board on a terminal, and prints elsewhere. */
static int
replay(int argc, char *argv[])
{
	if (argc == 1 && isatty(STDIN_FILENO) && isatty(STDOUT_FILENO))
		return ui_replay(argv[0]);
	return cli_replay(argc, argv);
}

/* One lesson opens on the screen on a terminal; the list, a check, and
 * a lesson elsewhere, print. */
static int
lesson(int argc, char *argv[])
{
	struct lesson_ref ref;
	const char *name;
	bool big;

	if (cli_lesson_board(argc, argv, &ref, &big, &name))
		return ui_lesson(&ref, name, big);
	return cli_lesson(argc, argv);
}

/* Practice: on the board on a terminal; --print and --porcelain write. */
static int
practice(int argc, char *argv[])
{
	const char *name = NULL;
	bool big = false;
	const char *game = cli_practice_board(argc, argv, &name, &big);

	if (game == NULL)
		return cli_practice(argc, argv);
	return ui_practice(game[0] != '\0' ? game : NULL, name, big);
}

static const struct command {
	const char *name;
	int (*fn)(int, char *[]);
} commands[] = {
	{ "play", ui_play },
	{ "solve", cli_solve },
	{ "values", cli_values },
	{ "count", cli_count },
	{ "quotient", cli_quotient },
	{ "list", cli_list },
	{ "rules", cli_rules },
	{ "replay", replay },
	{ "results", cli_results },
	{ "report", cli_report },
	{ "lesson", lesson },
	{ "practice", practice },
};

/* Is the synopsis line s (its command word after "sprague ", perhaps
 * after a bracket) one of command cmd's?  Every line is when cmd is NULL. */
static bool
synopsis_of(const char *s, const char *cmd)
{
	size_t n;

	if (cmd == NULL)
		return true;
	s += strlen("sprague ");
	if (*s == '[')
		s++;
	n = strlen(cmd);
	return strncmp(s, cmd, n) == 0 && (s[n] == ' ' || s[n] == '\n');
}

/* The synopsis under the word "usage:" in the reader's language, its
 * lines aligned after the word however wide it is: all of it, or only
 * command cmd's lines (cmd not NULL). */
static void
synopsis(const char *cmd)
{
	/* TRANSLATORS: the word before the synopsis of --help; the lines
	 * under it line up after it. */
	const char *label = _("usage:"), *s, *nl;
	size_t n = strlen(label), last = text_prev(label, n);
	uint32_t cp = 0;
	int w = text_width(label), i, gap;

	/* A label ending in a full-width colon has its blank in it. */
	gap = text_decode(label + last, n - last, &cp) > 0 &&
	    text_cp_width(cp) == 2 ? 0 : 1;
	bool first = true, mine = false;

	for (s = usage_syntax; *s != '\0'; s = nl + 1) {
		nl = strchr(s, '\n');
		/* A line under another goes with the command above it. */
		if (*s != ' ')
			mine = synopsis_of(s, cmd);
		if (!mine)
			continue;
		if (first)
			fputs(label, stdout);
		else
			for (i = 0; i < w; i++)
				putchar(' ');
		printf("%*s%.*s\n", gap, "", (int)(nl - s), s);
		first = false;
	}
}

/* sprague CMD --help: the lines of --help on command cmd. */
static int
command_help(const char *cmd)
{
	size_t i, n = strlen(cmd);

	synopsis(cmd);
	putchar('\n');
	/* Its paragraph: the one that starts with the command word. */
	for (i = 1; i < sizeof usage_words / sizeof usage_words[0]; i++)
		if (strncmp(usage_words[i], "  ", 2) == 0 &&
		    strncmp(usage_words[i] + 2, cmd, n) == 0 &&
		    usage_words[i][2 + n] == ' ')
			fputs(_(usage_words[i]), stdout);
	/* TRANSLATORS: after the help of one command. */
	fputs(_("\nThe whole help: sprague --help; the manual: man sprague.\n"),
	    stdout);
	return cli_finish_output();
}

/* Is --help (or -h) among the words after the command? */
static bool
help_asked(int argc, char *argv[])
{
	int i;

	for (i = 2; i < argc; i++)
		if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") ==
		    0)
			return true;
	return false;
}

int
sprague_main(int argc, char *argv[])
{
	size_t i;

	if (argc < 2)
		return ui_menu(false);
	if (argc == 2 && strcmp(argv[1], "--big") == 0)
		return ui_menu(true);
	if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0) {
		synopsis(NULL);
		printf("\n%s\n", _(usage_words[0]));
		for (i = 1; i < sizeof usage_words / sizeof usage_words[0];
		    i++)
			fputs(_(usage_words[i]), stdout);
		fputs(_("\nExamples:\n"), stdout);
		cli_examples(stdout);
		fputs(_(usage_end), stdout);
		return cli_finish_output();
	}
	if (strcmp(argv[1], "--version") == 0) {
		printf("%s\n", PACKAGE_STRING);
		return cli_finish_output();
	}
	for (i = 0; i < sizeof commands / sizeof commands[0]; i++) {
		if (strcmp(argv[1], commands[i].name) != 0)
			continue;
		if (help_asked(argc, argv))
			return command_help(argv[1]);
		return commands[i].fn(argc - 2, argv + 2);
	}
	/* TRANSLATORS: %.64s is the word typed; keep "sprague --help". */
	die(EXIT_USAGE, _("command \"%.64s\": unknown (see: sprague "
	    "--help)"), argv[1]);
}

#ifndef SPRAGUE_NO_MAIN
/*
 * The person's locale, for the characters the terminal shows (and the
 * language).  When it is not installed here, C.UTF-8 rather than plain C,
 * so that names in any script still show as themselves, and its language
 * still chosen; said once on a terminal (never into a script's error
 * stream).
 * Numbers are always written the C way: the contract does not change.
 */
static bool
unset(const char *var)
{
	const char *v = getenv(var);

	return v == NULL || *v == '\0';
}

static bool
is_plain_c(const char *loc)
{
	return loc == NULL || strcmp(loc, "C") == 0 ||
	    strcmp(loc, "POSIX") == 0;
}

static void
set_locale(void)
{
	static const char *const vars[] = { "LC_ALL", "LC_CTYPE", "LANG" };
	const char *want = NULL, *lang;
	size_t i;
	bool missing = false;

	if (setlocale(LC_ALL, "") == NULL) {
		for (i = 0; i < sizeof vars / sizeof vars[0] && want == NULL;
		    i++) {
			want = getenv(vars[i]);
			if (want != NULL && want[0] == '\0')
				want = NULL;
		}
		if (setlocale(LC_ALL, "C.UTF-8") != NULL) {
			/* Its language still speaks (gettext reads LANGUAGE
			 * in C.UTF-8). */
			lang = getenv("LANGUAGE");
			if (want != NULL && (lang == NULL || *lang == '\0'))
				setenv("LANGUAGE", want, 1);
			missing = isatty(STDERR_FILENO);
		}
	}
	/* LANGUAGE names a language, but the locale is plain C only because
	 * nothing chose one (LC_ALL, LC_MESSAGES and LANG unset, as in a
	 * fresh container): gettext would ignore LANGUAGE, so the messages
	 * are read in C.UTF-8.  A C locale asked for (LANG=C, LC_ALL=C) keeps
	 * its English. */
	lang = getenv("LANGUAGE");
	if (lang != NULL && *lang != '\0' && !(lang[0] == 'C' &&
	    (lang[1] == '\0' || lang[1] == ':' || lang[1] == '.')) &&
	    unset("LC_ALL") && unset("LC_MESSAGES") && unset("LANG") &&
	    is_plain_c(setlocale(LC_MESSAGES, NULL))) {
		if (is_plain_c(setlocale(LC_CTYPE, NULL)))
			setlocale(LC_ALL, "C.UTF-8");
		else
			setlocale(LC_MESSAGES, "C.UTF-8");
	}
	setlocale(LC_NUMERIC, "C");
	i18n_init();
	/* Said once the catalogs are bound, in the reader's language. */
	if (missing)
		warn_line(_("the locale \"%.64s\" is not installed; using "
		    "C.UTF-8"), want != NULL ? want : "");
}

int
main(int argc, char *argv[])
{
	set_locale();
	return sprague_main(argc, argv);
}
#endif
