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

#include "ui/play.h"
#include "i18n.h"

enum {
	HINT_LINES = 5,
	MSG_LINES = 3,		/* lines of a move said, or of a hint's */
	BOARD_KEPT = 7,		/* lines the values in words leave the
				   board */
	DEMO_DELAY_MS = 1500	/* between the computer's moves in a demo,
				   unless --delay says */
};

/* The game screen's own state. */
struct play {
	struct view v;			/* the board and its session */
	struct play_opts o;		/* as the game was started */
	bool over;			/* the game over box shows */
	struct sbuf said;		/* the last move in words */
	struct sbuf said_before;	/* and the one before */
	bool paused;			/* computer against computer */
	bool quitting;			/* q or n pressed once mid-game */
	bool answer_due;		/* the computer replies after the next
					   draw (so the board shows first) */
	bool stopped;			/* its reply was stopped (Esc) */
	bool held;			/* a learner's slip is told, and the
					   reply waits for Enter */
	bool hints_asked;		/* in a lesson's game, h turned the
					   hints on for the turns to come: each
					   counts as a hint used */
	uint64_t last_ms;		/* when the computer last moved */
	char big_note[200];		/* projector mode: why the board is
					   drawn at the normal size */
	struct replay *replay;		/* owned: stepping through a saved
					   game, or NULL */
	struct save *save;		/* owned: the save prompt and file */
	struct values *values;		/* owned: the values of the moves */
	struct edit *edit;		/* owned: what if? */
};

static void show_hint(struct play *g, bool asked);

struct view *
play_view(struct play *g)
{
	return &g->v;
}

struct play_opts *
play_options(struct play *g)
{
	return &g->o;
}

bool
play_replaying(const struct play *g)
{
	return g->replay != NULL;
}

void
play_show_over(struct play *g, bool over)
{
	g->over = over;
}

void
play_pause(struct play *g, bool paused)
{
	g->paused = paused;
	g->last_ms = app_now_ms();
}

const char *
play_said(const struct play *g, bool before)
{
	return sbuf_str(before ? &g->said_before : &g->said);
}

void
play_message(struct play *g, bool bad, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	view_vmessage(&g->v, bad, fmt, ap);
	va_end(ap);
}

/* The move being chosen, marked on the board, with its values. */
static void
preview(struct play *g)
{
	view_preview(&g->v);
	values_update(g->values, g);
}

void
play_new_position(struct play *g)
{
	values_clear(g->values, &g->v);
	g->stopped = false;
	view_position(&g->v);
	values_update(g->values, g);
	if (g->o.coach && sess_turn(&g->v.sess) == SIDE_HUMAN &&
	    !sess_over(&g->v.sess))
		show_hint(g, g->hints_asked);
}

void
play_spoken_name(const struct session *ss, int i, char *buf, size_t len)
{
	sess_spoken_name(ss, i, buf, len);
}

/* The move that led from history entry i to i + 1, in words, behind the
 * name of who made it. */
static void
say_move(const struct session *ss, size_t i, struct sbuf *out)
{
	char name[PLAYER_NAME_LEN];
	struct sbuf sb, move;

	play_spoken_name(ss, sess_player_at(ss, i), name, sizeof name);
	sbuf_init(&sb);
	sbuf_init(&move);
	if (sess_edited(ss, i + 1)) {
		sess_notation(ss, sess_pos_at(ss, i + 1), &move);
		/* TRANSLATORS: who set it, then the position in the
		 * notation; "what if?" names the key i. */
		sbuf_printf(&sb, _("%1$s: what if? the position set to %2$s"),
		    name, sbuf_str(&move));
	} else {
		sess_say_move(ss, sess_pos_at(ss, i), sess_pos_at(ss, i + 1),
		    &move);
		/* TRANSLATORS: who moved, then the move in words. */
		sbuf_printf(&sb, _("%1$s: %2$s"), name, sbuf_str(&move));
	}
	sbuf_free(&move);
	sbuf_reset(out);
	sbuf_add(out, sbuf_str(&sb));
	sbuf_free(&sb);
}

void
play_say_recent(struct play *g)
{
	size_t cur = sess_at(&g->v.sess);

	sbuf_reset(&g->said);
	sbuf_reset(&g->said_before);
	if (cur >= 1)
		say_move(&g->v.sess, cur - 1, &g->said);
	if (cur >= 2)
		say_move(&g->v.sess, cur - 2, &g->said_before);
}

/* The player of the series' first game who is player i of this one:
 * the players change round every game. */
int
play_series_player(const struct play *g, int i)
{
	return g->o.series_game % 2 == 1 ? i : 1 - i;
}

/* A game of a series won (add 1) or its end taken back (-1). */
static void
series_count(struct play *g, int add)
{
	int k;

	if (g->o.best_of == 0 || !sess_over(&g->v.sess))
		return;
	k = play_series_player(g, sess_winner(&g->v.sess));
	if (add > 0 || g->o.series_wins[k] > 0)
		g->o.series_wins[k] += add;
}

