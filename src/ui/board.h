/*
 * board.h: the board kinds.  Each is one file (board-*.c) with one
 * `const struct board_kind` table, as tmux's window modes are: it draws
 * the position of the session in a rectangle with the marks of the move
 * being chosen, the hinted moves and the last move, registers the places
 * a click can hit, and keeps what it needs between two frames in its own
 * data (a ring keeps its layout, so coins do not jump).  The keys are the
 * move model's (play/choice.h); a board kind only says whether it lays
 * the items side by side, which turns the arrows.  A board kind knows
 * shapes, never a game.
 */
#ifndef SPRAGUE_UI_BOARD_H
#define SPRAGUE_UI_BOARD_H

#include "ui/app.h"

struct board_kind {
	const char *name;
	enum board_shape shape;	/* the engine's name for the kind */
	bool turned;		/* items side by side: arrows turn */
	/* Optional: make and free the board's own data. */
	void *(*init)(void);
	void (*free)(void *data);
	void (*draw)(struct app *a, void *data, int y, int x, int h, int w);
};

extern const struct board_kind board_heaps, board_stair, board_rows,
    board_circle, board_chessmen, board_grid, board_pair, board_line,
    board_squares, board_coins;

/* The board kind that draws a shape. */
const struct board_kind *board_of(enum board_shape shape);

struct look {
	enum role role;
	const char *glyph;	/* NULL: nothing to draw */
};

/* How unit u of item i looks; present says whether the position has it
 * (a stone taken by the last move is no longer there).  The move being
 * chosen, the hinted moves and the last move differ by symbol and by
 * attribute, never by colour alone. */
struct look board_look(const struct app *a, size_t item, uint64_t u,
    bool present, enum glyph normal);
/* Units to draw for item i of size v: further for ghosts and gifts. */
uint64_t board_extent(const struct app *a, size_t i, uint64_t v);
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
void board_not_big(struct app *a, int h, int w);
/* Does the player choose now (so the selection is shown)? */
bool board_choosing(const struct app *a);
/* Is item i the one the cursor is on (while choosing)? */
bool board_focus(const struct app *a, size_t i);
/* The unit chosen inside the focused item (stones, coin, cell). */
uint64_t board_unit(const struct app *a);

/*
 * The moves a game lists (play.list_*): how many the position has, the
 * position move k leads to (false when it cannot be made), the role it
 * is drawn in (chosen, hinted, both, neither), and the labels flowed from
 * (y, x) over at most lines lines of w columns, gap columns apart, from a
 * few before the chosen one, each a place to click; returns the lines.
 */
uint64_t board_list_count(const struct app *a);
bool board_listed(const struct app *a, uint64_t k, struct pos *out);
enum role board_list_role(const struct app *a, uint64_t k);
int board_list(struct app *a, int y, int x, int w, int lines, int gap);

#endif
