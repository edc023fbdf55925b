/*
 * test-takebreak.c: take-and-break codes: parsing, the theory against the
 * brute force for many codes, the thin names against the general game,
 * the sparse method against the plain one, proven periods and counts.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "engine/tbcode.h"
#include "engine/tbtable.h"

/* OEIS A002187, Dawson's chess (0.137), heaps 0, 1, 2, ... */
static const unsigned a002187[] = {
	0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1,
	3, 0, 2, 1, 1, 0, 4, 5, 2, 7, 4, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2,
	2, 4, 4, 5, 5, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 3, 7, 4, 8,
	1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 9, 3, 3, 0, 1, 1, 3,
	0, 2, 1, 1, 0, 4, 5, 3, 7, 4, 8, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2,
	4, 4, 5, 5, 9, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4
};

static struct rules *
code_rules(const char *code, const char *method)
{
	char c[64], m[64];
	const char *opts[] = { c, m, NULL };

	snprintf(c, sizeof c, "code=%s", code);
	snprintf(m, sizeof m, "method=%s", method != NULL ? method : "auto");
	return check_rules("takebreak", opts);
}

static uint64_t
value_of(struct rules *r, uint64_t n)
{
	struct sg_cause why;
	uint64_t g;

	if (r->game->heaps.heap_value(r, n, &g, &why) != SG_OK) {
		diag("heap %llu: %s", (unsigned long long)n, why.text);
		return UINT64_MAX;
	}
	return g;
}

static void
test_parse(void)
{
	static const char *const good[][2] = {
		{ "0.77", "0.77" }, { "0.137", "0.137" }, { "0.[3]", "0.[3]" },
		{ "0.3033", "0.3033" }, { "4!.0", "4!.0" }, { "0.F", "0.f" },
		{ "0.30", "0.3" }, { "0.7[37]", "0.7[37]" }, { "8.0", "8.0" },
		{ "0.4!", "0.4!" }, { "c!.d", "c!.d" }, { ".77", "0.77" },
		{ ".[3]", "0.[3]" }, { ".137", "0.137" }, { "4.12", "4.12" },
	};
	static const char *const bad[][2] = {
		{ "", "empty" }, { "0", "a point" }, { "0.", "no move" },
		{ "0.0", "no move" }, { "1.0", "may only split" },
		{ "2.7", "may only split" }, { "0.g", "not a digit" },
		{ "0.[3", "without" }, { "0.[]", "empty" },
		{ "0.[3]4", "nothing may follow" },
		{ "0.1!", "does not split" },
		{ "0.7 ", "not a digit" }, { "-0.7", "not a digit" },
		{ ".", "\".\" is not a digit" }, { ".0", "no move" },
		{ ".7g", "\"g\" is not a digit" }, { "..7", "\".\" is not" },
		{ ".[3", "without" }, { ".1!", "does not split" },
	};
	struct tb_code c;
	struct sg_cause why;
	struct sbuf sb;
	char big[300];
	size_t i;

	sbuf_init(&sb);
	for (i = 0; i < sizeof good / sizeof good[0]; i++) {
		sbuf_reset(&sb);
		if (tb_code_parse(good[i][0], &c, &why) == SG_OK)
			tb_code_format(&c, &sb);
		ok(strcmp(sbuf_str(&sb), good[i][1]) == 0, "code %s reads as "
		    "%s", good[i][0], sbuf_str(&sb));
	}
	for (i = 0; i < sizeof bad / sizeof bad[0]; i++)
		ok(tb_code_parse(bad[i][0], &c, &why) == SG_EINVAL &&
		    strstr(why.text, bad[i][1]) != NULL,
		    "code \"%s\" is refused: %s", bad[i][0], why.text);
	memset(big, '0', sizeof big);
	big[1] = '.';
	big[258] = '7';
	big[259] = '\0';
	ok(tb_code_parse(big, &c, &why) == SG_EINVAL &&
	    strstr(why.text, "at most 256") != NULL, "257 digits are refused");
	big[258] = '\0';
	big[257] = '7';
	ok(tb_code_parse(big, &c, &why) == SG_OK && tb_code_last(&c) == 256,
	    "256 digits are taken");
	sbuf_free(&sb);
}

