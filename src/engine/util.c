/*
 * util.c: status causes, checked allocation, growable strings, parsing.
 */
#include "config.h"

#include <sys/stat.h>

#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "util.h"
#include "text.h"
#include "engine/words.h"

int
sg_fail(struct sg_cause *why, int code, const char *fmt, ...)
{
	va_list ap;

	if (why != NULL) {
		va_start(ap, fmt);
		vsnprintf(why->text, sizeof why->text, fmt, ap);
		va_end(ap);
		/* A quoted word cut at its limit, or the reason cut at
		 * the end of the buffer, is cut between characters. */
		text_repair(why->text);
	}
	return code;
}

int
sg_nomem(struct sg_cause *why)
{
	return sg_fail(why, SG_ENOMEM, "%s", W_("out of memory"));
}

void *
sg_reallocarray(void *p, size_t n, size_t size)
{
	if (size != 0 && n > SIZE_MAX / size)
		return NULL;
	if (n == 0 || size == 0)
		n = size = 1;
	return realloc(p, n * size);
}

void *
sg_calloc(size_t n, size_t size)
{
	if (n == 0 || size == 0)
		n = size = 1;
	return calloc(n, size);
}

char *
sg_strdup(const char *s)
{
	size_t n = strlen(s) + 1;
	char *d = malloc(n);

	if (d != NULL)
		memcpy(d, s, n);
	return d;
}

void
sbuf_init(struct sbuf *sb)
{
	sb->s = NULL;
	sb->len = sb->cap = 0;
	sb->oom = false;
}

void
sbuf_free(struct sbuf *sb)
{
	free(sb->s);
	sbuf_init(sb);
}

void
sbuf_reset(struct sbuf *sb)
{
	sb->len = 0;
	if (sb->s != NULL)
		sb->s[0] = '\0';
}

static bool
sbuf_reserve(struct sbuf *sb, size_t extra)
{
	size_t want;
	char *s;

	if (sb->oom)
		return false;
	if (extra > SIZE_MAX - sb->len - 1)
		goto fail;
	want = sb->len + extra + 1;
	if (want <= sb->cap)
		return true;
	if (want < 64)
		want = 64;
	if (want < sb->cap * 2 && sb->cap < SIZE_MAX / 2)
		want = sb->cap * 2;
	if ((s = realloc(sb->s, want)) == NULL)
		goto fail;
	sb->s = s;
	sb->cap = want;
	return true;
fail:
	sb->oom = true;
	return false;
}

void
sbuf_add(struct sbuf *sb, const char *s)
{
	size_t n = strlen(s);

	if (!sbuf_reserve(sb, n))
		return;
	memcpy(sb->s + sb->len, s, n + 1);
	sb->len += n;
}

void
sbuf_addc(struct sbuf *sb, char c)
{
	if (!sbuf_reserve(sb, 1))
		return;
	sb->s[sb->len++] = c;
	sb->s[sb->len] = '\0';
}

void
sbuf_printf(struct sbuf *sb, const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	if (n < 0 || !sbuf_reserve(sb, (size_t)n))
		return;
	va_start(ap, fmt);
	vsnprintf(sb->s + sb->len, (size_t)n + 1, fmt, ap);
	va_end(ap);
	sb->len += (size_t)n;
}

const char *
sbuf_str(const struct sbuf *sb)
{
	return sb->s != NULL ? sb->s : "";
}

int
sg_parse_u64(const char *arg, uint64_t max, const char *what, uint64_t *out,
    struct sg_cause *why)
{
	const char *p;
	uint64_t v = 0;

	if (*arg == '\0')
		/* TRANSLATORS: %s names what is typed: an option or a word
		 * such as "heap". */
		return sg_fail(why, SG_EINVAL, W_("%s \"\": must be a whole "
		    "number"), what);
	for (p = arg; *p != '\0'; p++) {
		if (*p < '0' || *p > '9')
			return sg_fail(why, SG_EINVAL,
			    W_("%1$s \"%2$.64s\": must be a whole number >= 0"),
			        what,
			    arg);
		if (v > (UINT64_MAX - (uint64_t)(*p - '0')) / 10) {
			v = UINT64_MAX;
			break;
		}
		v = v * 10 + (uint64_t)(*p - '0');
	}
	if (*p == '\0' && v <= max) {
		*out = v;
		return SG_OK;
	}
	return sg_fail(why, SG_EINVAL, W_("%1$s \"%2$.64s\": must be at most "
	    "%3$llu"),
	    what, arg, (unsigned long long)max);
}

