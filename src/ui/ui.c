/*
 * ui.c: the ways into the game: the menu, a lesson, and `play` with a
 * game and maybe a position on the command line (read before the terminal
 * starts, so a bad argument is one line on stderr and status 2).
 */
#include "config.h"

#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli/cli.h"
#include "error.h"
#include "savefile.h"
#include "ui/app.h"
#include "play/starts.h"
#include "ui/ui.h"
#include "i18n.h"

static void
need_terminal(void)
{
	if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO))
		die(EXIT_USAGE, _("the game needs a terminal (see: sprague "
		    "--help for the commands)"));
}

/* The menu, or with a lesson, its screen over the list. */
static int
run_menu(const struct lesson_ref *lesson, const char *pupil, bool big)
{
	struct app a;

	need_terminal();
	app_init(&a);
	a.big = big;
	if (lesson != NULL)
		menu_open_lesson(&a, lesson, pupil);
	else
		menu_open(&a, NULL, NULL, MENU_GAME);
	app_run(&a);
	return app_fini(&a);
}

int
ui_menu(bool big)
{
	return run_menu(NULL, NULL, big);
}

int
ui_lesson(const struct lesson_ref *ref, const char *pupil, bool big)
{
	return run_menu(ref, pupil, big);
}

int
ui_practice(const char *game, const char *name, bool big)
{
	const char *seed = getenv("SPRAGUE_SEED");
	struct sg_cause why;
	struct app a;
	uint64_t s = 0;

	/* A seed makes the same exercises (the tests use it). */
	if (seed != NULL && sg_parse_u64(seed, UINT64_MAX, "SPRAGUE_SEED",
	    &s, &why) != SG_OK)
		die(EXIT_USAGE, "%s", why.text);
	need_terminal();
	app_init(&a);
	if (seed != NULL)
		a.seed = s;
	a.big = big;
	practice_open(&a, game != NULL ? game_find(game) : NULL, name);
	app_run(&a);
	return app_fini(&a);
}

/* What play takes besides the game and the position. */
struct play_args {
	enum side first;
	bool first_given;
	struct sess_setup setup;
	const char *players, *level, *load;
	const char *results;	/* the results log, or NULL */
	bool demo;
	bool big;		/* projector mode */
	bool learner;		/* told at once of a mistake */
	bool no_hints;		/* h, e, t and v off until the game ends */
	const char *delay;	/* a demo's seconds between moves */
	const char *best_of;	/* a series: its number of games */
	int best_of_n;
	bool step;		/* a demo moved on by keys only */
	unsigned delay_ms;
};

static enum side
parse_first(const char *v)
{
	if (strcmp(v, "you") == 0)
		return SIDE_HUMAN;
	if (strcmp(v, "computer") == 0)
		return SIDE_COMPUTER;
	die(EXIT_USAGE, _("first \"%.64s\": must be you or computer"), v);
}

/* The value of option name at argv[*i] (`--name value` or `--name=value`),
 * or NULL when argv[*i] is not that option. */
static const char *
opt_value(int argc, char *argv[], int *i, const char *name)
{
	size_t n = strlen(name);

	if (strncmp(argv[*i], name, n) != 0)
		return NULL;
	if (argv[*i][n] == '=')
		return argv[*i] + n + 1;
	if (argv[*i][n] != '\0')
		return NULL;
	if (*i + 1 >= argc)
		die(EXIT_USAGE, _("option \"%s\": needs a value"), name);
	return argv[++*i];
}

/* Take play's own options out of argv (anywhere); returns the words left,
 * the game's options and position. */
