/*
 * chomp.c: Chomp (Gale, 1974).  A bar of chocolate of squares in columns
 * standing on a base line; the square at column 1, row 1 is poisoned.  A
 * move takes one square other than the poison, with every square above
 * it and to its right (the squares at a column and a row at least its
 * own).  Whoever cannot move, because only the poison is left, loses.
 *
 * A position is the heights of its columns, which never increase from
 * left to right (a move keeps it so); written WxH for a full rectangle.
 *
 * The theory, in order of use:
 *
 * 1. Families solved at any size.
 *    - An L: column 1 of height a, every other column of height 1 (a
 *      single row or column included).  Its arms, a - 1 squares up and
 *      W - 1 along, shrink independently and every move shortens one of
 *      them: it is Nim with two heaps, worth (a - 1) XOR (W - 1), and
 *      lost iff the arms are equal.
 *    - Two columns of heights a >= b >= 1: lost iff a = b + 1.  The
 *      moves leave (c, min(b, c)) for 1 <= c < a (a square of column 1
 *      taken) or (a, c) for 0 <= c < b (one of column 2; c = 0 leaves
 *      the single column a, read as (a, 0)).  By induction on the squares,
 *      (c, min(b, c)) is lost only for c = b + 1 <= a - 1, and (a, c)
 *      only for c = a - 1 <= b - 1.  So from a = b + 1 no move reaches
 *      a lost position (the position with a = 1, b = 0 is the end: lost);
 *      from a > b + 1 exactly one does, taking column 1 down to b + 1;
 *      from a = b exactly one does, taking column 2 down to b - 1.
 *    - Two rows: the same by symmetry (Chomp is the same game on the
 *      mirror image of the board along its diagonal).
 * 2. Search: every position below p, when they are few (the squares fit a
 *    box of W columns and H rows with C(W + H, W) positions, and the work
 *    stays under CHOMP_WORK), with Grundy values, memoised by a rank of
 *    the heights.  This covers every position within 10 x 10.
 * 3. Rectangles beyond the search: the first player wins by strategy
 *    stealing.  Suppose the second player won.  Then the first player's
 *    move taking only the top right square would have a winning answer;
 *    but that answer's squares include the top right one, so the first
 *    player could have made the answer itself as the opening move and
 *    won.  So the first player wins, and the argument does not say how.
 *    On a square board the move at column 2, row 2 wins: it leaves an L
 *    with equal arms.  Other rectangles: `N', no winning move known.
 * Any other shape past the search is refused by solve (SG_ERANGE).
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "games.h"
#include "engine/words.h"

enum {
	CHOMP_WIDTH_MAX = 100000,	/* the most columns */
	CHOMP_HEIGHT_MAX = 1000000	/* the tallest column */
};

/* The search's limits: positions in the box, and rank steps in all. */
#define CHOMP_BOX_MAX	UINT64_C(400000)
#define CHOMP_WORK	UINT64_C(400000000)

/* The search of one box (W columns, H rows): values by rank. */
struct chomp_box {
	size_t w;
	uint64_t h;
	uint64_t count;		/* C(w + h, w) */
	uint64_t *term;		/* term[j * (h + 1) + v] */
	uint16_t *val;		/* value + 1 by rank, 0 unknown */
	/* The search under way: its rules (for progress reports), the
	 * values it has found, and whether the hook said stop. */
	struct rules *r;
	uint64_t found;
	bool stop;
};

/* Values found between two progress reports. */
enum { CHOMP_REPORT = 4096 };

struct chomp {
	struct chomp_box box;	/* the last box searched */
};

static int
chomp_init(struct rules *r, struct sg_cause *why)
{
	if ((r->priv = sg_calloc(1, sizeof(struct chomp))) == NULL)
		return sg_nomem(why);
	return SG_OK;
}

static void
box_free(struct chomp_box *b)
{
	free(b->term);
	free(b->val);
	memset(b, 0, sizeof *b);
}

static void
chomp_fini(struct rules *r)
{
	struct chomp *c = r->priv;

	if (c != NULL)
		box_free(&c->box);
	free(c);
	r->priv = NULL;
}

