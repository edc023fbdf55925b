/*
 * games.h: the games the registry lists, one per file in this folder.
 *
 * What the entries of a struct pos mean in each game (the UI relies on it
 * to build a move and hand it to game->rules.check):
 *
 *   nim, subtract, grundy, stones, takebreak, lasker
 *                 one entry per heap, its size; a heap keeps its place, an
 *                 emptied heap stays as 0.  A Grundy's game split puts the
 *                 two new heaps in place of the old one, smaller first.
 *   kayles, dawson
 *                 one entry per row of coins, its length; taking coins from
 *                 a row replaces it, in place, by its non-empty parts, the
 *                 left one first (by a 0 if nothing is left).
 *   lasker        as Grundy's game: a split puts the two heaps in place of
 *                 the old one, the smaller first.
 *   circle        one entry per place on the ring, 1 for a coin, 0 for a
 *                 gap; place 0 is coin 1.
 *   ordered       one entry per pile, non-decreasing.
 *   staircase     one entry per chessman, its cell (from 1), ascending.
 *   cutting       two entries per piece, width then height; a cut puts the
 *                 two new pieces in place of the old one.
 *   euclid        two entries, the two numbers in the order given.
 *   multiply      two entries, the target N and the current value P.
 *   wythoff       two entries, the two heaps in their places.
 *   moore         one entry per heap, its size, in its place.
 *   chomp         one entry per column of squares, its height, the
 *                 poisoned column first; heights never increase and an
 *                 emptied column is dropped (only the poison: one entry 1).
 *   turtles       one entry per coin, 1 heads and 0 tails, coin 1 first.
 *   hackenbush    two entries per edge, its two vertices a <= b (vertex 0
 *                 the ground), the edges sorted, the vertices numbered in
 *                 the canonical order of hackenbush.c; a cut drops the
 *                 edge and all that falls, and numbers the rest again.
 *   fibonacci     two entries, the heap and the previous take (0 before
 *                 the first move); the board draws the heap only.
 *   sum           for each part in order, the number of its entries, then
 *                 those entries in the meaning of the part's game.
 */
#ifndef SPRAGUE_GAMES_H
#define SPRAGUE_GAMES_H

#include "../game.h"

extern const struct game game_chomp;
extern const struct game game_circle;
extern const struct game game_cutting;
extern const struct game game_dawson;
extern const struct game game_euclid;
extern const struct game game_hackenbush;
extern const struct game game_fibonacci;
extern const struct game game_kayles;
extern const struct game game_lasker;
extern const struct game game_moore;
extern const struct game game_multiply;
extern const struct game game_nim;
extern const struct game game_grundy;
extern const struct game game_subtract;
extern const struct game game_sum;
extern const struct game game_takebreak;
extern const struct game game_ordered;
extern const struct game game_staircase;
extern const struct game game_stones;
extern const struct game game_turtles;
extern const struct game game_wythoff;

#endif
