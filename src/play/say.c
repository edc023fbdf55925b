/*
 * say.c: verdicts and moves in words (say.h).
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "engine/text.h"
#include "play/player.h"
#include "play/say.h"
#include "i18n.h"

void
say_verdict(const struct verdict *from, const struct verdict *to,
    struct sbuf *out)
{
	if (from->outcome == OUTCOME_P)
		sbuf_add(out, _("no winning move existed"));
	else if (to->outcome == OUTCOME_P)
		sbuf_add(out, _("winning move"));
	else
		sbuf_add(out, _("a mistake: the position was won and is now "
		    "lost"));
	if (from->has_grundy && to->has_grundy)
		/* TRANSLATORS: after the verdict of a move: the Grundy
		 * value before and after it. */
		sbuf_printf(out, _(" (Grundy value %1$llu -> %2$llu)"),
		    (unsigned long long)from->grundy,
		    (unsigned long long)to->grundy);
}

void
say_record_move(const struct record *rec, size_t i, struct sbuf *out)
{
	const struct rules *r = rec->rules;
	char name[PLAYER_NAME_LEN];

	player_name(rec->player, record_player_at(rec, i), name, sizeof name);
	/* Moves are numbered as the status line counts them: an edit is
	 * not a move, and has no number. */
	if (record_is_edit(rec, i + 1))
		sbuf_printf(out, "-. %s: ", name);
	else
		sbuf_printf(out, "%zu. %s: ", say_move_number(rec, i), name);
	if (record_is_edit(rec, i + 1)) {
		struct sbuf to;

		sbuf_init(&to);
		game_format(r, record_pos(rec, i + 1), &to);
		/* TRANSLATORS: "what if?" names the key i that sets a
		 * position; then the position in the notation. */
		sbuf_printf(out, _("what if? the position set to %s (an edit, "
		    "not a move)"), sbuf_str(&to));
		out->oom = out->oom || to.oom;
		sbuf_free(&to);
		return;
	}
	say_move(r, record_pos(rec, i), record_pos(rec, i + 1), out);
}

size_t
say_move_number(const struct record *rec, size_t i)
{
	size_t k, n = 0;

	for (k = 1; k <= i + 1 && k <= rec->moves.n; k++)
		n += !record_is_edit(rec, k);
	return n;
}

void
say_move(const struct rules *r, const struct pos *from, const struct pos *to,
    struct sbuf *out)
{
	struct sbuf move, left;

	sbuf_init(&move);
	sbuf_init(&left);
	r->game->rules.describe(r, from, to, &move);
	game_format(r, to, &left);
	/* TRANSLATORS: a move in words, then the position it leaves in the
	 * notation. */
	sbuf_printf(out, _("%1$s, leaving %2$s"), sbuf_str(&move),
	    sbuf_str(&left));
	out->oom = out->oom || move.oom || left.oom;
	sbuf_free(&move);
	sbuf_free(&left);
}

/* The rows of the bars: at most this many lines high. */
enum { CHART_ROWS = 5, CHART_LABEL = 14 };

/* Is step i (from 0) a mistake: a won position left won for the other
 * player?  An edit of what if? is no move, and never a mistake. */
static bool
mistake(const struct record *rec, const struct verdict *v, size_t i)
{
	return !record_is_edit(rec, i + 1) && v[i].known && v[i + 1].known &&
	    v[i].outcome == OUTCOME_N && v[i + 1].outcome == OUTCOME_N;
}

/* A label of the chart, padded to its column by display width. */
static void
chart_label(const char *word, struct sbuf *out)
{
	int w;

	sbuf_add(out, word);
	for (w = text_width(word); w < CHART_LABEL; w++)
		sbuf_addc(out, ' ');
	sbuf_addc(out, '|');
}

/* The height of the bar of remoteness r, the highest being top. */
static int
bar_height(uint64_t r, uint64_t top)
{
	if (r == UINT64_MAX || top == 0 || r == 0)
		return 0;
	return (int)((r * CHART_ROWS + top - 1) / top);
}

/* The numbers of the moves of steps lo + 1.. hi under their columns
 * (an edit has none): the first and every fifth, where they fit. */
static void
move_numbers(const struct record *rec, size_t lo, size_t hi,
    struct sbuf *out)
{
	char line[512], num[24];
	size_t i, w = 2 * (hi - lo), end = 0, len, m;

	if (w >= sizeof line)
		w = sizeof line - 1;
	memset(line, ' ', w);
	line[w] = '\0';
	for (i = lo; i < hi; i++) {
		m = say_move_number(rec, i);
		if (record_is_edit(rec, i + 1) || (i != lo && m % 5 != 0))
			continue;
		len = (size_t)snprintf(num, sizeof num, "%zu", m);
		if (2 * (i - lo) < end || 2 * (i - lo) + len > w)
			continue;
		memcpy(line + 2 * (i - lo), num, len);
		end = 2 * (i - lo) + len + 1;
	}
	while (w > 0 && line[w - 1] == ' ')
		line[--w] = '\0';
	sbuf_add(out, line);
}

