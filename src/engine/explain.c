/*
 * explain.c: the explain panel's contents.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "explain.h"
#include "engine/text.h"
#include "engine/words.h"

static int
bits_of(uint64_t x)
{
	int b = 1;

	while (b < 64 && (x >> b) != 0)
		b++;
	return b;
}

static void
add_binary(struct sbuf *out, uint64_t x, int width)
{
	int i;

	for (i = width - 1; i >= 0; i--)
		sbuf_addc(out, (x >> i & 1) ? '1' : '0');
}

/* The widths of the label and value columns. */
static void
table_widths(const struct explanation *e, int *lw, int *vw, int *bw)
{
	struct sbuf num;
	uint64_t max = e->nimsum;
	size_t i;

	/* TRANSLATORS: the last line of the table of values, under the
	 * parts: their nim-sum. */
	*lw = text_width(W_("nim-sum"));
	for (i = 0; i < e->parts.n; i++) {
		if (text_width(e->parts.c[i].label) > *lw)
			*lw = text_width(e->parts.c[i].label);
		if (e->parts.c[i].value > max)
			max = e->parts.c[i].value;
	}
	sbuf_init(&num);
	sbuf_printf(&num, "%llu", (unsigned long long)max);
	*vw = (int)num.len;
	*bw = bits_of(max);
	sbuf_free(&num);
}

/* s, then spaces up to width columns. */
static void
add_padded(struct sbuf *out, const char *s, int width)
{
	int w = text_width(s);

	sbuf_add(out, s);
	for (; w < width; w++)
		sbuf_addc(out, ' ');
}

void
explain_table(const struct explanation *e, struct sbuf *out)
{
	int lw, vw, bw, i;
	size_t k;

	table_widths(e, &lw, &vw, &bw);
	for (k = 0; k < e->parts.n; k++) {
		add_padded(out, e->parts.c[k].label, lw);
		sbuf_printf(out, "  %*llu  ", vw,
		    (unsigned long long)e->parts.c[k].value);
		add_binary(out, e->parts.c[k].value, bw);
		sbuf_addc(out, '\n');
	}
	sbuf_printf(out, "%*s  ", lw + vw + 2, "");
	for (i = 0; i < bw; i++)
		sbuf_addc(out, '-');
	sbuf_addc(out, '\n');
	add_padded(out, W_("nim-sum"), lw);
	sbuf_printf(out, "  %*llu  ", vw, (unsigned long long)e->nimsum);
	add_binary(out, e->nimsum, bw);
	sbuf_addc(out, '\n');
}

/* The part holding the first entry a move changes, or -1. */
static long
changed_part(const struct complist *parts, const struct pos *from,
    const struct pos *to)
{
	size_t i, k;

	for (i = 0; i < from->n && i < to->n && from->v[i] == to->v[i]; i++)
		;
	for (k = 0; k < parts->n; k++) {
		size_t first = parts->c[k].first, end = first + parts->c[k].count;

		/* A part may wrap past the last entry (an arc of a ring). */
		if ((i >= first && i < end) ||
		    (end > from->n && i < end - from->n))
			return (long)k;
	}
	return -1;
}

/* The column of x's leftmost 1 (0 for 0). */
static uint64_t
top_bit(uint64_t x)
{
	return x == 0 ? 0 : (uint64_t)1 << (bits_of(x) - 1);
}

/* wins.p[i] to the front, the others keeping their order. */
static void
wins_to_front(struct solution *sol, size_t i)
{
	struct pos t = sol->wins.p[i];

	memmove(&sol->wins.p[1], &sol->wins.p[0], i * sizeof t);
	sol->wins.p[0] = t;
}

/* The first listed winning move in part k, or -1. */
static long
listed_move(const struct explanation *e, const struct pos *p, size_t k)
{
	size_t i;

	for (i = 0; i < e->sol.wins.n; i++)
		if (changed_part(&e->parts, p, &e->sol.wins.p[i]) == (long)k)
			return (long)i;
	return -1;
}

/*
 * A winning move in heap k of a game of heaps (its order does not
 * matter), by the game's own theory: with heap k put first, its moves
 * come first, and a winning move that leaves the other heaps as they
 * were is one of heap k.  SG_OK with the move in to; SG_ENOMOVE when none
 * is listed.
 */
