/*
 * fuzz-savefile.c: saved games (record_parse).  A file that reads must
 * write back to text that reads, and writes again to the very same text,
 * with the same moves and edits.
 */
#include "config.h"

#include "engine/record.h"
#include "fuzz.h"

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct record rec, back;
	struct sg_cause why;
	struct sbuf a, b;
	size_t i;
	int rc;

	if (size > 65536)
		return 0;
	record_init(&rec);
	record_init(&back);
	sbuf_init(&a);
	sbuf_init(&b);
	if (record_parse((const char *)data, size, &rec, &why) != SG_OK)
		goto out;
	if ((rc = record_format(&rec, &a, &why)) != SG_OK) {
		FUZZ_CHECK(rc == SG_ENOMEM, "a game read cannot be written: %s",
		    why.text);
		goto out;
	}
	rc = record_parse(sbuf_str(&a), a.len, &back, &why);
	FUZZ_CHECK(rc == SG_OK || rc == SG_ENOMEM,
	    "a game written is refused: %s", why.text);
	if (rc != SG_OK)
		goto out;
	FUZZ_CHECK(back.moves.n == rec.moves.n && back.misere == rec.misere &&
	    back.level == rec.level && back.rules->game == rec.rules->game &&
	    pos_eq(&back.start, &rec.start), "a game reads back changed");
	for (i = 0; i < rec.moves.n; i++)
		FUZZ_CHECK(pos_eq(&back.moves.p[i], &rec.moves.p[i]) &&
		    record_is_edit(&back, i + 1) == record_is_edit(&rec, i + 1),
		    "move %zu reads back changed", i + 1);
	FUZZ_CHECK(back.nedits == rec.nedits && back.nhints == rec.nhints,
	    "the edits or the hints read back changed");
	FUZZ_CHECK(record_seen(&back, 0) == record_seen(&rec, 0) &&
	    record_seen(&back, 1) == record_seen(&rec, 1) &&
	    back.takebacks == rec.takebacks && back.match == rec.match &&
	    record_edits_made(&back) == record_edits_made(&rec),
	    "what unlocked the game, or its being a match, read back changed");
	for (i = 0; i < 2; i++)
		FUZZ_CHECK(back.player[i].kind == rec.player[i].kind &&
		    strcmp(back.player[i].name, rec.player[i].name) == 0,
		    "player %zu reads back changed", i + 1);
	if (record_format(&back, &b, &why) == SG_OK)
		FUZZ_CHECK(strcmp(sbuf_str(&a), sbuf_str(&b)) == 0,
		    "a game written twice differs");
out:
	record_free(&rec);
	record_free(&back);
	sbuf_free(&a);
	sbuf_free(&b);
	return 0;
}
