/*
 * test-cache.c: long tables are kept under $XDG_CACHE_HOME/sprague/, read
 * back instead of computed, and a corrupt, short or foreign file is
 * ignored and replaced.  The progress hook tells computing from reading;
 * a build it stops keeps what it computed, and the next goes on from
 * there.  Tables keep one byte a value, with the few values past 254 as
 * escapes, until those are too many, in memory and in the file, and a
 * file of either width or version reads back.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check.h"
#include "engine/tbcode.h"
#include "engine/tbtable_impl.h"

enum { N = 300000 };

static char dir[64], file[128];

struct counter {
	unsigned long calls;
	uint64_t first_done, last_done, last_total;
	uint64_t stop_from;	/* say stop once this many heaps are done
				 * (0: never) */
};

static bool
count_progress(void *arg, uint64_t done, uint64_t total)
{
	struct counter *c = arg;

	if (c->calls++ == 0)
		c->first_done = done;
	c->last_done = done;
	c->last_total = total;
	return c->stop_from == 0 || done < c->stop_from;
}

/* The value of heap n by a fresh game, its progress counted in *c; a
 * digest of heaps 0..n (so a wrong value anywhere shows), or 0 when the
 * build failed (with the reason in why). */
static uint64_t
digest(uint64_t n, struct counter *c, struct sg_cause *why)
{
	struct rules *r = check_rules("grundy", NULL);
	uint64_t g = UINT64_MAX, sum = 0, i;

	r->progress = count_progress;
	r->progress_arg = c;
	if (r->game->heaps.heap_value(r, n, &g, why) != SG_OK) {
		rules_free(r);
		return 0;
	}
	for (i = 0; i <= n; i++) {
		r->game->heaps.heap_value(r, i, &g, why);
		sum = sum * 31 + g + 1;
	}
	rules_free(r);
	return sum;
}

/* The digest of heaps 0..N by a fresh game; *calls: progress reports. */
static uint64_t
fresh_value(unsigned long *calls)
{
	struct counter c = { 0, 0, 0, 0, 0 };
	struct sg_cause why;
	uint64_t sum = digest(N, &c, &why);

	if (sum == 0)
		diag("%s", why.text);
	*calls = c.calls;
	return sum;
}

static bool
spoil(long offset, const char *bytes, size_t len, bool truncate_there)
{
	FILE *f = fopen(file, "r+b");
	bool done;

	if (f == NULL)
		return false;
	done = fseek(f, offset, SEEK_SET) == 0 &&
	    fwrite(bytes, 1, len, f) == len;
	fclose(f);
	if (truncate_there)
		done = done && truncate(file, offset) == 0;
	return done;
}

static void
expect_rebuilt(const char *what, uint64_t want)
{
	unsigned long calls;
	uint64_t got = fresh_value(&calls);

	ok(got == want && calls > 0, "%s: ignored, the values computed again "
	    "(%lu progress reports)", what, calls);
	got = fresh_value(&calls);
	ok(got == want && calls == 0, "%s: the file was written again and "
	    "is read back", what);
}

/*
 * A build stopped by the progress hook keeps its values in the cache and
 * says so; the next build goes on from there (its first report is past
 * the heap it stopped at) and gives the values a build from nothing
 * gives.
 */
static void
test_stop(void)
{
	enum { LONG = N + (1 << 17) };
	struct counter c = { 0, 0, 0, 0, TBT_CACHE_MIN };
	struct sg_cause why;
	uint64_t kept, went_on, want;

	unlink(file);
	why.text[0] = '\0';
	ok(digest(LONG, &c, &why) == 0 &&
	    strstr(why.text, "stopped at heap") != NULL,
	    "a build told to stop stops and says what it kept: %s", why.text);
	kept = c.last_done;
	ok(access(file, R_OK) == 0, "what it computed is in the cache");
	c = (struct counter){ 0, 0, 0, 0, 0 };
	went_on = digest(LONG, &c, &why);
	ok(went_on != 0 && c.calls > 0 && c.first_done > kept,
	    "the next build goes on from heap %llu (its first report: %llu)",
	    (unsigned long long)kept, (unsigned long long)c.first_done);
	unlink(file);
	c = (struct counter){ 0, 0, 0, 0, 0 };
	want = digest(LONG, &c, &why);
	ok(went_on == want && c.first_done < kept, "and gives the values of "
	    "a build from nothing");
	unlink(file);
}

