/*
 * test-misere.c: misere play.  Nim's rule against the brute-force misere
 * search on every position of up to 3 heaps of at most 7 and 4 heaps of
 * at most 4; hand-checked positions of Nim and Kayles; the search's limits;
 * the explanation's verdict and the computer's perfect misere play against
 * the search; and the answers of the games with a misere quotient (through
 * the quotient where it reaches, the search past it) against a brute force
 * written here from the rules: random sums, single rows of Dawson's
 * Kayles and 0.137 to 60 and of Grundy's game to 50 (past the brute
 * force's reach, each winning move proven lost), and sums of games.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
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
	m = misere_text("grundy", "5000");
	ok(strncmp(m, "status -2: misere play: heap 5000 is past the ", 46) ==
	    0 && strstr(m, "heaps the misere quotient covers") != NULL &&
	    strstr(m, "the search would hold more than") != NULL,
	    "grundy 5000 is past the quotient and the search, both said: %s",
	    m);
	m = misere_text("euclid", "1 3000");
	ok(strncmp(m, "status -2: ", 11) == 0 && strstr(m, "4000000") != NULL,
	    "euclid 1 3000: too many numbers held along one line: %s", m);
	m = misere_text("euclid", "1 200");
	ok(strcmp(m, "N win 1 1") == 0, "euclid 1 200 is searched: leave "
	    "1 1 (the opponent must make the 0)");
}

/* The search refuses past the positions it may store, naming the count,
 * and empties its table, so that a smaller position is answered after. */
