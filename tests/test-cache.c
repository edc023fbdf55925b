/*
 * test-cache.c: long tables are kept under $XDG_CACHE_HOME/sprague/, read
 * back instead of computed, and a corrupt, short or foreign file is
 * ignored and replaced.  The progress hook tells computing from reading.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check.h"

enum { N = 300000 };

static char dir[64], file[128];

struct counter {
	unsigned long calls;
	uint64_t last_done, last_total;
};

static bool
count_progress(void *arg, uint64_t done, uint64_t total)
{
	struct counter *c = arg;

	c->calls++;
	c->last_done = done;
	c->last_total = total;
	return true;
}

/* The value of heap N by a fresh game; *calls: progress reports. */
static uint64_t
fresh_value(unsigned long *calls)
{
	struct rules *r = check_rules("grundy", NULL);
	struct counter c = { 0, 0, 0 };
	struct sg_cause why;
	uint64_t g = UINT64_MAX, sum = 0, i;

	r->progress = count_progress;
	r->progress_arg = &c;
	if (r->game->heaps.heap_value(r, N, &g, &why) != SG_OK)
		diag("%s", why.text);
	/* A digest of the whole table, so a wrong value anywhere shows. */
	for (i = 0; i <= N; i++) {
		r->game->heaps.heap_value(r, i, &g, &why);
		sum = sum * 31 + g;
	}
	*calls = c.calls;
	rules_free(r);
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

	unlink(file);
	snprintf(file, sizeof file, "%s/sprague", dir);
	rmdir(file);
	rmdir(dir);
	return done_testing();
}
