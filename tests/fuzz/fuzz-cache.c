/*
 * fuzz-cache.c: the reader of the value cache (tbcache.c).  The first
 * byte picks a code and a mode.  In the first mode a sound cache file of
 * that code's first values is written, then changed by the rest of the
 * input (pairs of an offset and a byte to XOR there; a last odd byte cuts
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
	static uint8_t file[4096];
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