static void
test_stored(void)
{
	const char *opts[] = { "code=0.16", NULL };
	struct rules *r = check_rules("takebreak", opts);
	struct misere_memo *m;
	struct solution sol;
	struct sg_cause why;
	struct pos p;
	int rc;

	pos_init(&p);
	check_parse(r, "20 20", &p);
	if (misere_memo_new(r, &m, &why) != SG_OK)
		check_bail("misere_memo_new: %s", why.text);
	misere_memo_limit(m, 1000);
	solution_init(&sol, 0);
	rc = misere_memo_solve(m, &p, &sol, &why);
	ok(rc == SG_ERANGE && strstr(why.text, "needs more than 1000 "
	    "positions stored") != NULL && misere_memo_stored(m) == 0,
	    "0.16 20 20 with room for 1000 positions: refused, the count "
	    "named, the table emptied: %s", why.text);
	solution_free(&sol);
	pos_free(&p);
	pos_init(&p);
	check_parse(r, "9 6", &p);
	solution_init(&sol, 0);
	rc = misere_memo_solve(m, &p, &sol, &why);
	ok(rc == SG_OK && misere_memo_stored(m) > 0 &&
	    misere_memo_stored(m) <= 1000, "then 0.16 9 6 is answered in "
	    "%llu positions", (unsigned long long)misere_memo_stored(m));
	solution_free(&sol);
	pos_free(&p);
	misere_memo_free(m);
	rules_free(r);
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

/* ---- an independent brute force, from the rules as stated ---- */

/*
 * The misere outcome of a sum of heaps, each of its own game: Nim (take
 * any number), an octal code (taking k coins is allowed where digit k of
 * the code has bit 1 and nothing is left, bit 2 and one heap is left, bit
 * 4 and the rest is split into two heaps) or Grundy's game (split a heap
 * into two of different sizes).  Whoever cannot move wins.  A position is
 * its heaps sorted, as (game, size) bytes, remembered in a table of its
 * own: nothing of the engine's moves, keys or search.
 */
enum { BF_HEAPS = 64, BF_NIM = 0, BF_GRUNDY = 1 };

struct bf_heap {
	unsigned char game;	/* BF_NIM, BF_GRUNDY, or 2 + a code's index */
	unsigned char size;
};

struct bf {
	const char *codes[4];	/* digits after "0." */
	char **key;
	bool *won;
	size_t size, used;
};

static int
bf_cmp(const void *a, const void *b)
{
	const struct bf_heap *x = a, *y = b;

	return x->game != y->game ? x->game - y->game : x->size - y->size;
}

static uint64_t
bf_hash(const char *s)
{
	uint64_t h = 1469598103934665603ULL;

	for (; *s != '\0'; s++)
		h = (h ^ (unsigned char)*s) * 1099511628211ULL;
	return h;
}

static size_t
bf_slot(const struct bf *b, const char *k)
{
	size_t i = (size_t)bf_hash(k) & (b->size - 1);

	while (b->key[i] != NULL && strcmp(b->key[i], k) != 0)
		i = (i + 1) & (b->size - 1);
	return i;
}

static void
bf_put(struct bf *b, const char *k, bool won)
{
	char **key = b->key;
	bool *w = b->won;
	size_t i, n = b->size, at;

	if (2 * (b->used + 1) > b->size) {
		b->size = n == 0 ? 1024 : 2 * n;
		b->key = calloc(b->size, sizeof *b->key);
		b->won = calloc(b->size, sizeof *b->won);
		if (b->key == NULL || b->won == NULL)
			check_bail("brute force: out of memory");
		for (i = 0; i < n; i++) {
			if (key[i] == NULL)
				continue;
			at = bf_slot(b, key[i]);
			b->key[at] = key[i];
			b->won[at] = w[i];
		}
		free(key);
		free(w);
	}
	at = bf_slot(b, k);
	if ((b->key[at] = strdup(k)) == NULL)
		check_bail("brute force: out of memory");
	b->won[at] = won;
	b->used++;
}

static void
bf_free(struct bf *b)
{
	size_t i;

	for (i = 0; i < b->size; i++)
		free(b->key[i]);
	free(b->key);
	free(b->won);
	memset(b, 0, sizeof *b);
}

static bool bf_won(struct bf *b, const struct bf_heap *h, size_t n);

/* Has the heap a move at all? */
static bool
bf_has_move(const struct bf *b, const struct bf_heap *h)
{
	unsigned s = h->size, k, d;
	const char *code;

	if (h->game == BF_NIM)
		return s > 0;
	if (h->game == BF_GRUNDY)
		return s >= 3;
	code = b->codes[h->game - 2];
	for (k = 1; k <= s && code[k - 1] != '\0'; k++) {
		d = (unsigned)(code[k - 1] - '0');
		if (((d & 1) && k == s) || ((d & 2) && s - k >= 1) ||
		    ((d & 4) && s - k >= 2))
			return true;
	}
	return false;
}

/* Is the position h with heap i replaced by parts a and c (0: none) lost
 * for the player who moves to it? */
static bool
bf_leaves_lost(struct bf *b, const struct bf_heap *h, size_t n, size_t i,
    unsigned a, unsigned c)
{
	struct bf_heap q[BF_HEAPS];
	size_t m = 0, j;

	if (n + 1 > BF_HEAPS)
		check_bail("brute force: too many heaps");
	for (j = 0; j < n; j++)
		if (j != i)
			q[m++] = h[j];
	if (a > 0)
		q[m++] = (struct bf_heap){ h[i].game, (unsigned char)a };
	if (c > 0)
		q[m++] = (struct bf_heap){ h[i].game, (unsigned char)c };
	return !bf_won(b, q, m);
}

/* Can heap i of h be moved to leave a lost position? */
static bool
bf_heap_wins(struct bf *b, const struct bf_heap *h, size_t n, size_t i)
{
	unsigned s = h[i].size, k, a, d;
	const char *code;

	if (h[i].game == BF_NIM) {
		for (a = 0; a < s; a++)
			if (bf_leaves_lost(b, h, n, i, a, 0))
				return true;
		return false;
	}
	if (h[i].game == BF_GRUNDY) {
		for (a = 1; 2 * a < s; a++)
			if (bf_leaves_lost(b, h, n, i, a, s - a))
				return true;
		return false;
	}
	code = b->codes[h[i].game - 2];
	for (k = 1; k <= s && code[k - 1] != '\0'; k++) {
		d = (unsigned)(code[k - 1] - '0');
		if ((d & 1) && k == s && bf_leaves_lost(b, h, n, i, 0, 0))
			return true;
		if ((d & 2) && s - k >= 1 &&
		    bf_leaves_lost(b, h, n, i, s - k, 0))
			return true;
		for (a = 1; (d & 4) && 2 * a <= s - k; a++)
			if (bf_leaves_lost(b, h, n, i, a, s - k - a))
				return true;
	}
	return false;
}

static bool
bf_won(struct bf *b, const struct bf_heap *h, size_t n)
{
	struct bf_heap q[BF_HEAPS];
	char k[2 * BF_HEAPS + 1];
	size_t i, m = 0, at;
	bool w = false;

	for (i = 0; i < n; i++)
		if (h[i].size > 0)
			q[m++] = h[i];
	qsort(q, m, sizeof *q, bf_cmp);
	for (i = 0; i < m; i++) {
		k[2 * i] = (char)(q[i].game + 1);
		k[2 * i + 1] = (char)q[i].size;
	}
	k[2 * m] = '\0';
	if (b->size > 0 && b->key[at = bf_slot(b, k)] != NULL)
		return b->won[at];
	/* No move at all: the opponent made the last one, and lost. */
	for (i = 0; i < m; i++)
		if (i == 0 || bf_cmp(&q[i], &q[i - 1]) != 0) {
			if (bf_heap_wins(b, q, m, i)) {
				w = true;
				break;
			}
		}
	if (!w) {
		for (i = 0; i < m && !bf_has_move(b, &q[i]); i++)
			;
		w = i == m;
	}
	bf_put(b, k, w);
	return w;
}

/* The games held against the brute force: the engine's name and option,
 * and the brute force's kind of heap. */
struct bf_game {
	const char *name;
	const char *opt;	/* NULL or "code=..." */
	unsigned char kind;
};

static const char *const bf_codes[] = { "07", "137", "16", "77" };
static const struct bf_game bf_games[] = {
	{ "dawson", NULL, 2 },
	{ "takebreak", "code=0.137", 3 },
	{ "takebreak", "code=0.16", 4 },
	{ "kayles", NULL, 5 },
	{ "grundy", NULL, BF_GRUNDY },
};

static struct rules *
bf_rules(const struct bf_game *g)
{
	const char *opts[] = { g->opt, NULL };

	return check_rules(g->name, g->opt != NULL ? opts : NULL);
}

static void
bf_init(struct bf *b)
{
	memset(b, 0, sizeof *b);
	memcpy(b->codes, bf_codes, sizeof b->codes);
}

/* A position as the brute force's heaps: of one game of heaps (nk 1), or
 * of a sum of nk parts, each its count and then its heaps. */
static size_t
bf_of(const unsigned char *kinds, size_t nk, const struct pos *p,
    struct bf_heap *h)
{
	size_t i, k, at = 0, n = 0, c;

	for (k = 0; k < nk; k++) {
		c = nk == 1 ? p->n : (size_t)p->v[at++];
		for (i = 0; i < c; i++, at++) {
			if (n >= BF_HEAPS || at >= p->n || p->v[at] > 255)
				check_bail("brute force: a position past it");
			h[n++] = (struct bf_heap){ kinds[k],
			    (unsigned char)p->v[at] };
		}
	}
	return n;
}

/* The engine's misere answer on p, held against the brute force (brute:
 * its outcome and where each winning move goes) or, past its reach,
 * against the engine itself: each winning move must leave a position it
 * proves lost.  False with a diagnostic where they differ or the engine
 * refuses. */
static bool
bf_agrees(struct rules *r, struct bf *b, const unsigned char *kinds,
    size_t nk, const struct pos *p, bool brute)
{
	struct bf_heap h[BF_HEAPS];
	struct solution sol, after;
	struct sg_cause why;
	bool good = true, moves;
	size_t i, n;

	solution_init(&sol, 1000);
	if (misere_solve(r, p, &sol, &why) != SG_OK) {
		diag("%s: refused: %s", check_fmt(r, p), why.text);
		solution_free(&sol);
		return false;
	}
	if (brute && bf_won(b, h, bf_of(kinds, nk, p, h)) !=
	    (sol.outcome == OUTCOME_N))
		good = false;
	/* A win with no move listed only where there is no move at all. */
	for (i = 0, moves = false, n = bf_of(kinds, nk, p, h); i < n; i++)
		moves = moves || bf_has_move(b, &h[i]);
	if (sol.outcome == OUTCOME_P ? sol.wins.n > 0 :
	    (sol.wins.n > 0) != moves)
		good = false;
	for (i = 0; good && i < sol.wins.n; i++) {
		if (brute) {
			good = !bf_won(b, h, bf_of(kinds, nk, &sol.wins.p[i], h));
			continue;
		}
		solution_init(&after, 0);
		good = misere_solve(r, &sol.wins.p[i], &after, &why) ==
		    SG_OK && after.outcome == OUTCOME_P;
		solution_free(&after);
	}
	if (!good)
		diag("%s: the engine says %s with %zu winning moves; %s",
		    check_fmt(r, p), sol.outcome == OUTCOME_N ? "N" : "P",
		    sol.wins.n, brute ? "the brute force differs" :
		    "a winning move is not proven lost");
	solution_free(&sol);
	return good;
}

/* Single rows of 1..hi: the brute force up to reach, then the engine's
 * own proof of each winning move. */
static void
bf_rows(const struct bf_game *g, uint64_t reach, uint64_t hi)
{
	struct rules *r = bf_rules(g);
	unsigned long bad = 0;
	struct pos p;
	struct bf b;
	uint64_t n;

	bf_init(&b);
	pos_init(&p);
	if (pos_resize(&p, 1) != SG_OK)
		check_bail("out of memory");
	for (n = 1; n <= hi; n++) {
		p.v[0] = n;
		bad += !bf_agrees(r, &b, &g->kind, 1, &p, n <= reach);
	}
	ok(bad == 0, "misere %s%s%s: single rows to %llu, against the brute "
	    "force to %llu, past it each winning move proven lost (%lu "
	    "differ)", g->name, g->opt != NULL ? " " : "", g->opt != NULL ?
	    g->opt : "", (unsigned long long)hi, (unsigned long long)reach,
	    bad);
	bf_free(&b);
	pos_free(&p);
	rules_free(r);
}

static uint64_t
bf_random(uint64_t *state, uint64_t n)
{
	*state = *state * 6364136223846793005ULL + 1442695040888963407ULL;
	return (*state >> 33) % n;
}

/* count random sums of 2 to 4 heaps, each to hi and all to total. */
static void
bf_sums(const struct bf_game *g, unsigned count, uint64_t hi,
    uint64_t total)
{
	struct rules *r = bf_rules(g);
	unsigned long bad = 0;
	uint64_t seed = 2024, left;
	unsigned t;
	size_t i, k;
	struct pos p;
	struct bf b;

	bf_init(&b);
	pos_init(&p);
	for (t = 0; t < count; t++) {
		k = 2 + (size_t)bf_random(&seed, 3);
		if (pos_resize(&p, k) != SG_OK)
			check_bail("out of memory");
		for (i = 0, left = total; i < k; i++) {
			p.v[i] = 1 + bf_random(&seed, hi);
			p.v[i] = p.v[i] > left ? left : p.v[i];
			left -= p.v[i];
		}
		bad += !bf_agrees(r, &b, &g->kind, 1, &p, true);
	}
	ok(bad == 0, "misere %s%s%s: %u random sums of heaps to %llu, %llu "
	    "in all, against the brute force (%lu differ)", g->name,
	    g->opt != NULL ? " " : "", g->opt != NULL ? g->opt : "", count,
	    (unsigned long long)hi, (unsigned long long)total, bad);
	bf_free(&b);
	pos_free(&p);
	rules_free(r);
}

/* Sums of Nim, Kayles, Grundy's game and Dawson's Kayles: the position
 * of the benchmark, then random ones (each part's heaps to hi). */
static void
bf_mixed(unsigned count, uint64_t hi)
{
	static const unsigned char kinds[] = { BF_NIM, 5, BF_NIM, BF_GRUNDY,
	    2 };
	struct rules *r = check_rules("sum", NULL);
	unsigned long bad = 0;
	uint64_t seed = 7;
	char text[256];
	struct pos p;
	struct bf b;
	unsigned t;

	bf_init(&b);
	pos_init(&p);
	for (t = 0; t <= count; t++) {
		if (t == 0)
			snprintf(text, sizeof text, "nim 1 + kayles 9 8 + nim 9 + "
			    "grundy 7 + dawson 0");
		else
			snprintf(text, sizeof text, "nim %llu + kayles %llu %llu "
			    "+ nim %llu + grundy %llu + dawson %llu",
			    (unsigned long long)bf_random(&seed, hi),
			    (unsigned long long)bf_random(&seed, hi),
			    (unsigned long long)bf_random(&seed, hi),
			    (unsigned long long)bf_random(&seed, hi),
			    (unsigned long long)bf_random(&seed, hi),
			    (unsigned long long)bf_random(&seed, hi));
		pos_free(&p);
		pos_init(&p);
		check_parse(r, text, &p);
		bad += !bf_agrees(r, &b, kinds, 5, &p, true);
	}
	ok(bad == 0, "misere sums of nim, kayles, grundy and dawson: nim 1 + "
	    "kayles 9 8 + nim 9 + grundy 7 and %u random ones of parts to "
	    "%llu against the brute force (%lu differ)", count,
	    (unsigned long long)hi, bad);
	bf_free(&b);
	pos_free(&p);
	rules_free(r);
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
	test_stored();
	misere_teach_all("nim", 3, 5);
	misere_teach_all("nim", 4, 3);
	misere_teach_all("kayles", 2, 6);
	misere_teach_all("grundy", 2, 9);
	misere_teach_all("subtract", 3, 7);
	misere_teach_all("kayles", 3, 9);
	for (k = 0; k < 5; k++)
		bf_sums(&bf_games[k], 40, 30, 36);
	bf_rows(&bf_games[0], 60, 60);
	bf_rows(&bf_games[1], 60, 60);
	bf_rows(&bf_games[2], 40, 40);
	bf_rows(&bf_games[3], 36, 60);
	bf_rows(&bf_games[4], 45, 50);
	bf_mixed(10, 6);
	return done_testing();
}
