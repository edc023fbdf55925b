/*
 * common.c: what the commands share: reading GAME [OPTIONS] ARGS, engine
 * errors, output errors, the progress bar.
 */
#include "config.h"

#include <signal.h>
#include <sys/ioctl.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <termios.h>
#include <time.h>
#include <unistd.h>

#include "cli/cli.h"
#include "error.h"
#include "i18n.h"

struct progress_state {
	struct timespec start;
	bool shown;
	int last;
};

static struct progress_state progress_state;

enum { STOP_GRACE = 3 };	/* seconds a stop may take before the end */

static volatile sig_atomic_t stop_asked;
static volatile sig_atomic_t tty_changed;
static struct termios tty_saved;

static void
restore_tty(void)
{
	if (tty_changed)
		tcsetattr(STDIN_FILENO, TCSANOW, &tty_saved);
}

/* SIGALRM's action before cli_stoppable(): an alarm that is not the
 * stop's own goes to it. */
static struct sigaction alarm_before;

/* The first SIGINT or SIGTERM asks for a stop; anything else restores
 * the terminal and ends the program as the signal would have. */
static void
on_stop_signal(int sig, siginfo_t *info, void *context)
{
	int again = sig == SIGALRM ? SIGINT : sig;

	if (sig == SIGALRM && !stop_asked &&
	    alarm_before.sa_handler != SIG_DFL) {
		/* Not set by a stop: someone else's alarm (a test harness
		 * timing its inputs), or one to ignore. */
		if (alarm_before.sa_flags & SA_SIGINFO)
			alarm_before.sa_sigaction(sig, info, context);
		else if (alarm_before.sa_handler != SIG_IGN)
			alarm_before.sa_handler(sig);
		return;
	}
	if ((sig == SIGINT || sig == SIGTERM) && !stop_asked) {
		stop_asked = 1;
		alarm(STOP_GRACE);
		return;
	}
	restore_tty();
	signal(again, SIG_DFL);
	raise(again);
}

void
cli_stoppable(void)
{
	static const int sigs[] = { SIGINT, SIGTERM, SIGALRM, SIGHUP,
	    SIGQUIT, SIGPIPE };
	struct sigaction sa, old;
	struct termios raw;
	size_t i;

	memset(&sa, 0, sizeof sa);
	sa.sa_sigaction = on_stop_signal;
	/* Output goes on until the stop. */
	sa.sa_flags = SA_RESTART | SA_SIGINFO;
	sigemptyset(&sa.sa_mask);
	stop_asked = 0;
	if (sigaction(SIGALRM, NULL, &old) == 0 &&
	    !((old.sa_flags & SA_SIGINFO) && old.sa_sigaction == on_stop_signal))
		alarm_before = old;	/* not ours, from an earlier call */
	for (i = 0; i < sizeof sigs / sizeof sigs[0]; i++)
		sigaction(sigs[i], &sa, NULL);
	if (!isatty(STDIN_FILENO) || !isatty(STDERR_FILENO) ||
	    tcgetattr(STDIN_FILENO, &tty_saved) != 0)
		return;
	/* Keys one by one, unseen, and a read that never waits. */
	raw = tty_saved;
	raw.c_lflag &= ~(tcflag_t)(ICANON | ECHO);
	raw.c_cc[VMIN] = 0;
	raw.c_cc[VTIME] = 0;
	if (tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0) {
		tty_changed = 1;
		atexit(restore_tty);
	}
}

/* Whether a stop was asked for: a signal, or Esc typed since. */
static bool
stop_wanted(void)
{
	char keys[32];
	ssize_t n, i;

	if (tty_changed && !stop_asked) {
		while ((n = read(STDIN_FILENO, keys, sizeof keys)) > 0) {
			for (i = 0; i < n; i++)
				if (keys[i] == 27)
					stop_asked = 1;
		}
	}
	return stop_asked != 0;
}

static double
elapsed(const struct timespec *since)
{
	struct timespec now;

	clock_gettime(CLOCK_MONOTONIC, &now);
	return (double)(now.tv_sec - since->tv_sec) +
	    (double)(now.tv_nsec - since->tv_nsec) / 1e9;
}

