/*
 * savefile.h: saved games on disk.  The text itself is record.h's; this
 * module reads a file whole and writes one atomically, so a failed save
 * never costs the game saved before it.
 */
#ifndef SPRAGUE_SAVEFILE_H
#define SPRAGUE_SAVEFILE_H

#include "engine/record.h"

enum savefile_status {
	SAVEFILE_OK = 0,
	SAVEFILE_BAD = -1,	/* no such file, or not a good saved game */
	SAVEFILE_IO = -2	/* reading or writing failed, out of memory */
};

/* The largest file read: a saved game is never near it. */
enum { SAVEFILE_MAX = 16 * 1024 * 1024 };

/*
 * Read the saved game at path into rec (initialised by the caller).  On
 * failure why holds the reason without the path: the system's words
 * ("No such file or directory"), or `line N: ...` for a bad file.
 */
int savefile_load(const char *path, struct record *rec,
    struct sg_cause *why);

/*
 * Write rec to path: into a new file in the same directory, flushed to
 * the disk, then renamed over path.  On any failure the old file at path
 * is untouched and the new one removed.  Reasons as for savefile_load.
 */
int savefile_save(const char *path, const struct record *rec,
    struct sg_cause *why);

/*
 * The same for any text file of the program (the progress file): read a
 * regular file whole (a directory or a FIFO is refused, never waited on;
 * *text is the caller's to free), and write one atomically.
 */
int savefile_read_text(const char *path, char **text, size_t *len,
    struct sg_cause *why);
int savefile_write_text(const char *path, const char *text, size_t len,
    struct sg_cause *why);

/*
 * Append line (one line with its newline) to the log at path, with
 * header (its first line, without the newline) at the top: a missing or
 * empty file is made with the header; a file there is locked, read and
 * given to check (which may refuse it with a reason in why: a damaged
 * log is never written to), then the line is added at its end in one
 * write.  Reasons as for savefile_load.
 */
int savefile_append_line(const char *path, const char *header,
    const char *line, int (*check)(const char *text, size_t len,
    struct sg_cause *why), struct sg_cause *why);

#endif