static int
heap_move(struct rules *r, const struct pos *p, size_t k, struct pos *to,
    struct sg_cause *why)
{
	struct solution s;
	struct sg_cause ignore;
	struct pos q;
	size_t i, t = p->n - 1;
	int rc;

	pos_init(&q);
	solution_init(&s, EXPLAIN_MOVES);
	if ((rc = pos_push(&q, p->v[k])) != SG_OK)
		goto out;
	for (i = 0; i < p->n && rc == SG_OK; i++)
		if (i != k)
			rc = pos_push(&q, p->v[i]);
	if (rc != SG_OK || (rc = r->game->theory.solve(r, &q, &s, why)) !=
	    SG_OK)
		goto out;
	rc = SG_ENOMOVE;
	for (i = 0; i < s.wins.n && rc == SG_ENOMOVE; i++) {
		const struct pos *w = &s.wins.p[i];

		if (w->n < t || (t > 0 && memcmp(w->v + (w->n - t), q.v + 1,
		    t * sizeof *w->v) != 0))
			continue;
		if (pos_copy(to, p) != SG_OK || pos_splice(to, k, w->n > t ?
		    w->v : NULL, w->n - t) != SG_OK)
			rc = SG_ENOMEM;
		else if (r->game->rules.check(r, p, to, &ignore) == SG_OK)
			rc = SG_OK;
	}
out:
	if (rc == SG_ENOMEM)
		sg_fail(why, rc, W_("out of memory"));
	solution_free(&s);
	pos_free(&q);
	return rc;
}

/*
 * The argument's move of a won sum: in the first part with a 1 in the
 * nim-sum's leftmost column that has a move to its value ^ nim-sum (a
 * smaller value, so every value below a part's own being one move away,
 * each of them has one), put first among the winning moves.  A winning
 * move that changes that part alone is such a move.
 */
static int
pick_move(struct rules *r, const struct pos *p, struct explanation *e,
    struct sg_cause *why)
{
	uint64_t top = top_bit(e->nimsum);
	bool heaps = explain_has_heaps(r->game) && e->parts.n == p->n;
	struct pos to;
	size_t k;
	long i;
	int rc = SG_ENOMOVE;

	pos_init(&to);
	for (k = 0; k < e->parts.n && rc == SG_ENOMOVE; k++) {
		if ((e->parts.c[k].value & top) == 0)
			continue;
		if (e->move_part < 0)
			e->move_part = (long)k;
		if ((i = listed_move(e, p, k)) >= 0) {
			wins_to_front(&e->sol, (size_t)i);
			rc = SG_OK;
		} else if (heaps) {
			rc = heap_move(r, p, k, &to, why);
			if (rc == SG_OK && (rc = poslist_take(&e->sol.wins,
			    &to)) == SG_OK)
				wins_to_front(&e->sol, e->sol.wins.n - 1);
		}
		if (rc == SG_OK) {
			e->move_part = (long)k;
			e->has_move = true;
		}
	}
	pos_free(&to);
	if (e->move_part >= 0)
		e->move_value = e->parts.c[e->move_part].value ^ e->nimsum;
	if (rc == SG_ENOMEM)
		return sg_fail(why, rc, W_("out of memory"));
	return rc == SG_ENOMOVE ? SG_OK : rc;
}

/* The twins of move i said after it (game_say_twins): on a line of its
 * own under a line of the list (indent), else after the position. */
static void
say_twins(struct rules *r, const struct pos *p, struct explanation *e,
    const size_t *first, size_t i, const char *indent, struct sbuf *out)
{
	struct sbuf tw;
	const char *t;

	if (first == NULL)
		return;
	sbuf_init(&tw);
	game_say_twins(r, p, &e->sol.wins, first, i, &tw);
	/* Under the move's line, one step further in, without the space
	 * that follows a position (a language may have none). */
	for (t = sbuf_str(&tw); *t == ' '; t++)
		continue;
	if (tw.len > 0 && indent != NULL)
		sbuf_printf(out, "%s  %s\n", indent, t);
	else if (tw.len > 0)
		sbuf_add(out, sbuf_str(&tw));
	out->oom |= tw.oom;
	sbuf_free(&tw);
}

