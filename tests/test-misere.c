/*
 * test-misere.c: misere play.  Nim's rule against the brute-force misere
 * search on every position of up to 3 heaps of at most 7 and 4 heaps of
 * at most 4; hand-checked positions of Nim and Kayles; the search's limits;
 * the explanation's verdict and the computer's perfect misere play against
 * the search.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "check.h"
#include "engine/explain.h"
#include "engine/misere.h"
#include "engine/strategy.h"

/* "N win 1 4 5" or "P", or "status S: why" (static buffer). */
static const char *
misere_text(const char *game, const char *pos)
{
	struct rules *r = check_rules(game, NULL);
	static char buf[1024];
	struct solution sol;
	struct sg_cause why;
	struct pos p;
	size_t i, len;
	int rc;

	pos_init(&p);
	check_parse(r, pos, &p);
	solution_init(&sol, 50);
	if ((rc = misere_solve(r, &p, &sol, &why)) != SG_OK) {
		snprintf(buf, sizeof buf, "status %d: %s", rc, why.text);
	} else {
		snprintf(buf, sizeof buf, "%s%s", sol.outcome == OUTCOME_N ?
		    "N" : "P", sol.has_grundy ? " grundy" : "");
		for (i = 0; i < sol.wins.n; i++) {
			len = strlen(buf);
			snprintf(buf + len, sizeof buf - len, " win %s",
			    check_fmt(r, &sol.wins.p[i]));
		}
	}
	solution_free(&sol);
	pos_free(&p);
	rules_free(r);
	return buf;
}

/* Nim's rule and the search agree on p: outcome and every winning move. */
static bool
nim_agrees(struct rules *r, const struct pos *p)
{
	struct solution rule, search;
	struct sg_cause why;
	bool good;
	size_t i;

	solution_init(&rule, 1000);
	solution_init(&search, 1000);
	good = misere_solve(r, p, &rule, &why) == SG_OK &&
	    misere_search(r, p, &search, &why) == SG_OK &&
	    rule.outcome == search.outcome && !rule.has_grundy &&
	    rule.wins.n == search.wins.n;
	poslist_sort(&rule.wins);
	for (i = 0; good && i < rule.wins.n; i++)
		good = pos_eq(&rule.wins.p[i], &search.wins.p[i]);
	solution_free(&rule);
	solution_free(&search);
	return good;
}

static void
nim_all(int k, uint64_t hi)
{
	struct rules *r = check_rules("nim", NULL);
	unsigned long n = 0, bad = 0;
	struct pos p;
	int i;

	pos_init(&p);
	pos_resize(&p, (size_t)k);
	for (;;) {
		n++;
		if (!nim_agrees(r, &p) && bad++ < 5)
			diag("nim %s: the rule and the search differ",
			    check_fmt(r, &p));
		for (i = k - 1; i >= 0 && p.v[i] == hi; i--)
			p.v[i] = 0;
		if (i < 0)
			break;
		p.v[i]++;
	}
	ok(bad == 0, "misere nim, every position of %d heaps of at most "
	    "%llu: rule = search on %lu positions (%lu differ)", k,
	    (unsigned long long)hi, n, bad);
	pos_free(&p);
	rules_free(r);
}

static void
is(const char *game, const char *pos, const char *want, const char *what)
{
	const char *got = misere_text(game, pos);

	if (!ok(strcmp(got, want) == 0, "%s %s: %s", game, pos, what))
		diag("want \"%s\", got \"%s\"", want, got);
}

static void
test_hand_checked(void)
{
	is("nim", "1 1 1", "P", "three 1s: the player to move takes the last");
	is("nim", "1 1", "N win 0 1 win 1 0", "two 1s: take one");
	is("nim", "0 0", "N", "nothing left: the player to move has won");
	is("nim", "2 2", "P", "two equal heaps above 1: normal play");
	is("nim", "5 1 1", "N win 1 1 1", "one heap above 1: leave three 1s");
	is("nim", "5 1", "N win 0 1", "one heap above 1: leave one 1");
	is("nim", "3 4 5", "N win 1 4 5", "3 4 5: as in normal play");
	is("nim", "9223372036854775807 1", "N win 0 1",
	    "a heap of 2^63-1 by the rule");
	/* A row of 1 must be taken: lost.  A row of 3 leaves 1 by taking
	 * two coins from an end (1 1 and 2 are won for the opponent).  Every
	 * move from a row of 4 leaves 3, 2, 1 2 or 1 1, all won. */
	is("kayles", "1", "P", "a single coin is lost");
	is("kayles", "3", "N win 1", "a row of 3: leave one coin");
	is("kayles", "4", "P", "a row of 4 is lost");
	is("kayles", "2 2", "P", "two rows of 2: every move leaves 1 2 or "
	    "0 2, both won");
	is("kayles", "1 1", "N win 0 1 win 1 0", "two coins apart: take one");
	is("kayles", "0", "N", "no coin: the player to move has won");
}

