/*
 * play-values.c: the value of every move (v).  Every legal move of the
 * position is judged by the position it leads to: a move to a lost
 * position wins, a move to a won one loses.  The board marks each move
 * where it starts with its own symbol (a tick or a cross, W or L without
 * Unicode), never by colour alone; a take of two coins that starts where
 * a take of one does is marked between its two coins.  The line under
 * the board says the winning moves in words with their remoteness, or
 * from a lost position the longest defence.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/board.h"
#include "ui/play.h"
#include "i18n.h"

/* Positions with more moves than this are not judged move by move. */
enum { VALUES_MOVES = 2000, VALUES_SAID = 3, VALUES_TIMED = 3 };

/* The values' own state: what they were worked out for, and the values
 * in words.  The marks they leave are the view's. */
struct values {
	bool ready;
	size_t at;			/* the position */
	struct sbuf note;		/* the values in words, or why none */
	const char *win, *lose;		/* the marks, as the board draws
					   them, and those of a pair */
	const char *win2, *lose2;
	bool lengths;			/* v twice: each move's length */
	uint64_t work;			/* the work the lengths may still
					   spend (sess_remoteness_shared) */
};

struct values *
values_new(const struct app *a)
{
	struct values *vs;

	if ((vs = sg_calloc(1, sizeof *vs)) == NULL)
		return NULL;
	sbuf_init(&vs->note);
	vs->win = app_glyph(a, G_WIN);
	vs->lose = app_glyph(a, G_LOSE);
	vs->win2 = app_glyph(a, G_WIN2);
	vs->lose2 = app_glyph(a, G_LOSE2);
	return vs;
}

void
values_free(struct values *vs)
{
	if (vs != NULL)
		sbuf_free(&vs->note);
	free(vs);
}

const char *
values_note(const struct values *vs)
{
	return vs != NULL ? sbuf_str(&vs->note) : "";
}

void
values_clear(struct values *vs, struct view *v)
{
	poslist_clear(&v->val_wins);
	poslist_clear(&v->val_losses);
	changes_clear(&v->val_win);
	changes_clear(&v->val_lose);
	changes_clear(&v->val_pair_win);
	changes_clear(&v->val_pair_lose);
	free(v->val_len);
	v->val_len = NULL;
	v->val_nlen = 0;
	if (vs == NULL)
		return;
	sbuf_reset(&vs->note);
	vs->ready = false;
}

/* Where a move is marked: its item and unit (SIZE_MAX: nowhere), and how
 * many units it takes there (0: not a take). */
struct place {
	enum change_kind kind;	/* a cut's, or CHANGE_TO */
	size_t item;
	uint64_t unit, taken;
	bool win, pair;
};

/* The place of the move from the board's position to q, read from what
 * it changes: the unit it arrives at, else the first unit it touches;
 * a take of two units that are not side by side goes round a ring, and
 * starts at the higher. */
static void
place_of_move(struct view *v, const struct pos *q, struct changes *cs,
    struct place *pl)
{
	const struct change *best = NULL, *c;
	uint64_t lo2 = 0;
	size_t i, takes = 0;

	pl->item = SIZE_MAX;
	pl->unit = pl->taken = 0;
	changes_clear(cs);
	game_changes(v->sess.rules, sess_pos(&v->sess), q, false, cs);
	for (i = 0; i < cs->n; i++) {
		c = &cs->c[i];
		if (c->kind == CHANGE_TAKE) {
			pl->taken += c->hi - c->lo;
			if (takes++ == 1)
				lo2 = c->lo;
		}
		if (c->kind == CHANGE_TO) {
			best = c;
			break;
		}
		if (best == NULL && c->kind != CHANGE_GIVE)
			best = c;
	}
	if (best == NULL)
		return;
	pl->item = best->item;
	pl->unit = best->lo;
	pl->kind = best->kind == CHANGE_CUT_V || best->kind == CHANGE_CUT_H ?
	    best->kind : CHANGE_TO;
	if (takes == 2 && pl->taken == 2 && lo2 != pl->unit + 1)
		pl->unit = lo2;
}

/* Does another move take one unit at the place of pair move k? */
static bool
shares_place(const struct place *pl, size_t n, size_t k)
{
	size_t i;

	for (i = 0; i < n; i++)
		if (i != k && pl[i].item == pl[k].item &&
		    pl[i].unit == pl[k].unit && pl[i].taken == 1)
			return true;
	return false;
}

