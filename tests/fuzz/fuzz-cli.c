/*
 * fuzz-cli.c: the command line.  The input is an argument vector, words
 * ended by newlines or NULs, run through sprague_main() as the program
 * runs it; die() jumps back here instead of ending the process.  The
 * commands that open the terminal (none, play, --big) are not run, nor
 * words naming another directory (the vector runs in an empty directory
 * holding one saved game, a.game), nor numbers of 5 to 18 digits (leading
 * zeros not counted), whose answers may rightly take long to compute.
 * The misere search is bounded lower than in the program, and
 * the signals a command takes over are given back after it.
 */
#include "config.h"

#include <setjmp.h>
#include <signal.h>
#include <stdbool.h>
#include <unistd.h>

#include "engine/misere.h"
#include "error.h"
#include "fuzz.h"

enum { WORDS = 16 };

int sprague_main(int argc, char *argv[]);

static char name[] = "sprague";
static jmp_buf back;
static int status;

static void
jump_back(int st)
{
	status = st;
	longjmp(back, 1);
}

static const char saved_game[] =
    "sprague-game 1\n"
    "game: nim\n"
    "play: normal\n"
    "start: 3 4 5\n"
    "player 1: human Ann\n"
    "player 2: computer\n"
    "level: casual\n"
    "moves: 2\n"
    "move 1: 1 4 5\n"
    "move 2: 1 4 3\n";

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	char dir[64];
	FILE *f;

	snprintf(dir, sizeof dir, "%s", "/tmp/sprague-fuzz.XXXXXX");
	if (mkdtemp(dir) == NULL || chdir(dir) != 0) {
		perror(dir);
		exit(1);
	}
	if ((f = fopen("a.game", "w")) != NULL) {
		fputs(saved_game, f);
		fclose(f);
	}
	setenv("SPRAGUE_DATADIR", SRCDATADIR, 1);
	setenv("XDG_CACHE_HOME", "/nonexistent", 1);
	unsetenv("SPRAGUE_SEED");
	if (freopen("/dev/null", "w", stdout) == NULL ||
	    freopen("/dev/null", "r", stdin) == NULL)
		exit(1);
	die_set_exit(jump_back);
	/* A refused search of misere play lists a billion numbers, which
	 * takes minutes under the sanitizers: the refusals come sooner. */
	misere_max_states = MISERE_MAX_STATES / 16;
	misere_max_held = MISERE_MAX_HELD / 4;
	misere_max_work = MISERE_MAX_WORK / 256;
	return 0;
}

/* Is the word one this harness does not run? */
static bool
unsafe(const char *w)
{
	size_t run = 0;

	if (strchr(w, '/') != NULL)
		return true;
	/* run: the digits of a number from its first that is not 0. */
	for (; ; w++) {
		if (*w >= '1' && *w <= '9') {
			run++;
			continue;
		}
		if (*w == '0') {
			run += run > 0;
			continue;
		}
		if (run >= 5 && run <= 18)
			return true;
		run = 0;
		if (*w == '\0')
			return false;
	}
}

/* The signals a command may take over (cli_stoppable()), among them
 * SIGALRM and SIGINT, which the fuzzer uses itself. */
static const int signals[] = { SIGINT, SIGTERM, SIGALRM, SIGHUP, SIGQUIT,
    SIGPIPE };
enum { SIGNALS = sizeof signals / sizeof signals[0] };

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct sigaction before[SIGNALS];
	size_t i;
	char *text, *argv[WORDS + 4], *s, max[] = "--max=4000";
	volatile int argc = 1;
	int st;

	if (size > 1024 || (text = malloc(size + 1)) == NULL)
		return 0;
	memcpy(text, data, size);
	text[size] = '\0';
	argv[0] = name;
	for (s = text; argc <= WORDS; s++) {
		argv[argc++] = s;
		if ((s = strchr(s, '\n')) == NULL)
			break;
		*s = '\0';
	}
	argv[argc] = NULL;
	for (st = 1; st < argc; st++) {
		if (unsafe(argv[st]))
			goto out;
	}
	if (argc < 2 || strcmp(argv[1], "play") == 0 ||
	    strcmp(argv[1], "--big") == 0)
		goto out;
	/* The commands that compute values search for a period up to 10^8
	 * heaps by design (minutes under the sanitizers): the harness gives
	 * them a short table, unless the input sets one itself. */
	if (strcmp(argv[1], "values") == 0 || strcmp(argv[1], "count") == 0 ||
	    strcmp(argv[1], "solve") == 0) {
		for (st = 2; st < argc && strncmp(argv[st], "--max", 5) != 0;
		    st++)
			;
		if (st == argc) {
			memmove(argv + 3, argv + 2, (size_t)(argc - 1) *
			    sizeof argv[0]);
			argv[2] = max;
			argc++;
		}
	}
	for (i = 0; i < SIGNALS; i++)
		sigaction(signals[i], NULL, &before[i]);
	if (setjmp(back) == 0)
		status = sprague_main(argc, argv);
	for (i = 0; i < SIGNALS; i++)
		sigaction(signals[i], &before[i], NULL);
	FUZZ_CHECK(status == 0 || status == 1 || status == 2,
	    "exit status %d", status);
	fflush(stdout);
out:
	free(text);
	return 0;
}
