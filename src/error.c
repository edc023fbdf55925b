/*
 * error.c: die() and warnings.
 */
#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "error.h"
#include "engine/text.h"

static void (*cleanup)(void);
static void (*exit_hook)(int);

void
die_set_exit(void (*fn)(int))
{
	exit_hook = fn;
}

void
die_set_cleanup(void (*fn)(void))
{
	cleanup = fn;
}

/*
 * The message stays on one line whatever the words it quotes hold: a
 * newline or a terminal control in an argument or a file is shown as '?'.
 */
static void vline(const char *fmt, va_list ap)
    __attribute__((format(printf, 1, 0)));

static void
vline(const char *fmt, va_list ap)
{
	char buf[1024];
	size_t i;

	vsnprintf(buf, sizeof buf, fmt, ap);
	for (i = 0; buf[i] != '\0'; i++) {
		if ((unsigned char)buf[i] < 0x20 || buf[i] == 0x7f)
			buf[i] = '?';
	}
	text_repair(buf);
	fprintf(stderr, "sprague: %s\n", buf);
}

void
die(int status, const char *fmt, ...)
{
	va_list ap;

	if (cleanup != NULL) {
		void (*fn)(void) = cleanup;

		cleanup = NULL;
		fn();
	}
	va_start(ap, fmt);
	vline(fmt, ap);
	va_end(ap);
	if (exit_hook != NULL)
		exit_hook(status);
	exit(status);
}

void
warn_line(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vline(fmt, ap);
	va_end(ap);
}