/* Has a move before k the same place (not a pair's)? */
static bool
taken_before(const struct place *pl, size_t k)
{
	size_t i;

	for (i = 0; i < k; i++)
		if (!pl[i].pair && pl[i].item == pl[k].item &&
		    pl[i].unit == pl[k].unit && pl[i].kind == pl[k].kind)
			return true;
	return false;
}

/* With the second v: the length of the move to q, marked at unit unit
 * of item item (pair: between it and the next), for the board to write
 * on the mark. */
static void
mark_length(struct values *vs, struct view *v, size_t item, uint64_t unit,
    bool pair, const struct pos *q)
{
	struct sg_cause why;
	void *grown;
	uint64_t r;
	size_t k = v->val_nlen;

	if (!vs->lengths)
		return;
	if ((grown = sg_reallocarray(v->val_len, k + 1,
	    sizeof *v->val_len)) == NULL)
		return;
	v->val_len = grown;
	v->val_len[k].item = item;
	v->val_len[k].unit = unit;
	v->val_len[k].pair = pair;
	v->val_len[k].moves = sess_remoteness_shared(&v->sess, q, &vs->work,
	    &r, &why) == SG_OK ? r + 1 : UINT64_MAX;
	v->val_nlen = k + 1;
}

/* Mark every move at its place; a take of two units where a take of one
 * starts too is marked between its two units.  Where moves still share a
 * place, the first marks it and the others are listed (shared). */
static void
mark_places(struct values *vs, struct view *v, struct place *pl, size_t n,
    const struct poslist *opts, struct poslist *shared)
{
	size_t i;

	for (i = 0; i < n; i++)
		pl[i].pair = pl[i].item != SIZE_MAX && pl[i].taken == 2 &&
		    shares_place(pl, n, i);
	for (i = 0; i < n; i++) {
		if (pl[i].item == SIZE_MAX)
			poslist_add(shared, &opts->p[i]);
		else if (pl[i].pair) {
			changes_add(pl[i].win ? &v->val_pair_win :
			    &v->val_pair_lose, CHANGE_TAKE, pl[i].item,
			    pl[i].unit, pl[i].unit + 1);
			mark_length(vs, v, pl[i].item, pl[i].unit, true,
			    &opts->p[i]);
		} else if (taken_before(pl, i))
			poslist_add(shared, &opts->p[i]);
		else {
			changes_add(pl[i].win ? &v->val_win : &v->val_lose,
			    pl[i].kind, pl[i].item, pl[i].unit,
			    pl[i].unit + 1);
			mark_length(vs, v, pl[i].item, pl[i].unit, false,
			    &opts->p[i]);
		}
	}
}

/* "  2 more moves start where another does: 1 wins (said above), 1
 * loses." */
static void
say_shared(struct view *v, const struct poslist *shared, struct sbuf *sb)
{
	size_t i, wins = 0;

	if (shared->n == 0)
		return;
	for (i = 0; i < shared->n; i++)
		wins += poslist_has(&v->val_wins, &shared->p[i]);
	sbuf_printf(sb, ngettext("  %zu more move starts where another "
	    "does: ", "  %zu more moves start where another does: ",
	    shared->n), shared->n);
	/* TRANSLATORS: how many of those moves win, then how many lose;
	 * each is a part of the list after "... where another does: ". */
	if (wins > 0)
		sbuf_printf(sb, ngettext("%zu wins (said above)", "%zu win "
		    "(said above)", wins), wins);
	if (wins > 0 && wins < shared->n)
		sbuf_add(sb, _(", "));
	if (wins < shared->n)
		sbuf_printf(sb, ngettext("%zu loses", "%zu lose",
		    shared->n - wins), shared->n - wins);
	sbuf_add(sb, _("."));
}

/* "; take 2 from heap 1, leaving 1 4 5 (remoteness 10)" */
static void
say_move_remote(struct view *v, const struct pos *q, struct sbuf *sb)
{
	struct sg_cause why;
	uint64_t r;

	sess_say_move(&v->sess, sess_pos(&v->sess), q, sb);
	if (sess_remoteness_quick(&v->sess, q, &r, &why) == SG_OK)
		sbuf_printf(sb, _(" (remoteness %llu)"), (unsigned long long)r);
}

/* One move with how long the game lasts after it (UINT64_MAX: the
 * search does not say). */
struct timed {
	const struct pos *q;
	uint64_t moves;
	size_t at;		/* its place in the lists, for ties */
	bool win;
};

/* The fastest wins first, then the longest defences, then the moves
 * the search does not time. */
