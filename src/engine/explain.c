/*
 * explain.c: the explain panel's contents.
 */
#include "config.h"

#include <string.h>

#include "explain.h"

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

	*lw = (int)strlen("nim-sum");
	for (i = 0; i < e->parts.n; i++) {
		if ((int)strlen(e->parts.c[i].label) > *lw)
			*lw = (int)strlen(e->parts.c[i].label);
		if (e->parts.c[i].value > max)
			max = e->parts.c[i].value;
	}
	sbuf_init(&num);
	sbuf_printf(&num, "%llu", (unsigned long long)max);
	*vw = (int)num.len;
	*bw = bits_of(max);
	sbuf_free(&num);
}

void
explain_table(const struct explanation *e, struct sbuf *out)
{
	int lw, vw, bw, i;
	size_t k;

	table_widths(e, &lw, &vw, &bw);
	for (k = 0; k < e->parts.n; k++) {
		sbuf_printf(out, "%-*s  %*llu  ", lw, e->parts.c[k].label, vw,
		    (unsigned long long)e->parts.c[k].value);
		add_binary(out, e->parts.c[k].value, bw);
		sbuf_addc(out, '\n');
	}
	sbuf_printf(out, "%*s  ", lw + vw + 2, "");
	for (i = 0; i < bw; i++)
		sbuf_addc(out, '-');
	sbuf_printf(out, "\n%-*s  %*llu  ", lw, "nim-sum", vw,
	    (unsigned long long)e->nimsum);
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

static void
explain_move(struct rules *r, const struct pos *p, struct explanation *e)
{
	const struct pos *to = &e->sol.wins.p[0];
	const struct component *c;
	uint64_t want;

	if ((e->move_part = changed_part(&e->parts, p, to)) < 0)
		return;
	c = &e->parts.c[e->move_part];
	want = c->value ^ e->nimsum;
	sbuf_printf(&e->text, "To win, change %s from value %llu to %llu ^ "
	    "%llu = %llu: every other part stays, so the nim-sum becomes "
	    "%llu ^ %llu ^ %llu = 0.\n", c->label,
	    (unsigned long long)c->value, (unsigned long long)c->value,
	    (unsigned long long)e->nimsum, (unsigned long long)want,
	    (unsigned long long)e->nimsum, (unsigned long long)c->value,
	    (unsigned long long)want);
	sbuf_add(&e->text, "For example: ");
	r->game->describe(r, p, to, &e->text);
	sbuf_add(&e->text, ", leaving ");
	game_format(r, to, &e->text);
	sbuf_add(&e->text, ".\n");
}

static void
explain_sum(struct rules *r, const struct pos *p, struct explanation *e)
{
	size_t k;

	for (k = 0; k < e->parts.n; k++)
		e->nimsum ^= e->parts.c[k].value;
	sbuf_add(&e->text, "Each part is worth a Nim heap of its Grundy "
	    "value; the position is worth their nim-sum (XOR: add the binary "
	    "columns without carrying, so a column gives 1 when it holds an "
	    "odd number of 1s).\n\n");
	explain_table(e, &e->text);
	sbuf_addc(&e->text, '\n');
	if (e->nimsum == 0) {
		sbuf_add(&e->text, "The nim-sum is 0: the player to move "
		    "loses against perfect play.  Every move changes one part's "
		    "value, which makes the nim-sum non-zero, and the opponent "
		    "can always make it 0 again.\n");
		return;
	}
	sbuf_printf(&e->text, "The nim-sum is %llu, not 0: the player to move "
	    "wins by making it 0.\n", (unsigned long long)e->nimsum);
	if (e->sol.wins.n > 0)
		explain_move(r, p, e);
}

int
explain_new(struct rules *r, const struct pos *p, struct explanation *e,
    struct sg_cause *why)
{
	int rc;

	memset(e, 0, sizeof *e);
	complist_init(&e->parts);
	sbuf_init(&e->text);
	solution_init(&e->sol, 1);
	e->move_part = -1;
	if ((rc = r->game->solve(r, p, &e->sol, why)) != SG_OK)
		return rc;
	rc = r->game->components != NULL ?
	    r->game->components(r, p, &e->parts, why) : SG_EUNSUP;
	if (rc == SG_OK) {
		e->is_sum = true;
		explain_sum(r, p, e);
	} else if (rc != SG_EUNSUP) {
		return rc;
	} else if (r->game->invariant != NULL) {
		r->game->invariant(r, p, &e->text);
	} else {
		sbuf_printf(&e->text, "The player to move %s.\n",
		    e->sol.outcome == OUTCOME_N ? "wins" : "loses");
	}
	return e->text.oom ? sg_fail(why, SG_ENOMEM, "out of memory") : SG_OK;
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
	sbuf_add(&e->text, "Nim's misere rule: while some heap holds more than "
	    "one stone, play as in normal Nim and make the nim-sum 0, except "
	    "for the move that would leave no heap above 1: then leave an "
	    "odd number of heaps of 1, so that the opponent takes the last "
	    "stone.\n\n");
	if (big == 0) {
		sbuf_printf(&e->text, "Here every heap holds at most one stone: "
		    "the stones go one at a time, and with %zu heap%s of 1 the "
		    "player to move takes the last one, and loses, exactly when "
		    "that number is odd.\n", ones, ones == 1 ? "" : "s");
		return;
	}
	for (i = 0; i < e->parts.n; i++)
		e->nimsum ^= e->parts.c[i].value;
	explain_table(e, &e->text);
	sbuf_addc(&e->text, '\n');
	if (big == 1)
		sbuf_add(&e->text, "Only one heap holds more than one stone: "
		    "the player to move wins by reducing it to 0 or 1, "
		    "whichever leaves an odd number of heaps of 1.\n");
	else
		sbuf_printf(&e->text, "%zu heaps hold more than one stone: "
		    "play as in normal Nim, so the position is %s as the "
		    "nim-sum is %s.\n", big, e->nimsum != 0 ? "won" : "lost",
		    e->nimsum != 0 ? "not 0" : "0");
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
	sbuf_add(&e->text, "Misere play: whoever makes the last move "
	    "loses.\n\n");
	if (r->game->misere_nim_rule && r->game->components != NULL &&
	    r->game->components(r, p, &e->parts, why) == SG_OK)
		misere_nim(p, e);
	else
		sbuf_add(&e->text, "The Grundy values of normal play do not "
		    "add up in misere play, so this position was searched move "
		    "by move over the literal rules.\n");
	sbuf_printf(&e->text, "\nThe player to move %s.\n", e->sol.outcome ==
	    OUTCOME_N ? "wins, leaving a position the opponent loses" :
	    "loses: every move leaves a position the opponent wins");
	for (i = 0; i < e->sol.wins.n; i++) {
		sbuf_add(&e->text, "  ");
		r->game->describe(r, p, &e->sol.wins.p[i], &e->text);
		sbuf_add(&e->text, ", leaving ");
		game_format(r, &e->sol.wins.p[i], &e->text);
		sbuf_addc(&e->text, '\n');
	}
	if (e->sol.truncated)
		sbuf_add(&e->text, "  ... and more\n");
	return e->text.oom ? sg_fail(why, SG_ENOMEM, "out of memory") : SG_OK;
}

void
explain_free(struct explanation *e)
{
	complist_free(&e->parts);
	solution_free(&e->sol);
	sbuf_free(&e->text);
}