/* A table of code, computed to heap n by method m on jobs threads. */
static struct tbt *
table(const char *code, enum tbt_method m, unsigned jobs, uint64_t n)
{
	struct tb_code c;
	struct sg_cause why;
	struct tbt *t = NULL;
	uint64_t g;

	if (tb_code_parse(code, &c, &why) != SG_OK ||
	    tbt_new(&c, &t, &why) != SG_OK ||
	    tbt_set_method(t, m, &why) != SG_OK ||
	    tbt_set_jobs(t, jobs, &why) != SG_OK ||
	    (n > 0 && tbt_compute(t, NULL, n, &g, &why) != SG_OK))
		diag("%s to %llu: %s", code, (unsigned long long)n, why.text);
	return t;
}

/* Whether a and b hold the same values for heaps 0..n. */
static bool
same_values(const struct tbt *a, const struct tbt *b, uint64_t n)
{
	uint64_t i;

	if (a->len <= n || b->len <= n)
		return false;
	for (i = 0; i <= n; i++) {
		if (tbt_at(a, i) != tbt_at(b, i)) {
			diag("heap %llu: %u and %u", (unsigned long long)i,
			    tbt_at(a, i), tbt_at(b, i));
			return false;
		}
	}
	return true;
}

/* Whether t and the plain table agree to heap n, at width `width`. */
static bool
same_at_width(const struct tbt *t, const struct tbt *plain, uint64_t n,
    unsigned width)
{
	return tbt_width(t) == width && same_values(t, plain, n);
}

/*
 * 0.74's values pass 255 early: the table keeps one byte a value, those
 * of 255 and more as escapes, until the escapes are too many
 * (tbt_escape_room), and two bytes from there, with the values of the
 * plain method, whichever method, scan and number of threads.
 */
static uint64_t
test_widths(void)
{
	static const char code[] = "0.74";
	static const enum tbt_simd simds[] = { TBT_SIMD_SCALAR,
	    TBT_SIMD_AVX2, TBT_SIMD_AVX512 };
	static const char *const simd_names[] = { "scalar", "AVX2",
	    "AVX-512" };
	struct tbt *plain = table(code, TBT_NAIVE, 1, 6000), *t;
	struct sg_cause why;
	uint64_t first, g;
	unsigned jobs, i;
	size_t esc;

	for (first = 0; first < plain->len && tbt_at(plain, first) < 256;
	    first++)
		continue;
	esc = plain->nesc;
	ok(first < plain->len && tbt_width(plain) == 1 && esc > 0 &&
	    esc <= tbt_escape_room(plain->cap), "%s: the first value past "
	    "255 is at heap %llu; to heap 6000 one byte a value, %zu of them "
	    "escaped", code, (unsigned long long)first, esc);
	for (i = 0; i < 3 && simds[i] <= tbt_simd_best(); i++) {
		for (jobs = 1; jobs <= 2; jobs++) {
			t = table(code, TBT_SPARSE, jobs, 0);
			tbt_set_simd(t, simds[i]);
			tbt_compute(t, NULL, 6000, &g, &why);
			ok(same_at_width(t, plain, 6000, 1) && t->nesc == esc,
			    "%s, sparse, %s, %u thread(s): one byte a value "
			    "and the plain method's values to heap 6000",
			    code, simd_names[i], jobs);
			tbt_free(t);
		}
	}
	tbt_compute(plain, NULL, 12000, &g, &why);
	ok(tbt_width(plain) == 2, "%s: past %zu escapes the table goes over "
	    "to two bytes a value", code, tbt_escape_room(plain->cap));
	for (jobs = 1; jobs <= 2; jobs++) {
		t = table(code, TBT_SPARSE, jobs, 12000);
		ok(same_at_width(t, plain, 12000, 2), "%s, sparse, %u "
		    "thread(s): so does the sparse method's, with the plain "
		    "method's values to heap 12000", code, jobs);
		tbt_free(t);
	}
	tbt_free(plain);
	return first;
}

/* Bytes of the file of the table's code, or -1. */
static long
file_size(const char *path)
{
	FILE *f = fopen(path, "rb");
	long n = -1;

	if (f != NULL && fseek(f, 0, SEEK_END) == 0)
		n = ftell(f);
	if (f != NULL)
		fclose(f);
	return n;
}