/* The argument's move in words (and its twins, as first says). */
static void
explain_move(struct rules *r, const struct pos *p, struct explanation *e,
    const size_t *first)
{
	const struct component *c = &e->parts.c[e->move_part];
	const struct pos *to = &e->sol.wins.p[0];

	unsigned long long v = c->value, x = e->nimsum, w = e->move_value;
	struct sbuf move, left;

	if (e->parts.n == 1)
		/* TRANSLATORS: %1$s is a part (such as "heap 2"); then its
		 * value, and the XOR that gives its new value. */
		sbuf_printf(&e->text, W_("To win, change %1$s from value "
		    "%2$llu to %2$llu ^ %3$llu = %4$llu: with one part the "
		    "nim-sum is that part's value, so it becomes 0.\n"),
		    c->label, v, x,
		    w);
	else
		/* TRANSLATORS: %1$s is a part (such as "heap 2"); then its
		 * value, and the XOR that gives its new value. */
		sbuf_printf(&e->text, W_("To win, change %1$s from value "
		    "%2$llu to %2$llu ^ %3$llu = %4$llu: every other part "
		    "stays, so the nim-sum becomes %3$llu ^ %2$llu ^ %4$llu = "
		    "0.\n"),
		    c->label, v, x, w);
	if (!e->has_move)
		return;
	sbuf_init(&move);
	sbuf_init(&left);
	r->game->rules.describe(r, p, to, &move);
	game_format(r, to, &left);
	say_twins(r, p, e, first, 0, NULL, &left);
	/* TRANSLATORS: a move in words, then the position it leaves (in
	 * the notation). */
	sbuf_printf(&e->text, W_("For example: %1$s, leaving %2$s.\n"),
	    sbuf_str(&move), sbuf_str(&left));
	e->text.oom |= move.oom || left.oom;
	sbuf_free(&move);
	sbuf_free(&left);
}

/* What a winning move in part k is, as the head of its moves: in the
 * argument's part, in another part with the 1, or a move up. */
static void
other_kind(struct explanation *e, long k)
{
	const struct component *c = &e->parts.c[k];
	unsigned long long v = c->value, w = c->value ^ e->nimsum,
	    x = e->nimsum;

	if (k == e->move_part && e->has_move)
		/* TRANSLATORS: %1$s is a part (such as "heap 2"). */
		sbuf_printf(&e->text, W_("  in %1$s, to %2$llu another way:\n"),
		    c->label, w);
	else if (w < v)
		/* TRANSLATORS: %1$s is a part (such as "heap 2"). */
		sbuf_printf(&e->text, W_("  in %1$s, also with a 1 in that "
		    "column, from %2$llu to %2$llu ^ %3$llu = %4$llu:\n"),
		    c->label, v, x, w);
	else
		/* TRANSLATORS: %1$s is a part (such as "heap 2"). */
		sbuf_printf(&e->text, W_("  in %1$s, a move up from %2$llu to "
		    "%2$llu ^ %3$llu = %4$llu, which the opponent could undo "
		    "by moving %1$s back to %2$llu:\n"), c->label, v, x, w);
}

/* The winning moves besides the argument's, each said for what it is,
 * those of one part under one head, and twins (moves that leave the
 * same position as another, as first says) with the move they copy. */
static void
other_moves(struct rules *r, const struct pos *p, struct explanation *e,
    const size_t *first)
{
	size_t i, said = 0, left = 0, from = e->has_move ? 1 : 0,
	    n = e->sol.wins.n;
	long k, last = -2;

	for (i = from; i < n; i++)
		left += first == NULL || first[i] == i;
	if (left == 0)
		return;
	if (e->has_move)
		sbuf_add(&e->text, W_("Other winning moves (each makes the "
		    "nim-sum 0 as well):\n"));
	else
		sbuf_add(&e->text, W_("The winning moves (each makes the "
		    "nim-sum 0):\n"));
	for (i = from; i < n && said < e->others; i++) {
		const struct pos *to = &e->sol.wins.p[i];
		const char *indent;

		if (first != NULL && first[i] != i)
			continue;	/* said with the move it copies */
		if ((k = changed_part(&e->parts, p, to)) != last && k >= 0)
			other_kind(e, k);
		last = k;
		indent = k >= 0 ? "    " : "  ";
		game_say_move(r, p, to, indent, &e->text);
		say_twins(r, p, e, first, i, indent, &e->text);
		said++;
	}
	left -= said;
	if (left > 0 && (e->sol.truncated || e->sol.partial))
		sbuf_printf(&e->text, W_("  ... and %zu more, "
		    "perhaps others\n"), left);
	else if (left > 0)
		sbuf_printf(&e->text, W_("  ... and %zu more\n"), left);
	else if (e->sol.truncated || e->sol.partial)
		sbuf_add(&e->text, W_("  ... and perhaps others\n"));
}

