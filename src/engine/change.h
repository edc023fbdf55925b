/*
 * change.h: what a move changed, in the terms of a board: stones or coins
 * taken from an entry, stones handed to one, an entry split after a unit,
 * a token that left a cell and one that arrived, a piece cut down or
 * across, a number set to a new value.
 *
 * Each game says which of the readers below fits its moves (its
 * play.changes hook, game.h), so a board marks the last move, the hinted
 * moves and the move being chosen without knowing any rule.  A reader
 * never judges a move: given a pair it cannot read, it adds nothing.
 */
#ifndef SPRAGUE_CHANGE_H
#define SPRAGUE_CHANGE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "pos.h"

/* One touched span of units [lo, hi) of an item (an entry, or for the
 * paper pieces a pair of entries, or for a ring the whole ring). */
enum change_kind {
	CHANGE_TAKE,		/* stones or coins removed */
	CHANGE_GIVE,		/* stones handed over (units past a size) */
	CHANGE_SPLIT,		/* the item splits after unit lo */
	CHANGE_FROM,		/* a token's cell before the move */
	CHANGE_TO,		/* its cell after; a new item, a new value */
	CHANGE_CUT_V,		/* a cut down after column lo */
	CHANGE_CUT_H,		/* a cut across after row lo */
	CHANGE_TURN		/* a coin turned over */
};

struct change {
	enum change_kind kind;
	size_t item;
	uint64_t lo, hi;
};

struct changes {
	struct change *c;	/* owned */
	size_t n, cap;
};

void changes_init(struct changes *cs);
void changes_free(struct changes *cs);
void changes_clear(struct changes *cs);
/* Append one change: SG_OK or SG_ENOMEM. */
int changes_add(struct changes *cs, enum change_kind k, size_t item,
    uint64_t lo, uint64_t hi);
/* The kind of the first span change (TAKE, GIVE, FROM, TO, TURN)
 * covering unit u of item i, or -1. */
int changes_at(const struct changes *cs, size_t item, uint64_t u);
/* Is there a change of kind k on item i?  Its lo in *lo (may be NULL). */
bool changes_find(const struct changes *cs, enum change_kind k, size_t item,
    uint64_t *lo);

/*
 * A game made of parts (a sum of games) says which part a change is in
 * by the high half of its item: item i of part k is change_part_item(k,
 * i).  A board of the whole draws each part on a board of its own.
 */
enum { CHANGE_PART_SHIFT = sizeof (size_t) * 4 };
static inline size_t
change_part_item(size_t part, size_t item)
{
	return part << CHANGE_PART_SHIFT | item;
}
static inline size_t
change_item_part(size_t item)
{
	return item >> CHANGE_PART_SHIFT;
}
static inline size_t
change_item_local(size_t item)
{
	return item & (((size_t)1 << CHANGE_PART_SHIFT) - 1);
}

/*
 * The readers.  Each adds the changes of the move from -> to: on the
 * board of `from` (after false: what the move will take), or on the board
 * of `to` (after true: what it took, drawn as ghosts past an entry's new
 * size, and the items it made).  SG_OK or SG_ENOMEM.
 */
typedef int change_reader(const struct pos *from, const struct pos *to,
    bool after, struct changes *out);

/* Entries lowered in place, or dropped from the end as lowered to
 * nothing (Nim, piles, several heaps at once, columns of squares). */
change_reader change_lowered;
/* One entry split in two, nothing taken (Grundy's game). */
change_reader change_split;
/* Stones taken from one entry, the rest perhaps split in two. */
change_reader change_took_split;
/* Stones taken from one entry and some of its rest handed to others. */
change_reader change_handed_out;
/* Coins taken from a row of coins, the row perhaps split in two. */
change_reader change_row_taken;
/* Places of a ring emptied (entries 1 or 0, one item: the ring). */
change_reader change_ring_taken;
/* A token moved from one cell to another (entries are cells). */
change_reader change_slid;
/* A piece w x h (a pair of entries) cut into two pieces. */
change_reader change_cut;
/* Numbers set to new values (the item keeps its place). */
change_reader change_set;
/* Coins turned over (entries 0 or 1, one item: the row). */
change_reader change_turned;

#endif
