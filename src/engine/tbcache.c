/*
 * tbcache.c: long value tables kept between runs, one file per code under
 * $XDG_CACHE_HOME/sprague/ (or ~/.cache/sprague/).
 *
 * A file is a header (magic, version, the code's text, the bytes a value,
 * the number of values, a checksum over all that follows the header and
 * the header itself) followed by the values, one byte each when the table
 * kept them so, or as 16-bit numbers in the machine's order.  Version 2,
 * at one byte a value: a value of 255 or more is the byte 255, and the
 * values are followed by the number of such heaps and, for each in
 * ascending order, the heap and its value (64 bits each).  Version 1
 * had no escapes (its byte 255 is the value 255) and its files of two
 * bytes a value came from before the tables had one byte: both are still
 * read, into a table of one byte a value with escapes while those are
 * few (tbt_escape_room), of two otherwise.  A file that is short, foreign,
 * for another code, of another width, whose escapes do not match its
 * bytes or whose checksum fails is ignored and, once the values are
 * computed again, replaced.  Files are written under a temporary name
 * and renamed, so a reader never sees half a file.  The cache is a
 * convenience: any failure just means computing the values.
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

enum { CODE_TEXT = 80, FILE_VERSION = 2 };

static const char magic[8] = { 'S', 'P', 'R', 'A', 'G', 'U', 'E', 'V' };

struct header {
	char magic[8];
	uint32_t version;
	uint32_t value_bytes;	/* 1 or 2 */
	char code[CODE_TEXT];	/* canonical, NUL-padded */
	uint64_t count;		/* values of heaps 0..count-1 */
	uint64_t sum;		/* FNV-1a: header (sum 0), values */
};

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

/* The table a file is read into. */
struct loaded {
	void *v;
	unsigned width;
	uint64_t count;
	uint64_t *esch;
	uint16_t *escv;
	size_t nesc, capesc;
};

static void
loaded_free(struct loaded *l)
{
	free(l->v);
	free(l->esch);
	free(l->escv);
}

/* Two bytes a value: the escapes were too many. */
static bool
loaded_widen(struct loaded *l, uint64_t upto)
{
	const uint8_t *from = l->v;
	uint16_t *to;
	uint64_t i;
	size_t e = 0;

	if ((to = sg_reallocarray(NULL, (size_t)l->count, sizeof *to)) ==
	    NULL)
		return false;
	for (i = 0; i < upto; i++) {
		to[i] = from[i];
		if (from[i] == TBT_ESCAPE && e < l->nesc && l->esch[e] == i)
			to[i] = l->escv[e++];
	}
	free(l->v);
	free(l->esch);
	free(l->escv);
	l->v = to;
	l->esch = NULL;
	l->escv = NULL;
	l->nesc = l->capesc = 0;
	l->width = 2;
	return true;
}

/* Keep value g of heap n (ascending) in a table of one byte: an escape,
 * or two bytes a value (values below n are set) when they are too many. */
static bool
loaded_escape(struct loaded *l, uint64_t n, unsigned g)
{
	uint64_t *h;
	uint16_t *v;
	size_t cap;

	if (l->nesc >= tbt_escape_room(l->count)) {
		if (!loaded_widen(l, n))
			return false;
		((uint16_t *)l->v)[n] = (uint16_t)g;
		return true;
	}
	if (l->nesc == l->capesc) {
		cap = l->capesc < 16 ? 16 : 2 * l->capesc;
		if ((h = sg_reallocarray(l->esch, cap, sizeof *h)) == NULL)
			return false;
		l->esch = h;
		if ((v = sg_reallocarray(l->escv, cap, sizeof *v)) == NULL)
			return false;
		l->escv = v;
		l->capesc = cap;
	}
	l->esch[l->nesc] = n;
	l->escv[l->nesc++] = (uint16_t)g;
	((uint8_t *)l->v)[n] = TBT_ESCAPE;
	return true;
}

/* A file of two bytes a value is read in pieces this long. */
enum { PIECE = 1 << 15 };

/* Read count values of two bytes from fd (version 1) into l, summing
 * them into *sum; false when the file ends first or memory runs out. */
