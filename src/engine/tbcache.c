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
checksum(const struct header *hd, const uint16_t *v)
{
	struct header h = *hd;

	h.sum = 0;
	return sg_fnv(sg_fnv(SG_FNV_START, &h, sizeof h), v,
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
	if (!sg_user_dir("XDG_CACHE_HOME", ".cache", dir, baselen))
		return false;
	tb_code_file(&t->code, sbuf_str(dir), "values", file);
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

static uint16_t *
read_values(const struct tbt *t, int fd, uint64_t *count, bool *longer)
{
	struct header want, got;
	uint16_t *v;
	char extra;

	make_header(t, &want);
	if (!sg_read_all(fd, &got, sizeof got) ||
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
	if (!sg_read_all(fd, v, (size_t)got.count * sizeof *v) ||
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
	    (fd = sg_open_regular(sbuf_str(&file), O_RDONLY)) >= 0) {
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
	struct sbuf dir, file;
	struct header h;
	struct sg_chunk parts[2];
	size_t baselen;

	if (t->cache_longer)
		return;
	sbuf_init(&dir);
	sbuf_init(&file);
	if (cache_path(t, &dir, &file, &baselen) &&
	    sg_make_dirs(sbuf_str(&dir), baselen)) {
		make_header(t, &h);
		h.count = t->len;
		h.sum = checksum(&h, t->v);
		parts[0] = (struct sg_chunk){ &h, sizeof h };
		parts[1] = (struct sg_chunk){ t->v, (size_t)t->len *
		    sizeof *t->v };
		if (sg_write_file(sbuf_str(&file), parts, 2))
			t->cached = t->len;
	}
	sbuf_free(&dir);
	sbuf_free(&file);
}