static void
test_brute(void)
{
	static const char *const codes[] = {
		"0.77", "0.137", "0.07", "0.[3]", "0.3033", "4!.0", "0.6",
		"0.51", "4.0", "0.4!", "0.f", "0.8", "0.b!", "0.[12]",
		"0.2[6]", "c.0", "0.333", "0.0007", "4.12", "4.4", "4.33",
		"4.007", "4.6", "4.17",
	};
	struct check_run cr;
	size_t i;
	int k;

	for (i = 0; i < sizeof codes / sizeof codes[0]; i++) {
		struct rules *r = code_rules(codes[i], NULL);

		check_run_init(&cr, r, 1u << 22);
		check_tuples(&cr, 1, 0, 14, true);
		for (k = 2; k <= 3; k++)
			check_tuples(&cr, k, 0, 8, true);
		check_report(&cr, codes[i]);
		check_run_free(&cr);
		rules_free(r);
	}
}

/* The game under its own name has the values of its code. */
static void
test_names(void)
{
	static const char *const take[] = { "take=1,3,4", NULL };
	static const char *const pairs[][2] = {
		{ "grundy", "4!.0" }, { "kayles", "0.77" },
		{ "subtract", "0.3303" }, { "nim", "0.[3]" },
	};
	uint64_t n, bad;
	size_t i;

	for (i = 0; i < sizeof pairs / sizeof pairs[0]; i++) {
		struct rules *a = check_rules(pairs[i][0],
		    strcmp(pairs[i][0], "subtract") == 0 ? take : NULL);
		struct rules *b = code_rules(strcmp(pairs[i][0], "subtract") ==
		    0 ? "0.3033" : pairs[i][1], NULL);

		for (n = bad = 0; n <= 3000; n++)
			bad += value_of(a, n) != value_of(b, n);
		ok(bad == 0, "%s has the values of takebreak --code %s",
		    pairs[i][0], pairs[i][1]);
		rules_free(a);
		rules_free(b);
	}
}

static uint64_t
table_value(struct tbt *t, uint64_t n)
{
	struct sg_cause why;
	uint64_t g;

	if (tbt_compute(t, NULL, n, &g, &why) != SG_OK) {
		diag("heap %llu: %s", (unsigned long long)n, why.text);
		return UINT64_MAX;
	}
	return g;
}

/* Both methods fill a table to n; every value must agree. */
static void
test_methods(const char *code, uint64_t n)
{
	struct tbt *plain, *sparse;
	struct tb_code c;
	struct sg_cause why;
	uint64_t i, bad = 0;

	tb_code_parse(code, &c, &why);
	tbt_new(&c, &plain, &why);
	tbt_new(&c, &sparse, &why);
	tbt_set_method(plain, TBT_NAIVE, &why);
	ok(tbt_set_method(sparse, TBT_SPARSE, &why) == SG_OK,
	    "%s: the sparse method applies", code);
	table_value(plain, n);
	table_value(sparse, n);
	for (i = 0; i <= n; i++)
		bad += table_value(plain, i) != table_value(sparse, i);
	ok(bad == 0, "%s: sparse = plain on heaps 0..%llu", code,
	    (unsigned long long)n);
	tbt_free(plain);
	tbt_free(sparse);
}

/*
 * The sparse method with each vector scan the processor has (scalar,
 * AVX2, AVX-512) fills the same table, and so does the plain method.
 */
static void
test_scans(const char *code, uint64_t n, bool plain)
{
	static const char *const names[] = { "scalar", "AVX2", "AVX-512" };
	struct tbt *t[3], *ref = NULL;
	struct tb_code c;
	struct sg_cause why;
	uint64_t i, bad = 0;
	int s, top = (int)tbt_simd_best();

	tb_code_parse(code, &c, &why);
	for (s = 0; s <= top; s++) {
		tbt_new(&c, &t[s], &why);
		tbt_set_method(t[s], TBT_SPARSE, &why);
		tbt_set_simd(t[s], (enum tbt_simd)s);
		table_value(t[s], n);
	}
	if (plain) {
		tbt_new(&c, &ref, &why);
		tbt_set_method(ref, TBT_NAIVE, &why);
		table_value(ref, n);
	}
	for (i = 0; i <= n; i++) {
		uint64_t want = table_value(ref != NULL ? ref : t[0], i);

		for (s = 0; s <= top; s++)
			bad += table_value(t[s], i) != want;
	}
	ok(bad == 0, "%s: %s%s scans up to %s agree on heaps 0..%llu", code,
	    plain ? "the plain method and the " : "the ", "scalar",
	    names[top], (unsigned long long)n);
	for (s = 0; s <= top; s++)
		tbt_free(t[s]);
	tbt_free(ref);
}

