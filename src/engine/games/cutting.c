/*
 * cutting.c: the cutting game (POJ 2311).  A move cuts one piece of squared
 * paper along a grid line into two pieces; whoever cuts out a 1x1 piece
 * wins.  So a position that holds a 1x1 piece is over, and a thin piece
 * (1xk, k >= 2) wins at once for the player to move.
 *
 * The theory splits the positions in three:
 *
 * - A 1x1 piece: the game is over, value 0.
 * - A thin piece but no 1x1: the player to move wins by cutting a 1x1 off
 *   a thin piece.  Every other move keeps a thin piece on the table, so
 *   these positions form a game of their own, played with every cut that
 *   makes no 1x1; that game is a sum of its pieces, and the literal value
 *   is 1 + the XOR of the pieces' values in it (the mex of {0} and of 1 +
 *   the values of its options).  The table `thin' holds those values for
 *   sides up to CUT_MAX; a strip's is L(k) below, any k.  Past CUT_MAX the
 *   winning moves are still known, the value is not shown: these values
 *   have no period to carry them on (a 5xk piece's still changes at k =
 *   2400, with values up to 13).
 * - Only pieces with both sides >= 2: a cut that leaves a side of 1 hands
 *   the opponent a win, so the outcome is that of the game of the other
 *   cuts (the wide game), a sum whose pieces have the values W(w, h) below.
 *   The position is lost exactly when they XOR to 0, and the winning moves
 *   are the wide cuts that bring the XOR to 0.  The literal value of a won
 *   position also counts the losing thin cuts, which the sum does not see,
 *   so it is not computed (`grundy -').
 *
 * The line game.  A piece 2 or 3 high can only be cut across its length
 * in the wide game, into lengths a and n - a, both >= 2:
 * L(n) = mex { L(a) ^ L(n - a) : 2 <= a <= n - 2 }.  That is Dawson's
 * Kayles (octal 0.07) on n - 2 pins, the cut after a taking pins a - 1 and
 * a, so L(n + 2) is its value at n.  Its period is proven as the table is
 * built: if L(m + p) = L(m) for pre <= m < 2 pre + p, with pre >= 2, then
 * for every m >= pre.  By induction on m: take n >= 2 pre + p with the
 * claim true below n.  The options of n + p are, by symmetry, L(a) ^
 * L(n + p - a) for 2 <= a <= (n + p) / 2; there n - a >= (n - p) / 2 >=
 * pre and n - a < n, so L(n + p - a) = L(n - a): they are L(a) ^ L(n - a)
 * for the same a, and as n >= p + 4 that range of a covers, by the same
 * symmetry, exactly the options of n.  Equal options, equal mex.
 *
 * The wide game.  Let F(x, y) be x when y = 0, y when x = 0, and 1 when
 * neither is 0.  Then W(w, h) = F(L(w), L(h)) for all w, h >= 2.  By
 * induction on the area wh: the options of (w, h) are the cuts across w
 * after a, 2 <= a <= w - 2, worth F(L(a), y) ^ F(L(w - a), y) with y =
 * L(h), and those across h, the same with the roles swapped (all on
 * smaller pieces).  Let x = L(w) and S(n) be the options of n in the
 * line game, so mex S(w) = x.
 * - y = 0: a cut across w is worth L(a) ^ L(w - a), as F(z, 0) = z, so
 *   these run over S(w): every value below x, and not x.  A cut across h
 *   is worth, when x = 0, L(b) ^ L(h - b), a member of S(h), which lacks
 *   L(h) = 0 = x; when x > 0, each of its two terms F(x, L(b)) is x or 1,
 *   so it is worth 0 or x ^ 1, and neither is x.  The mex is x = F(x, 0).
 * - x = 0, y > 0: the same with w and h swapped gives y = F(0, y).
 * - x, y > 0: each term of a cut across w is y or 1, so the cut is worth 0
 *   or y ^ 1, never 1; likewise across h.  Since x > 0, 0 is in S(w): some
 *   a has L(a) = L(w - a), so its two terms agree and it is worth 0.  The
 *   mex is 1 = F(x, y).
 * So any piece answers from two look-ups of L.  On a huge piece the cuts
 * with both lengths in the periodic part are worth the same every p
 * steps, so one period shows which of them win, and the winning cuts are
 * found without trying them one by one.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games.h"
#include "engine/text.h"
#include "engine/words.h"
#include "../table.h"
#include "cutting.h"
#include "../sg.h"

/* The longest side of a piece with both sides >= 2 whose value in the thin
 * game is tabled: the table fits in 2 MB and fills in a moment. */
enum { CUT_MAX = 1000, CUT_DIM = CUT_MAX + 1 };

