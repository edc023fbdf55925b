/*
 * board.c: what the board kinds share: the look of a unit under the
 * marks, tokens, the extent of an item, the moves a game lists.
 */
#include "config.h"

#include <stdio.h>

#include "ui/board.h"

void
board_not_big(struct view *v, int h, int w)
{
	v->big_need_h = h;
	v->big_need_w = w;
}

bool
board_choosing(const struct view *v)
{
	return v->choosing;
}

bool
board_values_shown(const struct view *v)
{
	/* A part of a sum shows them whether or not it has the keys
	 * (view_part keeps them on only on the player's turn). */
	return v->values_on && (v->choosing || v->part_game != NULL);
}

bool
board_focus(const struct view *v, size_t i)
{
	return v->choosing && choice_focus(&v->choice) == i;
}

uint64_t
board_unit(const struct view *v)
{
	return v->choice.unit;
}

struct look
board_look(const struct app *a, const struct view *v, size_t item, uint64_t u,
    bool present, enum glyph normal)
{
	struct look l = { R_STONE, present ? app_glyph(a, normal) : NULL };
	int k;
	bool valued = board_values_shown(v) &&
	    (changes_at(&v->val_win, item, u) >= 0 ||
	    changes_at(&v->val_lose, item, u) >= 0);

	if ((k = changes_at(&v->preview, item, u)) >= 0 && board_choosing(v)) {
		l.role = k == CHANGE_GIVE ? R_GIVE : k == CHANGE_FROM ?
		    R_CURSOR : R_PREVIEW;
		l.glyph = app_glyph(a, k == CHANGE_TAKE ? G_TAKE : k ==
		    CHANGE_GIVE ? G_GIVE : k == CHANGE_TO ? G_TARGET : normal);
		/* Chosen and hinted: the choice's symbol, both attributes. */
		if (l.role == R_PREVIEW &&
		    changes_at(&v->hint_marks, item, u) >= 0)
			l.role = R_PICK_HINT;
		/* The selection never hides a move's value: the value's
		 * symbol in the selection's attributes. */
		if (valued)
			l.glyph = app_glyph(a, changes_at(&v->val_win, item,
			    u) >= 0 ? G_WIN : G_LOSE);
	} else if (valued) {
		/* A move's value: its own symbol, win or loss. */
		k = changes_at(&v->val_win, item, u) >= 0;
		l.role = k ? R_GOOD : R_ERROR;
		l.glyph = app_glyph(a, k ? G_WIN : G_LOSE);
	} else if ((k = changes_at(&v->hint_marks, item, u)) >= 0) {
		l.role = R_HINT;
		l.glyph = app_glyph(a, k == CHANGE_GIVE ? G_GIVE : k ==
		    CHANGE_FROM ? normal : G_HINT);
	} else if ((k = changes_at(&v->last, item, u)) >= 0) {
		l.role = R_LAST;
		l.glyph = app_glyph(a, present ? normal : G_GHOST);
	}
	return l;
}

struct look
board_pair_look(const struct app *a, const struct view *v, size_t item,
    uint64_t u)
{
	struct look l = { R_NORMAL, NULL };
	bool win;

	if (!board_values_shown(v))
		return l;
	win = changes_at(&v->val_pair_win, item, u) >= 0;
	if (win || changes_at(&v->val_pair_lose, item, u) >= 0) {
		l.role = win ? R_GOOD : R_ERROR;
		l.glyph = app_glyph(a, win ? G_WIN2 : G_LOSE2);
	}
	return l;
}

/* The length of the move marked at (item, u), pair or not, in *moves:
 * false where none is known. */
static bool
mark_length(const struct view *v, size_t item, uint64_t u, bool pair,
    uint64_t *moves)
{
	size_t i;

	for (i = 0; i < v->val_nlen; i++)
		if (v->val_len[i].item == item && v->val_len[i].unit == u &&
		    v->val_len[i].pair == pair) {
			*moves = v->val_len[i].moves;
			return *moves != UINT64_MAX;
		}
	return false;
}

int
board_mark_label(const struct app *a, const struct view *v, size_t item,
    uint64_t u, bool pair, char *buf, size_t size)
{
	uint64_t moves;
	struct look k;

	buf[0] = '\0';
	if (!board_values_shown(v) || !mark_length(v, item, u, pair, &moves))
		return 0;
	k = pair ? board_pair_look(a, v, item, u) : board_look(a, v, item, u,
	    true, G_STONE);
	if (k.glyph == NULL)
		return 0;
	snprintf(buf, size, "%s%llu", k.glyph, (unsigned long long)moves);
	return app_width(buf);
}

int
board_mark_label_max(const struct app *a, const struct view *v)
{
	char buf[48];
	int most = 0, w;
	size_t i;

	for (i = 0; i < v->val_nlen; i++) {
		w = board_mark_label(a, v, v->val_len[i].item,
		    v->val_len[i].unit, v->val_len[i].pair, buf, sizeof buf);
		most = w > most ? w : most;
	}
	return most;
}

