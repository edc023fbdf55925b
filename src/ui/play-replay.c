/*
 * play-replay.c: stepping through a saved game on the board, each move
 * judged by the theory; Enter plays on from the position shown.
 */
#include "config.h"

#include <stdlib.h>

#include "play/say.h"
#include "ui/play.h"

void
replay_free(struct app *a)
{
	free(a->verdicts);
	a->verdicts = NULL;
	a->replaying = false;
}

int
play_record(struct app *a, struct record *rec, struct sg_cause *why)
{
	if (a->replaying)
		return sess_to_record_whole(&a->sess, rec, why);
	return sess_to_record(&a->sess, rec, why);
}

void
replay_judge(struct app *a)
{
	struct sg_cause why;
	struct record rec;

	record_init(&rec);
	a->verdicts = sg_calloc(sess_length(&a->sess), sizeof *a->verdicts);
	if (a->verdicts == NULL || play_record(a, &rec, &why) != SG_OK ||
	    judge_record(&rec, a->verdicts, &why) != SG_OK) {
		free(a->verdicts);
		a->verdicts = NULL;
	}
	record_free(&rec);
}

/* One move at a time with Left and Right, the start or the end with Up
 * and Down; Enter plays on from there. */
bool
replay_key(struct app *a, const struct input *in)
{
	struct session *ss = &a->sess;
	size_t to = sess_at(ss);

	switch (in->act) {
	case ACT_LEFT:
	case ACT_UNDO:
		to -= to > 0;
		break;
	case ACT_RIGHT:
	case ACT_REDO:
		to += to + 1 < sess_length(ss);
		break;
	case ACT_UP:
		to = 0;
		break;
	case ACT_DOWN:
		to = sess_length(ss) - 1;
		break;
	case ACT_CONFIRM:
		replay_free(a);
		play_message(a, false, "Playing on from move %zu.",
		    sess_move_number(ss));
		a->paused = !sess_has_human(ss);
		if (sess_over(ss))
			app_switch(a, &scr_over);
		play_answer(a);
		return true;
	default:
		return play_common_key(a, in);
	}
	sess_seek(ss, to);
	play_say_recent(a);
	play_new_position(a);
	return true;
}

int
replay_verdict_line(struct app *a, int y, bool draw)
{
	const struct verdict *v = a->verdicts + sess_at(&a->sess) - 1;
	struct sbuf sb;
	int n;

	if (!v[0].known || !v[1].known)
		return 0;
	sbuf_init(&sb);
	sbuf_add(&sb, "   ");
	say_verdict(&v[0], &v[1], &sb);
	n = app_wrapped(a, y, 1, v[0].outcome == OUTCOME_N && v[1].outcome ==
	    OUTCOME_N ? R_ERROR : R_GOOD, sbuf_str(&sb), a->w - 4, draw);
	sbuf_free(&sb);
	return n;
}