/* One block of the chart: moves lo..hi-1 (from 0). */
static void
chart_block(const struct record *rec, const struct verdict *v,
    const uint64_t *rem, size_t lo,
    size_t hi, uint64_t top, size_t at, const struct chart_glyphs *gl,
    struct sbuf *out)
{
	size_t i, rows = rem != NULL ? CHART_ROWS : 0;
	int k;

	for (k = (int)rows; k >= 1; k--) {
		if (k == (int)rows)
			/* TRANSLATORS: labels of the value chart: at
			 * most 14 columns (a CJK character is two). */
			chart_label(_("remoteness"), out);
		else
			sbuf_printf(out, "%*s|", CHART_LABEL, "");
		for (i = lo; i < hi; i++)
			sbuf_printf(out, "%s ", bar_height(rem[i], top) >= k ?
			    gl->bar : " ");
		sbuf_addc(out, '\n');
	}
	chart_label(_("value"), out);
	for (i = lo; i < hi; i++)
		sbuf_printf(out, "%s ", !v[i].known ? "?" : v[i].outcome ==
		    OUTCOME_N ? gl->win : gl->lose);
	sbuf_addc(out, '\n');
	chart_label(_("mistakes"), out);
	for (i = lo; i < hi; i++)
		sbuf_printf(out, "%s ", mistake(rec, v, i) ? gl->mistake :
		    record_is_edit(rec, i + 1) ? "e" : " ");
	sbuf_addc(out, '\n');
	/* TRANSLATORS: the chart's label of the move numbers; the same
	 * word as a key line's "Enter move". */
	chart_label(_("move"), out);
	move_numbers(rec, lo, hi, out);
	sbuf_addc(out, '\n');
	if (at > lo && at <= hi)
		sbuf_printf(out, "%*s|%*s%s\n", CHART_LABEL, "",
		    2 * (int)(at - 1 - lo), "", gl->at);
}

/* Why some moves have no bar: the moves (counted as moves) whose
 * position the search gave up on, from the first such to the last. */
static void
say_no_bars(const struct record *rec, const uint64_t *rem, struct sbuf *out)
{
	size_t i, first = 0, last = 0, n = rec->moves.n;

	for (i = 0; rem != NULL && i < n; i++) {
		if (rem[i] != UINT64_MAX || record_is_edit(rec, i + 1))
			continue;
		if (first == 0)
			first = say_move_number(rec, i);
		last = say_move_number(rec, i);
	}
	if (first == 0)
		return;
	if (first == last)
		sbuf_printf(out, _("Move %zu has no bar: its position is too "
		    "large for the search of remoteness here (m again goes on "
		    "with it; the value below is known).\n"), first);
	else
		/* TRANSLATORS: the first and the last move without a bar
		 * of remoteness in the chart. */
		sbuf_printf(out, _("Moves %1$zu to %2$zu have no bar: their "
		    "positions are too large for the search of remoteness here "
		    "(m again goes on with it; the values below are known).\n"),
		    first, last);
}

void
say_chart(const struct record *rec, const struct verdict *v,
    const uint64_t *rem, size_t at, const struct chart_glyphs *gl,
    int width, struct sbuf *out)
{
	size_t n = rec->moves.n, per, lo, i;
	uint64_t top = 0;
	bool known = false;

	if (n == 0)
		return;
	per = width > CHART_LABEL + 3 ? (size_t)(width - CHART_LABEL - 1) /
	    2 : 1;
	for (i = 0; rem != NULL && i < n; i++) {
		known = known || rem[i] != UINT64_MAX;
		if (rem[i] != UINT64_MAX && rem[i] > top)
			top = rem[i];
	}
	if (known)
		sbuf_printf(out, _("Remoteness before each move: the highest "
		    "bar is %llu.\n"), (unsigned long long)top);
	say_no_bars(rec, rem, out);
	/* TRANSLATORS: three marks of the chart, in this order: a
	 * position won, lost, a mistake. */
	sbuf_printf(out, _("Value: %1$s the mover could win, %2$s could "
	    "not; %3$s a mistake (a won position left won for the other "
	    "player).\n"),
	    gl->win, gl->lose, gl->mistake);
	if (rec->nedits > 0)
		sbuf_add(out, _("An e under a column: the position set by what "
		    "if? (an edit, not a move: it has no number and is not "
		    "judged).\n"));
	for (lo = 0; lo < n; lo += per) {
		sbuf_addc(out, '\n');
		chart_block(rec, v, rem, lo, lo + per < n ? lo + per : n, top,
		    at, gl, out);
	}
}
