/*
 * error.h: how the program reports a failure and ends.
 */
#ifndef SPRAGUE_ERROR_H
#define SPRAGUE_ERROR_H

/* Exit statuses: 2 for bad input or a limit, 1 for anything else. */
enum { EXIT_USAGE = 2, EXIT_TROUBLE = 1 };

/* Run fn (ending curses, say) before die() prints; NULL clears it. */
void die_set_cleanup(void (*fn)(void));

/* Have die() call fn(status) instead of exit(); fn must not return (a
 * test harness jumps back to where it ran the command).  NULL: exit. */
void die_set_exit(void (*fn)(int));

/* Print "sprague: MESSAGE" on stderr, after the cleanup, and exit. */
void die(int status, const char *fmt, ...)
    __attribute__((noreturn, format(printf, 2, 3)));

/* Print "sprague: MESSAGE" on stderr and go on. */
void warn_line(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

#endif
