/*
 * test-quotient.c: misere play by the quotients of tbquot.h, held against
 * a brute force over the literal rules (game->rules.moves, memoised, without
 * the search's limits) on random sums of heaps adding up to at most 40 in
 * Kayles, Dawson's Kayles, Dawson's chess, 0.16 and Grundy's game: the
 * outcome, and every winning move leaving a misere P-position; the known
 * facts of misere Kayles; positions past what is proven refused; why
 * 0.07's quotient stops at heap 24 (an element parts at heap 25); each
 * quotient proven a second time apart from tbquot.c, copies of it spoiled
 * in one entry refused by that proof, and every sum of its heaps up to
 * some thirty stones held against the brute force.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "check.h"
#include "engine/memo.h"
#include "engine/misere.h"
#include "engine/tbcode.h"
#include "engine/tbquot.h"

enum { TOTAL = 40, SUMS = 60 };

/* Is p won for the player to move in misere play?  By the definition. */
static bool
brute_won(struct rules *r, struct memo *memo, const struct pos *p)
{
	struct poslist opts;
	struct sg_cause why;
	struct pos key;
	uint64_t known;
	bool won;
	size_t i;

	pos_init(&key);
	pos_copy(&key, p);
	r->game->notation.canon(r, &key);
	if (memo_get(memo, &key, &known)) {
		pos_free(&key);
		return known != 0;
	}
	poslist_init(&opts);
	if (r->game->rules.moves(r, p, &opts, &why) != SG_OK)
		abort();
	won = opts.n == 0;	/* no move: the opponent moved last */
	for (i = 0; i < opts.n && !won; i++)
		won = !brute_won(r, memo, &opts.p[i]);
	poslist_free(&opts);
	if (memo_put(memo, &key, won) != SG_OK)
		abort();
	pos_free(&key);
	return won;
}

/* A random sum of one to four heaps adding up to at most TOTAL. */
static void
random_sum(uint64_t *seed, struct pos *p)
{
	uint64_t left = TOTAL, h, n = game_rand(seed, 1, 4), i;

	p->n = 0;
	for (i = 0; i < n && left > 0; i++) {
		h = game_rand(seed, i == 0 ? 1 : 0, i + 1 == n ? left :
		    left / 2 + 1);
		pos_push(p, h);
		left -= h;
	}
}

/* The quotient's answer on p against the brute force: outcome, every
 * winning move leaving a P-position, and as many of them. */
static bool
agrees(struct rules *r, struct memo *memo, const struct pos *p,
    unsigned *refused)
{
	struct solution sol;
	struct sg_cause why;
	struct poslist opts;
	size_t i, wins = 0;
	bool good, won = brute_won(r, memo, p);
	int rc;

	solution_init(&sol, 100000);
	rc = misere_solve(r, p, &sol, &why);
	if (rc == SG_ERANGE) {
		(*refused)++;
		solution_free(&sol);
		return true;
	}
	good = rc == SG_OK && (sol.outcome == OUTCOME_N) == won;
	for (i = 0; good && i < sol.wins.n; i++)
		good = r->game->rules.check(r, p, &sol.wins.p[i], &why) == SG_OK &&
		    !brute_won(r, memo, &sol.wins.p[i]);
	poslist_init(&opts);
	if (good && r->game->rules.moves(r, p, &opts, &why) == SG_OK) {
		for (i = 0; i < opts.n; i++)
			wins += !brute_won(r, memo, &opts.p[i]);
		good = wins == sol.wins.n;
	}
	poslist_free(&opts);
	solution_free(&sol);
	return good;
}

static void
test_game(const char *game, const char *code, uint64_t seed)
{
	char opt[32];
	const char *opts[] = { opt, NULL };
	struct rules *r;
	struct memo *memo;
	struct sg_cause why;
	struct tbq *q = NULL;
	struct pos p;
	unsigned i, bad = 0, refused = 0, byq = 0;
	uint64_t most;
	size_t j;

	snprintf(opt, sizeof opt, "code=%s", code != NULL ? code : "");
	r = check_rules(game, code != NULL ? opts : NULL);
	if (memo_new(&memo) != SG_OK)
		abort();
	pos_init(&p);
	for (i = 0; i < SUMS; i++) {
		random_sum(&seed, &p);
		for (j = 0, most = 0; j < p.n; j++)
			most = p.v[j] > most ? p.v[j] : most;
		if (!agrees(r, memo, &p, &refused) && bad++ == 0)
			diag("%s %s: %s differs from the brute force", game,
			    code != NULL ? code : "", check_fmt(r, &p));
		if (r->game->theory.quotient(r, 1, &q, &why) == SG_OK &&
		    most <= tbq_heaps(q))
			byq++;
	}
	ok(bad == 0, "%s%s%s: %u random sums of at most %u agree with the "
	    "brute force, every winning move leaves a P-position (%u by the "
	    "quotient, %u past it and the search)", game, code != NULL ? " " :
	    "", code != NULL ? code : "", SUMS, (unsigned)TOTAL, byq,
	    refused);
	pos_free(&p);
	memo_free(memo);
	rules_free(r);
}

