/*
 * euclid.c: Euclid's game.  Two numbers; a move subtracts a positive
 * multiple of the smaller from the larger, keeping it >= 0, and whoever
 * makes a 0 wins.  A pair that holds a 0 is therefore a finished game, lost
 * for the player to move.  When both numbers are equal either may be
 * called the larger, so both ways of making a 0 are moves.
 *
 * The theory walks the quotients of the Euclidean algorithm.  Write the
 * pair as s <= l with l = q s + r.  The moves lead to (s, r + j s) for
 * j = 0..q-1; the first of these is the smaller pair (r, s), and every
 * later one, having only the moves to the earlier ones, is worth the mex of
 * their values.  So if v is the value of (r, s) (0 when r = 0), the values
 * along j run 0, 1, 2, ... with v left out: the pair is worth q - 1 when
 * 1 <= q <= v and q otherwise.  In particular it is won whenever q >= 2
 * (the player with a free choice wins) and, with q = 1, exactly when (r, s)
 * is lost.  Folding this up from the last quotient costs one step per
 * quotient, never one per multiple, and there are at most 92 quotients
 * below 2^64 (Lame's bound: Fibonacci neighbours are the worst case).
 */
#include "config.h"

#include "games.h"
#include "engine/words.h"
#include "../table.h"

enum { EUCLID_MAX_QUOTIENTS = 100 };

static int
euclid_parse(struct rules *r, int argc, char *const argv[], struct pos *out,
    struct sg_cause *why)
{
	if (argc != 2)
		return sg_fail(why, SG_EINVAL, W_("euclid: give two numbers"));
	return game_parse_numbers(argc, argv, sg_max_u63(), "number", out,
	    why);
}

static void
euclid_format(const struct rules *r, const struct pos *p, struct sbuf *out)
{
	game_format_numbers(p, out);
}

/* The Grundy value of the pair a, b (in either order). */
static uint64_t
euclid_value(uint64_t a, uint64_t b)
{
	uint64_t q[EUCLID_MAX_QUOTIENTS], s, l, t, v = 0;
	size_t n = 0;

	s = a < b ? a : b;
	l = a < b ? b : a;
	while (s != 0 && n < EUCLID_MAX_QUOTIENTS) {
		q[n++] = l / s;
		t = l % s;
		l = s;
		s = t;
	}
	while (n > 0) {
		n--;
		v = q[n] <= v ? q[n] - 1 : q[n];
	}
	return v;
}

static int
euclid_moves(struct rules *r, const struct pos *p, struct poslist *out,
    struct sg_cause *why)
{
	struct pos q;
	uint64_t s, k;
	size_t big, i;
	int rc = SG_OK;

	if (p->v[0] == 0 || p->v[1] == 0)
		return SG_OK;
	big = p->v[0] > p->v[1] ? 0 : 1;
	s = p->v[1 - big];
	pos_init(&q);
	/* With equal numbers either one may be the one reduced. */
	for (i = 0; i < 2 && rc == SG_OK; i++) {
		if (i != big && p->v[0] != p->v[1])
			continue;
		for (k = 1; k <= p->v[i] / s && rc == SG_OK; k++) {
			if ((rc = pos_copy(&q, p)) != SG_OK)
				break;
			q.v[i] -= k * s;
			rc = poslist_add(out, &q);
		}
	}
	pos_free(&q);
	return rc;
}

static int
euclid_check(struct rules *r, const struct pos *from, const struct pos *to,
    struct sg_cause *why)
{
	long i = game_one_changed(from, to);
	uint64_t other;