/* The values are at most the number of cuts of a piece (< 2 * CUT_MAX). */
enum { CUT_SET_WORDS = (2 * CUT_MAX + 63) / 64 };

/* Lengths of the line game computed by the mex recurrence: enough for the
 * window that proves its period. */
enum { LINE_TABLE = 512 };

struct cut_line {
	uint8_t g[LINE_TABLE];
	uint64_t pre;		/* g(n + per) = g(n) for every n >= pre */
	uint64_t per;
};

/* Values of pieces in the thin game, at v[w * CUT_DIM + h] and, the same,
 * at v[h * CUT_DIM + w], so that the parts of the cuts either way lie in
 * one row; filled for every piece with sides up to rows.  Allocated on
 * first use. */
struct cut_tab {
	uint16_t *v;
	size_t rows;
};

struct cut_priv {
	struct cut_line line;
	struct cut_tab thin;
};

/* A cut: piece `piece` split between columns (dir 0) or rows (dir 1)
 * `at` and `at` + 1, into parts[0..3] (width, height, width, height). */
struct cut {
	size_t piece;
	int dir;
	uint64_t at;
	uint64_t parts[4];
};

/* The window of the proof above: pre <= m < 2 pre + per. */
static bool
line_proven(const uint8_t *g, uint64_t pre, uint64_t per)
{
	uint64_t m;

	if (pre < 2 || 2 * pre + 2 * per > LINE_TABLE)
		return false;
	for (m = pre; m < 2 * pre + per; m++) {
		if (g[m + per] != g[m])
			return false;
	}
	return true;
}

static int
line_init(struct cut_line *l, struct sg_cause *why)
{
	struct sg_set seen;
	uint64_t n, a, pre, per;

	for (n = 0; n < LINE_TABLE; n++) {
		sg_set_clear(&seen);
		for (a = 2; 2 * a <= n; a++)
			sg_set_add(&seen, l->g[a] ^ l->g[n - a]);
		l->g[n] = (uint8_t)sg_set_mex(&seen);
	}
	/* The least period, then the least preperiod that proves it. */
	for (per = 1; 2 * per + 4 <= LINE_TABLE; per++) {
		for (pre = 2; 2 * pre + 2 * per <= LINE_TABLE; pre++) {
			if (line_proven(l->g, pre, per)) {
				l->pre = pre;
				l->per = per;
				return SG_OK;
			}
		}
	}
	return sg_fail(why, SG_ERANGE, W_("cutting: no period proven"));
}

static uint64_t
line_value(const struct cut_line *l, uint64_t n)
{
	if (n >= LINE_TABLE)
		n = l->pre + (n - l->pre) % l->per;
	return l->g[n];
}

/* F of the header. */
static inline uint64_t
wide_of(uint64_t x, uint64_t y)
{
	if (x == 0 || y == 0)
		return x ^ y;
	return 1;
}

static uint64_t
wide_value(const struct cut_line *l, uint64_t w, uint64_t h)
{
	return wide_of(line_value(l, w), line_value(l, h));
}

uint64_t
cutting_wide_value(const struct rules *r, uint64_t w, uint64_t h)
{
	const struct cut_priv *cp = r->priv;

	return wide_value(&cp->line, w, h);
}

static int
cutting_init(struct rules *r, struct sg_cause *why)
{
	struct cut_priv *cp;
	int rc;

	if ((cp = sg_calloc(1, sizeof *cp)) == NULL)
		return sg_nomem(why);
	if ((rc = line_init(&cp->line, why)) != SG_OK) {
		free(cp);
		return rc;
	}
	r->priv = cp;
	return SG_OK;
}

static void
cutting_fini(struct rules *r)
{
	struct cut_priv *cp = r->priv;

	if (cp != NULL)
		free(cp->thin.v);
	free(cp);
	r->priv = NULL;
}

static inline bool
is_unit(uint64_t w, uint64_t h)
{
	return w == 1 && h == 1;
}

static inline bool
is_thin(uint64_t w, uint64_t h)
{
	return (w == 1 || h == 1) && !is_unit(w, h);
}

static inline uint16_t
tab_get(const struct cut_tab *t, uint64_t w, uint64_t h)
{
	return t->v[w * CUT_DIM + h];
}

/* Thin cuts of (w x h) between columns: add the values of both parts to
 * set.  The parts (a x h) and ((w - a) x h) are in row h. */
static void
add_cuts(const struct cut_tab *t, uint64_t w, uint64_t h, uint64_t *set)
{
	const uint16_t *row = t->v + h * CUT_DIM;
	uint64_t a, g;

	/* Only cutting a 1x1 off a strip is left out.  Cutting after a or
	 * after w - a gives the same two parts. */
	for (a = h == 1 ? 2 : 1; 2 * a <= w; a++) {
		g = (uint64_t)(row[a] ^ row[w - a]);
		set[g >> 6] |= UINT64_C(1) << (g & 63);
	}
}

