/*
 * scr-play.c: the game screen and the game-over screen over it.  The
 * player's keys move the selection; Enter asks the engine to check the
 * move, and the computer answers at once.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "ui/app.h"

enum { HINT_LIMIT = 200, HINT_LINES = 5 };

/* The keys of each way of choosing a move, for the line above the status
 * line and for help. */
static const char *
mode_keys(enum sel_mode m, int phase)
{
	switch (m) {
	case MODE_TAKE:
		return "Up/Down heap  Left/Right or digits: how many  "
		    "Enter take";
	case MODE_SPLIT:
		return "Up/Down heap  Left/Right or digits: where  Enter split";
	case MODE_STONES:
		return phase == 0 ? "Up/Down heap  Left/Right how many  "
		    "Enter take (then hand out)" : "Up/Down heap  Right give "
		    "one  Left take back  Enter done  Esc back";
	case MODE_TAKEBREAK:
		return "Up/Down heap  Left/Right how many  Tab split the rest  "
		    "Enter";
	case MODE_STAIR:
		return "Left/Right pile  Up/Down or digits: how many  "
		    "Enter take";
	case MODE_ROWS:
	case MODE_CIRCLE:
		return "arrows: coin  1/2 or Tab: one or two coins  Enter take";
	case MODE_CHESSMEN:
		return "Up/Down chessman  Left/Right or digits: cell  "
		    "Enter move";
	case MODE_GRID:
		return "Tab piece  Left/Right cut down  Up/Down cut across  "
		    "Enter cut";
	case MODE_EUCLID:
		return "Left/Right or digits: multiple  Tab other number  "
		    "Enter";
	case MODE_MULTIPLY:
		return "Left/Right or digits 2-9: multiplier  Enter multiply";
	}
	return "";
}

const char *
play_mode_keys(enum sel_mode m)
{
	return mode_keys(m, 0);
}

static void
hint_off(struct app *a)
{
	if (a->show_hint)
		sess_hint_free(&a->hint);
	a->show_hint = false;
	marks_clear(&a->hint_marks);
}

/* The selection and its preview for the position on the board. */
static void
update_preview(struct app *a)
{
	struct sg_cause why;
	struct pos to;

	marks_clear(&a->preview);
	if (sess_over(&a->sess) || sess_turn(&a->sess) != SIDE_HUMAN)
		return;
	pos_init(&to);
	if (sel_build(&a->sel, sess_pos(&a->sess), &to, &why) == SG_OK)
		sel_marks(&a->sel, sess_pos(&a->sess), &to, &a->preview);
	pos_free(&to);
}

/* After the position changed: fresh selection, the last move marked. */
static void
new_position(struct app *a)
{
	const struct pos *from, *to;

	hint_off(a);
	sel_free(&a->sel);
	sel_init(&a->sel, a->sess.game, sess_pos(&a->sess));
	marks_clear(&a->last);
	if (sess_last(&a->sess, &from, &to))
		marks_result(&a->last, a->sel.mode, from, to);
	update_preview(a);
}

/* The move that led from history entry i to i + 1, in words. */
static void
say_move(struct app *a, size_t i, char *buf, size_t len)
{
	const struct session *ss = &a->sess;
	enum side who = i % 2 == 0 ? ss->first : ss->first == SIDE_HUMAN ?
	    SIDE_COMPUTER : SIDE_HUMAN;
	struct sbuf sb;

	sbuf_init(&sb);
	sbuf_add(&sb, who == SIDE_HUMAN ? "You: " : "Computer: ");
	sess_say_move(ss, &ss->hist.p[i], &ss->hist.p[i + 1], &sb);
	snprintf(buf, len, "%s", sbuf_str(&sb));
	sbuf_free(&sb);
}

/* The last two moves, the player's and the computer's, in words. */
static void
say_recent(struct app *a)
{
	size_t cur = a->sess.cur;

	a->said[0] = a->said_before[0] = '\0';
	if (cur >= 1)
		say_move(a, cur - 1, a->said, sizeof a->said);
	if (cur >= 2)
		say_move(a, cur - 2, a->said_before, sizeof a->said_before);
}

static void
computer_move(struct app *a)
{
	struct sg_cause why;
	struct pos to;
	int rc;

	pos_init(&to);
	rc = sess_reply(&a->sess, &to, &why);
	if (rc == SG_OK)
		rc = sess_move(&a->sess, &to, &why);
	pos_free(&to);
	if (rc != SG_OK) {
		snprintf(a->msg, sizeof a->msg, "The computer cannot move: %s",
		    why.text);
		a->msg_bad = true;
		return;
	}
	say_recent(a);
	new_position(a);
	if (sess_over(&a->sess))
		app_switch(a, &scr_over);
}