static bool
read_wide(int fd, struct loaded *l, uint64_t *sum)
{
	uint16_t piece[PIECE];
	uint64_t i, n, j;

	for (i = 0; i < l->count; i += n) {
		n = l->count - i < PIECE ? l->count - i : PIECE;
		if (!sg_read_all(fd, piece, (size_t)n * sizeof *piece))
			return false;
		*sum = sg_fnv(*sum, piece, (size_t)n * sizeof *piece);
		for (j = 0; j < n; j++) {
			if (l->width == 2)
				((uint16_t *)l->v)[i + j] = piece[j];
			else if (piece[j] < TBT_ESCAPE)
				((uint8_t *)l->v)[i + j] = (uint8_t)piece[j];
			else if (!loaded_escape(l, i + j, piece[j]))
				return false;
		}
	}
	return true;
}

/* The escapes of a file of version 2 at one byte a value, after its
 * values: sound when they are the heaps of its escape bytes, ascending,
 * with values from 255 to the largest kept. */
static bool
read_escapes(int fd, struct loaded *l, uint64_t *sum)
{
	const uint8_t *b = l->v;
	uint64_t n, *pairs, i, k, bytes = 0;
	bool good = true;

	if (!sg_read_all(fd, &n, sizeof n))
		return false;
	*sum = sg_fnv(*sum, &n, sizeof n);
	for (k = 0; k < l->count; k++)
		bytes += b[k] == TBT_ESCAPE;
	if (n != bytes)
		return false;
	if (n == 0)
		return true;
	if ((pairs = sg_reallocarray(NULL, (size_t)n, 2 * sizeof *pairs)) ==
	    NULL || !sg_read_all(fd, pairs, (size_t)n * 2 * sizeof *pairs) ||
	    (l->esch = sg_reallocarray(NULL, (size_t)n, sizeof *l->esch)) ==
	    NULL ||
	    (l->escv = sg_reallocarray(NULL, (size_t)n, sizeof *l->escv)) ==
	    NULL) {
		free(pairs);
		return false;
	}
	*sum = sg_fnv(*sum, pairs, (size_t)n * 2 * sizeof *pairs);
	for (i = 0, k = 0; i < n; i++, k++) {
		while (b[k] != TBT_ESCAPE)
			k++;	/* there are n of them */
		if (pairs[2 * i] != k || pairs[2 * i + 1] < TBT_ESCAPE ||
		    pairs[2 * i + 1] > TBT_VALUES - 2)
			good = false;
		l->esch[i] = k;
		l->escv[i] = (uint16_t)pairs[2 * i + 1];
	}
	free(pairs);
	l->nesc = l->capesc = (size_t)n;
	if (good && l->nesc > tbt_escape_room(l->count))
		good = loaded_widen(l, l->count);
	return good;
}

/* The bytes 255 of a file of version 1 are values of 255: escapes. */
static bool
escape_old_bytes(struct loaded *l)
{
	const uint8_t *b = l->v;
	uint64_t k;
	size_t n = 0;

	for (k = 0; k < l->count; k++)
		n += b[k] == TBT_ESCAPE;
	if (n > tbt_escape_room(l->count))
		return loaded_widen(l, l->count);
	if (n == 0)
		return true;
	if ((l->esch = sg_reallocarray(NULL, n, sizeof *l->esch)) == NULL ||
	    (l->escv = sg_reallocarray(NULL, n, sizeof *l->escv)) == NULL)
		return false;
	for (k = 0; k < l->count; k++) {
		if (b[k] == TBT_ESCAPE) {
			l->esch[l->nesc] = k;
			l->escv[l->nesc++] = TBT_ESCAPE;
		}
	}
	l->capesc = n;
	return true;
}

/*
 * The values of a sound file of this code, longer than the table, in a
 * table of its own (l); false when there are none.  *longer: the file
 * holds more than the limit allows.
 */
