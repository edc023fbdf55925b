/*
 * fuzz-progress.c: the practice record's file (progress_parse), pupils'
 * lines included.  A text that reads must write back to text that reads,
 * with the same entries, and writes again to the very same text.
 */
#include "config.h"

#include <string.h>

#include "fuzz.h"
#include "progress.h"

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct progress pg, back;
	struct sbuf a, b;
	char msg[256];
	size_t i, j;
	int k;

	if (size > 65536)
		return 0;
	memset(&pg, 0, sizeof pg);
	memset(&back, 0, sizeof back);
	sbuf_init(&a);
	sbuf_init(&b);
	if (!progress_parse(&pg, (const char *)data, size, msg, sizeof msg))
		goto out;
	progress_format(&pg, &a);
	if (a.oom)
		goto out;
	FUZZ_CHECK(progress_parse(&back, sbuf_str(&a), a.len, msg,
	    sizeof msg), "a record written is refused: %s", msg);
	FUZZ_CHECK(back.n == pg.n, "a record reads back with %zu entries, "
	    "not %zu", back.n, pg.n);
	/* The same entries, each under the same pupil. */
	for (i = 0; i < pg.n; i++) {
		for (j = 0; j < back.n; j++)
			if (strcmp(pg.e[i].name, back.e[j].name) == 0 &&
			    strcmp(pg.e[i].pupil, back.e[j].pupil) == 0)
				break;
		FUZZ_CHECK(j < back.n, "entry %s of \"%s\" lost", pg.e[i].name,
		    pg.e[i].pupil);
		FUZZ_CHECK(pg.e[i].level == back.e[j].level,
		    "entry %s reads back at another level", pg.e[i].name);
		for (k = 0; k < EX_KINDS; k++)
			FUZZ_CHECK(pg.e[i].right[k] == back.e[j].right[k] &&
			    pg.e[i].tried[k] == back.e[j].tried[k],
			    "entry %s reads back with other counts",
			    pg.e[i].name);
	}
	progress_format(&back, &b);
	if (!b.oom)
		FUZZ_CHECK(strcmp(sbuf_str(&a), sbuf_str(&b)) == 0,
		    "a record written twice differs");
out:
	progress_free(&pg);
	progress_free(&back);
	sbuf_free(&a);
	sbuf_free(&b);
	return 0;
}
