/*
 * fuzz-report.c: a teacher's report (report_make) on a results log, with
 * a small practice record beside it.  A log that reads gives each pupil
 * no more wins than games, no more games in all than two a line of the
 * log; the same log after a byte-order mark reads to the same report;
 * the text, the CSV and the HTML are written whole.
 */
#include "config.h"

#include "fuzz.h"
#include "report.h"

static const char record[] = "sprague progress 3\n"
    "nim 2 1 1 0 0 0 0\n"
    "pupil Ann\n"
    "lesson nim rw-\n";

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct progress pg;
	struct report r, b;
	struct sbuf out, again;
	char msg[256], *bom;
	size_t i, played = 0;

	if (size > 65536)
		return 0;
	memset(&pg, 0, sizeof pg);
	FUZZ_CHECK(progress_parse(&pg, record, sizeof record - 1, msg,
	    sizeof msg), "the fixed record is refused: %s", msg);
	if (!report_make(&r, &pg, (const char *)data, size, NULL, NULL, msg,
	    sizeof msg)) {
		FUZZ_CHECK(msg[0] != '\0', "a log refused without a reason");
		progress_free(&pg);
		return 0;
	}
	for (i = 0; i < r.nm; i++) {
		FUZZ_CHECK(r.m[i].won <= r.m[i].played, "%s: %zu won of %zu",
		    r.m[i].game, r.m[i].won, r.m[i].played);
		played += r.m[i].played;
	}
	FUZZ_CHECK(played <= 2 * r.games, "%zu games played in %zu lines",
	    played, r.games);
	sbuf_init(&out);
	sbuf_init(&again);
	report_text(&r, &out);
	report_csv(&r, true, &out);
	report_html(&r, &out);
	report_csv(&r, false, &again);
	if ((size < 3 || memcmp(data, "\xef\xbb\xbf", 3) != 0) &&
	    (bom = malloc(size + 3)) != NULL) {
		memcpy(bom, "\xef\xbb\xbf", 3);
		memcpy(bom + 3, data, size);
		FUZZ_CHECK(report_make(&b, &pg, bom, size + 3, NULL, NULL, msg,
		    sizeof msg), "refused after a BOM: %s", msg);
		sbuf_reset(&out);
		report_csv(&b, false, &out);
		if (!out.oom && !again.oom)
			FUZZ_CHECK(strcmp(sbuf_str(&out), sbuf_str(&again)) ==
			    0, "a BOM changes the report");
		report_free(&b);
		free(bom);
	}
	sbuf_free(&out);
	sbuf_free(&again);
	report_free(&r);
	progress_free(&pg);
	return 0;
}