static uint16_t
piece_mex(const struct cut_tab *t, uint64_t w, uint64_t h)
{
	uint64_t set[CUT_SET_WORDS];
	size_t i;

	memset(set, 0, sizeof set);
	add_cuts(t, w, h, set);
	add_cuts(t, h, w, set);
	for (i = 0; i < CUT_SET_WORDS && ~set[i] == 0; i++)
		continue;
	return (uint16_t)(i * 64 + (size_t)__builtin_ctzll(~set[i]));
}

/* Fill the thin table for every piece whose longer side is at most rows
 * (<= CUT_MAX). */
static int
tab_fill(struct rules *r, uint64_t rows, struct sg_cause *why)
{
	struct cut_tab *t = &((struct cut_priv *)r->priv)->thin;
	uint64_t w, h;

	if (t->v == NULL &&
	    (t->v = sg_reallocarray(NULL, CUT_DIM * CUT_DIM, 2)) == NULL)
		return sg_nomem(why);
	/* (w, h), w <= h, needs the pieces of the rows before h and those
	 * before w in row h. */
	for (h = t->rows + 1; h <= rows; h++) {
		if (!rules_progress(r, h, rows))
			return sg_fail(why, SG_EINTR, W_("cutting: stopped"));
		for (w = 1; w <= h; w++) {
			t->v[h * CUT_DIM + w] = piece_mex(t, w, h);
			t->v[w * CUT_DIM + h] = t->v[h * CUT_DIM + w];
		}
		t->rows = h;
	}
	return SG_OK;
}

/* The XOR of the pieces' values in the thin game: false in *known when a
 * piece with both sides >= 2 has one past CUT_MAX. */
static int
thin_sum(struct rules *r, const struct pos *p, uint64_t *x, bool *known,
    struct sg_cause *why)
{
	struct cut_priv *cp = r->priv;
	uint64_t longest = 0, w, h;
	size_t i;
	int rc;

	for (i = 0; i + 1 < p->n; i += 2) {
		if (is_thin(p->v[i], p->v[i + 1]))
			continue;
		if (p->v[i] > longest)
			longest = p->v[i];
		if (p->v[i + 1] > longest)
			longest = p->v[i + 1];
	}
	*x = 0;
	if (!(*known = longest <= CUT_MAX))
		return SG_OK;
	if ((rc = tab_fill(r, longest, why)) != SG_OK)
		return rc;
	for (i = 0; i + 1 < p->n; i += 2) {
		w = p->v[i], h = p->v[i + 1];
		/* A strip is cut across its length only, into parts of at
		 * least 2: the line game. */
		*x ^= is_thin(w, h) ? line_value(&cp->line, w + h - 1) :
		    tab_get(&cp->thin, w, h);
	}
	return SG_OK;
}

/* The XOR of the pieces' values in the wide game. */
static uint64_t
wide_sum(const struct rules *r, const struct pos *p)
{
	const struct cut_priv *cp = r->priv;
	uint64_t x = 0;
	size_t i;

	for (i = 0; i + 1 < p->n; i += 2)
		x ^= wide_value(&cp->line, p->v[i], p->v[i + 1]);
	return x;
}

int
cutting_thin_value(struct rules *r, uint64_t w, uint64_t h, uint64_t *v,
    struct sg_cause *why)
{
	struct pos p;
	bool known;
	int rc;

	pos_init(&p);
	if (pos_push(&p, w) != SG_OK || pos_push(&p, h) != SG_OK)
		rc = sg_nomem(why);
	else if ((rc = thin_sum(r, &p, v, &known, why)) == SG_OK && !known)
		rc = sg_fail(why, SG_ERANGE, W_("cutting: sides past %d are "
		    "not tabled"), CUT_MAX);
	pos_free(&p);
	return rc;
}

/* One side of "WxH": 1 when fine, 0 when not digits, -1 past 2^63-1. */
static int
side_parse(const char *s, size_t len, uint64_t *out)
{
	uint64_t d;
	size_t i;
	bool over = false;

	if (len == 0)
		return 0;
	*out = 0;
	for (i = 0; i < len; i++) {
		if (s[i] < '0' || s[i] > '9')
			return 0;
		d = (uint64_t)(s[i] - '0');
		if (over || *out > (sg_max_u63() - d) / 10)
			over = true;
		else
			*out = *out * 10 + d;
	}
	return over ? -1 : 1;
}

