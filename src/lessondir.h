/*
 * lessondir.h: where the lessons are found.  A teacher's own lessons,
 * every NAME.txt of $XDG_DATA_HOME/sprague/lessons/ (else
 * ~/.local/share/sprague/lessons/), come first, by name; then the
 * installed lessons of the data directory, in the order of its
 * lessons/index.  A lesson may also be any file named on the command
 * line.
 */
#ifndef SPRAGUE_LESSONDIR_H
#define SPRAGUE_LESSONDIR_H

#include <stdbool.h>
#include <stddef.h>

#include "engine/lesson.h"

/* A lesson to open: its name, its file, and whose it is. */
struct lesson_ref {
	char name[64];		/* the name it opens by ("nim") */
	char path[1024];	/* its file */
	bool teacher;		/* a teacher's own (or a file named) */
};

/*
 * Every lesson, the teacher's first: *refs (the caller's to free) and *n
 * of them.  Returns 0, or -1 with the reason in cause[0..len-1] when the
 * index of the installed ones cannot be read (those found are still
 * listed) or memory ran out.
 */
int lessondir_list(struct lesson_ref **refs, size_t *n, char *cause,
    size_t len);

/* Is arg a file (it holds a `/` or ends in .txt) rather than a name? */
bool lessondir_is_file(const char *arg);

/*
 * The lesson that arg names into *out: a file, or a name of the list (a
 * teacher's before an installed one of the same name).  False when no
 * lesson has that name (a file is not looked at here).
 */
bool lessondir_find(const char *arg, struct lesson_ref *out);

/* Read ref's file whole: *text (NUL-terminated, the caller's to free)
 * and *n.  0, or -1 with "PATH: reason" in cause[0..len-1]. */
int lessondir_read(const struct lesson_ref *ref, char **text, size_t *n,
    char *cause, size_t len);

/* Read and parse ref's lesson into l (lesson_free() it).  0, or -1 with
 * l empty and "PATH: line N: reason" in cause[0..len-1]. */
int lessondir_load(const struct lesson_ref *ref, struct lesson *l,
    char *cause, size_t len);

/* The name a lesson's record is kept under in the progress file
 * (progress.h): an installed lesson's name, "my-NAME" for a teacher's;
 * false when the name cannot be kept (not letters, digits and '-'). */
bool lessondir_key(const struct lesson_ref *ref, char *key, size_t len);

/*
 * How far the pupil got in lesson l by its marks (progress.h; NULL or
 * marks of another length count as none), in words in out[0..len-1]:
 * "done, 2 of 3 right", "4 of 9 lines, 1 of 3 right" or "".  Returns
 * true when every line is done.
 */
bool lessondir_score(const struct lesson *l, const char *marks, char *out,
    size_t len);

#endif
