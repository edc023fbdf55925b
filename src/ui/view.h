/*
 * view.h: a board on the screen: the session it shows, the move being
 * chosen on it, and the marks the board kinds draw (the move chosen, the
 * hinted moves, the last move, the values of the moves).  The game screen
 * and practice each own one; the board kinds draw it.
 */
#ifndef SPRAGUE_UI_VIEW_H
#define SPRAGUE_UI_VIEW_H

#include <stdarg.h>

#include "ui/app.h"

struct view;

/*
 * The board kinds.  Each is one file (board-*.c) with one `const struct
 * board_kind` table, as tmux's window modes are: it draws the position
 * of the view's session in a rectangle with the marks of the move being
 * chosen, the hinted moves and the last move (board.h has the helpers),
 * registers the places a click can hit, and keeps what it needs between
 * two frames in its own data (a ring keeps its layout, so coins do not
 * jump).  The keys are the move model's (play/choice.h); a board kind
 * only says whether it lays the items side by side, which turns the
 * arrows.  A board kind knows shapes, never a game.
 */
struct board_kind {
	const char *name;
	enum board_shape shape;	/* the engine's name for the kind */
	bool turned;		/* items side by side: arrows turn */
	/* Optional: make and free the board's own data. */
	void *(*init)(void);
	void (*free)(void *data);
	void (*draw)(struct app *a, struct view *v, void *data, int y, int x,
	    int h, int w);
};

extern const struct board_kind board_heaps, board_stair, board_rows,
    board_circle, board_chessmen, board_grid, board_pair, board_line,
    board_squares, board_coins, board_sum, board_graph;

/* The board kind that draws a shape. */
const struct board_kind *board_of(enum board_shape shape);

struct view {
	struct session sess;		/* owned while has_sess */
	bool has_sess;
	/* A part of a sum drawn on a board of its own: its game, rules and
	 * position (NULL: the session's; view_game and the others say). */
	const struct game *part_game;
	struct rules *part_rules;
	const struct pos *part_pos;
	struct choice choice;		/* the move being chosen */
	const struct board_kind *board;	/* how the game is drawn */
	void *board_data;		/* the board kind's own */
	struct changes preview, last, hint_marks;
	struct hint hint;		/* while show_hint */
	bool show_hint;
	bool choosing;			/* the player chooses a move now (the
					   selection shows); the screen sets
					   it once a frame */
	/* The values of every move of the position, marked on the board
	 * while values_on: the positions they lead to, winning or losing,
	 * and the places marked (a move of two units that starts where a
	 * move of one does is marked in val_pair_*: after unit lo, between
	 * its two units). */
	bool values_on;
	struct poslist val_wins, val_losses;
	struct changes val_win, val_lose, val_pair_win, val_pair_lose;
	/* The second v: the marks' lengths (owned, val_nlen of them), for
	 * the board kinds with room to write them on the marks: the mark at
	 * unit unit of item item (pair: the one between unit and the next)
	 * and the moves the game lasts after its move, the winner hurrying
	 * and the loser holding on (UINT64_MAX: the search does not say). */
	struct {
		size_t item;
		uint64_t unit, moves;
		bool pair;
	} *val_len;
	size_t val_nlen;
	char msg[1536];			/* under the board: a refusal or a
					   notice */
	bool msg_bad;
	bool no_values;			/* a sum's board leaves out the
					   values of its parts (hints off) */
	int board_y, board_h;		/* where the board was last drawn */
	int big_need_h, big_need_w;	/* the room projector mode needs for
					   the board, when it has too
					   little */
};

void view_init(struct view *v);
/* What the board shows: the game, its rules, the position. */
const struct game *view_game(const struct view *v);
struct rules *view_rules(const struct view *v);
const struct pos *view_pos(const struct view *v);
/* Free the session and the board. */
void view_free(struct view *v);
/* Show session s, which the view takes over (the one shown before goes
 * to *keep when keep is not NULL, else it is freed); the board starts
 * afresh and the progress of long computations shows on a. */
void view_take(struct app *a, struct view *v, struct session *s,
    struct session *keep);
/* After the position changed: the hint hidden, a fresh choice, the last
 * move marked. */
void view_position(struct view *v);
/* Mark the move being chosen (after a key changed it), on a person's
 * turn. */
void view_preview(struct view *v);
/* Show the hint (note: count it as seen by the player to move): SG_OK,
 * or the reason in why; hide it. */
int view_hint(struct view *v, bool note, struct sg_cause *why);
void view_hint_off(struct view *v);
/* The view of part k of a game made of parts (a sum), on the part's
 * position pos (the caller's) with the part's choice c: the marks of v in
 * that part, their items the part's own; view_part_free frees it. */
void view_part(const struct view *v, size_t k, const struct game_part *part,
    const struct pos *pos, const struct choice *c, struct view *out);
void view_part_free(struct view *out);
/* Set the message under the board (bad: a refusal). */
void view_message(struct view *v, bool bad, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
void view_vmessage(struct view *v, bool bad, const char *fmt, va_list ap)
    __attribute__((format(printf, 3, 0)));
/* Draw the board in the rectangle given. */
void view_draw(struct app *a, struct view *v, int y, int x, int h, int w);
/* The keys that choose a move on the board, in one line. */
void view_move_keys(const struct view *v, struct sbuf *out);
/* The explanation of the position on the board on a page (in projector
 * mode step by step where it has steps); note: it counts as a hint to
 * the player to move. */
void view_explain(struct app *a, struct view *v, bool note);
void view_explain_text(struct app *a, struct view *v, bool note);

#endif