static int
piece_parse(const char *arg, struct pos *out, struct sg_cause *why)
{
	const char *x = strchr(arg, 'x');
	uint64_t w = 0, h = 0;
	int rw, rh;

	if (x == NULL || (rw = side_parse(arg, (size_t)(x - arg), &w)) == 0 ||
	    (rh = side_parse(x + 1, strlen(x + 1), &h)) == 0)
		return sg_fail(why, SG_EINVAL, W_("piece \"%.64s\": must be "
		    "WIDTHxHEIGHT, such as 4x3"), arg);
	if (rw < 0 || rh < 0)
		return sg_fail(why, SG_ERANGE, W_("piece \"%.64s\": sides must "
		    "be at most %llu"), arg, (unsigned long long)sg_max_u63());
	if (w == 0 || h == 0)
		return sg_fail(why, SG_EINVAL, W_("piece \"%.64s\": sides must "
		    "be at least 1"), arg);
	if (pos_push(out, w) != SG_OK || pos_push(out, h) != SG_OK)
		return sg_nomem(why);
	return SG_OK;
}

static int
cutting_parse(struct rules *r, int argc, char *const argv[], struct pos *out,
    struct sg_cause *why)
{
	int i, rc;

	if (argc == 0)
		return sg_fail(why, SG_EINVAL, W_("cutting: give at least one "
		    "piece, such as 4x3"));
	out->n = 0;
	for (i = 0; i < argc; i++) {
		if ((rc = piece_parse(argv[i], out, why)) != SG_OK)
			return rc;
	}
	return SG_OK;
}

static void
cutting_format(const struct rules *r, const struct pos *p, struct sbuf *out)
{
	size_t i;

	for (i = 0; i + 1 < p->n; i += 2)
		sbuf_printf(out, "%s%llux%llu", i > 0 ? " " : "",
		    (unsigned long long)p->v[i],
		    (unsigned long long)p->v[i + 1]);
}

static bool
has_unit(const struct pos *p)
{
	size_t i;

	for (i = 0; i + 1 < p->n; i += 2) {
		if (is_unit(p->v[i], p->v[i + 1]))
			return true;
	}
	return false;
}

static bool
has_thin(const struct pos *p)
{
	size_t i;

	for (i = 0; i + 1 < p->n; i += 2) {
		if (is_thin(p->v[i], p->v[i + 1]))
			return true;
	}
	return false;
}

/* Fill c->parts for a cut of piece c->piece of p (c->dir, c->at set). */
static void
cut_parts(const struct pos *p, struct cut *c)
{
	uint64_t w = p->v[2 * c->piece], h = p->v[2 * c->piece + 1];

	if (c->dir == 0) {
		c->parts[0] = c->at, c->parts[1] = h;
		c->parts[2] = w - c->at, c->parts[3] = h;
	} else {
		c->parts[0] = w, c->parts[1] = c->at;
		c->parts[2] = w, c->parts[3] = h - c->at;
	}
}

/* The position after the cut c of p. */
static int
cut_apply(const struct pos *p, const struct cut *c, struct pos *out)
{
	if (pos_copy(out, p) != SG_OK)
		return SG_ENOMEM;
	return pos_splice(out, 2 * c->piece, c->parts, 2) != SG_OK ||
	    pos_splice(out, 2 * c->piece + 2, c->parts + 2, 2) != SG_OK ?
	    SG_ENOMEM : SG_OK;
}

static int
cutting_moves(struct rules *r, const struct pos *p, struct poslist *out,
    struct sg_cause *why)
{
	struct cut c;
	struct pos q;
	int rc = SG_OK;

	if (has_unit(p))
		return SG_OK;
	pos_init(&q);
	for (c.piece = 0; 2 * c.piece < p->n && rc == SG_OK; c.piece++) {
		for (c.dir = 0; c.dir < 2 && rc == SG_OK; c.dir++) {
			uint64_t len = p->v[2 * c.piece + (size_t)c.dir];

			for (c.at = 1; c.at < len && rc == SG_OK; c.at++) {
				cut_parts(p, &c);
				if ((rc = cut_apply(p, &c, &q)) == SG_OK)
					rc = poslist_add(out, &q);
			}
		}
	}
	pos_free(&q);
	return rc == SG_OK ? SG_OK : sg_fail(why, rc, W_("out of memory"));
}

