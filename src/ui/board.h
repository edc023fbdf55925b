/*
 * board.h: what the renderers of the board kinds share.  Each draws the
 * position of the session in a rectangle, with the marks of the move being
 * chosen, the hinted moves and the last move, and registers the places a
 * click can hit.
 */
#ifndef SPRAGUE_UI_BOARD_H
#define SPRAGUE_UI_BOARD_H

#include "ui/app.h"

struct look {
	enum role role;
	const char *glyph;	/* NULL: nothing to draw */
};

/* How unit u of item i looks; present says whether the position has it
 * (a stone taken by the last move is no longer there). */
struct look board_look(const struct app *a, size_t item, uint64_t u,
    bool present, enum glyph normal);
/* Units to draw for item i of size v: further for ghosts and gifts. */
uint64_t board_extent(const struct app *a, size_t i, uint64_t v);
/* Draw look l as a token rows high and cols wide at (y, x): its symbol
 * repeated (projector mode draws tokens larger); nothing without one. */
void board_token(struct app *a, int y, int x, int rows, int cols,
    struct look l);
/* Does the player choose now (so the selection is shown)? */
bool board_choosing(const struct app *a);

void board_heaps(struct app *a, int y, int x, int h, int w);
void board_stair(struct app *a, int y, int x, int h, int w);
void board_rows(struct app *a, int y, int x, int h, int w);
void board_circle(struct app *a, int y, int x, int h, int w);
void board_chessmen(struct app *a, int y, int x, int h, int w);
void board_grid(struct app *a, int y, int x, int h, int w);
void board_numbers(struct app *a, int y, int x, int h, int w);

#endif
