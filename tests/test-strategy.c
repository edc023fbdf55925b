/*
 * test-strategy.c: the computer's strength.  Perfect play never loses a
 * won position against random replies (the brute force judging every
 * move), the beginner loses some; in a lost position the computer plays
 * the longest defence, the move of the highest remoteness (hand-checked,
 * and against the search over the literal rules on every small lost
 * position of every game); huge positions fall back safely.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "check.h"
#include "engine/judge.h"
#include "engine/remote.h"
#include "engine/strategy.h"

enum { GAMES = 300, BRUTE_STATES = 1u << 21 };

/* A random small position of the game. */
static void
random_pos(const char *game, struct strategy_rng *g, struct pos *p)
{
	size_t i, n;
	uint64_t c;

	if (strcmp(game, "nim") == 0 || strcmp(game, "kayles") == 0) {
		pos_resize(p, 1 + strategy_rng_below(g, 3));
		for (i = 0; i < p->n; i++)
			p->v[i] = strategy_rng_below(g, 9);
	} else if (strcmp(game, "circle") == 0) {
		pos_resize(p, 1 + strategy_rng_below(g, 11));
		for (i = 0; i < p->n; i++)
			p->v[i] = strategy_rng_below(g, 4) != 0;
	} else if (strcmp(game, "euclid") == 0) {
		pos_resize(p, 2);
		p->v[0] = 1 + strategy_rng_below(g, 60);
		p->v[1] = 1 + strategy_rng_below(g, 60);
	} else if (strcmp(game, "multiply") == 0) {
		pos_resize(p, 2);
		p->v[0] = 2 + strategy_rng_below(g, 500);
		p->v[1] = 1 + strategy_rng_below(g, p->v[0] / 4 + 1);
	} else {
		/* staircase: up to 4 men on cells 1..14, ascending */
		n = 1 + strategy_rng_below(g, 4);
		pos_resize(p, 0);
		for (c = 1; c <= 14 && p->n < n; c++) {
			if (strategy_rng_below(g, 14) < 2 * n)
				pos_push(p, c);
		}
		if (p->n == 0)
			pos_push(p, 1 + strategy_rng_below(g, 14));
	}
}

/* A uniformly random legal move; false when there is none. */
static bool
random_move(struct rules *r, const struct pos *p, struct strategy_rng *g,
    struct pos *out)
{
	struct sg_cause why;
	struct poslist opts;
	bool any;

	poslist_init(&opts);
	r->game->rules.moves(r, p, &opts, &why);
	if ((any = opts.n > 0))
		pos_copy(out, &opts.p[strategy_rng_below(g, opts.n)]);
	poslist_free(&opts);
	return any;
}

static uint64_t
value(struct brute *b, const struct pos *p)
{
	struct sg_cause why;
	uint64_t v = 0;

	if (brute_value(b, p, &v, &why) != SG_OK)
		diag("brute force: %s", why.text);
	return v;
}

/*
 * Play the computer at level from a position the brute force calls won,
 * against a random (or, with perfect_opponent, a perfect) player.
 * Returns true when the computer makes the last move; *blunder is set
 * when a perfect computer leaves a won position.
 */
static bool
play_out(struct rules *r, struct brute *b, struct pos *p,
    enum strategy_level level, bool perfect_opponent,
    struct strategy_rng *g, bool *blunder)
{
	struct sg_cause why;
	struct pos q;
	bool computer = true, moved;
	int rc;

	pos_init(&q);
	for (;;) {
		if (computer) {
			rc = strategy_move(r, p, level, g, &q, &why);
			moved = rc == SG_OK;
			if (moved && level == STRATEGY_PERFECT &&
			    value(b, &q) != 0)
				*blunder = true;
		} else if (perfect_opponent) {
			rc = strategy_move(r, p, STRATEGY_PERFECT, g, &q, &why);
			moved = rc == SG_OK;
		} else
			moved = random_move(r, p, g, &q);
		if (!moved)
			break;
		pos_copy(p, &q);
		computer = !computer;
	}
	pos_free(&q);
	/* Whoever is to move with no move has lost. */
	return !computer;
}

