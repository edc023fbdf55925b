/*
 * ui.c: the ways into the game: the menu, a lesson, and `play` with a
 * game and maybe a position on the command line (read before the terminal
 * starts, so a bad argument is one line on stderr and status 2).
 */
#include "config.h"

#include <locale.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "error.h"
#include "ui/app.h"
#include "ui/presets.h"
#include "ui/ui.h"

static void
need_terminal(void)
{
	if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO))
		die(EXIT_USAGE, "the game needs a terminal (see: sprague "
		    "--help for the commands)");
	setlocale(LC_ALL, "");
}

/* The menu, or with a name, that lesson's screen over the list. */
static int
run_menu(const char *lesson)
{
	struct app a;

	need_terminal();
	app_init(&a);
	if (lesson != NULL)
		lesson_open_name(&a, lesson);
	else
		menu_open(&a, MENU_GAME);
	app_run(&a);
	return app_fini(&a);
}

int
ui_menu(void)
{
	return run_menu(NULL);
}

int
ui_lesson(const char *name)
{
	return run_menu(name);
}

static enum side
parse_first(const char *v)
{
	if (v == NULL)
		die(EXIT_USAGE, "option \"--first\": needs a value (you or "
		    "computer)");
	if (strcmp(v, "you") == 0)
		return SIDE_HUMAN;
	if (strcmp(v, "computer") == 0)
		return SIDE_COMPUTER;
	die(EXIT_USAGE, "first \"%.64s\": must be you or computer", v);
}

/* Take --first out of argv (anywhere); returns the words left. */
static int
take_first(int argc, char *argv[], enum side *first)
{
	int i, n = 0;

	for (i = 0; i < argc; i++) {
		if (strcmp(argv[i], "--first") == 0) {
			*first = parse_first(i + 1 < argc ? argv[i + 1] : NULL);
			i++;
		} else if (strncmp(argv[i], "--first=", 8) == 0)
			*first = parse_first(argv[i] + 8);
		else
			argv[n++] = argv[i];
	}
	return n;
}

int
ui_play(int argc, char *argv[])
{
	enum side first = SIDE_HUMAN;
	const struct game *g;
	struct sg_cause why;
	struct rules *r = NULL;
	struct pos p;
	struct sbuf opts;
	struct app a;
	unsigned seed;
	int i, rc;

	argc = take_first(argc, argv, &first);
	if (argc == 0)
		die(EXIT_USAGE, "play: missing the game (see: sprague list)");
	if ((g = game_find(argv[0])) == NULL)
		die(EXIT_USAGE, "game \"%.64s\": unknown (see: sprague list)",
		    argv[0]);
	pos_init(&p);
	for (i = 1; i < argc && strncmp(argv[i], "--", 2) == 0; i++)
		if (strchr(argv[i], '=') == NULL)
			i++;	/* the option's value */
	if (i < argc)
		rc = sess_parse(g, argc - 1, argv + 1, &r, &p, &why);
	else {
		/* Options only: a random position under those rules. */
		sbuf_init(&opts);
		for (i = 1; i < argc; i++)
			sbuf_printf(&opts, "%s%s", i > 1 ? " " : "", argv[i]);
		seed = (unsigned)getpid() ^ (unsigned)time(NULL);
		rc = preset_random(g, sbuf_str(&opts), first, &seed, &r, &p,
		    &why);
		sbuf_free(&opts);
	}
	if (rc != SG_OK)
		die(rc == SG_ENOMEM ? EXIT_TROUBLE : EXIT_USAGE, "%s",
		    why.text);
	need_terminal();
	app_init(&a);
	play_start(&a, r, &p, first);
	pos_free(&p);
	app_run(&a);
	return app_fini(&a);
}