static void
test_kayles(void)
{
	struct rules *r = check_rules("kayles", NULL);
	struct sg_cause why;
	struct solution sol;
	struct tbq *q = NULL;
	uint64_t pre, per;
	struct pos p;

	ok(r->game->theory.quotient(r, 0, &q, &why) == SG_OK, "kayles: a quotient");
	ok(q != NULL && tbq_order(q) % 2 == 0, "kayles: its order %u is even",
	    q != NULL ? tbq_order(q) : 0);
	ok(q != NULL && tbq_period(q, &pre, &per) && per == 12,
	    "kayles: the heap map is proven periodic, period 12");
	ok(q != NULL && tbq_heaps(q) == UINT64_MAX, "kayles: every heap is "
	    "covered");
	pos_init(&p);
	check_parse(r, "1000000 999999 123456789012", &p);
	solution_init(&sol, 3);
	ok(misere_solve(r, &p, &sol, &why) == SG_OK, "kayles: rows of "
	    "10^6 and 10^11 are answered");
	solution_free(&sol);
	pos_free(&p);
	rules_free(r);
}

static void
test_refused(void)
{
	const char *opts[] = { "code=0.16", NULL };
	struct rules *r = check_rules("takebreak", opts);
	struct sg_cause why;
	struct solution sol;
	struct pos p;
	int rc;

	pos_init(&p);
	check_parse(r, "20000", &p);
	solution_init(&sol, 3);
	rc = misere_solve(r, &p, &sol, &why);
	ok(rc == SG_ERANGE && strstr(why.text, "heap 20000 is past the") !=
	    NULL && strstr(why.text, "misere quotient covers") != NULL,
	    "0.16: heaps past the quotient and the search are refused with "
	    "the reason: %s", why.text);
	solution_free(&sol);
	pos_free(&p);
	rules_free(r);
}

/* Grundy's game's quotient as a fresh rules object finds it: its order,
 * heaps and whether it came with progress reports (computed, not read). */
static bool
progress_seen(void *arg, uint64_t done, uint64_t total)
{
	(void)done;
	(void)total;
	*(bool *)arg = true;
	return true;
}

static void
grundy_quotient(unsigned *order, uint64_t *heaps, bool *computed)
{
	struct rules *r = check_rules("grundy", NULL);
	struct sg_cause why;
	struct tbq *q = NULL;

	*computed = false;
	r->progress = progress_seen;
	r->progress_arg = computed;
	if (r->game->theory.quotient(r, 0, &q, &why) != SG_OK)
		check_bail("grundy quotient: %s", why.text);
	*order = tbq_order(q);
	*heaps = tbq_heaps(q);
	rules_free(r);
}

/* The quotient is kept between runs, read back only once proven again. */
static void
test_cache(const char *dir)
{
	char file[512];
	unsigned o1, o2;
	uint64_t h1, h2;
	bool c1, c2;
	FILE *f;

	snprintf(file, sizeof file, "%s/sprague/quotient-4xp0.bin", dir);
	unlink(file);
	grundy_quotient(&o1, &h1, &c1);
	ok(c1 && access(file, R_OK) == 0, "grundy: the quotient (order %u, "
	    "heaps %llu) is computed and written to %s", o1,
	    (unsigned long long)h1, file);
	grundy_quotient(&o2, &h2, &c2);
	ok(!c2 && o2 == o1 && h2 == h1, "a second run reads it back, "
	    "computing nothing");
	if ((f = fopen(file, "r+b")) != NULL) {
		fseek(f, 400, SEEK_SET);
		fputc(0x55, f);
		fclose(f);
	}
	grundy_quotient(&o2, &h2, &c2);
	ok(c2 && o2 == o1 && h2 == h1, "a damaged file is ignored: the "
	    "quotient is computed again, the same");
	grundy_quotient(&o2, &h2, &c2);
	ok(!c2 && o2 == o1 && h2 == h1, "and written again");
}

/* The files the quotients above were written to, then the directory. */
static void
remove_cache(const char *dir)
{
	static const char *const codes[] = { "0p77", "0p07", "0p137",
	    "0p16", "4xp0", NULL };
	char file[512];
	size_t i;

	for (i = 0; codes[i] != NULL; i++) {
		snprintf(file, sizeof file, "%s/sprague/quotient-%s.bin", dir,
		    codes[i]);
		unlink(file);
	}
	snprintf(file, sizeof file, "%s/sprague", dir);
	rmdir(file);
	rmdir(dir);
}

/* The quotient of code's heaps, computed afresh. */
static struct tbq *
quotient_of(struct rules **r, const char *code)
{
	char opt[32];
	const char *opts[] = { opt, NULL };
	struct sg_cause why;
	struct tbq *q = NULL;

	snprintf(opt, sizeof opt, "code=%s", code);
	*r = check_rules("takebreak", opts);
	if ((*r)->game->theory.quotient(*r, 0, &q, &why) != SG_OK)
		check_bail("%s: %s", code, why.text);
	return q;
}

static unsigned
heap_el(const struct tbq *q, uint64_t h)
{
	struct sg_cause why;
	unsigned x;

	if (tbq_heap(q, h, &x, &why) != SG_OK)
		check_bail("heap %llu: %s", (unsigned long long)h, why.text);
	return x;
}

/*
 * Why the quotient of 0.07 cannot grow from heap 24 to heap 25 by a new
 * generator alone (tbquot.c): heap 21 and the sum 4 + 4 are one element
 * among the heaps to 24, yet the brute force finds 21 + 25 lost and
 * 4 + 4 + 25 won, so with heap 25 that element parts in two.
 */