static int
timed_cmp(const void *a, const void *b)
{
	const struct timed *x = a, *y = b;

	if (x->win != y->win)
		return x->win ? -1 : 1;
	if (x->moves == y->moves)
		return x->at < y->at ? -1 : x->at > y->at;
	if (x->moves == UINT64_MAX || y->moves == UINT64_MAX)
		return x->moves == UINT64_MAX ? 1 : -1;
	return x->win == (x->moves < y->moves) ? -1 : 1;
}

/* "  Each move's length: ✓ wins in 3 moves: take coin 5 of row 1, ...;
 * ✗ loses in 13 moves: ..." for the second press of v: every move the
 * positions tell apart, timed by the game's remoteness after it (the
 * winner hurrying, the loser holding on), at most VALUES_TIMED of them. */
static void
say_lengths(struct values *vs, struct view *v, struct sbuf *sb)
{
	size_t n = v->val_wins.n + v->val_losses.n, i;
	struct sg_cause why;
	struct timed *t;
	uint64_t r;

	if (n == 0 || (t = sg_calloc(n, sizeof *t)) == NULL)
		return;
	for (i = 0; i < n; i++) {
		t[i].win = i < v->val_wins.n;
		t[i].at = i;
		t[i].q = t[i].win ? &v->val_wins.p[i] :
		    &v->val_losses.p[i - v->val_wins.n];
		t[i].moves = sess_remoteness_shared(&v->sess, t[i].q,
		    &vs->work, &r, &why) == SG_OK ? r + 1 : UINT64_MAX;
	}
	qsort(t, n, sizeof *t, timed_cmp);
	/* TRANSLATORS: after "3 of 15 win:" or "all 10 lose."; a list of
	 * the moves with their lengths follows. */
	/* A blank after an English full stop, none after a blank or a
	 * full-width mark. */
	if (sb->len > 0 && (unsigned char)sbuf_str(sb)[sb->len - 1] < 0x80 &&
	    sbuf_str(sb)[sb->len - 1] != ' ')
		sbuf_addc(sb, ' ');
	sbuf_add(sb, _("(each move's length, the winner hurrying and the "
	    "loser holding on) "));
	for (i = 0; i < n && i < VALUES_TIMED; i++) {
		struct sbuf move;

		sbuf_init(&move);
		sess_say_move(&v->sess, sess_pos(&v->sess), t[i].q, &move);
		sbuf_add(sb, i > 0 ? _("; ") : "");
		if (t[i].moves == UINT64_MAX)
			/* TRANSLATORS: a mark, then a move in words whose
			 * length the search cannot tell. */
			sbuf_printf(sb, _("%1$s %2$s (too long to time)"),
			    t[i].win ? vs->win : vs->lose, sbuf_str(&move));
		else if (t[i].win)
			/* TRANSLATORS: a mark, how many moves the game
			 * lasts, then the move in words. */
			sbuf_printf(sb, ngettext("%1$s wins in %2$llu move: "
			    "%3$s", "%1$s wins in %2$llu moves: %3$s",
			    t[i].moves), vs->win,
			    (unsigned long long)t[i].moves, sbuf_str(&move));
		else
			sbuf_printf(sb, ngettext("%1$s loses in %2$llu move: "
			    "%3$s", "%1$s loses in %2$llu moves: %3$s",
			    t[i].moves), vs->lose,
			    (unsigned long long)t[i].moves, sbuf_str(&move));
		sb->oom = sb->oom || move.oom;
		sbuf_free(&move);
	}
	if (n > VALUES_TIMED)
		sbuf_printf(sb, _("; and %zu more"), n - VALUES_TIMED);
	sbuf_add(sb, _("."));
	free(t);
}

