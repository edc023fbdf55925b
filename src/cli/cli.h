/*
 * cli.h: the non-interactive commands.  Each takes the arguments after its
 * own name and returns the exit status.
 */
#ifndef SPRAGUE_CLI_H
#define SPRAGUE_CLI_H

#include <stdbool.h>
#include <stdio.h>

#include "engine/game.h"

int cli_solve(int argc, char *argv[]);
int cli_values(int argc, char *argv[]);
int cli_count(int argc, char *argv[]);
int cli_quotient(int argc, char *argv[]);
int cli_list(int argc, char *argv[]);
int cli_rules(int argc, char *argv[]);
int cli_replay(int argc, char *argv[]);
/* `sprague results FILE`: the league table of a results log. */
int cli_results(int argc, char *argv[]);
int cli_report(int argc, char *argv[]);
int cli_lesson(int argc, char *argv[]);
int cli_practice(int argc, char *argv[]);
/* practice without --print, --html or --porcelain: the drills on the
 * board.  The game to practise ("" for every game), its arguments
 * checked (exit 2 when bad; a terminal needed), the pupil's --name in
 * *name (NULL: none given) and --big in *big; NULL when the words ask
 * for a sheet. */
const char *cli_practice_board(int argc, char *argv[], const char **name,
    bool *big);
/* Examples of the commands for --help, on the games of the registry and
 * their named positions, one a line. */
void cli_examples(FILE *out);
/* lesson with one lesson (a name or a file) and maybe --big and --name
 * NAME, on a terminal: true with the lesson in *ref (read and checked:
 * exit 2 when it is unknown or has a fault) for the screen to open, *big
 * set and *name the pupil's (NULL: none given); false when the words ask
 * for a list, a check or the text printed. */
struct lesson_ref;
bool cli_lesson_board(int argc, char *argv[], struct lesson_ref *ref,
    bool *big, const char **name);

/*
 * A parsed `GAME [GAME OPTIONS] ARGS...` command line.  Options of the
 * command itself (flags) are recognised anywhere before the first
 * argument that is not an option and handed to the flag callback.
 */
struct cli_game {
	const struct game *game;
	struct rules *rules;	/* owned */
	int argc;		/* the arguments left: the position, or N */
	char **argv;		/* folded (game_fold_words) where a person
				   typed full-width forms */
	char *fold_copy, **fold_words;	/* owned: those folded words */
	uint64_t max;		/* --max N (0: the engine's limit) */
	unsigned jobs;		/* --jobs N (0: every online core) */
};

/*
 * Parse argv (the words after the command name).  --max N (the largest
 * heap a table of values may grow to) is taken here and handed to the
 * rules.  flag(name, value, arg)
 * is asked about each --name or --name=value not belonging to the game; it
 * returns 0 if it took no value, 1 if it took the next word as its value
 * (then *used_next), or -1 for an unknown flag.  Dies with status 2 on bad
 * input.  The rules get a progress bar on a terminal.
 */
typedef int (*cli_flag_fn)(void *arg, const char *name, const char *value,
    const char *next);
void cli_parse_game(int argc, char *argv[], struct cli_game *out,
    cli_flag_fn flag, void *arg);
void cli_game_free(struct cli_game *cg);

/* Die with status 2 (bad input, limits) or 1 (other) for an engine error. */
void cli_die_engine(int rc, const struct sg_cause *why)
    __attribute__((noreturn));

/* The columns a printed text is wrapped to: COLUMNS when it holds a
 * number from 20 to 1000 (as a shell sets it for a script's output), else
 * the terminal's width when stdout is one, else fallback. */
int cli_columns(int fallback);

/* Flush stdout and die with status 1 if anything could not be written. */
int cli_finish_output(void);

/* A progress hook that draws a bar on stderr when it is a terminal and the
 * work has lasted more than a second; it says stop once asked to (see
 * cli_stoppable). */
bool cli_progress(void *arg, uint64_t done, uint64_t total);

/* Rules r report to cli_progress from now on (counting its second from
 * now); cli_progress_off clears the line it drew and, where r reports to
 * it, stops r's reports (r may be NULL). */
void cli_progress_on(struct rules *r);
void cli_progress_off(struct rules *r);

/* Let a long computation be stopped: SIGINT or SIGTERM, or Esc when the
 * input is a terminal (read without echo until the program ends), make
 * the progress hook say stop, and the engine keeps what it computed.  A
 * second signal, or one not acted on within three seconds, ends the
 * program at once; the terminal is restored whichever way it ends. */
void cli_stoppable(void);

#endif
