/*
 * error.c: die() and warnings.
 */
#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "error.h"

static void (*cleanup)(void);

void
die_set_cleanup(void (*fn)(void))
{
	cleanup = fn;
}

static void
vline(const char *fmt, va_list ap)
{
	fputs("sprague: ", stderr);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
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
