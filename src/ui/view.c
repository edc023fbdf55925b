/*
 * view.c: a board on the screen: the session shown, the move being
 * chosen, the marks of the hint and of the last move, and the board kind
 * that draws them.  The game screen and practice each own one.
 */
#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/explain.h"
#include "ui/view.h"
#include "i18n.h"

/* Wider terminals than this have the board centred across them. */
enum { HINT_LIMIT = 200, VIEW_CENTRE_W = 100 };

/* The board kinds by shape: a table, so a new kind is one line here. */
static const struct board_kind *const kinds[] = {
	[BOARD_HEAPS] = &board_heaps,
	[BOARD_STAIR] = &board_stair,
	[BOARD_ROWS] = &board_rows,
	[BOARD_CIRCLE] = &board_circle,
	[BOARD_CHESSMEN] = &board_chessmen,
	[BOARD_GRID] = &board_grid,
	[BOARD_PAIR] = &board_pair,
	[BOARD_LINE] = &board_line,
	[BOARD_SQUARES] = &board_squares,
	[BOARD_COINS] = &board_coins,
	[BOARD_SUM] = &board_sum,
	[BOARD_GRAPH] = &board_graph,
};

const struct board_kind *
board_of(enum board_shape shape)
{
	if ((size_t)shape >= sizeof kinds / sizeof kinds[0] ||
	    kinds[shape] == NULL)
		return &board_heaps;
	return kinds[shape];
}


void
view_init(struct view *v)
{
	memset(v, 0, sizeof *v);
	changes_init(&v->preview);
	changes_init(&v->last);
	changes_init(&v->hint_marks);
	changes_init(&v->val_win);
	changes_init(&v->val_lose);
	changes_init(&v->val_pair_win);
	changes_init(&v->val_pair_lose);
	poslist_init(&v->val_wins);
	poslist_init(&v->val_losses);
}

const struct game *
view_game(const struct view *v)
{
	return v->part_game != NULL ? v->part_game : v->sess.game;
}

struct rules *
view_rules(const struct view *v)
{
	return v->part_rules != NULL ? v->part_rules : v->sess.rules;
}

const struct pos *
view_pos(const struct view *v)
{
	return v->part_pos != NULL ? v->part_pos : sess_pos(&v->sess);
}

void
view_vmessage(struct view *v, bool bad, const char *fmt, va_list ap)
{
	vsnprintf(v->msg, sizeof v->msg, fmt, ap);
	v->msg_bad = bad;
}

void
view_message(struct view *v, bool bad, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	view_vmessage(v, bad, fmt, ap);
	va_end(ap);
}

void
view_hint_off(struct view *v)
{
	if (v->show_hint)
		sess_hint_free(&v->hint);
	v->show_hint = false;
	changes_clear(&v->hint_marks);
}

/* The board kind's data and the choice go with the session shown. */
static void
board_end(struct view *v)
{
	if (v->board != NULL && v->board->free != NULL)
		v->board->free(v->board_data);
	v->board_data = NULL;
	v->board = NULL;
	if (v->has_sess)
		choice_free(&v->choice);
}

void
view_free(struct view *v)
{
	view_hint_off(v);
	board_end(v);
	if (v->has_sess)
		sess_free(&v->sess);
	v->has_sess = false;
	view_part_free(v);
}

void
view_take(struct app *a, struct view *v, struct session *s,
    struct session *keep)
{
	view_hint_off(v);
	board_end(v);
	if (v->has_sess && keep != NULL)
		*keep = v->sess;
	else if (v->has_sess)
		sess_free(&v->sess);
	v->sess = *s;
	v->has_sess = true;
	sess_set_progress(&v->sess, app_progress, a);
	v->board = board_of(v->sess.game->play.board);
	v->board_data = v->board->init != NULL ? v->board->init() : NULL;
	choice_init(&v->choice, v->sess.rules, sess_pos(&v->sess),
	    v->board->turned);
}

