/*
 * cutting.h: the pieces' values in the cutting game, for the tests that
 * check them against the plain recurrence.  r holds the cutting game's
 * rules (rules_new with game_cutting).
 */
#ifndef SPRAGUE_CUTTING_H
#define SPRAGUE_CUTTING_H

#include <stdint.h>

#include "../game.h"

/* The value of a piece with both sides >= 2 in the game of the cuts that
 * leave every side at least 2, for any sides. */
uint64_t cutting_wide_value(const struct rules *r, uint64_t w, uint64_t h);

/* The value of a piece other than 1x1 in the game of every cut but those
 * that cut out a 1x1: SG_ERANGE for a piece with both sides >= 2 and one
 * past 1000 (a strip answers at any length). */
int cutting_thin_value(struct rules *r, uint64_t w, uint64_t h, uint64_t *v,
    struct sg_cause *why);

#endif