static int
take_play_args(int argc, char *argv[], struct play_args *pa)
{
	const char *v;
	int i, n = 0;

	for (i = 0; i < argc; i++) {
		if ((v = opt_value(argc, argv, &i, "--first")) != NULL) {
			pa->first = parse_first(v);
			pa->first_given = true;
		} else if ((v = opt_value(argc, argv, &i, "--level")) != NULL)
			pa->level = v;
		else if ((v = opt_value(argc, argv, &i, "--players")) != NULL)
			pa->players = v;
		else if ((v = opt_value(argc, argv, &i, "--load")) != NULL)
			pa->load = v;
		else if ((v = opt_value(argc, argv, &i, "--results")) != NULL)
			pa->results = v;
		else if ((v = opt_value(argc, argv, &i, "--delay")) != NULL)
			pa->delay = v;
		else if ((v = opt_value(argc, argv, &i, "--best-of")) != NULL)
			pa->best_of = v;
		else if (strcmp(argv[i], "--step") == 0)
			pa->step = true;
		else if (strcmp(argv[i], "--misere") == 0)
			pa->setup.misere = true;
		else if (strcmp(argv[i], "--demo") == 0)
			pa->demo = true;
		else if (strcmp(argv[i], "--big") == 0)
			pa->big = true;
		else if (strcmp(argv[i], "--learner") == 0)
			pa->learner = true;
		else if (strcmp(argv[i], "--no-hints") == 0)
			pa->no_hints = true;
		else
			argv[n++] = argv[i];
	}
	return n;
}

/*
 * A demo's delay: seconds from 0.2 to 60, with at most one decimal point
 * ("0.5", "2", "1.25"), in milliseconds.
 */
static unsigned
parse_delay(const char *v)
{
	unsigned long ms = 0, scale = 1000;
	const char *s = v;
	bool digits = false, point = false;

	for (; *s != '\0'; s++) {
		if (*s == '.' && !point) {
			point = true;
			continue;
		}
		if (*s < '0' || *s > '9' || ms > 60000)
			break;
		digits = true;
		if (!point)
			ms = ms * 10 + (unsigned long)(*s - '0') * 1000;
		else if ((scale /= 10) > 0)
			ms += (unsigned long)(*s - '0') * scale;
	}
	if (*s != '\0' || !digits || ms < 200 || ms > 60000)
		die(EXIT_USAGE, _("delay \"%.40s\": must be a number of "
		    "seconds "
		    "from 0.2 to 60"), v);
	return (unsigned)ms;
}

/* A results log named on the command line: a file that is there must be
 * one, checked now rather than when the first game ends (a missing one
 * is made then). */
static void
check_results(const char *path)
{
	struct sg_cause why;

	if (path[0] == '\0')
		die(EXIT_USAGE, _("results: give the file of the results log"));
	if (!results_usable(path, &why))
		die(EXIT_USAGE, _("%1$.200s: %2$s (a results log is never "
		    "written over)"), path, why.text);
}

/* --best-of N: an odd number of games from 1 to 99, for people. */
static int
parse_best_of(const struct play_args *pa)
{
	struct sg_cause why;
	uint64_t n;

	if (pa->demo || pa->load != NULL)
		die(EXIT_USAGE, _("play: --best-of is for a new game a person "
		    "plays (not --demo, not --load)"));
	if (sg_parse_u64(pa->best_of, 99, "best-of", &n, &why) != SG_OK ||
	    n % 2 == 0)
		die(EXIT_USAGE, _("best-of \"%.40s\": must be an odd number "
		    "of games from 1 to 99"), pa->best_of);
	return (int)n;
}

/* Check the options against one another and fill pa->setup. */
static void
settle_play_args(struct play_args *pa, int words)
{
	struct sg_cause why;
	const char *seed = getenv("SPRAGUE_SEED");

	if (pa->players != NULL && pa->demo)
		die(EXIT_USAGE, _("play: --players and --demo exclude each "
		    "other"));
	if (pa->load != NULL && (words > 0 || pa->players != NULL ||
	    pa->demo || pa->first_given || pa->setup.misere))
		die(EXIT_USAGE, _("play --load: the file holds the game, the "
		    "players and the rules (give only --level, --big, "
		    "--learner, --no-hints or --results)"));
	if (pa->players != NULL &&
	    sess_setup_names(&pa->setup, pa->players, &why) != SG_OK)
		die(EXIT_USAGE, "%s", why.text);
	if (pa->first_given && (pa->setup.mode == PLAY_TWO || pa->demo))
		die(EXIT_USAGE, _("play: --first is for a game against the "
		    "computer"));
	if (pa->learner && pa->no_hints)
		die(EXIT_USAGE, _("play: --learner and --no-hints exclude each "
		    "other (the learner is told of a slip at once)"));
	if (pa->best_of != NULL)
		pa->best_of_n = parse_best_of(pa);
	if ((pa->delay != NULL || pa->step) && !pa->demo)
		die(EXIT_USAGE, _("play: --delay and --step are for --demo"));
	if (pa->delay != NULL && pa->step)
		die(EXIT_USAGE, _("play: --delay and --step exclude each "
		    "other"));
	if (pa->delay != NULL)
		pa->delay_ms = parse_delay(pa->delay);
	if (pa->demo)
		pa->setup.mode = PLAY_DEMO;
	if (pa->level != NULL &&
	    strategy_level_parse(pa->level, &pa->setup.level, &why) != SG_OK)
		die(EXIT_USAGE, "%s", why.text);
	if (pa->results != NULL)
		check_results(pa->results);
	pa->setup.seed = (uint64_t)getpid() << 32 ^ (uint64_t)time(NULL);
	if (seed != NULL && sg_parse_u64(seed, UINT64_MAX, "SPRAGUE_SEED",
	    &pa->setup.seed, &why) != SG_OK)
		die(EXIT_USAGE, "%s", why.text);
}

