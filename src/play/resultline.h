/*
 * resultline.h: a game that began as one line of the results log
 * (engine/results.h says the columns).
 */
#ifndef SPRAGUE_PLAY_RESULTLINE_H
#define SPRAGUE_PLAY_RESULTLINE_H

#include "play/session.h"

/* How the game ended, and what it belonged to. */
enum result_end {
	RESULT_FINISHED,	/* over: no move left */
	RESULT_ABANDONED,	/* left unfinished, not saved */
	RESULT_SAVED,		/* left unfinished, saved to go on */
	RESULT_INTERRUPTED	/* left unfinished, unsaved, when a signal
				   ended the program (Ctrl-C, the terminal
				   closed, told to stop) */
};

struct result_how {
	enum result_end end;
	bool hints_off;		/* a match */
	int series_game;	/* K of a best-of-N series, or 0 */
	int best_of;		/* N */
	const char *score;	/* the series' score after it, "Ann 1, Bob 0" */
};

/*
 * The line of the game in s (over when how->end is RESULT_FINISHED),
 * ended at date ("YYYY-MM-DD HH:MM:SS"), appended to out with its
 * newline.  The start is the game's true start, before any edit.
 */
void result_line(const struct session *s, const struct result_how *how,
    const char *date, struct sbuf *out);

/* A player as the log names them (never translated): a name, "you",
 * "computer" or "player N". */
void result_name(const struct session *s, int i, char *buf, size_t len);

#endif