/* Which parts can make the nim-sum 0: those with a 1 in the column of its
 * leftmost 1 (changing such a value v to v ^ nimsum lowers it). */
void
explain_list_add(struct sbuf *out, size_t i, size_t n, const char *item)
{
	if (i > 0)
		/* TRANSLATORS: separators of a list such as "heap 2, heap 3
		 * and heap 4": between two items, and before the last. */
		sbuf_add(out, i + 1 == n ? W_(" and ") : W_(", "));
	sbuf_add(out, item);
}

static void
leftmost_column(struct explanation *e)
{
	unsigned long long top = top_bit(e->nimsum);
	struct sbuf parts, values, num;
	size_t k, n = 0, said = 0;

	sbuf_init(&parts);
	sbuf_init(&values);
	sbuf_init(&num);
	for (k = 0; k < e->parts.n; k++)
		n += (e->parts.c[k].value & top) != 0;
	for (k = 0; k < e->parts.n; k++) {
		if ((e->parts.c[k].value & top) == 0)
			continue;
		sbuf_reset(&num);
		sbuf_printf(&num, "%llu",
		    (unsigned long long)e->parts.c[k].value);
		explain_list_add(&parts, said, n, e->parts.c[k].label);
		explain_list_add(&values, said, n, sbuf_str(&num));
		said++;
	}
	if (n == 1)
		/* TRANSLATORS: %2$s is a part (such as "heap 2"), %3$s its
		 * value. */
		sbuf_printf(&e->text, W_("Its leftmost 1 is in the column "
		    "worth %1$llu, and %2$s has a 1 there (value %3$s).  XOR "
		    "with the nim-sum turns that 1 into 0 and changes only "
		    "columns to its right, so it makes that value smaller; and "
		    "every value below a part's own is one move away (that is "
		    "what the mex means), so a winning move can always be made "
		    "there.\n"), top,
		    sbuf_str(&parts), sbuf_str(&values));
	else
		/* TRANSLATORS: %2$s is a list of parts (such as "heap 2 and
		 * heap 3"), %3$s the list of their values. */
		sbuf_printf(&e->text, W_("Its leftmost 1 is in the column "
		    "worth %1$llu, and %2$s have a 1 there (values %3$s).  XOR "
		    "with the nim-sum turns that 1 into 0 and changes only "
		    "columns to its right, so it makes such a value smaller; "
		    "and every value below a part's own is one move away (that "
		    "is what the mex means), so a winning move can always be "
		    "made there.\n"),
		    top, sbuf_str(&parts), sbuf_str(&values));
	e->text.oom |= parts.oom || values.oom || num.oom;
	sbuf_free(&parts);
	sbuf_free(&values);
	sbuf_free(&num);
}

static void
explain_sum(struct rules *r, const struct pos *p, struct explanation *e)
{
	size_t *first;

	sbuf_add(&e->text, W_("Each part is worth a Nim heap of its Grundy "
	    "value; the position is worth their nim-sum (XOR: add the binary "
	    "columns without carrying, so a column gives 1 when it holds an "
	    "odd number of 1s).\n\n"));
	explain_table(e, &e->text);
	sbuf_addc(&e->text, '\n');
	if (e->nimsum == 0) {
		sbuf_add(&e->text, W_("The nim-sum is 0: the player to move "
		    "loses against perfect play.  Every move changes one "
		    "part's value, which makes the nim-sum non-zero, and the "
		    "opponent can always make it 0 again.\n"));
		return;
	}
	sbuf_printf(&e->text, W_("The nim-sum is %llu, not 0: the player to "
	    "move wins by making it 0.\n"), (unsigned long long)e->nimsum);
	leftmost_column(e);
	/* Twins said once: with no room for the list, each move is said. */
	if ((first = sg_reallocarray(NULL, e->sol.wins.n ? e->sol.wins.n :
	    1, sizeof *first)) != NULL &&
	    game_twins(r, &e->sol.wins, first) != SG_OK) {
		free(first);
		first = NULL;
	}
	if (e->move_part >= 0)
		explain_move(r, p, e, first);
	other_moves(r, p, e, first);
	free(first);
}