/* C(n, k), or UINT64_MAX when past lim. */
static uint64_t
binom(uint64_t n, uint64_t k, uint64_t lim)
{
	uint64_t c = 1, i;

	if (k > n)
		return 0;
	if (k > n - k)
		k = n - k;
	for (i = 1; i <= k; i++) {
		/* c * (n - k + i) / i stays whole at each step. */
		if (c > lim || (n - k + i) > UINT64_MAX / (c + 1))
			return UINT64_MAX;
		c = c * (n - k + i) / i;
	}
	return c > lim ? UINT64_MAX : c;
}

static bool
is_rect(const struct pos *p)
{
	return p->n > 0 && p->v[p->n - 1] == p->v[0];
}

static int
chomp_parse(struct rules *r, int argc, char *const argv[], struct pos *out,
    struct sg_cause *why)
{
	uint64_t w, h;
	size_t i;
	int rc;

	(void)r;
	if (argc == 0)
		return sg_fail(why, SG_EINVAL, W_("chomp: give a board WxH, "
		    "such as 5x4, or column heights, such as 4 4 3 1"));
	if (argc == 1 && strchr(argv[0], 'x') != NULL) {
		char *word = sg_strdup(argv[0]), *x;

		if (word == NULL)
			return sg_nomem(why);
		x = strchr(word, 'x');
		*x = '\0';
		/* TRANSLATORS: what was typed, in a refusal: width "x":
		 * ... */
		rc = sg_parse_u64(word, CHOMP_WIDTH_MAX, W_("width"), &w,
		    why);
		if (rc == SG_OK)
			rc = sg_parse_u64(x + 1, CHOMP_HEIGHT_MAX,
			    W_("height"), &h, why);
		free(word);
		if (rc != SG_OK)
			return rc;
		if (w == 0 || h == 0)
			return sg_fail(why, SG_EINVAL, W_("board \"%.40s\": "
			    "want at least 1 column and 1 row"), argv[0]);
		if (pos_resize(out, (size_t)w) != SG_OK)
			return sg_nomem(why);
		for (i = 0; i < w; i++)
			out->v[i] = h;
		return SG_OK;
	}
	if (argc > CHOMP_WIDTH_MAX)
		return sg_fail(why, SG_EINVAL, W_("chomp: %d columns, more "
		    "than the %d a board may have"), argc, CHOMP_WIDTH_MAX);
	rc = game_parse_numbers(argc, argv, CHOMP_HEIGHT_MAX, "height", out,
	    why);
	if (rc != SG_OK)
		return rc;
	for (i = 0; i < out->n; i++) {
		if (out->v[i] == 0)
			return sg_fail(why, SG_EINVAL, W_("height \"%s\": each "
			    "column holds at least one square"), argv[i]);
		if (i > 0 && out->v[i] > out->v[i - 1])
			return sg_fail(why, SG_EINVAL, W_("height \"%1$s\": "
			    "column %2$zu is higher than column %3$zu (heights "
			    "never increase to the right)"), argv[i], i + 1, i);
	}
	return SG_OK;
}

static void
chomp_format(const struct rules *r, const struct pos *p, struct sbuf *out)
{
	(void)r;
	if (is_rect(p) && p->n > 1)
		sbuf_printf(out, "%zux%llu", p->n, (unsigned long long)p->v[0]);
	else
		game_format_numbers(p, out);
}

/* The position after taking the square at column col, row row (from 0)
 * of p, into out; its columns emptied are dropped. */
static int
take_square(const struct pos *p, size_t col, uint64_t row, struct pos *out)
{
	size_t j, n = row == 0 ? col : p->n;

	if (pos_resize(out, n) != SG_OK)
		return SG_ENOMEM;
	for (j = 0; j < n; j++)
		out->v[j] = j < col || p->v[j] < row ? p->v[j] : row;
	return SG_OK;
}

static int
chomp_pick(struct rules *r, const struct pos *p, size_t col, uint64_t row,
    struct pos *out, struct sg_cause *why)
{
	(void)r;
	if (col >= p->n || row >= p->v[col])
		return sg_fail(why, SG_EINVAL, W_("there is no square at "
		    "column %1$zu, row %2$llu"), col + 1,
		    (unsigned long long)row + 1);
	if (col == 0 && row == 0)
		return sg_fail(why, SG_EINVAL, W_("the poisoned square cannot "
		    "be taken"));
	if (take_square(p, col, row, out) != SG_OK)
		return sg_nomem(why);
	return SG_OK;
}

