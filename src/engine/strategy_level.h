/*
 * strategy_level.h: the computer's four strengths, their names, and how
 * often each plays at random (strategy.h says how it plays otherwise).
 * A module of its own so that a game record (record.h) can store a level
 * without depending on the strategy, which judges positions (judge.h)
 * and so reads records.
 */
#ifndef SPRAGUE_STRATEGY_LEVEL_H
#define SPRAGUE_STRATEGY_LEVEL_H

#include "util.h"

enum strategy_level {
	STRATEGY_PERFECT,
	STRATEGY_STRONG,
	STRATEGY_CASUAL,
	STRATEGY_BEGINNER
};

/* "perfect", "strong", "casual" or "beginner" to a level: SG_OK, or
 * SG_EINVAL with `level "NAME": ...` in why. */
int strategy_level_parse(const char *name, enum strategy_level *out,
    struct sg_cause *why);
/* The level's name (static). */
const char *strategy_level_name(enum strategy_level level);
/* In how many of six moves the level plays at random. */
unsigned strategy_level_random_sixths(enum strategy_level level);

#endif
