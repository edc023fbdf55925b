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
 * the words of the command line, is a position to play with hints on; it
 * stays in the text where it stands.
 */
#ifndef SPRAGUE_LESSON_H
#define SPRAGUE_LESSON_H

#include <stdbool.h>
#include <stddef.h>

#include "game.h"

enum { LESSON_WIDTH = 78 };

struct lesson_try {
	char *words;		/* owned: "nim 3 4 5" */
	size_t line;		/* its line number, from 1 */
};

struct lesson {
	char *title;		/* owned */
	char *body;		/* owned: every line after the title */
	struct lesson_try *tries;	/* owned, ntries of them */
	size_t ntries;
};

/*
 * Read a lesson from text[0..len-1] into l.  SG_OK; SG_EINVAL with
 * `line N: reason` (no title, a line too long or not text, a try line
 * without words, no try line at all); SG_ENOMEM.  l is empty on failure.
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