/* The session of a saved game, to play on from its last move. */
static void
load_session(struct play_args *pa, struct session *s)
{
	struct sg_cause why;
	struct record rec;
	const char *what;
	int rc;

	record_init(&rec);
	if ((rc = savefile_load(pa->load, &rec, &why)) != SAVEFILE_OK)
		die(rc == SAVEFILE_BAD ? EXIT_USAGE : EXIT_TROUBLE, "%.200s: "
		    "%s",
		    pa->load, why.text);
	if (pa->level != NULL)
		rec.level = pa->setup.level;
	/* A game ever unlocked cannot become a match; a match stays one. */
	if (pa->no_hints && !rec.match && record_unlocked(&rec, &what))
		die(EXIT_USAGE, _("%1$.200s: cannot be played as a match "
		    "(--no-hints): %2$s"), pa->load, what);
	if (rec.match && pa->learner)
		die(EXIT_USAGE, _("%.200s: a match: --learner is refused (the "
		    "learner is told of a slip at once)"), pa->load);
	pa->no_hints = pa->no_hints || rec.match;
	if ((rc = sess_from_record(s, &rec, &why)) != SG_OK)
		die(rc == SG_ENOMEM ? EXIT_TROUBLE : EXIT_USAGE, "%.200s: %s",
		    pa->load, why.text);
	record_free(&rec);
	sess_set_match(s, pa->no_hints);
	sess_seed(s, pa->setup.seed);
}

/*
 * The game's options anywhere among the words, as solve takes them: moved
 * to the front, in their order, before the position's words (a game made
 * of parts keeps its parts' options where they stand).  An option the
 * game does not know is refused here, naming it.
 */
static void
options_first(const struct game *g, int argc, char *argv[])
{
	char **pos, name[64];
	int i, n = 0, k = 0, words;
	size_t len;

	if (g->notation.nests || (pos = calloc((size_t)argc + 1,
	    sizeof *pos)) == NULL)
		return;
	for (i = 0; i < argc; i++) {
		if (!game_is_option(argv[i])) {
			pos[k++] = argv[i];
			continue;
		}
		len = strcspn(argv[i] + 2, "=");
		snprintf(name, sizeof name, "%.*s", (int)len, argv[i] + 2);
		if (len >= sizeof name || !rules_has_opt(g, name))
			die(EXIT_USAGE, _("option \"%1$.64s\": unknown for "
			    "%2$s (see: sprague --help)"), argv[i], g->name);
		words = argv[i][2 + len] == '=' || i + 1 == argc ? 1 : 2;
		argv[n++] = argv[i];
		if (words == 2)
			argv[n++] = argv[++i];
	}
	memcpy(argv + n, pos, (size_t)k * sizeof *pos);
	free(pos);
}

/* The session of a game and position on the command line, or of a random
 * position of the game (with its options) when none is given. */