static void
test_stop_witness(void)
{
	const char *opts[] = { "code=0.07", NULL };
	struct rules *r = check_rules("takebreak", opts);
	struct sg_cause why;
	struct memo *memo;
	struct tbq *q = NULL;
	struct tb_code c;
	struct pos a, b;

	if (memo_new(&memo) != SG_OK)
		abort();
	/* The quotient of heaps 0..24 exactly, whatever a larger one says. */
	if (tb_code_parse("0.07", &c, &why) != SG_OK ||
	    tbq_new(&c, &q, &why) != SG_OK)
		check_bail("0.07: %s", why.text);
	tbq_no_cache(q);
	if (tbq_grow(q, NULL, 24, &why) != SG_OK)
		check_bail("0.07 quotient: %s", why.text);
	ok(tbq_heaps(q) == 24 && heap_el(q, 21) == tbq_mul(q, heap_el(q, 4),
	    heap_el(q, 4)), "0.07: in the quotient of heaps 0..24, heap 21 "
	    "and 4 + 4 are one element");
	pos_init(&a);
	pos_init(&b);
	check_parse(r, "21 25", &a);
	check_parse(r, "4 4 25", &b);
	ok(!brute_won(r, memo, &a) && brute_won(r, memo, &b), "0.07: yet "
	    "21 + 25 is lost and 4 + 4 + 25 won (the brute force)");
	pos_free(&a);
	pos_free(&b);
	tbq_free(q);
	memo_free(memo);
	rules_free(r);
}

/*
 * Quotients the literature gives with their order.  Conway's tame
 * quotient T2 = <a, b | a^2 = 1, b^3 = b>, P = {a, b^2}, of order 6 (the
 * quotient of misere Nim's heaps 0..3), for tame codes whose heaps have
 * the values 0..3; and R8 = <a, b, c | a^2 = 1, b^3 = b, b c = a b, c^2 =
 * b^2>, P = {a, b^2}, of order 8, which Plambeck ("Taming the wild in
 * impartial combinatorial games", 2005) gives for 0.75 and which is the
 * only misere quotient of order 8 (Siegel, "The structure and
 * classification of misere quotients", 2007).  Checked in the products
 * themselves, not in the presentation's words.
 */
static void
test_published(void)
{
	static const char *const tame[] = { "0.31", "0.33", "0.73", NULL };
	struct rules *r;
	struct tbq *q;
	unsigned a, b, c, b2, i, x, np;
	bool good;

	for (i = 0; tame[i] != NULL; i++) {
		q = quotient_of(&r, tame[i]);
		a = heap_el(q, 1);
		b = heap_el(q, 2);
		b2 = tbq_mul(q, b, b);
		for (x = 0, np = 0; x < tbq_order(q); x++)
			np += tbq_is_p(q, x);
		good = tbq_order(q) == 6 && tbq_mul(q, a, a) == 0 &&
		    tbq_mul(q, b2, b) == b && b2 != 0 && np == 2 &&
		    tbq_is_p(q, a) && tbq_is_p(q, b2);
		ok(good, "%s: the tame quotient T2, order 6 (a^2 = 1, b^3 = b, "
		    "P = {a, b^2}); order %u", tame[i], tbq_order(q));
		rules_free(r);
	}
	q = quotient_of(&r, "0.75");
	a = heap_el(q, 1);
	b = heap_el(q, 2);
	c = heap_el(q, 5);
	b2 = tbq_mul(q, b, b);
	for (x = 0, np = 0; x < tbq_order(q); x++)
		np += tbq_is_p(q, x);
	good = tbq_order(q) == 8 && tbq_mul(q, a, a) == 0 &&
	    tbq_mul(q, b2, b) == b && tbq_mul(q, b, c) == tbq_mul(q, a, b) &&
	    tbq_mul(q, c, c) == b2 && np == 2 && tbq_is_p(q, a) &&
	    tbq_is_p(q, b2) && c != b && c != a && c != 0;
	ok(good, "0.75: Plambeck's R8, order 8 (a^2 = 1, b^3 = b, b c = a b, "
	    "c^2 = b^2, P = {a, b^2}); order %u", tbq_order(q));
	rules_free(r);
}

/*
 * Kayles' quotient proven again here, apart from tbquot.c, from the
 * literal rules: a sum's "type" is its element x, the set D of z with
 * some option's element times z in P, and whether it has a move; a sum's
 * type is the product of its heaps' types, and every sum is a misere
 * P-position exactly when its element is, if every type obeys "x in P
 * exactly when there is a move and 1 is not in D".  Heaps past 2 pre +
 * 2 per + 1 add no type (the periodicity theorem of tbquot.c), so the
 * heaps to HEAPS suffice.  Then the order is the number of classes of
 * "x z in P exactly when y z in P for every z", found by refining.
 */
enum { HEAPS = 200, TYPES = 4096 };

struct ktype {
	unsigned x;
	uint64_t d;		/* bit z: some option's element times z in P */
	bool moves;
};

static struct ktype
type_mul(const struct tbq *q, struct ktype s, struct ktype t)
{
	struct ktype u = { tbq_mul(q, s.x, t.x), 0, s.moves || t.moves };
	unsigned z;

	for (z = 0; z < tbq_order(q); z++) {
		if ((s.d >> tbq_mul(q, t.x, z) & 1) ||
		    (t.d >> tbq_mul(q, s.x, z) & 1))
			u.d |= UINT64_C(1) << z;
	}
	return u;
}

