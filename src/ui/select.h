/*
 * select.h: what the player is about to do, before the move is made.
 *
 * A board is made of items (heaps, rows, chessmen, pieces, numbers) and
 * units inside them (stones, coins, cells, cut lines).  The selection is a
 * cursor on that structure; actions move it, and sel_build() turns it into
 * the position the move leads to, for game->check to judge.  Marks say
 * which units a move touches, so the renderers can highlight a move to be
 * made, the computer's last move and the hinted moves alike.  No curses.
 */
#ifndef SPRAGUE_UI_SELECT_H
#define SPRAGUE_UI_SELECT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "engine/game.h"

/* How moves are chosen: the board kind refined by the game. */
enum sel_mode {
	MODE_TAKE,		/* heaps: take from one heap (nim, subtract) */
	MODE_SPLIT,		/* heaps: split one heap (grundy) */
	MODE_STONES,		/* heaps: take, then hand stones to others */
	MODE_TAKEBREAK,		/* heaps: take, then perhaps split the rest */
	MODE_STAIR,		/* piles drawn as columns (ordered) */
	MODE_ROWS,		/* rows of coins (kayles) */
	MODE_CIRCLE,		/* coins on a ring (circle) */
	MODE_CHESSMEN,		/* chessmen on cells (staircase) */
	MODE_GRID,		/* pieces of paper (cutting) */
	MODE_EUCLID,		/* two numbers */
	MODE_MULTIPLY		/* a target and a current value */
};

enum sel_mode sel_mode_of(const struct game *g);

/* The actions a key or a click becomes (see ui_action in the curses part). */
enum action {
	ACT_NONE,
	ACT_UP, ACT_DOWN, ACT_LEFT, ACT_RIGHT,
	ACT_NEXT, ACT_PREV,	/* Tab, Shift-Tab: the next item */
	ACT_DIGIT,		/* with a value 0..9 */
	ACT_CONFIRM,		/* Enter, Space */
	ACT_CANCEL,		/* Escape, Backspace */
	ACT_CLICK,		/* with an item, a unit and a part */
	ACT_HINT, ACT_UNDO, ACT_REDO, ACT_NEW, ACT_HELP, ACT_QUIT,
	ACT_AGAIN,		/* the same position again */
	ACT_EXPLAIN,		/* why the position is won or lost */
	ACT_TABLE,		/* the values behind the game */
	ACT_MOVES,		/* the list of moves so far */
	ACT_SAVE,		/* save the game to a file */
	ACT_PAUSE,		/* pause or go on (computer against computer) */
	ACT_LEVEL_UP,		/* the same position, the computer stronger */
	ACT_LESSON,		/* back to the lesson the game came from */
	ACT_PAGEUP, ACT_PAGEDOWN,
	ACT_RESIZE
};

/* What a click hit: built by the renderers. */
enum hit_part {
	HIT_UNIT,		/* a stone, coin, cell, multiplier */
	HIT_CUT_V,		/* a vertical cut line (grid): unit the line */
	HIT_CUT_H		/* a horizontal cut line */
};

struct sel {
	enum sel_mode mode;
	size_t item;		/* heap, row, chessman, piece, number */
	uint64_t amount;	/* stones to take; split part; multiple;
				   coin or place; target cell; cut line */
	unsigned width;		/* coins taken: 1 or 2 */
	uint64_t split;		/* take and break: the rest splits after
				   this many stones (0: it stays whole) */
	bool horiz;		/* grid: the cut runs across (horizontal) */
	int phase;		/* stones: 0 take, 1 hand out */
	size_t target;		/* stones: the heap being given to */
	struct pos give;	/* stones: how many each heap receives */
	uint64_t typed;		/* digits typed so far */
	bool typing;
	bool clicked;		/* the last action was a click */
};

/* Start on position p: the first item that has a move, a small amount. */
void sel_init(struct sel *s, const struct game *g, const struct pos *p);
void sel_free(struct sel *s);

/*
 * Apply an action (digit is the value for ACT_DIGIT; item, unit and part
 * for ACT_CLICK).  Returns true when the move should now be made (Enter,
 * or a second click on the same place).
 */
bool sel_action(struct sel *s, const struct pos *p, enum action act,
    unsigned digit, size_t item, uint64_t unit, enum hit_part part);

/*
 * The position the selected move leads to, in out.  SG_OK, or SG_EINVAL
 * with a reason when the selection is no move at all (two coins where there
 * is one); everything else is left to game->check.
 */
int sel_build(const struct sel *s, const struct pos *p, struct pos *out,
    struct sg_cause *why);

/* One touched span of units [lo, hi) of an item. */
enum mark_kind {
	MARK_TAKE,		/* stones or coins removed; number lowered */
	MARK_GIVE,		/* stones handed over (units past a size) */
	MARK_SPLIT,		/* a heap split after unit lo */
	MARK_FROM,		/* a chessman's cell before the move */
	MARK_TO,		/* its cell after; a number's new value */
	MARK_CUT_V,		/* a vertical cut after column lo */
	MARK_CUT_H		/* a horizontal cut after row lo */
};

struct mark {
	enum mark_kind kind;
	size_t item;
	uint64_t lo, hi;
};

struct marks {
	struct mark *m;		/* owned */
	size_t n, cap;
};

void marks_init(struct marks *ms);
void marks_free(struct marks *ms);
void marks_clear(struct marks *ms);
/* Add the marks of the move from -> to (nothing if it cannot be read). */
int marks_move(struct marks *ms, enum sel_mode mode, const struct pos *from,
    const struct pos *to);
/* The marks of the selected move (p -> to, to built by sel_build). */
int sel_marks(const struct sel *s, const struct pos *p, const struct pos *to,
    struct marks *ms);
/* Marks that show the move from -> to on the board of `to`: what it
 * took (drawn as ghosts), or the items it made (MARK_TO, whole). */
int marks_result(struct marks *ms, enum sel_mode mode, const struct pos *from,
    const struct pos *to);
/* The kind of the first mark covering unit u of item i, or -1. */
int marks_at(const struct marks *ms, size_t item, uint64_t u);
/* Is there a mark of kind k on item i (any unit)?  Its lo in *lo. */
bool marks_find(const struct marks *ms, enum mark_kind k, size_t item,
    uint64_t *lo);

/* Items of a position for the modes where items are entries pairs. */
size_t sel_items(enum sel_mode mode, const struct pos *p);

#endif