int
sg_split(const char *line, char **copy, char ***argv, int *argc,
    struct sg_cause *why)
{
	char *s, **v;
	size_t n = 0, i;

	*argv = NULL;
	*argc = 0;
	if ((*copy = sg_strdup(line)) == NULL)
		return sg_nomem(why);
	/* At most one word for every two bytes, and a final NULL. */
	if ((v = sg_reallocarray(NULL, strlen(line) / 2 + 2, sizeof *v)) ==
	    NULL) {
		free(*copy);
		*copy = NULL;
		return sg_nomem(why);
	}
	s = *copy;
	for (i = 0; s[i] != '\0'; i++) {
		if (s[i] == ' ' || s[i] == '\t')
			s[i] = '\0';
		else if (i == 0 || s[i - 1] == '\0')
			v[n++] = s + i;
	}
	v[n] = NULL;
	*argv = v;
	*argc = (int)n;
	return SG_OK;
}

bool
sg_user_dir(const char *var, const char *home, struct sbuf *out,
    size_t *baselen)
{
	const char *base = getenv(var);

	if (base != NULL && base[0] == '/')
		sbuf_printf(out, "%s/sprague", base);
	else if ((base = getenv("HOME")) != NULL && base[0] == '/')
		sbuf_printf(out, "%s/%s/sprague", base, home);
	else
		return false;
	*baselen = strlen(base);
	return !out->oom;
}

/*
 * Make the directories of dir past its first baselen bytes, which must
 * name an existing directory: a $HOME that does not exist is not made.
 */
bool
sg_make_dirs(const char *dir, size_t baselen)
{
	char *p = sg_strdup(dir), *slash;
	struct stat st;
	bool made = false;

	if (p == NULL)
		return false;
	p[baselen] = '\0';
	if (stat(p, &st) != 0 || !S_ISDIR(st.st_mode))
		goto out;
	p[baselen] = dir[baselen];
	for (slash = strchr(p + baselen + 1, '/'); slash != NULL;
	    slash = strchr(slash + 1, '/')) {
		*slash = '\0';
		if (mkdir(p, 0755) != 0 && errno != EEXIST)
			goto out;
		*slash = '/';
	}
	made = mkdir(p, 0755) == 0 || errno == EEXIST;
out:
	free(p);
	return made;
}

uint64_t
sg_fnv(uint64_t h, const void *p, size_t len)
{
	const unsigned char *b = p;
	size_t i;

	for (i = 0; i < len; i++) {
		h ^= b[i];
		h *= UINT64_C(0x100000001b3);
	}
	return h;
}

/* Read (or write, with writing set) all len bytes at p through fd. */
static bool
io_all(int fd, void *p, size_t len, bool writing)
{
	char *b = p;
	ssize_t n;

	while (len > 0) {
		n = writing ? write(fd, b, len) : read(fd, b, len);
		if (n < 0 && errno == EINTR)
			continue;
		if (n <= 0)
			return false;
		b += n;
		len -= (size_t)n;
	}
	return true;
}

bool
sg_read_all(int fd, void *p, size_t len)
{
	return io_all(fd, p, len, false);
}

bool
sg_write_all(int fd, const void *p, size_t len)
{
	/* io_all writes from p and never changes it. */
	return io_all(fd, (void *)(uintptr_t)p, len, true);
}

int
sg_open_regular(const char *path, int flags)
{
	struct stat st;
	int fd;

	if ((fd = open(path, flags | O_NONBLOCK | O_NOCTTY, 0644)) < 0)
		return -1;
	if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode) ||
	    fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK) != 0) {
		close(fd);
		return -1;
	}
	return fd;
}

bool
sg_write_file(const char *path, const struct sg_chunk *chunks, size_t n)
{
	struct sbuf tmp;
	bool good;
	size_t i;
	int fd;

	sbuf_init(&tmp);
	sbuf_printf(&tmp, "%s.%ld.tmp", path, (long)getpid());
	if (tmp.oom || (fd = sg_open_regular(sbuf_str(&tmp), O_WRONLY |
	    O_CREAT | O_TRUNC)) < 0) {
		sbuf_free(&tmp);
		return false;
	}
	for (i = 0, good = true; i < n && good; i++)
		good = sg_write_all(fd, chunks[i].p, chunks[i].len);
	good = close(fd) == 0 && good && rename(sbuf_str(&tmp), path) == 0;
	if (!good)
		unlink(sbuf_str(&tmp));
	sbuf_free(&tmp);
	return good;
}
