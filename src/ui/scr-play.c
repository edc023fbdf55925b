/*
 * scr-play.c: the game screen and the game-over screen over it.  A
 * person's keys move the selection; Enter asks the engine to check the
 * move, and the computer answers at once.  The computer against itself
 * moves on a timer (p pauses, any other key steps); a saved game being
 * replayed steps back and forth with the arrows, each move judged.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "engine/explain.h"
#include "savefile.h"
#include "ui/app.h"

enum {
	HINT_LIMIT = 200,
	HINT_LINES = 5,
	DEMO_DELAY_MS = 1500	/* between the computer's moves in a demo */
};

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

static void show_hint(struct app *a);

/* After the position changed: fresh selection, the last move marked; when
 * coaching, the hint for the person's turn. */
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
	if (a->coach && sess_turn(&a->sess) == SIDE_HUMAN &&
	    !sess_over(&a->sess))
		show_hint(a);
}

/* Player i's name as it starts a sentence: "You", "Computer",
 * "Computer 2", "Player 1", "Ann". */
static void
spoken_name(const struct session *ss, int i, char *buf, size_t len)
{
	sess_player_name(ss, i, buf, len);
	if (strcmp(buf, "the computer") == 0)
		snprintf(buf, len, "Computer");
	else if (strcmp(buf, "you") == 0 || strncmp(buf, "player ", 7) == 0
	    || strncmp(buf, "computer ", 9) == 0)
		buf[0] = (char)(buf[0] - 'a' + 'A');
}

/* The move that led from history entry i to i + 1, in words, behind the
 * name of who made it. */