static struct ktype
heap_type(struct rules *r, const struct tbq *q, uint64_t h)
{
	struct ktype t = { heap_el(q, h), 0, false };
	struct poslist opts;
	struct sg_cause why;
	struct pos p;
	unsigned x, z;
	size_t i, j;

	pos_init(&p);
	pos_push(&p, h);
	poslist_init(&opts);
	if (r->game->rules.moves(r, &p, &opts, &why) != SG_OK)
		check_bail("moves of %llu: %s", (unsigned long long)h, why.text);
	for (i = 0; i < opts.n; i++) {
		t.moves = true;
		for (j = 0, x = 0; j < opts.p[i].n; j++)
			x = tbq_mul(q, x, heap_el(q, opts.p[i].v[j]));
		for (z = 0; z < tbq_order(q); z++) {
			if (tbq_is_p(q, tbq_mul(q, x, z)))
				t.d |= UINT64_C(1) << z;
		}
	}
	poslist_free(&opts);
	pos_free(&p);
	return t;
}

static bool
type_find(const struct ktype *ts, size_t n, struct ktype t)
{
	size_t i;

	for (i = 0; i < n; i++) {
		if (ts[i].x == t.x && ts[i].d == t.d && ts[i].moves == t.moves)
			return true;
	}
	return false;
}

/* Classes of the congruence on the elements the heaps generate. */
static unsigned
classes(const struct tbq *q, const unsigned *gen, size_t ngen)
{
	unsigned cls[64], next[64], sig[64][64], n = tbq_order(q), x, y, k;
	unsigned count = 2, was = 0;
	size_t g;

	for (x = 0; x < n; x++)
		cls[x] = tbq_is_p(q, x);
	while (count != was) {
		was = count;
		count = 0;
		for (x = 0; x < n; x++) {
			for (g = 0; g < ngen; g++)
				sig[x][g] = cls[tbq_mul(q, x, gen[g])];
			for (y = 0; y < x; y++) {
				if (cls[y] != cls[x])
					continue;
				for (k = 0; k < ngen && sig[y][k] == sig[x][k];
				    k++)
					;
				if (k == ngen)
					break;
			}
			next[x] = y < x ? next[y] : count++;
		}
		memcpy(cls, next, sizeof cls);
	}
	return count;
}

static void
test_kayles_proof(void)
{
	struct rules *r = check_rules("kayles", NULL);
	struct ktype *ts, t, u, heap[HEAPS + 1];
	struct sg_cause why;
	struct tbq *q = NULL;
	unsigned gen[64], x, bad = 0;
	uint64_t reached = 0;
	size_t n = 1, i, j, ngen = 0, nh = 0;
	uint64_t h, pre, per;
	bool periodic;

	if (r->game->theory.quotient(r, 0, &q, &why) != SG_OK ||
	    tbq_order(q) > 64 || !tbq_period(q, &pre, &per) ||
	    2 * pre + 2 * per + 1 > HEAPS)
		check_bail("kayles: no quotient to prove again");
	periodic = true;
	for (h = pre; h + per <= HEAPS; h++)
		periodic = periodic && heap_el(q, h) == heap_el(q, h + per);
	ts = calloc(TYPES, sizeof *ts);
	if (ts == NULL)
		abort();
	ts[0].x = 0;		/* no heap: no move, no D */
	for (h = 0; h <= HEAPS; h++) {
		t = heap_type(r, q, h);
		if (!type_find(heap, nh, t))
			heap[nh++] = t;
		x = t.x;
		for (i = 0; i < ngen && gen[i] != x; i++)
			;
		if (i == ngen && ngen < 64)
			gen[ngen++] = x;
	}
	for (i = 0; i < n; i++) {
		for (j = 0; j < nh; j++) {
			u = type_mul(q, ts[i], heap[j]);
			if (!type_find(ts, n, u) && n < TYPES)
				ts[n++] = u;
		}
	}
	for (i = 0; i < n; i++) {
		t = ts[i];
		reached |= UINT64_C(1) << t.x;
		if (tbq_is_p(q, t.x) != (t.moves && !(t.d & 1)))
			bad++;
	}
	ok(periodic && n < TYPES && bad == 0 && ngen < 64 &&
	    (unsigned)__builtin_popcountll(reached) == tbq_order(q) &&
	    classes(q, gen, ngen) == tbq_order(q), "kayles: the quotient "
	    "proven again from the rules: %zu kinds of sums, each obeying "
	    "the misere rule, every element some sum's, the heap map "
	    "periodic (period %llu from heap %llu); no two of the %u "
	    "elements alike", n, (unsigned long long)per,
	    (unsigned long long)pre, tbq_order(q));
	free(ts);
	rules_free(r);
}

/*
 * The quotients that stop short of a period (0.07, 0.137, 0.16, Grundy's
 * game) proven again the same way, apart from tbquot.c, on a copy of
 * their tables: a commutative monoid with the identity 0; every kind of
 * sum of the heaps covered obeying the misere rule; every element some
 * sum's; no two elements alike.  Then the copy is spoiled in one entry at
 * a time (one element's P-bit, one heap's element, one product) and each
 * spoiled copy must be refused: a quotient proven this way gives every
 * sum's outcome, which is unique, and its elements are told apart, so no
 * change of one entry can pass.  And every sum of the heaps covered up to
 * a total of stones is held against the brute force.
 */
enum { QT_MAX = 512, QT_WORDS = QT_MAX / 64, QT_HEAPS = 64,
	QT_SLOTS = 1 << 18 };

struct qtab {
	unsigned n;
	uint64_t heaps;			/* heaps 0..heaps covered */
	uint16_t mul[QT_MAX][QT_MAX];
	bool p[QT_MAX];
	unsigned map[QT_HEAPS + 1];
};