	if (from->v[0] == 0 || from->v[1] == 0)
		return sg_fail(why, SG_EINVAL, W_("the game is over: a "
		    "number is 0"));
	if (i < 0)
		return sg_fail(why, SG_EINVAL, W_("a move changes exactly "
		    "one number"));
	other = from->v[1 - i];
	if (from->v[i] < other)
		return sg_fail(why, SG_EINVAL, W_("only the larger number "
		    "may be reduced"));
	if (to->v[i] > from->v[i])
		return sg_fail(why, SG_EINVAL, W_("a number cannot grow"));
	if ((from->v[i] - to->v[i]) % other != 0)
		return sg_fail(why, SG_EINVAL, W_("subtract a multiple of "
		    "the smaller number, %llu"), (unsigned long long)other);
	return SG_OK;
}

static void
euclid_describe(const struct rules *r, const struct pos *from,
    const struct pos *to, struct sbuf *out)
{
	long i = game_one_changed(from, to);
	uint64_t s, d;

	if (i < 0 || from->v[1 - i] == 0 || to->v[i] > from->v[i] ||
	    from->v[i] < from->v[1 - i] ||
	    (from->v[i] - to->v[i]) % from->v[1 - i] != 0) {
		sbuf_add(out, W_("an illegal move"));
		return;
	}
	s = from->v[1 - i];
	d = from->v[i] - to->v[i];
	/* TRANSLATORS: a move of Euclid's game: the multiple, the smaller
	 * number, their product and the number it is taken from (the first
	 * or the second where both are equal). */
	sbuf_printf(out, from->v[0] != from->v[1] ?
	    W_("subtract %1$llu x %2$llu = %3$llu from %4$llu") : i == 0 ?
	    W_("subtract %1$llu x %2$llu = %3$llu from the first %4$llu") :
	    W_("subtract %1$llu x %2$llu = %3$llu from the second %4$llu"),
	    (unsigned long long)(d / s), (unsigned long long)s,
	    (unsigned long long)d, (unsigned long long)from->v[i]);
}

/*
 * The board lists the moves: multiples 1, 2, ... of the smaller number
 * taken from the larger; with equal numbers, either made 0.  Move k
 * lowers entry euclid_list_entry by (k + 1) times the other.
 */
static uint64_t
euclid_list_count(struct rules *r, const struct pos *p)
{
	(void)r;
	if (p->n != 2 || p->v[0] == 0 || p->v[1] == 0)
		return 0;
	if (p->v[0] == p->v[1])
		return 2;
	return p->v[0] > p->v[1] ? p->v[0] / p->v[1] : p->v[1] / p->v[0];
}

static size_t
euclid_list_entry(const struct pos *p, uint64_t k)
{
	if (p->v[0] == p->v[1])
		return (size_t)k;
	return p->v[0] > p->v[1] ? 0 : 1;
}

static uint64_t
euclid_list_key(struct rules *r, const struct pos *p, uint64_t k)
{
	(void)r;
	return p->v[0] == p->v[1] ? 1 : k + 1;
}

static int
euclid_list_move(struct rules *r, const struct pos *p, uint64_t k,
    struct pos *out, struct sg_cause *why)
{
	size_t i;

	if (k >= euclid_list_count(r, p))
		return sg_fail(why, SG_EINVAL, "%s", W_("no such multiple"));
	i = euclid_list_entry(p, k);
	if (pos_copy(out, p) != SG_OK)
		return sg_nomem(why);
	out->v[i] -= euclid_list_key(r, p, k) * p->v[1 - i];
	return SG_OK;
}

static void
euclid_list_label(struct rules *r, const struct pos *p, uint64_t k,
    struct sbuf *out)
{
	size_t i = euclid_list_entry(p, k);

	sbuf_printf(out, "%s-%llu", p->v[0] != p->v[1] ? "" : i == 0 ?
	    "first " : "second ",
	    (unsigned long long)(euclid_list_key(r, p, k) * p->v[1 - i]));
}

static int
euclid_any_move(struct rules *r, const struct pos *p, struct pos *out,
    struct sg_cause *why)
{
	size_t big;

	if (p->v[0] == 0 || p->v[1] == 0)
		return SG_ENOMOVE;
	if (pos_copy(out, p) != SG_OK)
		return sg_nomem(why);
	/* One multiple at a time makes the game last longest. */
	big = p->v[0] > p->v[1] ? 0 : 1;
	out->v[big] -= p->v[1 - big];
	return SG_OK;
}