void
view_preview(struct view *v)
{
	struct sg_cause why;
	struct pos to;

	changes_clear(&v->preview);
	if (sess_over(&v->sess) || sess_turn(&v->sess) != SIDE_HUMAN)
		return;
	pos_init(&to);
	if (choice_build(&v->choice, sess_pos(&v->sess), &to, &why) == SG_OK)
		choice_changes(&v->choice, sess_pos(&v->sess), &to,
		    &v->preview);
	pos_free(&to);
}

void
view_position(struct view *v)
{
	const struct pos *from, *to;

	view_hint_off(v);
	choice_reset(&v->choice, sess_pos(&v->sess));
	changes_clear(&v->last);
	if (sess_last(&v->sess, &from, &to))
		game_changes(v->sess.rules, from, to, true, &v->last);
	view_preview(v);
}

int
view_hint(struct view *v, bool note, struct sg_cause *why)
{
	size_t i;

	view_hint_off(v);
	if (sess_hint(&v->sess, HINT_LIMIT, &v->hint, why) != SG_OK) {
		sess_hint_free(&v->hint);
		return SG_EINVAL;
	}
	v->show_hint = true;
	if (note)
		sess_note_hint(&v->sess);
	for (i = 0; i < v->hint.sol.wins.n; i++)
		game_changes(v->sess.rules, sess_pos(&v->sess),
		    &v->hint.sol.wins.p[i], false, &v->hint_marks);
	return SG_OK;
}

/* The marks of from in part k, in to, their items the part's own. */
static void
part_marks(const struct changes *from, size_t k, struct changes *to)
{
	size_t i;

	for (i = 0; i < from->n; i++)
		if (change_item_part(from->c[i].item) == k)
			changes_add(to, from->c[i].kind,
			    change_item_local(from->c[i].item), from->c[i].lo,
			    from->c[i].hi);
}

/* The marks' lengths of part k, in out, their items the part's own. */
static void
part_lengths(const struct view *v, size_t k, struct view *out)
{
	size_t i;

	if (v->val_nlen == 0 || (out->val_len = sg_reallocarray(NULL,
	    v->val_nlen, sizeof *out->val_len)) == NULL)
		return;
	for (i = 0; i < v->val_nlen; i++) {
		if (change_item_part(v->val_len[i].item) != k)
			continue;
		out->val_len[out->val_nlen] = v->val_len[i];
		out->val_len[out->val_nlen++].item =
		    change_item_local(v->val_len[i].item);
	}
}

void
view_part(const struct view *v, size_t k, const struct game_part *part,
    const struct pos *pos, const struct choice *c, struct view *out)
{
	view_init(out);
	out->part_game = part->rules->game;
	out->part_rules = part->rules;
	out->part_pos = pos;
	out->choice = *c;	/* lent: read, never freed */
	out->choosing = v->choosing && choice_part_focus(&v->choice) == k;
	out->values_on = v->values_on && v->choosing;
	out->no_values = v->no_values;
	part_marks(&v->preview, k, &out->preview);
	part_marks(&v->last, k, &out->last);
	part_marks(&v->hint_marks, k, &out->hint_marks);
	part_marks(&v->val_win, k, &out->val_win);
	part_marks(&v->val_lose, k, &out->val_lose);
	part_marks(&v->val_pair_win, k, &out->val_pair_win);
	part_marks(&v->val_pair_lose, k, &out->val_pair_lose);
	part_lengths(v, k, out);
}

/* The marks are all a part's view owns; view_free ends with them. */
void
view_part_free(struct view *out)
{
	changes_free(&out->preview);
	changes_free(&out->last);
	changes_free(&out->hint_marks);
	changes_free(&out->val_win);
	changes_free(&out->val_lose);
	changes_free(&out->val_pair_win);
	changes_free(&out->val_pair_lose);
	poslist_free(&out->val_wins);
	poslist_free(&out->val_losses);
	free(out->val_len);
	out->val_len = NULL;
	out->val_nlen = 0;
}

