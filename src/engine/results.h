/*
 * results.h: a class's results log, one line for each game that began,
 * and the league table made from it.  The log is CSV (RFC 4180) under one
 * header line, whose first ten columns are the contract:
 *
 *	date,game,start,first,second,winner,moves,hints,level,misere,end,left,takebacks,edits,continued,series,score
 *	2026-03-04 10:15:02,nim,3 4 5,Ann,Bob,Ann,3,off,-,no,finished,-,0,0,no,-,-
 *	2026-03-04 10:21:40,subtract,"--take 1,3,4 10 7",Ann,computer,-,2,1,perfect,no,abandoned,Ann,1,0,no,-,-
 *
 * date: local time, YYYY-MM-DD HH:MM:SS; game: its name; start: the
 * position the game started from, in the game's notation with its options
 * (the true start, before any "what if?" edit); first and second: the
 * players, a person's name, "you" for a person without one playing the
 * computer, "computer" (never a person's name); winner: one of the two,
 * or "-" for a game not finished (end); moves: the moves made (edits not
 * counted); hints: "off" for a match (hints off from its start), else the
 * turns on which the person saw a hint (the hint, the explanation, the
 * table or the values; a turn counts once, also when an edit or a
 * take-back followed it rather than a move), or those of the first and
 * the second person ("1 0") when two people played; level: the
 * computer's, "-" when no computer played; misere: "yes" or "no".
 *
 * The columns after them: end: "finished", "abandoned" (left unfinished
 * and unsaved, by q or n), "interrupted" (left unfinished and unsaved
 * when a signal ended the program: Ctrl-C, the terminal closed, told to
 * stop) or "saved" (left unfinished, saved to go on); left: the
 * player who left a game not finished (the player to move; against the
 * computer, the person), "-" when finished; takebacks: the times moves
 * were taken back; edits: the "what if?" edits made; continued: "yes" for
 * a game loaded from a saved file, whose hints, take-backs and edits
 * there are counted in, else "no"; series: "K/N", the game's number in a
 * best-of-N series, or "-"; score: the series' score after the game,
 * "Ann 2, Bob 1" (the players as named in its first game), or "-".
 *
 * A log written before those columns (its header the first ten) still
 * reads, and so does its every line of ten fields (a finished game); a
 * line of all the columns may follow such a header too.  A field with a
 * comma, a quote or a blank at either end is quoted, its quotes doubled.
 * No file is read or written here; see savefile.h in the program.
 */
#ifndef SPRAGUE_RESULTS_H
#define SPRAGUE_RESULTS_H

#include <stdbool.h>
#include <stddef.h>

#include "util.h"

#define RESULTS_HEADER_OLD \
	"date,game,start,first,second,winner,moves,hints,level,misere"
#define RESULTS_HEADER RESULTS_HEADER_OLD \
	",end,left,takebacks,edits,continued,series,score"

enum results_column {
	RESULTS_DATE, RESULTS_GAME, RESULTS_START, RESULTS_FIRST,
	RESULTS_SECOND, RESULTS_WINNER, RESULTS_MOVES, RESULTS_HINTS,
	RESULTS_LEVEL, RESULTS_MISERE,
	RESULTS_OLD_COLUMNS,		/* the columns of an older log */
	RESULTS_END = RESULTS_OLD_COLUMNS, RESULTS_LEFT, RESULTS_TAKEBACKS,
	RESULTS_EDITS, RESULTS_CONTINUED, RESULTS_SERIES, RESULTS_SCORE,
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
	size_t unfinished;	/* games left unfinished (abandoned, saved) */
	struct results_entry *players, *games;	/* owned */
	size_t nplayers, ngames;
};

void results_init(struct results *r);
void results_free(struct results *r);

/*
 * Check one line of the log (without its newline), fields split into
 * field[] (owned by the caller once SG_OK, free with results_fields_free);
 * a line of the older ten fields has the others filled in as a finished
 * game's.
 * SG_OK; SG_EINVAL with the reason; SG_ENOMEM.
 */
int results_split(const char *line, size_t len,
    char *field[RESULTS_COLUMNS], struct sg_cause *why);
void results_fields_free(char *field[RESULTS_COLUMNS]);

/* Which games of a log count: those on or after since and on or before
 * until (dates "YYYY-MM-DD", or NULL), with player among their two
 * players (or NULL). */
struct results_filter {
	const char *since, *until, *player;
};

/* Is date "YYYY-MM-DD" (a real day of the Gregorian calendar)? */
bool results_date_ok(const char *date);

/*
 * Read a whole log as results_parse does, counting only the games that
 * filter (or NULL: all) lets through.
 */
int results_parse_filtered(const char *text, size_t len,
    const struct results_filter *filter, struct results *r,
    struct sg_cause *why);

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