static int
euclid_solve(struct rules *r, const struct pos *p, struct solution *sol,
    struct sg_cause *why)
{
	uint64_t s, rem;
	size_t big;
	int err = SG_OK;

	sol->has_grundy = true;
	sol->grundy = euclid_value(p->v[0], p->v[1]);
	sol->outcome = sol->grundy != 0 ? OUTCOME_N : OUTCOME_P;
	if (sol->grundy == 0)
		return SG_OK;
	if (p->v[0] == p->v[1]) {
		if (solution_add_set(sol, p, 0, 0, &err))
			solution_add_set(sol, p, 1, 0, &err);
	} else {
		/* Of the moves to (s, rem + j s) only j = 0 and j = 1 can be
		 * lost for the opponent, and exactly one of them is. */
		big = p->v[0] > p->v[1] ? 0 : 1;
		s = p->v[1 - big];
		rem = p->v[big] % s;
		solution_add_set(sol, p, big, euclid_value(rem, s) == 0 ? rem :
		    rem + s, &err);
	}
	return err == SG_OK ? SG_OK : sg_fail(why, err, W_("out of memory"));
}

/*
 * The explanation walks the same quotients.  Pair i of the chain is
 * l = q s + r; a pair has a free choice when q >= 2 or r = 0 (the last
 * pair), and until the first free choice every move is forced, so that
 * choice falls to the player to move exactly when its index is odd.
 */
struct euclid_chain {
	uint64_t l[EUCLID_MAX_QUOTIENTS], s[EUCLID_MAX_QUOTIENTS];
	uint64_t q[EUCLID_MAX_QUOTIENTS], r[EUCLID_MAX_QUOTIENTS];
	size_t n;
};

static void
euclid_chain(uint64_t a, uint64_t b, struct euclid_chain *c)
{
	uint64_t s = a < b ? a : b, l = a < b ? b : a, t;

	c->n = 0;
	while (s != 0 && c->n < EUCLID_MAX_QUOTIENTS) {
		c->l[c->n] = l;
		c->s[c->n] = s;
		c->q[c->n] = l / s;
		c->r[c->n] = l % s;
		t = l % s;
		l = s;
		s = t;
		c->n++;
	}
}

/* The first pair from i on with a free choice (0-based). */
static size_t
euclid_first_free(const struct euclid_chain *c, size_t i)
{
	while (i + 1 < c->n && c->q[i] == 1)
		i++;
	return i;
}

static void
euclid_explain_chain(const struct euclid_chain *c, struct sbuf *out)
{
	size_t i;

	sbuf_add(out, W_("Euclid's algorithm on the pair, one line a "
	    "pair:\n"));
	for (i = 0; i < c->n; i++) {
		/* TRANSLATORS: a step of Euclid's algorithm: the pair's
		 * number, then l = q x s (a remainder may follow). */
		sbuf_printf(out, W_("  pair %1$zu: %2$llu = %3$llu x %4$llu"),
		    i + 1,
		    (unsigned long long)c->l[i], (unsigned long long)c->q[i],
		    (unsigned long long)c->s[i]);
		if (c->r[i] != 0)
			sbuf_printf(out, " + %llu",
			    (unsigned long long)c->r[i]);
		sbuf_addc(out, '\n');
	}
	sbuf_add(out, W_("\nAt a pair with quotient 1 and a remainder the only "
	    "move is to the next pair.  At a quotient of 2 or more the player "
	    "has a free choice and wins: from l = q x s + r they may leave "
	    "r and s, or r + s and s, whose only move is to r and s, so "
	    "whichever of the two is lost can be handed to the opponent.  At "
	    "the last pair (no remainder) the player makes a 0 and wins.\n\n"));
}

