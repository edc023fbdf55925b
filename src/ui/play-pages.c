/*
 * play-pages.c: the pages the game screen opens: why the position is won
 * or lost (e), and the moves so far, each judged (m).
 */
#include "config.h"

#include <stdlib.h>

#include "engine/explain.h"
#include "engine/remote.h"
#include "play/say.h"
#include "ui/play.h"

/* A heap game: where the value of the heap under the cursor comes from
 * (a one-heap position has it in its explanation already). */
static void
heap_under_cursor(struct app *a)
{
	const struct game *g = a->sess.game;
	const struct pos *p = sess_pos(&a->sess);
	const char *item = g->play.item != NULL ? g->play.item : "heap";
	struct sg_cause why;
	size_t i = a->choice.item;

	if (!explain_has_heaps(g) || p->n < 2 || i >= p->n)
		return;
	sbuf_printf(&a->help, "\nThe value of %s %zu, under the cursor (move "
	    "the cursor to see another):\n", item, i + 1);
	if (explain_heap(a->sess.rules, p->v[i], true, &a->help, &why) !=
	    SG_OK)
		sbuf_printf(&a->help, "Not worked out: %s\n", why.text);
}

void
pages_explain(struct app *a)
{
	/* In projector mode, the steps drawn large where they exist. */
	if (a->big && why_open(a, true)) {
		if (sess_has_human(&a->sess) && !a->replaying &&
		    !sess_over(&a->sess) && sess_turn(&a->sess) == SIDE_HUMAN)
			sess_note_hint(&a->sess);
		return;
	}
	pages_explain_text(a);
}

void
pages_explain_text(struct app *a)
{
	struct explanation e;
	struct sg_cause why;
	struct sbuf title;
	int rc;

	if (sess_has_human(&a->sess) && !a->replaying && !sess_over(&a->sess) &&
	    sess_turn(&a->sess) == SIDE_HUMAN)
		sess_note_hint(&a->sess);	/* the explanation helps */
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
	if (rc == SG_OK && !a->sess.misere)
		heap_under_cursor(a);
	page_open(a, "why", sbuf_str(&title));
	sbuf_free(&title);
}

/* Was move i + 1 of rec made after a hint? */
static bool
hinted(const struct record *rec, size_t i)
{
	size_t k;

	for (k = 0; k < rec->nhints; k++)
		if (rec->hints[k] == i + 1)
			return true;
	return false;
}

/* ", remoteness 5 -> 4" for move i + 1, where the search answers. */
static void
say_remoteness(struct remote *rm, const struct record *rec, size_t i,
    struct sbuf *out)
{
	struct sg_cause why;
	uint64_t r0, r1;

	if (rm != NULL && remote_of(rm, record_pos(rec, i), &r0, &why) ==
	    SG_OK && remote_of(rm, record_pos(rec, i + 1), &r1, &why) == SG_OK)
		sbuf_printf(out, "; remoteness %llu -> %llu",
		    (unsigned long long)r0, (unsigned long long)r1);
}

void
pages_moves(struct app *a)
{
	struct verdict *v = NULL;
	struct remote *rm = NULL;
	struct sg_cause why;
	struct record rec;
	size_t i, cur;
	bool good;

	sbuf_reset(&a->help);
	record_init(&rec);
	cur = sess_at(&a->sess);
	good = play_record(a, &rec, &why) == SG_OK &&
	    (v = sg_calloc(rec.moves.n + 1, sizeof *v)) != NULL &&
	    judge_record(&rec, v, &why) == SG_OK;
	if (!good)
		sbuf_add(&a->help, "Out of memory.\n");
	else if (rec.moves.n == 0)
		sbuf_add(&a->help, "No move yet.\n");
	else if (rec.nhints > 0)
		sbuf_printf(&a->help, "Moves made after a hint: %zu.\n\n",
		    rec.nhints);
	if (good && !rec.misere)
		remote_new(rec.rules, REMOTE_STATES / 10, &rm);
	for (i = 0; good && i < rec.moves.n; i++) {
		say_record_move(&rec, i, &a->help);
		if (hinted(&rec, i))
			sbuf_add(&a->help, " (after a hint)");
		sbuf_add(&a->help, a->replaying && i + 1 == cur ?
		    "   <- the board\n   " : "\n   ");
		if (v[i].known && v[i + 1].known) {
			say_verdict(&v[i], &v[i + 1], &a->help);
			say_remoteness(rm, &rec, i, &a->help);
		} else
			sbuf_printf(&a->help, "not judged: %s", why.text);
		sbuf_addc(&a->help, '\n');
	}
	remote_free(rm);
	free(v);
	record_free(&rec);
	page_open(a, "moves", "Moves");
}
