/*
 * scr-play.c: the game screen.  A person's keys go to the move model of
 * the game (play/choice.h); Enter asks the engine to check the move, and
 * the computer answers at once.  The computer against itself moves on a
 * timer (p pauses, any other key steps).  The board is drawn by the board
 * kind the game declares (board.h).
 */
#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ui/board.h"
#include "ui/play.h"

enum {
	HINT_LIMIT = 200,
	HINT_LINES = 5,
	DEMO_DELAY_MS = 1500	/* between the computer's moves in a demo,
				   unless --delay says */
};

void
play_message(struct app *a, bool bad, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(a->msg, sizeof a->msg, fmt, ap);
	va_end(ap);
	a->msg_bad = bad;
}

void
play_move_keys(struct app *a, struct sbuf *out)
{
	if (a->playing)
		choice_keys(&a->choice, out);
}

void
play_hint_off(struct app *a)
{
	if (a->show_hint)
		sess_hint_free(&a->hint);
	a->show_hint = false;
	changes_clear(&a->hint_marks);
}

/* The move being chosen, marked on the board. */
void
play_preview(struct app *a)
{
	struct sg_cause why;
	struct pos to;

	changes_clear(&a->preview);
	if (sess_over(&a->sess) || sess_turn(&a->sess) != SIDE_HUMAN)
		return;
	pos_init(&to);
	if (choice_build(&a->choice, sess_pos(&a->sess), &to, &why) == SG_OK)
		choice_changes(&a->choice, sess_pos(&a->sess), &to,
		    &a->preview);
	pos_free(&to);
	values_update(a);
}

static void show_hint(struct app *a);

void
play_new_position(struct app *a)
{
	change_reader *read = a->sess.game->play.changes;
	const struct pos *from, *to;

	play_hint_off(a);
	values_clear(a);
	a->stopped = false;
	choice_reset(&a->choice, sess_pos(&a->sess));
	changes_clear(&a->last);
	if (read != NULL && sess_last(&a->sess, &from, &to))
		read(from, to, true, &a->last);
	play_preview(a);
	if (a->coach && sess_turn(&a->sess) == SIDE_HUMAN &&
	    !sess_over(&a->sess))
		show_hint(a);
}

void
play_spoken_name(const struct session *ss, int i, char *buf, size_t len)
{
	sess_spoken_name(ss, i, buf, len);
}

/* The move that led from history entry i to i + 1, in words, behind the
 * name of who made it. */
static void
say_move(struct app *a, size_t i, char *buf, size_t len)
{
	const struct session *ss = &a->sess;
	char name[PLAYER_NAME_LEN];
	struct sbuf sb;

	play_spoken_name(ss, sess_player_at(ss, i), name, sizeof name);
	sbuf_init(&sb);
	sbuf_printf(&sb, "%s: ", name);
	sess_say_move(ss, sess_pos_at(ss, i), sess_pos_at(ss, i + 1), &sb);
	snprintf(buf, len, "%s", sbuf_str(&sb));
	sbuf_free(&sb);
}

void
play_say_recent(struct app *a)
{
	size_t cur = sess_at(&a->sess);

	a->said[0] = a->said_before[0] = '\0';
	if (cur >= 1)
		say_move(a, cur - 1, a->said, sizeof a->said);
	if (cur >= 2)
		say_move(a, cur - 2, a->said_before, sizeof a->said_before);
}

/* After a move: the words, the new position, the end of the game. */
static void
moved(struct app *a)
{
	play_say_recent(a);
	play_new_position(a);
	a->last_ms = app_now_ms();
	if (sess_over(&a->sess))
		app_switch(a, &scr_over);
}

static void
computer_move(struct app *a)
{
	struct sg_cause why;
	struct pos to;
	int rc;

	a->stopped = false;
	pos_init(&to);
	rc = sess_reply(&a->sess, &to, &why);
	if (rc == SG_OK)
		rc = sess_move(&a->sess, &to, &why);
	pos_free(&to);
	if (rc == SG_EINTR && sess_has_human(&a->sess)) {
		a->stopped = true;
		play_message(a, true, "Stopped: the computer has not chosen its "
		    "move.  Enter lets it think again; n starts a new game.");
		return;
	}
	if (rc != SG_OK) {
		play_message(a, true, "The computer cannot move: %s", why.text);
		a->paused = true;
		return;
	}
	moved(a);
}