void
play_series_score(struct play *g, char *buf, size_t len)
{
	char name[2][RECORD_NAME_BYTES + 16];
	int k;

	for (k = 0; k < 2; k++)
		result_name(&g->v.sess, play_series_player(g, k), name[k],
		    sizeof name[k]);
	/* Never translated: the log's words, as its names are. */
	snprintf(buf, len, "%s %d, %s %d", name[0], g->o.series_wins[0],
	    name[1], g->o.series_wins[1]);
}

void
play_series_words(struct play *g, char *buf, size_t len)
{
	char name[2][PLAYER_NAME_LEN];
	int k;

	for (k = 0; k < 2; k++)
		sess_player_name(&g->v.sess, play_series_player(g, k),
		    name[k], sizeof name[k]);
	/* TRANSLATORS: a series' score: each player's name and games
	 * won. */
	snprintf(buf, len, _("%1$s %2$d, %3$s %4$d"), name[0],
	    g->o.series_wins[0], name[1], g->o.series_wins[1]);
}

bool
play_series_done(struct play *g)
{
	const struct play_opts *o = &g->o;

	return o->series_wins[0] > o->best_of / 2 ||
	    o->series_wins[1] > o->best_of / 2 || o->series_game >= o->best_of;
}

/* Leaving a game that began and is not over: its line in the log, as
 * how says (abandoned, or interrupted by a signal), or saved when the
 * file holds it as it is. */
static void
log_leaving(struct play *g, enum result_end how)
{
	if (sess_over(&g->v.sess) || g->replay != NULL ||
	    !sess_has_human(&g->v.sess) || sess_acted(&g->v.sess) == 0)
		return;
	results_write(g, save_holds(g->save, g) ? RESULT_SAVED : how);
}

/* After a move: the words, the new position, the end of the game. */
static void
moved(struct play *g)
{
	play_say_recent(g);
	play_new_position(g);
	g->last_ms = app_now_ms();
	if (sess_over(&g->v.sess)) {
		g->over = true;
		series_count(g, 1);
		if (sess_has_human(&g->v.sess))
			results_write(g, RESULT_FINISHED);
	}
}

static void
computer_move(struct play *g)
{
	struct sg_cause why;
	struct pos to;
	int rc;

	g->stopped = false;
	pos_init(&to);
	rc = sess_reply(&g->v.sess, &to, &why);
	if (rc == SG_OK)
		rc = sess_move(&g->v.sess, &to, &why);
	pos_free(&to);
	if (rc == SG_EINTR && sess_has_human(&g->v.sess)) {
		g->stopped = true;
		play_message(g, true, _("Stopped: the computer has not chosen "
		    "its move.  Enter lets it think again; n starts a new "
		    "game."));
		return;
	}
	if (rc != SG_OK) {
		play_message(g, true, _("The computer cannot move: %s"),
		    why.text);
		g->paused = true;
		return;
	}
	moved(g);
}

/* Is it the computer's turn to answer a person? */
static bool
answer_wanted(struct play *g)
{
	return sess_has_human(&g->v.sess) && !g->over && g->replay == NULL &&
	    !g->held &&
	    sess_turn(&g->v.sess) == SIDE_COMPUTER && !sess_over(&g->v.sess);
}

/* The computer's reply is due: it is made once the board is drawn (the
 * main loop calls play_tick), so a person sees their move and a progress
 * bar rather than a board that does not answer. */
void
play_answer(struct app *a, struct play *g)
{
	g->answer_due = answer_wanted(g);
	if (g->answer_due)
		app_tick_soon(a);
}

/*
 * For a learner: was the move from `from` to `to` a slip, from a won
 * position to one the opponent wins?  Then the message says so at once,
 * with what the move left and a winning move, and the computer's reply
 * waits (held) until Enter, so that the slip can be read and taken back.
 */
static void
learner_note(struct play *g, const struct pos *from, const struct pos *to)
{
	struct sbuf sb;
	bool slip;

	sbuf_init(&sb);
	if (sess_slip(&g->v.sess, from, to, &slip, &sb) == SG_OK && slip) {
		g->held = answer_wanted(g);
		/* TRANSLATORS: the note on a move that gives the win away,
		 * then what the keys do now (Enter, u). */
		play_message(g, true, g->held ? _("%s  Enter: the computer "
		    "answers; u takes it back.") : _("%s  u takes it back."),
		    sbuf_str(&sb));
	}
	sbuf_free(&sb);
}

static void
human_move(struct app *a, struct play *g)
{
	struct sg_cause why;
	struct pos from, to;
	int rc;

	pos_init(&from);
	pos_init(&to);
	rc = choice_build(&g->v.choice, sess_pos(&g->v.sess), &to, &why);
	if (rc == SG_OK && pos_copy(&from, sess_pos(&g->v.sess)) != SG_OK)
		rc = sg_fail(&why, SG_ENOMEM, _("out of memory"));
	if (rc == SG_OK)
		rc = sess_move(&g->v.sess, &to, &why);
	if (rc == SG_OK) {
		moved(g);
		if (g->o.learner)
			learner_note(g, &from, &to);
	}
	pos_free(&from);
	pos_free(&to);
	if (rc != SG_OK) {
		play_message(g, true, _("Not a move: %s"), why.text);
		g->v.choice.phase = 0;
		preview(g);
		return;
	}
	play_answer(a, g);
}