/* Solve p, and for a sum its parts, their nim-sum and the argument's
 * move: all of e but its text. */
static int
explain_prepare(struct rules *r, const struct pos *p, size_t limit,
    struct explanation *e, struct sg_cause *why)
{
	size_t k;
	int rc;

	memset(e, 0, sizeof *e);
	complist_init(&e->parts);
	sbuf_init(&e->text);
	e->others = limit > 0 ? limit - 1 : EXPLAIN_OTHERS;
	solution_init(&e->sol, r->game->teach.components == NULL ? 1 :
	    limit > EXPLAIN_MOVES ? limit : EXPLAIN_MOVES);
	e->move_part = -1;
	if ((rc = r->game->theory.solve(r, p, &e->sol, why)) != SG_OK)
		return rc;
	rc = r->game->teach.components != NULL ?
	    r->game->teach.components(r, p, &e->parts, why) : SG_EUNSUP;
	if (rc == SG_EUNSUP)
		return SG_OK;
	if (rc != SG_OK)
		return rc;
	e->is_sum = true;
	for (k = 0; k < e->parts.n; k++)
		e->nimsum ^= e->parts.c[k].value;
	return e->nimsum != 0 ? pick_move(r, p, e, why) : SG_OK;
}

int
explain_new(struct rules *r, const struct pos *p, struct explanation *e,
    struct sg_cause *why)
{
	return explain_new_limit(r, p, 0, e, why);
}

int
explain_new_limit(struct rules *r, const struct pos *p, size_t limit,
    struct explanation *e, struct sg_cause *why)
{
	int rc;

	if ((rc = explain_prepare(r, p, limit, e, why)) != SG_OK)
		return rc;
	if (e->is_sum) {
		explain_sum(r, p, e);
	} else if (r->game->teach.invariant != NULL) {
		r->game->teach.invariant(r, p, &e->text);
	} else {
		sbuf_add(&e->text, e->sol.outcome == OUTCOME_N ?
		    W_("The player to move wins.\n") :
		    W_("The player to move loses.\n"));
	}
	/* One heap alone: its value from the mex of its options. */
	if (e->is_sum && explain_has_heaps(r->game) && p->n == 1) {
		sbuf_addc(&e->text, '\n');
		if ((rc = explain_heap(r, p->v[0], true, &e->text, why)) !=
		    SG_OK)
			return rc;
	}
	if (r->game->teach.strategy != NULL) {
		sbuf_addc(&e->text, '\n');
		r->game->teach.strategy(r, p, &e->sol, &e->text);
	}
	return e->text.oom ? sg_fail(why, SG_ENOMEM, W_("out of "
	    "memory")) : SG_OK;
}

int
explain_winning_move(struct rules *r, const struct pos *p, struct pos *to,
    struct sg_cause *why)
{
	struct explanation e;
	int rc;

	if ((rc = explain_prepare(r, p, 0, &e, why)) == SG_OK) {
		if (e.sol.outcome != OUTCOME_N || e.sol.wins.n == 0)
			rc = sg_fail(why, SG_ENOMOVE, W_("no winning move is "
			    "known"));
		else if (pos_copy(to, &e.sol.wins.p[0]) != SG_OK)
			rc = sg_nomem(why);
	}
	explain_free(&e);
	return rc;
}

/* Nim's misere rule on the heaps of p. */
static void
misere_nim(const struct pos *p, struct explanation *e)
{
	size_t i, big = 0, ones = 0;

	for (i = 0; i < p->n; i++) {
		big += p->v[i] > 1;
		ones += p->v[i] == 1;
	}
	sbuf_add(&e->text, W_("Nim's misere rule: while some heap holds more "
	    "than one stone, play as in normal Nim and make the nim-sum 0, "
	    "except for the move that would leave no heap above 1: then leave "
	    "an odd number of heaps of 1, so that the opponent takes the last "
	    "stone.\n\n"));
	if (big == 0) {
		sbuf_printf(&e->text, wngettext("Here every heap holds at most "
		    "one stone: the stones go one at a time, and with %zu heap "
		    "of 1 the player to move takes the last one, and loses, "
		    "exactly when that number is odd.\n", "Here every heap "
		    "holds at most one stone: the stones go one at a time, and "
		    "with %zu heaps of 1 the player to move takes the last "
		    "one, and loses, exactly when that number is odd.\n", ones),
		    ones);
		return;
	}
	for (i = 0; i < e->parts.n; i++)
		e->nimsum ^= e->parts.c[i].value;
	explain_table(e, &e->text);
	sbuf_addc(&e->text, '\n');
	if (big == 1)
		sbuf_add(&e->text, W_("Only one heap holds more than one "
		    "stone: the player to move wins by reducing it to 0 or 1, "
		    "whichever leaves an odd number of heaps of 1.\n"));
	else if (e->nimsum != 0)
		sbuf_printf(&e->text, W_("%zu heaps hold more than one stone: "
		    "play as in normal Nim, so the position is won as the "
		    "nim-sum is not 0.\n"), big);
	else
		sbuf_printf(&e->text, W_("%zu heaps hold more than one stone: "
		    "play as in normal Nim, so the position is lost as the "
		    "nim-sum is 0.\n"), big);
}