/* The winning move when the free choice is the first pair. */
static void
euclid_explain_choice(const struct euclid_chain *c, struct sbuf *out)
{
	size_t k;

	if (c->r[0] == 0) {
		sbuf_printf(out, W_("Subtract %1$llu x %2$llu from %3$llu and "
		    "make a 0.\n"), (unsigned long long)c->q[0],
		    (unsigned long long)c->s[0], (unsigned long long)c->l[0]);
		return;
	}
	k = euclid_first_free(c, 1);
	/* TRANSLATORS: the pair after the first move (its two numbers),
	 * where its first free choice comes (the pair's number, and the
	 * forced moves before it), and who wins there. */
	if (k == 1)
		sbuf_printf(out, W_("The pair %1$llu %2$llu (pair 2) has its "
		    "first free choice at once, so it is won for the player "
		    "who faces it.  "), (unsigned long long)c->s[0],
		    (unsigned long long)c->r[0]);
	else if ((k - 1) % 2 == 0)
		sbuf_printf(out, wngettext("The pair %1$llu %2$llu (pair 2) "
		    "has its first free choice at pair %3$zu, %4$zu forced "
		    "move later, so it is won for the player who faces it.  ",
		    "The pair %1$llu %2$llu (pair 2) has its first free choice "
		    "at pair %3$zu, %4$zu forced moves later, so it is won for "
		    "the player who faces it.  ", k - 1),
		    (unsigned long long)c->s[0], (unsigned long long)c->r[0],
		    k + 1, k - 1);
	else
		sbuf_printf(out, wngettext("The pair %1$llu %2$llu (pair 2) "
		    "has its first free choice at pair %3$zu, %4$zu forced "
		    "move later, so it is lost for the player who faces it.  ",
		    "The pair %1$llu %2$llu (pair 2) has its first free choice "
		    "at pair %3$zu, %4$zu forced moves later, so it is lost "
		    "for the player who faces it.  ", k - 1),
		    (unsigned long long)c->s[0], (unsigned long long)c->r[0],
		    k + 1, k - 1);
	if ((k - 1) % 2 == 1)
		sbuf_printf(out, W_("So subtract %1$llu x %2$llu from %3$llu, "
		    "leaving %4$llu and %5$llu to the opponent.\n"),
		    (unsigned long long)c->q[0], (unsigned long long)c->s[0],
		    (unsigned long long)c->l[0], (unsigned long long)c->s[0],
		    (unsigned long long)c->r[0]);
	else
		sbuf_printf(out, W_("So subtract %1$llu x %2$llu from %3$llu, "
		    "leaving %4$llu and %5$llu: the opponent's only move is to "
		    "%6$llu %7$llu, and the player faces pair 2.\n"),
		    (unsigned long long)(c->q[0] - 1),
		    (unsigned long long)c->s[0], (unsigned long long)c->l[0],
		    (unsigned long long)(c->r[0] + c->s[0]),
		    (unsigned long long)c->s[0], (unsigned long long)c->s[0],
		    (unsigned long long)c->r[0]);
}

static void
euclid_invariant(struct rules *r, const struct pos *p, struct sbuf *out)
{
	struct euclid_chain c;
	size_t k;

	if (p->v[0] == 0 || p->v[1] == 0) {
		sbuf_add(out, W_("A number is 0: the game is over, and the "
		    "player to move has lost (the opponent made the 0).\n"));
		return;
	}
	euclid_chain(p->v[0], p->v[1], &c);
	euclid_explain_chain(&c, out);
	k = euclid_first_free(&c, 0);
	/* TRANSLATORS: the pair's number in the chain, its quotient. */
	sbuf_printf(out, c.r[k] == 0 ? W_("Here the first free choice is at "
	    "pair %1$zu (quotient %2$llu, no remainder).  ") : W_("Here the "
	    "first free choice is at pair %1$zu (quotient %2$llu).  "), k + 1,
	    (unsigned long long)c.q[k]);
	if (k > 0)
		sbuf_printf(out, k % 2 == 0 ? wngettext("The %1$zu forced move "
		    "before it brings it to the player to move.  ", "The %1$zu "
		    "forced moves before it bring it to the player to move.  ",
		    k) : wngettext("The %1$zu forced move before it brings it "
		    "to the opponent.  ", "The %1$zu forced moves before it "
		    "bring it to the opponent.  ", k), k);
	if (k % 2 == 1) {
		sbuf_add(out, W_("The player to move loses.\n"));
		return;
	}
	sbuf_add(out, W_("The player to move wins.\n"));
	if (k > 0)
		sbuf_printf(out, W_("Make the forced move: subtract %1$llu "
		    "from %2$llu.\n"), (unsigned long long)c.s[0],
		    (unsigned long long)c.l[0]);
	else
		euclid_explain_choice(&c, out);
}