/* Session s goes on the board (the game there to *keep, or freed). */
static void
take_session(struct app *a, struct play *g, struct session *s,
    struct session *keep)
{
	values_clear(g->values, &g->v);
	view_take(a, &g->v, s, keep);
	sbuf_reset(&g->said);
	sbuf_reset(&g->said_before);
	g->v.msg[0] = '\0';
	g->quitting = g->answer_due = g->stopped = g->held = false;
	g->paused = g->o.step_only;	/* a demo stepped by hand */
	g->last_ms = app_now_ms();
}

static void
play_free(void *data)
{
	struct play *g = data;

	if (g == NULL)
		return;
	values_clear(g->values, &g->v);
	values_free(g->values);
	edit_free(g->edit);
	replay_free(g->replay);
	save_free(g->save);
	view_free(&g->v);
	sbuf_free(&g->said);
	sbuf_free(&g->said_before);
	free(g);
}

/* When the screen above it left: a reply still due is made now. */
static void
play_resume(struct app *a, void *data)
{
	struct play *g = data;

	if (g->answer_due)
		app_tick_soon(a);
}

extern const struct screen scr_play;

void
play_open(struct app *a, struct session *s, const struct play_opts *o,
    bool replay)
{
	struct play *g;

	if ((g = sg_calloc(1, sizeof *g)) == NULL ||
	    (g->values = values_new(a)) == NULL ||
	    (g->edit = edit_new()) == NULL) {
		sess_free(s);
		if (g != NULL)
			values_free(g->values);
		free(g);
		return;
	}
	g->o = *o;
	sbuf_init(&g->said);
	sbuf_init(&g->said_before);
	if (g->o.best_of > 0 && g->o.series_game == 0)
		g->o.series_game = 1;
	view_init(&g->v);
	take_session(a, g, s, NULL);
	/* A game loaded from a file is in it as it stands. */
	g->save = save_new(o->save_path, o->save_path[0] != '\0' ?
	    sess_length(&g->v.sess) - 1 : SIZE_MAX);
	if (replay) {
		g->replay = replay_new(g);
		sess_seek(&g->v.sess, 0);	/* it opens at the start */
	}
	play_say_recent(g);
	play_new_position(g);
	g->over = !replay && sess_over(&g->v.sess);
	app_push(a, &scr_play, g);
	if (!replay)
		play_answer(a, g);
}

int
play_start(struct app *a, struct rules *r, const struct pos *p,
    enum side first, struct play_opts *o, struct sg_cause *why)
{
	struct session s;
	int rc;

	o->setup.seed = o->setup.seed * 6364136223846793005ULL + 1;
	/* A series starts afresh with a game from elsewhere (the menu). */
	o->series_game = o->series_wins[0] = o->series_wins[1] = 0;
	if ((rc = sess_start(&s, r, p, first, &o->setup, why)) != SG_OK)
		return rc;
	sess_set_match(&s, o->no_hints);
	play_open(a, &s, o, false);
	return SG_OK;
}

void
play_rematch(struct app *a, struct play *g)
{
	sess_swap_players(&g->v.sess);
	save_forget(g->save);
	if (g->o.best_of > 0)
		g->o.series_game++;
	play_say_recent(g);
	play_new_position(g);
	g->over = false;
	g->last_ms = app_now_ms();
	play_answer(a, g);
}

void
play_again(struct app *a, struct play *g)
{
	sess_restart(&g->v.sess);
	play_say_recent(g);
	play_new_position(g);
	g->over = false;
	g->last_ms = app_now_ms();
	play_answer(a, g);
}

void
play_opts_init(struct play_opts *o)
{
	memset(o, 0, sizeof *o);
	sess_setup_init(&o->setup);
}

/* Does the explanation (or the hint) count as a hint to the player to
 * move?  Not to the computer, whose reply waits after a learner's slip. */
static bool
explain_helps(struct play *g)
{
	return sess_has_human(&g->v.sess) && g->replay == NULL &&
	    !sess_over(&g->v.sess) && sess_turn(&g->v.sess) == SIDE_HUMAN;
}

/* The hint; asked: a person asked for it (h, or h earlier in a lesson's
 * game, which keeps it on), so it counts as used; the hints a lesson's
 * try line shows at every turn (--hints) do not. */
static void
show_hint(struct play *g, bool asked)
{
	struct sg_cause why;

	if (view_hint(&g->v, asked && explain_helps(g), &why) != SG_OK)
		play_message(g, true, _("No hint: %s"), why.text);
}