static int
chomp_moves(struct rules *r, const struct pos *p, struct poslist *out,
    struct sg_cause *why)
{
	struct pos q;
	uint64_t row;
	size_t col;
	int rc = SG_OK;

	(void)r;
	pos_init(&q);
	for (col = 0; col < p->n && rc == SG_OK; col++) {
		for (row = col == 0; row < p->v[col] && rc == SG_OK; row++) {
			if ((rc = take_square(p, col, row, &q)) == SG_OK)
				rc = poslist_add(out, &q);
		}
	}
	pos_free(&q);
	return rc == SG_OK ? SG_OK : sg_fail(why, rc, W_("out of memory"));
}

/* The square a move from -> to took: its column and row (from 0). */
static bool
taken_square(const struct pos *from, const struct pos *to, size_t *col,
    uint64_t *row)
{
	size_t j;

	for (j = 0; j < from->n; j++) {
		uint64_t t = j < to->n ? to->v[j] : 0;

		if (t != from->v[j]) {
			*col = j;
			*row = t;
			return t < from->v[j];
		}
	}
	return false;
}

static int
legal(const struct pos *from, const struct pos *to, struct sg_cause *why)
{
	struct pos q;
	uint64_t row;
	size_t col;
	bool same;

	if (to->n == 0)
		return sg_fail(why, SG_EINVAL, W_("the poisoned square cannot "
		    "be taken"));
	if (to->n > from->n || !taken_square(from, to, &col, &row))
		return sg_fail(why, SG_EINVAL, W_("a move takes at least one "
		    "square and adds none"));
	pos_init(&q);
	if (take_square(from, col, row, &q) != SG_OK) {
		pos_free(&q);
		return sg_nomem(why);
	}
	same = pos_eq(&q, to);
	pos_free(&q);
	if (!same)
		return sg_fail(why, SG_EINVAL, W_("a move takes one square "
		    "with every square above it and to its right"));
	return SG_OK;
}

static int
chomp_check(struct rules *r, const struct pos *from, const struct pos *to,
    struct sg_cause *why)
{
	(void)r;
	return legal(from, to, why);
}

static void
chomp_describe(const struct rules *r, const struct pos *from,
    const struct pos *to, struct sbuf *out)
{
	uint64_t row;
	size_t col;

	if (legal(from, to, NULL) != SG_OK ||
	    !taken_square(from, to, &col, &row)) {
		sbuf_add(out, W_("an illegal move"));
		return;
	}
	/* TRANSLATORS: a move of Chomp: the square's column, its row. */
	sbuf_printf(out, W_("take the square at column %1$zu, row %2$llu"),
	    col + 1, (unsigned long long)row + 1);
}

/* Keep the game going: take the top square of the last column. */
static int
chomp_any_move(struct rules *r, const struct pos *p, struct pos *out,
    struct sg_cause *why)
{
	(void)r;
	if (p->n == 0 || (p->n == 1 && p->v[0] <= 1))
		return sg_fail(why, SG_ENOMOVE, W_("only the poison is left"));
	if (take_square(p, p->n - 1, p->v[p->n - 1] - 1, out) != SG_OK)
		return sg_nomem(why);
	return SG_OK;
}

static uint64_t
chomp_move_bound(struct rules *r, const struct pos *p)
{
	uint64_t sum = 0;
	size_t i;

	(void)r;
	for (i = 0; i < p->n; i++)
		sum += p->v[i];		/* at most 10^5 x 10^6 */
	return sum > 0 ? sum - 1 : 0;
}

/*
 * The search.  The positions of a box of w columns and h rows are the
 * non-increasing sequences of w heights 0..h; there are C(w + h, w).  The
 * rank of a sequence counts, column by column, the sequences that agree
 * before it and are higher at it: with len = w - 1 - j columns after
 * column j, those are sum over v in (x_j, x_{j-1}] of C(len + v, len) =
 * T(j, x_{j-1}) - T(j, x_j), where T(j, v) = C(len + v + 1, len + 1)
 * (x_{-1} = h).  So the ranks run over 0 .. C(w + h, w) - 1, one each.
 */