/*
 * The sparse method on 1 to 4 threads, with the scalar scan and the
 * widest, fills the same table as on one thread with the widest scan
 * (and as the plain method, when asked).  With more threads than cores
 * the heaps still settle in order; a short prefix makes the tables long
 * enough for the threads to start.
 */
static void
test_jobs(const char *code, uint64_t n, bool plain)
{
	struct tbt *t, *ref;
	struct tb_code c;
	struct sg_cause why;
	uint64_t i, bad = 0;
	unsigned jobs;
	int s, top = (int)tbt_simd_best();

	tb_code_parse(code, &c, &why);
	tbt_new(&c, &ref, &why);
	tbt_set_method(ref, plain ? TBT_NAIVE : TBT_SPARSE, &why);
	tbt_set_jobs(ref, 1, &why);
	table_value(ref, n);
	for (jobs = 1; jobs <= 4; jobs++) {
		for (s = 0; s <= top; s += top > 0 ? top : 1) {
			tbt_new(&c, &t, &why);
			tbt_set_method(t, TBT_SPARSE, &why);
			tbt_set_simd(t, (enum tbt_simd)s);
			tbt_set_jobs(t, jobs, &why);
			table_value(t, n);
			for (i = 0; i <= n; i++)
				bad += table_value(t, i) != table_value(ref, i);
			tbt_free(t);
		}
	}
	ok(bad == 0, "%s: 1, 2, 3 and 4 threads, scalar and widest scan, "
	    "agree with %s on heaps 0..%llu", code, plain ? "the plain method" :
	    "one thread", (unsigned long long)n);
	tbt_free(ref);
}

/*
 * The split is chosen from the data and checked as the table grows.  On
 * every code 0.AB with a split, and on more, a split chosen on the first
 * 16 heaps only (so that it is often wrong and chosen again) gives the
 * plain method's values; some codes choose again, and some choose a split
 * where the heap's size counts.
 */
static void
test_splits(uint64_t n)
{
	static const char *const more[] = { "0.051", "0.156", "0.165",
	    "0.345", "0.4", "0.45", "0.644", "0.714", "4.12", "4.0", "4.7",
	    "0.0404", "0.1404", "0.26", "0.352", "0.53", "0.72", "4!.0" };
	struct tbt *t, *ref;
	struct tb_code c;
	struct sg_cause why;
	char code[16];
	unsigned a, b, codes = 0, bad_codes = 0, resplit = 0, parity = 0;
	unsigned mask;
	uint64_t i, bad;
	bool hp;

	for (a = 0; a < 64 + sizeof more / sizeof more[0]; a++) {
		if (a < 64) {
			if ((a >> 3) < 4 && (a & 7) < 4)
				continue;	/* no split */
			snprintf(code, sizeof code, "0.%u%u", a >> 3, a & 7);
		} else {
			snprintf(code, sizeof code, "%s", more[a - 64]);
		}
		if (tb_code_parse(code, &c, &why) != SG_OK) {
			diag("%s: %s", code, why.text);
			bad_codes++;
			continue;
		}
		tbt_new(&c, &ref, &why);
		tbt_new(&c, &t, &why);
		tbt_set_method(ref, TBT_NAIVE, &why);
		tbt_set_method(t, TBT_SPARSE, &why);
		tbt_set_prefix(t, 16);
		tbt_set_jobs(t, 1 + codes % 2, &why);
		table_value(ref, n);
		table_value(t, n);
		for (i = 0, bad = 0; i <= n; i++)
			bad += table_value(t, i) != table_value(ref, i);
		if (bad > 0) {
			diag("%s: %llu values differ", code,
			    (unsigned long long)bad);
			bad_codes++;
		}
		resplit += tbt_resplits(t) > 0;
		if (tbt_split(t, &mask, &hp) && hp)
			parity++;
		codes++;
		tbt_free(ref);
		tbt_free(t);
	}
	b = bad_codes;
	ok(b == 0 && codes > 60, "splits chosen on 16 heaps and checked: "
	    "%u codes agree with the plain method on heaps 0..%llu", codes,
	    (unsigned long long)n);
	ok(resplit > 0, "the split was chosen again on %u codes", resplit);
	ok(parity > 0, "the heap's size counts in the split of %u codes",
	    parity);
}

