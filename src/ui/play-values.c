/*
 * play-values.c: the value of every move (v).  Each move of the heap,
 * row or piece under the cursor is judged by the position it leads to:
 * a move to a lost position wins, a move to a won one loses.  The board
 * marks each move where it starts with its own symbol (a tick or a
 * cross, W or L without Unicode), never by colour alone, and the line
 * under the board says the winning ones in words with their remoteness.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "ui/board.h"
#include "ui/play.h"

/* Positions with more moves than this are not judged move by move. */
enum { VALUES_MOVES = 2000, VALUES_SAID = 3 };

void
values_clear(struct app *a)
{
	poslist_clear(&a->val_wins);
	poslist_clear(&a->val_losses);
	changes_clear(&a->val_win);
	changes_clear(&a->val_lose);
	a->val_note[0] = '\0';
	a->val_ready = false;
}

void
values_free(struct app *a)
{
	values_clear(a);
	poslist_free(&a->val_wins);
	poslist_free(&a->val_losses);
	changes_free(&a->val_win);
	changes_free(&a->val_lose);
	a->values_on = false;
}

/* Is the move to q one of the item under the cursor (every move, in a
 * game of listed moves)?  Its mark goes to unit *unit of item *item:
 * where a token arrives, else where the change starts. */
static bool
move_of_item(struct app *a, const struct pos *q, bool listed,
    struct changes *cs, size_t *item, uint64_t *unit)
{
	change_reader *read = a->sess.game->play.changes;
	size_t focus = a->choice.item, i;
	const struct change *best = NULL;

	*item = SIZE_MAX;	/* no place to mark */
	*unit = 0;
	changes_clear(cs);
	if (read != NULL)
		read(sess_pos(&a->sess), q, false, cs);
	for (i = 0; i < cs->n; i++) {
		if (cs->c[i].kind == CHANGE_TO && (listed ||
		    cs->c[i].item == focus)) {
			best = &cs->c[i];
			break;
		}
		if (best == NULL && (listed || cs->c[i].item == focus) &&
		    cs->c[i].kind != CHANGE_GIVE)
			best = &cs->c[i];
	}
	if (best == NULL)
		return listed;
	*item = best->item;
	*unit = best->lo;
	return true;
}

/* The words under the board: the winning moves, a few, with their
 * remoteness, and how many lose. */
static void
say_values(struct app *a, size_t nwins, size_t nlosses, bool listed)
{
	const struct game *g = a->sess.game;
	struct sg_cause why;
	struct sbuf sb;
	uint64_t r;
	size_t i;

	sbuf_init(&sb);
	if (listed)
		sbuf_printf(&sb, "Values of the moves (%s wins, %s loses): ",
		    app_glyph(a, G_WIN), app_glyph(a, G_LOSE));
	else
		sbuf_printf(&sb, "Values of the moves of %s %zu, marked on the "
		    "board (%s wins, %s loses): ", g->play.item != NULL ?
		    g->play.item : "heap", a->choice.item + 1,
		    app_glyph(a, G_WIN), app_glyph(a, G_LOSE));
	if (nwins + nlosses == 0)
		sbuf_add(&sb, "there is no move here; choose another.");
	else if (nwins == 0)
		sbuf_printf(&sb, "%s %zu lose%s.", nlosses == 1 ? "its move" :
		    "all", nlosses, nlosses == 1 ? "s" : "");
	else
		sbuf_printf(&sb, "%zu of %zu win%s: ", nwins, nwins + nlosses,
		    nwins == 1 ? "s" : "");
	for (i = 0; i < nwins && i < VALUES_SAID; i++) {
		sbuf_add(&sb, i > 0 ? "; " : "");
		sess_say_move(&a->sess, sess_pos(&a->sess),
		    &a->val_wins.p[i], &sb);
		if (sess_remoteness(&a->sess, &a->val_wins.p[i], &r, &why) ==
		    SG_OK)
			sbuf_printf(&sb, " (remoteness %llu)",
			    (unsigned long long)r);
	}
	if (nwins > VALUES_SAID)
		sbuf_printf(&sb, "; and %zu more", nwins - VALUES_SAID);
	if (nwins > 0)
		sbuf_add(&sb, ".");
	snprintf(a->val_note, sizeof a->val_note, "%s", sbuf_str(&sb));
	sbuf_free(&sb);
}

/* Judge every move of the item under the cursor. */
static void
values_work(struct app *a)
{
	const struct game *g = a->sess.game;
	struct rules *r = a->sess.rules;
	const struct pos *p = sess_pos(&a->sess);
	bool listed = board_list_count(a) > 0, win;
	struct solution sol;
	struct poslist opts;
	struct changes cs;
	struct sg_cause why;
	uint64_t unit;
	size_t i, item;

	values_clear(a);
	sess_note_hint(&a->sess);	/* seen before this turn's move */
	a->val_ready = true;
	a->val_at = sess_at(&a->sess);
	a->val_item = a->choice.item;
	if (g->moves == NULL || g->move_bound == NULL ||
	    g->move_bound(r, p) > VALUES_MOVES) {
		snprintf(a->val_note, sizeof a->val_note, "Too many moves here "
		    "to judge one by one (h gives the winning ones).");
		return;
	}
	poslist_init(&opts);
	changes_init(&cs);
	if (g->moves(r, p, &opts, &why) != SG_OK) {
		snprintf(a->val_note, sizeof a->val_note, "No values: %.400s",
		    why.text);
		opts.n = 0;
	}
	for (i = 0; i < opts.n; i++) {
		if (!move_of_item(a, &opts.p[i], listed, &cs, &item, &unit))
			continue;
		solution_init(&sol, 0);
		if (sess_solve(&a->sess, &opts.p[i], &sol, &why) != SG_OK) {
			solution_free(&sol);
			snprintf(a->val_note, sizeof a->val_note, "No values: "
			    "%.400s", why.text);
			break;
		}
		win = sol.outcome == OUTCOME_P;
		solution_free(&sol);
		poslist_add(win ? &a->val_wins : &a->val_losses, &opts.p[i]);
		/* Where moves share a place, a winning one marks it. */
		if (item != SIZE_MAX && (win ||
		    changes_at(&a->val_win, item, unit) < 0))
			changes_add(win ? &a->val_win : &a->val_lose,
			    CHANGE_TO, item, unit, unit + 1);
	}
	if (i == opts.n)
		say_values(a, a->val_wins.n, a->val_losses.n, listed);
	changes_free(&cs);
	poslist_free(&opts);
}

void
values_update(struct app *a)
{
	if (!a->values_on || sess_over(&a->sess) ||
	    sess_turn(&a->sess) != SIDE_HUMAN || a->replaying)
		return;
	if (a->val_ready && a->val_at == sess_at(&a->sess) &&
	    a->val_item == a->choice.item)
		return;
	values_work(a);
}

void
values_key(struct app *a)
{
	a->values_on = !a->values_on;
	values_clear(a);
	if (!a->values_on) {
		play_message(a, false, "The values of the moves are hidden.");
		return;
	}
	if (sess_over(&a->sess) || sess_turn(&a->sess) != SIDE_HUMAN ||
	    a->replaying) {
		a->values_on = false;
		play_message(a, false, "The values of the moves are shown on "
		    "your turn.");
		return;
	}
	values_update(a);
}