/* A sum's type here: its element, D as a bitset, whether it moves. */
struct qtype {
	unsigned x;
	uint64_t d[QT_WORDS];
	bool moves;
};

/* Why a table is refused (0: proven). */
enum { QT_PROVEN, QT_NOT_MONOID, QT_RULE, QT_UNREACHED, QT_ALIKE,
	QT_TOO_MANY };

static void
qtab_of(const struct tbq *q, struct qtab *t)
{
	unsigned x, y;
	uint64_t h;

	memset(t, 0, sizeof *t);
	t->n = tbq_order(q);
	t->heaps = tbq_computed(q) < QT_HEAPS ? tbq_computed(q) : QT_HEAPS;
	if (t->n > QT_MAX)
		check_bail("order %u past %u", t->n, (unsigned)QT_MAX);
	for (x = 0; x < t->n; x++) {
		t->p[x] = tbq_is_p(q, x);
		for (y = 0; y < t->n; y++)
			t->mul[x][y] = (uint16_t)tbq_mul(q, x, y);
	}
	for (h = 0; h <= t->heaps; h++)
		t->map[h] = heap_el(q, h);
}

static bool
qt_has(const uint64_t *d, unsigned z)
{
	return (d[z / 64] >> (z % 64)) & 1;
}

static void
qt_put(uint64_t *d, unsigned z)
{
	d[z / 64] |= UINT64_C(1) << (z % 64);
}

static bool
qt_same(const struct qtype *a, const struct qtype *b)
{
	return a->x == b->x && a->moves == b->moves &&
	    memcmp(a->d, b->d, sizeof a->d) == 0;
}

static struct qtype
qt_mul(const struct qtab *t, const struct qtype *a, const struct qtype *b)
{
	struct qtype u;
	unsigned z;

	memset(&u, 0, sizeof u);
	u.x = t->mul[a->x][b->x];
	u.moves = a->moves || b->moves;
	for (z = 0; z < t->n; z++) {
		if (qt_has(a->d, t->mul[b->x][z]) ||
		    qt_has(b->d, t->mul[a->x][z]))
			qt_put(u.d, z);
	}
	return u;
}

static struct qtype
qt_heap_type(struct rules *r, const struct qtab *t, uint64_t h)
{
	struct qtype k;
	struct poslist opts;
	struct sg_cause why;
	struct pos p;
	unsigned x, z;
	size_t i, j;

	memset(&k, 0, sizeof k);
	k.x = t->map[h];
	pos_init(&p);
	pos_push(&p, h);
	poslist_init(&opts);
	if (r->game->rules.moves(r, &p, &opts, &why) != SG_OK)
		check_bail("moves of %llu: %s", (unsigned long long)h, why.text);
	for (i = 0; i < opts.n; i++) {
		k.moves = true;
		for (j = 0, x = 0; j < opts.p[i].n; j++)
			x = t->mul[x][t->map[opts.p[i].v[j]]];
		for (z = 0; z < t->n; z++) {
			if (t->p[t->mul[x][z]])
				qt_put(k.d, z);
		}
	}
	poslist_free(&opts);
	pos_free(&p);
	return k;
}

/* The slot of k in an open-addressed table of QT_SLOTS indices + 1. */
static size_t
qt_slot(const struct qtype *ts, const uint32_t *slot, const struct qtype *k)
{
	uint64_t v = (uint64_t)k->x << 1 | k->moves;
	size_t i;
	unsigned w;

	for (w = 0; w < QT_WORDS; w++)
		v = (v ^ k->d[w]) * UINT64_C(0x9e3779b97f4a7c15);
	i = (size_t)(v >> 40) & (QT_SLOTS - 1);
	while (slot[i] != 0 && !qt_same(&ts[slot[i] - 1], k))
		i = (i + 1) & (QT_SLOTS - 1);
	return i;
}

/* With assoc false the products are those of a table already proven a
 * monoid (only its P-bits or its heaps' elements changed): the O(n^3)
 * check of associativity is skipped. */
