/*
 * lesson.h: a lesson's text, and the positions it asks the learner to
 * try.  The files live in the data directory (lessons/NAME.txt, and
 * lessons/index naming them in teaching order); the program reads them,
 * this module only reads their text.
 *
 * A lesson is plain text lines of at most LESSON_WIDTH bytes:
 *
 *	title: Nim and binary
 *	(a blank line, then the text)
 *	try: nim 3 4 5
 *
 * The first line is the title.  A line `try: GAME [OPTIONS] POSITION`, in
 * the words of the command line, is a position to play; it stays in the
 * text where it stands.  At its end `--first computer` lets the computer
 * move first (to show a lost position exploited), and `--hints` shows the
 * winning moves at every turn (else the pupil's h shows them).  A line
 * `ask: KIND ...` is a question (question.h), checked when the lesson is
 * read: a malformed one is refused with its line.
 */
#ifndef SPRAGUE_LESSON_H
#define SPRAGUE_LESSON_H

#include <stdbool.h>
#include <stddef.h>

#include "game.h"

enum { LESSON_WIDTH = 78 };

/* A line the pupil can choose: a position to try, or a question. */
struct lesson_try {
	char *words;		/* owned: "nim 3 4 5", without the try
				   options; a question's words after ask: */
	size_t line;		/* its line number, from 1 */
	bool ask;		/* a question, not a position */
	bool computer_first;	/* try: the computer moves first */
	bool coach;		/* try: the winning moves at every turn */
};

struct lesson {
	char *title;		/* owned */
	char *body;		/* owned: every line after the title */
	struct lesson_try *tries;	/* owned, ntries of them: the try
					   and ask lines, in order */
	size_t ntries;
};

/*
 * Read a lesson from text[0..len-1] into l.  SG_OK; SG_EINVAL with
 * `line N: reason` (no title, a line too long or not text, a try line
 * without words or with a bad option, a malformed question, no try or
 * ask line at all); SG_ENOMEM.  l is empty on failure.
 */
int lesson_parse(const char *text, size_t len, struct lesson *l,
    struct sg_cause *why);
void lesson_free(struct lesson *l);

/*
 * Open the position of a try line's words: *rules (new, owned by the
 * caller) with the options set, and *out the position.  SG_OK, or
 * SG_EINVAL with the reason (an unknown game: `game "NAME": unknown`).
 */
int lesson_try_open(const char *words, struct rules **rules, struct pos *out,
    struct sg_cause *why);

/*
 * The next name of an index (lessons/index: one name a line) from *s into
 * name[0..len-1], moving *s past its line.  Blank lines and names that do
 * not fit are skipped.  Returns false at the end of the text.
 */
bool lesson_index_next(const char **s, char *name, size_t len);

#endif
