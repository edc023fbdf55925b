/*
 * registry.c: the list of games.  Adding a game is one line here.
 */
#include "config.h"

#include <string.h>

#include "game.h"
#include "games/games.h"

static const struct game *const games[] = {
	&game_nim,
	&game_grundy,
	&game_subtract,
	&game_kayles,
	&game_dawson,
	&game_circle,
	&game_euclid,
	&game_staircase,
	&game_cutting,
	&game_multiply,
	&game_takebreak,
	&game_stones,
	&game_ordered,
	&game_wythoff,
	&game_lasker,
	&game_moore,
	&game_chomp,
	&game_turtles,
	&game_hackenbush,
	&game_fibonacci,
	&game_sum,
};

size_t
game_count(void)
{
	return sizeof games / sizeof games[0];
}

const struct game *
game_at(size_t i)
{
	return i < game_count() ? games[i] : NULL;
}

const struct game *
game_find(const char *name)
{
	size_t i;

	for (i = 0; i < game_count(); i++) {
		if (strcmp(games[i]->name, name) == 0)
			return games[i];
	}
	return NULL;
}