static void
human_move(struct app *a)
{
	struct sg_cause why;
	struct pos to;
	int rc;

	pos_init(&to);
	rc = sel_build(&a->sel, sess_pos(&a->sess), &to, &why);
	if (rc == SG_OK)
		rc = sess_move(&a->sess, &to, &why);
	pos_free(&to);
	if (rc != SG_OK) {
		snprintf(a->msg, sizeof a->msg, "Not a move: %s", why.text);
		a->msg_bad = true;
		a->sel.phase = 0;
		update_preview(a);
		return;
	}
	say_recent(a);
	new_position(a);
	if (sess_over(&a->sess)) {
		app_switch(a, &scr_over);
		return;
	}
	computer_move(a);
}

void
play_start(struct app *a, struct rules *r, const struct pos *p,
    enum side first)
{
	play_end(a);
	r->progress = app_progress;
	r->progress_arg = a;
	if (sess_init(&a->sess, r, p, first) != SG_OK)
		return;
	a->playing = true;
	a->game = r->game;
	a->said[0] = a->said_before[0] = a->msg[0] = '\0';
	sel_init(&a->sel, a->sess.game, sess_pos(&a->sess));
	new_position(a);
	app_switch(a, &scr_play);
	if (sess_turn(&a->sess) == SIDE_COMPUTER && !sess_over(&a->sess))
		computer_move(a);
	else if (sess_over(&a->sess))
		app_switch(a, &scr_over);
}

void
play_end(struct app *a)
{
	if (!a->playing)
		return;
	hint_off(a);
	sel_free(&a->sel);
	sess_free(&a->sess);
	a->playing = false;
}

static void
show_hint(struct app *a)
{
	struct sg_cause why;
	size_t i;

	if (a->show_hint) {
		hint_off(a);
		return;
	}
	if (sess_hint(&a->sess, HINT_LIMIT, &a->hint, &why) != SG_OK) {
		sess_hint_free(&a->hint);
		snprintf(a->msg, sizeof a->msg, "No hint: %s", why.text);
		a->msg_bad = true;
		return;
	}
	a->show_hint = true;
	marks_clear(&a->hint_marks);
	for (i = 0; i < a->hint.sol.wins.n; i++)
		marks_move(&a->hint_marks, a->sel.mode, sess_pos(&a->sess),
		    &a->hint.sol.wins.p[i]);
}

static void
undo_redo(struct app *a, bool undo)
{
	bool done = undo ? sess_undo(&a->sess) : sess_redo(&a->sess);

	if (!done) {
		snprintf(a->msg, sizeof a->msg, "Nothing to %s.",
		    undo ? "undo" : "redo");
		a->msg_bad = false;
		return;
	}
	snprintf(a->msg, sizeof a->msg, undo ? "Took back a move." :
	    "Replayed a move.");
	a->msg_bad = false;
	say_recent(a);
	new_position(a);
	if (sess_over(&a->sess))
		app_switch(a, &scr_over);
	else
		app_switch(a, &scr_play);
}

/* The keys every game screen shares; returns true when it took the key. */
static bool
common_key(struct app *a, const struct input *in)
{
	switch (in->act) {
	case ACT_QUIT:
		a->quit = true;
		return true;
	case ACT_HELP:
		a->back = a->scr;
		app_switch(a, &scr_help);
		return true;
	case ACT_NEW:
		menu_open(a, MENU_POS);
		return true;
	case ACT_TABLE:
		table_open(a);
		return true;
	case ACT_UNDO:
	case ACT_REDO:
		undo_redo(a, in->act == ACT_UNDO);
		return true;
	default:
		return false;
	}
}

static void
play_key(struct app *a, const struct input *in)
{
	a->msg[0] = '\0';
	if (common_key(a, in))
		return;
	if (in->act == ACT_HINT) {
		show_hint(a);
		return;
	}
	if (in->act == ACT_NONE || sess_turn(&a->sess) != SIDE_HUMAN)
		return;
	if (sel_action(&a->sel, sess_pos(&a->sess), in->act, in->digit,
	    in->item, in->unit, in->part)) {
		human_move(a);
		return;
	}
	update_preview(a);
}

static void
draw_status(struct app *a)
{
	struct sbuf sb;

	sbuf_init(&sb);
	sess_status(&a->sess, &sb);
	app_clear_to_eol(a, a->h - 1, 0, R_STATUS);
	app_put(a, a->h - 1, 1, R_STATUS, sbuf_str(&sb));
	sbuf_free(&sb);
}

/*
 * Text in lines of at most width columns, broken at blanks; drawn from
 * (y, x) when draw is set.  Returns the number of lines.
 */
static int
wrapped(struct app *a, int y, int x, enum role r, const char *text,
    int width, bool draw)
{
	char line[512];
	int n = 0, len, cut, i;

	if (width < 10)
		width = 10;
	while (*text != '\0') {
		len = (int)strlen(text);
		cut = len;
		if (app_width(text) > width) {
			/* Break at the last blank that fits (bytes count
			 * at least as many as columns). */
			for (cut = 0, i = 0; text[i] != '\0' && i < 511; i++) {
				if (text[i] == ' ' && i <= width)
					cut = i;
			}
			if (cut == 0)
				cut = width;
		}
		if (cut > (int)sizeof line - 1)
			cut = (int)sizeof line - 1;
		memcpy(line, text, (size_t)cut);
		line[cut] = '\0';
		if (draw)
			app_put(a, y + n, x + (n > 0 ? 2 : 0), r, line);
		n++;
		text += cut;
		while (*text == ' ')
			text++;
	}
	return n;
}