static void
undo_redo(struct app *a, struct play *g, bool undo)
{
	bool edit = sess_edited(&g->v.sess, sess_at(&g->v.sess) + !undo);
	size_t was = sess_at(&g->v.sess), n;
	bool over = sess_over(&g->v.sess), done;

	if (undo && over)
		series_count(g, -1);	/* the end is taken back */
	done = undo ? sess_undo(&g->v.sess) : sess_redo(&g->v.sess);
	if (undo && over && !done)
		series_count(g, 1);
	if (!done) {
		play_message(g, false, undo ? _("Nothing to undo.") :
		    _("Nothing to redo."));
		return;
	}
	g->held = false;
	if (edit)
		play_message(g, false, undo ? _("Back to the position before "
		    "\"what if?\".") : _("The \"what if?\" position again."));
	else {
		/* Your move and the computer's reply go back together. */
		n = undo ? was - sess_at(&g->v.sess) : sess_at(&g->v.sess) -
		    was;
		if (undo)
			play_message(g, false, ngettext("Took back %zu move.",
			    "Took back %zu moves.", n), n);
		else
			play_message(g, false, ngettext("Replayed %zu move.",
			    "Replayed %zu moves.", n), n);
	}
	g->paused = !sess_has_human(&g->v.sess);
	play_say_recent(g);
	play_new_position(g);
	g->over = sess_over(&g->v.sess) && g->replay == NULL;
}

/* Would leaving now lose a game in progress (neither over nor saved)? */
static bool
leaving_loses(struct play *g)
{
	return !sess_over(&g->v.sess) && g->replay == NULL &&
	    sess_at(&g->v.sess) > 0 && !save_holds(g->save, g);
}

/* q and n: a game in progress is not lost on one key; the question
 * offers to save it first. */
static void
ask_leave(struct app *a, struct play *g, enum action act)
{
	if (!leaving_loses(g)) {
		log_leaving(g, RESULT_ABANDONED);
		if (act == ACT_QUIT)
			a->quit = true;
		else
			menu_open(a, g->v.sess.game, &g->o, MENU_POS);
		return;
	}
	g->quitting = true;
	if (act == ACT_QUIT)
		play_message(g, true, _("Leave this game?  q again quits, s "
		    "saves "
		    "it first, n starts a new game, any other key plays on."));
	else
		play_message(g, true, _("Leave this game for a new one?  n "
		    "again "
		    "starts one, s saves this one first, q quits, any other "
		    "key plays on."));
}

/* The table panel of the position on the board (t); in a game made of
 * parts, of the part under the cursor. */
static void
open_table(struct app *a, struct play *g)
{
	struct rules *r = g->v.sess.rules;
	size_t k = choice_part_focus(&g->v.choice);
	struct game_part part;
	struct sg_cause why;
	struct sbuf status;
	struct pos pp;
	int rc;

	sbuf_init(&status);
	pos_init(&pp);
	sess_status(&g->v.sess, &status);
	if (k == SIZE_MAX)
		rc = table_open(a, r, sess_pos(&g->v.sess), g->v.sess.misere,
		    sbuf_str(&status), &why);
	else if ((rc = game_part_pos(r, sess_pos(&g->v.sess), k, &part, &pp,
	    &why)) == SG_OK)
		rc = table_open(a, part.rules, &pp, g->v.sess.misere,
		    sbuf_str(&status), &why);
	if (rc != SG_OK)
		play_message(g, true, _("No table: %s"), why.text);
	sbuf_free(&status);
	pos_free(&pp);
}

/* Help (?): the keys, this board's keys, the rules. */
static void
open_help(struct app *a, struct play *g)
{
	struct sbuf keys, status;

	sbuf_init(&keys);
	sbuf_init(&status);
	view_move_keys(&g->v, &keys);
	sess_status(&g->v.sess, &status);
	if (g->o.no_hints && !sess_over(&g->v.sess))
		help_open_match(a, g->v.sess.game, sbuf_str(&keys),
		    sbuf_str(&status));
	else
		help_open(a, g->v.sess.game, sbuf_str(&keys),
		    sbuf_str(&status));
	sbuf_free(&keys);
	sbuf_free(&status);
}

/* With hints off the game is a match: no move is taken back and the
 * position is not edited ("what if?"), over or not. */
static bool
match_refused(struct play *g, enum action act)
{
	if (!g->o.no_hints || g->replay != NULL ||
	    (act != ACT_UNDO && act != ACT_WHATIF))
		return false;
	play_message(g, true, act == ACT_UNDO ? _("Hints are off, so this is "
	    "a match: no move is taken back (u).") : _("Hints are off, so "
	    "this is a match: the position stays as it is (no what if?, "
	    "i)."));
	return true;
}

/* The position whole, as the status line ends it, on a page of its own:
 * the status line ends in "..." where it does not fit. */
