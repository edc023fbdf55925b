/*
 * fuzz-cache.c: the reader of the value cache (tbcache.c).  The first
 * byte picks a code and a mode.  In the first mode a sound cache file of
 * that code's first values is written (one byte a value, with the values
 * of 0.[3] past 254 as escapes listed after the values; with bit 8 of the
 * first byte it is rewritten, soundly, at two bytes a value as version 1
 * wrote files before tables had one byte), then changed by the
 * rest of the input (pairs of an offset and a byte to XOR there; a last odd byte cuts
 * the file): a file that still loads must give the values the plain
 * method gives.  In the second mode the rest of the input is the file
 * itself: whatever it holds, loading it must neither crash nor give a
 * table longer than the code's limit.
 */
#include "config.h"

#include <sys/stat.h>

#include <dirent.h>
#include <unistd.h>

#include "engine/tbcode.h"
#include "engine/tbtable_impl.h"
#include "fuzz.h"

enum { HEAPS = 300 };

static const char *const codes[] = { "4!.0", "0.77", "0.137", "0.[3]" };
static char dir[64];

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	snprintf(dir, sizeof dir, "%s", "/tmp/sprague-fuzz.XXXXXX");
	if (mkdtemp(dir) == NULL) {
		perror("mkdtemp");
		exit(1);
	}
	setenv("XDG_CACHE_HOME", dir, 1);
	return 0;
}

/* The one file under dir/sprague, read into buf; its path in path. */
static size_t
read_cache(char *path, size_t len, uint8_t *buf, size_t cap)
{
	char sub[96];
	struct dirent *e;
	DIR *d;
	FILE *f;
	size_t n = 0;

	snprintf(sub, sizeof sub, "%s/sprague", dir);
	path[0] = '\0';
	if ((d = opendir(sub)) == NULL)
		return 0;
	while ((e = readdir(d)) != NULL) {
		if (e->d_name[0] != '.')
			snprintf(path, len, "%s/%s", sub, e->d_name);
	}
	closedir(d);
	if (path[0] != '\0' && (f = fopen(path, "rb")) != NULL) {
		n = fread(buf, 1, cap, f);
		fclose(f);
	}
	return n;
}

/* The header of a cache file (tbcache.c): the version at 8, the bytes a
 * value at 12, the number of values at 96, the sum at 104, 112 bytes in
 * all; at one byte a value (version 2) the values are followed by the
 * number of escapes and a heap and a value (8 bytes each) for each. */
enum { HEADER = 112, AT_VERSION = 8, AT_WIDTH = 12, AT_COUNT = 96,
    AT_SUM = 104 };

/* Rewrite the sound file of n bytes in buf, of one byte a value, at two
 * bytes a value as version 1, its escapes put back and its sum made
 * again; the new length (n when it is not such a file or does not fit
 * cap). */
static size_t
widen(uint8_t *buf, size_t n, size_t cap)
{
	static uint8_t out[16384];
	uint32_t width, version = 1;
	uint64_t sum, count, nesc, pair[2], i, e = 0;

	if (n < HEADER)
		return n;
	memcpy(&width, buf + AT_WIDTH, sizeof width);
	memcpy(&count, buf + AT_COUNT, sizeof count);
	if (width != 1 || count > n - HEADER || n - HEADER - count < 8 ||
	    HEADER + 2 * count > cap || HEADER + 2 * count > sizeof out)
		return n;
	memcpy(&nesc, buf + HEADER + count, sizeof nesc);
	if (nesc > (n - HEADER - count - 8) / 16)
		return n;
	memcpy(out, buf, HEADER);
	for (i = 0; i < count; i++) {
		uint16_t v = buf[HEADER + i];

		if (e < nesc) {
			memcpy(pair, buf + HEADER + count + 8 + 16 * e,
			    sizeof pair);
			if (pair[0] == i) {
				v = (uint16_t)pair[1];
				e++;
			}
		}
		memcpy(out + HEADER + 2 * i, &v, sizeof v);
	}
	width = 2;
	memcpy(out + AT_VERSION, &version, sizeof version);
	memcpy(out + AT_WIDTH, &width, sizeof width);
	memset(out + AT_SUM, 0, sizeof sum);
	sum = sg_fnv(sg_fnv(SG_FNV_START, out, HEADER), out + HEADER,
	    2 * count);
	memcpy(out + AT_SUM, &sum, sizeof sum);
	memcpy(buf, out, HEADER + 2 * count);
	return HEADER + 2 * count;
}

static void
write_file(const char *path, const uint8_t *buf, size_t n)
{
	FILE *f = fopen(path, "wb");

	if (f == NULL)
		return;
	fwrite(buf, 1, n, f);
	fclose(f);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static uint8_t file[8192];
	char path[256], cmd[128];
	struct tb_code c;
	struct sg_cause why;
	struct tbt *plain = NULL, *t = NULL;
	size_t n, i;
	uint64_t g, k, loaded;

	if (size < 1 || size > sizeof file)
		return 0;
	snprintf(cmd, sizeof cmd, "%s/sprague", dir);
	if (tb_code_parse(codes[data[0] % 4], &c, &why) != SG_OK ||
	    tbt_new(&c, &plain, &why) != SG_OK ||
	    tbt_new(&c, &t, &why) != SG_OK)
		goto out;
	if (tbt_compute(plain, NULL, HEAPS - 1, &g, &why) != SG_OK)
		goto out;
	tbt_cache_save(plain);
	n = read_cache(path, sizeof path, file, sizeof file);
	FUZZ_CHECK(n > 0, "no cache file was written under %s", cmd);
	if (data[0] & 4) {
		n = size - 1;
		memcpy(file, data + 1, n);
	} else {
		if (data[0] & 8)
			n = widen(file, n, sizeof file);
		for (i = 1; i + 1 < size; i += 2)
			file[data[i] % n] ^= data[i + 1];
		if (i < size)
			n = data[i] % n;
	}
	write_file(path, file, n);
	if (tbt_cache_load(t)) {
		loaded = t->len;
		FUZZ_CHECK(loaded <= tbt_limit(t) + 1, "a table of %llu "
		    "values past the limit", (unsigned long long)loaded);
		if (!(data[0] & 4)) {
			FUZZ_CHECK(loaded == plain->len, "%llu values loaded, "
			    "%llu saved", (unsigned long long)loaded,
			    (unsigned long long)plain->len);
			for (k = 0; k < loaded; k++)
				FUZZ_CHECK(tbt_at(t, k) == tbt_at(plain, k), "heap %llu: "
				    "cache %u, plain %u", (unsigned long long)k,
				    tbt_at(t, k), tbt_at(plain, k));
		}
		/* Values past the loaded ones are computed from them. */
		if (loaded + 20 <= tbt_limit(t))
			tbt_compute(t, NULL, loaded + 20, &g, &why);
	}
	unlink(path);
out:
	tbt_free(plain);
	tbt_free(t);
	return 0;
}