/* The lines under the board: the last moves, a message, the hint; drawn
 * from y when draw is set.  Returns the number of lines. */
static int
messages(struct app *a, int y, bool draw)
{
	int w = a->w - 4, n = 0;
	size_t i, k;

	if (a->said_before[0] != '\0')
		n += wrapped(a, y + n, 1, R_NORMAL, a->said_before, w, draw);
	if (a->said[0] != '\0')
		n += wrapped(a, y + n, 1, R_LAST, a->said, w, draw);
	if (a->msg[0] != '\0')
		n += wrapped(a, y + n, 1, a->msg_bad ? R_ERROR : R_GOOD,
		    a->msg, w, draw);
	if (!a->show_hint)
		return n;
	k = a->hint.nlines;
	if (a->hint.sol.outcome == OUTCOME_N) {
		if (draw)
			app_printf(a, y + n, 1, R_HINT, "Winning move%s:",
			    k == 1 && !a->hint.sol.truncated ? "" : "s");
		n++;
	}
	for (i = 0; i < k && i < HINT_LINES; i++)
		n += wrapped(a, y + n, 3, R_HINT, a->hint.lines[i], w - 2,
		    draw);
	if (k > HINT_LINES || a->hint.sol.truncated) {
		if (draw)
			app_printf(a, y + n, 3, R_HINT, "... and %zu more%s",
			    k - (k > HINT_LINES ? HINT_LINES : k),
			    a->hint.sol.truncated ? " (at least)" : "");
		n++;
	}
	return n;
}

static void
play_draw(struct app *a)
{
	const struct game *g = a->sess.game;
	int msg = messages(a, 0, false), top = 2, bottom;

	/* Once per frame: the game over test may search the position. */
	a->choosing = sess_turn(&a->sess) == SIDE_HUMAN &&
	    !sess_over(&a->sess) && a->scr == &scr_play;

	app_printf(a, 0, 1, R_TITLE, "%s", g->title);
	app_printf(a, 0, 2 + app_width(g->title), R_DIM, "- %s", g->summary);
	bottom = a->h - 3 - msg;
	board_draw(a, top, 1, bottom - top, a->w - 2);
	messages(a, bottom, true);
	if (a->choosing)
		app_put(a, a->h - 3, 1, R_DIM,
		    mode_keys(a->sel.mode, a->sel.phase));
	app_put(a, a->h - 2, 1, R_DIM,
	    "h hint  t table  u undo  r redo  n new game  ? help  q quit");
	draw_status(a);
}

const struct screen scr_play = {
	"play", 60, 18, play_draw, play_key
};

static void
box(struct app *a, int y, int x, int h, int w)
{
	int i, j;

	for (i = 0; i < h; i++) {
		for (j = 0; j < w; j++) {
			enum glyph g = G_COUNT;

			if (i == 0 || i == h - 1)
				g = j == 0 ? (i == 0 ? G_TL : G_BL) :
				    j == w - 1 ? (i == 0 ? G_TR : G_BR) :
				    G_HLINE;
			else if (j == 0 || j == w - 1)
				g = G_VLINE;
			app_put(a, y + i, x + j, R_TITLE, g == G_COUNT ? " " :
			    app_glyph(a, g));
		}
	}
}

static void
over_draw(struct app *a)
{
	bool human_won = sess_turn(&a->sess) == SIDE_COMPUTER;
	int w = 50, h = 7, y, x;

	play_draw(a);
	y = (a->h - 3 - h) / 2;
	x = (a->w - w) / 2;
	box(a, y, x, h, w);
	app_put(a, y + 1, x + 2, human_won ? R_GOOD : R_ERROR, human_won ?
	    "You won!" : "The computer won.");
	app_put(a, y + 2, x + 2, R_NORMAL, sess_move_number(&a->sess) == 1 ?
	    "There is no move in this position." : human_won ?
	    "You made the last move: the computer has none." :
	    "It made the last move: you have none left.");
	app_put(a, y + 4, x + 2, R_NORMAL,
	    "n new game  a same position again  q quit");
	app_put(a, y + 5, x + 2, R_DIM, "u undo  ? help");
}

static void
over_key(struct app *a, const struct input *in)
{
	a->msg[0] = '\0';
	if (in->act == ACT_AGAIN) {
		sess_restart(&a->sess);
		say_recent(a);
		new_position(a);
		app_switch(a, &scr_play);
		if (sess_turn(&a->sess) == SIDE_COMPUTER)
			computer_move(a);
		return;
	}
	common_key(a, in);
}

const struct screen scr_over = {
	"over", 60, 18, over_draw, over_key
};