int
explain_misere(struct judge *j, const struct pos *p, struct explanation *e,
    struct sg_cause *why)
{
	struct rules *r = j->rules;
	size_t i;
	int rc;

	memset(e, 0, sizeof *e);
	complist_init(&e->parts);
	sbuf_init(&e->text);
	solution_init(&e->sol, EXPLAIN_MISERE_MOVES);
	e->move_part = -1;
	if ((rc = judge_solve(j, p, &e->sol, why)) != SG_OK)
		return rc;
	sbuf_add(&e->text, W_("Misere play: whoever makes the last move "
	    "loses.\n\n"));
	if (r->game->theory.misere_nim_rule && r->game->teach.components != NULL &&
	    r->game->teach.components(r, p, &e->parts, why) == SG_OK)
		misere_nim(p, e);
	else if (r->game->theory.misere_why != NULL &&
	    r->game->theory.misere_why(r, p, &e->text, why) == SG_OK)
		;	/* the game's theory said why */
	else
		sbuf_add(&e->text, W_("The Grundy values of normal play do not "
		    "add up in misere play, so this position was searched move "
		    "by move over the literal rules.\n"));
	sbuf_addc(&e->text, '\n');
	sbuf_add(&e->text, e->sol.outcome == OUTCOME_N ?
	    W_("The player to move wins, leaving a position the opponent "
	    "loses.\n") : W_("The player to move loses: every move leaves a "
	    "position the opponent wins.\n"));
	for (i = 0; i < e->sol.wins.n; i++)
		game_say_move(r, p, &e->sol.wins.p[i], "  ", &e->text);
	if (e->sol.truncated)
		sbuf_add(&e->text, W_("  ... and more\n"));
	return e->text.oom ? sg_fail(why, SG_ENOMEM, W_("out of "
	    "memory")) : SG_OK;
}

void
explain_free(struct explanation *e)
{
	complist_free(&e->parts);
	solution_free(&e->sol);
	sbuf_free(&e->text);
}

/* The value of one heap of a game as the sum of its parts: the heaps an
 * option leaves, "nothing" for none. */
static void
option_heaps(const struct pos *o, struct sbuf *out)
{
	size_t i;

	if (o->n == 0)
		/* TRANSLATORS: what a move that leaves no heap leaves, in a
		 * column of options. */
		sbuf_add(out, W_("nothing"));
	for (i = 0; i < o->n; i++)
		sbuf_printf(out, "%s%llu", i > 0 ? " + " : "",
		    (unsigned long long)o->v[i]);
}

/* The value of an option (the XOR of its heaps'), and the sum written
 * out ("3 ^ 0 = 3") when it has more than one heap. */
static int
option_value(struct rules *r, const struct pos *o, uint64_t *v,
    struct sbuf *out, struct sg_cause *why)
{
	uint64_t g;
	size_t i;
	int rc;

	*v = 0;
	for (i = 0; i < o->n; i++) {
		if ((rc = r->game->heaps.heap_value(r, o->v[i], &g, why)) != SG_OK)
			return rc;
		*v ^= g;
		if (out != NULL && o->n > 1)
			sbuf_printf(out, "%s%llu", i > 0 ? " ^ " : "",
			    (unsigned long long)g);
	}
	if (out != NULL)
		sbuf_printf(out, "%s%llu", o->n > 1 ? " = " : "",
		    (unsigned long long)*v);
	return SG_OK;
}

