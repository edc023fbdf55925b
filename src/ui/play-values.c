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
#include <stdlib.h>
#include <string.h>

#include "ui/board.h"
#include "ui/play.h"

/* Positions with more moves than this are not judged move by move. */
enum { VALUES_MOVES = 2000, VALUES_SAID = 3 };

/* The values' own state: what they were worked out for, and the values
 * in words.  The marks they leave are the view's. */
struct values {
	bool ready;
	size_t at, item;		/* the position and the item */
	char note[512];			/* the values in words, or why none */
	const char *win, *lose;		/* the marks, as the board draws
					   them */
};

struct values *
values_new(const struct app *a)
{
	struct values *vs;

	if ((vs = sg_calloc(1, sizeof *vs)) == NULL)
		return NULL;
	vs->win = app_glyph(a, G_WIN);
	vs->lose = app_glyph(a, G_LOSE);
	return vs;
}

void
values_free(struct values *vs)
{
	free(vs);
}

const char *
values_note(const struct values *vs)
{
	return vs != NULL ? vs->note : "";
}

void
values_clear(struct values *vs, struct view *v)
{
	poslist_clear(&v->val_wins);
	poslist_clear(&v->val_losses);
	changes_clear(&v->val_win);
	changes_clear(&v->val_lose);
	if (vs == NULL)
		return;
	vs->note[0] = '\0';
	vs->ready = false;
}

static bool
move_of_item(struct view *v, const struct pos *q, bool listed,
    struct changes *cs, size_t *item, uint64_t *unit)
{
	size_t focus = choice_focus(&v->choice), i;
	const struct change *best = NULL;

	*item = SIZE_MAX;	/* no place to mark */
	*unit = 0;
	changes_clear(cs);
	game_changes(v->sess.rules, sess_pos(&v->sess), q, false, cs);
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

/* The item under the cursor in words: "heap 2", "row 1 of game 2". */
static void
focus_words(const struct view *v, struct sbuf *out)
{
	const struct choice *c = &v->choice;
	const struct game *g = v->sess.game;
	size_t k = choice_part_focus(c);

	if (k != SIZE_MAX) {
		c = choice_part(c, k);
		g = c->rules->game;
	}
	sbuf_printf(out, "%s %zu", g->play.item != NULL ? g->play.item :
	    "heap", choice_focus(c) + 1);
	if (k != SIZE_MAX)
		sbuf_printf(out, " of game %zu", k + 1);
}

static void
say_values(struct values *vs, struct view *v, bool listed)
{
	size_t nwins = v->val_wins.n, nlosses = v->val_losses.n;
	const char *win = vs->win, *lose = vs->lose;
	struct sg_cause why;
	struct sbuf sb, item;
	uint64_t r;
	size_t i;

	sbuf_init(&item);
	focus_words(v, &item);
	sbuf_init(&sb);
	if (listed)
		sbuf_printf(&sb, "Values of the moves (%s wins, %s loses): ",
		    win, lose);
	else
		sbuf_printf(&sb, "Values of the moves of %s, marked on the "
		    "board (%s wins, %s loses): ", sbuf_str(&item), win,
		    lose);
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
		sess_say_move(&v->sess, sess_pos(&v->sess), &v->val_wins.p[i],
		    &sb);
		if (sess_remoteness(&v->sess, &v->val_wins.p[i], &r, &why) ==
		    SG_OK)
			sbuf_printf(&sb, " (remoteness %llu)",
			    (unsigned long long)r);
	}
	if (nwins > VALUES_SAID)
		sbuf_printf(&sb, "; and %zu more", nwins - VALUES_SAID);
	if (nwins > 0)
		sbuf_add(&sb, ".");
	snprintf(vs->note, sizeof vs->note, "%s", sbuf_str(&sb));
	sbuf_free(&sb);
	sbuf_free(&item);
}

static void
values_work(struct values *vs, struct view *v)
{
	const struct game *g = v->sess.game;
	struct rules *r = v->sess.rules;
	const struct pos *p = sess_pos(&v->sess);
	bool listed = board_list_count(v) > 0, win;
	struct solution sol;
	struct poslist opts;
	struct changes cs;
	struct sg_cause why;
	uint64_t unit;
	size_t i, item;

	values_clear(vs, v);
	sess_note_hint(&v->sess);	/* seen before this turn's move */
	vs->ready = true;
	vs->at = sess_at(&v->sess);
	vs->item = choice_focus(&v->choice);
	if (g->rules.moves == NULL || g->rules.move_bound == NULL ||
	    g->rules.move_bound(r, p) > VALUES_MOVES) {
		snprintf(vs->note, sizeof vs->note, "Too many moves here to "
		    "judge one by one (h gives the winning ones).");
		return;
	}
	poslist_init(&opts);
	changes_init(&cs);
	if (g->rules.moves(r, p, &opts, &why) != SG_OK) {
		snprintf(vs->note, sizeof vs->note, "No values: %.400s",
		    why.text);
		opts.n = 0;
	}
	for (i = 0; i < opts.n; i++) {
		if (!move_of_item(v, &opts.p[i], listed, &cs, &item, &unit))
			continue;
		solution_init(&sol, 0);
		if (sess_solve(&v->sess, &opts.p[i], &sol, &why) != SG_OK) {
			solution_free(&sol);
			snprintf(vs->note, sizeof vs->note, "No values: %.400s",
			    why.text);
			break;
		}
		win = sol.outcome == OUTCOME_P;
		solution_free(&sol);
		poslist_add(win ? &v->val_wins : &v->val_losses, &opts.p[i]);
		/* Where moves share a place, a winning one marks it. */
		if (item != SIZE_MAX && (win ||
		    changes_at(&v->val_win, item, unit) < 0))
			changes_add(win ? &v->val_win : &v->val_lose,
			    CHANGE_TO, item, unit, unit + 1);
	}
	if (i == opts.n)
		say_values(vs, v, listed);
	changes_free(&cs);
	poslist_free(&opts);
}

void
values_update(struct values *vs, struct play *g)
{
	struct view *v = play_view(g);

	if (vs == NULL || !v->values_on || sess_over(&v->sess) ||
	    sess_turn(&v->sess) != SIDE_HUMAN || play_replaying(g))
		return;
	if (vs->ready && vs->at == sess_at(&v->sess) &&
	    vs->item == choice_focus(&v->choice))
		return;
	values_work(vs, v);
}

void
values_key(struct values *vs, struct play *g)
{
	struct view *v = play_view(g);

	v->values_on = !v->values_on;
	values_clear(vs, v);
	if (!v->values_on) {
		play_message(g, false, "The values of the moves are hidden.");
		return;
	}
	if (sess_over(&v->sess) || sess_turn(&v->sess) != SIDE_HUMAN ||
	    play_replaying(g)) {
		v->values_on = false;
		play_message(g, false, "The values of the moves are shown on "
		    "your turn.");
		return;
	}
	values_update(vs, g);
}