/* The cache file of code, written by t; its path in path. */
static void
code_file(const char *code, char *path, size_t len)
{
	struct tb_code c;
	struct sg_cause why;
	struct sbuf dirname, out;

	tb_code_parse(code, &c, &why);
	sbuf_init(&dirname);
	sbuf_init(&out);
	sbuf_printf(&dirname, "%s/sprague", dir);
	tb_code_file(&c, sbuf_str(&dirname), "values", &out);
	snprintf(path, len, "%s", sbuf_str(&out));
	sbuf_free(&dirname);
	sbuf_free(&out);
}

/* The header of a cache file: the version at 8, the bytes a value at
 * 12, the sum at 104, 112 bytes in all (tbcache.c).  Version 2 at one
 * byte a value: the values, then the number of escapes (8 bytes) and
 * 16 bytes for each. */
enum { HEADER = 112, AT_VERSION = 8, AT_WIDTH = 12, AT_SUM = 104 };

/*
 * Rewrite the file of t's code as version 1 wrote it at two bytes a
 * value (before tables had one byte), with t's values, its sum made
 * again.
 */
static bool
write_old_wide(const char *path, const struct tbt *t)
{
	FILE *f = fopen(path, "rb");
	unsigned char *out;
	uint32_t one = 1, two = 2;
	uint64_t sum = 0, i;
	size_t n = HEADER + 2 * (size_t)t->len;
	bool done = false;

	out = malloc(n);
	if (f == NULL || out == NULL || fread(out, 1, HEADER, f) != HEADER)
		goto out;
	memcpy(out + AT_VERSION, &one, sizeof one);
	memcpy(out + AT_WIDTH, &two, sizeof two);
	memset(out + AT_SUM, 0, sizeof sum);
	for (i = 0; i < t->len; i++) {
		uint16_t v = (uint16_t)tbt_at(t, i);

		memcpy(out + HEADER + 2 * i, &v, sizeof v);
	}
	sum = sg_fnv(sg_fnv(SG_FNV_START, out, HEADER), out + HEADER,
	    n - HEADER);
	memcpy(out + AT_SUM, &sum, sizeof sum);
	fclose(f);
	f = fopen(path, "wb");
	done = f != NULL && fwrite(out, 1, n, f) == n;
out:
	free(out);
	if (f != NULL)
		fclose(f);
	return done;
}

/* Put the 4 bytes at `at` of the file at path. */
static void
poke(const char *path, long at, uint32_t x)
{
	FILE *f = fopen(path, "r+b");

	if (f != NULL) {
		fseek(f, at, SEEK_SET);
		fwrite(&x, sizeof x, 1, f);
		fclose(f);
	}
}

/* Make the sum of the file at path again, over its header (sum 0) and
 * all that follows. */
static void
resum(const char *path)
{
	FILE *f = fopen(path, "r+b");
	long n = file_size(path);
	unsigned char *buf = n > HEADER ? malloc((size_t)n) : NULL;
	uint64_t sum;

	if (f != NULL && buf != NULL && fread(buf, 1, (size_t)n, f) ==
	    (size_t)n) {
		memset(buf + AT_SUM, 0, sizeof sum);
		sum = sg_fnv(sg_fnv(SG_FNV_START, buf, HEADER), buf + HEADER,
		    (size_t)n - HEADER);
		fseek(f, AT_SUM, SEEK_SET);
		fwrite(&sum, sizeof sum, 1, f);
	}
	free(buf);
	if (f != NULL)
		fclose(f);
}

/*
 * A table is written at its width and read back at it, with its escapes;
 * a file of two bytes a value of version 1 (as written before) reads
 * back at one byte, its values past 254 as escapes; a file whose width
 * is damaged is refused, as is one whose escapes do not match its bytes.
 */