static int
qtab_verify(struct rules *r, const struct qtab *t, bool assoc,
    size_t *ntypes)
{
	struct qtype *ts, heap[QT_HEAPS + 1], u;
	unsigned x, y, z, gen[QT_HEAPS + 1], ngen = 0, cls[QT_MAX],
	    next[QT_MAX], count, was, g;
	bool reached[QT_MAX];
	uint32_t *slot;
	uint64_t h;
	size_t n = 1, i, j, nh = 0, s;
	int rc = QT_PROVEN;

	*ntypes = 0;
	for (x = 0; x < t->n; x++) {
		for (y = 0; y < t->n; y++) {
			if (t->mul[x][y] >= t->n || t->mul[x][y] !=
			    t->mul[y][x] || (x == 0 && t->mul[x][y] != y))
				return QT_NOT_MONOID;
			for (z = 0; z < t->n && assoc; z++) {
				if (t->mul[t->mul[x][y]][z] !=
				    t->mul[x][t->mul[y][z]])
					return QT_NOT_MONOID;
			}
		}
	}
	ts = calloc(QT_SLOTS / 2, sizeof *ts);
	slot = calloc(QT_SLOTS, sizeof *slot);
	if (ts == NULL || slot == NULL)
		abort();
	slot[qt_slot(ts, slot, &ts[0])] = 1;	/* no heap: no move */
	if (t->p[0])
		rc = QT_RULE;
	for (h = 1; h <= t->heaps; h++) {
		u = qt_heap_type(r, t, h);
		for (j = 0; j < nh && !qt_same(&heap[j], &u); j++)
			;
		if (j == nh)
			heap[nh++] = u;
		for (g = 0; g < ngen && gen[g] != u.x; g++)
			;
		if (g == ngen)
			gen[ngen++] = u.x;
	}
	for (i = 0; i < n && rc == QT_PROVEN; i++) {
		for (j = 0; j < nh && rc == QT_PROVEN; j++) {
			u = qt_mul(t, &ts[i], &heap[j]);
			s = qt_slot(ts, slot, &u);
			if (slot[s] != 0)
				continue;
			if (n == QT_SLOTS / 2)
				rc = QT_TOO_MANY;
			else {
				ts[n++] = u;
				slot[s] = (uint32_t)n;
				/* The rule, as each kind is found: a spoiled
				 * copy is refused at once. */
				if (t->p[u.x] != (u.moves && !qt_has(u.d, 0)))
					rc = QT_RULE;
			}
		}
	}
	memset(reached, 0, sizeof reached);
	/* (Each kind was held to the rule as it was found.) */
	for (i = 0; i < n && rc == QT_PROVEN; i++)
		reached[ts[i].x] = true;
	*ntypes = n;
	free(ts);
	free(slot);
	if (rc != QT_PROVEN)
		return rc;
	for (x = 0; x < t->n; x++) {
		if (!reached[x])
			return QT_UNREACHED;
	}
	/* No two alike: refine {P, not P} along the heaps' elements. */
	for (x = 0; x < t->n; x++)
		cls[x] = t->p[x];
	count = 2;
	was = 0;
	while (count != was) {
		was = count;
		count = 0;
		for (x = 0; x < t->n; x++) {
			for (y = 0; y < x; y++) {
				for (g = 0; g < ngen && cls[y] == cls[x] &&
				    cls[t->mul[y][gen[g]]] ==
				    cls[t->mul[x][gen[g]]]; g++)
					;
				if (g == ngen && cls[y] == cls[x])
					break;
			}
			next[x] = y < x ? next[y] : count++;
		}
		memcpy(cls, next, sizeof cls);
	}
	return count == t->n ? QT_PROVEN : QT_ALIKE;
}

/* Every sum of heaps 1..t->heaps of at most total stones (parts from
 * `from` up, `left` stones left) against the brute force; the count of
 * sums into *sums, of disagreements into *bad. */
static void
qt_sums(struct rules *r, struct memo *memo, const struct qtab *t,
    struct pos *p, uint64_t from, uint64_t left, unsigned x,
    unsigned long *sums, unsigned long *bad)
{
	uint64_t h;

	(*sums)++;
	if (brute_won(r, memo, p) == t->p[x])
		(*bad)++;
	for (h = from; h <= t->heaps && h <= left; h++) {
		pos_push(p, h);
		qt_sums(r, memo, t, p, h, left - h, t->mul[x][t->map[h]], sums,
		    bad);
		p->n--;
	}
}

/* The quotient of heaps 0..max (0: as far as it grows), of order order
 * where the literature gives it (0: not checked). */
static void
test_proof(const char *game, const char *code, uint64_t max, unsigned order,
    uint64_t total)
{
	char opt[32];
	const char *opts[] = { opt, NULL };
	static struct qtab t, spoilt;
	struct sg_cause why;
	struct tbq *q = NULL;
	struct rules *r;
	struct memo *memo;
	struct pos p;
	unsigned x, y, tried = 0, refused = 0, step;
	unsigned long sums = 0, bad = 0;
	uint64_t h;
	size_t ntypes;
	int rc;

	snprintf(opt, sizeof opt, "code=%s", code != NULL ? code : "");
	r = check_rules(game, code != NULL ? opts : NULL);
	if (r->game->theory.quotient(r, max, &q, &why) != SG_OK)
		check_bail("%s: %s", game, why.text);
	if (order != 0)
		ok(tbq_order(q) == order && tbq_computed(q) == max, "%s%s%s: "
		    "the quotient of heaps 0..%llu has order %u (the "
		    "literature's), found %u at heap %llu", game, code ? " " :
		    "", code ? code : "", (unsigned long long)max, order,
		    tbq_order(q), (unsigned long long)tbq_computed(q));
	qtab_of(q, &t);
	rc = qtab_verify(r, &t, true, &ntypes);
	ok(rc == QT_PROVEN && tbq_computed(q) <= QT_HEAPS, "%s%s%s: the "
	    "quotient of heaps 0..%llu proven again from the rules: %zu kinds "
	    "of sums, each obeying the misere rule, every element some "
	    "sum's, no two of the %u elements alike (%d)", game, code ? " " :
	    "", code ? code : "", (unsigned long long)t.heaps, ntypes, t.n,
	    rc);
	/* P-bits, every heap's element, and products along a diagonal,
	 * each spoiled alone: of a large table 64 P-bits and 16 products,
	 * evenly spaced (a spoiled product is found by the O(n^3) check). */
	step = t.n > 64 ? t.n / 64 : 1;
	for (x = 0; x < t.n; x += step) {
		spoilt = t;
		spoilt.p[x] = !spoilt.p[x];
		tried++;
		refused += qtab_verify(r, &spoilt, false, &ntypes) !=
		    QT_PROVEN;
	}
	for (h = 1; h <= t.heaps; h++) {
		spoilt = t;
		spoilt.map[h] = (spoilt.map[h] + 1) % t.n;
		tried++;
		refused += qtab_verify(r, &spoilt, false, &ntypes) !=
		    QT_PROVEN;
	}
	for (x = 1; x < t.n; x += t.n > 16 ? t.n / 16 : 1) {
		y = t.n - x;
		spoilt = t;
		spoilt.mul[x][y] = spoilt.mul[y][x] = (uint16_t)
		    ((t.mul[x][y] + 1) % t.n);
		tried++;
		refused += qtab_verify(r, &spoilt, true, &ntypes) != QT_PROVEN;
	}
	ok(refused == tried, "%s%s%s: %u of %u copies spoiled in one entry "
	    "(a P-bit, a heap's element, a product) are refused", game,
	    code ? " " : "", code ? code : "", refused, tried);
	if (memo_new(&memo) != SG_OK)
		abort();
	pos_init(&p);
	qt_sums(r, memo, &t, &p, 1, total, 0, &sums, &bad);
	ok(bad == 0, "%s%s%s: all %lu sums of heaps 0..%llu with at most %llu "
	    "stones agree with the brute force (%lu differ)", game, code ?
	    " " : "", code ? code : "", sums, (unsigned long long)t.heaps,
	    (unsigned long long)total, bad);
	pos_free(&p);
	memo_free(memo);
	rules_free(r);
}

