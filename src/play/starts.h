/*
 * starts.h: where a game starts: the positions a game names, and random
 * ones that are fair to the person.  No curses.
 */
#ifndef SPRAGUE_PLAY_STARTS_H
#define SPRAGUE_PLAY_STARTS_H

#include "engine/game.h"
#include "play/session.h"

/* The named positions of a game (its presets), ended by NULL; an empty
 * list for a game without any. */
const char *const *starts_named(const struct game *g);

/*
 * A random position of a size for the level (1 to 5; 3 is the menu's)
 * that is fair to the person: won for the first player when the person
 * moves first, lost when the computer does, so perfect play from the
 * person wins (under misere play when misere is set), and never a
 * finished one, nor one over in fewer moves than the level's floor
 * (starts_floor; in a game whose starts all end sooner, the longest fair
 * one found).  opts, when not NULL, are game options put before it
 * ("--take 1,3,4").  Fills *rules (new, owned by the caller) and out;
 * seed drives the choice.
 */
int starts_random(const struct game *g, const char *opts, unsigned level,
    enum side first, bool misere, uint64_t *seed, struct rules **rules,
    struct pos *out, struct sg_cause *why);
/* The fewest moves a random start of the level lasts (its remoteness),
 * where a small search can tell. */
uint64_t starts_floor(unsigned level);

#endif
