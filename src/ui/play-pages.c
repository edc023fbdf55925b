/*
 * play-pages.c: the pages the game screen opens: why the position is won
 * or lost (e), and the moves so far, each judged (m).
 */
#include "config.h"

#include <stdlib.h>

#include "engine/explain.h"
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
	if (rc == SG_OK && !a->sess.misere)
		heap_under_cursor(a);
	page_open(a, "why", sbuf_str(&title));
	sbuf_free(&title);
}

void
pages_moves(struct app *a)
{
	struct verdict *v = NULL;
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
	for (i = 0; good && i < rec.moves.n; i++) {
		say_record_move(&rec, i, &a->help);
		sbuf_add(&a->help, a->replaying && i + 1 == cur ?
		    "   <- the board\n   " : "\n   ");
		if (v[i].known && v[i + 1].known)
			say_verdict(&v[i], &v[i + 1], &a->help);
		else
			sbuf_printf(&a->help, "not judged: %s", why.text);
		sbuf_addc(&a->help, '\n');
	}
	free(v);
	record_free(&rec);
	page_open(a, "moves", "Moves");
}