/* Which cut leads from `from` to `to`?  False when none does. */
static bool
cut_find(const struct pos *from, const struct pos *to, struct cut *c)
{
	size_t i, k;
	uint64_t w, h;

	if (from->n % 2 != 0 || to->n != from->n + 2)
		return false;
	for (i = 0; i < from->n && from->v[i] == to->v[i]; i++)
		continue;
	k = i / 2;
	if (2 * k >= from->n)
		return false;
	for (i = 2 * k + 2; i < from->n; i++) {
		if (from->v[i] != to->v[i + 2])
			return false;
	}
	w = from->v[2 * k], h = from->v[2 * k + 1];
	memcpy(c->parts, to->v + 2 * k, sizeof c->parts);
	c->piece = k;
	if (c->parts[1] == h && c->parts[3] == h && c->parts[0] >= 1 &&
	    c->parts[2] >= 1 && c->parts[0] < w && c->parts[2] == w -
	    c->parts[0]) {
		c->dir = 0, c->at = c->parts[0];
		return true;
	}
	if (c->parts[0] == w && c->parts[2] == w && c->parts[1] >= 1 &&
	    c->parts[3] >= 1 && c->parts[1] < h && c->parts[3] == h -
	    c->parts[1]) {
		c->dir = 1, c->at = c->parts[1];
		return true;
	}
	return false;
}

/* A game ends with a 1x1 piece cut out, though moves may be left. */
static void
cutting_ending(struct rules *r, const struct pos *p, const char *who,
    bool misere, struct sbuf *out)
{
	(void)r;
	/* TRANSLATORS: %s is a player's name (or "you"). */
	if (has_unit(p))
		sbuf_printf(out, misere ? W_("%s cut out a 1x1 piece, which "
		    "in misere play loses.") : W_("%s cut out a 1x1 piece, "
		    "which wins."), who);
}

static int
cutting_check(struct rules *r, const struct pos *from, const struct pos *to,
    struct sg_cause *why)
{
	struct cut c;

	if (has_unit(from))
		return sg_fail(why, SG_EINVAL, W_("the game is over: a 1x1 "
		    "piece has been cut out"));
	if (!cut_find(from, to, &c))
		return sg_fail(why, SG_EINVAL, W_("a move cuts one piece along "
		    "a grid line into two pieces, in its place"));
	return SG_OK;
}

static void
cutting_describe(const struct rules *r, const struct pos *from,
    const struct pos *to, struct sbuf *out)
{
	struct cut c;
	const uint64_t *q = c.parts;
	bool unit;

	if (has_unit(from) || !cut_find(from, to, &c)) {
		sbuf_add(out, W_("an illegal move"));
		return;
	}
	unit = is_unit(q[0], q[1]) || is_unit(q[2], q[3]);
	/* TRANSLATORS: a move of the cutting game: the piece's number, its
	 * width and height, the two columns (or rows) the cut runs between,
	 * and the two pieces it makes (width x height each). */
	sbuf_printf(out, c.dir == 0 ? unit ? W_("cut piece %1$zu "
	    "(%2$llux%3$llu) between columns %4$llu and %5$llu into "
	    "%6$llux%7$llu and %8$llux%9$llu, cutting out a 1x1 piece") :
	    W_("cut piece %1$zu (%2$llux%3$llu) between columns %4$llu and "
	    "%5$llu into %6$llux%7$llu and %8$llux%9$llu") : unit ?
	    W_("cut piece %1$zu (%2$llux%3$llu) between rows %4$llu and "
	    "%5$llu into %6$llux%7$llu and %8$llux%9$llu, cutting out a 1x1 "
	    "piece") : W_("cut piece %1$zu (%2$llux%3$llu) between rows "
	    "%4$llu and %5$llu into %6$llux%7$llu and %8$llux%9$llu"),
	    c.piece + 1, (unsigned long long)from->v[2 * c.piece],
	    (unsigned long long)from->v[2 * c.piece + 1],
	    (unsigned long long)c.at, (unsigned long long)c.at + 1,
	    (unsigned long long)q[0], (unsigned long long)q[1],
	    (unsigned long long)q[2], (unsigned long long)q[3]);
}

/* A piece of w x h has w - 1 + h - 1 cuts. */
static uint64_t
cutting_move_bound(struct rules *r, const struct pos *p)
{
	uint64_t b = 0;
	size_t i;

	if (has_unit(p))
		return 0;
	for (i = 0; i < p->n; i++) {
		if (b > UINT64_MAX - p->v[i])
			return UINT64_MAX;
		b += p->v[i] - 1;
	}
	return b;
}

/* How long a cut keeps the game going: 2 when both parts are at least 2
 * wide, 1 when it leaves a thin piece, 0 when it cuts out a 1x1. */
static int
cut_score(const struct cut *c)
{
	const uint64_t *q = c->parts;

	if (is_unit(q[0], q[1]) || is_unit(q[2], q[3]))
		return 0;
	return is_thin(q[0], q[1]) || is_thin(q[2], q[3]) ? 1 : 2;
}

static int
cutting_any_move(struct rules *r, const struct pos *p, struct pos *out,
    struct sg_cause *why)
{
	struct cut c, best;
	int score = -1;