void
cli_progress_on(struct rules *r)
{
	clock_gettime(CLOCK_MONOTONIC, &progress_state.start);
	r->progress = cli_progress;
	r->progress_arg = &progress_state;
}

/* Done with the line of progress (before the board or an error). */
void
cli_progress_off(struct rules *r)
{
	if (progress_state.shown)
		fputs("\r\033[K", stderr);
	progress_state.shown = false;
	if (r != NULL && r->progress == cli_progress) {
		r->progress = NULL;
		r->progress_arg = NULL;
	}
}

bool
cli_progress(void *arg, uint64_t done, uint64_t total)
{
	struct progress_state *ps = arg;
	int pct, width = 40, i;

	if (stop_wanted()) {
		alarm(0);	/* it is acted on */
		if (ps->shown)
			fputs("\r\033[K", stderr);
		ps->shown = false;
		return false;
	}
	if (!isatty(STDERR_FILENO))
		return true;
	if (!ps->shown && elapsed(&ps->start) < 1.0)
		return true;
	if (total == 0) {
		/* A search of unknown length: what it has done so far. */
		ps->shown = true;
		/* TRANSLATORS: on the terminal while a search of unknown
		 * length runs: the positions it has solved so far. */
		fputc('\r', stderr);
		fprintf(stderr, _("searching: %llu positions solved"),
		    (unsigned long long)done);
		fputs("\033[K", stderr);
		fflush(stderr);
		return true;
	}
	pct = done >= total ? 100 : (int)((double)done * 100 / (double)total);
	if (ps->shown && pct == ps->last)
		return true;
	ps->shown = true;
	ps->last = pct;
	/* TRANSLATORS: on the terminal while values are computed; a bar
	 * of # follows the bracket. */
	fprintf(stderr, "\r%s", _("computing values ["));
	for (i = 0; i < width; i++)
		fputc(i < pct * width / 100 ? '#' : ' ', stderr);
	fprintf(stderr, "] %3d%%", pct);
	if (done >= total)
		fputs("\r\033[K", stderr);
	fflush(stderr);
	return true;
}

void
cli_die_engine(int rc, const struct sg_cause *why)
{
	if (rc == SG_ENOMEM)
		die(EXIT_TROUBLE, _("out of memory"));
	die(rc == SG_EINVAL || rc == SG_ERANGE || rc == SG_EUNSUP ||
	    rc == SG_ENOMOVE ? EXIT_USAGE : EXIT_TROUBLE, "%s", why->text);
}

int
cli_finish_output(void)
{
	if (fflush(stdout) != 0 || ferror(stdout))
		die(EXIT_TROUBLE, _("cannot write the output"));
	return EXIT_SUCCESS;
}

/* Split "--name=value" or "--name" into its parts; name is a copy. */
static void
split_option(const char *word, char *name, size_t len, const char **value)
{
	const char *eq = strchr(word + 2, '=');
	size_t n = eq != NULL ? (size_t)(eq - word - 2) : strlen(word + 2);

	if (n >= len)
		n = len - 1;
	memcpy(name, word + 2, n);
	name[n] = '\0';
	*value = eq != NULL ? eq + 1 : NULL;
}

/* --max N and --jobs N, which the commands that compute values take. */
static int
compute_flag(struct cli_game *out, const char *name, const char *value,
    const char *next)
{
	struct sg_cause why;
	uint64_t n;
	bool jobs = strcmp(name, "jobs") == 0;

	if (strcmp(name, "max") != 0 && !jobs)
		return -1;
	if (value == NULL && next == NULL)
		die(EXIT_USAGE, _("option \"--%s\": needs a value"), name);
	if (sg_parse_u64(value != NULL ? value : next, jobs ? 256 :
	    sg_max_u63(), jobs ? "--jobs" : "--max", &n, &why) != SG_OK)
		die(EXIT_USAGE, "%s", why.text);
	if (n == 0)
		/* TRANSLATORS: %s is an option's name (max, jobs). */
		die(EXIT_USAGE, _("--%s \"0\": must be at least 1"), name);
	if (jobs)
		out->jobs = (unsigned)n;
	else
		out->max = n;
	return value != NULL ? 0 : 1;
}

