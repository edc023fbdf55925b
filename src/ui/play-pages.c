/*
 * play-pages.c: the page of the moves so far, each judged (m), that the
 * game screen opens (why the position is won or lost, e, is the view's:
 * view.c).
 */
#include "config.h"

#include <stdlib.h>

#include "play/say.h"
#include "ui/play.h"
#include "i18n.h"

/* A heap game: where the value of the heap under the cursor comes from
 * (a one-heap position has it in its explanation already). */
static bool
hinted(const struct record *rec, size_t i)
{
	size_t k;

	for (k = 0; k < rec->nhints; k++)
		if (rec->hints[k] == i + 1)
			return true;
	return false;
}

/*
 * The remoteness of each position of the record, rem[0..n] (UINT64_MAX
 * where the search does not answer), or NULL.  From the last position
 * back: a position's search takes in the next one's, so once the search
 * gives up, the positions before are not asked (each would give up too),
 * until a "what if?" step, where the next position did not come by a
 * move.  The session's search answers, each question with a small budget
 * taken from one for the page: the work stays for the next page (and for
 * the hint), and a page never waits for a whole search that gives up,
 * nor for many of them after many "what if?" steps.
 */
static uint64_t *
remoteness_all(struct session *ss, const struct record *rec)
{
	struct sg_cause why;
	size_t n = rec->moves.n, i;
	uint64_t *rem, work = sess_shared_work;
	bool ask = true;

	if ((rem = sg_calloc(n + 1, sizeof *rem)) == NULL)
		return NULL;
	for (i = n + 1; i-- > 0;) {
		if (i < n && record_is_edit(rec, i + 1))
			ask = true;
		if (ask && sess_remoteness_shared(ss, record_pos(rec, i),
		    &work, &rem[i], &why) != SG_OK)
			ask = false;
		if (!ask)
			rem[i] = UINT64_MAX;
	}
	return rem;
}

/* ", remoteness 5 -> 4" for move i + 1, where the search answers. */
static void
say_remoteness(const uint64_t *rem, size_t i, struct sbuf *out)
{
	uint64_t r0, r1;

	if (rem == NULL || rem[i] == UINT64_MAX || rem[i + 1] == UINT64_MAX)
		return;
	r0 = rem[i];
	r1 = rem[i + 1];
	sbuf_printf(out, _("; remoteness %1$llu -> %2$llu"),
	    (unsigned long long)r0,
	    (unsigned long long)r1);
	/* A win that does not hurry: odd to even, but not one less. */
	if (r0 % 2 == 1 && r1 % 2 == 0 && r1 + 1 > r0)
		/* TRANSLATORS: a move that wins, though not the fastest
		 * way: the moves it takes to win, and the fewest. */
		sbuf_printf(out, _(": a win in %1$llu moves; the fastest win "
		    "takes %2$llu"),
		    (unsigned long long)(r1 + 1), (unsigned long long)r0);
}

/* The chart of the game's values (say_chart) in width columns, with the
 * remoteness rem (or NULL), pointing at the move the board shows in a
 * replay. */
static void
chart(struct app *a, struct play *g, const struct record *rec,
    const struct verdict *v, const uint64_t *rem, int width,
    struct sbuf *out)
{
	const struct chart_glyphs gl = { app_glyph(a, G_BAR),
	    app_glyph(a, G_WIN), app_glyph(a, G_LOSE), "!", "^" };

	sbuf_add(out, _("The value history, one column a move:\n"));
	say_chart(rec, v, rem, play_replaying(g) ? sess_at(&play_view(g)->sess)
	    : 0, &gl, width, out);
	sbuf_addc(out, '\n');
}

void
pages_chart(struct app *a, struct play *g, int width, struct sbuf *out)
{
	struct verdict *v = NULL;
	struct sg_cause why;
	struct record rec;
	struct sbuf text;
	uint64_t *rem = NULL;

	sbuf_init(&text);
	record_init(&rec);
	if (play_record(g, &rec, &why) == SG_OK && rec.moves.n > 0 &&
	    (v = sg_calloc(rec.moves.n + 1, sizeof *v)) != NULL &&
	    judge_record(&rec, v, &why) == SG_OK) {
		rem = remoteness_all(&play_view(g)->sess, &rec);
		/* Its words wrapped to the width, its rows fit already. */
		chart(a, g, &rec, v, rem, width, &text);
		app_wrap_text(sbuf_str(&text), width, out);
	}
	free(rem);
	free(v);
	record_free(&rec);
	sbuf_free(&text);
}

void
pages_moves(struct app *a, struct play *g)
{
	const struct session *ss = &play_view(g)->sess;
	struct verdict *v = NULL;
	struct sg_cause why;
	struct record rec;
	struct sbuf text, status;
	uint64_t *rem = NULL;
	size_t i, cur;
	bool good, locked;

	sbuf_init(&text);
	sbuf_init(&status);
	record_init(&rec);
	cur = sess_at(ss);
	/* A match: the moves only, no value nor verdict, until it is over
	 * (a judged move is a hint for the next). */
	locked = play_options(g)->no_hints && !sess_over(ss) &&
	    !play_replaying(g);
	good = play_record(g, &rec, &why) == SG_OK &&
	    (v = sg_calloc(rec.moves.n + 1, sizeof *v)) != NULL &&
	    judge_record(&rec, v, &why) == SG_OK;
	if (!good)
		sbuf_add(&text, _("Out of memory.\n"));
	else if (rec.moves.n == 0)
		sbuf_add(&text, _("No move yet.\n"));
	else if (locked)
		sbuf_add(&text, _("A match: the moves are judged once the "
		    "game is over.\n\n"));
	else if (rec.nhints > 0)
		sbuf_printf(&text, _("Moves made after a hint: %zu.\n\n"),
		    rec.nhints);
	if (good && rec.moves.n > 0 && !locked) {
		rem = remoteness_all(&play_view(g)->sess, &rec);
		chart(a, g, &rec, v, rem, a->w - 3, &text);
	}
	for (i = 0; good && i < rec.moves.n; i++) {
		say_record_move(&rec, i, &text);
		if (hinted(&rec, i))
			sbuf_add(&text, _(" (after a hint)"));
		if (play_replaying(g) && i + 1 == cur)
			/* TRANSLATORS: marks the move the board shows. */
			sbuf_add(&text, _("   <- the board"));
		if (locked) {
			sbuf_addc(&text, '\n');
			continue;
		}
		sbuf_add(&text, "\n   ");
		if (record_is_edit(&rec, i + 1))
			sbuf_add(&text, _("not judged: the game goes on from "
			    "the "
			    "position set"));
		else if (v[i].known && v[i + 1].known) {
			say_verdict(&v[i], &v[i + 1], &text);
			say_remoteness(rem, i, &text);
		} else
			sbuf_printf(&text, _("not judged: %s"), why.text);
		sbuf_addc(&text, '\n');
	}
	free(rem);
	free(v);
	record_free(&rec);
	sess_status(ss, &status);
	page_open(a, "moves", _("Moves"), sbuf_str(&text), sbuf_str(&status),
	    NULL);
	sbuf_free(&text);
	sbuf_free(&status);
}