static void
option_line(struct rules *r, const struct pos *o, int width,
    struct sbuf *out)
{
	struct sbuf heaps;
	uint64_t v;
	struct sg_cause why;

	sbuf_init(&heaps);
	option_heaps(o, &heaps);
	sbuf_add(out, "  ");
	add_padded(out, sbuf_str(&heaps), width);
	sbuf_add(out, "  ");
	(void)option_value(r, o, &v, out, &why);
	sbuf_addc(out, '\n');
	sbuf_free(&heaps);
}

/* Options by the number of heaps they leave, then by their sizes. */
static int
cmp_option(const void *a, const void *b)
{
	const struct pos *x = a, *y = b;

	if (x->n != y->n)
		return x->n < y->n ? -1 : 1;
	return pos_cmp(x, y);
}

/* The options as sums: each option's heaps in order of size, each sum
 * once (taking a pin from either end of a row leaves the same sum). */
static void
option_sums(struct poslist *opts)
{
	size_t i, k = 0;

	for (i = 0; i < opts->n; i++)
		pos_sort(&opts->p[i]);
	if (opts->n > 1)
		qsort(opts->p, opts->n, sizeof *opts->p, cmp_option);
	for (i = 0; i < opts->n; i++) {
		if (k > 0 && pos_eq(&opts->p[k - 1], &opts->p[i])) {
			pos_free(&opts->p[i]);
			continue;
		}
		opts->p[k++] = opts->p[i];
	}
	opts->n = k;
}

bool
explain_has_heaps(const struct game *g)
{
	return g->theory.is_sum && g->heaps.heap_value != NULL && g->rules.moves != NULL;
}

/* The last line: which values the options reach, and the mex. */
static void
mex_conclusion(struct sbuf *out, const char *item, uint64_t n, uint64_t mex)
{
	unsigned long long m = mex, size = n;

	if (mex == 0)
		/* TRANSLATORS: %1$s is the game's word for a heap ("heap",
		 * "row", "pile"), %2$llu its size. */
		sbuf_printf(out, W_("No option has value 0, so the least value "
		    "missing (the mex) is 0: a %1$s of %2$llu has value 0.\n"),
		    item, size);
	else if (mex == 1)
		/* TRANSLATORS: %1$s is the game's word for a heap ("heap",
		 * "row", "pile"), %2$llu its size. */
		sbuf_printf(out, W_("Value 0 is reached and 1 is not, so the "
		    "least value missing (the mex) is 1: a %1$s of %2$llu has "
		    "value 1.\n"), item, size);
	else
		/* TRANSLATORS: %1$s is the game's word for a heap ("heap",
		 * "row", "pile"), %2$llu its size; %4$llu is the mex, %3$llu
		 * the value below it. */
		sbuf_printf(out, W_("Every value from 0 to %3$llu is reached "
		    "and %4$llu is not, so the least value missing (the mex) "
		    "is %4$llu: a %1$s of %2$llu has value %4$llu.\n"), item,
		    size,
		    m - 1, m);
}

int
explain_heap(struct rules *r, uint64_t n, bool conclude, struct sbuf *out,
    struct sg_cause *why)
{
	const struct game *g = r->game;
	const char *item = game_item(g);
	struct poslist opts;
	struct pos heap;
	uint64_t v, mex = 0, value, bound;
	size_t *witness = NULL, i, nw = 0;
	unsigned char *seen = NULL;
	int rc, width = 0;