static int
take_flag(struct cli_game *out, char *argv[], int i, int argc,
    cli_flag_fn flag, void *arg)
{
	const char *value;
	char name[64];
	int took;

	split_option(argv[i], name, sizeof name, &value);
	took = compute_flag(out, name, value, i + 1 < argc ? argv[i + 1] :
	    NULL);
	if (took >= 0)
		return took;
	took = flag != NULL ? flag(arg, name, value,
	    i + 1 < argc ? argv[i + 1] : NULL) : -1;
	/* A game made of games takes its parts' options in its words. */
	if (took < 0 && out->game != NULL && out->game->notation.nests) {
		out->argv[out->argc++] = argv[i];
		return 0;
	}
	if (took < 0)
		die(EXIT_USAGE, _("option \"%.64s\": unknown"), argv[i]);
	return took;
}

/* A game option at argv[i]; returns the words used past argv[i]. */
static int
take_game_option(struct cli_game *out, char *argv[], int i, int argc)
{
	struct sg_cause why;
	int rc, used;

	rc = rules_take_opt(out->rules, argc - i, argv + i, &used, &why);
	if (rc != SG_OK)
		cli_die_engine(rc, &why);
	return used - 1;
}

static bool
is_game_option(const struct cli_game *out, const char *word)
{
	const char *value;
	char name[64];

	if (out->game == NULL)
		return false;
	split_option(word, name, sizeof name, &value);
	return rules_has_opt(out->game, name);
}

static void
set_game(struct cli_game *out, const char *name)
{
	struct sg_cause why;
	int rc;

	if ((out->game = game_find(name)) == NULL)
		die(EXIT_USAGE, _("game \"%.64s\": unknown (see: sprague list)"),
		    name);
	if ((rc = rules_new(out->game, &out->rules, &why)) != SG_OK)
		cli_die_engine(rc, &why);
	cli_progress_on(out->rules);
}

void
cli_parse_game(int argc, char *argv[], struct cli_game *out, cli_flag_fn flag,
    void *arg)
{
	struct sg_cause why;
	char **words;
	int i, n, rc;

	memset(out, 0, sizeof *out);
	/* Positional words are gathered at the front of argv, in order. */
	out->argv = argv;
	for (i = 0; i < argc; i++) {
		if (game_is_option(argv[i]) && is_game_option(out, argv[i]))
			i += take_game_option(out, argv, i, argc);
		else if (game_is_option(argv[i]))
			i += take_flag(out, argv, i, argc, flag, arg);
		else if (out->game == NULL)
			set_game(out, argv[i]);
		else
			out->argv[out->argc++] = argv[i];
	}
	if (out->game == NULL)
		die(EXIT_USAGE, _("missing the game (see: sprague list)"));
	if ((rc = game_fold_words(out->argc, out->argv, &out->fold_copy,
	    &words, &n, &why)) != SG_OK)
		cli_die_engine(rc, &why);
	if (out->fold_copy != NULL) {
		out->argv = out->fold_words = words;
		out->argc = n;
	}
	out->rules->heap_max = out->max;
	out->rules->jobs = out->jobs;
}

int
cli_columns(int fallback)
{
	const char *v = getenv("COLUMNS");
	struct winsize ws;
	char *end;
	long n;

	if (v != NULL && *v != '\0') {
		n = strtol(v, &end, 10);
		if (*end == '\0' && n >= 20 && n <= 1000)
			return (int)n;
	}
	if (isatty(STDOUT_FILENO) && ioctl(STDOUT_FILENO, TIOCGWINSZ, &ws) == 0 &&
	    ws.ws_col >= 20)
		return ws.ws_col;
	return fallback;
}

void
cli_game_free(struct cli_game *cg)
{
	rules_free(cg->rules);
	cg->rules = NULL;
	free(cg->fold_words);
	free(cg->fold_copy);
	cg->fold_words = NULL;
	cg->fold_copy = NULL;
}