void
view_draw(struct app *a, struct view *v, int y, int x, int h, int w)
{
	size_t from = a->nhits;
	int end, off = 0;
	/* On a large terminal the board is drawn aside first, to be
	 * centred across the room it has. */
	bool centre = a->canvas == NULL && a->w > VIEW_CENTRE_W &&
	    app_canvas_begin(a, y + h, x + w) == SG_OK;

	v->board_y = y;
	v->board_h = h;
	v->big_need_h = v->big_need_w = 0;
	v->board->draw(a, v, v->board_data, y, x, h, w);
	if (!centre)
		return;
	if ((end = app_canvas_extent(a, y, h)) > x)
		off = (x + w - end) / 2;
	app_canvas_show(a, y, h, off, from);
}

void
view_move_keys(const struct view *v, struct sbuf *out)
{
	if (v->has_sess)
		choice_keys(&v->choice, out);
}

/* The value of the heap under the cursor, worked out, after the
 * explanation of the whole position. */
static void
heap_under_cursor(struct view *v, struct sbuf *out)
{
	const struct game *g = v->sess.game;
	const struct pos *p = sess_pos(&v->sess);
	const char *item = game_item(g);
	struct sg_cause why;
	size_t i = v->choice.item;

	if (!explain_has_heaps(g) || p->n < 2 || i >= p->n)
		return;
	sbuf_printf(out, _("\nThe value of %1$s %2$zu, under the cursor (move "
	    "the cursor to see another):\n"), item, i + 1);
	if (explain_heap(v->sess.rules, p->v[i], true, out, &why) != SG_OK)
		sbuf_printf(out, _("Not worked out: %s\n"), why.text);
}

/* The explanation in text, the page's title and the status line. */
static void
explain_texts(struct view *v, struct sbuf *text, struct sbuf *title,
    struct sbuf *status)
{
	struct explanation e;
	struct sg_cause why;
	int rc;

	sbuf_printf(title, _("Why: %s "), game_title(v->sess.game));
	sess_notation(&v->sess, sess_pos(&v->sess), title);
	sess_status(&v->sess, status);
	rc = v->sess.misere ? explain_misere(&v->sess.judge,
	    sess_pos(&v->sess), &e, &why) : explain_new(v->sess.rules,
	    sess_pos(&v->sess), &e, &why);
	if (rc == SG_OK)
		sbuf_add(text, sbuf_str(&e.text));
	else
		sbuf_printf(text, _("No explanation: %s\n"), why.text);
	explain_free(&e);
	if (rc == SG_OK && !v->sess.misere)
		heap_under_cursor(v, text);
}

/* Open the explanation: step by step (steps) where it has steps, else
 * (or failing that) on a page. */
static void
explain_open(struct app *a, struct view *v, bool note, bool steps)
{
	struct sbuf text, title, status;
	struct why_of of;
	bool walked = false;

	if (note)
		sess_note_hint(&v->sess);	/* the explanation helps */
	sbuf_init(&text);
	sbuf_init(&title);
	sbuf_init(&status);
	explain_texts(v, &text, &title, &status);
	of.rules = v->sess.rules;
	of.pos = sess_pos(&v->sess);
	of.title = sbuf_str(&title);
	if (steps && !v->sess.misere)
		walked = why_open(a, &of, sbuf_str(&text), sbuf_str(&status));
	if (!walked)
		page_open(a, "why", sbuf_str(&title), sbuf_str(&text),
		    sbuf_str(&status), v->sess.misere ? NULL : &of);
	sbuf_free(&text);
	sbuf_free(&title);
	sbuf_free(&status);
}

void
view_explain(struct app *a, struct view *v, bool note)
{
	/* In projector mode, the steps drawn large where they exist. */
	explain_open(a, v, note, a->big);
}

void
view_explain_text(struct app *a, struct view *v, bool note)
{
	explain_open(a, v, note, false);
}