/* Is it the computer's turn to answer a person on the game screen? */
static bool
answer_wanted(struct app *a)
{
	return a->scr == &scr_play && sess_has_human(&a->sess) &&
	    sess_turn(&a->sess) == SIDE_COMPUTER && !sess_over(&a->sess);
}

/* The computer's reply is due: it is made once the board is drawn (the
 * main loop calls play_tick), so a person sees their move and a progress
 * bar rather than a board that does not answer. */
void
play_answer(struct app *a)
{
	a->answer_due = answer_wanted(a);
}

/*
 * For a learner: was the move from `from` to `to` a slip, from a won
 * position to one the opponent wins?  Then the message says so, with a
 * winning move.  Nothing when either position cannot be judged.
 */
static void
learner_note(struct app *a, const struct pos *from, const struct pos *to)
{
	struct solution before, after;
	struct sg_cause why;
	struct sbuf sb;

	solution_init(&before, 1);
	solution_init(&after, 0);
	if (sess_solve(&a->sess, from, &before, &why) == SG_OK &&
	    sess_solve(&a->sess, to, &after, &why) == SG_OK &&
	    before.outcome == OUTCOME_N && after.outcome == OUTCOME_N) {
		sbuf_init(&sb);
		if (before.wins.n > 0) {
			sbuf_add(&sb, "  A winning move was: ");
			sess_say_move(&a->sess, from, &before.wins.p[0], &sb);
			sbuf_add(&sb, ".");
		}
		play_message(a, true, "That move gives the win away: the "
		    "position was won, and now the opponent can win.%s  u "
		    "takes it back.", sbuf_str(&sb));
		sbuf_free(&sb);
	}
	solution_free(&before);
	solution_free(&after);
}

static void
human_move(struct app *a)
{
	struct sg_cause why;
	struct pos from, to;
	int rc;

	pos_init(&from);
	pos_init(&to);
	rc = choice_build(&a->choice, sess_pos(&a->sess), &to, &why);
	if (rc == SG_OK && pos_copy(&from, sess_pos(&a->sess)) != SG_OK)
		rc = sg_fail(&why, SG_ENOMEM, "out of memory");
	if (rc == SG_OK)
		rc = sess_move(&a->sess, &to, &why);
	if (rc == SG_OK && a->learner)
		learner_note(a, &from, &to);
	pos_free(&from);
	pos_free(&to);
	if (rc != SG_OK) {
		play_message(a, true, "Not a move: %s", why.text);
		a->choice.phase = 0;
		play_preview(a);
		return;
	}
	moved(a);
	play_answer(a);
}

static void
board_start(struct app *a)
{
	a->board = board_of(a->sess.game->board);
	a->board_data = a->board->init != NULL ? a->board->init() : NULL;
	choice_init(&a->choice, a->sess.rules, sess_pos(&a->sess),
	    a->board->turned);
}

static void
board_end(struct app *a)
{
	if (a->board != NULL && a->board->free != NULL)
		a->board->free(a->board_data);
	a->board_data = NULL;
	a->board = NULL;
	choice_free(&a->choice);
}

/* The app takes over session s, as the game on the board. */
static void
take_session(struct app *a, struct session *s, bool replay)
{
	play_end(a);
	a->sess = *s;
	sess_set_progress(&a->sess, app_progress, a);
	a->playing = true;
	a->game = a->sess.game;
	a->said[0] = a->said_before[0] = a->msg[0] = '\0';
	a->quitting = a->answer_due = a->stopped = a->editing = false;
	a->paused = a->step_only;	/* a demo stepped by hand */
	a->last_ms = app_now_ms();
	a->replaying = replay;
}

void
play_show(struct app *a, struct session *s)
{
	take_session(a, s, false);
	board_start(a);
	play_new_position(a);
}