	if (has_unit(p) || p->n < 2)
		return SG_ENOMOVE;
	memset(&best, 0, sizeof best);
	for (c.piece = 0; 2 * c.piece < p->n && score < 2; c.piece++) {
		for (c.dir = 0; c.dir < 2; c.dir++) {
			uint64_t len = p->v[2 * c.piece + (size_t)c.dir];

			/* Cutting off one or two rows or columns shows every
			 * kind of cut the piece has. */
			for (c.at = 1; c.at < len && c.at <= 2; c.at++) {
				cut_parts(p, &c);
				if (cut_score(&c) > score)
					best = c, score = cut_score(&c);
			}
		}
	}
	if (cut_apply(p, &best, out) != SG_OK)
		return sg_nomem(why);
	return SG_OK;
}

static int
cmp_piece(const void *a, const void *b)
{
	const uint64_t *x = a, *y = b;

	if (x[0] != y[0])
		return x[0] < y[0] ? -1 : 1;
	return x[1] < y[1] ? -1 : x[1] > y[1];
}

/* Memo keys: each piece turned to narrow side first, pieces sorted. */
static void
cutting_canon(const struct rules *r, struct pos *p)
{
	size_t i;

	for (i = 0; i + 1 < p->n; i += 2) {
		if (p->v[i] > p->v[i + 1]) {
			uint64_t t = p->v[i];

			p->v[i] = p->v[i + 1];
			p->v[i + 1] = t;
		}
	}
	if (p->n >= 4)
		qsort(p->v, p->n / 2, 2 * sizeof *p->v, cmp_piece);
}

/* A thin piece is on the table: the wins cut a 1x1 off a thin piece. */
static int
solve_thin(struct rules *r, const struct pos *p, struct solution *sol,
    struct sg_cause *why)
{
	struct cut c;
	struct pos q;
	bool known;
	int err = SG_OK;

	if ((err = thin_sum(r, p, &sol->grundy, &known, why)) != SG_OK)
		return err;
	sol->grundy = known ? sol->grundy + 1 : 0;
	sol->has_grundy = known;
	sol->outcome = OUTCOME_N;
	pos_init(&q);
	for (c.piece = 0; 2 * c.piece < p->n; c.piece++) {
		uint64_t w = p->v[2 * c.piece], h = p->v[2 * c.piece + 1], len;

		if (!is_thin(w, h))
			continue;
		c.dir = w == 1 ? 1 : 0;
		len = w == 1 ? h : w;
		/* A 1x1 off either end; they are the same cut of a 1x2. */
		for (c.at = 1; c.at < len; c.at = c.at < len - 1 ? len - 1 :
		    len) {
			cut_parts(p, &c);
			if (cut_apply(p, &c, &q) != SG_OK)
				err = SG_ENOMEM;
			if (err != SG_OK || !solution_add(sol, &q, &err))
				goto out;
		}
	}
out:
	pos_free(&q);
	return err == SG_OK ? SG_OK : sg_fail(why, err, W_("out of memory"));
}

/* The cuts of one piece across a length len, the other side having line
 * value `across`: the cut after a is worth value(a). */
struct cut_way {
	const struct cut_line *line;
	uint64_t len, across;
};

static uint64_t
way_value(const struct cut_way *cw, uint64_t a)
{
	return wide_of(line_value(cw->line, a), cw->across) ^
	    wide_of(line_value(cw->line, cw->len - a), cw->across);
}

/*
 * Where both parts are at least pre long, value(a + per) = value(a): mark
 * in hit[] which steps of the period from pre are worth want.  Returns the
 * last such cut a (the periodic run is pre..that), or 0 when there is none.
 */
static uint64_t
way_period(const struct cut_way *cw, uint64_t want, bool *hit, bool *any)
{
	const struct cut_line *l = cw->line;
	uint64_t i, last;

	*any = false;
	if (cw->len < 2 * l->pre)
		return 0;
	last = cw->len - l->pre;
	for (i = 0; i < l->per && l->pre + i <= last; i++) {
		hit[i] = way_value(cw, l->pre + i) == want;
		*any = *any || hit[i];
	}
	return last;
}

/* Add the wide cuts of piece c->piece the way c->dir whose parts XOR to
 * want, in order, skipping the periodic run where it has none. */