static bool
read_values(const struct tbt *t, int fd, struct loaded *l, bool *longer)
{
	struct header want, got, h;
	uint64_t sum;
	char extra;

	make_header(t, &want);
	if (!sg_read_all(fd, &got, sizeof got) ||
	    memcmp(got.magic, want.magic, sizeof magic) != 0 ||
	    (got.version != 1 && got.version != FILE_VERSION) ||
	    (got.value_bytes != 1 && got.value_bytes != 2) ||
	    memcmp(got.code, want.code, sizeof got.code) != 0 ||
	    got.count <= t->len)
		return false;
	/* Longer than this table may be (--max): keep the file as it is. */
	if (got.count > t->limit + 1) {
		*longer = true;
		return false;
	}
	memset(l, 0, sizeof *l);
	l->count = got.count;
	l->width = got.value_bytes;
	if ((l->v = sg_reallocarray(NULL, (size_t)got.count,
	    got.version == 1 ? 1 : got.value_bytes)) == NULL)
		return false;
	if (got.version == 1)
		l->width = 1;
	h = got;
	h.sum = 0;
	sum = sg_fnv(SG_FNV_START, &h, sizeof h);
	if (got.version == 1 && got.value_bytes == 2) {
		if (!read_wide(fd, l, &sum))
			goto bad;
	} else {
		if (!sg_read_all(fd, l->v, (size_t)got.count *
		    got.value_bytes))
			goto bad;
		sum = sg_fnv(sum, l->v, (size_t)got.count * got.value_bytes);
		if (got.version == 1 && !escape_old_bytes(l))
			goto bad;
		if (got.version != 1 && got.value_bytes == 1 &&
		    !read_escapes(fd, l, &sum))
			goto bad;
	}
	if (read(fd, &extra, 1) != 0 || sum != got.sum)
		goto bad;
	return true;
bad:
	loaded_free(l);
	memset(l, 0, sizeof *l);
	return false;
}

bool
tbt_cache_load(struct tbt *t)
{
	struct sbuf dir, file;
	struct loaded l;
	uint64_t n;
	size_t baselen;
	bool got = false;
	int fd;

	sbuf_init(&dir);
	sbuf_init(&file);
	if (cache_path(t, &dir, &file, &baselen) &&
	    (fd = sg_open_regular(sbuf_str(&file), O_RDONLY)) >= 0) {
		got = read_values(t, fd, &l, &t->cache_longer);
		close(fd);
	}
	sbuf_free(&dir);
	sbuf_free(&file);
	if (!got)
		return false;
	/* The first len values are the same numbers: take the longer. */
	free(t->v);
	free(t->esch);
	free(t->escv);
	t->v = l.v;
	t->width = l.width;
	t->esch = l.esch;
	t->escv = l.escv;
	t->nesc = l.nesc;
	t->capesc = l.capesc;
	t->len = t->cap = t->cached = l.count;
	for (t->maxval = 0, n = 0; n < l.count; n++) {
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
	struct sg_chunk parts[4];
	uint64_t n = 0, *pairs = NULL;
	size_t baselen, i, np = 2;

	if (t->cache_longer)
		return;
	if (t->width == 1) {
		/* The escapes below len (the table may be longer). */
		while (n < t->nesc && t->esch[n] < t->len)
			n++;
		if (n > 0 && (pairs = sg_reallocarray(NULL, (size_t)n,
		    2 * sizeof *pairs)) == NULL)
			return;
		for (i = 0; i < n; i++) {
			pairs[2 * i] = t->esch[i];
			pairs[2 * i + 1] = t->escv[i];
		}
	}
	sbuf_init(&dir);
	sbuf_init(&file);
	if (cache_path(t, &dir, &file, &baselen) &&
	    sg_make_dirs(sbuf_str(&dir), baselen)) {
		make_header(t, &h);
		h.count = t->len;
		parts[0] = (struct sg_chunk){ &h, sizeof h };
		parts[1] = (struct sg_chunk){ t->v, (size_t)t->len *
		    t->width };
		if (t->width == 1) {
			parts[2] = (struct sg_chunk){ &n, sizeof n };
			parts[3] = (struct sg_chunk){ pairs, (size_t)n * 2 *
			    sizeof *pairs };
			np = 4;
		}
		h.sum = 0;
		h.sum = sg_fnv(SG_FNV_START, &h, sizeof h);
		for (i = 1; i < np; i++)
			h.sum = sg_fnv(h.sum, parts[i].p, parts[i].len);
		if (sg_write_file(sbuf_str(&file), parts, np))
			t->cached = t->len;
	}
	sbuf_free(&dir);
	sbuf_free(&file);
	free(pairs);
}
