/*
 * tbcache.c: long value tables kept between runs, one file per code under
 * $XDG_CACHE_HOME/sprague/ (or ~/.cache/sprague/).
 *
 * A file is a header (magic, version, the code's text, the number of
 * values, a checksum over the header and the values) followed by the
 * values as 16-bit numbers in the machine's order.  A file that is short,
 * foreign, for another code or whose checksum fails is ignored and, once
 * the values are computed again, replaced.  Files are written under a
 * temporary name and renamed, so a reader never sees half a file.  The
 * cache is a convenience: any failure just means computing the values.
 */
#include "config.h"

#include <sys/stat.h>

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "tbtable_impl.h"

enum { CODE_TEXT = 80, FILE_VERSION = 1 };

static const char magic[8] = { 'S', 'P', 'R', 'A', 'G', 'U', 'E', 'V' };

struct header {
	char magic[8];
	uint32_t version;
	uint32_t value_bytes;	/* 2 */
	char code[CODE_TEXT];	/* canonical, NUL-padded */
	uint64_t count;		/* values of heaps 0..count-1 */
	uint64_t sum;		/* FNV-1a: header (sum 0), values */
};

static uint64_t
fnv(uint64_t h, const void *p, size_t len)
{
	const unsigned char *b = p;
	size_t i;

	for (i = 0; i < len; i++) {
		h ^= b[i];
		h *= UINT64_C(0x100000001b3);
	}
	return h;
}

static uint64_t
checksum(const struct header *hd, const uint16_t *v)
{
	struct header h = *hd;

	h.sum = 0;
	return fnv(fnv(UINT64_C(0xcbf29ce484222325), &h, sizeof h), v,
	    (size_t)hd->count * sizeof *v);
}

/*
 * The cache directory and the file of this code; false if none.  *base
 * is the length of the part of dir that must exist already ($HOME or
 * $XDG_CACHE_HOME): only the directories under it are ever made.
 */
static bool
cache_path(const struct tbt *t, struct sbuf *dir, struct sbuf *file,
    size_t *baselen)
{
	const char *s;
	struct sbuf code;

	if (!sg_user_dir("XDG_CACHE_HOME", ".cache", dir, baselen))
		return false;
	sbuf_init(&code);
	tb_code_format(&t->code, &code);
	sbuf_printf(file, "%s/values-", sbuf_str(dir));
	/* Letters and digits as they are, the rest spelled out. */
	for (s = sbuf_str(&code); *s != '\0'; s++) {
		if ((*s >= '0' && *s <= '9') || (*s >= 'a' && *s <= 'f'))
			sbuf_addc(file, *s);
		else
			sbuf_addc(file, *s == '.' ? 'p' : *s == '!' ? 'x' :
			    *s == '[' ? 'r' : 'z');
	}
	sbuf_add(file, ".bin");
	sbuf_free(&code);
	return !dir->oom && !file->oom;
}

static void
make_header(const struct tbt *t, struct header *h)
{
	struct sbuf code;

	memset(h, 0, sizeof *h);
	memcpy(h->magic, magic, sizeof magic);
	h->version = FILE_VERSION;
	h->value_bytes = sizeof *t->v;
	sbuf_init(&code);
	tb_code_format(&t->code, &code);
	snprintf(h->code, sizeof h->code, "%s", sbuf_str(&code));
	sbuf_free(&code);
}

static bool
read_all(int fd, void *p, size_t len)
{
	char *b = p;
	ssize_t got;

	while (len > 0) {
		got = read(fd, b, len);
		if (got < 0 && errno == EINTR)
			continue;
		if (got <= 0)
			return false;
		b += got;
		len -= (size_t)got;
	}
	return true;
}

static bool
write_all(int fd, const void *p, size_t len)
{
	const char *b = p;
	ssize_t put;

	while (len > 0) {
		put = write(fd, b, len);
		if (put < 0 && errno == EINTR)
			continue;
		if (put <= 0)
			return false;
		b += put;
		len -= (size_t)put;
	}
	return true;
}

/*
 * Open path only if it is a regular file: without O_NONBLOCK a FIFO put
 * where the cache goes would wait in open() for a writer that never comes.
 */
static int
open_regular(const char *path, int flags)
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

/* Read the values in fd if the file is whole and for this very table. */
static uint16_t *
read_values(const struct tbt *t, int fd, uint64_t *count, bool *longer)
{
	struct header want, got;
	uint16_t *v;
	char extra;

	make_header(t, &want);
	if (!read_all(fd, &got, sizeof got) ||
	    memcmp(got.magic, want.magic, sizeof magic) != 0 ||
	    got.version != want.version ||
	    got.value_bytes != want.value_bytes ||
	    memcmp(got.code, want.code, sizeof got.code) != 0 ||
	    got.count <= t->len)
		return NULL;
	/* Longer than this table may be (--max): keep the file as it is. */
	if (got.count > t->limit + 1) {
		*longer = true;
		return NULL;
	}
	if ((v = sg_reallocarray(NULL, (size_t)got.count, sizeof *v)) == NULL)
		return NULL;
	if (!read_all(fd, v, (size_t)got.count * sizeof *v) ||
	    read(fd, &extra, 1) != 0 || checksum(&got, v) != got.sum) {
		free(v);
		return NULL;
	}
	*count = got.count;
	return v;
}

bool
tbt_cache_load(struct tbt *t)
{
	struct sbuf dir, file;
	uint64_t count;
	uint16_t *v = NULL;
	size_t baselen;
	int fd;

	sbuf_init(&dir);
	sbuf_init(&file);
	if (cache_path(t, &dir, &file, &baselen) &&
	    (fd = open_regular(sbuf_str(&file), O_RDONLY)) >= 0) {
		v = read_values(t, fd, &count, &t->cache_longer);
		close(fd);
	}
	sbuf_free(&dir);
	sbuf_free(&file);
	if (v == NULL)
		return false;
	/* The first len values are the same numbers: take the longer. */
	free(t->v);
	t->v = v;
	t->len = t->cap = t->cached = count;
	for (t->maxval = 0; count > 0; count--) {
		if (v[count - 1] > t->maxval)
			t->maxval = v[count - 1];
	}
	t->have_mask = false;	/* the rare heaps are listed again */
	return true;
}

void
tbt_cache_save(struct tbt *t)
{
	struct sbuf dir, file, tmp;
	struct header h;
	size_t baselen;
	int fd = -1;
	bool good = false;

	if (t->cache_longer)
		return;
	sbuf_init(&dir);
	sbuf_init(&file);
	sbuf_init(&tmp);
	if (!cache_path(t, &dir, &file, &baselen) ||
	    !sg_make_dirs(sbuf_str(&dir), baselen))
		goto out;
	sbuf_printf(&tmp, "%s.%ld.tmp", sbuf_str(&file), (long)getpid());
	if (tmp.oom || (fd = open_regular(sbuf_str(&tmp), O_WRONLY | O_CREAT |
	    O_TRUNC)) < 0)
		goto out;
	make_header(t, &h);
	h.count = t->len;
	h.sum = checksum(&h, t->v);
	good = write_all(fd, &h, sizeof h) &&
	    write_all(fd, t->v, (size_t)t->len * sizeof *t->v);
	good = close(fd) == 0 && good &&
	    rename(sbuf_str(&tmp), sbuf_str(&file)) == 0;
	if (!good)
		unlink(sbuf_str(&tmp));
	else
		t->cached = t->len;
out:
	sbuf_free(&dir);
	sbuf_free(&file);
	sbuf_free(&tmp);
}