static void
check_period(const char *code, uint64_t want_pre, uint64_t want_per)
{
	struct rules *r = code_rules(code, NULL);
	struct sg_cause why;
	uint64_t pre = 0, per = 0;
	int rc = r->game->heaps.period(r, 0, &pre, &per, &why);

	ok(rc == SG_OK && pre == want_pre && per == want_per,
	    "%s: preperiod %llu period %llu%s%s", code,
	    (unsigned long long)pre, (unsigned long long)per,
	    rc != SG_OK ? ": " : "", rc != SG_OK ? why.text : "");
	rules_free(r);
}

/*
 * The theorem behind a period claimed for a code may be wrong where the
 * table is not: the values of a table ten times past the check length
 * must follow the period.
 */
static void
check_period_holds(const char *code)
{
	struct tbt *t;
	struct tb_code c;
	struct sg_cause why;
	uint64_t pre = 0, per = 0, n, end, bad = 0;

	tb_code_parse(code, &c, &why);
	tbt_new(&c, &t, &why);
	if (tbt_period(t, NULL, GAME_PERIOD_MAX, &pre, &per, &why) != SG_OK) {
		ok(false, "%s: a period is proven: %s", code, why.text);
		tbt_free(t);
		return;
	}
	end = 10 * (2 * pre + 2 * per + 300);
	for (n = pre; n + per <= end; n++)
		bad += table_value(t, n + per) != table_value(t, n);
	ok(bad == 0 && strstr(why.text, "Guy-Smith") != NULL,
	    "%s: values to %llu follow preperiod %llu period %llu (%s)", code,
	    (unsigned long long)end, (unsigned long long)pre,
	    (unsigned long long)per, why.text);
	tbt_free(t);
}

static void
test_periods(void)
{
	struct rules *r;
	struct sg_cause why;
	uint64_t pre, per, n, bad = 0, g, big;
	size_t i;

	check_period("0.77", 71, 12);	/* Kayles: last exception 70 */
	check_period("0.137", 52, 34);	/* Dawson's chess: last exception */
	check_period("0.07", 53, 34);	/* Dawson's Kayles: shifted by one */
	check_period("0.3", 0, 2);
	check_period("0.33", 0, 3);	/* subtraction {1,2}: 3, not 6 */
	/* Splits that lose no stone: 4.0 is even heaps 1, odd heaps 0. */
	check_period("4.0", 1, 2);
	check_period("4.12", 6, 7);
	check_period(".4", 54, 34);	/* .4 is read as 0.4 */
	check_period("4.4", 72, 12);
	check_period_holds("4.0");
	check_period_holds("4.12");
	check_period_holds("4.4");
	check_period_holds("4.33");
	check_period_holds("0.137");
	r = code_rules("0.137", NULL);
	for (i = 0; i < sizeof a002187 / sizeof a002187[0]; i++)
		bad += value_of(r, i) != a002187[i];
	ok(bad == 0, "0.137 gives A002187's first %zu values", i);
	/* Past the preperiod, values of huge heaps by the period equal the
	 * table's at the same place in the period. */
	r->game->heaps.period(r, 0, &pre, &per, &why);
	big = sg_max_u63();
	g = value_of(r, big);
	ok(g == value_of(r, pre + (big - pre) % per), "0.137: heap 2^63-1 "
	    "answers by the period: %llu", (unsigned long long)g);
	rules_free(r);
	for (n = 0; n < 3; n++) {
		static const char *const none[] = { "4!.0", "0.[3]", "0.f" };

		r = code_rules(none[n], NULL);
		ok(r->game->heaps.period(r, 0, &pre, &per, &why) == SG_ERANGE,
		    "%s: no period claimed: %s", none[n], why.text);
		rules_free(r);
	}
}

/* A search for a period stops at the heap it is given and says so; a
 * later search with a larger bound goes on from there. */
