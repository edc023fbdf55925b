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
#include "ui/board.h"
#include "ui/play.h"

/* The games before the edits, the latest first. */
struct edit_stash {
	struct session sess;
	struct edit_stash *prev;
};

void
edit_free(struct app *a)
{
	struct edit_stash *st;

	while ((st = a->stash) != NULL) {
		a->stash = st->prev;
		sess_free(&st->sess);
		free(st);
	}
	a->editing = false;
}

/* Is it a person's turn on a game that goes on? */
static bool
persons_turn(struct app *a, const char *what)
{
	if (a->replaying || sess_over(&a->sess) ||
	    sess_turn(&a->sess) != SIDE_HUMAN) {
		play_message(a, true, "%s is for a turn of yours, in a game "
		    "that goes on.", what);
		return false;
	}
	return true;
}

void
edit_start(struct app *a)
{
	struct sbuf sb;

	if (!persons_turn(a, "What if?"))
		return;
	sbuf_init(&sb);
	sess_notation(&a->sess, sess_pos(&a->sess), &sb);
	snprintf(a->field, sizeof a->field, "%s", sbuf_str(&sb));
	a->field_len = strlen(a->field);
	sbuf_free(&sb);
	a->editing = true;
}

/* The setup that keeps the players of the game, the one to move first. */
static void
setup_of(struct app *a, struct sess_setup *setup)
{
	const struct session *ss = &a->sess;
	int m = sess_mover(ss);

	*setup = a->setup;
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

/* Enter: the position typed, checked, becomes the game. */
static void
edit_done(struct app *a)
{
	struct edit_stash *st;
	struct sess_setup setup;
	struct session ns;
	struct sg_cause why;
	struct rules *r;
	struct pos p;
	int rc;

	pos_init(&p);
	rc = game_parse_line(a->sess.game, a->field, &r, &p, &why);
	if (rc == SG_OK && (rc = sess_startable(r, &p, &why)) != SG_OK)
		rules_free(r);
	if (rc == SG_OK) {
		setup_of(a, &setup);
		rc = sess_start(&ns, r, &p, SIDE_HUMAN, &setup, &why);
	}
	pos_free(&p);
	if (rc != SG_OK) {
		play_message(a, true, "Not a position to play: %s", why.text);
		return;
	}
	if ((st = sg_calloc(1, sizeof *st)) == NULL) {
		sess_free(&ns);
		play_message(a, true, "Out of memory.");
		return;
	}
	a->editing = false;
	st->prev = a->stash;
	a->stash = st;
	play_replace(a, &ns, &st->sess);
	play_message(a, false, "What if: the game goes on from here; u at "
	    "this position goes back to the game before.");
}

void
edit_key(struct app *a, const struct input *in)
{
	if (in->act == ACT_CANCEL && in->escape) {
		a->editing = false;
		play_message(a, false, "The position is as it was.");
	} else if (in->act == ACT_CONFIRM && in->ch != ' ')
		edit_done(a);
	else
		app_field_key(a->field, &a->field_len, sizeof a->field, in);
}

void
edit_draw(struct app *a, int y)
{
	int x = app_put(a, y, 1, R_TITLE, "What if? ");

	x += app_put(a, y, 1 + x, R_CURSOR, a->field);
	app_put(a, y, 1 + x, R_CURSOR, " ");
	app_put(a, y, x + 3, R_DIM, "  Enter play it  Esc as it was");
}

bool
edit_undo(struct app *a)
{
	struct edit_stash *st = a->stash;
	struct session cur;

	if (st == NULL || sess_at(&a->sess) > 0)
		return false;
	a->stash = st->prev;
	play_replace(a, &st->sess, &cur);
	free(st);
	sess_free(&cur);
	play_message(a, false, "Back to the game before \"what if\".");
	return true;
}

/* The explanation's lines are broken to fit a printed page. */
enum { HANDOUT_WIDTH = 76 };

/* The handout's text: the game, the board, the moves said, and why. */
static void
handout_text(struct app *a, struct sbuf *out)
{
	struct explanation e;
	struct sg_cause why;
	int rc;

	sbuf_printf(out, "%s - %s\n", a->sess.game->title,
	    a->sess.game->summary);
	sess_status(&a->sess, out);
	sbuf_add(out, "\n\n");
	if (app_canvas_begin(a, a->board_h, a->w - 2) == SG_OK) {
		bool choosing = a->choosing;

		a->choosing = false;	/* no cursor on paper */
		a->board->draw(a, a->board_data, 0, 0, a->board_h, a->w - 2);
		a->choosing = choosing;
		app_canvas_end(a, out);
	}
	if (a->said_before[0] != '\0')
		sbuf_printf(out, "\n%s\n", a->said_before);
	if (a->said[0] != '\0')
		sbuf_printf(out, "%s%s\n", a->said_before[0] != '\0' ? "" :
		    "\n", a->said);
	if (a->no_hints && !sess_over(&a->sess)) {
		sbuf_add(out, "\n(The explanation is left out: hints are off "
		    "for this game.)\n");
		return;
	}
	rc = a->sess.misere ? explain_misere(&a->sess.judge, sess_pos(&a->sess),
	    &e, &why) : explain_new(a->sess.rules, sess_pos(&a->sess), &e,
	    &why);
	sbuf_add(out, "\nWhy\n\n");
	if (rc == SG_OK)
		app_wrap_text(sbuf_str(&e.text), HANDOUT_WIDTH, out);
	else
		sbuf_printf(out, "No explanation: %s\n", why.text);
	explain_free(&e);
}

void
handout_write(struct app *a)
{
	char name[128];
	struct sg_cause why;
	struct stat st;
	struct sbuf text;
	int k;

	/* Never over a file already there: a second handout of the same
	 * move gets a number. */
	for (k = 1; k < 100; k++) {
		snprintf(name, sizeof name, k == 1 ? "sprague-%s-move%zu.txt" :
		    "sprague-%s-move%zu-%d.txt", a->sess.game->name,
		    sess_move_number(&a->sess), k);
		if (lstat(name, &st) != 0 && errno == ENOENT)
			break;
	}
	if (k == 100) {
		play_message(a, true, "No handout: too many handouts of this "
		    "move here already.");
		return;
	}
	sbuf_init(&text);
	handout_text(a, &text);
	if (text.oom)
		play_message(a, true, "No handout: out of memory.");
	else if (savefile_write_text(name, sbuf_str(&text), text.len, &why) !=
	    SAVEFILE_OK)
		play_message(a, true, "No handout: %s: %s", name, why.text);
	else
		play_message(a, false, "The handout is written: %s (the board "
		    "and why).", name);
	sbuf_free(&text);
}