static void
test_file_widths(uint64_t first)
{
	struct tbt *t, *back;
	char path[256];
	long n;
	size_t esc;

	t = table("4!.0", TBT_AUTO, 1, 299);
	code_file("4!.0", path, sizeof path);
	tbt_cache_save(t);
	n = file_size(path);
	back = table("4!.0", TBT_AUTO, 1, 0);
	ok(n == HEADER + 300 + 8 && tbt_cache_load(back) &&
	    tbt_width(back) == 1 && same_values(back, t, 299), "grundy: 300 "
	    "values written at one byte each, no escapes (%ld bytes), and "
	    "read back", n);
	tbt_free(back);
	ok(write_old_wide(path, t), "the file rewritten at two bytes a value, "
	    "version 1");
	back = table("4!.0", TBT_AUTO, 1, 0);
	ok(tbt_cache_load(back) && tbt_width(back) == 1 &&
	    same_values(back, t, 299), "a file of two bytes a value whose "
	    "values fit one reads back at one");
	tbt_free(back);
	poke(path, AT_WIDTH, 3);
	back = table("4!.0", TBT_AUTO, 1, 0);
	ok(!tbt_cache_load(back) && back->len == 0, "a file of 3 bytes a "
	    "value is refused");
	tbt_free(back);
	unlink(path);
	tbt_free(t);

	t = table("0.74", TBT_NAIVE, 1, first + 10);
	esc = t->nesc;
	code_file("0.74", path, sizeof path);
	tbt_cache_save(t);
	n = file_size(path);
	back = table("0.74", TBT_NAIVE, 1, 0);
	ok(n == HEADER + ((long)first + 11) + 8 + 16 * (long)esc &&
	    tbt_cache_load(back) && tbt_width(back) == 1 &&
	    back->nesc == esc && same_values(back, t, first + 10),
	    "0.74: %llu values written at one byte each with %zu escapes "
	    "(%ld bytes) and read back", (unsigned long long)first + 11, esc,
	    n);
	tbt_free(back);
	poke(path, AT_WIDTH, 2);
	back = table("0.74", TBT_NAIVE, 1, 0);
	ok(!tbt_cache_load(back) && back->len == 0, "the same file said to "
	    "hold two bytes a value is refused");
	tbt_free(back);
	poke(path, AT_WIDTH, 1);
	/* The first escape's heap, one more, the sum made again. */
	poke(path, HEADER + (long)first + 11 + 8, (uint32_t)first + 1);
	resum(path);
	back = table("0.74", TBT_NAIVE, 1, 0);
	ok(!tbt_cache_load(back) && back->len == 0, "a sound file whose "
	    "first escape names heap %llu, not %llu, is refused",
	    (unsigned long long)first + 1, (unsigned long long)first);
	tbt_free(back);
	ok(write_old_wide(path, t), "the file rewritten at two bytes a value, "
	    "version 1");
	back = table("0.74", TBT_NAIVE, 1, 0);
	ok(tbt_cache_load(back) && tbt_width(back) == 1 &&
	    back->nesc == esc && same_values(back, t, first + 10),
	    "it reads back at one byte a value, with %zu escapes", esc);
	tbt_free(back);
	unlink(path);
	tbt_free(t);
}

int
main(void)
{
	unsigned long calls;
	uint64_t want, got;

	snprintf(dir, sizeof dir, "%s/sprague-cache.XXXXXX",
	    getenv("TMPDIR") != NULL ? getenv("TMPDIR") : "/tmp");
	if (mkdtemp(dir) == NULL || setenv("XDG_CACHE_HOME", dir, 1) != 0) {
		printf("Bail out! no temporary directory\n");
		return EXIT_FAILURE;
	}
	snprintf(file, sizeof file, "%s/sprague/values-4xp0.bin", dir);

	want = fresh_value(&calls);
	ok(calls > 0, "a long build reports its progress (%lu reports)", calls);
	ok(access(file, R_OK) == 0, "the table is written to %s", file);
	got = fresh_value(&calls);
	ok(got == want && calls == 0, "a second run reads it back, computing "
	    "nothing");

	ok(spoil(300000, "\x7f\x7f", 2, false), "spoil a value");
	expect_rebuilt("a changed value", want);
	ok(spoil(20, "4.0", 4, false), "spoil the code in the header");
	expect_rebuilt("a foreign code", want);
	ok(spoil(100000, "", 0, true), "cut the file short");
	expect_rebuilt("a short file", want);
	ok(spoil(0, "garbage!", 8, false), "spoil the magic");
	expect_rebuilt("a foreign file", want);
	test_stop();
	test_file_widths(test_widths());

	unlink(file);
	snprintf(file, sizeof file, "%s/sprague", dir);
	rmdir(file);
	rmdir(dir);
	return done_testing();
}
