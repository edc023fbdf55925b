/*
 * report.h: a teacher's report on a class, made from the practice record
 * (progress.h) and a results log (the CSV of `play --results`): for each
 * pupil, each game's practice by kind of exercise (answered, right, the
 * level reached), the lessons with their scores, and the matches played
 * and won.  The log is read by the names of its header's columns (date,
 * game, first, second and winner are needed; other columns, known or
 * not, are passed over), a byte-order mark before the header skipped.
 * Written as text in columns of display width, as CSV, or as an HTML
 * page for printing.
 */
#ifndef SPRAGUE_REPORT_H
#define SPRAGUE_REPORT_H

#include <stdbool.h>
#include <stddef.h>

#include "progress.h"

/* A pupil's matches of one game. */
struct report_match {
	size_t pupil;		/* index into pupils */
	char *game;		/* owned */
	size_t played, won;
};

struct report {
	const struct progress *pg;	/* lent: the practice record */
	char **pupils;			/* owned: "" the account's own */
	size_t npupils;
	struct report_match *m;		/* owned, nm of them */
	size_t nm;
	size_t games;			/* lines of the log counted */
};

/*
 * The report of pg and the log's text (log NULL: no log), from the date
 * since on ("YYYY-MM-DD", NULL: all; the log's games only, for the
 * practice record keeps no dates), of the pupil only (NULL: everyone).
 * True; false with "line N: reason" (or the reason) in msg, the report
 * empty.  Free with report_free.
 */
bool report_make(struct report *r, const struct progress *pg,
    const char *log, size_t len, const char *since, const char *pupil,
    char *msg, size_t msglen);
void report_free(struct report *r);

/* The report written out: text (columns by display width), CSV (one line
 * a fact, under an English header; bom: a UTF-8 byte-order mark first, so
 * that spreadsheet programs read the names right), HTML. */
void report_text(const struct report *r, struct sbuf *out);
void report_csv(const struct report *r, bool bom, struct sbuf *out);
void report_html(const struct report *r, struct sbuf *out);

/* Is s a date the way --since takes it: YYYY-MM-DD? */
bool report_date_ok(const char *s);

#endif