	if (!explain_has_heaps(g))
		/* TRANSLATORS: %s is a game's title. */
		return sg_fail(why, SG_EUNSUP, W_("%s has no heaps to explain"),
		    game_title(g));
	if ((rc = g->heaps.heap_value(r, n, &value, why)) != SG_OK)
		return rc;
	/* Without a bound, assume every pair of cuts may be a move. */
	bound = n < (1u << 16) ? n * n : UINT64_MAX;
	pos_init(&heap);
	if (pos_resize(&heap, 1) != SG_OK)
		return sg_nomem(why);
	heap.v[0] = n;
	if (g->rules.move_bound != NULL)
		bound = g->rules.move_bound(r, &heap);
	if (bound > EXPLAIN_HEAP_OPTIONS) {
		pos_free(&heap);
		if (conclude)
			/* TRANSLATORS: %1$s is the game's word for a heap
			 * ("heap", "row", "pile"), %2$llu its size. */
			sbuf_printf(out, W_("A %1$s of %2$llu has value "
			    "%3$llu.  It has too many options to list here (up "
			    "to %4$llu); its value is the least value that "
			    "none of them has (the mex), read from the table "
			    "of values.\n"), item, (unsigned long long)n,
			    (unsigned long long)value,
			    (unsigned long long)bound);
		return SG_OK;
	}
	poslist_init(&opts);
	rc = g->rules.moves(r, &heap, &opts, why);
	pos_free(&heap);
	if (rc != SG_OK) {
		poslist_free(&opts);
		return rc;
	}
	option_sums(&opts);
	if (opts.n == 0) {
		poslist_free(&opts);
		if (conclude)
			/* TRANSLATORS: %1$s is the game's word for a heap
			 * ("heap", "row", "pile"), %2$llu its size. */
			sbuf_printf(out, W_("A %1$s of %2$llu has no move: the "
			    "least value of no options (the mex of nothing) is "
			    "0, so a %1$s of %2$llu has value 0.\n"), item,
			    (unsigned long long)n);
		return SG_OK;
	}
	/* Which values the options reach, and one option for each value
	 * below the first missing one. */
	seen = sg_calloc(opts.n + 1, 1);
	witness = sg_calloc(opts.n + 1, sizeof *witness);
	if (seen == NULL || witness == NULL) {
		rc = sg_nomem(why);
		goto out;
	}
	for (i = 0; i < opts.n; i++) {
		if ((rc = option_value(r, &opts.p[i], &v, NULL, why)) != SG_OK)
			goto out;
		if (v <= opts.n && !seen[v]) {
			seen[v] = 1;
			witness[v] = i;
		}
	}
	while (mex <= opts.n && seen[mex])
		mex++;
	for (i = 0; i < opts.n; i++) {
		struct sbuf sb;

		sbuf_init(&sb);
		option_heaps(&opts.p[i], &sb);
		if (text_width(sbuf_str(&sb)) > width)
			width = text_width(sbuf_str(&sb));
		sbuf_free(&sb);
	}
	for (i = 0; i < opts.n && opts.p[i].n <= 1; i++)
		;
	if (i == opts.n)	/* every option a single heap, or none */
		/* TRANSLATORS: %1$s is the game's word for a heap ("heap",
		 * "row", "pile"), %2$llu its size, %3$zu the number of
		 * options. */
		sbuf_printf(out, wngettext("A %1$s of %2$llu has %3$zu option "
		    "(the %1$s a move leaves), each with its value:\n",
		    "A %1$s of %2$llu has %3$zu options (the %1$s a move "
		    "leaves), each with its value:\n", opts.n), item,
		    (unsigned long long)n, opts.n);
	else
		/* TRANSLATORS: %1$s is the game's word for a heap ("heap",
		 * "row", "pile"), %2$llu its size, %3$zu the number of
		 * options. */
		sbuf_printf(out, wngettext("A %1$s of %2$llu has %3$zu option "
		    "(what a move leaves); an option of more than one %1$s is "
		    "worth the XOR of their values:\n", "A %1$s of %2$llu has "
		    "%3$zu options (what a move leaves); an option of more "
		    "than one %1$s is worth the XOR of their values:\n",
		    opts.n),
		    item, (unsigned long long)n, opts.n);
	if (opts.n <= EXPLAIN_HEAP_LINES) {
		for (i = 0; i < opts.n; i++)
			option_line(r, &opts.p[i], width, out);
	} else {
		sbuf_printf(out, W_("  (one option for each value below "
		    "%llu:)\n"), (unsigned long long)mex);
		for (v = 0; v < mex && nw < EXPLAIN_HEAP_LINES; v++, nw++)
			option_line(r, &opts.p[witness[v]], width, out);
		if (v < mex)
			sbuf_printf(out, W_("  ... and so on up to %llu\n"),
			    (unsigned long long)mex - 1);
	}
	if (conclude)
		mex_conclusion(out, item, n, mex);
	if (mex != value)
		rc = sg_fail(why, SG_EINVAL, W_("heap %1$llu: the mex %2$llu "
		    "differs from the value %3$llu"), (unsigned long long)n,
		    (unsigned long long)mex, (unsigned long long)value);
out:
	free(seen);
	free(witness);
	poslist_free(&opts);
	if (rc == SG_OK && out->oom)
		rc = sg_nomem(why);
	return rc;
}
