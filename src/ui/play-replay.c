/*
 * play-replay.c: stepping through a saved game on the board, each move
 * judged by the theory; Enter plays on from the position shown.
 */
#include "config.h"

#include <stdlib.h>

#include "play/say.h"
#include "ui/play.h"

/* The replay's own state: the verdict of every position of the
 * history. */
struct replay {
	struct verdict *verdicts;	/* owned, or NULL when not judged */
};

void
replay_free(struct replay *r)
{
	if (r == NULL)
		return;
	free(r->verdicts);
	free(r);
}

int
play_record(struct play *g, struct record *rec, struct sg_cause *why)
{
	if (play_replaying(g))
		return sess_to_record_whole(&play_view(g)->sess, rec, why);
	return sess_to_record(&play_view(g)->sess, rec, why);
}

struct replay *
replay_new(struct play *g)
{
	struct sg_cause why;
	struct record rec;
	struct replay *r;

	if ((r = sg_calloc(1, sizeof *r)) == NULL)
		return NULL;
	record_init(&rec);
	r->verdicts = sg_calloc(sess_length(&play_view(g)->sess),
	    sizeof *r->verdicts);
	if (r->verdicts == NULL || sess_to_record_whole(&play_view(g)->sess,
	    &rec, &why) != SG_OK || judge_record(&rec, r->verdicts, &why) !=
	    SG_OK) {
		free(r->verdicts);
		r->verdicts = NULL;
	}
	record_free(&rec);
	return r;
}

bool
replay_key(struct app *a, struct play *g, const struct input *in)
{
	struct session *ss = &play_view(g)->sess;
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
		return true;
	default:
		play_common_key(a, g, in);
		return false;
	}
	sess_seek(ss, to);
	play_say_recent(g);
	play_new_position(g);
	return false;
}

int
replay_verdict_line(struct app *a, struct play *g, const struct replay *r,
    int y, bool draw)
{
	const struct verdict *v;
	struct sbuf sb;
	int n;

	if (r->verdicts == NULL)
		return 0;
	v = r->verdicts + sess_at(&play_view(g)->sess) - 1;
	if (!v[0].known || !v[1].known ||
	    sess_edited(&play_view(g)->sess, sess_at(&play_view(g)->sess)))
		return 0;
	sbuf_init(&sb);
	sbuf_add(&sb, "   ");
	say_verdict(&v[0], &v[1], &sb);
	n = app_wrapped(a, y, 1, v[0].outcome == OUTCOME_N && v[1].outcome ==
	    OUTCOME_N ? R_ERROR : R_GOOD, sbuf_str(&sb), a->w - 4, draw);
	sbuf_free(&sb);
	return n;
}