void
play_replace(struct app *a, struct session *s, struct session *keep)
{
	play_hint_off(a);
	board_end(a);
	*keep = a->sess;
	a->playing = false;	/* so that taking s over keeps the game */
	take_session(a, s, false);
	a->saved_at = SIZE_MAX;
	board_start(a);
	play_say_recent(a);
	play_new_position(a);
	app_switch(a, &scr_play);
	play_answer(a);
}

void
play_adopt(struct app *a, struct session *s, bool replay)
{
	take_session(a, s, replay);
	/* A game loaded from a file is in it as it stands. */
	a->saved_at = a->save_path[0] != '\0' ? sess_length(&a->sess) - 1 :
	    SIZE_MAX;
	if (replay) {
		replay_judge(a);
		sess_seek(&a->sess, 0);	/* a replay opens at the start */
	}
	board_start(a);
	play_say_recent(a);
	play_new_position(a);
	app_switch(a, !replay && sess_over(&a->sess) ? &scr_over : &scr_play);
	if (!replay)
		play_answer(a);
}

int
play_start(struct app *a, struct rules *r, const struct pos *p,
    enum side first, struct sg_cause *why)
{
	struct session s;
	int rc;

	a->setup.seed = a->setup.seed * 6364136223846793005ULL + 1;
	if ((rc = sess_start(&s, r, p, first, &a->setup, why)) != SG_OK)
		return rc;
	play_adopt(a, &s, false);
	return SG_OK;
}

void
play_end(struct app *a)
{
	if (!a->playing)
		return;
	play_hint_off(a);
	values_clear(a);
	a->values_on = false;
	edit_free(a);
	replay_free(a);
	board_end(a);
	sess_free(&a->sess);
	a->playing = false;
	a->saving = false;
}

static void
show_hint(struct app *a)
{
	change_reader *read = a->sess.game->play.changes;
	struct sg_cause why;
	size_t i;

	play_hint_off(a);
	if (sess_hint(&a->sess, HINT_LIMIT, &a->hint, &why) != SG_OK) {
		sess_hint_free(&a->hint);
		play_message(a, true, "No hint: %s", why.text);
		return;
	}
	a->show_hint = true;
	if (sess_has_human(&a->sess) && !a->replaying)
		sess_note_hint(&a->sess);
	for (i = 0; read != NULL && i < a->hint.sol.wins.n; i++)
		read(sess_pos(&a->sess), &a->hint.sol.wins.p[i], false,
		    &a->hint_marks);
}

static void
undo_redo(struct app *a, bool undo)
{
	bool done = undo ? sess_undo(&a->sess) : sess_redo(&a->sess);

	if (!done && undo && edit_undo(a))
		return;
	if (!done) {
		play_message(a, false, "Nothing to %s.", undo ? "undo" :
		    "redo");
		return;
	}
	play_message(a, false, undo ? "Took back a move." :
	    "Replayed a move.");
	a->paused = !sess_has_human(&a->sess);
	play_say_recent(a);
	play_new_position(a);
	if (sess_over(&a->sess) && !a->replaying)
		app_switch(a, &scr_over);
	else
		app_switch(a, &scr_play);
}

/* q: a game in progress is not lost on one key. */
static void
ask_quit(struct app *a)
{
	bool saved = a->saved_at == sess_at(&a->sess) &&
	    a->saved_at + 1 == sess_length(&a->sess);

	if (sess_over(&a->sess) || a->replaying || sess_at(&a->sess) == 0 ||
	    saved) {
		a->quit = true;
		return;
	}
	a->quitting = true;
	play_message(a, true, "Leave this game?  q again quits, n starts a new "
	    "game, any other key plays on.");
}

