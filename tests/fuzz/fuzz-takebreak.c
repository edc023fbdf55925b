/*
 * fuzz-takebreak.c: take-and-break codes (`0.77`, `4!.0`, `.137`).  A code
 * that parses formats to text that parses to a code of the same text; its
 * first values by the plain method and, where it applies, the sparse one
 * agree.
 */
#include "config.h"

#include "engine/tbcode.h"
#include "engine/tbtable.h"
#include "fuzz.h"

enum { HEAPS = 40 };

/* The values of heaps 0..HEAPS-1 by method m into v; false if refused. */
static bool
values(const struct tb_code *c, enum tbt_method m, uint64_t *v)
{
	struct tbt *t;
	struct sg_cause why;
	bool good;
	uint64_t n;

	if (tbt_new(c, &t, &why) != SG_OK)
		return false;
	good = tbt_set_method(t, m, &why) == SG_OK;
	for (n = 0; good && n < HEAPS && n <= tbt_limit(t); n++)
		good = tbt_compute(t, NULL, n, &v[n], &why) == SG_OK;
	tbt_free(t);
	return good && n == HEAPS;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct tb_code c, c2;
	struct sg_cause why;
	struct sbuf a, b;
	uint64_t naive[HEAPS], sparse[HEAPS];
	char *text;
	size_t n;

	if (size > 256 || (text = fuzz_text(data, size)) == NULL)
		return 0;
	sbuf_init(&a);
	sbuf_init(&b);
	if (tb_code_parse(text, &c, &why) != SG_OK)
		goto out;
	tb_code_format(&c, &a);
	FUZZ_CHECK(!a.oom, "out of memory");
	FUZZ_CHECK(tb_code_parse(sbuf_str(&a), &c2, &why) == SG_OK,
	    "code \"%s\" formats as \"%s\", refused: %s", text, sbuf_str(&a),
	    why.text);
	tb_code_format(&c2, &b);
	FUZZ_CHECK(strcmp(sbuf_str(&a), sbuf_str(&b)) == 0,
	    "code \"%s\": \"%s\" reads back as \"%s\"", text, sbuf_str(&a),
	    sbuf_str(&b));
	if (values(&c, TBT_NAIVE, naive) && values(&c, TBT_SPARSE, sparse)) {
		for (n = 0; n < HEAPS; n++)
			FUZZ_CHECK(naive[n] == sparse[n], "code \"%s\", heap "
			    "%zu: plain %llu, sparse %llu", sbuf_str(&a), n,
			    (unsigned long long)naive[n],
			    (unsigned long long)sparse[n]);
	}
out:
	sbuf_free(&a);
	sbuf_free(&b);
	free(text);
	return 0;
}
