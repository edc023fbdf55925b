/*
 * test-subtract.c: subtraction games against the brute force for every set
 * drawn from 1..6, their periods and LongLongNim counts against a plain
 * recomputation, huge heaps, and bad sets.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"

enum { REF_LEN = 4000 };

/* The set of the bits of mask (bit i-1: take i) as "1,3,4". */
static const char *
set_text(unsigned long mask)
{
	static char buf[128];
	size_t len = 0;
	unsigned i;

	buf[0] = '\0';
	for (i = 1; i <= 32; i++) {
		if (mask & (1UL << (i - 1)))
			len += (size_t)snprintf(buf + len, sizeof buf - len,
			    "%s%u", len > 0 ? "," : "", i);
	}
	return buf;
}

static struct rules *
set_rules(unsigned long mask)
{
	char opt[160];
	const char *opts[] = { opt, NULL };

	snprintf(opt, sizeof opt, "take=%s", set_text(mask));
	return check_rules("subtract", opts);
}

/* The values by the definition, written again here: mex over the takes. */
static void
ref_values(unsigned long mask, unsigned *g, size_t len)
{
	size_t n;
	unsigned i, seen;

	for (n = 0; n < len; n++) {
		seen = 0;
		for (i = 1; i <= 32 && i <= n; i++) {
			if (mask & (1UL << (i - 1)))
				seen |= 1u << g[n - i];
		}
		for (g[n] = 0; seen & (1u << g[n]); g[n]++)
			continue;
	}
}

/* The least period of g[0..len-1] seen three times, with its preperiod. */
static void
ref_period(const unsigned *g, size_t len, size_t *pre, size_t *per)
{
	size_t p, n;

	for (p = 1; p < len; p++) {
		for (n = len - p; n > 0 && g[n - 1] == g[n - 1 + p]; n--)
			continue;
		if (n < len / 2 && n + 3 * p < len) {
			*pre = n;
			*per = p;
			return;
		}
	}
	*pre = *per = 0;
}

static void
test_brute_all_sets(void)
{
	struct check_run cr;
	unsigned long mask, bad = 0, positions = 0;

	for (mask = 1; mask < 64; mask++) {
		struct rules *r = set_rules(mask);

		check_run_init(&cr, r, 1u << 22);
		check_tuples(&cr, 1, 0, 20, true);
		check_tuples(&cr, 2, 0, 20, true);
		check_tuples(&cr, 3, 0, 20, false);
		if (cr.failures > 0)
			diag("set %s: %lu failed", set_text(mask), cr.failures);
		bad += cr.failures;
		positions += cr.positions;
		check_run_free(&cr);
		rules_free(r);
	}
	ok(bad == 0, "subtract: theory = brute force for all 63 sets from "
	    "1..6, 1 to 3 heaps of at most 20 (%lu positions)", positions);
}

/* A few sets with larger takes, the same each run. */
static unsigned long
some_set(unsigned i, unsigned maxtake)
{
	unsigned long x = 2654435761UL * (i + 1), mask;

	x ^= x >> 13;
	mask = (x * 40503UL) & ((1UL << maxtake) - 1);
	return mask | (1UL << (maxtake - 1 - i % 3));
}

static bool
check_set_period(unsigned long mask, const unsigned *g)
{
	struct rules *r = set_rules(mask);
	struct sg_cause why;
	uint64_t pre, per;
	size_t rpre, rper;
	bool good;

	ref_period(g, REF_LEN, &rpre, &rper);
	good = r->game->heaps.period(r, 0, &pre, &per, &why) == SG_OK &&
	    pre == rpre && per == rper;
	if (!good)
		diag("set %s: period %llu from %llu, want %zu from %zu",
		    set_text(mask), (unsigned long long)per,
		    (unsigned long long)pre, rper, rpre);
	rules_free(r);
	return good;
}