/*
 * Conway's genus by its definition, against tbq_genus for tame codes:
 * heap h's genus is g^(s0 s1 s2 ...), g its normal Grundy value and s_k
 * the misere Grundy value (mex of the options' values, 1 with no move) of
 * heap h plus k Nim heaps of 2.  A position here is the code's heaps and
 * Nim heaps, the Nim heaps written NIM + n.
 */
#define NIM (UINT64_C(1) << 40)

/* p without its part i, then the parts of add (zeros left out). */
static void
replace_part(const struct pos *p, size_t i, const uint64_t *add, size_t n,
    struct pos *out)
{
	size_t j;

	out->n = 0;
	for (j = 0; j < p->n; j++) {
		if (j != i)
			pos_push(out, p->v[j]);
	}
	for (j = 0; j < n; j++) {
		if (add[j] != 0 && add[j] != NIM)
			pos_push(out, add[j]);
	}
	pos_sort(out);
}

static unsigned
misere_value(struct rules *r, struct memo *memo, const struct pos *p)
{
	bool seen[64] = { false };
	struct poslist opts;
	struct sg_cause why;
	struct pos one, next;
	uint64_t known, m;
	unsigned v;
	size_t i, k;
	bool moves = false;

	if (memo_get(memo, p, &known))
		return (unsigned)known;
	pos_init(&one);
	pos_init(&next);
	for (i = 0; i < p->n; i++) {
		if (i > 0 && p->v[i] == p->v[i - 1])
			continue;
		if (p->v[i] >= NIM) {
			for (m = NIM; m < p->v[i]; m++) {
				moves = true;
				replace_part(p, i, &m, 1, &next);
				seen[misere_value(r, memo, &next)] = true;
			}
			continue;
		}
		one.n = 0;
		pos_push(&one, p->v[i]);
		poslist_init(&opts);
		if (r->game->rules.moves(r, &one, &opts, &why) != SG_OK)
			abort();
		for (k = 0; k < opts.n; k++) {
			moves = true;
			replace_part(p, i, opts.p[k].v, opts.p[k].n, &next);
			seen[misere_value(r, memo, &next)] = true;
		}
		poslist_free(&opts);
	}
	for (v = 0; seen[v]; v++)
		;
	v = moves ? v : 1;
	if (memo_put(memo, p, v) != SG_OK)
		abort();
	pos_free(&one);
	pos_free(&next);
	return v;
}

/* Heap h's genus by the definition, written as tbq_genus writes it. */
static void
genus_by_definition(struct rules *r, struct memo *memo, uint64_t h,
    unsigned g, struct sbuf *out)
{
	unsigned s[6], n, k;
	struct pos p;

	pos_init(&p);
	for (k = 0; k < 6; k++) {
		p.n = 0;
		if (h > 0)
			pos_push(&p, h);
		for (n = 0; n < k; n++)
			pos_push(&p, NIM + 2);
		pos_sort(&p);
		s[k] = misere_value(r, memo, &p);
	}
	pos_free(&p);
	/* Written up to where the last two figures repeat. */
	for (n = 2; n < 6 && !(s[n] == s[n - 2] && (n + 1 == 6 ||
	    s[n + 1] == s[n - 1])); n++)
		;
	sbuf_printf(out, "%u^", g);
	for (k = 0; k < n; k++)
		sbuf_printf(out, g < 10 && s[k] < 10 ? "%u" : ",%u", s[k]);
}

static void
test_genus(void)
{
	static const char *const codes[] = { "0.31", "0.33", "0.52", "0.73",
	    "0.77", NULL };
	struct tbq_genera ge;
	struct sg_cause why;
	struct sbuf want, got;
	struct rules *r;
	struct memo *memo;
	struct tbq *q;
	unsigned bad, i;
	uint64_t h, most;

	sbuf_init(&want);
	sbuf_init(&got);
	for (i = 0; codes[i] != NULL; i++) {
		q = quotient_of(&r, codes[i]);
		if (tbq_genera(q, &ge, &why) != SG_OK || memo_new(&memo) != SG_OK)
			check_bail("%s: genera: %s", codes[i], why.text);
		most = ge.n < 10 ? ge.n : 10;
		for (h = 0, bad = 0; h <= most && ge.tame; h++) {
			sbuf_reset(&want);
			sbuf_reset(&got);
			genus_by_definition(r, memo, h, ge.g[h], &want);
			tbq_genus(&ge, h, &got);
			if (strcmp(sbuf_str(&want), sbuf_str(&got)) != 0 &&
			    bad++ == 0)
				diag("%s heap %llu: genus %s by the definition, "
				    "%s by the quotient", codes[i],
				    (unsigned long long)h, sbuf_str(&want),
				    sbuf_str(&got));
		}
		if (strcmp(codes[i], "0.77") == 0)
			ok(!ge.tame, "%s: wild, no genus claimed", codes[i]);
		else
			ok(ge.tame && bad == 0, "%s: tame; the genus of heaps "
			    "0..%llu by the quotient is the genus by the "
			    "definition", codes[i], (unsigned long long)most);
		memo_free(memo);
		tbq_genera_free(&ge);
		rules_free(r);
	}
	sbuf_free(&want);
	sbuf_free(&got);
}

