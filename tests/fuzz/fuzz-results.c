/*
 * fuzz-results.c: the results log (results_parse, results_split).  A log
 * that reads has a table that adds up; a line that reads writes back to a
 * line that reads to the same fields (an older line of ten fields too);
 * a filtered log counts no more games than the whole.
 */
#include "config.h"

#include "engine/results.h"
#include "fuzz.h"

/* The first line of data after the first newline, split, written and
 * split again. */
static void
round_trip(const char *data, size_t size)
{
	const char *s = memchr(data, '\n', size), *nl;
	char *f[RESULTS_COLUMNS], *g[RESULTS_COLUMNS];
	struct sg_cause why;
	struct sbuf out;
	size_t n;
	int i;

	if (s == NULL)
		return;
	s++;
	nl = memchr(s, '\n', size - (size_t)(s - data));
	n = nl != NULL ? (size_t)(nl - s) : size - (size_t)(s - data);
	if (results_split(s, n, f, &why) != SG_OK)
		return;
	sbuf_init(&out);
	results_format((const char *const *)f, &out);
	FUZZ_CHECK(!out.oom && out.len > 0 && sbuf_str(&out)[out.len - 1] ==
	    '\n', "a line is written without its newline");
	FUZZ_CHECK(results_split(sbuf_str(&out), out.len - 1, g, &why) ==
	    SG_OK, "a line written is refused: %s", why.text);
	for (i = 0; i < RESULTS_COLUMNS; i++)
		FUZZ_CHECK(strcmp(f[i], g[i]) == 0, "field %d reads back "
		    "changed", i + 1);
	results_fields_free(f);
	results_fields_free(g);
	sbuf_free(&out);
}

/* A filter lets through no more games than the whole log has. */
static void
filtered(const char *data, size_t size)
{
	const struct results_filter fl = { "2026-03-05", "2026-12-31",
	    "Ann" };
	struct results r, f;
	struct sg_cause why;

	results_init(&r);
	results_init(&f);
	if (results_parse(data, size, &r, &why) == SG_OK) {
		FUZZ_CHECK(results_parse_filtered(data, size, &fl, &f,
		    &why) == SG_OK, "a log read whole is refused filtered");
		FUZZ_CHECK(f.lines <= r.lines && f.unfinished <= r.unfinished,
		    "a filter lets through more games than there are");
	}
	results_free(&r);
	results_free(&f);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct results r;
	struct sg_cause why;
	size_t i, games = 0, played = 0;

	if (size > 65536)
		return 0;
	round_trip((const char *)data, size);
	results_init(&r);
	if (results_parse((const char *)data, size, &r, &why) == SG_OK) {
		for (i = 0; i < r.ngames; i++) {
			FUZZ_CHECK(r.games[i].wins <= r.games[i].games,
			    "a game won more often than played");
			games += r.games[i].games;
		}
		for (i = 0; i < r.nplayers; i++) {
			FUZZ_CHECK(r.players[i].wins <= r.players[i].games,
			    "a player won more often than played");
			played += r.players[i].games;
		}
		FUZZ_CHECK(games == r.lines, "the games do not add up");
		FUZZ_CHECK(played >= r.lines && played <= 2 * r.lines,
		    "the players' games do not add up");
	}
	results_free(&r);
	filtered((const char *)data, size);
	return 0;
}