/* A random position the brute force calls won. */
static void
won_pos(const char *game, struct brute *b, struct strategy_rng *g,
    struct pos *p)
{
	do
		random_pos(game, g, p);
	while (value(b, p) == 0);
}

static void
test_perfect(const char *game)
{
	struct rules *r = check_rules(game, NULL);
	struct strategy_rng g;
	struct brute *b;
	struct pos p;
	unsigned lost = 0, blunders = 0, i;
	bool blunder;

	brute_new(r, BRUTE_STATES, &b);
	strategy_rng_seed(&g, 1);
	pos_init(&p);
	for (i = 0; i < GAMES; i++) {
		won_pos(game, b, &g, &p);
		blunder = false;
		if (!play_out(r, b, &p, STRATEGY_PERFECT, false, &g, &blunder))
			lost++;
		blunders += blunder;
	}
	ok(lost == 0 && blunders == 0, "%s: perfect play wins all %u won "
	    "positions against random replies (%u lost, %u games with a move "
	    "to a won position)", game, GAMES, lost, blunders);
	pos_free(&p);
	brute_free(b);
	rules_free(r);
}

/* How many of GAMES won positions the level loses to perfect play. */
static unsigned
losses(const char *game, enum strategy_level level)
{
	struct rules *r = check_rules(game, NULL);
	struct strategy_rng g;
	struct brute *b;
	struct pos p;
	unsigned lost = 0, i;
	bool blunder;

	brute_new(r, BRUTE_STATES, &b);
	strategy_rng_seed(&g, 2);
	pos_init(&p);
	for (i = 0; i < GAMES; i++) {
		won_pos(game, b, &g, &p);
		if (!play_out(r, b, &p, level, true, &g, &blunder))
			lost++;
	}
	pos_free(&p);
	brute_free(b);
	rules_free(r);
	return lost;
}

static void
test_levels(const char *game)
{
	unsigned beginner = losses(game, STRATEGY_BEGINNER);
	unsigned strong = losses(game, STRATEGY_STRONG);
	unsigned perfect = losses(game, STRATEGY_PERFECT);

	ok(perfect == 0 && beginner > 0 && beginner > strong,
	    "%s: of %u won positions against perfect play, perfect loses %u, "
	    "strong %u, beginner %u", game, GAMES, perfect, strong, beginner);
}

/* Is p lost with a move to make, by its remoteness (even, not 0, under
 * normal play; odd under misere play)? */
static bool
lost_with_moves(struct remote *rm, bool misere, const struct pos *p,
    uint64_t *x)
{
	struct sg_cause why;

	return remote_of(rm, p, x, &why) == SG_OK &&
	    *x % 2 == (misere ? 1 : 0) && *x > 0;
}

/* The highest remoteness among p's moves in *best and that of q in
 * *chosen; false when the search cannot answer for one. */
static bool
remoteness_of_moves(struct rules *r, struct remote *rm, const struct pos *p,
    const struct pos *q, uint64_t *best, uint64_t *chosen)
{
	struct sg_cause why;
	struct poslist opts;
	uint64_t x;
	size_t i;
	bool all;

	poslist_init(&opts);
	all = r->game->rules.moves(r, p, &opts, &why) == SG_OK;

	*best = 0;
	*chosen = UINT64_MAX;
	for (i = 0; all && i < opts.n; i++) {
		all = remote_of(rm, &opts.p[i], &x, &why) == SG_OK;
		*best = x > *best ? x : *best;
		if (pos_eq(&opts.p[i], q))
			*chosen = x;
	}
	poslist_free(&opts);
	return all && *chosen != UINT64_MAX;
}

/*
 * Every small lost position of every game (the positions the tests of the
 * theory go through), under normal or misere play: the perfect computer's
 * move lasts longest, its remoteness the highest among the moves, by the
 * search over the literal rules.  Positions with too many moves to list
 * are passed by (the computer then plays any_move).  Under misere play
 * the remoteness's parity agrees with the judge's outcome on every small
 * position too (odd: lost for the player to move).
 */
