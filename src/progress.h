/*
 * progress.h: a learner's practice record, kept between runs in
 * $XDG_DATA_HOME/sprague/progress (else ~/.local/share/sprague/progress):
 * for each game (and "mixed", the runs over every game) the level reached
 * and, for each kind of exercise, how many were answered and how many
 * right without a hint.  Several pupils may keep their records on one
 * account, each under a line with the pupil's name.  The file is text:
 *
 *	sprague progress 2
 *	nim 3 12 15 4 6 0 0
 *	pupil Ann Smith
 *	nim 1 2 3 0 1 0 0
 *
 * a line a game: its name, the level (1 to 5), then right and answered
 * for outcome, move and value; the lines before the first pupil line are
 * the account's own.  (A file of version 1, without pupils, reads too.)
 * A lesson's line
 *
 *	lesson nim pprw-p-
 *
 * keeps what was done on each of its try and ask lines, in order:
 * `-` nothing yet, `p` played, `r` answered right, `w` answered wrong
 * (the first answer counts); lessons are the account's (written before
 * the first pupil line, read wherever they stand).  The file is written
 * whole under a temporary name and renamed.  A file that does not read so
 * is set aside (renamed to progress.damaged, or .damaged.1 to .9) with a
 * message, never overwritten; lines of games this program does not know
 * are kept.
 */
#ifndef SPRAGUE_PROGRESS_H
#define SPRAGUE_PROGRESS_H

#include <stdbool.h>
#include <stdint.h>

#include "engine/practice.h"

enum {
	PROGRESS_NAME = 32,	/* the longest game's name */
	PROGRESS_PUPIL = 32	/* the longest pupil's name, in bytes */
};

struct progress_entry {
	char pupil[PROGRESS_PUPIL + 1];	/* "" for the account's own */
	char name[PROGRESS_NAME + 1];	/* a game's, or "mixed" */
	unsigned level;			/* 1 to 5 */
	uint32_t right[EX_KINDS], tried[EX_KINDS];
};

/* A lesson's record: a mark per try and ask line. */
enum { PROGRESS_MARKS = 200 };
struct progress_lesson {
	char name[PROGRESS_NAME + 1];
	char marks[PROGRESS_MARKS + 1];
};

struct progress {
	struct progress_entry *e;	/* owned, n of them */
	size_t n, cap;
	struct progress_lesson *lessons;	/* owned, nlessons of them */
	size_t nlessons;
	char path[1024];		/* "" when there is nowhere to keep
					   it */
	bool keep;			/* save changes to path */
	char pupil[PROGRESS_PUPIL + 1];	/* whose record progress_get and
					   progress_level read: "" the
					   account's own */
};

/* Is s a pupil's name: 1 to PROGRESS_PUPIL bytes of UTF-8 text, no
 * control character, no blank at either end?  The rule in words. */
bool progress_name_ok(const char *s);
extern const char progress_name_rule[];

/* The pupil whose record is read and written from now on (NULL or "":
 * the account's own); false, changing nothing, for a name that is not
 * progress_name_ok. */
bool progress_set_pupil(struct progress *pg, const char *name);

/*
 * Read the progress file (a missing one is an empty record).  Returns
 * true when all is well; false with a message for the learner in msg
 * when the file was damaged and set aside, or cannot be read or kept
 * (practice goes on either way, from an empty record when need be).
 */
bool progress_load(struct progress *pg, char *msg, size_t len);
/* Write the record back; false with the reason in msg. */
bool progress_save(struct progress *pg, char *msg, size_t len);
void progress_free(struct progress *pg);

/* The current pupil's entry of name, made (at level 1) when there is
 * none; NULL when out of memory.  The level reached, 0 when name was
 * never practised. */
struct progress_entry *progress_get(struct progress *pg, const char *name);
unsigned progress_level(const struct progress *pg, const char *name);

/* Lessons: the marks kept for the lesson name (NULL when none), and
 * the marks set (false when out of memory, or name or marks do not
 * fit: a name of PROGRESS_NAME letters, digits and '-' at most, marks of
 * "-prhw" (h: right after a hint), PROGRESS_MARKS at most). */
const char *progress_lesson_marks(const struct progress *pg,
    const char *name);
bool progress_lesson_set(struct progress *pg, const char *name,
    const char *marks);

/* Parse the file's text into pg (used by progress_load; for the tests):
 * true, or false with "line N: reason" in msg. */
bool progress_parse(struct progress *pg, const char *text, size_t len,
    char *msg, size_t msglen);
/* The file's text. */
void progress_format(const struct progress *pg, struct sbuf *out);

#endif
