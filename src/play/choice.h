/*
 * choice.h: the move a person is choosing on the board, before it is
 * made.  No curses.
 *
 * A game declares how its moves are entered (game.h: play.models), from
 * a small vocabulary of move models; each model is one file here
 * (model-*.c) with one `const struct model` table: its keys, each with
 * the words the key line shows and the function it runs, so the line and
 * the dispatcher cannot drift; how it starts on a position; how it turns
 * into the position the move leads to; what it shows while it is chosen.
 *
 * The choice is a cursor on items (heaps, rows, tokens, pieces, listed
 * moves) and units inside them (stones, coins, cells, cut lines).  After
 * every key it still builds a move, or the key is refused with the reason
 * and the choice stays as it was: what Enter will do is always on the
 * board.  Whether that move is legal is the game's to say (game->rules.check).
 */
#ifndef SPRAGUE_PLAY_CHOICE_H
#define SPRAGUE_PLAY_CHOICE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "engine/change.h"
#include "engine/game.h"

/* The actions a key or a click becomes (the UI maps keys to them). */
enum action {
	ACT_NONE,
	ACT_UP, ACT_DOWN, ACT_LEFT, ACT_RIGHT,
	ACT_NEXT, ACT_PREV,	/* Tab, Shift-Tab */
	ACT_DIGIT,		/* with a value 0..9 */
	ACT_CONFIRM,		/* Enter, Space */
	ACT_CANCEL,		/* Escape, Backspace */
	ACT_CLICK,		/* with an item, a unit and a part */
	ACT_KIND,		/* the next way of moving, where a game has
				   more than one */
	ACT_HINT, ACT_UNDO, ACT_REDO, ACT_NEW, ACT_HELP, ACT_QUIT,
	ACT_AGAIN,		/* the same position again */
	ACT_SWAP,		/* the same position, the other first */
	ACT_EXPLAIN,		/* why the position is won or lost */
	ACT_TABLE,		/* the values behind the game */
	ACT_MOVES,		/* the list of moves so far */
	ACT_SAVE,		/* save the game to a file */
	ACT_PAUSE,		/* pause or go on (computer against computer) */
	ACT_LEVEL_UP,		/* the same position, the computer stronger */
	ACT_LESSON,		/* back to the lesson the game came from */
	ACT_VALUES,		/* the value of every move of the position */
	ACT_WHATIF,		/* edit the position and play on from it */
	ACT_HANDOUT,		/* write the board and why to a file */
	ACT_POSITION,		/* the position whole, in notation */
	ACT_PAGEUP, ACT_PAGEDOWN,
	ACT_HOME, ACT_END,	/* the first and the last of a list */
	ACT_RESIZE
};

/* What a click hit: the boards say so when they draw. */
enum hit_part {
	HIT_UNIT,		/* a stone, coin, cell, listed move */
	HIT_CUT_V,		/* a cut line down: unit the line */
	HIT_CUT_H		/* a cut line across */
};

/* One action with what it carries. */
struct choice_ev {
	enum action act;
	unsigned digit;		/* ACT_DIGIT */
	size_t item;		/* ACT_CLICK */
	uint64_t unit;
	enum hit_part part;
};

struct model;

struct choice {
	const struct model *model;	/* the way of moving in use */
	unsigned kind;		/* its index in the game's play.models */
	struct rules *rules;	/* not owned */
	size_t item;		/* the heap, row, token, piece */
	uint64_t unit;		/* stones taken, split point, coin, cell,
				   cut line, listed move */
	uint64_t extra;		/* coins taken (neighbours); where the rest
				   splits (take and split, 0: whole) */
	bool cross;		/* a cut across (else down) */
	int phase;		/* hand out: 0 take, 1 hand out */
	size_t target;		/* hand out: the entry being given to */
	struct pos give;	/* hand out: what each entry receives */
	uint64_t typed;		/* digits typed so far */
	bool typing;
	bool clicked;		/* the last action was a click */
	bool turned;		/* the board lays items side by side (the
				   arrows turn a quarter) */
	/* A game made of parts: a choice for each part, and the part
	 * that has the keys (model-parts.c). */
	struct choice *parts;	/* owned, nparts of them, or NULL */
	size_t nparts, part;
	/* A part's choice where a turn moves every part (play.all_parts):
	 * its move is entered for this turn. */
	bool entered;
};