bool
play_common_key(struct app *a, const struct input *in)
{
	switch (in->act) {
	case ACT_NEW:
		menu_open(a, MENU_POS);
		return true;
	case ACT_LESSON:
		if (a->in_lesson && a->has_lesson)
			app_switch(a, &scr_lesson);
		else
			play_message(a, false, "This game did not come from a "
			    "lesson.");
		return true;
	case ACT_TABLE:
		table_open(a);
		return true;
	case ACT_UNDO:
	case ACT_REDO:
		undo_redo(a, in->act == ACT_UNDO);
		return true;
	case ACT_EXPLAIN:
		pages_explain(a);
		return true;
	case ACT_MOVES:
		pages_moves(a);
		return true;
	case ACT_HANDOUT:
		handout_write(a);
		return true;
	case ACT_SAVE:
		save_start(a);
		return true;
	case ACT_QUIT:
		ask_quit(a);
		return true;
	default:
		return app_common_key(a, in);
	}
}

/* The computer against itself: p pauses or goes on, any other key
 * makes the next move at once. */
static void
demo_key(struct app *a, const struct input *in)
{
	if (in->act == ACT_PAUSE) {
		a->paused = !a->paused;
		a->last_ms = app_now_ms();
	} else if (!sess_over(&a->sess))
		computer_move(a);
}

/* Esc while choosing: the choice starts again (handing out goes back to
 * taking). */
static void
cancel_choice(struct app *a)
{
	struct choice_ev ev = { .act = ACT_CANCEL };
	struct sg_cause why;

	if (a->choice.phase == 1) {
		choice_action(&a->choice, sess_pos(&a->sess), &ev, &why);
		return;
	}
	if (a->show_hint) {
		play_hint_off(a);
		return;
	}
	choice_reset(&a->choice, sess_pos(&a->sess));
	play_message(a, false, "The move is chosen afresh; q leaves the "
	    "game.");
}

static void
choose_key(struct app *a, const struct input *in)
{
	struct choice_ev ev = { in->act, in->digit, in->item, in->unit,
	    in->part };
	struct sg_cause why;

	if (in->act == ACT_CANCEL && in->escape) {
		cancel_choice(a);
		play_preview(a);
		return;
	}
	if (choice_action(&a->choice, sess_pos(&a->sess), &ev, &why)) {
		human_move(a);
		return;
	}
	if (why.text[0] != '\0')
		play_message(a, true, "%s", why.text);
	play_preview(a);
}

/* With hints off, the keys that would help are refused until the game is
 * over, and say so. */
static bool
hints_refused(struct app *a, enum action act)
{
	static const char *const what[] = {
		[ACT_HINT] = "hint (h)", [ACT_EXPLAIN] = "explanation (e)",
		[ACT_TABLE] = "table of values (t)",
		[ACT_VALUES] = "values of the moves (v)",
	};

	if (!a->no_hints || sess_over(&a->sess) || a->replaying ||
	    (act != ACT_HINT && act != ACT_EXPLAIN && act != ACT_TABLE &&
	    act != ACT_VALUES))
		return false;
	play_message(a, true, "Hints are off for this game: no %s until it is "
	    "over.", what[act]);
	return true;
}

static void
play_key(struct app *a, const struct input *in)
{
	bool quitting = a->quitting;

	a->msg[0] = '\0';
	a->quitting = false;
	if (a->saving) {
		save_key(a, in);
		return;
	}
	if (a->editing) {
		edit_key(a, in);
		return;
	}
	if (hints_refused(a, in->act))
		return;
	if (quitting && in->act == ACT_QUIT) {
		a->quit = true;
		return;
	}
	if (quitting && in->act != ACT_NEW)
		return;		/* any other key plays on */
	if (in->act == ACT_HINT) {
		if (a->show_hint)
			play_hint_off(a);
		else
			show_hint(a);
		/* In a lesson's game the pupil's choice holds for the turns
		 * to come. */
		if (a->in_lesson)
			a->coach = a->show_hint;
		return;
	}
	if (in->act == ACT_VALUES && sess_has_human(&a->sess)) {
		values_key(a);
		return;
	}
	if (a->replaying) {
		replay_key(a, in);
		return;
	}
	if (in->act == ACT_WHATIF && sess_has_human(&a->sess)) {
		edit_start(a);
		return;
	}
	if (play_common_key(a, in))
		return;
	if (!sess_has_human(&a->sess)) {
		demo_key(a, in);
		return;
	}
	if (a->stopped && in->act == ACT_CONFIRM) {
		play_message(a, false, "The computer thinks again.");
		play_answer(a);
		return;
	}
	if (in->act != ACT_NONE && sess_turn(&a->sess) == SIDE_HUMAN)
		choose_key(a, in);
}