static void
test_limits(void)
{
	const char *m;

	m = misere_text("kayles", "40 40");
	ok(strcmp(m, "P") == 0, "kayles 40 40 is past the search, not past "
	    "the misere quotient: %s", m);
	m = misere_text("grundy", "60 60");
	ok(strncmp(m, "status -2: misere play: heap 60 is past the ", 44) ==
	    0 && strstr(m, "heaps the misere quotient covers") != NULL &&
	    strstr(m, "the brute-force search stops at") != NULL,
	    "grundy 60 60 is past the quotient and the search, both said: %s",
	    m);
	m = misere_text("euclid", "1 3000");
	ok(strncmp(m, "status -2: ", 11) == 0 && strstr(m, "200000") != NULL,
	    "euclid 1 3000: too many moves held along one line: %s", m);
	m = misere_text("euclid", "1 200");
	ok(strcmp(m, "N win 1 1") == 0, "euclid 1 200 is searched: leave "
	    "1 1 (the opponent must make the 0)");
}

/* The outcome of p by the search alone. */
static enum outcome
searched(struct rules *r, const struct pos *p)
{
	struct solution sol;
	struct sg_cause why;
	enum outcome o;

	solution_init(&sol, 0);
	if (misere_search(r, p, &sol, &why) != SG_OK)
		check_bail("misere search of %s: %s", check_fmt(r, p), why.text);
	o = sol.outcome;
	solution_free(&sol);
	return o;
}

/* Does the misere explanation of p say what the search finds, in its
 * verdict and in what it says of the nim-sum? */
static bool
explains_right(struct judge *j, const struct pos *p)
{
	struct explanation e;
	struct sg_cause why;
	enum outcome o = searched(j->rules, p);
	const char *t;
	bool good;

	if (explain_misere(j, p, &e, &why) != SG_OK)
		check_bail("explain_misere %s: %s", check_fmt(j->rules, p), why.text);
	t = sbuf_str(&e.text);
	good = e.sol.outcome == o && strstr(t, o == OUTCOME_N ?
	    "The player to move wins" : "The player to move loses") != NULL;
	if (strstr(t, "play as in normal Nim, so the position is") != NULL)
		good = good && strstr(t, o == OUTCOME_N ? "position is won" :
		    "position is lost") != NULL;
	explain_free(&e);
	return good;
}

/* From a misere win, is the perfect computer's move to a misere loss? */
static bool
plays_right(struct judge *j, const struct pos *p, struct strategy_rng *rng)
{
	struct sg_cause why;
	struct pos q;
	bool good;
	int rc;

	if (searched(j->rules, p) != OUTCOME_N)
		return true;
	/* A finished game is a misere win with no move to make. */
	pos_init(&q);
	rc = strategy_move_judged(j, p, STRATEGY_PERFECT, rng, &q, &why);
	good = rc == SG_ENOMOVE || (rc == SG_OK && searched(j->rules, &q) ==
	    OUTCOME_P);
	pos_free(&q);
	return good;
}

/* Every position of k entries of at most hi: explained and played right. */
static void
misere_teach_all(const char *game, int k, uint64_t hi)
{
	struct rules *r = check_rules(game, NULL);
	unsigned long n = 0, badx = 0, badp = 0;
	struct strategy_rng rng;
	struct sg_cause why;
	struct judge j;
	struct pos p;
	int i;

	strategy_rng_seed(&rng, 42);
	if (judge_init(&j, r, true, &why) != SG_OK)
		check_bail("judge %s: %s", game, why.text);
	pos_init(&p);
	pos_resize(&p, (size_t)k);
	for (;;) {
		n++;
		badx += !explains_right(&j, &p);
		badp += !plays_right(&j, &p, &rng);
		for (i = k - 1; i >= 0 && p.v[i] == hi; i--)
			p.v[i] = 0;
		if (i < 0)
			break;
		p.v[i]++;
	}
	ok(badx == 0, "misere %s, %d parts of at most %llu: the explanation's "
	    "verdict = the search on %lu positions (%lu differ)", game, k,
	    (unsigned long long)hi, n, badx);
	ok(badp == 0, "misere %s, %d parts of at most %llu: the perfect "
	    "computer moves from every win to a loss (%lu do not)", game, k,
	    (unsigned long long)hi, badp);
	judge_free(&j);
	pos_free(&p);
	rules_free(r);
}

int
main(void)
{
	int k;

	for (k = 1; k <= 3; k++)
		nim_all(k, 7);
	nim_all(4, 4);
	test_hand_checked();
	test_limits();
	misere_teach_all("nim", 3, 5);
	misere_teach_all("nim", 4, 3);
	misere_teach_all("kayles", 2, 6);
	misere_teach_all("grundy", 2, 9);
	misere_teach_all("subtract", 3, 7);
	misere_teach_all("kayles", 3, 9);
	return done_testing();
}