static uint64_t
euclid_move_bound(struct rules *r, const struct pos *p)
{
	uint64_t s = p->v[0] < p->v[1] ? p->v[0] : p->v[1];
	uint64_t l = p->v[0] < p->v[1] ? p->v[1] : p->v[0];

	if (s == 0)
		return 0;
	/* Equal numbers: either may be made 0. */
	return l == s ? 2 : l / s;
}

/* Every pair of numbers 0 to 12. */
static int
euclid_smalls(struct rules *r, struct poslist *out)
{
	(void)r;
	return game_smalls_pairs(out, 12);
}


/* The table: the pairs around this one. */
static int
euclid_table(struct rules *r, const struct pos *p, struct table *t,
    struct sg_cause *why)
{
	(void)why;
	if (p->n != 2) {
		table_words(t, r, NULL);
		return SG_OK;
	}
	table_pairs(t, p);
	sbuf_add(&t->heading, W_("Euclid's game: the value of the pair "
	    "(a, b), a down, b across"));
	sbuf_add(&t->notes, W_("A pair of different numbers is lost exactly "
	    "when the larger is less than 1.618... (the golden ratio) times "
	    "the smaller; a pair holding a 0 is a finished game.\n"));
	return SG_OK;
}

/* The menu's named positions, and its random starts. */
static const char *const euclid_presets[] = {
	"25 7",
	"35 13",
	"100 37",
	NULL
};

static void
euclid_random(const struct rules *r, unsigned level, bool opts, uint64_t *seed,
    struct sbuf *out)
{
	(void)r;
	uint64_t a = game_rand(seed, 10, game_level_size(level, 99, 20));

	(void)opts;
	sbuf_printf(out, "%llu %llu", (unsigned long long)a,
	    (unsigned long long)game_rand(seed, 2, a - 1));
}

const struct game game_euclid = {
	.name = "euclid",
	.title = WN_("Euclid's game"),
	.summary = WN_("subtract a multiple of the smaller number from the larger"),
	.notation = {
		/* TRANSLATORS: how a position is typed: the words in
		 * capitals stand for what is typed there; keep the
		 * options, the letters and the signs. */
		.syntax = WN_("A B"),
		.parse = euclid_parse,
		.format = euclid_format,
		.canon = game_canon_sort,
	},
	.rules = {
		.moves = euclid_moves,
		.check = euclid_check,
		.describe = euclid_describe,
		.any_move = euclid_any_move,
		.move_bound = euclid_move_bound,
	},
	.theory = {
		.solve = euclid_solve,
	},
	.play = {
		.board = BOARD_PAIR,
		.models = { MOVE_LIST },
		.item = WN_("multiple"),
		.list.count = euclid_list_count,
		.list.move = euclid_list_move,
		.list.label = euclid_list_label,
		.list.key = euclid_list_key,
		.changes = change_lowered,
		.presets = euclid_presets,
		.random = euclid_random,
	},
	.teach = {
		.table = euclid_table,
		.invariant = euclid_invariant,
	},
	.tests = {
		.smalls = euclid_smalls,
	},
};