static void
say_values(struct values *vs, struct view *v, bool pairs,
    const struct poslist *shared, size_t places)
{
	size_t nwins = v->val_wins.n, nlosses = v->val_losses.n, i;
	const char *win = vs->win, *lose = vs->lose;
	struct sg_cause why;
	struct pos q;
	struct sbuf sb;

	sbuf_init(&sb);
	/* TRANSLATORS: the marks of a move that wins and of one that
	 * loses (and of such a move between two coins); a list of the
	 * moves follows the colon. */
	/* The second v says the lengths at once: on a small terminal the
	 * words end early, and the marks are known by then. */
	if (vs->lengths)
		;
	else if (pairs)
		sbuf_printf(&sb, _("Values of the moves, each marked where it "
		    "starts (%1$s wins, %2$s loses; %3$s and %4$s between two "
		    "coins: the move takes both): "), win, lose, vs->win2,
		    vs->lose2);
	else
		sbuf_printf(&sb, _("Values of the moves, each marked where it "
		    "starts (%1$s wins, %2$s loses): "), win, lose);
	if (nwins + nlosses == 0)
		sbuf_add(&sb, _("there is no move here."));
	else if (nwins == 0 && nlosses == 1)
		sbuf_add(&sb, _("its move 1 loses."));
	else if (nwins == 0)
		sbuf_printf(&sb, _("all %zu lose."), nlosses);
	else
		/* TRANSLATORS: the moves that win, of all; a list of them
		 * follows. */
		sbuf_printf(&sb, ngettext("%1$zu of %2$zu wins: ",
		    "%1$zu of %2$zu win: ", nwins), nwins, nwins + nlosses);
	for (i = 0; !vs->lengths && i < nwins && i < VALUES_SAID; i++) {
		/* TRANSLATORS: between the moves of a list. */
		sbuf_add(&sb, i > 0 ? _("; ") : "");
		say_move_remote(v, &v->val_wins.p[i], &sb);
	}
	if (!vs->lengths && nwins > VALUES_SAID)
		sbuf_printf(&sb, _("; and %zu more"), nwins - VALUES_SAID);
	if (!vs->lengths && nwins > 0)
		sbuf_add(&sb, _("."));
	/* The second v: each move timed, in the place of the list. */
	if (vs->lengths)
		say_lengths(vs, v, &sb);
	pos_init(&q);
	if (!vs->lengths && nwins == 0 && nlosses > 0 &&
	    sess_defence(&v->sess, &q, &why) == SG_OK) {
		struct sbuf move;

		sbuf_init(&move);
		say_move_remote(v, &q, &move);
		sbuf_printf(&sb, _("  The longest defence: %s."),
		    sbuf_str(&move));
		sb.oom = sb.oom || move.oom;
		sbuf_free(&move);
	}
	pos_free(&q);
	if (places > nwins + nlosses)
		/* TRANSLATORS: twins are moves that leave the same rows of
		 * coins; the marks on the board are more than the moves
		 * counted. */
		sbuf_printf(&sb, ngettext("  %zu mark on the board; twins "
		    "(moves that leave the same rows of coins, in other places "
		    "or mirrored) count as one move.", "  %zu marks on the "
		    "board; twins (moves that leave the same rows of coins, in "
		    "other places or mirrored) count as one move.", places),
		    places);
	say_shared(v, shared, &sb);
	sbuf_reset(&vs->note);
	sbuf_add(&vs->note, sbuf_str(&sb));
	sbuf_free(&sb);
}

/* Judge move q: does it win (lead to a lost position)?  SG_OK or the
 * solver's error, with the note saying it. */
static int
judge_move(struct values *vs, struct view *v, const struct pos *q,
    bool *win)
{
	struct solution sol;
	struct sg_cause why;
	int rc;

	solution_init(&sol, 0);
	if ((rc = sess_solve(&v->sess, q, &sol, &why)) != SG_OK) {
		sbuf_reset(&vs->note);
		sbuf_printf(&vs->note, _("No values: %.400s"),
		    why.text);
	}
	*win = sol.outcome == OUTCOME_P;
	solution_free(&sol);
	return rc;
}

/*
 * The values of the moves the keys enter from a place of their own
 * (coins of a row or a ring): every such move has its mark, coin 1 and
 * the last coin of a row both, though they leave the same row.  Moves
 * that lead to the same position (twins) are judged and counted once.
 */
struct lit {
	size_t item;
	uint64_t unit, width;
	size_t to;		/* its position among the distinct ones */
};

struct literal {
	const struct view *v;
	struct lit *l;
	size_t n, cap;
	struct poslist canon;	/* the distinct positions, canonical */
	struct poslist first;	/* each as first met */
	bool oom, many;
};

/* The position a move leads to, canonical where the game has a form. */
static int
canon_of(const struct view *v, const struct pos *to, struct pos *out)
{
	const struct game *g = v->sess.game;

	if (pos_copy(out, to) != SG_OK)
		return SG_ENOMEM;
	if (g->notation.canon != NULL)
		g->notation.canon(v->sess.rules, out);
	return SG_OK;
}