/* Between two computers, a move now and then unless paused. */
static bool
play_tick(struct app *a)
{
	if (a->answer_due) {
		a->answer_due = false;
		if (answer_wanted(a))
			computer_move(a);
		return true;
	}
	if (a->replaying || a->saving || a->paused ||
	    sess_has_human(&a->sess) || sess_over(&a->sess) ||
	    app_now_ms() - a->last_ms < (a->delay_ms > 0 ? a->delay_ms :
	    DEMO_DELAY_MS))
		return false;
	computer_move(a);
	return true;
}

static void
draw_status(struct app *a)
{
	struct sbuf sb;

	sbuf_init(&sb);
	if (a->replaying) {
		sbuf_printf(&sb, "%s | replay | after move %zu of %zu | %s ",
		    a->sess.game->name, sess_at(&a->sess),
		    sess_length(&a->sess) - 1,
		    a->sess.game->name);
		sess_notation(&a->sess, sess_pos(&a->sess), &sb);
	} else
		sess_status(&a->sess, &sb);
	app_clear_to_eol(a, a->h - 1, 0, R_STATUS);
	app_put(a, a->h - 1, 1, R_STATUS, sbuf_str(&sb));
	sbuf_free(&sb);
}

/* The hint under the board: the winning moves, a few of them. */
static int
hint_lines(struct app *a, int y, int w, bool draw)
{
	size_t i, k = a->hint.nlines;
	int n = 0;

	if (a->hint.sol.outcome == OUTCOME_N) {
		if (draw)
			app_printf(a, y + n, 1, R_HINT, "Winning move%s:",
			    k == 1 && !a->hint.sol.truncated ? "" : "s");
		n++;
	}
	for (i = 0; i < k && i < HINT_LINES; i++)
		n += app_wrapped(a, y + n, 3, R_HINT, a->hint.lines[i], w - 2,
		    draw);
	if (k > HINT_LINES || a->hint.sol.truncated) {
		if (draw)
			app_printf(a, y + n, 3, R_HINT, "... and %zu more%s",
			    k - (k > HINT_LINES ? HINT_LINES : k),
			    a->hint.sol.truncated ? " (at least)" : "");
		n++;
	} else if (a->hint.sol.partial && a->hint.sol.wins.n > 0) {
		if (draw)
			app_printf(a, y + n, 3, R_HINT, "(others may win too)");
		n++;
	}
	return n;
}

/* The lines under the board: the last moves, a message, the hint; drawn
 * from y when draw is set.  Returns the number of lines. */
static int
messages(struct app *a, int y, bool draw)
{
	int w = a->w - 4, n = 0;

	if (a->said_before[0] != '\0')
		n += app_wrapped(a, y + n, 1, R_NORMAL, a->said_before, w,
		    draw);
	if (a->said[0] != '\0')
		n += app_wrapped(a, y + n, 1, R_LAST, a->said, w, draw);
	if (a->replaying && a->verdicts != NULL && sess_at(&a->sess) > 0)
		n += replay_verdict_line(a, y + n, draw);
	if (a->msg[0] != '\0')
		n += app_wrapped(a, y + n, 1, a->msg_bad ? R_ERROR : R_GOOD,
		    a->msg, w, draw);
	if (a->show_hint)
		n += hint_lines(a, y + n, w, draw);
	if (a->values_on && a->val_note[0] != '\0' && a->choosing)
		n += app_wrapped(a, y + n, 1, R_NORMAL, a->val_note, w, draw);
	if (a->big && a->big_need_h > 0)
		n += app_wrapped(a, y + n, 1, R_DIM, a->big_note, w, draw);
	return n;
}

