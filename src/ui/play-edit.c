/*
 * play-edit.c: two keys of the game screen for a class.  "What if?" (i)
 * edits the position on the board in the game's notation, checked as
 * the menu checks a typed position, and plays on from it; undo at its
 * start goes back to the game before the edit.  A handout (w) writes the
 * board as text with the explanation to a file in the current
 * directory, named after the game and the move.
 */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "engine/explain.h"
#include "savefile.h"
#include "ui/play.h"

/* The games before the edits, the latest first. */
struct edit_stash {
	struct session sess;
	struct edit_stash *prev;
};

/* What if?'s own state: the position being typed, and the games before
 * the edits. */
struct edit {
	bool editing;			/* typing a position */
	char field[1024];
	size_t field_len;
	struct edit_stash *stash;	/* owned: the games before */
};

struct edit *
edit_new(void)
{
	return sg_calloc(1, sizeof (struct edit));
}

void
edit_free(struct edit *e)
{
	struct edit_stash *st;

	if (e == NULL)
		return;
	while ((st = e->stash) != NULL) {
		e->stash = st->prev;
		sess_free(&st->sess);
		free(st);
	}
	free(e);
}

bool
edit_active(const struct edit *e)
{
	return e != NULL && e->editing;
}

static bool
persons_turn(struct play *g, const char *what)
{
	const struct session *ss = &play_view(g)->sess;

	if (play_replaying(g) || sess_over(ss) ||
	    sess_turn(ss) != SIDE_HUMAN) {
		play_message(g, true, "%s is for a turn of yours, in a game "
		    "that goes on.", what);
		return false;
	}
	return true;
}

void
edit_start(struct edit *e, struct play *g)
{
	const struct session *ss = &play_view(g)->sess;
	struct sbuf sb;

	if (e == NULL || !persons_turn(g, "What if?"))
		return;
	sbuf_init(&sb);
	sess_notation(ss, sess_pos(ss), &sb);
	snprintf(e->field, sizeof e->field, "%s", sbuf_str(&sb));
	e->field_len = strlen(e->field);
	sbuf_free(&sb);
	e->editing = true;
}

static void
setup_of(struct play *g, struct sess_setup *setup)
{
	const struct session *ss = &play_view(g)->sess;
	int m = sess_mover(ss);

	*setup = play_options(g)->setup;
	setup->level = ss->level;
	setup->misere = ss->misere;
	if (sess_is_computer(ss, 0) || sess_is_computer(ss, 1))
		setup->mode = PLAY_COMPUTER;
	else {
		setup->mode = PLAY_TWO;
		snprintf(setup->name[0], sizeof setup->name[0], "%s",
		    ss->player[m].name);
		snprintf(setup->name[1], sizeof setup->name[1], "%s",
		    ss->player[1 - m].name);
	}
}

static void
edit_done(struct app *a, struct play *g, struct edit *e)
{
	struct edit_stash *st;
	struct sess_setup setup;
	struct session ns;
	struct sg_cause why;
	struct rules *r;
	struct pos p;
	int rc;

	pos_init(&p);
	rc = game_parse_line(play_view(g)->sess.game, e->field, &r, &p, &why);
	if (rc == SG_OK && (rc = sess_startable(r, &p, &why)) != SG_OK)
		rules_free(r);
	if (rc == SG_OK) {
		setup_of(g, &setup);
		rc = sess_start(&ns, r, &p, SIDE_HUMAN, &setup, &why);
	}
	pos_free(&p);
	if (rc != SG_OK) {
		play_message(g, true, "Not a position to play: %s", why.text);
		return;
	}
	if ((st = sg_calloc(1, sizeof *st)) == NULL) {
		sess_free(&ns);
		play_message(g, true, "Out of memory.");
		return;
	}
	e->editing = false;
	st->prev = e->stash;
	e->stash = st;
	play_replace(a, g, &ns, &st->sess);
	play_message(g, false, "What if: the game goes on from here; u at "
	    "this position goes back to the game before.");
}

void
edit_key(struct app *a, struct play *g, struct edit *e,
    const struct input *in)
{
	if (in->act == ACT_CANCEL && in->escape) {
		e->editing = false;
		play_message(g, false, "The position is as it was.");
	} else if (in->act == ACT_CONFIRM && in->ch != ' ')
		edit_done(a, g, e);
	else
		app_field_key(e->field, &e->field_len, sizeof e->field, in);
}

void
edit_draw(struct app *a, const struct edit *e, int y)
{
	int x = app_put(a, y, 1, R_TITLE, "What if? ");

	x += app_put(a, y, 1 + x, R_CURSOR, e->field);
	app_put(a, y, 1 + x, R_CURSOR, " ");
	app_put(a, y, x + 3, R_DIM, "  Enter play it  Esc as it was");
}