static bool
literal_one(void *arg, size_t item, uint64_t unit, uint64_t width,
    const struct pos *to)
{
	struct literal *lt = arg;
	struct lit *grown;
	struct pos c;
	size_t k;

	if (lt->n >= VALUES_MOVES) {
		lt->many = true;
		return false;
	}
	pos_init(&c);
	if (canon_of(lt->v, to, &c) != SG_OK) {
		pos_free(&c);
		lt->oom = true;
		return false;
	}
	for (k = 0; k < lt->canon.n && !pos_eq(&lt->canon.p[k], &c); k++)
		;
	if (k == lt->canon.n && (poslist_take(&lt->canon, &c) != SG_OK ||
	    poslist_add(&lt->first, to) != SG_OK))
		lt->oom = true;
	pos_free(&c);
	if (!lt->oom && lt->n == lt->cap) {
		lt->cap = lt->cap ? 2 * lt->cap : 64;
		if ((grown = sg_reallocarray(lt->l, lt->cap, sizeof *grown)) ==
		    NULL)
			lt->oom = true;
		else
			lt->l = grown;
	}
	if (lt->oom)
		return false;
	lt->l[lt->n++] = (struct lit){ item, unit, width, k };
	return true;
}

/* Mark each move at its place: the fewest coins on the coin, two where
 * one can be taken between the two coins, any other in the list of
 * moves that start where another does. */
static void
literal_marks(struct values *vs, struct view *v, const struct literal *lt,
    const bool *win, struct poslist *shared)
{
	uint64_t fewest = UINT64_MAX;
	const struct lit *l;
	size_t i;

	for (i = 0; i < lt->n; i++)
		if (lt->l[i].width < fewest)
			fewest = lt->l[i].width;
	for (i = 0; i < lt->n; i++) {
		l = &lt->l[i];
		if (l->width == fewest) {
			changes_add(win[l->to] ? &v->val_win : &v->val_lose,
			    CHANGE_TO, l->item, l->unit, l->unit + 1);
			mark_length(vs, v, l->item, l->unit, false,
			    &lt->first.p[l->to]);
		} else if (l->width == 2 && fewest == 1) {
			changes_add(win[l->to] ? &v->val_pair_win :
			    &v->val_pair_lose, CHANGE_TAKE, l->item, l->unit,
			    l->unit + 1);
			mark_length(vs, v, l->item, l->unit, true,
			    &lt->first.p[l->to]);
		} else
			poslist_add(shared, &lt->first.p[l->to]);
	}
}

/*
 * The moves of the parts whose keys list none (heaps beside a row of
 * coins, or a whole game whose keys list no moves), judged and marked by
 * their places; *places: how many have a mark of their own.
 * False when one could not be judged (the note says why) or there are
 * too many.
 */
static bool
values_unlisted(struct values *vs, struct view *v, struct poslist *shared,
    size_t *places)
{
	const struct game *g = v->sess.game;
	struct rules *r = v->sess.rules;
	const struct pos *p = sess_pos(&v->sess);
	struct poslist all, opts;
	struct place *pl = NULL, one;
	struct changes cs;
	struct sg_cause why;
	size_t i, n = 0, before = shared->n;
	bool ok = false;

	*places = 0;
	if (g->rules.moves == NULL || g->rules.move_bound == NULL ||
	    g->rules.move_bound(r, p) > VALUES_MOVES) {
		sbuf_add(&vs->note, _("Too many moves here to "
		    "judge one by one (h gives the winning ones)."));
		return false;
	}
	poslist_init(&all);
	poslist_init(&opts);
	changes_init(&cs);
	if (g->rules.moves(r, p, &all, &why) != SG_OK) {
		sbuf_printf(&vs->note, _("No values: %.400s"), why.text);
		goto out;
	}
	if (all.n > 0 && (pl = sg_calloc(all.n, sizeof *pl)) == NULL) {
		sbuf_add(&vs->note, _("Out of memory."));
		goto out;
	}
	for (i = 0; i < all.n; i++) {
		place_of_move(v, &all.p[i], &cs, &one);
		/* The listed parts' moves have their marks already. */
		if (one.item != SIZE_MAX && choice_part_lists_moves(&v->choice,
		    change_item_part(one.item)))
			continue;
		if (judge_move(vs, v, &all.p[i], &one.win) != SG_OK)
			goto out;
		if (poslist_add(&opts, &all.p[i]) != SG_OK) {
			sbuf_add(&vs->note, _("Out of memory."));
			goto out;
		}
		pl[n++] = one;
		poslist_add(one.win ? &v->val_wins : &v->val_losses,
		    &all.p[i]);
	}
	mark_places(vs, v, pl, n, &opts, shared);
	*places = n - (shared->n - before);
	ok = true;
out:
	free(pl);
	changes_free(&cs);
	poslist_free(&opts);
	poslist_free(&all);
	return ok;
}