static void
position_page(struct app *a, struct play *g)
{
	const struct session *ss = &g->v.sess;
	struct sbuf text, status;

	sbuf_init(&text);
	sbuf_init(&status);
	/* TRANSLATORS: the command names and the notation are not
	 * translated. */
	sbuf_add(&text, _("The position in the game's notation, as sprague "
	    "solve and sprague play take it:\n\n"));
	sbuf_printf(&text, "%s ", ss->game->name);
	sess_notation(ss, sess_pos(ss), &text);
	sbuf_addc(&text, '\n');
	sess_status(ss, &status);
	page_open(a, "position", _("The position"), sbuf_str(&text),
	    sbuf_str(&status), NULL);
	sbuf_free(&text);
	sbuf_free(&status);
}

bool
play_common_key(struct app *a, struct play *g, const struct input *in)
{
	switch (in->act) {
	case ACT_NEW:
		ask_leave(a, g, ACT_NEW);
		return true;
	case ACT_LESSON:
		if (g->o.in_lesson)
			app_sink(a);	/* it waits under the lesson */
		else
			play_message(g, false, _("This game did not come from "
			    "a "
			    "lesson."));
		return true;
	case ACT_TABLE:
		open_table(a, g);
		return true;
	case ACT_UNDO:
	case ACT_REDO:
		if (!match_refused(g, in->act))
			undo_redo(a, g, in->act == ACT_UNDO);
		return true;
	case ACT_EXPLAIN:
		view_explain(a, &g->v, explain_helps(g));
		return true;
	case ACT_MOVES:
		pages_moves(a, g);
		return true;
	case ACT_HANDOUT:
		handout_write(a, g);
		return true;
	case ACT_POSITION:
		position_page(a, g);
		return true;
	case ACT_SAVE:
		save_start(g->save);
		return true;
	case ACT_QUIT:
		ask_leave(a, g, ACT_QUIT);
		return true;
	case ACT_HELP:
		open_help(a, g);
		return true;
	default:
		return false;
	}
}

/* The computer against itself: p pauses or goes on, any other key
 * makes the next move at once. */
static void
demo_key(struct play *g, const struct input *in)
{
	if (in->act == ACT_PAUSE) {
		g->paused = !g->paused;
		g->last_ms = app_now_ms();
	} else if (in->act == ACT_VALUES || in->act == ACT_WHATIF)
		play_message(g, false, _("The values (v) and what if? (i) are "
		    "for a person's turn; in a demonstration p pauses, and "
		    "Enter or Space makes the next move."));
	else if (!sess_over(&g->v.sess))
		computer_move(g);
}

/* Esc while choosing: the choice starts again (handing out goes back to
 * taking). */
static void
cancel_choice(struct play *g)
{
	struct choice_ev ev = { .act = ACT_CANCEL };
	struct sg_cause why;

	if (g->v.choice.phase == 1) {
		choice_action(&g->v.choice, sess_pos(&g->v.sess), &ev, &why);
		return;
	}
	if (g->v.show_hint) {
		view_hint_off(&g->v);
		return;
	}
	choice_reset(&g->v.choice, sess_pos(&g->v.sess));
	play_message(g, false, _("The move is chosen afresh; q leaves the "
	    "game."));
}

static void
choose_key(struct app *a, struct play *g, const struct input *in)
{
	struct choice_ev ev = { in->act, in->digit, in->item, in->unit,
	    in->part };
	struct sg_cause why;

	if (in->act == ACT_CANCEL && in->escape) {
		cancel_choice(g);
		preview(g);
		return;
	}
	if (choice_action(&g->v.choice, sess_pos(&g->v.sess), &ev, &why)) {
		human_move(a, g);
		return;
	}
	if (why.text[0] != '\0')
		play_message(g, true, "%s", why.text);
	preview(g);
}

/* With hints off, the keys that would help are refused until the game is
 * over, and say so. */
static bool
hints_refused(struct play *g, enum action act)
{
	static const char *const what[] = {
		[ACT_HINT] = N_("Hints are off for this game: no hint (h) "
		    "until it is over."),
		[ACT_EXPLAIN] = N_("Hints are off for this game: no "
		    "explanation (e) until it is over."),
		[ACT_TABLE] = N_("Hints are off for this game: no table of "
		    "values (t) until it is over."),
		[ACT_VALUES] = N_("Hints are off for this game: no values of "
		    "the moves (v) until it is over."),
	};

	if (!g->o.no_hints || sess_over(&g->v.sess) || g->replay != NULL ||
	    (act != ACT_HINT && act != ACT_EXPLAIN && act != ACT_TABLE &&
	    act != ACT_VALUES))
		return false;
	play_message(g, true, "%s", _(what[act]));
	return true;
}

/* h: the hint shown or hidden. */
static void
hint_key(struct play *g)
{
	if (g->v.show_hint)
		view_hint_off(&g->v);
	else
		show_hint(g, true);
	/* In a lesson's game the pupil's choice holds for the turns to
	 * come. */
	if (g->o.in_lesson) {
		g->o.coach = g->v.show_hint;
		g->hints_asked = g->v.show_hint;
	}
}

/* A learner's slip is told: Enter lets the computer answer; any other
 * key that reaches here says so again. */