static bool
box_fits(size_t w, uint64_t h, uint64_t *count)
{
	uint64_t n = binom(w + h, w, CHOMP_BOX_MAX);

	if (n == UINT64_MAX)
		return false;
	/* Every position tries each of its squares and ranks each. */
	if (n > CHOMP_WORK / (w * h) / (w + 1))
		return false;
	*count = n;
	return true;
}

static int
box_make(struct chomp_box *b, size_t w, uint64_t h)
{
	uint64_t count, v;
	size_t j;

	if (b->val != NULL && b->w == w && b->h == h)
		return SG_OK;
	if (!box_fits(w, h, &count))
		return SG_ERANGE;
	box_free(b);
	b->term = sg_calloc(w * (size_t)(h + 1), sizeof *b->term);
	b->val = sg_calloc((size_t)count, sizeof *b->val);
	if (b->term == NULL || b->val == NULL) {
		box_free(b);
		return SG_ENOMEM;
	}
	b->w = w;
	b->h = h;
	b->count = count;
	b->found = 0;
	for (j = 0; j < w; j++)
		for (v = 0; v <= h; v++)
			b->term[j * (h + 1) + v] = binom(w - j + v, w - j,
			    UINT64_MAX - 1);
	return SG_OK;
}

/* The rank of heights x[0..n-1] (columns n.. of the box are empty). */
static uint64_t
box_rank(const struct chomp_box *b, const uint64_t *x, size_t n)
{
	uint64_t rank = 0, prev = b->h;
	size_t j;

	for (j = 0; j < b->w; j++) {
		uint64_t v = j < n ? x[j] : 0;
		const uint64_t *t = b->term + j * (b->h + 1);

		rank += t[prev] - t[v];
		prev = v;
	}
	return rank;
}

/* The Grundy value of heights x[0..n-1] within box b, by search. */
static unsigned
box_value(struct chomp_box *b, uint64_t *x, size_t n)
{
	uint64_t rank = box_rank(b, x, n), row, seen[1024 / 64], *y;
	size_t col, j;
	unsigned g;

	if (b->val[rank] != 0)
		return b->val[rank] - 1u;
	if (b->stop)
		return 0;
	memset(seen, 0, sizeof seen);
	/* The child keeps columns < col and lowers the rest to row. */
	y = malloc(n * sizeof *y + 1);
	for (col = 0; y != NULL && col < n; col++) {
		for (row = col == 0; row < x[col]; row++) {
			size_t m = row == 0 ? col : n;

			for (j = 0; j < m; j++)
				y[j] = j < col || x[j] < row ? x[j] : row;
			g = box_value(b, y, m);
			if (g < 1024)
				seen[g / 64] |= UINT64_C(1) << (g % 64);
		}
	}
	free(y);
	/* Stopped under it: the children's values are not all known, so
	 * this one is not kept. */
	if (b->stop)
		return 0;
	for (g = 0; g < 1024 && (seen[g / 64] >> (g % 64) & 1); g++)
		;
	b->val[rank] = (uint16_t)(g + 1);
	/* The positions of the box are the most a search can find; a
	 * search below a smaller shape ends before. */
	if (++b->found % CHOMP_REPORT == 0 &&
	    !rules_progress(b->r, b->found, b->count))
		b->stop = true;
	return g;
}

/* Which family of section 1 p belongs to. */
enum family { FAM_NONE, FAM_L, FAM_TWO_COLS, FAM_TWO_ROWS };

static enum family
family_of(const struct pos *p)
{
	size_t i;
	bool l = true, rows = true;

	for (i = 1; i < p->n; i++) {
		l = l && p->v[i] == 1;
		rows = rows && p->v[i] <= 2;
	}
	if (l)
		return FAM_L;
	if (p->n == 2)
		return FAM_TWO_COLS;
	if (p->v[0] == 2 && rows)
		return FAM_TWO_ROWS;
	return FAM_NONE;
}

/* Add the move taking column col, row row (from 0). */
static bool
add_take(struct solution *sol, const struct pos *p, size_t col, uint64_t row,
    int *err)
{
	struct pos q;
	bool more;

	pos_init(&q);
	if (take_square(p, col, row, &q) != SG_OK) {
		*err = SG_ENOMEM;
		pos_free(&q);
		return false;
	}
	more = solution_add(sol, &q, err);
	pos_free(&q);
	return more;
}