/* The values by the moves the keys list; false where they list none
 * (then the positions give them).  In a sum where the keys list the
 * moves of some parts only, the others' moves are read from the
 * positions (values_unlisted). */
static bool
values_literal(struct values *vs, struct view *v)
{
	struct literal lt = { .v = v };
	struct poslist shared;
	bool done, partial = false, *win = NULL;
	size_t k, places = 0, others = 0;

	poslist_init(&lt.canon);
	poslist_init(&lt.first);
	poslist_init(&shared);
	if (!choice_each_move(&v->choice, sess_pos(&v->sess), literal_one,
	    &lt, &done)) {
		if (!choice_each_part_move(&v->choice, sess_pos(&v->sess),
		    literal_one, &lt, &done)) {
			poslist_free(&lt.canon);
			poslist_free(&lt.first);
			return false;
		}
		partial = true;
	}
	if (lt.many)
		sbuf_add(&vs->note, _("Too many moves here to "
		    "judge one by one (h gives the winning ones)."));
	else if (lt.oom || !done || (lt.first.n > 0 &&
	    (win = sg_calloc(lt.first.n, sizeof *win)) == NULL))
		sbuf_add(&vs->note, _("Out of memory."));
	else {
		for (k = 0; k < lt.first.n; k++) {
			if (judge_move(vs, v, &lt.first.p[k], &win[k]) !=
			    SG_OK)
				break;
			poslist_add(win[k] ? &v->val_wins : &v->val_losses,
			    &lt.first.p[k]);
		}
		if (k == lt.first.n) {
			literal_marks(vs, v, &lt, win, &shared);
			places = lt.n - shared.n;
		}
		if (k == lt.first.n && (!partial ||
		    values_unlisted(vs, v, &shared, &others))) {
			places += others;
			say_values(vs, v, v->val_pair_win.n +
			    v->val_pair_lose.n > 0, &shared, places);
		}
	}
	free(win);
	free(lt.l);
	poslist_free(&shared);
	poslist_free(&lt.canon);
	poslist_free(&lt.first);
	return true;
}

static void
values_work(struct values *vs, struct view *v)
{
	struct poslist shared;
	size_t places;

	values_clear(vs, v);
	/* The lengths of a position of hundreds of moves, each searched
	 * with a quick call's budget, took minutes: they share one. */
	vs->work = sess_shared_work;
	sess_note_hint(&v->sess);	/* seen before this turn's move */
	vs->ready = true;
	vs->at = sess_at(&v->sess);
	if (values_literal(vs, v))
		return;
	/* No part lists its moves: all are read from the positions. */
	poslist_init(&shared);
	if (values_unlisted(vs, v, &shared, &places))
		say_values(vs, v, v->val_pair_win.n + v->val_pair_lose.n > 0,
		    &shared, places);
	poslist_free(&shared);
}

void
values_update(struct values *vs, struct play *g)
{
	struct view *v = play_view(g);

	if (vs == NULL || !v->values_on || sess_over(&v->sess) ||
	    sess_turn(&v->sess) != SIDE_HUMAN || play_replaying(g))
		return;
	if (vs->ready && vs->at == sess_at(&v->sess))
		return;
	values_work(vs, v);
}

void
values_key(struct values *vs, struct play *g)
{
	struct view *v = play_view(g);

	/* The first v shows the values, the second adds each move's
	 * length, the third hides them. */
	if (v->values_on && vs != NULL && !vs->lengths) {
		vs->lengths = true;
		values_clear(vs, v);
		values_update(vs, g);
		/* TRANSLATORS: the marks of a win and of a loss. */
		play_message(g, false, _("Each move's length: %1$s7 wins in 7 "
		    "moves, %2$s13 loses in 13 (on the marks where there is "
		    "room); v again hides the values."), vs->win, vs->lose);
		return;
	}
	if (vs != NULL)
		vs->lengths = false;
	v->values_on = !v->values_on;
	values_clear(vs, v);
	if (!v->values_on) {
		play_message(g, false, _("The values of the moves are "
		    "hidden."));
		return;
	}
	if (sess_over(&v->sess) || sess_turn(&v->sess) != SIDE_HUMAN ||
	    play_replaying(g)) {
		v->values_on = false;
		play_message(g, false, _("The values of the moves are shown on "
		    "your turn."));
		return;
	}
	values_update(vs, g);
}