static void
new_session(int argc, char *argv[], struct play_args *pa, struct session *s)
{
	const struct game *g;
	struct sg_cause why;
	struct rules *r = NULL;
	struct pos p;
	struct sbuf opts;
	uint64_t seed;
	char *copy, **words;
	int i, used, rc, n;

	if (argc == 0)
		die(EXIT_USAGE, _("play: missing the game (see: sprague "
		    "list)"));
	/* A position typed in full-width forms ("３ ４"), folded. */
	if (game_fold_words(argc, argv, &copy, &words, &n, &why) != SG_OK)
		die(EXIT_TROUBLE, "%s", why.text);
	if (copy != NULL) {
		argc = n;
		argv = words;
	}
	if ((g = game_find(argv[0])) == NULL)
		die(EXIT_USAGE, _("game \"%.64s\": unknown (see: sprague "
		    "list)"),
		    argv[0]);
	pos_init(&p);
	options_first(g, argc - 1, argv + 1);
	rc = game_parse_opts(g, argc - 1, argv + 1, &r, &used, &why);
	if (rc == SG_OK && used < argc - 1) {
		rc = g->notation.parse(r, argc - 1 - used, argv + 1 + used,
		    &p, &why);
		if (rc != SG_OK)
			rules_free(r);
	} else if (rc == SG_OK) {
		/* Options only: a random position under those rules. */
		rules_free(r);
		r = NULL;
		sbuf_init(&opts);
		for (i = 1; i < argc; i++)
			sbuf_printf(&opts, "%s%s", i > 1 ? " " : "", argv[i]);
		seed = pa->setup.seed;
		rc = starts_random(g, sbuf_str(&opts), 3, pa->first,
		    pa->setup.misere, &seed, &r, &p, &why);
		sbuf_free(&opts);
	}
	/* Misere play judges the position before the board opens (a search
	 * past its limits is refused then): its progress on the terminal,
	 * where it lasts. */
	if (rc == SG_OK) {
		cli_progress_on(r);
		rc = sess_start(s, r, &p, pa->first, &pa->setup, &why);
		cli_progress_off(rc == SG_OK ? s->rules : NULL);
	}
	if (rc == SG_OK)
		sess_set_match(s, pa->no_hints);
	pos_free(&p);
	free(words);
	free(copy);
	if (rc != SG_OK)
		die(rc == SG_ENOMEM ? EXIT_TROUBLE : EXIT_USAGE, "%s",
		    why.text);
}

/* Run the board on session s (replay: step through it from the start). */
static int
run_session(struct session *s, const struct play_args *pa, bool replay)
{
	struct play_opts o;
	struct app a;

	need_terminal();
	app_init(&a);
	a.big = pa->big;
	play_opts_init(&o);
	o.setup = pa->setup;
	o.learner = pa->learner;
	o.no_hints = pa->no_hints;
	o.delay_ms = pa->delay_ms;
	o.best_of = pa->best_of_n;
	o.step_only = pa->step;
	if (pa->load != NULL)
		snprintf(o.save_path, sizeof o.save_path, "%s", pa->load);
	if (pa->results != NULL)
		snprintf(o.results_path, sizeof o.results_path, "%s",
		    pa->results);
	play_open(&a, s, &o, replay);
	app_run(&a);
	return app_fini(&a);
}

int
ui_play(int argc, char *argv[])
{
	struct play_args pa;
	struct session s;

	memset(&pa, 0, sizeof pa);
	pa.first = SIDE_HUMAN;
	sess_setup_init(&pa.setup);
	argc = take_play_args(argc, argv, &pa);
	settle_play_args(&pa, argc);
	if (pa.load != NULL)
		load_session(&pa, &s);
	else
		new_session(argc, argv, &pa, &s);
	return run_session(&s, &pa, false);
}

int
ui_replay(const char *path)
{
	struct play_args pa;
	struct session s;

	memset(&pa, 0, sizeof pa);
	sess_setup_init(&pa.setup);
	pa.load = path;
	settle_play_args(&pa, 0);
	load_session(&pa, &s);
	/* Its moves judged would be the hints the match is without. */
	if (sess_match(&s) && !sess_over(&s)) {
		sess_free(&s);
		die(EXIT_USAGE, _("%.200s: a match still being played: it is "
		    "replayed once it is over"), path);
	}
	return run_session(&s, &pa, true);
}