bool
edit_undo(struct app *a, struct play *g, struct edit *e)
{
	struct edit_stash *st = e != NULL ? e->stash : NULL;
	struct session cur;

	if (st == NULL || sess_at(&play_view(g)->sess) > 0)
		return false;
	e->stash = st->prev;
	play_replace(a, g, &st->sess, &cur);
	free(st);
	sess_free(&cur);
	play_message(g, false, "Back to the game before \"what if\".");
	return true;
}

/* A handout is for paper: 76 columns and the board at its normal size,
 * whatever the terminal and projector mode. */
enum { HANDOUT_WIDTH = 76, HANDOUT_BOARD_LINES = 24 };

/* The board as text, drawn for paper into out. */
static void
handout_board(struct app *a, struct view *v, struct sbuf *out)
{
	int board_y = v->board_y, board_h = v->board_h;
	int need_h = v->big_need_h, need_w = v->big_need_w;
	int h = board_h < HANDOUT_BOARD_LINES ? board_h : HANDOUT_BOARD_LINES;
	bool choosing = v->choosing, big = a->big;

	if (app_canvas_begin(a, h, HANDOUT_WIDTH) != SG_OK)
		return;
	v->choosing = false;	/* no cursor on paper */
	a->big = false;
	view_draw(a, v, 0, 0, h, HANDOUT_WIDTH);
	a->big = big;
	v->choosing = choosing;
	v->board_y = board_y;	/* where the screen has it */
	v->board_h = board_h;
	v->big_need_h = need_h;
	v->big_need_w = need_w;
	app_canvas_end(a, out);
}

/* The handout's text: the game, the board, the moves said, and why. */
static void
handout_text(struct app *a, struct play *g, struct sbuf *out)
{
	struct view *v = play_view(g);
	const char *said = play_said(g, false), *before = play_said(g, true);
	struct explanation e;
	struct sg_cause why;
	struct sbuf sb;
	int rc;

	sbuf_init(&sb);
	sbuf_printf(&sb, "%s - %s\n", v->sess.game->title,
	    v->sess.game->summary);
	sess_status(&v->sess, &sb);
	app_wrap_text(sbuf_str(&sb), HANDOUT_WIDTH, out);
	sbuf_addc(out, '\n');
	handout_board(a, v, out);
	sbuf_reset(&sb);
	if (before[0] != '\0')
		sbuf_printf(&sb, "\n%s", before);
	if (said[0] != '\0')
		sbuf_printf(&sb, "\n%s", said);
	app_wrap_text(sbuf_str(&sb), HANDOUT_WIDTH, out);
	sbuf_free(&sb);
	if (play_options(g)->no_hints && !sess_over(&v->sess)) {
		app_wrap_text("\n(The explanation is left out: hints are off "
		    "for this game.)", HANDOUT_WIDTH, out);
		return;
	}
	rc = v->sess.misere ? explain_misere(&v->sess.judge,
	    sess_pos(&v->sess), &e, &why) : explain_new(v->sess.rules,
	    sess_pos(&v->sess), &e, &why);
	sbuf_add(out, "\nWhy\n\n");
	if (rc == SG_OK)
		app_wrap_text(sbuf_str(&e.text), HANDOUT_WIDTH, out);
	else {
		sbuf_init(&sb);
		sbuf_printf(&sb, "No explanation: %s", why.text);
		app_wrap_text(sbuf_str(&sb), HANDOUT_WIDTH, out);
		sbuf_free(&sb);
	}
	explain_free(&e);
}

void
handout_write(struct app *a, struct play *g)
{
	const struct session *ss = &play_view(g)->sess;
	char name[128];
	struct sg_cause why;
	struct stat st;
	struct sbuf text;
	int k;

	/* Never over a file already there: a second handout of the same
	 * move gets a number. */
	for (k = 1; k < 100; k++) {
		snprintf(name, sizeof name, k == 1 ? "sprague-%s-move%zu.txt" :
		    "sprague-%s-move%zu-%d.txt", ss->game->name,
		    sess_move_number(ss), k);
		if (lstat(name, &st) != 0 && errno == ENOENT)
			break;
	}
	if (k == 100) {
		play_message(g, true, "No handout: too many handouts of this "
		    "move here already.");
		return;
	}
	sbuf_init(&text);
	handout_text(a, g, &text);
	if (text.oom)
		play_message(g, true, "No handout: out of memory.");
	else if (savefile_write_text(name, sbuf_str(&text), text.len, &why) !=
	    SAVEFILE_OK)
		play_message(g, true, "No handout: %s: %s", name, why.text);
	else
		play_message(g, false, "The handout is written: %s (the board "
		    "and why).", name);
	sbuf_free(&text);
}
