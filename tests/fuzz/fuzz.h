/*
 * fuzz.h: what the libFuzzer targets of tests/fuzz share.  Each target
 * checks an invariant as well as surviving its input; a broken invariant
 * aborts with the reason on stderr, which the fuzzer reports as a crash.
 */
#ifndef SPRAGUE_FUZZ_H
#define SPRAGUE_FUZZ_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerInitialize(int *argc, char ***argv);

/* Abort with a message when cond fails: an invariant is broken. */
#define FUZZ_CHECK(cond, ...) do {					\
	if (!(cond)) {							\
		fprintf(stderr, "invariant broken: %s: ", #cond);	\
		fprintf(stderr, __VA_ARGS__);				\
		fputc('\n', stderr);					\
		abort();						\
	}								\
} while (0)

/* A NUL-terminated copy of data[0..size-1], or NULL when the data holds a
 * NUL (no argument or text line can) or memory is short. */
static inline char *
fuzz_text(const uint8_t *data, size_t size)
{
	char *s;

	if (memchr(data, '\0', size) != NULL || (s = malloc(size + 1)) == NULL)
		return NULL;
	memcpy(s, data, size);
	s[size] = '\0';
	return s;
}

#endif
