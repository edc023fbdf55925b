/*
 * datadir.h: where the rules texts and lessons live.  The installed
 * $(pkgdatadir), or $SPRAGUE_DATADIR when it is set (tests); a program
 * not yet installed uses the data/ of its source tree.  This is the only
 * place that knows the path.
 */
#ifndef SPRAGUE_DATADIR_H
#define SPRAGUE_DATADIR_H

#include "engine/lesson.h"
#include "engine/util.h"

/* The data directory, without a trailing slash. */
const char *datadir(void);

/* Read the text file rel (such as "games/nim.txt") under the data
 * directory into out, in the person's language where the data has it
 * (data/ja/games/nim.txt), else in English.  Returns 0, or -1 with the reason, the file named,
 * in cause[0..len-1]: "DIR/games/nim.txt: a directory, not a file".  A
 * directory, a FIFO or a NUL byte in the text is refused. */
int datadir_read(const char *rel, struct sbuf *out, char *cause,
    size_t len);

/* Read and parse the lesson lessons/NAME.txt into l (freed by the caller
 * with lesson_free).  Returns 0, or -1 with l empty and the reason, the
 * file named, in cause[0..len-1]: "DIR/lessons/nim.txt: line 3: ...". */
int datadir_lesson(const char *name, struct lesson *l, char *cause,
    size_t len);

#endif