static void
test_period_bound(void)
{
	struct rules *r;
	struct sg_cause why;
	uint64_t pre = 0, per = 0;
	int rc;

	r = code_rules("0.77", NULL);	/* Kayles needs heaps 0..165 */
	rc = r->game->heaps.period(r, 100, &pre, &per, &why);
	ok(rc == SG_ERANGE && strcmp(why.text, "none proven up to heap 100") ==
	    0, "0.77 up to heap 100: none proven, and how far: %s", why.text);
	rc = r->game->heaps.period(r, 300, &pre, &per, &why);
	ok(rc == SG_OK && pre == 71 && per == 12,
	    "0.77 up to heap 300: preperiod 71 period 12");
	rules_free(r);
	r = code_rules("0.6", NULL);	/* Officers: no period known */
	rc = r->game->heaps.period(r, 3000, &pre, &per, &why);
	ok(rc == SG_ERANGE && strcmp(why.text, "none proven up to heap 3000") ==
	    0, "0.6 up to heap 3000: %s", why.text);
	rc = r->game->heaps.period(r, 5000, &pre, &per, &why);
	ok(rc == SG_ERANGE && strcmp(why.text, "none proven up to heap 5000") ==
	    0, "0.6 up to heap 5000, going on: %s", why.text);
	rc = r->game->heaps.period(r, 4000, &pre, &per, &why);
	ok(rc == SG_ERANGE && strcmp(why.text, "none proven up to heap 5000") ==
	    0, "0.6 up to heap 4000 after 5000: what was looked at: %s",
	    why.text);
	rules_free(r);
}

/* Counts by the period against counting the table one by one. */
static void
test_counts(void)
{
	static const char *const codes[] = { "0.77", "0.137", "0.07", "0.4",
	    "0.3033", "0.51" };
	struct tbt *t;
	struct tb_code c;
	struct sg_cause why;
	uint64_t n, got, z, bad = 0;
	size_t i;

	for (i = 0; i < sizeof codes / sizeof codes[0]; i++) {
		struct rules *r = code_rules(codes[i], NULL);

		tb_code_parse(codes[i], &c, &why);
		tbt_new(&c, &t, &why);
		for (n = 1, z = 0; n <= 20000; n++) {
			z += table_value(t, n) == 0;
			if ((n % 997 == 0 || n < 100) &&
			    (r->game->heaps.count(r, n, &got, &why) != SG_OK ||
			    got != z))
				bad++;
		}
		tbt_free(t);
		rules_free(r);
	}
	ok(bad == 0, "count by the period = counting the table, 6 codes");
}

static void
test_limits(void)
{
	struct rules *r = code_rules("0.[3]", NULL);
	struct sg_cause why;
	uint64_t g;

	ok(r->game->heaps.heap_value(r, 65001, &g, &why) == SG_ERANGE &&
	    strstr(why.text, "at most 65000") != NULL,
	    "0.[3]: past its limit: %s", why.text);
	rules_free(r);
	r = check_rules("takebreak", NULL);
	ok(r->game->heaps.heap_value(r, 3, &g, &why) == SG_EINVAL &&
	    strstr(why.text, "--code") != NULL, "takebreak needs a code: %s",
	    why.text);
	rules_free(r);
	r = code_rules("0.[3]", NULL);
	ok(rules_set(r, "method", "sparse", &why) == SG_OK &&
	    r->game->heaps.heap_value(r, 3, &g, &why) == SG_EINVAL,
	    "the sparse method is refused where it does not apply: %s",
	    why.text);
	rules_free(r);
}

int
main(int argc, char *argv[])
{
	uint64_t n = argc > 1 ? strtoull(argv[1], NULL, 10) : 20000;

	test_parse();
	test_brute();
	test_names();
	test_methods("0.77", n);
	test_methods("0.137", n);
	test_methods("0.6", n);
	test_methods("0.007", n);
	test_methods("4.0", n);
	test_methods("0.4!", n);
	test_methods("0.54", n);
	test_scans("4!.0", 150000, false);
	test_scans("4!.0", 20000, true);
	test_scans("0.16", 60000, false);
	test_scans("4.12", 20000, true);
	test_scans("0.56", 60000, false);
	test_scans("0.6", 20000, true);
	test_jobs("0.6", 40000, false);
	test_jobs("0.16", 40000, false);
	test_jobs("0.137", 20000, true);
	test_jobs("4.12", 20000, true);
	test_jobs("0.56", 20000, true);
	/* Values past 255 from heap 4321 while the rare values stay below
	 * 256: blocks of rows 256 wide beside the escapes. */
	test_scans("0.76", 6000, true);
	test_jobs("0.76", 6000, true);
	test_splits(4000);
	test_periods();
	test_period_bound();
	test_counts();
	test_limits();
	return done_testing();
}
