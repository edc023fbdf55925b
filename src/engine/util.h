/*
 * util.h: status codes, error causes, checked allocation, string building
 * and number parsing shared by the whole engine.
 *
 * The engine never prints and never exits: every fallible call returns an
 * enum sg_status and, where a reason helps, fills a caller-owned struct
 * sg_cause with one line of text (no trailing newline, no program name).
 */
#ifndef SPRAGUE_UTIL_H
#define SPRAGUE_UTIL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum sg_status {
	SG_OK = 0,
	SG_EINVAL = -1,		/* malformed input */
	SG_ERANGE = -2,		/* well-formed, but past what is supported */
	SG_ENOMEM = -3,		/* out of memory */
	SG_ENOMOVE = -4,	/* the position has no legal move */
	SG_EUNSUP = -5,		/* the game does not offer this */
	SG_EINTR = -6		/* stopped by the caller's progress hook */
};

struct sg_cause {
	char text[256];
};

/* Set why->text (if why is not NULL) from a format and return code. */
int sg_fail(struct sg_cause *why, int code, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

/* sg_fail with SG_ENOMEM and "out of memory" in the reader's language. */
int sg_nomem(struct sg_cause *why);

/* Allocation that returns NULL on overflow of n * size or on failure. */
void *sg_reallocarray(void *p, size_t n, size_t size);
void *sg_calloc(size_t n, size_t size);
char *sg_strdup(const char *s);
/* Split line at blanks and tabs into words: *argv (owned by the caller,
 * free() it; NULL-terminated, *argc words) points into *copy, also to
 * free().  SG_OK or SG_ENOMEM. */
int sg_split(const char *line, char **copy, char ***argv, int *argc,
    struct sg_cause *why);

/* Growable string; a failed allocation sets oom and later adds are dropped. */
struct sbuf {
	char *s;		/* always NUL-terminated once anything was added */
	size_t len;
	size_t cap;
	bool oom;
};

void sbuf_init(struct sbuf *sb);
void sbuf_free(struct sbuf *sb);
void sbuf_reset(struct sbuf *sb);
void sbuf_add(struct sbuf *sb, const char *s);
void sbuf_addc(struct sbuf *sb, char c);
void sbuf_printf(struct sbuf *sb, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
/* The text so far ("" when empty); owned by sb. */
const char *sbuf_str(const struct sbuf *sb);

/*
 * Parse a whole number 0..max written in decimal digits only (no sign, no
 * spaces).  On failure fills why with `WHAT "ARG": reason` and returns
 * SG_EINVAL (not a number, or past max, naming max).
 */
int sg_parse_u64(const char *arg, uint64_t max, const char *what,
    uint64_t *out, struct sg_cause *why);

/* Make the directories of dir (an absolute path) past its first baselen
 * bytes, which must name an existing directory ($HOME, $XDG_CACHE_HOME):
 * nothing above it is ever made.  True when dir exists afterwards. */
bool sg_make_dirs(const char *dir, size_t baselen);
/* FNV-1a: h (start from SG_FNV_START) on len bytes at p. */
#define SG_FNV_START UINT64_C(0xcbf29ce484222325)
uint64_t sg_fnv(uint64_t h, const void *p, size_t len);
/* Read or write all len bytes at p through fd, again after a signal:
 * true, or false at an error or the end of the file. */
bool sg_read_all(int fd, void *p, size_t len);
bool sg_write_all(int fd, const void *p, size_t len);
/* Open path only if it is a regular file: without O_NONBLOCK a FIFO put
 * where a cache file goes would wait in open() for a writer that never
 * comes.  The descriptor, blocking again, or -1. */
int sg_open_regular(const char *path, int flags);
/* The program's directory of a kind in out: $VAR/sprague when the
 * variable var holds an absolute path, else $HOME/home/sprague (home such
 * as ".cache"); *baselen the length of the part that must exist already
 * (for sg_make_dirs).  False when neither names an absolute path. */
bool sg_user_dir(const char *var, const char *home, struct sbuf *out,
    size_t *baselen);
/* A piece of a file to write: len bytes at p. */
struct sg_chunk {
	const void *p;
	size_t len;
};
/* Write the n chunks, in order, as the file path, atomically: into a
 * temporary file beside it, renamed over path once all is written and
 * closed; the temporary file is removed on any failure.  The directory
 * must exist.  True when path holds the chunks. */
bool sg_write_file(const char *path, const struct sg_chunk *chunks,
    size_t n);

/* Largest heap, cell or number any game accepts: 2^63 - 1. */
enum { SG_U63_SHIFT = 63 };
static inline uint64_t sg_max_u63(void) { return (UINT64_C(1) << SG_U63_SHIFT) - 1; }

#endif