static void
test_longest(bool misere)
{
	const char *play = misere ? "misere" : "normal";
	struct strategy_rng g;
	struct poslist smalls;
	struct sg_cause why;
	struct solution sol;
	struct remote *rm;
	struct judge j;
	struct rules *r;
	struct pos q;
	uint64_t x, best, chosen;
	unsigned long n, bad, agree, differ;
	size_t gi, i;

	strategy_rng_seed(&g, 3);
	pos_init(&q);
	for (gi = 0; gi < game_count(); gi++) {
		const struct game *gm = game_at(gi);

		if (gm->tests.smalls == NULL || gm->rules.moves == NULL ||
		    gm->rules.move_bound == NULL || rules_new(gm, &r, &why) !=
		    SG_OK)
			continue;
		if (rules_has_opt(gm, "code") && rules_set(r, "code", "0.137",
		    &why) != SG_OK)
			check_bail("%s: %s", gm->name, why.text);
		if (judge_init(&j, r, misere, &why) != SG_OK) {
			rules_free(r);
			continue;
		}
		poslist_init(&smalls);
		if (gm->tests.smalls(r, &smalls) != SG_OK ||
		    remote_new(r, misere, REMOTE_STATES, &rm) != SG_OK)
			check_bail("%s: out of memory", gm->name);
		for (i = 0, agree = differ = 0; misere && i < smalls.n; i++) {
			solution_init(&sol, 1);
			if (remote_of(rm, &smalls.p[i], &x, &why) == SG_OK &&
			    judge_solve(&j, &smalls.p[i], &sol, &why) ==
			    SG_OK) {
				if ((x % 2 == 1) == (sol.outcome == OUTCOME_P))
					agree++;
				else if (differ++ < 5)
					diag("%s %s: misere remoteness %llu, "
					    "but the judge says %s", gm->name,
					    check_fmt(r, &smalls.p[i]),
					    (unsigned long long)x,
					    sol.outcome == OUTCOME_P ? "P" :
					    "N");
			}
			solution_free(&sol);
		}
		if (misere)
			ok(agree > 0 && differ == 0, "%s: misere remoteness "
			    "and the judge agree on %lu small positions (%lu "
			    "not)", gm->name, agree, differ);
		for (i = 0, n = bad = 0; i < smalls.n; i++) {
			if (gm->rules.move_bound(r, &smalls.p[i]) >
			    STRATEGY_MOVES_MAX ||
			    !lost_with_moves(rm, misere, &smalls.p[i], &x) ||
			    strategy_move_judged(&j, &smalls.p[i],
			    STRATEGY_PERFECT, &g, &q, &why) != SG_OK ||
			    !remoteness_of_moves(r, rm, &smalls.p[i], &q, &best,
			    &chosen))
				continue;
			n++;
			if (chosen != best && bad++ < 5)
				diag("%s %s: a move of remoteness %llu, %llu "
				    "possible", gm->name,
				    check_fmt(r, &smalls.p[i]),
				    (unsigned long long)chosen,
				    (unsigned long long)best);
		}
		ok(n > 0 && bad == 0, "%s, %s play: on %lu small lost "
		    "positions the computer plays the longest defence (%lu "
		    "not)", gm->name, play, n, bad);
		remote_free(rm);
		judge_free(&j);
		poslist_free(&smalls);
		rules_free(r);
	}
	pos_free(&q);
}

static const char *
move_text(const char *game, const char *pos, enum strategy_level level)
{
	struct rules *r = check_rules(game, NULL);
	static char buf[256];
	struct strategy_rng g;
	struct sg_cause why;
	struct pos p, q;
	int rc;

	strategy_rng_seed(&g, 4);
	pos_init(&p);
	pos_init(&q);
	check_parse(r, pos, &p);
	if ((rc = strategy_move(r, &p, level, &g, &q, &why)) == SG_OK)
		snprintf(buf, sizeof buf, "%s", check_fmt(r, &q));
	else
		snprintf(buf, sizeof buf, "status %d", rc);
	pos_free(&p);
	pos_free(&q);
	rules_free(r);
	return buf;
}

