/*
 * games.h: the games the registry lists, one per file in this folder.
 */
#ifndef SPRAGUE_GAMES_H
#define SPRAGUE_GAMES_H

#include "../game.h"

extern const struct game game_nim;

#endif