static void
test_periods(void)
{
	unsigned g[REF_LEN];
	unsigned long mask, bad = 0;
	unsigned i;

	for (mask = 1; mask < 64; mask++) {
		ref_values(mask, g, REF_LEN);
		bad += !check_set_period(mask, g);
	}
	for (i = 0; i < 40; i++) {
		ref_values(some_set(i, 12), g, REF_LEN);
		bad += !check_set_period(some_set(i, 12), g);
	}
	ok(bad == 0, "subtract: least periods and preperiods as the values "
	    "show them, 103 sets");
	{
		struct rules *r = set_rules(3);
		struct sg_cause why;
		uint64_t pre = 9, per = 9;

		ok(r->game->heaps.period(r, 0, &pre, &per, &why) == SG_OK && pre == 0 &&
		    per == 3, "subtract 1,2: preperiod 0 period 3 (not 6)");
		rules_free(r);
	}
}

/* Count by walking the outcomes one heap at a time. */
static uint64_t
ref_count(unsigned long mask, uint64_t n)
{
	unsigned char *won = calloc(n + 1, 1);
	uint64_t i, z = 0;
	unsigned a;

	for (i = 1; i <= n; i++) {
		for (a = 1; a <= 32 && a <= i; a++) {
			if ((mask & (1UL << (a - 1))) && !won[i - a])
				won[i] = 1;
		}
		z += !won[i];
	}
	free(won);
	return z;
}

static bool
check_count(unsigned long mask, uint64_t n)
{
	struct rules *r = set_rules(mask);
	struct sg_cause why;
	uint64_t got, want = ref_count(mask, n);
	bool good;

	good = r->game->heaps.count(r, n, &got, &why) == SG_OK && got == want;
	if (!good)
		diag("set %s N %llu: count %llu, want %llu", set_text(mask),
		    (unsigned long long)n, (unsigned long long)got,
		    (unsigned long long)want);
	rules_free(r);
	return good;
}

static void
test_counts(void)
{
	static const uint64_t ns[] = { 0, 1, 5, 21, 22, 23, 100, 999 };
	unsigned long mask, bad = 0;
	unsigned i, j;

	for (mask = 1; mask < 64; mask++) {
		for (j = 0; j < sizeof ns / sizeof ns[0]; j++)
			bad += !check_count(mask, ns[j]);
	}
	ok(bad == 0, "count: LongLongNim small cases = counting one by one");
	bad = 0;
	for (i = 0; i < 12; i++)
		bad += !check_count(some_set(i, 22), 6000000 + i);
	ok(bad == 0, "count: takes up to 22, N past the cycle of the win/lose "
	    "pattern = counting one by one");
}

static void
test_big_and_bad(void)
{
	static const char *const bad[][2] = {
		{ "", "empty" }, { "0", "0 is not a take" },
		{ "1,,2", "whole number" }, { "1,1", "twice" },
		{ "257", "past 256" }, { "x", "whole number" },
		{ "1,2,", "whole number" }, { "1;2", "commas" },
		{ "-1", "whole number" },
	};
	struct rules *r = check_rules("subtract", NULL);
	struct sg_cause why;
	size_t i;

	rules_set(r, "take", "1,3,4", &why);
	ok(strcmp(check_solve_text(r, "9223372036854775807 5", 50),
	    "N grundy 3 win 9223372036854775807 2") == 0,
	    "subtract 1,3,4: a heap of 2^63-1 answers by the period");
	for (i = 0; i < sizeof bad / sizeof bad[0]; i++)
		ok(rules_set(r, "take", bad[i][0], &why) == SG_EINVAL &&
		    strstr(why.text, bad[i][1]) != NULL,
		    "--take \"%s\" is refused: %s", bad[i][0], why.text);
	rules_free(r);
	r = check_rules("grundy", NULL);
	ok(r->game->heaps.heap_value(r, 100000001, &(uint64_t){ 0 }, &why) ==
	    SG_ERANGE && strstr(why.text, "at most 100000000") != NULL,
	    "grundy: a heap past the limit is refused at once: %s", why.text);
	ok(r->game->heaps.period(r, 0, &(uint64_t){ 0 }, &(uint64_t){ 0 }, &why) ==
	    SG_ERANGE, "grundy: no period is claimed: %s", why.text);
	rules_free(r);
}

int
main(void)
{
	test_brute_all_sets();
	test_periods();
	test_counts();
	test_big_and_bad();
	return done_testing();
}