static void
held_key(struct app *a, struct play *g, const struct input *in)
{
	if (in->act != ACT_CONFIRM) {
		play_message(g, false, _("Your move gave the win away: Enter "
		    "lets "
		    "the computer answer, u takes your move back."));
		return;
	}
	g->held = false;
	play_answer(a, g);
}

static void
play_key(struct app *a, void *data, const struct input *in)
{
	struct play *g = data;
	bool quitting = g->quitting;

	g->v.msg[0] = '\0';
	g->quitting = false;
	if (save_active(g->save)) {
		save_key(g, g->save, in);
		return;
	}
	if (g->over) {
		over_key(a, g, in);
		return;
	}
	if (edit_active(g->edit)) {
		edit_key(a, g, g->edit, in);
		return;
	}
	if (hints_refused(g, in->act))
		return;
	if (quitting && (in->act == ACT_QUIT || in->act == ACT_NEW))
		log_leaving(g, RESULT_ABANDONED);
	if (quitting && in->act == ACT_QUIT) {
		a->quit = true;
		return;
	}
	if (quitting && in->act == ACT_NEW) {
		menu_open(a, g->v.sess.game, &g->o, MENU_POS);
		return;
	}
	if (quitting && in->act == ACT_SAVE) {
		save_start(g->save);
		return;
	}
	if (quitting)
		return;		/* any other key plays on */
	if (in->act == ACT_HINT) {
		hint_key(g);
		return;
	}
	if (in->act == ACT_VALUES && sess_has_human(&g->v.sess)) {
		values_key(g->values, g);
		return;
	}
	if (g->replay != NULL) {
		if (replay_key(a, g, in)) {
			replay_free(g->replay);
			g->replay = NULL;
			play_message(g, false, _("Playing on from move %zu."),
			    sess_move_number(&g->v.sess));
			g->paused = !sess_has_human(&g->v.sess);
			g->over = sess_over(&g->v.sess);
			play_answer(a, g);
		}
		return;
	}
	if (in->act == ACT_WHATIF && sess_has_human(&g->v.sess)) {
		if (!match_refused(g, in->act))
			edit_start(g->edit, g);
		return;
	}
	if (play_common_key(a, g, in))
		return;
	if (!sess_has_human(&g->v.sess)) {
		demo_key(g, in);
		return;
	}
	if (g->stopped && in->act == ACT_CONFIRM) {
		play_message(g, false, _("The computer thinks again."));
		play_answer(a, g);
		return;
	}
	if (g->held) {
		held_key(a, g, in);
		return;
	}
	if (in->act != ACT_NONE && sess_turn(&g->v.sess) == SIDE_HUMAN)
		choose_key(a, g, in);
}

/* The computer's reply once the board shows it; between two computers,
 * a move now and then unless paused. */
static bool
play_tick(struct app *a, void *data)
{
	struct play *g = data;

	(void)a;
	if (g->answer_due) {
		g->answer_due = false;
		if (answer_wanted(g))
			computer_move(g);
		return true;
	}
	if (g->replay != NULL || save_active(g->save) || g->paused ||
	    g->over || sess_has_human(&g->v.sess) || sess_over(&g->v.sess) ||
	    app_now_ms() - g->last_ms < (g->o.delay_ms > 0 ? g->o.delay_ms :
	    DEMO_DELAY_MS))
		return false;
	computer_move(g);
	return true;
}

static void
draw_status(struct app *a, struct play *g)
{
	struct sbuf sb;

	sbuf_init(&sb);
	if (g->replay != NULL) {
		/* TRANSLATORS: the status line: the game's name as typed
		 * (twice), the move shown and the number of moves. */
		sbuf_printf(&sb, _("%1$s | replay | after move %2$zu of %3$zu "
		    "| %4$s "),
		    g->v.sess.game->name, sess_at(&g->v.sess),
		    sess_length(&g->v.sess) - 1,
		    g->v.sess.game->name);
		sess_notation(&g->v.sess, sess_pos(&g->v.sess), &sb);
	} else
		sess_status(&g->v.sess, &sb);
	app_status(a, sbuf_str(&sb));
	sbuf_free(&sb);
}

/* The hint under the board: the winning moves, a few of them. */
static int
hint_lines(struct app *a, struct play *g, int y, int w, bool draw)
{
	const struct hint *h = &g->v.hint;
	size_t i, k = h->nlines;
	int n = 0;

	if (h->sol.outcome == OUTCOME_N && h->head != NULL)
		n += app_wrapped_max(a, y + n, 1, R_HINT, h->head, w,
		    draw, MSG_LINES);
	else if (h->sol.outcome == OUTCOME_N) {
		if (draw)
			app_put(a, y + n, 1, R_HINT, k == 1 &&
			    !h->sol.truncated ? _("Winning move:") :
			    _("Winning moves:"));
		n++;
	}
	for (i = 0; i < k && i < HINT_LINES; i++)
		n += app_wrapped_max(a, y + n, 3, R_HINT, h->lines[i], w - 2,
		    draw, MSG_LINES);
	if (k > HINT_LINES || h->sol.truncated) {
		if (draw)
			app_printf(a, y + n, 3, R_HINT, h->sol.truncated ?
			    _("... and %zu more (at least)") :
			    _("... and %zu more"),
			    k - (k > HINT_LINES ? HINT_LINES : k));
		n++;
	} else if (h->sol.partial && h->sol.wins.n > 0) {
		if (draw)
			app_printf(a, y + n, 3, R_HINT, _("(others may win "
			    "too)"));
		n++;
	}
	return n;
}

