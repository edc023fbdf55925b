/*
 * tbcache.c: long value tables kept between runs, one file per code under
 * $XDG_CACHE_HOME/sprague/ (or ~/.cache/sprague/).
 *
 * A file is a header (magic, version, the code's text, the bytes a value,
 * the number of values, a checksum over the header and the values)
 * followed by the values, one byte each when the table kept them so, or
 * as 16-bit numbers in the machine's order.  Either is read into a table
 * of one byte a value while every value fits one (a file of two bytes a
 * value from before the tables had one byte narrows as it is read).  A
 * file that is short, foreign, for another code, of another width or
 * whose checksum fails is ignored and, once the values are computed
 * again, replaced.  Files are written under a
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
	uint32_t value_bytes;	/* 1 or 2 */
	char code[CODE_TEXT];	/* canonical, NUL-padded */
	uint64_t count;		/* values of heaps 0..count-1 */
	uint64_t sum;		/* FNV-1a: header (sum 0), values */
};

static uint64_t
checksum(const struct header *hd, const void *v)
{
	struct header h = *hd;

	h.sum = 0;
	return sg_fnv(sg_fnv(SG_FNV_START, &h, sizeof h), v,
	    (size_t)hd->count * hd->value_bytes);
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
	h->value_bytes = t->width;
	sbuf_init(&code);
	tb_code_format(&t->code, &code);
	snprintf(h->code, sizeof h->code, "%s", sbuf_str(&code));
	sbuf_free(&code);
}

/* A file of two bytes a value is read in pieces this long, narrowed as
 * long as its values fit one byte. */
enum { PIECE = 1 << 15 };

/* Read n values of two bytes from fd into the table at v (width bytes a
 * value), from value i on, summing them into *sum; a value that needs
 * two bytes turns a table of one byte into one of two (*v and *width
 * change).  false when the file ends first or memory runs out. */
static bool
read_wide(int fd, uint64_t count, void **v, unsigned *width,
    uint64_t *sum)
{
	uint16_t piece[PIECE], *wide;
	uint8_t *narrow;
	uint64_t i, n, j;

	for (i = 0; i < count; i += n) {
		n = count - i < PIECE ? count - i : PIECE;
		if (!sg_read_all(fd, piece, (size_t)n * sizeof *piece))
			return false;
		*sum = sg_fnv(*sum, piece, (size_t)n * sizeof *piece);
		narrow = *v;
		for (j = 0; *width == 1 && j < n &&
		    piece[j] < TBT_BYTE_VALUES; j++)
			narrow[i + j] = (uint8_t)piece[j];
		if (*width == 1 && j < n) {
			if ((wide = sg_reallocarray(NULL, (size_t)count,
			    sizeof *wide)) == NULL)
				return false;
			for (j = 0; j < i; j++)
				wide[j] = narrow[j];
			free(*v);
			*v = wide;
			*width = 2;
		}
		if (*width == 2)
			memcpy((uint16_t *)*v + i, piece,
			    (size_t)n * sizeof *piece);
	}
	return true;
}

/*
 * The values of a sound file of this code, longer than the table, in a
 * table of its own (*v, *width bytes a value, *count values); false
 * when there are none.  *longer: the file holds more than the limit allows.
 */
static bool
read_values(const struct tbt *t, int fd, void **v, unsigned *width,
    uint64_t *count, bool *longer)
{
	struct header want, got, h;
	uint64_t sum;
	char extra;

	make_header(t, &want);
	if (!sg_read_all(fd, &got, sizeof got) ||
	    memcmp(got.magic, want.magic, sizeof magic) != 0 ||
	    got.version != want.version ||
	    (got.value_bytes != 1 && got.value_bytes != 2) ||
	    memcmp(got.code, want.code, sizeof got.code) != 0 ||
	    got.count <= t->len)
		return false;
	/* Longer than this table may be (--max): keep the file as it is. */
	if (got.count > t->limit + 1) {
		*longer = true;
		return false;
	}
	if ((*v = sg_reallocarray(NULL, (size_t)got.count, 1)) == NULL)
		return false;
	*width = 1;
	h = got;
	h.sum = 0;
	sum = sg_fnv(SG_FNV_START, &h, sizeof h);
	if (got.value_bytes == 1) {
		if (!sg_read_all(fd, *v, (size_t)got.count)) {
			free(*v);
			return false;
		}
		sum = sg_fnv(sum, *v, (size_t)got.count);
	} else if (!read_wide(fd, got.count, v, width, &sum)) {
		free(*v);
		return false;
	}
	if (read(fd, &extra, 1) != 0 || sum != got.sum) {
		free(*v);
		return false;
	}
	*count = got.count;
	return true;
}

bool
tbt_cache_load(struct tbt *t)
{
	struct sbuf dir, file;
	uint64_t count, n;
	void *v = NULL;
	unsigned width;
	size_t baselen;
	bool got = false;
	int fd;

	sbuf_init(&dir);
	sbuf_init(&file);
	if (cache_path(t, &dir, &file, &baselen) &&
	    (fd = sg_open_regular(sbuf_str(&file), O_RDONLY)) >= 0) {
		got = read_values(t, fd, &v, &width, &count,
		    &t->cache_longer);
		close(fd);
	}
	sbuf_free(&dir);
	sbuf_free(&file);
	if (!got)
		return false;
	/* The first len values are the same numbers: take the longer. */
	free(t->v);
	t->v = v;
	t->width = width;
	t->len = t->cap = t->cached = count;
	for (t->maxval = 0, n = 0; n < count; n++) {
		if (tbt_at(t, n) > t->maxval)
			t->maxval = tbt_at(t, n);
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
		    t->width };
		if (sg_write_file(sbuf_str(&file), parts, 2))
			t->cached = t->len;
	}
	sbuf_free(&dir);
	sbuf_free(&file);
}