/* Who plays, at what level, under which rule: always on the screen. */
static void
draw_players(struct app *a, int y)
{
	const struct session *ss = &a->sess;
	char one[PLAYER_NAME_LEN], two[PLAYER_NAME_LEN];
	struct sbuf sb;

	sbuf_init(&sb);
	if (!sess_has_human(ss))
		sbuf_printf(&sb, "The computer against itself, level %s%s",
		    strategy_level_name(ss->level), a->paused ? " (paused)" :
		    "");
	else if (sess_is_computer(ss, 0) || sess_is_computer(ss, 1))
		sbuf_printf(&sb, "You against the computer, level %s",
		    strategy_level_name(ss->level));
	else {
		sess_player_name(ss, 0, one, sizeof one);
		sess_player_name(ss, 1, two, sizeof two);
		sbuf_printf(&sb, "%s against %s", one, two);
	}
	sbuf_add(&sb, ss->misere ? "; misere play: the last move loses" :
	    "");
	app_put(a, y, 1, R_DIM, sbuf_str(&sb));
	sbuf_free(&sb);
}

/* The line of keys above the bottom two lines, for what is going on. */
static void
draw_doing(struct app *a, int y)
{
	struct sbuf sb;

	if (a->saving)
		save_draw(a, y);
	else if (a->editing)
		edit_draw(a, y);
	else if (a->replaying)
		app_put(a, y, 1, R_DIM, "Replay: Left/Right step  Up/Down "
		    "start/end  Enter play on from here");
	else if (a->stopped)
		app_put(a, y, 1, R_DIM, "Enter: the computer thinks again  "
		    "n new game  u undo  q quit");
	else if (!sess_has_human(&a->sess) && !sess_over(&a->sess))
		app_put(a, y, 1, R_DIM, a->paused ? "Paused: p go on  any "
		    "key: the next move" : "p pause  any key: the next move "
		    "now");
	else if (a->choosing) {
		sbuf_init(&sb);
		choice_keys(&a->choice, &sb);
		app_put(a, y, 1, R_DIM, sbuf_str(&sb));
		sbuf_free(&sb);
	}
}

/* Lines the board keeps free under it for the moves said, a message and
 * a short hint, so that it does not move when they come and go. */
enum { UNDER_BOARD = 4 };

void
play_draw(struct app *a)
{
	const struct game *g = a->sess.game;
	int msg = messages(a, 0, false), top = 2, bottom, under;

	/* Once per frame: the game over test may search the position. */
	a->choosing = sess_turn(&a->sess) == SIDE_HUMAN && !a->replaying &&
	    !sess_over(&a->sess) && a->scr == &scr_play;

	app_printf(a, 0, 1, R_TITLE, "%s", g->title);
	app_printf(a, 0, 2 + app_width(g->title), R_DIM, "- %s", g->summary);
	draw_players(a, 1);
	under = msg > UNDER_BOARD ? msg : UNDER_BOARD;
	bottom = a->h - 3 - under;
	if (bottom - top < 8)
		bottom = a->h - 3 - msg;
	a->board_y = top;
	a->board_h = bottom - top;
	a->big_need_h = a->big_need_w = 0;
	a->board->draw(a, a->board_data, top, 1, bottom - top, a->w - 2);
	if (a->big_need_h > 0)
		snprintf(a->big_note, sizeof a->big_note, "Projector mode: this "
		    "board is drawn at the normal size; drawn big it needs a "
		    "terminal of %d columns and %d lines.", a->big_need_w + 2,
		    a->big_need_h + (a->h - a->board_h));
	messages(a, bottom, true);
	draw_doing(a, a->h - 3);
	app_put(a, a->h - 2, 1, R_DIM, a->in_lesson ?
	    "h hint  e why  t table  m moves  u/r undo/redo  l back to the "
	    "lesson  ? help" :
	    "h hint  e why  t table  m moves  s save  u/r undo/redo  n new  "
	    "? help  q quit");
	draw_status(a);
}

const struct screen scr_play = {
	"play", 60, 18, play_draw, play_key, play_tick
};
