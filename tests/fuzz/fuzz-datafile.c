/*
 * fuzz-datafile.c: rules texts and lessons as the program reads them from
 * its data directory (datadir_read, then lesson_parse and the try lines,
 * and the lesson index).  A file reads iff it holds no NUL byte, and then
 * as exactly its bytes.
 */
#include "config.h"

#include <sys/stat.h>

#include <unistd.h>

#include "datadir.h"
#include "engine/lesson.h"
#include "fuzz.h"

static char dir[64];

int
LLVMFuzzerInitialize(int *argc, char ***argv)
{
	char sub[96];

	snprintf(dir, sizeof dir, "%s", "/tmp/sprague-fuzz.XXXXXX");
	if (mkdtemp(dir) == NULL) {
		perror("mkdtemp");
		exit(1);
	}
	snprintf(sub, sizeof sub, "%s/lessons", dir);
	mkdir(sub, 0755);
	setenv("SPRAGUE_DATADIR", dir, 1);
	return 0;
}

/* Open every try line of l, as the lesson screen does. */
static void
open_tries(const struct lesson *l)
{
	struct rules *r;
	struct sg_cause why;
	struct pos p;
	size_t i;

	for (i = 0; i < l->ntries; i++) {
		r = NULL;
		pos_init(&p);
		lesson_try_open(l->tries[i].words, &r, &p, &why);
		pos_free(&p);
		rules_free(r);
	}
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char path[128], cause[512], name[64];
	struct lesson l;
	struct sbuf text;
	const char *s;
	FILE *f;
	int rc;

	if (size > 65536)
		return 0;
	snprintf(path, sizeof path, "%s/lessons/fuzz.txt", dir);
	if ((f = fopen(path, "wb")) == NULL)
		return 0;
	if (fwrite(data, 1, size, f) != size) {
		fclose(f);
		return 0;
	}
	fclose(f);
	sbuf_init(&text);
	rc = datadir_read("lessons/fuzz.txt", &text, cause, sizeof cause);
	if (memchr(data, '\0', size) != NULL) {
		FUZZ_CHECK(rc != 0 && strstr(cause, "NUL byte") != NULL,
		    "a NUL byte is not refused: %s", rc == 0 ? "read" : cause);
	} else {
		FUZZ_CHECK(rc == 0, "a text file is refused: %s", cause);
		FUZZ_CHECK(text.len == size &&
		    memcmp(sbuf_str(&text), data, size) == 0,
		    "the text read differs from the file");
		for (s = sbuf_str(&text); lesson_index_next(&s, name,
		    sizeof name);)
			FUZZ_CHECK(name[0] != '\0', "an empty lesson name");
	}
	sbuf_free(&text);
	if (datadir_lesson("fuzz", &l, cause, sizeof cause) == 0) {
		open_tries(&l);
		lesson_free(&l);
	}
	return 0;
}