/* The lines under the board: the last moves, a message, the hint; drawn
 * from y when draw is set.  Returns the number of lines. */
static int
messages(struct app *a, struct play *g, int y, bool draw)
{
	int w = a->w - 4, n = 0;

	if (g->said_before.len > 0)
		n += app_wrapped_max(a, y + n, 1, R_NORMAL,
		    sbuf_str(&g->said_before),
		    w, draw, MSG_LINES);
	if (g->said.len > 0)
		n += app_wrapped_max(a, y + n, 1, R_LAST, sbuf_str(&g->said),
		    w, draw,
		    MSG_LINES);
	if (g->replay != NULL && sess_at(&g->v.sess) > 0)
		n += replay_verdict_line(a, g, g->replay, y + n, draw);
	if (g->v.msg[0] != '\0')
		n += app_wrapped(a, y + n, 1, g->v.msg_bad ? R_ERROR : R_GOOD,
		    g->v.msg, w, draw);
	if (g->v.show_hint)
		n += hint_lines(a, g, y + n, w, draw);
	/* The values in words leave the board BOARD_KEPT lines (on a small
	 * terminal they end in an ellipsis: the marks say the values). */
	if (g->v.values_on && values_note(g->values)[0] != '\0' &&
	    g->v.choosing)
		n += app_wrapped_max(a, y + n, 1, R_NORMAL,
		    values_note(g->values), w, draw, a->h - 5 - BOARD_KEPT -
		    n > 2 ? a->h - 5 - BOARD_KEPT - n : 2);
	if (a->big && g->v.big_need_h > 0)
		n += app_wrapped(a, y + n, 1, R_DIM, g->big_note, w, draw);
	return n;
}

/* Who plays, at what level, under which rule: always on the screen. */
static void
draw_players(struct app *a, struct play *g, int y)
{
	const struct session *ss = &g->v.sess;
	char one[PLAYER_NAME_LEN], two[PLAYER_NAME_LEN];
	char score[2 * PLAYER_NAME_LEN + 32];
	struct sbuf sb;

	sbuf_init(&sb);
	if (!sess_has_human(ss))
		/* TRANSLATORS: the level as --level takes it. */
		sbuf_printf(&sb, g->paused ? _("The computer against itself, "
		    "level %s (paused)") : _("The computer against itself, "
		    "level %s"), strategy_level_name(ss->level));
	else if ((sess_is_computer(ss, 0) || sess_is_computer(ss, 1)) &&
	    (sess_is_you(ss, 0) || sess_is_you(ss, 1)))
		sbuf_printf(&sb, _("You against the computer, level %s"),
		    strategy_level_name(ss->level));
	else if (sess_is_computer(ss, 0) || sess_is_computer(ss, 1)) {
		sess_player_name(ss, sess_is_computer(ss, 0) ? 1 : 0, one,
		    sizeof one);
		/* TRANSLATORS: a person's name, then the level as --level
		 * takes it. */
		sbuf_printf(&sb, _("%1$s against the computer, level %2$s"),
		    one, strategy_level_name(ss->level));
	}
	else {
		sess_player_name(ss, 0, one, sizeof one);
		sess_player_name(ss, 1, two, sizeof two);
		sbuf_printf(&sb, _("%1$s against %2$s"), one, two);
	}
	if (ss->misere)
		sbuf_add(&sb, _("; misere play: the last move loses"));
	if (g->o.no_hints && g->replay == NULL)
		sbuf_add(&sb, _("; a match"));
	if (g->o.best_of > 0) {
		play_series_words(g, score, sizeof score);
		/* TRANSLATORS: the game of a best-of-N series, then its
		 * score ("Ann 1, Bob 0"). */
		sbuf_printf(&sb, _("; game %1$d of %2$d: %3$s"),
		    g->o.series_game, g->o.best_of, score);
	}
	app_put(a, y, 1, R_DIM, sbuf_str(&sb));
	sbuf_free(&sb);
}