static struct strategy_score
score_of(const char *game, const char *pos)
{
	struct rules *r = check_rules(game, NULL);
	struct strategy_score s = { 0, 0 };
	struct sg_cause why;
	struct pos p;

	pos_init(&p);
	check_parse(r, pos, &p);
	if (strategy_score(r, &p, &s, &why) != SG_OK)
		diag("%s %s: %s", game, pos, why.text);
	pos_free(&p);
	rules_free(r);
	return s;
}

static void
test_hand_checked(void)
{
	struct strategy_score s;

	/* 3 4 4 5 has nim-sum 4, and all three heaps with the 4 bit can
	 * answer; 4 4 4 5 has nim-sum 1, answered by the 5 alone. */
	s = score_of("nim", "3 4 4 5");
	ok(s.wins == 3 && s.replies == 16, "nim 3 4 4 5: 3 winning replies "
	    "of 16");
	s = score_of("nim", "4 4 4 5");
	ok(s.wins == 1 && s.replies == 17, "nim 4 4 4 5: 1 winning reply of "
	    "17");
	ok(strcmp(move_text("nim", "5 4 4 5", STRATEGY_PERFECT),
	    "4 4 4 5") == 0, "nim 5 4 4 5 (lost): take one from a 5, not "
	    "from a 4");
	/* 1 2 and 0 2 each have one winning reply; 1 2 has three replies
	 * in all, 0 2 two. */
	ok(strcmp(move_text("nim", "2 2", STRATEGY_PERFECT), "1 2") == 0,
	    "nim 2 2 (lost): leave 1 2, the longer game");
	/* From 1000 6 (factor 167 needed) the factors 2..9 leave factors
	 * 84, 56, 42, 34, 28, 24, 21, 19 with 5, 3, 2, 2, 2, 1, 1, 1
	 * answers into (9, 18]; of the last three (each with 8 replies)
	 * the factor 7, making 42, comes first. */
	s = score_of("multiply", "1000 12");
	ok(s.wins == 5 && s.replies == 8, "multiply 1000 12: 5 winning "
	    "replies of 8");
	ok(strcmp(move_text("multiply", "1000 6", STRATEGY_PERFECT),
	    "1000 42") == 0, "multiply 1000 6 (lost): multiply by 7");
	ok(strcmp(move_text("nim", "0 0", STRATEGY_BEGINNER), "status -4") ==
	    0, "no move in a finished game");
}

static void
test_huge(void)
{
	const char *m;

	/* 2^62 twice: lost, 2^63 moves, never listed: any_move. */
	m = move_text("nim", "4611686018427387904 4611686018427387904",
	    STRATEGY_BEGINNER);
	ok(strcmp(m, "4611686018427387903 4611686018427387904") == 0,
	    "nim 2^62 2^62: the long-game move, without listing 2^63 moves");
	m = move_text("nim", "4611686018427387904 5", STRATEGY_PERFECT);
	ok(strcmp(m, "5 5") == 0, "nim 2^62 5: the winning move at once");
	m = move_text("euclid", "1 9223372036854775807", STRATEGY_CASUAL);
	ok(strncmp(m, "1 ", 2) == 0, "euclid 1 2^63-1: a move at once (%s)",
	    m);
	m = move_text("staircase", "3 9223372036854775807", STRATEGY_STRONG);
	ok(strncmp(m, "3 ", 2) == 0, "staircase 3 2^63-1: a move at once "
	    "(%s)", m);
}

/* A question with a small budget goes on from the work of the ones
 * before, and ends with the full search's answer; a position that
 * filled the whole memory is refused again (and a smaller one is still
 * answered). */