/* Section 1: the outcome and the winning move of a family. */
static void
family_solve(const struct pos *p, enum family f, struct solution *sol,
    int *err)
{
	uint64_t a = p->v[0], b, up, along;
	size_t r2;

	switch (f) {
	case FAM_L:
		up = a - 1;
		along = p->n - 1;
		sol->has_grundy = true;
		sol->grundy = up ^ along;
		sol->outcome = up == along ? OUTCOME_P : OUTCOME_N;
		if (up > along)
			add_take(sol, p, 0, along + 1, err);
		else if (along > up)
			add_take(sol, p, (size_t)up + 1, 0, err);
		break;
	case FAM_TWO_COLS:
		b = p->v[1];
		sol->outcome = a == b + 1 ? OUTCOME_P : OUTCOME_N;
		if (a > b + 1)
			add_take(sol, p, 0, b + 1, err);
		else if (a == b)
			add_take(sol, p, 1, b - 1, err);
		break;
	case FAM_TWO_ROWS:
		/* Rows of p->n and r2 squares: the mirror of two columns. */
		for (r2 = 0; r2 < p->n && p->v[r2] == 2; r2++)
			;
		sol->outcome = p->n == r2 + 1 ? OUTCOME_P : OUTCOME_N;
		if (p->n > r2 + 1)
			add_take(sol, p, r2 + 1, 0, err);
		else if (p->n == r2)
			add_take(sol, p, r2 - 1, 1, err);
		break;
	case FAM_NONE:
		break;
	}
}

/* Section 2: the search, when p's box is small enough. */
static int
search_solve(struct rules *r, const struct pos *p, struct solution *sol,
    bool moves, int *err)
{
	struct chomp_box *b = &((struct chomp *)r->priv)->box;
	uint64_t *x, *y, row;
	size_t col, j;
	unsigned g;
	int rc;

	if ((rc = box_make(b, p->n, p->v[0])) != SG_OK)
		return rc;
	x = malloc(p->n * sizeof *x);
	y = malloc(p->n * sizeof *y);
	if (x == NULL || y == NULL) {
		free(x);
		free(y);
		return SG_ENOMEM;
	}
	memcpy(x, p->v, p->n * sizeof *x);
	b->r = r;
	b->stop = false;
	g = box_value(b, x, p->n);
	sol->has_grundy = true;
	sol->grundy = g;
	sol->outcome = g != 0 ? OUTCOME_N : OUTCOME_P;
	for (col = 0; moves && g != 0 && col < p->n; col++) {
		for (row = col == 0; row < x[col]; row++) {
			size_t m = row == 0 ? col : p->n;

			for (j = 0; j < m; j++)
				y[j] = j < col || x[j] < row ? x[j] : row;
			if (box_value(b, y, m) == 0 &&
			    !add_take(sol, p, col, row, err)) {
				col = p->n;
				break;
			}
		}
	}
	free(x);
	free(y);
	return b->stop ? SG_EINTR : SG_OK;
}

static int
chomp_solve(struct rules *r, const struct pos *p, struct solution *sol,
    struct sg_cause *why)
{
	enum family f = family_of(p);
	struct solution scratch;
	uint64_t count;
	int rc, err = SG_OK;

	if (p->n == 0)
		return sg_fail(why, SG_EINVAL, W_("chomp: the poisoned square "
		    "is missing"));
	if (f != FAM_NONE) {
		family_solve(p, f, sol, &err);
		if (!sol->has_grundy && sol->outcome == OUTCOME_P) {
			sol->has_grundy = true;
			sol->grundy = 0;
		} else if (!sol->has_grundy && box_fits(p->n, p->v[0],
		    &count)) {
			solution_init(&scratch, 0);
			rc = search_solve(r, p, &scratch, false, &err);
			sol->has_grundy = rc == SG_OK;
			sol->grundy = scratch.grundy;
			solution_free(&scratch);
		}
	} else if ((rc = search_solve(r, p, sol, true, &err)) == SG_OK) {
		;
	} else if (rc == SG_EINTR) {
		return sg_fail(why, rc, W_("stopped"));
	} else if (rc != SG_ERANGE) {
		return sg_fail(why, rc, W_("out of memory"));
	} else if (is_rect(p)) {
		sol->outcome = OUTCOME_N;
		sol->has_grundy = false;
		if (p->n == p->v[0])
			add_take(sol, p, 1, 1, &err);
		/* Others may win too: no theory lists them. */
		sol->partial = err == SG_OK && !sol->truncated;
	} else {
		return sg_fail(why, SG_ERANGE, W_("chomp: no theory covers "
		    "this shape, and more than %llu positions lie below it for "
		    "a search"), (unsigned long long)CHOMP_BOX_MAX);
	}
	return err == SG_OK ? SG_OK : sg_fail(why, err, W_("out of memory"));
}