/* Start choosing on p for the rules' game, with its first way of moving:
 * the first item that has a move, a small amount.  turned: the board lays
 * items side by side. */
void choice_init(struct choice *c, struct rules *r, const struct pos *p,
    bool turned);
/* Choose again on p (a new position), keeping the way of moving and the
 * item the cursor was on (or the nearest with a move). */
void choice_reset(struct choice *c, const struct pos *p);
void choice_free(struct choice *c);
/* Copy src to dst (dst's give initialised; its parts, if any, freed
 * before). */
int choice_copy(struct choice *dst, const struct choice *src);

/*
 * Apply an action.  Returns true when the move should now be made (Enter,
 * or a second click on the same place).  A key the choice cannot take
 * here leaves it as it was and writes why in refused (else refused is
 * emptied).
 */
bool choice_action(struct choice *c, const struct pos *p,
    const struct choice_ev *ev, struct sg_cause *refused);

/* The position the chosen move leads to, in out (initialised by the
 * caller).  SG_OK, or SG_EINVAL with the reason when it is no move at
 * all; legality is game->rules.check's. */
int choice_build(const struct choice *c, const struct pos *p,
    struct pos *out, struct sg_cause *why);

/* What the chosen move changes on the board of p (to: its result). */
int choice_changes(const struct choice *c, const struct pos *p,
    const struct pos *to, struct changes *out);

/* A move the keys can enter: from unit `unit` of item `item` (a game
 * made of parts: change_part_item of the part and its item), taking
 * `width` units there (coins side by side), to position `to`.  Return
 * false to stop. */
typedef bool choice_move_fn(void *arg, size_t item, uint64_t unit,
    uint64_t width, const struct pos *to);
/* Call fn for every legal move the keys can enter on p, once for each
 * place on the board it is entered from, so that each has a mark of its
 * own.  Returns false when the way of moving cannot list its moves so
 * (then the caller reads the places from the positions); *done says
 * whether every move was listed (not when fn stopped or memory ran
 * out). */
bool choice_each_move(const struct choice *c, const struct pos *p,
    choice_move_fn *fn, void *arg, bool *done);
/* Can choice_each_move list the moves of this way of moving (of every
 * part, in a game made of parts)? */
bool choice_lists_moves(const struct choice *c);
/* In a game made of parts, can the moves of part k be listed so? */
bool choice_part_lists_moves(const struct choice *c, size_t k);
/* In a game made of parts, the same as choice_each_move for the parts
 * whose moves can be listed, the others left out; false when none can
 * (or the game is not made of parts). */
bool choice_each_part_move(const struct choice *c, const struct pos *p,
    choice_move_fn *fn, void *arg, bool *done);

/* The item the cursor stands on, and the entry being handed to (hand out,
 * second phase; else SIZE_MAX). */
size_t choice_focus(const struct choice *c);
size_t choice_receiver(const struct choice *c);
/* The chosen amount in a few words ("take 3", "at 4"), for a board that
 * cannot draw every unit. */
void choice_say(const struct choice *c, const struct pos *p,
    struct sbuf *out);

/* The keys of the way of moving in use, in one line ("Up/Down heap
 * Left/Right or digits: how many  Enter take"), with Up/Down and
 * Left/Right exchanged when the board lays items side by side. */
void choice_keys(const struct choice *c, struct sbuf *out);
/* In a game made of parts: the part that has the keys (SIZE_MAX in
 * another game), and the choice of part k (lent). */
size_t choice_part_focus(const struct choice *c);
const struct choice *choice_part(const struct choice *c, size_t k);
/* The name of the way of moving in use ("take", "split"), and how many
 * ways the game has. */
const char *choice_kind_name(const struct choice *c);
unsigned choice_kinds(const struct choice *c);

/* The game's word for an item: "heap", "row". */
const char *choice_item_word(const struct choice *c);

/* Items of p for the cursor: entries, pieces (two entries each), or one
 * (a ring, a number line). */
size_t choice_items(const struct choice *c, const struct pos *p);
/* The entries of p that are heaps on the board (all but those a game
 * keeps beside them, play.lower.heaps), and the fewest and most stones
 * a move may take from heap i where the game says (play.lower.range:
 * true, else false with lo and hi untouched). */
size_t choice_heaps(const struct choice *c, const struct pos *p);
bool choice_take_range(const struct choice *c, const struct pos *p, size_t i,
    uint64_t *lo, uint64_t *hi);

#endif