static bool
add_wide_wins(struct rules *r, const struct pos *p, struct cut *c,
    uint64_t want, struct solution *sol, int *err)
{
	const struct cut_line *l = &((struct cut_priv *)r->priv)->line;
	struct cut_way cw;
	struct pos q;
	uint64_t last;
	bool hit[LINE_TABLE], any, more = true, wins;

	cw.line = l;
	cw.len = p->v[2 * c->piece + (size_t)c->dir];
	cw.across = line_value(l, p->v[2 * c->piece + 1 - (size_t)c->dir]);
	last = way_period(&cw, want, hit, &any);
	pos_init(&q);
	for (c->at = 2; c->at + 2 <= cw.len && more; c->at++) {
		if (last != 0 && c->at >= l->pre && c->at <= last) {
			if (!any) {
				c->at = last;
				continue;
			}
			wins = hit[(c->at - l->pre) % l->per];
		} else
			wins = way_value(&cw, c->at) == want;
		if (!wins)
			continue;
		cut_parts(p, c);
		if (cut_apply(p, c, &q) != SG_OK) {
			*err = SG_ENOMEM;
			break;
		}
		more = solution_add(sol, &q, err);
	}
	pos_free(&q);
	return more && *err == SG_OK;
}

static int
solve_wide(struct rules *r, const struct pos *p, struct solution *sol,
    struct sg_cause *why)
{
	const struct cut_line *l = &((struct cut_priv *)r->priv)->line;
	struct cut c;
	uint64_t x = wide_sum(r, p);
	int err = SG_OK;

	sol->outcome = x != 0 ? OUTCOME_N : OUTCOME_P;
	sol->has_grundy = x == 0;
	sol->grundy = 0;
	for (c.piece = 0; 2 * c.piece < p->n && x != 0; c.piece++) {
		uint64_t want = x ^ wide_value(l, p->v[2 * c.piece],
		    p->v[2 * c.piece + 1]);

		for (c.dir = 0; c.dir < 2; c.dir++) {
			if (!add_wide_wins(r, p, &c, want, sol, &err))
				goto out;
		}
	}
out:
	return err == SG_OK ? SG_OK : sg_fail(why, err, W_("out of memory"));
}

static int
cutting_solve(struct rules *r, const struct pos *p, struct solution *sol,
    struct sg_cause *why)
{
	if (has_unit(p)) {
		sol->outcome = OUTCOME_P;
		sol->has_grundy = true;
		sol->grundy = 0;
		return SG_OK;
	}
	if (has_thin(p))
		return solve_thin(r, p, sol, why);
	return solve_wide(r, p, sol, why);
}

/* The first winning move in words, for the explanation. */
static void
explain_win(struct rules *r, const struct pos *p, struct sbuf *out)
{
	struct solution sol;
	struct sg_cause why;
	struct sbuf mv, at;

	solution_init(&sol, 1);
	if (cutting_solve(r, p, &sol, &why) == SG_OK && sol.wins.n > 0) {
		sbuf_init(&mv);
		sbuf_init(&at);
		cutting_describe(r, p, &sol.wins.p[0], &mv);
		cutting_format(r, &sol.wins.p[0], &at);
		/* TRANSLATORS: a move in words, then the position it leaves
		 * in the notation of the command line. */
		sbuf_printf(out, W_("For example: %1$s, leaving %2$s.\n"),
		    sbuf_str(&mv), sbuf_str(&at));
		sbuf_free(&mv);
		sbuf_free(&at);
	}
	solution_free(&sol);
}

/* The pieces and their values under the wide cuts, with the nim-sum. */
static void
explain_table(struct rules *r, const struct pos *p, uint64_t x,
    struct sbuf *out)
{
	const struct cut_line *l = &((struct cut_priv *)r->priv)->line;
	char label[64];
	size_t i;
	int w;

	for (i = 0; i + 1 < p->n; i += 2) {
		/* TRANSLATORS: a row of the pieces' values: the piece's
		 * number, its width and height. */
		snprintf(label, sizeof label, W_("piece %1$zu (%2$llux%3$llu)"),
		    i / 2 + 1, (unsigned long long)p->v[i],
		    (unsigned long long)p->v[i + 1]);
		/* The label padded to 24 columns, in any script. */
		w = text_width(label);
		sbuf_printf(out, "%s%*s %u\n", label, w < 24 ? 24 - w : 0, "",
		    (unsigned)wide_value(l, p->v[i], p->v[i + 1]));
	}
	w = text_width(W_("nim-sum"));
	sbuf_printf(out, "%s%*s %llu\n\n", W_("nim-sum"), w < 24 ? 24 - w : 0,
	    "", (unsigned long long)x);
}