static void
chomp_invariant(struct rules *r, const struct pos *p, struct sbuf *out)
{
	enum family f = family_of(p);
	struct solution sol;
	struct sbuf mv, at;
	size_t r2;
	bool past;

	sbuf_add(out, W_("In Chomp the player who is left with only the "
	    "poisoned square cannot move and loses.\n\n"));
	switch (f) {
	case FAM_L:
		/* TRANSLATORS: the arm up, the arm along, then both again. */
		sbuf_printf(out, W_("This is an L: an arm of %1$llu squares up "
		    "and one of %2$zu along, beside the poison.  Each move "
		    "shortens one arm, by any number of squares: it is Nim "
		    "with two heaps, %3$llu and %4$zu, lost exactly when the "
		    "arms are equal.\n"), (unsigned long long)(p->v[0] - 1),
		    p->n - 1, (unsigned long long)(p->v[0] - 1), p->n - 1);
		break;
	case FAM_TWO_COLS:
		sbuf_printf(out, W_("Two columns, of %1$llu and %2$llu "
		    "squares: such a board is lost exactly when the first "
		    "column is one square higher than the second.  From there "
		    "every move leaves columns equal or further apart; from "
		    "any other two columns one move makes the difference "
		    "one.\n"), (unsigned long long)p->v[0],
		    (unsigned long long)p->v[1]);
		break;
	case FAM_TWO_ROWS:
		for (r2 = 0; r2 < p->n && p->v[r2] == 2; r2++)
			;
		sbuf_printf(out, W_("Two rows, of %1$zu and %2$zu squares: "
		    "turned on its diagonal this is two columns, lost exactly "
		    "when the bottom row is one square longer than the top "
		    "one.\n"),
		    p->n, r2);
		break;
	case FAM_NONE:
		past = is_rect(p) && !box_fits(p->n, p->v[0], &(uint64_t){ 0 });
		if (past)
			sbuf_add(out, W_("A full rectangle is won by the first "
			    "player, by strategy stealing: if taking only the "
			    "top right square lost, the opponent's winning "
			    "answer would take that square too, so the first "
			    "player could have played the answer at once.  The "
			    "argument proves a winning move exists without "
			    "finding it.\n"));
		/* A square says its rule, within the search too (the search
		 * finds the same move below). */
		if (is_rect(p) && p->n == p->v[0] && p->n >= 2)
			sbuf_add(out, W_("On a square board the "
			    "winning move is known: take the square at "
			    "column 2, row 2, leaving an L with equal "
			    "arms, then answer each move on one arm by "
			    "the same move on the other.\n"));
		else if (!past)
			sbuf_add(out, W_("No formula covers this shape: the "
			    "program searched every position below it, each "
			    "lost exactly when none of its moves leads to a "
			    "lost position.\n"));
		if (past)
			return;
		break;
	}
	solution_init(&sol, 1);
	if (chomp_solve(r, p, &sol, NULL) == SG_OK) {
		if (sol.outcome == OUTCOME_P)
			sbuf_add(out, W_("\nThe player to move loses.\n"));
		else if (sol.wins.n > 0) {
			sbuf_init(&mv);
			sbuf_init(&at);
			chomp_describe(r, p, &sol.wins.p[0], &mv);
			chomp_format(r, &sol.wins.p[0], &at);
			/* TRANSLATORS: a move in words, then the position it
			 * leaves in the notation of the command line. */
			sbuf_printf(out, W_("\nThe player to move wins: %1$s, "
			    "leaving %2$s.\n"), sbuf_str(&mv), sbuf_str(&at));
			sbuf_free(&mv);
			sbuf_free(&at);
		}
	} else {
		sbuf_add(out, W_("\nThis shape is past the search.\n"));
	}
	solution_free(&sol);
}

