/*
 * board.h: what the board kinds (board-*.c, see view.h) share: the look
 * of a unit under the marks of the view, tokens, the extent of an item,
 * the moves a game lists.  A board kind knows shapes, never a game.
 */
#ifndef SPRAGUE_UI_BOARD_H
#define SPRAGUE_UI_BOARD_H

#include "ui/view.h"

struct look {
	enum role role;
	const char *glyph;	/* NULL: nothing to draw */
};

/* How unit u of item i looks; present says whether the position has it
 * (a stone taken by the last move is no longer there).  The move being
 * chosen, the hinted moves and the last move differ by symbol and by
 * attribute, never by colour alone. */
struct look board_look(const struct app *a, const struct view *v, size_t item,
    uint64_t u, bool present, enum glyph normal);
/* The value of the move that takes units u and u + 1 of item i (the
 * next on a ring), where a move taking u alone starts too: drawn between
 * the two (glyph NULL: none). */
struct look board_pair_look(const struct app *a, const struct view *v,
    size_t item, uint64_t u);
/* With the second v, the mark of the move at unit u of item i (pair: of
 * the take of u and the next) with its length, "✓7" or "✗13", in buf
 * (size at least 32): its width in columns, or 0 (buf "") where no length
 * is known or none is shown. */
int board_mark_label(const struct app *a, const struct view *v, size_t item,
    uint64_t u, bool pair, char *buf, size_t size);
/* The widest label of board_mark_label on the board (0: none). */
int board_mark_label_max(const struct app *a, const struct view *v);
/* Units to draw for item i of size n: further for ghosts and gifts. */
uint64_t board_extent(const struct view *v, size_t i, uint64_t n);
/* The largest extent of any item: one pass over the items and the marks,
 * however many there are. */
uint64_t board_extent_max(const struct view *v);
/* Draw look l as a token rows high and cols wide at (y, x): its symbol
 * repeated (projector mode draws tokens larger); nothing without one. */
void board_token(struct app *a, int y, int x, int rows, int cols,
    struct look l);
/* The unit drawn at place c of cols places, for ext units: c itself
 * when they fit, else spread evenly. */
uint64_t board_unit_at(int c, int cols, uint64_t ext);
/* Projector mode asked for a big board, which needs h lines of w
 * columns where it has fewer: the board is drawn at the normal size,
 * and the game screen says what it needs. */
void board_not_big(struct view *v, int h, int w);
/* Does the player choose now (so the selection is shown)? */
bool board_choosing(const struct view *v);
/* Are the values of the moves (v) marked on the board now? */
bool board_values_shown(const struct view *v);
/* Is item i the one the cursor is on (while choosing)? */
bool board_focus(const struct view *v, size_t i);
/* The unit chosen inside the focused item (stones, coin, cell). */
uint64_t board_unit(const struct view *v);

/*
 * The moves a game lists (play.list_*): how many the position has, the
 * position move k leads to (false when it cannot be made), the role it
 * is drawn in (chosen, hinted, both, neither), and the labels flowed from
 * (y, x) over at most lines lines of w columns, gap columns apart, from a
 * few before the chosen one, each a place to click; returns the lines.
 */
uint64_t board_list_count(const struct view *v);
bool board_listed(const struct view *v, uint64_t k, struct pos *out);
enum role board_list_role(const struct view *v, uint64_t k);
int board_list(struct app *a, const struct view *v, int y, int x, int w,
    int lines, int gap);

#endif