static void
test_budget(void)
{
	const struct game *g = game_find("kayles");
	struct remote *full, *part, *tiny;
	struct sg_cause why;
	struct rules *r = NULL;
	struct pos p, small;
	uint64_t x = 0, y = 0;
	int rc = SG_ERANGE, first;
	size_t calls = 0;

	pos_init(&p);
	pos_init(&small);
	if (rules_new(g, &r, &why) != SG_OK)
		check_bail("kayles: %s", why.text);
	check_parse(r, "12 11", &p);
	check_parse(r, "2", &small);
	if (remote_new(r, false, REMOTE_STATES, &full) != SG_OK ||
	    remote_new(r, false, REMOTE_STATES, &part) != SG_OK ||
	    remote_new(r, false, 20, &tiny) != SG_OK)
		check_bail("kayles 12 11: out of memory");
	rc = remote_of(full, &p, &x, &why);
	ok(rc == SG_OK, "kayles 12 11: the full search answers (remoteness "
	    "%llu)", (unsigned long long)x);
	rc = SG_ERANGE;
	first = remote_within(part, &p, 5, &y, &why);
	for (calls = 1; first == SG_ERANGE && calls < 10000 &&
	    (rc = remote_within(part, &p, 5, &y, &why)) == SG_ERANGE; calls++)
		;
	ok(first == SG_ERANGE && rc == SG_OK && y == x, "kayles 12 11: "
	    "questions of 5 positions each give up, go on from one another "
	    "and end with the same remoteness %llu (%zu questions)",
	    (unsigned long long)y, calls + 1);
	first = remote_of(tiny, &p, &y, &why);
	rc = remote_of(tiny, &p, &y, &why);
	ok(first == SG_ERANGE && rc == SG_ERANGE && strstr(why.text, "20") !=
	    NULL, "kayles 12 11 in 20 positions: refused, and refused again "
	    "(%s)", why.text);
	rc = remote_of(tiny, &small, &y, &why);
	ok(rc == SG_OK && y == 1, "kayles 2 in the same search: still "
	    "answered (%llu)", (unsigned long long)y);
	remote_free(full);
	remote_free(part);
	remote_free(tiny);
	pos_free(&p);
	pos_free(&small);
	rules_free(r);
}

static void
test_levels_and_rng(void)
{
	enum strategy_level l;
	struct strategy_rng a, b;
	struct sg_cause why;
	unsigned count[6] = { 0 }, i;
	bool same = true, fair = true;

	ok(strategy_level_parse("casual", &l, &why) == SG_OK &&
	    l == STRATEGY_CASUAL && strcmp(strategy_level_name(l),
	    "casual") == 0, "casual parses and names itself");
	ok(strategy_level_parse("expert", &l, &why) == SG_EINVAL &&
	    strstr(why.text, "level \"expert\": must be perfect") != NULL,
	    "an unknown level is refused: %s", why.text);
	ok(strategy_level_random_sixths(STRATEGY_PERFECT) == 0 &&
	    strategy_level_random_sixths(STRATEGY_STRONG) == 1 &&
	    strategy_level_random_sixths(STRATEGY_CASUAL) == 2 &&
	    strategy_level_random_sixths(STRATEGY_BEGINNER) == 4,
	    "random moves: 0, 1, 2 and 4 in 6");
	strategy_rng_seed(&a, 42);
	strategy_rng_seed(&b, 42);
	for (i = 0; i < 60000; i++) {
		uint64_t x = strategy_rng_below(&a, 6);

		same &= x == strategy_rng_below(&b, 6);
		count[x]++;
	}
	for (i = 0; i < 6; i++)
		fair &= count[i] > 9000 && count[i] < 11000;
	ok(same && fair, "the generator repeats from a seed and is fair on "
	    "0..5 (%u %u %u %u %u %u)", count[0], count[1], count[2],
	    count[3], count[4], count[5]);
}

int
main(void)
{
	static const char *const games[] = { "nim", "kayles", "circle",
	    "euclid", "multiply", "staircase" };
	size_t i;

	test_levels_and_rng();
	for (i = 0; i < sizeof games / sizeof games[0]; i++)
		test_perfect(games[i]);
	for (i = 0; i < sizeof games / sizeof games[0]; i++)
		test_levels(games[i]);
	test_hand_checked();
	test_longest(false);
	test_longest(true);
	test_huge();
	test_budget();
	return done_testing();
}