/* The small positions: every board within 5 columns and 4 rows, and
 * longer Ls, pairs of columns and pairs of rows. */
static int
chomp_smalls(struct rules *r, struct poslist *out)
{
	uint64_t x[5], a, b;
	struct pos q;
	size_t n, i;
	int rc = SG_OK;

	(void)r;
	pos_init(&q);
	/* Every non-increasing x[0..4] in 0..4 with x[0] >= 1, counted in
	 * base 5. */
	for (a = 0; a < 5 * 5 * 5 * 5 * 5 && rc == SG_OK; a++) {
		for (b = a, i = 0; i < 5; i++, b /= 5)
			x[i] = b % 5;
		for (i = 1; i < 5 && x[i] <= x[i - 1]; i++)
			;
		if (i < 5 || x[0] == 0)
			continue;
		for (n = 0; n < 5 && x[n] > 0; n++)
			;
		if ((rc = pos_resize(&q, n)) == SG_OK) {
			memcpy(q.v, x, n * sizeof *x);
			rc = poslist_add(out, &q);
		}
	}
	for (a = 1; a <= 12 && rc == SG_OK; a++) {
		for (b = 1; b <= a && rc == SG_OK; b++) {
			/* Two columns a, b; an L of a up and b along; two
			 * rows of a + 1 and b squares. */
			if ((rc = pos_resize(&q, 2)) != SG_OK)
				break;
			q.v[0] = a;
			q.v[1] = b;
			if ((rc = poslist_add(out, &q)) != SG_OK ||
			    (rc = pos_resize(&q, (size_t)b + 1)) != SG_OK)
				break;
			for (i = 0; i <= b; i++)
				q.v[i] = i == 0 ? a : 1;
			if ((rc = poslist_add(out, &q)) != SG_OK ||
			    (rc = pos_resize(&q, (size_t)a + 1)) != SG_OK)
				break;
			for (i = 0; i <= a; i++)
				q.v[i] = i < b ? 2 : 1;
			rc = poslist_add(out, &q);
		}
	}
	pos_free(&q);
	return rc;
}

static const char *const chomp_presets[] = {
	"4x3",
	"5x5",
	"6 5 3 3 1",
	"2x7",
	"8x8",
	NULL
};

/* A board of random heights, or at level 1 and 2 a rectangle, within the
 * search. */
static void
chomp_random(const struct rules *r, unsigned level, bool opts,
    uint64_t *seed, struct sbuf *out)
{
	uint64_t w = game_rand(seed, 2, 3 + level), h = game_rand(seed, 2,
	    3 + level), i, x;

	(void)r;
	(void)opts;
	if (level <= 2) {
		sbuf_printf(out, "%llux%llu", (unsigned long long)w,
		    (unsigned long long)h);
		return;
	}
	for (i = 0, x = h; i < w; i++) {
		sbuf_printf(out, "%s%llu", i > 0 ? " " : "",
		    (unsigned long long)x);
		x = game_rand(seed, x > 2 ? x - 2 : 1, x);
	}
}

const struct game game_chomp = {
	.name = "chomp",
	.title = WN_("Chomp"),
	.summary = WN_("take a square with all above and right of it; the poison "
	    "loses"),
	.notation = {
		/* TRANSLATORS: how a position is typed: the words in
		 * capitals stand for what is typed there; keep the
		 * options, the letters and the signs. */
		.syntax = WN_("WxH | HEIGHT..."),
		.init = chomp_init,
		.fini = chomp_fini,
		.parse = chomp_parse,
		.format = chomp_format,
	},
	.rules = {
		.moves = chomp_moves,
		.check = chomp_check,
		.describe = chomp_describe,
		.any_move = chomp_any_move,
		.move_bound = chomp_move_bound,
	},
	.theory = {
		.solve = chomp_solve,
	},
	.play = {
		.board = BOARD_SQUARES,
		.models = { MOVE_PICK_CELL },
		.item = WN_("column"),
		.changes = change_lowered,
		.pick = chomp_pick,
		.presets = chomp_presets,
		.random = chomp_random,
	},
	.teach = {
		.invariant = chomp_invariant,
	},
	.tests = {
		.smalls = chomp_smalls,
	},
};