/* Says stop at the at-th report made within a heap past 24 (a report at
 * a heap's start is a whole number of TBQ_STEPS). */
struct stopper {
	unsigned calls, at;
	bool stopped;
};

static bool
stop_inside(void *arg, uint64_t done, uint64_t total)
{
	struct stopper *s = arg;

	(void)total;
	if (done % TBQ_STEPS != 0 && done / TBQ_STEPS >= 24 &&
	    ++s->calls >= s->at) {
		s->stopped = true;
		return false;
	}
	return true;
}

/* Stopped in the middle of a heap whose trials are refined (0.07 past
 * heap 24), the quotient keeps the heaps done before it, and grown on
 * afterwards it reaches heap 30 at order 360 all the same: a stop never
 * leaves a half-made trial behind.  (Before test_proof, which caches
 * 0.07: this one must grow it.) */
static void
test_stop_inside(void)
{
	const char *opts[] = { "code=0.07", NULL };
	struct stopper s = { 0, 5, false };
	struct rules *r = check_rules("takebreak", opts);
	struct sg_cause why;
	struct tbq *q = NULL;
	int rc;

	r->progress = stop_inside;
	r->progress_arg = &s;
	rc = r->game->theory.quotient(r, 30, &q, &why);
	r->progress = NULL;
	q = NULL;
	if (r->game->theory.quotient(r, 30, &q, &why) != SG_OK)
		q = NULL;
	ok(rc == SG_EINTR && s.stopped && q != NULL && tbq_computed(q) ==
	    30 && tbq_order(q) == 360, "0.07: stopped within a refined heap "
	    "(%d), then grown on to heap %llu at order %u", rc, q != NULL ?
	    (unsigned long long)tbq_computed(q) : 0ULL, q != NULL ?
	    tbq_order(q) : 0);
	rules_free(r);
}

/* The first progress report's total: the heaps still to grow. */
static bool
first_total(void *arg, uint64_t done, uint64_t total)
{
	uint64_t *t = arg;

	(void)done;
	if (*t == UINT64_MAX)
		*t = total;
	return true;
}

/* A quotient grown part of the way is kept, and a later run goes on from
 * there rather than from heap 0. */
static void
test_continue(const char *dir)
{
	char file[512];
	struct rules *r;
	struct sg_cause why;
	struct tbq *q = NULL;
	uint64_t total = UINT64_MAX, h1 = 0;
	bool good;

	snprintf(file, sizeof file, "%s/sprague/quotient-0p77.bin", dir);
	unlink(file);
	r = check_rules("kayles", NULL);
	if (r->game->theory.quotient(r, 60, &q, &why) == SG_OK)
		h1 = tbq_heaps(q);
	rules_free(r);
	r = check_rules("kayles", NULL);
	r->progress = first_total;
	r->progress_arg = &total;
	good = r->game->theory.quotient(r, 0, &q, &why) == SG_OK &&
	    tbq_heaps(q) == UINT64_MAX;
	ok(h1 == 60 && good && total == (TBQ_DEFAULT_HEAPS - 60) *
	    TBQ_STEPS,
	    "kayles: grown to heap %llu and kept, a later run goes on from "
	    "there (%llu heaps left to grow of %u) to the period",
	    (unsigned long long)h1, (unsigned long long)total / TBQ_STEPS,
	    (unsigned)TBQ_DEFAULT_HEAPS);
	rules_free(r);
}

int
main(void)
{
	char dir[256];

	/* The quotients this test grows go to a cache of its own. */
	snprintf(dir, sizeof dir, "%s/sprague-quotient.XXXXXX",
	    getenv("TMPDIR") != NULL ? getenv("TMPDIR") : "/tmp");
	if (mkdtemp(dir) == NULL || setenv("XDG_CACHE_HOME", dir, 1) != 0) {
		printf("Bail out! no temporary directory\n");
		return EXIT_FAILURE;
	}
	test_cache(dir);
	test_continue(dir);
	test_kayles();
	test_kayles_proof();
	test_stop_inside();
	test_proof("takebreak", "0.07", 30, 360, 30);
	test_proof("takebreak", "0.137", 24, 0, 30);
	test_proof("takebreak", "0.16", 17, 0, 30);
	test_proof("grundy", NULL, 0, 0, 32);
	test_published();
	test_genus();
	test_refused();
	test_stop_witness();
	test_game("kayles", NULL, 1);
	test_game("takebreak", "0.07", 2);
	test_game("takebreak", "0.137", 3);
	test_game("takebreak", "0.16", 4);
	test_game("grundy", NULL, 5);
	remove_cache(dir);
	return done_testing();
}