static void
say_move(struct app *a, size_t i, char *buf, size_t len)
{
	const struct session *ss = &a->sess;
	char name[RECORD_NAME_BYTES + 16];
	struct sbuf sb;

	spoken_name(ss, sess_player_at(ss, i), name, sizeof name);
	sbuf_init(&sb);
	sbuf_printf(&sb, "%s: ", name);
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

/* After a move: the words, the new position, the end of the game. */
static void
moved(struct app *a)
{
	say_recent(a);
	new_position(a);
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

	pos_init(&to);
	rc = sess_reply(&a->sess, &to, &why);
	if (rc == SG_OK)
		rc = sess_move(&a->sess, &to, &why);
	pos_free(&to);
	if (rc != SG_OK) {
		snprintf(a->msg, sizeof a->msg, "The computer cannot move: %s",
		    why.text);
		a->msg_bad = true;
		a->paused = true;
		return;
	}
	moved(a);
}

/* A person against the computer: the computer answers at once.  Between
 * two computers the timer moves (play_tick). */
static void
answer(struct app *a)
{
	if (a->scr == &scr_play && sess_has_human(&a->sess) &&
	    sess_turn(&a->sess) == SIDE_COMPUTER && !sess_over(&a->sess))
		computer_move(a);
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
	moved(a);
	answer(a);
}

static void
replay_free(struct app *a)
{
	free(a->verdicts);
	a->verdicts = NULL;
	a->replaying = false;
}

/* The game as a record: up to the board, or the whole of a game being
 * replayed (so that saving it over its file loses no move). */
static int
game_record(struct app *a, struct record *rec, struct sg_cause *why)
{
	size_t cur = a->sess.cur;
	int rc;

	if (a->replaying)
		a->sess.cur = a->sess.hist.n - 1;
	rc = sess_to_record(&a->sess, rec, why);
	a->sess.cur = cur;
	return rc;
}

/* Judge every position of the game being replayed, for its verdicts. */
static void
replay_judge(struct app *a)
{
	struct sg_cause why;
	struct record rec;

	record_init(&rec);
	a->verdicts = sg_calloc(a->sess.hist.n, sizeof *a->verdicts);
	if (a->verdicts == NULL || game_record(a, &rec, &why) != SG_OK ||
	    judge_record(&rec, a->verdicts, &why) != SG_OK) {
		free(a->verdicts);
		a->verdicts = NULL;
	}
	record_free(&rec);
}

void
play_adopt(struct app *a, struct session *s, bool replay)
{
	play_end(a);
	a->sess = *s;
	a->sess.rules->progress = app_progress;
	a->sess.rules->progress_arg = a;
	a->playing = true;
	a->game = a->sess.game;
	a->said[0] = a->said_before[0] = a->msg[0] = '\0';
	a->paused = false;
	a->last_ms = app_now_ms();
	a->replaying = replay;
	if (replay) {
		replay_judge(a);
		a->sess.cur = 0;	/* a replay opens at the start */
	}
	sel_init(&a->sel, a->sess.game, sess_pos(&a->sess));
	say_recent(a);
	new_position(a);
	app_switch(a, !replay && sess_over(&a->sess) ? &scr_over : &scr_play);
	if (!replay)
		answer(a);
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
	hint_off(a);
	replay_free(a);
	sel_free(&a->sel);
	sess_free(&a->sess);
	a->playing = false;
	a->saving = false;
}

static void
show_hint(struct app *a)
{
	struct sg_cause why;
	size_t i;

	hint_off(a);
	if (sess_hint(&a->sess, HINT_LIMIT, &a->hint, &why) != SG_OK) {
		sess_hint_free(&a->hint);
		snprintf(a->msg, sizeof a->msg, "No hint: %s", why.text);
		a->msg_bad = true;
		return;
	}
	a->show_hint = true;
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
	a->paused = !sess_has_human(&a->sess);
	say_recent(a);
	new_position(a);
	if (sess_over(&a->sess) && !a->replaying)
		app_switch(a, &scr_over);
	else
		app_switch(a, &scr_play);
}

/* e: why the position on the board is won or lost. */
static void
open_explain(struct app *a)
{
	struct explanation e;
	struct sg_cause why;
	struct sbuf title;
	int rc;

	sbuf_reset(&a->help);
	sbuf_init(&title);
	sbuf_printf(&title, "Why: %s ", a->sess.game->title);
	sess_notation(&a->sess, sess_pos(&a->sess), &title);
	rc = a->sess.misere ? explain_misere(&a->sess.judge, sess_pos(&a->sess),
	    &e, &why) : explain_new(a->sess.rules, sess_pos(&a->sess), &e, &why);
	if (rc == SG_OK)
		sbuf_add(&a->help, sbuf_str(&e.text));
	else
		sbuf_printf(&a->help, "No explanation: %s\n", why.text);
	explain_free(&e);
	page_open(a, "why", sbuf_str(&title));
	sbuf_free(&title);
}

/* m: the moves so far, each with the theory's verdict. */
static void
open_moves(struct app *a)
{
	struct verdict *v = NULL;
	struct sg_cause why;
	struct record rec;
	size_t i, cur;
	bool good;

	sbuf_reset(&a->help);
	record_init(&rec);
	cur = a->sess.cur;
	good = game_record(a, &rec, &why) == SG_OK &&
	    (v = sg_calloc(rec.moves.n + 1, sizeof *v)) != NULL &&
	    judge_record(&rec, v, &why) == SG_OK;
	if (!good)
		sbuf_add(&a->help, "Out of memory.\n");
	else if (rec.moves.n == 0)
		sbuf_add(&a->help, "No move yet.\n");
	for (i = 0; good && i < rec.moves.n; i++) {
		judge_move_line(&rec, i, &a->help);
		sbuf_add(&a->help, a->replaying && i + 1 == cur ?
		    "   <- the board\n   " : "\n   ");
		if (v[i].known && v[i + 1].known)
			judge_say(&v[i], &v[i + 1], &a->help);
		else
			sbuf_printf(&a->help, "not judged: %s", why.text);
		sbuf_addc(&a->help, '\n');
	}
	free(v);
	record_free(&rec);
	page_open(a, "moves", "Moves");
}

/* s: ask for the file to save to. */
static void
start_saving(struct app *a)
{
	a->saving = true;
	if (a->save_path[0] == '\0')
		snprintf(a->save_path, sizeof a->save_path, "sprague-%s.txt",
		    a->sess.game->name);
	snprintf(a->field, sizeof a->field, "%s", a->save_path);
	a->field_len = strlen(a->field);
}

static void
save_game(struct app *a)
{
	struct sg_cause why;
	struct record rec;
	int rc;

	if (a->field_len == 0) {
		a->saving = false;
		return;
	}
	/* Another file of that name is replaced only on a second Enter. */
	if (!a->save_sure && strcmp(a->field, a->save_path) != 0 &&
	    access(a->field, F_OK) == 0) {
		a->save_sure = true;
		snprintf(a->msg, sizeof a->msg, "%s exists: Enter again "
		    "replaces it, Esc keeps it.", a->field);
		a->msg_bad = true;
		return;
	}
	a->saving = a->save_sure = false;
	record_init(&rec);
	rc = game_record(a, &rec, &why);
	if (rc == SG_OK && savefile_save(a->field, &rec, &why) != SAVEFILE_OK)
		rc = SG_EINVAL;
	if (rc == SG_OK) {
		snprintf(a->save_path, sizeof a->save_path, "%s", a->field);
		snprintf(a->msg, sizeof a->msg, "Saved %zu move%s to %s.",
		    rec.moves.n, rec.moves.n == 1 ? "" : "s", a->field);
	} else
		snprintf(a->msg, sizeof a->msg, "Not saved: %s: %s", a->field,
		    why.text);
	a->msg_bad = rc != SG_OK;
	record_free(&rec);
}

static void
saving_key(struct app *a, const struct input *in)
{
	if (in->escape) {
		a->saving = a->save_sure = false;
		snprintf(a->msg, sizeof a->msg, "Not saved.");
		a->msg_bad = false;
	} else if (in->act == ACT_CONFIRM && in->ch != ' ')
		save_game(a);
	else if (app_field_key(a->field, &a->field_len, sizeof a->field, in))
		a->save_sure = false;	/* another name: ask again */
}

/* The keys every game screen shares; returns true when it took the key. */
static bool
common_key(struct app *a, const struct input *in)
{
	switch (in->act) {
	case ACT_NEW:
		menu_open(a, MENU_POS);
		return true;
	case ACT_LESSON:
		if (a->in_lesson && a->has_lesson)
			app_switch(a, &scr_lesson);
		return true;
	case ACT_TABLE:
		table_open(a);
		return true;
	case ACT_UNDO:
	case ACT_REDO:
		undo_redo(a, in->act == ACT_UNDO);
		return true;
	case ACT_EXPLAIN:
		open_explain(a);
		return true;
	case ACT_MOVES:
		open_moves(a);
		return true;
	case ACT_SAVE:
		start_saving(a);
		return true;
	default:
		return app_common_key(a, in);
	}
}

/* Stepping through a saved game: one move at a time with Left and Right,
 * the start or the end with Up and Down; Enter plays on from there. */
static bool
replay_key(struct app *a, const struct input *in)
{
	struct session *ss = &a->sess;
	size_t to = ss->cur;

	switch (in->act) {
	case ACT_LEFT:
	case ACT_UNDO:
		to -= to > 0;
		break;
	case ACT_RIGHT:
	case ACT_REDO:
		to += to + 1 < ss->hist.n;
		break;
	case ACT_UP:
		to = 0;
		break;
	case ACT_DOWN:
		to = ss->hist.n - 1;
		break;
	case ACT_CONFIRM:
		replay_free(a);
		snprintf(a->msg, sizeof a->msg, "Playing on from move %zu.",
		    sess_move_number(ss));
		a->msg_bad = false;
		a->paused = !sess_has_human(ss);
		if (sess_over(ss))
			app_switch(a, &scr_over);
		answer(a);
		return true;
	default:
		return common_key(a, in);
	}
	ss->cur = to;
	say_recent(a);
	new_position(a);
	return true;
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

static void
play_key(struct app *a, const struct input *in)
{
	a->msg[0] = '\0';
	if (a->saving) {
		saving_key(a, in);
		return;
	}
	if (in->act == ACT_HINT) {
		if (a->show_hint)
			hint_off(a);
		else
			show_hint(a);
		return;
	}
	if (a->replaying) {
		replay_key(a, in);
		return;
	}
	if (common_key(a, in))
		return;
	if (!sess_has_human(&a->sess)) {
		demo_key(a, in);
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

/* Between two computers, a move now and then unless paused. */
static bool
play_tick(struct app *a)
{
	if (a->replaying || a->saving || a->paused ||
	    sess_has_human(&a->sess) || sess_over(&a->sess) ||
	    app_now_ms() - a->last_ms < DEMO_DELAY_MS)
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
		    a->sess.game->name, a->sess.cur, a->sess.hist.n - 1,
		    a->sess.game->name);
		sess_notation(&a->sess, sess_pos(&a->sess), &sb);
	} else
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
	size_t cut;
	int n = 0;

	if (width < 10)
		width = 10;
	while (*text != '\0') {
		cut = app_fit(text, strlen(text), width);
		if (cut > sizeof line - 1)
			cut = sizeof line - 1;
		memcpy(line, text, cut);
		/* The blank at the break is not drawn (it may be underlined). */
		line[cut > 0 && text[cut - 1] == ' ' ? cut - 1 : cut] = '\0';
		if (draw)
			app_put(a, y + n, x + (n > 0 ? 2 : 0), r, line);
		n++;
		text += cut;
		while (*text == ' ')
			text++;
	}
	return n;
}

/* While replaying: the verdict on the move that led to the board. */
static int
verdict_line(struct app *a, int y, bool draw)
{
	const struct verdict *v = a->verdicts + a->sess.cur - 1;
	struct sbuf sb;
	int n;

	if (!v[0].known || !v[1].known)
		return 0;
	sbuf_init(&sb);
	sbuf_add(&sb, "   ");
	judge_say(&v[0], &v[1], &sb);
	n = wrapped(a, y, 1, v[0].outcome == OUTCOME_N && v[1].outcome ==
	    OUTCOME_N ? R_ERROR : R_GOOD, sbuf_str(&sb), a->w - 4, draw);
	sbuf_free(&sb);
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
	if (a->replaying && a->verdicts != NULL && a->sess.cur > 0)
		n += verdict_line(a, y + n, draw);
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

/* Who plays, at what level, under which rule: always on the screen. */
static void
draw_players(struct app *a, int y)
{
	const struct session *ss = &a->sess;
	char one[RECORD_NAME_BYTES + 16], two[RECORD_NAME_BYTES + 16];
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
	if (a->saving) {
		app_put(a, y, 1, R_NORMAL, "Save to: ");
		app_printf(a, y, 10, R_CURSOR, "%s ", a->field);
		app_put(a, y, 12 + app_width(a->field), R_DIM,
		    "Enter save  Esc cancel");
	} else if (a->replaying)
		app_put(a, y, 1, R_DIM, "Replay: Left/Right step  Up/Down "
		    "start/end  Enter play on from here");
	else if (!sess_has_human(&a->sess) && !sess_over(&a->sess))
		app_put(a, y, 1, R_DIM, a->paused ? "Paused: p go on  any "
		    "key: the next move" : "p pause  any key: the next move "
		    "now");
	else if (a->choosing)
		app_put(a, y, 1, R_DIM, mode_keys(a->sel.mode, a->sel.phase));
}

static void
play_draw(struct app *a)
{
	const struct game *g = a->sess.game;
	int msg = messages(a, 0, false), top = 2, bottom;

	/* Once per frame: the game over test may search the position. */
	a->choosing = sess_turn(&a->sess) == SIDE_HUMAN && !a->replaying &&
	    !sess_over(&a->sess) && a->scr == &scr_play;

	app_printf(a, 0, 1, R_TITLE, "%s", g->title);
	app_printf(a, 0, 2 + app_width(g->title), R_DIM, "- %s", g->summary);
	draw_players(a, 1);
	bottom = a->h - 3 - msg;
	board_draw(a, top, 1, bottom - top, a->w - 2);
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

/* After a person beat the computer below level perfect: the level to
 * climb to, or -1. */
static int
next_level(const struct app *a)
{
	const struct session *ss = &a->sess;
	int won = sess_winner(ss);

	if (!sess_has_human(ss) || sess_is_computer(ss, won) ||
	    !sess_is_computer(ss, 1 - won) || ss->level == STRATEGY_PERFECT)
		return -1;
	return (int)ss->level - 1;
}

static void
over_draw(struct app *a)
{
	const struct session *ss = &a->sess;
	int won = sess_winner(ss), w = 56, h = 7, y, x;
	char winner[RECORD_NAME_BYTES + 16], last[RECORD_NAME_BYTES + 16];
	char other[RECORD_NAME_BYTES + 16], line[3 * RECORD_NAME_BYTES + 80];
	bool good = !sess_is_computer(ss, won) || !sess_has_human(ss);

	play_draw(a);
	y = (a->h - 3 - h) / 2;
	x = (a->w - w) / 2;
	box(a, y, x, h, w);
	spoken_name(ss, won, winner, sizeof winner);
	spoken_name(ss, 1 - sess_mover(ss), last, sizeof last);
	sess_player_name(ss, sess_mover(ss), other, sizeof other);
	if (strcmp(winner, "Computer") == 0)
		snprintf(line, sizeof line, "The computer won.");
	else
		snprintf(line, sizeof line, "%s won!", winner);
	app_put(a, y + 1, x + 2, good ? R_GOOD : R_ERROR, line);
	if (sess_move_number(ss) == 1)
		snprintf(line, sizeof line, "There is no move in this "
		    "position.");
	else if (ss->misere)
		snprintf(line, sizeof line, "%s made the last move: in "
		    "misere play that loses.", last);
	else
		snprintf(line, sizeof line, "%s made the last move: %s %s "
		    "none left.", last, other, strcmp(other, "you") == 0 ?
		    "have" : "has");
	line[0] = line[0] >= 'a' && line[0] <= 'z' ? (char)(line[0] - 'a' +
	    'A') : line[0];
	app_put(a, y + 2, x + 2, R_NORMAL, line);
	app_put(a, y + 4, x + 2, R_NORMAL,
	    "n new game  a same position again  q quit");
	if (next_level(a) >= 0)
		app_printf(a, y + 3, x + 2, R_GOOD, "+ the same position at "
		    "level %s", strategy_level_name((enum strategy_level)
		    next_level(a)));
	app_put(a, y + 5, x + 2, R_DIM, a->in_lesson ?
	    "u undo  m moves  ? help  l back to the lesson" :
	    "u undo  m moves  s save  ? help");
}

static void
over_key(struct app *a, const struct input *in)
{
	bool up;

	a->msg[0] = '\0';
	if (a->saving) {
		saving_key(a, in);
		return;
	}
	up = in->act == ACT_LEVEL_UP && next_level(a) >= 0;

	if (up) {
		a->sess.level = (enum strategy_level)next_level(a);
		a->setup.level = a->sess.level;
	}
	if (in->act == ACT_AGAIN || up) {
		sess_restart(&a->sess);
		say_recent(a);
		new_position(a);
		app_switch(a, &scr_play);
		a->last_ms = app_now_ms();
		if (up)
			snprintf(a->msg, sizeof a->msg, "The same position at "
			    "level %s.", strategy_level_name(a->sess.level));
		answer(a);
		return;
	}
	common_key(a, in);
}

const struct screen scr_over = {
	"over", 60, 18, over_draw, over_key, NULL
};
