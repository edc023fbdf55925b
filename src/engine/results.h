/*
 * results.h: a class's results log, one line for each finished game, and
 * the league table made from it.  The log is CSV (RFC 4180) under one
 * header line, which is the contract:
 *
 *	date,game,start,first,second,winner,moves,hints,level,misere
 *	2026-03-04 10:15:02,nim,3 4 5,Ann,Bob,Ann,3,off,-,no
 *	2026-03-04 10:21:40,subtract,"--take 1,3,4 10 7",you,computer,you,6,1,perfect,no
 *
 * date: local time, YYYY-MM-DD HH:MM:SS; game: its name; start: the
 * position the game started from, in the game's notation with its options
 * (the true start, before any "what if?" edit); first and second: the
 * players, a person's name, "you" for a person without one, "computer";
 * winner: one of the two; moves: the moves made (edits not counted);
 * hints: "off" when hints were off, else the moves made after a hint by
 * the person, or by the first and the second person ("1 0") when two
 * people played; level: the computer's, "-" when no computer played;
 * misere: "yes" or "no".  A field with a comma, a quote or a blank at
 * either end is quoted, its quotes doubled.  No file is read or written
 * here; see savefile.h in the program.
 */
#ifndef SPRAGUE_RESULTS_H
#define SPRAGUE_RESULTS_H

#include <stdbool.h>
#include <stddef.h>

#include "util.h"

#define RESULTS_HEADER \
	"date,game,start,first,second,winner,moves,hints,level,misere"

enum results_column {
	RESULTS_DATE, RESULTS_GAME, RESULTS_START, RESULTS_FIRST,
	RESULTS_SECOND, RESULTS_WINNER, RESULTS_MOVES, RESULTS_HINTS,
	RESULTS_LEVEL, RESULTS_MISERE,
	RESULTS_COLUMNS
};

enum {
	RESULTS_FIELD_MAX = 4096,	/* bytes in one field */
	RESULTS_LINE_MAX = 65536	/* bytes in one line */
};

/* Append one line of the log, fields in the order of the columns, each
 * quoted when it must be, and a newline. */
void results_format(const char *const field[RESULTS_COLUMNS],
    struct sbuf *out);

/* One line of the league table: a player's, or a game's (where wins
 * counts the games its first player won, the others going to the
 * second, and hints stays 0). */
struct results_entry {
	char *name;		/* owned */
	size_t games;
	size_t wins;
	size_t hints;		/* moves made after a hint */
};

/* The table of a log: the players and the games, in the order they first
 * appear. */
struct results {
	size_t lines;		/* the finished games */
	struct results_entry *players, *games;	/* owned */
	size_t nplayers, ngames;
};

void results_init(struct results *r);
void results_free(struct results *r);

/*
 * Check one line of the log (without its newline), fields split into
 * field[] (owned by the caller once SG_OK, free with results_fields_free).
 * SG_OK; SG_EINVAL with the reason; SG_ENOMEM.
 */
int results_split(const char *line, size_t len,
    char *field[RESULTS_COLUMNS], struct sg_cause *why);
void results_fields_free(char *field[RESULTS_COLUMNS]);

/*
 * Read a whole log from text[0..len-1] into r (initialised by the
 * caller): the header first (after a UTF-8 byte-order mark, if any), then one good line a game (blank lines
 * skipped; CR LF taken too).  An empty text is a log without games.
 * SG_OK; SG_EINVAL with `line N: reason`; SG_ENOMEM.  On failure r is
 * left empty.
 */
int results_parse(const char *text, size_t len, struct results *r,
    struct sg_cause *why);

#endif