/* The line of keys above the bottom two lines, for what is going on. */
static void
draw_doing(struct app *a, struct play *g, int y)
{
	struct sbuf sb;

	if (save_active(g->save))
		save_draw(a, g, g->save, y);
	else if (edit_active(g->edit))
		edit_draw(a, g->edit, y);
	else if (g->replay != NULL)
		app_put(a, y, 1, R_DIM, _("Replay: Left/Right step  Up/Down "
		    "start/end  Enter play on from here"));
	else if (g->stopped)
		app_put(a, y, 1, R_DIM, _("Enter: the computer thinks again  "
		    "n new game  u undo  q quit"));
	else if (!sess_has_human(&g->v.sess) && !sess_over(&g->v.sess))
		app_put(a, y, 1, R_DIM, g->paused ? _("Paused: p go on  any "
		    "key: the next move") : _("p pause  any key: the next "
		    "move now"));
	else if (g->v.choosing) {
		sbuf_init(&sb);
		view_move_keys(&g->v, &sb);
		app_put(a, y, 1, R_DIM, sbuf_str(&sb));
		sbuf_free(&sb);
	}
}

/* The keys of the game screen that work now; on a narrow terminal they
 * lose their words, the earliest first, and every key stays (app_keys).
 * With hints off the keys that would help are left out until the game is
 * over; undo and redo while there is nothing to take back or replay. */
static void
draw_keys(struct app *a, struct play *g)
{
	/* TRANSLATORS: the keys of the game screen, each a key and what
	 * it does; all of them fit one line of 80 columns (a CJK character
	 * is two). */
	static const char *const helps[] = {
		N_("h hint"), N_("e why"), N_("t table")
	};
	const char *keys[12];
	size_t n = 0, i;
	bool undo, redo;

	if (!g->o.no_hints || sess_over(&g->v.sess))
		for (i = 0; i < sizeof helps / sizeof helps[0]; i++)
			keys[n++] = _(helps[i]);
	keys[n++] = _("m moves");
	if (!g->o.in_lesson)
		keys[n++] = _("s save");
	/* Undo and redo where they would do something now (not in a
	 * match, where they are refused). */
	undo = sess_can_step(&g->v.sess, -1);
	redo = sess_can_step(&g->v.sess, 1);
	if (!g->o.no_hints && (undo || redo))
		keys[n++] = undo && redo ? _("u/r undo/redo") : undo ?
		    _("u undo") : _("r redo");
	if (g->o.in_lesson) {
		keys[n++] = _("l back to the lesson");
		keys[n++] = _("? help");
	} else {
		keys[n++] = _("n new");
		keys[n++] = _("? help");
		keys[n++] = _("q quit");
	}
	app_keys(a, a->h - 2, keys, n, 2);
}

/* Lines the board keeps free under it for the moves said, a message and
 * a short hint, so that it does not move when they come and go. */
enum { UNDER_BOARD = 4 };

/* The game's name and its rules in a few words, ending in an ellipsis
 * where the line is too short for them. */
static void
draw_title(struct app *a, struct play *g)
{
	const char *title = game_title(g->v.sess.game);
	int x = 2 + app_width(title);
	struct sbuf sb;

	app_put_clipped(a, 0, 1, R_TITLE, title, a->w - 2);
	if (x + 4 > a->w - 1)
		return;
	sbuf_init(&sb);
	sbuf_printf(&sb, "- %s", game_rules_summary(view_rules(&g->v)));
	app_put_clipped(a, 0, x, R_DIM, sbuf_str(&sb), a->w - 1 - x);
	sbuf_free(&sb);
}

void
play_draw(struct app *a, struct play *g)
{
	int msg, top = 2, bottom, under;

	/* Once per frame: the game over test may search the position. */
	g->v.no_values = g->o.no_hints && !sess_over(&g->v.sess);
	g->v.choosing = sess_turn(&g->v.sess) == SIDE_HUMAN &&
	    g->replay == NULL && !sess_over(&g->v.sess) && !g->over;
	msg = messages(a, g, 0, false);
	draw_title(a, g);
	draw_players(a, g, 1);
	under = msg > UNDER_BOARD ? msg : UNDER_BOARD;
	bottom = a->h - 3 - under;
	if (bottom - top < 8)
		bottom = a->h - 3 - msg;
	view_draw(a, &g->v, top, 1, bottom - top, a->w - 2);
	if (g->v.big_need_h > 0)
		snprintf(g->big_note, sizeof g->big_note, _("Projector mode: "
		    "this board is drawn at the normal size; drawn big it "
		    "needs a terminal of %1$d columns and %2$d lines."),
		    g->v.big_need_w + 2, g->v.big_need_h + (a->h -
		    g->v.board_h));
	messages(a, g, bottom, true);
	draw_doing(a, g, a->h - 3);
	draw_keys(a, g);
	draw_status(a, g);
}

static void
play_screen_draw(struct app *a, void *data)
{
	struct play *g = data;

	if (g->over)
		over_draw(a, g);
	else
		play_draw(a, g);
}

/* The program ends on a signal: a game in progress is logged as
 * interrupted, with who was to move and at which move. */
static void
play_ending(struct app *a, void *data)
{
	(void)a;
	log_leaving(data, RESULT_INTERRUPTED);
}

const struct screen scr_play = {
	"play", 60, 18, play_screen_draw, play_key, play_tick, play_resume,
	play_free, play_ending
};