void
board_token(struct app *a, int y, int x, int rows, int cols, struct look l)
{
	int r, c;

	if (l.glyph == NULL)
		return;
	for (r = 0; r < rows; r++)
		for (c = 0; c < cols; c++)
			app_put(a, y + r, x + c, l.role, l.glyph);
}

uint64_t
board_extent(const struct view *v, size_t i, uint64_t n)
{
	const struct changes *all[3] = { &v->preview, &v->hint_marks,
	    &v->last };
	size_t k, j;

	for (k = 0; k < 3; k++) {
		for (j = 0; j < all[k]->n; j++) {
			const struct change *m = &all[k]->c[j];

			if (m->item == i && m->hi > n &&
			    m->kind != CHANGE_SPLIT && m->kind != CHANGE_TO &&
			    (k != 0 || board_choosing(v)))
				n = m->hi;
		}
	}
	return n;
}

uint64_t
board_extent_max(const struct view *v)
{
	const struct pos *p = view_pos(v);
	const struct changes *all[3] = { &v->preview, &v->hint_marks,
	    &v->last };
	uint64_t most = 0;
	size_t k, j;

	for (j = 0; j < p->n; j++)
		if (p->v[j] > most)
			most = p->v[j];
	for (k = 0; k < 3; k++) {
		for (j = 0; j < all[k]->n; j++) {
			const struct change *m = &all[k]->c[j];

			if (m->item < p->n && m->hi > most &&
			    m->kind != CHANGE_SPLIT && m->kind != CHANGE_TO &&
			    (k != 0 || board_choosing(v)))
				most = m->hi;
		}
	}
	return most;
}

uint64_t
board_unit_at(int c, int cols, uint64_t ext)
{
	if (ext <= (uint64_t)cols)
		return (uint64_t)c;
	return (uint64_t)((double)c / cols * (double)ext);
}

uint64_t
board_list_count(const struct view *v)
{
	const struct game_play *pl = &view_game(v)->play;

	return pl->list.count != NULL ? pl->list.count(view_rules(v),
	    view_pos(v)) : 0;
}

bool
board_listed(const struct view *v, uint64_t k, struct pos *out)
{
	const struct game_play *pl = &view_game(v)->play;
	struct sg_cause why;

	return pl->list.move != NULL && pl->list.move(view_rules(v),
	    view_pos(v), k, out, &why) == SG_OK;
}

/* Is listed move k one of the hinted winning moves? */
static bool
listed_hinted(const struct view *v, uint64_t k)
{
	struct pos q;
	bool yes;

	if (!v->show_hint)
		return false;
	pos_init(&q);
	yes = board_listed(v, k, &q) && poslist_has(&v->hint.sol.wins, &q);
	pos_free(&q);
	return yes;
}

enum role
board_list_role(const struct view *v, uint64_t k)
{
	bool chosen = board_choosing(v) && k == board_unit(v);
	bool hinted = listed_hinted(v, k);

	return chosen ? (hinted ? R_PICK_HINT : R_CURSOR) : hinted ? R_HINT :
	    R_NORMAL;
}

/* With the values of the moves shown: listed move k's, after its
 * label. */
static void
board_list_value(const struct app *a, const struct view *v, uint64_t k,
    struct sbuf *sb)
{
	struct pos q;

	if (!v->values_on || !board_choosing(v))
		return;
	pos_init(&q);
	if (board_listed(v, k, &q))
		sbuf_printf(sb, " %s", app_glyph(a, poslist_has(&v->val_wins,
		    &q) ? G_WIN : poslist_has(&v->val_losses, &q) ? G_LOSE :
		    G_GHOST));
	pos_free(&q);
}

int
board_list(struct app *a, const struct view *v, int y, int x, int w,
    int lines, int gap)
{
	const struct game_play *pl = &view_game(v)->play;
	uint64_t n = board_list_count(v), k, unit = board_unit(v);
	int cx = x, line = 0, used;
	struct sbuf sb;

	if (n == 0 || pl->list.label == NULL)
		return 0;
	k = unit > 4 ? unit - 4 : 0;
	sbuf_init(&sb);
	for (; k < n; k++) {
		sbuf_reset(&sb);
		pl->list.label(view_rules(v), view_pos(v), k, &sb);
		board_list_value(a, v, k, &sb);
		used = app_width(sbuf_str(&sb));
		if (cx > x && cx + used > x + w - 4) {
			if (++line == lines)
				break;
			cx = x;
		}
		app_put(a, y + line, cx, board_list_role(v, k), sbuf_str(&sb));
		app_hit(a, y + line, cx, used, 0, k, HIT_UNIT);
		cx += used + gap;
	}
	if (k < n)
		app_put(a, y + line - (line == lines), cx, R_DIM, "...");
	sbuf_free(&sb);
	return line + 1;
}
