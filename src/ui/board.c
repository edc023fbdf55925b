/*
 * board.c: what the board kinds share: which kind draws a shape, the look
 * of a unit under the marks, tokens, the extent of an item.
 */
#include "config.h"

#include "ui/board.h"

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
board_not_big(struct app *a, int h, int w)
{
	a->big_need_h = h;
	a->big_need_w = w;
}

bool
board_choosing(const struct app *a)
{
	return a->choosing;
}

bool
board_focus(const struct app *a, size_t i)
{
	return a->choosing && choice_focus(&a->choice) == i;
}

uint64_t
board_unit(const struct app *a)
{
	return a->choice.unit;
}

struct look
board_look(const struct app *a, size_t item, uint64_t u, bool present,
    enum glyph normal)
{
	struct look l = { R_STONE, present ? app_glyph(a, normal) : NULL };
	int k;

	if ((k = changes_at(&a->preview, item, u)) >= 0 && board_choosing(a)) {
		l.role = k == CHANGE_GIVE ? R_GIVE : k == CHANGE_FROM ?
		    R_CURSOR : R_PREVIEW;
		l.glyph = app_glyph(a, k == CHANGE_TAKE ? G_TAKE : k ==
		    CHANGE_GIVE ? G_GIVE : k == CHANGE_TO ? G_TARGET : normal);
		/* Chosen and hinted: the choice's symbol, both attributes. */
		if (l.role == R_PREVIEW &&
		    changes_at(&a->hint_marks, item, u) >= 0)
			l.role = R_PICK_HINT;
	} else if (a->values_on && board_choosing(a) &&
	    (changes_at(&a->val_win, item, u) >= 0 ||
	    changes_at(&a->val_lose, item, u) >= 0)) {
		/* A move's value: its own symbol, win or loss. */
		k = changes_at(&a->val_win, item, u) >= 0;
		l.role = k ? R_GOOD : R_ERROR;
		l.glyph = app_glyph(a, k ? G_WIN : G_LOSE);
	} else if ((k = changes_at(&a->hint_marks, item, u)) >= 0) {
		l.role = R_HINT;
		l.glyph = app_glyph(a, k == CHANGE_GIVE ? G_GIVE : k ==
		    CHANGE_FROM ? normal : G_HINT);
	} else if ((k = changes_at(&a->last, item, u)) >= 0) {
		l.role = R_LAST;
		l.glyph = app_glyph(a, present ? normal : G_GHOST);
	}
	return l;
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
board_extent(const struct app *a, size_t i, uint64_t v)
{
	const struct changes *all[3] = { &a->preview, &a->hint_marks,
	    &a->last };
	size_t k, j;

	for (k = 0; k < 3; k++) {
		for (j = 0; j < all[k]->n; j++) {
			const struct change *m = &all[k]->c[j];

			if (m->item == i && m->hi > v &&
			    m->kind != CHANGE_SPLIT && m->kind != CHANGE_TO &&
			    (k != 0 || board_choosing(a)))
				v = m->hi;
		}
	}
	return v;
}

uint64_t
board_unit_at(int c, int cols, uint64_t ext)
{
	if (ext <= (uint64_t)cols)
		return (uint64_t)c;
	return (uint64_t)((double)c / cols * (double)ext);
}

uint64_t
board_list_count(const struct app *a)
{
	const struct game_play *pl = &a->sess.game->play;

	return pl->list_count != NULL ? pl->list_count(a->sess.rules,
	    sess_pos(&a->sess)) : 0;
}

bool
board_listed(const struct app *a, uint64_t k, struct pos *out)
{
	const struct game_play *pl = &a->sess.game->play;
	struct sg_cause why;

	return pl->list_move != NULL && pl->list_move(a->sess.rules,
	    sess_pos(&a->sess), k, out, &why) == SG_OK;
}

/* Is listed move k one of the hinted winning moves? */
static bool
listed_hinted(const struct app *a, uint64_t k)
{
	struct pos q;
	bool yes;

	if (!a->show_hint)
		return false;
	pos_init(&q);
	yes = board_listed(a, k, &q) && poslist_has(&a->hint.sol.wins, &q);
	pos_free(&q);
	return yes;
}

enum role
board_list_role(const struct app *a, uint64_t k)
{
	bool chosen = board_choosing(a) && k == board_unit(a);
	bool hinted = listed_hinted(a, k);

	return chosen ? (hinted ? R_PICK_HINT : R_CURSOR) : hinted ? R_HINT :
	    R_NORMAL;
}

/* With the values of the moves shown: listed move k's, after its
 * label. */
static void
board_list_value(const struct app *a, uint64_t k, struct sbuf *sb)
{
	struct pos q;

	if (!a->values_on || !board_choosing(a))
		return;
	pos_init(&q);
	if (board_listed(a, k, &q))
		sbuf_printf(sb, " %s", app_glyph(a, poslist_has(&a->val_wins,
		    &q) ? G_WIN : poslist_has(&a->val_losses, &q) ? G_LOSE :
		    G_GHOST));
	pos_free(&q);
}

int
board_list(struct app *a, int y, int x, int w, int lines, int gap)
{
	const struct game_play *pl = &a->sess.game->play;
	uint64_t n = board_list_count(a), k, unit = board_unit(a);
	int cx = x, line = 0, used;
	struct sbuf sb;

	if (n == 0 || pl->list_label == NULL)
		return 0;
	k = unit > 4 ? unit - 4 : 0;
	sbuf_init(&sb);
	for (; k < n; k++) {
		sbuf_reset(&sb);
		pl->list_label(a->sess.rules, sess_pos(&a->sess), k, &sb);
		board_list_value(a, k, &sb);
		used = app_width(sbuf_str(&sb));
		if (cx > x && cx + used > x + w - 4) {
			if (++line == lines)
				break;
			cx = x;
		}
		app_put(a, y + line, cx, board_list_role(a, k), sbuf_str(&sb));
		app_hit(a, y + line, cx, used, 0, k, HIT_UNIT);
		cx += used + gap;
	}
	if (k < n)
		app_put(a, y + line - (line == lines), cx, R_DIM, "...");
	sbuf_free(&sb);
	return line + 1;
}