static void
cutting_invariant(struct rules *r, const struct pos *p, struct sbuf *out)
{
	uint64_t x;
	size_t i;

	if (has_unit(p)) {
		sbuf_add(out, W_("A 1x1 piece has been cut out: the game is "
		    "over, and the player to move has lost.\n"));
		return;
	}
	for (i = 0; i + 1 < p->n; i += 2) {
		if (!is_thin(p->v[i], p->v[i + 1]))
			continue;
		sbuf_printf(out, W_("Piece %1$zu (%2$llux%3$llu) is a strip "
		    "one square wide: cutting a 1x1 off its end wins at "
		    "once.\n"),
		    i / 2 + 1, (unsigned long long)p->v[i],
		    (unsigned long long)p->v[i + 1]);
		return;
	}
	x = wide_sum(r, p);
	sbuf_add(out, W_("A cut that leaves a part one square wide hands the "
	    "opponent a strip, and with it the game.  Leaving those cuts out, "
	    "each piece is worth a Nim heap of its value under the other cuts, "
	    "and the position is won exactly when they XOR to non-zero (the "
	    "values count only those cuts, so they are not the Grundy value of "
	    "the whole game):\n\n"));
	explain_table(r, p, x, out);
	if (x == 0) {
		sbuf_add(out, W_("The nim-sum is 0: every cut either makes it "
		    "non-zero or leaves a strip, so the player to move "
		    "loses.\n"));
		return;
	}
	sbuf_printf(out, W_("The nim-sum is %llu: the player to move wins by "
	    "a cut that brings it to 0.\n"), (unsigned long long)x);
	explain_win(r, p, out);
}

/* One or two pieces, each side 1 to 4. */
static int
cutting_smalls(struct rules *r, struct poslist *out)
{
	struct pos p;
	uint64_t a, b, c, d;
	int rc = SG_OK;

	(void)r;
	pos_init(&p);
	for (a = 1; a <= 4; a++)
		for (b = 1; b <= 4; b++)
			for (c = 0; c <= 4; c++)
				for (d = c == 0 ? 0 : 1; d <= (c == 0 ? 0 : 4) &&
				    rc == SG_OK; d++) {
					if ((rc = pos_resize(&p, c ? 4 : 2)) !=
					    SG_OK)
						break;
					p.v[0] = a;
					p.v[1] = b;
					if (c) {
						p.v[2] = c;
						p.v[3] = d;
					}
					rc = poslist_add(out, &p);
				}
	pos_free(&p);
	return rc;
}


/* The table: pieces valued by the cuts that leave both sides >= 2. */
static int
cutting_table(struct rules *r, const struct pos *p, struct table *t,
    struct sg_cause *why)
{
	(void)r;
	(void)why;
	sbuf_add(&t->heading, W_("Cutting game: pieces W x H, valued by the "
	    "cuts that leave both sides >= 2"));
	sbuf_add(&t->notes, W_("A cut that leaves a side of 1 hands the "
	    "opponent a strip, and with it the game.  So while no strip is on "
	    "the table, these values decide: the position is lost exactly when "
	    "the pieces' values XOR to 0.  They are not the Grundy values of "
	    "the whole game.\n"));
	return table_pieces(t, p, cutting_wide_value);
}

/* The menu's named positions, and its random starts. */
static const char *const cutting_presets[] = {
	"4x3",
	"2x2 5x3",
	"6x6",
	NULL
};

static void
cutting_random(const struct rules *r, unsigned level, bool opts, uint64_t *seed,
    struct sbuf *out)
{
	(void)r;
	uint64_t hi = game_level_size(level, 6, 4);

	(void)opts;
	sbuf_printf(out, "%llux%llu", (unsigned long long)game_rand(seed, 2,
	    hi), (unsigned long long)game_rand(seed, 2, hi));
	if (game_rand(seed, 0, 1))
		sbuf_printf(out, " %llux%llu", (unsigned long long)
		    game_rand(seed, 2, hi - 1), (unsigned long long)
		    game_rand(seed, 2, hi - 1));
}

const struct game game_cutting = {
	.name = "cutting",
	.title = WN_("Cutting game"),
	.summary = WN_("cut a piece of paper in two; whoever cuts out a 1x1 wins"),
	.notation = {
		/* TRANSLATORS: how a position is typed: the words in
		 * capitals stand for what is typed there; keep the
		 * options, the letters and the signs. */
		.syntax = WN_("WxH..."),
		.init = cutting_init,
		.fini = cutting_fini,
		.parse = cutting_parse,
		.format = cutting_format,
		.canon = cutting_canon,
	},
	.rules = {
		.moves = cutting_moves,
		.check = cutting_check,
		.describe = cutting_describe,
		.any_move = cutting_any_move,
		.move_bound = cutting_move_bound,
	},
	.theory = {
		.solve = cutting_solve,
	},
	.play = {
		.board = BOARD_GRID,
		.models = { MOVE_CUT },
		.item = WN_("piece"),
		.ending = cutting_ending,
		.changes = change_cut,
		.presets = cutting_presets,
		.random = cutting_random,
	},
	.teach = {
		.table = cutting_table,
		.invariant = cutting_invariant,
	},
	.tests = {
		.smalls = cutting_smalls,
	},
};
