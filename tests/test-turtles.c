/*
 * test-turtles.c: the coin-turning games.  The theory against the brute
 * force on every row of up to 9 coins for each N from 1 to 4 (outcome,
 * value, every winning move); the value of a lone head against the
 * definition (the mex of the XORs of at most N - 1 values to its left)
 * computed here, for 600 coins with N = 2 and 3 and for 256 with N = 4;
 * long rows; the refusals.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "check.h"

static void
against_brute(void)
{
	static const char *const turns[] = { "turn=1", "turn=2", "turn=3",
	    "turn=4" };
	struct check_run cr;
	struct pos p;
	char what[64];
	size_t i, len, k;
	uint64_t bits;

	pos_init(&p);
	for (i = 0; i < 4; i++) {
		const char *opts[2] = { turns[i], NULL };

		check_run_init(&cr, check_rules("turtles", opts), 1u << 22);
		for (len = 1; len <= 9; len++) {
			pos_resize(&p, len);
			for (bits = 0; bits < (UINT64_C(1) << len); bits++) {
				for (k = 0; k < len; k++)
					p.v[k] = bits >> k & 1;
				check_position(&cr, &p);
			}
		}
		snprintf(what, sizeof what, "turtles --turn %zu, every row of "
		    "up to 9 coins", i + 1);
		check_report(&cr, what);
		rules_free(cr.rules);
		check_run_free(&cr);
	}
	pos_free(&p);
}

/* g(1..len) from the definition: the mex of the XORs of at most n - 1
 * earlier values, by brute force over the sets. */
static void
definition(unsigned n, size_t len, uint64_t *g)
{
	size_t i, a, b, c;
	unsigned char *seen;
	size_t cap = (size_t)1 << 20;
	uint64_t m;

	seen = calloc(cap, 1);
	for (i = 1; i <= len; i++) {
		memset(seen, 0, cap);
		seen[0] = 1;
		for (a = 1; n >= 2 && a < i; a++) {
			seen[g[a]] = 1;
			for (b = a + 1; n >= 3 && b < i; b++) {
				seen[g[a] ^ g[b]] = 1;
				for (c = b + 1; n >= 4 && c < i; c++)
					seen[g[a] ^ g[b] ^ g[c]] = 1;
			}
		}
		for (m = 0; seen[m]; m++)
			;
		g[i] = m;
	}
	free(seen);
}

static void
lone_heads(void)
{
	static const struct {
		unsigned n;
		size_t len;
	} runs[] = { { 1, 50 }, { 2, 600 }, { 3, 600 }, { 4, 256 } };
	uint64_t g[601];
	size_t i, j;

	for (i = 0; i < 4; i++) {
		char opt[16], *row;
		const char *opts[2] = { opt, NULL };
		struct rules *r;
		unsigned bad = 0;

		snprintf(opt, sizeof opt, "turn=%u", runs[i].n);
		r = check_rules("turtles", opts);
		definition(runs[i].n, runs[i].len, g);
		row = malloc(runs[i].len + 1);
		for (j = 1; j <= runs[i].len; j += j < 40 ? 1 : 7) {
			struct solution s;
			struct sg_cause why;
			struct pos p;

			memset(row, 'T', j);
			row[j - 1] = 'H';
			row[j] = '\0';
			pos_init(&p);
			check_parse(r, row, &p);
			solution_init(&s, 1);
			if (r->game->theory.solve(r, &p, &s, &why) != SG_OK ||
			    !s.has_grundy || s.grundy != g[j]) {
				if (bad++ < 3)
					diag("coin %zu: want %llu", j,
					    (unsigned long long)g[j]);
			}
			solution_free(&s);
			pos_free(&p);
		}
		ok(bad == 0, "turtles --turn %u: a lone head up to coin %zu is "
		    "worth the mex of the definition", runs[i].n, runs[i].len);
		free(row);
		rules_free(r);
	}
}

/* A row of 5000 coins: solved at once, its moves legal and lost. */
static void
long_row(void)
{
	const char *opts[2] = { "turn=3", NULL };
	struct rules *r = check_rules("turtles", opts);
	struct solution s, t;
	struct sg_cause why;
	struct pos p;
	char *row = malloc(5001);
	size_t i, bad = 0;

	for (i = 0; i < 5000; i++)
		row[i] = (i * 7919 % 13) < 5 ? 'H' : 'T';
	row[5000] = '\0';
	pos_init(&p);
	check_parse(r, row, &p);
	solution_init(&s, 20);
	ok(r->game->theory.solve(r, &p, &s, &why) == SG_OK && s.wins.n > 0,
	    "turtles --turn 3: a row of 5000 coins is solved");
	for (i = 0; i < s.wins.n; i++) {
		solution_init(&t, 1);
		if (r->game->rules.check(r, &p, &s.wins.p[i], &why) != SG_OK ||
		    r->game->theory.solve(r, &s.wins.p[i], &t, &why) != SG_OK ||
		    t.outcome != OUTCOME_P)
			bad++;
		solution_free(&t);
	}
	ok(bad == 0, "turtles --turn 3: its %zu winning moves are legal and "
	    "lead to lost rows", s.wins.n);
	solution_free(&s);
	pos_free(&p);
	free(row);
	rules_free(r);
}

static void
refusals(void)
{
	static const struct {
		const char *text, *says;
	} bad[] = {
		{ "HXT", "coin 2" },
		{ "--turn 0 HT", "turn \"0\"" },
		{ "--turn 5 HT", "turn \"5\"" },
		{ "HT TH", "one row" },
		{ "--turn 2", "missing the position" },
	};
	const struct game *g = game_find("turtles");
	struct sg_cause why;
	struct rules *r;
	struct pos p;
	char line[400];
	size_t i;
	int rc;

	pos_init(&p);
	for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		rc = game_parse_line(g, bad[i].text, &r, &p, &why);
		ok(rc == SG_EINVAL && strstr(why.text, bad[i].says) != NULL,
		    "turtles %s: refused (%s)", bad[i].text, why.text);
		if (rc == SG_OK)
			rules_free(r);
	}
	strcpy(line, "--turn 4 ");
	memset(line + 9, 'H', 299);
	line[9 + 299] = '\0';
	rc = game_parse_line(g, line, &r, &p, &why);
	ok(rc == SG_EINVAL && strstr(why.text, "256") != NULL,
	    "turtles --turn 4 with 299 coins: refused (%s)", why.text);
	if (rc == SG_OK)
		rules_free(r);
	pos_free(&p);
}

int
main(void)
{
	against_brute();
	lone_heads();
	long_row();
	refusals();
	return done_testing();
}
